/** A link in running text or under a form: the shop's green, underlined under the pointer. */
export const textLinkClass = 'font-medium text-green-800 underline-offset-2 hover:underline';
