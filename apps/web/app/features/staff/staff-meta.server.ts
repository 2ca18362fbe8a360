import type { MetaDescriptor } from 'react-router';
import { translatorFor } from '../../i18n/catalogues.server.ts';
import type { TFunction } from '../../i18n/translation.tsx';
import { staffLanguageOf } from './staff-language.ts';

/** A staff page's title in its language; staff pages stay out of search engines and their links unfollowed. */
export function staffMeta(request: Request, title: (t: TFunction) => string): MetaDescriptor[] {
  const t = translatorFor(staffLanguageOf(request.url));
  return [
    { title: `${title(t)} | ${t('Staff')} | Apteek` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}
