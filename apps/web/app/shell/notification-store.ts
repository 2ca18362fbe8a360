import {
  addNotification,
  keepOpenNotifications,
  removeNotification,
  type AppNotification,
  type NotificationRequest,
} from '@apteek/domain';

type Listener = () => void;

const NONE: readonly AppNotification[] = [];
let shown: readonly AppNotification[] = NONE;
const listeners = new Set<Listener>();

function publish(next: readonly AppNotification[]) {
  if (next === shown) return;
  shown = next;
  for (const listener of listeners) listener();
}

/** Notification ids are random. */
function randomId(): string {
  return crypto.randomUUID();
}

/** Shows a notification; any feature may call it, also outside React (e.g. after a failed request). */
export function notify(request: NotificationRequest): void {
  publish(addNotification(shown, request, randomId()));
}

export function dismissNotification(id: string): void {
  publish(removeNotification(shown, id));
}

/** The shopper moved on: the notifications that close by themselves go, the others stay until closed. */
export function dismissPageNotifications(): void {
  publish(keepOpenNotifications(shown));
}

export const notificationStore = {
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => shown,
  /** Nothing is ever shown during server rendering. */
  serverSnapshot: () => NONE,
};
