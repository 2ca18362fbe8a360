/**
 * Live chat: a cart's chat with the pharmacist. The customer's routes under
 * /api/chat, what the staff module's routes call, the ownership check save-chatId needs, and the
 * deletion of transcripts past their period (the retention job of modules/data-rights runs it).
 */
import type { FastifyInstance } from 'fastify';
import { chatRoutes as registerChatRoutes, type ChatRouteOptions } from './chat-routes.ts';

export {
  chatDesk,
  chatService,
  type ChatDesk,
  type ChatMessageView,
  type ChatService,
  type ChatView,
} from './chat-service.ts';
export { staffChatList, type CartSummary, type StaffChat } from './chat-staff-list.ts';
export { chatMessageSchema, chatPaths, chatSchema } from './chat-openapi.ts';
export {
  StaffChatMessagesQuerySchema,
  StaffChatParamsSchema,
  StaffMessageBodySchema,
} from './chat-schemas.ts';
export { adoptGuestChat, chatBelongsToCart, deleteChatsBefore } from './chat-queries.ts';

/** The customer's chat routes. */
export async function chatRoutes(app: FastifyInstance, options: ChatRouteOptions): Promise<void> {
  await app.register(registerChatRoutes, options);
}
