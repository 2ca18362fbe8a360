import { storePath, type StoreCode } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { CentreHeading } from './CentreFrame.tsx';

/** A store without the prescription centre (the menu is hidden there too). */
export function CentreUnavailable() {
  const { t } = useTranslation();
  // The Finnish store sells no prescriptions, but Finnish patients buy theirs in the Estonian
  // pharmacy's stores: this page tells them so and takes them to its centre.
  const centreIn = (store: StoreCode) => storePath(store, '/prescriptions');
  return (
    <div className="page-container max-w-3xl py-6 sm:py-8">
      <CentreHeading title={t('Finnish e-prescriptions')} />
      <div className="mt-6 flex flex-col gap-5 rounded-2xl border border-line bg-white p-4 text-ink sm:p-6">
        <p>
          {t(
            'Our pharmacy in Estonia dispenses Finnish e-prescriptions through the cross-border exchange of health data. You can buy them in the prescription centre of our Estonian store, in English, Estonian or Russian.',
          )}
        </p>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm">
          <li>{t('Log in there with your Finnish bank ID.')}</li>
          <li>
            {t(
              'You pay the full price: Kela does not reimburse medicines bought online from abroad, and the Estonian compensation does not apply to Finnish prescriptions.',
            )}
          </li>
          <li>{t('A Finnish prescription can be bought only by its patient.')}</li>
        </ul>
        <a
          href={centreIn('en')}
          className="inline-flex min-h-11 items-center justify-center self-start rounded-full bg-rx px-5 py-2.5 font-semibold text-white hover:opacity-90"
        >
          {t('Go to the prescription centre in English')}
        </a>
        <p className="text-sm">
          {t('The centre in Estonian or Russian:')}{' '}
          <a
            href={centreIn('ee')}
            lang="et"
            hrefLang="et"
            className="font-semibold whitespace-nowrap text-brand-800 underline"
          >
            eesti keeles
          </a>
          {' · '}
          <a
            href={centreIn('ru')}
            lang="ru"
            hrefLang="ru"
            className="font-semibold whitespace-nowrap text-brand-800 underline"
          >
            на русском
          </a>
        </p>
      </div>
    </div>
  );
}
