import type { CustomerReview } from '@apteek/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInStore, stubApi } from '../../testing/component-harness.tsx';
import { MyReviews } from './MyReviews.tsx';
import { SESSION_KEY } from '../account/index.ts';

const REVIEWS: CustomerReview[] = [
  {
    id: 2,
    sku: 'PARA-500-20',
    productName: 'Paratsetamool 500 mg',
    productPath: null,
    title: 'Aitas',
    text: 'Peavalu kadus.',
    rating: 2,
    status: 'pending',
    verifiedPurchase: false,
    createdAt: new Date(2026, 10, 5, 12, 0).toISOString(),
  },
  {
    id: 1,
    sku: 'IBU-400-20',
    productName: 'Ibuprofeen 400 mg',
    productPath: '/p/IBU-400-20/ibuprofeen-400-mg',
    title: 'Kiire',
    text: 'Toimis kiiresti.',
    rating: 5,
    status: 'approved',
    verifiedPurchase: true,
    createdAt: new Date(2026, 10, 3, 12, 0).toISOString(),
  },
];

function reviewsServer(storeCode: string, reviews: CustomerReview[]) {
  localStorage.setItem(SESSION_KEY, JSON.stringify({ token: 'access', refreshToken: 'refresh', user: null }));
  return stubApi(({ path }) =>
    path === `/api/user/reviews?storeCode=${storeCode}` ? { code: 200, result: reviews } : undefined,
  );
}

describe("the account's list of the customer's reviews", () => {
  it('lists each review with its product, stars, date and whether it is published, in the store view', async () => {
    reviewsServer('ee', REVIEWS);
    renderInStore(<MyReviews />, 'ee');

    const list = await screen.findByRole('list', { name: 'Minu arvustused' });
    const [pending, approved] = within(list).getAllByRole('listitem');
    expect(within(pending!).getByText('Ootab kinnitamist')).toBeTruthy();
    expect(within(pending!).getByText('05.11.2026')).toBeTruthy();
    expect(within(pending!).queryByRole('link')).toBeNull();
    expect(within(approved!).getByText('Avaldatud')).toBeTruthy();
    expect(within(approved!).getByRole('img', { name: /^5 / })).toBeTruthy();
    expect(within(approved!).getByRole('link', { name: 'Ibuprofeen 400 mg' }).getAttribute('href')).toBe(
      '/p/IBU-400-20/ibuprofeen-400-mg',
    );
  });

  it.each([
    ['fi', 'Et ole vielä arvostellut yhtään tuotetta.'],
    ['en', 'You have not reviewed any products yet.'],
    ['ru', 'Вы ещё не оставили ни одного отзыва.'],
  ] as const)('says so in /%s when there is none', async (store, text) => {
    reviewsServer(store, []);
    renderInStore(<MyReviews />, store);
    expect(await screen.findByText(text)).toBeTruthy();
  });
});
