import type { SeedCmsPage } from '../../../source-types.ts';

export const legalPage: SeedCmsPage = {
  identifier: 'legal',
  position: 1,
  title: {
    et: 'Müügitingimused',
    fi: 'Myyntiehdot',
    en: 'Terms and conditions',
    ru: 'Условия продажи',
  },
  metaDescription: {
    et: 'Apteek OÜ e-apteegi müügitingimused: müüja andmed, tegevusluba, hinnad, tellimine, maksmine, tarne, tagastamine ja pretensioonid.',
    fi: 'Apteek OÜ:n verkkoapteekin myyntiehdot: myyjän tiedot, toimilupa, hinnat, tilaaminen, maksaminen, toimitus, palautukset ja reklamaatiot.',
    en: 'Terms and conditions of the Apteek OÜ online pharmacy: seller details, licence, prices, ordering, payment, delivery, returns and complaints.',
    ru: 'Условия продажи интернет-аптеки Apteek OÜ: данные продавца, лицензия, цены, оформление заказа, оплата, доставка, возврат и претензии.',
  },
  content: {
    et: `<h2>Müüja</h2>
<p>E-apteeki haldab <strong>Apteek OÜ</strong> (registrikood 16543210, KMKR nr EE102345678), Tartu mnt 10, 10117 Tallinn. Apteek OÜ-l on Ravimiameti väljastatud apteegiteenuse tegevusluba nr L-12345 koos ravimite kaugmüügi õigusega. Vastutav proviisor on Mari Tamm.</p>
<h2>Tingimuste kehtivus</h2>
<p>Need tingimused kehtivad kõigile tellimustele, mis tehakse meie e-apteegi eesti-, soome-, inglis- ja venekeelses poes. Tellimuse kinnitamisega nõustute tellimise hetkel kehtivate tingimustega.</p>
<h2>Tooted ja hinnad</h2>
<ul>
<li>Müüme käsimüügiravimeid, digiretsepti alusel retseptiravimeid ning muid apteegikaupu: vitamiine ja toidulisandeid, nahahooldustooteid, hügieenitarbeid, ema- ja beebitooteid ning terviseseadmeid.</li>
<li>Narkootilisi ja psühhotroopseid ravimeid ning anaboolseid steroide internetis ei müüda.</li>
<li>Hinnad on eurodes ja sisaldavad käibemaksu. Eestis on ravimite käibemaks 9% ja muude kaupade käibemaks 24%; Soome saatmisel kehtivad Soome määrad.</li>
<li>Retseptiravimi lõplik hind koos Tervisekassa soodustusega kuvatakse retseptikeskuses ja ostukorvis enne maksmist.</li>
</ul>
<h2>Tellimine</h2>
<p>Tellida saab külalisena või kasutajakontoga. Leping loetakse sõlmituks, kui saadame tellimuse kinnituse e-postile. Enne ravimeid sisaldava tellimuse kinnitamist saate nõu küsida meie proviisorilt vestlusaknas. Kui toodet ei ole laos või aadressiandmed on vigased, võime tellimuse tühistada ja tagastame makstud summa 14 päeva jooksul.</p>
<h2>Maksmine ja tarne</h2>
<p>Tasuda saab pangalingiga (Swedbank, SEB, LHV, Luminor, Coop Pank), Visa või Mastercardi kaardiga, Soomes Paytraili kaudu ning kulleriga tarnimisel ka lunamaksuga. Tarneviisid ja hinnad leiate lehelt <a href="/delivery">Tarne</a>. Ravimid toimetatakse kohale 3 tööpäeva jooksul tellimuse kinnitamisest ja antakse üle ainult isikut tõendava dokumendi alusel.</p>
<h2>Tagastamine ja pretensioonid</h2>
<p>Ravimeid tagasi ei võeta. Muid kaupu saab tagastada 14 päeva jooksul, vaata lehte <a href="/returns">Tagastamine</a>. Puudusega kauba kohta saab pretensiooni esitada kahe aasta jooksul alates kauba kättesaamisest. Kui me kokkuleppele ei jõua, võite pöörduda Tarbijakaitse ja Tehnilise Järelevalve Ameti juures tegutseva tarbijavaidluste komisjoni poole.</p>
<h2>Isikuandmed ja kohaldatav õigus</h2>
<p>Isiku- ja terviseandmeid töötleme vastavalt meie <a href="/privacy">privaatsuspoliitikale</a>. Tingimustele kohaldatakse Eesti õigust.</p>`,
    fi: `<h2>Myyjä</h2>
<p>Verkkoapteekkia ylläpitää <strong>Apteek OÜ</strong> (Viron kaupparekisterinumero 16543210, ALV-tunniste EE102345678), Tartu mnt 10, 10117 Tallinna, Viro. Apteek OÜ:lla on Viron lääkeviraston Ravimiametin myöntämä apteekkitoimilupa nro L-12345, johon sisältyy lääkkeiden etämyyntioikeus. Vastaava proviisori on Mari Tamm.</p>
<h2>Ehtojen soveltaminen</h2>
<p>Näitä ehtoja sovelletaan kaikkiin tilauksiin, jotka tehdään verkkoapteekkimme viron-, suomen-, englannin- tai venäjänkielisessä kaupassa. Vahvistamalla tilauksen hyväksyt tilaushetkellä voimassa olevat ehdot.</p>
<h2>Tuotteet ja hinnat</h2>
<ul>
<li>Myymme itsehoitolääkkeitä, sähköisellä reseptillä määrättyjä reseptilääkkeitä sekä muita apteekkituotteita: vitamiineja ja ravintolisiä, ihonhoitotuotteita, hygieniatuotteita, äitiys- ja vauvatuotteita sekä terveyslaitteita.</li>
<li>Huumausaineiksi tai psykotrooppisiksi aineiksi luokiteltuja lääkkeitä ja anabolisia steroideja emme myy verkossa.</li>
<li>Hinnat ovat euroina ja sisältävät arvonlisäveron. Suomeen toimitettaviin tilauksiin sovelletaan Suomen verokantoja.</li>
<li>Reseptilääkkeen lopullinen hinta näytetään ostoskorissa ennen maksamista.</li>
</ul>
<h2>Tilaaminen</h2>
<p>Voit tilata vierailijana tai asiakastilillä. Sopimus syntyy, kun lähetämme tilausvahvistuksen sähköpostiisi. Ennen lääkkeitä sisältävän tilauksen vahvistamista voit kysyä neuvoa proviisoriltamme chatissa. Voimme perua tilauksen, jos tuote on loppunut varastosta tai osoitetiedot ovat virheelliset. Tällöin palautamme maksetun summan 14 päivän kuluessa.</p>
<h2>Maksaminen ja toimitus</h2>
<p>Suomessa maksat Paytrailin kautta verkkopankilla, kortilla tai mobiilimaksulla. Virossa käytössä ovat pankkilinkit (Swedbank, SEB, LHV, Luminor, Coop Pank), Visa- ja Mastercard-kortit sekä kuriiritoimituksissa jälkivaatimus. Toimitustavat ja hinnat löydät <a href="/delivery">toimitussivulta</a>. Lääkkeet toimitetaan 3 arkipäivän kuluessa tilauksen vahvistamisesta, ja ne luovutetaan vain henkilöllisyystodistusta vastaan.</p>
<h2>Palautukset ja reklamaatiot</h2>
<p>Lääkkeitä ei voi palauttaa. Muut tuotteet voit palauttaa 14 päivän kuluessa, katso <a href="/returns">palautukset</a>. Virheellisestä tuotteesta voit reklamoida kahden vuoden kuluessa sen vastaanottamisesta. Jos emme pääse yhteisymmärrykseen, voit kääntyä Viron kuluttajariitalautakunnan puoleen.</p>
<h2>Henkilötiedot ja sovellettava laki</h2>
<p>Käsittelemme henkilö- ja terveystietoja <a href="/privacy">tietosuojaselosteen</a> mukaisesti. Ehtoihin sovelletaan Viron lakia.</p>`,
    en: `<h2>Seller</h2>
<p>The online pharmacy is operated by <strong>Apteek OÜ</strong> (registry code 16543210, VAT number EE102345678), Tartu mnt 10, 10117 Tallinn, Estonia. Apteek OÜ holds pharmacy activity licence no. L-12345 issued by Ravimiamet (State Agency of Medicines), with an endorsement for distance selling of medicines. The responsible pharmacist (proviisor) is Mari Tamm.</p>
<h2>Scope</h2>
<p>These terms apply to all orders placed in the Estonian, Finnish, English and Russian versions of our online pharmacy. By confirming an order you accept the terms in force at the time of ordering.</p>
<h2>Products and prices</h2>
<ul>
<li>We sell over-the-counter medicines, prescription medicines on a digital prescription and other pharmacy goods: vitamins and supplements, skin care, hygiene, mother and baby products and health devices.</li>
<li>Narcotic and psychotropic medicines and anabolic steroids are not sold online.</li>
<li>Prices are in euros and include VAT. In Estonia medicines carry 9% VAT and other goods 24%; orders delivered to Finland carry Finnish rates.</li>
<li>The final price of a prescription medicine, including the Tervisekassa discount, is shown in the prescription centre and in the basket before payment.</li>
</ul>
<h2>Ordering</h2>
<p>You can order as a guest or with an account. The contract is concluded when we send the order confirmation by e-mail. Before confirming an order with medicines you can consult our pharmacist in the chat. If a product is out of stock or the address contains invalid data, we may cancel the order and refund any amount paid within 14 days.</p>
<h2>Payment and delivery</h2>
<p>You can pay by bank link (Swedbank, SEB, LHV, Luminor, Coop Pank), by Visa or Mastercard, through Paytrail in Finland, and in cash on delivery when the order comes by courier. Delivery methods and prices are listed on the <a href="/delivery">delivery page</a>. Medicines are delivered within 3 working days of confirmation and handed over only against an identity document.</p>
<h2>Returns and complaints</h2>
<p>Medicines cannot be returned. Other products can be returned within 14 days, see <a href="/returns">returns</a>. A claim about a defective product can be made within two years of receipt. If we cannot reach an agreement, you may turn to the Consumer Disputes Committee of the Consumer Protection and Technical Regulatory Authority.</p>
<h2>Personal data and governing law</h2>
<p>We process personal and health data as described in our <a href="/privacy">privacy policy</a>. These terms are governed by Estonian law.</p>`,
    ru: `<h2>Продавец</h2>
<p>Интернет-аптеку администрирует <strong>Apteek OÜ</strong> (регистрационный код 16543210, номер плательщика НДС EE102345678), Tartu mnt 10, 10117 Таллинн, Эстония. Apteek OÜ имеет лицензию на аптечную деятельность № L-12345, выданную Департаментом лекарственных средств (Ravimiamet), с правом дистанционной продажи лекарств. Ответственный провизор — Мари Тамм.</p>
<h2>Область применения</h2>
<p>Настоящие условия действуют для всех заказов, оформленных в эстонской, финской, английской и русской версиях нашей интернет-аптеки. Подтверждая заказ, вы соглашаетесь с условиями, действующими на момент его оформления.</p>
<h2>Товары и цены</h2>
<ul>
<li>Мы продаём безрецептурные лекарства, рецептурные лекарства по цифровому рецепту и другие аптечные товары: витамины и пищевые добавки, средства по уходу за кожей, гигиенические товары, товары для мамы и малыша, медицинские приборы.</li>
<li>Наркотические и психотропные лекарства, а также анаболические стероиды через интернет не продаются.</li>
<li>Цены указаны в евро и включают НДС. В Эстонии НДС на лекарства составляет 9%, на прочие товары — 24%; при доставке в Финляндию применяются финские ставки.</li>
<li>Окончательная цена рецептурного лекарства с учётом скидки Кассы здоровья (Tervisekassa) отображается в рецептурном центре и в корзине до оплаты.</li>
</ul>
<h2>Оформление заказа</h2>
<p>Заказ можно оформить как гость или через учётную запись. Договор считается заключённым, когда мы отправляем подтверждение заказа по электронной почте. Перед подтверждением заказа с лекарствами вы можете получить консультацию провизора в чате. Если товара нет на складе или в адресе указаны неверные данные, мы можем отменить заказ и вернём уплаченную сумму в течение 14 дней.</p>
<h2>Оплата и доставка</h2>
<p>Оплатить заказ можно через банковские ссылки (Swedbank, SEB, LHV, Luminor, Coop Pank), картой Visa или Mastercard, в Финляндии — через Paytrail, а при доставке курьером — наложенным платежом. Способы и стоимость доставки описаны на странице <a href="/delivery">Доставка</a>. Лекарства доставляются в течение 3 рабочих дней после подтверждения заказа и выдаются только при предъявлении документа, удостоверяющего личность.</p>
<h2>Возврат и претензии</h2>
<p>Лекарства возврату не подлежат. Прочие товары можно вернуть в течение 14 дней, подробнее на странице <a href="/returns">Возврат</a>. Претензию о недостатках товара можно подать в течение двух лет с момента получения. Если нам не удастся договориться, вы можете обратиться в комиссию по потребительским спорам при Департаменте защиты прав потребителей и технического надзора.</p>
<h2>Персональные данные и применимое право</h2>
<p>Персональные данные и данные о здоровье обрабатываются согласно нашей <a href="/privacy">политике конфиденциальности</a>. К настоящим условиям применяется право Эстонии.</p>`,
  },
};
