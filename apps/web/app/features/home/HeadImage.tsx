import type { HomeHeadImage } from '@apteek/domain';
import { StoreLink } from '../../shell/index.ts';

/** What an `<img>` shows where its `<source>` does not apply: nothing, fetched from nowhere. */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/** The rendered width of the hero's picture at each breakpoint (`md:w-72 lg:w-[28rem] xl:w-[35rem]`). */
const SIZES = '(min-width: 80rem) 560px, (min-width: 64rem) 448px, 288px';

/**
 * The hero's picture beside the heading, from 768 px; a phone, where the text needs the room, shows
 * and downloads none (its `<source>` does not apply there). It is the largest paint on wider
 * screens, so it is fetched first; its width and height hold its place before it arrives, and it
 * fades in over a tinted frame from the moment it paints (`fade-in`: from 0.4, never from nothing,
 * so the largest paint does not wait for the fade; none for those who ask for less motion).
 */
export function HeadImage({ image }: { image: HomeHeadImage }) {
  const picture = (
    <picture>
      <source media="(min-width: 48rem)" srcSet={image.srcSet} sizes={SIZES} />
      <img
        src={NOTHING}
        alt={image.alt}
        width={image.width}
        height={image.height}
        fetchPriority="high"
        className="fade-in block h-auto w-full"
      />
    </picture>
  );
  const frame =
    'hidden w-72 shrink-0 overflow-hidden rounded-2xl bg-brand-100 md:block lg:w-[28rem] xl:w-[35rem]';
  return image.path === null ? (
    <div className={frame}>{picture}</div>
  ) : (
    <StoreLink
      path={image.path}
      className={`${frame} focus-visible:outline-3 focus-visible:outline-brand-700`}
    >
      {picture}
    </StoreLink>
  );
}
