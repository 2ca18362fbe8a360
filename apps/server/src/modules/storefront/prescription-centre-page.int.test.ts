import { openingHoursLines } from '@apteek/domain';
import { describe, expect, it } from 'vitest';
import { usePageTestApp } from '../../test-app.ts';
import { readOpeningTimes } from '../opening-hours/index.ts';

const { testApp, readPage: read } = usePageTestApp();

/** The text of the server's HTML between the hours' heading and the end of their section. */
function hoursSection(html: string): string | null {
  const match = /<section[^>]*aria-labelledby="prescription-hours"[^>]*>([\s\S]*?)<\/section>/.exec(html);
  return match ? match[1]!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') : null;
}

describe('the prescription centre as the server sends it', () => {
  it('prints the pharmacy’s prescription hours in the HTML, above the guide’s link, so nothing moves after hydration', async () => {
    const page = await read('/en/prescriptions');
    expect(page.statusCode).toBe(200);
    const section = hoursSection(page.body);
    expect(section).not.toBeNull();
    expect(section).toContain('Prescription hours');
    const times = await readOpeningTimes(testApp.app.db, new Date());
    for (const line of openingHoursLines(times, 'en').filter((l) => l.open)) {
      expect(section).toContain(line.hours);
    }
    expect(page.body.indexOf('aria-labelledby="prescription-hours"')).toBeLessThan(
      page.body.indexOf('href="/en/prescription-module-guide"'),
    );
  });

  it('prints no hours where the store has no centre', async () => {
    const page = await read('/fi/prescriptions');
    expect(page.statusCode).toBe(200);
    expect(hoursSection(page.body)).toBeNull();
  });
});
