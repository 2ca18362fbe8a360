/**
 * Paytrail (Finnish banks and cards) through either of its interfaces, the E2 form or the Payment
 * API: our side of each (signatures, the payment's items, starting a payment and reading a
 * return), and the sandboxes that play both interfaces while the shop has no account configured.
 */
export { e2Authcode, e2ReturnAuthcode, isE2ReturnValid } from './e2-authcode.ts';
export { itemsTotal, paytrailItems, type PaytrailItem } from './payment-items.ts';
export type { PaytrailAdapter, PaytrailStart } from './paytrail-adapter.ts';
export { paytrailAdapter, paytrailReturnReader } from './paytrail-adapters.ts';
export { paytrailRefunder, type PaytrailRefundInput } from './paytrail-refund.ts';
export {
  isPaytrailSignatureValid,
  paytrailHmac,
  PAYTRAIL_ALGORITHMS,
  type PaytrailAlgorithm,
} from './paytrail-hmac.ts';
export { paytrailApiSandbox } from './sandbox/paytrail-api-sandbox.ts';
export { paytrailSandbox } from './sandbox/paytrail-sandbox.ts';
