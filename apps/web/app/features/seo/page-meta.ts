import { DEFAULT_STORE_CODE, STORE_CODES, storePath, type StoreCode } from '@apteek/domain';
import type { MetaDescriptor } from 'react-router';

/** hreflang of each store view; the English and Russian views serve Estonia in another language. */
export const HREFLANG: Record<StoreCode, string> = { ee: 'et-EE', fi: 'fi-FI', en: 'en-EE', ru: 'ru-EE' };

export interface PageMetaInput {
  title: string;
  description?: string;
  /** The site's origin, from the request: originOf(request). */
  origin: string;
  storeCode: StoreCode;
  /**
   * The page's path inside each store view that has it (slugs differ per language). The current
   * store's entry is the canonical URL; all entries become hreflang alternates.
   */
  alternates: Partial<Record<StoreCode, string>>;
  /** Pages that must stay out of search engines (search results, errors, account pages). */
  noindex?: boolean;
  /** schema.org data, e.g. a Product with its Offer. */
  jsonLd?: Record<string, unknown>;
}

export function originOf(request: Request): string {
  return new URL(request.url).origin;
}

/** The same path in every store view, e.g. '/' or '/kampaania'. */
export function samePathEverywhere(path: string): Record<StoreCode, string> {
  return Object.fromEntries(STORE_CODES.map((code) => [code, path])) as Record<StoreCode, string>;
}

/** The `meta` of a route whose loader builds the descriptors itself, as `meta`. */
export function loaderMeta({ data }: { data?: { meta: MetaDescriptor[] } }): MetaDescriptor[] {
  return data?.meta ?? [];
}

/** Title, description, canonical URL, hreflang alternates and JSON-LD for a route's `meta`. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const url = (code: StoreCode, path: string) => `${input.origin}${storePath(code, path)}`;
  const descriptors: MetaDescriptor[] = [{ title: input.title }];
  if (input.description) descriptors.push({ name: 'description', content: input.description });
  if (input.noindex) descriptors.push({ name: 'robots', content: 'noindex' });
  const own = input.alternates[input.storeCode];
  if (own !== undefined && !input.noindex) {
    descriptors.push({ tagName: 'link', rel: 'canonical', href: url(input.storeCode, own) });
    for (const code of STORE_CODES) {
      const path = input.alternates[code];
      if (path === undefined) continue;
      descriptors.push({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: HREFLANG[code],
        href: url(code, path),
      });
    }
    const fallback = input.alternates[DEFAULT_STORE_CODE];
    if (fallback !== undefined) {
      descriptors.push({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'x-default',
        href: url(DEFAULT_STORE_CODE, fallback),
      });
    }
  }
  descriptors.push({ property: 'og:title', content: input.title });
  if (input.description) descriptors.push({ property: 'og:description', content: input.description });
  if (input.jsonLd) descriptors.push({ 'script:ld+json': input.jsonLd });
  return descriptors;
}
