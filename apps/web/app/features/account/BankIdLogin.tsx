import { storePath } from '@apteek/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { useStoreView } from '../../shell/index.ts';
import { LoginStopped, useTokenLogin } from './token-login.tsx';
import { usePopupLogin } from './use-popup-login.ts';

type BankIdStep =
  | { kind: 'idle' }
  | { kind: 'waiting' }
  | { kind: 'logging-in' }
  | { kind: 'blocked' }
  | { kind: 'failed'; message: string };

/**
 * The Finnish strong e-identification: the broker's pages open in a popup that
 * lands on this store's /eident/result, which hands the refresh token back to this window.
 */
export function BankIdLogin({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const storeView = useStoreView();
  const [step, setStep] = useState<BankIdStep>({ kind: 'idle' });
  const popup = usePopupLogin();

  const logIn = useTokenLogin(onDone, setStep);

  function start() {
    const redirect = window.location.origin + storePath(storeView.storeCode, '/eident/result');
    const opened = popup.open(
      `/api/user/eident?redirect_url=${encodeURIComponent(redirect)}`,
      'apteek-eident',
      {
        onResult: (refreshToken) => {
          setStep({ kind: 'logging-in' });
          void logIn(refreshToken);
        },
        onClosed: () => setStep({ kind: 'idle' }),
      },
    );
    setStep(opened ? { kind: 'waiting' } : { kind: 'blocked' });
  }

  function cancel() {
    popup.cancel();
    setStep({ kind: 'idle' });
  }

  return (
    <div className="flex flex-col gap-4">
      <LoginStopped step={step} />
      {step.kind === 'waiting' ? (
        <>
          <p role="status" className="text-sm text-ink-700">
            {t('Waiting for your confirmation…')}
          </p>
          <Button type="button" tone="secondary" onClick={cancel}>
            {t('Cancel')}
          </Button>
        </>
      ) : step.kind === 'logging-in' ? (
        <p role="status" className="text-sm text-ink-700">
          {t('Logging in…')}
        </p>
      ) : (
        <Button type="button" onClick={start}>
          {t('Log in with {method}', { method: t('Bank ID') })}
        </Button>
      )}
    </div>
  );
}
