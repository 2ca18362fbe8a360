import { STORE_CODES, type StoreCode } from '@apteek/domain';

/** Spec 001 §9: the cookies-accepted claim is stored locally. */
const COOKIES_ACCEPTED = 'cookiesAccepted';
/** The store the visitor chose, so the language switcher is not offered again (spec 001 §2). */
const STORE_CHOSEN = 'storeChosen';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage blocked by the browser: behave as a first visit.
    return null;
  }
}

const listeners = new Set<() => void>();

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked by the browser: the choice lasts until the page is left.
  }
  for (const listener of listeners) listener();
}

/** Calls back when a claim changes here or in another tab. */
export function subscribeToClaims(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function hasAcceptedCookies(): boolean {
  return read(COOKIES_ACCEPTED) === 'true';
}

export function acceptCookies(): void {
  write(COOKIES_ACCEPTED, 'true');
}

export function chosenStore(): StoreCode | null {
  const value = read(STORE_CHOSEN);
  return STORE_CODES.find((code) => code === value) ?? null;
}

export function rememberChosenStore(storeCode: StoreCode): void {
  write(STORE_CHOSEN, storeCode);
}
