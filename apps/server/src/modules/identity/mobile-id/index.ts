/** Mobile-ID login, our side: its routes. SK's protocol and its sandbox are providers/mobile-id. */
export { MobileIdInitSchema, mobileIdRoutes } from './mobile-id-routes.ts';
