import { serverErrorNotification } from '@apteek/domain';
import { pageLocale } from '../../api/store-locale.ts';
import type { TFunction } from '../../i18n/translation.tsx';
import { notify } from '../../shell/index.ts';
import { createCustomerSession, type CustomerSession } from './customer-session.ts';
import { keepSessionCookie } from './session-cookie.ts';
import { SESSION_KEY } from './session-key.ts';

/**
 * The browser's session with the customer's task queue, wired to the window. session-client.ts
 * loads this module on first use, so a visit that never logs in loads none of it. `translate`
 * gives the page's current language.
 */
export function createBrowserSession(translate: () => TFunction | null): CustomerSession {
  const session = createCustomerSession({
    storage: window.localStorage,
    isOnline: () => navigator.onLine,
    // One session serves every store view: its calls speak the locale of the page's store view.
    locale: () => pageLocale(document.documentElement.lang),
    withLock: <T>(work: () => Promise<T>): Promise<T> =>
      navigator.locks ? (navigator.locks.request('apteek-session-refresh', work) as Promise<T>) : work(),
  });
  // The server renders the checkout's account part for who is logged in from this cookie.
  keepSessionCookie(session, { jar: document, secure: window.location.protocol === 'https:' });
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_KEY || event.key === null) void session.reload();
  });
  // Coming back online: the queued profile changes are sent. A customer's page sends
  // at once too: what an earlier page left queued goes, and the queue's code loads while online.
  window.addEventListener('online', () => void session.sendQueued());
  void session.sendQueued();
  // A change made offline that the server refused once it arrived (the profile is read again).
  session.listenRefusals((message) => {
    const t = translate();
    if (t) notify(serverErrorNotification(t(message)));
  });
  return session;
}
