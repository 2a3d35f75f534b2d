"""Blind set AO: seven more hand-built discussions in the served HTML, dated as their sites write them: Polish
genitive months without the year, "wczoraj, 21:10" and times alone for today's comments, a removed one (pl);
Russian "29 ноября в 19:44", "вчера в", "сегодня в", "2 часа назад", a removed one, three levels (ru); Greek genitive
months with π.μ./μ.μ. and a removed one on a blog of 2013 (el); German "vor 3 Stunden", "gestern, 21:10",
"bearbeitet" (de); Korean "2026.11.29 오후 9:12", "어제 오전 7:48", "3시간 전" (ko); French "il y a 2 jours",
"hier à 21:10", "modifié", a removed one (fr); Mexican Spanish "30/11/2026 10:15 p. m." and "hace un momento" (es).
Every class name, name, place and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_ao_common import C, Case, Parts, Story, esc, make, paras, seeds, thread, tree


def pl_water() -> Case:
    cs = thread("""
Krystyna z Olszynki | 28 listopada, 19:40 | - | - | Podwyżka o 40 groszy za metr to dla emeryta nie jest mało. Gmina mogła to rozłożyć na dwa lata.
Marek_K | 28 listopada, 20:15 | 0 | - | Pani Krystyno, w tekście jest, że dopłata dla gospodarstw jednoosobowych zostaje. Warto złożyć wniosek.
Krystyna z Olszynki | 28 listopada, 21:02 | 1 | ed | Dziękuję, nie wiedziałam. W poniedziałek pójdę do urzędu.
- | 29 listopada, 07:30 | - | gone | -
Sołtys Zaborza | 29 listopada, 09:12 | - | - | Na zebraniu wiejskim pytaliśmy o to już w październiku. Wodociąg ma pięćdziesiąt lat i naprawdę trzeba go wymienić.
piotrek88 | wczoraj, 21:10 | 4 | - | To czemu przez te pięćdziesiąt lat nikt nie odkładał pieniędzy na remont?
Sołtys Zaborza | wczoraj, 22:34 | 5 | - | Odkładano, tylko poszło na oczyszczalnię w 2019. Wszystko jest w sprawozdaniach na stronie gminy.
Ewa Nowicka | 08:14 | - | - | U nas woda i tak często jest brązowa po deszczu. Jak wymienią rury, to zapłacę chętnie.
Tomasz | 10:02 | - | - | A ścieki? O nich w artykule nie ma ani słowa.
""")

    def item(i: int, c: C, sub: str) -> str:
        if c.gone:
            return f'<div class="op-wpis op-usuniety"><p class="op-info">Komentarz został usunięty przez moderatora. · {esc(c.when)}</p></div>'
        ed = ' <span class="op-edyt">(edytowany)</span>' if c.has("ed") else ""
        return (
            f'<div class="op-wpis"><p class="op-info"><b class="op-nick">{esc(c.name)}</b> · <span class="op-czas">{esc(c.when)}</span>{ed}</p>'
            f'{paras(c.text, cls="op-tresc")}<p class="op-akcje"><a href="#op-f">Odpowiedz</a> · <a href="/zglos">Zgłoś</a></p>'
            + (f'<div class="op-odp">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        '<section class="opinie"><h2>Opinie (8)</h2><p class="op-zasady">Opinie publikowane są bez rejestracji. IP autora jest rejestrowane.</p>'
        + tree(cs, item, lambda s: s)
        + '<form id="op-f" action="/opinia" method="post"><input name="nick" placeholder="Podpis"><textarea name="t"></textarea><button>Dodaj opinię</button></form></section>'
    )
    st = Story(
        "Woda w gminie Zaborze droższa od stycznia. Radni przegłosowali nowe stawki",
        "Agnieszka Wróbel",
        "2026-11-28T16:20:00+01:00",
        "28 listopada 2026, 16:20",
        """
Od 1 stycznia metr sześcienny wody w gminie Zaborze będzie kosztował 5,90 zł zamiast 5,50 zł. Taką uchwałę przyjęła w piątek rada gminy, dwunastoma głosami przy trzech przeciwnych.

Wójt tłumaczy, że pieniądze są potrzebne na wymianę najstarszych odcinków wodociągu w Olszynce i Zaborzu Górnym. Sieć pochodzi z lat siedemdziesiątych.

Dopłata dla gospodarstw jednoosobowych, o którą trzeba wnioskować w urzędzie, pozostaje bez zmian.
""",
        today="poniedziałek, 1 grudnia 2026",
        latest=(
            "Nowy przystanek przy szkole w Olszynce",
            "Koło gospodyń wydało książkę kucharską",
            "Derby powiatu dla Zaborza",
        ),
        tags=("woda", "rada gminy"),
    )
    return make(
        "ao-pl-genitive-today-times",
        "discussion",
        "pl-zaborze",
        st,
        Parts(after=block),
        seeds(cs),
        path="/gmina/woda-drozsza-od-stycznia",
        container="section.opinie: h2 'Opinie (8)', div.op-wpis (p.op-info: b.op-nick, span.op-czas, '(edytowany)'; p.op-tresc; 'Odpowiedz · Zgłoś'); replies in div.op-odp inside the entry, three levels; a removed entry's placeholder",
        heading="Opinie (8)",
        description="A Polish local news site (article of 28 November 2026): 8 readers' opinions dated '28 listopada, 19:40' (genitive month, no year), 'wczoraj, 21:10' and today's by the time alone ('08:14'); one edited, one removed by the moderator (not a comment); three levels.",
    )


def ru_heating() -> Case:
    cs = thread("""
Людмила Петровна | 29 ноября в 19:44 | - | - | У нас в доме на Садовой батареи еле тёплые, в квартире 17 градусов. Звонили в диспетчерскую три раза.
Сергей В. | 29 ноября в 20:03 | 0 | - | Та же история на Садовой, 12. Сказали, что воздух в стояке и мастер придёт в понедельник.
Людмила Петровна | 29 ноября в 20:30 | 1 | - | Спасибо, значит, не только у нас. Будем писать коллективную жалобу.
Андрей Ковалёв | 29 ноября в 22:15 | - | ed | Котельную обещали модернизировать ещё в 2023 году. Где результат? В статье об этом ни слова.
Редакция «Заволжского курьера» | вчера в 10:05 | 3 | - | Андрей, мы направили запрос в администрацию района о сроках модернизации. Ответ опубликуем отдельно.
Андрей Ковалёв | вчера в 11:40 | 4 | - | Спасибо, будем ждать.
- | вчера в 13:02 | - | gone | -
Ольга | вчера в 21:10 | - | - | А в школе № 3 тепло, дети в кофтах не сидят. Так что не везде плохо.
Дед Михалыч | сегодня в 07:58 | - | - | Пятьдесят лет живу в этом районе, и каждый ноябрь одно и то же. Трубы менять надо, а не воздух спускать.
Ирина С. | сегодня в 08:32 | 8 | - | Полностью согласна. Латают, а через год опять.
Виктор | 2 часа назад | - | - | Сегодня утром у нас наконец стало горячо. Видимо, статья помогла.
""")

    def item(i: int, c: C, sub: str) -> str:
        if c.gone:
            return '<li class="mn-uzel mn-net"><p class="mn-skryto">Комментарий удалён модератором</p></li>'
        ed = ' <span class="mn-izm">изменено</span>' if c.has("ed") else ""
        return (
            f'<li class="mn-uzel" id="mn-{4410 + i}"><div class="mn-shapka"><img src="/_avatar/mn-{i}.svg" alt="" width="36" height="36">'
            f'<span class="mn-avtor">{esc(c.name)}</span> <span class="mn-vremya">{esc(c.when)}</span>{ed}</div>'
            f'<div class="mn-tekst">{paras(c.text)}</div><div class="mn-knopki"><a href="#mn-f">Ответить</a> '
            f'<span class="mn-plus">+{(i * 7) % 19}</span></div>{sub}</li>'
        )

    block = (
        '<section class="mneniya"><h2>Мнения читателей</h2><ul class="mn-derevo">'
        + tree(cs, item, lambda s: f'<ul class="mn-vetka">{s}</ul>')
        + '</ul><form id="mn-f" action="/mnenie" method="post"><textarea name="t"></textarea><button>Отправить</button></form></section>'
    )
    st = Story(
        "В Заволжском районе жалуются на холодные батареи",
        "Текст: Наталья Белова",
        "2026-11-29T15:00:00+03:00",
        "29 ноября 2026, 15:00",
        """
Жители нескольких домов на улицах Садовой и Речной жалуются, что отопление в квартирах едва работает. По их словам, температура в комнатах не поднимается выше 17–18 градусов.

В управляющей компании объяснили, что в ряде стояков образовались воздушные пробки, и пообещали устранить их до конца следующей недели.

Котельная, которая обслуживает этот микрорайон, построена в 1974 году.
""",
        today="1 декабря 2026, понедельник",
        latest=(
            "На Речной открылся пункт выдачи",
            "Автобус № 7 меняет маршрут",
            "Хоккейная коробка у школы залита",
        ),
        tags=("отопление", "ЖКХ"),
    )
    return make(
        "ao-ru-vchera-segodnya",
        "discussion",
        "ru-volzhsk",
        st,
        Parts(after=block),
        seeds(cs),
        path="/zhkh/holodnye-batarei",
        container="section.mneniya: h2 'Мнения читателей', ul.mn-derevo > li.mn-uzel (avatar, span.mn-avtor, span.mn-vremya, 'изменено', div.mn-tekst, 'Ответить', '+n'); replies in ul.mn-vetka, three levels; a removed entry's placeholder",
        heading="Мнения читателей",
        description="A Russian district news site (article of 29 November 2026): 10 readers' comments dated '29 ноября в 19:44', 'вчера в 21:10', 'сегодня в 08:32' and '2 часа назад'; the newsroom's answer; one edited, one removed (not a comment); three levels.",
    )


def el_olivepress() -> Case:
    cs = thread("""
Κατερίνα Μ. | 12 Μαρτίου 2013, 9:15 π.μ. | - | - | Τι ωραία ανάμνηση! Ο παππούς μου δούλευε στο λιοτρίβι μέχρι το '68. Θα έρθουμε με τα παιδιά το Πάσχα.
Γιώργος από Πάτρα | 12 Μαρτίου 2013, 1:02 μ.μ. | - | - | Ξέρετε αν θα είναι ανοιχτό και τις Κυριακές; Ερχόμαστε μόνο Σαββατοκύριακα.
- | 12 Μαρτίου 2013, 4:47 μ.μ. | - | gone | -
Ελένη Ραφαηλίδου | 13 Μαρτίου 2013, 8:20 π.μ. | - | - | Πολύ ωραίες οι φωτογραφίες. Η μυλόπετρα στη δεύτερη είναι η αρχική ή την έφεραν από αλλού;
Νίκος Λ. | 14 Μαρτίου 2013, 10:55 μ.μ. | - | - | Μπράβο στον σύλλογο που το έσωσε. Σε άλλα χωριά τα γκρέμισαν και έγιναν ενοικιαζόμενα δωμάτια.
Μαρία | 2 Απριλίου 2013, 7:10 π.μ. | - | - | Πήγαμε χθες. Η κυρία στην είσοδο μας τα εξήγησε όλα με τόση αγάπη. Αξίζει!
""")

    def item(i: int, c: C, sub: str) -> str:
        if c.gone:
            return f'<li class="gr-sx gr-sb"><em>Το σχόλιο διαγράφηκε από τον διαχειριστή.</em> <small>{esc(c.when)}</small></li>'
        return (
            f'<li class="gr-sx"><p class="gr-pk"><span class="gr-on">{esc(c.name)}</span> έγραψε στις '
            f'<span class="gr-ot">{esc(c.when)}</span>:</p><blockquote class="gr-ks">{paras(c.text)}</blockquote></li>'
        )

    block = (
        '<section class="grapsate"><h3>Γράψατε (5)</h3><ol class="gr-lista">'
        + tree(cs, item, lambda s: s)
        + '</ol><form action="/grapste" method="post"><p>Αφήστε το σχόλιό σας</p><input name="o" placeholder="Όνομα"><textarea name="k"></textarea><button>Αποστολή</button></form></section>'
    )
    st = Story(
        "Το παλιό λιοτρίβι του χωριού έγινε μουσείο",
        "Αναρτήθηκε από τη Δέσποινα",
        "2013-03-11T20:00:00+02:00",
        "Δευτέρα, 11 Μαρτίου 2013",
        """
Όσοι μεγαλώσαμε στη Λευκόπετρα θυμόμαστε τη μυρωδιά του λιοτριβιού τον Νοέμβριο. Έκλεισε το 1971 και από τότε ρήμαζε, με σπασμένα παράθυρα και τα πιεστήρια να σκουριάζουν.

Ο πολιτιστικός σύλλογος το αγόρασε πριν από τρία χρόνια και με εθελοντές το επισκεύασε πέτρα πέτρα. Από την Κυριακή λειτουργεί ως μικρό μουσείο ελιάς.

Η είσοδος είναι ελεύθερη και το μουσείο ανοίγει κάθε Σάββατο, 10 με 2.
""",
        latest=("Κουλούρια της Λαμπρής", "Ο χειμώνας στο λιμάνι", "Αρχείο: Φεβρουάριος 2013"),
        tags=("λιοτρίβι", "μουσείο", "χωριό"),
    )
    return make(
        "ao-el-genitive-pm-removed",
        "discussion",
        "el-lefkada",
        st,
        Parts(after=block),
        seeds(cs),
        path="/nisi/to-palio-liotrivi",
        container="section.grapsate: h3 'Γράψατε (5)', ol.gr-lista > li.gr-sx (p.gr-pk: 'name έγραψε στις time:'; blockquote.gr-ks text); flat; a removed entry's placeholder; a form",
        heading="Γράψατε (5)",
        description="A Greek island blog of March 2013: 5 readers' comments 'X έγραψε στις 12 Μαρτίου 2013, 1:02 μ.μ.:' (genitive months, π.μ./μ.μ.), the text in a blockquote; one removed by the administrator (not a comment); flat.",
    )


def de_market() -> Case:
    cs = thread("""
Weinbergschnecke | vor 2 Tagen | - | - | Der Weihnachtsmarkt gehört auf den Marktplatz, nicht auf den Parkplatz hinter dem Bahnhof. Da ist doch null Atmosphäre.
Jörg Hallmann | vor 2 Tagen | 0 | - | Auf dem Marktplatz wird aber der Kanal erneuert, steht doch im Text. Was soll die Stadt denn machen?
Weinbergschnecke | gestern, 08:47 | 1 | ed | Stimmt, das hatte ich überlesen. Trotzdem schade. Dann hoffentlich nächstes Jahr wieder wie früher.
Sabine Körner | gestern, 21:10 | - | - | Wichtig wäre, dass die Buden auch mit Kinderwagen gut erreichbar sind. Beim Frühlingsfest war es dort sehr eng.
M. Dietrich | vor 3 Stunden | - | - | Für die Geschäfte am Markt ist das bitter. Vier Wochen ohne Laufkundschaft vor der Tür, ausgerechnet im Dezember.
Lisa aus Sommerach | vor 3 Stunden | 4 | - | Die Stadt bietet laut Gewerbeverein einen Zuschuss an. Ob der reicht, ist eine andere Frage.
Kurt | vor 25 Minuten | - | - | Hauptsache, der Glühwein ist heiß und bleibt bei drei Euro fünfzig.
""")

    def item(i: int, c: C, sub: str) -> str:
        ed = ' · <i class="dsk-bea">bearbeitet</i>' if c.has("ed") else ""
        return (
            f'<div class="dsk-eintrag" id="dsk-{9050 + i}"><div class="dsk-kopf"><strong class="dsk-name">{esc(c.name)}</strong> '
            f'<span class="dsk-zeit">{esc(c.when)}</span>{ed}</div>{paras(c.text, cls="dsk-text")}'
            '<div class="dsk-leiste"><button type="button">Antworten</button> <button type="button">Melden</button></div>'
            + (f'<div class="dsk-antworten">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        '<section class="diskussion"><h2>Diskussion (7)</h2><p class="dsk-hinweis">Beiträge werden vor der Freischaltung geprüft.</p>'
        + tree(cs, item, lambda s: s)
        + '<form action="/beitrag" method="post"><textarea name="t"></textarea><button>Beitrag senden</button></form></section>'
    )
    st = Story(
        "Weihnachtsmarkt zieht wegen Kanalarbeiten an den Bahnhof",
        "Von Corinna Faber",
        "2026-11-29T06:00:00+01:00",
        "29.11.2026, 06:00 Uhr",
        """
Der Weihnachtsmarkt in Mainbogen findet in diesem Jahr nicht auf dem Marktplatz statt, sondern auf dem Parkplatz hinter dem Bahnhof. Grund sind die Kanalarbeiten in der Altstadt, die sich bis Februar hinziehen.

Die 28 Buden öffnen am Donnerstag, täglich von 11 bis 21 Uhr. Ein Pendelbus verbindet den Markt mit der Altstadt.

Der Gewerbeverein hatte sich für einen kleineren Markt am Rathaus eingesetzt, konnte sich aber nicht durchsetzen.
""",
        today="Montag, 1. Dezember 2026",
        latest=(
            "Fährverbindung ruht bis März",
            "Winzer melden gute Lese",
            "Handball: Derbysieg in letzter Minute",
        ),
        tags=("Weihnachtsmarkt", "Altstadt"),
    )
    return make(
        "ao-de-vor-stunden",
        "discussion",
        "de-mainbogen",
        st,
        Parts(after=block),
        seeds(cs),
        path="/region/weihnachtsmarkt-bahnhof",
        container="section.diskussion: h2 'Diskussion (7)', div.dsk-eintrag (strong.dsk-name, span.dsk-zeit 'vor 3 Stunden', 'bearbeitet', p.dsk-text, buttons); replies in div.dsk-antworten inside the entry, three levels",
        heading="Diskussion (7)",
        description="A German regional news site (article of 29 November 2026): 7 readers' comments dated only relatively ('vor 2 Tagen', 'gestern, 21:10', 'vor 3 Stunden', 'vor 25 Minuten'); one 'bearbeitet'; three levels.",
    )


def ko_fishmarket() -> Case:
    cs = thread("""
바다보는사람 | 2026.11.29 오후 2:05 | - | - | 드디어 어시장 지붕 공사하는군요. 비 오는 날 장 보기 너무 힘들었어요.
해온토박이 | 2026.11.29 오후 9:12 | - | - | 공사 기간 동안 임시 시장은 어디에 생기나요? 기사에 위치가 안 나와 있네요.
김민재 | 어제 오전 7:48 | - | - | 주차장도 같이 넓혀 주세요. 주말마다 항구 앞 도로가 꽉 막힙니다.
은비맘 | 3시간 전 | - | - | 상인분들 생계가 걱정이네요. 석 달이면 짧은 기간이 아닌데요.
회덮밥러버 | 12분 전 | - | - | 공사 끝나면 꼭 가볼게요. 예전 분위기는 그대로 남겨 주셨으면 합니다.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="dg"><div class="dg-top"><span class="dg-id">{esc(c.name)}</span><span class="dg-t">{esc(c.when)}</span></div>'
            f'<div class="dg-txt">{paras(c.text)}</div><div class="dg-btm"><button type="button">답글 0</button> '
            f'<button type="button">공감 {11 - 2 * i}</button> <button type="button">비공감 {i}</button></div></li>'
        )

    block = (
        '<section class="daetgeul"><h3>댓글 <em>5</em></h3><p class="dg-sort"><b>최신순</b> · 공감순</p><ul class="dg-list">'
        + tree(cs, item, lambda s: s)
        + '</ul><p class="dg-login"><a href="/login">로그인 후 의견을 남겨 주세요</a></p></section>'
    )
    st = Story(
        "해온 어시장 지붕 공사 내년 1월 착공… 석 달간 임시 시장 운영",
        "박서연 기자",
        "2026-11-29T11:20:00+09:00",
        "입력 2026.11.29 11:20",
        """
해온시는 낡은 어시장 지붕과 배수 시설을 고치는 공사를 내년 1월에 시작한다고 29일 밝혔다. 공사 기간은 약 석 달이다.

공사 동안 상인들은 항구 옆 공터에 마련되는 임시 시장에서 영업한다. 시는 상인들에게 임대료를 받지 않기로 했다.

어시장은 1982년에 지어졌으며, 비가 오면 지붕에서 물이 새 불편하다는 민원이 이어져 왔다.
""",
        today="2026년 12월 1일 화요일",
        latest=("겨울철 해수욕장 안전 점검", "시내버스 노선 개편안 발표", "해온고 축구부 전국대회 8강"),
        tags=("어시장", "해온시"),
    )
    return make(
        "ao-ko-ojeon-ohu-relative",
        "discussion",
        "ko-haeon",
        st,
        Parts(after=block),
        seeds(cs),
        path="/jiyeok/eosijang-jibung-gongsa",
        container="section.daetgeul: h3 '댓글 5', sort links, ul.dg-list > li.dg (span.dg-id, span.dg-t, div.dg-txt, buttons '답글 0', '공감 n', '비공감 n'); flat",
        heading="댓글 5",
        description="A Korean coastal city news site (article of 29 November 2026): 5 readers' comments dated '2026.11.29 오후 9:12', '어제 오전 7:48', '3시간 전', '12분 전'; flat.",
    )


def fr_doctors() -> Case:
    cs = thread("""
Martine R. | il y a 3 jours | - | - | Enfin un médecin à moins de trente kilomètres ! Ma mère a 84 ans, elle n'aura plus à attendre qu'on l'emmène en ville.
Jean-Luc | il y a 2 jours | 0 | - | Deux médecins pour six communes, ce sera vite saturé. Mais c'est toujours mieux que rien.
Martine R. | il y a 2 jours | 1 | ed | Vous avez raison, mais l'article parle aussi d'une infirmière en pratique avancée. Ça soulagera un peu.
- | hier à 09:15 | - | gone | -
Amandine Coste | hier à 21:10 | - | - | Est-ce qu'il y aura des consultations le samedi matin ? Avec le travail, c'est le seul moment possible pour nous.
Le Petit Causse | il y a 5 h | 4 | - | Bonjour Amandine, la mairie nous confirme une permanence le samedi de 9 h à 12 h, un samedi sur deux.
Bernard, éleveur | il y a 40 min | - | - | Il faudrait aussi penser au vétérinaire. Le dernier est parti à la retraite en juin et personne ne l'a remplacé.
""")

    def item(i: int, c: C, sub: str) -> str:
        if c.gone:
            return f'<li class="comment comment--deleted"><p>Ce commentaire a été supprimé. <span>{esc(c.when)}</span></p></li>'
        ed = ' <span class="comment__edited">(modifié)</span>' if c.has("ed") else ""
        return (
            f'<li class="comment" id="c{610 + i}"><div class="comment__head"><span class="comment__author">{esc(c.name)}</span> '
            f'<span class="comment__time">{esc(c.when)}</span>{ed}</div><div class="comment__body">{paras(c.text)}</div>'
            f'<div class="comment__actions"><a href="#reagir">Répondre</a> <a href="/signaler">Signaler</a></div>'
            + (f'<ol class="comment__children">{sub}</ol>' if sub else "")
            + "</li>"
        )

    block = (
        '<section class="comments" id="reactions"><h2>Réactions (6)</h2><ol class="comments__list">'
        + tree(cs, item, lambda s: s)
        + '</ol><form id="reagir" action="/reagir" method="post"><textarea name="t"></textarea><button>Publier</button></form></section>'
    )
    st = Story(
        "Une maison de santé ouvre à Saint-Aubrac-du-Causse",
        "Par Hélène Vidal",
        "2026-11-28T07:00:00+01:00",
        "Publié le 28/11/2026 à 07h00",
        """
Après quatre ans sans médecin, Saint-Aubrac-du-Causse accueille sa maison de santé lundi. Deux médecins généralistes, une infirmière en pratique avancée et un kinésithérapeute s'installent dans l'ancienne gendarmerie.

La commune a financé les travaux avec cinq communes voisines. Les loyers seront modestes pendant les trois premières années pour attirer les praticiens.

Les consultations se feront sur rendez-vous, par téléphone ou en ligne.
""",
        today="Mardi 1er décembre 2026",
        latest=(
            "La foire aux agneaux maintenue",
            "Le col fermé à cause de la neige",
            "Rugby : le derby pour les locaux",
        ),
        tags=("santé", "ruralité"),
    )
    return make(
        "ao-fr-il-y-a-modifie",
        "discussion",
        "fr-causses",
        st,
        Parts(after=block),
        seeds(cs),
        path="/territoire/maison-de-sante-saint-aubrac",
        container="section.comments#reactions: h2 'Réactions (6)', ol.comments__list > li.comment (span.comment__author, span.comment__time 'il y a 5 h', '(modifié)', div.comment__body, actions); replies in ol.comment__children, three levels; a removed entry's placeholder",
        heading="Réactions (6)",
        description="A French rural news site (article of 28 November 2026): 6 readers' comments dated 'il y a 3 jours', 'hier à 21:10', 'il y a 5 h', 'il y a 40 min'; the site's answer; one '(modifié)', one removed (not a comment); three levels.",
    )


def es_water() -> Case:
    cs = thread("""
Rocío Méndez | 30/11/2026 10:15 p. m. | - | - | Otra vez sin agua en la colonia Lomas del Sur. Ya van tres días y la pipa no ha pasado.
Don Efraín | 30/11/2026 11:02 p. m. | - | - | El tandeo debería publicarse por colonia y con horario. Así uno se organiza y no anda adivinando.
Lupita G. | hace 1 hora | - | - | ¿Alguien sabe si en Jacarandas también cortan el jueves? En la nota no aparece.
Ing. Sergio Paz | hace 12 minutos | - | - | El problema es el pozo 4, lleva meses fallando. Cambiar la bomba no alcanza si el acuífero sigue bajando.
Mariana | hace un momento | - | - | Gracias por la nota, en el municipio nadie contesta el teléfono.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="comment-card"><div class="comment-user">{esc(c.name)}</div><div class="comment-when">{esc(c.when)}</div>'
            f'<div class="comment-txt">{paras(c.text)}</div><div class="comment-tools"><a href="#caja">Responder</a> · '
            f"<span>👍 {i + 2}</span></div></div>"
        )

    block = (
        '<div class="comments-box"><h2>Comentarios (5)</h2>'
        + tree(cs, item, lambda s: s)
        + '<form id="caja" action="/comentar" method="post"><textarea name="t"></textarea><button>Comentar</button></form></div>'
    )
    st = Story(
        "Anuncian tandeo de agua en 14 colonias por falla en pozo",
        "Redacción El Heraldo",
        "2026-11-30T19:30:00-06:00",
        "30 de noviembre de 2026 · 19:30 h",
        """
El organismo operador del agua anunció un tandeo en 14 colonias del sur de la ciudad mientras se reparan las bombas del pozo número 4, que dejó de funcionar el viernes.

Según el comunicado, cada colonia recibirá agua tres días por semana. Las pipas gratuitas atenderán primero a escuelas, centros de salud y casas con adultos mayores.

La reparación podría tardar hasta tres semanas.
""",
        today="martes, 1 de diciembre de 2026",
        latest=(
            "Llega el frente frío número 12",
            "Feria del elote rompe récord",
            "Los Venados ganan el clásico",
        ),
        tags=("agua", "colonias"),
    )
    return make(
        "ao-es-hace-un-momento",
        "discussion",
        "es-altiplano",
        st,
        Parts(after=block),
        seeds(cs),
        path="/region/tandeo-agua-14-colonias",
        container="div.comments-box: h2 'Comentarios (5)', div.comment-card (div.comment-user, div.comment-when, div.comment-txt, 'Responder', likes); flat",
        heading="Comentarios (5)",
        description="A Mexican regional news site (article of 30 November 2026): 5 readers' comments dated '30/11/2026 10:15 p. m.' (day first, p. m.), 'hace 1 hora', 'hace 12 minutos', 'hace un momento'; flat.",
    )


def threads2_ao() -> list[Case]:
    return [pl_water(), ru_heating(), el_olivepress(), de_market(), ko_fishmarket(), fr_doctors(), es_water()]
