"""Made-up sites of blind set BV (small regional news portals, club and community sites of 2010-2014 with their own
server-printed comment code: a town portal, sports clubs, a parish and a school newsletter online, local radios, hobby
associations, a regional paper's archive, a dacha cooperative) and the furniture's words per language (``TERMS``).
Every site name, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_TERM_KEYS = ("home", "search", "rights", "print", "login", "user", "password", "more")

# lang | home | search button | rights | print | log in button | user name | password | read more
_TERM_ROWS = """
en|Home|Search|All rights reserved|Print this page|Log in|Username|Password|Read more
de|Startseite|Suchen|Alle Rechte vorbehalten|Druckversion|Anmelden|Benutzername|Passwort|weiterlesen
fr|Accueil|Rechercher|Tous droits réservés|Imprimer|Connexion|Identifiant|Mot de passe|Lire la suite
cs|Úvod|Hledat|Všechna práva vyhrazena|Tisk|Přihlásit|Jméno|Heslo|Více
pl|Strona główna|Szukaj|Wszelkie prawa zastrzeżone|Drukuj|Zaloguj|Login|Hasło|Czytaj dalej
el|Αρχική|Αναζήτηση|Με επιφύλαξη παντός δικαιώματος|Εκτύπωση|Είσοδος|Όνομα χρήστη|Κωδικός|Περισσότερα
nl|Home|Zoeken|Alle rechten voorbehouden|Afdrukken|Inloggen|Gebruikersnaam|Wachtwoord|Lees verder
es|Inicio|Buscar|Todos los derechos reservados|Imprimir|Entrar|Usuario|Contraseña|Leer más
it|Home|Cerca|Tutti i diritti riservati|Stampa|Accedi|Nome utente|Password|Leggi tutto
tr|Anasayfa|Ara|Tüm hakları saklıdır|Yazdır|Giriş|Kullanıcı adı|Şifre|Devamı
da|Forside|Søg|Alle rettigheder forbeholdes|Udskriv|Log ind|Brugernavn|Adgangskode|Læs mere
pt|Início|Pesquisar|Todos os direitos reservados|Imprimir|Entrar|Utilizador|Palavra-passe|Ler mais
ja|トップ|検索|無断転載を禁じます|印刷|ログイン|ユーザー名|パスワード|続きを読む
hu|Kezdőlap|Keresés|Minden jog fenntartva|Nyomtatás|Belépés|Felhasználónév|Jelszó|Tovább
ru|Главная|Найти|Все права защищены|Версия для печати|Войти|Логин|Пароль|Подробнее
"""

TERMS: dict[str, dict[str, str]] = {}
for _row in _TERM_ROWS.strip().splitlines():
    _lang, *_vals = _row.split("|")
    assert len(_vals) == len(_TERM_KEYS), _row
    TERMS[_lang] = dict(zip(_TERM_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteBV:
    key: str
    name: str
    lang: str
    look: str  # "portal" (a town portal in a three-column table), "club" (a club's site on a CMS of modules),
    # "radio" (a local radio station's site), "paper" (a regional paper's archive), "bulletin" (a parish's, school's
    # or association's hand-made newsletter site)
    motto: str
    menu: tuple[str, ...]


# key | name | lang | look | motto | menu (the first is the home page)
_SITE_ROWS = """
en-ashcombe|Ashcombe Online|en|portal|The community website for Ashcombe and the Vale|Home,News,What's On,Clubs & Groups,Businesses,Forum,Contact
de-tsv|TSV Grünbach 1908 e.V.|de|club|Fußball · Handball · Turnen · Tischtennis|Startseite,Aktuelles,Fußball,Handball,Jugend,Verein,Kontakt
fr-paroisse|Paroisse Saint-Martin des Trois Vallons|fr|bulletin|Le bulletin paroissial en ligne|Accueil,Horaires des messes,Le bulletin,Agenda,Nous contacter
en-valleyfm|Valley FM 104.2|en|radio|The sound of the Wyre Valley|Home,News,Sport,Presenters,Schedule,Competitions,Contact
cs-modelari|Klub železničních modelářů Kolínek|cs|club|Modulové kolejiště H0 a TT od roku 1976|Úvod,Aktuality,Kolejiště,Výstavy,Galerie,Kontakt
en-courier|The Millbrook Courier|en|paper|Serving Millbrook and Harlan County since 1889|Home,News,Sports,Obituaries,Opinion,Classifieds,Archive
pl-zatorze|Wieści z Zatorza|pl|portal|Portal mieszkańców Zatorza i okolic|Strona główna,Wiadomości,Wydarzenia,Sport,Ogłoszenia,Forum
el-kastania|Σύλλογος Καστανιωτών «Η Αγία Παρασκευή»|el|bulletin|Τα νέα του χωριού μας για όσους ζουν μακριά|Αρχική,Νέα,Εκδηλώσεις,Φωτογραφίες,Επικοινωνία
nl-groenehoek|Volkstuinvereniging De Groene Hoek|nl|club|Tuinieren in de Hoevepolder sinds 1951|Home,Nieuws,Tuinkalender,Vereniging,Fotoalbum,Contact
es-valdeloma|Peña Ciclista Valdeloma|es|club|Club ciclista desde 1983|Inicio,Noticias,Salidas,Clasificación,Galería,Contacto
en-oakfield|Oakfield Cricket Club|en|club|Established 1872 · Clubmark accredited|Home,News,Fixtures,Results,Juniors,Social,Contact
it-sanvitale|Borgo San Vitale in rete|it|portal|Il portale del paese e delle sue frazioni|Home,Notizie,Eventi,Associazioni,Meteo,Contatti
en-stmarys|St Mary's C of E Primary School, Lowerby|en|bulletin|Newsletter online – learning and growing together|Home,Newsletters,Classes,Parents,Calendar,Contact
tr-yesilyurt|Radyo Yeşilyurt 94.6|tr|radio|Yeşilyurt'un sesi|Anasayfa,Haberler,Programlar,Yayın Akışı,Top 20,İletişim
da-vesthede|Fugleklubben Vesthede|da|club|Lokal fugleforening siden 1967|Forside,Nyheder,Ture,Kasseprojektet,Medlemmer,Kontakt
pt-valefundo|Paróquia de São Bartolomeu de Vale Fundo|pt|bulletin|Folha paroquial online|Início,Horários,Folha Paroquial,Catequese,Contactos
ja-sakuragaoka|桜ヶ丘三丁目町内会|ja|bulletin|町内会からのお知らせと回覧板|トップ,お知らせ,行事予定,回覧板,防災,お問い合わせ
en-harbury|Harbury & District Darts League|en|club|Tuesday nights since 1974|Home,News,Fixtures,Tables,Honours,Averages,Contact
hu-honismeret|Felsőszentmiklósi Honismereti Kör|hu|bulletin|Helytörténet, emlékek, régi fényképek|Kezdőlap,Hírek,Régi fotók,Kiadványaink,Kapcsolat
ru-rassvet|СНТ «Рассвет»|ru|portal|Сайт садоводческого некоммерческого товарищества|Главная,Новости,Объявления,Документы,Взносы,Форум
"""

SITES_BV: dict[str, SiteBV] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _l, _look, _motto, _menu = _row.split("|")
    SITES_BV[_k] = SiteBV(_k, _n, _l, _look, _motto, tuple(_menu.split(",")))
