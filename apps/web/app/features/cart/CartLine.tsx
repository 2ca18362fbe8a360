import { storePath, timesQty } from '@apteek/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { Link } from 'react-router';
import { formatMoney } from '../../i18n/format-money.ts';
import { Icon } from '../../ui/Icon.tsx';
import { useStoreView } from '../../shell/index.ts';
import { CartLineEditor } from './CartLineEditor.tsx';
import type { CartLineItem, CartStore } from './cart-store.ts';

/** A microcart line: quantity, remove, its stock info, and edit mode for a configurable product. */
export function CartLine({
  item,
  cart,
  onNavigate,
  note,
}: {
  item: CartLineItem;
  cart: CartStore | null;
  onNavigate: () => void;
  /** What the composing page adds under the line's name, such as its prescription. */
  note?: ReactNode;
}) {
  const { t } = useTranslation();
  const { storeCode, i18n } = useStoreView();
  const id = useId();
  const [isEditing, setIsEditing] = useState(false);
  const { parentSku } = item;
  return (
    <li className="flex gap-3 py-4">
      {item.imageUrl ? (
        <img
          src={item.imageUrl}
          alt=""
          width={72}
          height={72}
          className="size-18 shrink-0 rounded-lg border border-line object-contain"
        />
      ) : (
        <span className="grid size-18 shrink-0 place-items-center rounded-lg border border-line bg-surface">
          <Icon name="cart" className="size-6 text-ink-muted" />
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        {item.urlPath ? (
          <Link
            to={storePath(storeCode, item.urlPath)}
            onClick={onNavigate}
            className="text-sm leading-snug font-semibold text-ink hover:text-brand-800"
          >
            {item.name}
          </Link>
        ) : (
          <p className="text-sm leading-snug font-semibold text-ink">{item.name}</p>
        )}
        {note}
        <p className="flex items-center gap-3 text-xs font-medium">
          <span className={item.isInStock ? 'text-brand-800' : 'text-sale'}>
            {item.isInStock ? t('In stock!') : t('Out of the stock!')}
          </span>
          {parentSku && !isEditing && (
            <button
              type="button"
              onClick={() => setIsEditing(true)}
              aria-label={t('Edit {name}', { name: item.name })}
              className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              {t('Edit')}
            </button>
          )}
        </p>
        {parentSku && isEditing ? (
          <CartLineEditor item={{ ...item, parentSku }} cart={cart} onDone={() => setIsEditing(false)} />
        ) : (
          <div className="flex items-center justify-between gap-2">
            <div className="flex items-center overflow-hidden rounded-lg border border-line bg-white">
              <button
                type="button"
                onClick={() => void cart?.setQty(item.key, item.qty - 1)}
                disabled={item.qty <= 1}
                aria-label={t('Decrease quantity')}
                className="grid size-9 place-items-center text-lg font-semibold text-brand-800 disabled:text-ink-muted"
              >
                −
              </button>
              <label htmlFor={id} className="sr-only">
                {t('Quantity')}
              </label>
              <input
                id={id}
                type="number"
                inputMode="numeric"
                min={1}
                value={item.qty}
                onChange={(event) => {
                  const qty = Number(event.target.value);
                  if (Number.isInteger(qty) && qty >= 1) void cart?.setQty(item.key, qty);
                }}
                className="h-9 w-11 [appearance:textfield] border-x border-line text-center text-sm font-semibold [&::-webkit-inner-spin-button]:appearance-none"
              />
              <button
                type="button"
                onClick={() => void cart?.setQty(item.key, item.qty + 1)}
                aria-label={t('Increase quantity')}
                className="grid size-9 place-items-center text-lg font-semibold text-brand-800"
              >
                +
              </button>
            </div>
            <p className="text-sm font-bold text-ink">
              {formatMoney(timesQty(item.unitPrice, item.qty), i18n)}
            </p>
          </div>
        )}
      </div>
      <button
        type="button"
        onClick={() => void cart?.remove(item.key)}
        className="-mr-2 grid size-9 shrink-0 place-items-center self-start rounded-full text-ink-muted hover:bg-sale-soft hover:text-sale"
      >
        <Icon name="close" className="size-4" />
        <span className="sr-only">{t('Remove {name} from the cart', { name: item.name })}</span>
      </button>
    </li>
  );
}
