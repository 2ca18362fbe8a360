import type { ReactNode } from 'react';

const TONES = {
  sale: 'bg-sale text-white',
  rx: 'bg-rx-soft text-rx',
  stock: 'bg-stock-soft text-stock',
} as const;

export function Badge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
