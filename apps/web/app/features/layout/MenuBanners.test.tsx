import type { HomeBanner } from '@apteek/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUnderRoot } from '../../testing/component-harness.tsx';
import { MegaMenuPanel } from './MegaMenuPanel.tsx';
import { MobileMenu } from './MobileMenu.tsx';

const BANNER: HomeBanner = {
  id: 7,
  title: 'Витамины и добавки',
  subtitle: 'Иммунитет, энергия и хороший сон',
  cta: 'Смотреть все',
  color: '#6a8f4e',
  path: '/c/vitaminy-i-dobavki',
};

const MENU = [{ id: 3, name: 'Лекарства', urlPath: '/c/lekarstva', children: [] }];

/** The menus under the root route, whose data carries the menu's banners. */
const renderMenus = (menuBanners: HomeBanner[]) =>
  renderUnderRoot({
    storeCode: 'ru',
    shell: (
      <>
        <MegaMenuPanel menu={MENU} railFocusRequest={0} />
        <MobileMenu menu={MENU} open onClose={() => undefined} />
      </>
    ),
    rootData: { menuBanners },
    pages: [
      { path: 'ru', Component: () => null },
      { path: 'ru/c/:slug', Component: () => <h1>Category page</h1> },
    ],
    path: '/ru',
  });

const bannerLinks = () =>
  screen.queryAllByRole('link').filter((link) => link.getAttribute('href') === '/ru/c/vitaminy-i-dobavki');

describe("the menu's banners", () => {
  it('show beside the mega menu and in the phone menu, each leading to its page', async () => {
    renderMenus([BANNER]);
    await screen.findAllByText('Лекарства', { selector: 'button' });
    const links = bannerLinks();
    expect(links).toHaveLength(2);
    expect(links.map((link) => link.textContent)).toEqual(['Смотреть все→', 'Смотреть все→']);
    const sheet = screen.getByRole('dialog');
    expect(within(sheet).getByText('Иммунитет, энергия и хороший сон')).toBeTruthy();
    await userEvent.click(links[0]!);
    expect(await screen.findByRole('heading', { name: 'Category page' })).toBeTruthy();
  });

  it('leave no empty list when the pharmacy has none', async () => {
    renderMenus([]);
    await screen.findAllByText('Лекарства', { selector: 'button' });
    expect(screen.queryByText('Иммунитет, энергия и хороший сон')).toBeNull();
    expect(bannerLinks()).toEqual([]);
  });
});
