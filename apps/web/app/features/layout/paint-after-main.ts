import type { LinkDescriptor } from 'react-router';

/** The footer's id, which follows the page's main part. */
export const FOOTER_ID = 'site-footer';

/**
 * A product list's first paint waits until its main part is parsed (the footer follows it), as a
 * route's `links`. Painted as it arrived, the largest category was laid out again after each piece
 * of HTML: six layouts of 60-150 ms at 4x CPU after the first paint, all blocking, against one
 * before it. Only on the lists, where that was measured: a short page is parsed before its first
 * paint anyway, and there the link could only hold the paint back.
 */
export const PAINT_AFTER_MAIN: LinkDescriptor & { blocking: 'render' } = {
  rel: 'expect',
  href: `#${FOOTER_ID}`,
  // React Router's <Links> writes every field as an attribute; its type does not name this one yet.
  blocking: 'render',
};
