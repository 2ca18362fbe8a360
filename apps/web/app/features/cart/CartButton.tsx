import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon.tsx';

export function CartButton({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="relative flex flex-col items-center gap-0.5 rounded-lg px-2 py-1 text-xs font-medium text-ink hover:text-brand-700"
    >
      <Icon name="cart" />
      <span className="max-lg:sr-only">{t('Shopping cart')}</span>
      <span
        aria-hidden="true"
        className="absolute top-0 right-0 grid h-5 min-w-5 place-items-center rounded-full bg-brand-700 px-1 text-[0.6875rem] leading-none font-bold text-white"
      >
        {count}
      </span>
      <span className="sr-only">{t('Items in cart: {count}', { count })}</span>
    </button>
  );
}
