import { waitingChanges, type WaitingChange } from '@apteek/domain';
import { useEffect, useState } from 'react';
import { useStoreView } from '../shell/index.ts';
import { useTranslation } from '../i18n/translation.tsx';
import { indexedDbTaskStore } from '../sync/task-store.ts';

/** How often the open panel reads the queues again, so it follows the sending. */
const REFRESH_MS = 1500;

/**
 * What waits to be sent when the connection returns: the cart's changes,
 * the account's, and queued orders, each waiting or not sent (given up after the network attempts).
 */
export function WaitingPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  const [changes, setChanges] = useState<WaitingChange[] | null>(null);

  useEffect(() => {
    let stopped = false;
    const read = async () => {
      const [cart, user, orders] = await Promise.all(
        [storeCode, 'user', `orders-${storeCode}`].map((key) =>
          indexedDbTaskStore(key)
            .list()
            .catch(() => []),
        ),
      );
      if (!stopped) {
        setChanges(waitingChanges([{ tasks: cart! }, { tasks: user! }, { tasks: orders!, isOrder: true }]));
      }
    };
    void read();
    const timer = window.setInterval(() => void read(), REFRESH_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [storeCode]);

  const kinds: Record<WaitingChange['kind'], string> = {
    add: t('Added to cart'),
    quantity: t('Quantity changed'),
    remove: t('Removed from cart'),
    order: t('Order'),
    other: t('Other change'),
  };
  return (
    <section
      id={id}
      aria-label={t('Waiting to send')}
      className="fixed top-14 left-1/2 z-[999] w-[min(24rem,calc(100vw-1.5rem))] -translate-x-1/2 rounded-xl bg-white p-4 text-sm text-ink shadow-xl ring-1 ring-line"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-semibold">{t('Waiting to send')}</h2>
        <button type="button" className="text-ink-muted underline" onClick={onClose}>
          {t('Close')}
        </button>
      </div>
      <p className="mt-1 text-ink-muted">{t('These changes are sent when the connection returns.')}</p>
      {changes !== null && changes.length === 0 && (
        <p className="mt-3">{t('Nothing is waiting to be sent.')}</p>
      )}
      {changes !== null && changes.length > 0 && (
        <ul className="mt-3 divide-y divide-line">
          {changes.map((change) => (
            <li key={change.id} className="flex items-center justify-between gap-3 py-2">
              <span>
                {kinds[change.kind]}
                {change.sku && <span className="ml-1 text-ink-muted">{change.sku}</span>}
                {change.qty !== null && <span className="ml-1 text-ink-muted">× {change.qty}</span>}
              </span>
              <span className={change.state === 'failed' ? 'font-medium text-red-700' : 'text-ink-muted'}>
                {change.state === 'failed' ? t('Not sent') : t('Waiting')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
