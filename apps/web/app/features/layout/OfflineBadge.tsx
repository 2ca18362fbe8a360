import { useTranslation } from '../../i18n/translation.tsx';
import { useIsOnline } from '../../pwa/use-is-online.ts';
import { Icon } from '../../ui/Icon.tsx';

/** Spec 001 §8: a badge while the browser has no network. */
export function OfflineBadge() {
  const { t } = useTranslation();
  const isOnline = useIsOnline();
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
