"""Blind set BN: six plain article pages as phones get them, without any reader comment, with the phone's furniture:
an app-install banner, a "latest" ticker with times, a reaction bar and the top-stories strip with comment counts
(da); a lightweight page with a readers' poll and its results (ca); an app-like page with a swipeable photo gallery
whose captions name the photographers (sk); a mobile edition whose comments are switched off, with a next-article
card (bg); an app-like page whose sticky "join the discussion · 0" bar opens an empty sheet (he); a lightweight page
behind a consent sheet, with an author box and a "latest" list (hr). Every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_bn_common import Case, Parts, Story, esc, make


def _plain(cid: str, site: str, st: Story, parts: Parts, path: str, container: str, description: str) -> Case:
    return make(
        cid,
        "lookalike",
        site,
        st,
        parts,
        [],
        path=path,
        reveal="on_load",
        container=container,
        heading=None,
        description=description,
        static=True,
    )


def da_ticker() -> Case:
    ticker = (
        '<section class="dk-seneste"><h2>Seneste nyt</h2><ol>'
        + "".join(
            f'<li><time>{t}</time> <a href="/lokalt/{k}">{esc(h)}</a></li>'
            for k, (t, h) in enumerate(
                [
                    ("11:42", "Færgen sejler igen efter motorstop"),
                    ("11:05", "Vejarbejde på Strandvejen forlænges"),
                    ("10:31", "Klinteby IF henter målmand fra Norge"),
                    ("09:58", "Brand i udhus på Klitvej – ingen kom til skade"),
                ]
            )
        )
        + "</ol></section>"
    )
    top = (
        '<div class="dk-app" style="display:flex;gap:10px;align-items:center;padding:8px 12px;background:#e8f1fb;font-size:14px">'
        '<span>📲</span><b style="flex:1">Læs hurtigere i appen</b><a href="/app">Åbn</a></div>'
    )
    st = Story(
        "Klinteby Havn får ny fiskeauktion til 14 millioner",
        "Af Mette Kragh",
        "2022-10-04T10:15:00+02:00",
        "4. okt. 2022 kl. 10.15",
        """
Havnebestyrelsen har godkendt en ny auktionshal på nordkajen. Den gamle hal fra 1961 er for lille og lever ikke op til kravene til køling.

Byggeriet begynder til foråret og skal stå færdigt i sommeren 2024. Prisen er 14 millioner kroner, hvoraf fiskeriets fond betaler halvdelen.

Fiskerne har længe ønsket en ny hal. »Nu kan vi lande om natten og sælge om morgenen uden at fisken står i solen,« siger formand for fiskerforeningen Jens Bach.
""",
        section="Lokalt",
        top=(
            ("Ny fiskeauktion til 14 millioner", "0"),
            ("Færgen sejler igen", "12"),
            ("Brand i udhus på Klitvej", "3"),
        ),
        next=("Færgen sejler igen efter motorstop", "Passagererne måtte vente tre timer i Klinteby."),
        feel=(("👍", "57"), ("😮", "9"), ("😐", "4")),
    )
    return _plain(
        "bn-plain-da-havn",
        "da-klinteby",
        st,
        Parts(top=top, after=ticker),
        "/lokalt/ny-fiskeauktion-klinteby-havn",
        "no comment area: an app banner, a 'Seneste nyt' ticker of headlines with times, the reaction bar and the top-stories strip with comment counts",
        "A Danish harbour town paper's mobile edition of 2022 on a new fish auction hall: no reader comment and no comment area; an app-install banner, a reaction bar with emoji counts, a 'Seneste nyt' ticker (times and headlines), a top-stories strip whose cards carry speech-balloon counts, a next-article card and a fixed share bar.",
    )


def ca_poll() -> Case:
    poll = (
        '<section class="vr-enquesta"><h2>Enquesta</h2><p>Hauria de ser de pagament l\'aparcament del Pla de Roures en festius?</p>'
        '<ul><li><b>Sí</b> <span>38%</span> <meter value="38" max="100"></meter></li><li><b>No</b> <span>54%</span> <meter value="54" max="100"></meter></li>'
        '<li><b>No ho sé</b> <span>8%</span> <meter value="8" max="100"></meter></li></ul><p><small>1.204 vots · Enquesta no científica · Tancada</small></p></section>'
    )
    st = Story(
        "L'aparcament del Pla de Roures serà de pagament els caps de setmana",
        "Redacció",
        "2021-06-08T08:20:00+02:00",
        "08/06/2021",
        """
L'Ajuntament del Pla de Roures cobrarà l'aparcament del costat de l'església els dissabtes, diumenges i festius a partir de juliol. La tarifa serà d'un euro l'hora.

Els veïns empadronats podran demanar una targeta gratuïta. L'alcaldessa, Montserrat Vidal, explica que els diners serviran per arreglar el camí de la font.

Els comerciants de la plaça demanen que la primera hora sigui gratuïta.
""",
        section="Comarca",
        top=(("Aparcament de pagament", "0"), ("Incendi a la serra", "6"), ("Fira del préssec", "2")),
        next=("La fira del préssec torna al juliol", "Tres dies de parades, tallers i concert a la plaça."),
        related=("El camí de la font, tancat per obres", "Nova parada d'autobús a la carretera"),
    )
    return _plain(
        "bn-plain-ca-enquesta",
        "ca-plaroures",
        st,
        Parts(inside=poll),
        "/comarca/aparcament-pla-de-roures-pagament",
        "no comment area: a closed readers' poll (question, three answers with percentages, a vote count), related links, the top-stories list",
        "A Catalan county paper's lightweight page of 2021 on a car park becoming paid: no reader comment; a closed readers' poll with its results, related links, a next-article card and the top-stories list with counts.",
    )


def sk_gallery() -> Case:
    shots = [
        ("Hasiči pri Sokolej skale ráno o šiestej.", "Foto: Lukáš Hronec"),
        ("Voda zaplavila dvor materskej školy na Hlavnej ulici.", "Foto: Zuzana Bieliková"),
        ("Dobrovoľníci plnia vrecia pieskom pri moste.", "Foto: Lukáš Hronec"),
        ("Starosta Peter Jánošík na mieste s krízovým štábom.", "Foto: Dolinský denník"),
        ("Hladina potoka v piatok popoludní.", "Foto: Marek Ďurica"),
    ]
    gallery = (
        '<section class="dd-galeria"><h2>Fotogaléria (5)</h2><div class="dd-swipe" style="display:flex;overflow-x:auto;gap:8px">'
        + "".join(
            f'<figure style="flex:0 0 85%;margin:0"><img src="/_avatar/g{k}.svg" alt="" width="600" height="400" style="width:100%;height:auto;background:#bcc">'
            f"<figcaption><span>{k + 1}/5</span> {esc(t)} <small>{esc(a)}</small></figcaption></figure>"
            for k, (t, a) in enumerate(shots)
        )
        + "</div></section>"
    )
    st = Story(
        "Potok Hlinica sa vylial, v doline zasahovali hasiči",
        "Veronika Šimková",
        "2024-09-13T19:30:00+02:00",
        "13. 9. 2024 19:30",
        """
Po celodennom daždi sa v piatok popoludní vylial potok Hlinica. Voda zaplavila niekoľko dvorov a materskú školu na Hlavnej ulici.

Hasiči a dobrovoľníci stavali hrádzu z vriec s pieskom pri moste. Obec vyhlásila tretí stupeň povodňovej aktivity.

Starosta Peter Jánošík požiadal obyvateľov, aby sa nepribližovali k brehom.
""",
        section="Dolina",
        top=(("Potok sa vylial", "0"), ("Nová cyklotrasa", "14"), ("Jarmok v nedeľu", "7")),
        next=("Nová cyklotrasa vedie popri rieke", "Dvanásť kilometrov asfaltu od mosta po sútok."),
        feel=(("😮", "130"), ("😢", "88"), ("🙏", "61")),
    )
    return _plain(
        "bn-plain-sk-galeria",
        "sk-dolina",
        st,
        Parts(after=gallery),
        "/dolina/potok-hlinica-sa-vylial",
        "no comment area: a swipeable photo gallery of five pictures whose captions name the photographers, the reaction bar, the strip with counts",
        "A Slovak valley news site's app-like page of 2024 on a flooding brook: no reader comment; a swipeable gallery of five captioned photos with photographers' names, a reaction bar, a strip of cards with comment counts, a next-article card and the fixed bottom tab bar.",
    )


def bg_closed() -> Case:
    closed = (
        '<div class="sh-zatvoreno" style="margin:18px 0;padding:12px;background:#f4f5f7;border-radius:8px;font-size:15px">'
        "💬 Коментарите към тази статия са изключени.</div>"
    )
    st = Story(
        "Съдът остави в ареста обвиняемия за пожара в дъскорезницата",
        "Георги Танев",
        "2023-11-21T16:40:00+02:00",
        "21.11.2023, 16:40",
        """
Окръжният съд остави в ареста 44-годишния мъж, обвинен за пожара в дъскорезницата край Струмско миналата седмица.

Според прокуратурата той е запалил склада след спор със собственика. Защитата твърди, че няма преки доказателства.

Делото продължава през януари.
""",
        section="Регион",
        top=(
            ("Ремонт на моста при Струмско", "19"),
            ("Задържан за пожара", "0"),
            ("Гроздобер в долината", "8"),
        ),
        next=("Ремонтът на моста при Струмско започва", "Движението ще бъде в една лента до март."),
    )
    return _plain(
        "bn-plain-bg-zatvoreni",
        "bg-strumski",
        st,
        Parts(inside=closed),
        "/region/sad-ostavi-v-aresta-dyskoreznitsa",
        "comments switched off: a line 'Коментарите към тази статия са изключени', the top-stories strip with counts, the next-article card",
        "A Bulgarian regional paper's mobile edition of 2023 on a court hearing: no reader comment, the comments switched off by the paper (a line says so), a top-stories strip with comment counts and a next-article card.",
    )


def he_empty_sheet() -> Case:
    css = (
        ".ea-bar{position:fixed;left:0;right:0;bottom:58px;z-index:40;display:flex;justify-content:space-between;align-items:center;padding:10px 14px;"
        "background:#283593;color:#fff}.ea-bar button{border:0;border-radius:14px;padding:6px 12px;background:#fff;color:#283593;font-weight:700}"
        ".ea-sheet{position:fixed;left:0;right:0;bottom:0;height:60vh;z-index:70;background:#fff;border-radius:16px 16px 0 0;padding:14px;box-shadow:0 -6px 18px rgba(0,0,0,.25)}"
    )
    after = (
        '<div class="ea-bar"><span>הצטרפו לדיון · 0</span><button type="button" id="ea-open">לתגובות</button></div>'
        '<div class="ea-sheet" id="ea-sheet" role="dialog" aria-label="תגובות" hidden><b>תגובות (0)</b>'
        '<p>אין עדיין תגובות. היו הראשונים להגיב!</p><form action="/tguva" method="post"><input name="shem" placeholder="שם">'
        '<textarea name="tguva" placeholder="כתבו תגובה"></textarea><button type="submit">שליחה</button></form></div>'
        "<script>document.getElementById('ea-open').addEventListener('click', function () { document.getElementById('ea-sheet').hidden = false; });</script>"
    )
    st = Story(
        "מועצת העמק מאשרת שביל אופניים חדש לאורך הנחל",
        "נועה ברגר",
        "2025-01-09T09:00:00+02:00",
        "09.01.2025 09:00",
        """
מועצת עמק האלונים אישרה השבוע סלילת שביל אופניים באורך תשעה קילומטרים לאורך הנחל, מהכפר העליון ועד הצומת.

העבודות יתחילו באביב ויימשכו כשנה. עלות הפרויקט כשישה מיליון שקלים, רובם מתקציב משרד התחבורה.

ראש המועצה אמר כי השביל ישמש גם את תלמידי בית הספר האזורי.
""",
        section="חדשות",
        top=(("שביל אופניים לאורך הנחל", "0"), ("גשם כבד בסוף השבוע", "16"), ("פסטיבל הזית", "4")),
        next=("גשם כבד צפוי בסוף השבוע", "השירות המטאורולוגי מזהיר משיטפונות בנחלים."),
        feel=(("👍", "203"), ("😍", "58"), ("😐", "7")),
    )
    return _plain(
        "bn-plain-he-ein-tguvot",
        "he-alonim",
        st,
        Parts(after=after, css=css),
        "/hadashot/shvil-ofanayim-nahal",
        "an empty discussion: a sticky bar 'הצטרפו לדיון · 0' opens a sheet 'תגובות (0)' with 'אין עדיין תגובות' and a form",
        "A Hebrew regional news site's app-like page of 2025 on a new cycle path: no reader comment; a sticky bar 'join the discussion · 0' opens an empty bottom sheet with a form; a reaction bar, a strip of cards with comment counts and the fixed bottom tab bar.",
    )


def hr_consent() -> Case:
    css = (
        ".ot-arka{position:fixed;inset:0;background:rgba(0,0,0,.5);z-index:90}.ot-list{position:fixed;left:0;right:0;bottom:0;z-index:91;background:#fff;padding:16px;"
        "border-radius:14px 14px 0 0;font:14px Arial,sans-serif}.ot-list button{display:block;width:100%;margin-top:8px;padding:11px;border-radius:8px;border:1px solid #0b5394}"
        ".ot-autor{display:flex;gap:10px;margin:16px 0;padding:10px;background:#f3efe6;font:14px Arial,sans-serif}"
    )
    author = (
        '<div class="ot-autor"><img src="/_avatar/autor-ivana.svg" alt="" width="56" height="56"><div><b>Ivana Radić</b>'
        "<p>Novinarka Otočkog tjednika od 2011. Piše o luci, trajektima i životu na otoku.</p></div></div>"
        '<section class="ot-novo"><h2>Najnovije</h2><ul><li><time>14:10</time> Trajekt za kopno kasni sat vremena</li>'
        "<li><time>12:55</time> Nova ambulanta otvara se u ponedjeljak</li><li><time>10:20</time> Ribari traže produljenje sezone lignji</li></ul></section>"
    )
    end = (
        '<div class="ot-arka" id="ot-arka"></div><div class="ot-list" id="ot-list" role="dialog" aria-label="Kolačići"><b>Vaša privatnost</b>'
        "<p>Koristimo kolačiće za analitiku i oglase. Možete prihvatiti sve ili odabrati postavke.</p>"
        '<button type="button" id="ot-da">Prihvaćam</button><button type="button" id="ot-post">Postavke</button></div>'
        "<script>['ot-da', 'ot-post'].forEach(function (i) { document.getElementById(i).addEventListener('click', function () {"
        " document.getElementById('ot-arka').remove(); document.getElementById('ot-list').remove(); }); });</script>"
    )
    st = Story(
        "Luka dobiva novi gat za trajekte, radovi od listopada",
        "Ivana Radić",
        "2022-08-30T11:00:00+02:00",
        "30. kolovoza 2022.",
        """
Lučka uprava potpisala je ugovor za izgradnju novog gata za trajekte u otočkoj luci. Radovi počinju u listopadu i trajat će do svibnja.

Za vrijeme radova trajekti će pristajati uz stari lukobran, a putnici će do broda ići pješačkim mostom.

Novi gat omogućit će pristajanje većih trajekata i ljeti dodatne polaske.
""",
        section="Luka",
        top=(("Novi gat za trajekte", "0"), ("Ambulanta otvara vrata", "9"), ("Sezona lignji", "3")),
        next=(
            "Nova ambulanta otvara se u ponedjeljak",
            "Liječnica će raditi svaki radni dan od osam do dva.",
        ),
        related=("Trajektni red plovidbe za zimu", "Lukobran iz 1908. godine"),
    )
    return _plain(
        "bn-plain-hr-privola",
        "hr-otocki",
        st,
        Parts(after=author, css=css, end=end),
        "/luka/novi-gat-za-trajekte",
        "no comment area: a consent sheet with a backdrop in front, an author box, a 'Najnovije' list of headlines with times, related links, the top-stories list",
        "A Croatian island weekly's lightweight page of 2022 on a new ferry pier: no reader comment; a consent sheet with a backdrop in front of everything, an author box, a 'Najnovije' list of timed headlines, related links and the top-stories list with counts.",
    )


def plain_bn() -> list[Case]:
    return [da_ticker(), ca_poll(), sk_gallery(), bg_closed(), he_empty_sheet(), hr_consent()]
