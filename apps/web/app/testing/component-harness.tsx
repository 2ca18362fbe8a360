import { STORE_VIEWS, storePath, type StoreCode } from '@apteek/domain';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { createRoutesStub, Outlet } from 'react-router';
import { expect, vi } from 'vitest';
import { StoreViewContext } from '../shell/index.ts';
import { catalogueFor } from '../i18n/catalogues.server.ts';
import { TranslationProvider } from '../i18n/translation.tsx';

/** One request the page sent: its path with the query, method and JSON body. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/** The server's answer envelope, `{ code, result }`, or undefined for a 404 envelope. */
export type ApiAnswer = { code: number; result: unknown; errors?: unknown } | undefined;

/**
 * Stands in for the API at the network: every fetch is recorded and answered with the envelope
 * `answer` gives for it, at once or when its promise settles; `answer` also sees the request's
 * headers (e.g. its Accept-Language).
 */
export function stubApi(answer: (request: SentRequest, headers: Headers) => ApiAnswer | Promise<ApiAnswer>) {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const request = {
      method: init.method ?? 'GET',
      path: url.pathname + url.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const envelope = (await answer(request, new Headers(init.headers))) ?? { code: 404, result: 'Not found' };
    return new Response(JSON.stringify(envelope), {
      status: envelope.code,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { sent };
}

/** The request that sets a line of cart-1 to this quantity of this sku, as `sent` holds it. */
export const cartUpdateOf = (sku: string, qty: number) =>
  expect.objectContaining({
    method: 'POST',
    path: '/api/cart/update?cartId=cart-1',
    body: expect.objectContaining({ cartItem: expect.objectContaining({ sku, qty }) }),
  }) as SentRequest;

/** The providers every page has: the store view and its texts. */
export function InStore({ storeCode, children }: { storeCode: StoreCode; children: ReactNode }) {
  const storeView = STORE_VIEWS[storeCode];
  return (
    <StoreViewContext value={storeView}>
      <TranslationProvider
        language={storeView.i18n.language}
        catalogue={catalogueFor(storeView.i18n.language)}
      >
        {children}
      </TranslationProvider>
    </StoreViewContext>
  );
}

/** Renders `page` at a store view's URL with the providers every page has: store view, texts and router. */
export function renderInStore(page: ReactNode, storeCode: StoreCode = 'ee') {
  const Page = () => <InStore storeCode={storeCode}>{page}</InStore>;
  const Stub = createRoutesStub([{ path: '/*', Component: Page }]);
  return render(<Stub initialEntries={[storePath(storeCode, '/')]} />);
}

/**
 * Renders `shell` (the page's chrome: header, menus, footer) as the root route with the root data
 * given, in a store's providers, with `pages` as its child routes in the outlet; opens `path`.
 */
export function renderUnderRoot({
  storeCode,
  shell,
  rootData,
  pages,
  path,
}: {
  storeCode: StoreCode;
  shell: ReactNode;
  rootData: object;
  pages: { path: string; Component: ComponentType }[];
  path: string;
}) {
  const Shell = () => (
    <InStore storeCode={storeCode}>
      {shell}
      <Outlet />
    </InStore>
  );
  const Stub = createRoutesStub([
    { id: 'root', path: '/', Component: Shell, loader: () => null, children: pages },
  ]);
  return render(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root: rootData } }} />);
}
