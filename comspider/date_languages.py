"""Which of dateparser's languages can read a text: those written in the scripts of its
letters.

dateparser tries every language it is given in turn, and a language is tried only when
every word of the text is one of its words; on a text that is no date (a comment's
sentence, "KateB on October 23rd") it tries them all, about 0.2 ms each. A word in Latin
letters is no word of Russian, Arabic or Japanese, so a text in Latin letters is given the
Latin-script languages only, a text in Cyrillic the Cyrillic ones, and so on (a text that
mixes scripts gets the languages of each; one with letters of a script not listed here,
or with no letters at all, gets every language, as before).
"""

from __future__ import annotations

from functools import lru_cache

_LATIN, _GREEK, _CYRILLIC, _HEBREW, _ARABIC = "latin", "greek", "cyrillic", "hebrew", "arabic"
_DEVANAGARI, _THAI, _HANGUL, _KANA, _HAN = "devanagari", "thai", "hangul", "kana", "han"

# (first code point, last code point, script): the blocks of the scripts that the
# languages below are written in.
_BLOCKS = (
    (0x0041, 0x024F, _LATIN),
    (0x1E00, 0x1EFF, _LATIN),  # Latin Extended Additional (Vietnamese)
    (0x0370, 0x03FF, _GREEK),
    (0x1F00, 0x1FFF, _GREEK),
    (0x0400, 0x052F, _CYRILLIC),
    (0x0590, 0x05FF, _HEBREW),
    (0xFB1D, 0xFB4F, _HEBREW),
    (0x0600, 0x06FF, _ARABIC),
    (0x0750, 0x077F, _ARABIC),
    (0x08A0, 0x08FF, _ARABIC),
    (0xFB50, 0xFDFF, _ARABIC),
    (0xFE70, 0xFEFF, _ARABIC),
    (0x0900, 0x097F, _DEVANAGARI),
    (0x0E00, 0x0E7F, _THAI),
    (0x1100, 0x11FF, _HANGUL),
    (0x3130, 0x318F, _HANGUL),
    (0xAC00, 0xD7AF, _HANGUL),
    (0x3040, 0x30FF, _KANA),
    (0x3400, 0x4DBF, _HAN),
    (0x4E00, 0x9FFF, _HAN),
)

# The script each language's dates are written in (Korean dates may carry Han numerals
# and units as well as Hangul).
_LANGUAGE_SCRIPTS = {
    "ru": {_CYRILLIC},
    "uk": {_CYRILLIC},
    "bg": {_CYRILLIC},
    "sr": {_CYRILLIC},
    "el": {_GREEK},
    "he": {_HEBREW},
    "ar": {_ARABIC},
    "fa": {_ARABIC},
    "hi": {_DEVANAGARI},
    "th": {_THAI},
    "ja": {_KANA, _HAN},
    "zh": {_HAN},
    "ko": {_HANGUL, _HAN},
}


def _script(char: str) -> str | None:
    code = ord(char)
    for first, last, script in _BLOCKS:
        if first <= code <= last:
            return script
    return None


def text_scripts(text: str) -> frozenset[str] | None:
    """The scripts of the letters of ``text``; None when one of its letters is of a
    script not listed here."""
    scripts: set[str] = set()
    for char in text:
        if char.isalpha():
            script = _script(char)
            if script is None:
                return None
            scripts.add(script)
    return frozenset(scripts)


@lru_cache(maxsize=64)
def _for_scripts(scripts: frozenset[str], languages: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(lang for lang in languages if _LANGUAGE_SCRIPTS.get(lang, {_LATIN}) & scripts)


def languages_for(text: str, languages: tuple[str, ...]) -> tuple[str, ...]:
    """Those of ``languages`` (dateparser's codes) written in a script of the letters of
    ``text``; all of them for a text without letters or with letters of another script."""
    scripts = text_scripts(text)
    if not scripts:
        return languages
    return _for_scripts(scripts, languages) or languages
