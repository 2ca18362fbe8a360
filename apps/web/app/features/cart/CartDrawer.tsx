import { canProceedToCheckout, storePath } from '@apteek/domain';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { Link } from 'react-router';
import { Icon } from '../../ui/Icon.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useStoreView } from '../../shell/index.ts';
import { CartLine } from './CartLine.tsx';
import { TotalSegments } from './TotalSegments.tsx';
import type { CartLineItem, CartStore } from './cart-store.ts';
import { translateServerMessage } from './server-message.ts';
import { useCart } from './use-cart.ts';

/**
 * The microcart: a drawer from the right with the lines, coupon and totals.
 * `lineNote` adds what another feature knows of a line (a prescription's number and the fund's share).
 */
export function CartDrawer({ lineNote }: { lineNote?: (item: CartLineItem) => ReactNode }) {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  const { state, cart } = useCart();
  const close = () => cart?.toggleMicrocart(false);
  const isEmpty = state.items.length === 0;
  const canCheckout = canProceedToCheckout(state.items);
  return (
    <Modal
      open={state.isMicrocartOpen}
      title={t('Shopping cart')}
      onClose={close}
      variant="drawer"
      actions={
        !isEmpty && (
          <>
            <CouponForm cart={cart} applied={state.totals?.coupon_code ?? null} />
            {state.totals && <TotalSegments totals={state.totals} />}
            {canCheckout ? (
              <Link
                to={storePath(storeCode, '/checkout')}
                onClick={close}
                className="mt-4 flex min-h-12 w-full items-center justify-center rounded-full bg-brand-700 px-5 text-base font-semibold text-white hover:bg-brand-800"
              >
                {t('Proceed to checkout')}
              </Link>
            ) : (
              <p
                role="status"
                className="mt-4 rounded-lg bg-sale-soft px-4 py-3 text-sm font-medium text-sale"
              >
                {t('Remove the products that are out of stock to proceed to checkout.')}
              </p>
            )}
          </>
        )
      }
    >
      {isEmpty ? (
        <div className="flex h-full flex-col items-center justify-center gap-4 text-center">
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
        <ul className="-my-4 divide-y divide-line" aria-label={t('Products in the cart')}>
          {state.items.map((item) => (
            <CartLine key={item.key} item={item} cart={cart} onNavigate={close} note={lineNote?.(item)} />
          ))}
        </ul>
      )}
    </Modal>
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
    <form onSubmit={(event) => void submit(event)} noValidate className="mb-3">
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
