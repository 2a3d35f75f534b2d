"""Article and comment text from the per-language phrase banks, deterministically.

A comment is a list of blocks: ``("p", [segment, ...])`` paragraphs, whose segments are
plain strings or ``(text, href)`` links, and ``("quote", text)`` quotations of the parent.
Its ``text`` is what a reader sees: the blocks' text joined by a space, whitespace-normalised.
"""

from __future__ import annotations

import random
from types import ModuleType

from comspider_lab.offline_web.rng import b36

_SLOT_SEED = ("years", "pct", "n", "year", "money", "number")


def normalise(text: str) -> str:
    """Whitespace-normalised text: runs of whitespace become one space, ends stripped."""
    return " ".join(text.split())


def sentence_case(text: str) -> str:
    for i, ch in enumerate(text):
        if ch.isalpha():
            return text[:i] + ch.upper() + text[i + 1 :] if ch.islower() else text
        if ch not in "“\"'¿¡«„(":
            return text
    return text


def _slots(rng: random.Random, lang: ModuleType, base: dict[str, str]) -> dict[str, str]:
    values = dict(base)
    values.update(
        years=str(rng.randint(3, 45)),
        pct=str(rng.randint(5, 40)),
        n=str(rng.randint(2, 18)),
        year=str(rng.randint(2009, 2023)),
        money=lang.MONEY.format(cur=base.get("cur", "€"), n=rng.choice([3, 4, 7, 12, 18, 25, 40, 65, 120])),
        number=lang.number(rng.randrange(800, 40000, 50)),
    )
    return values


def fill(template: str, rng: random.Random, lang: ModuleType, base: dict[str, str]) -> str:
    return template.format(**_slots(rng, lang, base))


def block_text(block: tuple) -> str:
    if block[0] == "quote":
        return block[1]
    return "".join(seg if isinstance(seg, str) else seg[0] for seg in block[1])


def blocks_text(blocks: list[tuple]) -> str:
    return normalise(" ".join(block_text(b) for b in blocks))


# ---------------------------------------------------------------------------------------
# Articles
# ---------------------------------------------------------------------------------------


def person(rng: random.Random, lang: ModuleType) -> str:
    if lang.CODE == "ja":
        return f"{rng.choice(lang.LAST)}{rng.choice(lang.FIRST)}"
    return f"{rng.choice(lang.FIRST)} {rng.choice(lang.LAST)}"


def article_body(rng: random.Random, lang: ModuleType, base: dict[str, str]) -> list[str]:
    """Five to seven paragraphs: the first template first, the others shuffled."""
    rest = list(lang.BODY[1:])
    rng.shuffle(rest)
    chosen = [lang.BODY[0], *rest[: rng.randint(4, 6)]]
    out = []
    for template in chosen:
        values = dict(
            base, expert=person(rng, lang), role=rng.choice(lang.ROLES), weekday=rng.choice(lang.WEEKDAYS)
        )
        out.append(sentence_case(fill(template, rng, lang, values)))
    return out


# ---------------------------------------------------------------------------------------
# Comments
# ---------------------------------------------------------------------------------------


def commenter(rng: random.Random, lang: ModuleType) -> str:
    """A nickname or a name shortened the way comment sections show it."""
    roll = rng.random()
    if roll < 0.55:
        return rng.choice(lang.NICKS)
    if lang.CODE == "ja":
        return (
            f"{rng.choice(lang.LAST)}{rng.choice(lang.FIRST)}"
            if roll < 0.8
            else rng.choice(lang.LAST) + "さん"
        )
    if lang.CODE == "ar" or roll < 0.8:
        return f"{rng.choice(lang.FIRST)} {rng.choice(lang.LAST)}"
    return f"{rng.choice(lang.FIRST)} {rng.choice(lang.LAST)[0]}."


def _sentences(rng: random.Random, lang: ModuleType, base: dict[str, str]) -> list[list[str]]:
    """Paragraphs as lists of sentences."""

    def pick(bank: list[str]) -> str:
        return sentence_case(fill(rng.choice(bank), rng, lang, base))

    roll = rng.random()
    if roll < 0.12:
        return [[pick(lang.SHORT)]]
    if roll < 0.45:
        first = [pick(lang.OPENERS)] if rng.random() < 0.6 else []
        return [first + [pick(lang.STATEMENTS)] + ([pick(lang.CLOSERS)] if rng.random() < 0.3 else [])]
    if roll < 0.8:
        return [
            [pick(lang.STATEMENTS), pick(lang.REASONS)] + ([pick(lang.CLOSERS)] if rng.random() < 0.5 else [])
        ]
    return [[pick(lang.OPENERS), pick(lang.STATEMENTS)], [pick(lang.REASONS), pick(lang.CLOSERS)]]


def comment_blocks(
    rng: random.Random,
    lang: ModuleType,
    base: dict[str, str],
    parent_author: str | None,
    parent_text: str | None,
) -> list[tuple]:
    paragraphs = _sentences(rng, lang, base)
    if parent_author is not None:
        roll = rng.random()
        if roll < 0.5:
            mention = sentence_case(rng.choice(lang.REPLIES).format(name=parent_author))
            paragraphs[0].insert(0, mention)
        elif roll < 0.65 and parent_text:
            quote = parent_text if len(parent_text) < 90 else parent_text[:87].rstrip() + "…"
            blocks: list[tuple] = [("quote", quote)]
            return blocks + _paragraph_blocks(rng, lang, paragraphs)
    return _paragraph_blocks(rng, lang, paragraphs)


def _paragraph_blocks(rng: random.Random, lang: ModuleType, paragraphs: list[list[str]]) -> list[tuple]:
    sep = lang.SEP
    blocks: list[tuple] = [("p", [sep.join(sentences)]) for sentences in paragraphs]
    if rng.random() < 0.15:
        emoji = rng.choice(lang.EMOJI)
        last = blocks[-1][1]
        last[-1] = last[-1] + " " + emoji * rng.choice([1, 1, 2, 3])
    if rng.random() < 0.07:
        template, label, href = rng.choice(lang.LINKS)
        before, _, after = template.partition("{link}")
        segments: list = [before, (label, href), after]
        if blocks[-1][1]:
            blocks.append(("p", [s for s in segments if s != ""]))
    return blocks


def unique_comment(
    rng: random.Random,
    lang: ModuleType,
    base: dict[str, str],
    parent_author: str | None,
    parent_text: str | None,
    seen: set[str],
) -> tuple[list[tuple], str]:
    """Blocks whose text is not in ``seen`` (added to it)."""
    for _ in range(60):
        blocks = comment_blocks(rng, lang, base, parent_author, parent_text)
        text = blocks_text(blocks)
        if text not in seen:
            seen.add(text)
            return blocks, text
    # Practically unreachable with the banks' sizes; keep distinctness regardless.
    blocks = comment_blocks(rng, lang, base, parent_author, parent_text)
    blocks.append(
        (
            "p",
            [
                sentence_case(fill(rng.choice(lang.STATEMENTS), rng, lang, base))
                + f" #{b36(len(seen), length=3)}"
            ],
        )
    )
    text = blocks_text(blocks)
    seen.add(text)
    return blocks, text


def likes(rng: random.Random) -> int:
    if rng.random() < 0.25:
        return 0
    return min(int(rng.paretovariate(1.2)) + rng.randint(0, 4), 999)
