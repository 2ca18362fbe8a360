import { useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/translation.tsx';
import { acceptNewVersion, newVersion } from './service-worker.ts';

/** The notice of a new version; accepting it activates the version and reloads. */
export function NewVersionNotice() {
  const { t } = useTranslation();
  const isWaiting = useSyncExternalStore(newVersion.subscribe, newVersion.isWaiting, () => false);
  return (
    <div role="status" className="contents">
      {isWaiting && (
        <div className="fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-[998] mx-auto flex max-w-lg flex-wrap items-center gap-3 rounded-xl bg-ink px-4 py-3 text-sm text-white shadow-lg lg:bottom-6">
          <p className="min-w-0 flex-1">
            {t('A new version of the website is available. Please refresh page to update.')}
          </p>
          <button
            type="button"
            className="rounded-full bg-white px-4 py-1.5 font-semibold text-ink hover:bg-white/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            onClick={acceptNewVersion}
          >
            {t('Refresh')}
          </button>
        </div>
      )}
    </div>
  );
}
