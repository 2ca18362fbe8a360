import {
  CART_MESSAGES,
  NO_SUCH_CONFIGURATION,
  chooseVariantOption,
  configurationOf,
  parseQuantity,
} from '@apteek/domain';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { useStoreView } from '../../shell/index.ts';
import type { CartLineItem, CartStore } from './cart-store.ts';
import { translateServerMessage } from './server-message.ts';
import { lineForChild, loadVariantChoices, type VariantChoices } from './variant-choices.ts';

interface CartLineEditorProps {
  item: CartLineItem & { parentSku: string };
  cart: CartStore | null;
  onDone: () => void;
}

/** Edit mode of a configurable line: another variant and quantity, changed in place. */
export function CartLineEditor({ item, cart, onDone }: CartLineEditorProps) {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  const id = useId();
  const [choices, setChoices] = useState<VariantChoices | null | 'loading'>('loading');
  const [sku, setSku] = useState(item.sku);
  const [qty, setQty] = useState(String(item.qty));
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void loadVariantChoices(item.parentSku, storeCode).then((loaded) => {
      if (isCurrent) setChoices(loaded);
    });
    return () => {
      isCurrent = false;
    };
  }, [item.parentSku, storeCode]);

  if (choices === 'loading') return <p className="text-sm text-ink-muted">{t('Loading…')}</p>;
  if (choices === null) {
    return (
      <p role="alert" className="text-sm font-medium text-sale">
        {t('Something went wrong. Try again in a few seconds.')}
      </p>
    );
  }
  const child = choices.children.find((candidate) => candidate.sku === sku);
  const configuration = child ? configurationOf(child, choices.axes) : {};
  const choose = (attributeCode: string, valueId: string) => {
    const next = chooseVariantOption(choices.children, configuration, attributeCode, valueId);
    setProblem(next ? null : NO_SUCH_CONFIGURATION);
    if (next) setSku(next.sku);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const quantity = parseQuantity(qty);
    if (quantity === null || quantity < 1) {
      setProblem(CART_MESSAGES.quantityNotWhole);
      return;
    }
    if (!child) return;
    void cart?.edit(item.key, lineForChild(item, child, quantity));
    onDone();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('Edit {name}', { name: item.name })}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-3"
    >
      <div className="flex flex-wrap gap-3">
        {choices.axes.map((axis) => (
          <label key={axis.attributeCode} className="flex flex-col gap-1 text-sm font-semibold">
            {axis.label}
            <select
              value={configuration[axis.attributeCode] ?? ''}
              onChange={(event) => choose(axis.attributeCode, event.target.value)}
              className="h-10 min-w-24 rounded-lg border border-line bg-white px-2 text-base font-normal"
            >
              {!child && <option value="">—</option>}
              {axis.values.map((value) => (
                <option key={value.id} value={value.id}>
                  {value.label.startsWith(`${axis.label} `)
                    ? value.label.slice(axis.label.length + 1)
                    : value.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label htmlFor={`${id}-qty`} className="flex flex-col gap-1 text-sm font-semibold">
          {t('Quantity')}
          <input
            id={`${id}-qty`}
            type="number"
            inputMode="numeric"
            min={1}
            value={qty}
            onChange={(event) => {
              setQty(event.target.value);
              setProblem(null);
            }}
            className="h-10 w-20 rounded-lg border border-line bg-white px-2 text-base font-normal"
          />
        </label>
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-sale">
          {translateServerMessage(t, problem)}
        </p>
      )}
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={!child}
          className="h-10 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:bg-ink-muted"
        >
          {t('Update')}
        </button>
        <button
          type="button"
          onClick={onDone}
          className="h-10 rounded-full border border-line px-4 text-sm font-semibold text-brand-800 hover:border-brand-700"
        >
          {t('Cancel')}
        </button>
      </div>
    </form>
  );
}
