import type { Language } from '@apteek/domain';
import { createContext, use, useMemo, type ReactNode } from 'react';

/** A store view's texts keyed by the English text (STYLE §7). */
export type Catalogue = Record<string, string>;

/** Translates an English text; `{name}` placeholders take the values of the same name. */
export type TFunction = (key: string, values?: Record<string, string | number | undefined>) => string;

export interface Translation {
  t: TFunction;
  i18n: { language: Language };
}

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Keys are the English texts, so '.' and ':' inside them are plain characters, a missing or empty
 * translation shows the English text, and a placeholder without a value stays as written.
 */
export function createTranslation(language: Language, catalogue: Catalogue): Translation {
  const t: TFunction = (key, values) => {
    const text = catalogue[key] || key;
    if (!values) return text;
    return text.replace(PLACEHOLDER, (placeholder, name: string) => {
      const value = values[name];
      return value === undefined ? placeholder : String(value);
    });
  };
  return { t, i18n: { language } };
}

const parsed = new Map<string, Catalogue>();

/**
 * A catalogue sent as its JSON text (catalogues.server.ts), parsed once: the server and the browser
 * hold the same few strings (one per language), so the last few parsed are kept by their text.
 */
export function parseCatalogue(json: string): Catalogue {
  let catalogue = parsed.get(json);
  if (!catalogue) {
    if (parsed.size >= 4) parsed.delete(parsed.keys().next().value!);
    parsed.set(json, (catalogue = JSON.parse(json) as Catalogue));
  }
  return catalogue;
}

const TranslationContext = createContext<Translation>(createTranslation('en', {}));

/** The catalogue arrives with the page, so the first render is already translated. */
export function TranslationProvider({
  language,
  catalogue,
  children,
}: {
  language: Language;
  catalogue: Catalogue;
  children: ReactNode;
}) {
  const translation = useMemo(() => createTranslation(language, catalogue), [language, catalogue]);
  return <TranslationContext value={translation}>{children}</TranslationContext>;
}

export function useTranslation(): Translation {
  return use(TranslationContext);
}
