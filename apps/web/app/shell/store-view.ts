import { DEFAULT_STORE_CODE, STORE_VIEWS, resolveStorePath, type StoreView } from '@apteek/domain';
import { createContext, useContext } from 'react';

export const StoreViewContext = createContext<StoreView>(STORE_VIEWS[DEFAULT_STORE_CODE]);

export function useStoreView(): StoreView {
  return useContext(StoreViewContext);
}

export function storeViewOf(request: Request): StoreView {
  return resolveStorePath(new URL(request.url).pathname).storeView;
}
