import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { Icon } from '../../ui/Icon.tsx';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Spec 001 §8: a badge while the browser has no network. */
export function OfflineBadge() {
  const { t } = useTranslation();
  const isOnline = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div role="status" className="contents">
      {!isOnline && (
        <p className="fixed top-3 left-1/2 z-[999] flex -translate-x-1/2 items-center gap-2 rounded-full bg-ink px-4 py-2 text-sm font-medium text-white shadow-lg">
          <Icon name="wifi-off" className="size-5 shrink-0" />
          {t('You are offline. Some features might not be available.')}
        </p>
      )}
    </div>
  );
}
