import { useSyncExternalStore } from 'react';

// The chat widget's switch, part of every page: any feature opens it (the product page's "Ask a
// pharmacist", the prescription incognito notice). The widget's own code loads when it first opens.

export interface ChatWidgetView {
  open: boolean;
  /** A message to put in the composer, editable and not sent; `request` counts the asks. */
  draft: string | null;
  request: number;
}

const CLOSED: ChatWidgetView = { open: false, draft: null, request: 0 };
let view = CLOSED;
const listeners = new Set<() => void>();

function show(next: ChatWidgetView) {
  view = next;
  for (const listener of listeners) listener();
}

/** Opens the widget, with a prefilled message when given. */
export function openChat(draft: string | null = null): void {
  show({ open: true, draft, request: view.request + 1 });
}

export function closeChat(): void {
  if (view.open) show({ ...view, open: false });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useChatWidget(): ChatWidgetView {
  return useSyncExternalStore(
    subscribe,
    () => view,
    () => CLOSED,
  );
}
