import { describe, expect, it } from 'vitest';
import { renderSandboxPage, sandboxLanguage } from './sandbox-page.ts';
import { readToken, signToken } from './sandbox-token.ts';

describe('the sandbox bank page', () => {
  it('speaks the language of the locale the shop sent, English otherwise', () => {
    expect(['et', 'fi_FI', 'ru-RU', 'en_US', 'sv_SE', undefined].map(sandboxLanguage)).toEqual([
      'et',
      'fi',
      'ru',
      'en',
      'en',
      'en',
    ]);
  });

  it('is marked as a test bank, offers the four endings and escapes what it shows', () => {
    const html = renderSandboxPage({
      provider: 'Maksekeskus',
      language: 'et',
      action: '/sandbox/maksekeskus/pay',
      hidden: { t: 'a"b' },
      recipient: 'Apteek',
      order: '<100000001>',
      amount: '12.50 €',
      method: 'Coop Pank',
    });
    expect(html).toContain('Testrežiim: päris raha ei liigu. See leht asendab makseteenust Maksekeskus.');
    expect(html).toContain('&lt;100000001&gt;');
    expect(html).toContain('value="a&quot;b"');
    for (const label of [
      'Maksa',
      'Katkesta',
      'Makse ebaõnnestub',
      'Maksa, kuid pood ei suuda makset töödelda',
    ]) {
      expect(html).toContain(`>${label}</button>`);
    }
  });

  it('reads back only the tokens it signed', () => {
    const token = signToken({ id: 'x', amount: '1.00' }, 'key');
    expect(readToken(token, 'key')).toEqual({ id: 'x', amount: '1.00' });
    expect(readToken(token, 'other key')).toBeNull();
    expect(readToken(`${token.split('.')[0]}x.${token.split('.')[1]}`, 'key')).toBeNull();
    expect(readToken('garbage', 'key')).toBeNull();
  });
});
