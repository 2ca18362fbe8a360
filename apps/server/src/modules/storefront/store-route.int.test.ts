import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-app.ts';

const testApp = useTestApp();

/** The web app's store segment route module, loaded as the server's SSR handler loads it. */
const STORE_ROUTE = new URL('../../../../web/app/routes/store.tsx', import.meta.url).href;
type Loader = (args: { request: Request; params: { store?: string }; context: object }) => Promise<unknown>;

/** The store segment's check as the server runs it, with the real storefront services. */
async function open(url: string, store: string | undefined): Promise<unknown> {
  const { loader } = (await import(/* @vite-ignore */ STORE_ROUTE)) as { loader: Loader };
  try {
    return await loader({
      request: new Request(`http://localhost${url}`),
      params: { store },
      context: { storefront: testApp.app.storefront },
    });
  } catch (thrown) {
    return thrown;
  }
}

describe(`the store segment on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('lets the four stores and no segment through, in any case', async () => {
    for (const store of [undefined, 'ee', 'fi', 'en', 'ru', 'FI']) {
      expect(await open(`/${store ?? ''}/c/ravimid`, store)).toBeNull();
    }
  });

  it('answers an unknown first segment as the not-found page does: 301 from the URL map, else 404', async () => {
    const moved = (await open(
      '/ibuprofeen-400-mg-tabletid-n20?x=1',
      'ibuprofeen-400-mg-tabletid-n20',
    )) as Response;
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/p/IBU-400-20/ibuprofeen-400-mg-tabletid-n20?x=1');
    expect(await open('/xx/c/ravimid', 'xx')).toMatchObject({ init: { status: 404 } });
  });
});
