import { data, type AppLoadContext } from 'react-router';
import { noindexMeta } from '../seo/index.server.ts';
import { storeViewOf } from '../../shell/index.ts';

/**
 * The prescription centre's loaders: the page's title only. Prescriptions are health data and are
 * fetched by the browser, never here. A store without the centre (prescriptionsVisible off,
 * /fi) shows where its Finnish patients buy their prescriptions instead.
 */
export function prescriptionPageLoader(request: Request) {
  const visible = storeViewOf(request).prescriptionsVisible;
  const meta = noindexMeta(request, (t) => t('Prescription centre'));
  return data({ meta, visible });
}

/**
 * The start page's loader: also the pharmacy's prescription hours, which the page prints under the
 * gate. They are no one's data, and rendered by the server they stand in the first paint: fetched
 * by the browser after hydration they pushed the guide's link down (CLS 0.047 in bench:lighthouse).
 */
export async function prescriptionCentreLoader(request: Request, context: AppLoadContext) {
  const visible = storeViewOf(request).prescriptionsVisible;
  const meta = noindexMeta(request, (t) => t('Prescription centre'));
  const openingTimes = visible ? await context.storefront.openingTimes() : null;
  return data({ meta, visible, openingTimes });
}
