/** Mobile-ID (SK MID REST) inside the identity module: the relying party's client and the provider's sandbox. */
export {
  MOBILE_ID_DEMO,
  mobileIdClient,
  type MobileIdClient,
  type MobileIdPoll,
  type MobileIdSession,
  type MobileIdSettings,
} from './mobile-id-client.ts';
export { MOBILE_ID_DEMO_USERS, mobileIdSandbox } from './mobile-id-sandbox.ts';
export { MobileIdInitSchema, mobileIdRoutes } from './mobile-id-routes.ts';
