"""Blind set dy: two discussions inside custom elements' shadow roots: a Russian city portal of 2020 whose
``<sg-discussion>`` opens its "Обсуждение" in an open shadow root on a click, and a Korean regional daily of 2024 whose
``<hg-reader-voice>`` draws "독자 의견" into a closed shadow root after load. Neither says "comment". Every site, name,
place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dy_common import Case, dump, esc, make, talk

# --------------------------------------------------------------------------- ru: a city portal, 2020 (open shadow root)


def ru_bridge() -> Case:
    cs = talk("""
Ирина_К @ 18 июня 2020, 12:40 ~ 2020-06-18T12:40:00+03:00 :: Опять «до конца сентября»? В прошлом году тоже обещали к августу, а леса простояли до ноября. Детям в школу теперь через весь город в объезд.
>Михаил Петрович @ 18 июня 2020, 13:05 ~ 2020-06-18T13:05:00+03:00 :: В прошлом году меняли только перила, а сейчас будут менять весь пролёт, это совсем другой объём. Пусть лучше сделают один раз нормально.
Лодочник @ 18 июня 2020, 15:22 ~ 2020-06-18T15:22:00+03:00 :: А катер от Заречной пристани на это время пустят? В статье про это ни слова. Раньше при ремонте ходил каждые полчаса, и никто не жаловался.
""")
    thread = 84512
    posts = [
        {
            "id": 1207731 + i * 13,
            "parent_id": (1207731 + c.parent * 13) if c.parent is not None else None,
            "user": {"name": c.who, "avatar": f"/_avatar/sg-{1207731 + i * 13}.svg", "guest": i == 2},
            "created": c.iso,
            "created_text": c.at,
            "text": c.body,
            "rating": [7, 12, 4][i],
        }
        for i, c in enumerate(cs)
    ]
    data = {"thread": thread, "total": len(posts), "closed": False, "posts": posts}
    script = r"""(function () {
  'use strict';
  var API = '/api/v2/threads/';
  var CSS = ':host{display:block;margin:28px 0 0;font:15px/1.5 "PT Sans",Arial,sans-serif;color:#222}' +
    '.box{border-top:3px solid #1f6fb2;padding-top:12px}.title{font:700 20px Arial;margin:0 0 10px}.title span{color:#888;font-weight:400}' +
    '.open{background:#1f6fb2;color:#fff;border:0;border-radius:3px;padding:9px 16px;font:700 14px Arial;cursor:pointer}' +
    '.post{display:flex;gap:10px;padding:12px 0;border-bottom:1px solid #e6e6e6}.ava{width:36px;height:36px;border-radius:50%}' +
    '.main{flex:1}.name{font-weight:700}.guest{color:#999;font-size:12px;margin-left:4px}.date{color:#888;font-size:12px;margin-left:8px}' +
    '.text p{margin:4px 0}.acts{font-size:12px;color:#1f6fb2;display:flex;gap:14px}.acts button{background:none;border:0;color:inherit;padding:0;cursor:pointer}' +
    '.rate{color:#2e7d32}.answers{margin-left:46px}.answers .post{border-bottom:0;border-left:2px solid #dbe7f3;padding-left:10px}' +
    '.note{font-size:13px;color:#666}';

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text != null) e.textContent = text;
    return e;
  }

  class SgDiscussion extends HTMLElement {
    connectedCallback() {
      if (this.shadowRoot) return;
      var root = this.attachShadow({ mode: 'open' });
      var style = document.createElement('style');
      style.textContent = CSS;
      var box = el('div', 'box');
      var h = el('h3', 'title', 'Обсуждение ');
      h.appendChild(el('span', '', this.getAttribute('data-count') || ''));
      var btn = el('button', 'open', 'Показать обсуждение');
      btn.type = 'button';
      btn.addEventListener('click', () => this.load(btn));
      this.list = el('div', 'list');
      var note = el('p', 'note', 'Чтобы написать, войдите через ВКонтакте или по номеру телефона. Сообщения проходят премодерацию.');
      box.append(h, btn, this.list, note);
      root.append(style, box);
    }

    load(btn) {
      btn.disabled = true;
      btn.textContent = 'Загрузка…';
      fetch(API + this.getAttribute('data-thread') + '.json', { credentials: 'same-origin' })
        .then(function (r) { return r.json(); })
        .then((data) => { btn.remove(); this.render(data.posts); })
        .catch(function () { btn.disabled = false; btn.textContent = 'Не удалось загрузить. Повторить'; });
    }

    render(posts) {
      var byParent = {};
      posts.forEach(function (p) { (byParent[p.parent_id || 0] = byParent[p.parent_id || 0] || []).push(p); });
      var build = function (parentId, into) {
        (byParent[parentId] || []).forEach(function (p) {
          var row = el('div', 'post');
          row.id = 'post-' + p.id;
          var img = el('img', 'ava');
          img.src = p.user.avatar;
          img.alt = '';
          var main = el('div', 'main');
          var head = el('div', 'head');
          head.appendChild(el('span', 'name', p.user.name));
          if (p.user.guest) head.appendChild(el('span', 'guest', 'гость'));
          var t = el('time', 'date', p.created_text);
          t.setAttribute('datetime', p.created);
          head.appendChild(t);
          var text = el('div', 'text');
          p.text.split('\n\n').forEach(function (part) { text.appendChild(el('p', '', part)); });
          var acts = el('div', 'acts');
          var rep = el('button', '', 'Ответить');
          rep.type = 'button';
          acts.append(rep, el('span', 'rate', '+' + p.rating));
          main.append(head, text, acts);
          row.append(img, main);
          into.appendChild(row);
          if (byParent[p.id]) {
            var answers = el('div', 'answers');
            main.appendChild(answers);
            build(p.id, answers);
          }
        });
      };
      build(0, this.list);
    }
  }

  customElements.define('sg-discussion', SgDiscussion);
})();
"""
    nav = "".join(
        f'<li><a href="/{s}/">{t}</a></li>'
        for s, t in (
            ("news", "Новости"),
            ("city", "Город"),
            ("incidents", "Происшествия"),
            ("transport", "Транспорт"),
            ("zhkh", "ЖКХ"),
            ("sport", "Спорт"),
            ("afisha", "Афиша"),
            ("board", "Объявления"),
        )
    )
    popular = "".join(
        f'<li><a href="/news/{i}/">{esc(t)}</a><span class="v">{v}</span></li>'
        for i, (t, v) in enumerate(
            (
                ("На Комсомольской ограничат движение из-за замены трубы", "5 840"),
                ("Городской пляж у Шолы в этом году не откроют", "4 912"),
                ("В Северогорске зарегистрировали ещё 14 случаев коронавируса", "4 307"),
                ("Маршрут №9 продлят до микрорайона Солнечный", "3 118"),
                ("Выпускные в школах пройдут без родителей", "2 764"),
            ),
            start=48201,
        )
    )
    body = f"""<div class="topline"><div class="in"><span>Четверг, 18 июня 2020</span><span>Северогорск: +21°, переменная облачность</span><span>USD 69,85 · EUR 78,40</span><a href="/login/">Войти</a></div></div>
<header class="head"><div class="in"><a class="logo" href="/">Северогорск<b>Онлайн</b></a><form class="search" action="/search/"><input type="search" name="q" placeholder="Поиск по сайту"><button>Найти</button></form></div>
<nav class="menu"><ul class="in">{nav}</ul></nav></header>
<div class="covid"><div class="in"><b>Коронавирус:</b> ситуация в регионе на 18 июня — <a href="/covid/">данные оперативного штаба</a></div></div>
<div class="in cols">
<main>
<div class="crumbs"><a href="/">Главная</a> / <a href="/transport/">Транспорт</a></div>
<article class="news">
<h1>Пешеходный мост через Шолу закроют на ремонт до конца сентября</h1>
<div class="meta"><time datetime="2020-06-18T10:15:00+03:00">18 июня 2020, 10:15</time> · <span>Текст: Анна Кузьмина</span> · <span title="Просмотры">👁 2 431</span></div>
<p class="lead">С 22 июня пешеходный мост между Центральным районом и Заречьем будет полностью закрыт. Подрядчик обещает заменить пролёт и настил за три месяца.</p>
<figure><img src="/_avatar/sg-bridge.svg" width="700" height="394" alt="Пешеходный мост через Шолу"><figcaption>Мост через Шолу построен в 1968 году. Фото: Анна Кузьмина</figcaption></figure>
<p>Об этом сообщили в управлении городского хозяйства. Контракт на 38,6 млн рублей выиграла ярославская компания «Мостстрой-Север», работы должны завершиться до 30 сентября.</p>
<p>По словам начальника управления Олега Семенихина, при обследовании весной выяснилось, что металлический пролёт над фарватером поражён коррозией сильнее, чем ожидалось. «Менять перила и покрытие, как в прошлом году, уже недостаточно», — пояснил он.</p>
<p>На время ремонта жителям Заречья предлагают пользоваться автомобильным мостом на улице Ленина. Дополнительные рейсы автобуса №4 будут ходить с 7:00 до 9:00 и с 16:00 до 19:00.</p>
<p>Вопрос о речном катере от Заречной пристани, по данным управления, пока обсуждается с перевозчиком.</p>
<div class="tags"><a href="/tag/most/">#мост</a> <a href="/tag/remont/">#ремонт</a> <a href="/tag/zarechye/">#Заречье</a></div>
<div class="share"><span>Поделиться:</span><a href="#">ВКонтакте</a><a href="#">Одноклассники</a><a href="#">Telegram</a><a href="#">WhatsApp</a></div>
<p class="typo">Нашли ошибку? Выделите текст и нажмите Ctrl+Enter</p>
</article>
<sg-discussion data-thread="84512" data-count="3"></sg-discussion>
<section class="more"><h2>Читайте также</h2><ul>
<li><a href="/transport/48112/">Ремонт улицы Гагарина перенесли на август</a> <time>16 июня</time></li>
<li><a href="/transport/48067/">Автобус №4 будет ходить чаще в часы пик</a> <time>15 июня</time></li>
<li><a href="/city/47990/">В Заречье появится новая детская площадка</a> <time>12 июня</time></li></ul></section>
</main>
<aside>
<div class="adv">Реклама<br>300×600</div>
<section class="pop"><h3>Самое читаемое</h3><ol>{popular}</ol></section>
<section class="pop"><h3>Мы в соцсетях</h3><p>ВКонтакте · Одноклассники · Telegram-канал «Северогорск Онлайн»</p></section>
</aside>
</div>
<footer class="foot"><div class="in"><p>© 2012–2020 «Северогорск Онлайн». Сетевое издание. Свидетельство о регистрации СМИ Эл № ФС77-58114.</p>
<p>Главный редактор: Васильева Т. Н. · <a href="/about/">Редакция</a> · <a href="/ads/">Реклама</a> · <a href="/rules/">Правила</a> · <a href="/privacy/">Политика конфиденциальности</a></p><p class="age">18+</p></div></footer>
<div class="cookie" id="cookie">Мы используем cookie, чтобы сайт работал удобнее. <button type="button" onclick="this.parentNode.remove()">Понятно</button></div>
<script src="/static/sgo/js/sg-discussion.2020.js" defer></script>"""
    css = """body{margin:0;font:16px/1.6 'PT Sans',Arial,sans-serif;color:#222;background:#f2f2f2}.in{max-width:1140px;margin:0 auto;padding:0 15px}
a{color:#1f6fb2}.topline{background:#1b2a3a;color:#cfd8e3;font-size:13px}.topline .in{display:flex;gap:24px;padding:6px 15px}.topline a{color:#fff;margin-left:auto}
.head{background:#fff}.head .in{display:flex;align-items:center;justify-content:space-between;padding:14px 15px}.logo{font:700 30px Arial;color:#1b2a3a;text-decoration:none}.logo b{color:#1f6fb2}
.menu{background:#1f6fb2}.menu ul{display:flex;gap:22px;list-style:none;margin:0 auto;padding:9px 15px}.menu a{color:#fff;text-decoration:none;font-weight:700;font-size:14px}
.covid{background:#fff3cd;font-size:14px;padding:6px 0}.cols{display:grid;grid-template-columns:1fr 300px;gap:30px;margin-top:18px}
main{background:#fff;padding:20px 24px}.crumbs{font-size:13px;color:#888}.news h1{font-size:32px;line-height:1.2;margin:8px 0}.meta{font-size:13px;color:#888}
.lead{font-weight:700;font-size:18px}.tags a{background:#eef3f8;padding:2px 8px;border-radius:3px;font-size:13px;text-decoration:none}
.share{margin:16px 0;display:flex;gap:12px;font-size:14px}.typo{font-size:12px;color:#999}.more ul{padding-left:18px}.more time{color:#999;font-size:12px}
aside .adv{background:#ddd;height:600px;display:flex;align-items:center;justify-content:center;color:#888;text-align:center}.pop{background:#fff;padding:12px;margin-top:16px}
.pop h3{margin:0 0 8px;font-size:16px;border-bottom:2px solid #1f6fb2}.pop ol{padding-left:18px;font-size:14px}.pop .v{display:block;color:#999;font-size:12px}
.foot{background:#1b2a3a;color:#aab6c3;font-size:13px;margin-top:30px;padding:20px 0}.foot a{color:#fff}.age{font-size:20px;font-weight:700}
.cookie{position:fixed;bottom:0;left:0;right:0;background:#333;color:#fff;padding:10px;font-size:14px;text-align:center}"""
    html = f"""<!DOCTYPE html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Пешеходный мост через Шолу закроют на ремонт до конца сентября - Северогорск Онлайн</title>
<meta name="description" content="С 22 июня пешеходный мост между Центральным районом и Заречьем будет полностью закрыт.">
<meta property="og:type" content="article">
<meta property="og:title" content="Пешеходный мост через Шолу закроют на ремонт до конца сентября">
<meta property="og:site_name" content="Северогорск Онлайн">
<meta property="article:published_time" content="2020-06-18T10:15:00+03:00">
<link rel="stylesheet" href="/static/sgo/css/main.css?v=20200611">
<style>{css}</style>
</head>
<body>
{body}
</body>
</html>
"""
    return make(
        "dy-ru-sevgorsk-bridge",
        "revealed",
        "ru",
        html,
        cs,
        path="/transport/48231-peshehodnyj-most-cherez-sholu-zakroyut-na-remont/",
        reveal="click",
        container="<sg-discussion data-thread> custom element: an open shadow root holds h3 'Обсуждение 3' and a button 'Показать обсуждение'; the click fetches /api/v2/threads/84512.json and draws div.post (img.ava, span.name, 'гость', time.date, div.text > p, 'Ответить', '+N') with answers in div.answers inside the parent's div.main",
        heading="Обсуждение 3",
        description="A Russian city portal of June 2020 (date, weather and currency strip, Covid banner, most read with view counts, share to VK/OK/Telegram/WhatsApp, cookie bar, 18+ footer): under a bridge-repair story, a custom element whose open shadow root shows 'Обсуждение 3' and a button; the click fetches the thread as JSON and draws 3 entries, one an answer nested in its parent; a guest marked 'гость'. Never says 'comment'.",
        files={
            "/static/sgo/js/sg-discussion.2020.js": script,
            "/static/sgo/css/main.css": "/* main.css v20200611: print and legacy rules */\n@media print{.menu,.share,aside,.cookie{display:none}}\n",
            f"/api/v2/threads/{thread}.json": dump(data),
        },
        check_steps=("wait:500", "click:sg-discussion button.open", "wait:1000"),
    )


# --------------------------------------------------------------------------- ko: a regional daily, 2024 (closed shadow root)


def ko_lights() -> Case:
    cs = talk("""
은빛천러너 @ 2024.10.08 09:14 ~ 2024-10-08T09:14:00+09:00 :: 밤 11시쯤 뛰는데 지금도 다리 밑 구간은 어두운 편이에요. 밝기를 절반으로 줄이면 그 구간은 거의 안 보일 것 같은데, 구간별로 다르게 해 줬으면 합니다.
>kim_jh @ 2024.10.08 09:40 ~ 2024-10-08T09:40:00+09:00 :: 기사 세 번째 문단에 교량 하부랑 계단 구간은 예외로 100% 유지한다고 나와 있어요.
동네주민 @ 2024.10.08 10:02 ~ 2024-10-08T10:02:00+09:00 :: 아파트 바로 앞이라 밤새 불빛이 창으로 들어왔는데 반가운 소식이네요. 여름에 날벌레도 좀 줄었으면 좋겠습니다.
박순자 @ 2024.10.08 11:30 ~ 2024-10-08T11:30:00+09:00 :: 교체 비용이 얼마인지도 알려 주면 좋겠습니다. // 재작년에 바꾼 가로등도 이번에 또 바꾸는 건가요? 멀쩡한 걸 뜯어내는 거라면 찬성하기 어렵네요.
""")
    aid = "202410080412"
    items = [
        {
            "seq": 88104 + i * 3,
            "upSeq": (88104 + c.parent * 3) if c.parent is not None else 0,
            "nick": c.who,
            "regDate": c.at,
            "regDateIso": c.iso,
            "content": c.body,
            "sympathy": [23, 9, 15, 31][i],
            "antipathy": [2, 0, 1, 4][i],
        }
        for i, c in enumerate(cs)
    ]
    data = {"articleId": aid, "totalCount": len(items), "sort": "recent", "list": items}
    script = r"""/* hg-reader-voice 2.3.1 */
(() => {
  const roots = new WeakMap();
  const css = `
    :host { display: block; margin-top: 40px; }
    .wrap { border-top: 2px solid #111; padding-top: 14px; font: 15px/1.65 "Pretendard", "Noto Sans KR", sans-serif; color: #222; }
    h2 { font-size: 19px; margin: 0 0 4px; } h2 em { font-style: normal; color: #0b63ce; }
    .guide { font-size: 13px; color: #777; margin: 0 0 12px; }
    .sort { display: flex; gap: 10px; font-size: 13px; margin-bottom: 8px; } .sort button { border: 0; background: none; padding: 0; color: #888; cursor: pointer; } .sort .on { color: #111; font-weight: 700; }
    ul { list-style: none; margin: 0; padding: 0; } li.item { padding: 14px 0; border-bottom: 1px solid #eee; }
    .info { display: flex; gap: 8px; align-items: center; font-size: 13px; } .nick { font-weight: 700; } .date { color: #999; }
    .txt { margin: 6px 0; white-space: pre-line; } .btns { display: flex; gap: 8px; font-size: 12px; color: #666; }
    .btns button { border: 1px solid #ddd; background: #fff; border-radius: 12px; padding: 2px 10px; cursor: pointer; }
    ul.re { margin: 10px 0 0 18px; padding-left: 12px; border-left: 2px solid #e8eef6; } ul.re li.item { border-bottom: 0; padding: 8px 0; }
    .re-mark { color: #0b63ce; font-size: 12px; }`;

  const h = (tag, cls, text) => { const e = document.createElement(tag); if (cls) e.className = cls; if (text != null) e.textContent = text; return e; };

  class HgReaderVoice extends HTMLElement {
    connectedCallback() {
      if (roots.has(this)) return;
      const root = this.attachShadow({ mode: 'closed' });
      roots.set(this, root);
      const style = h('style'); style.textContent = css;
      const wrap = h('div', 'wrap');
      wrap.innerHTML = '<h2>독자 의견 <em>0</em></h2><p class="guide">로그인 후 의견을 남길 수 있습니다. 욕설·비방·광고성 글은 운영 원칙에 따라 삭제될 수 있습니다.</p>' +
        '<div class="sort"><button class="on" type="button">최신순</button><button type="button">공감순</button></div><ul class="list"></ul>';
      root.append(style, wrap);
      fetch(`/_api/reader-voice/${this.dataset.article}.json`).then((r) => r.json()).then((d) => this.draw(root, d));
    }

    draw(root, d) {
      root.querySelector('h2 em').textContent = d.totalCount;
      const list = root.querySelector('.list');
      const one = (c, reply) => {
        const li = h('li', 'item'); li.dataset.seq = c.seq;
        const info = h('div', 'info');
        if (reply) info.append(h('span', 're-mark', '↳'));
        info.append(h('span', 'nick', c.nick));
        const t = h('time', 'date', c.regDate); t.setAttribute('datetime', c.regDateIso); info.append(t);
        const btns = h('div', 'btns');
        btns.append(h('button', '', `공감 ${c.sympathy}`), h('button', '', `비공감 ${c.antipathy}`));
        if (!reply) btns.append(h('button', '', '답글'));
        btns.append(h('button', '', '신고'));
        li.append(info, h('p', 'txt', c.content), btns);
        return li;
      };
      for (const c of d.list.filter((x) => !x.upSeq)) {
        const li = one(c, false);
        const answers = d.list.filter((x) => x.upSeq === c.seq);
        if (answers.length) { const re = h('ul', 're'); answers.forEach((a) => re.append(one(a, true))); li.append(re); }
        list.append(li);
      }
    }
  }
  customElements.define('hg-reader-voice', HgReaderVoice);
})();
"""
    nav = "".join(
        f'<li><a href="/news/{s}">{t}</a></li>'
        for s, t in (
            ("all", "전체기사"),
            ("politics", "정치"),
            ("economy", "경제"),
            ("society", "사회"),
            ("region", "지역"),
            ("culture", "문화"),
            ("opinion", "오피니언"),
            ("photo", "포토"),
        )
    )
    ranking = "".join(
        f'<li><span class="rk">{n}</span><a href="/news/articles/{i}">{esc(t)}</a></li>'
        for n, (i, t) in enumerate(
            (
                (202410070388, "새빛동 공영주차장 유료화…내년 1월부터 1시간 1000원"),
                (202410080412, "은빛천 산책로 야간 조명 교체…밤 10시 이후 밝기 절반으로"),
                (202410060311, "시내버스 3개 노선 첫차 20분 앞당긴다"),
                (202410070392, "한결시립도서관 주말 운영 시간 오후 9시까지 연장"),
                (202410050290, "가을 축제 기간 중앙로 차 없는 거리 운영"),
            ),
            start=1,
        )
    )
    body = f"""<div id="wrap">
<div class="util"><div class="inner"><span>2024년 10월 8일 화요일</span><span>한결시 14℃ 맑음 · 미세먼지 좋음</span><span class="right"><a href="/member/login">로그인</a> <a href="/member/join">회원가입</a> <a href="/subscribe">구독신청</a></span></div></div>
<header class="gnb"><div class="inner"><a class="logo" href="/">한결일보</a><nav><ul>{nav}</ul></nav><a class="search" href="/search">검색</a></div></header>
<div class="inner layout">
<main class="article">
<p class="section-name"><a href="/news/region">지역</a> &gt; <a href="/news/region/hangyeol">한결시</a></p>
<h1 class="headline">은빛천 산책로 야간 조명 교체…밤 10시 이후 밝기 절반으로</h1>
<h2 class="sub">1.8㎞ 구간 가로등 142개 LED로 교체 / 교량 하부·계단은 100% 유지</h2>
<ul class="info-line"><li>최윤서 기자</li><li>입력 <time datetime="2024-10-08T06:00:00+09:00">2024.10.08 06:00</time></li><li>수정 <time datetime="2024-10-08T07:12:00+09:00">2024.10.08 07:12</time></li><li><button type="button" class="font">가</button></li><li><button type="button" class="share">공유</button></li></ul>
<div class="article-body" id="article-view-content-div">
<figure><img src="/_avatar/hg-lights.svg" width="680" height="400" alt="은빛천 산책로"><figcaption>은빛천 산책로 중앙교 인근 구간. /한결일보 DB</figcaption></figure>
<p>한결시가 은빛천 산책로 1.8㎞ 구간의 야간 조명을 전면 교체한다. 시는 이달 말부터 12월까지 가로등 142개를 LED 등기구로 바꾸고, 밤 10시 이후에는 밝기를 절반으로 낮추는 시간대별 조명 제어를 도입한다고 8일 밝혔다.</p>
<p>시는 산책로와 맞닿은 아파트 단지 주민들로부터 "밤새 불빛이 창으로 들어와 잠을 설친다"는 민원이 이어진 데다, 하천 생태계에 미치는 빛 공해 우려도 제기돼 조명 방식을 바꾸기로 했다고 설명했다.</p>
<p>다만 중앙교와 새빛교 교량 하부, 계단과 경사로 구간 등 안전사고 우려가 있는 곳은 밤새 100% 밝기를 유지한다. 보행자가 다가오면 밝기가 올라가는 동작 감지 센서도 시범 설치한다.</p>
<p>공사 기간에는 구간별로 야간 통행이 일부 제한된다. 시 관계자는 "공사 일정은 시 누리집과 산책로 입구 안내판으로 미리 알리겠다"고 말했다.</p>
<p class="byline-end">최윤서 기자</p>
</div>
<p class="copyright">저작권자 © 한결일보 무단전재 및 재배포 금지</p>
<div class="react"><p>이 기사를 추천합니다</p><button type="button">좋아요 48</button><button type="button">훈훈해요 6</button><button type="button">슬퍼요 0</button><button type="button">화나요 3</button><button type="button">후속 원해요 17</button></div>
<div class="sns"><button type="button">카카오톡</button><button type="button">페이스북</button><button type="button">X</button><button type="button">URL 복사</button></div>
<div class="reporter"><b>최윤서 기자</b><p>지역 행정과 생활 이슈를 취재합니다.</p><a href="/news/reporter/choiys">다른기사 보기</a></div>
<hg-reader-voice data-article="{aid}"></hg-reader-voice>
</main>
<aside class="side">
<div class="ad">광고</div>
<section class="rank"><h3>많이 본 뉴스</h3><ol>{ranking}</ol></section>
<section class="rank"><h3>포토뉴스</h3><p>가을빛 물든 한결호수공원 · 새빛시장 야시장 개장</p></section>
<div class="ad">광고</div>
</aside>
</div>
<footer class="foot"><div class="inner"><p><a href="/company">회사소개</a> · <a href="/privacy"><b>개인정보처리방침</b></a> · <a href="/youth">청소년보호정책</a> · <a href="/ethics">윤리강령</a> · <a href="/report">고충처리</a></p>
<p>(주)한결일보 · 한결시 중앙로 118 · 대표전화 000-000-0000 · 등록번호 한결 아00112 · 발행·편집인 장도현 · 청소년보호책임자 이수정</p>
<p>Copyright © 2024 한결일보. All rights reserved.</p></div></footer>
</div>
<script type="module" src="/static/hg/reader-voice.2.3.1.js"></script>"""
    css = """*{box-sizing:border-box}body{margin:0;font:16px/1.7 'Pretendard','Noto Sans KR',sans-serif;color:#111}a{color:inherit;text-decoration:none}
.inner{max-width:1200px;margin:0 auto;padding:0 20px}.util{background:#f5f6f8;font-size:12px;color:#666}.util .inner{display:flex;gap:18px;padding:6px 20px}.util .right{margin-left:auto;display:flex;gap:10px}
.gnb{border-bottom:1px solid #ddd}.gnb .inner{display:flex;align-items:center;gap:36px;height:68px}.logo{font:900 30px 'Noto Serif KR',serif;letter-spacing:-1px}
.gnb ul{display:flex;gap:22px;list-style:none;margin:0;padding:0;font-weight:700}.search{margin-left:auto}
.layout{display:grid;grid-template-columns:1fr 320px;gap:48px;margin-top:28px}.section-name{font-size:13px;color:#0b63ce}.headline{font-size:32px;line-height:1.35;letter-spacing:-.5px;margin:6px 0}
.sub{font-size:17px;color:#555;border-left:3px solid #0b63ce;padding-left:10px;font-weight:500}.info-line{display:flex;gap:14px;list-style:none;padding:10px 0;margin:0;border-bottom:1px solid #eee;font-size:13px;color:#666}
.article-body{font-size:17.5px}.article-body figcaption{font-size:13px;color:#777}.copyright{font-size:13px;color:#888}.react{text-align:center;border:1px solid #eee;padding:14px}
.react button,.sns button{border:1px solid #ddd;background:#fff;border-radius:16px;padding:4px 12px;margin:2px}.sns{margin:16px 0}.reporter{background:#f7f8fa;padding:14px}
.side .ad{background:#eee;height:250px;display:flex;align-items:center;justify-content:center;color:#aaa;margin-bottom:20px}.rank h3{font-size:17px;border-bottom:2px solid #111;padding-bottom:6px}
.rank ol{list-style:none;padding:0}.rank li{display:flex;gap:10px;padding:6px 0;font-size:15px}.rk{color:#0b63ce;font-weight:900}.foot{background:#22262b;color:#aaa;font-size:13px;margin-top:60px;padding:24px 0}"""
    html = f"""<!DOCTYPE html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1.0">
<title>은빛천 산책로 야간 조명 교체…밤 10시 이후 밝기 절반으로 - 한결일보</title>
<meta property="og:type" content="article">
<meta property="og:title" content="은빛천 산책로 야간 조명 교체…밤 10시 이후 밝기 절반으로">
<meta property="og:site_name" content="한결일보">
<meta property="article:published_time" content="2024-10-08T06:00:00+09:00">
<meta property="article:section" content="지역">
<meta name="twitter:card" content="summary_large_image">
<style>{css}</style>
</head>
<body>
{body}
</body>
</html>
"""
    return make(
        "dy-ko-hangyeol-lights",
        "revealed",
        "ko",
        html,
        cs,
        path=f"/news/articles/{aid}",
        reveal="on_load",
        container="<hg-reader-voice data-article> custom element at the end of main: a closed shadow root drawn after load from /_api/reader-voice/202410080412.json: h2 '독자 의견 4', a guide line, sort buttons, ul.list > li.item (div.info: span.nick, time.date; p.txt; 공감/비공감/답글/신고 buttons), an answer in ul.re inside its parent's li",
        heading="독자 의견 4",
        description="A Korean regional daily of October 2024 (utility strip with weather and fine dust, GNB, 'recommend this article' reaction buttons with counts, share buttons, reporter box, most read ranking, adverts, the usual footer with registration number): a custom element draws 4 readers' opinions into a closed shadow root after load, one an answer in a nested list; sympathy counts. Never says 'comment'.",
        files={
            "/static/hg/reader-voice.2.3.1.js": script,
            f"/_api/reader-voice/{aid}.json": dump(data),
        },
        check_steps=("wait:1200",),
    )


def threads_dy() -> list[Case]:
    return [ru_bridge(), ko_lights()]
