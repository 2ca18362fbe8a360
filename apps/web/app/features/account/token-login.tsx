import { SOMETHING_WRONG } from '../../api/api-error.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { useStoreView } from '../../shell/index.ts';
import { sessionStore } from './session-client.ts';

/** The steps a popup login ends a token login in: back to the start, or refused with its reason. */
type TokenLoginEnd = { kind: 'idle' } | { kind: 'failed'; message: string };

/**
 * Logs in with the refresh token a provider's window handed back (null: nobody was logged in
 * there): `onDone` once in, else the refusal's step; without a session store, back to the start.
 */
export function useTokenLogin(onDone: () => void, setStep: (step: TokenLoginEnd) => void) {
  const storeView = useStoreView();
  return async (refreshToken: string | null) => {
    const store = await sessionStore();
    if (!store) return setStep({ kind: 'idle' });
    const outcome = await store
      .refreshTokenLogin(refreshToken, storeView.tax.defaultCountry)
      .catch(() => ({ ok: false as const, message: SOMETHING_WRONG }));
    if (outcome.ok) onDone();
    else setStep({ kind: 'failed', message: outcome.message });
  };
}

/** Why a popup login stopped: its refusal, or a browser that blocked the provider's window. */
export function LoginStopped({ step }: { step: { kind: string; message?: string } }) {
  const { t } = useTranslation();
  if (step.kind !== 'failed' && step.kind !== 'blocked') return null;
  return (
    <p role="alert" className="text-sm font-semibold text-red-700">
      {step.kind === 'failed'
        ? t(step.message ?? '')
        : t('Please allow pop-up windows for this site to log in.')}
    </p>
  );
}
