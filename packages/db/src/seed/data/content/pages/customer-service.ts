import type { SeedCmsPage } from '../../../source-types.ts';

export const customerServicePage: SeedCmsPage = {
  identifier: 'customer-service',
  position: 10,
  title: {
    et: 'Klienditeenindus',
    fi: 'Asiakaspalvelu',
    en: 'Customer service',
    ru: 'Служба поддержки',
  },
  metaDescription: {
    et: 'Apteegi klienditeenindus ja proviisori nõustamine: {{opening-hours}}, info@apteek.ee, +372 600 1234. Makseviisid ja ettevõtte arve.',
    fi: 'Apteekin asiakaspalvelu ja farmaseutin neuvonta: {{opening-hours}}, info@apteek.ee, +372 600 1234. Maksutavat ja yrityslasku.',
    en: 'Apteek customer service and pharmacist advice: {{opening-hours}}, info@apteek.ee, +372 600 1234. Payment methods and invoices.',
    ru: 'Служба поддержки и консультации фармацевта: {{opening-hours}}, info@apteek.ee, +372 600 1234. Способы оплаты и счёт на фирму.',
  },
  content: {
    et: `<h2>Oleme abiks</h2>
<p>Apteegi klienditeenindajad ja proviisorid vastavad teie küsimustele tellimuste, tarne, maksete, tagastamise ja ravimite kohta.</p>
<h2>Lahtiolekuajad</h2>
<table>
<tr><th>Päev</th><th>Aeg</th></tr>
{{opening-hours-table}}
</table>
<h2>Kontaktid</h2>
<ul>
<li>Telefon: +372 600 1234</li>
<li>E-post: info@apteek.ee, vastame ühe tööpäeva jooksul</li>
<li>Proviisori vestlusaken veebilehel lahtiolekuaegadel: tasuta ja konfidentsiaalne nõustamine</li>
</ul>
<p>Ravimialane nõustamine vestlusaknas salvestatakse ja seda säilitatakse üks aasta, nagu Ravimiamet internetiapteekidelt nõuab.</p>
<h2>Makseviisid</h2>
<ul>
<li>pangalingid: Swedbank, SEB, LHV, Luminor, Coop Pank;</li>
<li>Visa ja Mastercard;</li>
<li>Soomes Paytrail: Soome internetipangad, kaardid ja mobiilimaksed;</li>
<li>lunamaks kullertarne korral Eestis (ei kehti digitaalsetele toodetele).</li>
</ul>
<h2>Enne pöördumist</h2>
<ul>
<li>Hoidke käepärast tellimuse number: selle leiate kinnituskirjast ja lehelt <a href="/my-account">Minu konto</a>.</li>
<li>Ravimiküsimuse korral nimetage ravim ja kellele see on mõeldud. Ärge saatke retsepti- ega terviseandmeid e-postiga, kasutage vestlusakent või telefoni.</li>
</ul>
<h2>Hilinenud või kahjustatud pakk</h2>
<p>Kui pakk hilineb, on kahjustatud või sellest puudub midagi, võtke meiega ühendust samal päeval, kui seda märkate. Kontrollime tarnet vedajaga ja vajaduse korral saadame puuduvad või asendustooted meie kulul.</p>
<h2>Ettevõtte arve ja kõrvaltoimed</h2>
<p>Ettevõtte arve saamiseks sisestage kassas ettevõtte nimi ja KMKR number. Kui märkate ravimi kõrvaltoimet, andke sellest teada meie proviisorile. Kõrvaltoimest võite teatada ka otse Ravimiametile, Soomes Fimeale.</p>
<p>Vaata ka: <a href="/faq">korduma kippuvad küsimused</a>, <a href="/delivery">tarne</a> ja <a href="/returns">tagastamine</a>.</p>`,
    fi: `<h2>Autamme mielellämme</h2>
<p>Apteekin asiakaspalvelijat ja farmaseutit vastaavat kysymyksiisi tilauksista, toimituksista, maksuista, palautuksista ja lääkkeistä. Palvelemme myös suomeksi.</p>
<h2>Aukioloajat</h2>
<table>
<tr><th>Päivä</th><th>Aika</th></tr>
{{opening-hours-table}}
</table>
<h2>Yhteystiedot</h2>
<ul>
<li>Puhelin: +372 600 1234</li>
<li>Sähköposti: info@apteek.ee, vastaamme yhden arkipäivän kuluessa</li>
<li>Farmaseutin chat verkkosivulla aukioloaikoina: maksuton ja luottamuksellinen neuvonta</li>
</ul>
<p>Chatissa annettu lääkeneuvonta tallennetaan ja säilytetään vuoden ajan, kuten Viron lääkevirasto Ravimiamet edellyttää verkkoapteekeilta.</p>
<h2>Maksutavat</h2>
<ul>
<li>Suomessa Paytrail: suomalaiset verkkopankit, maksukortit ja mobiilimaksut;</li>
<li>Virossa pankkilinkit: Swedbank, SEB, LHV, Luminor, Coop Pank;</li>
<li>Visa ja Mastercard;</li>
<li>jälkivaatimus kuriiritoimituksissa Virossa (ei koske digitaalisia tuotteita).</li>
</ul>
<h2>Ennen yhteydenottoa</h2>
<ul>
<li>Pidä tilausnumero käden ulottuvilla: löydät sen tilausvahvistuksesta ja sivulta <a href="/my-account">Oma tili</a>.</li>
<li>Lääkettä koskevassa kysymyksessä kerro lääkkeen nimi ja kenelle se on tarkoitettu. Älä lähetä resepti- tai terveystietoja sähköpostilla, vaan käytä chattia tai puhelinta.</li>
</ul>
<h2>Myöhästynyt tai vaurioitunut paketti</h2>
<p>Jos paketti myöhästyy, on vaurioitunut tai siitä puuttuu jotain, ota meihin yhteyttä samana päivänä, kun huomaat asian. Selvitämme toimituksen kuljetusyhtiön kanssa ja lähetämme tarvittaessa puuttuvat tai korvaavat tuotteet omalla kustannuksellamme.</p>
<h2>Yrityslasku ja haittavaikutukset</h2>
<p>Saat yrityslaskun, kun syötät kassalla yrityksen nimen ja ALV-tunnisteen. Jos huomaat lääkkeen haittavaikutuksen, kerro siitä farmaseutillemme. Voit ilmoittaa haittavaikutuksesta myös suoraan Fimealle tai Virossa Ravimiametille.</p>
<p>Katso myös: <a href="/faq">usein kysytyt kysymykset</a>, <a href="/delivery">toimitus</a> ja <a href="/returns">palautukset</a>.</p>`,
    en: `<h2>We are here to help</h2>
<p>Our customer service staff and pharmacists answer your questions about orders, deliveries, payments, returns and medicines.</p>
<h2>Opening hours</h2>
<table>
<tr><th>Day</th><th>Hours</th></tr>
{{opening-hours-table}}
</table>
<h2>Contacts</h2>
<ul>
<li>Phone: +372 600 1234</li>
<li>E-mail: info@apteek.ee, we reply within one working day</li>
<li>Pharmacist chat on the website during opening hours: free and confidential advice</li>
</ul>
<p>Medicine counselling in the chat is recorded and kept for one year, as Ravimiamet requires of online pharmacies.</p>
<h2>Payment methods</h2>
<ul>
<li>bank links: Swedbank, SEB, LHV, Luminor, Coop Pank;</li>
<li>Visa and Mastercard;</li>
<li>in Finland, Paytrail: Finnish online banks, cards and mobile payments;</li>
<li>cash on delivery with courier delivery in Estonia (not for digital products).</li>
</ul>
<h2>Before you contact us</h2>
<ul>
<li>Keep your order number at hand: you will find it in the confirmation e-mail and under <a href="/my-account">My account</a>.</li>
<li>For a question about a medicine, tell us the medicine and who it is for. Do not send prescription or health details by e-mail; use the chat or phone instead.</li>
</ul>
<h2>Late or damaged parcel</h2>
<p>If your parcel is late, damaged or incomplete, contact us on the day you notice it. We check the delivery with the carrier and, where needed, send the missing or replacement products at our cost.</p>
<h2>Company invoices and side effects</h2>
<p>For a company invoice, enter the company name and VAT number in checkout. If you notice a side effect of a medicine, tell our pharmacist. You can also report a suspected side effect directly to Ravimiamet, or in Finland to Fimea.</p>
<p>See also: <a href="/faq">frequently asked questions</a>, <a href="/delivery">delivery</a> and <a href="/returns">returns</a>.</p>`,
    ru: `<h2>Мы готовы помочь</h2>
<p>Сотрудники службы поддержки и фармацевты ответят на ваши вопросы о заказах, доставке, оплате, возврате и лекарствах. Мы обслуживаем и на русском языке.</p>
<h2>Часы работы</h2>
<table>
<tr><th>День</th><th>Время</th></tr>
{{opening-hours-table}}
</table>
<h2>Контакты</h2>
<ul>
<li>Телефон: +372 600 1234</li>
<li>E-mail: info@apteek.ee, отвечаем в течение одного рабочего дня</li>
<li>Чат с фармацевтом на сайте в часы работы: бесплатная и конфиденциальная консультация</li>
</ul>
<p>Консультации по лекарствам в чате записываются и хранятся один год, как того требует Ravimiamet от интернет-аптек.</p>
<h2>Способы оплаты</h2>
<ul>
<li>банковские ссылки: Swedbank, SEB, LHV, Luminor, Coop Pank;</li>
<li>Visa и Mastercard;</li>
<li>в Финляндии Paytrail: финские интернет-банки, карты и мобильные платежи;</li>
<li>наложенный платёж при доставке курьером по Эстонии (не для цифровых товаров).</li>
</ul>
<h2>Перед обращением</h2>
<ul>
<li>Держите под рукой номер заказа: он указан в письме-подтверждении и в разделе <a href="/my-account">Моя учётная запись</a>.</li>
<li>Задавая вопрос о лекарстве, назовите препарат и для кого он предназначен. Не отправляйте данные рецепта или о здоровье по электронной почте — воспользуйтесь чатом или телефоном.</li>
</ul>
<h2>Посылка задерживается или повреждена</h2>
<p>Если посылка задерживается, повреждена или неполная, свяжитесь с нами в тот же день, когда это заметили. Мы проверим доставку у перевозчика и при необходимости за свой счёт отправим недостающие товары или замену.</p>
<h2>Счёт на фирму и побочные действия</h2>
<p>Чтобы получить счёт на фирму, укажите при оформлении заказа название фирмы и номер плательщика НДС. Если вы заметили побочное действие лекарства, сообщите об этом нашему фармацевту. О подозрении на побочное действие можно сообщить и напрямую в Ravimiamet, а в Финляндии — в Fimea.</p>
<p>См. также: <a href="/faq">частые вопросы</a>, <a href="/delivery">доставка</a> и <a href="/returns">возврат</a>.</p>`,
  },
};
