import type { Language } from '@apteek/domain';
import type { Catalogue } from './translation.tsx';

/**
 * A part of the texts that may wait: `later`, the shared ones, or one part's own (the staff area's,
 * the checkout's, …: texts-plugin.ts, PARTS).
 */
export type LaterPart = string;

export interface CatalogueLoader {
  /** The language's catalogue, imported once; a failed import (offline, no cache) is tried again next time. */
  load: (language: Language) => Promise<Catalogue>;
  /** The catalogue when it has arrived, for rendering without waiting. */
  loaded: (language: Language) => Catalogue | undefined;
  /**
   * Adds the later texts to every catalogue loaded or being loaded, and to those loaded from now
   * on; settles once they are in. Texts that cannot be had (offline, no cache) leave their English
   * keys showing, and are tried again on the next call. `part`: which of them (the shared ones by default).
   */
  later: (part?: LaterPart) => Promise<void>;
}

/**
 * The browser's catalogues: each language's texts are hashed modules of their own (texts-plugin.ts,
 * `catalogueModules`), not part of any page's data. The first texts are imported when a page in
 * that language is about to render (entry.client.tsx before hydrating, the root's clientLoader on a
 * store change); the later texts (`importLater`) when a module that writes one is about to run
 * (catalogue-modules.ts, `laterTexts`), and merged into the same catalogue.
 */
export function catalogueLoader(
  importFirst: (language: Language) => Promise<Catalogue>,
  importLater: (language: Language, part: LaterPart) => Promise<Catalogue> = () => Promise.resolve({}),
): CatalogueLoader {
  const catalogues = new Map<Language, Catalogue>();
  const pending = new Map<Language, Promise<Catalogue>>();
  const merged = new Map<string, Promise<void>>();
  const wanted = new Set<LaterPart>();
  const mergeLater = (language: Language, catalogue: Catalogue, part: LaterPart) => {
    const key = `${language} ${part}`;
    let merging = merged.get(key);
    if (!merging) {
      merging = importLater(language, part).then((texts) => void Object.assign(catalogue, texts));
      merged.set(key, merging);
      merging.catch(() => merged.delete(key));
    }
    return merging.catch(() => undefined);
  };
  return {
    load: (language) => {
      let promise = pending.get(language);
      if (!promise) {
        promise = importFirst(language).then(async (imported) => {
          const catalogue = { ...imported };
          await Promise.all([...wanted].map((part) => mergeLater(language, catalogue, part)));
          catalogues.set(language, catalogue);
          return catalogue;
        });
        pending.set(language, promise);
        promise.catch(() => pending.delete(language));
      }
      return promise;
    },
    loaded: (language) => catalogues.get(language),
    later: async (part = 'later') => {
      wanted.add(part);
      await Promise.all(
        [...pending].map(([language, loading]) =>
          loading.then((catalogue) => mergeLater(language, catalogue, part)).catch(() => undefined),
        ),
      );
    },
  };
}
