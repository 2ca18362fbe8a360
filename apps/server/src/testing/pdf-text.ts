import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF as a reader extracts it, one string per shown text in page order: each
 * `Tj` of a content stream decoded through its font's ToUnicode map. Reads the documents of
 * lib/pdf.ts (Type 0 fonts, hex strings, Flate streams); enough to check what a receipt says.
 */
export function pdfTexts(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const objects = new Map<number, { dictionary: string; stream: Buffer | null }>();
  for (const match of source.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) {
    const body = match[2]!;
    const streamAt = body.indexOf('\nstream\n');
    const dictionary = streamAt < 0 ? body : body.slice(0, streamAt);
    let stream: Buffer | null = null;
    if (streamAt >= 0) {
      const raw = Buffer.from(body.slice(streamAt + 8, body.lastIndexOf('\nendstream')), 'latin1');
      stream = dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw;
    }
    objects.set(Number(match[1]), { dictionary, stream });
  }
  const toUnicode = (fontObject: number): Map<string, string> => {
    const font = objects.get(fontObject)!.dictionary;
    const mapRef = /\/ToUnicode (\d+) 0 R/.exec(font);
    const map = new Map<string, string>();
    if (!mapRef) return map;
    const cmap = objects.get(Number(mapRef[1]))!.stream!.toString('latin1');
    for (const [, gid, text] of cmap.matchAll(/<([0-9A-Fa-f]{4})> <([0-9A-Fa-f]+)>/g)) {
      map.set(gid!.toLowerCase(), Buffer.from(text!, 'hex').swap16().toString('utf16le'));
    }
    return map;
  };
  const texts: string[] = [];
  for (const { dictionary } of objects.values()) {
    if (!dictionary.includes('/Type /Page ')) continue;
    const fonts = new Map<string, Map<string, string>>();
    for (const [, name, ref] of dictionary.matchAll(/\/(F\d+) (\d+) 0 R/g))
      fonts.set(name!, toUnicode(Number(ref)));
    const content = objects
      .get(Number(/\/Contents (\d+) 0 R/.exec(dictionary)![1]))!
      .stream!.toString('latin1');
    for (const [, font, hex] of content.matchAll(/\/(F\d+) [\d.]+ Tf [-\d.]+ [-\d.]+ Td <([0-9a-f]*)> Tj/g)) {
      const map = fonts.get(font!)!;
      const text = (hex!.match(/.{4}/g) ?? []).map((gid) => map.get(gid) ?? '\ufffd').join('');
      // A space and a no-break space share a glyph: both read as a space.
      texts.push(text.replaceAll('\u00a0', ' '));
    }
  }
  return texts;
}
