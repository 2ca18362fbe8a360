import { useCallback, useEffect, useRef, type PointerEvent } from 'react';

/** The menu opens after 200 ms of hover and closes 300 ms after the pointer leaves. */
export const HOVER_OPEN_DELAY_MS = 200;
export const SUBMENU_CLOSE_DELAY_MS = 300;

/**
 * Delays an action until the pointer has rested (or left) long enough, so a pointer crossing the
 * header does not flash menus. Only mouse pointers count: touch taps act through click instead.
 */
export function useHoverIntent(onEnter: () => void, onLeave: () => void) {
  const timer = useRef<number | undefined>(undefined);
  const cancel = useCallback(() => window.clearTimeout(timer.current), []);
  useEffect(() => cancel, [cancel]);
  const later = useCallback(
    (action: () => void, delay: number) => {
      cancel();
      timer.current = window.setTimeout(action, delay);
    },
    [cancel],
  );
  return {
    cancel,
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') later(onEnter, HOVER_OPEN_DELAY_MS);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') later(onLeave, SUBMENU_CLOSE_DELAY_MS);
    },
  };
}
