import type { HomeHeadImage } from '@apteek/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInStore } from '../../testing/component-harness.tsx';
import { HomeHero } from './HomeHero.tsx';

const image = (path: string | null): HomeHeadImage => ({
  id: 1,
  src: '/api/content/pharmacy.svg/image?size=560x350',
  srcSet:
    '/api/content/pharmacy.svg/image?size=560x350 560w, /api/content/pharmacy.svg/image?size=1120x700 1120w',
  width: 560,
  height: 350,
  alt: 'Apteegi riiulid',
  path,
});

describe('HomeHero head image', () => {
  it('shows the head image from 768 px, sized before it loads and fetched first, fading in', () => {
    const { container } = renderInStore(<HomeHero image={image(null)} />);
    const picture = screen.getByRole('img', { name: 'Apteegi riiulid' });
    expect(picture.getAttribute('width')).toBe('560');
    expect(picture.getAttribute('height')).toBe('350');
    expect(picture.getAttribute('fetchpriority')).toBe('high');
    expect(picture.getAttribute('loading')).toBeNull();
    expect(picture.className).toContain('fade-in');
    const source = container.querySelector('picture > source')!;
    expect(source.getAttribute('media')).toBe('(min-width: 48rem)');
    expect(source.getAttribute('srcset')).toBe(image(null).srcSet);
    // A phone, where the source does not apply, downloads nothing.
    expect(picture.getAttribute('src')).toMatch(/^data:image\/gif;base64,/);
    expect(screen.queryByRole('link', { name: 'Apteegi riiulid' })).toBeNull();
    // The drawing gives way to the picture.
    expect(container.querySelector('svg[viewBox="0 0 320 260"]')).toBeNull();
  });

  it('links the picture to its target inside the store view', () => {
    renderInStore(<HomeHero image={image('/about-us')} />, 'fi');
    const link = screen.getByRole('link', { name: 'Apteegi riiulid' });
    expect(link.getAttribute('href')).toBe('/fi/about-us');
  });

  it('keeps the drawing when the store view has no head image', () => {
    const { container } = renderInStore(<HomeHero image={undefined} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('svg[viewBox="0 0 320 260"]')).not.toBeNull();
  });
});
