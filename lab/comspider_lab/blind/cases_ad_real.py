"""Blind set AD: discussions on the real comment systems the harness runs (Isso, Waline, django-comments-xtd), each
seeded with this article's comments, in 2010-2014 page layouts no earlier set used: Isso below an embedded document
viewer (a council decision's PDF with page thumbnails), the count and "Vai ai commenti" in the article's header (it);
Isso below an explainer with a table of contents and the "spotted a mistake? Ctrl+Enter" line (uk); Waline below a
seven-day forecast table in a weather story (vi); Waline below a "Em números" key-figures box in the lead and a
"follow this story" box (pt-PT); django-comments-xtd server-rendered with "Comments (n) | Trackbacks (0)" tabs, sort
links, a reader's profile line, "Posted … | … GMT", "Recommend (n)" and the staff's answers marked (en), and with
weekday dates, signatures under some texts and the replies hidden behind "Zobraziť odpovede (n)" (sk) (written from
memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_ad_common import (
    PartsK,
    Story,
    django_html,
    jump,
    login_prompt,
    make,
    story,
    thread,
    xtd_loops,
)
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed

# --------------------------------------------------------------------------- Isso


def isso_it_delibera() -> Case:
    c = thread(
        """
Giorgio Bertolini | | - | Finalmente qualcuno pubblica la delibera intera. Pagina 9: i soldi per la piazza vengono tolti alla manutenzione delle strade di montagna.
Lucia Zanetti | | - | Grazie per il documento, così ognuno può leggere e farsi un'idea.
Marco | | 0 | Pagina 9 dice anche che i lavori sulla provinciale restano finanziati. Leggete fino in fondo.
Anna Ferraris | | - | E il parcheggio della stazione? Nella delibera non lo trovo.
Pietro Gallo | | - | Quattordici pagine per dire che si aumenta la tassa sui rifiuti.
Franca | | 3 | Il parcheggio è nel piano triennale, non in questa delibera.
Silvio Ronchi | | - | Bene.
Elena Testori | | - | Il consiglio comunale di lunedì è aperto al pubblico? Vorrei fare una domanda sulla scuola di Crevola.
"""
    )
    doc = (
        '<div class="dp-doc" style="border:1px solid #bbb;margin:16px 0">'
        '<p style="margin:0;padding:6px 8px;background:#eee"><b>Documento:</b> Delibera della giunta n. 41/2012 · PDF, 14 pagine, 2,1 MB</p>'
        '<div style="display:flex;gap:8px;padding:8px;background:#555">'
        + "".join(
            f'<img src="/_avatar/delibera-p{n}.svg" alt="pagina {n}" width="150" height="200">'
            for n in (1, 2, 3)
        )
        + '</div><p style="margin:0;padding:6px 8px;font-size:12px"><a href="/documenti/delibera-41-2012.pdf">Scarica il PDF</a> · '
        '<a href="/documenti/delibera-41-2012">Apri a tutto schermo</a> · Pagina 1 di 14</p></div>'
    )
    block = (
        doc
        + '<div class="dp-voci" id="dibattito"><h2>Commenti dei lettori</h2>'
        + isso_embed("it")
        + "</div>"
    )
    st = story(
        "Bilancio, ecco la delibera: più soldi per la piazza, tassa rifiuti in aumento",
        "di Carla Monti",
        "2012-03-14T07:30:00+01:00",
        "14 marzo 2012",
        """
La giunta comunale ha approvato ieri sera la delibera sul bilancio di previsione 2012. Pubblichiamo qui sotto il documento completo, quattordici pagine.

Le novità principali riguardano il rifacimento di piazza Mercato, per cui sono previsti 640 mila euro, e l'aumento della tassa sui rifiuti del 6 per cento.

Il testo passerà lunedì al voto del consiglio comunale. L'opposizione annuncia emendamenti sulla manutenzione delle strade di montagna.
""",
        section="Politica",
    )
    return make(
        "ad-isso-it-delibera",
        "real_system",
        "dp",
        "it-a",
        st,
        PartsK(lead=jump("it", 8, "dibattito", "dp"), after=block),
        c,
        path="/politica/bilancio-ecco-la-delibera",
        container="div.dp-voci#dibattito below an embedded document viewer (a council decision's PDF: a title bar, three page thumbnails, 'Scarica il PDF · Apri a tutto schermo · Pagina 1 di 14'), the count and 'Vai ai commenti ↓' in the article's header > Isso's section#isso-thread, Italian",
        heading="Commenti dei lettori",
        description="An Italian valley daily of 2012: Isso (it) below an embedded document viewer of the council's decision, the header linking to the comments ('💬 8 commenti · Vai ai commenti ↓'); 8 comments (2 replies), 'Bene.'.",
        static=False,
        system="isso",
        check_steps=("wait:2000",),
    )


def isso_uk_zmist() -> Case:
    c = thread(
        """
Олександр Кравчук | | - | Дякую за пояснення. Нарешті зрозумів, чому тролейбус не може просто поїхати до аеропорту по старій дорозі.
Наталія | | - | А скільки коштуватиме проїзд? У статті про це нічого.
Ігор Мельник | | 1 | У розділі про гроші написано, що тариф буде такий самий, як по місту.
Петро Савчук | | - | Головне, щоб не затягнули, як з мостом.
Оксана | | - | Корисний матеріал.
"""
    )
    toc = (
        '<div class="rp-zmist" style="border:1px solid #cfd8de;background:#f5f8fa;padding:8px 14px;margin:12px 0;width:60%">'
        "<b>Зміст</b><ol>"
        '<li><a href="#marshrut">Маршрут</a></li><li><a href="#hroshi">Хто платить</a></li>'
        '<li><a href="#terminy">Коли поїде</a></li><li><a href="#dali">Що далі</a></li></ol></div>'
    )
    sections = (
        '<h2 id="marshrut">Маршрут</h2><p>Лінія піде від вокзалу через Хмельницьке шосе до нового терміналу, 9,4 кілометра.</p>'
        '<h2 id="hroshi">Хто платить</h2><p>Більшу частину грошей дає міжнародний банк, решту — місто.</p>'
        '<h2 id="terminy">Коли поїде</h2><p>Перший тролейбус обіцяють до кінця 2013 року.</p>'
        '<h2 id="dali">Що далі</h2><p>Наступний крок — тендер на будівництво контактної мережі.</p>'
    )
    block = (
        sections
        + '<p class="rp-typo" style="font-size:12px;color:#777">Помітили помилку? Виділіть текст і натисніть Ctrl+Enter.</p>'
        + '<div class="rp-dumky" id="dumky"><h2>Ваші думки</h2>'
        + isso_embed("uk")
        + "</div>"
    )
    st = story(
        "Тролейбус до аеропорту: пояснюємо, коли і як",
        "Марія Ткаченко",
        "2012-03-14T10:00:00+02:00",
        "14 березня 2012, 10:00",
        """
Міська рада погодила будівництво тролейбусної лінії до аеропорту. Розповідаємо, що відомо про маршрут, гроші і терміни.

Лінія стане першою новою тролейбусною лінією в місті за двадцять років.
""",
        section="Місто",
    )
    return make(
        "ad-isso-uk-zmist",
        "real_system",
        "rp",
        "uk-a",
        st,
        PartsK(lead=toc, after=block),
        c,
        path="/misto/troleibus-do-aeroportu-poiasniuiemo",
        container="div.rp-dumky#dumky below an explainer's four sections (a table of contents 'Зміст' in the lead linking to them) and the line 'Помітили помилку? Виділіть текст і натисніть Ctrl+Enter.' > Isso's section#isso-thread, Ukrainian",
        heading="Ваші думки",
        description="A Ukrainian regional news site of 2012: Isso (uk) below an explainer with a table of contents and the 'spotted a mistake' line; 5 comments (1 reply), 'Корисний матеріал.'.",
        static=False,
        system="isso",
        check_steps=("wait:2000",),
    )


# --------------------------------------------------------------------------- Waline


def waline_vi_thoitiet() -> Case:
    path = "/thoi-su/ret-dam-tro-lai"
    c = thread(
        """
Nguyễn Văn Hùng | | - | Ở huyện Kỳ Sơn sáng nay chỉ còn 6 độ, trâu bò phải che bạt. Mong chính quyền hỗ trợ bà con.
Trần Thị Lan | | - | Cảm ơn báo đã đưa tin sớm, tôi sẽ cho các cháu nghỉ học nếu dưới 10 độ.
Lê Minh | | 1 | Theo quy định thì học sinh tiểu học được nghỉ khi nhiệt độ dưới 10 độ C.
Hoa | | - | Mọi người giữ ấm nhé.
"""
    )
    days = (
        ("Thứ năm", "15/3", "☁", "12–17°C"),
        ("Thứ sáu", "16/3", "🌧", "11–15°C"),
        ("Thứ bảy", "17/3", "🌧", "10–14°C"),
        ("Chủ nhật", "18/3", "☁", "12–18°C"),
        ("Thứ hai", "19/3", "⛅", "14–21°C"),
        ("Thứ ba", "20/3", "☀", "16–24°C"),
        ("Thứ tư", "21/3", "☀", "17–26°C"),
    )
    forecast = (
        '<table class="rp-dubao" cellpadding="4" style="border-collapse:collapse;margin:12px 0;font-size:12px;text-align:center">'
        '<caption style="text-align:left"><b>Dự báo 7 ngày tại Vinh</b></caption><tr>'
        + "".join(f"<th>{d}<br><small>{n}</small></th>" for d, n, _, _ in days)
        + "</tr><tr>"
        + "".join(f'<td style="font-size:20px">{i}</td>' for _, _, i, _ in days)
        + "</tr><tr>"
        + "".join(f"<td>{t}</td>" for _, _, _, t in days)
        + "</tr></table>"
    )
    block = '<div class="rp-ykien" id="y-kien"><h2>Ý kiến bạn đọc</h2><div id="wl-vi"></div></div>'
    script = waline_embed("'#wl-vi'", path, "vi-VN", "pageSize: 50,") + "<script>mountWaline();</script>"
    st = story(
        "Rét đậm trở lại, vùng núi có nơi dưới 8 độ",
        "Thanh Hà",
        "2012-03-14T16:00:00+07:00",
        "14/03/2012 16:00",
        """
Một đợt không khí lạnh mới tràn về từ đêm nay, nhiệt độ ở các huyện miền núi có thể xuống dưới 8 độ C.

Đài khí tượng tỉnh khuyến cáo người dân giữ ấm cho trẻ nhỏ và người già, che chắn chuồng trại cho gia súc.

Đến đầu tuần sau, trời sẽ ấm dần lên.
""",
        section="Thời sự",
    )
    return make(
        "ad-waline-vi-thoitiet",
        "real_system",
        "rp",
        "vi-a",
        st,
        PartsK(head=WALINE_CSS, inbody=forecast, after=block, end=script),
        c,
        path=path,
        container="div.rp-ykien#y-kien below a weather story whose text holds a seven-day forecast table (days, icons, temperatures) > div#wl-vi: Waline, Vietnamese",
        heading="Ý kiến bạn đọc",
        description="A Vietnamese provincial news site of 2012: Waline (vi-VN) below a weather story with a seven-day forecast table in its text; 4 comments (1 reply), 'Mọi người giữ ấm nhé.'.",
        static=False,
        system="waline",
        check_steps=("wait:2500",),
    )


def waline_pt_numeros() -> Case:
    path = "/regiao/ponte-romana-fecha-ao-transito"
    c = thread(
        """
Manuel Teixeira | | - | Já não era sem tempo. Os camiões pesados estavam a dar cabo da ponte há anos.
Rosa Carvalho | | - | E quem mora do outro lado do rio? A variante ainda não está acabada.
Joaquim | | 1 | A variante abre em junho, segundo a câmara. Até lá, é dar a volta por Vidago.
Fernanda Morais | | - | Fico contente por verem a ponte como património e não só como estrada.
Alberto Pires | | - | Dois anos de obras?! Os comerciantes da rua Direita vão sofrer.
Teresa | | - | Boa notícia.
"""
    )
    nums = (
        '<div class="dp-nums" style="display:flex;gap:10px;margin:12px 0">'
        + "".join(
            f'<div style="flex:1;border-top:4px solid #8b0000;background:#f7f2f2;padding:6px"><b style="font-size:26px">{n}</b><br><small>{t}</small></div>'
            for n, t in (
                ("1900", "anos tem a ponte"),
                ("12 000", "veículos por dia até agora"),
                ("2,4 M€", "custo da recuperação"),
                ("24", "meses de obras"),
            )
        )
        + '</div><p style="font-size:11px;color:#777">Em números · Fonte: Câmara Municipal</p>'
    )
    block = '<div class="dp-opiniao" id="opiniao"><h2>A sua opinião</h2><div id="wl-pt"></div></div>'
    script = waline_embed("'#wl-pt'", path, "pt-BR", "pageSize: 50,") + "<script>mountWaline();</script>"
    st = story(
        "Ponte romana fecha ao trânsito durante dois anos",
        "Por Rui Fontes",
        "2012-03-14T08:00:00+00:00",
        "14 de março de 2012",
        """
A ponte romana fecha ao trânsito automóvel a partir de segunda-feira para obras de recuperação que devem durar dois anos.

A circulação passa a fazer-se pela nova variante, que a câmara garante estar concluída em junho.

Peões e bicicletas vão continuar a poder atravessar a ponte durante a maior parte das obras.
""",
        section="Região",
    )
    return make(
        "ad-waline-pt-numeros",
        "real_system",
        "dp",
        "pt-a",
        st,
        PartsK(head=WALINE_CSS, lead=nums, after=block, end=script),
        c,
        path=path,
        container="div.dp-opiniao#opiniao below the article (its lead a key-figures box 'Em números': four big numbers with a line each; a 'Seguir este tema' box under the text) > div#wl-pt: Waline, Portuguese",
        heading="A sua opinião",
        description="A Portuguese regional daily of 2012: Waline (pt-BR client on a pt-PT page) below an article whose lead is a box of key figures; 6 comments (1 reply), 'Boa notícia.'.",
        static=False,
        system="waline",
        check_steps=("wait:2500",),
    )


# --------------------------------------------------------------------------- django-comments-xtd


def _django(case: Case, template: str, key: str, st: Story, parts: PartsK, tree: str) -> Case:
    case.server = "django"
    case.html = django_html(template, key, st, parts, tree)
    return case


def xtd_en_tabs() -> Case:
    staff = "Helen Marsh"
    c = thread(
        f"""
Gary Whitlock | | - | Twenty-two million for three miles of track. I will believe it when I see a tram in Eastgate.
Priya Nair | | - | Brilliant news for those of us who work at the hospital. The 41 bus takes forty minutes at rush hour.
{staff} | | 1 | Thanks Priya. The council's report says the hospital stop would be the busiest on the extension, about 4,000 boardings a day.
Dennis Crowe | | - | What happens to the businesses on Eastgate during the works? Last time half of them closed.
{staff} | | 3 | Dennis, there will be a compensation scheme for traders. We will have the details in Monday's paper.
Dennis Crowe | | 4 | Thank you, that is more than the council has told us.
Sarah Ollerton | | - | Why not extend the existing bus lanes instead? Much cheaper.
Mike T | | 6 | Buses get stuck behind cars, trams do not. Simple as that.
Joan Pilling | | - | I am 78 and cannot manage the steps on the buses. Level boarding on the trams would change my life.
Raj Bhatt | | - | Good.
Neil Armitage | | - | The Chronicle should ask where the money for the running costs comes from. The report is silent on that.
Claire Dobson | | - | Will the trams run on Sundays? The current line stops at seven.
"""
    )
    badge = (
        '{% if VAR.comment.name == "' + staff + '" %} <span class="nx-label" '
        'style="background:#8b0000;color:#fff;font-size:10px;padding:1px 5px">Chronicle staff</span>{% endif %}'
    )

    def item(v: str, d: int) -> str:
        is_staff = "{% if " + v + '.comment.name == "' + staff + '" %}'
        staff_cls = is_staff + " nx-staff{% endif %}"
        staff_css = is_staff + ";background:#fdf3f3;padding-left:8px{% endif %}"
        return (
            f'<div class="nx-post{staff_cls}" id="nx{{{{ {v}.comment.pk }}}}" style="border-bottom:1px solid #e2e2e2;padding:10px 0{staff_css}">'
            f'<img src="@@MAIN@@/_avatar/nx{{{{ {v}.comment.pk }}}}.svg" alt="" width="40" height="40" style="float:left;margin-right:10px">'
            f'<p class="nx-head" style="margin:0"><a class="nx-name" href="/profile/{{{{ {v}.comment.pk }}}}"><b>{{{{ {v}.comment.name }}}}</b></a>'
            + badge.replace("VAR", v)
            + "<br><small class=\"nx-prof\" style=\"color:#888\">Member since {% cycle '2008' '2010' '2009' '2011' '2007' %} · "
            "{% cycle '312' '48' '1,204' '7' '96' '530' %} comments</small></p>"
            f'<p class="nx-when" style="margin:2px 0;font-size:11px;color:#666">Posted {{{{ {v}.comment.submit_date|date:"j F Y | H:i" }}}} GMT</p>'
            f'<div class="nx-text" style="clear:both">{{{{ {v}.comment.comment|linebreaks }}}}</div>'
            f'<p class="nx-act" style="font-size:11px"><a href="#">Recommend ({{{{ {v}.comment.pk|add:3 }}}})</a> · <a href="#nx-form">Reply</a> · <a href="/report">Report</a></p>'
        )

    tree = (
        '<div class="nx-area" id="readers"><p class="nx-tabs" style="border-bottom:2px solid #8b0000;margin:0">'
        '<a class="nx-on" href="#readers" style="display:inline-block;padding:5px 12px;background:#8b0000;color:#fff">Comments (12)</a> '
        '<a href="?tab=trackbacks" style="display:inline-block;padding:5px 12px;background:#eee">Trackbacks (0)</a></p>'
        '<p class="nx-sort" style="font-size:11px">Sort: <b>Oldest first</b> | <a href="?sort=newest">Newest first</a> | '
        '<a href="?sort=recommended">Most recommended</a></p>'
        + xtd_loops(item, "</div>", lambda v, d: ('<div class="nx-sub" style="margin-left:40px">', "</div>"))
        + login_prompt("en", "nx")
        + "</div>"
    )
    st = story(
        "Tram extension gets go-ahead: £22m line to the hospital by 2014",
        "By Helen Marsh, Transport Correspondent",
        "2012-03-16T06:00:00+00:00",
        "Friday 16 March 2012",
        """
The tram extension from the city centre to Northgate General Hospital has been given the go-ahead after the government agreed to pay most of its £22 million cost.

The three-mile line will run along Eastgate and the old railway cutting, with five new stops.

Work on the track could start in the autumn, and the first trams are due to run in the summer of 2014.
""",
        section="Transport",
        standfirst="Government agrees to pay two thirds of the cost; work to start in the autumn",
    )
    parts = PartsK(lead=jump("en", 12, "readers", "dp"))
    case = make(
        "ad-xtd-en-tabs",
        "real_system",
        "dp",
        "en-metro",
        st,
        parts,
        c,
        path="/ad/news/tram-extension-gets-go-ahead.html",
        container="div.nx-area#readers: tabs 'Comments (12) | Trackbacks (0)' (links) and sort links 'Oldest first | Newest first | Most recommended' above; div.nx-post entries (avatar; p.nx-head: a profile link with the name, on the staff's answers a label 'Chronicle staff' and class nx-staff, small 'Member since 2008 · 312 comments'; p.nx-when 'Posted 16 March 2012 | 09:14 GMT'; div.nx-text; 'Recommend (n) · Reply · Report'); replies in div.nx-sub inside their parent's, two levels; a login prompt below",
        heading=None,
        description="A city daily of 2012: django-comments-xtd server-rendered under 'Comments (12) | Trackbacks (0)' tabs and sort links, each reader's profile line ('Member since … · … comments'), 'Posted … | … GMT', 'Recommend (n)', the transport correspondent's two answers marked; the header's '💬 12 comments · Jump to comments ↓'; 12 comments (4 replies, a chain two levels deep), 'Good.'.",
        static=True,
        system="django-comments-xtd",
    )
    return _django(case, "dp", "en-metro", st, PartsK(lead=jump("en", 12, "readers", "dp")), tree)


def xtd_sk_odpovede() -> Case:
    sigs = {
        "Ján Hrušovský": "Kto nechodí voliť, nech sa nesťažuje.",
        "Mária K.": "S pozdravom z Jakubu",
    }
    c = thread(
        """
Ján Hrušovský | | - | Obchvat mal byť hotový už pred tromi rokmi. Kamióny stále jazdia cez Námestie SNP.
Peter Lukáč | | 0 | Termín posunuli kvôli archeologickému výskumu, písali ste o tom minulý rok.
Mária K. | | 0 | My na Jakube to cítime najviac, okná sa trasú každú noc.
Zuzana | | - | Dobrá správa, konečne.
Róbert Ďurica | | - | Koľko nakoniec stál? V článku je len pôvodná suma.
Milan | | 4 | Podľa výročnej správy diaľničiarov okolo 150 miliónov eur.
Eva Kollárová | | - | Bude na obchvate aj cyklotrasa? Pri Hrone by sa hodila.
"""
    )
    sig = "".join(
        '{% if VAR.comment.name == "'
        + name
        + '" %}<div class="sx-sig" style="border-top:1px dashed #bbb;margin-top:6px;padding-top:3px;font-size:11px;color:#888;font-style:italic">'
        + text
        + "</div>{% endif %}"
        for name, text in sigs.items()
    )

    def item(v: str, d: int) -> str:
        return (
            f'<div class="sx-prisp" id="sx{{{{ {v}.comment.pk }}}}" style="border:1px solid #e0e0e0;margin:8px 0;padding:8px">'
            f'<p class="sx-hl" style="margin:0 0 4px;font-size:12px"><b class="sx-meno">{{{{ {v}.comment.name }}}}</b> · '
            f'<span class="sx-cas">{{{{ {v}.comment.submit_date|date:"l j. n. Y, H:i" }}}}</span></p>'
            f'<div class="sx-txt">{{{{ {v}.comment.comment|linebreaks }}}}</div>'
            + sig.replace("VAR", v)
            + '<p class="sx-akc" style="font-size:11px;margin:4px 0 0"><a href="#sx-form">Reagovať</a> · <a href="/nahlasit">Nahlásiť</a></p>'
        )

    def wrap(v: str, d: int) -> tuple[str, str]:
        return (
            '<p class="sx-viac"><a href="#" onclick="this.parentNode.nextElementSibling.style.display=\'block\';this.parentNode.remove();return false">'
            "Zobraziť odpovede ({{ "
            + v
            + '.children|length }})</a></p><div class="sx-odp" style="display:none;margin-left:30px">',
            "</div>",
        )

    tree = (
        '<div class="sx-diskusia" id="diskusia"><h2>Diskusia</h2>'
        + xtd_loops(item, "</div>", wrap)
        + login_prompt("sk", "sx")
        + "</div>"
    )
    st = story(
        "Obchvat mesta otvoria v lete, kamióny z centra zmiznú",
        "Katarína Šebová",
        "2012-03-15T06:30:00+01:00",
        "15. marca 2012",
        """
Severný obchvat mesta otvoria pre dopravu v júli, potvrdil v stredu investor. Kamióny tak prestanú jazdiť cez centrum a sídlisko Jakub.

Stavba meškala pre archeologický výskum aj pre spor o pozemky pri Hrone.

Mesto po otvorení obchvatu plánuje zakázať vjazd nákladných áut do centra.
""",
        section="Región",
    )
    case = make(
        "ad-xtd-sk-odpovede",
        "real_system",
        "dp",
        "sk-a",
        st,
        PartsK(),
        c,
        path="/ad/region/obchvat-mesta-otvoria-v-lete.html",
        container="div.sx-diskusia#diskusia: div.sx-prisp entries (p.sx-hl: b name · a weekday date 'štvrtok 15. 3. 2012, 10:14'; div.sx-txt text; a signature in div.sx-sig under two readers' texts; 'Reagovať · Nahlásiť'); a comment's replies in div.sx-odp (display:none) after a link 'Zobraziť odpovede (n)' that shows them; a login prompt below",
        heading="Diskusia",
        description="A Slovak regional daily of 2012: django-comments-xtd server-rendered with weekday dates, signatures under two readers' texts (the page's, from their profiles) and each comment's replies in the HTML but hidden behind 'Zobraziť odpovede (n)'; 7 comments (3 replies), 'Dobrá správa, konečne.'.",
        static=True,
        system="django-comments-xtd",
        check_steps=(),
    )
    return _django(case, "dp", "sk-a", st, PartsK(), tree)


def real_cases_ad() -> list[Case]:
    return [
        isso_it_delibera(),
        isso_uk_zmist(),
        waline_vi_thoitiet(),
        waline_pt_numeros(),
        xtd_en_tabs(),
        xtd_sk_odpovede(),
    ]
