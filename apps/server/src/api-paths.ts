import { catalogPaths } from './modules/catalog/index.ts';
import { pricingPaths } from './modules/pricing/index.ts';
import { stockPaths } from './modules/stock/index.ts';
import { campaignPaths } from './modules/campaign/index.ts';
import { mediaPaths } from './modules/media/index.ts';
import { cartPaths } from './modules/cart/index.ts';
import { userPaths } from './modules/user/index.ts';
import { dataRightsPaths } from './modules/data-rights/index.ts';
import { identityPaths } from './modules/identity/index.ts';
import { localePaths } from './modules/locale/index.ts';
import { orderPaths } from './modules/order/index.ts';
import { prescriptionPaths } from './modules/prescription/index.ts';
import { compensationPaths } from './modules/compensation/index.ts';
import { openingHoursPaths } from './modules/opening-hours/index.ts';
import { realtimePaths } from './modules/realtime/index.ts';
import { chatPaths } from './modules/chat/index.ts';
import { staffPaths } from './modules/staff/index.ts';
import { wishlistPaths } from './modules/wishlist/index.ts';
import { loyaltyPaths } from './modules/loyalty/index.ts';
import { newsletterPaths } from './modules/newsletter/index.ts';
import { reviewPaths } from './modules/reviews/index.ts';
import { feedPaths } from './modules/feeds/index.ts';

/** Every module's part of the OpenAPI document at /api/docs, in the order it lists them. */
export const API_PATHS = [
  catalogPaths,
  pricingPaths,
  stockPaths,
  campaignPaths,
  mediaPaths,
  cartPaths,
  userPaths,
  dataRightsPaths,
  identityPaths,
  localePaths,
  orderPaths,
  prescriptionPaths,
  compensationPaths,
  openingHoursPaths,
  realtimePaths,
  chatPaths,
  staffPaths,
  wishlistPaths,
  loyaltyPaths,
  newsletterPaths,
  reviewPaths,
  feedPaths,
];
