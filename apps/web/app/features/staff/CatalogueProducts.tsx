import {
  MAX_SALE_REASON_LENGTH,
  PHARMACY_TYPE_CODES,
  type ProductTypeId,
  type StaffProduct,
  type StaffProductPage,
  type StoreCode,
} from '@apteek/domain';
import { use, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { formatDateTime, formatIsoDay } from '../../i18n/formatters.ts';
import { useTranslation } from '../../i18n/translation.tsx';
import { Button, TextButton } from '../../ui/Button.tsx';
import {
  AccountForm,
  FormField,
  FormMessage,
  failureText,
  serverFieldErrors,
  textOf,
  useFormProblems,
} from '../../ui/form/index.ts';
import { staffCatalogueApi } from './staff-catalogue-api.ts';
import { useMoney } from './staff-chat-support.ts';
import { staffFormat, StaffLanguageContext } from './staff-language.ts';
import { StaffTable } from './StaffTable.tsx';

const LANGUAGE_NAMES: Record<StoreCode, string> = {
  ee: 'Estonian',
  fi: 'Finnish',
  en: 'English',
  ru: 'Russian',
};

const TYPE_NAMES: Record<ProductTypeId, string> = {
  simple: 'Simple product',
  virtual: 'Virtual product',
  configurable: 'Product with variants',
  grouped: 'Grouped product',
  bundle: 'Bundle',
  downloadable: 'Downloadable product',
};

const TYPE_CODE_NAMES: Record<number, string> = {
  [PHARMACY_TYPE_CODES.nonmed]: 'Not a medicine',
  [PHARMACY_TYPE_CODES.otc]: 'Over the counter',
  [PHARMACY_TYPE_CODES.prescription]: 'Prescription only',
};

const VISIBILITY_NAMES: Record<number, string> = {
  1: 'Not visible on its own',
  2: 'Catalogue',
  3: 'Search',
  4: 'Catalogue and search',
};

/** The feed's VAT classes: medicines' reduced rate, the standard rate, food's rate where the country has one. */
const VAT_CLASS_NAMES: Record<string, string> = {
  medicine: 'Medicines (reduced rate)',
  standard: 'Standard rate',
  food: 'Food rate',
};

const STOCK_STATUS_NAMES: Record<string, string> = {
  ok: 'In stock',
  volatile: 'Few left',
  out_of_stock: 'Out of stock',
};

/**
 * /staff/catalogue's products: a search by SKU or name in any language, a page at a time; one
 * product's data in the four languages with its stock and prices; taking it off sale or back with
 * a reason, which the audit log keeps.
 */
export function CatalogueProducts() {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const [found, setFound] = useState<StaffProductPage | null>(null);
  const [open, setOpen] = useState<StaffProduct | null>(null);
  const { errors, failure, setFailure, busy, accept, send } = useFormProblems();

  async function find(form: HTMLFormElement | null, nextTerm: string, page: number) {
    setFailure(null);
    try {
      setFound(await send(() => staffCatalogueApi.products(nextTerm, page)));
      setTerm(nextTerm);
    } catch (error) {
      const answer = error instanceof ApiError ? error.answer : null;
      if (!form || accept(form, serverFieldErrors(t, answer))) setFailure(failureText(t, answer));
    }
  }

  async function show(sku: string) {
    setFailure(null);
    try {
      setOpen(await staffCatalogueApi.product(sku));
    } catch (error) {
      setFailure(failureText(t, error instanceof ApiError ? error.answer : null));
    }
  }

  const pages = found ? Math.max(1, Math.ceil(found.total / found.pageSize)) : 1;
  return (
    <section
      aria-labelledby="catalogue-products-heading"
      className="rounded-2xl border border-line bg-white p-5"
    >
      <h2 id="catalogue-products-heading" className="text-lg font-semibold text-brand-800">
        {t('Products')}
      </h2>
      <AccountForm
        role="search"
        errors={errors}
        failure={failure}
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(form, data) => find(form, textOf(data, 'q'), 1)}
      >
        <FormField
          label={t('SKU or name in any language')}
          name="q"
          type="search"
          autoComplete="off"
          maxLength={100}
          className="min-w-64 flex-1"
        />
        <Button type="submit" disabled={busy}>
          {t('Search')}
        </Button>
      </AccountForm>
      {found && (
        <div className="mt-4 flex flex-col gap-3">
          <p role="status" className="text-sm text-ink-muted">
            {t('Products found: {count}', { count: found.total })}
          </p>
          {found.items.length > 0 && (
            <ul aria-label={t('Products found')} className="flex flex-col divide-y divide-line">
              {found.items.map((item) => (
                <li key={item.sku} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm">
                  <TextButton
                    onClick={() => void show(item.sku)}
                    aria-label={t('Open {sku}', { sku: item.sku })}
                  >
                    {item.sku}
                  </TextButton>
                  <span className="min-w-40 flex-1 text-ink">{item.name}</span>
                  <span className="tabular-nums">{t('In stock: {count}', { count: item.qty ?? 0 })}</span>
                  <SaleState onSale={item.onSale} />
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav aria-label={t('Pages')} className="flex items-center gap-3 text-sm">
              <Button
                tone="secondary"
                disabled={busy || found.page <= 1}
                onClick={() => void find(null, term, found.page - 1)}
              >
                {t('Previous')}
              </Button>
              <span>{t('Page {page} of {pages}', { page: found.page, pages })}</span>
              <Button
                tone="secondary"
                disabled={busy || found.page >= pages}
                onClick={() => void find(null, term, found.page + 1)}
              >
                {t('Next')}
              </Button>
            </nav>
          )}
        </div>
      )}
      {open && (
        <ProductCard
          key={open.sku}
          product={open}
          onChanged={(next) => {
            setOpen(next);
            // The list says the new state too.
            setFound(
              (page) =>
                page && {
                  ...page,
                  items: page.items.map((item) =>
                    item.sku === next.sku ? { ...item, onSale: next.onSale } : item,
                  ),
                },
            );
          }}
        />
      )}
    </section>
  );
}

function SaleState({ onSale }: { onSale: boolean }) {
  const { t } = useTranslation();
  return onSale ? (
    <span className="font-semibold text-brand-800">{t('On sale')}</span>
  ) : (
    <span className="font-semibold text-sale">{t('Off sale')}</span>
  );
}

/** One product: its facts, texts, stock, prices, and the form that takes it off sale or back. */
function ProductCard({
  product,
  onChanged,
}: {
  product: StaffProduct;
  onChanged: (next: StaffProduct) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = staffFormat(use(StaffLanguageContext));
  const yesNo = (value: boolean) => (value ? t('Yes') : t('No'));
  const facts: [string, string][] = [
    [t('Type'), t(TYPE_NAMES[product.typeId])],
    [t('Prescription status'), t(TYPE_CODE_NAMES[product.typeCode] ?? String(product.typeCode))],
    [t('Narcotic or psychotropic'), yesNo(product.isControlled)],
    [t('VAT class'), t(VAT_CLASS_NAMES[product.vatClass] ?? product.vatClass)],
    [t('Visibility'), t(VISIBILITY_NAMES[product.visibility] ?? String(product.visibility))],
  ];
  const special = product.prices.special;
  const headingId = `product-${product.sku}-heading`;
  return (
    <article aria-labelledby={headingId} className="mt-6 flex flex-col gap-4 border-t border-line pt-4">
      <h3 id={headingId} className="flex flex-wrap items-center gap-3 text-lg font-semibold text-ink">
        {t('Product {sku}', { sku: product.sku })}
        <SaleState onSale={product.onSale} />
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-ink-muted">{term}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <StaffTable
        caption={t('Texts')}
        rows={product.texts}
        rowKey={(text) => text.storeCode}
        columns={[
          { header: t('Language'), cell: (text) => t(LANGUAGE_NAMES[text.storeCode]) },
          { header: t('Name'), cell: (text) => text.name },
          { header: t('URL key'), cell: (text) => text.urlKey, className: 'font-mono break-all' },
          { header: t('Description'), cell: (text) => yesNo(text.hasDescription) },
        ]}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="text-sm">
          <h4 className="font-semibold text-ink">{t('Stock')}</h4>
          {product.stock ? (
            <p>
              {t('On hand {qty}, reserved {reserved}', {
                qty: product.stock.qty,
                reserved: product.stock.reservedQty,
              })}
              {' · '}
              {product.stock.isInStock
                ? t(STOCK_STATUS_NAMES[product.stock.status] ?? product.stock.status)
                : t('Out of stock')}
            </p>
          ) : (
            <p className="text-ink-muted">{t('No stock record')}</p>
          )}
        </div>
        <div className="text-sm">
          <h4 className="font-semibold text-ink">{t('Prices')}</h4>
          <p>{t('Price {price}', { price: money(product.prices.priceCents) })}</p>
          {special && (
            <p>
              {t('Special price {price} from {from} to {to}', {
                price: money(special.priceCents),
                from: special.from ? formatIsoDay(special.from, format) : '…',
                to: special.to ? formatIsoDay(special.to, format) : '…',
              })}
            </p>
          )}
          {product.prices.groups.length > 0 && (
            <ul aria-label={t('Customer group prices')} className="mt-1">
              {product.prices.groups.map((tier) => (
                <li key={`${tier.group}-${tier.qty}`}>
                  {t('{group}: {price} from quantity {qty}', {
                    group: tier.group,
                    price: money(tier.priceCents),
                    qty: tier.qty,
                  })}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <SaleForm product={product} onChanged={onChanged} />
      {product.saleChanges.length > 0 && (
        <ul aria-label={t('Sale changes')} className="flex flex-col gap-1 text-sm text-ink-muted">
          {product.saleChanges.map((change) => (
            <li key={change.at}>
              {formatDateTime(change.at, format)} ·{' '}
              {change.onSale ? t('Put back on sale') : t('Taken off sale')}
              {change.staffName ? ` · ${change.staffName}` : ''} · {change.reason}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

function SaleForm({
  product,
  onChanged,
}: {
  product: StaffProduct;
  onChanged: (next: StaffProduct) => void;
}) {
  const { t } = useTranslation();
  const { errors, failure, setFailure, busy, accept, send } = useFormProblems();
  const [done, setDone] = useState<string | null>(null);
  const onSale = !product.onSale;

  async function submit(form: HTMLFormElement, data: FormData) {
    setDone(null);
    setFailure(null);
    const reason = textOf(data, 'reason');
    if (!accept(form, reason ? {} : { reason: t('Field is required') })) return;
    try {
      const next = await send(() => staffCatalogueApi.setSale(product.sku, onSale, reason));
      form.reset();
      onChanged(next);
      setDone(next.onSale ? t('The product is on sale again.') : t('The product is off sale.'));
    } catch (error) {
      const answer = error instanceof ApiError ? error.answer : null;
      if (accept(form, serverFieldErrors(t, answer))) setFailure(failureText(t, answer));
    }
  }

  return (
    <>
      <AccountForm
        onSubmit={submit}
        errors={errors}
        failure={failure}
        className="flex flex-wrap items-end gap-3"
      >
        <FormField
          label={t('Reason')}
          name="reason"
          autoComplete="off"
          maxLength={MAX_SALE_REASON_LENGTH}
          className="min-w-64 flex-1"
        />
        <Button type="submit" tone={onSale ? 'primary' : 'secondary'} disabled={busy}>
          {onSale ? t('Put back on sale') : t('Take off sale')}
        </Button>
      </AccountForm>
      {done && <FormMessage tone="success">{done}</FormMessage>}
    </>
  );
}
