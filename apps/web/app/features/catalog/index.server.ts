// What the catalog feature gives the server's entry: card markup kept by the card's content.
export { KeptCardsContext } from './kept-cards.tsx';
export { keptCards } from './kept-cards.server.tsx';
