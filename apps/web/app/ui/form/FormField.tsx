import {
  createContext,
  use,
  useId,
  type FormHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { CheckboxRow } from '../CheckboxRow.tsx';
import type { FieldErrors } from './form-errors.ts';

const FieldErrorsContext = createContext<FieldErrors>({});

/**
 * An account form: its fields find their translated problems in `errors` by their names, and a
 * failure of the whole form shows above them.
 */
export function AccountForm({
  errors,
  failure,
  children,
  onSubmit,
  ...form
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  errors: FieldErrors;
  failure?: string | null;
  ref?: Ref<HTMLFormElement>;
  /**
   * Sends the form with its values; it shows its own outcome through `errors` and `failure`, so
   * nobody awaits it.
   */
  onSubmit: (form: HTMLFormElement, data: FormData) => Promise<void>;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit(event.currentTarget, new FormData(event.currentTarget));
      }}
      {...form}
    >
      <FieldErrorsContext value={errors}>
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        {children}
      </FieldErrorsContext>
    </form>
  );
}

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
}

/**
 * A labelled text input whose problem (from its AccountForm) shows under it and is tied to it
 * (aria-invalid, aria-describedby).
 */
export function FormField({ label, name, className = '', ...input }: FormFieldProps) {
  const error = use(FieldErrorsContext)[name];
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="min-h-11 rounded-lg border border-line bg-white px-3 text-base text-ink focus:border-brand-700 aria-invalid:border-sale"
        {...input}
      />
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </div>
  );
}

/** A labelled choice of a few values, such as the language or the country. */
export function FormSelect({
  label,
  name,
  defaultValue,
  children,
}: {
  label: string;
  name: string;
  defaultValue: string;
  children: ReactNode;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
      {label}
      <select
        name={name}
        defaultValue={defaultValue}
        className="min-h-11 rounded-lg border border-line bg-white px-3 text-base font-normal text-ink focus:border-brand-700"
      >
        {children}
      </select>
    </label>
  );
}

export function PasswordField(props: Omit<FormFieldProps, 'type'>) {
  return <FormField type="password" {...props} />;
}

/** A checkbox with its label beside it and its problem under it. */
export function CheckboxField({
  label,
  name,
  defaultChecked,
}: {
  label: ReactNode;
  name: string;
  defaultChecked?: boolean;
}) {
  const error = use(FieldErrorsContext)[name];
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <CheckboxRow
      id={id}
      name={name}
      label={label}
      defaultChecked={defaultChecked}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      note={error && <ErrorText id={errorId}>{error}</ErrorText>}
    />
  );
}

function ErrorText({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className="text-sm font-medium text-sale">
      {children}
    </p>
  );
}

/** A form's outcome: an error is announced at once, a success politely. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg px-3 py-2 text-sm font-medium ${
        tone === 'error' ? 'bg-sale-soft text-sale' : 'bg-brand-50 text-brand-900'
      }`}
    >
      {children}
    </p>
  );
}
