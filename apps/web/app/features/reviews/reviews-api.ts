import type { ProductReviews } from '@apteek/domain';
import type { ApiAuth } from '../../api/api-auth.ts';
import { callApi } from '../../api/client.ts';

export interface ReviewDraft {
  title: string;
  text: string;
  nickname: string;
  rating: number;
}

function productReviews(result: unknown): ProductReviews {
  const value = result as ProductReviews | null;
  if (!value || !Array.isArray(value.reviews) || typeof value.summary !== 'object')
    throw new TypeError('not a review page');
  return value;
}

/** The review calls (POST with { review }; success when code is 200). */
export const reviewsApi = {
  async page(sku: string, page: number): Promise<ProductReviews> {
    const path = `/api/reviews/${encodeURIComponent(sku)}?page=${page}`;
    return (await callApi(path, { result: productReviews })).result;
  },
  async write(sku: string, review: ReviewDraft, auth: ApiAuth, locale: string): Promise<boolean> {
    const answer = await callApi(`/api/reviews/${encodeURIComponent(sku)}`, {
      method: 'POST',
      body: { review },
      auth,
      locale,
    });
    return answer.code === 200;
  },
};
