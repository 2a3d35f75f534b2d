"""Blind set L: more discussions: Pluck-like numbered pages (es), a Facebook-comments-plugin-like frame (fr), a
Gigya-like thread behind a button (el), Blogger's comment block (id), a LiveJournal-like thread nested by inline
margins (ru), Typepad-like comments signed below their text (hu)."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_l_common import (
    PartsK,
    box,
    esc,
    fetch_on,
    make,
    rows,
    story,
    thread,
    tree_walk,
)
from comspider_lab.blind.cases_l_threads import _av, _ps
from comspider_lab.blind.model import Case

# --------------------------------------------------------------------------- es: Pluck-like, three numbered pages


def pluck_es() -> Case:
    c = thread(
        """
Vicente Ortuño | 22/09/2010 23:58 | - | Llevamos tres veranos pidiendo que limpien el cauce y ahora que llega la gota fría se acuerdan.
Maripaz | 22/09/2010 23:41 | - | En Almoradí el agua llegó hasta la plaza en 1987. Que no se nos olvide.
Toni de Callosa | 22/09/2010 22:15 | - | La Confederación dice que no hay presupuesto. Para otras cosas siempre lo hay.
Encarna Sáez | 22/09/2010 21:50 | - | Mi huerto está al lado de la mota y cada otoño rezamos.
ribereño | 22/09/2010 21:02 | - | Buen artículo, por fin alguien explica lo de los azarbes.
Paco Ferrández | 22/09/2010 20:33 | - | Los agricultores también tienen culpa, que tiran las cañas al río.
Lola G. | 22/09/2010 19:47 | - | ¿Hay algún teléfono para avisar si se ve el cauce obstruido?
Redacción | 22/09/2010 19:55 | - | Lola: el 112 y el de la Confederación, 96 555 00 00, que publicamos en la página 4.
José Manuel Rives | 22/09/2010 18:30 | - | Que pongan cámaras en los puentes como en Murcia.
Adela | 22/09/2010 17:12 | - | Mi abuela decía que el río siempre vuelve por lo que es suyo.
Quique | 22/09/2010 16:40 | - | Tres millones para limpiar cuarenta kilómetros me parece poquísimo.
Fina Martínez | 22/09/2010 15:58 | - | Gracias por los datos de lluvia de cada pueblo, muy útiles.
Rafa O. | 22/09/2010 15:02 | - | El Ayuntamiento de Orihuela debería dar ejemplo y limpiar los imbornales.
Carmen de Rojales | 22/09/2010 14:26 | - | Ya veremos en octubre.
Salva | 22/09/2010 13:49 | - | Lo de los diques de contención lleva en el cajón desde 2001.
Mercedes Pastor | 22/09/2010 13:03 | - | Vivo en Benejúzar y todavía tengo la marca del agua en la pared del garaje.
Ginés | 22/09/2010 12:31 | - | Que vengan los políticos a ver el cauce en persona, no en foto.
"""
    )
    rec = [4, 0, 2, 11, 1, 0, 3, 9, 0, 1, 2, 5, 1, 0, 3, 6, 2]

    def li(i: int) -> str:
        x = c[i]
        return (
            f'<div class="plk-comment" id="plk-{7700 + i}"><div class="plk-head">{_av(i, x.author, 40)}<a class="plk-user" href="/persona/{7700 + i}">{esc(x.author)}</a>'
            f'<span class="plk-date">{esc(x.when)}</span></div><div class="plk-body">{_ps(x.text)}</div>'
            f'<div class="plk-act"><a href="#">Recomendar ({rec[i]})</a> | <a href="#">Denunciar abuso</a></div></div>'
        )

    pages = [list(range(7)), list(range(7, 14)), list(range(14, 17))]
    path = "/comarca/el-segura-y-la-gota-fria-20100922.html"
    frags = {
        path.replace(".html", f"-coment-p{n + 1}.html"): "".join(li(i) for i in pg)
        for n, pg in enumerate(pages)
    }
    pager = (
        '<div class="plk-pager">Página <a href="?plckPage=1" class="plk-pg">1</a> <a href="?plckPage=2" class="plk-pg">2</a> '
        '<a href="?plckPage=3" class="plk-pg">3</a> <a href="?plckPage=2" class="plk-next">Siguiente »</a></div>'
    )
    script = (
        "<script>(function () { var m = location.search.match(/plckPage=(\\d+)/); if (!m || m[1] === '1') return;"
        f" var base = {json.dumps(path.replace('.html', '-coment-p'))};"
        " fetch(base + m[1] + '.html').then(function (r) { return r.text(); }).then(function (html) {"
        " document.getElementById('plk-list').innerHTML = html;"
        " document.getElementById('plk-where').textContent = 'Página ' + m[1] + ' de 3'; }); })();</script>"
    )
    block = (
        '<div id="plk-discussion" class="plk-wrap"><h3 class="plk-title">Comentarios (17)</h3>'
        '<div class="plk-sort">Ordenar: <a href="#" class="on">Más recientes primero</a> | <a href="#">Más antiguos primero</a></div>'
        '<p class="plk-rules">Los comentarios son moderados. Consulte las normas de participación.</p>'
        f'<p class="plk-where" id="plk-where">Página 1 de 3</p><div id="plk-list">{"".join(li(i) for i in pages[0])}</div>{pager}'
        '<div class="plk-form"><b>Escriba su comentario</b><textarea></textarea><p>Debe estar registrado para comentar.</p></div></div>'
    )
    st = story(
        "El Segura, ante la gota fría: tres millones para limpiar 40 kilómetros",
        "Ramón Almarcha | Orihuela",
        "Ramón Almarcha",
        "2010-09-22T08:00:00+02:00",
        "Miércoles, 22 de septiembre de 2010",
        """
La Confederación Hidrográfica del Segura destinará tres millones de euros a limpiar cuarenta kilómetros del cauce en la Vega Baja antes de las lluvias de otoño.

Los regantes consideran la cifra insuficiente y recuerdan que algunos tramos no se limpian desde 2004.

En la página 4 publicamos los teléfonos de emergencia y los datos de lluvia de cada municipio.
""",
        declare="metadate",
    )
    parts = PartsK(
        after=block,
        rail=box(
            "tpad",
            "Lo más leído",
            rows(
                "tpad",
                [
                    "Fiestas de la Reconquista",
                    "El Orihuela pierde en Alcoy",
                    "Nueva línea de autobús a Torrevieja",
                ],
                True,
            ),
        ),
        end=script,
        files={p: t for p, t in frags.items() if not p.endswith("-p1.html")},
    )
    return make(
        "l-plk-es-paginas",
        "revealed",
        "tpad",
        "es-pk",
        st,
        parts,
        c,
        path=path,
        reveal="numbered pages: page 1 (7) in the page; 'Página 1 2 3 · Siguiente »' → ?plckPage=2 and ?plckPage=3 load 7 and 3 more",
        container="Pluck-like div#plk-discussion, div.plk-comment (flat)",
        heading="Comentarios (17)",
        description="A Pluck-SiteLife-like thread of 2010 in three numbered pages of seven, newest first: 'Recomendar (4) | Denunciar abuso', avatars, a moderation note, a newsroom answer among the readers; ?plckPage=N loads page N into the list; <meta name=date>.",
        static=False,
        check_steps=(
            "snap",
            f"goto:{path}?plckPage=2",
            "wait:800",
            "snap",
            f"goto:{path}?plckPage=3",
            "wait:800",
        ),
    )


# --------------------------------------------------------------------------- fr: a Facebook-comments-plugin-like frame, 2012


def fb_fr() -> Case:
    c = thread(
        """
Sylvie Chassagne | 14 mars 2012, 10:31 | - | Enfin ! Ça fait dix ans qu'on attend une maison de santé à Pontaumur. Mon médecin part à la retraite en juin.
Jean-Luc Montel | 14 mars 2012, 10:58 | 0 | Le vôtre aussi ? Le Dr Faure ne prend plus de nouveaux patients depuis l'an dernier.
Sylvie Chassagne | 14 mars 2012, 11:20 | 1 | Oui, c'est lui. On ira à la maison de santé alors.
Nathalie Roux | 14 mars 2012, 12:04 | - | Il faudra surtout trouver des médecins qui acceptent de venir s'installer.
Bernard Giraud | 14 mars 2012, 13:47 | - | 1,8 million, c'est cher pour un bâtiment. Il y a l'ancienne gendarmerie vide.
Maryse | 14 mars 2012, 14:02 | 4 | La gendarmerie n'est pas aux normes handicapés, ça a été étudié.
Kévin Delort | 14 mars 2012, 18:15 | - | Bonne nouvelle pour les jeunes couples qui veulent rester dans les Combrailles.
Odile Bournat | 15 mars 2012, 08:40 | - | Et un kiné, ce serait possible ?
Thierry Pradel | 15 mars 2012, 09:12 | - | Bravo aux élus pour une fois.
"""
    )
    info = {0: "Pontaumur", 1: "Travaille chez Michelin", 4: "Saint-Gervais-d'Auvergne", 7: "Lycée Virlogeux"}

    def post(i: int) -> str:
        x = c[i]
        kids = [j for j in range(len(c)) if c[j].parent == i]
        return (
            f'<div class="fbx-post">{_av(i, x.author, 32)}<div class="fbx-inner"><a class="fbx-name" href="#">{esc(x.author)}</a>'
            + (f' <span class="fbx-info">· {esc(info[i])}</span>' if i in info else "")
            + f'<div class="fbx-text">{_ps(x.text)}</div><div class="fbx-actions"><a href="#">Répondre</a> · <a href="#">J’aime</a>'
            + (" · <span>👍 2</span>" if i in (0, 4) else "")
            + f' · <abbr class="fbx-time">{esc(x.when)}</abbr></div>'
            + (f'<div class="fbx-replies">{"".join(post(j) for j in kids)}</div>' if kids else "")
            + "</div></div>"
        )

    frame = (
        '<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Comments plugin</title><style>body{font:12px Arial;margin:0}'
        ".fbx-post{display:flex;gap:8px;margin:10px 0}.fbx-replies{margin-top:6px;border-left:1px solid #ddd;padding-left:8px}.fbx-name{font-weight:bold;color:#3b5998}</style></head><body>"
        '<div class="fbx-root"><div class="fbx-top"><span class="fbx-count">9 commentaires</span> <span class="fbx-sort">Trier par <select><option>Meilleurs</option><option>Les plus récents</option></select></span></div>'
        '<div class="fbx-add"><textarea placeholder="Ajouter un commentaire…"></textarea><label><input type="checkbox" checked> Publier sur Facebook</label></div>'
        + "".join(post(i) for i, x in enumerate(c) if x.parent is None)
        + '<div class="fbx-foot"><a href="#">Plug-in social Facebook</a></div></div></body></html>'
    )
    path = "/actualite/pontaumur-maison-de-sante-2012-03-14.html"
    fpath = "/plugins/comments/ecl-pontaumur-maison-de-sante.html"
    block = (
        '<div class="bloc-reactions"><h3>Réagissez avec votre compte Facebook</h3>'
        f'<iframe src="@@OTHER@@{fpath}" width="600" height="1100" frameborder="0" scrolling="no" title="Facebook comments"></iframe></div>'
    )
    st = story(
        "Pontaumur aura sa maison de santé en 2013",
        "Par Agnès Chabrol",
        "Agnès Chabrol",
        "2012-03-14T06:00:00+01:00",
        "Publié le 14/03/2012 à 06h00",
        """
Le conseil communautaire a voté mardi soir la construction d'une maison de santé pluridisciplinaire à Pontaumur, pour 1,8 million d'euros.

Le bâtiment accueillera trois médecins, deux infirmières et un cabinet dentaire. L'ouverture est prévue à l'automne 2013.

Le Dr Faure, dernier généraliste du bourg, partira en retraite en juin.
""",
        declare="og",
    )
    parts = PartsK(
        after=block,
        rail=box(
            "grid",
            "Les plus lus",
            rows(
                "grid",
                ["Foire aux bestiaux de Pionsat", "Le collège fête ses 50 ans", "Coupure d'eau jeudi"],
                True,
            ),
        ),
        files={fpath: frame},
    )
    return make(
        "l-fb-fr-iframe",
        "discussion",
        "grid",
        "fr-fb",
        st,
        parts,
        c,
        path=path,
        reveal="iframe (the plugin's frame from another loopback port)",
        container="Facebook-comments-plugin-like frame: div.fbx-post, replies in div.fbx-replies",
        heading="Réagissez avec votre compte Facebook",
        description="A Facebook-comments-plugin-like frame of 2012 (cross-origin iframe): '9 commentaires', 'Trier par Meilleurs', each name followed by a profile line ('· Travaille chez Michelin'), 'Répondre · J’aime · 👍 2 · date', three replies (one to a reply), 'Plug-in social Facebook'; Open Graph.",
        static=False,
        check_steps=("wait:800",),
    )


# --------------------------------------------------------------------------- el: Gigya-like behind a button, 2013


def gigya_el() -> Case:
    c = thread(
        """
Γιώργος Παπαδάκης | 03/07/2013 10:12 | - | Επιτέλους θα φτιαχτεί η παραλιακή. Κάθε καλοκαίρι οι λακκούβες γεμίζουν νερό.
Μαρία Κ. | 03/07/2013 10:40 | 0 | Γιώργο, μόνο το κομμάτι μέχρι το λιμάνι. Το υπόλοιπο μένει όπως είναι.
Γιώργος Παπαδάκης | 03/07/2013 11:02 | 1 | Κάτι είναι κι αυτό, Μαρία. Καλύτερα από τίποτα.
Νίκος Σταθόπουλος | 03/07/2013 12:15 | - | Τα έργα μέσα στον Αύγουστο; Ποιος το σκέφτηκε αυτό με τόσους τουρίστες;
Ελένη | 03/07/2013 13:30 | 3 | Σύμφωνα με τον δήμο ξεκινούν τον Σεπτέμβριο.
Καλαματιανός | 03/07/2013 17:48 | - | Να βάλουν και ποδηλατόδρομο σαν της Πάτρας.
Δημήτρης Αναστασίου | 04/07/2013 09:05 | - | Καλό άρθρο, αλλά πόσο κοστίζει τελικά το έργο;
Σοφία Μ. | 04/07/2013 09:51 | 6 | Γράφει 2,4 εκατομμύρια στη δεύτερη παράγραφο.
"""
    )
    items = []
    for i, d in tree_walk(c):
        x = c[i]
        items.append(
            f'<div class="ggc-comment ggc-depth-{d}"><div class="ggc-hd">{_av(i, x.author, 30)} <span class="ggc-user">{esc(x.author)}</span> '
            f'<span class="ggc-ts">{esc(x.when)}</span></div><div class="ggc-txt">{_ps(x.text)}</div>'
            '<div class="ggc-ft"><a href="#">Απάντηση</a> · <a href="#">Μου αρέσει</a> · <a href="#">Αναφορά</a></div></div>'
        )
    path = "/kalamata/paraliaki-anaplasi-2013-07-03.html"
    frag = path.replace(".html", "-sxolia.html")
    body = (
        "<style>.ggc-depth-1{margin-left:35px}.ggc-depth-2{margin-left:70px}.ggc-comment{border-bottom:1px solid #eee;padding:6px}</style>"
        '<div class="ggc-header"><span>8 σχόλια</span> · <a href="#">Νεότερα</a> | <a href="#">Παλαιότερα</a> | <a href="#">Δημοφιλέστερα</a> · '
        'Σύνδεση με <a href="#">Facebook</a> <a href="#">Twitter</a> <a href="#">Google</a></div>'
        + "".join(items)
    )
    block = (
        '<div class="ggc-container" id="ggc-box"><button type="button" id="ggc-open" class="ggc-open">Διαβάστε τα σχόλια (8)</button>'
        '<div id="ggc-target"></div></div>'
    )
    st = story(
        "Ανάπλαση της παραλιακής της Καλαμάτας ως το λιμάνι",
        "Του Παναγιώτη Λαμπρόπουλου",
        "Παναγιώτης Λαμπρόπουλος",
        "2013-07-03T08:15:00+03:00",
        "Τετάρτη, 3 Ιουλίου 2013, 08:15",
        """
Ο δήμος Καλαμάτας ενέκρινε χθες την ανάπλαση της παραλιακής οδού από την πλατεία 23ης Μαρτίου έως το λιμάνι.

Το έργο κοστίζει 2,4 εκατομμύρια ευρώ και χρηματοδοτείται από το ΕΣΠΑ. Περιλαμβάνει νέα πεζοδρόμια, φωτισμό και δέντρα.

Οι εργασίες θα ξεκινήσουν τον Σεπτέμβριο και θα διαρκέσουν οκτώ μήνες.
""",
        declare="jsonld",
    )
    parts = PartsK(
        after=block,
        rail=box(
            "portal",
            "Τα πιο δημοφιλή",
            rows(
                "portal", ["Η Μαύρη Θύελλα κερδίζει", "Καύσωνας την Παρασκευή", "Νέα δρομολόγια ΚΤΕΛ"], True
            ),
        ),
        end=fetch_on("click:#ggc-open", frag, "#ggc-target"),
        files={frag: body},
    )
    return make(
        "l-ggc-el-button",
        "revealed",
        "portal",
        "el-gg",
        st,
        parts,
        c,
        path=path,
        reveal="button 'Διαβάστε τα σχόλια (8)' fetches the thread (HTML)",
        container="Gigya-like div.ggc-container, div.ggc-comment siblings with depth classes",
        heading=None,
        description="A Gigya-like comments box of 2013 behind the button 'Διαβάστε τα σχόλια (8)': sort links, social log-in links, 'Απάντηση · Μου αρέσει · Αναφορά', sibling records nested by ggc-depth-N classes (two levels); a dense portal, JSON-LD; no heading.",
        static=False,
        check_steps=("click:#ggc-open", "wait:800"),
    )


# --------------------------------------------------------------------------- id: Blogger's comment block, 2010


def blogger_id() -> Case:
    c = thread(
        """
Dewi Lestari | 3 Mei 2010 14.22 | - | Wah, bakso yang di dekat alun-alun itu memang juara! Aku langganan dari SMP.
Anonim | 3 Mei 2010 15.05 | - | Kalau ke sana lagi coba bakso bakarnya, lebih enak dari yang kuah.
Rizal Pratama | 3 Mei 2010 19.40 | - | Fotonya bikin lapar malam-malam begini. Harganya masih delapan ribu?
Catatan Si Kucing Oren | 3 Mei 2010 20.12 | - | @Rizal: sekarang sepuluh ribu, tapi porsinya tetap besar kok.
Yuni | 4 Mei 2010 07.58 | - | Minggu depan mau ke Malang, dicatat dulu alamatnya. Makasih infonya!
Bayu | 5 Mei 2010 22.31 | - | Jangan lupa pentol korek di sebelahnya, murah meriah.
"""
    )
    dl = "".join(
        f'<dt class="comment-author" id="c{7712 + i}"><a name="c{7712 + i}"></a>'
        + (
            esc(x.author)
            if x.author == "Anonim"
            else f'<a href="/profile/{7712 + i}" rel="nofollow">{esc(x.author)}</a>'
        )
        + f' mengatakan...</dt><dd class="comment-body"><p>{esc(x.text)}</p></dd><dd class="comment-footer"><span class="comment-timestamp">'
        f'<a href="#c{7712 + i}" title="comment permalink">{esc(x.when)}</a></span> <span class="item-control blog-admin"><a href="#">Hapus</a></span></dd>'
        for i, x in enumerate(c)
    )
    block = (
        '<div class="comments" id="comments"><a name="comments"></a><h4>6 komentar:</h4><div id="Blog1_comments-block-wrapper">'
        f'<dl class="avatar-comment-indent" id="comments-block">{dl}</dl></div>'
        '<p class="comment-footer"><a href="#">Posting Komentar</a></p></div>'
        '<div class="blog-pager" id="blog-pager"><a class="blog-pager-newer-link" href="#">Posting Lebih Baru</a> '
        '<a class="home-link" href="/">Beranda</a> <a class="blog-pager-older-link" href="#">Posting Lama</a></div>'
        '<div class="post-feeds">Langganan: <a href="#">Posting Komentar (Atom)</a></div>'
    )
    st = story(
        "Bakso Pak Min, dua puluh tahun di alun-alun",
        "Diposting oleh Catatan Si Kucing Oren",
        "Sekar Ayuningtyas",
        "2010-05-03T12:40:00+07:00",
        "Senin, 03 Mei 2010",
        """
Hari Minggu kemarin aku akhirnya mampir lagi ke warung bakso Pak Min di pojok alun-alun Malang. Warungnya masih sama seperti waktu aku kecil: meja kayu panjang dan kursi plastik hijau.

Pak Min sudah berjualan di sini sejak 1990. Sekarang yang meracik kuah anaknya, Mas Heri, tapi rasanya tidak berubah.

Semangkuk bakso campur sekarang sepuluh ribu rupiah. Buka jam sepuluh pagi sampai habis, biasanya jam empat sore.
""",
        declare="visible",
    )
    rail = box(
        "minima",
        "Mengenai Saya",
        f"{_av(98, 'Oren', 80)}<p>Catatan Si Kucing Oren<br>Malang, Indonesia</p><a href='#'>Lihat profil lengkapku</a>",
    ) + box("minima", "Arsip Blog", rows("minima", ["▼ 2010 (18)", "► 2009 (33)"]))
    parts = PartsK(after=block, rail=rail)
    return make(
        "l-blogger-id-komentar",
        "discussion",
        "minima",
        "id-bl",
        st,
        parts,
        c,
        path="/2010/05/bakso-pak-min-dua-puluh-tahun.html",
        container="Blogger-like div#comments, dl#comments-block: dt 'Name mengatakan...', dd.comment-body, dd.comment-footer",
        heading="6 komentar:",
        description="Blogger's comment block of about 2010 in Indonesian: a definition list, each comment a dt ('Name mengatakan...'), its text in a dd and its timestamp link in another dd with 'Hapus'; flat, one 'Anonim', the blog's own '@Rizal:' answer; 'Posting Komentar', 'Langganan: Posting Komentar (Atom)'; only the visible date.",
    )


# --------------------------------------------------------------------------- ru: a LiveJournal-like thread nested by inline margins, 2009


def lj_ru() -> Case:
    c = thread(
        """
lesnaya_feya | 2009-07-12 09:14 am (UTC) | - | Какая красота! А у меня в этом году клубника вся ушла в усы, ягод почти нет.
vetrov_na_dache | 2009-07-12 09:40 am (UTC) | 0 | Усы надо обрывать, пока не зацвела. Я в мае каждые три дня обхожу грядки.
lesnaya_feya | 2009-07-12 10:02 am (UTC) | 1 | Спасибо, попробую на будущий год. А сорт у вас какой?
vetrov_na_dache | 2009-07-12 10:15 am (UTC) | 2 | Зенга-Зенгана, старая, ещё от тёщи досталась.
(Анонимно) | 2009-07-12 11:30 am (UTC) | - | А от медведки чем спасаетесь? У нас всю картошку поела.
dedushka_sad | 2009-07-12 12:48 pm (UTC) | 4 | Ловушки с пивом, закопанные по горлышко. Проверено.
vetrov_na_dache | 2009-07-12 01:05 pm (UTC) | 5 | Подтверждаю, только пиво дешёвое, ей без разницы.
tverskoy_ogorod | 2009-07-12 06:22 pm (UTC) | - | Покажете в следующий раз теплицу? Думаю тоже поставить поликарбонатную.
vetrov_na_dache | 2009-07-12 07:01 pm (UTC) | 7 | Обязательно, в августе напишу отдельный пост.
marina_k | 2009-07-13 08:10 am (UTC) | - | Варенье уже варили? Поделитесь рецептом, пятиминутка у меня всегда жидкая.
"""
    )
    items = []
    for i, d in tree_walk(c):
        x = c[i]
        anon = x.author.startswith("(")
        user = (
            esc(x.author)
            if anon
            else f'<span class="ljuser" style="white-space:nowrap"><a href="#"><img src="/_avatar/userinfo.svg" width="17" height="17" alt="[info]"></a><a href="/users/{esc(x.author)}/"><b>{esc(x.author)}</b></a></span>'
        )
        items.append(
            f'<div id="ljcmt{40117 + i}" style="margin-left: {d * 25}px; margin-top: 5px"><a name="t{40117 + i}"></a>'
            '<table class="talk-comment" width="100%" cellpadding="2" cellspacing="0"><tr>'
            + ("" if anon else f'<td rowspan="2" valign="top" width="100">{_av(i, x.author, 100)}</td>')
            + f'<td valign="top"><span class="ljcmt-user">{user}</span><br><font size="-1">{esc(x.when)}</font>'
            f' <font size="-2">(<a href="#t{40117 + i}">ссылка</a>)</font></td></tr>'
            f'<tr><td valign="top"><div class="ljcmt-full">{_ps(x.text)}</div><p style="margin:0.7em 0 0.2em 0"><font size="-2">'
            f'(<a href="#">Ответить</a>)'
            + (" (<a href='#'>Ветвь</a>)" if d else "")
            + " (<a href='#'>Развернуть</a>)</font></p></td></tr></table></div>"
        )
    block = (
        '<div class="entry-links" style="margin:10px"><b>Tags:</b> <a href="#">дача</a>, <a href="#">клубника</a><br>'
        '<a href="#">10 комментариев</a> | <a href="#">Оставить комментарий</a> | <a href="#">Поделиться</a></div>'
        f'<div id="ljcomments" style="margin:10px">{"".join(items)}</div>'
        '<div style="margin:10px"><a href="#">« предыдущая запись</a> | <a href="#">следующая запись »</a></div>'
    )
    st = story(
        "Клубника, медведка и новая теплица",
        "Current Mood: довольный · Current Music: Аквариум — Город золотой",
        "vetrov_na_dache",
        "2009-07-12T08:40:00+00:00",
        "Jul. 12th, 2009 at 8:40 AM",
        """
Собрали первую большую партию клубники: три ведра за утро. Жена уже варит варенье, внуки едят прямо с грядки.

Медведка опять объявилась у картошки, поставил ловушки, как советовали в прошлом году.

Теплица стоит, помидоры подвязаны. Фотографии под катом.
""",
        declare="visible",
    )
    rail = box("journal", "Профиль", "<p>vetrov_na_dache<br>Тверская область</p>") + box(
        "journal", "Календарь", "<p>Июль 2009: 1 3 5 8 12 15 19</p>"
    )
    parts = PartsK(after=block, rail=rail)
    return make(
        "l-lj-ru-vetvi",
        "discussion",
        "journal",
        "ru-lj",
        st,
        parts,
        c,
        path="/users/vetrov_na_dache/48211.html",
        container="LiveJournal-like div#ljcomments: each comment a div with inline margin-left (25px a level) and a table inside",
        heading=None,
        description="A LiveJournal-like journal of 2009: ten comments nested four levels deep only by inline style margin-left on sibling divs, each a table with a 100-pixel userpic, a 'ljuser' name with an info icon, '2009-07-12 09:14 am (UTC)', '(ссылка)', '(Ответить) (Ветвь) (Развернуть)'; an anonymous comment without userpic; the journal's owner answers; no heading (the links '10 комментариев | Оставить комментарий' above).",
    )


# --------------------------------------------------------------------------- hu: Typepad-like, the name below the text, 2010


def typepad_hu() -> Case:
    c = thread(
        """
Kata | 2010. július 12. 14:05 | - | Gratulálok a harmadik helyhez! Füreden néztük a rajtot a mólóról, gyönyörű volt a sok vitorla.
Szabó Péter | 2010. július 12. 16:40 | - | A Szemesnél befutó front minket is meglepett, két órát álltunk szélcsendben utána.
Öreg tengerész | 2010. július 12. 21:12 | - | A génua cseréje éjjel, hullámzásban: le a kalappal. Mi ilyenkor inkább reffelünk.
Hajónk legénysége | 2010. július 13. 08:30 | - | @Kata: köszönjük! Jövőre ott leszünk megint.
Vörös Anna | 2010. július 14. 19:02 | - | Mikor lesz a tavaszi túráról beszámoló? Várjuk a fényképeket.
"""
    )
    items = "".join(
        f'<div class="comment" id="comment-6a00e5{5510 + i}"><div class="comment-content">{_ps(x.text)}</div>'
        f'<p class="comment-footer">Beküldte: <a href="#">{esc(x.author)}</a> | <a href="#comment-6a00e5{5510 + i}">{esc(x.when)}</a></p></div>'
        for i, x in enumerate(c)
    )
    block = (
        '<div class="comments" id="comments"><div class="comments-inner"><h3 class="comments-header">Hozzászólások</h3>'
        f'<div class="comments-content">{items}</div></div></div>'
        '<div class="comments-open" id="comments-open"><h2 class="comments-open-header">Írja meg véleményét</h2><textarea></textarea></div>'
    )
    st = story(
        "Kékszalag 2010: harmadik helyen a Sirály II",
        "Közzétette: Bence",
        "Tóth Bence",
        "2010-07-11T23:15:00+02:00",
        "2010. július 11.",
        """
Huszonegy óra és tizennégy perc alatt kerültük meg a tavat a Sirály II-vel, ami a kategóriánkban a harmadik helyhez volt elég.

Szemesnél egy váratlan front kapott el minket, éjszaka génuát kellett cserélni a hullámzásban.

Köszönet a legénységnek: Gábornak, Zsófinak és Lacinak.
""",
        declare="time",
    )
    rail = box(
        "tpad",
        "Legutóbbi bejegyzések",
        rows("tpad", ["Felkészülés a Kékszalagra", "Új vitorlát kaptunk", "Tavaszi vízre tétel"]),
    ) + box("tpad", "Archívum", rows("tpad", ["2010. július", "2010. június", "2010. május"]))
    parts = PartsK(after=block, rail=rail)
    return make(
        "l-tpad-hu-alairas",
        "discussion",
        "tpad",
        "hu-tp",
        st,
        parts,
        c,
        path="/2010/07/kekszalag-2010-harmadik-hely.html",
        container="Typepad-like div#comments, div.comment: text in div.comment-content, then 'Beküldte: Name | date' below it",
        heading="Hozzászólások",
        description="Typepad-like comments of 2010 in Hungarian: each text first and its signature below ('Beküldte: Name | 2010. július 12. 14:05'), flat, the crew's '@Kata:' answer; the date of the post only in a <time> of the entry footer.",
    )
