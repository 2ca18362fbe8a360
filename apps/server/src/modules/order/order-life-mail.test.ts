import { describe, expect, it } from 'vitest';
import { orderLifeMail } from './order-life-mail.ts';

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
