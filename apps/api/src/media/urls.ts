// Where the images we draw ourselves live. The database stores these relative URLs; no image is hot-linked.

export const LOGO_URL = '/media/logo.svg';

export function productImageUrl(slug: string): string {
  return `/media/products/${slug}.svg`;
}

export function categoryImageUrl(slug: string): string {
  return `/media/categories/${slug}.svg`;
}
