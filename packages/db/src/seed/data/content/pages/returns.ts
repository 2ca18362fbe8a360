import type { SeedCmsPage } from '../../../source-types.ts';

export const returnsPage: SeedCmsPage = {
  identifier: 'returns',
  position: 14,
  title: {
    et: 'Tagastamine',
    fi: 'Palautukset',
    en: 'Returns',
    ru: 'Возврат',
  },
  metaDescription: {
    et: 'Ravimeid tagasi ei võeta. Muid tooteid saab tagastada 14 päeva jooksul. Kuidas tagastada, millal raha tagastatakse ja kuidas esitada pretensiooni.',
    fi: 'Lääkkeitä ei oteta takaisin. Muut tuotteet voi palauttaa 14 päivän kuluessa. Näin palautat tuotteen, saat rahat takaisin ja teet reklamaation.',
    en: 'Medicines cannot be returned. Other products can be returned within 14 days. How to return, when you get your money back and how to make a complaint.',
    ru: 'Лекарства возврату не подлежат. Другие товары можно вернуть в течение 14 дней. Как оформить возврат, когда вернутся деньги и как подать претензию.',
  },
  content: {
    et: `<h2>Ravimeid tagasi ei võeta</h2>
<p>Kõigi klientide ohutuse huvides ei saa ravimeid, ei retsepti- ega käsimüügiravimeid, pärast apteegist lahkumist tagastada ega vahetada, sest me ei saa tagada, et neid on õigesti säilitatud. See kehtib ka külmas säilitatavate toodete kohta. Kui te pole ravimi valikus kindel, küsige enne tellimist nõu meie proviisorilt.</p>
<p>Kui saite vale, kahjustatud või aegunud ravimi, võtke meiega kohe ühendust. Asendame ravimi või tagastame raha. See on pretensioon, mitte tagastus.</p>
<h2>Muude toodete tagastamine 14 päeva jooksul</h2>
<ul>
<li>Teil on õigus lepingust taganeda põhjust esitamata 14 päeva jooksul alates paki kättesaamisest.</li>
<li>Toode peab olema kasutamata ja originaalpakendis. Hügieenitarbeid, kosmeetikat ja kompressioonsukki võtame tagasi ainult avamata pakendis.</li>
<li>Tagastamise kulud kannab klient, välja arvatud juhul, kui toode on vigane või saatsime vale toote.</li>
<li>Raha tagastame 14 päeva jooksul taganemisavalduse saamisest samale makseviisile, kuid võime oodata, kuni kaup on meieni jõudnud.</li>
</ul>
<h2>Kuidas tagastada</h2>
<ol>
<li>Kirjutage aadressil info@apteek.ee, märkides tellimuse numbri ja tagastatavad tooted.</li>
<li>Saadame teile tagastusjuhised.</li>
<li>Saatke toode pakiautomaadi kaudu Apteek OÜ-le või tooge see meie apteeki Tallinnas või Tartus.</li>
</ol>
<h2>Pretensioonid</h2>
<p>Puudusega kauba kohta saate pretensiooni esitada kahe aasta jooksul alates kättesaamisest. Vastame 15 päeva jooksul. Kui me kokkuleppele ei jõua, võite pöörduda tarbijavaidluste komisjoni poole. Tingimused leiate lehelt <a href="/legal">Müügitingimused</a>.</p>`,
    fi: `<h2>Lääkkeitä ei oteta takaisin</h2>
<p>Kaikkien asiakkaiden turvallisuuden vuoksi lääkkeitä ei voi palauttaa eikä vaihtaa sen jälkeen, kun ne ovat lähteneet apteekista. Tämä koskee sekä resepti- että itsehoitolääkkeitä, koska emme voi varmistaa, että niitä on säilytetty oikein. Tämä koskee myös kylmäsäilytettäviä tuotteita. Jos et ole varma lääkkeen valinnasta, kysy neuvoa farmaseutiltamme ennen tilaamista.</p>
<p>Jos sait väärän, vahingoittuneen tai vanhentuneen lääkkeen, ota meihin heti yhteyttä. Vaihdamme lääkkeen tai palautamme rahat. Kyse on silloin reklamaatiosta, ei palautuksesta.</p>
<h2>Muiden tuotteiden palautus 14 päivän kuluessa</h2>
<ul>
<li>Sinulla on oikeus peruuttaa kauppa ilmoittamatta syytä 14 päivän kuluessa paketin vastaanottamisesta.</li>
<li>Tuotteen on oltava käyttämätön ja alkuperäisessä pakkauksessaan. Hygieniatuotteet, kosmetiikan ja tukisukat otamme takaisin vain avaamattomina.</li>
<li>Asiakas maksaa palautuskulut, paitsi jos tuote on viallinen tai lähetimme väärän tuotteen.</li>
<li>Palautamme rahat 14 päivän kuluessa peruutusilmoituksen saamisesta samalle maksutavalle, mutta voimme odottaa, kunnes tuote on palautunut meille.</li>
</ul>
<h2>Näin palautat</h2>
<ol>
<li>Kirjoita osoitteeseen info@apteek.ee ja kerro tilausnumero ja palautettavat tuotteet.</li>
<li>Lähetämme sinulle palautusohjeet.</li>
<li>Lähetä tuote pakettiautomaatin kautta Apteek OÜ:lle tai tuo se apteekkiimme Tallinnaan tai Tarttoon.</li>
</ol>
<h2>Reklamaatiot</h2>
<p>Virheellisestä tuotteesta voit reklamoida kahden vuoden kuluessa vastaanottamisesta. Vastaamme 15 päivän kuluessa. Jos emme pääse yhteisymmärrykseen, voit kääntyä Viron kuluttajariitalautakunnan puoleen. Ehdot löydät sivulta <a href="/legal">myyntiehdot</a>.</p>`,
    en: `<h2>Medicines cannot be returned</h2>
<p>For the safety of all customers, medicines, whether prescription or over-the-counter, cannot be returned or exchanged once they have left the pharmacy, because we cannot be sure they were stored correctly. This also applies to cold-storage products. If you are unsure which medicine to choose, ask our pharmacist before ordering.</p>
<p>If you received a wrong, damaged or expired medicine, contact us straight away. We will replace the medicine or refund your money. This is a complaint, not a return.</p>
<h2>Returning other products within 14 days</h2>
<ul>
<li>You may withdraw from the contract without giving a reason within 14 days of receiving the parcel.</li>
<li>The product must be unused and in its original packaging. Hygiene products, cosmetics and compression stockings are taken back only if unopened.</li>
<li>The customer pays the return shipping unless the product is faulty or we sent the wrong product.</li>
<li>We refund the money to the same payment method within 14 days of receiving your withdrawal notice, but we may wait until the goods have reached us.</li>
</ul>
<h2>How to return</h2>
<ol>
<li>Write to info@apteek.ee with your order number and the products you are returning.</li>
<li>We send you return instructions.</li>
<li>Send the product to Apteek OÜ through a parcel machine or bring it to our pharmacy in Tallinn or Tartu.</li>
</ol>
<h2>Complaints</h2>
<p>You can make a claim about a defective product within two years of receipt. We reply within 15 days. If we cannot reach an agreement, you may turn to the Consumer Disputes Committee. See also our <a href="/legal">terms and conditions</a>.</p>`,
    ru: `<h2>Лекарства возврату не подлежат</h2>
<p>В целях безопасности всех клиентов лекарства — как рецептурные, так и безрецептурные — после выхода из аптеки нельзя вернуть или обменять, поскольку мы не можем гарантировать, что они хранились правильно. Это касается и товаров, требующих хранения в холоде. Если вы не уверены в выборе лекарства, посоветуйтесь с нашим фармацевтом до заказа.</p>
<p>Если вы получили не то, повреждённое или просроченное лекарство, сразу свяжитесь с нами. Мы заменим лекарство или вернём деньги. Это претензия, а не возврат.</p>
<h2>Возврат других товаров в течение 14 дней</h2>
<ul>
<li>Вы вправе отказаться от договора без объяснения причин в течение 14 дней с момента получения посылки.</li>
<li>Товар должен быть неиспользованным и в оригинальной упаковке. Средства гигиены, косметику и компрессионные чулки мы принимаем только в невскрытой упаковке.</li>
<li>Расходы на обратную пересылку несёт клиент, кроме случаев, когда товар неисправен или мы отправили не тот товар.</li>
<li>Мы возвращаем деньги тем же способом оплаты в течение 14 дней после получения заявления об отказе, но можем дождаться, пока товар придёт к нам.</li>
</ul>
<h2>Как оформить возврат</h2>
<ol>
<li>Напишите на info@apteek.ee, указав номер заказа и возвращаемые товары.</li>
<li>Мы пришлём инструкции по возврату.</li>
<li>Отправьте товар Apteek OÜ через пакомат или принесите его в нашу аптеку в Таллинне или Тарту.</li>
</ol>
<h2>Претензии</h2>
<p>Претензию о недостатках товара можно подать в течение двух лет с момента получения. Мы отвечаем в течение 15 дней. Если договориться не удастся, вы можете обратиться в комиссию по потребительским спорам. См. также <a href="/legal">условия продажи</a>.</p>`,
  },
};
