/**
 * Finnish bank ID login, our side: the routes that send the customer to the broker and take the
 * proven person back. The broker's protocol and its sandbox are providers/eident.
 */
export { eidentRoutes, type EidentRouteOptions } from './eident-routes.ts';
