import { useRootData } from '../../shell/index.ts';
import { BannerCard } from '../../ui/BannerCard.tsx';

/**
 * The menu's banners (slot `menu_aside`), beside the mega menu's categories and under the phone
 * menu's; nothing when the pharmacy has none.
 */
export function MenuBanners({ className }: { className: string }) {
  const banners = useRootData()?.menuBanners ?? [];
  if (banners.length === 0) return null;
  return (
    <ul className={className}>
      {banners.map((banner) => (
        <li key={banner.id}>
          <BannerCard banner={banner} isLarge={false} titleAs="p" />
        </li>
      ))}
    </ul>
  );
}
