import { cartCount } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { useCart, useCartLoader } from './use-cart.ts';
import { useRootData } from '../../shell/index.ts';

/** The cart icon with its item count; `bar` is the bottom navigation's Cart item on phones. */
export function CartButton({ variant = 'header' }: { variant?: 'header' | 'bar' }) {
  const { t } = useTranslation();
  const { state } = useCart();
  const loadCart = useCartLoader();
  const count = cartCount(state.items, useRootData()?.config.cartCountBy ?? 'quantity');
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => void loadCart().then((cart) => cart?.toggleMicrocart(true))}
        className={variant === 'bar' ? 'relative bar-action' : 'relative header-action'}
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
