"""Blind set Z: hand-built discussions of 3 to 32 comments in markup no earlier set used: nested ``<fieldset>``s with
the name in the ``<legend>``, replies three levels deep (pl, 18), a run with no wrapper per comment, parted by
``<hr>``, the name after the text (ca), a CSS grid whose cells are the comments' parts (ko), ``<aside>``s with the
name in an ``<address>`` over two pages of comments, the second at ``comment-page-2/`` (es, 24), an ARIA tree whose
"show more replies" buttons fetch replies (tr, 16), a chat with day separators and one name over a run of messages
(id), a large thread with sort buttons, votes and "report" links, replies three levels deep (fr, 32), a thread in a
``hidden=until-found`` block shown by a button (hu, 20), flat numbered posts quoting the one they answer (ru) and
line-clamped texts with "read more" and the name after them (he) (written from memory of the general shape of such
pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_z_common import (
    SITES_Z,
    TREE_MORE_JS,
    PartsK,
    aside_thread,
    box,
    chat_days,
    children,
    clamp_thread,
    fieldset_thread,
    grid_cells,
    hr_run,
    initials_thread,
    links,
    make,
    quote_thread,
    render_z,
    story,
    thread,
    tree_fragment,
    tree_thread,
    vote_thread,
)
from comspider_lab.blind.model import Case


def pl_fieldsets() -> Case:
    c = thread(
        """
Krzysztof Wiśniewski | 3 godz. temu | - | Obwodnica Starogardu to temat od dwudziestu lat. Jak zobaczę koparki, to uwierzę.
Magda Lewandowska | 3 godz. temu | 0 | Koparki podobno mają wjechać w czerwcu. Tak mówił burmistrz na sesji.
Krzysztof Wiśniewski | 2 godz. temu | 1 | Mówił też w 2019 i w 2022. Papier przyjmie wszystko.
Tadeusz | 2 godz. temu | 2 | Tym razem jest podpisana umowa z wykonawcą, to coś innego niż obietnice.
Ania z Rokocina | 3 godz. temu | - | Mieszkam przy krajowej. Tiry jadą pod oknami całą noc, szyby drżą. Niech budują jak najszybciej.
Robert Kamiński | 2 godz. temu | 4 | Rozumiem panią doskonale, mieszkam sto metrów dalej.
Zbigniew P. | 2 godz. temu | - | A kto zapłaci za wykup działek? Rolnicy dostali grosze.
Halina Zielińska | 2 godz. temu | 6 | Mój brat dostał wycenę i odwołał się do wojewody. Sprawa trwa.
Zbigniew P. | 1 godz. temu | 7 | No właśnie. Najpierw trzeba uczciwie zapłacić ludziom.
Halina Zielińska | 1 godz. temu | 8 | Zgadzam się, ale droga i tak jest potrzebna.
Paweł Domański | 2 godz. temu | - | Czy będzie ścieżka rowerowa wzdłuż obwodnicy? W projekcie nic o tym nie ma.
Redakcja Echa Kociewia | 1 godz. temu | 10 | Zapytaliśmy o to urząd. Ścieżka jest w osobnym projekcie, odpowiedź opublikujemy w piątek.
Paweł Domański | 45 min temu | 11 | Dziękuję, czekam na artykuł.
Ewa Szymańska | 1 godz. temu | - | Przy takim ruchu na krajowej to już nie jest wygoda, tylko bezpieczeństwo dzieci idących do szkoły.
Marek | 40 min temu | - | Ciekawe, ile będzie kosztować utrzymanie tych wszystkich rond.
Jola B. | 30 min temu | 14 | Mniej niż leczenie ludzi po wypadkach na krajowej.
Grzegorz Nowicki | wczoraj, 21:14 | - | Dobrze, że gazeta o tym pisze. Inne media przestały się interesować.
Stanisław | wczoraj, 22:40 | - | Dożyję, to pojadę.
"""
    )
    block = (
        '<section class="wq" id="opinie"><h2 class="wq-h">Opinie Czytelników (18)</h2>'
        '<div class="wq-sort">Sortuj: <select><option>od najnowszych</option><option>od najstarszych</option><option>najwyżej oceniane</option></select></div>'
        "<style>.wq-f{border:1px solid #ccd;border-radius:4px;margin:10px 0;padding:8px 12px}.wq-f .wq-f{margin-left:1.5em}.wq-a{font-size:13px;color:#667}</style>"
        + fieldset_thread(c, "wq", acts=("Odpowiedz", "Zgłoś"))
        + '<p class="wq-zas" id="wq-form">Zaloguj się, aby dodać opinię.</p></section>'
    )
    st = story(
        "Umowa podpisana: obwodnica Starogardu ma być gotowa w 2027 roku",
        "Agnieszka Kowalczyk",
        "2025-04-15T10:00:00+02:00",
        "15 kwietnia 2025",
        """
W poniedziałek podpisano umowę na budowę obwodnicy Starogardu. Droga ma mieć jedenaście kilometrów i cztery ronda.

Wykonawca zapowiada, że prace ruszą w czerwcu. Obwodnica ma być otwarta jesienią 2027 roku.

Mieszkańcy ulic przy drodze krajowej czekają na nią od lat. Codziennie przejeżdża tamtędy kilka tysięcy ciężarówek.
""",
        section="Gminy",
    )
    return make(
        "z-pl-fieldsets",
        "discussion",
        "ob",
        "pl-fs",
        st,
        PartsK(
            after=block, rail=box("ob", "Najczęściej czytane", links("Jarmark|Nowy basen|Wierzyca Pelplin"))
        ),
        c,
        path="/gminy/obwodnica-starogardu-umowa",
        container="section#opinie: nested fieldset.wq-f (legend: b.wq-n name, span.wq-t '3 godz. temu' / 'wczoraj, 21:14'; div.wq-x text; div.wq-a '▲ n', 'Odpowiedz', 'Zgłoś'); replies are fieldsets inside their parent's, three levels; a sort <select>",
        heading="Opinie Czytelników (18)",
        description="A Kociewie portal of 2025: 18 comments (10 replies, two chains three levels deep) as nested <fieldset>s, the name and relative time in each <legend>, vote counts, 'Odpowiedz' and 'Zgłoś'; the newsroom answers; a sort select.",
    )


def ca_hr() -> Case:
    c = thread(
        """
Montse Puig | 12 de març | - | Quina sort poder caminar per aquests aiguamolls a primera hora. Les fotos dels flamencs són precioses.
Jordi | 12 de març | - | Hi vaig anar diumenge seguint la teva ruta. El tram de la passera estava inundat, compte!
Núria Ferrer | 13 de març | - | Gràcies per recordar que s'ha d'anar sense gos. Molta gent no ho respecta.
Pere Vila | 13 de març | - | Jo hi afegiria la torre de guaita del nord, al capvespre és màgica.
Roser | 14 de març | - | Ho guardo per a l'abril. Hi ha prou ombra per anar-hi amb nens?
Albert Serra | 15 de març | - | Magnífic text, com sempre. Em fas venir ganes de tornar a l'Empordà.
"""
    )
    block = (
        '<section class="ue" id="deixeu"><h3 class="ue-h">Em deixeu unes paraules</h3>'
        + hr_run(c, "ue")
        + '<p class="ue-nota">Els comentaris es revisen abans de publicar-se.</p></section>'
    )
    st = story(
        "Una matinal pels aiguamolls",
        "Marta Roig",
        "2025-03-11T08:00:00+01:00",
        "11 de març de 2025",
        """
Sortim a les set, quan encara fa fred i la boira s'enganxa als canals. Els flamencs són a la llacuna del mig, com cada març.

La ruta fa vuit quilòmetres i és plana. Els gossos no hi poden entrar, ni lligats.

Tornem a les onze, amb les botes plenes de fang i la memòria de la càmera plena.
""",
        section="Camins",
    )
    return make(
        "z-ca-hr-run",
        "discussion",
        "fe",
        "ca-hr",
        st,
        PartsK(
            after=block, rail=box("fe", "Altres passejades", links("Cap de Creus|El Montgrí|Les Gavarres"))
        ),
        c,
        path="/camins/matinal-aiguamolls",
        container="section#deixeu: div.ue-run, no wrapper per comment: the text's <p>, then p.ue-sig '— Name, 12 de març' (span.ue-n, span.ue-t), then an <hr>; flat",
        heading="Em deixeu unes paraules",
        description="A Catalan walking blog of 2025: 6 flat comments with no element of their own, each the text's paragraph and a signature line '— Name, 12 de març' (no year), parted by <hr>.",
    )


def ko_grid() -> Case:
    c = thread(
        """
바닷가주민 | 2시간 전 | - | 방파제 공사가 끝나면 태풍 때 걱정이 좀 줄겠네요. 작년에 가게가 다 잠겼어요.
김영호 | 2시간 전 | - | 공사 기간 동안 어선은 어디에 대나요? 기사에 그 내용이 없네요.
박선희 | 1시간 전 | - | 해수욕장 개장은 예정대로 하나요? 여름 장사가 걱정입니다.
이준 | 1시간 전 | - | 예산이 280억이라니 규모가 크네요. 제대로 지어졌으면 좋겠습니다.
최미정 | 50분 전 | - | 우리 동네 이야기를 자세히 써 주셔서 감사합니다.
정석진 | 35분 전 | - | 공사 소음 시간 제한이 있는지 궁금합니다. 아이들이 아침에 자야 해서요.
오현수 | 어제 22:15 | - | 10년 전부터 나온 이야기인데 드디어 시작하네요.
한바다 | 어제 21:40 | - | 방파제에 산책로도 만든다니 기대됩니다.
윤지 | 어제 20:05 | - | 사진 속 어르신들 표정이 다 밝아서 좋네요.
"""
    )
    block = (
        '<section class="bx" id="dokja"><h2 class="bx-h">독자 의견 9</h2>'
        '<div class="bx-sort"><button aria-pressed="true">최신순</button> <button>공감순</button></div>'
        + grid_cells(c, "bx", acts="신고")
        + "</section>"
    )
    st = story(
        "해오름항 방파제 보강 공사 다음 달 착공",
        "글 정다은 기자",
        "2025-05-07T09:00:00+09:00",
        "2025.05.07 09:00",
        """
해오름항의 낡은 방파제를 보강하는 공사가 다음 달 시작된다. 사업비는 280억 원이며 공사는 2년 동안 진행된다.

지난해 태풍 때 방파제 일부가 무너지면서 항구 앞 상가가 침수됐다.
""",
        section="지역",
    )
    return make(
        "z-ko-grid-cells",
        "discussion",
        "ra",
        "ko-grid",
        st,
        PartsK(after=block, rail=box("ra", "많이 본 뉴스", links("오징어 축제|새 도서관|축구"))),
        c,
        path="/jiyeok/banghwaje-bogang-chakgong",
        container="section#dokja: div.bx-grid (display:grid, two columns), no wrapper per comment: span.bx-who (b name, br, small.bx-t '2시간 전' / '어제 22:15') then span.bx-say (the text, '신고'), for each comment in turn; flat",
        heading="독자 의견 9",
        description="A Korean east-coast paper of 2025: 9 flat comments in a two-column CSS grid whose cells are the comments' parts (a name-and-time cell, a text cell), no element for a comment as a whole; sort buttons, '신고' links.",
    )


ES_PATH = "/pueblos/presa-del-molinar-vaciado/"
ES_PAGE2 = "/pueblos/presa-del-molinar-vaciado/comment-page-2/"


def es_pages() -> Case:
    c = thread(
        """
Antonio Ruiz | 12/03/2025 a las 08:12 | - | Llevamos tres veranos con restricciones de agua. Si vaciar la presa sirve para arreglarla, adelante.
Carmen Soler | 12/03/2025 a las 08:40 | 0 | Pero vaciarla en marzo, justo antes del riego, es una locura.
Antonio Ruiz | 12/03/2025 a las 09:02 | 1 | El ingeniero dijo que es ahora o en noviembre. Mejor ahora.
Paco el del bar | 12/03/2025 a las 09:15 | - | Los peces se van a morir todos. ¿Nadie ha pensado en eso?
Lucía Navarro | 12/03/2025 a las 09:30 | 3 | Según la nota de la confederación, van a trasladar los peces al río antes de vaciar.
Javier M. | 12/03/2025 a las 10:05 | - | Mi padre trabajó en la construcción de la presa en 1968. Me da pena verla así.
Rosa Jiménez | 12/03/2025 a las 10:48 | - | ¿Y los regantes qué? Nadie nos ha preguntado.
Manuel Ortega | 12/03/2025 a las 11:20 | 6 | La comunidad de regantes estuvo en la reunión del lunes, Rosa.
Rosa Jiménez | 12/03/2025 a las 11:35 | 7 | Estuvo la junta, no los regantes. No es lo mismo.
Elena Castro | 12/03/2025 a las 12:10 | - | Buen reportaje, muy completo.
Sergio | 12/03/2025 a las 12:45 | - | Por fin se ve el pueblo viejo bajo el agua. Dicen que saldrá el campanario.
Pilar | 12/03/2025 a las 13:02 | 10 | Mi abuela nació en ese pueblo. Iremos a verlo.
Tomás Herrero | 12/03/2025 a las 15:30 | - | ¿Cuánto va a costar la obra? En la noticia no viene la cifra.
Isabel Moreno | 12/03/2025 a las 16:05 | 12 | Once millones, lo dijeron en la radio esta mañana.
Andrés Gil | 12/03/2025 a las 17:20 | - | Ojalá esta vez se haga bien y no haya que repetir en diez años.
Marisa | 12/03/2025 a las 18:40 | - | Los senderistas ya están subiendo a ver el fondo del embalse. Hay que tener cuidado con el barro.
Guardia del embalse | 12/03/2025 a las 19:10 | 15 | Correcto, el acceso a la cola del embalse está prohibido mientras dure el vaciado.
Raúl Domínguez | 12/03/2025 a las 20:30 | - | Qué fotos más impresionantes. El muro visto desde abajo da vértigo.
Concha | 12/03/2025 a las 21:15 | - | Espero que el agua del grifo no se vea afectada.
Fernando Prieto | 12/03/2025 a las 21:40 | 18 | El abastecimiento viene de los pozos, no de la presa. No habrá cortes.
Luis Vega | 13/03/2025 a las 07:55 | - | Una obra necesaria. La presa tiene casi sesenta años.
Nieves | 13/03/2025 a las 08:30 | - | ¿Se podrá visitar el campanario cuando salga?
Ayuntamiento de El Molinar | 13/03/2025 a las 09:10 | 21 | Estamos preparando visitas guiadas los fines de semana. Informaremos en la web municipal.
Julián | 13/03/2025 a las 10:00 | - | Gracias al periódico por seguir el tema.
"""
    )
    tops = children(c, None)
    first, second = tops[:8], tops[8:]
    n1 = sum(1 + len(children(c, i)) + sum(len(children(c, k)) for k in children(c, i)) for i in first)

    def block(idx: list[int], nav: str, title: str) -> str:
        return (
            '<section class="pj" id="opiniones"><h2 class="pj-h">'
            + title
            + "</h2><style>.pj-re{margin-left:2.5em}.pj-a{display:block;border-bottom:1px solid #eee;padding:10px 0}.pj-au{font-style:normal;font-weight:700}</style>"
            + aside_thread(c, "pj", idx, reply="Responder")
            + f'<nav class="pj-nav">{nav}</nav><p id="pj-form">Deja tu opinión</p></section>'
        )

    b1 = block(
        first,
        f'<a class="pj-next" href="{ES_PAGE2}#opiniones">Comentarios más recientes »</a>',
        "24 opiniones",
    )
    b2 = block(
        second, f'<a class="pj-prev" href="{ES_PATH}#opiniones">« Comentarios anteriores</a>', "24 opiniones"
    )
    st = story(
        "Vacían la presa del Molinar para reparar su muro por primera vez en 57 años",
        "Por Alberto Sanz",
        "2025-03-11T19:00:00+01:00",
        "11/03/2025",
        """
La confederación hidrográfica ha empezado a vaciar la presa del Molinar para reparar las grietas de su muro. Es la primera gran obra desde su construcción en 1968.

El vaciado durará tres semanas. Las obras, unos dos años.

Con el embalse bajo, vuelve a verse el pueblo viejo que quedó sumergido, incluido su campanario.
""",
        section="Pueblos",
    )
    rail = box("ob", "Lo más leído", links("Fiestas de San Roque|Nuevo centro de salud|CD Ribera"))
    page2 = render_z("ob", SITES_Z["es-pages"], st, PartsK(after=b2, rail=rail))
    assert 0 < n1 < len(c)
    return make(
        "z-es-comment-pages",
        "discussion",
        "ob",
        "es-pages",
        st,
        PartsK(after=b1, rail=rail),
        c,
        path=ES_PATH,
        files={ES_PAGE2: page2},
        comments_page=ES_PAGE2,
        reveal="second page: the article shows the first 8 threads (15 comments); 'Comentarios más recientes »' leads to comment-page-2/, the article again with the other 9",
        container="section#opiniones: aside.pj-a entries (address.pj-au name, small.pj-d a permalink '12/03/2025 a las 08:12', div.pj-tx text, 'Responder'); replies in div.pj-re inside their parent's; the rest on comment-page-2/",
        heading="24 opiniones",
        description="A Spanish county paper of 2025: 24 comments (10 replies) as <aside>s with the name in an <address>, over two pages of comments of the same article: the article page shows the first 8 threads, its 'Comentarios más recientes »' link leads to .../comment-page-2/ with the other 6 threads (9 comments) below the article; the town hall and the dam's warden answer.",
        static=False,
        check_steps=("snap", f"goto:{ES_PAGE2}", "wait:300"),
    )


TR_PATH = "/yerel/korfez-vapur-seferleri"
TR_MORE = "/yerel/korfez-vapur-seferleri-yanitlar-{}.html"


def tr_tree() -> Case:
    c = thread(
        """
Mehmet Aksoy | 3 saat önce | - | Vapur seferlerinin yeniden başlaması harika. Köprü trafiğinde her sabah bir saat kaybediyoruz.
Elif Yıldız | 3 saat önce | 0 | Aynen öyle. Ben de Karşıyaka'dan her gün gidiyorum.
Serkan | 2 saat önce | 0 | Sabah ilk sefer kaçta? Haberde yazmıyor.
Deniz Kaptan | 2 saat önce | 2 | İlk sefer 06.45, son sefer 22.30 olacakmış.
Serkan | 2 saat önce | 3 | Teşekkürler, çok iyi.
Ayşe Demir | 2 saat önce | 0 | Umarım bilet fiyatı otobüsten pahalı olmaz.
Hüseyin Koç | 3 saat önce | - | Eski iskele binası restore edilecek mi? Çok güzel bir yapıydı.
Zeynep | 2 saat önce | 6 | Belediye başkanı geçen hafta restorasyonun da ihaleye çıkacağını söyledi.
Hüseyin Koç | 1 saat önce | 7 | Güzel haber, inşallah yıkmazlar.
Burak Şahin | 1 saat önce | 6 | O binada dedem bilet satardı.
Gül | 1 saat önce | 6 | Restorasyon bitene kadar yolcular nerede bekleyecek?
Caner Öztürk | 2 saat önce | - | Bisikletle binmek serbest mi olacak?
Ege Kıyı Haber | 1 saat önce | 11 | Caner Bey, işletme bisikletlerin ücretsiz taşınacağını bildirdi.
Fatma Arslan | 50 dakika önce | - | Engelli rampası olsun lütfen. Eski vapurlara annemle binemiyorduk.
Kerem | 40 dakika önce | 13 | Yeni gemilerde rampa varmış, fotoğraflarda görünüyor.
Nihat Bey | dün 21:30 | - | Çocukluğumun vapurları geri dönüyor, çok duygulandım.
"""
    )
    hold = frozenset({5, 9, 10})
    acts = ("Yanıtla", "Şikâyet et")
    tree = tree_thread(
        c,
        "ag",
        hold=hold,
        more=lambda n: f"{n} yanıt daha göster",
        acts=acts,
        src=lambda i: TR_MORE.format(i + 1),
    )
    files: dict[str, str] = {}
    parents: set[int] = {q for k in hold if (q := c[k].parent) is not None}
    for i in sorted(parents):
        level = 2
        p = c[i].parent
        while p is not None:
            level += 1
            p = c[p].parent
        files[TR_MORE.format(i + 1)] = tree_fragment(c, "ag", i, level, hold=hold, acts=acts)
    block = (
        '<section class="ag" id="okur-gorusleri"><h2 class="ag-h">Okur görüşleri (16)</h2>'
        '<div class="ag-sort">Sırala: <button aria-pressed="true">En yeni</button> <button>En çok beğenilen</button></div>'
        "<style>.ag-grp{margin-left:2em;border-left:2px solid #e0e0e0;padding-left:1em}.ag-more{margin:6px 0 6px 2em}</style>"
        f'<div role="tree" aria-label="Okur görüşleri" class="ag-tree">{tree}</div></section>'
    )
    st = story(
        "Körfezde vapur seferleri 12 yıl sonra yeniden başlıyor",
        "Haber: Seda Karaca",
        "2025-06-02T11:00:00+03:00",
        "2 Haziran 2025",
        """
Körfezin iki yakası arasında vapur seferleri 12 yıl aradan sonra yeniden başlıyor. İlk sefer pazartesi sabahı yapılacak.

Hatta iki yeni gemi çalışacak. Seferler yarım saatte bir olacak.
""",
        section="Yerel",
    )
    return make(
        "z-tr-aria-tree",
        "revealed",
        "ra",
        "tr-tree",
        st,
        PartsK(
            after=block,
            rail=box("ra", "En çok okunanlar", links("Zeytin hasadı|Yeni park|Göztepe")),
            end=TREE_MORE_JS,
        ),
        c,
        path=TR_PATH,
        files=files,
        reveal="click: the 13 comments served show two buttons '2 yanıt daha göster' and '1 yanıt daha göster' that fetch the other 3 replies (HTML fragments) into their parent's group",
        container="section#okur-gorusleri > div[role=tree]: div[role=treeitem][aria-level] entries (div.ag-row: span.ag-nm name, span.ag-tm '3 saat önce' / 'dün 21:30'; div.ag-tx text; 'Yanıtla', 'Şikâyet et'); replies in div[role=group] inside their parent's, three levels; button.ag-more fetches held replies",
        heading="Okur görüşleri (16)",
        description="An Aegean news site of 2025: 16 comments (11 replies, one chain three levels deep) as an ARIA tree of treeitems and groups; 13 served, the other 3 replies fetched by '2 yanıt daha göster' / '1 yanıt daha göster' buttons under their parents; the site answers a reader.",
        static=False,
        check_steps=("click:#ag-m1", "wait:500", "click:#ag-m7", "wait:500"),
    )


def id_chat() -> Case:
    c = thread(
        """
Rina Puspita | Kemarin 19:02 | - | Akhirnya jalan ke desa kami diaspal juga. Sudah sepuluh tahun berlubang.
Rina Puspita | Kemarin 19:03 | - | Semoga kualitasnya bagus dan tidak rusak lagi setelah musim hujan.
Pak Darto | Kemarin 19:20 | - | Yang penting ada saluran airnya. Dulu rusak karena air tidak mengalir.
Yusuf Hakim | Kemarin 20:11 | - | Berapa lama jalan ditutup selama pengaspalan?
Yusuf Hakim | Kemarin 20:12 | - | Anak saya sekolah di Sukamaju, harus lewat situ tiap pagi.
Sari | Kemarin 21:45 | - | Terima kasih beritanya. Jelas sekali.
Bu Wati | Hari ini 06:30 | - | Tadi pagi alat berat sudah datang di ujung desa.
Bu Wati | Hari ini 06:31 | - | Kata mandornya, jalan ditutup per bagian, jadi masih bisa lewat.
Andi Saputra | Hari ini 07:15 | - | Mantap. Sekalian lampu jalan juga ya, Pak Kades.
Pak Darto | Hari ini 07:40 | - | Lampu jalan katanya tahun depan, anggarannya beda.
Dewi Lestari | Hari ini 08:05 | - | Semoga tidak ada pungutan lagi dari warga seperti dulu.
Hendra | Hari ini 08:50 | - | Ikut senang untuk warga Sukamaju.
"""
    )
    block = (
        '<section class="cz" id="obrolan"><h2 class="cz-h">Obrolan pembaca</h2>'
        "<style>.cz-day{text-align:center;color:#888;font-size:12px;margin:14px 0}.cz-day span{background:#eee;border-radius:10px;padding:2px 10px}"
        ".cz-who{font-weight:700;font-size:13px;margin:8px 0 2px}.cz-bub{background:#f1f5ec;border-radius:12px;padding:6px 12px;margin:3px 0;max-width:80%}.cz-bub p{margin:0}.cz-h{font-size:11px;color:#888}</style>"
        + chat_days(c, "cz")
        + '<form class="cz-tulis"><input placeholder="Tulis pesan…"> <button>Kirim</button></form></section>'
    )
    st = story(
        "Jalan Desa Sukamaju mulai diaspal pekan ini",
        "Oleh Ahmad Fauzi",
        "2025-07-21T18:00:00+07:00",
        "21 Juli 2025",
        """
Jalan sepanjang empat kilometer menuju Desa Sukamaju mulai diaspal pekan ini. Pekerjaan ditargetkan selesai dalam sebulan.

Dana pengaspalan berasal dari anggaran kabupaten. Warga sudah lama mengeluhkan jalan yang rusak.
""",
        section="Daerah",
    )
    return make(
        "z-id-chat-days",
        "discussion",
        "fe",
        "id-chat",
        st,
        PartsK(after=block, rail=box("fe", "Terpopuler", links("Festival kopi|Pasar baru|Persib"))),
        c,
        path="/daerah/jalan-sukamaju-diaspal",
        container="section#obrolan: div.cz-log, a chat: div.cz-day separators ('Kemarin', 'Hari ini'), div.cz-run per run of one person's messages (div.cz-who name once, then div.cz-bub bubbles: p text, span.cz-h '19:02'); flat",
        heading="Obrolan pembaca",
        description="An Indonesian regional site of 2025: 12 flat comments as a chat, day separators 'Kemarin' / 'Hari ini', a person's consecutive messages under one name (three runs of two), each bubble with its time only.",
    )


def fr_big() -> Case:
    c = thread(
        """
Jean-Marc Dufour | il y a 5 h | - | Fermer la maternité, c'est condamner les jeunes couples à faire 70 km sur des routes de montagne. En hiver, c'est dangereux.
Claire Besson | il y a 5 h | 0 | J'ai accouché là il y a trois ans. Je ne sais pas ce que j'aurais fait avec une heure de route.
Jean-Marc Dufour | il y a 4 h | 1 | Exactement. Et l'hélicoptère ne vole pas par brouillard.
Sage-femme retraitée | il y a 4 h | 2 | Il y a aussi des « maisons de naissance » ailleurs, mais ici personne ne propose rien.
Patrick Girard | il y a 5 h | - | Le problème, c'est qu'on ne trouve plus de gynécologues qui acceptent de venir.
Isabelle | il y a 4 h | 4 | Parce qu'on ne leur offre ni logement ni perspectives. Ce n'est pas une fatalité.
Patrick Girard | il y a 4 h | 5 | Je suis d'accord, mais ça dépend de l'agence régionale, pas de la commune.
Isabelle | il y a 3 h | 6 | Les communes peuvent aider pour le logement, ça s'est fait ailleurs.
Hélène Martin | il y a 4 h | - | Une pétition circule, déjà 4 000 signatures. Le lien est sur la page du collectif.
Martine R. | il y a 4 h | 8 | Signée. Merci Hélène.
Bernard | il y a 3 h | 8 | Les pétitions n'ont jamais rien changé.
Hélène Martin | il y a 3 h | 10 | Celle de 2018 a sauvé les urgences de nuit, Bernard.
Luc Roche | il y a 4 h | - | Et les pompiers ? Ils vont faire les accouchements dans le camion ?
Nathalie Perrin | il y a 3 h | - | Ma fille est enceinte de sept mois. On fait comment en janvier ?
La Dépêche du Plateau | il y a 3 h | 13 | Bonjour Nathalie, l'ARS indique qu'un hébergement près de la maternité de la ville sera proposé aux femmes à terme. Nous publierons les détails.
Nathalie Perrin | il y a 2 h | 14 | Merci pour la réponse, mais partir de chez soi deux semaines avant, ce n'est pas simple.
Alain Chevalier | il y a 3 h | - | Il faut manifester samedi devant la sous-préfecture.
Sophie | il y a 3 h | 16 | J'y serai avec mes enfants.
Gérard Morel | il y a 3 h | - | On ferme la poste, l'école, maintenant la maternité. Après, on s'étonne que les villages se vident.
Monique | il y a 2 h | 18 | Tout à fait. Et après on nous parle d'attractivité.
Yves Lambert | il y a 2 h | - | Le maire a-t-il réagi ? L'article n'en parle pas.
Céline | il y a 2 h | 20 | Il a fait un communiqué hier soir, il demande un moratoire.
Yves Lambert | il y a 2 h | 21 | Merci, je ne l'avais pas vu.
Thierry Blanc | il y a 2 h | - | Soyons honnêtes : 180 naissances par an, c'est trop peu pour garantir la sécurité.
Anne-Sophie | il y a 1 h | 23 | Et 70 km de route de col, c'est sûr peut-être ?
Thierry Blanc | il y a 1 h | 24 | Je ne dis pas que c'est simple, je dis que les deux risques existent.
Anne-Sophie | il y a 1 h | 25 | D'accord, mais alors qu'on finance vraiment le transport.
Julien Faure | il y a 1 h | - | Article très complet, merci.
Odile | hier à 22:10 | - | Triste nouvelle pour tout le plateau.
Marc | hier à 21:45 | - | Mes trois enfants sont nés là-bas.
Françoise Vidal | hier à 20:30 | - | Il faudrait que tous les élus du département se mobilisent, pas seulement ceux du plateau.
Paul | 12 mars à 09:40 | - | Rien n'est encore décidé, attendons la réunion du 28.
"""
    )
    block = (
        '<section class="hx" id="reactions-lecteurs"><h2 class="hx-h">Vos réactions (32)</h2>'
        '<div class="hx-bar">Trier par : <button aria-pressed="true">Les plus appréciées</button> <button>Les plus récentes</button> <button>Les plus anciennes</button></div>'
        "<style>.hx-it{padding:10px 0;border-top:1px solid #eee}.hx-ans{margin-left:36px}.hx-au{font-weight:700}.hx-tm{color:#888;font-size:13px}.hx-ft button{font-size:12px}</style>"
        + vote_thread(c, "hx", acts=("J'aime", "Je n'aime pas", "Répondre", "Signaler"))
        + '<p class="hx-charte">Réagir est réservé aux abonnés. <a href="/charte/">Charte de modération</a></p></section>'
    )
    st = story(
        "La maternité de Saint-Aubrac menacée de fermeture dès janvier",
        "Par Camille Ferrand",
        "2025-03-13T06:30:00+01:00",
        "13 mars 2025",
        """
L'agence régionale de santé envisage de fermer la maternité de Saint-Aubrac au 1er janvier. Elle invoque le manque de médecins et le faible nombre de naissances.

Les femmes du plateau devraient alors accoucher en ville, à 70 kilomètres. Le collectif de défense appelle à manifester samedi.

Une réunion de concertation est prévue le 28 mars à la sous-préfecture.
""",
        section="Communes",
    )
    return make(
        "z-fr-big-votes",
        "discussion",
        "ob",
        "fr-big",
        st,
        PartsK(after=block, rail=box("ob", "Les plus lus", links("Foire aux bestiaux|Neige au col|Rugby"))),
        c,
        path="/communes/maternite-saint-aubrac-menacee",
        container="section#reactions-lecteurs: div.hx-it entries (header.hx-hd: img avatar, span.hx-au name, time.hx-tm 'il y a 5 h' / 'hier à 22:10' / '12 mars à 09:40'; div.hx-tx text; footer.hx-ft '👍 n', '👎 n', 'Répondre', 'Signaler'); replies in div.hx-ans inside their parent's, three levels; sort buttons",
        heading="Vos réactions (32)",
        description="A French regional daily of 2025: a large discussion, 32 comments (18 replies, chains three levels deep), each with a header (avatar, name, relative time), vote buttons with counts, 'Répondre' and 'Signaler'; sort buttons; the paper answers a reader.",
    )


def hu_until_found() -> Case:
    c = thread(
        """
Kovács Gábor | 2 órája | - | A komp nélkül a szigeten élők teljesen el vannak vágva. Jó, hogy végre lesz új.
Szabó Éva | 2 órája | 0 | Mi is a szigeten lakunk. Tavaly három hétig nem járt a régi.
Kovács Gábor | 1 órája | 1 | Reméljük, az újjal nem lesz ilyen gond.
Tóth Ferenc | 2 órája | - | Mennyibe kerül majd a jegy? Most is drága.
Horváth Anna | 1 órája | 3 | A cikk szerint a helyieknek marad a kedvezmény.
Nagy Péter | 2 órája | - | A régi kompot a múzeumnak kellene adni.
Kiss Judit | 1 órája | 5 | Jó ötlet! Gyerekkorom óta ezzel járunk.
Varga László | 1 órája | - | Mikor áll forgalomba? Nyáron nagy a forgalom.
Balogh Zsuzsa | 1 órája | 7 | Júniusra ígérik.
Varga László | 50 perce | 8 | Köszönöm.
Molnár István | 1 órája | - | Az autósoknak is jó lesz, nem kell a hídig kerülni.
Farkas Ildikó | 45 perce | - | Kerékpárokat is visz majd?
Révész | 40 perce | 11 | Igen, húsz kerékpárhelyes lesz.
Papp Erika | 30 perce | - | Végre egy jó hír a mi környékünkről.
Lakatos Béla | tegnap 22:05 | - | A révészeknek is jár a köszönet, évtizedek óta viszik az embereket.
Németh Ági | tegnap 21:30 | 14 | Így van, Béla bácsi a legjobb.
Simon Tamás | tegnap 20:40 | - | Remélem, a kikötőt is felújítják.
Fehér Klára | tegnap 19:55 | 16 | A második ütemben, tavasszal.
Takács Zoltán | tegnap 19:10 | - | Támogatom.
Oláh Marika | tegnap 18:45 | - | Szép cikk, köszönjük.
"""
    )
    block = (
        '<section class="nv" id="hozzaszolasok-doboz"><h2 class="nv-h">Olvasóink írták</h2>'
        '<button type="button" id="nv-mutat" class="nv-mutat">Mind a 20 hozzászólás megjelenítése</button>'
        "<style>.nv-m{display:flex;gap:10px;margin:10px 0}.nv-av{flex:none;width:36px;height:36px;border-radius:50%;background:#3a6ea5;color:#fff;text-align:center;line-height:36px;font-size:13px}.nv-r{margin-left:46px}.nv-n{font-weight:700}.nv-d,.nv-l{color:#888;font-size:13px}</style>"
        '<div id="nv-lista" hidden="until-found">' + initials_thread(c, "nv", like="♥") + "</div></section>"
    )
    script = """<script>
document.getElementById('nv-mutat').addEventListener('click', function () {
  document.getElementById('nv-lista').removeAttribute('hidden');
  this.remove();
});
</script>"""
    st = story(
        "Új komp jár a Szentendrei-szigetre nyártól",
        "Írta: Bodnár Krisztina",
        "2025-02-19T15:00:00+01:00",
        "2025. február 19.",
        """
Új kompot kap a szigeti átkelő. A régi hajó több mint ötven éve szállítja az utasokat, az utóbbi években sokszor állt.

Az új komp tizenkét autót és húsz kerékpárt vihet. A helyiek kedvezményes jegye megmarad.
""",
        section="Települések",
    )
    return make(
        "z-hu-until-found",
        "revealed",
        "ra",
        "hu-found",
        st,
        PartsK(after=block, rail=box("ra", "Most a rádióban", "<p>Délutáni krónika, 17:00</p>"), end=script),
        c,
        path="/telepulesek/uj-komp-sziget",
        reveal="click: the thread is in the served HTML inside a div hidden='until-found'; 'Mind a 20 hozzászólás megjelenítése' removes the attribute",
        container="section#hozzaszolasok-doboz > div#nv-lista[hidden=until-found]: div.nv-m entries (div.nv-av initials as text; div.nv-bd: span.nv-n name, span.nv-d '2 órája' / 'tegnap 22:05', p text, span.nv-l '♥ n'); replies in div.nv-r inside their parent's, two levels",
        heading="Olvasóink írták",
        description="A Danube-side paper's site of 2025: 20 comments (9 replies, two to a reply) in the served HTML inside a block hidden='until-found' until the button 'Mind a 20 hozzászólás megjelenítése'; initials avatars as text, like counts; the ferryman answers.",
        static=True,
        check_steps=("click:#nv-mutat", "wait:300"),
    )


def ru_quotes() -> Case:
    c = thread(
        """
Сергей Волков | 14 марта, 09:10 | - | Хорошо, что котельную наконец переведут на газ. Зимой над районом стоял дым.
Ольга П. | 14 марта, 09:32 | 0 | Дым — это полбеды. Главное, чтобы тарифы не выросли после перевода.
Николай Иванович | 14 марта, 10:05 | - | Трубы в домах тоже старые, их кто будет менять?
Андрей | 14 марта, 10:40 | 2 | По программе меняют только магистраль до домов. Внутри — за счёт жильцов.
Николай Иванович | 14 марта, 11:02 | 3 | Вот это и плохо. У нас дом пятидесятых годов.
Татьяна Морозова | 14 марта, 12:15 | - | Спасибо за подробную статью, наконец понятно, что будет.
Виктор | 14 марта, 13:40 | 1 | Тарифы утверждает область, котельная тут ни при чём.
Лена из Заречья | 14 марта, 15:05 | - | А летом горячую воду опять отключат на месяц?
"""
    )
    block = (
        '<section class="qr" id="mneniya"><h2 class="qr-h">Мнения (8)</h2>'
        "<style>.qr-p{border-bottom:1px solid #ddd;padding:10px 0}.qr-qt{background:#f4f4f4;border-left:3px solid #bbb;padding:4px 8px;margin:6px 0;font-size:14px}.qr-f{font-size:12px}</style>"
        + quote_thread(c, "qr", wrote="писал(а):", acts=("Цитировать", "Ответить", "Пожаловаться"))
        + '<p id="qr-form">Чтобы оставить мнение, войдите на портал.</p></section>'
    )
    st = story(
        "Котельную на Заречной переведут с угля на газ",
        "Дмитрий Соколов",
        "2025-03-13T17:00:00+03:00",
        "13 марта 2025",
        """
Городская котельная на Заречной улице летом перейдёт с угля на газ. Работы начнутся после окончания отопительного сезона.

Вместе с котельной заменят три километра магистральных труб.
""",
        section="Город",
    )
    return make(
        "z-ru-quote-posts",
        "discussion",
        "fe",
        "ru-quote",
        st,
        PartsK(after=block, rail=box("fe", "Популярное", links("Ледоход|Новый сквер|Хоккей"))),
        c,
        path="/gorod/kotelnaya-zarechnaya-gaz",
        container="section#mneniya: flat div.qr-p posts in the thread's order (div.qr-h: a.qr-n name · span.qr-t '14 марта, 09:10' · '#n'; a reply: div.qr-qt 'Name писал(а):' linking its parent and <q> the start of its text; div.qr-x text; 'Цитировать | Ответить | Пожаловаться')",
        heading="Мнения (8)",
        description="A Russian city portal of 2025: 8 comments, flat and numbered in the thread's order; a reply quotes the start of the comment it answers under 'Name писал(а):' with a link to it (4 replies, one to a reply); dates without a year.",
    )


def he_clamp() -> Case:
    c = thread(
        """
יעל כהן | לפני 3 שעות | - | סוף סוף מישהו חושב על הרוכבים בעמק. אני רוכבת כל בוקר לעבודה בכביש הראשי, ובכל פעם שמשאית עוברת אני עוצרת בצד. שביל נפרד ישנה את החיים של הרבה משפחות. מקווה שיעמדו בלוח הזמנים ולא יתקעו את הפרויקט כמו את המדרכה ליד בית הספר, שחיכינו לה שש שנים.
אבי לוי | לפני שעתיים | - | השביל מצוין, אבל חשוב לא פחות שתהיה בו תאורה. בחורף מחשיך כבר בחמש, ובלי תאורה אף אחד לא ירכב שם בערב. כדאי גם לחשוב על ברזיות ועל ספסלים בדרך, כי בקיץ החום כאן קשה.
נועה | לפני שעה | - | תודה על הכתבה. שמחה לראות שגם המושבים הקטנים נכללים בתוכנית הפעם, ולא רק העיר.
"""
    )
    block = (
        '<section class="lm" id="tguvot"><h2 class="lm-h">מה אתם אומרים</h2>'
        "<style>.lm-k{border-bottom:1px solid #eee;padding:10px 0}.lm-more{font-size:13px}.lm-s{color:#666}</style>"
        + clamp_thread(c, "lm", more="קרא עוד")
        + "</section>"
    )
    st = story(
        "שביל אופניים חדש יחבר בין יישובי העמק",
        "מאת רונית אברהם",
        "2025-05-25T12:00:00+03:00",
        "25 במאי 2025",
        """
המועצה האזורית אישרה תוכנית לשביל אופניים באורך 22 קילומטרים שיחבר בין שמונה יישובים בעמק. העבודות יתחילו בסתיו.

השביל יופרד מהכביש הראשי, ויעבור לצד תעלות ההשקיה ושדות הגידולים.
""",
        section="יישובים",
    )
    return make(
        "z-he-clamped",
        "discussion",
        "ra",
        "he-clamp",
        st,
        PartsK(after=block, rail=box("ra", "הנקראים ביותר", links("פסטיבל הזמר|גן חדש|הפועל"))),
        c,
        path="/yeshuvim/shvil-ofanayim-haemek",
        container="section#tguvot: div.lm-k entries (div.lm-t the text, line-clamped to three lines; button 'קרא עוד'; div.lm-s after it: small.lm-n name · small.lm-w 'לפני 3 שעות'); flat",
        heading="מה אתם אומרים",
        description="A Jezreel-valley-like local site in Hebrew (right to left) of 2025: 3 flat comments whose texts are clamped to three lines (the whole text in the page) with 'קרא עוד', the name and relative time after the text.",
    )


def threads_z() -> list[Case]:
    return [
        pl_fieldsets(),
        ca_hr(),
        ko_grid(),
        es_pages(),
        tr_tree(),
        id_chat(),
        fr_big(),
        hu_until_found(),
        ru_quotes(),
        he_clamp(),
    ]
