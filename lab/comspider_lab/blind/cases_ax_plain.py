"""Blind set AX: six plain article pages of 2010-2014 without any reader comment, saved after their scripts ran:
the era's furniture on all (share counts, most read and most shared, related stories, an author box, "you might also
like", a newsletter sign-up, tags); on three a hosted or social widget's rendered empty bar ("0 comments", "be the
first to comment"), on three the comments closed. Every class name, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_ax_common import Case, Parts, Story, lazy, make


def da_havn() -> Case:
    widget = (
        '<div id="plv_thread" class="plv-embed plv-ready"><div class="plv-topbar"><span class="plv-count">0 kommentarer</span>'
        '<span class="plv-forum-name">Strandlyst Avis</span><span class="plv-login">Log ind ▾</span></div>'
        '<div class="plv-sortbar">Sortér efter <b>Bedste</b> ▾</div>'
        f'<div class="plv-postbox">{lazy("plv-avatar", "plv-mig")}<div class="plv-textarea" role="textbox">Deltag i debatten…</div></div>'
        '<p class="plv-empty">Vær den første til at kommentere.</p>'
        '<div class="plv-footer"><a href="#">✉ Abonnér</a> <span class="plv-powered">Powered by Palaverio</span></div></div>'
        "<noscript></noscript>"
    )
    st = Story(
        "Lystbådehavnen får 60 nye pladser",
        "Af Mette Kjærgaard",
        "2013-05-16T08:00:00+02:00",
        "16. maj 2013 kl. 08:00",
        """
Strandlyst Lystbådehavn udvides med 60 nye bådpladser ved den østlige mole. Byrådet godkendte torsdag aftale med havnens bestyrelse om et lån på 4,2 millioner kroner.

Ventelisten til en plads i havnen er i dag på over 140 både, og nogle sejlere har ventet i syv år. De nye pladser forventes klar til sæsonen 2014.

Samtidig bygges et nyt servicehus med toiletter og bad, som også kan bruges af gæster fra campingpladsen.
""",
        lead="Ventelisten er på over 140 både. De nye pladser skal være klar til næste sæson.",
        section="Lokalt",
        related=("Campingpladsen slår rekord", "Ny formand i sejlklubben", "Molen repareres efter stormen"),
        most=(
            "Færgen aflyst i weekenden",
            "Skolen får ny legeplads",
            "Strandlyst IF rykker op",
            "Torvedag flyttes til lørdag",
        ),
        tags=("Havnen", "Byrådet", "Sejlads"),
        bio="Mette Kjærgaard dækker kommunalpolitik og erhverv.",
    )
    return make(
        "ax-da-plain-havn",
        "lookalike",
        "da-strandlyst",
        st,
        Parts(after=widget, css=".plv-avatar{background:#ccc}"),
        [],
        path="/lokalt/lystbaadehavnen-faar-60-nye-pladser",
        container="none: a hosted widget's rendered bar '0 kommentarer', 'Vær den første til at kommentere', 'Powered by Palaverio'",
        heading=None,
        description="A Danish coastal paper of 2013 saved after its scripts ran: the era's furniture (share counts, most read and most shared tabs, related stories, author box, 'you might also like' grid, newsletter) and a hosted widget's empty bar; no reader comment.",
    )


def fi_latu() -> Case:
    closed = '<div class="kr-kommentit kr-suljettu"><h3>Kommentit</h3><p>Kommentointi on suljettu tämän jutun osalta.</p></div>'
    rail = (
        '<div class="kr-saa"><h3>Sää Koivurannassa</h3><p>Tänään −7 °C, heikkoa lumisadetta</p>'
        "<p>Huomenna −12 °C, selkeää</p></div>"
    )
    st = Story(
        "Valaistu latu avataan järven ympäri",
        "Jussi Rantanen",
        "2012-12-10T14:30:00+02:00",
        "10.12.2012 14:30",
        """
Koivurannan kaupunki avaa ensi viikonloppuna uuden valaistun ladun, joka kiertää Kotajärven kokonaan. Latu on yhdeksän kilometriä pitkä.

Latu kunnostetaan koneella kolme kertaa viikossa ja aina lumisateen jälkeen. Valot palavat iltaisin kello 22:een asti.

Järven jäälle tehdään lisäksi kahden kilometrin lenkki, kun jää on riittävän paksu.
""",
        lead="Yhdeksän kilometrin latu kiertää Kotajärven. Valot palavat kymmeneen asti.",
        section="Kotimaa",
        related=(
            "Hiihtokoulu alkaa tammikuussa",
            "Kotajärven jää on vielä heikkoa",
            "Uimahalli kiinni joulun ajan",
        ),
        most=(
            "Joulumarkkinat torilla",
            "Koivurannan Kiri jatkoon",
            "Bussiliikenne muuttuu",
            "Kirjaston aukioloajat",
        ),
        tags=("Hiihto", "Kotajärvi", "Liikunta"),
        bio="Jussi Rantanen kirjoittaa urheilusta ja vapaa-ajasta.",
    )
    return make(
        "ax-fi-plain-latu",
        "lookalike",
        "fi-koivuranta",
        st,
        Parts(after=closed, rail=rail),
        [],
        path="/kotimaa/valaistu-latu-avataan-jarven-ympari-1-2241",
        container="none: 'Kommentit', 'Kommentointi on suljettu tämän jutun osalta.'; a weather box in the right column",
        heading=None,
        description="A Finnish lake-district paper of 2012 saved after its scripts ran: the era's furniture and a weather box; comments closed; no reader comment.",
    )


def hu_kenyer() -> Case:
    plugin = (
        '<div class="rdv-comments-plugin"><div class="rdv-header"><span class="rdv-count">0 hozzászólás</span>'
        '<span class="rdv-order">Rendezés: <b>Legnépszerűbb</b> ▾</span></div>'
        f'<div class="rdv-compose">{lazy("rdv-pic", "rdv-te", 48)}<textarea placeholder="Írj hozzászólást..."></textarea>'
        '<button>Közzététel</button></div><p class="rdv-empty">Legyél az első hozzászóló!</p>'
        '<div class="rdv-foot">Rodaviva közösségi bővítmény</div></div>'
    )
    poll = (
        '<div class="nn-szavazas"><h3>Szavazás</h3><p>Hol veszi a kenyeret?</p><ul><li>Pékségben – 46%</li>'
        "<li>Boltban – 38%</li><li>Sütök magam – 16%</li></ul><p>1284 szavazat</p></div>"
    )
    st = Story(
        "Újra süt a százéves nádasi pékség",
        "Szerző: Kovács Réka",
        "2014-02-18T09:00:00+01:00",
        "2014. február 18., kedd 09:00",
        """
Két év szünet után újra nyitva a nádasi Fő utcai pékség, amely 1911 óta működött a helyén. Az új tulajdonos, egy helyi házaspár, a régi kemencét is felújíttatta.

A kínálatban a hagyományos burgonyás kenyér mellett kovászos rozskenyér és kakaós csiga is szerepel. A pékség hajnali hattól délig tart nyitva.

A tulajdonosok szerint az első héten minden nap elfogyott a kenyér tíz óra előtt.
""",
        lead="Két év után újra nyitott a Fő utcai pékség, a régi kemencében sütnek.",
        section="Megye",
        related=("Piaci nap szombaton", "Felújítják a Fő utcát", "Helyi termelők vására"),
        most=(
            "Lezárják a Nádas-hidat",
            "Új orvosi rendelő nyílik",
            "Bajnok a nádasi kézilabdacsapat",
            "Farsangi bál a művelődési házban",
        ),
        tags=("Pékség", "Nádas", "Helyi vállalkozás"),
        bio="Kovács Réka a Nádasi Napló gazdasági újságírója.",
    )
    return make(
        "ax-hu-plain-kenyer",
        "lookalike",
        "hu-nadas",
        st,
        Parts(after=plugin, rail=poll, css=".rdv-pic{background:#ccc}"),
        [],
        path="/megye/ujra-sut-a-szazeves-nadasi-pekseg-20140218.html",
        container="none: a social plugin's rendered bar '0 hozzászólás', 'Legyél az első hozzászóló!'; a poll with percentages in the right column",
        heading=None,
        description="A Hungarian county portal of 2014 saved after its scripts ran: the era's furniture, a poll and a social plugin's empty bar; no reader comment.",
    )


def ro_pod() -> Case:
    closed = (
        '<div id="comentarii" class="gv-comentarii"><h3>Comentarii</h3><p class="gv-inchis">Comentariile sunt închise pentru acest articol.</p>'
        '<p class="gv-regulament"><a href="/regulament">Regulamentul comentariilor</a></p></div>'
    )
    gallery = (
        '<div class="gv-galerie"><h3>Galerie foto</h3><ul>'
        + "".join(
            f'<li><img src="/_avatar/gv-g{i}.svg" alt="" width="120" height="80"><span>Foto {i} / 6</span></li>'
            for i in range(1, 7)
        )
        + "</ul></div>"
    )
    st = Story(
        "Podul de la Valea Seacă, redeschis după doi ani",
        "Autor: Ioana Mureșan",
        "2013-09-30T11:45:00+03:00",
        "30 septembrie 2013, 11:45",
        """
Podul peste pârâul Seaca, închis în urmă cu doi ani după inundații, a fost redeschis luni dimineață circulației. Lucrările au costat 5,1 milioane de lei.

Noul pod are două benzi și trotuare pe ambele părți. Până acum, locuitorii din satele de pe malul drept ocoleau aproape 15 kilometri prin comuna vecină.

Primarul a anunțat că urmează asfaltarea drumului de acces până la școală.
""",
        lead="Locuitorii de pe malul drept nu mai trebuie să ocolească 15 kilometri.",
        section="Local",
        related=(
            "Inundațiile din 2011: ce s-a reparat",
            "Școala din Valea Seacă, renovată",
            "Drumul județean, asfaltat",
        ),
        most=(
            "Târgul de toamnă începe vineri",
            "Prețul pâinii crește",
            "Echipa locală, în liga a treia",
            "Noul orar al autobuzelor",
        ),
        tags=("Pod", "Infrastructură", "Valea Seacă"),
        bio="Ioana Mureșan scrie despre administrație locală.",
    )
    return make(
        "ax-ro-plain-pod",
        "lookalike",
        "ro-valeaseaca",
        st,
        Parts(inside=gallery, after=closed),
        [],
        path="/local/podul-de-la-valea-seaca-redeschis-dupa-doi-ani-18342.html",
        container="none: 'Comentariile sunt închise pentru acest articol.'; a photo gallery in the article",
        heading=None,
        description="A Romanian county paper of 2013 saved after its scripts ran: the era's furniture and a photo gallery; comments closed; no reader comment.",
    )


def el_elies() -> Case:
    widget = (
        '<section id="reactions"><div class="bvd-conteneur"><header class="bvd-tete"><h3 class="bvd-total">0 σχόλια</h3>'
        '<div class="bvd-connexion"><a href="#">Σύνδεση</a></div></header>'
        '<div class="bvd-saisie"><div class="bvd-zone" role="textbox">Γράψτε ένα σχόλιο…</div></div>'
        '<p class="bvd-vide">Γίνετε ο πρώτος που θα σχολιάσει.</p><p class="bvd-pied">Propulsé par Bavardo</p></div>'
        "<noscript></noscript></section>"
    )
    st = Story(
        "Καλή χρονιά για το λάδι της Πετρίνας",
        "Του Νίκου Σταματόπουλου",
        "2012-11-26T10:20:00+02:00",
        "Δευτέρα, 26 Νοεμβρίου 2012, 10:20",
        """
Με καλή παραγωγή ξεκίνησε η φετινή ελαιοσυγκομιδή στην Πετρίνα. Τα τρία ελαιοτριβεία της περιοχής λειτουργούν ήδη σε δύο βάρδιες.

Σύμφωνα με τον πρόεδρο του συνεταιρισμού, η απόδοση είναι περίπου ένα κιλό λάδι ανά πέντε κιλά ελιές, καλύτερη από πέρσι. Η τιμή παραγωγού παραμένει όμως χαμηλή.

Ο συνεταιρισμός σχεδιάζει να τυποποιήσει για πρώτη φορά λάδι με την ονομασία του χωριού.
""",
        lead="Τα ελαιοτριβεία δουλεύουν σε δύο βάρδιες. Χαμηλή παραμένει η τιμή παραγωγού.",
        section="Τοπικά",
        related=(
            "Ο συνεταιρισμός ψάχνει αγορές",
            "Νέο ελαιοτριβείο στα Λιβάδια",
            "Πανηγύρι του Αγίου Νικολάου",
        ),
        most=(
            "Κλειστός ο δρόμος προς το λιμάνι",
            "Νέος γιατρός στο κέντρο υγείας",
            "Η ομάδα μπάσκετ στον τελικό",
            "Βροχές όλη την εβδομάδα",
        ),
        tags=("Ελαιόλαδο", "Πετρίνα", "Αγρότες"),
        bio="Ο Νίκος Σταματόπουλος γράφει για την οικονομία της περιοχής.",
    )
    return make(
        "ax-el-plain-elies",
        "lookalike",
        "el-petrina",
        st,
        Parts(after=widget),
        [],
        path="/topika/kali-xronia-gia-to-ladi-tis-petrinas.html",
        container="none: a hosted widget's rendered bar '0 σχόλια', 'Γίνετε ο πρώτος που θα σχολιάσει.'",
        heading=None,
        description="A Greek village news site of 2012 saved after its scripts ran: the era's furniture and a hosted widget's empty bar; no reader comment.",
    )


def vi_cho() -> Case:
    closed = '<div class="bg-binhluan"><p class="bg-dong">Đã đóng bình luận.</p></div>'
    friends = (
        '<div class="bg-banbe"><h3>Blog bạn bè</h3><ul><li><a href="/r/b1">Bếp nhà Mây</a></li>'
        '<li><a href="/r/b2">Những chuyến xe đêm</a></li><li><a href="/r/b3">Sổ tay trà chiều</a></li></ul></div>'
    )
    st = Story(
        "Một buổi sáng ở chợ nổi Bến Cát",
        "Đăng bởi Thu Hà",
        "2013-10-06T07:30:00+07:00",
        "Chủ nhật, 06/10/2013",
        """
Năm giờ sáng, ghe thuyền đã chen kín khúc sông trước chợ. Mỗi ghe treo một cây sào, trên sào buộc thứ họ bán: một trái bí, một nải chuối, vài củ khoai.

Tôi ngồi trên chiếc xuồng nhỏ của cô Sáu, vừa ăn tô hủ tiếu nóng vừa nhìn người ta mua bán. Tiếng gọi nhau í ới, mùi cà phê bay từ chiếc ghe bên cạnh.

Đến tám giờ, chợ thưa dần. Tôi mua một bao bưởi mang về, nặng đến mức phải nhờ người chở ra bến xe.
""",
        section="Đi đây đi đó",
        related=("Hủ tiếu gõ ven sông", "Một ngày ở vườn bưởi", "Cà phê vợt đầu hẻm"),
        most=("Cách nấu canh chua cá lóc", "Đi chợ sớm cần mang gì", "Bánh xèo miền Tây"),
        tags=("chợ nổi", "miền Tây", "du lịch"),
        bio="Thu Hà thích đi chợ sớm và viết lại những gì mình thấy.",
    )
    return make(
        "ax-vi-plain-cho",
        "lookalike",
        "vi-bencat",
        st,
        Parts(after=closed, rail=friends),
        [],
        path="/2013/10/mot-buoi-sang-o-cho-noi-ben-cat.html",
        container="none: 'Đã đóng bình luận.'; a friends' blogs list in the sidebar",
        heading=None,
        description="A Vietnamese travel blog of 2013 saved after its scripts ran: the era's blog furniture (share counts, popular posts, archive, author box, 'you might also like', friends' blogs); comments closed; no reader comment.",
    )


def plain_ax() -> list[Case]:
    return [da_havn(), fi_latu(), hu_kenyer(), ro_pod(), el_elies(), vi_cho()]
