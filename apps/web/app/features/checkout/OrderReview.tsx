import { timesQty } from '@apteek/domain';
import type { TFunction } from '../../i18n/translation.tsx';
import { useTranslation } from '../../i18n/translation.tsx';
import { formatMoney } from '../../i18n/format-money.ts';
import { TotalSegments } from '../cart/index.ts';
import { CheckboxField } from './CheckoutFields.tsx';
import type { Checkout } from './use-checkout.ts';
import { StoreLink } from '../../shell/index.ts';
import { PrescriptionLineNote } from '../prescription/index.ts';
import { ReservedLines, ReservedTotals } from './ReservedReview.tsx';

function placeLabel(t: TFunction, checkout: Checkout): string {
  if (checkout.phase === 'placing') return t('Placing your order…');
  if (checkout.phase === 'paying') return t('Waiting for the payment…');
  const { order } = checkout.state;
  if (order && !order.isPaid && order.paymentMethod === checkout.form.paymentDetails.paymentMethod)
    return t('Pay now');
  return checkout.form.paymentDetails.paymentMethod === 'cashondelivery'
    ? t('Place order')
    : t('Place order and pay');
}

/**
 * Order review: the lines, the totals from the cart, the terms and the button. `reservedLines`:
 * until the browser's cart has loaded, the space of that many lines and of the totals.
 */
export function OrderReview({ checkout, reservedLines }: { checkout: Checkout; reservedLines: number }) {
  const { t } = useTranslation();
  const { cartState, storeView, form, edit, visibleProblem, phase, message } = checkout;
  const { i18n } = storeView;
  const isReserved = reservedLines > 0;
  const items = isReserved ? [] : cartState.items;
  const totals = isReserved ? null : cartState.totals;
  const soldOut = items.filter((item) => !item.isInStock);
  const soldOutNotice =
    soldOut.length > 0
      ? t('These products are out of stock: {products}. Remove them from the cart to place the order.', {
          products: soldOut.map((item) => item.name).join(', '),
        })
      : null;
  return (
    <section aria-labelledby="checkout-review" className="rounded-2xl border border-line bg-white p-4 sm:p-6">
      <h2 id="checkout-review" className="mb-4 text-lg font-bold text-brand-900">
        {t('Order review')}
      </h2>
      <ul className="divide-y divide-line" aria-label={t('Products in the cart')}>
        <ReservedLines count={reservedLines} />
        {items.map((item) => (
          <li key={item.key} className="flex items-start justify-between gap-3 py-2.5 text-sm">
            <span className="min-w-0">
              <span className="font-semibold text-ink">{item.name}</span>
              <PrescriptionLineNote item={item} />
              <span className="block text-ink-muted">× {item.qty}</span>
              {!item.isInStock && (
                <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-semibold text-sale">{t('Out of the stock!')}</span>
                  <button
                    type="button"
                    onClick={() => checkout.removeLine(item.key)}
                    aria-label={t('Remove {name} from the cart', { name: item.name })}
                    className="min-h-11 font-semibold text-brand-800 underline underline-offset-2 sm:min-h-0"
                  >
                    {t('Remove')}
                  </button>
                </span>
              )}
            </span>
            <span className="shrink-0 font-semibold">
              {formatMoney(timesQty(item.unitPrice, item.qty), i18n)}
            </span>
          </li>
        ))}
      </ul>
      {/* Once a click on 'Place order' was refused for it, the same words stand by the button. */}
      {soldOutNotice && soldOutNotice !== message && (
        <p className="mt-3 rounded-lg bg-sale-soft px-3 py-2 text-sm font-medium text-sale">
          {soldOutNotice}
        </p>
      )}
      {isReserved && <ReservedTotals />}
      {totals && <TotalSegments totals={totals} className="mt-3 border-t border-line pt-3" />}
      <div className="mt-5 flex flex-col gap-4">
        <CheckboxField
          field="terms"
          label={t('I accept the terms and conditions')}
          checked={form.termsAccepted}
          onChecked={(termsAccepted) => edit((before) => ({ ...before, termsAccepted }))}
          problem={visibleProblem('terms')}
        />
        <StoreLink
          path="/legal"
          target="_blank"
          className="-mt-2 ml-8 text-sm font-semibold text-brand-800 underline underline-offset-2"
        >
          {t('Read the terms and conditions')}
        </StoreLink>
        {checkout.showsProblems && (
          <p role="alert" className="rounded-lg bg-sale-soft px-3 py-2 text-sm font-medium text-sale">
            {t('Please check the marked fields.')}
          </p>
        )}
        {message && (
          <p role="alert" className="rounded-lg bg-sale-soft px-3 py-2 text-sm font-medium text-sale">
            {message}
          </p>
        )}
        <button
          type="submit"
          disabled={phase !== 'idle'}
          className="flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-5 text-base font-semibold text-white hover:bg-brand-800 disabled:cursor-progress disabled:opacity-80"
        >
          {phase !== 'idle' && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          )}
          {placeLabel(t, checkout)}
        </button>
        <p className="flex items-center justify-center gap-1.5 text-xs text-ink-muted">
          <svg
            viewBox="0 0 24 24"
            className="size-3.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <rect x="5" y="10.5" width="14" height="10" rx="2" />
            <path d="M8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3" />
          </svg>
          {t('Secure payment. Your data is sent encrypted.')}
        </p>
      </div>
    </section>
  );
}
