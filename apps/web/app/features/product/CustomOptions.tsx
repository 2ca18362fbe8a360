import type { CustomOptionView } from '@apteek/domain';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/translation.tsx';
import { useStoreView } from '../../shell/index.ts';
import { optionPriceText } from './option-price-text.ts';

interface CustomOptionsProps {
  options: CustomOptionView[];
  choices: Readonly<Record<number, string>>;
  onChange: (optionId: number, value: string) => void;
}

const FIELD =
  'w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink focus:border-brand-700';

export function CustomOptions({ options, choices, onChange }: CustomOptionsProps) {
  return (
    <div className="flex flex-col gap-4">
      {options.map((option) => (
        <CustomOptionField
          key={option.optionId}
          option={option}
          value={choices[option.optionId] ?? ''}
          onChange={(value) => onChange(option.optionId, value)}
        />
      ))}
    </div>
  );
}

function CustomOptionField({
  option,
  value,
  onChange,
}: {
  option: CustomOptionView;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const { i18n } = useStoreView();
  const id = useId();
  const label = (
    <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
      {option.title}
      {!option.required && <span className="font-normal text-ink-muted">{` (${t('optional')})`}</span>}
    </label>
  );
  const control = {
    id,
    value,
    required: option.required,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(event.target.value),
    className: FIELD,
  };
  if (option.type === 'field') {
    return (
      <div>
        {label}
        <input {...control} />
      </div>
    );
  }
  return (
    <div>
      {label}
      <select {...control}>
        <option value="">{t('Choose an option')}</option>
        {option.values.map((choice) => (
          <option key={choice.optionTypeId} value={String(choice.optionTypeId)}>
            {[choice.title, optionPriceText(choice, i18n)].filter(Boolean).join(' ')}
          </option>
        ))}
      </select>
    </div>
  );
}
