// What the staff feature gives the routes' loaders, on the server only.
export { staffMeta } from './staff-meta.server.ts';
