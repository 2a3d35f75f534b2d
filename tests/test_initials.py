"""An avatar's initials beside the name they abbreviate (comspider.initials)."""

from __future__ import annotations

from comspider.initials import avatar_initials, initials_of


def test_initials_of_a_name_in_any_script() -> None:
    assert initials_of("MQ", "Minh Quân")
    assert initials_of("JP", "Jornal do Porto")
    assert initials_of("ОК", "Олена Коваль")
    assert initials_of("み", "みなと育ち")  # a name without spaces: its first letter
    assert initials_of("匿", "匿名希望")
    assert not initials_of("Bo", "Both sides")  # lower case is a word
    assert not initials_of("MQ", "MQ")
    assert not initials_of("ABCD", "Anna Berg Carl Dahl")


def test_avatar_initials_before_a_name() -> None:
    texts = ["AS", "Ana Souza", "há 3 horas", "Pegava essa balsa todo dia."]
    is_name = lambda t: len(t.split()) <= 3 and not t.endswith(".")  # noqa: E731
    assert avatar_initials(texts, 0, is_name)
    assert not avatar_initials(texts, 1, is_name)
    # the initials of a sentence's first words are no avatar's
    assert not avatar_initials(["PE", "Pegava essa balsa todo dia."], 0, is_name)
