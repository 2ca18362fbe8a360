import type { Language } from '@apteek/domain';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to place in HTML, in an element or in a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** HTML that is already safe: built by `markup` or marked with `trustedHtml`. Printed as it is. */
export class SafeHtml {
  constructor(private readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

/** Marks markup this server wrote itself as safe, so that `markup` embeds it without escaping. */
export function trustedHtml(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

/** What a template may embed. */
export type HtmlValue = string | number | SafeHtml | null | undefined | false | readonly HtmlValue[];

function piece(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.toString();
  if (Array.isArray(value)) return (value as readonly HtmlValue[]).map(piece).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value as string | number));
}

/**
 * A template whose interpolations are escaped (named so that formatters leave its text alone): markup`<p>${name}</p>`. A SafeHtml (another `markup`
 * result, or trustedHtml) goes in as it is; an array goes in piece by piece; null, undefined and
 * false print nothing.
 */
export function markup(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let markup = strings[0]!;
  values.forEach((value, i) => {
    markup += piece(value) + strings[i + 1]!;
  });
  return new SafeHtml(markup);
}

/**
 * The sandbox pages' look, served as a stylesheet of its own (`/sandbox/sandbox.css`): the pages run
 * under the same Content-Security-Policy as the shop, which allows no inline style element.
 */
export const SANDBOX_STYLESHEET = '/sandbox/sandbox.css';
export const SANDBOX_STYLE = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f1ea;color:#1d1d1b}
.ribbon{background:#b3261e;color:#fff;text-align:center;padding:.5rem 1rem;font-weight:600;letter-spacing:.02em}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002}
h1{margin:0 0 1rem;font-size:1.4rem}h2{margin:1.5rem 0 .75rem;font-size:1.1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem;margin:0 0 1.25rem}
dt{color:#666}dd{margin:0;font-weight:600}p{margin:0 0 1rem;color:#444}
.choices{display:grid;gap:.6rem}button{font:inherit;padding:.75rem 1rem;border-radius:8px;border:1px solid #bbb;background:#fff;cursor:pointer}
button[value=pay],button[value=approve]{background:#1f6f43;border-color:#1f6f43;color:#fff;font-weight:600}
.code{margin:0 0 1rem;font-size:2.75rem;font-weight:700;letter-spacing:.2em;text-align:center;color:#1d1d1b}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.sessions{list-style:none;margin:0;padding:0}.sessions>li+li{margin-top:1.25rem;padding-top:1.25rem;border-top:1px solid #ddd}`;

/**
 * A sandbox page's frame: its language, the test-mode notice on top and the shared stylesheet.
 * The title and the notice are text; the body is markup the page built (escape what goes in it).
 */
export function sandboxDocument(
  language: Language,
  title: string,
  notice: string,
  body: string | SafeHtml,
): string {
  return (
    `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)}</title><link rel="stylesheet" href="${SANDBOX_STYLESHEET}"></head>` +
    `<body><div class="ribbon" role="note">${escapeHtml(notice)}</div><main>${String(body)}</main></body></html>`
  );
}
