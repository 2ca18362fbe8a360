// The loader data a server-rendered page inlines for hydration (React Router's
// `streamController.enqueue("…")` scripts), in bytes. bench:storefront prints it per page type;
// on its own it measures a running server:
//   BENCH_ORIGIN=http://127.0.0.1:3000 node --import tsx bench/page-data.ts [path …]
import { fileURLToPath } from 'node:url';

/** The bytes of the loader data streamed into a page's HTML. */
export function inlineLoaderDataBytes(html: string): number {
  const chunks = html.matchAll(/__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g);
  return [...chunks].reduce((bytes, [, chunk]) => bytes + Buffer.byteLength(JSON.parse(chunk!) as string), 0);
}

/** Each page's HTML and inline loader data, in bytes, following redirects. */
export async function pageDataSizes(origin: string, paths: Record<string, string>) {
  const sizes: { page: string; path: string; html: number; loaderData: number }[] = [];
  for (const [page, path] of Object.entries(paths)) {
    const html = await (await fetch(`${origin}${path}`)).text();
    sizes.push({ page, path, html: Buffer.byteLength(html), loaderData: inlineLoaderDataBytes(html) });
  }
  return sizes;
}

export function printPageDataSizes(sizes: Awaited<ReturnType<typeof pageDataSizes>>): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;
  console.log('page      loader data   HTML       path');
  for (const { page, path, html, loaderData } of sizes) {
    console.log(`${page.padEnd(9)} ${kb(loaderData)}  ${kb(html)}  ${path}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const origin = process.env.BENCH_ORIGIN ?? 'http://127.0.0.1:3000';
  const given = process.argv.slice(2);
  const paths = given.length
    ? Object.fromEntries(given.map((path) => [path, path]))
    : {
        home: '/',
        category: '/c/ravimid',
        product: '/p/ALGI-SUSP-150/-',
        'product ru': '/ru/p/ALLERGY-BUNDLE/-',
      };
  printPageDataSizes(await pageDataSizes(origin, paths));
}
