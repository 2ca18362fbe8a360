import type { SeedCmsPage } from '../../../source-types.ts';

export const prescriptionModuleGuidePage: SeedCmsPage = {
  identifier: 'prescription-module-guide',
  position: 7,
  title: {
    et: 'Retseptikeskuse juhend',
    fi: 'Reseptikeskuksen ohje',
    en: 'Prescription centre guide',
    ru: 'Руководство по рецептурному центру',
  },
  metaDescription: {
    et: 'Kuidas osta retseptiravimit e-apteegist: sisselogimine ID-kaardi, Mobiil-ID või Smart-ID-ga, proviisori pakkumine, Tervisekassa soodustus ja lahtiolekuajad.',
    fi: 'Suomalainen e-resepti virolaisen kauppamme reseptikeskuksesta: tunnistautuminen pankkitunnuksilla, farmaseutin tarjous, hinta ja aukioloajat.',
    en: 'How to buy prescription medicines online: log in with ID card, Mobile-ID or Smart-ID, pharmacist offer, Tervisekassa discount and opening hours.',
    ru: 'Как купить рецептурное лекарство онлайн: вход с ID-картой, Mobiil-ID или Smart-ID, предложение фармацевта, скидка Tervisekassa и часы работы.',
  },
  content: {
    et: `<h2>Retseptiravimite ostmine e-apteegist</h2>
<p>Meie retseptikeskuses saate osta Eesti digiretseptiga välja kirjutatud ravimeid. Proviisor koostab teile pakkumise ja Tervisekassa soodustus arvutatakse automaatselt.</p>
<h2>Samm-sammult</h2>
<ol>
<li><strong>Logige sisse</strong> ID-kaardi, Mobiil-ID või Smart-ID-ga. Retseptid on nähtavad ainult sisseloginud Eesti isikukoodiga klientidele.</li>
<li><strong>Avage <a href="/prescriptions">retseptikeskus</a>.</strong> Teie kehtivad retseptid laaditakse retseptikeskusest: retsepti number, ravim, annustamine, arst, väljakirjutamise kuupäev ja kehtivus.</li>
<li><strong>Saate pakkumise.</strong> Valige retsept ja proviisor koostab sobivate ravimite pakkumise. Soodsaim valik on märgitud. Kallima ravimi valimisel kuvame hoiatuse, sest piirhinda ületava osa tasute ise. Patsiendi vanusele sobimatuid ravimeid ei pakuta.</li>
<li><strong>Valige iga retsepti kohta üks ravim</strong> ja kogus (mitte rohkem, kui retsept lubab) ning lisage see ostukorvi. Retseptiravimeid saab ostukorvi lisada ainult retseptikeskuse kaudu.</li>
<li><strong>Vormistage tellimus.</strong> Tervisekassa soodustus arvutatakse kassas ja see kehtib 15 minutit. Kui aeg möödub, arvutatakse soodustus uuesti ja te suunatakse kassa algusesse.</li>
</ol>
<h2>Soodustus ja hind</h2>
<p>Tervisekassa hüvitab sõltuvalt diagnoosist ja patsiendirühmast 50%, 75%, 90% või 100% piirhinnast. Teie tasute retseptitasu, hüvitamata osa ja piirhinda ületava summa. Täiendav ravimihüvitis arvestatakse automaatselt.</p>
<h2>Ostmine teisele inimesele</h2>
<p>Teisele inimesele välja kirjutatud ravimit saate osta, kui teate tema isikukoodi ja retsepti numbrit.</p>
<h2>Lahtiolekuajad</h2>
<p>Retseptiravimeid saab osta ainult siis, kui meie proviisorid on tööl:</p>
<ul>
{{opening-hours-list}}
</ul>
<p>Enne sulgemist kuvatakse hoiatus. Vahetult enne sulgemist uusi retseptiostusid alustada ei saa ja sulgemise hetkel eemaldatakse retseptiravimid ostukorvist. Palun lõpetage tellimus hiljemalt 10 minutit enne sulgemist.</p>
<h2>Soome retseptid</h2>
<p>Soome e-retseptid töödeldakse Eestis piiriülese terviseandmete vahetuse kaudu. Apteek säilitab andmeid 3 aastat ja andmevahetuskeskus 7 aastat. Küsimuste korral vaata <a href="/faq">korduma kippuvaid küsimusi</a>.</p>`,
    fi: `<h2>Suomalainen e-resepti verkkoapteekistamme</h2>
<p>Tässä kaupassa ei myydä reseptilääkkeitä. Apteekkimme Virossa toimittaa suomalaisia sähköisiä reseptejä rajat ylittävän terveystietojen vaihdon kautta, ja voit ostaa lääkkeesi virolaisen kauppamme reseptikeskuksesta englanniksi, viroksi tai venäjäksi.</p>
<h2>Vaihe vaiheelta</h2>
<ol>
<li><strong>Avaa <a href="/prescriptions">suomalaisten e-reseptien sivu</a></strong> ja siirry sieltä reseptikeskukseen.</li>
<li><strong>Kirjaudu sisään</strong> suomalaisilla pankkitunnuksilla.</li>
<li><strong>Avaa reseptisi.</strong> Voimassa olevat reseptisi haetaan rajat ylittävän tiedonvaihdon kautta: reseptin numero, lääke, annostus, lääkäri, määräyspäivä ja voimassaolo.</li>
<li><strong>Saat tarjouksen.</strong> Valitse resepti, niin farmaseutti kokoaa tarjouksen sopivista lääkkeistä. Edullisin vaihtoehto on merkitty. Potilaan iälle sopimattomia lääkkeitä ei tarjota.</li>
<li><strong>Valitse yksi lääke kutakin reseptiä kohden</strong> ja määrä (enintään reseptin sallima), lisää se ostoskoriin ja tee tilaus.</li>
</ol>
<h2>Hinta</h2>
<p>Maksat lääkkeen koko hinnan: Kela ei korvaa ulkomailta verkossa ostettuja lääkkeitä.</p>
<h2>Vain potilaalle itselleen</h2>
<p>Suomalaisella reseptillä määrätyn lääkkeen voi ostaa vain potilas itse. Huumausaineita ja eräitä keskushermostoon vaikuttavia lääkkeitä ei toimiteta rajan yli.</p>
<h2>Aukioloajat</h2>
<p>Reseptilääkkeitä voi ostaa vain farmaseuttiemme ollessa töissä:</p>
<ul>
{{opening-hours-list}}
</ul>
<p>Ennen sulkemista näytetään varoitus. Juuri ennen sulkemista uutta reseptiostosta ei voi aloittaa, ja sulkemishetkellä reseptilääkkeet poistetaan ostoskorista. Viimeistele tilaus viimeistään 10 minuuttia ennen sulkemista.</p>
<h2>Tietojen säilytys</h2>
<p>Apteekki säilyttää tiedot 3 vuotta ja tiedonvaihtokeskus 7 vuotta. Katso myös <a href="/faq">usein kysytyt kysymykset</a>.</p>`,
    en: `<h2>Buying prescription medicines online</h2>
<p>In our prescription centre you can buy medicines prescribed to you on an Estonian digital prescription. A pharmacist composes an offer for you, and the Tervisekassa discount is calculated automatically.</p>
<h2>Step by step</h2>
<ol>
<li><strong>Log in</strong> with ID card, Mobile-ID or Smart-ID. Prescriptions are available only to logged-in customers with an Estonian personal code.</li>
<li><strong>Open the <a href="/prescriptions">prescription centre</a>.</strong> Your valid prescriptions are retrieved from the national prescription centre: number, medicine, dosage, doctor, date of issue and validity.</li>
<li><strong>Get an offer.</strong> Choose a prescription and the pharmacist composes an offer of suitable medicines. The cheapest option is marked. If you choose a more expensive medicine, we show a warning, because you pay the amount above the reference price yourself. Medicines unsuitable for the patient's age are not offered.</li>
<li><strong>Choose one medicine per prescription</strong> and the quantity (no more than the prescription allows) and add it to the basket. Prescription medicines can be added to the basket only through the prescription centre.</li>
<li><strong>Check out.</strong> The Tervisekassa discount is calculated in checkout and is valid for 15 minutes. If more time passes, it is recalculated and you return to the start of checkout.</li>
</ol>
<h2>Discount and price</h2>
<p>Depending on the diagnosis and patient group, Tervisekassa covers 50%, 75%, 90% or 100% of the reference price. You pay the prescription fee, the non-reimbursed share and any amount above the reference price. The additional drug benefit is applied automatically.</p>
<h2>Buying for another person</h2>
<p>You can buy a medicine prescribed to someone else if you know their personal code and the prescription number.</p>
<h2>Opening hours</h2>
<p>Prescription medicines can be bought only while our pharmacists are on duty:</p>
<ul>
{{opening-hours-list}}
</ul>
<p>A warning appears before closing. Shortly before closing a new prescription purchase cannot be started, and at closing time prescription medicines are removed from the basket. Please finish your order at least 10 minutes before closing.</p>
<h2>Finnish prescriptions</h2>
<p>Finnish e-prescriptions are processed in Estonia through the cross-border health data exchange. The pharmacy keeps the data for 3 years and the exchange centre for 7 years. For more, see the <a href="/faq">FAQ</a>.</p>`,
    ru: `<h2>Покупка рецептурных лекарств онлайн</h2>
<p>В нашем рецептурном центре можно купить лекарства, выписанные вам по эстонскому цифровому рецепту. Фармацевт составит для вас предложение, а скидка Кассы здоровья (Tervisekassa) рассчитывается автоматически.</p>
<h2>Шаг за шагом</h2>
<ol>
<li><strong>Войдите</strong> с помощью ID-карты, Mobiil-ID или Smart-ID. Рецепты доступны только вошедшим в систему клиентам с эстонским личным кодом.</li>
<li><strong>Откройте <a href="/prescriptions">рецептурный центр</a>.</strong> Ваши действующие рецепты загружаются из государственного центра рецептов: номер, лекарство, дозировка, врач, дата выписки и срок действия.</li>
<li><strong>Получите предложение.</strong> Выберите рецепт, и фармацевт составит предложение подходящих лекарств. Самый выгодный вариант отмечен. Если вы выберете более дорогое лекарство, мы покажем предупреждение, так как сумму сверх предельной цены вы оплачиваете сами. Лекарства, не подходящие по возрасту пациента, не предлагаются.</li>
<li><strong>Выберите одно лекарство по каждому рецепту</strong> и количество (не больше, чем разрешает рецепт) и добавьте его в корзину. Рецептурные лекарства добавляются в корзину только через рецептурный центр.</li>
<li><strong>Оформите заказ.</strong> Скидка рассчитывается при оформлении заказа и действует 15 минут. Если время истекло, скидка пересчитывается, и вы возвращаетесь к началу оформления.</li>
</ol>
<h2>Скидка и цена</h2>
<p>В зависимости от диагноза и группы пациента Tervisekassa компенсирует 50%, 75%, 90% или 100% предельной цены. Вы оплачиваете рецептурный сбор, некомпенсируемую часть и сумму сверх предельной цены. Дополнительная компенсация лекарств учитывается автоматически.</p>
<h2>Покупка для другого человека</h2>
<p>Вы можете купить лекарство, выписанное другому человеку, если знаете его личный код и номер рецепта.</p>
<h2>Часы работы</h2>
<p>Рецептурные лекарства можно купить только во время работы наших фармацевтов:</p>
<ul>
{{opening-hours-list}}
</ul>
<p>Перед закрытием появляется предупреждение. Незадолго до закрытия начать новую покупку по рецепту нельзя, а в момент закрытия рецептурные лекарства удаляются из корзины. Пожалуйста, завершите заказ не позднее чем за 10 минут до закрытия.</p>
<h2>Финские рецепты</h2>
<p>Финские электронные рецепты обрабатываются в Эстонии через трансграничный обмен медицинскими данными. Аптека хранит данные 3 года, центр обмена данными — 7 лет. Подробнее — в разделе <a href="/faq">Частые вопросы</a>.</p>`,
  },
};
