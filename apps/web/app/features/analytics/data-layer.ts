import { mayLoadTagManager, mayTrack, type AnalyticsEvent } from '@apteek/domain';
import { cookieConsent } from '../../shell/index.ts';

declare global {
  interface Window {
    /** The e-commerce events for a tag manager; exists only after analytics consent. */
    dataLayer?: unknown[];
  }
}

/**
 * Pushes an event onto `window.dataLayer` when the visitor's cookie choice allows it: analytics
 * consent for every event, marketing consent too for the marketing ones. Otherwise the event is
 * dropped, not kept for later. The choice is read at each push, so a change of mind counts at once.
 * The events come from @apteek/domain's builders, which never carry prescription or health data.
 */
export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined' || !mayTrack(event.event, cookieConsent())) return;
  (window.dataLayer ??= []).push(event);
}

let tagLoaded = false;

/** Loads the configured Google Tag Manager container once, with analytics consent; nothing without an id. */
export function loadTagManager(containerId: string): void {
  if (tagLoaded || !mayLoadTagManager(cookieConsent()) || !/^GTM-[A-Z0-9]{4,12}$/.test(containerId)) return;
  tagLoaded = true;
  (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.append(script);
}

/** A date in the past deletes a cookie. */
const EXPIRED = 'Expires=Thu, 01 Jan 1970 00:00:00 GMT';

/** The cookies Google's analytics and ads tags set on our domain. */
const TAG_COOKIE = /^(_ga|_ga_\w+|_gid|_gat\w*|_gcl_\w+)$/;

/**
 * After analytics consent is withdrawn: the tags' cookies are deleted (on this host and the parent
 * domains they may have been set for). A loaded container cannot be unloaded; it gets no more
 * events from us, and the next page loads without it.
 */
export function forgetAnalyticsCookies(): void {
  const hosts = window.location.hostname.split('.').map((_, index, parts) => parts.slice(index).join('.'));
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]!.trim();
    if (!TAG_COOKIE.test(name)) continue;
    document.cookie = `${name}=; Path=/; ${EXPIRED}`;
    for (const host of hosts) document.cookie = `${name}=; Path=/; Domain=${host}; ${EXPIRED}`;
  }
}
