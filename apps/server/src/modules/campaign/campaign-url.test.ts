import { describe, expect, it } from 'vitest';
import { parseCampaignUrl } from './campaign-url.ts';

describe('parseCampaignUrl', () => {
  it.each([
    ['kampaania/talvine-tervis', null, 'talvine-tervis'],
    ['/kampaania/talvine-tervis/', null, 'talvine-tervis'],
    ['/fi/kampaania/talven-hyvinvointi', 'fi', 'talven-hyvinvointi'],
    ['/RU/kampaania/zimnee-zdorove#top', 'ru', 'zimnee-zdorove'],
    ['https://apteek.example/en/kampaania/winter-wellness?x=1', 'en', 'winter-wellness'],
  ])('reads %s as store %s, campaign %s', (urlPath, storeCode, urlKey) => {
    expect(parseCampaignUrl(urlPath)).toEqual({ storeCode, urlKey });
  });

  it.each(['', '/', '/kampaania', '/kampaania/a/b', '/c/vitamins', 'talvine-tervis'])(
    'finds no campaign page in %j',
    (urlPath) => {
      expect(parseCampaignUrl(urlPath).urlKey).toBeNull();
    },
  );
});
