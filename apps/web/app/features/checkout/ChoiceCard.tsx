import type { ReactNode } from 'react';

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
