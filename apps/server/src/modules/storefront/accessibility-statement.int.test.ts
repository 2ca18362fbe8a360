import { describe, expect, it } from 'vitest';
import { usePageTestApp } from '../../test-app.ts';

const { readPage: read } = usePageTestApp();

/** Every store view's statement: its address, its heading, and its footer link's address. */
const STATEMENTS = [
  { url: '/accessibility', title: 'Ligipääsetavuse teatis', link: '/accessibility' },
  { url: '/ee/accessibility', title: 'Ligipääsetavuse teatis', link: '/accessibility' },
  { url: '/fi/accessibility', title: 'Saavutettavuusseloste', link: '/fi/accessibility' },
  { url: '/en/accessibility', title: 'Accessibility statement', link: '/en/accessibility' },
  { url: '/ru/accessibility', title: 'Заявление о доступности', link: '/ru/accessibility' },
];

describe('the accessibility statement', () => {
  it.each(STATEMENTS)(
    'answers $url with its heading, linked from the footer',
    async ({ url, title, link }) => {
      const page = await read(url);
      expect(page.statusCode).toBe(200);
      expect(/<h1[^>]*>([^<]*)</.exec(page.body)?.[1]).toBe(title);
      expect(page.body).toContain(`href="${link}"`);
      expect(page.body).toContain('info@apteek.ee');
    },
  );
});
