import { STORE_VIEWS, type StoreCode } from '@apteek/domain';

/** Accept-Language is the store view's default locale (`et-EE`, not the page's `et`). */
export function storeLocale(storeCode: StoreCode): string {
  return STORE_VIEWS[storeCode].i18n.locale;
}

/** The locale of the store view whose language the page shows; for the one session of all store views. */
export function pageLocale(language: string): string {
  const view = Object.values(STORE_VIEWS).find((candidate) => candidate.i18n.language === language);
  return view?.i18n.locale ?? '';
}
