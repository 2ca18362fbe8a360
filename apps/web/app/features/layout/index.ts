// The store's page frame: header, menus, footer, bottom navigation, language and store switching, the cookie notice.
// Other features, routes and the root use this feature only through what this face hands on.
export { layoutKindOf } from './layout-kind.ts';
export { FOOTER_ID, paintsAfterMain } from './paint-after-main.ts';
export { StatusPage } from './StatusPage.tsx';
export { StoreLayout } from './StoreLayout.tsx';
