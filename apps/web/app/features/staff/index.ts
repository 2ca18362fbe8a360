export { OpeningHoursEditor } from './OpeningHoursEditor.tsx';
export { StaffLanguageContext, staffLanguageOf } from './staff-language.ts';
export { StaffChats } from './StaffChats.tsx';
export { StaffHome } from './StaffHome.tsx';
export { StaffLogin } from './StaffLogin.tsx';
export { StaffOffers } from './StaffOffers.tsx';
export { StaffOrders } from './StaffOrders.tsx';
export { StaffReviews } from './StaffReviews.tsx';
export { StaffShell } from './StaffShell.tsx';
