import type { AnalyticsEvent } from '@apteek/domain';
import { hasAcceptedCookies } from '../../shell/index.ts';

declare global {
  interface Window {
    /** The e-commerce events for a tag manager (issue 21 item 5); exists only after consent. */
    dataLayer?: unknown[];
  }
}

/**
 * Pushes an event onto `window.dataLayer`, only once the visitor has accepted cookies (the
 * cookiesAccepted claim of spec 001 §9); before that the event is dropped, not kept for later.
 * The events come from @apteek/domain's builders, which never carry prescription or health data.
 */
export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined' || !hasAcceptedCookies()) return;
  (window.dataLayer ??= []).push(event);
}

let tagLoaded = false;

/** Loads the configured Google Tag Manager container once, after consent; nothing without an id. */
export function loadTagManager(containerId: string): void {
  if (tagLoaded || !hasAcceptedCookies() || !/^GTM-[A-Z0-9]{4,12}$/.test(containerId)) return;
  tagLoaded = true;
  (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.append(script);
}
