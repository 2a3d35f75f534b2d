"""Blind set U: discussions, part two: a Russian paper's thread with moderators' placeholders and "edited" marks four
levels deep, a Polish paper's flat thread quoting the parent, a Brazilian paper's pinned editor's pick and hidden
replies, a Turkish paper's thread loaded on scroll in two parts, a Vietnamese paper's accordion, a Hebrew site's
"older comments", a Swahili paper's server-rendered thread, an English paper's count icon and a Persian paper's
thread with Persian digits (written from memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_u_common import PartsK, V, box, fetch_js, links, make, story, thread, tree
from comspider_lab.blind.model import Case


def ru_moder() -> Case:
    c = thread(
        """
Виктор Палыч | 14.03.2025 в 18:20 | - | Наконец-то отремонтируют мост через Заречку. Двадцать лет обещали.
Ольга Семёнова | 14.03.2025 в 18:45 | 0 | Обещали и в 2019-м, и деньги даже выделяли. Посмотрим, что будет в этот раз.
Виктор Палыч | 14.03.2025 в 19:03 | 1 | На этот раз подрядчик уже определён, в статье названа дата начала работ.
Гена с Заводской | 14.03.2025 в 19:40 | 2 | Дата — это ещё не мост. Но хоть что-то.
Ирина К. | 14.03.2025 в 20:12 | - | А автобус №7 будет ходить в объезд? Дети в школу на нём ездят.
Сергей Лаптев | 14.03.2025 в 21:00 | 4 | Перевозчик обещал пустить его через Садовую, расписание опубликуют позже.
Тамара Ильинична | 15.03.2025 в 08:15 | - | Спасибо газете, что напомнили про старый деревянный мост. Мой отец его строил в пятьдесят шестом.
Дмитрий | 15.03.2025 в 09:30 | 6 | Тамара Ильинична, а фотографий не осталось? Было бы интересно посмотреть.
Тамара Ильинична | 15.03.2025 в 10:02 | 7 | Есть несколько, принесу в редакцию.
"""
    )
    v = V("otz-{}", list="ul", item="li", replies="ul")
    block = (
        '<div class="otz" id="otzyvy"><h3 class="otz-h">Обсуждение (9)</h3>'
        + tree(
            c,
            v,
            votes="▲ {u} ▼ {d}",
            reply="Ответить",
            seed="ru",
            idp="otz-",
            removed={4: "Комментарий удалён модератором", 6: "Комментарий удалён модератором"},
            edited={2: "(изменено)", 7: "(изменено)"},
        )
        + "</div>"
    )
    st = story(
        "Мост через Заречку закроют на ремонт с 1 мая",
        "Анна Воробьёва",
        "2025-03-14T16:00:00+03:00",
        "14 марта 2025, 16:00",
        """
Городская администрация определила подрядчика на капитальный ремонт моста через реку Заречку. Работы начнутся 1 мая и продлятся до конца октября.

На время ремонта движение транспорта будет закрыто, пешеходов пропустят по временному настилу. Автобусные маршруты изменят.
""",
        section="Город",
    )
    return make(
        "u-ru-moderated-edited",
        "discussion",
        "gazette",
        "ru-moder",
        st,
        PartsK(
            lead='<a class="gz-article__talk" href="#otzyvy">Комментарии: 9</a>',
            after=block,
            rail=box(
                "gazette",
                "Популярное",
                links("Отключение горячей воды|Ярмарка выходного дня|Итоги хоккейного сезона"),
            ),
        ),
        c,
        path="/gorod/2025/03/14/most-cherez-zarechku",
        container="div#otzyvy: ul.otz-list of li.otz-item (strong.otz-name, span.otz-time '14.03.2025 в 18:20', '(изменено)', div.otz-body, '▲ n ▼ n', 'Ответить'); replies in ul.otz-replies, four levels; two li.otz-gone placeholders",
        heading="Обсуждение (9)",
        description="A Russian city paper of 2025: 9 comments (6 replies, nested four levels deep), two 'Комментарий удалён модератором' placeholders and two '(изменено)' marks.",
    )


def pl_quotes() -> Case:
    c = thread(
        """
Góral z Ochotnicy | 14.03.2025 18:20 | - | Nowy wyciąg na Lubaniu to szansa dla całej gminy. Może wreszcie młodzi zostaną na miejscu.
eko_Kasia | 14.03.2025 18:52 | 0 | Szansa dla inwestora. Las pod trasę wytną, a zimy i tak coraz krótsze.
Józef Kawa | 14.03.2025 19:10 | 1 | Trasa idzie starym pasem po dawnym wyciągu orczykowym, wycinka jest minimalna.
Marta Z. | 14.03.2025 20:02 | - | Czy będzie parking po stronie Krościenka? Teraz ludzie stoją na poboczu.
Wojtek | 15.03.2025 07:45 | 3 | Na sesji mówili o 120 miejscach przy dolnej stacji.
Halina B. | 15.03.2025 09:12 | - | Szkoda, że nikt nie pyta mieszkańców Zabrzeży. Droga dojazdowa idzie pod naszymi oknami.
eko_Kasia | 15.03.2025 10:30 | 2 | Minimalna według inwestora. Poczekajmy na raport środowiskowy.
Stanisław Plewa | 15.03.2025 12:00 | - | Dobrze napisany artykuł, dzięki za mapkę.
"""
    )
    v = V("wp-{}", list="div", item="div")
    block = (
        '<section class="wp" id="wpisy"><h2 class="wp-h">Komentarze (8)</h2>'
        + tree(c, v, flat_quote="{n} napisał(a):", votes="+{u} / -{d}", reply="Cytuj", seed="pl", idp="wp-")
        + '<p class="wp-info">Komentarze są moderowane po publikacji.</p></section>'
    )
    st = story(
        "Nowa kolej krzesełkowa na Lubaniu. Gmina wydała warunki zabudowy",
        "Bartłomiej Gąsienica",
        "2025-03-14T15:10:00+01:00",
        "14 marca 2025, 15:10",
        """
Wójt gminy wydał decyzję o warunkach zabudowy dla czteroosobowej kolei krzesełkowej na północnym stoku Lubania. Inwestor chce ją uruchomić zimą 2026 roku.

Trasa ma biec pasem po dawnym wyciągu orczykowym. Przy dolnej stacji powstanie parking na 120 samochodów.
""",
        section="Region",
    )
    return make(
        "u-pl-flat-quotes",
        "discussion",
        "bs5",
        "pl-quotes",
        st,
        PartsK(
            lead='<a href="#wpisy">Komentarze: 8</a>',
            after=block,
            rail=box(
                "bs5",
                "Najczęściej czytane",
                links("Objazd w Nowym Targu|Jarmark wielkanocny|Wyniki ligi okręgowej"),
            ),
        ),
        c,
        path="/region/2025/03/14/kolej-krzeselkowa-luban",
        container="section#wpisy: div.wp-list of div.wp-item, flat (strong.wp-name, span.wp-time '14.03.2025 18:20', div.wp-body, '+u / -d', 'Cytuj'); a reply opens with blockquote.wp-quote '<cite>Name napisał(a):</cite>' and the start of its parent",
        heading="Komentarze (8)",
        description="A Polish mountain-region paper of 2025: 8 comments in a flat list; 4 replies quote their parent in a blockquote (name and the start of its text).",
    )


def pt_pick() -> Case:
    c = thread(
        """
Dona Cida | 20/05/2025 09:10 | - | A feira do produtor voltou para a praça, que alegria. Lá se compra direto de quem planta.
Rafael Tonin | 20/05/2025 09:33 | 0 | Concordo, mas precisava de mais sombra. No verão ninguém aguenta ficar ao meio-dia.
Luciana Prado | 20/05/2025 10:05 | 0 | A prefeitura prometeu toldos novos até julho, está na reportagem.
Seu Valdir | 20/05/2025 10:40 | 0 | Eu vendo queijo lá há 22 anos, estamos muito contentes com a mudança.
Marcos B. | 20/05/2025 11:12 | - | E os ambulantes de fora da cidade? Vão poder montar barraca?
Fernanda Rocha | 20/05/2025 12:00 | 4 | Só cadastrados no município, segundo o decreto.
Paulo Henrique | 20/05/2025 13:25 | - | Seria bom ter feira também no sábado à tarde para quem trabalha de manhã.
"""
    )
    v = V("cx-{}", list="ul", item="li", replies="ul")
    top = tree(
        c,
        v,
        votes="{u} 👍",
        reply="Responder",
        seed="pt",
        idp="cx-",
        badges={0: "⭐ Escolha do editor"},
        exclude=[1, 2, 3],
        empty_replies=[0],
    )
    hidden = tree(c, v, roots=[1, 2, 3], votes="{u} 👍", reply="Responder", seed="pt", idp="cx-", wrap=False)
    top = top.replace(
        'id="cx-r0"></ul>',
        f'id="cx-r0" hidden>{hidden}</ul><button type="button" class="cx-more" id="cx-ver0" '
        "onclick=\"document.getElementById('cx-r0').hidden=false;this.remove()\">Ver mais 3 respostas</button>",
        1,
    )
    block = (
        '<section class="cx" id="comentarios"><h2 class="cx-h">7 comentários</h2>'
        '<div class="cx-order">Ordenar por: <b>Mais curtidos</b> · Mais recentes</div>' + top + "</section>"
    )
    st = story(
        "Feira do produtor volta à Praça da Matriz a partir de domingo",
        "Juliana Castilho",
        "2025-05-20T07:00:00-03:00",
        "20/05/2025 07h00",
        """
Depois de três anos no pátio do antigo ginásio, a feira do produtor volta à Praça da Matriz neste domingo. São 48 barracas de agricultores cadastrados no município.

A prefeitura promete instalar toldos novos até julho. Ambulantes de fora da cidade não poderão montar barraca.
""",
        section="Cidades",
    )
    return make(
        "u-pt-editors-pick",
        "discussion",
        "gazette",
        "pt-pick",
        st,
        PartsK(
            lead='<a class="gz-article__talk" href="#comentarios">💬 7</a>',
            after=block,
            rail=box(
                "gazette",
                "Mais lidas",
                links("Vacinação nas escolas|Chuva derruba árvores|Copa regional de futsal"),
            ),
        ),
        c,
        path="/cidades/2025/05/20/feira-do-produtor-praca-da-matriz",
        reveal="click: every comment is in the served HTML, the pinned comment's 3 replies in a hidden list until 'Ver mais 3 respostas'",
        container="section#comentarios: ul.cx-list of li.cx-item (strong.cx-name, '⭐ Escolha do editor' badge on the first, span.cx-time '20/05/2025 09:10', 'n 👍', 'Responder'); replies in ul.cx-replies",
        heading="7 comentários",
        description="A Brazilian regional paper of 2025: 7 comments (4 replies) sorted by most liked, the first an editor's pick whose 3 replies are hidden behind 'Ver mais 3 respostas'.",
        check_steps=("click:#cx-ver0",),
    )


def tr_infinite() -> Case:
    c = thread(
        """
Hüseyin Yılmaz | 2 saat önce | - | Sahil yolunun genişletilmesi şart, yazın trafik Ordu girişinde kilitleniyor.
Ayşe Karadeniz | 2 saat önce | 0 | Genişletme tamam da balıkçı barınağının önü daralmasın.
Cemal Usta | 1 saat önce | 1 | Haberde barınağın kuzeyden dolaşılacağı yazıyor, önü aynen kalıyor.
Fındık Bahçesi | 1 saat önce | - | Kamulaştırma bedelleri ne zaman ödenecek? Köylüler merak ediyor.
Zeynep T. | 45 dakika önce | - | Bisiklet yolu da yapılsa ne güzel olur.
Orhan Kaptan | 30 dakika önce | 4 | Projede var, deniz tarafında 2 metre.
Elif | 20 dakika önce | - | Çalışmalar turizm sezonuna denk gelmesin lütfen.
Mehmet Ali | 10 dakika önce | 6 | Sözleşmede ekim başlangıç yazıyor.
Sevgi Öğretmen | 5 dakika önce | - | Okul servisleri için geçici güzergâh açıklansın.
"""
    )
    v = V("yr-{}", list="div", item="div", replies="div")
    part1 = tree(c, v, roots=[0, 3, 4], votes="▲ {u}", reply="Yanıtla", seed="tr", idp="yr-", wrap=False)
    part2 = tree(c, v, roots=[6, 8], votes="▲ {u}", reply="Yanıtla", seed="tr", idp="yr-", wrap=False)
    block = (
        '<section class="yr" id="yorumlar"><h2 class="yr-h">Yorumlar (9)</h2><div class="yr-list" id="yr-list"></div>'
        '<div class="yr-sentinel" id="yr-s1"></div></section><div id="yr-s2-wrap" style="height:900px"></div><div class="yr-sentinel" id="yr-s2"></div>'
    )
    pad = (
        '<div style="height:1300px" class="b-more"><h3>İlgili haberler</h3>'
        + links("Fındık fiyatları açıklandı|Yayla şenlikleri başlıyor|Trabzonspor kampa girdi")
        + "</div>"
    )
    st = story(
        "Sahil yolu genişletme projesi ihaleye çıkıyor",
        "Murat Öztürk",
        "2025-06-02T09:00:00+03:00",
        "02.06.2025 09:00",
        """
Karayolları Bölge Müdürlüğü, 14 kilometrelik sahil yolunun dört şeride çıkarılması için ihale ilanı yayımladı. Balıkçı barınağı kuzeyden dolaşılacak.

Projede deniz tarafında 2 metre genişliğinde bisiklet yolu da bulunuyor. Çalışmaların ekimde başlaması planlanıyor.
""",
        section="Gündem",
    )
    return make(
        "u-tr-scroll-twice",
        "revealed",
        "blk",
        "tr-infinite",
        st,
        PartsK(
            lead='<a href="#yorumlar">9 yorum</a>',
            after=pad + block,
            rail=box(
                "blk", "Çok okunanlar", links("Hava durumu uyarısı|Limanda yeni rıhtım|Üniversite tercihleri")
            ),
            end=fetch_js("scroll:#yr-s1", "/_frag/yr-sahil-1.html", "#yr-list", mode="append")
            + fetch_js("scroll:#yr-s2", "/_frag/yr-sahil-2.html", "#yr-list", mode="append"),
            files={"/_frag/yr-sahil-1.html": part1, "/_frag/yr-sahil-2.html": part2},
        ),
        c,
        path="/gundem/2025/06/02/sahil-yolu-genisletme",
        reveal="lazy_scroll: the first 6 comments are fetched when the section nears the viewport, the last 3 when the reader scrolls further",
        container="section#yorumlar > div#yr-list: div.yr-item (strong.yr-name, span.yr-time '2 saat önce', '▲ n', 'Yanıtla'); replies in div.yr-replies",
        heading="Yorumlar (9)",
        description="A Turkish Black Sea paper of 2025: 9 comments (4 replies) fetched in two parts as the reader scrolls down, relative times.",
        static=False,
        check_steps=("scroll", "wait:800", "scroll", "wait:800"),
    )


def vi_accordion() -> Case:
    c = thread(
        """
Nguyễn Văn Tư | 20/05/2025 08:12 | - | Cầu mới xong thì bà con chở trái cây ra chợ Cái Bè nhanh hơn cả tiếng.
Lê Thị Hoa | 20/05/2025 08:40 | 0 | Đúng rồi, trước phải chờ phà cả buổi.
Út Mén | 20/05/2025 09:15 | - | Mong có đèn chiếu sáng trên cầu, tối đi rất nguy hiểm.
Trần Minh Khoa | 20/05/2025 10:02 | 2 | Theo bài viết thì tháng sau mới lắp đèn.
Chú Sáu Bến Tre | 20/05/2025 11:30 | - | Cảm ơn báo đưa tin, nhà tôi ở ngay chân cầu, mừng lắm.
Phạm Thu | 20/05/2025 14:20 | - | Bến phà cũ có giữ lại cho khách du lịch không?
"""
    )
    v = V("yk-{}", list="ul", item="li", replies="ul")
    frag = tree(c, v, votes="Thích {u}", reply="Trả lời", seed="vi", idp="yk-")
    block = (
        '<div class="yk" id="y-kien"><button type="button" class="yk-toggle" id="yk-toggle" aria-expanded="false" aria-controls="yk-panel">'
        'Ý kiến bạn đọc (6) ▸</button><div class="yk-panel" id="yk-panel" hidden></div></div>'
        "<script>document.getElementById('yk-toggle').addEventListener('click',function(){var p=document.getElementById('yk-panel');"
        "p.hidden=!p.hidden;this.setAttribute('aria-expanded',String(!p.hidden));});</script>"
    )
    st = story(
        "Thông xe cầu Rạch Miễu 3, bỏ bến phà sau 40 năm",
        "Hoàng Nam",
        "2025-05-20T06:30:00+07:00",
        "Thứ ba, 20/5/2025, 06:30 (GMT+7)",
        """
Sáng 19/5, cầu dài 1,2 km nối hai bờ sông được thông xe, thay cho bến phà đã hoạt động hơn 40 năm.

Hệ thống đèn chiếu sáng sẽ được lắp trong tháng sau. Bến phà cũ dự kiến giữ lại phục vụ du lịch.
""",
        section="Thời sự",
    )
    return make(
        "u-vi-accordion",
        "revealed",
        "bs5",
        "vi-accordion",
        st,
        PartsK(
            after=block,
            rail=box("bs5", "Đọc nhiều", links("Giá lúa tăng|Lễ hội trái cây|Kết quả bóng đá")),
            end=fetch_js("click:#yk-toggle", "/_frag/yk-cau-rach-mieu.html", "#yk-panel"),
            files={"/_frag/yk-cau-rach-mieu.html": frag},
        ),
        c,
        path="/thoi-su/2025/05/20/thong-xe-cau-rach-mieu-3",
        reveal="click: an accordion button 'Ý kiến bạn đọc (6) ▸' (aria-expanded) shows a hidden panel and fetches the thread into it",
        container="div#yk-panel: ul.yk-list of li.yk-item (strong.yk-name, span.yk-time '20/05/2025 08:12', 'Thích n', 'Trả lời'); replies in ul.yk-replies",
        heading="Ý kiến bạn đọc (6) (the button)",
        description="A Vietnamese regional paper of 2025: an accordion 'Ý kiến bạn đọc (6)' that fetches 6 comments (2 replies) when opened.",
        static=False,
        check_steps=("click:#yk-toggle", "wait:800"),
    )


def he_older() -> Case:
    c = thread(
        """
יוסי מהמושב | 14.03.2025 18:20 | - | סוף סוף תחנת רכבת בעמק. עשרים שנה נוסעים שעה לעפולה.
מיכל ש. | 14.03.2025 18:55 | 0 | ומה עם החניה? כבר היום אין איפה לעצור ליד הצומת.
אבי לוי | 14.03.2025 19:30 | 1 | בכתבה כתוב שיהיה חניון של 300 מקומות.
רותי | 14.03.2025 20:10 | - | מקווה שיהיו גם אוטובוסים מזינים מהיישובים הקטנים.
דני גולן | 15.03.2025 08:05 | - | תכנון מצוין, רק שלא ייקח עוד עשור.
נגה | 15.03.2025 09:40 | 4 | לפי משרד התחבורה – פתיחה ב-2029.
שמעון פרץ | 15.03.2025 11:00 | - | המסילה עוברת ליד השדות שלנו, אף אחד לא שאל את החקלאים.
הילה ב. | 15.03.2025 12:30 | 6 | הייתה שימוע ציבורי בחודש שעבר, אפשר עדיין להגיש השגות.
עומר | 15.03.2025 14:15 | - | כתבה טובה, תודה.
"""
    )
    v = V("tg-{}", list="ol", item="li", replies="ol")
    newest = tree(c, v, roots=[4, 6, 8], votes="👍 {u}", reply="הגב", seed="he", idp="tg-")
    older = tree(c, v, roots=[0, 3], votes="👍 {u}", reply="הגב", seed="he", idp="tg-", wrap=False)
    newest = newest.replace('<ol class="tg-list">', '<ol class="tg-list" id="tg-list">', 1)
    block = (
        '<section class="tg" id="tguvot"><h2 class="tg-h">תגובות (9)</h2><p class="tg-order">מהחדשה לישנה</p>'
        + newest
        + '<button type="button" class="tg-older" id="tg-older">לתגובות קודמות</button></section>'
    )
    st = story(
        "אושרה תחנת רכבת חדשה בעמק: פתיחה צפויה ב-2029",
        "שירה אלון",
        "2025-03-14T16:00:00+02:00",
        "14.03.2025 16:00",
        """
הוועדה הארצית לתכנון אישרה את תוכנית תחנת הרכבת החדשה בצומת העמק, לצד חניון של 300 מקומות ומסוף אוטובוסים.

לפי משרד התחבורה, התחנה צפויה להיפתח ב-2029.
""",
        section="חדשות",
    )
    return make(
        "u-he-older-comments",
        "revealed",
        "gazette",
        "he-older",
        st,
        PartsK(
            lead='<a class="gz-article__talk" href="#tguvot">9 תגובות</a>',
            after=block,
            rail=box("gazette", "הנקראים ביותר", links("הפסקת מים מחר|פסטיבל האביב|תוצאות ליגה")),
            end=fetch_js(
                "click:#tg-older",
                "/_frag/tg-rakevet-older.html",
                "#tg-list",
                mode="append",
                remove="#tg-older",
            ),
            files={"/_frag/tg-rakevet-older.html": older},
        ),
        c,
        path="/news/2025/03/14/train-station-valley",
        reveal="load_more: the 3 newest top-level comments (with their replies) are shown; 'לתגובות קודמות' fetches the 2 older ones (with theirs)",
        container="section#tguvot: ol#tg-list of li.tg-item (strong.tg-name, span.tg-time '14.03.2025 18:20', '👍 n', 'הגב'); replies in ol.tg-replies",
        heading="תגובות (9)",
        description="A Hebrew regional site of 2025 (right to left): 9 comments (4 replies), newest first; 'older comments' fetches the first 4.",
        static=False,
        check_steps=("click:#tg-older", "wait:800"),
    )


def sw_static() -> Case:
    c = thread(
        """
Mzee Juma | Saa 3 zilizopita | - | Bandari mpya ya wavuvi itasaidia sana, lakini bei ya barafu bado iko juu.
Amina Said | Saa 2 zilizopita | 0 | Kweli kabisa. Tunahitaji pia soko la samaki lenye kivuli.
Kassim wa Pangani | Saa 1 iliyopita | - | Hongera kwa serikali ya kaunti. Tumesubiri miaka kumi.
Mwanaisha | Dakika 40 zilizopita | 2 | Tusisahau barabara ya kufika bandarini, wakati wa mvua haipitiki.
Ali Bakari | Dakika 15 zilizopita | - | Habari nzuri, asante kwa kutuletea picha za ujenzi.
"""
    )
    v = V("mn-{}", list="ul", item="li", replies="ul")
    block = (
        '<section class="mn" id="maoni"><h2 class="mn-h">Maoni (5)</h2>'
        + tree(c, v, votes="👍 {u} 👎 {d}", reply="Jibu", seed="sw", idp="mn-")
        + "</section>"
    )
    st = story(
        "Bandari mpya ya wavuvi yafunguliwa Kilindini Ndogo",
        "Rehema Mwinyi",
        "2025-07-08T10:00:00+03:00",
        "Julai 8, 2025",
        """
Serikali ya kaunti imefungua bandari mpya ya wavuvi yenye uwezo wa kupokea mashua 60 kwa wakati mmoja.

Mradi huo pia unajumuisha kiwanda kidogo cha barafu na ghala la kuhifadhia samaki.
""",
        section="Habari",
    )
    return make(
        "u-sw-static",
        "discussion",
        "blk",
        "sw-static",
        st,
        PartsK(
            lead='<a href="#maoni">Maoni 5</a>',
            after=block,
            rail=box("blk", "Zilizosomwa zaidi", links("Bei ya mafuta|Ligi kuu|Mvua za masika")),
        ),
        c,
        path="/habari/2025/07/08/bandari-mpya-ya-wavuvi",
        container="section#maoni: ul.mn-list of li.mn-item (strong.mn-name, span.mn-time 'Saa 3 zilizopita', '👍 n 👎 n', 'Jibu'); replies in ul.mn-replies",
        heading="Maoni (5)",
        description="A Swahili coastal paper of 2025: 5 comments (2 replies), relative times in Swahili.",
    )


def en_icon() -> Case:
    c = thread(
        """
Moira Galbraith | 3 hours ago | - | The ferry timetable change makes the 7.10 commute impossible for anyone working in the town centre.
Pete O. | 3 hours ago | 0 | The article says the 6.50 sailing is being kept though. That's what I'll switch to.
Moira Galbraith | 2 hours ago | 1 | For those of us with kids at the primary it isn't an option, drop-off starts at 8.
Callum Reid | 2 hours ago | 2 | Breakfast club at the primary opens 7.30 from August, mentioned at the bottom.
harbourwatcher | 1 hour ago | - | Good to see the council finally publishing the passenger numbers.
Jen Muir | 45 minutes ago | - | Will the Sunday late sailing come back in summer?
The Harbour Ledger | 30 minutes ago | 5 | We've asked the operator and will update this story when they reply.
"""
    )
    v = V("rc-{}", list="div", item="article", replies="div")
    block = (
        '<section class="rc" id="reader-comments"><h2 class="rc-h">Comments</h2>'
        + tree(c, v, votes="▲ {u}", reply="Reply", seed="en", idp="rc-", badges={6: "Staff"})
        + "</section>"
    )
    st = story(
        "Ferry operator cuts early sailing from September timetable",
        "Ailsa Brodie",
        "2025-06-18T11:00:00+01:00",
        "18 June 2025",
        """
The ferry operator has confirmed that the 7.10 sailing will be withdrawn from the September timetable, while the 6.50 sailing will be kept.

Passenger figures published by the council show the 7.10 carried an average of 41 passengers a day last winter. A breakfast club at the primary school will open at 7.30 from August.
""",
        declare="jsonld",
        section="News",
    )
    return make(
        "u-en-count-icon",
        "discussion",
        "bs5",
        "en-counticon",
        st,
        PartsK(
            lead='<a href="#reader-comments" class="text-decoration-none" aria-label="7 comments">🗨️ 7</a>',
            after=block,
            rail=box(
                "bs5", "Most read", links("Harbour wall repairs|Gala day programme|Lifeboat crew honoured")
            ),
        ),
        c,
        path="/news/2025/06/18/ferry-early-sailing-cut",
        container="section#reader-comments: div.rc-list of article.rc-item (strong.rc-name, 'Staff' badge, span.rc-time '3 hours ago', '▲ n', 'Reply'); replies in div.rc-replies, four deep",
        heading="Comments",
        description="A Scottish-style island paper of 2025: only an icon and a number ('🗨️ 7') in the byline line link to the thread; 7 comments (4 replies), the paper's own answer among them.",
    )


def fa_persian() -> Case:
    c = thread(
        """
محمدرضا | ۱۴۰۴/۰۲/۲۴ - ۱۸:۲۰ | - | بالاخره کتابخانه مرکزی شهر بازسازی می‌شود. سال‌ها منتظرش بودیم.
زهرا کریمی | ۱۴۰۴/۰۲/۲۴ - ۱۹:۰۵ | 0 | امیدوارم سالن مطالعه شبانه هم داشته باشد، برای دانشجوها خیلی مهم است.
علی | ۱۴۰۴/۰۲/۲۴ - ۲۰:۳۰ | - | در خبر نوشته ساعت کاری تا ده شب تمدید می‌شود.
مریم | ۱۴۰۴/۰۲/۲۵ - ۰۹:۱۰ | - | کاش بخش کودکان را بزرگ‌تر کنند.
"""
    )
    v = V("nz-{}", list="ul", item="li", replies="ul")
    block = (
        '<section class="nz" id="nazarat"><h2 class="nz-h">نظرات خوانندگان (۴)</h2>'
        + tree(c, v, votes="👍 {u}", reply="پاسخ", seed="fa", idp="nz-")
        + "</section>"
    )
    st = story(
        "کتابخانه مرکزی شهر تا پایان سال بازسازی می‌شود",
        "سارا احمدی",
        "2025-05-14T10:00:00+03:30",
        "۲۴ اردیبهشت ۱۴۰۴",
        """
شهرداری اعلام کرد بازسازی کتابخانه مرکزی شهر از خرداد آغاز می‌شود و تا پایان سال به پایان می‌رسد.

ساعت کاری کتابخانه پس از بازسازی تا ساعت ده شب تمدید خواهد شد.
""",
        section="فرهنگ",
    )
    return make(
        "u-fa-persian-digits",
        "discussion",
        "gazette",
        "fa-persian",
        st,
        PartsK(
            lead='<a class="gz-article__talk" href="#nazarat">۴ نظر</a>',
            after=block,
            rail=box("gazette", "پربازدید", links("قیمت نان|جشنواره تئاتر|لیگ فوتبال")),
        ),
        c,
        path="/farhang/1404/02/24/ketabkhane-markazi",
        container="section#nazarat: ul.nz-list of li.nz-item (strong.nz-name, span.nz-time '۱۴۰۴/۰۲/۲۴ - ۱۸:۲۰', '👍 n', 'پاسخ'); the reply in ul.nz-replies",
        heading="نظرات خوانندگان (۴)",
        description="A Persian city paper of 2025 (right to left): 4 comments (1 reply), Solar Hijri dates in Persian digits.",
    )
