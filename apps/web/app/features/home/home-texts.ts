import type { CountryCode } from '@apteek/domain';

/** English texts (translation keys) that differ by the store's country. */
export const HOME_TEXTS: Record<CountryCode, { title: string; description: string; delivery: string }> = {
  EE: {
    title: 'Apteek – online pharmacy in Estonia',
    description:
      'Medicines, vitamins and health products from a licensed pharmacy, delivered across Estonia.',
    delivery: 'Delivery across Estonia',
  },
  FI: {
    title: 'Apteek – online pharmacy in Finland',
    description:
      'Medicines, vitamins and health products from a licensed pharmacy, delivered across Finland.',
    delivery: 'Delivery across Finland',
  },
};
