import { describe, expect, it } from 'vitest';
import { drawLeaflet } from './leaflet.ts';

const leaflet = (text: string) =>
  drawLeaflet({
    title: 'Pakendi infoleht: teave patsiendile',
    name: 'Ibuprofeen 400 mg (Šveits) tabletid',
    sections: [
      { heading: 'Toimeaine', text: 'ibuprofeen' },
      { heading: 'Säilitamine', text },
    ],
  });

describe('a patient information leaflet', () => {
  it('is a PDF whose cross-reference table points at each of its objects', () => {
    const pdf = leaflet('Hoida temperatuuril kuni 25 °C.').toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, i) => expect(pdf.slice(offset)).toMatch(new RegExp(`^${i + 1} 0 obj\\n`)));
    const length = Number(/\/Length (\d+)/.exec(pdf)![1]);
    const stream = pdf.indexOf('stream\n') + 'stream\n'.length;
    expect(pdf.slice(stream + length, stream + length + 10)).toBe('\nendstream');
  });

  it('writes Estonian letters in WinAnsi and escapes parentheses', () => {
    const pdf = leaflet('Säilitada kuivas.');
    expect(pdf.includes(Buffer.from('(Ibuprofeen 400 mg \\(\x8aveits\\) tabletid)', 'latin1'))).toBe(true);
    expect(pdf.includes(Buffer.from('(S\xe4ilitada kuivas.)', 'latin1'))).toBe(true);
  });

  it('cuts text that does not fit on the page at a whole line', () => {
    const pdf = leaflet('sõna '.repeat(3000)).toString('latin1');
    const lines = pdf.match(/ Tj ET/g)!.length;
    expect(lines).toBeGreaterThan(40);
    expect(lines).toBeLessThan(60);
  });
});
