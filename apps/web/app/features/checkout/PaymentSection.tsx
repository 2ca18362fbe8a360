import type { CountryCode } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { AddressLines, ContactFields, CountrySelect, FieldGroup } from './AddressFields.tsx';
import { RevealingCheckbox, TextField, fieldId, sectionFields } from './CheckoutFields.tsx';
import { CheckoutSection } from './CheckoutSection.tsx';
import { ChoiceCard } from './ChoiceCard.tsx';
import { paymentTitle } from './method-titles.ts';
import type { Checkout } from './use-checkout.ts';

/**
 * The checkout's paymentDetails: the method, the provider's bank or card, a company invoice, and a
 * billing name and address of their own.
 */
export function PaymentSection({ checkout, step }: { checkout: Checkout; step: number }) {
  const { t } = useTranslation();
  const { options, banks, visibleProblem } = checkout;
  const { values: pay, set, bind, bindAs, toggle } = sectionFields(checkout, 'paymentDetails');
  const bankProblem = visibleProblem('paymentMethodAdditional');
  return (
    <CheckoutSection step={step} title={t('Payment')}>
      <fieldset id={fieldId('paymentMethod')} tabIndex={-1}>
        <legend className="sr-only">{t('Payment method')}</legend>
        <div className="grid gap-2">
          {options.paymentMethods.map((method) => (
            <ChoiceCard
              key={method.code}
              name="paymentMethod"
              value={method.code}
              checked={pay.paymentMethod === method.code}
              onChoose={() => set({ paymentMethod: method.code, paymentMethodAdditional: '' })}
              title={paymentTitle(t, method.code, method.title)}
              detail={method.code === 'cashondelivery' ? t('Pay the courier or at pickup.') : undefined}
            />
          ))}
        </div>
      </fieldset>
      {banks.length > 0 && (
        <fieldset
          id={fieldId('paymentMethodAdditional')}
          tabIndex={-1}
          className="mt-5"
          aria-describedby={bankProblem ? `${fieldId('paymentMethodAdditional')}-problem` : undefined}
        >
          <legend className="mb-2 text-sm font-semibold text-ink">{t('Choose your bank or card')}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {banks.map((bank) => (
              <ChoiceCard
                key={bank.id}
                compact
                name="bank"
                value={bank.id}
                checked={pay.paymentMethodAdditional === bank.id}
                onChoose={() => set({ paymentMethodAdditional: bank.id })}
                title={bank.name}
              />
            ))}
          </div>
          {bankProblem && (
            <p
              id={`${fieldId('paymentMethodAdditional')}-problem`}
              className="mt-2 text-sm font-medium text-sale"
            >
              {t(bankProblem.message)}
            </p>
          )}
        </fieldset>
      )}
      <RevealingCheckbox
        className="mt-5 flex flex-col gap-4 border-t border-line pt-4"
        field="company"
        label={t('I need an invoice for a company')}
        {...toggle('companyInvoice')}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField bound={bind('company')} label={t('Company name')} autoComplete="organization" />
          <TextField bound={bind('taxId')} label={t('VAT or registry code')} />
        </div>
      </RevealingCheckbox>
      <RevealingCheckbox
        className="mt-5 flex flex-col gap-4 border-t border-line pt-4"
        field="billingFirstName"
        label={t('Bill another name or address')}
        {...toggle('billingAddress')}
        // The billing country starts as the delivery country.
        onChecked={(checked) =>
          set({ billingAddress: checked, ...(pay.country ? {} : { country: checkout.deliveryCountry }) })
        }
      >
        <FieldGroup legend={t('Billing address')}>
          <ContactFields
            firstName={bindAs('firstName', 'billingFirstName')}
            lastName={bindAs('lastName', 'billingLastName')}
            phoneNumber={bindAs('phoneNumber', 'billingPhoneNumber')}
            phoneOptional
          />
          <AddressLines
            country={pay.country || checkout.deliveryCountry}
            bound={{
              streetAddress: bindAs('streetAddress', 'billingStreetAddress'),
              apartmentNumber: bindAs('apartmentNumber', 'billingApartmentNumber'),
              city: bindAs('city', 'billingCity'),
              zipCode: bindAs('zipCode', 'billingZipCode'),
              state: bindAs('state', 'billingState'),
            }}
          >
            <div className="sm:col-span-2">
              <CountrySelect
                bound={{
                  ...bindAs('country', 'billingCountry'),
                  onValue: (value) => {
                    checkout.change('billingCountry');
                    set({ country: value as CountryCode, state: '' });
                  },
                }}
                label={t('Country')}
              />
            </div>
          </AddressLines>
        </FieldGroup>
      </RevealingCheckbox>
    </CheckoutSection>
  );
}
