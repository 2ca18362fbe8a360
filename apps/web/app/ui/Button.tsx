import type { ButtonHTMLAttributes } from 'react';

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
