/*
 * The order review's lines and totals as the server sends them: it knows how many lines the cart
 * has (its cookie), not which. Each shape takes the height of what hydration puts in its place (a
 * line with a one-line name and its quantity; subtotal, VAT and the grand total, as a cart's totals
 * stand before a delivery is chosen), so the terms and the button below them stay where they are
 * painted.
 */

const BAR = 'rounded bg-surface';

export function ReservedLines({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <li key={index} aria-hidden="true" className="flex items-start justify-between gap-3 py-2.5 text-sm">
      <span className="flex min-w-0 flex-1 flex-col">
        <span className={`my-0.5 h-4 w-3/4 ${BAR}`} />
        <span className={`my-0.5 h-4 w-8 ${BAR}`} />
      </span>
      <span className={`my-0.5 h-4 w-14 shrink-0 ${BAR}`} />
    </li>
  ));
}

export function ReservedTotals() {
  return (
    <div aria-hidden="true" className="mt-3 space-y-1 border-t border-line pt-3 text-sm">
      {[0, 1].map((row) => (
        <div key={row} className="flex justify-between gap-4">
          <span className={`my-0.5 h-4 w-24 ${BAR}`} />
          <span className={`my-0.5 h-4 w-14 ${BAR}`} />
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-line pt-2">
        <span className={`my-1 h-4 w-28 ${BAR}`} />
        <span className={`my-1 h-4 w-16 ${BAR}`} />
      </div>
    </div>
  );
}
