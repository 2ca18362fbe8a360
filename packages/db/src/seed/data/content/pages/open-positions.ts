import type { SeedCmsPage } from '../../../source-types.ts';

export const openPositionsPage: SeedCmsPage = {
  identifier: 'open-positions',
  position: 3,
  title: {
    et: 'Vabad ametikohad',
    fi: 'Avoimet työpaikat',
    en: 'Open positions',
    ru: 'Вакансии',
  },
  metaDescription: {
    et: 'Tule tööle Apteek OÜ-sse: otsime Tallinnasse proviisorit või farmatseuti ning klienditeeninduse spetsialisti.',
    fi: 'Tule töihin Apteek OÜ:hun: haemme Tallinnaan proviisoria tai farmaseuttia sekä asiakaspalvelun asiantuntijaa.',
    en: 'Join Apteek OÜ: we are looking for a pharmacist and a customer service specialist in Tallinn.',
    ru: 'Работа в Apteek OÜ: ищем в Таллинн провизора или фармацевта и специалиста службы поддержки.',
  },
  content: {
    et: `<h2>Tule meile tööle</h2>
<p>Apteek OÜ on kasvav apteegimeeskond Tallinnas ja Tartus. Meil on kaks apteeki ja e-apteek, mis teenindab kliente neljas keeles. Hindame hoolikust, sõbralikku suhtlemist ja pidevat õppimist. Praegu on meil avatud kaks ametikohta.</p>
<h2>Proviisor või farmatseut, Tallinn</h2>
<p>Nõustad kliente e-apteegi vestlusaknas ja meie apteegis aadressil Tartu mnt 10, koostad digiretseptidele ravimipakkumisi ja kontrollid ravimeid sisaldavaid tellimusi enne nende väljasaatmist.</p>
<h3>Ootame sinult</h3>
<ul>
<li>proviisori või farmatseudi kvalifikatsiooni ja registreeringut Ravimiametis;</li>
<li>väga head eesti keele ja head inglise keele oskust, vene või soome keele oskus on suur eelis;</li>
<li>täpsust ja oskust selgitada ravimite kasutamist lihtsas keeles.</li>
</ul>
<h2>Klienditeeninduse spetsialist, Tallinn</h2>
<p>Vastad klientide küsimustele telefoni, e-posti ja vestlusakna kaudu tellimuste, tarne, maksete ja tagastuste kohta ning suunad ravimiküsimused valvesolevale proviisorile.</p>
<h3>Ootame sinult</h3>
<ul>
<li>väga head eesti ja inglise keele oskust ning vene või soome keele oskust;</li>
<li>kogemust klienditeeninduses või e-kaubanduses;</li>
<li>rahulikku ja sõbralikku suhtlemist ning korrektset kirjalikku väljendusoskust.</li>
</ul>
<h2>Pakume</h2>
<ul>
<li>täistööajaga tööd graafiku alusel, pühapäevad ja riigipühad on vabad;</li>
<li>tasustatud koolitusi ja erialast arengut;</li>
<li>tervise- ja spordikompensatsiooni ning töötajasoodustust.</li>
</ul>
<h2>Kandideerimine</h2>
<p>Saada oma CV ja lühike motivatsioonikiri aadressil info@apteek.ee, märkides teemareale ametikoha nime. Vastame igale kandidaadile. Kandideerimise andmeid säilitame ainult värbamise lõpuni, nagu on kirjeldatud meie <a href="/privacy">privaatsuspoliitikas</a>.</p>`,
    fi: `<h2>Tule meille töihin</h2>
<p>Apteek OÜ on kasvava apteekkitiimi Tallinnassa ja Tartossa. Meillä on kaksi apteekkia ja verkkoapteekki, joka palvelee asiakkaita neljällä kielellä. Arvostamme huolellisuutta, ystävällistä vuorovaikutusta ja jatkuvaa oppimista. Meillä on tällä hetkellä kaksi avointa työpaikkaa.</p>
<h2>Proviisori tai farmaseutti, Tallinna</h2>
<p>Neuvot asiakkaita verkkoapteekin chatissa ja apteekissamme osoitteessa Tartu mnt 10, kokoat lääketarjouksia sähköisille resepteille ja tarkistat lääkkeitä sisältävät tilaukset ennen niiden lähettämistä.</p>
<h3>Odotamme sinulta</h3>
<ul>
<li>proviisorin tai farmaseutin pätevyyttä ja rekisteröitymistä Viron lääkeviraston Ravimiametin rekisteriin;</li>
<li>erinomaista viron kielen ja hyvää englannin kielen taitoa; suomen tai venäjän kielen taito on suuri etu;</li>
<li>tarkkuutta ja kykyä selittää lääkkeiden käyttö selkeästi ja ymmärrettävästi.</li>
</ul>
<h2>Asiakaspalvelun asiantuntija, Tallinna</h2>
<p>Vastaat asiakkaiden kysymyksiin puhelimessa, sähköpostitse ja chatissa tilauksista, toimituksista, maksuista ja palautuksista sekä ohjaat lääkkeitä koskevat kysymykset päivystävälle farmaseutille.</p>
<h3>Odotamme sinulta</h3>
<ul>
<li>erinomaista viron ja englannin kielen taitoa sekä suomen tai venäjän kielen taitoa;</li>
<li>kokemusta asiakaspalvelusta tai verkkokaupasta;</li>
<li>rauhallista ja ystävällistä otetta sekä hyvää kirjallista ilmaisua.</li>
</ul>
<h2>Tarjoamme</h2>
<ul>
<li>kokoaikaisen työn vuorolistan mukaan, sunnuntait ja juhlapyhät ovat vapaita;</li>
<li>palkallista koulutusta ja ammatillista kehittymistä;</li>
<li>terveys- ja liikuntaedun sekä henkilökunta-alennuksen.</li>
</ul>
<h2>Näin haet</h2>
<p>Lähetä ansioluettelosi ja lyhyt hakemuskirje osoitteeseen info@apteek.ee ja kirjoita tehtävän nimi viestin aiheeseen. Vastaamme jokaiselle hakijalle. Säilytämme hakemustietoja vain rekrytoinnin päättymiseen asti, kuten <a href="/privacy">tietosuojaselosteessa</a> kerrotaan.</p>`,
    en: `<h2>Work with us</h2>
<p>Apteek OÜ is a growing pharmacy team in Tallinn and Tartu. We run two pharmacies and an online pharmacy that serves customers in four languages. We value careful work, kind communication and continuous learning. We currently have two open positions.</p>
<h2>Pharmacist (proviisor or farmatseut), Tallinn</h2>
<p>You will advise customers in the online chat and in our pharmacy at Tartu mnt 10, compose medicine offers for digital prescriptions and check orders containing medicines before they are sent.</p>
<h3>We expect</h3>
<ul>
<li>a pharmacist or assistant pharmacist qualification and registration with Ravimiamet;</li>
<li>fluent Estonian and good English; Russian or Finnish is a strong advantage;</li>
<li>accuracy and the ability to explain the use of medicines in plain language.</li>
</ul>
<h2>Customer service specialist, Tallinn</h2>
<p>You will answer customers by phone, e-mail and chat about orders, deliveries, payments and returns, and pass questions about medicines to the pharmacist on duty.</p>
<h3>We expect</h3>
<ul>
<li>fluent Estonian and English, and Russian or Finnish;</li>
<li>experience in customer service or e-commerce;</li>
<li>a calm, friendly manner and good written communication.</li>
</ul>
<h2>We offer</h2>
<ul>
<li>full-time work in shifts, with Sundays and public holidays off;</li>
<li>paid training and professional development;</li>
<li>a health and sports allowance and a staff discount.</li>
</ul>
<h2>How to apply</h2>
<p>Send your CV and a short cover letter to info@apteek.ee with the name of the position in the subject line. We reply to every applicant. Application data are kept only until the end of the recruitment, as described in our <a href="/privacy">privacy policy</a>.</p>`,
    ru: `<h2>Приходите работать к нам</h2>
<p>Apteek OÜ — растущая команда аптечных специалистов в Таллинне и Тарту. У нас две аптеки и интернет-аптека, которая обслуживает клиентов на четырёх языках. Мы ценим аккуратность, доброжелательное общение и постоянное развитие. Сейчас у нас открыты две вакансии.</p>
<h2>Провизор или фармацевт, Таллинн</h2>
<p>Вы будете консультировать клиентов в чате интернет-аптеки и в нашей аптеке по адресу Tartu mnt 10, составлять предложения лекарств по цифровым рецептам и проверять заказы с лекарствами перед отправкой.</p>
<h3>Мы ожидаем</h3>
<ul>
<li>квалификацию провизора или фармацевта и регистрацию в Ravimiamet;</li>
<li>свободное владение эстонским и хорошее знание английского языка; знание русского или финского — большое преимущество;</li>
<li>точность и умение простыми словами объяснить, как применять лекарство.</li>
</ul>
<h2>Специалист службы поддержки, Таллинн</h2>
<p>Вы будете отвечать клиентам по телефону, электронной почте и в чате на вопросы о заказах, доставке, оплате и возврате, а вопросы о лекарствах передавать дежурному фармацевту.</p>
<h3>Мы ожидаем</h3>
<ul>
<li>свободное владение эстонским и английским языками, а также русским или финским;</li>
<li>опыт работы в обслуживании клиентов или электронной торговле;</li>
<li>спокойный, дружелюбный стиль общения и грамотную письменную речь.</li>
</ul>
<h2>Мы предлагаем</h2>
<ul>
<li>работу на полную ставку по графику, воскресенья и государственные праздники — выходные;</li>
<li>оплачиваемое обучение и профессиональное развитие;</li>
<li>компенсацию расходов на здоровье и спорт и скидку для сотрудников.</li>
</ul>
<h2>Как подать заявку</h2>
<p>Отправьте резюме и короткое сопроводительное письмо на адрес info@apteek.ee, указав в теме письма название вакансии. Мы отвечаем каждому кандидату. Данные кандидатов хранятся только до окончания подбора, как описано в нашей <a href="/privacy">политике конфиденциальности</a>.</p>`,
  },
};
