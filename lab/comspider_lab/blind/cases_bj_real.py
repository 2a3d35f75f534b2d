"""Blind set BJ: five discussions kept by the harness's real comment systems in layouts of this set: Isso in a
<dialog> opened by a "Réagir" button (fr), Waline in the second of an article/comments tab pair (ja), Isso shown only
after a consent box is accepted (pl), Isso in a same-site iframe page (zh), Waline mounted when its section scrolls
into view (el). Written for this set; every name, place and text invented; the page markup holds no "comment" in any
class or id of its own (the systems' clients add their markup when they run)."""

from __future__ import annotations

from comspider_lab.blind.cases_bj_common import Case, Parts, Story, make, seeds, thread
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed


def fr_isso_dialog() -> Case:
    rs = thread("""
Hélène Vidal | - | - | - | - | Mon grand-père gardait ici dans les années soixante. Ça me fend le cœur de lire qu'elle pourrait fermer.
Pierre-Louis | - | - | 0 | - | Le mien aussi, il disait que les hivers sur le causse forgeaient le caractère. Espérons qu'un jeune reprenne.
Amandine Roques | - | - | - | - | Le logement fourni, c'est un vrai plus. Ce qui manque surtout, c'est la reconnaissance du métier et un salaire correct.
Jeannot | - | - | - | - | Et pourquoi pas deux bergers à mi-temps ? Ça se fait dans les Alpes pour les estives.
Coralie F. | - | - | 3 | - | Bonne idée, ça permettrait aussi d'avoir des week-ends. Vous devriez l'écrire au groupement pastoral.
""")
    inside = (
        '<div class="gz-reagir"><button type="button" id="gz-ouvrir">Réagir · 5 messages</button></div>'
        '<dialog id="gz-dlg" class="gz-dlg"><header class="gz-dh"><h2>La parole aux lecteurs</h2>'
        '<button type="button" id="gz-fermer" aria-label="Fermer">×</button></header>'
        + isso_embed("fr", load="later")
        + "</dialog><script>(function () { var d = document.getElementById('gz-dlg');"
        " document.getElementById('gz-ouvrir').addEventListener('click', function () { d.showModal(); loadIsso(); });"
        " document.getElementById('gz-fermer').addEventListener('click', function () { d.close(); }); })();</script>"
    )
    css = (
        ".gz-reagir button{font:700 16px Helvetica,Arial,sans-serif;background:#b5651d;color:#fff;border:0;padding:10px 20px;border-radius:20px;cursor:pointer}"
        ".gz-dlg{width:min(720px,94vw);max-height:86vh;border:0;padding:0 24px 24px}.gz-dlg::backdrop{background:#1e1b18cc}"
        ".gz-dh{display:flex;justify-content:space-between;align-items:center;position:sticky;top:0;background:#fbf8f3}"
    )
    st = Story(
        "Sur le causse, la dernière bergerie collective cherche un berger",
        "Mathilde Couderc",
        "2024-10-08T07:00:00+02:00",
        "8 octobre 2024",
        """
Depuis quarante ans, la bergerie collective du Puech Haut rassemble les brebis de sept éleveurs du causse. Son berger part à la retraite en décembre, et personne ne s'est encore présenté pour le remplacer.

Le groupement pastoral propose un contrat à l'année, un logement sur place et un salaire « dans la moyenne de la profession ». Faute de candidat, les éleveurs devront garder leurs troupeaux chacun chez soi dès le printemps.
""",
        lead="Sept éleveurs, neuf cents brebis et un poste vacant au Puech Haut.",
        section="Agriculture",
        quote="Faute de candidat, chacun gardera ses bêtes chez soi.",
        recs=(
            "La foire aux béliers de Sauveterre",
            "Un fromager s'installe à Hures",
            "Les gorges rouvrent aux canoës",
        ),
    )
    return make(
        "bj-fr-isso-dialog",
        "discussion",
        "fr-causse",
        st,
        Parts(inside=inside, css=css),
        seeds(rs, plain=True),
        path="/agriculture/bergerie-puech-haut",
        system="isso",
        reveal="modal: the button 'Réagir · 5 messages' opens a <dialog> (showModal) and loads Isso's client into it",
        container="dialog#gz-dlg: header h2 'La parole aux lecteurs' and a close button, Isso's section#isso-thread",
        heading="La parole aux lecteurs",
        description="A French magazine of 2024: Isso inside a <dialog> opened by 'Réagir · 5 messages' under the article and loaded only then; 5 readers' comments, 2 replies; Isso's own markup and relative times.",
        check_steps=("click:#gz-ouvrir", "wait:2500"),
    )


def ja_waline_tabs() -> Case:
    rs = thread("""
山口 | - | - | - | - | 子どもの頃、父と毎週行っていました。また魚を買いに行けるのがうれしいです。
ひろみ | - | - | 0 | - | うちも家族で通っていました。朝7時からというのも昔と同じですね。
鈴木健一 | - | - | - | - | 駐車場は足りるのでしょうか。以前は港の前の道路が大渋滞していました。
港南市民 | - | - | 2 | - | 市の発表では、臨時駐車場を旧倉庫の跡地に用意するそうです。
たけし | - | - | - | - | 漁協の若い人たちが中心になっていると聞きました。応援しています。
中川 | - | - | - | - | 雨の日も開くのか知りたいです。テントがあれば行きたいです。
""")
    byline = (
        '<div class="tb-pair" role="tablist"><button type="button" role="tab" id="tb-kiji" aria-selected="true" aria-controls="tb-p1">記事</button>'
        '<button type="button" role="tab" id="tb-koe" aria-selected="false" aria-controls="tb-p2">みんなの声 6</button></div>'
    )
    inside = (
        '<div role="tabpanel" id="tb-p2" aria-labelledby="tb-koe" hidden><div id="tb-mount"></div></div>'
        + WALINE_CSS
        + waline_embed("root", "/minato/asaichi-fukkatsu", "jp")
        + "<script>(function () { var a = document.getElementById('tb-kiji'), b = document.getElementById('tb-koe'), p2 = document.getElementById('tb-p2'), m = false;"
        " var body = document.querySelector('.st-body'), fig = document.querySelector('.st-article figure'); body.id = 'tb-p1'; body.setAttribute('role', 'tabpanel');"
        " function pick(second) { a.setAttribute('aria-selected', String(!second)); b.setAttribute('aria-selected', String(second));"
        " body.hidden = second; fig.hidden = second; p2.hidden = !second;"
        " if (second && !m) { m = true; mountWaline(document.getElementById('tb-mount')); } }"
        " a.addEventListener('click', function () { pick(false); }); b.addEventListener('click', function () { pick(true); }); })();</script>"
    )
    css = (
        ".tb-pair{display:flex;gap:0;margin-left:auto}.tb-pair button{border:1px solid #0b2545;background:#fff;padding:6px 16px;font:inherit;cursor:pointer}"
        ".tb-pair button[aria-selected=true]{background:#0b2545;color:#fff}"
    )
    st = Story(
        "港南港の朝市、毎週日曜に復活へ",
        "藤田 美咲",
        "2025-02-17T09:30:00+09:00",
        "2025年2月17日 9:30",
        """
港南港の朝市が、4月から毎週日曜日の朝に再開される。港南漁協の若手組合員が中心となり、5年ぶりの復活となる。

朝市は午前7時から10時まで。鮮魚や干物のほか、近くの農家の野菜も並ぶ予定だ。市は旧倉庫の跡地を臨時駐車場として開放する。
""",
        section="港南",
        recs=("市立病院の建て替え案まとまる", "港南高校、春の大会へ", "商店街に新しい子ども食堂"),
    )
    return make(
        "bj-ja-waline-tabs",
        "discussion",
        "ja-minato",
        st,
        Parts(byline=byline, inside=inside, css=css),
        seeds(rs, plain=True),
        path="/minato/asaichi-fukkatsu",
        system="waline",
        reveal="tab pair: the byline's tabs '記事' | 'みんなの声 6'; the second hides the article text and shows its panel, mounting Waline there on its first selection",
        container="div[role=tabpanel]#tb-p2 (hidden until its tab is selected) > div#tb-mount (Waline's client, its Japanese UI)",
        heading=None,
        description="A Japanese port-town news site of 2025: Waline in the second panel of an article/comments tab pair in the byline ('記事' | 'みんなの声 6'), mounted on its first selection; 6 readers' comments, 2 replies; Waline's own markup and times.",
        check_steps=("click:#tb-koe", "wait:3000"),
    )


def pl_isso_consent() -> Case:
    rs = thread("""
Agnieszka W. | - | - | - | - | Super, nasz gimbus ma chyba trzydzieści lat i zimą ledwo odpala.
Tomek z Olszyn | - | - | 0 | - | I śmierdzi spalinami w środku. Dzieci przyjeżdżają z bólem głowy.
Krzysztof Mazur | - | - | - | - | A gdzie będą ładowane? Przy szkole nie ma nawet porządnego przyłącza prądu.
Sołtys Olszyn | - | - | 2 | - | Na sesji mówiono, że przy remizie w Wierzbnie powstanie stacja ładowania, z dotacji na ten sam projekt.
""")
    after = (
        '<section class="zg-dyskusja"><h2>Dyskusja</h2>'
        '<div class="zg-zgoda" id="zg-zgoda"><p><b>Treści zewnętrzne</b></p>'
        "<p>Dyskusja pod artykułem jest wyświetlana przez usługę zewnętrzną, która może zapisywać pliki cookie. "
        "Zgodę możesz wycofać w ustawieniach prywatności.</p>"
        '<button type="button" id="zg-tak">Akceptuję i pokaż</button> <button type="button" id="zg-nie">Nie teraz</button></div>'
        '<div id="zg-miejsce" hidden>'
        + isso_embed("pl", load="later")
        + "</div></section><script>(function () { var box = document.getElementById('zg-zgoda');"
        " document.getElementById('zg-tak').addEventListener('click', function () { box.remove();"
        " document.getElementById('zg-miejsce').hidden = false; loadIsso(); });"
        " document.getElementById('zg-nie').addEventListener('click', function () { box.querySelector('p:last-of-type').textContent = 'Bez zgody dyskusja nie zostanie wyświetlona.'; }); })();</script>"
    )
    css = ".zg-zgoda{border:1px solid #c8d1dc;background:#f4f7fb;padding:18px;border-radius:10px}.zg-zgoda button{padding:8px 16px;font:inherit}"
    st = Story(
        "Gmina Wierzbno kupi dwa elektryczne autobusy szkolne",
        "Ewa Nowicka",
        "2023-03-21T08:00:00+01:00",
        "21 marca 2023, 08:00",
        """
Rada Gminy Wierzbno zgodziła się na zakup dwóch elektrycznych autobusów szkolnych. Zastąpią one wysłużone pojazdy, które wożą dzieci z Olszyn i Zalesia.

Autobusy kosztują razem 3,4 mln zł, z czego 80 procent pokryje dotacja. Przy remizie w Wierzbnie powstanie stacja ładowania. Pojazdy mają wyjechać na trasy we wrześniu.
""",
        section="Gmina",
        recs=("Nowe oświetlenie na ulicy Polnej", "Dożynki gminne w Zalesiu", "LKS Wierzbno awansował"),
    )
    return make(
        "bj-pl-isso-consent",
        "discussion",
        "pl-wierzbno",
        st,
        Parts(after=after, css=css),
        seeds(rs, plain=True),
        path="/gmina/elektryczne-autobusy-szkolne",
        system="isso",
        reveal="consent: a box 'Treści zewnętrzne' with 'Akceptuję i pokaż' / 'Nie teraz'; accepting removes it and loads Isso's client into the hidden area below",
        container="section.zg-dyskusja: h2 'Dyskusja', div.zg-zgoda (consent box, removed on acceptance), div#zg-miejsce (hidden until then) > Isso's section#isso-thread",
        heading="Dyskusja",
        description="A Polish municipal portal of 2023: Isso shown only after the reader accepts a consent box for external content under the heading 'Dyskusja'; 4 readers' comments, 2 replies; Isso's own markup and relative times.",
        check_steps=("click:#zg-tak", "wait:2500"),
    )


def zh_isso_same_site_frame() -> Case:
    rs = thread("""
老城居民 | - | - | - | - | 从小在石板街长大，听说要保留真是太好了。就怕改造完变成千篇一律的商业街。
陈晓雨 | - | - | 0 | - | 同意，希望原来的老店能留下来，尤其是街口那家豆花店。
王建国 | - | - | - | - | 下水道问题一定要解决，每年夏天一下大雨，街上的水就没过脚踝。
青山小李 | - | - | 2 | - | 文件里写了会重新铺设排水管，工期大概八个月。
刘阿姨 | - | - | - | - | 施工期间老人出门不方便，能不能留一条好走的小路？
""")
    frame_path = "/hudong/pinglun/laocheng-shibanjie.html"
    frame = (
        '<!doctype html>\n<html lang="zh"><head><meta charset="utf-8"><title>网友说</title>'
        "<style>body{margin:0;font:15px/1.7 'PingFang SC','Microsoft YaHei',sans-serif;color:#222}</style></head><body>"
        + isso_embed("zh_CN")
        + "</body></html>\n"
    )
    after = (
        '<section class="qs-hudong"><h2>网友说</h2>'
        f'<iframe src="{frame_path}" title="网友说" width="100%" height="900" style="border:0;border-top:1px solid #dde3ea"></iframe></section>'
    )
    st = Story(
        "青山县老城区改造：百年石板街将整体保留",
        "周敏",
        "2024-06-12T08:00:00+08:00",
        "2024-06-12 08:00",
        """
青山县老城区改造方案日前公布。方案提出，有一百多年历史的石板街将整体保留，沿街老字号店铺原则上不迁出。

改造将重新铺设石板街下的排水管道，并修缮沿街二十六栋老房子。工程预计八月开工，工期约八个月，施工期间将分段封闭。
""",
        section="县城",
        recs=("县医院新门诊楼投入使用", "青山中学新校区九月启用", "乡村公交新增两条线路"),
    )
    return make(
        "bj-zh-isso-same-site-frame",
        "discussion",
        "zh-qingshan",
        st,
        Parts(after=after),
        seeds(rs, plain=True),
        path="/xiancheng/laocheng-gaizao-shibanjie",
        system="isso",
        reveal="iframe from the same site: under '网友说' an iframe shows a page of the same origin that embeds Isso (keyed on the iframe page's path)",
        container="section.qs-hudong: h2 '网友说', iframe (same origin, /hudong/pinglun/….html) > Isso's section#isso-thread",
        heading="网友说",
        description="A Chinese county news portal of 2024: Isso on a page of the same site shown in an iframe under the article; 5 readers' comments, 2 replies; Isso's own markup (its Chinese UI) and relative times.",
        files={frame_path: frame},
        thread_path=frame_path,
        check_steps=("wait:2500",),
    )


def el_waline_in_view() -> Case:
    rs = thread("""
Κατερίνα Μαυρίδη | - | - | - | - | Επιτέλους! Τον χειμώνα, χωρίς το καραβάκι, η Νέα Πόλη ήταν μια ώρα με το λεωφορείο.
Στέλιος | - | - | 0 | - | Και το λεωφορείο περνούσε δύο φορές τη μέρα. Ελπίζω να κρατήσει και τα χειμωνιάτικα δρομολόγια.
Γιάννης Πετράκης | - | - | - | - | Τι γίνεται με τα ποδήλατα; Πέρσι δεν τα δέχονταν τον Αύγουστο.
Ελένη Κ. | - | - | 2 | - | Στην ανακοίνωση του λιμεναρχείου λέει ότι θα παίρνει μέχρι οκτώ ποδήλατα σε κάθε δρομολόγιο.
Μάρκος Φραγκιαδάκης | - | - | - | - | Καλή είδηση για τα μαγαζιά της προκυμαίας. Το καλοκαίρι τα περισσότερα ζουν από τους επισκέπτες της Νέας Πόλης.
""")
    after = (
        '<div style="height:1400px" aria-hidden="true"></div><section class="ks-fonh" id="ks-fonh"><h2>Η φωνή των αναγνωστών</h2><div id="ks-edo"></div></section>'
        + WALINE_CSS
        + waline_embed("root", "/nisi/karavaki-nea-poli", "en")
        + "<script>(function () { var s = document.getElementById('ks-fonh'), m = false;"
        " var io = new IntersectionObserver(function (es) { if (m || !es[0].isIntersecting) return; m = true; io.disconnect();"
        " mountWaline(document.getElementById('ks-edo')); }, { rootMargin: '100px' }); io.observe(s); })();</script>"
    )
    st = Story(
        "Το Καστρί αποκτά ξανά καραβάκι για τη Νέα Πόλη",
        "Δέσποινα Αλεξίου",
        "2022-05-30T09:00:00+03:00",
        "30 Μαΐου 2022",
        """
Από την 1η Ιουνίου το Καστρί θα συνδέεται ξανά καθημερινά με τη Νέα Πόλη με μικρό επιβατηγό σκάφος, ύστερα από τρία χρόνια διακοπής.

Το σκάφος θα κάνει τέσσερα δρομολόγια την ημέρα το καλοκαίρι και δύο τον χειμώνα. Θα δέχεται έως οκτώ ποδήλατα σε κάθε δρομολόγιο. Το εισιτήριο κοστίζει τρία ευρώ.
""",
        lead="Τέσσερα δρομολόγια την ημέρα το καλοκαίρι, δύο τον χειμώνα.",
        section="Θάλασσα",
        quote="Τρία ευρώ το εισιτήριο, οκτώ ποδήλατα ανά δρομολόγιο.",
        recs=(
            "Πανηγύρι του Αγίου Νικολάου",
            "Νέος παιδικός σταθμός στο λιμάνι",
            "Ο ψαράς που έγινε ζωγράφος",
        ),
    )
    return make(
        "bj-el-waline-in-view",
        "discussion",
        "el-kastri",
        st,
        Parts(after=after),
        seeds(rs, plain=True),
        path="/nisi/karavaki-nea-poli",
        system="waline",
        reveal="lazy on scroll: the section sits 1400 px below the article; an IntersectionObserver mounts Waline into it when it comes into view",
        container="section.ks-fonh#ks-fonh: h2 'Η φωνή των αναγνωστών', div#ks-edo (Waline's client, its English UI)",
        heading="Η φωνή των αναγνωστών",
        description="A Greek island magazine of 2022: Waline mounted only when its section, 1400 px below the article, scrolls into view; 5 readers' comments, 2 replies; Waline's own markup and times.",
        check_steps=("scroll", "wait:3000"),
    )


def real_bj() -> list[Case]:
    return [
        fr_isso_dialog(),
        ja_waline_tabs(),
        pl_isso_consent(),
        zh_isso_same_site_frame(),
        el_waline_in_view(),
    ]
