"""Blind set AN: four mixed pages, a discussion of this article (3 to 8 readers' comments) in an unusual place beside
a list of named short texts that are not comments, of kinds the earlier sets do not name: a pub quiz's team table with
the tie-break answers (de), an exhibition's visitors' book (es), a shelter's animals for adoption (lt) and the flood
relief distribution points (bn). Written for this set; every name, place and text invented, each comment and entry
by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_an_common import (
    Case,
    K,
    Parts,
    Story,
    esc,
    make,
    nest,
    paras,
    rows,
    seeds,
    thread,
)


def de_quiz() -> Case:
    teams = rows("""
Die Besserwisser vom Anger | 38 | 21:47 | Stichfrage: „1.214 Stufen“ – am nächsten dran.
Quizzly Bären | 36 | 21:49 | Stichfrage: „rund 1.000 Stufen“, knapp daneben.
Stammtisch Riedblick | 36 | 21:50 | Stichfrage: „1.500“, dafür alle Musikfragen richtig.
Freiwillige Feuerwehr Oberried | 31 | 21:52 | Erstmals dabei, Revanche im März angekündigt.
Die Letzten | 24 | 21:55 | Name ist Programm, sagt das Team.
""")
    rows_html = "".join(
        f'<tr><td class="qz-team">{esc(n)}</td><td class="qz-pkt">{esc(p)}</td><td class="qz-zeit">{esc(t)}</td><td class="qz-anm">{esc(x)}</td></tr>'
        for n, p, t, x in teams
    )
    table = (
        '<section class="quiz-tabelle"><h3>Endstand Kneipenquiz Februar (5 Teams)</h3><table><thead><tr><th>Team</th><th>Punkte</th>'
        f"<th>Abgabe</th><th>Anmerkung</th></tr></thead><tbody>{rows_html}</tbody></table></section>"
    )
    ks = thread("""
Sabine Reuter | 18.02.2025, 08:14 | - | - | War ein toller Abend! Nur die Akustik im Saal ist schwierig, hinten hat man die Fragen kaum verstanden.
Wirt vom Anker | 18.02.2025, 09:30 | 0 | - | Danke für den Hinweis, beim nächsten Mal gibt es ein zweites Mikrofon.
Thomas G. | 18.02.2025, 10:02 | - | - | Die Frage mit dem Kirchturm war gemein. Wer zählt denn bitte Stufen?
Lena | 18.02.2025, 12:45 | 2 | - | Die Besserwisser anscheinend 😄
Hubert Maier | 18.02.2025, 17:20 | - | - | Schön, dass es so etwas im Ried wieder gibt. Der Erlös für den Kindergarten ist eine gute Sache.
""")

    def item(i: int, k: K, sub: str) -> str:
        return (
            f'<div class="sb-eintrag"><p class="sb-kopf"><b>{esc(k.name)}</b> <small>{esc(k.when)}</small></p>'
            f"{paras(k.text, cls='sb-text')}{sub}</div>"
        )

    box = (
        '<section class="seitenblick"><h3>Was Leser sagen</h3>'
        + nest(ks, item, lambda s: f'<div class="sb-antworten">{s}</div>')
        + '<p><a href="/mitreden">Mitreden</a></p></section>'
    )
    st = Story(
        "Kneipenquiz im Anker: 60 Euro für den Kindergarten",
        "Von Florian Ertl",
        "2025-02-17T19:00:00+01:00",
        "17.02.2025",
        """
Fünf Teams, sechs Runden, eine Stichfrage: Beim Kneipenquiz im Gasthaus Anker ging es am Freitagabend um Allgemeinwissen, Musik und die Geschichte von Mittelried.

Am Ende lagen die „Besserwisser vom Anger“ knapp vorn. Entscheidend war die Stichfrage nach der Zahl der Stufen im Kirchturm.

Der Erlös aus den Startgeldern geht an den Kindergarten St. Martin. Das nächste Quiz ist für März geplant.
""",
        section="Mittelried",
        related=(
            "Faschingsumzug mit neuem Weg",
            "Gemeinderat beschließt Radweg",
            "Schützenverein hat neue Königin",
        ),
        tags=("Quiz", "Gasthaus Anker", "Kindergarten"),
    )
    return make(
        "an-mx-de-quiz-seitenspalte",
        "mixed",
        "de-mittelried",
        st,
        Parts(aside=box, after=table, css=".sb-antworten{margin-left:18px}"),
        seeds(ks),
        path="/mittelried/kneipenquiz-anker-februar",
        container="the discussion in the right column beside the article: section.seitenblick h3 'Was Leser sagen', div.sb-eintrag (b name, small time, p.sb-text); replies in div.sb-antworten; beside it, after the related teasers, the quiz's final table",
        heading="Was Leser sagen",
        description="A German local paper of 2025: 5 readers' comments in the right column (two replies), and a pub quiz's final standings after the article (team, points, time handed in, a remark on the tie-break).",
        lookalikes=("a pub quiz's final standings (team, points, time, remark)",),
    )


def es_visitors_book() -> Case:
    book = rows("""
Familia Ortega Ruiz | 2 de agosto | Volveremos el año que viene con los abuelos, que vivieron aquí la riada.
Inés, 9 años | 2 de agosto | Lo que más me gustó fue la foto del puente flotando.
Manuel Cabrera | 3 de agosto | Gracias por recordar a los que ayudaron. Mi padre está en la tercera vitrina.
Visitantes de Cuenca | 4 de agosto | Una exposición pequeña pero muy emocionante.
Rosario | 5 de agosto | Faltaría un mapa con las calles que se inundaron.
""")
    items = "".join(
        f'<li class="lv-firma"><p class="lv-texto">{esc(x)}</p><p class="lv-pie">{esc(n)} · {esc(d)}</p></li>'
        for n, d, x in book
    )
    libro = f'<section class="libro-visitas"><h3>Del libro de visitas de la exposición</h3><ul>{items}</ul></section>'
    ks = thread("""
Paco Lozano | 06/08/2022 · 10:12 | - | - | Fui ayer con mi madre, que tenía doce años cuando la riada. Estuvo una hora delante de las fotos del mercado.
Mari Carmen | 06/08/2022 · 12:40 | - | - | ¿Hasta cuándo está abierta? En el artículo no lo pone.
Asociación Vecinal Barrio Bajo | 06/08/2022 · 13:05 | 1 | - | Hasta el 31 de agosto, de 18 a 21 h, Mari Carmen. La entrada es libre.
J. Serrano | 07/08/2022 · 09:18 | - | - | Deberían dejarla fija en el ayuntamiento. Los jóvenes no saben nada de aquello.
""")

    def item(i: int, k: K, sub: str) -> str:
        return (
            f'<div class="op-lector"><p class="op-cab"><strong>{esc(k.name)}</strong> <span>{esc(k.when)}</span></p>'
            f"{paras(k.text, cls='op-txt')}{sub}</div>"
        )

    inside = (
        '<div class="op-lectores">'
        + nest(ks, item, lambda s: f'<div class="op-resp">{s}</div>')
        + '<p class="op-escribir"><a href="/opinar">Escribe tu opinión</a></p></div>'
    )
    st = Story(
        "Una exposición recuerda la riada de 1962 sesenta años después",
        "Redacción",
        "2022-08-01T09:00:00+02:00",
        "1 de agosto de 2022",
        """
La sala de exposiciones del antiguo matadero acoge hasta final de mes una muestra con fotografías, objetos y testimonios de la riada que inundó el Barrio Bajo de Almendral en septiembre de 1962.

La asociación vecinal ha reunido más de cien fotografías cedidas por familias del pueblo. Muchas no se habían expuesto nunca.

La muestra incluye también una grabación con los recuerdos de doce vecinos que vivieron aquellos días.
""",
        section="Cultura",
        related=(
            "Fiestas de San Roque: programa",
            "El puente viejo, de nuevo abierto",
            "Rutas por el río en verano",
        ),
        tags=("riada", "exposición", "memoria"),
    )
    return make(
        "an-mx-es-libro-visitas",
        "mixed",
        "es-almendral",
        st,
        Parts(inside=inside, before_related=libro, css=".op-resp{margin-left:22px}"),
        seeds(ks),
        path="/cultura/exposicion-riada-1962",
        container="the discussion between the article's last paragraph and its tags, without a heading: div.op-lectores > div.op-lector (strong name, span time, p.op-txt); one reply in div.op-resp; then, before the related teasers, the exhibition's visitors' book",
        heading=None,
        description="A Spanish regional site of 2022: 4 readers' comments without a heading between the text and the tags (one reply from the neighbours' association), and entries of the exhibition's visitors' book before the related teasers (name, date, a sentence).",
        lookalikes=("an exhibition's visitors' book (name, date, sentence)",),
    )


def lt_adoption() -> Case:
    pets = rows("""
Rudis | atvežtas 2020-10-02 | Ramus, apie penkerių metų šuo. Sutaria su vaikais, bijo kačių.
Pūkė | atvežta 2020-10-05 | Jauna katytė, labai mėgsta glaustis. Sterilizuota.
Bosas | atvežtas 2020-09-21 | Didelis ir energingas, tinka namams su kiemu.
Murka | - | Vyresnė katė, ieško ramių namų. Turi lėtinę inkstų ligą.
Taškius | atvežtas 2020-10-08 | Šuniukas, maždaug trijų mėnesių, jau skiepytas.
""")
    items = "".join(
        f'<li class="gyv"><b class="gyv-vardas">{esc(n)}</b>'
        + (f' <span class="gyv-data">{esc(d)}</span>' if d != "-" else "")
        + f'<p class="gyv-apr">{esc(x)}</p></li>'
        for n, d, x in pets
    )
    globa = f'<section class="iesko-namu"><h3>Ieško namų (5)</h3><ul>{items}</ul><p><a href="/globa">Visi gyvūnai</a></p></section>'
    ks = thread("""
Rasa K. | 2020-10-13 18:22 | - | - | Mes iš šios prieglaudos paėmėme šunį prieš dvejus metus. Savanoriai nuostabūs, linkiu jiems sėkmės su nauju pastatu.
Tomas | 2020-10-13 19:10 | - | - | Kodėl statyba užtruks net metus? Gyvūnams žiemą senajame sandėlyje labai šalta.
Vida Petrauskienė | 2020-10-13 21:45 | - | - | Ar galima atnešti senų antklodžių? Turiu pilną spintą.
Gintaras | 2020-10-14 07:30 | - | - | Puiku, kad savivaldybė pagaliau skyrė žemės. Prašymą rašėme dar 2017 metais.
Jurgita | 2020-10-14 12:05 | - | - | Atidarymo dieną tikrai ateisime su vaikais.
Aušra Balčiūnė | 2020-10-15 16:40 | - | - | Gal reikėtų organizuoti talką? Galiu padėti dažyti voljerus savaitgaliais.
""")
    items_k = "".join(
        f'<div class="nuom"><p class="nuom-autorius">{esc(k.name)} <span class="nuom-laikas">{esc(k.when)}</span></p>{paras(k.text, cls="nuom-tekstas")}</div>'
        for k in ks
    )
    block = f'<section class="skaitytoju-nuomones"><h3>Skaitytojų nuomonės (6)</h3>{items_k}</section>'
    st = Story(
        "Gyvūnų prieglauda persikels į naują pastatą",
        "Lina Žukauskaitė",
        "2020-10-13T09:00:00+03:00",
        "2020 m. spalio 13 d.",
        """
Rajono gyvūnų prieglauda, kuri dabar glaudžiasi senajame ūkio sandėlyje, kitų metų rudenį persikels į naują pastatą prie Beržų miško.

Savivaldybė skyrė žemės sklypą, o statybas finansuos iš rajono biudžeto ir rėmėjų lėšų. Naujame pastate bus vietos keturiasdešimčiai šunų ir trisdešimčiai kačių.

Prieglaudos savanoriai kviečia gyventojus prisidėti ne tik pinigais, bet ir daiktais bei darbu.
""",
        section="Rajonas",
        related=(
            "Mokyklos stadionas atnaujintas",
            "Rudens mugė aikštėje",
            "Autobusų tvarkaraščio pakeitimai",
        ),
        tags=("prieglauda", "gyvūnai"),
    )
    return make(
        "an-mx-lt-prieglauda",
        "mixed",
        "lt-beriozai",
        st,
        Parts(before_related=block, aside=globa),
        seeds(ks),
        path="/rajonas/gyvunu-prieglauda-naujas-pastatas",
        container="the discussion right after the article, before the related teasers: section.skaitytoju-nuomones h3 'Skaitytojų nuomonės (6)', div.nuom (p.nuom-autorius name and span time, p.nuom-tekstas); flat; in the right column the shelter's animals for adoption",
        heading="Skaitytojų nuomonės (6)",
        description="A Lithuanian district paper of 2020: 6 flat readers' comments before the related teasers, and in the right column five animals looking for a home (name, date brought in on four, a sentence).",
        lookalikes=("a shelter's animals for adoption (name, date brought in, description)",),
    )


def bn_relief() -> Case:
    points = rows("""
চরপাড়া সরকারি প্রাথমিক বিদ্যালয় | সকাল ৯টা | চাল, ডাল, বিশুদ্ধ পানির ট্যাবলেট। দায়িত্বে ইউপি সদস্য আব্দুল করিম।
বাজার মসজিদ প্রাঙ্গণ | দুপুর ১২টা | শুকনো খাবার ও শিশুখাদ্য। নৌকায় আসতে হবে।
নতুনহাট কমিউনিটি ক্লিনিক | বিকেল ৩টা | ওষুধ ও খাবার স্যালাইন। স্বাস্থ্যকর্মী উপস্থিত থাকবেন।
বাঁধের ওপর অস্থায়ী শিবির | সারাদিন | রান্না করা খিচুড়ি, দিনে দুবার।
""")
    items = "".join(
        f'<li class="tran-kendro"><b>{esc(n)}</b> <span class="tk-somoy">{esc(t)}</span><p>{esc(x)}</p></li>'
        for n, t, x in points
    )
    tran = f'<section class="tran-bitoron"><h3>আজকের ত্রাণ বিতরণ কেন্দ্র (৪)</h3><ul>{items}</ul></section>'
    ks = thread("""
রফিকুল ইসলাম | ২৫ আগস্ট ২০১৯, সকাল ১০:১৫ | - | - | আমাদের চরপাড়ায় এখনো কোমর পানি। গতকাল কোনো নৌকা আসেনি।
শাহনাজ পারভীন | ২৫ আগস্ট ২০১৯, সকাল ১১:৪০ | 0 | - | রফিক ভাই, আজ সকালে স্কুলে চাল দেওয়া হচ্ছে, খবরের নিচে তালিকা আছে।
মিজানুর রহমান | ২৫ আগস্ট ২০১৯, দুপুর ২:০৫ | - | - | ঢাকা থেকে কিছু টাকা পাঠাতে চাই। কোন সংগঠনের মাধ্যমে পাঠালে ঠিকমতো পৌঁছাবে?
সুমন দাস | ২৫ আগস্ট ২০১৯, রাত ৯:৩০ | - | - | বাঁধের শিবিরে শিশুদের জন্য মশারি দরকার। প্রশাসন একটু দেখুক।
""")

    def item(i: int, k: K, sub: str) -> str:
        return (
            f'<div class="pathok-mot"><p class="pm-nam"><b>{esc(k.name)}</b> <span class="pm-somoy">{esc(k.when)}</span></p>'
            f"{paras(k.text, cls='pm-lekha')}{sub}</div>"
        )

    block = (
        '<section class="pathoker-mot"><h3>পাঠকের মত (৪)</h3>'
        + nest(ks, item, lambda s: f'<div class="pm-uttor">{s}</div>')
        + "</section>"
    )
    st = Story(
        "পদ্মার পানি বিপদসীমার ওপরে, চরের বিশ হাজার মানুষ পানিবন্দি",
        "নিজস্ব প্রতিবেদক",
        "2019-08-24T20:00:00+06:00",
        "২৪ আগস্ট ২০১৯",
        """
টানা বৃষ্টি আর উজানের ঢলে পদ্মার পানি বিপদসীমার ৩৫ সেন্টিমিটার ওপর দিয়ে প্রবাহিত হচ্ছে। জেলার চারটি ইউনিয়নের প্রায় বিশ হাজার মানুষ পানিবন্দি হয়ে পড়েছেন।

জেলা প্রশাসন জানিয়েছে, ক্ষতিগ্রস্ত এলাকায় ত্রাণ বিতরণ শুরু হয়েছে। বাঁধের ওপর একটি অস্থায়ী শিবির খোলা হয়েছে।

আবহাওয়া অফিস বলছে, আগামী দুই দিন পানি আরও বাড়তে পারে।
""",
        section="জেলা",
        related=("স্কুলগুলো এক সপ্তাহ বন্ধ", "আমন চাষিরা দুশ্চিন্তায়", "ফেরি চলাচল সীমিত"),
        tags=("বন্যা", "পদ্মা", "ত্রাণ"),
    )
    return make(
        "an-mx-bn-tran-kendro",
        "mixed",
        "bn-padmapar",
        st,
        Parts(inside=tran, after=block, css=".pm-uttor{margin-left:24px}"),
        seeds(ks),
        path="/zila/padmar-pani-biposhimar-opore",
        container="the discussion after the related teasers: section.pathoker-mot h3 'পাঠকের মত (৪)', div.pathok-mot (b name, span time, p.pm-lekha); one reply in div.pm-uttor; between the article's last paragraph and its tags, the day's relief distribution points",
        heading="পাঠকের মত (৪)",
        description="A Bengali district paper of 2019: 4 readers' comments after the related teasers (one reply), and the day's four relief distribution points between the text and the tags (place, time, what is given, who is in charge).",
        lookalikes=("the day's flood relief distribution points (place, time, what and who)",),
    )


def mixed_an() -> list[Case]:
    return [de_quiz(), es_visitors_book(), lt_adoption(), bn_relief()]
