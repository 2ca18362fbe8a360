import type { SeedCategory } from '../../source-types.ts';
import { medicineCategories } from './categories-medicines.ts';
import { type CategoryNode, n } from './category-node.ts';
import { L } from './helpers.ts';

const tree: CategoryNode[] = [
  ...medicineCategories,
  n(
    'vitamins-supplements',
    L(
      'Vitamiinid ja toidulisandid',
      'Vitamiinit ja ravintolisät',
      'Vitamins and supplements',
      'Витамины и добавки',
    ),
    L(
      'vitamiinid-ja-toidulisandid',
      'vitamiinit-ja-ravintolisat',
      'vitamins-and-supplements',
      'vitaminy-i-dobavki',
    ),
    [
      n(
        'vitamins',
        L('Vitamiinid', 'Vitamiinit', 'Vitamins', 'Витамины'),
        L('vitamiinid', 'vitamiinit', 'vitamins', 'vitaminy'),
        [
          n(
            'vitamin-d',
            L('D-vitamiin', 'D-vitamiini', 'Vitamin D', 'Витамин D'),
            L('d-vitamiin', 'd-vitamiini', 'vitamin-d', 'vitamin-d'),
          ),
          n(
            'vitamin-c',
            L('C-vitamiin', 'C-vitamiini', 'Vitamin C', 'Витамин C'),
            L('c-vitamiin', 'c-vitamiini', 'vitamin-c', 'vitamin-c'),
          ),
          n(
            'multivitamins',
            L('Multivitamiinid', 'Monivitamiinit', 'Multivitamins', 'Мультивитамины'),
            L('multivitamiinid', 'monivitamiinit', 'multivitamins', 'multivitaminy'),
          ),
          n(
            'b-vitamins',
            L('B-vitamiinid', 'B-vitamiinit', 'B vitamins', 'Витамины группы B'),
            L('b-vitamiinid', 'b-vitamiinit', 'b-vitamins', 'vitaminy-gruppy-b'),
          ),
        ],
      ),
      n(
        'minerals',
        L('Mineraalained', 'Kivennäisaineet', 'Minerals', 'Минералы'),
        L('mineraalained', 'kivennaisaineet', 'minerals', 'mineraly'),
      ),
      n(
        'omega-3',
        L('Oomega-3', 'Omega-3', 'Omega-3', 'Омега-3'),
        L('oomega-3', 'omega-3', 'omega-3', 'omega-3'),
      ),
      n(
        'probiotics',
        L('Piimhappebakterid', 'Maitohappobakteerit', 'Probiotics', 'Пробиотики'),
        L('piimhappebakterid', 'maitohappobakteerit', 'probiotics', 'probiotiki'),
      ),
      n(
        'sports-electrolytes',
        L(
          'Energia ja vedelikutasakaal',
          'Energia ja nestetasapaino',
          'Energy and hydration',
          'Энергия и водный баланс',
        ),
        L(
          'energia-ja-vedelikutasakaal',
          'energia-ja-nestetasapaino',
          'energy-and-hydration',
          'energiya-i-vodnyi-balans',
        ),
      ),
      n(
        'sleep-relax',
        L('Uni ja lõõgastus', 'Uni ja rentoutuminen', 'Sleep and relaxation', 'Сон и расслабление'),
        L('uni-ja-loogastus', 'uni-ja-rentoutuminen', 'sleep-and-relaxation', 'son-i-rasslablenie'),
      ),
      n(
        'joints-beauty',
        L(
          'Liigesed, juuksed ja nahk',
          'Nivelet, hiukset ja iho',
          'Joints, hair and skin',
          'Суставы, волосы и кожа',
        ),
        L(
          'liigesed-juuksed-ja-nahk',
          'nivelet-hiukset-ja-iho',
          'joints-hair-and-skin',
          'sustavy-volosy-i-kozha',
        ),
      ),
      n(
        'herbal-supplements',
        L(
          'Taimsed toidulisandid',
          'Kasviperäiset ravintolisät',
          'Herbal supplements',
          'Растительные добавки',
        ),
        L('taimsed-toidulisandid', 'kasviperaiset-ravintolisat', 'herbal-supplements', 'rastitelnye-dobavki'),
      ),
    ],
  ),
  n(
    'beauty-care',
    L('Ilu ja hooldus', 'Kauneus ja hoito', 'Beauty and care', 'Красота и уход'),
    L('ilu-ja-hooldus', 'kauneus-ja-hoito', 'beauty-and-care', 'krasota-i-ukhod'),
    [
      n(
        'face-care',
        L('Näohooldus', 'Kasvojenhoito', 'Face care', 'Уход за лицом'),
        L('naohooldus', 'kasvojenhoito', 'face-care', 'ukhod-za-litsom'),
        [
          n(
            'cleansers',
            L('Näopuhastus', 'Kasvojen puhdistus', 'Cleansers', 'Очищение'),
            L('naopuhastus', 'kasvojen-puhdistus', 'cleansers', 'ochishchenie'),
          ),
          n(
            'moisturisers',
            L('Niisutavad kreemid', 'Kosteusvoiteet', 'Moisturisers', 'Увлажняющие кремы'),
            L('niisutavad-kreemid', 'kosteusvoiteet', 'moisturisers', 'uvlazhnyayushchie-kremy'),
          ),
          n(
            'serums-eye-care',
            L(
              'Seerumid ja silmaümbrus',
              'Seerumit ja silmänympärys',
              'Serums and eye care',
              'Сыворотки и уход за глазами',
            ),
            L(
              'seerumid-ja-silmaumbrus',
              'seerumit-ja-silmanymparys',
              'serums-and-eye-care',
              'syvorotki-i-ukhod-za-glazami',
            ),
          ),
        ],
      ),
      n(
        'body-care',
        L('Kehahooldus', 'Vartalonhoito', 'Body care', 'Уход за телом'),
        L('kehahooldus', 'vartalonhoito', 'body-care', 'ukhod-za-telom'),
        [
          n(
            'body-lotions',
            L('Kehakreemid', 'Vartalovoiteet', 'Body lotions', 'Лосьоны для тела'),
            L('kehakreemid', 'vartalovoiteet', 'body-lotions', 'losony-dlya-tela'),
          ),
          n(
            'foot-care',
            L('Jalgade hooldus', 'Jalkojenhoito', 'Foot care', 'Уход за ногами'),
            L('jalgade-hooldus', 'jalkojenhoito', 'foot-care', 'ukhod-za-nogami'),
          ),
          n(
            'hand-care',
            L('Kätehooldus', 'Käsienhoito', 'Hand care', 'Уход за руками'),
            L('katehooldus', 'kasienhoito', 'hand-care', 'ukhod-za-rukami'),
          ),
        ],
      ),
      n(
        'sun-care',
        L('Päikesekaitse', 'Aurinkosuojaus', 'Sun care', 'Защита от солнца'),
        L('paikesekaitse', 'aurinkosuojaus', 'sun-care', 'zashchita-ot-solntsa'),
        [
          n(
            'sunscreens',
            L('Päikesekaitsetooted', 'Aurinkovoiteet', 'Sunscreens', 'Солнцезащитные средства'),
            L('paikesekaitsetooted', 'aurinkovoiteet', 'sunscreens', 'solntsezashchitnye-sredstva'),
          ),
          n(
            'after-sun',
            L('Päevitusjärgne hooldus', 'Auringon jälkeen', 'After sun', 'После загара'),
            L('paevitusjargne-hooldus', 'auringon-jalkeen', 'after-sun', 'posle-zagara'),
          ),
        ],
      ),
      n(
        'lip-care',
        L('Huulehooldus', 'Huultenhoito', 'Lip care', 'Уход за губами'),
        L('huulehooldus', 'huultenhoito', 'lip-care', 'ukhod-za-gubami'),
      ),
      n(
        'hair-care',
        L('Juuksehooldus', 'Hiustenhoito', 'Hair care', 'Уход за волосами'),
        L('juuksehooldus', 'hiustenhoito', 'hair-care', 'ukhod-za-volosami'),
      ),
    ],
  ),
  n(
    'mother-baby',
    L('Ema ja laps', 'Äiti ja vauva', 'Mother and baby', 'Мама и малыш'),
    L('ema-ja-laps', 'aiti-ja-vauva', 'mother-and-baby', 'mama-i-malysh'),
    [
      n(
        'baby-care',
        L('Beebi hooldus', 'Vauvanhoito', 'Baby care', 'Уход за малышом'),
        L('beebi-hooldus', 'vauvanhoito', 'baby-care', 'ukhod-za-malyshom'),
        [
          n(
            'baby-skin',
            L('Beebi nahk', 'Vauvan iho', 'Baby skin', 'Кожа малыша'),
            L('beebi-nahk', 'vauvan-iho', 'baby-skin', 'kozha-malysha'),
          ),
          n(
            'baby-bath',
            L('Vannitamine', 'Kylvetys', 'Bath time', 'Купание'),
            L('vannitamine', 'kylvetys', 'bath-time', 'kupanie'),
          ),
        ],
      ),
      n(
        'baby-health',
        L('Beebi tervis', 'Vauvan terveys', 'Baby health', 'Здоровье малыша'),
        L('beebi-tervis', 'vauvan-terveys', 'baby-health', 'zdorove-malysha'),
      ),
      n(
        'pregnancy-breastfeeding',
        L(
          'Rasedus ja imetamine',
          'Raskaus ja imetys',
          'Pregnancy and breastfeeding',
          'Беременность и кормление',
        ),
        L(
          'rasedus-ja-imetamine',
          'raskaus-ja-imetys',
          'pregnancy-and-breastfeeding',
          'beremennost-i-kormlenie',
        ),
      ),
    ],
  ),
  n(
    'health-devices',
    L('Tervisetooted ja seadmed', 'Terveystuotteet ja mittarit', 'Health devices', 'Медицинские приборы'),
    L('tervisetooted-ja-seadmed', 'terveystuotteet-ja-mittarit', 'health-devices', 'meditsinskie-pribory'),
    [
      n(
        'thermometers',
        L('Kraadiklaasid', 'Kuumemittarit', 'Thermometers', 'Термометры'),
        L('kraadiklaasid', 'kuumemittarit', 'thermometers', 'termometry'),
      ),
      n(
        'blood-pressure-monitors',
        L('Vererõhuaparaadid', 'Verenpainemittarit', 'Blood pressure monitors', 'Тонометры'),
        L('vererohuaparaadid', 'verenpainemittarit', 'blood-pressure-monitors', 'tonometry'),
      ),
      n(
        'diabetes-supplies',
        L('Diabeeditarbed', 'Diabetestarvikkeet', 'Diabetes supplies', 'Товары для диабетиков'),
        L('diabeeditarbed', 'diabetestarvikkeet', 'diabetes-supplies', 'tovary-dlya-diabetikov'),
      ),
      n(
        'home-care-aids',
        L('Kodused abivahendid', 'Kodin apuvälineet', 'Home care aids', 'Товары для домашнего ухода'),
        L('kodused-abivahendid', 'kodin-apuvalineet', 'home-care-aids', 'tovary-dlya-domashnego-ukhoda'),
      ),
      n(
        'supports-compression',
        L('Toed ja kompressioon', 'Tuet ja kompressio', 'Supports and compression', 'Бандажи и компрессия'),
        L('toed-ja-kompressioon', 'tuet-ja-kompressio', 'supports-and-compression', 'bandazhi-i-kompressiya'),
        [
          n(
            'compression-stockings',
            L('Kompressioonsukad', 'Tukisukat', 'Compression stockings', 'Компрессионный трикотаж'),
            L('kompressioonsukad', 'tukisukat', 'compression-stockings', 'kompressionnyi-trikotazh'),
          ),
          n(
            'joint-supports',
            L('Liigesetoed', 'Nivelten tuet', 'Joint supports', 'Ортезы для суставов'),
            L('liigesetoed', 'nivelten-tuet', 'joint-supports', 'ortezy-dlya-sustavov'),
          ),
        ],
      ),
      n(
        'first-aid',
        L('Esmaabi', 'Ensiapu', 'First aid', 'Первая помощь'),
        L('esmaabi', 'ensiapu', 'first-aid', 'pervaya-pomoshch'),
        [
          n(
            'plasters',
            L('Plaastrid', 'Laastarit', 'Plasters', 'Пластыри'),
            L('plaastrid', 'laastarit', 'plasters', 'plastyri'),
          ),
          n(
            'bandages',
            L('Sidemed', 'Siteet', 'Bandages', 'Бинты и повязки'),
            L('sidemed', 'siteet', 'bandages', 'binty-i-povyazki'),
          ),
          n(
            'wound-care',
            L('Haavahooldus', 'Haavanhoito', 'Wound care', 'Обработка ран'),
            L('haavahooldus', 'haavanhoito', 'wound-care', 'obrabotka-ran'),
          ),
        ],
      ),
    ],
  ),
  n(
    'hygiene',
    L('Hügieen', 'Hygienia', 'Hygiene', 'Гигиена'),
    L('hugieen', 'hygienia', 'hygiene', 'gigiena'),
    [
      n(
        'oral-care',
        L('Suuhügieen', 'Suunhoito', 'Oral care', 'Уход за полостью рта'),
        L('suuhugieen', 'suunhoito', 'oral-care', 'ukhod-za-polostyu-rta'),
      ),
      n(
        'hand-hygiene',
        L('Käte hügieen', 'Käsihygienia', 'Hand hygiene', 'Гигиена рук'),
        L('kate-hugieen', 'kasihygienia', 'hand-hygiene', 'gigiena-ruk'),
      ),
      n(
        'intimate-hygiene',
        L('Intiimhügieen', 'Intiimihygienia', 'Intimate hygiene', 'Интимная гигиена'),
        L('intiimhugieen', 'intiimihygienia', 'intimate-hygiene', 'intimnaya-gigiena'),
      ),
      n(
        'sexual-health',
        L('Seksuaaltervis', 'Seksuaaliterveys', 'Sexual health', 'Сексуальное здоровье'),
        L('seksuaaltervis', 'seksuaaliterveys', 'sexual-health', 'seksualnoe-zdorove'),
      ),
      n(
        'everyday-hygiene',
        L('Igapäevane hügieen', 'Päivittäinen hygienia', 'Everyday hygiene', 'Повседневная гигиена'),
        L('igapaevane-hugieen', 'paivittainen-hygienia', 'everyday-hygiene', 'povsednevnaya-gigiena'),
      ),
    ],
  ),
  n(
    'services',
    L('Teenused ja juhendid', 'Palvelut ja oppaat', 'Services and guides', 'Услуги и руководства'),
    L('teenused-ja-juhendid', 'palvelut-ja-oppaat', 'services-and-guides', 'uslugi-i-rukovodstva'),
    [
      n(
        'pharmacist-services',
        L('Proviisori teenused', 'Farmaseutin palvelut', 'Pharmacist services', 'Услуги фармацевта'),
        L('proviisori-teenused', 'farmaseutin-palvelut', 'pharmacist-services', 'uslugi-farmatsevta'),
      ),
      n(
        'health-guides',
        L('Terviseteatmikud', 'Terveysoppaat', 'Health guides', 'Справочники о здоровье'),
        L('terviseteatmikud', 'terveysoppaat', 'health-guides', 'spravochniki-o-zdorove'),
      ),
    ],
  ),
];

function flatten(nodes: CategoryNode[], parent?: string): SeedCategory[] {
  return nodes.flatMap((node, index) => [
    {
      key: node.key,
      ...(parent ? { parent } : {}),
      name: node.name,
      urlKey: node.urlKey,
      position: index + 1,
    },
    ...flatten(node.children ?? [], node.key),
  ]);
}

export const categories: SeedCategory[] = flatten(tree);
