import { amountToCents, type CartTotalsAnswer } from '@apteek/domain';
import type { TFunction } from '../../i18n/translation.tsx';
import { useTranslation } from '../../i18n/translation.tsx';
import { formatMoney } from '../../i18n/format-money.ts';
import { useStoreView } from '../store/store-view.ts';

function segmentLabel(t: TFunction, code: string, fallback: string): string {
  const labels: Record<string, string> = {
    subtotal: t('Subtotal'),
    discount: t('Discount'),
    shipping: t('Shipping'),
    tax: t('Including VAT'),
    grand_total: t('Grand total'),
  };
  return labels[code] ?? fallback;
}

/** The cart's total segments (spec 000 §3 totals), as the microcart and the order review show them. */
export function TotalSegments({ totals, className = '' }: { totals: CartTotalsAnswer; className?: string }) {
  const { t } = useTranslation();
  const { i18n } = useStoreView();
  return (
    <dl className={`space-y-1 text-sm ${className}`}>
      {totals.total_segments.map((segment) => (
        <div
          key={segment.code}
          className={`flex justify-between gap-4 ${segment.code === 'grand_total' ? 'border-t border-line pt-2 text-base font-bold' : ''}`}
        >
          <dt>{segmentLabel(t, segment.code, segment.title)}</dt>
          <dd className={segment.code === 'discount' ? 'text-sale' : ''}>
            {formatMoney(amountToCents(segment.value), i18n)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
