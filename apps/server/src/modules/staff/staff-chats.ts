import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseInput } from '../../plugins/validation.ts';
import { cartService, type CartService } from '../cart/index.ts';
import {
  chatDesk,
  staffChatList,
  StaffChatMessagesQuerySchema,
  StaffChatParamsSchema,
  StaffMessageBodySchema,
  type CartSummary,
} from '../chat/index.ts';
import type { StaffAudit } from './staff-audit.ts';
import type { StaffMember } from './staff-service.ts';

const ok = <T>(result: T) => ({ code: 200, result });

/**
 * The pharmacist's side of the live chat: the chats to answer with each cart's
 * lines and prescription offer requests, a chat's messages, a message (text, a product, or a
 * composed prescription offer) and closing a chat. Pharmacists and admins; every POST, and every
 * opening of a transcript, is in the audit log with its kind, never its text.
 */
export function registerStaffChatRoutes(
  app: FastifyInstance,
  {
    requireStaff,
    audit,
  }: { requireStaff: (request: FastifyRequest) => Promise<StaffMember>; audit: StaffAudit },
): void {
  const chats = chatDesk({
    database: app.database,
    now: () => app.now(),
    limiter: app.limits.limiter,
    catalog: app.catalog,
  });
  const summarise = cartSummary(cartService(app.catalog, () => app.now()));

  app.get('/staff/chats', async (request) => {
    await requireStaff(request);
    return ok(await staffChatList(app.db, app.now(), summarise));
  });

  app.get('/staff/chats/:chatId/messages', async (request) => {
    const member = await requireStaff(request);
    const { chatId } = parseInput(StaffChatParamsSchema, request.params);
    const { after } = parseInput(StaffChatMessagesQuerySchema, request.query ?? {});
    const chat = await chats.staffMessages(chatId, after);
    // Reading a transcript is recorded when it is opened (from its first message), not at every
    // poll for what came after: the log says who read whose conversation, without flooding.
    if (after === 0) {
      await audit.write({
        staffId: member.id,
        action: 'chat_read',
        target: `chat ${chatId}`,
        ip: request.ip,
      });
    }
    return ok(chat);
  });

  app.post('/staff/chats/:chatId/messages', async (request) => {
    const member = await requireStaff(request);
    const { chatId } = parseInput(StaffChatParamsSchema, request.params);
    const body = parseInput(StaffMessageBodySchema, request.body ?? {});
    const message = await chats.pharmacistMessage(chatId, member.id, {
      text: body.text ?? '',
      ...(body.sku !== undefined ? { sku: body.sku } : {}),
      ...(body.prescriptionNumber !== undefined ? { prescriptionNumber: body.prescriptionNumber } : {}),
    });
    await audit.write({
      staffId: member.id,
      action: 'chat_message',
      target: `chat ${chatId}`,
      details: { kind: message.kind },
      ip: request.ip,
    });
    return ok(message);
  });

  app.post('/staff/chats/:chatId/close', async (request) => {
    const member = await requireStaff(request);
    const { chatId } = parseInput(StaffChatParamsSchema, request.params);
    const closed = await chats.staffClose(chatId);
    await audit.write({
      staffId: member.id,
      action: 'chat_closed',
      target: `chat ${chatId}`,
      ip: request.ip,
    });
    return ok(closed);
  });
}

/** A cart's lines and totals as the chat list shows them, from the cart module's totals. */
function cartSummary(carts: CartService) {
  return async (cart: Parameters<CartService['totals']>[0]): Promise<CartSummary> => {
    const totals = await carts.totals(cart);
    return {
      lines: totals.items.map((item) => ({
        itemId: item.item_id,
        sku: item.sku,
        name: item.name,
        qty: item.qty,
        rowTotalInclTax: item.row_total_incl_tax,
      })),
      grandTotal: totals.grand_total,
      totals: {
        total_segments: totals.total_segments,
        fund_amount: totals.fund_amount,
        shipping_method: totals.shipping_method,
      },
    };
  };
}
