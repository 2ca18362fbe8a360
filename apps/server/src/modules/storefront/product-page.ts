import type { ProductPageServices } from '@apteek/domain';
import type { StorefrontContext } from './context.ts';

export function productPageServices(_context: StorefrontContext): ProductPageServices {
  return {
    async productPage() {
      return null;
    },
  };
}
