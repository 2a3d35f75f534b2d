"""Blind set BO: three discussions kept by the harness's real comment systems in copies of articles: Isso loaded by
a button on a partner site's copy of a lake paper's story (it), Isso in a closed ``<details>`` of a reader-mode
edition, loaded when it opens (sv), Waline mounted by a button on a partner site's syndicated copy (vi). Written for
this set; every name, place and text invented. Isso and Waline keep replies one level deep: every reply here answers
a top-level comment."""

from __future__ import annotations

from comspider_lab.blind.cases_bo_common import Case, Line, Seed, case, talk
from comspider_lab.blind.content_bo import SITES_BO
from comspider_lab.blind.layout_bo import PartsBO, StoryBO, mirror, reader
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed


def bare(cs: list[Line]) -> list[Seed]:
    return [Seed(c.who, c.body, c.up, "") for c in cs]


def it_isso_mirror() -> Case:
    cs = talk("""
Graziella ~ . ~ . ~ . ~ Con il nuovo orario l'ultima corsa parte alle 19.10. Chi lavora in città fino alle sette come fa a tornare?
Mauro P. ~ . ~ 0 ~ . ~ Prende il treno fino a Sassella e poi l'autobus. Un'ora in più, ma si arriva.
Eco del Lago ~ . ~ 0 ~ . ~ Graziella, la Navigazione ci ha detto che da giugno tornerà la corsa delle 20.30. Aggiorneremo l'articolo.
Pietro Zanin ~ . ~ . ~ . ~ Il battello è l'unica cosa che funziona davvero qui. Invece di tagliare corse, che mettano più posti per le biciclette.
Elisa ~ . ~ 3 ~ . ~ Sì! D'estate ogni domenica lasciano a terra metà dei ciclisti.
Tiziana Cortesi ~ . ~ . ~ . ~ Bell'articolo, ma la foto è di Varenna Alta, non di Riva Bassa.
Eco del Lago ~ . ~ 5 ~ . ~ Ha ragione, Tiziana, abbiamo sbagliato didascalia. Grazie e scusate.
""")
    site = SITES_BO["it-rete"]
    block = (
        '<div class="rv-dal-lago"><p class="rv-nota">I commenti dei lettori sono quelli pubblicati sotto l\'articolo originale.</p>'
        f'<button type="button" id="rv-mostra" class="rv-btn">Mostra i {len(cs)} commenti dei lettori</button>'
        '<div id="rv-commenti" hidden><h3>Dicono i lettori</h3>'
        + isso_embed(
            "it", load="later", extra='data-isso-max-comments-top="inf" data-isso-max-comments-nested="inf"'
        )
        + "</div></div><script>document.getElementById('rv-mostra').addEventListener('click',function(){"
        "document.getElementById('rv-commenti').hidden=false;this.remove();loadIsso();});</script>"
    )
    css = ".rv-btn{background:#2e7d32;color:#fff;border:0;padding:8px 16px;cursor:pointer}.rv-nota{font-size:13px;color:#666}"
    st = StoryBO(
        "Battelli, il nuovo orario taglia le corse serali",
        "Redazione Eco del Lago",
        "2021-03-01T12:00:00+01:00",
        "1 marzo 2021",
        """
Da lunedì entra in vigore il nuovo orario dei battelli sul lago. Le corse serali tra Riva Bassa e Sassella si fermano alle 19.10; la corsa delle 20.30 è sospesa fino a nuovo avviso.

La Navigazione spiega il taglio con il calo di passeggeri nei mesi invernali. I sindaci dei paesi della sponda est hanno chiesto un incontro per ripristinare almeno una corsa serale.
""",
    )
    w = {
        "origin": "Articolo pubblicato su concessione di",
        "most": "I più letti su Rete Valli",
        "more": "Altre notizie dalle valli",
        "rights": "Articoli in collaborazione con i giornali locali",
        "most_rows": "Frana sulla provinciale~6.210 letture;Il rifugio cambia gestore~4.884 letture;Sagra della castagna~3.002 letture",
        "more_rows": "Nuovo asilo a Piandivalle~;Pista ciclabile del lago~;Il coro compie 50 anni~",
    }
    page = mirror(
        site,
        st,
        PartsBO(after=block, css=css),
        w,
        "Eco del Lago",
        "http://ecodellago.example/lago/battelli-nuovo-orario",
    )
    return case(
        "bo-it-isso-copia",
        "discussion",
        "it-rete",
        page,
        bare(cs),
        path="/notizie/lago/battelli-nuovo-orario",
        system="isso",
        reveal="button: 'Mostra i 7 commenti dei lettori' shows a hidden block and loads Isso's client into it",
        container="div.rv-dal-lago > div#rv-commenti[hidden]: h3 'Dicono i lettori', Isso's section#isso-thread",
        heading="Dicono i lettori",
        description="An Italian valley portal's copy (2021) of a lake paper's story, with the partner's most-read list "
        f"and a box naming the original: Isso with {len(cs)} readers' comments (the original's newsroom answering "
        "twice), loaded only when the button is clicked.",
        check_steps=("click:#rv-mostra", "wait:3000"),
    )


def sv_isso_details() -> Case:
    cs = talk("""
Birgitta Holm ~ . ~ . ~ . ~ Postbåten är vår enda förbindelse på vintern. Utan den får vi åka med egen båt över fjärden i mörker.
Lasse på Gräskär ~ . ~ 0 ~ . ~ Och isen lägger sig ju inte längre som förr, så det går inte att gå över heller.
Olof Strand ~ . ~ . ~ . ~ Tre turer i veckan i stället för fem, det märks redan. Medicinerna kom en dag sent förra veckan.
Skärgårdsbladet ~ . ~ 2 ~ . ~ Olof, regionen säger att läkemedel ska prioriteras. Hör gärna av dig till redaktionen om det händer igen.
Annika ~ . ~ . ~ . ~ Kan inte kommunen och regionen dela på kostnaden? Det är ju inte så mycket pengar i det stora hela.
Birgitta Holm ~ . ~ 4 ~ . ~ Det var precis det förslaget som röstades ned i juni.
""")
    site = SITES_BO["sv-skar"]
    block = (
        f'<details class="ll-samtal" id="ll-samtal"><summary>Kommentarer ({len(cs)})</summary>'
        + isso_embed(
            "sv", load="later", extra='data-isso-max-comments-top="inf" data-isso-max-comments-nested="inf"'
        )
        + "</details><script>document.getElementById('ll-samtal').addEventListener('toggle',function(){if(this.open)loadIsso();});</script>"
    )
    css = ".ll-samtal{margin-top:26px;border-top:1px solid #bbb;padding-top:8px;font:15px Arial,sans-serif}.ll-samtal summary{cursor:pointer;font-weight:bold}"
    st = StoryBO(
        "Postbåten går bara tre dagar i veckan i vinter",
        "Kerstin Vall",
        "2022-08-15T07:00:00+02:00",
        "15 augusti 2022",
        """
Från oktober går postbåten till de yttre öarna bara måndag, onsdag och fredag. Regionen har sagt upp avtalet om turer på tisdagar och torsdagar för att spara pengar.

För de ungefär sextio åretruntboende på Gräskär, Lillö och Stensholmen är båten den enda förbindelsen när isen inte bär. Kommunen har föreslagit att dela på kostnaden, men förslaget föll i regionfullmäktige i juni.
""",
    )
    page = reader(
        site,
        st,
        PartsBO(after=block, css=css),
        {"mode": "Läsläge", "minutes": "Lästid 2 min", "full": "Visa hela sidan"},
        "/oarna/postbaten-tre-dagar",
    )
    return case(
        "bo-sv-isso-laslage",
        "discussion",
        "sv-skar",
        page,
        bare(cs),
        path="/laslage/oarna/postbaten-tre-dagar",
        system="isso",
        reveal="details: a closed <details> 'Kommentarer (6)' at the foot of the reader-mode page loads Isso when it opens",
        container="details#ll-samtal.ll-samtal: summary 'Kommentarer (6)', Isso's section#isso-thread",
        heading=None,
        description="A Swedish archipelago paper's reader-mode edition of 2022 ('Läsläge', reading time, a link back to "
        f"the full page): Isso with {len(cs)} comments in a closed details element, loaded on opening; the paper "
        "answers once.",
        check_steps=("click:#ll-samtal summary", "wait:3000"),
    )


def vi_waline_syndicated() -> Case:
    cs = talk("""
Nguyễn Thị Hoa ~ . ~ . ~ . ~ Chợ đêm mở lại là vui rồi, nhưng xin đừng để xe máy chạy vào giữa các gian hàng như năm ngoái.
Trần Minh ~ . ~ 0 ~ . ~ Đúng vậy, tối thứ bảy đi bộ mà phải né xe liên tục.
Lê Văn Tâm ~ . ~ . ~ . ~ Phí thuê gian hàng 1,2 triệu một tháng là quá cao với người bán rong như tôi.
Báo Sông Lam Mới ~ . ~ 2 ~ . ~ Chào anh Tâm, ban quản lý cho biết hộ khó khăn có thể đăng ký giảm 50% phí tại phường. Chúng tôi sẽ đăng hướng dẫn cụ thể.
Phạm Thu ~ . ~ . ~ . ~ Nhớ chợ đêm hồi trước có ông cụ bán chè đậu đen ở đầu cầu. Không biết ông còn bán không.
Lê Văn Tâm ~ . ~ 4 ~ . ~ Ông Bảy vẫn bán đó chị, giờ con gái ông phụ.
Hoàng Nam ~ . ~ . ~ . ~ Mong có thêm thùng rác và nhà vệ sinh công cộng.
""")
    site = SITES_BO["vi-lienket"]
    path = "/dia-phuong/cho-dem-ben-song-mo-lai"
    block = (
        '<div class="tl-goc"><p class="tl-ghichu">Bình luận dưới đây được đồng bộ từ bài gốc trên Báo Sông Lam Mới.</p>'
        f'<button type="button" id="tl-xem" class="tl-nut">Xem bình luận từ bài gốc ({len(cs)})</button>'
        '<div id="tl-khung"></div></div>'
        + WALINE_CSS
        + waline_embed("'#tl-khung'", path, "vi-VN")
        + "<script>document.getElementById('tl-xem').addEventListener('click',function(){this.remove();mountWaline();});</script>"
    )
    css = ".tl-nut{background:#c62828;color:#fff;border:0;padding:8px 16px;cursor:pointer}.tl-ghichu{font-size:13px;color:#666}"
    st = StoryBO(
        "Chợ đêm bến sông mở lại sau hai năm",
        "Theo Báo Sông Lam Mới",
        "2023-04-09T19:00:00+07:00",
        "09/04/2023 19:00",
        """
Tối thứ bảy vừa qua, chợ đêm bến sông chính thức mở lại sau hai năm tạm dừng. Hơn 120 gian hàng ẩm thực, đồ thủ công và quần áo kéo dài từ đầu cầu đến bến đò cũ.

Ban quản lý chợ cho biết xe máy sẽ bị cấm vào khu vực chợ từ 18 giờ. Phí thuê gian hàng là 1,2 triệu đồng mỗi tháng, hộ khó khăn được xem xét giảm phí.
""",
    )
    w = {
        "origin": "Bài viết được đăng lại từ",
        "most": "Đọc nhiều trên Tin Liên Kết",
        "more": "Tin địa phương khác",
        "rights": "Tin tổng hợp từ các báo đối tác",
        "most_rows": "Giá xăng giảm từ chiều nay~18.402 lượt xem;Lịch cắt điện cuối tuần~11.230 lượt xem;Đường ven sông thông xe~7.994 lượt xem",
        "more_rows": "Lễ hội đua thuyền~;Trường mới ở xã Bình An~;Mùa cá cơm~",
    }
    page = mirror(
        site,
        st,
        PartsBO(after=block, css=css),
        w,
        "Báo Sông Lam Mới",
        "http://baosonglammoi.example/doi-song/cho-dem-mo-lai",
    )
    return case(
        "bo-vi-waline-dang-lai",
        "discussion",
        "vi-lienket",
        page,
        bare(cs),
        path=path,
        system="waline",
        reveal="button: 'Xem bình luận từ bài gốc (7)' mounts Waline's client",
        container="div.tl-goc > div#tl-khung (Waline's client, its vi-VN interface)",
        heading=None,
        description="A Vietnamese aggregator's syndicated copy (2023) of a partner paper's story, with its most-read "
        f"list with counts and a box naming the original: Waline with {len(cs)} comments (the original paper "
        "answering once), mounted only when the button is clicked.",
        check_steps=("click:#tl-xem", "wait:3000"),
    )


def real_bo() -> list[Case]:
    return [it_isso_mirror(), sv_isso_details(), vi_waline_syndicated()]
