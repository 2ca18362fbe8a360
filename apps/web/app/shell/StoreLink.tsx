import { storePath } from '@apteek/domain';
import { Link, NavLink, type LinkProps } from 'react-router';
import { useStoreView } from './store-view.ts';

type StoreLinkProps = Omit<LinkProps, 'to'> & {
  /** The path inside the store view: '/kampaania' is '/fi/kampaania' in the Finnish store. */
  path: string;
  /** A navigation link, marked aria-current="page" on its own page. */
  nav?: boolean;
};

/** A link to a page of the current store view. */
export function StoreLink({ path, nav, ...link }: StoreLinkProps) {
  const to = storePath(useStoreView().storeCode, path);
  return nav ? <NavLink to={to} {...link} /> : <Link to={to} {...link} />;
}

/** A card's title link, stretched over the whole card (a `relative group`) so all of it is clickable. */
export function CardLink({
  path,
  rounded,
  children,
  onClick,
}: {
  path: string;
  rounded: string;
  children: string;
  onClick?: (() => void) | undefined;
}) {
  return (
    <StoreLink path={path} className={`${rounded} card-link`} onClick={onClick}>
      {children}
    </StoreLink>
  );
}
