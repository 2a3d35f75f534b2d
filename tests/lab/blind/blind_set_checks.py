"""The checks every blind set's test file runs on the set's static pages (read through ``comspider.extract`` without
a browser, static_pages.py), made once here: a set's file keeps its data (its tables of cases, each with why) and
binds the checks it runs to its own test names.

A set's file, as set L's (test_blind_set_l.py), which a new set's file copies::

    SET = BlindSet.of("m")
    CASES = SET.cases
    #: Pages without comments that give false comments through extract (with the symptom).
    LOOKALIKES_NOT_YET: dict[str, str] = {}
    #: Found (F1 of their text at least this), and whether every reply keeps its parent.
    FOUND: dict[str, tuple[float, bool]] = {"m-en-example": (0.95, True)}  # why, if anything
    #: Found, but not whole (each also in FOUND): a record missing, page text in the texts, parents lost.
    NOT_WHOLE_YET: dict[str, str] = {}
    NOT_YET: dict[str, str] = {}  # not found, with the symptom
    WITH_FALSE: dict[str, str] = {}  # found with false comments, with the symptom

    test_every_static_thread_is_named_here = SET.every_static_thread_is_named(
        FOUND, NOT_YET, WITH_FALSE, kinds=("discussion", "revealed", "small_thread", "mixed"), main_only=True,
        not_whole=NOT_WHOLE_YET,
    )
    test_the_set_has_its_shape = SET.has_shape(cases=36, lookalikes=10, mixed=6)
    test_a_page_without_comments_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
    test_a_page_without_comments_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
    test_a_thread_is_found = SET.is_found(FOUND)
    test_a_thread_found_whole = SET.found_whole(NOT_WHOLE_YET)
    test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
    test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)
    test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)

pytest collects a module's functions by the names they are bound to, in the order they are bound, so each set's
test ids stay its own. The checks of what it does not do yet are expected failures, strict: the day a case is right,
its mark must go (the case moves to FOUND). A check a set alone runs stays a function of its file, reading
``SET.comments``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Collection, Mapping, Sequence

import pytest

from comspider_lab.blind.cases import all_cases
from comspider_lab.blind.evaluate import Extracted, score_case
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed
from tests.lab.blind.static_pages import static_comments

#: A check over one case of a set, parametrized by its id.
CaseCheck = Callable[[str], None]
#: A check of the whole set.
SetCheck = Callable[[], None]
#: The least F1 of a found thread's text, and whether every reply must keep its parent (a bare float: it must).
Least = float | tuple[float, bool]


def depth(comments: Sequence[Seed], i: int) -> int:
    """How deep the truth's comment ``i`` sits in its thread (0: a top-level comment)."""
    d = 0
    parent = comments[i].parent
    while parent is not None:
        parent, d = comments[parent].parent, d + 1
    return d


def _least_and_parents(least: Least) -> tuple[float, bool]:
    return least if isinstance(least, tuple) else (least, True)


@dataclasses.dataclass(frozen=True)
class BlindSet:
    """One blind set's cases, how its pages are read, and the checks on them (each returns a test function)."""

    #: the set's letter as the xfail reasons say it ("L")
    letter: str
    cases: Mapping[str, Case]
    comments: Callable[[Case], list[Extracted]]

    @classmethod
    def of(cls, *names: str, comments: Callable[[Case], list[Extracted]] | None = None) -> BlindSet:
        """The cases of the sets named (one, or B and C together), each read from its set's static site
        (site_<name>/) unless ``comments`` reads them."""
        named = [(name, case) for name in names for case in all_cases(name)]
        site_of = {case.id: name for name, case in named}
        cases = {case.id: case for _name, case in named}

        def from_site(case: Case) -> list[Extracted]:
            return static_comments(site_of[case.id], case)

        return cls(" and ".join(name.upper() for name in names), cases, comments or from_site)

    def lookalikes(self, not_yet: Collection[str] = ()) -> list[str]:
        """The look-alike pages (no reader comment), but those that give false comments yet."""
        return sorted(
            cid for cid, case in self.cases.items() if case.kind == "lookalike" and cid not in not_yet
        )

    def _first_crawl(self, what: str, table: str) -> pytest.MarkDecorator:
        return pytest.mark.xfail(
            strict=True, reason=f"{what} at set {self.letter}'s first crawl (see {table})"
        )

    def every_static_thread_is_named(
        self,
        found: Collection[str],
        *others: Collection[str],
        kinds: Collection[str],
        main_only: bool = False,
        not_whole: Collection[str] = (),
    ) -> SetCheck:
        """Every static thread of these kinds is in FOUND or one of the other tables (and no other case is); with
        ``main_only``, of the static site's pages only (the Django site's stay in the lab's crawl); every thread
        found but not whole is in FOUND."""

        def check() -> None:
            static = {
                cid
                for cid, case in self.cases.items()
                if case.static and (case.server == "main" or not main_only) and case.kind in kinds
            }
            named = set(found).union(*others)
            assert named == static, static ^ named
            assert set(not_whole) <= set(found)

        return check

    def has_shape(self, *, cases: int, lookalikes: int, mixed: int) -> SetCheck:
        def check() -> None:
            kinds = [case.kind for case in self.cases.values()]
            assert len(self.cases) == cases
            assert kinds.count("lookalike") == lookalikes and kinds.count("mixed") == mixed

        return check

    def gives_no_comment(self, case_ids: Sequence[str]) -> CaseCheck:
        @pytest.mark.parametrize("case_id", case_ids)
        def check(case_id: str) -> None:
            assert self.comments(self.cases[case_id]) == []

        return check

    def lookalikes_not_yet_rejected(self, not_yet: Mapping[str, str]) -> CaseCheck:
        @pytest.mark.parametrize("case_id", sorted(not_yet))
        @self._first_crawl("gives false comments", "LOOKALIKES_NOT_YET")
        def check(case_id: str) -> None:
            assert self.comments(self.cases[case_id]) == []

        return check

    def is_found(self, found: Mapping[str, Least]) -> CaseCheck:
        @pytest.mark.parametrize("case_id", sorted(found))
        def check(case_id: str) -> None:
            case = self.cases[case_id]
            least, structure = _least_and_parents(found[case_id])
            score = score_case(case, self.comments(case))
            assert score.false_comments == 0
            assert score.f1 is not None and score.f1 >= least, score
            if structure:
                assert score.structure_ok, score

        return check

    def found_whole(self, not_whole: Mapping[str, str]) -> CaseCheck:
        @pytest.mark.parametrize("case_id", sorted(not_whole))
        @self._first_crawl("found but not whole", "NOT_WHOLE_YET")
        def check(case_id: str) -> None:
            case = self.cases[case_id]
            score = score_case(case, self.comments(case))
            assert score.f1 is not None and score.f1 >= 0.95, score
            assert score.structure_ok, score

        return check

    def gives_no_false_comment(self, not_yet: Mapping[str, str]) -> CaseCheck:
        @pytest.mark.parametrize("case_id", sorted(not_yet))
        def check(case_id: str) -> None:
            case = self.cases[case_id]
            assert score_case(case, self.comments(case)).false_comments == 0

        return check

    def not_found_yet(self, not_yet: Mapping[str, str], what: str = "not found") -> CaseCheck:
        @pytest.mark.parametrize("case_id", sorted(not_yet))
        @self._first_crawl(what, "NOT_YET")
        def check(case_id: str) -> None:
            case = self.cases[case_id]
            score = score_case(case, self.comments(case))
            assert score.f1 is not None and score.f1 >= 0.9, score

        return check

    def with_false_comments(self, with_false: Mapping[str, str]) -> CaseCheck:
        @pytest.mark.parametrize("case_id", sorted(with_false))
        @self._first_crawl("false comments", "WITH_FALSE")
        def check(case_id: str) -> None:
            case = self.cases[case_id]
            score = score_case(case, self.comments(case))
            assert score.false_comments == 0, score
            assert score.f1 is not None and score.f1 >= 0.9, score

        return check
