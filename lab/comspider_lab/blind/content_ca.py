"""Made-up blogs of blind set CA (readers' comments on blogs and news blogs of 2008-2013, on the blog engines and CMSs
of that era as their themes printed them) and the furniture's words per language (``TERMS``). Every blog name, place
and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_TERM_KEYS = (
    "home",
    "search",
    "archives",
    "recent",
    "latest",
    "links",
    "tags",
    "newer",
    "older",
    "feed",
    "powered",
)

# lang | home | search | archives | recent posts | recent comments | blogroll | tags | newer | older | feed | powered by
_TERM_ROWS = """
fr|Accueil|Rechercher|Archives|Billets récents|Derniers commentaires|Blogs amis|Libellés|Article plus récent|Article plus ancien|S'abonner à : Publier les commentaires (Atom)|Propulsé par
de|Startseite|Suchen|Archiv|Neueste Beiträge|Neueste Kommentare|Blogroll|Schlagwörter|Neuerer Beitrag|Älterer Beitrag|Kommentare als RSS-Feed abonnieren|Powered by
es|Inicio|Buscar|Archivo|Entradas recientes|Últimos comentarios|Blogs amigos|Etiquetas|Entrada más reciente|Entrada antigua|Suscribirse a los comentarios (RSS)|Funciona con
it|Home|Cerca|Archivio|Articoli recenti|Ultimi commenti|Blog amici|Tag|Articolo successivo|Articolo precedente|Feed RSS dei commenti|Realizzato con
pt|Início|Pesquisar|Arquivo|Entradas recentes|Comentários recentes|Blogues amigos|Etiquetas|Mensagem mais recente|Mensagem antiga|Subscrever comentários (RSS)|Com tecnologia
nl|Home|Zoeken|Archief|Recente berichten|Recente reacties|Blogrol|Categorieën|Volgend bericht|Vorig bericht|Abonneren op reacties (RSS)|Mogelijk gemaakt door
sv|Hem|Sök|Arkiv|Senaste inläggen|Senaste kommentarerna|Bloggar jag läser|Etiketter|Nyare inlägg|Äldre inlägg|Prenumerera på kommentarer (RSS)|Drivs med
pl|Strona główna|Szukaj|Archiwum|Ostatnie wpisy|Ostatnie komentarze|Linki|Tagi|Nowszy wpis|Starszy wpis|Kanał RSS komentarzy|Napędzane przez
tr|Anasayfa|Ara|Arşiv|Son Yazılar|Son Yorumlar|Blog Listesi|Etiketler|Sonraki Yazı|Önceki Yazı|Yorumlar RSS beslemesi|Altyapı
en|Home|Search|Archives|Recent Posts|Recent Comments|Blogroll|Tags|Newer Post|Older Post|Subscribe to comments (RSS)|Powered by
"""

TERMS: dict[str, dict[str, str]] = {}
for _row in _TERM_ROWS.strip().splitlines():
    _lang, *_vals = _row.split("|")
    assert len(_vals) == len(_TERM_KEYS), _row
    TERMS[_lang] = dict(zip(_TERM_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteCA:
    key: str
    name: str
    lang: str
    engine: str  # the page shell of layout_ca.py: "blogger", "wordpress", "livejournal", "drupal", "joomla",
    # "movabletype", "textpattern", "b2evolution", "expressionengine", "serendipity", "dotclear", "homemade"
    motto: str
    menu: tuple[str, ...]


# key | name | lang | engine | motto | menu (the first is the home page)
_SITE_ROWS = """
fr-tricot|Les aiguilles de Mamie Lou|fr|blogger|Tricot, crochet et petits riens du quotidien|Accueil,Mes modèles,Tutoriels,Me contacter
de-kreisel|Kreisel-Blog Unterhaching-Süd|de|wordpress|Nachrichten und Meinungen aus unserem Viertel|Startseite,Lokales,Verkehr,Vereine,Impressum
es-penya|Peña Ciclista La Cadena|es|joomla|Web oficial de la peña ciclista de Villarrubia del Monte|Inicio,Noticias,Rutas,Calendario,Galería,Contacto
en-railway|Branch Line Memories|en|livejournal|a journal about the old Dunmere branch and the trains I grew up with|Recent Entries,Archive,Friends,Profile
nl-fietsgids|De Fietsgids van Twente-Oost|nl|movabletype|Routes, rustpunten en regen in Oost-Twente|Home,Routes,Rustpunten,Over mij
sv-folkhogskola|Skolbloggen på Åsbacka folkhögskola|sv|drupal|Kursdeltagare och lärare skriver om livet på skolan|Startsida,Kurser,Bloggen,Kontakt
it-borgo|Il Borgo in Rete|it|textpattern|Notizie e chiacchiere da Castelvetrano Alto|Home,Notizie,Storia,Eventi,Contatti
pl-modelarz|Warsztat Modelarza|pl|b2evolution|Makiety kolejowe w skali H0 i nie tylko|Strona główna,Makieta,Porady,Galeria,O mnie
tr-bahce|Balkon Bahçem|tr|wordpress|Küçük bir balkonda domates, biber ve sabır|Anasayfa,Sebzeler,Çiçekler,Hakkımda
pl-gmina|Gazeta Gminy Wierzbno|pl|joomla|Niezależny serwis informacyjny gminy Wierzbno|Strona główna,Aktualności,Gmina,Sport,Kultura,Ogłoszenia
en-cheese|Curds &amp; Whey|en|expressionengine|A small dairy in the hills, told one wheel at a time|Home,The Farm,Cheeses,Journal,Visit
de-mofa|Mofa-Freunde Oberland|de|homemade|Die Seite für alle Freunde alter Mopeds aus Hessenbach|Start,Bestandsregister,Technik,Treffen,Gästebuch,Kontakt
sv-surdeg|Brödkärlet|sv|wordpress|Surdeg, vedugn och mjöl på fingrarna|Hem,Recept,Surdegsskolan,Om mig
it-casa|Storie di Via dei Tintori|it|dotclear|Microstoria di una strada di Lucca e della sua gente|Home,Le case,Le botteghe,Fotografie,Chi sono
es-refugio|Refugio Patas Felices|es|wordpress|Asociación protectora de animales de Torrecilla|Inicio,Adopta,Finales felices,Colabora,Contacto
pt-viagens|Diário de Bordo do Zé|pt|serendipity|Viagens de autocaravana por Portugal e arredores|Início,Viagens,Parques,Dicas,Sobre
"""

SITES_CA: dict[str, SiteCA] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _l, _e, _motto, _menu = _row.split("|")
    SITES_CA[_k] = SiteCA(_k, _n.replace("&amp;", "&"), _l, _e, _motto, tuple(_menu.split(",")))
