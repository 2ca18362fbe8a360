/**
 * The carriers behind one interface: Omniva, DPD and SmartPosti in Estonia, Posti in Finland.
 * `carrierRegistry(app, config.carriers)` gives each carrier's client (real or its sandbox);
 * `registerShipment(carrier, shipment)` is what handing a parcel over calls.
 */
export {
  PHARMACY_SENDER,
  carrierSetup,
  type Carrier,
  type CarrierHttp,
  type CarrierSetup,
  type RegisteredShipment,
  type Sender,
} from '../carrier-kit/index.ts';
export { carrierRegistry, carrierRegistryWith, type CarrierRegistry } from './carrier-registry.ts';
export { carrierSandboxes } from './carrier-sandboxes.ts';
