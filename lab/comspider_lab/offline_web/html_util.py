"""Small HTML helpers: escaping, class-name styles, absolute XPaths of rendered elements."""

from __future__ import annotations

import html
import json
from typing import Any, cast

from comspider_lab.offline_web.rng import b36, number


def esc(text: object) -> str:
    return html.escape(str(text), quote=True)


def json_script(data: Any, encoding: str = "ascii") -> str:
    """JSON for a <script> element, without '</'. Characters are written as they are when
    the page's encoding can hold them all, else as \\u escapes (ASCII is safe in any
    encoding, but in Shift_JIS pages some decoders read the backslash as a yen sign)."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    try:
        text.encode(encoding)
    except UnicodeEncodeError:
        text = json.dumps(data, ensure_ascii=True, separators=(",", ":"))
    return text.replace("</", "<\\/")


UTILITY_POOL = [
    "flex",
    "items-center",
    "gap-2",
    "gap-4",
    "px-4",
    "py-2",
    "text-sm",
    "text-xs",
    "font-semibold",
    "text-gray-600",
    "mt-4",
    "mb-2",
    "rounded",
    "border-b",
    "leading-snug",
    "max-w-3xl",
    "mx-auto",
    "hidden",
    "md:block",
    "space-y-3",
    "grid",
    "grid-cols-2",
    "md:grid-cols-4",
    "text-lg",
    "font-bold",
    "uppercase",
    "tracking-wide",
    "bg-white",
    "shadow-sm",
    "p-4",
    "w-full",
    "truncate",
]


class Styler:
    """Turns semantic names ("nav", "related__item") into an outlet's class names.

    kinds: ``bem`` (prefix-block__elem--mod), ``plain`` (translated words joined by "-"),
    ``hashed`` (CSS-module classes like ``css-1x9zq3 e1kf0ab0``), ``utility`` (Tailwind-like
    utility lists), ``yandex`` (b-block__elem_mod), ``astro`` (Block astro-8hash).
    ``words`` translates name parts (some outlets name classes in their own language).
    """

    def __init__(
        self,
        kind: str,
        prefix: str = "",
        words: dict[str, str] | None = None,
        salt: str = "",
        utility: dict[str, str] | None = None,
    ) -> None:
        self.kind = kind
        self.prefix = prefix
        self.words = words or {}
        self.salt = salt or prefix
        self.utility = utility or {}
        self._memo: dict[tuple[str, ...], str] = {}

    def _w(self, part: str) -> str:
        return self.words.get(part, part)

    def __call__(self, name: str, *mods: str) -> str:
        key = (name, *mods)
        if key not in self._memo:
            self._memo[key] = self._classes(name, *mods)
        return self._memo[key]

    def _classes(self, name: str, *mods: str) -> str:
        block, _, elem = name.partition("__")
        block, elem = self._w(block), self._w(elem) if elem else ""
        kind = self.kind
        if kind == "bem":
            base = f"{self.prefix}-{block}" if self.prefix else block
            base = f"{base}__{elem}" if elem else base
            return " ".join([base] + [f"{base}--{m}" for m in mods])
        if kind == "yandex":
            base = f"b-{block}__{elem}" if elem else f"b-{block}"
            return " ".join([base] + [f"{base}_{m}" for m in mods])
        if kind == "plain":
            base = f"{block}-{elem}" if elem else block
            if self.prefix:
                base = f"{self.prefix}{base}"
            return " ".join([base] + [f"is-{m}" for m in mods])
        if kind == "hashed":
            classes = [f"css-{b36(self.salt, name, length=6)}"]
            if not elem:
                classes.append(f"e{b36(self.salt, 'e', name, length=6)}0")
            classes += [f"css-{b36(self.salt, name, m, length=6)}" for m in mods]
            return " ".join(classes)
        if kind == "utility":
            if name in self.utility:
                base = self.utility[name]
            else:
                start = number(self.salt, name, modulo=len(UTILITY_POOL))
                size = 2 + number(self.salt, name, "n", modulo=3)
                base = " ".join(UTILITY_POOL[(start + 7 * k) % len(UTILITY_POOL)] for k in range(size))
            return " ".join([base, *list(mods)])
        if kind == "astro":
            camel = "".join(p[:1].upper() + p[1:] for p in block.replace("-", "_").split("_"))
            base = f"{camel}-{elem}" if elem else camel
            return " ".join([base] + [f"-{m}" for m in mods] + [f"astro-{b36(self.salt, block, length=8)}"])
        raise ValueError(kind)

    def attr(self, name: str, *mods: str) -> str:
        return f' class="{self(name, *mods)}"'


def absolute_xpath(document: str, css_or_xpath: str) -> str | None:
    """The indexed absolute XPath (``/html/body/div[2]/button``) of the first element a
    locator finds in an HTML document, as lxml parses it; None when nothing matches."""
    import lxml.html

    tree = lxml.html.document_fromstring(document)
    found = cast("list[lxml.html.HtmlElement]", tree.xpath(css_or_xpath))
    if not found:
        return None
    return tree.getroottree().getpath(found[0])
