"""Made-up sites of blind set AG (lists that look like a discussion but are not one, beside small real discussions that
look plain, in new kinds, languages and layouts) and the furniture's words per language (``LABELS``). Every site name,
place and text invented."""

from __future__ import annotations

from comspider_lab.blind.layout_k import SiteK

_KEYS = ("popular", "latest", "share", "search", "login", "top", "posted", "archive", "about")

_LABEL_ROWS = """
fi|Luetuimmat|Uusimmat|Jaa|Hae|Kirjaudu|Alkuun|Aihe|Arkisto|Tietoa
hu|Legolvasottabb|Legfrissebb|Megosztás|Keresés|Belépés|Fel|Rovat|Archívum|Rólam
cs|Nejčtenější|Nejnovější|Sdílet|Hledat|Přihlásit|Nahoru|Rubrika|Archiv|O mně
sk|Najčítanejšie|Najnovšie|Zdieľať|Hľadať|Prihlásiť|Hore|Rubrika|Archív|O mne
ro|Cele mai citite|Cele mai noi|Distribuie|Caută|Autentificare|Sus|Categorie|Arhivă|Despre mine
tr|En çok okunanlar|Son haberler|Paylaş|Ara|Giriş|Yukarı|Kategori|Arşiv|Hakkımda
uk|Найпопулярніше|Останні новини|Поділитися|Пошук|Увійти|Нагору|Рубрика|Архів|Про мене
vi|Đọc nhiều|Mới nhất|Chia sẻ|Tìm kiếm|Đăng nhập|Lên đầu|Chuyên mục|Lưu trữ|Về tôi
id|Terpopuler|Terbaru|Bagikan|Cari|Masuk|Ke atas|Kanal|Arsip|Tentang saya
ca|Més llegides|Últimes|Comparteix|Cerca|Entra|Amunt|Secció|Arxiu|Sobre mi
sq|Më të lexuarat|Të fundit|Shpërndaj|Kërko|Hyr|Lart|Rubrika|Arkivi|Rreth meje
eo|Plej legataj|Plej novaj|Diskonigi|Serĉi|Ensaluti|Supren|Kategorio|Arkivo|Pri mi
no|Mest lest|Siste nytt|Del|Søk|Logg inn|Til toppen|Seksjon|Arkiv|Om meg
el|Τα πιο διαβασμένα|Τελευταία νέα|Κοινοποίηση|Αναζήτηση|Σύνδεση|Επάνω|Κατηγορία|Αρχείο|Σχετικά
da|Mest læste|Seneste|Del|Søg|Log ind|Til toppen|Sektion|Arkiv|Om mig
pt|Mais lidas|Últimas|Partilhar|Pesquisar|Entrar|Topo|Secção|Arquivo|Sobre mim
bs|Najčitanije|Najnovije|Podijeli|Pretraga|Prijava|Na vrh|Rubrika|Arhiva|O meni
it|Più letti|Ultimi|Condividi|Cerca|Accedi|Torna su|Categoria|Archivio|Chi sono
"""

LABELS: dict[str, dict[str, str]] = {}
for _line in _LABEL_ROWS.strip().splitlines():
    _lang, *_words = _line.split("|")
    assert len(_words) == len(_KEYS), _lang
    LABELS[_lang] = dict(zip(_KEYS, _words, strict=True))

# key | name | lang | tagline | sections (the first is the home page)
_ROWS = """
fi-news|Järvilaakson Sanomat|fi|Paikallisuutiset kolmesta kunnasta|Etusivu,Uutiset,Kunta,Urheilu,Kulttuuri,Mielipide
fi-mag|Pohjoisrannan Viikko|fi|Verkkolehti rannikolta|Etusivu,Uutiset,Ihmiset,Luonto,Liikenne
hu-news|Tiszaháti Hírmondó|hu|A járás független hírportálja|Címlap,Hírek,Önkormányzat,Sport,Kultúra
hu-blog|Öreg diófa alatt|hu|Egy falusi kert naplója|Kezdőlap,Kert,Falu,Receptek,Rólam
cs-blog|Zápisník z kopce|cs|Blog o rádiu, horách a vesnici|Úvod,Rádio,Hory,Vesnice,O mně
cs-news|Posázavský týden|cs|Zprávy z obcí nad řekou|Úvod,Zprávy,Obce,Sport,Kultura,Názory
sk-news|Podhorské noviny|sk|Regionálny spravodajský portál|Domov,Správy,Obce,Šport,Kultúra
sk-mag|Dolinský denník|sk|Správy z doliny každý deň|Domov,Región,Doprava,Šport,Relax
ro-news|Gazeta de Valea Iepei|ro|Știri locale din vale|Acasă,Știri,Administrație,Sport,Comunitate
ro-mag|Observatorul de Câmpie|ro|Cotidian online|Acasă,Local,Educație,Sport,Opinii
tr-mag|Kıyı Postası|tr|Sahil ilçelerinin haber sitesi|Ana sayfa,Gündem,Yerel,Ekonomi,Spor
tr-mag2|Yamaç Haber|tr|Dağ köylerinden haberler|Ana sayfa,Gündem,Köyler,Tarım,Kültür
uk-news|Вісті Заріччя|uk|Новини громади щодня|Головна,Новини,Громада,Спорт,Культура
uk-news2|Полтавщина над річкою|uk|Районна газета онлайн|Головна,Район,Село,Освіта,Думки
vi-blog|Chuyện chợ quê|vi|Nhật ký của một người bán rau|Trang chủ,Chợ,Món ăn,Làng,Về tôi
id-mag|Kabar Lembah Timur|id|Portal berita kota dan kabupaten|Beranda,Kota,Transportasi,Ekonomi,Olahraga
id-mag2|Warta Pesisir Utara|id|Berita pesisir setiap hari|Beranda,Daerah,Nelayan,Wisata,Opini
ca-news|El Diari del Pla Alt|ca|Notícies de la comarca|Portada,Comarca,Societat,Esports,Cultura
ca-blog|Quadern de la masia|ca|Un bloc des del camp|Inici,Camp,Cuina,Excursions,Sobre mi
sq-mag|Lajmet e Luginës|sq|Portali i lajmeve të qarkut|Kreu,Lajme,Politikë,Sport,Kulturë
eo-blog|La Verda Kajero|eo|Blogo pri vojaĝoj kaj lingvoj|Hejmo,Vojaĝoj,Urboj,Libroj,Pri mi
no-news|Fjordposten Vestvik|no|Lokalavisen for kysten|Forside,Nyheter,Kommune,Sport,Kultur
el-mag|Νέα της Πεδιάδας|el|Ειδήσεις από τον δήμο και τα χωριά|Αρχική,Ειδήσεις,Δήμος,Αθλητικά,Πολιτισμός
el-blog|Το τετράδιο του νησιού|el|Ένα ιστολόγιο από το νησί|Αρχική,Νησί,Θάλασσα,Φαγητό,Σχετικά
da-news|Lillevig Avis|da|Nyheder fra egnen|Forside,Nyheder,Kommunen,Sport,Kultur
pt-mag|Jornal da Serra Alta|pt|Notícias do concelho|Início,Concelho,Sociedade,Desporto,Opinião
bs-news|Glas Doline|bs|Portal za cijelu dolinu|Naslovna,Vijesti,Općina,Sport,Kultura
it-blog|Il Quaderno dell'Orto|it|Appunti da un orto di collina|Home,Orto,Semi,Ricette,Chi sono
"""

SITES_AG: dict[str, SiteK] = {}
for _line in _ROWS.strip().splitlines():
    _key, _name, _lang, _tag, _nav = _line.split("|", 4)
    SITES_AG[_key] = SiteK(_name, _lang, _tag, tuple(_nav.split(",")), (), f"© {_name}")
