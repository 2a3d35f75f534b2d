"""Blind set BA: ten discussions of 2008-2014 in ten languages, each differing from the common case in one way:
profile columns and signatures inside every record (de); the whole thread as one run of text and line breaks (tr);
two table rows per comment (ru); depth drawn only by a spacer image's width (ja); three sibling elements per comment
(nl); sibling head and body blocks with a depth class on each (it); reply lists as siblings of their parent item (pt);
drawn by the page's script from a JSON file of the same site (fr); hidden in the served HTML until a link is clicked
(sv); fetched as an HTML fragment by a click (cs). Every class name, name, place and text invented for this set; each
comment written by hand, one at a time."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_ba_common import (
    C,
    Case,
    Parts,
    Story,
    depths,
    esc,
    make,
    order,
    paras,
    seeds,
    thread,
    tree,
)


def de_signatures() -> Case:
    cs = thread("""
Talwächter | 08.02.2012, 18:41 | - | - | Die Umgehungsstraße wird seit 1996 versprochen. Ich glaube es erst, wenn der erste Bagger rollt.
Sabine K. | 08.02.2012, 19:05 | 0 | - | Diesmal ist das Geld aber im Landeshaushalt eingestellt, das ist schon ein Unterschied zu früher.
Talwächter | 08.02.2012, 19:30 | 1 | - | Eingestellt war es 2004 auch schon. Dann kam die Klage wegen der Fledermäuse.
Bernd Rolfing | 08.02.2012, 20:12 | - | - | Wir wohnen direkt an der Hauptstraße. Jeden Morgen ab fünf Uhr die Lastwagen, die Fenster vibrieren. Jede Lösung ist besser als keine.
Heidi Aumann | 08.02.2012, 21:48 | - | - | Und was wird aus dem Hohlweg am Kapellenberg? Die Trasse geht laut Plan mitten hindurch. // Den Weg sind schon unsere Großeltern zur Kirche gegangen.
Feuerwehr-Fan | 09.02.2012, 07:15 | 4 | - | Der Hohlweg bleibt laut Planfeststellung erhalten, die Straße geht mit einer Brücke darüber. Steht auf Seite 14 der Unterlagen.
Heidi Aumann | 09.02.2012, 08:02 | 5 | - | Danke, das beruhigt mich etwas.
Ulli | 09.02.2012, 12:40 | - | - | Endlich! Dann kann man in der Ortsmitte vielleicht auch wieder über die Straße gehen, ohne zehn Minuten zu warten.
""")

    profiles = {
        "Talwächter": ("Stammleser", "1.204", "03/2009", "Wer nichts tut, dem wird nichts getan."),
        "Sabine K.": ("Leserin", "87", "11/2010", "Grüße aus dem Oberdorf"),
        "Bernd Rolfing": ("Leser", "12", "01/2012", ""),
        "Heidi Aumann": ("Leserin", "342", "06/2009", "Mitglied im Heimatverein seit 1988"),
        "Feuerwehr-Fan": ("Stammleser", "2.310", "08/2008", "112 – jede Sekunde zählt"),
        "Ulli": ("Leser", "5", "02/2012", ""),
    }

    def item(i: int, c: C, sub: str) -> str:
        rank, posts, since, sig = profiles[c.name]
        return (
            f'<div class="lk-post" id="lk-{12040 + i}"><table class="lk-tab" width="100%"><tr>'
            f'<td class="lk-profil" width="150" valign="top"><a class="lk-nick" href="/profil/{12040 + i}">{esc(c.name)}</a><br />'
            f'<img src="/_avatar/hb-{i}.svg" alt="" width="50" height="50" /><br /><span class="lk-rang">{esc(rank)}</span><br />'
            f"<small>Beiträge: {esc(posts)}<br />Dabei seit: {esc(since)}</small></td>"
            f'<td class="lk-inhalt" valign="top"><div class="lk-datum">Verfasst am {esc(c.when)}</div>'
            f'<div class="lk-text">{paras(c.text)}</div>'
            + (f'<div class="lk-sig">_________________<br />{esc(sig)}</div>' if sig else "")
            + '<div class="lk-knopf"><a href="#antworten">Antworten</a> · <a href="#zitieren">Zitieren</a> · <a href="/melden">Melden</a></div>'
            f"</td></tr></table>{sub}</div>"
        )

    block = (
        '<div class="lk-box"><h3>Leserkommentare (8)</h3><p class="lk-hinweis">Sie müssen <a href="/login">angemeldet</a> sein, '
        "um zu kommentieren. Bitte beachten Sie die Netiquette.</p>"
        + tree(cs, item, lambda s: f'<div class="lk-antworten" style="margin-left:40px">{s}</div>')
        + "</div>"
    )
    st = Story(
        "Land gibt Geld für die Umgehung frei",
        "Von Matthias Kern",
        "2012-02-08T14:20:00+01:00",
        "Mittwoch, 08. Februar 2012",
        """
Die Umgehungsstraße für Hollerbach kommt offenbar doch: Das Land hat im Haushalt für die kommenden beiden Jahre 14,6 Millionen Euro für den ersten Bauabschnitt eingeplant. Das bestätigte das Verkehrsministerium am Mittwoch.

Die neue Straße soll den Durchgangsverkehr aus dem Ortskern nehmen. Derzeit fahren täglich rund 11.000 Fahrzeuge durch Hollerbach, davon etwa 1.400 Lastwagen.

Mit dem Bau könnte nach Angaben des Ministeriums im Herbst 2013 begonnen werden. Der Bürgermeister sprach von einem „guten Tag für Hollerbach“.
""",
        lead="14,6 Millionen Euro für den ersten Bauabschnitt stehen im Haushalt.",
        section="Lokales",
        related=(
            "Faschingsumzug mit Rekordbeteiligung",
            "Turnverein feiert Jubiläum",
            "Neue Ärztin im Oberdorf",
        ),
        tags=("Verkehr", "Gemeinderat"),
    )
    return make(
        "ba-de-signatures",
        "discussion",
        "de-hollerbach",
        st,
        Parts(after=block),
        seeds(cs),
        path="/lokales/2012/02/08/land-gibt-geld-fuer-umgehung.html",
        container="div.lk-box: h3 'Leserkommentare (8)', div.lk-post > table.lk-tab: td.lk-profil (nick link, avatar, rank, 'Beiträge: n', 'Dabei seit: mm/yyyy') and td.lk-inhalt ('Verfasst am …', div.lk-text, div.lk-sig '_________________' and a signature, Antworten · Zitieren · Melden); replies in div.lk-antworten inside the post, two levels",
        heading="Leserkommentare (8)",
        description="The hard way: what sits inside the records. A 2012 regional paper with forum-like reader comments: every record a two-cell table with a profile column (nick, avatar, rank, post count, member since) and the text followed by the reader's signature under a line of underscores (not part of the comment); 8 comments, 4 replies two levels deep; times 'Verfasst am 08.02.2012, 18:41'.",
    )


def tr_br_blob() -> Case:
    cs = thread("""
Mehmet Ali | 12.03.2009 14:22 | - | - | Köprü yapılsın ama önce köy yolu asfaltlansın. Kışın ambulans bile giremiyor.
Ayten Hanım | 12.03.2009 15:05 | - | - | Babam o eski taş köprüden her gün tarlaya giderdi. Yıkmasınlar, yanına yenisini yapsınlar.
Kemal Usta | 12.03.2009 16:40 | - | - | Ben inşaatçıyım, taş köprü bu yükü kaldırmaz. Traktörler geçerken sallandığını herkes görüyor.
Öğretmen Filiz | 12.03.2009 19:12 | - | - | Karşı köydeki çocuklar okula dere kenarından yürüyerek geliyor. Yeni köprü gerçekten lazım, bir an önce başlasınlar.
Yeşilovalı gurbetçi | 13.03.2009 01:33 | - | - | Almanya'dan okuyorum. Köyümüzün haberlerini görmek çok güzel, emeği geçenlere teşekkürler.
Hasan Çiftçi | 13.03.2009 08:10 | - | - | İhale ne zaman yapılacak, haberde yazmıyor. Bir de belediye başkanı bunu seçimden önce söylüyor, dikkat.
Zeynep | 13.03.2009 10:47 | - | - | Taş köprü müze gibi kalsın, yanından yeni yol geçsin. Hem tarih korunur hem ihtiyaç görülür.
""")
    blob = "".join(
        f"<b>{esc(c.name)}</b> yazdı ({esc(c.when)}):<br />\n{esc(c.text)}<br />\n<br />\n" for c in cs
    )
    block = (
        '<table width="100%" cellpadding="4" class="t-yorumtab"><tr><td bgcolor="#e8eef2"><font size="2"><b>Okuyucu Yorumları (7)</b></font></td></tr>'
        f'<tr><td><div class="yrm">\n{blob}</div></td></tr>'
        '<tr><td bgcolor="#f4f4f4"><font size="1">Yorumlar okuyucularımıza aittir. Hakaret içeren yorumlar yayınlanmaz. '
        '<a href="/yorum-yaz.php?id=2231">Yorum yazın</a></font></td></tr></table>'
    )
    st = Story(
        "Çaybaşı köprüsü için 1,2 milyon liralık proje",
        "Yeşilova Haber Merkezi",
        "2009-03-12T09:00:00+02:00",
        "12 Mart 2009, Perşembe",
        """
Belediye, Çaybaşı mahallesini Karaağaç köyüne bağlayan eski taş köprünün yanına yeni bir beton köprü yapılması için 1,2 milyon liralık proje hazırladı.

Belediye Başkanı, projenin il özel idaresine sunulduğunu ve ödeneğin bu yıl içinde çıkmasını beklediklerini söyledi. Eski taş köprünün yalnızca yayalara açık kalması planlanıyor.

Köprü, özellikle kış aylarında karşı köylerdeki öğrencilerin ve çiftçilerin en çok kullandığı geçiş noktası.
""",
        related=(
            "Pazar yeri yenileniyor",
            "Yeşilovaspor deplasmanda kazandı",
            "Kiraz festivali tarihleri belli oldu",
        ),
        tags=("belediye", "yol"),
        bio="Yeşilova Haber, 2004'ten beri ilçenin haberlerini yayınlayan yerel bir sitedir.",
    )
    return make(
        "ba-tr-br-blob",
        "discussion",
        "tr-yesilova",
        st,
        Parts(after=block),
        seeds(cs),
        path="/haber-2231-caybasi-koprusu.html",
        container="table.t-yorumtab: a header cell 'Okuyucu Yorumları (7)' in <font>, one div.yrm holding every comment as '<b>NAME</b> yazdı (DATE):<br />TEXT<br /><br />': bare text nodes and line breaks, no element per comment, no element around any text",
        heading="Okuyucu Yorumları (7)",
        description="The hard way: how records are delimited. A 2009 Turkish local news site in a table layout: 7 readers' comments as one run of bold names, 'yazdı (12.03.2009 14:22):', bare text and line breaks inside a single div; flat.",
    )


def ru_two_rows() -> Case:
    cs = thread("""
Сергей_З | 17.09.2010 10:14 | - | - | Опять отключат воду на две недели, а потом ещё месяц будет ржавая течь. Каждый год одно и то же.
Людмила Петровна | 17.09.2010 10:52 | - | - | У нас в доме на Лесной горячей воды нет с августа. Звонили в управляющую компанию — говорят, ждите.
Дед Макар | 17.09.2010 11:30 | - | - | В 1974 году эти трубы клали, я сам на той стройке работал. Удивительно, что до сих пор держат.
Ольга | 17.09.2010 13:05 | - | - | А детский сад на Садовой тоже отключат? Нигде не написано, а у меня там двое.
Админ сайта | 17.09.2010 13:40 | - | - | Ольга, по информации «Теплосети», садики и школы подключат по временной схеме, без перерыва.
Виктор К. | 17.09.2010 15:22 | - | - | Сорок миллионов на двенадцать километров труб? Интересно, сколько из этого дойдёт до труб.
Наташа | 17.09.2010 18:47 | - | - | Хорошо, что хоть что-то делают. Прошлой зимой у соседей батареи лопнули.
Игорь Михалыч | 18.09.2010 08:15 | - | - | Пусть сразу и асфальт после себя нормально кладут, а не как в прошлый раз — яма на яме.
""")
    rows_html = ""
    for i, c in enumerate(seeds(cs)):
        bg = "#f3f6fa" if i % 2 == 0 else "#ffffff"
        rows_html += (
            f'<tr class="frm-h" bgcolor="#dfe7f0"><td class="frm-n" width="30%"><b>{esc(c.author)}</b></td>'
            f'<td class="frm-d" align="right"><a name="m{3301 + i}"></a>{esc(c.when)} · <a href="#m{3301 + i}">#{i + 1}</a></td></tr>'
            f'<tr class="frm-b" bgcolor="{bg}"><td colspan="2">{paras(c.text)}</td></tr>'
        )
    block = (
        '<h3 class="t-ft">Комментарии читателей</h3><table class="frm" width="100%" cellspacing="1" cellpadding="5" border="0" bgcolor="#c6d2de">'
        f"{rows_html}</table>"
        '<p class="t-ft-add"><a href="/forum/add.php?t=8812">Добавить комментарий</a> · <a href="/forum/">Все обсуждения на форуме</a></p>'
    )
    st = Story(
        "В Заречном заменят двенадцать километров теплотрасс",
        "Анна Воронова",
        "2010-09-16T16:00:00+04:00",
        "16 сентября 2010",
        """
До конца октября в Заречном заменят около двенадцати километров теплотрасс. На ремонт из областного бюджета выделено более сорока миллионов рублей, сообщили в городской администрации.

Работы пройдут в микрорайонах Лесной и Северный, где трубы не менялись с середины семидесятых годов. На время замены жителей отключат от горячей воды на срок до двух недель.

Графики отключений будут вывешены в подъездах и опубликованы на сайте «Теплосети».
""",
        related=(
            "Автобус № 5 изменит маршрут",
            "Ярмарка выходного дня на площади",
            "«Рыбак» выиграл кубок области",
        ),
        tags=("ЖКХ", "дороги"),
        bio="Анна Воронова пишет о городском хозяйстве с 2006 года.",
    )
    return make(
        "ba-ru-two-rows",
        "discussion",
        "ru-zarechye",
        st,
        Parts(after=block),
        seeds(cs),
        path="/news/2010/09/16/teplotrassy.html",
        container="h3 'Комментарии читателей' and table.frm: each comment two <tr>: tr.frm-h (td.frm-n bold name, td.frm-d date and '#n') and tr.frm-b (td colspan=2 with the text); flat",
        heading="Комментарии читателей",
        description="The hard way: a record is two sibling table rows. A 2010 Russian town paper: 8 readers' comments in one forum-like table, each a header row (name, date, number) and a text row below it, nothing around the pair; flat, the site administrator's answer among them; times '17.09.2010 10:14'.",
    )


def ja_spacer() -> Case:
    cs = thread("""
川辺の釣り人 | 2008/07/22 21:14 | - | - | 堤防の工事はありがたいけど、河原の釣り場がなくなるのは残念です。
地元民 | 2008/07/22 21:40 | 0 | - | 釣り場は下流の公園側に残るって説明会で言ってましたよ。
川辺の釣り人 | 2008/07/22 22:03 | 1 | - | そうなんですか、知りませんでした。ありがとうございます。
みどり | 2008/07/23 07:55 | - | - | 去年の台風で家の前まで水が来ました。早く完成してほしいです。
田中 | 2008/07/23 09:12 | - | - | 工事の期間中、通学路はどうなるのでしょうか。子どもが堤防の上を歩いて学校に行っています。
PTA役員 | 2008/07/23 12:30 | 4 | - | 学校から、期間中は旧道を通るようにとお知らせが出ています。見守りの当番も増やす予定です。
田中 | 2008/07/23 13:05 | 5 | - | 助かります。お知らせ、見落としていました。
農家のおやじ | 2008/07/23 18:20 | - | - | 田んぼの水路の取水口は大丈夫なのか、町は何も言ってこない。
町役場ファン | 2008/07/23 19:41 | 7 | - | 取水口は移設して新しくするそうです。来月、土地改良区で説明があるはずです。
ゆうこ | 2008/07/24 08:02 | - | - | 桜並木は残りますか?春の散歩が楽しみなので心配です。
""")
    d = depths(cs)
    trs = ""
    for i in order(cs):
        c = cs[i]
        spacer = (
            f'<img src="/img/sp.svg" width="{24 * d[i]}" height="1" alt="" /><img src="/img/re.svg" width="14" height="14" alt="" />'
            if d[i]
            else '<img src="/img/top.svg" width="14" height="14" alt="" />'
        )
        trs += (
            f'<tr><td class="kt-row">{spacer} <b>{esc(c.name)}</b> <font size="1" color="#888888">{esc(c.when)}</font>'
            f"<br />{spacer.replace('/img/re.svg', '/img/sp.svg').replace('/img/top.svg', '/img/sp.svg')} {esc(c.text)}"
            f' <font size="1"><a href="/bbs/res.cgi?no={880 + i}">[返信]</a></font></td></tr>'
        )
    block = (
        '<h3 class="kt-h">■ この記事への書き込み</h3><table class="kt-tree" width="100%" cellpadding="3" cellspacing="0" border="0">'
        f"{trs}</table>"
        '<p><a href="/bbs/post.cgi?art=5521">書き込む</a>(書き込みは管理人の確認後に表示されます)</p>'
    )
    st = Story(
        "川辺川の堤防かさ上げ工事 秋から三年計画で",
        "川辺日日新聞 編集部",
        "2008-07-22T10:00:00+09:00",
        "2008年7月22日(火)",
        """
川辺町は二十一日、川辺川の堤防を約二・四キロにわたってかさ上げする工事を、今年十月から三年計画で行うと発表した。総事業費は約十八億円。

昨年九月の台風では川の水位が堤防の上端近くまで上がり、下流の住宅地の一部が浸水した。町は国と県の補助を受けて工事を進める。

工事期間中、堤防上の道路は区間ごとに通行止めとなる。町は八月中に地区ごとの説明会を開く予定。
""",
        related=("夏祭りの日程決まる", "町立図書館に新しい児童室", "梨の出荷始まる"),
        tags=("防災",),
        bio="地域の話題は編集部までお寄せください。",
    )
    return make(
        "ba-ja-spacer",
        "discussion",
        "ja-kawabe",
        st,
        Parts(after=block),
        seeds(cs),
        path="/news/2008/07/22/teibou.html",
        files={
            "/img/sp.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>\n',
            "/img/re.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="14" height="14"><path d="M3 1v8h9" fill="none" stroke="#888"/></svg>\n',
            "/img/top.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="14" height="14"><rect x="3" y="3" width="8" height="8" fill="#c33"/></svg>\n',
        },
        container="h3 '■ この記事への書き込み' and table.kt-tree: one <tr> per comment in thread order, all at the same level of the markup; a reply's depth shown only by the width of a spacer image (/img/sp.svg width 24 or 48) before a reply icon; name in <b>, date in <font size=1>, the text after a <br>",
        heading="■ この記事への書き込み",
        description="The hard way: how replies are shown. A 2008 Japanese town paper with a board-like tree of readers' posts: 10 posts, one table row each, every row a sibling; replies (two levels) are shown only by a transparent spacer image's width before the reply icon; times '2008/07/22 21:14'.",
    )


def nl_triples() -> Case:
    cs = thread("""
Geertje | 3 april 2011 10:12 | - | - | Wat een prachtige foto's van de lammetjes! Hier in de stad zie je alleen duiven.
Klaas van de Weg | 3 april 2011 11:40 | - | - | Ik fiets daar elke zondag langs. Vorige week stond de boer de hekken te repareren, nu snap ik waarom.
Marijke | 3 april 2011 14:05 | - | - | Mogen de schapen ook op de dijk bij de molen? Daar is het gras altijd zo hoog.
dijkhoek | 3 april 2011 15:30 | - | - | @Marijke: ja, vanaf mei gaan ze ook naar dat stuk. Het waterschap betaalt de boer om het gras kort te houden.
Henk B. | 4 april 2011 08:22 | - | - | Let wel op met honden daar, het is lammetjestijd. Niet iedereen houdt zich aan de aanlijnplicht.
Sanne uit Utrecht | 4 april 2011 20:47 | - | - | Volgend weekend komen we kijken met de kinderen. Is er ergens een plek waar je de auto kwijt kunt?
dijkhoek | 4 april 2011 21:15 | - | - | @Sanne: bij de molen is een klein parkeerterrein, gratis. Veel plezier!
""")
    items = "".join(
        f'<dt class="rx-wie" id="rx-{4471 + i}"><a href="/profiel/{esc(c.name)}" rel="nofollow">{esc(c.name)}</a> zei…</dt>'
        f'<dd class="rx-wat">{paras(c.text)}</dd>'
        f'<dd class="rx-wanneer"><a href="#rx-{4471 + i}">{esc(c.when)}</a></dd>'
        for i, c in enumerate(cs)
    )
    block = (
        f'<div id="rx"><h4>7 reacties:</h4><dl id="rx-lijst">{items}</dl>'
        '<p class="rx-plaats"><a href="/reageer?bericht=1182">Een reactie plaatsen</a></p></div>'
    )
    st = Story(
        "De schapen zijn terug op de dijk",
        "Geplaatst door dijkhoek",
        "2011-04-02T21:00:00+02:00",
        "zaterdag 2 april 2011",
        """
Vanochtend was het zover: de eerste zestig schapen van boer Van Dam zijn weer de dijk op gegaan. Met de lammetjes erbij, sommige nog geen week oud.

Het waterschap laat de dijk al jaren begrazen in plaats van maaien. Schapen trappen de grasmat stevig aan en dat is goed voor de dijk, zegt de dijkgraaf.

Wie wil gaan kijken: blijf op het fietspad en houd de hond aan de lijn.
""",
        section="Polder",
        related=("Fietsen langs de oude zeedijk", "Snert van mijn oma", "De molen draait weer"),
        tags=("schapen", "dijk"),
    )
    return make(
        "ba-nl-triples",
        "discussion",
        "nl-dijkhoek",
        st,
        Parts(after=block),
        seeds(cs),
        path="/2011/04/de-schapen-zijn-terug-op-de-dijk.html",
        container="div#rx: h4 '7 reacties:', dl#rx-lijst with three siblings per comment: dt.rx-wie 'NAME zei…', dd.rx-wat text, dd.rx-wanneer a time link; flat, the blogger's '@name:' answers flat",
        heading="7 reacties:",
        description="The hard way: a record is three sibling elements. A 2011 Dutch polder blog on a hosted-blog look: 7 comments as dt (name 'zei…'), dd (text) and dd (time) triples in one definition list; flat, the blogger's two answers open with '@Marijke:' and '@Sanne:'; times '3 april 2011 10:12'.",
    )


def it_pairs() -> Case:
    cs = thread("""
Giuseppe Rinaldi | 27/09/2013 - 08:33 | - | - | Finalmente una buona notizia per la valle. Le cantine piccole da sole non riuscivano ad andare alle fiere all'estero.
Marta F. | 27/09/2013 - 09:10 | 0 | - | Speriamo solo che il consorzio non favorisca sempre le solite tre aziende grandi.
Giuseppe Rinaldi | 27/09/2013 - 09:45 | 1 | - | Il bando dice che metà dei posti in fiera va alle cantine sotto i diecimila ettolitri. Vedremo se lo rispettano.
Enoteca Da Lina | 27/09/2013 - 09:58 | 2 | - | Noi siamo tra quelle piccole e confermo: ci hanno già chiamato per Colonia.
Vittorio | 27/09/2013 - 11:20 | - | - | E le strade? I pullman dei turisti non passano dal ponte vecchio, e la provinciale è piena di buche.
Assessora Ghirardi | 27/09/2013 - 12:45 | 4 | - | Gentile Vittorio, il rifacimento della provinciale è previsto a marzo, con i fondi regionali già stanziati.
Paolo Cerri | 27/09/2013 - 14:02 | - | - | Vendemmia scarsa quest'anno per la grandine di agosto. Ben venga qualsiasi aiuto.
Luisa B. | 27/09/2013 - 16:18 | 6 | - | Da noi ha colpito solo la parte alta della collina, sotto si è salvato quasi tutto.
Tommaso | 27/09/2013 - 19:40 | - | - | Bisognerebbe anche fare una strada del vino con cartelli decenti. I turisti tedeschi si perdono sempre.
Anna Maria Sposito | 28/09/2013 - 08:05 | 8 | - | Il percorso c'è già, si chiama Strada dei Colli d'Oro. Mancano i cartelli, ha ragione.
""")
    d = depths(cs)
    pairs = ""
    for i in order(cs):
        c = cs[i]
        lv = d[i] + 1
        pairs += (
            f'<div class="cm-testa liv-{lv}" id="cm-{9012 + i}"><img src="/_avatar/vd-{i}.svg" alt="" width="30" height="30" /> '
            f'<span class="cm-autore">{esc(c.name)}</span> <span class="cm-data">{esc(c.when)}</span></div>'
            f'<div class="cm-corpo liv-{lv}">{paras(c.text)}<a class="cm-rispondi" href="#rispondi">Rispondi</a></div>'
        )
    block = (
        '<div id="cm-area"><h3 class="cm-tit">Commenti dei lettori</h3><p class="cm-num">10 commenti</p>'
        f'<div id="cm-elenco">{pairs}</div><p><a href="/registrati">Registrati</a> per commentare.</p></div>'
    )
    css = ".liv-2{margin-left:30px}.liv-3{margin-left:60px}.liv-4{margin-left:90px}.cm-testa{margin-top:10px;font-size:12px;color:#555}.cm-corpo{border-left:3px solid #e6d9b5;padding-left:8px}"
    st = Story(
        "Vini della valle, dalla Regione 400mila euro per le fiere all'estero",
        "di Carla Benedetti",
        "2013-09-26T18:00:00+02:00",
        "26 settembre 2013",
        """
Il Consorzio Vini della Valle riceverà 400mila euro dalla Regione per portare i produttori locali alle principali fiere del vino in Germania, nei Paesi Bassi e in Scandinavia nei prossimi due anni.

Il bando prevede che almeno metà degli spazi sia riservata alle cantine più piccole. Le domande vanno presentate entro la fine di ottobre.

Il presidente del consorzio ha parlato di «un'occasione storica per far conoscere i nostri rossi fuori dall'Italia».
""",
        lead="Metà degli spazi riservata alle cantine più piccole.",
        section="Economia",
        related=(
            "Grandine, i danni nei vigneti alti",
            "Sagra dell'uva, il programma",
            "Chiude il ponte vecchio per lavori",
        ),
        tags=("vino", "turismo"),
    )
    return make(
        "ba-it-pairs",
        "discussion",
        "it-valdoro",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/economia/2013/09/26/vini-della-valle-fiere-estero.html",
        container="div#cm-area: h3 'Commenti dei lettori', '10 commenti', div#cm-elenco holding for each comment, in thread order, two siblings: div.cm-testa (avatar, span.cm-autore, span.cm-data) and div.cm-corpo (text, 'Rispondi'), both with a depth class liv-1 to liv-4 (margins in CSS)",
        heading="Commenti dei lettori",
        description="The hard way: a record is a pair of siblings and replies are a class. A 2013 Italian valley paper: 10 readers' comments, each a head block and a body block side by side in one flat container, the depth (replies three levels deep) only in a class on both blocks; the councillor's answer among them; times '27/09/2013 - 08:33'.",
    )


def pt_sibling_lists() -> Case:
    cs = thread("""
Dona Zica | 15/01/2010 às 09:12 | - | - | Que saudade da feira da praça! Minha mãe me levava toda sexta para comprar caldo de cana.
Bia Moreira | 15/01/2010 às 10:30 | 0 | - | A minha também, Zica! E aquele pastel de queijo da barraca do japonês, lembra?
Dona Zica | 15/01/2010 às 11:02 | 1 | - | Lembro sim, o seu Hiroshi. O filho dele ainda faz pastel na feira do Tatuapé.
Renato | 15/01/2010 às 12:45 | - | - | A feira só mudou de lugar, não acabou. Agora é na rua de trás da igreja, aos sábados.
Jacarandá | 15/01/2010 às 13:10 | 3 | - | Renato, verdade, mas virou outra coisa, né? Metade das barracas não voltou.
Luciana P. | 15/01/2010 às 17:22 | - | - | Adorei a crônica. Deu vontade de procurar as fotos antigas da minha avó.
Seu Antônio | 16/01/2010 às 08:05 | - | - | Eu vendia laranja nessa feira de 1972 a 1995. Muito bom ver alguém escrever sobre ela.
Jacarandá | 16/01/2010 às 09:40 | 6 | - | Seu Antônio, que honra! Se quiser contar mais histórias, adoraria publicar.
Carla Dias | 16/01/2010 às 21:16 | 7 | - | Por favor, Seu Antônio, conte! Eu ia nessa feira com meu pai.
""")

    def ul(parent: int | None) -> str:
        out = ""
        for i, c in enumerate(cs):
            if c.seed.parent != parent:
                continue
            out += (
                f'<li class="rc" id="rc-{2210 + i}"><img src="/_avatar/jc-{i}.svg" alt="" width="36" height="36" align="left" /> '
                f'<span class="rc-quem">{esc(c.name)}</span> <span class="rc-quando">{esc(c.when)}</span>'
                f'<div class="rc-msg">{paras(c.text)}</div><a class="rc-resp" href="#responder">responder</a></li>'
            )
            kids = ul(i)
            if kids:
                out += f'<ul class="rc-filhos">{kids}</ul>'
        return out

    block = (
        '<div id="rc-bloco"><h3>9 comentários:</h3>'
        f'<ul class="recados">{ul(None)}</ul>'
        '<p><a href="/comentar?post=771">Postar um comentário</a></p></div>'
    )
    css = ".rc-filhos{margin-left:26px}.rc{list-style:none;overflow:hidden;margin:8px 0}.recados{padding:0}"
    st = Story(
        "A feira da praça que não existe mais",
        "Postado por Jacarandá",
        "2010-01-14T22:00:00-02:00",
        "quinta-feira, 14 de janeiro de 2010",
        """
Toda sexta-feira, durante uns trinta anos, a praça aqui do bairro virava feira. Os caminhões chegavam às quatro da manhã e às sete já tinha fila na barraca do peixe.

Quando eu era menina, o melhor da feira era o fim, quando os feirantes baixavam os preços e gritavam as ofertas. Minha mãe esperava esse momento para comprar as frutas.

Hoje a praça está reformada, bonita e vazia. A feira foi para outra rua, encolheu e mudou de dia. Escrevo isto para não esquecer como era.
""",
        section="Crônicas",
        related=("O pé de jabuticaba do quintal", "Bolo de fubá da minha avó", "Chuva de verão"),
        tags=("bairro",),
    )
    return make(
        "ba-pt-sibling-lists",
        "discussion",
        "pt-jacaranda",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/2010/01/a-feira-da-praca.html",
        container="div#rc-bloco: h3 '9 comentários:', ul.recados > li.rc (avatar, span.rc-quem, span.rc-quando, div.rc-msg, 'responder'); a comment's replies are a ul.rc-filhos placed as the NEXT SIBLING of its li (not inside it), two levels",
        heading="9 comentários:",
        description="The hard way: where the replies sit. A 2010 Brazilian chronicle blog: 9 comments whose replies (two levels) are in a list that follows the parent's list item as its sibling, the way much hand-written markup of the time nested lists; the blogger's answers among them; times '15/01/2010 às 09:12'.",
    )


def fr_json_fetch() -> Case:
    cs = thread("""
Jean-Pierre Lagarde | 04/06/2012 à 08h12 | - | - | Le marché du jeudi, c'est l'âme du bourg. Le déplacer sur le parking de la salle des fêtes, c'est le tuer à petit feu.
Nadine R. | 04/06/2012 à 08h47 | 0 | - | Pas d'accord, la place est trop petite et les camions bloquent la rue de l'église toute la matinée.
Jean-Pierre Lagarde | 04/06/2012 à 09h20 | 1 | - | Ça fait quarante ans qu'ils la bloquent et personne n'est mort.
Fromagerie Bastide | 04/06/2012 à 10h05 | - | - | En tant que commerçant du marché : on veut bien changer de place, mais il faut de l'électricité pour nos vitrines réfrigérées. Sur le parking, il n'y en a pas.
Mairie des Bruyères | 04/06/2012 à 11h30 | 3 | - | Des bornes électriques seront installées avant le déménagement, prévu en septembre. Une réunion avec les commerçants aura lieu le 14 juin.
Claire M. | 04/06/2012 à 12h18 | - | - | Et les personnes âgées du centre, comment iront-elles jusqu'au parking ? C'est à un kilomètre.
Hugo | 04/06/2012 à 13h40 | 5 | - | Il y a la navette du jeudi matin, mais elle ne passe que toutes les heures.
Simone Vidal | 04/06/2012 à 18h55 | - | - | On pourrait garder quelques stands sur la place et mettre le reste au parking. Tout le monde serait content.
""")
    data = json.dumps(
        [
            {
                "id": 1 + i,
                "auteur": c.author,
                "date": c.when,
                "texte": c.text,
                "parent": None if c.parent is None else c.parent + 1,
            }
            for i, c in enumerate(seeds(cs))
        ],
        ensure_ascii=False,
    )
    end = """<script type="text/javascript">
function reacDessine(liste, parentId) {
  var ul = document.createElement('ul'); ul.className = parentId ? 'reac-sous' : 'reac-liste';
  for (var i = 0; i < liste.length; i++) {
    var r = liste[i]; if ((r.parent || null) !== parentId) continue;
    var li = document.createElement('li'); li.className = 'reac'; li.id = 'reac-' + r.id;
    var h = document.createElement('p'); h.className = 'reac-tete';
    var b = document.createElement('strong'); b.appendChild(document.createTextNode(r.auteur)); h.appendChild(b);
    h.appendChild(document.createTextNode(' – le ' + r.date));
    li.appendChild(h);
    var t = document.createElement('p'); t.className = 'reac-texte'; t.appendChild(document.createTextNode(r.texte)); li.appendChild(t);
    var sous = reacDessine(liste, r.id); if (sous) li.appendChild(sous);
    ul.appendChild(li);
  }
  return ul.childNodes.length ? ul : null;
}
document.addEventListener('DOMContentLoaded', function () {
  var x = new XMLHttpRequest();
  x.open('GET', '/ajax/reactions/article-4412.json', true);
  x.onreadystatechange = function () {
    if (x.readyState !== 4 || x.status !== 200) return;
    var zone = document.getElementById('reac-zone'); zone.innerHTML = '';
    var l = JSON.parse(x.responseText);
    document.getElementById('reac-nb').appendChild(document.createTextNode(' (' + l.length + ')'));
    zone.appendChild(reacDessine(l, null));
  };
  x.send(null);
});
</script>"""
    block = (
        '<div class="gz-reac"><h3 id="reac-nb">Réactions</h3><div id="reac-zone"><p class="reac-charge">Chargement des réactions…</p></div>'
        '<p><a href="/connexion">Connectez-vous</a> pour réagir.</p></div>'
    )
    css = ".reac-sous{margin-left:24px}.reac{list-style:none;border-top:1px solid #eee;padding:4px 0}.reac-liste{padding:0}"
    st = Story(
        "Le marché du jeudi quittera la place de l'Église en septembre",
        "Par Sophie Marchal",
        "2012-06-03T19:00:00+02:00",
        "Dimanche 3 juin 2012",
        """
Le conseil municipal a voté vendredi le déplacement du marché hebdomadaire du jeudi, qui se tient depuis 1968 sur la place de l'Église, vers le parking de la salle des fêtes.

La mairie invoque la sécurité : les camions des commerçants occupent la rue de l'Église toute la matinée et gênent l'accès des secours. Le nouveau site offrira aussi davantage de places de stationnement.

Plusieurs commerçants et habitants du centre ont dit leur inquiétude. Une réunion publique est prévue le 14 juin.
""",
        section="Communes",
        related=(
            "Tour des Bruyères : le parcours dévoilé",
            "La boulangerie rouvre rue Haute",
            "École : une cinquième classe",
        ),
        tags=("marché", "mairie"),
    )
    return make(
        "ba-fr-json-fetch",
        "discussion",
        "fr-bruyeres",
        st,
        Parts(after=block, css=css, end=end),
        seeds(cs),
        path="/communes/2012/06/03/marche-du-jeudi-place-eglise.html",
        container="div.gz-reac: h3#reac-nb 'Réactions' (the script adds ' (8)'), div#reac-zone: ul.reac-liste > li.reac (p.reac-tete: strong name, ' – le DATE'; p.reac-texte); replies in ul.reac-sous inside the li, two levels",
        heading="Réactions (8)",
        description="The hard way: the thread is not in the page's HTML. A 2012 French regional paper: at DOMContentLoaded the page's script asks its own site for /ajax/reactions/article-4412.json (XMLHttpRequest) and draws 8 reactions (4 replies, two levels, the town hall's answer) into the page; times '04/06/2012 à 08h12'.",
        reveal="client_rendered: an XMLHttpRequest at DOMContentLoaded fetches /ajax/reactions/article-4412.json from the same site and draws the thread into div#reac-zone",
        static=False,
        files={"/ajax/reactions/article-4412.json": data + "\n"},
        check_steps=("wait:600",),
    )


def sv_hidden() -> Case:
    cs = thread("""
Lena Forsberg | 2013-01-15 kl 07:44 | - | - | Bra att skolan får vara kvar, men varför ska det ta tre år att bestämma sig varje gång?
Mats | 2013-01-15 kl 08:20 | 0 | - | För att kommunen utreder samma sak om och om igen. Det här är tredje utredningen sedan 2007.
Pernilla Ek | 2013-01-15 kl 09:02 | - | - | Våra barn har 40 minuter med buss till stan. Hade skolan lagts ned hade de fått en timme.
Gunnar i Västby | 2013-01-15 kl 10:15 | - | - | Jag gick själv i den skolan 1958. Samma trappa, samma klocka i korridoren. Skönt att den får leva.
Ingrid Sjö | 2013-01-15 kl 12:30 | 3 | - | Min mamma också, Gunnar! Hon har fortfarande klassfotot på väggen.
Rektor Västby skola | 2013-01-15 kl 13:45 | - | - | Tack för alla fina ord. Vi har öppet hus den 2 februari, alla är välkomna att titta in.
Johan L | 2013-01-15 kl 16:10 | - | - | Men vad kostar det? Artikeln säger ingenting om pengarna.
Eva N. | 2013-01-15 kl 17:02 | 6 | - | Det står i sista stycket, 2,1 miljoner extra om året.
Johan L | 2013-01-15 kl 17:30 | 7 | - | Tack, missade det.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="kx-inl" id="kx-{5501 + i}"><p class="kx-topp"><b>{esc(c.name)}</b> <span class="kx-tid">{esc(c.when)}</span></p>'
            f'<div class="kx-txt">{paras(c.text)}</div><p class="kx-lank"><a href="#svara">Svara</a> · <a href="/anmal">Anmäl</a></p>{sub}</div>'
        )

    block = (
        '<div class="gz-kx"><p class="kx-visa"><a href="#kommentarer" id="kx-toggle" '
        "onclick=\"var k=document.getElementById('kommentarer');k.style.display=(k.style.display=='none')?'block':'none';return false;\">"
        "Visa kommentarer (9)</a></p>"
        '<div id="kommentarer" style="display:none"><h3>Kommentarer</h3>'
        + tree(cs, item, lambda s: f'<div class="kx-svar" style="margin-left:30px">{s}</div>')
        + '<p><a href="/logga-in">Logga in</a> för att kommentera.</p></div></div>'
    )
    st = Story(
        "Västby skola blir kvar – kommunen backar om nedläggning",
        "Av Karin Holm",
        "2013-01-14T18:00:00+01:00",
        "14 januari 2013 18:00",
        """
Barn- och utbildningsnämnden beslutade på måndagen att Västby skola ska vara kvar. Förslaget att lägga ned skolan och flytta eleverna till centralorten drogs tillbaka efter protester från föräldrar.

Skolan har i dag 64 elever i årskurs F–6. Enligt förvaltningens beräkningar kostar det omkring 2,1 miljoner kronor extra om året att driva den jämfört med att flytta eleverna.
""",
        section="Granholm",
        related=("Granholms IK vann derbyt", "Ny busslinje till sjukhuset", "Snöovädret: så gick det"),
        tags=("skolan", "kommunen"),
    )
    return make(
        "ba-sv-hidden",
        "discussion",
        "sv-granholm",
        st,
        Parts(after=block),
        seeds(cs),
        path="/granholm/2013/01/14/vastby-skola-blir-kvar",
        container="div.gz-kx: a link 'Visa kommentarer (9)' whose onclick shows div#kommentarer (style=display:none in the served HTML): h3 'Kommentarer', div.kx-inl (p.kx-topp: b name, span.kx-tid; div.kx-txt; Svara · Anmäl); replies in div.kx-svar inside",
        heading="Kommentarer",
        description="The hard way: the thread is in the served HTML but hidden. A 2013 Swedish local paper: 9 readers' comments (4 replies two levels deep; the school's answer among them) inside a div with display:none that the link 'Visa kommentarer (9)' shows; times '2013-01-15 kl 07:44'.",
        reveal="click: the link 'Visa kommentarer (9)' shows div#kommentarer, present in the served HTML with display:none",
        check_steps=("click:#kx-toggle", "wait:200"),
    )


def cs_fragment() -> Case:
    cs = thread("""
Pavel Novotný | 21. 10. 2014, 18:22 | - | - | Konečně. Přes náměstí se v pátek odpoledne nedalo projít, auta stála až k pivovaru.
Jana K. | 21. 10. 2014, 18:50 | 0 | - | Jenže kde teď budou parkovat lidi, co jezdí k lékaři? Poliklinika je hned vedle.
Městský úřad Lipovec | 22. 10. 2014, 08:15 | 1 | - | Pro návštěvníky polikliniky zůstává osm míst v Kostelní ulici, vyhrazených na dvě hodiny.
Radek | 21. 10. 2014, 20:03 | - | - | Parkovací dům za 60 milionů pro město s osmi tisíci obyvateli? To je přece nesmysl.
Lenka Vávrová | 21. 10. 2014, 21:40 | 3 | - | Kdyby byl dům hotový dřív než zákaz, nikdo by se nezlobil. Takhle je to obráceně.
Starý Lipovák | 22. 10. 2014, 06:55 | - | - | Za mého mládí na náměstí stály trhy, ne auta. Ať je zase pro lidi.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="ds-prispevek" id="ds-{8810 + i}"><div class="ds-hlava"><span class="ds-jmeno">{esc(c.name)}</span> '
            f'<span class="ds-cas">{esc(c.when)}</span></div><div class="ds-text">{paras(c.text)}</div>'
            f'<div class="ds-akce"><a href="#odpovedet">Odpovědět</a> · <a href="/nahlasit">Nahlásit</a></div>{sub}</div>'
        )

    fragment = (
        '<div class="ds-vlakno"><h3>Diskuse (6 příspěvků)</h3>'
        + tree(cs, item, lambda s: f'<div class="ds-odpovedi" style="margin-left:28px">{s}</div>')
        + '<p class="ds-pravidla"><a href="/pravidla-diskuse">Pravidla diskuse</a></p></div>\n'
    )
    block = (
        '<div class="ds-box"><button type="button" id="ds-nacti" class="ds-tlacitko">Zobrazit diskusi (6 příspěvků)</button>'
        '<div id="ds-obsah"></div></div>'
    )
    end = """<script type="text/javascript">
document.getElementById('ds-nacti').onclick = function () {
  var b = this; b.disabled = true; b.firstChild.nodeValue = 'Načítám…';
  var x = new XMLHttpRequest();
  x.open('GET', '/diskuse/fragment-2291.html', true);
  x.onreadystatechange = function () {
    if (x.readyState === 4 && x.status === 200) { document.getElementById('ds-obsah').innerHTML = x.responseText; b.parentNode.removeChild(b); }
  };
  x.send(null);
};
</script>"""
    st = Story(
        "Náměstí bez aut: od listopadu zákaz parkování",
        "Tomáš Dvořák",
        "2014-10-21T11:00:00+02:00",
        "21. října 2014",
        """
Zastupitelé Lipovce v pondělí schválili zákaz parkování na Masarykově náměstí. Platit začne od prvního listopadu, výjimku dostanou jen zásobování a držitelé průkazu ZTP.

Město chce náměstí postupně proměnit v pěší zónu. Náhradou za zrušených zhruba sedmdesát míst má do dvou let vzniknout parkovací dům za poliklinikou.

Opozice návrh kritizovala, podle ní mělo město nejdřív postavit parkovací dům a teprve potom parkování zakázat.
""",
        section="Zprávy",
        related=("HC Lipovec vyhrál derby", "Pivovar otevře muzeum", "Nová lávka přes řeku"),
        tags=("radnice", "doprava"),
    )
    return make(
        "ba-cs-fragment",
        "discussion",
        "cs-lipovec",
        st,
        Parts(after=block, end=end),
        seeds(cs),
        path="/zpravy/2014/10/21/namesti-bez-aut.html",
        container="div.ds-box: a button 'Zobrazit diskusi (6 příspěvků)'; on click an XMLHttpRequest fetches the HTML fragment /diskuse/fragment-2291.html into div#ds-obsah: div.ds-vlakno, h3 'Diskuse (6 příspěvků)', div.ds-prispevek (span.ds-jmeno, span.ds-cas, div.ds-text, Odpovědět · Nahlásit); replies in div.ds-odpovedi inside",
        heading="Diskuse (6 příspěvků)",
        description="The hard way: one click fetches the thread. A 2014 Czech town paper: the button 'Zobrazit diskusi (6 příspěvků)' fetches an HTML fragment of the same site and inserts it: 6 readers' comments, 3 replies two levels deep (the town hall's answer among them); times '21. 10. 2014, 18:22'.",
        reveal="button: 'Zobrazit diskusi (6 příspěvků)' fetches /diskuse/fragment-2291.html (XMLHttpRequest) and inserts it into div#ds-obsah",
        static=False,
        files={"/diskuse/fragment-2291.html": fragment},
        check_steps=("click:#ds-nacti", "wait:700"),
    )


def threads2_ba() -> list[Case]:
    return [
        de_signatures(),
        tr_br_blob(),
        ru_two_rows(),
        ja_spacer(),
        nl_triples(),
        it_pairs(),
        pt_sibling_lists(),
        fr_json_fetch(),
        sv_hidden(),
        cs_fragment(),
    ]
