import { useTranslation } from '../../i18n/translation.tsx';
import { RevealingCheckbox, TextField, sectionFields } from './CheckoutFields.tsx';
import { CheckoutSection } from './CheckoutSection.tsx';
import type { Checkout } from './use-checkout.ts';

/**
 * The checkout's personalDetails; a guest may create an account with a password. `hasShipping`:
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
  const { bind, toggle } = sectionFields(checkout, 'personalDetails');
  return (
    <CheckoutSection step={1} title={t('Personal details')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField bound={bind('firstName')} label={t('First name')} autoComplete="given-name" />
        <TextField bound={bind('lastName')} label={t('Last name')} autoComplete="family-name" />
        <TextField
          bound={bind('emailAddress')}
          label={t('E-mail')}
          type="email"
          autoComplete="email"
          inputMode="email"
          hint={t('We send the order confirmation here.')}
        />
        <TextField
          bound={bind('phoneNumber')}
          label={t('Phone number')}
          type="tel"
          autoComplete="tel"
          hint={hasShipping ? t('For the courier or the parcel machine code.') : undefined}
        />
      </div>
      {!checkout.isLoggedIn && (
        <RevealingCheckbox
          className="mt-5 flex flex-col gap-3 border-t border-line pt-4"
          field="password"
          label={t('Create an account for faster checkout and your order history')}
          {...toggle('createAccount')}
        >
          <TextField
            bound={bind('password')}
            label={t('Password')}
            type="password"
            autoComplete="new-password"
            hint={t('At least 8 characters with 3 of: lower case, upper case, digits, special characters.')}
            className="sm:max-w-sm"
          />
        </RevealingCheckbox>
      )}
    </CheckoutSection>
  );
}
