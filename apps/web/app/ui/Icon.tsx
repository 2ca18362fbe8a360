import { createContext, use, useState, type ReactNode } from 'react';
import { useHydrated } from '../shell/index.ts';

/** A shape of an icon: a path's `d`, or a circle as [cx, cy, r]. */
type Shape = string | readonly [number, number, number];

const SHAPES = {
  search: [[11, 11, 7], 'm20 20-3.5-3.5'],
  user: [[12, 8, 4], 'M4 21c0-4.2 3.6-7 8-7s8 2.8 8 7'],
  cart: [
    'M2.5 3.5h2.2l2.5 11.3a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 1.9-1.5L21 7.5H5.7',
    [10, 20.5, 1.2],
    [17, 20.5, 1.2],
  ],
  tag: [
    'M3 12.2V4a1 1 0 0 1 1-1h8.2a1 1 0 0 1 .7.3l8 8a1 1 0 0 1 0 1.4l-8.2 8.2a1 1 0 0 1-1.4 0l-8-8a1 1 0 0 1-.3-.7Z',
    [8, 8, 1.5],
  ],
  prescription: ['M6 3h9l4 4v14H6z', 'M15 3v4h4M9.5 11h5M12 8.5v5M9.5 17h6'],
  check: ['m5 12.5 4.5 4.5L19 7.5'],
  menu: ['M4 6.5h16M4 12h16M4 17.5h16'],
  close: ['m6 6 12 12M18 6 6 18'],
  home: ['M3.5 10.5 12 3.5l8.5 7', 'M5.5 9v11.5h13V9M10 20.5v-6h4v6'],
  'chevron-down': ['m6 9 6 6 6-6'],
  'chevron-right': ['m9 6 6 6-6 6'],
  'arrow-up': ['M12 19.5v-15M5.5 11 12 4.5l6.5 6.5'],
  globe: [
    [12, 12, 9],
    'M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3Z',
  ],
  'wifi-off': [
    'M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 4.2-2.3M19 12.9a10 10 0 0 0-3-1.9M2 9.3a15 15 0 0 1 4.3-2.8M22 9.3A15 15 0 0 0 10.7 5',
    [12, 20, 0.8],
  ],
  info: [[12, 12, 9], 'M12 11v5.5M12 7.6v.2'],
  alert: [
    'M10.3 4.2 2.6 17.6A2 2 0 0 0 4.3 20.6h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z',
    'M12 9.5v4.5M12 17.2v.2',
  ],
  cookie: [
    'M20.8 12.6A8.9 8.9 0 1 1 11.4 3.2a3.5 3.5 0 0 0 4.4 4.4 3.5 3.5 0 0 0 5 5Z',
    'M8.5 9v.1M8 14.5v.1M12.5 12.5v.1M15.5 16v.1',
  ],
  heart: ['M12 20.3s-7.8-4.7-7.8-10.2A4.4 4.4 0 0 1 12 7.4a4.4 4.4 0 0 1 7.8 2.7c0 5.5-7.8 10.2-7.8 10.2Z'],
  'heart-filled': [
    'M12 20.3s-7.8-4.7-7.8-10.2A4.4 4.4 0 0 1 12 7.4a4.4 4.4 0 0 1 7.8 2.7c0 5.5-7.8 10.2-7.8 10.2Z',
  ],
  compare: ['M5 20V10M12 20V4M19 20v-7M3 20.5h18'],
} as const satisfies Record<string, readonly Shape[]>;

export type IconName = keyof typeof SHAPES;

/** The id of an icon's symbol in the page's sprite (IconSprite). */
const symbolId = (name: IconName) => `icon-${name}`;

/** The icons a page's server render has drawn so far, for its sprite (IconSprite). */
const IconsDrawn = createContext<Set<IconName> | null>(null);

/**
 * An icon drawn from the page's sprite: a card list of 50 products drew 150 icons, each an `<svg>`
 * of eight attributes around its whole path, about a fifth of a category page's bytes and a good part
 * of the elements and attributes the server renders for every first visit. The drawing is written
 * once per page (IconSprite, in the root layout) and every icon is a `<use>` of it, drawn the same.
 */
export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  use(IconsDrawn)?.add(name);
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}

/**
 * The icons drawn inside `children` go to `drawn` instead of the page's set: a part the server renders
 * on its own and keeps as markup (a product card, features/catalog) names them for the sprite of each
 * page it goes into, through drawnElsewhere.
 */
export function IconsDrawnInto({ drawn, children }: { drawn: Set<IconName>; children: ReactNode }) {
  return <IconsDrawn value={drawn}>{children}</IconsDrawn>;
}

/** The set of icons the page has drawn, to which kept markup adds its own (IconsDrawnInto). */
export function useIconsDrawn(): Set<IconName> | null {
  return use(IconsDrawn);
}

/**
 * The page with its icons' drawings after it: the server writes the symbols of the icons the page
 * drew (a product page 11 of 21), rendered before the sprite in document order; once hydrated, the
 * browser adds the others beside them, for the pages it then renders itself. A `<use>` finds its
 * symbol anywhere in the document, and the sprite's markup is one string, not elements React renders
 * per request.
 */
export function IconSprite({ children }: { children: ReactNode }) {
  const [drawn] = useState(() => new Set<IconName>());
  return (
    <>
      <IconsDrawn value={drawn}>{children}</IconsDrawn>
      <Symbols drawn={drawn} />
    </>
  );
}

/**
 * Takes no room and is not read out; each symbol carries the stroke the icons share. The served
 * symbols stay as they came (React leaves inner HTML as it finds it, and their string does not
 * change): writing the whole set over them after hydration made the browser rebuild every `<use>` on
 * the page, 150 on a category's cards, in the frame after.
 */
function Symbols({ drawn }: { drawn: Set<IconName> }) {
  const isHydrated = useHydrated();
  const [served] = useState(() => [...drawn]);
  const className = 'absolute size-0 overflow-hidden';
  return (
    <>
      <svg aria-hidden="true" className={className} dangerouslySetInnerHTML={{ __html: symbolsOf(served) }} />
      {isHydrated ? (
        <svg
          aria-hidden="true"
          className={className}
          dangerouslySetInnerHTML={{ __html: symbolsBesides(served) }}
        />
      ) : null}
    </>
  );
}

/** A circle as two arcs of a path: drawn the same as a `<circle>` with the same stroke. */
const circlePath = ([cx, cy, r]: readonly [number, number, number]) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

/** A shape's path; a path's first `m` counts from 0,0, which after another shape it would not. */
const pathOf = (shape: Shape) =>
  typeof shape !== 'string' ? circlePath(shape) : shape.startsWith('m') ? `M0 0${shape}` : shape;

/**
 * Each icon as one path of all its shapes: a page of 50 product cards drew three icons on each, the
 * cart's of three elements, and every element is the browser's to build, style and hydrate.
 */
const PATHS = Object.fromEntries(
  Object.entries(SHAPES).map(([name, shapes]: [string, readonly Shape[]]) => [
    name,
    shapes.map(pathOf).join(''),
  ]),
) as Record<IconName, string>;

/**
 * A symbol as its markup: a '-filled' shape is painted inside too (the heart of a product on the
 * wishlist); the stroke is the colour of the text around each use.
 */
const symbolMarkup = (name: IconName) =>
  `<symbol id="${symbolId(name)}" viewBox="0 0 24 24" fill="${name.endsWith('-filled') ? 'currentColor' : 'none'}" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"><path d="${PATHS[name]}"></path></symbol>`;

const ICON_NAMES = Object.keys(SHAPES) as IconName[];

/** The sprites of the icon sets pages draw, a few dozen at most (every page of a kind draws the same). */
const spritesBySet = new Map<string, string>();
const MOST_SPRITES_KEPT = 64;

/** The symbols of the drawn icons, in the one order of ICON_NAMES, as one string. */
function symbolsOf(drawn: Iterable<IconName>): string {
  const chosen = new Set(drawn);
  const names = ICON_NAMES.filter((name) => chosen.has(name));
  const key = names.join(' ');
  let markup = spritesBySet.get(key);
  if (markup === undefined) {
    if (spritesBySet.size >= MOST_SPRITES_KEPT) spritesBySet.clear();
    markup = names.map(symbolMarkup).join('');
    spritesBySet.set(key, markup);
  }
  return markup;
}

/** The symbols of every icon but the served ones. */
const symbolsBesides = (served: IconName[]) => symbolsOf(ICON_NAMES.filter((name) => !served.includes(name)));

/** A line of text led by a small icon, such as the note above a heading. */
export function IconText({
  name,
  className,
  children,
}: {
  name: IconName;
  className: string;
  children: ReactNode;
}) {
  return (
    <p className={className}>
      <Icon name={name} className="size-4" />
      {children}
    </p>
  );
}
