import type { SeedCmsPage } from '../../../source-types.ts';

export const sizeGuidePage: SeedCmsPage = {
  identifier: 'size-guide',
  position: 12,
  title: {
    et: 'Suuruste juhend',
    fi: 'Kokotaulukko',
    en: 'Size guide',
    ru: 'Таблица размеров',
  },
  metaDescription: {
    et: 'Kuidas valida kompressioonsukkade ja tugisidemete suurust S–XL: mõõtmisjuhend, mõõtude tabelid ja kompressiooniklassid.',
    fi: 'Näin valitset tukisukkien ja tukien koon S–XL: mittausohje, mittataulukot ja kompressioluokat.',
    en: 'How to choose the size of compression stockings and supports S–XL: measuring instructions, size tables and compression classes.',
    ru: 'Как подобрать размер компрессионных чулок и ортезов S–XL: как снять мерки, таблицы размеров и классы компрессии.',
  },
  content: {
    et: `<h2>Kuidas leida õige suurus</h2>
<p>Kompressioonsukad ja tugisidemed toimivad ainult siis, kui need istuvad hästi. Mõõtke hommikul varsti pärast ärkamist, kui jalad on kõige vähem turses. Kasutage pehmet mõõdulinti, seiske sirgelt ja ärge tõmmake linti pingule. Kui mõõdud jäävad kahe suuruse vahele, valige tugisideme puhul suurem suurus ja sukkade puhul küsige nõu proviisorilt.</p>
<h2>Kompressioonsukad</h2>
<p>Mõõtke pahkluu ümbermõõt kõige kitsamast kohast pahkluu kohal ja sääre ümbermõõt kõige laiemast kohast.</p>
<table>
<tr><th>Suurus</th><th>Pahkluu (cm)</th><th>Säär (cm)</th><th>Jalanõu suurus (EU)</th></tr>
<tr><td>S</td><td>18–20</td><td>28–33</td><td>35–37</td></tr>
<tr><td>M</td><td>21–23</td><td>34–38</td><td>38–40</td></tr>
<tr><td>L</td><td>24–26</td><td>39–43</td><td>41–43</td></tr>
<tr><td>XL</td><td>27–29</td><td>44–48</td><td>44–46</td></tr>
</table>
<p>1. kompressiooniklass (18–21 mmHg) sobib väsinud ja raskete jalgade korral ning reisimiseks. 2. klass (23–32 mmHg) on mõeldud veenilaiendite korral ja pärast veeniravi. 2. ja kõrgema klassi sukad valige koos arsti või proviisoriga.</p>
<h2>Tugisidemed</h2>
<table>
<tr><th>Suurus</th><th>Randme (cm)</th><th>Põlve (cm)</th><th>Hüppeliigese (cm)</th></tr>
<tr><td>S</td><td>13–15</td><td>32–35</td><td>19–21</td></tr>
<tr><td>M</td><td>16–17</td><td>36–39</td><td>22–24</td></tr>
<tr><td>L</td><td>18–19</td><td>40–43</td><td>25–27</td></tr>
<tr><td>XL</td><td>20–22</td><td>44–47</td><td>28–30</td></tr>
</table>
<p>Randme ümbermõõt mõõdetakse randmeliigese kohalt, põlve oma põlvekedra keskelt kergelt kõverdatud jalaga ja hüppeliigese oma kõige kitsamast kohast pahkluude kohal.</p>
<h2>Mõõtmine apteegis ja tagastamine</h2>
<p>Meie apteekides Tallinnas ja Tartus mõõdab proviisor teid tasuta, vaata <a href="/store-locator">apteekide aadresse</a>. Avamata pakendis tooteid saab tagastada 14 päeva jooksul. Hügieenilistel põhjustel ei saa tagastada sukki ja tugisidemeid, mille pakend on avatud. Vaata lehte <a href="/returns">Tagastamine</a>.</p>`,
    fi: `<h2>Näin löydät oikean koon</h2>
<p>Tukisukat ja tuet toimivat vain, jos ne istuvat hyvin. Mittaa aamulla pian heräämisen jälkeen, kun jalat ovat vähiten turvoksissa. Käytä pehmeää mittanauhaa, seiso suorana äläkä kiristä nauhaa. Jos mitat osuvat kahden koon väliin, valitse tuesta suurempi koko ja kysy tukisukista neuvoa farmaseutilta.</p>
<h2>Tukisukat</h2>
<p>Mittaa nilkan ympärysmitta kapeimmasta kohdasta nilkan yläpuolelta ja pohkeen ympärysmitta leveimmästä kohdasta.</p>
<table>
<tr><th>Koko</th><th>Nilkka (cm)</th><th>Pohje (cm)</th><th>Kengänkoko (EU)</th></tr>
<tr><td>S</td><td>18–20</td><td>28–33</td><td>35–37</td></tr>
<tr><td>M</td><td>21–23</td><td>34–38</td><td>38–40</td></tr>
<tr><td>L</td><td>24–26</td><td>39–43</td><td>41–43</td></tr>
<tr><td>XL</td><td>27–29</td><td>44–48</td><td>44–46</td></tr>
</table>
<p>Kompressioluokka 1 (18–21 mmHg) sopii väsyneille ja raskaille jaloille sekä matkoille. Luokka 2 (23–32 mmHg) on tarkoitettu suonikohjuihin ja laskimohoidon jälkeiseen käyttöön. Valitse luokan 2 ja sitä vahvemmat sukat yhdessä lääkärin tai farmaseutin kanssa.</p>
<h2>Tuet</h2>
<table>
<tr><th>Koko</th><th>Ranne (cm)</th><th>Polvi (cm)</th><th>Nilkka (cm)</th></tr>
<tr><td>S</td><td>13–15</td><td>32–35</td><td>19–21</td></tr>
<tr><td>M</td><td>16–17</td><td>36–39</td><td>22–24</td></tr>
<tr><td>L</td><td>18–19</td><td>40–43</td><td>25–27</td></tr>
<tr><td>XL</td><td>20–22</td><td>44–47</td><td>28–30</td></tr>
</table>
<p>Ranteen ympärysmitta mitataan rannenivelen kohdalta, polven ympärysmitta polvilumpion keskeltä jalka hieman koukussa ja nilkan ympärysmitta kapeimmasta kohdasta nilkkaluiden yläpuolelta.</p>
<h2>Mittaus apteekissa ja palautukset</h2>
<p>Apteekeissamme Tallinnassa ja Tartossa farmaseutti mittaa sinut maksutta, katso <a href="/store-locator">apteekkiemme osoitteet</a>. Avaamattomassa pakkauksessa olevat tuotteet voi palauttaa 14 päivän kuluessa. Hygieniasyistä emme ota takaisin sukkia tai tukia, joiden pakkaus on avattu. Katso <a href="/returns">palautukset</a>.</p>`,
    en: `<h2>How to find the right size</h2>
<p>Compression stockings and supports work only when they fit well. Measure in the morning soon after getting up, when your legs are least swollen. Use a soft tape measure, stand straight and do not pull the tape tight. If you are between two sizes, choose the larger size for supports, and ask a pharmacist for advice about stockings.</p>
<h2>Compression stockings</h2>
<p>Measure the ankle circumference at the narrowest point above the ankle bone and the calf circumference at its widest point.</p>
<table>
<tr><th>Size</th><th>Ankle (cm)</th><th>Calf (cm)</th><th>Shoe size (EU)</th></tr>
<tr><td>S</td><td>18–20</td><td>28–33</td><td>35–37</td></tr>
<tr><td>M</td><td>21–23</td><td>34–38</td><td>38–40</td></tr>
<tr><td>L</td><td>24–26</td><td>39–43</td><td>41–43</td></tr>
<tr><td>XL</td><td>27–29</td><td>44–48</td><td>44–46</td></tr>
</table>
<p>Compression class 1 (18–21 mmHg) suits tired, heavy legs and travelling. Class 2 (23–32 mmHg) is meant for varicose veins and use after vein treatment. Choose class 2 and stronger stockings together with a doctor or pharmacist.</p>
<h2>Supports</h2>
<table>
<tr><th>Size</th><th>Wrist (cm)</th><th>Knee (cm)</th><th>Ankle (cm)</th></tr>
<tr><td>S</td><td>13–15</td><td>32–35</td><td>19–21</td></tr>
<tr><td>M</td><td>16–17</td><td>36–39</td><td>22–24</td></tr>
<tr><td>L</td><td>18–19</td><td>40–43</td><td>25–27</td></tr>
<tr><td>XL</td><td>20–22</td><td>44–47</td><td>28–30</td></tr>
</table>
<p>Measure the wrist around the wrist joint, the knee around the middle of the kneecap with the leg slightly bent, and the ankle at its narrowest point above the ankle bones.</p>
<h2>Fitting in the pharmacy and returns</h2>
<p>In our pharmacies in Tallinn and Tartu a pharmacist will measure you free of charge, see <a href="/store-locator">our pharmacies</a>. Products in unopened packaging can be returned within 14 days. For hygiene reasons we cannot take back stockings and supports whose packaging has been opened. See <a href="/returns">returns</a>.</p>`,
    ru: `<h2>Как подобрать правильный размер</h2>
<p>Компрессионные чулки и ортезы действуют только тогда, когда хорошо сидят. Снимайте мерки утром вскоре после пробуждения, когда ноги меньше всего отёчны. Используйте мягкую сантиметровую ленту, стойте прямо и не затягивайте ленту. Если мерки попадают между двумя размерами, ортез выбирайте большего размера, а по чулкам посоветуйтесь с фармацевтом.</p>
<h2>Компрессионные чулки</h2>
<p>Измерьте обхват щиколотки в самом узком месте над косточкой и обхват голени в самом широком месте.</p>
<table>
<tr><th>Размер</th><th>Щиколотка (см)</th><th>Голень (см)</th><th>Размер обуви (EU)</th></tr>
<tr><td>S</td><td>18–20</td><td>28–33</td><td>35–37</td></tr>
<tr><td>M</td><td>21–23</td><td>34–38</td><td>38–40</td></tr>
<tr><td>L</td><td>24–26</td><td>39–43</td><td>41–43</td></tr>
<tr><td>XL</td><td>27–29</td><td>44–48</td><td>44–46</td></tr>
</table>
<p>1-й класс компрессии (18–21 мм рт. ст.) подходит при усталости и тяжести в ногах и для путешествий. 2-й класс (23–32 мм рт. ст.) предназначен при варикозном расширении вен и после лечения вен. Чулки 2-го и более высокого класса подбирайте вместе с врачом или фармацевтом.</p>
<h2>Ортезы</h2>
<table>
<tr><th>Размер</th><th>Запястье (см)</th><th>Колено (см)</th><th>Голеностоп (см)</th></tr>
<tr><td>S</td><td>13–15</td><td>32–35</td><td>19–21</td></tr>
<tr><td>M</td><td>16–17</td><td>36–39</td><td>22–24</td></tr>
<tr><td>L</td><td>18–19</td><td>40–43</td><td>25–27</td></tr>
<tr><td>XL</td><td>20–22</td><td>44–47</td><td>28–30</td></tr>
</table>
<p>Обхват запястья измеряют в области лучезапястного сустава, колена — по середине надколенника при слегка согнутой ноге, голеностопа — в самом узком месте над лодыжками.</p>
<h2>Подбор в аптеке и возврат</h2>
<p>В наших аптеках в Таллинне и Тарту фармацевт бесплатно снимет мерки, см. <a href="/store-locator">адреса аптек</a>. Товары в невскрытой упаковке можно вернуть в течение 14 дней. По гигиеническим причинам мы не принимаем обратно чулки и ортезы со вскрытой упаковкой. См. страницу <a href="/returns">Возврат</a>.</p>`,
  },
};
