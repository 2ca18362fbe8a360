import type { SeedCmsPage } from '../../../source-types.ts';

export const nonMedicineLogisticsPage: SeedCmsPage = {
  identifier: 'non-medicine-logistics',
  position: 6,
  title: {
    et: 'Muude toodete tarne',
    fi: 'Muiden tuotteiden toimitus',
    en: 'Delivery of other products',
    ru: 'Доставка других товаров',
  },
  metaDescription: {
    et: 'Vitamiinide, kosmeetika, hügieenitarvete, beebitoodete ja terviseseadmete tarne: kuller, pakiautomaadid, kättesaamine apteegist ja segatellimused.',
    fi: 'Vitamiinien, kosmetiikan, hygieniatuotteiden, vauvatuotteiden ja terveyslaitteiden toimitus: kuriiri, pakettiautomaatit, nouto ja yhdistelmätilaukset.',
    en: 'Delivery of vitamins, cosmetics, hygiene, baby products and health devices: courier, parcel machines, pharmacy pickup and mixed orders.',
    ru: 'Доставка витаминов, косметики, средств гигиены, детских товаров и медицинских приборов: курьер, пакоматы, самовывоз и смешанные заказы.',
  },
  content: {
    et: `<h2>Kui tellimuses ei ole ravimeid</h2>
<p>Vitamiinid ja toidulisandid, nahahooldustooted, hügieenitarbed, ema- ja beebitooted ning terviseseadmed ei ole ravimid, seega kehtivad neile tavalise e-kaubanduse reeglid. Tellimused pakitakse meie Tallinna apteegis.</p>
<ul>
<li>Saadaval on kõik tarneviisid: kuller, Omniva, DPD ja SmartPosti pakiautomaadid ning kättesaamine meie apteekidest Tallinnas ja Tartus.</li>
<li>Tööpäeval kinnitatud tellimus jõuab kohale tavaliselt 1–3 tööpäevaga. Tallinnas ja Tartus toob kuller tellimuse samal päeval 2 tunni jooksul, kui see on kinnitatud tööpäeval enne kella 17.00 või laupäeval enne kella 14.00.</li>
<li>Isikut tõendavat dokumenti ei ole vaja: saadetise võib vastu võtta iga inimene tarneaadressil.</li>
<li>Pakiautomaadis ootab saadetis 7 päeva.</li>
</ul>
<h2>Segatellimused</h2>
<p>Kui tellimuses on nii ravimeid kui ka muid tooteid, saadame kõik ühes pakis ja kehtivad ravimite reeglid: tarne 3 tööpäeva jooksul, üleandmine isikut tõendava dokumendi alusel ja pakiautomaadist kättesaamine 3 päeva jooksul. Vaata lehte <a href="/medicine-logistics">Ravimite säilitamine ja tarne</a>.</p>
<h2>Temperatuuritundlikud tooted</h2>
<p>Mõned probiootikumid, kreemid ja seerumid tuleb hoida temperatuuril 2–8 °C. Sellised tooted, olgu ravimid või mitte, toimetame ainult kulleriga või saab need kätte apteegist. Suvekuumuse ja talvise pakasega soovitame kullertarnet ka teiste kosmeetikatoodete puhul.</p>
<h2>Pakend</h2>
<p>Kasutame taaskasutatavaid papist karpe ja paberist täitematerjali. Delikaatsed tooted, näiteks rasedustestid ja intiimhügieenitooted, pakime neutraalsesse pakendisse, millelt sisu ei ole näha.</p>
<h2>Tagastamine</h2>
<p>Muid tooteid peale ravimite saab tagastada 14 päeva jooksul alates kättesaamisest, kui toode on kasutamata ja originaalpakendis. Vaata lehte <a href="/returns">Tagastamine</a>.</p>`,
    fi: `<h2>Kun tilauksessa ei ole lääkkeitä</h2>
<p>Vitamiinit ja ravintolisät, ihonhoitotuotteet, hygieniatuotteet, äitiys- ja vauvatuotteet sekä terveyslaitteet eivät ole lääkkeitä, joten niihin sovelletaan tavallisen verkkokaupan sääntöjä. Tilaukset pakataan Tallinnan apteekissamme.</p>
<ul>
<li>Virossa käytössä ovat kaikki toimitustavat: kuriiri, Omnivan, DPD:n ja SmartPostin pakettiautomaatit sekä nouto apteekeistamme Tallinnassa ja Tartossa.</li>
<li>Suomeen toimitamme kuriirilla ja SmartPostin pakettiautomaatteihin 2–3 arkipäivässä.</li>
<li>Virossa arkipäivänä vahvistettu tilaus saapuu yleensä 1–3 arkipäivässä. Tallinnassa ja Tartossa kuriiri tuo tilauksen samana päivänä 2 tunnin kuluessa, jos se on vahvistettu arkipäivänä ennen klo 17.00 tai lauantaina ennen klo 14.00.</li>
<li>Henkilöllisyystodistusta ei tarvita: lähetyksen voi vastaanottaa kuka tahansa toimitusosoitteessa.</li>
<li>Lähetys odottaa pakettiautomaatissa 7 päivää.</li>
</ul>
<h2>Yhdistelmätilaukset</h2>
<p>Jos tilauksessa on sekä lääkkeitä että muita tuotteita, lähetämme kaiken yhdessä paketissa, ja silloin noudatetaan lääkkeitä koskevia sääntöjä: toimitus 3 arkipäivän kuluessa, luovutus henkilöllisyystodistusta vastaan ja nouto pakettiautomaatista 3 päivän kuluessa. Katso <a href="/medicine-logistics">lääkkeiden säilytys ja toimitus</a>.</p>
<h2>Lämpötilalle herkät tuotteet</h2>
<p>Eräät maitohappobakteerivalmisteet, voiteet ja seerumit on säilytettävä 2–8 °C:ssa. Tällaiset tuotteet toimitetaan vain kuriirilla tai noudettavaksi apteekista, olivatpa ne lääkkeitä tai eivät. Kesähelteellä ja talvipakkasella suosittelemme kuriiritoimitusta myös muille kosmetiikkatuotteille.</p>
<h2>Pakkaus</h2>
<p>Käytämme kierrätettäviä pahvilaatikoita ja paperista täytemateriaalia. Arkaluonteiset tuotteet, kuten raskaustestit ja intiimihygieniatuotteet, pakkaamme neutraaliin pakkaukseen, josta sisältö ei näy.</p>
<h2>Palautukset</h2>
<p>Muut kuin lääketuotteet voit palauttaa 14 päivän kuluessa vastaanottamisesta, kun tuote on käyttämätön ja alkuperäisessä pakkauksessa. Katso <a href="/returns">palautukset</a>.</p>`,
    en: `<h2>When your order contains no medicines</h2>
<p>Vitamins and supplements, skin care, hygiene, mother and baby products and health devices are not medicines, so the usual rules of online shopping apply to them. Orders are packed in our Tallinn pharmacy.</p>
<ul>
<li>All delivery methods are available: courier, Omniva, DPD and SmartPosti parcel machines, and pickup in our pharmacies in Tallinn and Tartu.</li>
<li>An order confirmed on a working day usually arrives in 1–3 working days. In Tallinn and Tartu the courier delivers on the same day within 2 hours if the order is confirmed on a weekday before 17:00 or on Saturday before 14:00.</li>
<li>No identity document is needed: anyone at the delivery address may accept the parcel.</li>
<li>A parcel waits in the parcel machine for 7 days.</li>
</ul>
<h2>Mixed orders</h2>
<p>If your order contains both medicines and other products, we send everything in one parcel and the rules for medicines apply: delivery within 3 working days, handover against an identity document and collection from a parcel machine within 3 days. See <a href="/medicine-logistics">storage and delivery of medicines</a>.</p>
<h2>Temperature-sensitive products</h2>
<p>Some probiotics, creams and serums must be kept at 2–8 °C. Such products, whether medicines or not, are delivered only by courier or can be picked up in the pharmacy. In summer heat and winter frost we recommend courier delivery for other cosmetics too.</p>
<h2>Packaging</h2>
<p>We use recyclable cardboard boxes and paper filling. Sensitive products such as pregnancy tests and intimate hygiene products are packed in neutral packaging that does not reveal the contents.</p>
<h2>Returns</h2>
<p>Products other than medicines can be returned within 14 days of receipt if they are unused and in their original packaging. See <a href="/returns">returns</a>.</p>`,
    ru: `<h2>Если в заказе нет лекарств</h2>
<p>Витамины и пищевые добавки, средства по уходу за кожей, гигиенические товары, товары для мамы и малыша и медицинские приборы не являются лекарствами, поэтому на них распространяются обычные правила интернет-торговли. Заказы упаковываются в нашей таллиннской аптеке.</p>
<ul>
<li>Доступны все способы доставки: курьер, пакоматы Omniva, DPD и SmartPosti, а также самовывоз из наших аптек в Таллинне и Тарту.</li>
<li>Заказ, подтверждённый в рабочий день, обычно приходит за 1–3 рабочих дня. В Таллинне и Тарту курьер доставит его в тот же день в течение 2 часов, если заказ подтверждён в будний день до 17:00 или в субботу до 14:00.</li>
<li>Документ, удостоверяющий личность, не нужен: посылку может принять любой человек по адресу доставки.</li>
<li>Посылка ждёт в пакомате 7 дней.</li>
</ul>
<h2>Смешанные заказы</h2>
<p>Если в заказе есть и лекарства, и другие товары, мы отправляем всё одной посылкой, и действуют правила для лекарств: доставка в течение 3 рабочих дней, выдача по документу, удостоверяющему личность, и получение из пакомата в течение 3 дней. См. <a href="/medicine-logistics">хранение и доставку лекарств</a>.</p>
<h2>Товары, чувствительные к температуре</h2>
<p>Некоторые пробиотики, кремы и сыворотки нужно хранить при 2–8 °C. Такие товары, будь то лекарства или нет, доставляются только курьером или выдаются в аптеке. В летнюю жару и зимний мороз мы советуем доставку курьером и для другой косметики.</p>
<h2>Упаковка</h2>
<p>Мы используем картонные коробки, пригодные для переработки, и бумажный наполнитель. Деликатные товары, например тесты на беременность и средства интимной гигиены, упаковываются в нейтральную упаковку, по которой не видно содержимое.</p>
<h2>Возврат</h2>
<p>Товары, не являющиеся лекарствами, можно вернуть в течение 14 дней с момента получения, если они не использовались и находятся в оригинальной упаковке. См. <a href="/returns">Возврат</a>.</p>`,
  },
};
