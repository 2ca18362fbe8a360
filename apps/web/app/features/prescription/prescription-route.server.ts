import { data } from 'react-router';
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
