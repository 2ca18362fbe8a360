import { describe, expect, it } from 'vitest';
import { escapeHtml, markup, sandboxDocument, trustedHtml } from './html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or an attribute', () => {
    expect(escapeHtml(`<script>alert("x" + 'y')</script> & more`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot; + &#39;y&#39;)&lt;/script&gt; &amp; more',
    );
  });

  it('escapes an ampersand once, leaving entities visible as text', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('leaves other text as it is', () => {
    expect(escapeHtml('Apteek – Tervisekassa 50 %, ÕÄÖÜ')).toBe('Apteek – Tervisekassa 50 %, ÕÄÖÜ');
  });
});

describe('the markup template', () => {
  it('escapes every interpolation, in text and in attributes', () => {
    const name = '<script>steal()</script>';
    const link = '" onclick="steal()';
    expect(String(markup`<a href="${link}">${name} & co</a>`)).toBe(
      '<a href="&quot; onclick=&quot;steal()">&lt;script&gt;steal()&lt;/script&gt; & co</a>',
    );
  });

  it('embeds safe HTML as it is: another template, or markup marked as trusted', () => {
    const item = (text: string) => markup`<li>${text}</li>`;
    expect(String(markup`<ul>${[item('a & b'), item('<c>')]}</ul>`)).toBe(
      '<ul><li>a &amp; b</li><li>&lt;c&gt;</li></ul>',
    );
    expect(String(markup`<p>${trustedHtml('<br>')}</p>`)).toBe('<p><br></p>');
  });

  it('prints nothing for null, undefined and false, and numbers as text', () => {
    expect(String(markup`${null}${undefined}${false}${0}${12.5}`)).toBe('012.5');
  });

  it('escapes strings inside arrays', () => {
    expect(String(markup`${['<b>', "'"]}`)).toBe('&lt;b&gt;&#39;');
  });
});

describe('the sandbox page frame', () => {
  it('escapes the title and the notice, and keeps the body the page built', () => {
    const page = sandboxDocument('et', 'A & <B>', 'Test "mode"', markup`<h1>${'<x>'}</h1>`);
    expect(page).toContain('<html lang="et">');
    expect(page).toContain('<title>A &amp; &lt;B&gt;</title>');
    expect(page).toContain('<div class="ribbon" role="note">Test &quot;mode&quot;</div>');
    expect(page).toContain('<main><h1>&lt;x&gt;</h1></main>');
    expect(page).toContain('<link rel="stylesheet" href="/sandbox/sandbox.css">');
  });
});
