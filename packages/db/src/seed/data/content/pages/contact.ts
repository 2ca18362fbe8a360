import type { SeedCmsPage } from '../../../source-types.ts';

export const contactPage: SeedCmsPage = {
  identifier: 'contact',
  position: 15,
  title: {
    et: 'Kontakt',
    fi: 'Yhteystiedot',
    en: 'Contact',
    ru: 'Контакты',
  },
  metaDescription: {
    et: 'Apteek OÜ kontaktid: Tartu mnt 10, 10117 Tallinn, info@apteek.ee, +372 600 1234. Ettevõtte andmed, tegevusluba, apteegid ja järelevalveasutused.',
    fi: 'Apteek OÜ:n yhteystiedot: Tartu mnt 10, 10117 Tallinna, info@apteek.ee, +372 600 1234. Yritystiedot, toimilupa, apteekit ja valvovat viranomaiset.',
    en: 'Contact Apteek OÜ: Tartu mnt 10, 10117 Tallinn, info@apteek.ee, +372 600 1234. Company details, licence, pharmacies and supervisory authorities.',
    ru: 'Контакты Apteek OÜ: Tartu mnt 10, 10117 Таллинн, info@apteek.ee, +372 600 1234. Реквизиты, лицензия, аптеки и надзорные органы.',
  },
  content: {
    et: `<h2>Apteek OÜ</h2>
<ul>
<li>Registrikood: 16543210</li>
<li>KMKR number: EE102345678</li>
<li>Aadress: Tartu mnt 10, 10117 Tallinn</li>
<li>Apteegiteenuse tegevusluba nr L-12345, väljastanud Ravimiamet, koos ravimite kaugmüügi õigusega</li>
<li>Vastutav proviisor: Mari Tamm</li>
</ul>
<h2>Klienditeenindus</h2>
<ul>
<li>Telefon: +372 600 1234</li>
<li>E-post: info@apteek.ee</li>
{{opening-hours-list}}
</ul>
<p>Ravimite kohta saate tasuta nõu proviisorilt veebilehe vestlusaknas. Tellimuse küsimustes lisage kirjale tellimuse number. Rohkem teavet leiate lehelt <a href="/customer-service">Klienditeenindus</a>.</p>
<h2>Apteegid</h2>
<p>Apteek Kesklinn, Tartu mnt 10, Tallinn, ja Apteek Tartu, Riia 15, Tartu. Lahtiolekuajad leiate lehelt <a href="/store-locator">Meie apteegid</a>.</p>
<h2>Järelevalveasutused</h2>
<p>Eestis teeb apteekide üle järelevalvet Ravimiamet, Nooruse 1, 50411 Tartu, telefon +372 737 4140, e-post info@ravimiamet.ee. Soome klientide jaoks on pädev asutus Fimea (Soome ravimiamet), Helsingi, telefon +358 29 522 3341.</p>
<h2>Koostööpartnerid ja meedia</h2>
<p>Tarnijad, koostööpartnerid ja ajakirjanikud saavad kirjutada aadressil info@apteek.ee, märkides teemareale „Koostöö“. Palume mitte saata retsepti- ega terviseandmeid e-postiga, nende jaoks on proviisori vestlusaken.</p>
<h2>Tagasiside</h2>
<p>Teie arvamus aitab meil paremaks saada. Kiitused, ettepanekud ja kaebused saatke aadressil info@apteek.ee. Vastame ühe tööpäeva jooksul, pretensioonidele hiljemalt 15 päeva jooksul. Isikuandmetega seotud päringud vaatame läbi vastavalt <a href="/privacy">privaatsuspoliitikale</a>.</p>`,
    fi: `<h2>Apteek OÜ</h2>
<ul>
<li>Kaupparekisterinumero: 16543210</li>
<li>ALV-tunniste: EE102345678</li>
<li>Osoite: Tartu mnt 10, 10117 Tallinna, Viro</li>
<li>Apteekkitoimilupa nro L-12345, myöntäjä Viron lääkevirasto Ravimiamet, sisältää lääkkeiden etämyyntioikeuden</li>
<li>Vastaava proviisori: Mari Tamm</li>
</ul>
<h2>Asiakaspalvelu</h2>
<ul>
<li>Puhelin: +372 600 1234</li>
<li>Sähköposti: info@apteek.ee</li>
{{opening-hours-list}}
</ul>
<p>Lääkkeistä saat maksutonta neuvontaa farmaseutilta verkkosivun chatissa. Kun kysyt tilauksesta, liitä viestiin tilausnumero. Lisätietoja löydät sivulta <a href="/customer-service">asiakaspalvelu</a>.</p>
<h2>Apteekit</h2>
<p>Apteek Kesklinn, Tartu mnt 10, Tallinna, ja Apteek Tartu, Riia 15, Tartto. Aukioloajat löydät sivulta <a href="/store-locator">apteekkimme</a>.</p>
<h2>Valvovat viranomaiset</h2>
<p>Virossa apteekkeja valvoo lääkevirasto Ravimiamet, Nooruse 1, 50411 Tartto, puhelin +372 737 4140, sähköposti info@ravimiamet.ee. Suomalaisille asiakkaille toimivaltainen viranomainen on Lääkealan turvallisuus- ja kehittämiskeskus Fimea, Helsinki, puhelin +358 29 522 3341.</p>
<h2>Yhteistyökumppanit ja media</h2>
<p>Toimittajat, yhteistyökumppanit ja median edustajat voivat kirjoittaa osoitteeseen info@apteek.ee ja merkitä aiheeksi ”Yhteistyö”. Älä lähetä resepti- tai terveystietoja sähköpostilla, vaan käytä niitä varten farmaseutin chattia.</p>
<h2>Palaute</h2>
<p>Mielipiteesi auttaa meitä kehittymään. Lähetä kiitokset, ehdotukset ja valitukset osoitteeseen info@apteek.ee. Vastaamme yhden arkipäivän kuluessa ja reklamaatioihin viimeistään 15 päivän kuluessa. Henkilötietoja koskevat pyynnöt käsittelemme <a href="/privacy">tietosuojaselosteen</a> mukaisesti.</p>`,
    en: `<h2>Apteek OÜ</h2>
<ul>
<li>Registry code: 16543210</li>
<li>VAT number: EE102345678</li>
<li>Address: Tartu mnt 10, 10117 Tallinn, Estonia</li>
<li>Pharmacy activity licence no. L-12345, issued by Ravimiamet (State Agency of Medicines), with distance selling endorsement</li>
<li>Responsible pharmacist (proviisor): Mari Tamm</li>
</ul>
<h2>Customer service</h2>
<ul>
<li>Phone: +372 600 1234</li>
<li>E-mail: info@apteek.ee</li>
{{opening-hours-list}}
</ul>
<p>For free advice on medicines, talk to a pharmacist in the chat on our website. When asking about an order, include the order number. More on the <a href="/customer-service">customer service</a> page.</p>
<h2>Pharmacies</h2>
<p>Apteek Kesklinn, Tartu mnt 10, Tallinn, and Apteek Tartu, Riia 15, Tartu. Opening hours are on the <a href="/store-locator">our pharmacies</a> page.</p>
<h2>Supervisory authorities</h2>
<p>In Estonia pharmacies are supervised by Ravimiamet (State Agency of Medicines), Nooruse 1, 50411 Tartu, phone +372 737 4140, e-mail info@ravimiamet.ee. For Finnish customers the competent authority is Fimea (Finnish Medicines Agency), Helsinki, phone +358 29 522 3341.</p>
<h2>Partners and media</h2>
<p>Suppliers, partners and journalists can write to info@apteek.ee with the subject “Partnership”. Please do not send prescription or health information by e-mail; use the pharmacist chat for that.</p>
<h2>Feedback</h2>
<p>Your opinion helps us improve. Send praise, suggestions and complaints to info@apteek.ee. We reply within one working day, and to claims within 15 days at the latest. Requests about personal data are handled as described in our <a href="/privacy">privacy policy</a>.</p>`,
    ru: `<h2>Apteek OÜ</h2>
<ul>
<li>Регистрационный код: 16543210</li>
<li>Номер плательщика НДС: EE102345678</li>
<li>Адрес: Tartu mnt 10, 10117 Таллинн, Эстония</li>
<li>Лицензия на аптечную деятельность № L-12345, выдана Департаментом лекарственных средств (Ravimiamet), с правом дистанционной продажи</li>
<li>Ответственный провизор: Мари Тамм</li>
</ul>
<h2>Служба поддержки</h2>
<ul>
<li>Телефон: +372 600 1234</li>
<li>E-mail: info@apteek.ee</li>
{{opening-hours-list}}
</ul>
<p>Бесплатную консультацию по лекарствам даёт фармацевт в чате на нашем сайте. Если вопрос касается заказа, укажите его номер. Подробнее — на странице <a href="/customer-service">Служба поддержки</a>.</p>
<h2>Аптеки</h2>
<p>Apteek Kesklinn, Tartu mnt 10, Таллинн, и Apteek Tartu, Riia 15, Тарту. Часы работы указаны на странице <a href="/store-locator">Наши аптеки</a>.</p>
<h2>Надзорные органы</h2>
<p>В Эстонии надзор за аптеками осуществляет Департамент лекарственных средств (Ravimiamet), Nooruse 1, 50411 Тарту, телефон +372 737 4140, e-mail info@ravimiamet.ee. Для клиентов из Финляндии компетентный орган — Агентство по лекарственным средствам Финляндии Fimea, Хельсинки, телефон +358 29 522 3341.</p>
<h2>Партнёрам и СМИ</h2>
<p>Поставщики, партнёры и журналисты могут писать на info@apteek.ee, указав в теме «Сотрудничество». Пожалуйста, не отправляйте данные рецептов и о здоровье по электронной почте — для этого есть чат с фармацевтом.</p>
<h2>Отзывы</h2>
<p>Ваше мнение помогает нам становиться лучше. Благодарности, предложения и жалобы отправляйте на info@apteek.ee. Мы отвечаем в течение одного рабочего дня, на претензии — не позднее чем через 15 дней. Запросы, связанные с персональными данными, рассматриваются согласно <a href="/privacy">политике конфиденциальности</a>.</p>`,
  },
};
