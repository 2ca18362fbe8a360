import { storePath } from '@apteek/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../i18n/format-money.ts';
import { Icon } from '../../ui/Icon.tsx';
import { useStoreView } from '../store/store-view.ts';
import type { CartLineItem, CartStore, CartTotals } from './cart-store.ts';
import { translateServerMessage } from './server-message.ts';
import { useCart } from './use-cart.ts';

const cents = (amount: number) => Math.round(amount * 100);

/** The microcart (spec 000 §4): a drawer from the right with the lines, coupon and totals. */
export function CartDrawer() {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  const { state, cart } = useCart();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const open = state.isMicrocartOpen;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const close = () => cart?.toggleMicrocart(false);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={close}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="m-0 ml-auto h-dvh max-h-none w-[min(28rem,100vw)] max-w-none bg-white p-0 text-ink shadow-2xl backdrop:bg-brand-900/45"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-4">
          <h2 id={titleId} className="text-lg font-bold text-brand-900">
            {t('Shopping cart')}
          </h2>
          <button
            type="button"
            onClick={close}
            className="-mr-2 grid size-10 place-items-center rounded-full text-ink-muted hover:bg-surface hover:text-ink"
          >
            <Icon name="close" className="size-5" />
            <span className="sr-only">{t('Close')}</span>
          </button>
        </div>
        {state.items.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 px-5 text-center">
            <Icon name="cart" className="size-12 text-brand-700" />
            <p className="text-base text-ink-muted">{t('Your shopping cart is empty.')}</p>
            <button
              type="button"
              onClick={close}
              className="rounded-full border border-line px-5 py-2.5 text-sm font-semibold text-brand-800 hover:border-brand-700"
            >
              {t('Continue shopping')}
            </button>
          </div>
        ) : (
          <>
            <ul
              className="flex-1 divide-y divide-line overflow-y-auto px-5"
              aria-label={t('Products in the cart')}
            >
              {state.items.map((item) => (
                <CartLine key={item.key} item={item} cart={cart} onNavigate={close} />
              ))}
            </ul>
            <div className="border-t border-line bg-surface px-5 py-4">
              <CouponForm cart={cart} applied={state.totals?.coupon_code ?? null} />
              {state.totals && <Totals totals={state.totals} />}
              <Link
                to={storePath(storeCode, '/checkout')}
                onClick={close}
                className="mt-4 flex min-h-12 w-full items-center justify-center rounded-full bg-brand-700 px-5 text-base font-semibold text-white hover:bg-brand-800"
              >
                {t('Proceed to checkout')}
              </Link>
            </div>
          </>
        )}
      </div>
    </dialog>
  );
}

function CartLine({
  item,
  cart,
  onNavigate,
}: {
  item: CartLineItem;
  cart: CartStore | null;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const { storeCode, i18n } = useStoreView();
  const id = useId();
  const price = cents(item.priceInclTax);
  return (
    <li className="flex gap-3 py-4">
      {item.imageUrl ? (
        <img
          src={item.imageUrl}
          alt=""
          width={72}
          height={72}
          className="size-18 shrink-0 rounded-lg border border-line object-contain"
        />
      ) : (
        <span className="grid size-18 shrink-0 place-items-center rounded-lg border border-line bg-surface">
          <Icon name="cart" className="size-6 text-ink-muted" />
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        {item.urlPath ? (
          <Link
            to={storePath(storeCode, item.urlPath)}
            onClick={onNavigate}
            className="text-sm leading-snug font-semibold text-ink hover:text-brand-800"
          >
            {item.name}
          </Link>
        ) : (
          <p className="text-sm leading-snug font-semibold text-ink">{item.name}</p>
        )}
        <p className={`text-xs font-medium ${item.isInStock ? 'text-brand-800' : 'text-sale'}`}>
          {item.isInStock ? t('In stock!') : t('Out of the stock!')}
        </p>
        <div className="flex items-center justify-between gap-2">
          <div className="flex items-center overflow-hidden rounded-lg border border-line bg-white">
            <button
              type="button"
              onClick={() => void cart?.setQty(item.key, item.qty - 1)}
              disabled={item.qty <= 1}
              aria-label={t('Decrease quantity')}
              className="grid size-9 place-items-center text-lg font-semibold text-brand-800 disabled:text-ink-muted"
            >
              −
            </button>
            <label htmlFor={id} className="sr-only">
              {t('Quantity')}
            </label>
            <input
              id={id}
              type="number"
              inputMode="numeric"
              min={1}
              value={item.qty}
              onChange={(event) => {
                const qty = Number(event.target.value);
                if (Number.isInteger(qty) && qty >= 1) void cart?.setQty(item.key, qty);
              }}
              className="h-9 w-11 [appearance:textfield] border-x border-line text-center text-sm font-semibold [&::-webkit-inner-spin-button]:appearance-none"
            />
            <button
              type="button"
              onClick={() => void cart?.setQty(item.key, item.qty + 1)}
              aria-label={t('Increase quantity')}
              className="grid size-9 place-items-center text-lg font-semibold text-brand-800"
            >
              +
            </button>
          </div>
          <p className="text-sm font-bold text-ink">{formatMoney(price * item.qty, i18n)}</p>
        </div>
      </div>
      <button
        type="button"
        onClick={() => void cart?.remove(item.key)}
        className="-mr-2 grid size-9 shrink-0 place-items-center self-start rounded-full text-ink-muted hover:bg-sale-soft hover:text-sale"
      >
        <Icon name="close" className="size-4" />
        <span className="sr-only">{t('Remove {name} from the cart', { name: item.name })}</span>
      </button>
    </li>
  );
}

function CouponForm({ cart, applied }: { cart: CartStore | null; applied: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!cart || code.trim() === '') return;
    const problem = await cart.applyCoupon(code.trim());
    setMessage(problem);
    if (!problem) setCode('');
  };
  if (applied) {
    return (
      <p className="mb-3 flex items-center justify-between gap-2 text-sm">
        <span>
          {t('Discount code')}: <strong>{applied}</strong>
        </span>
        <button
          type="button"
          onClick={() => void cart?.removeCoupon()}
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          {t('Remove')}
        </button>
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="mb-3">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {t('Discount code')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setMessage(null);
          }}
          aria-invalid={message !== null}
          aria-describedby={message ? `${id}-message` : undefined}
          autoComplete="off"
          className="h-11 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 text-base focus:border-brand-700"
        />
        <button
          type="submit"
          className="h-11 rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t('Apply')}
        </button>
      </div>
      {message && (
        <p id={`${id}-message`} role="alert" className="mt-1 text-sm font-medium text-sale">
          {translateServerMessage(t, message)}
        </p>
      )}
    </form>
  );
}

function segmentLabel(t: TFunction, code: string, fallback: string): string {
  const labels: Record<string, string> = {
    subtotal: t('Subtotal'),
    discount: t('Discount'),
    shipping: t('Shipping'),
    tax: t('Including VAT'),
    grand_total: t('Grand total'),
  };
  return labels[code] ?? fallback;
}

function Totals({ totals }: { totals: CartTotals }) {
  const { t } = useTranslation();
  const { i18n } = useStoreView();
  return (
    <dl className="space-y-1 text-sm">
      {totals.total_segments.map((segment) => (
        <div
          key={segment.code}
          className={`flex justify-between gap-4 ${segment.code === 'grand_total' ? 'border-t border-line pt-2 text-base font-bold' : ''}`}
        >
          <dt>{segmentLabel(t, segment.code, segment.title)}</dt>
          <dd className={segment.code === 'discount' ? 'text-sale' : ''}>
            {formatMoney(cents(segment.value), i18n)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
