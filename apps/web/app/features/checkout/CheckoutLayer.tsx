import { useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useTranslation } from '../../i18n/translation.tsx';
import { useStoreView } from '../store/store-view.ts';
import type { loader as rootLoader } from '../../root.tsx';
import { hasQueuedOrder } from './checkout-storage.ts';

/**
 * On every page: the test-mode ribbon while the payment providers are sandboxes (DESIGN §6),
 * server-rendered from the root data, and the sending of orders queued in this browser on load
 * and when the connection returns (spec 000 §4), whose code loads only when one is queued.
 */
export function CheckoutLayer() {
  const { t } = useTranslation();
  const storeView = useStoreView();
  const sandbox = useRouteLoaderData<typeof rootLoader>('root')?.isPaymentSandbox ?? false;
  useEffect(() => {
    const send = () => {
      if (!hasQueuedOrder(storeView.storeCode)) return;
      void import('./send-queued-orders.ts').then(({ sendQueuedOrders }) => sendQueuedOrders(storeView, t));
    };
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [storeView, t]);
  if (!sandbox) return null;
  // Fixed, so it takes no room from the page; it lets every click through.
  return (
    <p className="pointer-events-none fixed bottom-[calc(4rem+env(safe-area-inset-bottom))] left-2 z-30 rounded-full border border-warning/30 bg-warning-soft px-3 py-1 text-xs font-semibold text-warning shadow-sm lg:bottom-3 lg:left-3">
      {t('Test mode: no real payments')}
    </p>
  );
}
