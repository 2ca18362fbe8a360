/** DPD Baltics (Estonian couriers): our client of its portal REST API v1, and its sandbox. */
export { dpdClient, type DpdCredentials } from './dpd-client.ts';
export { dpdSandbox } from './sandbox/dpd-sandbox.ts';
