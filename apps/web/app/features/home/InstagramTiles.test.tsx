import type { HomeInstagramTile } from '@apteek/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInStore } from '../../testing/component-harness.tsx';
import { InstagramTiles } from './InstagramTiles.tsx';

const tile = (id: number, alt: string): HomeInstagramTile => ({
  id,
  src: `/api/content/tile-${id}.svg/image?size=240x240`,
  srcSet: `/api/content/tile-${id}.svg/image?size=240x240 240w, /api/content/tile-${id}.svg/image?size=480x480 480w`,
  width: 240,
  height: 240,
  alt,
  url: `https://www.instagram.com/p/Post${id}/`,
});

describe('InstagramTiles', () => {
  it("links each picture to its post in a new tab, named in the store's language", () => {
    renderInStore(<InstagramTiles tiles={[tile(1, 'D-vitamiini purk'), tile(2, 'Esmaabikarp')]} />);
    const section = screen.getByRole('region', { name: 'Jälgi meid Instagramis' });
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]!.getAttribute('href')).toBe('https://www.instagram.com/p/Post1/');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[0]!.textContent).toContain('Avab Instagrami uuel vahelehel');
    const picture = within(links[1]!).getByRole('img', { name: 'Esmaabikarp' });
    expect(picture.getAttribute('width')).toBe('240');
    expect(picture.getAttribute('loading')).toBe('lazy');
    expect(picture.getAttribute('srcset')).toContain('480w');
  });

  it('speaks Russian in the Russian store', () => {
    renderInStore(<InstagramTiles tiles={[tile(1, 'Аптечка')]} />, 'ru');
    expect(screen.getByRole('heading', { name: 'Подписывайтесь на нас в Instagram' })).toBeDefined();
  });

  it('leaves the section out when there are no tiles', () => {
    const { container } = renderInStore(<InstagramTiles tiles={[]} />);
    expect(container.querySelector('section')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
