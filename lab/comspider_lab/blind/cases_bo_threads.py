"""Blind set BO: four hand-built discussions in saved copies of articles: a blog post kept by a web archive whose
last comments are folded by a class, the button's script not archived (de); a page saved "complete" with its
``_fichiers`` folder, a hosted comment service's pre-rendered thread whose replies its saved script still unfolds
(fr); a single-file save that inlined the comment frame as ``srcdoc`` (ja); a print view that keeps the comments,
flattened, with "En respuesta a" lines (es). Every class name, name, place and text invented for this set; each
comment written by hand, one at a time."""

from __future__ import annotations

import html as _html

from comspider_lab.blind.cases_bo_common import Case, Line, case, esc, kids, nest, ptext, seeds, talk
from comspider_lab.blind.content_bo import SITES_BO
from comspider_lab.blind.layout_bo import PartsBO, StoryBO, arc, print_view, rewrite, saved, single, svg_data


def de_archive_folded() -> Case:
    cs = talk("""
Helga Brandstätter ~ 10. März 2012 um 19:42 ~ . ~ . ~ Mein Vater war hier bis 1971 Fahrdienstleiter. Das Stellwerk auf Ihrem dritten Foto, da hat er jeden Morgen um fünf angefangen. Danke für die Bilder, ich habe sie gleich meiner Schwester geschickt.
Jörg ~ 10. März 2012 um 20:15 ~ 0 ~ author ~ Liebe Frau Brandstätter, das freut mich sehr. Haben Sie vielleicht noch Fotos aus der Zeit? Ich würde sie gern mit Ihrer Erlaubnis hier zeigen.
Helga Brandstätter ~ 10. März 2012 um 21:03 ~ 1 ~ . ~ Ein ganzes Album. Ich suche es am Wochenende heraus.
Rainer K. ~ 11. März 2012 um 08:27 ~ . ~ . ~ Ist das Empfangsgebäude eigentlich denkmalgeschützt? Bei uns in Oberau haben sie so eins einfach abgerissen, von heute auf morgen.
Jörg ~ 11. März 2012 um 09:10 ~ 3 ~ author ~ Seit 1994, ja. Der Güterschuppen leider nicht, der steht auf der Abrissliste der Bahn.
Sabine Ohlsen ~ 11. März 2012 um 12:48 ~ . ~ . ~ Wir sind als Schüler jeden Tag mit dem Zug um 6.52 nach Kellingen gefahren. Im Winter war der Wartesaal mit einem Kanonenofen geheizt. Den Geruch vergesse ich nie.
Uwe Tramm ~ 11. März 2012 um 14:02 ~ 5 ~ . ~ Der Kanonenofen! Und der Schaffner, der immer „Wendelbrück, alles aussteigen“ gerufen hat, obwohl der Zug weiterfuhr.
Dieter Mahlke ~ 12. März 2012 um 07:55 ~ . ~ fold ~ Kleine Korrektur: Der Personenverkehr endete am 28. Mai 1983, nicht schon 1981. Güterzüge fuhren sogar noch bis 1991.
Jörg ~ 12. März 2012 um 08:30 ~ 7 ~ author ~ Danke, Herr Mahlke, ich habe es im Text korrigiert.
Anke ~ 12. März 2012 um 22:16 ~ . ~ fold ~ Gibt es schon etwas Neues zum Radweg auf der alten Trasse? Im Gemeindeblatt stand nichts.
Rainer K. ~ 13. März 2012 um 06:40 ~ 9 ~ . ~ Der Kreistag berät im April darüber, habe ich gehört.
Marlies Fenske ~ 13. März 2012 um 18:21 ~ . ~ fold ~ Schöner Beitrag. Mein Mann hat 1968 auf diesem Bahnsteig um meine Hand angehalten, während der Zug Verspätung hatte.
""")
    ts = "20120314093211"
    site = SITES_BO["de-wendel"]
    path = "/2012/03/der-alte-bahnhof/"
    folded = sum(1 for i in kids(cs, None) if cs[i].mark("fold"))

    def item(i: int, c: Line, sub: str) -> str:
        cls = "wb-k" + (" wb-autor" if c.mark("author") else "") + (" wb-spaet" if c.mark("fold") else "")
        badge = ' <span class="wb-badge">Autor</span>' if c.mark("author") else ""
        return (
            f'<li class="{cls}" id="k-{310 + i}"><div class="wb-kopf"><img src="{svg_data("", 32, 32, "#9ab")}" alt="" width="32" height="32">'
            f'<cite class="wb-name">{esc(c.who)}</cite>{badge} <span class="wb-sagt">sagte:</span><br>'
            f'<a class="wb-zeit" href="{rewrite(ts, site.host, path)}#k-{310 + i}">{esc(c.at)}</a></div>'
            f'<div class="wb-text">{ptext(c.body)}</div>'
            f'<a class="wb-antw" href="{rewrite(ts, site.host, path)}?replytocom={310 + i}#antworten">Antworten</a>{sub}</li>'
        )

    thread = nest(cs, item, lambda s: f'<ol class="wb-kinder">{s}</ol>')
    block = (
        f'<div id="kommentare"><h3>{len(cs)} Kommentare zu „Der alte Bahnhof“</h3>'
        f'<ol class="wb-liste">{thread}</ol>'
        f'<button type="button" class="wb-mehr" data-wb="mehr">Weitere {folded} Kommentare anzeigen</button>'
        "<!-- script blocked by the archive: wendelbrueck-notizen.example/wp-content/themes/kiesel/mehr.js -->"
        '<script type="text/x-blocked-by-archive">document.querySelector(".wb-mehr").onclick=function(){'
        'document.querySelectorAll(".wb-spaet").forEach(function(e){e.classList.remove("wb-spaet")});this.remove()}</script>'
        f'<div id="antworten"><h3>Hinterlasse einen Kommentar</h3><form action="{rewrite(ts, site.host, "/wp-comments-post.php")}" method="post">'
        '<p><input name="author"> Name</p><p><textarea name="comment"></textarea></p><p><button>Kommentar abschicken</button></p></form></div></div>'
    )
    css = (
        ".wb-liste,.wb-kinder{list-style:none;padding-left:0}.wb-kinder{margin-left:34px}.wb-k{border-top:1px solid #ddd;padding:8px 0}"
        ".wb-spaet{display:none}.wb-name{font-style:normal;font-weight:bold}.wb-zeit{font-size:12px;color:#888}.wb-autor>.wb-text{background:#f5f0e1}"
        ".wb-badge{background:#b5651d;color:#fff;font-size:11px;padding:0 4px}.wb-mehr{margin:10px 0;padding:6px 12px}"
    )
    rail = (
        "<h4>Neueste Beiträge</h4><ul>"
        + "".join(
            f'<li><a href="{rewrite(ts, site.host, p)}">{esc(t)}</a></li>'
            for t, p in (
                ("Das Wasserwerk am Mühlberg", "/2012/02/wasserwerk/"),
                ("Winter 1979 in Bildern", "/2012/01/winter-1979/"),
                ("Die Brücke, die keiner wollte", "/2011/12/bruecke/"),
            )
        )
        + "</ul><h4>Archiv</h4><ul><li>März 2012</li><li>Februar 2012</li><li>Januar 2012</li></ul>"
    )
    st = StoryBO(
        "Der alte Bahnhof",
        "Jörg",
        "2012-03-10T18:30:00+01:00",
        "10. März 2012",
        """
Am Samstag war ich mit der Kamera am alten Bahnhof. Das Empfangsgebäude steht seit dreißig Jahren leer, die Fenster im Erdgeschoss sind mit Brettern vernagelt, aber das Stellwerk am Ende des Bahnsteigs sieht aus, als könnte morgen früh wieder jemand die Hebel umlegen.

Der Personenverkehr auf der Strecke nach Kellingen endete 1983. Seitdem wächst Birkengestrüpp zwischen den Gleisen. Die Gemeinde überlegt, auf der Trasse einen Radweg anzulegen.

Unten ein paar Bilder. Wer Erinnerungen an den Bahnhof hat: Ich freue mich über jeden Kommentar.
""",
    )
    w = {
        "archive": "Weltspeicher · Netzarchiv",
        "count": "127 Aufnahmen, 3. Jan. 2009 – 8. Aug. 2019",
        "captured": "Aufgenommen am",
        "prev": "frühere Aufnahme",
        "next": "spätere Aufnahme",
        "prev_ts": "20120211170344",
        "next_ts": "20120402081530",
        "years": "2009:4,2010:11,2011:23,2012:31,2013:18,2014:9",
        "hide": "Leiste ausblenden",
        "missing": "[Bild nicht archiviert: bahnhof-1983.jpg]",
    }
    page = arc(site, st, PartsBO(after=block, rail=rail, css=css), w, ts, path)
    return case(
        "bo-de-archiv-gefaltet",
        "discussion",
        "de-wendel",
        page,
        seeds(cs),
        path=rewrite(ts, site.host, path),
        reveal="none that works: the last three threads are folded by a class (li.wb-spaet {display:none}); "
        "the 'Weitere 3 Kommentare anzeigen' button's script was not archived (kept as type=text/x-blocked-by-archive)",
        container="div#kommentare: h3 '12 Kommentare zu …', ol.wb-liste > li.wb-k (cite.wb-name, 'sagte:', a.wb-zeit, "
        "div.wb-text, Antworten), replies in ol.wb-kinder (three levels), the folded threads li.wb-spaet",
        heading="12 Kommentare zu „Der alte Bahnhof“",
        description="A German local-history blog post of 2012 as a web archive kept it two days later: the archive's "
        "toolbar with capture dates and a strip of captures per year, every link rewritten to /capture/<ts>/<host>…; "
        f"{len(cs)} readers' comments, the blogger answering four times (tagged 'Autor'), the last three threads "
        "(five comments) in the markup but hidden by a class whose removing script the archive blocked.",
        static=True,
    )


PALABRE_JS = """document.addEventListener('click', function (ev) {
  var b = ev.target.closest('.pl-deplier'); if (!b) return;
  var box = document.getElementById(b.getAttribute('aria-controls'));
  box.classList.toggle('pl-ferme');
  b.textContent = box.classList.contains('pl-ferme') ? b.dataset.ouvrir : b.dataset.fermer;
});
"""


def fr_saved_palabre() -> Case:
    cs = talk("""
Maryvonne Le Goff ~ 4 oct. 2015 ~ . ~ . ~ J'y vais tous les samedis depuis que je suis à la retraite. On se connaît tous, les glaneurs, on se dit bonjour entre les cagettes. Les maraîchers du fond nous mettent les poireaux de côté.
Thibault ~ 4 oct. 2015 ~ 0 ~ . ~ C'est le stand des frères Guérin, non ? Ils sont adorables.
Maryvonne Le Goff ~ 4 oct. 2015 ~ 1 ~ . ~ Oui, eux et la dame aux œufs. Elle ne jette jamais rien, elle donne.
Cédric Vautrin ~ 4 oct. 2015 ~ . ~ . ~ Article bienveillant mais un peu naïf. Si les invendus partent gratuitement à midi, qui achètera encore à midi moins le quart ?
Nadia B. ~ 5 oct. 2015 ~ 3 ~ . ~ Ceux qui glanent n'achetaient pas de toute façon. Ce n'est pas la même clientèle.
Cédric Vautrin ~ 5 oct. 2015 ~ 3 ~ . ~ Possible. Je demande juste qu'on pose la question aux commerçants, ils sont absents de l'article.
La Gazette des Glaneurs ~ 5 oct. 2015 ~ 3 ~ staff ~ Remarque juste, Cédric. Trois maraîchers nous ont répondu, leurs témoignages seront dans le numéro de la semaine prochaine.
Josette ~ 6 oct. 2015 ~ . ~ . ~ La mairie pourrait installer une table pour les dons en fin de marché, comme à Plessac. Ça éviterait de fouiller dans les caisses.
Hugo Delmas ~ 6 oct. 2015 ~ 7 ~ . ~ À Plessac ça marche très bien, l'épicerie solidaire récupère le reste le soir.
Annick P. ~ 7 oct. 2015 ~ . ~ . ~ Merci pour les photos, on reconnaît bien la halle avant les travaux.
""")
    site = SITES_BO["fr-glane"]
    path = "/documents/glaneurs-saint-aubin.html"
    folder = "glaneurs-saint-aubin_fichiers"

    def count(i: int) -> int:
        return sum(1 + count(k) for k in kids(cs, i))

    def item(i: int, c: Line, sub: str) -> str:
        top = c.up is None
        staff = ' <span class="pl-equipe">Rédaction</span>' if c.mark("staff") else ""
        reps = ""
        if sub and top:
            n = count(i)
            reps = (
                f'<button type="button" class="pl-deplier" id="pl-b{i}" aria-controls="pl-r{i}" data-ouvrir="Afficher les {n} réponses" '
                f'data-fermer="Masquer les réponses">Afficher les {n} réponses</button>'
                f'<div class="pl-reponses pl-ferme" id="pl-r{i}">{sub}</div>'
            )
        elif sub:
            reps = f'<div class="pl-reponses">{sub}</div>'
        return (
            f'<div class="pl-message" data-pl-id="m{5521 + i}"><div class="pl-entete"><span class="pl-avatar">{esc(c.who[:1])}</span>'
            f'<span class="pl-auteur">{esc(c.who)}</span>{staff}<span class="pl-date">{esc(c.at)}</span></div>'
            f'<div class="pl-corps">{ptext(c.body)}</div><div class="pl-actions"><span>♥ J\'aime</span> · <span>Répondre</span></div>{reps}</div>'
        )

    thread = nest(cs, item, lambda s: s)
    block = (
        f'<div id="palabre-fil" class="pl-fil"><div class="pl-barre"><b>{len(cs)} réactions</b> · Trier : <span>les plus anciennes</span>'
        '<span class="pl-connexion">Se connecter</span></div><div class="pl-nouveau"><textarea placeholder="Votre réaction…" disabled></textarea></div>'
        f'{thread}<div class="pl-pied">Fil de discussion propulsé par Palabre</div></div>'
        f'<script src="{folder}/palabre-fil.js"></script>'
    )
    css = (
        ".pl-fil{font:14px/1.5 Arial,sans-serif;border-top:3px solid #444;margin-top:24px}.pl-barre{display:flex;gap:8px;padding:6px 0;border-bottom:1px solid #ddd}"
        ".pl-connexion{margin-left:auto;color:#2266aa}.pl-message{padding:10px 0 0}.pl-reponses{margin-left:42px;border-left:2px solid #eee;padding-left:10px}"
        ".pl-ferme{display:none}.pl-avatar{display:inline-block;width:28px;height:28px;border-radius:50%;background:#bcd;text-align:center;margin-right:6px}"
        ".pl-auteur{font-weight:bold;margin-right:8px}.pl-date{color:#999;font-size:12px}.pl-equipe{background:#333;color:#fff;font-size:11px;padding:0 4px;margin-right:6px}"
        ".pl-actions{font-size:12px;color:#888}.pl-deplier{background:none;border:0;color:#2266aa;cursor:pointer;padding:4px 0}.pl-pied{color:#aaa;font-size:11px;margin-top:12px}"
    )
    rail = (
        '<h4>Dans la même rubrique</h4><ul><li><a href="http://gazette-glaneurs.example/marches/la-halle-rouvre">La halle rouvre ses portes</a></li>'
        '<li><a href="http://gazette-glaneurs.example/campagne/vergers-oublies">Les vergers oubliés</a></li></ul>'
        "<h4>Agenda</h4><p>Samedi 10 octobre : fête de la pomme à Plessac.</p>"
    )
    st = StoryBO(
        "À Saint-Aubin-des-Landes, les glaneurs de fin de marché",
        "Par Sylvie Rannou",
        "2015-10-03T17:00:00+02:00",
        "3 octobre 2015",
        """
Il est midi passé, les maraîchers replient leurs bâches. Entre les cagettes vides, une dizaine de personnes ramassent les légumes laissés de côté : des poireaux un peu fatigués, des pommes tachées, une salade oubliée.

Ils sont retraités, étudiants, mères de famille. Certains glanent par nécessité, d'autres par principe. Tous disent la même chose : ce qui reste serait jeté.

À la mairie, on réfléchit à organiser ce glanage. Une table de dons, comme dans la commune voisine de Plessac, est à l'étude.
""",
        lead="Chaque samedi, quand le marché ferme, ils ramassent ce qui reste. Reportage.",
    )
    files = {
        f"/documents/{folder}/stil.css": ".sv-art h1{font-family:Georgia,serif;color:#1b4f72}.sv-by{color:#666;font-size:13px}\n",
        f"/documents/{folder}/palabre-fil.js": PALABRE_JS,
        f"/documents/{folder}/foto1.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><rect width="600" height="300" fill="#b7c4a0"/></svg>\n',
    }
    page = saved(
        site,
        st,
        PartsBO(after=block, rail=rail, css=css),
        {"broken": "photo2_halle.jpg"},
        folder,
        f"http://{site.host}/campagne/glaneurs-saint-aubin",
    )
    tops = [i for i in kids(cs, None) if kids(cs, i)]
    return case(
        "bo-fr-complet-palabre",
        "discussion",
        "fr-glane",
        page,
        seeds(cs),
        path=path,
        reveal="button: each thread's replies are folded under 'Afficher les n réponses'; the hosted service's script, "
        "saved in the _fichiers folder beside the page, still unfolds them",
        container="div#palabre-fil.pl-fil: a count bar '10 réactions', div.pl-message (span.pl-auteur, span.pl-date, "
        "div.pl-corps), replies in div.pl-reponses.pl-ferme (hidden) under button.pl-deplier",
        heading=None,
        description="A French rural magazine's report of 2015 saved with 'Save Page As, complete' (the saved-from mark, "
        "the style sheet, a photo and the comment script in glaneurs-saint-aubin_fichiers/, a second photo missed): "
        f"an invented hosted service's pre-rendered thread of {len(cs)} comments, four threads shown, the six replies "
        "(two levels, one by the newsroom) in the markup but hidden until 'Afficher les n réponses' is clicked.",
        static=True,
        files=files,
        check_steps=tuple(f"click:#pl-b{i}" for i in tops),
    )


def ja_single_srcdoc() -> Case:
    cs = talk("""
ゆき ~ 2019/05/19 08:14 ~ . ~ . ~ 先週行ってきました！二階の窓際の席、本当に落ち着きますね。抹茶のロールケーキがおいしかったです。
まちや管理人 ~ 2019/05/19 12:30 ~ 0 ~ owner ~ ゆきさん、コメントありがとうございます。あの席は午後の光がきれいですよね。
通りすがりの京都人 ~ 2019/05/20 21:02 ~ . ~ . ~ 昔はあそこ、呉服屋さんでしたよ。奥の土間に大きな釜が残っているはずです。
まちや管理人 ~ 2019/05/21 07:45 ~ 2 ~ owner ~ そうなんですね！次に行ったとき、お店の方に聞いてみます。
ハル ~ 2019/05/22 18:33 ~ . ~ . ~ 駐車場はありますか？車椅子の母と行きたいのですが、入口に段差があるか気になります。
まちや管理人 ~ 2019/05/22 22:10 ~ 4 ~ owner ~ 駐車場はないので、近くのコインパーキングになります。入口に小さな段差が一つありますが、お店の方がスロープを出してくれましたよ。
ハル ~ 2019/05/23 09:01 ~ 5 ~ . ~ 詳しくありがとうございます。安心しました。
もも ~ 2019/06/02 15:48 ~ . ~ . ~ 定休日が火曜から水曜に変わったみたいです。先日行ったら閉まっていました。
""")
    site = SITES_BO["ja-machi"]

    def item(i: int, c: Line, sub: str) -> str:
        own = " kk-own" if c.mark("owner") else ""
        return (
            f'<li class="kk-item{own}"><div class="kk-meta"><span class="kk-no">{i + 1}.</span> '
            f'<span class="kk-nm">{esc(c.who)}</span> <span class="kk-tm">{esc(c.at)}</span></div>'
            f'<div class="kk-msg">{ptext(c.body)}</div>{sub}</li>'
        )

    inner = (
        '<!doctype html><html lang="ja"><head><meta charset="utf-8"><style>body{margin:0;font:14px/1.7 sans-serif;color:#444}'
        "ul{list-style:none;padding:0;margin:0}ul ul{margin-left:24px;border-left:2px solid #e5d9c3;padding-left:10px}"
        ".kk-item{padding:8px 0;border-bottom:1px dotted #ccc}.kk-nm{font-weight:bold}.kk-tm{color:#999;font-size:12px}.kk-own>.kk-meta .kk-nm{color:#a0522d}"
        ".kk-msg p{margin:4px 0}</style></head><body>"
        f'<div class="kk-head">コメント（{len(cs)}件）</div><ul class="kk-list">'
        + nest(cs, item, lambda s: f'<ul class="kk-sub">{s}</ul>')
        + '</ul><div class="kk-form">コメントを書く（ログインが必要です）</div></body></html>'
    )
    block = (
        '<section class="mc-comments"><h3>この記事へのコメント</h3>'
        f'<iframe class="mc-frame" title="コメント" style="width:100%;height:900px;border:0" srcdoc="{_html.escape(inner, quote=True)}"></iframe>'
        "</section>"
    )
    rail = (
        '<aside class="mc-side"><h4>最近の記事</h4><ul><li>路地裏の古本屋</li><li>梅雨入り前の鴨川</li><li>銭湯の朝</li></ul>'
        f'<h4>プロフィール</h4><img src="{svg_data("", 80, 80, "#d9c7a7")}" alt="" width="80" height="80"><p>古い町家を歩いて記録しています。</p></aside>'
    )
    st = StoryBO(
        "町家喫茶「ひなた」で過ごす午後",
        "まちや管理人",
        "2019-05-18T20:00:00+09:00",
        "2019年5月18日",
        """
西陣の路地を入ったところに、築百年の町家を改装した喫茶店「ひなた」があります。格子戸を開けると、土間の奥から珈琲の香りがしてきます。

二階は畳の部屋で、窓際の席からは向かいの家の瓦屋根が見えます。午後になると障子越しのやわらかい光が入ってきて、つい長居してしまいました。

抹茶のロールケーキと深煎りの珈琲のセットは八百円。定休日は火曜日です。
""",
    )
    url = f"http://{site.host}/entry/2019/05/18/hinata"
    page = single(
        site,
        st,
        PartsBO(after=block, rail=rail),
        {
            "note": "「一枚保存」で保存したページ（画像・スタイル・フレームを一つのファイルに収めています）",
            "saved": "保存日時：2019/06/03 23:41:07",
        },
        url,
    )
    return case(
        "bo-ja-ichimai-srcdoc",
        "discussion",
        "ja-machi",
        page,
        seeds(cs),
        path="/hozon/machiya-kissa-hinata.html",
        reveal="iframe srcdoc: the single-file save put the blog service's comment frame into the iframe's srcdoc "
        "attribute (the comments are in the served HTML, escaped in an attribute)",
        container="section.mc-comments > iframe.mc-frame[srcdoc]: div.kk-head 'コメント（8件）', ul.kk-list > "
        "li.kk-item (span.kk-no, span.kk-nm, span.kk-tm, div.kk-msg), replies in ul.kk-sub",
        heading="この記事へのコメント",
        description="A Japanese town-walk blog post of 2019 kept as a single-file save (the tool's note at the top, "
        "pictures and icon as data: URLs, style inlined): the comment frame inlined as srcdoc, "
        f"{len(cs)} comments, the blogger answering three times, one reply two levels deep.",
        static=True,
    )


def es_print_view() -> Case:
    cs = talk("""
Paquita Redondo ~ 07/06/2014 a las 11:20 ~ . ~ . ~ Este año por fin han puesto toldos. El año pasado los quesos de cabra se derretían al sol a las doce.
Andrés Mayoral ~ 07/06/2014 a las 11:47 ~ . ~ . ~ ¿Alguien sabe si la quesería de Los Tomillares vuelve? Su queso curado en aceite era lo mejor de la feria.
Lola ~ 07/06/2014 a las 12:05 ~ 1 ~ . ~ Vuelven, Andrés. Los vi montando el puesto esta mañana al lado de la fuente.
Andrés Mayoral ~ 07/06/2014 a las 12:31 ~ 2 ~ . ~ ¡Gracias! Pues esta tarde me acerco.
Ganadero de la sierra ~ 07/06/2014 a las 13:10 ~ . ~ . ~ Se habla mucho de la feria y poco del precio que nos pagan por la leche. Sin ganaderos no hay queso artesano que valga.
Redacción El Heraldo ~ 07/06/2014 a las 14:02 ~ 4 ~ . ~ Tiene razón. Preparamos un reportaje sobre el precio de la leche de cabra en la comarca para el próximo número. Si quiere contarnos su caso, escríbanos.
Mercedes Gil ~ 07/06/2014 a las 16:44 ~ . ~ . ~ Aparcar fue imposible. Que pongan un autobús desde la estación, como en las fiestas.
Julián ~ 07/06/2014 a las 17:20 ~ 6 ~ . ~ Lo hay, sale cada media hora desde la plaza de abastos, pero nadie lo anuncia.
Mercedes Gil ~ 07/06/2014 a las 18:02 ~ 7 ~ . ~ Pues ni idea, gracias. Lo apunto para el domingo.
""")
    site = SITES_BO["es-sierra"]
    rows = ""
    for i, c in enumerate(cs):
        re_line = ""
        if c.up is not None:
            re_line = f'<div class="im-resp">En respuesta a #{c.up + 1} ({esc(cs[c.up].who)})</div>'
        rows += (
            f'<div class="im-com"><div class="im-cab">#{i + 1} · <b>{esc(c.who)}</b> escribió el {esc(c.at)}:</div>'
            f'{re_line}<div class="im-txt">{ptext(c.body)}</div></div>'
        )
    block = (
        f'<div class="im-comentarios"><h2>Comentarios ({len(cs)})</h2>'
        '<p class="im-nota">Los comentarios se imprimen en orden de llegada. Las respuestas indican a qué comentario contestan.</p>'
        f"{rows}</div>"
    )
    css = (
        ".im-comentarios{border-top:1px solid #000;margin-top:18px}.im-com{padding:6px 0;border-bottom:1px dotted #777;page-break-inside:avoid}"
        ".im-cab{font:12px Arial,sans-serif}.im-resp{font:italic 12px Arial,sans-serif;color:#444}.im-txt p{margin:2px 0}.im-nota{font:11px Arial,sans-serif}"
    )
    st = StoryBO(
        "La feria del queso artesano vuelve a Valdecristal con 42 queserías",
        "Carmen Villalba",
        "2014-06-07T09:00:00+02:00",
        "7 de junio de 2014",
        """
La plaza Mayor de Valdecristal acoge este fin de semana la decimoquinta feria del queso artesano, con 42 queserías de la sierra y de las comarcas vecinas. Por primera vez, los puestos están cubiertos con toldos.

La organización espera más de diez mil visitantes. El domingo a mediodía se entregan los premios al mejor queso curado, al mejor queso de cabra y al mejor queso fresco.

Los ganaderos aprovechan la cita para reclamar un precio justo por la leche, que según la cooperativa no ha subido desde 2011.
""",
        lead="Toldos nuevos, más puestos y la vieja queja de los ganaderos.",
    )
    path = "/comarca/2014/06/feria-queso-artesano"
    page = print_view(
        site,
        st,
        PartsBO(after=block, css=css),
        {
            "print": "Imprimir esta página",
            "back": "Volver a la noticia",
            "printed": "Versión para imprimir generada el 08/06/2014 a las 09:12. © El Heraldo de Valdecristal.",
            "source": "Noticia original",
        },
        path,
    )
    return case(
        "bo-es-imprimir",
        "discussion",
        "es-sierra",
        page,
        seeds(cs),
        path="/imprimir" + path,
        reveal="on_load: the print view keeps the comments, flattened in order of arrival",
        container="div.im-comentarios: h2 'Comentarios (9)', div.im-com (div.im-cab '#n · NAME escribió el …:', "
        "div.im-resp 'En respuesta a #n (NAME)', div.im-txt)",
        heading="Comentarios (9)",
        description="A Spanish regional paper's print view of 2014 ('Imprimir esta página', the address in the print "
        f"header and footer): {len(cs)} comments printed flat in order of arrival, the replies (three chains, two "
        "levels deep in one) named only by 'En respuesta a #n (NAME)' lines, the newsroom answering once.",
        static=True,
    )


def threads_bo() -> list[Case]:
    return [de_archive_folded(), fr_saved_palabre(), ja_single_srcdoc(), es_print_view()]
