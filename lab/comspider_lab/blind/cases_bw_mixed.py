"""Blind set BW: two real discussions beside a list of a kind no earlier set listed: a Japanese port town's paper on a
disaster drill, with the drill's safety messages left on a message board (name, time, place, message) inside the
article, and 6 readers' comments with the text before the name and replies nested (ja); a Malaysian east-coast paper
on the sighting of the new moon of Syawal, with the observers' reports from each sighting station (station, officer,
time, report), and 8 readers' comments nested in lists (ms). Every name, place and text invented for this set; each
comment and entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bw_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    draw,
    esc,
    links,
    ptext,
    rows,
    seeds,
    talk,
)


def ja_dengonban() -> Case:
    ns = talk("""
港北町の主婦 @ 2012年9月2日 10:15 :: 伝言板の訓練があるとは知りませんでした。本当の災害のときに使い方がわからないと困るので、週末に家族でやってみます。
  みなと日報 編集部 @ 2012年9月2日 11:40 [staff] :: ご覧いただきありがとうございます。伝言の登録は171番に電話するか、携帯電話各社のサイトからできます。毎月1日と15日は体験利用ができます。
元消防団員 @ 2012年9月2日 13:02 :: 訓練の参加者が年々減っているのが心配です。若い人にもぜひ来てほしい。
  高校二年生 @ 2012年9月2日 18:47 :: 学校として参加しました。担架で人を運ぶのが思ったより重くてびっくりしました。
    元消防団員 @ 2012年9月2日 20:10 :: 若い人の参加、頼もしいです。ありがとう。
山手のじいじ @ 2012年9月3日 7:31 :: 津波避難ビルの表示をもっと大きくしてほしい。夜だと遠くから見えません。
""")
    board = rows("""
佐藤 和子 | 9月1日 10:12 | 港北町 | 家族全員無事です。港北小学校の体育館に避難しています。
田中 健一 | 9月1日 10:20 | 山手二丁目 | 自宅は大丈夫です。母を迎えに行ってから公民館へ向かいます。
鈴木 美穂 | 9月1日 10:31 | 浜通り | 子どもたちと一緒に津波避難ビル（市民会館）にいます。心配しないでね。
高橋 正 | 9月1日 10:45 | 漁港 | 船は沖に出しました。私は無事です。夕方にまた連絡します。
伊藤 さくら | 9月1日 11:02 | 駅前 | 電車が止まっているので今夜は会社に泊まります。みんな気をつけて。
""")
    board_html = (
        '<div class="dg-ban"><h3>訓練で登録された伝言（抜粋・本人の了承済み）</h3><ul class="dg-list">'
        + "".join(
            f'<li><span class="dg-name">{esc(n)}</span> <span class="dg-time">{esc(t)}</span> <span class="dg-area">［{esc(a)}］</span>'
            f'<p class="dg-msg">{esc(m)}</p></li>'
            for n, t, a, m in board
        )
        + "</ul></div>"
    )

    def item(i: int, n: Note, replies: str) -> str:
        staff = ' <span class="km-hen">編集部</span>' if n.tag("staff") else ""
        return (
            f'<div class="kome" id="kome{230 + i}"><div class="kome-txt">{ptext(n.body)}</div>'
            f'<div class="kome-ft">投稿者：<span class="kome-na">{esc(n.who)}</span>{staff} ｜ {esc(n.at)} ｜ <a href="#kome-form">返信</a> ｜ <a href="/report">通報</a></div>'
            f"{replies}</div>"
        )

    thread = draw(ns, item, lambda inner, i: f'<div class="kome-res">{inner}</div>')
    block = (
        '<div id="komento" class="kome-area"><h2>読者のコメント（'
        + str(len(ns))
        + "件）</h2>"
        + thread
        + '<div id="kome-form" class="kome-form"><p>コメントを書く（承認後に表示されます）</p><form action="/kome" method="post">お名前 <input type="text" name="n" /><br /><textarea name="t" rows="4" cols="60"></textarea><br /><input type="submit" value="送信" /></form></div></div>'
    )
    side = (
        box(
            "ja-minato",
            "よく読まれている記事",
            links(
                (
                    "港まつり、今年は花火3千発",
                    "市営バス、10月から路線再編",
                    "サンマ初水揚げ、昨年より高値",
                    "市立病院に新しい救急外来",
                ),
                "/news/",
                "ol",
                ("（8,204）", "（6,113）", "（5,870）", "（3,902）"),
            ),
        )
        + box(
            "ja-minato",
            "防災情報",
            "<p>津波避難ビル一覧 · 避難所マップ · 防災無線の内容を電話で確認（0120-000-171）</p>",
        )
        + box("ja-minato", "きょうの天気", "<p>晴れのち曇り　最高29℃／最低22℃　降水確率20％</p>")
        + box("ja-minato", "潮見表", "<p>満潮 5:42 / 18:10　干潮 11:58 / 23:47</p>")
        + box(
            "ja-minato",
            "おくやみ",
            "<p>本日のおくやみ情報は<a href='/okuyami/'>こちら</a></p>",
        )
    )
    style = (
        ".dg-ban{border:1px solid #9bc;background:#f3f8fb;padding:6px 10px;margin:12px 0}.dg-ban h3{margin:0 0 4px;font-size:14px;color:#0d5fa8}.dg-list{list-style:none;margin:0;padding:0}"
        ".dg-list li{border-bottom:1px dashed #cde;padding:4px 0}.dg-name{font-weight:bold}.dg-time,.dg-area{color:#888;font-size:12px}.dg-msg{margin:2px 0 0 1em;font-size:14px}"
        ".kome-area{margin-top:20px}.kome-area h2{font-size:16px;border-left:5px solid #0d5fa8;padding-left:6px}.kome{border-bottom:1px solid #e6e6e6;padding:6px 0}"
        ".kome-txt p{margin:2px 0}.kome-ft{font-size:12px;color:#999;text-align:right}.kome-na{color:#0d5fa8}.km-hen{background:#0d5fa8;color:#fff;font-size:11px;padding:0 3px}"
        ".kome-res{margin-left:2.5em;border-left:2px solid #dde}.kome-form{background:#f6f6f6;padding:6px;margin-top:8px;font-size:13px}"
    )
    piece = Piece(
        "防災の日、市内一斉に避難訓練　伝言板の使い方も確認",
        "みなと日報　社会部",
        "2012-09-01T17:30:00+09:00",
        "2012年9月1日 17時30分",
        """
防災の日の1日、市内全域で一斉避難訓練が行われ、約1万2千人が参加した。午前10時に震度6強の地震と大津波警報を想定した防災無線が流れると、住民らは指定の避難所や津波避難ビルに向かった。

今年は初めて、災害用伝言板を使った安否確認の訓練も実施。参加者は携帯電話から自分の無事と居場所を登録し、家族がそれを確認する手順を体験した。

市防災課は「いざという時に慌てないよう、家族で連絡方法を決めておいてほしい」と話している。
""",
        dek="約1万2千人が参加、初めて災害用伝言板の訓練も",
        section="地域",
        tags=("防災", "避難訓練", "伝言板"),
        caption="津波避難ビルに向かう住民（1日、浜通り）",
    )
    return case(
        "bw-ja-dengonban-mx",
        "mixed",
        "ja-minato",
        piece,
        Bits(inside=board_html, after=block, side=side, style=style, strip="平成24年9月1日（土）"),
        seeds(ns, keep_when=False),
        path="/news/2012/09/01/bousai-kunren",
        reveal="on_load",
        container="div#komento.kome-area: div.kome (text first, then '投稿者：NAME ｜ date ｜ 返信'), replies in a div.kome-res inside the parent",
        heading="読者のコメント（6件）",
        description="A Japanese port town's paper of 2012: an article on a disaster drill holding the drill's safety messages left on a message board (5 entries: name, time, area, a first-person message), and under it 6 readers' comments with the text before '投稿者：NAME ｜ date ｜ 返信 ｜ 通報', 3 replies nested, 3 levels, one by the newsroom ('編集部'). The right column's most read with counts, disaster information, weather, tide table and obituaries link.",
        static=True,
        lookalikes=("safety messages left on a disaster message board",),
    )


def ms_anakbulan() -> Case:
    ns = talk("""
Pak Mat Kuala Terengganu @ 3 jam lalu [like=24] :: Alhamdulillah, esok raya! Selamat Hari Raya Aidilfitri, maaf zahir dan batin kepada semua pembaca.
  Kak Long @ 3 jam lalu [like=9] :: Sama-sama Pak Mat. Rendang dah siap, ketupat tengah rebus lagi.
Hafiz @ 2 jam lalu [like=5] :: Kenapa di Teluk Kalong tak nampak tapi tetap raya esok? Bukan kena nampak di semua tempat ke?
  Ustaz Rahim @ 2 jam lalu [like=31] :: Memadai jika anak bulan kelihatan di satu tempat cerapan yang sah, kerana keputusan dibuat untuk seluruh negara dan diumumkan oleh Penyimpan Mohor Besar Raja-Raja.
    Hafiz @ 1 jam lalu [like=3] :: Terima kasih ustaz, baru saya faham.
Anak Perantau @ 1 jam lalu [like=12] :: Tahun ini tak dapat balik kampung, kerja di Johor. Sedih dengar takbir dari jauh.
  Pak Mat Kuala Terengganu @ 45 minit lalu [like=15] :: Sabar nak, raya sebulan. Balik hujung minggu nanti pun masih raya.
Nurul Ain @ 20 minit lalu [like=7] :: Hati-hati memandu semasa balik kampung. Jalan ke Kuala Berang sesak sejak petang tadi.
""")
    reports = rows("""
Kompleks Falak Bukit Geliga | Ustaz Mohd Nasir Ismail, pegawai falak | 7:28 malam | Langit cerah di ufuk barat. Anak bulan kelihatan dengan teleskop selama kira-kira dua minit.
Pantai Teluk Kalong | Hj. Azman Ghani, pegawai agama daerah | 7:31 malam | Awan tebal menutupi ufuk barat. Anak bulan tidak kelihatan.
Menara Cerapan Tok Jembal | Ustazah Siti Rohani Yusoff | 7:27 malam | Anak bulan kelihatan dengan mata kasar, rendah di atas laut, disahkan oleh dua saksi.
Bukit Pelindung | Encik Faizal Yusof, juruteknik cerapan | 7:35 malam | Hujan renyai-renyai sejak petang. Cerapan tidak dapat dijalankan.
""")
    rep_html = (
        '<div class="cb-lapor"><h3>Laporan cerapan anak bulan Syawal 1436H</h3>'
        + "".join(
            f'<div class="cb-stesen"><b class="cb-tempat">{esc(s)}</b><div class="cb-pegawai">{esc(o)} · <span>{esc(t)}</span></div>'
            f"<p>{esc(r)}</p></div>"
            for s, o, t, r in reports
        )
        + "</div>"
    )

    def item(i: int, n: Note, replies: str) -> str:
        return (
            f'<li class="ul-item" id="ulasan-{9120 + i}"><img src="/_avatar/ms-{i}.svg" alt="" width="32" height="32" class="ul-av" />'
            f'<div class="ul-isi"><cite class="ul-nama">{esc(n.who)}</cite> <span class="ul-kata">berkata</span> <span class="ul-masa">{esc(n.at)}</span>'
            f'{ptext(n.body, "ul-teks")}<div class="ul-aksi"><a href="#balas" class="ul-balas">Balas</a> · <a href="#" class="ul-suka">Suka ({n.tag("like")})</a></div></div>'
            f"{replies}</li>"
        )

    thread = draw(ns, item, lambda inner, i: f'<ul class="ul-anak">{inner}</ul>')
    block = (
        '<div class="ulasan-kotak"><h3>' + str(len(ns)) + ' Ulasan</h3><ul class="ulasan">' + thread + "</ul>"
        '<div id="balas" class="ul-borang"><b>Tinggalkan ulasan</b><form action="/ulasan" method="post">Nama <input type="text" name="nama" /> E-mel <input type="text" name="emel" /><br />'
        '<textarea name="ulasan" rows="4" cols="60"></textarea><br /><input type="submit" value="Hantar ulasan" /></form></div></div>'
    )
    side = (
        box(
            "ms-pantai",
            "Paling popular",
            links(
                (
                    "Jualan pasar Ramadan Kuala Terengganu capai rekod",
                    "Lebuh raya Pantai Timur sesak 20 km",
                    "Harga ayam naik menjelang raya",
                    "Pasukan Penyu tewas di Kuantan",
                ),
                "/berita/",
                "ol",
                ("(14,022 bacaan)", "(11,870 bacaan)", "(8,401 bacaan)", "(5,203 bacaan)"),
            ),
        )
        + box(
            "ms-pantai",
            "Waktu solat Kuala Terengganu",
            "<p>Subuh 5:45 · Zohor 1:13 · Asar 4:37 · Maghrib 7:25 · Isyak 8:39</p>",
        )
        + box(
            "ms-pantai",
            "Ulasan terkini",
            "<ul>"
            + "".join(
                f"<li><b>{esc(w)}</b> di <a href='/berita/{k}'>{esc(t)}</a></li>"
                for k, (w, t) in enumerate(
                    (
                        ("Abang Jo", "Harga ayam naik menjelang raya"),
                        ("Mak Su", "Jualan pasar Ramadan Kuala Terengganu capai rekod"),
                        ("Penyokong Penyu", "Pasukan Penyu tewas di Kuantan"),
                    )
                )
            )
            + "</ul>",
        )
        + box("ms-pantai", "Cuaca", "<p>Kuala Terengganu: ribut petir petang, 24°C–32°C</p>")
        + box(
            "ms-pantai",
            "Video",
            links(("Suasana bazar raya di Chabang Tiga", "Takbir raya dari Masjid Kristal"), "/video/"),
        )
    )
    style = (
        ".cb-lapor{border:1px solid #cde;background:#f5f9fc;padding:6px 10px;margin:12px 0}.cb-lapor h3{margin:0 0 4px;color:#0d5fa8;font-size:15px}.cb-stesen{border-bottom:1px dotted #bcd;padding:4px 0}"
        ".cb-tempat{color:#123}.cb-pegawai{font-size:12px;color:#777}.cb-stesen p{margin:2px 0}"
        ".ulasan-kotak{margin-top:20px}.ulasan-kotak h3{border-bottom:2px solid #0d5fa8;font-size:17px}.ulasan,.ul-anak{list-style:none;margin:0;padding:0}.ul-anak{margin-left:40px}"
        ".ul-item{border-bottom:1px solid #eee;padding:6px 0;overflow:hidden}.ul-av{float:left;margin-right:8px}.ul-isi{overflow:hidden}.ul-nama{font-style:normal;font-weight:bold}"
        ".ul-kata,.ul-masa{font-size:12px;color:#999}.ul-teks{margin:3px 0}.ul-aksi{font-size:12px}.ul-borang{background:#f6f6f6;padding:6px;margin-top:8px;font-size:13px}"
    )
    piece = Piece(
        "Anak bulan kelihatan, Aidilfitri disambut esok",
        "Oleh Wan Zulkifli Wan Ahmad",
        "2015-07-16T21:05:00+08:00",
        "16 Julai 2015 9:05 malam",
        """
Umat Islam di seluruh negara akan menyambut Hari Raya Aidilfitri esok selepas anak bulan Syawal kelihatan di beberapa tempat cerapan, termasuk di Pantai Timur.

Pengisytiharan dibuat oleh Penyimpan Mohor Besar Raja-Raja menerusi siaran langsung televisyen dan radio pada jam 8.30 malam tadi.

Di Terengganu dan Kelantan, cerapan dijalankan di empat lokasi. Laporan pegawai di setiap lokasi adalah seperti berikut.
""",
        dek="Cerapan di empat lokasi Pantai Timur; dua melaporkan anak bulan kelihatan",
        section="Agama",
        tags=("Aidilfitri", "anak bulan", "Syawal"),
        caption="Pegawai falak membuat cerapan di Bukit Geliga petang tadi",
    )
    return case(
        "bw-ms-anakbulan-mx",
        "mixed",
        "ms-pantai",
        piece,
        Bits(
            inside=rep_html,
            after=block,
            side=side,
            style=style,
            strip="Khamis, 16 Julai 2015 | 29 Ramadan 1436H",
        ),
        seeds(ns, keep_when=False),
        path="/berita/agama/2015/07/16/anak-bulan-kelihatan-aidilfitri-esok",
        reveal="on_load",
        container="div.ulasan-kotak > ul.ulasan: li.ul-item (cite name, 'berkata', relative time, text, 'Balas · Suka (n)'), replies in a ul.ul-anak inside the parent li",
        heading="8 Ulasan",
        description="A Malaysian east-coast paper of 2015: an article on the sighting of the new moon of Syawal holding the observers' reports from 4 stations (station, officer and post, time, a one- or two-sentence report), and under it 8 readers' comments with relative times and like counts, 4 replies nested in lists, 3 levels. The right column's most popular with counts, prayer times, latest comments of other news with names, weather and videos.",
        static=True,
        lookalikes=("new-moon sighting reports from the observing stations", "latest comments of other news"),
    )


def mixed_bw() -> list[Case]:
    return [ja_dengonban(), ms_anakbulan()]
