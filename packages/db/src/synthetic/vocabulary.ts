import type { Localized } from '../seed/source-types.ts';

/** Word stock for synthetic product names; combinations give tens of thousands of distinct names. */
export const PRODUCT_NOUNS: Localized[] = [
  { et: 'tabletid', fi: 'tabletit', en: 'tablets', ru: 'таблетки' },
  { et: 'kapslid', fi: 'kapselit', en: 'capsules', ru: 'капсулы' },
  { et: 'siirup', fi: 'siirappi', en: 'syrup', ru: 'сироп' },
  { et: 'geel', fi: 'geeli', en: 'gel', ru: 'гель' },
  { et: 'kreem', fi: 'voide', en: 'cream', ru: 'крем' },
  { et: 'ninasprei', fi: 'nenäsumute', en: 'nasal spray', ru: 'назальный спрей' },
  { et: 'silmatilgad', fi: 'silmätipat', en: 'eye drops', ru: 'глазные капли' },
  { et: 'pulber', fi: 'jauhe', en: 'powder', ru: 'порошок' },
  { et: 'pastillid', fi: 'imeskelytabletit', en: 'lozenges', ru: 'пастилки' },
  { et: 'salv', fi: 'salva', en: 'ointment', ru: 'мазь' },
];

export const PRODUCT_STEMS: Localized[] = [
  { et: 'Vitamiin C', fi: 'C-vitamiini', en: 'Vitamin C', ru: 'Витамин C' },
  { et: 'Vitamiin D3', fi: 'D3-vitamiini', en: 'Vitamin D3', ru: 'Витамин D3' },
  { et: 'Magneesium', fi: 'Magnesium', en: 'Magnesium', ru: 'Магний' },
  { et: 'Tsink', fi: 'Sinkki', en: 'Zinc', ru: 'Цинк' },
  { et: 'Kaltsium', fi: 'Kalsium', en: 'Calcium', ru: 'Кальций' },
  { et: 'Raud', fi: 'Rauta', en: 'Iron', ru: 'Железо' },
  { et: 'Oomega-3', fi: 'Omega-3', en: 'Omega-3', ru: 'Омега-3' },
  { et: 'Probiootikum', fi: 'Probiootti', en: 'Probiotic', ru: 'Пробиотик' },
  { et: 'Ibuprofeen', fi: 'Ibuprofeeni', en: 'Ibuprofen', ru: 'Ибупрофен' },
  { et: 'Paratsetamool', fi: 'Parasetamoli', en: 'Paracetamol', ru: 'Парацетамол' },
  { et: 'Tsetirisiin', fi: 'Setiritsiini', en: 'Cetirizine', ru: 'Цетиризин' },
  { et: 'Aaloe', fi: 'Aloe', en: 'Aloe', ru: 'Алоэ' },
  { et: 'Kummel', fi: 'Kamomilla', en: 'Chamomile', ru: 'Ромашка' },
  { et: 'Eukalüpt', fi: 'Eukalyptus', en: 'Eucalyptus', ru: 'Эвкалипт' },
  { et: 'Mesi ja sidrun', fi: 'Hunaja ja sitruuna', en: 'Honey and lemon', ru: 'Мёд и лимон' },
  { et: 'Hüaluroonhape', fi: 'Hyaluronihappo', en: 'Hyaluronic acid', ru: 'Гиалуроновая кислота' },
];

export const PRODUCT_QUALIFIERS: Localized[] = [
  { et: 'Forte', fi: 'Forte', en: 'Forte', ru: 'Форте' },
  { et: 'Lastele', fi: 'Lapsille', en: 'Kids', ru: 'Детский' },
  { et: 'Sensitive', fi: 'Sensitive', en: 'Sensitive', ru: 'Сенситив' },
  { et: 'Öine', fi: 'Yö', en: 'Night', ru: 'Ночной' },
  { et: 'Päevane', fi: 'Päivä', en: 'Day', ru: 'Дневной' },
  { et: 'Extra', fi: 'Extra', en: 'Extra', ru: 'Экстра' },
  { et: 'Plus', fi: 'Plus', en: 'Plus', ru: 'Плюс' },
  { et: 'Mild', fi: 'Mieto', en: 'Mild', ru: 'Мягкий' },
];

export const DESCRIPTION: Localized = {
  et: 'Igapäevaseks kasutamiseks. Enne kasutamist lugege pakendi infolehte.',
  fi: 'Päivittäiseen käyttöön. Lue pakkausseloste ennen käyttöä.',
  en: 'For everyday use. Read the package leaflet before use.',
  ru: 'Для ежедневного применения. Перед применением прочитайте листок-вкладыш.',
};
