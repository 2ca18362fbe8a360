import {
  cents,
  PHARMACY_TYPE_CODES,
  lineKey,
  resizedProductImage,
  type Cents,
  type ProductCard,
} from '@apteek/domain';
import { useCartLoader } from './use-cart.ts';

/** A product with no choices to make, as a line of one piece. */
export interface SimpleProductLine {
  sku: string;
  name: string;
  unitPrice: Cents;
  imageUrl: string | null;
  urlPath: string | null;
  stockStatus?: ProductCard['stockStatus'];
}

/**
 * Puts one piece of a product without choices in the cart (a card, a wishlist row, a product the
 * pharmacist sent in the chat); the cart loads on first use.
 */
export function useAddSimpleLine(): (product: SimpleProductLine) => void {
  const loadCart = useCartLoader();
  return ({ stockStatus, ...product }) =>
    void loadCart().then((cart) =>
      cart?.add({
        key: lineKey({ sku: product.sku }),
        parentSku: null,
        qty: 1,
        productOption: {},
        ...product,
        ...(stockStatus === undefined ? {} : { stockStatus }),
      }),
    );
}

/** Types a list can put in the cart as they are; the others need their page's choices. */
const ADDABLE_FROM_LIST = new Set(['simple', 'virtual', 'downloadable']);

type ListedProduct = Pick<
  ProductCard,
  'sku' | 'name' | 'price' | 'imageUrl' | 'urlPath' | 'stockStatus' | 'typeId' | 'typeCode'
>;

/**
 * Adding a listed product (a card, a wishlist row) to the cart, one piece: whether it can go in
 * as it is (not a prescription medicine, no choices to make), and the add. An out-of-stock product
 * is listed, and its add is refused by the cart with the refusal text.
 */
export function useAddFromList(product: ListedProduct): { canAdd: boolean; add: () => void } {
  const addLine = useAddSimpleLine();
  const canAdd =
    ADDABLE_FROM_LIST.has(product.typeId) && product.typeCode !== PHARMACY_TYPE_CODES.prescription;
  const add = () =>
    addLine({
      sku: product.sku,
      name: product.name,
      unitPrice: cents(product.price.final),
      // The cart shows the 150x150 thumbnail, not the card's picture.
      imageUrl: resizedProductImage(product.imageUrl, '150x150'),
      urlPath: product.urlPath,
      stockStatus: product.stockStatus,
    });
  return { canAdd, add };
}
