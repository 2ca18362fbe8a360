import type { SeedCmsPage } from '../../../source-types.ts';

export const privacyPage: SeedCmsPage = {
  identifier: 'privacy',
  position: 8,
  title: {
    et: 'Privaatsuspoliitika',
    fi: 'Tietosuojaseloste',
    en: 'Privacy policy',
    ru: 'Политика конфиденциальности',
  },
  metaDescription: {
    et: 'Kuidas Apteek OÜ töötleb isiku- ja terviseandmeid: eesmärgid, õiguslikud alused, säilitamistähtajad, andmete saajad ja teie õigused.',
    fi: 'Miten Apteek OÜ käsittelee henkilö- ja terveystietoja: tarkoitukset, oikeusperusteet, säilytysajat, vastaanottajat ja oikeutesi tietosuoja-asetuksen mukaan.',
    en: 'How Apteek OÜ processes personal and health data: purposes, legal bases, retention periods, recipients and your rights under the GDPR.',
    ru: 'Как Apteek OÜ обрабатывает персональные данные и данные о здоровье: цели, правовые основания, сроки хранения, получатели и ваши права по GDPR.',
  },
  content: {
    et: `<h2>Vastutav töötleja</h2>
<p>E-apteegis töödeldavate isikuandmete vastutav töötleja on Apteek OÜ (registrikood 16543210, Tartu mnt 10, 10117 Tallinn). Andmekaitse küsimustes kirjutage info@apteek.ee või helistage +372 600 1234.</p>
<h2>Milliseid andmeid töötleme ja miks</h2>
<ul>
<li><strong>Kontakt- ja kontoandmed</strong> (nimi, e-post, telefon, aadressid, keel) tellimuste täitmiseks ja kasutajakonto pidamiseks.</li>
<li><strong>Isikukood</strong> teie tuvastamiseks ID-kaardi, Mobiil-ID, Smart-ID või Soome pangatunnustega ning retseptide pärimiseks.</li>
<li><strong>Terviseandmed</strong> (retseptid, soodustused, proviisori nõustamine) apteegiteenuse osutamiseks ravimiseaduse alusel. Need on isikuandmete kaitse üldmääruse (GDPR) mõttes eriliigilised andmed ja nendega tutvuvad ainult volitatud apteegitöötajad.</li>
<li><strong>Makseandmed</strong> töötlevad makseteenuse pakkujad; meie ei näe kaardi täisnumbrit.</li>
<li><strong>Uudiskiri ja analüütika</strong> ainult teie nõusolekul.</li>
</ul>
<h2>Säilitamine</h2>
<ul>
<li>retsepti- ja väljastamisandmed: apteegis 3 aastat; Soome retseptide puhul säilitab piiriülese andmevahetuse keskus andmeid 7 aastat;</li>
<li>ravimitellimuste ja nõustamise sisu: 1 aasta;</li>
<li>raamatupidamisdokumendid: 7 aastat;</li>
<li>kontoandmed: kuni konto sulgemiseni.</li>
</ul>
<h2>Turvalisus</h2>
<p>Ühendused on krüpteeritud ja paroole hoitakse ainult ühesuunalise räsina. Parool peab olema vähemalt 8 märki pikk ja sisaldama kolme tüüpi märke neljast. Isikukoode, retsepte ega terviseandmeid ei kirjutata kunagi tehnilistesse logidesse. Retsepti näeb ainult patsient või inimene, kes teab nii isikukoodi kui ka retsepti numbrit.</p>
<h2>Andmete saajad</h2>
<p>Kullerid ja pakiautomaatide operaatorid (Omniva, DPD, SmartPosti), makseteenuse pakkujad (Maksekeskus, Paytrail), e-identimise teenuse pakkujad, tervise infosüsteem ja Tervisekassa ning meie IT-teenuse pakkujad Euroopa Liidus.</p>
<h2>Teie õigused</h2>
<p>Teil on õigus tutvuda oma andmetega, neid parandada või kustutada, piirata töötlemist või esitada vastuväide, saada andmed ülekantaval kujul ja võtta nõusolek igal ajal tagasi. Andmeid, mida seadus kohustab säilitama, ei saa enne tähtaja lõppu kustutada. Kaebuse saate esitada Andmekaitse Inspektsioonile. Küpsiste kohta loe <a href="/cookie-policy">küpsiste kasutamise põhimõtetest</a>.</p>`,
    fi: `<h2>Rekisterinpitäjä</h2>
<p>Verkkoapteekissa käsiteltävien henkilötietojen rekisterinpitäjä on Apteek OÜ (kaupparekisterinumero 16543210, Tartu mnt 10, 10117 Tallinna, Viro). Tietosuoja-asioissa kirjoita osoitteeseen info@apteek.ee tai soita numeroon +372 600 1234.</p>
<h2>Mitä tietoja käsittelemme ja miksi</h2>
<ul>
<li><strong>Yhteys- ja tilitiedot</strong> (nimi, sähköposti, puhelin, osoitteet, kieli) tilausten toimittamiseen ja asiakastilin ylläpitoon.</li>
<li><strong>Henkilötunnus</strong> tunnistamiseen suomalaisilla pankkitunnuksilla sekä suomalaisten e-reseptien hakemiseen.</li>
<li><strong>Terveystiedot</strong> (reseptit, korvaukset, farmaseutin neuvonta) apteekkipalvelun tuottamiseen lääkelainsäädännön perusteella. Ne ovat tietosuoja-asetuksen (GDPR) tarkoittamia erityisiä henkilötietoryhmiä, ja niitä käsittelee vain valtuutettu apteekkihenkilökunta.</li>
<li><strong>Maksutiedot</strong> käsittelevät maksupalvelujen tarjoajat; emme näe koko kortinnumeroa.</li>
<li><strong>Uutiskirje ja analytiikka</strong> vain suostumuksellasi.</li>
</ul>
<h2>Säilytysajat</h2>
<ul>
<li>resepti- ja toimitustiedot: apteekissa 3 vuotta; suomalaisten reseptien osalta rajat ylittävän tiedonvaihdon keskus säilyttää tiedot 7 vuotta;</li>
<li>lääketilausten ja neuvonnan sisältö: 1 vuosi;</li>
<li>kirjanpitoaineisto: 7 vuotta;</li>
<li>tilitiedot: tilin sulkemiseen asti.</li>
</ul>
<h2>Tietoturva</h2>
<p>Yhteydet on salattu, ja salasanat tallennetaan vain yksisuuntaisena tiivisteenä. Salasanassa on oltava vähintään 8 merkkiä ja kolmea neljästä merkkityypistä. Henkilötunnuksia, reseptejä tai terveystietoja ei koskaan kirjoiteta teknisiin lokeihin. Reseptin näkee vain potilas tai henkilö, joka tietää sekä henkilötunnuksen että reseptin numeron.</p>
<h2>Tietojen vastaanottajat</h2>
<p>Kuriirit ja pakettiautomaattien ylläpitäjät (Omniva, DPD, SmartPosti), maksupalvelujen tarjoajat (Maksekeskus, Paytrail), sähköisen tunnistamisen palveluntarjoajat, rajat ylittävä e-reseptien tiedonvaihto sekä EU:n alueella toimivat IT-palveluntarjoajamme.</p>
<h2>Oikeutesi</h2>
<p>Sinulla on oikeus tarkastaa tietosi, oikaista tai poistaa ne, rajoittaa käsittelyä tai vastustaa sitä, saada tiedot siirrettävässä muodossa ja peruuttaa suostumuksesi milloin tahansa. Lain nojalla säilytettäviä tietoja ei voida poistaa ennen säilytysajan päättymistä. Voit tehdä valituksen Viron tietosuojavirastolle (Andmekaitse Inspektsioon) tai Suomen tietosuojavaltuutetulle. Evästeistä kerrotaan <a href="/cookie-policy">evästekäytännössä</a>.</p>`,
    en: `<h2>Controller</h2>
<p>The controller of personal data processed in the online pharmacy is Apteek OÜ (registry code 16543210, Tartu mnt 10, 10117 Tallinn). For data protection questions write to info@apteek.ee or call +372 600 1234.</p>
<h2>What data we process and why</h2>
<ul>
<li><strong>Contact and account data</strong> (name, e-mail, phone, addresses, language) to fulfil orders and keep your account.</li>
<li><strong>Personal identification code</strong> to identify you with ID card, Mobile-ID, Smart-ID or Finnish bank ID, and to retrieve prescriptions.</li>
<li><strong>Health data</strong> (prescriptions, discounts, pharmacist counselling) to provide pharmacy services under the Medicinal Products Act. These are special category data under the GDPR and are accessed only by authorised pharmacy staff.</li>
<li><strong>Payment data</strong> are processed by payment providers; we never see full card numbers.</li>
<li><strong>Newsletter and analytics</strong> only with your consent.</li>
</ul>
<h2>Retention</h2>
<ul>
<li>prescription and dispensing data: 3 years at the pharmacy; for Finnish prescriptions the cross-border exchange centre keeps the data for 7 years;</li>
<li>content of medicine orders and counselling: 1 year;</li>
<li>accounting documents: 7 years;</li>
<li>account data: until you close your account.</li>
</ul>
<h2>Security</h2>
<p>Connections are encrypted and passwords are stored only as a one-way hash. A password must have at least 8 characters and three of four character types. Personal codes, prescriptions and health data are never written to technical logs. A prescription can be seen only by the patient or by a person who knows both the personal code and the prescription number.</p>
<h2>Recipients</h2>
<p>Couriers and parcel machine operators (Omniva, DPD, SmartPosti), payment providers (Maksekeskus, Paytrail), electronic identity providers, the Estonian health information system and Tervisekassa, and our IT service providers within the European Union.</p>
<h2>Your rights</h2>
<p>You have the right to access, correct or erase your data, to restrict or object to processing, to receive your data in a portable format and to withdraw consent at any time. Data we must keep by law cannot be erased before the retention period ends. You may lodge a complaint with the Estonian Data Protection Inspectorate (Andmekaitse Inspektsioon). For cookies, see the <a href="/cookie-policy">cookie policy</a>.</p>`,
    ru: `<h2>Ответственный обработчик</h2>
<p>Ответственным обработчиком персональных данных в интернет-аптеке является Apteek OÜ (регистрационный код 16543210, Tartu mnt 10, 10117 Таллинн). По вопросам защиты данных пишите на info@apteek.ee или звоните +372 600 1234.</p>
<h2>Какие данные мы обрабатываем и зачем</h2>
<ul>
<li><strong>Контактные данные и данные учётной записи</strong> (имя, e-mail, телефон, адреса, язык) — для выполнения заказов и ведения учётной записи.</li>
<li><strong>Личный код</strong> — для идентификации с помощью ID-карты, Mobiil-ID, Smart-ID или финских банковских кодов и для получения рецептов.</li>
<li><strong>Данные о здоровье</strong> (рецепты, скидки, консультации фармацевта) — для оказания аптечных услуг на основании Закона о лекарственных средствах. Это особые категории данных по GDPR, доступ к ним имеют только уполномоченные сотрудники аптеки.</li>
<li><strong>Платёжные данные</strong> обрабатывают платёжные провайдеры; полный номер карты мы не видим.</li>
<li><strong>Рассылка и аналитика</strong> — только с вашего согласия.</li>
</ul>
<h2>Сроки хранения</h2>
<ul>
<li>данные рецептов и отпуска лекарств: в аптеке 3 года; по финским рецептам центр трансграничного обмена данными хранит их 7 лет;</li>
<li>содержание заказов лекарств и консультаций: 1 год;</li>
<li>бухгалтерские документы: 7 лет;</li>
<li>данные учётной записи: до её закрытия.</li>
</ul>
<h2>Безопасность</h2>
<p>Соединения зашифрованы, пароли хранятся только в виде необратимого хеша. Пароль должен содержать не менее 8 символов трёх типов из четырёх. Личные коды, рецепты и данные о здоровье никогда не записываются в технические журналы. Рецепт видит только пациент или человек, который знает и личный код, и номер рецепта.</p>
<h2>Получатели данных</h2>
<p>Курьеры и операторы пакоматов (Omniva, DPD, SmartPosti), платёжные провайдеры (Maksekeskus, Paytrail), поставщики услуг электронной идентификации, эстонская информационная система здоровья и Tervisekassa, а также наши IT-партнёры в Европейском союзе.</p>
<h2>Ваши права</h2>
<p>Вы вправе ознакомиться со своими данными, исправить или удалить их, ограничить обработку или возразить против неё, получить данные в переносимом формате и в любой момент отозвать согласие. Данные, которые мы обязаны хранить по закону, не могут быть удалены до окончания срока хранения. Жалобу можно подать в Инспекцию по защите данных Эстонии (Andmekaitse Inspektsioon). О файлах cookie читайте в <a href="/cookie-policy">политике использования cookie</a>.</p>`,
  },
};
