import type { Language } from '@apteek/domain';

/** The words of receipts, invoices and credit notes in each store language. */
export interface DocumentTexts {
  receipt: string;
  invoice: string;
  number: string;
  date: string;
  order: string;
  seller: string;
  buyer: string;
  registryCode: string;
  vatNumber: string;
  buyerTaxId: string;
  product: string;
  qty: string;
  vatRate: string;
  amount: string;
  prescription: string;
  fundShare: string;
  shipping: string;
  vatTable: string;
  net: string;
  vat: string;
  gross: string;
  total: string;
  fundTotal: string;
  paid: string;
  payment: string;
  methods: Record<string, string>;
  pricesInclVat: string;
  creditNote: string;
  corrects: string;
  refunded: string;
}

export const TEXTS: Record<Language, DocumentTexts> = {
  et: {
    receipt: 'Kviitung',
    invoice: 'Arve',
    number: 'Number',
    date: 'Kuupäev',
    order: 'Tellimus',
    seller: 'Müüja',
    buyer: 'Ostja',
    registryCode: 'Registrikood',
    vatNumber: 'KMKR nr',
    buyerTaxId: 'KMKR- või registrikood',
    product: 'Toode',
    qty: 'Kogus',
    vatRate: 'KM %',
    amount: 'Summa',
    prescription: 'Retsept',
    fundShare: 'Tervisekassa osa',
    shipping: 'Tarne',
    vatTable: 'Käibemaks määrade kaupa',
    net: 'Maksustatav summa',
    vat: 'Käibemaks',
    gross: 'Kokku',
    total: 'Kokku',
    fundTotal: 'Tervisekassa tasub',
    paid: 'Tasutud',
    payment: 'Makseviis',
    methods: {
      maksekeskus: 'Pangalink või kaart',
      paytrail: 'Pangalink või kaart',
      cashondelivery: 'Kättesaamisel',
    },
    pricesInclVat: 'Hinnad sisaldavad käibemaksu.',
    creditNote: 'Kreeditarve',
    corrects: 'Parandab dokumenti',
    refunded: 'Tagastatud',
  },
  fi: {
    receipt: 'Kuitti',
    invoice: 'Lasku',
    number: 'Numero',
    date: 'Päivämäärä',
    order: 'Tilaus',
    seller: 'Myyjä',
    buyer: 'Ostaja',
    registryCode: 'Kaupparekisterinumero',
    vatNumber: 'ALV-tunniste',
    buyerTaxId: 'ALV- tai Y-tunnus',
    product: 'Tuote',
    qty: 'Määrä',
    vatRate: 'ALV %',
    amount: 'Summa',
    prescription: 'Resepti',
    fundShare: 'Sairausvakuutuskassan osuus',
    shipping: 'Toimitus',
    vatTable: 'Arvonlisävero verokannoittain',
    net: 'Veron peruste',
    vat: 'ALV',
    gross: 'Yhteensä',
    total: 'Yhteensä',
    fundTotal: 'Sairausvakuutuskassa maksaa',
    paid: 'Maksettu',
    payment: 'Maksutapa',
    methods: {
      maksekeskus: 'Verkkopankki tai kortti',
      paytrail: 'Verkkopankki tai kortti',
      cashondelivery: 'Maksu noudettaessa',
    },
    pricesInclVat: 'Hinnat sisältävät arvonlisäveron.',
    creditNote: 'Hyvityslasku',
    corrects: 'Hyvitys koskee asiakirjaa',
    refunded: 'Hyvitetty',
  },
  en: {
    receipt: 'Receipt',
    invoice: 'Invoice',
    number: 'Number',
    date: 'Date',
    order: 'Order',
    seller: 'Seller',
    buyer: 'Buyer',
    registryCode: 'Registry code',
    vatNumber: 'VAT number',
    buyerTaxId: 'VAT or registry code',
    product: 'Product',
    qty: 'Qty',
    vatRate: 'VAT %',
    amount: 'Amount',
    prescription: 'Prescription',
    fundShare: "Health Insurance Fund's share",
    shipping: 'Shipping',
    vatTable: 'VAT by rate',
    net: 'Taxable amount',
    vat: 'VAT',
    gross: 'Total',
    total: 'Total',
    fundTotal: 'Paid by the Health Insurance Fund',
    paid: 'Paid',
    payment: 'Payment method',
    methods: {
      maksekeskus: 'Bank link or card',
      paytrail: 'Bank link or card',
      cashondelivery: 'Cash on delivery',
    },
    pricesInclVat: 'Prices include VAT.',
    creditNote: 'Credit note',
    corrects: 'Corrects',
    refunded: 'Refunded',
  },
  ru: {
    receipt: 'Чек',
    invoice: 'Счёт-фактура',
    number: 'Номер',
    date: 'Дата',
    order: 'Заказ',
    seller: 'Продавец',
    buyer: 'Покупатель',
    registryCode: 'Регистрационный код',
    vatNumber: 'Номер плательщика НДС',
    buyerTaxId: 'Номер НДС или регистрационный код',
    product: 'Товар',
    qty: 'Кол-во',
    vatRate: 'НДС %',
    amount: 'Сумма',
    prescription: 'Рецепт',
    fundShare: 'Доля Больничной кассы',
    shipping: 'Доставка',
    vatTable: 'НДС по ставкам',
    net: 'Облагаемая сумма',
    vat: 'НДС',
    gross: 'Итого',
    total: 'Итого',
    fundTotal: 'Оплачивает Больничная касса',
    paid: 'Оплачено',
    payment: 'Способ оплаты',
    methods: {
      maksekeskus: 'Интернет-банк или карта',
      paytrail: 'Интернет-банк или карта',
      cashondelivery: 'Оплата при получении',
    },
    pricesInclVat: 'Цены включают НДС.',
    creditNote: 'Кредит-нота',
    corrects: 'Корректирует документ',
    refunded: 'Возвращено',
  },
};
