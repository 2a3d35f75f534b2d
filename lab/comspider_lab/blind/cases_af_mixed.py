"""Blind set AF: four mixed pages, a small discussion of this article (4 or 5 readers' comments) beside a list of
named, dated short texts that are not comments: a dog shelter's volunteers' walk notes in the very markup of the
thread (lv); a cider house's masters' tasting notes above the thread (eu); an excavation's dig diary in the article's
text (sr); a heritage railway's staff notes in the sidebar (en). Written for this set, in invented markup; every
name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_af_common import PartsK, listing, make, rows, seeds, story
from comspider_lab.blind.cases_af_threads import tree
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed


def lv_patversme() -> Case:
    c = seeds("""
Inese Ozola | 11.02.2019 12:14 | - | Paldies par rakstu. Es varētu nākt sestdienās, vai vajag kādu pieredzi?
Gints Zariņš | 11.02.2019 13:02 | 0 | Inese, es eju jau pusgadu, pieredze nav vajadzīga. Sākumā parāda, kā rīkoties.
Valdis Bērziņš | 11.02.2019 20:45 | - | Labi, ka beidzot kāds uzrakstīja, cik ļoti patversmei trūkst cilvēku.
Agnese | 12.02.2019 08:30 | - | Mēs pirms gada paņēmām suni no šīs patversmes. Iesaku visiem!
""")
    walks = [
        Seed(n, t, None, w)
        for n, w, t in rows(
            """
Laura Krūmiņa | 11.02.2019 10:30 | Šodien izvedu Bārdu, lielo melno suni. Viņš mierīgi gāja pie pavadas un priecājās par sniegu.
Edgars Vītols | 12.02.2019 15:10 | Pastaiga ar Mazo Rūsiņu. Viņa vēl baidās no mašīnām, bet parkā skrēja laimīga.
Laura Krūmiņa | 13.02.2019 11:45 | Bārdam pēc pastaigas bija vanna. Ļoti pacietīgs suns.
Kristīne Siliņa | 14.02.2019 09:20 | Izvedu trīs kucēnus uz pagalmu. Tie ir gatavi jaunām mājām.
Edgars Vītols | 15.02.2019 16:00 | Rūsiņa pirmo reizi paņēma gardumu no rokas. Liels solis!
""",
            3,
        )
    ]
    block = (
        '<div class="sp-bloks" id="pastaigas"><h3>Brīvprātīgo pastaigu piezīmes</h3>'
        + tree(walks, "sp", pics=True, foot="Atbildēt", key="spw")
        + '</div><div class="sp-bloks" id="lasitaji"><h3>Lasītāju viedokļi (4)</h3>'
        + tree(c, "sp", pics=True, foot="Atbildēt")
        + "</div>"
    )
    st = story(
        "Dzīvnieku patversme meklē jaunus brīvprātīgos",
        "Zane Ābele",
        "2019-02-11T08:00:00+02:00",
        "11.02.2019",
        """
Lejasmuižas dzīvnieku patversmē šobrīd ir 46 suņi un 30 kaķi, bet regulāri palīdz tikai desmit brīvprātīgie.

Patversme aicina pieteikties ikvienu, kam ir brīva stunda nedēļā. Pastaigu piezīmes brīvprātīgie raksta patversmes lapā, un tās publicējam zemāk.
""",
        section="Sabiedrība",
    )
    return make(
        "af-mx-lv-patversme",
        "mixed",
        "pt",
        "lv-news",
        st,
        PartsK(after=block),
        c,
        path="/sabiedriba/patversme-mekle-brivpratigos",
        container="div.sp-bloks#lasitaji: div.sp-e entries (avatar; p.sp-h: b.sp-n name, span.sp-d '11.02.2019 12:14'; the text; 'Atbildēt'); the reply in div.sp-sub inside its parent's; above it div.sp-bloks#pastaigas, the volunteers' walk notes in the very same markup (with 'Atbildēt' too)",
        heading="Lasītāju viedokļi (4)",
        description="A Latvian county portal of 2019: four readers' opinions (one nested reply) below five volunteers' dog-walk notes in the thread's very own markup; the truth is the thread only.",
        lookalikes=("a dog shelter's volunteers' walk notes, in the thread's own markup",),
    )


def eu_sagardoa() -> Case:
    c = seeds("""
Itziar Goñi | 2018/01/22 14:30 | - | Urtero joaten gara lagunekin. Aurten prezioak igo dituzte?
Aitor Zabala | 2018/01/22 16:05 | 0 | Itziar, menua euro bat garestiagoa da, baina merezi du.
Nerea Aranburu | 2018/01/23 09:12 | - | Artikulu polita. Sagardotegi txikiak ere aipatu behar ziren.
Koldo Etxegarai | 2018/01/23 19:48 | - | Ni larunbatean joango naiz, lehen aldiz.
Edurne | 2018/01/24 11:20 | - | Gure aitonak esaten zuen sagardo ona urtarrilean dagoela.
""")
    notes = rows(
        """
Joxe Mari Olaizola | 2018/01/22 | Etxeberri sagardotegia | Aurtengo sagardoa freskoa eta garratz samarra da. Kupel berriak oso ondo atera dira.
Ane Lasa | 2018/01/23 | Txalaparta sagardotegia | Sagar gutxiago izan dugu, baina kalitate handikoa. Hiru kupel ireki ditugu.
Joxe Mari Olaizola | 2018/01/25 | Etxeberri sagardotegia | Bigarren kupela gozoagoa da, lore usainarekin.
Mikel Urkiola | 2018/01/26 | Goikoetxe sagardotegia | Lehen asteburuan jende asko etorri da. Kupel zaharrenak irabazi du.
Ane Lasa | 2018/01/28 | Txalaparta sagardotegia | Txotx berria ireki dugu gaur. Sagardoa oraindik gaztea da, baina bizia.
""",
        4,
    )
    listing_html = (
        '<div class="dt-box" id="dastaketak"><h3>Sagardogileen oharrak</h3>'
        + listing("dt", notes, "ul", foot="Kupelaren oharra")
        + "</div>"
    )
    thread = (
        '<div class="ir-gunea" id="iritziak"><h3>Irakurleen iritziak</h3>'
        + tree(c, "ir", wrap="div", name="strong", foot="Erantzun")
        + "</div>"
    )
    st = story(
        "Sagardo denboraldia hasi da: kupelak zabalik",
        "Sagastiko Koadernoa",
        "2018-01-22T09:00:00+01:00",
        "2018/01/22",
        """
Urtarrilarekin batera sagardotegiek kupelak zabaldu dituzte. Txotx garaia maiatzera arte luzatuko da.

Sagardogileek astero idazten dute kupel bakoitzari buruz; haien oharrak hemen bilduko ditut.
""",
        section="Sagardoa",
    )
    return make(
        "af-mx-eu-sagardoa",
        "mixed",
        "jr",
        "eu-blog",
        st,
        PartsK(after=listing_html + thread),
        c,
        path="/2018/01/sagardo-denboraldia",
        container="div.ir-gunea#iritziak: div.ir-e entries (p.ir-h: strong.ir-n name, span.ir-d '2018/01/22 14:30'; the text; 'Erantzun'); the reply in div.ir-sub inside its parent's; above it div.dt-box#dastaketak, a <ul> of the cider makers' tasting notes (b name, date, small the cider house, the note, a foot line)",
        heading="Irakurleen iritziak",
        description="A Basque cider blog of 2018: five readers' opinions (one nested reply) below the cider makers' five dated tasting notes in a <ul> of discussion-like entries; the truth is the thread only.",
        lookalikes=("cider makers' tasting notes: maker, date, cider house, the note",),
    )


def sr_iskopavanje() -> Case:
    c = seeds("""
Зоран Митић | 16.08.2021. у 11:40 | - | Одлична вест за село. Надам се да ће налазиште бити отворено за посетиоце.
Весна Ђорђевић | 16.08.2021. у 13:15 | 0 | Слажем се. Могли би да направе и мали музеј у школи.
Милан Павловић | 16.08.2021. у 19:02 | - | Мој деда је увек причао да у тој њиви има старог камења.
Јелена Крстић | 17.08.2021. у 08:30 | - | Где могу да се пријаве волонтери?
Драган | 17.08.2021. у 21:10 | - | Само да не заврши као прошли пут, затрпано и заборављено.
""")
    diary = rows(
        """
Ана Јовановић | 16.08.2021. | руководилац ископавања | Отворили смо нову сонду уз јужни зид. Пронађени су делови подног мозаика.
Никола Илић | 17.08.2021. | археолог | Испод слоја шута појавио се фрагмент натписа на камену. Чека нас пажљиво чишћење.
Ана Јовановић | 18.08.2021. | руководилац ископавања | Мозаик је већи него што смо мислили. Позвали смо конзерваторе из музеја.
Марија Петровић | 19.08.2021. | студенткиња археологије | Први пут сам на ископавању. Данас сам пронашла новчић, вероватно из четвртог века.
""",
        4,
    )
    inbody = (
        '<div class="dn-dnevnik" id="dnevnik"><h3>Из дневника ископавања</h3>'
        + listing("dn", diary, "div")
        + "</div>"
    )
    thread = (
        '<section class="ch-citaoci" id="citaoci"><h2>Читаоци кажу</h2>'
        + tree(c, "ch", item="article", wrap="div", foot="Одговори")
        + "</section>"
    )
    st = story(
        "Археолози откопали римску вилу код села",
        "Бојан Лазић",
        "2021-08-16T08:00:00+02:00",
        "16.08.2021.",
        """
На њиви поред села археолози су открили остатке римске виле са подним мозаиком. Ископавања ће трајати до краја септембра.

Екипа води дневник ископавања, из ког преносимо прве белешке. Налазиште засад није отворено за посетиоце.
""",
        section="Села",
    )
    return make(
        "af-mx-sr-iskopavanje",
        "mixed",
        "pt",
        "sr-news2",
        st,
        PartsK(inbody=inbody, after=thread),
        c,
        path="/sela/rimska-vila-kod-sela",
        container="section.ch-citaoci#citaoci: article.ch-e entries (p.ch-h: b.ch-n name, span.ch-d '16.08.2021. у 11:40'; the text; 'Одговори'); the reply in div.ch-sub inside its parent's; in the article's text div.dn-dnevnik#dnevnik, the dig diary (div.dn-e: b name, date, small the role, the note)",
        heading="Читаоци кажу",
        description="A Serbian (Cyrillic) municipal news site of 2021: five readers' comments (one nested reply) below an article whose text holds four dig-diary entries in the shape of discussion entries; the truth is the thread only.",
        lookalikes=("an excavation's dig diary, in the article's text",),
    )


def en_signalbox() -> Case:
    c = seeds("""
Paula Grange | 14 April 2014, 9:40 pm | - | Took my grandson on Saturday and he has not stopped talking about it since.
Ken Middleditch | 15 April 2014, 8:12 am | - | Well done to all the volunteers. Years of work have gone into that line.
Rosie Tamworth | 15 April 2014, 10:31 am | 1 | Hear hear. My dad helped relay the track in the nineties.
Alan Fitch | 16 April 2014, 7:05 pm | - | Any chance of an evening service in the summer?
""")
    notes = rows(
        """
Harold Pike | 14 Apr 2014, 17:20 | signalman | First full day of steam. Twelve trains each way and not a minute lost.
Margaret Olney | 15 Apr 2014, 16:05 | booking office | Sold out the 11.10 departure twice. Families with picnic baskets everywhere.
Harold Pike | 16 Apr 2014, 18:40 | signalman | Level crossing gates stuck for ten minutes; oil and patience fixed them.
Derek Sowerby | 17 Apr 2014, 19:15 | fireman | The tank engine steamed well on the bank. Coal from the new supplier burns hot.
""",
        4,
    )
    rail = (
        '<div class="jr-w sb-box" id="signalbox"><h4>From the signal box</h4>'
        + listing("sb", notes, "article")
        + "</div>"
    )
    thread = (
        '<div class="ys-area" id="your-say"><h3>Your say</h3>'
        + tree(c, "ys", wrap="div", pics=True, foot="Reply")
        + "</div>"
    )
    st = story(
        "Steam returns to the Fenwold branch line",
        "Posted by Martin",
        "2014-04-14T08:00:00+01:00",
        "14 April 2014",
        """
After eleven years of restoration, steam trains ran again on the Fenwold branch line on Saturday, between the old station and Hollin Halt.

The volunteers in the signal box, the booking office and on the footplate are keeping notes through the first week, which they have kindly let me put in the sidebar.
""",
        section="Railway",
    )
    return make(
        "af-mx-en-signalbox",
        "mixed",
        "jr",
        "en-blog",
        st,
        PartsK(after=thread, rail=rail),
        c,
        path="/2014/04/steam-returns",
        container="div.ys-area#your-say: div.ys-e entries (avatar; p.ys-h: b.ys-n name, span.ys-d '14 April 2014, 9:40 pm'; the text; 'Reply'); the reply in div.ys-sub inside its parent's; in the sidebar div.sb-box#signalbox, the railway volunteers' notes (article.sb-e: strong name, time, small the post, the note)",
        heading="Your say",
        description="An English market-town blog of 2014: four readers' comments (one nested reply) below the post, and in the sidebar four heritage-railway volunteers' shift notes in the shape of discussion entries; the truth is the thread only.",
        lookalikes=("a heritage railway's volunteers' shift notes, in the sidebar",),
    )


def mixed_af() -> list[Case]:
    return [lv_patversme(), eu_sagardoa(), sr_iskopavanje(), en_signalbox()]
