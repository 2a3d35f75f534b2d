"""Made-up sites of blind set Q (newspapers, portals, blogs and journals of 2008-2015; every name invented): name,
language, tagline, sections, footer links, copyright, the words of its furniture, per case key."""

from __future__ import annotations

from comspider_lab.blind.layout_k import SiteK
from comspider_lab.blind.layout_q import SiteQ

# the furniture's words per language: home|print|email|share|tags|related|search|archive|next|prev|page_of|posted_by|
# written_by|hits|more
_UI = """
en|Home|Print this story|E-mail this story|Share|Tags|Related stories|Search|Archives|Newer Post|Older Post|Page {n} of {m}|Posted by {name}|Written by|Hits|Subscribe
de|Startseite|Artikel drucken|Artikel versenden|Teilen|Schlagworte|Mehr zum Thema|Suche|Archiv|Neuerer Post|Älterer Post|Seite {n} von {m}|Eingestellt von {name}|Geschrieben von|Zugriffe|Abo
fr|Accueil|Imprimer|Envoyer à un ami|Partager|Libellés|À lire aussi|Rechercher|Archives|Article plus récent|Article plus ancien|Page {n} sur {m}|Publié par {name}|Écrit par|Lu|S'abonner
es|Portada|Imprimir|Enviar por correo|Compartir|Etiquetas|Noticias relacionadas|Buscar|Hemeroteca|Siguiente|Anterior|Página {n} de {m}|Publicado por {name}|Escrito por|Visitas|Suscríbete
it|Home|Stampa|Invia per e-mail|Condividi|Tag|Articoli correlati|Cerca|Archivio|Post successivo|Post precedente|Pagina {n} di {m}|Pubblicato da {name}|Scritto da|Letture|Abbonati
nl|Home|Afdrukken|Mail dit artikel|Delen|Labels|Gerelateerd|Zoeken|Archief|Nieuwere post|Oudere post|Pagina {n} van {m}|Geplaatst door {name}|Geschreven door|Gelezen|Abonneren
pt|Início|Imprimir|Enviar por e-mail|Compartilhar|Marcadores|Leia também|Buscar|Arquivo|Postagem mais recente|Postagem mais antiga|Página {n} de {m}|Postado por {name}|Escrito por|Acessos|Assine
ru|Главная|Версия для печати|Отправить другу|Поделиться|Метки|Читайте также|Поиск|Архив|Следующая запись|Предыдущая запись|Страница {n} из {m}|Автор: {name}|Автор|Просмотров|Подписка
pl|Strona główna|Drukuj|Wyślij znajomemu|Udostępnij|Tagi|Czytaj także|Szukaj|Archiwum|Następny|Poprzedni|Strona {n} z {m}|Opublikował {name}|Autor|Odsłon|Prenumerata
cs|Úvod|Tisk|Poslat e-mailem|Sdílet|Štítky|Související články|Hledat|Archiv|Další|Předchozí|Strana {n} z {m}|Vložil {name}|Autor|Přečteno|Předplatné
sv|Hem|Skriv ut|Tipsa en vän|Dela|Etiketter|Relaterat|Sök|Arkiv|Nyare inlägg|Äldre inlägg|Sida {n} av {m}|Upplagd av {name}|Skrivet av|Visningar|Prenumerera
nb|Forsiden|Skriv ut|Tips en venn|Del|Stikkord|Relaterte saker|Søk|Arkiv|Nyere innlegg|Eldre innlegg|Side {n} av {m}|Publisert av {name}|Skrevet av|Lest|Abonner
da|Forside|Udskriv|Send til en ven|Del|Emner|Relaterede artikler|Søg|Arkiv|Næste|Forrige|Side {n} af {m}|Skrevet af {name}|Af|Læst|Abonnér
tr|Ana Sayfa|Yazdır|E-posta ile gönder|Paylaş|Etiketler|İlgili haberler|Ara|Arşiv|Sonraki|Önceki|Sayfa {n} / {m}|Yazan: {name}|Yazan|Okunma|Abone ol
ja|ホーム|印刷|メールで送る|共有|カテゴリ|関連記事|検索|アーカイブ|次の記事|前の記事|{n} / {m} ページ|投稿者 {name}|筆者|閲覧数|購読
zh|首頁|列印|轉寄|分享|標籤|相關文章|搜尋|文章彙整|下一篇|上一篇|第 {n} 頁，共 {m} 頁|發表者 {name}|作者|人氣|訂閱
id|Beranda|Cetak|Kirim lewat email|Bagikan|Label|Berita terkait|Cari|Arsip|Posting Lebih Baru|Posting Lama|Halaman {n} dari {m}|Diposting oleh {name}|Ditulis oleh|Dibaca|Langganan
ca|Portada|Imprimeix|Envia per correu|Comparteix|Etiquetes|Notícies relacionades|Cerca|Hemeroteca|Següent|Anterior|Pàgina {n} de {m}|Publicat per {name}|Escrit per|Lectures|Subscriu-te
sr|Почетна|Штампа|Пошаљи пријатељу|Подели|Тагови|Повезане вести|Претрага|Архива|Следећа|Претходна|Страна {n} од {m}|Објавио {name}|Аутор|Прочитано|Претплата
af|Tuis|Druk|E-pos aan 'n vriend|Deel|Etikette|Verwante artikels|Soek|Argief|Nuwer plasing|Ouer plasing|Bladsy {n} van {m}|Geplaas deur {name}|Geskryf deur|Gelees|Teken in
lv|Sākums|Drukāt|Sūtīt draugam|Dalīties|Birkas|Saistītie raksti|Meklēt|Arhīvs|Nākamais|Iepriekšējais|{n}. lapa no {m}|Publicēja {name}|Autors|Skatīts|Abonēt
fi|Etusivu|Tulosta|Lähetä kaverille|Jaa|Avainsanat|Aiheesta muualla|Haku|Arkisto|Uudempi|Vanhempi|Sivu {n}/{m}|Kirjoittanut {name}|Kirjoittaja|Luettu|Tilaa
hu|Címlap|Nyomtatás|Küldés e-mailben|Megosztás|Címkék|Kapcsolódó cikkek|Keresés|Archívum|Következő|Előző|{n}. oldal / {m}|Beküldte: {name}|Szerző|Olvasták|Előfizetés
ro|Acasă|Printează|Trimite unui prieten|Distribuie|Etichete|Articole similare|Caută|Arhivă|Următorul|Precedentul|Pagina {n} din {m}|Publicat de {name}|Scris de|Vizualizări|Abonează-te
el|Αρχική|Εκτύπωση|Αποστολή με email|Μοιραστείτε|Ετικέτες|Σχετικά άρθρα|Αναζήτηση|Αρχείο|Νεότερη ανάρτηση|Παλαιότερη ανάρτηση|Σελίδα {n} από {m}|Αναρτήθηκε από {name}|Γράφτηκε από|Προβολές|Εγγραφή
"""

_KEYS = (
    "home",
    "print",
    "email",
    "share",
    "tags",
    "related",
    "search",
    "archive",
    "next",
    "prev",
    "page_of",
    "posted_by",
    "written_by",
    "hits",
    "more",
)

UI: dict[str, dict[str, str]] = {}
for _line in _UI.strip().splitlines():
    _lang, *_words = _line.split("|")
    assert len(_words) == len(_KEYS), _lang
    UI[_lang] = dict(zip(_KEYS, _words, strict=True))

# key | name | lang | tagline | owner (blogs) | today (portals) | sections (comma-separated) | footer: heading: a; b || ...
_ROWS = """
en-guitar|Fretboard Notes|en|Repairs, restorations and the odd rant from a small shop in Ashby Falls|Walt Brennigan||Home,Repairs,Builds,Gear,About|Categories: Repairs; Builds; Gear; Shop news || Elsewhere: Contact; Rates; Links
en-talkback|The Millbrook Sentinel|en|Serving Harlan Vale and the river towns since 1897|||Home,Local News,Sports,Obituaries,Opinion,Classifieds|Sections: Local News; Sports; Business; Opinion; Weddings || Services: Subscribe; Place an Ad; Contact Us; Privacy Policy; Terms of Use
en-paged|Notes from Carver Street|en|One resident's view of Lindell town hall, schools and sidewalks|Dana Whitlock||Home,About,Council meetings,Schools|Links: About; Contact; Council agendas; Lindell Library || Feeds: Posts (Atom); Comments (Atom)
en-responses|Kessler Valley Herald|en|News for Kessler, Oakmont and Vine Ridge|||Home,News,Sports,Business,Life,Opinion|News: Local; State; Schools; Police; Weather || Herald: About us; Advertise; Contact; Jobs; Terms; Privacy
en-journal|the marmot's burrow|en|small vegetables, large opinions|quietmarmot||Recent Entries,Archive,Friends,Profile|Journal: Recent Entries; Archive; Friends; Profile || Help: FAQ; Terms
en-toggle|Half-Acre Homestead|en|Hens, beans and too many jars in a cold corner of Vermillion County|Rosalind Pyke||Home,The Hens,Garden,Preserving,About Us|Pages: Home; The Hens; Garden; Preserving || More: Contact; Disclosure
en-docwrite|The Orland Gazette|en|Orland County's newspaper|||Home,News,Sports,Farm & Ranch,Opinion,Obituaries|Gazette: News; Sports; Farm & Ranch; Opinion || Reader services: Subscribe; Archives; Contact; Advertising
en-photo|Lakeshore Lens|en|Photographs from the north shore of Lake Tamsin|Gus Arvidsen||Home,Galleries,Prints,Workshops,About|Lens: Galleries; Prints; Workshops || Contact: E-mail; Licensing
en-church|The Pembury Weekly Advertiser|en|Pembury, Clayhatch and the Ditton villages|||Home,News,Community,Sport,Property,Jobs|Advertiser: News; Community; Sport; Property || Contact: Newsroom; Advertising; Delivery; Privacy
en-homes|Westhaven Today|en|Westhaven's news, every day|||Home,News,Property,Business,Sport,What's On|Westhaven Today: News; Property; Business; Sport || Help: Contact; Advertise; Terms; Privacy
en-diary|Ashcombe Local History Society|en|Notes, finds and talks from the society's members|The Editor||Home,Talks,Archive,Membership,Contact|Society: Talks; Archive; Membership || Links: County records office; Parish council
en-referee|Lab Bench Ramblings|en|A postdoc writes about soil microbes, peer review and the price of pipette tips|Dr. Meera Castellan||Home,Research,Teaching,Publications,About|Blog: Research; Teaching; Publications || Elsewhere: Lab website; Reading list
de-atname|Rundschau am Wiesbach|de|Nachrichten aus Wiesbach, Ottering und Umgebung|||Startseite,Lokales,Region,Sport,Kultur,Service|Lokales: Wiesbach; Ottering; Kleinhelm || Service: Impressum; Kontakt; Mediadaten; Datenschutz; AGB
fr-adit|Les petits riens de Vernouillet|fr|Chroniques d'une bibliothécaire dans un bourg du Gâtinais|Mireille Aubrac||Accueil,Lectures,Le bourg,Recettes,Qui suis-je ?|Rubriques: Lectures; Le bourg; Recettes || Liens: Contact; Mentions légales
es-hace|El Faro de Valdecantos|es|Diario digital de la comarca de Valdecantos|||Portada,Comarca,Deportes,Economía,Cultura,Opinión|Secciones: Comarca; Deportes; Economía; Cultura || El Faro: Quiénes somos; Publicidad; Contacto; Aviso legal
it-hascritto|Il Taccuino di Borgo Sanvito|it|Cronache, foto e chiacchiere da un paese della bassa|Gianni Ferrazza||Home,Cronaca,Foto,Ricette,Chi sono|Sezioni: Cronaca; Foto; Ricette || Info: Contatti; Privacy
nl-zei|Uit de Moestuin van Joke|nl|Groenten, kippen en het weer in de Kempen|Joke van Baarle||Home,Moestuin,Kippen,Recepten,Over mij|Rubrieken: Moestuin; Kippen; Recepten || Info: Contact; Disclaimer
pt-escreveu|Diário de Bordo da Lu|pt-BR|Viagens baratas, ônibus e pousadas pelo interior|Luciana Prado||Início,Roteiros,Dicas,Hospedagem,Sobre|Categorias: Roteiros; Dicas; Hospedagem || Contato: E-mail; Parcerias
ru-journal|Записки с Обводного|ru|Петрозаводск, трамваи и всё остальное|obvodny_kot||Последние записи,Архив,Друзья,Профиль|Журнал: Последние записи; Архив; Друзья; Профиль || Помощь: FAQ; Правила
pl-poziom|Gazeta Nadbużańska|pl|Wiadomości z Wyszkowa, Broku i okolic|||Strona główna,Wiadomości,Sport,Kultura,Ogłoszenia,Forum|Działy: Wiadomości; Sport; Kultura; Ogłoszenia || Redakcja: Kontakt; Reklama; Regulamin; Polityka prywatności
cs-reakce|Posázavský týdeník|cs|Zprávy z Posázaví a Podblanicka|||Úvod,Zprávy,Sport,Kultura,Inzerce|Rubriky: Zprávy; Sport; Kultura; Inzerce || Redakce: Kontakty; Reklama; Předplatné
sv-sa|Trädgårdsliv i Norrbacka|sv|En kolonilott, två katter och för många tomatplantor|Britt-Marie Lind||Hem,Odling,Katterna,Recept,Om mig|Kategorier: Odling; Katterna; Recept || Övrigt: Kontakt; Länkar
nb-innlegg|Fjordposten|nb|Lokalavisa for Hegra, Trønnes og Skarvik|||Forsiden,Nyheter,Sport,Kultur,Meninger|Nyheter: Hegra; Trønnes; Skarvik || Fjordposten: Kontakt; Annonser; Abonnement; Personvern
tr-cevap|Kıyı Ekspres|tr|Körfez'in haber sitesi|||Ana Sayfa,Gündem,Ekonomi,Spor,Yaşam,Yazarlar|Kategoriler: Gündem; Ekonomi; Spor; Yaşam || Kurumsal: Künye; İletişim; Reklam; Gizlilik
ja-after|ゆるり山歩き日記|ja|週末の低山と温泉の記録|やまねこ||ホーム,山行記録,温泉,道具,プロフィール|カテゴリ: 山行記録; 温泉; 道具 || リンク: お問い合わせ; リンク集
zh-owner|阿明的單車小站|zh-TW|騎著單車慢慢看台灣|阿明||首頁,單車日記,路線,裝備,關於我|分類: 單車日記; 路線; 裝備 || 其他: 聯絡我; 友站連結
sr-glasovi|Подрињске новости|sr|Вести из Подриња и Мачве|||Почетна,Вести,Регион,Спорт,Култура,Економија|Рубрике: Вести; Регион; Спорт; Култура || Редакција: Импресум; Контакт; Маркетинг; Услови коришћења
da-xhr|Vestkystens Ugeavis|da|Nyheder fra Harbøl, Sønderstrand og omegn|||Forside,Nyheder,Sport,Kultur,Debat,Job|Nyheder: Harbøl; Sønderstrand; Egnen || Avisen: Kontakt; Annoncer; Abonnement; Cookies
ca-iframe|La Veu del Baix Ter|ca|Diari digital de les viles del Baix Ter|||Portada,Comarca,Societat,Esports,Cultura,Opinió|Seccions: Comarca; Societat; Esports; Cultura || Diari: Qui som; Publicitat; Contacte; Avís legal
id-mirror|Catatan Pinguin Bandel|id|Linux, server rumahan dan kopi|Bayu Satriyo||Beranda,Tutorial,Rilis,Server,Tentang|Kategori: Tutorial; Rilis; Server || Lainnya: Kontak; Donasi
af-notule|Die Karooster|af|Nuus en gesels van die Bo-Karoo se boerevereniging|Hennie Steyn||Tuis,Nuus,Vergaderings,Skou,Kontak|Blad: Nuus; Vergaderings; Skou || Kontak: E-pos; Lidmaatskap
lv-qso|Radioamatieru piezīmes|lv|Kurzemes radioamatieru kluba žurnāls|yl2qxk||Jaunākie ieraksti,Arhīvs,Draugi,Profils|Žurnāls: Jaunākie ieraksti; Arhīvs; Draugi || Palīdzība: BUJ; Noteikumi
fi-talkoot|Järvikylän Sanomat|fi|Järvikylän ja Riihimäen seudun paikallislehti|||Etusivu,Uutiset,Urheilu,Kulttuuri,Mielipiteet|Osastot: Uutiset; Urheilu; Kulttuuri || Lehti: Yhteystiedot; Ilmoitusmyynti; Tilaa lehti; Tietosuoja
hu-targyak|Alsóvölgyi Hírlap|hu|Alsóvölgy és környéke hírei|||Címlap,Hírek,Kultúra,Sport,Hirdetés|Rovatok: Hírek; Kultúra; Sport || Lap: Impresszum; Kapcsolat; Hirdetési árak
ro-vot|Gazeta de Valea Someșelului|ro|Știri din Someșeni, Vadu Rece și împrejurimi|||Acasă,Local,Administrație,Sport,Cultură,Opinii|Secțiuni: Local; Administrație; Sport; Cultură || Redacția: Contact; Publicitate; Termeni; Confidențialitate
el-eseis|Σημειώσεις μιας δασκάλας|el|Ένα σχολείο στο νησί, οι μαθητές του και πολλή κιμωλία|kyria_anna||Πρόσφατα,Αρχείο,Φίλοι,Προφίλ|Ημερολόγιο: Πρόσφατα; Αρχείο; Φίλοι; Προφίλ || Βοήθεια: Συχνές ερωτήσεις; Όροι
"""

SITES_Q: dict[str, SiteQ] = {}
SITES_Q_K: dict[str, SiteK] = {}  # the same sites as set K's data class, for the shared case maker
for _line in _ROWS.strip().splitlines():
    _key, _name, _lang, _tag, _owner, _today, _nav, _farm = _line.split("|", 7)
    farm = tuple(
        (col.split(":", 1)[0].strip(), tuple(x.strip() for x in col.split(":", 1)[1].split(";")))
        for col in _farm.split("||")
    )
    site = SiteK(
        _name,
        _lang,
        _tag,
        tuple(_nav.split(",")),
        farm,
        f"© {_name}",
    )
    SITES_Q_K[_key] = site
    SITES_Q[_name] = SiteQ(site, {**UI[_lang.split("-")[0]], "today": _today}, _owner)
