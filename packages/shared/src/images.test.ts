import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, imageFileProblem, isUploadedImage, photoSrcSet } from './images';

describe('imageFileProblem', () => {
  it('takes a JPEG, PNG or WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(imageFileProblem({ type, size: IMAGE_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses another type first, then a file over 5 MB, in the API’s words', () => {
    expect(imageFileProblem({ type: 'image/gif', size: 10 })).toBe(IMAGE_MESSAGES.notAnImage);
    expect(imageFileProblem({ type: 'image/heic', size: 10 })).toBe(IMAGE_MESSAGES.notAnImage);
    expect(imageFileProblem({ type: '', size: 10 })).toBe(IMAGE_MESSAGES.notAnImage);
    expect(imageFileProblem({ type: 'application/pdf', size: IMAGE_MAX_BYTES + 1 })).toBe(
      IMAGE_MESSAGES.notAnImage,
    );
    expect(imageFileProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 })).toBe(IMAGE_MESSAGES.tooLarge);
  });
});

describe('photoSrcSet', () => {
  it('names every width of an uploaded product or category photo', () => {
    expect(photoSrcSet('/media/uploads/categories/3-0123456789abcdef.webp')).toBe(
      '/media/uploads/categories/3-0123456789abcdef-400.webp 400w, ' +
        '/media/uploads/categories/3-0123456789abcdef-800.webp 800w, ' +
        '/media/uploads/categories/3-0123456789abcdef.webp 1200w',
    );
  });

  it('has none for a drawing or the logo', () => {
    expect(photoSrcSet('/media/products/ofada-rice.svg')).toBeUndefined();
    expect(photoSrcSet('/media/uploads/logo/logo-0123456789abcdef.webp')).toBeUndefined();
    expect(isUploadedImage('/media/uploads/logo/logo-0123456789abcdef.webp')).toBe(true);
    expect(isUploadedImage('/media/logo.svg')).toBe(false);
  });

  it('reads the same names at the address of MEDIA_PUBLIC_URL (a CDN or a public bucket)', () => {
    const url = 'https://media.okofarm.ng/products/12-0123456789abcdef.webp';
    expect(photoSrcSet(url)).toBe(
      'https://media.okofarm.ng/products/12-0123456789abcdef-400.webp 400w, ' +
        'https://media.okofarm.ng/products/12-0123456789abcdef-800.webp 800w, ' +
        `${url} 1200w`,
    );
    expect(isUploadedImage(url)).toBe(true);
    expect(isUploadedImage('https://media.okofarm.ng/logo/logo-0123456789abcdef.webp')).toBe(true);
    expect(isUploadedImage('https://media.okofarm.ng/products/ofada-rice.svg')).toBe(false);
  });
});
