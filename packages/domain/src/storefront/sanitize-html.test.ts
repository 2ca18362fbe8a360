import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps headings, lists, tables and emphasis as written', () => {
    const html =
      '<h2>Tarne</h2><p>Kuni <strong>2 tunniga</strong>.</p><ul><li>Omniva</li></ul>' +
      '<table><tr><th scope="col">Viis</th><td colspan="2">2,99 €</td></tr></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, styles and embedded documents with their content', () => {
    const html = '<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="x">y</iframe><p>b</p>';
    expect(sanitizeHtml(html)).toBe('<p>a</p><p>b</p>');
  });

  it('drops event handlers, styles and unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red">Hi <span class="c">there</span></p>')).toBe(
      '<p>Hi there</p>',
    );
    expect(sanitizeHtml('<img src=x onerror=alert(1)>text')).toBe('text');
  });

  it('keeps only links with safe schemes', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="mailto:info@apteek.ee">m</a>')).toBe(
      '<a href="mailto:info@apteek.ee">m</a>',
    );
    expect(sanitizeHtml('<a href="https://www.ravimiamet.ee">R</a>')).toBe(
      '<a href="https://www.ravimiamet.ee" rel="noopener noreferrer">R</a>',
    );
  });

  it('rewrites internal links, e.g. into the store view', () => {
    const html = '<a href="/delivery">Tarne</a> <a href="#top">Üles</a>';
    expect(sanitizeHtml(html, { internalHref: (href) => `/fi${href}` })).toBe(
      '<a href="/fi/delivery">Tarne</a> <a href="#top">Üles</a>',
    );
  });

  it('escapes a stray angle bracket and an unterminated script stays removed', () => {
    expect(sanitizeHtml('<p>1 < 2</p>')).toBe('<p>1 &lt; 2</p>');
    expect(sanitizeHtml('<p>a</p><script>alert(1)')).toBe('<p>a</p>');
  });

  it('never lets a script tag, an event handler or a javascript: URL through', () => {
    const pieces = fc.constantFrom(
      '<script>',
      '</script>',
      '<SCRIPT SRC=x>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:x">',
      "<a href='JaVaScRiPt:x'>",
      '<p onmouseover="x">',
      '<svg onload=x>',
      '<!--',
      '-->',
      '<',
      '>',
      '"',
      "'",
      '=',
      'text',
      '<p>',
      '</p>',
      '<a href="/x">',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 30 }), (parts) => {
        const out = sanitizeHtml(parts.join('')).toLowerCase();
        expect(out).not.toMatch(/<script|<svg|<img|\son[a-z]+=|javascript:/);
      }),
    );
  });
});
