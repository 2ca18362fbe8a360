/** One section of a patient information leaflet: a heading and its plain text. */
export interface LeafletSection {
  heading: string;
  text: string;
}

export interface Leaflet {
  title: string;
  name: string;
  sections: LeafletSection[];
}

const PAGE = { width: 595, height: 842, margin: 56 };
const BODY_SIZE = 11;
const LINE_HEIGHT = 15;
// Helvetica at 11 pt averages about 5.3 pt a character; wrapping by count keeps the writer small.
const CHARS_PER_LINE = Math.floor((PAGE.width - 2 * PAGE.margin) / 5.6);

/**
 * A one-page A4 PDF of a medicine's patient information leaflet (the link behind the product
 * page's CustomerInfoUrl), with the standard Helvetica font in WinAnsi encoding, which covers
 * Estonian and Finnish letters. Text that does not fit on the page is cut at the last whole line.
 */
export function drawLeaflet(leaflet: Leaflet): Buffer {
  const lines: { text: string; size: number; bold: boolean; gapBefore: number }[] = [
    { text: leaflet.title, size: 10, bold: false, gapBefore: 0 },
    ...wrap(leaflet.name, 48).map((text, i) => ({ text, size: 18, bold: true, gapBefore: i === 0 ? 10 : 0 })),
  ];
  for (const section of leaflet.sections) {
    lines.push({ text: section.heading, size: 12, bold: true, gapBefore: 14 });
    for (const text of wrap(section.text, CHARS_PER_LINE))
      lines.push({ text, size: BODY_SIZE, bold: false, gapBefore: 0 });
  }

  let y = PAGE.height - PAGE.margin;
  const commands: string[] = [];
  for (const line of lines) {
    y -= line.gapBefore + Math.max(LINE_HEIGHT, line.size + 4);
    if (y < PAGE.margin) break;
    commands.push(
      `BT /${line.bold ? 'F2' : 'F1'} ${line.size} Tf ${PAGE.margin} ${y} Td (${pdfString(line.text)}) Tj ET`,
    );
  }
  const content = Buffer.from(commands.join('\n'), 'latin1');

  const font = (base: string) =>
    `<< /Type /Font /Subtype /Type1 /BaseFont /${base} /Encoding /WinAnsiEncoding >>`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    font('Helvetica'),
    font('Helvetica-Bold'),
    `<< /Length ${content.length} >>\nstream\n${content.toString('latin1')}\nendstream`,
    `<< /Title (${pdfString(leaflet.name)}) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

// WinAnsi places these outside Latin-1's positions.
const WIN_ANSI: Record<string, number> = {
  Š: 0x8a,
  š: 0x9a,
  Ž: 0x8e,
  ž: 0x9e,
  '–': 0x96,
  '—': 0x97,
  '€': 0x80,
};

/** A PDF literal string in WinAnsi bytes (held in a Latin-1 JS string); unknown letters become '?'. */
function pdfString(text: string): string {
  let out = '';
  for (const char of text) {
    const code = WIN_ANSI[char] ?? (char.codePointAt(0)! < 256 ? char.codePointAt(0)! : 63);
    const byte = String.fromCharCode(code);
    out += byte === '(' || byte === ')' || byte === '\\' ? `\\${byte}` : byte;
  }
  return out;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length > width) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) lines.push(line);
  }
  return lines;
}
