import { cents } from '@apteek/domain';
import { describe, expect, it } from 'vitest';
import { prescriptionCartLine } from './prescription-line.ts';
import { prescriptionLinesRemoval } from './prescription-logout.ts';

const rx = prescriptionCartLine(
  { sku: 'METF-500-60', name: 'Metformin 500 mg', price: cents(320) },
  { number: '2611000002', patientCode: '60001019906' },
  1,
);
const ordinary = { productOption: { extension_attributes: {} } };

describe('prescription lines at the end of a session', () => {
  it('go at logout with the customer token, and after an expiry without one and with the spec text', () => {
    const cart = { cartId: 'cart-1', items: [ordinary, rx] };
    expect(prescriptionLinesRemoval('logout', cart)).toEqual({ withToken: true, tell: false });
    expect(prescriptionLinesRemoval('expired', cart)).toEqual({ withToken: false, tell: true });
    expect(prescriptionLinesRemoval('gone', cart)).toEqual({ withToken: false, tell: false });
  });

  it('ask nothing of the server when the cart holds none', () => {
    expect(prescriptionLinesRemoval('expired', { cartId: 'cart-1', items: [ordinary] })).toBeNull();
    expect(prescriptionLinesRemoval('logout', { cartId: null, items: [rx] })).toBeNull();
  });
});
