import { type CategoryNode, n } from './category-node.ts';
import { L } from './helpers.ts';

export const medicineCategories: CategoryNode[] = [
  n(
    'medicines',
    L('Ravimid', 'Lääkkeet', 'Medicines', 'Лекарства'),
    L('ravimid', 'laakkeet', 'medicines', 'lekarstva'),
    [
      n(
        'pain-fever',
        L('Valu ja palavik', 'Kipu ja kuume', 'Pain and fever', 'Боль и температура'),
        L('valu-ja-palavik', 'kipu-ja-kuume', 'pain-and-fever', 'bol-i-temperatura'),
        [
          n(
            'pain-relievers',
            L('Valuvaigistid', 'Kipulääkkeet', 'Pain relievers', 'Обезболивающие'),
            L('valuvaigistid', 'kipulaakkeet', 'pain-relievers', 'obezbolivayushchie'),
          ),
          n(
            'children-fever',
            L(
              'Laste valu ja palavik',
              'Lasten kipu ja kuume',
              "Children's pain and fever",
              'Боль и температура у детей',
            ),
            L(
              'laste-valu-ja-palavik',
              'lasten-kipu-ja-kuume',
              'childrens-pain-and-fever',
              'bol-i-temperatura-u-detei',
            ),
          ),
          n(
            'muscle-joint-pain',
            L(
              'Lihas- ja liigesvalu',
              'Lihas- ja nivelkipu',
              'Muscle and joint pain',
              'Боль в мышцах и суставах',
            ),
            L(
              'lihas-ja-liigesvalu',
              'lihas-ja-nivelkipu',
              'muscle-and-joint-pain',
              'bol-v-myshtsakh-i-sustavakh',
            ),
          ),
        ],
      ),
      n(
        'cold-flu',
        L('Külmetus ja gripp', 'Flunssa', 'Cold and flu', 'Простуда и грипп'),
        L('kulmetus-ja-gripp', 'flunssa', 'cold-and-flu', 'prostuda-i-gripp'),
        [
          n(
            'nasal-sprays',
            L('Ninaspreid', 'Nenäsumutteet', 'Nasal sprays', 'Спреи для носа'),
            L('ninaspreid', 'nenasumutteet', 'nasal-sprays', 'sprei-dlya-nosa'),
          ),
          n('cough', L('Köha', 'Yskä', 'Cough', 'Кашель'), L('koha', 'yska', 'cough', 'kashel')),
          n(
            'sore-throat',
            L('Kurguvalu', 'Kurkkukipu', 'Sore throat', 'Боль в горле'),
            L('kurguvalu', 'kurkkukipu', 'sore-throat', 'bol-v-gorle'),
          ),
        ],
      ),
      n(
        'allergy',
        L('Allergia', 'Allergia', 'Allergy', 'Аллергия'),
        L('allergia', 'allergia', 'allergy', 'allergiya'),
        [
          n(
            'allergy-tablets',
            L('Allergiatabletid', 'Allergiatabletit', 'Allergy tablets', 'Таблетки от аллергии'),
            L('allergiatabletid', 'allergiatabletit', 'allergy-tablets', 'tabletki-ot-allergii'),
          ),
          n(
            'allergy-nose-eyes',
            L(
              'Nina ja silmade allergia',
              'Nenän ja silmien allergia',
              'Nose and eye allergy',
              'Аллергия носа и глаз',
            ),
            L(
              'nina-ja-silmade-allergia',
              'nenan-ja-silmien-allergia',
              'nose-and-eye-allergy',
              'allergiya-nosa-i-glaz',
            ),
          ),
        ],
      ),
      n(
        'digestion',
        L('Seedimine', 'Ruoansulatus', 'Digestion', 'Пищеварение'),
        L('seedimine', 'ruoansulatus', 'digestion', 'pishchevarenie'),
        [
          n(
            'heartburn',
            L('Kõrvetised', 'Närästys', 'Heartburn', 'Изжога'),
            L('korvetised', 'narastys', 'heartburn', 'izzhoga'),
          ),
          n(
            'diarrhoea',
            L('Kõhulahtisus', 'Ripuli', 'Diarrhoea', 'Диарея'),
            L('kohulahtisus', 'ripuli', 'diarrhoea', 'diareya'),
          ),
          n(
            'constipation',
            L('Kõhukinnisus', 'Ummetus', 'Constipation', 'Запор'),
            L('kohukinnisus', 'ummetus', 'constipation', 'zapor'),
          ),
          n(
            'bloating',
            L('Puhitus', 'Ilmavaivat', 'Bloating and wind', 'Вздутие живота'),
            L('puhitus', 'ilmavaivat', 'bloating-and-wind', 'vzdutie-zhivota'),
          ),
        ],
      ),
      n(
        'skin-medicines',
        L('Naharavimid', 'Ihon lääkkeet', 'Skin medicines', 'Лекарства для кожи'),
        L('naharavimid', 'ihon-laakkeet', 'skin-medicines', 'lekarstva-dlya-kozhi'),
        [
          n(
            'fungal-infections',
            L('Seeninfektsioonid', 'Sieni-infektiot', 'Fungal infections', 'Грибковые инфекции'),
            L('seeninfektsioonid', 'sieni-infektiot', 'fungal-infections', 'gribkovye-infektsii'),
          ),
          n(
            'cold-sores',
            L('Huuleherpes', 'Huuliherpes', 'Cold sores', 'Герпес на губах'),
            L('huuleherpes', 'huuliherpes', 'cold-sores', 'gerpes-na-gubakh'),
          ),
          n(
            'eczema-itching',
            L('Ekseem ja sügelus', 'Ekseema ja kutina', 'Eczema and itching', 'Экзема и зуд'),
            L('ekseem-ja-sugelus', 'ekseema-ja-kutina', 'eczema-and-itching', 'ekzema-i-zud'),
          ),
          n(
            'wound-healing',
            L('Haavade paranemine', 'Haavojen paraneminen', 'Wound healing', 'Заживление ран'),
            L('haavade-paranemine', 'haavojen-paraneminen', 'wound-healing', 'zazhivlenie-ran'),
          ),
        ],
      ),
      n(
        'eye-ear-care',
        L('Silmad ja kõrvad', 'Silmät ja korvat', 'Eyes and ears', 'Глаза и уши'),
        L('silmad-ja-korvad', 'silmat-ja-korvat', 'eyes-and-ears', 'glaza-i-ushi'),
      ),
      n(
        'smoking-cessation',
        L('Suitsetamisest loobumine', 'Tupakoinnin lopettaminen', 'Quitting smoking', 'Отказ от курения'),
        L('suitsetamisest-loobumine', 'tupakoinnin-lopettaminen', 'quitting-smoking', 'otkaz-ot-kureniya'),
      ),
      n(
        'womens-health',
        L('Naiste tervis', 'Naisten terveys', "Women's health", 'Женское здоровье'),
        L('naiste-tervis', 'naisten-terveys', 'womens-health', 'zhenskoe-zdorove'),
      ),
    ],
  ),
  n(
    'prescription-medicines',
    L('Retseptiravimid', 'Reseptilääkkeet', 'Prescription medicines', 'Рецептурные лекарства'),
    L('retseptiravimid', 'reseptilaakkeet', 'prescription-medicines', 'retsepturnye-lekarstva'),
    [
      n(
        'rx-diabetes',
        L('Diabeet', 'Diabetes', 'Diabetes', 'Диабет'),
        L('diabeet', 'diabetes', 'diabetes', 'diabet'),
        [
          n(
            'insulins',
            L('Insuliinid', 'Insuliinit', 'Insulins', 'Инсулины'),
            L('insuliinid', 'insuliinit', 'insulins', 'insuliny'),
          ),
          n(
            'diabetes-tablets',
            L('Diabeeditabletid', 'Diabeteksen tabletit', 'Diabetes tablets', 'Таблетки при диабете'),
            L('diabeeditabletid', 'diabeteksen-tabletit', 'diabetes-tablets', 'tabletki-pri-diabete'),
          ),
        ],
      ),
      n(
        'rx-heart',
        L('Süda ja vereringe', 'Sydän ja verenkierto', 'Heart and circulation', 'Сердце и сосуды'),
        L('suda-ja-vereringe', 'sydan-ja-verenkierto', 'heart-and-circulation', 'serdtse-i-sosudy'),
        [
          n(
            'blood-pressure',
            L('Vererõhk', 'Verenpaine', 'Blood pressure', 'Артериальное давление'),
            L('vererohk', 'verenpaine', 'blood-pressure', 'arterialnoe-davlenie'),
          ),
          n(
            'cholesterol',
            L('Kolesterool', 'Kolesteroli', 'Cholesterol', 'Холестерин'),
            L('kolesterool', 'kolesteroli', 'cholesterol', 'kholesterin'),
          ),
          n(
            'anticoagulants',
            L('Verevedeldajad', 'Verenohennuslääkkeet', 'Blood thinners', 'Препараты для разжижения крови'),
            L(
              'verevedeldajad',
              'verenohennuslaakkeet',
              'blood-thinners',
              'preparaty-dlya-razzhizheniya-krovi',
            ),
          ),
        ],
      ),
      n(
        'rx-respiratory',
        L('Astma ja hingamisteed', 'Astma ja hengitystiet', 'Asthma and airways', 'Астма и дыхательные пути'),
        L('astma-ja-hingamisteed', 'astma-ja-hengitystiet', 'asthma-and-airways', 'astma-i-dykhatelnye-puti'),
      ),
      n(
        'rx-antibiotics',
        L('Antibiootikumid', 'Antibiootit', 'Antibiotics', 'Антибиотики'),
        L('antibiootikumid', 'antibiootit', 'antibiotics', 'antibiotiki'),
      ),
      n(
        'rx-hormones',
        L(
          'Kilpnääre ja hormoonid',
          'Kilpirauhanen ja hormonit',
          'Thyroid and hormones',
          'Щитовидная железа и гормоны',
        ),
        L(
          'kilpnaare-ja-hormoonid',
          'kilpirauhanen-ja-hormonit',
          'thyroid-and-hormones',
          'shchitovidnaya-zheleza-i-gormony',
        ),
      ),
      n(
        'rx-mental-health',
        L('Vaimne tervis', 'Mielenterveys', 'Mental health', 'Психическое здоровье'),
        L('vaimne-tervis', 'mielenterveys', 'mental-health', 'psikhicheskoe-zdorove'),
      ),
      n(
        'rx-digestion',
        L('Seedetrakt', 'Ruoansulatuskanava', 'Digestive tract', 'Желудочно-кишечный тракт'),
        L('seedetrakt', 'ruoansulatuskanava', 'digestive-tract', 'zheludochno-kishechnyi-trakt'),
      ),
      n(
        'rx-eyes',
        L('Silmaravimid', 'Silmälääkkeet', 'Eye medicines', 'Глазные лекарства'),
        L('silmaravimid', 'silmalaakkeet', 'eye-medicines', 'glaznye-lekarstva'),
      ),
      n(
        'rx-skin',
        L('Nahahaigused', 'Ihotaudit', 'Skin conditions', 'Кожные заболевания'),
        L('nahahaigused', 'ihotaudit', 'skin-conditions', 'kozhnye-zabolevaniya'),
      ),
      n(
        'rx-urology',
        L('Kuseteed', 'Virtsatiet', 'Urinary tract', 'Мочевыводящие пути'),
        L('kuseteed', 'virtsatiet', 'urinary-tract', 'mochevyvodyashchie-puti'),
      ),
      n(
        'rx-joints-inflammation',
        L('Liigesed ja põletik', 'Nivelet ja tulehdus', 'Joints and inflammation', 'Суставы и воспаление'),
        L('liigesed-ja-poletik', 'nivelet-ja-tulehdus', 'joints-and-inflammation', 'sustavy-i-vospalenie'),
      ),
    ],
  ),
];
