import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { useIsOnline } from '../../pwa/use-is-online.ts';
import { Icon } from '../../ui/Icon.tsx';
import { MountWhen, onDemand } from '../../shell/index.ts';

// The list of queued changes loads when the shopper first opens it.
const WaitingPanel = onDemand(() =>
  import('../../pwa/WaitingPanel.tsx').then((module) => module.WaitingPanel),
);

/**
 * A badge while the browser has no network; pressing it lists what waits to be sent
 * when the connection returns.
 */
export function OfflineBadge() {
  const { t } = useTranslation();
  const isOnline = useIsOnline();
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const showPanel = isOpen && !isOnline;
  return (
    <div role="status" className="contents">
      {!isOnline && (
        <button
          type="button"
          aria-expanded={showPanel}
          aria-controls={showPanel ? panelId : undefined}
          title={t('Show what is waiting to be sent')}
          onClick={() => setOpen(!isOpen)}
          onPointerEnter={WaitingPanel.preload}
          className="fixed top-3 left-1/2 z-[999] flex -translate-x-1/2 items-center gap-2 rounded-full bg-ink px-4 py-2 text-sm font-medium text-white shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <Icon name="wifi-off" className="size-5 shrink-0" />
          {t('You are offline. Some features might not be available.')}
        </button>
      )}
      <MountWhen when={showPanel}>
        {showPanel && <WaitingPanel id={panelId} onClose={() => setOpen(false)} />}
      </MountWhen>
    </div>
  );
}
