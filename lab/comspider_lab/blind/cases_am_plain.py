"""Blind set AM: six plain article pages of today (truth zero): the article and the client-rendered furniture every
page of the set has ("recommended for you" and "most read" drawn from inline JSON, a share bar, an author box, a
newsletter box), and on each one more widget of today drawn by script: a video playlist (it), a reading-progress bar
and "key points" (tr), a one-question poll (pl), a follow-the-topics row (el), an audio player with chapters (vi), a
fetched "more from this section" rail (uk). Written for this set; every name, place and text invented."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_am_common import Case, Parts, Story, jsdata, make


def _case(
    cid: str,
    site: str,
    st: Story,
    parts: Parts,
    path: str,
    container: str,
    description: str,
    files: dict[str, str] | None = None,
) -> Case:
    return make(
        cid,
        "lookalike",
        site,
        st,
        parts,
        [],
        path=path,
        reveal="on_load",
        container=container,
        heading=None,
        description=description,
        files=files,
        check_steps=("wait:300",),
    )


def it_video() -> Case:
    vids = [
        ("Il sentiero prima dei lavori", "2:14"),
        ("Parla il sindaco", "3:40"),
        ("La frana vista dal drone", "1:05"),
    ]
    rail = (
        '<section class="np-video"><h2>Video</h2><ul id="vd-lista"></ul></section>'
        f'<script type="application/json" id="vd-json">{jsdata(json.dumps([{"t": t, "d": d} for t, d in vids], ensure_ascii=False))}</script>'
        "<script>JSON.parse(document.getElementById('vd-json').textContent).forEach(function (v) { var li = document.createElement('li');"
        " li.innerHTML = '<button type=\"button\">▶</button> '; li.append(v.t + ' (' + v.d + ')'); document.getElementById('vd-lista').append(li); });</script>"
    )
    st = Story(
        "Riapre il sentiero delle Cascate dopo la frana di primavera",
        "Chiara Bonetti",
        "2023-07-14T08:00:00+02:00",
        "14 luglio 2023",
        """
Il sentiero che porta alle cascate del Rio Freddo è di nuovo percorribile da sabato. Era chiuso da aprile, quando una frana aveva portato via un tratto di circa trenta metri.

Il Comune ha costruito una passerella in legno e messo in sicurezza il versante con reti metalliche. La spesa è stata di 180 mila euro, in parte coperta dalla Regione.

Gli escursionisti sono invitati a non uscire dal tracciato e a evitare il sentiero nei giorni di pioggia intensa.
""",
        section="Valle",
        bio="Scrive di montagna e ambiente.",
        recs=(
            "Rifugio Pian dei Larici, nuova gestione",
            "Orari estivi della funivia",
            "Sagra del mirtillo a Lovere",
        ),
    )
    return _case(
        "am-lp-it-sentiero",
        "it-valtorta",
        st,
        Parts(rail=rail),
        "/valle/sentiero-cascate-riapre",
        "np-story (custom element) with the article, share bar, author box; np-side: 'I più letti' and a video list drawn from JSON",
        "An Italian valley portal of 2023 built of custom elements: a trail reopened after a landslide; recommendations, 'most read' and a video playlist drawn by script; no reader comment.",
    )


def tr_progress() -> Case:
    inside = (
        '<aside class="c-kp1"><h2>Öne çıkanlar</h2><ul><li>Yeni pazar yeri 2025 sonunda açılacak</li><li>120 tezgâh ve kapalı otopark</li>'
        "<li>Eski pazar alanı park olacak</li></ul></aside>"
    )
    top = (
        '<div id="c-prg" style="position:fixed;top:0;left:0;height:3px;background:#b3261e;width:0;z-index:50"></div>'
        "<script>window.addEventListener('scroll', function () { var h = document.documentElement; document.getElementById('c-prg').style.width ="
        " (100 * h.scrollTop / Math.max(1, h.scrollHeight - h.clientHeight)) + '%'; });</script>"
    )
    st = Story(
        "Bozdağ'a kapalı pazar yeri geliyor",
        "Emre Yıldırım",
        "2024-10-02T10:00:00+03:00",
        "2 Ekim 2024",
        """
Bozdağ Belediyesi, Cuma pazarının taşınacağı kapalı pazar yerinin ihalesini tamamladı. 120 tezgâhlı yapının 2025 yılı sonunda açılması planlanıyor.

Yeni pazar yerinin altında 200 araçlık bir otopark da olacak. Eski pazar alanı ise çocuk oyun alanı ve yeşil alan olarak düzenlenecek.
""",
        section="Gündem",
        bio="Yerel yönetim muhabiri.",
        recs=(
            "Okullarda servis ücretleri belli oldu",
            "Kent meydanına yeni fıskiye",
            "Bozdağspor deplasmandan galip",
        ),
    )
    return _case(
        "am-lp-tr-pazar",
        "tr-bozdag",
        st,
        Parts(top=top, inside=inside),
        "/gundem/kapali-pazar-yeri",
        "main.c-g7r2k: article.c-a9x3f with a 'key points' box, share bar, author box; the reading-progress bar; rail 'En çok okunanlar' drawn from JSON",
        "A Turkish town news site of 2024 with hashed classes: a covered market; a reading-progress bar, a key-points box, recommendations and 'most read' drawn by script; no reader comment.",
    )


def pl_poll() -> Case:
    after = (
        '<section class="my-8 rounded-xl border p-5" id="ank"><h2 class="font-bold">Sonda</h2><p>Czy skorzystasz z nowej linii autobusowej?</p>'
        '<form id="ank-f"><label><input type="radio" name="o" value="t"> Tak, codziennie</label><br><label><input type="radio" name="o" value="c"> Czasami</label><br>'
        '<label><input type="radio" name="o" value="n"> Nie</label><br><button type="submit">Głosuj</button></form><p id="ank-w" hidden>Dziękujemy za głos.</p></section>'
        "<script>document.getElementById('ank-f').addEventListener('submit', function (e) { e.preventDefault(); this.hidden = true; document.getElementById('ank-w').hidden = false; });</script>"
    )
    st = Story(
        "Od września autobus połączy Rzecznicę z dworcem w Borowie",
        "Tomasz Nowicki",
        "2022-08-18T09:00:00+02:00",
        "18 sierpnia 2022",
        """
Od 1 września gminna linia autobusowa nr 3 połączy Rzecznicę z dworcem kolejowym w Borowie. Autobusy pojadą co godzinę od 5.30 do 21.30.

Bilet jednorazowy będzie kosztował 4 zł, miesięczny 90 zł. Uczniowie szkół z terenu gminy pojadą za darmo.
""",
        section="Gmina",
        bio="Dziennikarz, pisze o samorządzie.",
        recs=("Remont mostu na Rzecznej", "Dożynki gminne w Kopanicy", "Nowy plac zabaw przy szkole"),
    )
    return _case(
        "am-lp-pl-autobus",
        "pl-rzecznica",
        st,
        Parts(after=after),
        "/gmina/autobus-rzecznica-borow",
        "main: the article in utility classes, share bar, author box; section#ank a one-question poll; 'Najczęściej czytane' drawn from JSON",
        "A Polish municipal portal of 2022 in utility classes: a new bus line; a one-question poll, recommendations and 'most read' drawn by script; no reader comment.",
    )


def el_follow() -> Case:
    topics = ["Λίμνη", "Περιβάλλον", "Δήμος", "Αλιεία"]
    inside = (
        '<div class="np-follow"><b>Ακολουθήστε τα θέματα:</b> <span id="fl-ed"></span></div>'
        f'<script type="application/json" id="fl-json">{jsdata(json.dumps(topics, ensure_ascii=False))}</script>'
        "<script>JSON.parse(document.getElementById('fl-json').textContent).forEach(function (t) { var b = document.createElement('button');"
        " b.type = 'button'; b.textContent = '+ ' + t; b.addEventListener('click', function () { b.textContent = '✓ ' + t; }); document.getElementById('fl-ed').append(b, ' '); });</script>"
    )
    st = Story(
        "Καθαρισμός της όχθης της λίμνης από εθελοντές την Κυριακή",
        "Ελένη Παπαδοπούλου",
        "2021-05-20T10:00:00+03:00",
        "20 Μαΐου 2021",
        """
Περισσότεροι από εκατό εθελοντές θα καθαρίσουν την Κυριακή τη βόρεια όχθη της λίμνης, από το λιμανάκι μέχρι τους καλαμιώνες. Η δράση ξεκινά στις εννέα το πρωί.

Ο δήμος θα διαθέσει σάκους, γάντια και δύο φορτηγά για τη μεταφορά των απορριμμάτων. Οι αλιείς της περιοχής ζητούν εδώ και χρόνια να τοποθετηθούν κάδοι στην όχθη.
""",
        section="Τοπικά",
        bio="Δημοσιογράφος, γράφει για το περιβάλλον.",
        recs=("Νέα ωράρια στο ΚΕΠ", "Η γιορτή του ψαρά επιστρέφει", "Έργα στον δρόμο προς τα χωριά"),
    )
    return _case(
        "am-lp-el-limni",
        "el-limnos",
        st,
        Parts(inside=inside),
        "/topika/katharismos-limnis",
        "np-story with the article, a follow-the-topics row of buttons drawn from JSON, share bar, author box; np-side 'Τα πιο διαβασμένα'",
        "A Greek lakeside news site of 2021 built of custom elements: a volunteers' clean-up; follow buttons, recommendations and 'most read' drawn by script; no reader comment.",
    )


def vi_audio() -> Case:
    chapters = [("0:00", "Giới thiệu"), ("1:20", "Lịch thi công"), ("3:05", "Tuyến xe buýt thay thế")]
    inside = (
        '<div class="c-au7"><button type="button" id="au-play">▶ Nghe bài viết</button> <span>5:12</span><ol id="au-ch"></ol></div>'
        f'<script type="application/json" id="au-json">{jsdata(json.dumps(chapters, ensure_ascii=False))}</script>'
        "<script>JSON.parse(document.getElementById('au-json').textContent).forEach(function (c) { var li = document.createElement('li');"
        " li.textContent = c[0] + ' ' + c[1]; document.getElementById('au-ch').append(li); });</script>"
    )
    st = Story(
        "Cầu Bến Đình đóng cửa ba tháng để sửa chữa",
        "Nguyễn Thu Hà",
        "2025-03-10T07:00:00+07:00",
        "10/03/2025",
        """
Từ ngày 15/3, cầu Bến Đình sẽ đóng cửa hoàn toàn trong ba tháng để thay mặt cầu và gia cố trụ. Xe máy và ô tô được hướng dẫn đi vòng qua cầu Rạch Mới.

Thành phố bố trí thêm hai tuyến xe buýt miễn phí nối hai bờ sông trong thời gian thi công. Chủ đầu tư cam kết hoàn thành trước mùa mưa.
""",
        section="Thời sự",
        bio="Phóng viên mảng giao thông đô thị.",
        recs=("Chợ nổi mở cửa lại sau Tết", "Giá lúa tăng nhẹ", "Trường học mới ở phường 4"),
    )
    return _case(
        "am-lp-vi-cau",
        "vi-benthuy",
        st,
        Parts(inside=inside),
        "/thoi-su/cau-ben-dinh-dong-cua",
        "main.c-g7r2k: article with an audio player and its chapters drawn from JSON, share bar, author box; rail 'Đọc nhiều nhất'",
        "A Vietnamese river-town news site of 2025 with hashed classes: a bridge closed for repairs; an audio player with chapters, recommendations and 'most read' drawn by script; no reader comment.",
    )


def uk_fetch_rail() -> Case:
    more = [
        {"t": "У громаді відкрили новий фельдшерський пункт", "d": "12 червня"},
        {"t": "Фестиваль вареників знову на набережній", "d": "10 червня"},
        {"t": "Дорогу на Пилипівку відремонтують до осені", "d": "9 червня"},
    ]
    rail = (
        '<section class="rounded-xl bg-slate-50 p-5"><h2>Ще з розділу</h2><ul id="mr-ul"></ul></section>'
        "<script>fetch('/_rozdil/hromada.json').then(function (r) { return r.json(); }).then(function (d) { d.forEach(function (x) {"
        " var li = document.createElement('li'), a = document.createElement('a'); a.href = '#'; a.textContent = x.t; li.append(a, ' · ' + x.d);"
        " document.getElementById('mr-ul').append(li); }); });</script>"
    )
    st = Story(
        "Човнова переправа через Дністер запрацює з 1 липня",
        "Оксана Ковальчук",
        "2024-06-13T09:00:00+03:00",
        "13 червня 2024",
        """
З 1 липня між Старою Ушицею та Виноградним знову курсуватиме човнова переправа через Дністер. Човен робитиме вісім рейсів на день з 7:00 до 20:00.

Квиток коштуватиме 30 гривень, для школярів та пенсіонерів проїзд безкоштовний. Громада купила новий човен за кошти обласної програми.
""",
        section="Громада",
        bio="Журналістка, пише про життя громади.",
        recs=(
            "Ціни на ринку в червні",
            "Бібліотека запрошує на літні читання",
            "Футбольна команда громади вийшла у фінал",
        ),
    )
    return _case(
        "am-lp-uk-perepava",
        "uk-dnistrove",
        st,
        Parts(rail=rail),
        "/hromada/chovnova-perepava-dnister",
        "main: the article in utility classes, share bar, author box; the rail's 'Ще з розділу' fetched as JSON after load",
        "A Ukrainian community site of 2024 in utility classes: a river boat crossing; a 'more from this section' rail fetched as JSON, recommendations and 'most read' drawn by script; no reader comment.",
        files={"/_rozdil/hromada.json": json.dumps(more, ensure_ascii=False) + "\n"},
    )


def plain_am() -> list[Case]:
    return [it_video(), tr_progress(), pl_poll(), el_follow(), vi_audio(), uk_fetch_rail()]
