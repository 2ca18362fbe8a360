import type { AppNotification, NotificationRequest } from '@apteek/domain';
import { useSyncExternalStore } from 'react';
import { dismissNotification, notificationStore, notify } from '../../shell/index.ts';

/**
 * `useNotify()({ message, type: 'success' })` shows a translated message. Type defaults to
 * danger, lifetime to 5000 ms (`timeToLive: null` keeps it open); `action` adds a button.
 */
export function useNotify(): (request: NotificationRequest) => void {
  return notify;
}

export function useNotifications(): {
  notifications: readonly AppNotification[];
  dismiss: (id: string) => void;
} {
  const notifications = useSyncExternalStore(
    notificationStore.subscribe,
    notificationStore.snapshot,
    notificationStore.serverSnapshot,
  );
  return { notifications, dismiss: dismissNotification };
}
