import type { ReactNode } from 'react';

/** A titled white panel of a staff page. */
export function Card({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5">
      <div>
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        {note && <p className="text-sm text-ink-muted">{note}</p>}
      </div>
      {children}
    </section>
  );
}
