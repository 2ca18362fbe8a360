import { STORE_CODES, STORE_VIEWS, type StoreCode } from '@apteek/domain';
import type { Localized } from './source-types.ts';

/** One row per store view from a text in every language (en and ru views use their own language). */
export function perStore<R>(text: Localized, row: (value: string, storeCode: StoreCode) => R): R[] {
  return STORE_CODES.map((storeCode) => row(text[STORE_VIEWS[storeCode].i18n.language], storeCode));
}

export function textFor(text: Localized, storeCode: StoreCode): string {
  return text[STORE_VIEWS[storeCode].i18n.language];
}
