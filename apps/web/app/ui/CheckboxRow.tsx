import type { InputHTMLAttributes, ReactNode } from 'react';

type CheckboxRowProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  id: string;
  label: ReactNode;
  /** Under the checkbox and its label: its problem, when it has one. */
  note?: ReactNode;
};

/** A checkbox with its label beside it. */
export function CheckboxRow({ id, label, note, ...input }: CheckboxRowProps) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input id={id} type="checkbox" className="mt-0.5 size-5 shrink-0 accent-brand-700" {...input} />
        <label htmlFor={id} className="text-sm text-ink">
          {label}
        </label>
      </div>
      {note}
    </div>
  );
}
