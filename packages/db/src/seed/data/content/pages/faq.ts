import type { SeedCmsPage } from '../../../source-types.ts';

export const faqPage: SeedCmsPage = {
  identifier: 'faq',
  position: 4,
  title: {
    et: 'Korduma kippuvad küsimused',
    fi: 'Usein kysytyt kysymykset',
    en: 'Frequently asked questions',
    ru: 'Часто задаваемые вопросы',
  },
  metaDescription: {
    et: 'Vastused levinumatele küsimustele: konto, retseptiravimid, Tervisekassa soodustus, Soome retseptid, tarne, külmaahel, tagastamine ja maksmine.',
    fi: 'Vastauksia yleisimpiin kysymyksiin: asiakastili, reseptilääkkeet, suomalaiset reseptit, toimitus, kylmäketju, palautukset ja maksutavat.',
    en: 'Answers to common questions: accounts, prescription medicines, Tervisekassa discount, Finnish prescriptions, delivery, cold chain, returns, payment.',
    ru: 'Ответы на частые вопросы: учётная запись, рецептурные лекарства, скидка Tervisekassa, финские рецепты, доставка, холодовая цепь, возврат, оплата.',
  },
  content: {
    et: `<h3>Kas tellimiseks on vaja kasutajakontot?</h3>
<p>Ei. Käsimüügiravimeid ja muid tooteid saab tellida külalisena. Retseptiravimite ostmiseks ja tellimuste ajaloo vaatamiseks tuleb sisse logida. Parool peab olema vähemalt 8 märki pikk ja sisaldama kolme tüüpi märke neljast: väiketähed, suurtähed, numbrid, erimärgid.</p>
<h3>Kuidas osta retseptiravimit?</h3>
<p>Logige sisse ID-kaardi, Mobiil-ID või Smart-ID-ga ja avage <a href="/prescriptions">retseptikeskus</a>. Proviisor koostab teile pakkumise, millest valite iga retsepti kohta ühe ravimi. Täpsem juhend on lehel <a href="/prescription-module-guide">Retseptikeskuse juhend</a>.</p>
<h3>Kas saan osta ravimit teisele inimesele?</h3>
<p>Jah, kui teate tema isikukoodi ja retsepti numbrit.</p>
<h3>Kuidas arvutatakse Tervisekassa soodustus?</h3>
<p>Automaatselt. Soodusmäär on 50%, 75%, 90% või 100% ja te tasute retseptitasu ning hüvitamata osa. Kassas arvutatud soodustus kehtib 15 minutit.</p>
<h3>Miks ei saa õhtul retseptiravimeid osta?</h3>
<p>Retseptiravimeid müüme ainult siis, kui proviisor on tööl: {{opening-hours}}. Sulgemise ajal eemaldatakse retseptiravimid ostukorvist.</p>
<h3>Kas Soome retsepti saab kasutada?</h3>
<p>Jah. Soome e-retseptid töödeldakse Eestis piiriülese terviseandmete vahetuse kaudu. Kela hüvitist internetist välismaalt ostetud ravimitele ei maksta.</p>
<h3>Kui kiiresti tellimus kohale jõuab?</h3>
<p>Tallinnas ja Tartus toob kuller tellimuse 2 tunni jooksul, kui see on kinnitatud tööpäeval enne kella 17.00 või laupäeval enne kella 14.00. Mujal jõuab tellimus kohale 1–3 tööpäevaga, ravimid alati 3 tööpäeva jooksul.</p>
<h3>Miks ei saa valida pakiautomaati?</h3>
<p>Ostukorvis on toode, mida tuleb hoida temperatuuril 2–8 °C. Selliseid tooteid toimetame ainult kulleriga või saab need kätte apteegist.</p>
<h3>Kas ravimit saab tagastada?</h3>
<p>Ei. Ravimeid tagasi ei võeta, muid tooteid saab tagastada 14 päeva jooksul. Vaata lehte <a href="/returns">Tagastamine</a>.</p>
<h3>Millised on makseviisid?</h3>
<p>Pangalingid (Swedbank, SEB, LHV, Luminor, Coop Pank), Visa ja Mastercard, Soomes Paytrail ning kullertarne korral lunamaks. Ettevõtte arve saamiseks sisestage kassas ettevõtte nimi ja KMKR number.</p>
<h3>Kust saan nõu?</h3>
<p>Proviisor nõustab tasuta vestlusaknas lahtiolekuaegadel, vaata ka lehte <a href="/customer-service">Klienditeenindus</a>.</p>`,
    fi: `<h3>Tarvitsenko asiakastilin tilaamiseen?</h3>
<p>Et. Itsehoitolääkkeitä ja muita tuotteita voi tilata vierailijana. Tilaushistorian katselu edellyttää kirjautumista. Salasanassa on oltava vähintään 8 merkkiä ja kolmea neljästä merkkityypistä: pieniä kirjaimia, isoja kirjaimia, numeroita ja erikoismerkkejä.</p>
<h3>Voinko ostaa reseptilääkkeitä?</h3>
<p>Tässä kaupassa ei myydä reseptilääkkeitä. Apteekkimme Virossa toimittaa suomalaisia sähköisiä reseptejä rajat ylittävän terveystietojen vaihdon kautta: voit ostaa lääkkeen virolaisen kauppamme reseptikeskuksesta englanniksi, viroksi tai venäjäksi. Kirjaudu siellä suomalaisilla pankkitunnuksilla. Kela ei korvaa ulkomailta verkossa ostettuja lääkkeitä, joten maksat koko hinnan. Katso <a href="/prescriptions">suomalaiset e-reseptit</a> ja <a href="/prescription-module-guide">ohje</a>.</p>
<h3>Voinko ostaa lääkettä toiselle henkilölle?</h3>
<p>Et suomalaisella reseptillä: sillä määrätyn lääkkeen voi ostaa vain potilas itse.</p>
<h3>Milloin reseptikeskus on auki?</h3>
<p>Reseptilääkkeitä myydään vain farmaseutin ollessa töissä: {{opening-hours}}. Sulkemisaikaan reseptilääkkeet poistetaan ostoskorista.</p>
<h3>Kuinka nopeasti tilaus saapuu?</h3>
<p>Suomeen tilaus saapuu 2–3 arkipäivässä. Tallinnassa ja Tartossa kuriiri tuo tilauksen 2 tunnin kuluessa, jos se on vahvistettu arkipäivänä ennen klo 17.00 tai lauantaina ennen klo 14.00. Lääkkeet toimitetaan aina 3 arkipäivän kuluessa.</p>
<h3>Miksi en voi valita pakettiautomaattia?</h3>
<p>Ostoskorissa on tuote, joka on säilytettävä 2–8 °C:n lämpötilassa. Tällaiset tuotteet toimitetaan vain kuriirilla tai noudettavaksi apteekista.</p>
<h3>Voinko palauttaa lääkkeen?</h3>
<p>Et. Lääkkeitä ei oteta takaisin, mutta muut tuotteet voit palauttaa 14 päivän kuluessa. Katso <a href="/returns">palautukset</a>.</p>
<h3>Mitä maksutapoja voin käyttää?</h3>
<p>Suomessa Paytrail (verkkopankit, kortit ja mobiilimaksut). Virossa pankkilinkit (Swedbank, SEB, LHV, Luminor, Coop Pank), Visa, Mastercard ja kuriiritoimituksissa jälkivaatimus. Yrityslaskua varten syötä kassalla yrityksen nimi ja ALV-tunniste.</p>
<h3>Mistä saan neuvoa?</h3>
<p>Farmaseutti neuvoo maksutta chatissa aukioloaikoina. Katso myös <a href="/customer-service">asiakaspalvelu</a>.</p>`,
    en: `<h3>Do I need an account to order?</h3>
<p>No. Over-the-counter medicines and other products can be ordered as a guest. To buy prescription medicines and see your order history you need to log in. A password must have at least 8 characters and three of four character types: lower case, upper case, digits, special characters.</p>
<h3>How do I buy a prescription medicine?</h3>
<p>Log in with ID card, Mobile-ID or Smart-ID and open the <a href="/prescriptions">prescription centre</a>. A pharmacist composes an offer, from which you choose one medicine per prescription. See the <a href="/prescription-module-guide">prescription centre guide</a>.</p>
<h3>Can I buy a medicine for someone else?</h3>
<p>Yes, if you know their personal code and the prescription number.</p>
<h3>How is the Tervisekassa discount calculated?</h3>
<p>Automatically. The rate is 50%, 75%, 90% or 100%, and you pay the prescription fee and the non-reimbursed share. The discount calculated in checkout is valid for 15 minutes.</p>
<h3>Why can't I buy prescription medicines in the evening?</h3>
<p>We sell prescription medicines only while a pharmacist is on duty: {{opening-hours}}. At closing time prescription medicines are removed from the basket.</p>
<h3>Can I use a Finnish prescription?</h3>
<p>Yes. Finnish e-prescriptions are processed in Estonia through the cross-border health data exchange. Kela does not reimburse medicines bought online from abroad.</p>
<h3>How quickly will my order arrive?</h3>
<p>In Tallinn and Tartu the courier delivers within 2 hours if the order is confirmed on a weekday before 17:00 or on Saturday before 14:00. Elsewhere delivery takes 1–3 working days, and medicines always arrive within 3 working days.</p>
<h3>Why can't I choose a parcel machine?</h3>
<p>Your basket contains a product that must be kept at 2–8 °C. Such products are delivered only by courier or can be picked up in our pharmacy.</p>
<h3>Can I return a medicine?</h3>
<p>No. Medicines cannot be returned; other products can be returned within 14 days. See <a href="/returns">returns</a>.</p>
<h3>Which payment methods can I use?</h3>
<p>Bank links (Swedbank, SEB, LHV, Luminor, Coop Pank), Visa and Mastercard, Paytrail in Finland, and cash on delivery with courier delivery. For a company invoice, enter the company name and VAT number in checkout.</p>
<h3>Where can I get advice?</h3>
<p>A pharmacist advises free of charge in the chat during opening hours. See also <a href="/customer-service">customer service</a>.</p>`,
    ru: `<h3>Нужна ли учётная запись для заказа?</h3>
<p>Нет. Безрецептурные лекарства и другие товары можно заказать как гость. Для покупки рецептурных лекарств и просмотра истории заказов нужно войти в систему. Пароль должен содержать не менее 8 символов трёх типов из четырёх: строчные и заглавные буквы, цифры, специальные символы.</p>
<h3>Как купить рецептурное лекарство?</h3>
<p>Войдите с помощью ID-карты, Mobiil-ID или Smart-ID и откройте <a href="/prescriptions">рецептурный центр</a>. Фармацевт составит предложение, из которого вы выберете одно лекарство по каждому рецепту. Подробнее — в <a href="/prescription-module-guide">руководстве по рецептурному центру</a>.</p>
<h3>Можно ли купить лекарство для другого человека?</h3>
<p>Да, если вы знаете его личный код и номер рецепта.</p>
<h3>Как рассчитывается скидка Tervisekassa?</h3>
<p>Автоматически. Ставка скидки — 50%, 75%, 90% или 100%; вы оплачиваете рецептурный сбор и некомпенсируемую часть. Рассчитанная при оформлении заказа скидка действует 15 минут.</p>
<h3>Почему вечером нельзя купить рецептурное лекарство?</h3>
<p>Рецептурные лекарства продаются только во время работы фармацевта: {{opening-hours}}. При закрытии рецептурные лекарства удаляются из корзины.</p>
<h3>Можно ли использовать финский рецепт?</h3>
<p>Да. Финские электронные рецепты обрабатываются в Эстонии через трансграничный обмен медицинскими данными. Kela не компенсирует лекарства, купленные через интернет за границей.</p>
<h3>Как быстро придёт заказ?</h3>
<p>В Таллинне и Тарту курьер доставит заказ в течение 2 часов, если он подтверждён в будний день до 17:00 или в субботу до 14:00. В другие места доставка занимает 1–3 рабочих дня, лекарства всегда доставляются в течение 3 рабочих дней.</p>
<h3>Почему нельзя выбрать пакомат?</h3>
<p>В корзине есть товар, который нужно хранить при температуре 2–8 °C. Такие товары доставляются только курьером или выдаются в нашей аптеке.</p>
<h3>Можно ли вернуть лекарство?</h3>
<p>Нет. Лекарства возврату не подлежат, прочие товары можно вернуть в течение 14 дней. См. страницу <a href="/returns">Возврат</a>.</p>
<h3>Какие есть способы оплаты?</h3>
<p>Банковские ссылки (Swedbank, SEB, LHV, Luminor, Coop Pank), Visa и Mastercard, в Финляндии — Paytrail, при доставке курьером — наложенный платёж. Чтобы получить счёт на фирму, укажите при оформлении заказа название фирмы и номер плательщика НДС.</p>
<h3>Где получить консультацию?</h3>
<p>Фармацевт бесплатно консультирует в чате в часы работы. См. также страницу <a href="/customer-service">Служба поддержки</a>.</p>`,
  },
};
