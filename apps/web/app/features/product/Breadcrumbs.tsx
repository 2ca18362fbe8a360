import type { Breadcrumb } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { StoreLink } from '../../shell/index.ts';

export function Breadcrumbs({ trail, current }: { trail: Breadcrumb[]; current: string }) {
  const { t } = useTranslation();
  const links = [{ name: t('Home'), path: '/' }, ...trail];
  return (
    <nav aria-label={t('Breadcrumb')} className="text-sm text-ink-muted">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {links.map((crumb) => (
          <li key={crumb.path} className="flex items-center gap-2">
            <StoreLink path={crumb.path} className="underline-offset-2 hover:text-brand-800 hover:underline">
              {crumb.name}
            </StoreLink>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li aria-current="page" className="line-clamp-1 font-medium text-ink">
          {current}
        </li>
      </ol>
    </nav>
  );
}
