import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentImageUrl, isInstagramPostUrl } from './home-images.ts';

describe('isInstagramPostUrl', () => {
  it.each([
    'https://www.instagram.com/p/C1a2B3c4D5e/',
    'https://www.instagram.com/p/C1a2B3c4D5e',
    'https://www.instagram.com/reel/Cx_Y-z1/',
  ])('takes the post %s', (url) => {
    expect(isInstagramPostUrl(url)).toBe(true);
  });

  it.each([
    'http://www.instagram.com/p/C1a2B3c4D5e/',
    'https://instagram.com/p/C1a2B3c4D5e/',
    'https://www.instagram.com.evil.example/p/C1a2B3c4D5e/',
    'https://www.instagram.com@evil.example/p/x/',
    'https://user:pw@www.instagram.com/p/C1a2B3c4D5e/',
    'https://www.instagram.com:8443/p/C1a2B3c4D5e/',
    'https://www.instagram.com/p/C1a2B3c4D5e/?next=https://evil.example',
    'https://www.instagram.com/p/C1a2B3c4D5e/#x',
    'https://www.instagram.com/p/../../accounts/logout/',
    'https://www.instagram.com/apteek/',
    'https://www.example.com/p/C1a2B3c4D5e/',
    'javascript:alert(1)//https://www.instagram.com/p/x/',
    '/p/C1a2B3c4D5e/',
    '',
  ])('refuses %s', (url) => {
    expect(isInstagramPostUrl(url)).toBe(false);
  });

  it('takes nothing that is not on the host www.instagram.com over https', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        if (isInstagramPostUrl(url)) expect(new URL(url).origin).toBe('https://www.instagram.com');
      }),
    );
  });
});

describe('contentImageUrl', () => {
  it('names the file, whichever way the media path was written, at the size asked', () => {
    for (const file of ['content/head-1.svg', '/media/content/head-1.svg', 'head-1.svg'])
      expect(contentImageUrl(file, '560x350')).toBe('/api/content/head-1.svg/image?size=560x350');
  });
});
