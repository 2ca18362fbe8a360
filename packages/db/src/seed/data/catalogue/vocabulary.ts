import type { Localized, SeedImage } from '../../source-types.ts';
import { L } from './helpers.ts';

export const ROUTES = {
  oral: L('Suukaudne', 'Suun kautta', 'Oral', 'Внутрь'),
  oromucosal: L('Suuõõnde', 'Suuonteloon', 'Oromucosal', 'В полость рта'),
  nasal: L('Ninna', 'Nenään', 'Nasal', 'В нос'),
  ocular: L('Silma', 'Silmään', 'Into the eye', 'В глаза'),
  auricular: L('Kõrva', 'Korvaan', 'Into the ear', 'В уши'),
  cutaneous: L('Nahale', 'Iholle', 'On the skin', 'На кожу'),
  inhalation: L('Sissehingamiseks', 'Hengitettäväksi', 'Inhalation', 'Ингаляционно'),
  subcutaneous: L('Nahaalune süste', 'Ihon alle', 'Subcutaneous injection', 'Подкожно'),
} satisfies Record<string, Localized>;

export type RouteCode = keyof typeof ROUTES;

export const USAGES = {
  internal: L('Sisemiseks kasutamiseks', 'Sisäiseen käyttöön', 'Internal use', 'Для внутреннего применения'),
  external: L('Välispidiseks kasutamiseks', 'Ulkoiseen käyttöön', 'External use', 'Для наружного применения'),
  inhalation: L('Inhaleerimiseks', 'Inhalaatiokäyttöön', 'For inhalation', 'Для ингаляций'),
  injection: L('Süstimiseks', 'Injektiona', 'For injection', 'Для инъекций'),
} satisfies Record<string, Localized>;

export type UsageCode = keyof typeof USAGES;

interface Form {
  label: Localized;
  inName: Localized;
  route: RouteCode;
  shape: SeedImage['shape'];
}

export const FORMS = {
  tablet: {
    label: L('Tablett', 'Tabletti', 'Tablet', 'Таблетка'),
    inName: L('tabletid', 'tabletti', 'tablets', 'таблетки'),
    route: 'oral',
    shape: 'box',
  },
  'effervescent-tablet': {
    label: L('Kihisev tablett', 'Poretabletti', 'Effervescent tablet', 'Шипучая таблетка'),
    inName: L('kihisevad tabletid', 'poretabletti', 'effervescent tablets', 'шипучие таблетки'),
    route: 'oral',
    shape: 'box',
  },
  'chewable-tablet': {
    label: L('Närimistablett', 'Purutabletti', 'Chewable tablet', 'Жевательная таблетка'),
    inName: L('närimistabletid', 'purutabletti', 'chewable tablets', 'жевательные таблетки'),
    route: 'oral',
    shape: 'box',
  },
  capsule: {
    label: L('Kapsel', 'Kapseli', 'Capsule', 'Капсула'),
    inName: L('kapslid', 'kapseli', 'capsules', 'капсулы'),
    route: 'oral',
    shape: 'box',
  },
  'gastro-resistant-capsule': {
    label: L(
      'Gastroresistentne kapsel',
      'Enterokapseli',
      'Gastro-resistant capsule',
      'Кишечнорастворимая капсула',
    ),
    inName: L(
      'gastroresistentsed kapslid',
      'enterokapseli',
      'gastro-resistant capsules',
      'кишечнорастворимые капсулы',
    ),
    route: 'oral',
    shape: 'box',
  },
  lozenge: {
    label: L('Imemistablett', 'Imeskelytabletti', 'Lozenge', 'Таблетка для рассасывания'),
    inName: L('imemistabletid', 'imeskelytabletti', 'lozenges', 'таблетки для рассасывания'),
    route: 'oromucosal',
    shape: 'box',
  },
  'chewing-gum': {
    label: L('Ravimnärimiskumm', 'Lääkepurukumi', 'Medicated chewing gum', 'Лечебная жевательная резинка'),
    inName: L('ravimnärimiskumm', 'lääkepurukumi', 'medicated chewing gum', 'жевательная резинка'),
    route: 'oromucosal',
    shape: 'blister',
  },
  syrup: {
    label: L('Siirup', 'Siirappi', 'Syrup', 'Сироп'),
    inName: L('siirup', 'siirappi', 'syrup', 'сироп'),
    route: 'oral',
    shape: 'bottle',
  },
  'oral-suspension': {
    label: L('Suukaudne suspensioon', 'Oraalisuspensio', 'Oral suspension', 'Суспензия для приёма внутрь'),
    inName: L('suukaudne suspensioon', 'oraalisuspensio', 'oral suspension', 'суспензия для приёма внутрь'),
    route: 'oral',
    shape: 'bottle',
  },
  'oral-drops': {
    label: L('Suukaudsed tilgad', 'Oraalitipat', 'Oral drops', 'Капли для приёма внутрь'),
    inName: L('suukaudsed tilgad', 'oraalitipat', 'oral drops', 'капли для приёма внутрь'),
    route: 'oral',
    shape: 'dropper',
  },
  'eye-drops': {
    label: L('Silmatilgad', 'Silmätipat', 'Eye drops', 'Глазные капли'),
    inName: L('silmatilgad', 'silmätipat', 'eye drops', 'глазные капли'),
    route: 'ocular',
    shape: 'dropper',
  },
  'ear-drops': {
    label: L('Kõrvatilgad', 'Korvatipat', 'Ear drops', 'Ушные капли'),
    inName: L('kõrvatilgad', 'korvatipat', 'ear drops', 'ушные капли'),
    route: 'auricular',
    shape: 'dropper',
  },
  'nasal-spray': {
    label: L('Ninasprei', 'Nenäsumute', 'Nasal spray', 'Назальный спрей'),
    inName: L('ninasprei', 'nenäsumute', 'nasal spray', 'назальный спрей'),
    route: 'nasal',
    shape: 'spray',
  },
  spray: {
    label: L('Sprei', 'Suihke', 'Spray', 'Спрей'),
    inName: L('sprei', 'suihke', 'spray', 'спрей'),
    route: 'cutaneous',
    shape: 'spray',
  },
  gel: {
    label: L('Geel', 'Geeli', 'Gel', 'Гель'),
    inName: L('geel', 'geeli', 'gel', 'гель'),
    route: 'cutaneous',
    shape: 'tube',
  },
  cream: {
    label: L('Kreem', 'Emulsiovoide', 'Cream', 'Крем'),
    inName: L('kreem', 'emulsiovoide', 'cream', 'крем'),
    route: 'cutaneous',
    shape: 'tube',
  },
  ointment: {
    label: L('Salv', 'Rasvavoide', 'Ointment', 'Мазь'),
    inName: L('salv', 'rasvavoide', 'ointment', 'мазь'),
    route: 'cutaneous',
    shape: 'jar',
  },
  powder: {
    label: L('Pulber', 'Jauhe', 'Powder', 'Порошок'),
    inName: L('pulber', 'jauhe', 'powder', 'порошок'),
    route: 'oral',
    shape: 'sachet',
  },
  inhaler: {
    label: L('Inhalaator', 'Inhalaattori', 'Inhaler', 'Ингалятор'),
    inName: L(
      'inhalatsiooniaerosool',
      'inhalaatiosumute',
      'pressurised inhalation',
      'аэрозоль для ингаляций',
    ),
    route: 'inhalation',
    shape: 'device',
  },
  injection: {
    label: L('Süstelahus', 'Injektioneste', 'Solution for injection', 'Раствор для инъекций'),
    inName: L(
      'süstelahus pen-süstlis',
      'injektioneste esitäytetyssä kynässä',
      'solution for injection in pre-filled pen',
      'раствор для инъекций в шприц-ручке',
    ),
    route: 'subcutaneous',
    shape: 'device',
  },
} satisfies Record<string, Form>;

export type FormCode = keyof typeof FORMS;

export const UNITS = {
  kg: L('kg', 'kg', 'kg', 'кг'),
  l: L('l', 'l', 'l', 'л'),
  ml: L('ml', 'ml', 'ml', 'мл'),
  tk: L('tk', 'kpl', 'pcs', 'шт.'),
  g: L('g', 'g', 'g', 'г'),
} satisfies Record<string, Localized>;

export const TYPES = {
  '100': L('Mitteravim', 'Muu kuin lääke', 'Non-medicinal product', 'Нелекарственный товар'),
  '200': L('Käsimüügiravim', 'Itsehoitolääke', 'Over-the-counter medicine', 'Безрецептурное лекарство'),
  '300': L('Retseptiravim', 'Reseptilääke', 'Prescription medicine', 'Рецептурное лекарство'),
} satisfies Record<string, Localized>;

export const GROUPS = {
  otc: L('Käsimüügiravimid', 'Itsehoitolääkkeet', 'Over-the-counter medicines', 'Безрецептурные лекарства'),
  prescription: L('Retseptiravimid', 'Reseptilääkkeet', 'Prescription medicines', 'Рецептурные лекарства'),
  supplement: L('Toidulisandid', 'Ravintolisät', 'Food supplements', 'Пищевые добавки'),
  cosmetics: L('Kosmeetika', 'Kosmetiikka', 'Cosmetics', 'Косметика'),
  'medical-device': L(
    'Meditsiiniseadmed',
    'Terveydenhoitotarvikkeet',
    'Medical devices',
    'Медицинские изделия',
  ),
  hygiene: L('Hügieenitooted', 'Hygieniatuotteet', 'Hygiene products', 'Средства гигиены'),
  'baby-care': L('Beebitooted', 'Vauvatuotteet', 'Baby products', 'Детские товары'),
  service: L('Teenused', 'Palvelut', 'Services', 'Услуги'),
  digital: L('Digitaalsed juhendid', 'Digitaaliset oppaat', 'Digital guides', 'Цифровые руководства'),
} satisfies Record<string, Localized>;

export type GroupCode = keyof typeof GROUPS;

export const STORAGE = {
  HKYLM: L('Külmkapis (2–8 °C)', 'Jääkaapissa (2–8 °C)', 'Refrigerated (2–8 °C)', 'В холодильнике (2–8 °C)'),
  KUIVAS: L(
    'Kuivas kohas toatemperatuuril',
    'Kuivassa huoneenlämmössä',
    'Dry place at room temperature',
    'В сухом месте при комнатной температуре',
  ),
} satisfies Record<string, Localized>;

export const AGES = {
  adults: L('Täiskasvanud', 'Aikuiset', 'Adults', 'Взрослые'),
  'children-12-plus': L(
    'Lapsed alates 12 aastast',
    'Yli 12-vuotiaat lapset',
    'Children over 12',
    'Дети старше 12 лет',
  ),
  'children-6-12': L(
    'Lapsed vanuses 6–12 aastat',
    '6–12-vuotiaat lapset',
    'Children aged 6–12',
    'Дети 6–12 лет',
  ),
  'children-2-6': L('Lapsed vanuses 2–6 aastat', '2–6-vuotiaat lapset', 'Children aged 2–6', 'Дети 2–6 лет'),
  infants: L('Imikud ja väikelapsed', 'Vauvat ja taaperot', 'Infants and toddlers', 'Младенцы и малыши'),
  seniors: L('Eakad', 'Ikääntyneet', 'Seniors', 'Пожилые люди'),
  pregnant: L(
    'Rasedad ja imetavad',
    'Raskaana olevat ja imettävät',
    'Pregnant and breastfeeding',
    'Беременные и кормящие',
  ),
} satisfies Record<string, Localized>;

export type AgeCode = keyof typeof AGES;

export const TAGS = {
  new: L('Uus', 'Uutuus', 'New', 'Новинка'),
  bestseller: L('Enimmüüdud', 'Myydyimmät', 'Bestseller', 'Хит продаж'),
  eco: L('Öko', 'Ekologinen', 'Eco', 'Эко'),
  vegan: L('Vegantoode', 'Vegaaninen', 'Vegan', 'Веганский продукт'),
  'sugar-free': L('Suhkruvaba', 'Sokeriton', 'Sugar-free', 'Без сахара'),
  'lactose-free': L('Laktoosivaba', 'Laktoositon', 'Lactose-free', 'Без лактозы'),
  'gluten-free': L('Gluteenivaba', 'Gluteeniton', 'Gluten-free', 'Без глютена'),
  'fragrance-free': L('Lõhnaaineteta', 'Hajusteeton', 'Fragrance-free', 'Без отдушек'),
  'sensitive-skin': L(
    'Tundlikule nahale',
    'Herkälle iholle',
    'For sensitive skin',
    'Для чувствительной кожи',
  ),
  'pharmacist-choice': L(
    'Proviisori soovitus',
    'Farmaseutin suositus',
    'Pharmacist recommends',
    'Рекомендует фармацевт',
  ),
} satisfies Record<string, Localized>;

export const SIZES = {
  S: L('Suurus S', 'Koko S', 'Size S', 'Размер S'),
  M: L('Suurus M', 'Koko M', 'Size M', 'Размер M'),
  L: L('Suurus L', 'Koko L', 'Size L', 'Размер L'),
  XL: L('Suurus XL', 'Koko XL', 'Size XL', 'Размер XL'),
} satisfies Record<string, Localized>;

export const FLAVOURS = {
  lemon: L('Sidrun', 'Sitruuna', 'Lemon', 'Лимон'),
  orange: L('Apelsin', 'Appelsiini', 'Orange', 'Апельсин'),
  raspberry: L('Vaarikas', 'Vadelma', 'Raspberry', 'Малина'),
  'forest-berry': L('Metsamarjad', 'Metsämarja', 'Forest berries', 'Лесные ягоды'),
  neutral: L('Maitsestamata', 'Maustamaton', 'Unflavoured', 'Без вкуса'),
} satisfies Record<string, Localized>;

export const PACK_SIZES = [30, 60, 100] as const;

export const packSizeLabel = (n: number): Localized => L(`${n} tk`, `${n} kpl`, `${n} pcs`, `${n} шт.`);
