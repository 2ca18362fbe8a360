import { useSyncExternalStore } from 'react';

/** Whether the cookie settings dialog is open: the notice's Choose and the footer's link open it. */
let open = false;
const listeners = new Set<() => void>();

function setOpen(value: boolean): void {
  open = value;
  for (const listener of listeners) listener();
}

export const openCookieSettings = () => setOpen(true);
export const closeCookieSettings = () => setOpen(false);

export function useCookieSettingsOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
