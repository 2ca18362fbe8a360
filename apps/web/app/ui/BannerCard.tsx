import type { HomeBanner } from '@apteek/domain';
import type { CSSProperties } from 'react';
import { StoreLink } from '../shell/index.ts';

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

/** A banner as a card whose whole face follows its link; large on the home page's first row. */
export function BannerCard({
  banner,
  isLarge,
  titleAs: Title = 'h3',
}: {
  banner: HomeBanner;
  isLarge: boolean;
  /** A heading where the banners are a section of the page; a paragraph inside a menu. */
  titleAs?: 'h3' | 'p';
}) {
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
        <Title
          className={`font-bold tracking-tight text-ink ${isLarge ? 'text-2xl md:text-4xl' : 'text-lg'}`}
        >
          {banner.title}
        </Title>
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
