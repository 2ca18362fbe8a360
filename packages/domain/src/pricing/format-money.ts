import type { StoreView } from '../store/store-views.ts';
import { formatDecimal } from './number-format.ts';

export type MoneyFormat = Pick<StoreView['i18n'], 'locale' | 'currencySign'>;

/**
 * Integer cents as the shopper reads them: amount in the store locale, then the sign, always two
 * decimals, e.g. '3,49 €' in et-EE and '3.49 €' in en-US. A no-break space keeps the sign on the
 * amount's line. The one way from money to text, in the browser and in what the server words.
 */
export function formatMoney(cents: number, format: MoneyFormat): string {
  return `${formatDecimal(cents / 100, format.locale, 2, 2)}\u00a0${format.currencySign}`;
}
