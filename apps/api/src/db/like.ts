/** `%`, `_` and `\` match themselves in a LIKE pattern. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);
