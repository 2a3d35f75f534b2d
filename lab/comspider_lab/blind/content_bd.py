"""Made-up sites of blind set BD (news and magazine articles of 2008-2013 whose comments are a forum's thread shown
under the article) and the furniture's words per language (``WORDS``). Every site name, place and text invented for
this set."""

from __future__ import annotations

from dataclasses import dataclass

_KEYS = (
    "share",
    "related",
    "contact",
    "rights",
    "newsletter",
    "subscribe",
    "tags",
    "most",
    "login",
    "ad",
    "print",
)

# lang | share | related | contact | rights | newsletter | subscribe | tags | most read | log in / register | ad | print
_WORD_ROWS = """
en|Share this story|Related stories|Contact us|All rights reserved|Get the morning briefing by e-mail|Subscribe|Tags|Most read|Log in · Register|Advertisement|Print
de|Artikel versenden|Mehr zum Thema|Kontakt|Alle Rechte vorbehalten|Der Newsletter am Morgen|Bestellen|Schlagworte|Meistgelesen|Anmelden · Registrieren|Anzeige|Drucken
fr|Envoyer à un ami|À lire aussi|Contactez-nous|Tous droits réservés|Recevez la lettre d'information|Valider|Mots-clés|Les plus lus|Connexion · Inscription|Publicité|Imprimer
es|Enviar por correo|Noticias relacionadas|Contacto|Todos los derechos reservados|Boletín diario gratuito|Alta|Etiquetas|Lo más visto|Entrar · Registrarse|Publicidad|Imprimir
it|Invia ad un amico|Articoli correlati|Contatti|Riproduzione riservata|Ricevi la newsletter|Iscriviti|Tag|I più letti|Accedi · Registrati|Pubblicità|Stampa
nl|Stuur door|Gerelateerd nieuws|Contact|Alle rechten voorbehouden|Ontvang de nieuwsbrief|Aanmelden|Trefwoorden|Meest gelezen|Inloggen · Registreren|Advertentie|Afdrukken
ru|Отправить другу|Читайте также|Контакты|Все права защищены|Подписка на новости|Подписаться|Метки|Самое читаемое|Вход · Регистрация|Реклама|Версия для печати
ja|メールで送る|関連記事|お問い合わせ|無断転載を禁じます|メールマガジン登録|登録する|キーワード|アクセスランキング|ログイン · 新規登録|広告|印刷する
ko|기사 보내기|관련 기사|제보하기|무단전재 및 재배포 금지|뉴스레터 신청|신청|태그|많이 본 기사|로그인 · 회원가입|광고|인쇄
tr|Arkadaşına gönder|İlgili haberler|İletişim|Tüm hakları saklıdır|E-bülten aboneliği|Abone ol|Etiketler|En çok okunanlar|Giriş · Üye ol|Reklam|Yazdır
sv|Tipsa en vän|Relaterade artiklar|Kontakta oss|Alla rättigheter förbehållna|Få nyhetsbrevet|Beställ|Taggar|Mest lästa|Logga in · Bli medlem|Annons|Skriv ut
fi|Lähetä kaverille|Aiheeseen liittyvät|Yhteystiedot|Kaikki oikeudet pidätetään|Tilaa uutiskirje|Tilaa|Avainsanat|Luetuimmat|Kirjaudu · Rekisteröidy|Mainos|Tulosta
pt|Enviar por e-mail|Notícias relacionadas|Fale conosco|Todos os direitos reservados|Receba o boletim diário|Assinar|Palavras-chave|Mais lidas|Entrar · Cadastre-se|Publicidade|Imprimir
pl|Wyślij znajomemu|Zobacz także|Kontakt|Wszelkie prawa zastrzeżone|Zamów newsletter|Zamawiam|Tagi|Najpopularniejsze|Zaloguj · Załóż konto|Reklama|Drukuj
hu|Küldd el|Kapcsolódó cikkek|Kapcsolat|Minden jog fenntartva|Hírlevél-feliratkozás|Feliratkozom|Címkék|Legolvasottabb|Belépés · Regisztráció|Hirdetés|Nyomtatás
el|Αποστολή|Σχετικά άρθρα|Επικοινωνία|Με την επιφύλαξη παντός δικαιώματος|Ενημερωτικό δελτίο|Εγγραφή|Ετικέτες|Τα πιο δημοφιλή|Σύνδεση · Εγγραφή|Διαφήμιση|Εκτύπωση
cs|Poslat e-mailem|Související články|Kontakty|Všechna práva vyhrazena|Odběr novinek e-mailem|Odebírat|Štítky|Nejčtenější|Přihlásit · Registrace|Reklama|Tisk
"""

WORDS: dict[str, dict[str, str]] = {}
for _line in _WORD_ROWS.strip().splitlines():
    _lang, *_vals = _line.split("|")
    assert len(_vals) == len(_KEYS), _line
    WORDS[_lang] = dict(zip(_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteBD:
    key: str
    name: str
    lang: str
    template: str
    tagline: str
    sections: tuple[str, ...]
    year: str

    @property
    def direction(self) -> str:
        return "ltr"


# key | name | lang | template | tagline | sections (the first is the home page) | copyright year
_ROWS = """
en-railgazette|The Branchline Gazette|en|mg|Railways, modelling and preservation since 1961|Home,News,Preservation,Modelling,Forums|2009
en-harbourpost|Harbour Post|en|np|News for Cold Harbour and the Fenn Valley|Home,Local,Business,Sport,Opinion,Forum|2010
en-gearbench|GearBench|en|tb|Hardware reviews for people who build their own|Home,News,Reviews,Guides,Forums|2011
en-fieldandfen|Field & Fen|en|mg|The countryside weekly|Home,Farming,Wildlife,Rural Life,Community|2008
en-ashcombe|Ashcombe Echo|en|np|Serving Ashcombe, Lowbury and the Dene villages|Home,News,Council,Schools,Sport,Talk|2012
en-pitwall|PitWall Weekly|en|tb|Club motorsport, karting and hillclimb news|Home,News,Results,Features,Forum|2010
en-tidewatch|Tidewatch|en|np|Coastal news from Sandrey Point to Mullock Bay|Home,News,Fishing,Weather,Community|2013
en-gamerstack|GameStack|en|tb|PC and console gaming news|Home,News,Previews,Reviews,Community|2009
de-kreisbote|Mittelstädter Kreisbote|de|np|Ihre Zeitung für Mittelstadt und den Kreis Oberwiesen|Startseite,Lokales,Kreis,Wirtschaft,Sport,Forum|2011
fr-cotes|Le Courrier des Côtes|fr|mg|L'actualité du littoral et de l'arrière-pays|Accueil,Actualité,Mer,Sports,Forum|2010
es-vega|Diario de la Vega Alta|es|np|El periódico digital de la Vega Alta|Portada,Vega,Campo,Deportes,Foros|2012
it-valtorre|Valtorre Notizie|it|np|Il giornale online della Valtorre|Home,Cronaca,Montagna,Sport,Forum|2009
nl-polderkrant|De Polderkrant|nl|mg|Nieuws uit de Noordpolder|Home,Nieuws,Sport,Agenda,Forum|2011
ru-zarechye|Заречный курьер|ru|np|Новости Заречья и района|Главная,Город,Район,Спорт,Форум|2010
ja-kawabe|川辺タウン通信|ja|tb|川辺町の地域ニュースサイト|トップ,ニュース,くらし,スポーツ,掲示板|2012
ko-seobu|서부뉴스|ko|np|서부 지역의 생활 뉴스|홈,지역,사회,스포츠,커뮤니티|2013
tr-karaburun|Karaburun Haber|tr|np|İlçenin haber portalı|Anasayfa,Gündem,Spor,Yaşam,Forum|2011
sv-skargard|Skärgårdsnytt|sv|mg|Nyheter från ytterskärgården|Start,Nyheter,Båtliv,Sport,Forum|2012
fi-jarvi|Järviseudun Viesti|fi|np|Järviseudun oma uutissivusto|Etusivu,Uutiset,Urheilu,Kulttuuri,Keskustelu|2010
pt-serrano|Correio Serrano|pt|np|Notícias da serra, todos os dias|Capa,Região,Economia,Esportes,Fórum|2012
en-chalkhill|Chalkhill Advertiser|en|np|The Advertiser for Chalkhill and district|Home,News,What's On,Sport,Forum|2011
en-byteweek|ByteWeek|en|tb|The weekly magazine for PC builders|Home,News,Hardware,Benchmarks,Forums|2012
pl-nadodrze|Gazeta Nadodrzańska|pl|np|Wiadomości z Nadodrza|Strona główna,Region,Edukacja,Kultura,Forum|2013
hu-szentmarton|Szentmártoni Napló|hu|mg|A város és a környék híroldala|Címlap,Helyi,Gazdaság,Kultúra,Fórum|2013
el-lefkada|Νέα της Λευκόρας|el|np|Ειδήσεις από τη Λευκόρα και τα χωριά της|Αρχική,Τοπικά,Αθλητικά,Πολιτισμός,Φόρουμ|2010
en-pixelforge|PixelForge|en|tb|Software news and downloads|Home,News,Downloads,Reviews,Forums|2010
cs-povodi|Poříčský deník|cs|np|Zprávy z Poříčí a Horního Povodí|Úvod,Zprávy,Region,Sport,Diskuse|2013
"""

SITES_BD: dict[str, SiteBD] = {}
for _line in _ROWS.strip().splitlines():
    _k, _n, _l, _t, _tag, _secs, _y = _line.split("|")
    SITES_BD[_k] = SiteBD(_k, _n, _l, _t, _tag, tuple(_secs.split(",")), _y)
