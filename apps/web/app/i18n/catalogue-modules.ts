import type { Language } from '@apteek/domain';
import { CATALOGUE_URLS, WAITING_CHUNKS } from 'virtual:apteek/catalogue-urls';
import { catalogueLoader } from './catalogue-loader.ts';
import { onLaterTextsWanted } from './later-texts-signal.ts';
import type { Catalogue } from './translation.tsx';

/** The browser's scripts that wait for the later texts, looked up on every rendered page. */
const waitingChunks = new Set(WAITING_CHUNKS);

/**
 * The texts modules (`/assets/texts-<language>-<hash>.js`, `/assets/texts-later-…`) a page imports
 * before it hydrates, given the scripts it loads: the first texts,
 * and the later ones too when one of its scripts waits for them (the checkout, the payment return,
 * the staff area opened directly), so they come beside the scripts rather than after them.
 */
export function pageTexts(language: Language, scripts: readonly string[]): string[] {
  const { first, later } = CATALOGUE_URLS[language];
  return later && scripts.some((script) => waitingChunks.has(script)) ? [first, later] : [first];
}

const importTexts = async (url: string | null): Promise<Catalogue> =>
  url ? ((await import(/* @vite-ignore */ url)) as { default: Catalogue }).default : {};

/** The browser's catalogues, imported from their modules (never used by the server's render). */
export const browserCatalogues = catalogueLoader(
  (language) => importTexts(CATALOGUE_URLS[language].first),
  (language) => importTexts(CATALOGUE_URLS[language].later),
);

/**
 * What a module that writes a later text awaits before its code runs (the build puts the call
 * there, texts-plugin.ts `catalogueModules`): the later texts of the page's language.
 */
export function laterTexts(): Promise<void> {
  return browserCatalogues.later();
}

onLaterTextsWanted(() => void laterTexts());
