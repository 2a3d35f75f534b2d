"""Blind set BP: four mixed pages, a discussion of 6 to 8 readers' comments beside a list of a new kind that looks
like one: a local guide's log of readers' suggested corrections to a shop's details (pt), a poll's "latest votes"
ticker with the voters' names and reasons (ro), readers' seed-germination trial results (hr), a consumer site's
weekly product recall notices (el). Every name, place and text invented for this set; each comment and entry written
by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bp_common import (
    Bits,
    Case,
    Note,
    Piece,
    case,
    draw,
    esc,
    ptext,
    rows,
    seeds,
    talk,
)


def pt_edits() -> Case:
    ns = talk("""
Teresa Vaz @ 14/09/2023 09:20 :: Fui lá ontem, o pastel de feijão continua igual ao de antigamente. Que alegria.
  Guia da Ribeira Alta @ 14/09/2023 10:05 [team] :: Obrigado, Teresa! Também achámos.
Rui Matos @ 14/09/2023 18:41 :: Aceitam cartão agora? Antes era só dinheiro.
  Carla @ 15/09/2023 08:12 :: Aceitam, desde a reabertura. Até pagamento pelo telemóvel.
    Rui Matos @ 15/09/2023 09:00 :: Ótimo, assim já não tenho de ir à caixa automática antes.
Joaquim Esteves @ 16/09/2023 16:30 :: Pena terem tirado as mesas da rua. Era o melhor sítio do largo ao fim da tarde.
""")
    edits = rows("""
Marta P. | 13/09/2023 | Horário de domingo: 8h–13h (antes: fechado) | Aceite
Nuno | 12/09/2023 | Telefone novo: 259 000 417 | Aceite
Sandra Lopes | 12/09/2023 | Já não vende bolo-rei fora do Natal | Em revisão
Zé do Largo | 11/09/2023 | Entrada acessível pela rua lateral | Aceite
anónimo | 10/09/2023 | Encerra às segundas | Recusada: confirmámos que abre
""")

    def item(i: int, n: Note, sub: str) -> str:
        guia = ' <span class="ra-guia">equipa do guia</span>' if n.tag("team") else ""
        return (
            f'<div class="ra-coment"><p class="ra-assin"><b>{esc(n.who)}</b>{guia} <small>{esc(n.at)}</small></p>'
            f"{ptext(n.body, 'ra-txt')}{sub}</div>"
        )

    info = (
        '<div class="ra-ficha"><h2>Ficha</h2><dl><dt>Morada</dt><dd>Largo do Pelourinho, 3</dd><dt>Horário</dt><dd>Ter–Sáb 7h30–19h; Dom 8h–13h</dd><dt>Preço médio</dt><dd>4 €</dd></dl></div>'
        '<section class="ra-correcoes"><h3>Correções sugeridas pelos leitores</h3><table><tr><th>Quem</th><th>Quando</th><th>Alteração</th><th>Estado</th></tr>'
        + "".join(
            f"<tr><td>{esc(a)}</td><td>{esc(d)}</td><td>{esc(c)}</td><td>{esc(s)}</td></tr>"
            for a, d, c, s in edits
        )
        + '</table><a href="/onde-comer/pastelaria-do-largo/corrigir">Sugerir uma correção</a></section>'
    )
    after = (
        f'<section class="ra-comentarios"><h2>Comentários ({len(ns)})</h2>'
        + draw(ns, item, lambda s, _p: f'<div class="ra-resp">{s}</div>')
        + '<form action="/comentar" method="post"><textarea name="c"></textarea><button>Comentar</button></form></section>'
    )
    style = (
        ".ra-ficha dl{display:grid;grid-template-columns:120px 1fr}.ra-correcoes table{border-collapse:collapse;font-size:14px;width:100%}.ra-correcoes td,.ra-correcoes th{border-bottom:1px solid #d5dee3;padding:4px 6px;text-align:left}"
        ".ra-comentarios{background:#fff;padding:16px 22px;margin-top:18px}.ra-coment{border-top:1px solid #e4e9ec;padding:6px 0}.ra-resp{margin-left:24px}.ra-guia{background:#123347;color:#fff;font-size:11px;padding:0 4px}"
    )
    piece = Piece(
        "A Pastelaria do Largo reabriu: horários e o que pedir",
        "Texto de Inês Carvalho",
        "2023-09-12T10:00:00+01:00",
        "12 de setembro de 2023",
        """
Depois de um ano fechada para obras, a pastelaria mais antiga da Ribeira Alta voltou a abrir as portas no largo do Pelourinho. A receita do pastel de feijão é a mesma, e o balcão de mármore também.

Peça o pastel de feijão ainda morno, o pão de ló ao fim de semana e o café de saco, que continua a ser feito à moda antiga. As mesas da rua, para já, não voltaram.
""",
        dek="Um ano de obras e o pastel de feijão igual.",
        section="Onde comer",
        popular=("Cinco miradouros sem turistas", "Mercado de sábado", "Onde comer peixe no rio"),
        related=("As pastelarias mais antigas da região", "Roteiro do largo", "Feira de setembro"),
    )
    return case(
        "bp-pt-correcoes",
        "mixed",
        "pt-ribeira",
        piece,
        Bits(inside=info, after=after, style=style),
        seeds(ns),
        path="/onde-comer/pastelaria-do-largo-reabriu",
        reveal="on_load",
        container="section.ra-comentarios: h2 'Comentários (6)', div.ra-coment (p.ra-assin: b name, 'equipa do guia' tag, small date), replies in div.ra-resp, three levels",
        heading="Comentários (6)",
        description="A Portuguese local guide of 2023 on a pastry shop that reopened: a fact box, a table of 5 readers' suggested corrections to the shop's details (who, when, the change, accepted or not), and a discussion of 6 readers' comments (the guide answering once; replies three levels deep). Most awkward: the corrections log is a list of named, dated reader contributions right above the comments.",
        static=True,
        lookalikes=("readers' suggested corrections to a listing, with status",),
    )


def ro_votes() -> Case:
    ns = talk("""
Ion Petrescu @ 04.06.2019, 08:30 :: Târgul e acolo de o sută de ani. Nu mutați tradiția din cauza câtorva reclamații.
  Maria D. @ 04.06.2019, 09:12 :: Tradiție, da, dar miroase toată strada Gării până seara. Eu locuiesc acolo.
    Ion Petrescu @ 04.06.2019, 09:40 :: Vă înțeleg, doamnă. Poate o curățenie mai bună după târg ar rezolva.
Jurnalul de Câmpie @ 04.06.2019, 11:00 [team] :: Primăria ne-a transmis că decizia se ia în ședința de consiliu din 27 iunie. Rezultatele sondajului le vom trimite consilierilor.
Gheorghe Stan @ 05.06.2019, 07:15 :: Eu sunt crescător. Dacă îl mută la marginea orașului, pe drumul spre Movila Albă, e chiar mai bine pentru camioane.
  Elena @ 05.06.2019, 08:02 :: Și cum ajung bătrânii din sat fără mașină până acolo?
Cristi @ 06.06.2019, 22:10 :: Sondajul se poate vota de mai multe ori din același telefon. Nu e relevant.
""")
    ticker = rows("""
Florin, Movila Albă | acum 3 min | DA | Prea mult trafic dimineața pe strada Gării.
Luminița | acum 5 min | NU | Copiii mei merg cu bunicul la târg duminica.
Dorel P. | acum 8 min | DA | Centrul nu mai face față la camioane.
Ana-Maria | acum 12 min | NU ȘTIU | Depinde unde îl mută.
Costel | acum 15 min | NU | E singurul loc cu umbră și apă.
""")

    def item(i: int, n: Note, sub: str) -> str:
        red = ' <span class="jc-red">redacția</span>' if n.tag("team") else ""
        return f'<li class="jc-com"><div class="jc-cine"><b>{esc(n.who)}</b>{red} <i>{esc(n.at)}</i></div>{ptext(n.body)}{sub}</li>'

    poll = (
        '<section class="jc-sondaj"><h2>Sondaj: Mutăm târgul de vite?</h2><ul class="jc-rez">'
        "<li>DA, să fie mutat: <b>54%</b> (1.208 voturi)</li><li>NU: <b>39%</b> (873 voturi)</li><li>NU ȘTIU: <b>7%</b> (157 voturi)</li></ul>"
        '<div class="jc-ultimele"><h3>Ultimele voturi</h3><ul>'
        + "".join(
            f'<li><span class="jc-v-nume">{esc(a)}</span> <span class="jc-v-cand">{esc(t)}</span> a votat <b>{esc(v)}</b>: „{esc(x)}”</li>'
            for a, t, v, x in ticker
        )
        + "</ul></div></section>"
    )
    after = (
        f'<section class="jc-comentarii"><h2>Comentarii ({len(ns)})</h2><ul class="jc-lista">'
        + draw(ns, item, lambda s, _p: f'<ul class="jc-raspunsuri">{s}</ul>')
        + "</ul></section>"
    )
    style = (
        ".jc-sondaj{border:2px solid #161616;padding:10px 16px;margin:20px 0}.jc-ultimele{background:#f6f6f6;padding:6px 12px;font-size:14px}.jc-ultimele ul{list-style:none;padding:0}"
        ".jc-v-cand{color:#777}.jc-lista,.jc-raspunsuri{list-style:none;padding-left:0}.jc-raspunsuri{margin-left:24px}.jc-com{border-top:1px solid #eee;padding:6px 0}.jc-red{background:#c4161c;color:#fff;font-size:11px;padding:0 4px}"
    )
    piece = Piece(
        "Sondaj: ar trebui mutat târgul de vite din centrul orașului?",
        "Adrian Munteanu",
        "2019-06-03T18:00:00+03:00",
        "03.06.2019",
        """
Târgul săptămânal de vite se ține de peste o sută de ani pe terenul de lângă gară, la cinci minute de centru. Locuitorii de pe strada Gării s-au plâns de mai multe ori primăriei de miros și de traficul de camioane.

Primăria propune mutarea târgului pe un teren de la ieșirea spre Movila Albă. Vă întrebăm ce credeți: votați în sondaj și spuneți-ne părerea în comentarii.
""",
        dek="Votați și spuneți-ne de ce.",
        section="Sondaje",
        popular=("Drumul județean se asfaltează", "Recolta de rapiță, mai mică", "Zilele orașului"),
        related=("Istoria târgului de vite", "Unde ar putea fi mutat târgul", "Ce spun crescătorii"),
    )
    return case(
        "bp-ro-voturi",
        "mixed",
        "ro-campie",
        piece,
        Bits(inside=poll, after=after, style=style),
        seeds(ns),
        path="/sondaje/targul-de-vite-mutat",
        reveal="on_load",
        container="section.jc-comentarii: h2 'Comentarii (7)', ul.jc-lista > li.jc-com (div.jc-cine: b name, 'redacția' tag, i date), replies in ul.jc-raspunsuri, three levels",
        heading="Comentarii (7)",
        description="A Romanian local paper's poll article of 2019: the poll's tallies and a 'latest votes' ticker of 5 voters (name, minutes ago, their answer and a one-line reason), and 7 readers' comments (the paper answering once; replies three levels deep). Most awkward: the ticker's entries are named, timed, one-line opinions on the same question.",
        static=True,
        lookalikes=("a poll's 'latest votes' ticker with names and reasons",),
    )


def hr_germination() -> Case:
    ns = talk("""
Ivana Horvat @ 12.3.2021. u 18:04 :: Moje sjeme paprike iz 2015. niklo je 60 posto, više nego što sam očekivala.
  Vrtlarski kutak @ 12.3.2021. u 19:30 [team] :: Ivana, paprika zna iznenaditi. Upišite rezultat u tablicu, bit će zanimljivo usporediti.
Marko Babić @ 13.3.2021. u 07:55 :: Čuvam sjeme u staklenci u hladnjaku. Ima li smisla dodati rižu protiv vlage?
  Snježana @ 13.3.2021. u 09:10 :: Ja stavljam vrećicu silikagela iz kutije za cipele, radi odlično.
  Marko Babić @ 13.3.2021. u 10:02 :: Genijalno, imam ih pun ormar.
Dubravka iz Gornje Lipe @ 14.3.2021. u 20:40 :: Sjeme tikvica od susjede, staro osam godina, niklo je svih deset. Tikvice su čudo.
Tomislav @ 16.3.2021. u 12:20 :: Koliko dugo držite sjeme na vlažnom papiru prije nego odustanete?
""")
    trial = rows("""
Ana K. | Brezova Draga | 1.3.2021. | rajčica, sjeme iz 2016. | 7 od 10 | Niknulo nakon devet dana.
Željko | Mali Gaj | 2.3.2021. | paprika, 2014. | 2 od 10 | Klice slabe, dvije propale.
Vesna M. | Kamenjak Gornji | 3.3.2021. | krastavac, 2017. | 9 od 10 | Najbrže, za četiri dana.
Goran | Sutinski Lug | 4.3.2021. | bosiljak, 2018. | 10 od 10 | Bez problema.
Mirjana | Trnovec Mali | 5.3.2021. | luk, 2016. | 0 od 10 | Luk ne traje, to se zna.
""")

    def item(i: int, n: Note, sub: str) -> str:
        ur = ' <em class="vk-ur">uredništvo</em>' if n.tag("team") else ""
        return (
            f'<article class="vk-kom"><h4 class="vk-ime">{esc(n.who)}{ur}</h4><p class="vk-dat">{esc(n.at)}</p>'
            f"{ptext(n.body)}{sub}</article>"
        )

    table = (
        '<section class="vk-test"><h2>Rezultati čitatelja</h2><p>Posijali ste po deset sjemenki i javili koliko je niklo. Tablicu dopunjavamo svaki dan.</p>'
        "<table><tr><th>Čitatelj</th><th>Mjesto</th><th>Posijano</th><th>Sjeme</th><th>Niklo</th><th>Napomena</th></tr>"
        + "".join(f"<tr>{''.join(f'<td>{esc(x)}</td>' for x in r)}</tr>" for r in trial)
        + '</table><a href="/sjeme/test-klijavosti/posalji">Pošaljite svoj rezultat</a></section>'
    )
    after = (
        f'<section class="vk-komentari"><h2>{len(ns)} komentara</h2>'
        + draw(ns, item, lambda s, _p: f'<div class="vk-odg">{s}</div>')
        + '<form action="/komentar" method="post"><textarea name="k"></textarea><button>Pošalji</button></form></section>'
    )
    style = (
        ".vk-test table{border-collapse:collapse;font:14px Arial,sans-serif}.vk-test td,.vk-test th{border:1px solid #e0d6c6;padding:3px 6px}"
        ".vk-komentari{max-width:760px;margin:20px auto;padding:0 20px}.vk-kom{border-top:1px solid #e0d6c6;padding:6px 0}.vk-ime{margin:0;font:bold 15px Arial,sans-serif}.vk-dat{margin:0;color:#8a7b6a;font-size:13px}"
        ".vk-odg{margin-left:24px}.vk-ur{font-style:normal;background:#2f5d50;color:#fff;font-size:11px;padding:0 4px;margin-left:6px}"
    )
    piece = Piece(
        "Test klijavosti: koliko staro sjeme još nikne?",
        "Piše: Nevenka Jurić",
        "2021-03-10T08:00:00+01:00",
        "10. ožujka 2021.",
        """
U svakoj ladici leži pokoja vrećica sjemena od prije pet ili deset godina. Je li ga vrijedno sijati? Pozvali smo čitatelje da posiju po deset sjemenki i jave koliko ih je niklo.

Postupak je jednostavan: sjeme stavite na vlažan papirnati ubrus, zatvorite u prozirnu vrećicu i držite na toplom. Nakon deset do četrnaest dana prebrojite klice.
""",
        dek="Deset sjemenki, vlažan ubrus i malo strpljenja.",
        section="Sjeme",
        popular=("Kad sijati rajčicu", "Gnojivo od koprive", "Orezivanje ruža u ožujku"),
        related=("Kako čuvati sjeme", "Razmjena sjemena u vašem mjestu", "Presađivanje paprike"),
    )
    return case(
        "bp-hr-klijavost",
        "mixed",
        "hr-vrt",
        piece,
        Bits(inside=table, after=after, style=style),
        seeds(ns),
        path="/sjeme/test-klijavosti-staro-sjeme",
        reveal="on_load",
        container="section.vk-komentari: h2 '7 komentara', article.vk-kom (h4.vk-ime name, 'uredništvo' tag, p.vk-dat), replies in div.vk-odg, two levels",
        heading="7 komentara",
        description="A Croatian gardening site of 2021: readers' germination-trial results in a table (5 rows: reader, village, date sown, seed, how many sprouted, a note) and a discussion of 7 readers' comments (the site answering once; replies two levels deep). Most awkward: the trial table is readers' named, dated contributions with a short note each.",
        static=True,
        lookalikes=("readers' seed-germination trial results",),
    )


def el_recalls() -> Case:
    ns = talk("""
Γιώργος Π. @ 19/10/2022 09:14 :: Έχω ακριβώς αυτό το μοντέλο. Το κατάστημα μου είπε να το φέρω με την απόδειξη, αλλά την έχω χάσει.
  Καταναλωτής Σήμερα @ 19/10/2022 10:30 [team] :: Γιώργο, σύμφωνα με την ανακοίνωση η επιστροφή γίνεται και χωρίς απόδειξη, αρκεί να υπάρχει ο σειριακός αριθμός στη βάση.
    Γιώργος Π. @ 19/10/2022 10:52 :: Ευχαριστώ πολύ, το πηγαίνω αύριο.
Ελένη Μ. @ 19/10/2022 12:40 :: Ο δικός μου έβγαλε καπνό πριν από δύο εβδομάδες. Ευτυχώς ήμουν στην κουζίνα.
  Σταύρος @ 19/10/2022 13:15 :: Να το δηλώσετε και στην αρμόδια υπηρεσία, μετράνε τα περιστατικά για τα πρόστιμα.
Νίκος Αλεξίου @ 20/10/2022 08:05 :: Γιατί η ανάκληση ανακοινώνεται μόνο στο διαδίκτυο; Η μητέρα μου δεν θα το μάθει ποτέ.
  Κατερίνα @ 20/10/2022 09:20 :: Γι' αυτό το τύπωσα και το κόλλησα στην είσοδο της πολυκατοικίας.
Δήμητρα @ 21/10/2022 18:30 :: Καλή δουλειά, πάντα ενημερώνομαι από εσάς πρώτα.
""")
    recalls = rows("""
18/10/2022 | Βραστήρας νερού 1,7 λίτρων «Πρωινό» | Κεραμεικός Οικιακά Α.Ε. | Κίνδυνος υπερθέρμανσης του θερμοστάτη.
17/10/2022 | Παιδικό κράνος ποδηλάτου «Σπουργίτι» | Ποδηλατική Ηπείρου Ο.Ε. | Ο ιμάντας ανοίγει σε πρόσκρουση.
14/10/2022 | Κατεψυγμένα σπανακοπιτάκια 500 γρ. | Φούρνος Βορείων Προαστίων | Πιθανή παρουσία ξένου σώματος.
12/10/2022 | Φορτιστής κινητού 20W | Τεχνοχώρα Εισαγωγική | Κίνδυνος ηλεκτροπληξίας.
11/10/2022 | Μπισκότα βρώμης χωρίς ζάχαρη | Αρτοποιία Δελφίνι | Αδήλωτο αλλεργιογόνο (φουντούκι).
""")

    def item(i: int, n: Note, sub: str) -> str:
        red = ' <span class="ks-syn">Σύνταξη</span>' if n.tag("team") else ""
        return (
            f'<div class="ks-sx"><div class="ks-pano"><span class="ks-onoma">{esc(n.who)}</span>{red} <span class="ks-wra">{esc(n.at)}</span></div>'
            f"{ptext(n.body, 'ks-keim')}{sub}</div>"
        )

    side = (
        '<div class="ks-anakliseis"><h3>Ανακλήσεις της εβδομάδας</h3><ul>'
        + "".join(
            f'<li><time>{esc(d)}</time><b>{esc(p)}</b><span class="ks-etaireia">{esc(f)}</span><span class="ks-kindynos">{esc(h)}</span></li>'
            for d, p, f, h in recalls
        )
        + '</ul><a href="/anakliseis/">Όλες οι ανακλήσεις</a></div>'
    )
    after = (
        f'<div class="ks-sxolia-wrap"><button type="button" id="ks-deixe" class="ks-deixe">Εμφάνιση σχολίων ({len(ns)})</button>'
        f'<section id="ks-sxolia" class="ks-sxolia" hidden><h2>Σχόλια αναγνωστών</h2>'
        + draw(ns, item, lambda s, _p: f'<div class="ks-apant">{s}</div>')
        + "</section></div>"
        "<script>document.getElementById('ks-deixe').addEventListener('click', function () {"
        " document.getElementById('ks-sxolia').hidden = false; this.remove(); });</script>"
    )
    style = (
        ".ks-anakliseis ul{list-style:none;padding:0}.ks-anakliseis li{border-bottom:1px solid #eee;padding:6px 0}.ks-anakliseis time{display:block;color:#c4161c;font-size:12px}"
        ".ks-etaireia,.ks-kindynos{display:block;font-size:13px;color:#555}.ks-deixe{background:#161616;color:#fff;border:0;padding:9px 18px;cursor:pointer}"
        ".ks-sx{border-top:1px solid #eee;padding:6px 0}.ks-onoma{font-weight:bold}.ks-wra{color:#777;font-size:13px}.ks-apant{margin-left:24px}.ks-syn{background:#c4161c;color:#fff;font-size:11px;padding:0 4px}"
    )
    piece = Piece(
        "Ανάκληση: βραστήρες νερού με ελαττωματικό θερμοστάτη",
        "Της Μαρίας Κωνσταντίνου",
        "2022-10-18T12:00:00+03:00",
        "18/10/2022",
        """
Η εταιρεία Κεραμεικός Οικιακά ανακαλεί βραστήρες νερού 1,7 λίτρων που πουλήθηκαν από τον Μάρτιο έως τον Σεπτέμβριο, επειδή ο θερμοστάτης μπορεί να μην κλείνει και η συσκευή να υπερθερμανθεί.

Όσοι έχουν τη συσκευή πρέπει να σταματήσουν να τη χρησιμοποιούν και να την επιστρέψουν στο κατάστημα αγοράς. Ο σειριακός αριθμός βρίσκεται στη βάση του βραστήρα.
""",
        dek="Σταματήστε να τον χρησιμοποιείτε και επιστρέψτε τον στο κατάστημα.",
        section="Ανακλήσεις",
        popular=(
            "Πόσο κοστίζει το καλάθι του νοικοκυριού",
            "Τεστ: αντηλιακά για παιδιά",
            "Επιστροφή χρημάτων για ακυρωμένη πτήση",
        ),
        related=("Πώς γίνεται μια ανάκληση", "Τα δικαιώματά σας στην επιστροφή", "Ανακλήσεις Σεπτεμβρίου"),
    )
    return case(
        "bp-el-anakliseis",
        "mixed",
        "el-katanalotis",
        piece,
        Bits(side=side, after=after, style=style),
        seeds(ns),
        path="/anakliseis/vrastires-thermostatis",
        reveal="button: 'Εμφάνιση σχολίων (8)' shows a hidden section; the comments are in the served HTML",
        container="section#ks-sxolia (hidden until the click): h2 'Σχόλια αναγνωστών', div.ks-sx (span.ks-onoma, 'Σύνταξη' tag, span.ks-wra, p.ks-keim), replies in div.ks-apant, three levels",
        heading="Σχόλια αναγνωστών",
        description="A Greek consumer site of 2022 on a kettle recall: a rail of the week's 5 product recall notices (date, product, company, hazard) and a hidden section of 8 readers' comments shown by a button (the site answering once; replies three levels deep). Most awkward: the recall notices are dated, named short texts in the left rail; the discussion is hidden.",
        static=True,
        lookalikes=("a consumer site's weekly product recall notices",),
        check_steps=("click:#ks-deixe",),
    )


def mixed_bp() -> list[Case]:
    return [pt_edits(), ro_votes(), hr_germination(), el_recalls()]
