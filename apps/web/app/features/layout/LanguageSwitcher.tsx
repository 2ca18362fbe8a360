import { STORE_CODES, STORE_VIEWS, storePath, type Language } from '@apteek/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreView } from '../store/store-view.ts';

const NATIVE_NAMES: Record<Language, string> = { et: 'Eesti', fi: 'Suomi', en: 'English', ru: 'Русский' };

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  return (
    <nav aria-label={t('Language')}>
      <ul className="flex gap-1">
        {STORE_CODES.map((code) => {
          const { language } = STORE_VIEWS[code].i18n;
          const isCurrent = code === storeCode;
          return (
            <li key={code}>
              <Link
                to={storePath(code, '/')}
                hrefLang={language}
                aria-current={isCurrent ? 'true' : undefined}
                className={`block rounded px-2 py-1 text-xs font-semibold tracking-wide focus-visible:outline-white ${
                  isCurrent ? 'bg-white text-brand-900' : 'text-white hover:bg-brand-700'
                }`}
              >
                {code.toUpperCase()}
                <span className="sr-only" lang={language}>
                  {` ${NATIVE_NAMES[language]}`}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
