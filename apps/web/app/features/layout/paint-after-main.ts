import type { UIMatch } from 'react-router';

/** The footer's id, which follows the page's main part. */
export const FOOTER_ID = 'site-footer';

/**
 * Whether the page's first paint waits until its main part is parsed (the footer follows it): a
 * route module says `export const handle = { paintAfterMain: true }`, and the root writes
 * `<link rel="expect" href="#site-footer" blocking="render">` in the head. Painted as it arrived,
 * the largest category was laid out again after each piece of HTML: six layouts of 60-150 ms at
 * 4x CPU after the first paint, all blocking, against one before it. Only on the product lists,
 * where that was measured: a short page is parsed before its first paint anyway, and there the
 * link could only hold the paint back. Written by the root, not as the route's `links`: those carry
 * the request's nonce, and a page whose nonce stands on a link to no file is not kept as rendered.
 */
export function paintsAfterMain(matches: readonly UIMatch[]): boolean {
  return matches.some(
    (match) => (match.handle as { paintAfterMain?: unknown } | undefined)?.paintAfterMain === true,
  );
}
