import { useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useTranslation } from '../../i18n/translation.tsx';
import { useStoreView } from '../store/store-view.ts';
import type { loader as rootLoader } from '../../root.tsx';
import { hasQueuedOrder } from './checkout-storage.ts';

/** What the ribbon says is simulated: the payments, the secure logins (identity sandboxes) or both. */
function ribbonText(payments: boolean, identities: boolean): string | null {
  if (payments && identities) return 'Test mode: no real payments, secure logins are simulated';
  if (payments) return 'Test mode: no real payments';
  if (identities) return 'Test mode: secure logins are simulated';
  return null;
}

/**
 * On every page: the test-mode ribbon while the payment or identity providers are sandboxes (DESIGN §6),
 * server-rendered from the root data, and the sending of orders queued in this browser on load
 * and when the connection returns (spec 000 §4), whose code loads only when one is queued.
 */
export function CheckoutLayer() {
  const { t } = useTranslation();
  const storeView = useStoreView();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const ribbon = ribbonText(root?.isPaymentSandbox ?? false, root?.identity.sandbox ?? false);
  useEffect(() => {
    const send = () => {
      if (!hasQueuedOrder(storeView.storeCode)) return;
      void import('./send-queued-orders.ts').then(({ sendQueuedOrders }) => sendQueuedOrders(storeView, t));
    };
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [storeView, t]);
  if (!ribbon) return null;
  // Fixed, so it takes no room from the page; it lets every click through.
  return (
    <p className="pointer-events-none fixed bottom-[calc(4rem+env(safe-area-inset-bottom))] left-2 z-30 rounded-full border border-warning/30 bg-warning-soft px-3 py-1 text-xs font-semibold text-warning shadow-sm lg:bottom-3 lg:left-3">
      {t(ribbon)}
    </p>
  );
}
