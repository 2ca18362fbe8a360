import type { ReactNode } from 'react';

/** A numbered step of the checkout. */
export function CheckoutSection({
  step,
  title,
  children,
}: {
  step: number;
  title: string;
  children: ReactNode;
}) {
  const headingId = `checkout-step-${step}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-white p-4 sm:p-6">
      <h2 id={headingId} className="mb-4 flex items-center gap-3 text-lg font-bold text-brand-900">
        <span
          aria-hidden="true"
          className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white"
        >
          {step}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
