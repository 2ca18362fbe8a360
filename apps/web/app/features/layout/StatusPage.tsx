import { useTranslation } from '../../i18n/translation.tsx';
import { StoreLink } from '../../shell/index.ts';

/** Body of the page-not-found and error pages. */
export function StatusPage({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <div className="page-container py-16 text-center md:py-24">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-ink-muted">{text}</p>
      <StoreLink
        path="/"
        className="mt-8 inline-flex rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t('Go to the home page')}
      </StoreLink>
    </div>
  );
}
