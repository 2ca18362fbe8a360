import type { Localized } from '../../source-types.ts';
import { L } from './helpers.ts';

export const MANUFACTURERS = {
  'nordapharm-as': L('Nordapharm AS', 'Nordapharm AS', 'Nordapharm AS', 'Нордафарм АС'),
  'baltic-generics': L(
    'Baltic Generics OÜ',
    'Baltic Generics OÜ',
    'Baltic Generics OÜ',
    'Балтик Дженерикс ОЮ',
  ),
  'fennomed-oy': L('Fennomed Oy', 'Fennomed Oy', 'Fennomed Oy', 'Фенномед Ой'),
  'aurora-labs': L('Aurora Laboratories', 'Aurora Laboratories', 'Aurora Laboratories', 'Аврора Лабораториз'),
  'vitanord-oy': L('VitaNord Oy', 'VitaNord Oy', 'VitaNord Oy', 'ВитаНорд Ой'),
  'lumi-cosmetics': L('Lumi Cosmetics OÜ', 'Lumi Cosmetics OÜ', 'Lumi Cosmetics OÜ', 'Луми Косметикс ОЮ'),
  'medtek-devices': L(
    'Medtek Devices GmbH',
    'Medtek Devices GmbH',
    'Medtek Devices GmbH',
    'Медтек Девайсиз ГмбХ',
  ),
  'tiny-steps-ab': L('Tiny Steps AB', 'Tiny Steps AB', 'Tiny Steps AB', 'Тайни Степс АБ'),
  'puhas-hygiene': L('Puhas Hygiene OÜ', 'Puhas Hygiene OÜ', 'Puhas Hygiene OÜ', 'Пухас Хайджин ОЮ'),
  'apteek-ou': L('Apteek OÜ', 'Apteek OÜ', 'Apteek OÜ', 'Аптеэк ОЮ'),
} satisfies Record<string, Localized>;

export type ManufacturerCode = keyof typeof MANUFACTURERS;

interface Brand {
  label: Localized;
  manufacturer: ManufacturerCode;
  color: string;
}

export const BRANDS = {
  medivia: {
    label: L('Medivia', 'Medivia', 'Medivia', 'Медивия'),
    manufacturer: 'aurora-labs',
    color: '#c0392b',
  },
  nordapharm: {
    label: L('Nordapharm', 'Nordapharm', 'Nordapharm', 'Нордафарм'),
    manufacturer: 'nordapharm-as',
    color: '#1f5fa8',
  },
  estgen: {
    label: L('Estgen', 'Estgen', 'Estgen', 'Эстген'),
    manufacturer: 'baltic-generics',
    color: '#2c3e50',
  },
  fennogen: {
    label: L('Fennogen', 'Fennogen', 'Fennogen', 'Фенноген'),
    manufacturer: 'fennomed-oy',
    color: '#138d75',
  },
  respira: {
    label: L('Respira', 'Respira', 'Respira', 'Респира'),
    manufacturer: 'nordapharm-as',
    color: '#2e86c1',
  },
  allerfree: {
    label: L('Allerfree', 'Allerfree', 'Allerfree', 'Аллерфри'),
    manufacturer: 'fennomed-oy',
    color: '#27ae60',
  },
  gastrolin: {
    label: L('Gastrolin', 'Gastrolin', 'Gastrolin', 'Гастролин'),
    manufacturer: 'baltic-generics',
    color: '#d35400',
  },
  dermaline: {
    label: L('Dermaline', 'Dermaline', 'Dermaline', 'Дермалин'),
    manufacturer: 'aurora-labs',
    color: '#af601a',
  },
  nicostop: {
    label: L('NicoStop', 'NicoStop', 'NicoStop', 'НикоСтоп'),
    manufacturer: 'fennomed-oy',
    color: '#5d6d7e',
  },
  vitanord: {
    label: L('VitaNord', 'VitaNord', 'VitaNord', 'ВитаНорд'),
    manufacturer: 'vitanord-oy',
    color: '#f1c40f',
  },
  probalance: {
    label: L('ProBalance', 'ProBalance', 'ProBalance', 'ПроБаланс'),
    manufacturer: 'vitanord-oy',
    color: '#76d7c4',
  },
  'lumi-skin': {
    label: L('Lumi Skin', 'Lumi Skin', 'Lumi Skin', 'Луми Скин'),
    manufacturer: 'lumi-cosmetics',
    color: '#5dade2',
  },
  'helio-sun': {
    label: L('Helio Sun', 'Helio Sun', 'Helio Sun', 'Хелио Сан'),
    manufacturer: 'lumi-cosmetics',
    color: '#f39c12',
  },
  puhas: { label: L('Puhas', 'Puhas', 'Puhas', 'Пухас'), manufacturer: 'puhas-hygiene', color: '#48c9b0' },
  'tiny-steps': {
    label: L('Tiny Steps', 'Tiny Steps', 'Tiny Steps', 'Тайни Степс'),
    manufacturer: 'tiny-steps-ab',
    color: '#f1948a',
  },
  measura: {
    label: L('Measura', 'Measura', 'Measura', 'Межура'),
    manufacturer: 'medtek-devices',
    color: '#34495e',
  },
  glucoline: {
    label: L('GlucoLine', 'GlucoLine', 'GlucoLine', 'ГлюкоЛайн'),
    manufacturer: 'medtek-devices',
    color: '#1a5276',
  },
  fixa: { label: L('Fixa', 'Fixa', 'Fixa', 'Фикса'), manufacturer: 'medtek-devices', color: '#e74c3c' },
  kompressa: {
    label: L('Kompressa', 'Kompressa', 'Kompressa', 'Компресса'),
    manufacturer: 'medtek-devices',
    color: '#7f8c8d',
  },
  apteek: { label: L('Apteek', 'Apteek', 'Apteek', 'Аптеэк'), manufacturer: 'apteek-ou', color: '#0b7a75' },
} satisfies Record<string, Brand>;

export type BrandCode = keyof typeof BRANDS;
