import type { ReactNode } from 'react';

/** A calm note in place of the results: nothing listed, nothing matches, or a search that needs more. */
export function EmptyNotice({ tone = 'info', children }: { tone?: 'info' | 'warning'; children: ReactNode }) {
  const colours = tone === 'warning' ? 'border-[#d9a441] bg-[#fff8e6]' : 'border-line bg-surface';
  return (
    <div
      role={tone === 'warning' ? 'alert' : undefined}
      className={`rounded-xl border p-6 text-ink ${colours}`}
    >
      {children}
    </div>
  );
}
