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

interface ProductLine {
  sku: string;
  name: string;
  qty: number;
}

/** The products of an order or a return, a line each: the name × the quantity (the SKU), and `more`. */
export function ProductLines<Line extends ProductLine>({
  label,
  lines,
  more,
}: {
  label: string;
  lines: readonly Line[];
  more?: (line: Line) => ReactNode;
}) {
  return (
    <ul className="flex flex-col gap-1 text-sm text-ink" aria-label={label}>
      {lines.map((line, index) => (
        <li key={`${line.sku}-${index}`}>
          <span className="font-semibold">{line.name}</span> × {line.qty}{' '}
          <span className="text-ink-muted">({line.sku})</span>
          {more?.(line)}
        </li>
      ))}
    </ul>
  );
}

/** A staff page: its heading and what the page is for, then its content; `width` caps the page's width. */
export function StaffPage({
  title,
  note,
  width = 'max-w-3xl',
  children,
}: {
  title: string;
  note: string;
  width?: string;
  children: ReactNode;
}) {
  return (
    <div className={['flex', width, 'flex-col gap-6'].filter(Boolean).join(' ')}>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        <p className="text-ink-muted">{note}</p>
      </div>
      {children}
    </div>
  );
}
