// What the content feature gives the routes' loaders, on the server only.
export { redirectIfMoved } from './moved.server.ts';
