import { assemblePdf } from '../../lib/pdf.ts';

/**
 * A sandbox carrier's address card: a one-page A6 PDF written by hand (Helvetica, WinAnsi text,
 * no compression), with the tracking number in words and as bars, the receiver and the
 * destination. Small, valid, and readable as text by a test.
 */
export function sandboxLabelPdf(card: {
  carrier: string;
  trackingNumber: string;
  receiver: string;
  destination: string;
  reference: string;
}): Buffer {
  const lines: [size: number, y: number, text: string][] = [
    [14, 380, card.carrier],
    [16, 350, card.trackingNumber],
    [9, 250, `To: ${card.receiver}`],
    [9, 235, card.destination],
    [9, 215, `Order ${card.reference}`],
    [7, 40, 'SANDBOX - not a real shipment'],
  ];
  const text = lines.map(([size, y, line]) => `BT /F1 ${size} Tf 20 ${y} Td (${pdfText(line)}) Tj ET`);
  const content = [...text, bars(card.trackingNumber)].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 298 420] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  return assemblePdf(objects);
}

/** Bars drawn from the number's characters: each gives a bar and a gap of one to four units. */
function bars(code: string): string {
  const rects: string[] = [];
  let x = 20;
  for (const char of code) {
    const n = char.charCodeAt(0);
    const width = 1 + (n % 4);
    rects.push(`${x} 280 ${width} 55 re`);
    x += width + 1 + ((n >> 2) % 3);
  }
  return `0 g\n${rects.join('\n')}\nf`;
}

/** A PDF string's text: WinAnsi bytes as octal escapes, characters outside it as '?'. */
function pdfText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    const byte = WIN_ANSI_EXTRA[char] ?? (code < 0x100 && char.length === 1 ? code : 0x3f);
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (byte >= 0x20 && byte < 0x7f) out += String.fromCharCode(byte);
    else out += `\\${byte.toString(8).padStart(3, '0')}`;
  }
  return out;
}

/** The Estonian and Finnish letters WinAnsi keeps outside Latin-1's positions. */
const WIN_ANSI_EXTRA: Readonly<Record<string, number>> = { Š: 0x8a, š: 0x9a, Ž: 0x8e, ž: 0x9e };
