import { data } from 'react-router';
import { noindexMeta } from '../seo/index.server.ts';
import { storeViewOf } from '../../shell/index.ts';

/**
 * The prescription centre's loaders: the page's title only. Prescriptions are health data and are
 * fetched by the browser, never here. A store without the centre (spec 001 §6: prescriptionsVisible,
 * /fi) answers 404 with a note saying so.
 */
export function prescriptionPageLoader(request: Request) {
  const visible = storeViewOf(request).prescriptionsVisible;
  const meta = noindexMeta(request, (t) => t('Prescription centre'));
  return data({ meta, visible }, { status: visible ? 200 : 404 });
}
