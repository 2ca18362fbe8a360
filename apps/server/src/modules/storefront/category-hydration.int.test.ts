import { describe, expect, it } from 'vitest';
import { usePageTestApp } from '../../test-app.ts';

const { readPage } = usePageTestApp();

/** The product grid's list items and React's boundary marks, in the order the HTML has them. */
function gridParts(html: string): string[] {
  // The cards hold no list of their own: the grid ends at the first </ul> after it starts.
  const start = html.indexOf('<ul class="grid gap-3');
  const grid = html.slice(start, html.indexOf('</ul>', start));
  return [...grid.matchAll(/<li>|<!--\$-->|<!--\/\$-->/g)].map((match) => match[0]);
}

describe('a large category as the server sends it', () => {
  it('hydrates its first screen of cards with the page and the rest in a boundary of their own', async () => {
    const page = await readPage('/c/ravimid');
    expect(page.statusCode).toBe(200);
    const parts = gridParts(page.body);
    const cards = parts.filter((part) => part === '<li>').length;
    expect(cards).toBeGreaterThan(8);
    // Eight cards, then the boundary around the others.
    expect(parts.slice(0, 9)).toEqual([...Array<string>(8).fill('<li>'), '<!--$-->']);
    expect(parts.at(-1)).toBe('<!--/$-->');
  });
});

/**
 * Written by the root without a nonce: a page whose nonce stands on a link to no file is not kept
 * as rendered (plugins/rendered-pages.ts, keptForm).
 */
const EXPECT_LINK = /<link rel="expect" href="#site-footer" blocking="render"\/>/;

describe('a product list paints once its main part has arrived', () => {
  // Chromium otherwise paints a long page as its HTML is parsed and lays it out again after each
  // piece: at 4x CPU the largest category's layouts after the first paint were six tasks of 60 to
  // 150 ms, counted as blocking time, against one layout before it.
  it.each(['/c/ravimid', '/fi/c/laakkeet', '/products?term=ibuprofeen'])(
    '%s holds its first paint until the footer, which follows the main part',
    async (path) => {
      const page = await readPage(path);
      expect(page.statusCode).toBe(200);
      const html = page.body;
      const expectLink = html.search(EXPECT_LINK);
      expect(expectLink, 'the render-blocking link').toBeGreaterThan(0);
      expect(expectLink).toBeLessThan(html.indexOf('</head>'));
      const footers = [...html.matchAll(/ id="site-footer"/g)];
      expect(footers).toHaveLength(1);
      expect(footers[0]!.index).toBeGreaterThan(html.indexOf('</main>'));
    },
  );

  // The link is for long lists: elsewhere it could only hold the first paint back.
  it.each(['/', '/p/PARA-500-10/paratsetamool-500-mg-tabletid-n10', '/prescriptions'])(
    '%s, no list, paints as it arrives',
    async (path) => {
      const page = await readPage(path);
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toMatch(EXPECT_LINK);
      expect(page.body).toContain(' id="site-footer"');
    },
  );
});
