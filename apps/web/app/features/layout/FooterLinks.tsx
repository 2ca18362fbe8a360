import { storePath } from '@apteek/domain';
import { useTranslation } from '../../i18n/translation.tsx';
import { Link } from 'react-router';
import { useStoreView } from '../store/store-view.ts';
import type { FooterLink } from './footer-links.ts';

export function FooterLinks({ links }: { links: FooterLink[] }) {
  const { t } = useTranslation();
  const { storeCode } = useStoreView();
  return (
    <ul className="space-y-1.5">
      {links.map((link) => (
        <li key={link.path}>
          <Link to={storePath(storeCode, link.path)} className="hover:text-brand-700 hover:underline">
            {t(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
