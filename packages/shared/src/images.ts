// The owner's pictures (issue 13): product and category photos and the shop's logo, uploaded in the back office.
// The rules and messages live here once: the back office checks a chosen file with them before sending it, and
// the API answers the same words for the same mistake.

/** 5 MB: a phone's photo fits; a larger body is refused with 413 before it is read. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The most pixels an uploaded picture may decode to: a phone's largest photo is about 50 Mpx (8160 × 6120). */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** The types an upload may be sent as (the body is the image itself). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const IMAGE_MESSAGES = {
  /** 422: not a JPEG, PNG or WebP picture (checked by decoding it, not by its name). */
  notAnImage: 'The file must be a JPEG, PNG or WebP image.',
  /** 422: more pixels than IMAGE_MAX_PIXELS once decoded (a small file can unpack to gigabytes). */
  tooManyPixels: 'The image may be at most 50 megapixels.',
  /** 413: over IMAGE_MAX_BYTES. */
  tooLarge: 'The image may be at most 5 MB.',
  /** 415: a body that is not sent as one of IMAGE_TYPES. */
  sendImage: 'Send the image itself as image/jpeg, image/png or image/webp.',
} as const;

/** What is wrong with a chosen file before it is sent (its declared type and size), or null. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_MESSAGES.notAnImage;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}

/**
 * Widths each uploaded product or category photo is kept in (4:3; the largest is twice the product page's
 * picture, for sharp screens). `{name}.webp` is the largest; `{name}-{width}.webp` the others.
 */
export const PHOTO_WIDTHS = [400, 800, 1200] as const;

/** Uploaded pictures live under this path; anything else is a drawing the server makes. */
export const UPLOADS_PATH = '/media/uploads/';

/** An uploaded picture's name, under /media/uploads/ or the address of MEDIA_PUBLIC_URL (a CDN, a bucket). */
const UPLOADED =
  /\/(?:(?:products|categories)\/\d+-[0-9a-f]{16}(?:-\d{3,4})?|logo\/logo-[0-9a-f]{16})\.webp$/;

export function isUploadedImage(url: string): boolean {
  return UPLOADED.test(url);
}

/**
 * The `srcset` of an uploaded photo (`/media/uploads/products/12-ab….webp`, or the same name at MEDIA_PUBLIC_URL's
 * address), or undefined for a drawing.
 */
export function photoSrcSet(url: string): string | undefined {
  const match = /^(\S*\/(?:products|categories)\/\d+-[0-9a-f]{16})\.webp$/.exec(url);
  if (!match) return undefined;
  const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1];
  return PHOTO_WIDTHS.map((width) =>
    width === largest ? `${url} ${width}w` : `${match[1]}-${width}.webp ${width}w`,
  ).join(', ');
}
