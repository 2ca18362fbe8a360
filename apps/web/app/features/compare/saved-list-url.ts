import { normaliseSkuList } from '@apteek/domain';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/** The skus a compare or wishlist page's URL names (`?skus=A,B`), at most `limit`. */
export function skusOfUrl(url: URL, limit: number): string[] {
  return normaliseSkuList((url.searchParams.get('skus') ?? '').split(','), limit);
}

/**
 * The page's URL follows the browser's list: its loader reads the products the URL names, so a
 * change to the list (here or in another tab) loads them again. `list` is null until it is known.
 */
export function useUrlFollowsList(list: string[] | null): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const wanted = list?.join(',') ?? null;
  const shown = params.get('skus') ?? '';
  useEffect(() => {
    if (wanted === null || wanted === shown) return;
    void navigate(wanted ? `?skus=${encodeURIComponent(wanted).replace(/%2C/g, ',')}` : '?', {
      replace: true,
      preventScrollReset: true,
    });
  }, [wanted, shown, navigate]);
}
