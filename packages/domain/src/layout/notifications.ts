/** Notification kinds; danger is the default. */
export const NOTIFICATION_TYPES = ['secondary', 'info', 'success', 'warning', 'danger'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A notification stays 5000 ms unless it asks otherwise. */
export const NOTIFICATION_LIFETIME_MS = 5000;

/**
 * At most this many notifications are on screen at once: a newer one pushes out the oldest that
 * closes by itself anyway, so a burst of changes never stacks over the page.
 */
export const MAX_NOTIFICATIONS_SHOWN = 3;

export interface NotificationAction {
  label: string;
  /**
   * Called when the shopper presses the button; the notification closes afterwards. Without it the
   * button is the notification's close action, in words.
   */
  run?: () => void;
}

export interface AppNotification {
  id: string;
  type: NotificationType;
  message: string;
  /** Milliseconds before it closes by itself; null keeps it until closed. */
  timeToLive: number | null;
  action?: NotificationAction;
  /** Said of the page the shopper is being taken to: the next change of page keeps it. */
  outlivesPage?: boolean;
}

export interface NotificationRequest {
  message: string;
  type?: NotificationType;
  timeToLive?: number | null;
  action?: NotificationAction;
  /** Posted just before the app takes the shopper to another page, and said of that page. */
  outlivesPage?: boolean;
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
  const added: AppNotification = { id, type, message: request.message, timeToLive, action: request.action };
  const next = [...shown, request.outlivesPage ? { ...added, outlivesPage: true } : added];
  while (next.length > MAX_NOTIFICATIONS_SHOWN) {
    const timed = next.findIndex((n) => n.timeToLive !== null && n.id !== id);
    next.splice(timed === -1 ? 0 : timed, 1);
  }
  return next;
}

/**
 * A server's error text stays until the shopper closes it: it says why something they did was
 * refused, which a time-out could take away unread.
 */
export function serverErrorNotification(message: string): NotificationRequest {
  return { type: 'danger', message, timeToLive: null };
}

/**
 * The shopper moved on (another page, an order placed): what was said of the page left goes with
 * it; notifications without a time-out stay, since they wait for the shopper to close them, and so
 * does one posted for the page the shopper was taken to (once).
 */
export function keepOpenNotifications(shown: readonly AppNotification[]): readonly AppNotification[] {
  if (shown.every((n) => n.timeToLive === null)) return shown;
  return shown.flatMap((n) => {
    if (n.outlivesPage) return [{ ...n, outlivesPage: false }];
    return n.timeToLive === null ? [n] : [];
  });
}

export function removeNotification(
  shown: readonly AppNotification[],
  id: string,
): readonly AppNotification[] {
  return shown.some((n) => n.id === id) ? shown.filter((n) => n.id !== id) : shown;
}
