import type { Language } from '@apteek/domain';
import { markup, sandboxDocument } from '../../lib/html.ts';

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
  const hidden = Object.entries(page.hidden).map(
    ([name, value]) => markup`<input type="hidden" name="${name}" value="${value}">`,
  );
  const buttons = (Object.keys(text.choices) as SandboxChoice[]).map(
    (choice) =>
      markup`<button type="submit" name="result" value="${choice}">${text.choices[choice]}</button>`,
  );
  const heading = markup`<h1>${text.title} · ${page.provider}</h1>`;
  const list = markup`<dl>${facts.map(([label, value]) => markup`<dt>${label}</dt><dd>${value}</dd>`)}</dl>`;
  const form = markup`<form method="post" action="${page.action}" class="choices">${hidden}${buttons}</form>`;
  return sandboxDocument(
    page.language,
    `${text.title} – ${page.provider}`,
    text.notice.replace('{provider}', page.provider),
    markup`${heading}${list}<p>${text.hint}</p>${form}`,
  );
}

/** The page a sandbox shows for a request that does not verify. */
export function renderInvalidRequest(language: Language, provider: string): string {
  const text = TEXTS[language];
  return sandboxDocument(
    language,
    text.title,
    text.notice.replace('{provider}', provider),
    markup`<h1>${text.invalid}</h1>`,
  );
}
