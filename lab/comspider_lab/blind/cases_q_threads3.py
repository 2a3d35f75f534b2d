"""Blind set Q: discussions shown with the page in Brazilian Portuguese (a travel blog, nested lists), Russian (a
hosted journal, margins, a deleted comment), Polish (a local paper's guests with masked IPs, indentation classes),
Czech (a 2008 weekly in tables, a subject and a footer line per comment) and Swedish (an allotment blog where only
some comments have a time) (written from memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_q_common import (
    PartsK,
    avatar,
    box,
    cloud,
    esc,
    links,
    make,
    nest,
    ps,
    story,
    thread,
    tree_walk,
)
from comspider_lab.blind.model import Case

# --------------------------------------------------------------------------- pt-BR: travel blog, nested lists


def pt_escreveu() -> Case:
    c = thread(
        """
Fernanda R. | 3 de março de 2012 às 10:14 | - | Que roteiro incrível! Quanto ficou a passagem de Belo Horizonte até Vila Caburé?
Luciana Prado | 3 de março de 2012 às 11:02 | 0 | Oi Fernanda! Foram R$ 48 na ida, pela viação que sai da rodoviária às 7h. A volta foi um pouco mais cara.
Marcos Vinícius | 3 de março de 2012 às 12:30 | - | Fui ano passado e recomendo a cachoeira do Véu Branco, mas só com guia, a trilha é mal sinalizada.
Dona Célia | 3 de março de 2012 às 15:45 | 2 | Marcos, a trilha agora tem placas novas, a associação dos moradores colocou em janeiro.
Tati | 3 de março de 2012 às 18:20 | - | Salvei nos favoritos! A pousada aceita cachorro?
Luciana Prado | 3 de março de 2012 às 19:02 | 4 | Tati, aceita sim, mas tem que avisar na reserva. Tem uma taxa de R$ 20 por dia.
Rodrigo | 4 de março de 2012 às 09:11 | - | Dá pra fazer esse roteiro em julho? Ouvi dizer que as estradas de terra ficam ruins na chuva.
Marcos Vinícius | 4 de março de 2012 às 10:40 | 6 | Julho é seco, Rodrigo, é a melhor época. Ruim é janeiro.
Gabi Souza | 5 de março de 2012 às 21:03 | - | Adoro seus posts, Lu! Me inspiraram a viajar sozinha pela primeira vez.
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        return (
            f'<li class="fala{" fala-autora" if x.author == "Luciana Prado" else ""}" id="fala-{2040 + i}"><div class="fala-cab">{avatar(x.author, 40, "fala-foto")}'
            f' <strong>{esc(x.author)}</strong> escreveu: <span class="fala-data"><a href="#fala-{2040 + i}">{esc(x.when)}</a></span></div>'
            f'<div class="fala-texto">{ps(x.text)}</div><a class="fala-resp" href="?responder={2040 + i}#deixe">Responder</a>'
            + (f'<ul class="falas-filhas">{kids}</ul>' if kids else "")
            + "</li>"
        )

    block = (
        '<div id="conversa"><h3 class="conversa-tit">9 respostas para &#8220;De ônibus até a Serra do Caburé&#8221;</h3>'
        f'<ol class="conversa-lista">{nest(c, item)}</ol>'
        '<div id="deixe"><h3>Deixe uma resposta</h3><form method="post" action="/enviar"><p><input type="text" name="nome"> Nome *</p><p><input type="text" name="email"> E-mail *</p>'
        '<p><textarea name="mensagem" rows="7" cols="50"></textarea></p><p><input type="submit" value="Publicar"></p></form></div></div>'
    )
    st = story(
        "De ônibus até a Serra do Caburé: roteiro de três dias gastando pouco",
        "Luciana Prado",
        "2012-03-02T22:10:00-03:00",
        "2 de março de 2012",
        """
Muita gente me pergunta se dá para conhecer a Serra do Caburé sem carro. Dá, sim! Fiz o roteiro no feriado com mochila, dois ônibus e muita disposição.

Primeiro dia: ônibus de Belo Horizonte até Vila Caburé, chegada no começo da tarde, pousada e pôr do sol no mirante da igreja. Segundo dia: cachoeiras do Véu Branco e da Pedra Lisa. Terceiro dia: feira de artesanato e volta.

Gastei ao todo R$ 390, com hospedagem, passagens e comida. No fim do post tem a planilha completa.
""",
        declare="visible",
        kicker="Minas Gerais, ônibus, roteiros baratos",
    )
    rail = (
        box(
            "mtype",
            "Sobre a Lu",
            '<img src="/_avatar/lu.jpg" width="90" height="90" alt=""><p>Professora de geografia, viajante de fim de semana.</p>',
        )
        + box(
            "mtype",
            "Posts recentes",
            links(
                "Pousadas até R$ 80 no Sul de Minas|Como dormir bem no ônibus|Feira de artesanato de Vila Caburé"
            ),
        )
        + box(
            "mtype",
            "Tags",
            cloud("cachoeiras:5, ônibus:4, pousadas:3, Minas Gerais:5, mochila:2, planilha:1"),
        )
        + box("mtype", "Arquivo", links("março 2012|fevereiro 2012|janeiro 2012"))
    )
    return make(
        "q-pt-escreveu-conversa",
        "discussion",
        "mtype",
        "pt-escreveu",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/2012/03/de-onibus-ate-a-serra-do-cabure/",
        container="div#conversa, ol.conversa-lista of li.fala: div.fala-cab (avatar, '<strong>Name</strong> escreveu:', span.fala-data), div.fala-texto, 'Responder'; replies in ul.falas-filhas inside their parent",
        heading="9 respostas para “De ônibus até a Serra do Caburé”",
        description="A Brazilian travel blog: nine comments (four replies in nested lists, two by the blogger), 'Name escreveu:' with the date beside it, gravatar-like avatars.",
    )


# --------------------------------------------------------------------------- ru: hosted journal, margins, deleted


def ru_journal() -> Case:
    c = thread(
        """
lena_v_gorode | 2012-03-03 09:12 (UTC) | - | Как жалко. Я на нём в школу ездила, двадцать лет назад, и он тогда уже был старый.
obvodny_kot | 2012-03-03 09:30 (UTC) | 0 | Он и сейчас тот же самый, только краску меняли. Вагон 1973 года.
staryi_vagonovod | 2012-03-03 10:05 (UTC) | - | Я на этом маршруте отработал одиннадцать лет. Спасибо за фотографии, особенно за депо.
obvodny_kot | 2012-03-03 10:41 (UTC) | 2 | Спасибо вам! Может, расскажете что-нибудь про депо? Я бы с удовольствием написал отдельный пост.
staryi_vagonovod | 2012-03-03 11:20 (UTC) | 3 | Напишите в личку, расскажу. Там много историй, не все для печати :)
ded_mazai | 2012-03-03 12:02 (UTC) | - | А что вместо трамвая? Автобусы? Они же на Обводной в пробке стоять будут.
kotofey | 2012-03-03 12:40 (UTC) | 5 | Обещают троллейбус через два года. Верится с трудом.
ded_mazai | 2012-03-03 13:15 (UTC) | 6 | Вот-вот. Рельсы снимут быстро, а троллейбус будем ждать до пенсии.
andrey_ptz | 2012-03-03 15:30 (UTC) | - | Отличный репортаж. Можно взять пару фотографий для группы про городской транспорт? С подписью, конечно.
obvodny_kot | 2012-03-03 16:02 (UTC) | 8 | Конечно, берите, только ссылку на журнал оставьте.
marina_sever | 2012-03-03 18:47 (UTC) | - | Последний рейс в снегопад, как в кино. Даже плакать захотелось.
pstrz | 2012-03-04 08:10 (UTC) | - | Сохранят ли хотя бы один вагон? В других городах ставят на постамент у депо.
obvodny_kot | 2012-03-04 09:22 (UTC) | 11 | Говорят, один оставят для музея, но пока это только разговоры.
lena_v_gorode | 2012-03-04 11:05 (UTC) | 12 | Надо письмо в мэрию написать, я первая подпишусь.
"""
    )
    depth = dict(tree_walk(c))

    def item(i: int) -> str:
        x = c[i]
        tid = 118800 + i * 256
        return (
            f'<div class="thr" id="t{tid}" style="margin-left: {depth[i] * 25}px"><div class="thr-head"><img src="/_avatar/userpic-{esc(x.author)}.gif" width="40" height="40" alt="" align="left">'
            f' <span class="jnick"><img src="/_avatar/userinfo.gif" width="17" height="17" alt="[info]"><a href="/users/{esc(x.author)}/"><b>{esc(x.author)}</b></a></span>'
            f'<br><span class="thr-date"><a href="?thread={tid}#t{tid}">{esc(x.when)}</a></span></div>'
            f'<div class="thr-body">{ps(x.text)}</div><div class="thr-links">(<a href="?replyto={tid}">Ответить</a>) '
            + (f'(<a href="#t{118800 + (x.parent or 0) * 256}">Выше</a>) ' if x.parent is not None else "")
            + f'(<a href="?thread={tid}">Ветвь</a>) (<a href="#t{tid}">Ссылка</a>)</div></div>'
        )

    order = [i for i, _ in tree_walk(c)]
    html = [item(i) for i in order]
    # a deleted comment between the first two threads: a placeholder, no author, no text of a reader's
    html.insert(
        order.index(5),
        '<div class="thr thr-deleted" id="t119999" style="margin-left: 0px"><div class="thr-body"><i>(Удалённый комментарий)</i></div></div>',
    )
    block = (
        '<p class="entrymeta">Настроение: <img src="/_avatar/mood-sad.gif" width="15" height="15" alt=""> грустное<br>Музыка: «Трамвай пятёрочка»</p>'
        '<p align="center"><font size="-1">(<a href="?mode=reply">Оставить комментарий</a>) &nbsp; <b>15 комментариев</b></font></p>'
        f'<div id="talkarea">{"".join(html)}</div>'
        '<p align="center"><font size="-1">(<a href="?mode=reply">Оставить комментарий</a>)</font></p>'
    )
    st = story(
        "Последний рейс по Обводной",
        "obvodny_kot",
        "2012-03-02T21:40:00+04:00",
        "Пятница, 2 марта 2012",
        """
Сегодня вечером по Обводной прошёл последний трамвай пятого маршрута. С понедельника пути начнут разбирать, а вместо трамвая пустят автобусы.

Я проехал весь маршрут от депо до кольца у рынка и обратно. В вагоне было человек тридцать, почти все с фотоаппаратами. Вагоновожатая Наталья Петровна в конце рейса сказала, что работает на этой линии с 1986 года.

Фотографии под катом, их много.
""",
        declare="visible",
        kicker="город, трамваи, фото",
        updated_shown="21:40",
    )
    rail = box(
        "journal",
        "Навигация",
        '<a href="/">Последние записи</a><br><a href="/calendar">Архив</a><br><a href="/friends">Друзья</a><br><a href="/profile">Профиль</a>',
    ) + box("journal", "Метки", cloud("город:5, трамваи:4, фото:5, котики:2, дача:1, работа:2"))
    return make(
        "q-ru-journal-deleted",
        "discussion",
        "journal",
        "ru-journal",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/48211.html",
        container="div#talkarea, div.thr per comment indented by an inline margin-left (25 px a level): userpic, span.jnick (bold linked name), the UTC date linked, div.thr-body, '(Ответить) (Выше) (Ветвь) (Ссылка)'; one div.thr-deleted placeholder",
        heading=None,
        description="A Russian hosted journal: fourteen comments (eight replies, three to a reply) indented by inline margins, a deleted comment's placeholder '(Удалённый комментарий)' between the threads (not a comment); no heading, '15 комментариев' counts the placeholder.",
    )


# --------------------------------------------------------------------------- pl: guests with masked IPs, levels


def pl_poziom() -> Case:
    c = thread(
        """
Zenek | 2012-03-03 08:14 | - | No i dobrze, te tiry rozwalały most od lat. Tylko objazd przez Wyszków to 40 km.
mieszkanka Broku | 2012-03-03 08:40 | 0 | A autobusy szkolne? Bo w artykule nic o tym nie ma.
Zenek | 2012-03-03 09:02 | 1 | Autobusy mają do 12 ton, więc pojadą normalnie. Tak mówił wójt w radiu.
kierowca | 2012-03-03 09:55 | - | Ciekawe, kto będzie pilnował. Znak postawią, a w nocy i tak będą jeździć.
Bogdan z Porządzia | 2012-03-03 10:30 | 3 | Mają postawić bramownice, przez które ciężarówka nie przejedzie.
Ala | 2012-03-03 11:12 | - | Remont za dwa lata? Przecież obiecywali w 2010, że już w tym roku.
stary rybak | 2012-03-03 12:48 | - | Pamiętam, jak ten most budowali. Wtedy mówili, że postoi sto lat.
Ala | 2012-03-03 13:20 | 6 | I postał pięćdziesiąt, też nieźle :)
przedsiębiorca | 2012-03-03 15:05 | - | A moja hurtownia? Dostawy mam dwa razy w tygodniu tirem. Kto mi zapłaci za objazd?
mieszkanka Broku | 2012-03-03 16:40 | 8 | Gmina ma podobno rozmawiać z firmami o dostawach mniejszymi autami.
Józek | 2012-03-04 09:15 | - | Dziękuję za zdjęcia pęknięć, teraz widać, że to nie są żarty.
"""
    )
    depth = dict(tree_walk(c))
    ips = [
        "83.24",
        "89.72",
        "83.24",
        "188.146",
        "31.60",
        "95.49",
        "178.36",
        "95.49",
        "213.77",
        "89.72",
        "46.112",
    ]

    def item(i: int) -> str:
        x = c[i]
        d = depth[i]
        style = f' style="margin-left:{d * 30}px"' if d else ""
        return (
            f'<div class="wpis poziom{d + 1}" id="wpis{50901 + i}"{style}>'
            f'<div class="wpis-naglowek"><span class="gosc" title="niezarejestrowany">~</span><b class="wpis-autor">{esc(x.author)}</b> '
            f'<span class="wpis-ip">(IP: {ips[i]}.*.*)</span> <span class="wpis-data">{esc(x.when)}</span></div>'
            f'<div class="wpis-tresc">{ps(x.text)}</div><div class="wpis-akcje"><a href="#odp">odpowiedz</a> | <a href="/zglos/{50901 + i}">zgłoś do usunięcia</a> | '
            f'<span class="ocena">+{(i * 4) % 9} / -{i % 4}</span></div></div>'
        )

    block = (
        '<div id="glosy"><h3 class="glosy-tytul">Opinie internautów (11)</h3><p class="glosy-uwaga">Opinie są prywatnymi opiniami użytkowników portalu. Redakcja nie ponosi odpowiedzialności za ich treść.</p>'
        f"{''.join(item(i) for i, _ in tree_walk(c))}"
        '<div id="odp"><b>Dodaj opinię</b><form method="post" action="/dodaj"><input type="text" name="podpis" value="podpis"><br><textarea name="tresc" rows="5" cols="50"></textarea><br><input type="submit" value="Dodaj"></form></div></div>'
    )
    st = story(
        "Most na Bugu w Broku zamknięty dla ciężarówek",
        "Krzysztof Wąsik",
        "2012-03-02T17:05:00+01:00",
        "2012-03-02 17:05",
        """
Od poniedziałku przez most na Bugu w Broku nie przejadą pojazdy cięższe niż 12 ton. Taką decyzję podjął zarząd dróg wojewódzkich po przeglądzie, który wykazał pęknięcia w dwóch przęsłach.

Ciężarówki pojadą objazdem przez Wyszków. Dla kierowców oznacza to nawet 40 kilometrów więcej.

Remont mostu ma się rozpocząć najwcześniej w 2014 roku. Wcześniej trzeba przygotować dokumentację i znaleźć pieniądze.
""",
        declare="metadate",
        section="Wiadomości",
        kicker="Brok, most, Bug, drogi",
    )
    rail = (
        box(
            "portal",
            "Najczęściej czytane",
            links(
                "Pożar stodoły w Porządziu|Wyszkowianka przegrywa z liderem|Nowe rondo w centrum już przejezdne|Ceny skupu mleka w górę"
            ),
        )
        + box(
            "portal",
            "Sonda",
            '<form><p>Czy zamknięcie mostu to dobra decyzja?</p><input type="radio" name="s"> Tak<br><input type="radio" name="s"> Nie<br><input type="submit" value="Głosuj"></form>',
        )
        + box(
            "portal",
            "Ogłoszenia",
            links("Sprzedam działkę nad Bugiem|Praca: kierowca kat. C|Kupię drewno opałowe"),
        )
    )
    return make(
        "q-pl-poziom-glosy",
        "discussion",
        "portal",
        "pl-poziom",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/wiadomosci/most-na-bugu-w-broku-zamkniety-dla-ciezarowek,2291.html",
        container="div#glosy, div.wpis siblings with classes poziom1/poziom2/poziom3 and an inline margin: '~' guest mark, b.wpis-autor, '(IP: 83.24.*.*)', span.wpis-data '2012-03-03 08:14', div.wpis-tresc, 'odpowiedz | zgłoś do usunięcia | +n / -n'",
        heading="Opinie internautów (11)",
        description="A Polish local paper's portal: eleven guests' opinions (five replies, one to a reply) as sibling divs whose level is a class and a margin; each name after a '~' guest mark (the page's, not the name) with a masked IP.",
    )


# --------------------------------------------------------------------------- cs: 2008 weekly, subject and footer line


def cs_reakce() -> Case:
    c = thread(
        """
Jana K. | 3. 3. 2012 08:15 | - | A důchodci? ¶ Moje máma chodí na poštu pro důchod každý měsíc. V obchodě bude stát frontu mezi rohlíky?
Pavel Dušek | 3. 3. 2012 09:40 | - | Otevírací doba lepší ¶ Prodejna má otevřeno do šesti, pošta zavírala ve čtyři. Pro pracující je to vlastně zlepšení.
Lomničák | 3. 3. 2012 11:02 | 1 | Re: Otevírací doba lepší ¶ Jenže balíky prý bude vydávat jen do deseti kilo a ne všechny služby. Přečtěte si článek pořádně.
Hana | 3. 3. 2012 13:27 | - | Škoda paní Novotné ¶ Paní za přepážkou tam byla 25 let a znala každého ve vsi. Kam půjde ona?
starosta_fan | 3. 3. 2012 15:50 | - | Lepší než nic ¶ V sousední Vranové poštu zavřeli úplně a nedali nic. Buďme rádi.
Jana K. | 4. 3. 2012 07:58 | 4 | Re: Lepší než nic ¶ To je pravda, ale to nás nemusí těšit.
"""
    )

    def item(i: int) -> str:
        x = c[i]
        subject, _, body = x.text.partition("\n\n")
        reply = x.parent is not None
        return (
            f'<table width="{"94%" if reply else "100%"}" align="right" cellpadding="3" cellspacing="0" border="0"><tr><td bgcolor="{"#f7f7f7" if reply else "#eef3ea"}">'
            f'<a name="r{4471 + i}"></a><b>{esc(subject)}</b></td></tr><tr><td><font size="2">{esc(body)}</font></td></tr>'
            f'<tr><td><font size="1" color="#666666">Vložil: <b>{esc(x.author)}</b> | {esc(x.when)} | <a href="?odpoved={4471 + i}#formular">Odpovědět</a> | <a href="/nahlasit/{4471 + i}">Nahlásit</a></font></td></tr></table>'
            '<br clear="all">'
        )

    block = (
        '<br><table width="100%" cellpadding="2" cellspacing="0" border="0"><tr><td bgcolor="#4a6b3a"><font color="#ffffff"><b>Reakce čtenářů (6)</b></font></td></tr></table>'
        f"{''.join(item(i) for i, _ in tree_walk(c))}"
        '<a name="formular"></a><p><b>Přidat reakci</b></p><form method="post" action="/reakce/pridat"><table><tr><td>Jméno:</td><td><input type="text" name="jmeno"></td></tr>'
        '<tr><td>Předmět:</td><td><input type="text" name="predmet"></td></tr><tr><td>Text:</td><td><textarea name="text" rows="5" cols="40"></textarea></td></tr></table><input type="submit" value="Odeslat"></form>'
    )
    st = story(
        "Poštu v Horní Lomnici nahradí výdejní místo v prodejně",
        "Marie Šťastná",
        "2012-03-02T14:00:00+01:00",
        "2. 3. 2012",
        """
Pobočka pošty v Horní Lomnici skončí na konci dubna. Poštovní služby převezme místní prodejna potravin na návsi, která bude mít otevřeno déle než dosavadní pošta.

V prodejně půjde podat i vyzvednout dopisy a balíky, zaplatit složenky a vyzvednout důchod. Některé finanční služby ale nabízet nebude.

Starosta obce Jiří Malý uvedl, že obec se proti uzavření bránila, ale neuspěla.
""",
        declare="visible",
        section="Zprávy",
    )
    rail = box(
        "tbl",
        "Nejčtenější",
        links(
            "Požár stodoly v Kácovicích|Hokejisté Lomnice postoupili|Uzavírka silnice na Vlašim|Ples hasičů v sobotu"
        ),
    ) + box("tbl", "Počasí", "Horní Lomnice: 6 °C, polojasno")
    return make(
        "q-cs-reakce-footer",
        "discussion",
        "tbl",
        "cs-reakce",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/zpravy/postu-v-horni-lomnici-nahradi-vydejni-misto.html",
        container="one table per comment, no class: a subject row (<b>), the text, then a footer row 'Vložil: <b>Name</b> | 3. 3. 2012 08:15 | Odpovědět | Nahlásit'; replies are narrower tables (94%) aligned right, their subject 'Re: …'",
        heading="Reakce čtenářů (6)",
        description="A Czech district weekly's table-layout CMS: six comments, each a small table without class (a subject the reader typed, the text, a footer line with the name and the date), two replies narrower and indented with 'Re: subject' (the truth's text is the subject and the body).",
    )


# --------------------------------------------------------------------------- sv: allotment blog, some times


def sv_sa() -> Case:
    c = thread(
        """
Kerstin i Umeå | 3 mars 2012 kl. 14:05 | - | Redan tomater! Jag har inte ens köpt fröer än. Vilka sorter blev det i år?
Britt-Marie Lind |  | - | Kerstin: det blev Röda Kulan och Svarta Prinsen, samma som förra året, plus en gul körsbärstomat som jag fick av grannen.
Lasse |  | - | Lägg ett nät över brickorna, våra katter grävde upp allt förra våren.
Mona S. | 3 mars 2012 kl. 20:41 | - | Underbara bilder på Sixten i fönstret. Han ser ut att vakta plantorna!
Anna-Karin |  | - | Jag provade att så i toarullar i år, funkar jättebra och man kan plantera direkt i jorden.
Gunnel | 4 mars 2012 kl. 09:17 | - | Tack för tipset om lampan. Ska köpa en likadan på lördag.
"""
    )

    def item(i: int) -> str:
        x = c[i]
        when = f' <span class="sv-tid">{esc(x.when)}</span>' if x.when else ""
        return (
            f'<div class="sv" id="sv{880 + i}"><div class="sv-vem">{avatar(x.author, 30, "sv-bild")} <b>{esc(x.author)}</b> sa...{when}</div>'
            f'<div class="sv-text">{ps(x.text)}</div></div>'
        )

    block = (
        f'<div id="svar"><h4>6 svar</h4>{"".join(item(i) for i in range(len(c)))}'
        '<p><a href="/svara/">Skriv ett svar</a></p></div>'
    )
    st = story(
        "Tomatsådd och kattens nya hobby",
        "Britt-Marie Lind",
        "2012-03-03T10:40:00+01:00",
        "lördag 3 mars 2012",
        """
Nu står sex brickor med tomater och paprika i köksfönstret under den nya växtlampan. Det luktar jord i hela huset och jag är lycklig.

Sixten har upptäckt att brickorna är varma och ligger gärna mitt i dem. Jag har fått flytta honom fyra gånger i dag.

Nästa helg blir det kål och purjolök, om vädret tillåter en tur till lotten.
""",
        declare="visible",
        kicker="sådd, tomater, katterna",
    )
    rail = (
        box("bspot", "Om mig", "Britt-Marie, 61, pensionerad lärare med kolonilott nr 27 i Norrbacka.")
        + box(
            "bspot",
            "Bloggarkiv",
            "<ul><li>&#9660; 2012 (10)<ul><li>&#9660; mars (1)</li><li>&#9658; februari (5)</li></ul></li><li>&#9658; 2011 (64)</li></ul>",
        )
        + box("bspot", "Etiketter", cloud("katterna:4, kolonin:5, recept:2, sådd:3, tomater:3, vintern:1"))
    )
    return make(
        "q-sv-sa-some-times",
        "discussion",
        "bspot",
        "sv-sa",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/2012/03/tomatsadd-och-kattens-nya-hobby.html",
        container="div#svar, div.sv: div.sv-vem (avatar, '<b>Name</b> sa...' and, on three of the six, span.sv-tid '3 mars 2012 kl. 14:05'), div.sv-text",
        heading="6 svar",
        description="A Swedish allotment blog on a hosted theme: six flat comments, 'Name sa...', only three with a time; the blogger answers 'Kerstin: …' (naming the reader in passing: no parent).",
    )
