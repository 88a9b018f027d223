import { expect, test } from './support/test';

// A product page's share preview in a real browser under the production CSP: its head names the product, its
// price in naira and a picture a preview can load (a 1200×630 PNG at an absolute URL on the same site).

test('a product page carries its preview tags, JSON-LD and a loadable 1200×630 picture', async ({
  page,
  request,
  baseURL,
}) => {
  // A product of the demo shop (a drawing, so its picture is a PNG): the newest may be another test's, with a photo.
  await page.goto('/search?keyword=plantain');
  const card = page
    .getByRole('list', { name: 'Search results' })
    .getByRole('link', { name: /Ripe Plantain/ });
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const id = /\/products\/(\d+)$/.exec(page.url())?.[1];

  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/products/${id}`);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', name);
  await expect(head.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^₦[\d,]+\.\d{2}( - ₦[\d,]+\.\d{2})? · (In Stock|out of stock)\. /,
  );
  const image = await head.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toBe(`${baseURL}/media/og/products/${id}.jpg`);

  const product = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '',
  );
  expect(product).toMatchObject({
    '@type': 'Product',
    name,
    offers: expect.arrayContaining([expect.objectContaining({ priceCurrency: 'NGN' })]),
  });

  const picture = await request.get(image!);
  expect(picture.headers()['content-type']).toBe('image/jpeg');
  const jpeg = await picture.body();
  expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect(jpegSize(jpeg)).toEqual([1200, 630]);
});

/** A JPEG's width and height, from its frame header (SOF0 to SOF2: after the length, precision, height, width). */
function jpegSize(jpeg: Buffer): [number, number] | null {
  for (let at = 2; at + 8 < jpeg.length; at += 2 + jpeg.readUInt16BE(at + 2)) {
    const marker = jpeg[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xc2) return [jpeg.readUInt16BE(at + 7), jpeg.readUInt16BE(at + 5)];
  }
  return null;
}
