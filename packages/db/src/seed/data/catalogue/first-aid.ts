import type { SeedProduct } from '../../source-types.ts';
import { goods, type GoodsSpec } from './goods.ts';
import { L } from './helpers.ts';

const aid = (spec: Omit<GoodsSpec, 'group' | 'brand' | 'pack' | 'shape'> & Partial<GoodsSpec>) =>
  goods({ group: 'medical-device', brand: 'fixa', pack: 'none', shape: 'box', ...spec });

const everyone = ['adults', 'children-6-12', 'children-2-6'] as const;

const plasterHow = L(
  'Puhastage ja kuivatage haav ning vahetage plaaster iga päev või määrdumisel.',
  'Puhdista ja kuivaa haava ja vaihda laastari päivittäin tai sen likaantuessa.',
  'Clean and dry the wound and change the plaster daily or when dirty.',
  'Очистите и высушите рану; меняйте пластырь ежедневно или при загрязнении.',
);

export const firstAid: SeedProduct[] = [
  ...aid({
    prefix: 'PLAST',
    categories: ['plasters'],
    name: L(
      'Fixa tekstiilplaastrid',
      'Fixa kangaslaastarit',
      'Fixa Fabric plasters',
      'Fixa Тканевые пластыри',
    ),
    pack: 'count',
    reasons: ['wound-care'],
    ages: [...everyone],
    short: L(
      'Elastsed ja hingavad tekstiilplaastrid väikeste haavade ja marrastuste katmiseks.',
      'Joustavat ja hengittävät kangaslaastarit pienten haavojen ja naarmujen suojaamiseen.',
      'Flexible, breathable fabric plasters for covering small cuts and grazes.',
      'Эластичные дышащие тканевые пластыри для защиты мелких порезов и ссадин.',
    ),
    how: plasterHow,
    packs: [
      {
        n: 20,
        price: 2.99,
        tags: ['bestseller'],
        tierPrices: [{ group: 'retailer', qty: 24, price: 2.39 }],
      },
    ],
  }),
  ...aid({
    prefix: 'PLAST-WP',
    categories: ['plasters'],
    name: L(
      'Fixa veekindlad plaastrid',
      'Fixa vedenkestävät laastarit',
      'Fixa Waterproof plasters',
      'Fixa Водостойкие пластыри',
    ),
    pack: 'count',
    reasons: ['wound-care'],
    ages: [...everyone],
    short: L(
      'Läbipaistvad veekindlad plaastrid, mis püsivad kohal ka duši all ja ujudes.',
      'Läpinäkyvät vedenkestävät laastarit, jotka pysyvät paikallaan suihkussa ja uidessa.',
      'Transparent waterproof plasters that stay on in the shower and when swimming.',
      'Прозрачные водостойкие пластыри держатся в душе и при плавании.',
    ),
    how: plasterHow,
    packs: [{ n: 20, price: 3.49 }],
  }),
  ...aid({
    prefix: 'BLISTER',
    categories: ['plasters', 'foot-care'],
    name: L(
      'Fixa villiplaastrid',
      'Fixa rakkolaastarit',
      'Fixa Blister plasters',
      'Fixa Пластыри от мозолей',
    ),
    pack: 'count',
    reasons: ['wound-care'],
    ages: ['adults', 'children-12-plus'],
    short: L(
      'Hüdrokolloidplaastrid, mis leevendavad villide valu ja kiirendavad paranemist.',
      'Hydrokolloidilaastarit lievittävät rakkojen kipua ja nopeuttavat paranemista.',
      'Hydrocolloid plasters that relieve blister pain and speed up healing.',
      'Гидроколлоидные пластыри уменьшают боль от мозолей и ускоряют заживление.',
    ),
    how: L(
      'Kinnitage puhtale ja kuivale nahale ning jätke kohale, kuni plaaster ise lahti tuleb.',
      'Kiinnitä puhtaalle ja kuivalle iholle ja anna olla, kunnes laastari irtoaa itsestään.',
      'Apply to clean, dry skin and leave in place until it comes off by itself.',
      'Наклейте на чистую сухую кожу и не снимайте, пока пластырь не отклеится сам.',
    ),
    packs: [{ n: 5, price: 6.9 }],
  }),
  ...aid({
    prefix: 'BANDAGE',
    categories: ['bandages'],
    name: L(
      'Fixa elastne side 8 cm × 4 m',
      'Fixa joustoside 8 cm × 4 m',
      'Fixa Elastic bandage 8 cm × 4 m',
      'Fixa Эластичный бинт 8 см × 4 м',
    ),
    reasons: ['muscle-joint-pain', 'joint-support'],
    ages: ['adults', 'children-12-plus'],
    short: L(
      'Korduvkasutatav elastne side nikastuste toetamiseks ja kompresside kinnitamiseks.',
      'Uudelleenkäytettävä joustoside nyrjähdysten tukemiseen ja sidosten kiinnittämiseen.',
      'Reusable elastic bandage for supporting sprains and holding dressings in place.',
      'Многоразовый эластичный бинт для фиксации при растяжениях и закрепления повязок.',
    ),
    how: L(
      'Mähkige jäseme otsast keha suunas nii, et iga ring kataks poole eelmisest; ärge siduge liiga tihedalt.',
      'Kiedo raajan kärjestä vartaloa kohti niin, että kierros peittää puolet edellisestä; älä sido liian tiukalle.',
      'Wrap from the far end of the limb towards the body, overlapping by half; do not wrap too tightly.',
      'Бинтуйте от периферии к телу с перекрытием на половину ширины; не затягивайте слишком туго.',
    ),
    packs: [{ n: 1, sku: 'BANDAGE-8CM', price: 3.99 }],
  }),
  ...aid({
    prefix: 'GAUZE',
    categories: ['bandages', 'wound-care'],
    name: L(
      'Fixa steriilsed marlikompressid 10 × 10 cm',
      'Fixa steriilit sideharsotaitokset 10 × 10 cm',
      'Fixa Sterile gauze swabs 10 × 10 cm',
      'Fixa Стерильные марлевые салфетки 10 × 10 см',
    ),
    pack: 'count',
    reasons: ['wound-care'],
    ages: [...everyone],
    short: L(
      'Eraldi pakendatud steriilsed marlikompressid haavade puhastamiseks ja katmiseks.',
      'Yksittäin pakatut steriilit sideharsotaitokset haavojen puhdistukseen ja peittämiseen.',
      'Individually packed sterile gauze swabs for cleaning and covering wounds.',
      'Индивидуально упакованные стерильные марлевые салфетки для очистки и закрытия ран.',
    ),
    how: L(
      'Avage pakend vahetult enne kasutamist ja ärge puudutage haavale asetatavat poolt.',
      'Avaa pakkaus juuri ennen käyttöä äläkä koske haavaa vasten tulevaan puoleen.',
      'Open just before use and avoid touching the side that goes on the wound.',
      'Вскрывайте упаковку непосредственно перед применением и не касайтесь стороны, прилегающей к ране.',
    ),
    packs: [{ n: 10, price: 2.49 }],
  }),
  ...aid({
    prefix: 'WOUND-SPRAY',
    categories: ['wound-care'],
    name: L(
      'Fixa haavapuhastussprei',
      'Fixa haavanpuhdistussuihke',
      'Fixa Wound cleansing spray',
      'Fixa Спрей для очищения ран',
    ),
    pack: 'ml',
    shape: 'spray',
    route: 'cutaneous',
    reasons: ['wound-care'],
    ages: [...everyone],
    short: L(
      'Mittekipitav alkoholivaba sprei väikeste haavade, kriimustuste ja marrastuste puhastamiseks.',
      'Kirvelemätön ja alkoholiton suihke pienten haavojen, naarmujen ja ruhjeiden puhdistukseen.',
      'Sting-free, alcohol-free spray for cleaning minor cuts, scratches and grazes.',
      'Спрей без спирта и жжения для очищения мелких ран, царапин и ссадин.',
    ),
    how: L(
      'Pihustage haavale 10–15 cm kauguselt ja laske kuivada enne plaastri panemist.',
      'Suihkuta haavaan 10–15 cm:n etäisyydeltä ja anna kuivua ennen laastarin kiinnittämistä.',
      'Spray onto the wound from 10–15 cm and let it dry before applying a plaster.',
      'Распылите на рану с расстояния 10–15 см и дайте высохнуть перед наложением пластыря.',
    ),
    packs: [{ n: 50, price: 6.9 }],
  }),
  ...aid({
    prefix: 'TAPE',
    categories: ['bandages'],
    name: L(
      'Fixa meditsiiniline kleeplint 2,5 cm × 5 m',
      'Fixa kiinnitysteippi 2,5 cm × 5 m',
      'Fixa Medical tape 2.5 cm × 5 m',
      'Fixa Медицинский пластырь в рулоне 2,5 см × 5 м',
    ),
    reasons: ['wound-care'],
    ages: ['adults'],
    short: L(
      'Nahasõbralik kleeplint sidemete ja kompresside kinnitamiseks.',
      'Ihoystävällinen kiinnitysteippi siteiden ja taitosten kiinnittämiseen.',
      'Skin-friendly tape for securing dressings and swabs.',
      'Щадящий для кожи пластырь для фиксации повязок и салфеток.',
    ),
    how: L(
      'Rebige vajalik pikkus käsitsi ja kinnitage kuivale nahale.',
      'Repäise tarvittava pituus käsin ja kiinnitä kuivalle iholle.',
      'Tear off the length you need by hand and apply to dry skin.',
      'Оторвите нужную длину руками и приклейте на сухую кожу.',
    ),
    packs: [{ n: 1, sku: 'TAPE-25MM', price: 2.29, visibility: 3 }],
  }),
  ...aid({
    prefix: 'COLD-PACK',
    categories: ['first-aid'],
    name: L(
      'Fixa kiirjahutuskott',
      'Fixa pikakylmäpussi',
      'Fixa Instant cold pack',
      'Fixa Мгновенный охлаждающий пакет',
    ),
    shape: 'sachet',
    reasons: ['muscle-joint-pain', 'pain'],
    ages: ['adults', 'children-6-12'],
    short: L(
      'Ühekordne kiirjahutuskott, mis jahtub pigistamisel kohe – sobib spordikotti ja autosse.',
      'Kertakäyttöinen kylmäpussi, joka viilenee heti puristettaessa – sopii urheilukassiin ja autoon.',
      'Single-use cold pack that chills instantly when squeezed, ideal for sports bags and cars.',
      'Одноразовый охлаждающий пакет мгновенно охлаждается при сжатии — удобно для спортивной сумки и автомобиля.',
    ),
    how: L(
      'Pigistage kotti, kuni sisemine kott puruneb, raputage ja asetage läbi riide vigastatud kohale.',
      'Purista pussia, kunnes sisäpussi rikkoutuu, ravista ja aseta vammakohtaan kankaan läpi.',
      'Squeeze until the inner pouch bursts, shake and apply over a cloth to the injury.',
      'Сожмите пакет, чтобы лопнул внутренний пакет, встряхните и приложите к месту травмы через ткань.',
    ),
    packs: [{ n: 1, sku: 'COLD-PACK', price: 2.49 }],
  }),
  ...aid({
    prefix: 'HOTCOLD',
    categories: ['first-aid', 'home-care-aids'],
    name: L(
      'Fixa kuuma-külma geelkompress',
      'Fixa kuuma-kylmägeelipakkaus',
      'Fixa Hot and cold gel pack',
      'Fixa Гелевый компресс «тепло-холод»',
    ),
    reasons: ['muscle-joint-pain', 'pain'],
    ages: ['adults', 'children-6-12'],
    short: L(
      'Korduvkasutatav geelkompress, mida saab kasutada külmana turse korral või soojana lihaspingete korral.',
      'Uudelleenkäytettävä geelipakkaus kylmänä turvotukseen tai lämpimänä lihasjännitykseen.',
      'Reusable gel pack to use cold for swelling or warm for muscle tension.',
      'Многоразовый гелевый компресс: холодный — при отёках, тёплый — при мышечном напряжении.',
    ),
    how: L(
      'Jahutage sügavkülmikus või soojendage kuumas vees ning asetage läbi riide nahale kuni 20 minutiks.',
      'Jäähdytä pakastimessa tai lämmitä kuumassa vedessä ja aseta iholle kankaan läpi enintään 20 minuutiksi.',
      'Chill in the freezer or warm in hot water and apply over a cloth for up to 20 minutes.',
      'Охладите в морозильнике или нагрейте в горячей воде и прикладывайте через ткань не более 20 минут.',
    ),
    packs: [{ n: 1, sku: 'HOTCOLD', price: 5.49 }],
  }),
];
