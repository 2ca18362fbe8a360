import { createHash } from 'node:crypto';

/** Text for an XML element or attribute. */
export function xmlText(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The text of every element with this name, in document order (flat Prinetti documents only). */
export function xmlValues(xml: string, name: string): string[] {
  const escaped = name.replace(/\./g, '\\.');
  const pattern = new RegExp(`<${escaped}(?:\\s[^>]*)?>([^<]*)</${escaped}>`, 'g');
  return [...xml.matchAll(pattern)].map((match) => unescapeXml(match[1]!));
}

export const xmlValue = (xml: string, name: string): string | undefined => xmlValues(xml, name)[0];

function unescapeXml(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Prinetti's routing key: the MD5 of the account, the message id and the secret, in hex. */
export function routingKey(account: string, id: string, secret: string): string {
  return createHash('md5').update(`${account}${id}${secret}`).digest('hex');
}
