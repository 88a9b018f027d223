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
  expect(image).toBe(`${baseURL}/media/og/products/${id}.png`);

  const product = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '',
  );
  expect(product).toMatchObject({
    '@type': 'Product',
    name,
    offers: expect.arrayContaining([expect.objectContaining({ priceCurrency: 'NGN' })]),
  });

  const picture = await request.get(image!);
  expect(picture.headers()['content-type']).toBe('image/png');
  const png = await picture.body();
  // The PNG header (IHDR) holds the width and the height, big-endian, at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});
