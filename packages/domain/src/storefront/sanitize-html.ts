/** Tags CMS content may use; everything else is dropped, its text kept. */
const ALLOWED_TAGS = new Set([
  'a',
  'b',
  'blockquote',
  'br',
  'caption',
  'em',
  'h2',
  'h3',
  'h4',
  'hr',
  'i',
  'li',
  'ol',
  'p',
  'small',
  'strong',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);
/** Tags whose content is code or embedded documents, removed together with their content. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'xmp',
]);
const VOID_TAGS = new Set(['br', 'hr']);
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title'],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};
const SAFE_HREF = /^(?:\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i;
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export interface SanitizeOptions {
  /** Rewrites a site-internal link ('/delivery'), e.g. to add the store prefix. */
  internalHref?: (href: string) => string;
}

/**
 * Allow-list sanitiser for CMS HTML: keeps text markup, tables and links with safe schemes,
 * removes scripts, event handlers, styles and embedded documents. Text outside tags is kept as
 * written, except that a stray '<' or '>' is escaped so it cannot open a tag.
 */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  let output = '';
  let cursor = 0;
  let droppedUntil: string | null = null;
  for (const match of html.matchAll(TOKEN)) {
    const [token, closing, rawName = '', rawAttributes = ''] = match;
    if (droppedUntil === null) output += escapeText(html.slice(cursor, match.index));
    cursor = match.index + token.length;
    const name = rawName.toLowerCase();
    if (droppedUntil !== null) {
      if (closing && name === droppedUntil) droppedUntil = null;
      continue;
    }
    if (token.startsWith('<!--')) continue;
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing) droppedUntil = name;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (closing) output += VOID_TAGS.has(name) ? '' : `</${name}>`;
    else output += `<${name}${attributesOf(name, rawAttributes, options)}>`;
  }
  if (droppedUntil === null) output += escapeText(html.slice(cursor));
  return output;
}

function attributesOf(tag: string, raw: string, options: SanitizeOptions): string {
  const allowed = ALLOWED_ATTRIBUTES[tag] ?? [];
  let result = '';
  for (const [, rawName = '', double, single, bare] of raw.matchAll(ATTRIBUTE)) {
    const name = rawName.toLowerCase();
    if (!allowed.includes(name)) continue;
    let value = (double ?? single ?? bare ?? '').trim();
    if (name === 'href') {
      if (!SAFE_HREF.test(value)) continue;
      if (value.startsWith('/') && options.internalHref) value = options.internalHref(value);
    }
    result += ` ${name}="${escapeAttribute(value)}"`;
  }
  if (tag === 'a' && /href="https?:/i.test(result)) result += ' rel="noopener noreferrer"';
  return result;
}

function escapeText(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&(?![a-zA-Z]+;|#\d+;|#x[0-9a-fA-F]+;)/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;');
}
