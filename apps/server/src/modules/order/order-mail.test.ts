import { describe, expect, it } from 'vitest';
import { orderConfirmationMail } from './order-mail.ts';
import type { OrderLineRow, OrderRow } from './order-queries.ts';

const order = (storeCode: string) =>
  ({
    storeCode,
    orderNumber: '000000042',
    firstname: 'Mari',
    email: 'mari@example.ee',
    status: 'Processing',
    shippingType: 'Pickup',
    paymentMethod: 'cashondelivery',
    shippingInclTax: 0,
    grandTotal: 123_449,
    taxTotal: 31,
  }) as Partial<OrderRow> as OrderRow;
const lines = [{ name: 'Ibuprofen 400 mg', qty: 1, rowTotalInclTax: 349, discount: 0 }] as OrderLineRow[];

describe('orderConfirmationMail', () => {
  it.each([
    ['ee', '3,49\u00a0€', '1234,49\u00a0€'],
    ['en', '3.49\u00a0€', '1,234.49\u00a0€'],
    ['fi', '3,49\u00a0€', '1\u00a0234,49\u00a0€'],
  ])('writes money in the %s store as its pages do, the amount then the sign', (store, line, total) => {
    const mail = orderConfirmationMail(order(store), lines);
    expect(mail.text).toContain(`Ibuprofen 400 mg × 1`);
    expect(mail.text).toContain(`: ${line}\n`);
    expect(mail.text).toContain(`: ${total}\n`);
    expect(mail.text).not.toMatch(/€\d/);
  });

  it.each([
    ['ee', 1, '× 1 tk:'],
    ['en', 1, '× 1 pc:'],
    ['en', 2, '× 2 pcs:'],
    ['ru', 5, '× 5 шт.:'],
  ])('counts a line in the %s store in its language (%i)', (store, qty, words) => {
    const mail = orderConfirmationMail(order(store), [{ ...lines[0]!, qty }]);
    expect(mail.text).toContain(`Ibuprofen 400 mg ${words}`);
  });
});

describe("the confirmation's link to the order page", () => {
  it('links to the order page in the text and the HTML when the shop knows its public address', () => {
    const link = 'https://apteek.example/fi/order/o-1?orderCode=c';
    const mail = orderConfirmationMail(order('fi'), lines, link);
    expect(mail.text).toContain(`Tilauksen tila, seuranta ja kuitti: ${link}`);
    expect(mail.html).toContain(`<a href="${link}">`);
    expect(orderConfirmationMail(order('fi'), lines).text).not.toContain('/order/');
  });
});
