"""Blind set AV: eight discussions of 5 to 13 comments in the served HTML, as 2012 news sites printed them: a
Brazilian portal's nested lists (pt), a Swedish paper's flat list with "@namn" answers (sv), a Russian portal's
wrappers three levels with ratings (ru), a Polish tabloid's guests "~nick" with half-hidden IPs (pl), a Czech paper
without heading (cs), a Turkish tabloid's hosted platform in its server output (tr), a Japanese paper's numbered
entries with "参考になった" counts (ja) and a Greek portal with a removed comment (el). Every class name, name, place
and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_av_common import C, Case, Parts, Story, esc, make, paras, seeds, thread, tree

PT = """
Cláudio Mendes | 10/03/2012 às 14h22 | - | assiduo | Aumento de 8% com a água faltando toda semana no Jardim Alvorada? Primeiro resolvam o abastecimento.
Rosana | 10/03/2012 às 14h40 | 0 | - | Aqui no Alvorada faltou três vezes em fevereiro. Concordo plenamente.
Cláudio Mendes | 10/03/2012 às 15h05 | 1 | assiduo | Pois é, Rosana. E a conta chega certinho todo mês.
Fábio Nogueira | 10/03/2012 às 15h12 | - | - | O reajuste estava congelado desde 2009. Alguma hora ia vir.
Tereza Lima | 10/03/2012 às 15h30 | 3 | - | Mas 8% de uma vez é muito, Fábio. Podia ser parcelado.
Marquinhos | 10/03/2012 às 16h01 | - | - | kkkkk sempre sobra pro povo
Dona Zilda | 10/03/2012 às 17h20 | - | - | Meu neto me ajudou a escrever aqui. Sou aposentada e moro sozinha, pago a tarifa social. Alguém sabe se ela também vai subir? Na reportagem não diz.
Luciana Prates | 10/03/2012 às 18h02 | 6 | equipe | Dona Zilda, segundo a companhia de saneamento, a tarifa social não terá reajuste este ano. Vamos acrescentar a informação na matéria.
Dona Zilda | 10/03/2012 às 18h30 | 7 | - | Muito obrigada minha filha, Deus te abençoe.
Vereador Gilmar (não é o da câmara) | 10/03/2012 às 19h15 | - | - | Vergonha. Votaram na surdina numa sexta-feira à noite.
Fábio Nogueira | 10/03/2012 às 19h40 | 9 | - | A sessão foi aberta e transmitida pela rádio, não teve nada de surdina.
"""


def pt_agua() -> Case:
    cs = thread(PT)

    def item(i: int, c: C, sub: str) -> str:
        tag = (
            ' <span class="cmt-selo">Leitor assíduo</span>'
            if c.has("assiduo")
            else (' <span class="cmt-selo cmt-eq">Equipe Gazeta</span>' if c.has("equipe") else "")
        )
        return (
            f'<li class="cmt-li" id="c{2400 + i}"><img class="cmt-av" src="/_avatar/gz-{i}.svg" alt="" width="40" height="40" />'
            f'<div class="cmt-cx"><p class="cmt-info"><strong>{esc(c.name)}</strong>{tag} <span>{esc(c.when)}</span></p>'
            f'{paras(c.text, cls="cmt-p")}<p class="cmt-opc"><a href="#responder">Responder</a> · <a href="/denunciar/{2400 + i}">Denunciar</a></p></div>'
            + (f'<ul class="cmt-resp">{sub}</ul>' if sub else "")
            + "</li>"
        )

    block = (
        '<div class="pv-panel cmt-area"><h3>Comentários (11)</h3><div><p class="cmt-aviso">Os comentários não representam a opinião '
        'da Gazeta Serrana. <a href="/termos">Termos de uso</a></p><ul class="cmt-lista">'
        + tree(cs, item, lambda s: s)
        + '</ul><form action="/comentar" method="post"><textarea name="t" rows="3"></textarea><br /><input type="text" name="nome" /> '
        '<input type="submit" value="Enviar comentário" /></form></div></div>'
    )
    css = ".cmt-lista,.cmt-resp{list-style:none;padding:0}.cmt-resp{margin-left:44px}.cmt-li{margin:8px 0;overflow:hidden}.cmt-av{float:left}.cmt-cx{margin-left:48px}.cmt-selo{background:#ffd24d;font-size:10px;padding:0 3px}"
    st = Story(
        "Câmara aprova reajuste de 8% na tarifa de água",
        "Luciana Prates",
        "2012-03-10T09:30:00-03:00",
        "Sábado, 10 de março de 2012 - 09h30",
        """
Os vereadores aprovaram na noite de sexta-feira, por 9 votos a 4, o reajuste de 8% na tarifa de água e esgoto. O novo valor passa a valer nas contas de maio.

A companhia de saneamento afirma que o aumento é necessário para a obra da nova adutora, que deve acabar com a falta de água nos bairros altos. A tarifa estava sem correção desde 2009.

Moradores do Jardim Alvorada e do Morro do Cruzeiro reclamam de interrupções frequentes no abastecimento desde o fim do ano passado.
""",
        lead="Novo valor vale a partir de maio; companhia promete fim da falta de água nos bairros altos",
        section="Cidade",
        tags=("água", "Câmara", "tarifa"),
    )
    return make(
        "av-pt-portal-agua",
        "discussion",
        "pt-serrana",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/cidade/noticia/2012/03/camara-aprova-reajuste-de-8-na-tarifa-de-agua.html",
        container="div.cmt-area (a portal panel): h3 'Comentários (11)', a notice; ul.cmt-lista > li.cmt-li (img, strong name, 'Leitor assíduo'/'Equipe Gazeta' badges, time '10/03/2012 às 14h22', p.cmt-p, 'Responder · Denunciar'), answers in ul.cmt-resp inside the li, three levels; a form",
        heading="Comentários (11)",
        description="A Brazilian regional portal of 2012: 11 readers' comments, answers in nested lists three levels, badges, the reporter's answer, 'kkkkk sempre sobra pro povo', a name with a parenthesis.",
    )


SV = """
Berit i Byvik | 9 feb 2012 kl 19:48 | - | - | Att lägga ner skolan i Byvik är att lägga ner byn. Vilken barnfamilj flyttar hit om barnen ska åka buss en timme om dagen?
Olle Sandström | 9 feb 2012 kl 20:05 | - | - | 38 elever i sex årskurser. Det går inte ihop ekonomiskt, hur gärna man än vill.
Berit i Byvik | 9 feb 2012 kl 20:20 | - | - | @Olle Sandström Det gick ihop i sextio år. Vad har ändrats, förutom att kommunen bygger badhus i centrum?
Lärare sedan 1991 | 9 feb 2012 kl 21:14 | - | - | Jag har jobbat i både små och stora skolor. I Byvik känner varje vuxen varje barn. Det går inte att sätta ett pris på det.
Anna-Karin L | 10 feb 2012 kl 07:30 | - | - | Håller med. Skriv på namninsamlingen, den finns på Byviks handel.
Olle Sandström | 10 feb 2012 kl 08:02 | - | - | @Berit i Byvik Badhuset betalas med andra pengar, men jag förstår att det känns orättvist.
Janne | 10 feb 2012 kl 12:11 | - | - | Klart.
"""


def sv_skola() -> Case:
    cs = thread(SV)
    items = "".join(
        f'<div class="kmt-post" id="kmt{i + 1}"><p class="kmt-rubrik"><span class="kmt-namn">{esc(c.name)}</span> '
        f'<span class="kmt-tid">{esc(c.when)}</span> <a class="kmt-anm" href="/anmal/{i + 1}">Anmäl</a></p>'
        f'<div class="kmt-text">{paras(c.text)}</div></div>'
        for i, c in enumerate(cs)
    )
    block = (
        '<div class="kmt"><h3>Kommentarer (7)</h3><p class="kmt-info">Du måste vara inloggad för att kommentera. '
        "Skribenten ansvarar för innehållet.</p>"
        + items
        + '<p><a href="/login">Logga in och kommentera</a></p></div>'
    )
    css = ".kmt{font:13px Arial,sans-serif;margin-top:14px}.kmt-post{border-top:1px solid #ddd;padding:6px 0}.kmt-namn{font-weight:bold}.kmt-tid,.kmt-anm{color:#888;font-size:11px}"
    st = Story(
        "Skolan i Byvik föreslås läggas ner",
        "Karin Öhman",
        "2012-02-09T16:20:00+01:00",
        "Publicerad 9 februari 2012 kl 16:20",
        """
Barn- och utbildningsnämnden föreslår att Byviks skola stängs efter vårterminen 2013. Skolans 38 elever skulle i stället gå i Norrviks centralskola, 28 kilometer bort.

Enligt förvaltningen skulle kommunen spara 2,3 miljoner kronor om året. Föräldrarna i Byvik har startat en namninsamling som redan har över 600 namn.

Kommunfullmäktige fattar beslut i april.
""",
        section="Norrvik",
        tags=("Byvik", "skola", "nedläggning"),
    )
    return make(
        "av-sv-flat-skola",
        "discussion",
        "sv-norrvik",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/norrvik/skolan-i-byvik-foreslas-laggas-ner-1-3321904",
        container="div.kmt: h3 'Kommentarer (7)', a login notice; flat div.kmt-post (span.kmt-namn, span.kmt-tid '9 feb 2012 kl 19:48', 'Anmäl', div.kmt-text); two answers open with '@name'",
        heading="Kommentarer (7)",
        description="A Swedish local paper of 2012: 7 comments in one flat list without avatars, two answers addressed '@name' in their text (flat in the truth), 'Klart.'.",
    )


RU = """
Валентина Петровна | 5 марта 2012, 14:20 | - | r=+21,city=Заречье | Опять повышение. Пенсия выросла на 7 процентов, а коммуналка на 12. Как жить?
Сергей К. | 5 марта 2012, 14:35 | 0 | r=+8,city=Заречье | Так и живём, Валентина Петровна. Терпим.
Гость | 5 марта 2012, 14:50 | 1 | r=-4 | терпилы
Сергей К. | 5 марта 2012, 15:02 | 2 | r=+3,city=Заречье | Предложите что-нибудь кроме оскорблений.
Инженер_ТЭЦ | 5 марта 2012, 15:30 | - | r=+15,city=Заречье | Работаю на ТЭЦ. Трубам по сорок лет, половина теплоты уходит в землю. Пока сети не поменяют, тарифы будут расти каждый год, хоть кого сажай в администрацию. // Деньги на замену в программе есть, но их хватит на два километра из тридцати.
Дмитрий Орлов | 5 марта 2012, 15:44 | 4 | r=+6,city=Москва | Спасибо за честный комментарий, редко такое читаешь.
Ольга Бережная | 5 марта 2012, 16:10 | 4 | r=+9,red | Уважаемый Инженер_ТЭЦ, если вы готовы рассказать об этом подробнее, напишите нам в редакцию. Мы готовим материал о состоянии теплосетей.
Инженер_ТЭЦ | 5 марта 2012, 16:25 | 6 | r=+2,city=Заречье | Напишу, спасибо.
Нина | 5 марта 2012, 17:00 | - | r=0 | А льготы для многодетных останутся?
Ольга Бережная | 5 марта 2012, 17:20 | 8 | r=+5,red | Нина, по словам представителя управления соцзащиты, да, льготы сохраняются в прежнем объёме.
Александр | 5 марта 2012, 18:05 | - | r=+1,city=Заречье | Поставил счётчики в прошлом году, плачу на треть меньше. Всем советую.
Нина | 5 марта 2012, 18:30 | 10 | r=0 | А сколько стоила установка?
Александр | 5 марта 2012, 19:12 | 11 | r=+1,city=Заречье | Около четырёх тысяч с работой, окупилось за полгода.
"""


def ru_tarify() -> Case:
    cs = thread(RU)

    def item(i: int, c: C, sub: str) -> str:
        city = f' <span class="otz-gorod">({esc(c.get("city"))})</span>' if c.get("city") else ""
        red = ' <span class="otz-red">редакция</span>' if c.has("red") else ""
        return (
            f'<div class="otz" id="otz{90310 + i}"><div class="otz-shapka"><img src="/_avatar/otz-{i}.svg" alt="" width="24" height="24" /> '
            f'<b class="otz-avtor">{esc(c.name)}</b>{city}{red} <span class="otz-data">{esc(c.when)}</span> '
            f'<span class="otz-reit">{esc(c.get("r"))}</span></div><div class="otz-tekst">{paras(c.text)}</div>'
            '<div class="otz-knopki"><a href="#otvet">Ответить</a> | <a href="/zhaloba">Пожаловаться</a></div>'
            + (f'<div class="otz-otvety">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        '<div class="pv-panel otz-blok"><h3>Комментарии (13)</h3><div>'
        + tree(cs, item, lambda s: s)
        + '<p class="otz-forma">Оставить комментарий могут только <a href="/login">зарегистрированные пользователи</a>.</p></div></div>'
    )
    css = ".otz{margin:6px 0}.otz-otvety{margin-left:26px;border-left:1px solid #c8d6e6;padding-left:6px}.otz-reit{color:#3a7;font-weight:bold}.otz-red{background:#1d4e89;color:#fff;font-size:10px;padding:0 3px}.otz-knopki{font-size:11px}"
    st = Story(
        "Тарифы ЖКХ в Заречье вырастут с 1 июля на 12 процентов",
        "Ольга Бережная",
        "2012-03-05T11:00:00+04:00",
        "05.03.2012 11:00",
        """
С 1 июля тарифы на отопление и горячую воду в Заречье вырастут в среднем на 12 процентов. Решение утвердила региональная энергетическая комиссия.

В администрации города объясняют рост износом теплосетей и подорожанием газа. На замену труб в этом году выделено 46 миллионов рублей.

Льготы для пенсионеров и многодетных семей, по данным управления соцзащиты, сохраняются.
""",
        section="Город",
        tags=("ЖКХ", "тарифы", "отопление"),
    )
    return make(
        "av-ru-portal-tarify",
        "discussion",
        "ru-zarechye",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/news/gorod/2012/03/05/tarify-zhkh-vyrastut-s-1-iyulya.html",
        container="div.otz-blok (a portal panel): h3 'Комментарии (13)'; div.otz (avatar, b.otz-avtor, the town in brackets, 'редакция' badge, span.otz-data '5 марта 2012, 14:20', a rating '+21', div.otz-tekst, 'Ответить | Пожаловаться'), answers in div.otz-otvety inside the answered div, four levels",
        heading="Комментарии (13)",
        description="A Russian city portal of 2012: 13 comments, answers in nested wrappers up to four levels, ratings, towns beside the names, the reporter's answers, an anonymous 'Гость', a two-paragraph comment.",
    )


PL = """
~Ania | 7.03.2012, 18:12 | - | ip=83.24.*.*,u=14,d=2 | Nareszcie! Kościuszki to była jedna wielka dziura od lat.
~kierowca | 7.03.2012, 18:20 | 0 | ip=95.40.*.*,u=3,d=9 | Nareszcie? Trzy miesiące objazdów przez całe miasto. Zobaczymy czy powiesz to samo w kwietniu.
~Ania | 7.03.2012, 18:31 | 1 | ip=83.24.*.*,u=6,d=1 | Wolę trzy miesiące objazdów niż kolejne felgi do wymiany.
Krzysztof Zając | 7.03.2012, 19:05 | - | zalogowany,u=11,d=0 | Mieszkam przy Kościuszki 14. Nikt z nas nie dostał żadnej informacji, dowiedziałem się z Głosu Zalesia. Jak mamy dojeżdżać do garaży?
~urzędnik | 7.03.2012, 19:40 | 3 | ip=212.2.*.*,u=1,d=12 | Informacja była na stronie urzędu od lutego.
Krzysztof Zając | 7.03.2012, 19:52 | 4 | zalogowany,u=9,d=0 | Na stronie urzędu. Sąsiadka ma 86 lat i nie ma internetu.
~gość | 7.03.2012, 20:30 | - | ip=178.36.*.*,u=0,d=3 | ok
~Basia z Górek | 7.03.2012, 21:15 | - | ip=31.60.*.*,u=5,d=0 | A co z autobusem nr 7? Będzie jeździł objazdem przez Górki czy w ogóle?
Magdalena Sowa | 8.03.2012, 08:40 | 7 | redakcja,u=4,d=0 | Pani Basiu, według ZKM linia 7 pojedzie ulicami Polną i Leśną, przystanek przy szkole zostaje. Rozkład w piątkowym wydaniu.
"""


def pl_remont() -> Case:
    cs = thread(PL)

    def item(i: int, c: C, sub: str) -> str:
        who = (
            f'<span class="op-nick op-gosc">{esc(c.name)}</span> <span class="op-ip">IP: {esc(c.get("ip"))}</span>'
            if c.get("ip")
            else f'<a class="op-nick" href="/profil/{slug_id(c.name)}">{esc(c.name)}</a>'
            + (' <span class="op-red">Redakcja</span>' if c.has("redakcja") else "")
        )
        return (
            f'<li class="op-wpis" id="opinia-{44120 + i}"><div class="op-gora">{who} <span class="op-czas">{esc(c.when)}</span></div>'
            f'<div class="op-tresc">{paras(c.text)}</div><div class="op-dol"><a href="/ocen/{44120 + i}/+" class="op-plus">+ {c.get("u")}</a> '
            f'<a href="/ocen/{44120 + i}/-" class="op-minus">- {c.get("d")}</a> · <a href="#odpowiedz">odpowiedz</a> · '
            f'<a href="/zglos/{44120 + i}">zgłoś do usunięcia</a></div>'
            + (f'<ul class="op-odp">{sub}</ul>' if sub else "")
            + "</li>"
        )

    block = (
        '<div class="opinie-box"><h2 class="op-tytul">Opinie (9)</h2><p class="op-uwaga">Dodaj opinię jako gość lub '
        '<a href="/logowanie">zaloguj się</a>. Redakcja nie odpowiada za treść opinii.</p><ul class="op-lista">'
        + tree(cs, item, lambda s: s)
        + '</ul><form action="/opinie/dodaj" method="post"><input type="text" name="podpis" value="~gość" />'
        '<textarea name="t"></textarea><input type="submit" value="Dodaj opinię" /></form></div>'
    )
    css = ".opinie-box{font:12px Arial,sans-serif}.op-lista,.op-odp{list-style:none;padding:0}.op-odp{margin-left:30px}.op-wpis{border-bottom:1px solid #eee;padding:5px 0}.op-ip{color:#aaa;font-size:10px}.op-plus{color:green}.op-minus{color:#d40000}.op-red{background:#d40000;color:#fff;font-size:9px;padding:0 3px}"
    st = Story(
        "Rusza remont ulicy Kościuszki. Objazdy potrwają do czerwca",
        "Magdalena Sowa",
        "2012-03-07T15:00:00+01:00",
        "07.03.2012 15:00",
        """
W poniedziałek drogowcy wejdą na ulicę Kościuszki. Remont obejmie jezdnię, chodniki i kanalizację deszczową na odcinku od ronda do ulicy Polnej.

Przez cały czas prac ulica będzie zamknięta dla ruchu. Mieszkańcy posesji zachowają dojazd od strony Polnej. Koszt inwestycji to 4,2 mln zł, z czego połowę pokryje dotacja.

Prace mają się zakończyć w połowie czerwca.
""",
        lead="Drogowcy wejdą na ulicę w poniedziałek. Mieszkańcy zachowają dojazd od Polnej",
        section="Wiadomości",
        tags=("remont", "Kościuszki", "objazdy"),
    )
    return make(
        "av-pl-guests-remont",
        "discussion",
        "pl-zalesie",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/wiadomosci/rusza-remont-ulicy-kosciuszki-101822.html",
        container="div.opinie-box: h2 'Opinie (9)', a guests notice; ul.op-lista > li.op-wpis (span.op-gosc '~nick' with 'IP: 83.24.*.*' or a profile link, 'Redakcja' badge, span.op-czas '7.03.2012, 18:12', div.op-tresc, '+ n - n · odpowiedz · zgłoś do usunięcia'), answers in ul.op-odp, three levels",
        heading="Opinie (9)",
        description="A Polish town tabloid of 2012: 9 opinions, most by guests whose '~nick' shows with a half-hidden IP, registered readers with profile links, the reporter's answer, answers in nested lists three levels, votes, 'ok'.",
    )


def slug_id(name: str) -> str:
    return "".join(ch for ch in name.lower() if ch.isalnum())


CS = """
Vladimír Hrubý | 1. 3. 2012 v 18:45 | - | - | Voda za 78 korun za kubík v městě, kde teče řeka? To je výsměch.
Jana K. | 1. 3. 2012 v 19:10 | - | - | Řeka není pitná voda, pane Hrubý. Úpravna stojí peníze.
Ing. Miroslav Pešek | 1. 3. 2012 v 20:22 | - | - | Cituji z článku: „Cena zahrnuje splátku úvěru na novou čistírnu odpadních vod." // Takže platíme i za úvěr, který si vzalo město bez nás. Zajímalo by mě, kolik ještě zbývá splatit a do kdy. Zkusím to zjistit na zastupitelstvu.
Standa | 2. 3. 2012 v 07:05 | - | - | Díky za info.
Eva Tichá | 2. 3. 2012 v 09:48 | - | - | Budu muset zase víc šetřit. Sprcha místo vany.
"""


def cs_vodne() -> Case:
    cs = thread(CS)
    items = "".join(
        f'<div class="ctn-prispevek"><div class="ctn-hlavicka"><a class="ctn-autor" href="/uzivatel/{slug_id(c.name)}">{esc(c.name)}</a> '
        f'<span class="ctn-cas">{esc(c.when)}</span></div><div class="ctn-obsah">{paras(c.text)}</div>'
        f'<div class="ctn-akce"><a href="#reagovat">Reagovat</a> · <a href="/nahlasit/{i}">Nahlásit</a></div></div>'
        for i, c in enumerate(cs)
    )
    block = f'<div class="ctn-vlakno">{items}<p class="ctn-vse"><a href="/prihlaseni">Přihlaste se</a> a napište svůj názor.</p></div>'
    css = ".ctn-vlakno{font:13px Arial,sans-serif;border-top:1px solid #999;margin-top:14px}.ctn-prispevek{padding:6px 0;border-bottom:1px dotted #ccc}.ctn-cas{color:#888;font-size:11px}"
    st = Story(
        "Cena vodného v Hrádku opět roste, kubík vyjde na 78 korun",
        "Jitka Slaninová",
        "2012-03-01T14:00:00+01:00",
        "1. 3. 2012 14:00",
        """
Od dubna zaplatí domácnosti v Hrádku za vodné a stočné dohromady 78 korun za metr krychlový, o šest korun víc než loni. Rozhodla o tom rada města.

Cena zahrnuje splátku úvěru na novou čistírnu odpadních vod. Podle starosty by bez úvěru město nezískalo dotaci na stavbu.
""",
        section="Zprávy",
        tags=("vodné", "čistírna", "rada města"),
    )
    return make(
        "av-cs-noheading-vodne",
        "discussion",
        "cs-hradek",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/zpravy/cena-vodneho-v-hradku-opet-roste_A120301_140000",
        container="div.ctn-vlakno without heading: flat div.ctn-prispevek (a.ctn-autor profile link, span.ctn-cas '1. 3. 2012 v 18:45', div.ctn-obsah, 'Reagovat · Nahlásit')",
        heading=None,
        description="A Czech town paper of 2012: 5 readers' posts without heading or avatars, flat, one quoting the article in two paragraphs, 'Díky za info.'.",
    )


TR = """
Ahmet Yıldız | 2 gün önce | - | b=14 | Pazar yeri şehrin dışına taşınırsa yaşlılar nasıl gidecek? Otobüs saatte bir geçiyor.
Sevgi K. | 2 gün önce | 0 | b=6 | Aynen öyle, annem her çarşamba yürüyerek gidiyor, artık gidemeyecek.
Belediye Takipçisi | 2 gün önce | 0 | b=2 | Belediye ek sefer koyacağını açıkladı, haberin sonunda yazıyor.
Ahmet Yıldız | 2 gün önce | 2 | b=3 | Gördüm, teşekkürler. Umarım sözde kalmaz.
Murat Ç. | 1 gün önce | - | b=9 | Eski yerde trafik felç oluyordu, doğru karar. Esnaf da sonunda alışır.
Pazarcı Hüseyin | 1 gün önce | 4 | b=11 | Otuz yıldır aynı yerdeyim kardeşim, müşterim oraya gelmez. Alışmak kolay değil.
Zeynep | 5 saat önce | - | b=1 | 👍
Ferhat Aslan | 3 saat önce | - | b=0 | Yeni yerde otopark olacak mı, haberde yok.
"""


def tr_pazar() -> Case:
    cs = thread(TR)

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="ymx-kayit" id="ymx-{70550 + i}"><img class="ymx-resim" src="/_avatar/ymx-{i}.svg" alt="" width="36" height="36" />'
            f'<div class="ymx-ic"><div class="ymx-ust"><span class="ymx-ad">{esc(c.name)}</span> · '
            f'<a class="ymx-zaman" href="#ymx-{70550 + i}">{esc(c.when)}</a></div><div class="ymx-metin">{paras(c.text)}</div>'
            f'<div class="ymx-alt"><a href="/ymx/begen/{70550 + i}">Beğen ({c.get("b")})</a> · <a href="#ymx-yanit">Yanıtla</a> · '
            f'<a href="/ymx/sikayet/{70550 + i}">Şikayet et</a></div></div>'
            + (f'<ul class="ymx-yanitlar">{sub}</ul>' if sub else "")
            + "</li>"
        )

    block = (
        '<div class="yorumix" id="yorumix-kutu" data-ymx-site="karaburun-ekspres"><div class="ymx-bas"><b>8 Yorum</b> '
        '<span class="ymx-sirala">Sırala: <b>En eski</b> | <a href="?ymx=yeni">En yeni</a> | <a href="?ymx=begeni">En beğenilen</a></span></div>'
        '<ul class="ymx-liste">'
        + tree(cs, item, lambda s: s)
        + '</ul><div class="ymx-imza">Yorumix ile yorum yapın</div></div>'
        '<script type="text/javascript">var ymx_ayar = {site: "karaburun-ekspres", sayfa: "pazar-yeri-tasiniyor", statik: true};</script>'
    )
    css = ".yorumix{font:12px Arial,sans-serif;border:1px solid #ddd;padding:8px;margin-top:14px}.ymx-liste,.ymx-yanitlar{list-style:none;padding:0}.ymx-yanitlar{margin-left:42px}.ymx-kayit{overflow:hidden;margin:6px 0}.ymx-resim{float:left}.ymx-ic{margin-left:44px}.ymx-alt{font-size:11px;color:#888}"
    st = Story(
        "Pazar yeri Sanayi Mahallesi'ne taşınıyor",
        "Elif Tunçbilek",
        "2012-03-06T10:00:00+02:00",
        "06.03.2012 10:00",
        """
Karaburun Belediyesi, şehir merkezindeki çarşamba pazarının nisan ayından itibaren Sanayi Mahallesi'ndeki yeni kapalı alana taşınacağını açıkladı.

Belediye Başkanı, eski pazar yerinin trafik sorununa yol açtığını belirterek yeni alanın 400 tezgah kapasiteli olacağını söyledi. Pazar günlerinde merkezden yeni alana ek otobüs seferleri konulacak.
""",
        section="Gündem",
        tags=("pazar yeri", "belediye"),
    )
    return make(
        "av-tr-hosted-pazar",
        "discussion",
        "tr-karaburun",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/gundem/pazar-yeri-sanayi-mahallesine-tasiniyor-h18842.html",
        container="div#yorumix-kutu.yorumix (a hosted platform's server output): '8 Yorum' with sort links; ul.ymx-liste > li.ymx-kayit (img, span.ymx-ad, a.ymx-zaman '2 gün önce', div.ymx-metin, 'Beğen (n) · Yanıtla · Şikayet et'), answers in ul.ymx-yanitlar, three levels",
        heading=None,
        description="A Turkish local tabloid of 2012 with a hosted comment platform's static output: 8 comments with relative times, answers nested three levels, likes, an emoji-only '👍'.",
    )


JA = """
北湊の主婦 | 2012/03/02 21:14 | - | n=24 | 駅前の本屋さんがなくなるのは本当に寂しいです。子どもの頃から通っていました。
通りすがり | 2012/03/02 21:30 | 0 | n=11 | 同じく。参考書は全部ここで買いました。
元書店員 | 2012/03/02 22:05 | - | n=38 | 十年ほど前まで働いていました。ネットで本を買う人が増えて、雑誌の売り上げも落ちて、店長はずっと悩んでいました。 // 最後まで続けてくださったことに感謝しています。
北湊の主婦 | 2012/03/02 22:40 | 2 | n=9 | 貴重なお話ありがとうございます。
高校生 | 2012/03/03 07:12 | - | n=3 | 閉店セールいつまでですか？
佐伯美奈子（記者） | 2012/03/03 09:30 | 4 | n=5,kisha | 閉店セールは3月25日（日）までだそうです。記事にも追記しました。
"""


def ja_shoten() -> Case:
    cs = thread(JA)

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="tk-item" id="tk{i + 1}"><div class="tk-head"><span class="tk-no">{i + 1}.</span> '
            f'<img src="/_avatar/tk-{i}.svg" alt="" width="20" height="20" /> <span class="tk-name">{esc(c.name)}</span> '
            f'<span class="tk-date">{esc(c.when)}</span></div><div class="tk-body">{paras(c.text)}</div>'
            f'<div class="tk-foot"><a href="/tk/vote/{i + 1}">参考になった({c.get("n")})</a> <a href="#tk-form">返信</a> '
            f'<a href="/tk/report/{i + 1}">違反報告</a></div>'
            + (f'<ul class="tk-re">{sub}</ul>' if sub else "")
            + "</li>"
        )

    block = (
        '<div class="pg-box tk-box"><h3>読者の投稿（6件）</h3><p class="tk-note">投稿は会員登録が必要です。'
        '<a href="/member">会員登録</a></p><ul class="tk-list">' + tree(cs, item, lambda s: s) + "</ul></div>"
    )
    css = ".tk-list,.tk-re{list-style:none;padding:0}.tk-re{margin-left:28px}.tk-item{border-bottom:1px dotted #ccc;padding:5px 0}.tk-no{color:#999}.tk-date{color:#888;font-size:11px}.tk-foot{font-size:11px}"
    st = Story(
        "駅前の老舗書店、今月末で閉店　創業73年",
        "佐伯美奈子",
        "2012-03-02T18:00:00+09:00",
        "2012年3月2日 18時00分",
        """
北湊駅前で73年間営業してきた「港文堂書店」が、3月末で閉店することが分かった。インターネット通販の普及などで売り上げが減っていたという。

店主の男性（68）は「長い間ありがとうございました」と話している。閉店セールは3月25日まで行われる。
""",
        section="地域",
        tags=("書店", "駅前", "閉店"),
    )
    return make(
        "av-ja-numbered-shoten",
        "discussion",
        "ja-kitaminato",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/area/20120302-OYT8T00777.htm",
        container="div.tk-box: h3 '読者の投稿（6件）', a membership note; ul.tk-list > li.tk-item (span.tk-no '1.', small avatar, span.tk-name, span.tk-date '2012/03/02 21:14', div.tk-body, '参考になった(n) 返信 違反報告'), answers in ul.tk-re, two levels",
        heading="読者の投稿（6件）",
        description="A Japanese regional paper of 2012: 6 readers' posts, numbered, '参考になった(n)' counts, answers nested two levels, the reporter's answer, a two-paragraph post.",
    )


EL = """
Γιώργος Π. | 08/03/2012 - 19:20 | - | - | Το καφενείο του κυρ-Στάθη ήταν η καρδιά της πλατείας. Κρίμα.
Μαρία Κ. | 08/03/2012 - 19:45 | - | - | Εκεί έπινε ο παππούς μου τον καφέ του κάθε πρωί για πενήντα χρόνια.
Anonymous | 08/03/2012 - 20:02 | - | rm | -
Νίκος_Ορμος | 08/03/2012 - 21:10 | - | - | Ελπίζω να μην γίνει άλλο ένα κατάστημα με κινητά.
Ελένη Σ. | 09/03/2012 - 08:35 | - | - | Ευχαριστούμε για το αφιέρωμα. Πολύ όμορφες οι φωτογραφίες.
"""


def el_kafeneio() -> Case:
    cs = thread(EL)
    items = ""
    for i, c in enumerate(cs):
        if c.removed:
            items += (
                '<div class="sxolio sxolio-afairethike"><p class="sx-afair">Το σχόλιο αφαιρέθηκε από τον διαχειριστή '
                "επειδή παραβίαζε τους όρους χρήσης.</p></div>"
            )
            continue
        items += (
            f'<div class="sxolio" id="sx{i}"><p class="sx-meta"><span class="sx-onoma">{esc(c.name)}</span> | '
            f'<span class="sx-imer">{esc(c.when)}</span></p><div class="sx-keimeno">{paras(c.text)}</div>'
            '<p class="sx-energ"><a href="#apantisi">Απάντηση</a></p></div>'
        )
    block = (
        '<div class="pv-panel sxolia"><h3>Σχόλια αναγνωστών (5)</h3><div>'
        + items
        + '<form action="/sxolio" method="post">'
        '<p>Όνομα: <input type="text" name="onoma" /></p><textarea name="k"></textarea><input type="submit" value="Αποστολή" /></form></div></div>'
    )
    css = ".sxolio{border-bottom:1px solid #e3e9f0;padding:5px 0}.sx-onoma{font-weight:bold}.sx-afair{color:#999;font-style:italic}"
    st = Story(
        "Κλείνει μετά από 84 χρόνια το καφενείο της πλατείας",
        "Δέσποινα Καλλέργη",
        "2012-03-08T12:00:00+02:00",
        "Πέμπτη, 08 Μάρτιος 2012 12:00",
        """
Το ιστορικό καφενείο «Η Πλατεία», που λειτουργεί από το 1928, κλείνει τις πόρτες του στο τέλος του μήνα. Ο ιδιοκτήτης, ο κυρ-Στάθης, συνταξιοδοτείται και δεν βρέθηκε κάποιος να το συνεχίσει.

Οι θαμώνες ετοιμάζουν αποχαιρετιστήρια βραδιά το τελευταίο Σάββατο του Μαρτίου.
""",
        section="Τοπικά",
        tags=("καφενείο", "πλατεία"),
    )
    return make(
        "av-el-removed-kafeneio",
        "discussion",
        "el-ormos",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/topika/item/4471-kleinei-to-kafeneio-tis-plateias",
        container="div.sxolia (a portal panel): h3 'Σχόλια αναγνωστών (5)'; flat div.sxolio (span.sx-onoma, span.sx-imer '08/03/2012 - 19:20', div.sx-keimeno, 'Απάντηση'), one div.sxolio-afairethike notice; a form",
        heading="Σχόλια αναγνωστών (5)",
        description="A Greek island portal of 2012: 4 readers' comments, flat, without avatars, and a fifth removed by the moderator (its notice only: not in the truth).",
    )


def small_av() -> list[Case]:
    return [
        pt_agua(),
        sv_skola(),
        ru_tarify(),
        pl_remont(),
        cs_vodne(),
        tr_pazar(),
        ja_shoten(),
        el_kafeneio(),
    ]
