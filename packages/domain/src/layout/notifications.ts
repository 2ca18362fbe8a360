/** Notification kinds; danger is the default. */
export const NOTIFICATION_TYPES = ['secondary', 'info', 'success', 'warning', 'danger'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A notification stays 5000 ms unless it asks otherwise. */
export const NOTIFICATION_LIFETIME_MS = 5000;

export interface NotificationAction {
  label: string;
  /** Called when the shopper presses the button; the notification closes afterwards. */
  run: () => void;
}

export interface AppNotification {
  id: string;
  type: NotificationType;
  message: string;
  /** Milliseconds before it closes by itself; null keeps it until closed. */
  timeToLive: number | null;
  action?: NotificationAction;
}

export interface NotificationRequest {
  message: string;
  type?: NotificationType;
  timeToLive?: number | null;
  action?: NotificationAction;
}

/**
 * Adds a notification unless it repeats the latest one (an identical message to the
 * latest notification is not shown twice). The id comes from the caller, so the rule stays pure.
 */
export function addNotification(
  shown: readonly AppNotification[],
  request: NotificationRequest,
  id: string,
): readonly AppNotification[] {
  const type = request.type ?? 'danger';
  const latest = shown.at(-1);
  if (latest && latest.message === request.message && latest.type === type) return shown;
  const timeToLive = request.timeToLive === undefined ? NOTIFICATION_LIFETIME_MS : request.timeToLive;
  return [...shown, { id, type, message: request.message, timeToLive, action: request.action }];
}

export function removeNotification(
  shown: readonly AppNotification[],
  id: string,
): readonly AppNotification[] {
  return shown.some((n) => n.id === id) ? shown.filter((n) => n.id !== id) : shown;
}
