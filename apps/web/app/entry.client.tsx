// The one stylesheet, with the entry rather than the root route: React Router links the entry's
// styles from the root route on every page, and no part a page imports on demand reaches the
// entry's chunk. In the shell chunk (where the root's code is), every import() of a route's part
// reached it, React Router listed it as loaded on demand (an href ending in `#`) and the first
// such import added it a second time (the lazy review form was reverted in 2af16bf for this).
import './app.css';
import { LANGUAGES } from '@apteek/domain';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { browserCatalogues } from './i18n/catalogue-modules.ts';
import { CatalogueSourceProvider } from './i18n/translation.tsx';
import { startBrowserRuntime } from './runtime/index.ts';

// The features are wired together before anything can ask for the cart.
startBrowserRuntime();

/**
 * React Router's browser entry, waiting for the page's texts first: the catalogue is a module of
 * its own (not loader data), preloaded from the head (root.tsx), so the first render matches the
 * server's HTML. Should it fail to arrive (offline without the service worker's copy) the page
 * still hydrates, with the English texts.
 */
const language = LANGUAGES.find((code) => code === document.documentElement.lang) ?? 'en';

void browserCatalogues
  .load(language)
  .catch(() => undefined)
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <CatalogueSourceProvider source={browserCatalogues.loaded}>
            <HydratedRouter />
          </CatalogueSourceProvider>
        </StrictMode>,
      );
    }),
  );
