"""Blind set BJ: seven more hand-built discussions: a separate comments page linked by "Leggi tutti i 10 commenti"
(it), a thread sorted "En iyi" by default with a sort menu and a pinned comment (tr), a <details> fold with a removed
entry and an edited mark (nl), a floating speech-bubble badge opening a popover (sv), entries hidden for a low rating
beside edited marks and a staff answer (he), an editors' choice box of copies above the thread with verified badges
(uk), a bottom sheet opened from a sticky bottom action bar (hi). Every class name, name, place and text invented
for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bj_common import (
    Case,
    Parts,
    Story,
    as_json,
    draw_js,
    esc,
    html_thread,
    jsdata,
    make,
    paras,
    seeds,
    thread,
)
from comspider_lab.blind.content_bj import SITES_BJ
from comspider_lab.blind.layout_bj import render_bj


def it_separate_page() -> Case:
    rs = thread("""
Giorgio Zanon | 10 marzo 2022 alle 19:02 | - | - | - | Finalmente! Per andare al mercato di Campese facevamo il giro dal ponte della statale, tre chilometri in più.
Elisa | 10 marzo 2022 alle 19:40 | - | 0 | - | Anche noi con il passeggino. Sulla statale non c'è nemmeno il marciapiede.
Franco Battistella | 10 marzo 2022 alle 21:15 | - | - | - | Speriamo che questa volta l'abbiano alzata abbastanza. Nel 2020 l'acqua è arrivata a mezzo metro dalle tavole.
Ing. Marta Dalla Costa | 11 marzo 2022 alle 08:30 | - | 2 | - | La nuova passerella è un metro e venti più alta e le pile sono state allargate. I calcoli sono fatti sulla piena del 1966.
Franco Battistella | 11 marzo 2022 alle 09:05 | - | 3 | - | Grazie della risposta, così mi sento più tranquillo.
Nonna Pina | 11 marzo 2022 alle 10:22 | - | - | - | Ci passavo da ragazza per andare a scuola. Che bello vederla di nuovo aperta.
Luca B. | 11 marzo 2022 alle 12:47 | - | - | - | Peccato per le biciclette: bisogna scendere e spingere. Con una rampa un po' più larga si poteva evitare.
Sara Bonato | 11 marzo 2022 alle 13:30 | - | 6 | - | È un passaggio pedonale, con le bici in sella sarebbe pericoloso per chi cammina. Io sono d'accordo con la regola.
Michele | 12 marzo 2022 alle 08:10 | - | - | - | Qualcuno sa se d'estate la illumineranno? Di sera si torna spesso dalla sagra a piedi.
Il Ponte sul Brenta | 12 marzo 2022 alle 09:00 | - | 8 | badge=Autore | Sì, il Comune ci ha confermato otto lampioni a led, accesi fino all'una di notte.
""")
    title = "Riapre la passerella sul Brenta dopo la piena"
    path = "/paese/passerella-brenta-riapre"
    cpage = "/paese/passerella-brenta-riapre-commenti"
    inside = '<p class="pb-rimando"><a class="pb-tutti" href="/paese/passerella-brenta-riapre-commenti">Leggi tutti i 10 commenti →</a></p>'
    st = Story(
        title,
        "Chiara Pellizzari",
        "2022-03-10T12:00:00+01:00",
        "10 marzo 2022",
        """
Dopo diciotto mesi di lavori riapre sabato la passerella pedonale sul Brenta tra il paese e Campese, abbattuta dalla piena dell'ottobre 2020.

La nuova struttura è più alta di un metro e venti e poggia su pile più larghe. È riservata ai pedoni: chi va in bicicletta dovrà scendere e spingere. Il costo è stato di 1,3 milioni di euro.
""",
        section="Paese",
        recs=(
            "Sagra di San Rocco, il programma",
            "Nuovi orari per la biblioteca",
            "Le foto della piena, due anni dopo",
        ),
    )
    css = ".pb-list,.pb-replies{list-style:none;padding:0}.pb-replies{margin-left:28px}.pb-item{margin:16px 0}.pb-badge{background:#1a5d3a;color:#fff;font-size:11px;padding:1px 5px}.pb-time{color:#777;font-size:13px}"
    thread_html = (
        f'<section class="pb-tutti-commenti"><h2>10 commenti a “{esc(title)}”</h2>'
        f'<p><a href="{path}">← Torna all\'articolo</a></p>'
        + html_thread(rs, "pb", outer="ol", item="li", who="cite", reply="Rispondi")
        + '<form class="pb-form" action="/commenta" method="post"><h3>Lascia un commento</h3><textarea name="t"></textarea>'
        '<input name="n" placeholder="Nome"><button type="submit">Invia</button></form></section>'
    )
    cst = Story(
        f"Commenti: {title}",
        "Chiara Pellizzari",
        "2022-03-10T12:00:00+01:00",
        "10 marzo 2022",
        "La passerella pedonale sul Brenta tra il paese e Campese riapre sabato dopo diciotto mesi di lavori.",
        section="Paese",
        recs=st.recs,
    )
    comments_html = render_bj(SITES_BJ["it-brenta"], cst, Parts(after=thread_html, css=css))
    return make(
        "bj-it-separate-page",
        "discussion",
        "it-brenta",
        st,
        Parts(inside=inside, css=".pb-tutti{font-weight:700;color:#1a5d3a}"),
        seeds(rs),
        path=path,
        reveal="separate page: the article shows only a link 'Leggi tutti i 10 commenti →'; the thread is the served HTML of a comments page of the same site",
        container="(the comments page) section.pb-tutti-commenti: h2 '10 commenti a “…”', ol.pb-list > li.pb-item (div.pb-head: cite.pb-name, span.pb-badge 'Autore', time.pb-time; div.pb-body; 'Rispondi'); replies in ol.pb-replies, three levels",
        heading="10 commenti a “Riapre la passerella sul Brenta dopo la piena”",
        description="An Italian valley blog of 2022: the article links to a separate comments page ('Leggi tutti i 10 commenti →') where 10 readers' comments are in the served HTML; the blog answering as 'Autore'; replies three levels deep.",
        files={cpage: comments_html},
        comments_page=cpage,
        check_steps=(f"goto:{cpage}",),
    )


def tr_sort_menu_pinned() -> Case:
    rs = thread("""
Hatice Yücel | 1 gün önce | 06.05.2025 19:12 | - | pin=1,lk=64 | Çocuğum her sabah servisle 40 dakika yol gidiyor. Yeni okul evimize on dakika, bu haber bizim için bayram gibi.
Murat Kaya | 1 gün önce | 06.05.2025 19:30 | 0 | lk=9 | Bizim mahalle de aynı durumda. Servis ücretleri de her yıl artıyor.
Emre Doğan | 22 sa önce | 06.05.2025 21:05 | - | lk=31 | Okulun yanına spor salonu da yapılacak mı? Haberde sadece derslikler yazıyor.
Selin A. | 20 sa önce | 06.05.2025 23:10 | 2 | lk=11 | Belediye meclis kararında spor salonu ikinci etapta diye geçiyor.
Ayten Öztürk | 15 sa önce | 07.05.2025 04:20 | - | lk=17 | Temel atma töreninde yine saatlerce konuşma mı dinleyeceğiz? Bir an önce başlasınlar yeter.
Kemal Şahin | 9 sa önce | 07.05.2025 10:02 | - | lk=5 | Arsa eskiden bağ evlerinin olduğu yerdi. Yol yapılmadan okul açılırsa çocuklar çamurda yürür.
Ferhat | 6 sa önce | 07.05.2025 13:40 | 5 | lk=2 | Yol ihalesi de aynı gün yapılacakmış, muhtar söyledi.
Zeynep Arslan | 2 sa önce | 07.05.2025 17:35 | - | lk=8 | Öğretmen ataması da zamanında yapılsın. Yeni bina açılıp öğretmensiz kalan okullar gördük.
""")
    js = draw_js(
        "kgCiz", "kg", item="div", wrap="div", who="b", reply="Yanıtla", like="▲", pin="📌 Sabitlendi"
    )
    after = (
        '<section class="kg-alan"><div class="kg-ust"><h2>Okur görüşleri (8)</h2>'
        '<label>Sırala <select id="kg-sira"><option value="top" selected>En iyi</option><option value="new">En yeni</option>'
        '<option value="old">En eski</option></select></label></div><div id="kg-liste"></div></section>'
    )
    end = (
        f'<script type="application/json" id="kg-veri">{jsdata(as_json(rs))}</script>'
        f"<script>{js}\n(function () {{ var all = JSON.parse(document.getElementById('kg-veri').textContent), box = document.getElementById('kg-liste');"
        " function n(x) { return parseInt(x.id.slice(1), 10); }"
        " function draw(mode) { var l = all.slice(); l.sort(function (a, b) { var pa = a.pin ? 1 : 0, pb = b.pin ? 1 : 0; if (pa !== pb) return pb - pa;"
        " if (mode === 'top') return parseInt(b.lk, 10) - parseInt(a.lk, 10); if (mode === 'new') return n(b) - n(a); return n(a) - n(b); });"
        " box.textContent = ''; kgCiz(l, box); }"
        " document.getElementById('kg-sira').addEventListener('change', function () { draw(this.value); }); draw('top'); })();</script>"
    )
    css = ".kg-ust{display:flex;justify-content:space-between;align-items:center}.kg-sub{margin-left:26px}.kg-c{margin:14px 0}.kg-pin{color:#b5651d;font:12px Helvetica,Arial,sans-serif}.kg-t{color:#888;font-size:13px}"
    st = Story(
        "İlçeye ikinci ortaokul: Temel haziranda atılıyor",
        "Deniz Karaca",
        "2025-05-06T14:00:00+03:00",
        "6 Mayıs 2025",
        """
Karaağaç'ın ikinci ortaokulu Bağlar Mahallesi'ndeki belediye arsasına yapılacak. Temel atma töreni 12 Haziran'da düzenlenecek.

24 derslikli okulun 2026 eylül ayında öğrenci alması planlanıyor. Spor salonu ve kütüphane ikinci etapta yapılacak. Okula giden yolun ihalesi de haziranda yapılacak.
""",
        section="Eğitim",
        recs=("Pazar yeri yeni yerine taşındı", "Çiftçilere mazot desteği", "Karaağaçspor play-off yolunda"),
    )
    return make(
        "bj-tr-sort-pinned",
        "discussion",
        "tr-karaagac",
        st,
        Parts(after=after, end=end, css=css),
        seeds(rs),
        path="/egitim/ikinci-ortaokul-temel",
        reveal="script: drawn from inline JSON at load, sorted 'En iyi' (most votes first) by default with a pinned comment on top; a select re-sorts it ('En yeni', 'En eski')",
        container="section.kg-alan: h2 'Okur görüşleri (8)', select#kg-sira, div#kg-liste > div.kg-c (div.kg-pin '📌 Sabitlendi'; div.kg-hd: b.kg-who, time.kg-t '1 gün önce' titled; div.kg-tx; '▲ n', 'Yanıtla'); replies in div.kg-sub",
        heading="Okur görüşleri (8)",
        description="A Turkish district magazine of 2025: 8 readers' comments drawn by script from inline JSON, sorted by votes by default with a sort menu and a pinned reader's comment on top; relative times with absolute ones in titles; replies one level.",
        check_steps=("wait:300",),
    )


def nl_details_removed() -> Case:
    rs = thread("""
Gerda Wassink | 12 sep 2022 20:14 | - | - | - | Wat een goed nieuws! Sinds de supermarkt dicht is moet ik voor elk pak melk naar Dalfsen.
Henk | 12 sep 2022 20:41 | - | 0 | - | Met de bus is dat een uur heen en terug. Voor ouderen is zo'n winkel echt nodig.
Sietske de Vries | 13 sep 2022 08:05 | - | - | edited=(bewerkt) | Ik heb me al opgegeven als vrijwilliger voor de zaterdag. Er zijn er nog meer nodig, vooral voor de ochtenden.
Bert Lubbers | 13 sep 2022 12:30 | - | - | - | Komt er ook een pinautomaat? Die mis ik nog het meest in het dorp.
Dorpsraad Veenhoven | 13 sep 2022 14:02 | - | 3 | badge=dorpsraad | Een pinautomaat zit er helaas niet in, maar je kunt in de winkel wel geld opnemen bij de kassa.
Anouk | 14 sep 2022 09:18 | - | - | - | Leuk dat het in de oude bakkerij komt. Mijn opa heeft daar nog brood gebakken.
""")
    body = html_thread(rs, "vh", outer="ul", item="li", who="b", reply="Reageer")
    gone = (
        '<li class="vh-item vh-weg"><p class="vh-note">Deze reactie is verwijderd door de moderator.</p></li>'
    )
    body = body.replace('<li class="vh-item" id="vh-c4">', gone + '<li class="vh-item" id="vh-c4">', 1)
    after = (
        '<details class="vh-fold" id="vh-fold"><summary>Reacties tonen (6)</summary>'
        f'<div class="vh-in">{body}<p class="vh-regel"><a href="/huisregels">Huisregels</a> · <a href="/inloggen">Log in om te reageren</a></p></div></details>'
    )
    css = ".vh-fold summary{font-weight:700;cursor:pointer;padding:10px 0;border-top:2px solid #1a5d3a}.vh-list,.vh-replies{list-style:none;padding:0}.vh-replies{margin-left:26px}.vh-item{margin:12px 0}.vh-note{color:#888;font-style:italic}.vh-edited,.vh-time{color:#888;font-size:13px}"
    st = Story(
        "Veenhoven krijgt weer een dorpswinkel in de oude bakkerij",
        "Marieke Oosterhof",
        "2022-09-12T16:00:00+02:00",
        "12 september 2022",
        """
Na drie jaar zonder winkel krijgt Veenhoven weer een dorpswinkel. Vrijwilligers openen in november een buurtsuper in de oude bakkerij aan de Kerkstraat.

De winkel is zes dagen per week open en wordt gerund door een coöperatie van dorpsbewoners. Er zijn nog vrijwilligers nodig voor de ochtenden.
""",
        section="Dorp",
        recs=(
            "IJsbaan zoekt nieuwe vrijwilligers",
            "Fietspad naar Dalfsen eindelijk verlicht",
            "Korfbalclub viert 75-jarig bestaan",
        ),
    )
    return make(
        "bj-nl-details-removed",
        "discussion",
        "nl-veenhoven",
        st,
        Parts(after=after, css=css),
        seeds(rs),
        path="/dorp/dorpswinkel-oude-bakkerij",
        static=True,
        reveal="details fold: the thread is in the served HTML inside a closed <details> whose summary is 'Reacties tonen (6)'",
        container="details.vh-fold > summary 'Reacties tonen (6)', ul.vh-list > li.vh-item (div.vh-head: b.vh-name, span.vh-badge, time.vh-time, span.vh-edited '(bewerkt)'; div.vh-body; 'Reageer'); replies in ul.vh-replies; a removed entry's placeholder li.vh-weg",
        heading=None,
        description="A Dutch village blog of 2022: 6 readers' comments in the served HTML inside a closed <details> fold 'Reacties tonen (6)', with a moderator-removed entry's placeholder among them, an edited mark and the village council answering; replies one level.",
        check_steps=("click:#vh-fold > summary",),
    )


def sv_bubble_popover() -> Case:
    rs = thread("""
Annika Holm | 3 dagar sedan | 2021-06-03 19:20 | - | - | Äntligen en kvällstur efter tio! Nu slipper vi gå från festen mitt i efterrätten.
Lasse på Norrön | 3 dagar sedan | 2021-06-03 20:02 | 0 | - | Haha, precis. Fast på vintern blir det väl som vanligt igen?
Annika Holm | 2 dagar sedan | 2021-06-04 07:45 | 1 | - | Det står att turlistan gäller året runt, så förhoppningsvis inte.
Birgitta E. | 2 dagar sedan | 2021-06-04 12:10 | - | - | Synd att morgonturen 05.50 försvinner. Den tog jag till jobbet på sjukhuset.
Omar | 1 dag sedan | 2021-06-05 09:30 | - | - | Bra att de tänker på cyklisterna. Förra sommaren fick vi stå kvar på kajen flera gånger.
""")
    js = draw_js("fbRita", "fb", item="div", wrap="div", who="strong", reply="Svara")
    end = (
        '<button type="button" class="fb-bubbla" popovertarget="fb-pop" aria-label="5 kommentarer">💬<span class="fb-tal">5</span></button>'
        '<div id="fb-pop" popover class="fb-pop"><h2>Läsarnas kommentarer</h2><div id="fb-yta"></div></div>'
        f'<script type="application/json" id="fb-data">{jsdata(as_json(rs))}</script>'
        f"<script>{js}\nfbRita(JSON.parse(document.getElementById('fb-data').textContent), document.getElementById('fb-yta'));</script>"
    )
    css = (
        ".fb-bubbla{position:fixed;left:18px;bottom:90px;width:64px;height:64px;border-radius:50% 50% 50% 8px;border:0;background:#0b2545;color:#fff;font-size:24px;z-index:30;cursor:pointer}"
        ".fb-tal{position:absolute;top:-4px;right:-4px;background:#c8102e;border-radius:10px;font-size:12px;padding:1px 6px}"
        ".fb-pop{width:420px;max-height:70vh;overflow:auto;padding:18px;border:1px solid #ccd;border-radius:12px}.fb-sub{margin-left:22px}.fb-c{margin:10px 0}.fb-t{color:#889;font-size:12px}"
    )
    st = Story(
        "Älvsunds färja får ny turlista – sista turen 23.30",
        "Johan Lindgren",
        "2021-06-03T11:00:00+02:00",
        "3 juni 2021",
        """
Från och med midsommar går färjan mellan Älvsund och Norrön en timme längre på kvällarna. Den sista turen från Älvsund avgår 23.30.

Samtidigt tas den tidigaste morgonturen 05.50 bort. Trafikverket säger att den hade färre än fem resenärer i snitt. Cyklister får egna platser längst fram på däck.
""",
        section="Älvsund",
        recs=(
            "Badplatsen vid Sandviken får ny brygga",
            "Lägre fart genom byn i sommar",
            "Älvsunds IF vann derbyt",
        ),
    )
    return make(
        "bj-sv-bubble-popover",
        "discussion",
        "sv-alvsund",
        st,
        Parts(end=end, css=css),
        seeds(rs),
        path="/alvsund/farjan-ny-turlista",
        reveal="popover: a floating speech-bubble badge '💬 5' at the side (popovertarget) opens a popover whose thread was drawn at load from inline JSON",
        container="div#fb-pop[popover] (hidden until opened): h2 'Läsarnas kommentarer', div#fb-yta > div.fb-c (div.fb-hd: strong.fb-who, time.fb-t '3 dagar sedan' titled; div.fb-tx; 'Svara'); replies in div.fb-sub, three levels",
        heading="Läsarnas kommentarer",
        description="A Swedish valley news site of 2021: 5 readers' comments in a popover opened by a floating speech-bubble badge with the count; drawn at load but hidden until opened; relative times with absolute ones in titles; replies three levels deep.",
        check_steps=("click:.fb-bubbla", "wait:200"),
    )


def he_low_rated() -> Case:
    rs = thread("""
רונית לוי | 14.01.2024 21:05 | - | - | lk=22 | סוף סוף! הילדים שלי למדו לשחות שם ואני רוצה שגם הנכדים ילמדו.
אבי כ. | 14.01.2024 21:30 | - | 0 | lk=4 | גם אני. רק שהמחירים לא יעלו כמו בבריכה בעפולה.
דנה מזרחי | 14.01.2024 22:12 | - | - | lk=15,edited=נערך | שנתיים של שיפוץ ועדיין אין מקלחות נגישות בתוכנית? בדקתי באתר המועצה ולא מצאתי.
מערכת חדשות עין חרוד | 15.01.2024 09:00 | - | 2 | badge=מערכת,lk=19 | בדקנו מול המועצה: יהיו שני חדרי מקלחת נגישים ומעלון למים. התוכנית המעודכנת תפורסם בשבוע הבא.
יוסי | 15.01.2024 10:40 | - | - | low,lk=-9 | מה הטעם לשפץ בריכה כשאין כביש נורמלי לקיבוץ? כסף זרוק.
מיכל ש. | 15.01.2024 11:02 | - | 4 | lk=6 | הכביש הוא תקציב של משרד התחבורה, לא של המועצה. זה לא על חשבון הבריכה.
עומר חדד | 15.01.2024 18:25 | - | - | lk=11 | מקווה שיהיו שעות לשחייה שקטה בבוקר, בשביל מי שמתאמן ולא רק שעות משפחה.
שרה | 16.01.2024 07:50 | - | 6 | lk=3 | בבריכה הישנה היו שחיות בוקר מ-6:00, אני מקווה שישאירו את זה.
""")
    body = html_thread(
        rs,
        "sk",
        outer="ol",
        item="li",
        who="b",
        reply="הגב",
        like="👍",
        low="תגובה זו הוסתרה בשל דירוג נמוך.",
        show="הצג",
    )
    after = (
        '<section class="sk-box" id="sk-box"><h2>תגובות (8)</h2>'
        f"{body}</section>"
        "<script>document.querySelectorAll('.sk-reveal').forEach(function (b) { b.addEventListener('click', function () {"
        " document.getElementById(b.dataset.for).hidden = false; b.parentNode.remove(); }); });</script>"
    )
    css = ".sk-list,.sk-replies{list-style:none;padding:0}.sk-replies{margin-right:26px}.sk-item{border-bottom:1px solid #eee;padding:10px 0}.sk-badge{background:#0b2545;color:#fff;font-size:11px;padding:1px 6px;border-radius:6px}.sk-low{color:#999;font-style:italic}.sk-edited,.sk-time{color:#888;font-size:13px}"
    st = Story(
        "בריכת העמק תיפתח מחדש בקיץ אחרי שיפוץ של שנתיים",
        "נועה ברק",
        "2024-01-14T15:00:00+02:00",
        "14.01.2024",
        """
הבריכה האזורית של עמק חרוד תיפתח מחדש ביוני, אחרי שנתיים של שיפוץ. כך הודיעה המועצה האזורית ביום ראשון.

במסגרת השיפוץ הוחלפו מערכות הסינון, נבנתה בריכת פעוטות חדשה והותקן גג נפתח מעל הבריכה הקטנה. עלות העבודות: כ-18 מיליון שקל.
""",
        section="אזורי",
        recs=("קו אוטובוס חדש לעפולה", "פסטיבל האביב בקיבוץ", "הפועל העמק עולה ליגה"),
    )
    return make(
        "bj-he-low-rated",
        "discussion",
        "he-harod",
        st,
        Parts(after=after, css=css),
        seeds(rs),
        path="/ezori/brechat-haemek-niftachat",
        static=True,
        reveal="on load (served HTML); one entry's text is served hidden behind 'תגובה זו הוסתרה בשל דירוג נמוך. הצג' (shown on click)",
        container="section.sk-box: h2 'תגובות (8)', ol.sk-list > li.sk-item (div.sk-head: b.sk-name, span.sk-badge 'מערכת', time.sk-time, span.sk-edited 'נערך'; div.sk-body (hidden on the low-rated one, with div.sk-low and a button); '👍 n', 'הגב'); replies in ol.sk-replies",
        heading="תגובות (8)",
        description="An Israeli regional portal of 2024, right to left: 8 readers' comments in the served HTML, one hidden for its low rating behind 'הצג' (a reply under it), an edited mark, the newsroom's answer badged 'מערכת'; replies one level.",
        check_steps=("click:.sk-reveal",),
    )


def uk_featured_copies() -> Case:
    rs = thread("""
Оксана Левченко | 2 дні тому | 21.08.2025, 09:14 | - | badge=✓ Перевірений профіль,lk=40 | Були на відкритті, бринза в них просто чудова. Приємно, що молоко беруть у наших фермерів, а не везуть здалеку.
Богдан | 2 дні тому | 21.08.2025, 10:02 | 0 | lk=6 | А скільки платять фермерам за літр? Від цього залежить, чи підуть до них люди з сусідніх сіл.
Вишнівський кур'єр | 2 дні тому | 21.08.2025, 11:30 | 1 | badge=Редакція,lk=12 | Власники сироварні назвали нам ціну 14 гривень за літр улітку, взимку обіцяють більше. Ми додали це до статті.
Тетяна Мельник | 1 день тому | 22.08.2025, 08:40 | - | lk=25 | Двадцять робочих місць для села — це дуже багато. Моя донька якраз шукала роботу після коледжу.
Василь П. | 1 день тому | 22.08.2025, 12:05 | - | lk=3 | Головне, щоб стічні води не йшли в ставок, як було з молокозаводом у дев'яностих.
Ірина Собко | 1 день тому | 22.08.2025, 13:17 | 4 | badge=✓ Перевірений профіль,lk=9 | Я працюю в екологічній інспекції громади, там стоять очисні споруди, ми перевіряли перед відкриттям.
Микола | 20 год тому | 22.08.2025, 16:30 | - | lk=2 | А магазин при сироварні буде працювати у вихідні?
Юля Кравець | 7 год тому | 23.08.2025, 05:10 | 6 | lk=1 | Так, у суботу з дев'ятої до третьої, я вчора купувала.
Андрій Гнатюк | 3 год тому | 23.08.2025, 09:20 | - | lk=4 | Гарна новина для громади. Ще б пекарню відкрили, і можна не їздити в місто.
""")
    picks = ""
    for i in (0, 5):
        r = rs[i]
        picks += (
            f'<figure class="vr-pick"><blockquote>{paras(r.seed.text)}</blockquote>'
            f'<figcaption><b>{esc(r.seed.author)}</b> · <a href="#dv-c{i + 1}">до коментаря</a></figcaption></figure>'
        )
    after = (
        '<section class="dv-zona"><h2>Коментарі</h2><div class="vr-box"><h3>Вибір редакції</h3>'
        f"{picks}</div><h3>Усі коментарі (9)</h3>"
        + html_thread(rs, "dv", outer="ul", item="li", who="strong", reply="Відповісти", like="♡")
        + "</section>"
    )
    css = ".vr-box{background:#efe7da;padding:16px;margin:16px 0}.vr-pick{margin:10px 0}.dv-list,.dv-replies{list-style:none;padding:0}.dv-replies{margin-left:26px}.dv-item{margin:14px 0}.dv-badge{color:#2e7d32;font:12px Helvetica,Arial,sans-serif}.dv-time{color:#888;font-size:13px}"
    st = Story(
        "У Вишневому відкрили першу в громаді сироварню",
        "Марія Ковальчук",
        "2025-08-20T12:00:00+03:00",
        "20 серпня 2025",
        """
У Вишневому запрацювала перша в громаді сироварня. Її відкрили двоє братів, які повернулися з навчання в Карпатах.

Сироварня щодня переробляє до двох тонн молока від фермерів громади й виготовляє бринзу, кисломолочний сир і масло. Тут працює двадцять людей. При сироварні відкрили магазин.
""",
        section="Господарство",
        quote="До двох тонн молока щодня від місцевих фермерів.",
        recs=(
            "Ремонт дороги на Ставки завершать у вересні",
            "Школа отримала новий автобус",
            "Ярмарок меду в неділю",
        ),
    )
    return make(
        "bj-uk-featured-copies",
        "discussion",
        "uk-vyshnia",
        st,
        Parts(after=after, css=css),
        seeds(rs),
        path="/hospodarstvo/syrovarnia-vyshneve",
        static=True,
        reveal="on load (served HTML)",
        container="section.dv-zona: h2 'Коментарі', div.vr-box 'Вибір редакції' (two copies of comments as figure/blockquote), h3 'Усі коментарі (9)', ul.dv-list > li.dv-item (div.dv-head: strong.dv-name, span.dv-badge '✓ Перевірений профіль' or 'Редакція', time.dv-time '2 дні тому' titled; div.dv-body; '♡ n', 'Відповісти'); replies in ul.dv-replies",
        heading="Коментарі",
        description="A Ukrainian community magazine of 2025: 9 readers' comments in the served HTML under an editors' choice box holding copies of two of them; verified-profile badges, the newsroom answering; relative times with absolute ones in titles; replies two levels deep.",
    )


def hi_bottom_bar_sheet() -> Case:
    rs = thread("""
सुनीता वर्मा | 2 दिन पहले | 03/12/2023 08:15 | - | - | बहुत अच्छी पहल है। घाट पर रोज़ सुबह बच्चे बैठते हैं, अब उनके पास किताबें भी होंगी।
रमेश यादव | 2 दिन पहले | 03/12/2023 09:40 | 0 | - | सही कहा। पर शाम को रोशनी की व्यवस्था भी होनी चाहिए, नहीं तो बच्चे पढ़ नहीं पाएँगे।
सुनीता वर्मा | 2 दिन पहले | 03/12/2023 10:05 | 1 | - | ख़बर में लिखा है कि सोलर लाइटें लगेंगी। उम्मीद है जल्दी लगें।
अंकित | 1 दिन पहले | 04/12/2023 07:30 | - | - | क्या यहाँ प्रतियोगी परीक्षाओं की किताबें भी मिलेंगी? हमारे गाँव से शहर जाना बहुत महँगा पड़ता है।
प्रो. कमला सिंह | 1 दिन पहले | 04/12/2023 11:20 | 3 | badge=पुस्तकालय समिति | हाँ, समिति ने पहली खेप में दो सौ प्रतियोगी परीक्षा की किताबें मँगाई हैं। सूची अगले हफ़्ते लगेगी।
मोहम्मद शाहिद | 5 घंटे पहले | 05/12/2023 06:45 | - | - | मैं अपनी पुरानी उर्दू और हिंदी की कहानियों की किताबें दान करना चाहता हूँ। कहाँ देनी होंगी?
""")
    js = draw_js("gsBanao", "gs", item="div", wrap="div", who="b", reply="जवाब दें")
    end = (
        '<nav class="gs-bar"><button type="button" id="gs-khol">💬 6 टिप्पणियाँ</button><button type="button">🔖 सहेजें</button>'
        '<button type="button">↗ साझा करें</button></nav>'
        '<div class="gs-sheet" id="gs-sheet" role="dialog" aria-modal="true" aria-label="टिप्पणियाँ"><div class="gs-grip"></div>'
        '<div class="gs-top"><h2>पाठकों की राय</h2><button type="button" id="gs-band">बंद करें</button></div><div id="gs-andar"></div></div>'
        f'<script type="application/json" id="gs-data">{jsdata(as_json(rs))}</script>'
        f"<script>{js}\n(function () {{ var s = document.getElementById('gs-sheet'), bana = false;"
        " document.getElementById('gs-khol').addEventListener('click', function () { if (!bana) { bana = true;"
        " gsBanao(JSON.parse(document.getElementById('gs-data').textContent), document.getElementById('gs-andar')); } s.classList.add('gs-khula'); });"
        " document.getElementById('gs-band').addEventListener('click', function () { s.classList.remove('gs-khula'); }); })();</script>"
    )
    css = (
        ".gs-bar{position:fixed;left:0;right:0;bottom:0;display:flex;justify-content:space-around;background:#fff;border-top:1px solid #ddd;padding:8px;z-index:30}"
        ".gs-bar button{background:none;border:0;font:15px system-ui;cursor:pointer}"
        ".gs-sheet{position:fixed;left:0;right:0;bottom:0;height:75vh;overflow-y:auto;background:#fff;border-radius:16px 16px 0 0;box-shadow:0 -4px 20px #0003;"
        "transform:translateY(100%);transition:transform .2s;z-index:40;padding:10px 20px;display:none}.gs-sheet.gs-khula{transform:none;display:block}"
        ".gs-grip{width:40px;height:4px;background:#ccc;border-radius:2px;margin:0 auto 8px}.gs-top{display:flex;justify-content:space-between}"
        ".gs-sub{margin-left:22px}.gs-c{margin:12px 0}.gs-badge{color:#1a5d3a;font-size:12px}.gs-t{color:#888;font-size:12px}"
    )
    st = Story(
        "सोनपुर में गंगा घाट पर नया सामुदायिक पुस्तकालय शुरू",
        "अनुराधा मिश्रा",
        "2023-12-02T10:00:00+05:30",
        "2 दिसंबर 2023",
        """
सोनपुर के पुराने गंगा घाट पर शनिवार को एक सामुदायिक पुस्तकालय खुला। इसे नगर पंचायत और एक स्थानीय कॉलेज की पुस्तकालय समिति ने मिलकर बनाया है।

पुस्तकालय में अभी ढाई हज़ार किताबें हैं। यह रोज़ सुबह छह बजे से शाम सात बजे तक खुलेगा। शाम के लिए सोलर लाइटें लगाई जाएँगी।
""",
        section="नगर",
        recs=("नगर में नई बस सेवा", "सरकारी स्कूल में विज्ञान मेला", "सोनपुर मेले की तैयारियाँ शुरू"),
    )
    return make(
        "bj-hi-bottom-bar-sheet",
        "discussion",
        "hi-sonpur",
        st,
        Parts(end=end, css=css),
        seeds(rs),
        path="/nagar/ganga-ghat-pustakalay",
        reveal="bottom sheet: the button '💬 6 टिप्पणियाँ' of a sticky bottom action bar slides up a sheet (display:none until then) and draws the thread from inline JSON on its first opening",
        container="div.gs-sheet#gs-sheet (fixed bottom sheet, not displayed until opened): h2 'पाठकों की राय', div#gs-andar > div.gs-c (div.gs-hd: b.gs-who, span.gs-badge, time.gs-t '2 दिन पहले' titled; div.gs-tx; 'जवाब दें'); replies in div.gs-sub, three levels",
        heading="पाठकों की राय",
        description="A Hindi town blog of 2023: 6 readers' comments in a bottom sheet opened from a sticky bottom action bar ('💬 6 टिप्पणियाँ', save, share), drawn from inline JSON when it first opens; relative times with absolute ones in titles; the library committee answering; replies three levels deep.",
        check_steps=("click:#gs-khol", "wait:400"),
    )


def threads2_bj() -> list[Case]:
    return [
        it_separate_page(),
        tr_sort_menu_pinned(),
        nl_details_removed(),
        sv_bubble_popover(),
        he_low_rated(),
        uk_featured_copies(),
        hi_bottom_bar_sheet(),
    ]
