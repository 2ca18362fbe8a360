import type { OrderView } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';

/** The receipt's (and a company's invoice's) PDF links, with the order's code as its mails carry it. */
export function OrderDocuments({
  order,
}: {
  order: Pick<OrderView, 'orderId' | 'orderCode' | 'hasReceipt' | 'hasInvoice'>;
}) {
  const { t } = useTranslation();
  if (!order.hasReceipt) return null;
  const link = (document: 'receipt' | 'invoice') =>
    `/api/order/${encodeURIComponent(order.orderId)}/${document}?orderCode=${encodeURIComponent(order.orderCode)}`;
  return (
    <ul className="mt-4 flex flex-col gap-2">
      <li>
        <a
          href={link('receipt')}
          target="_blank"
          rel="noopener"
          className="font-semibold text-brand-700 underline"
        >
          {t('Receipt (PDF)')}
        </a>
      </li>
      {order.hasInvoice && (
        <li>
          <a
            href={link('invoice')}
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-700 underline"
          >
            {t('Invoice (PDF)')}
          </a>
        </li>
      )}
    </ul>
  );
}
