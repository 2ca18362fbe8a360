import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { Icon } from '../../ui/Icon.tsx';

/** The button appears after 200 px of scroll, on desktop only. */
const BACK_TO_TOP_OFFSET_PX = 200;

export function BackToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_OFFSET_PX);
    // Read in the next frame, not in hydration's task: reading scrollY there lays the page out again.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
      className="fixed right-6 bottom-6 z-30 hidden size-12 place-items-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 lg:grid"
    >
      <Icon name="arrow-up" className="size-6" />
      <span className="sr-only">{t('Back to top')}</span>
    </button>
  );
}
