import { useEffect, useRef, useSyncExternalStore } from 'react';
import { mayLoadTagManager } from '@apteek/domain';
import { cookieConsent, subscribeToClaims, useRootData } from '../../shell/index.ts';
import { forgetAnalyticsCookies, loadTagManager } from './data-layer.ts';

const allowsTagManager = () => mayLoadTagManager(cookieConsent());

/**
 * The configured tag manager's script, loaded when the visitor's choice includes analytics (at
 * once if it did before), and the tags' cookies removed when a later choice leaves analytics out.
 * Without a configured container id, the default, no third-party script loads.
 */
export function AnalyticsConsent() {
  const tagId = useRootData()?.config.analyticsTagId ?? null;
  const analytics = useSyncExternalStore(subscribeToClaims, allowsTagManager, () => false);
  const hadAnalytics = useRef(false);
  useEffect(() => {
    if (analytics && tagId) loadTagManager(tagId);
    if (!analytics && hadAnalytics.current) forgetAnalyticsCookies();
    hadAnalytics.current = analytics;
  }, [analytics, tagId]);
  return null;
}
