import { useTranslation } from '../../i18n/translation.tsx';
import { StoreLink } from '../../shell/index.ts';

export interface Crumb {
  name: string;
  /** Inside the store view; the last crumb is the current page and has none. */
  urlPath?: string;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  const all: Crumb[] = [{ name: t('Home'), urlPath: '/' }, ...items];
  return (
    <nav aria-label={t('Breadcrumb')} className="text-sm text-ink-muted">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {all.map((crumb, index) => (
          <li key={`${crumb.name}-${index}`} className="flex items-center gap-2">
            {index > 0 && <span aria-hidden="true">/</span>}
            {crumb.urlPath !== undefined && index < all.length - 1 ? (
              <StoreLink
                path={crumb.urlPath}
                className="underline-offset-2 hover:text-brand-800 hover:underline"
              >
                {crumb.name}
              </StoreLink>
            ) : (
              <span aria-current="page" className="font-medium text-ink">
                {crumb.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
