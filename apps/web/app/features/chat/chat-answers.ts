// The chat's answer schemas, imported with the first answer they read (chat-api.ts, readLater):
// the schema library stays out of the first scripts of the pages that can end or show a chat.
export { ChatAnswerSchema, ChatAvailabilitySchema, ChatMessageSchema } from '@apteek/domain';
