import { resolveStorePath, storePath, type Language, type StoreCode } from '@apteek/domain';

/** Each language names itself, so a shopper finds their own. */
export const NATIVE_NAMES: Record<Language, string> = {
  et: 'Eesti',
  fi: 'Suomi',
  en: 'English',
  ru: 'Русский',
};

/** Paths whose last part is a slug in the store's language; other paths read the same in every store. */
const SLUG_PATH = /^\/(c|p|i|kampaania)\/./;

/**
 * Where a shopper lands after switching store: the page's own translation when the page lists it
 * (its hreflang alternates), the same path for pages without slugs, the store's home otherwise.
 */
export function switchTargetPath(
  location: { pathname: string; search: string },
  target: StoreCode,
  alternates: readonly string[],
): string {
  const translated = alternates.find(
    (href) => resolveStorePath(new URL(href, 'http://x').pathname).storeView.storeCode === target,
  );
  if (translated) return new URL(translated, 'http://x').pathname;
  const { path } = resolveStorePath(location.pathname);
  if (SLUG_PATH.test(path)) return storePath(target, '/');
  return `${storePath(target, path)}${location.search}`;
}

/** The hreflang alternates the current page's meta put into the document head. */
export function documentAlternates(): string[] {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')]
    .filter((link) => link.hreflang !== 'x-default')
    .map((link) => link.href);
}
