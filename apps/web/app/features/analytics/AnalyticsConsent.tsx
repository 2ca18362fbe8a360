import { useEffect, useSyncExternalStore } from 'react';
import { hasAcceptedCookies, subscribeToClaims, useRootData } from '../../shell/index.ts';
import { loadTagManager } from './data-layer.ts';

/**
 * The configured tag manager's script, loaded when the visitor accepts cookies (at once if they
 * did before). Without a configured container id, the default, no third-party script loads.
 */
export function AnalyticsConsent() {
  const tagId = useRootData()?.config.analyticsTagId ?? null;
  const accepted = useSyncExternalStore(subscribeToClaims, hasAcceptedCookies, () => false);
  useEffect(() => {
    if (accepted && tagId) loadTagManager(tagId);
  }, [accepted, tagId]);
  return null;
}
