"""Blind set BE: four plain article pages of 2011-2013 news sites without any reader comment (truth zero), all with the
era's heavy furniture: comments closed on an inquest report (en), an empty comment widget with "0 yorum" and a form
(tr), no comment area at all (cs), commenting switched off with a notice (fi). Every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_be_common import Case, Parts, Story, make


def en_closed() -> Case:
    block = (
        '<div class="lo-comments-closed" id="comments"><h3>Comments</h3><p>Comments have been disabled on this article for '
        'legal reasons while the inquest is ongoing. <a href="/faq/comments">Why can I not comment?</a></p></div>'
    )
    st = Story(
        "Inquest hears of missed chances to save canal walker",
        "By Owen Tasker, Courts Reporter",
        "2012-03-14T17:05:00+00:00",
        "Wednesday, March 14, 2012",
        """
An inquest into the death of a 67-year-old man who drowned in the Lowmoor canal last November has heard that a lifebelt at the lock had been missing for at least three weeks.

The coroner was told that a resident had reported the missing lifebelt to the waterways trust on October 28. A trust manager said the report had been logged but not passed to the maintenance team.

Paramedics reached the towpath eleven minutes after the first 999 call, the hearing was told. The inquest continues on Monday, when the coroner is expected to hear from the trust's regional director.
""",
        lead="A lifebelt at the lock had been reported missing weeks before, the coroner was told.",
        section="Courts",
        caption="The lock on the Lowmoor canal where the walker was found.",
        tags=("inquest", "canal", "Lowmoor"),
    )
    return make(
        "be-pl-en-comments-closed",
        "lookalike",
        "en-lowmoor",
        st,
        Parts(before=block),
        [],
        path="/courts/inquest-canal-walker-missed-chances",
        container="div.lo-comments-closed: h3 'Comments' and a notice that comments are disabled for legal reasons",
        heading="Comments",
        description="An English regional paper of 2012: an inquest report with comments disabled for legal reasons; the era's furniture (leaderboard, ticker, share counts, related box, most read/commented/shared with counts, video, trending, partner links, MPU and skyscraper ads); no reader comment.",
    )


def tr_zero() -> Case:
    block = (
        '<div class="kg-yorumlar" id="yorumlar"><h3>Yorumlar <span class="kg-sayi">(0)</span></h3>'
        '<p class="kg-bos">Bu habere henüz yorum yapılmamış. İlk yorumu siz yazın!</p><form class="kg-yorumform" action="/yorum">'
        '<input name="ad" placeholder="Adınız"> <input name="eposta" placeholder="E-posta"><textarea name="yorum" '
        'placeholder="Yorumunuz"></textarea><label><input type="checkbox"> Kuralları okudum</label> <button>Gönder</button></form>'
        '<p class="kg-kural">Yorumlar editör onayından sonra yayınlanır. Hakaret içeren yorumlar yayınlanmaz.</p></div>'
    )
    st = Story(
        "Sahil yolunda ikinci etap çalışmaları başladı",
        "Haber Merkezi",
        "2013-06-10T10:30:00+03:00",
        "10 Haziran 2013, 10:30",
        """
Karadere Belediyesi'nin sahil yolunu genişletme projesinde ikinci etap çalışmalarına başlandı. Limandan balıkçı barınağına kadar uzanan 2,3 kilometrelik bölümde yol dört şeride çıkarılacak.

Belediye Başkanı, çalışmaların turizm sezonunu etkilememesi için gece de süreceğini söyledi. Çalışma süresince yolun deniz tarafındaki şeritte tek yönlü trafik uygulanacak.

Projenin ekim ayı sonunda tamamlanması planlanıyor. Yürüyüş yolu ve bisiklet yolu da projeye dahil.
""",
        section="Yerel",
        caption="Sahil yolundaki çalışmalar havadan görüntülendi.",
        tags=("sahil yolu", "belediye", "Karadere"),
    )
    return make(
        "be-pl-tr-zero-comments",
        "lookalike",
        "tr-karadere",
        st,
        Parts(before=block),
        [],
        path="/yerel/sahil-yolu-ikinci-etap",
        container="div#yorumlar.kg-yorumlar: h3 'Yorumlar (0)', 'Bu habere henüz yorum yapılmamış', an empty form",
        heading="Yorumlar (0)",
        description="A Turkish provincial paper of 2013: a roadworks story with an empty comment area ('Yorumlar (0)', an invitation and a form) and the era's heavy furniture in three columns; no reader comment.",
    )


def cs_nothing() -> Case:
    st = Story(
        "Most přes Sázavku bude dva měsíce uzavřen",
        "Jana Kubíčková",
        "2011-08-22T09:15:00+02:00",
        "22. 8. 2011 9:15",
        """
Silniční most přes Sázavku mezi Brodem a Horní Vsí bude od pondělí 29. srpna do konce října zcela uzavřen. Kraj na něm opraví nosnou konstrukci a položí nový povrch.

Objížďka povede přes Horní Ves a Lhotku a prodlouží cestu asi o sedm kilometrů. Autobusy linky 12 pojedou po objížďce, zastávka U Mostu bude zrušena.

Pro pěší a cyklisty zřídí stavbaři provizorní lávku. Oprava vyjde na 18 milionů korun.
""",
        lead="Řidiči musí počítat s objížďkou přes Horní Ves.",
        section="Zprávy",
        caption="Most přes Sázavku čeká oprava.",
        tags=("doprava", "most", "Sázavka"),
    )
    rail = (
        '<div class="bl-anketa"><h3>Anketa</h3><p>Jezdíte do práce autem?</p><form action="/anketa"><label><input type="radio" name="a"> Ano</label> '
        '<label><input type="radio" name="a"> Ne</label> <button>Hlasovat</button></form><p class="bl-vysl">Hlasovalo 1 204 čtenářů</p></div>'
    )
    return make(
        "be-pl-cs-no-comments",
        "lookalike",
        "cs-brod",
        st,
        Parts(rail=rail),
        [],
        path="/zpravy/most-pres-sazavku-uzavren",
        container="(none: no comment area; a poll in the rail)",
        heading=None,
        description="A Czech town paper of 2011: a road-closure story without any comment area, a poll in the rail and the era's heavy furniture; no reader comment.",
    )


def fi_switched_off() -> Case:
    block = (
        '<div class="ju-kommentointi"><p class="ju-huom"><b>Kommentointi on suljettu.</b> Kommentointi on tässä jutussa pois päältä, '
        'koska juttu käsittelee alaikäisiä. <a href="/keskustelusaannot">Keskustelusäännöt</a></p></div>'
    )
    st = Story(
        "Koulukeskuksen rakentaminen alkaa keväällä – väistötilat parakeissa",
        "Timo Rautiainen",
        "2012-12-05T14:20:00+02:00",
        "5.12.2012 14:20",
        """
Järvikylän uuden koulukeskuksen rakentaminen alkaa huhtikuussa. Kunnanvaltuusto hyväksyi maanantaina urakkasopimuksen, jonka arvo on noin 14 miljoonaa euroa.

Rakentamisen ajan kirkonkylän alakoulun oppilaat opiskelevat parakeissa urheilukentän laidalla. Väistötilat ovat käytössä elokuusta alkaen.

Koulukeskukseen tulee tilat noin 420 oppilaalle sekä kirjasto ja liikuntasali, jota myös seurat voivat käyttää iltaisin.
""",
        section="Seutu",
        caption="Nykyinen koulurakennus puretaan uuden tieltä.",
        tags=("koulu", "rakentaminen", "Järvikylä"),
    )
    return make(
        "be-pl-fi-switched-off",
        "lookalike",
        "fi-jarvi",
        st,
        Parts(before=block),
        [],
        path="/seutu/koulukeskuksen-rakentaminen-alkaa",
        container="div.ju-kommentointi: a notice 'Kommentointi on suljettu'",
        heading=None,
        description="A Finnish local paper of 2012: a school-building story with commenting switched off (a one-line notice) and the era's heavy furniture in three columns; no reader comment.",
    )


def plain_be() -> list[Case]:
    return [en_closed(), tr_zero(), cs_nothing(), fi_switched_off()]
