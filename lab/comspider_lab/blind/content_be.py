"""Made-up sites of blind set BE (the comment sections of large news sites of 2011-2013 as a crawler saved them) and
the furniture's words per language (``WORDS``). Every site name, place, headline and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_KEYS = (
    "ad",
    "most_read",
    "most_commented",
    "most_shared",
    "video",
    "trending",
    "partners",
    "sponsored",
    "related",
    "share",
    "print",
    "login",
    "register",
    "search",
    "rights",
    "comments",
    "updated",
    "newsletter",
)

# lang | advertisement | most read | most commented | most shared | video | trending | from around the web | sponsored |
# more from | share | print | sign in | register | search | rights | comments (a count's word) | updated | newsletter
_WORD_ROWS = """
en|Advertisement|Most read|Most commented|Most shared|Video|Trending now|From around the web|Sponsored|More from|Share|Print|Sign in|Register|Search|All rights reserved|comments|Updated|Get the morning briefing by e-mail
de|Anzeige|Meistgelesen|Meistkommentiert|Meistgeteilt|Video|Gerade gefragt|Aus dem Netz|Gesponsert|Mehr aus|Teilen|Drucken|Anmelden|Registrieren|Suchen|Alle Rechte vorbehalten|Kommentare|Aktualisiert|Der Newsletter am Morgen
fr|Publicité|Les plus lus|Les plus commentés|Les plus partagés|Vidéo|En ce moment|Ailleurs sur le web|Contenu sponsorisé|Plus d'articles|Partager|Imprimer|Se connecter|S'inscrire|Rechercher|Tous droits réservés|commentaires|Mis à jour|La lettre d'information quotidienne
es|Publicidad|Lo más leído|Lo más comentado|Lo más compartido|Vídeo|Tendencias|En la red|Patrocinado|Más de|Compartir|Imprimir|Entrar|Registrarse|Buscar|Todos los derechos reservados|comentarios|Actualizado|Recibe el boletín diario
it|Pubblicità|I più letti|I più commentati|I più condivisi|Video|Di tendenza|Dal web|Contenuto sponsorizzato|Altro da|Condividi|Stampa|Accedi|Registrati|Cerca|Riproduzione riservata|commenti|Aggiornato|La newsletter del mattino
pt|Publicidade|Mais lidas|Mais comentadas|Mais compartilhadas|Vídeo|Em alta|Da rede|Patrocinado|Mais de|Compartilhar|Imprimir|Entrar|Cadastre-se|Buscar|Todos os direitos reservados|comentários|Atualizado|Receba as notícias do dia
nl|Advertentie|Meest gelezen|Meeste reacties|Meest gedeeld|Video|Nu populair|Elders op het web|Gesponsord|Meer uit|Delen|Printen|Inloggen|Registreren|Zoeken|Alle rechten voorbehouden|reacties|Bijgewerkt|Ontvang de ochtendeditie per e-mail
pl|Reklama|Najczęściej czytane|Najczęściej komentowane|Najczęściej udostępniane|Wideo|Na czasie|Z sieci|Sponsorowane|Więcej z działu|Udostępnij|Drukuj|Zaloguj|Zarejestruj|Szukaj|Wszelkie prawa zastrzeżone|komentarzy|Aktualizacja|Poranny newsletter
ru|Реклама|Самое читаемое|Самое обсуждаемое|Чем делятся|Видео|Сейчас в тренде|Новости партнёров|Партнёрский материал|Ещё в разделе|Поделиться|Печать|Войти|Регистрация|Поиск|Все права защищены|комментариев|Обновлено|Утренняя рассылка
sv|Annons|Mest läst|Mest kommenterat|Mest delat|Webb-tv|Just nu|Från våra partner|Sponsrat|Mer från|Dela|Skriv ut|Logga in|Registrera dig|Sök|Alla rättigheter förbehållna|kommentarer|Uppdaterad|Morgonbrevet i din inkorg
ja|広告|アクセスランキング|コメントの多い記事|シェアの多い記事|動画|話題のキーワード|提携サイトから|PR|の最新記事|共有|印刷|ログイン|会員登録|検索|無断転載を禁じます|件のコメント|更新|朝刊メールを受け取る
tr|Reklam|En çok okunanlar|En çok yorumlananlar|En çok paylaşılanlar|Video|Gündemdekiler|İnternetten|Sponsorlu|Diğer haberler|Paylaş|Yazdır|Giriş|Üye ol|Ara|Tüm hakları saklıdır|yorum|Güncelleme|Sabah bülteni e-postanızda
cs|Reklama|Nejčtenější|Nejkomentovanější|Nejsdílenější|Video|Právě se čte|Z internetu|Komerční sdělení|Další z rubriky|Sdílet|Tisk|Přihlásit|Registrace|Hledat|Všechna práva vyhrazena|příspěvků|Aktualizováno|Ranní zpravodaj e-mailem
fi|Mainos|Luetuimmat|Kommentoiduimmat|Jaetuimmat|Video|Nyt puhutaan|Kumppaneiltamme|Kaupallinen yhteistyö|Lisää osastolta|Jaa|Tulosta|Kirjaudu|Rekisteröidy|Haku|Kaikki oikeudet pidätetään|kommenttia|Päivitetty|Aamun uutiskirje
da|Annonce|Mest læste|Mest kommenterede|Mest delte|Video|Lige nu|Fra nettet|Sponsoreret|Mere fra|Del|Udskriv|Log ind|Opret profil|Søg|Alle rettigheder forbeholdes|kommentarer|Opdateret|Morgenbrevet i din indbakke
el|Διαφήμιση|Τα πιο δημοφιλή|Τα πιο σχολιασμένα|Τα πιο κοινοποιημένα|Βίντεο|Τώρα στην επικαιρότητα|Από το διαδίκτυο|Χορηγούμενο|Περισσότερα από|Κοινοποίηση|Εκτύπωση|Σύνδεση|Εγγραφή|Αναζήτηση|Με επιφύλαξη παντός δικαιώματος|σχόλια|Ενημερώθηκε|Το πρωινό ενημερωτικό δελτίο
hu|Hirdetés|Legolvasottabb|Legtöbbet kommentelt|Legtöbbet megosztott|Videó|Most népszerű|A világhálóról|Szponzorált|Továbbiak:|Megosztás|Nyomtatás|Belépés|Regisztráció|Keresés|Minden jog fenntartva|hozzászólás|Frissítve|Reggeli hírlevél
"""

WORDS: dict[str, dict[str, str]] = {}
for _line in _WORD_ROWS.strip().splitlines():
    _lang, *_vals = _line.split("|")
    assert len(_vals) == len(_KEYS), _line
    WORDS[_lang] = dict(zip(_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteBE:
    key: str
    name: str
    lang: str
    template: str  # "bs" (broadsheet, right rail) or "tb" (tabloid portal, three columns)
    prefix: str  # the site's own class prefix
    tagline: str
    sections: tuple[str, ...]
    headlines: tuple[str, ...]  # five of the site's other stories (most read, most commented, most shared)
    partners: tuple[str, ...]  # three "from around the web" links
    video: str
    ticker: str


# key | name | lang | template | prefix | tagline | sections | headlines (;) | partners (;) | video | ticker
_ROWS = """
en-harbor|The Harbor Gazette|en|bs|hg|Serving the bay since 1887|Home,News,Local,Business,Sports,Opinion,Life|Ferry fares to rise by 40 cents in March;Schools chief defends snow-day call;Pier restaurant owner fined over grease trap;Who will replace Coach Dwyer?;Photo gallery: the lantern parade|Seven kitchen mistakes that cost you money;This retiree's garden trick went viral;Homeowners in the bay are rushing to check this|Raw video: surf floods Front Street|Council vote on parking meters postponed to Thursday
en-ledger|Millbrook Evening Ledger|en|tb|mel|Millbrook's own evening paper|Home,News,Sport,Business,What's On,Property,Jobs|Bypass roadworks to last another six weeks;Rovers sign teenage striker on loan;Fire at mill unit was deliberate, police say;Library opening hours cut at three branches;Pub quiz team raises £3,000 for hospice|The one thing your pension adviser won't tell you;Drivers in Millbrook could save on insurance;Why everyone is talking about this mattress|Watch: the moment the old gasholder came down|Bypass closed northbound after crash at Cole Lane
en-courier|The Northvale Courier|en|bs|nvc|Independent since 1902|Home,News,Politics,Business,Science,Opinion,Arts|Budget deal collapses hours before deadline;Hospital trust to close two wards over winter;Opinion: our trains deserve better;Scientists map the valley's lost river;Review: a thin, glittering Hamlet|Ten towns where houses still cost under $150,000;The new rules for tipping, explained;What your handwriting says about you|Explainer: what the budget deal would have meant|Senate adjourns without a vote on transit bill
en-capital|The Capital Chronicle|en|bs|cc|News, politics and ideas from the capital|Home,Nation,World,Politics,Money,Opinion,Culture|Governor signs the late-night liquor bill;Analysis: why the census count matters to your district;Metro fare cards to switch to tap-and-go;The quiet rise of the capital's urban farms;Obituary: the judge who wrote the tenancy ruling|Forget the gym: this 7-minute routine is everywhere;Is your bank charging you for nothing?;Rare photos of the capital in 1950|Live: the governor's press conference|Metro Red Line delays after signal fault at Union Square
en-westmarch|Westmarch Wire|en|tb|ww|Breaking news for the western counties|Home,News,Crime,Sport,Showbiz,Money,Motors|Lorry sheds load of cabbages on the A-road;Talent show star opens new supermarket;Cold snap: gritters out all weekend;Shoppers queue overnight for phone launch;Missing parrot found three streets away|Stars who look nothing like they used to;The clever trick to cut your heating bill;You won't believe what this family found in the loft|Video: gritter gets stuck on Vicar's Hill|Police appeal after cash machine ripped from wall
en-ridgefield|Ridgefield Tribune|en|bs|rt|Ridgefield and the upper county|Home,News,Schools,Sports,Business,Obituaries,Opinion|Ridgefield High boys win the sectional final;Board weighs four-day week for bus drivers;County fair to move to the old airfield;Developer revives plans for Main Street lofts;Letters: the fair belongs on Elm Road|Locals are ditching their cable for this;How one Ridgefield mom saved $900 a year;Best-rated dentists near you|Highlights: sectional final, second half|Boil-water notice lifted for the East Hill district
en-kestrel|The Kestrel Bay Echo|en|tb|kbe|Your voice on the Kestrel coast|Home,News,Sport,Your Say,Leisure,Property,Motors|Caravan park plan gets the green light;Lifeboat crew called out twice in one night;Seafront shelter to be restored;Kestrel Bay in bloom: judges' verdict;Fishermen protest over quota cut|Retire by the sea for less than you think;Seven signs your boiler is about to break;Anglers swear by this new lure|Video: lifeboat launch at dawn|Coast road reopens after landslip
en-stonebridge|Stonebridge Herald|en|bs|shd|The county's paper of record|Home,News,Crime,Courts,Sport,Business,Comment|Man jailed for fake roofing scam;Town hall clock restored after 20 years;Crown Court: jury sworn in for warehouse fire trial;Stonebridge United appoint caretaker manager;Park run record broken by 14-year-old|Check whether you are owed council tax back;This small town hotel is the best in the county;Struggling to sleep? Try this|Watch: the clock strikes again|Trial of warehouse owner continues at Crown Court
de-rheintal|Rheintaler Rundschau|de|bs|rr|Die Zeitung für das Rheintal|Startseite,Region,Politik,Wirtschaft,Sport,Kultur,Meinung|Gemeinderat stoppt Pläne für Windpark am Kapfberg;Hochwasserschutz: Bauarbeiten am Altrhein beginnen;Bäckerei Wendlinger schließt nach 110 Jahren;FC Rheintal trennt sich von Trainer;Weinfest lockt 40.000 Besucher|So sparen Sie bei der Kfz-Versicherung;Diese Rentner machen es richtig;Zahnzusatzversicherung im Test|Video: Hochwasser am Altrhein aus der Luft|Sperrung der B 34 bei Unterfeld bis Freitag
fr-causses|Le Courrier des Causses|fr|tb|cdc|Le quotidien des Causses et des vallées|Accueil,Actualité,Département,Économie,Sports,Loisirs,Opinions|Le viaduc fermé deux nuits pour travaux;La fromagerie de Saint-Aubrac rachetée;Rugby : le XV du plateau renversant à Millas;Des vautours observés au-dessus du village;Élections : la liste d'union dévoilée|Ces retraités qui ont tout quitté pour le Sud;L'astuce pour baisser sa facture de chauffage;Les plus beaux villages à moins de deux heures|Vidéo : la transhumance en images|Brouillard givrant sur le plateau : prudence sur la RN 88
es-altiplano|Diario del Altiplano Norte|es|bs|dan|El periódico de la comarca|Portada,Local,Provincia,Economía,Deportes,Cultura,Opinión|La subida del agua llega al pleno;El mercado de abastos estrena horario;Dos detenidos por el robo de cobre en la vía;El Atlético Altiplano asciende de categoría;Fiestas de agosto: el programa completo|Lo que nadie te cuenta de las hipotecas;Diez destinos rurales que no conocías;Cómo ahorrar en la factura de la luz|Vídeo: la tormenta de granizo en el polígono|Corte de tráfico en la avenida de la Estación por obras
it-valserena|La Gazzetta di Valserena|it|tb|gv|Il giornale della valle|Home,Cronaca,Politica,Economia,Sport,Cultura,Lettere|Frana sulla provinciale, paese isolato per ore;Il sindaco annuncia il nuovo parcheggio;Sagra della castagna, record di presenze;Calcio: la Valserenese vola in testa;Chiude lo storico cinema Odeon|Scopri quanto vale davvero la tua casa;Il trucco dei nonni per l'orto perfetto;Vacanze: le offerte di fine stagione|Video: la frana ripresa dall'elicottero|Provinciale 12 riaperta a senso unico alternato
pt-planalto|Jornal do Planalto Sul|pt|bs|jps|Notícias do Planalto desde 1964|Capa,Cidade,Região,Economia,Esportes,Cultura,Opinião|Prefeitura anuncia reajuste da tarifa de ônibus;Chuva de granizo atinge bairros da zona norte;Feira do livro começa na sexta;Planalto FC empata em casa;Hospital regional ganha nova ala|Veja como quitar suas dívidas;O segredo dos corredores de 60 anos;Imóveis com desconto no Planalto|Vídeo: o granizo na zona norte|Trânsito lento na BR por obras na ponte
nl-polder|Het Polderdagblad|nl|tb|pd|Nieuws uit de polder|Home,Regio,Binnenland,Economie,Sport,Cultuur,Opinie|Nieuwe brug over de Ringvaart pas in 2015 klaar;Boer vindt bom uit Tweede Wereldoorlog;Gemeente wil minder blauwe containers;Polderrunners winnen de estafette;Molen De Hoop draait weer|Zo bespaart u op uw zorgverzekering;Het geheim van deze tuinman;Vakantiehuisjes met korting|Video: de bom wordt weggehaald|Ringvaartbrug dit weekend dicht voor verkeer
pl-zalesie|Gazeta Zalesie|pl|bs|gz|Dziennik powiatu zaleskiego|Strona główna,Powiat,Kraj,Biznes,Sport,Kultura,Opinie|Remont rynku opóźniony o pół roku;Nowe połączenie PKS do Brzózek;Zalesianka awansowała do III ligi;Szpital szuka anestezjologów;Dożynki powiatowe w Olszance|Sprawdź, ile naprawdę zarabiasz;Ten trik obniża rachunki za prąd;Najtańsze mieszkania w regionie|Wideo: przejazd przez rozkopany rynek|Objazd przez ul. Kościuszki do odwołania
ru-zarechinsk|Вечерний Заречинск|ru|tb|vz|Городская газета|Главная,Город,Область,Экономика,Спорт,Культура,Мнения|В Заречинске отремонтируют мост через Вязьку;Горячую воду отключат в трёх микрорайонах;Хоккеисты «Заречья» вышли в финал;На рынке прошли проверки;Городской парк закроют на реконструкцию|Как снизить платежи за ЖКХ;Секрет долголетия сибирских бабушек;Квартиры от застройщика со скидкой|Видео: ледоход на Вязьке|Пробка на Заводском проспекте из-за ремонта
sv-norrvik|Norrviks-Posten|sv|bs|np|Nyheter från Norrvik och kusten|Start,Norrvik,Kusten,Ekonomi,Sport,Kultur,Debatt|Färjan till Storön ställs in i helgen;Ny skola byggs på Björkudden;Hamnkrogen får inte serveringstillstånd;NIK vann derbyt efter förlängning;Isen på Norrfjärden håller inte|Så sänker du din elräkning i vinter;Pensionärerna som flyttade till Spanien;Bästa räntan just nu|Webb-tv: färjan i isen|Storöfärjan ersätts av taxibåt på lördag
ja-kitahama|北浜新報|ja|bs|kh|北浜と湾岸のニュース|トップ,地域,社会,経済,スポーツ,文化,オピニオン|北浜港の新しい岸壁、来春に完成へ;市立図書館の夜間開館を試行;北浜商業が県大会で準優勝;朝市の出店者が減少;台風で漁船三隻が転覆|今すぐ見直したい保険料;人気の温泉宿が半額に;話題の健康法とは|動画：朝市のにぎわい|県道12号線で通行止め、倒木のため
en-lowmoor|The Lowmoor Observer|en|bs|lo|Lowmoor's newspaper since 1879|Home,News,Courts,Sport,Business,Features,Opinion|Lowmoor's last foundry to close in spring;Inquest hears of 'missed chances';Hospital parking charges to double;Lowmoor Athletic in cup shock;Archive: the great flood of 1953|Compare funeral plans in Lowmoor;This simple test could add years to your life;Locals are rushing to claim this rebate|Video: the foundry's final pour|Inquest adjourned until Monday
tr-karadere|Karadere Gazetesi|tr|tb|kg|Karadere'nin sesi|Anasayfa,Gündem,Yerel,Ekonomi,Spor,Kültür,Yazarlar|Sahil yolu genişletiliyor;Fındık fiyatları açıklandı;Karaderespor deplasmandan eli boş döndü;Belediye otobüslerine yeni hat;Yayla şenlikleri başladı|Kredi kartı borcunu kapatmanın yolu;Bu bitki çayı herkesin dilinde;Yazlık evlerde büyük indirim|Video: sahil yolunda çalışmalar|Sahil yolunda tek şerit trafik uygulaması
cs-brod|Brodské listy|cs|bs|bl|Noviny Brodu a okolí|Úvod,Zprávy,Kraj,Ekonomika,Sport,Kultura,Názory|Nemocnice otevře nové oddělení;Most přes Sázavku se zavře na dva měsíce;Hokejisté Brodu prohráli doma;Trhy na náměstí letos bez stánků s alkoholem;Městská knihovna slaví sto let|Jak ušetřit za energie;Tento trik zná každý zahradník;Levné zájezdy na poslední chvíli|Video: zavřený most z dronu|Objížďka přes Horní Ves platí od pondělí
fi-jarvi|Järvikylän Uutiset|fi|tb|ju|Järviseudun oma lehti|Etusivu,Kotimaa,Seutu,Talous,Urheilu,Kulttuuri,Mielipiteet|Koulukeskuksen rakentaminen alkaa keväällä;Järvikylän Pallo sai uuden valmentajan;Jäätie avataan viikonloppuna;Kirjastoauto jatkaa kulkuaan;Kesäteatteri valitsi ohjelmistonsa|Näin säästät sähkölaskussa;Mökkiläisten suosikki nyt tarjouksessa;Eläkeläisten salainen harrastus|Video: jäätien mittaus|Jäätie suljettu raskaalta liikenteeltä
en-tidewater|Tidewater Business Daily|en|bs|tbd|Commerce and industry of the tidewater region|Home,Companies,Markets,Property,Energy,Shipping,Careers|Port volumes up 8% in third quarter;Shipyard wins two-ferry contract;Office vacancy rate falls downtown;Regional bank posts record profit;Interview: the CEO who saved the cannery|Five stocks analysts like for next year;Small business loans: what lenders want;Is now the time to refinance?|Video: inside the new container terminal|Markets: regional index closes 0.4% higher
en-ashgrove|The Ashgrove Star|en|tb|as|Ashgrove's favourite daily|Home,News,Sport,TV & Showbiz,Lifestyle,Puzzles,Jobs|TV chef opens bistro on Market Street;Ashgrove dancers through to the national final;Panto tickets sell out in a day;Street party plans for the jubilee;Star's wedding: all the photos|The diet that has everyone talking;Celebrities who grew up in Ashgrove;Cheap flights from Ashgrove airport|Video: panto cast at the lights switch-on|Ashgrove dancers in tonight's final
da-vesthavn|Vesthavn Avis|da|bs|va|Dagbladet for Vesthavn og omegn|Forside,Lokalt,Erhverv,Sport,Kultur,Uddannelse,Debat|Værftet ansætter 40 nye;Ny cykelsti langs havnen;Vesthavn IF rykker op;Byrådet vil sælge rådhusgrunden;Isbutikken åbner igen|Sådan sparer du på varmeregningen;Danskernes foretrukne sommerhusområde;Billige biler lige nu|Video: værftets nye kran|Havnevej spærret på grund af vejarbejde
el-aigialos|Ειδήσεις του Αιγιαλού|el|tb|ea|Η εφημερίδα του λιμανιού|Αρχική,Πόλη,Λιμάνι,Οικονομία,Αθλητικά,Πολιτισμός,Απόψεις|Νέα προβλήτα στο λιμάνι ως το 2014;Απεργία στα πλοία την Πέμπτη;Ο Αιγιαλός νίκησε στο ντέρμπι;Κλειστή η παραλιακή για έργα;Φεστιβάλ θαλάσσης με ρεκόρ επισκεπτών|Πώς να μειώσετε τον λογαριασμό ρεύματος;Τα πιο όμορφα νησιά για φθινόπωρο;Ενοίκια σε χαμηλές τιμές|Βίντεο: η άφιξη του νέου πλοίου|Απαγορευτικό απόπλου για μικρά σκάφη
en-fenwick|The Fenwick Mercury|en|bs|fm|Fenwick and the Ouse valley|Home,News,Villages,Sport,Leisure,Property,Nostalgia|Town council agrees to new skate park;Nostalgia: the Fenwick carnival of 1962;Bridge repairs to start after Easter;Fenwick Town reach county cup semi;Village shop saved by community buy-out|How Fenwick homeowners are cutting bills;Retirement flats with a river view;This garden centre deal ends Sunday|Video: carnival floats through the years|Bridge Street closed for resurfacing
hu-dunapart|Dunaparti Napló|hu|tb|dn|A Duna-part napilapja|Címlap,Helyi,Ország,Gazdaság,Sport,Kultúra,Vélemény|Felújítják a rakpartot;Új orvosi rendelő nyílik a Kertvárosban;A DVSE kikapott idegenben;Elmarad a nyári búcsú;Lezárják a kompátkelőt|Így spórolhat a fűtésen;A nagymamák titkos receptje;Olcsó nyaralás a Balatonon|Videó: áradás a rakparton|Szünetel a kompjárat szombaton
"""

SITES_BE: dict[str, SiteBE] = {}
for _line in _ROWS.strip().splitlines():
    _k, _n, _l, _t, _p, _tag, _secs, _heads, _parts, _vid, _tick = _line.split("|")
    SITES_BE[_k] = SiteBE(
        _k,
        _n,
        _l,
        _t,
        _p,
        _tag,
        tuple(_secs.split(",")),
        tuple(_heads.split(";")),
        tuple(_parts.split(";")),
        _vid,
        _tick,
    )
    assert len(SITES_BE[_k].headlines) == 5 and len(SITES_BE[_k].partners) == 3, _k
