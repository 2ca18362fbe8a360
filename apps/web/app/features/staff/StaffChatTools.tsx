import { use, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SEARCH_DEBOUNCE_MS, isSearchableTerm } from '@apteek/domain';
import { SOMETHING_WRONG } from '../../api/api-error.ts';
import { useTranslation } from '../../i18n/translation.tsx';
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

export function CartPanel({ chat }: { chat: StaffChat }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { lines, grandTotal } = chat.cart;
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
                <span className="ml-auto text-ink-muted">{t('{qty} pcs', { qty: line.qty })}</span>
                <span className="font-semibold text-ink">{money(line.rowTotalInclTax)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="flex border-t border-line pt-2 font-semibold text-ink">
        <span>{t('Grand total')}</span>
        <span className="ml-auto">{money(grandTotal)}</span>
      </p>
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
