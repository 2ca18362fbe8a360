import { useCallback, useEffect, useRef } from 'react';

/** The popup's size and how often the opener looks whether it was closed. */
export const POPUP_WIDTH = 600;
export const POPUP_HEIGHT = 700;
export const POPUP_CHECK_MS = 500;

/** What routes/eident-result.tsx posts to its opener (its module holds server-only imports). */
const EIDENT_RESULT_MESSAGE = 'apteek-eident-result';
interface EidentResultMessage {
  type: typeof EIDENT_RESULT_MESSAGE;
  refreshToken: string | null;
}

const isResult = (data: unknown): data is EidentResultMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === EIDENT_RESULT_MESSAGE;

function popupFeatures(): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2));
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
}

export interface PopupLoginHandlers {
  /** The store's /eident/result page handed over the refresh token (null: nobody was logged in). */
  onResult: (refreshToken: string | null) => void;
  /** The shopper closed the popup without an answer. */
  onClosed: () => void;
}

/**
 * The popup logins: a 600x700 window on the provider's pages, which end on this
 * store's /eident/result; that page posts the refresh token to this window. The window is looked
 * at every 500 ms, so closing it ends the waiting. One popup at a time; cancel closes it.
 */
export function usePopupLogin() {
  const current = useRef<{ popup: Window; stop: () => void } | null>(null);

  const cancel = useCallback(() => {
    const waiting = current.current;
    if (!waiting) return;
    waiting.stop();
    waiting.popup.close();
  }, []);

  useEffect(() => cancel, [cancel]);

  /** Opens `url` in the popup named `name`; false when the browser blocked it. */
  const open = useCallback(
    (url: string, name: string, handlers: PopupLoginHandlers): boolean => {
      cancel();
      const popup = window.open(url, name, popupFeatures());
      if (!popup) return false;
      function receive(event: MessageEvent) {
        if (event.origin !== window.location.origin || !isResult(event.data)) return;
        stop();
        handlers.onResult(event.data.refreshToken);
      }
      const timer = window.setInterval(() => {
        if (!popup.closed) return;
        stop();
        handlers.onClosed();
      }, POPUP_CHECK_MS);
      function stop() {
        window.clearInterval(timer);
        window.removeEventListener('message', receive);
        current.current = null;
      }
      window.addEventListener('message', receive);
      current.current = { popup, stop };
      return true;
    },
    [cancel],
  );

  return { open, cancel };
}
