import { cents, type ImportJob, type IntegrationKeyView, type StaffProduct } from '@apteek/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../testing/component-harness.tsx';
import { renderStaffArea } from './staff-test-harness.tsx';

const KAIE = { name: 'Kaie Kataloog', email: 'kaie@apteek.ee', role: 'catalogueManager', onDuty: false };
const ADMIN = { name: 'Anne Admin', email: 'anne@apteek.ee', role: 'admin', onDuty: false };

const RUNNING: ImportJob = {
  id: '1b8c1a52-0000-4000-8000-000000000001',
  kind: 'products',
  batchId: 'file-0123',
  mode: 'delta',
  dryRun: false,
  status: 'running',
  rows: { read: 0, applied: 0, failed: 0 },
  absent: 0,
  errors: [],
  repeated: false,
  startedAt: '2026-12-03T08:00:00.000Z',
  finishedAt: null,
};
const DONE: ImportJob = {
  ...RUNNING,
  status: 'done',
  rows: { read: 3, applied: 2, failed: 1 },
  errors: [
    {
      line: 2,
      sku: 'NEW-2',
      field: 'price',
      reason: 'An amount in euros, not negative, with at most 2 decimals',
      code: 'amount_format',
      params: {},
    },
  ],
  finishedAt: '2026-12-03T08:00:02.000Z',
};

/** A finished job whose rows were refused for reasons with values in them. */
const PICTURES: ImportJob = {
  ...DONE,
  rows: { read: 3, applied: 0, failed: 3 },
  errors: [
    {
      line: 1,
      sku: 'IMG-404',
      field: 'images.0',
      reason: 'The address answered 404',
      code: 'image_status',
      params: { status: 404 },
    },
    {
      line: 2,
      sku: 'IMG-HUGE',
      field: 'images.0',
      reason: 'Larger than 10.5 MB',
      code: 'image_too_large',
      params: { megabytes: 10.5 },
    },
    {
      line: 3,
      sku: 'STOCK-1',
      field: 'qty',
      reason: 'At most 10000000',
      code: 'number_at_most',
      params: { maximum: 10_000_000 },
    },
  ],
};

/** The reasons of the refused rows' table, after the job was opened from the latest imports. */
async function refusedReasons(language: 'fi' | 'ru', show: string, caption: string) {
  stubApi((request) => {
    if (request.path === '/api/staff/me') return { code: 200, result: KAIE };
    if (request.path === '/api/staff/catalogue/jobs')
      return { code: 200, result: [{ ...PICTURES, errors: undefined, repeated: undefined, source: 'ERP' }] };
    if (request.path === `/api/staff/catalogue/jobs/${PICTURES.id}`) return { code: 200, result: PICTURES };
    return undefined;
  });
  renderStaffArea(`/staff/catalogue?lang=${language}`, language);
  await userEvent.click(await screen.findByRole('button', { name: show }));
  const table = await screen.findByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[3]!.textContent);
}

describe('the staff catalogue', () => {
  it("words a refused row's reason with values in it in Finnish, numbers as Finnish writes them", async () => {
    expect(await refusedReasons('fi', 'Näytä', 'Hylätyt rivit')).toEqual([
      'Osoite vastasi koodilla 404',
      'Suurempi kuin 10,5 Mt',
      'Enintään 10\u00a0000\u00a0000',
    ]);
  });

  it('words them in Russian, numbers as Russian writes them', async () => {
    expect(await refusedReasons('ru', 'Показать', 'Отклонённые строки')).toEqual([
      'Адрес ответил кодом 404',
      'Больше 10,5 МБ',
      'Не больше 10\u00a0000\u00a0000',
    ]);
  });

  it(
    'uploads a feed, follows its job until it has finished and shows each refused row',
    { timeout: 30_000 },
    async () => {
      let polls = 0;
      const { sent } = stubApi((request) => {
        if (request.path === '/api/staff/me') return { code: 200, result: KAIE };
        if (request.path === '/api/staff/catalogue/jobs') return { code: 200, result: [] };
        if (request.path === '/api/staff/catalogue/feeds/products') return { code: 200, result: RUNNING };
        if (request.path === `/api/staff/catalogue/jobs/${RUNNING.id}`)
          return { code: 200, result: polls++ === 0 ? RUNNING : DONE };
        return undefined;
      });
      renderStaffArea('/staff/catalogue');
      await userEvent.click(await screen.findByRole('button', { name: 'Laadi üles' }));
      expect(await screen.findByText('Vali voofail.')).toBeTruthy();

      const file = new File(['{"sku":"NEW-1"}\n'], 'products.jsonl', { type: 'application/x-ndjson' });
      await userEvent.upload(screen.getByLabelText('Voofail'), file);
      await userEvent.click(screen.getByRole('button', { name: 'Laadi üles' }));
      expect(await screen.findByText('Käib…')).toBeTruthy();
      expect(
        await screen.findByText('3 rida loetud, 2 rakendatud, 1 tagasi lükatud', {}, { timeout: 10_000 }),
      ).toBeTruthy();
      const refused = screen.getByRole('table', { name: 'Tagasi lükatud read' });
      const row = within(refused).getAllByRole('row')[1]!;
      expect(
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['2', 'NEW-2', 'price', 'Summa eurodes, mitte negatiivne, kuni 2 komakohaga']);
      expect(
        sent.some((request) => request.method === 'POST' && request.path.endsWith('/feeds/products')),
      ).toBe(true);
      // A catalogue manager does not manage the integrations' keys.
      expect(screen.queryByRole('region', { name: 'Liideste võtmed' })).toBeNull();
    },
  );

  it(
    "lets an administrator make an integration's key, shown once, and revoke it",
    { timeout: 30_000 },
    async () => {
      const made: IntegrationKeyView = {
        id: 7,
        name: 'ERP',
        scopes: ['stock'],
        prefix: 'apk_AbCdEf',
        createdAt: '2026-12-03T08:00:00.000Z',
        revokedAt: null,
        lastUsedAt: null,
      };
      let keys: IntegrationKeyView[] = [];
      const { sent } = stubApi((request) => {
        if (request.path === '/api/staff/me') return { code: 200, result: ADMIN };
        if (request.path === '/api/staff/catalogue/jobs') return { code: 200, result: [] };
        if (request.path === '/api/staff/integrations' && request.method === 'GET')
          return { code: 200, result: keys };
        if (request.path === '/api/staff/integrations') {
          keys = [made];
          return { code: 200, result: { ...made, key: 'apk_AbCdEfsecret' } };
        }
        if (request.path === '/api/staff/integrations/7/revoke') {
          keys = [{ ...made, revokedAt: '2026-12-03T08:01:00.000Z' }];
          return { code: 200, result: keys[0] };
        }
        return undefined;
      });
      renderStaffArea('/staff/catalogue');
      const section = await screen.findByRole('region', { name: 'Liideste võtmed' });
      await userEvent.type(within(section).getByLabelText('Liides'), 'ERP');
      await userEvent.click(within(section).getByLabelText('Laoseis'));
      await userEvent.click(within(section).getByRole('button', { name: 'Loo võti' }));
      expect(await within(section).findByText('apk_AbCdEfsecret')).toBeTruthy();
      expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
        name: 'ERP',
        scopes: ['stock'],
      });

      await userEvent.click(await within(section).findByRole('button', { name: 'Tühista liidese ERP võti' }));
      expect(await within(section).findByText('Tühistatud')).toBeTruthy();
      expect(within(section).queryByText('apk_AbCdEfsecret')).toBeNull();
    },
  );

  it(
    'finds a product by name, shows its data in four languages and takes it off sale with a reason',
    { timeout: 30_000 },
    async () => {
      const product: StaffProduct = {
        sku: 'IBU-400-20',
        typeId: 'simple',
        typeCode: 200,
        isMedicine: true,
        isControlled: false,
        vatClass: 'medicine',
        onSale: true,
        visibility: 4,
        texts: (['ee', 'fi', 'en', 'ru'] as const).map((storeCode) => ({
          storeCode,
          name: `Ibuprofen ${storeCode}`,
          urlKey: `ibuprofen-${storeCode}`,
          hasDescription: storeCode !== 'ru',
          hasShortDescription: false,
        })),
        stock: { qty: 40, reservedQty: 2, isInStock: true, status: 'ok' },
        prices: {
          priceCents: cents(495),
          special: { priceCents: cents(399), from: '2026-12-01', to: '2026-12-31' },
          groups: [{ group: 'company', qty: 10, priceCents: cents(420) }],
        },
        saleChanges: [],
      };
      const { sent } = stubApi((request) => {
        if (request.path === '/api/staff/me') return { code: 200, result: KAIE };
        if (request.path === '/api/staff/catalogue/jobs') return { code: 200, result: [] };
        if (request.path.startsWith('/api/staff/catalogue/products?'))
          return {
            code: 200,
            result: {
              items: [
                {
                  sku: product.sku,
                  name: 'Ibuprofen ee',
                  typeId: 'simple',
                  onSale: true,
                  priceCents: 495,
                  qty: 40,
                },
              ],
              total: 1,
              page: 1,
              pageSize: 20,
            },
          };
        if (request.path === '/api/staff/catalogue/products/IBU-400-20')
          return { code: 200, result: product };
        if (request.path === '/api/staff/catalogue/products/IBU-400-20/sale') {
          const reason = (request.body as { reason: string }).reason;
          if (reason.length > 5)
            return {
              code: 200,
              result: {
                ...product,
                onSale: false,
                saleChanges: [
                  { onSale: false, reason, at: '2026-12-03T09:00:00.000Z', staffName: 'Kaie Kataloog' },
                ],
              },
            };
          return {
            code: 400,
            result: 'Invalid request',
            errors: [{ field: 'reason', message: 'Field is required' }],
          };
        }
        return undefined;
      });
      renderStaffArea('/staff/catalogue');
      const section = await screen.findByRole('region', { name: 'Tooted' });
      await userEvent.type(within(section).getByLabelText('Tootekood või nimi mis tahes keeles'), 'ibupro');
      await userEvent.click(within(section).getByRole('button', { name: 'Otsi' }));
      expect(await within(section).findByText('Leitud tooteid: 1')).toBeTruthy();
      expect(sent.some((request) => request.path === '/api/staff/catalogue/products?q=ibupro&page=1')).toBe(
        true,
      );

      await userEvent.click(within(section).getByRole('button', { name: 'Ava IBU-400-20' }));
      const card = await within(section).findByRole('article', { name: /IBU-400-20/ });
      const texts = within(card).getByRole('table', { name: 'Tekstid' });
      expect(
        within(texts)
          .getAllByRole('row')
          .slice(1)
          .map((row) => within(row).getAllByRole('cell')[0]!.textContent),
      ).toEqual(['Eesti', 'Soome', 'Inglise', 'Vene']);
      expect(within(card).getByText('Käsimüügiravim')).toBeTruthy();
      expect(within(card).getByText('Lihttoode')).toBeTruthy();
      expect(within(card).getByText('Ravimid (vähendatud määr)')).toBeTruthy();
      expect(within(card).getByText('Laos 40, broneeritud 2', { exact: false })).toBeTruthy();
      expect(within(card).getByText(/^Erihind/)).toBeTruthy();
      expect(within(card).getByText(/^company:/)).toBeTruthy();

      // A short reason the server refuses is shown at its field.
      await userEvent.type(within(card).getByLabelText('Põhjus'), 'x');
      await userEvent.click(within(card).getByRole('button', { name: 'Eemalda müügilt' }));
      expect(await within(card).findByText('Väli on kohustuslik')).toBeTruthy();

      await userEvent.clear(within(card).getByLabelText('Põhjus'));
      await userEvent.type(within(card).getByLabelText('Põhjus'), 'Recall 2026/14');
      await userEvent.click(within(card).getByRole('button', { name: 'Eemalda müügilt' }));
      expect(await within(card).findByText('Toode on müügilt eemaldatud.')).toBeTruthy();
      expect(within(card).getByRole('button', { name: 'Too tagasi müüki' })).toBeTruthy();
      // The list of found products says so too.
      expect(within(section).getByRole('list', { name: 'Leitud tooted' }).textContent).toContain(
        'Müügilt eemaldatud',
      );
      expect(within(card).getByText(/Recall 2026\/14/)).toBeTruthy();
      expect(sent.find((request) => request.path.endsWith('/sale'))?.body).toEqual({
        onSale: false,
        reason: 'x',
      });
    },
  );
});
