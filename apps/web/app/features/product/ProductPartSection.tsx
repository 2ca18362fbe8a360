import type { ReactNode } from 'react';

/** A titled box of a product page's type-specific part: a grouped product's items, a download's files. */
export function ProductPartSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-surface p-4">
      <h2 id={id} className="text-base font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
