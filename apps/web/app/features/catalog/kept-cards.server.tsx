import { renderToString } from 'react-dom/server';
import type { IconName } from '../../ui/Icon.tsx';
import type { KeptCard, KeptCards } from './kept-cards.tsx';

/**
 * The most cards kept at once, least recently used dropped first: about 2 KB of markup each, so a
 * few megabytes, more than the seed's listed products and the cards of the pages most asked of a
 * larger catalogue.
 */
const MOST_CARDS_KEPT = 2_000;

/**
 * Card markup kept by the card's content (its key): rendered once, the first time a page shows that
 * card, and written as it is on every page after that shows it, until the card's data changes (a new
 * key; the old one ages out). A card's markup depends on nothing but its data, the store view and the
 * build's texts, so a catalogue change leaves the other cards' markup as it is.
 */
export function keptCards(mostKept = MOST_CARDS_KEPT): KeptCards {
  const cards = new Map<string, KeptCard>();
  return {
    markup(key, render) {
      const found = cards.get(key);
      if (found !== undefined) {
        // Map keeps insertion order: a card used again moves to the end, the first is the oldest.
        cards.delete(key);
        cards.set(key, found);
        return found;
      }
      const icons = new Set<IconName>();
      const card = { html: renderToString(render(icons)), icons };
      cards.set(key, card);
      if (cards.size > mostKept) cards.delete(cards.keys().next().value!);
      return card;
    },
  };
}
