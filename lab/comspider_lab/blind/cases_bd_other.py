"""Blind set BD: four plain article pages of 2009-2013 without any reader comment (a forum link with no reply, comments
closed, "0 comments", nothing), four pages without any reader comment whose furniture holds a list with a discussion
entry's shape (readers' benchmark submissions, a dictation contest's results with the jury's remarks, a crowdfunding
campaign's reward tiers, a race card with a tipster's lines) and two mixed pages (a forum thread beside a magazine's
freeware picks; a forum thread beside a river's gauge readings with the hydrologists' notes). Every name, place and
text invented for this set; each entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bd_common import (
    Case,
    P,
    Parts,
    Story,
    esc,
    make,
    member,
    paras,
    posts,
    rows,
    seeds,
)

# --------------------------------------------------------------------------- plain pages


def _plain(cid: str, site: str, st: Story, path: str, parts: Parts, what: str, description: str) -> Case:
    return make(
        cid,
        "lookalike",
        site,
        st,
        parts,
        [],
        path=path,
        container=what,
        heading=None,
        description=description,
        lookalikes=("none: a plain article page",),
    )


def en_plain_bypass() -> Case:
    st = Story(
        "Chalkhill bypass: second public inquiry opens in May",
        "By Graham Oakes",
        "2011-03-22T10:00:00+00:00",
        "Tuesday, March 22, 2011",
        """
A second public inquiry into the Chalkhill bypass will open on 10 May, the transport department has confirmed, after the first inspector's report was quashed on appeal last year.

The 3.2-mile road would take through traffic away from the High Street and the Market Square. Supporters say it would remove 9,000 vehicles a day from the town centre.

Objectors, led by the Chalk Downs Society, say the route cuts through an ancient hedgerow and the last water meadow on the Kennet side of the town. The inquiry is expected to last six weeks.
""",
        lead="Inspector to hear evidence for six weeks at the Corn Hall.",
        section="News",
        related=(
            "Market Square parking charges frozen",
            "New GP surgery approved",
            "Chalkhill Town sign striker",
        ),
        tags=("bypass", "Chalkhill", "roads"),
    )
    discuss = (
        '<div class="ca-forumlink"><h4>Have your say</h4><p>Join the discussion in our forums: '
        '<a href="/forum/t/8812">Chalkhill bypass inquiry</a> (0 replies). You need to be logged in to post.</p></div>'
    )
    return _plain(
        "bd-lp-en-forum-no-replies",
        "en-chalkhill",
        st,
        "/news/chalkhill-bypass-second-inquiry.html",
        Parts(after=discuss),
        "none: article, related box, share and tag rows, a 'Have your say' box linking a forum thread of '0 replies', most read, newsletter, tag cloud",
        "An English local paper of 2011: an article with a 'Have your say' box linking its forum thread '(0 replies)'; related stories, most read, a newsletter form, a tag cloud; no reader comment.",
    )


def en_plain_review() -> Case:
    st = Story(
        "Review: Quillon Notepad 3 text editor",
        "By Ravi Desai",
        "2010-09-14T09:00:00+01:00",
        "14 September 2010",
        """
Quillon Notepad has been our favourite free text editor for five years, and version 3 finally adds the one feature everybody asked for: tabs that remember their files after a restart.

It starts in under a second on our test laptop and opens a 200MB log file without complaint. Syntax colouring now covers 41 languages, and the plug-in manager has been rewritten.

Our one complaint is the new ribbon toolbar, which takes up a third of the screen on a netbook. It can be switched off in the View menu.
""",
        lead="Verdict: 4 out of 5. Fast, free and finally remembers your tabs.",
        section="Reviews",
        related=(
            "Five free backup tools",
            "Browser speed test: September",
            "How to clean up your start menu",
        ),
        tags=("text editors", "freeware", "reviews"),
    )
    box = (
        '<div class="pf-spec"><h4>Quillon Notepad 3</h4><table><tr><td>Licence</td><td>Free</td></tr><tr><td>Size</td><td>4.1MB</td></tr>'
        "<tr><td>Works with</td><td>Windows XP, Vista, 7</td></tr><tr><td>Our score</td><td>★★★★☆</td></tr></table></div>"
    )
    closed = '<div class="pf-comments"><h3>Comments (0)</h3><p class="pf-closed">Comments are closed for this article.</p></div>'
    return _plain(
        "bd-lp-en-comments-closed",
        "en-pixelforge",
        st,
        "/reviews/quillon-notepad-3.html",
        Parts(inside=box, after=closed),
        "none: article, a spec table, 'Comments (0)' with 'Comments are closed for this article', related, tag cloud",
        "An English software site of 2010: a review with a spec table, a comments heading 'Comments (0)' and 'Comments are closed for this article'; related links, a tag cloud; no reader comment.",
    )


def fi_plain() -> Case:
    st = Story(
        "Järviseudun uimahalli remonttiin – kiinni puoli vuotta",
        "Teksti: Anna-Liisa Mäkelä",
        "2010-04-12T08:00:00+03:00",
        "12.4.2010",
        """
Järviseudun uimahalli suljetaan kesäkuun alussa peruskorjauksen ajaksi. Kaupunki arvioi, että halli avataan uudelleen joulukuussa.

Remontissa uusitaan altaiden laatoitus, ilmanvaihto ja pukuhuoneet. Hallin viereen rakennetaan lisäksi uusi lastenallas. Korjauksen hinta-arvio on 3,6 miljoonaa euroa.

Remontin aikana koulujen uimaopetus siirretään naapurikunnan halliin, jonne järjestetään bussikuljetus.
""",
        section="Uutiset",
        related=("Kevään ylioppilaat juhlivat", "Jäät lähtivät Ukonselältä", "Pesäpallokausi alkaa"),
        tags=("uimahalli", "remontti"),
    )
    note = (
        '<p class="jv-kommentit">Kommentit (0) · <a href="/kirjaudu">Kirjaudu sisään kommentoidaksesi</a></p>'
    )
    return _plain(
        "bd-lp-fi-zero-comments",
        "fi-jarvi",
        st,
        "/uutiset/uimahalli-remonttiin.html",
        Parts(after=note),
        "none: article, related box, share and tag rows, 'Kommentit (0)' with a login link, most read, newsletter, tag cloud",
        "A Finnish regional news site of 2010: an article on a swimming hall's renovation, 'Kommentit (0)' and a login link; no reader comment.",
    )


def pt_plain() -> Case:
    st = Story(
        "Festival de inverno da serra terá 40 atrações gratuitas",
        "Da Redação",
        "2012-06-28T07:00:00-03:00",
        "28/06/2012",
        """
O festival de inverno de Pedra Alta começa no dia 12 de julho com quarenta atrações gratuitas espalhadas por praças, igrejas e pela antiga estação ferroviária.

A programação inclui concertos de música de câmara, teatro de bonecos, oficinas de cerâmica e uma feira de produtores rurais. A prefeitura espera receber 60 mil visitantes.

Os hotéis da cidade já estão com 80% de ocupação para o primeiro fim de semana.
""",
        lead="Programação vai de 12 a 29 de julho e inclui concertos na antiga estação.",
        section="Região",
        related=(
            "Geada atinge lavouras de café",
            "Nova linha de ônibus para o distrito",
            "Serrano vence clássico",
        ),
        tags=("festival de inverno", "Pedra Alta", "cultura"),
    )
    box = (
        '<div class="cs-servico"><h4>Serviço</h4><p>Festival de Inverno de Pedra Alta · de 12 a 29 de julho · entrada franca · '
        "programação completa no site da prefeitura</p></div>"
    )
    return _plain(
        "bd-lp-pt-nothing",
        "pt-serrano",
        st,
        "/regiao/festival-de-inverno-pedra-alta.html",
        Parts(inside=box),
        "none: article, a service box, related box, share and tag rows, most read, newsletter, tag cloud (no comment area at all)",
        "A Brazilian hill-town paper of 2012: an article on a winter festival with a service box; no comment area at all, no reader comment.",
    )


# --------------------------------------------------------------------------- look-alike lists


def en_benchmarks() -> Case:
    subs = rows("""
overclock_olly | 14 Feb 2012, 23:41 | Core 2600K @ 4.8GHz, 8GB | 11,942 | Water loop, room at 19°C. Had to raise the voltage twice to get it stable.
Brenna T | 14 Feb 2012, 22:10 | Core 2500K @ 4.5GHz, 8GB | 11,205 | Stock cooler swapped for a tower. Never went above 71 degrees.
mk_fenwick | 14 Feb 2012, 20:57 | Phenom 1100T @ 4.0GHz, 8GB | 10,388 | Best I could do on air. Six cores help a lot in the second test.
Yusuf A. | 14 Feb 2012, 19:33 | Core 2600K stock, 16GB | 10,102 | Completely stock, just to give people a baseline.
tinyboxtom | 14 Feb 2012, 18:02 | Core 2400 stock, 4GB | 8,764 | Mini case, no overclocking possible. Still beats my old quad by a mile.
""")
    trs = "".join(
        f'<tr><td class="bw-rank">{k + 1}</td><td class="bw-user"><a href="/forums/member/{esc(n)}">{esc(n)}</a><br /><small>{esc(t)}</small></td>'
        f'<td class="bw-rig">{esc(r)}</td><td class="bw-score"><b>{esc(s)}</b></td><td class="bw-notes">{esc(x)}</td></tr>'
        for k, (n, t, r, s, x) in enumerate(subs)
    )
    board = (
        '<div class="bw-board"><h3>Readers\' results: CrunchMark 2012</h3><p>Submitted by readers this week. Run the test yourself and '
        '<a href="/benchmarks/submit">send us your score</a>.</p><table class="bw-table"><tr><th>#</th><th>Reader</th><th>System</th>'
        f"<th>Score</th><th>Notes</th></tr>{trs}</table></div>"
    )
    st = Story(
        "CrunchMark 2012: our new CPU benchmark explained",
        "By Lena Moritz",
        "2012-02-13T12:00:00+00:00",
        "13 February 2012",
        """
From this issue every processor review in ByteWeek uses CrunchMark 2012, a suite of six tests we built with two university groups to reflect what people actually do with a PC.

The tests cover photo editing, compressing files, compiling code, encoding video, a game's physics engine and a spreadsheet recalculation. Scores are scaled so that a stock Core 2400 scores about 8,500.

The suite is free to download, and readers can send us their own results for a weekly table.
""",
        section="Benchmarks",
        related=("Six Z68 boards tested", "Is 16GB worth it?", "Quiet cooling on a budget"),
        tags=("benchmarks", "CPUs", "CrunchMark"),
    )
    return make(
        "bd-ll-en-benchmark-results",
        "lookalike",
        "en-byteweek",
        st,
        Parts(after=board),
        [],
        path="/benchmarks/crunchmark-2012-explained.html",
        container="div.bw-board: h3 'Readers' results: CrunchMark 2012', table.bw-table (rank, reader name and submission time, system, score, the reader's note)",
        heading="Readers' results: CrunchMark 2012",
        description="An English PC magazine of 2012: an article on its benchmark with a table of readers' submitted results, five rows each a member name, a time, a system, a score and a one- or two-sentence note; no reader comment.",
        lookalikes=("readers' benchmark submissions (name, time, system, score, note)",),
    )


def pl_dyktando() -> Case:
    res = rows("""
Agnieszka Wróbel | Gimnazjum nr 2, Nowa Odra | 0 błędów | Bezbłędnie, nawet „półżartem” i „niezadługo”. Mistrzyni tegorocznego dyktanda.
Tomasz Krajewski | Liceum im. Kopernika | 1 błąd | Jedyny błąd w słowie „hulajnoga” pisanym z „ch”. Szkoda, bo reszta wzorowa.
Halina Zawadzka | Uniwersytet Trzeciego Wieku | 2 błędy | Dwa przecinki, żadnego błędu ortograficznego. Najstarsza uczestniczka, 78 lat.
Bartek Lis | Szkoła Podstawowa nr 5 | 3 błędy | Najmłodszy w finale, dwanaście lat. Jury przyznało mu wyróżnienie specjalne.
Maria Nowicka | Biblioteka Miejska, Brzeg Odrzański | 3 błędy | Pomyliła się przy „naprzeciwko” i „na pewno”, jak połowa sali.
""")
    lis = "".join(
        f'<li class="dy-wynik"><span class="dy-miejsce">{k + 1}.</span> <strong class="dy-kto">{esc(n)}</strong> '
        f'<span class="dy-skad">({esc(s)})</span> – <span class="dy-bledy">{esc(b)}</span><p class="dy-jury">{esc(x)}</p></li>'
        for k, (n, s, b, x) in enumerate(res)
    )
    box = (
        '<div class="dy-wyniki"><h3>Wyniki finału i uwagi jury</h3><ol class="dy-lista">'
        f'{lis}</ol><p class="dy-link"><a href="/edukacja/dyktando-tekst">Przeczytaj tekst dyktanda</a></p></div>'
    )
    st = Story(
        "Dyktando nad Odrą: 212 uczestników, jedna praca bez błędu",
        "Katarzyna Sowa",
        "2013-11-17T18:00:00+01:00",
        "17 listopada 2013",
        """
W sobotę w auli liceum im. Kopernika odbył się finał dziesiątego Dyktanda nad Odrą. Do finału zakwalifikowało się 212 osób w wieku od 12 do 78 lat.

Tekst, przygotowany przez polonistów z miejscowych szkół, opowiadał o wycieczce rowerowej wzdłuż rzeki i zawierał aż czternaście pułapek ortograficznych.

Nagrody wręczył burmistrz. Zwyciężczyni otrzymała słownik ortograficzny z dedykacją autora tekstu i bon do księgarni.
""",
        section="Edukacja",
        related=(
            "Nowa sala gimnastyczna w Brzegu",
            "Stypendia dla najlepszych uczniów",
            "Koncert chóru w kościele",
        ),
        tags=("dyktando", "ortografia", "szkoły"),
    )
    return make(
        "bd-ll-pl-dyktando",
        "lookalike",
        "pl-nadodrze",
        st,
        Parts(after=box),
        [],
        path="/edukacja/dyktando-nad-odra-wyniki.html",
        container="div.dy-wyniki: h3 'Wyniki finału i uwagi jury', ol.dy-lista > li.dy-wynik (place, strong name, school or club, number of mistakes, p.dy-jury a remark of the jury)",
        heading="Wyniki finału i uwagi jury",
        description="A Polish regional paper of 2013: an article on a dictation contest with the final's five best, each a name, a school, a count of mistakes and a sentence or two of the jury's remark; no reader comment.",
        lookalikes=(
            "a dictation contest's results with the jury's remarks (name, school, mistakes, remark)",
        ),
    )


def hu_tiers() -> Case:
    tiers = rows("""
Szurkoló | 2 000 Ft | 148 támogató | 2013. december | Köszönőlevél és a neved felkerül a kompkikötő falán lévő táblára.
Révész-barát | 5 000 Ft | 96 támogató | 2013. december | Az előzőek mellé egy éves kompbérlet a hétvégi járatokra és egy vászontáska.
Kormányos | 15 000 Ft | 31 támogató | 2014. április | Egy nyári délután a kormányállásban a révész mellett, fotóval.
Hajókeresztszülő | 50 000 Ft | 4 támogató | 2014. május | Te vághatod el a szalagot az átadáson, és a neved kerül a komp oldalára.
""")
    lis = "".join(
        f'<div class="kt-szint"><h4>{esc(n)}</h4><p class="kt-osszeg">{esc(a)} vagy több</p><p class="kt-leiras">{esc(x)}</p>'
        f'<p class="kt-adat"><span>{esc(b)}</span> · Várható szállítás: {esc(d)}</p></div>'
        for n, a, b, d, x in tiers
    )
    box = (
        '<div class="kt-kampany"><h3>Támogatói csomagok</h3><p class="kt-all">Összegyűlt: 2 184 000 Ft a 3 000 000 Ft-ból · még 12 nap</p>'
        f'{lis}<p><a class="kt-gomb" href="/kozossegi-komp/tamogatas">Támogatom</a></p></div>'
    )
    st = Story(
        "Közösségi pénzből újulhat meg a szentmártoni komp",
        "Fekete Dóra",
        "2013-09-02T09:00:00+02:00",
        "2013. szeptember 2.",
        """
Közösségi gyűjtést indított a szentmártoni révegylet, hogy felújíthassa a város és a túlpart között közlekedő, 1968-ban épült kompot.

A hajótest javítása és az új motor összesen hárommillió forintba kerül. Az első három hétben már több mint kétmillió forint gyűlt össze, közel háromszáz támogatótól.

Ha a gyűjtés sikeres, a komp a tél folyamán kerül a hajójavítóba, és tavasszal állhat ismét forgalomba.
""",
        section="Helyi",
        related=("Elkészült a gátfelújítás", "Szüreti felvonulás vasárnap", "Új játszótér a Duna-parton"),
        tags=("komp", "közösségi finanszírozás", "Szentmárton"),
    )
    return make(
        "bd-ll-hu-reward-tiers",
        "lookalike",
        "hu-szentmarton",
        st,
        Parts(rail=box),
        [],
        path="/helyi/kozossegi-komp-felujitas.html",
        container="div.kt-kampany in the side column: h3 'Támogatói csomagok', a progress line, div.kt-szint per tier (h4 tier name, amount, p.kt-leiras what the backer gets, backers count and expected delivery date)",
        heading="Támogatói csomagok",
        description="A Hungarian town site of 2013: an article on a crowdfunded ferry repair with the campaign's four reward tiers in the side column, each a name, an amount, a sentence of what the backer gets, a count of backers and a delivery month; no reader comment.",
        lookalikes=(
            "a crowdfunding campaign's reward tiers (tier name, amount, description, backers, delivery)",
        ),
    )


def el_racecard() -> Case:
    card = rows("""
Αστραπή του Κάμπου | Γ. Σταμάτης | 16:05 | Έτρεξε πολύ καλά στην τελευταία της κούρσα και έχει το καλύτερο κελί. Το φαβορί μας.
Μαύρος Βοριάς | Ν. Λιάπης | 16:05 | Δυνατός στο τέλος, αλλά του αρέσει το μαλακό έδαφος και η πίστα σήμερα είναι στεγνή.
Κόρη της Λευκόρας | Ε. Ραφτοπούλου | 16:05 | Πρώτη φορά σε αυτή την απόσταση. Προσοχή, η προπονήτρια δεν φέρνει άλογα για βόλτα.
Γαλάζιος Άνεμος | Π. Κουρής | 16:05 | Επιστρέφει μετά από τραυματισμό. Θα τον δούμε καλύτερα στην επόμενη συνάντηση.
Σπίθα | Δ. Μελάς | 16:05 | Μικρή αλλά γρήγορη στην εκκίνηση. Για θέση στο τριπλό.
""")
    lis = "".join(
        f'<li class="ip-alogo"><span class="ip-ar">{k + 1}</span> <b class="ip-onoma">{esc(h)}</b> <span class="ip-jokey">Αναβάτης: {esc(j)}</span>'
        f'<p class="ip-sxolio">{esc(x)}</p></li>'
        for k, (h, j, _t, x) in enumerate(card)
    )
    box = (
        '<div class="ip-programma"><h3>Κούρσα 4η, 16:05 – 1.600 μ.: τα άλογα και η γνώμη του ειδικού μας</h3>'
        f'<ol class="ip-lista">{lis}</ol><p class="ip-ypografi">Σχόλια: Τάσος Βλάχος</p></div>'
    )
    st = Story(
        "Επιστρέφουν οι ιπποδρομίες στον Κάμπο της Λευκόρας",
        "Του Θοδωρή Καλλέργη",
        "2010-05-15T10:00:00+03:00",
        "15 Μαΐου 2010",
        """
Μετά από τρία χρόνια, ο ιππόδρομος στον Κάμπο της Λευκόρας ανοίγει ξανά την Κυριακή με έξι κούρσες, στο πλαίσιο της ανοιξιάτικης γιορτής του νησιού.

Ο σύλλογος φίλων του ιππόδρομου επισκεύασε με εθελοντική εργασία την κερκίδα και την περίφραξη. Η είσοδος είναι ελεύθερη και το πρόγραμμα αρχίζει στις 14:30.

Η τέταρτη κούρσα, στα 1.600 μέτρα, είναι η πιο αναμενόμενη της ημέρας.
""",
        section="Αθλητικά",
        related=("Ο Αστέρας προκρίθηκε στον τελικό", "Καλοκαιρινά δρομολόγια πλοίων", "Πανηγύρι στο Βουνί"),
        tags=("ιπποδρομίες", "Κάμπος", "Λευκόρα"),
    )
    return make(
        "bd-ll-el-race-card",
        "lookalike",
        "el-lefkada",
        st,
        Parts(after=box),
        [],
        path="/athlitika/ippodromies-kampos.html",
        container="div.ip-programma: h3 (race, time, distance), ol.ip-lista > li.ip-alogo (number, b horse name, 'Αναβάτης: NAME', p.ip-sxolio the tipster's one or two sentences), a signature line",
        heading="Κούρσα 4η, 16:05 – 1.600 μ.: τα άλογα και η γνώμη του ειδικού μας",
        description="A Greek island paper of 2010: an article on the return of horse races with one race's card, five runners each a horse's name, a jockey's name and the paper's tipster's sentence or two; no reader comment.",
        lookalikes=("a race card with a tipster's comment per runner (horse, jockey, comment)",),
    )


# --------------------------------------------------------------------------- mixed pages


def en_mixed_freeware() -> Case:
    picks = rows("""
Tidy Tray 2.1 | Hanne Sørvik | 29 Apr 2010 | Puts every stray window back on the screen it came from. Tiny, no installer.
ClipJar 0.9 | Marcus Pell | 27 Apr 2010 | Keeps the last 50 things you copied and lets you search them. Beta, but stable for us.
Snapcount | Dee Okafor | 26 Apr 2010 | Counts words, characters and reading time of anything you select. Handy for students.
FolderMirror 3 | Iwan Rees | 24 Apr 2010 | Two-way folder sync to a USB stick, with a dry-run mode that shows what it would do first.
""")
    lis = "".join(
        f'<li class="pf-pick"><a class="pf-app" href="/downloads/{k + 301}">{esc(a)}</a> <span class="pf-dev">by {esc(d)}</span> '
        f'<span class="pf-dt">{esc(t)}</span><p class="pf-blurb">{esc(x)}</p></li>'
        for k, (a, d, t, x) in enumerate(picks)
    )
    side = f'<div class="pf-picks"><h3>Freeware picks this week</h3><ul>{lis}</ul></div>'
    ps = posts("""
PixelForge Robot | 30-04-2010, 08:00 AM | - | x | Discuss this article: "Ten years of PixelForge: what we got wrong".
Hildy | 30-04-2010, 08:41 AM | - | - | You got the 2004 toolbar award very wrong, that's for sure. I still find that thing on my mum's PC.
crumbdog | 30-04-2010, 09:15 AM | 1 | - | Ha, the one that changed your home page every time you closed it? Legendary.
Hildy | 30-04-2010, 09:32 AM | 2 | - | That's the one. Nobody could get rid of it.
R. Attwell | 30-04-2010, 11:50 AM | - | - | Happy tenth birthday. I've read every issue since the CD-ROM days.
Gwyn Parry | 30-04-2010, 02:10 PM | - | - | Bring back the letters page. The forum is fine but it isn't the same.
crumbdog | 30-04-2010, 03:44 PM | 5 | - | Seconded. The letter about the kettle and the modem still makes me laugh.
""")

    def item(p: P) -> str:
        quote = ""
        if p.parent is not None and not ps[p.parent].has("x"):
            q = ps[p.parent]
            quote = f'<div class="pfq"><div class="pfq-h">Originally posted by {esc(q.name)}</div>{paras(q.text)}</div>'
        return (
            f'<div class="pf-post" id="pf{900 + p.num}"><div class="pf-ph">{esc(p.when)} <a href="#pf{900 + p.num}">#{p.num + 1}</a></div>'
            f'<div class="pf-pu"><a href="/forums/member/{900 + p.num}">{esc(p.name)}</a><br /><small>Posts: {member(p.name, 2010)[2]}</small></div>'
            f'<div class="pf-pb">{quote}{paras(p.text)}</div></div>'
        )

    block = (
        '<div class="pf-discuss"><h3>Discuss this article</h3>'
        + "".join(item(p) for p in ps)
        + '<p><a href="/forums/t/7741">View full thread</a></p></div>'
    )
    css = ".pf-post{overflow:hidden;border:1px solid #ccc;margin:5px 0}.pf-ph{background:#44494e;color:#eee;font-size:10px}.pf-pu{float:left;width:120px;font-size:11px}.pf-pb{margin-left:130px}.pfq{background:#f2f2f2;padding:4px}"
    st = Story(
        "Ten years of PixelForge: what we got wrong",
        "By the editors",
        "2010-04-29T18:00:00+01:00",
        "29 April 2010",
        """
PixelForge went online on 1 May 2000 with eleven reviews and a guestbook. Ten years later we publish around forty articles a week and our forums have 180,000 members.

To celebrate, we looked back through the archive for the calls we got most wrong: the browser we said would never catch on, the toolbar we gave an award to, and the phone we called a toy.

We also asked our longest-serving readers what they want from the next ten years. More on that next week.
""",
        section="News",
        related=(
            "Ten years of downloads in numbers",
            "The first PixelForge homepage",
            "Readers' poll results",
        ),
        tags=("PixelForge", "anniversary"),
    )
    return make(
        "bd-mx-en-freeware-picks",
        "mixed",
        "en-pixelforge",
        st,
        Parts(after=block, rail=side, css=css),
        seeds(ps),
        path="/news/ten-years-of-pixelforge.html",
        container="div.pf-discuss: h3 'Discuss this article', div.pf-post (time and '#n', name and posts, div.pfq 'Originally posted by NAME', text), a robot's first post; beside it div.pf-picks in the side column (app, 'by DEVELOPER', date, blurb)",
        heading="Discuss this article",
        description="An English software site of 2010: its forum's thread under an anniversary article (a robot's first post, then six readers' posts, quotes 'Originally posted by NAME'), beside 'Freeware picks this week' in the side column: four programs each with a developer's name, a date and a sentence or two.",
        lookalikes=("a magazine's freeware picks (program, developer, date, blurb)",),
    )


def cs_mixed_gauges() -> Case:
    gauges = rows("""
Horní Lhota | 04.06.2013 06:00 | 212 cm, stoupá | Hladina stoupá asi o 5 cm za hodinu. Druhý stupeň povodňové aktivity trvá.
Poříčí – most | 04.06.2013 06:00 | 288 cm, kulminuje | Podle hydrologů by měla řeka kulminovat dopoledne. Třetí stupeň.
Dolní Mlýny | 04.06.2013 06:00 | 174 cm, stoupá | Voda se rozlévá do luk pod jezem, silnice do Mlýnů je zatím průjezdná.
Soutok u Vrbna | 04.06.2013 05:30 | 301 cm, klesá | První stanice, kde hladina klesá. Pokles je zatím pomalý.
""")
    trs = "".join(
        f'<tr><td class="vd-stanice"><b>{esc(s)}</b></td><td class="vd-cas">{esc(t)}</td><td class="vd-stav">{esc(v)}</td>'
        f'<td class="vd-pozn">{esc(x)}</td></tr>'
        for s, t, v, x in gauges
    )
    gauge_box = (
        '<div class="vd-vodocty"><h3>Stav na vodočtech</h3><table class="vd-tab"><tr><th>Stanice</th><th>Čas</th><th>Stav</th>'
        f"<th>Poznámka hydrologů</th></tr>{trs}</table></div>"
    )
    ps = posts("""
Jirka z Lhoty | 4. 6. 2013 07:12 | - | - | U nás voda v noci přelila hráz u rybníka, hasiči tam jsou od čtyř ráno. Díky za průběžné informace.
Eva Marková | 4. 6. 2013 07:40 | - | - | Jezdí autobus do Poříčí přes most, nebo je zavřený? Dcera musí do práce.
Petr Novotný | 4. 6. 2013 08:05 | 1 | - | Most je zavřený od šesti, autobusy jezdí objížďkou přes Vrbno. Počítejte s půlhodinou navíc.
Eva Marková | 4. 6. 2013 08:20 | 2 | - | Děkuji, to jí vyřídím.
Starý mlynář | 4. 6. 2013 09:31 | - | - | V roce 1997 byla voda u mostu o metr výš. Snad se to nebude opakovat.
Jirka z Lhoty | 4. 6. 2013 10:02 | 4 | - | Tenkrát jsme neměli protipovodňové stěny. Teď aspoň víme, že vydržely.
""")

    def item(p: P) -> str:
        quote = ""
        if p.parent is not None:
            q = ps[p.parent]
            quote = f'<div class="pd-cit"><span>{esc(q.name)} napsal(a):</span>{paras(q.text)}</div>'
        return (
            f'<div class="pd-prispevek" id="pr{6600 + p.num}"><div class="pd-hlava"><b>{esc(p.name)}</b> · {esc(p.when)} · '
            f'příspěvků: {member(p.name, 2013)[2]}</div>{quote}{paras(p.text)}<div class="pd-akce">Citovat · Odpovědět · Nahlásit</div></div>'
        )

    block = (
        '<div class="pd-forum"><h3>Diskuse k článku (6)</h3>'
        + "".join(item(p) for p in ps)
        + '<p><a href="/diskuse/vlakno/povodne-2013">Celé vlákno ve fóru</a></p></div>'
    )
    css = ".pd-prispevek{border-bottom:1px solid #ccd;padding:6px 0}.pd-hlava{font-size:11px;color:#666}.pd-cit{background:#f1f3f6;padding:4px}.pd-akce{font-size:10px;text-align:right}"
    st = Story(
        "Poříčí: řeka kulminuje, most je uzavřen",
        "Redakce Poříčského deníku",
        "2013-06-04T06:30:00+02:00",
        "4. června 2013, 06:30",
        """
Hladina řeky Povody v Poříčí by měla kulminovat v úterý dopoledne. Město vyhlásilo třetí stupeň povodňové aktivity a od šesti hodin ráno uzavřelo hlavní most.

Protipovodňové stěny v centru, postavené po povodni v roce 1997, zatím drží. Hasiči evakuovali dvanáct domů v dolní části Mlýnské ulice.

Autobusy jezdí objížďkou přes Vrbno. Aktuální stav na vodočtech zveřejňujeme průběžně.
""",
        section="Region",
        related=("Kam volat při povodni", "Školy v Poříčí jsou zavřené", "Dobrovolníci plní pytle s pískem"),
        tags=("povodně", "Poříčí", "Povoda"),
    )
    return make(
        "bd-mx-cs-river-gauges",
        "mixed",
        "cs-povodi",
        st,
        Parts(inside=gauge_box, after=block, css=css),
        seeds(ps),
        path="/region/porici-reka-kulminuje.html",
        container="div.pd-forum: h3 'Diskuse k článku (6)', div.pd-prispevek (div.pd-hlava name, time, posts count; div.pd-cit 'NAME napsal(a):', text, actions); beside it, in the article, div.vd-vodocty: a table of gauge stations (station, time, level and trend, the hydrologists' note)",
        heading="Diskuse k článku (6)",
        description="A Czech regional paper of 2013: its forum's thread under a flood article (six readers' posts, quotes 'NAME napsal(a):'), beside a table of four river gauges inside the article, each a station, a time, a level and a sentence of the hydrologists' note.",
        lookalikes=("a river's gauge readings with the hydrologists' notes (station, time, level, note)",),
    )


def other_bd() -> list[Case]:
    return [
        en_plain_bypass(),
        en_plain_review(),
        fi_plain(),
        pt_plain(),
        en_benchmarks(),
        pl_dyktando(),
        hu_tiers(),
        el_racecard(),
        en_mixed_freeware(),
        cs_mixed_gauges(),
    ]
