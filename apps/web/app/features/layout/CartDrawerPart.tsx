import type { CartLineItem } from '@apteek/domain';
import { CartDrawer } from '../cart/index.ts';
import { PrescriptionLineNote } from '../prescription/index.ts';

const prescriptionNote = (item: CartLineItem) => <PrescriptionLineNote item={item} />;

/** The microcart as the store's pages show it: a prescription line tells its prescription and the fund's share. */
export function CartDrawerPart() {
  return <CartDrawer lineNote={prescriptionNote} />;
}
