import { storePath, type PaymentInfo } from '@apteek/domain';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { useStoreView } from '../../shell/index.ts';
import { PAYMENT_RETURN_MESSAGE, type PaymentReturnMessage } from './payment-popup.ts';

const BRAND = 'Apteek';
/** Long enough for the opener to take the message before the popup closes itself. */
const CLOSE_DELAY_MS = 300;

/**
 * Return pages: the provider's result (Maksekeskus json and mac, Paytrail's E2 return
 * parameters) goes to the window that opened the popup, on this origin only; then the popup
 * closes. Opened without a popup, the page goes back to the checkout.
 */
export function PaymentReturn({ page, info }: { page: PaymentReturnMessage['page']; info: PaymentInfo }) {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener) {
      window.location.replace(storePath(storeCode, '/checkout'));
      return;
    }
    const message: PaymentReturnMessage = { type: PAYMENT_RETURN_MESSAGE, page, info };
    opener.postMessage(message, window.location.origin);
    const timer = setTimeout(() => window.close(), CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [page, info, storeCode]);
  return (
    <div className="page-container flex flex-col items-center py-16 text-center">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
      />
      <p role="status" className="mt-6 text-lg font-semibold text-brand-900">
        {t('You will be redirected back to {brand}', { brand: BRAND })}
      </p>
    </div>
  );
}
