import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

// The owner's photos in the back-office specs: a picture made here (as a phone's camera would hand one over), and
// the check that a guest's product page shows it, its file loaded from the server.

/** A JPEG of one colour, the size of a phone's photo (portrait, so the shop has to crop it). */
export async function cameraPhoto(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 1536, height: 2048, channels: 3, background: colour } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/**
 * The product page on screen shows the owner's photo: an uploaded file's address (not the drawing), the picture
 * the browser chose from its widths drawn (not the placeholder that stands in for one that failed), and each
 * loads with 200. Answers the photo's address.
 */
export async function expectProductPhoto(page: Page, productName: string): Promise<string> {
  const image = page.getByRole('main').getByRole('img', { name: productName, exact: true });
  await expect(image).toHaveAttribute('src', /^\/media\/uploads\/products\/\d+-[0-9a-f]{16}\.webp$/);
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
  const src = (await image.getAttribute('src'))!;
  const chosen = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
  for (const url of [src, chosen]) {
    const response = await page.request.get(url);
    expect(response.status(), `${url} loads`).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
  }
  return src;
}

/** A picture on screen is drawn, not a broken image (the browser loaded and decoded its file). */
export async function expectPictureDrawn(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
}
