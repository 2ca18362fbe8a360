import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { useStoreView } from '../store/store-view.ts';
import { hasQueuedOrder } from './checkout-storage.ts';

const SANDBOX_KEY = 'apteek-payment-sandbox';

let isSandbox = false;
let asked = false;
const listeners = new Set<() => void>();

function publish(value: boolean) {
  isSandbox = value;
  for (const listener of listeners) listener();
}

/** GET /api/payment/providers once per browser session; the answer is kept in sessionStorage. */
function askOnce() {
  if (asked) return;
  asked = true;
  const known = sessionStorage.getItem(SANDBOX_KEY);
  if (known !== null) return publish(known === 'true');
  void fetch('/api/payment/providers', { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((answer: { result?: { sandbox?: unknown } } | null) => {
      const sandbox = answer?.result?.sandbox === true;
      sessionStorage.setItem(SANDBOX_KEY, String(sandbox));
      publish(sandbox);
    })
    .catch(() => {});
}

function subscribeSandbox(listener: () => void) {
  listeners.add(listener);
  askOnce();
  return () => void listeners.delete(listener);
}

/**
 * On every page: the test-mode ribbon while the payment providers are sandboxes (DESIGN §6), and
 * the sending of orders queued in this browser on load and when the connection returns (spec 000
 * §4). Both load their code only when needed, so the page's own bundle stays as it was.
 */
export function CheckoutLayer() {
  const { t } = useTranslation();
  const storeView = useStoreView();
  const sandbox = useSyncExternalStore(
    subscribeSandbox,
    () => isSandbox,
    () => false,
  );
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
  // Fixed, so its late arrival shifts nothing on the page; it lets every click through.
  return (
    <p className="pointer-events-none fixed bottom-[calc(4rem+env(safe-area-inset-bottom))] left-2 z-30 rounded-full border border-warning/30 bg-warning-soft px-3 py-1 text-xs font-semibold text-warning shadow-sm lg:bottom-3 lg:left-3">
      {t('Test mode: no real payments')}
    </p>
  );
}
