// The live chat with a pharmacist: the widget, its panel and its session.
// Other features, routes and the root use this feature only through what this face hands on.
export { chatApi } from './chat-api.ts';
export { loadEndChat } from './lazy-parts.ts';
export { closeChat, openChat, useChatWidget } from './chat-widget.ts';
export { ChatLauncher } from './ChatLauncher.tsx';
export { chat } from './session-port.ts';
