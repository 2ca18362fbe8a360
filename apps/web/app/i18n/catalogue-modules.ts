import type { Language } from '@apteek/domain';
import { CATALOGUE_URLS, WAITING_CHUNKS, WAITING_STAFF_CHUNKS } from 'virtual:apteek/catalogue-urls';
import { catalogueLoader } from './catalogue-loader.ts';
import { onLaterTextsWanted } from './later-texts-signal.ts';
import type { Catalogue } from './translation.tsx';

/** The browser's scripts that wait for the later texts, looked up on every rendered page. */
const waitingChunks = new Set(WAITING_CHUNKS);
const waitingStaffChunks = new Set(WAITING_STAFF_CHUNKS);

/**
 * The texts modules (`/assets/texts-<language>-<hash>.js`, `/assets/texts-later-…`) a page imports
 * before it hydrates, given the scripts it loads: the first texts,
 * and the later ones too when one of its scripts waits for them (the checkout, the payment return,
 * the staff area opened directly), and the staff area's own texts on its pages, so they come
 * beside the scripts rather than after them.
 */
export function pageTexts(language: Language, scripts: readonly string[]): string[] {
  const { first, later, staff } = CATALOGUE_URLS[language];
  const waitsIn = (chunks: ReadonlySet<string>) => scripts.some((script) => chunks.has(script));
  return [
    first,
    ...(later && waitsIn(waitingChunks) ? [later] : []),
    ...(staff && waitsIn(waitingStaffChunks) ? [staff] : []),
  ];
}

const importTexts = async (url: string | null): Promise<Catalogue> =>
  url ? ((await import(/* @vite-ignore */ url)) as { default: Catalogue }).default : {};

/** The browser's catalogues, imported from their modules (never used by the server's render). */
export const browserCatalogues = catalogueLoader(
  (language) => importTexts(CATALOGUE_URLS[language].first),
  (language, part) => importTexts(CATALOGUE_URLS[language][part]),
);

/**
 * What a module that writes a later text awaits before its code runs (the build puts the call
 * there, texts-plugin.ts `catalogueModules`): the later texts of the page's language.
 */
export function laterTexts(): Promise<void> {
  return browserCatalogues.later();
}

/** The same for a module that writes a text only the staff area uses: the staff area's texts. */
export function staffTexts(): Promise<void> {
  return browserCatalogues.later('staff');
}

onLaterTextsWanted(() => void laterTexts());
