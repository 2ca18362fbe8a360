import { REGIONS, type CheckoutForm } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { SelectField, TextField } from './CheckoutFields.tsx';
import { SameDayCourierNote } from './SameDayCourierNote.tsx';
import type { Checkout } from './use-checkout.ts';

type Shipping = CheckoutForm['shippingDetails'];

/** Spec 001 §5 courier address: street ≤ 100, apartment ≤ 10, city ≤ 50, five-digit postcode, county. */
export function CourierAddress({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation();
  const { form, edit, visibleProblem, touch, storeView } = checkout;
  const ship = form.shippingDetails;
  const country = storeView.tax.defaultCountry;
  const set = (patch: Partial<Shipping>) =>
    edit((before) => ({ ...before, shippingDetails: { ...before.shippingDetails, ...patch } }));
  return (
    <div className="flex flex-col gap-4">
      <SameDayCourierNote />
      <div className="grid gap-4 sm:grid-cols-6">
        <TextField
          field="streetAddress"
          label={t('Street address')}
          autoComplete="address-line1"
          maxLength={100}
          className="sm:col-span-4"
          value={ship.streetAddress}
          onValue={(streetAddress) => set({ streetAddress })}
          onLeave={() => touch('streetAddress')}
          problem={visibleProblem('streetAddress')}
        />
        <TextField
          field="apartmentNumber"
          label={t('Apartment')}
          optional
          autoComplete="address-line2"
          maxLength={10}
          className="sm:col-span-2"
          value={ship.apartmentNumber}
          onValue={(apartmentNumber) => set({ apartmentNumber })}
          onLeave={() => touch('apartmentNumber')}
          problem={visibleProblem('apartmentNumber')}
        />
        <TextField
          field="city"
          label={t('City')}
          optional
          autoComplete="address-level2"
          maxLength={50}
          className="sm:col-span-3"
          value={ship.city}
          onValue={(city) => set({ city })}
          onLeave={() => touch('city')}
          problem={visibleProblem('city')}
        />
        <TextField
          field="zipCode"
          label={t('Postal code')}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={5}
          className="sm:col-span-3"
          value={ship.zipCode}
          onValue={(zipCode) => set({ zipCode })}
          onLeave={() => touch('zipCode')}
          problem={visibleProblem('zipCode')}
        />
        <div className="sm:col-span-4">
          <SelectField
            field="state"
            label={country === 'FI' ? t('Region') : t('County')}
            autoComplete="address-level1"
            value={ship.state}
            onValue={(state) => set({ state })}
            onLeave={() => touch('state')}
            problem={visibleProblem('state')}
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
