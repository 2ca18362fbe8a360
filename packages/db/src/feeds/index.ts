/**
 * The feed application: catalogue, stock, price and category feeds read, checked a row at a time
 * and written to the catalogue. The server's import API and command and the demo seed all load
 * feeds through it (docs/ARCHITECTURE.md, Decision "The demo catalogue is a feed").
 */
export {
  feedImporter,
  type FeedImporter,
  type FeedPictures,
  type ImportRequest,
  type Untimed,
} from './feed-import.ts';
export {
  ABANDONED_JOB_REASON,
  JOB_ABANDONED_AFTER_MS,
  importJobs,
  jobView,
  type ImportJobs,
} from './feed-jobs.ts';
export { feedLines, type FeedLine } from './feed-lines.ts';
export type { Report } from './apply-bulk.ts';
export type { FeedFormat, ReadRow } from './feed-rows-read.ts';
