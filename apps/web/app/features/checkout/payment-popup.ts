import { PAYMENT_TIMING, type PaymentInfo, type PaytrailForm } from '@apteek/domain';

const POPUP_NAME = 'apteek-payment';
export const PAYMENT_RETURN_MESSAGE = 'apteek-payment-return';

/** What a return page hands its opener. */
export interface PaymentReturnMessage {
  type: typeof PAYMENT_RETURN_MESSAGE;
  page: 'success' | 'cancel';
  info: PaymentInfo;
}

function isPaymentReturnMessage(data: unknown): data is PaymentReturnMessage {
  const message = data as Partial<PaymentReturnMessage> | null;
  return (
    message?.type === PAYMENT_RETURN_MESSAGE && (message.page === 'success' || message.page === 'cancel')
  );
}

/**
 * Opens the 600x700 payment popup. It must run synchronously inside the click, or
 * the browser blocks it; the provider's page is loaded into it once the order exists.
 */
export function openPaymentPopup(waitingText: string): Window | null {
  const { popupWidth: width, popupHeight: height } = PAYMENT_TIMING;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  const popup = window.open('', POPUP_NAME, `popup,width=${width},height=${height},left=${left},top=${top}`);
  if (popup) {
    popup.document.title = waitingText;
    popup.document.body.style.cssText = 'font: 16px system-ui, sans-serif; padding: 2rem; color: #17261f';
    popup.document.body.textContent = waitingText;
  }
  return popup;
}

/**
 * Paytrail: the hidden form, submitted into the popup. E2's signed form and the Payment
 * API's provider forms are posted; the Payment API's hosted page is a GET form without fields.
 */
export function postFormIntoPopup(form: PaytrailForm): void {
  const method = form.method ?? 'POST';
  const action = new URL(form.action, window.location.href);
  let fields = form.fields;
  if (method === 'GET') {
    // Submitting a GET form replaces the action's query with the fields: keep the query as fields.
    fields = { ...Object.fromEntries(action.searchParams), ...fields };
    action.search = '';
  }
  const element = document.createElement('form');
  element.method = method;
  element.action = action.href;
  element.target = POPUP_NAME;
  element.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.append(input);
  }
  document.body.append(element);
  element.submit();
  element.remove();
}

export interface PopupResult {
  page: 'success' | 'cancel' | 'closed';
  info: PaymentInfo | null;
}

/**
 * Waits for the return page's message, checking every `pollMs` (1 s Maksekeskus, 500 ms Paytrail)
 * whether the shopper closed the popup instead.
 */
export function awaitPopupReturn(popup: Window, pollMs: number): Promise<PopupResult> {
  return new Promise((resolve) => {
    const finish = (result: PopupResult) => {
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isPaymentReturnMessage(event.data)) return;
      finish({ page: event.data.page, info: event.data.info });
    };
    const poll = setInterval(() => {
      if (popup.closed) finish({ page: 'closed', info: null });
    }, pollMs);
    window.addEventListener('message', onMessage);
  });
}
