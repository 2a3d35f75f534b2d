"""Made-up sites of blind set BZ (regional and national news sites of Central and Eastern Europe, the Balkans, the
Baltics and the Caucasus in 2015-2020, as a crawler saved them) and the furniture's words per language (``TERMS``).
Every site name, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_TERM_KEYS = (
    "home",
    "search",
    "rights",
    "share",
    "cookie",
    "accept",
    "push",
    "allow",
    "later",
    "most",
    "views",
    "latest",
    "rates",
    "weather",
)

# words | home | search | rights | share | cookie banner | accept | push prompt | allow | later | most read | views |
# latest news | exchange rates | weather
_TERM_ROWS = """
ro|Acasă|Caută|Toate drepturile rezervate|Distribuie|Acest site folosește cookie-uri pentru a vă oferi o experiență cât mai bună. Continuarea navigării implică acceptarea lor.|Am înțeles|Vrei să primești notificări cu cele mai importante știri?|Da, vreau|Mai târziu|Cele mai citite|vizualizări|Ultimele știri|Curs valutar BNR|Vremea
bg|Начало|Търси|Всички права запазени|Сподели|Този сайт използва бисквитки. Продължавайки, вие се съгласявате с използването им.|Разбрах|Искате ли да получавате известия за най-важните новини?|Разреши|По-късно|Най-четени|прочитания|Последни новини|Валутни курсове|Времето
sr|Naslovna|Pretraga|Sva prava zadržana|Podeli|Ovaj sajt koristi kolačiće kako bi vam pružio bolje korisničko iskustvo. Daljim korišćenjem sajta prihvatate njihovu upotrebu.|Prihvatam|Želite li da primate obaveštenja o najvažnijim vestima?|Dozvoli|Ne sada|Najčitanije|pregleda|Najnovije vesti|Kursna lista|Vremenska prognoza
el|Αρχική|Αναζήτηση|Με επιφύλαξη παντός δικαιώματος|Κοινοποίηση|Χρησιμοποιούμε cookies για να σας προσφέρουμε την καλύτερη δυνατή εμπειρία. Συνεχίζοντας την περιήγηση αποδέχεστε τη χρήση τους.|Αποδοχή|Θέλετε να λαμβάνετε ειδοποιήσεις για τις σημαντικότερες ειδήσεις;|Ναι|Όχι τώρα|Δημοφιλή|προβολές|Τελευταία νέα|Ισοτιμίες|Καιρός
sk|Domov|Hľadať|Všetky práva vyhradené|Zdieľať|Táto stránka používa súbory cookies. Pokračovaním v prehliadaní súhlasíte s ich používaním.|Súhlasím|Chcete dostávať upozornenia na najdôležitejšie správy?|Povoliť|Neskôr|Najčítanejšie|zobrazení|Najnovšie správy|Kurzový lístok|Počasie
lt|Pradžia|Ieškoti|Visos teisės saugomos|Dalintis|Šioje svetainėje naudojami slapukai. Naršydami toliau sutinkate su jų naudojimu.|Sutinku|Ar norite gauti pranešimus apie svarbiausias naujienas?|Leisti|Vėliau|Skaitomiausi|peržiūros|Naujausios žinios|Valiutų kursai|Orai
et|Avaleht|Otsi|Kõik õigused kaitstud|Jaga|Kasutame küpsiseid, et pakkuda paremat kasutajakogemust. Lehitsemist jätkates nõustute küpsiste kasutamisega.|Nõustun|Kas soovite saada teavitusi olulisematest uudistest?|Luba|Hiljem|Loetumad|vaatamist|Värsked uudised|Valuutakursid|Ilm
lv|Sākums|Meklēt|Visas tiesības aizsargātas|Dalīties|Šī vietne izmanto sīkdatnes. Turpinot lietot vietni, jūs piekrītat sīkdatņu izmantošanai.|Piekrītu|Vai vēlaties saņemt paziņojumus par svarīgākajām ziņām?|Atļaut|Vēlāk|Lasītākie|skatījumi|Jaunākās ziņas|Valūtu kursi|Laika prognoze
ka|მთავარი|ძებნა|ყველა უფლება დაცულია|გაზიარება|ეს საიტი იყენებს ქუქი-ფაილებს. საიტის გამოყენების გაგრძელებით თქვენ ეთანხმებით მათ გამოყენებას.|გასაგებია|გსურთ მიიღოთ შეტყობინებები მთავარი ამბების შესახებ?|დიახ|მოგვიანებით|ყველაზე კითხვადი|ნახვა|ახალი ამბები|ვალუტის კურსი|ამინდი
sl|Domov|Išči|Vse pravice pridržane|Deli|Spletna stran uporablja piškotke za boljšo uporabniško izkušnjo. Z nadaljnjo uporabo se strinjate z njihovo uporabo.|Se strinjam|Želite prejemati obvestila o najpomembnejših novicah?|Dovoli|Kasneje|Najbolj brano|ogledov|Zadnje novice|Tečajnica|Vreme
sr-Cyrl|Насловна|Претрага|Сва права задржана|Подели|Овај сајт користи колачиће. Даљим коришћењем сајта прихватате њихову употребу.|Прихватам|Желите ли да примате обавештења о најважнијим вестима?|Дозволи|Не сада|Најчитаније|прегледа|Најновије вести|Курсна листа|Време
hy|Գլխավոր|Որոնել|Բոլոր իրավունքները պաշտպանված են|Կիսվել|Այս կայքը օգտագործում է թխուկներ։ Շարունակելով՝ դուք համաձայնում եք դրանց օգտագործմանը։|Համաձայն եմ|Ցանկանու՞մ եք ծանուցումներ ստանալ կարևոր լուրերի մասին։|Թույլատրել|Ավելի ուշ|Ամենաընթերցվածը|դիտում|Լրահոս|Փոխարժեք|Եղանակ
hu|Címlap|Keresés|Minden jog fenntartva|Megosztás|Az oldal sütiket használ a jobb felhasználói élmény érdekében. Az oldal további használatával hozzájárul a sütik használatához.|Rendben|Szeretne értesítést kapni a legfontosabb hírekről?|Engedélyezem|Később|Legolvasottabb|megtekintés|Friss hírek|Árfolyamok|Időjárás
uk|Головна|Пошук|Усі права захищено|Поділитися|Цей сайт використовує файли cookie. Продовжуючи перегляд, ви погоджуєтеся з їх використанням.|Зрозуміло|Бажаєте отримувати сповіщення про найважливіші новини?|Дозволити|Пізніше|Найпопулярніше|переглядів|Стрічка новин|Курси валют|Погода
sq|Kreu|Kërko|Të gjitha të drejtat e rezervuara|Shpërndaje|Kjo faqe përdor cookies për t'ju ofruar një përvojë më të mirë. Duke vazhduar, ju pranoni përdorimin e tyre.|Pranoj|Dëshironi të merrni njoftime për lajmet më të rëndësishme?|Lejo|Më vonë|Më të lexuarat|shikime|Lajmet e fundit|Kursi i këmbimit|Moti
hr|Naslovnica|Traži|Sva prava pridržana|Podijeli|Ova stranica koristi kolačiće. Nastavkom pregledavanja pristajete na njihovu upotrebu.|Prihvaćam|Želite li primati obavijesti o najvažnijim vijestima?|Dopusti|Kasnije|Najčitanije|pregleda|Najnovije vijesti|Tečajna lista|Vrijeme
"""

TERMS: dict[str, dict[str, str]] = {}
for _row in _TERM_ROWS.strip().splitlines():
    _words, *_vals = _row.split("|")
    assert len(_vals) == len(_TERM_KEYS), _row
    TERMS[_words] = dict(zip(_TERM_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteBZ:
    key: str
    name: str
    lang: str  # the page's and the truth's language
    words: str  # the TERMS row
    look: str  # "portal" (a national portal), "regional" (a regional paper's CMS), "tabloid" (a busy tabloid)
    motto: str
    menu: tuple[str, ...]


# key | name | lang | words | look | motto | menu (the first is the home page)
_SITE_ROWS = """
ro-arges|Gazeta Argeșului de Sus|ro|ro|regional|Cotidian independent de informație locală|Acasă,Actualitate,Administrație,Social,Sport,Economie,Opinii
bg-dunav|Дунавски вестител|bg|bg|regional|Новините от Северозапада|Начало,Регион,Общество,Икономика,Спорт,Култура
sr-novine|Glas Pomoravlja|sr|sr|tabloid|Dnevne vesti iz Pomoravlja i Srbije|Naslovna,Vesti,Hronika,Politika,Sport,Zabava,Magazin
el-thraki|Θρακική Ενημέρωση|el|el|portal|Ειδήσεις από τη Θράκη και όλη την Ελλάδα|Αρχική,Επικαιρότητα,Τοπικά,Οικονομία,Αθλητικά,Πολιτισμός
sk-zahorie|Záhorský denník|sk|sk|regional|Správy zo Záhoria|Domov,Správy,Región,Šport,Kultúra,Názory
lt-zemaitija|Žemaitijos žinios|lt|lt|portal|Naujienų portalas|Pradžia,Naujienos,Regionas,Verslas,Sportas,Kultūra
et-saare|Saarte Sõnumid|et|et|regional|Saarte uudised iga päev|Avaleht,Uudised,Elu,Sport,Arvamus,Kultuur
lv-kurzeme|Kurzemes Balss|lv|lv|portal|Kurzemes ziņu portāls|Sākums,Ziņas,Novados,Sports,Kultūra,Viedokļi
ka-imereti|იმერეთის მოამბე|ka|ka|portal|რეგიონული ახალი ამბები|მთავარი,პოლიტიკა,საზოგადოება,ეკონომიკა,სპორტი,კულტურა
sl-savinja|Savinjski glasnik|sl|sl|regional|Novice iz Savinjske doline|Domov,Novice,Kmetijstvo,Šport,Kultura,Mnenja
sr-cyr|Банатске новине|sr|sr-Cyrl|tabloid|Вести из Баната|Насловна,Вести,Пољопривреда,Хроника,Спорт,Култура
hy-lori|Լոռու լուրեր|hy|hy|portal|Լոռու մարզի լրատվական կայք|Գլխավոր,Լուրեր,Հասարակություն,Տնտեսություն,Սպորտ,Մշակույթ
hu-alfold|Alföldi Hírmondó|hu|hu|portal|Dél-alföldi hírportál|Címlap,Belföld,Szeged,Gazdaság,Sport,Kultúra,Fórum
uk-podillia|Подільський кур'єр|uk|uk|regional|Новини Вінниччини|Головна,Новини,Місто,Район,Спорт,Культура
sq-shkodra|Zëri i Veriut|sq|sq|tabloid|Lajme nga Shkodra dhe veriu|Kreu,Lajme,Politikë,Ekonomi,Sport,Kulturë
hr-kastela|Kaštelanski list|hr|hr|regional|Vijesti iz Kaštela i Dalmacije|Naslovnica,Vijesti,Gospodarstvo,Sport,Kultura,Komentari
"""

SITES_BZ: dict[str, SiteBZ] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _l, _w, _look, _motto, _menu = _row.split("|")
    SITES_BZ[_k] = SiteBZ(_k, _n, _l, _w, _look, _motto, tuple(_menu.split(",")))
