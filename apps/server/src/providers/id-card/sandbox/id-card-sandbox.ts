import {
  DEFAULT_STORE_CODE,
  ID_CARD_REFUSALS,
  STORE_CODES,
  STORE_VIEWS,
  storePath,
  type Language,
  type StoreCode,
} from '@apteek/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../../plugins/validation.ts';
import { acceptFormBodies } from '../../../lib/form-body.ts';
import {
  DEFAULT_CLIENT_CERT_HEADER,
  issueIdentityCertificate,
  KEY_USAGE,
  sandboxCertificateAuthority,
  type IssueOptions,
  type TestIdentity,
} from '../../../modules/certificates/index.ts';
import { escapeHtml, sandboxDocument } from '../../../lib/html.ts';

/** The test persons whose ID cards the sandbox holds (SK's demo identity and valid test codes). */
export const ID_CARD_TEST_PERSONS: readonly TestIdentity[] = [
  {
    givenName: 'MARY ÄNN',
    surname: 'O’CONNEŽ-ŠUSLIK TESTNUMBER',
    personalCode: '60001019906',
    country: 'EE',
  },
  { givenName: 'JAAK-KRISTJAN', surname: 'JÕEORG', personalCode: '38412319871', country: 'EE' },
  { givenName: 'KAI', surname: 'TESTNUMBER', personalCode: '39703035237', country: 'EE' },
];

/** Which of a person's certificates the browser presents: the card's authentication one, or one the shop refuses. */
type CardCertificate = 'authentication' | 'expired' | 'signing';

/** The certificates the page offers that the login refuses, and whose they are. */
const REFUSED_CARDS: readonly {
  certificate: Exclude<CardCertificate, 'authentication'>;
  person: TestIdentity;
}[] = [
  { certificate: 'expired', person: ID_CARD_TEST_PERSONS[2]! },
  { certificate: 'signing', person: ID_CARD_TEST_PERSONS[1]! },
];

const DAY_MS = 24 * 3600 * 1000;

function certificateOptions(certificate: CardCertificate, now: number): IssueOptions {
  if (certificate === 'expired')
    return { notBefore: new Date(now - 400 * DAY_MS), notAfter: new Date(now - DAY_MS) };
  if (certificate === 'signing') return { keyUsage: KEY_USAGE.nonRepudiation };
  return {};
}

const Store = z.enum(STORE_CODES, { error: 'Choose one of the stores.' });

const Page = z.object({ store: Store.default(DEFAULT_STORE_CODE) });

const Choice = z.object({
  personalCode: z.enum(ID_CARD_TEST_PERSONS.map((person) => person.personalCode) as [string, ...string[]], {
    error: 'Choose one of the test persons.',
  }),
  certificate: z
    .enum(['authentication', 'expired', 'signing'], { error: 'Choose one of the certificates.' })
    .default('authentication'),
  store: Store.default(DEFAULT_STORE_CODE),
});

interface PageTexts {
  title: string;
  notice: string;
  heading: string;
  hint: string;
  refusedHeading: string;
  refusedCards: Record<Exclude<CardCertificate, 'authentication'>, string>;
  refusedTitle: string;
  again: string;
  refusals: Record<keyof typeof ID_CARD_REFUSALS, string>;
  failed: string;
}

/** The page in the store's language; the refusals as the storefront words them (apps/web/app/i18n). */
const TEXTS: Record<Language, PageTexts> = {
  et: {
    title: 'ID-kaardi testlugeja',
    notice:
      'Testrežiim: see leht asendab kaardilugejat ja brauseri sertifikaadivalikut. Päris isikut ei tuvastata.',
    heading: 'Vali sertifikaat',
    hint: 'Pood küsib sinu ID-kaarti. Vali, kelle isikutuvastuse sertifikaadi brauser esitab.',
    refusedHeading: 'Sertifikaadid, mida pood vastu ei võta',
    refusedCards: {
      expired: 'Aegunud sertifikaat – {name}',
      signing: 'Allkirjastamise sertifikaat (mitte isikutuvastuseks) – {name}',
    },
    refusedTitle: 'Sisselogimine ebaõnnestus',
    again: 'Vali teine sertifikaat',
    refusals: {
      missing: 'ID-kaardi sertifikaati ei esitatud. Sisesta kaart lugejasse ja proovi uuesti.',
      unreadable: 'ID-kaardi sertifikaati ei saa lugeda.',
      expired: 'ID-kaardi sertifikaat on aegunud.',
      not_yet_valid: 'ID-kaardi sertifikaat ei kehti veel.',
      foreign_ca: 'ID-kaardi sertifikaat pole usaldusväärse väljaandja oma.',
      wrong_usage: 'See ID-kaardi sertifikaat pole isikutuvastuseks. Vali isikutuvastuse sertifikaat.',
      no_identity: 'ID-kaardi sertifikaadil pole kehtiva isikukoodiga isikut.',
    },
    failed: 'Midagi läks valesti. Proovige mõne sekundi pärast uuesti.',
  },
  fi: {
    title: 'Henkilökortin testilukija',
    notice:
      'Testitila: tämä sivu korvaa kortinlukijan ja selaimen varmennevalinnan. Oikeaa henkilöä ei tunnisteta.',
    heading: 'Valitse varmenne',
    hint: 'Kauppa pyytää henkilökorttiasi. Valitse, kenen tunnistautumisvarmenteen selain esittää.',
    refusedHeading: 'Varmenteet, joita kauppa ei hyväksy',
    refusedCards: {
      expired: 'Vanhentunut varmenne – {name}',
      signing: 'Allekirjoitusvarmenne (ei tunnistautumiseen) – {name}',
    },
    refusedTitle: 'Kirjautuminen epäonnistui',
    again: 'Valitse toinen varmenne',
    refusals: {
      missing: 'ID-kortin varmennetta ei esitetty. Aseta kortti lukijaan ja yritä uudelleen.',
      unreadable: 'ID-kortin varmennetta ei voi lukea.',
      expired: 'ID-kortin varmenne on vanhentunut.',
      not_yet_valid: 'ID-kortin varmenne ei ole vielä voimassa.',
      foreign_ca: 'ID-kortin varmenteen myöntäjä ei ole luotettu.',
      wrong_usage: 'Tämä ID-kortin varmenne ei ole tunnistautumista varten. Valitse tunnistautumisvarmenne.',
      no_identity: 'ID-kortin varmenteessa ei ole henkilöä, jolla on kelvollinen henkilötunnus.',
    },
    failed: 'Jokin meni vikaan. Yritä uudelleen muutaman sekunnin kuluttua.',
  },
  en: {
    title: 'ID-card test reader',
    notice:
      'Test mode: this page stands in for the card reader and the browser’s certificate choice. No real person is identified.',
    heading: 'Choose a certificate',
    hint: 'The shop asks for your ID card. Choose whose authentication certificate the browser presents.',
    refusedHeading: 'Certificates the shop refuses',
    refusedCards: {
      expired: 'Expired certificate – {name}',
      signing: 'Signing certificate (not for authentication) – {name}',
    },
    refusedTitle: 'Login refused',
    again: 'Choose another certificate',
    refusals: ID_CARD_REFUSALS,
    failed: 'Something went wrong. Try again in a few seconds.',
  },
  ru: {
    title: 'Тестовый считыватель ID-карты',
    notice:
      'Тестовый режим: эта страница заменяет считыватель карт и выбор сертификата в браузере. Настоящий человек не идентифицируется.',
    heading: 'Выберите сертификат',
    hint: 'Магазин запрашивает вашу ID-карту. Выберите, чей сертификат идентификации предъявит браузер.',
    refusedHeading: 'Сертификаты, которые магазин не принимает',
    refusedCards: {
      expired: 'Просроченный сертификат – {name}',
      signing: 'Сертификат подписи (не для идентификации) – {name}',
    },
    refusedTitle: 'Вход не выполнен',
    again: 'Выбрать другой сертификат',
    refusals: {
      missing: 'Сертификат ID-карты не предъявлен. Вставьте карту в считыватель и попробуйте снова.',
      unreadable: 'Не удаётся прочитать сертификат ID-карты.',
      expired: 'Срок действия сертификата ID-карты истёк.',
      not_yet_valid: 'Сертификат ID-карты ещё не действует.',
      foreign_ca: 'Сертификат ID-карты выдан не доверенным центром.',
      wrong_usage:
        'Этот сертификат ID-карты не предназначен для идентификации. Выберите сертификат идентификации.',
      no_identity: 'В сертификате ID-карты нет лица с действительным личным кодом.',
    },
    failed: 'Что-то пошло не так. Попробуйте снова через несколько секунд.',
  },
};

const ACTION = '/sandbox/id-card';

const fullName = (person: TestIdentity) => `${person.givenName} ${person.surname}`;

/** A button per certificate: it sends the person's code; the form sends the store and which certificate. */
function choiceForm(
  store: StoreCode,
  certificate: CardCertificate,
  buttons: readonly { person: TestIdentity; label: string; testId: string }[],
): string {
  const hidden = { certificate, store };
  return (
    `<form method="post" action="${ACTION}" class="choices">` +
    Object.entries(hidden)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
      .join('') +
    buttons
      .map(
        ({ person, label, testId }) =>
          `<button type="submit" name="personalCode" value="${person.personalCode}" data-testid="${testId}">${escapeHtml(label)}</button>`,
      )
      .join('') +
    '</form>'
  );
}

/** The certificate choice the browser would show, in the store's language. */
function choicePage(store: StoreCode): string {
  const language = STORE_VIEWS[store].i18n.language;
  const text = TEXTS[language];
  const persons = choiceForm(
    store,
    'authentication',
    ID_CARD_TEST_PERSONS.map((person) => ({
      person,
      label: fullName(person),
      testId: `id-card-${person.personalCode}`,
    })),
  );
  const refused = REFUSED_CARDS.map(({ certificate, person }) =>
    choiceForm(store, certificate, [
      {
        person,
        label: text.refusedCards[certificate].replace('{name}', fullName(person)),
        testId: `id-card-${certificate}`,
      },
    ]),
  ).join('');
  return sandboxDocument(
    language,
    text.title,
    text.notice,
    `<h1>${escapeHtml(text.heading)}</h1><p>${escapeHtml(text.hint)}</p>${persons}` +
      `<h2>${escapeHtml(text.refusedHeading)}</h2><div class="choices">${refused}</div>`,
  );
}

/** The login's refusal, in the store's language, and the way back to the choice. */
function refusalPage(store: StoreCode, message: unknown): string {
  const language = STORE_VIEWS[store].i18n.language;
  const text = TEXTS[language];
  const refusal = (Object.keys(ID_CARD_REFUSALS) as (keyof typeof ID_CARD_REFUSALS)[]).find(
    (key) => ID_CARD_REFUSALS[key] === message,
  );
  return sandboxDocument(
    language,
    text.title,
    text.notice,
    `<h1>${escapeHtml(text.refusedTitle)}</h1>` +
      `<p role="alert" data-testid="id-card-refusal">${escapeHtml(refusal ? text.refusals[refusal] : text.failed)}</p>` +
      `<p><a href="${ACTION}?store=${store}">${escapeHtml(text.again)}</a></p>`,
  );
}

/** An API client (the integration tests, a script) asks for the login's JSON answer itself. */
function wantsJson(accept: string | undefined): boolean {
  return !!accept && accept.includes('application/json') && !accept.includes('text/html');
}

/**
 * `/sandbox/id-card?store=…`: the certificate choice the browser would show, and the proxy's part.
 * On a choice it issues that person a certificate from the sandbox CA and calls
 * `/cert/user/idlogin` with it in the header, from loopback, as nginx would. The popup that shows
 * the page then goes on to the store's `/eident/result` with the refresh token in the fragment,
 * which hands it to the login modal; a refusal stays here, worded in the store's language. An API
 * client that accepts JSON gets the login's answer as it is.
 */
export function idCardSandbox(app: FastifyInstance, { header }: { header?: string }, done: () => void): void {
  acceptFormBodies(app);
  app.get('/', async (request, reply) => {
    const { store } = parseInput(Page, request.query ?? {});
    return reply.type('text/html; charset=utf-8').send(choicePage(store));
  });
  app.post('/', async (request, reply) => {
    const { personalCode, certificate, store } = parseInput(Choice, request.body ?? {});
    const person = ID_CARD_TEST_PERSONS.find((candidate) => candidate.personalCode === personalCode)!;
    const ca = await sandboxCertificateAuthority(app.db);
    const issued = await issueIdentityCertificate(ca, person, certificateOptions(certificate, Date.now()));
    const pem = issued.certificate.toString();
    const answer = await app.inject({
      method: 'GET',
      url: '/cert/user/idlogin',
      headers: { [header ?? DEFAULT_CLIENT_CERT_HEADER]: encodeURIComponent(pem) },
    });
    if (wantsJson(request.headers.accept))
      return reply.status(answer.statusCode).type('application/json').send(answer.body);
    const body = answer.json<{ code: number; result: unknown }>();
    const refreshToken =
      answer.statusCode === 200 ? (body.result as { refreshToken?: unknown }).refreshToken : undefined;
    if (typeof refreshToken === 'string') {
      const result = storePath(store, '/eident/result');
      return reply.redirect(`${result}#refresh_token=${encodeURIComponent(refreshToken)}`, 303);
    }
    return reply
      .status(answer.statusCode === 200 ? 500 : answer.statusCode)
      .type('text/html; charset=utf-8')
      .send(refusalPage(store, body.result));
  });
  done();
}
