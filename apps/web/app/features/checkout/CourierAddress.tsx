import { REGIONS } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { SelectField, TextField, sectionFields } from './CheckoutFields.tsx';
import { SameDayCourierNote } from './SameDayCourierNote.tsx';
import type { Checkout } from './use-checkout.ts';

/** Spec 001 §5 courier address: street ≤ 100, apartment ≤ 10, city ≤ 50, five-digit postcode, county. */
export function CourierAddress({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation();
  const { bind } = sectionFields(checkout, 'shippingDetails');
  const country = checkout.storeView.tax.defaultCountry;
  return (
    <div className="flex flex-col gap-4">
      <SameDayCourierNote />
      <div className="grid gap-4 sm:grid-cols-6">
        <TextField
          bound={bind('streetAddress')}
          label={t('Street address')}
          autoComplete="address-line1"
          maxLength={100}
          className="sm:col-span-4"
        />
        <TextField
          bound={bind('apartmentNumber')}
          label={t('Apartment')}
          optional
          autoComplete="address-line2"
          maxLength={10}
          className="sm:col-span-2"
        />
        <TextField
          bound={bind('city')}
          label={t('City')}
          optional
          autoComplete="address-level2"
          maxLength={50}
          className="sm:col-span-3"
        />
        <TextField
          bound={bind('zipCode')}
          label={t('Postal code')}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={5}
          className="sm:col-span-3"
        />
        <div className="sm:col-span-4">
          <SelectField
            bound={bind('state')}
            label={country === 'FI' ? t('Region') : t('County')}
            autoComplete="address-level1"
          >
            <option value="">{t('Choose…')}</option>
            {REGIONS[country].map((region) => (
              <option key={region} value={region}>
                {region}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="flex flex-col gap-1 sm:col-span-2">
          <span className="text-sm font-semibold text-ink">{t('Country')}</span>
          <span className="flex min-h-11 items-center text-base text-ink">
            {country === 'FI' ? t('Finland') : t('Estonia')}
          </span>
        </div>
      </div>
    </div>
  );
}
