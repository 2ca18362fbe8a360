import { StaffChatSchema, type StaffChatView } from '@apteek/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogueFor } from '../../i18n/catalogues.server.ts';
import { TranslationProvider } from '../../i18n/translation.tsx';
import { CartPanel } from './StaffChatTools.tsx';
import { StaffLanguageContext, type StaffLanguage } from './staff-language.ts';

/** A guest's chat whose cart is `cart`, as the server answers it (euros). */
const chatWith = (cart: StaffChatView['cart']): StaffChatView => ({
  chatId: 'AbCdEfGhIjKlMnOpQrStUv',
  status: 'active',
  storeCode: 'ee',
  startedAt: '2026-11-25T09:50:00.000Z',
  lastMessageAt: null,
  waiting: true,
  customer: { kind: 'guest' },
  lastMessage: null,
  cart,
  offerRequests: [],
});

const COURIER_CART = chatWith({
  lines: [
    { sku: 'IBU-400-20', name: 'Ibuprofeen 400 mg', qty: 1, rowTotalInclTax: 7.49, prescription: false },
  ],
  grandTotal: 12.49,
  totals: {
    total_segments: [
      { code: 'subtotal', title: 'Subtotal', value: 7.49 },
      { code: 'shipping', title: 'Shipping', value: 5 },
      { code: 'tax', title: 'Tax', value: 1.6 },
      { code: 'grand_total', title: 'Grand Total', value: 12.49 },
    ],
    fund_amount: 0,
    shipping_method: 'courier_flatrate',
  },
});

/** A prescription line the fund pays part of, a coupon and a parcel machine. */
const COMPENSATED_CART = chatWith({
  lines: [
    { sku: 'ATOR-20-30', name: 'Atorvastatin 20 mg', qty: 2, rowTotalInclTax: 13.8, prescription: true },
    { sku: 'XYLO-01-10', name: 'Xylometazoline spray', qty: 1, rowTotalInclTax: 4.49, prescription: false },
  ],
  grandTotal: 13.39,
  totals: {
    total_segments: [
      { code: 'subtotal', title: 'Subtotal', value: 18.29 },
      { code: 'discount', title: 'Discount', value: -0.45 },
      { code: 'shipping', title: 'Shipping', value: 2.45 },
      { code: 'tax', title: 'Tax', value: 1.05 },
      { code: 'grand_total', title: 'Grand Total', value: 13.39 },
    ],
    fund_amount: 6.9,
    shipping_method: 'omniva_parcelmachine',
  },
});

/** The amount a row shows, in cents, in either language's format ("−6,90 €", "-€6.90"). */
function centsIn(shown: string): number {
  const digits = Number(shown.replace(/\D/g, ''));
  return /[−-]/.test(shown) ? -digits : digits;
}

function panel(view: StaffChatView, language: StaffLanguage) {
  render(
    <StaffLanguageContext value={language}>
      <TranslationProvider language={language} catalogue={catalogueFor(language)}>
        <CartPanel chat={StaffChatSchema.parse(view)} />
      </TranslationProvider>
    </StaffLanguageContext>,
  );
  return within(screen.getByRole('region'))
    .getAllByRole('term')
    .map((term) => ({ label: term.textContent, cents: centsIn(term.nextElementSibling!.textContent) }));
}

/** The rows above the grand total add up to it. */
function expectSumsToGrandTotal(rows: { cents: number }[]) {
  const grand = rows.at(-1)!;
  expect(rows.slice(0, -1).reduce((sum, row) => sum + row.cents, 0)).toBe(grand.cents);
}

describe("the pharmacist's cart panel", () => {
  it('lists the courier under one line, so the rows add up to the grand total', () => {
    const rows = panel(COURIER_CART, 'et');
    expect(rows).toEqual([
      { label: 'Vahesumma', cents: 749 },
      { label: 'Transport · Kuller', cents: 500 },
      { label: 'Kokku', cents: 1249 },
    ]);
    expectSumsToGrandTotal(rows);
  });

  it("lists the discount, the parcel machine and the fund's share in English, adding up to the grand total", () => {
    const rows = panel(COMPENSATED_CART, 'en');
    expect(rows).toEqual([
      { label: 'Subtotal', cents: 1829 },
      { label: 'Discount', cents: -45 },
      { label: 'Shipping · Omniva parcel machine', cents: 245 },
      { label: 'Paid by the Health Insurance Fund', cents: -690 },
      { label: 'Grand total', cents: 1339 },
    ]);
    expectSumsToGrandTotal(rows);
  });
});
