import type { SeedCmsPage } from '../../source-types.ts';
import { aboutUsPage } from './pages/about-us.ts';
import { accessibilityPage } from './pages/accessibility.ts';
import { contactPage } from './pages/contact.ts';
import { cookiePolicyPage } from './pages/cookie-policy.ts';
import { customerServicePage } from './pages/customer-service.ts';
import { deliveryPage } from './pages/delivery.ts';
import { faqPage } from './pages/faq.ts';
import { legalPage } from './pages/legal.ts';
import { medicineLogisticsPage } from './pages/medicine-logistics.ts';
import { nonMedicineLogisticsPage } from './pages/non-medicine-logistics.ts';
import { openPositionsPage } from './pages/open-positions.ts';
import { prescriptionModuleGuidePage } from './pages/prescription-module-guide.ts';
import { privacyPage } from './pages/privacy.ts';
import { returnsPage } from './pages/returns.ts';
import { sizeGuidePage } from './pages/size-guide.ts';
import { storeLocatorPage } from './pages/store-locator.ts';

export { banners } from './banners.ts';
export { cmsBlocks } from './blocks.ts';
export { homeImages } from './home-images.ts';

export const cmsPages: SeedCmsPage[] = [
  legalPage,
  aboutUsPage,
  openPositionsPage,
  faqPage,
  medicineLogisticsPage,
  nonMedicineLogisticsPage,
  prescriptionModuleGuidePage,
  privacyPage,
  cookiePolicyPage,
  customerServicePage,
  storeLocatorPage,
  sizeGuidePage,
  deliveryPage,
  returnsPage,
  contactPage,
  accessibilityPage,
];
