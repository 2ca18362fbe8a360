/** SmartPosti (Estonian lockers and couriers): our client of its shipment API, and its sandbox. */
export { smartpostiClient, streetAndHouse, type SmartpostiCredentials } from './smartposti-client.ts';
export { smartpostiSandbox } from './sandbox/smartposti-sandbox.ts';
