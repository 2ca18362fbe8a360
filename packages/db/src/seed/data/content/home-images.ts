import type { SeedHomeImage } from '../../source-types.ts';

/** The demo's hero picture and four Instagram tiles (the posts are the demo shop's, not real ones). */
export const homeImages: SeedHomeImage[] = [
  {
    kind: 'head',
    position: 1,
    art: 'pharmacy',
    alt: {
      et: 'Apteegi riiulid ravimipakenditega ja leti kohal roheline rist',
      fi: 'Apteekin hyllyt lääkepakkauksineen ja tiskin yllä vihreä risti',
      en: 'Pharmacy shelves with medicine packs and a green cross above the counter',
      ru: 'Полки аптеки с упаковками лекарств и зелёный крест над прилавком',
    },
  },
  {
    kind: 'instagram',
    position: 1,
    art: 'vitamins',
    url: 'https://www.instagram.com/p/ApteekD3vit/',
    alt: {
      et: 'D-vitamiini purk ja kapslid',
      fi: 'D-vitamiinipurkki ja kapseleita',
      en: 'A jar of vitamin D and capsules',
      ru: 'Банка витамина D и капсулы',
    },
  },
  {
    kind: 'instagram',
    position: 2,
    art: 'skin-care',
    url: 'https://www.instagram.com/p/ApteekSkin1/',
    alt: {
      et: 'Ihupiima pudel ja näokreemi purk',
      fi: 'Perusvoidepullo ja kasvovoidepurkki',
      en: 'A bottle of lotion and a jar of face cream',
      ru: 'Флакон лосьона и баночка крема для лица',
    },
  },
  {
    kind: 'instagram',
    position: 3,
    art: 'tea',
    url: 'https://www.instagram.com/p/ApteekTea22/',
    alt: {
      et: 'Tass kuuma teed, sidruniviil ja piparmündileht',
      fi: 'Kuppi kuumaa teetä, sitruunaviipale ja minttulehti',
      en: 'A cup of hot tea, a slice of lemon and a mint leaf',
      ru: 'Чашка горячего чая, долька лимона и лист мяты',
    },
  },
  {
    kind: 'instagram',
    position: 4,
    art: 'first-aid',
    url: 'https://www.instagram.com/p/ApteekKit4/',
    alt: {
      et: 'Esmaabikarp ja plaaster',
      fi: 'Ensiapulaukku ja laastari',
      en: 'A first aid kit and a plaster',
      ru: 'Аптечка и пластырь',
    },
  },
];
