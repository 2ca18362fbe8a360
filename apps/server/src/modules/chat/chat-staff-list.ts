import type { schema, Db } from '@apteek/db';
import type { StaffChatView } from '@apteek/domain';
import { cartCodeOf } from '../realtime/index.ts';
import { listStaffChats, offerRequestsOf, prescriptionItemIds } from './chat-queries.ts';

type CartRow = typeof schema.cart.$inferSelect;

/** The cart's lines and totals as the staff list shows them, computed by the cart module. */
export interface CartSummary {
  lines: { itemId: number; sku: string; name: string; qty: number; rowTotalInclTax: number }[];
  grandTotal: number;
  totals: StaffChatView['cart']['totals'];
}

/** A chat as the pharmacist's list shows it: the staff contract's input (cart amounts in euros). */
export type StaffChat = StaffChatView;

/**
 * The staff console's chats: active ones and inactive ones with a message in the
 * last 24 hours, newest activity first, each with its cart's lines and prescription offer requests.
 * `summarise` prices a cart (the cart module's totals, handed in by the staff module).
 */
export async function staffChatList(
  db: Db,
  at: Date,
  summarise: (cart: CartRow) => Promise<CartSummary>,
): Promise<StaffChat[]> {
  const rows = await listStaffChats(db, at);
  const prescriptionItems = await prescriptionItemIds(
    db,
    rows.map((row) => row.cart.id),
  );
  return Promise.all(
    rows.map(async (row): Promise<StaffChat> => {
      const [summary, requests] = await Promise.all([
        summarise(row.cart),
        cartCodeOf(db, row.cart.id).then((code) => offerRequestsOf(db, code)),
      ]);
      const name = [row.firstname, row.lastname].filter(Boolean).join(' ');
      return {
        chatId: row.chat.id,
        status: row.chat.status,
        storeCode: row.chat.storeCode,
        startedAt: row.chat.startedAt.toISOString(),
        lastMessageAt: row.lastAt?.toISOString() ?? null,
        waiting: row.lastAuthor === 'customer',
        customer: row.chat.customerId === null ? { kind: 'guest' } : { kind: 'customer', name },
        lastMessage: row.lastText ?? null,
        cart: {
          lines: summary.lines.map(({ itemId, ...line }) => ({
            ...line,
            prescription: prescriptionItems.has(itemId),
          })),
          grandTotal: summary.grandTotal,
          totals: summary.totals,
        },
        offerRequests: requests.map((r) => ({
          id: r.id,
          prescriptionNumber: r.prescriptionNumber,
          title: r.title,
          answered: r.answeredAt !== null,
        })),
      };
    }),
  );
}
