import { withCardGroupDiscount, type CardPrice } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { formatMoney } from '../../i18n/format-money.ts';
import { useGroupDiscountOf, useListPriceCurrency } from './GroupDiscounts.tsx';
import { useStoreView } from '../../shell/index.ts';

/** A card's price; inside a list, a logged-in customer of a group sees its lower tier price. */
export function ProductPrice({ sku, price: cardPrice }: { sku: string; price: CardPrice }) {
  const { i18n } = useStoreView();
  const price = withCardGroupDiscount(cardPrice, useGroupDiscountOf(sku));
  const isSpecial = price.special !== null;
  const currency = useListPriceCurrency();
  return (
    <p className="flex flex-wrap items-baseline gap-x-2" data-price-current={currency.price_is_current}>
      <span className={`text-lg font-bold ${isSpecial ? 'text-sale' : 'text-ink'}`}>
        {formatMoney(price.final, i18n)}
      </span>
      {isSpecial && <RegularPrice cents={price.regular} className="text-sm text-ink-muted" />}
    </p>
  );
}

/** The struck-through regular price beside a special one, read out as the regular price. */
export function RegularPrice({ cents, className }: { cents: number; className: string }) {
  const { t } = useTranslation();
  const { i18n } = useStoreView();
  return (
    <s className={className}>
      <span className="sr-only">{`${t('Regular price')} `}</span>
      {formatMoney(cents, i18n)}
    </s>
  );
}
