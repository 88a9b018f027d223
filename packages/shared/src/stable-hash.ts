/**
 * A small stable string hash (32-bit FNV-1a): the same text gives the same number on every machine and every run,
 * so what is derived from a name (a demo product's "added on" date, a drawn picture's hue) varies without
 * Math.random and never changes between starts.
 */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
