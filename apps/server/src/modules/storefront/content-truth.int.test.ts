// @postgres: a change of the hours drops kept pages through NOTIFY, which the engines deliver differently.
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { STATIC_PAGE_IDENTIFIERS, STORE_CODES, type OpeningTimes, type StoreCode } from '@apteek/domain';
import { useTestApp } from '../../test-app.ts';
import { updateOpeningTimes } from '../opening-hours/index.ts';

const testApp = useTestApp();

/**
 * Every range of times of day a text states, as 'HH:mm–HH:mm': "9.00–18.00", "9:00 - 18:00",
 * "с 9:00 до 18:00", "9:00 to 18:00", "klo 9–18", "Mon–Fri 9–18".
 */
function hourRangesIn(text: string): string[] {
  const hhmm = (hours: string, minutes = '00') => `${hours.padStart(2, '0')}:${minutes}`;
  const withMinutes = [
    ...text.matchAll(/(\d{1,2})[.:](\d{2})\s*(?:[–—-]|до|to|kuni)\s*(\d{1,2})[.:](\d{2})/g),
  ].map(([, h1, m1, h2, m2]) => `${hhmm(h1!, m1)}–${hhmm(h2!, m2)}`);
  const bare = [
    ...text.matchAll(
      /(?:\b(?:kell|klo|kl\.|E|R|L|ma|pe|la|Mon|Fri|Sat|Sun)|пн|пт|сб|вс)\s+(\d{1,2})\s*[–—-]\s*(\d{1,2})(?![.:]?\d)(?!\s*°)/g,
    ),
  ].map(([, h1, h2]) => `${hhmm(h1!)}–${hhmm(h2!)}`);
  return [...withMinutes, ...bare];
}

/** Everything a shopper of a store reads from content: pages, blocks, banners and the footer's hours. */
async function contentOf(storeCode: StoreCode): Promise<{ where: string; text: string }[]> {
  const { app } = testApp;
  const texts: { where: string; text: string }[] = [];
  for (const identifier of STATIC_PAGE_IDENTIFIERS) {
    const page = await app.storefront.cmsPage(storeCode, identifier);
    if (!page) continue;
    texts.push({
      where: `${storeCode} page ${identifier}`,
      text: [page.title, page.metaDescription, page.contentHtml].join('\n'),
    });
  }
  const apiPages = await app.inject({
    method: 'POST',
    url: '/api/catalog/search/cms_page',
    payload: { storeCode },
  });
  for (const page of apiPages.json().result.items as {
    identifier: string;
    content: string;
    meta_description: string;
  }[])
    texts.push({
      where: `${storeCode} API page ${page.identifier}`,
      text: `${page.meta_description}\n${page.content}`,
    });
  const blocks = await app.inject({
    method: 'POST',
    url: '/api/catalog/search/cms_block',
    payload: { storeCode },
  });
  for (const block of blocks.json().result.items as { identifier: string; title: string; content: string }[])
    texts.push({ where: `${storeCode} block ${block.identifier}`, text: `${block.title}\n${block.content}` });
  const layout = await app.storefront.layout(storeCode);
  texts.push({ where: `${storeCode} footer`, text: layout.openingHours.join('\n') });
  const home = await app.storefront.homePage(storeCode);
  for (const banner of [...home.mainBanners, ...home.smallBanners])
    texts.push({
      where: `${storeCode} home banner ${banner.id}`,
      text: [banner.title, banner.subtitle, banner.cta].join('\n'),
    });
  return texts;
}

/** Banners of every slot as stored: the product and menu slots have no page of their own yet. */
async function storedBannerTexts(storeCodes: readonly StoreCode[]) {
  const { bannerText } = schema;
  const rows = await testApp.app.db
    .select()
    .from(bannerText)
    .where(inArray(bannerText.storeCode, [...storeCodes]));
  return rows.map((row) => ({
    where: `${row.storeCode} stored banner ${row.bannerId}`,
    text: [row.title, row.subtitle, row.cta].join('\n'),
  }));
}

async function tableHours(): Promise<OpeningTimes> {
  const answer = await testApp.app.inject({ method: 'GET', url: '/api/prescription/opening-times' });
  return answer.json().result as OpeningTimes;
}

const rangesOf = (times: OpeningTimes) => [
  `${times.workdays.start}–${times.workdays.end}`,
  `${times.weekends.start}–${times.weekends.end}`,
];

async function expectHoursOfTheTable(times: OpeningTimes) {
  const allowed = rangesOf(times);
  const stated = new Set<string>();
  for (const storeCode of STORE_CODES) {
    for (const { where, text } of await contentOf(storeCode)) {
      for (const range of hourRangesIn(text)) {
        expect(allowed, `${where} states ${range}`).toContain(range);
        stated.add(range);
      }
    }
  }
  // The pages do state the hours: both of the table's ranges are found.
  expect([...stated].sort()).toEqual([...new Set(allowed)].sort());
}

describe(`opening hours in content on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('finds hour ranges however content writes them', () => {
    expect(hourRangesIn('E–R 9.00–18.00 ja L 10.00–15.00')).toEqual(['09:00–18:00', '10:00–15:00']);
    expect(hourRangesIn('с 9:00 до 18:00, Mon–Fri 9–18, klo 8 - 20')).toEqual([
      '09:00–18:00',
      '09:00–18:00',
      '08:00–20:00',
    ]);
    expect(hourRangesIn('1–3 tööpäeva, at 2–8 °C, 5.00 € / 2.99 €, enne kella 17.00, 18–21 mmHg')).toEqual(
      [],
    );
  });

  it('stores no hours in any page, block or banner: they hold the tokens instead', async () => {
    const { cmsPageText, cmsBlockText, bannerText } = schema;
    const { db } = testApp.app;
    const stored = [
      ...(await db.select().from(cmsPageText)).map((row) => [row.title, row.metaDescription, row.content]),
      ...(await db.select().from(cmsBlockText)).map((row) => [row.title, row.content]),
      ...(await db.select().from(bannerText)).map((row) => [row.title, row.subtitle, row.cta]),
    ].map((texts) => texts.join('\n'));
    for (const text of stored) expect(hourRangesIn(text), text.slice(0, 80)).toEqual([]);
    expect(stored.filter((text) => text.includes('{{opening-hours')).length).toBeGreaterThanOrEqual(8);
  });

  it("states only the opening-times table's hours in every page, block and banner of every store", async () => {
    await expectHoursOfTheTable(await tableHours());
    for (const { where, text } of await storedBannerTexts(STORE_CODES))
      expect(hourRangesIn(text), where).toEqual([]);
  });

  it('follows the table when staff change the hours', async () => {
    const before = await tableHours();
    const changed: OpeningTimes = {
      ...before,
      workdays: { start: '08:30', end: '20:00' },
      weekends: { start: '11:00', end: '16:00' },
    };
    await updateOpeningTimes(testApp.app.db, changed);
    try {
      await expect
        .poll(async () => (await testApp.app.storefront.cmsPage('ee', 'faq'))?.contentHtml ?? '')
        .toContain('E–R 08:30–20:00 ja L 11:00–16:00');
      await expectHoursOfTheTable(changed);
    } finally {
      await updateOpeningTimes(testApp.app.db, before);
    }
  });
});

/** Logins and compensation the Finnish store does not offer: its customers log in with Finnish bank ID. */
const NOT_IN_THE_FINNISH_STORE =
  /Smart-ID|Mobii?le?-ID|ID-kaart|henkilökortilla|\bID card\b|Tervisekassa|Haigekassa|sairausvakuutuskass/i;

describe(`the Finnish store's content on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('promotes no Estonian logins or Estonian compensation', async () => {
    const texts = [...(await contentOf('fi')), ...(await storedBannerTexts(['fi']))];
    expect(texts.length).toBeGreaterThan(20);
    for (const { where, text } of texts) expect(text, where).not.toMatch(NOT_IN_THE_FINNISH_STORE);
  });

  it('tells Finnish patients where their e-prescriptions are sold and that they log in with bank ID', async () => {
    const guide = await testApp.app.storefront.cmsPage('fi', 'prescription-module-guide');
    expect(guide?.contentHtml).toContain('Tässä kaupassa ei myydä reseptilääkkeitä');
    expect(guide?.contentHtml).toContain('suomalaisilla pankkitunnuksilla');
    expect(guide?.contentHtml).toContain('href="/fi/prescriptions"');
  });
});
