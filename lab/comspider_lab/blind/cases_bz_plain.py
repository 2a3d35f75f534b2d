"""Blind set BZ: two article pages without any reader comment, full of the era's furniture: an Estonian island paper
whose comments are closed beside the latest comments of other stories and most read with counts (et); a Latvian portal
with "Komentāri (0)", a paywall teaser and other articles' comment counts (lv). Written for this set; every name, place
and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_bz_common import Bits, Case, Piece, box, case, esc, links, rows


def et_closed() -> Case:
    latest = rows("""
Kalev | Praamid hakkavad sõitma uue graafiku järgi | Jälle pannakse hommikune praam ära, kuidas tööle saab?
mereäärne | Kuressaare lossi hoovis toimub suvepidu | Eelmine aasta oli super, tuleme jälle!
Tiina S. | Vald tõstab prügiveo hinda | Kaks korda kallim kui mandril, see pole normaalne.
saarlane | Lennuliin Tallinnasse jääb alles | Hea uudis, aga piletid võiks odavamad olla.
""")
    after = '<div class="ss-kom"><h3>Kommentaarid</h3><p class="ss-suletud">Selle artikli kommenteerimine on suletud.</p></div>'
    side = (
        box(
            "Viimased kommentaarid",
            "<ul>"
            + "".join(
                f'<li><b>{esc(a)}</b> loole <a href="/uudised/{k}">{esc(t)}</a>: <i>{esc(x)}</i></li>'
                for k, (a, t, x) in enumerate(latest)
            )
            + "</ul>",
        )
        + box(
            "Loetumad",
            links(
                (
                    "Saaremaa sild – kas seekord tuleb?",
                    "Torm murdis Sõrves sadu puid",
                    "Kuressaare haigla saab uue kopteriplatsi",
                ),
                "/uudised/",
                counts=("4 210 vaatamist", "3 866 vaatamist", "1 902 vaatamist"),
            ),
        )
        + box(
            "Horoskoop",
            "<p><b>Jäär:</b> Täna tasub kuulata lähedasi.</p><p><b>Sõnn:</b> Rahaasjad paranevad.</p>",
        )
    )
    piece = Piece(
        "Kuressaare sadamas alustati kai remonti",
        "Andres Tamm",
        "2016-05-17T09:00:00+03:00",
        "17. mai 2016, 09:00",
        """
Kuressaare Roomassaare sadamas alustati eile vana kai remonti, mis peaks valmima juuli lõpuks. Tööde maksumus on umbes 1,2 miljonit eurot.

Remondi ajal saavad väikelaevad kasutada ajutist ujuvkaid sadama idaosas. Kalapaatide jaoks on eraldatud kümme kohta.

Sadama juhataja sõnul oli kai nii halvas seisus, et suuremate jahtide sildumine sellele oli mullu keelatud.
""",
        dek="Tööd kestavad juuli lõpuni.",
        section="Uudised",
        tags=("Kuressaare", "sadam"),
    )
    return case(
        "bz-et-kommenteerimine-suletud",
        "lookalike",
        "et-saare",
        piece,
        Bits(
            after=after,
            side=side,
            ticker="10:12 | Praamiliiklus Virtsu–Kuivastu on häiritud\n09:40 | Saaremaa valla volikogu istung täna",
            rates="USD | 1,1321\nSEK | 9,2780",
            weather="Kuressaare 12°C, tuuline",
        ),
        [],
        path="/uudised/kuressaare-sadamas-alustati-kai-remonti-a9120",
        reveal="-",
        container="-",
        heading=None,
        description="An Estonian island paper of 2016: an article on a harbour repair whose 'Kommentaarid' box says commenting is closed, beside the latest comments of four other stories (name, linked title, the excerpt), most read with view counts and a horoscope. No reader comment on the page.",
        lookalikes=("latest comments of other stories", "most read with view counts", "horoscope"),
    )


def lv_zero() -> Case:
    after = (
        '<div class="kb-paywall"><p><b>Raksta turpinājums pieejams abonentiem.</b> Abonē Kurzemes Balsi digitāli – pirmais mēnesis tikai 1 €.</p>'
        '<a href="/abonet" class="kb-btn">Abonēt</a> <a href="/ieiet">Esmu abonents</a></div>'
        '<div class="kb-kom"><h3>Komentāri (0)</h3><p>Šim rakstam vēl nav neviena komentāra. Esi pirmais!</p>'
        '<form><textarea rows="3" cols="50" placeholder="Tavs komentārs"></textarea><br><input placeholder="Vārds"> <button>Komentēt</button></form></div>'
        '<div class="kb-citi"><h3>Citi raksti</h3><ul>'
        '<li><a href="/zinas/1">Liepājas tramvajs kursēs arī naktī</a> <span>(14 komentāri)</span></li>'
        '<li><a href="/zinas/2">Ventspils ostā ienāks lielākais kuģis vēsturē</a> <span>(3 komentāri)</span></li>'
        '<li><a href="/zinas/3">Kuldīgā atjauno veco ķieģeļu tiltu</a> <span>(27 komentāri)</span></li></ul></div>'
    )
    side = box(
        "Lasītākie",
        links(
            (
                "Liepājā atklāta jauna bērnudārza ēka",
                "Ceļu remonti vasarā: kur gaidīt sastrēgumus",
                "Talsu novadā pazudis zēns atrasts",
            ),
            "/zinas/",
            counts=("8 120 skatījumi", "5 403 skatījumi", "3 990 skatījumi"),
        ),
    ) + box("Video", links(("Jūras svētki Pāvilostā", "Kuldīgas rumba no putna lidojuma"), "/video/", "ul"))
    piece = Piece(
        "Pāvilostā atklāj jaunu zvejnieku muzeju",
        "Dace Kalniņa",
        "2020-07-09T14:30:00+03:00",
        "09.07.2020 14:30",
        """
Pāvilostā sestdien durvis vērs jauns zvejniecības muzejs, kas izvietots atjaunotā 19. gadsimta zvejnieku mājā pie ostas.

Ekspozīcijā apskatāmi tīkli, laivu modeļi un vietējo zvejnieku ģimeņu fotogrāfijas. Muzeja izveidē piedalījās arī novada skolēni.

Ieeja atklāšanas dienā būs bez maksas.
""",
        dek="Atklāšana sestdien, ieeja bez maksas.",
        section="Novados",
        tags=("Pāvilosta", "muzejs"),
    )
    return case(
        "bz-lv-komentari-nulle",
        "lookalike",
        "lv-kurzeme",
        piece,
        Bits(
            after=after,
            side=side,
            ticker="15:01 | Liepājā slēgta Jaunā osta\n14:44 | Karstums: temperatūra līdz +31",
            rates="USD | 1,1289\nSEK | 10,3875",
            weather="Pāvilosta 24°C, saulains",
        ),
        [],
        path="/novados/pavilosta-atklaj-jaunu-zvejnieku-muzeju-14402",
        reveal="-",
        container="-",
        heading=None,
        description="A Latvian regional portal of 2020: an article on a fishermen's museum with a paywall teaser, 'Komentāri (0)' and 'Esi pirmais!' above an empty form, other articles with comment counts, most read with view counts and a video strip. No reader comment on the page.",
        lookalikes=("other articles with comment counts", "most read with view counts"),
    )


def plain_bz() -> list[Case]:
    return [et_closed(), lv_zero()]
