import { describe, expect, it } from 'vitest';
import { orderLifeMail } from './order-life-mail.ts';
import { orderPageLink } from './order-link.ts';

const order = (storeCode: string) => ({
  storeCode,
  orderNumber: '000000042',
  firstname: 'Mari',
  email: 'mari@example.ee',
});

describe('orderLifeMail', () => {
  it.each([
    ['ee', 'Tagastame teile 12,49\u00a0€ '],
    ['fi', 'Palautamme sinulle 12,49\u00a0€ '],
    ['en', 'We are refunding 12.49\u00a0€ '],
    ['ru', 'Мы возвращаем 12,49\u00a0€ '],
  ])('words a refund in the %s store in its money format', (store, refund) => {
    const mail = orderLifeMail(order(store), { stage: 'cancelled', refunded: 1249 });
    expect(mail.text).toContain(refund);
  });
});

describe("the order page's link in the life mails", () => {
  const row = { ...order('ee'), id: '5b1c8e3e-0000-4000-8000-000000000001', orderCode: 'a b' };

  it('links to the order page with its code under the public address, in the text and the HTML', () => {
    const link = orderPageLink(row, 'https://apteek.example/');
    expect(link).toBe('https://apteek.example/order/5b1c8e3e-0000-4000-8000-000000000001?orderCode=a%20b');
    const mail = orderLifeMail(row, { stage: 'handedToCarrier', trackingNumber: 'CC1' }, link);
    expect(mail.text).toContain(`Tellimuse olek, jälgimine ja kviitung: ${link}`);
    expect(mail.html).toContain(`<a href="${link}">`);
  });

  it('writes no link when the shop does not know its public address', () => {
    expect(orderPageLink(row, null)).toBeNull();
    expect(orderLifeMail(row, { stage: 'cancelled', refunded: 0 }).text).not.toContain('/order/');
  });
});
