import { storePath, type StoreCode } from '@apteek/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { InStore, renderUnderRoot } from '../../testing/component-harness.tsx';
import { OrderLookupPage } from '../orders/index.ts';
import { Footer } from './Footer.tsx';

/** The hours as the root loader answers them from the opening-times table (its text has tests of its own). */
const HOURS = ['Mon–Fri 09:00–18:00', 'Sat 10:00–15:00', 'Closed on Sundays and public holidays'];

function renderFooter(storeCode: StoreCode) {
  const Page = () => (
    <InStore storeCode={storeCode}>
      <Footer />
    </InStore>
  );
  const Stub = createRoutesStub([{ id: 'root', path: '/*', Component: Page, loader: () => null }]);
  return render(
    <Stub
      initialEntries={[`/${storeCode}`]}
      hydrationData={{ loaderData: { root: { openingHours: HOURS } } }}
    />,
  );
}

const column = (name: string) => within(screen.getByRole('region', { name }));

describe('the footer', () => {
  it('has five columns: service hours and contacts, terms, company, the regulator and the licence, and the version', () => {
    renderFooter('en');
    const service = column('Customer service');
    for (const line of HOURS) expect(service.getByText(line)).toBeTruthy();
    expect(service.getByRole('link', { name: 'E-mail: info@apteek.ee' }).getAttribute('href')).toBe(
      'mailto:info@apteek.ee',
    );
    expect(service.getByRole('link', { name: 'Phone: +372 600 1234' }).getAttribute('href')).toBe(
      'tel:+3726001234',
    );
    expect(column('Terms and policies').getByRole('link', { name: 'Terms and conditions' })).toBeTruthy();
    expect(column('Company').getByRole('link', { name: 'About us' })).toBeTruthy();
    expect(column('Supervisory authority').getByText('State Agency of Medicines (Ravimiamet)')).toBeTruthy();
    expect(column('Pharmacy licence').getByText('Pharmacy activity licence')).toBeTruthy();
    expect(screen.getByText('v1.12.2')).toBeTruthy();
  });

  it("names the Finnish store's regulator", () => {
    renderFooter('fi');
    expect(screen.getByText('PL 55, 00034 FIMEA')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Puhelin: +358 29 522 3341' })).toBeTruthy();
  });

  it.each([
    ['ee', 'Klienditeenindus', 'Leia oma tellimus'],
    ['fi', 'Asiakaspalvelu', 'Etsi tilauksesi'],
    ['en', 'Customer service', 'Find your order'],
    ['ru', 'Служба поддержки', 'Найдите свой заказ'],
  ] as const)('leads a guest to the order look-up, which answers (%s)', async (storeCode, service, name) => {
    renderUnderRoot({
      storeCode,
      shell: <Footer />,
      rootData: { openingHours: HOURS },
      pages: [
        { path: ':store?/order-lookup', Component: OrderLookupPage },
        { path: '*', Component: () => null },
      ],
      path: `/${storeCode}`,
    });
    const link = column(service).getByRole('link', { name });
    expect(link.getAttribute('href')).toBe(storePath(storeCode, '/order-lookup'));
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeTruthy();
  });
});
