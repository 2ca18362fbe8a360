import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, cashOnDeliveryHoldMessage, saleLimitMessage } from '@apteek/domain';
import et from '../../i18n/et.json';
import fi from '../../i18n/fi.json';
import ru from '../../i18n/ru.json';
import { createTranslation } from '../../i18n/translation.tsx';
import { translateServerMessage } from '../cart/index.ts';
import { translateOrderMessage } from './order-messages.ts';

describe('the sale limit refusal in the storefront', () => {
  const cases = [
    ['et', et, 'Seda toodet saab ühes tellimuses osta kuni 3 tk'],
    ['fi', fi, 'Tätä tuotetta voi tilata enintään 3 kpl kerrallaan'],
    ['ru', ru, 'Этот товар можно заказать не более 3 шт. за раз'],
  ] as const;

  it.each(cases)(
    'reads the limit the server names in %s, in the cart and at the order',
    (language, catalogue, text) => {
      const { t } = createTranslation(language, catalogue);
      expect(translateServerMessage(t, saleLimitMessage(3))).toBe(text);
      expect(translateOrderMessage(t, saleLimitMessage(3))).toBe(text);
    },
  );
});

describe('the cash-on-delivery hold refusal at the order', () => {
  it.each([
    ['et', et, 'Tasumata kättesaamisel tasutavates tellimustes võib seda toodet olla kokku kuni 10 tk.'],
    [
      'fi',
      fi,
      'Maksamattomissa toimituksen yhteydessä maksettavissa tilauksissa voi olla tätä tuotetta yhteensä enintään 10 kpl.',
    ],
    [
      'ru',
      ru,
      'В неоплаченных заказах с оплатой при получении может быть всего не более 10 шт. этого товара.',
    ],
  ] as const)('reads the limit the server names in %s', (language, catalogue, start) => {
    const { t } = createTranslation(language, catalogue);
    expect(translateOrderMessage(t, cashOnDeliveryHoldMessage(10))).toMatch(
      new RegExp(`^${start.replace(/\./g, '\\.')} `),
    );
  });
});

describe('a payment received for an order that could not be processed', () => {
  it('tells the shopper so in her language', () => {
    const { t } = createTranslation('et', et);
    expect(translateOrderMessage(t, ORDER_MESSAGES.paidButFailed)).toBe(
      'Saime makse kätte, kuid selle töötlemisel tekkisid tehnilised probleemid. Tegeleme nendega.',
    );
  });
});
