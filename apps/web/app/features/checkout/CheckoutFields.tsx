import type { CheckoutField, CheckoutForm, CheckoutProblem } from '@apteek/domain';
import type { ChangeEvent, InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { CheckboxRow } from '../../ui/CheckboxRow.tsx';
import type { Checkout } from './use-checkout.ts';

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

type FormSection = 'personalDetails' | 'shippingDetails' | 'paymentDetails';
type TextKeyOf<S extends FormSection> = {
  [K in keyof CheckoutForm[S]]: CheckoutForm[S][K] extends string ? K : never;
}[keyof CheckoutForm[S]] &
  string;
type TextOf<S extends FormSection> = TextKeyOf<S> & CheckoutField;

type FlagOf<S extends FormSection> = {
  [K in keyof CheckoutForm[S]]: CheckoutForm[S][K] extends boolean ? K : never;
}[keyof CheckoutForm[S]] &
  string;

/** What ties a text or select field to one value of the checkout form (see `sectionFields`). */
export interface BoundField {
  field: CheckoutField;
  value: string;
  onValue: (value: string) => void;
  onLeave: () => void;
  problem?: CheckoutProblem;
}

/**
 * One part of the checkout form: `set` changes some of its values; `bind(field)` gives a field its
 * value, its edit and leave handlers and its problem once the customer has changed and left it; `toggle(flag)`
 * gives a checkbox of a yes/no value its id, state and change handler. `bindAs(key, field)` binds a
 * value whose field has another name (the recipient's and the billing address's names and lines).
 */
export function sectionFields<S extends FormSection>(checkout: Checkout, section: S) {
  const values = checkout.form[section];
  const set = (patch: Partial<CheckoutForm[S]>) =>
    checkout.edit((before) => ({ ...before, [section]: { ...before[section], ...patch } }));
  const bindAs = (key: TextKeyOf<S>, field: CheckoutField): BoundField => ({
    field,
    value: values[key] as string,
    onValue: (value) => {
      checkout.change(field);
      set({ [key]: value } as Partial<CheckoutForm[S]>);
    },
    onLeave: () => checkout.touch(field),
    problem: checkout.visibleProblem(field),
  });
  const bind = (field: TextOf<S>) => bindAs(field, field);
  const toggle = (flag: FlagOf<S>) => ({
    id: `checkout-${flag}`,
    checked: values[flag] as boolean,
    onChecked: (checked: boolean) => set({ [flag]: checked } as Partial<CheckoutForm[S]>),
  });
  return { values, set, bind, bindAs, toggle };
}

/** The label above a field, its hint and problem under it. */
function FieldFrame({
  field,
  label,
  optional,
  hint,
  problem,
  className = '',
  children,
}: {
  field: CheckoutField;
  label: string;
  optional?: boolean;
  hint?: string;
  problem?: CheckoutProblem;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={fieldId(field)} className="text-sm font-semibold text-ink">
        {label}
        {optional && <span className="font-normal text-ink-muted"> ({t('optional')})</span>}
      </label>
      {children}
      {hint && (
        <p id={`${fieldId(field)}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      <ProblemText field={field} problem={problem} />
    </div>
  );
}

/** The control's side of a bound field: its problem is tied to it (aria-invalid, aria-describedby). */
function controlProps({ field, value, onValue, onLeave, problem }: BoundField, hint?: string) {
  return {
    id: fieldId(field),
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onValue(event.target.value),
    onBlur: onLeave,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy(field, problem, hint),
    className: INPUT_CLASS,
  };
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  bound: BoundField;
  label: string;
  hint?: string;
  optional?: boolean;
}

export function TextField({ bound, label, hint, optional, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame
      field={bound.field}
      label={label}
      optional={optional}
      hint={hint}
      problem={bound.problem}
      className={className}
    >
      <input {...controlProps(bound, hint)} {...input} />
    </FieldFrame>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  bound: BoundField;
  label: string;
  children: ReactNode;
}

export function SelectField({ bound, label, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame field={bound.field} label={label} problem={bound.problem}>
      <select {...controlProps(bound)} {...select}>
        {children}
      </select>
    </FieldFrame>
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
    <CheckboxRow
      id={id}
      label={label}
      checked={checked}
      onChange={(event) => onChecked(event.target.checked)}
      aria-invalid={problem ? true : undefined}
      aria-describedby={describedBy(field, problem)}
      note={<ProblemText field={field} problem={problem} />}
    />
  );
}

/** A checkbox that opens more fields of its section while it is ticked (a company invoice, an account). */
export function RevealingCheckbox({
  className,
  children,
  ...checkbox
}: CheckboxFieldProps & { className: string; children: ReactNode }) {
  return (
    <div className={className}>
      <CheckboxField {...checkbox} />
      {checkbox.checked && children}
    </div>
  );
}
