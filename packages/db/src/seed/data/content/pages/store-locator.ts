import type { SeedCmsPage } from '../../../source-types.ts';

export const storeLocatorPage: SeedCmsPage = {
  identifier: 'store-locator',
  position: 11,
  title: {
    et: 'Meie apteegid',
    fi: 'Apteekkimme',
    en: 'Our pharmacies',
    ru: 'Наши аптеки',
  },
  metaDescription: {
    et: 'Apteegid Tallinnas (Tartu mnt 10) ja Tartus (Riia 15): lahtiolekuajad, e-poe tellimuste kättesaamine, retseptid ja kompressioonsukkade mõõtmine.',
    fi: 'Apteekit Tallinnassa (Tartu mnt 10) ja Tartossa (Riia 15): aukioloajat, verkkotilausten nouto, reseptit ja tukisukkien mittaus.',
    en: 'Pharmacies in Tallinn (Tartu mnt 10) and Tartu (Riia 15): opening hours, pickup of online orders, prescriptions and compression stocking fitting.',
    ru: 'Аптеки в Таллинне (Tartu mnt 10) и Тарту (Riia 15): часы работы, выдача интернет-заказов, рецепты и подбор компрессионного трикотажа.',
  },
  content: {
    et: `<h2>Apteegid Tallinnas ja Tartus</h2>
<p>Lisaks e-apteegile on meil kaks apteeki, kus saate kätte oma internetitellimuse, osta ravimeid retseptiga ja küsida proviisorilt nõu.</p>
<h3>Apteek Kesklinn, Tallinn</h3>
<p>Tartu mnt 10, 10117 Tallinn. Telefon +372 600 1234.</p>
<table>
<tr><th>Päev</th><th>Lahtiolekuaeg</th></tr>
{{opening-hours-table}}
</table>
<h3>Apteek Tartu</h3>
<p>Riia 15, 51010 Tartu. Telefon +372 600 1234. Apteek asub kesklinnas, bussijaama lähedal.</p>
<table>
<tr><th>Päev</th><th>Lahtiolekuaeg</th></tr>
{{opening-hours-table}}
</table>
<p>Riigipühadel on mõlemad apteegid suletud. Pühade-eelsetel päevadel võivad lahtiolekuajad olla lühemad, neist anname teada esilehel.</p>
<p>Mõlemal apteegil on trepivaba sissepääs ja eraldi nõustamisruum konfidentsiaalseks vestluseks. Apteegis saab tasuda kaardi või sularahaga.</p>
<h2>Internetitellimuse kättesaamine</h2>
<ul>
<li>Kättesaamine apteegist on tasuta.</li>
<li>Lahtiolekuajal kinnitatud tellimus on tavaliselt valmis 2 tunni jooksul. Saadame teile e-kirja, kui tellimus ootab.</li>
<li>Ravimid anname üle ainult isikut tõendava dokumendi alusel. Ravimiteta tellimuse võib kätte saada ka teine inimene, kui ta teab tellimuse numbrit.</li>
<li>Hoiame tellimust apteegis 7 päeva. Külmas säilitatavaid tooteid hoiame kuni üleandmiseni külmikus.</li>
</ul>
<h2>Teenused</h2>
<ul>
<li>proviisori nõustamine;</li>
<li>Eesti digiretseptide ja Soome e-retseptide väljastamine;</li>
<li>vererõhu mõõtmine;</li>
<li>aegunud ja kasutamata ravimite tasuta vastuvõtmine hävitamiseks;</li>
<li>kompressioonsukkade ja tugisidemete mõõtmine, vaata <a href="/size-guide">suuruste juhendit</a>.</li>
</ul>`,
    fi: `<h2>Apteekit Tallinnassa ja Tartossa</h2>
<p>Verkkoapteekin lisäksi meillä on kaksi apteekkia, joista voit noutaa verkkotilauksesi, ostaa lääkkeitä reseptillä ja kysyä neuvoa farmaseutilta. Suomalaiset matkailijat ovat tervetulleita: Tallinnan apteekki on lyhyen matkan päässä satamasta.</p>
<h3>Apteek Kesklinn, Tallinna</h3>
<p>Tartu mnt 10, 10117 Tallinna. Puhelin +372 600 1234.</p>
<table>
<tr><th>Päivä</th><th>Aukioloaika</th></tr>
{{opening-hours-table}}
</table>
<h3>Apteek Tartu</h3>
<p>Riia 15, 51010 Tartto. Puhelin +372 600 1234. Apteekki sijaitsee keskustassa lähellä linja-autoasemaa.</p>
<table>
<tr><th>Päivä</th><th>Aukioloaika</th></tr>
{{opening-hours-table}}
</table>
<p>Molemmat apteekit ovat kiinni Viron yleisinä vapaapäivinä. Pyhien aattoina aukioloajat voivat olla lyhyemmät, ja kerromme niistä etusivulla.</p>
<p>Molemmissa apteekeissa on esteetön sisäänkäynti ja erillinen neuvontahuone luottamuksellisia keskusteluja varten. Apteekissa voit maksaa kortilla tai käteisellä.</p>
<h2>Verkkotilauksen nouto</h2>
<ul>
<li>Nouto apteekista on maksuton.</li>
<li>Aukioloaikana vahvistettu tilaus on yleensä valmis 2 tunnin kuluessa. Lähetämme sähköpostin, kun tilaus odottaa noutoa.</li>
<li>Lääkkeet luovutetaan vain henkilöllisyystodistusta vastaan. Tilauksen, jossa ei ole lääkkeitä, voi noutaa myös toinen henkilö, kun hän tietää tilausnumeron.</li>
<li>Säilytämme tilausta apteekissa 7 päivää. Kylmäsäilytettävät tuotteet pidetään jääkaapissa luovutukseen asti.</li>
</ul>
<h2>Palvelut</h2>
<ul>
<li>farmaseutin neuvonta;</li>
<li>virolaisten ja suomalaisten sähköisten reseptien toimittaminen;</li>
<li>verenpaineen mittaus;</li>
<li>vanhentuneiden ja käyttämättömien lääkkeiden maksuton vastaanotto hävitettäviksi;</li>
<li>tukisukkien ja tukien mittaus, katso <a href="/size-guide">kokotaulukko</a>.</li>
</ul>`,
    en: `<h2>Pharmacies in Tallinn and Tartu</h2>
<p>Besides the online pharmacy we have two pharmacies where you can collect your online order, buy medicines on prescription and ask a pharmacist for advice.</p>
<h3>Apteek Kesklinn, Tallinn</h3>
<p>Tartu mnt 10, 10117 Tallinn. Phone +372 600 1234.</p>
<table>
<tr><th>Day</th><th>Opening hours</th></tr>
{{opening-hours-table}}
</table>
<h3>Apteek Tartu</h3>
<p>Riia 15, 51010 Tartu. Phone +372 600 1234. The pharmacy is in the city centre, near the bus station.</p>
<table>
<tr><th>Day</th><th>Opening hours</th></tr>
{{opening-hours-table}}
</table>
<p>Both pharmacies are closed on Estonian public holidays. On the eve of a holiday opening hours may be shorter; we announce them on the home page.</p>
<p>Both pharmacies have a step-free entrance and a separate counselling room for confidential conversations. In the pharmacy you can pay by card or in cash.</p>
<h2>Collecting an online order</h2>
<ul>
<li>Pickup in the pharmacy is free of charge.</li>
<li>An order confirmed during opening hours is usually ready within 2 hours. We send you an e-mail when it is waiting.</li>
<li>Medicines are handed over only against an identity document. An order without medicines can also be collected by another person who knows the order number.</li>
<li>We keep the order in the pharmacy for 7 days. Cold-storage products stay in the refrigerator until handover.</li>
</ul>
<h2>Services</h2>
<ul>
<li>pharmacist advice;</li>
<li>dispensing of Estonian digital prescriptions and Finnish e-prescriptions;</li>
<li>blood pressure measurement;</li>
<li>free take-back of expired and unused medicines for safe disposal;</li>
<li>measuring for compression stockings and supports, see the <a href="/size-guide">size guide</a>.</li>
</ul>`,
    ru: `<h2>Аптеки в Таллинне и Тарту</h2>
<p>Помимо интернет-аптеки у нас есть две аптеки, где можно забрать интернет-заказ, купить лекарства по рецепту и получить консультацию фармацевта.</p>
<h3>Apteek Kesklinn, Таллинн</h3>
<p>Tartu mnt 10, 10117 Таллинн. Телефон +372 600 1234.</p>
<table>
<tr><th>День</th><th>Часы работы</th></tr>
{{opening-hours-table}}
</table>
<h3>Apteek Tartu</h3>
<p>Riia 15, 51010 Тарту. Телефон +372 600 1234. Аптека находится в центре города, рядом с автовокзалом.</p>
<table>
<tr><th>День</th><th>Часы работы</th></tr>
{{opening-hours-table}}
</table>
<p>В государственные праздники Эстонии обе аптеки закрыты. Накануне праздников часы работы могут быть сокращены — мы сообщаем об этом на главной странице.</p>
<p>В обеих аптеках есть вход без ступенек и отдельная комната для конфиденциальной консультации. В аптеке можно оплатить картой или наличными.</p>
<h2>Получение интернет-заказа</h2>
<ul>
<li>Самовывоз из аптеки бесплатный.</li>
<li>Заказ, подтверждённый в часы работы, обычно готов в течение 2 часов. Мы отправим вам письмо, когда заказ будет ждать вас.</li>
<li>Лекарства выдаются только при предъявлении документа, удостоверяющего личность. Заказ без лекарств может забрать и другой человек, если он знает номер заказа.</li>
<li>Заказ хранится в аптеке 7 дней. Товары, требующие хранения в холоде, до выдачи находятся в холодильнике.</li>
</ul>
<h2>Услуги</h2>
<ul>
<li>консультация фармацевта;</li>
<li>отпуск лекарств по эстонским цифровым и финским электронным рецептам;</li>
<li>измерение артериального давления;</li>
<li>бесплатный приём просроченных и неиспользованных лекарств на утилизацию;</li>
<li>подбор размера компрессионного трикотажа и ортезов, см. <a href="/size-guide">таблицу размеров</a>.</li>
</ul>`,
  },
};
