import type { SeedCmsPage } from '../../../source-types.ts';

export const medicineLogisticsPage: SeedCmsPage = {
  identifier: 'medicine-logistics',
  position: 5,
  title: {
    et: 'Ravimite säilitamine ja tarne',
    fi: 'Lääkkeiden säilytys ja toimitus',
    en: 'Storage and delivery of medicines',
    ru: 'Хранение и доставка лекарств',
  },
  metaDescription: {
    et: 'Kuidas Apteek hoiab ja toimetab ravimeid: temperatuurikontroll, külmaahel 2–8 °C, tarne 3 tööpäeva jooksul ja üleandmine isikut tõendava dokumendi alusel.',
    fi: 'Näin Apteek säilyttää ja toimittaa lääkkeet: lämpötilan seuranta, kylmäketju 2–8 °C, toimitus 3 arkipäivässä ja luovutus henkilöllisyystodistusta vastaan.',
    en: 'How Apteek stores and delivers medicines: temperature control, 2–8 °C cold chain, delivery within 3 working days and handover against ID.',
    ru: 'Как Apteek хранит и доставляет лекарства: контроль температуры, холодовая цепь 2–8 °C, доставка за 3 рабочих дня и выдача по документу.',
  },
  content: {
    et: `<h2>Ravimid liiguvad proviisori järelevalve all</h2>
<p>Ravimid jõuavad hulgimüüjalt teieni meie proviisorite järelevalve all. Allpool kirjeldatud reeglid järgivad Ravimiameti nõudeid ravimite kaugmüügile.</p>
<h2>Säilitamine</h2>
<ul>
<li>Ravimeid hoitakse meie apteekides temperatuuril 15–25 °C valguse ja niiskuse eest kaitstult. Temperatuuri mõõdetakse ja salvestatakse ööpäevaringselt.</li>
<li>Külmas säilitatavaid tooteid (2–8 °C), näiteks insuliini, mõningaid silmatilku ja probiootikume, hoitakse jälgitavates apteegikülmikutes.</li>
<li>Iga ravimeid sisaldava tellimuse kontrollib enne pakkimist proviisor või farmatseut.</li>
</ul>
<h2>Ravimite tarne</h2>
<ul>
<li>Ravimid toimetatakse kohale 3 tööpäeva jooksul tellimuse kinnitamisest.</li>
<li>Ravimid antakse üle ainult saajale isikut tõendava dokumendi (ID-kaart, pass või elamisloakaart) alusel. Kuller kontrollib dokumenti, pakiautomaadi avamiskood saadetakse ainult saaja telefoninumbrile.</li>
<li>Ravimeid sisaldava saadetise saab pakiautomaadist kätte 3 päeva jooksul, seejärel saadetakse see apteeki tagasi.</li>
<li>Ravimite tarnetasu ei sõltu teie elukohast, ravimist, tellimuse summast ega ravimite või pakkide arvust.</li>
</ul>
<h2>Külmaahel</h2>
<p>Tooteid, mida tuleb hoida temperatuuril 2–8 °C, toimetame ainult kulleriga või saab need kätte meie apteegist. Kuller veab neid soojustatud kastis jahutuselementide ja temperatuuriindikaatoriga. Pakiautomaati selliste tellimuste puhul ei pakuta, sest välisautomaadid võivad talvel külmuda ja suvel üle kuumeneda. Kui ostukorvis on külmas säilitatav toode, näitab kassa ainult sobivaid tarneviise.</p>
<h2>Mida me ei saada</h2>
<p>Narkootilisi ja psühhotroopseid ravimeid ning anaboolseid steroide internetis ei müüda. Klaaspudelis vedelikud võivad talvel külmuda, seega soovitame pakasega valida kullertarne või tellimuse kättesaamise apteegist.</p>
<p>Vaata ka <a href="/delivery">tarnehindu</a> ja <a href="/non-medicine-logistics">muude toodete tarnet</a>.</p>`,
    fi: `<h2>Lääkkeet kulkevat farmaseutin valvonnassa</h2>
<p>Lääkkeet kulkevat tukkukaupasta sinulle proviisoriemme valvonnassa. Alla kuvatut säännöt noudattavat Viron lääkeviraston Ravimiametin vaatimuksia lääkkeiden etämyynnille. Noudatamme samoja periaatteita myös Suomeen lähtevissä tilauksissa.</p>
<h2>Säilytys</h2>
<ul>
<li>Lääkkeitä säilytetään apteekeissamme 15–25 °C:n lämpötilassa valolta ja kosteudelta suojattuina. Lämpötilaa mitataan ja tallennetaan ympäri vuorokauden.</li>
<li>Kylmäsäilytettävät tuotteet (2–8 °C), kuten insuliini, eräät silmätipat ja maitohappobakteerivalmisteet, säilytetään valvotuissa apteekkijääkaapeissa.</li>
<li>Proviisori tai farmaseutti tarkistaa jokaisen lääkkeitä sisältävän tilauksen ennen pakkaamista.</li>
</ul>
<h2>Lääkkeiden toimitus</h2>
<ul>
<li>Lääkkeet toimitetaan 3 arkipäivän kuluessa tilauksen vahvistamisesta.</li>
<li>Lääkkeet luovutetaan vain vastaanottajalle henkilöllisyystodistusta (henkilökortti, passi tai oleskelulupakortti) vastaan. Kuriiri tarkistaa asiakirjan, ja pakettiautomaatin avauskoodi lähetetään vain vastaanottajan puhelinnumeroon.</li>
<li>Lääkkeitä sisältävä lähetys on noudettava pakettiautomaatista 3 päivän kuluessa, minkä jälkeen se palautetaan apteekkiin.</li>
<li>Lääkkeiden toimitusmaksu ei riipu asuinpaikastasi, lääkkeestä, tilauksen arvosta eikä lääkkeiden tai pakettien määrästä.</li>
</ul>
<h2>Kylmäketju</h2>
<p>Tuotteet, joita on säilytettävä 2–8 °C:ssa, toimitetaan vain kuriirilla tai ne voi noutaa apteekistamme. Kuriiri kuljettaa ne eristetyssä laatikossa kylmäelementtien ja lämpötilaindikaattorin kanssa. Pakettiautomaattia ei tarjota tällaisille tilauksille, koska ulkona olevat automaatit voivat jäätyä talvella ja kuumentua kesällä. Jos ostoskorissa on kylmäsäilytettävä tuote, kassalla näytetään vain sopivat toimitustavat.</p>
<h2>Mitä emme lähetä</h2>
<p>Huumausaineiksi ja psykotrooppisiksi aineiksi luokiteltuja lääkkeitä sekä anabolisia steroideja ei myydä verkossa. Lasipullossa olevat nesteet voivat jäätyä talvella, joten pakkasella suosittelemme kuriiritoimitusta tai noutoa apteekista.</p>
<p>Katso myös <a href="/delivery">toimitushinnat</a> ja <a href="/non-medicine-logistics">muiden tuotteiden toimitus</a>.</p>`,
    en: `<h2>Medicines travel under a pharmacist's supervision</h2>
<p>Medicines travel from the wholesaler to you under the supervision of our pharmacists. The rules below follow the requirements of Ravimiamet (State Agency of Medicines) for distance selling of medicines.</p>
<h2>Storage</h2>
<ul>
<li>Medicines are stored in our pharmacies at 15–25 °C, protected from light and moisture. The temperature is measured and recorded around the clock.</li>
<li>Cold-storage products (2–8 °C), such as insulin, some eye drops and probiotics, are kept in monitored pharmacy refrigerators.</li>
<li>Every order containing medicines is checked by a pharmacist before packing.</li>
</ul>
<h2>Delivery of medicines</h2>
<ul>
<li>Medicines are delivered within 3 working days of order confirmation.</li>
<li>Medicines are handed over only to the recipient against an identity document (ID card, passport or residence permit card). The courier checks the document; the parcel machine code is sent only to the recipient's phone number.</li>
<li>A parcel with medicines can be collected from a parcel machine within 3 days; after that it is returned to the pharmacy.</li>
<li>The delivery fee for medicines does not depend on your place of residence, the medicine, the order value or the number of medicines or parcels.</li>
</ul>
<h2>Cold chain</h2>
<p>Products that must be kept at 2–8 °C are delivered only by courier or can be picked up in our pharmacy. The courier carries them in an insulated box with cooling elements and a temperature indicator. Parcel machines are not offered for such orders, because outdoor machines can freeze in winter and overheat in summer. If your basket contains a cold-storage product, checkout shows only the suitable delivery methods.</p>
<h2>What we do not send</h2>
<p>Narcotic and psychotropic medicines and anabolic steroids are not sold online. Liquids in glass bottles can freeze in winter, so in frosty weather we recommend courier delivery or pickup in the pharmacy.</p>
<p>See also <a href="/delivery">delivery prices</a> and <a href="/non-medicine-logistics">delivery of other products</a>.</p>`,
    ru: `<h2>Лекарства в пути под контролем фармацевта</h2>
<p>Лекарства попадают от оптового поставщика к вам под контролем наших провизоров. Описанные ниже правила соответствуют требованиям Департамента лекарственных средств (Ravimiamet) к дистанционной продаже лекарств.</p>
<h2>Хранение</h2>
<ul>
<li>В наших аптеках лекарства хранятся при температуре 15–25 °C, защищёнными от света и влаги. Температура измеряется и регистрируется круглосуточно.</li>
<li>Товары, требующие хранения в холоде (2–8 °C), например инсулин, некоторые глазные капли и пробиотики, хранятся в контролируемых аптечных холодильниках.</li>
<li>Каждый заказ с лекарствами перед упаковкой проверяет провизор или фармацевт.</li>
</ul>
<h2>Доставка лекарств</h2>
<ul>
<li>Лекарства доставляются в течение 3 рабочих дней после подтверждения заказа.</li>
<li>Лекарства выдаются только получателю при предъявлении документа, удостоверяющего личность (ID-карта, паспорт или карта вида на жительство). Курьер проверяет документ, а код пакомата отправляется только на номер телефона получателя.</li>
<li>Посылку с лекарствами можно забрать из пакомата в течение 3 дней, после чего она возвращается в аптеку.</li>
<li>Стоимость доставки лекарств не зависит от места жительства, самого лекарства, суммы заказа, количества лекарств или посылок.</li>
</ul>
<h2>Холодовая цепь</h2>
<p>Товары, которые нужно хранить при 2–8 °C, доставляются только курьером или выдаются в нашей аптеке. Курьер перевозит их в термоизолированном контейнере с охлаждающими элементами и индикатором температуры. Пакоматы для таких заказов не предлагаются: уличные автоматы зимой промерзают, а летом перегреваются. Если в корзине есть товар, требующий хранения в холоде, при оформлении заказа показываются только подходящие способы доставки.</p>
<h2>Что мы не отправляем</h2>
<p>Наркотические и психотропные лекарства, а также анаболические стероиды через интернет не продаются. Жидкости в стеклянных флаконах зимой могут замёрзнуть, поэтому в мороз мы советуем выбирать доставку курьером или самовывоз из аптеки.</p>
<p>См. также <a href="/delivery">стоимость доставки</a> и <a href="/non-medicine-logistics">доставку других товаров</a>.</p>`,
  },
};
