"""Blind set V: pages without any reader comment whose furniture is a list of names, yearless dates or times and
sentences in comment-like markup, of kinds the earlier sets did not use: an Italian commuters' site's departures
board, a Swedish paper's note of a ski club's training log, a French paper's museum tours with their guides, a Danish
weekly's coming committee meetings, a Korean cinema news site's screenings with guest talks, a Turkish paper's blood
donation bus stops and a Japanese ward newsletter's sports-centre classes (written from memory of the general shape of
such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_v_common import PartsK, V, box, links, make, rows, story, tree
from comspider_lab.blind.model import Case


def _la(
    case_id: str,
    template: str,
    key: str,
    st_args: tuple[str, str, str, str, str],
    section: str,
    block: str,
    rail: tuple[str, str],
    path: str,
    description: str,
    furniture: str,
    declare: str = "og",
) -> Case:
    st = story(*st_args, declare=declare, section=section)
    return make(
        case_id,
        "lookalike",
        template,
        key,
        st,
        PartsK(after=block, rail=box(template, rail[0], links(rail[1]))),
        [],
        path=path,
        container="-",
        heading=None,
        description=description,
        lookalikes=(furniture,),
    )


def it_departures() -> Case:
    r = rows(
        """
Regionale 2417 per Lecco | 18:40 | Binario 3. In ritardo di 5 minuti per un guasto al passaggio a livello di Calolziocorte. Capotreno Walter Sala.
Regionale 2419 per Bergamo | 18:52 | Binario 1. In orario. Ferma in tutte le stazioni; la carrozza di testa è riservata alle bici.
Bus sostitutivo per Ponte San Pietro | 19:05 | Piazzale della stazione, lato edicola. Sostituisce il treno 2421 soppresso per lavori.
Regionale 2423 per Lecco | 19:40 | Binario 3. Ritardo previsto 15 minuti, in attesa della coincidenza da Milano. Capotreno Silvia Rota.
Battello 31 per Bellagio | 19:55 | Pontile Centro. Ultima corsa della giornata; biglietti solo a bordo.
"""
    )
    v = V("yh-{}", list="ul", item="li", time="time")
    block = (
        '<section class="yh" id="partenze"><h2 class="yh-h">Prossime partenze da Lecco</h2>'
        + tree(r, v, idp="yh-")
        + '<p class="yh-note">Aggiornato alle 18:31. Fonte: tabellone di stazione.</p></section>'
    )
    return _la(
        "v-la-it-departures",
        "fx",
        "la-it-departures",
        (
            "Lavori sulla Lecco-Bergamo: da lunedì bus sostitutivi la sera",
            "Paolo Crippa",
            "2025-03-14T18:30:00+01:00",
            "14 marzo 2025",
            """
Da lunedì e per tre settimane alcuni treni serali tra Lecco e Bergamo saranno sostituiti da autobus per i lavori al ponte di Paderno.

Qui sotto le prossime partenze dalla stazione di Lecco, aggiornate dal tabellone.
""",
        ),
        "Treni",
        block,
        ("Da leggere", "Abbonamenti aprile|Sciopero del 21|Nuovi orari dei battelli"),
        "/treni/lavori-lecco-bergamo-bus-sostitutivi",
        "An Italian commuters' site of 2025: an article and the next departures (train and destination, time, platform and a remark naming the guard) in comment-like markup; no reader comment.",
        "departures board: train and destination, time, remark with the guard's name",
    )


def sv_training() -> Case:
    r = rows(
        """
Tränare Lena Holmgren | tis 4 feb 18.30 | Intervaller i elljusspåret, 6 × 4 minuter. Tolv åkare, snön lite lös efter tövädret.
Tränare Mats Berglund | tors 6 feb 18.30 | Teknikpass klassiskt på konstsnöslingan. Juniorerna körde stakning på tid; Elin förbättrade sig med 20 sekunder.
Tränare Lena Holmgren | lör 8 feb 09.00 | Långpass 25 km till Grängesberg och tillbaka. Fika vid vändpunkten, tack till Kerstins föräldrar.
Tränare Jonas Ek | sön 9 feb 10.00 | Vila för seniorerna. Knattarna hade lekträning med stafett, 18 barn på plats.
"""
    )
    v = V("ix-{}", list="ol", item="li")
    block = (
        '<div class="ix" id="traningsdagbok"><h3 class="ix-h">Ur klubbens träningsdagbok</h3>'
        + tree(r, v, idp="ix-")
        + "</div>"
    )
    return _la(
        "v-la-sv-training-log",
        "quire",
        "la-sv-training",
        (
            "Skidklubbens juniorer siktar på SM i Falun",
            "Anders Lindqvist",
            "2025-02-10T07:00:00+01:00",
            "10 februari 2025",
            """
Fyra juniorer från Ludvika SK har tagit sig till SM i Falun i mars. Klubben tränar fyra dagar i veckan i elljusspåret.

Vi fick läsa ur träningsdagboken från förra veckan.
""",
        ),
        "Sport",
        block,
        ("Mest läst", "Isbanan öppnar|Ny rektor på Västerby|Hockey: derbyt"),
        "/sport/skidklubbens-juniorer-siktar-pa-sm",
        "A Swedish paper of 2025: an article on a ski club and entries of its training log (coach, weekday and time, what was done) in comment-like markup; no reader comment.",
        "a ski club's training log: coach, weekday and time, session",
    )


def fr_tours() -> Case:
    r = rows(
        """
Avec Claire Bouchet, guide-conférencière | samedi 15 février, 15 h | « Les mariniers de Loire » : une heure dans les salles du premier étage, des maquettes de gabares aux carnets de bord.
Avec Hugo Marchand, médiateur | dimanche 16 février, 10 h 30 | Visite en famille dès 6 ans, avec un jeu de piste autour du grand fûtreau restauré.
Avec Claire Bouchet, guide-conférencière | mercredi 19 février, 14 h | « Crues et digues » : la grande crue de 1856 racontée à partir des repères de crue du musée.
Avec Nadia Ferreira, conservatrice | samedi 22 février, 16 h | Visite des réserves, exceptionnellement ouvertes ; douze personnes maximum, sur réservation.
"""
    )
    v = V("xr-{}", item="article", name="span")
    block = (
        '<section class="xr" id="visites"><h2 class="xr-h">Visites guidées du mois</h2>'
        + tree(r, v, idp="xr-")
        + '<a class="xr-book" href="/reserver/">Réserver</a></section>'
    )
    return _la(
        "v-la-fr-museum-tours",
        "nw",
        "la-fr-tours",
        (
            "Le musée de la marine de Loire rouvre après deux ans de travaux",
            "Julien Perrault",
            "2025-02-12T09:00:00+01:00",
            "12 février 2025",
            """
Le musée de la marine de Loire rouvre ses portes samedi, avec une nouvelle salle consacrée aux crues et un fûtreau restauré.

Les visites guidées reprennent dès ce week-end.
""",
        ),
        "Musées",
        block,
        ("À lire aussi", "Festival de Loire|Les guinguettes ouvrent|Château : nouvelle expo"),
        "/musees/musee-marine-de-loire-rouvre",
        "A French paper of 2025: an article on a museum and its guided tours (guide, day and hour without a year, what the tour shows) in comment-like markup; no reader comment.",
        "a museum's guided tours: guide, day and hour, description",
    )


def da_council() -> Case:
    r = rows(
        """
Teknik- og Miljøudvalget, formand Bent Søgaard | tirsdag 4. marts kl. 16.00 | Dagsorden: cykelsti langs Strandvejen, ny affaldsordning for sommerhuse. Mødet er åbent for tilhørere.
Børne- og Skoleudvalget, formand Lise Kragh | onsdag 5. marts kl. 15.30 | Dagsorden: skolestruktur i Vester Nebel, budget for sommerferieaktiviteter.
Økonomiudvalget, formand borgmester Per Holm | mandag 10. marts kl. 14.00 | Dagsorden: salg af den gamle brandstation, anlægsbudget. Lukket punkt om en personalesag.
Byrådet | torsdag 13. marts kl. 19.00 | Byrådsmøde i rådhusets sal. Spørgetid for borgerne fra kl. 18.45.
"""
    )
    v = V("fy-{}", list="ul", item="li")
    block = (
        '<section class="fy" id="moeder"><h2 class="fy-h">Kommende møder i kommunen</h2>'
        + tree(r, v, idp="fy-")
        + "</section>"
    )
    return _la(
        "v-la-da-council-meetings",
        "fx",
        "la-da-council",
        (
            "Cykelsti langs Strandvejen kan blive en realitet",
            "Mette Vestergaard",
            "2025-02-28T12:00:00+01:00",
            "28. februar 2025",
            """
Teknik- og Miljøudvalget skal i næste uge tage stilling til en cykelsti langs Strandvejen mellem havnen og campingpladsen.

Her er de kommende møder i kommunens udvalg.
""",
        ),
        "Kommunen",
        block,
        ("Mest læst", "Havnefest i juni|Nye p-regler|Håndbold: oprykning"),
        "/kommunen/cykelsti-strandvejen",
        "A Danish weekly of 2025: an article and the council's coming committee meetings (committee and chair, weekday and time, agenda) in comment-like markup; no reader comment.",
        "council committee meetings: committee and chair, day and time, agenda",
    )


def ko_cinema() -> Case:
    r = rows(
        """
진행 오세린 평론가 | 3월 7일 19:30 | 〈겨울 항구〉 상영 후 관객과의 대화. 감독 한도윤, 배우 민가람 참석 예정입니다.
진행 박태주 프로그래머 | 3월 8일 16:00 | 〈소리의 지도〉 상영 후 음악감독과의 대화. 수어 통역이 제공됩니다.
진행 오세린 평론가 | 3월 9일 14:00 | 단편 특별전 3편 연속 상영 후 감독 세 명과 함께하는 대화.
진행 김나래 기자 | 3월 9일 19:00 | 폐막작 〈마지막 버스〉 상영과 시네토크. 매진 시 현장 대기 접수를 받습니다.
"""
    )
    v = V("lgb-{}", list="ul", item="li", name="span")
    block = (
        '<div class="lgb" id="guest"><h3 class="lgb-h">관객과의 대화 일정</h3>'
        + tree(r, v, idp="lgb-")
        + "</div>"
    )
    return _la(
        "v-la-ko-cinema-talks",
        "nw",
        "la-ko-cinema",
        (
            "동네 독립영화관, 봄맞이 한국 독립영화 주간 연다",
            "동네극장 소식 편집부",
            "2025-03-04T10:00:00+09:00",
            "2025.03.04",
            """
시내 독립영화관이 7일부터 9일까지 한국 독립영화 주간을 연다. 장편 6편과 단편 9편이 상영된다.

상영 후에는 감독과 배우가 참석하는 관객과의 대화가 이어진다.
""",
        ),
        "영화제",
        block,
        ("많이 본 글", "봄 상영표|회원 할인 안내|영화제 자원봉사 모집"),
        "/yeonghwaje/2025/03/04/dongne-geukjang-dongnip-yeonghwa-jugan",
        "A Korean cinema news site of 2025: an article and the screenings with guest talks (host, date and time without a year, film and guests) in comment-like markup; no reader comment.",
        "screenings with guest talks: host, date and time, film and guests",
    )


def tr_blood() -> Case:
    r = rows(
        """
Sorumlu hekim Dr. Gülay Aksoy | 12 Eyl 10:00–16:00 | Kızılay kan bağışı aracı Cumhuriyet Meydanı'nda. Bağış öncesi kahvaltı yapmanız rica edilir.
Sorumlu hekim Dr. Murat Çelik | 13 Eyl 09:30–15:00 | Ilçe Devlet Hastanesi bahçesi. Trombosit bağışı için randevu gereklidir.
Sorumlu hekim Dr. Gülay Aksoy | 15 Eyl 11:00–17:00 | Meslek Yüksekokulu kampüsü, kantin önü. Öğrenciler için kimlik yeterli.
Sorumlu hekim Dr. Serkan Yurt | 16 Eyl 10:00–14:00 | Organize Sanayi Bölgesi girişi. Vardiya çıkışında bağış yapılabilir.
"""
    )
    v = V("dpx-{}", list="ol", item="li")
    block = (
        '<section class="dpx" id="kan-bagisi"><h2 class="dpx-h">Kan bağışı aracı nerede?</h2>'
        + tree(r, v, idp="dpx-")
        + "</section>"
    )
    return _la(
        "v-la-tr-blood-drive",
        "quire",
        "la-tr-blood",
        (
            "İlçede kan stokları azaldı, Kızılay bağış çağrısı yaptı",
            "Emre Doğan",
            "2025-09-11T09:00:00+03:00",
            "11 Eylül 2025",
            """
İlçe hastanesinde kan stoklarının kritik seviyeye düştüğünü açıklayan Kızılay, vatandaşları bağışa çağırdı.

Mobil bağış aracının bu haftaki durakları aşağıda.
""",
        ),
        "Sağlık",
        block,
        ("Çok okunanlar", "Pazar yeri taşınıyor|Okullar açıldı|Amatör lig fikstürü"),
        "/saglik/kan-stoklari-azaldi-kizilay-cagri",
        "A Turkish district paper of 2025: an article and the blood donation bus's stops (doctor in charge, date and hours without a year, place and a note) in comment-like markup; no reader comment.",
        "blood donation bus stops: doctor in charge, date and hours, place",
    )


def ja_gym() -> Case:
    r = rows(
        """
講師 田村さおり | 10月6日 10:00 | 朝のやさしいヨガ。初めての方も歓迎です。ヨガマットは貸し出しがあります。
講師 大野健二 | 10月7日 19:00 | 体幹トレーニング入門。運動しやすい服装と室内履きをお持ちください。
講師 田村さおり | 10月9日 14:00 | シニア向けストレッチ。椅子に座ってできる内容です。定員20名。
講師 ミゲル・サントス | 10月11日 11:00 | 親子でリズム体操。3歳から小学2年生まで、保護者と一緒に参加してください。
"""
    )
    v = V("mtq-{}", name="span")
    block = (
        '<div class="mtq" id="kyoshitsu"><h3 class="mtq-h">10月のスポーツセンター教室</h3>'
        + tree(r, v, idp="mtq-")
        + "</div>"
    )
    return _la(
        "v-la-ja-gym-classes",
        "fx",
        "la-ja-gym",
        (
            "区民スポーツセンターがリニューアル 教室も再開",
            "かわせみ区民だより編集部",
            "2025-10-01T09:00:00+09:00",
            "2025年10月1日",
            """
改修工事のため休館していた区民スポーツセンターが1日、再オープンした。トレーニング室の機器も新しくなった。

10月から各種教室が再開する。申し込みは各回の前日まで。
""",
        ),
        "スポーツ",
        block,
        ("人気の記事", "区民まつりのお知らせ|ごみ収集日の変更|図書館の休館日"),
        "/sports/2025/10/01/kumin-sports-center-renewal",
        "A Japanese ward newsletter of 2025: an article and the sports centre's classes (instructor, date and time without a year, what the class is) in comment-like markup; no reader comment.",
        "a sports centre's classes: instructor, date and time, description",
    )
