import type { CheckoutForm } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { CheckboxField, CheckoutSection, TextField } from './CheckoutFields.tsx';
import type { Checkout } from './use-checkout.ts';

type Person = CheckoutForm['personalDetails'];

/**
 * Spec 001 §3 personalDetails; a guest may create an account with a password. `hasShipping`:
 * the cart is delivered, so the phone hint names the courier and the parcel machine code.
 */
export function PersonalDetailsSection({
  checkout,
  hasShipping,
}: {
  checkout: Checkout;
  hasShipping: boolean;
}) {
  const { t } = useTranslation();
  const { form, edit, visibleProblem, touch } = checkout;
  const person = form.personalDetails;
  const set = (patch: Partial<Person>) =>
    edit((before) => ({ ...before, personalDetails: { ...before.personalDetails, ...patch } }));
  return (
    <CheckoutSection step={1} title={t('Personal details')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          field="firstName"
          label={t('First name')}
          autoComplete="given-name"
          value={person.firstName}
          onValue={(firstName) => set({ firstName })}
          onLeave={() => touch('firstName')}
          problem={visibleProblem('firstName')}
        />
        <TextField
          field="lastName"
          label={t('Last name')}
          autoComplete="family-name"
          value={person.lastName}
          onValue={(lastName) => set({ lastName })}
          onLeave={() => touch('lastName')}
          problem={visibleProblem('lastName')}
        />
        <TextField
          field="emailAddress"
          label={t('E-mail')}
          type="email"
          autoComplete="email"
          inputMode="email"
          hint={t('We send the order confirmation here.')}
          value={person.emailAddress}
          onValue={(emailAddress) => set({ emailAddress })}
          onLeave={() => touch('emailAddress')}
          problem={visibleProblem('emailAddress')}
        />
        <TextField
          field="phoneNumber"
          label={t('Phone number')}
          type="tel"
          autoComplete="tel"
          hint={hasShipping ? t('For the courier or the parcel machine code.') : undefined}
          value={person.phoneNumber}
          onValue={(phoneNumber) => set({ phoneNumber })}
          onLeave={() => touch('phoneNumber')}
          problem={visibleProblem('phoneNumber')}
        />
      </div>
      {!checkout.isLoggedIn && (
        <div className="mt-5 flex flex-col gap-3 border-t border-line pt-4">
          <CheckboxField
            field="password"
            id="checkout-createAccount"
            label={t('Create an account for faster checkout and your order history')}
            checked={person.createAccount}
            onChecked={(createAccount) => set({ createAccount })}
          />
          {person.createAccount && (
            <TextField
              field="password"
              label={t('Password')}
              type="password"
              autoComplete="new-password"
              hint={t('At least 8 characters with 3 of: lower case, upper case, digits, special characters.')}
              className="sm:max-w-sm"
              value={person.password}
              onValue={(password) => set({ password })}
              onLeave={() => touch('password')}
              problem={visibleProblem('password')}
            />
          )}
        </div>
      )}
    </CheckoutSection>
  );
}
