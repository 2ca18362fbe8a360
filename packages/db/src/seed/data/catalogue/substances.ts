import type { Localized } from '../../source-types.ts';
import { L } from './helpers.ts';

interface Substance {
  name: Localized;
  atc?: string;
}

export const SUBSTANCES = {
  paracetamol: { atc: 'N02BE01', name: L('paratsetamool', 'parasetamoli', 'paracetamol', 'парацетамол') },
  ibuprofen: { atc: 'M01AE01', name: L('ibuprofeen', 'ibuprofeeni', 'ibuprofen', 'ибупрофен') },
  naproxen: { atc: 'M01AE02', name: L('naprokseen', 'naprokseeni', 'naproxen', 'напроксен') },
  'acetylsalicylic-acid': {
    atc: 'N02BA01',
    name: L(
      'atsetüülsalitsüülhape',
      'asetyylisalisyylihappo',
      'acetylsalicylic acid',
      'ацетилсалициловая кислота',
    ),
  },
  diclofenac: { atc: 'M02AA15', name: L('diklofenak', 'diklofenaakki', 'diclofenac', 'диклофенак') },
  ketoprofen: { atc: 'M02AA10', name: L('ketoprofeen', 'ketoprofeeni', 'ketoprofen', 'кетопрофен') },
  cetirizine: { atc: 'R06AE07', name: L('tsetirisiin', 'setiritsiini', 'cetirizine', 'цетиризин') },
  loratadine: { atc: 'R06AX13', name: L('loratadiin', 'loratadiini', 'loratadine', 'лоратадин') },
  desloratadine: {
    atc: 'R06AX27',
    name: L('desloratadiin', 'desloratadiini', 'desloratadine', 'дезлоратадин'),
  },
  xylometazoline: {
    atc: 'R01AA07',
    name: L('ksülometasoliin', 'ksylometatsoliini', 'xylometazoline', 'ксилометазолин'),
  },
  oxymetazoline: {
    atc: 'R01AA05',
    name: L('oksümetasoliin', 'oksimetatsoliini', 'oxymetazoline', 'оксиметазолин'),
  },
  mometasone: { atc: 'R01AD09', name: L('mometasoon', 'mometasoni', 'mometasone', 'мометазон') },
  acetylcysteine: {
    atc: 'R05CB01',
    name: L('atsetüültsüsteiin', 'asetyylikysteiini', 'acetylcysteine', 'ацетилцистеин'),
  },
  ambroxol: { atc: 'R05CB06', name: L('ambroksool', 'ambroksoli', 'ambroxol', 'амброксол') },
  dextromethorphan: {
    atc: 'R05DA09',
    name: L('dekstrometorfaan', 'dekstrometorfaani', 'dextromethorphan', 'декстрометорфан'),
  },
  guaifenesin: { atc: 'R05CA03', name: L('guaifenesiin', 'guaifenesiini', 'guaifenesin', 'гвайфенезин') },
  'dichlorobenzyl-alcohol': {
    atc: 'R02AA03',
    name: L(
      'diklorobensüülalkohol',
      'diklooribentsyylialkoholi',
      'dichlorobenzyl alcohol',
      'дихлорбензиловый спирт',
    ),
  },
  loperamide: { atc: 'A07DA03', name: L('loperamiid', 'loperamidi', 'loperamide', 'лоперамид') },
  charcoal: {
    atc: 'A07BA01',
    name: L('meditsiiniline süsi', 'lääkehiili', 'medicinal charcoal', 'активированный уголь'),
  },
  'oral-rehydration-salts': {
    atc: 'A07CA',
    name: L(
      'suukaudsed rehüdratsioonisoolad',
      'oraalinen nesteytysliuos',
      'oral rehydration salts',
      'оральная регидратационная соль',
    ),
  },
  omeprazole: { atc: 'A02BC01', name: L('omeprasool', 'omepratsoli', 'omeprazole', 'омепразол') },
  famotidine: { atc: 'A02BA03', name: L('famotidiin', 'famotidiini', 'famotidine', 'фамотидин') },
  'alginic-acid': {
    atc: 'A02BX13',
    name: L('algiinhape', 'algiinihappo', 'alginic acid', 'альгиновая кислота'),
  },
  simeticone: { atc: 'A03AX13', name: L('simetikoon', 'simetikoni', 'simeticone', 'симетикон') },
  lactulose: { atc: 'A06AD11', name: L('laktuloos', 'laktuloosi', 'lactulose', 'лактулоза') },
  macrogol: { atc: 'A06AD15', name: L('makrogool', 'makrogoli', 'macrogol', 'макрогол') },
  bisacodyl: { atc: 'A06AB02', name: L('bisakodüül', 'bisakodyyli', 'bisacodyl', 'бисакодил') },
  clotrimazole: { atc: 'D01AC01', name: L('klotrimasool', 'klotrimatsoli', 'clotrimazole', 'клотримазол') },
  terbinafine: { atc: 'D01AE15', name: L('terbinafiin', 'terbinafiini', 'terbinafine', 'тербинафин') },
  hydrocortisone: {
    atc: 'D07AA02',
    name: L('hüdrokortisoon', 'hydrokortisoni', 'hydrocortisone', 'гидрокортизон'),
  },
  aciclovir: { atc: 'D06BB03', name: L('atsikloviir', 'asikloviiri', 'aciclovir', 'ацикловир') },
  dexpanthenol: { atc: 'D03AX03', name: L('dekspantenool', 'dekspantenoli', 'dexpanthenol', 'декспантенол') },
  nicotine: { atc: 'N07BA01', name: L('nikotiin', 'nikotiini', 'nicotine', 'никотин') },
  levonorgestrel: {
    atc: 'G03AD01',
    name: L('levonorgestreel', 'levonorgestreeli', 'levonorgestrel', 'левоноргестрел'),
  },
  colecalciferol: {
    atc: 'A11CC05',
    name: L('kolekaltsiferool', 'kolekalsiferoli', 'colecalciferol', 'колекальциферол'),
  },
  'ascorbic-acid': {
    atc: 'A11GA01',
    name: L('askorbiinhape', 'askorbiinihappo', 'ascorbic acid', 'аскорбиновая кислота'),
  },
  'ferrous-sulfate': {
    atc: 'B03AA07',
    name: L('raudsulfaat', 'ferrosulfaatti', 'ferrous sulfate', 'сульфат железа'),
  },
  'lactic-acid-bacteria': {
    atc: 'A07FA01',
    name: L('piimhappebakterid', 'maitohappobakteerit', 'lactic acid bacteria', 'молочнокислые бактерии'),
  },
  'sodium-hyaluronate': {
    atc: 'S01XA20',
    name: L('naatriumhüaluronaat', 'natriumhyaluronaatti', 'sodium hyaluronate', 'гиалуронат натрия'),
  },
  metformin: { atc: 'A10BA02', name: L('metformiin', 'metformiini', 'metformin', 'метформин') },
  atorvastatin: {
    atc: 'C10AA05',
    name: L('atorvastatiin', 'atorvastatiini', 'atorvastatin', 'аторвастатин'),
  },
  rosuvastatin: {
    atc: 'C10AA07',
    name: L('rosuvastatiin', 'rosuvastatiini', 'rosuvastatin', 'розувастатин'),
  },
  amlodipine: { atc: 'C08CA01', name: L('amlodipiin', 'amlodipiini', 'amlodipine', 'амлодипин') },
  ramipril: { atc: 'C09AA05', name: L('ramipriil', 'ramipriili', 'ramipril', 'рамиприл') },
  enalapril: { atc: 'C09AA02', name: L('enalapriil', 'enalapriili', 'enalapril', 'эналаприл') },
  bisoprolol: { atc: 'C07AB07', name: L('bisoprolool', 'bisoprololi', 'bisoprolol', 'бисопролол') },
  metoprolol: { atc: 'C07AB02', name: L('metoprolool', 'metoprololi', 'metoprolol', 'метопролол') },
  levothyroxine: {
    atc: 'H03AA01',
    name: L('levotüroksiin', 'levotyroksiini', 'levothyroxine', 'левотироксин'),
  },
  amoxicillin: { atc: 'J01CA04', name: L('amoksitsilliin', 'amoksisilliini', 'amoxicillin', 'амоксициллин') },
  doxycycline: { atc: 'J01AA02', name: L('doksütsükliin', 'doksisykliini', 'doxycycline', 'доксициклин') },
  nitrofurantoin: {
    atc: 'J01XE01',
    name: L('nitrofurantoiin', 'nitrofurantoiini', 'nitrofurantoin', 'нитрофурантоин'),
  },
  salbutamol: { atc: 'R03AC02', name: L('salbutamool', 'salbutamoli', 'salbutamol', 'сальбутамол') },
  budesonide: { atc: 'R03BA02', name: L('budesoniid', 'budesonidi', 'budesonide', 'будесонид') },
  formoterol: { atc: 'R03AC13', name: L('formoterool', 'formoteroli', 'formoterol', 'формотерол') },
  tramadol: { atc: 'N02AX02', name: L('tramadool', 'tramadoli', 'tramadol', 'трамадол') },
  montelukast: { atc: 'R03DC03', name: L('montelukast', 'montelukasti', 'montelukast', 'монтелукаст') },
  sertraline: { atc: 'N06AB06', name: L('sertraliin', 'sertraliini', 'sertraline', 'сертралин') },
  escitalopram: {
    atc: 'N06AB10',
    name: L('estsitalopraam', 'essitalopraami', 'escitalopram', 'эсциталопрам'),
  },
  losartan: { atc: 'C09CA01', name: L('losartaan', 'losartaani', 'losartan', 'лозартан') },
  candesartan: { atc: 'C09CA06', name: L('kandesartaan', 'kandesartaani', 'candesartan', 'кандесартан') },
  hydrochlorothiazide: {
    atc: 'C03AA03',
    name: L('hüdroklorotiasiid', 'hydroklooritiatsidi', 'hydrochlorothiazide', 'гидрохлоротиазид'),
  },
  warfarin: { atc: 'B01AA03', name: L('varfariin', 'varfariini', 'warfarin', 'варфарин') },
  apixaban: { atc: 'B01AF02', name: L('apiksabaan', 'apiksabaani', 'apixaban', 'апиксабан') },
  clopidogrel: { atc: 'B01AC04', name: L('klopidogreel', 'klopidogreeli', 'clopidogrel', 'клопидогрел') },
  'insulin-glargine': {
    atc: 'A10AE04',
    name: L('glargiininsuliin', 'glargininsuliini', 'insulin glargine', 'инсулин гларгин'),
  },
  'insulin-aspart': {
    atc: 'A10AB05',
    name: L('aspartinsuliin', 'aspartinsuliini', 'insulin aspart', 'инсулин аспарт'),
  },
  latanoprost: { atc: 'S01EE01', name: L('latanoprost', 'latanoprosti', 'latanoprost', 'латанопрост') },
  pantoprazole: { atc: 'A02BC02', name: L('pantoprasool', 'pantopratsoli', 'pantoprazole', 'пантопразол') },
  prednisolone: { atc: 'H02AB06', name: L('prednisoloon', 'prednisoloni', 'prednisolone', 'преднизолон') },
  tamsulosin: { atc: 'G04CA02', name: L('tamsulosiin', 'tamsulosiini', 'tamsulosin', 'тамсулозин') },
  allopurinol: { atc: 'M04AA01', name: L('allopurinool', 'allopurinoli', 'allopurinol', 'аллопуринол') },
  'folic-acid': { atc: 'B03BB01', name: L('foolhape', 'foolihappo', 'folic acid', 'фолиевая кислота') },
  'magnesium-citrate': {
    name: L('magneesiumtsitraat', 'magnesiumsitraatti', 'magnesium citrate', 'цитрат магния'),
  },
  'zinc-gluconate': { name: L('tsinkglükonaat', 'sinkkiglukonaatti', 'zinc gluconate', 'глюконат цинка') },
  'calcium-carbonate': {
    name: L('kaltsiumkarbonaat', 'kalsiumkarbonaatti', 'calcium carbonate', 'карбонат кальция'),
  },
  'omega-3': {
    name: L('oomega-3-rasvhapped', 'omega-3-rasvahapot', 'omega-3 fatty acids', 'омега-3 жирные кислоты'),
  },
  melatonin: { name: L('melatoniin', 'melatoniini', 'melatonin', 'мелатонин') },
  glucosamine: { name: L('glükoosamiin', 'glukosamiini', 'glucosamine', 'глюкозамин') },
  cyanocobalamin: {
    atc: 'B03BA01',
    name: L('tsüanokobalamiin', 'syanokobalamiini', 'cyanocobalamin', 'цианокобаламин'),
  },
  'iron-bisglycinate': {
    name: L('raudbisglütsinaat', 'rautabisglysinaatti', 'iron bisglycinate', 'бисглицинат железа'),
  },
  biotin: { name: L('biotiin', 'biotiini', 'biotin', 'биотин') },
  'zinc-oxide': { name: L('tsinkoksiid', 'sinkkioksidi', 'zinc oxide', 'оксид цинка') },
  urea: { name: L('karbamiid', 'karbamidi', 'urea', 'мочевина') },
} satisfies Record<string, Substance>;

export type SubstanceCode = keyof typeof SUBSTANCES;

export const ATC_GROUPS: Record<string, Localized> = {
  ...Object.fromEntries(
    Object.values(SUBSTANCES as Record<string, Substance>)
      .filter((s): s is Required<Substance> => s.atc !== undefined)
      .map((s) => [s.atc, s.name]),
  ),
  D07AC13: SUBSTANCES.mometasone.name,
  R03AK07: L(
    'formoterool ja budesoniid',
    'formoteroli ja budesonidi',
    'formoterol and budesonide',
    'формотерол и будесонид',
  ),
};
