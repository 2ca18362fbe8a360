import type { ButtonHTMLAttributes } from 'react';
import { Icon, type IconName } from './Icon.tsx';

const TONES = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-line bg-white text-brand-800 hover:border-brand-700 hover:bg-brand-50',
} as const;

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  tone?: keyof typeof TONES;
}

export function Button({ tone = 'primary', className = '', type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold ${TONES[tone]} ${className}`}
      {...props}
    />
  );
}

/** An action that looks like a link: switching forms, editing a row. */
export function TextButton({
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} className={`${className} font-semibold text-brand-700 underline`.trim()} {...props} />
  );
}

/**
 * A product's on/off list button (compare, wishlist): a round icon on cards with its name for
 * screen readers, an outlined chip with a visible label on the product page.
 */
export function ListToggle({
  pressed,
  icon,
  variant,
  pageLabel,
  cardLabel,
  onToggle,
}: {
  pressed: boolean;
  icon: IconName;
  variant: 'card' | 'page';
  pageLabel: string;
  cardLabel: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={pressed}
      className={
        variant === 'card'
          ? 'card-toggle'
          : 'inline-flex items-center gap-2 rounded-full border border-line px-4 py-2 text-sm font-semibold text-ink hover:border-brand-700 hover:text-brand-700 aria-pressed:border-brand-700 aria-pressed:text-brand-700'
      }
    >
      <Icon name={icon} className="size-5" />
      {variant === 'page' ? <span>{pageLabel}</span> : <span className="sr-only">{cardLabel}</span>}
    </button>
  );
}
