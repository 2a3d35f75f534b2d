"""Made-up sites of blind set BT (news sites of 2011-2013 with their own server-printed comment systems: national and
regional papers, magazines, broadcasters, web portals and trade press as a crawler saved them in 2012) and the
furniture's words per language (``TERMS``). Every site name, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_TERM_KEYS = ("home", "search", "rights", "share", "print", "tags", "weather", "login")

# lang | home | search button | rights | share | print | tags | weather | log in
_TERM_ROWS = """
en|Home|Search|All rights reserved|Share|Print|Tags|Weather|Sign in
de|Startseite|Suchen|Alle Rechte vorbehalten|Teilen|Drucken|Stichwörter|Wetter|Anmelden
fr|Accueil|Rechercher|Tous droits réservés|Partager|Imprimer|Mots-clés|Météo|Connexion
es|Portada|Buscar|Todos los derechos reservados|Compartir|Imprimir|Etiquetas|El tiempo|Entrar
it|Home|Cerca|Riproduzione riservata|Condividi|Stampa|Tag|Meteo|Accedi
ja|トップ|検索|記事・写真の無断転載を禁じます|共有|印刷|キーワード|天気|ログイン
ru|Главная|Найти|Все права защищены|Поделиться|Версия для печати|Теги|Погода|Вход
pl|Strona główna|Szukaj|Wszelkie prawa zastrzeżone|Udostępnij|Drukuj|Tagi|Pogoda|Zaloguj
tr|Anasayfa|Ara|Tüm hakları saklıdır|Paylaş|Yazdır|Etiketler|Hava durumu|Giriş
nl|Home|Zoeken|Alle rechten voorbehouden|Delen|Afdrukken|Trefwoorden|Weer|Inloggen
sv|Start|Sök|Alla rättigheter förbehållna|Dela|Skriv ut|Ämnen|Väder|Logga in
el|Αρχική|Αναζήτηση|Με επιφύλαξη παντός δικαιώματος|Κοινοποίηση|Εκτύπωση|Ετικέτες|Καιρός|Σύνδεση
da|Forside|Søg|Alle rettigheder forbeholdes|Del|Udskriv|Emner|Vejret|Log ind
pt|Início|Buscar|Todos os direitos reservados|Compartilhe|Imprimir|Tags|Tempo|Entrar
fi|Etusivu|Hae|Kaikki oikeudet pidätetään|Jaa|Tulosta|Avainsanat|Sää|Kirjaudu
cs|Úvod|Hledat|Všechna práva vyhrazena|Sdílet|Tisk|Štítky|Počasí|Přihlásit
ar|الرئيسية|بحث|جميع الحقوق محفوظة|شارك|طباعة|كلمات مفتاحية|الطقس|دخول
"""

TERMS: dict[str, dict[str, str]] = {}
for _row in _TERM_ROWS.strip().splitlines():
    _lang, *_vals = _row.split("|")
    assert len(_vals) == len(_TERM_KEYS), _row
    TERMS[_lang] = dict(zip(_TERM_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteBT:
    key: str
    name: str
    lang: str
    look: str  # "broadsheet" (a national paper), "regional" (a regional paper's CMS), "magazine", "broadcaster",
    # "portal" (a web portal, table-built), "trade" (a trade weekly's site)
    motto: str
    menu: tuple[str, ...]
    weather: str = ""


# key | name | lang | look | motto | menu (the first is the home page) | weather line
_SITE_ROWS = """
en-courier|The Northern Courier|en|broadsheet|Independent since 1851|Home,UK,World,Politics,Business,Sport,Comment,Culture|Leeds 9°C light rain
en-ledger|Tri-County Ledger|en|regional|Serving Harlan, Mercer and Pike counties|Home,News,Sports,Obituaries,Opinion,Classifieds|Mercer 41°F cloudy
en-wireless|Radio Fenmoor News|en|broadcaster|News, sport and travel for the Fens|News,Sport,Travel,Weather,Listen live,Programmes|Wisbeach 11°C sunny spells
en-quarry|Quarry & Aggregates Weekly|en|trade|The trade paper of the extractive industries|News,Plant & Equipment,Health & Safety,Planning,Jobs,Events|
en-harbour|The Harbour Gazette|en|regional|Porthallow, Tremain and the Lizard coast|Home,News,Sport,What's on,Property,Jobs|Porthallow 12°C fair
en-metro|Metro Daily Star|en|portal|Britain's brightest news site|News,Showbiz,Sport,Money,Travel,Video|London 14°C
en-outdoor|Outdoor Retail Trader|en|trade|For the independent outdoor trade|News,Suppliers,Shows,People,Jobs|
en-coastline|Coastline 96.4|en|broadcaster|Your coast, your music, your news|News,Music,Presenters,Competitions,Traffic|Southcliff 13°C
en-westgate|The Westgate Review|en|magazine|Politics, ideas and the arts every week|Politics,Ideas,Books,Arts,Blogs,Subscribe|
en-yellowbrick|Yellowbrick|en|portal|News · Mail · Games · Horoscopes|News,Entertainment,Lifestyle,Games,Mail,Horoscopes|Bristol 10°C
en-saltmarsh|Saltmarsh Evening Echo|en|regional|The voice of the estuary|Home,News,Roads,Sport,Community,Jobs|Saltmarsh 8°C showers
en-standard|The Capital Standard|en|broadsheet|Since 1868|Home,Politics,UK,World,Money,Opinion,Sport|London 12°C
de-blickpunkt|Der Blickpunkt|de|magazine|Das Nachrichtenmagazin|Politik,Wirtschaft,Panorama,Kultur,Netzwelt,Wissenschaft,Forum|
fr-causses|Radio Causses Info|fr|broadcaster|L'info du Causse et des vallées|Infos,Sports,Agenda,Écouter,Émissions,Météo|Millau 14°C éclaircies
es-meseta|Meseta Digital|es|portal|El diario digital de la meseta|Portada,Local,Provincia,Deportes,Economía,Sociedad,Foros|Soria 9°C despejado
it-bassoverde|La Gazzetta del Basso Verde|it|regional|Quotidiano della pianura dal 1946|Home,Cronaca,Politica,Economia,Sport,Cultura,Lettere|Cremosano 15°C sereno
ja-minato|みなと新報ウェブ|ja|portal|港町の毎日を伝える|トップ,社会,政治,経済,スポーツ,地域,写真|みなと市 18℃ 晴れ
ru-priozerye|Вести Приозерья|ru|regional|Новости района с 1931 года|Главная,Новости,Общество,Происшествия,Спорт,Объявления,Форум|Приозерск −4°C снег
pl-nadwislanskie|Wiadomości Nadwiślańskie|pl|portal|Twój portal regionalny|Wiadomości,Region,Sport,Biznes,Kultura,Motoryzacja,Ogłoszenia|Płock 7°C pochmurno
tr-egepostasi|Ege Postası|tr|broadsheet|Her sabah, her yerde|Gündem,Ekonomi,Dünya,Spor,Yaşam,Yazarlar|İzmir 19°C güneşli
nl-veenland|Omroep Veenland|nl|broadcaster|Radio en tv voor de Veenkoloniën|Nieuws,Sport,Verkeer,Radio,Tv,Weer|Stadskanaal 10°C bewolkt
sv-osterland|Österlandets Tidning|sv|regional|Nyheter från Österland sedan 1874|Start,Nyheter,Sport,Kultur,Familj,Debatt|Österby 6°C mulet
el-voreia|Η Ημερησία του Βορρά|el|broadsheet|Εφημερίδα της Βόρειας Ελλάδας|Αρχική,Πολιτική,Οικονομία,Κοινωνία,Πόλη,Αθλητισμός,Γνώμες|Θεσσαλονίκη 16°C
da-vestegn|Vestegnens Dagblad|da|regional|Dit dagblad på Vestegnen|Forside,Lokalt,Sport,Kultur,Debat,Bolig|Tåstrup 7°C byger
pt-placar|Placar Total|pt|portal|Tudo sobre o seu time|Futebol,Vôlei,Basquete,Automobilismo,Tabelas,Vídeos|São Paulo 24°C
fi-pohjantalous|Pohjanmaan Talous|fi|trade|Alueen yritysuutiset joka päivä|Uutiset,Yritykset,Kiinteistöt,Rakentaminen,Nimitykset,Tapahtumat|
cs-podhuri|Hlas Podhůří|cs|regional|Zprávy z Podhůří a okolí|Úvod,Zprávy,Kraj,Sport,Kultura,Inzerce|Javorník 9°C oblačno
ar-sahel|صوت الساحل|ar|broadsheet|يومية مستقلة|الرئيسية,محليات,سياسة,اقتصاد,رياضة,ثقافة,رأي|المدينة الساحلية 22°م
"""

SITES_BT: dict[str, SiteBT] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _l, _look, _motto, _menu, _w = _row.split("|")
    SITES_BT[_k] = SiteBT(_k, _n, _l, _look, _motto, tuple(_menu.split(",")), _w)
