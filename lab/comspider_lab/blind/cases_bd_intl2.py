"""Blind set BD: five more discussions in other languages, each an article's thread as an invented forum engine printed
it under the article (2010-2013), each with its one most awkward trait: flat answers that open with the bold name
they address (ru), a numbered bulletin board of definition lists with ">>n" anchors and a thread-starter's post (ja),
the two best posts copied into a box above the thread (ko), attachment lists with file names, sizes and view counts
(tr), a post folded away for its low score (sv). Every class name, name, place and text invented for this set; each
post written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bd_common import Case, P, Parts, Story, esc, make, member, paras, posts, seeds

# --------------------------------------------------------------------------- ru: flat answers opening with a bold name


def ru_most() -> Case:
    ps = posts("""
Сергей_К | 12.10.2010, 19:40 | - | - | Мост закрывают на всю зиму? А как скорая будет ездить в Заречье, через Ивановку? Это лишних сорок минут.
Люда Гусева | 12.10.2010, 19:58 | - | - | В статье написано, что временный понтон поставят к ноябрю. Вопрос только, выдержит ли он машины.
Мастер | 12.10.2010, 20:15 | - | to=Сергей_К | Сергей_К, скорая будет дежурить на нашем берегу, в амбулатории. Так было и в 2003-м, когда ремонтировали опоры.
Сергей_К | 12.10.2010, 20:31 | - | to=Мастер | Мастер, спасибо, не знал. Тогда уже спокойнее.
Ольга П. | 12.10.2010, 21:04 | - | - | Главное, чтобы автобус до школы ходил. Дети у нас через мост каждый день ездят.
дед Никифор | 12.10.2010, 22:17 | - | to=Люда Гусева | Люда Гусева, понтон выдерживает до пяти тонн, грузовики пустят в объезд. Так в районе сказали.
Рыбак | 13.10.2010, 07:05 | - | - | Лишь бы рыбу не распугали сваями. Там под мостом лучшее место на всей реке.
Ольга П. | 13.10.2010, 08:20 | - | to=Рыбак | Рыбак, нашли о чём переживать.
Андрей Ветров | 13.10.2010, 12:44 | - | - | Мост ремонтировали в 2003-м и в 2008-м. Интересно, сколько ещё раз будем его чинить, прежде чем построят новый.
""")

    def item(p: P) -> str:
        text = p.text
        to = p.get("to")
        if to:
            assert text.startswith(to + ", "), p
            body = f"<b>{esc(to)},</b> " + paras(text[len(to) + 2 :], sep="<br /><br />")
        else:
            body = paras(text, sep="<br /><br />")
        return (
            f'<table class="zk-post" id="p{30100 + p.num}" width="100%"><tr><td class="zk-left" rowspan="2" valign="top">'
            f'<a class="zk-nick" href="/forum/user/{30100 + p.num}" onclick="return false">{esc(p.name)}</a><br />'
            f"<small>Сообщений: {member(p.name, 2010)[2]}<br />Откуда: Заречье</small></td>"
            f'<td class="zk-top">{esc(p.when)} <a href="#p{30100 + p.num}">#{p.num + 1}</a></td></tr>'
            f'<tr><td class="zk-body">{body}<div class="zk-act">Ответить · Цитировать · Жалоба</div></td></tr></table>'
        )

    block = (
        '<div class="zk-forum"><h3>Обсуждение на форуме (9)</h3><p class="zk-hint">Нажмите на ник, чтобы обратиться к участнику.</p>'
        + "".join(item(p) for p in ps)
        + "</div>"
    )
    css = (
        ".zk-post{border:1px solid #b8c4d4;margin:5px 0;font-size:12px}.zk-left{width:140px;background:#eef2f7}.zk-top{font-size:10px;"
        "color:#888;background:#f7f9fb}.zk-act{font-size:10px;text-align:right;margin-top:6px}"
    )
    st = Story(
        "Мост через Зарю закроют на ремонт до весны",
        "Наталья Крылова",
        "2010-10-12T15:00:00+04:00",
        "12 октября 2010",
        """
С 1 ноября мост через реку Зарю между городом и посёлком Заречье будет закрыт на капитальный ремонт. Работы продлятся до конца апреля.

На время ремонта в двухстах метрах ниже по течению установят временную понтонную переправу для легковых машин и автобусов. Грузовой транспорт пустят в объезд через Ивановку.

Администрация района обещает, что школьный автобус будет ходить по прежнему расписанию.
""",
        section="Район",
        related=(
            "Отопительный сезон начался",
            "В Заречье открыли новую амбулаторию",
            "Хоккей: «Заря» выиграла",
        ),
        tags=("мост", "Заречье", "ремонт"),
    )
    return make(
        "bd-ru-bold-name-address",
        "discussion",
        "ru-zarechye",
        st,
        Parts(after=block, css=css),
        seeds(ps),
        path="/rayon/most-cherez-zaryu-remont.html",
        container="div.zk-forum: h3 'Обсуждение на форуме (9)', table.zk-post per post (td.zk-left nick, 'Сообщений', 'Откуда'; td.zk-top time and '#n'; td.zk-body text, actions); answers are flat and open with the addressed member's nick and a comma in bold",
        heading="Обсуждение на форуме (9)",
        description="Hardest: no quotes and no tree: the answers are flat and open with the name they answer and a comma in bold ('<b>Сергей_К,</b> …'), as the forum inserts it when a nick is clicked; the truth keeps them flat with the name in their text. A Russian district paper of 2010: the forum's thread under the article.",
    )


# --------------------------------------------------------------------------- ja: dl/dt/dd board with >>n anchors


def ja_station() -> Case:
    ps = posts("""
ニュース速報＠川辺 | 2012/04/18(水) 18:00:12 ID:kwb0news | - | x;id=kwb0news | 【川辺町】川辺駅の駅舎、来年春に建て替えへ　木造の旧駅舎は一部保存 // 町は18日、築88年の川辺駅舎を建て替えると発表した。
名無しさん | 2012/04/18(水) 18:04:51 ID:Qm3xT2aa | - | id=Qm3xT2aa | ついに建て替えか。あの木の改札が好きだったんだけどな
名無しさん | 2012/04/18(水) 18:07:30 ID:bN8pLr0c | 1 | id=bN8pLr0c | >>2 改札の柵は保存するらしいぞ。記事に書いてある
名無しさん | 2012/04/18(水) 18:12:02 ID:Qm3xT2aa | 2 | id=Qm3xT2aa | >>3 マジか、それならいいや
駅前の住人 | 2012/04/18(水) 18:30:44 ID:ZZ4k9Hq1 | - | id=ZZ4k9Hq1 | 工事中は仮駅舎になるのかな。朝の通学で混みそう
名無しさん | 2012/04/18(水) 18:41:19 ID:aP2mR7sd | 4 | id=aP2mR7sd | >>5 駐輪場のところに仮駅舎を建てるって町の広報に出てた
名無しさん | 2012/04/18(水) 19:02:03 ID:Lt6vW0xe | - | id=Lt6vW0xe | エレベーターは付くの？ 階段しかないから親が使えない
名無しさん | 2012/04/18(水) 19:15:58 ID:bN8pLr0c | 6 | id=bN8pLr0c | >>7 付く。バリアフリー化が建て替えの一番の理由
鉄ちゃん | 2012/04/18(水) 20:20:31 ID:Hh9cY3mk | - | id=Hh9cY3mk | 旧駅舎の写真を撮っておくなら今年のうち。夕方の西日が入る待合室が一番いい
名無しさん | 2012/04/18(水) 21:08:47 ID:Rr5bN1qp | 8 | id=Rr5bN1qp | >>9 週末に行ってくる
名無しさん | 2012/04/18(水) 22:33:10 ID:Lt6vW0xe | 7 | id=Lt6vW0xe | >>8 ありがとう。それなら安心した
""")

    def item(p: P) -> str:
        text = esc(p.text)
        for k in range(1, len(ps) + 1):
            text = text.replace(f"&gt;&gt;{k} ", f'<a href="#r{k}" class="kw-anchor">&gt;&gt;{k}</a> ', 1)
        text = text.replace("\n\n", "<br /><br />")
        date, _, _ = p.when.partition(" ID:")
        return (
            f'<dt id="r{p.num + 1}">{p.num + 1} ：<span class="kw-name"><b>{esc(p.name)}</b></span>：{esc(date)} '
            f'<span class="kw-id">ID:{esc(p.get("id"))}</span></dt><dd class="kw-res">{text}<br /><br /></dd>'
        )

    block = (
        '<div class="kw-bbs"><h3>この記事の掲示板</h3><p class="kw-title">【川辺町】川辺駅の駅舎、来年春に建て替えへ (11)</p>'
        '<dl class="kw-thread">'
        + "".join(item(p) for p in ps)
        + '</dl><form class="kw-form" action="/bbs/write" method="post">名前：<input type="text" name="FROM" size="16" /> '
        '<input type="submit" value="書き込む" /><br /><textarea name="MESSAGE" rows="4" cols="60"></textarea></form></div>'
    )
    css = (
        ".kw-bbs{background:#efefef;padding:8px 12px;margin:14px 0}.kw-thread dt{font-size:12px;color:#444}.kw-name b{color:#228b22}"
        ".kw-thread dd{margin:2px 0 10px 32px;font-size:14px}.kw-id{color:#888}"
    )
    st = Story(
        "川辺駅の駅舎、来年春に建て替えへ　旧駅舎は一部保存",
        "川辺タウン通信編集部",
        "2012-04-18T17:00:00+09:00",
        "2012年4月18日",
        """
川辺町は18日、築88年の木造駅舎である川辺駅を建て替えると発表した。工事は来年春に始まり、完成は再来年の秋を予定している。

新駅舎にはエレベーターと多目的トイレを設け、バリアフリー化を図る。旧駅舎の木製の改札柵と駅名板は保存し、新駅舎の待合室に展示する。

工事期間中は駅前の駐輪場に仮駅舎を設ける。
""",
        section="ニュース",
        related=("川辺川の桜並木が見頃", "町営バスの時刻表改正", "中学校の新校舎が完成"),
        tags=("川辺駅", "駅舎", "まちづくり"),
    )
    return make(
        "bd-ja-bbs-anchors",
        "discussion",
        "ja-kawabe",
        st,
        Parts(after=block, css=css),
        seeds(ps),
        path="/news/kawabe-station-rebuild.html",
        container="div.kw-bbs: h3 'この記事の掲示板', a thread title with the count, dl.kw-thread of dt ('n ：NAME：date ID:…') and dd.kw-res (the text, '>>n' anchors to earlier posts), a posting form",
        heading="この記事の掲示板",
        description="Hardest: an anonymous bulletin board of dt/dd pairs: most posters 'Anonymous' (名無しさん) told apart only by their IDs, answers shown by '>>n' anchors at the start of the text (the parent), the first post the news robot's thread-starter copying the article (not a comment). A Japanese town site of 2012.",
    )


# --------------------------------------------------------------------------- ko: best posts copied above the thread


def ko_market() -> Case:
    ps = posts("""
바다새 | 2013.05.21 09:12 | - | up=3;best | 전통시장 지붕 공사 반갑네요. 비 오는 날엔 장 보러 가기가 너무 힘들었어요.
동네아재 | 2013.05.21 09:40 | - | up=1 | 주차장 문제는 그대로인가요? 주말에는 차를 댈 곳이 없어요.
김순덕 | 2013.05.21 10:05 | 1 | up=0 | 기사에 보면 공영주차장 40면을 늘린다고 되어 있어요.
동네아재 | 2013.05.21 10:31 | 2 | up=0 | 아 제가 끝까지 안 읽었네요. 감사합니다.
서부맘 | 2013.05.21 12:47 | - | up=41;best | 공사 기간에 상인분들 장사는 어떻게 하시나요? 석 달이면 꽤 긴데 임시 매장이라도 있었으면 좋겠어요.
채소가게 | 2013.05.21 13:20 | 4 | up=12 | 저희도 그게 걱정입니다. 구역별로 나눠서 공사한다고 하니 문은 계속 열 거예요. 많이 찾아주세요.
박준호 | 2013.05.21 18:05 | - | up=2 | 지붕만 씌우지 말고 화장실도 좀 고쳐 주세요.
""")
    best = [p for p in ps if p.has("best")]

    def item(p: P, cls: str) -> str:
        quote = ""
        if p.parent is not None:
            q = ps[p.parent]
            quote = f'<div class="sb-inyong"><span>{esc(q.name)}님의 글</span>{paras(q.text)}</div>'
        return (
            f'<li class="{cls}"><div class="sb-meta"><span class="sb-nick">{esc(p.name)}</span> <span class="sb-date">{esc(p.when)}</span>'
            f' <span class="sb-lv">Lv.{member(p.name, 2013)[2] % 9 + 1}</span></div>{quote}<div class="sb-txt">{paras(p.text)}</div>'
            f'<div class="sb-btn">추천 {p.get("up")} · 인용 · 신고</div></li>'
        )

    block = (
        '<div class="sb-community"><h3>커뮤니티 토론 (7)</h3><div class="sb-best"><h4>베스트 글</h4><ul>'
        + "".join(item(p, "sb-bestitem") for p in sorted(best, key=lambda x: -int(x.get("up"))))
        + '</ul></div><ul class="sb-list">'
        + "".join(item(p, "sb-item") for p in ps)
        + '</ul><p><a href="/community/board/1123">게시판에서 보기</a></p></div>'
    )
    css = (
        ".sb-best{background:#fff8e1;border:1px solid #f0d98c;padding:4px 10px;margin-bottom:8px}.sb-list,.sb-best ul{list-style:none;padding:0}"
        ".sb-item,.sb-bestitem{border-bottom:1px solid #e3e3e3;padding:6px 0}.sb-meta{font-size:11px;color:#777}.sb-nick{font-weight:bold;color:#333}"
        ".sb-inyong{background:#f3f3f3;padding:3px 6px;font-size:11px}.sb-btn{font-size:10px;text-align:right}"
    )
    st = Story(
        "서부시장에 비 가림 지붕 설치…석 달 공사",
        "이정민 기자",
        "2013-05-20T17:00:00+09:00",
        "2013.05.20 17:00",
        """
서부 전통시장에 비와 햇볕을 막는 아케이드 지붕이 설치된다. 시는 총 18억 원을 들여 다음 달부터 석 달 동안 공사를 진행한다고 20일 밝혔다.

공사는 시장을 세 구역으로 나눠 차례로 진행해 점포 영업에는 지장이 없도록 할 계획이다. 공영주차장도 40면 늘어난다.

상인회는 공사 기간 동안 할인 행사를 열 예정이다.
""",
        section="지역",
        related=("서부역 광장 새 단장", "여름철 물놀이 안전 수칙", "시립도서관 야간 개방"),
        tags=("전통시장", "서부시장", "아케이드"),
    )
    return make(
        "bd-ko-best-copied",
        "discussion",
        "ko-seobu",
        st,
        Parts(after=block, css=css),
        seeds(ps),
        path="/local/seobu-market-roof.html",
        container="div.sb-community: h3 '커뮤니티 토론 (7)', div.sb-best ('베스트 글': two posts copied, most recommended first) then ul.sb-list > li.sb-item (nick, date, level, div.sb-inyong 'NAME님의 글' quote, div.sb-txt, '추천 n · 인용 · 신고')",
        heading="커뮤니티 토론 (7)",
        description="Hardest: the two most recommended posts are printed twice, first in a 'best posts' box above the thread in the same markup, then in their place in the thread (each is one comment). A Korean local news site of 2013: its community board's thread under the article, a market trader's answer, quotes 'NAME님의 글'.",
    )


# --------------------------------------------------------------------------- tr: attachment lists


def tr_liman() -> Case:
    ps = posts("""
Kaptan_Rıza | 14.08.2011, 10:22 | - | att=IMG_2041.jpg (84,2 KB, 37 kez görüntülendi)/IMG_2042.jpg (91,0 KB, 29 kez görüntülendi) | Dün akşam limandan çektim, yeni iskelenin kazıkları çakılmaya başlamış. Fotoğraflar ekte.
Deniz Yıldırım | 14.08.2011, 11:05 | 0 | - | Eline sağlık Rıza abi. Balıkçı barınağı da bu projeye dahil mi, yoksa sadece yolcu iskelesi mi?
Kaptan_Rıza | 14.08.2011, 11:40 | 1 | att=barinak_plani.pdf (212,5 KB, 18 kez indirildi) | Sadece yolcu iskelesi. Barınak ikinci aşamada, belediyenin planını ekledim.
Selma Öztürk | 14.08.2011, 14:18 | - | - | Yaz ortasında inşaat yapmak akıllıca mı? Tekneler sabah akşam iskeleyi kullanıyor.
Mehmet Ali | 14.08.2011, 16:50 | 3 | att=duyuru.jpg (46,8 KB, 22 kez görüntülendi) | Liman başkanlığının duyurusu ekte: çakma işleri sabah 7 ile 10 arası yapılacakmış.
Selma Öztürk | 14.08.2011, 17:12 | 4 | - | Teşekkürler, o saatlerde zaten kimse çıkmıyor.
""")

    def item(p: P) -> str:
        quote = ""
        if p.parent is not None:
            q = ps[p.parent]
            quote = f'<div class="kh-alinti"><div>Alıntı: <b>{esc(q.name)}</b></div>{paras(q.text)}</div>'
        att = ""
        if p.get("att"):
            files = p.get("att").split("/")
            att = (
                '<fieldset class="kh-ekler"><legend>Ekli Dosyalar</legend><ul>'
                + "".join(
                    f'<li><img src="/_avatar/kh-att-{p.num}-{k}.svg" width="16" height="16" alt="" /> '
                    f'<a href="/forum/ek/{p.num}{k}">{esc(f.split(" (", 1)[0])}</a> ({esc(f.split(" (", 1)[1])}</li>'
                    for k, f in enumerate(files)
                )
                + "</ul></fieldset>"
            )
        return (
            f'<div class="kh-mesaj" id="m{4400 + p.num}"><div class="kh-ust">{esc(p.when)} <span>#{p.num + 1}</span></div>'
            f'<div class="kh-uye"><a href="/forum/uye/{4400 + p.num}">{esc(p.name)}</a><br /><small>Mesaj: {member(p.name, 2011)[2]}</small></div>'
            f'<div class="kh-icerik">{quote}{paras(p.text)}{att}</div><div class="kh-alt">Alıntı yap · Cevapla · Şikayet</div></div>'
        )

    block = (
        '<div class="kh-forum"><h3>Forumda tartışın</h3><p>6 mesaj · <a href="/forum/konu/liman-iskelesi">Konuya git</a></p>'
        + "".join(item(p) for p in ps)
        + "</div>"
    )
    css = (
        ".kh-mesaj{border:1px solid #ccd;margin:6px 0;overflow:hidden}.kh-ust{background:#0a2a55;color:#fff;font-size:10px;padding:2px 6px}"
        ".kh-ust span{float:right}.kh-uye{float:left;width:120px;padding:6px;font-size:11px}.kh-icerik{margin-left:135px;padding:6px}"
        ".kh-alinti{background:#f2f2f2;border:1px solid #ccc;padding:4px}.kh-ekler{font-size:10px}.kh-alt{clear:both;font-size:10px;text-align:right}"
    )
    st = Story(
        "Karaburun limanına yeni yolcu iskelesi",
        "Haber Merkezi",
        "2011-08-13T12:00:00+03:00",
        "13 Ağustos 2011",
        """
Karaburun limanında 4,5 milyon liralık yeni yolcu iskelesinin yapımına başlandı. İskele, ada seferleri yapan teknelerin aynı anda yanaşabilmesi için 80 metre uzunluğunda olacak.

Liman başkanlığı, çalışmalar sırasında tekne trafiğinin aksamaması için kazık çakma işlerinin sabah saatlerinde yapılacağını bildirdi.

Balıkçı barınağının yenilenmesi ise projenin ikinci aşamasında ele alınacak.
""",
        section="Gündem",
        related=(
            "Ada seferleri iki katına çıktı",
            "Sahil yolunda asfalt çalışması",
            "Karaburunspor'da yeni sezon",
        ),
        tags=("liman", "Karaburun", "iskele"),
    )
    return make(
        "bd-tr-attachments",
        "discussion",
        "tr-karaburun",
        st,
        Parts(after=block, css=css),
        seeds(ps),
        path="/gundem/karaburun-limani-yeni-iskele.html",
        container="div.kh-forum: h3 'Forumda tartışın', div.kh-mesaj (div.kh-ust time and '#n', div.kh-uye, div.kh-icerik with div.kh-alinti 'Alıntı: NAME', text, fieldset.kh-ekler 'Ekli Dosyalar' listing files with size and views)",
        heading="Forumda tartışın",
        description="Hardest: three posts carry an attachment list ('Ekli Dosyalar': file names, sizes and view or download counts) inside the post after the text. A Turkish district news site of 2011: its forum's thread under the article, quotes 'Alıntı: NAME'.",
    )


# --------------------------------------------------------------------------- sv: a post folded for its score


def sv_farja() -> Case:
    ps = posts("""
Båtluffarn | 2012-06-02 08:14 | - | score=+12 | Äntligen en färja som går efter halv tio på kvällen. Nu kan man faktiskt gå på bio i stan.
Inga på Lillö | 2012-06-02 08:50 | 0 | score=+7 | Och hinna hem. Vi har väntat på det här sedan skolan lades ner.
Stockholmaren | 2012-06-02 09:31 | - | score=-9;folded | Varför ska skattebetalarna i hela regionen betala för en färja till fyrtio sommarstugor?
Inga på Lillö | 2012-06-02 09:55 | 2 | score=+15 | Vi är 212 som bor här året runt. Fyrtio stugor är det på Ytterö, inte här.
Kalle Westin | 2012-06-02 12:40 | - | score=+3 | Blir det någon cykelplats på den nya färjan? Den gamla har bara plats för fyra.
Skärgårdsnytt | 2012-06-02 14:05 | 4 | score=+4 | Enligt trafikbolaget får den nya färjan plats för tolv cyklar.
""")

    def item(p: P) -> str:
        quote = ""
        if p.parent is not None:
            q = ps[p.parent]
            quote = f'<div class="sn-cit"><i>{esc(q.name)} skrev:</i>{paras(q.text)}</div>'
        body = f'<div class="sn-text">{quote}{paras(p.text)}</div>'
        if p.has("folded"):
            body = (
                '<div class="sn-dold">Det här inlägget är dolt eftersom det fått för många minusröster. '
                f'<a href="#" onclick="this.parentNode.nextSibling.style.display=\'block\';return false">Visa</a></div>'
                f'<div class="sn-text" style="display:none">{quote}{paras(p.text)}</div>'
            )
        return (
            f'<div class="sn-inlagg" id="i{810 + p.num}"><div class="sn-rad"><b>{esc(p.name)}</b> · {esc(p.when)} · '
            f'<span class="sn-poang">{esc(p.get("score"))}</span></div>{body}<div class="sn-kn">Citera · Svara · Anmäl</div></div>'
        )

    block = (
        '<div class="sn-forum"><h3>Diskutera i forumet</h3><p>6 inlägg · sorterat äldst först</p>'
        + "".join(item(p) for p in ps)
        + "</div>"
    )
    css = (
        ".sn-inlagg{border-bottom:1px solid #d9d3c5;padding:6px 0}.sn-rad{font-size:11px;color:#777}.sn-poang{color:#2e7d32}"
        ".sn-dold{font-size:11px;color:#999;font-style:italic}.sn-cit{background:#f4f1ea;padding:4px}.sn-kn{font-size:10px;text-align:right}"
    )
    st = Story(
        "Ny färja ger Lillö kvällsturer från hösten",
        "Av Maria Lindgren",
        "2012-06-01T16:00:00+02:00",
        "1 juni 2012",
        """
Från och med september trafikeras Lillö av en ny och större färja. Med den kommer också två nya kvällsturer från stan, klockan 22.15 och 23.30.

Den nya färjan tar 24 bilar och 180 passagerare, mot 16 bilar och 120 passagerare i dag. Den byggs på ett varv i Finland och levereras i augusti.

Trafikbolaget räknar med att restiden blir densamma, 25 minuter.
""",
        section="Nyheter",
        related=("Sjöräddningen larmades två gånger", "Midsommar på Ytterö", "Ny bastu vid badplatsen"),
        tags=("färjor", "Lillö", "skärgårdstrafik"),
    )
    return make(
        "bd-sv-folded-post",
        "discussion",
        "sv-skargard",
        st,
        Parts(after=block, css=css),
        seeds(ps),
        path="/nyheter/ny-farja-lillo-kvallsturer.html",
        container="div.sn-forum: h3 'Diskutera i forumet', div.sn-inlagg (div.sn-rad name, time, score; div.sn-cit 'NAME skrev:', div.sn-text, buttons); one post folded: a line 'Det här inlägget är dolt …' with 'Visa' and its text in a hidden div",
        heading="Diskutera i forumet",
        description="Hardest: one post scored -9 is folded away ('hidden because it got too many minus votes', 'Visa'), its text in a hidden element after the notice; it is a reader's comment (one click shows it) and a reply quotes it. A Swedish archipelago paper of 2012: its forum's thread under the article, scores, the paper's own answer.",
    )


def threads_intl2() -> list[Case]:
    return [ru_most(), ja_station(), ko_market(), tr_liman(), sv_farja()]
