import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-app.ts';

const testApp = useTestApp();

/** The web app's category route module, loaded as the server's SSR handler loads it (TSX, outside this project). */
const CATEGORY_ROUTE = new URL('../../../../web/app/routes/category.tsx', import.meta.url).href;
type Loader = (args: { request: Request; params: { slug: string }; context: object }) => Promise<unknown>;

/** The category page's loader as the server runs it, with the real storefront services. */
async function openCategory(url: string): Promise<unknown> {
  const request = new Request(`http://localhost${url}`);
  const slug = new URL(request.url).pathname.split('/c/')[1]!;
  const { loader } = (await import(/* @vite-ignore */ CATEGORY_ROUTE)) as { loader: Loader };
  try {
    return await loader({ request, params: { slug }, context: { storefront: testApp.app.storefront } });
  } catch (thrown) {
    return thrown;
  }
}

describe(`category pages on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it("answers another store's slug with 301 to the same category in the asked store", async () => {
    const moved = (await openCategory('/fi/c/ravimid?page=2')) as Response;
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/fi/c/laakkeet?page=2');
    const unprefixed = (await openCategory('/c/medicines')) as Response;
    expect(unprefixed.headers.get('location')).toBe('/c/ravimid');
  });

  it('renders its own slug and answers an unknown one with 404', async () => {
    const page = (await openCategory('/fi/c/laakkeet')) as { category: { name: string } };
    expect(page.category.name).toBe('Lääkkeet');
    expect(await openCategory('/fi/c/no-such-category')).toMatchObject({ init: { status: 404 } });
  });
});
