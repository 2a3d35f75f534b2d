"""Blind set J: four discussions on the real comment systems inside the long-tail layouts: Isso under a classic
WordPress post (el), Waline behind a button on a Blogger blog (th), django-comments-xtd server-rendered three levels
deep in a Drupal-like regional portal's own markup (hu), Isso behind a tab of a Joomla portal (az)."""

from __future__ import annotations

from comspider_lab.blind.cases_j_common import PartsJ, Post, make, page, thread
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed


def isso_el_wp() -> Case:
    c = thread(
        """
Βασιλική Τ. | | - | Πήγα πέρσι τον Οκτώβριο και ήταν υπέροχα, σχεδόν χωρίς κόσμο. Η βάρκα φεύγει κάθε μισή ώρα από το μώλο.
Στέλιος | | - | Το μουσείο του Αλή Πασά αξίζει, αλλά κλείνει νωρίς τον χειμώνα. Κρίμα που δεν το γράφεις.
Άννα-Μαρία | | 1 | Ισχύει, εμείς το βρήκαμε κλειστό στις τρεις το μεσημέρι.
Γιώργος από Άρτα | | - | Ωραίες φωτογραφίες! Ποια ταβέρνα είναι αυτή με τα βατράχια;
Ελένη (η συγγραφέας) | | 3 | Ευχαριστώ! Είναι η δεύτερη μετά την πλατεία, δίπλα στο ασημουργείο. Δεν θυμάμαι το όνομα, έχει μπλε πόρτα.
Ανώνυμος | | - | Μπράβο! 👍
"""
    )
    path = "/2016/03/to-nisaki-ton-xeimona/"
    post = Post(
        "Το νησάκι τον χειμώνα: μια μέρα χωρίς τουρίστες",
        "Ελένη Παπαδάκη",
        "Ελένη Παπαδάκη",
        "2016-03-06T11:20:00+02:00",
        "6 Μαρτίου 2016",
        (
            "Όποιος έχει ζήσει στα Γιάννενα ξέρει ότι το νησάκι της λίμνης είναι άλλο μέρος τον χειμώνα. Η ομίχλη κάθεται πάνω στο νερό και τα σοκάκια είναι άδεια.",
            "Πήραμε τη βάρκα από τον μώλο στις δέκα το πρωί. Το εισιτήριο κοστίζει δύο ευρώ και η διαδρομή κρατά δέκα λεπτά.",
            "Φάγαμε σε μια μικρή ταβέρνα δίπλα σε ένα ασημουργείο και γυρίσαμε με την τελευταία βάρκα πριν σκοτεινιάσει.",
        ),
        declare="og",
        category="Βόλτες",
    )
    after = (
        '<div id="apopseis" class="discussion-area"><h2 class="discussion-title">6 σκέψεις για το «Το νησάκι τον χειμώνα»</h2>'
        + isso_embed("el")
        + "</div>"
    )
    return make(
        "j-isso-el-wordpress",
        "discussion",
        "wp",
        "el",
        post,
        PartsJ(after=after),
        c,
        path=path,
        container="<div id=apopseis> under a classic WordPress post",
        heading="6 σκέψεις για το «Το νησάκι τον χειμώνα»",
        description="Isso (el) loaded with the page under a classic WordPress-theme post; six comments, two replies (one by the blog's author); 'Ανώνυμος' (anonymous).",
        static=False,
        system="isso",
        check_steps=("wait:1500",),
    )


def waline_th_blogger() -> Case:
    c = thread(
        """
น้องฝน | | - | ไปมาเมื่อเดือนที่แล้วค่ะ ตลาดเช้าสนุกมาก แต่ต้องไปก่อนเจ็ดโมงนะคะ ไม่งั้นของหมด
ลุงสมพงษ์ | | - | ข้าวซอยร้านนี้กินมาตั้งแต่สมัยยังเป็นเพิงไม้ รสชาติยังเหมือนเดิม
แป้ง เชียงแสน | | 1 | จริงค่ะ ยังใช้เตาถ่านอยู่เลย
Mike_CR | | - | ขอถามหน่อยครับ จอดรถแถวไหนได้บ้าง ช่วงเสาร์อาทิตย์รถเยอะมาก
เจ้าของบล็อก | | 3 | ลานจอดของวัดด้านหลังตลาดค่ะ เสียค่าบำรุงยี่สิบบาท
"""
    )
    path = "/2017/02/talat-chao-rim-kok.html"
    post = Post(
        "ตลาดเช้าริมน้ำกก กับข้าวซอยชามละสามสิบบาท",
        "โพสต์โดย ดาวเรือง",
        "ดาวเรือง",
        "2017-02-12T20:14:00+07:00",
        "วันอาทิตย์ที่ 12 กุมภาพันธ์ พ.ศ. 2560",
        (
            "เช้าวันเสาร์นี้ตื่นตีห้าครึ่ง ขี่มอเตอร์ไซค์ไปตลาดเช้าริมน้ำกก ตลาดเล็ก ๆ ที่คนในพื้นที่มาจ่ายกับข้าวกัน",
            "ของเด่นคือผักพื้นบ้านจากดอย น้ำพริกหนุ่ม และข้าวซอยร้านเก่าแก่ที่ยังขายชามละสามสิบบาท",
            "แม่ค้าบอกว่าช่วงหน้าหนาวคนเยอะเป็นพิเศษ ถ้าอยากได้ของสดต้องมาให้เช้า",
        ),
        declare="visible",
        category="กิน, ตลาดเช้า",
    )
    after = (
        '<div class="post-feedback" id="khwamhen"><h4 class="feedback-title">ความคิดเห็น</h4>'
        '<p><button type="button" id="open-wl" class="feedback-open">ดูความคิดเห็นทั้งหมด (5)</button></p>'
        '<div id="wl-th"></div></div>'
    )
    locale = (
        "locale: { placeholder: 'เขียนความคิดเห็นของคุณ...', sofa: 'ยังไม่มีความคิดเห็น', submit: 'ส่ง', "
        "reply: 'ตอบกลับ', cancelReply: 'ยกเลิก', nick: 'ชื่อ', mail: 'อีเมล', link: 'เว็บไซต์', more: 'ดูเพิ่ม' },"
    )
    end = waline_embed("root", path, "en", extra=locale) + (
        "<script>document.getElementById('open-wl').addEventListener('click', function () {"
        " this.parentNode.remove(); mountWaline(document.getElementById('wl-th')); });</script>"
    )
    return make(
        "j-waline-th-blogger-button",
        "revealed",
        "blogger",
        "th",
        post,
        PartsJ(after=after, head=WALINE_CSS, end=end),
        c,
        path=path,
        reveal="button 'ดูความคิดเห็นทั้งหมด (5)' mounts Waline",
        container="<div id=khwamhen class=post-feedback> under a Blogger post",
        heading="ความคิดเห็น",
        description="Waline (English client with Thai labels) on a Blogger/Blogspot-like blog, mounted when the reader presses 'ดูความคิดเห็นทั้งหมด (5)'; five comments, two replies (one by the blog's author); only a visible Thai Buddhist-era date on the post.",
        static=False,
        system="waline",
        check_steps=("click:#open-wl", "wait:2500"),
    )


def _django_page(template: str, site_key: str, post: Post, after: str) -> str:
    html = page(template, site_key, post, PartsJ(after="@@DJ_AFTER@@"))
    html = html.replace("@@DJ_AFTER@@", "{% endverbatim %}" + after + "{% verbatim %}")
    return "{% load comments comments_xtd %}{% verbatim %}" + html + "{% endverbatim %}"


def _xtd_item(var: str, inner: str) -> str:
    return (
        f'<article class="hsz js-hsz" id="hsz-{{{{ {var}.comment.id }}}}"><footer class="hsz__fej">'
        f'<span class="hsz__nev">{{{{ {var}.comment.name }}}}</span> '
        f'<span class="hsz__ido">{{{{ {var}.comment.submit_date|date:"Y. F j. H:i" }}}}</span></footer>'
        f'<div class="hsz__szoveg">{{{{ {var}.comment.comment|linebreaks }}}}</div>'
        '<ul class="links inline"><li><a href="#valasz">Válasz</a></li></ul>'
        f"{inner}</article>"
    )


def xtd_hu_drupal() -> Case:
    c = thread(
        """
Kovács Ferenc | | - | Harminc éve járok ezzel a busszal dolgozni. Ha a reggeli hatórás járat megszűnik, nem tudom, hogyan érek be a gyárba.
Szabóné Marika | | 0 | A cikk szerint a hatórás marad, csak a fél hetes szűnik meg. Jól olvastam?
Kovács Ferenc | | 1 | Igaza van, elnézést, elsőre félreértettem.
Bakonyi Gábor | | - | Hétvégén viszont tényleg alig lesz járat. A falu idősebb lakói így a piacra sem jutnak be.
Ildikó | | 3 | A polgármester ígért egy falubuszt szombatonként, remélem, abból lesz valami.
Tóth Bence | | 4 | Az ígéret tavaly is elhangzott.
névtelen | | - | Köszönöm a részletes menetrendet!
"""
    )
    path = "/kozelet/megszunik-ket-buszjarat-zirc-felol.html"
    post = Post(
        "Megszűnik két buszjárat a zirci vonalon",
        "Írta: Horváth Eszter",
        "Horváth Eszter",
        "2019-06-14T09:05:00+02:00",
        "2019. június 14., péntek – 09:05",
        (
            "A közlekedési társaság július elsejétől két járatot töröl a Zirc és Pápa közötti vonalon: a 6.30-kor és a 19.10-kor induló buszt.",
            "A társaság szerint a két járaton átlagosan négy utas utazott. A hétvégi menetrend is ritkul, szombaton három, vasárnap két busz közlekedik.",
            "A falvak polgármesterei levélben kérték a döntés felülvizsgálatát.",
        ),
        declare="jsonld",
        category="Közélet",
    )
    item2 = _xtd_item("c2", "")
    item1 = _xtd_item(
        "c1",
        '{% if c1.children %}<div class="indented">{% for c2 in c1.children %}'
        + item2
        + "{% endfor %}</div>{% endif %}",
    )
    item0 = _xtd_item(
        "c0",
        '{% if c0.children %}<div class="indented">{% for c1 in c0.children %}'
        + item1
        + "{% endfor %}</div>{% endif %}",
    )
    after = (
        '<section class="field field--name-hozzaszolas field--type-hozzaszolas"><h2 class="title">Olvasóink írták</h2>'
        "{% get_xtdcomment_tree for article as tree %}{% for c0 in tree %}" + item0 + "{% endfor %}</section>"
    )
    case = make(
        "j-xtd-hu-drupal",
        "discussion",
        "drupal",
        "hu",
        post,
        PartsJ(),
        c,
        path=path,
        container="<section class='field field--name-hozzaszolas'> in a Drupal-like node page",
        heading="Olvasóink írták",
        description="django-comments-xtd's tree server-rendered in a Drupal-like regional portal's own markup (article.hsz, div.indented), three levels; seven comments, four replies (two replies to replies); 'névtelen' (anonymous).",
        system="django-comments-xtd",
    )
    case.server = "django"
    case.html = _django_page("drupal", "hu", post, after)
    return case


def isso_az_joomla_tab() -> Case:
    c = thread(
        """
Elnur Məmmədov | | - | Çox gözəl xəbərdir. Karvansaray şəhərin simvoludur, amma damı illərdir su keçirirdi.
Səbinə | | - | Bərpa zamanı otel işləyəcəkmi? Oktyabrda qonaqlarımız gəlir.
Rauf | | 1 | Məqalədə yazılıb ki, yuxarı mərtəbə açıq qalacaq.
Şəkili Aydın | | - | Ustalar yerli olsa yaxşı olardı, köhnə kərpici tanıyan adam az qalıb.
Nigar | | 3 | Tamamilə razıyam.
"""
    )
    path = "/index.php/region/karvansaray-berpa-olunur"
    post = Post(
        "Yuxarı karvansarayda bərpa işləri başlayır",
        "Müəllif: Leyla Həsənova",
        "Leyla Həsənova",
        "2021-09-08T10:30:00+04:00",
        "08 Sentyabr 2021",
        (
            "Şəhərin tarixi karvansarayında dam örtüyünün və şərq divarının bərpası oktyabrda başlayacaq.",
            "İşlər iki il davam edəcək. Bu müddətdə binanın yuxarı mərtəbəsindəki otel qonaq qəbul etməyə davam edəcək.",
            "Layihəyə yerli ustaların cəlb olunması nəzərdə tutulur.",
        ),
        declare="time",
        category="Region",
    )
    after = (
        '<div class="tabs-block" id="meqale-tabs"><ul class="nav nav-tabs" role="tablist">'
        '<li role="presentation"><button type="button" role="tab" class="nav-link active" aria-selected="true" data-pane="p-info">Əlaqəli məlumat</button></li>'
        '<li role="presentation"><button type="button" role="tab" class="nav-link" aria-selected="false" id="tab-reyler" data-pane="p-reyler">Oxucu rəyləri (5)</button></li></ul>'
        '<div class="tab-content"><div class="tab-pane active" id="p-info" role="tabpanel"><p>Karvansaray 18-ci əsrdə tikilib; 2001-ci ildən qorunan abidədir.</p></div>'
        '<div class="tab-pane" id="p-reyler" role="tabpanel" hidden>'
        + isso_embed("az", load="later")
        + "</div></div></div>"
    )
    end = (
        "<script>document.querySelectorAll('#meqale-tabs [role=tab]').forEach(function (t) { t.addEventListener('click', function () {"
        " document.querySelectorAll('#meqale-tabs [role=tab]').forEach(function (x) { x.setAttribute('aria-selected', x === t); x.classList.toggle('active', x === t); });"
        " document.querySelectorAll('#meqale-tabs .tab-pane').forEach(function (p) { p.hidden = p.id !== t.dataset.pane; });"
        " if (t.dataset.pane === 'p-reyler') loadIsso(); }); });</script>"
    )
    return make(
        "j-isso-az-joomla-tab",
        "revealed",
        "joomla",
        "az",
        post,
        PartsJ(after=after, end=end),
        c,
        path=path,
        reveal="tab 'Oxucu rəyləri (5)' shows its pane and injects Isso",
        container="<div class=tab-pane id=p-reyler> of a tab block under a Joomla article",
        heading=None,
        description="Isso (az: its client has no Azerbaijani, its labels fall back) behind the second tab of a Joomla-like article page, injected when the tab is pressed; five comments, two replies.",
        static=False,
        system="isso",
        check_steps=("click:#tab-reyler", "wait:1500"),
    )


def real_cases_j() -> list[Case]:
    return [isso_el_wp(), waline_th_blogger(), xtd_hu_drupal(), isso_az_joomla_tab()]
