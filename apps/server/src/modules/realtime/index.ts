/**
 * The realtime hub: /cb sockets per cart, capped per cart token, per address and
 * in all (`hubLoad`, whose counts /api/health reports), events crossing instances through
 * PostgreSQL LISTEN/NOTIFY, and the prescription service's callback that feeds them.
 */
export { realtimeHub } from './hub.ts';
export { hubLoad, type HubLoad, type HubMetrics } from './hub-load.ts';
export { notificationRoutes } from './notification-routes.ts';
export { realtimePaths } from './realtime-openapi.ts';
export {
  CART_EVENT_TYPES,
  cartCodeOf,
  publishCartEvent,
  type CartEvent,
  type CartEventType,
} from './cart-events.ts';
export { notificationEventsKey, sandboxEventsKey } from './events-key.ts';
