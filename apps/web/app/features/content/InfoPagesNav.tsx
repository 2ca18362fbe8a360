import { useTranslation } from '../../i18n/translation.tsx';
import { COMPANY_LINKS, TERMS_LINKS, StoreLink } from '../../shell/index.ts';

/** The other information pages beside a CMS page, so shoppers can move between them. */
export function InfoPagesNav({ currentPath }: { currentPath: string }) {
  const { t } = useTranslation();
  const groups = [
    { title: t('Shopping with us'), links: TERMS_LINKS },
    { title: t('About Apteek'), links: COMPANY_LINKS },
  ];
  return (
    <nav aria-label={t('Information pages')} className="rounded-2xl border border-line bg-surface p-5">
      {groups.map((group) => (
        <div key={group.title} className="mb-5 last:mb-0">
          <h2 className="mb-2 text-sm font-semibold tracking-wide text-ink-muted uppercase">{group.title}</h2>
          <ul className="space-y-0.5">
            {group.links.map((link) => {
              const isCurrent = link.path === currentPath;
              return (
                <li key={link.path}>
                  <StoreLink
                    path={link.path}
                    aria-current={isCurrent ? 'page' : undefined}
                    className={`block rounded-lg px-3 py-1.5 ${
                      isCurrent
                        ? 'bg-brand-700 font-semibold text-white'
                        : 'text-ink hover:bg-brand-50 hover:text-brand-900'
                    }`}
                  >
                    {t(link.label)}
                  </StoreLink>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
