/**
 * Maksekeskus (Estonian banks and cards): our client of its API and of the signed messages it
 * returns, and the sandbox that plays Maksekeskus while the shop has no account configured.
 */
export {
  maksekeskusClient,
  type MaksekeskusTransactionAnswer,
  type NewTransaction,
} from './maksekeskus-client.ts';
export { isMaksekeskusMacValid, maksekeskusMac } from './maksekeskus-mac.ts';
export { readMaksekeskusMessage } from './maksekeskus-message.ts';
export { maksekeskusSandbox } from './sandbox/maksekeskus-sandbox.ts';
