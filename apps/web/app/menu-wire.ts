import type { MenuCategory } from '@apteek/domain';

/** A menu category on the wire: id, name, the slug of '/c/{slug}', and its children when it has any. */
type WireCategory = [id: number, name: string, slug: string, children?: WireCategory[]];

const CATEGORY_PATH = '/c/';
const packed = new WeakMap<MenuCategory[], string>();

/**
 * The root loader sends the category menu (about a hundred categories, on every page) as one JSON
 * string of tuples rather than as objects: React Router's stream would otherwise give every
 * category four keys and an array of its own, about twice the bytes. The layout service
 * keeps one menu per store view, so each is packed once.
 */
export function packMenu(menu: MenuCategory[]): string {
  let text = packed.get(menu);
  if (text === undefined) {
    const pack = (category: MenuCategory): WireCategory => {
      const slug = category.urlPath.startsWith(CATEGORY_PATH)
        ? category.urlPath.slice(CATEGORY_PATH.length)
        : category.urlPath;
      return category.children.length > 0
        ? [category.id, category.name, slug, category.children.map(pack)]
        : [category.id, category.name, slug];
    };
    text = JSON.stringify(menu.map(pack));
    packed.set(menu, text);
  }
  return text;
}

const unpacked = new Map<string, MenuCategory[]>();
/** A menu per store view, and the one before a catalogue change while pages rendered from it finish. */
const MOST_MENUS_KEPT = 8;

/**
 * The menu of the root data, read once per text rather than on every render: a server renders it
 * for every page it has not kept, and the text changes only with the catalogue.
 */
export function unpackMenu(text: string): MenuCategory[] {
  let menu = unpacked.get(text);
  if (menu === undefined) {
    if (unpacked.size >= MOST_MENUS_KEPT) unpacked.clear();
    menu = readMenu(text);
    unpacked.set(text, menu);
  }
  return menu;
}

function readMenu(text: string): MenuCategory[] {
  const unpack = ([id, name, slug, children = []]: WireCategory): MenuCategory => ({
    id,
    name,
    urlPath: slug.startsWith('/') ? slug : `${CATEGORY_PATH}${slug}`,
    children: children.map(unpack),
  });
  return (JSON.parse(text) as WireCategory[]).map(unpack);
}
