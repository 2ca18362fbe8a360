import type { ReactNode } from 'react';

interface FooterColumnProps {
  id: string;
  title: string;
  /** Takes the full width on phones, where two link lists share a row. */
  wide?: boolean;
  children: ReactNode;
}

export function FooterColumn({ id, title, wide = false, children }: FooterColumnProps) {
  return (
    <section aria-labelledby={id} className={wide ? 'col-span-2 sm:col-span-1' : ''}>
      <h2 id={id} className="text-sm font-bold tracking-wide text-brand-900 uppercase">
        {title}
      </h2>
      <div className="mt-3 space-y-1.5 text-sm text-ink-muted">{children}</div>
    </section>
  );
}
