/** The chat's ending (its API call and the chat id's clearing), loaded when an order is finalised. */
export const loadEndChat = () => import('./chat-end.ts').then((module) => module.endChat);
