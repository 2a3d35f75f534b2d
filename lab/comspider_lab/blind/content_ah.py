"""Made-up sites of blind set AH (the reader discussions of small and mid-size news sites and blogs as they are today
and were about ten years ago, and lists on the same pages that are not reader comments) and the furniture's words per
language (``LABELS``). Every site name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.layout_k import SiteK

_KEYS = (
    "popular",
    "latest",
    "share",
    "search",
    "login",
    "top",
    "posted",
    "archive",
    "about",
    "letter",
    "tags",
)

_LABEL_ROWS = """
de|Meistgelesen|Neueste Artikel|Teilen|Suche|Anmelden|Nach oben|Rubrik|Archiv|Über mich|Unser Newsletter|Schlagwörter
fr|Les plus lus|Dernières infos|Partager|Rechercher|Connexion|Haut de page|Rubrique|Archives|À propos|Notre lettre d'information|Mots-clés
es|Lo más leído|Última hora|Compartir|Buscar|Entrar|Arriba|Sección|Archivo|Sobre mí|Boletín diario|Etiquetas
nl|Meest gelezen|Laatste nieuws|Delen|Zoeken|Inloggen|Naar boven|Rubriek|Archief|Over mij|Nieuwsbrief|Trefwoorden
pl|Najczęściej czytane|Najnowsze|Udostępnij|Szukaj|Zaloguj|Do góry|Dział|Archiwum|O mnie|Newsletter|Tagi
ja|よく読まれている記事|新着|シェア|検索|ログイン|トップへ|カテゴリー|アーカイブ|このブログについて|メールマガジン|タグ
ru|Самое читаемое|Последние новости|Поделиться|Поиск|Войти|Наверх|Рубрика|Архив|Обо мне|Рассылка|Теги
sv|Mest läst|Senaste nytt|Dela|Sök|Logga in|Till toppen|Avdelning|Arkiv|Om mig|Nyhetsbrev|Taggar
hr|Najčitanije|Najnovije|Podijeli|Traži|Prijava|Na vrh|Rubrika|Arhiva|O meni|Newsletter|Oznake
ko|많이 본 기사|최신 기사|공유|검색|로그인|맨 위로|분류|보관함|소개|뉴스레터|태그
he|הנקראים ביותר|חדשות אחרונות|שיתוף|חיפוש|התחברות|למעלה|מדור|ארכיון|אודות|ניוזלטר|תגיות
en|Most read|Latest|Share|Search|Sign in|Back to top|Filed under|Archive|About|Our newsletter|Tags
lt|Skaitomiausi|Naujausi|Dalintis|Paieška|Prisijungti|Į viršų|Rubrika|Archyvas|Apie mane|Naujienlaiškis|Žymos
zh|热门文章|最新文章|分享|搜索|登录|回到顶部|分类|归档|关于我|订阅|标签
bg|Най-четени|Последни новини|Сподели|Търсене|Вход|Нагоре|Рубрика|Архив|За мен|Бюлетин|Етикети
ms|Paling dibaca|Terkini|Kongsi|Cari|Log masuk|Ke atas|Kategori|Arkib|Tentang saya|Buletin|Tag
sw|Zilizosomwa zaidi|Habari mpya|Shiriki|Tafuta|Ingia|Juu|Kategoria|Kumbukumbu|Kuhusu|Jarida|Lebo
"""

LABELS: dict[str, dict[str, str]] = {}
for _line in _LABEL_ROWS.strip().splitlines():
    _lang, *_words = _line.split("|")
    assert len(_words) == len(_KEYS), _lang
    LABELS[_lang] = dict(zip(_KEYS, _words, strict=True))

# key | name | lang | tagline | sections (the first is the home page)
_ROWS = """
de-lok|Kreisbote Auental|de|Nachrichten aus dem Auental seit 1952|Startseite,Lokales,Gemeinden,Sport,Kultur,Leserforum
de-now|Stadtanzeiger Brückhausen|de|Unabhängig. Lokal. Digital.|Start,Stadt,Umland,Wirtschaft,Sport,Freizeit
de-blog|Fahrrad und Fernweh|de|Ein Blog über kurze Reisen|Start,Touren,Ausrüstung,Gedanken,Über mich
fr-now|L'Écho du Val Doré|fr|L'info de nos villages|Accueil,Actualité,Communes,Sports,Loisirs
fr-lok|Le Courrier des Trois Rivières|fr|Quotidien régional en ligne|Accueil,Région,Société,Sports,Culture
es-lok|Diario de la Vega Alta|es|Noticias de la comarca|Portada,Comarca,Municipios,Deportes,Cultura
es-now|El Faro del Estrecho|es|Información local cada día|Inicio,Ciudad,Deportes,Economía,Opinión
nl-blog|Polderpraat|nl|Een blog over het dorp en de dijk|Home,Dorp,Natuur,Eten,Over mij
nl-now|Dagblad Lindeveld|nl|Nieuws uit Lindeveld en omstreken|Home,Nieuws,Regio,Sport,Cultuur
pl-lok|Gazeta Nadrzeczna|pl|Portal powiatu nad rzeką|Strona główna,Wiadomości,Gminy,Sport,Kultura
pl-blog|Zeszyt z biblioteki|pl|Blog o książkach i historii miasta|Start,Historia,Książki,Miasto,O mnie
ja-now|みなと町ニュース|ja|港町の暮らしと話題|ホーム,地域,くらし,経済,スポーツ
ja-sci|そらと海のサイエンス|ja|地方大学発の科学ニュース|ホーム,研究,海,宇宙,くらし
ru-lok|Заречный вестник|ru|Новости района с 1998 года|Главная,Новости,Район,Спорт,Культура
ru-now|Городская среда|ru|Интернет-издание о городе|Главная,Город,Люди,Транспорт,Культура
sv-lok|Sjöbygdens Tidning|sv|Lokala nyheter varje dag|Hem,Nyheter,Kommun,Sport,Kultur
sv-now|Nya Älvdalsposten|sv|Din lokala nyhetssajt|Hem,Nyheter,Näringsliv,Sport,Nöje
hr-lok|Glas Podravine|hr|Portal za grad i okolicu|Naslovnica,Vijesti,Županija,Sport,Kultura
hr-now|Otočni list|hr|Vijesti s otoka|Naslovnica,Otok,More,Sport,Kultura
ko-now|새벽강 뉴스|ko|지역을 잇는 온라인 신문|홈,지역,사회,경제,문화
ko-blog|골목 산책자|ko|오래된 동네를 걷는 블로그|홈,산책,가게,사진,소개
he-lok|קול העמק|he|חדשות העמק והמושבים|ראשי,חדשות,מועצה,ספורט,תרבות
en-blog|The Lanes and Lochs|en|A walking blog from the north|Home,Walks,Kit,Notes,About
en-lok|Harrowfield Examiner|en|News for Harrowfield and the valley|Home,News,Business,Sport,What's on
lt-now|Pamario naujienos|lt|Regiono naujienų portalas|Pradžia,Naujienos,Rajonas,Sportas,Kultūra
zh-blog|山城小记|zh|一个人的美术馆笔记|首页,展览,城市,读书,关于
bg-now|Радио Поречие|bg|Новини и музика от региона|Начало,Новини,Регион,Музика,Спорт
ms-lok|Suara Kuala Tenang|ms|Berita daerah dan kampung|Utama,Berita,Daerah,Sukan,Budaya
sw-now|Sauti ya Pwani|sw|Habari za mkoa kila siku|Mwanzo,Habari,Mkoa,Michezo,Burudani
"""

SITES_AH: dict[str, SiteK] = {}
for _line in _ROWS.strip().splitlines():
    _key, _name, _lang, _tag, _nav = _line.split("|", 4)
    SITES_AH[_key] = SiteK(
        _name,
        _lang,
        _tag,
        tuple(_nav.split(",")),
        (),
        f"© {_name}",
        direction="rtl" if _lang == "he" else "ltr",
    )
