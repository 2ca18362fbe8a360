import { storePath } from '@apteek/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { StatusPage } from '../features/layout/index.ts';
import { useStoreView } from '../shell/index.ts';
import { useTranslation } from '../i18n/translation.tsx';
import { OFFLINE_NOT_AVAILABLE, OFFLINE_REDIRECT_SECONDS } from './offline-page.ts';

/**
 * A page whose data could not be fetched while offline. A page kept by the service
 * worker opens from it (a full load, which the worker answers); any other says it is not available
 * offline and goes to the home page, loaded in full so the worker can answer it too.
 */
export function OfflineRedirect() {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  const { pathname, search } = useLocation();
  useEffect(() => {
    let left = false;
    const home = storePath(storeCode, '/');
    // A full load: the worker answers it with the home page it kept (route data may not be kept).
    const timer = window.setTimeout(() => {
      if (!left) window.location.replace(home);
    }, OFFLINE_REDIRECT_SECONDS * 1_000);
    if (typeof caches !== 'undefined' && pathname !== home) {
      void caches
        .match(pathname + search)
        .then((kept) => {
          if (kept && !left) window.location.assign(pathname + search);
        })
        .catch(() => undefined);
    }
    return () => {
      left = true;
      window.clearTimeout(timer);
    };
  }, [pathname, search, storeCode]);
  return (
    <StatusPage
      title={t('You are offline. Some features might not be available.')}
      text={t(OFFLINE_NOT_AVAILABLE)}
    />
  );
}
