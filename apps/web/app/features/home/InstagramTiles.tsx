import type { HomeInstagramTile } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';

/**
 * A row of the shop's Instagram posts, each picture opening its post in a new tab (told to screen
 * readers), without handing the post our page or its address. Absent when there are none.
 */
export function InstagramTiles({ tiles }: { tiles: HomeInstagramTile[] }) {
  const { t } = useTranslation();
  if (tiles.length === 0) return null;
  return (
    <section aria-labelledby="instagram-title" className="below-fold page-container mt-12">
      <h2 id="instagram-title" className="text-2xl font-bold tracking-tight text-ink">
        {t('Follow us on Instagram')}
      </h2>
      <ul className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {tiles.slice(0, 4).map((tile) => (
          <li key={tile.id}>
            <a
              href={tile.url}
              target="_blank"
              rel="noopener noreferrer"
              className="group block overflow-hidden rounded-2xl bg-brand-50"
            >
              <img
                src={tile.src}
                srcSet={tile.srcSet}
                sizes="(min-width: 40rem) 25vw, 50vw"
                alt={tile.alt}
                width={tile.width}
                height={tile.height}
                loading="lazy"
                decoding="async"
                className="block aspect-square h-auto w-full transition-transform group-hover:scale-105 motion-reduce:transition-none"
              />
              <span className="sr-only">{` (${t('Opens Instagram in a new tab')})`}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
