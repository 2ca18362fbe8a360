import type { SeedImage } from './source-types.ts';

export interface PackShot {
  image: SeedImage;
  brand: string;
  name: string;
  isMedicine: boolean;
}

const WIDTH = 600;
const HEIGHT = 744;

/** A clean studio-style pack shot (600x744, the gallery image size) drawn as SVG. */
export function drawPackShot(shot: PackShot): string {
  const { x, y, w, h, body } = silhouette(shot.image.shape, shot.image.color);
  const lines = wrap(
    shot.name,
    shot.image.shape === 'sachet' || shot.image.shape === 'blister' ? 16 : 14,
  ).slice(0, 3);
  const labelTop = y + h * 0.36;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${x + w / 2}" y="${labelTop + 46 + i * 30}" font-size="24" fill="#1f2a2e">${escape(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escape(shot.name)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#eef3f2"/></linearGradient>
<linearGradient id="shine" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
<ellipse cx="${WIDTH / 2}" cy="${y + h + 14}" rx="${w * 0.62}" ry="18" fill="#000" opacity="0.08"/>
${body}
<rect x="${x + w * 0.1}" y="${labelTop}" width="${w * 0.8}" height="${Math.min(h * 0.42, 150)}" rx="10" fill="#ffffff" opacity="0.94"/>
<g font-family="Helvetica, Arial, sans-serif" text-anchor="middle">
<text x="${x + w / 2}" y="${labelTop + 20}" font-size="15" font-weight="700" letter-spacing="2" fill="${shot.image.color}">${escape(shot.brand.toUpperCase())}</text>
${text}</g>
${shot.isMedicine ? cross(x + w - 44, y + 22) : ''}
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#shine)" rx="${Math.min(w, h) * 0.04}"/>
</svg>`;
}

interface Silhouette {
  x: number;
  y: number;
  w: number;
  h: number;
  /** The pack drawn in the product's colour `c`. */
  body: (c: string) => string;
}

/** Where each pack shape stands on the 600x744 canvas, and how it is drawn. */
const SILHOUETTES: Record<SeedImage['shape'], Silhouette> = {
  bottle: {
    x: 190,
    y: 170,
    w: 220,
    h: 460,
    body: (c) =>
      `<rect x="250" y="120" width="100" height="60" rx="8" fill="#e7ecec"/><rect x="190" y="170" width="220" height="460" rx="46" fill="${c}"/>`,
  },
  dropper: {
    x: 220,
    y: 250,
    w: 160,
    h: 380,
    body: (c) =>
      `<path d="M285 120 h30 l12 130 h-54z" fill="#f2f5f5"/><rect x="220" y="250" width="160" height="380" rx="30" fill="${c}"/>`,
  },
  spray: {
    x: 215,
    y: 220,
    w: 170,
    h: 410,
    body: (c) =>
      `<path d="M278 110 h44 v110 h-44z" fill="#f2f5f5"/><path d="M322 130 h40 v16 h-40z" fill="#dfe6e6"/><rect x="215" y="220" width="170" height="410" rx="34" fill="${c}"/>`,
  },
  tube: {
    x: 200,
    y: 150,
    w: 200,
    h: 470,
    body: (c) =>
      `<path d="M200 150 h200 l-30 470 h-140z" fill="${c}"/><rect x="260" y="620" width="80" height="40" rx="6" fill="#e7ecec"/>`,
  },
  jar: {
    x: 150,
    y: 330,
    w: 300,
    h: 300,
    body: (c) =>
      `<rect x="160" y="290" width="280" height="60" rx="12" fill="#e7ecec"/><rect x="150" y="330" width="300" height="300" rx="30" fill="${c}"/>`,
  },
  sachet: {
    x: 150,
    y: 170,
    w: 300,
    h: 440,
    body: (c) =>
      `<path d="M150 170 h300 v440 h-300z" fill="${c}"/><path d="M150 170 h300 v22 h-300z M150 588 h300 v22 h-300z" fill="#000" opacity="0.12"/>`,
  },
  blister: {
    x: 130,
    y: 230,
    w: 340,
    h: 360,
    body: (c) => `<rect x="130" y="230" width="340" height="360" rx="16" fill="${c}"/>`,
  },
  device: {
    x: 230,
    y: 120,
    w: 140,
    h: 520,
    body: (c) =>
      `<rect x="230" y="120" width="140" height="520" rx="70" fill="${c}"/><rect x="255" y="170" width="90" height="60" rx="10" fill="#cfe6e0"/>`,
  },
  box: {
    x: 160,
    y: 150,
    w: 280,
    h: 480,
    body: (c) =>
      `<path d="M160 150 l40 -30 h280 l-40 30z" fill="${c}" opacity="0.75"/><path d="M440 150 l40 -30 v480 l-40 30z" fill="#000" opacity="0.18"/><path d="M440 150 l40 -30 v480 l-40 30z" fill="${c}" opacity="0.7"/><rect x="160" y="150" width="280" height="480" rx="6" fill="${c}"/>`,
  },
};

function silhouette(shape: SeedImage['shape'], color: string) {
  const { body, ...box } = SILHOUETTES[shape];
  return { ...box, body: body(color) };
}

function cross(x: number, y: number): string {
  return `<g transform="translate(${x} ${y})"><rect width="30" height="30" rx="6" fill="#ffffff"/><path d="M11 5 h8 v6 h6 v8 h-6 v6 h-8 v-6 h-6 v-8 h6z" fill="#0f8a6a"/></g>`;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
