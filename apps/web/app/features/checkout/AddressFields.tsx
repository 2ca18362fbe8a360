import { REGIONS, type CountryCode } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { ADDRESS_INPUTS, type AddressLine } from '../account/index.ts';
import { SelectField, TextField, type BoundField } from './CheckoutFields.tsx';

/** The address's text lines: the form's key, its address line, its width, whether optional. */
const TEXT_LINES = [
  ['streetAddress', 'street', 'sm:col-span-4', false],
  ['apartmentNumber', 'apartmentNumber', 'sm:col-span-2', true],
  ['city', 'city', 'sm:col-span-3', true],
  ['zipCode', 'postcode', 'sm:col-span-3', false],
] as const;

export type AddressKey = (typeof TEXT_LINES)[number][0] | 'state';

/** An address's lines and the county or region of its country: the courier's or the billing one. */
export function AddressLines({
  bound,
  country,
  children,
}: {
  bound: Record<AddressKey, BoundField>;
  country: CountryCode;
  /** What follows the county on its row (the country). */
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const labels: Record<AddressLine, string> = {
    street: t('Street address'),
    apartmentNumber: t('Apartment'),
    city: t('City'),
    postcode: t('Postal code'),
  };
  return (
    <div className="grid gap-4 sm:grid-cols-6">
      {TEXT_LINES.map(([key, line, className, optional]) => (
        <TextField
          key={key}
          bound={bound[key]}
          label={labels[line]}
          optional={optional}
          {...ADDRESS_INPUTS[line]}
          className={className}
        />
      ))}
      <div className="sm:col-span-4">
        <SelectField
          bound={bound.state}
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
      {children}
    </div>
  );
}

/** Estonia or Finland, the countries the pharmacy delivers to and bills in. */
export function CountrySelect({ bound, label }: { bound: BoundField; label: string }) {
  const { t } = useTranslation();
  return (
    <SelectField bound={bound} label={label} autoComplete="country">
      {bound.value === '' && <option value="">{t('Choose…')}</option>}
      <option value="EE">{t('Estonia')}</option>
      <option value="FI">{t('Finland')}</option>
    </SelectField>
  );
}

/** A person's name and phone number: someone receiving the parcel, or the one billed. */
export function ContactFields({
  firstName,
  lastName,
  phoneNumber,
  phoneOptional = false,
}: {
  firstName: BoundField;
  lastName: BoundField;
  phoneNumber: BoundField;
  phoneOptional?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField bound={firstName} label={t('First name')} autoComplete="section-other given-name" />
      <TextField bound={lastName} label={t('Last name')} autoComplete="section-other family-name" />
      <TextField
        bound={phoneNumber}
        label={t('Phone number')}
        type="tel"
        autoComplete="section-other tel"
        optional={phoneOptional}
      />
    </div>
  );
}

/** The fields a ticked box opened, as one named group: their labels repeat the buyer's own. */
export function FieldGroup({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="sr-only">{legend}</legend>
      {children}
    </fieldset>
  );
}
