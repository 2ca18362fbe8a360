// The pharmacy staff's area: login, orders to check, fulfilment, offers, chats, hours, reviews and the catalogue.
// Other features, routes and the root use this feature only through what this face hands on.
export { OpeningHoursEditor } from './OpeningHoursEditor.tsx';
export { StaffLanguageContext, staffLanguageOf } from './staff-language.ts';
export { StaffCatalogue } from './StaffCatalogue.tsx';
export { StaffChats } from './StaffChats.tsx';
export { StaffFulfilment } from './StaffFulfilment.tsx';
export { StaffHome } from './StaffHome.tsx';
export { StaffLogin } from './StaffLogin.tsx';
export { StaffOffers } from './StaffOffers.tsx';
export { StaffOrders } from './StaffOrders.tsx';
export { StaffReviews } from './StaffReviews.tsx';
export { StaffShell } from './StaffShell.tsx';
