// The cart's chat id in the browser (the cart state's chatId), kept with the cart token it
// belongs to so that it survives reloads and is never offered for another cart. localStorage is
// outside input: anything but a whole record reads as no chat.

type ChatIdStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const listeners = new Set<() => void>();

export function chatStorageKey(storeCode: string): string {
  return `apteek-chat-${storeCode}`;
}

function browserStorage(): ChatIdStorage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

/** The chat id kept for this cart token, or null (incognito). */
export function readChatId(
  storeCode: string,
  cartId: string | null,
  storage: ChatIdStorage | null = browserStorage(),
): string | null {
  if (!cartId) return null;
  try {
    const stored = JSON.parse(storage?.getItem(chatStorageKey(storeCode)) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return null;
    const { cartId: owner, chatId } = stored as Record<string, unknown>;
    return owner === cartId && typeof chatId === 'string' ? chatId : null;
  } catch {
    return null;
  }
}

export function writeChatId(
  storeCode: string,
  cartId: string,
  chatId: string,
  storage: ChatIdStorage | null = browserStorage(),
): void {
  storage?.setItem(chatStorageKey(storeCode), JSON.stringify({ cartId, chatId }));
  for (const listener of listeners) listener();
}

export function forgetChatId(storeCode: string, storage: ChatIdStorage | null = browserStorage()): void {
  storage?.removeItem(chatStorageKey(storeCode));
  for (const listener of listeners) listener();
}

/** Calls back whenever a chat id is kept or forgotten in this page. */
export function onChatIdChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
