import { useTranslation } from '../../i18n/translation.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { useStoreView, StoreLink } from '../../shell/index.ts';
import type { HomeHeadImage } from '@apteek/domain';
import { HeroArt } from './HeroArt.tsx';
import { HeadImage } from './HeadImage.tsx';
import { HOME_TEXTS } from './home-texts.ts';

/** The heading and promises, beside the store view's first head image (a drawing without one). */
export function HomeHero({ image }: { image?: HomeHeadImage | undefined }) {
  const { t } = useTranslation();
  const { i18n } = useStoreView();
  const promises = ['Licensed online pharmacy', 'Free pharmacist advice', HOME_TEXTS[i18n.country].delivery];
  return (
    <section aria-labelledby="home-title" className="bg-brand-50">
      <div className="page-container grid items-center gap-10 py-6 md:grid-cols-[1fr_auto] md:py-12">
        <div className="max-w-2xl">
          <h1 id="home-title" className="text-3xl font-bold tracking-tight text-brand-900 md:text-5xl">
            {t('Your pharmacy, online')}
          </h1>
          <p className="mt-4 text-base text-ink-muted sm:text-lg md:text-xl">
            {t(
              'Medicines, vitamins and everyday health products from a licensed pharmacy, with advice from our pharmacists.',
            )}
          </p>
          <ul className="mt-6 hidden gap-2 sm:flex sm:flex-row sm:flex-wrap sm:gap-x-6">
            {promises.map((promise) => (
              <li key={promise} className="flex items-center gap-2 font-medium text-ink">
                <Icon name="check" className="size-5 shrink-0 text-brand-700" />
                {t(promise)}
              </li>
            ))}
          </ul>
          <StoreLink
            path="/kampaania"
            className="mt-6 inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            <Icon name="tag" className="size-5" />
            {t('See current campaigns')}
          </StoreLink>
        </div>
        {image ? <HeadImage image={image} /> : <HeroArt />}
      </div>
    </section>
  );
}
