import { describe, expect, it } from 'vitest';
import { sandboxLabelPdf } from './sandbox-label.ts';

const card = {
  carrier: 'Omniva',
  trackingNumber: 'CE473124829EE',
  receiver: 'Jüri Õunapuu (Šilt)',
  destination: 'Tallinna Kristiine keskuse pakiautomaat, Tallinn',
  reference: '100000123',
};

describe('the sandbox label', () => {
  it('is a PDF whose cross-reference table points at each of its objects', () => {
    const pdf = sandboxLabelPdf(card).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj\n`)).toBe(true));
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(pdf)?.[1]);
    const stream = pdf.slice(pdf.indexOf('stream\n') + 7, pdf.indexOf('\nendstream'));
    expect(stream.length).toBe(length);
  });

  it('writes the tracking number as text and as bars, and Estonian letters in WinAnsi', () => {
    const pdf = sandboxLabelPdf(card).toString('latin1');
    expect(pdf).toContain('(CE473124829EE) Tj');
    expect(pdf.match(/ re\n/g)?.length).toBe(card.trackingNumber.length);
    // ü and Õ as their Latin-1 codes, Š as WinAnsi's 0x8A, the parentheses escaped.
    expect(pdf).toContain('(To: J\\374ri \\325unapuu \\(\\212ilt\\)) Tj');
  });
});
