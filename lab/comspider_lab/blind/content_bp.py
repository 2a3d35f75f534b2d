"""Made-up sites of blind set BP (what readers contribute beside a discussion, 2014-2026: recipe magazines,
travel and local guides, news sites' podcast and video pages, consumer advice, consultations, DIY and gardening)
and the furniture's words per language (``TERMS``). Every site name, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_TERM_KEYS = ("popular", "related", "letter", "join", "rights", "share", "print", "home")

# lang | popular now | more like this | newsletter line | its button | rights | share | print | home
_TERM_ROWS = """
de|Gerade beliebt|Das könnte Sie auch interessieren|Jeden Freitag neue Rezepte per E-Mail|Abonnieren|Alle Rechte vorbehalten|Teilen|Drucken|Startseite
fr|En ce moment|Dans le même esprit|Nos recettes de la semaine, chaque jeudi|Je m'inscris|Tous droits réservés|Partager|Imprimer|Accueil
es|Lo más visto|Más rutas como esta|Recibe nuevas rutas cada mes|Suscribirme|Todos los derechos reservados|Compartir|Imprimir|Inicio
it|I più ascoltati|Altre puntate|Ogni lunedì la nuova puntata nella tua casella|Iscriviti|Riproduzione riservata|Condividi|Stampa|Home
nl|Meest bekeken|Meer video's|Het avondoverzicht in je mailbox|Aanmelden|Alle rechten voorbehouden|Delen|Printen|Voorpagina
pl|Popularne teraz|Zobacz też|Porady konsumenckie co tydzień na e-mail|Zapisz się|Wszelkie prawa zastrzeżone|Udostępnij|Drukuj|Strona główna
sv|Populärt just nu|Mer att läsa|Odlingstips varje månad i din inkorg|Prenumerera|Alla rättigheter förbehållna|Dela|Skriv ut|Start
da|Populært lige nu|Flere projekter|Ugens projekt direkte i indbakken|Tilmeld|Alle rettigheder forbeholdes|Del|Udskriv|Forside
fi|Luetuimmat nyt|Lue myös|Päivän tärkeimmät uutiset sähköpostiisi|Tilaa|Kaikki oikeudet pidätetään|Jaa|Tulosta|Etusivu
cs|Právě oblíbené|Další recepty|Recepty na víkend do vaší schránky|Odebírat|Všechna práva vyhrazena|Sdílet|Tisk|Úvod
hu|Most népszerű|További videók|Esti hírlevelünk minden hétköznap|Feliratkozom|Minden jog fenntartva|Megosztás|Nyomtatás|Címlap
ja|人気のレシピ|こちらもおすすめ|週末の献立をメールでお届け|登録する|無断転載禁止|シェア|印刷|トップ
ko|지금 많이 보는 글|함께 보면 좋은 글|주말 여행 소식 받아보기|구독|무단 전재 금지|공유|인쇄|홈
tr|En çok dinlenenler|Diğer bölümler|Yeni bölümler e-postanıza gelsin|Abone ol|Tüm hakları saklıdır|Paylaş|Yazdır|Ana sayfa
pt|Mais procurados|Outros roteiros|O guia do fim de semana no seu e-mail|Quero receber|Todos os direitos reservados|Partilhar|Imprimir|Início
ro|Cele mai citite|Citește și|Știrile zilei, seara, pe e-mail|Mă abonez|Toate drepturile rezervate|Distribuie|Tipărește|Acasă
hr|Najčitanije|Još iz vrta|Vrtlarski savjeti svaki tjedan|Prijavi se|Sva prava pridržana|Podijeli|Ispis|Naslovnica
el|Δημοφιλή τώρα|Διαβάστε επίσης|Οι ανακλήσεις της εβδομάδας στο email σας|Εγγραφή|Με επιφύλαξη παντός δικαιώματος|Κοινοποίηση|Εκτύπωση|Αρχική
nb|Mest lest|Les også|Morgenbrevet fra redaksjonen|Meld deg på|Alle rettigheter reservert|Del|Skriv ut|Forsiden
sk|Najpočúvanejšie|Ďalšie diely|Nové diely podcastu e-mailom|Odoberať|Všetky práva vyhradené|Zdieľať|Tlačiť|Domov
uk|Найпопулярніше|Читайте також|Поради споживачам щоп'ятниці|Підписатися|Усі права захищено|Поділитися|Друк|Головна
zh|热门推荐|相关阅读|每周美食地图发到邮箱|订阅|版权所有|分享|打印|首页
en|Popular this week|More from the kitchen|New recipes every Sunday|Sign me up|All rights reserved|Share|Print|Home
vi|Xem nhiều|Bài liên quan|Nhận cẩm nang du lịch mỗi tuần|Đăng ký|Bản quyền thuộc về Cẩm nang Phố Biển|Chia sẻ|In bài|Trang chủ
id|Terpopuler|Video lainnya|Ringkasan berita sore ke surel Anda|Daftar|Hak cipta dilindungi|Bagikan|Cetak|Beranda
sl|Najbolj brano|Preberite še|Novice iz doline vsak petek|Prijava|Vse pravice pridržane|Deli|Natisni|Domov
et|Populaarne praegu|Veel projekte|Nädala töövihje e-postiga|Liitu|Kõik õigused kaitstud|Jaga|Prindi|Esileht
ru|Популярное|Читайте также|Проверки товаров каждую неделю|Подписаться|Все права защищены|Поделиться|Печать|Главная
"""

TERMS: dict[str, dict[str, str]] = {}
for _row in _TERM_ROWS.strip().splitlines():
    _lang, *_vals = _row.split("|")
    assert len(_vals) == len(_TERM_KEYS), _row
    TERMS[_lang] = dict(zip(_TERM_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteBP:
    key: str
    name: str
    lang: str
    look: (
        str  # "kit" (a recipe, garden or DIY magazine), "map" (a travel or local guide), "desk" (a news site)
    )
    motto: str
    menu: tuple[str, ...]

    @property
    def rtl(self) -> bool:
        return False


# key | name | lang | look | motto | menu (the first is the home page)
_SITE_ROWS = """
de-loeffel|Löffelkraut|de|kit|Das Kochmagazin für jeden Tag|Start,Rezepte,Backen,Vegetarisch,Saisonkalender
fr-cuillere|La Cuillère de Bois|fr|kit|Cuisine de famille depuis 2009|Accueil,Recettes,Desserts,Menus,Techniques
es-cierzo|Rutas del Cierzo|es|map|Guía de viajes por el valle y la sierra|Inicio,Rutas,Pueblos,Mercados,Dormir
it-valdombra|Il Corriere di Valdombra|it|desk|Quotidiano online della valle|Home,Cronaca,Podcast,Economia,Cultura
nl-kreek|Dagblad De Kreek|nl|desk|Het nieuws van de Zeeuwse kreken|Voorpagina,Regio,Video,Economie,Sport
pl-portfel|Portfel i Dom|pl|desk|Porady dla konsumentów|Strona główna,Finanse,Zakupy,Prawa konsumenta,Dom
sv-odlar|Odlarbladet|sv|kit|För dig som odlar på balkong, kolonilott och gård|Start,Grönsaker,Blommor,Fruktträd,Frågor
da-vaerksted|Værkstedsbladet|da|kit|Gør det selv — ordentligt|Forside,Træ,Bad og køkken,Have,Værktøj
fi-jarvilaakso|Järvilaakson Sanomat|fi|desk|Järvilaakson oma lehti|Etusivu,Kotimaa,Järvilaakso,Kuntavaalit,Mielipide
cs-kuchyne|Plná Kuchyně|cs|kit|Recepty, které se povedou|Úvod,Recepty,Moučníky,Polévky,Videa
hu-tiszahat|Tiszaháti Hírek|hu|desk|A Tiszahát híroldala|Címlap,Belföld,Videó,Gazdaság,Sport
ja-gohan|ごはん日和|ja|kit|毎日のおかずと季節の台所|トップ,レシピ,おかず,お弁当,スイーツ
ko-golmok|골목여행|ko|map|동네 구석구석 여행 안내서|홈,맛집,산책길,시장,숙소
tr-bahce|Bahçe Sohbetleri|tr|kit|Toprakla uğraşanların podcast'i|Ana sayfa,Bölümler,Sebze,Meyve,Sorular
pt-ribeira|Guia da Ribeira Alta|pt|map|O guia local da Ribeira Alta|Início,Onde comer,Passeios,Compras,Agenda
ro-campie|Jurnalul de Câmpie|ro|desk|Știri din Bărăgan|Acasă,Local,Sondaje,Economie,Sport
hr-vrt|Vrtlarski kutak|hr|kit|Za vrtlare s balkona i okućnice|Naslovnica,Povrće,Sjeme,Voćnjak,Kalendar
el-katanalotis|Καταναλωτής Σήμερα|el|desk|Ο οδηγός του καταναλωτή|Αρχική,Ανακλήσεις,Τιμές,Δικαιώματα,Τεστ
nb-fjordbygda|Fjordbygda Avis|nb|desk|Lokalavisa for Fjordbygda|Forsiden,Nyheter,Høringer,Næring,Sport
sk-podhorie|Hlas Podhoria|sk|desk|Správy spod hôr|Domov,Správy,Podcasty,Región,Šport
uk-poradnyk|Споживчий порадник|uk|desk|Незалежна служба порад|Головна,Скарги,Тести,Ціни,Права
zh-xiangkou|巷口食记|zh|map|城里小馆子的私人地图|首页,小吃,早餐,夜宵,老字号
en-bramble|Bramble & Crust|en|kit|Home baking, tested twice|Home,Recipes,Bread,Cakes,Basics
vi-phobien|Cẩm nang Phố Biển|vi|map|Đi đâu, ăn gì ở thị trấn biển|Trang chủ,Ăn uống,Tham quan,Lưu trú,Mẹo hay
id-lembah|Warta Lembah|id|desk|Berita dari lembah dan kota|Beranda,Nasional,Video,Daerah,Olahraga
sl-dolina|Dolinski glas|sl|desk|Novice iz doline|Domov,Novice,Občina,Posvetovanja,Šport
et-meister|Meistrimees|et|kit|Tee ise, tee hästi|Esileht,Puutööd,Remont,Aed,Tööriistad
ru-ekspert|Народный эксперт|ru|desk|Проверяем товары и услуги|Главная,Проверки,Цены,Права,Рейтинги
"""

SITES_BP: dict[str, SiteBP] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _l, _look, _motto, _menu = _row.split("|")
    SITES_BP[_k] = SiteBP(_k, _n, _l, _look, _motto, tuple(_menu.split(",")))
