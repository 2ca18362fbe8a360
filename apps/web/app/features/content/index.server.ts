export { redirectIfMoved } from './moved.server.ts';
