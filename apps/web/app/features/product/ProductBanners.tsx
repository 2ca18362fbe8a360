import type { HomeBanner } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { BannerCard } from '../../ui/BannerCard.tsx';

/** The banners every product page shows under the product (slot `product`): advice, delivery. */
export function ProductBanners({ banners }: { banners: HomeBanner[] }) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <section aria-labelledby="product-banners-title" className="mt-10 md:mt-14">
      <h2 id="product-banners-title" className="sr-only">
        {t('Good to know')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {banners.map((banner) => (
          <li key={banner.id}>
            <BannerCard banner={banner} isLarge={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}
