import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/translation.tsx';
import { MountWhen, dismissPageNotifications, onDemand } from '../../shell/index.ts';
import { useNotifications } from './use-notify.ts';

const NotificationItem = onDemand(() =>
  import('./NotificationItem.tsx').then((module) => module.NotificationItem),
);

/**
 * The notification stack (z-index 1000), announced through a polite live region that
 * is in the page from the start; the notifications' own code loads with the first one. On a phone
 * it stands at the top, clear of the bottom bar; on a wider screen at the bottom left, clear of the
 * checkout's order summary, which stays in view on the right, and
 * of the chat button. A change of page
 * takes along what was said of the page left.
 */
export function Notifications() {
  const { t } = useTranslation();
  const { notifications, dismiss } = useNotifications();
  useDismissedOnPageChange();
  return (
    <section
      aria-label={t('Notifications')}
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-3 z-[1000] flex flex-col items-center gap-2 px-3 lg:top-auto lg:right-auto lg:bottom-12 lg:left-4 lg:w-[28rem] lg:items-start lg:px-0"
    >
      <MountWhen when={notifications.length > 0}>
        {notifications.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onClose={dismiss} />
        ))}
      </MountWhen>
    </section>
  );
}

function useDismissedOnPageChange() {
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    dismissPageNotifications();
  }, [pathname]);
}
