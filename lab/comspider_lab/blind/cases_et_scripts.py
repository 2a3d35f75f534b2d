"""Blind set et: six article pages of 2010-2013 without any reader discussion, heavy with their era's furniture, in
non-Latin scripts: a Russian city portal of 2012, a Japanese regional paper of 2011, a Taiwanese city paper of 2012
(Traditional Chinese), a Greek island news site of 2013, an Israeli regional news site of 2011 (Hebrew, right to
left) and a Hindi city paper of 2013. Every site, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_et_common import Case, esc, face, li, make, page, slug

# --------------------------------------------------------------------------- ru: a city portal, 2012


def ru_portal() -> Case:
    css = """body{margin:0;background:#f0efe9;font:13px/1.45 Tahoma,Arial,sans-serif;color:#222}
.b-page{width:1000px;margin:0 auto;background:#fff}.b-head{background:#2b5797;color:#fff;padding:10px 14px;overflow:hidden}.b-head__logo{font:bold 30px Arial;float:left;color:#fff}
.b-head__info{float:right;font-size:11px;text-align:right}.b-menu{background:#1d3f70;padding:0 10px}.b-menu a{color:#fff;display:inline-block;padding:6px 10px}
.b-cols{overflow:hidden;padding:12px}.b-left{float:left;width:220px}.b-main{float:left;width:500px;margin:0 15px}.b-right{float:right;width:240px}
.b-block{border:1px solid #d6d6d6;margin-bottom:12px}.b-block__title{background:#eef2f8;border-bottom:1px solid #d6d6d6;padding:4px 8px;font-weight:bold;color:#2b5797}
.b-block__body{padding:6px 8px}.b-news-item{margin-bottom:6px}.b-news-item__time{color:#2b5797;font-weight:bold;margin-right:4px}
.b-article__title{font:bold 24px Georgia,serif;margin:4px 0}.b-article__lead{font-weight:bold}.b-article__text p{font:14px/1.6 Georgia,serif}
.b-article__info{color:#888;font-size:11px}.b-vk{font:11px tahoma,arial}.b-vk__head{background:#5b7fa6;color:#fff;padding:4px}.b-vk__user{float:left;width:56px;text-align:center;margin:3px 0}.b-vk__user span{display:block;font-size:10px;color:#2b587a}
.b-poll__bar{background:#2b5797;height:6px}.b-author{background:#f7f7f7;border:1px solid #e3e3e3;padding:8px;overflow:hidden;margin:16px 0}.b-author img{float:left;margin-right:8px}
.b-comments{border-top:2px solid #2b5797;margin-top:18px;padding-top:6px}.b-foot{background:#2b5797;color:#dde;padding:12px;font-size:11px}"""
    lenta = [
        ("18:52", "На улице Гагарина ограничат движение до конца недели"),
        ("18:10", "«Факел» уступил в гостях со счётом 1:2"),
        ("17:34", "В Заречинске открылся новый пункт приёма вторсырья"),
        ("16:45", "Прокуратура проверит управляющую компанию «Уют»"),
        ("15:20", "Отопление подключат во всех школах к четвергу"),
        ("14:02", "Мэрия объявила конкурс на ремонт набережной"),
    ]
    chitaemoe = [
        ("Троллейбус №7 пустят через новый мост", "09:15", "4 812"),
        ("Где в городе отключат горячую воду 17 октября", "вчера, 19:40", "3 905"),
        ("В Заречинске выпал первый снег", "вчера, 08:12", "3 377"),
        ("Цены на проезд вырастут с января", "14 октября", "2 950"),
    ]
    opros = [
        ("Да, буду пользоваться", 47, 603),
        ("Нет, мне удобнее маршрутка", 31, 398),
        ("Хожу пешком", 22, 282),
    ]
    vk = ["Алексей", "Марина", "Денис", "Ольга", "Сергей", "Наталья", "Павел", "Юлия"]
    author_more = [
        ("Городская дума приняла бюджет в первом чтении", "11 октября 2012"),
        ("Новый мост: что известно о сроках открытия", "2 октября 2012"),
        ("Как изменятся маршруты автобусов с 1 ноября", "25 сентября 2012"),
    ]
    paras = [
        "С 1 ноября троллейбус №7 будет ходить через новый Заречный мост. Об этом на оперативном совещании в мэрии сообщил начальник управления транспорта Виктор Лапин.",
        "Маршрут станет короче почти на три километра: троллейбусы больше не будут объезжать промзону по улице Строителей. По расчётам управления, время в пути от вокзала до микрорайона Солнечный сократится с 42 до 30 минут.",
        "Контактную сеть на мосту монтировали всё лето, пробные рейсы прошли на прошлой неделе. Интервал движения в часы пик составит 8–10 минут, стоимость проезда не изменится — 16 рублей.",
        "Остановку «Улица Строителей» сохранят для автобусов №12 и №21. Жители промзоны просили оставить и троллейбус, но в мэрии ответили, что пассажиропоток там не превышает 200 человек в день.",
    ]
    body = f"""<div class="b-page">
<div class="b-head"><a class="b-head__logo" href="/">Заречинск.инфо</a><div class="b-head__info">Вторник, 16 октября 2012<br />Погода: +4…+7 °C, облачно · Курсы ЦБ: USD 30,95 ▼ · EUR 40,31 ▲</div></div>
<div class="b-menu"><a href="/news/">Новости</a><a href="/city/">Город</a><a href="/incidents/">Происшествия</a><a href="/sport/">Спорт</a><a href="/afisha/">Афиша</a><a href="/realty/">Недвижимость</a><a href="/forum/">Форум</a><a href="/board/">Объявления</a></div>
<div class="b-cols">
<div class="b-left">
<div class="b-block"><div class="b-block__title">Лента новостей</div><div class="b-block__body">{li([f'<div class="b-news-item"><span class="b-news-item__time">{t}</span><a href="/news/{slug(h)}/">{esc(h)}</a></div>' for t, h in lenta], "{}")}<a href="/news/">Все новости →</a></div></div>
<div class="b-block"><div class="b-block__title">Курсы валют</div><div class="b-block__body"><table width="100%"><tr><td>USD</td><td>30,95</td><td style="color:#c00">−0,07</td></tr><tr><td>EUR</td><td>40,31</td><td style="color:green">+0,12</td></tr><tr><td>ММВБ</td><td>1 468,20</td><td style="color:green">+0,4%</td></tr><tr><td>Нефть Brent</td><td>$114,70</td><td style="color:#c00">−0,3%</td></tr></table></div></div>
<div class="b-block"><div class="b-block__title">Погода в Заречинске</div><div class="b-block__body">Сегодня: +7 °C, облачно, ветер С 4 м/с<br />Ночью: +1 °C<br />Завтра: +5 °C, дождь</div></div>
</div>
<div class="b-main">
<div class="b-article">
<div class="b-article__info"><a href="/city/">Город</a> · 16.10.2012 10:05 · Просмотров: 4 812</div>
<h1 class="b-article__title">Троллейбус №7 пустят через новый мост</h1>
<p class="b-article__lead">Маршрут станет короче почти на три километра, стоимость проезда не изменится</p>
<div class="b-article__text">{li(paras, "<p>{}</p>")}</div>
<div class="b-author">{face("et-ru-irina-sokolova", 50)}<b>Автор: Ирина Соколова</b><br />Корреспондент отдела «Город»<br /><b>Другие материалы автора:</b><ul>{li([f'<a href="/city/{slug(t)}/">{esc(t)}</a> <span class="b-article__info">{d}</span>' for t, d in author_more])}</ul></div>
</div>
<div class="b-comments"><h3>Комментарии (0)</h3><p>Комментариев пока нет.</p><p>Чтобы оставить комментарий, <a href="/login/">войдите</a> или <a href="/register/">зарегистрируйтесь</a>.</p></div>
</div>
<div class="b-right">
<div class="b-block"><div class="b-block__title">Самое читаемое</div><div class="b-block__body"><ol>{li([f'<a href="/news/{slug(t)}/">{esc(t)}</a><br /><span class="b-article__info">{w} · {v} просмотров</span>' for t, w, v in chitaemoe])}</ol></div></div>
<div class="b-block"><div class="b-block__title">Фото дня</div><div class="b-block__body"><svg width="220" height="140"><rect width="220" height="140" fill="#a9b8c9" /></svg><p>Первый снег на Соборной площади.</p><p class="b-article__info">Фото: Андрей Кузьмин</p></div></div>
<div class="b-block"><div class="b-block__title">Опрос</div><div class="b-block__body"><p><b>Будете ли вы ездить на троллейбусе через новый мост?</b></p>{li([f'{t} — {p}% ({n})<div class="b-poll__bar" style="width:{p * 2}px"></div>' for t, p, n in opros], "<p>{}</p>")}<p class="b-article__info">Всего голосов: 1 283</p></div></div>
<div class="b-block b-vk"><div class="b-vk__head">Мы ВКонтакте</div><div class="b-block__body"><b>Заречинск.инфо</b> · <a href="/vk/">Вступить в группу</a><br />3 412 участников<div>{li([f'<div class="b-vk__user">{face("et-ru-vk-" + n, 40)}<span>{n}</span></div>' for n in vk], "{}")}</div><div style="clear:both"></div></div></div>
<div style="height:240px;background:#eee;text-align:center;color:#999;font-size:10px">Реклама</div>
</div></div>
<div class="b-foot">© 2008–2012 Заречинск.инфо. Свидетельство о регистрации СМИ Эл № ФС77-00000. При использовании материалов ссылка обязательна. <a href="/about/" style="color:#fff">О проекте</a> · <a href="/ads/" style="color:#fff">Реклама на сайте</a></div>
</div>"""
    return make(
        "et-plain-ru-zarechinsk-trolleybus",
        "ru",
        page(
            "Троллейбус №7 пустят через новый мост",
            "Заречинск.инфо",
            "ru",
            css,
            body,
            published="2012-10-16T10:05:00+04:00",
            author="Ирина Соколова",
        ),
        path="/city/2012/10/16/trolleybus-7-new-bridge/",
        description="A Russian city portal's transport story of October 2012 in a three-column BEM-like div layout: exchange rates and an index as a ticker table, weather, 'Лента новостей' with times, 'Самое читаемое' with times and view counts, 'Фото дня' with its photographer, a poll's results, a VK group box with eight faces and first names, an author box with her other stories and dates; an empty comment area ('Комментарии (0)', 'Комментариев пока нет.', a log-in prompt).",
        lookalikes=(
            "Лента новостей: 6 timed headlines",
            "VK group box: 8 faces with names",
            "author box with 3 dated stories",
            "empty comment area with a log-in prompt",
        ),
    )


# --------------------------------------------------------------------------- ja: a regional paper, 2011


def ja_shinpo() -> Case:
    css = """body{margin:0;background:#fff;font:13px/1.6 'ＭＳ Ｐゴシック','MS PGothic',Osaka,sans-serif;color:#333}
#container{width:960px;margin:0 auto}#header{border-bottom:3px solid #00479d;padding:8px 0;overflow:hidden}#header h1{float:left;margin:0;font-size:30px;color:#00479d}
#header .weather{float:right;font-size:11px;border:1px solid #ccc;padding:4px 8px}#gnav{background:#00479d;overflow:hidden}#gnav li{float:left;list-style:none}#gnav a{display:block;color:#fff;padding:5px 14px}
#gnav ul{margin:0;padding:0}#stock{background:#f5f5f5;font-size:11px;padding:3px 8px}#main{float:left;width:630px;padding-top:10px}#sub{float:right;width:300px;padding-top:10px}
.kiji h2{font-size:22px;border-left:6px solid #00479d;padding-left:8px}.kiji .hiduke{color:#888;font-size:11px}.kiji p{font-size:15px;line-height:1.8}
.hatena{font-size:11px;color:#888}.sidebox{border:1px solid #ccc;margin-bottom:12px}.sidebox h3{margin:0;background:#e8eef7;color:#00479d;padding:4px 8px;font-size:13px}
.sidebox ul,.sidebox ol{margin:6px 6px 6px 24px;padding:0}.sidebox .t{color:#c00;font-size:11px}.kanren li{margin-bottom:4px}.kanren .d{color:#888;font-size:11px}
.tweet{border-bottom:1px dotted #ccc;padding:4px 8px}.tweet .ago{color:#999;font-size:10px}.keyword a{margin-right:6px}
#footer{clear:both;border-top:3px solid #00479d;padding:10px 0;font-size:11px;color:#666;text-align:center}"""
    saishin = [
        ("[17:42]", "臨港線の踏切で遮断機故障　一時通行止め"),
        ("[16:55]", "みなと高校吹奏楽部、全国大会へ"),
        ("[15:30]", "市議会、補正予算案を可決"),
        ("[14:18]", "秋の交通安全運動　21日から"),
        ("[12:07]", "中央市場でサンマ初競り　昨年より高値"),
    ]
    ranking = [
        ("市営バス、病院線を新設へ　10月から試験運行", "14日 10:21"),
        ("中央市場でサンマ初競り　昨年より高値", "14日 12:07"),
        ("港まつり、来場者過去最多の12万人", "12日 18:40"),
        ("駅前の老舗書店が閉店へ　65年の歴史に幕", "13日 09:15"),
        ("台風15号、週末に接近のおそれ", "14日 08:02"),
    ]
    kanren = [
        ("市営バス、赤字路線の見直し案を公表", "2011年8月30日"),
        ("市民病院の新病棟が完成　11月に開院", "2011年7月22日"),
        ("高齢者の通院支援、市が実態調査へ", "2011年6月9日"),
    ]
    tweets = [
        ("市営バス、病院線を新設へ　10月から試験運行 http://minato-shinpo.example/n/2011091401", "約2時間前"),
        ("中央市場でサンマ初競り　昨年より高値 #みなと市", "約4時間前"),
        ("【お知らせ】15日付朝刊は通常通り配達いたします。", "約6時間前"),
    ]
    keywords = [
        ("市営バス", 18),
        ("市民病院", 15),
        ("みなと市", 20),
        ("市議会", 13),
        ("高齢者", 12),
        ("港まつり", 14),
        ("台風", 11),
        ("サンマ", 12),
    ]
    paras = [
        "みなと市交通局は１３日、市民病院と市内の主な住宅地を結ぶ市営バスの「病院線」を新設し、１０月１日から半年間、試験運行すると発表した。",
        "病院線は、北浜団地、さくら台、港駅前を経由して市民病院までを結ぶ約１４キロの路線。平日に１日８往復を運行し、運賃は現行の市内均一料金と同じ２００円とする。",
        "市民病院の新病棟が１１月に開院するのに合わせ、通院する高齢者の足を確保するのが狙い。市が６月に実施した調査では、６５歳以上の通院者の約４割が「バスの乗り継ぎが不便」と答えていた。",
        "交通局は試験運行中の利用者数を調べ、１日平均３００人を目安に本格運行を判断する。大川秀夫局長は「多くの方に使っていただき、定着させたい」と話した。",
    ]
    body = f"""<div id="container">
<div id="header"><h1><a href="/" style="color:#00479d;text-decoration:none">みなと新報</a></h1><div class="weather"><b>みなと市の天気</b>　今日：晴れ　28℃／21℃　降水確率10％<br />明日：くもり時々雨　26℃／22℃　降水確率60％</div></div>
<div id="gnav"><ul><li><a href="/">トップ</a></li><li><a href="/news/">ニュース</a></li><li><a href="/local/">地域</a></li><li><a href="/sports/">スポーツ</a></li><li><a href="/economy/">経済</a></li><li><a href="/event/">イベント</a></li><li><a href="/okuyami/">おくやみ</a></li></ul></div>
<div id="stock">日経平均　8,668.86円（+50.29）　TOPIX　744.86（+3.12）　円相場　1ドル＝76円84銭　［14日 15:00 現在］</div>
<div id="main"><div class="kiji">
<p class="hiduke"><a href="/local/">地域</a>　2011年9月14日（水）</p>
<h2>市営バス、病院線を新設へ　10月から試験運行</h2>
<p class="hiduke">（報道部・村上由美）</p>
{li(paras, "<p>{}</p>")}
<p class="hatena">この記事をはてなブックマークに追加（12 users）　｜　ツイートする（34）　｜　mixiチェック</p>
</div>
<div class="sidebox kanren"><h3>関連記事</h3><ul>{li([f'<a href="/local/{slug(t) or n}.html">{esc(t)}</a>　<span class="d">（{d}）</span>' for n, (t, d) in enumerate(kanren)])}</ul></div>
<div class="sidebox"><h3>今日の一枚</h3><div style="padding:8px"><svg width="600" height="200"><rect width="600" height="200" fill="#c9d9ea" /></svg><p>夕暮れの臨港地区。停泊する貨物船の明かりが海面に映る。</p><p class="hiduke">撮影・写真部　北村健一</p></div></div>
</div>
<div id="sub">
<div class="sidebox"><h3>最新ニュース</h3><ul>{li([f'<span class="t">{t}</span> <a href="/news/{n}.html">{esc(h)}</a>' for n, (t, h) in enumerate(saishin)])}</ul></div>
<div class="sidebox"><h3>アクセスランキング</h3><ol>{li([f'<a href="/rank/{n}.html">{esc(t)}</a> <span class="t">（{d}）</span>' for n, (t, d) in enumerate(ranking)])}</ol></div>
<div class="sidebox"><h3>みなと新報 公式ツイッター</h3>{li([f'<div class="tweet"><b>minato_shinpo</b> {esc(t)}<br /><span class="ago">{a}</span></div>' for t, a in tweets], "{}")}<div style="padding:4px 8px"><a href="/twitter/">@minato_shinpo をフォロー</a></div></div>
<div class="sidebox keyword"><h3>注目のキーワード</h3><div style="padding:6px">{li([f'<a href="/keyword/{n}/" style="font-size:{s}px">{k}</a>' for n, (k, s) in enumerate(keywords)], "{} ")}</div></div>
<div style="height:250px;background:#eee;text-align:center;color:#999;font-size:10px">広告</div>
</div>
<div id="footer">みなと新報社　〒000-0000 みなと市港町1-2-3　｜　<a href="/about/">会社概要</a>　｜　<a href="/privacy/">個人情報の取り扱い</a>　｜　<a href="/copyright/">著作権について</a><br />Copyright © 2011 The Minato Shinpo. All rights reserved. 掲載記事・写真の無断転載を禁じます。</div>
</div>"""
    return make(
        "et-plain-ja-minato-bus",
        "ja",
        page(
            "市営バス、病院線を新設へ　10月から試験運行",
            "みなと新報",
            "ja",
            css,
            body,
            published="2011-09-14T10:21:00+09:00",
            author="村上由美",
        ),
        path="/local/20110914/2011091401.html",
        description="A Japanese regional paper's local story of September 2011 in a two-column XHTML layout: a weather box, a stock and yen line, '最新ニュース' with times, 'アクセスランキング' with times, the paper's own tweets with '約2時間前', related articles with dates, '今日の一枚' with its photographer, a keyword cloud, share counts; no comment area at all.",
        lookalikes=(
            "最新ニュース: 5 timed headlines",
            "the paper's own tweets: 3 with relative times",
            "関連記事 with dates",
        ),
    )


# --------------------------------------------------------------------------- zh: a Taiwanese city paper, 2012


def zh_times() -> Case:
    css = """body{margin:0;background:#f4f4f4;font:14px/1.7 'Microsoft JhengHei','PMingLiU',sans-serif;color:#333}
#wrap{width:980px;margin:0 auto;background:#fff}.hd{background:#0a6b5e;color:#fff;padding:10px 14px;overflow:hidden}.hd .logo{font-size:30px;font-weight:bold;float:left}
.hd .today{float:right;font-size:12px}.nav{background:#084c43}.nav a{display:inline-block;color:#fff;padding:6px 12px}.stock{background:#fffbe6;border-bottom:1px solid #eee;font-size:12px;padding:4px 14px}
.stock .red{color:#d00}.stock .green{color:#080}.main{float:left;width:640px;padding:14px}.side{float:right;width:290px;padding:14px 10px}
.art h1{font-size:26px;margin:6px 0}.art .info{color:#888;font-size:12px}.art p{font-size:16px}.box{border:1px solid #ddd;margin-bottom:14px}.box .tit{background:#0a6b5e;color:#fff;padding:4px 8px;font-weight:bold}
.box .con{padding:8px}.box ul{margin:0;padding-left:18px}.time{color:#d00;margin-right:4px}.pick{overflow:hidden;margin-bottom:8px}.pick img{float:left;margin-right:8px}.pick .by{color:#888;font-size:12px}
.fbbox{font:11px tahoma,sans-serif;border:1px solid #aab}.fbbox .face{float:left;width:52px;text-align:center;margin:2px}.fbbox .face span{display:block;color:#777}
.reply{border-top:2px solid #0a6b5e;margin-top:16px;padding-top:6px}.ft{clear:both;background:#333;color:#bbb;padding:14px;font-size:12px;text-align:center}
.fb-btn{background:#5f78ab;color:#fff;border:1px solid #29447e;padding:1px 5px;font-weight:bold;font-size:11px}"""
    jishi = [
        ("18:40", "港區大樓火警　消防員迅速撲滅無人傷"),
        ("17:55", "海岸國小棒球隊　奪全國少棒亞軍"),
        ("16:32", "颱風外圍環流影響　今晚起防豪雨"),
        ("15:10", "市府公布暑期青年打工名單"),
        ("14:25", "漁港直銷中心整修　7月底重新開幕"),
    ]
    remen = [
        ("南岸夜市確定遷移　攤商憂生意受影響", "今天 09:12"),
        ("颱風外圍環流影響　今晚起防豪雨", "今天 16:32"),
        ("端午連假　漁港人潮湧現", "昨天 20:05"),
        ("市區公車路線調整　7月1日上路", "6/18 11:40"),
    ]
    picks = [
        ("老街木屐店　三代堅守60年", "記者林佩君／報導", "et-zh-pick-1"),
        ("黑鮪魚季尾聲　漁民盼好價", "記者陳冠宇／報導", "et-zh-pick-2"),
        ("騎單車遊海岸　十條私房路線", "記者張雅婷／報導", "et-zh-pick-3"),
    ]
    xiangguan = [
        ("南岸夜市遷移案　市府辦第二場說明會", "2012/06/12"),
        ("夜市周邊停車位不足　居民陳情", "2012/05/28"),
        ("南岸夜市衛生稽查　12攤限期改善", "2012/04/03"),
    ]
    fans = ["怡君", "志明", "雅婷", "家豪", "淑芬", "俊傑", "美玲", "建宏"]
    huodong = [
        ("6/22（五）", "海岸音樂節開幕晚會", "南岸公園"),
        ("6/23（六）", "親子淨灘活動", "北堤沙灘"),
        ("6/24（日）", "漁港鮮魚拍賣體驗", "第二漁港"),
    ]
    paras = [
        "【記者王志明／海岸報導】經營超過三十年的南岸夜市確定遷移。市政府昨日宣布，夜市將於明年一月遷至港區的舊倉庫用地，現址將改建為停車場與綠地。",
        "市府經發處長黃啟銘表示，現址緊鄰住宅區，長年有噪音、交通與衛生問題，周邊居民陳情不斷。新址面積約一點二公頃，可容納二百二十個攤位，並設有公共廁所與三百個汽機車停車位。",
        "不過不少攤商擔心搬遷後客源流失。賣蚵仔煎二十年的攤商許先生說：「老客人都習慣來這裡，搬到港區不知道還會不會來。」",
        "市府承諾遷移後第一年免收攤位租金，並將加開接駁公車。攤商自治會預計下週召開會員大會，討論是否接受市府方案。",
    ]
    body = f"""<div id="wrap">
<div class="hd"><span class="logo">海岸時報</span><span class="today">2012年6月20日　星期三　｜　海岸市　多雲午後雷陣雨　28～33°C　降雨機率 60%</span></div>
<div class="nav"><a href="/">首頁</a><a href="/local/">地方</a><a href="/politics/">政治</a><a href="/society/">社會</a><a href="/life/">生活</a><a href="/sports/">體育</a><a href="/ent/">娛樂</a><a href="/photo/">圖輯</a></div>
<div class="stock">台股加權指數 7,312.54 <span class="red">▲35.60</span>　櫃買指數 106.85 <span class="green">▼0.42</span>　美元 29.92　［收盤］</div>
<div class="main"><div class="art">
<p class="info"><a href="/local/">地方新聞</a>　2012-06-20 10:15</p>
<h1>南岸夜市確定遷移　攤商憂生意受影響</h1>
{li(paras, "<p>{}</p>")}
<p class="info">分享到：Facebook（128）　Plurk　Twitter　｜　<a href="/print/">列印</a>　｜　<a href="/mail/">轉寄</a></p>
</div>
<div class="box"><div class="tit">相關新聞</div><div class="con"><ul>{li([f'<a href="/local/{n}.html">{esc(t)}</a>　<span class="info">{d}</span>' for n, (t, d) in enumerate(xiangguan)])}</ul></div></div>
<div class="box"><div class="tit">編輯精選</div><div class="con">{li([f'<div class="pick">{face(k, 64)}<a href="/feature/{n}.html"><b>{esc(t)}</b></a><br /><span class="by">{b}</span></div>' for n, (t, b, k) in enumerate(picks)], "{}")}</div></div>
<div class="reply"><h3>網友回應（0）</h3><p>目前尚無網友回應。</p><p>請先 <a href="/member/login/">登入會員</a> 後再發表回應，還不是會員？<a href="/member/join/">免費加入</a></p></div>
</div>
<div class="side">
<div class="box"><div class="tit">即時新聞</div><div class="con"><ul>{li([f'<span class="time">{t}</span><a href="/news/{n}.html">{esc(h)}</a>' for n, (t, h) in enumerate(jishi)])}</ul></div></div>
<div class="box"><div class="tit">熱門新聞</div><div class="con"><ol>{li([f'<a href="/hot/{n}.html">{esc(t)}</a> <span class="info">{d}</span>' for n, (t, d) in enumerate(remen)])}</ol></div></div>
<div class="box fbbox"><div class="tit">海岸時報 粉絲專頁</div><div class="con"><b>海岸時報</b> 在 Facebook <span class="fb-btn">讚</span><br />9,812 人都說讚。<div>{li([f'<div class="face">{face("et-zh-fb-" + str(n), 44)}<span>{x}</span></div>' for n, x in enumerate(fans)], "{}")}</div><div style="clear:both"></div><small>Facebook 社交外掛程式</small></div></div>
<div class="box"><div class="tit">活動行事曆</div><div class="con"><ul>{li([f"<b>{d}</b> {esc(t)}（{p}）" for d, t, p in huodong])}</ul></div></div>
<div class="box"><div class="tit">訂閱電子報</div><div class="con"><form action="/epaper/" method="post">每日精選新聞寄到您的信箱<br /><input type="text" name="email" /> <input type="submit" value="訂閱" /></form></div></div>
<div style="height:250px;background:#eee;text-align:center;color:#999;font-size:10px">廣告</div>
</div>
<div class="ft">海岸時報社 版權所有 © 2012 Coast Times. All Rights Reserved.　｜　<a href="/about/" style="color:#ddd">關於我們</a>　｜　<a href="/privacy/" style="color:#ddd">隱私權政策</a>　｜　<a href="/ad/" style="color:#ddd">廣告刊登</a></div>
</div>"""
    return make(
        "et-plain-zh-haian-nightmarket",
        "zh",
        page(
            "南岸夜市確定遷移　攤商憂生意受影響",
            "海岸時報",
            "zh-Hant",
            css,
            body,
            published="2012-06-20T10:15:00+08:00",
            author="王志明",
        ),
        path="/local/2012/06/20/nanan-night-market-move.html",
        description="A Taiwanese city paper's local story of June 2012 (Traditional Chinese) in a two-column div layout: a weather line, a stock ticker, '即時新聞' with times, '熱門新聞' with times, '編輯精選' teasers with reporters' bylines, related news with dates, a Facebook fan-page box with eight faces and names, an events calendar, a newsletter form, share counts; an empty readers' reply area ('網友回應（0）', '目前尚無網友回應。', a log-in prompt).",
        lookalikes=(
            "即時新聞: 5 timed headlines",
            "編輯精選: 3 teasers with bylines",
            "Facebook fan box: 8 faces with names",
            "empty reply area with a log-in prompt",
        ),
    )


# --------------------------------------------------------------------------- el: a Greek island news site, 2013


def el_news() -> Case:
    css = """body{margin:0;background:#e8eef2;font:14px/1.55 Arial,Helvetica,sans-serif;color:#222}
.site{width:1000px;margin:0 auto;background:#fff}.header{background:#0d5c91;padding:14px;color:#fff;overflow:hidden}.header .brand{font:bold 32px 'Palatino Linotype',serif;float:left}
.header .kairos{float:right;font-size:12px;text-align:right}.mainmenu{background:#09466f}.mainmenu a{color:#fff;display:inline-block;padding:7px 11px;font-weight:bold;font-size:13px}
.xa{background:#f3f3f3;font-size:12px;padding:4px 14px}.xa .plus{color:green}.xa .minus{color:#c00}.content{overflow:hidden;padding:14px}
.column-main{float:left;width:640px}.column-side{float:right;width:300px}.article-title{font:bold 27px Georgia,serif;margin:4px 0}.article-meta{color:#888;font-size:12px}
.article-body p{font:16px/1.65 Georgia,serif}.widget{border:1px solid #dde;margin-bottom:14px}.widget h4{margin:0;background:#0d5c91;color:#fff;padding:5px 8px}
.widget .w-in{padding:8px}.roi .wra{color:#0d5c91;font-weight:bold;margin-right:5px}.epiloges .ep{overflow:hidden;margin-bottom:8px}.epiloges img{float:left;margin-right:8px}.epiloges .syntaktis{color:#888;font-size:12px}
.poll .bar{background:#0d5c91;height:7px}.tags a{display:inline-block;margin:2px 4px}.sponsored .s-item{float:left;width:200px;margin-right:10px}.sponsored .s-src{color:#999;font-size:11px}
.fb-box .f{float:left;width:54px;text-align:center;font-size:10px;color:#666;margin:2px}.sxolia{border-top:3px solid #0d5c91;margin-top:18px;padding-top:6px}
.sxolia label{display:block;margin-top:6px}.footer{background:#222;color:#aaa;padding:14px;font-size:12px}
.fb-btn{background:#5f78ab;color:#fff;border:1px solid #29447e;padding:1px 5px;font-weight:bold;font-size:11px}"""
    roi = [
        ("21:14", "Κανονικά τα δρομολόγια του Σαββάτου, λέει το λιμεναρχείο"),
        ("20:32", "Δωρεάν συναυλία στο κάστρο την Παρασκευή"),
        ("19:05", "Μικρή φωτιά σε χορτολιβαδική έκταση στη Βρύση"),
        ("18:20", "Νέο ωράριο για το ΚΕΠ του δήμου"),
        ("17:48", "Ρεκόρ αφίξεων στο αεροδρόμιο τον Αύγουστο"),
    ]
    dimofili = [
        ("Λειψυδρία: διακοπές νερού σε τρία χωριά", "σήμερα, 09:40"),
        ("Ρεκόρ αφίξεων στο αεροδρόμιο τον Αύγουστο", "σήμερα, 17:48"),
        ("Πανηγύρι της Παναγιάς: το πρόγραμμα", "χθες, 12:15"),
        ("Νέο ωράριο για το ΚΕΠ του δήμου", "σήμερα, 18:20"),
    ]
    epiloges = [
        ("Οι τελευταίοι ψαράδες του Πόρτο Λίνο", "Του Νίκου Παπαδάκη", "et-el-pick-1"),
        ("Πώς ένα χωριό έσωσε το σχολείο του", "Της Ελένης Μαυρίδου", "et-el-pick-2"),
        ("Δέκα παραλίες χωρίς ξαπλώστρες", "Του Στέλιου Καλογερά", "et-el-pick-3"),
    ]
    poll = [
        ("Ναι, χρειάζεται αφαλάτωση", 71, 946),
        ("Όχι, αρκούν οι γεωτρήσεις", 18, 240),
        ("Δεν ξέρω", 11, 147),
    ]
    tags = [
        ("λειψυδρία", 20),
        ("δήμος", 14),
        ("αφαλάτωση", 17),
        ("τουρισμός", 15),
        ("νερό", 18),
        ("καλοκαίρι", 12),
        ("ΔΕΥΑ", 13),
    ]
    sponsored = [
        ("Τα 7 λάθη που κάνουμε στο πότισμα του κήπου", "ΣπίτιΤώρα"),
        ("Πόσο κοστίζει πραγματικά ένα ηλιακό σύστημα", "ΕνέργειαInfo"),
        ("Οι πιο όμορφες αυλές των Κυκλάδων", "ΤαξίδιΜαγκαζίνο"),
    ]
    fans = ["Μαρία", "Γιώργος", "Κατερίνα", "Νίκος", "Δήμητρα", "Κώστας", "Άννα", "Σπύρος"]
    paras = [
        "Με διακοπές νερού ξεκινά η τελευταία εβδομάδα του Αυγούστου για τα χωριά Βρύση, Άνω Μερά και Καλαμίτσι. Η ΔΕΥΑ ανακοίνωσε ότι η υδροδότηση θα διακόπτεται καθημερινά από τις 14:00 έως τις 19:00, μέχρι να γεμίσει ξανά η δεξαμενή του Προφήτη Ηλία.",
        "Σύμφωνα με τον πρόεδρο της επιχείρησης, Παντελή Ραφτόπουλο, η κατανάλωση τον Αύγουστο ξεπέρασε κατά 35% εκείνη του περσινού καλοκαιριού, λόγω της αυξημένης τουριστικής κίνησης.",
        "«Οι γεωτρήσεις δεν επαρκούν πια. Χωρίς μονάδα αφαλάτωσης θα ζούμε το ίδιο κάθε χρόνο», δήλωσε ο δήμαρχος Μιχάλης Σταυριανός, που ζητά χρηματοδότηση από το ΕΣΠΑ.",
        "Μέχρι τότε, υδροφόρα οχήματα θα εξυπηρετούν τις ψηλότερες γειτονιές. Οι κάτοικοι μπορούν να ενημερώνονται στο τηλέφωνο της ΔΕΥΑ ή στη σελίδα του δήμου.",
    ]
    body = f"""<div class="site">
<div class="header"><span class="brand">Νησιωτική Ενημέρωση</span><div class="kairos">Τετάρτη 21 Αυγούστου 2013<br />Καιρός: 29°C, αίθριος, άνεμοι Β 5 μποφόρ</div></div>
<div class="mainmenu"><a href="/">Αρχική</a><a href="/topika/">Τοπικά</a><a href="/politiki/">Πολιτική</a><a href="/oikonomia/">Οικονομία</a><a href="/athlitika/">Αθλητικά</a><a href="/politismos/">Πολιτισμός</a><a href="/aggelies/">Αγγελίες</a></div>
<div class="xa">Χρηματιστήριο Αθηνών: Γενικός Δείκτης 1.022,35 <span class="plus">+1,21%</span> · FTSE 25 348,10 <span class="plus">+1,45%</span> · Τζίρος 61,2 εκ. € · ώρα 17:20</div>
<div class="content"><div class="column-main">
<p class="article-meta"><a href="/topika/">Τοπικά</a> · 21/08/2013 09:40</p>
<h1 class="article-title">Λειψυδρία: διακοπές νερού σε τρία χωριά μέχρι το τέλος του μήνα</h1>
<p class="article-meta">Της Σοφίας Αλεξίου</p>
<div class="article-body">{li(paras, "<p>{}</p>")}</div>
<div class="widget tags"><h4>Ετικέτες</h4><div class="w-in">{li([f'<a href="/tag/{n}/" style="font-size:{s}px">{t}</a>' for n, (t, s) in enumerate(tags)], "{}")}</div></div>
<div class="widget sponsored"><h4>Από το διαδίκτυο</h4><div class="w-in">{li([f'<div class="s-item"><svg width="200" height="110"><rect width="200" height="110" fill="#ccd" /></svg><br /><a href="/promo/{n}">{esc(t)}</a><br /><span class="s-src">{s}</span></div>' for n, (t, s) in enumerate(sponsored)], "{}")}<div style="clear:both;font-size:10px;color:#999;text-align:right">Προτάσεις από Nexora</div></div></div>
<div class="sxolia"><h3>Σχόλια (0)</h3><p>Δεν υπάρχουν σχόλια. Γίνετε ο πρώτος που θα σχολιάσει!</p>
<form action="/sxolia/" method="post"><label>Όνομα <input type="text" name="onoma" /></label><label>E-mail (δεν δημοσιεύεται) <input type="text" name="email" /></label><label>Σχόλιο<br /><textarea name="keimeno" rows="5" cols="60"></textarea></label><input type="submit" value="Υποβολή" /></form>
<p class="article-meta">Τα σχόλια δημοσιεύονται μετά από έγκριση.</p></div>
</div>
<div class="column-side">
<div class="widget roi"><h4>Ροή ειδήσεων</h4><div class="w-in">{li([f'<span class="wra">{t}</span><a href="/news/{n}/">{esc(h)}</a>' for n, (t, h) in enumerate(roi)], "<p>{}</p>")}</div></div>
<div class="widget"><h4>Τα πιο δημοφιλή</h4><div class="w-in"><ol>{li([f'<a href="/pop/{n}/">{esc(t)}</a> <span class="article-meta">{d}</span>' for n, (t, d) in enumerate(dimofili)])}</ol></div></div>
<div class="widget epiloges"><h4>Επιλογές σύνταξης</h4><div class="w-in">{li([f'<div class="ep">{face(k, 64)}<a href="/reportaz/{n}/"><b>{esc(t)}</b></a><br /><span class="syntaktis">{b}</span></div>' for n, (t, b, k) in enumerate(epiloges)], "{}")}</div></div>
<div class="widget poll"><h4>Δημοσκόπηση</h4><div class="w-in"><p><b>Χρειάζεται μονάδα αφαλάτωσης στο νησί;</b></p>{li([f'{t}: {p}% ({n} ψήφοι)<div class="bar" style="width:{p * 2}px"></div>' for t, p, n in poll], "<p>{}</p>")}<p class="article-meta">Σύνολο ψήφων: 1.333</p></div></div>
<div class="widget fb-box"><h4>Βρείτε μας στο Facebook</h4><div class="w-in"><b>Νησιωτική Ενημέρωση</b> <span class="fb-btn">Μου αρέσει!</span><br />Σε 5.276 άτομα αρέσει αυτό.<div>{li([f'<div class="f">{face("et-el-fb-" + str(n), 44)}<br />{x}</div>' for n, x in enumerate(fans)], "{}")}</div><div style="clear:both"></div></div></div>
<div class="widget"><h4>Καιρός</h4><div class="w-in">Σήμερα: 29°C αίθριος · Πέμπτη: 28°C λίγες νεφώσεις · Παρασκευή: 27°C άνεμοι 6 μποφόρ</div></div>
</div></div>
<div class="footer">© 2013 Νησιωτική Ενημέρωση · Ηλεκτρονική εφημερίδα · <a href="/epikoinonia/" style="color:#ddd">Επικοινωνία</a> · <a href="/oroi/" style="color:#ddd">Όροι χρήσης</a></div>
</div>"""
    return make(
        "et-plain-el-nisiotiki-leipsydria",
        "el",
        page(
            "Λειψυδρία: διακοπές νερού σε τρία χωριά μέχρι το τέλος του μήνα",
            "Νησιωτική Ενημέρωση",
            "el",
            css,
            body,
            published="2013-08-21T09:40:00+03:00",
            author="Σοφία Αλεξίου",
        ),
        path="/topika/2013/08/21/leipsydria-diakopes-nerou.html",
        description="A Greek island news site's story of August 2013 in a two-column div layout: weather, a stock-exchange line, 'Ροή ειδήσεων' with times, 'Τα πιο δημοφιλή' with times, 'Επιλογές σύνταξης' with bylines, a poll's results with votes, a tag cloud, a sponsored 'Από το διαδίκτυο' block, a Facebook box with eight faces and names; an empty comment area ('Σχόλια (0)', 'Δεν υπάρχουν σχόλια. Γίνετε ο πρώτος που θα σχολιάσει!' and the form).",
        lookalikes=(
            "Ροή ειδήσεων: 5 timed headlines",
            "Επιλογές σύνταξης: 3 teasers with bylines",
            "Facebook box: 8 faces with names",
            "empty comment area and form",
        ),
    )


# --------------------------------------------------------------------------- he: an Israeli regional site, 2011


def he_news() -> Case:
    css = """body{margin:0;background:#eef1f4;font:13px/1.5 Arial,'David',sans-serif;color:#222;direction:rtl}
#page{width:990px;margin:0 auto;background:#fff}#top{background:#1b4b7a;color:#fff;padding:10px 14px;overflow:hidden}#top .logo{float:right;font:bold 32px Arial}
#top .shaarim{float:left;font-size:11px;text-align:left}#menu{background:#123659}#menu a{color:#fff;display:inline-block;padding:6px 12px;font-weight:bold}
#cols{overflow:hidden;padding:12px}#right-col{float:right;width:620px}#left-col{float:left;width:320px}.kotaret{font:bold 28px Arial;margin:6px 0}
.mishne{font-size:16px;font-weight:bold;color:#444}.pirtey{color:#888;font-size:12px}.guf p{font-size:15px;line-height:1.7}.tibah{border:1px solid #d5dbe2;margin-bottom:12px}
.tibah h3{margin:0;background:#1b4b7a;color:#fff;padding:4px 8px;font-size:14px}.tibah .pnim{padding:8px}.shaa{color:#c00;font-weight:bold;margin-left:5px}
.fbl .x{float:right;width:54px;text-align:center;font-size:10px;color:#666;margin:2px}.katav{background:#f5f7fa;border:1px solid #dde;padding:8px;margin:14px 0;overflow:hidden}.katav img{float:right;margin-left:8px}
.tguvot{border-top:3px solid #1b4b7a;margin-top:18px;padding-top:6px}.tguvot label{display:block;margin-top:5px}#bottom{background:#1b4b7a;color:#cde;padding:12px;font-size:11px}
.fb-btn{background:#5f78ab;color:#fff;border:1px solid #29447e;padding:1px 5px;font-weight:bold;font-size:11px}"""
    mivzakim = [
        ("19:21", "תאונה בכביש 70 ליד צומת הבונים, פצוע קל"),
        ("18:45", "הפועל עמק גברה 2:0 במשחק חוץ"),
        ("17:30", "הפסקת מים מתוכננת בשכונת נווה שאנן מחר"),
        ("16:12", "המועצה אישרה תקציב לבית ספר חדש"),
        ("15:03", "מחר: פתיחת יריד הספרים בכיכר העצמאות"),
    ]
    nikraot = [
        ("שביל האופניים לחוף נפתח: כל מה שצריך לדעת", "היום, 10:02"),
        ("תושבים נגד הקמת האנטנה ברחוב הגפן", "אתמול, 21:15"),
        ("המסעדה הוותיקה בנמל נסגרת אחרי 40 שנה", "אתמול, 13:40"),
        ("עבודות בגשר הצפוני: הסדרי התנועה", "31.10.2011"),
    ]
    nosafot = [
        ("המועצה אישרה: שבילי אופניים בכל השכונות עד 2013", "28.10.2011"),
        ("רוכבי האופניים בעיר: 'אין לנו איפה לנסוע'", "14.09.2011"),
        ("תוכנית התחבורה החדשה הוצגה לתושבים", "03.08.2011"),
    ]
    fans = ["מיכל", "יוסי", "שירה", "אבי", "נועה", "רונן", "דנה", "עמית"]
    katav = [
        ("תושבים נגד הקמת האנטנה ברחוב הגפן", "31.10.2011"),
        ("המועצה אישרה תקציב לבית ספר חדש", "25.10.2011"),
        ("גן המשחקים החדש בפארק נפתח לציבור", "19.10.2011"),
    ]
    paras = [
        "אחרי שנתיים של עבודות, נפתח הבוקר שביל האופניים החדש המחבר בין מרכז העיר לחוף הצפוני. השביל, באורך 6.2 קילומטרים, עובר לאורך הוואדי ומשולב בו שביל הליכה מוצל.",
        "ראש העירייה, אהרון בן־דוד, רכב בשביל יחד עם תלמידי בית הספר 'אופק' וקבע כי מדובר ב'מהפכה קטנה בדרך שבה אנחנו זזים בעיר'. עלות הפרויקט הסתכמה בכ־9 מיליון שקלים.",
        "לאורך השביל הוצבו שלוש תחנות מנוחה עם ברזיות, ותאורה סולארית תאפשר רכיבה גם בשעות הערב. בעירייה מתכננים להוסיף בהמשך עמדות להשכרת אופניים.",
        "תושבי השכונות הסמוכות ביקשו להציב מעבר חצייה מרומזר בצומת רחוב הזית, ובעירייה הבטיחו לבחון את הבקשה.",
    ]
    body = f"""<div id="page">
<div id="top"><span class="logo">חדשות הכרמלית</span><div class="shaarim">יום ד', 2 בנובמבר 2011 · ו' בחשוון תשע"ב<br />מזג אוויר: 24°/16° בהיר · ת"א 25: 1,078.40 <span style="color:#9f9">▲0.8%</span> · דולר יציג 3.713</div></div>
<div id="menu"><a href="/">ראשי</a><a href="/news/">חדשות</a><a href="/city/">העיר</a><a href="/sport/">ספורט</a><a href="/culture/">תרבות</a><a href="/realestate/">נדל"ן</a><a href="/ads/">לוח</a></div>
<div id="cols"><div id="right-col">
<p class="pirtey"><a href="/city/">העיר</a> · 02/11/2011 10:02</p>
<h1 class="kotaret">שביל האופניים לחוף נפתח: כל מה שצריך לדעת</h1>
<p class="mishne">6.2 קילומטרים מהמרכז לחוף הצפוני, שלוש תחנות מנוחה ותאורה סולארית</p>
<p class="pirtey">מאת: רוני אשכנזי</p>
<div class="guf">{li(paras, "<p>{}</p>")}</div>
<div class="katav">{face("et-he-roni-ashkenazi", 56)}<b>על הכותבת:</b> רוני אשכנזי מסקרת את ענייני העירייה והתחבורה בחדשות הכרמלית.<br /><b>כתבות אחרונות של רוני אשכנזי:</b><ul>{li([f'<a href="/city/{n}/">{esc(t)}</a> <span class="pirtey">{d}</span>' for n, (t, d) in enumerate(katav)])}</ul></div>
<div class="tibah"><h3>כתבות נוספות בנושא</h3><div class="pnim"><ul>{li([f'<a href="/city/more-{n}/">{esc(t)}</a> <span class="pirtey">({d})</span>' for n, (t, d) in enumerate(nosafot)])}</ul></div></div>
<div class="tguvot"><h3>תגובות (0)</h3><p>אין עדיין תגובות לכתבה זו. היו הראשונים להגיב!</p>
<form action="/talkback/" method="post"><label>שם: <input type="text" name="shem" /></label><label>כותרת התגובה: <input type="text" name="koteret" /></label><label>תוכן התגובה (לא חובה):<br /><textarea name="tochen" rows="4" cols="55"></textarea></label><input type="submit" value="שלח תגובה" /></form>
<p class="pirtey">המערכת שומרת לעצמה את הזכות שלא לפרסם תגובות הפוגעות בכבודו של אדם.</p></div>
</div>
<div id="left-col">
<div class="tibah"><h3>מבזקים</h3><div class="pnim">{li([f'<span class="shaa">{t}</span><a href="/flash/{n}/">{esc(h)}</a>' for n, (t, h) in enumerate(mivzakim)], "<p>{}</p>")}</div></div>
<div class="tibah"><h3>הנקראות ביותר</h3><div class="pnim"><ol>{li([f'<a href="/top/{n}/">{esc(t)}</a> <span class="pirtey">{d}</span>' for n, (t, d) in enumerate(nikraot)])}</ol></div></div>
<div class="tibah"><h3>תמונת היום</h3><div class="pnim"><svg width="300" height="170"><rect width="300" height="170" fill="#b5c9a0" /></svg><p>שקיעה מעל החוף הצפוני, מבט מהשביל החדש.</p><p class="pirtey">צילום: עומר לוי</p></div></div>
<div class="tibah fbl"><h3>אוהבים אותנו בפייסבוק</h3><div class="pnim"><b>חדשות הכרמלית</b> <span class="fb-btn">אהבתי</span><br />3,904 אנשים אוהבים את חדשות הכרמלית.<div>{li([f'<div class="x">{face("et-he-fb-" + str(n), 44)}<br />{x}</div>' for n, x in enumerate(fans)], "{}")}</div><div style="clear:both"></div></div></div>
<div class="tibah"><h3>הרשמה לניוזלטר</h3><div class="pnim"><form action="/newsletter/" method="post">כל החדשות של העיר, פעם ביום במייל:<br /><input type="text" name="email" /> <input type="submit" value="הרשמה" /></form></div></div>
<div style="height:250px;background:#eee;text-align:center;color:#999;font-size:10px">פרסומת</div>
</div></div>
<div id="bottom">© כל הזכויות שמורות לחדשות הכרמלית 2011 · <a href="/about/" style="color:#fff">אודות</a> · <a href="/contact/" style="color:#fff">צור קשר</a> · <a href="/terms/" style="color:#fff">תנאי שימוש</a></div>
</div>"""
    return make(
        "et-plain-he-carmelit-bikepath",
        "he",
        page(
            "שביל האופניים לחוף נפתח: כל מה שצריך לדעת",
            "חדשות הכרמלית",
            "he",
            css,
            body,
            published="2011-11-02T10:02:00+02:00",
            author="רוני אשכנזי",
            rtl=True,
        ),
        path="/city/2011/11/02/bike-path-to-the-beach.html",
        description="An Israeli regional news site's city story of November 2011 (Hebrew, right to left) in a two-column div layout: weather, stocks and the dollar in the header, 'מבזקים' with times, 'הנקראות ביותר' with times, 'תמונת היום' with its photographer, a Facebook box with eight faces and names, a newsletter form, an author box with her last articles and dates, related stories with dates; an empty talkback area ('תגובות (0)', 'אין עדיין תגובות לכתבה זו. היו הראשונים להגיב!' and the form).",
        lookalikes=(
            "מבזקים: 5 timed headlines",
            "Facebook box: 8 faces with names",
            "author box with 3 dated stories",
            "empty talkback area and form",
        ),
    )


# --------------------------------------------------------------------------- hi: a Hindi city paper, 2013


def hi_news() -> Case:
    css = """body{margin:0;background:#fdf6ec;font:15px/1.7 Mangal,'Arial Unicode MS',sans-serif;color:#222}
.patra{width:980px;margin:0 auto;background:#fff}.shirsh{background:#b3261e;color:#fff;padding:10px 14px;overflow:hidden}.shirsh .naam{font-size:32px;font-weight:bold;float:left}
.shirsh .aaj{float:right;font-size:12px;text-align:right}.suchi{background:#7d1a15}.suchi a{color:#fff;display:inline-block;padding:6px 12px}
.bazaar{background:#fff3d6;font-size:12px;padding:4px 14px}.bazaar .gir{color:#c00}.bazaar .badh{color:#080}.bhag{overflow:hidden;padding:12px}
.mukhya{float:left;width:630px}.baju{float:right;width:300px}.khabar h1{font-size:26px;margin:4px 0}.khabar .vivran{color:#888;font-size:12px}.khabar p{font-size:16px}
.dabba{border:1px solid #e3d2b8;margin-bottom:12px}.dabba h3{margin:0;background:#b3261e;color:#fff;padding:4px 8px;font-size:15px}.dabba .andar{padding:8px}
.samay{color:#b3261e;font-weight:bold;margin-right:5px}.pasand{overflow:hidden;margin-bottom:8px}.pasand img{float:left;margin-right:8px}.pasand .lekhak{color:#888;font-size:12px}
.tweet{border-bottom:1px dotted #ccc;padding:4px 0}.tweet .kab{color:#999;font-size:11px}.web .w{float:left;width:195px;margin-right:10px;font-size:13px}.web .srot{color:#999;font-size:11px}
.sawal .patti{background:#b3261e;height:7px}.ant{background:#333;color:#bbb;padding:12px;font-size:12px}"""
    taza = [
        ("18:35", "रेलवे स्टेशन पर नया फुट ओवरब्रिज शुरू"),
        ("17:50", "ज़िला क्रिकेट लीग: शिवाजी क्लब फ़ाइनल में"),
        ("16:20", "कल सुबह 10 से 2 बजे तक बिजली कटौती"),
        ("15:05", "नगर निगम की बैठक में बजट पर हंगामा"),
        ("13:42", "माघ मेले में उमड़ी श्रद्धालुओं की भीड़"),
    ]
    padhi = [
        ("शहर में 20 नई सिटी बसें, किराया 5 रुपये से", "आज, 09:30"),
        ("माघ मेले में उमड़ी श्रद्धालुओं की भीड़", "आज, 13:42"),
        ("पानी की टंकी का काम अधूरा, लोग परेशान", "कल, 19:10"),
        ("10वीं बोर्ड परीक्षा का टाइम टेबल जारी", "9 फ़रवरी"),
    ]
    pasand = [
        ("पुराने शहर की गलियों में बसी कारीगरी", "— राकेश तिवारी", "et-hi-pick-1"),
        ("नदी किनारे के गाँव, जहाँ अब भी नाव ही सहारा", "— सीमा वर्मा", "et-hi-pick-2"),
        ("सौ साल पुराना पुस्तकालय फिर से गुलज़ार", "— अनिल चौहान", "et-hi-pick-3"),
    ]
    tweets = [
        ("शहर में 20 नई सिटी बसें, किराया 5 रुपये से #सिटीबस", "2 घंटे पहले"),
        ("कल सुबह 10 से 2 बजे तक बिजली कटौती, इन इलाक़ों में असर", "3 घंटे पहले"),
        ("ज़िला क्रिकेट लीग: शिवाजी क्लब फ़ाइनल में", "4 घंटे पहले"),
    ]
    web = [
        ("घर बैठे कमाएँ: 5 आसान तरीके", "धनलाभ डॉट कॉम"),
        ("सर्दियों में त्वचा का ख्याल ऐसे रखें", "सेहत समाचार"),
        ("इस साल की 10 सबसे सस्ती कारें", "ऑटो दुनिया"),
    ]
    sawal = [("हाँ, बसें अच्छी पहल हैं", 62, 1204), ("नहीं, सड़कें पहले ठीक हों", 29, 563), ("कह नहीं सकते", 9, 175)]
    karyakram = [
        ("11 फ़रवरी", "कवि सम्मेलन, टाउन हॉल, शाम 7 बजे"),
        ("12 फ़रवरी", "रक्तदान शिविर, ज़िला अस्पताल, सुबह 9 बजे"),
        ("14 फ़रवरी", "बसंत पंचमी मेला, सरस्वती मंदिर"),
    ]
    paras = [
        "शहर में सार्वजनिक परिवहन को बेहतर बनाने के लिए नगर निगम ने सोमवार से 20 नई सिटी बसें चलाने की घोषणा की है। महापौर सुरेश पाण्डेय ने सोमवार को गांधी चौक पर हरी झंडी दिखाकर बसों को रवाना किया।",
        "नई बसें पाँच रूटों पर चलेंगी, जिनमें रेलवे स्टेशन से विश्वविद्यालय और बस अड्डे से औद्योगिक क्षेत्र तक के रूट शामिल हैं। न्यूनतम किराया 5 रुपये और अधिकतम 20 रुपये रखा गया है।",
        "निगम आयुक्त मीना श्रीवास्तव ने बताया कि छात्रों और वरिष्ठ नागरिकों के लिए मासिक पास पर 50 प्रतिशत की छूट दी जाएगी। पास नगर निगम कार्यालय और रेलवे स्टेशन के काउंटर से बनवाए जा सकेंगे।",
        "बसें सुबह 6 बजे से रात 10 बजे तक हर 15 मिनट पर मिलेंगी। शिकायत के लिए हेल्पलाइन नंबर भी जारी किया गया है।",
    ]
    body = f"""<div class="patra">
<div class="shirsh"><span class="naam">नर्मदांचल समाचार</span><div class="aaj">सोमवार, 11 फ़रवरी 2013<br />मौसम: 24°C / 11°C, साफ़ आसमान</div></div>
<div class="suchi"><a href="/">होम</a><a href="/shahar/">शहर</a><a href="/desh/">देश</a><a href="/khel/">खेल</a><a href="/vyapar/">व्यापार</a><a href="/manoranjan/">मनोरंजन</a><a href="/photo/">फ़ोटो</a></div>
<div class="bazaar">सेंसेक्स 19,461.12 <span class="gir">▼ 23.36</span> · निफ़्टी 5,897.85 <span class="gir">▼ 6.75</span> · सोना (10 ग्राम) ₹30,850 <span class="badh">▲ 120</span> · डॉलर ₹53.45</div>
<div class="bhag"><div class="mukhya"><div class="khabar">
<p class="vivran"><a href="/shahar/">शहर</a> · 11 फ़रवरी 2013, 09:30 IST</p>
<h1>शहर में 20 नई सिटी बसें, किराया 5 रुपये से</h1>
<p class="vivran">संवाददाता: प्रिया मिश्रा</p>
{li(paras, "<p>{}</p>")}
</div>
<div class="dabba web"><h3>वेब से</h3><div class="andar">{li([f'<div class="w"><svg width="195" height="100"><rect width="195" height="100" fill="#ddd" /></svg><br /><a href="/promo/{n}">{esc(t)}</a><br /><span class="srot">{s}</span></div>' for n, (t, s) in enumerate(web)], "{}")}<div style="clear:both;text-align:right;font-size:10px;color:#999">प्रायोजित · Nexora</div></div></div>
<div class="dabba"><h3>आज की तस्वीर</h3><div class="andar"><svg width="610" height="200"><rect width="610" height="200" fill="#e8c9a0" /></svg><p>माघ मेले में नर्मदा घाट पर दीपदान करते श्रद्धालु।</p><p class="vivran">फ़ोटो: सुनील यादव</p></div></div>
</div>
<div class="baju">
<div class="dabba"><h3>ताज़ा ख़बरें</h3><div class="andar">{li([f'<span class="samay">{t}</span><a href="/taza/{n}/">{esc(h)}</a>' for n, (t, h) in enumerate(taza)], "<p>{}</p>")}</div></div>
<div class="dabba"><h3>सबसे ज़्यादा पढ़ी गईं</h3><div class="andar"><ol>{li([f'<a href="/padhi/{n}/">{esc(t)}</a> <span class="vivran">{d}</span>' for n, (t, d) in enumerate(padhi)])}</ol></div></div>
<div class="dabba"><h3>संपादक की पसंद</h3><div class="andar">{li([f'<div class="pasand">{face(k, 60)}<a href="/vishesh/{n}/"><b>{esc(t)}</b></a><br /><span class="lekhak">{b}</span></div>' for n, (t, b, k) in enumerate(pasand)], "{}")}</div></div>
<div class="dabba sawal"><h3>आज का सवाल</h3><div class="andar"><p><b>क्या नई सिटी बसों से शहर का यातायात सुधरेगा?</b></p>{li([f'{t} — {p}% ({n} वोट)<div class="patti" style="width:{p * 2}px"></div>' for t, p, n in sawal], "<p>{}</p>")}<p class="vivran">कुल वोट: 1,942</p></div></div>
<div class="dabba"><h3>ट्विटर पर नर्मदांचल समाचार</h3><div class="andar">{li([f'<div class="tweet"><b>@narmadanchal</b> {esc(t)}<br /><span class="kab">{k}</span></div>' for t, k in tweets], "{}")}</div></div>
<div class="dabba"><h3>शहर में आज</h3><div class="andar"><ul>{li([f"<b>{d}</b>: {esc(t)}" for d, t in karyakram])}</ul></div></div>
<div style="height:250px;background:#eee;text-align:center;color:#999;font-size:10px">विज्ञापन</div>
</div></div>
<div class="ant">© 2013 नर्मदांचल समाचार। सर्वाधिकार सुरक्षित। · <a href="/hamare-bare-me/" style="color:#ddd">हमारे बारे में</a> · <a href="/sampark/" style="color:#ddd">संपर्क</a> · <a href="/vigyapan/" style="color:#ddd">विज्ञापन दें</a></div>
</div>"""
    return make(
        "et-plain-hi-narmadanchal-citybus",
        "hi",
        page(
            "शहर में 20 नई सिटी बसें, किराया 5 रुपये से",
            "नर्मदांचल समाचार",
            "hi",
            css,
            body,
            published="2013-02-11T09:30:00+05:30",
            author="प्रिया मिश्रा",
        ),
        path="/shahar/2013/02/11/city-bus-20-nayi.html",
        description="A Hindi city paper's story of February 2013 in a two-column div layout: weather, a Sensex / Nifty / gold ticker, 'ताज़ा ख़बरें' with times, 'सबसे ज़्यादा पढ़ी गईं' with times, 'संपादक की पसंद' with bylines, a poll's results with votes, the paper's own tweets with relative times, an events list, 'आज की तस्वीर' with its photographer, a sponsored 'वेब से' block; no comment area at all.",
        lookalikes=(
            "ताज़ा ख़बरें: 5 timed headlines",
            "संपादक की पसंद: 3 teasers with bylines",
            "the paper's own tweets: 3 with relative times",
            "poll results with votes",
        ),
    )


def scripts_et() -> list[Case]:
    return [ru_portal(), ja_shinpo(), zh_times(), el_news(), he_news(), hi_news()]
