import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  /** The translated problem with the value, shown under the field and announced with it. */
  error?: string | null;
}

/** A labelled text input whose error is tied to it (aria-invalid, aria-describedby). */
export function FormField({ label, name, error, className = '', ...input }: FormFieldProps) {
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
      {error && (
        <p id={errorId} className="text-sm font-medium text-sale">
          {error}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label beside it and its error under it. */
export function CheckboxField({
  label,
  name,
  error,
  defaultChecked,
}: {
  label: ReactNode;
  name: string;
  error?: string | null;
  defaultChecked?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm text-ink">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-sale">
          {error}
        </p>
      )}
    </div>
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
