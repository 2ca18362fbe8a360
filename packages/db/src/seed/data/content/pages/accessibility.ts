import type { SeedCmsPage } from '../../../source-types.ts';

/**
 * The accessibility statement the European Accessibility Act asks of an online shop: what conforms,
 * how it is checked, what does not yet, how to report a problem and where to complain. The known
 * gaps are the ones the shop's own checks leave open; keep them true when the site changes.
 */
export const accessibilityPage: SeedCmsPage = {
  identifier: 'accessibility',
  position: 16,
  title: {
    et: 'Ligipääsetavuse teatis',
    fi: 'Saavutettavuusseloste',
    en: 'Accessibility statement',
    ru: 'Заявление о доступности',
  },
  metaDescription: {
    et: 'Kui ligipääsetav on Apteegi e-apteek: WCAG 2.2 AA eesmärk, kuidas seda kontrollime, teadaolevad puudused, kuidas probleemist teatada ja kuhu pöörduda.',
    fi: 'Kuinka saavutettava Apteekin verkkoapteekki on: WCAG 2.2 AA -tavoite, miten sitä testataan, tunnetut puutteet, palautteen antaminen ja valvonta.',
    en: 'How accessible the Apteek online pharmacy is: the WCAG 2.2 AA aim, how we test it, known gaps, how to report a problem and where to complain.',
    ru: 'Насколько доступна интернет-аптека Apteek: цель WCAG 2.2 AA, как мы её проверяем, известные недостатки, как сообщить о проблеме и куда обратиться.',
  },
  content: {
    et: `<p>Apteek OÜ soovib, et meie e-apteegis saaks ravimeid ja tervisetooteid osta igaüks, ka ekraanilugeja, klaviatuuri, suurenduse või hääljuhtimisega. Teatis kehtib e-apteegi kõigi poodide (eesti, soome, inglise ja vene keel) kohta nii arvutis kui ka telefonis.</p>
<h2>Nõuded ja vastavus</h2>
<p>Meie eesmärk on veebisisu ligipääsetavuse suuniste (WCAG) 2.2 tase AA, mis katab ka standardi EN 301 549 nõuded. E-apteek <strong>vastab nõuetele osaliselt</strong>: teadaolevad puudused on loetletud allpool.</p>
<h2>Kuidas me seda kontrollime</h2>
<ul>
<li>Enne iga väljalaset avavad automaatsed testid iga lehetüübi nii arvuti kui ka telefoni ekraanil ja kontrollivad seda WCAG 2.2 A- ja AA-taseme reeglitega: avaleht, kategooriad, otsing tulemustega ja ilma, tooteleht, ostukorv, kassa iga samm, tänuleht, sisselogimise aken, konto, retseptikeskus, vestlus proviisoriga, võrdlus, lemmikud ja töötajate lehed. Tõsine või kriitiline viga peatab väljalaske.</li>
<li>Programmikoodi kontrollitakse vormide, piltide, linkide ja klaviatuurikasutuse ligipääsetavusreeglitega.</li>
<li>Dialoogide ja sisselogimisviiside vahekaartide klaviatuurikasutus on testidega kaetud.</li>
</ul>
<h2>Teadaolevad puudused</h2>
<ul>
<li>Automaatsed testid leiavad vaid osa probleemidest. Välist ekspertauditit ega testimist abivahendite kasutajatega pole veel tehtud.</li>
<li>Ravimite infolehed on PDF-failid, millel puudub märgistatud struktuur: ekraanilugeja loeb teksti, kuid ei tunne ära pealkirju.</li>
<li>Tootelehtedel ei ole eraldi toote ligipääsetavuse teavet (näiteks punktkiri pakendil), kui tootja kirjeldus seda ei sisalda.</li>
<li>Pankade, makseteenuste ning Smart-ID, Mobiil-ID, ID-kaardi ja pangatunnistuse lehti pakuvad need teenused ise ja nende ligipääsetavus ei ole meie kontrolli all.</li>
</ul>
<h2>Andke meile teada</h2>
<p>Kui midagi ei tööta või vajate teavet muul kujul, kirjutage info@apteek.ee või helistage +372 600 1234. Öelge, millisel lehel ja mis juhtus. Vastame e-posti teel ja ütleme, kuidas ja millal probleemi parandame. Toodete ja tellimuste kohta aitab klienditeenindus ka telefoni või e-posti teel. Kõik kontaktid on lehel <a href="/contact">Kontakt</a>.</p>
<h2>Järelevalve</h2>
<p>Kui te ei ole meie vastusega rahul, võite pöörduda järelevalveasutuse poole: Eestis Tarbijakaitse ja Tehnilise Järelevalve Amet (TTJA, www.ttja.ee), Soomes veebipoodide ligipääsetavust järelevalvav Transpordi- ja Sideamet Traficom (www.traficom.fi).</p>
<h2>Teatise koostamine</h2>
<p>Teatis on koostatud 2. detsembril 2026 meie enda hindamise ja automaatsete testide põhjal. Vaatame selle üle, kui sait oluliselt muutub, ja vähemalt kord aastas.</p>`,
    fi: `<p>Apteek OÜ haluaa, että verkkoapteekissamme voi ostaa lääkkeitä ja terveystuotteita jokainen, myös ruudunlukijan, näppäimistön, suurennuksen tai puheohjauksen käyttäjä. Seloste koskee verkkoapteekin kaikkia kauppoja (viro, suomi, englanti ja venäjä) sekä tietokoneella että puhelimella.</p>
<h2>Vaatimukset ja vaatimustenmukaisuus</h2>
<p>Tavoitteemme on verkkosisällön saavutettavuusohjeiden (WCAG) 2.2 AA-taso, joka kattaa myös standardin EN 301 549 vaatimukset. Verkkoapteekki <strong>täyttää vaatimukset osittain</strong>: tunnetut puutteet on lueteltu alla.</p>
<h2>Miten tarkistamme sen</h2>
<ul>
<li>Ennen jokaista julkaisua automaattiset testit avaavat jokaisen sivutyypin sekä tietokoneen että puhelimen näytöllä ja tarkistavat sen WCAG 2.2:n A- ja AA-tason säännöillä: etusivu, tuoteryhmät, haku tuloksilla ja ilman, tuotesivu, ostoskori, kassan jokainen vaihe, kiitossivu, kirjautumisikkuna, tili, reseptikeskus, keskustelu farmaseutin kanssa, vertailu, toivelista ja henkilökunnan sivut. Vakava tai kriittinen virhe pysäyttää julkaisun.</li>
<li>Ohjelmakoodi tarkistetaan lomakkeiden, kuvien, linkkien ja näppäimistökäytön saavutettavuussäännöillä.</li>
<li>Valintaikkunoiden ja kirjautumistapojen välilehtien näppäimistökäyttö on katettu testeillä.</li>
</ul>
<h2>Tunnetut puutteet</h2>
<ul>
<li>Automaattiset testit löytävät vain osan ongelmista. Ulkopuolista asiantuntija-arviointia tai testausta apuvälineiden käyttäjien kanssa ei ole vielä tehty.</li>
<li>Lääkkeiden pakkausselosteet ovat PDF-tiedostoja ilman merkittyä rakennetta: ruudunlukija lukee tekstin, mutta ei tunnista otsikoita.</li>
<li>Tuotesivuilla ei ole erillistä tuotteen saavutettavuustietoa (esimerkiksi pistekirjoitus pakkauksessa), ellei valmistajan kuvaus sisällä sitä.</li>
<li>Pankkien, maksupalvelujen ja vahvan tunnistautumisen sivuja tarjoavat nämä palvelut itse, eikä niiden saavutettavuus ole hallinnassamme.</li>
</ul>
<h2>Anna palautetta</h2>
<p>Jos jokin ei toimi tai tarvitset tietoa toisessa muodossa, kirjoita osoitteeseen info@apteek.ee tai soita numeroon +372 600 1234. Kerro, millä sivulla ja mitä tapahtui. Vastaamme sähköpostitse ja kerromme, miten ja milloin korjaamme ongelman. Tuotteisiin ja tilauksiin liittyvissä asioissa asiakaspalvelu auttaa myös puhelimitse tai sähköpostitse. Kaikki yhteystiedot ovat sivulla <a href="/contact">Yhteystiedot</a>.</p>
<h2>Valvonta</h2>
<p>Jos et ole tyytyväinen vastaukseemme, voit kääntyä valvontaviranomaisen puoleen: Suomessa verkkokauppojen saavutettavuutta valvoo Liikenne- ja viestintävirasto Traficom (www.traficom.fi), Virossa Tarbijakaitse ja Tehnilise Järelevalve Amet (TTJA, www.ttja.ee).</p>
<h2>Selosteen laatiminen</h2>
<p>Seloste on laadittu 2. joulukuuta 2026 oman arviointimme ja automaattisten testien perusteella. Tarkistamme sen, kun sivusto muuttuu olennaisesti, ja vähintään kerran vuodessa.</p>`,
    en: `<p>Apteek OÜ wants everyone to be able to buy medicines and health products in our online pharmacy, including people who use a screen reader, a keyboard, magnification or voice control. This statement covers every store of the online pharmacy (Estonian, Finnish, English and Russian), on computers and on phones.</p>
<h2>Standard and status</h2>
<p>We aim at level AA of the Web Content Accessibility Guidelines (WCAG) 2.2, which also covers the requirements of the standard EN 301 549. The online pharmacy <strong>partially conforms</strong>: the known gaps are listed below.</p>
<h2>How we check it</h2>
<ul>
<li>Before every release, automated tests open every kind of page on a computer screen and on a phone screen and check it against the WCAG 2.2 level A and AA rules: the home page, categories, search with and without results, product pages, the cart, every step of the checkout, the thank-you page, the login window, the account, the prescription centre, the chat with a pharmacist, comparison, the wishlist and the staff pages. A serious or critical problem stops the release.</li>
<li>The program code is checked with accessibility rules for forms, images, links and keyboard use.</li>
<li>Keyboard use of dialogs and of the login method tabs is covered by tests.</li>
</ul>
<h2>Known gaps</h2>
<ul>
<li>Automated tests find only part of the problems. There has not yet been an outside expert audit or testing with users of assistive technology.</li>
<li>The patient information leaflets of medicines are PDF files without a marked-up structure: a screen reader reads their text but does not recognise the headings.</li>
<li>Product pages show no separate accessibility information about the product (for example Braille on the package) unless the manufacturer's description includes it.</li>
<li>The pages of banks, payment services and Smart-ID, Mobile-ID, ID-card and bank ID logins are provided by those services; their accessibility is not in our control.</li>
</ul>
<h2>Tell us</h2>
<p>If something does not work for you or you need information in another form, write to info@apteek.ee or call +372 600 1234. Tell us the page and what happened. We answer by e-mail and tell you how and when we will fix the problem. For products and orders, customer service also helps by phone or e-mail. All our contacts are on the <a href="/contact">Contact</a> page.</p>
<h2>Supervision</h2>
<p>If you are not satisfied with our answer, you can turn to the supervisory authority: in Estonia the Consumer Protection and Technical Regulatory Authority (Tarbijakaitse ja Tehnilise Järelevalve Amet, TTJA, www.ttja.ee); in Finland the Finnish Transport and Communications Agency Traficom (www.traficom.fi), which supervises the accessibility of online shops.</p>
<h2>About this statement</h2>
<p>This statement was prepared on 2 December 2026 from our own assessment and the automated tests. We review it when the site changes substantially, and at least once a year.</p>`,
    ru: `<p>Apteek OÜ хочет, чтобы покупать лекарства и товары для здоровья в нашей интернет-аптеке мог каждый, в том числе люди, которые пользуются экранным диктором, клавиатурой, увеличением или голосовым управлением. Заявление относится ко всем магазинам интернет-аптеки (на эстонском, финском, английском и русском языках) на компьютере и на телефоне.</p>
<h2>Стандарт и соответствие</h2>
<p>Наша цель — уровень AA Руководства по доступности веб-контента (WCAG) 2.2, который охватывает и требования стандарта EN 301 549. Интернет-аптека <strong>соответствует требованиям частично</strong>: известные недостатки перечислены ниже.</p>
<h2>Как мы это проверяем</h2>
<ul>
<li>Перед каждым выпуском автоматические тесты открывают страницу каждого типа на экране компьютера и телефона и проверяют её по правилам WCAG 2.2 уровней A и AA: главная страница, категории, поиск с результатами и без них, страница товара, корзина, каждый шаг оформления заказа, страница благодарности, окно входа, учётная запись, рецептурный центр, чат с провизором, сравнение, избранное и страницы сотрудников. Серьёзная или критическая ошибка останавливает выпуск.</li>
<li>Программный код проверяется правилами доступности для форм, изображений, ссылок и работы с клавиатуры.</li>
<li>Работа с клавиатуры в диалогах и во вкладках способов входа покрыта тестами.</li>
</ul>
<h2>Известные недостатки</h2>
<ul>
<li>Автоматические тесты находят лишь часть проблем. Внешний экспертный аудит и тестирование с пользователями вспомогательных технологий ещё не проводились.</li>
<li>Листки-вкладыши лекарств — это PDF-файлы без размеченной структуры: экранный диктор читает текст, но не распознаёт заголовки.</li>
<li>На страницах товаров нет отдельной информации о доступности товара (например, шрифт Брайля на упаковке), если её нет в описании производителя.</li>
<li>Страницы банков, платёжных сервисов, Smart-ID, Mobiil-ID, ID-карты и банковской идентификации предоставляют сами эти сервисы, и их доступность нам не подконтрольна.</li>
</ul>
<h2>Сообщите нам</h2>
<p>Если что-то не работает или вам нужна информация в другой форме, напишите на info@apteek.ee или позвоните по номеру +372 600 1234. Укажите страницу и что произошло. Мы ответим по электронной почте и сообщим, как и когда исправим проблему. По вопросам товаров и заказов служба поддержки поможет и по телефону или электронной почте. Все наши контакты — на странице <a href="/contact">Контакты</a>.</p>
<h2>Надзор</h2>
<p>Если наш ответ вас не устроил, вы можете обратиться в надзорный орган: в Эстонии — Департамент защиты прав потребителей и технического надзора (Tarbijakaitse ja Tehnilise Järelevalve Amet, TTJA, www.ttja.ee), в Финляндии — Агентство транспорта и связи Traficom (www.traficom.fi), которое надзирает за доступностью интернет-магазинов.</p>
<h2>О заявлении</h2>
<p>Заявление составлено 2 декабря 2026 года на основе нашей собственной оценки и автоматических тестов. Мы пересматриваем его при существенных изменениях сайта и не реже одного раза в год.</p>`,
  },
};
