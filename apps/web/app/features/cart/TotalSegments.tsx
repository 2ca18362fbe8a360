import { Fragment } from 'react';
import { fundAmountOf, totalSegmentsOf, type CartTotalsAnswer } from '@apteek/domain';
import type { TFunction } from '../../i18n/translation.tsx';
import { useTranslation } from '../../i18n/translation.tsx';
import { formatMoney } from '../../i18n/format-money.ts';
import { useStoreView } from '../../shell/index.ts';

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

/** The cart's total segments, as the microcart and the order review show them. */
export function TotalSegments({ totals, className = '' }: { totals: CartTotalsAnswer; className?: string }) {
  const { t } = useTranslation();
  const { i18n } = useStoreView();
  // The compensation: the fund's share of prescription lines; the rest is the customer's.
  const fund = fundAmountOf(totals);
  return (
    <dl className={`space-y-1 text-sm ${className}`}>
      {totalSegmentsOf(totals).map((segment) => (
        <Fragment key={segment.code}>
          {segment.code === 'grand_total' && fund > 0 && (
            <div className="flex justify-between gap-4 font-semibold text-brand-800">
              <dt>{t('Paid by the Health Insurance Fund')}</dt>
              <dd>−{formatMoney(fund, i18n)}</dd>
            </div>
          )}
          <div
            className={`flex justify-between gap-4 ${segment.code === 'grand_total' ? 'border-t border-line pt-2 text-base font-bold' : ''}`}
          >
            <dt>
              {fund > 0 && segment.code === 'grand_total'
                ? t('You pay')
                : fund > 0 && segment.code === 'tax'
                  ? t('Including VAT of your share')
                  : segmentLabel(t, segment.code, segment.title)}
            </dt>
            <dd className={segment.code === 'discount' ? 'text-sale' : ''}>
              {formatMoney(segment.value, i18n)}
            </dd>
          </div>
        </Fragment>
      ))}
    </dl>
  );
}
