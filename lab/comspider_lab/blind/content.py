"""Made-up news sites and articles in thirteen languages (all names, places and events invented)."""

from __future__ import annotations

from comspider_lab.blind.layout import Article, Site

SITES: dict[str, Site] = {
    "de": Site(
        "Rheintaler Abendpost",
        "de",
        ("Startseite", "Lokales", "Politik", "Wirtschaft", "Sport", "Kultur"),
        "© 2025 Rheintaler Abendpost · Impressum · Datenschutz · Abo-Service",
        "Meistgelesen",
        (
            "Brücke in Oberwinter bleibt bis Juni gesperrt",
            "Neuer Bäcker am Marktplatz eröffnet",
            "Kreistag streitet über Busfahrplan",
            "Handball: TV Remagen gewinnt Derby",
            "Freibad öffnet früher",
        ),
    ),
    "de2": Site(
        "Nordkurier am Sonntag",
        "de",
        ("Home", "Region", "Meinung", "Wissen", "Sport", "Reisen"),
        "Nordkurier am Sonntag – Verlag Kessler & Töchter, Stralsund",
        "Mehr aus der Region",
        (
            "Fährverbindung nach Hiddensee wird teurer",
            "Kranich-Zählung: Rekord am Bodden",
            "Warum die Ostsee wärmer wird",
            "Kutter-Fischer geben auf",
            "Neue Radwege auf Usedom",
        ),
    ),
    "fr": Site(
        "Le Courrier du Matin",
        "fr",
        ("Accueil", "France", "Monde", "Économie", "Culture", "Sports"),
        "© Le Courrier du Matin — Mentions légales — Nous contacter",
        "À lire aussi",
        (
            "Grève des contrôleurs : le trafic perturbé jeudi",
            "Le marché de Noël de retour place Kléber",
            "Les loyers flambent à Nantes",
            "Rugby : le XV de France prépare le Tournoi",
            "La Loire à son plus bas niveau",
        ),
    ),
    "es": Site(
        "El Heraldo del Sur",
        "es",
        ("Portada", "Nacional", "Internacional", "Economía", "Cultura", "Deportes"),
        "El Heraldo del Sur · Aviso legal · Política de cookies · Suscripciones",
        "Te puede interesar",
        (
            "Córdoba alcanza los 44 grados",
            "El metro de Sevilla amplía su horario",
            "Los olivareros temen otra mala cosecha",
            "El Betis ficha a un central danés",
            "Feria del libro: las novedades",
        ),
    ),
    "it": Site(
        "La Gazzetta di Valle",
        "it",
        ("Home", "Cronaca", "Politica", "Economia", "Spettacoli", "Sport"),
        "La Gazzetta di Valle — P.IVA 01234567890 — Redazione e contatti",
        "Leggi anche",
        (
            "Treni regionali, nuovi orari da lunedì",
            "Chiude la storica libreria di via Garibaldi",
            "Vendemmia anticipata nelle Langhe",
            "Serie C: il Valle pareggia al 90'",
            "Sagra del tartufo, tutte le date",
        ),
    ),
    "pt": Site(
        "Diário do Planalto",
        "pt",
        ("Início", "Brasil", "Mundo", "Economia", "Esportes", "Cultura"),
        "Diário do Planalto © 2025 — Todos os direitos reservados — Fale conosco",
        "Leia também",
        (
            "Seca reduz nível do reservatório a 31%",
            "Festival de cinema anuncia programação",
            "Preço do café sobe pela quarta semana",
            "Atlético vence clássico no Mineirão",
            "Nova linha de ônibus no Setor Sul",
        ),
    ),
    "nl": Site(
        "Dagblad van de Vallei",
        "nl",
        ("Voorpagina", "Regio", "Binnenland", "Economie", "Sport", "Cultuur"),
        "© Dagblad van de Vallei · Colofon · Privacy · Abonneren",
        "Meer nieuws",
        (
            "Nieuwe woonwijk in Veenendaal vertraagd",
            "Kermis trekt recordaantal bezoekers",
            "Boeren protesteren bij provinciehuis",
            "Vitesse verliest opnieuw",
            "Bibliotheek krijgt ruimere openingstijden",
        ),
    ),
    "pl": Site(
        "Kurier Podkarpacki",
        "pl",
        ("Strona główna", "Region", "Kraj", "Świat", "Biznes", "Sport"),
        "Kurier Podkarpacki © 2025 · Regulamin · Polityka prywatności · Reklama",
        "Najczęściej czytane",
        (
            "Remont mostu w Jarosławiu potrwa dłużej",
            "Nowe połączenie kolejowe do Krakowa",
            "Ceny masła znowu w górę",
            "Stal Rzeszów awansuje",
            "Festiwal pierogów przyciągnął tłumy",
        ),
    ),
    "ru": Site(
        "Вечерний Приволжск",
        "ru",
        ("Главная", "Город", "Политика", "Экономика", "Спорт", "Культура"),
        "© «Вечерний Приволжск», 2025. Все права защищены. Редакция",
        "Читайте также",
        (
            "На набережной откроют новый сквер",
            "Трамвайный маршрут № 5 продлят",
            "Цены на жильё выросли на 12%",
            "Хоккей: «Волжанин» вышел в плей-офф",
            "В театре драмы премьера",
        ),
    ),
    "ja": Site(
        "みなと新報",
        "ja",
        ("トップ", "地域", "社会", "経済", "スポーツ", "文化"),
        "© みなと新報社 無断転載を禁じます ・ プライバシーポリシー ・ お問い合わせ",
        "アクセスランキング",
        (
            "港の再開発、来春着工へ",
            "市営バス、路線を再編",
            "桜の開花、平年より5日早く",
            "高校野球、港北高が初の決勝へ",
            "商店街に新しい図書館",
        ),
    ),
    "ar": Site(
        "صحيفة الواحة",
        "ar",
        ("الرئيسية", "محليات", "اقتصاد", "عالم", "رياضة", "ثقافة"),
        "© صحيفة الواحة 2025 — جميع الحقوق محفوظة — اتصل بنا",
        "الأكثر قراءة",
        (
            "افتتاح جسر جديد على الكورنيش",
            "ارتفاع أسعار الذهب في السوق المحلية",
            "مهرجان التمور يستقبل زواره",
            "المنتخب يستعد لمباراة الحسم",
            "إطلاق خدمة حافلات ليلية",
        ),
        direction="rtl",
    ),
    "tr": Site(
        "Ege Postası",
        "tr",
        ("Ana Sayfa", "Gündem", "Ekonomi", "Dünya", "Spor", "Kültür"),
        "© Ege Postası 2025 · Künye · Gizlilik · İletişim",
        "Çok okunanlar",
        (
            "İzmir'de metro hattı uzatılıyor",
            "Zeytin hasadında rekor beklentisi",
            "Kordon'da yeni bisiklet yolu",
            "Göztepe deplasmanda kazandı",
            "Kitap fuarı kapılarını açtı",
        ),
    ),
    "sv": Site(
        "Norrlandskuriren",
        "sv",
        ("Start", "Lokalt", "Sverige", "Världen", "Sport", "Kultur"),
        "Norrlandskuriren · Ansvarig utgivare: Karin Ek · Kontakt · Cookies",
        "Fler nyheter",
        (
            "Isen på älven bär inte än",
            "Ny vårdcentral öppnar i Kalix",
            "Renskötare oroliga för vintern",
            "Luleå Hockey tog viktig seger",
            "Bokcafé får nya ägare",
        ),
    ),
    "en": Site(
        "The Harbour Gazette",
        "en",
        ("Home", "Local", "Politics", "Business", "Tech", "Sport"),
        "© The Harbour Gazette · Terms · Privacy · Contact the newsroom",
        "Most read",
        (
            "Ferry fares to rise in spring",
            "Council approves new library plans",
            "Fishing fleet hit by fuel costs",
            "Harbour FC sign young striker",
            "Lighthouse reopens after repairs",
        ),
    ),
    "cs": Site(
        "Moravský večerník",
        "cs",
        ("Úvod", "Region", "Domácí", "Zahraničí", "Ekonomika", "Sport"),
        "© Moravský večerník 2025 · Kontakty · Ochrana osobních údajů",
        "Nejčtenější",
        (
            "Tramvaje do Líšně pojedou od jara",
            "Vinaři hlásí rekordní úrodu",
            "Brněnská přehrada bez sinic",
            "Kometa zvládla derby",
            "Nová knihovna v Židenicích",
        ),
    ),
}

A: dict[str, Article] = {}

A["de-brucke"] = Article(
    "Sanierung der Rheinbrücke kostet doppelt so viel wie geplant",
    "Statt 18 Millionen Euro rechnet das Land nun mit 37 Millionen. Pendler müssen sich auf zwei weitere Jahre Baustelle einstellen.",
    "Von Miriam Oster",
    "2025-03-11T06:30:00+01:00",
    (
        "Die Sanierung der Rheinbrücke zwischen Remagen und Erpel wird erheblich teurer. Wie der Landesbetrieb Mobilität am Montag mitteilte, liegen die Kosten nach der Auswertung neuer Gutachten bei rund 37 Millionen Euro.",
        "Grund für die Mehrkosten seien Schäden an den Spannbetonträgern, die erst bei der Öffnung der Fahrbahn entdeckt worden seien. Zudem hätten sich die Preise für Stahl und Asphalt seit der Ausschreibung deutlich erhöht.",
        "Für die rund 22.000 Fahrzeuge, die die Brücke täglich überqueren, bleibt es vorerst bei einer Fahrspur je Richtung. Lastwagen über 7,5 Tonnen müssen weiterhin den Umweg über Bonn nehmen.",
        "Die Bürgermeisterin von Remagen forderte das Land auf, die Pendler besser zu informieren. Viele Betriebe in der Innenstadt klagten über ausbleibende Kundschaft.",
        "Die Bauarbeiten sollen nach aktuellem Stand im Herbst 2027 abgeschlossen sein.",
    ),
    kicker="Verkehr",
    caption="Die Rheinbrücke bei Remagen am Montagmorgen.",
    crosshead="Einspurig bis 2027",
)
A["de-schule"] = Article(
    "Grundschule Am Weiher bekommt endlich ihre Mensa",
    "Nach sechs Jahren Planung beginnt der Bau im Mai. Eltern hatten lange für ein warmes Mittagessen gekämpft.",
    "Von Tobias Renner",
    "2025-04-02T17:10:00+02:00",
    (
        "Der Bauausschuss hat am Dienstagabend einstimmig den Auftrag für die neue Mensa der Grundschule Am Weiher vergeben. Der eingeschossige Holzbau soll zum Schuljahr 2026 fertig sein.",
        "Bislang essen die 240 Kinder der Ganztagsbetreuung in einem umgebauten Klassenraum, in dem nur 40 Plätze zur Verfügung stehen. Gegessen wird deshalb in vier Schichten.",
        "Die Kosten von 2,1 Millionen Euro trägt zu zwei Dritteln das Land. Die Stadt muss rund 700.000 Euro aus dem laufenden Haushalt aufbringen.",
        "Der Förderverein der Schule will die Einrichtung der Küche mit einem Sommerfest unterstützen.",
    ),
    kicker="Bildung",
    caption="Auf dieser Wiese soll die Mensa entstehen.",
)
A["de-kuste"] = Article(
    "Ostseebad verbietet Autos in der Strandstraße",
    "Ab Juli gehört die Promenade in Zingst den Fußgängern. Händler sind gespalten.",
    "Von Hauke Petersen",
    "2025-05-18T08:00:00+02:00",
    (
        "Die Gemeindevertretung von Zingst hat beschlossen, die Strandstraße ab dem 1. Juli für den Autoverkehr zu sperren. Lieferverkehr ist nur noch bis 10 Uhr morgens erlaubt.",
        "Der Bürgermeister verspricht sich mehr Aufenthaltsqualität und weniger Lärm für die Gäste. Im vergangenen Sommer hatten sich Urlauber über Staus und Abgase beschwert.",
        "Einige Geschäftsleute befürchten Umsatzeinbußen, weil Tagesgäste nicht mehr direkt vor dem Laden parken können. Der Gewerbeverein will eine Unterschriftenliste vorlegen.",
        "Zwei neue Parkplätze am Ortseingang sollen mit einem kostenlosen Pendelbus verbunden werden.",
    ),
    kicker="Region",
    caption="Die Strandstraße in Zingst im Sommer.",
)
A["fr-velo"] = Article(
    "À Nantes, le vélo dépasse la voiture dans le centre-ville",
    "Pour la première fois, les compteurs enregistrent plus de cyclistes que d'automobilistes sur les quais.",
    "Par Claire Dubosc",
    "2025-02-20T07:45:00+01:00",
    (
        "Les chiffres publiés mardi par la métropole confirment une tendance observée depuis trois ans : sur les quais de la Loire, les vélos sont désormais plus nombreux que les voitures aux heures de pointe.",
        "En janvier, les boucles de comptage ont relevé en moyenne 11 400 passages de cyclistes par jour, contre 9 800 véhicules motorisés. L'écart se creuse surtout le matin.",
        "La municipalité y voit l'effet du nouveau réseau de pistes séparées, inauguré à l'automne. Les commerçants de la rue Crébillon restent plus prudents et réclament davantage de places de livraison.",
        "Une nouvelle passerelle réservée aux piétons et aux vélos doit relier l'île de Nantes au quartier Malakoff d'ici 2027.",
    ),
    kicker="Mobilité",
    caption="Sur le quai de la Fosse, mardi matin.",
    crosshead="Des pistes séparées",
)
A["fr-boulangerie"] = Article(
    "La dernière boulangerie du village ferme ses portes",
    "À Saint-Aubin-sur-Loire, les habitants devront faire huit kilomètres pour acheter leur pain.",
    "Par Marc Lefèvre",
    "2025-06-03T11:20:00+02:00",
    (
        "Après trente-deux ans derrière le comptoir, Josiane et Alain Pichon ont baissé le rideau samedi. Faute de repreneur, la boulangerie de la place de l'Église ne rouvrira pas.",
        "Le maire a lancé un appel à candidatures et propose un loyer symbolique pendant deux ans. Un dépôt de pain pourrait être installé à l'épicerie en attendant.",
        "Dans le département, une vingtaine de communes ont perdu leur dernier commerce alimentaire depuis 2020.",
    ),
    kicker="Société",
    caption="La boulangerie Pichon, samedi, jour de la fermeture.",
)
A["es-agua"] = Article(
    "Andalucía aprueba restricciones de agua para 400.000 vecinos",
    "Los embalses de la cuenca del Guadalquivir están al 23 % de su capacidad. Los cortes nocturnos empezarán en julio.",
    "Lucía Navarro",
    "2025-06-12T09:00:00+02:00",
    (
        "La Junta de Andalucía ha aprobado este miércoles un decreto que permite a los ayuntamientos reducir la presión del agua por la noche en 37 municipios de Córdoba y Jaén.",
        "Según la Confederación Hidrográfica, la reserva de los embalses se sitúa en el 23 por ciento, el nivel más bajo para un mes de junio desde 1995.",
        "Las piscinas privadas no podrán llenarse y el riego de jardines públicos quedará limitado a dos días por semana. Los agricultores, por su parte, verán recortada su dotación un 40 por ciento.",
        "Los alcaldes afectados han pedido ayudas para reparar las redes, donde se pierde hasta un tercio del agua por fugas.",
    ),
    kicker="Sequía",
    caption="El embalse de Iznájar, a principios de junio.",
    crosshead="Cortes nocturnos",
)
A["es-tren"] = Article(
    "El tren de alta velocidad llegará a Huelva en 2029",
    "El Ministerio adjudica el último tramo de la línea. La obra costará 320 millones.",
    "Javier Montero",
    "2025-03-28T13:15:00+01:00",
    (
        "El Consejo de Ministros ha adjudicado este martes el tramo entre La Palma del Condado y Huelva, el último pendiente de la conexión de alta velocidad con Sevilla.",
        "El trayecto entre ambas capitales se reducirá de una hora y media a 45 minutos. Las plataformas vecinales llevaban más de una década reclamando la obra.",
        "La estación provisional se mantendrá hasta que concluyan los trabajos en el nuevo intercambiador.",
    ),
    kicker="Infraestructuras",
    caption="Obras en las afueras de Huelva.",
)
A["it-funivia"] = Article(
    "Riapre la funivia del Monte Bianco dopo i lavori",
    "Dopo otto mesi di chiusura, gli impianti tornano in funzione sabato. Il biglietto sale a 68 euro.",
    "di Giulia Ferraris",
    "2025-05-09T10:30:00+02:00",
    (
        "La funivia che collega Courmayeur a Punta Helbronner riaprirà al pubblico sabato mattina, dopo un intervento di manutenzione straordinaria sulle funi e sulle cabine.",
        "I lavori, costati 4,5 milioni di euro, hanno riguardato anche la stazione intermedia del Pavillon, dove è stato rifatto il sistema di frenata.",
        "Gli operatori turistici della valle sperano in una stagione estiva da record dopo due anni difficili. Il prezzo del biglietto di andata e ritorno aumenta però di sei euro.",
        "Per le scuole della regione sono previsti sconti del 50 per cento fino a ottobre.",
    ),
    kicker="Montagna",
    caption="Una cabina in arrivo a Punta Helbronner.",
    crosshead="Prezzi in aumento",
)
A["it-mercato"] = Article(
    "Il mercato coperto di Porta Palazzo cambia volto",
    "Il Comune presenta il progetto: più banchi alimentari, un'area per i produttori locali e nuovi orari serali.",
    "di Andrea Conti",
    "2025-02-14T18:00:00+01:00",
    (
        "Il progetto di riqualificazione del mercato coperto è stato illustrato ieri in consiglio comunale. I lavori partiranno a settembre e dureranno circa un anno.",
        "I commercianti saranno trasferiti temporaneamente nella piazza antistante. L'associazione dei banchisti chiede garanzie sui canoni d'affitto.",
        "Il nuovo mercato resterà aperto fino alle 22 il venerdì e il sabato.",
    ),
    kicker="Città",
    caption="Il mercato coperto in una foto d'archivio.",
)
A["pt-onibus"] = Article(
    "Tarifa de ônibus sobe para R$ 5,50 a partir de março",
    "Prefeitura justifica reajuste com alta do diesel. Estudantes mantêm meia passagem.",
    "Por Renata Alves",
    "2025-02-10T07:00:00-03:00",
    (
        "A passagem de ônibus na capital vai custar R$ 5,50 a partir de 1º de março, um aumento de 10% em relação ao valor atual. O decreto foi publicado nesta segunda-feira no Diário Oficial.",
        "Segundo a Secretaria de Mobilidade, o reajuste cobre a alta do óleo diesel e o novo acordo salarial dos motoristas. Sem ele, o subsídio municipal teria de dobrar.",
        "Movimentos estudantis convocaram um protesto para quinta-feira em frente à prefeitura. A gratuidade para idosos acima de 65 anos continua valendo.",
        "A prefeitura promete renovar 120 veículos da frota até o fim do ano, todos com ar-condicionado.",
    ),
    kicker="Cidade",
    caption="Passageiros no terminal central.",
    crosshead="Protesto marcado",
)
A["pt-cafe"] = Article(
    "Geada atinge lavouras de café no sul de Minas",
    "Produtores estimam perdas de até 30% na próxima safra. Preço da saca dispara na bolsa.",
    "Por Eduardo Siqueira",
    "2025-07-02T16:40:00-03:00",
    (
        "A frente fria que chegou ao sul de Minas Gerais na madrugada de terça-feira provocou geadas em pelo menos 14 municípios produtores de café.",
        "Técnicos da Emater visitaram propriedades em Varginha e Três Pontas e confirmaram danos nas folhas e nos ramos novos, o que deve reduzir a produção de 2026.",
        "Na bolsa de Nova York, o preço do café arábica subiu 6% em um único dia.",
    ),
    kicker="Agronegócio",
    caption="Cafezal atingido pela geada em Varginha.",
)
A["nl-dijk"] = Article(
    "Dijkversterking langs de Lek kost 1,2 miljard euro",
    "Het waterschap versterkt 55 kilometer dijk. Bewoners vrezen jarenlange overlast.",
    "Door Sanne de Vries",
    "2025-04-15T06:00:00+02:00",
    (
        "Het waterschap Rivierenland heeft dinsdag het definitieve plan gepresenteerd voor de versterking van de Lekdijk tussen Schoonhoven en Wijk bij Duurstede.",
        "Uit nieuwe berekeningen blijkt dat de dijk op meerdere plaatsen niet voldoet aan de veiligheidsnormen die vanaf 2050 gelden. Vooral bij hoogwater kan er water onder de dijk door sijpelen.",
        "Tijdens de werkzaamheden wordt de dijkweg per deel twee jaar afgesloten. Ondernemers in Vianen en Lexmond vrezen voor hun omzet.",
        "Het Rijk betaalt negentig procent van de kosten, de rest komt van de waterschappen.",
    ),
    kicker="Regio",
    caption="De Lekdijk bij Lexmond.",
    crosshead="Twee jaar afgesloten",
)
A["nl-fiets"] = Article(
    "Gratis fietsenstalling bij station blijkt te klein",
    "Twee jaar na de opening staan er elke ochtend honderden fietsen buiten de rekken.",
    "Door Joost Bakker",
    "2025-09-08T12:00:00+02:00",
    (
        "De ondergrondse stalling bij station Ede-Wageningen biedt plaats aan 3.400 fietsen, maar op werkdagen worden er ruim 4.000 geteld.",
        "De gemeente onderzoekt een uitbreiding onder het busplatform. Tot die tijd worden extra handhavers ingezet.",
        "Fietsen die langer dan 28 dagen blijven staan, worden voortaan sneller verwijderd.",
    ),
    kicker="Verkeer",
    caption="Volle rekken bij de ingang van de stalling.",
)
A["pl-most"] = Article(
    "Nowy most na Wisłoku otwarty dwa miesiące przed terminem",
    "Przeprawa kosztowała 96 milionów złotych. Kierowcy ominą zakorkowane centrum Rzeszowa.",
    "Anna Kowalczyk",
    "2025-05-26T14:00:00+02:00",
    (
        "W poniedziałek po południu oddano do użytku nowy most drogowy na Wisłoku, łączący osiedle Załęże z ulicą Lubelską. Pierwsze samochody przejechały nim kilka minut po przecięciu wstęgi.",
        "Wykonawca zakończył prace dwa miesiące przed terminem zapisanym w umowie. Miasto otrzyma z tego tytułu premię w postaci dodatkowych nasadzeń drzew.",
        "Według szacunków ratusza przez most będzie przejeżdżać około 25 tysięcy pojazdów dziennie. Odciąży to przede wszystkim aleję Piłsudskiego.",
        "W przyszłym roku obok przeprawy ma powstać kładka dla pieszych i rowerzystów.",
    ),
    kicker="Region",
    caption="Nowy most widziany od strony Załęża.",
    crosshead="Mniej korków w centrum",
)
A["pl-szkola"] = Article(
    "Szkoła w Łańcucie wprowadza zakaz telefonów na przerwach",
    "Dyrekcja chce, by uczniowie więcej rozmawiali ze sobą. Rodzice są podzieleni.",
    "Piotr Zieliński",
    "2025-09-02T09:30:00+02:00",
    (
        "Od nowego roku szkolnego uczniowie Szkoły Podstawowej nr 2 w Łańcucie muszą zostawiać telefony w specjalnych szafkach przy wejściu.",
        "Dyrektorka szkoły tłumaczy, że w ubiegłym roku na przerwach dzieci prawie ze sobą nie rozmawiały. Podobne zasady obowiązują już w kilku szkołach w regionie.",
        "Część rodziców obawia się, że w razie potrzeby nie skontaktuje się z dzieckiem.",
    ),
    kicker="Edukacja",
    caption="Szafki na telefony przy wejściu do szkoły.",
)
A["ru-tram"] = Article(
    "В Приволжске запустят первый за 30 лет новый трамвайный маршрут",
    "Линия свяжет вокзал с микрорайоном Северный. Движение откроют в сентябре.",
    "Ирина Соколова",
    "2025-06-17T10:00:00+03:00",
    (
        "Мэрия Приволжска объявила о запуске трамвайного маршрута № 12, который соединит железнодорожный вокзал и микрорайон Северный. Это первая новая линия в городе с начала девяностых годов.",
        "На маршрут выйдут 14 низкопольных вагонов, купленных в прошлом году. Интервал движения в часы пик составит шесть минут.",
        "Жители Северного давно жаловались на переполненные автобусы. По словам чиновников, трамвай сократит время в пути до центра почти вдвое.",
        "Стоимость проезда останется прежней — 38 рублей.",
    ),
    kicker="Транспорт",
    caption="Новый трамвай на испытаниях.",
    crosshead="Интервал шесть минут",
)
A["ru-park"] = Article(
    "Парк «Дубрава» закроют на реконструкцию",
    "Работы продлятся два года. Горожане опасаются вырубки деревьев.",
    "Алексей Морозов",
    "2025-04-04T18:30:00+03:00",
    (
        "С мая парк «Дубрава» будет закрыт для посетителей. Подрядчик заменит освещение, дорожки и построит новую детскую площадку.",
        "Экологи требуют опубликовать план сохранения старых дубов. В администрации обещают, что ни одно здоровое дерево не пострадает.",
        "Общественные слушания пройдут 15 апреля в доме культуры «Заря».",
    ),
    kicker="Город",
    caption="Аллея в парке «Дубрава».",
)
A["ja-kou"] = Article(
    "みなと市、旧倉庫街を文化施設に改修へ",
    "築90年のれんが倉庫を図書館とギャラリーに。総事業費は約42億円。",
    "田中 美咲",
    "2025-03-05T09:00:00+09:00",
    (
        "みなと市は4日、港に面した旧倉庫街を改修し、図書館やギャラリーを備えた複合文化施設として整備する計画を発表した。2028年春の開業を目指す。",
        "対象となるのは昭和初期に建てられたれんが造りの倉庫4棟。外観を残したまま耐震補強を行い、内部を大きく改装する。",
        "市は観光客の増加に加え、周辺の商店街への波及効果を期待している。一方で、市民団体からは事業費の負担を懸念する声も上がっている。",
        "市は今月中に住民説明会を開く予定だ。",
    ),
    kicker="地域",
    caption="改修される旧倉庫街。",
)
A["ja-bus"] = Article(
    "市営バス、深夜便を試験運行",
    "金曜と土曜に限り、駅前から住宅地まで3路線。",
    "佐藤 健一",
    "2025-10-01T15:00:00+09:00",
    (
        "みなと市交通局は、金曜と土曜の深夜にバスを試験運行すると発表した。期間は11月から3か月間。",
        "駅前を午前0時半に出発し、北部の住宅地など3方面に向かう。運賃は通常の2倍となる。",
        "利用状況を見て本格運行を検討するという。",
    ),
    kicker="交通",
    caption="駅前のバスターミナル。",
)
A["ar-corniche"] = Article(
    "بلدية الواحة تبدأ تطوير الكورنيش الشمالي",
    "المشروع يشمل مسارات للمشاة والدراجات ومساحات خضراء بتكلفة 60 مليون ريال.",
    "سارة العتيبي",
    "2025-01-20T10:00:00+03:00",
    (
        "أعلنت بلدية الواحة بدء أعمال تطوير الكورنيش الشمالي على امتداد أربعة كيلومترات، في مشروع يهدف إلى تحويل الواجهة البحرية إلى متنزه عائلي.",
        "ويشمل المشروع إنشاء مسار للمشي وآخر للدراجات، إضافة إلى ملاعب للأطفال ومظلات ومواقف للسيارات.",
        "وقال رئيس البلدية إن الأعمال ستنجز على ثلاث مراحل حتى لا يغلق الكورنيش بالكامل أمام الزوار.",
        "ومن المتوقع أن تكتمل المرحلة الأولى قبل حلول الصيف المقبل.",
    ),
    kicker="محليات",
    caption="الكورنيش الشمالي قبل بدء الأعمال.",
)
A["tr-metro"] = Article(
    "İzmir metrosu Buca'ya uzanıyor: ilk test sürüşü yapıldı",
    "13,5 kilometrelik hatta 11 istasyon bulunuyor. Hattın yıl sonunda açılması bekleniyor.",
    "Elif Yıldız",
    "2025-08-21T11:00:00+03:00",
    (
        "Üçyol ile Buca Koop arasındaki metro hattında ilk test sürüşü dün gece gerçekleştirildi. Belediye yetkilileri seferlerin aralık ayında başlayacağını açıkladı.",
        "Hattın tamamlanmasıyla Buca'dan Konak'a yolculuk süresinin 45 dakikadan 20 dakikaya inmesi bekleniyor.",
        "Esnaf ise inşaat süresince kapanan yolların işlerini olumsuz etkilediğinden şikâyetçi.",
        "Projenin toplam maliyeti 490 milyon avro olarak açıklandı.",
    ),
    kicker="Gündem",
    caption="Test sürüşündeki metro aracı.",
    crosshead="Yolculuk süresi yarıya iniyor",
)
A["tr-zeytin"] = Article(
    "Zeytinyağı fiyatları düşüşe geçti",
    "Bol hasat beklentisi üreticiyi sevindirmedi. Litre fiyatı bir ayda yüzde 15 geriledi.",
    "Murat Kaya",
    "2025-11-05T09:00:00+03:00",
    (
        "Ege'de zeytin hasadı başlarken zeytinyağının litre fiyatı son bir ayda yüzde 15 düştü.",
        "Üreticiler işçilik ve gübre maliyetlerinin arttığını, düşen fiyatların zarara yol açtığını söylüyor.",
        "Ticaret borsası yetkilileri ihracatın artmasıyla fiyatların toparlanabileceğini belirtti.",
    ),
    kicker="Ekonomi",
    caption="Hasat zamanı Ayvalık'ta bir zeytinlik.",
)
A["sv-ven"] = Article(
    "Kommunen stänger badhuset i Haparanda under ett år",
    "Renoveringen kostar 48 miljoner kronor. Simskolan flyttar till Torneå.",
    "Av Lena Nyström",
    "2025-01-14T07:30:00+01:00",
    (
        "Badhuset i Haparanda stänger den 1 mars för en omfattande renovering. Ventilationen och bassängen är i så dåligt skick att verksamheten inte kan fortsätta.",
        "Skolornas simundervisning flyttas under tiden till simhallen i finska Torneå, dit eleverna åker buss.",
        "Föreningen Haparanda Simsällskap oroar sig för att tappa medlemmar under stängningen.",
        "Badhuset beräknas öppna igen i april nästa år.",
    ),
    kicker="Lokalt",
    caption="Badhuset i Haparanda.",
    crosshead="Simskolan flyttar",
)
A["sv-snö"] = Article(
    "Rekordmycket snö i Kiruna – skolor håller stängt",
    "Över en meter snö föll på två dygn. Plogbilarna hinner inte med.",
    "Av Anders Lind",
    "2025-12-03T06:00:00+01:00",
    (
        "Ett kraftigt snöfall har lamslagit Kiruna. Enligt SMHI föll 104 centimeter snö på två dygn, det mesta sedan mätningarna började.",
        "Kommunen uppmanar invånarna att stanna hemma. Alla skolor och förskolor håller stängt på onsdagen.",
        "Bussarna till Abisko är inställda tills vidare.",
    ),
    kicker="Lokalt",
    caption="Snövallar på Geologgatan.",
)
A["en-lib"] = Article(
    "Council backs £14m plan for new waterfront library",
    "The building will replace the 1960s central library, which closed last year because of unsafe concrete.",
    "By Hannah Price",
    "2025-03-19T08:00:00+00:00",
    (
        "Councillors voted 31 to 9 on Tuesday night to approve a new central library on the site of the old harbour master's office.",
        "The previous library on Castle Street was shut in June after inspectors found crumbling reinforced concrete in its roof. Since then a temporary service has run from the town hall.",
        "The new building will include a children's floor, study spaces and a café. Opposition councillors questioned whether the town can afford the borrowing.",
        "Construction is due to start in the autumn, with opening planned for 2027.",
    ),
    kicker="Local",
    caption="An artist's impression of the new library.",
    crosshead="Questions over borrowing",
)
A["en-app"] = Article(
    "Town's parking app gets major update after months of complaints",
    "Drivers say they were fined even after paying. The council says the new version fixes the problem.",
    "By Daniel Okafor",
    "2025-05-06T12:00:00+01:00",
    (
        "The council's parking app has been updated after hundreds of drivers reported being issued fines despite paying for their parking.",
        "A fault in the way the app confirmed payments meant that wardens' handheld devices sometimes showed no valid ticket. The council has cancelled 412 penalty notices.",
        "The update also adds a reminder before a session runs out and lets drivers extend their stay without returning to the car.",
    ),
    kicker="Tech",
    caption="The updated parking app.",
)
A["en-restaurant"] = Article(
    "The new fish restaurant on the quay is worth the queue",
    "Our critic visits Saltwater, the harbour's most talked-about opening this year.",
    "By Miles Fenwick",
    "2025-08-15T10:00:00+01:00",
    (
        "Saltwater opened in July in the old net loft on the north quay, and on a wet Thursday in August there was still a queue of twenty people at the door.",
        "The menu is short and changes daily with the catch. The grilled hake with brown shrimp butter was excellent; the chips were less so.",
        "Prices are fair for the quality: most mains cost between £16 and £22. Bookings are only taken for groups of six or more.",
    ),
    kicker="Food",
    caption="Saltwater's dining room in the old net loft.",
)
A["cs-tram"] = Article(
    "Tramvaj do Líšně pojede od dubna",
    "Nová trať měří 2,6 kilometru. Cestující ušetří až deset minut.",
    "Petra Horáková",
    "2025-02-26T08:00:00+01:00",
    (
        "Dopravní podnik dokončuje stavbu tramvajové trati z Jírovy ulice do Líšně. Zkušební provoz začne v březnu, cestující se svezou od dubna.",
        "Na trati budou čtyři nové zastávky. Tramvaje nahradí autobusovou linku 78, která je ve špičce přeplněná.",
        "Stavba stála 1,4 miliardy korun, většinu zaplatila Evropská unie.",
    ),
    kicker="Doprava",
    caption="Nová trať u zastávky Holzova.",
)
