import type { ProductCard as ProductCardData } from '@apteek/domain';
import { createContext, use, type ReactElement } from 'react';
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FrameworkContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
} from 'react-router';
import { TranslationOf, useTranslation } from '../../i18n/translation.tsx';
import { StoreViewContext } from '../../shell/index.ts';
import { IconsDrawnInto, useIconsDrawn, type IconName } from '../../ui/Icon.tsx';
import { ProductCard } from './ProductCard.tsx';

type CardProduct = ProductCardData & { medicineName?: string | null };

/** A card's markup as React renders it, and the icons it draws (for the page's sprite). */
export interface KeptCard {
  html: string;
  icons: ReadonlySet<IconName>;
}

/**
 * The server's card markup, kept by what a card shows (kept-cards.server.tsx): a card is the same
 * wherever it stands (a category, its filtered and sorted pages, a search, the related products of a
 * product page), and was the largest part of a listing's first render (50 cards, about half of the
 * elements React wrote for a category). `render` renders the card on its own, drawing its icons
 * into `icons`.
 */
export interface KeptCards {
  markup(key: string, render: (icons: Set<IconName>) => ReactElement): KeptCard;
}

/** Given by the server's entry (entry.server.tsx); null in the browser, which renders every card. */
export const KeptCardsContext = createContext<KeptCards | null>(null);

interface CardItemProps {
  product: CardProduct;
  isEager: boolean;
  onSelect?: () => void;
}

/**
 * A card in its list item. The server writes a card below the first row from its kept markup; the
 * browser renders the card and hydrates it against that markup, which is the card's own. The eager
 * cards are rendered in place: React preloads their pictures in the head as it renders them.
 */
export function CardItem({ product, isEager, onSelect }: CardItemProps) {
  const kept = use(KeptCardsContext);
  if (kept !== null && !isEager) return <KeptCardItem kept={kept} product={product} />;
  return (
    <li>
      <ProductCard product={product} isEager={isEager} onSelect={onSelect} />
    </li>
  );
}

/**
 * The card's kept markup in its list item, rendered first with what the card reads from the page
 * around it, given again around it: the router's state (its links), the store view and its texts.
 */
function KeptCardItem({ kept, product }: { kept: KeptCards; product: CardProduct }) {
  const framework = use(UNSAFE_FrameworkContext);
  const dataRouter = use(UNSAFE_DataRouterContext);
  const dataRouterState = use(UNSAFE_DataRouterStateContext);
  const navigation = use(UNSAFE_NavigationContext);
  const location = use(UNSAFE_LocationContext);
  const route = use(UNSAFE_RouteContext);
  const storeView = use(StoreViewContext);
  const translation = useTranslation();
  const drawn = useIconsDrawn();
  // What the card shows is all in its data and the store view: the key.
  const card = kept.markup(`${storeView.storeCode}\n${JSON.stringify(product)}`, (icons) => (
    <UNSAFE_FrameworkContext value={framework}>
      <UNSAFE_DataRouterContext value={dataRouter}>
        <UNSAFE_DataRouterStateContext value={dataRouterState}>
          <UNSAFE_NavigationContext value={navigation}>
            <UNSAFE_LocationContext value={location}>
              <UNSAFE_RouteContext value={route}>
                <StoreViewContext value={storeView}>
                  <TranslationOf translation={translation}>
                    <IconsDrawnInto drawn={icons}>
                      <ProductCard product={product} isEager={false} />
                    </IconsDrawnInto>
                  </TranslationOf>
                </StoreViewContext>
              </UNSAFE_RouteContext>
            </UNSAFE_LocationContext>
          </UNSAFE_NavigationContext>
        </UNSAFE_DataRouterStateContext>
      </UNSAFE_DataRouterContext>
    </UNSAFE_FrameworkContext>
  ));
  for (const icon of card.icons) drawn?.add(icon);
  return <li dangerouslySetInnerHTML={{ __html: card.html }} />;
}
