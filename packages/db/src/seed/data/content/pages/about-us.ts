import type { SeedCmsPage } from '../../../source-types.ts';

export const aboutUsPage: SeedCmsPage = {
  identifier: 'about-us',
  position: 2,
  title: {
    et: 'Meist',
    fi: 'Tietoa meistä',
    en: 'About us',
    ru: 'О нас',
  },
  metaDescription: {
    et: 'Apteek on Eesti e-apteek ja kaks apteeki Tallinnas ja Tartus. Tegevusluba nr L-12345, vastutav proviisor Mari Tamm, tasuta nõustamine.',
    fi: 'Apteek on virolainen verkkoapteekki ja kaksi apteekkia Tallinnassa ja Tartossa. Toimilupa nro L-12345, vastaava proviisori Mari Tamm.',
    en: 'Apteek is an Estonian online pharmacy with two pharmacies in Tallinn and Tartu. Licence no. L-12345, responsible pharmacist Mari Tamm.',
    ru: 'Apteek — эстонская интернет-аптека и две аптеки в Таллинне и Тарту. Лицензия № L-12345, ответственный провизор Мари Тамм.',
  },
  content: {
    et: `<h2>E-apteek, mille taga on proviisorid</h2>
<p>Apteek on Eesti e-apteek, mida haldab <strong>Apteek OÜ</strong>. Teenindame kliente Eestis ja Soomes eesti, soome, inglise ja vene keeles ning meil on kaks oma apteeki: Tallinna kesklinnas ja Tartus. Iga ravimeid sisaldava tellimuse kontrollib enne väljasaatmist proviisor või farmatseut.</p>
<h2>Tegevusluba ja järelevalve</h2>
<ul>
<li>Apteegiteenuse tegevusluba nr L-12345, väljastanud Ravimiamet, koos ravimite kaugmüügi õigusega.</li>
<li>Vastutav proviisor: Mari Tamm.</li>
<li>Registrikood 16543210, KMKR nr EE102345678, Tartu mnt 10, 10117 Tallinn.</li>
</ul>
<p>Igal lehel, kus pakume ravimeid, on Euroopa Liidu ühine e-apteegi logo. Sellel klõpsates avaneb meie kirje Ravimiameti internetiapteekide nimekirjas, nii et saate kontrollida, et ostate seaduslikust apteegist.</p>
<h2>Mida pakume</h2>
<ul>
<li>Käsimüügiravimeid koos tasuta proviisori nõustamisega vestlusaknas enne maksmist.</li>
<li>Retseptiravimeid Eesti digiretsepti alusel meie <a href="/prescription-module-guide">retseptikeskuses</a>, kus Tervisekassa soodustus arvutatakse automaatselt.</li>
<li>Vitamiine, nahahooldust, hügieenitarbeid, ema- ja beebitooteid ning terviseseadmeid.</li>
<li>Kullertarnet, Omniva, DPD ja SmartPosti pakiautomaate ning tellimuse kättesaamist meie apteekidest, vaata lehte <a href="/delivery">Tarne</a>.</li>
</ul>
<h2>Meie põhimõtted</h2>
<p>Ravim ei ole tavaline kaup. Hoiame ravimeid õigel temperatuuril, saadame külmas säilitatavaid tooteid ainult kulleriga või anname need üle apteegis ning väljastame ravimeid ainult isikut tõendava dokumendi alusel. Narkootilisi ega psühhotroopseid ravimeid me internetis ei müü ja ütleme alati ausalt, kui parem lahendus on pöörduda arsti poole.</p>
<p>Küsimuste korral aitavad meie <a href="/customer-service">klienditeenindus</a> ja proviisorid {{opening-hours}}.</p>`,
    fi: `<h2>Verkkoapteekki, jonka takana ovat farmaseutit</h2>
<p>Apteek on virolainen verkkoapteekki, jota ylläpitää <strong>Apteek OÜ</strong>. Palvelemme asiakkaita Virossa ja Suomessa viroksi, suomeksi, englanniksi ja venäjäksi, ja meillä on kaksi omaa apteekkia: Tallinnan keskustassa ja Tartossa. Proviisori tai farmaseutti tarkistaa jokaisen lääkkeitä sisältävän tilauksen ennen lähettämistä.</p>
<h2>Toimilupa ja valvonta</h2>
<ul>
<li>Apteekkitoimilupa nro L-12345, jonka on myöntänyt Viron lääkevirasto Ravimiamet ja johon sisältyy lääkkeiden etämyyntioikeus.</li>
<li>Vastaava proviisori: Mari Tamm.</li>
<li>Kaupparekisterinumero 16543210, ALV-tunniste EE102345678, Tartu mnt 10, 10117 Tallinna.</li>
</ul>
<p>Jokaisella sivulla, jolla tarjoamme lääkkeitä, on EU:n yhteinen verkkoapteekkitunnus. Kun napsautat sitä, avautuu tietomme Ravimiametin laillisten verkkoapteekkien luettelossa. Näin voit varmistaa, että ostat laillisesta apteekista.</p>
<h2>Mitä tarjoamme</h2>
<ul>
<li>Itsehoitolääkkeitä ja maksuton farmaseutin neuvonta chatissa ennen maksamista.</li>
<li>Suomalaisia sähköisiä reseptejä rajat ylittävän tiedonvaihdon kautta virolaisen kauppamme <a href="/prescription-module-guide">reseptikeskuksessa</a>; tässä kaupassa ei myydä reseptilääkkeitä.</li>
<li>Vitamiineja, ihonhoitotuotteita, hygieniatuotteita, äitiys- ja vauvatuotteita sekä terveyslaitteita.</li>
<li>Kuriiritoimitus, Omnivan, DPD:n ja SmartPostin pakettiautomaatit sekä nouto apteekeistamme, katso <a href="/delivery">toimitus</a>.</li>
</ul>
<h2>Periaatteemme</h2>
<p>Lääke ei ole tavallinen kauppatavara. Säilytämme lääkkeet oikeassa lämpötilassa, lähetämme kylmäsäilytettävät tuotteet vain kuriirilla tai luovutamme ne apteekissa, ja luovutamme lääkkeet ainoastaan henkilöllisyystodistusta vastaan. Emme myy verkossa huumausaineiksi tai psykotrooppisiksi aineiksi luokiteltuja lääkkeitä, ja kerromme aina rehellisesti, jos lääkärikäynti on parempi vaihtoehto.</p>
<p>Jos sinulla on kysyttävää, <a href="/customer-service">asiakaspalvelumme</a> ja farmaseuttimme palvelevat {{opening-hours}}.</p>`,
    en: `<h2>An online pharmacy with pharmacists behind it</h2>
<p>Apteek is an Estonian online pharmacy run by <strong>Apteek OÜ</strong>. We serve customers in Estonia and Finland in Estonian, Finnish, English and Russian, and we have two pharmacies of our own: in the centre of Tallinn and in Tartu. Every order that contains medicines is checked by a pharmacist before it leaves us.</p>
<h2>Licence and supervision</h2>
<ul>
<li>Pharmacy activity licence no. L-12345, issued by Ravimiamet (State Agency of Medicines), with an endorsement for distance selling of medicines.</li>
<li>Responsible pharmacist (proviisor): Mari Tamm.</li>
<li>Registry code 16543210, VAT number EE102345678, Tartu mnt 10, 10117 Tallinn.</li>
</ul>
<p>Every page where we offer medicines shows the EU common logo for online pharmacies. Clicking it opens our entry in the Ravimiamet list of pharmacies allowed to sell medicines online, so you can check that you are buying from a legal pharmacy.</p>
<h2>What we offer</h2>
<ul>
<li>Over-the-counter medicines, with free advice from a pharmacist in the chat before you pay.</li>
<li>Prescription medicines on an Estonian digital prescription in our <a href="/prescription-module-guide">prescription centre</a>, with the Tervisekassa discount calculated automatically.</li>
<li>Vitamins, skin care, hygiene, mother and baby products and health devices.</li>
<li>Delivery by courier, to Omniva, DPD and SmartPosti parcel machines, or pickup in our pharmacies, see <a href="/delivery">delivery</a>.</li>
</ul>
<h2>What we stand for</h2>
<p>Medicines are not ordinary goods. We keep them at the right temperature, send cold-storage products only by courier or hand them over in the pharmacy, and release medicines only against an identity document. We do not sell narcotic or psychotropic medicines online, and we will always tell you honestly when seeing a doctor is the better choice.</p>
<p>Questions? Our <a href="/customer-service">customer service</a> and pharmacists are available {{opening-hours}}.</p>`,
    ru: `<h2>Интернет-аптека, за которой стоят фармацевты</h2>
<p>Apteek — эстонская интернет-аптека, которой управляет <strong>Apteek OÜ</strong>. Мы обслуживаем клиентов в Эстонии и Финляндии на эстонском, финском, английском и русском языках, а также работаем в двух собственных аптеках — в центре Таллинна и в Тарту. Каждый заказ с лекарствами перед отправкой проверяет провизор или фармацевт.</p>
<h2>Лицензия и надзор</h2>
<ul>
<li>Лицензия на аптечную деятельность № L-12345, выданная Департаментом лекарственных средств (Ravimiamet), с правом дистанционной продажи лекарств.</li>
<li>Ответственный провизор: Мари Тамм.</li>
<li>Регистрационный код 16543210, номер плательщика НДС EE102345678, Tartu mnt 10, 10117 Таллинн.</li>
</ul>
<p>На каждой странице, где мы предлагаем лекарства, размещён общий логотип ЕС для интернет-аптек. Нажав на него, вы попадёте на нашу запись в списке интернет-аптек Ravimiamet и сможете убедиться, что покупаете в легальной аптеке.</p>
<h2>Что мы предлагаем</h2>
<ul>
<li>Безрецептурные лекарства и бесплатную консультацию фармацевта в чате до оплаты.</li>
<li>Рецептурные лекарства по эстонскому цифровому рецепту в нашем <a href="/prescription-module-guide">рецептурном центре</a>; скидка Кассы здоровья (Tervisekassa) рассчитывается автоматически.</li>
<li>Витамины, средства по уходу за кожей, гигиенические товары, товары для мамы и малыша, медицинские приборы.</li>
<li>Доставку курьером, в пакоматы Omniva, DPD и SmartPosti или самовывоз из наших аптек, подробнее на странице <a href="/delivery">Доставка</a>.</li>
</ul>
<h2>Наши принципы</h2>
<p>Лекарство — не обычный товар. Мы храним лекарства при правильной температуре, отправляем товары, требующие хранения в холоде, только курьером или выдаём их в аптеке, а лекарства выдаём только при предъявлении документа, удостоверяющего личность. Мы не продаём через интернет наркотические и психотропные лекарства и всегда честно скажем, если лучше обратиться к врачу.</p>
<p>Есть вопросы? Наша <a href="/customer-service">служба поддержки</a> и фармацевты работают {{opening-hours}}.</p>`,
  },
};
