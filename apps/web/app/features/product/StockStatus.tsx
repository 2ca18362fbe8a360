import type { StockStatus as StockStatusCode } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';

const TEXTS: Record<StockStatusCode, { text: string; dot: string }> = {
  ok: { text: 'In stock', dot: 'bg-brand-700' },
  volatile: { text: 'Limited stock: availability is confirmed with your order', dot: 'bg-[#c26a00]' },
  out_of_stock: { text: 'This product is out of stock.', dot: 'bg-stock' },
};

export function StockStatus({ status }: { status: StockStatusCode }) {
  const { t } = useTranslation();
  const { text, dot } = TEXTS[status];
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-ink" data-stock={status}>
      <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${dot}`} />
      {t(text)}
    </p>
  );
}
