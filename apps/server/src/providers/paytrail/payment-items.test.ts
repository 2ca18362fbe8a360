import { describe, expect, it } from 'vitest';
import { itemsTotal, paytrailItems } from './payment-items.ts';

const line = {
  sku: 'PARA-500-20',
  name: 'Paracetamol 500 mg',
  qty: 2,
  rowTotalInclTax: 500,
  discount: 0,
  taxPercent: 13.5,
};

describe('the Payment API items of an order', () => {
  it('sends each line at its price after the coupon, and shipping, adding up to what is paid', () => {
    const items = paytrailItems({
      lines: [
        line,
        {
          ...line,
          sku: 'VIT-C',
          name: 'Vitamin C',
          qty: 1,
          rowTotalInclTax: 1299,
          discount: 130,
          taxPercent: 25.5,
        },
      ],
      shipping: { code: 'smartposti_parcelmachine', inclTax: 502, tax: 102 },
    });
    expect(items).toEqual([
      {
        productCode: 'PARA-500-20',
        description: 'Paracetamol 500 mg',
        units: 2,
        unitPrice: 250,
        vatPercentage: 13.5,
      },
      { productCode: 'VIT-C', description: 'Vitamin C', units: 1, unitPrice: 1169, vatPercentage: 25.5 },
      {
        productCode: 'smartposti_parcelmachine',
        description: 'Shipping',
        units: 1,
        unitPrice: 502,
        vatPercentage: 25.5,
      },
    ]);
    expect(itemsTotal(items)).toBe(500 + 1169 + 502);
  });

  it('splits a line whose amount does not divide by its quantity, so units stay whole', () => {
    const items = paytrailItems({
      lines: [{ ...line, qty: 3, rowTotalInclTax: 1000, discount: 0 }],
      shipping: { code: 'pickup', inclTax: 0, tax: 0 },
    });
    expect(items.map(({ units, unitPrice }) => ({ units, unitPrice }))).toEqual([
      { units: 2, unitPrice: 333 },
      { units: 1, unitPrice: 334 },
    ]);
    expect(itemsTotal(items)).toBe(1000);
  });

  it("keeps one decimal of VAT and Paytrail's lengths", () => {
    const [item] = paytrailItems({
      lines: [{ ...line, sku: 'X'.repeat(150), taxPercent: 13.55 }],
      shipping: { code: 'x', inclTax: 0, tax: 0 },
    });
    expect(item!.productCode).toHaveLength(100);
    expect(item!.vatPercentage).toBe(13.6);
  });
});
