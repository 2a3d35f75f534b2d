"""Blind set BN: five more hand-built discussions as phones show them: a "댓글 15개 보기" link to a lightweight
comments page of its own with a "더보기" load-more and a link back (ko), a "Przeczytaj 17 komentarzy" link to a comments
page of its own over two numbered pages (pl), a floating speech-balloon badge opening a full-screen overlay, behind an
app-install banner and a consent sheet that covers the page (tr), top-level comments in the page with every thread's
replies folded behind "Xem n trả lời" buttons that fetch them (vi), a sticky bottom bar "انضم إلى النقاش · 11" opening
a bottom sheet drawn from JSON in the page (ar). Every class name, name, place and text invented for this set; each
comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bn_common import (
    C,
    Case,
    Parts,
    Story,
    as_json,
    dumps,
    esc,
    initials,
    make,
    page,
    paras,
    replies,
    seeds,
    thread,
    tree,
)


def ko_comments_page() -> Case:
    cs = thread("""
새벽강주민 | 2시간 전 | - | l=57 | 203번 없어지면 윗마을 어르신들 병원은 어떻게 가나요? 하루 네 번이라도 다니던 건데ㅠㅠ
jiwoo_kim | 2시간 전 | 0 | l=12 | 수요응답형 택시 생긴다고 기사에 나와 있던데요. 전화로 부르는 거
새벽강주민 | 1시간 전 | 1 | l=20 | @jiwoo_kim 어르신들이 전화로 부르시는 게 생각보다 쉽지 않아요
박철수 | 2시간 전 | - | l=4 | 하루 승객 30명이면 적자 날 만하지. 세금 생각도 해야죠
강변맘 | 1시간 전 | 3 | l=31 | 그 30명이 대부분 학생이랑 어르신이에요. 숫자로만 볼 문제는 아님
박철수 | 1시간 전 | 4 | l=6 | 그건 맞는 말씀입니다
윗마을 이장 | 1시간 전 | - | l=25 | 다음 주 화요일 군청 설명회 갑니다. 주민분들 같이 가요. 오후 2시 2층 회의실
새벽강일보 | 58분 전 | 6 | l=9,staff | 설명회 내용도 취재해서 보도하겠습니다. 의견 있으시면 제보 부탁드립니다.
ㅇㅇ | 50분 전 | - | l=3 | 기사님 친절하셨는데 아쉽네요
h.lee | 45분 전 | - | l=7 | 택시는 몇 시까지 다녀요? 야간 근무라 막차 시간이 중요해서요
jiwoo_kim | 40분 전 | 9 | l=2 | 밤 9시까지라고 들었어요. 확실하진 않아요
h.lee | 31분 전 | 10 | l=1 | 9시면 저한텐 의미 없네요 ㅠ
고등학생 | 25분 전 | - | l=18 | 통학은 어떻게 하라고요... 자전거로 40분인데
강변맘 | 20분 전 | 12 | l=10 | 학부모회에서 통학버스 노선 늘려 달라고 건의한대요. 힘내요!
삼거리슈퍼 | 9분 전 | - | l=5 | 정류장 앞 가게인데 손님 절반이 버스 손님이었어요. 걱정입니다
""")
    first = 9
    base = "/sahoe/maeul-bus-203-pyeji"
    cpath = "/comment/maeul-bus-203-pyeji"

    def item(i: int, c: C, sub: str) -> str:
        tag = '<em class="sb-tag">기자</em>' if c.has("staff") else ""
        return (
            f'<li class="sb-item" data-cid="{30410 + i}"><div class="sb-pf">{esc(initials(c.name))}</div><div class="sb-main">'
            f'<div class="sb-nick">{esc(c.name)}{tag}<span class="sb-ago">{esc(c.when)}</span></div>{paras(c.text, cls="sb-txt")}'
            f'<div class="sb-btns"><button type="button">공감 {c.get("l")}</button><button type="button">답글</button>'
            f'<button type="button">신고</button></div>{sub}</div></li>'
        )

    shown = tree(cs, item, lambda s, _p: f'<ul class="sb-re">{s}</ul>', keep=lambda i: i < first)
    more = as_json(cs, lambda i, c: {"like": int(c.get("l") or 0)})[first:]
    css = (
        ".sb-bar{position:sticky;top:0;display:flex;align-items:center;gap:8px;height:48px;padding:0 12px;background:#123;color:#fff}"
        ".sb-bar a{color:#fff;text-decoration:none}.sb-title{padding:10px 14px;font-weight:700;border-bottom:1px solid #eee}"
        ".sb-sort{display:flex;gap:14px;padding:8px 14px;font-size:13px;color:#888}.sb-sort b{color:#123}ul{list-style:none;margin:0;padding:0}"
        ".sb-item{display:flex;gap:8px;padding:10px 14px;border-bottom:1px solid #f0f0f0}.sb-re .sb-item{padding-right:0;border:0}"
        ".sb-pf{flex:none;width:32px;height:32px;border-radius:50%;background:#3b6ea5;color:#fff;display:grid;place-items:center;font-size:11px}"
        ".sb-nick{font-weight:700;font-size:14px}.sb-ago{font-weight:400;color:#999;font-size:12px;margin-left:6px}.sb-tag{font-style:normal;"
        "background:#3b6ea5;color:#fff;font-size:10px;padding:0 4px;margin-left:4px}.sb-txt{margin:3px 0}.sb-btns button{border:0;background:none;"
        "color:#888;font-size:12px;margin-right:6px}#sb-more{display:block;width:calc(100% - 28px);margin:12px 14px;padding:12px;border:1px solid #ccd;background:#fff}"
    )
    js = """<script>
(function () {
  function el(t, c, x) { var e = document.createElement(t); if (c) e.className = c; if (x != null) e.textContent = x; return e; }
  function ini(n) { var w = n.replace(/[_.]/g, ' ').split(/\\s+/).filter(Boolean); return (w.length > 1 ? w[0][0] + w[1][0] : n.slice(0, 2)).toUpperCase(); }
  document.getElementById('sb-more').addEventListener('click', function () {
    var b = this;
    fetch('/api/comment/maeul-bus-203-pyeji-2.json').then(function (r) { return r.json(); }).then(function (d) {
      var at = {};
      d.list.forEach(function (c) {
        var li = el('li', 'sb-item'); li.append(el('div', 'sb-pf', ini(c.user)));
        var m = el('div', 'sb-main'); var n = el('div', 'sb-nick', c.user); n.append(el('span', 'sb-ago', c.ago)); m.append(n);
        c.msg.split('\\n\\n').forEach(function (p) { m.append(el('p', 'sb-txt', p)); });
        var bt = el('div', 'sb-btns'); bt.innerHTML = '<button type="button">공감 ' + c.like + '</button><button type="button">답글</button><button type="button">신고</button>';
        m.append(bt); li.append(m); at[c.id] = m;
        if (c.parentId && at[c.parentId]) { var u = at[c.parentId].querySelector(':scope > ul.sb-re'); if (!u) { u = el('ul', 'sb-re'); at[c.parentId].append(u); } u.append(li); }
        else document.getElementById('sb-list').append(li);
      });
      b.remove();
    });
  });
})();
</script>"""
    title = "마을버스 203번 다음 달 폐지…수요응답형 택시로 대체"
    cpage = page(
        "ko-saebyeok",
        f"댓글 - {title}",
        f'<header class="sb-bar"><a href="{base}" id="sb-back">‹ 기사로 돌아가기</a></header>'
        f'<h1 class="sb-title">{esc(title)}</h1><h2 class="sb-count" style="padding:0 14px;font-size:16px">댓글 {len(cs)}</h2>'
        '<div class="sb-sort"><b>순공감순</b><span>최신순</span><span>공감비율순</span></div>'
        f'<ul id="sb-list">{shown}</ul><button type="button" id="sb-more">더보기 ({len(cs) - first})</button>'
        '<p style="padding:0 14px;font-size:12px;color:#999">댓글은 작성자의 의견이며 새벽강일보의 입장과 다를 수 있습니다.</p>',
        css=css,
        end=js,
    )
    block = (
        f'<a class="sb-go" id="sb-go" href="{cpath}" style="display:block;margin:18px 0;padding:12px;border-radius:10px;'
        f'background:#eef2f8;color:#123;font-weight:700;text-decoration:none">💬 댓글 {len(cs)}개 보기 ›</a>'
    )
    st = Story(
        title,
        "이수현 기자",
        "2024-11-04T07:30:00+09:00",
        "2024.11.04 07:30",
        """
새벽강군은 윗마을과 읍내를 잇는 마을버스 203번을 다음 달 말로 폐지한다고 3일 밝혔다. 하루 평균 승객은 30명 안팎이다.

군은 대신 전화로 부르는 수요응답형 택시를 오전 6시부터 밤 9시까지 운행할 계획이다. 요금은 버스와 같다.

주민 설명회는 다음 주 화요일 오후 2시 군청 2층 회의실에서 열린다.
""",
        section="사회",
        top=(("마을버스 203번 폐지", "15"), ("김장 축제 주말 개최", "7"), ("새벽강 다리 야간 통제", "22")),
        next=("김장 축제 이번 주말 개최", "읍내 광장에서 토·일 이틀간 열린다."),
        feel=(("👍", "19"), ("😢", "142"), ("😡", "77")),
    )
    return make(
        "bn-ko-comment-page",
        "discussion",
        "ko-saebyeok",
        st,
        Parts(inside=block),
        seeds(cs),
        path=base,
        reveal="separate page + load more: '💬 댓글 15개 보기 ›' at the end of the article opens a lightweight comments page (with '‹ 기사로 돌아가기' back to the article) showing 9 comments; its '더보기 (6)' fetches the other 6 from JSON",
        container="the comments page: h2 '댓글 15', sort tabs, ul#sb-list > li.sb-item (div.sb-pf initials, div.sb-nick + span.sb-ago, p.sb-txt, 공감 n, 답글, 신고), replies in ul.sb-re, three levels; button#sb-more",
        heading="댓글 15",
        description=f"A Korean county paper's app-like page of 2024 on a village bus line closing: {len(cs)} readers' comments ({replies(cs)} replies, the reporter answering once) on a comments page of their own linked from the end of the article, 9 in its HTML and 6 behind '더보기 (6)'. Most awkward: no comment on the article page; the last six only after a click on the second page.",
        files={cpath: cpage, "/api/comment/maeul-bus-203-pyeji-2.json": dumps({"list": more})},
        comments_page=cpath,
        check_steps=("click:#sb-go", "wait:1000", "click:#sb-more", "wait:1000"),
    )


def pl_numbered_pages() -> Case:
    cs = thread("""
Halina z Młyńskiej | 5 godz. temu | - | p=1,l=23 | Kupuję tam jajka od tej samej pani od 20 lat. Gdzie ona ma teraz stać?
marek_zalesie | 5 godz. temu | 0 | p=1,l=6 | Tymczasowo na parkingu przy hali, tak jest w artykule
Halina z Młyńskiej | 4 godz. temu | 1 | p=1,l=2 | No to dobrze, byle nie na drugim końcu miasta
Tomek Wiśniewski | 5 godz. temu | - | p=1,l=15 | W końcu! Błoto po kostki jak popada, wstyd dla miasta
Ela_K | 4 godz. temu | 3 | p=1,l=19 | Błoto błotem, ale teraz postawią wiatę za 3 mln i podniosą opłaty targowe, zobaczycie
Tomek Wiśniewski | 4 godz. temu | 4 | p=1,l=3 | Może i tak, ale ktoś musi za to zapłacić 🤷
Kupiec (warzywa) | 4 godz. temu | - | p=1,l=31 | Budowa od czerwca do października = cały sezon truskawek i ogórków. Kto to planował?
Kurier Zalesia | 3 godz. temu | 6 | p=1,l=12,staff | Zapytaliśmy o to urząd. Według wiceburmistrza termin wynika z dotacji, którą trzeba rozliczyć do końca roku. Wrócimy do tematu.
Kupiec (warzywa) | 3 godz. temu | 7 | p=1,l=8 | Dziękuję, że się tym zajęliście
Jadzia | 3 godz. temu | - | p=2,l=27 | Będą toalety? To najważniejsze pytanie 😂
Piotr S. | 2 godz. temu | 9 | p=2,l=5 | W projekcie są, sprawdzałem na stronie urzędu
Jadzia | 2 godz. temu | 10 | p=2,l=9 | No to jestem za 😁
Agnieszka R. | 2 godz. temu | - | p=2,l=11 | Szkoda starych kasztanowców przy wejściu. Zostają czy nie?
Piotr S. | 1 godz. temu | 12 | p=2,l=4 | Dwa zostają, jeden do wycinki, podobno chory
Bogdan | 1 godz. temu | - | p=2,l=7 | Pamiętam jeszcze, jak tu był plac targowy z końmi. Czasy się zmieniają
Ela_K | 40 min temu | 14 | p=2,l=6 | Panie Bogdanie, mój dziadek tam konie sprzedawał! 🐴
mieszkaniec | 12 min temu | - | p=2,l=1 | Oby tylko skończyli na czas, a nie jak z basenem
""")
    base = "/zalesie/targowisko-mlynska-przebudowa"
    cbase = "/komentarze/targowisko-mlynska-przebudowa"

    def item(i: int, c: C, sub: str) -> str:
        red = ' <span class="kz-red">REDAKCJA</span>' if c.has("staff") else ""
        return (
            f'<div class="kz-kom" id="k{61200 + i}"><div class="kz-gora"><span class="kz-ava">{esc(initials(c.name))}</span>'
            f'<span class="kz-autor">{esc(c.name)}</span>{red}<span class="kz-czas">{esc(c.when)}</span></div>'
            f'<div class="kz-tresc">{paras(c.text)}</div><div class="kz-dol"><span>👍 {c.get("l")}</span> <a href="#">Odpowiedz</a> '
            f'<a href="/zglos/{61200 + i}">Zgłoś</a></div>{sub}</div>'
        )

    def pager(n: int) -> str:
        one = f'<a href="{cbase}" id="kz-p1">1</a>' if n == 2 else "<b>1</b>"
        two = f'<a href="{cbase}-strona-2" id="kz-p2">2</a>' if n == 1 else "<b>2</b>"
        nxt = f' <a href="{cbase}-strona-2" class="kz-nast" id="kz-nast">Następna ›</a>' if n == 1 else ""
        prv = f'<a href="{cbase}" class="kz-pop">‹ Poprzednia</a> ' if n == 2 else ""
        return f'<nav class="kz-pager">{prv}{one} {two}{nxt}</nav>'

    css = (
        ".kz-wroc{display:block;padding:12px;background:#0d47a1;color:#fff;text-decoration:none}.kz-h{padding:8px 12px;margin:0;font-size:18px}"
        ".kz-art{padding:0 12px;color:#555;font-size:14px}.kz-kom{padding:10px 12px;border-bottom:1px solid #eee}.kz-kom .kz-kom{margin-left:18px;border:0;padding-right:0}"
        ".kz-ava{display:inline-block;width:26px;height:26px;line-height:26px;text-align:center;border-radius:50%;background:#0d47a1;color:#fff;font-size:10px;margin-right:6px}"
        ".kz-autor{font-weight:700}.kz-czas{color:#888;font-size:12px;margin-left:6px}.kz-red{background:#c62828;color:#fff;font-size:10px;padding:0 4px}"
        ".kz-tresc p{margin:4px 0}.kz-dol{font-size:12px;color:#777}.kz-dol a{color:#777;margin-left:8px}.kz-pager{padding:12px;text-align:center;font-size:16px}"
        ".kz-pager a,.kz-pager b{padding:4px 10px}"
    )
    title = "Targowisko przy Młyńskiej do przebudowy. Kupcy: „Stracimy sezon”"

    def cpage(n: int) -> str:
        body = tree(cs, item, lambda s, _p: s, keep=lambda i: cs[i].get("p") == str(n))
        return page(
            "pl-zalesie",
            f"Komentarze ({n}/2): {title}",
            f'<a class="kz-wroc" href="{base}">‹ Wróć do artykułu</a><p class="kz-art">{esc(title)}</p>'
            f'<h1 class="kz-h">Komentarze ({len(cs)})</h1><p class="kz-art">Strona {n} z 2 · od najstarszych</p>'
            f'{pager(n)}<div class="kz-lista">{body}</div>{pager(n)}'
            '<p class="kz-art"><a href="/logowanie">Zaloguj się, aby skomentować</a></p>',
            css=css,
        )

    block = (
        f'<a class="kz-link" id="kz-link" href="{cbase}" style="display:flex;justify-content:space-between;margin:16px 0;padding:12px;'
        f'border:2px solid #0d47a1;border-radius:8px;color:#0d47a1;font-weight:700;text-decoration:none">'
        f"<span>💬 Przeczytaj {len(cs)} komentarzy</span><span>›</span></a>"
    )
    st = Story(
        title,
        "Anna Krawczyk",
        "2023-05-15T06:45:00+02:00",
        "15.05.2023, 06:45 · 6 godz. temu",
        """
Miasto ogłosiło przetarg na przebudowę targowiska przy ulicy Młyńskiej. Powstanie zadaszona wiata, utwardzony plac, toalety i nowe oświetlenie.

Prace mają potrwać od czerwca do października. Na ten czas handel przeniesie się na parking przy hali sportowej.

Kupcy są niezadowoleni z terminu. Urząd tłumaczy, że dotację trzeba rozliczyć do końca roku.
""",
        section="Zalesie",
        top=(
            ("Targowisko do przebudowy", "17"),
            ("Nowy rozkład autobusów", "41"),
            ("Basen znów zamknięty", "58"),
        ),
        next=("Nowy rozkład autobusów od czerwca", "Linia 4 pojedzie częściej, linia 9 znika."),
        feel=(("👍", "64"), ("😡", "38"), ("🤔", "20")),
    )
    return make(
        "bn-pl-strony",
        "discussion",
        "pl-zalesie",
        st,
        Parts(inside=block),
        seeds(cs),
        path=base,
        reveal="separate pages: '💬 Przeczytaj 17 komentarzy' at the end of the article opens a comments page of its own (9 comments, '‹ Wróć do artykułu'); 'Następna ›' or '2' opens its second page (8 comments)",
        container="the comments pages: h1 'Komentarze (17)', nav.kz-pager above and below, div.kz-lista > div.kz-kom (span.kz-ava, span.kz-autor, 'REDAKCJA', span.kz-czas, div.kz-tresc, 👍 n, Odpowiedz, Zgłoś), replies nested div.kz-kom, three levels",
        heading="Komentarze (17)",
        description=f"A Polish town paper's mobile edition of 2023 on a market square rebuilt: {len(cs)} readers' comments ({replies(cs)} replies, the newsroom answering once) on a comments page of their own over two numbered pages ({cbase} and {cbase}-strona-2), threads whole on their page. Most awkward: nothing on the article page, half of the discussion on the comments page's second page.",
        files={cbase: cpage(1), f"{cbase}-strona-2": cpage(2)},
        comments_page=cbase,
        check_steps=("click:#kz-link", "wait:800", "snap", "click:#kz-nast", "wait:800"),
    )


def tr_badge_overlay() -> Case:
    cs = thread("""
Ayşe Demirtaş | 5 sa önce | - | l=34 | Sonunda!! Geçen yaz 7.30 seferine yetişmek için koşuyorduk 😅
mehmet_k | 5 sa önce | 0 | l=12 | Aynen, bir de son sefer 22.00 olmuş, akşam yemeğine karşıya geçebiliriz artık
Ayşe Demirtaş | 4 sa önce | 1 | l=5 | @mehmet_k balıkçı Nuri'de görüşürüz o zaman 🐟
Hasan Usta | 4 sa önce | - | l=18 | Fiyat ne olacak? Haberde yazmıyor. Geçen sene 40 liraydı, şimdi kaç?
Karaburun Postası | 3 sa önce | 3 | l=22,staff | Hasan Bey, işletme yaz tarifesinde tam biletin 55 TL, öğrenci biletinin 30 TL olacağını açıkladı. Haberi de güncelledik.
Hasan Usta | 3 sa önce | 4 | l=9 | %37 zam. Hayırlı olsun 🙄
Selin | 3 sa önce | - | l=2 | Bisikletler için ek ücret var mı bilen?
deniz.tutkunu | 2 sa önce | 6 | l=4 | Geçen yıl yoktu, ama hafta sonu ön tarafta yer kalmıyordu
Selin | 2 sa önce | 7 | l=1 | Teşekkürler! Erken gideriz o zaman
Emekli Öğretmen Nermin | 2 sa önce | - | l=15 | Engelli rampası tamir edildi mi? Annemle geçen yıldan beri binemiyoruz
Okan | 1 sa önce | 9 | l=6 | Rampa yeni, geçen ay taktılar, ben gördüm
Emekli Öğretmen Nermin | 48 dk önce | 10 | l=3 | Çok sevindim, teşekkür ederim evladım
Barış | 30 dk önce | - | l=7 | Ekimde kış tarifesi yine 2 sefere düşecek mi? Asıl sorun o
mehmet_k | 10 dk önce | 12 | l=2 | Düşer tabii, her yıl aynı film
""")
    css = (
        ".kp-app{display:flex;align-items:center;gap:10px;padding:8px 12px;background:#fff7e0;border-bottom:1px solid #eed9a0;font-size:14px}"
        ".kp-app b{flex:1}.kp-app a{background:#e65100;color:#fff;padding:4px 12px;border-radius:14px;text-decoration:none}.kp-app button{border:0;background:none;font-size:18px}"
        ".kp-onay-arka{position:fixed;inset:0;background:rgba(0,0,0,.45);z-index:90}.kp-onay{position:fixed;left:0;right:0;bottom:0;z-index:91;background:#fff;"
        "border-radius:16px 16px 0 0;padding:18px;font-size:14px}.kp-onay button{width:100%;padding:12px;margin-top:8px;border-radius:10px;border:1px solid #1f2a44;font-size:15px}"
        "#kp-kabul{background:#1f2a44;color:#fff}.kp-rozet{position:fixed;right:16px;bottom:76px;z-index:40;border:0;border-radius:28px;padding:12px 16px;"
        "background:#e65100;color:#fff;font-size:17px;font-weight:700;box-shadow:0 4px 12px rgba(0,0,0,.3)}.kp-katman{position:fixed;inset:0;z-index:60;background:#fff;overflow-y:auto}"
        ".kp-ust{position:sticky;top:0;display:flex;justify-content:space-between;align-items:center;padding:12px 14px;background:#fff;border-bottom:1px solid #eee}"
        ".kp-ust button{border:0;background:none;font-size:24px}.kp-y{display:flex;gap:8px;padding:10px 14px;border-bottom:1px solid #f2f2f2}"
        ".kp-y .kp-y{padding-right:0;border:0}.kp-harf{flex:none;width:32px;height:32px;border-radius:50%;background:#e65100;color:#fff;display:grid;place-items:center;font-size:11px}"
        ".kp-ad{font-weight:700}.kp-zaman{color:#999;font-size:12px;margin-left:6px}.kp-metin{margin:3px 0}.kp-alt{font-size:12px;color:#888}.kp-alt span{margin-right:10px}"
        ".kp-mod{background:#1f2a44;color:#fff;font-size:10px;padding:0 4px;border-radius:3px;margin-left:4px}"
    )
    top = (
        '<div class="kp-app" id="kp-app"><span>📱</span><b>Uygulamamızda daha hızlı okuyun</b><a href="/uygulama">Aç</a>'
        '<button type="button" onclick="this.parentNode.remove()" aria-label="Kapat">×</button></div>'
    )
    after = (
        f'<button type="button" class="kp-rozet" id="kp-rozet" aria-label="Yorumlar ({len(cs)})">💬 {len(cs)}</button>'
        '<div class="kp-katman" id="kp-katman" role="dialog" aria-modal="true" aria-labelledby="kp-baslik" hidden>'
        f'<div class="kp-ust"><b id="kp-baslik">Yorumlar ({len(cs)})</b><button type="button" id="kp-kapat" aria-label="Kapat">×</button></div>'
        '<div id="kp-liste"><p class="kp-yukle" style="padding:14px">Yükleniyor…</p></div>'
        '<p style="padding:14px"><a href="/giris">Yorum yazmak için giriş yapın</a></p></div>'
        '<div class="kp-onay-arka" id="kp-onay-arka"></div><div class="kp-onay" id="kp-onay" role="dialog" aria-label="Çerez tercihleri">'
        "<b>Gizliliğiniz bizim için önemli</b><p>Karaburun Postası, deneyiminizi iyileştirmek ve reklamları kişiselleştirmek için çerezler kullanır. "
        'Ayrıntılar için <a href="/cerez-politikasi">çerez politikamızı</a> okuyun.</p>'
        '<button type="button" id="kp-kabul">Kabul et</button><button type="button" id="kp-ayar">Ayarları yönet</button></div>'
    )
    end = """<script>
(function () {
  function el(t, c, x) { var e = document.createElement(t); if (c) e.className = c; if (x != null) e.textContent = x; return e; }
  function ini(n) { var w = n.replace(/[_.]/g, ' ').split(/\\s+/).filter(Boolean); return (w.length > 1 ? w[0][0] + w[1][0] : n.slice(0, 2)).toLocaleUpperCase('tr'); }
  function close() { document.getElementById('kp-onay').remove(); document.getElementById('kp-onay-arka').remove(); }
  document.getElementById('kp-kabul').addEventListener('click', close);
  document.getElementById('kp-ayar').addEventListener('click', close);
  var got = false, box = document.getElementById('kp-katman');
  document.getElementById('kp-kapat').addEventListener('click', function () { box.hidden = true; });
  document.getElementById('kp-rozet').addEventListener('click', function () {
    box.hidden = false;
    if (got) return; got = true;
    fetch('/api/yorum/feribot-yaz-tarifesi.json').then(function (r) { return r.json(); }).then(function (d) {
      var list = document.getElementById('kp-liste'); list.textContent = ''; var at = {};
      d.data.forEach(function (c) {
        var y = el('div', 'kp-y'); y.append(el('span', 'kp-harf', ini(c.user)));
        var g = el('div', 'kp-govde'); var h = el('div'); h.append(el('span', 'kp-ad', c.user));
        if (c.staff) h.append(el('span', 'kp-mod', 'Editör'));
        h.append(el('span', 'kp-zaman', c.ago)); g.append(h);
        c.msg.split('\\n\\n').forEach(function (p) { g.append(el('p', 'kp-metin', p)); });
        var a = el('div', 'kp-alt'); a.innerHTML = '<span>❤ ' + c.likes + '</span><span>Yanıtla</span><span>Şikayet et</span>'; g.append(a);
        y.append(g); at[c.id] = g;
        (c.parentId ? at[c.parentId] : list).append(y);
      });
    });
  });
})();
</script>"""
    st = Story(
        "Karaburun–Dikmen feribotu yaz tarifesine geçiyor: sefer sayısı ikiye katlandı",
        "Elif Yazıcı",
        "2025-06-02T07:15:00+03:00",
        "02.06.2025 07:15",
        """
Karaburun ile Dikmen arasında çalışan feribot, 15 Haziran'dan itibaren yaz tarifesine geçiyor. Günlük sefer sayısı 6'dan 12'ye çıkıyor, son sefer 22.00'de yapılacak.

İşletme, yaz tarifesinde bilet fiyatlarının da güncelleneceğini açıkladı. Kış tarifesi ekim ayında yeniden başlayacak.

Geçen ay iskeleye yeni bir engelli rampası takıldı.
""",
        section="Yerel",
        top=(
            ("Feribot yaz tarifesine geçiyor", "14"),
            ("Sahil yolunda asfalt çalışması", "26"),
            ("Zeytin hasadı rekor", "9"),
        ),
        next=(
            "Sahil yolunda asfalt çalışması başladı",
            "Çalışma iki hafta sürecek, yol tek şeritten akacak.",
        ),
        feel=(("😍", "120"), ("😮", "14"), ("😡", "31")),
    )
    data = {"data": as_json(cs, lambda i, c: {"likes": int(c.get("l") or 0), "staff": c.has("staff")})}
    return make(
        "bn-tr-rozet",
        "discussion",
        "tr-karaburun",
        st,
        Parts(top=top, after=after, css=css, end=end),
        seeds(cs),
        path="/yerel/feribot-yaz-tarifesi",
        reveal="badge + overlay, behind a consent sheet: a cookie sheet with a dark backdrop covers the page until 'Kabul et'; then the floating '💬 14' badge opens a full-screen overlay that fetches the comments from JSON; an app-install banner at the top",
        container="div#kp-katman (role=dialog, full screen, hidden): b 'Yorumlar (14)', div#kp-liste > div.kp-y (span.kp-harf initials, span.kp-ad, 'Editör', span.kp-zaman, p.kp-metin, ❤ n, Yanıtla, Şikayet et), replies nested div.kp-y",
        heading="Yorumlar (14)",
        description=f"A Turkish peninsula paper's app-like page of 2025 on a ferry's summer timetable: {len(cs)} readers' comments ({replies(cs)} replies, the paper answering once) fetched into a full-screen overlay that a floating speech-balloon badge '💬 14' opens, while a consent sheet with a backdrop covers the page until accepted and an app-install banner sits on top. Most awkward: two layers in front (consent, then the badge's overlay) and only a count in the page.",
        files={"/api/yorum/feribot-yaz-tarifesi.json": dumps(data)},
        check_steps=("click:#kp-kabul", "click:#kp-rozet", "wait:1000"),
    )


def vi_folded_replies() -> Case:
    cs = thread("""
Thu Hằng | 5 giờ trước | - | l=41 | Bến mới xa quá, mấy cô bán cá lớn tuổi đi lại sao nổi 😟
anh Tuấn xe ôm | 5 giờ trước | 0 | l=8 | Có xe buýt tuyến 12 chạy tới đó mà chị, 20 phút là tới
Thu Hằng | 4 giờ trước | 1 | l=12 | @anh Tuấn xe ôm nhưng 2 giờ sáng đâu có xe buýt anh ơi
Minh Quân | 5 giờ trước | - | l=9 | Chợ cũ mùi quá, chuyển đi là đúng. Khu đó giờ toàn khách sạn
Lan Phương | 4 giờ trước | 3 | l=17 | Vậy là lại vì khách du lịch chứ không phải vì dân 🙄
Minh Quân | 4 giờ trước | 4 | l=3 | Cũng không hẳn, bến mới có kho lạnh, cá tươi hơn mà
Bà Sáu | 4 giờ trước | - | l=66 | Tôi bán ở chợ này 32 năm rồi. Mong thành phố hỗ trợ tiền thuê sạp mấy tháng đầu
Báo Phố Cảng | 3 giờ trước | 6 | l=20,staff | Thưa bà, theo ban quản lý chợ, tiểu thương được miễn tiền thuê sạp 6 tháng đầu. Chúng tôi sẽ đăng chi tiết trong bài sau.
Bà Sáu | 3 giờ trước | 7 | l=14 | Cảm ơn các cháu nhiều
Khoa Nguyễn | 3 giờ trước | - | l=2 | Bến mới có chỗ gửi xe máy không ạ?
Hùng | 2 giờ trước | 9 | l=1 | Có, bãi xe rộng lắm, mình đi ngang thấy rồi
ngọc_ánh | 2 giờ trước | - | l=25 | Hải sản ở chợ đêm rẻ hơn siêu thị nhiều, mong giá đừng tăng khi chuyển
Lan Phương | 1 giờ trước | 11 | l=4 | Đồng ý 100%
Tư Sáng | 1 giờ trước | - | l=6 | Ai đi chợ sớm thì nhớ ngày 1 tháng sau là ngày cuối ở bến cũ nha
Thu Hằng | 40 phút trước | 13 | l=3 | Cảm ơn, mình sẽ ghé lần cuối chụp vài tấm ảnh kỷ niệm
Quốc Bảo | 15 phút trước | - | l=5 | Bài viết hay, ảnh chợ lúc 3 giờ sáng đẹp quá 👍
""")
    tops = [i for i, c in enumerate(cs) if c.parent is None]

    def under(t: int) -> list[int]:
        out: list[int] = []
        for i, c in enumerate(cs):
            p = c.parent
            while p is not None and p != t:
                p = cs[p].parent
            if p == t:
                out.append(i)
        return out

    def item(i: int) -> str:
        c = cs[i]
        n = len(under(i))
        fold = (
            f'<button type="button" class="pc-xem" id="pc-xem-{i}" data-src="/api/binhluan/cho-ca-dem-{i + 1}.json">↳ Xem {n} trả lời</button>'
            f'<div class="pc-tl" id="pc-tl-{i}"></div>'
            if n
            else ""
        )
        return (
            f'<div class="pc-bl" data-id="{i + 1}"><span class="pc-tt">{esc(initials(c.name))}</span><div class="pc-nd">'
            f'<p class="pc-ten"><b>{esc(c.name)}</b> <span>{esc(c.when)}</span></p>{paras(c.text, cls="pc-noi")}'
            f'<p class="pc-hd">👍 {c.get("l")} · Trả lời · Báo cáo</p>{fold}</div></div>'
        )

    every = as_json(cs, lambda i, c: {"like": int(c.get("l") or 0), "staff": c.has("staff")})
    files = {}
    for t in tops:
        sub = under(t)
        if sub:
            files[f"/api/binhluan/cho-ca-dem-{t + 1}.json"] = dumps({"replies": [every[i] for i in sub]})
    css = (
        ".pc-binhluan{padding:12px 16px;border-top:8px solid #f0f2f4}.pc-bl{display:flex;gap:8px;padding:8px 0;border-bottom:1px solid #eee}"
        ".pc-tl .pc-bl{border:0}.pc-tt{flex:none;width:32px;height:32px;border-radius:50%;background:#00695c;color:#fff;display:grid;place-items:center;font-size:11px}"
        ".pc-ten{margin:0;font-size:14px}.pc-ten span{color:#888;font-size:12px}.pc-noi{margin:3px 0}.pc-hd{margin:0;font-size:12px;color:#888}"
        ".pc-xem{border:0;background:none;color:#00695c;font-weight:700;padding:4px 0}.pc-bt{background:#00695c;color:#fff;font-size:10px;padding:0 4px;margin-left:4px}"
    )
    block = (
        f'<section class="pc-binhluan" id="pc-binhluan"><h2>Bình luận ({len(cs)})</h2><div class="pc-sapxep">Quan tâm nhất ▾</div>'
        + "".join(item(t) for t in tops)
        + '<a href="/dang-nhap">Đăng nhập để bình luận</a></section>'
    )
    end = """<script>
(function () {
  function el(t, c, x) { var e = document.createElement(t); if (c) e.className = c; if (x != null) e.textContent = x; return e; }
  function ini(n) { var w = n.replace(/[_.]/g, ' ').split(/\\s+/).filter(Boolean); return (w.length > 1 ? w[0][0] + w[1][0] : n.slice(0, 2)).toUpperCase(); }
  document.querySelectorAll('.pc-xem').forEach(function (b) {
    b.addEventListener('click', function () {
      var box = b.nextElementSibling;
      fetch(b.dataset.src).then(function (r) { return r.json(); }).then(function (d) {
        var at = {};
        d.replies.forEach(function (c) {
          var x = el('div', 'pc-bl'); x.dataset.id = c.id; x.append(el('span', 'pc-tt', ini(c.user)));
          var nd = el('div', 'pc-nd'); var t = el('p', 'pc-ten'); t.append(el('b', null, c.user));
          if (c.staff) t.append(el('span', 'pc-bt', 'Tòa soạn'));
          t.append(' '); t.append(el('span', null, c.ago)); nd.append(t);
          c.msg.split('\\n\\n').forEach(function (p) { nd.append(el('p', 'pc-noi', p)); });
          nd.append(el('p', 'pc-hd', '👍 ' + c.like + ' · Trả lời · Báo cáo'));
          x.append(nd); at[c.id] = nd;
          var host = at[c.parentId];
          if (host) { var s = host.querySelector(':scope > .pc-tl'); if (!s) { s = el('div', 'pc-tl'); host.append(s); } s.append(x); } else box.append(x);
        });
        b.remove();
      });
    });
  });
})();
</script>"""
    st = Story(
        "Chợ cá đêm Phố Cảng chuyển về bến mới từ tháng sau",
        "Trần Minh Châu",
        "2024-08-20T05:30:00+07:00",
        "20/08/2024 05:30 (GMT+7)",
        """
Từ ngày 1 tháng sau, chợ cá đêm ở bến cũ Phố Cảng sẽ chuyển về bến cá mới ở phía bắc thành phố. Chợ họp từ 1 giờ đến 6 giờ sáng mỗi ngày.

Bến mới có kho lạnh, bãi giữ xe và khu rửa cá. Ban quản lý chợ cho biết tiểu thương được miễn tiền thuê sạp trong sáu tháng đầu.

Nhiều người bán lâu năm lo ngại quãng đường đi lại xa hơn.
""",
        section="Đời sống",
        top=(("Chợ cá đêm chuyển bến", "16"), ("Cầu Cảng Mới thông xe", "48"), ("Giá xăng giảm nhẹ", "12")),
        next=("Cầu Cảng Mới thông xe sớm hai tháng", "Cây cầu nối hai bờ cảng rút ngắn quãng đường 7 km."),
        feel=(("👍", "88"), ("😢", "51"), ("😮", "10")),
    )
    steps = (*(f"click:#pc-xem-{t}" for t in tops if under(t)), "wait:1000")
    return make(
        "bn-vi-tra-loi",
        "discussion",
        "vi-phocang",
        st,
        Parts(after=block, css=css, end=end),
        seeds(cs),
        path="/doi-song/cho-ca-dem-chuyen-ben",
        reveal="folded replies: the 7 top-level comments are in the page; each thread's replies (9 in all) are behind its own '↳ Xem n trả lời' button that fetches them from JSON",
        container="section#pc-binhluan: h2 'Bình luận (16)', div.pc-bl (span.pc-tt initials, p.pc-ten b name + span time, p.pc-noi, 👍 n · Trả lời · Báo cáo), replies fetched into div.pc-tl, three levels",
        heading="Bình luận (16)",
        description=f"A Vietnamese port-city paper's mobile edition of 2024 on a night fish market moving: {len(cs)} readers' comments, the {len(tops)} top-level ones in the page, the {replies(cs)} replies (the paper answering once, replies to replies) each thread behind a '↳ Xem n trả lời' button fetching them. Most awkward: more than half of the discussion behind six separate buttons.",
        files=files,
        check_steps=steps,
    )


def ar_bottom_sheet() -> Case:
    cs = thread("""
أم يوسف | منذ 4 ساعات | - | l=40 | أخيرا! ابني يشتغل في المطعم حتى منتصف الليل وكان يرجع مشيا 🙏
خالد العمري | منذ 4 ساعات | 0 | l=9 | الله يحفظه، الخط الجديد يمر من أمام الميناء أيضا
سامي_٩٠ | منذ 3 ساعات | - | l=6 | كم سعر التذكرة؟ ما ذكروه في الخبر
صدى الساحل | منذ 3 ساعات | 2 | l=15,staff | أهلا سامي، التذكرة بنفس سعر الحافلة النهارية، ريالان، وتقبل البطاقة الذكية.
سامي_٩٠ | منذ ساعتين | 3 | l=2 | شكرا على الرد السريع 👍
نورة | منذ ساعتين | - | l=22 | هل فيه كاميرات داخل الحافلات؟ السلامة مهمة للبنات
فهد | منذ ساعة | 5 | l=5 | حسب كلام البلدية كل الحافلات فيها كاميرات وسائق مدرب
أبو ماجد | منذ ساعة | - | l=18 | المهم الالتزام بالمواعيد، الحافلة النهارية تتأخر نص ساعة دايما
ريم | منذ ٤٠ دقيقة | 7 | l=7 | صح كلامك، أنتظرها كل يوم عند المدرسة 😩
عبدالله الحربي | منذ ٢٠ دقيقة | - | l=11 | فكرة ممتازة، ياليت يمددونها إلى حي الصيادين
خالد العمري | منذ ١٠ دقائق | 9 | l=3 | أؤيدك، حي الصيادين يحتاج خطا من زمان
""")
    data = as_json(cs, lambda i, c: {"likes": int(c.get("l") or 0), "staff": c.has("staff")})
    css = (
        ".sd-bar{position:fixed;left:0;right:0;bottom:58px;z-index:40;display:flex;justify-content:space-between;align-items:center;padding:10px 14px;"
        "background:#004d40;color:#fff}.sd-bar button{border:0;border-radius:16px;padding:6px 14px;background:#ffca28;font-weight:700}"
        ".sd-sheet{position:fixed;left:0;right:0;bottom:0;height:78vh;z-index:70;background:#fff;border-radius:18px 18px 0 0;box-shadow:0 -6px 20px rgba(0,0,0,.25);"
        "overflow-y:auto}.sd-grip{width:40px;height:4px;border-radius:2px;background:#ccc;margin:8px auto}.sd-head{display:flex;justify-content:space-between;padding:6px 14px}"
        ".sd-head button{border:0;background:none;font-size:22px}.sd-t{display:flex;gap:8px;padding:10px 14px;border-bottom:1px solid #f1f1f1}.sd-t .sd-t{border:0;padding-left:0}"
        ".sd-av{flex:none;width:32px;height:32px;border-radius:50%;background:#004d40;color:#fff;display:grid;place-items:center}.sd-n{font-weight:700}"
        ".sd-w{color:#999;font-size:12px;margin-inline-start:6px}.sd-x{margin:3px 0}.sd-f{font-size:12px;color:#888}.sd-f span{margin-inline-end:10px}"
        ".sd-ed{background:#004d40;color:#fff;font-size:10px;padding:0 4px;margin-inline-start:4px}"
    )
    after = (
        f'<div class="sd-bar" id="sd-bar"><span>انضم إلى النقاش · {len(cs)}</span><button type="button" id="sd-open">التعليقات</button></div>'
        '<div class="sd-sheet" id="sd-sheet" role="dialog" aria-label="التعليقات" hidden><div class="sd-grip"></div>'
        f'<div class="sd-head"><b>التعليقات ({len(cs)})</b><button type="button" id="sd-close" aria-label="إغلاق">×</button></div>'
        '<div id="sd-list"></div><p style="padding:0 14px"><a href="/login">سجّل الدخول لتعلّق</a></p></div>'
        f'<script type="application/json" id="sd-data">{dumps(data)}</script>'
    )
    end = """<script>
(function () {
  function el(t, c, x) { var e = document.createElement(t); if (c) e.className = c; if (x != null) e.textContent = x; return e; }
  var sheet = document.getElementById('sd-sheet'), drawn = false;
  document.getElementById('sd-close').addEventListener('click', function () { sheet.hidden = true; });
  document.getElementById('sd-open').addEventListener('click', function () {
    sheet.hidden = false;
    if (drawn) return; drawn = true;
    var at = {}, list = document.getElementById('sd-list');
    JSON.parse(document.getElementById('sd-data').textContent).forEach(function (c) {
      var t = el('div', 'sd-t'); t.append(el('span', 'sd-av', c.user.replace(/[_\\d\\u0660-\\u0669]/g, '').trim().slice(0, 1)));
      var b = el('div', 'sd-b'); var h = el('div'); h.append(el('span', 'sd-n', c.user));
      if (c.staff) h.append(el('span', 'sd-ed', 'المحرر'));
      h.append(el('span', 'sd-w', c.ago)); b.append(h);
      c.msg.split('\\n\\n').forEach(function (p) { b.append(el('p', 'sd-x', p)); });
      var f = el('div', 'sd-f'); f.innerHTML = '<span>♡ ' + c.likes + '</span><span>رد</span><span>إبلاغ</span>'; b.append(f);
      t.append(b); at[c.id] = b;
      (c.parentId ? at[c.parentId] : list).append(t);
    });
  });
})();
</script>"""
    st = Story(
        "بلدية الساحل تطلق حافلات ليلية على خط الكورنيش",
        "ليلى الشهري",
        "2024-10-13T08:00:00+03:00",
        "١٣ أكتوبر ٢٠٢٤ - ٨:٠٠ ص",
        """
أعلنت بلدية الساحل تشغيل خط حافلات ليلي على الكورنيش ابتداء من الأسبوع المقبل، من التاسعة مساء حتى الثانية فجرا.

ويمر الخط الجديد أمام الميناء والسوق القديم، بسعر التذكرة نفسه في الحافلات النهارية. وقالت البلدية إن جميع الحافلات مزودة بكاميرات.

وتدرس البلدية مد الخط لاحقا إلى أحياء أخرى.
""",
        section="محليات",
        top=(
            ("حافلات ليلية على الكورنيش", "11"),
            ("افتتاح سوق السمك الجديد", "34"),
            ("موجة حر نهاية الأسبوع", "6"),
        ),
        next=("افتتاح سوق السمك الجديد في الميناء", "أكثر من ستين محلا في المبنى الجديد."),
        feel=(("👍", "230"), ("❤️", "97"), ("😐", "12")),
    )
    return make(
        "bn-ar-sheet",
        "discussion",
        "ar-sadasahel",
        st,
        Parts(after=after, css=css, end=end),
        seeds(cs),
        path="/mahalliyat/hafilat-layliya-korniche",
        reveal="sticky bar + bottom sheet: a fixed bar 'انضم إلى النقاش · 11' with a button 'التعليقات' opens a bottom sheet drawn from JSON held in the page (script type=application/json)",
        container="div#sd-sheet (role=dialog, hidden): b 'التعليقات (11)', div#sd-list > div.sd-t (span.sd-av, span.sd-n, 'المحرر', span.sd-w, p.sd-x, ♡ n, رد, إبلاغ), replies nested div.sd-t",
        heading="التعليقات (11)",
        description=f"An Arabic coastal paper's app-like page of 2024 on night buses: {len(cs)} readers' comments ({replies(cs)} replies, the paper answering once) held as JSON in the page and drawn into a bottom sheet only when the sticky bar's button is pressed; right to left, relative times in Arabic-Indic digits. Most awkward: the comments are only JSON text in the served HTML until a sticky bar's button is pressed.",
        check_steps=("click:#sd-open", "wait:500"),
    )


def threads2_bn() -> list[Case]:
    return [
        ko_comments_page(),
        pl_numbered_pages(),
        tr_badge_overlay(),
        vi_folded_replies(),
        ar_bottom_sheet(),
    ]
