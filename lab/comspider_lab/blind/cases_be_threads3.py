"""Blind set BE: five discussions in Dutch, Polish, Russian, Swedish and Japanese as large news sites of 2011-2013
served them, each its own site system with one awkward trait: one flat run of reactions indented by inline margins
only, the name after the text (nl); a forum-like table per comment with the reader's profile column (rank, posts,
since) (pl); most authors guests named "Гость" with half-hidden IP addresses (ru); the four oldest comments hidden at
the top behind "Visa 4 äldre kommentarer" (sv); masked user ids ("tak*****") with agree/disagree counts (ja). Every
class name, name, place and text invented; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_be_common import C, Case, Parts, Story, esc, make, paras, seeds, thread, tree


def _depth(cs: list[C], i: int) -> int:
    d = 0
    p = cs[i].seed.parent
    while p is not None:
        d += 1
        p = cs[p].seed.parent
    return d


def nl_inline_margins() -> Case:
    cs = thread("""
Ria van Dam | 27-03-2013 om 14:22 | - | w=+12/-1 | Eindelijk! Ik werk tot tien uur in de zorg en moet nu elke avond twintig minuten omrijden via de brug.
Kees Mulder | 27-03-2013 om 14:40 | 0 | w=+5/-0 | Zelfde hier. Scheelt mij een uur per week.
Ria van Dam | 27-03-2013 om 15:02 | 1 | w=+3/-0 | Een uur per week, dat is ruim vijftig uur per jaar. Mooi.
J.W. Bakker | 27-03-2013 om 15:18 | - | w=+2/-4 | Wie betaalt de extra uren van de pontbaas? De gemeente of de provincie?
Annemiek | 27-03-2013 om 15:51 | 3 | w=+7/-0 | Staat in het artikel: de provincie betaalt de eerste twee jaar, daarna wordt er geëvalueerd.
Sjoerd Hiemstra | 27-03-2013 om 16:30 | - | w=+9/-0 | Hopelijk geldt het ook in de winter. Juist dan is het donker en glad op de dijk.
Fatima el Idrissi | 27-03-2013 om 17:05 | - | w=+1/-0 | Kost de overtocht 's avonds ook één euro of wordt dat duurder?
Henk de Vries | 27-03-2013 om 17:40 | 6 | w=+4/-0 | Zelfde tarief, heb ik gisteren bij de pont gevraagd.
Fatima el Idrissi | 27-03-2013 om 18:02 | 7 | w=+2/-0 | Dank je Henk!
Mevr. Tolsma | 27-03-2013 om 19:15 | - | w=+3/-6 | Als bewoner van de Veerweg maak ik me zorgen over het lawaai van wachtende auto's tot elf uur 's avonds.
Kees Mulder | 27-03-2013 om 19:48 | 9 | w=+6/-1 | Er wachten 's avonds hooguit drie auto's, mevrouw. Dat valt echt wel mee.
Jelle | 28-03-2013 om 08:10 | - | w=+8/-0 | Goed nieuws voor de fietsers uit Oudedijk die in de stad studeren.
""")

    def item(i: int, c: C, sub: str) -> str:
        up, down = c.get("w").split("/")
        return (
            f'<div class="pd-reactie" id="r{88210 + i}" style="margin-left:{30 * _depth(cs, i)}px">'
            f'<div class="pd-tekst">{paras(c.text)}</div><p class="pd-door">— <span class="pd-naam">{esc(c.name)}</span>, '
            f'{esc(c.when)}</p><p class="pd-waardering">Waardering: {up} / {down.replace("-", "−")} · <a href="#">Reageer</a> · '
            '<a href="/meld">Meld misbruik</a></p></div>' + sub
        )

    block = (
        '<div class="pd-reacties" id="reacties"><h3>12 reacties</h3>'
        + tree(cs, item, lambda s: s)
        + '<p class="pd-plaats"><a href="/inloggen">Log in</a> om te reageren.</p></div>'
    )
    st = Story(
        "Veerpont Oudedijk vaart vanaf mei ook 's avonds",
        "Door Marieke Zijlstra",
        "2013-03-27T11:05:00+01:00",
        "27 maart 2013, 11:05",
        """
Het voetveer tussen Oudedijk en de stad gaat vanaf 1 mei ook 's avonds varen, tot elf uur. Nu is de laatste overtocht om half acht.

De provincie betaalt de extra vaaruren de eerste twee jaar. Daarna wordt bekeken of genoeg mensen gebruikmaken van de avondverbinding. Het tarief blijft één euro voor voetgangers en fietsers.

Vooral werknemers in de zorg en studenten hadden om de langere vaartijden gevraagd.
""",
        section="Regio",
        caption="De veerpont bij Oudedijk.",
        tags=("veerpont", "Oudedijk", "provincie"),
    )
    return make(
        "be-nl-inline-margins",
        "discussion",
        "nl-polder",
        st,
        Parts(before=block),
        seeds(cs),
        path="/regio/veerpont-oudedijk-avond",
        container="div#reacties.pd-reacties: h3 '12 reacties', one flat run of div.pd-reactie siblings, depth only in style margin-left (0, 30, 60 px); the text first (div.pd-tekst), then p.pd-door '— NAME, 27-03-2013 om 14:22', 'Waardering: +n / −n · Reageer · Meld misbruik'",
        heading="12 reacties",
        description="A Dutch regional daily of 2013: 12 reactions in one flat run of sibling divs, replies two levels deep shown only by an inline margin-left; each text comes before its '— NAME, date' line.",
    )


def pl_profile_column() -> Case:
    cs = thread("""
mietek_z_olszanki | 30.07.2012, 19:04 | - | rank=Stały bywalec,posts=1 254,since=03.2009 | Czyli od września ostatni autobus z Zalesia o 16:10. Kto pracuje do szesnastej, ten ma wracać pieszo dwanaście kilometrów?
Agnieszka K. | 30.07.2012, 19:22 | 0 | rank=Bywalec,posts=87,since=11.2011 | Ja pracuję w szpitalu do 15:30 i zdążę, ale moja sąsiadka z pierwszej zmiany w zakładach już nie.
mietek_z_olszanki | 30.07.2012, 19:35 | 1 | rank=Stały bywalec,posts=1 254,since=03.2009 | No właśnie. A potem się dziwią, że młodzi wyjeżdżają.
Radny_Nowak | 30.07.2012, 20:10 | - | rank=Nowicjusz,posts=4,since=07.2012 | Gmina rozmawia z przewoźnikiem o kursie o 17:20 w dni robocze. Wynik rozmów podamy w sierpniu.
Basia.W | 30.07.2012, 20:31 | 3 | rank=Bywalec,posts=212,since=05.2010 | Panie radny, to samo słyszeliśmy w zeszłym roku.
kierowca_pks | 30.07.2012, 21:05 | - | rank=Bywalec,posts=59,since=01.2012 | Jeżdżę tą linią od dziesięciu lat. O 17:20 jedzie czasem dwóch pasażerów, dlatego go tną. Prawda jest taka, że prawie wszyscy mają samochody.
Zosia | 30.07.2012, 21:40 | 5 | rank=Nowicjusz,posts=9,since=06.2012 | Nie wszyscy. Moja mama ma 78 lat i jeździ do lekarza autobusem.
Tadeusz Wróbel | 31.07.2012, 07:15 | - | rank=Bywalec,posts=140,since=09.2010 | A może gminny bus jak w powiecie obok? Tam jeździ mały busik na telefon.
Gość_Zalesie | 31.07.2012, 08:02 | - | rank=Gość,posts=-,since=- | Skandal.
Ola Pietrzak | 31.07.2012, 09:30 | - | rank=Bywalec,posts=33,since=02.2012 | Uczniowie liceum też stracą kurs o 14:45. Od września dzieci będą czekać półtorej godziny na przystanku.
""")

    def item(i: int, c: C, sub: str) -> str:
        prof = f'<span class="gz-ranga">{esc(c.get("rank"))}</span>'
        if c.get("posts") != "-":
            prof += (
                f'<img src="/_avatar/gz-{i}.svg" width="60" height="60" alt=""><span class="gz-stat">Postów: {esc(c.get("posts"))}</span>'
                f'<span class="gz-stat">Od: {esc(c.get("since"))}</span><span class="gz-stat">Skąd: powiat zaleski</span>'
            )
        return (
            f'<table class="gz-post" id="gz-post-{40100 + i}" cellspacing="0"><tr><td class="gz-profil"><a class="gz-nick" href="/profil/{40100 + i}">'
            f'{esc(c.name)}</a>{prof}</td><td class="gz-tresc"><div class="gz-data">{esc(c.when)} <a href="#gz-post-{40100 + i}">#</a></div>'
            f'<div class="gz-text">{paras(c.text)}</div><div class="gz-przyciski"><a href="#">Odpowiedz</a> <a href="#">Cytuj</a> '
            '<a href="/zglos">Zgłoś</a></div>'
            + (f'<div class="gz-odp">{sub}</div>' if sub else "")
            + "</td></tr></table>"
        )

    block = (
        '<div class="gz-forum" id="komentarze"><h3>Komentarze czytelników (10)</h3><p class="gz-info">Forum jest moderowane. '
        '<a href="/regulamin">Regulamin</a></p>'
        + tree(cs, item, lambda s: s)
        + '<p><a class="gz-dodaj" href="/forum/dodaj">Dodaj komentarz</a></p></div>'
    )
    st = Story(
        "Od września mniej kursów autobusu do Olszanki",
        "Krzysztof Malinowski",
        "2012-07-30T15:00:00+02:00",
        "30 lipca 2012, 15:00",
        """
Przewoźnik obsługujący linię Zalesie – Olszanka zapowiedział, że od 1 września zlikwiduje trzy kursy w dni robocze: o 14:45, 17:20 i 19:05. Ostatni autobus z Zalesia odjedzie o 16:10.

Firma tłumaczy decyzję niską liczbą pasażerów i rosnącymi cenami paliwa. Gmina Olszanka nie dopłaca do linii.

Wójt gminy zapowiedział rozmowy z przewoźnikiem. Mieszkańcy zbierają podpisy pod petycją w sprawie utrzymania kursów.
""",
        section="Powiat",
        caption="Przystanek w centrum Olszanki.",
        tags=("komunikacja", "Olszanka", "PKS"),
    )
    return make(
        "be-pl-profile-column",
        "discussion",
        "pl-zalesie",
        st,
        Parts(before=block),
        seeds(cs),
        path="/powiat/mniej-kursow-autobusu-olszanka",
        container="div#komentarze.gz-forum: h3 'Komentarze czytelników (10)', one table.gz-post per comment: td.gz-profil (a.gz-nick, rank, avatar, 'Postów: 1 254', 'Od: 03.2009', 'Skąd: …'), td.gz-tresc (date, div.gz-text, 'Odpowiedz Cytuj Zgłoś'), replies' tables in div.gz-odp inside the parent's text cell, two levels",
        heading="Komentarze czytelników (10)",
        description="A Polish county daily of 2012 with a forum-like comment system: 10 comments, each a table whose left cell is the reader's profile column (nick, rank 'Stały bywalec', posts, member since, place) and the right the date and text; replies nested inside the parent's cell, two levels.",
    )


def ru_guests_ips() -> Case:
    cs = thread("""
Гость | 16 мая 2012, 14:22 | - | ip=95.31.xxx.xxx,r=+14 | Наконец-то. Каждый июнь пух забивает окна и балконы, у ребёнка аллергия.
Гость | 16 мая 2012, 14:40 | 0 | ip=178.46.xxx.xxx,r=-3 | А тень летом кто даст? Без деревьев проспект будет как сковородка.
Гость | 16 мая 2012, 14:58 | 1 | ip=95.31.xxx.xxx,r=+6 | Так в статье же написано, что посадят клёны и липы. Через пять лет будет тень.
Нина Петровна | 16 мая 2012, 15:30 | - | r=+21 | Тополя на Заводском сажали в шестидесятом году на субботнике, мой отец там работал. Жалко, но старые деревья уже падают.
Гость | 16 мая 2012, 16:05 | - | ip=83.149.xxx.xxx,r=-5 | Опять кто-то заработает на вырубке. Сколько стоит контракт?
Андрей_З | 16 мая 2012, 16:30 | 4 | r=+9 | Контракт на 2,4 миллиона, он есть на сайте госзакупок. Там и вырубка, и посадка.
Гость | 16 мая 2012, 17:12 | - | ip=178.46.xxx.xxx,r=+1 | А машины где будут парковаться, пока идут работы?
Светлана К. | 16 мая 2012, 18:44 | - | r=+7 | Хорошо бы и тротуар заодно переложить, там плитка вся разбита.
Гость | 16 мая 2012, 19:20 | 7 | ip=212.3.xxx.xxx,r=+2 | Тротуар обещали в следующем году, отдельно.
Валерий Семёнович | 16 мая 2012, 21:03 | - | r=+11 | Пух дают только женские деревья. Можно было вырубить их, а мужские оставить. Об этом писали ещё в девяностых.
Гость | 17 мая 2012, 08:15 | 9 | ip=95.31.xxx.xxx,r=+3 | Вот это интересно, не знал.
""")

    def item(i: int, c: C, sub: str) -> str:
        ip = f' <span class="vz-ip">({esc(c.get("ip"))})</span>' if c.get("ip") else ""
        name = (
            f'<span class="vz-name vz-guest">{esc(c.name)}</span>'
            if c.get("ip")
            else f'<a class="vz-name" href="/users/{i + 300}">{esc(c.name)}</a>'
        )
        return (
            f'<div class="vz-comment" id="vzc{5150 + i}"><div class="vz-top">{name}{ip} <span class="vz-time">{esc(c.when)}</span> '
            f'<span class="vz-rate">{esc(c.get("r"))}</span></div><div class="vz-text">{paras(c.text)}</div>'
            '<div class="vz-links"><a href="#">Ответить</a> <a href="#">+</a> <a href="#">−</a> <a href="/abuse">Жалоба</a></div>'
            + (f'<div class="vz-answers">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        '<div class="vz-comments" id="comments"><h3>Комментарии (11)</h3><p class="vz-rules">Комментировать могут и гости. '
        'IP-адреса записываются. <a href="/rules">Правила</a></p>'
        + tree(cs, item, lambda s: s)
        + '<form class="vz-form" action="/comment"><input name="name" value="Гость"> <textarea></textarea><button>Отправить</button></form></div>'
    )
    st = Story(
        "На Заводском проспекте вырубят старые тополя",
        "Ирина Лаптева",
        "2012-05-16T11:40:00+04:00",
        "16 мая 2012, 11:40",
        """
Летом на Заводском проспекте начнут вырубать тополя, высаженные больше пятидесяти лет назад. Всего планируется убрать 146 деревьев между улицей Мира и речным вокзалом.

Вместо них в сентябре высадят клёны и липы. По словам специалистов городского управления благоустройства, многие тополя стали аварийными: за последние два года на проспекте упали четыре дерева.

Работы будут вестись участками, движение транспорта перекрывать не планируют.
""",
        section="Город",
        caption="Тополя на Заводском проспекте.",
        tags=("благоустройство", "Заводской проспект", "деревья"),
    )
    return make(
        "be-ru-guests-ips",
        "discussion",
        "ru-zarechinsk",
        st,
        Parts(before=block),
        seeds(cs),
        path="/gorod/zavodskoy-prospekt-topolya",
        container="div#comments.vz-comments: h3 'Комментарии (11)', div.vz-comment (span.vz-name 'Гость' with span.vz-ip '(95.31.xxx.xxx)' or a.vz-name for registered readers, span.vz-time, span.vz-rate, div.vz-text, 'Ответить + − Жалоба'), replies in div.vz-answers two levels",
        heading="Комментарии (11)",
        description="A Russian city evening paper of 2012: 11 comments, replies two levels; seven of them by guests who are all named 'Гость', each with a half-hidden IP address after the name (the IP is not part of the name), the others registered readers.",
    )


def sv_older_hidden() -> Case:
    cs = thread("""
Birgitta Holm | 10 oktober 2012 kl 08.14 | - | - | Biblioteket är det enda offentliga rum som finns kvar i Björkudden. Ingen bank, ingen post, ingen affär som har öppet efter sex.
Lasse E | 10 oktober 2012 kl 08.40 | 0 | - | Håller med. Mina barn gör läxorna där varje eftermiddag.
Peder Nyström | 10 oktober 2012 kl 09.05 | - | - | Trettio besökare om dagen kostar kommunen 1,2 miljoner om året. Det är väldigt dyrt per besök.
Annika Sjögren | 10 oktober 2012 kl 09.30 | 2 | - | Räkna också med skolklasserna och pensionärerna som lånar ljudböcker, Peder. De syns inte i statistiken.
Gunnar | 10 oktober 2012 kl 10.12 | - | - | Bokbussen då? Den fanns ju förr.
Maja Lindkvist | 10 oktober 2012 kl 10.45 | 4 | - | Bokbussen lades ned 2008. Den var också för dyr, sa de.
Erik Wallin | 10 oktober 2012 kl 11.20 | - | - | Låt en förening driva biblioteket med frivilliga, så som man gjort på Storön.
Birgitta Holm | 10 oktober 2012 kl 11.55 | 6 | - | På Storön har de öppet två timmar i veckan. Det är inget bibliotek, det är ett bokskåp.
Sofia | 10 oktober 2012 kl 13.02 | - | - | Skriv på namninsamlingen på Konsum, vi är redan över 600.
Jan-Olof Berg | 10 oktober 2012 kl 14.40 | - | - | Kommunfullmäktige tar beslutet den 29 oktober. Kom och lyssna!
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="np-kom" id="np-kom-{i}"><div class="np-kom-huvud"><strong>{esc(c.name)}</strong> '
            f'<em>{esc(c.when)}</em></div><div class="np-kom-text">{paras(c.text)}</div>'
            '<div class="np-kom-verktyg"><a href="#">Svara</a> | <a href="/anmal">Anmäl</a></div>'
            + (f'<ul class="np-kom-svar">{sub}</ul>' if sub else "")
            + "</li>"
        )

    tops = [i for i, c in enumerate(cs) if c.seed.parent is None]
    older = "".join(item(i, cs[i], tree(cs, item, lambda s: s, i)) for i in tops[:2])
    newer = "".join(item(i, cs[i], tree(cs, item, lambda s: s, i)) for i in tops[2:])
    block = (
        '<div class="np-kommentarer" id="kommentarer"><h3>Kommentarer (10)</h3>'
        '<p><a href="#" class="np-aldre" onclick="document.getElementById(\'np-aldre\').style.display=\'block\';'
        "this.style.display='none';return false;\">Visa 4 äldre kommentarer</a></p>"
        f'<ul class="np-komlista" id="np-aldre" style="display:none">{older}</ul>'
        f'<ul class="np-komlista">{newer}</ul>'
        '<p class="np-regler">Du ansvarar själv för det du skriver. <a href="/regler">Regler</a> · <a href="/logga-in">Logga in för att kommentera</a></p></div>'
    )
    st = Story(
        "Kommunen vill lägga ned Björkuddens bibliotek",
        "Av Helena Forsberg",
        "2012-10-09T18:00:00+02:00",
        "9 oktober 2012 kl 18.00",
        """
Biblioteksfilialen i Björkudden föreslås stänga vid årsskiftet. Det framgår av kommunstyrelsens budgetförslag som presenterades på tisdagen.

Filialen har öppet fyra dagar i veckan och tar emot i genomsnitt trettio besökare om dagen. Nedläggningen beräknas spara 1,2 miljoner kronor om året.

Boende i Björkudden har startat en namninsamling. Kommunfullmäktige fattar beslut om budgeten den 29 oktober.
""",
        section="Norrvik",
        caption="Biblioteket i Björkudden.",
        tags=("bibliotek", "Björkudden", "budget"),
    )
    return make(
        "be-sv-older-hidden",
        "discussion",
        "sv-norrvik",
        st,
        Parts(before=block),
        seeds(cs),
        path="/norrvik/bjorkuddens-bibliotek-nedlaggning",
        container="div#kommentarer.np-kommentarer: h3 'Kommentarer (10)', a link 'Visa 4 äldre kommentarer' over ul#np-aldre (display:none: the oldest four), then ul.np-komlista of the newer six: li.np-kom (strong name, em time, div.np-kom-text, 'Svara | Anmäl'), replies in ul.np-kom-svar one level",
        heading="Kommentarer (10)",
        description="A Swedish coastal daily of 2012: 10 comments, replies one level. Hardest: the four oldest comments (the first two of the thread with their replies) are rendered at the top but hidden (display:none) behind 'Visa 4 äldre kommentarer'; one click shows them.",
        check_steps=("click:.np-aldre",),
        reveal="on_load (the oldest four hidden: one click)",
    )


def ja_masked_ids() -> Case:
    cs = thread("""
tak***** | 2013/9/3 19:22 | - | y=48,n=5 | 子どもの頃からあるアーケードなので寂しいです。でも雨漏りがひどく、もう限界なのも分かります。
hir***** | 2013/9/3 19:40 | 0 | y=21,n=2 | 撤去した後の雨の日の買い物が心配です。高齢の母は傘とカートを同時に持てません。
tak***** | 2013/9/3 19:58 | 1 | y=17,n=0 | 記事によると、店先に小さなひさしを付けるための補助金が出るそうです。
yuk***** | 2013/9/3 20:15 | - | y=35,n=9 | 明るくなって良いと思います。アーケードの下は昼でも暗くて、若い人が入りにくかった。
mar***** | 2013/9/3 20:47 | - | y=12,n=3 | 撤去費用が一億円以上というのは本当ですか。修理のほうが安いのでは。
kit***** | 2013/9/3 21:05 | 4 | y=26,n=1 | 修理の見積もりは二億円近いと説明会で聞きました。
sak***** | 2013/9/3 21:30 | - | y=19,n=0 | 商店街の皆さんが決めることですが、夏祭りの七夕飾りはどこに吊るすのでしょうか。
non***** | 2013/9/3 22:02 | - | y=4,n=7 | 賛成です。
ken***** | 2013/9/4 7:15 | 6 | y=15,n=0 | 七夕飾りは街灯の間にワイヤーを張って吊るす案が出ているそうです。
""")

    def item(i: int, c: C, sub: str) -> str:
        kids = sum(1 for x in cs if x.seed.parent == i)
        return (
            f'<li class="kh-cmt" id="kh-cmt-{i}"><div class="kh-cmt-head"><span class="kh-uid">{esc(c.name)}</span> '
            f'<span class="kh-cmt-time">{esc(c.when)}</span></div><p class="kh-cmt-body">{esc(c.text)}</p>'
            f'<div class="kh-cmt-foot"><a href="#" class="kh-yes">そう思う <b>{c.get("y")}</b></a> '
            f'<a href="#" class="kh-no">そう思わない <b>{c.get("n")}</b></a> <a href="#">返信（{kids}）</a> <a href="/ihan">違反報告</a></div>'
            + (f'<ul class="kh-replies">{sub}</ul>' if sub else "")
            + "</li>"
        )

    block = (
        '<div class="kh-comments" id="comments"><h3>この記事へのコメント（9件）</h3><p class="kh-note">コメントは利用規約に'
        '同意の上、投稿してください。<a href="/kiyaku">利用規約</a></p><ul class="kh-list">'
        + tree(cs, item, lambda s: s)
        + '</ul><p><a href="/login">ログインしてコメントする</a></p></div>'
    )
    st = Story(
        "北浜駅前商店街、アーケード撤去へ　老朽化で組合が方針",
        "北浜新報　佐々木美和",
        "2013-09-03T12:00:00+09:00",
        "2013年9月3日 12時00分",
        """
北浜駅前商店街振興組合は2日、老朽化が進むアーケードを来年度中に撤去する方針を明らかにした。アーケードは1972年に完成し、近年は雨漏りや部材の腐食が目立っていた。

組合によると、撤去費用は約1億2千万円で、市と県の補助金を活用する。修理して使い続ける案も検討したが、費用が2億円近くかかるため断念したという。

撤去後は各店舗の店先に小型のひさしを設ける費用の一部を補助する予定。
""",
        section="地域",
        caption="北浜駅前商店街のアーケード",
        tags=("商店街", "アーケード", "北浜駅"),
    )
    return make(
        "be-ja-masked-ids",
        "discussion",
        "ja-kitahama",
        st,
        Parts(before=block),
        seeds(cs),
        path="/chiiki/arcade-removal-kitahama",
        container="div#comments.kh-comments: h3 'この記事へのコメント（9件）', ul.kh-list > li.kh-cmt (span.kh-uid masked id 'tak*****', span.kh-cmt-time, p.kh-cmt-body, 'そう思う n / そう思わない n / 返信（n） / 違反報告'), replies in ul.kh-replies two levels",
        heading="この記事へのコメント（9件）",
        description="A Japanese regional paper of 2013: 9 comments, replies two levels, every author a masked user id ('tak*****', the same reader twice), agree/disagree counts and a reply count in each footer.",
    )


def threads3_be() -> list[Case]:
    return [nl_inline_margins(), pl_profile_column(), ru_guests_ips(), sv_older_hidden(), ja_masked_ids()]
