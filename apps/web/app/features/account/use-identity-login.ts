import { useEffect, useRef, useState } from 'react';
import { runIdentityLogin, type IdentityFlow, type IdentityStep } from './identity-flow.ts';
import { useRootData } from '../../shell/index.ts';

/**
 * A Smart-ID or Mobile-ID login in a component: its step, a start and a cancel; unmounting cancels.
 * The poll delay is `delayMs` when given, otherwise the server's check_session_timeout from the
 * root data (none: the poll is immediate).
 */
export function useIdentityLogin(delayMs?: number | null) {
  const configured = useRootData()?.identity.checkSessionTimeoutMs ?? null;
  const [step, setStep] = useState<IdentityStep>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  function start(calls: Pick<IdentityFlow, 'init' | 'poll' | 'login'>): Promise<void> {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    return runIdentityLogin({
      ...calls,
      delayMs: delayMs === undefined ? configured : delayMs,
      signal: controller.signal,
      onStep: setStep,
    });
  }

  function cancel(): void {
    running.current?.abort();
    running.current = null;
    setStep({ kind: 'idle' });
  }

  return { step, start, cancel };
}
