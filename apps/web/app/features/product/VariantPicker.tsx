import { isOptionAvailable, type ConfigurableAxis, type ProductVariant } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';

interface VariantPickerProps {
  axes: ConfigurableAxis[];
  variants: ProductVariant[];
  selected: ProductVariant | null;
  onChoose: (attributeCode: string, valueId: string) => void;
}

/** One radio group per variant axis; values no buyable child carries stay choosable but marked. */
export function VariantPicker({ axes, variants, selected, onChoose }: VariantPickerProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      {axes.map((axis) => {
        const chosen = axis.values.find((value) => value.id === selected?.options[axis.attributeCode]);
        return (
          <fieldset key={axis.attributeCode}>
            <legend className="mb-2 text-sm font-semibold text-ink">
              {axis.label}
              {chosen && (
                <span className="font-normal text-ink-muted">{`: ${shortLabel(axis.label, chosen.label)}`}</span>
              )}
            </legend>
            <div className="flex flex-wrap gap-2">
              {axis.values.map((value) => {
                const isAvailable = isOptionAvailable(variants, axis.attributeCode, value.id);
                return (
                  <label
                    key={value.id}
                    className={`relative inline-flex min-h-11 min-w-12 cursor-pointer items-center justify-center rounded-lg border-2 px-4 py-2 text-sm font-semibold has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${
                      isAvailable
                        ? 'border-line bg-white text-ink hover:border-brand-700'
                        : 'border-dashed border-line bg-surface text-ink-muted line-through'
                    }`}
                  >
                    <input
                      type="radio"
                      name={`variant-${axis.attributeCode}`}
                      value={value.id}
                      checked={chosen?.id === value.id}
                      onChange={() => onChoose(axis.attributeCode, value.id)}
                      className="sr-only"
                    />
                    {shortLabel(axis.label, value.label)}
                    {!isAvailable && <span className="sr-only">{`, ${t('Out of stock')}`}</span>}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}

/** Option labels may repeat the axis name ('Koko S' under 'Koko'); the legend already says it. */
function shortLabel(axisLabel: string, label: string): string {
  return label.startsWith(`${axisLabel} `) ? label.slice(axisLabel.length + 1) : label;
}
