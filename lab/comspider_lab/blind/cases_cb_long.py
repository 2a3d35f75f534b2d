"""Blind set CB: the set's long discussion, 30 readers' entries under a German local paper's article of 2015, in the
served HTML: one numbered list without "comment" in its markup ("Was meinen Sie?", "Beiträge"), flat, the answers
only by a typed "@Name" at the start of the text, the newsroom answering twice, "Empfehlen (n)" counts; beside a
"Zuletzt diskutiert" widget of other articles' latest entries with names and snippets, a key-figures list and a
paywall teaser. Every class name, name, place and text invented for this set; each entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cb_common import (
    Bits,
    Case,
    Note,
    Piece,
    Seed,
    box,
    case,
    esc,
    flat,
    most_read,
    paras,
    rows,
    seeds,
    slug,
    talk,
    ticker,
)

_BLOCK = """
Neckarweilerin @ 03.11.2015, 07:12 Uhr [e=41] :: Das ist ein schwarzer Tag für alle Familien in Neckarweiler. Meine Kinder haben dort schwimmen gelernt, und wo sollen die Grundschüler jetzt hin? Nach Lauterbronn sind es mit dem Bus 40 Minuten.
Helmut K. @ 03.11.2015, 07:35 Uhr [e=12] :: 1,2 Millionen Euro Defizit im Jahr. Irgendwann muss man auch mal rechnen können. Das Bad ist von 1972 und war nie wirtschaftlich.
Schwimmtrainer Rolf @ 03.11.2015, 07:58 Uhr [e=35] :: Ich trainiere seit 22 Jahren die Jugend der DLRG-Ortsgruppe im Hallenbad. Wenn das Bad zu ist, ist auch die Rettungsschwimmer-Ausbildung am Ort vorbei. // Wer bewacht dann im Sommer das Freibad und den Baggersee? Das steht nicht in der Vorlage der Verwaltung.
Bürger 1960 @ 03.11.2015, 08:14 Uhr [e=28] :: @Helmut K. Ein Bad muss nicht wirtschaftlich sein, genauso wenig wie eine Bücherei oder ein Spielplatz. Das ist Daseinsvorsorge.
Helmut K. @ 03.11.2015, 08:30 Uhr [e=9] :: @Bürger 1960 Daseinsvorsorge ist schön und gut, aber bezahlt wird sie von uns allen über die Grundsteuer.
Sandra M. @ 03.11.2015, 08:41 Uhr [e=19] :: Mich ärgert vor allem, dass die Sanierung 2009 schon einmal beschlossen war und dann nichts passiert ist. Jetzt ist es zu spät und zu teuer.
Redaktion @ 03.11.2015, 09:05 Uhr [e=7, staff] :: @Sandra M. Zur Einordnung: 2009 hatte der Gemeinderat eine Sanierung für 3,8 Millionen Euro beschlossen, die Ausschreibung wurde 2010 wegen fehlender Zuschüsse aufgehoben. Wir haben den Artikel um diese Information ergänzt.
Opa Kurt @ 03.11.2015, 09:20 Uhr [e=22] :: Ich schwimme seit 40 Jahren jeden Dienstag und Freitag um sieben. Wir sind eine Gruppe von zwölf Rentnern. Für uns ist das Bad auch ein Treffpunkt, nicht nur Sport.
gast_lb @ 03.11.2015, 09:44 Uhr [e=3] :: In Lauterbronn gibt es ein neues Kombibad, das ist doch völlig ausreichend für die ganze Gegend.
Neckarweilerin @ 03.11.2015, 10:02 Uhr [e=30] :: @gast_lb Haben Sie schon mal versucht, mit drei Kindern und Schwimmsachen zweimal umzusteigen? Das Kombibad ist außerdem für Vereine ausgebucht.
Markus Eberle @ 03.11.2015, 10:15 Uhr [e=14] :: Ich verstehe nicht, warum man nicht mit Lauterbronn und Oberhausen zusammen einen Zweckverband gründet. Andere Gemeinden machen das seit Jahren.
Gemeinderätin a.D. @ 03.11.2015, 10:48 Uhr [e=17] :: @Markus Eberle Das wurde 2013 geprüft. Oberhausen wollte nicht, Lauterbronn hatte gerade selbst gebaut. Man kann niemanden zwingen.
Hans-Peter @ 03.11.2015, 11:05 Uhr [e=6] :: Und was passiert mit dem Gebäude? Wieder ein Leerstand mitten im Ort wie beim alten Postamt?
Redaktion @ 03.11.2015, 11:30 Uhr [e=5, staff] :: @Hans-Peter Laut Bürgermeister Wetzel soll bis Sommer 2016 ein Gutachten klären, ob ein Neubau auf dem Grundstück möglich ist. Eine andere Nutzung des Gebäudes ist bisher nicht geplant.
Lisa @ 03.11.2015, 11:52 Uhr [e=11] :: Es gibt übrigens schon eine Petition: www.rettet-das-hallenbad-neckarweiler.de – nach zwei Tagen schon 1.400 Unterschriften.
Skeptiker @ 03.11.2015, 12:10 Uhr [e=2] :: Petitionen bringen nichts. Der Beschluss ist gefallen, das weiß jeder.
Lisa @ 03.11.2015, 12:31 Uhr [e=15] :: @Skeptiker Mit 2.000 Unterschriften muss sich der Gemeinderat noch einmal damit beschäftigen. So steht es in der Gemeindeordnung.
Schwimmtrainer Rolf @ 03.11.2015, 13:00 Uhr [e=20] :: Ich habe unterschrieben. Und wir von der DLRG bieten an, bei einem Förderverein mitzumachen. In Bad Rappenau hat ein Förderverein das Bad zehn Jahre länger offen gehalten.
Karin W. @ 03.11.2015, 13:22 Uhr [e=8] :: Das Schulschwimmen ist Pflicht im Lehrplan. Wer organisiert und bezahlt jetzt die Busfahrten? Die Eltern?
Elternbeirat GS Neckarweiler @ 03.11.2015, 14:05 Uhr [e=26] :: Wir als Elternbeirat der Grundschule laden alle Eltern am Donnerstag um 19.30 Uhr in die Aula ein. Thema: Schulschwimmen ab 2016. Bitte kommen Sie zahlreich.
Helmut K. @ 03.11.2015, 14:40 Uhr [e=4] :: Ich sage ja nicht, dass mich das freut. Aber der Haushalt ist, wie er ist. Dann muss halt jemand sagen, wo man stattdessen sparen soll.
Opa Kurt @ 03.11.2015, 15:02 Uhr [e=18] :: @Helmut K. Zum Beispiel beim neuen Kreisverkehr an der B 27 für 900.000 Euro, den keiner gebraucht hat.
T. Schuster @ 03.11.2015, 15:30 Uhr [e=10] :: Ganz ehrlich, das Bad war zuletzt in einem schlimmen Zustand. Kalte Duschen, Schimmel in der Umkleide. So wie es war, konnte es nicht bleiben.
Neckarweilerin @ 03.11.2015, 16:11 Uhr [e=13] :: Das bestreitet auch keiner. Aber zwischen Sanierung und Schließen gibt es ja noch etwas dazwischen.
Marion @ 03.11.2015, 17:45 Uhr [e=9] :: Die Schwimmkurse für Erwachsene, die ich im Frühjahr gebucht habe, sind jetzt auch abgesagt. Geld zurück gibt es erst im Januar.
Flo_NW @ 03.11.2015, 18:20 Uhr [e=5] :: Früher war mehr Chlor.
Bürger 1960 @ 03.11.2015, 19:03 Uhr [e=16] :: Die Gemeinderatssitzung ist übrigens öffentlich. Wer etwas ändern will, soll am 24. November hingehen und nicht nur hier schreiben.
Markus Eberle @ 03.11.2015, 19:40 Uhr [e=7] :: @Bürger 1960 Dabei! Wer kommt mit?
Schwimmtrainer Rolf @ 03.11.2015, 21:12 Uhr [e=24] :: Danke an alle für die vielen Rückmeldungen heute. Die Gründungsversammlung des Fördervereins ist am Montag, 9. November, um 20 Uhr im Vereinsheim der DLRG. Jeder ist willkommen.
Gemeinderätin a.D. @ 04.11.2015, 07:30 Uhr [e=12] :: Gute Initiative, Rolf. Ich komme und bringe die Unterlagen aus der Prüfung von 2013 mit.
"""


def _ans(block: str) -> list[Note]:
    """``talk`` lines whose text starts with "@NAME " answer the latest earlier entry of NAME (the list is flat; the
    reader typed the "@NAME" at the start of the text, and the truth keeps it as part of the text)."""
    out: list[Note] = []
    for n in talk(block):
        parent = None
        if n.body.startswith("@"):
            for j in range(len(out) - 1, -1, -1):
                if n.body.startswith("@" + out[j].who + " "):
                    parent = j
                    break
            assert parent is not None, n.body[:40]
        out.append(Note(Seed(n.who, n.body, parent, n.at), n.tags))
    assert len(out) == 30, len(out)
    return out


def de_meinen() -> Case:
    ns = _ans(_BLOCK)

    def item(i: int, n: Note) -> str:
        lid = 48211 + 3 * i
        red = ' class="rd"' if n.tag("staff") else ""
        return (
            f'<li id="{lid}"{red}><div class="kopf"><span class="nr">{i + 1}.</span> <b>{esc(n.who)}</b> schrieb am {esc(n.at)}</div>'
            f'<div class="inh">{paras(n.body)}</div>'
            f'<div class="fuss"><a href="/empfehlen/{lid}">Empfehlen ({n.tag("e")})</a> | <a href="/melden/{lid}">Melden</a> | <a href="#{lid}">Link</a></div></li>'
        )

    figures = (
        '<div class="zz"><h4>Die wichtigsten Zahlen</h4><ul>'
        "<li>Baujahr: 1972</li><li>Besucher 2014: 61.000</li><li>Defizit pro Jahr: 1,2 Mio. Euro</li>"
        "<li>Sanierung laut Gutachten: 6,4 Mio. Euro</li><li>Letzter Badetag: 31. Oktober 2015</li></ul></div>"
    )
    after = (
        '<div class="plus"><b>NT+</b> Lesen Sie morgen: Wie andere Gemeinden ihre Bäder retten. <a href="/abo">Jetzt 4 Wochen gratis testen</a></div>'
        '<div class="wmS"><h3>Was meinen Sie?</h3><p class="an">30 Beiträge · <a href="?sort=alt">älteste zuerst</a></p><ol class="lst-a">'
        + flat(ns, item)
        + '</ol><p class="an">Um mitzudiskutieren, <a href="/login">melden Sie sich an</a>. Bitte beachten Sie unsere Netiquette.</p></div>'
    )
    side = most_read(
        "de-neckartal",
        """
Gemeinderat: Das Hallenbad Neckarweiler schließt | 8.912
B 27: Vollsperrung bei Lauterbronn ab Montag | 5.430
Weinlese 2015: Winzer zufrieden mit dem Jahrgang | 2.287
Landesliga: SV Neckarweiler verliert in Unterzell | 1.904
""",
        "Aufrufe",
    ) + box(
        "de-neckartal",
        "Zuletzt diskutiert",
        '<ul class="zd">'
        + "".join(
            f'<li><b>{esc(a)}</b> zu <a href="/{slug(t)[:40]}">{esc(t)}</a>: „{esc(x)}“ <small>{esc(w)}</small></li>'
            for a, t, x, w in rows("""
wengert_fan | Weinlese 2015: Winzer zufrieden mit dem Jahrgang | Der Trollinger wird dieses Jahr richtig gut. | vor 12 Min.
Pendler77 | B 27: Vollsperrung bei Lauterbronn ab Montag | Und die Umleitung wieder durch die Ortsmitte … | vor 25 Min.
Fan seit 1980 | Landesliga: SV Neckarweiler verliert in Unterzell | Die zweite Halbzeit war zum Vergessen. | vor 1 Std.
""")
        )
        + "</ul>",
    )
    style = (
        ".zz{float:right;width:200px;background:#f7f0f1;margin:0 0 10px 14px;padding:4px 10px;font-size:12px}.plus{background:#fff3c4;border:1px solid #e3cf78;padding:8px;margin:14px 0}"
        ".wmS h3{font:bold 18px Arial;border-top:3px solid #b00d23;padding-top:6px;margin:20px 0 2px}.an{font-size:11px;color:#888}.lst-a{list-style:none;padding:0}"
        ".lst-a li{border-bottom:1px solid #eee;padding:6px 0}.lst-a li.rd{background:#f6f6f6}.kopf{font-size:12px;color:#666}.kopf .nr{color:#b00d23;font-weight:bold}"
        ".fuss{font-size:11px}.fuss a{color:#888}.zd li{margin-bottom:5px}"
    )
    piece = Piece(
        "Gemeinderat: Das Hallenbad Neckarweiler schließt",
        "Von Stefanie Ruoff",
        "2015-11-03T06:00:00+01:00",
        "03.11.2015, 06:00 Uhr",
        """
Das Hallenbad Neckarweiler bleibt geschlossen. Der Gemeinderat hat am Montagabend mit elf zu sieben Stimmen beschlossen, das 1972 gebaute Bad nach der Revision nicht wieder zu öffnen. Ein Gutachten hatte die Kosten einer Sanierung auf 6,4 Millionen Euro beziffert.

Bürgermeister Thomas Wetzel sprach von einer „schweren, aber unausweichlichen Entscheidung“. Das Bad erwirtschafte jedes Jahr ein Defizit von rund 1,2 Millionen Euro. Bis zum Sommer 2016 soll geprüft werden, ob auf dem Grundstück ein kleineres Lehrschwimmbecken gebaut werden kann.

Für das Schulschwimmen der Grund- und Werkrealschule sucht die Verwaltung nach einer Lösung mit dem Kombibad in Lauterbronn. Die DLRG-Ortsgruppe und mehrere Vereine kritisierten den Beschluss scharf.
""",
        dek="Elf zu sieben: Die Sanierung wäre zu teuer. Bis Sommer 2016 wird ein Neubau geprüft.",
        section="Lokales",
        tags=("Neckarweiler", "Hallenbad", "Gemeinderat"),
        caption="Seit dem 31. Oktober geschlossen: das Hallenbad in Neckarweiler. Foto: Ruoff",
    )
    tick = ticker(
        "Eilmeldung",
        """
06:45 | Unfall auf der B 27: Rettungshubschrauber im Einsatz
""",
    )
    return case(
        "cb-de-dreissig",
        "discussion",
        "de-neckartal",
        piece,
        Bits(inside=figures, after=after, side=side, style=style, ticker=tick, top="Neckarweiler 9° ☁"),
        seeds(ns),
        path="/lokales/neckarweiler/gemeinderat-das-hallenbad-neckarweiler-schliesst-arid-448211",
        reveal="on_load",
        container="div.wmS: h3 'Was meinen Sie?', p '30 Beiträge', ol.lst-a > li#<number> (div.kopf 'N. <b>NAME</b> schrieb am DATE', div.inh > p, div.fuss 'Empfehlen (n) | Melden')",
        heading="Was meinen Sie?",
        description="A German local paper of 2015: an article on an indoor pool's closing with a key-figures list inside it and a paywall teaser after it, then 'Was meinen Sie?' with 30 numbered readers' entries in one flat list, the answers (9 of them, two by the newsroom) only by a typed '@Name' at the start of the text; 'Empfehlen (n)' counts; a cookie banner, most read with counts of views, a 'Zuletzt diskutiert' widget of other articles' latest entries with names, snippets and times, a breaking-news ticker. Most awkward: the parent given only by the '@Name' the reader typed, and names with spaces ('Bürger 1960', 'Gemeinderätin a.D.').",
        static=True,
        lookalikes=("'Zuletzt diskutiert': other articles' latest entries with names, snippets and times",),
    )


def long_cb() -> list[Case]:
    return [de_meinen()]
