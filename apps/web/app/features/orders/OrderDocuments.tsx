import type { OrderView } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';

/**
 * The receipt's (and a company's invoice's) PDF links, and a credit note's for each refund after
 * them, with the order's code as its mails carry it.
 */
export function OrderDocuments({
  order,
}: {
  order: Pick<OrderView, 'orderId' | 'orderCode' | 'hasReceipt' | 'hasInvoice' | 'creditNotes'>;
}) {
  const { t } = useTranslation();
  if (!order.hasReceipt) return null;
  const link = (document: string) =>
    `/api/order/${encodeURIComponent(order.orderId)}/${document}?orderCode=${encodeURIComponent(order.orderCode)}`;
  const documents = [
    { href: link('receipt'), label: t('Receipt (PDF)') },
    ...(order.hasInvoice ? [{ href: link('invoice'), label: t('Invoice (PDF)') }] : []),
    ...order.creditNotes.map((note) => ({
      href: link(`credit-note/${note.number}`),
      label: t('Credit note {number} (PDF)', { number: note.label }),
    })),
  ];
  return (
    <ul className="mt-4 flex flex-col gap-2">
      {documents.map((document) => (
        <li key={document.href}>
          <a
            href={document.href}
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-700 underline"
          >
            {document.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
