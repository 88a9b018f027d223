/** An id from the URL (an order's, a product's): a whole number of at least 1, or null (nothing can have it). */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}
