import type { HomeBanner } from '@apteek/domain';
import type { CSSProperties } from 'react';
import { StoreLink } from '../../shell/index.ts';

/**
 * Banners are drawn as tinted cards with dark text: the seeded banner colours are accents, and not
 * all of them would keep 4.5:1 contrast behind white text (WCAG 2.2 AA).
 */
function tint(color: string): CSSProperties {
  return {
    backgroundColor: `color-mix(in srgb, ${color} 12%, white)`,
    borderColor: `color-mix(in srgb, ${color} 35%, white)`,
  };
}

/** A calm drawing in the banner's colour, so the large banner is not an empty box. */
function BannerArt({ color }: { color: string }) {
  return (
    <svg
      viewBox="0 0 200 160"
      className="hidden w-48 shrink-0 self-end md:block lg:w-56"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="120" cy="80" r="70" fill={color} opacity="0.16" />
      <rect x="70" y="34" width="96" height="96" rx="26" fill="#fff" stroke={color} strokeWidth="4" />
      <path d="M118 58v48M94 82h48" stroke={color} strokeWidth="16" strokeLinecap="round" />
      <g transform="rotate(-30 52 126)">
        <rect x="18" y="110" width="68" height="30" rx="15" fill="#fff" stroke={color} strokeWidth="4" />
        <path d="M52 110h19a15 15 0 0 1 0 30H52z" fill={color} />
      </g>
    </svg>
  );
}

function BannerCard({ banner, isLarge }: { banner: HomeBanner; isLarge: boolean }) {
  return (
    <div
      style={tint(banner.color)}
      className={`group relative flex h-full gap-6 overflow-hidden rounded-2xl border ${isLarge ? 'p-6 md:p-8' : 'p-5'}`}
    >
      {!isLarge && (
        <span
          aria-hidden="true"
          style={{ backgroundColor: banner.color }}
          className="absolute -top-8 -right-8 size-20 rounded-full opacity-20"
        />
      )}
      <div className="relative flex flex-1 flex-col">
        <h3 className={`font-bold tracking-tight text-ink ${isLarge ? 'text-2xl md:text-4xl' : 'text-lg'}`}>
          {banner.title}
        </h3>
        <p className={`mt-2 text-ink-muted ${isLarge ? 'text-base md:text-lg' : 'text-sm'}`}>
          {banner.subtitle}
        </p>
        <div className="mt-auto pt-5">
          <StoreLink
            path={banner.path}
            className={`w-fit items-center gap-1 font-semibold after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-3 focus-visible:after:outline-brand-700 ${
              isLarge
                ? 'inline-flex rounded-full bg-brand-700 px-5 py-2.5 text-white group-hover:bg-brand-800'
                : 'inline-flex text-brand-800 group-hover:underline'
            }`}
          >
            {banner.cta}
            <span aria-hidden="true">→</span>
          </StoreLink>
        </div>
      </div>
      {isLarge && <BannerArt color={banner.color} />}
    </div>
  );
}

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
