"""Blind set AW: eight discussions of 4 to 19 readers' comments as 2012's servers sent them: a Polish tabloid's
anonymous and registered readers with plus/minus counts and a removed comment (pl), a Swedish portal's nested list
with the newsroom's badge (sv), a Brazilian portal's "most voted" order (pt), a Russian paper's one table per comment
with indentation classes (ru), a Czech portal's inline margins (cs), a Turkish tabloid's "most liked" tab (tr), a
Japanese paper's nested definition lists (ja) and a Danish tabloid's editors' pick shown first and again (da). Every
class name, name, place and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_aw_common import (
    C,
    Case,
    Parts,
    Story,
    esc,
    make,
    paras,
    seeds,
    slug,
    thread,
    tree,
)


def _depth(cs: list[C], i: int) -> int:
    d = 1
    p = cs[i].seed.parent
    while p is not None:
        d += 1
        p = cs[p].seed.parent
    return d


def _dfs(cs: list[C], parent: int | None = None) -> list[int]:
    out: list[int] = []
    for i, c in enumerate(cs):
        if c.seed.parent == parent:
            out += [i, *_dfs(cs, i)]
    return out


def pl_tabloid() -> Case:
    cs = thread("""
~Zenek | 14.03.2012 07:55 | - | v=14/3 | Wreszcie ktoś się za to wziął. Ten skrzyżowanie przy Kolejowej to była pułapka od lat.
Agnieszka K. | 14.03.2012 08:10 | 0 | v=6/0 | „To skrzyżowanie”, panie Zenku. Ale racja, mój syn miał tam stłuczkę w zeszłym roku.
~Zenek | 14.03.2012 08:31 | 1 | v=2/1 | Pisałem z telefonu, proszę wybaczyć.
kierowca_z_Zagórza | 14.03.2012 08:45 | - | v=3/9 | Kolejne światła, kolejne korki. Rondo byłoby tańsze i lepsze.
inż. Marek Sowa | 14.03.2012 09:20 | 3 | v=11/0 | Na rondo nie ma miejsca, z jednej strony jest kamienica, z drugiej tory. Sprawdzałem to przy projekcie w 2009 roku.
kierowca_z_Zagórza | 14.03.2012 09:40 | 4 | v=4/0 | No to mnie pan przekonał.
~gość | 14.03.2012 10:05 | - | v=0/12 | Ile znowu na tym ktoś zarobi?
Basia z Nowej Wsi | 14.03.2012 10:30 | - | v=8/1 | Codziennie przechodzę tamtędy z wózkiem. Przycisk dla pieszych to będzie dla mnie zbawienie.
Tomek | 14.03.2012 11:12 | - | rm,v=5/2 | Popieram!
Redakcja GZ | 14.03.2012 11:40 | - | b=Redakcja,v=7/0 | Uzupełnienie: według zarządu dróg światła zaczną działać 30 kwietnia, a prace potrwają trzy tygodnie.
~Zenek | 14.03.2012 12:05 | 9 | v=3/0 | Dzięki za info.
Henryka | 14.03.2012 14:50 | - | v=2/0 | Oby tylko zielone dla pieszych było dłuższe niż pięć sekund.
""")

    def item(i: int, c: C, sub: str) -> str:
        up, down = c.get("v").split("/")
        badge = c.get("b")
        removed = (
            '<div class="kom kom-usun"><p>Komentarz został usunięty przez moderatora.</p></div>'
            if c.has("rm")
            else ""
        )
        return removed + (
            f'<div class="kom" id="kom{88120 + i}"><div class="kom-gora"><img src="/_avatar/p-{slug(c.name)}.svg" alt="" width="24" height="24" /> '
            f'<b class="kom-nick">{esc(c.name)}</b>'
            + (f' <span class="kom-ranga">{esc(badge)}</span>' if badge else "")
            + f' <span class="kom-data">{esc(c.when)}</span></div><div class="kom-tresc">{paras(c.text)}</div>'
            f'<div class="kom-dol"><span class="kom-plus">+{up}</span> <span class="kom-minus">-{down}</span> · '
            f'<a href="#odp">odpowiedz</a> · <a href="/zglos/{88120 + i}">zgłoś do usunięcia</a></div>'
            + (f'<div class="kom-odp">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        '<div class="komentarze"><h3>Komentarze (12)</h3><p class="kom-sort"><b>Najnowsze na dole</b> | '
        '<a href="?s=oceny">Najwyżej oceniane</a></p>'
        + tree(cs, item, lambda s: s)
        + '<form class="kom-form" action="/dodaj" method="post"><input name="nick" value="~gość" /><textarea name="t"></textarea>'
        "<button>Dodaj komentarz</button></form></div>"
    )
    st = Story(
        "Będą światła na skrzyżowaniu przy Kolejowej",
        "Anna Nowicka",
        "2012-03-13T21:00:00+01:00",
        "13.03.2012 21:00",
        """
Zarząd Dróg Powiatowych ogłosił przetarg na sygnalizację świetlną na skrzyżowaniu ulic Kolejowej i Piłsudskiego. W ostatnich trzech latach doszło tam do 27 kolizji i dwóch wypadków.

Sygnalizacja będzie miała przyciski dla pieszych i osobne zielone światło dla skręcających w lewo. Koszt inwestycji to ok. 420 tys. zł.

Prace mają się rozpocząć na początku kwietnia.
""",
        lead="27 kolizji w trzy lata. Drogowcy w końcu ogłosili przetarg.",
        section="Region",
        related=(
            "Kolejna stłuczka przy Kolejowej ~ 02.03.2012 ~ Dwa auta zderzyły się w poniedziałek rano.",
            "Nowe przejście przy szkole ~ 10.02.2012 ~ Radni chcą progów zwalniających.",
            "Budżet powiatu przyjęty ~ 28.12.2011 ~ Najwięcej pieniędzy pójdzie na drogi.",
        ),
        tags=("drogi", "bezpieczeństwo"),
    )
    return make(
        "aw-pl-tabloid-plusy",
        "discussion",
        "pl-zagorze",
        st,
        Parts(after=block),
        seeds(cs),
        path="/region/bedzie-sygnalizacja-kolejowa,art3381.html",
        container="div.komentarze after the related stories: h3 'Komentarze (12)', sort links, div.kom (b.kom-nick, span.kom-ranga, span.kom-data, div.kom-tresc, '+n -n · odpowiedz · zgłoś do usunięcia'), replies in div.kom-odp inside, three levels; a removed comment's notice; a form",
        heading="Komentarze (12)",
        description="A Polish tabloid of 2012: 12 comments of anonymous ('~Zenek', '~gość') and registered readers, plus and minus counts, a removed comment's notice, the newsroom's addition, replies three levels deep.",
    )


def sv_portal() -> Case:
    cs = thread("""
Lena i Björkbacka | 14 mars 2012 kl 08.12 | - | - | Äntligen! Badhuset har luktat mögel i omklädningsrummen sedan 2005.
Bosse | 14 mars 2012 kl 08.40 | 0 | - | Det är inte mögel, det är klor. Men visst behövs det en renovering.
Lena i Björkbacka | 14 mars 2012 kl 09.02 | 1 | - | Jag vet hur mögel luktar, Bosse.
Simtränaren | 14 mars 2012 kl 09.30 | - | - | Vår klubb har 140 barn i simskolan. Vart ska de ta vägen under de två år bygget pågår?
Norrviks-Posten | 14 mars 2012 kl 10.15 | 3 | b=Redaktionen | Kommunen säger till oss att simskolan ska få tider i Älvdalens simhall under byggtiden. Bussresor betalas av kommunen.
Simtränaren | 14 mars 2012 kl 10.31 | 4 | - | Tack, det visste vi inte. Skönt.
Gunnel A | 14 mars 2012 kl 12.50 | - | - | 110 miljoner är mycket pengar för en liten kommun. Hoppas de räknat rätt den här gången.
Pelle | 14 mars 2012 kl 18.05 | - | - | Håller med Gunnel.
""")

    def item(i: int, c: C, sub: str) -> str:
        badge = c.get("b")
        return (
            f'<li class="kmt-post{" kmt-red" if badge else ""}" id="post-{61202 + i}"><p class="kmt-av">'
            f'<img src="/_avatar/s-{slug(c.name)}.svg" alt="" width="30" height="30" /> <span class="kmt-nm">{esc(c.name)}</span>'
            + (f' <span class="kmt-red-mark">{esc(badge)}</span>' if badge else "")
            + f' <a class="kmt-tid" href="#post-{61202 + i}">{esc(c.when)}</a></p>{paras(c.text, cls="kmt-txt")}'
            f'<p class="kmt-knappar"><a href="#svara">Svara</a> | <a href="/anmal/{61202 + i}">Anmäl</a> | Gilla ({(i * 5) % 7})</p>'
            + (f'<ul class="kmt-svar">{sub}</ul>' if sub else "")
            + "</li>"
        )

    block = (
        '<div class="lasarkommentarer"><h3>Läsarkommentarer</h3><ul class="kmt-lista">'
        + tree(cs, item, lambda s: s)
        + '</ul><p class="kmt-regler">Du måste vara inloggad för att kommentera. Skriv med respekt. <a href="/regler">Våra regler</a></p></div>'
    )
    st = Story(
        "Badhuset byggs om för 110 miljoner",
        "Erik Lundgren",
        "2012-03-13T16:00:00+01:00",
        "13 mars 2012 kl 16.00",
        """
Kommunfullmäktige i Norrvik klubbade på måndagskvällen igenom en totalrenovering av badhuset på Torggatan. Kostnaden beräknas till 110 miljoner kronor.

Badhuset stänger i augusti och väntas öppna igen till jul 2014. Under tiden ska skolornas simundervisning flyttas till Älvdalen.
""",
        section="Norrvik",
        related=(
            "Badhusets framtid avgörs i mars ~ 2 februari 2012 ~ Tre alternativ utreds, bland annat rivning.",
            "Simklubben växer så det knakar ~ 14 januari 2012 ~ Kön till simskolan är längre än någonsin.",
            "Budgeten för 2012 klar ~ 30 november 2011 ~ Skolan och äldreomsorgen får mer pengar.",
        ),
        tags=("badhuset", "kommunen"),
    )
    return make(
        "aw-sv-redaktionen-svarar",
        "discussion",
        "sv-norrvik",
        st,
        Parts(after=block),
        seeds(cs),
        path="/norrvik/badhuset-byggs-om-for-110-miljoner-1-44821",
        container="div.lasarkommentarer after the article: h3 'Läsarkommentarer', ul.kmt-lista > li.kmt-post (img, span.kmt-nm, span.kmt-red-mark 'Redaktionen', a.kmt-tid, p.kmt-txt, 'Svara | Anmäl | Gilla (n)'), replies in ul.kmt-svar inside, three levels",
        heading="Läsarkommentarer",
        description="A Swedish portal of 2012: 8 readers' comments in nested lists, the newspaper's answer badged 'Redaktionen', 'Håller med Gunnel.'; times '14 mars 2012 kl 08.12'.",
    )


def pt_most_voted() -> Case:
    cs = thread("""
Cláudio Barreto | 14/03/2012 às 09h10 | - | v=48 | Finalmente! A rodoviária velha é uma vergonha, sem banheiro decente e com goteira em todo canto. Quem chega na cidade de ônibus leva um susto.
Sônia | 14/03/2012 às 09h32 | 0 | v=12 | Verdade. Minha mãe escorregou lá no ano passado por causa da goteira.
Zé do Táxi | 14/03/2012 às 10h05 | 0 | v=9 | E o ponto de táxi, vai ficar onde? Ninguém fala disso.
Folha Serrana | 14/03/2012 às 11h20 | 2 | b=Redação,v=7 | Zé, segundo a Secretaria de Obras o projeto prevê um ponto de táxi coberto com 12 vagas na entrada principal.
Zé do Táxi | 14/03/2012 às 11h41 | 3 | v=3 | Obrigado pela informação.
Marina Teixeira | 14/03/2012 às 08h45 | - | v=31 | Longe do centro desse jeito, quem não tem carro vai fazer como? A nova rodoviária fica a quatro quilômetros da praça.
Rafael | 14/03/2012 às 09h05 | 5 | v=15 | Vai ter linha de ônibus urbano ligando, está na matéria.
Marina Teixeira | 14/03/2012 às 09h20 | 6 | v=4 | Se for igual às linhas de hoje, de hora em hora, não adianta.
Dona Cida | 14/03/2012 às 13h15 | - | v=22 | Eu vendo pastel na rodoviária velha há 26 anos. Alguém sabe se os comerciantes de lá vão ter lugar na nova?
Beto Almeida | 14/03/2012 às 13h50 | 8 | v=11 | Dona Cida, seu pastel é o melhor da serra. Tem que ter lugar sim!
Dona Cida | 14/03/2012 às 14h10 | 9 | v=6 | Obrigada, meu filho.
Juliano | 14/03/2012 às 10h30 | - | v=17 | 18 milhões. Quero ver ficar pronto em 2013 como prometeram.
Paulo Henrique | 14/03/2012 às 15h00 | - | v=8 | Kkkkk obra na serra no prazo, essa eu quero ver
Renata | 14/03/2012 às 16h40 | - | v=5 | Ótima notícia.
Adilson | 14/03/2012 às 17h20 | - | v=1 | Tomara que pensem em acessibilidade, meu irmão é cadeirante e na rodoviária velha ele não consegue nem entrar.
""")

    def item(i: int, c: C, sub: str) -> str:
        badge = c.get("b")
        return (
            f'<div class="coment-item" id="c{5501 + i}"><div class="coment-topo"><img src="/_avatar/b-{slug(c.name)}.svg" alt="" width="35" height="35" />'
            f'<span class="coment-nome">{esc(c.name)}</span>'
            + (f' <span class="coment-selo">{esc(badge)}</span>' if badge else "")
            + f' <span class="coment-data">{esc(c.when)}</span></div><div class="coment-texto">{paras(c.text)}</div>'
            f'<div class="coment-base"><span class="coment-votos">▲ {c.get("v")}</span> <a href="#resp">Responder</a> '
            f'<a href="/denunciar/{5501 + i}">Denunciar</a></div>'
            + (f'<div class="coment-respostas">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        '<div id="comentarios"><h3>Comentários (15)</h3><ul class="coment-abas"><li><a href="?ordem=recentes">Mais recentes</a></li>'
        '<li class="ativa"><b>Mais votados</b></li></ul>'
        + tree(cs, item, lambda s: s)
        + '<p class="coment-aviso">Os comentários são de responsabilidade de seus autores. <a href="/entrar">Entre</a> para comentar.</p></div>'
    )
    st = Story(
        "Prefeitura apresenta projeto da nova rodoviária",
        "Da Redação",
        "2012-03-13T19:00:00-03:00",
        "13/03/2012 19h00",
        """
A Prefeitura apresentou nesta terça-feira o projeto da nova rodoviária, que será construída às margens da rodovia estadual, a quatro quilômetros do centro. O investimento previsto é de R$ 18 milhões.

O terminal terá 14 plataformas, praça de alimentação, estacionamento e ponto de táxi. Uma linha de ônibus urbano fará a ligação com a praça central.

A previsão é que as obras comecem em junho e terminem no fim de 2013.
""",
        section="Cidade",
        related=(
            "Goteiras na rodoviária velha ~ 10/01/2012 ~ Passageiros reclamam das condições do terminal.",
            "Nova linha de ônibus para o bairro Alto ~ 22/02/2012 ~ A linha começa a circular em abril.",
            "Orçamento de 2012 aprovado ~ 20/12/2011 ~ Câmara aprova as contas por unanimidade.",
        ),
        tags=("rodoviária", "obras"),
        bio="Reportagem da equipe de Cidade da Folha Serrana.",
    )
    return make(
        "aw-pt-mais-votados",
        "discussion",
        "pt-serrana",
        st,
        Parts(after=block),
        seeds(cs),
        path="/cidade/2012/03/prefeitura-apresenta-projeto-da-nova-rodoviaria.html",
        container="div#comentarios after the article, before the related stories: h3 'Comentários (15)', tabs 'Mais recentes'/'Mais votados' (the latter shown: top level by votes, not by time), div.coment-item (img, span.coment-nome, span.coment-selo 'Redação', span.coment-data, div.coment-texto, '▲ n', 'Responder', 'Denunciar'), replies in div.coment-respostas inside, three levels",
        heading="Comentários (15)",
        description="A Brazilian portal of 2012: 15 readers' comments in 'most voted' order (times out of order at the top level), replies three levels deep, the newsroom's answer, 'Kkkkk', 'Ótima notícia.'.",
    )


def ru_tables() -> Case:
    cs = thread("""
Николай Петрович | 14 марта 2012, 08:15 | - | r=Постоянный читатель | Набережную обещают с 2004 года. Каждые выборы одно и то же.
Ирина С. | 14 марта 2012, 08:40 | 0 | - | В этот раз хотя бы деньги из области выделили. Это уже что-то.
Николай Петрович | 14 марта 2012, 09:05 | 1 | r=Постоянный читатель | Выделили — не значит потратили на набережную.
Рыбак | 14 марта 2012, 09:30 | - | - | А рыбачить там можно будет? На старых мостках всегда стоим с утра.
Редакция | 14 марта 2012, 10:10 | 3 | r=Редакция | По проекту у воды останутся два деревянных причала, рыбалка не запрещается.
Рыбак | 14 марта 2012, 10:25 | 4 | - | Спасибо, успокоили.
Ольга | 14 марта 2012, 11:45 | - | - | Главное, чтобы фонари поставили. Вечером там страшно ходить.
Андрей Кузин | 14 марта 2012, 13:20 | - | - | 86 миллионов за два километра плитки. Лучше бы дороги в Заречье сделали.
Ирина С. | 14 марта 2012, 13:50 | 7 | - | Это деньги по областной программе, на дороги их не потратишь.
Гость | 14 марта 2012, 16:00 | - | - | Поддерживаю.
""")

    def item(i: int, c: C) -> str:
        rank = c.get("r")
        return (
            f'<table class="otz otz-u{_depth(cs, i)}" id="otz{1201 + i}" cellpadding="4" cellspacing="0"><tr>'
            f'<td class="otz-l" rowspan="2"><img src="/_avatar/r-{slug(c.name)}.svg" alt="" width="40" height="40" /><br />'
            + (f'<small class="otz-rang">{esc(rank)}</small>' if rank else "")
            + f'</td><td class="otz-h"><b>{esc(c.name)}</b> | {esc(c.when)} | <a href="#otz{1201 + i}">#{i + 1}</a></td></tr>'
            f'<tr><td class="otz-t">{paras(c.text)}<div class="otz-f"><a href="#otvet">Ответить</a> · '
            f'<a href="/zhaloba/{1201 + i}">Пожаловаться</a> · Рейтинг: +{(i * 3) % 8}</div></td></tr></table>'
        )

    css = ".otz{width:100%;border-bottom:1px solid #ccc}.otz-u2{margin-left:30px;width:95%}.otz-u3{margin-left:60px;width:90%}"
    block = (
        '<div class="otzyvy"><h3>Комментарии читателей (10)</h3>'
        + "".join(item(i, cs[i]) for i in _dfs(cs))
        + '<p class="otz-vhod">Оставлять комментарии могут только <a href="/vhod">зарегистрированные пользователи</a>.</p></div>'
    )
    st = Story(
        "На набережную выделили 86 миллионов",
        "Елена Громова",
        "2012-03-13T15:30:00+04:00",
        "13 марта 2012, 15:30",
        """
Область выделила Заречью 86 миллионов рублей на благоустройство набережной от Речного вокзала до Купеческого сада. Работы должны начаться в мае.

По проекту на набережной появятся пешеходная дорожка, освещение, скамейки и два деревянных причала. Завершить работы планируют к Дню города в 2013 году.
""",
        section="Город",
        related=(
            "Речной вокзал закрыли на ремонт ~ 02.03.2012 ~ Кассы временно переехали в соседнее здание.",
            "Купеческий сад: что дальше ~ 15.02.2012 ~ Горожане предлагают вернуть летнюю эстраду.",
            "Бюджет города на 2012 год ~ 25.12.2011 ~ Депутаты утвердили расходы на благоустройство.",
        ),
        tags=("набережная", "благоустройство"),
    )
    return make(
        "aw-ru-tablitsy-otstupy",
        "discussion",
        "ru-zarechye",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/gorod/2012/03/13/naberezhnaya-86-millionov.html",
        container="div.otzyvy after the related stories: h3 'Комментарии читателей (10)', one table.otz per comment, flat, with indentation classes otz-u1 to otz-u3 (avatar and rank in the left cell, 'name | time | #n' in the head cell, the text and 'Ответить · Пожаловаться · Рейтинг: +n' below)",
        heading="Комментарии читателей (10)",
        description="A Russian city paper of 2012: 10 readers' comments, one table each, replies drawn flat by indentation classes (three levels as shown), ranks 'Постоянный читатель' and 'Редакция', 'Поддерживаю.'.",
    )


def cs_margins() -> Case:
    cs = thread("""
Jaroslav Kříž | 14. 3. 2012 8:20 | - | - | Kašna na náměstí byla až do roku 1962, pak ji zbourali kvůli parkovišti. Konečně se vrací.
Věra | 14. 3. 2012 9:05 | 0 | - | Můj táta si pamatoval, jak se v ní v létě koupaly děti.
Jaroslav Kříž | 14. 3. 2012 9:40 | 1 | - | To si pamatuji i já, dostal jsem za to doma vynadáno.
Michal Beneš | 14. 3. 2012 10:30 | - | - | A kolik to bude stát? V článku to chybí.
Lipnické listy | 14. 3. 2012 11:15 | 3 | r=redakce | Podle radnice 3,2 milionu korun, z toho polovinu zaplatí dotace z kraje.
Standa | 14. 3. 2012 13:00 | - | - | Pěkné.
""")

    def item(i: int, c: C) -> str:
        rank = c.get("r")
        return (
            f'<div class="prispevek" style="margin-left:{(_depth(cs, i) - 1) * 25}px" id="p{i + 1}">'
            f'<div class="pr-hlava"><strong>{esc(c.name)}</strong>'
            + (f' <span class="pr-redakce">({esc(rank)})</span>' if rank else "")
            + f' <span class="pr-cas">{esc(c.when)}</span></div><div class="pr-text">{paras(c.text)}</div>'
            f'<div class="pr-odkazy"><a href="#odp">Odpovědět</a> | <a href="/nahlasit/{i + 1}">Nahlásit</a></div></div>'
        )

    block = (
        '<div class="diskuse"><h3>Diskuse (6)</h3><p>Řazení: <b>vlákna</b> | <a href="?d=cas">podle času</a></p>'
        + "".join(item(i, cs[i]) for i in _dfs(cs))
        + "</div>"
    )
    st = Story(
        "Na náměstí se vrátí kašna",
        "Petra Veselá",
        "2012-03-13T14:00:00+01:00",
        "13. 3. 2012",
        """
Rada města schválila stavbu nové kašny na Masarykově náměstí. Stát bude na místě té původní, kterou město nechalo zbourat v roce 1962.

Kašna bude mít kamenné obložení a pítko. Hotová by měla být v září.
""",
        section="Zprávy",
        related=(
            "Náměstí bez aut? Radnice zvažuje ~ 20. 2. 2012 ~ Parkoviště by se mohlo přesunout za radnici.",
            "Pamětníci vzpomínají na starou kašnu ~ 5. 1. 2012 ~ Fotografie z archivu muzea.",
            "Oprava radnice začne v létě ~ 12. 12. 2011 ~ Úřad se na rok přestěhuje do školy.",
        ),
        tags=("náměstí", "kašna"),
    )
    return make(
        "aw-cs-okraje-inline",
        "discussion",
        "cs-lipnik",
        st,
        Parts(after=block),
        seeds(cs),
        path="/zpravy/na-namesti-se-vrati-kasna-20120313",
        container="div.diskuse after the article: h3 'Diskuse (6)', flat div.prispevek with inline margin-left (0, 25, 50 px) drawing the replies (strong name, '(redakce)', span.pr-cas, div.pr-text, 'Odpovědět | Nahlásit')",
        heading="Diskuse (6)",
        description="A Czech regional portal of 2012: 6 readers' comments drawn flat, replies shown by inline left margins only (three levels), the newsroom's answer, 'Pěkné.'.",
    )


def tr_most_liked() -> Case:
    cs = thread("""
Mehmet Aksoy | 14.03.2012 09:40 | - | v=57/4 | Sahil yolu kapanırsa balıkçılar limana nasıl ulaşacak? Her sabah dörtte kamyonla mal taşıyoruz.
Karaburun Haber | 14.03.2012 11:05 | 0 | b=Editör,v=12/0 | Belediye, ticari araçların sabah 04.00 ile 08.00 arasında geçebileceğini açıkladı.
Mehmet Aksoy | 14.03.2012 11:30 | 1 | v=9/0 | Bilgi için teşekkürler.
Ayşe Kaya | 14.03.2012 08:15 | - | v=41/2 | Yazın sahil yolunda yürümek imkansız, her yer araba. Çok iyi bir karar.
Hasan | 14.03.2012 10:20 | - | v=18/11 | Esnaf ne olacak? Turist arabasını park edemezse alışveriş de yapmaz.
Fatma Öztürk | 14.03.2012 10:45 | 4 | v=7/1 | Otopark belediye binasının arkasına yapılıyor, haberde yazıyor.
Serkan | 14.03.2012 12:10 | - | v=6/1 | Bence sadece yaz aylarında kapansın.
Kemal Dede | 14.03.2012 13:30 | - | v=3/0 | Eskiden o yol toprak yoldu, arabayla kimse girmezdi. Geri dönüyoruz.
Gökhan | 14.03.2012 15:00 | - | v=2/0 | Katılıyorum.
""")

    def item(i: int, c: C, sub: str) -> str:
        up, down = c.get("v").split("/")
        badge = c.get("b")
        return (
            f'<li class="yrm" id="yrm{i + 1}"><div class="yrm-ust"><img src="/_avatar/t-{slug(c.name)}.svg" alt="" width="32" height="32" /> '
            f'<span class="yrm-ad">{esc(c.name)}</span>'
            + (f' <span class="yrm-rozet">{esc(badge)}</span>' if badge else "")
            + f' <span class="yrm-tarih">{esc(c.when)}</span></div><div class="yrm-metin">{paras(c.text)}</div>'
            f'<div class="yrm-alt"><a href="#">Beğen ({up})</a> <a href="#">Beğenme ({down})</a> <a href="#yanit">Yanıtla</a> '
            f'<a href="/sikayet/{i + 1}">Şikayet et</a></div>'
            + (f'<ul class="yrm-yanitlar">{sub}</ul>' if sub else "")
            + "</li>"
        )

    block = (
        '<div class="yorumlar"><h3>Yorumlar (9)</h3><p class="yrm-sekme"><a href="?s=yeni">En yeni</a> | <b>En çok beğenilen</b></p>'
        '<ul class="yrm-liste">'
        + tree(cs, item, lambda s: s)
        + '</ul><p>Yorum yazmak için <a href="/giris">giriş yapın</a>.</p></div>'
    )
    st = Story(
        "Sahil yolu yazın araç trafiğine kapatılıyor",
        "Haber Merkezi",
        "2012-03-13T18:20:00+02:00",
        "13.03.2012 18:20",
        """
Karaburun Belediye Meclisi, sahil yolunun 1 Haziran ile 15 Eylül arasında araç trafiğine kapatılmasına karar verdi. Yol bu dönemde yayalara ve bisikletlilere ayrılacak.

Belediye binasının arkasına 300 araçlık bir otopark yapılacak. Ticari araçlar sabah saatlerinde yolu kullanabilecek.
""",
        section="Yerel",
        related=(
            "Sahilde otopark sorunu büyüyor ~ 02.03.2012 ~ Esnaf belediyeden çözüm bekliyor.",
            "Bisiklet yolu projesi onaylandı ~ 15.02.2012 ~ Limandan plaja kadar uzanacak.",
            "Balıkçı barınağı genişletiliyor ~ 10.01.2012 ~ Yeni iskele yaz başında hazır.",
        ),
        tags=("sahil yolu", "belediye"),
    )
    return make(
        "aw-tr-en-cok-begenilen",
        "discussion",
        "tr-karaburun",
        st,
        Parts(after=block),
        seeds(cs),
        path="/yerel/sahil-yolu-yazin-trafige-kapatiliyor-h4410.html",
        container="div.yorumlar after the related stories: h3 'Yorumlar (9)', tabs 'En yeni' / 'En çok beğenilen' (the latter shown), ul.yrm-liste > li.yrm (img, span.yrm-ad, span.yrm-rozet 'Editör', span.yrm-tarih, div.yrm-metin, 'Beğen (n) Beğenme (n) Yanıtla Şikayet et'), replies in ul.yrm-yanitlar, three levels",
        heading="Yorumlar (9)",
        description="A Turkish tabloid of 2012: 9 readers' comments in 'most liked' order (top level by likes, times out of order), replies three levels deep, the editor's answer, 'Katılıyorum.'.",
    )


def ja_dl() -> Case:
    cs = thread("""
川辺市民 | 2012年3月14日 8:05 | - | - | 市民会館は耐震性が心配だったので、建て替えは賛成です。ただ三年間使えないのは長いですね。
合唱団員 | 2012年3月14日 8:40 | 0 | - | うちの合唱団も毎年の発表会を市民会館でやっています。三年間どこで練習すればいいのか困っています。
川辺新報 編集部 | 2012年3月14日 10:20 | 1 | r=編集部 | 市によると、工事期間中は川辺高校の講堂と文化センターの小ホールを貸し出す予定とのことです。
合唱団員 | 2012年3月14日 10:45 | 2 | - | ありがとうございます。安心しました。
たけし | 2012年3月14日 12:10 | - | - | 42億円は高すぎる。人口が減っているのに大きなホールは必要ないと思う。
まゆみ | 2012年3月14日 13:00 | 4 | - | 客席は今より200席少なくなると記事に書いてありますよ。
通りすがり | 2012年3月14日 15:30 | - | - | 同意です。
""")

    def item(i: int, c: C, sub: str) -> str:
        rank = c.get("r")
        return (
            f'<dl class="koe" id="koe{i + 1}"><dt class="koe-mei"><img src="/_avatar/j-{i}.svg" alt="" width="24" height="24" /> '
            f'<span class="koe-name">{esc(c.name)}</span>'
            + (f' <span class="koe-kata">［{esc(rank)}］</span>' if rank else "")
            + f' <span class="koe-hi">{esc(c.when)}</span></dt><dd class="koe-hon">{paras(c.text)}'
            f'<p class="koe-sousa"><a href="#henshin">返信</a> ｜ <a href="/tsuho/{i + 1}">違反報告</a> ｜ 参考になった {(i * 4) % 9}</p>'
            + sub
            + "</dd></dl>"
        )

    block = (
        '<div class="dokusha-koe"><h3>読者の声（7件）</h3>'
        + tree(cs, item, lambda s: s)
        + '<p class="koe-chui">投稿には<a href="/login">ログイン</a>が必要です。</p></div>'
    )
    st = Story(
        "市民会館、42億円で建て替えへ　2015年完成目指す",
        "社会部 佐藤 美咲",
        "2012-03-13T17:00:00+09:00",
        "2012年3月13日 17:00",
        """
川辺市は13日、老朽化した市民会館を建て替える方針を明らかにした。総事業費は約42億円で、2015年春の完成を目指す。

新しいホールの客席は約800席で、現在より200席少なくなる。工事期間中の約3年間は閉館となる。
""",
        section="地域",
        related=(
            "市民会館の耐震診断結果公表 ~ 2012年1月20日 ~ 震度6強で倒壊の恐れと判定された。",
            "文化センター利用者が増加 ~ 2011年12月5日 ~ 昨年度の利用者数は過去最高に。",
            "川辺高校講堂を一般開放 ~ 2011年11月2日 ~ 週末に限り市民団体へ貸し出し。",
        ),
        tags=("市民会館", "川辺市"),
    )
    return make(
        "aw-ja-dl-ireko",
        "discussion",
        "ja-kawabe",
        st,
        Parts(after=block),
        seeds(cs),
        path="/chiiki/20120313-shiminkaikan-tatekae.html",
        container="div.dokusha-koe after the related stories: h3 '読者の声（7件）', one dl.koe per comment (dt: img, span.koe-name, '［編集部］', span.koe-hi; dd: the text, '返信 ｜ 違反報告 ｜ 参考になった n'), replies as dl.koe inside the parent's dd, three levels",
        heading="読者の声（7件）",
        description="A Japanese city paper of 2012: 7 readers' comments in nested definition lists, the newsroom's answer, '同意です。'.",
    )


def da_pick() -> Case:
    cs = thread("""
Birgit Holm | 14. marts 2012 kl. 08:30 | - | - | Søndagsåbent ville være en gave for os, der arbejder hele ugen. Jeg når aldrig på biblioteket.
Ole P. | 14. marts 2012 kl. 09:15 | - | - | Hvem skal betale for det? Personalet skal vel have tillæg.
Morten Kjær | 14. marts 2012 kl. 10:40 | 1 | - | Artiklen skriver, at det bliver selvbetjening om søndagen. Man låser sig ind med sundhedskortet.
Ole P. | 14. marts 2012 kl. 11:02 | 2 | - | Så er det i orden.
Hanne Riis | 14. marts 2012 kl. 12:20 | - | pick | Som bibliotekar i 31 år glæder jeg mig over, at flere får adgang til bøgerne. Men husk, at et bibliotek også er mennesker: Der er ingen til at hjælpe børnene med at finde den rigtige bog om søndagen. // Jeg håber, byrådet vil prøve med bemanding et par timer om måneden.
""")
    pick = next(i for i, c in enumerate(cs) if c.has("pick"))

    def item(i: int, c: C, sub: str, anchor: str = "") -> str:
        return (
            f'<div class="debat-indlaeg" id="{anchor or f"ind{i + 1}"}"><p class="debat-hoved"><img src="/_avatar/d-{slug(c.name)}.svg" alt="" width="30" height="30" /> '
            f'<a href="/profil/{slug(c.name)}" class="debat-navn">{esc(c.name)}</a> <span class="debat-tid">{esc(c.when)}</span></p>'
            f'<div class="debat-tekst">{paras(c.text)}</div><p class="debat-fod"><a href="#svar">Svar</a> · '
            f'<a href="/anmeld/{i + 1}">Anmeld</a> · Synes godt om ({(i * 6) % 10})</p>'
            + (f'<div class="debat-svar">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        '<div class="debat"><h3>Debat: 5 indlæg</h3><div class="debat-valgt"><h4>Redaktionens valg</h4>'
        + item(pick, cs[pick], "", anchor="valgt-1")
        + '</div><div class="debat-alle"><h4>Alle indlæg</h4>'
        + tree(cs, item, lambda s: s)
        + '</div><p><a href="/login">Log ind</a> for at deltage i debatten.</p></div>'
    )
    st = Story(
        "Biblioteket kan få søndagsåbent",
        "Af Jakob Winther",
        "2012-03-13T20:00:00+01:00",
        "13. marts 2012",
        """
Skovbæk Bibliotek kan fra efteråret holde åbent om søndagen. Kultur- og fritidsudvalget har bedt forvaltningen om at undersøge en ordning med selvbetjening, hvor lånerne låser sig ind med sundhedskortet.

Ordningen findes allerede i flere andre kommuner. Byrådet tager stilling i maj.
""",
        section="Lokalt",
        related=(
            "Nyt læsehold for børn ~ 1. marts 2012 ~ Biblioteket starter lektiecafé om tirsdagen.",
            "Færre udlån i 2011 ~ 20. januar 2012 ~ Til gengæld stiger antallet af e-bøger.",
            "Kulturhuset åbner i foråret ~ 10. december 2011 ~ Biblioteket flytter ikke med.",
        ),
        tags=("bibliotek", "byrådet"),
    )
    return make(
        "aw-da-redaktionens-valg",
        "discussion",
        "da-skovbaek",
        st,
        Parts(after=block),
        seeds(cs),
        path="/lokalt/biblioteket-kan-faa-soendagsaabent",
        container="div.debat after the related stories: h3 'Debat: 5 indlæg', a 'Redaktionens valg' box repeating one comment, then 'Alle indlæg': div.debat-indlaeg (img, a.debat-navn profile link, span.debat-tid, div.debat-tekst, 'Svar · Anmeld · Synes godt om (n)'), replies in div.debat-svar, three levels",
        heading="Debat: 5 indlæg",
        description="A Danish tabloid of 2012: 5 readers' comments, the editors' pick shown first in its own box and again in the thread (once in the truth), a two-paragraph comment, replies three levels deep.",
    )


def small_aw() -> list[Case]:
    return [
        pl_tabloid(),
        sv_portal(),
        pt_most_voted(),
        ru_tables(),
        cs_margins(),
        tr_most_liked(),
        ja_dl(),
        da_pick(),
    ]
