import type { AppNotification, NotificationType } from '@apteek/domain';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { Icon, type IconName } from '../../ui/Icon.tsx';

const TONES: Record<NotificationType, { box: string; icon: IconName }> = {
  secondary: { box: 'border-line bg-white text-ink', icon: 'info' },
  info: { box: 'border-rx/30 bg-rx-soft text-rx', icon: 'info' },
  success: { box: 'border-brand-700/30 bg-brand-50 text-brand-900', icon: 'check' },
  warning: { box: 'border-warning/40 bg-warning-soft text-warning', icon: 'alert' },
  danger: { box: 'border-sale/30 bg-sale-soft text-sale', icon: 'alert' },
};

/**
 * One notification; it closes itself after its lifetime, if it has one, and always has a close action
 * (the cross, or its action's button when that only closes). Loaded with the first notification shown.
 */
export function NotificationItem({
  notification,
  onClose,
}: {
  notification: AppNotification;
  onClose: (id: string) => void;
}) {
  const { t } = useTranslation();
  const { id, timeToLive, action, message, type } = notification;
  useEffect(() => {
    if (timeToLive === null) return;
    const timer = window.setTimeout(() => onClose(id), timeToLive);
    return () => window.clearTimeout(timer);
  }, [id, timeToLive, onClose]);
  const tone = TONES[type];
  return (
    <div
      role={type === 'danger' ? 'alert' : 'status'}
      className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border px-4 py-3 text-sm font-medium shadow-lg ${tone.box}`}
    >
      <Icon name={tone.icon} className="mt-0.5 size-5 shrink-0" />
      <p className="flex-1">{message}</p>
      {action && (
        <button
          type="button"
          onClick={() => {
            action.run?.();
            onClose(id);
          }}
          className="rounded-full border border-current px-3 py-1 text-xs font-bold whitespace-nowrap"
        >
          {action.label}
        </button>
      )}
      {/* An action without work of its own is the close action in words; the cross would repeat it. */}
      {!action || action.run ? (
        <button
          type="button"
          onClick={() => onClose(id)}
          className="-m-1 grid size-7 shrink-0 place-items-center rounded-full hover:bg-black/5"
        >
          <Icon name="close" className="size-4" />
          <span className="sr-only">{t('Close')}</span>
        </button>
      ) : null}
    </div>
  );
}
