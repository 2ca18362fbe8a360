import { useState } from 'react';
import { buyAgainLines, cents, lineKey, type OrderView } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { useCartLoader } from '../cart/index.ts';

/** Puts the order's lines sold without a prescription back into the cart, each with its quantity. */
export function BuyAgain({ lines }: { lines: OrderView['lines'] }) {
  const { t } = useTranslation();
  const loadCart = useCartLoader();
  const [busy, setBusy] = useState(false);
  const again = buyAgainLines(lines);
  if (again.length === 0) return null;
  async function buyAgain() {
    setBusy(true);
    const cart = await loadCart();
    for (const { sku, qty } of again) {
      const line = lines.find((l) => l.sku === sku)!;
      await cart?.add({
        key: lineKey({ sku }),
        parentSku: null,
        sku,
        name: line.name,
        qty,
        productOption: {},
        unitPrice: cents(Math.round(line.rowTotalInclTax / line.qty)),
        imageUrl: null,
        urlPath: null,
      });
    }
    setBusy(false);
    cart?.toggleMicrocart(true);
  }
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <Button tone="secondary" disabled={busy} onClick={() => void buyAgain()}>
        {t('Buy again')}
      </Button>
      {again.length < lines.length && (
        <p className="text-sm text-ink-muted">
          {t('Prescription medicines are bought again with a prescription.')}
        </p>
      )}
    </div>
  );
}
