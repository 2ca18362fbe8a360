import type { CardPrice } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { formatMoney } from '../../i18n/format-money.ts';
import { useStoreView } from '../store/store-view.ts';

export function ProductPrice({ price }: { price: CardPrice }) {
  const { t } = useTranslation();
  const { i18n } = useStoreView();
  const isSpecial = price.special !== null;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`text-lg font-bold ${isSpecial ? 'text-sale' : 'text-ink'}`}>
        {formatMoney(price.final, i18n)}
      </span>
      {isSpecial && (
        <s className="text-sm text-ink-muted">
          <span className="sr-only">{`${t('Regular price')} `}</span>
          {formatMoney(price.regular, i18n)}
        </s>
      )}
    </p>
  );
}
