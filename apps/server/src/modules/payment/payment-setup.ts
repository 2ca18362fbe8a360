import type { PaymentsConfig, PaytrailInterface } from '../../config.ts';

/**
 * The credentials each provider runs with. Without configured ones it runs against the local
 * sandbox (STYLE §11: zero services needed), with the sandbox's own test credentials; Paytrail's
 * are the published test merchant of the interface in use (DOMAIN §4).
 */
export interface PaymentSetup {
  publicUrl: string | null;
  maksekeskus: { shopId: string; secretKey: string; apiUrl: string | null; sandbox: boolean };
  paytrail: {
    merchantId: string;
    secret: string;
    /** The E2 form (the spec's flow) or the Payment API (PAYTRAIL_INTERFACE). */
    interface: PaytrailInterface;
    /** null: the sandbox's E2 endpoint on this server. */
    formUrl: string | null;
    /** null: the sandbox's Payment API on this server. */
    apiUrl: string | null;
    sandbox: boolean;
  };
}

export const SANDBOX_MAKSEKESKUS = { shopId: 'apteek-sandbox-shop', secretKey: 'apteek-sandbox-secret-key' };
/** Paytrail's published E2 test merchant. */
export const SANDBOX_PAYTRAIL = { merchantId: '13466', secret: '6pKF4jkv97zmqBJ3ZL8gUw5DfT2NMQ' };
/** Paytrail's published Payment API test merchant. */
export const SANDBOX_PAYTRAIL_API = { merchantId: '375917', secret: 'SAIPPUAKAUPPIAS' };
const PAYTRAIL_E2_URL = 'https://payment.paytrail.com/e2';
const PAYTRAIL_API_URL = 'https://services.paytrail.com';

export function paymentSetup(config: PaymentsConfig | undefined): PaymentSetup {
  const maksekeskus = config?.maksekeskus;
  const paytrail = config?.paytrail;
  const paytrailInterface = config?.paytrailInterface ?? 'e2';
  const sandboxPaytrail = paytrailInterface === 'payment-api' ? SANDBOX_PAYTRAIL_API : SANDBOX_PAYTRAIL;
  return {
    publicUrl: config?.publicUrl ?? null,
    maksekeskus: maksekeskus
      ? { ...maksekeskus, sandbox: false }
      : { ...SANDBOX_MAKSEKESKUS, apiUrl: null, sandbox: true },
    paytrail: paytrail
      ? {
          ...paytrail,
          interface: paytrailInterface,
          formUrl: PAYTRAIL_E2_URL,
          apiUrl: PAYTRAIL_API_URL,
          sandbox: false,
        }
      : { ...sandboxPaytrail, interface: paytrailInterface, formUrl: null, apiUrl: null, sandbox: true },
  };
}

/** Where the browser and the providers reach this server: PUBLIC_URL, else the request's own origin. */
export function publicOrigin(setup: PaymentSetup, request: { protocol: string; host: string }): string {
  return setup.publicUrl ?? `${request.protocol}://${request.host}`;
}
