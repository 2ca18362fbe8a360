import { isFerryRegion, type CountryCode } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { Icon } from '../../ui/Icon.tsx';

/** A courier address on Saaremaa or Hiiumaa: the parcel goes by ferry and arrives a day later. */
export function FerryDeliveryNote({ country, region }: { country: CountryCode; region: string }) {
  const { t } = useTranslation();
  if (!isFerryRegion(country, region)) return null;
  return (
    <p role="note" className="flex items-start gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
      <Icon name="info" className="mt-0.5 size-4 shrink-0" />
      <span>
        {t('Courier parcels to Saaremaa and Hiiumaa go by ferry and arrive one working day later.')}
      </span>
    </p>
  );
}
