"""Comments written as paragraphs opened by their writer's name and a colon
(comspider/records/named_paragraphs.py): found as a section that only a discussion's
evidence makes comments; an interview's questions and answers, and an article's bold
lead-ins, are not written as comments."""

from __future__ import annotations

import comspider
from comspider.records.bylines import UNCUED_METHOD
from comspider.records.dom import parse_html
from comspider.records.invariants import find_sections

ARTICLE = (
    "<h1>Das Sommerfest im Gemeindehaus</h1><p class='datum'>3. Juli 2011</p>"
    + "<p>Am Samstag feierte die Gemeinde ihr Sommerfest mit Musik, Kuchen und einem Flohmarkt.</p>" * 3
)
FORM = (
    "<div class='formular'><b>Ihre Meinung</b><form action='/senden' method='post'>"
    "Name: <input name='n'><br><textarea name='t'></textarea><input type='submit' value='Senden'></form></div>"
)


def _page(paragraphs: str, *, heading: str = "<h3>Reaktionen</h3>", form: str = FORM) -> str:
    return (
        "<html><head><title>Das Sommerfest im Gemeindehaus - Gemeinde Nordheim</title></head>"
        f"<body><div id='inhalt'>{ARTICLE}<div class='stimmen'>{heading}{paragraphs}</div>{form}</div></body></html>"
    )


READERS = (
    "<p><b>Ursula Brandt:</b> Ein wunderschönes Fest, der Kuchen war wie jedes Jahr der beste im ganzen Ort.</p>"
    "<p><b>Jens Petersen:</b> Schade, dass es am Abend geregnet hat. Gibt es Fotos? Ich hätte gern welche.</p>"
    "<p><b>Pfarrerin Helga Voss:</b> Liebe Ursula, danke für das Lob! Jens, die Fotos hängen ab Sonntag im Schaukasten.</p>"
)


def test_named_paragraphs_are_a_section_for_the_evidence_to_judge() -> None:
    root = parse_html(_page(READERS))
    (section,) = [s for s in find_sections(root) if s.method == UNCUED_METHOD]
    assert [r.node.tag for r in section.records] == ["p", "p", "p"]


def test_readers_answering_by_name_under_a_form_are_comments() -> None:
    found = comspider.extract(
        _page(READERS), "https://gemeinde.example/fest", visited_at="2011-08-01T00:00:00Z"
    )
    assert [c.author for c in found] == ["Ursula Brandt", "Jens Petersen", "Pfarrerin Helga Voss"]
    assert found[0].text.startswith("Ein wunderschönes Fest")


def test_an_interviews_questions_and_answers_are_no_comments() -> None:
    interview = (
        "<p><b>Frage:</b> Wie lange bereiten Sie das Sommerfest jedes Jahr mit den Helfern vor?</p>"
        "<p><b>Antwort:</b> Etwa drei Monate, und ohne die vielen Freiwilligen ginge es gar nicht.</p>"
        "<p><b>Frage:</b> Was war in diesem Jahr für Sie der schönste Moment des ganzen Tages?</p>"
        "<p><b>Antwort:</b> Als die Kinder am Ende gemeinsam mit dem Chor gesungen haben.</p>"
    )
    page = _page(interview, heading="<h3>Nachgefragt</h3>", form="")
    assert comspider.extract(page, "https://gemeinde.example/fest", visited_at="2011-08-01T00:00:00Z") == []


def test_bold_lead_ins_among_an_articles_paragraphs_are_no_run() -> None:
    body = (
        "<p><b>Update:</b> Der Flohmarkt wird wegen des Regens auf den nächsten Samstag verschoben.</p>"
        "<p>Die Stände bleiben bis dahin im Gemeindehaus stehen, sagte die Organisatorin.</p>"
        "<p><b>Hinweis:</b> Parkplätze gibt es hinter der Kirche und an der Grundschule am Markt.</p>"
    )
    root = parse_html(_page(body, heading="", form=""))
    assert all(s.method != UNCUED_METHOD for s in find_sections(root))


def test_an_interview_naming_its_guest_above_a_form_is_no_thread() -> None:
    interview = (
        "<p><b>Tagesblatt:</b> Frau Voss, wie lange bereiten Sie das Sommerfest jedes Jahr mit den Helfern vor?</p>"
        "<p><b>Helga Voss:</b> Etwa drei Monate, und ohne die vielen Freiwilligen ginge es gar nicht.</p>"
        "<p><b>Tagesblatt:</b> Frau Voss, was war in diesem Jahr für Sie der schönste Moment des Tages?</p>"
        "<p><b>Helga Voss:</b> Als die Kinder am Ende gemeinsam mit dem Chor gesungen haben, das war schön.</p>"
    )
    page = _page(interview, heading="")  # the comment form below the article, empty
    assert comspider.extract(page, "https://gemeinde.example/fest", visited_at="2011-08-01T00:00:00Z") == []


def _sections(paragraphs: str) -> list[list[str]]:
    root = parse_html(_page(paragraphs))
    return [
        [r.node.text_content()[:12] for r in s.records]
        for s in find_sections(root)
        if s.method == UNCUED_METHOD
    ]


def test_a_name_in_italics_before_a_dash_or_in_bold_before_its_verb() -> None:
    dashed = (
        "<p><i>Ursula Brandt</i> – Ein wunderschönes Fest, der Kuchen war wie jedes Jahr der beste.</p>"
        "<p><i>Jens Petersen</i> – Schade, dass es am Abend geregnet hat. Gibt es Fotos? Ich hätte gern welche.</p>"
    )
    said = (
        "<p><b>Ursula Brandt</b> said... Ein wunderschönes Fest, der Kuchen war wie jedes Jahr der beste.</p>"
        "<p><b>Jens Petersen</b> sagte: Schade, dass es am Abend geregnet hat. Gibt es Fotos? Ich hätte gern welche.</p>"
    )
    assert len(_sections(dashed)) == 1 and len(_sections(said)) == 1
    # italics without a dash or a verb: a title or a foreign word, no name
    cited = (
        "<p><i>Der Zauberberg</i> ist ein Roman, den wir im Lesekreis im Winter gelesen haben.</p>"
        "<p><i>Die Blechtrommel</i> lesen wir im Frühjahr, wer mag, bringt Kuchen mit.</p>"
    )
    assert _sections(cited) == []


def test_a_bracketed_place_or_plot_may_hold_a_digit_or_small_words() -> None:
    rows = (
        "<p><b>Henryk (dz. 42):</b> Dobrze, że wreszcie ktoś się tym zajął, beczka przeciekała od maja.</p>"
        "<p><b>Colin (club secretary):</b> Thanks everyone for the kind words, the sightscreen was paid for.</p>"
    )
    assert len(_sections(rows)) == 1
    numbered = (
        "<p><b>Schritt 1:</b> Den Teig über Nacht im Kühlschrank ruhen lassen und morgens formen.</p>"
        "<p><b>Schritt 2:</b> Den Ofen auf zweihundert Grad vorheizen und den Stein einlegen.</p>"
    )
    assert _sections(numbered) == []


def test_a_name_and_its_verb_in_the_paragraphs_own_text() -> None:
    # "Montse Puig diu: ...": no element of its own for the name; the fields read it off the text
    rows = (
        "<p>Ursula Brandt schrieb: Ein wunderschönes Fest, der Kuchen war wie jedes Jahr der beste.</p>"
        "<p>Jens Petersen schrieb: Ursula, du hast recht, nur der Regen am Abend war schade.</p>"
        "<p>Helga Voss schrieb: Liebe Ursula, danke für das Lob! Jens, die Fotos hängen im Schaukasten.</p>"
    )
    assert len(_sections(rows)) == 1
    found = comspider.extract(_page(rows), "https://gemeinde.example/fest", visited_at="2011-08-01T00:00:00Z")
    assert [c.author for c in found] == ["Ursula Brandt", "Jens Petersen", "Helga Voss"]
    assert found[1].text.startswith("Ursula, du hast recht")
    # a sentence that opens with a lower-case subject and a verb is no name
    told = (
        "<p>Der Bürgermeister sagte: Das Fest war ein großer Erfolg für die ganze Gemeinde.</p>"
        "<p>die Feuerwehr schrieb: Wir danken allen Helfern beim Aufbau am frühen Morgen.</p>"
    )
    assert len(_sections(told)) == 0
