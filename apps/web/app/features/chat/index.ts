export { chatApi } from './chat-api.ts';
export { endChat } from './chat-end.ts';
export { closeChat, openChat, useChatWidget } from './chat-widget.ts';
export { ChatLauncher } from './ChatLauncher.tsx';
export { chat } from './session-port.ts';
