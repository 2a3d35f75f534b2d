"""Blind set BL: four mixed pages, a discussion of 25 to 27 readers' comments in the served HTML beside a long list
that looks like one: aurora-sighting reports (bg), volunteer shift sign-ups (lt), a book club's reading log (da), a
summit logbook (sk). Every name and text invented; each comment and entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bl_common import (
    C,
    Case,
    Parts,
    Story,
    esc,
    make,
    paras,
    seeds,
    site,
    thread,
    tree,
)
from comspider_lab.blind.cases_bl_lists import rows

BG_THREAD = thread("""
Стефан Илиев | 12.05.2024 08:10 | - | - | Видях го от двора в Бяла вода около полунощ. Не вярвах, че в България е възможно.
Мария Петкова | 12.05.2024 08:22 | 0 | - | И аз! Първо помислих, че е пожар зад хълма.
Стефан Илиев | 12.05.2024 08:35 | 1 | - | Точно така изглеждаше, розово над билото.
Георги Т. | 12.05.2024 08:30 | - | - | Снимките в статията са правени с телефон или с апарат? Цветовете са невероятни.
Веселина | 12.05.2024 08:48 | 3 | - | С телефон, в нощен режим. С просто око беше по-бледо, сивкаво-розово.
Георги Т. | 12.05.2024 09:01 | 4 | - | Значи затова аз нищо не видях. Гледах и си мислех, че е облак.
Веселина | 12.05.2024 09:12 | 5 | - | Да, окото не хваща цветовете така. Пробвайте следващия път с телефона.
Иван Кръстев | 12.05.2024 09:20 | - | - | Бях на смяна цяла нощ и пропуснах всичко. Кога ще се случи пак?
Николай, любител астроном | 12.05.2024 09:45 | 7 | - | Слънцето е в максимум на цикъла си, така че до година-две може да има още. Но толкова силно рядко се случва.
Иван Кръстев | 12.05.2024 09:58 | 8 | - | Значи има надежда. Благодаря.
Десислава | 12.05.2024 10:15 | - | - | Дъщеря ми плака, че не я събудих. Следващия път ще спим на терасата.
Мария Петкова | 12.05.2024 10:26 | 10 | - | Хубава идея, ние също ще вземем одеяла.
Петър Д. | 12.05.2024 10:40 | - | - | Светлинното замърсяване в града е ужасно. В селото видяхме всичко, а братовчед ми в София — нищо.
Николай, любител астроном | 12.05.2024 11:02 | 12 | - | Точно така. Общината може поне да гаси осветлението в парка след полунощ, както правят другаде.
Петър Д. | 12.05.2024 11:15 | 13 | - | Това е разумно предложение, защо не го внесете в съвета?
Николай, любител астроном | 12.05.2024 11:30 | 14 | - | Клубът ни ще го внесе този месец.
Радост | 12.05.2024 12:05 | - | - | Моля ви, не спирайте коли на магистралата, за да снимате. Видях двама така.
Атанас | 12.05.2024 12:20 | 16 | - | Вярно, беше опасно. На отбивката при бензиностанцията имаше десетина коли.
Калина В. | 12.05.2024 13:00 | - | - | Баба ми на 84 години каза, че никога в живота си не е виждала такова нещо. Стояхме заедно на пейката до два.
Стефан Илиев | 12.05.2024 13:18 | 18 | - | Чудесна нощ за спомен с баба ви.
Тодор | 12.05.2024 14:30 | - | - | Статията пише „над цялата страна“, но в Странджа беше облачно. Не всички имахме късмет.
Веселина | 12.05.2024 14:45 | 20 | - | Съжалявам, Тодоре. Нека следващия път да е ясно и при вас.
Елена С. | 12.05.2024 16:02 | - | - | Някой знае ли приложение, което предупреждава за такива бури?
Николай, любител астроном | 12.05.2024 16:20 | 22 | - | Има няколко за космическо време; клубът ни праща и известия в групата си, пишете ни.
Елена С. | 12.05.2024 16:33 | 23 | - | Благодаря, ще пиша.
Мартин | 12.05.2024 19:40 | - | - | Най-хубавото беше, че цялата улица излезе навън и си говорихме с непознати съседи до сутринта.
""")

BG_LIST = rows("""
Антония, Родопите | 23:48 | Розово и зелено над Персенк, видимо с просто око около пет минути.
Божидар | 23:52 | Самоков: червени лъчи на север, снимано с телефон.
Ваня Г. | 23:55 | Габрово, от балкона на деветия етаж. Бледо розово.
Григор | 00:03 | Видин: силно червено над Дунава, отразено във водата.
Дора | 00:08 | Пловдив, от тепето: нищо с просто око, на снимката розово.
Емил К. | 00:11 | Шумен, крепостта: ярко, с колони светлина.
Живка | 00:15 | Карлово: зелена ивица ниско над хоризонта.
Зоран | 00:20 | Кюстендил: розово, после облаци.
Ирина П. | 00:24 | Бургас, плажа: слабо, но видимо на юг? Всъщност на север над града.
Йордан | 00:31 | Враца, Леденика: силно, снимки с дълга експозиция.
Кремена | 00:37 | Русе: червено, заедно с половината квартал на улицата.
Лъчезар | 00:42 | Смолян: зелено и лилаво, най-силно около 00:40.
Митко | 00:50 | Стара Загора: слабо розово, видимо само на снимка.
Неда | 00:58 | Ловеч, Вароша: червени лъчи за около минута.
Огнян | 01:05 | Банско: облачно, нищо.
Павлина | 01:12 | Добрич: избледнява, последни снимки.
""")


def _wrap(cls: str) -> object:
    def w(s: str) -> str:
        return f'<div class="{cls}">{s}</div>'

    return w


def bg_aurora() -> Case:
    cs = BG_THREAD
    s = site("""
name: Северозапад Днес
lang: bg
px: sd
style: portal
accent: #4338ca
motto: Новините от Северозапада
sections: Начало; Регион; България; Спорт; Наука; Мнения
most_read: Най-четени
read_rows: Северно сияние над България = 61 хил.; Нов мост при Лом = 18 хил.; Цените на черешите = 12 хил.; Фестивал на Дунава = 9 хил.
most_talked: Най-коментирани
talk_rows: Северно сияние над България = 26 коментара; Нов мост при Лом = 144 коментара; Такса смет = 98 коментара; Улично осветление = 51 коментара
related: Още по темата
letter: Бюлетинът на Северозапад Днес всяка сутрин
subscribe: Абонирай се
paywall: Подкрепете местната журналистика: абонамент от 5 лв. на месец
contact: Редакция
""")

    def item(i: int, c: C, replies: str) -> str:
        return (
            f'<div class="sd-k"><div class="sd-kh"><b>{esc(c.name)}</b> <small>{esc(c.when)}</small></div>{paras(c.text)}'
            f'<div class="sd-kf"><a href="#">Отговори</a> · 👍 {(5 * i + 1) % 14}</div>{replies}</div>'
        )

    reports = "".join(
        f'<li><span class="sd-nabl">{esc(n)}</span> <span class="sd-chas">{esc(t)}</span> <span class="sd-opis">{esc(m)}</span></li>'
        for n, t, m in BG_LIST
    )
    after = (
        f'<section class="sd-karta"><h2>Къде е видяно: вашите наблюдения</h2><ul class="sd-nabludenia">{reports}</ul></section>'
        f'<section class="sd-komentari"><h2>Коментари ({len(cs)})</h2>{tree(cs, item, _wrap("sd-otg"))}</section>'  # type: ignore[arg-type]
    )
    st = Story(
        "Северно сияние над България: розово небе от Видин до Родопите",
        "Деян Маринов",
        "2024-05-11T22:30:00+03:00",
        "11.05.2024 22:30",
        """
Силна магнитна буря направи северното сияние видимо над почти цялата страна в нощта срещу събота. Най-ярко то беше около полунощ в северозападните части.

Учените обясняват, че Слънцето е в максимума на своя единадесетгодишен цикъл. Читатели изпратиха наблюдения от десетки места, които публикуваме по-долу.
""",
        related=(
            "Какво е магнитна буря",
            "Как се снима сияние с телефон",
            "Светлинното замърсяване в градовете",
        ),
    )
    return make(
        "bl-bg-aurora-mixed",
        "mixed",
        s,
        st,
        Parts(
            after=after,
            css=".sd-otg{margin-left:26px;border-left:2px solid #ddd;padding-left:10px}.sd-k{padding:8px 0}",
        ),
        seeds(cs),
        path="/nauka/severno-siyanie-nad-balgaria",
        container="section.sd-komentari: div.sd-k (nested div.sd-otg)",
        heading="Коментари (26)",
        description="A Bulgarian regional site of 2024 on an aurora: 26 readers' comments in the served HTML (four levels deep), and above them 16 readers' sighting reports (name and place, '23:48', a short description) in a list of their own.",
        lookalikes=("aurora sighting reports with names and times",),
    )


LT_THREAD = thread("""
Rūta Kazlauskienė | 2020-11-03 09:05 | - | - | Ačiū, kad rašote apie maisto banką. Pernai savanoriavau ir tai buvo prasmingiausios mano savaitės.
Tomas P. | 2020-11-03 09:20 | 0 | - | Rūta, ar ten reikia kokios nors patirties? Norėčiau prisijungti, bet niekada nesavanoriavau.
Rūta Kazlauskienė | 2020-11-03 09:34 | 1 | - | Jokios. Pirmą kartą jus apmokys per pusvalandį, paskui rūšiuosite kartu su kitais.
Tomas P. | 2020-11-03 09:41 | 2 | - | Puiku, užsirašiau ketvirtadienio pamainai.
Algis | 2020-11-03 09:50 | - | - | Gaila, kad valstybė nesirūpina žmonėmis ir viskas gula ant savanorių pečių.
Ieva Jankauskaitė | 2020-11-03 10:08 | 4 | - | Algi, gal ir taip, bet kol kas maisto reikia šiandien. Savanoriai tą spragą ir užpildo.
Algis | 2020-11-03 10:21 | 5 | - | Nesakau, kad savanoriai blogi. Sakau, kad taip neturėtų būti.
Ieva Jankauskaitė | 2020-11-03 10:30 | 6 | - | Čia sutinku.
Dovilė | 2020-11-03 10:45 | - | - | Ar galima atnešti maisto tiesiai į sandėlį, ar tik per parduotuves?
Maisto banko koordinatorė Asta | 2020-11-03 11:00 | 8 | - | Galima, darbo dienomis nuo 9 iki 17, Pramonės g. 12. Geriausiai ilgai negendančius produktus.
Dovilė | 2020-11-03 11:12 | 9 | - | Ačiū, šeštadienį atvešiu kruopų ir konservų.
Mindaugas | 2020-11-03 11:30 | - | - | Mūsų įmonė galėtų skirti sunkvežimį su vairuotoju vienai dienai. Kam rašyti?
Maisto banko koordinatorė Asta | 2020-11-03 11:52 | 11 | - | Mindaugai, būtų nuostabu! Rašykite man per svetainės kontaktų formą, susitarsime.
Mindaugas | 2020-11-03 12:05 | 12 | - | Parašiau.
Laura Vaitkutė | 2020-11-03 12:40 | - | - | Ar paaugliai gali savanoriauti? Mano sūnui penkiolika.
Rūta Kazlauskienė | 2020-11-03 12:55 | 14 | - | Pernai buvo moksleivių su tėvų sutikimu, nuo keturiolikos metų.
Laura Vaitkutė | 2020-11-03 13:07 | 15 | - | Tai puiku, eisime kartu.
Jonas | 2020-11-03 14:10 | - | - | Kiekvieną rudenį ta pati istorija: straipsnis, akcija, o sausio mėnesį visi pamiršta.
Ieva Jankauskaitė | 2020-11-03 14:25 | 17 | - | Dėl to ir reikia rašyti ne tik rudenį. Redakcija, gal sausį parašysite dar kartą?
Žinių redakcija | 2020-11-03 15:00 | 18 | - | Gera mintis, įsirašėme sausio planą.
Kristina | 2020-11-03 15:35 | - | - | Aš dirbu naktimis, ar yra pamainų savaitgaliais?
Maisto banko koordinatorė Asta | 2020-11-03 15:50 | 20 | - | Taip, šeštadieniais nuo 10 iki 14. Sąraše dešinėje matysite laisvas vietas.
Kristina | 2020-11-03 16:02 | 21 | - | Matau, šeštadienį dar yra trys vietos. Užsirašau.
Vytautas S. | 2020-11-03 17:20 | - | - | Mano mama gauna maisto paketus. Ačiū visiems, kurie ten dirba, ji visada grįžta su šypsena.
Rūta Kazlauskienė | 2020-11-03 17:36 | 23 | - | Tokie žodžiai ir yra priežastis, kodėl einame.
""")

LT_LIST = rows("""
Aušra M. | Pirmadienis 9–13 | Rūšiavimas, galiu ir kitą savaitę.
Paulius | Pirmadienis 14–18 | Iškrovimas, turiu savo pirštines.
Eglė R. | Antradienis 9–13 | Paketų pakavimas.
Saulius | Antradienis 14–18 | Vairuoju, turiu B kategoriją.
Gintarė | Trečiadienis 9–13 | Rūšiavimas su drauge.
Deividas | Trečiadienis 14–18 | Iškrovimas.
Milda K. | Ketvirtadienis 9–13 | Paketų pakavimas, ateisiu su dukra.
Tomas P. | Ketvirtadienis 14–18 | Pirmas kartas.
Agnė | Ketvirtadienis 14–18 | Rūšiavimas.
Karolis | Penktadienis 9–13 | Sandėlio tvarkymas.
Neringa | Penktadienis 14–18 | Paketų išvežiojimas senjorams.
Rimas | Šeštadienis 10–14 | Iškrovimas.
Justė | Šeštadienis 10–14 | Rūšiavimas.
Kristina | Šeštadienis 10–14 | Po naktinės pamainos, bet ateisiu.
Lukas | Sekmadienis 10–14 | Paketų pakavimas.
Viktorija | Sekmadienis 10–14 | Kavos ir sausainių visiems atnešiu.
""")


def lt_volunteers() -> Case:
    cs = LT_THREAD
    s = site("""
name: Pamario žinios
lang: lt
px: pz
style: blog
accent: #b45309
motto: Pamario krašto naujienos
sections: Pradžia; Miestas; Rajonas; Sportas; Kultūra; Nuomonės
most_read: Skaitomiausi
read_rows: Maisto bankui trūksta savanorių = 16 200 skaitymų; Naujas autobusų maršrutas = 11 400 skaitymų; Uostas plečiasi = 8 900 skaitymų; Turgus persikelia = 6 700 skaitymų
most_talked: Komentuojamiausi
talk_rows: Maisto bankui trūksta savanorių = 25 komentarai; Uostas plečiasi = 131 komentaras; Automobilių stovėjimo mokestis = 110 komentarų; Turgus persikelia = 64 komentarai
related: Taip pat skaitykite
letter: Savaitės naujienos jūsų pašte
subscribe: Prenumeruoti
paywall: Prenumerata nuo 3 eurų per mėnesį
contact: Redakcija
""")

    def item(i: int, c: C, replies: str) -> str:
        return (
            f'<li class="pz-k"><p class="pz-kas"><strong>{esc(c.name)}</strong> <span>{esc(c.when)}</span></p>{paras(c.text)}'
            f'<a class="pz-ats" href="#">Atsakyti</a>{replies}</li>'
        )

    def wrap(s_: str) -> str:
        return f'<ul class="pz-ats-l">{s_}</ul>'

    signups = "".join(
        f'<tr><td class="pz-v">{esc(n)}</td><td class="pz-p">{esc(t)}</td><td class="pz-pst">{esc(m)}</td></tr>'
        for n, t, m in LT_LIST
    )
    rail = f'<div class="pz-graf"><h3>Savanorių pamainos šią savaitę</h3><table><thead><tr><th>Vardas</th><th>Pamaina</th><th>Pastaba</th></tr></thead><tbody>{signups}</tbody></table></div>'
    after = f'<section class="pz-kom"><h2>Komentarai ({len(cs)})</h2><ul class="pz-l">{tree(cs, item, wrap)}</ul></section>'
    st = Story(
        "Maisto bankui trūksta savanorių: kviečia užsirašyti į pamainas",
        "Inga Stankevičienė",
        "2020-11-02T17:00:00+02:00",
        "2020 m. lapkričio 2 d.",
        """
Pamario maisto banko sandėlyje šį rudenį dirba perpus mažiau savanorių nei pernai, o paramos prašančių šeimų padaugėjo. Koordinatoriai kviečia užsirašyti bent į vieną pamainą.

Savanoriai rūšiuoja paaukotą maistą, pakuoja paketus ir išvežioja juos senjorams. Pamainų grafikas skelbiamas šalia straipsnio.
""",
        related=("Kaip paaukoti maisto", "Moksleiviai savanoriauja", "Senjorams išvežiojami paketai"),
    )
    return make(
        "bl-lt-volunteers-mixed",
        "mixed",
        s,
        st,
        Parts(
            after=after,
            rail=rail,
            css=".pz-ats-l{margin-left:26px}.pz-l,.pz-ats-l{list-style:none;padding-left:0}",
        ),
        seeds(cs),
        path="/miestas/maisto-bankui-truksta-savanoriu",
        container="section.pz-kom: ul.pz-l > li.pz-k (nested ul.pz-ats-l)",
        heading="Komentarai (25)",
        description="A Lithuanian coastal-town blog of 2020 on a food bank: 25 readers' comments in the served HTML (four levels deep, the coordinator answering), and in the side column a table of 16 volunteer shift sign-ups (name, 'Pirmadienis 9–13', a note).",
        lookalikes=("volunteer shift sign-ups with names and shifts",),
    )


DA_THREAD = thread("""
Lone Kjær | 7. marts 2017 kl. 08:12 | - | - | Vi er otte i vores læseklub i Vestby og har læst sammen i tolv år. Det bedste ved det er ikke bøgerne, men kaffen bagefter.
Henrik M. | 7. marts 2017 kl. 08:30 | 0 | - | Og kagen, går jeg ud fra?
Lone Kjær | 7. marts 2017 kl. 08:44 | 1 | - | Selvfølgelig kagen. Vi skiftes til at bage.
Søren Holm | 7. marts 2017 kl. 09:02 | - | - | Jeg har aldrig forstået læseklubber. Læsning er noget, man gør alene.
Mette B. | 7. marts 2017 kl. 09:20 | 3 | - | Læsningen er alene, snakken bagefter er fælles. Jeg opdager altid noget, jeg selv havde overset.
Søren Holm | 7. marts 2017 kl. 09:36 | 4 | - | Måske. Jeg kunne godt prøve én gang.
Mette B. | 7. marts 2017 kl. 09:50 | 5 | - | Bibliotekets klub mødes første tirsdag i måneden. Kom bare.
Anne-Grethe | 7. marts 2017 kl. 10:15 | - | - | Vores klub er gået i stå, fordi vi ikke kan blive enige om bøger. Halvdelen vil have krimi, resten vil have klassikere.
Jens Poulsen | 7. marts 2017 kl. 10:32 | 7 | - | Skift til hver anden gang. Sådan har vi gjort i fem år, og ingen er sure mere.
Anne-Grethe | 7. marts 2017 kl. 10:45 | 8 | - | Så enkelt. Det foreslår jeg på torsdag.
Bibliotekar Pia | 7. marts 2017 kl. 11:00 | 7 | - | Man kan også låne vores læsekasser med ti eksemplarer og spørgsmål til snakken. Der er både krimi og klassikere.
Anne-Grethe | 7. marts 2017 kl. 11:10 | 10 | - | Det vidste jeg ikke, tak Pia.
Kasper | 7. marts 2017 kl. 11:40 | - | - | Er der nogen klubber for mænd under fyrre? Alle dem, jeg har set, er fulde af pensionister. Ingen fornærmelse.
Henrik M. | 7. marts 2017 kl. 11:55 | 12 | - | Ingen fornærmelse taget. Lav din egen, det gjorde jeg med tre venner fra håndbold.
Kasper | 7. marts 2017 kl. 12:08 | 13 | - | Hvad læser I så?
Henrik M. | 7. marts 2017 kl. 12:20 | 14 | - | Mest historiebøger og en enkelt roman ind imellem. Og så øl i stedet for kaffe.
Kasper | 7. marts 2017 kl. 12:31 | 15 | - | Det lyder som noget for mig.
Birthe Nørgaard | 7. marts 2017 kl. 13:05 | - | - | Jeg er 82 og kan ikke længere læse små bogstaver. Min klub læser nu lydbøger, og det fungerer fint.
Lone Kjær | 7. marts 2017 kl. 13:20 | 17 | - | Hvor er det en god idé, Birthe. Det vil jeg fortælle min mor.
Frederik | 7. marts 2017 kl. 14:10 | - | - | Artiklen nævner ikke, at mange klubber nu mødes online. Vi er spredt over hele landet og ses på video.
Mette B. | 7. marts 2017 kl. 14:26 | 19 | - | Det har vi prøvet, men jeg savner at sidde ved samme bord.
Frederik | 7. marts 2017 kl. 14:40 | 20 | - | Helt enig, men det er bedre end ingenting, når man bor langt fra hinanden.
Ulla | 7. marts 2017 kl. 16:02 | - | - | Hvilken bog var den, I alle blev uenige om i artiklen? Nu er jeg nysgerrig.
Jens Poulsen | 7. marts 2017 kl. 16:20 | 22 | - | Det var den om fyrpasseren på Skagen, tror jeg. Den deler vandene.
Ulla | 7. marts 2017 kl. 16:31 | 23 | - | Den står på min liste. Nu skal den læses.
""")

DA_LIST = rows("""
Lone K. | 2. marts | Side 212 af 340. Langsom midte, men slutningen trækker.
Henrik | 2. marts | Færdig. Fire stjerner af fem.
Mette | 3. marts | Side 90. Sprogbilledet med havet er smukt.
Jens P. | 3. marts | Side 150. Savner mere om fyrpasserens kone.
Anne-Grethe | 3. marts | Ikke startet endnu, venter på lånet.
Pia | 4. marts | Har læst den før, genlæser kapitel 4.
Birthe | 4. marts | Lydbog, time 5 af 9.
Søren | 4. marts | Side 40. Ved ikke helt endnu.
Kasper | 5. marts | Færdig på to aftener.
Ulla | 5. marts | Side 120.
Frederik | 5. marts | Side 300, sidder i toget og læser.
Grethe M. | 5. marts | Opgivet efter side 60, for trist til mig.
Niels | 6. marts | Side 260.
Karen | 6. marts | Færdig, gik og tudede ved sidste side.
Tove | 6. marts | Side 180, har sat mærker ved alle steder med lyset.
Bent | 6. marts | Side 10. Kommer, kommer.
""")


def da_bookclub() -> Case:
    cs = DA_THREAD
    s = site("""
name: Vestkystens Ugeavis
lang: da
px: vu
style: local
accent: #0c4a6e
motto: Nyt fra kysten hver uge
sections: Forside; Lokalt; Erhverv; Sport; Kultur; Debat
most_read: Mest læste
read_rows: Læseklubberne lever = 9.100 læsere; Ny havnepromenade åbner = 7.800 læsere; Fiskerne får ny auktionshal = 5.600 læsere; Skolen får ny idrætshal = 4.100 læsere
most_talked: Flest kommentarer
talk_rows: Læseklubberne lever = 25 kommentarer; Parkeringsafgift på stranden = 186 kommentarer; Vindmøller ved kysten = 143 kommentarer; Ny havnepromenade = 52 kommentarer
related: Læs også
letter: Ugens nyheder fra kysten i din indbakke
subscribe: Tilmeld
paywall: Bliv abonnent: første måned for 1 krone
contact: Kontakt redaktionen
""")

    def item(i: int, c: C, replies: str) -> str:
        return (
            f'<article class="vu-ind"><h4 class="vu-af">{esc(c.name)}</h4><p class="vu-tid">{esc(c.when)}</p>'
            f'<div class="vu-tekst">{paras(c.text)}</div><button class="vu-svar">Svar</button>{replies}</article>'
        )

    log = "".join(
        f'<li class="vu-log"><b>{esc(n)}</b> <i>{esc(t)}</i> – {esc(m)}</li>' for n, t, m in DA_LIST
    )
    after = (
        f'<aside class="vu-logbog"><h3>Vestby læseklub: sådan går det med marts-bogen</h3><ul>{log}</ul></aside>'
        f'<section class="vu-debat"><h2>Debat ({len(cs)} indlæg)</h2>{tree(cs, item, _wrap("vu-under"))}</section>'  # type: ignore[arg-type]
    )
    st = Story(
        "Læseklubberne lever: flere end nogensinde mødes for at tale om bøger",
        "Karin Dahl",
        "2017-03-06T18:00:00+01:00",
        "6. marts 2017",
        """
Biblioteket i Vestby har i dag 41 læseklubber tilknyttet, dobbelt så mange som for fem år siden. De fleste mødes en gang om måneden i private hjem.

Vi fulgte Vestby læseklub gennem en måned med bogen om fyrpasseren på Skagen. Deres læselog kan ses herunder.
""",
        related=("Bibliotekets læsekasser", "Lydbøger for ældre", "Forfatter besøger Vestby"),
    )
    return make(
        "bl-da-bookclub-mixed",
        "mixed",
        s,
        st,
        Parts(
            after=after,
            css=".vu-under{margin-left:28px;border-left:2px solid #cde;padding-left:10px}.vu-af{margin:6px 0 0}.vu-tid{color:#888;font-size:12px;margin:0}",
        ),
        seeds(cs),
        path="/kultur/laeseklubberne-lever",
        container="section.vu-debat: article.vu-ind (nested div.vu-under)",
        heading="Debat (25 indlæg)",
        description="A Danish coastal weekly of 2017 on reading circles: 25 readers' comments in the served HTML (five levels deep), and above them a reading circle's log of 16 entries (name, '2. marts', pages read and a remark).",
        lookalikes=("a book club's reading log with names and dates",),
    )


SK_THREAD = thread("""
Peter Hudák | 22. augusta 2016, 08:05 | - | - | Bol som hore v sobotu. Kniha na vrchole je už celá popísaná, posledné strany boli mokré od dažďa.
Zuzana M. | 22. augusta 2016, 08:20 | 0 | - | Aj ja som sa chcela zapísať a nebolo kam. Tak som napísala na zadnú stranu obalu.
Peter Hudák | 22. augusta 2016, 08:34 | 1 | - | Tak to si nás tam je viac, videl som tam aj kresbu psa.
Ján Kováč | 22. augusta 2016, 08:50 | - | - | Krásny článok. Knihu tam nosí klub od roku 1968, to je úžasná tradícia.
Marta | 22. augusta 2016, 09:10 | 3 | - | Môj otec bol v tom klube. Tvrdil, že prvú knihu vyniesli v batohu s chlebom a slaninou.
Ján Kováč | 22. augusta 2016, 09:24 | 4 | - | To je nádherná spomienka, ďakujem, že ste ju napísali.
Milan | 22. augusta 2016, 09:40 | - | - | Nechápem, prečo to dávajú do novín. Kniha na kopci, a čo.
Lucia B. | 22. augusta 2016, 09:55 | 6 | - | Lebo je to pekná správa medzi tými zlými, Milan.
Milan | 22. augusta 2016, 10:07 | 7 | - | No dobre, to uznávam.
Ondrej | 22. augusta 2016, 10:30 | - | - | Kedy vynesú novú knihu? Chcel by som ísť hore práve v ten deň.
Klub turistov Poľana | 22. augusta 2016, 10:52 | 9 | - | Novú knihu vynesieme v sobotu 3. septembra, zraz o siedmej pri chate pod sedlom. Všetci sú vítaní.
Ondrej | 22. augusta 2016, 11:04 | 10 | - | Výborne, prídem aj s deťmi.
Klub turistov Poľana | 22. augusta 2016, 11:15 | 11 | - | Deti sú najvítanejšie, majú vyhradenú prvú stranu.
Eva Nováková | 22. augusta 2016, 12:00 | - | - | Čo sa stane so starou knihou? Bolo by škoda, keby sa stratila.
Klub turistov Poľana | 22. augusta 2016, 12:18 | 13 | - | Staré knihy máme v archíve v klubovni, od roku 1968 všetkých dvadsaťšesť. Na jeseň ich vystavíme v knižnici.
Eva Nováková | 22. augusta 2016, 12:30 | 14 | - | To je skvelé, prídem sa pozrieť.
Rasťo | 22. augusta 2016, 13:45 | - | - | Pred desiatimi rokmi som tam hore požiadal o ruku svoju ženu. Zápis je v knihe číslo devätnásť.
Zuzana M. | 22. augusta 2016, 13:58 | 16 | - | To je najkrajší komentár tu. Dúfam, že povedala áno!
Rasťo | 22. augusta 2016, 14:10 | 17 | - | Povedala. Tento rok ideme hore aj s dcérou.
Igor | 22. augusta 2016, 15:20 | - | - | Cesta od sedla je po búrke dosť rozbitá, dávajte pozor pri zostupe.
Peter Hudák | 22. augusta 2016, 15:33 | 19 | - | Potvrdzujem, pri skalách je zosuv, treba ísť vľavo po lúke.
Katarína | 22. augusta 2016, 17:05 | - | - | Ešte som nikdy nebola na vrchole. Ako dlho to trvá od chaty?
Igor | 22. augusta 2016, 17:18 | 21 | - | Tak hodina a pol normálnym tempom.
Katarína | 22. augusta 2016, 17:29 | 22 | - | Ďakujem, skúsim to v septembri s klubom.
Lucia B. | 22. augusta 2016, 18:40 | - | - | Idem tam budúci týždeň, keby ste chceli, odfotím vám posledné strany knihy.
""")

SK_LIST = rows("""
Miro a Janka | 14. 8. 2016 | Vyšli sme za svitania, hmla pod nami ako more.
Partia z Brezna | 14. 8. 2016 | Šiesti, jeden s barlou. Dali sme to!
Anna, 7 rokov | 14. 8. 2016 | Videla som orla.
Tibor | 15. 8. 2016 | Stý výstup na tento vrch. Ďakujem nohám.
Rodina Bartošová | 15. 8. 2016 | S kočíkom až po sedlo, ďalej na chrbte.
Zdeno | 16. 8. 2016 | Búrka prišla o desať minút skôr, ako hlásili.
Hanka a Peťo | 16. 8. 2016 | Náš prvý spoločný vrchol.
Skauti zo Zvolena | 17. 8. 2016 | Oddiel Jelene, dvanásť ľudí, všetci suchí.
Oľga | 17. 8. 2016 | Za mamu, ktorá tu bola v roku 1975.
Štefan K. | 18. 8. 2016 | Sám, v tichu. Ďakujem.
Vlado z Detvy | 18. 8. 2016 | Čučoriedky pod vrcholom sú najlepšie v okrese.
Dievčatá zo 4. B | 19. 8. 2016 | Triedny výlet, pani učiteľka sa vzdala pri studničke.
Juraj | 20. 8. 2016 | Mokro, vietor, ale výhľad na Tatry.
Monika | 20. 8. 2016 | Posledná strana. Niekto doneste novú knihu!
Pes Bady | 20. 8. 2016 | (tlapka)
Erik | 21. 8. 2016 | Na zadnú stranu obalu, lebo nie je miesto.
""")


def sk_summit() -> Case:
    cs = SK_THREAD
    s = site("""
name: Horehronský kuriér
lang: sk
px: hk
style: mag
accent: #166534
motto: Noviny spod hôr
sections: Titulka; Región; Príroda; Šport; Kultúra; Názory
most_read: Najčítanejšie
read_rows: Vrcholová kniha je plná = 14 200 čítaní; Nová chata pod sedlom = 9 400 čítaní; Medveď v záhradách = 8 100 čítaní; Festival fujár = 3 900 čítaní
most_talked: Najkomentovanejšie
talk_rows: Vrcholová kniha je plná = 25 komentárov; Medveď v záhradách = 217 komentárov; Nová chata pod sedlom = 96 komentárov; Lesné cesty zatvorené = 71 komentárov
related: Súvisiace články
letter: Týždeň na Horehroní do vašej schránky
subscribe: Odoberať
paywall: Predplatné Horehronského kuriéra od 2 eur mesačne
contact: Redakcia
""")

    def item(i: int, c: C, replies: str) -> str:
        return (
            f'<li class="hk-n"><div class="hk-nh"><span class="hk-meno">{esc(c.name)}</span> · <span class="hk-cas">{esc(c.when)}</span></div>'
            f'{paras(c.text)}<div class="hk-nf"><a href="#">Reagovať</a></div>{replies}</li>'
        )

    def wrap(s_: str) -> str:
        return f'<ol class="hk-reakcie">{s_}</ol>'

    log = "".join(
        f'<div class="hk-zapis"><p class="hk-kto">{esc(n)}</p><p class="hk-kedy">{esc(t)}</p><p class="hk-co">{esc(m)}</p></div>'
        for n, t, m in SK_LIST
    )
    after = (
        f'<section class="hk-prepis"><h2>Prepísali sme posledné strany knihy</h2><div class="hk-zapisy">{log}</div></section>'
        f'<section class="hk-diskusia"><h2>Diskusia · {len(cs)} názorov</h2><ol class="hk-zoznam">{tree(cs, item, wrap)}</ol></section>'
    )
    st = Story(
        "Vrcholová kniha je plná: turisti sa zapisujú už aj na obal",
        "Mária Lauková",
        "2016-08-21T19:00:00+02:00",
        "21. augusta 2016",
        """
Vrcholová kniha na Poľane sa tento mesiac zaplnila o tri týždne skôr, ako klub turistov čakal. Turisti sa preto zapisujú už aj na vnútornú stranu obalu.

Klub vynesie novú knihu začiatkom septembra. Prepísali sme pre vás niekoľko posledných zápisov.
""",
        related=(
            "Ako vznikla tradícia vrcholových kníh",
            "Chodník od sedla po búrke",
            "Archív klubu turistov",
        ),
    )
    return make(
        "bl-sk-summit-log-mixed",
        "mixed",
        s,
        st,
        Parts(
            after=after,
            css=".hk-reakcie{margin-left:24px;list-style:none}.hk-zoznam{list-style:none;padding:0}.hk-zapis{border-bottom:1px dotted #ccc}",
        ),
        seeds(cs),
        path="/priroda/vrcholova-kniha-je-plna",
        container="section.hk-diskusia: ol.hk-zoznam > li.hk-n (nested ol.hk-reakcie)",
        heading="Diskusia · 25 názorov",
        description="A Slovak mountain-region paper of 2016 on a full summit book: 25 readers' comments in the served HTML (four levels deep, the hiking club answering), and above them 16 summit-book entries transcribed (who, date, a line), a list of its own.",
        lookalikes=("summit logbook entries with names and dates",),
    )


def mixed_bl() -> list[Case]:
    return [bg_aurora(), lt_volunteers(), da_bookclub(), sk_summit()]
