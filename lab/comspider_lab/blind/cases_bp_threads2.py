"""Blind set BP: five more hand-built discussions beside readers' contributions that are not a discussion: a
consumer-advice article with a poll's results and a button that fetches the comments as an HTML fragment, one of them
removed by a moderator (pl); a newspaper's page on a municipal consultation with the numbered submissions and a
discussion drawn at load from JSON in the page (fi); a recipe with readers' reviews and a discussion whose later
replies are folded behind "Zobrazit další odpovědi" (cs); a recipe with an "I made this" gallery and the comments in a
dialog (ja); a local guide with visitors' star reviews and a discussion continued by "더보기" (ko). Every class
name, name, place and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bp_common import (
    Bits,
    Case,
    Note,
    Piece,
    case,
    draw,
    esc,
    payload,
    ptext,
    rows,
    seeds,
    talk,
)
from comspider_lab.blind.widgets import stars


def pl_fragment() -> Case:
    ns = talk("""
Agnieszka K. @ 18.10.2016, 08:14 :: Sklep odrzucił moją reklamację, bo „ślady użytkowania”. Buty rozkleiły się po trzech tygodniach chodzenia do pracy. Co teraz?
  Portfel i Dom – redakcja @ 18.10.2016, 09:30 [team] :: Pani Agnieszko, ślady użytkowania przy wadzie, która wyszła po trzech tygodniach, nie są podstawą odmowy. Proszę złożyć odwołanie na piśmie, powołać się na rękojmię, a w razie odmowy zwrócić się do miejskiego rzecznika konsumentów.
    Agnieszka K. @ 18.10.2016, 10:02 :: Dziękuję, napiszę jeszcze dziś.
  Marek_W @ 18.10.2016, 09:48 :: Miałem to samo. Dopiero pismo od rzecznika zadziałało, po dwóch tygodniach oddali pieniądze.
Tomasz @ 18.10.2016, 11:47 :: Czy przy zakupie w internecie lepiej odstąpić od umowy w 14 dni niż reklamować?
  Ewa Lis @ 18.10.2016, 12:05 :: Jeśli wada wyszła od razu, to tak, odstąpienie jest szybsze i nie trzeba niczego udowadniać.
  Portfel i Dom – redakcja @ 18.10.2016, 13:20 [team] :: Dokładnie. Odstąpienie nie wymaga podawania przyczyny, reklamacja tak. Piszemy o tym w punkcie 2.
Halina @ 18.10.2016, 14:33 :: A jak sklep nie odpisuje w ciągu 14 dni?
  Ewa Lis @ 18.10.2016, 15:01 :: To reklamację uznaje się za przyjętą. Warto mieć dowód nadania.
Robert Nowicki @ 19.10.2016, 07:55 [gone-before] :: Kupiłem buty na wyprzedaży, a sklep twierdzi, że rzeczy przecenionych nie reklamuje. Czy to zgodne z prawem?
  Kasia z Gdyni @ 19.10.2016, 08:20 :: Nie jest. Przecena nie odbiera prawa do reklamacji, chyba że przecena była właśnie z powodu tej wady.
    Robert Nowicki @ 19.10.2016, 08:41 :: Nie było żadnej informacji o wadzie. Dzięki!
Grażyna Pawlak @ 20.10.2016, 19:10 :: Bardzo przydatny artykuł, wydrukowałam wzór pisma.
  Zbyszek @ 20.10.2016, 21:44 :: Ja też, szkoda tylko, że nie ma wersji do edycji.
""")

    def item(i: int, n: Note, sub: str) -> str:
        gone = (
            '<div class="pd-wpis pd-usuniety"><p class="pd-info">Komentarz został usunięty przez moderatora.</p></div>'
            if n.tag("gone-before")
            else ""
        )
        red = ' <span class="pd-odznaka">redakcja</span>' if n.tag("team") else ""
        return (
            gone
            + f'<div class="pd-wpis" id="pd-w{3300 + i}"><div class="pd-naglowek"><b class="pd-autor">{esc(n.who)}</b>{red}'
            f' <span class="pd-czas">{esc(n.at)}</span></div>{ptext(n.body, "pd-tresc")}'
            f'<div class="pd-opcje"><a href="#pd-odp">Odpowiedz</a> · <a href="/zglos/{3300 + i}">Zgłoś</a></div>{sub}</div>'
        )

    frag_path = "/fragmenty/pd-komentarze-reklamacja-butow.html"
    fragment = (
        f'<div class="pd-dyskusja"><h2>Komentarze czytelników ({len(ns)})</h2>'
        + draw(ns, item, lambda s, _p: f'<div class="pd-odpowiedzi">{s}</div>')
        + '<form id="pd-odp" action="/komentarz" method="post"><textarea name="k"></textarea><button>Dodaj komentarz</button></form></div>'
    )
    poll = (
        '<aside class="pd-sonda"><h3>Sonda</h3><p>Czy udało ci się kiedyś skutecznie zareklamować buty?</p><ul>'
        '<li>Tak <span class="pd-pasek" style="width:41%"></span> 41% (812 głosów)</li>'
        '<li>Nie <span class="pd-pasek" style="width:37%"></span> 37% (733 głosy)</li>'
        '<li>Nie próbowałem <span class="pd-pasek" style="width:22%"></span> 22% (436 głosów)</li></ul>'
        "<p><small>Głosowało 1981 osób · sonda zamknięta 31.10.2016</small></p></aside>"
    )
    after = (
        f'<div class="pd-miejsce"><button type="button" class="pd-pokaz" id="pd-pokaz" data-src="{frag_path}">Pokaż komentarze ({len(ns)})</button></div>'
        "<script>document.getElementById('pd-pokaz').addEventListener('click', function () { var b = this;"
        " fetch(b.dataset.src).then(function (r) { return r.text(); }).then(function (h) {"
        " var t = document.createElement('template'); t.innerHTML = h; b.parentNode.replaceWith(t.content); }); });</script>"
    )
    style = (
        ".pd-sonda{border:2px solid #161616;padding:10px 16px;margin:20px 0}.pd-sonda ul{list-style:none;padding:0}.pd-pasek{display:inline-block;height:8px;background:#c4161c;margin:0 6px}"
        ".pd-pokaz{background:#161616;color:#fff;border:0;padding:10px 18px;font-weight:bold;cursor:pointer}.pd-wpis{border-top:1px solid #ddd;padding:8px 0}"
        ".pd-odpowiedzi{margin-left:26px}.pd-czas{color:#777;font-size:13px}.pd-odznaka{background:#c4161c;color:#fff;font-size:11px;padding:0 4px}.pd-usuniety{color:#999;font-style:italic}"
    )
    piece = Piece(
        "Jak reklamować buty kupione przez internet? Poradnik krok po kroku",
        "Katarzyna Wróbel",
        "2016-10-17T07:00:00+02:00",
        "17.10.2016",
        """
Buty to jeden z najczęściej reklamowanych towarów. Sklepy internetowe często odrzucają reklamacje, powołując się na „niewłaściwe użytkowanie”. Wyjaśniamy, jakie prawa ma kupujący i jak napisać skuteczne pismo.

Po pierwsze: przy zakupie przez internet można w ciągu 14 dni odstąpić od umowy bez podania przyczyny. Po drugie: przez dwa lata od zakupu sprzedawca odpowiada za wady z tytułu rękojmi. Po trzecie: na odpowiedź na reklamację sklep ma 14 dni, a jeśli milczy, reklamację uznaje się za przyjętą.
""",
        dek="Odstąpienie od umowy, rękojmia, gwarancja: co wybrać i jak napisać pismo.",
        section="Prawa konsumenta",
        popular=("Ile kosztuje konto w banku", "Zwrot za lot odwołany", "Rachunek za prąd wyższy"),
        related=(
            "Wzór pisma reklamacyjnego",
            "Rzecznik konsumentów: jak pomaga",
            "Zwroty w sklepach internetowych",
        ),
    )
    return case(
        "bp-pl-fragment",
        "discussion",
        "pl-portfel",
        piece,
        Bits(inside=poll, after=after, style=style),
        seeds(ns),
        path="/prawa-konsumenta/reklamacja-butow-internet",
        reveal="button: 'Pokaż komentarze (14)' under the article fetches an HTML fragment with the discussion and puts it where the button was",
        container="div.pd-dyskusja (fetched): h2 'Komentarze czytelników (14)', div.pd-wpis (b.pd-autor, 'redakcja' tag, span.pd-czas, p.pd-tresc), replies in div.pd-odpowiedzi, three levels; one removed placeholder",
        heading="Komentarze czytelników (14)",
        description="A Polish consumer-advice site of 2016: a guide to returning shoes with a closed poll's results (three answers, percentages and vote counts), and a button that fetches the 14 readers' comments as an HTML fragment (the editors answering twice; replies three levels deep; one comment removed by a moderator, shown as a placeholder and not in the truth). Most awkward: a poll's tallies in the article, the discussion only after a click.",
        files={frag_path: fragment},
        lookalikes=("a poll's results with vote counts",),
        check_steps=("click:#pd-pokaz", "wait:800"),
    )


def fi_inline_json() -> Case:
    ns = talk("""
Tiina Kallio @ 12.9.2018 klo 7.45 :: Meidän lapset lähtevät jo nyt 6.50 pysäkille. Jos reitti pitenee, ekaluokkalainen istuu autossa tunnin.
  Jussi @ 12.9.2018 klo 8.10 :: Sama tilanne Kivirannassa. Lausunto numero 4 sanoo tämän hyvin.
  Järvilaakson Sanomat @ 12.9.2018 klo 9.30 [team] :: Kiitos Tiina. Kysyimme sivistysjohtajalta matka-ajoista, vastaus tulee torstain lehteen.
Markku Leinonen @ 12.9.2018 klo 12.20 :: Kunnan pitää säästää jostain. Parempi kuljetuksista kuin opettajista.
  Hanna-Riikka @ 12.9.2018 klo 13.05 :: Ei tässä säästetä, kustannukset vain siirtyvät vanhemmille, jotka ajavat lapset itse kouluun.
    Markku Leinonen @ 12.9.2018 klo 13.40 :: Totta, en ollut ajatellut sitä puolta.
Aila @ 13.9.2018 klo 10.15 :: Mihin mennessä lausunnon voi vielä jättää?
  Järvilaakson Sanomat @ 13.9.2018 klo 10.50 [team] :: Lausuntoaika päättyy 28. syyskuuta. Linkki kunnan lomakkeeseen on jutun lopussa.
Pekka Rautiainen @ 14.9.2018 klo 18.02 :: Hyvä juttu. Olisi kiva nähdä myös kartta uusista reiteistä.
""")
    subs = rows("""
1 | Kivirannan koulun vanhempainyhdistys | 5.9.2018 | Vastustamme reittien yhdistämistä. Pisin matka-aika nousisi 70 minuuttiin.
2 | Järvilaakson Taksi Oy | 6.9.2018 | Kalusto riittää uusille reiteille, jos aamun ajot porrastetaan.
3 | Yksityishenkilö, Heinäniemi | 7.9.2018 | Toivomme pysäkkiä Heinäniementien risteykseen, nyt lapset kävelevät pimeää tienvartta.
4 | Kivirannan kyläyhdistys | 8.9.2018 | Kyläkoulun tulevaisuus riippuu kuljetuksista. Pyydämme kokeilua ennen päätöstä.
5 | Liikenneturvallisuustyöryhmä | 10.9.2018 | Pysäkkien valaistukseen ja heijastimiin on kiinnitettävä huomiota.
""")
    team = [i + 1 for i, n in enumerate(ns) if n.tag("team")]
    block = (
        '<section class="js-lausunnot"><h2>Kunnalle jätetyt lausunnot</h2><p class="js-info">Kunta julkaisee lausunnot sitä mukaa kuin niitä saapuu. Tilanne 11.9.2018.</p><ol>'
        + "".join(
            f'<li class="js-lausunto"><span class="js-nro">Lausunto {esc(k)}</span> <b>{esc(w)}</b> <span class="js-pvm">{esc(d)}</span><p>{esc(t)}</p></li>'
            for k, w, d, t in subs
        )
        + '</ol><p><a href="/jarvilaakso/koulukuljetukset-lausuntolomake">Jätä oma lausuntosi kunnalle</a></p></section>'
    )
    after = (
        f'<section class="js-keskustelu"><h2>Keskustelu</h2><p class="js-maara">{len(ns)} kommenttia</p><div id="js-ketju"></div></section>'
        f'<script type="application/json" id="js-ketju-data">{payload(ns)}</script>'
        "<script>\n(function () {\n  var all = JSON.parse(document.getElementById('js-ketju-data').textContent); var team = "
        + str(team)
        + ";\n"
        "  function node(c) {\n"
        "    var d = document.createElement('div'); d.className = 'js-viesti' + (team.indexOf(c.n) >= 0 ? ' js-toimitus' : '');\n"
        "    var h = document.createElement('div'); h.className = 'js-kirjoittaja'; h.textContent = c.user;\n"
        "    var a = document.createElement('div'); a.className = 'js-aika'; a.textContent = c.posted;\n"
        "    d.append(h, a); c.msg.split('\\n\\n').forEach(function (p) { var e = document.createElement('p'); e.textContent = p; d.append(e); });\n"
        "    all.filter(function (x) { return x.to === c.n; }).forEach(function (k) { var w = document.createElement('div'); w.className = 'js-vastaus'; w.append(node(k)); d.append(w); });\n"
        "    return d;\n  }\n"
        "  var box = document.getElementById('js-ketju');\n"
        "  all.filter(function (x) { return x.to === null; }).forEach(function (c) { box.append(node(c)); });\n})();\n</script>"
    )
    style = (
        ".js-lausunnot{background:#f4f4ef;padding:12px 18px;margin:22px 0}.js-lausunnot ol{list-style:none;padding:0}.js-lausunto{border-bottom:1px solid #ddd;padding:6px 0}"
        ".js-nro{background:#161616;color:#fff;font-size:12px;padding:1px 6px}.js-pvm{color:#777;font-size:13px}.js-viesti{border-left:3px solid #ddd;padding:4px 10px;margin:10px 0}"
        ".js-toimitus{border-left-color:#c4161c}.js-kirjoittaja{font-weight:bold}.js-aika{color:#777;font-size:12px}.js-vastaus{margin-left:20px}"
    )
    piece = Piece(
        "Koulukuljetukset uusiksi: kunta kysyy asukkaiden mielipidettä",
        "Anu Heikkilä",
        "2018-09-11T16:00:00+03:00",
        "11.9.2018 16:00",
        """
Järvilaakson kunta aikoo yhdistää Kivirannan ja Heinäniemen koulukuljetukset yhdeksi reitiksi ensi syksystä alkaen. Säästöä tulisi kunnan arvion mukaan noin 80 000 euroa vuodessa.

Suunnitelmasta voi jättää lausunnon kunnalle 28. syyskuuta asti. Kunta julkaisee saapuneet lausunnot verkkosivuillaan, ja kokosimme ne myös tähän juttuun.
""",
        dek="Kivirannan ja Heinäniemen reitit yhdistettäisiin. Lausuntoaika päättyy 28. syyskuuta.",
        section="Järvilaakso",
        popular=("Uimahalli kiinni syyslomalla", "Hirvikolari valtatiellä", "Uusi kahvila torin laidalle"),
        related=("Kyläkoulun tulevaisuus auki", "Näin jätät lausunnon", "Taksit pelkäävät tarjouskilpailua"),
    )
    return case(
        "bp-fi-lausunnot",
        "discussion",
        "fi-jarvilaakso",
        piece,
        Bits(inside=block, after=after, style=style),
        seeds(ns),
        path="/jarvilaakso/koulukuljetukset-lausunnot",
        reveal="script: the discussion is drawn at load from JSON in a script element of the page",
        container="section.js-keskustelu: h2 'Keskustelu', div#js-ketju > div.js-viesti (div.js-kirjoittaja, div.js-aika, p), replies in div.js-vastaus, three levels",
        heading="Keskustelu",
        description="A Finnish local paper of 2018 on a municipal consultation about school transport: the 5 numbered submissions sent to the municipality (organisation or person, date, summary) in the served HTML, and 9 readers' comments drawn at load from JSON in the page (the paper answering twice; replies three levels deep). Most awkward: the numbered submissions are the only discussion-like list in the served HTML.",
        lookalikes=("a consultation's numbered submissions",),
        check_steps=("wait:300",),
    )


def cs_folded() -> Case:
    ns = talk("""
Jana Dvořáková @ 8. 2. 2015 17:20 :: Kolik smetany přesně? V receptu je „podle chuti“ a já jsem úplný začátečník.
  Plná Kuchyně @ 8. 2. 2015 18:05 [team] :: Jano, na tuto dávku počítejte 250 ml smetany ke šlehání. Doplnili jsme to do receptu.
  Marie K. @ 8. 2. 2015 18:40 [fold] :: Já dávám ještě lžíci zakysané, omáčka pak není tak sladká.
  Jana Dvořáková @ 8. 2. 2015 19:02 [fold] :: Děkuji oběma, v neděli to zkusím.
Petr Hora @ 9. 2. 2015 09:15 :: Maso jsem místo špikování obalil slaninou, vydrželo šťavnaté i po třech hodinách.
  Libuše @ 9. 2. 2015 10:40 :: Slaninou se přece špikuje, ne? To je totéž.
    Petr Hora @ 9. 2. 2015 11:05 :: Skoro. Já ji jen omotal kolem, bez špikovací jehly. Líná verze.
Zdeněk @ 10. 2. 2015 20:30 :: V receptu chybí knedlíky. Bez nich to není svíčková.
  Plná Kuchyně @ 11. 2. 2015 08:10 [team] :: Zdeňku, recept na houskový knedlík najdete v odkazu pod ingrediencemi.
  Hanka @ 11. 2. 2015 09:00 [fold] :: A brusinky! Ty se taky nesmí vynechat.
Věra Malá @ 14. 2. 2015 16:45 :: Vařila jsem na Valentýna, manžel říkal, že lepší než v restauraci u nádraží.
  Marie K. @ 14. 2. 2015 17:30 :: To je ta nejlepší pochvala.
Tomáš @ 15. 2. 2015 12:12 :: Dá se omáčka zamrazit?
""")
    reviews = rows("""
Lenka | 5 | 7. 2. 2015 | Přesně jako u babičky. Omáčku jsem ale propasírovala přes síto.
Karel | 4 | 6. 2. 2015 | Výborné, jen na mě trochu sladké.
Eva Horáková | 5 | 5. 2. 2015 | Dělala jsem na oslavu pro dvanáct lidí, nic nezbylo.
Radek | 3 | 5. 2. 2015 | Dlouho se to dělá, tři hodiny jsou minimum.
""")

    def item(i: int, n: Note, sub: str) -> str:
        hidden = " hidden" if n.tag("fold") else ""
        red = ' <span class="pk-red">Redakce</span>' if n.tag("team") else ""
        return (
            f'<li class="pk-prispevek"{hidden}><p class="pk-hlava"><span class="pk-jmeno">{esc(n.who)}</span>{red} '
            f'<span class="pk-kdy">{esc(n.at)}</span></p>{ptext(n.body, "pk-obsah")}{sub}</li>'
        )

    def nest(inner: str, p: int) -> str:
        folded = [k for k, n in enumerate(ns) if n.parent == p and n.tag("fold")]
        more = (
            f'<li class="pk-vice"><button type="button" class="pk-rozbal" id="pk-rozbal-{p}">Zobrazit další odpovědi ({len(folded)})</button></li>'
            if folded
            else ""
        )
        return f'<ul class="pk-odpovedi">{inner}{more}</ul>'

    block = (
        '<section class="pk-hodnoceni"><h2>Hodnocení receptu</h2><p class="pk-prumer">★ 4,7 z 5 (58 hodnocení)</p>'
        + "".join(
            f'<div class="pk-recenze"><span class="pk-hvezdy">{stars(int(r))}</span> <b>{esc(a)}</b> <small>{esc(d)}</small><p>{esc(t)}</p></div>'
            for a, r, d, t in reviews
        )
        + '<a href="/recepty/svickova-na-smetane/hodnoceni">Všech 58 hodnocení</a></section>'
    )
    after = (
        f'<section class="pk-diskuse"><h2>Diskuse k receptu ({len(ns)})</h2><ul class="pk-vlakno">'
        + draw(ns, item, nest)
        + '</ul><form action="/diskuse" method="post"><textarea name="t"></textarea><button>Přidat příspěvek</button></form></section>'
        "<script>document.querySelectorAll('.pk-rozbal').forEach(function (b) { b.addEventListener('click', function () {"
        " var ul = b.closest('.pk-odpovedi'); ul.querySelectorAll(':scope > li[hidden]').forEach(function (li) { li.hidden = false; });"
        " b.parentNode.remove(); }); });</script>"
    )
    style = (
        ".pk-hodnoceni{background:#f3ede2;padding:12px 18px;margin:22px 0;border-radius:6px}.pk-hvezdy{color:#d18f00}.pk-recenze{border-top:1px solid #e0d6c6;padding:6px 0}"
        ".pk-diskuse{max-width:760px;margin:0 auto;padding:0 20px}.pk-vlakno,.pk-odpovedi{list-style:none;padding-left:0}.pk-odpovedi{margin-left:26px}"
        ".pk-prispevek{border-bottom:1px solid #eee;padding:6px 0}.pk-jmeno{font-weight:bold}.pk-kdy{color:#8a7b6a;font-size:13px}.pk-red{background:#7a3e1d;color:#fff;font-size:11px;padding:0 4px}"
        ".pk-rozbal{background:none;border:0;color:#7a3e1d;cursor:pointer;font-weight:bold}"
    )
    piece = Piece(
        "Svíčková na smetaně podle babičky Vlasty",
        "Recept: Věra Kubínová",
        "2015-02-04T10:00:00+01:00",
        "4. 2. 2015",
        """
Svíčková je jídlo na neděli a na oslavy. Nejdéle trvá příprava zeleniny a pomalé dušení masa, samotná omáčka je pak hotová za čtvrt hodiny.

Hovězí svíčkovou (1 kg) prošpikujte slaninou, osolte a opečte. Přidejte kořenovou zeleninu, cibuli, bobkový list, nové koření a pepř, podlijte vodou a duste tři hodiny. Zeleninu rozmixujte se smetanou a dochuťte citronem a cukrem.
""",
        dek="Poctivá omáčka, která se dusí tři hodiny. Podáváme s knedlíkem a brusinkami.",
        section="Recepty",
        popular=("Bramboráky jako od babičky", "Kulajda", "Buchty s povidly", "Koprovka"),
        related=("Houskový knedlík", "Brusinkový kompot", "Vepřo knedlo zelo"),
    )
    return case(
        "bp-cs-odpovedi",
        "discussion",
        "cs-kuchyne",
        piece,
        Bits(inside=block, after=after, style=style),
        seeds(ns),
        path="/recepty/svickova-na-smetane",
        reveal="folded replies: the discussion is in the served HTML, but all replies after a thread's first are hidden behind 'Zobrazit další odpovědi (n)' buttons (two)",
        container="section.pk-diskuse: h2 'Diskuse k receptu (13)', ul.pk-vlakno > li.pk-prispevek (span.pk-jmeno, 'Redakce' tag, span.pk-kdy, p.pk-obsah), replies in ul.pk-odpovedi, three levels; 3 replies hidden",
        heading="Diskuse k receptu (13)",
        description="A Czech recipe site of 2015: a classic sauce recipe with 4 readers' reviews with stars (58 in all), and a discussion of 13 readers' comments (the site answering twice; replies three levels deep) whose later replies are hidden behind two 'show more replies' buttons. Most awkward: the reviews sit just above the discussion in the same shape (name, date, text); three replies are hidden in the served HTML.",
        static=True,
        lookalikes=("readers' reviews with stars",),
        check_steps=("click:#pk-rozbal-0", "click:#pk-rozbal-7"),
    )


def ja_dialog() -> Case:
    ns = talk("""
みかん母さん @ 2021/06/13 12:04 :: 卵を二回に分けて入れるのがコツなんですね。今までずっと一度に入れていました。
  ごはん日和 編集部 @ 2021/06/13 15:20 [team] :: そうなんです!二回目は火を止める直前に入れると、ふわっと仕上がりますよ。
    みかん母さん @ 2021/06/13 16:02 :: 明日のお昼にさっそく試してみます。
たけし @ 2021/06/14 19:45 :: 鶏もも肉の代わりにむね肉でも大丈夫ですか?
  ゆきんこ @ 2021/06/14 20:10 :: むね肉でも作りましたが、片栗粉を薄くまぶすと固くならなかったです。
  たけし @ 2021/06/14 21:33 :: ありがとうございます、片栗粉やってみます。
佐藤 春江 @ 2021/06/16 08:55 :: 三つ葉がなかったので小ねぎをのせました。彩りがきれいで家族に好評でした。
ぽんず @ 2021/06/20 22:17 :: 割り下の砂糖を少し減らしたら、うちの好みの甘さになりました。
""")
    made = rows("""
あおば | 2021/06/12 | 卵とろとろにできました!子どもがおかわりしました。
K.たなか | 2021/06/12 | 玉ねぎ多めで作りました。甘くておいしい。
ちいママ | 2021/06/11 | お弁当用に少し固めに。冷めてもおいしかったです。
ひろ | 2021/06/10 | 初めての親子丼、大成功です。
""")
    data_path = "/data/gh-comments/oyakodon-fuwafuwa.json"
    team = [i + 1 for i, n in enumerate(ns) if n.tag("team")]
    block = (
        '<section class="gh-tsukurepo"><h2>つくりましたフォト <small>(128件)</small></h2><div class="gh-grid">'
        + "".join(
            f'<figure class="gh-photo"><img src="/_avatar/gh-made-{k}.svg" alt="" width="160" height="160"><figcaption>'
            f'<span class="gh-by">{esc(a)}</span> <span class="gh-day">{esc(d)}</span><span class="gh-cap">{esc(t)}</span></figcaption></figure>'
            for k, (a, d, t) in enumerate(made)
        )
        + '</div><a class="gh-post" href="/recipe/oyakodon-fuwafuwa/tsukurepo/new">写真を送る</a></section>'
        f'<p class="gh-open-wrap"><button type="button" id="gh-open" class="gh-open">コメント {len(ns)}件を見る</button></p>'
        '<dialog id="gh-dialog" class="gh-dialog"><div class="gh-dhead"><h2>みんなのコメント</h2><button type="button" id="gh-close" aria-label="閉じる">×</button></div>'
        '<div id="gh-list" class="gh-list"></div></dialog>'
        "<script>\n(function () {\n  var team = "
        + str(team)
        + "; var loaded = false; var dlg = document.getElementById('gh-dialog');\n"
        "  function draw(c, all) {\n"
        "    var box = document.createElement('div'); box.className = 'gh-c' + (team.indexOf(c.n) >= 0 ? ' gh-staff' : '');\n"
        "    var who = document.createElement('p'); who.className = 'gh-name'; who.textContent = c.user;\n"
        "    var when = document.createElement('p'); when.className = 'gh-when'; when.textContent = c.posted;\n"
        "    box.append(who, when); c.msg.split('\\n\\n').forEach(function (p) { var e = document.createElement('p'); e.className = 'gh-msg'; e.textContent = p; box.append(e); });\n"
        "    var kids = all.filter(function (x) { return x.to === c.n; });\n"
        "    if (kids.length) { var r = document.createElement('div'); r.className = 'gh-res'; kids.forEach(function (k) { r.append(draw(k, all)); }); box.append(r); }\n"
        "    return box;\n  }\n"
        "  document.getElementById('gh-open').addEventListener('click', function () {\n    dlg.showModal(); if (loaded) return; loaded = true;\n"
        f"    fetch('{data_path}').then(function (r) {{ return r.json(); }}).then(function (all) {{\n"
        "      var list = document.getElementById('gh-list'); all.filter(function (x) { return x.to === null; }).forEach(function (c) { list.append(draw(c, all)); });\n"
        "    });\n  });\n"
        "  document.getElementById('gh-close').addEventListener('click', function () { dlg.close(); });\n})();\n</script>"
    )
    style = (
        ".gh-grid{display:grid;grid-template-columns:repeat(4,1fr);gap:10px}.gh-photo{margin:0;font-size:13px}.gh-photo img{width:100%;border-radius:6px}"
        ".gh-by{font-weight:bold}.gh-day{color:#8a7b6a}.gh-cap{display:block}.gh-open{background:#fff;border:2px solid #7a3e1d;color:#7a3e1d;padding:8px 18px;border-radius:20px;font-weight:bold;cursor:pointer}"
        ".gh-dialog{width:min(640px,92vw);max-height:80vh;border:0;border-radius:10px;padding:0}.gh-dhead{display:flex;justify-content:space-between;padding:10px 16px;background:#f3ede2}"
        ".gh-list{padding:8px 16px}.gh-c{border-bottom:1px solid #eee;padding:6px 0}.gh-res{margin-left:22px}.gh-name{font-weight:bold;margin:0}.gh-when{color:#8a7b6a;font-size:12px;margin:0}.gh-staff .gh-name{color:#2f5d50}"
    )
    piece = Piece(
        "ふわふわ卵の親子丼",
        "料理・文:小川 さやか",
        "2021-06-09T10:00:00+09:00",
        "2021年6月9日",
        """
卵を二回に分けて加えるだけで、お店のようなふわとろの親子丼になります。鶏もも肉と玉ねぎを甘めの割り下で煮て、最後に三つ葉を散らします。

鶏もも肉は一口大に切り、玉ねぎは薄切りにします。小さめのフライパンで割り下を煮立て、鶏肉と玉ねぎを五分ほど煮ます。溶き卵の三分の二を回し入れ、ふたをして三十秒。残りの卵を加えたら火を止めて、ご飯にのせます。
""",
        dek="卵は二回に分けて。十五分でできる定番どんぶり。",
        section="レシピ",
        popular=("鶏むね肉のやわらか南蛮", "なすの揚げびたし", "基本の卵焼き", "冷やし中華のたれ"),
        related=("牛丼の作り方", "三つ葉のおひたし", "かき玉汁"),
    )
    return case(
        "bp-ja-dialog",
        "discussion",
        "ja-gohan",
        piece,
        Bits(inside=block, style=style),
        seeds(ns),
        path="/recipe/oyakodon-fuwafuwa",
        reveal="dialog: the button 'コメント 8件を見る' under the 'I made this' photo gallery opens a <dialog> and fetches the comments (JSON) into it",
        container="dialog#gh-dialog: h2 'みんなのコメント', div#gh-list > div.gh-c (p.gh-name, p.gh-when, p.gh-msg), replies in div.gh-res, three levels",
        heading="みんなのコメント",
        description="A Japanese recipe site of 2021: a rice-bowl recipe with an 'I made this' gallery of 4 readers' photos with names, dates and captions (128 in all), and a button that opens a dialog and fetches 8 readers' comments into it (the editors answering once; replies three levels deep). Most awkward: the photo captions are short named, dated reader texts; the comments are behind a dialog.",
        files={data_path: payload(ns)},
        lookalikes=("an 'I made this' gallery of readers' photos with captions",),
        check_steps=("click:#gh-open", "wait:800"),
    )


def ko_more() -> Case:
    ns = talk("""
서윤 @ 2026.01.18 10:21 :: 두 번째 집 바지락칼국수 진짜 맛있어요. 근데 토요일 점심엔 줄이 40분이에요.
  골목여행 에디터 @ 2026.01.18 11:05 [team] :: 맞아요, 그래서 본문에 평일 오후 3시쯤을 추천드렸어요. 그 시간엔 바로 앉을 수 있었어요.
    서윤 @ 2026.01.18 11:30 :: 아 그 부분을 놓쳤네요. 다음엔 평일에 가볼게요.
동네주민 @ 2026.01.18 13:47 :: 세 번째 집은 작년에 사장님이 바뀌어서 맛이 좀 달라졌어요. 참고하세요.
  민호 @ 2026.01.18 15:02 :: 저도 그렇게 느꼈어요. 국물이 예전보다 싱거워졌어요.
김정순 @ 2026.01.19 09:10 :: 시장 주차장은 몇 시까지 하나요? 어르신 모시고 가려고요.
  동네주민 @ 2026.01.19 09:40 :: 밤 9시까지고, 시장에서 만 원 이상 사면 1시간 무료예요.
하늘 @ 2026.01.20 20:05 [later] :: 겉절이만 따로 사 갈 수 있는 집은 어디예요?
  골목여행 에디터 @ 2026.01.21 09:15 [team] :: 첫 번째 집에서 포장 판매해요. 한 통에 오천 원이었어요.
박준 @ 2026.01.22 12:30 [later] :: 사진 보고 배고파져서 오늘 점심은 칼국수 먹었습니다.
지은 @ 2026.01.24 18:42 [later] :: 네 번째 집 들깨칼국수도 꼭 넣어 주셨어야 했는데요!
  민호 @ 2026.01.24 19:10 :: 들깨 좋아하시면 시장 입구 쪽 분식집도 괜찮아요.
""")
    reviews = rows("""
면발왕 | 5 | 2026.01.10 | 면이 쫄깃하고 김치가 정말 맛있어요.
지나가던 사람 | 4 | 2026.01.08 | 가격 대비 양이 많아요. 자리는 좁아요.
soojin | 3 | 2026.01.05 | 맛은 좋은데 줄이 너무 길어요.
""")
    later_tops = [i for i, n in enumerate(ns) if n.tag("later")]
    first_late = later_tops[0]

    def item(i: int, n: Note, sub: str) -> str:
        ed = ' <span class="gy-ed">에디터</span>' if n.tag("team") else ""
        return (
            f'<li class="gy-cmt"><div class="gy-top"><strong class="gy-nick">{esc(n.who)}</strong>{ed} <span class="gy-date">{esc(n.at)}</span></div>'
            f'{ptext(n.body, "gy-txt")}<div class="gy-act"><button type="button">답글</button> <button type="button">공감</button></div>{sub}</li>'
        )

    def nest(s: str, _p: int) -> str:
        return f'<ul class="gy-re">{s}</ul>'

    frag_path = "/fragments/gy-comments/seojin-kalguksu-2.html"
    fragment = draw(ns, item, nest, only=lambda i: i >= first_late)
    block = (
        '<section class="gy-reviews"><h2>방문자 리뷰 <span class="gy-avg">★ 4.5</span> <small>(32)</small></h2>'
        + "".join(
            f'<div class="gy-rv"><span class="gy-stars">{stars(int(r))}</span> <b>{esc(a)}</b> <small>{esc(d)}</small><p>{esc(t)}</p></div>'
            for a, r, d, t in reviews
        )
        + "</section>"
    )
    after = (
        f'<section class="gy-comments"><h2>댓글 <b>{len(ns)}</b></h2><ul class="gy-list" id="gy-list">'
        + draw(ns, item, nest, only=lambda i: i < first_late)
        + f'</ul><button type="button" class="gy-more" id="gy-more" data-src="{frag_path}">댓글 더보기 ({len(later_tops)})</button></section>'
        "<script>document.getElementById('gy-more').addEventListener('click', function () { var b = this;"
        " fetch(b.dataset.src).then(function (r) { return r.text(); }).then(function (h) {"
        " document.getElementById('gy-list').insertAdjacentHTML('beforeend', h); b.remove(); }); });</script>"
    )
    style = (
        ".gy-reviews{background:#eef5f8;padding:12px 18px;margin:20px 0}.gy-stars,.gy-avg{color:#f0a500}.gy-rv{border-top:1px solid #d5dee3;padding:6px 0}"
        ".gy-comments{background:#fff;padding:16px 22px;margin-top:18px;border-radius:6px}.gy-list,.gy-re{list-style:none;padding-left:0}.gy-re{margin-left:24px;background:#f7f9fa}"
        ".gy-cmt{border-bottom:1px solid #e4e9ec;padding:8px 0}.gy-date{color:#7b8b95;font-size:12px}.gy-ed{background:#123347;color:#fff;font-size:11px;padding:0 4px}"
        ".gy-more{width:100%;padding:10px;border:1px solid #d5dee3;background:#fff;cursor:pointer}"
    )
    piece = Piece(
        "서진시장 골목 칼국수 지도: 동네 사람들이 가는 네 곳",
        "글·사진 한지우 에디터",
        "2026-01-17T08:00:00+09:00",
        "2026.01.17",
        """
서진시장 안쪽 골목에는 칼국수집이 네 곳 모여 있습니다. 모두 삼십 년 넘게 같은 자리를 지킨 곳으로, 동네 사람들은 집마다 좋아하는 메뉴가 다릅니다.

첫 번째 집은 겉절이, 두 번째 집은 바지락칼국수, 세 번째 집은 손만두, 네 번째 집은 들깨칼국수가 유명합니다. 주말 점심에는 줄이 길기 때문에 평일 오후 세 시쯤 방문하는 것을 추천합니다.
""",
        dek="겉절이, 바지락, 손만두, 들깨. 집마다 대표 메뉴가 다릅니다.",
        section="맛집",
        popular=("겨울 시장 호떡 지도", "한옥 골목 산책길", "새벽 국밥집 다섯 곳"),
        related=("서진시장 주차 안내", "시장 떡집 순례", "겨울 골목 산책 코스"),
    )
    return case(
        "bp-ko-deobogi",
        "discussion",
        "ko-golmok",
        piece,
        Bits(inside=block, after=after, style=style),
        seeds(ns),
        path="/matjip/seojin-sijang-kalguksu",
        reveal="load more: 7 comments (3 threads) in the served HTML; '댓글 더보기 (3)' fetches an HTML fragment with the other 3 threads (5 comments) and appends it",
        container="section.gy-comments: h2 '댓글 12', ul.gy-list > li.gy-cmt (strong.gy-nick, '에디터' tag, span.gy-date, p.gy-txt), replies in ul.gy-re, three levels",
        heading="댓글 12",
        description="A Korean local guide of 2026 on four noodle shops in a market: 3 visitors' star reviews (32 in all) above the article's discussion of 12 readers' comments (the editor answering twice; replies three levels deep), of which 3 threads are in the served HTML and 3 come with '댓글 더보기'. Most awkward: the reviews and the first comments share the same shape; five comments only after a click.",
        files={frag_path: fragment},
        lookalikes=("visitors' star reviews of a shop",),
        check_steps=("click:#gy-more", "wait:800"),
    )


def threads2_bp() -> list[Case]:
    return [pl_fragment(), fi_inline_json(), cs_folded(), ja_dialog(), ko_more()]
