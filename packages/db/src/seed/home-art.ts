/**
 * The demo's home page pictures, drawn as SVG like the pack shots: the hero's head image (a
 * pharmacy's shelves and counter) and the Instagram tiles (a still life each). The image proxy
 * renders them as WebP at the page's sizes, so the page never builds an SVG document.
 */

const HEAD_WIDTH = 1120;
const HEAD_HEIGHT = 700;
const TILE_SIZE = 480;

/** The packs on a shelf: x, width, height and colour; they stand on the shelf's line. */
type Pack = [x: number, w: number, h: number, color: string];

function shelf(y: number, packs: Pack[]): string {
  const boxes = packs
    .map(
      ([x, w, h, color]) =>
        `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" rx="6" fill="${color}"/>` +
        `<rect x="${x + w * 0.15}" y="${y - h * 0.62}" width="${w * 0.7}" height="${h * 0.26}" rx="3" fill="#fff" opacity="0.9"/>`,
    )
    .join('');
  return `${boxes}<rect x="96" y="${y}" width="560" height="14" rx="3" fill="#c9d6d2"/>`;
}

/** The hero's picture: shelves of packs, a counter with a green cross sign, 1120x700. */
export function drawHeadImage(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${HEAD_WIDTH} ${HEAD_HEIGHT}" width="${HEAD_WIDTH}" height="${HEAD_HEIGHT}">
<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f8f6"/><stop offset="1" stop-color="#e3ede9"/></linearGradient></defs>
<rect width="${HEAD_WIDTH}" height="${HEAD_HEIGHT}" fill="url(#wall)"/>
<rect x="72" y="60" width="608" height="470" rx="18" fill="#ffffff"/>
${shelf(200, [
  [112, 56, 92, '#2f6f62'],
  [182, 44, 70, '#d9a441'],
  [240, 70, 110, '#3f7fa6'],
  [324, 40, 60, '#c0504d'],
  [378, 62, 96, '#6a8f3a'],
  [454, 52, 78, '#2f6f62'],
  [520, 46, 104, '#8a5fa6'],
  [580, 56, 70, '#d9a441'],
])}
${shelf(350, [
  [112, 66, 100, '#3f7fa6'],
  [192, 48, 76, '#6a8f3a'],
  [254, 58, 118, '#c0504d'],
  [326, 44, 64, '#2f6f62'],
  [384, 70, 92, '#d9a441'],
  [468, 50, 110, '#3f7fa6'],
  [532, 60, 80, '#8a5fa6'],
  [606, 36, 58, '#2f6f62'],
])}
${shelf(500, [
  [112, 50, 84, '#d9a441'],
  [176, 70, 104, '#2f6f62'],
  [260, 46, 70, '#8a5fa6'],
  [320, 62, 116, '#3f7fa6'],
  [396, 54, 88, '#c0504d'],
  [464, 64, 72, '#6a8f3a'],
  [542, 48, 100, '#2f6f62'],
  [604, 40, 66, '#d9a441'],
])}
<rect x="0" y="560" width="${HEAD_WIDTH}" height="140" fill="#cfe0da"/>
<rect x="560" y="470" width="500" height="160" rx="14" fill="#2f6f62"/>
<rect x="560" y="470" width="500" height="26" rx="10" fill="#24584e"/>
<rect x="600" y="518" width="150" height="76" rx="10" fill="#ffffff" opacity="0.16"/>
<rect x="780" y="390" width="110" height="80" rx="8" fill="#3d4a4f"/>
<rect x="790" y="400" width="90" height="54" rx="4" fill="#9fd3c4"/>
<circle cx="930" cy="200" r="92" fill="#ffffff"/>
<path d="M930 150v100M880 200h100" stroke="#2f8f4e" stroke-width="34" stroke-linecap="round"/>
<circle cx="930" cy="200" r="92" fill="none" stroke="#2f8f4e" stroke-width="8"/>
<g transform="translate(980 430)"><rect x="-36" y="-34" width="72" height="40" rx="6" fill="#ffffff"/><path d="M-24 -10h48M-24 -22h30" stroke="#c9d6d2" stroke-width="6" stroke-linecap="round"/></g>
<ellipse cx="150" cy="640" rx="90" ry="14" fill="#000" opacity="0.06"/>
<path d="M130 640c-30-60-10-130 30-170 10 60 30 110-10 170z" fill="#6a8f3a"/>
<path d="M160 640c10-70 50-120 90-140-10 60-30 110-70 140z" fill="#4f7a2a"/>
<rect x="110" y="600" width="80" height="48" rx="10" fill="#d9a441"/>
</svg>`;
}

/** The Instagram tiles' still lifes, each on its own colour. */
export type TileArt = 'vitamins' | 'skin-care' | 'tea' | 'first-aid';

const TILES: Record<TileArt, { background: string; body: string }> = {
  vitamins: {
    background: '#fbeed3',
    body: `<rect x="170" y="150" width="140" height="210" rx="30" fill="#d9a441"/><rect x="190" y="120" width="100" height="44" rx="10" fill="#8c6a23"/>
<rect x="186" y="220" width="108" height="70" rx="8" fill="#fff"/><text x="240" y="264" font-size="34" font-weight="700" text-anchor="middle" fill="#8c6a23" font-family="Helvetica, Arial, sans-serif">D3</text>
<ellipse cx="110" cy="372" rx="30" ry="16" fill="#e8b44f"/><ellipse cx="360" cy="380" rx="30" ry="16" fill="#e8b44f" transform="rotate(20 360 380)"/><ellipse cx="380" cy="330" rx="26" ry="14" fill="#f2c86b"/>`,
  },
  'skin-care': {
    background: '#f6e4e4',
    body: `<rect x="120" y="170" width="110" height="210" rx="20" fill="#c97b84"/><rect x="140" y="130" width="70" height="46" rx="8" fill="#e9c5c9"/>
<path d="M262 380h120l-14-150h-92z" fill="#ffffff"/><rect x="270" y="200" width="104" height="36" rx="8" fill="#c97b84"/>
<circle cx="330" cy="150" r="26" fill="#fff" opacity="0.8"/><circle cx="380" cy="120" r="12" fill="#fff" opacity="0.7"/>`,
  },
  tea: {
    background: '#e4efe3',
    body: `<path d="M130 220h190v70a95 95 0 0 1-190 0z" fill="#ffffff"/><path d="M320 236a40 40 0 0 1 0 80" fill="none" stroke="#ffffff" stroke-width="18"/>
<ellipse cx="225" cy="222" rx="95" ry="16" fill="#b9783a"/>
<path d="M190 190c-16-24 16-40 0-70M240 190c-16-24 16-40 0-70" fill="none" stroke="#9bb59a" stroke-width="8" stroke-linecap="round"/>
<circle cx="370" cy="380" r="34" fill="#f2c84b"/><path d="M348 380h44" stroke="#c99a1c" stroke-width="6"/><path d="M80 380q40-60 80 0q-40 30-80 0z" fill="#6a8f3a"/>`,
  },
  'first-aid': {
    background: '#e1ecf4',
    body: `<rect x="110" y="170" width="260" height="190" rx="22" fill="#c0504d"/><path d="M200 170v-26a14 14 0 0 1 14-14h52a14 14 0 0 1 14 14v26" fill="none" stroke="#8f3431" stroke-width="14"/>
<path d="M240 215v100M190 265h100" stroke="#ffffff" stroke-width="30" stroke-linecap="round"/>
<rect x="300" y="360" width="110" height="34" rx="17" fill="#f0d9b5" transform="rotate(-18 355 377)"/>`,
  },
};

/** An Instagram tile's still life, 480x480. */
export function drawInstagramTile(art: TileArt): string {
  const { background, body } = TILES[art];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${TILE_SIZE} ${TILE_SIZE}" width="${TILE_SIZE}" height="${TILE_SIZE}">
<rect width="${TILE_SIZE}" height="${TILE_SIZE}" fill="${background}"/>
<ellipse cx="240" cy="400" rx="190" ry="26" fill="#000" opacity="0.06"/>
${body}
</svg>`;
}
