"""Blind set B: real comment systems (Isso, Waline, django-comments-xtd) in new layouts and entry points."""

from __future__ import annotations

from comspider_lab.blind.content_b import SITES_B, art
from comspider_lab.blind.layout import Article, Blocks
from comspider_lab.blind.layout_b import render_b
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import WALINE_CSS, Seed, isso_embed, waline_embed

S = Seed

WATCH = """<script>
function whenSeen(el, fn) {
  new IntersectionObserver((entries, obs) => {
    if (entries.some(e => e.isIntersecting)) { obs.disconnect(); fn(); }
  }, { rootMargin: '50px' }).observe(el);
}
</script>"""

# a tall block between the article and a lazily loaded thread, so that it is well below the first screen
SPACER = '<div class="spacer" style="height:1400px"></div>'


def django_page_b(
    template: str, site: str, article: Article, after: str, head: str = "", end: str = ""
) -> str:
    """An article page as a Django template: the layout verbatim, the blocks ``after`` and ``end`` live."""
    page = render_b(
        template, SITES_B[site], article, Blocks(after="@@DJ_AFTER@@", head=head, end="@@DJ_END@@")
    )
    page = page.replace("@@DJ_AFTER@@", "{% endverbatim %}" + after + "{% verbatim %}")
    page = page.replace("@@DJ_END@@", "{% endverbatim %}" + end + "{% verbatim %}")
    return "{% load comments comments_xtd %}{% verbatim %}" + page + "{% endverbatim %}"


XTD_REACT = """<script>
function loadScript(src) { return new Promise((ok, bad) => { const s = document.createElement('script'); s.src = src; s.onload = ok; s.onerror = bad; document.body.append(s); }); }
async function loadXtd() {
  for (const src of ['@@MAIN@@/_vendor/react/react.production.min.js', '@@MAIN@@/_vendor/react-dom/react-dom.production.min.js',
                     '@@MAIN@@/_vendor/remarkable/remarkable.min.js', '/jsi18n/', '/static/django_comments_xtd/js/django-comments-xtd-2.10.13.js'])
    await loadScript(src);
}
</script>"""


def real_cases_b() -> list[Case]:
    cases: list[Case] = []

    # --- Isso ---------------------------------------------------------------------------------
    path = "/kulttuuri/kirjasto-avautuu-sunnuntaisin.html"
    cases.append(
        Case(
            "b-isso-fi-button",
            "real_system",
            "fi",
            "button",
            "<div class=keskustelu-alue>",
            None,
            "Isso injected when the reader presses 'Näytä keskustelu (3)', in a magazine with two sidebars.",
            path,
            render_b(
                "sidebars",
                SITES_B["fi"],
                art(
                    "Pääkirjasto avautuu nyt myös sunnuntaisin",
                    "Kokeilu alkaa syyskuussa ja kestää vuoden. Lisäkustannus on 140 000 euroa.",
                    "Teksti: Anna Leinonen",
                    "2025-08-21T08:00:00+03:00",
                    [
                        "Kaupungin pääkirjasto on syyskuun alusta auki myös sunnuntaisin kello 12–18.",
                        "Kokeilu on osa kulttuurilautakunnan ohjelmaa, jolla kirjastoja halutaan tehdä enemmän olohuoneiksi.",
                        "Sunnuntaisin paikalla on kaksi kirjastonhoitajaa, ja lainaus hoituu muuten automaateilla.",
                        "Lautakunta päättää kokeilun jatkosta ensi kesänä kävijämäärien perusteella.",
                    ],
                    kicker="Kulttuuri",
                    caption="Pääkirjaston lukusali.",
                ),
                Blocks(
                    after=(
                        '<div class="keskustelu-alue"><button type="button" class="nayta" onclick="loadIsso(); this.remove()">Näytä keskustelu (3)</button>'
                        + isso_embed("fi", load="later")
                        + "</div>"
                    )
                ),
            ),
            [
                S(
                    "Leena Virtanen",
                    "Vihdoinkin! Arkena en ehdi kirjastoon ollenkaan, koska teen töitä Tampereella.",
                ),
                S("Jari", "Hyvä kokeilu, mutta miksei lehtisali voisi olla auki jo aamulla?"),
                S(
                    "Kirjastonhoitaja Sari",
                    "Lehtisali aukeaa sunnuntaisinkin vasta kahdeltatoista, koska henkilökuntaa on vähän.",
                    1,
                ),
            ],
            system="isso",
        )
    )

    path = "/megye/strand-felujitas-tiszakecske.html"
    page2 = "/megye/strand-felujitas-tiszakecske/velemenyek.html"
    cases.append(
        Case(
            "b-isso-hu-separate-page",
            "real_system",
            "hu",
            "separate_page",
            "a page of its own",
            "Olvasói vélemények",
            "The article links 'Olvasói vélemények (2) »' to a page of its own where Isso runs, on a forum-like site.",
            path,
            render_b(
                "forum",
                SITES_B["hu"],
                art(
                    "Felújítják a tiszakecskei strandot",
                    "A munkák ősszel kezdődnek, a strand jövő nyáron új medencével nyit.",
                    "Horváth Zsófia",
                    "2025-07-02T10:00:00+02:00",
                    [
                        "A város 680 millió forintot nyert a strand felújítására egy vidékfejlesztési pályázaton.",
                        "Új gyerekmedence és napelemes vízmelegítő épül, a régi öltözőket lebontják.",
                        "A strand a szezon végéig a megszokott rendben üzemel, a munkák szeptemberben kezdődnek.",
                        "A belépőjegyek ára a felújítás után sem emelkedik az önkormányzat szerint.",
                    ],
                    kicker="Tiszakecske",
                ),
                Blocks(after=f'<p class="tovabb"><a href="{page2}">Olvasói vélemények (2) »</a></p>'),
            ),
            [
                S(
                    "Kiss Péter",
                    "Gyerekkorom óta ide járunk, örülök, hogy végre rendbe teszik. A régi öltöző már balesetveszélyes volt.",
                ),
                S("Molnár Éva", "Remélem, a parkolót is bővítik, nyáron hétvégén nem lehet megállni sehol."),
            ],
            system="isso",
            thread_path=page2,
            comments_page=page2,
            files={
                page2: render_b(
                    "forum",
                    SITES_B["hu"],
                    art(
                        "Olvasói vélemények: Felújítják a tiszakecskei strandot",
                        "Olvasóink véleménye a cikkről.",
                        "Alföldi Hírmondó",
                        "2025-07-02T10:00:00+02:00",
                        [],
                        kicker="Vélemények",
                    ),
                    Blocks(
                        after=f'<p><a href="{path}">« Vissza a cikkhez</a></p><h2>Olvasói vélemények</h2>'
                        + isso_embed("hu")
                    ),
                )
            },
        )
    )

    path = "/misto/novyi-skver-na-naberezhnii.html"
    cases.append(
        Case(
            "b-isso-uk-role-dialog",
            "real_system",
            "uk",
            "modal",
            "<div role=dialog>",
            "Обговорення (button)",
            "Isso in a <div role=dialog> that the button 'Обговорення (3)' shows; Isso loads when it opens. Print-like page.",
            path,
            render_b(
                "print",
                SITES_B["uk"],
                art(
                    "На набережній облаштують новий сквер",
                    "Замість занедбаного майданчика з'являться лавки, дитячий майданчик і фонтан.",
                    "Оксана Ткаченко",
                    "2025-05-19T09:30:00+03:00",
                    [
                        "Виконком міської ради затвердив проєкт скверу на набережній біля старого річкового вокзалу.",
                        "На місці колишньої автостоянки висадять сорок дерев і встановлять тридцять лавок.",
                        "Окремо облаштують дитячий майданчик і невеликий фонтан, який працюватиме з травня по вересень.",
                        "Роботи мають завершитися до Дня міста у вересні.",
                    ],
                    kicker="Місто · Сторінка 3",
                ),
                Blocks(
                    after=(
                        '<p><button type="button" id="vidkryty">Обговорення (3)</button></p>'
                        '<div id="vikno" role="dialog" aria-modal="true" aria-label="Обговорення" hidden '
                        'style="position:fixed;inset:40px 15%;background:#fff;border:1px solid #000;overflow:auto;padding:16px;z-index:9">'
                        '<button type="button" id="zakryty">✕ Закрити</button>'
                        + isso_embed("uk", load="later")
                        + "</div>"
                    ),
                    end="<script>document.getElementById('vidkryty').addEventListener('click', () => "
                    "{ document.getElementById('vikno').hidden = false; loadIsso(); });"
                    "document.getElementById('zakryty').addEventListener('click', () => { document.getElementById('vikno').hidden = true; });</script>",
                ),
            ),
            [
                S("Тетяна Коваль", "Дуже чекаємо! Зараз з дітьми гуляти біля річки просто ніде."),
                S(
                    "Петро",
                    "Фонтан — це гарно, але хто його обслуговуватиме? Старий у парку не працює вже п'ять років.",
                ),
                S(
                    "Галина Семенюк",
                    "Обслуговування бере на себе комунальне підприємство, так сказали на громадських слуханнях.",
                    1,
                ),
            ],
            system="isso",
        )
    )

    path = "/politismos/festival-kinimatografou-syros.html"
    frame = "/frames/b/el-festival-anagnostes.html"
    cases.append(
        Case(
            "b-isso-el-iframe-lazy",
            "real_system",
            "el",
            "iframe (lazy, other origin)",
            "<iframe loading=lazy> from another port",
            "Οι αναγνώστες γράφουν",
            "Isso in an iframe from the other origin, far below the article, with loading=lazy, on a forum-like site.",
            path,
            render_b(
                "forum",
                SITES_B["el"],
                art(
                    "Το φεστιβάλ κινηματογράφου της Σύρου επιστρέφει",
                    "Πενήντα ταινίες σε έξι υπαίθριους χώρους, με ελεύθερη είσοδο.",
                    "Γιώργος Αλεξίου",
                    "2025-06-25T11:00:00+03:00",
                    [
                        "Το διεθνές φεστιβάλ κινηματογράφου της Σύρου επιστρέφει για δέκατη χρονιά στα τέλη Ιουλίου.",
                        "Φέτος θα προβληθούν πενήντα ταινίες, ανάμεσά τους δώδεκα ελληνικές μικρού μήκους.",
                        "Οι προβολές θα γίνονται σε έξι υπαίθριους χώρους της Ερμούπολης, όπως η πλατεία Μιαούλη και το λιμάνι.",
                        "Η είσοδος είναι ελεύθερη για όλες τις προβολές.",
                    ],
                    kicker="Πολιτισμός",
                ),
                Blocks(
                    after=(
                        SPACER + '<div class="anagnostes-frame"><h3>Οι αναγνώστες γράφουν</h3>'
                        f'<iframe src="@@OTHER@@{frame}" loading="lazy" title="Οι αναγνώστες γράφουν" width="100%" height="600" style="border:0"></iframe></div>'
                    )
                ),
            ),
            [
                S(
                    "Ελένη Μαρκοπούλου",
                    "Πέρσι είδαμε την ταινία λήξης στο λιμάνι, ήταν μαγική βραδιά. Ανυπομονούμε!",
                ),
                S(
                    "Κώστας",
                    "Ωραία όλα, αλλά τα εισιτήρια του πλοίου τον Ιούλιο είναι πανάκριβα για να πάει κανείς.",
                ),
            ],
            system="isso",
            thread_path=frame,
            thread_server="other",
            files={
                frame: (
                    '<!doctype html><html lang="el"><head><meta charset="utf-8"><title>Οι αναγνώστες γράφουν</title>'
                    "<style>body{font:14px/1.5 Tahoma,sans-serif;margin:6px}</style></head><body>"
                    + isso_embed("el")
                    + "</body></html>\n"
                )
            },
        )
    )

    path = "/giao-duc/mien-hoc-phi-nam-hoc-moi.html"
    cases.append(
        Case(
            "b-isso-vi-single",
            "real_system",
            "vi",
            "on_load",
            "<div class=ban-doc>",
            "Bạn đọc chia sẻ",
            "Isso on load with a single comment under 'Bạn đọc chia sẻ', on a wire-service page.",
            path,
            render_b(
                "wire",
                SITES_B["vi"],
                art(
                    "Học sinh phổ thông được miễn học phí từ năm học mới",
                    "Chính sách áp dụng cho khoảng 23 triệu học sinh công lập trên cả nước.",
                    "(Đưa tin: Phạm Thu Hà; Biên tập: Đỗ Quang)",
                    "2025-08-01T03:15:00+00:00",
                    [
                        "Quốc hội đã thông qua nghị quyết miễn học phí cho học sinh từ mầm non đến trung học phổ thông tại các trường công lập.",
                        "Ngân sách nhà nước sẽ chi khoảng 30.000 tỷ đồng mỗi năm để thực hiện chính sách này.",
                        "Học sinh trường tư thục được hỗ trợ một phần học phí theo mức do từng tỉnh quy định.",
                        "Chính sách có hiệu lực từ ngày 5 tháng 9.",
                    ],
                    kicker="HÀ NỘI, ngày 1 tháng 8",
                    caption="GIAODUC VN-EDU POL",
                ),
                Blocks(after='<div class="ban-doc"><h3>Bạn đọc chia sẻ</h3>' + isso_embed("vi") + "</div>"),
            ),
            [
                S(
                    "Hoàng Lan",
                    "Tin vui cho các gia đình đông con như nhà tôi. Mỗi năm đỡ được gần mười triệu đồng.",
                )
            ],
            system="isso",
        )
    )

    # --- Waline -------------------------------------------------------------------------------
    path = "/bendi/laochengqu-caishichang-gaizao.html"
    cases.append(
        Case(
            "b-waline-zh-lazy",
            "real_system",
            "zh",
            "lazy_scroll",
            "<div class=pinglun-qu> far below",
            "读者留言",
            "Waline (zh-CN) mounted when its block, far below the article, scrolls into view; kportal layout.",
            path,
            render_b(
                "kportal",
                SITES_B["zh"],
                art(
                    "老城区菜市场完成改造重新开业",
                    "市场新增120个摊位，实行明码标价和电子支付",
                    "记者 刘晓燕",
                    "2025-05-12T09:00:00+08:00",
                    [
                        "经过八个月的改造，老城区东门菜市场于本周一重新开业。",
                        "改造后的市场面积扩大到3200平方米，新增摊位120个，设置了专门的农户直销区。",
                        "市场管理方表示，所有摊位都实行明码标价，并支持电子支付。",
                        "周边居民普遍反映新市场干净整洁，但部分摊主认为租金上涨过快。",
                    ],
                    kicker="本地新闻",
                    caption="记者 刘晓燕 liuxy@jiangcheng.example",
                ),
                Blocks(
                    head=WALINE_CSS,
                    after=SPACER + '<div class="pinglun-qu"><h3>读者留言</h3><div id="wl-zh"></div></div>',
                    end=WATCH
                    + waline_embed("root", path, "zh-CN")
                    + "<script>whenSeen(document.querySelector('.pinglun-qu'), () => mountWaline(document.getElementById('wl-zh')));</script>",
                ),
            ),
            [
                S("东门老街坊", "菜市场终于不再脏乱差了，以前下雨天根本进不去。"),
                S("买菜的阿姨", "摊位费涨了，菜价会不会也跟着涨？"),
                S("摊主小李", "我们的摊位费一个月涨了三百块，菜价暂时没敢动。", 1),
                S("路人甲", "停车还是个大问题，周末根本找不到车位。"),
            ],
            system="waline",
        )
    )

    path = "/business/ferry-operator-new-owner.html"
    cases.append(
        Case(
            "b-waline-en-modal",
            "real_system",
            "en",
            "modal",
            "<dialog class=talk-dialog>",
            "Join the conversation (button)",
            "Waline inside a <dialog> that 'Join the conversation (3)' opens; mounted on opening; magazine with two sidebars.",
            path,
            render_b(
                "sidebars",
                SITES_B["en"],
                art(
                    "Island ferry operator sold to mainland group",
                    "The new owners promise two new boats by 2027 but will not rule out fare rises.",
                    "By Callum Fraser",
                    "2025-10-03T07:00:00+01:00",
                    [
                        "The family firm that has run the ferry to the islands for sixty years has been sold to a mainland transport group.",
                        "The buyer says it will keep all 48 crew and order two new boats for delivery in 2027.",
                        "Island councillors welcomed the investment but asked for a guarantee on the winter timetable.",
                        "The price was not disclosed.",
                    ],
                    kicker="Business",
                    caption="The MV Sula at the north pier.",
                ),
                Blocks(
                    head=WALINE_CSS,
                    after=(
                        '<p><button type="button" id="talk-open">Join the conversation (3)</button></p>'
                        '<dialog class="talk-dialog" id="talk" style="width:680px;max-height:85vh">'
                        '<form method="dialog"><button>Close</button></form><div id="talk-mount"></div></dialog>'
                    ),
                    end=waline_embed("root", path, "en")
                    + "<script>let mounted = false; document.getElementById('talk-open').addEventListener('click', () => "
                    "{ document.getElementById('talk').showModal(); if (!mounted) { mounted = true; mountWaline(document.getElementById('talk-mount')); } });</script>",
                ),
            ),
            [
                S(
                    "Islay Morrison",
                    "Sixty years of a family business who knew every skipper by name. I hope the new lot listen to the islanders.",
                ),
                S("Ewan", "Two new boats would be something. The Sula broke down three times last winter."),
                S(
                    "Morag B.",
                    "New boats and higher fares, you watch. That's how it went on the west coast.",
                    1,
                ),
            ],
            system="waline",
        )
    )

    path = "/budaya/festival-layang-layang-pantai.html"
    id_locale = (
        "locale: { placeholder: 'Tulis tanggapan Anda...', sofa: 'Belum ada tanggapan.', submit: 'Kirim', "
        "reply: 'Balas', cancelReply: 'Batal', comment: 'Tanggapan', more: 'Muat lagi', nick: 'Nama', "
        "mail: 'Surel', link: 'Situs', preview: 'Pratinjau', login: 'Masuk' },"
    )
    cases.append(
        Case(
            "b-waline-id-button",
            "real_system",
            "id",
            "button",
            "<div class=tanggapan-box>",
            None,
            "Waline (Indonesian labels through its locale option) mounted when the reader presses 'Lihat tanggapan (2)', on a blog.",
            path,
            render_b(
                "blog",
                SITES_B["id"],
                art(
                    "Festival layang-layang kembali digelar di Pantai Parangkusumo",
                    "Peserta dari 14 negara akan menerbangkan lebih dari 300 layang-layang.",
                    "Diposting oleh Bayu Saputra",
                    "2025-07-18T16:45:00+07:00",
                    [
                        "Festival layang-layang internasional kembali digelar di Pantai Parangkusumo pada akhir pekan ini.",
                        "Panitia mencatat peserta dari 14 negara, termasuk Jepang, Malaysia, dan Belanda.",
                        "Selain lomba, festival juga diisi lokakarya membuat layang-layang untuk anak-anak sekolah.",
                        "Pengunjung tidak dipungut biaya masuk, namun parkir kendaraan dikenakan tarif khusus.",
                    ],
                    kicker="Jumat, 18 Juli 2025",
                ),
                Blocks(
                    head=WALINE_CSS,
                    after='<div class="tanggapan-box"><button type="button" id="lihat">Lihat tanggapan (2)</button><div id="wl-id"></div></div>',
                    end=waline_embed("root", path, "en", extra=id_locale)
                    + "<script>document.getElementById('lihat').addEventListener('click', e => "
                    "{ mountWaline(document.getElementById('wl-id')); e.target.remove(); });</script>",
                ),
            ),
            [
                S(
                    "Siti Rahmawati",
                    "Tahun lalu anak saya ikut lokakaryanya, sampai sekarang layang-layangnya masih dipajang di kamar.",
                ),
                S(
                    "Agus Prasetyo",
                    "Semoga tahun ini parkirnya lebih tertata, tahun lalu macet sampai jalan raya.",
                ),
            ],
            system="waline",
        )
    )

    # --- django-comments-xtd --------------------------------------------------------------------
    ro_article = art(
        "Trenul spre Brașov, anulat din nou pentru lucrări",
        "CFR suspendă legătura directă timp de trei luni. Călătorii vor merge cu autobuzul între Sighișoara și Rupea.",
        "de Cristina Moldovan",
        "2025-04-09T08:00:00+03:00",
        [
            "Compania feroviară a anunțat că trenul direct dintre Târgu Mureș și Brașov nu va circula între 1 mai și 31 iulie.",
            "Pe porțiunea dintre Sighișoara și Rupea se înlocuiesc șinele și două poduri vechi de peste o sută de ani.",
            "Călătorii vor fi transportați cu autobuze, ceea ce prelungește drumul cu aproximativ o oră.",
            "Este a treia suspendare a legăturii în ultimii doi ani.",
        ],
        kicker="Local · Pagina 2",
    )
    ro_page2 = "/local/trenul-spre-brasov-anulat/opinii.html"
    cases.append(
        Case(
            "b-xtd-ro-separate-page",
            "real_system",
            "ro",
            "separate_page",
            "a page of its own, the package's own template",
            "Opiniile cititorilor",
            "The article links 'Vezi opiniile cititorilor (3)' to a page of its own with django-comments-xtd's own tree template.",
            "/local/trenul-spre-brasov-anulat.html",
            django_page_b(
                "print",
                "ro",
                ro_article,
                f'<p class="opinii-link"><a href="{ro_page2}">Vezi opiniile cititorilor (3)</a></p>',
            ),
            [
                S(
                    "Vasile Pop",
                    "Iar autobuze? Anul trecut am stat două ore în Rupea așteptând autobuzul de legătură.",
                ),
                S(
                    "Gabriela",
                    "Măcar de data asta chiar se schimbă șinele. Trenul mergea cu 30 la oră pe porțiunea aia.",
                ),
                S(
                    "Sorin M.",
                    "Lucrările sunt necesare, dar puteau fi făcute iarna, când circulă mai puțini turiști.",
                    0,
                ),
            ],
            system="django-comments-xtd",
            server="django",
            comments_page=ro_page2,
            django_files={
                ro_page2: django_page_b(
                    "print",
                    "ro",
                    art(
                        "Opiniile cititorilor: Trenul spre Brașov, anulat din nou",
                        "Ce spun cititorii despre articol.",
                        "Gazeta de Mureș",
                        "2025-04-09T08:00:00+03:00",
                        [],
                        kicker="Opinii",
                    ),
                    '<p><a href="/local/trenul-spre-brasov-anulat.html">« Înapoi la articol</a></p><h2>Opiniile cititorilor</h2>'
                    '<div class="opinii">{% render_xtdcomment_tree for article %}</div>',
                )
            },
        )
    )

    he_frame = "/embed/b/he-rakevet-tahana-tguvot.html"
    cases.append(
        Case(
            "b-xtd-he-iframe",
            "real_system",
            "he",
            "iframe (other origin)",
            "<iframe> from the Django site, rtl",
            "קוראים מגיבים",
            "The article is on the static site; django-comments-xtd's tree, server-rendered in the site's own rtl markup, "
            "is in an iframe from the Django site (another origin).",
            "/hadashot/tahanat-rakevet-hadasha.html",
            render_b(
                "blog",
                SITES_B["he"],
                art(
                    "תחנת רכבת חדשה תיפתח בעמק בקיץ",
                    "התחנה תחבר את היישובים באזור לקו חיפה–בית שאן. הנסיעה לחיפה תימשך 35 דקות.",
                    "נכתב על ידי אורי כהן",
                    "2025-03-30T09:10:00+03:00",
                    [
                        "רכבת ישראל הודיעה כי תחנת הרכבת החדשה בעמק תיפתח לנוסעים ביולי.",
                        "התחנה תשרת כעשרים יישובים באזור, והרכבות יעצרו בה פעם בחצי שעה בשעות העומס.",
                        "לצד התחנה נבנה חניון ל־400 כלי רכב וקו אוטובוס מזין מהיישובים הסמוכים.",
                        "עלות הפרויקט הגיעה ל־190 מיליון שקלים.",
                    ],
                    kicker="יום ראשון, 30 במרץ 2025",
                ),
                Blocks(
                    after=(
                        f'<div class="kor-frame"><h4>קוראים מגיבים</h4><iframe src="@@DJANGO@@{he_frame}" title="קוראים מגיבים" '
                        'width="100%" height="520" style="border:0"></iframe></div>'
                    )
                ),
            ),
            [
                S("שרה כהן", "סוף סוף! היום לוקח לי שעה וחצי להגיע לחיפה בשני אוטובוסים."),
                S("אבי", "חניון ל־400 מכוניות לא יספיק, כבר עכשיו אין חניה ליד הצומת."),
                S("רונן ד.", "בגלל זה יש קו אוטובוס מזין, לא כולם צריכים להגיע ברכב.", 1),
            ],
            system="django-comments-xtd",
            static=False,
            django_files={
                he_frame: (
                    '{% load comments comments_xtd %}<!doctype html><html lang="he" dir="rtl"><head><meta charset="utf-8">'
                    "<title>קוראים מגיבים</title><style>body{font:14px/1.6 Arial,sans-serif;margin:8px}"
                    ".tg{border-bottom:1px solid #ddd;padding:8px 0}.tg-mesh{margin-right:24px}</style></head><body>"
                    '{% get_xtdcomment_tree for article as tree %}<div class="tguvot-kor">'
                    '{% for item in tree %}<div class="tg" id="t{{ item.comment.id }}"><p class="tg-rosh"><b>{{ item.comment.name }}</b> '
                    '<small>{{ item.comment.submit_date|date:"d.m.Y H:i" }}</small></p><div class="tg-guf">{{ item.comment.comment|linebreaks }}</div>'
                    '{% if item.children %}<div class="tg-mesh">{% for ch in item.children %}<div class="tg" id="t{{ ch.comment.id }}">'
                    '<p class="tg-rosh"><b>{{ ch.comment.name }}</b> <small>{{ ch.comment.submit_date|date:"d.m.Y H:i" }}</small></p>'
                    '<div class="tg-guf">{{ ch.comment.comment|linebreaks }}</div></div>{% endfor %}</div>{% endif %}</div>{% endfor %}'
                    "</div></body></html>\n"
                )
            },
        )
    )

    ko_after = """<div class="dokja-uigyeon"><h3>독자 의견</h3><div id="comments"></div></div>
<script>window.comments_props = {% get_commentbox_props for article %};
window.comments_props_override = { allow_comments: true, allow_feedback: false, show_feedback: false, allow_flagging: false, polling_interval: 600000 };</script>"""
    cases.append(
        Case(
            "b-xtd-ko-react-onload",
            "real_system",
            "ko",
            "on_load (React client)",
            "<div class=dokja-uigyeon> (the plugin's #comments)",
            "독자 의견",
            "django-comments-xtd's React client (React 18, remarkable) loaded with the page, on a dense Korean portal.",
            "/munhwa/doseogwan-yagan-gaegwan.html",
            django_page_b(
                "kportal",
                "ko",
                art(
                    "시립도서관, 9월부터 밤 10시까지 문 연다",
                    "평일 야간 개관 시범 운영… 열람실과 자료실 모두 이용 가능",
                    "정수아 기자",
                    "2025-08-25T07:30:00+09:00",
                    [
                        "시립도서관이 9월부터 평일 운영 시간을 오후 10시까지 연장한다.",
                        "시범 운영 기간은 석 달이며, 이용자 수를 보고 연장 여부를 결정할 계획이다.",
                        "야간에는 사서 두 명이 근무하고, 대출과 반납은 무인 기기로 할 수 있다.",
                        "도서관 측은 직장인과 수험생의 요청이 많았다고 설명했다.",
                    ],
                    kicker="문화",
                    caption="정수아 기자 sooa@hanbit.example",
                ),
                ko_after,
                end=XTD_REACT + "<script>loadXtd();</script>",
            ),
            [
                S("책벌레", "퇴근하고 가면 항상 문이 닫혀 있었는데 정말 반가운 소식입니다."),
                S("수험생맘", "열람실 좌석이 부족한데 야간에도 예약제로 운영하나요?"),
                S("도서관이용자", "홈페이지 공지에 따르면 야간에는 예약 없이 선착순이라고 합니다.", 1),
            ],
            system="django-comments-xtd",
            server="django",
        )
    )

    return cases
