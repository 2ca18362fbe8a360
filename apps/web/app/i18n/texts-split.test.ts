import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitTexts } from './texts-split.ts';

const files = new Map([
  ['app/root.tsx', "import { Header } from './layout/Header.tsx';\nexport const title = t('Pharmacy');"],
  [
    'app/layout/Header.tsx',
    "import { Search } from './search.ts';\nimport type { Line } from '../cart/line.ts';\n" +
      "const Drawer = onDemand(() => import('../cart/Drawer.tsx'));\nt('Cart');",
  ],
  ['app/layout/search.ts', 't("Search");'],
  ['app/cart/Drawer.tsx', "t('Cart'); t('Remove'); t('Don\\'t ask again'); t(`Checkout`);"],
  ['app/cart/line.ts', "t('Line total');"],
  ['app/routes/checkout.tsx', "import { Drawer } from '../cart/Drawer.tsx';\nt('Place order');"],
  ['app/routes/product.tsx', "export { price } from '../layout/price';"],
  ['app/layout/price.ts', "t('Price');"],
]);
const roots = ['app/root.tsx', 'app/routes/product.tsx'];

describe('splitTexts', () => {
  const split = splitTexts({
    texts: [
      'Pharmacy',
      'Cart',
      'Search',
      'Remove',
      "Don't ask again",
      'Checkout',
      'Place order',
      'Price',
      'Line total',
    ],
    files,
    roots,
    shared: ["throw new DomainError('Checkout')"],
  });

  it('keeps first the texts of the roots and of what they import statically, however it is written', () => {
    // The type-only import counts too: it can only make more texts first, never fewer.
    expect([...split.first].sort()).toEqual([
      'Cart',
      'Checkout',
      'Line total',
      'Pharmacy',
      'Price',
      'Search',
    ]);
  });

  it('lets a text of a part loaded on demand or of another page wait, in every file that writes it', () => {
    expect(split.first.has('Remove')).toBe(false);
    expect(split.first.has("Don't ask again")).toBe(false);
    expect(split.first.has('Place order')).toBe(false);
    expect([...split.waiting].sort()).toEqual(['app/cart/Drawer.tsx', 'app/routes/checkout.tsx']);
  });

  it('keeps first a text the shared sources write (a domain rule or the server may produce it)', () => {
    expect(split.first.has('Checkout')).toBe(true);
  });

  it('keeps first a text no file writes, as it may be composed anywhere', () => {
    const composed = splitTexts({ texts: ['Composed {count}'], files, roots, shared: [] });
    expect(composed.first.has('Composed {count}')).toBe(true);
    expect(composed.waiting.size).toBe(0);
  });

  it("follows a folder's face only to the files that define the names imported through it", () => {
    const faced = new Map([
      ['app/root.tsx', "import { Button, type Size } from './cart/index.ts';\nt('Home');"],
      [
        'app/cart/index.ts',
        "export { Button } from './Button.tsx';\nexport type { Size } from './size.ts';\n" +
          "export { Page } from './Page.tsx';",
      ],
      ['app/cart/Button.tsx', "t('Open cart');"],
      ['app/cart/size.ts', "t('Large');"],
      ['app/cart/Page.tsx', "t('Your cart');"],
      ['app/routes/other.tsx', "import { Unknown } from '../cart/index.ts';"],
    ]);
    const texts = ['Home', 'Open cart', 'Large', 'Your cart'];
    const split = splitTexts({ texts, files: faced, roots: ['app/root.tsx'], shared: [] });
    expect([...split.first].sort()).toEqual(['Home', 'Large', 'Open cart']);
    expect([...split.waiting]).toEqual(['app/cart/Page.tsx']);
    // A name the face does not hand on: the whole face counts, as before.
    const whole = splitTexts({ texts, files: faced, roots: ['app/routes/other.tsx'], shared: [] });
    expect(whole.first.has('Your cart')).toBe(true);
  });

  it('gives the texts only one part writes a module of their own, which only that part waits for', () => {
    const files = new Map([
      ['app/root.tsx', "const Drawer = onDemand(() => import('./cart/Drawer.tsx'));\nt('Home');"],
      [
        'app/routes/checkout.tsx',
        "import { Form } from '../checkout/Form.tsx';\nimport { Drawer } from '../cart/Drawer.tsx';\n" +
          "t('Place order'); t('Back');",
      ],
      ['app/checkout/Form.tsx', "t('Card');"],
      ['app/cart/Drawer.tsx', "t('Remove');"],
      ['app/routes/staff-orders.tsx', "t('Pick list'); t('Back');"],
      ['app/routes/staff-offers.tsx', "t('Offers'); t('Pick list');"],
      ['app/routes/wishlist.tsx', "t('Saved');"],
    ]);
    const split = splitTexts({
      texts: ['Home', 'Place order', 'Back', 'Pick list', 'Offers', 'Saved', 'Card', 'Remove'],
      files,
      roots: ['app/root.tsx'],
      shared: [],
      partOf: (file) => /\/routes\/(staff|checkout)/.exec(file)?.[1],
    });
    expect([...split.parts.keys()].sort()).toEqual(['checkout', 'staff']);
    expect([...split.parts.get('staff')!].sort()).toEqual(['Offers', 'Pick list']);
    expect([...split.waitingParts.get('staff')!].sort()).toEqual([
      'app/routes/staff-offers.tsx',
      'app/routes/staff-orders.tsx',
    ]);
    // A file the checkout's route alone reaches is the checkout's; one that any page may load on
    // demand (the cart drawer) is no part's, though the checkout imports it too.
    expect([...split.parts.get('checkout')!].sort()).toEqual(['Card', 'Place order']);
    expect([...split.waitingParts.get('checkout')!].sort()).toEqual([
      'app/checkout/Form.tsx',
      'app/routes/checkout.tsx',
    ]);
    // A text two parts write stays with the shared later ones, and both wait for them; so does a
    // text of a file in no part.
    expect([...split.waiting].sort()).toEqual([
      'app/cart/Drawer.tsx',
      'app/routes/checkout.tsx',
      'app/routes/staff-orders.tsx',
      'app/routes/wishlist.tsx',
    ]);
    expect(split.first.has('Back')).toBe(false);
  });

  it('gives a self-contained part every later text its files write, and its files wait for its module alone', () => {
    const files = new Map([
      ['app/root.tsx', "const Modal = onDemand(() => import('./account/Modal.tsx'));\nt('Home');"],
      ['app/account/Modal.tsx', "import { Methods } from './Methods.tsx';\nt('Log in');"],
      ['app/account/Methods.tsx', "export const LABELS = { card: 'ID-card' };\nt('Password');"],
      ['app/routes/my-account.tsx', "import { LABELS } from '../account/Methods.tsx';\nt('Orders');"],
      ['app/routes/checkout.tsx', "t('Password'); t('Place order');"],
      ['app/routes/wishlist.tsx', "t('Password');"],
    ]);
    const split = splitTexts({
      texts: ['Home', 'Log in', 'ID-card', 'Password', 'Orders', 'Place order'],
      files,
      roots: ['app/root.tsx'],
      shared: [],
      partOf: (file) =>
        /\/account\/Modal\.tsx$/.test(file) ? 'login' : /\/routes\/(my-account|checkout)/.exec(file)?.[1],
      selfContained: new Set(['login']),
    });
    // The modal's files, the one the account page imports too, wait for the login texts only,
    // which hold the text other files write as well; those find it where they would without it.
    expect([...split.parts.get('login')!].sort()).toEqual(['ID-card', 'Log in', 'Password']);
    expect([...split.waitingParts.get('login')!].sort()).toEqual([
      'app/account/Methods.tsx',
      'app/account/Modal.tsx',
    ]);
    expect([...split.later]).toEqual(['Password']);
    expect([...split.waiting].sort()).toEqual(['app/routes/checkout.tsx', 'app/routes/wishlist.tsx']);
    expect([...split.parts.get('my-account')!]).toEqual(['Orders']);
    expect([...split.parts.get('checkout')!]).toEqual(['Place order']);
  });

  it('never lets a file of the first load wait, and every later text is written by a waiting file', () => {
    const name = fc.constantFrom('a', 'b', 'c', 'd', 'e');
    const text = fc.constantFrom('One', 'Two', 'Three', 'Four');
    const file = fc.record({
      imports: fc.array(fc.record({ target: name, dynamic: fc.boolean() }), { maxLength: 3 }),
      texts: fc.array(text, { maxLength: 3 }),
    });
    fc.assert(
      fc.property(
        fc.dictionary(name, file, { minKeys: 1 }),
        fc.array(name, { maxLength: 2 }),
        (graph, rootNames) => {
          const sources = new Map(
            Object.entries(graph).map(([fileName, { imports, texts }]) => [
              `app/${fileName}.ts`,
              [
                ...imports.map(({ target, dynamic }) =>
                  dynamic ? `import('./${target}.ts');` : `import { x } from './${target}.ts';`,
                ),
                ...texts.map((written) => `t('${written}');`),
              ].join('\n'),
            ]),
          );
          const rootFiles = rootNames.map((root) => `app/${root}.ts`);
          const result = splitTexts({
            texts: ['One', 'Two', 'Three', 'Four'],
            files: sources,
            roots: rootFiles,
            shared: [],
            partOf: (file) => (/\/[ab]\.ts$/.test(file) ? 'ab' : undefined),
          });
          const firstLoad = new Set<string>();
          const pending = rootFiles.filter((root) => sources.has(root));
          while (pending.length > 0) {
            const current = pending.pop()!;
            if (firstLoad.has(current)) continue;
            firstLoad.add(current);
            for (const { target, dynamic } of graph[current.slice(4, -3)]!.imports)
              if (!dynamic && sources.has(`app/${target}.ts`)) pending.push(`app/${target}.ts`);
          }
          const partWaiting = result.waitingParts.get('ab') ?? new Set<string>();
          for (const waiting of [...result.waiting, ...partWaiting])
            expect(firstLoad.has(waiting)).toBe(false);
          for (const written of ['One', 'Two', 'Three', 'Four']) {
            const writers = [...sources]
              .filter(([, source]) => source.includes(`'${written}'`))
              .map(([f]) => f);
            if (result.first.has(written)) continue;
            expect(writers.length).toBeGreaterThan(0);
            // Every writer waits for the module that holds the text: its part's, or the shared one.
            const inPart = result.parts.get('ab')?.has(written) ?? false;
            expect(writers.every((writer) => (inPart ? partWaiting : result.waiting).has(writer))).toBe(true);
            expect(writers.some((writer) => firstLoad.has(writer))).toBe(false);
          }
        },
      ),
    );
  });
});
