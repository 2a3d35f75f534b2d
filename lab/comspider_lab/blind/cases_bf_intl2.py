"""Blind set BF: four discussions in Dutch, Polish, Russian and Japanese, each the thread of an invented forum engine
under a 2008-2013 article, with its one awkward trait: flat posts whose answers carry only a "Reactie op #n" link
(nl), guests' posts signed after the text with a half-hidden IP (pl), a member's second message merged into his post
below a rule (ru), depth drawn by inline margins only (ja). Every class name, name, place and text
invented for this set; each post written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bf_common import (
    C,
    Case,
    Parts,
    Story,
    esc,
    make,
    member,
    paras,
    seeds,
    snippet,
    thread,
)


def nl_reference_links() -> Case:
    cs = thread("""
Henk van Dalen | 11-10-2012 19:03 | - | - | Eindelijk een windmolen die van het dorp zelf is in plaats van van een bedrijf uit het westen. Ik doe mee met duizend euro.
Ria Bosschaart | 11-10-2012 19:20 | - | - | Zeventig meter hoog, dat zie je tot aan Oosterwolde. Is er nagedacht over de vogels op de dijk?
Gerrit-Jan | 11-10-2012 19:44 | 1 | - | Er is een vogelonderzoek gedaan, het staat op de site van de coöperatie. De molen komt buiten de trekroute.
Ria Bosschaart | 11-10-2012 20:10 | 2 | - | Dank je, dat wist ik niet. Ik ga het lezen.
Marloes | 11-10-2012 20:31 | 0 | - | Wat levert het per jaar op als je duizend euro inlegt? Daar staat niets over in het stuk.
Henk van Dalen | 11-10-2012 20:50 | 4 | - | Volgens de folder rond de vijf procent, maar dat hangt van de wind af. Geen garanties natuurlijk.
Jan Wierda | 11-10-2012 21:15 | - | - | Mooi initiatief. Wel jammer dat de informatieavond op een woensdag is, dan is de halve polder op de kaatsclub.
Sietske de Boer | 12-10-2012 08:05 | - | - | Mijn ouders wonen op vierhonderd meter. Ze maken zich vooral zorgen over het geluid en de schaduw in de winter.
Coöperatie Dijkwind | 12-10-2012 09:30 | 7 | - | Beste Sietske, op de informatieavond laten we de berekeningen van geluid en slagschaduw voor elke woning zien. Uw ouders zijn van harte welkom, of we komen langs.
Sietske de Boer | 12-10-2012 10:12 | 8 | - | Dat is netjes, dank u. Ik geef het door.
""")

    def item(i: int, c: C) -> str:
        ref = ""
        if c.seed.parent is not None:
            p = cs[c.seed.parent]
            ref = f'<div class="pp-ref">Reactie op <a href="#r{c.seed.parent + 1}">#{c.seed.parent + 1} {esc(p.name)}</a></div>'
        return (
            f'<li class="pp-r" id="r{i + 1}"><div class="pp-top"><span class="pp-nr">#{i + 1}</span> <b class="pp-naam">{esc(c.name)}</b> '
            f'<span class="pp-tijd">{esc(c.when)}</span></div>{ref}<div class="pp-tekst">{paras(c.text, br=True)}</div>'
            '<div class="pp-links"><a href="#">Reageer</a> · <a href="#">Citeer</a> · <a href="#">Meld misbruik</a></div></li>'
        )

    block = (
        '<div class="praatpaal"><h3>Praat mee op het forum (10)</h3><ol class="pp-lijst">'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '</ol><p><a href="/forum/onderwerp/5512">Naar het onderwerp op het forum</a></p></div>'
    )
    css = ".pp-lijst{list-style:none;padding:0}.pp-r{border-bottom:1px solid #ddd;padding:6px 0}.pp-nr{color:#999}.pp-tijd{font-size:11px;color:#888}.pp-ref{font-size:11px;color:#666;font-style:italic}"
    st = Story(
        "Dorp bouwt eigen windmolen op de dijk",
        "Door Anke Terpstra",
        "2012-10-11T16:00:00+02:00",
        "11 oktober 2012",
        """
De energiecoöperatie Dijkwind wil volgend jaar een windmolen van zeventig meter hoog bouwen op de zeedijk ten noorden van Dijkhoven. Inwoners kunnen vanaf duizend euro mede-eigenaar worden.

De gemeente heeft de vergunning in principe toegezegd. De coöperatie verwacht dat de molen stroom levert voor ongeveer 1.800 huishoudens.

Op woensdag 24 oktober is er een informatieavond in dorpshuis De Wier.
""",
        section="Dijkhoven",
        related=(
            "Dorpshuis krijgt zonnepanelen",
            "Kaatsclub viert jubileum",
            "Nieuwe bushalte aan de Dijkweg",
        ),
        tags=("windmolen", "energie", "Dijkhoven"),
    )
    return make(
        "bf-nl-dijkhoven-reactieop",
        "discussion",
        "nl-dijkhoven",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/dijkhoven/dorp-bouwt-eigen-windmolen.html",
        container="div.praatpaal: h3 'Praat mee op het forum (10)', ol.pp-lijst > li.pp-r per post, flat (div.pp-top '#n', name, time; div.pp-ref 'Reactie op #n NAME' on answers; div.pp-tekst; Reageer / Citeer / Meld misbruik)",
        heading="Praat mee op het forum (10)",
        description="A 2012 Dutch regional daily's forum thread (engine 'Praatpaal', invented) under the article: 10 posts; its trait: one flat numbered list where an answer shows its parent only as a line 'Reactie op #3 NAME' linking the post number, no quote and no indentation; chains three deep; the energy cooperative's answer among the readers'.",
    )


def pl_guest_footer() -> Case:
    cs = thread("""
~Zbyszek | 2010-05-12 14:22 | - | ip=83.27.*.* | Woda w piwnicy po kostki, a pompa strażaków przyjedzie dopiero jutro. Na Nadrzecznej wszyscy pompują sami.
~Ala z Łęgów | 2010-05-12 14:40 | - | ip=89.71.*.* | U nas wał trzyma, ale woda jest pół metra od korony. Ludzie noszą worki od rana, przydałby się każdy z łopatą.
~Zbyszek | 2010-05-12 15:02 | 1 | ip=83.27.*.* | Ala, ile trzeba ludzi? Po pracy mogę przyjechać z synem.
~Ala z Łęgów | 2010-05-12 15:20 | 2 | ip=89.71.*.* | Każdy się przyda. Punkt jest przy remizie, pytajcie o pana Władka.
~gość | 2010-05-12 16:05 | - | ip=31.174.*.* | A gdzie była gmina przez ostatnie dziesięć lat? Ten wał miał być podwyższony jeszcze w 2001.
~Halina | 2010-05-12 16:48 | 4 | ip=79.186.*.* | Teraz nie czas na kłótnie. Trzeba ratować domy, a rozliczać potem.
~Tadek_kierowca | 2010-05-12 18:30 | - | ip=46.112.*.* | Droga na Łęgi przez most jest zamknięta, objazd przez Borki. Nie jeździć przez las, tam też już stoi woda.
""")

    def item(i: int, c: C) -> str:
        ans = ""
        if c.seed.parent is not None:
            ans = f'<div class="lw-odp">W odpowiedzi na wpis <a href="#w{c.seed.parent + 1}">{esc(cs[c.seed.parent].name)}</a></div>'
        return (
            f'<div class="lw-wpis" id="w{i + 1}">{ans}<div class="lw-tresc">{paras(c.text)}</div>'
            f'<div class="lw-stopka"><span class="lw-autor">{esc(c.name)}</span>, IP: {esc(c.get("ip"))}, {esc(c.when)} '
            '<a href="#">odpowiedz</a> | <a href="#">zgłoś</a> | <a href="#">cytuj</a></div></div>'
        )

    block = (
        '<div class="laweczka"><h3>Forum: komentarze czytelników (7)</h3><p class="lw-uwaga">Wpisy gości nie są moderowane przed publikacją. '
        "Redakcja nie odpowiada za ich treść.</p>"
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '<form action="/forum/dodaj" method="post"><p>Podpis: <input name="podpis" value="~gość" /></p><textarea name="tresc"></textarea>'
        "<button>Dodaj wpis</button></form></div>"
    )
    css = ".lw-wpis{border-bottom:1px dashed #bbb;padding:6px 0}.lw-stopka{font-size:11px;color:#777;text-align:right}.lw-autor{font-weight:bold;color:#345}.lw-odp{font-size:11px;color:#888}"
    st = Story(
        "Wysoka woda na Wiśniance. Mieszkańcy Łęgów umacniają wał",
        "Marek Sobczyk",
        "2010-05-12T12:30:00+02:00",
        "12 maja 2010",
        """
Poziom wody na Wiśniance w Zalesiu przekroczył w nocy stan alarmowy o 86 centymetrów. Najtrudniejsza sytuacja jest w Łęgach, gdzie mieszkańcy i strażacy od rana układają worki z piaskiem na wale.

Zalane są piwnice na ulicy Nadrzecznej. Strażacy zapowiadają, że dotrą z pompami do wszystkich zgłoszonych budynków, ale kolejność zależy od zagrożenia.

Most w kierunku Łęgów jest zamknięty dla ruchu. Objazd prowadzi przez Borki.
""",
        section="Zalesie",
        related=("Gmina wydaje worki z piaskiem", "Szkoła w Łęgach zamknięta", "Prognoza: deszcz do piątku"),
        tags=("powódź", "Wiśnianka", "Łęgi"),
    )
    return make(
        "bf-pl-zalesie-guestfooter",
        "discussion",
        "pl-zalesie",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/zalesie/wysoka-woda-wisnianka-legi.html",
        container="div.laweczka: h3 'Forum: komentarze czytelników (7)', div.lw-wpis per post, flat (div.lw-odp 'W odpowiedzi na wpis NAME' on answers, div.lw-tresc, then div.lw-stopka '~NAME, IP: 83.27.*.*, time odpowiedz | zgłoś | cytuj'); a guest form",
        heading="Forum: komentarze czytelników (7)",
        description="A 2010 Polish local paper's guest forum (engine 'Ławeczka', invented) under a flood report: 7 guests' posts; its trait: the text first and the signature after it in a right-aligned footer line ('~NAME, IP: 83.27.*.*, 2010-05-12 14:22'), guests' names beginning with '~', half-hidden IPs; answers marked only by a line 'W odpowiedzi na wpis NAME' above the text, three levels.",
    )


def ru_merged_posts() -> Case:
    cs = thread("""
Виктор Семёнович | 19.01.2013, 10:14 | - | m=Добавлено через 12 минут | Котельная на Заречной опять встала, в домах по Лесной +14. Управляющая компания трубку не берёт. // И ещё: в третьем подъезде лифт стоит с декабря, а в статье про это ни слова.
Оля_Озёрск | 19.01.2013, 10:40 | 0 | q | Виктор Семёнович, на Лесной уже подключили, у нас в 12-м с утра батареи тёплые.
Виктор Семёнович | 19.01.2013, 11:02 | 1 | q | У вас, может, и тёплые, а в 8-м по-прежнему холодно. Сейчас схожу к соседям, узнаю.
Дмитрий Р. | 19.01.2013, 12:30 | - | m=Добавлено через 40 минут | Телефон аварийной службы из статьи не отвечает уже час. // Дозвонился: обещают к вечеру. Посмотрим.
Нина Петровна | 19.01.2013, 14:15 | - | - | Каждую зиму одно и то же. Трубы меняли последний раз при Союзе.
Оля_Озёрск | 19.01.2013, 14:50 | 4 | q | Нина Петровна, в этом году хоть объявили конкурс на замену, в мае обещают начать.
""")

    def item(i: int, c: C) -> str:
        quote = ""
        merged = c.get("m")
        if c.has("q") and c.seed.parent is not None:
            p = cs[c.seed.parent]
            quote = f'<div class="vc-citata"><div class="vc-ctop">Цитата ({esc(p.name)} @ {esc(p.when)})</div>{esc(snippet(p.text, 70))}</div>'
        if merged:  # the member's second message, merged into the post under a line of its own
            first, rest = c.text.split("\n\n", 1)
            body = f'{esc(first)}<hr class="vc-merge" />{paras(rest, br=True)}'
        else:
            body = paras(c.text, br=True)
        joined, posts = member(
            c.name,
            (
                "янв.",
                "февр.",
                "марта",
                "апр.",
                "мая",
                "июня",
                "июля",
                "авг.",
                "сент.",
                "окт.",
                "нояб.",
                "дек.",
            ),
        )
        return (
            f'<table class="vc-post" id="entry{80100 + i}" width="100%"><tr class="vc-shapka"><td colspan="2">'
            f'<b>{esc(c.name)}</b> <span class="vc-data">{esc(c.when)}</span> <a href="#entry{80100 + i}">Сообщение #{i + 1}</a>'
            + (
                f' <span class="vc-note">(сообщения объединены: {esc(merged.lower())})</span>'
                if merged
                else ""
            )
            + "</td></tr>"
            f'<tr><td class="vc-info" width="150"><img src="/_avatar/vc-{i}.svg" alt="" width="50" height="50" /><br />Группа: Пользователи<br />'
            f"Сообщений: {posts}<br />Регистрация: {esc(joined)}</td>"
            f'<td class="vc-telo">{quote}<div class="vc-text">{body}</div></td></tr>'
            '<tr><td></td><td class="vc-knopki"><a href="#">Цитата</a> <a href="#">Ответить</a> <a href="#">Жалоба</a></td></tr></table>'
        )

    block = (
        '<div class="veche"><h3>Обсуждение на форуме (6)</h3>'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '<p><a href="/forum/index.php?showtopic=14420">Перейти к теме на форуме</a></p></div>'
    )
    css = ".vc-post{border:1px solid #c9d2db;margin:6px 0}.vc-shapka td{background:#dfe6ee;font-size:11px}.vc-info{font-size:10px;background:#f2f5f8;vertical-align:top}.vc-citata{background:#f5f5f5;border:1px solid #ddd;padding:3px;font-size:12px}.vc-merge{font-size:11px;color:#888}"
    st = Story(
        "В домах на Лесной снова холодно: котельная остановлена",
        "Андрей Климов",
        "2013-01-19T09:00:00+04:00",
        "19 января 2013",
        """
Утром в субботу из-за аварии на котельной по улице Заречной без отопления остались девять многоквартирных домов на улицах Лесной и Заречной. Температура в квартирах опускалась до плюс четырнадцати градусов.

По словам главного инженера управляющей компании, причиной стал прорыв трубы на выходе из котельной. Аварийная бригада работает на месте.

Жители могут сообщать о проблемах по телефону аварийной службы.
""",
        section="Город",
        related=("Конкурс на замену теплотрасс", "Снегопад: дороги расчищают", "Новый автобусный маршрут"),
        tags=("отопление", "ЖКХ", "Озёрск"),
    )
    return make(
        "bf-ru-ozyorsk-mergedposts",
        "discussion",
        "ru-ozyorsk",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/gorod/lesnaya-kotelnaya-holodno.html",
        container="div.veche: h3 'Обсуждение на форуме (6)', one table.vc-post per post (a head row with name, time, 'Сообщение #n'; td.vc-info avatar, group, posts, registration; td.vc-telo with div.vc-citata 'Цитата (NAME @ time)' and div.vc-text; Цитата / Ответить / Жалоба)",
        heading="Обсуждение на форуме (6)",
        description="A 2013 Russian city paper's forum thread (engine 'Вече', invented) under the article: 6 posts; its trait: on two posts the member's later message was merged into the same post below a thin rule, the head row noting '(сообщения объединены: добавлено через 12 минут)' (one post, one comment: the merged message is part of its text, the note is not); answers quote their parent ('Цитата (NAME @ time)'), three levels.",
    )


def ja_inline_margins() -> Case:
    cs = thread("""
川辺のおやじ | 2011/08/06(土) 21:12 | - | - | 今年の花火大会、打ち上げ場所が河川敷の上流に移るのは知らなかった。駐車場はどうなるんだろう。
みなみ | 2011/08/06(土) 21:30 | 0 | - | 市のホームページに臨時駐車場の地図が出てましたよ。第二中学校のグラウンドだそうです。
川辺のおやじ | 2011/08/06(土) 21:45 | 1 | - | ありがとうございます。中学校なら歩いて行けそうです。
ゆうこママ | 2011/08/06(土) 22:03 | 1 | - | 中学校からだとシャトルバスも出るみたいです。子ども連れなので助かります。
たけし | 2011/08/07(日) 08:20 | - | - | 去年はゴミがひどかった。今年は持ち帰りを徹底してほしい。
商店街の者です | 2011/08/07(日) 09:10 | 4 | - | 今年は商店街で分別の回収所を三か所作ります。ボランティアも募集中なので、ぜひ。
たけし | 2011/08/07(日) 09:40 | 5 | - | それはいいですね。手伝えるか家族と相談してみます。
""")
    depth: dict[int, int] = {}
    for i, c in enumerate(cs):
        depth[i] = 0 if c.seed.parent is None else depth[c.seed.parent] + 1

    def item(i: int, c: C) -> str:
        return (
            f'<div style="margin-left:{depth[i] * 28}px;border-top:1px solid #ddd;padding:5px 0">'
            f'<span style="color:#070;font-weight:bold">{esc(c.name)}</span> <span style="font-size:11px;color:#888">{esc(c.when)} No.{i + 1}</span>'
            f'<div style="margin:4px 0">{paras(c.text, br=True)}</div>'
            '<span style="font-size:11px">[<a href="#">返信</a>] [<a href="#">参考になった</a>] [<a href="#">通報</a>]</span></div>'
        )

    # the order a tree view shows: each post followed by its answers
    order: list[int] = []

    def walk(parent: int | None) -> None:
        for j, c in enumerate(cs):
            if c.seed.parent == parent:
                order.append(j)
                walk(j)

    walk(None)
    block = (
        '<div id="idobata"><h3>川辺井戸端掲示板より</h3><p style="font-size:11px">この記事についての書き込み 7件 '
        '<a href="/bbs/thread/2291">掲示板で読む</a></p>' + "".join(item(i, cs[i]) for i in order) + "</div>"
    )
    st = Story(
        "花火大会、打ち上げ場所を上流へ 安全対策で",
        "川辺新報 編集部",
        "2011-08-06T12:00:00+09:00",
        "2011年8月6日",
        """
川辺市は、今月20日に開く恒例の川辺納涼花火大会について、打ち上げ場所をこれまでより約800メートル上流の河川敷に移すと発表した。観覧席と打ち上げ場所の距離を広げ、安全性を高めるため。

会場周辺の道路は午後5時から交通規制が行われる。市は第二中学校のグラウンドを臨時駐車場とし、会場までシャトルバスを運行する。

約8千発が打ち上げられる予定。雨天の場合は翌日に順延する。
""",
        section="地域",
        related=("夏祭りの日程決まる", "河川敷の草刈りボランティア", "市民プール、利用者が増加"),
        tags=("花火大会", "川辺市", "夏"),
    )
    return make(
        "bf-ja-kawabe-inlinemargins",
        "discussion",
        "ja-kawabe",
        st,
        Parts(after=block),
        seeds(cs),
        path="/chiiki/hanabi-uchiage-basho.html",
        container="div#idobata: h3 '川辺井戸端掲示板より', one classless div per post with an inline style (margin-left 0, 28 or 56 px), a bold name in a styled span, time and 'No.n', the text, [返信] [参考になった] [通報]",
        heading="川辺井戸端掲示板より",
        description="A 2011 Japanese city paper's board thread (engine 'いどばたBBS', invented) under the article: 7 posts; its trait: every post a classless div whose depth is only its inline margin-left (0, 28, 56 px), posts in tree order with a reply's reply before the next reply, three levels; no class or list anywhere in the thread.",
    )


def intl_threads2() -> list[Case]:
    return [nl_reference_links(), pl_guest_footer(), ru_merged_posts(), ja_inline_margins()]
