/**
 * What every carrier's client and sandbox share: the Carrier interface and the sending pharmacy,
 * HTTP with byte bodies, refusals as domain errors, each carrier's setup (real or sandbox), and
 * the sandboxes' parcels and PDF labels.
 */
export { PHARMACY_SENDER, type Carrier, type RegisteredShipment, type Sender } from './carrier.ts';
export {
  basicAuthorization,
  carrierAnswer,
  excerpt,
  fetchCarrierHttp,
  jsonOf,
  loopbackCarrierHttp,
  trackingAnswer,
  type CarrierAnswers,
  type CarrierHttp,
  type CarrierResponse,
} from './carrier-http.ts';
export { carrierUnavailable, shipmentRefused } from './refusal.ts';
export { CARRIER_SANDBOX_PATHS, SANDBOX_ACCOUNT, carrierSetup, type CarrierSetup } from './carrier-setup.ts';
export {
  SandboxParcels,
  basicAuthorized,
  fieldText,
  isInternationalPhone,
  sameSecret,
  sandboxMachine,
} from './sandbox-parcels.ts';
export {
  SANDBOX_TRACKING_PREFIX,
  sandboxTrackingPage,
  sandboxTrackingPath,
} from './sandbox-tracking-page.ts';
