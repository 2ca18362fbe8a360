import type { TFunction } from '../../i18n/translation.tsx';

/** The cart answers English method titles (packages/domain cart); written out so the catalogues hold them. */
export function shippingTitle(t: TFunction, carrierCode: string, fallback: string): string {
  const titles: Record<string, string> = {
    courier: t('Courier'),
    omniva: t('Omniva parcel machine'),
    smartposti: t('SmartPosti parcel machine'),
    pickup: t('Pickup at the pharmacy'),
  };
  return titles[carrierCode] ?? fallback;
}

export function paymentTitle(t: TFunction, code: string, fallback: string): string {
  const titles: Record<string, string> = {
    maksekeskus: t('Bank link or card (Maksekeskus)'),
    paytrail: t('Finnish online bank or card (Paytrail)'),
    cashondelivery: t('Cash on delivery'),
  };
  return titles[code] ?? fallback;
}
