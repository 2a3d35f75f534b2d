"""Made-up sites of blind set AC: small and mid-size news sites, newspapers' blogs, magazines and personal or group
blogs of 2008-2013 (every name invented): per site key a ``SiteK`` (name, language, tagline, sections, footer link
columns, direction) and the furniture of that era the templates of ``layout_ac.py`` print around the article
(``FurnAC``: date line, most read, most shared with counts, a tag cloud, related stories, archives by month, a
blogroll, recent posts, an "about" box), with the furniture's words per language (``LABELS``)."""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.layout_k import SiteK

_KEYS = (
    "most_read",
    "most_shared",
    "tags",
    "related",
    "like",
    "share",
    "email",
    "print",
    "login",
    "search",
    "archives",
    "blogroll",
    "recent",
    "about",
    "advert",
    "news_h",
    "news_t",
    "signup",
    "posted",
    "top",
)

# one line a language, the words in _KEYS' order, "|"-separated
_LABEL_ROWS = """
en|Most read|Most shared|Tags|Related stories|Recommend|Share|E-mail|Print|Sign in|Search|Archives|Blogroll|Recent posts|About|Advertisement|Newsletter|The best of the week, every Friday.|Subscribe|Posted by|Back to top
cs|Nejčtenější|Nejsdílenější|Štítky|Související články|Doporučit|Sdílet|Poslat e-mailem|Tisk|Přihlásit|Hledat|Archiv|Oblíbené blogy|Nejnovější příspěvky|O mně|Reklama|Zpravodaj|To nejlepší z týdne každý pátek.|Odebírat|Napsal|Nahoru
sv|Mest läst|Mest delat|Etiketter|Relaterade artiklar|Rekommendera|Dela|Mejla|Skriv ut|Logga in|Sök|Arkiv|Bloggar jag läser|Senaste inläggen|Om bloggen|Annons|Nyhetsbrev|Veckans bästa varje fredag.|Prenumerera|Postat av|Till toppen
tr|En çok okunanlar|En çok paylaşılanlar|Etiketler|İlgili haberler|Beğen|Paylaş|E-posta|Yazdır|Giriş|Ara|Arşiv|Blog listem|Son yazılar|Hakkında|Reklam|Bülten|Haftanın en iyileri her cuma.|Abone ol|Yazan|Başa dön
el|Τα πιο δημοφιλή|Τα πιο κοινοποιημένα|Ετικέτες|Σχετικά άρθρα|Προτείνω|Κοινοποίηση|Αποστολή|Εκτύπωση|Σύνδεση|Αναζήτηση|Αρχείο|Ιστολόγια που διαβάζω|Πρόσφατες αναρτήσεις|Σχετικά|Διαφήμιση|Ενημερωτικό δελτίο|Τα καλύτερα της εβδομάδας κάθε Παρασκευή.|Εγγραφή|Δημοσιεύτηκε από|Στην κορυφή
hu|Legolvasottabb|Legtöbbet megosztott|Címkék|Kapcsolódó cikkek|Ajánlom|Megosztás|E-mail|Nyomtatás|Belépés|Keresés|Archívum|Blogajánló|Friss bejegyzések|Rólam|Hirdetés|Hírlevél|A hét legjobbjai minden pénteken.|Feliratkozom|Írta|Vissza a tetejére
id|Terpopuler|Paling banyak dibagikan|Tag|Berita terkait|Suka|Bagikan|Kirim|Cetak|Masuk|Cari|Arsip|Blog teman|Tulisan terbaru|Tentang|Iklan|Buletin|Yang terbaik minggu ini, setiap Jumat.|Langganan|Ditulis oleh|Kembali ke atas
ko|많이 본 기사|많이 공유한 기사|태그|관련 기사|추천|공유|메일|인쇄|로그인|검색|보관함|즐겨찾는 블로그|최근 글|소개|광고|뉴스레터|매주 금요일 한 주의 좋은 글을 보내드립니다.|구독|글쓴이|맨 위로
zh|热门文章|分享最多|标签|相关文章|推荐|分享|邮件|打印|登录|搜索|文章归档|友情链接|最新文章|关于我|广告|订阅|每周五发送一周精选。|订阅|作者|回到顶部
ar|الأكثر قراءة|الأكثر مشاركة|وسوم|أخبار ذات صلة|أعجبني|شارك|أرسل|اطبع|دخول|بحث|الأرشيف|مدونات أتابعها|أحدث التدوينات|من نحن|إعلان|النشرة البريدية|أفضل ما نشر هذا الأسبوع كل جمعة.|اشترك|كتبه|أعلى الصفحة
fi|Luetuimmat|Jaetuimmat|Avainsanat|Aiheesta lisää|Suosittele|Jaa|Lähetä|Tulosta|Kirjaudu|Hae|Arkisto|Lukemiani blogeja|Uusimmat kirjoitukset|Tietoja|Mainos|Uutiskirje|Viikon parhaat joka perjantai.|Tilaa|Kirjoittanut|Alkuun
ro|Cele mai citite|Cele mai distribuite|Etichete|Articole similare|Recomandă|Distribuie|Trimite|Tipărește|Autentificare|Caută|Arhivă|Bloguri prietene|Articole recente|Despre|Publicitate|Newsletter|Cele mai bune articole ale săptămânii, vinerea.|Abonează-te|Scris de|Sus
da|Mest læste|Mest delte|Emner|Relaterede artikler|Anbefal|Del|Send|Udskriv|Log ind|Søg|Arkiv|Blogs jeg læser|Seneste indlæg|Om|Annonce|Nyhedsbrev|Ugens bedste hver fredag.|Tilmeld|Skrevet af|Til toppen
"""

LABELS: dict[str, dict[str, str]] = {}
for _line in _LABEL_ROWS.strip().splitlines():
    _lang, *_words = _line.split("|")
    assert len(_words) == len(_KEYS), _lang
    LABELS[_lang] = dict(zip(_KEYS, _words, strict=True))


@dataclass(frozen=True)
class FurnAC:
    """A site's furniture of about 2012."""

    dateline: str
    most_read: tuple[str, ...]
    most_shared: tuple[tuple[str, int], ...]
    tags: tuple[str, ...]
    related: tuple[tuple[str, str], ...]  # title, date
    archives: tuple[tuple[str, int], ...] = ()
    blogroll: tuple[str, ...] = ()
    recent: tuple[str, ...] = ()
    about: str = ""


# key | name | lang | tagline | sections (comma-separated) | footer: heading: a; b || ...
_ROWS = """
en-dales|The Harrowdale Courier|en|News for Harrowdale and the upper valley|Home,News,Sport,Business,Farming,Opinion,Features,What's On,Property,Jobs|News: Local; Villages; Courts || Sport: Football; Cricket; Fell running || Courier: Contact us; Advertise; Subscribe; Privacy
en-mag|Northlight Magazine|en|Long reads on places and the people in them|Home,Features,Places,People,Photography,Books,Archive,Subscribe|Magazine: About; Writers; Subscribe; Back issues || Help: Contact; Terms; Privacy
en-blog|Notes from Ferrybridge Lane|en|Allotments, bicycles and the odd council meeting|Home,About,Allotment,Cycling,Town,Contact|Elsewhere: About; Contact; RSS
en-paper|The Saltmarsh Weekly|en|Saltmarsh, Eddington and the coast since 1889|Home,News,Sport,Coast,Letters,Photos,Property,Jobs,Motors,Contact|Weekly: Contact us; Advertise; Subscribe || Services: Jobs; Property; Motors
en-group|Brickfield Road|en|Six neighbours write about one street and everything else|Home,About us,Street life,Food,Money,Contact|Brickfield Road: About; Writers; Contact; RSS
en-tech|The Kettleworth Standard|en|Kettleworth's daily paper since 1902|Home,News,Business,Consumer,Sport,Arts,Opinion,Motoring,Property,Jobs,Weather|News: Local; Consumer; Courts || Sport: Football; Rugby; Athletics || Standard: Contact us; Advertise; Subscribe; Privacy
cs-a|Posázavský deník|cs|Zprávy z Posázaví každý den|Úvod,Zprávy,Region,Kultura,Sport,Historie,Seriály,Inzerce,Kontakt|Deník: Kontakt; Inzerce; Předplatné || Rubriky: Region; Kultura; Sport
sv-blog|Livet i Norrvik|sv|En bloggare, en by och en sjö|Hem,Om mig,Byn,Sjön,Mat,Kontakt|Bloggen: Om mig; Kontakt; RSS
sv-a|Bergslagsposten|sv|Nyheter från Bergslagen sedan 1911|Start,Nyheter,Lokalt,Sport,Kultur,Näringsliv,Debatt,Familj,Bostad,Jobb|Nyheter: Lokalt; Sport; Kultur || Tidningen: Kontakt; Annonsera; Prenumerera
tr-a|Ege Körfez Haber|tr|Körfezin haber sitesi|Ana sayfa,Gündem,Yerel,Ekonomi,Spor,Kültür,Yaşam,Seri ilanlar,Yazarlar,İletişim|Haber: Gündem; Yerel; Ekonomi || Site: Künye; Reklam; İletişim
el-a|Νέα της Κορφούλας|el|Η εφημερίδα του νησιού από το 1964|Αρχική,Επικαιρότητα,Νησί,Οικονομία,Αθλητικά,Πολιτισμός,Απόψεις,Αγγελίες,Επικοινωνία|Ειδήσεις: Νησί; Οικονομία; Αθλητικά || Εφημερίδα: Επικοινωνία; Διαφήμιση; Συνδρομές
hu-a|Tiszakanyari Hírlap|hu|A kanyar napilapja 1957 óta|Címlap,Hírek,Megye,Gazdaság,Sport,Kultúra,Vélemény,Apróhirdetés,Kapcsolat|Hírek: Megye; Gazdaság; Sport || Lap: Impresszum; Hirdetés; Előfizetés
id-a|Warta Lembah Sari|id|Kabar dari Lembah Sari dan sekitarnya|Beranda,Berita,Daerah,Ekonomi,Olahraga,Budaya,Gaya hidup,Opini,Kontak|Berita: Daerah; Ekonomi; Olahraga || Redaksi: Tentang kami; Iklan; Kontak
ko-blog|소나무 언덕 일기|ko|작은 마을의 텃밭과 산책 이야기|홈,소개,텃밭,산책,요리,방명록|블로그: 소개; 방명록; RSS
zh-blog|半山小记|zh|一个人的读书、走路与做饭|首页,关于,读书,走路,做饭,留言|博客: 关于; 订阅; 联系
ar-a|صدى الوادي|ar|أخبار الوادي والقرى المجاورة منذ 1978|الرئيسية,أخبار,محليات,اقتصاد,رياضة,ثقافة,منوعات,رأي,اتصل بنا|أخبار: محليات; اقتصاد; رياضة || الجريدة: من نحن; أعلن معنا; اتصل بنا
fi-a|Järvenselän Sanomat|fi|Järviseudun paikallislehti vuodesta 1921|Etusivu,Uutiset,Paikalliset,Urheilu,Kulttuuri,Mielipide,Menot,Ilmoitukset,Yhteystiedot|Uutiset: Paikalliset; Urheilu; Kulttuuri || Lehti: Yhteystiedot; Ilmoita; Tilaa
fi-b|Kirkonkylän Viikko|fi|Kirkonkylän viikkolehti|Etusivu,Uutiset,Koulut,Urheilu,Ilmoitukset,Yhteystiedot|Lehti: Yhteystiedot; Ilmoita; Tilaa
ro-a|Gazeta de Valea Mureșelului|ro|Cotidianul văii din 1990|Acasă,Actualitate,Local,Economie,Sport,Cultură,Opinii,Mica publicitate,Contact|Știri: Local; Economie; Sport || Gazeta: Despre noi; Publicitate; Contact
da-a|Vestfjord Avis|da|Avisen for Vestfjord og omegn|Forside,Nyheder,Lokalt,Erhverv,Sport,Kultur,Debat,Bolig,Job,Kontakt|Nyheder: Lokalt; Erhverv; Sport || Avisen: Kontakt; Annoncer; Abonnement
da-b|Frugt og Fjord|da|En lille have ved fjorden|Forside,Om haven,Æbler,Grøntsager,Kontakt|Bloggen: Om; Kontakt; RSS
"""

SITES_AC: dict[str, SiteK] = {}
for _line in _ROWS.strip().splitlines():
    _key, _name, _lang, _tag, _nav, _farm = _line.split("|", 5)
    _farm_t = tuple(
        (col.split(":", 1)[0].strip(), tuple(x.strip() for x in col.split(":", 1)[1].split(";")))
        for col in _farm.split("||")
    )
    SITES_AC[_key] = SiteK(
        _name,
        _lang,
        _tag,
        tuple(_nav.split(",")),
        _farm_t,
        f"© 2012 {_name}",
        direction="rtl" if _lang == "ar" else "ltr",
    )


def _f(dateline: str, most_read: str, shared: str, tags: str, related: str, **blog: str) -> FurnAC:
    """Furniture from "|"-separated strings (shared: "title=n|..."; related: "title=date|..."; archives
    "month=n|...")."""

    def pairs(s: str) -> tuple[tuple[str, str], ...]:
        return tuple((a.strip(), b.strip()) for a, b in (x.rsplit("=", 1) for x in s.split("|") if x.strip()))

    def split(s: str) -> tuple[str, ...]:
        return tuple(x.strip() for x in s.split("|") if x.strip())

    return FurnAC(
        dateline=dateline,
        most_read=split(most_read),
        most_shared=tuple((a, int(b)) for a, b in pairs(shared)),
        tags=split(tags),
        related=pairs(related),
        archives=tuple((a, int(b)) for a, b in pairs(blog.get("archives", ""))),
        blogroll=split(blog.get("blogroll", "")),
        recent=split(blog.get("recent", "")),
        about=blog.get("about", ""),
    )


FURN: dict[str, FurnAC] = {
    "en-dales": _f(
        "Tuesday, 6 March 2012",
        "Snow closes Greyscar pass again|Mill owner fined over river spill|Harrowdale Town 3 Kirkby 1|Village shop saved by residents|New head for Fellside school",
        "Village shop saved by residents=412|Snow closes Greyscar pass again=230|The last drovers' road=96",
        "Farming|Weather|Schools|Roads|Shops|Heritage|Fell running|Council",
        "Greyscar pass to get new snow gates=14 January 2012|Upper valley bus cut to two a day=2 December 2011|Farm shop wins county award=18 October 2011",
    ),
    "en-mag": _f(
        "March 2012",
        "The lighthouse that moved inland|Seven days on the sleeper train|Why the river smells of aniseed|The last ropemaker of Corrow",
        "The lighthouse that moved inland=1250|The last ropemaker of Corrow=640",
        "Coast|Trains|Crafts|Rivers|Islands|Long reads|Photography",
        "The islands nobody owns=Winter 2011|A year with the ferrymen=Autumn 2011",
    ),
    "en-blog": _f(
        "",
        "",
        "",
        "allotment|beans|bicycles|council|compost|rain|tomatoes|trains",
        "",
        archives="March 2012=4|February 2012=7|January 2012=5|December 2011=3|November 2011=6",
        blogroll="The Muddy Fork|Spokes and Sprouts|Lane End Diary|A Shed of One's Own",
        recent="Broad beans in, finally|The new bike lane goes nowhere|Seed catalogues and other vices|Frost on the water butt",
        about="Allotment holder, cyclist, occasional grump. Writing from the end of Ferrybridge Lane since 2007.",
    ),
    "en-paper": _f(
        "Thursday, March 8, 2012",
        "Lifeboat called out twice in one night|Sea wall repairs to start in May|Saltmarsh Rovers relegated|Beach huts up for auction",
        "Beach huts up for auction=188|Lifeboat called out twice in one night=145",
        "Coast|Lifeboat|Council|Beach|Harbour|Schools",
        "Harbour dredging delayed again=9 February 2012|Eddington ferry gets new boat=12 January 2012",
    ),
    "en-group": _f(
        "",
        "",
        "",
        "street life|food|money|neighbours|bins|gardens|kids",
        "",
        archives="March 2012=3|February 2012=9|January 2012=8|December 2011=6",
        blogroll="Corner Shop Chronicles|The Back Alley|Terraced Living",
        recent="The bins, again|A supper club in number 14|Who owns the alley?",
        about="Six neighbours on Brickfield Road, writing since 2010 about the street and whatever else comes up.",
    ),
    "en-tech": _f(
        "Wednesday, March 14, 2012",
        "Rail fares up by 6 per cent|Hospital parking: the new charges|Kettleworth Rovers sack manager|Warning over doorstep sellers",
        "Warning over doorstep sellers=320|Rail fares up by 6 per cent=211",
        "Consumer|Safety|Shops|Courts|Trading standards|Money",
        "Trading standards warning on fake chargers=20 February 2012|How to get your money back=2 January 2012",
    ),
    "cs-a": _f(
        "středa 7. března 2012",
        "Most u Kácova se bude opravovat|Hasiči vytáhli z řeky kánoi|Nová škola v Ledči|Jarmark na náměstí",
        "Most u Kácova se bude opravovat=156|Jarmark na náměstí=88",
        "Posázaví|historie|vesnice|řeka|doprava|kultura",
        "Zmizelé vesnice, díl 2: Zahrádka=29. února 2012|Zmizelé vesnice, díl 1: Dolní Kralovice=22. února 2012",
    ),
    "sv-blog": _f(
        "",
        "",
        "",
        "byn|sjön|bastu|fiske|vinter|mat|grannar",
        "",
        archives="mars 2012=3|februari 2012=6|januari 2012=4",
        blogroll="Skogsbrynet|Stugliv|Kaffe i köket",
        recent="Isen går upp|Våfflor på lördag|Bastun är lagad",
        about="Jag bor vid sjön i Norrvik och skriver om byn, vädret och maten.",
    ),
    "sv-a": _f(
        "fredag 9 mars 2012",
        "Gruvan anställer igen|Ny rondell vid Kvarnbacken|Bergslagens IK vidare i cupen|Skolan får ny matsal",
        "Gruvan anställer igen=203|Skolan får ny matsal=74",
        "Näringsliv|Handel|Centrum|Butiker|Kommunen",
        "Torghandeln flyttar=2 februari 2012|Centrumplanen klar=11 januari 2012",
    ),
    "tr-a": _f(
        "12 Mart 2012 Pazartesi",
        "Sahil yolunda çalışma başladı|Körfezde balık ölümleri|Belediye otobüsleri yenileniyor|Zeytin hasadı rekor kırdı",
        "Körfezde balık ölümleri=540|Zeytin hasadı rekor kırdı=210",
        "körfez|sahil|belediye|balıkçılık|ulaşım|çevre",
        "Sahil yolu ihalesi yapıldı=2 Şubat 2012|Balıkçı barınağı genişliyor=15 Ocak 2012",
    ),
    "el-a": _f(
        "Τρίτη 13 Μαρτίου 2012",
        "Νέο πλοίο στη γραμμή του Πειραιά|Κλειστό το λιμάνι λόγω ανέμων|Ξεκινά η ανακαίνιση του σχολείου|Η γιορτή του χωριού",
        "Νέο πλοίο στη γραμμή του Πειραιά=190|Η γιορτή του χωριού=85",
        "νησί|λιμάνι|σχολείο|πανηγύρι|παράδοση",
        "Οι ονομαστικές εορτές του Φεβρουαρίου=1 Φεβρουαρίου 2012|Το λιμάνι στα χρόνια του '60=20 Ιανουαρίου 2012",
    ),
    "hu-a": _f(
        "2012. március 14., szerda",
        "Átadták az új kompot|Bezár a vasútállomás pénztára|Megyei bajnokság: győzött a Kanyar SE|Árvízvédelmi gyakorlat",
        "Átadták az új kompot=240|Bezár a vasútállomás pénztára=130",
        "civilek|egyesületek|kultúra|sport|önkormányzat",
        "Civil napot tartottak a művelődési házban=2012. február 25.|Pályázat helyi egyesületeknek=2012. január 30.",
    ),
    "id-a": _f(
        "Kamis, 15 Maret 2012",
        "Jalan provinsi diperbaiki|Pasar tradisional direnovasi|Harga cabai naik lagi|Festival kuliner di alun-alun",
        "Festival kuliner di alun-alun=310|Harga cabai naik lagi=205",
        "UMKM|usaha kecil|pasar|kuliner|ekonomi",
        "Pelatihan usaha kecil untuk ibu rumah tangga=28 Februari 2012|Alun-alun makin ramai=10 Februari 2012",
    ),
    "ko-blog": _f(
        "",
        "",
        "",
        "텃밭|감자|산책|봄|요리|마을",
        "",
        archives="2012년 3월=4|2012년 2월=6|2012년 1월=5",
        blogroll="느린 부엌|들꽃 편지|산골 살림",
        recent="감자 심을 준비|봄비 내리던 날|된장 담그기",
        about="작은 마을에서 텃밭을 가꾸며 삽니다.",
    ),
    "zh-blog": _f(
        "",
        "",
        "",
        "读书|走路|做饭|旧书店|城市|季节",
        "",
        archives="2012年3月=3|2012年2月=5|2012年1月=4|2011年12月=6",
        blogroll="南窗读书|慢慢走|灶台边",
        recent="一家旧书店的最后一天|春天的第一碗面|沿着河走到城外",
        about="住在城市边上，喜欢旧书、走路和做饭。",
    ),
    "ar-a": _f(
        "الأحد 18 مارس 2012",
        "افتتاح طريق الوادي الجديد|انقطاع المياه عن ثلاث قرى|فوز نادي الوادي في الدوري|موسم الزيتون هذا العام",
        "افتتاح طريق الوادي الجديد=280|موسم الزيتون هذا العام=120",
        "الوادي|الزراعة|المدارس|الطرق|البلدية",
        "البلدية تعلن خطة الطرق=5 فبراير 2012|مدرسة جديدة في القرية الشرقية=20 يناير 2012",
    ),
    "fi-a": _f(
        "maanantai 5.3.2012",
        "Kirjaston aukioloajat muuttuvat|Jäätie avattiin liikenteelle|Kunta säästää kouluista|Hiihtokisat lauantaina",
        "Jäätie avattiin liikenteelle=220|Kirjaston aukioloajat muuttuvat=90",
        "kunta|koulut|liikenne|kirjasto|talvi",
        "Kunnan budjetti hyväksyttiin=12.12.2011|Uusi kirjastoauto=3.11.2011",
    ),
    "fi-b": _f(
        "viikko 11 / 2012",
        "Autokoulu muuttaa torin laidalle|Koulujen hiihtoloma alkaa|Kirkonkylän kauppa laajenee",
        "Autokoulu muuttaa torin laidalle=60",
        "autokoulu|nuoret|liikenne|koulut",
        "Mopokortti suosittu=15.2.2012",
    ),
    "ro-a": _f(
        "joi, 22 martie 2012",
        "Podul de la Sâncrai intră în reparații|Piața centrală se modernizează|Echipa locală urcă pe podium|Festivalul de primăvară",
        "Podul de la Sâncrai intră în reparații=260|Festivalul de primăvară=110",
        "local|drumuri|primărie|piață|cultură",
        "Consiliul local aprobă bugetul=15 februarie 2012|Piața centrală, în schele=1 februarie 2012",
    ),
    "da-a": _f(
        "tirsdag den 20. marts 2012",
        "Færgen får nyt tidspunkt|Ny børnehave i Skovby|Vestfjord IF vandt derbyet|Havnen skal udvides",
        "Havnen skal udvides=300|Færgen får nyt tidspunkt=140",
        "havn|færge|kommune|erhverv|fiskeri",
        "Byrådet siger ja til havneplan=2. februar 2012|Fiskerne protesterer=12. januar 2012",
    ),
    "da-b": _f(
        "",
        "",
        "",
        "æbler|pærer|beskæring|podning|have|fjorden",
        "",
        archives="marts 2012=2|februar 2012=4|januar 2012=3",
        blogroll="Havelågen|Drivhuset|Køkkenhaven ved vandet",
        recent="Beskæring i marts|Gamle sorter fra egnen|Sne på æbletræerne",
        about="En lille frugthave ved fjorden og en havejournal siden 2008.",
    ),
}
