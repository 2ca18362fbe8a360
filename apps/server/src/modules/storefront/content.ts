import type { ContentServices } from '@apteek/domain';
import type { StorefrontContext } from './context.ts';

export function contentServices(_context: StorefrontContext): ContentServices {
  return {
    async cmsPage() {
      return null;
    },
  };
}
