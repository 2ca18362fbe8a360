import { fundShareOf, type CartLineItem } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { formatMoney } from '../../i18n/format-money.ts';
import { useCart } from '../cart/index.ts';
import { useStoreView } from '../../shell/index.ts';
import { prescriptionOf } from './prescription-line.ts';

/**
 * A prescription line's prescription number in the cart and checkout, and the Health Insurance
 * Fund's share once the compensation is known; the patient code is never shown.
 */
export function PrescriptionLineNote({
  item,
}: {
  item: Pick<CartLineItem, 'productOption' | 'serverItemId' | 'sku'>;
}) {
  const { t } = useTranslation();
  const { i18n } = useStoreView();
  const { totals } = useCart().state;
  const number = prescriptionOf(item)?.prescriptionNumber;
  if (number === undefined) return null;
  const share = fundShareOf(totals, item);
  return (
    <>
      <span className="block text-xs font-semibold text-rx">{t('Prescription {number}', { number })}</span>
      {share && (
        <span className="block text-xs font-medium text-brand-800">
          {t('Paid by the Health Insurance Fund')}: {formatMoney(share.cents, i18n)} ({share.discountPercent}%
          {share.subsidyPercent > 0 ? ` + ${share.subsidyPercent}%` : ''})
        </span>
      )}
    </>
  );
}
