/** Posti (Finland): our client of the Nextshipping Prinetti XML interface, and its sandbox. */
export { postiClient, type PostiCredentials } from './posti-client.ts';
export { postiSandbox } from './sandbox/posti-sandbox.ts';
