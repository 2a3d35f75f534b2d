"""Blind set R: mixed pages, this article's small discussion (1 to 4 comments) beside a look-alike short list in the
discussion's very own markup: translators' versions of a line of verse (fi), a police log (hu), tasting notes (bg), a
grandmaster's annotations of a game (ms), letters from a time capsule (cs) and oral-history excerpts (en) (written
from memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_r_common import PartsK, box, esc, links, make, story, thread
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed


def _lines(x: list[Seed]) -> str:
    return "".join(f"<p><strong>{esc(c.author)}</strong> — {esc(c.text)}</p>" for c in x)


def fi_kaannos() -> Case:
    c = thread(
        """
Aino L. |  | - | Minusta Kaskisen versio on ainoa, jossa meri todella kuuluu. Kiitos vertailusta!
Pertti Salo |  | - | Voisitko joskus verrata myös ruotsinkielisiä käännöksiä? Niitä on ainakin kaksi.
"""
    )
    look = thread(
        """
Helka Kaskinen, 1962 |  | - | Ja meri hengittää hiljaa rantakivien alla.
Oskari Rinne, 1987 |  | - | Meren hengitys käy hiljaa kivien lomassa.
Maija Pöyry, 2011 |  | - | Hiljaa hengittää meri rannan kivissä.
"""
    )
    inbody = f'<div class="rivit"><h4>Kolme suomennosta</h4>{_lines(look)}</div>'
    after = f'<div class="rivit"><h4>Lukijat sanoivat</h4>{_lines(c)}</div>'
    st = story(
        "Kolme tapaa kääntää yksi säe",
        "Runojen Riihi",
        "2013-11-04T18:00:00+02:00",
        "4.11.2013",
        """
Tämän viikon vertailussa on yksi säe irlantilaisen runoilijan merirunosta ja kolme suomennosta viideltä vuosikymmeneltä.

Jokainen kääntäjä on ratkaissut rytmin eri tavalla: yksi pitää alkuperäisen pituuden, toinen lisää tavun, kolmas kääntää lauseen ympäri.

Kumpi on tärkeämpää, merkitys vai ääni? Kirjoittakaa!
""",
        declare="visible",
        kicker="Suomennokset",
    )
    rail = box("plain", "Aiemmin", links("Haikujen tavumäärä|Käännetty sonetti|Riimin ongelma"))
    return make(
        "r-mx-fi-translations",
        "mixed",
        "plain",
        "mx-fi-kaannos",
        st,
        PartsK(inbody=inbody, after=after, rail=rail),
        c,
        path="/2013/11/kolme-tapaa-kaantaa.html",
        container="div.rivit 'Lukijat sanoivat': <p><strong>Name</strong> — text</p> one line each, no time",
        heading="Lukijat sanoivat",
        description="A Finnish poetry blog of 2013: two readers' one-line comments beside three translators' versions of a line in the very same <p><strong> markup.",
        lookalikes=("translators' versions of a line (name, year, the line) in the comments' own markup",),
    )


def hu_rendor() -> Case:
    c = thread(
        """
Szabó Irén | tegnap 19:22 | - | A Petőfi utcában is kellene egy sebességmérő, ott is száguldoznak éjszaka.
Gál Tibor | ma 07:10 | - | Végre valaki foglalkozik a kerékpárlopásokkal. Nálunk a bolt elől vitték el kettőt egy hét alatt.
Kovácsné | ma 08:44 | - | Köszönöm a cikket, továbbküldöm a szomszédoknak.
"""
    )
    log = thread(
        """
Kiss Ádám r. törzsőrmester | hétfő 22:14 | - | Bejelentés a Fő téren hangoskodó társaságról, a helyszínen figyelmeztetés történt.
Varga Bence r. őrmester | kedd 03:40 | - | Kerékpárlopás a vasútállomásnál, az eljárás ismeretlen tettes ellen indult.
Molnár Eszter r. zászlós | szerda 16:05 | - | Sebességmérés a 44-es úton, tizenegy szabálysértő járművezető.
"""
    )

    def dl(x: list[Seed]) -> str:
        return "".join(f"<dt><b>{esc(i.author)}</b> · {esc(i.when)}</dt><dd>{esc(i.text)}</dd>" for i in x)

    after = (
        f'<div class="napi-lista"><h4>A hét rendőrségi naplója</h4><dl>{dl(log)}</dl></div>'
        f'<div class="napi-lista"><h4>Olvasóink írták</h4><dl>{dl(c)}</dl></div>'
    )
    st = story(
        "Több rendőr járőrözik éjszaka a városban",
        "Tóth Gergely",
        "2021-09-15T06:00:00+02:00",
        "2021. szeptember 15.",
        """
A rendőrkapitányság szeptembertől két új éjszakai járőrt állít szolgálatba a városközpontban, a kerékpárlopások és a garázdaságok miatt.

A kapitányság minden héten közzéteszi a napló legfontosabb bejegyzéseit.
""",
        declare="og",
        section="Hírek",
    )
    rail = box(
        "ledger",
        "További hírek",
        links("Új játszótér a ligetben|Elkészült a Tisza-híd festése|Őszi vásár vasárnap"),
    )
    return make(
        "r-mx-hu-police-log",
        "mixed",
        "ledger",
        "mx-hu-rendor",
        st,
        PartsK(after=after, rail=rail),
        c,
        path="/hirek/2021/09/15/tobb-jarorozik-ejszaka.html",
        container="div.napi-lista 'Olvasóink írták', <dl>: <dt> (<b> name · 'tegnap 19:22'), <dd> text",
        heading="Olvasóink írták",
        description="A Hungarian local paper of 2021: three readers' comments in a <dl> beside the week's police log in the very same <dl> markup.",
        lookalikes=("a police log (officer, time, a sentence) in the comments' own <dl> markup",),
    )


def bg_vino() -> Case:
    c = thread(
        """
Радо от Мелник | 12.10.2015 20:10 | - | Пробвах реколта 2012 миналата седмица, още е твърдо. Ще го оставя още година в мазето.
Десислава | 13.10.2015 09:02 | - | Къде може да се купи в София? Не го виждам в магазините.
"""
    )
    notes = thread(
        """
Никола Вълчанов, сомелиер | 10.10.2015 | - | Тъмна череша и тютюн в носа, танини още млади, финалът е дълъг.
Петя Иванова, енолог | 10.10.2015 | - | Бих го декантирала два часа; с агнешко е чудесно.
"""
    )

    def rows(x: list[Seed]) -> str:
        return "".join(
            f'<tr><td class="kl"><b>{esc(i.author)}</b><br><small>{esc(i.when)}</small></td><td>{esc(i.text)}</td></tr>'
            for i in x
        )

    inbody = f'<table class="belezhki"><caption>Дегустационни бележки</caption>{rows(notes)}</table>'
    after = f'<h3>Вашите думи</h3><table class="belezhki">{rows(c)}</table>'
    st = story(
        "Широка мелнишка лоза, реколта 2012",
        "Лозата",
        "2015-10-11T19:00:00+03:00",
        "11 октомври 2015",
        """
Малка изба край Мелник, шест хектара стари лозя и вино, което иска търпение. Реколта 2012 е отлежала 18 месеца в бъчви.

На дегустацията в събота двама професионалисти дадоха своите бележки.
""",
        declare="visible",
        kicker="Вина",
    )
    rail = box("h5", "Рубрики", links("Вина|Изби|Сортове"))
    return make(
        "r-mx-bg-tasting-notes",
        "mixed",
        "h5",
        "mx-bg-vino",
        st,
        PartsK(inbody=inbody, after=after, rail=rail),
        c,
        path="/2015/10/shiroka-melnishka-2012/",
        container="h3 'Вашите думи', table.belezhki: td.kl (<b> name, <small> date), td text",
        heading="Вашите думи",
        description="A Bulgarian wine blog of 2015: two readers' comments in a table beside two tasting notes in the very same table markup.",
        lookalikes=("tasting notes by a sommelier and an oenologist in the comments' own table markup",),
    )


def ms_catur() -> Case:
    c = thread(
        """
Haziq | 3 jam lalu | - | Langkah 23 itu memang berani. Saya tonton secara langsung di dewan, semua orang terdiam.
Cikgu Rosli | 2 jam lalu | - | Anak murid saya bermain dalam kategori bawah 12. Terima kasih kerana menyiarkan keputusan penuh.
Farah N. | 1 jam lalu | 1 | Cikgu, tahniah kepada anak murid cikgu! Nampak gambarnya di halaman dua.
Amir Hamzah | 40 minit lalu | - | Bila kejohanan seterusnya? Saya mahu bawa anak saya.
"""
    )
    notes = thread(
        """
GM Tan Wei Liang | langkah 12 | - | Kuda ke f5 ialah idea baharu; hitam perlu berhati-hati dengan petak d6.
GM Tan Wei Liang | langkah 23 | - | Korban menteri ini betul, tetapi hanya jika gajah putih tidak dapat kembali.
GM Tan Wei Liang | langkah 31 | - | Di sini seri dengan ulangan langkah ialah keputusan paling adil.
"""
    )

    def ol(x: list[Seed]) -> str:
        out = []
        for i in x:
            indent = ' style="margin-left:2em;list-style:none"' if i.parent is not None else ""
            out.append(f"<li{indent}><b>{esc(i.author)}</b> <span>{esc(i.when)}</span><br>{esc(i.text)}</li>")
        return "".join(out)

    inbody = f'<div class="senarai"><h4>Anotasi pusingan akhir</h4><ol>{ol(notes)}</ol></div>'
    after = f'<div class="senarai"><h4>Pendapat pembaca (4)</h4><ol>{ol(c)}</ol></div>'
    st = story(
        "Pemain muda Kuala Seri seri dengan juara negeri",
        "Nurul Ain",
        "2018-08-26T21:00:00+08:00",
        "26 Ogos 2018",
        """
Pusingan akhir kejohanan catur terbuka Kuala Seri berakhir dengan keputusan seri antara pemain berusia 16 tahun, Danial Harith, dan juara negeri.

Permainan itu dianalisis oleh seorang grandmaster jemputan untuk pembaca.
""",
        declare="og",
        section="Sukan",
    )
    rail = box(
        "mob",
        "Berita lain",
        links("Jambatan baharu dibuka|Pasar malam berpindah|Sekolah menang pertandingan robotik"),
    )
    return make(
        "r-mx-ms-chess-notes",
        "mixed",
        "mob",
        "mx-ms-catur",
        st,
        PartsK(inbody=inbody, after=after, rail=rail),
        c,
        path="/sukan/catur-kuala-seri-seri-2018",
        container="div.senarai 'Pendapat pembaca (4)', <ol>: <li> (<b> name, <span> '3 jam lalu', <br>, text); the reply an <li> indented by an inline margin after its parent",
        heading="Pendapat pembaca (4)",
        description="A Malay local news page of 2018: four readers' comments (one indented reply) in an <ol> beside a grandmaster's move annotations in the very same <ol> markup.",
        lookalikes=(
            "a grandmaster's annotations of a game (name, move, a sentence) in the comments' own <ol> markup",
        ),
    )


def cs_schranka() -> Case:
    c = thread(
        """
Jaroslava K. | před 2 dny | - | Byla jsem tehdy v páté třídě a psala jsem tam, že budu veterinářka. Jsem účetní, ale psa mám.
Ondřej Malina |  | - | Krásný nápad, škoda že se neotevírá častěji. Naše škola žádnou schránku nemá.
Milan |  | - | Kdo má dopis od pana učitele Doležala? Rád bych si ho přečetl celý.
"""
    )
    letters = thread(
        """
Hana Štěpánková, 4.B | 12. 6. 2001 | - | Doufám, že v roce 2026 už budou auta létat a že naše třída bude pořád kamarádit.
Pavel Doležal, učitel | 12. 6. 2001 | - | Milí nástupci, hlavně nezapomeňte zalévat lípu na školním dvoře.
"""
    )

    def divs(x: list[Seed]) -> str:
        return "".join(
            f'<div class="vzkaz"><p>{esc(i.text)}</p><p class="vzkaz-podpis">{esc(i.author)}'
            + (f" · {esc(i.when)}" if i.when else "")
            + "</p></div>"
            for i in x
        )

    inbody = f'<div class="vzkazy"><h4>Z dopisů ve schránce</h4>{divs(letters)}</div>'
    after = f'<div class="vzkazy"><h4>Vaše vzkazy</h4>{divs(c)}</div>'
    st = story(
        "Škola otevřela časovou schránku po 25 letech",
        "Lucie Horáková",
        "2026-06-13T10:00:00+02:00",
        "13. června 2026",
        """
Základní škola v Podhůří otevřela v pátek časovou schránku, kterou v roce 2001 zazdili žáci a učitelé do zdi tělocvičny.

Ve schránce bylo 63 dopisů, kresby, školní časopis a disketa, kterou se zatím nikomu nepodařilo přečíst.
""",
        declare="jsonld",
        section="Zprávy",
    )
    rail = box(
        "grid", "Další zprávy", links("Obchvat otevřen|Pouť v Lipové|Knihovna prodlužuje otevírací dobu")
    )
    return make(
        "r-mx-cs-time-capsule",
        "mixed",
        "grid",
        "mx-cs-schranka",
        st,
        PartsK(inbody=inbody, after=after, rail=rail),
        c,
        path="/zpravy/2026/06/13/casova-schranka-skola",
        container="div.vzkazy 'Vaše vzkazy', div.vzkaz: <p> text first, then p.vzkaz-podpis 'Name · před 2 dny' (the time on one)",
        heading="Vaše vzkazy",
        description="A Czech regional site of 2026: three readers' messages signed after the text beside two time-capsule letters in the very same markup.",
        lookalikes=("letters from a 2001 time capsule (name, date, a sentence) in the comments' own markup",),
    )


def en_oral() -> Case:
    c = thread(
        """
Doreen Ashworth |  | - | My grandmother worked the same flax mill. She said the noise was so bad they talked with their hands.
"""
    )
    oral = thread(
        """
Albert Crane, 94, recorded 1987 |  | - | We went down to the mill at six and we didn't see daylight again till Saturday.
Winifred Page, 88, recorded 1987 |  | - | The foreman's wife sold pies at the gate and gave the little ones the broken bits.
Harold Mudge, 91, recorded 1988 |  | - | When the flood came in '28 we took the bobbins up to the loft on our backs.
"""
    )

    def ul(x: list[Seed]) -> str:
        return "".join(f"<li><b>{esc(i.author)}</b>: {esc(i.text)}</li>" for i in x)

    inbody = f'<div class="voices-box"><h4>In their own words</h4><ul>{ul(oral)}</ul></div>'
    after = f'<div class="voices-box"><h4>Your memories</h4><ul>{ul(c)}</ul></div>'
    st = story(
        "The flax mill's last voices, forty years on",
        "By Ruth Calloway",
        "2026-03-19T09:00:00+00:00",
        "19 March 2026",
        """
In 1987 the Fenwick Marsh history group sat down with a dozen men and women who had worked at the old flax mill before the war. The tapes have now been digitised.

The Gazette has listened to all nineteen hours. Here are a few of the voices, with the group's kind permission.
""",
        declare="og",
        section="History",
    )
    rail = box(
        "ledger",
        "More history",
        links("The marsh railway's last train|A 1953 flood diary|Who built the sluice?"),
    )
    return make(
        "r-mx-en-oral-history",
        "mixed",
        "ledger",
        "mx-en-oral",
        st,
        PartsK(inbody=inbody, after=after, rail=rail),
        c,
        path="/history/2026/03/19/flax-mill-voices.html",
        container="div.voices-box 'Your memories', <ul> of <li><b>Name</b>: text</li> (one line, no time)",
        heading="Your memories",
        description="A weekly of 2026: exactly one reader's one-line memory beside three oral-history excerpts in the very same <li><b> markup.",
        lookalikes=(
            "oral-history excerpts (name, age, year recorded, a sentence) in the comments' own markup",
        ),
    )
