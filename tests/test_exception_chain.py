"""An exception's causes, earliest last, for one-line messages."""

from __future__ import annotations

from comspider.exception_chain import causes, first_line


def test_causes_follow_cause_then_context_and_stop_at_a_cycle() -> None:
    try:
        try:
            raise ConnectionError("Error 111 connecting\nmore detail")
        except ConnectionError as inner:
            raise RuntimeError("Engine slot not assigned") from inner
    except RuntimeError as outer:
        error = outer
    chain = list(causes(error))
    assert [type(e) for e in chain] == [RuntimeError, ConnectionError]
    assert first_line(chain[-1]) == "Error 111 connecting"
    assert first_line(ValueError()) == "ValueError"
    looped = ValueError("a")
    looped.__context__ = KeyError("b")
    looped.__context__.__context__ = looped
    assert len(list(causes(looped))) == 2
