import { readFileSync } from 'node:fs';

/** The Estonian store's texts, keyed by the English text as the storefront has them. */
const et = JSON.parse(
  readFileSync(new URL('../apps/web/app/i18n/et.json', import.meta.url), 'utf8'),
) as Record<string, string>;

/** The Estonian store's text for an English one, as the storefront shows it. */
export const ee = (english: string) => et[english] ?? english;
