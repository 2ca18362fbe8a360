import type { SeedCmsPage } from '../../../source-types.ts';

export const cookiePolicyPage: SeedCmsPage = {
  identifier: 'cookie-policy',
  position: 9,
  title: {
    et: 'Küpsiste kasutamise põhimõtted',
    fi: 'Evästekäytäntö',
    en: 'Cookie policy',
    ru: 'Политика использования cookie',
  },
  metaDescription: {
    et: 'Milliseid küpsiseid ja brauseri salvestusruumi Apteek kasutab: vajalikud küpsised alati, analüütika ainult nõusolekul. Kuidas oma valikut muuta.',
    fi: 'Mitä evästeitä ja selaimen tallennustilaa Apteek käyttää: välttämättömät evästeet aina, analytiikka vain suostumuksella. Näin muutat valintasi.',
    en: 'Which cookies and browser storage Apteek uses: necessary cookies always, analytics only with consent. How to change your choice.',
    ru: 'Какие cookie и хранилище браузера использует Apteek: необходимые cookie всегда, аналитика только с согласия. Как изменить свой выбор.',
  },
  content: {
    et: `<h2>Mis on küpsised</h2>
<p>Küpsised on väikesed tekstifailid, mille veebileht salvestab teie seadmesse. Lisaks küpsistele kasutame brauseri kohalikku salvestusruumi, et e-apteek töötaks ka nõrga võrguühenduse korral. Me ei kasuta kolmandate osapoolte reklaamiküpsiseid.</p>
<h2>Vajalikud küpsised</h2>
<p>Need on alati sisse lülitatud, sest ilma nendeta e-apteek ei tööta. Nende abil hoiame sisselogimise seanssi, ostukorvi, valitud poodi ja keelt, kassa täitmise seisu ja teie küpsistevalikut ning kaitseme saiti kuritarvituste eest. Nende kasutamiseks nõusolekut ei küsita. Sisselogimisel ja maksmisel võivad e-identimise ja makseteenuse pakkujad oma lehtedel seada ka enda vajalikke küpsiseid.</p>
<h2>Analüütikaküpsised</h2>
<p>Kasutame neid ainult teie nõusolekul. Need näitavad koondandmetena, milliseid lehti külastatakse ja kuidas ostud lõpule jõuavad, et saaksime e-apteeki paremaks muuta. Analüütikaandmete põhjal ei tuvasta me teid isikuna ega seo neid kunagi terviseandmetega.</p>
<h2>Teie brauseris salvestatud andmed</h2>
<ul>
<li>ostukorvi sisu ja ostukorvi tunnus;</li>
<li>lemmiktoodete ja võrdlusnimekiri;</li>
<li>teie küpsistevalik;</li>
<li>järjekord muudatustest, mis saadetakse serverisse, kui ühendus taastub.</li>
</ul>
<h2>Kuidas valikut muuta</h2>
<p>Nõusoleku tagasivõtmiseks kustutage brauseri seadetes apteegi saidi küpsised ja saidiandmed. Küpsiste teade ilmub siis uuesti ja saate uue valiku teha. Kui blokeerite ka vajalikud küpsised, ei pruugi ostukorv ja sisselogimine töötada.</p>
<p>Isikuandmete töötlemise kohta loe lähemalt meie <a href="/privacy">privaatsuspoliitikast</a>.</p>`,
    fi: `<h2>Mitä evästeet ovat</h2>
<p>Evästeet ovat pieniä tekstitiedostoja, jotka verkkosivusto tallentaa laitteellesi. Evästeiden lisäksi käytämme selaimen paikallista tallennustilaa, jotta verkkoapteekki toimii myös heikon verkkoyhteyden aikana. Emme käytä kolmansien osapuolten mainosevästeitä.</p>
<h2>Välttämättömät evästeet</h2>
<p>Ne ovat aina käytössä, koska ilman niitä verkkoapteekki ei toimi. Niiden avulla säilytämme kirjautumisistunnon, ostoskorin, valitun kaupan ja kielen, kassan vaiheen ja evästevalintasi sekä suojaamme sivustoa väärinkäytöksiltä. Niiden käyttöön ei pyydetä suostumusta. Kirjautumisen ja maksamisen aikana tunnistus- ja maksupalvelujen tarjoajat voivat asettaa omilla sivuillaan omia välttämättömiä evästeitään.</p>
<h2>Analytiikkaevästeet</h2>
<p>Käytämme niitä vain suostumuksellasi. Ne kertovat koostetusti, millä sivuilla käydään ja miten ostokset saadaan päätökseen, jotta voimme kehittää verkkoapteekkia. Emme tunnista sinua analytiikkatietojen perusteella emmekä koskaan yhdistä niitä terveystietoihin.</p>
<h2>Selaimeesi tallennetut tiedot</h2>
<ul>
<li>ostoskorin sisältö ja ostoskorin tunniste;</li>
<li>toivelista ja vertailulista;</li>
<li>evästevalintasi;</li>
<li>jono muutoksista, jotka lähetetään palvelimelle, kun yhteys palaa.</li>
</ul>
<h2>Näin muutat valintasi</h2>
<p>Voit peruuttaa suostumuksen poistamalla apteekin sivuston evästeet ja sivustotiedot selaimen asetuksista. Evästeilmoitus näytetään silloin uudelleen, ja voit tehdä uuden valinnan. Jos estät myös välttämättömät evästeet, ostoskori ja kirjautuminen eivät välttämättä toimi.</p>
<p>Lue lisää henkilötietojen käsittelystä <a href="/privacy">tietosuojaselosteesta</a>.</p>`,
    en: `<h2>What cookies are</h2>
<p>Cookies are small text files that a website saves on your device. Besides cookies, we use the local storage of your browser so that the online pharmacy keeps working on a weak connection. We do not use third-party advertising cookies.</p>
<h2>Necessary cookies</h2>
<p>These are always on, because the online pharmacy does not work without them. They keep your login session, basket, chosen store and language, checkout progress and your cookie choice, and protect the site against abuse. No consent is asked for them. During login and payment, identity and payment providers may set their own necessary cookies on their own pages.</p>
<h2>Analytics cookies</h2>
<p>We use them only with your consent. They show in aggregated form which pages are visited and how purchases are completed, so that we can improve the online pharmacy. We do not use analytics data to identify you and never combine it with health data.</p>
<h2>Data stored in your browser</h2>
<ul>
<li>the contents of your basket and its token;</li>
<li>your wishlist and comparison list;</li>
<li>your cookie choice;</li>
<li>a queue of changes that is sent to the server when the connection returns.</li>
</ul>
<h2>How to change your choice</h2>
<p>To withdraw consent, delete the cookies and site data of the pharmacy site in your browser settings. The cookie notice then appears again and you can choose anew. If you also block necessary cookies, the basket and login may stop working.</p>
<p>Read more about how we process personal data in our <a href="/privacy">privacy policy</a>.</p>`,
    ru: `<h2>Что такое cookie</h2>
<p>Cookie — это небольшие текстовые файлы, которые сайт сохраняет на вашем устройстве. Помимо cookie мы используем локальное хранилище браузера, чтобы интернет-аптека работала и при слабом соединении. Рекламные cookie третьих сторон мы не используем.</p>
<h2>Необходимые cookie</h2>
<p>Они включены всегда, потому что без них интернет-аптека не работает. С их помощью сохраняются сеанс входа, корзина, выбранный магазин и язык, этап оформления заказа и ваш выбор в отношении cookie, а также обеспечивается защита сайта от злоупотреблений. Согласие на них не запрашивается. При входе и оплате поставщики услуг идентификации и платежей могут устанавливать собственные необходимые cookie на своих страницах.</p>
<h2>Аналитические cookie</h2>
<p>Мы используем их только с вашего согласия. Они показывают в обобщённом виде, какие страницы посещаются и как завершаются покупки, чтобы мы могли улучшать интернет-аптеку. Мы не идентифицируем вас по данным аналитики и никогда не связываем их с данными о здоровье.</p>
<h2>Данные, сохраняемые в браузере</h2>
<ul>
<li>содержимое корзины и её идентификатор;</li>
<li>список избранного и список сравнения;</li>
<li>ваш выбор в отношении cookie;</li>
<li>очередь изменений, которая отправляется на сервер после восстановления соединения.</li>
</ul>
<h2>Как изменить свой выбор</h2>
<p>Чтобы отозвать согласие, удалите cookie и данные сайта аптеки в настройках браузера. После этого уведомление о cookie появится снова, и вы сможете сделать новый выбор. Если заблокировать и необходимые cookie, корзина и вход в систему могут перестать работать.</p>
<p>Подробнее об обработке персональных данных читайте в нашей <a href="/privacy">политике конфиденциальности</a>.</p>`,
  },
};
