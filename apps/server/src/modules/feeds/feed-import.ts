import { feedImporter as catalogueFeedImporter, type Untimed } from '@apteek/db/feeds';
import type { Db } from '@apteek/db';
import { withFetchedImages, type FeedImages } from './feed-images.ts';

export type { FeedImporter, ImportRequest } from '@apteek/db/feeds';

/**
 * The catalogue package's feed importer (packages/db/src/feeds, which the demo seed loads its
 * feed through too) with the pictures of a products feed fetched into the server's media store.
 */
export function feedImporter(db: Db, now: () => Date, untimed?: Untimed, images?: FeedImages) {
  return catalogueFeedImporter(
    db,
    now,
    untimed,
    images && ((work, rows, options) => withFetchedImages(work, images, rows, options)),
  );
}
