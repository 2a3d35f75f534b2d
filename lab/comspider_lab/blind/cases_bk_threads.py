"""Blind set BK: five hand-built long discussions (25 to 40 readers' comments each) that a reader has to page,
load or unfold to see whole: a regional paper's numbered comment pages of the same article (de), a "show more"
chain fetching HTML fragments (ru), a magazine's JSON "load more" batches whose replies join threads already on the
page (ja), a six-level thread with folded subthreads fetched on "Pokaż n odpowiedzi" (pl), a magazine thread whose
deepest branch continues on a page of its own (fr). Every class name, name, place and text invented for this set;
each comment written by hand, one at a time."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_bk_common import (
    FRAG_JS,
    C,
    Case,
    Parts,
    Story,
    as_json,
    depth,
    esc,
    make,
    page,
    paras,
    root,
    seeds,
    thread,
    tree,
)


def de_pages() -> Case:
    cs = thread("""
Gerlinde Haas | 03.05.2021, 07:12 | - | p=1,v=48 | Ich wohne in Oberhainach, direkt unter der Hohen Egge. Wer von Ihnen war schon mal oben, wenn der Nebel hochzieht? Dort sieben Windräder mit 240 Metern hinzustellen, ist ein Eingriff, den man nie wieder rückgängig macht.
Tobias R. | 03.05.2021, 07:30 | 0 | p=1,v=21 | Frau Haas, rückgängig machen kann man Windräder sehr wohl. Ein Tagebau dagegen bleibt ein Loch für hundert Jahre.
Gerlinde Haas | 03.05.2021, 07:52 | 1 | p=1,v=17 | Das Fundament bleibt, Tobias. Tausende Tonnen Beton im Wald. Das steht übrigens auch im Gutachten, Seite 84.
Förster i.R. Kunkel | 03.05.2021, 08:40 | 2 | p=1,v=33 | Für die Zuwegung werden nach meiner Rechnung gut vier Hektar Fichte gerodet, die aber ohnehin zur Hälfte vom Käfer tot ist. Das Bild vom unberührten Wald stimmt da oben seit 2019 leider nicht mehr.
Jens Weidemann | 03.05.2021, 08:05 | - | p=1,v=12 | Endlich bewegt sich etwas. Die Gemeinde bekommt laut Artikel 180.000 Euro Pacht im Jahr. Davon kann man das Freibad sanieren.
Marion | 03.05.2021, 08:17 | ^ | p=1,v=9 | Das Freibad! Das wurde uns schon beim Gewerbegebiet versprochen.
Jens Weidemann | 03.05.2021, 08:26 | ^ | p=1,v=6 | Dann müssen wir eben im Gemeinderat darauf bestehen, dass es diesmal zweckgebunden ist.
Hubert Schallenberg | 03.05.2021, 09:02 | - | p=1,v=4 | Wer kassiert eigentlich die Pacht für die Flächen, die dem Land gehören? Das geht aus dem Text nicht hervor.
Redaktion Kesselbacher Rundschau | 03.05.2021, 09:45 | ^ | p=1,v=15,staff | Lieber Herr Schallenberg, die Flächen am Nordhang gehören dem Landesforst, die Pacht dafür geht an das Land. Nur zwei der sieben Standorte liegen auf Gemeindegrund. Wir haben das im Text ergänzt.
Hubert Schallenberg | 03.05.2021, 10:11 | ^ | p=1,v=3 | Danke für die schnelle Antwort. Dann sind die 180.000 aber sehr optimistisch gerechnet.
Anna-Lena P. | 03.05.2021, 09:58 | - | p=1,v=11 | Mein Opa hat mir als Kind auf der Hohen Egge den Sternenhimmel erklärt. Das Blinken der Lichter in der Nacht stört mich ehrlich gesagt mehr als der Anblick am Tag.
Rainer Obst | 03.05.2021, 10:30 | - | p=2,v=7 | Die neuen Anlagen haben doch bedarfsgesteuerte Befeuerung, die Lichter gehen nur an, wenn ein Flugzeug kommt.
Anna-Lena P. | 03.05.2021, 10:47 | ^ | p=2,v=5 | Wirklich? Das wusste ich nicht. Ist das hier auch so geplant?
Rainer Obst | 03.05.2021, 11:03 | ^ | p=2,v=4 | Laut Betreiber ja, Pflicht ist es sowieso ab 2024.
Kathrin Söder | 03.05.2021, 11:20 | - | p=2,v=29 | Ich finde es bemerkenswert, wie viele hier plötzlich Naturschützer sind. Als die Umgehungsstraße durch das Ried gebaut wurde, hat sich kaum jemand beschwert. // Wir brauchen den Strom, und er muss irgendwo herkommen. Lieber hier als ein Kohlekraftwerk anderswo.
Gerlinde Haas | 03.05.2021, 11:41 | ^ | p=2,v=14 | Ich habe mich damals beschwert, Frau Söder. Da waren wir auch nur zu dritt bei der Anhörung.
Kathrin Söder | 03.05.2021, 11:58 | ^ | p=2,v=8 | Das rechne ich Ihnen hoch an, ehrlich. Dann sind wir uns wenigstens einig, dass man früher hinschauen muss.
Uli aus Niederkessel | 03.05.2021, 12:15 | - | p=2,v=2 | Weiß jemand, ob die Bürgerbeteiligung mit den Anteilen wieder kommt? Bei der Solaranlage am Bahnhof war das in einer Stunde ausverkauft.
Bernd F. | 03.05.2021, 12:40 | ^ | p=2,v=3 | Im Artikel steht, dass eine Genossenschaft gegründet werden soll. Genaueres gibt es beim Infoabend am 18. Mai.
Sabine Leitner | 03.05.2021, 13:05 | - | p=2,v=1 | Und der Rotmilan? Im Gutachten steht ein Brutplatz keine 800 Meter vom Standort 5.
Förster i.R. Kunkel | 03.05.2021, 13:30 | ^ | p=2,v=10 | Standort 5 wird deswegen ja verschoben, so steht es jedenfalls in der Stellungnahme der Naturschutzbehörde.
Max Hartwig | 03.05.2021, 14:22 | - | p=3,v=0 | Ganz ehrlich, das Thema kommt alle zehn Jahre wieder und am Ende passiert nichts.
Petra Quandt | 03.05.2021, 15:10 | - | p=3,v=6 | Wir haben in Wallenstedt seit acht Jahren drei Räder vor der Tür. Man hört sie bei Ostwind, sonst gar nicht. Ich verstehe die Aufregung, aber sie legt sich.
Gerlinde Haas | 03.05.2021, 15:34 | ^ | p=3,v=5 | Drei sind nicht sieben, und Ihre stehen auf dem Acker, nicht auf dem höchsten Punkt des Landkreises.
Petra Quandt | 03.05.2021, 15:50 | ^ | p=3,v=4 | Stimmt. Trotzdem: Fahren Sie mal hin und hören es sich an, bevor Sie urteilen.
Dieter Bleek | 03.05.2021, 17:12 | - | p=3,v=2 | Gute Zusammenfassung, danke an Frau Wendt. Selten so ausgewogen gelesen.
Lena W. | 03.05.2021, 19:48 | - | p=3,v=3 | Wann ist die Abstimmung im Gemeinderat? Ich würde gern zuhören.
Redaktion Kesselbacher Rundschau | 03.05.2021, 20:05 | ^ | p=3,v=2,staff | Die Sitzung ist am 27. Mai um 19 Uhr in der Festhalle, öffentlich. Wir berichten live.
""")

    def item(i: int, c: C, sub: str) -> str:
        staff = ' <span class="kb-tag">Redaktion</span>' if c.has("staff") else ""
        return (
            f'<li class="kb-post{" kb-team" if c.has("staff") else ""}" id="kb-{4400 + i}"><div class="kb-kopf">'
            f'<img src="/_avatar/kb-{i}.svg" alt="" width="36" height="36"><a class="kb-nick" href="/nutzer/{4400 + i}">'
            f'{esc(c.name)}</a>{staff} <span class="kb-zeit">{esc(c.when)}</span></div>'
            f'<div class="kb-inhalt">{paras(c.text)}</div><div class="kb-leiste"><span class="kb-up">▲ {c.get("v")}</span> '
            f'<a href="#kb-form">Antworten</a> <a href="/melden/{4400 + i}">Melden</a></div>{sub}</li>'
        )

    base = "/region/windpark-hohe-egge"

    def pager(n: int) -> str:
        links = []
        for k in (1, 2, 3):
            href = base if k == 1 else f"{base}-kommentare-seite-{k}"
            links.append(f"<b>{k}</b>" if k == n else f'<a href="{href}#kb-liste">{k}</a>')
        nxt = (
            f' <a class="kb-weiter" href="{base}-kommentare-seite-{n + 1}#kb-liste">Nächste Seite ›</a>'
            if n < 3
            else ""
        )
        prv = (
            f'<a class="kb-zurueck" href="{base if n == 2 else base + "-kommentare-seite-2"}#kb-liste">‹ Vorherige</a> '
            if n > 1
            else ""
        )
        return f'<nav class="kb-seiten">{prv}Seite {" ".join(links)} von 3{nxt}</nav>'

    def block(n: int) -> str:
        body = tree(
            cs, item, lambda s, _p: f'<ul class="kb-antw">{s}</ul>', keep=lambda i: cs[i].get("p") == str(n)
        )
        return (
            f'<section class="kb-debatte" id="kb-liste"><h2>Kommentare (28)</h2><p class="kb-hinweis">Seite {n} von 3 · '
            'Älteste zuerst · <a href="/netiquette">Netiquette</a></p>'
            f'{pager(n)}<ul class="kb-baum">{body}</ul>{pager(n)}'
            '<form id="kb-form" action="/kommentar" method="post"><textarea name="t"></textarea><button>Absenden</button></form></section>'
        )

    st = Story(
        "Sieben Windräder auf der Hohen Egge: Betreiber legt Pläne vor",
        "Von Miriam Wendt",
        "2021-05-02T18:00:00+02:00",
        "02.05.2021, 18:00 Uhr",
        """
Auf der Hohen Egge, dem mit 612 Metern höchsten Punkt des Kesselbachtals, sollen bis 2024 sieben Windkraftanlagen entstehen. Der Betreiber hat am Freitag die Pläne im Rathaus von Oberhainach vorgestellt.

Die Anlagen sollen jeweils rund 240 Meter hoch werden. Zwei der sieben Standorte liegen auf Gemeindegrund, die übrigen auf Flächen des Landesforstes. Die Gemeinde rechnet mit Pachteinnahmen von bis zu 180.000 Euro jährlich.

Eine Bürgerinitiative hat bereits Widerstand angekündigt. Am 18. Mai lädt der Betreiber zu einem Infoabend, der Gemeinderat entscheidet am 27. Mai.
""",
        lead="Bis zu 240 Meter hoch, teils auf Gemeindegrund: Der Windpark spaltet das Tal.",
        section="Region",
        most=(
            ("Blitzer an der B 31 bringt 90.000 Euro", "41.203"),
            ("Bäckerei Lutz schließt nach 92 Jahren", "33.870"),
            ("Sieben Windräder auf der Hohen Egge", "29.114"),
            ("Stau wegen Brückenprüfung", "12.650"),
        ),
        talked=(
            ("Sieben Windräder auf der Hohen Egge", "28"),
            ("Neue Parkgebühren in der Altstadt", "143"),
            ("Schulbus fällt wieder aus", "96"),
        ),
        related=("Bürgerinitiative gegründet", "Wie laut ist ein Windrad?", "Landesforst verpachtet Flächen"),
    )
    files = {}
    for n in (2, 3):
        files[f"{base}-kommentare-seite-{n}"] = make(
            "x",
            "discussion",
            "de-kesselbach",
            st,
            Parts(after=block(n)),
            [],
            path="",
            reveal="",
            container="",
            heading=None,
            description="",
        ).html
    return make(
        "bk-de-seiten",
        "discussion",
        "de-kesselbach",
        st,
        Parts(after=block(1)),
        seeds(cs),
        path=base,
        reveal="pages: the comments run over three numbered pages of the same article ('Seite 1 2 3 von 3', 'Nächste Seite ›'), each a full copy of the article with its own part of the thread",
        container="section.kb-debatte#kb-liste: h2 'Kommentare (28)', nav.kb-seiten pager above and below, ul.kb-baum > li.kb-post (a.kb-nick, 'Redaktion' tag, span.kb-zeit, div.kb-inhalt, ▲ votes, Antworten, Melden), replies in ul.kb-antw, four levels",
        heading="Kommentare (28)",
        description="A German regional paper of 2021 on a wind-farm plan: 28 readers' comments over three numbered comment pages of the same article (11, 10 and 7), threads kept whole on their page, replies four levels deep, the newsroom's answers tagged 'Redaktion', votes. Most awkward: two thirds of the discussion is on pages 2 and 3.",
        files=files,
        check_steps=("snap", f"goto:{base}-kommentare-seite-2", "snap", f"goto:{base}-kommentare-seite-3"),
    )


def ru_frag_chain() -> Case:
    cs = thread("""
Виктор Лапшин | 12 марта 2019, 08:02 | - | b=1 | Двадцать лет езжу на семёрке до завода. Автобус в час пик не вместит и половины тех, кто сейчас в трамвае.
Оксана | 12 марта 2019, 08:10 | ^ | b=1 | Согласна. В автобус с коляской вообще не зайти, там ступеньки.
Дмитрий Тарасов | 12 марта 2019, 08:31 | ^ | b=1 | Обещают низкопольные, в статье же написано. Другое дело, что обещали их ещё в 2016-м.
Оксана | 12 марта 2019, 08:44 | ^ | b=1 | Вот именно. Верю, когда увижу.
ГорТранс_Наблюдатель | 12 марта 2019, 08:20 | - | b=1 | Рельсы на Заводской не меняли с 1987 года. Ремонт нужен был давно, вопрос только в том, почему всё закрывают разом на полтора года.
Лидия Петровна | 12 марта 2019, 09:05 | - | b=1 | У меня пенсионный проездной. Он в автобусах замены будет действовать? Нигде не могу найти.
Новый Заволжский курьер | 12 марта 2019, 09:40 | ^ | b=1,staff | Лидия Петровна, да, в пресс-службе департамента транспорта нам подтвердили: все льготные проездные действуют в автобусах замены без доплаты.
Лидия Петровна | 12 марта 2019, 10:02 | ^ | b=1 | Спасибо, успокоили.
Артём К. | 12 марта 2019, 09:14 | - | b=1 | Зачем вообще трамвай в 2019 году? Пустите электробусы и уберите рельсы, дорога станет шире.
Сергей Волков | 12 марта 2019, 09:28 | ^ | b=1 | Один вагон везёт двести человек, электробус — восемьдесят. Посчитайте водителей.
Мария Гущина | 12 марта 2019, 10:17 | - | b=2 | Моя дочь ездит на трамвае в музыкальную школу одна. Теперь ей придётся делать пересадку у рынка, а там вечером темно и толпа. // Может быть, редакция спросит, будут ли дежурить контролёры или полиция на остановке замены?
Новый Заволжский курьер | 12 марта 2019, 11:05 | ^ | b=2,staff | Мария, спасибо, задали этот вопрос департаменту и мэрии. Ответ опубликуем отдельно.
Игорь_З | 12 марта 2019, 10:35 | - | b=2 | Полтора года — это если подрядчик не сорвёт сроки. Ремонт моста на Береговой обещали за год, делали три.
Виктор Лапшин | 12 марта 2019, 10:52 | ^ | b=2 | Вот этого я и боюсь больше всего.
Нина Сорокина | 12 марта 2019, 11:20 | - | b=2 | А велодорожку вдоль путей сделают, как обещали в прошлом году?
Дмитрий Тарасов | 12 марта 2019, 11:42 | ^ | b=2 | В проекте её нет. Я смотрел документы на сайте госзакупок.
Нина Сорокина | 12 марта 2019, 12:01 | ^ | b=2 | Жаль. Опять на тротуаре с пешеходами толкаться.
Павел | 12 марта 2019, 12:30 | - | b=2 | Кто-нибудь знает, автобус замены пойдёт через Садовую или по набережной? От этого зависит, успею ли я к восьми.
Сергей Волков | 12 марта 2019, 12:47 | ^ | b=2 | По схеме в статье — по набережной, а Садовую закрывают для всех.
Анна Белкина | 12 марта 2019, 13:15 | - | b=2 | Хорошо, что хоть ремонтируют. В прошлом месяце вагон на повороте у цирка сошёл с рельсов, мы полчаса стояли.
Тимур Ахмедов | 12 марта 2019, 14:02 | - | b=3 | Жители Заречья опять остаются без нормального транспорта. Когда закрывали седьмую ветку в 2011-м, тоже говорили «временно».
Елена | 12 марта 2019, 14:40 | ^ | b=3 | Не сравнивайте, тогда ветку разобрали совсем. Сейчас речь о ремонте.
Тимур Ахмедов | 12 марта 2019, 15:05 | ^ | b=3 | Посмотрим, что будет через полтора года. Я бы поспорил, что будет «оптимизация».
Ольга Кравец | 12 марта 2019, 15:30 | - | b=3 | Спасибо за подробную схему объезда, распечатала и повесила в подъезде для соседей.
Владимир Игнатьевич | 12 марта 2019, 16:12 | - | b=3 | Я водитель трамвая. Нас переводят на другие маршруты, никого не сокращают. Это к слухам в комментариях выше.
Артём К. | 12 марта 2019, 16:40 | ^ | b=3 | Спасибо, что написали изнутри. Это важно.
Светлана М. | 12 марта 2019, 17:55 | - | b=3 | В Красноборске такой же ремонт сделали за восемь месяцев. Значит, можно.
Игорь_З | 12 марта 2019, 18:20 | ^ | b=3 | Там и рельсов было в два раза меньше.
Коля | 12 марта 2019, 21:03 | - | b=3 | Самое главное — чтобы к первому сентября пустили хоть что-то до школ.
""")

    def item(i: int, c: C, sub: str) -> str:
        tag = ' <em class="zk-red">редакция</em>' if c.has("staff") else ""
        return (
            f'<div class="zk-k" data-id="{7100 + i}"><div class="zk-hd"><span class="zk-av">{esc(c.name[:1])}</span>'
            f'<b class="zk-nm">{esc(c.name)}</b>{tag}<span class="zk-dt">{esc(c.when)}</span></div>'
            f'<div class="zk-tx">{paras(c.text)}</div><div class="zk-ac"><a href="#zk-form">Ответить</a> '
            f'<button class="zk-plus">+</button> <button class="zk-minus">−</button></div>{sub}</div>'
        )

    path = "/transport/tramvaj-zavodskaya-zakryvaetsya"

    def batch(n: int) -> str:
        body = tree(
            cs,
            item,
            lambda s, _p: f'<div class="zk-otv">{s}</div>',
            keep=lambda i: root(cs, i).get("b") == str(n),
        )
        left = sum(1 for c in cs if int(root(cs, cs.index(c)).get("b")) > n)
        more = (
            f'<button type="button" class="zk-more" id="zk-more-{n + 1}" data-frag="{path}-comments-{n + 1}.html">'
            f"Показать ещё комментарии ({left})</button>"
            if left
            else ""
        )
        return body + more

    block = (
        f'<section class="zk-obsuzhdenie"><h2>Обсуждение <span>{len(cs)}</span></h2><div class="zk-lenta">'
        + batch(1)
        + '</div><form id="zk-form" action="/otvet" method="post"><textarea name="t" placeholder="Ваш комментарий"></textarea>'
        "<button>Отправить</button></form></section>" + FRAG_JS
    )
    st = Story(
        "Трамвай по Заводской закрывают на полтора года",
        "Алексей Глухов",
        "2019-03-11T19:30:00+03:00",
        "11 марта 2019",
        """
С 1 апреля трамвайное движение по улице Заводской будет полностью остановлено. Департамент транспорта начинает капитальную замену путей, уложенных в 1987 году.

Вместо трамваев маршрутов 3 и 7 пойдут автобусы замены. По данным мэрии, на линию выйдут 24 машины, в том числе низкопольные. Садовая улица на время ремонта будет закрыта для всего транспорта.

Работы планируется завершить к концу сентября 2020 года.
""",
        lead="Вместо вагонов пойдут автобусы, Садовую закроют совсем.",
        section="Транспорт",
        most=(
            ("Цены на проезд вырастут с мая", "88 410"),
            ("Трамвай по Заводской закрывают", "61 032"),
            ("Новый каток у вокзала", "20 511"),
        ),
        talked=(
            ("Трамвай по Заводской закрывают", str(len(cs))),
            ("Парковка у поликлиники станет платной", "212"),
            ("Кто построит новую школу", "77"),
        ),
        related=(
            "Схема движения автобусов замены",
            "Как менялись тарифы за десять лет",
            "Мост на Береговой открыли",
        ),
    )
    files = {f"{path}-comments-{n}.html": batch(n) for n in (2, 3)}
    return make(
        "bk-ru-frag-chain",
        "discussion",
        "ru-volzhsk",
        st,
        Parts(after=block),
        seeds(cs),
        path=path,
        reveal="load-more chain: 'Показать ещё комментарии (n)' fetches an HTML fragment with the next threads and its own next button, twice",
        container="section.zk-obsuzhdenie: h2 'Обсуждение 29', div.zk-lenta > div.zk-k (span.zk-av initial, b.zk-nm, em 'редакция', span.zk-dt, div.zk-tx, Ответить, + −), replies in div.zk-otv, four levels; button.zk-more[data-frag] replaced by the fetched fragment",
        heading="Обсуждение",
        description="A Russian city site of 2019 on a tram line closed for repairs: 29 readers' comments, 10 on the page, 10 and 9 more behind a chain of two 'Показать ещё комментарии' buttons that fetch HTML fragments; replies four levels deep, the newsroom answering twice. Most awkward: two thirds of the thread arrives only by two clicks in turn.",
        files=files,
        check_steps=("click:#zk-more-2", "wait:700", "click:#zk-more-3", "wait:700"),
    )


def ja_json_batches() -> Case:
    cs = thread("""
みどりの窓 | 2023年9月4日 7:15 | - | b=1,l=120 | 子どもの頃から雨の日でも濡れずに買い物できるのが星ヶ丘銀座の良さだと思っていました。撤去は寂しいです。
たけし | 2023年9月4日 7:40 | ^ | b=1,l=31 | わかります。でも屋根が暗くて昼でも電気が要るのは事実なんですよね。
みどりの窓 | 2023年9月4日 8:02 | ^ | b=1,l=18 | たしかに暗いです。明るくなるなら、それはそれで楽しみかもしれません。
商店会のなかのひと | 2023年9月4日 8:30 | - | b=1,l=210 | 商店会の役員をしています。記事の通り、屋根の維持費は年間で約900万円、加盟店が毎年減っている中でこれ以上は支えきれないというのが本音です。 // 決して急に決めたわけではなく、3年前から話し合ってきました。説明会の資料は商店会の事務所で誰でも見られます。
ユキ | 2023年9月4日 8:51 | ^ | b=1,l=44 | 説明会、平日の昼だけでしたよね。働いている人は行けません。
商店会のなかのひと | 2023年9月4日 9:20 | ^ | b=1,l=52 | ご指摘ありがとうございます。次回は土曜の夜にも開くよう提案します。
ユキ | 2023年9月4日 9:33 | ^ | b=1,l=12 | ぜひお願いします。行きます。
ぽんず | 2023年9月4日 9:05 | - | b=1,l=7 | 撤去したあとの夏の日差しが心配。アーケードの下は夏でも涼しかったので、高齢の母の散歩コースでした。
老舗の三代目 | 2023年9月4日 10:12 | - | b=2,l=88 | 祖父の代からこの通りで乾物屋をやっています。昭和47年に屋根ができた時のことを祖父はよく話していました。時代が変わるのは仕方ないですが、せめて柱の一本くらい記念に残してほしいです。
たけし | 2023年9月4日 10:40 | ^ | b=2,l=25 | それいいですね。駅前の旧駅舎の時計みたいに。
ぽんず | 2023年9月4日 11:02 | 7 | b=2,l=9 | 自己レスです。記事の最後に日よけのテントを付ける計画があると書いてありました。見落としてました、すみません。
匿名希望 | 2023年9月4日 11:30 | - | b=2,l=3 | どうせ撤去したらマンションが建つんでしょう。
商店会のなかのひと | 2023年9月4日 11:58 | ^ | b=2,l=40 | そういう計画はありません。通りの建物はそれぞれの店の持ち物なので、屋根とは関係ないです。
匿名希望 | 2023年9月4日 12:20 | ^ | b=2,l=2 | それならいいですけど。
ハル | 2023年9月4日 12:45 | - | b=2,l=61 | 屋根がなくなったら、通りでマルシェや夜市ができるようになりますよね。消防の関係で今はテントが出せないと聞きました。
みどりの窓 | 2023年9月4日 13:10 | ^ | b=2,l=15 | 夜市、いいですね。それなら撤去にも前向きになれます。
星ヶ丘ウィークリー編集部 | 2023年9月4日 14:00 | 14 | b=2,l=33,staff | ハルさん、取材で確認したところ、商店会は撤去後に月1回の夜市を検討しているそうです。決まり次第お知らせします。
マサ | 2023年9月4日 15:22 | - | b=3,l=5 | 工事中の半年、お店は営業するんですか？行きつけのパン屋さんが心配です。
商店会のなかのひと | 2023年9月4日 15:45 | ^ | b=3,l=21 | 全店営業します。工事は夜間中心の予定です。
マサ | 2023年9月4日 16:02 | ^ | b=3,l=4 | 安心しました。
ちえこ | 2023年9月4日 16:30 | - | b=3,l=14 | 昔の写真、もっと見たいです。記事の白黒写真、祭りの日でしょうか。
老舗の三代目 | 2023年9月4日 17:10 | ^ | b=3,l=19 | あれは昭和50年の七夕まつりですね。うちの店も写っています。
ちえこ | 2023年9月4日 17:25 | ^ | b=3,l=6 | 左端の乾物屋さんですか！今もあるのがすごいです。
ケン | 2023年9月4日 19:48 | - | b=3,l=2 | 雨の日に自転車で通り抜けるのが便利だったんだけどな。
ユキ | 2023年9月4日 20:10 | ^ | b=3,l=11 | アーケードの中は自転車禁止ですよ……。
ケン | 2023年9月4日 20:31 | ^ | b=3,l=3 | はい、すみません。
なつめ | 2023年9月5日 6:55 | 7 | b=3,l=8 | 祖母も同じ道を散歩しています。ベンチを増やしてくれたら助かります。
""")
    batches = {
        n: [
            d
            for d, c in zip(
                as_json(cs, lambda i, c: {"likes": int(c.get("l")), "staff": c.has("staff")}), cs, strict=True
            )
            if c.get("b") == str(n)
        ]
        for n in (1, 2, 3)
    }
    path = "/machi/hoshigaoka-ginza-arcade"
    files = {
        f"/api/koe/arcade-{n}.json": json.dumps(
            {
                "items": batches[n],
                "next": f"/api/koe/arcade-{n + 1}.json" if n < 3 else None,
                "total": len(cs),
            },
            ensure_ascii=False,
        )
        for n in (2, 3)
    }
    first = json.dumps(
        {"items": batches[1], "next": "/api/koe/arcade-2.json", "total": len(cs)}, ensure_ascii=False
    )
    script = (
        '<script id="hk-data" type="application/json">' + first.replace("</", "<\\/") + "</script>"
        """<script>
(function () {
  var box = document.getElementById('hk-list'), btn = document.getElementById('hk-more'), next = null;
  function mk(t, c, s) { var e = document.createElement(t); if (c) e.className = c; if (s != null) e.textContent = s; return e; }
  function add(x) {
    var li = mk('li', 'hk-koe'); li.id = 'hk-c-' + x.id;
    var top = mk('div', 'hk-top'); top.append(mk('span', 'hk-name', x.nick));
    if (x.staff) top.append(mk('span', 'hk-staff', '編集部'));
    top.append(mk('span', 'hk-time', x.ts)); li.append(top);
    var tx = mk('div', 'hk-honbun'); x.body.split('\\n\\n').forEach(function (p) { tx.append(mk('p', null, p)); }); li.append(tx);
    var bar = mk('div', 'hk-bar'); bar.append(mk('button', 'hk-like', '♡ ' + x.likes), mk('button', 'hk-res', '返信')); li.append(bar);
    li.append(mk('ul', 'hk-res-list'));
    var into = x.re ? document.querySelector('#hk-c-' + x.re + ' > .hk-res-list') : box;
    into.append(li);
  }
  function take(d) { d.items.forEach(add); next = d.next; btn.hidden = !next;
    btn.textContent = 'さらに表示（残り' + (d.total - document.querySelectorAll('.hk-koe').length) + '件）'; }
  take(JSON.parse(document.getElementById('hk-data').textContent));
  btn.addEventListener('click', function () { if (next) fetch(next).then(function (r) { return r.json(); }).then(take); });
})();
</script>"""
    )
    block = (
        f'<section class="hk-minna"><h2>みんなの声 <small>{len(cs)}件</small></h2><p class="hk-sort">並び順：<b>古い順</b> ｜ '
        '<a href="?order=new">新しい順</a></p><ul id="hk-list"></ul><button type="button" id="hk-more" class="hk-more">さらに表示</button>'
        '<p class="hk-rule">投稿は<a href="/guideline">ガイドライン</a>に沿って掲載しています。</p></section>'
        + script
    )
    st = Story(
        "星ヶ丘銀座のアーケード、半世紀の歴史に幕",
        "文・写真 佐伯まどか",
        "2023-09-03T10:00:00+09:00",
        "2023年9月3日",
        """
星ヶ丘駅前から延びる星ヶ丘銀座商店街のアーケードが、来年3月までに撤去されることになった。昭和47年の完成から約半世紀、雨の日も買い物客を守ってきた屋根が姿を消す。

商店会によると、屋根の維持費は年間約900万円。加盟店はピーク時の86店から41店に減り、負担が重くなっていた。撤去後は歩道を明るい色に敷き直し、夏場は店先に日よけのテントを設ける計画だ。

工事は11月に始まり、期間中も各店は通常通り営業する。
""",
        lead="維持費の重さに商店会が決断。撤去後は明るい通りへ。",
        section="まち",
        most=(
            ("駅前に新しい図書館", "52,310"),
            ("星ヶ丘銀座のアーケード、半世紀の歴史に幕", "48,977"),
            ("秋のパン祭りガイド", "30,004"),
        ),
        talked=(
            ("星ヶ丘銀座のアーケード", str(len(cs))),
            ("市バス路線の見直し", "64"),
            ("給食費の無償化", "58"),
        ),
        related=("写真で見る星ヶ丘銀座の50年", "乾物屋三代の物語", "夜市は実現するか"),
    )
    return make(
        "bk-ja-json-batches",
        "discussion",
        "ja-hoshigaoka",
        st,
        Parts(after=block),
        seeds(cs),
        path=path,
        reveal="script + load-more chain: the first batch is drawn from inline JSON at load; 'さらに表示（残りn件）' fetches two more JSON batches, whose replies are put under comments of earlier batches",
        container="section.hk-minna: h2 'みんなの声 27件', sort line, ul#hk-list > li.hk-koe (span.hk-name, span.hk-staff '編集部', span.hk-time, div.hk-honbun, ♡ likes, 返信), replies in ul.hk-res-list, four levels; button#hk-more",
        heading="みんなの声",
        description="A Japanese town magazine of 2023 on a shopping arcade's roof coming down: 27 readers' comments drawn by the page's script, 8 from inline JSON, 9 and 10 more from two JSON batches behind 'さらに表示'; later batches answer comments of the first (a self-reply, the editors' answer to an earlier thread), four levels. Most awkward: replies arrive in a later batch than their parent.",
        files=files,
        check_steps=("click:#hk-more", "wait:700", "click:#hk-more", "wait:700"),
    )


def pl_deep_folds() -> Case:
    cs = thread("""
Krzysztof Malec | 2 dni temu | - | k=a,fold,v=64 | Te lipy pamiętają jeszcze przedwojenny targ. Wycinać dwieście drzew dla jednego pasa ruchu to absurd.
Ola_z_Nadrzecza | 2 dni temu | ^ | v=22 | Nie dla pasa ruchu, tylko dla kanalizacji deszczowej. Przeczytaj artykuł do końca.
Krzysztof Malec | 2 dni temu | ^ | v=15 | Przeczytałem. Kanalizację da się położyć inaczej, w Lesznie robili przeciski pod korzeniami.
inż. Wiesław D. | 2 dni temu | ^ | v=31 | Przeciski pod korzeniami się robi, ale przy rurach tej średnicy i na takiej głębokości to loteria. Połowa drzew i tak by uschła w ciągu pięciu lat.
Krzysztof Malec | 2 dni temu | ^ | v=9 | To niech miasto pokaże tę ekspertyzę, a nie każe nam wierzyć na słowo.
Ola_z_Nadrzecza | 2 dni temu | ^ | v=12 | Ekspertyza jest w BIP-ie, link był w poprzednim artykule Gazety. Sama ją czytałam, ma 140 stron.
Marta Pieczyńska | 2 dni temu | - | k=b,v=40 | Co roku w lipcu zalewa nam piwnice na Kolejowej. Wolę nowe drzewa i suche mieszkanie.
Bogdan | 2 dni temu | ^ | v=11 | Nowe drzewa będą dawać cień za trzydzieści lat. My już tego nie zobaczymy.
Marta Pieczyńska | 2 dni temu | ^ | v=8 | Panie Bogdanie, moje dzieci zobaczą. A piwnicę pompujemy teraz.
Jacek W. | 2 dni temu | - | k=c,fold,v=27 | Czy ktoś wie, jakie gatunki mają posadzić? W artykule jest tylko „drzewa odporne na suszę”.
Rada Osiedla Śródmieście | 2 dni temu | ^ | v=35 | Według projektu klony polne i grab pospolity w donicach z systemem retencji. Szczegóły przedstawimy na zebraniu 14 czerwca.
Jacek W. | 2 dni temu | ^ | v=6 | Graby w donicach? Przecież one tam nie urosną większe niż krzak.
Rada Osiedla Śródmieście | 2 dni temu | ^ | v=7 | Donice mają dwa metry głębokości. Ale rozumiemy obawy, przekażemy pytanie projektantom.
Jacek W. | 2 dni temu | 10 | v=4 | Dziękuję, przyjdę czternastego.
Ewa Sokół | 2 dni temu | ^ | v=3 | Ja też. Jacek, może umówimy się z sąsiadami z Mostowej, żeby przyjść razem?
Jacek W. | wczoraj | ^ | v=2 | Chętnie, napiszę do Pani przez grupę osiedlową.
Teresa | 2 dni temu | - | v=18 | Pod lipą przy poczcie oświadczył mi się mąż w 1974 roku. Nie wyobrażam sobie tej ulicy bez nich.
Ania M. | wczoraj | ^ | v=14 | Piękna historia. Może miasto powinno dać ludziom zabrać tabliczki albo kawałki drewna na pamiątkę?
Teresa | wczoraj | ^ | v=6 | Chętnie wzięłabym choć kawałek kory. Dziękuję, Aniu.
Piotr Zalewski | wczoraj | - | k=d,fold,v=12 | Czemu zawsze wycinają w maju, w okresie lęgowym? Przecież to nielegalne.
Ola_z_Nadrzecza | wczoraj | ^ | v=10 | Mają zgodę RDOŚ i nadzór ornitologa. Legalne, choć przyznaję, że niesmaczne.
Piotr Zalewski | wczoraj | ^ | v=5 | Ornitolog na dwieście drzew przez trzy dni. Niech Pani nie żartuje.
inż. Wiesław D. | wczoraj | ^ | v=7 | Wycinka ma być dopiero we wrześniu, maj był w pierwszym harmonogramie. Artykuł to wyjaśnia w ostatnim akapicie.
Piotr Zalewski | wczoraj | ^ | v=4 | Rzeczywiście, przepraszam, przeoczyłem. Wrzesień to co innego.
Ola_z_Nadrzecza | wczoraj | ^ | v=3 | Nie ma sprawy, sama się pogubiłam w tych harmonogramach.
Grzegorz | wczoraj | - | v=1 | Ile kosztuje jedno nowe drzewo w takiej donicy? Podejrzewam, że więcej niż moje auto.
Jacek W. | wczoraj | ^ | v=5 | W kosztorysie było 18 tysięcy za sztukę z donicą. Pańskie auto pewnie tańsze.
Grzegorz | wczoraj | ^ | v=3 | Moje na pewno. Ale jeśli to zatrzyma wodę, to może i warto.
Halina Kruk | 5 godz. temu | - | v=2 | Dobrze, że Gazeta pisze o tym tak obszernie. W telewizji regionalnej było dwie minuty.
Ola_z_Nadrzecza | 3 godz. temu | 1 | v=1 | I jeszcze jedno, bo widzę, że dalej się kłócimy: ekspertyza jest tutaj, strona 37 o korzeniach.
""")
    path = "/miasto/lipy-na-alei-wolnosci"
    files: dict[str, str] = {}

    def count(i: int) -> int:
        return sum(1 + count(k) for k, c in enumerate(cs) if c.seed.parent == i)

    def item(i: int, c: C, sub: str) -> str:
        if c.has("fold") and sub:
            files[f"{path}-odpowiedzi-{i}.html"] = sub
            sub = (
                f'<button type="button" class="wp-fold" id="wp-fold-{i}" data-frag="{path}-odpowiedzi-{i}.html">'
                f"Pokaż {count(i)} odpowiedzi</button>"
            )
        return (
            f'<article class="wp-glos" id="wp-{9300 + i}"><header class="wp-gl"><strong class="wp-autor">{esc(c.name)}</strong> '
            f'<span class="wp-kiedy">{esc(c.when)}</span></header><div class="wp-tresc">{paras(c.text)}</div>'
            f'<footer class="wp-st"><button class="wp-ok">👍 {c.get("v")}</button> <a href="#wp-form">Odpowiedz</a></footer>'
            f"{sub}</article>"
        )

    body = tree(cs, item, lambda s, _p: f'<div class="wp-odp">{s}</div>')
    css = ".wp-odp{margin-left:22px;border-left:2px solid #dde}.wp-fold{background:none;border:0;color:#1565c0;cursor:pointer}"
    block = (
        f'<section class="wp-dyskusja"><h2>Dyskusja ({len(cs)})</h2><p class="wp-sort">Sortuj: <b>najstarsze</b> · '
        '<a href="?s=top">najwyżej oceniane</a> · <a href="?s=new">najnowsze</a></p>'
        f'{body}<form id="wp-form" action="/glos" method="post"><textarea name="t"></textarea><button>Dodaj</button></form></section>'
        + FRAG_JS
    )
    st = Story(
        "Dwieście lip zniknie z alei Wolności. Miasto: „posadzimy nowe”",
        "Joanna Kret",
        "2025-05-20T06:00:00+02:00",
        "20 maja 2025",
        """
Przebudowa kanalizacji deszczowej pod aleją Wolności oznacza wycinkę 206 lip, z których najstarsze posadzono w latach 30. XX wieku. Urząd Miasta twierdzi, że drzew nie da się ocalić.

W ich miejsce ma pojawić się 240 nowych drzew w donicach z systemem retencji wody. Mieszkańcy Śródmieścia, którzy co lato walczą z zalanymi piwnicami, są podzieleni.

Wycinka, pierwotnie planowana na maj, odbędzie się we wrześniu, poza okresem lęgowym ptaków.
""",
        lead="Kanalizacja czy cień? Mieszkańcy są podzieleni.",
        section="Miasto",
        most=(
            ("Nowy rozkład jazdy autobusów", "38 120"),
            ("Dwieście lip zniknie z alei Wolności", "36 400"),
            ("Koncert na bulwarach odwołany", "19 332"),
        ),
        talked=(
            ("Dwieście lip zniknie z alei Wolności", str(len(cs))),
            ("Płatne parkowanie na osiedlach", "158"),
            ("Basen miejski do remontu", "84"),
        ),
        related=(
            "Ekspertyza dendrologiczna: co w niej jest",
            "Zalane piwnice na Kolejowej",
            "Jak sadzi się drzewa w donicach",
        ),
    )
    html_parts = Parts(after=block, css=css)
    return make(
        "bk-pl-deep-folds",
        "discussion",
        "pl-rzeczna",
        st,
        html_parts,
        seeds(cs),
        path=path,
        reveal="folded subthreads: three threads show only their first comment and 'Pokaż n odpowiedzi', which fetches the whole subthread (up to six levels) as an HTML fragment",
        container="section.wp-dyskusja: h2 'Dyskusja (30)', sort links, article.wp-glos (strong.wp-autor, span.wp-kiedy relative time, div.wp-tresc, 👍 n, Odpowiedz), replies in div.wp-odp inside the article, six levels; button.wp-fold[data-frag]",
        heading="Dyskusja (30)",
        description="A Polish city paper of 2025 on 206 lime trees felled: 30 readers' comments with relative times, threads six levels deep; three threads folded behind 'Pokaż n odpowiedzi' (6, 6 and 5 replies) fetched on click; the district council answering. Most awkward: 17 of the 30 comments, the deepest ones, are not in the page until three buttons are clicked.",
        files=files,
        check_steps=(
            "click:#wp-fold-0",
            "wait:600",
            "click:#wp-fold-9",
            "wait:600",
            "click:#wp-fold-19",
            "wait:600",
        ),
    )


def fr_continue_page() -> Case:
    cs = thread("""
Hélène Castagnet | 14 janvier 2020 à 8 h 05 | - | - | Enfin un article qui ne caricature pas les habitants des villages. Sans voiture, ma mère de 82 ans ne voit plus personne.
Julien B. | 14 janvier 2020 à 8 h 31 | ^ | - | Personne ne parle d'interdire les voitures des habitants, seulement le transit par la place du Marché. C'est écrit au troisième paragraphe.
Hélène Castagnet | 14 janvier 2020 à 8 h 50 | ^ | - | Le troisième paragraphe dit « dans un premier temps ». Je sais lire entre les lignes.
Julien B. | 14 janvier 2020 à 9 h 12 | ^ | - | Entre les lignes on peut lire ce qu'on veut. Moi je lis une place où mes enfants pourraient traverser sans que je tremble.
Mathilde Roux | 14 janvier 2020 à 9 h 40 | ^ | cont | Vous avez raison tous les deux, et c'est bien le problème : personne n'a demandé aux gens des hameaux ce qu'il leur faudrait pour laisser la voiture.
Hélène Castagnet | 14 janvier 2020 à 10 h 02 | ^ | - | Merci Mathilde. Une navette le jeudi, jour de marché, ce serait déjà un début.
Julien B. | 14 janvier 2020 à 10 h 20 | ^ | - | Là-dessus je suis d'accord. Une navette le jeudi et le samedi, et je signe des deux mains.
Mathilde Roux | 14 janvier 2020 à 10 h 41 | ^ | - | Voilà, on avance ! Qui écrit à la communauté de communes ?
Hélène Castagnet | 14 janvier 2020 à 11 h 15 | ^ | - | Je m'en charge, je connais la secrétaire de mairie de Saint-Aulaire. Je vous tiens au courant ici.
Bernard Poujol | 14 janvier 2020 à 11 h 30 | 5 | - | Il y avait une navette jusqu'en 2009. Elle a été supprimée faute de passagers. Il faudrait comprendre pourquoi avant de la recréer.
Mathilde Roux | 14 janvier 2020 à 11 h 52 | ^ | - | Parce qu'elle passait à 7 h et 18 h, des horaires de lycéens. Les anciens faisaient leurs courses à 10 h.
Arnaud Lefebvre | 14 janvier 2020 à 8 h 15 | - | - | Commerçant rue des Tanneurs depuis vingt-deux ans. Chaque fois qu'on a fermé la rue pour des travaux, mon chiffre a baissé de 30 %. Je ne suis pas contre l'idée, mais qui compense ?
Sophie G. | 14 janvier 2020 à 8 h 44 | ^ | - | À Mérignac-le-Vieux ils ont piétonnisé en 2015 et les commerces s'en portent mieux. L'article le cite d'ailleurs.
Arnaud Lefebvre | 14 janvier 2020 à 9 h 03 | ^ | - | Mérignac a un parking gratuit de 400 places à 200 mètres. Nous, on a quoi ? Le terrain vague derrière la gare.
Sophie G. | 14 janvier 2020 à 9 h 26 | ^ | - | Justement, le projet prévoit de l'aménager. Mais je comprends votre méfiance, les promesses de parking on connaît.
Le Vallonnais | 14 janvier 2020 à 10 h 10 | 11 | staff | Monsieur Lefebvre, la mairie nous indique qu'un fonds d'aide aux commerçants pendant les travaux est à l'étude. Nous suivrons le dossier.
Claire | 14 janvier 2020 à 9 h 55 | - | - | Très bel article, et les photos de la place en 1965 sont magnifiques. On y voit des platanes qui n'existent plus.
Paul-Henri Dussart | 14 janvier 2020 à 10 h 30 | ^ | - | Abattus en 1978 pour faire… un parking. L'histoire a de l'humour.
Claire | 14 janvier 2020 à 10 h 48 | ^ | - | Je l'ignorais ! Raison de plus pour replanter.
Yannick | 14 janvier 2020 à 12 h 20 | - | - | Comme d'habitude, on discute pendant trois ans et on ne fait rien. Rendez-vous en 2023.
Sophie G. | 14 janvier 2020 à 12 h 41 | ^ | - | Le vote est le 3 février, l'article le dit. Ce n'est pas dans trois ans.
Yannick | 14 janvier 2020 à 13 h 05 | ^ | - | On verra bien. Je note la date, je reviendrai ici.
Élodie Marchal | 14 janvier 2020 à 14 h 12 | - | - | Je travaille à l'hôpital et je commence à 6 h. Le bus le plus tôt passe à 6 h 40. Voilà pourquoi je prends la voiture, pas par plaisir.
Julien B. | 14 janvier 2020 à 14 h 35 | ^ | - | C'est exactement le genre de cas qu'il faut régler en premier. Merci de le dire.
Marc-Antoine | 14 janvier 2020 à 16 h 50 | - | - | Sujet intéressant mais la chronique de la semaine dernière sur les jardins partagés était bien meilleure.
Hélène Castagnet | 16 janvier 2020 à 9 h 30 | 4 | - | Comme promis : la communauté de communes nous reçoit le 28. Qui veut venir ?
Mathilde Roux | 16 janvier 2020 à 9 h 48 | ^ | - | Moi ! Je préviens aussi l'association des aînés.
""")
    path = "/societe/place-du-marche-sans-voitures"
    cont = next(i for i, c in enumerate(cs) if c.has("cont"))
    deep: set[int] = set()

    def under(i: int) -> bool:
        p = cs[i].seed.parent
        while p is not None:
            if p == cont:
                return True
            p = cs[p].seed.parent
        return False

    deep = {i for i in range(len(cs)) if under(i)}

    def item(i: int, c: C, sub: str) -> str:
        if i == cont and sub:
            sub = f'<a class="vl-suite" href="{path}-fil-{6200 + i}">Continuer ce fil →</a>'
        staff = ' <span class="vl-redac">La rédaction</span>' if c.has("staff") else ""
        return (
            f'<div class="vl-reac" id="r{6200 + i}"><p class="vl-ligne"><span class="vl-pseudo">{esc(c.name)}</span>{staff} '
            f'<a class="vl-date" href="#r{6200 + i}">{esc(c.when)}</a></p><div class="vl-corps">{paras(c.text)}</div>'
            f'<p class="vl-outils"><a href="#vl-form">Répondre</a> · <a href="/signaler">Signaler</a></p>{sub}</div>'
        )

    wrap = lambda s, _p: f'<div class="vl-fils">{s}</div>'  # noqa: E731
    main = tree(cs, item, wrap, keep=lambda i: i not in deep)
    rest = tree(cs, item, wrap, cont)
    css = ".vl-fils{margin-left:26px;border-left:1px dotted #999;padding-left:10px}"
    block = (
        f'<section class="vl-reactions"><h2>{len(cs)} réactions</h2><p>Trier : <b>les plus anciennes</b> | '
        f'<a href="?tri=recentes">les plus récentes</a></p>{main}</section>'
    )
    parent = cs[cont]
    cont_page = page(
        "fr-vallonne",
        "Suite du fil",
        f'<main class="vl-suitepage"><p><a href="{path}#r{6200 + cont}">← Retour à l\'article « Une place du Marché sans voitures ? »</a></p>'
        f'<h1>Suite du fil</h1><p class="vl-contexte">En réponse à <b>{esc(parent.name)}</b>, {esc(parent.when)}</p>'
        f'<div class="vl-fils">{rest}</div></main>',
        css,
    )
    st = Story(
        "Une place du Marché sans voitures ? Vallonne se divise",
        "Par Louise Arnaud",
        "2020-01-13T17:00:00+01:00",
        "13 janvier 2020",
        """
La municipalité de Vallonne veut fermer la place du Marché au transit automobile dès le printemps. Les riverains et les livraisons garderaient leur accès, mais les voitures qui traversent le bourg seraient déviées par la rocade.

Dans les hameaux, où la voiture reste le seul moyen de se déplacer, l'inquiétude grandit. Les commerçants de la rue des Tanneurs redoutent une baisse de fréquentation, alors qu'à Mérignac-le-Vieux, la piétonnisation de 2015 a plutôt profité aux boutiques.

Le conseil municipal votera le 3 février. Dans un premier temps, seule la place serait concernée.
""",
        lead="Le projet de piétonnisation réveille la vieille fracture entre le bourg et les hameaux.",
        section="Société",
        most=(
            ("Le dernier cordonnier de Vallonne", "22 480"),
            ("Une place du Marché sans voitures ?", "19 730"),
            ("Nos randonnées d'hiver", "8 904"),
        ),
        talked=(
            ("Une place du Marché sans voitures ?", str(len(cs))),
            ("Éoliennes sur le plateau", "118"),
            ("La cantine bio, un an après", "61"),
        ),
        related=(
            "La place du Marché en 1965",
            "Mérignac-le-Vieux, cinq ans après",
            "Hameaux : vivre sans bus",
        ),
    )
    return make(
        "bk-fr-continue-page",
        "discussion",
        "fr-vallonne",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path=path,
        reveal=f"continued thread: the deepest branch stops at its fifth level with 'Continuer ce fil →', a page of its own ({path}-fil-{6200 + cont}) that holds the rest of that branch",
        container="section.vl-reactions: h2 '27 réactions', sort line, div.vl-reac (span.vl-pseudo, 'La rédaction' tag, a.vl-date, div.vl-corps, Répondre · Signaler), replies in div.vl-fils, five levels; a.vl-suite 'Continuer ce fil →' to a page with 'Suite du fil', 'En réponse à …' and the branch",
        heading="27 réactions",
        description=f"A French regional magazine of 2020 on closing a market square to traffic: {len(cs)} readers' comments in threads up to {depth(cs)} levels; one branch is cut at its fifth comment by 'Continuer ce fil →', its {len(deep)} further replies (levels 6 to {depth(cs)}) on a page of their own that names the comment they answer without repeating it; the newsroom answering a shopkeeper. Most awkward: a quarter of the thread lives on another page.",
        files={f"{path}-fil-{6200 + cont}": cont_page},
        check_steps=("snap", f"goto:{path}-fil-{6200 + cont}"),
    )


def threads_bk() -> list[Case]:
    return [de_pages(), ru_frag_chain(), ja_json_batches(), pl_deep_folds(), fr_continue_page()]
