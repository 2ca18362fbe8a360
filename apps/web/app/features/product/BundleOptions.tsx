import type { BundleChoice, BundleOptionView } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { formatMoney } from '../../i18n/format-money.ts';
import { useStoreView } from '../../shell/index.ts';
import { MemberThumbnail } from './MemberThumbnail.tsx';

interface BundleOptionsProps {
  options: BundleOptionView[];
  choice: BundleChoice;
  onChange: (optionId: number, skus: string[]) => void;
}

/** The bundle's options: one product per select or radio option, any number per checkbox option. */
export function BundleOptions({ options, choice, onChange }: BundleOptionsProps) {
  const { t } = useTranslation();
  const { i18n } = useStoreView();
  return (
    <div className="flex flex-col gap-4">
      {options.map((option) => {
        const chosen = choice[option.optionId] ?? [];
        const isMultiple = option.type === 'checkbox';
        const toggle = (sku: string, isOn: boolean) =>
          onChange(
            option.optionId,
            isMultiple ? (isOn ? [...chosen, sku] : chosen.filter((s) => s !== sku)) : [sku],
          );
        return (
          <fieldset key={option.optionId} className="rounded-xl border border-line bg-surface p-4">
            <legend className="px-1 text-sm font-semibold text-ink">
              {option.title}
              {!option.required && (
                <span className="font-normal text-ink-muted">{` (${t('optional')})`}</span>
              )}
            </legend>
            <ul className="mt-1 flex flex-col gap-2">
              {option.links.map((link) => (
                <li key={link.sku}>
                  <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-line bg-white p-2.5 has-[:checked]:border-brand-700 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-700">
                    <input
                      type={isMultiple ? 'checkbox' : 'radio'}
                      name={`bundle-${option.optionId}`}
                      checked={chosen.includes(link.sku)}
                      onChange={(event) => toggle(link.sku, event.target.checked)}
                      className="size-5 shrink-0 accent-brand-700"
                    />
                    <MemberThumbnail src={link.thumbnailUrl} />
                    <span className="min-w-0 flex-1 text-sm font-medium text-ink">
                      {link.qty > 1 && <span className="font-semibold">{`${link.qty} × `}</span>}
                      {link.name}
                    </span>
                    <span className="text-sm font-semibold whitespace-nowrap text-ink">
                      {formatMoney(link.price.final * link.qty, i18n)}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
