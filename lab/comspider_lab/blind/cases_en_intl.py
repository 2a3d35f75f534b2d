"""Blind set en: four journal and blog pages of 2008-2013 as their hosts and engines served them, the readers'
discussion in the served HTML: a Russian LiveJournal entry of 2008 in its own S2 layout (threads by margin-left,
userheads, "(Ответить) (Ветвь дискуссии)", a deleted entry's placeholder; never "comment"), a Japanese FC2 blog of
2009 (titled entries, the owner's "Re:" answers, a secret entry's placeholder), an Italian Drupal 7 site of 2013 ("Inviato
da NAME il ...", subjects, div.indented) and a Korean Tistory-like blog of 2011 (rp_admin answers, a secret entry).
Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_en_common import Case, esc, kids, make, own, talk, xhtml

# --------------------------------------------------------------------------- ru: LiveJournal, own S2 layout, 2008


def ru_livejournal() -> Case:
    cs = talk("""
kot_baiun @ 2008-11-14 09:12 pm (UTC) :: Ох, знакомо. У нас в Твери такой же ремонт моста тянется третий год, и тоже «к Новому году откроем».
>toropets_ira * @ 2008-11-14 09:40 pm (UTC) :: Третий год — это вы ещё легко отделались. У нас подрядчика меняли уже два раза.
>>kot_baiun @ 2008-11-14 10:02 pm (UTC) :: Утешили, ничего не скажешь :)
staryi_lodochnik @ 2008-11-14 10:25 pm (UTC) :: » автобус теперь ходит в объезд через Заречье // Так он и раньше через Заречье ходил по выходным. Или маршрут поменяли?
>toropets_ira * @ 2008-11-14 10:51 pm (UTC) :: Поменяли с октября, теперь каждый рейс через Заречье, плюс двадцать минут к дороге.
>>staryi_lodochnik @ 2008-11-14 11:08 pm (UTC) :: Понятно. Значит, буду ездить на электричке, она хоть по расписанию.
(Анонимно) @ 2008-11-15 06:30 am (UTC) :: А фотографии с моста ещё будут? Очень атмосферно получилось, особенно та, что с туманом.
>toropets_ira * @ 2008-11-15 08:15 am (UTC) :: Будут, в выходные схожу ещё раз, если погода позволит.
lena_sever @ 2008-11-15 11:47 am (UTC) :: Перепостила к себе, надеюсь, не против. Пусть хоть в районке прочитают.
""")
    k = kids(cs)
    deleted_after = 3  # a deleted entry's placeholder sits after this one (its own thread, no replies)

    def userhead(name: str) -> str:
        if name.startswith("("):
            return f"<i>{esc(name)}</i>"
        return (
            f"<span class='ljuser' lj:user='{name}' style='white-space: nowrap;'><a href='http://{name.replace('_', '-')}.livejournal.com/profile'>"
            "<img src='http://l-stat.livejournal.com/img/userinfo.gif' alt='[info]' width='17' height='17' style='vertical-align: bottom; border: 0; padding-right: 1px;' /></a>"
            f"<a href='http://{name.replace('_', '-')}.livejournal.com/'><b>{esc(name)}</b></a></span>"
        )

    def box(i: int) -> str:
        c = cs[i]
        tid = 184321 + i * 256
        pic = (
            ""
            if c.who.startswith("(")
            else f"<td valign='top' width='100'><img src='http://l-userpic.livejournal.com/{7711020 + i * 91}/{3310 + i}' width='100' height='100' alt='' /></td>"
        )
        own_mark = " style='background:#f3efe3'" if c.author else ""
        text = own(
            c,
            tag="p",
            quote="<blockquote style='border-left:2px solid #c9b99a;margin:4px 0;padding-left:8px;color:#776'>{}</blockquote>",
        )
        links = (
            f"<div class='talk-links'>(<a href='http://toropets-ira.livejournal.com/31742.html?replyto={tid}'>Ответить</a>) "
            + (
                f"(<a href='http://toropets-ira.livejournal.com/31742.html?thread={184321 + c.parent * 256}#t{184321 + c.parent * 256}'>Уровень выше</a>) "
                if c.parent is not None
                else ""
            )
            + f"(<a href='http://toropets-ira.livejournal.com/31742.html?thread={tid}#t{tid}'>Ветвь дискуссии</a>)</div>"
        )
        out = (
            f"<a name='t{tid}'></a><div id='ljcmt{tid}' style='margin-left: {c.depth * 25}px; margin-top: 5px'>"
            f"<table width='100%' cellpadding='4' cellspacing='0' class='talkread'{own_mark}><tr>{pic}<td valign='top'>"
            f"<div class='talk-head'>{userhead(c.who)}<br /><span class='talk-date'><a href='http://toropets-ira.livejournal.com/31742.html?thread={tid}#t{tid}'>{esc(c.at)}</a></span></div>"
            f"<div class='talk-body'>{text}</div>{links}</td></tr></table></div>\n"
        )
        for j in k.get(i, []):
            out += box(j)
        if i == deleted_after:
            out += (
                "<a name='t185601'></a><div id='ljcmt185601' style='margin-left: 0px; margin-top: 5px'>"
                "<table width='100%' class='talkread'><tr><td><i>(Удалённый комментарий)</i></td></tr></table></div>\n"
            )
        return out

    thread = "".join(box(i) for i in k[None])
    css = """body{background:#e5dccb;margin:0;font:13px/1.45 Verdana,Tahoma,sans-serif;color:#2b2418}
#canvas{width:900px;margin:0 auto;background:#fbf8f1;border-left:1px solid #c9b99a;border-right:1px solid #c9b99a}
#title{background:#6f5a3b;color:#f3ead6;padding:22px 24px}#title h1{margin:0;font:bold 26px Georgia,serif}#title .subtitle{font-style:italic;color:#d8c9a8}
#nav{background:#8a744f;padding:5px 24px;font-size:12px}#nav a{color:#fff;margin-right:14px}
#body{display:flex}#main{flex:1;padding:18px 24px;min-width:0}#side{width:200px;padding:18px 12px;border-left:1px dotted #c9b99a;font-size:12px}
.entry-head{font-size:12px;color:#7b6a4c;border-bottom:1px solid #d9ccb1;margin-bottom:10px}.entry-title{font:bold 20px Georgia,serif;margin:4px 0}
.entry-text{line-height:1.6}.entry-foot{margin-top:12px;font-size:12px;border-top:1px dotted #c9b99a;padding-top:6px}.ljcut{color:#7b6a4c}
.talkread{border-top:1px solid #e2d7c1}.talk-head{font-size:12px}.talk-date a{color:#7b6a4c;font-size:11px}.talk-body{margin:4px 0}.talk-body p{margin:0 0 6px}.talk-links{font-size:11px}
.thread-page{margin:14px 0;font-size:12px}.side-box h3{font-size:12px;text-transform:uppercase;color:#6f5a3b;margin:14px 0 4px;border-bottom:1px solid #c9b99a}
.side-box ul{list-style:none;padding:0;margin:0}#ad{margin:14px 0;text-align:center}"""
    head = f"""<link rel="alternate" type="application/rss+xml" title="RSS" href="http://toropets-ira.livejournal.com/data/rss" />
<link rel="openid2.provider" href="http://www.livejournal.com/openid/server.bml" />
<meta name="robots" content="noodp" />
<style type="text/css">{css}</style>
<script type="text/javascript">var LJ_cmtinfo = {{"journal":"toropets_ira","canAdmin":0,"remote":""}}; var Site = {{"siteroot":"http://www.livejournal.com","currentJournal":"toropets_ira"}};</script>"""
    side = """<div class="side-box"><h3>Профиль</h3><img src="http://l-userpic.livejournal.com/7710001/3300" width="100" height="100" alt="" /><br /><span class='ljuser' lj:user='toropets_ira' style='white-space: nowrap;'><a href='http://toropets-ira.livejournal.com/'><b>toropets_ira</b></a></span><br />Ирина, Торопец. Пишу о городе, реке и людях.</div>
<div class="side-box"><h3>Календарь</h3><table style="font-size:11px"><tr><td>Пн</td><td>Вт</td><td>Ср</td><td>Чт</td><td>Пт</td><td>Сб</td><td>Вс</td></tr><tr><td><a href="/2008/11/10/">10</a></td><td>11</td><td><a href="/2008/11/12/">12</a></td><td>13</td><td><a href="/2008/11/14/">14</a></td><td>15</td><td>16</td></tr></table></div>
<div class="side-box"><h3>Метки</h3><ul><li><a href="/tag/город">город</a></li><li><a href="/tag/мост">мост</a></li><li><a href="/tag/река">река</a></li><li><a href="/tag/фото">фото</a></li></ul></div>
<div class="side-box"><h3>Ссылки</h3><ul><li><a href="http://www.livejournal.com/">LiveJournal</a></li><li><a href="/friends">Друзья</a></li><li><a href="/profile">Профиль</a></li></ul></div>"""
    body = f"""<div id="canvas"><div id="title"><h1>Торопецкие записки</h1><div class="subtitle">маленький город у большой воды</div></div>
<div id="nav"><a href="http://toropets-ira.livejournal.com/">Записи</a><a href="http://toropets-ira.livejournal.com/friends">Друзья</a><a href="http://toropets-ira.livejournal.com/calendar">Архив</a><a href="http://toropets-ira.livejournal.com/profile">Профиль</a><a href="http://toropets-ira.livejournal.com/tag/">Метки</a></div>
<div id="body"><div id="main">
<div class="entry"><div class="entry-head">14 ноября 2008, 20:30 · <a href="http://toropets-ira.livejournal.com/31742.html">ссылка</a></div>
<h2 class="entry-title">Мост, который обещали к Новому году</h2>
<div class="entry-text">Сходила сегодня посмотреть, как идёт ремонт моста через Торопу. Идёт, скажем так, неспешно: на правом берегу стоит один кран, рабочих я насчитала троих.<br /><br />
<img src="http://pics.livejournal.com/toropets_ira/pic/0004kx7p" width="500" height="333" alt="мост в тумане" /><br /><br />
В администрации района по-прежнему говорят, что движение откроют к Новому году. Пока же автобус теперь ходит в объезд через Заречье, а пешеходов пускают по временному понтону, который в ледостав, понятно, уберут.<br /><br />
Спросила у рабочих, когда закончат. Ответили честно: «Как деньги придут».</div>
<div class="entry-foot">Метки: <a href="/tag/город">город</a>, <a href="/tag/мост">мост</a> · Настроение: скептическое · Музыка: Аквариум — «Город»<br />
<a href="http://toropets-ira.livejournal.com/31742.html?mode=reply">Оставить комментарий</a> · <a href="http://www.livejournal.com/tools/memadd.bml?journal=toropets_ira&amp;itemid=31742">В память</a> · <a href="http://www.livejournal.com/tools/tellafriend.bml?journal=toropets_ira&amp;itemid=31742">Рассказать другу</a></div></div>
<div class="thread-page"><b>10 комментариев</b> · <a href="http://toropets-ira.livejournal.com/31742.html?view=flat">Показать все плоско</a> · <a href="http://toropets-ira.livejournal.com/31742.html?mode=reply">Ответить</a></div>
<div id="talk">
{thread}</div>
<div class="thread-page"><a href="http://toropets-ira.livejournal.com/31742.html?mode=reply">Ответить</a> · <a href="http://toropets-ira.livejournal.com/31742.html?view=flat">Показать все плоско</a></div>
</div><div id="side">{side}<div id="ad"><iframe src="about:blank" width="180" height="150" frameborder="0" scrolling="no" title="Реклама"></iframe></div></div></div>
<div style="text-align:center;font-size:11px;padding:10px;color:#7b6a4c">Powered by LiveJournal.com</div></div>"""
    html = xhtml("toropets_ira: Мост, который обещали к Новому году", "ru", head, body)
    return make(
        "en-ru-toropets-most",
        "discussion",
        "ru",
        html,
        cs,
        path="/31742.html",
        container="div#talk: a flat run of a[name=tN] + div#ljcmtN[style=margin-left: 0/25/50px] > table.talkread (userpic td, ljuser span NAME or '(Анонимно)', date link 'YYYY-MM-DD hh:mm pm (UTC)', div.talk-body > p, '(Ответить) (Уровень выше) (Ветвь дискуссии)'); depth only by the inline margin; a deleted entry's placeholder; never says 'comment'",
        heading=None,
        description="A Russian LiveJournal entry of November 2008 in the journal's own S2 layout (title bar, nav, profile box, calendar, tags, mood and music, 'В память', an advert iframe): 9 entries three deep by margin-left only (ljuser userheads, userpics, an anonymous one, one quoting the post in a blockquote), the journal's owner answering four; a deleted entry's placeholder; never says 'comment'.",
    )


# --------------------------------------------------------------------------- ja: FC2 blog, 2009


def ja_fc2() -> Case:
    cs = talk("""
みかん | http://mikan0403.blog47.fc2.com/ @ 2009/05/12(火) 21:34:12 :: 毎年この記事を楽しみにしています。藤棚の写真、とってもきれいですね！うちの近所の藤はもう終わってしまいました。
ぽち @ 2009/05/12(火) 22:10:45 :: はじめまして。駐車場は何台くらい停められますか？週末に母を連れて行こうと思っています。
こまち * | http://komachi-sanpo.blog10.fc2.com/ @ 2009/05/13(水) 07:58:03 :: みかんさん、いつもありがとうございます♪今年は少し早めでしたが、まだ一週間くらいは楽しめそうですよ。
こまち * | http://komachi-sanpo.blog10.fc2.com/ @ 2009/05/13(水) 08:02:21 :: ぽちさん、はじめまして！駐車場は20台くらいです。土日は10時前に満車になるので、早めがおすすめです。
たけのこ父さん @ 2009/05/13(水) 19:21:37 :: 先週行きましたが、入口の売店のわらび餅がおいしかったです。藤棚の下のベンチは混んでいました。
ぽち @ 2009/05/14(木) 12:45:09 :: こまちさん、ありがとうございます！朝早く出かけてみます。
""")
    titles = [
        "きれい！",
        "駐車場について",
        "Re:みかんさん",
        "Re:ぽちさん",
        "わらび餅",
        "ありがとうございます",
    ]
    # the owner's "Re:" entries answer one reader each; the reader's thanks answers the owner's answer
    cs = [
        cs[0],
        cs[1],
        cs[2].__class__(**{**cs[2].__dict__, "parent": 0}),
        cs[3].__class__(**{**cs[3].__dict__, "parent": 1}),
        cs[4],
        cs[5].__class__(**{**cs[5].__dict__, "parent": 3}),
    ]
    secret_after = 4
    rows = []
    for i, c in enumerate(cs):
        name = f'<a href="{esc(c.url)}">{esc(c.who)}</a>' if c.url else esc(c.who)
        body = "<br />".join(esc(p) for p in c.parts)
        rows.append(
            f'<div class="comment_list" id="comment{1041 + i}"><h3 class="comment_title">{esc(titles[i])}</h3>'
            f'<div class="comment_body">{body}</div>'
            f'<div class="comment_info">{esc(c.at)} | {name} #<span class="trip">{"-" if not c.author else "SbW9Q"}</span> '
            f'<a href="http://komachi-sanpo.blog10.fc2.com/?mode=edit&amp;no={1041 + i}">[ 編集 ]</a></div></div>'
        )
        if i == secret_after:
            rows.append(
                '<div class="comment_list" id="comment1046"><h3 class="comment_title">管理人のみ閲覧できます</h3>'
                '<div class="comment_body">このコメントは管理人のみ閲覧できます</div>'
                '<div class="comment_info">2009/05/14(木) 09:03:55 |  # <a href="http://komachi-sanpo.blog10.fc2.com/?mode=edit&amp;no=1046">[ 編集 ]</a></div></div>'
            )
    css = """body{margin:0;background:#f3eef5 url(http://blog-imgs-21.fc2.com/k/o/m/komachisanpo/bg.gif);font:12px/1.7 'ＭＳ Ｐゴシック',Osaka,sans-serif;color:#4a3f55}
#container{width:800px;margin:0 auto;background:#fff}#header{background:#a58bbd;padding:30px 20px;color:#fff}#header h1{margin:0;font-size:22px}#header h1 a{color:#fff;text-decoration:none}#header p{margin:4px 0 0;font-size:11px}
#wrap{display:flex}#main{width:560px;padding:15px}#sidebar{width:210px;padding:15px 10px;border-left:1px dashed #d5c7e2}
.entry_header{border-bottom:2px solid #a58bbd;margin:0 0 10px}.entry_date{font-size:11px;color:#998}.entry_title{font-size:15px;margin:4px 0}
.entry_body{line-height:1.9}.entry_footer{text-align:right;font-size:11px;color:#888;margin-top:10px;border-top:1px dotted #ccc}
.sub_header{background:#a58bbd;color:#fff;font-size:12px;padding:2px 8px;margin:20px 0 8px}.comment_list{border-bottom:1px dotted #c9b7d9;margin:8px 0;padding:0 5px}
.comment_title{font-size:12px;color:#8a6aa6;margin:6px 0 2px}.comment_body{margin:0 0 4px 10px}.comment_info{text-align:right;font-size:11px;color:#999}
.form_table th{text-align:left;font-weight:normal;width:80px}.plugin{margin-bottom:16px}.plugin_header{background:#ede4f4;border-left:4px solid #a58bbd;padding:2px 6px;font-size:12px;margin:0 0 6px}
.plugin ul{list-style:none;margin:0;padding:0}.plugin li{border-bottom:1px dotted #ddd;padding:2px 0}#footer{text-align:center;font-size:10px;color:#999;padding:10px}"""
    head = f"""<meta http-equiv="Content-Style-Type" content="text/css" />
<meta http-equiv="Content-Script-Type" content="text/javascript" />
<meta name="author" content="こまち" />
<link rel="alternate" type="application/rss+xml" href="http://komachi-sanpo.blog10.fc2.com/?xml" title="RSS" />
<link rel="start" href="http://komachi-sanpo.blog10.fc2.com/" title="ホーム" />
<style type="text/css">{css}</style>
<script type="text/javascript" src="http://static.fc2.com/js/blog/blog_res.js" charset="utf-8"></script>"""
    side = """<div class="plugin"><h3 class="plugin_header">プロフィール</h3><p><img src="http://blog-imgs-21.fc2.com/k/o/m/komachisanpo/prof.jpg" width="80" height="80" alt="こまち" /><br />こまち<br />埼玉在住。週末は花と寺めぐり。カメラはまだまだ修行中です。</p></div>
<div class="plugin"><h3 class="plugin_header">最新記事</h3><ul><li><a href="/blog-entry-212.html">龍泉寺の藤が見ごろです (05/12)</a></li><li><a href="/blog-entry-211.html">GWは近場で (05/06)</a></li><li><a href="/blog-entry-210.html">つつじ祭りに行ってきました (04/28)</a></li><li><a href="/blog-entry-209.html">新しいレンズ (04/21)</a></li></ul></div>
<div class="plugin"><h3 class="plugin_header">月別アーカイブ</h3><ul><li><a href="/blog-date-200905.html">2009/05 (2)</a></li><li><a href="/blog-date-200904.html">2009/04 (6)</a></li><li><a href="/blog-date-200903.html">2009/03 (5)</a></li></ul></div>
<div class="plugin"><h3 class="plugin_header">カテゴリ</h3><ul><li><a href="/blog-category-0.html">未分類 (3)</a></li><li><a href="/blog-category-1.html">花めぐり (48)</a></li><li><a href="/blog-category-2.html">お寺・神社 (31)</a></li><li><a href="/blog-category-3.html">カメラ (9)</a></li></ul></div>
<div class="plugin"><h3 class="plugin_header">リンク</h3><ul><li><a href="http://mikan0403.blog47.fc2.com/">みかんの小さな庭</a></li><li><a href="http://blog.fc2.com/">FC2ブログ</a></li><li><a href="/?admin">管理画面</a></li></ul></div>
<div class="plugin"><h3 class="plugin_header">ブログ内検索</h3><form action="http://komachi-sanpo.blog10.fc2.com/blog-entry-212.html" method="get"><p><input type="text" size="18" name="q" value="" /> <input type="submit" value=" 検索 " /></p></form></div>
<div class="plugin"><h3 class="plugin_header">RSSフィード</h3><ul><li><a href="/?xml">最新記事のRSS</a></li></ul></div>"""
    body = f"""<div id="container"><div id="header"><h1><a href="http://komachi-sanpo.blog10.fc2.com/" accesskey="0" title="こまちの花さんぽ">こまちの花さんぽ</a></h1><p>季節の花とお寺めぐりの記録です。写真はクリックで大きくなります。</p></div>
<div id="wrap"><div id="main">
<div class="entry"><div class="entry_header"><p class="entry_date">2009/05/12(火) 20:15:00</p><h2 class="entry_title"><a href="http://komachi-sanpo.blog10.fc2.com/blog-entry-212.html">龍泉寺の藤が見ごろです</a></h2></div>
<div class="entry_body">日曜日に、毎年恒例の龍泉寺へ藤を見に行ってきました。<br /><br /><a href="http://blog-imgs-21.fc2.com/k/o/m/komachisanpo/fuji01.jpg" target="_blank"><img src="http://blog-imgs-21.fc2.com/k/o/m/komachisanpo/fuji01s.jpg" alt="藤棚" border="0" width="400" height="300" /></a><br /><br />今年は樹齢三百年といわれる大藤が満開で、境内はいい香りでいっぱいでした。藤棚の長さは80メートルあるそうです。<br /><br />入場は無料ですが、藤まつりの期間中は協力金200円をお願いしているとのこと。見ごろは今週いっぱいだそうです。</div>
<div class="entry_footer">テーマ：<a href="http://blog.fc2.com/theme-22-1.html">花のある暮らし</a> - ジャンル：<a href="http://blog.fc2.com/genre-4.html">ライフ</a><br />花めぐり | <a href="/blog-entry-212.html#trackback">トラックバック:0</a> | <a href="/blog-entry-212.html#comment_list">コメント:7</a></div></div>
<div id="comment_area"><h3 class="sub_header" id="comment_list_h">コメント</h3>
{"".join(rows)}
<h3 class="sub_header">コメントの投稿</h3>
<form method="post" action="http://komachi-sanpo.blog10.fc2.com/blog-entry-212.html" name="comment_form" id="comment_form"><table class="form_table"><tr><th>名前</th><td><input type="text" size="20" name="comment[name]" /></td></tr><tr><th>タイトル</th><td><input type="text" size="30" name="comment[title]" /></td></tr><tr><th>メール</th><td><input type="text" size="30" name="comment[mail]" /></td></tr><tr><th>URL</th><td><input type="text" size="30" name="comment[url]" /></td></tr><tr><th>本文</th><td><textarea cols="40" rows="5" name="comment[body]"></textarea></td></tr><tr><th>パスワード</th><td><input type="password" size="20" name="comment[pass]" /></td></tr><tr><th>非公開コメント</th><td><input type="checkbox" name="comment[himitu]" />管理者にだけ表示を許可する</td></tr></table><p><input type="submit" value="送信" /></p></form>
<h3 class="sub_header" id="trackback">トラックバック</h3><p>トラックバックURL<br />http://komachi-sanpo.blog10.fc2.com/tb.php/212-7f1a2c3e<br />この記事にトラックバックする(FC2ブログユーザー)</p>
</div>
<div class="page_navi"><a href="/blog-entry-213.html">« 新しい記事</a> | <a href="/">ホーム</a> | <a href="/blog-entry-211.html">古い記事 »</a></div>
</div><div id="sidebar">{side}</div></div>
<div id="footer">Copyright © こまちの花さんぽ All Rights Reserved.<br />Powered by <a href="http://blog.fc2.com/">FC2ブログ</a>. template by <a href="http://template.fc2.com/">FC2</a></div></div>"""
    html = xhtml("こまちの花さんぽ 龍泉寺の藤が見ごろです", "ja", head, body)
    return make(
        "en-ja-komachi-fuji",
        "discussion",
        "ja",
        html,
        cs,
        path="/blog-entry-212.html",
        container="div#comment_area under h3 'コメント': a flat run of div.comment_list (h3.comment_title, div.comment_body, div.comment_info 'YYYY/MM/DD(曜) HH:MM:SS | NAME #trip [ 編集 ]'); the owner's answers are entries titled 'Re:NAMEさん'; a secret entry's placeholder '管理人のみ閲覧できます'",
        heading="コメント",
        description="A Japanese FC2 blog of May 2009 (header image, theme and genre links, profile, latest entries, monthly archive, categories, links, blog search, RSS, FC2's comment form with 非公開コメント, a trackback URL): 6 titled comments in a flat list, two 'Re:NAMEさん' answers by the blog's owner (her URL and trip) and a reader's thanks to one, a secret entry's placeholder between them; the names after the texts.",
    )


# --------------------------------------------------------------------------- it: Drupal 7, 2013


def it_drupal() -> Case:
    cs = talk("""
Marco_F @ 12/03/2013 - 09:14 :: Finalmente qualcuno che ne parla. La rotonda di via Garibaldi la mattina è un incubo, ci metto venti minuti per fare trecento metri.
>Lucia Benedetti @ 12/03/2013 - 09:52 :: Venti minuti è ottimista, il lunedì anche mezz'ora. Il problema è il semaforo pedonale subito dopo, che blocca tutto.
>>Marco_F @ 12/03/2013 - 10:05 :: Esatto, basterebbe spostarlo cinquanta metri più avanti. Ne parlavano già due anni fa.
>>Redazione * @ 12/03/2013 - 11:30 :: Abbiamo chiesto all'ufficio tecnico del Comune: lo spostamento del semaforo è nel progetto, ma i lavori partiranno solo dopo l'estate.
nonno Gigi @ 12/03/2013 - 10:41 :: Io la rotonda la ricordo quando era ancora un incrocio con il vigile. Funzionava meglio, ve lo dico io. // Saluti a tutti, Luigi
Fra78 @ 12/03/2013 - 12:18 :: Ma i soldi per la pista ciclabile che fine hanno fatto? Erano nel bilancio del 2011.
>Redazione * @ 12/03/2013 - 13:02 :: Secondo l'assessore la pista è stata rinviata al piano triennale 2014-2016. Ne scriveremo in un prossimo articolo.
>>Fra78 @ 12/03/2013 - 13:20 :: Grazie, aspettiamo l'articolo allora.
Anna M. @ 12/03/2013 - 15:47 :: Abito proprio sulla rotonda e il rumore dei camion di notte è insopportabile. Spero che chi decide venga a dormire qui una settimana.
Pietro Rinaldi @ 12/03/2013 - 18:33 :: Bell'articolo, chiaro e con i numeri giusti. Complimenti alla redazione.
""")
    k = kids(cs)
    anon = {"nonno Gigi", "Anna M."}

    def subject(text: str) -> str:
        words = text.split()
        out = ""
        for w in words:
            if len(out) + len(w) + 1 > 28:
                break
            out = f"{out} {w}".strip()
        return out + "…"

    def item(i: int) -> str:
        c = cs[i]
        cid = 5230 + i * 4
        if c.who in anon:
            who = f'<span class="username" xml:lang="" typeof="sioc:UserAccount" property="foaf:name" datatype="">{esc(c.who)} (non verificato)</span>'
            pic = ""
        else:
            who = f'<a href="/utenti/{esc(c.who.lower().replace(" ", "-").replace(".", ""))}" title="Visualizza il profilo utente." class="username" xml:lang="" about="/utenti/x" typeof="sioc:UserAccount" property="foaf:name" datatype="">{esc(c.who)}</a>'
            pic = f'<div class="user-picture"><a href="/utenti/{i}" title="Visualizza il profilo utente."><img typeof="foaf:Image" src="http://www.lagazzettadivalfredda.it/sites/default/files/styles/thumbnail/public/pictures/picture-{88 + i}.jpg" alt="Immagine di {esc(c.who)}" title="Immagine di {esc(c.who)}" /></a></div>'
        cls = "comment comment-by-node-author" if c.author else "comment"
        out = (
            f'<a id="comment-{cid}"></a>\n<div class="{cls} {"odd" if i % 2 else "even"} clearfix" about="/comment/{cid}#comment-{cid}" typeof="sioc:Post sioct:Comment">'
            f'{pic}<h3 property="dc:title" datatype=""><a href="/comment/{cid}#comment-{cid}" class="permalink" rel="bookmark">{esc(subject(c.text))}</a></h3>'
            f'<div class="submitted"><span property="dc:date dc:created" content="2013-03-12T{c.at[-5:]}:00+01:00" datatype="xsd:dateTime" rel="sioc:has_creator">Inviato da {who} il mar, {esc(c.at)}</span></div>'
            f'<div class="content"><span rel="sioc:reply_of" resource="/articoli/rotonda-garibaldi" class="rdf-meta element-hidden"></span>'
            f'<div class="field field-name-comment-body field-type-text-long field-label-hidden"><div class="field-items"><div class="field-item even" property="content:encoded">{own(c)}</div></div></div></div>'
            f'<ul class="links inline"><li class="comment-reply first last"><a href="/comment/reply/1184/{cid}">rispondi</a></li></ul></div>\n'
        )
        if i in k:
            out += '<div class="indented">' + "".join(item(j) for j in k[i]) + "</div>\n"
        return out

    thread = "".join(item(i) for i in k[None])
    css = """body{margin:0;background:#e9ecef;font:14px/1.5 'Trebuchet MS',Arial,sans-serif;color:#222}
#page-wrapper{width:980px;margin:0 auto;background:#fff}#header{background:#16324f;padding:16px 20px;color:#fff}#site-name{font:bold 30px Georgia,serif;margin:0}#site-name a{color:#fff;text-decoration:none}#site-slogan{color:#b9c9da;font-size:13px}
#main-menu ul{list-style:none;margin:0;padding:0;display:flex;background:#0f2438}#main-menu li a{display:block;padding:8px 14px;color:#dde;text-decoration:none;font-size:13px}
#main{display:flex;gap:20px;padding:16px 20px}#content{flex:1;min-width:0}.sidebar{width:260px}.breadcrumb{font-size:12px;color:#777}
h1#page-title{font:bold 28px Georgia,serif;margin:6px 0}.node .submitted{font-size:12px;color:#777}.field-name-body{line-height:1.7}.field-name-field-tags{font-size:12px;margin-top:10px}
#comments h2.title{font:bold 18px Georgia,serif;border-bottom:2px solid #16324f;padding-bottom:4px}.comment{border-bottom:1px solid #e3e6ea;padding:10px 0;overflow:hidden}
.comment .user-picture{float:left;margin:0 10px 6px 0}.comment .user-picture img{width:40px;height:40px}.comment h3{font-size:14px;margin:0}.comment h3 a{color:#16324f}
.comment .submitted{font-size:11px;color:#888}.comment .content{clear:none}.comment ul.links{list-style:none;margin:0;padding:0;font-size:11px;text-align:right}
.comment-by-node-author{background:#f2f6fa}.indented{margin-left:25px}.element-hidden{display:none}.block{margin-bottom:18px}.block h2{font-size:14px;text-transform:uppercase;background:#16324f;color:#fff;padding:4px 8px;margin:0 0 6px}
.block ul{margin:0;padding-left:18px}#footer{background:#0f2438;color:#889;font-size:12px;padding:16px 20px}"""
    head = f"""<meta name="Generator" content="Drupal 7 (http://drupal.org)" />
<link rel="canonical" href="/articoli/rotonda-garibaldi" />
<link rel="shortlink" href="/node/1184" />
<link rel="shortcut icon" href="http://www.lagazzettadivalfredda.it/misc/favicon.ico" type="image/vnd.microsoft.icon" />
<style type="text/css" media="all">@import url("http://www.lagazzettadivalfredda.it/modules/system/system.base.css?mjq1ab");</style>
<style type="text/css">{css}</style>
<script type="text/javascript" src="http://www.lagazzettadivalfredda.it/misc/jquery.js?v=1.4.4"></script>
<script type="text/javascript" src="http://www.lagazzettadivalfredda.it/misc/drupal.js?mjq1ab"></script>
<script type="text/javascript" src="http://www.lagazzettadivalfredda.it/sites/default/files/languages/it_Xc2RkQ.js?mjq1ab"></script>"""
    blocks = """<div class="block block-views" id="block-views-piu-letti-block"><h2>I più letti</h2><ul><li><a href="/articoli/mercato-coperto">Mercato coperto, si riparte da zero</a></li><li><a href="/articoli/scuola-media-palestra">Scuola media, la palestra resta chiusa</a></li><li><a href="/articoli/derby-valfredda">Derby, finisce 2-2 tra le polemiche</a></li><li><a href="/articoli/neve-marzo">Neve a marzo, strade chiuse in alta valle</a></li></ul></div>
<div class="block block-block" id="block-block-3"><h2>Pubblicità</h2><div style="height:250px;background:#eee;text-align:center;color:#999;line-height:250px">300 x 250</div></div>
<div class="block block-user" id="block-user-login"><h2>Accesso utente</h2><form action="/articoli/rotonda-garibaldi?destination=node/1184" method="post" id="user-login-form"><div><label for="edit-name">Nome utente *</label><input type="text" id="edit-name" name="name" size="15" /><label for="edit-pass">Password *</label><input type="password" id="edit-pass" name="pass" size="15" /><ul><li><a href="/user/register">Crea nuovo profilo</a></li><li><a href="/user/password">Richiedi una nuova password</a></li></ul><input type="submit" id="edit-submit" name="op" value="Accedi" /></div></form></div>"""
    body = f"""<div id="page-wrapper"><div id="page"><div id="header"><div class="section clearfix"><a href="/" title="Home" rel="home" id="logo"></a><div id="name-and-slogan"><div id="site-name"><strong><a href="/" title="Home" rel="home"><span>La Gazzetta di Valfredda</span></a></strong></div><div id="site-slogan">Notizie dalla valle dal 1998</div></div></div></div>
<div id="main-menu" class="navigation"><ul class="links"><li class="menu-218 first"><a href="/">Home</a></li><li class="menu-380"><a href="/cronaca">Cronaca</a></li><li class="menu-381"><a href="/politica">Politica</a></li><li class="menu-382"><a href="/sport">Sport</a></li><li class="menu-383"><a href="/eventi">Eventi</a></li><li class="menu-384 last"><a href="/lettere">Lettere</a></li></ul></div>
<div id="main" class="clearfix"><div id="content" class="column"><div class="section">
<h2 class="element-invisible">Tu sei qui</h2><div class="breadcrumb"><a href="/">Home</a> » <a href="/cronaca">Cronaca</a></div>
<h1 class="title" id="page-title">Rotonda di via Garibaldi, code ogni mattina: il Comune promette il nuovo semaforo</h1>
<div class="region region-content"><div id="block-system-main" class="block block-system">
<div id="node-1184" class="node node-article node-promoted clearfix" about="/articoli/rotonda-garibaldi" typeof="sioc:Item foaf:Document">
<div class="submitted"><span property="dc:date dc:created" content="2013-03-11T18:40:00+01:00" datatype="xsd:dateTime" rel="sioc:has_creator">Inviato da <a href="/utenti/redazione" title="Visualizza il profilo utente." class="username">Redazione</a> il lun, 11/03/2013 - 18:40</span></div>
<div class="content"><div class="field field-name-field-image field-type-image field-label-hidden"><img typeof="foaf:Image" src="http://www.lagazzettadivalfredda.it/sites/default/files/styles/large/public/field/image/rotonda.jpg" width="480" height="320" alt="La rotonda di via Garibaldi" /></div>
<div class="field field-name-body field-type-text-with-summary field-label-hidden"><div class="field-items"><div class="field-item even" property="content:encoded"><p>Ogni mattina, tra le 7.30 e le 8.45, la rotonda di via Garibaldi si trasforma in un imbuto. Le code arrivano fino al ponte sul Fredda e oltre la stazione delle corriere.</p>
<p>Secondo i conteggi della Polizia municipale vi passano circa 1.900 veicoli all'ora nei momenti di punta, un terzo in più rispetto al 2009, quando la rotonda fu inaugurata.</p>
<p>Il Comune ha annunciato lo spostamento del semaforo pedonale e una corsia dedicata per chi svolta verso la zona industriale. Il costo previsto è di 140 mila euro.</p></div></div></div>
<div class="field field-name-field-tags field-type-taxonomy-term-reference field-label-inline clearfix"><div class="field-label">Tag:&nbsp;</div><div class="field-items"><a href="/tag/viabilita">viabilità</a>, <a href="/tag/via-garibaldi">via Garibaldi</a></div></div></div>
<ul class="links inline"><li class="statistics_counter first last"><span>1284 letture</span></li></ul>
<div id="comments" class="comment-wrapper"><h2 class="title">Commenti</h2>
{thread}
<h2 class="title comment-form">Aggiungi un commento</h2><form class="comment-form" action="/comment/reply/1184" method="post" id="comment-form"><div><div class="form-item form-type-textfield form-item-name"><label for="edit-name--2">Il tuo nome </label><input type="text" id="edit-name--2" name="name" value="Anonimo" size="30" maxlength="60" class="form-text" /></div><div class="form-item form-type-textarea"><label for="edit-comment-body-und-0-value">Commento <span class="form-required" title="Questo campo è obbligatorio.">*</span></label><textarea class="text-full form-textarea required" id="edit-comment-body-und-0-value" name="comment_body[und][0][value]" cols="60" rows="5"></textarea></div><div class="form-actions form-wrapper" id="edit-actions"><input type="submit" id="edit-submit--2" name="op" value="Salva" class="form-submit" /><input type="submit" id="edit-preview" name="op" value="Anteprima" class="form-submit" /></div></div></form></div>
</div></div></div></div></div>
<div id="sidebar-second" class="column sidebar"><div class="section">{blocks}</div></div></div>
<div id="footer"><div class="section">La Gazzetta di Valfredda – Registrazione Tribunale di Sondrio n. 14/1998 – P.IVA 00912340144 – <a href="/contatti" style="color:#aab">Contatti</a></div></div></div></div>"""
    html = xhtml(
        "Rotonda di via Garibaldi, code ogni mattina: il Comune promette il nuovo semaforo | La Gazzetta di Valfredda",
        "it",
        head,
        body,
        body_attrs='class="html not-front not-logged-in one-sidebar sidebar-second page-node page-node- page-node-1184 node-type-article"',
        html_attrs='dir="ltr" version="XHTML+RDFa 1.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/terms/" xmlns:foaf="http://xmlns.com/foaf/0.1/" xmlns:sioc="http://rdfs.org/sioc/ns#" xmlns:sioct="http://rdfs.org/sioc/types#"',
    )
    return make(
        "en-it-valfredda-rotonda",
        "discussion",
        "it",
        html,
        cs,
        path="/articoli/rotonda-garibaldi",
        container="div#comments.comment-wrapper under h2 'Commenti': a#comment-N + div.comment (div.user-picture, h3 subject link (the first words and '…'), div.submitted 'Inviato da NAME [(non verificato)] il mar, DD/MM/YYYY - HH:MM', div.content > field-name-comment-body p, 'rispondi'); replies in the next sibling div.indented, three deep; the newsroom's answers comment-by-node-author",
        heading="Commenti",
        description="An Italian valley paper's site of March 2013 on Drupal 7 (RDFa attributes, breadcrumb, 'letture' counter, tags, most read, an advert, the user login block, the comment form): 10 comments three deep in div.indented, subjects cut from the texts, two anonymous '(non verificato)', the newsroom ('Redazione', the node's author) answering twice, a signature 'Saluti a tutti, Luigi'.",
    )


# --------------------------------------------------------------------------- ko: Tistory-like blog, 2011


def ko_tistory() -> Case:
    cs = talk("""
초록여우 | http://greenfox.tistory.com @ 2011/08/14 21:33 :: 저도 지난주에 다녀왔는데 계곡 물이 정말 차갑더라고요. 사진 보니까 또 가고 싶네요.
>산책하는곰 * @ 2011/08/14 22:05 :: 그쵸? 발 담그고 5분을 못 버티겠더라고요 ㅎㅎ 다음엔 윗쪽 계곡까지 가 보세요.
하늘바라기 @ 2011/08/15 09:12 :: 주차비는 얼마인가요? 아이들 데리고 가려고 하는데 정보가 부족해서요.
>산책하는곰 * @ 2011/08/15 10:40 :: 소형차 하루 4,000원이에요. 주말에는 11시 넘으면 자리가 없으니 일찍 가시는 게 좋아요.
>하늘바라기 @ 2011/08/15 11:02 :: 감사합니다! 이번 주말에 가 봐야겠어요.
민트초코 | http://mintchoco.tistory.com @ 2011/08/15 14:27 :: 글 잘 보고 갑니다. 트랙백 걸고 갈게요~
길위의여행자 @ 2011/08/16 08:50 :: 혹시 캠핑도 가능한가요? 예전에는 야영장이 있었던 것 같은데요.
>산책하는곰 * @ 2011/08/16 12:14 :: 야영장은 작년에 없어졌고 지금은 아래 마을 오토캠핑장을 이용해야 해요. 예약은 필수고요.
""")
    k = kids(cs)
    secret_after = 5

    def li(i: int) -> str:
        c = cs[i]
        cid = 8801 + i * 5
        name = (
            f'<a href="{esc(c.url)}" onclick="return openLinkInNewWindow(this)">{esc(c.who)}</a>'
            if c.url
            else esc(c.who)
        )
        cls = "rp_admin" if c.author else "rp_general"
        pic = (
            f'<img src="http://cfile{i + 3}.uf.tistory.com/image/{1600000 + i:08X}" width="32" height="32" alt="" class="profile" /> '
            if c.url or c.author
            else ""
        )
        out = (
            f'<li id="comment{cid}" class="{cls}"><div class="rp_item"><span class="author">{pic}{name}</span> '
            f'<span class="date">{esc(c.at)}</span> <span class="control"><a href="#" onclick="deleteComment(277,{cid}); return false;">수정/삭제</a>'
            + (
                ""
                if c.parent is not None
                else f' <a href="#" onclick="commentComment({cid}); return false;">댓글쓰기</a>'
            )
            + f"</span><p>{'<br />'.join(esc(p) for p in c.parts)}</p></div>"
        )
        if i in k:
            out += '<ul class="reply">' + "".join(li(j) for j in k[i]) + "</ul>"
        out += "</li>"
        if i == secret_after:
            out += (
                '<li id="comment8840" class="rp_secret"><div class="rp_item"><span class="author">비밀댓글</span> <span class="date">2011/08/15 20:11</span> '
                '<span class="control"><a href="#" onclick="deleteComment(277,8840); return false;">수정/삭제</a></span><p>비밀댓글입니다</p></div></li>'
            )
        return out

    thread = "".join(li(i) for i in k[None])
    css = """body{margin:0;background:#eef2ea;font:12px/1.7 Dotum,'돋움',Gulim,sans-serif;color:#444}
#wrap{width:900px;margin:0 auto;background:#fff;border:1px solid #d5dccf}#head{padding:28px 24px;background:#5c7d4a}#head h1{margin:0;font-size:22px}#head h1 a{color:#fff;text-decoration:none}#head p{color:#dfe9d6;margin:4px 0 0}
#menu{background:#4a6a3a;padding:5px 24px}#menu a{color:#fff;margin-right:14px;font-size:11px}#cont{display:flex}#main{width:640px;padding:18px 24px}#side{width:200px;padding:18px 12px;border-left:1px solid #e3e8df}
.titleWrap h2{font-size:17px;margin:0 0 4px}.titleWrap .date{color:#999;font-size:11px}.article{line-height:1.9;margin-top:14px;font-size:13px}.tagTrail{font-size:11px;color:#888;margin-top:12px}
.actionTrail{border-top:1px solid #e3e8df;margin-top:14px;padding:6px 0;font-size:11px}.actionTrail a{margin-right:8px}
.communicateList{margin-top:10px}.communicateList ol,.communicateList ul{list-style:none;margin:0;padding:0}.communicateList li{border-bottom:1px dotted #d5dccf;padding:8px 0}
.communicateList ul.reply{margin:6px 0 0 24px;background:#f7f9f5;padding:0 8px}.communicateList ul.reply li{border-bottom:0}.rp_admin{background:#f0f6ea}
.author{font-weight:bold}.author img{vertical-align:middle}.date{color:#aaa;font-size:11px}.control a{font-size:11px;color:#999}.rp_item p{margin:4px 0 0}
.trackback{border:1px solid #e3e8df;padding:8px;margin:10px 0;font-size:11px}#side h3{font-size:12px;color:#5c7d4a;border-bottom:1px solid #d5dccf;margin:14px 0 6px}#side ul{list-style:none;margin:0;padding:0}
#foot{text-align:center;font-size:11px;color:#999;padding:12px;border-top:1px solid #e3e8df}"""
    head = f"""<link rel="alternate" type="application/rss+xml" title="산책하는 곰의 주말" href="http://walkingbear.tistory.com/rss" />
<link rel="shortcut icon" href="http://walkingbear.tistory.com/favicon.ico" />
<style type="text/css">{css}</style>
<script type="text/javascript" src="http://s1.daumcdn.net/cfs.tistory/v/0/blog/script/common.js"></script>
<script type="text/javascript">var servicePath = ""; var blogURL = "http://walkingbear.tistory.com"; var entryId = 277;</script>"""
    side = """<h3>카테고리</h3><ul><li><a href="/category">전체 (214)</a></li><li><a href="/category/산">산 (88)</a></li><li><a href="/category/계곡">계곡 (41)</a></li><li><a href="/category/맛집">맛집 (52)</a></li><li><a href="/category/잡담">잡담 (33)</a></li></ul>
<h3>최근에 올라온 글</h3><ul><li><a href="/277">운문사 계곡, 한여름에도 시원한 곳</a></li><li><a href="/276">비 오는 날의 팔공산</a></li><li><a href="/275">청도 한재 미나리 삼겹살</a></li></ul>
<h3>태그목록</h3><p><a href="/tag/계곡">계곡</a> <a href="/tag/청도">청도</a> <a href="/tag/여름휴가">여름휴가</a> <a href="/tag/등산">등산</a> <a href="/tag/사진">사진</a></p>
<h3>달력</h3><table style="font-size:10px;width:100%"><tr><td>일</td><td>월</td><td>화</td><td>수</td><td>목</td><td>금</td><td>토</td></tr><tr><td>14</td><td>15</td><td>16</td><td>17</td><td>18</td><td>19</td><td>20</td></tr></table>
<h3>링크</h3><ul><li><a href="http://greenfox.tistory.com">초록여우의 숲</a></li><li><a href="http://mintchoco.tistory.com">민트초코 여행기</a></li></ul>
<h3>방문자</h3><p>Total : 382,114<br />Today : 417<br />Yesterday : 1,028</p>"""
    body = f"""<div id="wrap"><div id="head"><h1><a href="http://walkingbear.tistory.com/">산책하는 곰의 주말</a></h1><p>주말마다 걷고 먹고 찍습니다</p></div>
<div id="menu"><a href="/">홈</a><a href="/tag">태그</a><a href="/location">위치로그</a><a href="/media">미디어로그</a><a href="/guestbook">방명록</a></div>
<div id="cont"><div id="main">
<div class="entry"><div class="titleWrap"><h2><a href="/277">운문사 계곡, 한여름에도 시원한 곳</a></h2><span class="category"><a href="/category/계곡">계곡</a></span> <span class="date">2011/08/14 19:20</span></div>
<div class="article"><p>지난 토요일 청도 운문사 계곡에 다녀왔습니다. 대구에서 차로 한 시간 조금 넘게 걸려요.</p>
<p style="text-align:center"><img src="http://cfile9.uf.tistory.com/image/1422A84B4E47AE0A1C0F39" width="500" height="333" alt="" /></p>
<p>절 입구 주차장에 차를 대고 솔바람길을 따라 20분쯤 걸으면 계곡이 나옵니다. 물이 맑고 얕아서 아이들 물놀이하기에도 좋아요.</p>
<p>다만 사리암 쪽으로 올라가는 길은 경사가 꽤 있으니 운동화는 꼭 신고 가세요.</p></div>
<div class="tagTrail"><span class="tagText">Tag</span> <a href="/tag/계곡" rel="tag">계곡</a>, <a href="/tag/운문사" rel="tag">운문사</a>, <a href="/tag/청도" rel="tag">청도</a></div>
<div class="actionTrail"><a href="#tb" onclick="toggleLayer('tb277'); return false">트랙백 1</a> <a href="#rp" onclick="toggleLayer('entry277Comment'); return false">댓글 9</a></div>
<div id="tb277" class="trackback"><p>트랙백 주소 :: http://walkingbear.tistory.com/trackback/277</p><ol><li><span class="title"><a href="http://mintchoco.tistory.com/118">운문사 다녀왔어요</a></span> <span class="name">민트초코 여행기</span> <span class="date">2011/08/15 14:30</span><p>곰님 블로그 보고 다녀왔는데 정말 시원하더라고요. 사진 몇 장 올려 봅니다...</p></li></ol></div>
<div id="entry277Comment"><div class="communicateList"><ol>{thread}</ol></div>
<form method="post" action="/comment/add/277" onsubmit="return false" style="margin:0"><div class="commentWrite"><p><input type="text" name="name" value="" /> 이름 <input type="password" name="password" value="" /> 비밀번호</p><p><input type="text" name="homepage" value="http://" /> 홈페이지 <input type="checkbox" name="secret" /> 비밀글</p><textarea name="comment" cols="60" rows="4"></textarea><p><input type="submit" value="등록" /></p></div></form></div>
</div>
<div class="paging" style="text-align:center;margin-top:16px"><a href="/276">◀ PREV</a> | <a href="/">1 … 212 213 214</a> | <a href="/278">NEXT ▶</a></div>
</div><div id="side">{side}</div></div>
<div id="foot">Copyright © 산책하는곰. Powered by <a href="http://www.tistory.com">Tistory</a>, Designed by 곰.</div></div>"""
    html = xhtml("운문사 계곡, 한여름에도 시원한 곳 :: 산책하는 곰의 주말", "ko", head, body)
    return make(
        "en-ko-walkingbear-unmunsa",
        "discussion",
        "ko",
        html,
        cs,
        path="/277",
        container="div#entry277Comment > div.communicateList > ol > li.rp_general / li.rp_admin (div.rp_item: span.author [profile img] NAME, span.date 'YYYY/MM/DD HH:MM', 수정/삭제 · 댓글쓰기, p text), answers in ul.reply inside the parent's li; a secret entry's placeholder li.rp_secret '비밀댓글입니다'; a trackback with an excerpt above",
        heading=None,
        description="A Korean Tistory-like travel blog of August 2011 (header, menu with 방명록, categories, recent posts, tag list, calendar, links, visitor counter, the comment form with 비밀글): 8 comments, four answers one deep in ul.reply (three by the blog's owner, li.rp_admin), a secret entry's placeholder, a trackback with its excerpt under '트랙백 1'; no heading over the list.",
    )


def intl_en() -> list[Case]:
    return [ru_livejournal(), ja_fc2(), it_drupal(), ko_tistory()]
