import { use, useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  SEARCH_DEBOUNCE_MS,
  cents,
  fundAmountOf,
  isSearchableTerm,
  shippingMethodByCode,
  totalSegmentsOf,
  type Cents,
} from '@apteek/domain';
import { SOMETHING_WRONG } from '../../api/api-error.ts';
import { useTranslation, type TFunction } from '../../i18n/translation.tsx';
import { Button } from '../../ui/Button.tsx';
import { FormMessage } from '../../ui/form/index.ts';
import { useMoney } from './staff-chat-support.ts';
import { staffChatsApi, type ProductHit, type StaffChat } from './staff-chats-api.ts';
import { StaffLanguageContext, useStaffPath } from './staff-language.ts';

/** The storefront's product search, in the staff page's language; a hit goes into the chat by its sku. */
export function ProductPicker({
  isSending,
  onSend,
}: {
  isSending: boolean;
  onSend: (sku: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const language = use(StaffLanguageContext);
  const money = useMoney();
  const [term, setTerm] = useState('');
  const [hits, setHits] = useState<{ term: string; products: ProductHit[] | null } | null>(null);
  const isSearchable = isSearchableTerm(term);

  useEffect(() => {
    if (!isSearchable) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      staffChatsApi.searchProducts(language === 'en' ? 'en' : 'ee', term, controller.signal).then(
        (products) => setHits({ term, products }),
        () => {
          if (!controller.signal.aborted) setHits({ term, products: null });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [isSearchable, language, term]);

  async function pick(sku: string) {
    if (await onSend(sku)) setTerm('');
  }

  const current = isSearchable && hits?.term === term ? hits : null;
  return (
    <div className="flex flex-col gap-2 border-t border-line pt-3">
      <label htmlFor="staff-chat-product" className="text-sm font-semibold text-ink">
        {t('Send a product')}
      </label>
      <input
        id="staff-chat-product"
        type="search"
        value={term}
        autoComplete="off"
        placeholder={t('Product name')}
        onChange={(event) => setTerm(event.target.value)}
        className="rounded-lg border border-line p-2.5 text-ink"
      />
      {current &&
        (current.products === null ? (
          <FormMessage tone="error">{t(SOMETHING_WRONG)}</FormMessage>
        ) : current.products.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('No products were found for your search.')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {current.products.map((product) => (
              <li
                key={product.sku}
                aria-label={product.name}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-line p-3"
              >
                <span className="font-semibold text-ink">{product.name}</span>
                <span className="text-sm text-ink-muted">{product.sku}</span>
                <span className="ml-auto font-semibold text-ink">{money(product.price)}</span>
                <Button tone="secondary" disabled={isSending} onClick={() => void pick(product.sku)}>
                  {t('Send to chat')}
                </Button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

interface TotalRow {
  key: string;
  label: string;
  /** The shipping method's name beside "Shipping". */
  detail?: string;
  value: Cents;
}

/**
 * What the cart's grand total is made of, in the order it adds up: the lines' subtotal, a discount,
 * the shipping with its method, the fund's share, then the grand total. The VAT is inside these, so
 * its segment is left out.
 */
function totalRows(totals: StaffChat['cart']['totals'], t: TFunction): TotalRow[] {
  const labels = {
    subtotal: t('Subtotal'),
    discount: t('Discount'),
    shipping: t('Shipping'),
    grand_total: t('Grand total'),
  };
  const method = totals.shipping_method ? shippingMethodByCode(totals.shipping_method) : undefined;
  const fund = fundAmountOf(totals);
  return totalSegmentsOf(totals).flatMap(({ code, value }): TotalRow[] => {
    if (code === 'tax') return [];
    const row: TotalRow = { key: code, label: labels[code], value };
    if (code === 'shipping' && method) row.detail = t(method.title);
    if (code !== 'grand_total' || fund <= 0) return [row];
    return [
      { key: 'fund', label: t('Paid by the Health Insurance Fund'), value: cents(-(fund as number)) },
      row,
    ];
  });
}

export function CartPanel({ chat }: { chat: StaffChat }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { lines } = chat.cart;
  return (
    <section
      aria-label={t('Cart')}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4"
    >
      <h2 className="text-lg font-semibold text-brand-800">{t('Cart')}</h2>
      {lines.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('The cart is empty.')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {lines.map((line) => (
            <li key={line.sku} className="flex flex-col gap-1 text-sm">
              <span className="font-semibold text-ink">{line.name}</span>
              <span className="flex flex-wrap items-baseline gap-x-3">
                {line.prescription && (
                  <span className="rounded-md bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-900">
                    {t('Prescription medicine')}
                  </span>
                )}
                <span className="ml-auto text-ink-muted">{t('{qty} pc|{qty} pcs', { qty: line.qty })}</span>
                <span className="font-semibold text-ink">{money(line.rowTotalInclTax)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <dl className="flex flex-col gap-1 border-t border-line pt-2 text-sm text-ink">
        {totalRows(chat.cart.totals, t).map((row) => (
          <div
            key={row.key}
            className={`flex gap-3 ${row.key === 'grand_total' ? 'border-t border-line pt-2 text-base font-semibold' : ''}`}
          >
            <dt>
              {row.label}
              {row.detail && <span className="text-ink-muted"> · {row.detail}</span>}
            </dt>
            <dd className="ml-auto">{money(row.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function OfferRequests({
  chat,
  isClosed,
  isSending,
  onSend,
}: {
  chat: StaffChat;
  /** A closed chat takes nothing more: its requests are listed without actions. */
  isClosed: boolean;
  isSending: boolean;
  onSend: (prescriptionNumber: string) => void;
}) {
  const { t } = useTranslation();
  const staffPath = useStaffPath();
  if (chat.offerRequests.length === 0) return null;
  return (
    <section
      aria-label={t('Prescription offer requests')}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4"
    >
      <h2 className="text-lg font-semibold text-brand-800">{t('Prescription offer requests')}</h2>
      <ul className="flex flex-col gap-3">
        {chat.offerRequests.map((request) => (
          <li key={request.id} className="flex flex-col gap-1 text-sm">
            <span className="font-semibold text-ink">
              {t('Prescription {number}', { number: request.prescriptionNumber })}
            </span>
            <span className="text-ink-muted">{request.title}</span>
            {isClosed ? null : request.answered ? (
              <div>
                <Button
                  tone="secondary"
                  disabled={isSending}
                  onClick={() => onSend(request.prescriptionNumber)}
                >
                  {t('Send offer to chat')}
                </Button>
              </div>
            ) : (
              <Link to={staffPath('/staff/offers')} className="font-semibold text-brand-700 underline">
                {t('Compose the offer')}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
