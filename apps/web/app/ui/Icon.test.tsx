import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon, IconSprite, type IconName } from './Icon.tsx';

/** A server render of these icons with the sprite after them, as the browser parses it. */
function page(names: IconName[]): Document {
  const html = renderToStaticMarkup(
    <IconSprite>
      {names.map((name) => (
        <Icon key={name} name={name} className="size-5" />
      ))}
    </IconSprite>,
  );
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
}

afterEach(() => {
  document.body.innerHTML = '';
});

const NAMES: IconName[] = ['cart', 'heart', 'heart-filled', 'compare', 'search', 'chevron-down'];

describe('icons drawn from the page sprite', () => {
  it('draws each icon from a symbol the sprite holds, with the icons’ stroke', () => {
    const document = page(NAMES);
    for (const name of NAMES) {
      const href = document.querySelector(`use[href="#icon-${name}"]`)?.getAttribute('href');
      expect(href, name).toBeDefined();
      const symbol = document.getElementById(href!.slice(1));
      expect(symbol?.tagName.toLowerCase(), name).toBe('symbol');
      expect(symbol!.getAttribute('viewBox')).toBe('0 0 24 24');
      expect(symbol!.getAttribute('stroke')).toBe('currentColor');
      expect(symbol!.getAttribute('stroke-width')).toBe('1.8');
      expect(symbol!.getAttribute('fill')).toBe(name.endsWith('-filled') ? 'currentColor' : 'none');
      expect(symbol!.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    }
  });

  it('writes on the server only the symbols of the icons the page drew, after them', () => {
    const document = page(['cart', 'search']);
    const ids = [...document.querySelectorAll('symbol')].map((symbol) => symbol.id);
    expect(ids.sort()).toEqual(['icon-cart', 'icon-search']);
    const sprite = document.querySelector('body > svg:last-child');
    expect(sprite?.querySelectorAll('symbol')).toHaveLength(2);
  });

  it('keeps an icon out of what is read out and its drawing out of the card', () => {
    const html = renderToStaticMarkup(<Icon name="heart" className="size-5" />);
    expect(html).toBe('<svg aria-hidden="true" class="size-5"><use href="#icon-heart"></use></svg>');
    const svg = page(['heart']).querySelector('body > svg:last-child');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('class')).toContain('size-0');
  });

  it('adds every other symbol once hydrated, for the pages the browser renders itself, and leaves the served ones be', async () => {
    const tree = (
      <IconSprite>
        <Icon name="cart" />
      </IconSprite>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    expect(container.querySelectorAll('symbol')).toHaveLength(1);
    const served = container.querySelector('#icon-cart');
    await act(async () => {
      hydrateRoot(container, tree);
    });
    for (const name of ['cart', ...NAMES, 'wifi-off', 'cookie']) {
      expect(container.querySelector(`#icon-${name}`), name).not.toBeNull();
    }
    // Written anew, a served symbol would make the browser rebuild every icon drawn from it.
    expect(container.querySelector('#icon-cart')).toBe(served);
    const ids = [...container.querySelectorAll('symbol')].map((symbol) => symbol.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
