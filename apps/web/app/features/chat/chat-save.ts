import { CHAT_SAVE_DEBOUNCE_MS } from '@apteek/domain';

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops a call still waiting. */
  cancel(): void;
}

/**
 * Runs `run` with the latest arguments once `ms` have passed without another call;
 * the chat id is saved with POST /api/cart/save-chatId 1000 ms after its last change.
 */
export function debounce<A extends unknown[]>(
  run: (...args: A) => void,
  ms: number = CHAT_SAVE_DEBOUNCE_MS,
): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return Object.assign(
    (...args: A) => {
      cancel();
      timer = setTimeout(() => {
        timer = null;
        run(...args);
      }, ms);
    },
    { cancel },
  );
}
