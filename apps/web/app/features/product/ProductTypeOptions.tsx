import type { ProductPageData } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { BundleOptions } from './BundleOptions.tsx';
import { GroupedItems } from './GroupedItems.tsx';
import { ProductPartSection } from './ProductPartSection.tsx';
import type { ProductSelection } from './use-product-selection.ts';
import { VariantPicker } from './VariantPicker.tsx';

interface ProductTypeOptionsProps {
  product: ProductPageData;
  selection: ProductSelection;
}

/** What the product's type adds to the buy box: variant pickers, grouped items, bundle options, files. */
export function ProductTypeOptions({ product, selection }: ProductTypeOptionsProps) {
  const { t } = useTranslation();
  const { type } = product;
  switch (type.kind) {
    case 'configurable':
      return (
        <div className="flex flex-col gap-3">
          <VariantPicker
            axes={type.axes}
            variants={type.variants}
            selected={selection.variant}
            onChoose={selection.chooseOption}
          />
          <div aria-live="polite">
            {selection.warning && (
              <p className="rounded-lg border border-[#e7b26b] bg-[#fff4e5] px-4 py-3 text-sm font-medium text-[#7a4300]">
                {t(selection.warning)}
              </p>
            )}
          </div>
        </div>
      );
    case 'grouped':
      return <GroupedItems {...type} />;
    case 'bundle':
      return (
        <BundleOptions
          options={type.options}
          choice={selection.bundleChoice}
          onChange={selection.setBundleOption}
        />
      );
    case 'downloadable':
      return (
        <ProductPartSection id="files-title" title={t('Files to download after purchase')}>
          <ul className="mt-2 list-inside list-disc text-sm text-ink">
            {type.files.map((file) => (
              <li key={file}>{file}</li>
            ))}
          </ul>
        </ProductPartSection>
      );
    case 'virtual':
      return <p className="text-sm text-ink-muted">{t('A service: nothing is shipped.')}</p>;
    case 'simple':
      return null;
    default: {
      const unknown: never = type;
      return unknown;
    }
  }
}
