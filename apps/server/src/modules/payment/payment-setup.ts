import type { Db } from '@apteek/db';
import type { PaymentsConfig, PaytrailInterface } from '../../config.ts';
import { appSecret } from '../../plugins/app-secret.ts';

/**
 * The credentials each provider runs with. Without configured ones it runs against the local
 * sandbox, so the shop runs with no outside service, with this installation's own sandbox credentials.
 */
export interface PaymentSetup {
  publicUrl: string | null;
  maksekeskus: { shopId: string; secretKey: string; apiUrl: string | null; sandbox: boolean };
  paytrail: {
    merchantId: string;
    secret: string;
    /** The E2 form (the storefront's flow) or the Payment API (PAYTRAIL_INTERFACE). */
    interface: PaytrailInterface;
    /** null: the sandbox's E2 endpoint on this server. */
    formUrl: string | null;
    /** null: the sandbox's Payment API on this server. */
    apiUrl: string | null;
    sandbox: boolean;
  };
}

/**
 * Who the sandboxes play: the Maksekeskus shop id is ours, the Paytrail merchant ids are Paytrail's
 * published test merchants of each interface. Ids are not secrets; the keys that sign
 * are (`sandboxSecrets`).
 */
export const SANDBOX_IDS = {
  maksekeskusShopId: 'apteek-sandbox-shop',
  paytrailE2MerchantId: '13466',
  paytrailApiMerchantId: '375917',
} as const;
const PAYTRAIL_E2_URL = 'https://payment.paytrail.com/e2';
const PAYTRAIL_API_URL = 'https://services.paytrail.com';

/**
 * The sandboxes' signing keys, made at random once per installation and kept in app_meta (shared by
 * every instance on the database), never in the source: with a key anyone can read, anyone could
 * sign a "paid" notification for any order.
 */
export async function sandboxSecrets(db: Db): Promise<SandboxSecrets> {
  const [maksekeskus, paytrailE2, paytrailApi] = await Promise.all([
    appSecret(db, 'sandbox_maksekeskus_secret'),
    appSecret(db, 'sandbox_paytrail_e2_secret'),
    appSecret(db, 'sandbox_paytrail_api_secret'),
  ]);
  return { maksekeskus, paytrailE2, paytrailApi };
}

export interface SandboxSecrets {
  maksekeskus: string;
  paytrailE2: string;
  paytrailApi: string;
}

/** The setup the server runs with: configured providers, the others on this installation's sandbox. */
export async function paymentSetup(config: PaymentsConfig | undefined, db: Db): Promise<PaymentSetup> {
  return paymentSetupWith(config, await sandboxSecrets(db));
}

export function paymentSetupWith(config: PaymentsConfig | undefined, secrets: SandboxSecrets): PaymentSetup {
  const maksekeskus = config?.maksekeskus;
  const paytrail = config?.paytrail;
  const paytrailInterface = config?.paytrailInterface ?? 'e2';
  const sandboxPaytrail =
    paytrailInterface === 'payment-api'
      ? { merchantId: SANDBOX_IDS.paytrailApiMerchantId, secret: secrets.paytrailApi }
      : { merchantId: SANDBOX_IDS.paytrailE2MerchantId, secret: secrets.paytrailE2 };
  return {
    publicUrl: config?.publicUrl ?? null,
    maksekeskus: maksekeskus
      ? { ...maksekeskus, sandbox: false }
      : {
          shopId: SANDBOX_IDS.maksekeskusShopId,
          secretKey: secrets.maksekeskus,
          apiUrl: null,
          sandbox: true,
        },
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
