import { render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { catalogueFor } from '../../i18n/catalogues.server.ts';
import { TranslationProvider } from '../../i18n/translation.tsx';
import { OpeningHoursEditor } from './OpeningHoursEditor.tsx';
import { StaffCatalogue } from './StaffCatalogue.tsx';
import { StaffChats } from './StaffChats.tsx';
import { StaffHome } from './StaffHome.tsx';
import { StaffLanguageContext, type StaffLanguage } from './staff-language.ts';
import { StaffLogin } from './StaffLogin.tsx';
import { StaffOffers } from './StaffOffers.tsx';
import { StaffFulfilment } from './StaffFulfilment.tsx';
import { StaffOrders } from './StaffOrders.tsx';
import { StaffShell } from './StaffShell.tsx';

/** The staff pages as routes.ts lays them out, in one language, starting at `path`. */
export function renderStaffArea(path: string, language: StaffLanguage = 'et') {
  const page = (isLoginPage: boolean, content: React.ReactNode) =>
    function Page() {
      return (
        <StaffLanguageContext value={language}>
          <TranslationProvider language={language} catalogue={catalogueFor(language)}>
            <StaffShell isLoginPage={isLoginPage}>{content}</StaffShell>
          </TranslationProvider>
        </StaffLanguageContext>
      );
    };
  const Stub = createRoutesStub([
    { path: '/staff/login', Component: page(true, <StaffLogin />) },
    { path: '/staff', Component: page(false, <StaffHome />) },
    { path: '/staff/hours', Component: page(false, <OpeningHoursEditor />) },
    { path: '/staff/orders', Component: page(false, <StaffOrders />) },
    { path: '/staff/fulfilment', Component: page(false, <StaffFulfilment />) },
    { path: '/staff/offers', Component: page(false, <StaffOffers />) },
    { path: '/staff/chats', Component: page(false, <StaffChats />) },
    { path: '/staff/catalogue', Component: page(false, <StaffCatalogue />) },
  ]);
  return render(<Stub initialEntries={[path]} />);
}
