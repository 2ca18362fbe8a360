import type { StoreCode } from '@apteek/domain';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { useStoreView } from '../../shell/index.ts';
import { tabIndexAfterKey } from '../../ui/tab-keys.ts';
import { BankIdLogin } from './BankIdLogin.tsx';
import { IdCardLogin } from './IdCardLogin.tsx';
import { IdentityLoginForm } from './IdentityLoginForm.tsx';
import { LoginForm } from './LoginForm.tsx';
import type { AuthView } from './session-client.ts';

export type LoginMethod = 'smart-id' | 'mobile-id' | 'id-card' | 'bank-id' | 'password';

/** The methods a shopper of each store expects, in this order. */
export const LOGIN_METHODS: Readonly<Record<StoreCode, readonly LoginMethod[]>> = {
  ee: ['smart-id', 'mobile-id', 'id-card', 'password'],
  fi: ['bank-id', 'password'],
  en: ['smart-id', 'mobile-id', 'id-card', 'bank-id', 'password'],
  ru: ['smart-id', 'mobile-id', 'id-card', 'bank-id', 'password'],
};

/** Each method's name, a translation key. */
export const LOGIN_METHOD_LABELS: Record<LoginMethod, string> = {
  'smart-id': 'Smart-ID',
  'mobile-id': 'Mobile-ID',
  'id-card': 'ID-card',
  'bank-id': 'Bank ID',
  password: 'Password',
};

interface PanelProps {
  onDone: () => void;
  onSwitch: (view: AuthView) => void;
}

/**
 * Each method's panel. A method of LOGIN_METHODS without a panel here is not offered: its
 * login adds its panel, and the tab appears in the stores that expect it.
 */
const PANELS: Partial<Record<LoginMethod, (props: PanelProps) => ReactNode>> = {
  'smart-id': ({ onDone }) => <IdentityLoginForm method="smart-id" onDone={onDone} />,
  'mobile-id': ({ onDone }) => <IdentityLoginForm method="mobile-id" onDone={onDone} />,
  'id-card': ({ onDone }) => <IdCardLogin onDone={onDone} />,
  'bank-id': ({ onDone }) => <BankIdLogin onDone={onDone} />,
  password: (props) => <LoginForm {...props} />,
};

/**
 * The login modal's method tabs for the page's store; the password login is open first. The tabs
 * follow the WAI-ARIA tabs pattern: one tab stop for the row (the chosen tab's), the arrow keys,
 * Home and End move along it, and the tab a key moves to opens at once.
 */
export function LoginMethods(props: PanelProps) {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  const methods = LOGIN_METHODS[storeCode].filter((method) => PANELS[method]);
  const [chosen, setChosen] = useState<LoginMethod>('password');
  const tabs = useRef(new Map<LoginMethod, HTMLButtonElement>());
  const Panel = PANELS[chosen]!;
  const moveWithKey = (event: KeyboardEvent) => {
    const next = tabIndexAfterKey(event.key, methods.indexOf(chosen), methods.length);
    if (next === null) return;
    event.preventDefault();
    setChosen(methods[next]!);
    tabs.current.get(methods[next]!)?.focus();
  };
  return (
    <div className="flex flex-col gap-5">
      <div role="tablist" aria-label={t('Login method')} className="flex flex-wrap gap-2">
        {methods.map((method) => (
          <button
            key={method}
            ref={(tab) => {
              if (tab) tabs.current.set(method, tab);
              else tabs.current.delete(method);
            }}
            type="button"
            role="tab"
            id={`login-tab-${method}`}
            aria-selected={method === chosen}
            aria-controls="login-method-panel"
            tabIndex={method === chosen ? 0 : -1}
            onClick={() => setChosen(method)}
            onKeyDown={moveWithKey}
            className="min-h-11 rounded-full border border-line px-4 text-sm font-semibold text-brand-800 hover:border-brand-700 aria-selected:border-brand-700 aria-selected:bg-brand-700 aria-selected:text-white"
          >
            {t(LOGIN_METHOD_LABELS[method])}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="login-method-panel">
        <Panel key={chosen} {...props} />
      </div>
    </div>
  );
}
