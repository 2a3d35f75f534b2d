"""Blind set BB's pages (the comment templates of the blogging engines and newspaper systems of 2004-2013, as their
served HTML printed them: eighteen discussions of 7 to 36 readers' comments, each the template of a different invented
engine with one awkward trait (dt/dd/dd triples with backlinks in the same shape, pingbacks inside a threaded list, a
run of paragraphs and "Posted by" lines, titled comments with replies in a following indented sibling, a wiki talk
section signed at the end and indented by dl/dd, a long thread repeated in a "Latest comments" box, scored titles and
signatures, flat "Antwort auf #n" references, a forum thread opened by a robot post, "NAME dijo:" headings, table
rows with "in risposta a", bold names and line breaks between rules, blockquotes signed after, inline-margin
siblings, trackbacks in the comments' markup, a definition list nested in its dd, signature lines with towns, bare
classless divs); four plain article pages; four pages without any reader comment whose list looks like a discussion:
a quilting bee's signature blocks, an arcade high-score table, a wine jury's tasting notes, test knitters' remarks;
two mixed pages) kept as tests, as set AL's are (test_blind_set_al.py), through ``comspider.extract`` without a
browser. What it does not do yet is listed with the symptom (measured after set BB's first crawl and extract, at
f3d9098e, see the blind README's "Set BB"): expected failures (strict: the day a case is right, its mark must go)."""

from __future__ import annotations

from tests.lab.blind.blind_set_checks import BlindSet, depth

SET = BlindSet.of("bb")
CASES = SET.cases
#: Pages without comments that give false comments through extract.
LOOKALIKES_NOT_YET: dict[str, str] = {}
#: Found (F1 of their text at least this, just below the first extract's), and whether every reply keeps its parent.
FOUND: dict[str, tuple[float, bool]] = {
    "bb-en-blogstead-said": (0.95, False),  # 10 dt/dd/dd triples: F1 1.00, parents 9/10
    "bb-en-quillpress-pingbacks": (0.95, True),  # 13, three levels, the 3 pingbacks not taken
    "bb-en-nodewright-paged": (0.95, True),  # 20 of 47, replies in a following sibling: F1 1.00
    "bb-en-broadsheet-sidebar": (0.95, True),  # 36, the 'Latest comments' box not taken
    "bb-en-threadline-scored": (0.8, True),  # 11 scored, titled, signed: F1 0.86
    # 12 flat, 'Antwort auf #n' parents all right: F1 0.94 at the first extract; 1.00 since a dated head line
    # before the reference line is read as the head
    "bb-de-zeitungswerk-refs": (0.95, True),
    "bb-es-cuadernia-dijo": (0.95, True),  # 8, 'NAME dijo:' headings, one lone reply
    "bb-it-rotativa-rows": (0.95, True),  # 10 table rows, 'in risposta a' parents all right
    # 7 bold names, bare text, rules: F1 0.85 at the first extract; 1.00 since the date in a byline's tail is read
    "bb-nl-bloghuis-br": (0.95, False),
    "bb-pt-blogaria-blockquote": (0.95, True),  # 9 blockquotes signed after
    "bb-ru-beresta-margins": (0.95, True),  # 12 siblings indented by margins, three levels
    "bb-cs-redakcenet-signed": (0.95, True),  # 8 signed after the text: F1 0.97
    "bb-tr-haberpanel-bare": (0.95, True),  # 10 in classless divs, three levels
    # nothing at the first extract; 9 of 9 since bylines whose permalink leads back over their comment close it
    "bb-en-scriptorium-run": (0.95, True),
    # 9 records, 2 false at the first extract; 7 of 7 since records under a heading naming trackbacks are none
    "bb-ja-blogsha-trackbacks": (0.95, True),
    # 13 records, 4 false at the first extract; 9 of 9 since the definitions with replies nested in them are read
    # with their terms
    "bb-sv-tidningsmotorn-dl": (0.95, True),
    "bb-mixed-en-peals": (0.95, True),  # 6 beside the peal records (not taken)
    "bb-mixed-el-programme": (0.95, True),  # 5 beside the programme notes (not taken)
}
#: Found, but not whole at set BB's first crawl.
NOT_WHOLE_YET: dict[str, str] = {
    "bb-nl-bloghuis-br": "'@Hans:' answer given Hans as parent (the project's convention, set J's: a typed '@First' names the one earlier author of that first name); the truth keeps it flat (null)",
    "bb-en-blogstead-said": "parents 9/10 with every record and text right (F1 1.00): the truth is flat (one "
    "definition list, answers by '@name' or 'NAME -' in the text); one comment given a parent",
    "bb-en-threadline-scored": "P 0.75 R 1.00 with every record and parent right (each comment has a subject and "
    "'(Score:n, …)' in its head, 'by NAME (number) on DATE (#id)', three a '--' signature in the body: none of it "
    "in the truth text)",
}
#: Not found at set BB's first crawl (no comment, no false comment).
NOT_YET: dict[str, str] = {
    "bb-en-foliowiki-talk": "9 wiki talk posts (p or dd in nested dl), each signed at the end of its own text "
    "('— NAME (talk) TIME (UTC)'), three levels under three h3 topics: no comment found",
}
#: Threads that give false comments: not right until the false ones go and the thread is found.
WITH_FALSE: dict[str, str] = {
    "bb-fr-agorabb-forum": "1 false beside the 7 posts, all found with their authors (8 records, P 0.86): the "
    "forum table's first post, the site robot's 'La Rédaction' teaser of the article, is in the same markup",
}


test_every_static_thread_is_named_here = SET.every_static_thread_is_named(
    FOUND,
    NOT_YET,
    WITH_FALSE,
    kinds=("discussion", "revealed", "small_thread", "mixed"),
    main_only=True,
    not_whole=NOT_WHOLE_YET,
)
test_the_set_has_its_shape = SET.has_shape(cases=28, lookalikes=8, mixed=2)


def test_the_set_is_the_templates_of_2004_to_2013() -> None:
    talk = [case for case in CASES.values() if case.kind == "discussion"]
    assert len(talk) == 18
    assert all(2 <= len(case.comments) <= 80 for case in talk)
    assert sum(4 <= len(case.comments) <= 25 for case in talk) >= 14
    assert sum(any(c.parent is not None for c in case.comments) for case in talk) >= 12
    assert sum(max(depth(case.comments, i) for i in range(len(case.comments))) == 2 for case in talk) >= 8
    assert all(case.static and case.server == "main" and not case.files for case in CASES.values())
    # each discussion is the template of an engine of its own, named with its most awkward trait
    engines = [case.description.split(" (", 1)[0] for case in talk]
    assert len(set(engines)) == 18
    assert all("most awkward" in case.description.lower() for case in talk)
    # the flat answers by '@name' are flat in the truth; the 'Antwort auf #n' and 'in risposta a' rows keep the
    # comment they name as the parent
    said = CASES["bb-en-blogstead-said"]
    assert all(c.parent is None for c in said.comments) and sum("@" in c.text for c in said.comments) == 1
    de = CASES["bb-de-zeitungswerk-refs"]
    assert sum(c.parent is not None for c in de.comments) == 6
    assert de.comments[7].parent == 6 and f"#7 von {de.comments[6].author}</a>" in de.html
    # a deleted entry's placeholder (ru), pingbacks (en), trackbacks (en, ja), backlinks (en) and the forum's robot
    # post (fr) are on their pages and not in the truth
    assert "(Удалённый комментарий)" in CASES["bb-ru-beresta-margins"].html
    assert CASES["bb-en-quillpress-pingbacks"].html.count("Pingback:") == 3
    assert "La Rédaction" in CASES["bb-fr-agorabb-forum"].html
    assert all(c.author not in ("La Rédaction", "Robot") for c in CASES["bb-fr-agorabb-forum"].comments)
    lookalikes = [case for case in CASES.values() if case.kind == "lookalike"]
    plain = [case for case in lookalikes if not case.lookalikes]
    assert len(plain) == 4
    mixed = [case for case in CASES.values() if case.kind == "mixed"]
    assert all(4 <= len(case.comments) <= 20 and case.lookalikes for case in mixed)
    languages = [case.language for case in CASES.values()]
    assert languages.count("en") == 12
    others = [lang for lang in languages if lang != "en"]
    assert len(others) == len(set(others)) == 16  # each other page in a language of its own
    assert len({case.lookalikes[0] for case in lookalikes + mixed if case not in plain}) == 6


test_a_page_without_comments_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_page_without_comments_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_thread_is_found = SET.is_found(FOUND)
test_a_thread_found_whole = SET.found_whole(NOT_WHOLE_YET)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)
test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)
