"""Blind set BJ: four plain article pages without any reader comment, with today's furniture (a live ticker, a paywall
teaser, "picked for you" cards, a newsletter sign-up): comments closed (vi), "0 kommenttia" over an empty form (fi), a
comment button that opens an empty drawer (cs), nothing at all (en). Every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_bj_common import Case, Parts, Story, make


def vi_closed() -> Case:
    inside = (
        '<div class="tl-box"><h3>Những con số chính</h3><ul><li>12 km đê bao được gia cố</li><li>3.400 hộ dân hưởng lợi</li>'
        "<li>Kinh phí: 86 tỷ đồng</li></ul></div>"
        '<p class="tl-dong">Chức năng bình luận đã đóng đối với bài viết này.</p>'
    )
    st = Story(
        "Cẩm Lộ hoàn thành gia cố 12 km đê bao trước mùa lũ",
        "Nguyễn Thị Thu Hà",
        "2024-08-28T07:30:00+07:00",
        "28/08/2024 07:30",
        """
Huyện Cẩm Lộ vừa hoàn thành gia cố 12 km đê bao dọc sông Hiếu, sớm hơn kế hoạch một tháng. Công trình bảo vệ hơn 3.400 hộ dân ở ba xã ven sông.

Tổng kinh phí 86 tỷ đồng, trong đó ngân sách tỉnh hỗ trợ hơn một nửa. Huyện cũng lắp thêm sáu trạm đo mực nước tự động để cảnh báo sớm cho người dân.

Theo Ban chỉ huy phòng chống thiên tai huyện, các xã đã chuẩn bị phương án sơ tán cho khoảng 500 hộ ở vùng trũng.
""",
        lead="Công trình hoàn thành sớm một tháng, bảo vệ hơn 3.400 hộ dân ven sông Hiếu.",
        section="Thời sự",
        recs=(
            "Giá tiêu tăng mạnh đầu mùa",
            "Trường mới ở xã Cam Thành khánh thành",
            "Giải bóng chuyền nông dân toàn huyện",
        ),
    )
    return make(
        "bj-vi-plain-closed",
        "lookalike",
        "vi-camlo",
        st,
        Parts(
            inside=inside,
            css=".tl-box{background:#eef3f8;padding:14px 18px;border-radius:8px}.tl-dong{color:#888;font-style:italic}",
        ),
        [],
        path="/thoi-su/de-bao-song-hieu",
        static=True,
        reveal="on load",
        container="(none: 'Chức năng bình luận đã đóng' under a key-figures box)",
        heading=None,
        description="A Vietnamese district portal of 2024 without any reader comment: comments closed ('Chức năng bình luận đã đóng đối với bài viết này.'), a key-figures box, a live ticker, a paywall teaser, 'picked for you' cards, a newsletter band.",
    )


def fi_zero() -> Case:
    after = (
        '<section class="kk-pohja"><h2>0 kommenttia</h2><p>Ole ensimmäinen, joka kommentoi juttua.</p>'
        '<form action="/kirjoita" method="post"><label>Nimimerkki <input name="nimi"></label>'
        '<textarea name="teksti" rows="4" placeholder="Kirjoita asiallisesti"></textarea><button type="submit">Lähetä</button></form></section>'
    )
    st = Story(
        "Järvelän uimaranta saa esteettömän laiturin",
        "Sari Huttunen",
        "2025-06-04T10:00:00+03:00",
        "4.6.2025 klo 10.00",
        """
Järvelän Kirkkorannan uimarannalle rakennetaan kesäkuun aikana esteetön laituri, jolta pääsee veteen myös pyörätuolilla. Laiturissa on nostolaite ja kaiteelliset portaat.

Hanke maksaa noin 48 000 euroa, josta puolet tulee kyläyhdistyksen keräämistä lahjoituksista. Laituri on tarkoitus ottaa käyttöön juhannukseen mennessä.
""",
        section="Kylät",
        recs=("Kyläkauppa jatkaa syksyyn", "Pyörätie Ahonkylään valmis", "Järvelän Kisa voitti kotiottelun"),
    )
    return make(
        "bj-fi-plain-zero",
        "lookalike",
        "fi-jarvela",
        st,
        Parts(after=after),
        [],
        path="/kylat/kirkkoranta-esteeton-laituri",
        static=True,
        reveal="on load",
        container="section.kk-pohja: h2 '0 kommenttia', an empty form",
        heading="0 kommenttia",
        description="A Finnish village web paper of 2025 without any reader comment: '0 kommenttia' over an empty form, a live strip, a paywall box, 'picked for you' links, a newsletter form in the left column.",
    )


def cs_empty_drawer() -> Case:
    byline = ' · <button type="button" id="bz-otevrit" class="bz-btn">💬 Diskuse (0)</button>'
    end = (
        '<aside class="bz-suplik" id="bz-suplik" aria-hidden="true"><div class="bz-hlava"><h2>Diskuse</h2>'
        '<button type="button" id="bz-zavrit">Zavřít</button></div><div id="bz-obsah"></div></aside>'
        "<script>(function () { var s = document.getElementById('bz-suplik');"
        " document.getElementById('bz-otevrit').addEventListener('click', function () { s.classList.add('bz-on'); s.setAttribute('aria-hidden', 'false');"
        " var o = document.getElementById('bz-obsah'); if (!o.childNodes.length) { fetch('/api/diskuse/hrad-brezina.json').then(function (r) { return r.json(); })"
        ".then(function (j) { var p = document.createElement('p'); p.textContent = j.items.length ? '' : 'Zatím tu nejsou žádné příspěvky. Buďte první.'; o.append(p); }); } });"
        " document.getElementById('bz-zavrit').addEventListener('click', function () { s.classList.remove('bz-on'); }); })();</script>"
    )
    css = (
        ".bz-btn{background:none;border:1px solid #fff;color:#fff;border-radius:14px;padding:2px 10px;cursor:pointer}"
        ".bz-suplik{position:fixed;top:0;right:0;bottom:0;width:400px;background:#fff;transform:translateX(105%);z-index:50;padding:18px;box-shadow:-6px 0 24px #0003}"
        ".bz-suplik.bz-on{transform:none}.bz-hlava{display:flex;justify-content:space-between}"
    )
    st = Story(
        "Hrad Březina otevře po opravě i severní věž",
        "Lenka Dvořáková",
        "2023-04-26T09:00:00+02:00",
        "26. dubna 2023",
        """
Hrad Březina zahájí sezonu v sobotu a návštěvníci se poprvé po dvaceti letech dostanou i do severní věže. Její oprava trvala tři roky a stála 22 milionů korun.

Ve věži je nová expozice o středověkém vaření a vyhlídka na údolí Jizerky. Vstupné zůstává stejné jako loni, děti do šesti let mají vstup zdarma.
""",
        lead="Po třech letech oprav se návštěvníci dostanou i na vyhlídku nad Jizerkou.",
        section="Město",
        quote="Poprvé po dvaceti letech je věž zase otevřená.",
        recs=(
            "Koupaliště otevře už v květnu",
            "Nová cyklostezka k přehradě",
            "Hokejisté Březiny slaví postup",
        ),
    )
    return make(
        "bj-cs-plain-empty-drawer",
        "lookalike",
        "cs-brezina",
        st,
        Parts(byline=byline, end=end, css=css),
        [],
        path="/mesto/hrad-brezina-severni-vez",
        reveal="button '💬 Diskuse (0)' in the byline opens a side drawer that fetches an empty list and says so",
        container="aside.bz-suplik: h2 'Diskuse', 'Zatím tu nejsou žádné příspěvky. Buďte první.'",
        heading="Diskuse",
        description="A Czech town magazine of 2023 without any reader comment: a byline button '💬 Diskuse (0)' opening a side drawer that fetches an empty list; a pull quote, a paywall box, a live box, 'picked for you' cards, a newsletter card.",
        files={"/api/diskuse/hrad-brezina.json": '{"items": [], "next": null}\n'},
        check_steps=("click:#bz-otevrit", "wait:500"),
    )


def en_nothing() -> Case:
    inside = (
        '<aside class="mg-facts"><h3>In numbers</h3><dl><dt>Length</dt><dd>14 miles of restored drystone wall</dd>'
        "<dt>Volunteers</dt><dd>212 over three summers</dd><dt>Oldest stretch</dt><dd>about 1790</dd></dl></aside>"
    )
    st = Story(
        "The volunteers rebuilding the moor's forgotten walls, stone by stone",
        "Isobel Harker",
        "2024-09-15T06:00:00+01:00",
        "15 September 2024",
        """
Above the village of Skelder Cross, the drystone walls that once marked out the common grazing had been slumping into the heather for half a century. Three summers ago, a retired schoolteacher and a sheep farmer decided to do something about it.

Since then, 212 volunteers have put back fourteen miles of wall, using only the stone that had fallen. The oldest stretch, near the packhorse bridge, is thought to date from about 1790.

The work is slow: a good day is four yards for a pair of wallers. But the curlews have come back to the rebuilt enclosures, and the farmers say the sheep are easier to gather.
""",
        lead="Fourteen miles, three summers and not one new stone.",
        section="Moors",
        quote="A good day is four yards.",
        recs=("The last bus to Hobb's End", "A bakery that opens at 4am", "Why the curlews came back"),
    )
    return make(
        "bj-en-plain-nothing",
        "lookalike",
        "en-moorgate",
        st,
        Parts(
            inside=inside,
            css=".mg-facts{background:#efe7da;padding:16px;font:15px Helvetica,Arial,sans-serif}",
        ),
        [],
        path="/moors/volunteers-rebuilding-walls",
        static=True,
        reveal="on load",
        container="(none)",
        heading=None,
        description="An English magazine feature of 2024 without any comment section at all: an 'In numbers' box, a pull quote, a paywall box, a live box, 'picked for you' cards, a newsletter card, a trending list.",
    )


def plain_bj() -> list[Case]:
    return [vi_closed(), fi_zero(), cs_empty_drawer(), en_nothing()]
