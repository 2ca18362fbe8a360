import type { PaymentsConfig } from '../../config.ts';

/**
 * The credentials each provider runs with. Without configured ones it runs against the local
 * sandbox (STYLE §11: zero services needed), with the sandbox's own test credentials; Paytrail's
 * are the published E2 test merchant (DOMAIN §4).
 */
export interface PaymentSetup {
  publicUrl: string | null;
  maksekeskus: { shopId: string; secretKey: string; apiUrl: string | null; sandbox: boolean };
  paytrail: { merchantId: string; secret: string; formUrl: string | null; sandbox: boolean };
}

export const SANDBOX_MAKSEKESKUS = { shopId: 'apteek-sandbox-shop', secretKey: 'apteek-sandbox-secret-key' };
export const SANDBOX_PAYTRAIL = { merchantId: '13466', secret: '6pKF4jkv97zmqBJ3ZL8gUw5DfT2NMQ' };
const PAYTRAIL_E2_URL = 'https://payment.paytrail.com/e2';

export function paymentSetup(config: PaymentsConfig | undefined): PaymentSetup {
  const maksekeskus = config?.maksekeskus;
  const paytrail = config?.paytrail;
  return {
    publicUrl: config?.publicUrl ?? null,
    maksekeskus: maksekeskus
      ? { ...maksekeskus, sandbox: false }
      : { ...SANDBOX_MAKSEKESKUS, apiUrl: null, sandbox: true },
    paytrail: paytrail
      ? { ...paytrail, formUrl: PAYTRAIL_E2_URL, sandbox: false }
      : { ...SANDBOX_PAYTRAIL, formUrl: null, sandbox: true },
  };
}

/** Where the browser and the providers reach this server: PUBLIC_URL, else the request's own origin. */
export function publicOrigin(setup: PaymentSetup, request: { protocol: string; host: string }): string {
  return setup.publicUrl ?? `${request.protocol}://${request.host}`;
}
