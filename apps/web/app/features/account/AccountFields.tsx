import { useTranslation } from '../../i18n/translation.tsx';
import { FormField, PasswordField } from '../../ui/form/index.ts';

/** First and last name side by side, as the register, profile and address forms ask them. */
export function NameFields({ defaults }: { defaults?: { firstname: string; lastname: string } }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={t('First name')}
        name="firstname"
        autoComplete="given-name"
        defaultValue={defaults?.firstname}
      />
      <FormField
        label={t('Last name')}
        name="lastname"
        autoComplete="family-name"
        defaultValue={defaults?.lastname}
      />
    </div>
  );
}

/** A new password and its repetition, named `name` and `${name}Repeat`. */
export function NewPasswordFields({
  name,
  label,
  repeatLabel,
}: {
  name: string;
  label: string;
  repeatLabel: string;
}) {
  return (
    <>
      <PasswordField label={label} name={name} autoComplete="new-password" />
      <PasswordField label={repeatLabel} name={`${name}Repeat`} autoComplete="new-password" />
    </>
  );
}
