import { data } from 'react-router';
import type { PaymentInfo } from '@apteek/domain';
import { PaymentReturn } from '../features/checkout/index.ts';
import { storeViewOf } from '../shell/index.ts';
import { translatorFor } from '../i18n/catalogues.server.ts';
import type { Route } from './+types/payment-return';

/** The providers' return pages use the minimal layout. */
export const handle = { layout: 'minimal' };

/**
 * /maksekeskus-status/{ok,cancel} carry Maksekeskus' json and mac, /paytrail/{success,
 * cancel} Paytrail's E2 return parameters; either as a query or as a posted form.
 */
function returnOf(request: Request, fields: Iterable<[string, FormDataEntryValue]>) {
  const { pathname } = new URL(request.url);
  const page = /\/(ok|success)\/?$/.test(pathname) ? ('success' as const) : ('cancel' as const);
  const values = Object.fromEntries(
    [...fields].map(([name, value]) => [name, typeof value === 'string' ? value : '']),
  );
  const info: PaymentInfo = pathname.includes('/maksekeskus-status/')
    ? { provider: 'maksekeskus', json: values.json ?? '', mac: values.mac ?? '' }
    : { provider: 'paytrail', params: values };
  const { i18n } = storeViewOf(request);
  return { page, info, title: `${translatorFor(i18n.language)('Payment')} | Apteek` };
}

export function loader({ request }: Route.LoaderArgs) {
  return returnOf(request, new URL(request.url).searchParams);
}

export async function action({ request }: Route.ActionArgs) {
  // The providers post a form; a body that is none (JSON, a broken form) is the sender's mistake.
  const form = await request.formData().catch(() => null);
  if (!form) throw data('The payment return is a posted form.', { status: 400 });
  return returnOf(request, form);
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.title ?? 'Apteek' }, { name: 'robots', content: 'noindex' }];
}

export default function PaymentReturnPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, info } = actionData ?? loaderData;
  return <PaymentReturn page={page} info={info} />;
}
