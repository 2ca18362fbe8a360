import type { CheckoutField, CheckoutProblem } from '@apteek/domain';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';

/** Field ids follow the checkout field names, so a submit can move focus to the first problem. */
export const fieldId = (field: CheckoutField) => `checkout-${field}`;

export const INPUT_CLASS =
  'min-h-11 w-full rounded-lg border border-line bg-white px-3 text-base text-ink focus:border-brand-700 aria-invalid:border-sale aria-invalid:bg-sale-soft/40';

function ProblemText({ field, problem }: { field: CheckoutField; problem?: CheckoutProblem }) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <p id={`${fieldId(field)}-problem`} className="flex items-start gap-1.5 text-sm font-medium text-sale">
      <span aria-hidden="true">!</span>
      {t(problem.message, problem.values)}
    </p>
  );
}

const describedBy = (field: CheckoutField, problem?: CheckoutProblem, hint?: string) =>
  [problem ? `${fieldId(field)}-problem` : null, hint ? `${fieldId(field)}-hint` : null]
    .filter(Boolean)
    .join(' ') || undefined;

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  field: CheckoutField;
  label: string;
  value: string;
  onValue: (value: string) => void;
  onLeave: () => void;
  problem?: CheckoutProblem;
  hint?: string;
  optional?: boolean;
}

/** A labelled input whose problem is tied to it (aria-invalid, aria-describedby). */
export function TextField({
  field,
  label,
  value,
  onValue,
  onLeave,
  problem,
  hint,
  optional,
  className = '',
  ...input
}: TextFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={fieldId(field)} className="text-sm font-semibold text-ink">
        {label}
        {optional && <span className="font-normal text-ink-muted"> ({t('optional')})</span>}
      </label>
      <input
        id={fieldId(field)}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        onBlur={onLeave}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(field, problem, hint)}
        className={INPUT_CLASS}
        {...input}
      />
      {hint && (
        <p id={`${fieldId(field)}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      <ProblemText field={field} problem={problem} />
    </div>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  field: CheckoutField;
  label: string;
  value: string;
  onValue: (value: string) => void;
  onLeave: () => void;
  problem?: CheckoutProblem;
  children: ReactNode;
}

export function SelectField({
  field,
  label,
  value,
  onValue,
  onLeave,
  problem,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={fieldId(field)} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={fieldId(field)}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        onBlur={onLeave}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(field, problem)}
        className={INPUT_CLASS}
        {...select}
      >
        {children}
      </select>
      <ProblemText field={field} problem={problem} />
    </div>
  );
}

interface CheckboxFieldProps {
  field: CheckoutField;
  /** For a checkbox that is not the field itself (e.g. 'create an account' before the password). */
  id?: string;
  label: ReactNode;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  problem?: CheckoutProblem;
}

export function CheckboxField({
  field,
  id = fieldId(field),
  label,
  checked,
  onChecked,
  problem,
}: CheckboxFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChecked(event.target.checked)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy(field, problem)}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm text-ink">
          {label}
        </label>
      </div>
      <ProblemText field={field} problem={problem} />
    </div>
  );
}

/** One option of a choice (shipping method, payment method, bank) shown as a selectable card. */
export function ChoiceCard({
  name,
  value,
  checked,
  onChoose,
  title,
  detail,
  aside,
  compact,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChoose: () => void;
  title: string;
  detail?: ReactNode;
  aside?: ReactNode;
  compact?: boolean;
}) {
  return (
    <label
      className={`flex cursor-pointer items-center gap-3 rounded-xl border bg-white transition-colors has-focus-visible:outline-3 has-focus-visible:outline-brand-700 ${
        compact ? 'min-h-12 px-3 py-2' : 'min-h-16 px-4 py-3'
      } ${checked ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700' : 'border-line hover:border-brand-700'}`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChoose}
        className="size-5 shrink-0 accent-brand-700 focus-visible:outline-none"
      />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-sm font-semibold text-ink">{title}</span>
        {detail && <span className="text-xs text-ink-muted">{detail}</span>}
      </span>
      {aside && <span className="shrink-0 text-sm font-semibold text-ink">{aside}</span>}
    </label>
  );
}

/** A numbered step of the checkout. */
export function CheckoutSection({
  step,
  title,
  children,
}: {
  step: number;
  title: string;
  children: ReactNode;
}) {
  const headingId = `checkout-step-${step}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-white p-4 sm:p-6">
      <h2 id={headingId} className="mb-4 flex items-center gap-3 text-lg font-bold text-brand-900">
        <span
          aria-hidden="true"
          className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white"
        >
          {step}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
