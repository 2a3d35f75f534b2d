"""Blind set fr: two pages without any reader comment whose reveal shows something else, and two mixed pages. A
Danish local weekly of 2025 ("Vis flere" fetches three more related stories, each with an author and a date), a
Korean lifestyle news site of 2024 (a product box's button opens a modal of four star-rated buyers' reviews), a
Finnish lake-district paper of 2019 (4 entries in a <details> "Näytä keskustelu (4)" beside readers' ice reports)
and a Danish local radio's news site of 2021 (3 entries in a drawer opened by "Debat (3)" beside listeners' traffic
reports). Every site, name and text invented for this set; each comment and record written by hand."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_fr_common import (
    Case,
    E,
    case,
    esc,
    flat,
    head,
    jsq,
    links,
    paras,
    picture,
    thread,
    tree,
)

# --------------------------------------------------------------------------- da: "Vis flere" related stories, 2025


def da_havnebad() -> Case:
    shown = [
        (
            "Ny sti langs fjorden indvies i august",
            "Den tre kilometer lange sti fra lystbådehavnen til skoven er næsten færdig.",
            "Karen Holst",
            "11. juni 2025",
        ),
        (
            "Mågeby Skole får ny skolegård",
            "Forældrene har selv samlet 140.000 kroner ind til klatrestativ og bænke.",
            "Mads Kjær",
            "10. juni 2025",
        ),
        (
            "Sankthansbålet flytter til stranden",
            "Bålet ved kirken er for tæt på de nye huse, siger brandvæsenet.",
            "Karen Holst",
            "6. juni 2025",
        ),
    ]
    more = [
        (
            "Brugsen i Mågeby udvider med bageri",
            "Fra september kan man købe morgenbrød fra klokken seks.",
            "Sofie Lund",
            "5. juni 2025",
        ),
        (
            "Roklubben fejrer 100 år med kaproning",
            "Over 60 både fra hele fjorden er tilmeldt lørdagens løb.",
            "Mads Kjær",
            "3. juni 2025",
        ),
        (
            "Busrute 214 kører igen om aftenen",
            "Efter et års pause kører den sidste bus fra stationen kl. 23.10.",
            "Peter Vang",
            "2. juni 2025",
        ),
    ]
    data_path = "/data/2025/06/flere-historier-havnebad.json"
    data = [
        {"titel": t, "underrubrik": u, "af": a, "dato": d, "url": "/lokalt/" + str(i)}
        for i, (t, u, a, d) in enumerate(more)
    ]

    def card(t: str, u: str, a: str, d: str, i: int) -> str:
        return (
            f'<li class="hist"><a class="hist-link" href="/lokalt/h{i}"><img src="/billeder/flere-{i}.svg" width="120" height="80" alt="">'
            f'<span class="hist-titel">{esc(t)}</span></a><p class="hist-tekst">{esc(u)}</p>'
            f'<p class="hist-meta">Af {esc(a)} · {esc(d)}</p></li>'
        )

    script = """
(function () {
  var knap = document.getElementById("vis-flere");
  var liste = document.getElementById("flere-liste");
  knap.addEventListener("click", function () {
    fetch("@PATH@").then(function (r) { return r.json(); }).then(function (h) {
      h.forEach(function (x, n) {
        var li = document.createElement("li"); li.className = "hist";
        var a = document.createElement("a"); a.className = "hist-link"; a.href = x.url;
        var img = document.createElement("img"); img.src = "/billeder/flere-" + (n + 3) + ".svg"; img.width = 120; img.height = 80; img.alt = "";
        var t = document.createElement("span"); t.className = "hist-titel"; t.textContent = x.titel;
        a.append(img, t);
        var p = document.createElement("p"); p.className = "hist-tekst"; p.textContent = x.underrubrik;
        var m = document.createElement("p"); m.className = "hist-meta"; m.textContent = "Af " + x.af + " · " + x.dato;
        li.append(a, p, m); liste.append(li);
      });
      knap.remove();
    });
  });
})();
""".replace("@PATH@", data_path)
    body = f"""<body>
<header class="top"><a class="navn" href="/">Mågeby Ugeavis</a><nav>{links("/", ["Lokalt", "Sport", "Kultur", "Erhverv", "Debat", "E-avis"], li=False)}</nav></header>
<main class="side">
<article class="artikel">
<p class="emne">Lokalt</p>
<h1>Havnebadet åbner lørdag, og det bliver gratis hele sommeren</h1>
<p class="underrubrik">Efter to års byggeri kan man fra lørdag springe i vandet fra den nye badebro ved Nordmolen.</p>
<p class="byline">Af Karen Holst · 12. juni 2025 · kl. 14.30</p>
<figure><img src="/billeder/2025/havnebad.svg" width="680" height="320" alt=""><figcaption>Badebroen ved Nordmolen er 40 meter lang. Foto: Karen Holst</figcaption></figure>
<p>Havnebadet ved Nordmolen åbner lørdag klokken 10 med tale ved borgmester Lene Friis og opvisning af svømmeklubben Måsen. Anlægget har kostet 6,2 millioner kroner, hvoraf fonde har betalt halvdelen.</p>
<p>Der er livredder på broen alle dage fra klokken 11 til 18 frem til 15. august. Vandkvaliteten måles to gange om ugen, og resultaterne kan ses på kommunens hjemmeside.</p>
<p>Byrådet har besluttet, at der ikke skal være entré i den første sæson. Til efteråret skal det vurderes, om der skal oprettes en vinterbadeklub med sauna.</p>
<div class="fakta"><h3>Fakta</h3><ul><li>Åbent: alle dage 7-22</li><li>Livredder: kl. 11-18 til 15. august</li><li>Parkering: Havnepladsen</li></ul></div>
</article>
<section class="flere" id="flere">
<h2>Flere historier fra Mågeby</h2>
<ul class="flere-liste" id="flere-liste">{"".join(card(*s, i) for i, s in enumerate(shown))}</ul>
<button type="button" id="vis-flere" class="vis-flere">Vis flere</button>
</section>
</main>
<footer class="bund">Mågeby Ugeavis · Torvet 3 · Ansvarshavende redaktør: Peter Vang · <a href="/kontakt">Kontakt</a> · <a href="/cookies">Cookies</a></footer>
<script>{script}</script>
</body>
</html>
"""
    css = """
body{margin:0;font:17px/1.6 "Helvetica Neue",Arial,sans-serif;color:#1c1c1c}.top{display:flex;align-items:center;gap:26px;padding:12px 28px;background:#002d4d}.navn{color:#fff;font:700 26px Georgia,serif;text-decoration:none}
.top nav a{color:#cfe0ee;margin-right:12px;font-size:14px}.side{max-width:760px;margin:0 auto;padding:18px 24px}.emne{color:#d2691e;font-weight:700;margin:0;font-size:13px;text-transform:uppercase}
.underrubrik{font-size:20px;font-weight:600}.byline{color:#777;font-size:13px}figcaption{font-size:12px;color:#777}.fakta{background:#eef4f8;padding:4px 16px}
.flere{margin-top:30px;border-top:2px solid #002d4d}.flere-liste{list-style:none;padding:0}.hist{display:grid;grid-template-columns:130px 1fr;padding:10px 0;border-bottom:1px solid #e5e5e5}
.hist-link{display:contents;color:#002d4d;font-weight:700;text-decoration:none}.hist-link img{grid-row:span 3}.hist-tekst{margin:2px 0;font-size:15px}.hist-meta{margin:0;font-size:12px;color:#888}
.vis-flere{display:block;margin:12px auto;background:#002d4d;color:#fff;border:0;padding:8px 26px;border-radius:20px;cursor:pointer}.bund{padding:16px 28px;background:#f0f0f0;font-size:13px}
"""
    files = {
        data_path: json.dumps(data, ensure_ascii=False, indent=1) + "\n",
        "/billeder/2025/havnebad.svg": picture(680, 320, "#2b6f9e", "Havnebadet, Nordmolen", 20),
    }
    for i, colour in enumerate(["#7a9e7e", "#c08552", "#8d6a9f", "#5b7db1", "#b25d5d", "#6e8b3d"]):
        files[f"/billeder/flere-{i}.svg"] = picture(120, 80, colour)
    return case(
        "fr-da-plain-havnebad",
        "lookalike",
        "da",
        head(title="Havnebadet åbner lørdag | Mågeby Ugeavis", lang="da", css=css) + body,
        [],
        path="/lokalt/2025/06/havnebadet-aabner-loerdag",
        reveal="-",
        container="-",
        heading=None,
        description="A Danish local weekly of 2025 (invented), no reader comment and no comment area: the harbour bath opens; after the article 'Flere historier fra Mågeby' lists three related stories (a picture, a title, a teaser, 'Af NAME · DATE'), and its button 'Vis flere' fetches three more as JSON and adds them, not comments; a dated byline, a captioned photo, a fact box.",
        lookalikes=("section#flere li.hist (3 in the page, 3 more after 'Vis flere')",),
        check_steps=("click:#vis-flere", "wait:600"),
        files=files,
    )


# --------------------------------------------------------------------------- ko: buyers' reviews in a modal, 2024


def ko_jesupgi() -> Case:
    reviews = [
        (
            5,
            "kim***",
            "2024.06.21",
            "색상: 화이트 / 16L",
            "원룸에서 쓰는데 하루에 물통을 두 번 비워요. 소음은 선풍기 약풍 정도라 밤에도 괜찮습니다.",
        ),
        (
            4,
            "haru_m***",
            "2024.06.18",
            "색상: 그레이 / 16L",
            "빨래 건조 모드가 생각보다 빨라요. 다만 물통 손잡이가 약해서 한 칸 내려놓았습니다.",
        ),
        (
            5,
            "sol***",
            "2024.06.15",
            "색상: 화이트 / 16L",
            "장마 전에 미리 샀어요. 드레스룸 곰팡이 냄새가 이틀 만에 없어졌습니다.",
        ),
        (
            3,
            "jun****",
            "2024.06.11",
            "색상: 그레이 / 10L",
            "작동은 잘 되는데 배송 박스가 찌그러져서 왔어요. 제품에는 문제가 없었습니다.",
        ),
    ]

    def stars(n: int) -> str:
        return f'<span class="별점" aria-label="5점 만점에 {n}점">{"★" * n}{"☆" * (5 - n)}</span>'

    items = "".join(
        f'<li class="후기"><div class="후기-윗줄">{stars(n)}<span class="후기-아이디">{esc(who)}</span><span class="후기-날짜">{esc(d)}</span></div>'
        f'<p class="후기-옵션">{esc(opt)}</p><p class="후기-본문">{esc(t)}</p><button type="button" class="도움">도움돼요 {3 + i * 2}</button></li>'
        for i, (n, who, d, opt, t) in enumerate(reviews)
    )
    script = """
(function () {
  var modal = document.getElementById("review-modal");
  document.getElementById("open-reviews").addEventListener("click", function () { modal.showModal(); });
  document.getElementById("close-reviews").addEventListener("click", function () { modal.close(); });
})();
"""
    body = f"""<body>
<header class="gnb"><a class="logo" href="/">하루살림<span>뉴스</span></a><nav>{links("/", ["리빙", "푸드", "테크", "여행", "건강", "쇼핑"], li=False)}</nav><a class="login" href="/login">로그인</a></header>
<main class="wrap">
<article class="news">
<p class="section"><a href="/living">리빙</a></p>
<h1>장마 앞두고 제습기 고르는 법… "용량보다 소음과 물통을 보라"</h1>
<p class="byline">고은별 기자 · 입력 2024.06.24 07:00 · 수정 2024.06.24 09:12</p>
<figure><img src="/upload/2024/06/jesupgi.svg" width="680" height="320" alt=""><figcaption>장마철을 앞두고 제습기 판매가 늘고 있다. 하루살림뉴스 DB</figcaption></figure>
<p>올해 장마가 예년보다 일주일가량 이르게 시작될 것으로 예보되면서 제습기를 찾는 소비자가 늘고 있다. 전문가들은 집 크기에 맞는 용량을 고르되, 실제로 자주 쓰는 공간이 침실이라면 소음을 먼저 확인하라고 조언한다.</p>
<p>한국생활가전연구소 서도훈 연구원은 "하루 제습량 표시는 실험실 조건에서 측정한 값이라 실제 가정에서는 70% 안팎으로 보는 게 좋다"며 "물통 용량이 작으면 밤사이 가득 차 자동으로 멈추는 일이 잦다"고 말했다.</p>
<p>전기요금도 따져봐야 한다. 에너지소비효율 1등급 제품은 3등급 제품보다 여름 석 달 동안 1만 원가량 요금이 적게 나오는 것으로 조사됐다.</p>
<aside class="product-box">
<p class="pb-label">기사 속 제품</p>
<div class="pb-row"><img src="/upload/2024/06/raon-16l.svg" width="110" height="110" alt="">
<div><p class="pb-name">라온 제습기 16L (RD-16W)</p><p class="pb-price">329,000원</p><p class="pb-rate">★ 4.3 · 구매 후기 4</p>
<button type="button" id="open-reviews" class="pb-btn">구매 후기 보기</button></div></div>
<p class="pb-note">이 박스는 제휴 링크를 포함하며, 구매 시 일정 수수료를 받을 수 있습니다.</p>
</aside>
<p class="copyright">저작권자 © 하루살림뉴스 무단전재 및 재배포 금지</p>
<div class="related"><h3>관련 기사</h3><ul>{links("/living/", ["빨래 냄새 없애는 실내 건조 요령 5가지", "에어컨 제습 모드, 전기요금 정말 덜 나올까", "욕실 곰팡이, 락스보다 환기가 먼저"])}</ul></div>
</article>
<aside class="side"><h3>많이 본 뉴스</h3><ol>{links("/", ["올여름 전기요금 누진제 구간 바뀐다", "편의점 도시락 가격 또 올라", "주말 날씨: 남부지방 첫 장맛비"])}</ol></aside>
</main>
<dialog id="review-modal" class="modal" aria-labelledby="rm-title">
<div class="modal-head"><h2 id="rm-title">구매 후기 (4)</h2><button type="button" id="close-reviews" aria-label="닫기">✕</button></div>
<p class="modal-sum">라온 제습기 16L · 평균 ★ 4.3</p>
<ul class="후기목록">{items}</ul>
<p class="modal-note">후기는 라온몰 구매 고객이 작성한 내용입니다.</p>
</dialog>
<footer class="foot">하루살림뉴스 · 등록번호 서울 아05517 · 발행인 정해린 · <a href="/privacy">개인정보처리방침</a></footer>
<script>{script}</script>
</body>
</html>
"""
    css = """
body{margin:0;font:17px/1.75 "Apple SD Gothic Neo","Malgun Gothic",sans-serif;color:#222}.gnb{display:flex;align-items:center;gap:24px;padding:12px 30px;border-bottom:1px solid #e5e5e5}
.logo{font:800 24px sans-serif;color:#ff6f3c;text-decoration:none}.logo span{color:#333}.gnb nav a{margin-right:14px;color:#333;font-size:15px;text-decoration:none}.login{margin-left:auto;font-size:13px}
.wrap{display:flex;gap:36px;max-width:1060px;margin:0 auto;padding:22px 30px}.news{flex:1}.side{width:260px;font-size:14px}.section{margin:0;font-size:13px}.byline{color:#888;font-size:13px}figcaption{font-size:12px;color:#888}
.product-box{border:1px solid #ffd3c2;border-radius:10px;padding:12px 16px;margin:20px 0;background:#fffaf7}.pb-label{margin:0;font-size:12px;color:#ff6f3c;font-weight:700}.pb-row{display:flex;gap:14px}
.pb-name{font-weight:700;margin:4px 0}.pb-price{margin:0}.pb-rate{margin:0;font-size:13px;color:#777}.pb-btn{background:#ff6f3c;color:#fff;border:0;border-radius:6px;padding:6px 14px;cursor:pointer}.pb-note{font-size:11px;color:#999}
.copyright{font-size:12px;color:#999}.modal{width:520px;border:0;border-radius:12px;padding:0 20px 16px}.modal::backdrop{background:rgba(0,0,0,.45)}.modal-head{display:flex;justify-content:space-between;align-items:center}
.modal-head button{border:0;background:none;font-size:20px}.후기목록{list-style:none;padding:0}.후기{border-bottom:1px solid #eee;padding:10px 0}.별점{color:#ffb400;margin-right:8px}.후기-아이디{font-size:13px;margin-right:8px}
.후기-날짜{font-size:12px;color:#999}.후기-옵션{margin:2px 0;font-size:12px;color:#888}.후기-본문{margin:4px 0}.도움{font-size:12px;border:1px solid #ddd;background:#fff;border-radius:12px}.modal-note{font-size:11px;color:#999}
.foot{padding:18px 30px;background:#f6f6f6;font-size:12px;color:#777}
"""
    return case(
        "fr-ko-plain-jesupgi",
        "lookalike",
        "ko",
        head(title="장마 앞두고 제습기 고르는 법 - 하루살림뉴스", lang="ko", css=css) + body,
        [],
        path="/living/2024/06/24/jesupgi-goreuneun-beop",
        reveal="-",
        container="-",
        heading=None,
        description="A Korean lifestyle news site of 2024 (invented), no reader comment and no comment area: how to choose a dehumidifier before the rainy season; a product box in the article whose button '구매 후기 보기' opens a <dialog> '구매 후기 (4)' of four buyers' star-rated reviews (stars, a masked id, a date, the option bought, the text, a helpful count), not comments; a dated byline, a captioned photo, related articles, most read.",
        lookalikes=("dialog#review-modal li.후기",),
        check_steps=("click:#open-reviews", "wait:300"),
        files={
            "/upload/2024/06/jesupgi.svg": picture(680, 320, "#8aa1b1", "제습기", 22),
            "/upload/2024/06/raon-16l.svg": picture(110, 110, "#e8e8e8"),
        },
    )


# --------------------------------------------------------------------------- fi: <details> beside readers' ice reports, 2019


def fi_jaatie() -> Case:
    es = thread("""
Seija H. | 9.2.2019 klo 17.32 | Hyvä, että tie saatiin auki ennen hiihtolomaa. Viime talvena saareen pääsi helmikuussa vain hydrokopterilla.
mökkiläinen etelästä | 9.2.2019 klo 19.05 | Onko tiellä nopeusrajoitus? Viime vuonna joku ajoi kuuttakymppiä ja jää halkeili rantapenkan kohdalta.
> Jouko P. | 9.2.2019 klo 20.11 | Rajoitus on 30 km/h ja painoraja kaksi tonnia. Merkit ovat molemmissa päissä, mutta kaikki eivät tunnu niitä huomaavan.
Aila Räsänen | 10.2.2019 klo 8.47 | Kiitos talkoolaisille, jotka aurasivat tien. Kävimme eilen pilkillä Papinsaaren rannassa, ja kalaa tuli.
""")
    reports = [
        (
            "Markku L.",
            "Kirkonkylän ranta",
            "8.2.2019",
            "Teräsjäätä 34 cm, lunta päällä noin 15 cm. Kelkalla pääsee hyvin, jalan raskasta.",
        ),
        (
            "Tiina V.",
            "Pappilanlahti",
            "7.2.2019",
            "Rannassa railo auki noin metrin matkalta, muuten 30 cm hyvää jäätä.",
        ),
        (
            "Pentti K.",
            "Salmenkärki",
            "6.2.2019",
            "Virtapaikassa salmen kohdalla vain 8 cm. Älkää menkö sillan alta!",
        ),
        (
            "Annukka S.",
            "Ylä-Kuikkavesi",
            "5.2.2019",
            "Kairasin kolme reikää: 28, 31 ja 33 cm. Lumen alla paikoin vettä.",
        ),
        (
            "Eero M.",
            "Papinsaaren itäpuoli",
            "4.2.2019",
            "Pilkkijöitä kymmenkunta, jää kantaa hyvin. Ahventa tuli kohtalaisesti.",
        ),
    ]
    obs = "".join(
        f'<li class="havainto"><p class="h-kuka"><b>{esc(w)}</b>, {esc(p)}</p><p class="h-pvm">{esc(d)}</p><p class="h-teksti">{esc(t)}</p></li>'
        for w, p, d, t in reports
    )

    def one(e: E, i: int, sub: str) -> str:
        return (
            f'<div class="viesti"><p class="v-otsake"><span class="v-nimi">{esc(e.who)}</span> <span class="v-aika">{esc(e.at)}</span></p>'
            f'{paras(e.raw, cls="v-teksti")}<p class="v-toiminnot"><a href="#">Vastaa</a> · <a href="#">Ilmoita asiaton viesti</a></p>{sub}</div>'
        )

    talk = tree(es, one, lambda s, d: s if d == 0 else f'<div class="vastaukset">{s}</div>')
    body = f"""<body>
<div class="sivu">
<header class="ylapalkki"><a href="/" class="lehti">Kuikkalahden Viesti</a><span class="pvm">lauantai 9.2.2019</span>
<nav>{links("/", ["Uutiset", "Kunta", "Urheilu", "Kulttuuri", "Menot", "Ilmoitukset"], li=False)}</nav></header>
<div class="runko">
<article class="juttu">
<p class="osasto">Uutiset</p>
<h1>Jäätie Papinsaareen avattiin – ensimmäistä kertaa kahteen talveen</h1>
<p class="kirjoittaja">Riikka Tolvanen · 9.2.2019 15.10</p>
<p class="ingressi">Kahden leudon talven jälkeen Papinsaaren asukkaat pääsevät taas autolla mantereelle. Tie on auki niin kauan kuin jäätä riittää.</p>
<figure><img src="/kuvat/2019/jaatie.svg" width="640" height="300" alt=""><figcaption>Talkoolaiset merkitsivät tien viitoilla perjantaina. Kuva: Riikka Tolvanen</figcaption></figure>
<p>Ylä-Kuikkaveden yli kulkeva jäätie Kirkonkylän rannasta Papinsaareen avattiin lauantaina aamupäivällä. Tie on 2,3 kilometriä pitkä, ja sen aurasivat kyläyhdistyksen talkoolaiset.</p>
<p>Jään paksuus mitattiin perjantaina kymmenestä kohdasta. Ohuin kohta oli 31 senttiä. Tiellä on 30 kilometrin nopeusrajoitus ja kahden tonnin painoraja, ja autojen välissä on pidettävä vähintään viidenkymmenen metrin väli.</p>
<p>Papinsaaressa asuu ympäri vuoden yksitoista ihmistä. Kesäasukkaita on kymmenkertainen määrä.</p>
<details class="keskustelu" id="keskustelu">
<summary>Näytä keskustelu (4)</summary>
<h3>Keskustelu</h3>
{talk}
<p class="k-ohje">Kirjoittaminen vaatii kirjautumisen. Noudatathan keskustelun sääntöjä.</p>
</details>
</article>
<aside class="reuna">
<section class="jaahavainnot"><h3>Lukijoiden jäähavainnot</h3><ul class="havainnot">{obs}</ul>
<p class="h-lisaa"><a href="/jaahavainto">Lähetä oma havaintosi</a> · Havainnot ovat lukijoiden omia, eivät virallisia mittauksia.</p></section>
<section class="menot"><h3>Menot</h3><p>10.2. Pilkkikilpailut, Kirkonkylän ranta<br>16.2. Laskiaisrieha, seurantalo</p></section>
</aside>
</div>
<footer class="alapalkki">Kuikkalahden Viesti · Rantatie 4 · <a href="/toimitus">Toimitus</a> · <a href="/tietosuoja">Tietosuoja</a></footer>
</div>
</body>
</html>
"""
    css = """
body{margin:0;background:#e9eef1;font:16px/1.6 "Open Sans",Arial,sans-serif;color:#1f2a30}.sivu{max-width:1000px;margin:0 auto;background:#fff}.ylapalkki{padding:14px 24px;background:#1d3c5a;color:#fff}
.lehti{color:#fff;font:700 28px Georgia,serif;text-decoration:none;margin-right:16px}.pvm{font-size:13px;color:#b6c9da}.ylapalkki nav{margin-top:6px}.ylapalkki nav a{color:#e1ebf3;margin-right:12px;font-size:14px}
.runko{display:flex;gap:28px;padding:18px 24px}.juttu{flex:1}.reuna{width:270px;font-size:14px}.osasto{color:#2a7ab0;font-weight:700;margin:0;font-size:13px}.kirjoittaja{font-size:13px;color:#777}.ingressi{font-weight:600}figcaption{font-size:12px;color:#777}
.keskustelu{margin-top:24px;border:1px solid #cfd8de;border-radius:4px;padding:8px 14px}.keskustelu summary{cursor:pointer;font-weight:700;color:#1d3c5a}.viesti{border-bottom:1px solid #eee;padding:8px 0}.vastaukset{margin-left:28px}
.v-nimi{font-weight:700}.v-aika{color:#888;font-size:12px}.v-teksti{margin:3px 0}.v-toiminnot{font-size:12px;margin:0}.k-ohje{font-size:12px;color:#888}
.jaahavainnot{background:#eef5fa;padding:4px 12px 10px}.havainnot{list-style:none;padding:0}.havainto{border-bottom:1px dotted #b8c7d3;padding:6px 0}.h-kuka,.h-pvm,.h-teksti{margin:0}.h-pvm{font-size:12px;color:#777}.h-lisaa{font-size:12px}
.alapalkki{padding:14px 24px;background:#1d3c5a;color:#dbe5ee;font-size:13px}.alapalkki a{color:#fff}
"""
    return case(
        "fr-fi-mixed-jaatie",
        "mixed",
        "fi",
        head(title="Jäätie Papinsaareen avattiin | Kuikkalahden Viesti", lang="fi", css=css) + body,
        es,
        path="/uutiset/2019/02/09/jaatie-papinsaareen-avattiin",
        reveal="details: a closed <details> at the end of the article; its summary 'Näytä keskustelu (4)' opens it (the entries are in the served HTML)",
        container="details#keskustelu.keskustelu: summary 'Näytä keskustelu (4)', h3 'Keskustelu', div.viesti entries (p.v-otsake: span.v-nimi NAME, span.v-aika '9.2.2019 klo 17.32'; p.v-teksti TEXT; 'Vastaa · Ilmoita asiaton viesti'); the reply in div.vastaukset inside its parent; a rules line",
        heading="Keskustelu",
        description="A Finnish lake-district paper of 2019 (invented), mixed: the ice road to an island opens; 4 readers' entries (one reply) in a closed <details> 'Näytä keskustelu (4)'; beside it, in the right column, 'Lukijoiden jäähavainnot', five readers' ice reports (NAME, PLACE; a date; a sentence on the ice), not comments; a dated byline, a captioned photo, events.",
        static=True,
        lookalikes=("aside section.jaahavainnot li.havainto",),
        check_steps=("click:#keskustelu summary", "wait:200"),
        files={"/kuvat/2019/jaatie.svg": picture(640, 300, "#9fb8c9", "Jäätie Papinsaareen", 20)},
    )


# --------------------------------------------------------------------------- da: a drawer beside listeners' traffic reports, 2021


def da_broen() -> Case:
    es = thread("""
Henrik Mølgaard | 23. nov. 2021 kl. 07.48 | Seks uger med ét spor over broen midt i julehandlen. Kunne arbejdet ikke have ventet til januar?
> Lone Bak | 23. nov. 2021 kl. 08.15 | Kommunen skrev allerede i sommer, at fugerne skal skiftes før frosten. Venter man, bliver det bare dyrere.
Jens fra Havnegade | 23. nov. 2021 kl. 09.02 | Tag cyklen. Det tager mig tolv minutter fra Havnegade til stationen, og jeg har ikke holdt i kø en eneste gang.
""")
    reports = [
        (
            "07.42",
            "Bente",
            "Nørrevej",
            "Kø fra rundkørslen og helt ud til broen, regn med et kvarter ekstra.",
        ),
        (
            "07.35",
            "Søren i lastbilen",
            "Rute 23",
            "Vejarbejde ved Ålekrog Syd, kun ét spor. Det glider langsomt.",
        ),
        (
            "07.20",
            "Mette",
            "Stationsvej",
            "Bussen til gymnasiet holder i kø bag skraldebilen, cirka fem minutters forsinkelse.",
        ),
        ("07.05", "Kasper", "Fjordvejen", "Glat ved skovstykket efter nattens frost. Kør forsigtigt!"),
        ("06.50", "Annette", "Broen", "Stadig fri bane i begge retninger lige nu."),
    ]
    tips = "".join(
        f'<li class="melding"><span class="m-tid">{esc(t)}</span> <span class="m-navn">{esc(n)}</span>, <span class="m-sted">{esc(s)}</span><p class="m-tekst">{esc(x)}</p></li>'
        for t, n, s, x in reports
    )
    data = [
        {
            "nr": i + 1,
            "navn": e.who,
            "tid": e.at,
            "tekst": flat(e.raw),
            "svar_paa": e.parent + 1 if e.parent is not None else 0,
        }
        for i, e in enumerate(es)
    ]
    script = """
(function () {
  var indlaeg = @DATA@;
  var skuffe = document.getElementById("debat-skuffe");
  var liste = document.getElementById("debat-liste");
  var tegnet = false;
  function lav(tag, kl, tekst) { var x = document.createElement(tag); if (kl) x.className = kl; if (tekst != null) x.textContent = tekst; return x; }
  function et(d) {
    var boks = lav("div", "indlaeg");
    var top = lav("div", "i-top"); top.append(lav("strong", null, d.navn), " ", lav("span", "i-tid", d.tid));
    boks.append(top);
    d.tekst.split("\\n\\n").forEach(function (t) { boks.append(lav("p", "i-tekst", t)); });
    boks.append(lav("a", "i-svar", "Svar"));
    var svar = indlaeg.filter(function (x) { return x.svar_paa === d.nr; });
    if (svar.length) { var s = lav("div", "i-svarliste"); svar.forEach(function (x) { s.append(et(x)); }); boks.append(s); }
    return boks;
  }
  function aabn(ev) {
    ev.preventDefault();
    if (!tegnet) { tegnet = true; indlaeg.filter(function (x) { return !x.svar_paa; }).forEach(function (d) { liste.append(et(d)); }); }
    skuffe.classList.add("aaben"); skuffe.setAttribute("aria-hidden", "false");
  }
  document.getElementById("aabn-debat").addEventListener("click", aabn);
  document.getElementById("luk-debat").addEventListener("click", function () { skuffe.classList.remove("aaben"); skuffe.setAttribute("aria-hidden", "true"); });
})();
""".replace("@DATA@", jsq(data))
    body = f"""<body>
<header class="hoved"><a href="/" class="kanal">Radio Ålekrog <small>94,6 MHz</small></a><nav>{links("/", ["Nyheder", "Trafik", "Sport", "Musik", "Programmer"], li=False)}</nav><a class="lyt" href="/live">▶ Lyt live</a></header>
<div class="indhold">
<article class="nyhed">
<p class="kat">Trafik</p>
<h1>Ålekrog Bro får kun ét spor i seks uger</h1>
<p class="info">Af Thomas Brink · 23. november 2021, kl. 06.30 · <a href="#debat" id="aabn-debat" class="debat-link">Debat (3)</a></p>
<p class="manchet">Fra mandag skal bilisterne over broen skiftes til at køre, når kommunen udskifter fugerne i kørebanen. Lysregulering styrer trafikken.</p>
<figure><img src="/grafik/2021/aalekrog-bro.svg" width="640" height="300" alt=""><figcaption>Ålekrog Bro bliver lysreguleret fra mandag. Foto: Thomas Brink</figcaption></figure>
<p>Arbejdet på Ålekrog Bro begynder mandag 29. november og ventes færdigt 10. januar. I den periode er der kun ét spor åbent, og trafiklys styrer, hvilken retning der kører.</p>
<p>Ifølge kommunens vejafdeling skal fugerne udskiftes, før vinteren for alvor sætter ind. "Vi har valgt at arbejde i dagtimerne, så naboerne kan sove om natten," siger vejchef Birgit Ravn.</p>
<p>Kommunen opfordrer pendlere til at tage toget eller cyklen, og busserne får en ekstra afgang om morgenen.</p>
<p class="lyd">🎧 Hør indslaget fra Morgenradioen (3:12)</p>
</article>
<aside class="hoejre">
<section class="trafik"><h3>Lytternes trafikmeldinger</h3><p class="t-note">Ring eller sms til 70 00 94 60</p><ul class="meldinger">{tips}</ul></section>
<section class="spiller"><h3>Lige nu</h3><p>Morgenradioen med Pia og Ole</p></section>
</aside>
</div>
<div id="debat-skuffe" class="skuffe" aria-hidden="true" role="complementary">
<div class="skuffe-top"><h2>Debat</h2><button type="button" id="luk-debat" aria-label="Luk">✕</button></div>
<div id="debat-liste" class="debat-liste"></div>
<p class="skuffe-regler">Husk god tone. Indlæg med personangreb fjernes.</p>
</div>
<footer class="fod">Radio Ålekrog · Havnegade 1 · <a href="/om">Om radioen</a> · <a href="/privatliv">Privatlivspolitik</a></footer>
<script>{script}</script>
</body>
</html>
"""
    css = """
body{margin:0;font:16px/1.6 Verdana,Geneva,sans-serif;color:#222;overflow-x:hidden}.hoved{display:flex;align-items:center;gap:22px;padding:10px 26px;background:#6a1b9a;color:#fff}.kanal{color:#fff;font:700 24px Arial,sans-serif;text-decoration:none}
.kanal small{font-size:12px;color:#e1bee7}.hoved nav a{color:#f3e5f5;margin-right:12px;font-size:13px}.lyt{margin-left:auto;background:#fff;color:#6a1b9a;padding:4px 12px;border-radius:14px;text-decoration:none;font-weight:700}
.indhold{display:flex;gap:30px;max-width:1040px;margin:0 auto;padding:18px 26px}.nyhed{flex:1}.hoejre{width:290px;font-size:13px}.kat{color:#6a1b9a;font-weight:700;margin:0;font-size:12px;text-transform:uppercase}
.info{font-size:12px;color:#777}.debat-link{color:#6a1b9a;font-weight:700}.manchet{font-weight:700}figcaption{font-size:12px;color:#777}.lyd{background:#f3e5f5;padding:6px 10px}
.trafik{background:#fff8e1;padding:4px 12px 10px;border-top:4px solid #ffb300}.t-note{font-size:11px;color:#777;margin:0}.meldinger{list-style:none;padding:0}.melding{border-bottom:1px solid #f0e2b6;padding:6px 0}
.m-tid{font-weight:700;color:#e65100}.m-navn{font-weight:700}.m-tekst{margin:2px 0}.spiller{margin-top:14px}
.skuffe{position:fixed;top:0;right:-440px;width:400px;height:100%;background:#fff;box-shadow:-4px 0 12px rgba(0,0,0,.25);padding:12px 18px;transition:right .2s;overflow:auto}.skuffe.aaben{right:0}
.skuffe-top{display:flex;justify-content:space-between;align-items:center}.skuffe-top button{border:0;background:none;font-size:20px}.indlaeg{border-bottom:1px solid #eee;padding:8px 0}.i-svarliste{margin-left:24px}
.i-tid{color:#999;font-size:11px}.i-tekst{margin:3px 0}.i-svar{font-size:12px;color:#6a1b9a}.skuffe-regler{font-size:11px;color:#999}.fod{padding:14px 26px;background:#4a148c;color:#e1bee7;font-size:12px}.fod a{color:#fff}
"""
    return case(
        "fr-da-mixed-broen",
        "mixed",
        "da",
        head(title="Ålekrog Bro får kun ét spor i seks uger | Radio Ålekrog", lang="da", css=css) + body,
        es,
        path="/nyheder/trafik/2021/11/aalekrog-bro-faar-kun-et-spor",
        reveal="drawer: the byline's link 'Debat (3)' slides in a side panel (fixed, off-screen until then) and, on its first opening, draws the entries there from an array in the page's script",
        container="div#debat-skuffe.skuffe (off-screen, aria-hidden): h2 'Debat', div#debat-liste > div.indlaeg entries (div.i-top: strong NAME, span.i-tid '23. nov. 2021 kl. 07.48'; p.i-tekst TEXT; a 'Svar'); the reply in div.i-svarliste inside its parent; a rules line",
        heading="Debat",
        description="A Danish local radio's news site of 2021 (invented), mixed: the town bridge is down to one lane for six weeks; 3 readers' entries (one reply) in a side drawer opened by the byline's 'Debat (3)' and drawn by the page's script; beside it, in the right column, 'Lytternes trafikmeldinger', five listeners' traffic reports (a time, NAME, PLACE, a sentence), not comments; a dated byline, a captioned photo, a 'now playing' box.",
        lookalikes=("aside section.trafik li.melding",),
        check_steps=("click:#aabn-debat", "wait:400"),
        files={"/grafik/2021/aalekrog-bro.svg": picture(640, 300, "#546e7a", "Ålekrog Bro", 20)},
    )
