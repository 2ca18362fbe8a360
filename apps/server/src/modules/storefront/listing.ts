import type { ListingServices } from '@apteek/domain';
import type { StorefrontContext } from './context.ts';

export function listingServices(_context: StorefrontContext): ListingServices {
  return {
    async categoryPage() {
      return null;
    },
  };
}
