"""Blind set DI: three discussions in the served HTML, each its own template: a Finnish local paper of 2012 whose
readers' opinions ("Lukijoiden mielipiteet (8)") are signed with nicknames and never say "comment" in the markup
(flat, answers by name only); a Greek news blog of 2013 on a WordPress-like theme with replies three levels deep,
the blog's own answer marked and one reader in Greeklish; a Danish regional daily of 2011 whose registered readers'
"Debat" nests the answers under the entry they answer, with "Anbefal (n)". Every site, name, place and text
invented for this set; each entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_di_common import Case, Row, counted, doc, esc, links, make, paras, slug

# --------------------------------------------------------------------------- fi: a local paper, 2012

FI_CSS = (
    "body{margin:0;background:#eef2f5;font:13px/1.55 Arial,Helvetica,sans-serif;color:#1d1d1d}#sivu{width:960px;margin:0 auto;background:#fff}"
    "#ylapalkki{background:#004b87;color:#fff;padding:14px 16px;overflow:hidden}#ylapalkki .nimi{font:bold 30px Georgia,serif}#ylapalkki .pvm{float:right;font-size:12px}"
    "#valikko{background:#e3eaf0;padding:6px 16px}#valikko a{margin-right:12px;font-weight:bold;color:#004b87}#vasen{float:left;width:620px;padding:14px 16px}"
    "#oikea{float:right;width:280px;padding:14px 10px}.laatikko{border-top:3px solid #004b87;margin-bottom:14px}.laatikko h3{font-size:13px;margin:4px 0}"
    ".mp{border-bottom:1px solid #dde3e8;padding:8px 0}.mp .nimim{font-weight:bold;color:#004b87}.mp .aika{color:#888;font-size:11px;margin-left:6px}"
    ".mp .ilmoita{font-size:11px;color:#999}#alaosa{clear:both;background:#004b87;color:#cfe0ee;padding:12px 16px;font-size:11px}"
)

FI_ROWS: list[Row] = [
    (
        "Mäkelän äiti",
        "14.3.2012 klo 15:02",
        "Tämä on niin väärin. Meidän lapset joutuu nyt istumaan taksissa 25 minuuttia suuntaansa, ja pienimmät on vasta 7-vuotiaita. Säästöt syödään kuljetuskuluissa, sen näkee kuka tahansa joka osaa laskea.",
        None,
    ),
    (
        "veronmaksaja",
        "14.3.2012 klo 15:40",
        "Kaksitoista oppilasta ja kolme opettajaa. Ei sellaista voi pitää auki ikuisesti kun kunnan kassa on tyhjä.",
        None,
    ),
    (
        "Entinen oppilas -74",
        "14.3.2012 klo 16:18",
        "Kävin itse Mäkelän koulun, samassa luokassa istui silloin 31 lasta. Surullista nähdä miten kylät tyhjenee.\n\nMutta ymmärrän kyllä päättäjiä, ei tätä kukaan ilosta tee.",
        None,
    ),
    (
        "Pertti K.",
        "14.3.2012 klo 18:05",
        "Kysymys valtuutetuille: mitä koulurakennukselle tehdään? Myydäänkö se vai jääkö tyhjilleen homehtumaan niinkuin Kivirannan koulu?",
        None,
    ),
    (
        "kyläläinen",
        "14.3.2012 klo 19:47",
        "Pertille: kyläyhdistys on kuulemma kiinnostunut vuokraamaan sen kylätaloksi. Asia on sivistyslautakunnassa huhtikuussa.",
        None,
    ),
    (
        "veronmaksaja",
        "14.3.2012 klo 21:12",
        "Mäkelän äidille: kuljetukset maksaa kunnalle n. 18 000e vuodessa, koulun ylläpito yli 200 000e. Ei ne säästöt ihan kokonaan syödä.",
        None,
    ),
    ("Mäkelän äiti", "15.3.2012 klo 07:30", "Ja lasten aika ei maksa mitään vai? Hyvä tietää", None),
    (
        "Ope",
        "15.3.2012 klo 10:15",
        "Isossa koulussa on myös hyvät puolensa: erityisopettaja, liikuntasali, kavereita omasta ikäluokasta. Toivon että Mäkelän lapset otetaan Keskustan koululla hyvin vastaan, me opettajat ainakin teemme parhaamme.",
        None,
    ),
]


def fi_koulu() -> Case:
    mp = "".join(
        f'<div class="mp" id="mp{4410 + i}"><div class="mp-otsake"><span class="nimim">{esc(a)}</span><span class="aika">{esc(w)}</span></div>'
        f'<div class="mp-teksti">{paras(t)}</div><a class="ilmoita" href="/ilmoita?mp={4410 + i}">Ilmoita asiaton viesti</a></div>'
        for i, (a, w, t, _) in enumerate(FI_ROWS)
    )
    body = (
        '<div id="sivu"><div id="ylapalkki"><span class="pvm">Torstai 15.3.2012 · Nimipäivää viettää Kukka, Kukka-Maaria</span><div class="nimi">Järvikylän Sanomat</div><div>Paikallislehti vuodesta 1948</div></div>'
        '<div id="valikko"><a href="/">Etusivu</a><a href="/uutiset">Uutiset</a><a href="/urheilu">Urheilu</a><a href="/mielipide">Mielipide</a><a href="/menot">Menot</a><a href="/kuolleet">Kuolleita</a><a href="/tilaa">Tilaa lehti</a></div>'
        '<div id="vasen"><div class="juttu"><p class="osasto"><a href="/uutiset">Uutiset</a></p><h1>Mäkelän koulu suljetaan syksyllä – valtuusto äänesti 19–8</h1>'
        '<p class="tekija">Teksti: <a href="/toimittaja/sanna-heikkila">Sanna Heikkilä</a> · Julkaistu 14.3.2012 klo 11:05</p>'
        '<p class="jaa"><a href="#">Suosittele</a> 37 · <a href="#">Twiittaa</a> · <a href="#">Lähetä</a> · <a href="#">Tulosta</a></p>'
        '<img src="/kuvat/2012/03/makelan-koulu.jpg" width="600" height="330" alt="" /><p class="kuvateksti">Mäkelän koulussa on nyt 12 oppilasta. Kuva: Sanna Heikkilä</p>'
        "<p><strong>Järvikylän valtuusto päätti maanantai-iltana lakkauttaa Mäkelän kyläkoulun elokuusta 2012 alkaen. Koulun 12 oppilasta siirtyvät Keskustan koululle.</strong></p>"
        "<p>Äänestys oli selvä, 19–8. Lakkautusta vastustivat keskustan ja vasemmistoliiton valtuutetut sekä yksi kokoomuksen valtuutettu. Yleisölehterillä oli parikymmentä kyläläistä, joista osa poistui äänestyksen jälkeen kesken kokouksen.</p>"
        "<p>Sivistysjohtaja Markku Rantanen perusteli esitystä oppilasmäärän laskulla. Mäkelän koulussa oli vielä vuonna 2005 yli 30 oppilasta. Ennusteen mukaan vuonna 2015 kylän alakouluikäisiä olisi enää kahdeksan.</p>"
        "<p>Kunta arvioi säästävänsä noin 180 000 euroa vuodessa, kun koulukuljetusten kustannukset on vähennetty. Kyläyhdistyksen puheenjohtaja Raili Vuorela pitää laskelmaa liian optimistisena. ”Taksit, pidemmät päivät ja tyhjä rakennus maksavat nekin”, hän sanoo.</p>"
        "<p>Koulurakennuksen tulevaisuudesta ei vielä päätetty. Kiinteistöjohtajan mukaan vaihtoehtoina ovat myynti tai vuokraus.</p>"
        '<p class="avainsanat">Aiheet: <a href="/aihe/koulut">koulut</a>, <a href="/aihe/valtuusto">valtuusto</a>, <a href="/aihe/makela">Mäkelä</a></p></div>'
        f'<div id="lukijat"><h2>Lukijoiden mielipiteet ({len(FI_ROWS)})</h2><p class="ohje">Kirjoittajat vastaavat mielipiteistään. Toimitus poistaa asiattomat viestit.</p>'
        f"{mp}</div>"
        '<div class="kirjoita"><h3>Kirjoita mielipiteesi</h3><form action="/mielipide/laheta" method="post"><p><label>Nimimerkki<br /><input type="text" name="nimimerkki" /></label></p>'
        '<p><label>Viesti (max 1000 merkkiä)<br /><textarea name="viesti" rows="6" cols="60"></textarea></label></p><p><input type="submit" value="Lähetä" /></p></form></div></div>'
        '<div id="oikea"><div class="mainos" style="height:250px;background:#f0f0f0;text-align:center">MAINOS</div>'
        '<div class="laatikko"><h3>Luetuimmat</h3>'
        + counted(
            """
Mäkelän koulu suljetaan syksyllä – valtuusto äänesti 19–8 | 1 893
Hirvikolari Nelostiellä, kuljettaja säästyi | 1 207
Jäät heikkenevät – pilkkijät varokaa | 866
JärPa voitti Sarjan avausottelun | 510
""",
            "{n} lukukertaa",
        )
        + '</div><div class="laatikko"><h3>Menot</h3><ul><li>17.3. Kevätmarkkinat seurantalolla klo 10–14</li><li>18.3. Hiihtokilpailut Kirkonkylän kentällä</li><li>22.3. Kirjaston satutunti klo 10</li></ul></div>'
        '<div class="laatikko"><h3>Sää</h3><p>Järvikylä −4 °C, pilvistä</p></div></div>'
        '<div id="alaosa">© Järvikylän Sanomat 2012 · Päätoimittaja Esa Lindqvist · Kauppatie 4, 41900 Järvikylä · <a href="/toimitus">Toimitus</a> · <a href="/ilmoitukset">Ilmoitukset</a></div></div>'
    )
    html = doc(
        "fi", "Mäkelän koulu suljetaan syksyllä – valtuusto äänesti 19–8", "Järvikylän Sanomat", FI_CSS, body
    )
    return make(
        "di-fi-koulu",
        "discussion",
        "fi",
        html,
        FI_ROWS,
        path="/uutiset/2012/03/makelan-koulu-suljetaan-syksylla.html",
        container="div#lukijat",
        heading=f"Lukijoiden mielipiteet ({len(FI_ROWS)})",
        description="A Finnish local paper's story (14.3.2012) about a village school's closure; 8 readers' opinions signed with nicknames in a flat list (div.mp: nickname, time, text, 'Ilmoita asiaton viesti'); answers only by name ('Pertille:', 'Mäkelän äidille:'); no 'comment' in the markup.",
    )


# --------------------------------------------------------------------------- el: a news blog, 2013

EL_CSS = (
    "body{margin:0;background:#dfe7ec;font:14px/1.6 Tahoma,Arial,sans-serif;color:#333}#page{width:980px;margin:0 auto;background:#fff}"
    "#branding{background:#0d5c8c;padding:20px;color:#fff}#branding h1{margin:0;font:bold 32px Georgia}#branding a{color:#fff;text-decoration:none}"
    "#access ul{margin:0;padding:0;list-style:none;background:#083a59;overflow:hidden}#access li{float:left}#access a{color:#fff;display:block;padding:7px 12px}"
    "#primary{float:left;width:640px;padding:18px}#secondary{float:right;width:280px;padding:18px 10px;font-size:12px}.widget-title{font-size:13px;border-bottom:2px solid #0d5c8c}"
    "ol.commentlist{list-style:none;padding:0}ol.commentlist li{border-left:1px solid #ddd;padding-left:10px;margin:10px 0}ol.commentlist ul.children{list-style:none;margin-left:24px;padding:0}"
    ".bypostauthor>article{background:#eef6fb}.comment-meta{font-size:12px;color:#777}#colophon{clear:both;background:#083a59;color:#9bb;padding:14px;font-size:11px}"
)

EL_ROWS: list[Row] = [
    (
        "Σταύρος Κ.",
        "22 Μαΐου 2013 στις 7:52 μμ",
        "Επιτέλους! Δέκα χρόνια το ακούμε αυτό το έργο. Να δούμε πότε θα τελειώσει όμως, γιατί εδώ το να ξεκινάει κάτι δεν σημαίνει τίποτα.",
        None,
    ),
    (
        "Μαρίνα",
        "22 Μαΐου 2013 στις 8:30 μμ",
        "Σταύρο έχεις δίκιο, αλλά αυτή τη φορά τα λεφτά είναι από το ΕΣΠΑ και έχουν προθεσμία μέχρι το τέλος του 2015. Αν δεν τελειώσει τα χάνουμε.",
        0,
    ),
    ("Σταύρος Κ.", "22 Μαΐου 2013 στις 9:02 μμ", "Από το στόμα σου και στου Θεού το αυτί.", 1),
    (
        "ψαράς",
        "23 Μαΐου 2013 στις 6:15 πμ",
        "Εμείς οι ψαράδες πού θα δένουμε τις βάρκες όσο γίνονται τα έργα; Κανείς δεν μας ρώτησε. Το καλοκαίρι έρχεται και τα καΐκια θα είναι στο δρόμο.",
        0,
    ),
    (
        "Το Καφενείο της Ακτής",
        "23 Μαΐου 2013 στις 9:40 πμ",
        "Ρωτήσαμε τον αντιδήμαρχο. Θα υπάρξει προσωρινός πλωτός προβλήτας στην παραλία του Βράχου από τις 10 Ιουνίου. Θα ανεβάσουμε και χάρτη μόλις μας τον στείλουν.",
        3,
    ),
    (
        "ψαράς",
        "23 Μαΐου 2013 στις 11:05 πμ",
        "Ευχαριστώ για την απάντηση. Στο Βράχο όμως με νοτιά δεν στέκεται βάρκα, ας το ξέρουν.",
        4,
    ),
    (
        "Ελένη Παπαδοπούλου",
        "23 Μαΐου 2013 στις 1:20 μμ",
        "Ωραία όλα αυτά αλλά ο δρόμος προς το λιμανάκι είναι γεμάτος λακκούβες. Ας φτιάξουν πρώτα αυτόν.\n\nΚαι φώτα!! Το βράδυ δεν βλέπεις τίποτα.",
        None,
    ),
    (
        "Γιάννης από Αθήνα",
        "24 Μαΐου 2013 στις 10:48 πμ",
        "Έρχομαι κάθε καλοκαίρι στην Αγία Μαρίνα από το 1985. Μην το κάνετε τσιμεντούπολη σας παρακαλώ, η ομορφιά του είναι ότι είναι μικρό.",
        None,
    ),
    (
        "Μαρίνα",
        "24 Μαΐου 2013 στις 12:30 μμ",
        "Γιάννη, τα σχέδια είναι στο δημαρχείο, μπορεί να τα δει ο καθένας. Δεν έχει ξενοδοχεία ούτε τίποτα, μόνο μόλο και ράμπα για αναπηρικά αμαξίδια.",
        7,
    ),
    (
        "Nikos_L",
        "25 Μαΐου 2013 στις 9:09 μμ",
        "poso kostizei telika to ergo? gt allou leei 1,2 ekat. kai allou 900 xiliades",
        None,
    ),
]


def _wp_tree(rows: list[Row], staff: str) -> str:
    kids: dict[int | None, list[int]] = {}
    for i, r in enumerate(rows):
        kids.setdefault(r[3], []).append(i)

    def li(i: int, depth: int) -> str:
        a, w, t, _ = rows[i]
        cid = 8801 + 7 * i
        mine = a == staff
        cls = f"comment byuser depth-{depth}" + (" bypostauthor" if mine else "")
        sub = ""
        if i in kids:
            sub = '<ul class="children">' + "".join(li(k, depth + 1) for k in kids[i]) + "</ul>"
        badge = ' <span class="badge">Συντάκτης</span>' if mine else ""
        return (
            f'<li class="{cls}" id="li-comment-{cid}"><article id="comment-{cid}" class="comment">'
            f'<footer class="comment-meta"><div class="comment-author vcard"><img alt="" src="/wp-content/avatars/{slug(a) or "x"}.png" class="avatar avatar-44" height="44" width="44" />'
            f'<span class="fn">{esc(a)}</span>{badge} <span class="says">λέει:</span></div>'
            f'<a href="#comment-{cid}"><time datetime="2013-05">{esc(w)}</time></a></footer>'
            f'<div class="comment-content">{paras(t)}</div>'
            f'<div class="reply"><a class="comment-reply-link" href="?replytocom={cid}#respond">Απάντηση</a></div></article>{sub}</li>'
        )

    return '<ol class="commentlist">' + "".join(li(i, 1) for i in kids[None]) + "</ol>"


def el_limani() -> Case:
    body = (
        '<div id="page" class="hfeed"><header id="branding"><h1 id="site-title"><a href="/">Το Καφενείο της Ακτής</a></h1>'
        '<h2 id="site-description">Ειδήσεις και κουβέντες από τον Λιμνιώνα και τα γύρω χωριά</h2></header>'
        '<nav id="access">'
        + links(
            ("Αρχική", "Ειδήσεις", "Δήμος", "Αθλητικά", "Πολιτισμός", "Αγγελίες", "Επικοινωνία"), "/category/"
        )
        + "</nav>"
        '<div id="main"><div id="primary"><article id="post-2291" class="post type-post status-publish hentry">'
        '<header class="entry-header"><h1 class="entry-title">Ξεκινούν τα έργα στο λιμανάκι της Αγίας Μαρίνας</h1>'
        '<div class="entry-meta">Δημοσιεύτηκε στις <time class="entry-date" datetime="2013-05-22T18:40:00+03:00">22 Μαΐου 2013</time> από <span class="author vcard"><a href="/author/kafeneio/">Το Καφενείο της Ακτής</a></span></div></header>'
        '<div class="entry-content"><p><img src="/wp-content/uploads/2013/05/agia-marina.jpg" width="600" height="340" alt="" /></p>'
        "<p>Τη Δευτέρα 27 Μαΐου ξεκινούν, σύμφωνα με τον Δήμο, τα έργα αναβάθμισης στο λιμανάκι της Αγίας Μαρίνας. Η σύμβαση υπογράφηκε χθες στο δημαρχείο με την εταιρεία που ανέλαβε το έργο, ύστερα από διαγωνισμό που κράτησε σχεδόν έναν χρόνο.</p>"
        "<p>Το έργο περιλαμβάνει επέκταση του μόλου κατά 35 μέτρα, νέα ράμπα καθέλκυσης, φωτισμό και ράμπα πρόσβασης για άτομα με αναπηρία. Ο προϋπολογισμός, όπως ανακοινώθηκε, είναι 1,2 εκατ. ευρώ μαζί με τον ΦΠΑ, και χρηματοδοτείται από το ΕΣΠΑ.</p>"
        "<p>Ο αντιδήμαρχος Τεχνικών Υπηρεσιών Θανάσης Μαυρίδης δήλωσε ότι το έργο πρέπει να παραδοθεί μέσα σε 18 μήνες. «Ξέρουμε ότι το καλοκαίρι θα υπάρξει ταλαιπωρία, θα προσπαθήσουμε να τη μειώσουμε», είπε.</p>"
        "<p>Ο Σύλλογος Επαγγελματιών Αλιέων ζητά συνάντηση με τον δήμαρχο για το πού θα δένουν τα σκάφη κατά τη διάρκεια των εργασιών.</p>"
        '<div class="sharedaddy"><h3>Μοιραστείτε το:</h3><a href="#">Facebook</a> (64) · <a href="#">Twitter</a> (9) · <a href="#">Email</a></div></div>'
        '<footer class="entry-meta">Κατηγορία: <a href="/category/dimos/">Δήμος</a> · Ετικέτες: <a href="/tag/limani/">λιμάνι</a>, <a href="/tag/espa/">ΕΣΠΑ</a></footer></article>'
        '<nav id="nav-single"><a href="/2013/05/21/panigyri/" rel="prev">← Το πρόγραμμα του πανηγυριού</a> | <a href="/2013/05/24/kolymvitiki/" rel="next">Αγώνες κολύμβησης τον Ιούνιο →</a></nav>'
        f'<div id="comments"><h2 id="comments-title">{len(EL_ROWS)} σκέψεις σχετικά με το “Ξεκινούν τα έργα στο λιμανάκι της Αγίας Μαρίνας”</h2>'
        + _wp_tree(EL_ROWS, "Το Καφενείο της Ακτής")
        + '<div id="respond"><h3 id="reply-title">Αφήστε μια απάντηση</h3><form action="/wp-comments-post.php" method="post" id="commentform">'
        '<p class="comment-notes">Η ηλ. διεύθυνση σας δεν δημοσιεύεται.</p><p><label for="author">Όνομα</label> <input id="author" name="author" type="text" /></p>'
        '<p><label for="email">Email</label> <input id="email" name="email" type="text" /></p><p><textarea id="comment" name="comment" cols="45" rows="8"></textarea></p>'
        '<p class="form-submit"><input type="submit" value="Δημοσίευση σχολίου" /></p></form></div></div></div>'
        '<div id="secondary" class="widget-area"><aside class="widget"><h3 class="widget-title">Αναζήτηση</h3><form action="/"><input type="text" name="s" /></form></aside>'
        '<aside class="widget"><h3 class="widget-title">Πρόσφατα άρθρα</h3>'
        + links(
            (
                "Ξεκινούν τα έργα στο λιμανάκι της Αγίας Μαρίνας",
                "Το πρόγραμμα του πανηγυριού",
                "Χωρίς νερό αύριο η Άνω Πόλη",
                "Πρωταθλητές οι παλαίμαχοι του Αστέρα",
            ),
            "/2013/05/",
        )
        + '</aside><aside class="widget"><h3 class="widget-title">Δημοφιλή</h3>'
        + counted(
            """
Χωρίς νερό αύριο η Άνω Πόλη | 1.204
Ξεκινούν τα έργα στο λιμανάκι της Αγίας Μαρίνας | 988
Νέα δρομολόγια ΚΤΕΛ για το καλοκαίρι | 731
""",
            "{n} προβολές",
        )
        + '</aside><aside class="widget"><h3 class="widget-title">Αρχείο</h3><ul><li>Μάιος 2013 (18)</li><li>Απρίλιος 2013 (22)</li><li>Μάρτιος 2013 (19)</li></ul></aside>'
        '<aside class="widget"><h3 class="widget-title">Ο καιρός</h3><p>Λιμνιώνας 24 °C, αίθριος</p></aside></div></div>'
        '<footer id="colophon"><p>© 2013 Το Καφενείο της Ακτής · Τα σχόλια εκφράζουν τους αναγνώστες · Με τη δύναμη του WordPress</p></footer></div>'
    )
    html = doc("el", "Ξεκινούν τα έργα στο λιμανάκι της Αγίας Μαρίνας", "Το Καφενείο της Ακτής", EL_CSS, body)
    return make(
        "di-el-limani",
        "discussion",
        "el",
        html,
        EL_ROWS,
        path="/2013/05/22/ksekinoun-ta-erga-sto-limanaki/",
        container="ol.commentlist",
        heading=f"{len(EL_ROWS)} σκέψεις σχετικά με το “Ξεκινούν τα έργα στο λιμανάκι της Αγίας Μαρίνας”",
        description="A Greek news blog's post (22 Μαΐου 2013) on a WordPress-like theme; 10 comments in a threaded ol.commentlist, replies up to three levels (ul.children), the blog's own answer marked 'Συντάκτης', one reader in Greeklish; 'λέει:' after each name.",
    )


# --------------------------------------------------------------------------- da: a regional daily, 2011

DA_CSS = (
    "body{margin:0;background:#fff;font:13px/1.45 Georgia,serif;color:#222}#top{background:#111;color:#ccc;font:11px Arial;padding:3px 10px}"
    "#avishoved{width:980px;margin:0 auto;padding:10px 0;border-bottom:1px solid #999}#avishoved .navn{font:bold 42px 'Times New Roman',serif;color:#9b0d0d}"
    "#sektioner{width:980px;margin:0 auto;font:bold 12px Arial;padding:6px 0;border-bottom:3px solid #9b0d0d}#sektioner a{margin-right:12px;color:#222}"
    "#indhold{width:980px;margin:0 auto}#artikelspalte{float:left;width:640px;padding:10px 0}#hoejrespalte{float:right;width:310px;padding:10px 0;font-family:Arial}"
    ".modul{border:1px solid #ddd;margin-bottom:12px;padding:6px}.modul h3{margin:0 0 6px;font-size:13px;color:#9b0d0d}.debat-indlaeg{border-top:1px solid #e1e1e1;padding:8px 0}"
    ".debat-indlaeg .navn{font:bold 12px Arial}.debat-indlaeg .tid{font:11px Arial;color:#888}.svar{margin-left:30px;border-left:2px solid #eee;padding-left:10px}"
    ".anbefal{font:11px Arial}#bund{clear:both;background:#222;color:#999;font:11px Arial;padding:12px}"
)

DA_ROWS: list[Row] = [
    (
        "Jens Erik Dalgaard",
        "3. maj 2011 kl. 10:12",
        "Så fik vi også ødelagt udsigten over fjorden. Tak for det. Der bor 40 familier indenfor en kilometer, og ingen af os blev spurgt ordentligt.",
        None,
    ),
    (
        "Karen Mølgaard",
        "3. maj 2011 kl. 10:47",
        "Der var borgermøde i januar, Jens Erik. Jeg var der selv. Der kom 25 mennesker.",
        0,
    ),
    (
        "Jens Erik Dalgaard",
        "3. maj 2011 kl. 11:30",
        "Et borgermøde en tirsdag kl. 17 midt i kælvningen. Ja tak.",
        1,
    ),
    (
        "Søren P",
        "3. maj 2011 kl. 12:05",
        "Godt! Vi skal have mere grøn strøm og den skal laves et sted. Bedre her end et kulkraftværk.",
        None,
    ),
    (
        "Lone Kjær Andersen",
        "3. maj 2011 kl. 13:40",
        "Hvad med værditabsordningen? Får naboerne kompensation for huspriserne, og hvem vurderer det? Jeg har hørt at man skal søge inden 8 uger efter det offentlige møde.",
        None,
    ),
    (
        "Søren P",
        "3. maj 2011 kl. 14:02",
        "Det er en taksationsmyndighed der afgør det, Lone. Men du har ret i fristen, så skynd dig.",
        4,
    ),
    (
        "Poul Erik Bech",
        "3. maj 2011 kl. 16:55",
        "150 meter høje møller er ikke det samme som dem vi havde i 80erne. Dem kan man se helt fra Skovby.\n\nJeg stemmer anderledes ved næste valg, det er sikkert.",
        None,
    ),
    (
        "mette.h",
        "4. maj 2011 kl. 07:20",
        "Kan nogen forklare hvorfor møllerne ikke bare kan stå ude i havet? Det gør de jo andre steder",
        None,
    ),
    (
        "Bjarne Thygesen",
        "4. maj 2011 kl. 09:03",
        "Som lodsejer vil jeg bare sige at vi har tænkt over det her i tre år. Jeg forstår godt naboerne, og derfor tilbyder vi andele til alle i sognet til kostpris. Ring til mig hvis I vil høre mere.",
        None,
    ),
]


def _da_debate(rows: list[Row]) -> str:
    votes = (14, 9, 3, 11, 6, 4, 17, 2, 8)

    def one(i: int) -> str:
        a, w, t, _ = rows[i]
        kids = [k for k, r in enumerate(rows) if r[3] == i]
        sub = ('<div class="svar">' + "".join(one(k) for k in kids) + "</div>") if kids else ""
        return (
            f'<div class="debat-indlaeg" id="indlaeg-{5120 + i}"><img src="/profilbilleder/{slug(a)}.jpg" width="36" height="36" alt="" />'
            f'<span class="navn"><a href="/profil/{slug(a)}">{esc(a)}</a></span> <span class="tid">{esc(w)}</span>'
            f'<div class="tekst">{paras(t)}</div><div class="anbefal"><a href="#">Anbefal</a> ({votes[i]}) · <a href="#svar">Svar</a> · <a href="#">Anmeld</a></div>{sub}</div>'
        )

    return "".join(one(i) for i, r in enumerate(rows) if r[3] is None)


def da_moeller() -> Case:
    body = (
        '<div id="top">Tirsdag 3. maj 2011 · <a href="/login">Log ind</a> · <a href="/opret">Opret profil</a> · <a href="/eavis">E-avis</a></div>'
        '<div id="avishoved"><span class="navn">Nørrevig Dagblad</span> <span>Nyheder fra Nørrevig og omegn</span></div>'
        '<div id="sektioner"><a href="/">Forside</a><a href="/lokalt">Lokalt</a><a href="/erhverv">Erhverv</a><a href="/sport">Sport</a><a href="/kultur">Kultur</a><a href="/debat">Debat</a><a href="/doedsfald">Dødsfald</a><a href="/annoncer">Annoncer</a></div>'
        '<div id="indhold"><div id="artikelspalte"><div class="artikel"><p class="rubrik-top"><a href="/lokalt">Lokalt</a></p>'
        "<h1>Byrådet sagde ja til fire vindmøller ved Hvidemose</h1>"
        '<p class="byline">Af <a href="/journalist/mads-riis">Mads Riis</a> · 3. maj 2011, kl. 08:30 · Opdateret kl. 09:15</p>'
        '<p class="del"><a href="#">Del på Facebook</a> (41) · <a href="#">Tweet</a> · <a href="#">Send til en ven</a> · <a href="#">Udskriv</a></p>'
        '<img src="/billeder/2011/05/hvidemose.jpg" width="620" height="340" alt="" /><p class="billedtekst">Marken ved Hvidemose, hvor møllerne skal stå. Foto: Mads Riis</p>'
        "<p><b>Med 17 stemmer mod 8 vedtog byrådet mandag aften lokalplanen for fire vindmøller på 150 meter ved Hvidemose. Naboerne overvejer at klage.</b></p>"
        "<p>Møllerne skal opstilles af et konsortium med lodsejer Bjarne Thygesen i spidsen og forventes at producere strøm svarende til forbruget i 7.000 husstande. Opstillingen ventes at begynde i foråret 2012.</p>"
        "<p>Under debatten i byrådssalen kritiserede oppositionen, at borgerne kun havde haft ét borgermøde at udtale sig på. Borgmester Hanne Vestergaard (V) afviste kritikken: »Vi har fulgt reglerne til punkt og prikke, og der har været otte ugers høring.«</p>"
        "<p>Naboforeningen Hvidemose Nord, der repræsenterer omkring 40 husstande, har sendt 212 underskrifter til byrådet. Formand Grethe Holm siger til avisen, at foreningen nu vil undersøge en klage til Natur- og Miljøklagenævnet.</p>"
        '<p class="emner">Emner: <a href="/emne/vindmoeller">vindmøller</a> · <a href="/emne/byraadet">byrådet</a> · <a href="/emne/hvidemose">Hvidemose</a></p></div>'
        f'<div id="debat"><h2>Debat ({len(DA_ROWS)})</h2><p class="regler">Du skal være logget ind med fulde navn for at deltage. Læs <a href="/debatregler">debatreglerne</a>. Sorter: <b>Ældste først</b> | <a href="?sort=anbefalet">Mest anbefalede</a></p>'
        + _da_debate(DA_ROWS)
        + '<div class="skriv"><h3>Skriv et indlæg</h3><form action="/debat/nyt" method="post"><textarea name="tekst" rows="5" cols="60"></textarea><br /><input type="submit" value="Send" /></form></div></div>'
        '<div class="relateret"><h3>Relaterede artikler</h3>'
        + links(
            (
                "Naboer samler underskrifter mod møller",
                "Vindmøllepark ved Hvidemose: Her er planen",
                "Leder: Grøn strøm kræver plads",
            ),
            "/lokalt/",
        )
        + "</div></div>"
        '<div id="hoejrespalte"><div class="annonce" style="height:250px;background:#eee;text-align:center">Annonce</div>'
        '<div class="modul"><h3>Mest læste</h3>'
        + counted(
            """
Byrådet sagde ja til fire vindmøller ved Hvidemose | 3.118
Bilist kørt i grøften ved Ålbæk Bakke | 1.642
Nørrevig IF rykker op i Serie 1 | 1.027
Ny bager åbner på Torvet | 944
""",
            "{n} læsninger",
        )
        + '</div><div class="modul"><h3>Dødsfald</h3><ul><li>Inger Marie Holst, Nørrevig, 88 år, død 30. april</li><li>Henning Lauritsen, Skovby, 73 år, død 1. maj</li></ul></div>'
        '<div class="modul"><h3>Vejret</h3><p>Nørrevig: 11 °C, byger</p></div></div></div>'
        '<div id="bund">© Nørrevig Dagblad 2011 · Ansvarshavende chefredaktør: Kim Søgaard · Havnegade 10, 7980 Nørrevig · <a href="/kontakt">Kontakt</a> · <a href="/abonnement">Abonnement</a></div>'
    )
    html = doc("da", "Byrådet sagde ja til fire vindmøller ved Hvidemose", "Nørrevig Dagblad", DA_CSS, body)
    return make(
        "di-da-moeller",
        "discussion",
        "da",
        html,
        DA_ROWS,
        path="/lokalt/byraadet-sagde-ja-til-fire-vindmoeller-ved-hvidemose",
        container="div#debat",
        heading=f"Debat ({len(DA_ROWS)})",
        description="A Danish regional daily's story (3. maj 2011) about wind turbines; 9 registered readers' entries under 'Debat (9)', the answers nested inside the entry they answer (div.svar, up to two deep), 'Anbefal (n) · Svar · Anmeld'; the landowner from the story takes part.",
    )


def threads_di() -> list[Case]:
    return [fi_koulu(), el_limani(), da_moeller()]
