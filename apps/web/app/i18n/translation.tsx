import { selectPluralForm, type Language } from '@apteek/domain';
import { createContext, use, useMemo, type ReactNode } from 'react';

/** A store view's texts keyed by the English text. */
export type Catalogue = Record<string, string>;

/** Translates an English text; `{name}` placeholders take the values of the same name. */
export type TFunction = (key: string, values?: Record<string, string | number | undefined>) => string;

export interface Translation {
  t: TFunction;
  i18n: { language: Language };
}

const PLACEHOLDER = /\{(\w+)\}/g;
const FIRST_PLACEHOLDER = /\{(\w+)\}/;

/**
 * Keys are the English texts, so '.' and ':' inside them are plain characters, a missing or empty
 * translation shows the English text, and a placeholder without a value stays as written.
 * A text with a count gives its plural forms separated by '|' ("{count} pack|{count} packs"), as
 * many as its language has (PLURAL_FORMS); the value of the key's first placeholder picks one.
 */
export function createTranslation(language: Language, catalogue: Catalogue): Translation {
  const t: TFunction = (key, values) => {
    const translated = catalogue[key];
    let text = translated || key;
    if (!values) return text;
    if (text.includes('|')) {
      const count = Number(values[FIRST_PLACEHOLDER.exec(key)?.[1] ?? '']);
      text = selectPluralForm(text, Number.isFinite(count) ? count : 0, translated ? language : 'en');
    }
    return text.replace(PLACEHOLDER, (placeholder, name: string) => {
      const value = values[name];
      return value === undefined ? placeholder : String(value);
    });
  };
  return { t, i18n: { language } };
}

const NO_TEXTS: Catalogue = {};

/**
 * Where the render finds a language's catalogue: the JSON files on the server (entry.server.tsx),
 * the modules the browser has imported (entry.client.tsx). Catalogues are not loader data, so
 * pages do not carry them.
 */
export type CatalogueSource = (language: Language) => Catalogue | undefined;

const CatalogueSourceContext = createContext<CatalogueSource>(() => undefined);

export function CatalogueSourceProvider({
  source,
  children,
}: {
  source: CatalogueSource;
  children: ReactNode;
}) {
  return <CatalogueSourceContext value={source}>{children}</CatalogueSourceContext>;
}

/** The language's catalogue, or none (English keys) when it has not arrived. */
export function useCatalogue(language: Language): Catalogue {
  return use(CatalogueSourceContext)(language) ?? NO_TEXTS;
}

const TranslationContext = createContext<Translation>(createTranslation('en', {}));

/** The catalogue is there before the first render (useCatalogue), so it is already translated. */
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

/** Gives a translation as it is, to a part the server renders on its own (a kept card, features/catalog). */
export function TranslationOf({ translation, children }: { translation: Translation; children: ReactNode }) {
  return <TranslationContext value={translation}>{children}</TranslationContext>;
}

export function useTranslation(): Translation {
  return use(TranslationContext);
}
