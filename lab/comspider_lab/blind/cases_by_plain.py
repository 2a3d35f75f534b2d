"""Blind set BY: three article pages of 2012-2014 without any reader comment, with the era's furniture: a German
regional paper whose comments are switched off under a "Leserkommentare (0)" heading, beside the latest readers'
comments of other articles and most-read and most-commented lists with counts (de); an Italian local daily whose
social network's comment plugin stayed a cross-origin frame in the saved page (nothing of it rendered into the DOM),
with a "0 commenti" line, latest comments of other articles and share counts (it); a Japanese regional paper's page
with "コメント(0)", a members-only comment form, a ranking with page views and new comments of other articles (ja).
Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_by_common import Bits, Case, Piece, box, case, esc, links, rows


def _plain(
    cid: str, site: str, piece: Piece, bits: Bits, path: str, container: str, what: tuple[str, ...], desc: str
) -> Case:
    return case(
        cid,
        "lookalike",
        site,
        piece,
        bits,
        [],
        path=path,
        reveal="on_load",
        container=container,
        heading=None,
        description=desc,
        static=True,
        lookalikes=what,
    )


def _latest(items: list[list[str]], cls: str) -> str:
    return (
        f'<ul class="{cls}">'
        + "".join(
            f'<li><span class="lc-who">{esc(w)}</span> <span class="lc-when">{esc(t)}</span> zu '
            f'<a href="/lokales/{k}">{esc(a)}</a><br /><q>{esc(x)}</q></li>'
            for k, (w, t, a, x) in enumerate(items)
        )
        + "</ul>"
    )


def de_closed() -> Case:
    latest = rows("""
Rheinländer_57 | vor 12 Minuten | Parkgebühren am Rheinufer steigen | Wer abends nur kurz zum Bäcker will, zahlt jetzt zwei Euro. Das ist doch ein Witz.
Susanne K. | vor 40 Minuten | Weinfest: Neue Regeln für Gläserpfand | Endlich! Letztes Jahr lagen überall Scherben am Ufer.
Bootsmann | vor 1 Stunde | Hochwasser: Uferstraße wieder frei | Die Stadt war diesmal schnell, das muss man auch mal sagen.
H. Weidenbach | vor 2 Stunden | Parkgebühren am Rheinufer steigen | Anwohnerparkausweise wären die Lösung, die gibt es in Boppard auch.
""")
    after = (
        '<div class="ma-komm" id="kommentare"><h2>Leserkommentare (0)</h2>'
        '<p class="ma-komm-zu">Die Kommentarfunktion ist für diesen Artikel deaktiviert. Bei Berichten über Unfälle und Verbrechen lassen wir keine Kommentare zu.</p>'
        '<p class="ma-komm-regeln"><a href="/netiquette">Unsere Netiquette</a> · <a href="/kontakt">Leserbrief schreiben</a></p></div>'
        '<div class="ma-mehr"><h3>Mehr zum Thema</h3><ul><li><a href="/lokales/unfall-b9-oberwesel">Unfall auf der B9 bei Oberwesel: zwei Verletzte</a> (12.03.2012)</li>'
        '<li><a href="/lokales/blitzer-b9">Neue Blitzer an der B9</a> (02.02.2012)</li></ul></div>'
    )
    side = (
        box("de-mittelrhein", "Neueste Leserkommentare", _latest(latest, "ma-latest"))
        + box(
            "de-mittelrhein",
            "Meistgelesen",
            links(
                (
                    "Parkgebühren am Rheinufer steigen",
                    "Motorradfahrer bei Unfall auf der B9 schwer verletzt",
                    "Weinfest: Neue Regeln für Gläserpfand",
                    "Burg Katz öffnet für Besucher",
                ),
                "/lokales/",
                "ol",
                ("(8.412-mal gelesen)", "(6.003)", "(4.877)", "(2.150)"),
            ),
        )
        + box(
            "de-mittelrhein",
            "Meistkommentiert",
            links(
                (
                    "Parkgebühren am Rheinufer steigen",
                    "Weinfest: Neue Regeln für Gläserpfand",
                    "Brücke über den Rhein: Kreistag sagt Ja",
                ),
                "/lokales/",
                "ol",
                ("(77 Kommentare)", "(31 Kommentare)", "(126 Kommentare)"),
            ),
        )
        + box(
            "de-mittelrhein",
            "Mein Anzeiger",
            '<p>Benutzername <input type="text" size="14" /><br />Passwort <input type="password" size="14" /><br />'
            '<input type="button" value="Anmelden" /> <a href="/user/register">Registrieren</a> · <a href="/user/pw">Passwort vergessen?</a></p>'
            '<p><a href="#">Mit Facebook anmelden</a></p>',
        )
    )
    piece = Piece(
        "Motorradfahrer bei Unfall auf der B9 schwer verletzt",
        "Von Jörg Ackermann",
        "2012-04-22T18:40:00+02:00",
        "22.04.2012, 18:40 Uhr",
        """
Ein 47-jähriger Motorradfahrer aus dem Hunsrück ist am Sonntagnachmittag auf der B9 zwischen St. Goar und Oberwesel schwer verletzt worden. Nach Angaben der Polizei kam er in einer Rechtskurve von der Fahrbahn ab und prallte gegen die Schutzplanke.

Ein Rettungshubschrauber flog den Mann in eine Koblenzer Klinik. Die B9 war für die Dauer der Bergung rund zwei Stunden voll gesperrt, der Verkehr wurde über die Rheinhöhe umgeleitet.

Die Polizei sucht Zeugen, die den Unfall gegen 15.20 Uhr beobachtet haben. Hinweise nimmt die Polizeiinspektion St. Goar entgegen.
""",
        dek="Rettungshubschrauber im Einsatz – Bundesstraße zwei Stunden gesperrt",
        section="Lokales",
        tags=("B9", "Unfall", "St. Goar"),
        caption="Die Unfallstelle an der B9 bei St. Goar. Foto: Polizei",
    )
    style = ".ma-komm{border-top:3px solid #1f4e96;margin-top:16px}.ma-komm-zu{background:#f5f5f5;padding:6px;color:#555}.ma-latest{list-style:none;padding:0}.ma-latest li{border-bottom:1px dotted #ccc;padding:4px 0}.lc-who{font-weight:bold}.lc-when{color:#888;font-size:11px}"
    return _plain(
        "by-de-kommentare-aus",
        "de-mittelrhein",
        piece,
        Bits(after=after, side=side, style=style),
        "/lokales/st-goar/motorradfahrer-bei-unfall-auf-der-b9-schwer-verletzt-art-88412",
        "div.ma-komm#kommentare: h2 'Leserkommentare (0)' and a note that comments are switched off",
        (
            "the latest readers' comments of other articles (name, time, article, quoted words)",
            "most read and most commented with counts",
        ),
        "A German regional paper's accident report of April 2012: 'Leserkommentare (0)' with a note that comments are switched off for accident and crime reports, related stories; the right column's latest readers' comments of other articles (four, with names, relative times and quoted words), most read and most commented with counts, a login box and a newsletter box.",
    )


def it_iframe_social() -> Case:
    latest = rows("""
Gianni Zennaro | 11 minuti fa | Vaporetto notturno, corse ridotte | Chi lavora fino a tardi come torna a casa adesso?
Laura B. | 1 ora fa | Acqua alta, le passerelle arrivano prima | Finalmente qualcuno ci ha pensato.
Marco_Pellestrina | 3 ore fa | Pesca, il fermo si allunga di due settimane | E i pescatori come pagano il mutuo?
""")
    after = (
        '<div class="lg-social"><h3>Commenti</h3><p class="lg-count"><span class="fb-comments-count">0</span> commenti · Commenta con il tuo profilo Facebook</p>'
        '<div class="fb-comments fb_iframe_widget" data-href="http://www.illagunare.invalid/cronaca/2013/02/18/la-sagra-del-pesce-cambia-data" data-num-posts="10" data-width="620" fb-xfbml-state="rendered">'
        '<span style="height:180px;width:620px;display:inline-block"><iframe name="f2c8a61e4" width="620px" height="180px" frameborder="0" allowtransparency="true" scrolling="no" title="Facebook Social Plugin" '
        'src="http://www.facebook.invalid/plugins/comments.php?api_key=118866224455&amp;channel_url=http%3A%2F%2Fstatic.ak.facebook.invalid%2Fconnect%2Fxd_arbiter.php&amp;href=http%3A%2F%2Fwww.illagunare.invalid%2Fcronaca%2F2013%2F02%2F18%2Fla-sagra-del-pesce-cambia-data&amp;locale=it_IT&amp;numposts=10&amp;sdk=joey&amp;width=620" '
        'style="border:none;visibility:visible;width:620px;height:180px"></iframe></span></div></div>'
        '<div class="lg-leggi"><h3>Leggi anche</h3><ul><li><a href="/cronaca/sagra-2012-bilancio">Sagra del pesce 2012: 40mila presenze</a></li><li><a href="/cronaca/fermo-pesca">Pesca, il fermo si allunga di due settimane</a></li></ul></div>'
    )
    side = (
        box(
            "it-lagunare",
            "Ultimi commenti",
            "<ul>"
            + "".join(
                f'<li><b>{esc(w)}</b> <small>{esc(t)}</small> su <a href="/cronaca/{k}">{esc(a)}</a>: <i>{esc(x)}</i></li>'
                for k, (w, t, a, x) in enumerate(latest)
            )
            + "</ul>",
        )
        + box(
            "it-lagunare",
            "I più letti",
            links(
                (
                    "La sagra del pesce cambia data: sarà a settembre",
                    "Acqua alta, le passerelle arrivano prima",
                    "Vaporetto notturno, corse ridotte",
                ),
                "/cronaca/",
                "ol",
                ("(3.210 letture)", "(2.988)", "(1.730)"),
            ),
        )
        + box(
            "it-lagunare",
            "I più commentati",
            links(
                ("Vaporetto notturno, corse ridotte", "Pesca, il fermo si allunga di due settimane"),
                "/cronaca/",
                "ol",
                ("(46)", "(29)"),
            ),
        )
        + box(
            "it-lagunare",
            "Seguici",
            "<p>Il Lagunare su Facebook: <b>4.120</b> «Mi piace» · su Twitter: <b>1.380</b> follower</p>",
        )
    )
    piece = Piece(
        "La sagra del pesce cambia data: sarà a settembre",
        "di Francesca Boscolo",
        "2013-02-18T10:15:00+01:00",
        "18 febbraio 2013 - 10:15",
        """
Dopo trentadue edizioni a luglio, la sagra del pesce di Porto Saline si sposta a settembre. Lo ha deciso ieri sera l'assemblea della Pro Loco, con ventuno voti favorevoli e quattro contrari.

Il motivo è il caldo: negli ultimi due anni la frittura per duemila persone a sera ha messo in difficoltà i volontari, e in luglio mancano anche i ragazzi, impegnati negli stabilimenti balneari. La nuova data è fissata dal 12 al 15 settembre.

Resta invariato il menù, con la frittura mista, le sarde in saòr e il risotto di gò. Il ricavato andrà come sempre alla scuola materna del paese.
""",
        dek="La Pro Loco sposta la festa dopo trentadue edizioni estive: «Troppo caldo per i volontari»",
        section="Cronaca",
        tags=("sagra", "Porto Saline", "Pro Loco"),
        caption="La sagra del pesce nel luglio 2012. (Foto Il Lagunare)",
    )
    style = ".lg-social{margin-top:16px;border-top:3px solid #1a6e8e}.lg-count{color:#666;font-size:12px}"
    return _plain(
        "by-it-cornice-social",
        "it-lagunare",
        piece,
        Bits(
            head='<script type="text/javascript" src="http://connect.facebook.invalid/it_IT/all.js#xfbml=1"></script>\n',
            after=after,
            side=side,
            style=style,
        ),
        "/cronaca/2013/02/18/la-sagra-del-pesce-cambia-data",
        "div.lg-social: h3 'Commenti', '0 commenti', div.fb-comments holding only a cross-origin iframe (not rendered in the saved page)",
        (
            "latest comments of other articles (name, time, article, quoted words)",
            "most read and most commented with counts",
        ),
        "An Italian local daily's story of February 2013 on a village fair: 'Commenti', '0 commenti · Commenta con il tuo profilo Facebook' and the social network's comment plugin that stayed a cross-origin iframe (its src on another host, nothing of it in the saved DOM), 'Leggi anche'; the right column's latest comments of other articles (names, times, quoted words), most read and most commented with counts, follower counts.",
    )


def ja_members_only() -> Case:
    newest = rows("""
hokuto_papa | 5分前 | 名寄で氷点下30度、今季最低 | 車のバッテリーが上がりました。皆さん気をつけて。
ゆきんこ | 18分前 | 旭川の除雪、市に苦情相次ぐ | うちの通りは三日来ていません。
匿名希望 | 42分前 | 名寄で氷点下30度、今季最低 | 子どもの頃はこれが普通でしたね。
""")
    after = (
        '<div class="kk-cm"><h3>この記事へのコメント(0)</h3><p>この記事へのコメントはまだありません。</p>'
        '<div class="kk-cm-form"><p>コメントを投稿するには<a href="/member/login">会員ログイン</a>が必要です。会員登録（無料）は<a href="/member/entry">こちら</a>。</p>'
        '<textarea rows="4" cols="60" disabled="disabled">ログインするとコメントできます</textarea></div></div>'
        '<div class="kk-rel"><h3>関連記事</h3><ul><li><a href="/chiiki/2014/01/28">旭川の除雪、市に苦情相次ぐ</a>（1月28日）</li><li><a href="/chiiki/2014/01/15">冬の観光、今年は台湾から倍増</a>（1月15日）</li></ul></div>'
    )
    side = (
        box(
            "ja-kitakaze",
            "アクセスランキング",
            links(
                (
                    "名寄で氷点下30度、今季最低",
                    "旭川の除雪、市に苦情相次ぐ",
                    "天塩川でワカサギ釣り解禁",
                    "稚内－サハリン航路、今夏も運航へ",
                ),
                "/chiiki/",
                "ol",
                ("（12,480 PV）", "（9,115 PV）", "（4,302 PV）", "（2,977 PV）"),
            ),
        )
        + box(
            "ja-kitakaze",
            "みんなのコメント（新着）",
            "<ul>"
            + "".join(
                f'<li><b>{esc(w)}</b>（{esc(t)}）『<a href="/chiiki/{k}">{esc(a)}</a>』<br />{esc(x)}</li>'
                for k, (w, t, a, x) in enumerate(newest)
            )
            + "</ul>",
        )
        + box(
            "ja-kitakaze",
            "天気",
            "<p>名寄：くもり時々雪　最高 -9℃ / 最低 -24℃</p><p>稚内：雪　最高 -4℃ / 最低 -9℃</p>",
        )
    )
    piece = Piece(
        "名寄で氷点下30度、今季最低",
        "北風新聞社　地域報道部",
        "2014-02-03T11:20:00+09:00",
        "2014年2月3日 11時20分",
        """
道北地方は3日朝、強い冷え込みとなり、名寄市では氷点下30.1度と今季の道内最低気温を記録した。氷点下30度を下回るのは2011年1月以来3年ぶり。

気象台によると、上空の強い寒気と晴れた夜空による放射冷却が重なった。名寄市内では水道管の凍結による破裂が午前中だけで14件あり、市が注意を呼びかけている。

寒さは4日朝まで続く見込みで、気象台は農業用ハウスの管理や路面の凍結にも注意するよう求めている。
""",
        dek="水道管の破裂14件、市が注意呼びかけ",
        section="地域",
        tags=("名寄", "寒波"),
        caption="氷点下30度の朝、霧氷に覆われた名寄市内の街路樹（3日午前7時）",
    )
    style = ".kk-cm{border-top:3px solid #0f4c81;margin-top:16px}.kk-cm-form{background:#f2f5f8;padding:6px}"
    return _plain(
        "by-ja-kaiin-gentei",
        "ja-kitakaze",
        piece,
        Bits(after=after, side=side, style=style),
        "/chiiki/2014/02/03/nayoro-30do",
        "div.kk-cm: h3 'この記事へのコメント(0)', 'no comment yet', a members-only form",
        ("new comments of other articles (name, time, article, words)", "a ranking with page views"),
        "A Japanese regional paper's weather story of February 2014: 'この記事へのコメント(0)', 'この記事へのコメントはまだありません。', a disabled members-only comment form, related stories; the right column's access ranking with page views, 'みんなのコメント（新着）' (three readers' new comments on other articles with names, times and words), the weather.",
    )


def plain_by() -> list[Case]:
    return [de_closed(), it_iframe_social(), ja_members_only()]
