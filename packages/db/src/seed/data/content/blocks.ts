import type { SeedCmsBlock } from '../../source-types.ts';

export const cmsBlocks: SeedCmsBlock[] = [
  {
    identifier: 'footer-customer-service',
    title: {
      et: 'Klienditeenindus',
      fi: 'Asiakaspalvelu',
      en: 'Customer service',
      ru: 'Служба поддержки',
    },
    content: {
      et: `<ul>
{{opening-hours-list}}
</ul>
<p>E-post: info@apteek.ee</p>
<p>Telefon: +372 600 1234</p>`,
      fi: `<ul>
{{opening-hours-list}}
</ul>
<p>Sähköposti: info@apteek.ee</p>
<p>Puhelin: +372 600 1234</p>`,
      en: `<ul>
{{opening-hours-list}}
</ul>
<p>E-mail: info@apteek.ee</p>
<p>Phone: +372 600 1234</p>`,
      ru: `<ul>
{{opening-hours-list}}
</ul>
<p>E-mail: info@apteek.ee</p>
<p>Телефон: +372 600 1234</p>`,
    },
  },
  {
    identifier: 'footer-regulator',
    title: {
      et: 'Järelevalve',
      fi: 'Valvova viranomainen',
      en: 'Supervisory authority',
      ru: 'Надзорный орган',
    },
    content: {
      et: `<p><strong>Ravimiamet</strong></p>
<ul>
<li>Nooruse 1, 50411 Tartu</li>
<li>+372 737 4140</li>
<li>info@ravimiamet.ee</li>
<li><a href="https://www.ravimiamet.ee">www.ravimiamet.ee</a></li>
</ul>
<p><strong>Fimea</strong> (Soome ravimiamet)</p>
<ul>
<li>Helsingi</li>
<li>+358 29 522 3341</li>
<li><a href="https://fimea.fi">fimea.fi</a></li>
</ul>`,
      fi: `<p><strong>Fimea</strong> (Lääkealan turvallisuus- ja kehittämiskeskus)</p>
<ul>
<li>Helsinki</li>
<li>+358 29 522 3341</li>
<li><a href="https://fimea.fi">fimea.fi</a></li>
</ul>
<p><strong>Ravimiamet</strong> (Viron lääkevirasto)</p>
<ul>
<li>Nooruse 1, 50411 Tartto</li>
<li>+372 737 4140</li>
<li>info@ravimiamet.ee</li>
<li><a href="https://www.ravimiamet.ee">www.ravimiamet.ee</a></li>
</ul>`,
      en: `<p><strong>Ravimiamet</strong> (State Agency of Medicines)</p>
<ul>
<li>Nooruse 1, 50411 Tartu</li>
<li>+372 737 4140</li>
<li>info@ravimiamet.ee</li>
<li><a href="https://www.ravimiamet.ee">www.ravimiamet.ee</a></li>
</ul>
<p><strong>Fimea</strong> (Finnish Medicines Agency)</p>
<ul>
<li>Helsinki</li>
<li>+358 29 522 3341</li>
<li><a href="https://fimea.fi">fimea.fi</a></li>
</ul>`,
      ru: `<p><strong>Ravimiamet</strong> (Департамент лекарственных средств)</p>
<ul>
<li>Nooruse 1, 50411 Тарту</li>
<li>+372 737 4140</li>
<li>info@ravimiamet.ee</li>
<li><a href="https://www.ravimiamet.ee">www.ravimiamet.ee</a></li>
</ul>
<p><strong>Fimea</strong> (Агентство по лекарственным средствам Финляндии)</p>
<ul>
<li>Хельсинки</li>
<li>+358 29 522 3341</li>
<li><a href="https://fimea.fi">fimea.fi</a></li>
</ul>`,
    },
  },
  {
    identifier: 'footer-licence',
    title: {
      et: 'Tegevusluba',
      fi: 'Toimilupa',
      en: 'Pharmacy licence',
      ru: 'Лицензия',
    },
    content: {
      et: `<p>Apteegiteenuse tegevusluba nr <strong>L-12345</strong>, väljastanud Ravimiamet, koos ravimite kaugmüügi õigusega.</p>
<ul>
<li>Tegevusloa omanik: Apteek OÜ</li>
<li>Aadress: Tartu mnt 10, 10117 Tallinn</li>
<li>Vastutav proviisor: Mari Tamm</li>
</ul>`,
      fi: `<p>Apteekkitoimilupa nro <strong>L-12345</strong>, myöntäjä Viron lääkevirasto Ravimiamet, sisältää lääkkeiden etämyyntioikeuden.</p>
<ul>
<li>Luvanhaltija: Apteek OÜ</li>
<li>Osoite: Tartu mnt 10, 10117 Tallinna</li>
<li>Vastaava proviisori: Mari Tamm</li>
</ul>`,
      en: `<p>Pharmacy activity licence no. <strong>L-12345</strong>, issued by Ravimiamet, with an endorsement for distance selling of medicines.</p>
<ul>
<li>Licence holder: Apteek OÜ</li>
<li>Address: Tartu mnt 10, 10117 Tallinn</li>
<li>Responsible pharmacist: Mari Tamm</li>
</ul>`,
      ru: `<p>Лицензия на аптечную деятельность № <strong>L-12345</strong>, выдана Ravimiamet, с правом дистанционной продажи лекарств.</p>
<ul>
<li>Владелец лицензии: Apteek OÜ</li>
<li>Адрес: Tartu mnt 10, 10117 Таллинн</li>
<li>Ответственный провизор: Мари Тамм</li>
</ul>`,
    },
  },
  {
    identifier: 'cookie-notice',
    title: {
      et: 'Küpsised',
      fi: 'Evästeet',
      en: 'Cookies',
      ru: 'Файлы cookie',
    },
    content: {
      et: `<p>Kasutame vajalikke küpsiseid, et e-apteek töötaks, ja analüütikaküpsiseid ainult teie nõusolekul. Loe lähemalt <a href="/cookie-policy">küpsiste kasutamise põhimõtetest</a>.</p>`,
      fi: `<p>Käytämme välttämättömiä evästeitä verkkoapteekin toimintaan ja analytiikkaevästeitä vain suostumuksellasi. Lue lisää <a href="/cookie-policy">evästekäytännöstä</a>.</p>`,
      en: `<p>We use necessary cookies to run the online pharmacy, and analytics cookies only with your consent. Read more in our <a href="/cookie-policy">cookie policy</a>.</p>`,
      ru: `<p>Мы используем необходимые cookie для работы интернет-аптеки, а аналитические cookie — только с вашего согласия. Подробнее в <a href="/cookie-policy">политике использования cookie</a>.</p>`,
    },
  },
  {
    identifier: 'prescription-info-ee',
    title: {
      et: 'Retseptiravimid Eestis',
      fi: 'Reseptilääkkeet Virossa',
      en: 'Prescription medicines in Estonia',
      ru: 'Рецептурные лекарства в Эстонии',
    },
    content: {
      et: `<p>Eesti digiretsepti alusel ostmiseks logige sisse ID-kaardi, Mobiil-ID või Smart-ID-ga ja avage <a href="/prescriptions">retseptikeskus</a>. Proviisor koostab pakkumise, millest valite iga retsepti kohta ühe ravimi. Tervisekassa soodustus (50%, 75%, 90% või 100%) arvutatakse automaatselt, teie tasute retseptitasu ja omaosaluse.</p>
<p>Retseptiravimeid müüme {{opening-hours}}. <a href="/prescription-module-guide">Kuidas see toimib</a></p>`,
      fi: `<p>Tässä kaupassa ei myydä reseptilääkkeitä. Virolaisen kauppamme reseptikeskuksesta voit ostaa suomalaisella sähköisellä reseptillä määrätyn lääkkeen: kirjaudu siellä suomalaisilla pankkitunnuksilla.</p>
<p>Reseptikeskus on auki {{opening-hours}}. <a href="/prescription-module-guide">Näin se toimii</a></p>`,
      en: `<p>To buy on an Estonian digital prescription, log in with ID card, Mobile-ID or Smart-ID and open the <a href="/prescriptions">prescription centre</a>. A pharmacist composes an offer, from which you choose one medicine per prescription. The Tervisekassa discount (50%, 75%, 90% or 100%) is calculated automatically; you pay the prescription fee and your own share.</p>
<p>Prescription medicines are sold {{opening-hours}}. <a href="/prescription-module-guide">How it works</a></p>`,
      ru: `<p>Чтобы купить лекарство по эстонскому цифровому рецепту, войдите с ID-картой, Mobiil-ID или Smart-ID и откройте <a href="/prescriptions">рецептурный центр</a>. Фармацевт составит предложение, из которого вы выберете одно лекарство по каждому рецепту. Скидка Tervisekassa (50%, 75%, 90% или 100%) рассчитывается автоматически, вы оплачиваете рецептурный сбор и свою долю.</p>
<p>Рецептурные лекарства продаются {{opening-hours}}. <a href="/prescription-module-guide">Как это работает</a></p>`,
    },
  },
  {
    identifier: 'prescription-info-fi',
    title: {
      et: 'Soome retseptid',
      fi: 'Suomalaiset reseptit',
      en: 'Finnish prescriptions',
      ru: 'Финские рецепты',
    },
    content: {
      et: `<p>Soome e-retseptid töödeldakse Eestis piiriülese terviseandmete vahetuse kaudu. Tuvastage end Soome pangatunnustega ja pöörduge vestlusaknas proviisori poole. Kela ei hüvita internetist välismaalt ostetud ravimeid, seega tasute täishinna.</p>
<p>Apteek säilitab andmeid 3 aastat ja andmevahetuskeskus 7 aastat. Narkootilisi ja teatud kesknärvisüsteemi ravimeid piiriüleselt ei väljastata.</p>`,
      fi: `<p>Suomalaiset sähköiset reseptit käsitellään Virossa rajat ylittävän terveystietojen vaihdon kautta. Tunnistaudu pankkitunnuksilla ja ota yhteyttä farmaseuttiin chatissa. Kela ei korvaa ulkomailta verkossa ostettuja lääkkeitä, joten maksat lääkkeen koko hinnan.</p>
<p>Apteekki säilyttää tiedot 3 vuotta ja tiedonvaihtokeskus 7 vuotta. Huumausaineita ja eräitä keskushermostoon vaikuttavia lääkkeitä ei toimiteta rajan yli.</p>`,
      en: `<p>Finnish e-prescriptions are processed in Estonia through the cross-border health data exchange. Identify yourself with Finnish bank ID and contact our pharmacist in the chat. Kela does not reimburse medicines bought online from abroad, so you pay the full price.</p>
<p>The pharmacy keeps the data for 3 years and the exchange centre for 7 years. Narcotics and certain medicines acting on the central nervous system are not dispensed across the border.</p>`,
      ru: `<p>Финские электронные рецепты обрабатываются в Эстонии через трансграничный обмен медицинскими данными. Пройдите идентификацию с финскими банковскими кодами и обратитесь к фармацевту в чате. Kela не компенсирует лекарства, купленные через интернет за границей, поэтому вы оплачиваете полную цену.</p>
<p>Аптека хранит данные 3 года, центр обмена данными — 7 лет. Наркотические и некоторые препараты, действующие на центральную нервную систему, по трансграничным рецептам не отпускаются.</p>`,
    },
  },
  {
    identifier: 'newsletter-offer',
    title: {
      et: 'Liitu uudiskirjaga',
      fi: 'Tilaa uutiskirje',
      en: 'Join our newsletter',
      ru: 'Подпишитесь на рассылку',
    },
    content: {
      et: `<p><strong>Saa 10% soodustust järgmiselt tellimuselt.</strong></p>
<p>Liitu uudiskirjaga ja saadame sulle 10% sooduskupongi ning hooajalised tervisenäpunäited, kampaaniad ja uued tooted. Kupong kehtib muudele toodetele peale ravimite. Uudiskirjast saad loobuda igal ajal, loe lähemalt <a href="/privacy">privaatsuspoliitikast</a>.</p>`,
      fi: `<p><strong>Saat 10 %:n alennuksen seuraavasta tilauksesta.</strong></p>
<p>Tilaa uutiskirje, niin lähetämme sinulle 10 %:n alennuskoodin sekä kausittaiset terveysvinkit, kampanjat ja uutuudet. Koodi koskee muita tuotteita kuin lääkkeitä. Voit perua tilauksen milloin tahansa, lue lisää <a href="/privacy">tietosuojaselosteesta</a>.</p>`,
      en: `<p><strong>Get 10% off your next order.</strong></p>
<p>Subscribe to our newsletter and we will send you a 10% discount coupon, along with seasonal health tips, campaigns and new products. The coupon applies to products other than medicines. You can unsubscribe at any time, see our <a href="/privacy">privacy policy</a>.</p>`,
      ru: `<p><strong>Скидка 10% на следующий заказ.</strong></p>
<p>Подпишитесь на рассылку, и мы пришлём вам купон на скидку 10%, а также сезонные советы о здоровье, акции и новинки. Купон действует на все товары, кроме лекарств. Отписаться можно в любой момент, подробнее в <a href="/privacy">политике конфиденциальности</a>.</p>`,
    },
  },
];
