import { validateAddQuantity } from '@apteek/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { Icon } from '../../ui/Icon.tsx';

export interface AddToCartRequest {
  sku: string;
  qty: number;
}

interface AddToCartProps {
  sku: string;
  /** A blocking product error: shown instead of adding. */
  blockingError: string | null;
  onAdd: (request: AddToCartRequest) => void;
}

const STEP_BUTTON =
  'flex size-11 items-center justify-center text-xl font-semibold text-brand-800 hover:bg-brand-50 disabled:text-ink-muted disabled:hover:bg-transparent';

/** Quantity (whole numbers from 1) and the 'Add to cart' button. */
export function AddToCart({ sku, blockingError, onAdd }: AddToCartProps) {
  const { t } = useTranslation();
  const id = useId();
  const [quantity, setQuantity] = useState('1');
  const [message, setMessage] = useState<string | null>(null);
  const current = Number.parseInt(quantity, 10);
  const step = (delta: number) => {
    setQuantity(String(Math.max(1, (Number.isNaN(current) ? 1 : current) + delta)));
    setMessage(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateAddQuantity(quantity);
    setMessage(problem);
    if (problem === null && blockingError === null) onAdd({ sku, qty: Number(quantity) });
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
            {t('Quantity')}
          </label>
          <div className="flex items-center overflow-hidden rounded-lg border border-line bg-white focus-within:border-brand-700">
            <button
              type="button"
              className={STEP_BUTTON}
              onClick={() => step(-1)}
              disabled={!(current > 1)}
              aria-label={t('Decrease quantity')}
            >
              −
            </button>
            <input
              id={id}
              name="qty"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={quantity}
              onChange={(event) => {
                setQuantity(event.target.value);
                setMessage(null);
              }}
              aria-invalid={message !== null}
              aria-describedby={message ? `${id}-message` : undefined}
              className="h-11 w-14 [appearance:textfield] border-x border-line text-center text-base font-semibold text-ink focus:outline-none [&::-webkit-inner-spin-button]:appearance-none"
            />
            <button
              type="button"
              className={STEP_BUTTON}
              onClick={() => step(1)}
              aria-label={t('Increase quantity')}
            >
              +
            </button>
          </div>
        </div>
        <button
          type="submit"
          disabled={blockingError !== null}
          className="inline-flex h-11 flex-1 items-center justify-center gap-2 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stock sm:flex-none sm:px-10"
        >
          <Icon name="cart" className="size-5" />
          {t('Add to cart')}
        </button>
      </div>
      {message && (
        <p id={`${id}-message`} role="alert" className="text-sm font-medium text-sale">
          {t(message)}
        </p>
      )}
      {blockingError && (
        <p role="alert" className="text-sm font-medium text-sale">
          {t(blockingError)}
        </p>
      )}
    </form>
  );
}
