// Small, deterministic SVG pictures for products, categories and the logo: a coloured tile, a simple shape for
// the kind of produce, and the name. Same input, same bytes, so they can be cached forever.
import { stableHash } from '@oko/shared/stable-hash';

type Shape = (colour: string) => string;

/** A simple drawing per category, centred near (240, 150) of a 480×360 tile. */
const SHAPES: Record<string, Shape> = {
  'tubers-and-roots': (c) =>
    `<ellipse cx="240" cy="150" rx="120" ry="52" transform="rotate(-18 240 150)" fill="${c}"/>` +
    `<circle cx="200" cy="140" r="5" fill="#0003"/><circle cx="262" cy="160" r="4" fill="#0003"/>`,
  'grains-and-legumes': (c) =>
    [
      [190, 120],
      [240, 105],
      [290, 120],
      [170, 170],
      [220, 160],
      [270, 165],
      [315, 172],
      [205, 205],
      [255, 210],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="22" ry="14" fill="${c}"/>`)
      .join(''),
  vegetables: (c) =>
    `<path d="M240 250 C150 210 140 110 240 50 C340 110 330 210 240 250 Z" fill="${c}"/>` +
    `<path d="M240 250 L240 80" stroke="#fff8" stroke-width="6" fill="none"/>`,
  fruits: (c) =>
    `<circle cx="240" cy="160" r="85" fill="${c}"/>` +
    `<path d="M240 78 C250 50 275 40 300 45 C290 70 265 80 240 78 Z" fill="#3f7d3a"/>`,
  'oils-and-butters': (c) =>
    `<path d="M240 45 C280 110 315 150 315 190 A75 75 0 0 1 165 190 C165 150 200 110 240 45 Z" fill="${c}"/>`,
  'spices-and-herbs': (c) =>
    `<path d="M170 120 C230 90 320 120 330 200 C320 235 290 240 270 215 C250 180 210 150 170 150 Z" fill="${c}"/>` +
    `<path d="M170 135 C150 120 145 100 160 85" stroke="#3f7d3a" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  'livestock-and-poultry': (c) =>
    `<ellipse cx="240" cy="175" rx="95" ry="65" fill="${c}"/><circle cx="320" cy="110" r="38" fill="${c}"/>` +
    `<path d="M352 108 L378 118 L352 126 Z" fill="#e8a33d"/><circle cx="328" cy="102" r="5" fill="#222"/>`,
  'fish-and-seafood': (c) =>
    `<ellipse cx="225" cy="160" rx="110" ry="50" fill="${c}"/>` +
    `<path d="M320 160 L380 115 L380 205 Z" fill="${c}"/><circle cx="160" cy="150" r="8" fill="#fff"/>`,
  'nuts-and-seeds': (c) =>
    `<circle cx="200" cy="150" r="48" fill="${c}"/><circle cx="285" cy="135" r="42" fill="${c}"/>` +
    `<circle cx="250" cy="205" r="40" fill="${c}"/><circle cx="195" cy="140" r="10" fill="#fff5"/>`,
  'dairy-and-eggs': (c) =>
    `<ellipse cx="205" cy="160" rx="55" ry="72" fill="${c}"/><ellipse cx="290" cy="175" rx="48" ry="62" fill="${c}"/>`,
  'flours-and-pantry': (c) =>
    `<path d="M180 90 L300 90 L330 240 L150 240 Z" fill="${c}"/>` +
    `<path d="M175 90 Q240 60 305 90" stroke="${c}" stroke-width="14" fill="none"/>`,
};

/**
 * Products whose category's shape would mislead (issue 43 item 16: Watermelon was an orange ball, Garlic a
 * chilli), by a word of their slug: a drawing of their own, in their own colours.
 */
const PRODUCT_SHAPES: [word: string, shape: Shape][] = [
  [
    'watermelon',
    () =>
      `<circle cx="240" cy="160" r="95" fill="#2f7d32"/>` +
      // Stripes from rind edge to rind edge, bowed outwards.
      [-60, -30, 0, 30, 60]
        .map((dx) => {
          const half = Math.round(Math.sqrt(95 ** 2 - dx ** 2)) - 4;
          return `<path d="M${240 + dx} ${160 - half} Q${240 + dx * 1.3} 160 ${240 + dx} ${160 + half}" stroke="#1b5e20" stroke-width="9" fill="none"/>`;
        })
        .join('') +
      `<path d="M150 200 A95 95 0 0 0 330 200 Z" fill="#e53935" stroke="#c8e6c9" stroke-width="8"/>` +
      `<circle cx="205" cy="214" r="5" fill="#222"/><circle cx="240" cy="224" r="5" fill="#222"/>` +
      `<circle cx="275" cy="214" r="5" fill="#222"/>`,
  ],
  [
    'garlic',
    () =>
      `<path d="M240 60 C300 100 335 150 320 200 C305 245 175 245 160 200 C145 150 180 100 240 60 Z" fill="#f5f0e6" stroke="#c9bfa8" stroke-width="4"/>` +
      `<path d="M240 66 C215 120 205 180 215 238 M240 66 C265 120 275 180 265 238" stroke="#c9bfa8" stroke-width="4" fill="none"/>` +
      `<path d="M228 62 L240 35 L252 62 Z" fill="#c9bfa8"/>`,
  ],
  [
    'pineapple',
    () =>
      `<ellipse cx="240" cy="180" rx="62" ry="82" fill="#e0a526"/>` +
      `<path d="M190 130 L290 230 M290 130 L190 230 M180 180 L240 120 L300 180 L240 240 Z" stroke="#a8741a" stroke-width="5" fill="none"/>` +
      `<path d="M240 100 L200 40 L232 80 L240 30 L248 80 L280 40 Z" fill="#3f7d3a"/>`,
  ],
];

const fallbackShape: Shape = (c) => `<circle cx="240" cy="150" r="85" fill="${c}"/>`;

/** Hue (0–359) of each category's tiles. */
const HUES: Record<string, number> = {
  'tubers-and-roots': 30,
  'grains-and-legumes': 45,
  vegetables: 110,
  fruits: 15,
  'oils-and-butters': 5,
  'spices-and-herbs': 355,
  'livestock-and-poultry': 25,
  'fish-and-seafood': 200,
  'nuts-and-seeds': 35,
  'dairy-and-eggs': 50,
  'flours-and-pantry': 40,
};

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Up to two lines of about `width` characters; a longer name ends in "…". */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > 2) return [lines[0] ?? '', `${(lines[1] ?? '').slice(0, width - 1)}…`];
  return lines;
}

interface Tile {
  title: string;
  background: string;
  colour: string;
  shape: Shape;
}

function tileOf(title: string, hue: number, variant: number, shape: Shape): Tile {
  return {
    title,
    background: `hsl(${hue} 55% ${88 - (variant % 4) * 3}%)`,
    colour: `hsl(${(hue + (variant % 30) - 15 + 360) % 360} 60% ${38 + (variant % 5) * 4}%)`,
    shape,
  };
}

/** The drawing of a 480×360 tile, without its `<svg>` element. */
function tileBody({ title, background, colour, shape }: Tile): string {
  const lines = wrap(title, 24);
  const firstY = lines.length > 1 ? 292 : 310;
  const text = lines
    .map((line, i) => `<tspan x="240" y="${firstY + i * 34}">${escapeXml(line)}</tspan>`)
    .join('');
  return (
    `<rect width="480" height="360" fill="${background}"/>` +
    `<circle cx="420" cy="40" r="90" fill="#ffffff40"/>` +
    shape(colour) +
    `<text font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="28" font-weight="600" fill="#1f2d1f" text-anchor="middle">${text}</text>`
  );
}

function tileSvg(tile: Tile): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360" width="480" height="360" role="img">` +
    `<title>${escapeXml(tile.title)}</title>` +
    tileBody(tile) +
    `</svg>`
  );
}

export interface ProductForImage {
  name: string;
  slug: string;
  categorySlug: string;
}

function productTile(product: ProductForImage): Tile {
  return tileOf(
    product.name,
    HUES[product.categorySlug] ?? stableHash(product.categorySlug) % 360,
    stableHash(product.slug),
    PRODUCT_SHAPES.find(([word]) => product.slug.includes(word))?.[1] ??
      SHAPES[product.categorySlug] ??
      fallbackShape,
  );
}

export function drawProductImage(product: ProductForImage): string {
  return tileSvg(productTile(product));
}

/**
 * The product's tile at 1200×630, the size link previews (Open Graph, WhatsApp) show: the tile scaled to the
 * full height and centred on its own background colour, so it reads as one picture.
 */
export function drawProductShareImage(product: ProductForImage): string {
  const tile = productTile(product);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">` +
    `<rect width="1200" height="630" fill="${tile.background}"/>` +
    `<g transform="translate(180 0) scale(1.75)">${tileBody(tile)}</g>` +
    `</svg>`
  );
}

export function drawCategoryImage(category: { name: string; slug: string }): string {
  const shape = SHAPES[category.slug] ?? fallbackShape;
  return tileSvg(tileOf(category.name, HUES[category.slug] ?? stableHash(category.slug) % 360, 0, shape));
}

export function drawLogo(siteName: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" width="240" height="64" role="img">` +
    `<title>${escapeXml(siteName)}</title>` +
    `<circle cx="32" cy="32" r="28" fill="#2f6b2f"/>` +
    `<path d="M32 50 C16 42 16 22 34 12 C46 24 46 42 32 50 Z" fill="#9ccc65"/>` +
    `<path d="M32 50 L35 20" stroke="#2f6b2f" stroke-width="2.5" fill="none"/>` +
    `<text x="72" y="42" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="28" font-weight="700" fill="#1f3d1f">${escapeXml(siteName)}</text>` +
    `</svg>`
  );
}
