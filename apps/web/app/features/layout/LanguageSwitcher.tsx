import { STORE_CODES, STORE_VIEWS, type StoreCode } from '@apteek/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { useStoreView, NATIVE_NAMES, MountWhen, onDemand, useUserState } from '../../shell/index.ts';

const LanguageChangeModal = onDemand(() =>
  import('./LanguageChangeModal.tsx').then((module) => module.LanguageChangeModal),
);

/** Store buttons; switching asks for confirmation first and is not offered to logged-in customers. */
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
                onPointerEnter={isCurrent ? undefined : LanguageChangeModal.preload}
                onFocus={isCurrent ? undefined : LanguageChangeModal.preload}
                className="language-option"
              >
                {code.toUpperCase()}
                <span className="sr-only">{` ${NATIVE_NAMES[language]}`}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <MountWhen when={target !== null}>
        <LanguageChangeModal target={target} onClose={() => setTarget(null)} />
      </MountWhen>
    </nav>
  );
}
