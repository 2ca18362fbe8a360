import type { Language } from '@apteek/domain';
import type { Catalogue } from './translation.tsx';

export interface CatalogueLoader {
  /** The language's catalogue, imported once; a failed import (offline, no cache) is tried again next time. */
  load: (language: Language) => Promise<Catalogue>;
  /** The catalogue when it has arrived, for rendering without waiting. */
  loaded: (language: Language) => Catalogue | undefined;
}

/**
 * The browser's catalogues: each language's texts are a hashed module of their own (vite.config.ts,
 * `catalogueModules`), not part of any page's data, imported when a page in that language is
 * about to render (entry.client.tsx before hydrating, the root's clientLoader on a store change).
 */
export function catalogueLoader(
  importCatalogue: (language: Language) => Promise<Catalogue>,
): CatalogueLoader {
  const catalogues = new Map<Language, Catalogue>();
  const pending = new Map<Language, Promise<Catalogue>>();
  return {
    load: (language) => {
      let promise = pending.get(language);
      if (!promise) {
        promise = importCatalogue(language).then((catalogue) => {
          catalogues.set(language, catalogue);
          return catalogue;
        });
        pending.set(language, promise);
        promise.catch(() => pending.delete(language));
      }
      return promise;
    },
    loaded: (language) => catalogues.get(language),
  };
}
