import { Outlet, useLocation } from 'react-router';
import { StaffLanguageContext, staffLanguageOf, StaffShell } from '../features/staff/index.ts';
import { catalogueFor } from '../i18n/catalogues.server.ts';
import { TranslationProvider } from '../i18n/translation.tsx';
import type { Route } from './+types/staff-layout';

/** The staff area is Estonian unless `?lang=fi|en|ru`; its texts come with the page. */
export function loader({ request }: Route.LoaderArgs) {
  const language = staffLanguageOf(request.url);
  return { language, catalogue: catalogueFor(language) };
}

/** None of the shop's chrome: the staff shell is the whole page. */
export const handle = { layout: 'empty' };

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const { language, catalogue } = loaderData;
  const { pathname } = useLocation();
  return (
    <StaffLanguageContext value={language}>
      <TranslationProvider language={language} catalogue={catalogue}>
        <div lang={language}>
          <StaffShell isLoginPage={pathname.replace(/\/$/, '') === '/staff/login'}>
            <Outlet />
          </StaffShell>
        </div>
      </TranslationProvider>
    </StaffLanguageContext>
  );
}
