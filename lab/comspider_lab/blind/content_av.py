"""Made-up sites of blind set AV (the comment sections of news sites around 2011-2013 as their servers sent them) and
the furniture's words per language (``WORDS``). Every site name, place, headline and text invented for this set, each
written by hand."""

from __future__ import annotations

from dataclasses import dataclass

_KEYS = (
    "latest",
    "most_read",
    "most_commented",
    "related",
    "poll",
    "vote",
    "gallery",
    "photo",
    "web",
    "author",
    "tags",
    "share",
    "login",
    "user",
    "password",
    "sign_in",
    "rights",
)

# lang | latest | most read | most commented | related | poll | vote | gallery | photo | around the web | about the
# author | tags | share | login | user | password | sign in | rights
_WORD_ROWS = """
en|Latest|Most read|Most commented|Related stories|Have your say|Vote|In pictures|Photo|From around the web|About the author|Tags|Share|Log in|Username|Password|Sign in|All rights reserved
de|Eilmeldung|Meistgelesen|Meistkommentiert|Mehr zum Thema|Umfrage|Abstimmen|Bildergalerie|Foto|Aus dem Netz|Über den Autor|Schlagworte|Teilen|Anmelden|Benutzername|Passwort|Einloggen|Alle Rechte vorbehalten
fr|Dernière minute|Les plus lus|Les plus commentés|À lire aussi|Sondage|Voter|En images|Photo|Ailleurs sur le web|L'auteur|Mots-clés|Partager|Connexion|Identifiant|Mot de passe|Se connecter|Tous droits réservés
es|Última hora|Lo más leído|Lo más comentado|Noticias relacionadas|Encuesta|Votar|Fotogalería|Foto|En la red|Sobre el autor|Etiquetas|Compartir|Acceso|Usuario|Contraseña|Entrar|Todos los derechos reservados
nl|Net binnen|Meest gelezen|Meest besproken|Gerelateerd|Stelling|Stem|Fotoserie|Foto|Elders op het web|Over de auteur|Trefwoorden|Delen|Inloggen|Gebruikersnaam|Wachtwoord|Log in|Alle rechten voorbehouden
it|Ultim'ora|I più letti|I più commentati|Articoli correlati|Sondaggio|Vota|Fotogallery|Foto|Dal web|L'autore|Tag|Condividi|Accedi|Nome utente|Password|Entra|Riproduzione riservata
pt|Agora|Mais lidas|Mais comentadas|Leia também|Enquete|Votar|Galeria de fotos|Foto|Na rede|Sobre o autor|Tags|Compartilhe|Entrar|Usuário|Senha|Entrar|Todos os direitos reservados
sv|Just nu|Mest läst|Mest kommenterat|Läs också|Dagens fråga|Rösta|Bildspel|Foto|Från nätet|Om skribenten|Taggar|Dela|Logga in|Användarnamn|Lösenord|Logga in|Alla rättigheter förbehållna
ru|Срочно|Самое читаемое|Самое обсуждаемое|Читайте также|Опрос|Голосовать|Фоторепортаж|Фото|Интересное в сети|Об авторе|Теги|Поделиться|Вход|Логин|Пароль|Войти|Все права защищены
pl|Z ostatniej chwili|Najczęściej czytane|Najczęściej komentowane|Zobacz też|Sonda|Głosuj|Galeria|Fot.|Polecamy w sieci|O autorze|Tagi|Udostępnij|Logowanie|Login|Hasło|Zaloguj|Wszelkie prawa zastrzeżone
cs|Právě teď|Nejčtenější|Nejkomentovanější|Související články|Anketa|Hlasovat|Fotogalerie|Foto|Z internetu|O autorovi|Štítky|Sdílet|Přihlášení|Jméno|Heslo|Přihlásit|Všechna práva vyhrazena
tr|Son dakika|En çok okunanlar|En çok yorumlananlar|İlgili haberler|Anket|Oy ver|Foto galeri|Fotoğraf|İnternetten|Yazar hakkında|Etiketler|Paylaş|Üye girişi|Kullanıcı adı|Şifre|Giriş|Tüm hakları saklıdır
ja|速報|アクセスランキング|コメントの多い記事|関連記事|アンケート|投票する|写真特集|写真|ネットで話題|筆者紹介|タグ|共有|ログイン|ユーザー名|パスワード|ログイン|無断転載を禁じます
el|Έκτακτο|Τα πιο δημοφιλή|Τα πιο σχολιασμένα|Σχετικά άρθρα|Δημοσκόπηση|Ψηφίστε|Φωτογραφίες|Φωτ.|Από το διαδίκτυο|Ο συντάκτης|Ετικέτες|Κοινοποίηση|Σύνδεση|Όνομα χρήστη|Κωδικός|Είσοδος|Με επιφύλαξη παντός δικαιώματος
fi|Tuoreimmat|Luetuimmat|Kommentoiduimmat|Aiheesta muualla|Kysely|Äänestä|Kuvagalleria|Kuva|Verkosta poimittua|Toimittajasta|Avainsanat|Jaa|Kirjaudu|Käyttäjätunnus|Salasana|Kirjaudu sisään|Kaikki oikeudet pidätetään
da|Seneste nyt|Mest læste|Mest kommenterede|Relaterede artikler|Afstemning|Stem|Billedserie|Foto|Fra nettet|Om journalisten|Emner|Del|Log ind|Brugernavn|Adgangskode|Log ind|Alle rettigheder forbeholdes
hu|Friss|Legolvasottabb|Legtöbbet kommentelt|Kapcsolódó cikkek|Szavazás|Szavazok|Galéria|Fotó|A netről ajánljuk|A szerzőről|Címkék|Megosztás|Belépés|Felhasználónév|Jelszó|Belépek|Minden jog fenntartva
ro|Ultima oră|Cele mai citite|Cele mai comentate|Articole similare|Sondaj|Votează|Galerie foto|Foto|Din online|Despre autor|Etichete|Distribuie|Autentificare|Utilizator|Parolă|Intră|Toate drepturile rezervate
ko|속보|많이 본 뉴스|댓글 많은 뉴스|관련 기사|설문|투표하기|포토|사진|인터넷 화제|기자 소개|태그|공유|로그인|아이디|비밀번호|로그인|무단 전재 및 재배포 금지
vi|Tin nóng|Đọc nhiều nhất|Bình luận nhiều nhất|Tin liên quan|Thăm dò ý kiến|Bình chọn|Ảnh|Ảnh|Trên mạng|Về tác giả|Từ khóa|Chia sẻ|Đăng nhập|Tên đăng nhập|Mật khẩu|Đăng nhập|Bản quyền thuộc về báo
zh|滚动新闻|点击排行|评论排行|相关阅读|网友调查|投票|图片新闻|摄影|网络热点|作者简介|关键词|分享到|会员登录|用户名|密码|登录|版权所有
he|מבזקים|הנקראות ביותר|המדוברות ביותר|כתבות נוספות|סקר|הצבעה|גלריה|צילום|מהרשת|על הכותב|תגיות|שתפו|כניסה|שם משתמש|סיסמה|התחברות|כל הזכויות שמורות
uk|Терміново|Найчитаніше|Найобговорюваніше|Читайте також|Опитування|Голосувати|Фоторепортаж|Фото|З мережі|Про автора|Теги|Поділитися|Вхід|Логін|Пароль|Увійти|Усі права захищено
id|Terkini|Terpopuler|Terbanyak dikomentari|Berita terkait|Jajak pendapat|Pilih|Galeri foto|Foto|Dari jagat maya|Tentang penulis|Tag|Bagikan|Masuk|Nama pengguna|Kata sandi|Masuk|Hak cipta dilindungi
hr|Najnovije|Najčitanije|Najkomentiranije|Povezane vijesti|Anketa|Glasaj|Fotogalerija|Foto|S weba|O autoru|Oznake|Podijeli|Prijava|Korisničko ime|Lozinka|Prijavi se|Sva prava pridržana
nb|Siste nytt|Mest lest|Mest kommentert|Les også|Dagens spørsmål|Stem|Bildeserie|Foto|Fra nettet|Om journalisten|Stikkord|Del|Logg inn|Brukernavn|Passord|Logg inn|Alle rettigheter reservert
sk|Práve teraz|Najčítanejšie|Najdiskutovanejšie|Súvisiace články|Anketa|Hlasovať|Fotogaléria|Foto|Z internetu|O autorovi|Značky|Zdieľať|Prihlásenie|Meno|Heslo|Prihlásiť|Všetky práva vyhradené
ca|Última hora|El més llegit|El més comentat|Notícies relacionades|Enquesta|Vota|Galeria|Foto|A la xarxa|Sobre l'autor|Etiquetes|Comparteix|Accés|Usuari|Contrasenya|Entra|Tots els drets reservats
"""

WORDS: dict[str, dict[str, str]] = {}
for _line in _WORD_ROWS.strip().splitlines():
    _lang, *_vals = _line.split("|")
    assert len(_vals) == len(_KEYS), _line
    WORDS[_lang] = dict(zip(_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteAV:
    key: str
    name: str
    lang: str
    skin: str  # "np" (a newspaper), "tb" (a tabloid), "po" (a news portal)
    tagline: str
    sections: tuple[str, ...]
    ticker: str
    most: tuple[tuple[str, str], ...]  # (headline, comment count)
    related: tuple[tuple[str, str, str], ...]  # (headline, teaser, date)
    poll: tuple[str, ...]  # question, options
    gallery: tuple[tuple[str, str], ...]  # (caption, credit)
    web: tuple[str, ...]
    bio: str

    @property
    def direction(self) -> str:
        return "rtl" if self.lang in ("he",) else "ltr"


# one block per site: a head line "key|name|lang|skin|tagline|sections", then lines "T: ticker", "M: headline ; n",
# "R: headline ; teaser ; date", "P: question ; option ; option ...", "G: caption ; credit", "W: text", "B: bio"
_SITES = """
en-ashcombe|The Ashcombe Courier|en|np|Serving Ashcombe and the Vale since 1871|Home,News,Sport,Business,Opinion,What's On
T: Ring road closed northbound between junctions 3 and 4 until Monday
M: Council tax to rise by 3.5 per cent ; 212
M: Bus station cafe closes after forty years ; 88
M: Vale Rovers sack manager after cup exit ; 154
M: Woman, 93, completes charity swim ; 17
R: Library opening hours cut at three branches ; Volunteers say they will fight the decision at next month's meeting. ; 12 Mar 2012
R: Parking charges return to Market Square ; Free parking after 3pm ends from April. ; 8 Mar 2012
R: Schools admissions: what the new rules mean ; Our guide for parents applying this year. ; 2 Mar 2012
P: Should the council sell the Corn Exchange? ; Yes, it costs too much ; No, keep it for the town ; Don't know
G: The Corn Exchange at dusk from the market cross ; Mike Trelawny
G: Traders packing up on a wet Saturday ; Mike Trelawny
G: The hall's 1890s ceiling, restored in 1987 ; Courier archive
W: Ten seaside towns that time forgot
W: Why your boiler is costing you more than you think
W: Readers' holiday offers: Lakes from £99
B: Dan Fairbrother has covered Ashcombe council for the Courier since 2004.

de-lindenau|Lindenauer Tageblatt|de|np|Die Zeitung für Lindenau und den Kreis|Startseite,Lokales,Kreis,Politik,Sport,Kultur
T: B 71 zwischen Hollern und Lindenau-Süd ab Montag voll gesperrt
M: Neues Hallenbad: Kosten steigen auf 14 Millionen ; 187
M: Kirmes bleibt auf dem Schützenplatz ; 42
M: Handball: Lindenau verliert Spitzenspiel ; 23
M: Ärger um Blitzer an der Grundschule ; 96
R: Stadtrat vertagt Entscheidung über Parkhaus ; Die Fraktionen wollen erst ein zweites Gutachten sehen. ; 02.02.2012
R: Busfahrplan: Die Linie 4 fährt wieder im Halbstundentakt ; Ab dem Fahrplanwechsel im Dezember. ; 28.01.2012
R: Bürgerversammlung zum Baugebiet Hasenkamp ; Mehr als 200 Anwohner kamen in die Aula. ; 19.01.2012
P: Sollte das alte Freibad erhalten bleiben? ; Ja ; Nein ; Ist mir egal
G: Das Freibad im Sommer 1974 ; Archiv Tageblatt
G: Der leere Beckenboden im vergangenen Herbst ; Jörg Wendtland
G: Blick vom Sprungturm auf die Liegewiese ; Jörg Wendtland
W: Diese fünf Fehler machen fast alle bei der Steuererklärung
W: Urlaub an der Ostsee: Angebote ab 199 Euro
W: So finden Sie den richtigen Tarif für Ihren Strom
B: Sabine Ortlepp schreibt seit 1998 für das Tageblatt über Lindenau und den Stadtrat.

fr-marennes|Le Républicain des Trois Vallées|fr|np|Quotidien régional d'information|Accueil,Région,Faits divers,Économie,Sports,Loisirs
T: Neige : les transports scolaires suspendus demain sur le plateau
M: La piscine intercommunale ferme pour travaux ; 64
M: Un nouveau boulanger à Saint-Aure ; 12
M: Rugby : Vallerand s'impose dans le derby ; 51
M: Le radar de la côte de Brion vandalisé ; 77
R: Le conseil municipal vote le budget 2012 ; Une hausse de 2 % des impôts locaux. ; 24 février 2012
R: Collège Jean-Mermoz : la cantine passe au bio ; Un repas sur cinq dès la rentrée. ; 18 février 2012
R: Les commerçants de la rue Haute inquiets ; Trois vitrines vides en un an. ; 9 février 2012
P: Êtes-vous favorable à la fermeture de la rue Haute aux voitures ? ; Oui ; Non ; Sans opinion
G: La rue Haute un jour de marché ; Gilles Parmentier
G: La fontaine de la place du Foirail ; Gilles Parmentier
G: Les arcades, vues depuis le beffroi ; Lecteur
W: Les 10 villages les plus beaux de France
W: Crédit immobilier : les taux au plus bas
W: Ces stars qui ont bien changé
B: Anne-Laure Bessière suit l'actualité des Trois Vallées depuis 2006.

es-altozano|Diario del Altozano|es|tb|El periódico de la comarca|Portada,Comarca,Sucesos,Economía,Deportes,Gente
T: Suspendida la feria de ganado por la lluvia
M: Un vecino encuentra un anillo romano en su huerta ; 58
M: El Atlético Altozano, a un paso del ascenso ; 133
M: Cierra la última sala de cine del centro ; 97
M: Así será la nueva rotonda de la carretera de Villalba ; 41
R: La Guardia Civil busca al autor de los robos en las casas de campo ; Ya van once denuncias este invierno. ; 3 de marzo de 2012
R: El pleno aprueba la nueva ordenanza de terrazas ; Los bares podrán abrir hasta la una. ; 27 de febrero de 2012
R: Vuelve el mercadillo medieval ; Más de cien puestos en la plaza. ; 20 de febrero de 2012
P: ¿Debe peatonalizarse la calle Mayor? ; Sí ; No ; Solo los fines de semana
G: La plaza Mayor durante las fiestas ; Paco Sierra
G: Los gigantes y cabezudos recorren el casco antiguo ; Paco Sierra
G: Una vista aérea del pueblo ; Ayuntamiento
W: Los trucos de los abuelos para ahorrar en la factura de la luz
W: Ofertas de viajes a Canarias desde 199 euros
W: Cómo preparar la declaración de la renta sin errores
B: Rocío Valdemoro es redactora de sucesos y sociedad desde 2009.

nl-zilverdijk|Zilverdijker Courant|nl|po|Het nieuws uit de Zilverdijkerwaard|Home,Regio,Binnenland,Economie,Sport,Cultuur
T: Pont bij Oudwerf tot en met zondag uit de vaart
M: Kermis verhuist naar het Havenplein ; 39
M: Supermarkt aan de Dijkstraat gaat dicht ; 71
M: Wethouder stapt op na ruzie over begroting ; 145
M: Zilverdijk wint derby met 3-1 ; 22
R: Gemeenteraad kiest voor nieuwe sporthal ; De bouw begint volgend voorjaar. ; 14 maart 2012
R: Bewoners Molenwijk willen drempels ; Er wordt te hard gereden bij de school. ; 6 maart 2012
R: Ijsbaan trekt duizenden schaatsers ; Voor het eerst in drie jaar open. ; 11 februari 2012
P: Moet de pont gratis worden? ; Ja ; Nee ; Alleen voor fietsers
G: De pont bij laag water ; Ruud Kamsteeg
G: Schaatsers op de ijsbaan bij de molen ; Ruud Kamsteeg
G: De oude haven in 1956 ; Streekarchief
W: Zo bespaart u honderden euro's op uw zorgverzekering
W: De mooiste fietsroutes langs de rivier
W: Vakantiehuisjes in de Ardennen vanaf 149 euro
B: Marieke Hoogendoorn is verslaggever voor de regio en schrijft vooral over de gemeenteraad.

it-valbruna|Il Corriere di Valbruna|it|tb|Il quotidiano della valle|Home,Cronaca,Politica,Economia,Sport,Spettacoli
T: Frana sulla provinciale per Castelmonte: strada chiusa
M: Multe, a Valbruna record di autovelox ; 118
M: Sagra della castagna, boom di presenze ; 34
M: Chiude la storica merceria di piazza Duomo ; 66
M: Calcio: la Valbrunese torna a vincere ; 29
R: Ospedale, il reparto di pediatria resta aperto ; La Regione conferma i fondi per il 2012. ; 2 marzo 2012
R: Nuove piste ciclabili in centro ; Lavori al via in primavera. ; 25 febbraio 2012
R: Il sindaco incontra i commercianti ; Sul tavolo parcheggi e affitti. ; 17 febbraio 2012
P: Siete favorevoli alla ZTL in centro storico? ; Sì ; No ; Solo d'estate
G: Piazza Duomo sotto la neve ; Studio Fotografico Bellini
G: La processione di San Rocco ; Studio Fotografico Bellini
G: Il ponte vecchio al tramonto ; Lettore
W: Dieta: i cinque cibi che bruciano i grassi
W: Auto usate: le occasioni del mese
W: Vacanze in Liguria, offerte last minute
B: Giulia Ferraresi segue la cronaca locale per il Corriere di Valbruna dal 2007.

pt-serrana|Gazeta Serrana|pt|po|O portal de notícias da serra|Início,Cidade,Região,Política,Esportes,Entretenimento
T: Chuva forte deixa bairros sem energia em Vale Verde
M: Prefeitura anuncia novo terminal de ônibus ; 54
M: Festival de inverno terá shows gratuitos ; 23
M: Time da cidade é eliminado nos pênaltis ; 61
M: Buracos na Avenida das Hortênsias ; 88
R: Câmara aprova reajuste da tarifa de água ; Aumento de 8% a partir de maio. ; 10/03/2012
R: Escola estadual ganha laboratório de ciências ; Equipamentos doados por empresa da região. ; 05/03/2012
R: Feira de orgânicos muda de endereço ; Agora aos sábados na praça da matriz. ; 28/02/2012
P: Você usa o transporte público da cidade? ; Todos os dias ; Às vezes ; Nunca
G: A praça da matriz ao amanhecer ; Roberto Camargo
G: Neblina na estrada da serra ; Roberto Camargo
G: A antiga estação ferroviária ; Arquivo
W: Veja como economizar na conta de luz
W: Pacotes para o Nordeste a partir de R$ 999
W: Os famosos que moram no interior
B: Luciana Prates é repórter da Gazeta Serrana desde 2010.

sv-norrvik|Norrviks-Posten|sv|np|Nyheter från Norrvik och kusten|Start,Norrvik,Kusten,Sport,Nöje,Debatt
T: Färjan till Hällö inställd på grund av is
M: Nytt köpcentrum planeras vid infarten ; 76
M: Skolan i Byvik ska läggas ner ; 112
M: Norrvik IF klart för kvalet ; 19
M: Hamnkrogen får nya ägare ; 31
R: Kommunen sparar på snöröjningen ; Villaområdena plogas först när snödjupet är 15 centimeter. ; 9 februari 2012
R: Rekordmånga sökte sommarjobb ; Över 400 ungdomar ansökte. ; 2 februari 2012
R: Biblioteket får nya öppettider ; Öppet till åtta på torsdagar. ; 26 januari 2012
P: Ska färjan gå oftare på vintern? ; Ja ; Nej ; Vet inte
G: Isen har lagt sig i hamnen ; Anders Lidström
G: Färjeläget i morgonljus ; Anders Lidström
G: Fiskebodarna på Hällö ; Läsarbild
W: Så får du ner elräkningen i vinter
W: Tio resmål för den som vill ha sol i mars
W: Bolånen: här är räntorna just nu
B: Karin Öhman bevakar kommunpolitiken i Norrvik.

ru-zarechye|Заречные вести|ru|po|Информационный портал Заречья|Главная,Город,Происшествия,Экономика,Спорт,Культура
T: На улице Заводской отключат горячую воду с 12 по 26 марта
M: В Заречье откроют новый детский сад ; 73
M: Тарифы ЖКХ вырастут с июля ; 164
M: «Заречье» проиграло дома ; 28
M: Мост через Вязьму закроют на ремонт ; 95
R: Депутаты обсудили бюджет города ; Расходы на дороги увеличат на треть. ; 5 марта 2012
R: В школе №3 появится бассейн ; Строительство начнётся летом. ; 29 февраля 2012
R: Ледоход ожидается в начале апреля ; Спасатели просят не выходить на лёд. ; 24 февраля 2012
P: Как вы оцениваете уборку снега в этом году? ; Хорошо ; Плохо ; Затрудняюсь ответить
G: Набережная после снегопада ; Игорь Суханов
G: Рыбаки на льду Вязьмы ; Игорь Суханов
G: Старый вокзал в 1960-е ; Из архива музея
W: Как снизить платежи за коммуналку: пять способов
W: Горящие туры в Турцию от 12 000 рублей
W: Звёзды, которые живут скромно
B: Ольга Бережная — корреспондент отдела «Город», пишет о ЖКХ и транспорте.

pl-zalesie|Głos Zalesia|pl|tb|Portal mieszkańców Zalesia|Strona główna,Wiadomości,Sport,Biznes,Kultura,Forum
T: Od poniedziałku zmiany w rozkładzie linii 7
M: Nowy rondo przy Biedronce? Radni za ; 49
M: Pożar stodoły w Górkach ; 15
M: Zalesianka przegrywa na wyjeździe ; 21
M: Mieszkańcy protestują przeciw wiatrakom ; 138
R: Rusza remont ulicy Kościuszki ; Objazdy potrwają do czerwca. ; 7 marca 2012
R: Szkoła muzyczna świętuje jubileusz ; 50 lat tradycji. ; 1 marca 2012
R: Targ przeniesiony na plac Wolności ; Kupcy są niezadowoleni. ; 22 lutego 2012
P: Czy w Zalesiu powinny powstać wiatraki? ; Tak ; Nie ; Nie mam zdania
G: Rynek w Zalesiu nocą ; Tomasz Kruk
G: Rowerzyści na nowej ścieżce ; Tomasz Kruk
G: Kościół św. Wawrzyńca ; Czytelnik
W: Kredyty gotówkowe – porównaj oferty
W: Tanie wakacje nad Bałtykiem
W: Sprawdź, ile zarabiają Polacy w twoim zawodzie
B: Magdalena Sowa pisze o sprawach miasta i powiatu od 2008 roku.

cs-hradek|Hrádecký občasník|cs|np|Zpravodajství z Hrádku a okolí|Úvod,Zprávy,Region,Sport,Kultura,Názory
T: Uzavírka silnice na Loučky potrvá do konce dubna
M: Radnice prodá starou školu ; 44
M: Sokol Hrádek slaví 120 let ; 8
M: Cena vodného opět roste ; 91
M: Hokejisté prohráli v prodloužení ; 17
R: Nové hřiště u rybníka ; Otevře se v květnu. ; 1. 3. 2012
R: Zastupitelé schválili rozpočet ; Na opravy silnic půjde 12 milionů. ; 23. 2. 2012
R: Masopust prošel náměstím ; Přišly stovky lidí. ; 18. 2. 2012
P: Má se stará škola prodat? ; Ano ; Ne ; Nevím
G: Stará škola v roce 1935 ; Archiv města
G: Masky na náměstí ; Petr Hanzal
G: Rybník v zimě ; Petr Hanzal
W: Jak ušetřit za energie v paneláku
W: Dovolená v Chorvatsku od 7 990 Kč
W: Nejlepší hypotéky měsíce
B: Jitka Slaninová píše pro Občasník o radnici a školách.

tr-karaburun|Karaburun Ekspres|tr|tb|Bölgenin haber sitesi|Ana sayfa,Gündem,Asayiş,Ekonomi,Spor,Magazin
T: Sahil yolunda trafik düzenlemesi: tek yön uygulaması başladı
M: Belediye otobüslerine zam ; 92
M: Limandaki eski depolar yıkılıyor ; 37
M: Karaburunspor galibiyete hasret ; 56
M: Pazar yeri taşınıyor ; 81
R: Balıkçılar av yasağına tepkili ; Kooperatif başkanı açıklama yaptı. ; 6 Mart 2012
R: Yeni devlet hastanesi yıl sonunda açılacak ; İnşaatın yüzde 70'i tamamlandı. ; 28 Şubat 2012
R: Okullarda kar tatili ; İl genelinde iki gün. ; 20 Şubat 2012
P: Pazar yerinin taşınmasını doğru buluyor musunuz? ; Evet ; Hayır ; Kararsızım
G: Limanda sabah saatleri ; Mehmet Öztürk
G: Balıkçı tekneleri ; Mehmet Öztürk
G: Eski depoların yıkımı ; Okur fotoğrafı
W: Kredi kartı borcu olanlara müjde
W: Ege'de uygun fiyatlı tatil
W: Ünlülerin çocukluk fotoğrafları
B: Elif Tunçbilek, Karaburun Ekspres'in yerel haberler muhabiri.

ja-kitaminato|北湊新報|ja|np|北湊市とその周辺の話題|トップ,地域,社会,経済,スポーツ,くらし
T: 北湊線、強風のため夕方まで運転見合わせ
M: 市役所新庁舎、建設費が膨らむ ; 83
M: 駅前の老舗書店が閉店へ ; 121
M: 北湊高校、春の大会で初の決勝 ; 26
M: 港の朝市、来月から日曜も ; 14
R: 市議会、ごみ袋の値上げを可決 ; 4月から1枚5円上がる。 ; 2012年3月2日
R: 除雪費、予算を大きく超える ; 今冬は例年の2倍の雪。 ; 2012年2月24日
R: 商店街に空き店舗が増加 ; 半年で6店が撤退。 ; 2012年2月15日
P: 新庁舎の建設に賛成ですか ; 賛成 ; 反対 ; どちらとも言えない
G: 雪に覆われた駅前通り ; 本社・田村写
G: 朝市に並ぶ干物 ; 本社・田村写
G: 昭和30年代の港 ; 市提供
W: 冬の電気代を安くする5つのコツ
W: 温泉旅館の格安プラン
W: 話題の家計簿アプリを比べてみた
B: 佐伯美奈子 北湊新報社会部記者。市政と教育を担当。

el-ormos|Η Φωνή του Όρμου|el|po|Ενημερωτική πύλη του Όρμου|Αρχική,Τοπικά,Πολιτική,Οικονομία,Αθλητικά,Πολιτισμός
T: Χωρίς νερό αύριο η πάνω γειτονιά από τις 8 έως τις 14
M: Νέο λιμενικό έργο στον Όρμο ; 52
M: Κλείνει το ιστορικό καφενείο της πλατείας ; 68
M: Ήττα για τον Αστέρα στην έδρα του ; 19
M: Απεργία στα πλοία την Πέμπτη ; 44
R: Το δημοτικό συμβούλιο ενέκρινε τον προϋπολογισμό ; Μειωμένες οι δαπάνες κατά 12%. ; 8 Μαρτίου 2012
R: Καθαρισμός των ακτών από εθελοντές ; Πάνω από 80 άτομα συμμετείχαν. ; 1 Μαρτίου 2012
R: Νέα δρομολόγια για το νησάκι ; Από τον Μάιο δύο φορές την ημέρα. ; 22 Φεβρουαρίου 2012
P: Πρέπει να πεζοδρομηθεί η παραλία; ; Ναι ; Όχι ; Μόνο το καλοκαίρι
G: Το λιμάνι το σούρουπο ; Νίκος Βλάχος
G: Ψαράδες μαζεύουν τα δίχτυα ; Νίκος Βλάχος
G: Η πλατεία το 1960 ; Αρχείο
W: Πώς να μειώσετε τον λογαριασμό του ρεύματος
W: Φθηνές διακοπές στις Κυκλάδες
W: Οι πιο όμορφες παραλίες της Ελλάδας
B: Η Δέσποινα Καλλέργη γράφει για την τοπική αυτοδιοίκηση.

fi-jarvela|Järvelän Sanomat|fi|np|Järvelän seudun paikallislehti|Etusivu,Uutiset,Seutu,Urheilu,Kulttuuri,Mielipide
T: Kantatie 58 suljettu Kuusiniemen kohdalla onnettomuuden vuoksi
M: Uimahallin remontti viivästyy ; 48
M: Kirjastoauto lopettaa ; 71
M: Järvelän Pallo voitti paikallisottelun ; 12
M: Kunnanjohtaja jää eläkkeelle ; 29
R: Valtuusto hyväksyi talousarvion ; Veroprosentti nousee 0,25 prosenttiyksikköä. ; 5.3.2012
R: Jäätie avattiin Saarelaan ; Suurin sallittu paino kaksi tonnia. ; 20.2.2012
R: Koulukeskuksen suunnittelu alkaa ; Arkkitehtikilpailu keväällä. ; 13.2.2012
P: Pitäisikö kirjastoauton jatkaa? ; Kyllä ; Ei ; En osaa sanoa
G: Jäätie Saarelaan ; Harri Mäkelä
G: Pilkkijöitä Järvelänjärvellä ; Harri Mäkelä
G: Kirkonkylä 1950-luvulla ; Kotiseutuarkisto
W: Näin pienennät sähkölaskua talvella
W: Lomamatkat Lapin kohteisiin
W: Vertaa asuntolainojen marginaaleja
B: Tuula Hirvonen on Järvelän Sanomien toimittaja, joka seuraa kunnallispolitiikkaa.

da-sandvig|Sandvig Amtsavis|da|np|Avisen for Sandvig og omegn|Forside,Lokalt,Sport,Erhverv,Kultur,Debat
T: Broen til Holmø lukket for tung trafik i weekenden
M: Ny havnefront til 90 millioner ; 63
M: Bageriet på Torvet lukker ; 27
M: Sandvig IF taber pokalkamp ; 14
M: P-afgift ved stranden skaber vrede ; 109
R: Byrådet vedtager budget ; Skatten stiger ikke i år. ; 4. marts 2012
R: Skolen i Vestby får ny hal ; Byggeriet starter til sommer. ; 27. februar 2012
R: Fiskeriet går bedre end ventet ; Torsken er tilbage. ; 19. februar 2012
P: Skal der være gratis parkering ved stranden? ; Ja ; Nej ; Ved ikke
G: Havnen en vintermorgen ; Jesper Krogh
G: Fiskerne lander fangsten ; Jesper Krogh
G: Torvet i 1962 ; Lokalarkivet
W: Sådan sparer du på varmeregningen
W: Billige sommerhuse på Bornholm
W: Boliglån: se de nye renter
B: Lene Bak skriver om byråd og erhverv i Sandvig.

hu-ferenchalom|Ferenchalmi Napló|hu|tb|A város hírportálja|Címlap,Helyi,Közélet,Gazdaság,Sport,Bulvár
T: Vízhiány lesz csütörtökön a Rózsadombi lakótelepen
M: Drágul a helyi busz ; 77
M: Bezár a Corvin mozi ; 55
M: Kikapott a Ferenchalmi SE ; 18
M: Új körforgalom a 4-es úton ; 39
R: Elfogadták a város költségvetését ; Kevesebb jut utakra. ; 2012. március 6.
R: Megújul a főtér ; Nyárra készülnek el a munkálatok. ; 2012. február 29.
R: Farsangi felvonulás a belvárosban ; Több száz jelmezes. ; 2012. február 19.
P: Támogatja a főtér lezárását? ; Igen ; Nem ; Nem tudom
G: A főtér télen ; Kiss Gábor
G: Farsangi jelmezesek ; Kiss Gábor
G: A régi vasútállomás ; Városi levéltár
W: Így spórolhat a rezsin
W: Wellness hétvége féláron
W: Hitelek összehasonlítása egy helyen
B: Papp Eszter a Ferenchalmi Napló újságírója, közéleti témákkal foglalkozik.

ro-valeni|Gazeta de Văleni|ro|po|Portalul de știri al județului|Acasă,Local,Administrație,Economie,Sport,Cultură
T: Drumul spre Valea Mare, închis din cauza alunecărilor de teren
M: Se scumpește apa ; 86
M: Piața centrală va fi modernizată ; 41
M: FC Văleni, învinsă în deplasare ; 22
M: Primăria angajează paznici ; 57
R: Consilierii au aprobat bugetul ; Bani mai mulți pentru drumuri. ; 7 martie 2012
R: Școala din Pietriș, renovată ; Elevii se întorc în clase după vacanță. ; 1 martie 2012
R: Târgul de mărțișor în parc ; Zeci de meșteri populari. ; 25 februarie 2012
P: Sunteți de acord cu taxa de salubrizare? ; Da ; Nu ; Nu știu
G: Parcul central iarna ; Radu Constantinescu
G: Meșteri la târgul de mărțișor ; Radu Constantinescu
G: Gara veche ; Arhiva muzeului
W: Cum să reduci factura la încălzire
W: Vacanțe la mare de la 99 de euro
W: Credite cu dobânzi mici
B: Ioana Mureșan scrie despre administrația locală din 2009.

ko-haeyang|해양신문|ko|tb|해양시 대표 지역 신문|홈,지역,사회,경제,스포츠,연예
T: 해양대교 내일 새벽 2시부터 5시까지 통제
M: 시내버스 요금 인상 ; 98
M: 해양시장 현대화 사업 착수 ; 35
M: 해양FC 개막전 승리 ; 47
M: 구도심 재개발 주민 반발 ; 152
R: 시의회 예산안 통과 ; 도로 정비에 중점. ; 2012년 3월 5일
R: 해수욕장 개장 준비 ; 안전요원 증원. ; 2012년 2월 28일
R: 봄꽃 축제 일정 확정 ; 4월 첫 주말 개막. ; 2012년 2월 20일
P: 버스 요금 인상에 찬성하십니까? ; 찬성 ; 반대 ; 잘 모르겠다
G: 해양항의 새벽 ; 김태호 기자
G: 수산시장의 아침 ; 김태호 기자
G: 1970년대 해양역 ; 시 제공
W: 전기요금 아끼는 생활 습관
W: 제주도 항공권 특가
W: 연말정산 놓치기 쉬운 항목
B: 박지현 기자는 해양신문에서 시정과 교통을 취재한다.

vi-benthuy|Báo Bến Thủy|vi|po|Tin tức tỉnh nhà|Trang chủ,Thời sự,Xã hội,Kinh tế,Thể thao,Giải trí
T: Cắt điện khu vực phường 3 từ 7h đến 15h ngày mai
M: Chợ Bến Thủy sẽ được xây mới ; 74
M: Giá xăng tăng từ chiều nay ; 131
M: CLB Bến Thủy thắng trận mở màn ; 25
M: Cầu treo xuống cấp nghiêm trọng ; 66
R: HĐND tỉnh thông qua ngân sách ; Ưu tiên giao thông nông thôn. ; 06/03/2012
R: Trường tiểu học có phòng máy tính mới ; Do doanh nghiệp tài trợ. ; 29/02/2012
R: Lễ hội đua thuyền truyền thống ; Hàng nghìn người xem. ; 21/02/2012
P: Bạn có ủng hộ xây chợ mới? ; Có ; Không ; Chưa rõ
G: Chợ nổi lúc bình minh ; Lê Văn Hùng
G: Thuyền đua trên sông ; Lê Văn Hùng
G: Bến phà xưa ; Tư liệu
W: Mẹo tiết kiệm tiền điện mùa nóng
W: Tour du lịch biển giá rẻ
W: So sánh lãi suất tiết kiệm các ngân hàng
B: Nguyễn Thị Thu Hà là phóng viên mảng xã hội của Báo Bến Thủy.

zh-nanxi|南溪晚报|zh|np|南溪市民的报纸|首页,本地,社会,民生,体育,文化
T: 南溪大桥今晚10点至明早6点封闭施工
M: 公交线路调整 市民意见不一 ; 87
M: 老城区菜市场将搬迁 ; 64
M: 南溪队主场告负 ; 19
M: 自来水价格听证会召开 ; 145
R: 南溪路拓宽工程开工 ; 预计年底完工。 ; 2012年3月6日
R: 社区图书室免费开放 ; 周末也开门。 ; 2012年2月28日
R: 元宵灯会吸引数万市民 ; 今年新增灯组三十余个。 ; 2012年2月6日
P: 您对道路维修满意吗？ ; 满意 ; 不满意 ; 说不清
G: 南溪路施工现场 ; 本报记者 王立新 摄
G: 修补后的人行道 ; 本报记者 王立新 摄
G: 老城区的小巷 ; 读者供图
W: 冬季养生的十个小窍门
W: 特价机票 三亚往返
W: 家装省钱攻略
B: 刘晓燕，本报民生新闻部记者，长期关注城市建设。

he-givat|קול הגבעה|he|tb|אתר החדשות של הגבעה והסביבה|ראשי,חדשות,קהילה,ספורט,תרבות,דעות
T: כביש הגישה לשכונה החדשה ייסגר ביום שלישי לעבודות
M: מחיר החניה במרכז עולה ; 91
M: בית הספר החדש ייפתח בספטמבר ; 34
M: הפועל הגבעה ניצחה בדרבי ; 47
M: תושבים נגד האנטנה ; 118
R: המועצה אישרה את התקציב ; תוספת לחינוך. ; 5 במרץ 2012
R: פארק חדש ליד המתנ"ס ; ייפתח באביב. ; 27 בפברואר 2012
R: פסטיבל האביב חוזר ; שלושה ימים של הופעות. ; 19 בפברואר 2012
P: האם לסגור את הרחוב הראשי לתנועה? ; כן ; לא ; רק בסופי שבוע
G: הרחוב הראשי בערב ; רונן אלמוג
G: ילדים בפארק ; רונן אלמוג
G: הגבעה בשנות השישים ; ארכיון המועצה
W: איך לחסוך בחשבון החשמל
W: חופשה באילת במחיר מוזל
W: משכנתא: השוו ריביות
B: נועה ברקאי כותבת על המועצה והקהילה מאז 2010.

uk-berehove|Берегова правда|uk|np|Газета міста і району|Головна,Місто,Район,Економіка,Спорт,Культура
T: Завтра на вулиці Садовій не буде води з 9 до 17
M: Міськрада підвищила тарифи на вивіз сміття ; 88
M: Завод «Берегмаш» отримав нове замовлення ; 26
M: «Берег» переміг у дербі ; 33
M: Нову школу відкриють восени ; 47
R: Депутати затвердили бюджет ; Більше грошей на дороги. ; 6 березня 2012
R: У парку висадили сто лип ; Акція школярів. ; 28 лютого 2012
R: Бібліотека отримала нові комп'ютери ; Подарунок від земляків. ; 21 лютого 2012
P: Чи задоволені ви роботою комунальників? ; Так ; Ні ; Важко сказати
G: Заводська прохідна ; Василь Гнатюк
G: Цех складання ; Василь Гнатюк
G: Завод у 1970-х ; Музей заводу
W: Як зекономити на опаленні
W: Тури в Карпати зі знижкою
W: Кредити: порівняйте пропозиції
B: Наталія Коваленко пише про економіку міста та підприємства.

id-tanjung|Kabar Tanjung Sari|id|po|Portal berita Tanjung Sari dan sekitarnya|Beranda,Daerah,Hukum,Ekonomi,Olahraga,Hiburan
T: Jalan Lintas Timur macet total akibat truk terguling
M: Tarif angkot naik mulai bulan depan ; 93
M: Pasar Baru akan direnovasi ; 41
M: Persitas menang tipis di kandang ; 38
M: Banjir rendam tiga kelurahan ; 76
R: DPRD sahkan APBD 2012 ; Anggaran jalan naik. ; 5 Maret 2012
R: Pelabuhan baru mulai dibangun ; Ditargetkan selesai 2014. ; 27 Februari 2012
R: Festival kuliner di alun-alun ; Ratusan pedagang ikut. ; 18 Februari 2012
P: Setujukah Anda tarif angkot naik? ; Setuju ; Tidak setuju ; Ragu-ragu
G: Antrean kendaraan di Jalan Lintas Timur ; Agus Salim
G: Truk yang terguling ; Agus Salim
G: Alun-alun Tanjung Sari ; Dok. Pemkab
W: Cara hemat listrik di rumah
W: Tiket pesawat promo ke Bali
W: Tips memilih asuransi kesehatan
B: Rina Kusumawati adalah wartawan desk daerah Kabar Tanjung Sari.

hr-zlatno|Zlatnovski list|hr|tb|Portal grada i otoka|Naslovnica,Vijesti,Otoci,Sport,Kultura,Zabava
T: Trajektna linija za Sutvid zbog bure u prekidu
M: Nova riva gotova do sezone ; 62
M: Cijene ulaznica za ljetne koncerte ; 28
M: Zlatno pobijedio u derbiju ; 41
M: Parkiralište kod bolnice se plaća ; 97
R: Gradsko vijeće usvojilo proračun ; Više novca za ceste. ; 6. ožujka 2012.
R: Počinje obnova stare škole ; Radovi do rujna. ; 28. veljače 2012.
R: Karneval okupio tisuće ; Najbolje maske nagrađene. ; 21. veljače 2012.
P: Treba li rivu zatvoriti za promet? ; Da ; Ne ; Samo ljeti
G: Riva u zimskom suncu ; Ivan Perić
G: Brodovi u luci ; Ivan Perić
G: Stara pošta ; Gradski muzej
W: Kako uštedjeti na struji
W: Najljepše plaže na otocima
W: Usporedite kamate na kredite
B: Marija Bašić piše o gradu i otocima od 2009.

nb-fjellvik|Fjellvik Tidende|nb|np|Lokalavisa for Fjellvik|Forsiden,Nyheter,Sport,Kultur,Meninger,Puls
T: Fylkesvei 12 stengt ved Skarvet på grunn av ras
M: Nytt kulturhus til 200 millioner ; 83
M: Puben på hjørnet får skjenkestopp ; 47
M: Fjellvik IL klar for kvartfinale ; 22
M: Bompenger på ny vei ; 131
R: Kommunestyret vedtok budsjett ; Eiendomsskatten økes. ; 5. mars 2012
R: Ny barnehage i Nordbyen ; Åpner i august. ; 27. februar 2012
R: Skiløypene i god stand ; Over 30 kilometer preparert. ; 18. februar 2012
P: Bør kulturhuset bygges? ; Ja ; Nei ; Vet ikke
G: Torget en vinterkveld ; Ola Storvik
G: Quizlag i full konsentrasjon ; Ola Storvik
G: Fjellvik i 1965 ; Fjellvik museum
W: Slik sparer du på strømregningen
W: Billige turer til Syden
W: Sammenlign boliglån
B: Ingrid Haugen skriver om kultur og uteliv i Fjellvik.

sk-dolany|Dolianske noviny|sk|po|Spravodajský portál Dolian|Úvod,Správy,Región,Šport,Kultúra,Zábava
T: Cesta do Vrbovca je pre poľadovicu uzavretá
M: Mesto predá kúpalisko ; 68
M: Nová knižnica v budove pošty ; 21
M: Hokejisti Dolian postúpili ; 36
M: Zdražie miestny autobus ; 84
R: Poslanci schválili rozpočet ; Viac peňazí na chodníky. ; 7. marca 2012
R: Obnova kostola pokračuje ; Nové lešenie na veži. ; 29. februára 2012
R: Fašiangy na námestí ; Sprievod masiek. ; 20. februára 2012
P: Má mesto predať kúpalisko? ; Áno ; Nie ; Neviem
G: Námestie v advente ; Ján Kováč
G: Stromček pred radnicou ; Ján Kováč
G: Staré kúpalisko ; Mestský archív
W: Ako ušetriť na kúrení
W: Lacné zájazdy k moru
W: Porovnanie hypoték
B: Zuzana Horváthová píše o meste a sociálnych témach.

ca-vallfosca|El Punt de la Vall Fosca|ca|tb|Diari digital de la Vall Fosca|Portada,Comarca,Política,Economia,Esports,Cultura
T: Tallada la carretera de Sant Climent per una esllavissada
M: L'ajuntament apuja la taxa d'escombraries ; 71
M: Tanca el forn del carrer Major ; 35
M: El CE Vall Fosca guanya el derbi ; 26
M: Polèmica pel nou aparcament ; 93
R: El ple aprova el pressupost ; Més diners per a camins. ; 6 de març de 2012
R: Obre la nova biblioteca ; Amb sala d'estudi oberta fins tard. ; 28 de febrer de 2012
R: Carnestoltes a la plaça ; Centenars de disfresses. ; 20 de febrer de 2012
P: Cal fer de vianants el carrer Major? ; Sí ; No ; Només el cap de setmana
G: El pont romànic amb boira ; Jordi Puigverd
G: L'ermita de Sant Climent ; Jordi Puigverd
G: La plaça a principis del segle XX ; Arxiu comarcal
W: Com estalviar en la factura del gas
W: Escapades de cap de setmana al Pirineu
W: Compara hipoteques
B: Laia Ribera escriu sobre la comarca i el seu patrimoni.
"""


def _parse() -> dict[str, SiteAV]:
    out: dict[str, SiteAV] = {}
    for block in _SITES.strip().split("\n\n"):
        head, *lines = block.strip().splitlines()
        key, name, lang, skin, tagline, secs = head.split("|")
        got: dict[str, list[tuple[str, ...]]] = {}
        for line in lines:
            tag, _, rest = line.partition(": ")
            got.setdefault(tag, []).append(tuple(x.strip() for x in rest.split(" ; ")))
        out[key] = SiteAV(
            key,
            name,
            lang,
            skin,
            tagline,
            tuple(secs.split(",")),
            got["T"][0][0],
            tuple((m[0], m[1]) for m in got["M"]),
            tuple((r[0], r[1], r[2]) for r in got["R"]),
            got["P"][0],
            tuple((g[0], g[1]) for g in got["G"]),
            tuple(w[0] for w in got["W"]),
            got["B"][0][0],
        )
    return out


SITES_AV = _parse()
