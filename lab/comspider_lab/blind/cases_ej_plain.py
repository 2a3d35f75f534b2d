"""Blind set ej: two article pages without any reader discussion whose buttons and tabs reveal other lists: an Italian
town paper of 2020 (a photo gallery opened by "Sfoglia la gallery (6 foto)" with captions and credits drawn from
inline script data, and "Più letti / Più condivisi" tabs) and a Korean city paper of 2025 ("관련 기사 더보기" adds
related stories with reporters and times from inline script data, "많이 본 뉴스" tabs drawn by script, reaction
buttons). Every site, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_ej_common import Case, data_js, esc, ld_json, make

# --------------------------------------------------------------------------- it: a town paper, 2020 (gallery, tabs)


def it_chiesa() -> Case:
    gallery = [
        {
            "src": f"/_avatar/sanmartino-{i}.svg",
            "didascalia": text,
            "credito": credit,
        }
        for i, (text, credit) in enumerate(
            [
                ("La facciata di San Martino dopo la pulitura della pietra arenaria.", "Foto: Marco Ghezzi"),
                (
                    "Il restauratore Andrea Bellotti al lavoro sull'affresco dell'abside.",
                    "Foto: Marco Ghezzi",
                ),
                (
                    "Il crocifisso ligneo del XIII secolo tornato nella navata sinistra.",
                    "Foto: Diocesi di Roccavalle",
                ),
                (
                    "Il parroco don Luigi Ferrandi apre il portale per la prima volta dal 2016.",
                    "Foto: Sara Colombi",
                ),
                ("I fedeli alla messa di riapertura, con i posti distanziati.", "Foto: Sara Colombi"),
                ("Il campanile visto dal sagrato, con le nuove lastre del tetto.", "Foto: Marco Ghezzi"),
            ]
        )
    ]
    title = "Roccavalle, riapre la chiesa di San Martino dopo quattro anni di restauri"
    css = (
        "body{margin:0;font-family:'Titillium Web',Arial,sans-serif;color:#222;font-size:17px;line-height:1.6;background:#fff}"
        ".gz-top{background:#0e2a47;color:#fff;padding:10px 24px;display:flex;align-items:center;gap:24px}.gz-top .gz-logo{font:700 28px 'Playfair Display',Georgia,serif;color:#fff;text-decoration:none}"
        ".gz-top nav a{color:#cfe0f3;text-decoration:none;margin-right:14px;font-size:15px;text-transform:uppercase}"
        ".gz-body{max-width:1120px;margin:22px auto;display:grid;grid-template-columns:1fr 320px;gap:30px;padding:0 20px}"
        ".gz-occhiello{color:#c8102e;font-weight:700;text-transform:uppercase;font-size:13px}.gz-titolo{font:700 36px/1.15 'Playfair Display',Georgia,serif;margin:6px 0}.gz-sommario{font-size:20px;color:#444}"
        ".gz-firma{font-size:14px;color:#777;margin:10px 0}.gz-foto{position:relative}.gz-apri{position:absolute;left:12px;bottom:12px;background:rgba(14,42,71,.9);color:#fff;border:0;padding:8px 14px;font-size:15px;cursor:pointer}"
        ".gz-lightbox{position:fixed;inset:0;background:rgba(0,0,0,.92);color:#eee;z-index:20;overflow:auto;padding:30px}.gz-lightbox[hidden]{display:none}"
        ".gz-slide{max-width:760px;margin:0 auto 30px}.gz-slide figcaption{font-size:16px}.gz-slide .gz-cred{display:block;color:#aaa;font-size:13px}.gz-chiudi{position:fixed;top:10px;right:20px;font-size:30px;background:none;border:0;color:#fff;cursor:pointer}"
        ".gz-tabs button{background:#eee;border:0;padding:8px 14px;font-weight:700;cursor:pointer}.gz-tabs button.is-active{background:#0e2a47;color:#fff}"
        ".gz-tab-panel ol{padding-left:22px;margin:8px 0}.gz-tab-panel li{margin:6px 0}.gz-n{color:#c8102e;font-size:13px;margin-left:6px}"
        ".gz-leggi{border-top:3px solid #0e2a47;margin-top:28px}.gz-leggi li{margin:6px 0}.gz-ora{color:#888;font-size:13px;margin-right:6px}"
        ".gz-adv{background:#f2f2f2;color:#999;text-align:center;padding:100px 0;font-size:11px;margin-bottom:20px}.gz-foot{background:#0e2a47;color:#9fb6cf;padding:22px;font-size:13px}"
    )
    script = f"""<script>
var galleria = {data_js(gallery, 1)};
(function () {{
  var box = document.getElementById('gz-lightbox'), inner = box.querySelector('.gz-slides'), drawn = false;
  document.getElementById('gz-apri').addEventListener('click', function () {{
    if (!drawn) {{
      galleria.forEach(function (f, i) {{
        var fig = document.createElement('figure'); fig.className = 'gz-slide';
        fig.innerHTML = '<img width="760" height="430" alt=""><figcaption><b>' + (i + 1) + '/' + galleria.length + '</b> <span class="gz-did"></span><span class="gz-cred"></span></figcaption>';
        fig.querySelector('img').src = f.src;
        fig.querySelector('.gz-did').textContent = f.didascalia;
        fig.querySelector('.gz-cred').textContent = f.credito;
        inner.appendChild(fig);
      }});
      drawn = true;
    }}
    box.hidden = false;
  }});
  box.querySelector('.gz-chiudi').addEventListener('click', function () {{ box.hidden = true; }});
  document.querySelectorAll('.gz-tabs button').forEach(function (b) {{
    b.addEventListener('click', function () {{
      document.querySelectorAll('.gz-tabs button').forEach(function (x) {{
        x.classList.toggle('is-active', x === b);
        document.getElementById(x.dataset.panel).hidden = x !== b;
      }});
    }});
  }});
}})();
</script>"""
    body = f"""<div class="gz-top"><a class="gz-logo" href="/">La Gazzetta di Roccavalle</a><nav><a href="/cronaca/">Cronaca</a><a href="/politica/">Politica</a><a href="/cultura/">Cultura</a><a href="/sport/">Sport</a><a href="/valli/">Le valli</a><a href="/necrologie/">Necrologie</a></nav></div>
<div class="gz-body"><main>
<div class="gz-occhiello">Cultura · Roccavalle</div>
<h1 class="gz-titolo">{title}</h1>
<p class="gz-sommario">Domenica la messa di riapertura con il vescovo. Il cantiere è costato 1,4 milioni, in gran parte dalla Fondazione Cariroccavalle</p>
<div class="gz-firma">di Elena Rigamonti · 27 settembre 2020 · ore 17:42 · <a href="#">Facebook</a> · <a href="#">Twitter</a> · <a href="#">WhatsApp</a></div>
<div class="gz-foto"><img src="/_avatar/sanmartino-0.svg" alt="La chiesa di San Martino" width="760" height="430"><button type="button" class="gz-apri" id="gz-apri">📷 Sfoglia la gallery (6 foto)</button></div>
<p>Dopo quattro anni di cantiere, la chiesa romanica di San Martino, nel borgo alto di Roccavalle, riapre ai fedeli. La prima messa sarà celebrata domenica alle 10.30 dal vescovo.</p>
<p>I lavori, iniziati nel 2016 dopo il crollo di una parte del tetto, hanno riguardato la copertura, la facciata in arenaria e l'affresco dell'abside, che è stato consolidato e pulito.</p>
<p>Il crocifisso ligneo del XIII secolo, custodito per tutta la durata dei lavori nel museo diocesano, è tornato al suo posto nella navata sinistra.</p>
<p>Per le norme anti-Covid i posti in chiesa saranno 80; la messa sarà trasmessa anche sul sagrato con un maxischermo.</p>
<section class="gz-leggi"><h3>Leggi anche</h3><ul><li><span class="gz-ora">26 settembre, 12:10</span><a href="/cultura/festa-della-castagna-annullata/">Festa della castagna annullata anche quest'anno</a></li><li><span class="gz-ora">25 settembre, 18:30</span><a href="/cronaca/borgo-alto-ztl/">Borgo alto, la Ztl diventa permanente</a></li><li><span class="gz-ora">24 settembre, 09:05</span><a href="/cultura/museo-diocesano-orari/">Museo diocesano, i nuovi orari</a></li></ul></section>
</main>
<aside><div class="gz-adv">Pubblicità</div>
<div class="gz-tabs"><button type="button" class="is-active" data-panel="gz-letti">Più letti</button><button type="button" data-panel="gz-condivisi">Più condivisi</button></div>
<div class="gz-tab-panel" id="gz-letti"><ol><li><a href="/cronaca/frana-sp-12/">Frana sulla Sp 12, strada chiusa fino a lunedì</a></li><li><a href="/sport/roccavalle-calcio-derby/">Derby al Roccavalle, 2-1 in rimonta</a></li><li><a href="/politica/consiglio-comunale-bilancio/">Bilancio, il consiglio approva la variazione</a></li><li><a href="/cultura/san-martino-riapre/">Riapre la chiesa di San Martino</a></li></ol></div>
<div class="gz-tab-panel" id="gz-condivisi" hidden><ol><li><a href="/cultura/san-martino-riapre/">Riapre la chiesa di San Martino</a><span class="gz-n">1.204 condivisioni</span></li><li><a href="/cronaca/cane-salvato-torrente/">Cane salvato nel torrente dai vigili del fuoco</a><span class="gz-n">876 condivisioni</span></li><li><a href="/valli/sentiero-dei-mulini/">Il sentiero dei mulini riaperto ai turisti</a><span class="gz-n">512 condivisioni</span></li></ol></div>
</aside></div>
<div class="gz-lightbox" id="gz-lightbox" role="dialog" aria-label="Gallery: San Martino restaurata" hidden><button type="button" class="gz-chiudi" aria-label="Chiudi">×</button><h2 style="text-align:center">San Martino restaurata, le immagini</h2><div class="gz-slides"></div></div>
<footer class="gz-foot">La Gazzetta di Roccavalle · Testata giornalistica registrata presso il Tribunale · P.IVA 01234560987 · © 2020</footer>
{script}"""
    html = (
        f'<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>{esc(title)} - La Gazzetta di Roccavalle</title>'
        '<meta name="viewport" content="width=device-width, initial-scale=1"><meta property="og:type" content="article">'
        '<meta property="article:published_time" content="2020-09-27T17:42:00+02:00">'
        + ld_json(
            "NewsArticle", title, "2020-09-27T17:42:00+02:00", "Elena Rigamonti", "La Gazzetta di Roccavalle"
        )
        + f"<style>{css}</style></head><body>{body}</body></html>\n"
    )
    return make(
        "ej-plain-it-roccavalle-chiesa",
        "it",
        html,
        [],
        path="/cultura/riapre-la-chiesa-di-san-martino-dopo-i-restauri/",
        reveal="-",
        container="-",
        heading=None,
        description="An Italian town paper of September 2020 without any reader discussion: a lightbox opened by 'Sfoglia la gallery (6 foto)' draws six photo captions with credits ('Foto: Marco Ghezzi') from the inline var galleria; 'Più letti / Più condivisi' tabs (share counts in the hidden panel); 'Leggi anche' with dates and times.",
        static=True,
        kind="lookalike",
        lookalikes=(
            "gallery captions with credits (lightbox)",
            "most read / most shared tabs",
            "related stories with times",
        ),
        steps=("click:#gz-apri",),
    )


# --------------------------------------------------------------------------- ko: a city paper, 2025 ("더보기", tabs)


def ko_bus() -> Case:
    related_more = [
        {
            "t": "가온시 시내버스 준공영제 도입 1년…적자 보전 212억",
            "r": "박서연 기자",
            "d": "2025.02.27 09:40",
        },
        {"t": "동부권 마을버스 3개 노선 신설…4월부터 운행", "r": "이도현 기자", "d": "2025.02.11 15:02"},
        {"t": "버스정류장 스마트쉼터 20곳 추가 설치", "r": "김하늘 기자", "d": "2025.01.23 11:18"},
        {"t": "[사설] 노선 개편, 시민 목소리 먼저 들어야", "r": "논설위원실", "d": "2025.01.15 18:00"},
    ]
    rank = {
        "전체": [
            "가온시 시내버스 38개 노선 4월 전면 개편",
            "가온천 벚꽃길 차 없는 거리 운영",
            "시청역 환승센터 공사 3개월 연장",
            "가온FC, 홈 개막전 2-0 승리",
            "아파트 분양가 평당 1,900만원 돌파",
        ],
        "사회": ["초등학교 통학버스 안전요원 배치", "가온천 수질 1등급 회복", "노인 일자리 사업 모집 시작"],
        "경제": [
            "전통시장 온누리상품권 환급 행사",
            "산업단지 입주기업 12곳 늘어",
            "지역화폐 할인율 10%로 상향",
        ],
    }
    title = "가온시 시내버스 38개 노선 4월 전면 개편…출퇴근 급행 6개 신설"
    css = (
        "body{margin:0;font-family:'Pretendard','Noto Sans KR','Malgun Gothic',sans-serif;color:#111;font-size:17px;line-height:1.75;background:#fff}"
        ".gn-gnb{border-bottom:1px solid #ddd;padding:12px 30px;display:flex;align-items:center;gap:28px}.gn-logo{font-weight:900;font-size:26px;color:#00539f;text-decoration:none}"
        ".gn-gnb a.m{color:#222;text-decoration:none;font-weight:600;font-size:15px}.gn-layout{max-width:1140px;margin:24px auto;display:grid;grid-template-columns:1fr 320px;gap:36px;padding:0 20px}"
        ".gn-sec{color:#00539f;font-weight:700;font-size:14px}.gn-title{font-size:32px;line-height:1.35;margin:6px 0 10px;font-weight:800}.gn-info{color:#777;font-size:14px;border-bottom:1px solid #eee;padding-bottom:10px}"
        ".gn-sub{border-left:3px solid #00539f;padding-left:12px;font-weight:700;color:#333}.gn-react{display:flex;gap:10px;margin:24px 0}.gn-react button{border:1px solid #ddd;background:#fff;border-radius:20px;padding:4px 12px;cursor:pointer}"
        ".gn-reporter{display:flex;gap:12px;align-items:center;background:#f5f8fb;padding:12px 16px;margin:20px 0}.gn-reporter img{border-radius:50%}"
        ".gn-rel h3,.gn-rank h3{font-size:18px;border-bottom:2px solid #111;padding-bottom:6px}.gn-rel ul{list-style:none;padding:0;margin:0}.gn-rel li{padding:8px 0;border-bottom:1px solid #f0f0f0}"
        ".gn-rel .rd{display:block;color:#999;font-size:13px}.gn-moreb{width:100%;margin-top:10px;padding:10px;border:1px solid #ccc;background:#fafafa;cursor:pointer;font-size:15px}"
        ".gn-rank .tabs button{border:0;background:none;padding:6px 10px;font-size:15px;cursor:pointer;color:#777}.gn-rank .tabs button.on{color:#00539f;font-weight:800;border-bottom:2px solid #00539f}"
        ".gn-rank ol{padding-left:22px}.gn-rank li{margin:6px 0}.gn-ad{background:#f3f3f3;color:#aaa;text-align:center;font-size:11px;padding:110px 0;margin-bottom:24px}"
        ".gn-footer{background:#f5f5f5;color:#666;font-size:13px;padding:24px 30px;margin-top:40px}"
    )
    script = f"""<script>
window.__RELATED_MORE__ = {data_js(related_more)};
window.__RANK__ = {data_js(rank)};
(function () {{
  var more = document.getElementById('gn-rel-more');
  more.addEventListener('click', function () {{
    var ul = document.getElementById('gn-rel-list');
    window.__RELATED_MORE__.forEach(function (a) {{
      var li = document.createElement('li'), link = document.createElement('a'), s = document.createElement('span');
      link.href = '#'; link.textContent = a.t; s.className = 'rd'; s.textContent = a.r + ' · ' + a.d;
      li.append(link, s); ul.append(li);
    }});
    more.remove();
  }});
  var list = document.getElementById('gn-rank-list');
  function show(key) {{
    list.innerHTML = '';
    window.__RANK__[key].forEach(function (t) {{ var li = document.createElement('li'); var a = document.createElement('a'); a.href = '#'; a.textContent = t; li.append(a); list.append(li); }});
    document.querySelectorAll('.gn-rank .tabs button').forEach(function (b) {{ b.classList.toggle('on', b.dataset.key === key); }});
  }}
  document.querySelectorAll('.gn-rank .tabs button').forEach(function (b) {{ b.addEventListener('click', function () {{ show(b.dataset.key); }}); }});
  show('전체');
}})();
</script>"""
    body = f"""<header class="gn-gnb"><a class="gn-logo" href="/">가온시민일보</a><a class="m" href="/news/politics">정치</a><a class="m" href="/news/society">사회</a><a class="m" href="/news/economy">경제</a><a class="m" href="/news/culture">문화</a><a class="m" href="/news/sports">스포츠</a><a class="m" href="/opinion">오피니언</a></header>
<div class="gn-layout"><main>
<div class="gn-sec">사회 · 교통</div>
<h1 class="gn-title">{title}</h1>
<div class="gn-info">입력 2025.03.14 10:21 · 수정 2025.03.14 14:05 · 정민재 기자 · <a href="#">글자크기</a> · <a href="#">공유</a></div>
<p class="gn-sub">- 간선 22개·지선 16개로 재편, 배차간격 평균 12분→9분<br>- 동부권 주민 "환승 늘어 불편" 우려도</p>
<img src="/_avatar/gaon-bus.svg" alt="가온시청 앞 버스정류장" width="760" height="430">
<p>가온시가 다음 달 5일부터 시내버스 38개 노선을 전면 개편한다. 2009년 이후 16년 만의 대규모 개편이다.</p>
<p>시는 중복 노선을 줄이는 대신 출퇴근 시간대에만 운행하는 급행버스 6개 노선을 새로 만든다. 급행버스는 산업단지와 시청역 환승센터를 30분 안에 잇는다.</p>
<p>다만 동부권 일부 주민들은 직행 노선이 사라지고 환승이 늘어난다며 불편을 호소하고 있다. 시는 이달 말까지 읍면동 설명회를 연다.</p>
<p>개편 노선도는 시청 누리집과 각 정류장 안내판에서 확인할 수 있다.</p>
<div class="gn-react" aria-label="기사 추천"><button type="button">👍 좋아요 34</button><button type="button">😮 놀라워요 3</button><button type="button">😢 슬퍼요 1</button><button type="button">😡 화나요 8</button></div>
<div class="gn-reporter"><img src="/_avatar/jung.svg" width="48" height="48" alt=""><div><b>정민재 기자</b><br><span style="font-size:14px;color:#666">교통·도시 담당 · mjjung@gaonsimin.example</span></div><button type="button" style="margin-left:auto">구독</button></div>
<section class="gn-rel"><h3>관련 기사</h3><ul id="gn-rel-list">
<li><a href="/news/articleView.html?idxno=88102">급행버스 노선도 공개…산업단지까지 30분</a><span class="rd">정민재 기자 · 2025.03.10 16:30</span></li>
<li><a href="/news/articleView.html?idxno=87944">동부권 주민 "환승 늘어난다" 반발</a><span class="rd">이도현 기자 · 2025.03.05 11:12</span></li>
<li><a href="/news/articleView.html?idxno=87610">시청역 환승센터 공사 3개월 연장</a><span class="rd">김하늘 기자 · 2025.02.28 08:55</span></li></ul>
<button type="button" class="gn-moreb" id="gn-rel-more">관련 기사 더보기 +</button></section>
</main>
<aside><div class="gn-ad">AD</div>
<section class="gn-rank"><h3>많이 본 뉴스</h3><div class="tabs"><button type="button" data-key="전체">전체</button><button type="button" data-key="사회">사회</button><button type="button" data-key="경제">경제</button></div><ol id="gn-rank-list"></ol></section></aside></div>
<footer class="gn-footer">가온시민일보 · 등록번호 경기 아00000 · 발행·편집인 홍길순 · 청소년보호책임자 김정호 · Copyright © 2025 가온시민일보. All rights reserved.</footer>
{script}"""
    html = (
        f'<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>{esc(title)} - 가온시민일보</title>'
        '<meta name="viewport" content="width=device-width, initial-scale=1"><meta property="og:type" content="article">'
        '<meta property="article:published_time" content="2025-03-14T10:21:00+09:00">'
        + ld_json("NewsArticle", title, "2025-03-14T10:21:00+09:00", "정민재", "가온시민일보")
        + f"<style>{css}</style></head><body>{body}</body></html>\n"
    )
    return make(
        "ej-plain-ko-gaon-bus",
        "ko",
        html,
        [],
        path="/news/articleView/88217",
        reveal="-",
        container="-",
        heading=None,
        description="A Korean city paper of March 2025 without any reader discussion: '관련 기사' with reporters and times, four more added from inline script data by '관련 기사 더보기 +'; '많이 본 뉴스' tabs (전체/사회/경제) drawn by script from inline data; reaction buttons with counts; a reporter card.",
        static=True,
        kind="lookalike",
        lookalikes=(
            "related stories with reporters and times (more by a button)",
            "most viewed tabs drawn by script",
            "reaction counts",
        ),
        steps=("click:#gn-rel-more", "click:.gn-rank .tabs button[data-key=사회]"),
    )


def plain_ej() -> list[Case]:
    return [it_chiesa(), ko_bus()]
