import type { Language } from '@apteek/domain';

export type SandboxChoice = 'pay' | 'cancel' | 'fail' | 'unprocessable';

/** "Paid but the shop cannot process it" is a payment of another amount than the order's. */
export function paidAmount(choice: SandboxChoice, cents: number): number {
  return choice === 'unprocessable' ? Math.max(0, cents - 1) : cents;
}

interface PageTexts {
  title: string;
  notice: string;
  recipient: string;
  order: string;
  amount: string;
  method: string;
  hint: string;
  choices: Record<SandboxChoice, string>;
  invalid: string;
}

const TEXTS: Record<Language, PageTexts> = {
  et: {
    title: 'Testpank',
    notice: 'Testrežiim: päris raha ei liigu. See leht asendab makseteenust {provider}.',
    recipient: 'Saaja',
    order: 'Tellimus',
    amount: 'Summa',
    method: 'Pank või kaart',
    hint: 'Vali, kuidas makse lõpeb.',
    choices: {
      pay: 'Maksa',
      cancel: 'Katkesta',
      fail: 'Makse ebaõnnestub',
      unprocessable: 'Maksa, kuid pood ei suuda makset töödelda',
    },
    invalid: 'Maksepäring ei ole korrektselt allkirjastatud.',
  },
  fi: {
    title: 'Testipankki',
    notice: 'Testitila: oikeaa rahaa ei siirry. Tämä sivu korvaa maksupalvelun {provider}.',
    recipient: 'Saaja',
    order: 'Tilaus',
    amount: 'Summa',
    method: 'Pankki tai kortti',
    hint: 'Valitse, miten maksu päättyy.',
    choices: {
      pay: 'Maksa',
      cancel: 'Peruuta',
      fail: 'Maksu epäonnistuu',
      unprocessable: 'Maksa, mutta kauppa ei pysty käsittelemään maksua',
    },
    invalid: 'Maksupyyntöä ei ole allekirjoitettu oikein.',
  },
  en: {
    title: 'Test bank',
    notice: 'Test mode: no real money moves. This page stands in for {provider}.',
    recipient: 'Recipient',
    order: 'Order',
    amount: 'Amount',
    method: 'Bank or card',
    hint: 'Choose how the payment ends.',
    choices: {
      pay: 'Pay',
      cancel: 'Cancel',
      fail: 'Fail the payment',
      unprocessable: 'Pay, but the shop cannot process it',
    },
    invalid: 'The payment request is not signed correctly.',
  },
  ru: {
    title: 'Тестовый банк',
    notice:
      'Тестовый режим: настоящие деньги не списываются. Эта страница заменяет платёжный сервис {provider}.',
    recipient: 'Получатель',
    order: 'Заказ',
    amount: 'Сумма',
    method: 'Банк или карта',
    hint: 'Выберите, чем закончится платёж.',
    choices: {
      pay: 'Оплатить',
      cancel: 'Отменить',
      fail: 'Платёж не проходит',
      unprocessable: 'Оплатить, но магазин не сможет обработать платёж',
    },
    invalid: 'Платёжный запрос подписан неверно.',
  },
};

/** The page's language from the locale the shop sent (et, fi_FI, en-US…); English otherwise. */
export function sandboxLanguage(locale: string | undefined): Language {
  const code = (locale ?? '').slice(0, 2).toLowerCase();
  return code === 'et' || code === 'fi' || code === 'ru' ? code : 'en';
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The bank pages' look, served as a stylesheet of its own (`/sandbox/sandbox.css`): the pages run
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

export interface SandboxPage {
  provider: string;
  language: Language;
  action: string;
  hidden: Record<string, string>;
  recipient: string;
  order: string;
  amount: string;
  method: string;
}

/** The bank or card page of a sandbox: what is paid, and buttons for each way a payment can end. */
export function renderSandboxPage(page: SandboxPage): string {
  const text = TEXTS[page.language];
  const facts: [string, string][] = [
    [text.recipient, page.recipient],
    [text.order, page.order],
    [text.amount, page.amount],
    [text.method, page.method],
  ];
  const hidden = Object.entries(page.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  const buttons = (Object.keys(text.choices) as SandboxChoice[])
    .map(
      (choice) =>
        `<button type="submit" name="result" value="${choice}">${escape(text.choices[choice])}</button>`,
    )
    .join('');
  return sandboxDocument(
    page.language,
    `${text.title} – ${page.provider}`,
    text.notice.replace('{provider}', page.provider),
    `<h1>${escape(text.title)} · ${escape(page.provider)}</h1>` +
      `<dl>${facts.map(([label, value]) => `<dt>${escape(label)}</dt><dd>${escape(value)}</dd>`).join('')}</dl>` +
      `<p>${escape(text.hint)}</p>` +
      `<form method="post" action="${escape(page.action)}" class="choices">${hidden}${buttons}</form>`,
  );
}

/** The page a sandbox shows for a request that does not verify. */
export function renderInvalidRequest(language: Language, provider: string): string {
  const text = TEXTS[language];
  return sandboxDocument(
    language,
    text.title,
    text.notice.replace('{provider}', provider),
    `<h1>${escape(text.invalid)}</h1>`,
  );
}

/** A sandbox page's frame: its language, the test-mode notice on top and the shared stylesheet. */
export function sandboxDocument(language: Language, title: string, notice: string, body: string): string {
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escape(title)}</title><link rel="stylesheet" href="${SANDBOX_STYLESHEET}"></head>` +
    `<body><div class="ribbon" role="note">${escape(notice)}</div><main>${body}</main></body></html>`
  );
}
