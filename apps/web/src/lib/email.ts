/** Spec section 9: "ada@example.com" → "ad**@example.com". */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at === -1) throw new Error('Invalid email address');
  return `${email.slice(0, Math.min(2, at))}**${email.slice(at)}`;
}
