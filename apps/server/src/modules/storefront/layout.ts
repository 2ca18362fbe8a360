import type { LayoutServices } from '@apteek/domain';
import type { StorefrontContext } from './context.ts';

export function layoutServices(_context: StorefrontContext): LayoutServices {
  return {
    async layout() {
      return { menu: [] };
    },
  };
}
