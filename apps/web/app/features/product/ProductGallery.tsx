import type { ProductMediaItem } from '@apteek/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';

/** Gallery size, and the thumbnail size. */
const MAIN = { width: 600, height: 744 };
const THUMB = { width: 150, height: 150 };

export function ProductGallery({ media, name }: { media: ProductMediaItem[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const current = media[Math.min(index, media.length - 1)];
  return (
    <div className="flex flex-col gap-3">
      <div className="relative mx-auto aspect-[600/744] w-full max-w-[20rem] sm:max-w-[30rem] overflow-hidden rounded-2xl border border-line bg-white">
        {current?.kind === 'video' && current.videoId ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(current.videoId)}`}
            title={t('Video: {name}', { name })}
            allow="encrypted-media; picture-in-picture"
            allowFullScreen
            className="size-full"
          />
        ) : current ? (
          <img
            src={current.imageUrl}
            alt={name}
            width={MAIN.width}
            height={MAIN.height}
            fetchPriority="high"
            className="size-full object-contain"
          />
        ) : null}
      </div>
      {media.length > 1 && (
        <ul className="flex flex-wrap justify-center gap-2" aria-label={t('Product images')}>
          {media.map((item, i) => (
            <li key={`${item.imageUrl}-${i}`}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-pressed={i === index}
                aria-label={
                  item.kind === 'video'
                    ? t('Play video {index} of {count}', { index: i + 1, count: media.length })
                    : t('Show image {index} of {count}', { index: i + 1, count: media.length })
                }
                className={`block size-16 overflow-hidden rounded-lg border-2 bg-white sm:size-20 ${
                  i === index ? 'border-brand-700' : 'border-line hover:border-brand-700'
                }`}
              >
                <img
                  src={item.thumbnailUrl}
                  alt=""
                  width={THUMB.width}
                  height={THUMB.height}
                  loading="lazy"
                  className="size-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
