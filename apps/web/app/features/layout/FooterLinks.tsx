import { useTranslation } from '../../i18n/translation.tsx';
import { type FooterLink, StoreLink } from '../../shell/index.ts';

export function FooterLinks({ links }: { links: FooterLink[] }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-1.5">
      {links.map((link) => (
        <li key={link.path}>
          <StoreLink path={link.path} className="hover:text-brand-700 hover:underline">
            {t(link.label)}
          </StoreLink>
        </li>
      ))}
    </ul>
  );
}
