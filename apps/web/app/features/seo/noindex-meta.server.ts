import type { MetaDescriptor } from 'react-router';
import { translatorFor } from '../../i18n/catalogues.server.ts';
import type { TFunction } from '../../i18n/translation.tsx';
import { storeViewOf } from '../../shell/index.ts';
import { originOf, pageMeta } from './page-meta.ts';

/**
 * The meta of a page search engines must not index (checkout, account, mailbox, errors): a title
 * in the request's language and `noindex`, no canonical or alternates.
 */
export function noindexMeta(request: Request, title: (t: TFunction) => string): MetaDescriptor[] {
  const { storeCode, i18n } = storeViewOf(request);
  return pageMeta({
    title: `${title(translatorFor(i18n.language))} | Apteek`,
    origin: originOf(request),
    storeCode,
    alternates: {},
    noindex: true,
  });
}
