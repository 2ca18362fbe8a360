import { STORE_CODES, STORE_VIEWS, type StoreCode } from '@apteek/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreView } from '../store/store-view.ts';
import { LanguageChangeModal } from './LanguageChangeModal.tsx';
import { NATIVE_NAMES } from './language-switch.ts';
import { useUserState } from './user-state.ts';

/** Store buttons; switching asks for confirmation first and is not offered to logged-in customers (spec 001 §2). */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  const { isLoggedIn } = useUserState();
  const [target, setTarget] = useState<StoreCode | null>(null);
  if (isLoggedIn) return null;
  return (
    <nav aria-label={t('Language')}>
      <ul className="flex gap-1">
        {STORE_CODES.map((code) => {
          const { language } = STORE_VIEWS[code].i18n;
          const isCurrent = code === storeCode;
          return (
            <li key={code}>
              <button
                type="button"
                lang={language}
                aria-current={isCurrent ? 'true' : undefined}
                onClick={() => !isCurrent && setTarget(code)}
                className={`block rounded px-2 py-1 text-xs font-semibold tracking-wide focus-visible:outline-white ${
                  isCurrent ? 'bg-white text-brand-900' : 'text-white hover:bg-brand-700'
                }`}
              >
                {code.toUpperCase()}
                <span className="sr-only">{` ${NATIVE_NAMES[language]}`}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <LanguageChangeModal target={target} onClose={() => setTarget(null)} />
    </nav>
  );
}
