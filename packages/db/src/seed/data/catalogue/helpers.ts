import type { Language } from '@apteek/domain';
import type { Localized } from '../../source-types.ts';

export const L = (et: string, fi: string, en: string, ru: string): Localized => ({ et, fi, en, ru });

export const mapL = (f: (lang: Language) => string): Localized => ({
  et: f('et'),
  fi: f('fi'),
  en: f('en'),
  ru: f('ru'),
});

export const capitalize = (s: string): string => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** A campaign's dates, either end open. */
export type Window = { from?: string; to?: string };

export const WINTER: Window = { from: '2026-11-01', to: '2027-02-28' };
export const VITAMIN_WEEK: Window = { from: '2026-11-16', to: '2026-11-30' };
export const SKIN_DAYS: Window = { from: '2026-11-10', to: '2026-12-10' };
export const SPRING_2027: Window = { from: '2027-03-01', to: '2027-05-31' };
