import { REGIONS } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { ADDRESS_INPUTS, type AddressLine } from '../account/index.ts';
import { SelectField, TextField, sectionFields } from './CheckoutFields.tsx';
import { SameDayCourierNote } from './SameDayCourierNote.tsx';
import type { Checkout } from './use-checkout.ts';

/** The courier address's text lines: the checkout field, its address line, its width, whether optional. */
const TEXT_LINES = [
  ['streetAddress', 'street', 'sm:col-span-4', false],
  ['apartmentNumber', 'apartmentNumber', 'sm:col-span-2', true],
  ['city', 'city', 'sm:col-span-3', true],
  ['zipCode', 'postcode', 'sm:col-span-3', false],
] as const;

/** Courier address: the address lines and the county. */
export function CourierAddress({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation();
  const labels: Record<AddressLine, string> = {
    street: t('Street address'),
    apartmentNumber: t('Apartment'),
    city: t('City'),
    postcode: t('Postal code'),
  };
  const { bind } = sectionFields(checkout, 'shippingDetails');
  const country = checkout.storeView.tax.defaultCountry;
  return (
    <div className="flex flex-col gap-4">
      <SameDayCourierNote />
      <div className="grid gap-4 sm:grid-cols-6">
        {TEXT_LINES.map(([field, line, className, optional]) => (
          <TextField
            key={field}
            bound={bind(field)}
            label={labels[line]}
            optional={optional}
            {...ADDRESS_INPUTS[line]}
            className={className}
          />
        ))}
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
