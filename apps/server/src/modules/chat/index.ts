/**
 * Live chat: a cart's chat with the pharmacist. The customer's routes under
 * /api/chat, what the staff module's routes call, the ownership check save-chatId needs, and the
 * yearly purge of transcripts.
 */
import type { FastifyInstance } from 'fastify';
import { chatRoutes as registerChatRoutes, type ChatRouteOptions } from './chat-routes.ts';
import { scheduleChatPurge } from './chat-purge.ts';

export {
  chatDesk,
  chatService,
  type ChatDesk,
  type ChatMessageView,
  type ChatService,
  type ChatView,
} from './chat-service.ts';
export { staffChatList, type CartSummary, type StaffChat } from './chat-staff-list.ts';
export { purgeOldChats, CHAT_PURGE_INTERVAL_MS } from './chat-purge.ts';
export { chatMessageSchema, chatPaths, chatSchema } from './chat-openapi.ts';
export {
  StaffChatMessagesQuerySchema,
  StaffChatParamsSchema,
  StaffMessageBodySchema,
} from './chat-schemas.ts';
export { adoptGuestChat, chatBelongsToCart } from './chat-queries.ts';

/** The customer's chat routes, and the hourly purge of transcripts past their year in this process. */
export async function chatRoutes(app: FastifyInstance, options: ChatRouteOptions): Promise<void> {
  await app.register(registerChatRoutes, options);
  const purge = scheduleChatPurge(app.db, { now: () => app.now(), log: app.log });
  app.addHook('onClose', () => purge.stop());
}
