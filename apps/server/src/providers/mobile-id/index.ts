/** SK's Mobile-ID (MID REST): our relying party's client, and the sandbox that plays SK with demo users. */
export {
  MOBILE_ID_DEMO,
  mobileIdClient,
  type MobileIdClient,
  type MobileIdPoll,
  type MobileIdSession,
  type MobileIdSettings,
} from './mobile-id-client.ts';
export { MOBILE_ID_DEMO_USERS, mobileIdSandbox } from './sandbox/mobile-id-sandbox.ts';
