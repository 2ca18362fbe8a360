import { PHARMACY_TYPE_CODES, lineKey, type ProductCard } from '@apteek/domain';
import { useCartLoader } from '../cart/use-cart.ts';

/** Types a list can put in the cart as they are; the others need their page's choices. */
const ADDABLE_FROM_LIST = new Set(['simple', 'virtual', 'downloadable']);

type ListedProduct = Pick<
  ProductCard,
  'sku' | 'name' | 'price' | 'imageUrl' | 'urlPath' | 'stockStatus' | 'typeId' | 'typeCode'
>;

/**
 * Adding a listed product (a card, a wishlist row) to the cart, one piece: whether it can go in
 * as it is (not a prescription medicine, no choices to make), and the add. Out-of-stock products
 * are allowed in the cart (spec 000 §9).
 */
export function useAddFromList(product: ListedProduct): { canAdd: boolean; add: () => void } {
  const loadCart = useCartLoader();
  const canAdd =
    ADDABLE_FROM_LIST.has(product.typeId) && product.typeCode !== PHARMACY_TYPE_CODES.prescription;
  const add = () =>
    void loadCart().then((cart) =>
      cart?.add({
        key: lineKey({ sku: product.sku }),
        sku: product.sku,
        parentSku: null,
        qty: 1,
        name: product.name,
        priceInclTax: product.price.final / 100,
        productOption: {},
        imageUrl: product.imageUrl,
        urlPath: product.urlPath,
        stockStatus: product.stockStatus,
      }),
    );
  return { canAdd, add };
}
