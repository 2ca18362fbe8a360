import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInStore, stubApi } from '../../testing/component-harness.tsx';
import { PrescriptionInfo } from './PrescriptionInfo.tsx';

const BLOCKS: Record<string, string> = {
  'prescription-info-ee': '<p>Log in and open the <a href="/prescriptions">prescription centre</a>.</p>',
  'prescription-info-fi': '<p>Finnish e-prescriptions are processed in Estonia.</p><script>alert(1)</script>',
};

function blockServer() {
  return stubApi(({ path, body }) => {
    if (path !== '/api/catalog/search/cms_block') return undefined;
    const [identifier] = (body as { filters: { identifier: string[] } }).filters.identifier;
    return { code: 200, result: { items: [{ identifier, content: BLOCKS[identifier!] }] } };
  });
}

const open = () => {
  const details = screen.getByText('How prescriptions are sold').closest('details')!;
  details.open = true;
  fireEvent(details, new Event('toggle'));
};

describe("the centre's note on how prescriptions are sold", () => {
  it('loads the Estonian block only when opened, with its links in the store', async () => {
    const { sent } = blockServer();
    renderInStore(<PrescriptionInfo finnish={false} />, 'en');
    expect(sent).toEqual([]);
    open();
    const link = await screen.findByRole('link', { name: 'prescription centre' });
    expect(link.getAttribute('href')).toBe('/en/prescriptions');
    expect(sent.map((request) => request.body)).toEqual([
      { storeCode: 'en', filters: { identifier: ['prescription-info-ee'] } },
    ]);
  });

  it('gives a Finnish patient the Finnish block, sanitised', async () => {
    blockServer();
    const { container } = renderInStore(<PrescriptionInfo finnish />, 'en');
    open();
    expect(await screen.findByText('Finnish e-prescriptions are processed in Estonia.')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
  });
});
