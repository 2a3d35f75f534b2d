"""Blind set AY: four more discussions in a site's own comment widget as the saved page holds it: a long comment cut
with "devamını oku" and a moderator's removal (tr), verified readers, the newsroom's answer, an advertisement between
the comments and "Zobrazit další příspěvky" (cs), a small blog's three comments with "Visa mer" and comments closed
after them (sv), votes "추천 / 반대", an entry blinded after reports and "더보기" (ko). Every class name, name,
place and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_ay_common import (
    C,
    Case,
    Parts,
    Story,
    cut,
    esc,
    lazy,
    make,
    paras,
    seeds,
    thread,
    tree,
)


def tr_bisiklet() -> Case:
    cs = thread("""
Elif Karaca | 02.06.2014 10:12 | - | - | Sahil yolunda bisiklet yolu yapılması çok güzel ama lütfen yürüyüş yolundan ayrı olsun. Geçen yaz iki kere bisikletliler çocuğuma çarpmak üzereydi, kimse hızını düşürmüyor. Belediye bunu da düşünmeli.
Murat Şahin | 02.06.2014 10:40 | 0 | - | Projede ayrı şerit olduğu yazıyor, çizimde de görülüyor.
Misafir | 02.06.2014 11:05 | - | guest | Önce kaldırımları düzeltsinler.
Kemal Yurt | 02.06.2014 13:20 | - | - | Her sabah işe bisikletle gidiyorum, bu yolu yıllardır bekliyorduk. Emeği geçenlere teşekkürler.
Ayşe Demirtaş | 02.06.2014 14:02 | 3 | - | Kemal Bey, kışın da bisikletle gidiyor musunuz? Merak ettim.
""")

    def item(i: int, c: C, sub: str) -> str:
        head, rest = cut(c.text, 110)
        text = (
            esc(head)
            if not rest
            else (
                f'{esc(head)}<span class="yrm-devam" style="display:none">{esc(rest)}</span> <a href="#" class="yrm-oku">devamını oku</a>'
            )
        )
        cls = "yrm-ad yrm-misafir" if c.has("guest") else "yrm-ad"
        return (
            f'<li class="yrm-kutu">{lazy(f"yrm-{i}", "yrm-resim", 40)}<div class="yrm-ic"><b class="{cls}">{esc(c.name)}</b>'
            f' <span class="yrm-tarih">{esc(c.when)}</span><p class="yrm-metin">{text}</p>'
            '<span class="yrm-butonlar"><a href="#">Yanıtla</a> · <a href="#">👍</a> <a href="#">👎</a> · <a href="#">Şikayet et</a></span>'
            + (f'<ul class="yrm-cevaplar">{sub}</ul>' if sub else "")
            + "</div></li>"
        )

    removed = (
        '<li class="yrm-kutu yrm-silindi"><div class="yrm-ic"><p class="yrm-metin">Bu yorum moderatör tarafından '
        "kaldırılmıştır.</p></div></li>"
    )
    block = (
        '<div class="yorumlar-alani"><h4 class="yrm-baslik">Yorumlar (6)</h4><div class="yrm-yaz"><textarea placeholder='
        '"Yorumunuzu yazın..."></textarea><p>Yorum yazmak için <a href="/giris">giriş yapın</a> veya misafir olarak yazın.</p>'
        '</div><ul class="yrm-liste">' + tree(cs, item, lambda s: s, after={2: removed}) + "</ul></div>"
    )
    st = Story(
        "Sahil yoluna 6 kilometrelik bisiklet yolu",
        "Haber Merkezi",
        "2014-06-01T18:00:00+03:00",
        "01 Haziran 2014 18:00",
        """
Dereli Belediyesi, sahil yolu boyunca 6 kilometre uzunluğunda bir bisiklet yolu yapılacağını açıkladı. Çalışmaların temmuz ayında başlaması ve eylül sonunda tamamlanması planlanıyor.

Proje kapsamında bisiklet yolu, yürüyüş yolundan yeşil bir şeritle ayrılacak. Güzergah boyunca dört bisiklet park alanı ve iki dinlenme noktası da yapılacak.

Belediye başkanı, projenin ilçede bisiklet kullanımını artırmasını beklediklerini söyledi.
""",
        section="Yerel",
        related=(
            "Dereli'de su kesintisi",
            "Derelispor yeni sezon hazırlıklarına başladı",
            "Fındık fiyatları açıklandı",
            "Yaz okulu kayıtları başladı",
        ),
        tags=("bisiklet yolu", "sahil", "belediye"),
        shares=(245, 51, 4),
    )
    return make(
        "ay-tr-own-bisiklet",
        "discussion",
        "tr-dereli",
        st,
        Parts(before=block),
        seeds(cs),
        path="/yerel/sahil-yoluna-bisiklet-yolu",
        container="div.yorumlar-alani: h4 'Yorumlar (6)', a textarea, ul.yrm-liste > li.yrm-kutu (lazy avatar, b.yrm-ad, span.yrm-tarih '02.06.2014 10:12', p.yrm-metin with a long text cut: the rest in span.yrm-devam hidden, 'devamını oku'; Yanıtla · 👍 👎 · Şikayet et), replies in ul.yrm-cevaplar one level; a 'moderatör tarafından kaldırılmıştır' li among them",
        heading="Yorumlar (6)",
        description="A Turkish local news portal of 2014 with its own comment widget: 5 comments, a long one cut with the rest in a hidden span behind 'devamını oku', a guest ('Misafir'), replies one level; an entry removed by the moderator (not a comment).",
    )


def cs_koupaliste() -> Case:
    cs = thread("""
Jaroslav Kubíček | 15.5.2011 18:22 | - | ov | To je ostuda. Koupaliště bylo otevřené i v devadesátých letech, kdy na nic nebyly peníze.
Věra Nováková | 15.5.2011 18:45 | 0 | - | Tenkrát ale nikdo nekontroloval hygienu vody. Dnes by ho zavřeli po prvním rozboru.
Jaroslav Kubíček | 15.5.2011 19:10 | 1 | ov | To je pravda, ale mohli začít opravovat už před pěti lety.
Tomáš Beneš | 15.5.2011 19:32 | - | - | Kdy přesně se má začít s rekonstrukcí? V článku je jen „v příštím roce“.
Lipnický zpravodaj | 15.5.2011 20:05 | 3 | red | Podle starosty mají být stavební práce vysoutěženy do konce září, začít by se mělo na jaře 2012.
Hanka | 15.5.2011 21:17 | - | - | Děti budou zase jezdit do Vranovic, autobus tam jede dvakrát denně.
Petr Zelenka | 16.5.2011 07:40 | 5 | ov | Ve Vranovicích je ale koupaliště krásné a vstupné levnější.
Hanka | 16.5.2011 08:12 | 6 | - | Jenže s dvěma dětmi autobusem je to výlet na celý den.
Milan S. | 16.5.2011 09:55 | - | - | Navrhuju udělat sbírku, přispěju pětistovkou.
""")

    def item(i: int, c: C, sub: str) -> str:
        mark = '<span class="dsk-overeny" title="Ověřený čtenář">✓</span>' if c.has("ov") else ""
        if c.has("red"):
            mark = '<span class="dsk-redakce">redakce</span>'
        return (
            f'<div class="dsk-prispevek dsk-uroven-{0 if c.seed.parent is None else 1}" id="p{5521 + i}">'
            f'<div class="dsk-hlavicka">{lazy(f"dsk-{i}", "dsk-foto", 30, loaded=True)}<a class="dsk-jmeno" href="/diskuse/uzivatel/{5521 + i}">'
            f'{esc(c.name)}</a>{mark} <span class="dsk-cas">{esc(c.when)}</span></div>'
            f'<div class="dsk-obsah">{paras(c.text)}</div><div class="dsk-akce"><a href="#">Odpovědět</a> · <a href="#">+</a> · '
            f'<a href="#">Nahlásit</a></div>{sub}</div>'
        )

    ad = (
        '<div class="dsk-reklama"><span class="dsk-rek-popis">Reklama</span><a href="/_ad/c1"><img src="/_avatar/ad-cz.svg" '
        'alt="" width="468" height="60"></a><p>Půjčka až 50 000 Kč ještě dnes, bez poplatků předem</p></div>'
    )
    block = (
        '<div id="diskuse" class="dsk"><h3>Diskuse <span class="dsk-pocet">(21 příspěvků)</span></h3>'
        '<p class="dsk-pravidla">Diskutovat mohou jen <a href="/registrace">registrovaní čtenáři</a> s ověřeným telefonem. '
        '<a href="/pravidla">Pravidla diskuse</a></p><div class="dsk-vlakna">'
        + tree(cs, item, lambda s: f'<div class="dsk-reakce">{s}</div>', after={3: ad})
        + '</div><p class="dsk-dalsi"><a href="?strana=2#diskuse">Zobrazit další příspěvky</a></p></div>'
    )
    st = Story(
        "Koupaliště v Lipnici letos neotevře",
        "Lucie Hrubá",
        "2011-05-15T16:00:00+02:00",
        "15. 5. 2011 16:00",
        """
Městské koupaliště v Lipnici zůstane letos v létě zavřené. Rozbory vody loni na podzim ukázaly, že stará filtrace už nestačí, a krajská hygienická stanice provoz bez rekonstrukce nepovolí.

Oprava bazénu a nové technologie mají stát přes 30 milionů korun. Město chce část peněz získat z dotací, zbytek zaplatí z úvěru.

Nejbližší otevřené koupaliště je ve Vranovicích, asi čtrnáct kilometrů od Lipnice.
""",
        section="Region",
        related=(
            "Na náměstí vyroste nová kašna",
            "Hasiči zasahovali u požáru stodoly",
            "Lipnice vyhrála okresní derby",
            "Knihovna prodlouží otevírací dobu",
        ),
        tags=("koupaliště", "rekonstrukce"),
        bio="Lucie Hrubá píše pro Lipnický zpravodaj o dění na radnici.",
        shares=(130, 22, 5),
    )
    return make(
        "ay-cs-own-koupaliste",
        "discussion",
        "cs-lipnice",
        st,
        Parts(before=block),
        seeds(cs),
        path="/region/koupaliste-v-lipnici-letos-neotevre",
        container="div#diskuse.dsk: h3 'Diskuse (21 příspěvků)', rules, div.dsk-vlakna > div.dsk-prispevek (img, a.dsk-jmeno, '✓' verified or 'redakce', span.dsk-cas '15.5.2011 18:22', div.dsk-obsah, Odpovědět · + · Nahlásit), replies in div.dsk-reakce two levels; an advertisement div between the threads; 'Zobrazit další příspěvky'",
        heading="Diskuse (21 příspěvků)",
        description="A Czech town paper of 2011 with its own discussion: 9 of 21 posts on the page (the rest behind 'Zobrazit další příspěvky'), verified readers marked by a tick, the newsroom's answer, replies two levels deep; an advertisement between the threads (not a comment).",
    )


def sv_lekplats() -> Case:
    cs = thread("""
Britt-Marie Ek | 9 oktober 2012 kl. 19:04 | - | - | Vilket fint initiativ! Jag kommer på lördag och köper en hel låda kanelbullar. Och om det behövs fler bakare så har jag en plåt kardemummakakor som jag gärna bidrar med, säg bara till i förväg så att det inte blir för mycket av samma sort.
Anders i Nybo | 9 oktober 2012 kl. 21:30 | 0 | - | Britt-Marie, ring Gunnel, hon håller i listan över bakare.
Sofia L. | 10 oktober 2012 kl. 07:12 | - | - | Hoppas gungorna kommer tillbaka, barnen saknar dem.
""")

    def item(i: int, c: C, sub: str) -> str:
        head, rest = cut(c.text, 100)
        text = (
            esc(head)
            if not rest
            else (
                f'{esc(head)}<span class="kb-mer" style="display:none">{esc(rest)}</span> <a href="#" class="kb-visa">Visa mer</a>'
            )
        )
        return (
            f'<li class="kb-inlagg">{lazy(f"kb-{i}", "kb-bild", 36, attr="data-lazyload")}<p class="kb-vem"><b>{esc(c.name)}</b>'
            f'<br><small>{esc(c.when)}</small></p><p class="kb-text">{text}</p>'
            + (f'<ul class="kb-svar">{sub}</ul>' if sub else "")
            + "</li>"
        )

    block = (
        '<div class="kb-kommentarer" id="kommentarer"><h3>3 kommentarer</h3><ol class="kb-lista">'
        + tree(cs, item, lambda s: s)
        + '</ol><p class="kb-stangt">Kommentarerna är stängda för det här inlägget.</p></div>'
    )
    st = Story(
        "Föreningen bakar för en ny lekplats",
        "Upplagt av Gunnel",
        "2012-10-08T20:00:00+02:00",
        "måndag 8 oktober 2012",
        """
På lördag klockan tio öppnar vi kaffeservering och bakförsäljning i Bygdegården. Allt vi tjänar går till den nya lekplatsen bakom skolan, där de gamla gungorna plockades bort i våras.

Vi behöver fortfarande fler som bakar! Hör av er till mig eller till Anders så skriver vi upp er på listan.

Välkomna, och ta gärna med grannen.
""",
        section="Föreningar",
        related=(
            "Höstens loppis blev en succé",
            "Ny turlista för bussen",
            "Älgjakten börjar",
            "Tack för i år, badplatsen",
        ),
        tags=("lekplats", "bakförsäljning", "Bygdegården"),
        shares=(14, 2, 0),
    )
    return make(
        "ay-sv-own-lekplats",
        "discussion",
        "sv-bergsjo",
        st,
        Parts(before=block),
        seeds(cs),
        path="/foreningar/foreningen-bakar-for-ny-lekplats",
        container="div#kommentarer.kb-kommentarer: h3 '3 kommentarer', ol.kb-lista > li.kb-inlagg (lazy img, b name, small '9 oktober 2012 kl. 19:04', p.kb-text with a long text cut: the rest in span.kb-mer hidden, 'Visa mer'), a reply in ul.kb-svar; 'Kommentarerna är stängda för det här inlägget.'",
        heading="3 kommentarer",
        description="A Swedish village blog of 2012 with its own small comment widget: 3 comments, a long one cut with the rest in a hidden span behind 'Visa mer', one reply; comments closed after them.",
    )


def ko_bus() -> Case:
    cs = thread("""
바다사랑 | 2013.07.02 09:14 | - | u=45,d=3 | 요금 올리는 건 이해하는데 배차 간격부터 줄여 주세요. 출근 시간에 20분씩 기다립니다.
김민수 | 2013.07.02 09:40 | 0 | u=12,d=1 | 맞아요. 103번은 아침에 만차라서 그냥 지나가는 경우도 많아요.
해운신문 | 2013.07.02 10:05 | 0 | red,u=7,d=0 | 시에 따르면 하반기에 출근 시간대 증차가 예정되어 있다고 합니다. 추가 취재 후 보도하겠습니다.
이정희 | 2013.07.02 11:22 | - | u=8,d=0 | 노인 무료 승차는 그대로 유지되는지 궁금합니다.
박준호 | 2013.07.02 11:50 | 3 | u=5,d=0 | 기사 마지막 문단에 유지된다고 나와 있어요.
학생123 | 2013.07.02 13:07 | - | u=20,d=2 | 학생 요금도 오르나요? 한 달 교통비가 벌써 부담인데요.
""")

    def item(i: int, c: C, sub: str) -> str:
        red = '<em class="rp-giza">기자</em>' if c.has("red") else ""
        return (
            f'<li class="rp-item"><div class="rp-info"><strong class="rp-nick">{esc(c.name)}</strong>{red} '
            f'<span class="rp-date">{esc(c.when)}</span></div><div class="rp-txt">{paras(c.text)}</div>'
            f'<div class="rp-btns"><a href="#" class="rp-reply">답글</a> <a href="#" class="rp-up">추천 {c.get("u")}</a> '
            f'<a href="#" class="rp-down">반대 {c.get("d")}</a> <a href="#" class="rp-report">신고</a></div>'
            + (f'<ul class="rp-sub">{sub}</ul>' if sub else "")
            + "</li>"
        )

    blind = (
        '<li class="rp-item rp-blind"><p class="rp-txt">신고가 접수되어 블라인드 처리된 댓글입니다.</p></li>'
    )
    block = (
        '<div class="reply-area"><div class="rp-top"><h4>댓글 <span class="rp-cnt">9</span></h4><span class="rp-sort">'
        '<a href="#" class="on">최신순</a> | <a href="#">추천순</a></span></div><div class="rp-write"><textarea placeholder='
        '"로그인 후 댓글을 남겨 주세요."></textarea><button type="button">등록</button></div><ul class="rp-list">'
        + tree(cs, item, lambda s: s, after={3: blind})
        + '</ul><a href="#" class="rp-more">더보기 ▼</a></div>'
    )
    st = Story(
        "해운시 시내버스 요금 내달부터 150원 인상",
        "정미경 기자",
        "2013-07-01T17:20:00+09:00",
        "2013.07.01 17:20",
        """
해운시 시내버스 요금이 다음 달 1일부터 성인 기준 1,100원에서 1,250원으로 오른다. 시는 연료비와 인건비 상승으로 운송 업체의 적자가 커졌다며 인상 배경을 설명했다.

청소년 요금은 800원에서 900원으로, 어린이 요금은 450원에서 500원으로 각각 오른다.

65세 이상 노인과 장애인의 무료 승차 제도는 현행대로 유지된다.
""",
        section="지역",
        related=(
            "해운항 여객선 운항 재개",
            "해운FC, 홈 3연승",
            "장마철 침수 대비 점검",
            "시립도서관 야간 개관",
        ),
        tags=("시내버스", "요금 인상"),
        bio="정미경 기자는 교통과 시정을 취재합니다.",
        shares=(320, 77, 8),
    )
    return make(
        "ay-ko-own-bus",
        "discussion",
        "ko-haeun",
        st,
        Parts(before=block),
        seeds(cs),
        path="/jiyeok/bus-fare-150-won",
        container="div.reply-area: h4 '댓글 9', '최신순 | 추천순', a textarea, ul.rp-list > li.rp-item (strong.rp-nick, '기자' mark, span.rp-date '2013.07.02 09:14', div.rp-txt, 답글 추천 n 반대 n 신고), replies in ul.rp-sub one level; an entry blinded after reports among them; '더보기 ▼'",
        heading="댓글 9",
        description="A Korean city paper of 2013 with its own comment widget: 6 of 9 comments on the page (the rest behind '더보기'), nicknames, up and down votes, the reporter's answer, replies one level; an entry blinded after readers' reports (not a comment).",
    )


def own2_ay() -> list[Case]:
    return [tr_bisiklet(), cs_koupaliste(), sv_lekplats(), ko_bus()]
