import type { UntransmittedOrder } from '@apteek/domain';
import { formatMoney } from '../../i18n/format-money.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useStoreView } from '../../shell/index.ts';

/**
 * Coming back online, with automatic sending off: the orders made while offline, what
 * each holds and its total; Send transmits them, Discard drops them. Closing decides nothing: they
 * wait, and the question comes again on the next return or page load.
 */
export function QueuedOrdersConfirm({
  orders,
  onSend,
  onDiscard,
  onClose,
}: {
  orders: UntransmittedOrder[] | null;
  onSend: () => void;
  onDiscard: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { i18n } = useStoreView();
  return (
    <Modal
      open={orders !== null && orders.length > 0}
      onClose={onClose}
      title={t('Send the orders made offline?')}
      actions={
        <>
          <Button tone="secondary" onClick={onDiscard}>
            {t('Discard')}
          </Button>
          <Button onClick={onSend}>{t('Send')}</Button>
        </>
      }
    >
      <p className="text-ink">{t('The connection is back. These orders have not reached us yet:')}</p>
      <ul className="mt-3 divide-y divide-line rounded-xl border border-line">
        {(orders ?? []).map((order) => (
          <li key={order.id} className="flex items-start justify-between gap-4 px-4 py-3 text-sm">
            <span className="text-ink">
              {order.lines.length > 0
                ? order.lines.map((line) => `${line.qty} × ${line.name}`).join(', ')
                : t('Order')}
            </span>
            {order.grandTotal !== null && (
              <span className="font-semibold whitespace-nowrap text-brand-900">
                {formatMoney(order.grandTotal, i18n)}
              </span>
            )}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
