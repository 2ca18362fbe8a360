/** A parcel machine of the seed (schema parcel_machine). */
export interface SeedParcelMachine {
  id: string;
  carrierCode: string;
  country: 'EE' | 'FI';
  name: string;
  address: string;
  city: string;
  zipCode: string;
}

type Row = [code: string, name: string, address: string, city: string, zipCode: string];

const machines = (carrierCode: string, country: 'EE' | 'FI', rows: Row[]): SeedParcelMachine[] =>
  rows.map(([code, name, address, city, zipCode]) => ({
    id: `${carrierCode}-${country.toLowerCase()}-${code}`,
    carrierCode,
    country,
    name,
    address,
    city,
    zipCode,
  }));

/** Omniva parcel machines in Estonia; the code is Omniva's machine id (its ZIP field). */
const omnivaEstonia = machines('omniva', 'EE', [
  ['96142', 'Ahtme Grossi pakiautomaat', 'Ahtme mnt 49', 'Kohtla-Järve', '31027'],
  ['96071', 'Tallinna Kristiine keskuse pakiautomaat', 'Endla 45', 'Tallinn', '10615'],
  ['96091', 'Tallinna Ülemiste keskuse pakiautomaat', 'Suur-Sõjamäe 4', 'Tallinn', '11415'],
  ['96082', 'Tallinna Rocca al Mare keskuse pakiautomaat', 'Paldiski mnt 102', 'Tallinn', '13522'],
  ['96053', 'Tallinna Viru keskuse pakiautomaat', 'Viru väljak 4', 'Tallinn', '10111'],
  ['96064', 'Tallinna Järve keskuse pakiautomaat', 'Pärnu mnt 238', 'Tallinn', '11624'],
  ['96095', 'Tallinna Lasnamäe Centrumi pakiautomaat', 'Mustakivi tee 13', 'Tallinn', '13912'],
  ['96106', 'Tallinna Mustamäe keskuse pakiautomaat', 'Tammsaare tee 116', 'Tallinn', '12918'],
  ['96117', 'Tallinna Kadrioru Selveri pakiautomaat', 'Vesivärava 37', 'Tallinn', '10126'],
  ['96128', 'Tallinna Pirita Selveri pakiautomaat', 'Rummu tee 4', 'Tallinn', '11911'],
  ['96139', 'Tallinna Balti jaama turu pakiautomaat', 'Kopli 1', 'Tallinn', '10412'],
  ['96203', 'Tartu Lõunakeskuse pakiautomaat', 'Ringtee 75', 'Tartu', '50501'],
  ['96214', 'Tartu Kaubamaja pakiautomaat', 'Riia 1', 'Tartu', '51013'],
  ['96225', 'Tartu Annelinna Prisma pakiautomaat', 'Nõlvaku 2', 'Tartu', '50708'],
  ['96236', 'Tartu Raadi Maxima pakiautomaat', 'Peetri 87', 'Tartu', '50411'],
  ['96301', 'Pärnu Kaubamajakas pakiautomaat', 'Papiniidu 8', 'Pärnu', '80042'],
  ['96312', 'Pärnu Port Arturi pakiautomaat', 'Lai 11', 'Pärnu', '80011'],
  ['96401', 'Narva Fama keskuse pakiautomaat', 'Tallinna mnt 19c', 'Narva', '20303'],
  ['96412', 'Narva Astri keskuse pakiautomaat', 'Tallinna mnt 41', 'Narva', '20605'],
  ['96501', 'Viljandi Centrumi pakiautomaat', 'Tallinna 24', 'Viljandi', '71012'],
  ['96601', 'Rakvere Põhjakeskuse pakiautomaat', 'Haljala tee 4', 'Rakvere', '44314'],
  ['96701', 'Kuressaare Auriga keskuse pakiautomaat', 'Tallinna 88', 'Kuressaare', '93815'],
  ['96801', 'Haapsalu Rimi pakiautomaat', 'Tallinna mnt 1', 'Haapsalu', '90507'],
  ['96901', 'Paide Selveri pakiautomaat', 'Pärnu 64', 'Paide', '72712'],
  ['97001', 'Jõhvi Tsentraali pakiautomaat', 'Keskväljak 4', 'Jõhvi', '41531'],
  ['97101', 'Võru Kagukeskuse pakiautomaat', 'Kooli 6', 'Võru', '65608'],
  ['97201', 'Valga Rimi pakiautomaat', 'Raja 5', 'Valga', '68206'],
  ['97301', 'Keila Selveri pakiautomaat', 'Piiri 12', 'Keila', '76608'],
  ['97401', 'Maardu Maxima pakiautomaat', 'Keemikute 2', 'Maardu', '74114'],
  ['97501', 'Rapla Konsumi pakiautomaat', 'Tallinna mnt 2', 'Rapla', '79513'],
]);

/** SmartPosti (formerly Itella SmartPOST) lockers in Estonia; the code is its place_id. */
const smartpostiEstonia = machines('smartposti', 'EE', [
  ['101', 'Tallinna Kristiine Prisma pakiautomaat', 'Tulika 15/17', 'Tallinn', '10613'],
  ['102', 'Tallinna Mustamäe Prisma pakiautomaat', 'Sõpruse pst 174', 'Tallinn', '13424'],
  ['103', 'Tallinna Sikupilli Prisma pakiautomaat', 'Tartu mnt 87', 'Tallinn', '10112'],
  ['104', 'Tallinna Lasnamäe Prisma pakiautomaat', 'Mustakivi tee 17', 'Tallinn', '13912'],
  ['105', 'Tallinna Rocca al Mare Prisma pakiautomaat', 'Paldiski mnt 102', 'Tallinn', '13522'],
  ['106', 'Tallinna Kadaka Selveri pakiautomaat', 'Kadaka tee 56a', 'Tallinn', '12915'],
  ['107', 'Tallinna Stockmanni pakiautomaat', 'Liivalaia 53', 'Tallinn', '10145'],
  ['108', 'Tallinna Telliskivi pakiautomaat', 'Telliskivi 60a', 'Tallinn', '10412'],
  ['109', 'Tallinna Õismäe Rimi pakiautomaat', 'Õismäe tee 46', 'Tallinn', '13512'],
  ['110', 'Tallinna Nõmme turu pakiautomaat', 'Jaama 18', 'Tallinn', '11615'],
  ['201', 'Tartu Eedeni pakiautomaat', 'Kalda tee 1c', 'Tartu', '50703'],
  ['202', 'Tartu Tasku keskuse pakiautomaat', 'Turu 2', 'Tartu', '51014'],
  ['203', 'Tartu Ringtee Prisma pakiautomaat', 'Aardla 114', 'Tartu', '50415'],
  ['204', 'Tartu Zeppelini pakiautomaat', 'Turu 14', 'Tartu', '50106'],
  ['301', 'Pärnu Keskuse pakiautomaat', 'Aia 7', 'Pärnu', '80010'],
  ['302', 'Pärnu Prisma pakiautomaat', 'Riia mnt 131', 'Pärnu', '80042'],
  ['401', 'Narva Prisma pakiautomaat', 'Kangelaste 29', 'Narva', '20607'],
  ['501', 'Viljandi Uku keskuse pakiautomaat', 'Tallinna 41', 'Viljandi', '71020'],
  ['601', 'Rakvere Vaala keskuse pakiautomaat', 'Lõõtsa 4', 'Rakvere', '44317'],
  ['701', 'Kuressaare Selveri pakiautomaat', 'Tallinna 67', 'Kuressaare', '93819'],
  ['801', 'Jõhvi Pargi keskuse pakiautomaat', 'Narva mnt 8', 'Jõhvi', '41531'],
  ['901', 'Haapsalu Selveri pakiautomaat', 'Jaama 32', 'Haapsalu', '90507'],
  ['902', 'Saue Selveri pakiautomaat', 'Tule 1', 'Saue', '76505'],
  ['903', 'Viimsi keskuse pakiautomaat', 'Sõpruse tee 15', 'Viimsi', '74001'],
  ['904', 'Sillamäe Maxima pakiautomaat', 'Viru pst 6', 'Sillamäe', '40231'],
]);

/** SmartPosti (Posti) parcel lockers in Finland. */
const smartpostiFinland = machines('smartposti', 'FI', [
  ['1001', 'Posti Pakettiautomaatti, K-Citymarket Ruoholahti', 'Itämerenkatu 21', 'Helsinki', '00180'],
  ['1002', 'Posti Pakettiautomaatti, Kamppi', 'Urho Kekkosen katu 1', 'Helsinki', '00100'],
  ['1003', 'Posti Pakettiautomaatti, Itäkeskus', 'Itäkatu 1–7', 'Helsinki', '00930'],
  ['1004', 'Posti Pakettiautomaatti, Prisma Kannelmäki', 'Kantelettarentie 1', 'Helsinki', '00420'],
  ['1005', 'Posti Pakettiautomaatti, Kauppakeskus Tripla', 'Fredikanterassi 1', 'Helsinki', '00520'],
  ['1006', 'Posti Pakettiautomaatti, S-market Kallio', 'Hämeentie 19', 'Helsinki', '00500'],
  ['1007', 'Posti Pakettiautomaatti, Herttoniemi', 'Hiihtäjäntie 1', 'Helsinki', '00810'],
  ['1008', 'Posti Pakettiautomaatti, Iso Omena', 'Piispansilta 11', 'Espoo', '02230'],
  ['1009', 'Posti Pakettiautomaatti, Sello', 'Leppävaarankatu 3–9', 'Espoo', '02600'],
  ['1010', 'Posti Pakettiautomaatti, Jumbo', 'Vantaanportinkatu 3', 'Vantaa', '01510'],
  ['1011', 'Posti Pakettiautomaatti, Myyrmanni', 'Iskoskuja 3', 'Vantaa', '01600'],
  ['2001', 'Posti Pakettiautomaatti, Ratina', 'Vuolteenkatu 1', 'Tampere', '33100'],
  ['2002', 'Posti Pakettiautomaatti, Prisma Lielahti', 'Turvesuonkatu 1', 'Tampere', '33400'],
  ['2003', 'Posti Pakettiautomaatti, Hervanta', 'Insinöörinkatu 23', 'Tampere', '33720'],
  ['3001', 'Posti Pakettiautomaatti, Hansakortteli', 'Yliopistonkatu 22', 'Turku', '20100'],
  ['3002', 'Posti Pakettiautomaatti, Skanssi', 'Skanssinkatu 10', 'Turku', '20730'],
  ['4001', 'Posti Pakettiautomaatti, Valkea', 'Isokatu 11', 'Oulu', '90100'],
  ['4002', 'Posti Pakettiautomaatti, Prisma Raksila', 'Tullivahe 1', 'Oulu', '90130'],
  ['5001', 'Posti Pakettiautomaatti, Forum Jyväskylä', 'Asemakatu 7', 'Jyväskylä', '40100'],
  ['5002', 'Posti Pakettiautomaatti, Seppä', 'Seppäläntie 2', 'Jyväskylä', '40320'],
  ['6001', 'Posti Pakettiautomaatti, Trio', 'Aleksanterinkatu 18', 'Lahti', '15140'],
  ['6002', 'Posti Pakettiautomaatti, Kuopion Matkus', 'Matkuksentie 60', 'Kuopio', '70800'],
  ['6003', 'Posti Pakettiautomaatti, Puuvilla', 'Satakunnankatu 23', 'Pori', '28130'],
  ['6004', 'Posti Pakettiautomaatti, Kauppakeskus Sokos Joensuu', 'Siltakatu 8', 'Joensuu', '80100'],
  ['6005', 'Posti Pakettiautomaatti, Kauppakeskus Revontuli', 'Koskikatu 25', 'Rovaniemi', '96200'],
]);

export const parcelMachines: SeedParcelMachine[] = [
  ...omnivaEstonia,
  ...smartpostiEstonia,
  ...smartpostiFinland,
];
