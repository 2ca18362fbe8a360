import { useTranslation } from '../../i18n/translation.tsx';
import { formatMoney } from '../../i18n/format-money.ts';
import { LICENCE_HOLDER } from '../../shell/index.ts';
import type { CountryCode } from '@apteek/domain';
import { ContactFields, CountrySelect, FieldGroup } from './AddressFields.tsx';
import { RevealingCheckbox, fieldId, sectionFields } from './CheckoutFields.tsx';
import { CheckoutSection } from './CheckoutSection.tsx';
import { ChoiceCard } from './ChoiceCard.tsx';
import { CourierAddress } from './CourierAddress.tsx';
import { shippingTitle } from './method-titles.ts';
import { ParcelMachinePicker } from './ParcelMachinePicker.tsx';
import type { Checkout } from './use-checkout.ts';

/**
 * Delivery: the country, Courier, ParcelMachine or Pickup (cold-storage goods only get cold-chain
 * methods), and someone else receiving the parcel if not the buyer.
 */
export function ShippingSection({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation();
  const { form, edit, options, shipping, storeView, visibleProblem } = checkout;
  const { set, bind, bindAs, toggle } = sectionFields(checkout, 'shippingDetails');
  const methods = options.shippingMethods;
  if (options.isLoaded && methods.length === 0) return null;
  // Another country has its own methods, machines and counties: the choices made for the last one go.
  const country = {
    ...bind('country'),
    value: checkout.deliveryCountry,
    onValue: (value: string) => {
      checkout.change('country');
      set({ country: value as CountryCode, carrierCode: '', methodCode: '', parcelMachineId: '', state: '' });
    },
  };
  const choose = (carrierCode: string, methodCode: string) =>
    edit((before) => ({
      ...before,
      shippingDetails: { ...before.shippingDetails, carrierCode, methodCode, parcelMachineId: '' },
    }));
  const problem = visibleProblem('shippingMethod');
  return (
    <CheckoutSection step={2} title={t('Shipping')}>
      <div className="mb-4 sm:max-w-xs">
        <CountrySelect bound={country} label={t('Delivery country')} />
      </div>
      <fieldset
        id={fieldId('shippingMethod')}
        tabIndex={-1}
        aria-describedby={problem ? `${fieldId('shippingMethod')}-problem` : undefined}
      >
        <legend className="sr-only">{t('Shipping method')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {methods.map((method) => (
            <ChoiceCard
              key={`${method.carrier_code}_${method.method_code}`}
              name="shippingMethod"
              value={`${method.carrier_code}_${method.method_code}`}
              checked={
                form.shippingDetails.carrierCode === method.carrier_code &&
                form.shippingDetails.methodCode === method.method_code
              }
              onChoose={() => choose(method.carrier_code, method.method_code)}
              title={shippingTitle(t, method.carrier_code, method.carrier_title)}
              aside={
                method.price_incl_tax === 0 ? t('Free') : formatMoney(method.price_incl_tax, storeView.i18n)
              }
            />
          ))}
        </div>
        {problem && (
          <p id={`${fieldId('shippingMethod')}-problem`} className="mt-2 text-sm font-medium text-sale">
            {t(problem.message)}
          </p>
        )}
      </fieldset>
      <div className="mt-5">
        {shipping?.type === 'Courier' && <CourierAddress checkout={checkout} />}
        {shipping?.type === 'ParcelMachine' && (
          <ParcelMachinePicker
            carrierCode={shipping.carrierCode}
            country={checkout.deliveryCountry}
            locale={storeView.i18n.locale}
            selectedId={form.shippingDetails.parcelMachineId}
            onSelect={(parcelMachineId) =>
              edit((before) => ({
                ...before,
                shippingDetails: { ...before.shippingDetails, parcelMachineId },
              }))
            }
            problem={visibleProblem('parcelMachineId')}
          />
        )}
        {shipping?.type === 'Pickup' && (
          <p className="rounded-lg bg-surface px-3 py-2 text-sm text-ink">
            {t('Collect your order at our pharmacy at {address}. We let you know when it is ready.', {
              address: LICENCE_HOLDER.address,
            })}
          </p>
        )}
      </div>
      <RevealingCheckbox
        className="mt-5 flex flex-col gap-4 border-t border-line pt-4"
        field="recipientFirstName"
        label={t('Someone else receives the order')}
        {...toggle('otherRecipient')}
      >
        <FieldGroup legend={t('Recipient')}>
          <ContactFields
            firstName={bindAs('firstName', 'recipientFirstName')}
            lastName={bindAs('lastName', 'recipientLastName')}
            phoneNumber={bindAs('phoneNumber', 'recipientPhoneNumber')}
          />
        </FieldGroup>
      </RevealingCheckbox>
    </CheckoutSection>
  );
}
