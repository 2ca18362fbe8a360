import type { Language } from '@apteek/domain';
import { CATALOGUE_URLS, WAITING_CHUNKS } from 'virtual:apteek/catalogue-urls';
import { catalogueLoader, type LaterPart } from './catalogue-loader.ts';
import { onLaterTextsWanted } from './later-texts-signal.ts';
import type { Catalogue } from './translation.tsx';

/** Per part of the later texts, the browser's scripts that wait for them, looked up on every rendered page. */
const waitingChunks = new Map(
  Object.entries(WAITING_CHUNKS).map(([part, chunks]) => [part, new Set(chunks)]),
);

/**
 * The texts modules (`/assets/texts-<language>-<hash>.js`, `/assets/texts-later-…`,
 * `/assets/texts-checkout-…`) a page imports before it hydrates, given the scripts it loads: the
 * first texts, and each part of the later ones one of its scripts waits for (the checkout's on the
 * checkout, the staff area's on its pages), so they come beside the scripts rather than after them.
 */
export function pageTexts(language: Language, scripts: readonly string[]): string[] {
  const { first, later } = CATALOGUE_URLS[language];
  const waitsFor = (part: string) => scripts.some((script) => waitingChunks.get(part)?.has(script));
  return [first, ...Object.entries(later).flatMap(([part, url]) => (waitsFor(part) ? [url] : []))];
}

const importTexts = async (url: string | null): Promise<Catalogue> =>
  url ? ((await import(/* @vite-ignore */ url)) as { default: Catalogue }).default : {};

/** The browser's catalogues, imported from their modules (never used by the server's render). */
export const browserCatalogues = catalogueLoader(
  (language) => importTexts(CATALOGUE_URLS[language].first),
  (language, part) => importTexts(CATALOGUE_URLS[language].later[part] ?? null),
);

/**
 * What a module that writes a later text awaits before its code runs (the build puts the call
 * there, texts-plugin.ts `catalogueModules`): that part of the later texts of the page's language.
 */
export function laterTexts(part?: LaterPart): Promise<void> {
  return browserCatalogues.later(part);
}

onLaterTextsWanted((part) => void laterTexts(part));
