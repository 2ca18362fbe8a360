import { useEffect, useRef, useState } from 'react';
import { storeLocale } from '../../api/store-locale.ts';
import { ApiError, SOMETHING_WRONG } from '../../api/api-error.ts';
import { callApi } from '../../api/client.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { useStoreView, useRootData } from '../../shell/index.ts';
import { LoginStopped, useTokenLogin } from './token-login.tsx';
import { usePopupLogin } from './use-popup-login.ts';

/** The ID-card login endpoint's default path and the client's timeout. */
const DEFAULT_ID_CARD_LOGIN_URL = '/cert/user/idlogin';
export const ID_CARD_TIMEOUT_MS = 60_000;

const TIMED_OUT =
  'The ID card did not answer within 60 seconds. Check that the card is in the reader and try again.';
const UNREACHABLE =
  'The ID card login could not be reached. Check that the card is in the reader and that you are online, then try again.';

type IdCardStep =
  | { kind: 'idle' }
  | { kind: 'reading' }
  | { kind: 'choosing' }
  | { kind: 'logging-in' }
  | { kind: 'blocked' }
  | { kind: 'failed'; message: string };

/** The login's answer: `result.refreshToken` is what the session logs in with. */
function readRefreshToken(result: unknown): string {
  const refreshToken = (result as { refreshToken?: unknown } | null)?.refreshToken;
  if (typeof refreshToken !== 'string') throw new TypeError('no refresh token');
  return refreshToken;
}

/**
 * The card is the credential: the login runs on a host whose TLS proxy asks the browser for the
 * card's certificate, so the call carries credentials even across origins.
 */
const withCard: typeof fetch = (input, init) => globalThis.fetch(input, { ...init, credentials: 'include' });

/** Why the card login gave no token, as the shopper reads it. */
function failureOf(error: unknown): string {
  if (!(error instanceof ApiError)) return SOMETHING_WRONG;
  if (error.failure === 'offline') return UNREACHABLE;
  // The certificate's refusal (a 401) says what is wrong with the card, in the server's words.
  if (error.failure === 'refused' && error.status >= 500) return SOMETHING_WRONG;
  return error.message;
}

/**
 * The Estonian ID card. With real cards: GET the configured login
 * URL, where the proxy asks for the card's certificate; 60 s for the shopper to insert the card
 * and enter PIN1. In the sandbox, its certificate page stands in for the browser's certificate
 * dialog in the popup the bank ID uses, and hands the token back through /eident/result.
 */
export function IdCardLogin({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const storeView = useStoreView();
  const identity = useRootData()?.identity;
  const sandbox = identity?.idCardSandbox ?? false;
  const loginUrl = identity?.idCardLoginUrl ?? DEFAULT_ID_CARD_LOGIN_URL;
  const [step, setStep] = useState<IdCardStep>({ kind: 'idle' });
  const popup = usePopupLogin();
  const reading = useRef<AbortController | null>(null);
  useEffect(() => () => reading.current?.abort(), []);

  const tokenLogin = useTokenLogin(onDone, setStep);
  async function logIn(refreshToken: string | null) {
    setStep({ kind: 'logging-in' });
    await tokenLogin(refreshToken);
  }

  async function readCard() {
    const controller = new AbortController();
    reading.current = controller;
    let timedOut = false;
    const timer = window.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, ID_CARD_TIMEOUT_MS);
    setStep({ kind: 'reading' });
    try {
      const answer = await callApi(loginUrl, {
        locale: storeLocale(storeView.storeCode),
        signal: controller.signal,
        fetch: withCard,
        result: readRefreshToken,
      });
      await logIn(answer.result);
    } catch (error) {
      if (timedOut) setStep({ kind: 'failed', message: TIMED_OUT });
      else if (!controller.signal.aborted) setStep({ kind: 'failed', message: failureOf(error) });
    } finally {
      window.clearTimeout(timer);
      if (reading.current === controller) reading.current = null;
    }
  }

  function chooseCertificate() {
    const opened = popup.open(`/sandbox/id-card?store=${storeView.storeCode}`, 'apteek-id-card', {
      onResult: (refreshToken) => void logIn(refreshToken),
      onClosed: () => setStep({ kind: 'idle' }),
    });
    setStep(opened ? { kind: 'choosing' } : { kind: 'blocked' });
  }

  function cancel() {
    reading.current?.abort();
    popup.cancel();
    setStep({ kind: 'idle' });
  }

  const waiting = step.kind === 'reading' || step.kind === 'choosing';
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-700">
        {t(
          sandbox
            ? 'Test mode: a window opens in which you choose a test person’s certificate instead of your card.'
            : 'Insert your ID card into the reader, then log in and enter PIN1 when the browser asks for it.',
        )}
      </p>
      <LoginStopped step={step} />
      {waiting && (
        <>
          <p role="status" className="flex items-center gap-2 text-sm text-ink-700">
            <span
              aria-hidden="true"
              className="size-4 shrink-0 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
            />
            {t(
              step.kind === 'choosing'
                ? 'Choose a certificate in the window that opened.'
                : 'Reading your ID card… Enter PIN1 when the browser asks for it.',
            )}
          </p>
          <Button tone="secondary" onClick={cancel}>
            {t('Cancel')}
          </Button>
        </>
      )}
      {step.kind === 'logging-in' && (
        <p role="status" className="text-sm text-ink-700">
          {t('Logging in…')}
        </p>
      )}
      {!waiting && step.kind !== 'logging-in' && (
        <Button type="button" onClick={sandbox ? chooseCertificate : () => void readCard()}>
          {t('Log in with {method}', { method: t('ID-card') })}
        </Button>
      )}
    </div>
  );
}
