import type { MenuCategory } from '@apteek/domain';
import { memo, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useCart, useCartBootstrap } from '../cart/index.ts';
import { ChatLauncher } from '../chat/index.ts';
import { CheckoutLayer } from '../checkout/index.ts';
import { Notifications } from '../notifications/index.ts';
import {
  isPrescriptionLine,
  loadPrescriptionWatch,
  usePrescriptionWatchNeeded,
} from '../prescription/index.ts';
import { BackToTop } from './BackToTop.tsx';
import { BottomNav } from './BottomNav.tsx';
import { CookieNotice, CookieSettingsOnDemand } from './CookieNotice.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { HydrateLater, MountWhen, onDemand } from '../../shell/index.ts';
import { LanguageOffer } from './LanguageOffer.tsx';
import type { LayoutKind } from './layout-kind.ts';
import { Logo } from './Logo.tsx';
import { NewVersionNotice } from '../../pwa/NewVersionNotice.tsx';
import { startServiceWorker } from '../../pwa/service-worker.ts';
import { OfflineBadge } from './OfflineBadge.tsx';
import { SkipLink } from './SkipLink.tsx';
import { WishlistSync } from '../wishlist/index.ts';
import { AnalyticsConsent } from '../analytics/index.ts';

interface StoreLayoutProps {
  kind: LayoutKind;
  menu: MenuCategory[];
  children: ReactNode;
}

export function StoreLayout({ kind, menu, children }: StoreLayoutProps) {
  useCartBootstrap();
  useEffect(startServiceWorker, []);
  switch (kind) {
    case 'default':
      return (
        <div className="flex min-h-dvh flex-col pb-[calc(3.5rem+env(safe-area-inset-bottom))] lg:pb-0">
          <SkipLink />
          <CheckoutLayer />
          <Header menu={menu} />
          <Main>{children}</Main>
          <LaterFooter />
          <BottomNav menu={menu} />
          <CartDrawerOnDemand />
          <BackToTop />
          <ChatLauncher />
          <CookieNotice />
          <CookieSettingsOnDemand />
          <LanguageOffer />
          <OfflineBadge />
          <NewVersionNotice />
          <Notifications />
          <PrescriptionWatchOnDemand />
          <WishlistSync />
          <AnalyticsConsent />
        </div>
      );
    case 'minimal':
      return (
        <div className="flex min-h-dvh flex-col">
          <SkipLink />
          <header className="border-b border-line bg-white">
            <div className="page-container py-4">
              <Logo />
            </div>
          </header>
          <Main>{children}</Main>
          <LaterFooter />
          <CookieSettingsOnDemand />
          <NewVersionNotice />
          <Notifications />
          <PrescriptionWatchOnDemand />
          <AnalyticsConsent />
        </div>
      );
    case 'empty':
      return (
        <>
          <Main>{children}</Main>
          <Notifications />
        </>
      );
    default:
      return kind satisfies never;
  }
}

/**
 * The footer is below the fold on every page. Memoised: the layout rendered again before the footer
 * has hydrated would otherwise hand its boundary new children, which React must hydrate at once, in
 * the update's task (a long task on the checkout, when the cart's code loads).
 */
const LaterFooter = memo(function LaterFooter() {
  return (
    <HydrateLater>
      <Footer />
    </HydrateLater>
  );
});

const CartDrawer = onDemand(() => import('./CartDrawerPart.tsx').then((module) => module.CartDrawerPart));

/** The microcart's code loads the first time it opens. */
function CartDrawerOnDemand() {
  const { isMicrocartOpen } = useCart().state;
  return (
    <MountWhen when={isMicrocartOpen}>
      <CartDrawer />
    </MountWhen>
  );
}

// The watch writes no later texts: none are fetched for it.
const PrescriptionWatch = onDemand(loadPrescriptionWatch, null);

/** The prescription watch's code, with the API's response checks, loads the first time it is needed. */
function PrescriptionWatchOnDemand() {
  const hasLines = useCart().state.items.some(isPrescriptionLine);
  return (
    <MountWhen when={usePrescriptionWatchNeeded(hasLines)}>
      <PrescriptionWatch />
    </MountWhen>
  );
}

/** After a client-side navigation, focus moves to the new page so screen readers start there. */
function useFocusOnNavigation() {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!hash) document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, hash]);
}

function Main({ children }: { children: ReactNode }) {
  useFocusOnNavigation();
  return (
    <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
      {children}
    </main>
  );
}
