import type { UntransmittedOrder } from '@apteek/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { useStoreView, MountWhen, onDemand, useRootData } from '../../shell/index.ts';
import { hasQueuedOrder } from './checkout-storage.ts';

const loadOutbox = () => import('./send-queued-orders.ts');
const QueuedOrdersConfirm = onDemand(() =>
  import('./QueuedOrdersConfirm.tsx').then((module) => module.QueuedOrdersConfirm),
);

/** What the ribbon says is simulated: the payments, the secure logins (identity sandboxes) or both. */
function ribbonText(payments: boolean, identities: boolean): string | null {
  if (payments && identities) return 'Test mode: no real payments, secure logins are simulated';
  if (payments) return 'Test mode: no real payments';
  if (identities) return 'Test mode: secure logins are simulated';
  return null;
}

/**
 * On every page: the test-mode ribbon while the payment or identity providers are sandboxes,
 * server-rendered from the root data, and the sending of orders queued in this browser on load
 * and when the connection returns, whose code loads only when one is queued: at once,
 * or, when the store turned automatic sending off, after the shopper confirms them (the question's
 * code, too, loads only then).
 */
export function CheckoutLayer() {
  const { t } = useTranslation();
  const storeView = useStoreView();
  const root = useRootData();
  const ribbon = ribbonText(root?.isPaymentSandbox ?? false, root?.identity.sandbox ?? false);
  const isAutomatic = root?.config.sendQueuedOrdersAutomatically ?? true;
  const [asking, setAsking] = useState<UntransmittedOrder[] | null>(null);
  useEffect(() => {
    const onReturn = () => {
      if (!hasQueuedOrder(storeView.storeCode)) return;
      void loadOutbox().then(async ({ queuedOrdersDecision, sendQueuedOrders }) => {
        const decision = await queuedOrdersDecision(storeView.storeCode, isAutomatic);
        if (decision.action === 'send') await sendQueuedOrders(storeView, t);
        // Asked only while online: Send must have a connection to go through.
        if (decision.action === 'confirm' && navigator.onLine) setAsking(decision.orders);
      });
    };
    onReturn();
    window.addEventListener('online', onReturn);
    return () => window.removeEventListener('online', onReturn);
  }, [storeView, t, isAutomatic]);
  // The question closes first, so a second click cannot send or drop the orders again.
  const send = () => {
    setAsking(null);
    void loadOutbox().then(({ sendQueuedOrders }) => sendQueuedOrders(storeView, t));
  };
  const discard = () => {
    const ids = (asking ?? []).map((order) => order.id);
    setAsking(null);
    void loadOutbox().then(({ discardQueuedOrders }) => discardQueuedOrders(storeView, ids, t));
  };
  return (
    <>
      <MountWhen when={asking !== null}>
        {asking && (
          <QueuedOrdersConfirm
            orders={asking}
            onSend={send}
            onDiscard={discard}
            onClose={() => setAsking(null)}
          />
        )}
      </MountWhen>
      {ribbon && (
        // A strip above the header, in the page's flow: floating over the page, it hid the product
        // cards' and the prescription offer's buttons under it. A landmark of its own, so a screen
        // reader's walk through the page's landmarks does not skip it.
        <aside
          aria-label={t('Test mode')}
          className="border-b border-warning/30 bg-warning-soft px-3 py-1 text-center text-xs font-semibold text-warning"
        >
          {t(ribbon)}
        </aside>
      )}
    </>
  );
}
