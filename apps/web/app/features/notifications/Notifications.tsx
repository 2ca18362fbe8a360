import { useTranslation } from '../../i18n/translation.tsx';
import { MountWhen, onDemand } from '../../shell/index.ts';
import { useNotifications } from './use-notify.ts';

const NotificationItem = onDemand(() =>
  import('./NotificationItem.tsx').then((module) => module.NotificationItem),
);

/**
 * The notification stack (z-index 1000), announced through a polite live region that
 * is in the page from the start; the notifications' own code loads with the first one.
 */
export function Notifications() {
  const { t } = useTranslation();
  const { notifications, dismiss } = useNotifications();
  return (
    <section
      aria-label={t('Notifications')}
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-3 z-[1000] flex flex-col items-center gap-2 px-3 lg:top-4 lg:right-4 lg:left-auto lg:items-end"
    >
      <MountWhen when={notifications.length > 0}>
        {notifications.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onClose={dismiss} />
        ))}
      </MountWhen>
    </section>
  );
}
