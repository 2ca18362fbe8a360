import type { HttpCall, PaymentSetup } from '../../modules/payment/index.ts';
import type { PaytrailAdapter } from './paytrail-adapter.ts';
import { paytrailE2 } from './paytrail-e2.ts';
import { paytrailPaymentApi } from './paytrail-payment-api.ts';

/**
 * The adapter PAYTRAIL_INTERFACE chooses. Without credentials it talks to the sandbox on this
 * server (`origin`), which plays Paytrail's side of either interface.
 */
export function paytrailAdapter(
  paytrail: PaymentSetup['paytrail'],
  { origin, http }: { origin: string; http: HttpCall },
): PaytrailAdapter {
  const { merchantId, secret } = paytrail;
  if (paytrail.interface === 'payment-api') {
    return paytrailPaymentApi(
      { merchantId, secret, apiUrl: paytrail.apiUrl ?? `${origin}/sandbox/paytrail` },
      { http },
    );
  }
  return paytrailE2({ merchantId, secret, formUrl: paytrail.formUrl ?? `${origin}/sandbox/paytrail/e2` });
}

/** Reading a return needs only the credentials: no address and no call to Paytrail. */
export function paytrailReturnReader(paytrail: PaymentSetup['paytrail']): PaytrailAdapter['readReturn'] {
  const adapter = paytrailAdapter(paytrail, {
    origin: '',
    http: () => Promise.reject(new Error('Reading a Paytrail return makes no call')),
  });
  return (params) => adapter.readReturn(params);
}
