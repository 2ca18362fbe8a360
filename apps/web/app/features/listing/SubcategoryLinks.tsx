import type { SubcategoryLink } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { StoreLink } from '../../shell/index.ts';

export function SubcategoryLinks({ subcategories }: { subcategories: SubcategoryLink[] }) {
  const { t } = useTranslation();
  if (subcategories.length === 0) return null;
  return (
    <nav aria-label={t('Subcategories')} className="mt-5">
      <ul className="flex flex-wrap gap-2">
        {subcategories.map((subcategory) => (
          <li key={subcategory.id}>
            <StoreLink
              path={subcategory.urlPath}
              className="inline-flex items-center gap-2 rounded-full border border-line bg-white px-4 py-2 text-sm font-medium text-ink hover:border-brand-700 hover:bg-brand-50 hover:text-brand-900"
            >
              {subcategory.name}
              <span className="text-xs text-ink-muted tabular-nums">{subcategory.productCount}</span>
            </StoreLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
