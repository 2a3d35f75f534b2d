"""Blind set AH: twelve pages without any reader comment (truth zero), each with a list of 3 to 10 entries that show a
person's or an organisation's name, a date (some with a time) and one or two sentences, in the usual shape of a
discussion's entry, of kinds no earlier set lists, as they sit around articles on small and mid-size news sites and
blogs: a district court's roundup of cases (de), a football transfer ticker (es), a business page's appointments
("people on the move", en), a local history blog's annotated archive sources (pl), a science story's open peer-review
reports (ja), a paper's newsroom team with their bios (ru), a petition's signers' reasons in an embedded box (hr), a
summer prize draw's winners (sv), nominations for a town's citizen of the year (lt), artists' statements of an
exhibition (zh), firms' and bodies' pledges under a climate pact (ko), a radio station's morning playlist with the
presenter's notes (bg). Written for this set, in invented markup; every name, place and text invented."""

from __future__ import annotations

import re
from dataclasses import dataclass

from comspider_lab.blind.cases_ah_common import PartsK, esc, listing, make, rows, story
from comspider_lab.blind.model import Case


@dataclass
class Plain:
    cid: str
    template: str
    site: str
    path: str
    title: str
    byline: str
    iso: str
    shown: str
    paras: str
    section: str
    p: str  # the list's class prefix
    block_id: str
    heading: str  # "" = none
    items: str
    form: str = "div"
    pics: bool = False
    links: tuple[str, ...] = ()
    foot: tuple[str, ...] = ()
    intro: str = ""  # a line under the heading
    mention: str = ""  # markup after the list: "Comments (0)", a closed notice, a login line; "" = none
    where: str = "after"  # "after" (below the article), "rail" (right column, sidebar or related row)
    label: str = ""
    shape: str = ""
    desc: str = ""


def _plain(html: str) -> str:
    return "'" + " ".join(re.sub(r"<[^>]+>", " ", html).split()) + "'"


def _case(x: Plain) -> Case:
    items = rows(x.items, 4)
    assert 3 <= len(items) <= 10, x.cid
    assert not x.foot or len(x.foot) == len(items), x.cid
    body = listing(x.p, items, x.form, pics=x.pics, links=x.links, foot=list(x.foot) or None)
    head = f"<h3>{esc(x.heading)}</h3>" if x.heading else ""
    intro = f'<p class="{x.p}-i">{esc(x.intro)}</p>' if x.intro else ""
    block = f'<div class="{x.p}-box" id="{x.block_id}">{head}{intro}{body}</div>'
    parts = PartsK(rail=block, after=x.mention) if x.where == "rail" else PartsK(after=block + x.mention)
    st = story(x.title, x.byline, x.iso, x.shown, x.paras, section=x.section)
    mention = "no discussion mention on the page" if not x.mention else "then " + _plain(x.mention)
    return make(
        x.cid,
        "lookalike",
        x.template,
        x.site,
        st,
        parts,
        [],
        path=x.path,
        container=f"div.{x.p}-box#{x.block_id} "
        + ("in the side column" if x.where == "rail" else "below the article")
        + (f", heading '{x.heading}'" if x.heading else ", no heading")
        + f": {len(items)} entries, {x.shape}; {mention}",
        heading=None,
        description=x.desc,
        lookalikes=(x.label,),
    )


CASES = [
    Plain(
        "ah-la-de-amtsgericht",
        "nw",
        "de-now",
        "/stadt/aus-dem-amtsgericht-maerz",
        "Aus dem Amtsgericht: Urteile der Woche",
        "Tobias Klein",
        "2025-03-07T16:00:00+01:00",
        "7. März 2025",
        """
Jede Woche berichten wir aus den Verhandlungen am Amtsgericht Brückhausen. Namen von Angeklagten kürzen wir ab, wie es bei uns üblich ist.

Diese Woche ging es um einen Ladendiebstahl, eine Trunkenheitsfahrt, eine Schlägerei vor einer Diskothek und zwei Betrugsfälle im Internet.
""",
        "Stadt",
        "ag",
        "urteile",
        "Verhandelt am Amtsgericht",
        """
Dennis W. (29) | Montag, 3. März 2025 | Diebstahl, Einzelrichterin | Der Angeklagte hatte in einem Baumarkt Werkzeug im Wert von 380 Euro eingesteckt. Er gestand und muss 1.200 Euro Geldstrafe zahlen.
Sandra M. (44) | Dienstag, 4. März 2025 | Trunkenheit im Verkehr | Mit 1,4 Promille war die Frau auf der Umgehungsstraße in eine Leitplanke gefahren. Ihr Führerschein bleibt für ein Jahr eingezogen.
Kevin R. (22) und Marco L. (24) | Mittwoch, 5. März 2025 | Körperverletzung, Schöffengericht | Die beiden hatten vor einer Diskothek einen Türsteher verletzt. Sie erhielten Bewährungsstrafen von acht und zehn Monaten.
Heike S. (51) | Donnerstag, 6. März 2025 | Betrug | Über eine Kleinanzeigen-Seite hatte sie Konzertkarten verkauft, die es nicht gab. Das Verfahren wurde gegen Zahlung von 900 Euro eingestellt.
Jürgen P. (63) | Freitag, 7. März 2025 | Betrug, vertagt | Der Angeklagte erschien nicht zur Verhandlung. Das Gericht erließ einen Strafbefehl.
""",
        form="article",
        mention='<p class="ag-zu"><em>Die Kommentarfunktion ist für Gerichtsberichte geschlossen.</em></p>',
        label="a district court's weekly roundup: the defendant, the day of the hearing, the charge, the outcome",
        shape="article.ag-e (header: strong.ag-n 'Dennis W. (29)', time.ag-d 'Montag, 3. März 2025', small the charge; div.ag-x the outcome)",
        desc="A German city news site of 2025: five hearings of the week's court roundup in <article>s, each a defendant's name and age, a weekday and date, the charge and one or two sentences, above a closed notice; no reader comment.",
    ),
    Plain(
        "ah-la-es-fichajes",
        "nw",
        "es-now",
        "/deportes/mercado-fichajes-verano",
        "El Salinas cierra su tercer fichaje del verano",
        "Javier Lozano",
        "2025-07-02T10:00:00+02:00",
        "2 de julio de 2025",
        """
El Real Atlético Salinas ha incorporado al lateral Hugo Benítez, que llega libre tras tres temporadas en el CD Albatros. Es el tercer refuerzo del club para la próxima temporada.

El mercado de verano de la Tercera Federación se mueve con rapidez. Seguimos aquí todos los movimientos de los equipos de la provincia.
""",
        "Deportes",
        "fx",
        "fichajes",
        "Mercado de fichajes, al minuto",
        """
Hugo Benítez | 2 de julio de 2025, 09:40 | CD Albatros → Real Atlético Salinas | Lateral izquierdo de 26 años. Firma por dos temporadas con opción a una tercera.
Iker Mendía | 1 de julio de 2025, 19:15 | Real Atlético Salinas → UD Puerto Viejo | El delantero se despide tras marcar once goles. El club le agradece su entrega.
Sergio Cabello | 1 de julio de 2025, 12:30 | Juvenil → primer equipo del CD Albatros | El portero del juvenil sube a la primera plantilla. Tiene diecinueve años.
Raúl Esteban | 30 de junio de 2025, 18:05 | UD Puerto Viejo → Deportivo Marisma | Centrocampista veterano, jugará su última temporada cerca de casa.
Abdou Diallo | 29 de junio de 2025, 21:50 | libre → Real Atlético Salinas | Extremo rápido que viene de la liga portuguesa. Pasó el reconocimiento médico esta mañana.
Pablo Ferrer | 28 de junio de 2025, 11:20 | Deportivo Marisma, renueva | El capitán amplía su contrato un año más.
Dani Quesada | 27 de junio de 2025, 16:45 | CD Albatros → retirado | A los 35 años cuelga las botas y se queda en el club como segundo entrenador.
""",
        form="ul",
        mention='<p class="fx-acceso"><a href="/login">Inicia sesión</a> para participar.</p>',
        label="a football transfer ticker: the player, date and time, from club to club, the move",
        shape="ul.fx-l > li.fx-e (div.fx-h: b.fx-n the player, span.fx-d '2 de julio de 2025, 09:40', small 'CD Albatros → Real Atlético Salinas'; div.fx-x the move)",
        desc="A Spanish local news site of 2025: seven entries of a regional football transfer ticker in a <ul>, newest first, each a player's name, a date and time, the clubs and one or two sentences, above a login line; no reader comment.",
    ),
    Plain(
        "ah-la-en-appointments",
        "lk",
        "en-lok",
        "/business/people-on-the-move-march",
        "Valley firms add staff as order books fill",
        "Daniel Hughes",
        "2016-03-18T09:00:00+00:00",
        "18 March 2016",
        """
Manufacturers and service firms across Harrowfield are recruiting again after two quiet years, according to the latest survey by the valley's chamber of trade.

Below, as every month, our round-up of appointments and promotions sent in by local employers.
""",
        "Business",
        "pm",
        "on-the-move",
        "People on the move",
        """
Rachel Osei | 1 March 2016 | Finance director, Harrow Valve Works | Rachel joins from a logistics group in Leeds, where she spent eight years. She will lead the firm's move to its new site on Mill Road.
Gareth Pryce | 7 March 2016 | Head of lending, Harrowfield Building Society | Gareth has been promoted after eleven years with the society, most recently as branch manager in Kelby.
Nadia Farooq | 9 March 2016 | Partner, Ellison Farrow solicitors | Nadia specialises in farm and rural property law and becomes the firm's youngest partner.
Colin Maddox | 14 March 2016 | Chief executive, Valley Housing Trust | Colin returns to the valley after running a housing association on the coast. He replaces Jean Ashworth, who retires in April.
Harrowfield Cycle Co. | 15 March 2016 | New store manager, Sam Whitely | The bike shop has appointed Sam, a former racer, to run its enlarged store on the High Street.
Priya Anand | 16 March 2016 | Practice manager, Bridge Street surgery | Priya moves from the hospital trust's outpatients department.
""",
        form="article",
        pics=True,
        mention='<div class="pm-end"><h4>Comments (0)</h4><p>No comments yet. <a href="/login">Sign in</a> to join the conversation.</p></div>',
        label="a business page's appointments and promotions: the person (or firm), date, new post, a note",
        shape="article.pm-e (header: a portrait, strong.pm-n 'Rachel Osei', time.pm-d '1 March 2016', small the new post; div.pm-x the note)",
        desc="An English local paper of 2016: six appointments and promotions in the business section's 'People on the move', each a portrait, a name (one a firm), a date, the new post and one or two sentences, above 'Comments (0)'; no reader comment.",
    ),
    Plain(
        "ah-la-pl-zrodla",
        "bl",
        "pl-blog",
        "/2014/11/powodz-1936-zrodla",
        "Wielka woda w 1936 roku: co mówią dokumenty",
        "Magda z biblioteki",
        "2014-11-05T20:00:00+01:00",
        "5 listopada 2014",
        """
Od kilku miesięcy przeglądam w archiwum wszystko, co zachowało się o powodzi z maja 1936 roku. Woda zalała wtedy całe dolne miasto, a most kolejowy stał zamknięty przez trzy tygodnie.

Poniżej zebrałam źródła, z których korzystałam, z krótkim opisem każdego. Może przydadzą się komuś, kto pisze o historii miasta.
""",
        "Historia",
        "zr",
        "zrodla",
        "Źródła i lektury",
        """
Jan Wieczorek | 14 maja 1936 | „Kurier Nadrzeczny”, nr 108 | Pierwsza relacja z zalanego dolnego miasta. Autor opisuje ewakuację szpitala łodziami.
Stanisław Pawlak | 2 czerwca 1936 | sprawozdanie burmistrza dla rady miejskiej | Wykaz zniszczonych domów i mostów z kosztorysem odbudowy. Rękopis w archiwum miejskim, sygn. 412.
Helena Dąbrowska | 20 maja 1936 | list do siostry, zbiory prywatne | Osobista relacja nauczycielki, która przez cztery dni mieszkała na strychu szkoły. Najciekawsze źródło, jakie znalazłam.
Zarząd Okręgu Kolei | 8 czerwca 1936 | komunikat o ponownym otwarciu mostu | Krótki druk urzędowy, ważny dla ustalenia dat.
Roman Szulc | 1 października 1961 | „Rocznik Nadrzeczny”, t. 3 | Artykuł wspomnieniowy w 25. rocznicę. Zawiera kilka błędów w datach, ale też zdjęcia, których nie ma nigdzie indziej.
Ks. Antoni Malinowski | 17 maja 1936 | kronika parafii św. Wojciecha | Zapiski o pomocy dla powodzian organizowanej przy kościele.
""",
        form="ol",
        mention='<p class="zr-koniec">Dodawanie odpowiedzi pod tym wpisem zostało wyłączone.</p>',
        label="a local history blog's annotated archive sources: the author (a person or a body), the date of the document, where it is, a note",
        shape="ol.zr-l > li.zr-e (div.zr-h: b.zr-n 'Jan Wieczorek', span.zr-d '14 maja 1936', small the publication; div.zr-x the blogger's note)",
        desc="A Polish local history blog of 2014: six archive sources in an <ol> under 'Źródła i lektury', each an author (five persons, a railway board), a date, where it is kept and one or two sentences of the blogger's note, above a line saying answers are switched off; no reader comment.",
    ),
    Plain(
        "ah-la-ja-satei",
        "nw",
        "ja-sci",
        "/kenkyu/kaisou-tanso-chozou",
        "海藻の森、予想の二倍の炭素をためこむ　地元大学が発表",
        "小川 健太",
        "2025-02-20T11:00:00+09:00",
        "2025年2月20日",
        """
みなと大学の研究グループは、湾内の海藻の森が一年間にためこむ炭素の量が、これまでの推定のおよそ二倍にのぼるとする論文を発表した。

論文はオープンな査読を採用する学術誌に掲載され、査読者のコメントと著者の回答も公開されている。以下にその要旨を紹介する。
""",
        "研究",
        "sd",
        "satei",
        "公開された査読の記録",
        """
藤田 美和 | 2024年11月5日 | 査読者1（海洋生態学） | 測定方法は丁寧だが、調査地点が湾の北側に偏っている。南側のデータを加えるか、偏りについて議論してほしい。
Lars Haugen | 2024年11月12日 | 査読者2（生物地球化学） | 結論は興味深いが、冬季のデータが一年分しかない。年ごとの変動をどう考えるか説明が必要である。
研究グループ（代表 石井 達也） | 2024年12月20日 | 著者の回答 | 南側の三地点を追加で測定し、結果に大きな差がないことを示した。冬季の変動については限界として本文に明記した。
藤田 美和 | 2025年1月15日 | 査読者1、再査読 | 修正により主張は十分に支えられている。掲載を推薦する。
""",
        form="dl",
        intro="査読者の報告と著者の回答（要旨）",
        label="a science story's open peer-review record: the reviewer (or the authors), date, role, the report",
        shape="dl.sd-dl: dt.sd-h (b.sd-n the reviewer, span.sd-d '2024年11月5日', small the role), dd.sd-x the report",
        desc="A Japanese regional science news site of 2025: four entries of a paper's open peer review in a <dl> (two reviewers' reports, the authors' response, a second report), each a name, a date, a role and one or two sentences; no discussion on the page, no reader comment.",
    ),
    Plain(
        "ah-la-ru-redaktsiya",
        "lk",
        "ru-lok",
        "/novosti/gazete-25-let",
        "«Заречному вестнику» исполнилось 25 лет",
        "Редакция",
        "2015-09-01T10:00:00+03:00",
        "1 сентября 2015",
        """
Ровно четверть века назад вышел первый номер нашей газеты: четыре страницы, тираж тысяча экземпляров. Сегодня нас читают в печати и на сайте.

В день рождения газеты мы решили представить читателям тех, кто делает её каждый день.
""",
        "Новости",
        "rd",
        "redaktsiya",
        "Наша редакция",
        """
Галина Петровна Орлова | в редакции с 1 сентября 1990 | главный редактор | Стояла у истоков газеты, начинала корреспондентом отдела сельского хозяйства. Знает каждое село района.
Алексей Дорохов | в редакции с 14 марта 2004 | заместитель редактора, спорт | Бывший вратарь районной команды. Пишет о футболе, хоккее и рыбалке.
Ксения Миронова | в редакции с 3 июня 2011 | корреспондент | Пишет о школах, больницах и ЖКХ. Её материал о ремонте моста в прошлом году получил областную премию.
Виктор Лебедев | в редакции с 20 января 1995 | фотокорреспондент | Снял для газеты больше ста тысяч кадров. Его архив — летопись района.
Татьяна Гусева | в редакции с 10 февраля 2014 | редактор сайта | Отвечает за новости в интернете и за наши страницы в соцсетях.
""",
        pics=True,
        mention='<p class="rd-vkhod">Чтобы оставить отзыв, <a href="/login">войдите</a>.</p>',
        label="a paper's newsroom team: the journalist, since when, the post, a short biography",
        shape="div.rd-e (a portrait; div.rd-h: b.rd-n the name, span.rd-d 'в редакции с 1 сентября 1990', small the post; div.rd-x the biography)",
        desc="A Russian district paper of 2015 on its 25th birthday: five members of its newsroom with portraits, each a name, the date they joined, the post and one or two sentences, above a login line; no reader comment.",
    ),
    Plain(
        "ah-la-hr-peticija",
        "nw",
        "hr-now",
        "/otok/peticija-trajekt-zimski-red",
        "Otočani skupljaju potpise za dodatnu zimsku liniju",
        "Ivana Radić",
        "2024-11-12T09:00:00+01:00",
        "12. studenoga 2024.",
        """
Više od 1.200 otočana potpisalo je peticiju kojom traže da se u zimskom redu plovidbe vrati jutarnja linija u 5.30. Bez nje učenici i radnici ne stižu na kopno na vrijeme.

Peticiju je pokrenula udruga roditelja, a potpisi se skupljaju na internetu i u trgovinama na otoku. Ispod prenosimo dio poruka potpisnika.
""",
        "Otok",
        "pt",
        "potpisnici",
        "Zašto potpisuju",
        """
Marina Šimić | 11. 11. 2024. u 18:20 | Sveti Jakov | Moja kći svaki dan kasni na prvi sat jer brod stiže tek u osam. Tako ne može cijelu zimu.
Ante Bašić | 11. 11. 2024. u 19:02 | Luka | Radim u bolnici na kopnu. Bez jutarnje linije moram spavati u gradu tri noći tjedno.
Udruga umirovljenika Luka | 11. 11. 2024. u 21:15 | Luka | Naši članovi idu liječniku na kopno. Jutarnji brod im je jedina veza.
Petra Vuković | 12. 11. 2024. u 07:48 | Sveti Jakov | Otok se prazni i zbog ovakvih stvari. Tko će ostati ako ne možemo ni na posao?
Josip Marinović | 12. 11. 2024. u 08:30 | Zagreb | Rođen sam na otoku i dolazim svaki vikend. Podržavam susjede.
Nives Knežević | 12. 11. 2024. u 08:55 | Luka | Imamo malu tvrtku i dostavu robe svako jutro. Bez broda u 5.30 nema posla.
""",
        form="ul",
        foot=(
            "Potpis br. 1.181",
            "Potpis br. 1.186",
            "Potpis br. 1.190",
            "Potpis br. 1.203",
            "Potpis br. 1.207",
            "Potpis br. 1.211",
        ),
        mention='<p class="pt-iskljuceno">Komentari su za ovaj članak isključeni.</p>',
        label="a petition's signers' reasons shown in an embedded box: the signer (a person or an association), date and time, town, why they signed, the signature's number",
        shape="ul.pt-l > li.pt-e (div.pt-h: b.pt-n the signer, span.pt-d '11. 11. 2024. u 18:20', small the town; div.pt-x the reason; div.pt-f 'Potpis br. 1.181')",
        desc="A Croatian island news site of 2024: six signers' reasons from a petition in a <ul> under 'Zašto potpisuju', each a name (one an association), a date and time, a town, one or two sentences and the signature's number, above a closed notice; no reader comment.",
    ),
    Plain(
        "ah-la-sv-vinnare",
        "nw",
        "sv-now",
        "/nyheter/sommarlotteriet-vinnare",
        "Här är vinnarna i sommarens läsarlotteri",
        "Elin Sjöberg",
        "2024-06-28T14:00:00+02:00",
        "28 juni 2024",
        """
Över 4 000 läsare var med i årets sommarlotteri. I dag drogs vinnarna under överinseende av en notarie på redaktionen i Älvdalen.

Alla vinnare har fått besked per telefon. Priserna skickas ut under nästa vecka.
""",
        "Nyheter",
        "vl",
        "vinnare",
        "Vinnarna",
        """
Gunnel Åkesson | dragen 28 juni 2024 kl 10.05 | Älvby | Vinner förstapriset, en vecka i stuga vid fjällen för hela familjen. ”Jag trodde först att det var ett skämt”, säger hon.
Mats Hedlund | dragen 28 juni 2024 kl 10.07 | Norrforsen | Vinner en elcykel från en cykelhandlare i stan.
Familjen Karimi | dragen 28 juni 2024 kl 10.09 | Älvdalen | Vinner fyra biljetter till sommarens revy och middag på Hotell Forsen.
Ingrid Wallin | dragen 28 juni 2024 kl 10.11 | Strömsnäs | Vinner en helårsprenumeration på tidningen. Hon har läst den i femtio år.
Per-Olof Nyström | dragen 28 juni 2024 kl 10.13 | Älvby | Vinner en rökt lax och en korg med produkter från bygdens gårdar.
Sara Lindgren | dragen 28 juni 2024 kl 10.15 | Björkliden | Vinner ett presentkort på 1 000 kronor i bokhandeln.
""",
        form="table",
        label="a readers' prize draw's winners: the winner, when drawn, town, what they won",
        shape="table.vl-t rows (td: b.vl-n the winner, span.vl-d 'dragen 28 juni 2024 kl 10.05', small the town; td: the prize)",
        desc="A Swedish local news site of 2024: six winners of the paper's summer prize draw in a table, each a name (one a family), the time of the draw, a town and one or two sentences; no discussion on the page, no reader comment.",
    ),
    Plain(
        "ah-la-lt-nominacijos",
        "nw",
        "lt-now",
        "/rajonas/metu-pilietis-pasiulymai",
        "Renkamas metų pilietis: pasiūlymų sulaukta rekordiškai daug",
        "Rūta Kazlauskienė",
        "2025-01-14T09:00:00+02:00",
        "2025 m. sausio 14 d.",
        """
Rajono savivaldybė jau dvyliktą kartą renka metų pilietį. Šiemet gyventojai ir organizacijos pasiūlė 23 kandidatus, daugiau nei bet kada anksčiau.

Komisija nugalėtoją paskelbs vasario 16-ąją. Žemiau skelbiame dalį pasiūlymų su jų autorių pagrindimais.
""",
        "Rajonas",
        "nm",
        "pasiulymai",
        "Pasiūlyti kandidatai",
        """
Aldona Petrauskienė | 2025 m. sausio 3 d. | siūlo Pamario bendruomenės centras | Dvidešimt metų veda nemokamus plaukimo užsiėmimus vaikams prie marių. Jos dėka plaukti išmoko šimtai kaimo vaikų.
Vytautas Jonaitis | 2025 m. sausio 6 d. | siūlo Žuvininkų gimnazijos mokytojai | Savanoris ugniagesys, per pernykštę audrą dvi paras padėjo gyventojams be elektros.
Ona Stankevičienė | 2025 m. sausio 8 d. | siūlo kaimynai iš Kintų | Prižiūri seną kapinaitę ir kasmet organizuoja talką. Surinko kaimo istoriją į knygelę.
Darius Mockus | 2025 m. sausio 10 d. | siūlo jaunimo organizacija „Banga“ | Įkūrė nemokamą dviračių dirbtuvę, kurioje paaugliai mokosi taisyti dviračius.
Pamario maisto bankas | 2025 m. sausio 12 d. | siūlo seniūnija | Savanorių komanda kas savaitę išvežioja maisto paketus vienišiems senjorams.
""",
        form="article",
        mention='<div class="nm-apac"><h4>Komentarai (0)</h4></div>',
        label="nominations for a town's citizen of the year: the nominee (a person or a body), date, who nominates, the reason",
        shape="article.nm-e (header: strong.nm-n the nominee, time.nm-d '2025 m. sausio 3 d.', small 'siūlo …'; div.nm-x the reason)",
        desc="A Lithuanian regional portal of 2025: five nominations for the district's citizen of the year in <article>s, each a nominee's name (one a food bank), a date, who nominates and one or two sentences, above 'Komentarai (0)'; no reader comment.",
    ),
    Plain(
        "ah-la-zh-zishu",
        "bl",
        "zh-blog",
        "/2015/10/jiuchang-zhanlan",
        "旧粮仓里的展览：五位本地艺术家",
        "小林",
        "2015-10-18T21:00:00+08:00",
        "2015年10月18日",
        """
周末去了城北旧粮仓改成的展厅，看了五位本地艺术家的联展。展厅很大，光线从高高的窗户照进来，很适合看画。

每件作品旁边都贴着艺术家自己写的一段话，我抄了几段下来，放在这里。
""",
        "展览",
        "zs",
        "zishu",
        "艺术家自述（抄自展厅）",
        """
周蔓 | 2015年9月20日 | 《粮仓的早晨》，油画 | 我小时候住在粮仓旁边，每天早上听见装卸的声音。这幅画是我对那些声音的记忆。
陈启明 | 2015年9月22日 | 《麻袋》，装置 | 我用了三百只旧麻袋。每一只都来自这座粮仓，上面还有当年的编号。
李若溪 | 2015年9月25日 | 《河边》，水彩组画 | 这组画是在江边一个月里完成的。我想画的是水的颜色怎样随着天气改变。
吴海涛 | 2015年10月1日 | 《工人》，黑白摄影 | 照片里的人都在这里工作过。我请他们回来，站在自己原来的位置上。
""",
        form="dl",
        label="an exhibition's artists' statements, copied by the blogger: the artist, date, the work, the statement",
        shape="dl.zs-dl: dt.zs-h (b.zs-n the artist, span.zs-d '2015年9月20日', small the work), dd.zs-x the statement",
        desc="A Chinese personal blog of 2015: four artists' statements from an exhibition, copied by the blogger into a <dl>, each an artist's name, a date, the work and one or two sentences; no discussion on the page, no reader comment.",
    ),
    Plain(
        "ah-la-ko-hyeopyak",
        "nw",
        "ko-now",
        "/sahoe/gihu-hyeopyak-seomyeong",
        "지역 기업·기관 27곳, 기후협약에 서명",
        "정하늘",
        "2024-09-05T10:00:00+09:00",
        "2024년 9월 5일",
        """
새벽강시와 지역 기업, 학교, 병원 등 27곳이 4일 시청에서 '새벽강 기후협약'에 서명했다. 서명 기관들은 2030년까지 온실가스 배출을 절반으로 줄이겠다고 약속했다.

협약에 따라 각 기관은 올해 안에 구체적인 실천 계획을 공개해야 한다. 다음은 주요 서명 기관들이 밝힌 약속이다.
""",
        "사회",
        "hy",
        "yaksok",
        "서명 기관들의 약속",
        """
새벽강시 | 2024년 9월 4일 | 지방자치단체 | 2026년까지 시내버스의 절반을 전기버스로 바꾸고, 모든 공공건물 옥상에 태양광 패널을 설치한다.
강변제지 | 2024년 9월 4일 | 제조업 | 공장 보일러 연료를 목재 부산물로 전환해 석탄 사용을 2027년까지 중단한다.
새벽강의료원 | 2024년 9월 4일 | 의료 | 병원 급식에서 음식물 쓰레기를 30% 줄이고, 구내 주차장에 전기차 충전기를 설치한다.
한빛고등학교 | 2024년 9월 4일 | 교육 | 학생 기후위원회를 만들고 학교 텃밭과 빗물 저장 시설을 운영한다.
강나루 협동조합 | 2024년 9월 4일 | 농업 | 조합원 농가의 비닐 멀칭을 생분해 제품으로 바꾸는 비용을 지원한다.
새벽강버스 | 2024년 9월 4일 | 운수 | 내년까지 디젤 버스 40대를 전기버스로 교체한다.
동네책방 연합 | 2024년 9월 4일 | 소상공인 | 포장재를 모두 재생 종이로 바꾸고 배송을 자전거로 한다.
""",
        pics=True,
        mention='<p class="hy-login"><a href="/login">로그인</a> 후 의견을 남길 수 있습니다.</p>',
        label="bodies' pledges under a town's climate pact: the signatory, date of signing, sector, the pledge",
        shape="div.hy-e (a logo; div.hy-h: b.hy-n the signatory, span.hy-d '2024년 9월 4일', small the sector; div.hy-x the pledge)",
        desc="A Korean regional news site of 2024: seven signatories' pledges under a climate pact, with logos, each an organisation's name, the day of signing, the sector and one or two sentences, above a login line; no reader comment.",
    ),
    Plain(
        "ah-la-bg-efir",
        "nw",
        "bg-now",
        "/muzika/sutreshen-efir-playlist",
        "Сутрешният блок с Весела Маринова: песни за есента",
        "Радио Поречие",
        "2025-10-06T07:00:00+03:00",
        "6 октомври 2025",
        """
Тази сутрин Весела Маринова посвети блока си на есента: песни за дъжд, за гроздобер и за пътя към дома.

Ето какво прозвуча в ефир между 7 и 9 часа, с бележките на водещата.
""",
        "Музика",
        "ef",
        "v-efir",
        "Прозвуча в ефир",
        """
Калина Стоева | 6 октомври 2025, 07:04 | „Дъжд над Поречие“ | Откриваме с местна изпълнителка. Песента е записана в студиото ни преди двадесет години.
Оркестър „Лозница“ | 6 октомври 2025, 07:22 | „Гроздобер“ | Оркестърът празнува тази есен 40 години. Концертът им е на 18 октомври в читалището.
Иво Данчев | 6 октомври 2025, 07:41 | „Пътят към дома“ | Любимата песен на шофьорите сутрин, обещахме я миналата седмица.
Мария и Петър Ганеви | 6 октомври 2025, 08:03 | „Листа“ | Дует от съпрузи, които пеят заедно от училище.
Калина Стоева | 6 октомври 2025, 08:26 | „Октомври“ | Още една от Калина, защото ни писахте, че искате.
Група „Северозапад“ | 6 октомври 2025, 08:47 | „Последен влак“ | Закриваме с рок. Хубав ден на всички!
""",
        form="ol",
        label="a radio station's morning playlist: the artist, date and time played, the song, the presenter's note",
        shape="ol.ef-l > li.ef-e (div.ef-h: b.ef-n the artist, span.ef-d '6 октомври 2025, 07:04', small the song; div.ef-x the presenter's note)",
        desc="A Bulgarian regional radio station's news site of 2025: six songs played in the morning show in an <ol>, each an artist's name (two of them bands), a date and time, the song and one or two sentences of the presenter's note; no discussion on the page, no reader comment.",
    ),
]


def plain_ah() -> list[Case]:
    return [_case(x) for x in CASES]
