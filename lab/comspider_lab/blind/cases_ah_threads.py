"""Blind set AH: twelve hand-built discussions (2 to 25 readers' comments on this article), served with the page, in
markup without the word "comment" (any language) in any class or id, as small and mid-size news sites and blogs show
them today and did about ten years ago: a German weekly's numbered entries with "@name" answers and report links (de,
2015, ``<ol>``); a French village site's ``<article>``s with likes and relative times, nested (fr, 2025); a Spanish
regional daily's table (es, 2014); a Dutch dike blog's ``<dl>`` without heading, times without a year (nl, 2016); a
Polish county portal's thread in a closed ``<details>`` (pl, 2016); a Japanese port town site's thread unhidden by a
button (ja, 2025); a Russian city magazine's thread on a tab (ru, 2024); a Swedish paper's two entries beside a form
(sv, 2015); a Croatian portal's 25 entries with votes, nested (hr, 2016); a Korean neighbourhood blog's flat ``<ul>``
with "@name" answers and likes (ko, 2025); a Hebrew valley paper's numbered entries, right to left (he, 2014); an
English walking blog's "11 thoughts on …" with the author's answers and a reply form (en, 2015). Also one real-system
page: Isso under a German cycling blog's post (de, 2025). Written for this set, in invented markup; every name, place
and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_ah_common import PartsK, esc, make, seeds, story, tree
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import isso_embed


def de_nummern() -> Case:
    c = seeds("""
Gerd Hollmann | 12.06.2015, 14:32 Uhr | - | Als Kind habe ich dort schwimmen gelernt. Dass die Gemeinde jetzt nicht einmal 40.000 Euro für die Pumpe findet, ist ein Armutszeugnis.
Sabine K. | 12.06.2015, 15:10 Uhr | - | @Gerd Hollmann: Es geht ja nicht nur um die Pumpe, das ganze Becken ist undicht. Das steht doch im Artikel.
Uwe Brandt | 12.06.2015, 16:47 Uhr | - | Warum gründet man keinen Förderverein? In Niederbach hat das auch geklappt.
Marion Lehr | 12.06.2015, 18:05 Uhr | - | Wir fahren jetzt eben nach Talheim ins Hallenbad. Für Familien ohne Auto ist das aber keine Lösung.
Heinz-Jürgen | 12.06.2015, 21:40 Uhr | - | @Uwe Brandt: Den Förderverein gibt es schon seit 2009, er hat nur zu wenige Mitglieder. Wer mitmachen will, kann sich im Rathaus melden.
Tanja Ruppert | 13.06.2015, 07:55 Uhr | - | Im Sommer war das Bad immer voll. Ich verstehe nicht, warum es sich nicht rechnet.
Klaus Dieter Fuchs | 13.06.2015, 09:12 Uhr | - | Eintritt zwei Euro, seit fünfzehn Jahren nicht erhöht. Da muss man sich über das Defizit nicht wundern.
Lena | 13.06.2015, 12:30 Uhr | - | Ich unterschreibe sofort, wenn es eine Liste gibt!
""")
    block = (
        '<div class="lf-kasten" id="leserstimmen"><h3>8 Meinungen zu diesem Artikel</h3><ol class="lf-liste">'
        + tree(c, "lf", item="li", number="#{n}", report="Melden")
        + '</ol><p class="lf-regeln"><a href="/regeln">Regeln für das Leserforum</a></p></div>'
    )
    st = story(
        "Freibad Auenbrück bleibt diesen Sommer geschlossen",
        "Petra Wendt",
        "2015-06-12T11:00:00+02:00",
        "12.06.2015",
        """
Das Freibad in Auenbrück öffnet in diesem Jahr nicht. Bei der Prüfung im Mai wurde festgestellt, dass das Becken an mehreren Stellen undicht ist und die Umwälzpumpe ersetzt werden muss.

Die Gemeinde schätzt die Kosten auf mindestens 180.000 Euro. Bürgermeister Walter Greiner sagte, ohne Zuschüsse des Landes sei die Sanierung nicht zu bezahlen.
""",
        section="Gemeinden",
    )
    return make(
        "ah-de-nummern",
        "discussion",
        "lk",
        "de-lok",
        st,
        PartsK(after=block),
        c,
        path="/gemeinden/freibad-auenbrueck-geschlossen",
        container="div.lf-kasten#leserstimmen > ol.lf-liste: li.lf-e entries (div.lf-h: a.lf-no '#1', b.lf-n name, span.lf-d '12.06.2015, 14:32 Uhr'; div.lf-x the text; a 'Melden' link); flat, two '@name:' answers in the text",
        heading="8 Meinungen zu diesem Artikel",
        description="A German county weekly of 2015: eight readers' opinions, numbered '#1' to '#8', flat, two of them answering with '@Name:' (part of the reader's text; top level, as the page shows them), each with a 'Melden' link; static, no 'comment' in the markup.",
    )


def fr_articles() -> Case:
    c = seeds("""
Claire Dubois | il y a 5 heures | - | Enfin ! Ça fait trois ans qu'on demande un marché le samedi matin au village.
Jean-Marc Perrin | il y a 4 heures | 0 | Pareil. J'espère qu'il y aura un fromager, celui de la route de Lussac a fermé.
Claire Dubois | il y a 4 heures | 1 | Il paraît que la ferme des Granges a répondu à l'appel, à confirmer.
Amandine R. | il y a 3 heures | - | Et pour se garer ? La place de l'église est déjà pleine le samedi avec le catéchisme.
Louis Garnier | il y a 2 heures | 3 | On peut se garer derrière la salle des fêtes, c'est à deux minutes à pied.
Mireille | il y a 45 minutes | - | Bonne nouvelle pour les anciens qui n'ont plus de voiture. Merci à la mairie.
""")
    block = (
        '<section class="vr-zone" id="vos-reactions"><h2>Vos réactions <span class="vr-nb">6</span></h2>'
        + tree(
            c,
            "vr",
            item="article",
            wrap="div",
            name="strong",
            date="time",
            pics=True,
            reply="Répondre",
            likes=["♥ 24", "♥ 9", "♥ 3", "♥ 11", "♥ 6", "♥ 15"],
        )
        + "</section>"
    )
    st = story(
        "Un marché de producteurs chaque samedi à Saint-Aubin-du-Val",
        "Hélène Morel",
        "2025-09-18T07:30:00+02:00",
        "18 septembre 2025",
        """
À partir du 4 octobre, un marché de producteurs s'installera chaque samedi matin sur la place de l'Église à Saint-Aubin-du-Val. Une douzaine d'exposants sont attendus.

La mairie a lancé un appel aux maraîchers, éleveurs et artisans du canton. Les emplacements seront gratuits la première année.
""",
        section="Communes",
    )
    return make(
        "ah-fr-articles",
        "discussion",
        "nw",
        "fr-now",
        st,
        PartsK(after=block),
        c,
        path="/communes/marche-producteurs-saint-aubin",
        container="section.vr-zone#vos-reactions: article.vr-e entries (avatar; div.vr-h: strong.vr-n name, time.vr-d 'il y a 5 heures'; div.vr-x the text; button.vr-like '♥ 24', 'Répondre'); replies in div.vr-sub inside their parent's, two deep",
        heading="Vos réactions 6",
        description="A French village news site of 2025: six readers' reactions with relative times ('il y a 5 heures'), heart counts and 'Répondre', two replies nested (one to a reply); static, no 'comment' in the markup.",
    )


def es_tabla() -> Case:
    c = seeds("""
Rafael Montoya | 14/10/2014 - 18:22 | - | Llevamos años pidiendo que arreglen ese cruce. Cada invierno hay un accidente.
Pilar Sánchez Ortega | 14/10/2014 - 19:05 | - | Mi hijo pasa por ahí todos los días para ir al instituto en bicicleta. Por favor, que pongan también un paso de peatones.
Antonio | 14/10/2014 - 21:48 | - | ¿Y quién paga la rotonda? Porque la Diputación dice que es del Ayuntamiento y el Ayuntamiento que es de la Diputación.
Luisa Herrera | 15/10/2014 - 08:10 | - | Gracias por publicarlo. Ojalá sirva para algo.
Manolo el del bar | 15/10/2014 - 13:37 | - | Desde la terraza lo vemos cada semana: los camiones no frenan.
""")
    trs = "".join(
        f'<tr class="op-fila"><td class="op-quien" valign="top"><b class="op-n">{esc(x.author)}</b><br>'
        f'<span class="op-d">{esc(x.when)}</span></td><td class="op-texto"><p>{esc(x.text)}</p></td></tr>'
        for x in c
    )
    block = (
        '<div class="op-bloque"><h3>Opiniones de los lectores</h3>'
        f'<table class="op-tabla" width="100%" cellspacing="0" cellpadding="8" border="0">{trs}</table></div>'
    )
    st = story(
        "Vecinos de La Ribera piden una rotonda en el cruce de la carretera vieja",
        "Carmen Vidal",
        "2014-10-14T12:00:00+02:00",
        "14/10/2014",
        """
Más de trescientos vecinos de La Ribera han firmado una petición para que se construya una rotonda en el cruce de la carretera vieja con el camino del río. En los últimos cinco años ha habido allí nueve accidentes.

El alcalde, Tomás Requena, asegura que el proyecto está redactado pero falta acordar con la Diputación quién lo financia.
""",
        section="Municipios",
    )
    return make(
        "ah-es-tabla",
        "discussion",
        "lk",
        "es-lok",
        st,
        PartsK(after=block),
        c,
        path="/municipios/rotonda-cruce-carretera-vieja",
        container="div.op-bloque > table.op-tabla: one tr.op-fila per entry (td: b.op-n name, br, span.op-d '14/10/2014 - 18:22'; td: the text); flat, no control",
        heading="Opiniones de los lectores",
        description="A Spanish regional daily of 2014: five readers' opinions, one table row each, under 'Opiniones de los lectores'; static, no control, no 'comment' in the markup.",
    )


def nl_dl() -> Case:
    c = seeds("""
Joke van Dam | ma 9 mei, 20:14 | - | Wat een mooie foto's van de lepelaars. Wij zagen er zondag ook drie bij het gemaal.
Kees | di 10 mei, 07:02 | - | Let op: het pad langs de dijk is vanaf juni afgesloten voor de versterking.
Annelies Bakker | di 10 mei, 12:36 | - | Ik fiets daar elke ochtend en had ze nog nooit gezien. Morgen neem ik de verrekijker mee!
Wim de Groot | wo 11 mei, 18:50 | - | Vroeger stonden daar ook grutto's, die zie je nu bijna niet meer.
""")
    items = "".join(
        f'<dt class="pp-wie"><b>{esc(x.author)}</b> <span class="pp-wanneer">{esc(x.when)}</span></dt>'
        f'<dd class="pp-wat"><p>{esc(x.text)}</p></dd>'
        for x in c
    )
    block = f'<div class="pp-onder"><dl class="pp-reeks">{items}</dl></div>'
    st = story(
        "Lepelaars terug bij de Oostdijk",
        "Marjan",
        "2016-05-08T19:00:00+02:00",
        "8 mei 2016",
        """
Voor het eerst in jaren broeden er weer lepelaars in het rietland achter de Oostdijk. Vanochtend telde ik er zeven, met minstens twee nesten.

Wie wil kijken: het beste zicht heb je vanaf het bankje bij het oude gemaal, vroeg in de ochtend.
""",
        section="Natuur",
    )
    return make(
        "ah-nl-dl",
        "discussion",
        "bl",
        "nl-blog",
        st,
        PartsK(after=block),
        c,
        path="/2016/05/lepelaars-terug-oostdijk",
        container="div.pp-onder > dl.pp-reeks: dt.pp-wie (b name, span.pp-wanneer 'ma 9 mei, 20:14'), dd.pp-wat the text; flat, no heading, no control",
        heading=None,
        description="A Dutch village blog of 2016: four readers' reactions in a <dl> without heading, count or control, the times without a year ('ma 9 mei, 20:14'); static, no 'comment' in the markup.",
    )


def pl_details() -> Case:
    c = seeds("""
Krzysztof Nowak | 2016-03-08 12:40 | - | Dobrze, że ktoś w końcu zajął się tym mostem. Ciężarówki jeżdżą po nim mimo zakazu.
Agnieszka | 2016-03-08 13:15 | 0 | Zakaz jest, ale nikt go nie sprawdza. Policji tam nie widziałam od lat.
Marek Wiśniewski | 2016-03-08 15:02 | - | Objazd przez Kamionkę to dodatkowe 14 km. Jak mają dojeżdżać ludzie do pracy?
Ewa Zielińska | 2016-03-08 17:44 | 2 | Podobno gmina uruchomi dodatkowy autobus, ale tylko rano i po południu.
Paweł K. | 2016-03-08 20:21 | - | Most pamięta jeszcze lata sześćdziesiąte. Trzeba było go wyremontować dziesięć lat temu.
Janina | 2016-03-09 08:05 | - | Szkoda, że remont przypada akurat na sezon, kiedy wozimy owoce do skupu.
Tomasz Lis | 2016-03-09 10:30 | - | Czy wiadomo, czy pieszo będzie można przejść w czasie remontu?
""")
    block = (
        '<details class="gl-rozwin" id="glosy"><summary class="gl-pokaz">Pokaż opinie czytelników (7)</summary>'
        '<ul class="gl-lista">' + tree(c, "gl", item="li", wrap="ul", reply="Odpowiedz") + "</ul></details>"
    )
    st = story(
        "Most na Bystrej zamknięty na pół roku. Objazd przez Kamionkę",
        "Anna Kowalczyk",
        "2016-03-08T10:00:00+01:00",
        "8 marca 2016",
        """
Od 1 kwietnia most na rzece Bystrej w Zalesiu zostanie zamknięty dla ruchu. Powiat przeprowadzi jego generalny remont, który potrwa do końca września.

Wyznaczono objazd przez Kamionkę. Starostwo zapowiada, że piesi i rowerzyści będą mogli korzystać z tymczasowej kładki.
""",
        section="Gminy",
    )
    return make(
        "ah-pl-details",
        "discussion",
        "lk",
        "pl-lok",
        st,
        PartsK(after=block),
        c,
        path="/gminy/most-na-bystrej-zamkniety",
        reveal='details "Pokaż opinie czytelników (7)"',
        container="details.gl-rozwin#glosy (closed) > summary 'Pokaż opinie czytelników (7)' + ul.gl-lista: li.gl-e entries (div.gl-h: b.gl-n name, span.gl-d '2016-03-08 12:40'; div.gl-x the text; 'Odpowiedz'); replies in a nested ul.gl-sub",
        heading=None,
        description="A Polish county portal of 2016: seven readers' opinions (two nested replies) inside a closed <details> whose summary reads 'Pokaż opinie czytelników (7)'; no 'comment' in the markup.",
        check_steps=("click:summary.gl-pokaz",),
    )


def ja_button() -> Case:
    c = seeds("""
港の釣り人 | 3時間前 | - | 子どもの頃から通っていた食堂なので、本当に寂しいです。最後にもう一度あの煮魚定食を食べに行きます。
さくら | 2時間前 | - | 建物は残して、若い人が何かお店を始めてくれたらいいのに。
まさお | 2時間前 | 1 | 同感です。市の空き店舗の補助金が使えるはずですよ。
山本 | 1時間前 | - | 五十年間お疲れさまでした。おかみさんの笑顔が忘れられません。
匿名希望 | 25分前 | - | 閉店の理由が後継者不足というのは、この町のほかの店も同じですね。
""")
    block = (
        '<div class="mk-koe"><button type="button" class="mk-open" id="mk-open">みんなの声を見る（5件）</button>'
        '<div class="mk-box" id="mk-box" hidden><h3>みんなの声</h3>'
        + tree(
            c,
            "mk",
            wrap="div",
            name="strong",
            pics=True,
            likes=["いいね 18", "いいね 7", "いいね 4", "いいね 12", "いいね 2"],
        )
        + "</div></div>"
        "<script>document.getElementById('mk-open').addEventListener('click', function () {"
        " document.getElementById('mk-box').hidden = false; this.hidden = true; });</script>"
    )
    st = story(
        "港の食堂「しおかぜ」、五十年の歴史に幕",
        "中村 理恵",
        "2025-11-20T09:00:00+09:00",
        "2025年11月20日",
        """
みなと町の漁港前で半世紀にわたって営業してきた食堂「しおかぜ」が、今月末で閉店する。店主の夫婦はともに八十歳を超え、後を継ぐ人が見つからなかった。

常連客の多くは漁師で、朝五時の開店と同時に席が埋まることも珍しくなかった。
""",
        section="くらし",
    )
    return make(
        "ah-ja-button",
        "discussion",
        "nw",
        "ja-now",
        st,
        PartsK(after=block),
        c,
        path="/kurashi/shiokaze-heiten",
        reveal='button "みんなの声を見る（5件）" (unhides the thread)',
        container="div.mk-koe: button#mk-open 'みんなの声を見る（5件）', then div.mk-box#mk-box hidden until the click, heading 'みんなの声': div.mk-e entries (avatar; div.mk-h: strong.mk-n name, span.mk-d '3時間前'; div.mk-x the text; button.mk-like 'いいね 18'); the reply in div.mk-sub inside its parent's",
        heading="みんなの声",
        description="A Japanese port town news site of 2025: five readers' voices with relative times ('3時間前') and like counts, one nested reply, hidden until a button 'みんなの声を見る（5件）' is clicked; no 'comment' in the markup.",
        check_steps=("click:#mk-open",),
    )


def ru_tab() -> Case:
    c = seeds("""
Олег Смирнов | вчера в 19:42 | - | Наконец-то. По этой улице вечером страшно было ходить, фонари не горели с прошлой зимы.
Марина | вчера в 20:05 | 0 | У нас на Садовой то же самое. Надеюсь, до нас тоже дойдут.
Олег Смирнов | вчера в 20:31 | 1 | Марина, в статье написано, что Садовая во второй очереди, весной.
Дмитрий Ковалёв | вчера в 22:17 | - | Светодиодные фонари это хорошо, но кто будет чинить, когда сломаются?
Ирина Павловна | сегодня в 07:50 | - | Спасибо городу. Теперь дети могут возвращаться из кружков не в темноте.
Сергей | сегодня в 08:34 | 3 | Подрядчик даёт гарантию пять лет, это было на сайте администрации.
Анна Белова | сегодня в 09:12 | - | А тротуар там когда сделают? Свет есть, а идти всё равно по обочине.
Виктор Н. | сегодня в 10:03 | - | Хорошая новость, редко такое пишут.
Людмила | сегодня в 11:26 | 6 | Анна, тротуар обещали в следующем году, но обещают уже пять лет.
""")
    panel = (
        '<div class="tb-panel" id="tb-mneniya" role="tabpanel" hidden><h3>Мнения читателей</h3>'
        + tree(c, "mn", wrap="div", pics=True, reply="Ответить")
        + "</div>"
    )
    tabs = (
        '<div class="tb-tabs" role="tablist"><button type="button" role="tab" class="tb-tab" id="tb-t1" aria-selected="true">Подробности</button>'
        '<button type="button" role="tab" class="tb-tab" id="tb-t2" aria-selected="false">Мнения (9)</button></div>'
        '<div class="tb-panel" id="tb-podrobno" role="tabpanel"><p>Работы выполняет подрядчик «Светлый город». '
        "Вторая очередь, улицы Садовая и Лесная, запланирована на весну.</p></div>" + panel
    )
    script = (
        "<script>(function(){var t1=document.getElementById('tb-t1'),t2=document.getElementById('tb-t2'),"
        "p1=document.getElementById('tb-podrobno'),p2=document.getElementById('tb-mneniya');"
        "function show(a){p1.hidden=a;p2.hidden=!a;t1.setAttribute('aria-selected',String(!a));t2.setAttribute('aria-selected',String(a));}"
        "t1.addEventListener('click',function(){show(false);});t2.addEventListener('click',function(){show(true);});})();</script>"
    )
    st = story(
        "На улице Заводской установили 48 новых фонарей",
        "Елена Кузнецова",
        "2024-10-22T15:00:00+03:00",
        "22 октября 2024",
        """
На улице Заводской закончили замену уличного освещения: вместо старых ламп установлено 48 светодиодных фонарей. Работы заняли три недели.

По словам администрации, новые фонари потребляют вдвое меньше электроэнергии. Освещение включается автоматически с наступлением темноты.
""",
        section="Город",
    )
    return make(
        "ah-ru-tab",
        "discussion",
        "nw",
        "ru-now",
        st,
        PartsK(after='<div class="tb-wrap">' + tabs + "</div>", end=script),
        c,
        path="/gorod/fonari-zavodskaya",
        reveal='tab "Мнения (9)" (shows its panel)',
        container="div.tb-wrap: two tabs 'Подробности' and 'Мнения (9)'; div.tb-panel#tb-mneniya (hidden until its tab is clicked), heading 'Мнения читателей': div.mn-e entries (avatar; div.mn-h: b.mn-n name, span.mn-d 'вчера в 19:42'; div.mn-x the text; 'Ответить'); replies in div.mn-sub inside their parent's, two deep",
        heading="Мнения читателей",
        description="A Russian city web magazine of 2024: nine readers' opinions (four nested replies, one of them to a reply) with times 'вчера в 19:42' / 'сегодня в 07:50', on a tab 'Мнения (9)' beside a details tab; no 'comment' in the markup.",
        check_steps=("click:#tb-t2",),
    )


def sv_form() -> Case:
    c = seeds("""
Birgitta Lundqvist | 3 mars 2015 kl 19:04 | - | Bra att biblioteket får vara kvar i skolan. Barnen behöver ha nära till böcker.
Anders Holm | 4 mars 2015 kl 08:47 | - | Men varför ska öppettiderna kortas? Två kvällar i veckan räcker inte för oss som jobbar i stan.
""")
    form = (
        '<form class="vt-skriv" action="/skicka" method="post"><h4>Skriv din åsikt</h4>'
        '<p><label>Namn <input name="namn" size="26"></label></p><p><textarea name="text" rows="4" cols="52"></textarea></p>'
        '<p><button type="submit">Skicka</button> <small>Granskas innan publicering.</small></p></form>'
    )
    block = (
        '<div class="vt-del" id="vad-tycker-du"><h3>Vad tycker du?</h3>'
        + tree(c, "vt", pics=True, report="Anmäl")
        + form
        + "</div>"
    )
    st = story(
        "Filialbiblioteket i Norrvik flyttar in i skolan",
        "Lars Engström",
        "2015-03-03T13:00:00+01:00",
        "3 mars 2015",
        """
Filialbiblioteket i Norrvik flyttar i höst in i lokaler i Norrviks skola. Kultur- och fritidsnämnden beslutade om flytten på måndagskvällen.

Biblioteket kommer att hålla öppet för allmänheten två kvällar i veckan och under skoltid för eleverna.
""",
        section="Kommun",
    )
    return make(
        "ah-sv-form",
        "discussion",
        "lk",
        "sv-lok",
        st,
        PartsK(after=block),
        c,
        path="/kommun/filialbiblioteket-norrvik-flyttar",
        container="div.vt-del#vad-tycker-du: div.vt-e entries (avatar; div.vt-h: b.vt-n name, span.vt-d '3 mars 2015 kl 19:04'; div.vt-x the text; an 'Anmäl' link); then a form 'Skriv din åsikt'",
        heading="Vad tycker du?",
        description="A Swedish local paper of 2015: two readers' opinions with avatars and 'Anmäl' links under 'Vad tycker du?', beside a form to write one; static, no 'comment' in the markup.",
    )


def hr_velika() -> Case:
    c = seeds("""
Ivan Horvat | 15.04.2016. u 09:12 | - | Napokon netko spominje tu tvornicu. Moj otac je tamo radio trideset godina.
Marija Kovač | 15.04.2016. u 09:30 | 0 | I moj djed. Šteta što od zgrade ostaju samo zidovi.
Tomislav B. | 15.04.2016. u 09:41 | - | Trgovački centar na tom mjestu? Imamo ih već tri u gradu.
Ana | 15.04.2016. u 10:05 | 2 | Slažem se, radije bi park ili sportsku dvoranu.
Zoran Marić | 15.04.2016. u 10:18 | 2 | Centar znači radna mjesta. Mladi odlaze jer nema posla.
Tomislav B. | 15.04.2016. u 10:35 | 4 | Radna mjesta za blagajnike s minimalcem. To nije razvoj.
Dražen | 15.04.2016. u 10:52 | - | Tko je uopće kupac? U članku piše samo da je riječ o tvrtki iz Zagreba.
Snježana Jurić | 15.04.2016. u 11:20 | - | Dimnjak bi trebalo sačuvati kao spomenik, to je simbol grada.
Petar | 15.04.2016. u 11:34 | 7 | Potpisujem. U drugim gradovima od starih tvornica naprave muzeje i kafiće.
Ivana Novak | 15.04.2016. u 12:02 | - | Prošla sam jučer pored, pola krova se već urušilo. Opasno je za djecu koja se tamo igraju.
Mladen K. | 15.04.2016. u 12:40 | 9 | Grad bi to trebao barem ograditi dok se ne odluči.
Goran | 15.04.2016. u 13:15 | - | Gradsko vijeće o tome odlučuje u svibnju, tada treba doći na sjednicu.
Vesna Babić | 15.04.2016. u 13:48 | 11 | Hvala na informaciji, doći ću.
Kruno | 15.04.2016. u 14:22 | - | Dvadeset godina stoji prazna i tek sada svi imaju mišljenje.
Lidija | 15.04.2016. u 15:01 | 13 | Bolje ikad nego nikad.
Josip Pavić | 15.04.2016. u 16:10 | - | Zemljište je zagađeno, to će netko morati očistiti prije gradnje. Tko to plaća?
Nikola | 15.04.2016. u 16:45 | 15 | Po zakonu vlasnik, dakle kupac. Zato je i cijena bila niska.
Renata S. | 15.04.2016. u 18:20 | - | Lijep članak i stare fotografije, hvala autorici.
Damir | 15.04.2016. u 19:05 | - | Tko se sjeća tvorničkog kina? Subotom smo tamo gledali filmove za kunu.
Marija Kovač | 15.04.2016. u 19:32 | 18 | Sjećam se! Kokice u papirnatim vrećicama.
Stjepan | 15.04.2016. u 20:48 | - | Neka naprave stanove za mlade obitelji, to nam najviše treba.
Helena | 15.04.2016. u 21:30 | 20 | Stanovi uz prugu i bivšu tvornicu boja? Ne znam tko bi tamo živio.
Branko Lovrić | 16.04.2016. u 07:15 | - | Dobro jutro, ima li novosti iz gradske uprave?
Igor | 16.04.2016. u 08:40 | 22 | Gradonačelnik je jutros na radiju rekao da još nema službenog zahtjeva.
Sanja | 16.04.2016. u 10:12 | - | Nadam se da će sačuvati barem ulaznu zgradu s natpisom.
""")
    votes = [
        "+34 / -2",
        "+21 / -0",
        "+18 / -6",
        "+9 / -1",
        "+7 / -15",
        "+12 / -4",
        "+25 / -1",
        "+40 / -3",
        "+16 / -0",
        "+22 / -1",
        "+8 / -0",
        "+14 / -0",
        "+3 / -0",
        "+6 / -9",
        "+5 / -2",
        "+19 / -1",
        "+11 / -3",
        "+10 / -0",
        "+27 / -0",
        "+13 / -0",
        "+4 / -7",
        "+2 / -5",
        "+1 / -0",
        "+9 / -0",
        "+15 / -1",
    ]
    block = (
        '<div class="vs-okvir" id="vasi-stavovi"><h3>Vaši stavovi (25)</h3><div class="vs-sort">Poredaj: '
        '<a href="?poredak=novi">najnoviji</a> · <a href="?poredak=stari">najstariji</a></div>'
        + tree(c, "vs", wrap="div", pics=True, reply="Odgovori", likes=votes)
        + "</div>"
    )
    st = story(
        "Stara tvornica šećera prodana, kupac planira trgovački centar",
        "Martina Golub",
        "2016-04-15T08:00:00+02:00",
        "15.04.2016.",
        """
Zemljište i zgrade bivše tvornice šećera uz prugu prodani su na javnoj dražbi tvrtki iz Zagreba. Kupac je, prema neslužbenim informacijama, zainteresiran za gradnju trgovačkog centra.

Tvornica je zatvorena 1996. godine. Gradsko vijeće o izmjeni prostornog plana za to područje raspravljat će u svibnju.
""",
        section="Vijesti",
    )
    return make(
        "ah-hr-velika",
        "discussion",
        "lk",
        "hr-lok",
        st,
        PartsK(after=block),
        c,
        path="/vijesti/stara-tvornica-secera-prodana",
        container="div.vs-okvir#vasi-stavovi (a sort line): div.vs-e entries (avatar; div.vs-h: b.vs-n name, span.vs-d '15.04.2016. u 09:12'; div.vs-x the text; button.vs-like '+34 / -2', 'Odgovori'); replies in div.vs-sub inside their parent's, up to three deep",
        heading="Vaši stavovi (25)",
        description="A Croatian town portal of 2016: 25 readers' opinions over a day, twelve nested replies (up to three levels), each with '+n / -m' votes and 'Odgovori', under 'Vaši stavovi (25)' with a sort line; static, no 'comment' in the markup.",
    )


def ko_ul() -> Case:
    c = seeds("""
동네토박이 | 2시간 전 | - | 초등학생 때부터 다니던 빵집인데 정말 아쉽네요. 단팥빵 맛은 평생 못 잊을 거예요.
김수진 | 2시간 전 | - | 사장님 건강하시길 바랍니다. 마지막 날에 꼭 가봐야겠어요.
박준호 | 1시간 전 | - | @동네토박이 저도요. 학교 끝나고 친구들이랑 소보로 사 먹던 기억이 나네요.
이영희 | 1시간 전 | - | 이런 가게들이 하나둘 사라지는 게 골목이 변하는 걸 보여주는 것 같아요.
산책하는고양이 | 58분 전 | - | 사진 속 간판 글씨체가 너무 정겹네요.
최민수 | 45분 전 | - | @김수진 이번 주 토요일이 마지막 영업이래요.
한지은 | 30분 전 | - | 월세가 너무 올라서 그렇다는 얘기를 들었는데 사실인가요?
정우성 아님 | 21분 전 | - | @한지은 글에 사장님이 은퇴하신다고 나와 있어요. 월세 때문은 아닌 듯.
오래된골목 | 10분 전 | - | 좋은 글 감사합니다. 다음엔 시장 쪽 골목도 소개해 주세요.
윤서 | 3분 전 | - | 단골이었던 엄마한테 이 글 보여드렸어요. 많이 서운해하시네요.
""")
    likes = [
        "공감 32",
        "공감 14",
        "공감 9",
        "공감 21",
        "공감 5",
        "공감 7",
        "공감 3",
        "공감 6",
        "공감 11",
        "공감 2",
    ]
    block = (
        '<div class="gs-uigyeon" id="dokja"><h3>독자 의견 <em>10</em></h3><ul class="gs-mok">'
        + tree(c, "gs", item="li", name="strong", date="span", likes=likes, report="신고")
        + "</ul></div>"
    )
    st = story(
        "사십 년 된 동네 빵집이 문을 닫는다",
        "골목 산책자",
        "2025-06-17T10:00:00+09:00",
        "2025년 6월 17일",
        """
우리 동네 시장 입구에 있는 빵집이 이번 주 토요일을 끝으로 문을 닫는다. 1985년에 문을 연 가게니 꼭 사십 년이다.

사장님은 일흔여덟이 되셨고, 이제 쉬고 싶다고 하셨다. 오늘 아침에 마지막으로 단팥빵 두 개를 샀다.
""",
        section="가게",
    )
    return make(
        "ah-ko-ul",
        "discussion",
        "bl",
        "ko-blog",
        st,
        PartsK(after=block),
        c,
        path="/2025/06/saship-nyeon-ppangjip",
        container="div.gs-uigyeon#dokja > ul.gs-mok: li.gs-e entries (div.gs-h: strong.gs-n name, span.gs-d '2시간 전'; div.gs-x the text; button.gs-like '공감 32', a '신고' link); flat, three '@name' answers in the text",
        heading="독자 의견 10",
        description="A Korean neighbourhood blog of 2025: ten readers' opinions in a flat <ul> with relative times ('2시간 전'), '공감 n' counts and '신고' links, three of them answering with '@name' (part of the text; top level, as the page shows them); static, no 'comment' in the markup.",
    )


def he_numbered() -> Case:
    c = seeds("""
יוסי כהן | 12.05.14, 21:30 | - | סוף סוף מישהו שם לב לתחנה הזאת. הילדים שלי מחכים שם בגשם כל חורף.
מיכל | 12.05.14, 22:05 | - | גם אצלנו במושב אין סככה. מקווה שיגיעו גם אלינו.
אבי לוי | 13.05.14, 07:40 | - | כבר שלוש שנים מבטיחים. נאמין כשנראה.
רונית ש. | 13.05.14, 09:15 | - | תודה על הכתבה. כדאי גם לבדוק את התאורה ליד התחנה.
דני | 13.05.14, 12:50 | - | המועצה צריכה לדאוג קודם כל לקווים עצמם, האוטובוס מגיע פעם בשעה.
שרה בן דוד | 13.05.14, 18:22 | - | ילדים צריכים לחכות במקום בטוח. זה לא מותרות.
""")
    block = (
        '<div class="hk-kol" id="ma-atem-omrim"><h3>מה אתם אומרים (6)</h3><div class="hk-reshima">'
        + tree(c, "hk", number="{n}.", pics=False)
        + "</div></div>"
    )
    st = story(
        "המועצה תתקין סככות בתחנות ההסעה במושבים",
        "נועה אברהם",
        "2014-05-12T18:00:00+03:00",
        "12.05.14",
        """
המועצה האזורית הודיעה כי תתקין עד תחילת שנת הלימודים סככות בשמונה תחנות הסעה במושבים. עלות הפרויקט מוערכת בכ-400 אלף שקלים.

הורים במושבים התלוננו במשך שנים כי התלמידים ממתינים להסעות בשמש ובגשם ללא מחסה.
""",
        section="מועצה",
    )
    return make(
        "ah-he-numbered",
        "discussion",
        "lk",
        "he-lok",
        st,
        PartsK(after=block),
        c,
        path="/moatsa/sakhakhot-tahanot-hasaa",
        container="div.hk-kol#ma-atem-omrim > div.hk-reshima: div.hk-e entries, right to left (div.hk-h: a.hk-no '1.', b.hk-n name, span.hk-d '12.05.14, 21:30'; div.hk-x the text); flat, no control",
        heading="מה אתם אומרים (6)",
        description="A Hebrew valley paper of 2014, right to left: six readers' numbered entries ('1.' to '6.'), flat, dates with a two-digit year ('12.05.14, 21:30'), under 'מה אתם אומרים (6)'; static, no control, no 'comment' in the markup.",
    )


def en_blog() -> Case:
    c = seeds("""
Fiona Baird | March 3, 2015 at 8:14 pm | - | Lovely write-up. We did the ridge last September and the bothy was in a sorry state then, glad to hear it's been fixed.
Alasdair | March 3, 2015 at 9:02 pm | 0 | The volunteers did a grand job on the roof. Still no wood for the stove though, so take your own.
Fiona Baird | March 4, 2015 at 7:30 am | 1 | Good tip, thanks!
Tom Whitfield | March 4, 2015 at 10:45 am | - | How long did the descent by the burn take you? The map makes it look steep.
The Lanes and Lochs | March 4, 2015 at 6:20 pm | 3 | About two hours with stops, Tom. It's steep for the first mile and boggy after that. Gaiters help.
Morag | March 5, 2015 at 1:12 pm | - | Your photos of the loch in the snow are stunning.
Pete Hargreaves | March 7, 2015 at 8:55 pm | - | Did it on Saturday following your notes. The path past the sheepfold has washed out, we had to cross higher up.
The Lanes and Lochs | March 8, 2015 at 9:40 am | 6 | Thanks Pete, I'll add a note to the post.
Jenny from Perth | March 15, 2015 at 4:33 pm | - | Is there anywhere to park at the start? We'd be coming with a campervan.
Alasdair | March 15, 2015 at 7:08 pm | 8 | There's a lay-by for about six cars at the bridge. A campervan would fit if you're early.
Rob | April 2, 2015 at 11:20 am | - | Bookmarked for the Easter holidays. Cheers!
""")
    form = (
        '<div class="tl-write" id="respond"><h3>Leave a reply</h3><form action="/post-reply" method="post">'
        '<p><label>Name <input name="author" size="30"></label></p><p><label>Email <input name="email" size="30"></label></p>'
        '<p><textarea name="message" rows="6" cols="58"></textarea></p><p><button type="submit">Post reply</button></p></form></div>'
    )
    block = (
        '<div class="tl-thoughts" id="thoughts"><h3>11 thoughts on “Over the Carn Beag ridge to the bothy”</h3><ol class="tl-list">'
        + tree(c, "tl", item="li", wrap="ol", pics=True, reply="Reply")
        + "</ol>"
        + form
        + "</div>"
    )
    st = story(
        "Over the Carn Beag ridge to the bothy",
        "The Lanes and Lochs",
        "2015-03-02T21:00:00+00:00",
        "March 2, 2015",
        """
A clear, cold Sunday at last, so we set off early from the bridge and took the long ridge over Carn Beag. There was still old snow on the tops, hard enough to walk on.

The bothy at the head of the glen has had its roof repaired since our last visit. We came down by the burn, which is steep at first and boggy lower down.
""",
        section="Walks",
    )
    return make(
        "ah-en-blog",
        "discussion",
        "bl",
        "en-blog",
        st,
        PartsK(after=block),
        c,
        path="/2015/03/carn-beag-ridge-bothy",
        container="div.tl-thoughts#thoughts > ol.tl-list: li.tl-e entries (avatar; div.tl-h: b.tl-n name, span.tl-d 'March 3, 2015 at 8:14 pm'; div.tl-x the text; 'Reply'); replies in a nested ol.tl-sub, two deep; then a form 'Leave a reply'",
        heading="11 thoughts on “Over the Carn Beag ridge to the bothy”",
        description="An English walking blog of 2015: eleven readers' thoughts over a month (five nested replies, one to a reply; two answers by the blog's author) under '11 thoughts on “…”', with a 'Leave a reply' form; static, no 'comment' in the markup.",
    )


def isso_de() -> Case:
    c = seeds("""
Jonas Riedel | - | - | Schöne Tour! Die Fähre über den Fluss fährt übrigens im Oktober nur noch am Wochenende.
Katrin | - | 0 | Danke für den Hinweis, das hätte uns letztes Jahr fast erwischt.
Martin Sommer | - | - | Welche Reifenbreite hattest du auf dem Schotterabschnitt?
Ute Albers | - | - | Wir sind die Strecke mit Kindern gefahren, in zwei Tagen gut zu schaffen.
""")
    c = [type(x)(x.author, x.text, x.parent, "") for x in c]
    block = '<div class="ft-unten"><h3>Was meint ihr?</h3>' + isso_embed("de") + "</div>"
    st = story(
        "Drei Tage am Fluss entlang: von Brückhausen bis zur Mündung",
        "Fahrrad und Fernweh",
        "2025-09-02T18:00:00+02:00",
        "2. September 2025",
        """
Drei Tage, 210 Kilometer, fast immer auf dem Uferweg: Die Tour von Brückhausen bis zur Mündung ist flach und auch mit Gepäck gut zu fahren.

Nur zwischen Altwehr und Seehagen gibt es zwölf Kilometer Schotter. Übernachtet haben wir auf zwei kleinen Campingplätzen direkt am Wasser.
""",
        section="Touren",
    )
    return make(
        "ah-isso-de",
        "real_system",
        "bl",
        "de-blog",
        st,
        PartsK(after=block),
        c,
        path="/2025/09/drei-tage-am-fluss",
        container="div.ft-unten (heading 'Was meint ihr?') > Isso's section#isso-thread (its own client)",
        heading="Was meint ihr?",
        description="A German cycling blog of 2025 with Isso below the post under 'Was meint ihr?': four readers' comments, one reply; Isso's own markup and relative times.",
        static=False,
        system="isso",
    )


def threads_ah() -> list[Case]:
    return [
        de_nummern(),
        fr_articles(),
        es_tabla(),
        nl_dl(),
        pl_details(),
        ja_button(),
        ru_tab(),
        sv_form(),
        hr_velika(),
        ko_ul(),
        he_numbered(),
        en_blog(),
        isso_de(),
    ]
