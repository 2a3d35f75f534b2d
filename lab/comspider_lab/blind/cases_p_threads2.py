"""Blind set P: discussions shown with the page on a Chinese evening paper (IP locations), a Korean regional paper
(BEST badges, a deleted comment), a Lithuanian portal (32 comments, guests), a Slovak paper (indented reactions), a
Romanian paper (utility classes and custom elements), a Hungarian paper (CSS modules, subscribers), a Kenyan
Swahili site and a Vietnamese paper (written from memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_p_common import (
    PartsK,
    esc,
    h,
    initials,
    make,
    nest,
    ps,
    story,
    teasers,
    thread,
    tree_walk,
)
from comspider_lab.blind.model import Case

# --------------------------------------------------------------------------- zh: Chinese evening paper, IP places


def zh_iploc() -> Case:
    c = thread(
        """
江边老李 | 03-12 14:22 | - | 早该修了，每次下雨地下通道都积水，老人孩子根本过不去。
小鱼儿 | 03-12 14:35 | 0 | 同感，上周我家孩子放学就是蹚水回来的。
晴天 | 03-12 15:01 | - | 施工期间公交怎么绕行？文章里能不能补充一下线路图？
江城晚报 | 03-12 15:30 | 2 | 您好，公交绕行方案已在文末附上，也可关注“江城公交”公众号查询。
阿杰不加班 | 03-12 16:12 | - | 八个月太久了，能不能晚上加班赶工？
王女士 | 03-12 17:40 | 4 | 晚上施工附近居民就睡不了觉了，还是按正常时间吧。
老街坊 | 03-12 19:05 | - | 支持！希望这次质量好一点，别两年又挖开。
"""
    )
    places = ["湖北", "湖北", "广东", "湖北", "上海", "湖北", "湖南"]

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        reply_to = (
            f'<span class="pl-at">回复 <a href="#">@{esc(c[x.parent].author)}</a>：</span>'
            if x.parent is not None
            else ""
        )
        return (
            f'<div class="pl-item{" pl-item--sub" if d else ""}" data-floor="{i + 1}"><img class="pl-face" src="/_avatar/p-zh-{i}.png" alt="" width="36" height="36">'
            f'<div class="pl-main"><div class="pl-user"><a class="pl-nick" href="#">{esc(x.author)}</a>'
            + ('<i class="pl-tag">官方</i>' if x.author == "江城晚报" else "")
            + f'</div><div class="pl-txt">{reply_to}{esc(x.text)}</div>'
            f'<div class="pl-info"><span class="pl-time">{esc(x.when)}</span><span class="pl-ip">来自{places[i]}</span>'
            f'<a class="pl-zan" href="#">赞 {(i * 11) % 40}</a><a class="pl-re" href="#">回复</a></div>'
            + (f'<div class="pl-sub">{kids}</div>' if kids else "")
            + "</div></div>"
        )

    block = (
        f'<div class="pl-wrap" id="pinglun"><div class="pl-hd"><h3>全部评论</h3><em>7</em><span class="pl-sort">按时间 | 按热度</span></div>'
        f'<div class="pl-list">{nest(c, item)}</div><div class="pl-input"><textarea placeholder="文明上网，理性发言"></textarea><button>发表</button></div></div>'
    )
    st = story(
        "解放大道地下通道改造下月开工 工期八个月",
        "本报记者 陈静",
        "2025-03-12T09:00:00+08:00",
        "2025-03-12 09:00",
        """
记者从市城建局获悉，解放大道与江汉路交叉口的地下通道改造工程将于下月开工，预计工期八个月。

改造内容包括排水系统升级、增设无障碍电梯和更换照明设施。

施工期间，途经该路段的6条公交线路将临时绕行。
""",
        declare="jsonld",
        section="民生",
    )
    parts = PartsK(
        after=block,
        rail=teasers("hashed", "热点排行", "地铁12号线站名公示|本周天气：气温回升|中考体育项目确定"),
    )
    return make(
        "p-zh-pinglun-ip",
        "discussion",
        "hashed",
        "zh-news",
        st,
        parts,
        c,
        path="/minsheng/jiefang-avenue-underpass-renovation.html",
        container="div#pinglun.pl-wrap, div.pl-item: a.pl-nick, div.pl-txt, time '03-12 14:22', '来自湖北' (IP location), '赞 n', '回复'; replies in div.pl-sub inside their parent, opening with '回复 @Name：'",
        heading="全部评论 7",
        description="A Chinese evening paper: seven comments (three replies nested, one by the paper's official account), each with the province of the reader's IP address; the replies open with '回复 @Name：' (the page's, not in the text).",
    )


# --------------------------------------------------------------------------- ko: Korean regional paper, BEST


def ko_best() -> Case:
    c = thread(
        """
광주토박이 | 2025.03.12 14:22 | - | 충장로 상권 살리려면 주차부터 해결해야 합니다. 공영주차장 요금도 너무 비싸요.
하늘빛 | 2025.03.12 14:40 | 0 | 맞아요. 주말마다 주차 자리 찾느라 삼십 분씩 돌아요.
전남대생 | 2025.03.12 15:10 | - | 청년 창업 공간 지원은 좋은데 임대료가 계속 오르면 의미가 없어요.
무등산호랑이 | 2025.03.12 16:02 | - | 예전 충장로 생각나네요. 다시 사람들로 북적였으면 좋겠습니다.
박사장 | 2025.03.12 17:30 | - | 상인 입장에서 환영합니다. 야시장은 꼭 매주 열어 주세요.
은이맘 | 2025.03.12 19:45 | - | 아이들과 갈 만한 공간도 생기면 좋겠어요.
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        best = '<span class="ko-best">BEST</span>' if i in (0, 3) else ""
        out = (
            f'<li class="ko-item{" ko-item--re" if d else ""}">{best}<div class="ko-meta"><span class="ko-nick">{esc(x.author)}</span><span class="ko-date">{esc(x.when)}</span></div>'
            f'<div class="ko-body">{ps(x.text)}</div><div class="ko-btns"><button>답글</button><button class="ko-up">공감 {12 + i * 3}</button><button class="ko-down">비공감 {i}</button><button>신고</button></div>'
            + (f'<ul class="ko-replies">{kids}</ul>' if kids else "")
            + "</li>"
        )
        if i == 2:
            out += '<li class="ko-item ko-item--deleted"><div class="ko-body"><p>삭제된 댓글입니다.</p></div></li>'
        return out

    block = (
        '<div class="mt-10" id="talkbox"><div class="flex items-center justify-between border-b-2 border-black pb-2"><h3 class="text-lg font-bold">독자 의견 <b class="text-red-600">6</b></h3>'
        '<div class="text-xs"><button class="font-bold">최신순</button> · <button>공감순</button></div></div>'
        f'<ul class="ko-list">{nest(c, item)}</ul><div class="ko-write"><textarea placeholder="로그인 후 의견을 남겨 주세요"></textarea></div></div>'
    )
    st = story(
        "충장로 상권 되살린다…청년 창업 공간·야시장 조성",
        "김민지 기자",
        "2025-03-12T11:00:00+09:00",
        "입력 2025.03.12 11:00",
        """
광주 동구가 충장로 상권 활성화를 위해 청년 창업 공간 20곳과 주말 야시장을 조성한다고 12일 밝혔다.

동구는 빈 점포를 임대해 청년 창업자에게 2년간 저렴하게 제공하고, 매주 토요일 야시장을 운영할 계획이다.

사업비는 국비와 시비를 포함해 총 35억 원이다.
""",
        declare="og",
        section="지역",
    )
    parts = PartsK(
        after=block,
        rail=teasers(
            "tw", "많이 본 뉴스", "광주 버스 노선 개편 확정|무등산 탐방로 일부 통제|기아 타이거즈 개막전 매진"
        ),
    )
    return make(
        "p-ko-best-deleted",
        "discussion",
        "tw",
        "ko-news",
        st,
        parts,
        c,
        path="/news/articleView-918273-chungjangro.html",
        container="div#talkbox, ul.ko-list of li.ko-item: 'BEST' badge, span.ko-nick, '2025.03.12 14:22', div.ko-body, 답글/공감/비공감/신고; the reply in ul.ko-replies",
        heading="독자 의견 6",
        description="A Korean regional paper: six comments (one reply nested), two marked 'BEST', 공감/비공감 counts, and one '삭제된 댓글입니다.' placeholder (a deleted comment: not in the truth).",
    )


# --------------------------------------------------------------------------- lt: Lithuanian portal, 32 comments


def lt_portal() -> Case:
    c = thread(
        """
Jonas | 2025-03-12 08:02 | - | Pagaliau! Ramygalos gatvė duobėta jau dešimt metų.
Skaitytojas | 2025-03-12 08:10 | - | O kodėl darbai tik nuo birželio? Vasarą visi atostogauja, bus kamščiai.
Rūta | 2025-03-12 08:15 | 1 | Todėl, kad mokslo metai baigiasi, autobusų mažiau.
Vidas | 2025-03-12 08:22 | - | 4 milijonai už dviejų kilometrų gatvę? Kažkas čia ne taip.
inžinierius | 2025-03-12 08:31 | 3 | Kartu keičiami vamzdynai ir apšvietimas, tai ne tik asfaltas.
Giedrė P. | 2025-03-12 08:40 | - | Ar bus dviračių takas? Vaikai važiuoja į mokyklą šaligatviu.
senjoras | 2025-03-12 08:55 | - | Prisimenu, kaip šią gatvę tiesė 1978 metais. Tada darė per pusmetį.
Tomas | 2025-03-12 09:03 | 6 | Tada ir kokybė buvo kitokia, nereikia romantizuoti.
Laima | 2025-03-12 09:15 | - | Svarbiausia, kad nepamirštų pėsčiųjų perėjos prie poliklinikos.
Andrius K. | 2025-03-12 09:27 | - | Rangovas tas pats, kuris darė Klaipėdos gatvę? Ten po metų jau duobės.
Aukštaitijos žinios | 2025-03-12 09:45 | 9 | Andriau, rangovas bus aiškus po konkurso, savivaldybė jį skelbs balandį.
gintaras | 2025-03-12 10:02 | - | Gerai, kad rašote apie tokius dalykus, kitaip niekas nesužinotų.
Marytė | 2025-03-12 10:18 | - | Autobusas 12 ar keis maršrutą? Važiuoju juo kasdien į darbą.
Paulius | 2025-03-12 10:30 | 12 | Marytė, straipsnio pabaigoje parašyta, kad laikinai važiuos Smėlynės gatve.
Eglė | 2025-03-12 10:44 | - | Ir medžių nekirskit, prašau. Tos liepos ten auga nuo tarpukario.
Darius | 2025-03-12 11:05 | - | Gyvenu šalia. Triukšmo bus pusę metų, bet verta.
Vilma | 2025-03-12 11:20 | - | Kada pagaliau bus sutvarkyta ir Kniaudiškių gatvė?
Kęstutis | 2025-03-12 11:42 | 16 | Kniaudiškių planuojama 2027-aisiais, taip sakė meras per susitikimą.
Svečias | 2025-03-12 12:01 | - | Vėl pinigai į asfaltą, o mokyklos be remonto.
Aistė | 2025-03-12 12:15 | 18 | Mokyklos finansuojamos iš kito biudžeto, tai nesusiję.
Mindaugas | 2025-03-12 12:40 | - | Puiku, kad bus ir nauji lietaus nuotekų vamzdžiai. Kiekvieną rudenį užlieja.
Rasa | 2025-03-12 13:05 | - | Ar parduotuvės liks pasiekiamos automobiliu darbų metu?
Žilvinas | 2025-03-12 13:30 | - | Įdomu, kiek kainuos projektavimas. Apie tai straipsnyje nieko.
Ona | 2025-03-12 14:02 | - | Ačiū už žinią, perduosiu kaimynams.
Lukas | 2025-03-12 14:25 | - | Sutinku su Vidu, kaina per didelė.
Dalia | 2025-03-12 15:00 | - | Prašom įrengti suoliukų prie stotelių, senoliams sunku stovėti.
Remigijus | 2025-03-12 15:40 | - | Geriau būtų buvę daryti rudenį, kai mažiau turistų važiuoja per miestą.
Justina | 2025-03-12 16:12 | - | Mano vaikas eina į mokyklą šia gatve. Tikiuosi, bus saugus apėjimas.
Vytautas | 2025-03-12 17:05 | - | Tikrai laukiame. Dabar gatvė gėdinga, kai atvažiuoja svečių.
Neringa | 2025-03-12 18:20 | - | Ar bus įrengtos elektromobilių įkrovimo stotelės?
Arūnas | 2025-03-12 19:45 | - | Straipsnis geras, bet nuotrauka sena, ten dar stovi senasis kioskas.
Gabija | 2025-03-12 21:10 | - | Tegul tik baigia laiku. Tai svarbiausia.
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        return (
            f'<div class="kom{" kom--atsakymas" if d else ""}" id="k{447100 + i}"><div class="kom__virsus"><span class="kom__vardas">{esc(x.author)}</span>'
            f'<span class="kom__ip">IP: 78.57.{(i * 37) % 250}.x</span><span class="kom__laikas">{esc(x.when)}</span></div>'
            f'<div class="kom__tekstas">{ps(x.text)}</div><div class="kom__apacia"><a href="#" class="kom__atsakyti">Atsakyti</a>'
            f'<span class="kom__bals"><a href="#">+{(i * 7) % 30}</a> / <a href="#">-{(i * 3) % 9}</a></span><a href="#" class="kom__skusti">Pranešti</a></div>'
            + (f'<div class="kom__atsakymai">{kids}</div>' if kids else "")
            + "</div>"
        )

    block = (
        '<section class="kom-sekcija" id="komentarai"><h2 class="kom-sekcija__title">Skaitytojų komentarai <span>(32)</span></h2>'
        '<p class="kom-sekcija__info">Komentarus rašo skaitytojai, redakcija už juos neatsako.</p>'
        f'<div class="kom-sekcija__list">{nest(c, item)}</div>'
        '<form class="kom-forma"><input type="text" placeholder="Vardas"><textarea placeholder="Jūsų komentaras"></textarea><button type="submit">Skelbti</button></form></section>'
    )
    st = story(
        "Ramygalos gatvė bus rekonstruota: darbai prasidės birželį",
        "Indrė Kazlauskienė",
        "2025-03-12T07:30:00+02:00",
        "2025-03-12 07:30",
        """
Panevėžio savivaldybė skelbia, kad Ramygalos gatvės rekonstrukcija prasidės birželį ir truks iki gruodžio. Projekto vertė – 4,1 mln. eurų.

Bus pakeisti vandentiekio ir lietaus nuotekų vamzdynai, įrengtas apšvietimas ir dviračių takas.

Darbų metu 12 maršruto autobusai laikinai važiuos Smėlynės gatve.
""",
        declare="jsonld",
        kicker="Regionas",
    )
    parts = PartsK(
        after=block,
        rail=teasers(
            "bem",
            "Skaitomiausi",
            "Kainos turguje: bulvės brangsta|Naujas baseinas atidaromas gegužę|Lietkabelis laimėjo derbį",
        ),
    )
    return make(
        "p-lt-portal-32",
        "discussion",
        "bem",
        "lt-news",
        st,
        parts,
        c,
        path="/regionas/ramygalos-gatve-bus-rekonstruota",
        container="section#komentarai, div.kom: span.kom__vardas, 'IP: 78.57.x.x', '2025-03-12 08:02', div.kom__tekstas, 'Atsakyti', +/- votes; replies in div.kom__atsakymai inside their parent",
        heading="Skaitytojų komentarai (32)",
        description="A Lithuanian regional portal: 32 comments (seven replies nested one level, one by the newsroom), guests' names such as 'Svečias' and 'Skaitytojas', masked IP addresses printed beside the names (the page's, not the author's name).",
    )


# --------------------------------------------------------------------------- sk: Slovak paper, indented reactions


def sk_reakcie() -> Case:
    c = thread(
        """
Martin Kováč | 12. 3. 2025 o 14:22 | - | Konečne. Cesta cez Levočskú dolinu je v zime nebezpečná, posyp tam takmer nechodí.
Zuzana H. | 12. 3. 2025 o 15:10 | 0 | Súhlasím, ale prečo sa začína až na jeseň? To znamená ďalšiu zimu bez opravy.
Správa ciest PSK | 12. 3. 2025 o 16:02 | 1 | Dobrý deň, na jar prebieha verejné obstarávanie, samotné práce sa začnú hneď po jeho ukončení.
Peter | 12. 3. 2025 o 18:45 | - | Dúfam, že nebude zase celá cesta zatvorená ako pred dvoma rokmi.
"""
    )
    rows = []
    for i, d in tree_walk(c):
        x = c[i]
        ver = (
            ' <span class="prispevok__overeny" title="Overený používateľ">✓ Overený</span>'
            if i in (0, 2)
            else ""
        )
        rows.append(
            f'<div class="prispevok{" prispevok--reakcia" if d else ""}" data-level="{d}" style="margin-left:{d * 2}rem">'
            f'<div class="prispevok__hlava">{initials(x.author, "prispevok__avatar")}<b class="prispevok__autor">{esc(x.author)}</b>{ver}'
            f'<span class="prispevok__cas">{esc(x.when)}</span></div><div class="prispevok__text">{ps(x.text)}</div>'
            '<div class="prispevok__nastroje"><a href="#">Reagovať</a> · <a href="#">Nahlásiť</a> · <a href="#">Zdieľať</a></div></div>'
        )
    block = (
        '<section id="diskusia" class="wp-block-group diskusia"><h2 class="wp-block-heading">Diskusia (4)</h2>'
        f'<div class="diskusia__zoznam">{"".join(rows)}</div><p class="diskusia__pravidla">Diskutovať môžu len prihlásení čitatelia. <a href="#">Pravidlá diskusie</a></p></section>'
    )
    st = story(
        "Cesta cez Levočskú dolinu sa dočká opravy za 2,8 milióna eur",
        "Jana Lukáčová",
        "2025-03-12T10:15:00+01:00",
        "12. marca 2025, 10:15",
        """
Prešovský samosprávny kraj vyhlási obstarávanie na opravu cesty II/533 v Levočskej doline. Obnova 11 kilometrov vozovky bude stáť 2,8 milióna eur.

Práce by sa mali začať na jeseň, premávka bude riadená semaformi.

Cesta patrí medzi najhoršie v kraji, uviedol hovorca župy.
""",
        declare="og",
        section="Región",
    )
    parts = PartsK(
        after=block,
        rail=teasers(
            "block",
            "Najčítanejšie",
            "Levoča: nové parkovisko pod hradbami|Spišská Nová Ves otvorí krytú plaváreň|HK Spišiaci postúpili",
        ),
    )
    return make(
        "p-sk-prispevky-indent",
        "discussion",
        "block",
        "sk-news",
        st,
        parts,
        c,
        path="/region/cesta-levocska-dolina-oprava-2-8-miliona/",
        container="section#diskusia, div.prispevok siblings, replies with class prispevok--reakcia, data-level and an inline margin-left: initials, b.prispevok__autor, '✓ Overený' badge, '12. 3. 2025 o 14:22', div.prispevok__text",
        heading="Diskusia (4)",
        description="A Slovak regional paper: four comments as sibling divs, the replies marked only by a class, data-level and an inline margin (two replies, one to a reply, one of them by the road authority's account), 'Overený' badges.",
    )


# --------------------------------------------------------------------------- ro: Romanian paper, utility + custom


def ro_cititori() -> Case:
    c = thread(
        """
Andrei Pop | acum 3 ore | - | Podul de pe Crișul Repede era oricum îngust. Bine că se face, chiar dacă vom sta în trafic o vară.
Ioana M. | acum 3 ore | 0 | Andrei, problema e că nu au anunțat o rută ocolitoare pentru biciclete.
Mihai Oradea | acum 2 ore | - | Sper să nu dureze ca la pasajul Magheru, unde termenul s-a dublat.
Elena Sabău | acum 2 ore | 2 | Acolo au fost probleme cu proiectul, aici licitația e deja câștigată.
Gabriel | acum o oră | - | Cine plătește? Primăria sau fonduri europene?
Cristina | acum 20 de minute | - | Mulțumim pentru articol! Harta cu restricțiile e foarte utilă.
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        return (
            f'<cititor-mesaj class="block py-4{" ml-10 border-l pl-4" if d else " border-b"}" data-id="{7720 + i}"><div class="flex items-center gap-2">{initials(x.author, "grid h-8 w-8 place-items-center rounded-full bg-amber-200 text-xs")}'
            f'<span class="text-sm font-bold">{esc(x.author)}</span><span class="text-xs text-gray-500">{esc(x.when)}</span></div>'
            f'<div class="mt-1 text-base">{ps(x.text)}</div><div class="mt-2 flex gap-3 text-xs text-gray-500"><button>▲ {i * 4 + 1}</button><button>Răspunde</button><button>Raportează</button></div>'
            f"{kids}</cititor-mesaj>"
        )

    block = (
        '<section class="mt-12" aria-label="Ce spun cititorii"><h2 class="mb-2 text-2xl font-black">Ce spun cititorii</h2>'
        f'<div class="divide-y">{nest(c, item)}</div><p class="mt-4 text-sm"><a class="underline" href="#">Autentifică-te pentru a scrie</a></p></section>'
    )
    st = story(
        "Podul Sfântul Ladislau se închide pentru reabilitare din mai",
        "Raluca Ardelean",
        "2025-03-12T09:40:00+02:00",
        "12 martie 2025, 09:40",
        """
Podul Sfântul Ladislau din Oradea va fi închis circulației auto din mai pentru lucrări de reabilitare, care vor dura cinci luni.

Tramvaiele vor circula pe un singur fir, iar autobuzele vor fi deviate pe podul Dacia.

Investiția de 19 milioane de lei este finanțată din fonduri europene.
""",
        declare="jsonld",
        section="Local",
    )
    parts = PartsK(
        after=block,
        rail=teasers(
            "tw",
            "Cele mai citite",
            "Program nou la ștrandul Ioșia|CSM Oradea, în finală|Vremea: ploi în weekend",
        ),
    )
    return make(
        "p-ro-cititor-mesaj",
        "discussion",
        "tw",
        "ro-news",
        st,
        parts,
        c,
        path="/local/podul-sfantul-ladislau-se-inchide-pentru-reabilitare",
        container="section[aria-label='Ce spun cititorii'], <cititor-mesaj> custom elements with utility classes: initials, span.font-bold name, 'acum 3 ore', text, ▲ count, 'Răspunde'; replies inside their parent with ml-10 border-l",
        heading="Ce spun cititorii",
        description="A Romanian regional paper: six comments (two replies nested) in custom elements styled with utility classes, relative Romanian times; no 'comment' in the markup.",
    )


# --------------------------------------------------------------------------- hu: Hungarian paper, CSS modules


def hu_modules() -> Case:
    c = thread(
        """
Kovács Péter | 2025. március 12. 14:22 | - | Végre! A Tisza-híd felújítását évek óta ígérik, a korlátok már életveszélyesek.
Nagy Anna | 2025. március 12. 14:50 | 0 | Egyetértek, de hogyan jutunk át a munkák alatt Szandaszőlősre? Erről semmi nem szól.
Tiszai Napló | 2025. március 12. 15:20 | 1 | Kedves Anna, a terelőútvonalról holnap külön cikkben írunk, a városháza még egyeztet.
Szabó Gergely | 2025. március 12. 16:05 | - | Két év egy hídra? Fél Európa gyorsabban dolgozik.
bicajos_zsuzsa | 2025. március 12. 16:40 | 3 | A régi hidat is két évig építették, és az új kerékpársáv miatt szélesebb lesz.
Tóth Imre | 2025. március 12. 17:30 | - | Remélem, a helyi cégek is kapnak munkát belőle.
Horváth Éva | 2025. március 12. 18:02 | - | A fényképen a régi Tisza-part látszik, még a lebontott csónakházzal.
Molnár L. | 2025. március 12. 19:45 | 6 | Éva, jó szem! Archív fotó, a cikk végén ott a dátuma.
Kiss Bence | 2025. március 12. 21:15 | - | Jó hír, csak ne legyen belőle újabb csúszás.
"""
    )
    m = "Hozzaszolas"

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        sub = f'<span class="{h(m, "badge")}">Előfizető</span>' if i in (0, 3, 5) else ""
        return (
            f'<li class="{h(m, "item")}" data-level="{d}"><div class="{h(m, "header")}">{initials(x.author, h(m, "monogram"))}'
            f'<span class="{h(m, "name")}">{esc(x.author)}</span>{sub}<span class="{h(m, "date")}">{esc(x.when)}</span></div>'
            f'<div class="{h(m, "text")}">{ps(x.text)}</div><div class="{h(m, "footer")}"><button>Válasz</button><button aria-label="Tetszik">👍 {i * 2}</button><button>Jelentés</button></div>'
            + (f'<ul class="{h(m, "replies")}">{kids}</ul>' if kids else "")
            + "</li>"
        )

    block = (
        f'<section class="{h(m, "section")}" data-testid="reader-section"><h2 class="{h(m, "title")}">Hozzászólások (9)</h2>'
        f'<ul class="{h(m, "list")}">{nest(c, item)}</ul><div class="{h(m, "paywall")}">Hozzászólni csak előfizetők tudnak. <a href="#">Előfizetek</a></div></section>'
    )
    st = story(
        "Két évig tart a szolnoki Tisza-híd felújítása",
        "Farkas Judit",
        "2025-03-12T08:30:00+01:00",
        "2025. március 12. 08:30",
        """
Májusban kezdődik a szolnoki Tisza-híd teljes felújítása, a munkák várhatóan két évig tartanak. A híd kerékpársávot is kap.

A forgalmat félpályán vezetik el, a gyalogosok végig használhatják a hidat.

A beruházás költsége 9,8 milliárd forint.
""",
        declare="og",
        section="Helyi",
    )
    parts = PartsK(
        after=block,
        rail=teasers(
            "hashed",
            "Legolvasottabb",
            "Új buszmenetrend áprilistól|Megnyílt a felújított uszoda|Szolnoki Olajbányász: győzelem",
        ),
    )
    return make(
        "p-hu-modules-subscribers",
        "discussion",
        "hashed",
        "hu-news",
        st,
        parts,
        c,
        path="/helyi/ket-evig-tart-a-szolnoki-tisza-hid-felujitasa",
        container="section[data-testid=reader-section], ul.Hozzaszolas_list__x of li.Hozzaszolas_item__x (CSS modules): monogram, name, 'Előfizető' badge, '2025. március 12. 14:22', text, Válasz; replies in ul.Hozzaszolas_replies__x",
        heading="Hozzászólások (9)",
        description="A Hungarian regional paper rendered with CSS-module class names: nine comments (four replies, one to a reply, one by the newsroom), 'Előfizető' (subscriber) badges, a paywall note under the thread.",
    )


# --------------------------------------------------------------------------- sw: Kenyan Swahili site


def sw_maoni() -> Case:
    c = thread(
        """
Juma Hamisi | Machi 12, 2025 saa 3:15 asubuhi | - | Feri ya Likoni imekuwa kero kwa miaka mingi. Daraja hili litasaidia wakazi wa Kusini sana.
Amina Said | Machi 12, 2025 saa 5:40 asubuhi | - | Tunaomba ujenzi uanze kweli, si ahadi za kampeni tena.
Mwalimu Otieno | Machi 12, 2025 saa 8:02 mchana | - | Je, wavuvi wa Likoni watahamishwa? Makala haijasema chochote kuhusu wao.
"""
    )
    items = "".join(
        f'<div class="maoni-kadi">{initials(x.author, "maoni-kadi__picha")}<div><p class="maoni-kadi__jina">{esc(x.author)}</p>'
        f'<p class="maoni-kadi__tarehe">{esc(x.when)}</p><p class="maoni-kadi__ujumbe">{esc(x.text)}</p>'
        '<p class="maoni-kadi__vitendo"><a href="#">Jibu</a> · <a href="#">Ripoti</a></p></div></div>'
        for x in c
    )
    block = (
        f'<div class="wp-block-group maoni" id="maoni"><h3 class="wp-block-heading">Maoni ya Wasomaji</h3>{items}'
        '<div class="maoni-fomu"><input type="text" placeholder="Jina"><textarea placeholder="Andika maoni yako"></textarea><button>Tuma</button></div></div>'
    )
    st = story(
        "Serikali yatenga bilioni 12 kwa ujenzi wa daraja la Likoni",
        "Halima Mwinyi",
        "2025-03-12T06:00:00+03:00",
        "Machi 12, 2025",
        """
Serikali imetenga shilingi bilioni 12 kwa ajili ya upembuzi na usanifu wa daraja litakalounganisha kisiwa cha Mombasa na Likoni.

Waziri wa Uchukuzi alisema ujenzi unatarajiwa kuanza mwaka ujao.

Kwa sasa zaidi ya watu 300,000 huvuka kwa feri kila siku.
""",
        declare="og",
        section="Habari",
    )
    parts = PartsK(
        after=block,
        rail=teasers(
            "block",
            "Zinazosomwa zaidi",
            "Bei ya mafuta yapanda|Bandari Mombasa yapokea meli kubwa|Bandari FC yashinda",
        ),
    )
    return make(
        "p-sw-maoni-kadi",
        "discussion",
        "block",
        "sw-news",
        st,
        parts,
        c,
        path="/habari/serikali-yatenga-bilioni-12-daraja-la-likoni/",
        container="div#maoni.wp-block-group, div.maoni-kadi: initials, p.maoni-kadi__jina, 'Machi 12, 2025 saa 3:15 asubuhi', p.maoni-kadi__ujumbe, 'Jibu · Ripoti'",
        heading="Maoni ya Wasomaji",
        description="A Kenyan Swahili news site on a block theme: three flat comments, name, date and text each in a <p>, Swahili time of day ('saa 3:15 asubuhi'); no 'comment' in the markup.",
    )


# --------------------------------------------------------------------------- vi: Vietnamese paper


def vi_ykien() -> Case:
    c = thread(
        """
Nguyễn Văn Hùng | 2 giờ trước | - | Cầu Rào mới xây chưa được bao lâu mà đã phải sửa, chất lượng công trình cần xem lại.
Trần Thị Mai | 1 giờ trước | 0 | Anh Hùng ơi, đây là cầu Rào cũ, cầu mới vẫn tốt. Bài báo có ghi rõ.
Lê Minh | 1 giờ trước | - | Mong thành phố bố trí xe buýt trung chuyển trong thời gian cấm cầu.
Phạm Thu Hà | 45 phút trước | - | Người dân Kiến An đi làm vất vả rồi, phân luồng hợp lý giúp bà con với.
Đỗ Quang | 20 phút trước | - | Cảm ơn báo đã đưa tin sớm để người dân chủ động.
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        return (
            f'<div class="ykien__item{" ykien__item--reply" if d else ""}"><div class="ykien__content"><p class="ykien__text">{esc(x.text)}</p>'
            f'<p class="ykien__meta"><b class="ykien__name">{esc(x.author)}</b> <span class="ykien__time">{esc(x.when)}</span></p>'
            f'<p class="ykien__actions"><a href="#" class="ykien__like">Thích {i * 3 + 2}</a> <a href="#">Trả lời</a> <a href="#">Chia sẻ</a></p></div>'
            + (f'<div class="ykien__replies">{kids}</div>' if kids else "")
            + "</div>"
        )

    block = (
        f'<section class="ykien" aria-label="Ý kiến bạn đọc"><h3 class="ykien__title">Ý kiến bạn đọc (5)</h3><div class="ykien__tabs"><a class="is-active" href="#">Mới nhất</a><a href="#">Quan tâm nhất</a></div>'
        f'<div class="ykien__list">{nest(c, item)}</div><form class="ykien__form"><textarea placeholder="Ý kiến của bạn"></textarea><button>Gửi</button></form></section>'
    )
    st = story(
        "Hải Phòng cấm xe qua cầu Rào cũ 45 ngày để sửa chữa",
        "Hoàng Lan",
        "2025-03-12T10:00:00+07:00",
        "Thứ tư, 12/3/2025, 10:00 (GMT+7)",
        """
Từ ngày 20/3, cầu Rào cũ sẽ bị cấm các phương tiện trong 45 ngày để sửa chữa mặt cầu và lan can.

Xe máy và ô tô được phân luồng qua cầu Rào mới và cầu Niệm. Xe buýt tuyến 05 thay đổi lộ trình.

Tổng kinh phí sửa chữa khoảng 28 tỷ đồng.
""",
        declare="jsonld",
        kicker="Giao thông",
    )
    parts = PartsK(
        after=block,
        rail=teasers(
            "bem", "Đọc nhiều", "Giá vàng hôm nay|Hải Phòng mở thêm tuyến buýt|CLB Hải Phòng thắng trận"
        ),
    )
    return make(
        "p-vi-ykien-text-first",
        "discussion",
        "bem",
        "vi-news",
        st,
        parts,
        c,
        path="/thoi-su/hai-phong-cam-xe-qua-cau-rao-cu-45-ngay.html",
        container="section.ykien[aria-label], div.ykien__item: p.ykien__text first, then p.ykien__meta (b.ykien__name, '2 giờ trước'), 'Thích n · Trả lời · Chia sẻ'; the reply in div.ykien__replies",
        heading="Ý kiến bạn đọc (5)",
        description="A Vietnamese paper: five comments (one reply nested), each text printed before the name and the relative time, likes; no 'comment' in the markup.",
    )
