import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon, IconSprite, type IconName } from './Icon.tsx';

/** The page's sprite as the browser parses it. */
function sprite(): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><body>${renderToStaticMarkup(<IconSprite />)}</body>`,
    'text/html',
  );
}

const NAMES: IconName[] = ['cart', 'heart', 'heart-filled', 'compare', 'search', 'chevron-down'];

describe('icons drawn from the page sprite', () => {
  it('draws each icon from a symbol the sprite holds, with the icons’ stroke', () => {
    const page = sprite();
    for (const name of NAMES) {
      const html = renderToStaticMarkup(<Icon name={name} className="size-5" />);
      const href = /<use href="#([^"]+)"/.exec(html)?.[1];
      expect(href, name).toBeDefined();
      const symbol = page.getElementById(href!);
      expect(symbol?.tagName.toLowerCase(), name).toBe('symbol');
      expect(symbol!.getAttribute('viewBox')).toBe('0 0 24 24');
      expect(symbol!.getAttribute('stroke')).toBe('currentColor');
      expect(symbol!.getAttribute('stroke-width')).toBe('1.8');
      expect(symbol!.getAttribute('fill')).toBe(name.endsWith('-filled') ? 'currentColor' : 'none');
      expect(symbol!.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    }
  });

  it('keeps an icon out of what is read out and its drawing out of the card', () => {
    const html = renderToStaticMarkup(<Icon name="heart" className="size-5" />);
    expect(html).toBe('<svg aria-hidden="true" class="size-5"><use href="#icon-heart"></use></svg>');
    const svg = sprite().querySelector('body > svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('class')).toContain('size-0');
  });
});
