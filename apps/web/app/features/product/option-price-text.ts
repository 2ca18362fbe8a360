import type { CustomOptionValue, StoreView } from '@apteek/domain';
import { formatMoney } from '../../i18n/format-money.ts';

/** The change a custom option value makes to the price, '+1,50 €' or '+10%'; empty when it is free. */
export function optionPriceText(value: CustomOptionValue, format: StoreView['i18n']): string {
  if (value.price <= 0 || value.optionTypeId <= 0) return '';
  return value.priceType === 'fixed' ? `+${formatMoney(value.price, format)}` : `+${value.price}%`;
}
