"""An avatar drawn as the reader's initials ("JH" for "Juma Hamisi", "ОК" for "Олена
Коваль", "み" for "みなと育ち"): the letters a template shows when the reader has no
picture, beside the name, which name nobody. Read by the author field and the section
features (a record's name) alike, in any script."""

from __future__ import annotations

from collections.abc import Callable


def initials_of(short: str, name: str) -> bool:
    """Whether ``short`` is the initials of ``name`` ("JH" of "Juma Hamisi", "ОК" of "Олена
    Коваль", "রই" of "রফিকুল ইসলাম", "NT" of "Nguyễn Thị Hoa", "み" of "みなと育ち")."""
    short = short.replace(".", "").replace(" ", "")
    if not 1 <= len(short) <= 3 or not short.isalpha() or any(ch.islower() for ch in short):
        return False  # lower case is a word ("by", "ed", "Bo"); capitals or a script without case
    words = [w for w in name.split() if w[:1].isalpha()]
    if len(words) == 1:  # a name of one word: its first letter or two ("BJ" of "Bjørn", "み")
        return len(short) <= 2 and len(words[0]) > len(short) and words[0].upper().startswith(short.upper())
    if not words:
        return False
    firsts = "".join(w[0] for w in words).upper()
    # all the words' first letters, the first two ("NT" of "Nguyễn Thị Hoa"), the first and the last
    return short.upper() in (firsts, firsts[:2], firsts[0] + firsts[-1], firsts[0])


#: Texts after the initials looked at for the name they abbreviate.
NAME_LOOKAHEAD = 2


def avatar_initials(texts: list[str], at: int, is_name: Callable[[str], bool]) -> bool:
    """Whether ``texts[at]`` (a record's texts in reading order) is an avatar's initials
    of a name (``is_name``) among the next :data:`NAME_LOOKAHEAD` texts."""
    return any(is_name(t) and initials_of(texts[at], t) for t in texts[at + 1 : at + 1 + NAME_LOOKAHEAD])
