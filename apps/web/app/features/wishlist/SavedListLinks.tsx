import { useTranslation } from '../../i18n/translation.tsx';
import { Icon, type IconName } from '../../ui/Icon.tsx';
import { useCompareList } from '../compare/index.ts';
import { StoreLink } from '../../shell/index.ts';
import { useWishlist } from './wishlist-store.ts';

/** The header's links to the wishlist and the compare page, with how many products each holds. */
export function SavedListLinks() {
  const { t } = useTranslation();
  const wishlist = useWishlist().length;
  const compare = useCompareList().length;
  return (
    <>
      <CountLink path="/wishlist" icon="heart" label={t('Wishlist')} count={wishlist} />
      <CountLink path="/compare" icon="compare" label={t('Compare')} count={compare} />
    </>
  );
}

function CountLink({
  path,
  icon,
  label,
  count,
}: {
  path: string;
  icon: IconName;
  label: string;
  count: number;
}) {
  const { t } = useTranslation();
  return (
    <StoreLink path={path} nav className="relative header-action">
      <Icon name={icon} />
      <span className="max-lg:sr-only">{label}</span>
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0 right-0 grid h-5 min-w-5 place-items-center rounded-full bg-brand-700 px-1 text-[0.6875rem] leading-none font-bold text-white"
        >
          {count}
        </span>
      )}
      <span className="sr-only">{t('Products: {count}', { count })}</span>
    </StoreLink>
  );
}
