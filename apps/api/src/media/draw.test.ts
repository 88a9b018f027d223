import { describe, expect, it } from 'vitest';
import { drawProductImage } from './draw';

/** The drawing's shapes alone: the tile's background, glow and name taken away. */
const shapeOf = (svg: string) =>
  svg
    .replace(/^.*?<circle cx="420" cy="40" r="90" fill="#ffffff40"\/>/, '')
    .replace(/<text[\s\S]*$/, '')
    .replace(/hsl\([^)]*\)/g, 'hsl');

// Issue 43 item 16: Watermelon was drawn as an orange ball, Garlic as a chilli: their category's shape.
describe('product drawings', () => {
  it('draws a watermelon green and striped with red flesh, unlike an orange', () => {
    const melon = drawProductImage({ name: 'Watermelon', slug: 'watermelon', categorySlug: 'fruits' });
    const orange = drawProductImage({ name: 'Sweet Oranges', slug: 'sweet-oranges', categorySlug: 'fruits' });
    expect(melon).toContain('<circle cx="240" cy="160" r="95" fill="#2f7d32"/>');
    expect(melon).toContain('fill="#e53935"');
    expect(shapeOf(melon)).not.toBe(shapeOf(orange));
  });

  it('draws garlic as a pale bulb, not the chilli of its category', () => {
    const garlic = drawProductImage({ name: 'Garlic', slug: 'garlic', categorySlug: 'spices-and-herbs' });
    const pepper = drawProductImage({
      name: 'Scotch Bonnet',
      slug: 'scotch-bonnet',
      categorySlug: 'spices-and-herbs',
    });
    expect(garlic).toContain('fill="#f5f0e6"');
    expect(shapeOf(garlic)).not.toBe(shapeOf(pepper));
  });
});
