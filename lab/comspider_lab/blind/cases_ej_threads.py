"""Blind set ej: four discussions a reader has to reveal: a Russian city portal of 2019 (a "Показать 5 комментариев"
button that draws the comments from inline script data), a Japanese railway blog of 2017 (a closed `<details>`), a
German regional daily of 2021 (a "Reaktionen (5)" tab whose panel is hidden) and a Greek lake-town news site of 2022
(a side drawer opened by the byline's "6 σχόλια" link, drawn from a JSON script element). Every site, name, place and
text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ej_common import Case, data_js, esc, kids, ld_json, make, paras, talk

# --------------------------------------------------------------------------- ru: a city portal, 2019 (a count button)


def ru_most() -> Case:
    cs = talk("""
Ольга_К @ 14 марта 2019, 18:42 :: Опять всё лето в обход через плотину? Это лишние полтора километра с коляской. Почему нельзя было начать в апреле?
>Сергей Палыч @ 14 марта 2019, 19:10 :: Ольга, в апреле по Толве ещё лёд идёт, какой там ремонт. Летом только и можно.
Дмитрий Ш. @ 14 марта 2019, 19:05 :: А временный понтонный переход сделать не судьба? В 2012 году ставили же, когда меняли перила.
Нина Аркадьевна @ 14 марта 2019, 20:17 :: Хорошо хоть седьмой автобус пустят чаще. Только бы не как в прошлый раз: обещали каждые 15 минут, а ходил раз в час.
vasya_tolva @ 15 марта 2019, 08:03 :: Мосту 45 лет, его не ремонтировать, а новый строить надо. // Деньги, которые каждые пять лет уходят на ремонт, давно бы окупили новый.
""")
    data = [
        {
            "id": 80411 + i,
            "parent_id": (80411 + c.parent) if c.parent is not None else 0,
            "user": {"login": c.who, "avatar": f"/_avatar/ru{i}.svg"},
            "date": c.at,
            "text": c.body.replace("\n\n", "<br><br>"),
            "rating": [7, 3, 12, 9, 21][i],
        }
        for i, c in enumerate(cs)
    ]
    css = (
        "body{margin:0;font:15px/1.5 'PT Sans',Arial,sans-serif;color:#222;background:#eef0f3}"
        ".b-top{background:#0b3d6e;color:#fff;font-size:13px;padding:6px 20px}.b-top a{color:#fff}"
        ".b-header{background:#fff;padding:14px 20px;display:flex;align-items:center;gap:30px}.b-logo{font:700 26px Georgia,serif;color:#0b3d6e;text-decoration:none}"
        ".b-menu{list-style:none;display:flex;gap:18px;margin:0;padding:0}.b-menu a{color:#0b3d6e;font-weight:700;text-decoration:none}"
        ".b-page{max-width:1100px;margin:18px auto;display:flex;gap:24px}.b-article{flex:1;background:#fff;padding:24px 30px}"
        ".b-article__rubric{color:#c0392b;font-weight:700;text-transform:uppercase;font-size:12px}.b-article__title{font-size:30px;line-height:1.2;margin:8px 0}"
        ".b-article__meta{color:#888;font-size:13px}.b-article__lead{font-weight:700}.b-share{margin:18px 0;display:flex;gap:8px}.b-share a{background:#eef0f3;padding:4px 10px;border-radius:3px;color:#333;text-decoration:none;font-size:13px}"
        ".b-discuss{border-top:2px solid #0b3d6e;margin-top:26px;padding-top:14px}.b-discuss__btn{background:#0b3d6e;color:#fff;border:0;border-radius:3px;padding:10px 18px;font-size:15px;cursor:pointer}"
        ".b-discuss__item{display:flex;gap:12px;padding:12px 0;border-bottom:1px solid #e3e6ea}.b-discuss__item .b-discuss__item{border:0;padding-bottom:0}"
        ".b-discuss__ava{width:40px;height:40px;border-radius:50%}.b-discuss__login{font-weight:700;color:#0b3d6e}.b-discuss__date{color:#999;font-size:12px;margin-left:8px}"
        ".b-discuss__rating{color:#27ae60;font-size:12px;margin-left:8px}.b-discuss__reply{font-size:12px;color:#888;cursor:pointer}.b-discuss__children{margin-left:52px}"
        ".b-side{width:300px}.b-box{background:#fff;padding:14px 18px;margin-bottom:18px}.b-box h3{margin:0 0 8px;font-size:16px;color:#0b3d6e}.b-box ol,.b-box ul{margin:0;padding-left:18px}.b-box li{margin:6px 0}"
        ".b-ad{background:#f8f8f8;border:1px dashed #ccc;color:#aaa;text-align:center;padding:90px 0;font-size:12px}.b-footer{background:#0b3d6e;color:#cfe0f0;padding:20px;font-size:13px}"
    )
    script = f"""<script>
window.__INITIAL_COMMENTS__ = {data_js(data, 1)};
(function () {{
  var btn = document.querySelector('.js-discuss-open');
  var box = document.querySelector('.js-discuss-list');
  function item(c) {{
    var el = document.createElement('div');
    el.className = 'b-discuss__item';
    el.id = 'c' + c.id;
    el.innerHTML = '<img class="b-discuss__ava" alt="" src="' + c.user.avatar + '"><div class="b-discuss__body">' +
      '<div><span class="b-discuss__login"></span><span class="b-discuss__date"></span><span class="b-discuss__rating">+' + c.rating + '</span></div>' +
      '<div class="b-discuss__text"></div><span class="b-discuss__reply">Ответить</span><div class="b-discuss__children"></div></div>';
    el.querySelector('.b-discuss__login').textContent = c.user.login;
    el.querySelector('.b-discuss__date').textContent = c.date;
    el.querySelector('.b-discuss__text').innerHTML = c.text;
    return el;
  }}
  btn.addEventListener('click', function () {{
    var byId = {{}};
    window.__INITIAL_COMMENTS__.forEach(function (c) {{
      var el = item(c); byId[c.id] = el;
      (c.parent_id ? byId[c.parent_id].querySelector('.b-discuss__children') : box).appendChild(el);
    }});
    btn.parentNode.removeChild(btn);
    document.querySelector('.js-discuss-form').style.display = 'block';
  }});
}})();
</script>"""
    title = "Пешеходный мост через Толву закроют на ремонт до сентября"
    body = f"""<div class="b-top"><span>Камск, четверг, 14 марта · −3 °C · USD 65,41 · EUR 74,02</span> &nbsp; <a href="/login">Войти</a></div>
<header class="b-header"><a class="b-logo" href="/">Камский край</a><ul class="b-menu"><li><a href="/news/">Новости</a></li><li><a href="/city/">Город</a></li><li><a href="/transport/">Транспорт</a></li><li><a href="/sport/">Спорт</a></li><li><a href="/afisha/">Афиша</a></li><li><a href="/ads/">Объявления</a></li></ul></header>
<div class="b-page"><article class="b-article">
<div class="b-article__rubric">Город</div>
<h1 class="b-article__title">{title}</h1>
<div class="b-article__meta">14 марта 2019, 17:55 · Анна Лыкова · <span>👁 3 418</span></div>
<p class="b-article__lead">Мост от улицы Набережной к Заречному микрорайону закроют 15 апреля. Подрядчик обещает открыть его к 1 сентября.</p>
<img src="/_avatar/most-tolva.svg" alt="Пешеходный мост через Толву" width="720" height="400">
<p>Мэрия Камска заключила контракт на ремонт пешеходного моста через Толву. Подрядчик заменит настил, перила и две опоры, сообщили в департаменте городского хозяйства.</p>
<p>На время ремонта пешеходам предлагают ходить через плотину ГЭС или ездить на автобусе № 7: в мэрии обещают, что интервал движения сократится до 15 минут.</p>
<p>Мост построен в 1974 году, последний раз его ремонтировали в 2012-м. Стоимость работ — 38,6 млн рублей.</p>
<p>Временный понтонный переход в этот раз ставить не будут: по словам чиновников, река в этом месте слишком быстрая.</p>
<div class="b-share"><a href="#">ВКонтакте 41</a><a href="#">Одноклассники 12</a><a href="#">Telegram</a><a href="#">WhatsApp</a></div>
<div class="b-tags">Теги: <a href="/tag/mosty">мосты</a>, <a href="/tag/remont">ремонт</a>, <a href="/tag/tolva">Толва</a></div>
<section class="b-discuss" id="discuss">
<h2>Комментарии</h2>
<button type="button" class="b-discuss__btn js-discuss-open">Показать 5 комментариев</button>
<div class="b-discuss__list js-discuss-list"></div>
<form class="b-discuss__form js-discuss-form" style="display:none"><p>Чтобы оставить комментарий, <a href="/login">войдите</a> или <a href="/register">зарегистрируйтесь</a>.</p></form>
</section>
</article>
<aside class="b-side"><div class="b-ad">Реклама 300×250</div>
<div class="b-box"><h3>Самое читаемое</h3><ol><li><a href="/news/2019/03/13/ledohod/">Ледоход на Толве ожидают в начале апреля</a></li><li><a href="/news/2019/03/12/tarif/">Проезд в автобусах подорожает до 26 рублей</a></li><li><a href="/news/2019/03/11/shkola/">В Заречном откроют новую школу</a></li><li><a href="/news/2019/03/10/hokkey/">«Толва» вышла в полуфинал первенства</a></li></ol></div>
<div class="b-box"><h3>Новости дня</h3><ul><li>16:40 <a href="/news/2019/03/14/gaz/">Отключение газа на улице Ленина</a></li><li>15:12 <a href="/news/2019/03/14/ryba/">Рыбаков предупредили о тонком льде</a></li><li>13:05 <a href="/news/2019/03/14/vystavka/">В музее открылась выставка самоваров</a></li></ul></div></aside>
</div>
<footer class="b-footer">© 2009–2019 «Камский край». Сетевое издание. 16+ · <a href="/about/">Редакция</a> · <a href="/adv/">Реклама</a></footer>
{script}"""
    html = (
        f'<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>{esc(title)} — Камский край</title>'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f'<meta property="og:title" content="{esc(title)}"><meta property="article:published_time" content="2019-03-14T17:55:00+05:00">'
        + ld_json("NewsArticle", title, "2019-03-14T17:55:00+05:00", "Анна Лыкова", "Камский край")
        + f"<style>{css}</style></head><body>{body}</body></html>\n"
    )
    return make(
        "ej-ru-kamsk-most",
        "ru",
        html,
        cs,
        path="/news/2019/03/14/most-tolva-remont/",
        reveal="button",
        container="section.b-discuss under 'Комментарии': a button 'Показать 5 комментариев' draws div.b-discuss__item entries from window.__INITIAL_COMMENTS__ (inline script), replies in div.b-discuss__children",
        heading="Комментарии",
        description="A Russian city portal of March 2019 (BEM classes, a currency strip, share counts, most read, a day's news list): 5 comments (one reply) in inline script data, drawn only when the reader clicks 'Показать 5 комментариев'; times '14 марта 2019, 18:42'; a paragraph break as <br><br>.",
        static=False,
        steps=("click:.js-discuss-open",),
    )


# --------------------------------------------------------------------------- ja: a railway blog, 2017 (<details>)


def ja_daiya() -> Case:
    cs = talk("""
通りすがりの高校生 @ 2017年6月12日 21:04 :: 朝の7時12分の便がなくなると、部活の朝練に間に合わなくなります。学校にも相談してみます。
>ぽっぽ屋みなと @ 2017年6月12日 22:30 :: 情報ありがとうございます。7時03分発に乗れば、駅から歩いても始業の8分前には着くはずです。ダイヤ表を記事に追記しました。
潮見町の住人 @ 2017年6月13日 7:48 :: 昼間の本数が減るのは仕方ないですが、最終が21時台になるのは困ります。病院帰りの母が乗れなくなります。
てつこ @ 2017年6月14日 12:15 :: 写真の旧型車両、懐かしいです！子どもの頃この車両で通学していました。 // 引退前にもう一度乗りに行きます。
""")
    k = kids(cs)

    def voice(i: int) -> str:
        c = cs[i]
        owner = ' <span class="owner-mark">ブログ主</span>' if c.who == "ぽっぽ屋みなと" else ""
        sub = "".join(voice(j) for j in k.get(i, []))
        sub = f'<div class="voice-res">{sub}</div>' if sub else ""
        return (
            f'<div class="voice" id="v{1200 + i}"><p class="voice-head"><span class="voice-name">{esc(c.who)}</span>{owner}'
            f' <span class="voice-date">{esc(c.at)}</span></p><div class="voice-text">{paras(c.body)}</div>'
            f'<p class="voice-link"><a href="#v{1200 + i}">固定リンク</a> | <a href="#voice-form">返信</a></p>{sub}</div>'
        )

    voices = "".join(voice(i) for i in k[None])
    title = "潮見線、7月1日ダイヤ改正で朝夕の本数削減へ　旧型車両も引退"
    css = (
        "body{margin:0;background:#f4efe6;font-family:'Hiragino Kaku Gothic ProN',Meiryo,sans-serif;color:#333;font-size:15px;line-height:1.8}"
        "#container{width:960px;margin:0 auto;background:#fff;box-shadow:0 0 6px #d8cfc0}#blog-title{padding:28px 30px;background:#3c6e47;color:#fff}#blog-title h1{margin:0;font-size:26px}#blog-title p{margin:4px 0 0;font-size:13px}"
        "#wrapper{display:flex}#main{width:640px;padding:20px 30px}#side{width:260px;padding:20px 15px;font-size:13px}"
        ".entry-date{color:#3c6e47;font-weight:bold}.entry-title{font-size:22px;border-left:6px solid #3c6e47;padding-left:10px}.entry-footer{font-size:12px;color:#777;border-top:1px dotted #ccc;margin-top:20px}"
        "table.daiya{border-collapse:collapse}table.daiya td,table.daiya th{border:1px solid #bbb;padding:2px 10px}"
        "details.reader-voices{margin-top:26px;border:1px solid #cfc6b4;background:#faf7f1}details.reader-voices summary{padding:10px 14px;font-weight:bold;cursor:pointer;color:#3c6e47}"
        ".voice{padding:10px 14px;border-top:1px dotted #cfc6b4}.voice-res{margin-left:24px}.voice-name{font-weight:bold}.owner-mark{background:#3c6e47;color:#fff;font-size:11px;padding:0 4px}.voice-date{color:#999;font-size:12px}.voice-text p{margin:4px 0}.voice-link{font-size:11px;margin:0}"
        ".side-box{margin-bottom:20px}.side-box h3{font-size:14px;background:#3c6e47;color:#fff;padding:3px 8px}.side-box ul{padding-left:18px;margin:0}"
    )
    body = f"""<div id="container"><div id="blog-title"><h1><a href="/" style="color:#fff;text-decoration:none">潮風と単行列車</a></h1><p>海沿いのローカル線・潮見線の日々を記録するブログ</p></div>
<div id="wrapper"><div id="main">
<div class="entry"><p class="entry-date">2017-06-12</p><h2 class="entry-title"><a href="/entry/2017/06/12/daiya-kaisei">{title}</a></h2>
<div class="entry-content">
<p>潮見線を運行する潮見臨海鉄道は、7月1日にダイヤ改正を行うと発表しました。平日朝の上り1本と、夜の下り2本が削減されます。</p>
<img src="/_avatar/kyugata.svg" alt="引退する旧型車両" width="560" height="320">
<p>あわせて、1983年から走ってきた旧型のキハ形車両2両が6月30日で引退し、新型車両に置き換えられます。</p>
<table class="daiya"><tr><th>現行</th><th>改正後</th></tr><tr><td>潮見 7:03 発</td><td>潮見 7:03 発</td></tr><tr><td>潮見 7:12 発</td><td>（廃止）</td></tr><tr><td>港町 22:10 発（最終）</td><td>港町 21:35 発（最終）</td></tr></table>
<p>会社によると、朝の7時12分発は平均乗車人数が9人と少なく、運転士不足もあって削減を決めたとのことです。引退記念の撮影会は6月25日に潮見駅で開かれます。</p>
</div>
<div class="entry-footer">カテゴリー: <a href="/category/daiya">ダイヤ改正</a> <a href="/category/sharyo">車両</a> | 投稿者: ぽっぽ屋みなと 21:40 | <a href="https://b.hatena.ne.jp/entry/">はてなブックマーク 14</a> | <a href="#">ツイート</a> | <a href="#">LINEで送る</a></div>
<details class="reader-voices" id="voices"><summary>読者の声（4件）</summary>
{voices}
<form id="voice-form" class="voice-form"><p>お名前<br><input type="text" name="author"></p><p>本文<br><textarea name="text" rows="4" cols="50"></textarea></p><p><input type="submit" value="送信する"></p></form>
</details>
</div></div>
<div id="side"><div class="side-box"><h3>プロフィール</h3><p><img src="/_avatar/minato.svg" width="48" height="48" alt="">ぽっぽ屋みなと<br>潮見線沿線在住。休日は駅と車両の写真を撮っています。</p></div>
<div class="side-box"><h3>最近の記事</h3><ul><li><a href="/entry/2017/06/05/ajisai">紫陽花と単行列車</a></li><li><a href="/entry/2017/05/28/eki">無人駅の駅ノート</a></li><li><a href="/entry/2017/05/20/kippu">硬券入場券を買いに</a></li></ul></div>
<div class="side-box"><h3>月別アーカイブ</h3><ul><li><a href="/archive/2017/06">2017年6月 (3)</a></li><li><a href="/archive/2017/05">2017年5月 (7)</a></li><li><a href="/archive/2017/04">2017年4月 (5)</a></li></ul></div>
<div class="side-box"><h3>カテゴリー</h3><ul><li><a href="/category/daiya">ダイヤ改正 (4)</a></li><li><a href="/category/sharyo">車両 (21)</a></li><li><a href="/category/eki">駅 (16)</a></li></ul></div></div>
</div><div style="text-align:center;font-size:12px;padding:14px;color:#777">Copyright &copy; 2017 潮風と単行列車 All Rights Reserved.</div></div>"""
    html = (
        f'<!DOCTYPE html><html lang="ja"><head><meta charset="UTF-8"><title>{esc(title)} - 潮風と単行列車</title>'
        '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="generator" content="WordPress 4.8">'
        '<meta property="og:type" content="article"><meta property="article:published_time" content="2017-06-12T21:40:00+09:00">'
        + ld_json("BlogPosting", title, "2017-06-12T21:40:00+09:00", "ぽっぽ屋みなと", "潮風と単行列車")
        + f"<style>{css}</style></head><body>{body}</body></html>\n"
    )
    return make(
        "ej-ja-shiomi-daiya",
        "ja",
        html,
        cs,
        path="/entry/2017/06/12/daiya-kaisei",
        reveal="details",
        container="details.reader-voices (closed) with summary '読者の声（4件）': div.voice (p.voice-head: span.voice-name, span.voice-date; div.voice-text > p), the blogger's answer in div.voice-res inside the parent",
        heading="読者の声（4件）",
        description="A Japanese railway blog of June 2017 (WordPress-like, a timetable table, profile, archives with counts, share counts): 4 readers' words (the blogger answers one) printed in a closed <details> whose summary is '読者の声（4件）'; times '2017年6月12日 21:04'. Never says 'comment'.",
        static=True,
        steps=("click:details.reader-voices summary",),
    )


# --------------------------------------------------------------------------- de: a regional daily, 2021 (a tab)


def de_freibad() -> Case:
    cs = talk("""
Mareike_O @ 12.06.2021, 09:14 Uhr :: Und was ist mit den Älteren, die kein Smartphone haben? Meine Mutter geht seit 40 Jahren jeden Morgen schwimmen und soll jetzt ein Ticket online buchen?
>Bademeister a.D. @ 12.06.2021, 10:02 Uhr :: Laut Stadtwerken gibt es die Tickets auch im Bürgerbüro am Marktplatz, das steht im vorletzten Absatz.
Jens Hollerbach @ 12.06.2021, 11:37 Uhr :: 200 Besucher pro Zeitfenster sind bei 30 Grad viel zu wenig. Da ist um 8 Uhr morgens schon alles ausgebucht.
Familie Kötter @ 12.06.2021, 14:50 Uhr :: Wir freuen uns einfach, dass es wieder losgeht. Die Kinder haben ein ganzes Jahr darauf gewartet!
Ohmtaler72 @ 13.06.2021, 08:05 Uhr :: Warum ist die Rutsche noch gesperrt? Die wurde doch letzten Herbst für viel Geld saniert.
""")
    k = kids(cs)

    def rx(i: int) -> str:
        c = cs[i]
        sub = "".join(rx(j) for j in k.get(i, []))
        sub = f'<ul class="rx-sub">{sub}</ul>' if sub else ""
        return (
            f'<li class="rx"><div class="rx__meta"><b class="rx__user">{esc(c.who)}</b> <span class="rx__time">{esc(c.at)}</span></div>'
            f'<div class="rx__txt">{paras(c.body)}</div><div class="rx__act"><a href="#antworten">Antworten</a> · <a href="#melden">Melden</a> · <span>👍 {[14, 22, 9, 31, 5][i]}</span></div>{sub}</li>'
        )

    items = "".join(rx(i) for i in k[None])
    title = "Freibad Ohmtal öffnet am Samstag – Eintritt nur mit Zeitfenster-Ticket"
    css = (
        "body{margin:0;font-family:'Source Sans Pro',Helvetica,Arial,sans-serif;color:#1d1d1b;font-size:17px;line-height:1.55}"
        ".kb-head{border-bottom:4px solid #b3001b;padding:12px 24px;display:flex;justify-content:space-between;align-items:center}.kb-logo{font:800 30px 'Merriweather',Georgia,serif;color:#b3001b;text-decoration:none}"
        ".kb-nav a{margin-right:16px;color:#1d1d1b;font-weight:600;text-decoration:none;font-size:15px}.kb-plus{background:#f2c300;padding:2px 6px;font-weight:800;font-size:12px}"
        ".kb-wrap{max-width:1040px;margin:0 auto;padding:0 24px;display:grid;grid-template-columns:1fr 300px;gap:32px}"
        ".kb-kicker{color:#b3001b;font-weight:700}.kb-h1{font:700 34px/1.2 'Merriweather',Georgia,serif;margin:6px 0 12px}.kb-byline{font-size:14px;color:#666}"
        ".kb-tabs{display:flex;border-bottom:2px solid #ddd;margin:22px 0 0}.kb-tabs button{background:none;border:0;padding:10px 18px;font:600 16px inherit;cursor:pointer;border-bottom:3px solid transparent;margin-bottom:-2px}"
        ".kb-tabs button[aria-selected=true]{border-color:#b3001b;color:#b3001b}.kb-panel{padding:16px 0}"
        ".rx-list,.rx-sub{list-style:none;margin:0;padding:0}.rx{border-bottom:1px solid #e4e4e4;padding:12px 0}.rx-sub{margin-left:28px;border-left:3px solid #f0d0d5;padding-left:14px}.rx-sub .rx{border:0}"
        ".rx__user{color:#1d1d1b}.rx__time{color:#888;font-size:14px}.rx__txt p{margin:4px 0}.rx__act{font-size:13px;color:#888}.rx__act a{color:#888}"
        ".kb-rail section{margin-bottom:24px}.kb-rail h3{font-size:15px;text-transform:uppercase;border-bottom:2px solid #b3001b}.kb-rail ol{padding-left:20px}"
        ".kb-ad{background:#f4f4f4;color:#999;font-size:11px;text-align:center;padding:100px 0}.kb-foot{background:#1d1d1b;color:#aaa;font-size:14px;padding:24px;margin-top:40px}"
    )
    script = """<script>
document.querySelectorAll('.kb-tabs [role=tab]').forEach(function (tab) {
  tab.addEventListener('click', function () {
    document.querySelectorAll('.kb-tabs [role=tab]').forEach(function (t) {
      var on = t === tab;
      t.setAttribute('aria-selected', on ? 'true' : 'false');
      document.getElementById(t.getAttribute('aria-controls')).hidden = !on;
    });
  });
});
</script>"""
    body = f"""<header class="kb-head"><a class="kb-logo" href="/">Kreisbote Ohmtal</a><nav class="kb-nav"><a href="/lokales/">Lokales</a><a href="/region/">Region</a><a href="/sport/">Sport</a><a href="/kultur/">Kultur</a><a href="/service/">Service</a><span class="kb-plus">KB+</span></nav><a href="/abo/">Abo · Login</a></header>
<div class="kb-wrap"><main>
<div class="kb-kicker">Ohmtal · Freizeit</div>
<h1 class="kb-h1">{title}</h1>
<div class="kb-byline">Von Tobias Reinhardt · 11.06.2021, 18:30 Uhr · Lesezeit 3 Min. · <a href="#">Teilen</a></div>
<div class="kb-tabs" role="tablist" aria-label="Beitrag">
<button type="button" role="tab" id="tab-text" aria-controls="panel-text" aria-selected="true">Artikel</button>
<button type="button" role="tab" id="tab-rx" aria-controls="panel-rx" aria-selected="false">Reaktionen (5)</button>
<button type="button" role="tab" id="tab-more" aria-controls="panel-more" aria-selected="false">Mehr zum Thema</button></div>
<div class="kb-panel" role="tabpanel" id="panel-text" aria-labelledby="tab-text">
<p><strong>Nach der Corona-Pause im vergangenen Sommer öffnet das Freibad Ohmtal am Samstag, 12. Juni, wieder. Wer schwimmen will, muss vorher ein Ticket für ein Zeitfenster buchen.</strong></p>
<img src="/_avatar/freibad.svg" alt="Das Becken des Freibads Ohmtal" width="680" height="380">
<p>Die Stadtwerke bieten drei Zeitfenster pro Tag an: 7 bis 11 Uhr, 11.30 bis 15.30 Uhr und 16 bis 20 Uhr. Pro Zeitfenster dürfen höchstens 200 Badegäste ins Bad, zwischen den Zeitfenstern wird desinfiziert.</p>
<p>Die Rutsche bleibt vorerst geschlossen, weil nach der Sanierung noch die Abnahme durch den TÜV fehlt. Der Sprungturm ist dagegen geöffnet.</p>
<p>Tickets gibt es online auf der Seite der Stadtwerke und, für alle ohne Internet, im Bürgerbüro am Marktplatz.</p>
<p>Der Eintritt bleibt mit 3,50 Euro für Erwachsene und 2 Euro für Kinder gleich; Saisonkarten werden in diesem Jahr nicht verkauft.</p>
</div>
<div class="kb-panel" role="tabpanel" id="panel-rx" aria-labelledby="tab-rx" hidden>
<p class="kb-note">Leserreaktionen geben nicht die Meinung der Redaktion wieder. <a href="/netiquette/">Netiquette</a></p>
<ul class="rx-list">{items}</ul>
<p><a class="kb-btn" href="/login/?next=reaktionen">Anmelden und mitdiskutieren</a></p>
</div>
<div class="kb-panel" role="tabpanel" id="panel-more" aria-labelledby="tab-more" hidden>
<ul><li><a href="/lokales/hallenbad-sanierung/">Hallenbad: Sanierung dauert bis 2023</a></li><li><a href="/lokales/badesee-wasserqualitaet/">Badesee Ohmwiesen: Wasserqualität „ausgezeichnet“</a></li></ul>
</div>
</main>
<aside class="kb-rail"><div class="kb-ad">Anzeige</div>
<section><h3>Meistgelesen</h3><ol><li><a href="/lokales/umleitung-b62/">B 62: Umleitung ab Montag</a></li><li><a href="/lokales/inzidenz-sinkt/">Inzidenz im Kreis sinkt unter 35</a></li><li><a href="/sport/tsv-aufstieg/">TSV Ohmtal steigt auf</a></li></ol></section>
<section><h3>Corona im Kreis</h3><p>7-Tage-Inzidenz: <b>31,4</b><br>Stand: 11.06.2021</p></section></aside></div>
<footer class="kb-foot">© 2021 Kreisbote Ohmtal GmbH · <a href="/impressum/">Impressum</a> · <a href="/datenschutz/">Datenschutz</a> · <a href="/agb/">AGB</a></footer>
{script}"""
    html = (
        f'<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>{esc(title)} | Kreisbote Ohmtal</title>'
        '<meta name="viewport" content="width=device-width, initial-scale=1"><meta property="og:type" content="article">'
        '<meta property="article:published_time" content="2021-06-11T18:30:00+02:00">'
        + ld_json("NewsArticle", title, "2021-06-11T18:30:00+02:00", "Tobias Reinhardt", "Kreisbote Ohmtal")
        + f"<style>{css}</style></head><body>{body}</body></html>\n"
    )
    return make(
        "ej-de-ohmtal-freibad",
        "de",
        html,
        cs,
        path="/lokales/freibad-ohmtal-oeffnet-zeitfenster-tickets/",
        reveal="tab",
        container="div.kb-panel#panel-rx[role=tabpanel][hidden] behind the tab 'Reaktionen (5)': ul.rx-list > li.rx (div.rx__meta: b.rx__user, span.rx__time; div.rx__txt > p; Antworten/Melden/👍), the answer in ul.rx-sub inside the li",
        heading="Reaktionen (5)",
        description="A German regional daily of June 2021 (a KB+ badge, a Corona incidence box, most read): 5 readers' reactions (one answer) printed in the served HTML in a tab panel hidden until the reader clicks the tab 'Reaktionen (5)'; times '12.06.2021, 09:14 Uhr'. Never says 'comment'.",
        static=True,
        steps=("click:#tab-rx",),
    )


# --------------------------------------------------------------------------- el: a lake-town news site, 2022 (a drawer)


def el_podilato() -> Case:
    cs = talk("""
Γιώργος Π. @ 12.10.2022, 19:35 :: Επιτέλους! Κάθε πρωί πάω με ποδήλατο στη δουλειά και η παραλίμνια είναι επικίνδυνη με τα φορτηγά.
>Ελένη Μαυρίδου @ 12.10.2022, 20:02 :: Συμφωνώ, αλλά γιατί να χαθούν 40 θέσεις στάθμευσης; Τα μαγαζιά της παραλίμνιας θα χάσουν πελάτες.
>>Γιώργος Π. @ 12.10.2022, 20:18 :: Οι περισσότεροι πελάτες έρχονται με τα πόδια, Ελένη. Το πάρκινγκ του σταθμού είναι άδειο τα μισά βράδια.
kostas_lim @ 12.10.2022, 21:40 :: Ωραία τα σχέδια, αλλά ποιος θα καθαρίζει τον ποδηλατόδρομο από τα φύλλα τον χειμώνα; Ο δήμος δεν καθαρίζει ούτε τα πεζοδρόμια.
Μαρία Θ. @ 13.10.2022, 08:12 :: Η διαβούλευση κρατάει μέχρι τις 31 Οκτωβρίου. Όποιος έχει αντίρρηση ας τη γράψει εκεί, όχι μόνο εδώ.
>Νίκος Ζαφειρίου @ 13.10.2022, 09:30 :: Ο σύνδεσμος για τη διαβούλευση δεν ανοίγει από κινητό. Το δοκίμασε κανείς άλλος;
""")
    data = {
        "article": 55817,
        "total": len(cs),
        "items": [
            {
                "id": 9301 + i,
                "reply_to": (9301 + c.parent) if c.parent is not None else None,
                "name": c.who,
                "created": c.at,
                "content": c.body,
                "likes": [12, 4, 7, 9, 15, 2][i],
            }
            for i, c in enumerate(cs)
        ],
    }
    title = "Ποδηλατόδρομος 3,2 χλμ. γύρω από τη λίμνη: σε διαβούλευση η μελέτη"
    css = (
        "body{margin:0;font-family:'Noto Sans',Roboto,Arial,sans-serif;color:#202124;background:#fff;font-size:16px;line-height:1.6}"
        ".nl-bar{background:#00607a;color:#fff;display:flex;align-items:center;justify-content:space-between;padding:10px 28px}.nl-bar a{color:#fff;text-decoration:none}.nl-brand{font:700 24px 'Noto Serif',serif}"
        ".nl-menu{display:flex;gap:14px;font-size:14px}.nl-main{max-width:760px;margin:26px auto;padding:0 20px}.nl-cat{color:#00607a;font-weight:700;font-size:13px;letter-spacing:.05em}"
        ".nl-title{font:700 32px/1.25 'Noto Serif',serif;margin:6px 0}.nl-by{display:flex;gap:14px;color:#5f6368;font-size:14px;border-bottom:1px solid #e0e0e0;padding-bottom:10px}"
        ".nl-by a.nl-talk{margin-left:auto;color:#00607a;font-weight:700;text-decoration:none}.nl-related{background:#f1f7f9;padding:12px 18px;margin-top:24px}"
        ".nl-drawer{position:fixed;top:0;right:0;bottom:0;width:420px;max-width:100%;background:#fff;box-shadow:-4px 0 18px rgba(0,0,0,.25);overflow-y:auto;z-index:50;padding:18px 22px}"
        ".nl-drawer[hidden]{display:none}.nl-drawer header{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #e0e0e0}.nl-x{background:none;border:0;font-size:26px;cursor:pointer}"
        ".nl-item{padding:10px 0;border-bottom:1px solid #f0f0f0}.nl-item .nl-item{border:0;margin-left:22px;padding-left:12px;border-left:2px solid #cde3ea}"
        ".nl-name{font-weight:700}.nl-when{color:#80868b;font-size:13px;margin-left:6px}.nl-content{margin:2px 0}.nl-likes{font-size:13px;color:#5f6368}"
        ".nl-foot{background:#263238;color:#b0bec5;padding:22px 28px;font-size:13px;margin-top:40px}.nl-ad{background:#f5f5f5;text-align:center;color:#999;font-size:11px;padding:40px 0;margin:20px 0}"
    )
    script = f"""<script type="application/json" id="nl-thread-data">{data_js(data)}</script>
<script>
(function () {{
  var drawer = document.getElementById('nl-drawer'), list = document.getElementById('nl-drawer-list'), drawn = false;
  function draw() {{
    var data = JSON.parse(document.getElementById('nl-thread-data').textContent), nodes = {{}};
    data.items.forEach(function (c) {{
      var d = document.createElement('div'); d.className = 'nl-item'; d.dataset.id = c.id;
      var h = document.createElement('div');
      var n = document.createElement('span'); n.className = 'nl-name'; n.textContent = c.name;
      var w = document.createElement('span'); w.className = 'nl-when'; w.textContent = c.created;
      h.append(n, w); d.append(h);
      c.content.split('\\n\\n').forEach(function (t) {{ var p = document.createElement('p'); p.className = 'nl-content'; p.textContent = t; d.append(p); }});
      var l = document.createElement('div'); l.className = 'nl-likes'; l.textContent = '♥ ' + c.likes + ' · Απάντηση'; d.append(l);
      nodes[c.id] = d;
      (c.reply_to ? nodes[c.reply_to] : list).append(d);
    }});
    drawn = true;
  }}
  document.querySelectorAll('.js-open-talk').forEach(function (a) {{
    a.addEventListener('click', function (e) {{ e.preventDefault(); if (!drawn) draw(); drawer.hidden = false; document.body.style.overflow = 'hidden'; }});
  }});
  document.querySelector('.nl-x').addEventListener('click', function () {{ drawer.hidden = true; document.body.style.overflow = ''; }});
}})();
</script>"""
    body = f"""<div class="nl-bar"><a class="nl-brand" href="/">Νέα της Λίμνης</a><nav class="nl-menu"><a href="/topika/">Τοπικά</a><a href="/aftodioikisi/">Αυτοδιοίκηση</a><a href="/politismos/">Πολιτισμός</a><a href="/athlitika/">Αθλητικά</a><a href="/kairos/">Καιρός 14°</a></nav></div>
<main class="nl-main"><div class="nl-cat">ΑΥΤΟΔΙΟΙΚΗΣΗ</div>
<h1 class="nl-title">{title}</h1>
<div class="nl-by"><span>Δέσποινα Καραγιάννη</span><span>12.10.2022, 18:05</span><a class="nl-talk js-open-talk" href="#sxolia">💬 6 σχόλια</a></div>
<img src="/_avatar/limni.svg" alt="Η παραλίμνια οδός" width="720" height="405">
<p><strong>Σε δημόσια διαβούλευση έως τις 31 Οκτωβρίου βάζει ο δήμος τη μελέτη για ποδηλατόδρομο μήκους 3,2 χιλιομέτρων στην παραλίμνια οδό.</strong></p>
<p>Η διαδρομή θα ξεκινά από τον παλιό σιδηροδρομικό σταθμό και θα φτάνει ως το ναυτικό όμιλο, με διπλή λωρίδα πλάτους 2,5 μέτρων.</p>
<p>Για να χωρέσει ο ποδηλατόδρομος καταργούνται 40 θέσεις στάθμευσης στην πλευρά της λίμνης. Ο δήμαρχος δήλωσε ότι το πάρκινγκ του σταθμού θα παραμένει ανοιχτό όλο το εικοσιτετράωρο.</p>
<p>Το έργο, προϋπολογισμού 1,8 εκατ. ευρώ, χρηματοδοτείται από το Ταμείο Ανάκαμψης. Οι εργασίες αναμένεται να ξεκινήσουν την άνοιξη.</p>
<div class="nl-ad">ΔΙΑΦΗΜΙΣΗ</div>
<p><a class="js-open-talk" href="#sxolia">Διαβάστε τα σχόλια των αναγνωστών (6)</a></p>
<div class="nl-related"><strong>Διαβάστε επίσης</strong><ul><li><a href="/topika/nea-grammi-leoforeiou/">Νέα γραμμή λεωφορείου προς το νοσοκομείο</a></li><li><a href="/aftodioikisi/proypologismos-2023/">Ψηφίστηκε ο προϋπολογισμός του 2023</a></li></ul></div>
</main>
<aside class="nl-drawer" id="nl-drawer" role="dialog" aria-modal="true" aria-labelledby="nl-drawer-h" hidden>
<header><h2 id="nl-drawer-h">Σχόλια (6)</h2><button type="button" class="nl-x" aria-label="Κλείσιμο">×</button></header>
<div id="nl-drawer-list"></div>
<p style="font-size:13px;color:#80868b">Για να σχολιάσετε πρέπει να <a href="/syndesi/">συνδεθείτε</a>.</p>
</aside>
<footer class="nl-foot">© 2022 Νέα της Λίμνης · Ηλεκτρονική εφημερίδα · <a href="/epikoinonia/">Επικοινωνία</a> · <a href="/oroi/">Όροι χρήσης</a></footer>
{script}"""
    html = (
        f'<!DOCTYPE html><html lang="el"><head><meta charset="utf-8"><title>{esc(title)} | Νέα της Λίμνης</title>'
        '<meta name="viewport" content="width=device-width, initial-scale=1"><meta property="og:type" content="article">'
        '<meta property="article:published_time" content="2022-10-12T18:05:00+03:00">'
        + ld_json("NewsArticle", title, "2022-10-12T18:05:00+03:00", "Δέσποινα Καραγιάννη", "Νέα της Λίμνης")
        + f"<style>{css}</style></head><body>{body}</body></html>\n"
    )
    return make(
        "ej-el-limni-podilato",
        "el",
        html,
        cs,
        path="/aftodioikisi/podilatodromos-limni-diavoulefsi-55817/",
        reveal="drawer",
        container="aside#nl-drawer[role=dialog][hidden] opened by the byline's '💬 6 σχόλια' link (a.js-open-talk): div.nl-item entries drawn from script#nl-thread-data (application/json) on the first opening, replies nested in the parent's div",
        heading="Σχόλια (6)",
        description="A Greek lake-town news site of October 2022 (a weather figure in the menu, an advert, 'Διαβάστε επίσης'): 6 comments two deep in a JSON script element, drawn into a side drawer when the reader clicks '💬 6 σχόλια' in the byline or the link under the text; times '12.10.2022, 19:35'.",
        static=False,
        steps=("click:.nl-by .js-open-talk",),
    )


def threads_ej() -> list[Case]:
    return [ru_most(), ja_daiya(), de_freibad(), el_podilato()]
