import type { Language } from '@apteek/domain';
import { createInstance, type i18n } from 'i18next';

export type Catalogue = Record<string, string>;

/**
 * Keys are the English texts (STYLE §7): '.' and ':' inside them must not split keys, a missing
 * key shows the English text, and placeholders are written `{name}`. The catalogue arrives with
 * the page, so initialisation is synchronous and the first render is already translated.
 */
export function createI18n(language: Language, catalogue: Catalogue): i18n {
  const instance = createInstance({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: catalogue } },
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  });
  void instance.init();
  return instance;
}
