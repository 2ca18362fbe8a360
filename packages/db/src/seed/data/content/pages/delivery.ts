import type { SeedCmsPage } from '../../../source-types.ts';

export const deliveryPage: SeedCmsPage = {
  identifier: 'delivery',
  position: 13,
  title: {
    et: 'Tarne',
    fi: 'Toimitus',
    en: 'Delivery',
    ru: 'Доставка',
  },
  metaDescription: {
    et: 'Tarneviisid ja hinnad: kuller 5 €, samal päeval 2 tunniga Tallinnas ja Tartus, Omniva, DPD ja SmartPosti pakiautomaadid, tasuta kättesaamine apteegist.',
    fi: 'Toimitustavat ja hinnat: kuriiri 5 €, SmartPostin pakettiautomaatit Suomessa, saman päivän toimitus Tallinnassa ja Tartossa sekä maksuton nouto apteekista.',
    en: 'Delivery methods and prices: courier €5, same-day within 2 hours in Tallinn and Tartu, Omniva, DPD and SmartPosti parcel machines, free pharmacy pickup.',
    ru: 'Способы и стоимость доставки: курьер 5 €, в Таллинне и Тарту в тот же день за 2 часа, пакоматы Omniva, DPD и SmartPosti, бесплатный самовывоз.',
  },
  content: {
    et: `<h2>Tarneviisid ja hinnad</h2>
<table>
<tr><th>Tarneviis</th><th>Hind koos käibemaksuga</th><th>Tarneaeg</th></tr>
<tr><td>Kuller Tallinnas ja Tartus</td><td>5,00 €</td><td>samal päeval 2 tunni jooksul</td></tr>
<tr><td>Kuller mujal Eestis</td><td>5,00 €</td><td>1–3 tööpäeva</td></tr>
<tr><td>Omniva, DPD või SmartPosti pakiautomaat</td><td>2,99 €</td><td>1–3 tööpäeva</td></tr>
<tr><td>Kättesaamine meie apteegist Tallinnas või Tartus</td><td>tasuta</td><td>tavaliselt 2 tunni jooksul</td></tr>
<tr><td>Soome: kuller või SmartPosti pakiautomaat</td><td>5,00 € / 2,99 €</td><td>2–3 tööpäeva</td></tr>
</table>
<h2>Kuller samal päeval</h2>
<p>Tallinnas ja Tartus toob kuller tellimuse 2 tunni jooksul, kui see on kinnitatud tööpäeval enne kella 17.00 või laupäeval enne kella 14.00. Hiljem kinnitatud tellimused toimetame kohale järgmisel tööpäeval. Pühapäeviti ja riigipühadel apteek on suletud ja tarneid ei toimu.</p>
<h2>Ravimite tarne</h2>
<ul>
<li>Ravimid toimetatakse kohale 3 tööpäeva jooksul tellimuse kinnitamisest.</li>
<li>Ravimid antakse üle ainult isikut tõendava dokumendi alusel.</li>
<li>Ravimeid sisaldava paki saab pakiautomaadist kätte 3 päeva jooksul.</li>
<li>Ravimite tarnetasu ei sõltu elukohast, ravimist, tellimuse summast ega ravimite või pakkide arvust, seetõttu on hind kõigile sama.</li>
</ul>
<h2>Külmas säilitatavad tooted</h2>
<p>Tooteid, mida tuleb hoida temperatuuril 2–8 °C, toimetame ainult kulleriga või saab need kätte apteegist. Kui ostukorvis on selline toode, pakiautomaate kassas ei pakuta.</p>
<h2>Tellimuse jälgimine</h2>
<p>Kui tellimus on teele pandud, saadame e-kirja ja SMS-i jälgimislingiga. Kuller helistab enne saabumist. Tellimuse seisu näete ka lehel <a href="/my-account">Minu konto</a>.</p>
<p>Lähemalt: <a href="/medicine-logistics">ravimite säilitamine ja tarne</a> ja <a href="/non-medicine-logistics">muude toodete tarne</a>.</p>`,
    fi: `<h2>Toimitustavat ja hinnat</h2>
<table>
<tr><th>Toimitustapa</th><th>Hinta sis. ALV</th><th>Toimitusaika</th></tr>
<tr><td>Suomi: kuriiri</td><td>5,00 €</td><td>2–3 arkipäivää</td></tr>
<tr><td>Suomi: SmartPostin pakettiautomaatti</td><td>2,99 €</td><td>2–3 arkipäivää</td></tr>
<tr><td>Kuriiri Tallinnassa ja Tartossa</td><td>5,00 €</td><td>samana päivänä 2 tunnin kuluessa</td></tr>
<tr><td>Kuriiri muualla Virossa</td><td>5,00 €</td><td>1–3 arkipäivää</td></tr>
<tr><td>Omnivan, DPD:n tai SmartPostin pakettiautomaatti Virossa</td><td>2,99 €</td><td>1–3 arkipäivää</td></tr>
<tr><td>Nouto apteekistamme Tallinnassa tai Tartossa</td><td>maksuton</td><td>yleensä 2 tunnin kuluessa</td></tr>
</table>
<h2>Saman päivän kuriiri</h2>
<p>Tallinnassa ja Tartossa kuriiri tuo tilauksen 2 tunnin kuluessa, jos se on vahvistettu arkipäivänä ennen klo 17.00 tai lauantaina ennen klo 14.00. Myöhemmin vahvistetut tilaukset toimitetaan seuraavana arkipäivänä. Sunnuntaisin ja Viron yleisinä vapaapäivinä apteekki on suljettu, eikä toimituksia ole.</p>
<h2>Lääkkeiden toimitus</h2>
<ul>
<li>Lääkkeet toimitetaan 3 arkipäivän kuluessa tilauksen vahvistamisesta.</li>
<li>Lääkkeet luovutetaan vain henkilöllisyystodistusta vastaan.</li>
<li>Lääkkeitä sisältävä paketti on noudettava pakettiautomaatista 3 päivän kuluessa.</li>
<li>Lääkkeiden toimitusmaksu ei riipu asuinpaikasta, lääkkeestä, tilauksen arvosta eikä lääkkeiden tai pakettien määrästä, joten hinta on kaikille sama.</li>
</ul>
<h2>Kylmäsäilytettävät tuotteet</h2>
<p>Tuotteet, joita on säilytettävä 2–8 °C:ssa, toimitetaan vain kuriirilla tai noudettavaksi apteekista. Jos ostoskorissa on tällainen tuote, kassalla ei tarjota pakettiautomaatteja.</p>
<h2>Tilauksen seuranta</h2>
<p>Kun tilaus on lähetetty, saat sähköpostin ja tekstiviestin, jossa on seurantalinkki. Kuriiri soittaa ennen saapumistaan. Tilauksen tilan näet myös sivulla <a href="/my-account">Oma tili</a>.</p>
<p>Lisätietoja: <a href="/medicine-logistics">lääkkeiden säilytys ja toimitus</a> ja <a href="/non-medicine-logistics">muiden tuotteiden toimitus</a>.</p>`,
    en: `<h2>Delivery methods and prices</h2>
<table>
<tr><th>Method</th><th>Price incl. VAT</th><th>Delivery time</th></tr>
<tr><td>Courier in Tallinn and Tartu</td><td>5.00 €</td><td>same day, within 2 hours</td></tr>
<tr><td>Courier elsewhere in Estonia</td><td>5.00 €</td><td>1–3 working days</td></tr>
<tr><td>Omniva, DPD or SmartPosti parcel machine</td><td>2.99 €</td><td>1–3 working days</td></tr>
<tr><td>Pickup in our pharmacy in Tallinn or Tartu</td><td>free</td><td>usually within 2 hours</td></tr>
<tr><td>Finland: courier or SmartPosti parcel machine</td><td>5.00 € / 2.99 €</td><td>2–3 working days</td></tr>
</table>
<h2>Same-day courier</h2>
<p>In Tallinn and Tartu the courier delivers within 2 hours if the order is confirmed on a weekday before 17:00 or on Saturday before 14:00. Orders confirmed later are delivered on the next working day. On Sundays and national holidays the pharmacy is closed and there are no deliveries.</p>
<h2>Delivery of medicines</h2>
<ul>
<li>Medicines are delivered within 3 working days of order confirmation.</li>
<li>Medicines are handed over only against an identity document.</li>
<li>A parcel with medicines can be collected from a parcel machine within 3 days.</li>
<li>The delivery fee for medicines does not depend on your place of residence, the medicine, the order value or the number of medicines or parcels, so the price is the same for everyone.</li>
</ul>
<h2>Cold-storage products</h2>
<p>Products that must be kept at 2–8 °C are delivered only by courier or can be picked up in the pharmacy. If your basket contains such a product, parcel machines are not offered in checkout.</p>
<h2>Tracking your order</h2>
<p>When your order is on its way, we send an e-mail and a text message with a tracking link. The courier calls before arriving. You can also see the status of your order under <a href="/my-account">My account</a>.</p>
<p>More: <a href="/medicine-logistics">storage and delivery of medicines</a> and <a href="/non-medicine-logistics">delivery of other products</a>.</p>`,
    ru: `<h2>Способы и стоимость доставки</h2>
<table>
<tr><th>Способ</th><th>Цена с НДС</th><th>Срок доставки</th></tr>
<tr><td>Курьер по Таллинну и Тарту</td><td>5,00 €</td><td>в тот же день, в течение 2 часов</td></tr>
<tr><td>Курьер по остальной Эстонии</td><td>5,00 €</td><td>1–3 рабочих дня</td></tr>
<tr><td>Пакомат Omniva, DPD или SmartPosti</td><td>2,99 €</td><td>1–3 рабочих дня</td></tr>
<tr><td>Самовывоз из нашей аптеки в Таллинне или Тарту</td><td>бесплатно</td><td>обычно в течение 2 часов</td></tr>
<tr><td>Финляндия: курьер или пакомат SmartPosti</td><td>5,00 € / 2,99 €</td><td>2–3 рабочих дня</td></tr>
</table>
<h2>Курьер в тот же день</h2>
<p>В Таллинне и Тарту курьер доставит заказ в течение 2 часов, если он подтверждён в будний день до 17:00 или в субботу до 14:00. Заказы, подтверждённые позже, доставляются на следующий рабочий день. По воскресеньям и в государственные праздники аптека закрыта, доставки нет.</p>
<h2>Доставка лекарств</h2>
<ul>
<li>Лекарства доставляются в течение 3 рабочих дней после подтверждения заказа.</li>
<li>Лекарства выдаются только при предъявлении документа, удостоверяющего личность.</li>
<li>Посылку с лекарствами можно забрать из пакомата в течение 3 дней.</li>
<li>Стоимость доставки лекарств не зависит от места жительства, лекарства, суммы заказа, количества лекарств или посылок, поэтому цена для всех одинакова.</li>
</ul>
<h2>Товары, требующие хранения в холоде</h2>
<p>Товары, которые нужно хранить при 2–8 °C, доставляются только курьером или выдаются в аптеке. Если такой товар есть в корзине, пакоматы при оформлении заказа не предлагаются.</p>
<h2>Отслеживание заказа</h2>
<p>Когда заказ отправлен, мы присылаем письмо и SMS со ссылкой для отслеживания. Курьер звонит перед приездом. Статус заказа можно также посмотреть в разделе <a href="/my-account">Моя учётная запись</a>.</p>
<p>Подробнее: <a href="/medicine-logistics">хранение и доставка лекарств</a> и <a href="/non-medicine-logistics">доставка других товаров</a>.</p>`,
  },
};
