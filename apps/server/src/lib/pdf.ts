import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

/**
 * A small PDF writer: objects joined with their cross-reference table (what the sandbox carriers'
 * labels use), and text pages set in Liberation Sans, embedded as a TrueType CID font with a
 * ToUnicode map, so Estonian, Finnish and Russian letters print and a reader (or a test) extracts
 * the text as written. No layout engine: the caller places each text.
 */

/** The objects as numbered 1…n, the first one the catalogue; a stream object may be bytes. */
export function assemblePdf(objects: readonly (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(length);
    const body = typeof object === 'string' ? Buffer.from(object, 'latin1') : object;
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(part);
    length += part.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(xref, 'latin1')]);
}

/** A stream object: its dictionary entries and its bytes, compressed. */
export function pdfStream(dictionary: string, bytes: Buffer): Buffer {
  const packed = deflateSync(bytes);
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`, 'latin1'),
    packed,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

interface TrueType {
  name: string;
  bytes: Buffer;
  unitsPerEm: number;
  glyphOf: Map<number, number>;
  advances: number[];
  bbox: [number, number, number, number];
  ascent: number;
  descent: number;
}

/** What a page of text needs of a TrueType file: its character map, advances and metrics. */
function readTrueType(name: string, bytes: Buffer): TrueType {
  const tables = new Map<string, number>();
  for (let i = 0; i < bytes.readUInt16BE(4); i += 1) {
    tables.set(bytes.toString('latin1', 12 + 16 * i, 16 + 16 * i), bytes.readUInt32BE(20 + 16 * i));
  }
  const at = (tag: string) => tables.get(tag)!;
  const head = at('head');
  const hhea = at('hhea');
  const unitsPerEm = bytes.readUInt16BE(head + 18);
  const bbox: TrueType['bbox'] = [
    bytes.readInt16BE(head + 36),
    bytes.readInt16BE(head + 38),
    bytes.readInt16BE(head + 40),
    bytes.readInt16BE(head + 42),
  ];
  const metrics = bytes.readUInt16BE(hhea + 34);
  const glyphCount = bytes.readUInt16BE(at('maxp') + 4);
  const advances: number[] = [];
  for (let gid = 0; gid < glyphCount; gid += 1) {
    advances.push(bytes.readUInt16BE(at('hmtx') + 4 * Math.min(gid, metrics - 1)));
  }
  return {
    name,
    bytes,
    unitsPerEm,
    glyphOf: unicodeMap(bytes, at('cmap')),
    advances,
    bbox,
    ascent: bytes.readInt16BE(hhea + 4),
    descent: bytes.readInt16BE(hhea + 6),
  };
}

/** The Windows Unicode (BMP) subtable of `cmap`, format 4: code point → glyph id. */
function unicodeMap(bytes: Buffer, cmap: number): Map<number, number> {
  const map = new Map<number, number>();
  for (let i = 0; i < bytes.readUInt16BE(cmap + 2); i += 1) {
    const record = cmap + 4 + 8 * i;
    const offset = cmap + bytes.readUInt32BE(record + 4);
    const isWindowsUnicode = bytes.readUInt16BE(record) === 3 && bytes.readUInt16BE(record + 2) === 1;
    if (!isWindowsUnicode || bytes.readUInt16BE(offset) !== 4) continue;
    const segments = bytes.readUInt16BE(offset + 6) / 2;
    const ends = offset + 14;
    const starts = ends + 2 * segments + 2;
    const deltas = starts + 2 * segments;
    const ranges = deltas + 2 * segments;
    for (let s = 0; s < segments; s += 1) {
      const start = bytes.readUInt16BE(starts + 2 * s);
      const end = bytes.readUInt16BE(ends + 2 * s);
      const delta = bytes.readInt16BE(deltas + 2 * s);
      const range = bytes.readUInt16BE(ranges + 2 * s);
      for (let code = start; code <= end && code !== 0xffff; code += 1) {
        let gid: number;
        if (range === 0) gid = (code + delta) & 0xffff;
        else {
          const glyphAt = ranges + 2 * s + range + 2 * (code - start);
          gid = bytes.readUInt16BE(glyphAt);
          if (gid !== 0) gid = (gid + delta) & 0xffff;
        }
        if (gid !== 0) map.set(code, gid);
      }
    }
    return map;
  }
  return map;
}

const FONT_FILES = { regular: 'LiberationSans-Regular.ttf', bold: 'LiberationSans-Bold.ttf' } as const;
type FontStyle = keyof typeof FONT_FILES;
const fonts = new Map<FontStyle, TrueType>();

function fontOf(style: FontStyle): TrueType {
  let font = fonts.get(style);
  if (!font) {
    const bytes = readFileSync(new URL(`./fonts/${FONT_FILES[style]}`, import.meta.url));
    font = readTrueType(FONT_FILES[style].replace('.ttf', ''), bytes);
    fonts.set(style, font);
  }
  return font;
}

/** The glyphs of a text; a character the font lacks prints as '?'. */
function glyphsOf(font: TrueType, text: string): { gid: number; char: string }[] {
  return [...text].map((char) => {
    const gid = font.glyphOf.get(char.codePointAt(0)!);
    return gid === undefined ? { gid: font.glyphOf.get(0x3f) ?? 0, char: '?' } : { gid, char };
  });
}

/** How wide a text prints, in points. */
export function textWidth(text: string, size: number, bold = false): number {
  const font = fontOf(bold ? 'bold' : 'regular');
  const units = glyphsOf(font, text).reduce((sum, { gid }) => sum + (font.advances[gid] ?? 0), 0);
  return (units * size) / font.unitsPerEm;
}

export interface PdfText {
  x: number;
  y: number;
  size: number;
  text: string;
  bold?: boolean;
  /** `right`: x is where the text ends (amounts in a column). */
  align?: 'left' | 'right';
}

export interface PdfPage {
  texts: PdfText[];
  /** Horizontal rules: from x1 to x2 at y. */
  rules?: { x1: number; x2: number; y: number }[];
}

/** A document of text pages (A4 unless told), every text in the embedded font. */
export function textPdf(
  pages: readonly PdfPage[],
  meta: { title: string },
  size: { width: number; height: number } = { width: 595, height: 842 },
): Buffer {
  const used = new Map<FontStyle, Map<number, string>>();
  const contents = pages.map((page) => {
    const ops: string[] = [];
    for (const rule of page.rules ?? []) {
      ops.push(`0.5 w ${rule.x1} ${rule.y} m ${rule.x2} ${rule.y} l S`);
    }
    for (const item of page.texts) {
      const style: FontStyle = item.bold ? 'bold' : 'regular';
      const font = fontOf(style);
      const glyphs = glyphsOf(font, item.text);
      const seen = used.get(style) ?? new Map<number, string>();
      // Glyphs shared by characters (a space and a no-break space) read as the first one written.
      for (const { gid, char } of glyphs) if (!seen.has(gid)) seen.set(gid, char);
      used.set(style, seen);
      const x = item.align === 'right' ? item.x - textWidth(item.text, item.size, item.bold) : item.x;
      const hex = glyphs.map(({ gid }) => gid.toString(16).padStart(4, '0')).join('');
      ops.push(
        `BT /${style === 'bold' ? 'F2' : 'F1'} ${item.size} Tf ${x.toFixed(2)} ${item.y} Td <${hex}> Tj ET`,
      );
    }
    return Buffer.from(ops.join('\n'), 'latin1');
  });

  // 1 catalogue, 2 pages, 3 info, then per font 5 objects (type 0, CID font, descriptor, file, map),
  // then per page its page object and its content.
  const styles = [...used.keys()];
  const fontBase = 4;
  const pageBase = fontBase + 5 * styles.length;
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageBase + 2 * i} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    `<< /Title <FEFF${utf16Hex(meta.title)}> /Producer (Apteek) >>`,
  ];
  styles.forEach((style, i) =>
    objects.push(...fontObjects(fontOf(style), used.get(style)!, fontBase + 5 * i)),
  );
  const fontRefs = styles
    .map((style, i) => `/${style === 'bold' ? 'F2' : 'F1'} ${fontBase + 5 * i} 0 R`)
    .join(' ');
  contents.forEach((content, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${size.width} ${size.height}] ` +
        `/Resources << /Font << ${fontRefs} >> >> /Contents ${pageBase + 2 * i + 1} 0 R >>`,
      pdfStream('', content),
    );
  });
  const pdf = assemblePdf(objects);
  // The document information dictionary is named in the trailer.
  return Buffer.from(
    pdf.toString('latin1').replace('/Root 1 0 R >>', '/Root 1 0 R /Info 3 0 R >>'),
    'latin1',
  );
}

/** A Type 0 font over the whole TrueType file, with the widths and text of the glyphs used. */
function fontObjects(font: TrueType, used: Map<number, string>, first: number): (string | Buffer)[] {
  const scale = (units: number) => Math.round((units * 1000) / font.unitsPerEm);
  const gids = [...used.keys()].sort((a, b) => a - b);
  const widths = gids.map((gid) => `${gid} [${scale(font.advances[gid] ?? 0)}]`).join(' ');
  const toUnicode = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def /CMapType 2 def',
    '1 begincodespacerange <0000> <FFFF> endcodespacerange',
    ...chunks(gids, 100).flatMap((chunk) => [
      `${chunk.length} beginbfchar`,
      ...chunk.map((gid) => `<${gid.toString(16).padStart(4, '0')}> <${utf16Hex(used.get(gid)!)}>`),
      'endbfchar',
    ]),
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
  const [x1, y1, x2, y2] = font.bbox.map(scale);
  return [
    `<< /Type /Font /Subtype /Type0 /BaseFont /${font.name} /Encoding /Identity-H ` +
      `/DescendantFonts [${first + 1} 0 R] /ToUnicode ${first + 4} 0 R >>`,
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${font.name} ` +
      `/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> ` +
      `/FontDescriptor ${first + 2} 0 R /CIDToGIDMap /Identity /DW 500 /W [${widths}] >>`,
    `<< /Type /FontDescriptor /FontName /${font.name} /Flags 32 /FontBBox [${x1} ${y1} ${x2} ${y2}] ` +
      `/ItalicAngle 0 /Ascent ${scale(font.ascent)} /Descent ${scale(font.descent)} /CapHeight ${scale(font.ascent)} ` +
      `/StemV 80 /FontFile2 ${first + 3} 0 R >>`,
    pdfStream(`/Length1 ${font.bytes.length}`, font.bytes),
    pdfStream('', Buffer.from(toUnicode, 'latin1')),
  ];
}

/** UTF-16BE in hex, as a ToUnicode map writes a glyph's text. */
function utf16Hex(text: string): string {
  const bytes = Buffer.from(text, 'utf16le');
  for (let i = 0; i + 1 < bytes.length; i += 2) [bytes[i], bytes[i + 1]] = [bytes[i + 1]!, bytes[i]!];
  return bytes.toString('hex').toUpperCase();
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
