import { describe, expect, it } from 'vitest';
import { pdfTexts } from '../testing/pdf-text.ts';
import { textPdf, textWidth } from './pdf.ts';

describe('the text PDF writer', () => {
  const pdf = textPdf(
    [
      { texts: [{ x: 40, y: 800, size: 16, text: 'Kviitung Õunapuu äöü šž', bold: true }] },
      {
        texts: [{ x: 555, y: 800, size: 10, text: 'Чек 12,40 €', align: 'right' }],
        rules: [{ x1: 40, x2: 555, y: 790 }],
      },
    ],
    { title: 'Kviitung' },
  );

  it('points its cross-reference table at each of its objects', () => {
    const source = pdf.toString('latin1');
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(source)?.[1]);
    expect(source.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...source.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(source.slice(offset).startsWith(`${i + 1} 0 obj\n`)).toBe(true));
  });

  it('gives back the texts as written, Estonian and Russian letters included, page by page', () => {
    expect(pdfTexts(pdf)).toEqual(['Kviitung Õunapuu äöü šž', 'Чек 12,40 €']);
  });

  it('measures a text by its font: bold is wider, and the width grows with the size', () => {
    expect(textWidth('Kokku', 10, true)).toBeGreaterThan(textWidth('Kokku', 10));
    expect(textWidth('Kokku', 20)).toBeCloseTo(2 * textWidth('Kokku', 10));
  });
});
