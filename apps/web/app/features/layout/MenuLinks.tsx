import type { MenuCategory } from '@apteek/domain';
import { Icon } from '../../ui/Icon.tsx';
import { StoreLink } from '../../shell/index.ts';
import { useNavItems } from './nav-items.ts';

/** The store's fixed destinations (campaigns, prescriptions) as list items with their icons. */
export function NavItemLinks({ nav, className }: { nav?: boolean; className: string }) {
  return useNavItems().map((item) => (
    <li key={item.path}>
      <StoreLink path={item.path} nav={nav} className={className}>
        <Icon name={item.icon} className="size-5 text-brand-700" />
        {item.label}
      </StoreLink>
    </li>
  ));
}

interface ChildLinkStyles {
  child: string;
  grandchildren: string;
  grandchild: string;
}

/** A category's subcategories as list items, each with its own subcategories listed under it. */
export function SubcategoryItems({ category, styles }: { category: MenuCategory; styles: ChildLinkStyles }) {
  return category.children.map((child) => (
    <li key={child.id}>
      <StoreLink path={child.urlPath} className={styles.child}>
        {child.name}
      </StoreLink>
      {child.children.length > 0 && (
        <ul className={styles.grandchildren}>
          {child.children.map((grandchild) => (
            <li key={grandchild.id}>
              <StoreLink path={grandchild.urlPath} className={styles.grandchild}>
                {grandchild.name}
              </StoreLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  ));
}
