import type { HomeBanner } from '@apteek/domain';
import { BannerCard } from '../../ui/BannerCard.tsx';

/**
 * The banners' section heading, for screen readers only: the cards' titles are its level-3
 * headings, so the page's outline runs h1 → h2 → h3 without a jump, while the page looks as it did.
 */
function BannersHeading({ id, title }: { id: string; title: string }) {
  return (
    <h2 id={id} className="sr-only">
      {title}
    </h2>
  );
}

/** The main banners: the first one large, the next two beside it on wide screens. */
export function MainBanners({ banners, title }: { banners: HomeBanner[]; title: string }) {
  if (banners.length === 0) return null;
  const [first, ...rest] = banners.slice(0, 3);
  return (
    <section aria-labelledby="main-banners-title" className="page-container mt-8">
      <BannersHeading id="main-banners-title" title={title} />
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3 lg:grid-rows-2">
        <li className="md:col-span-2 lg:row-span-2">
          <BannerCard banner={first!} isLarge />
        </li>
        {/* Phones show the first banner only, so the product lists start on the second screen. */}
        {rest.map((banner) => (
          <li key={banner.id} className="hidden md:block">
            <BannerCard banner={banner} isLarge={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SmallBanners({ banners, title }: { banners: HomeBanner[]; title: string }) {
  if (banners.length === 0) return null;
  return (
    <section aria-labelledby="small-banners-title" className="below-fold page-container mt-12">
      <BannersHeading id="small-banners-title" title={title} />
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {banners.slice(0, 4).map((banner) => (
          <li key={banner.id}>
            <BannerCard banner={banner} isLarge={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}
