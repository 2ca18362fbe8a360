import { describe, expect, it } from 'vitest';
import { orderReturnMail } from './order-return-mail.ts';

const order = (storeCode: string) => ({
  storeCode,
  orderNumber: '000000042',
  firstname: 'Mari',
  email: 'mari@example.ee',
});
const lines = [{ name: 'C-vitamiin', qty: 1 }];

describe('orderReturnMail', () => {
  it.each([
    [
      'ee',
      'hiljemalt 17. detsember 2026',
      'saajale Apteek OÜ, Tartu mnt 10, 10117 Tallinn, Eesti',
      'tagastame teile 3,19\u00a0€',
    ],
    [
      'fi',
      'viimeistään 17. joulukuuta 2026',
      'vastaanottajalle Apteek OÜ, Tartu mnt 10',
      'Palautamme sinulle 3,19\u00a0€',
    ],
    ['en', 'by December 17, 2026', 'to Apteek OÜ, Tartu mnt 10', 'We will refund 3.19\u00a0€'],
    ['ru', 'не позднее 17 декабря 2026', 'получателю Apteek OÜ, Tartu mnt 10', 'Мы вернём 3,19\u00a0€'],
  ])(
    "tells the %s store's customer on acceptance where and by when to send the goods, and what comes back on their arrival",
    (store, deadline, where, refund) => {
      const mail = orderReturnMail(order(store), {
        step: 'accepted',
        amount: 319,
        sendBy: new Date('2026-12-17T21:59:59.999Z'),
        lines,
      });
      expect(mail.text).toContain(deadline);
      expect(mail.text).toContain(where);
      expect(mail.text).toContain('000000042');
      expect(mail.text).toContain(refund);
    },
  );

  it('refunds nothing before the goods arrive: the acknowledgement promises instructions, the arrival names the refund', () => {
    const asked = orderReturnMail(order('ee'), {
      step: 'requested',
      at: new Date('2026-12-03T10:00:00Z'),
      lines,
    });
    expect(asked.text).toContain('saadame teile e-kirjaga juhised');
    expect(asked.text).not.toContain('Tagastame');
    const arrived = orderReturnMail(order('en'), { step: 'received', refunded: 319, manual: true, lines });
    expect(arrived.subject).toBe('The products you returned from order 000000042 have arrived – Apteek');
    expect(arrived.text).toContain('We are refunding 3.19\u00a0€ by bank transfer');
  });
});
