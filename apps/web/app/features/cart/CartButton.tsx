import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon.tsx';
import { useCart } from './use-cart.ts';

/** Spec 000 §4: the badge counts lines or quantities by configuration; this shop counts quantities. */
const COUNT_BY = 'quantity';

/** The cart icon with its item count; `bar` is the bottom navigation's Cart item on phones. */
export function CartButton({ variant = 'header' }: { variant?: 'header' | 'bar' }) {
  const { t } = useTranslation();
  const { state, cart } = useCart();
  const count =
    COUNT_BY === 'quantity' ? state.items.reduce((sum, item) => sum + item.qty, 0) : state.items.length;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => cart?.toggleMicrocart(true)}
        className={
          variant === 'bar'
            ? 'relative flex min-h-14 w-full flex-col items-center justify-center gap-0.5 text-[0.6875rem] font-semibold text-ink-muted'
            : 'relative flex flex-col items-center gap-0.5 rounded-lg px-2 py-1 text-xs font-medium text-ink hover:text-brand-700'
        }
      >
        <Icon name="cart" />
        <span className={variant === 'header' ? 'max-lg:sr-only' : ''}>
          {variant === 'bar' ? t('Cart') : t('Shopping cart')}
        </span>
        <span
          aria-hidden="true"
          className={`absolute grid h-5 min-w-5 place-items-center rounded-full bg-brand-700 px-1 text-[0.6875rem] leading-none font-bold text-white ${
            variant === 'bar' ? 'top-1 left-1/2 ml-1.5' : 'top-0 right-0'
          }`}
        >
          {count}
        </span>
        <span className="sr-only">{t('Items in cart: {count}', { count })}</span>
      </button>
    </>
  );
}
