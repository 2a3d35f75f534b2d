"""The JavaScript comspider runs in pages, read once per process from the ``.js`` files of
a package (``<package>/js/``, package data: an editable install, a wheel and a Scrapyd
egg carry them alike).

Every script file is one function expression. A script that uses helpers of its
package's library (``js/lib/*.js``, each naming what it defines in an
``/* exported ... */`` comment) names them in a ``/* global ... */`` comment, the way
ESLint reads both: :func:`script` wraps the function with those library files (and the
ones they name in turn), so that one ``evaluate`` carries everything it runs.
"""

from __future__ import annotations

import functools
import json
import re
from importlib import resources
from typing import Any

_DIRECTIVE = re.compile(r"/\*\s*(global|exported)\s+([^*]*)\*/")


@functools.cache
def _source(package: str, name: str) -> str:
    return resources.files(package).joinpath("js", name).read_text(encoding="utf-8")


def _declared(source: str, kind: str) -> list[str]:
    """The names of the ``/* global */`` or ``/* exported */`` comments of a source."""
    names: list[str] = []
    for found, listed in _DIRECTIVE.findall(source):
        if found == kind:
            names += [n.split(":")[0].strip() for n in listed.split(",") if n.strip()]
    return names


@functools.cache
def _library(package: str) -> dict[str, str]:
    """Helper name -> the library file that defines it."""
    folder = resources.files(package).joinpath("js", "lib")
    if not folder.is_dir():
        return {}
    out: dict[str, str] = {}
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".js"):
            for name in _declared(entry.read_text(encoding="utf-8"), "exported"):
                out[name] = entry.name
    return out


def _needed(package: str, source: str) -> list[str]:
    """The library files ``source`` needs, each after the files it needs itself."""
    library = _library(package)
    order: list[str] = []

    def need(text: str, chain: tuple[str, ...]) -> None:
        for name in _declared(text, "global"):
            if name not in library:
                raise LookupError(f"{name} is in no file of {package}'s js/lib/")
            lib = library[name]
            if lib in order or lib in chain:
                continue
            need(_source(package, f"lib/{lib}"), (*chain, lib))
            order.append(lib)

    need(source, ())
    return order


@functools.cache
def script(package: str, name: str) -> str:
    """``js/<name>`` of ``package`` as one function expression (for ``evaluate``,
    ``evaluate_handle`` and an element's ``evaluate``), with the library helpers it
    names inside it."""
    source = _source(package, name).strip().rstrip(";").rstrip()
    libs = _needed(package, source)
    if not libs:
        return source
    helpers = "\n".join(_source(package, f"lib/{lib}") for lib in libs)
    return f"(...args) => {{\n{helpers}\nreturn (\n{source}\n)(...args);\n}}"


def init_script(package: str, name: str, *args: Any) -> str:
    """``js/<name>`` of ``package`` as an init script (``add_init_script``): its function
    called at once, with ``args`` (as JSON)."""
    return f"({script(package, name)})({', '.join(json.dumps(a) for a in args)});"


def gated_init_script(package: str, name: str, body: str) -> str:
    """``js/<name>`` of ``package`` as an init script called with one argument: the script
    text ``body`` as a function of no arguments, which the script calls or not. The body
    is a plain function expression, not one in parentheses: the engine only pre-parses
    it, and compiles it when it is called."""
    return f"({script(package, name)})(function () {{\n{body}\n}});"


def js_regex(source: str, name: str) -> re.Pattern[str]:
    """The regular-expression literal a script's constant ``name`` is set to (the first
    after ``name =``), as a Python pattern (its ``i`` flag kept). The scripts' patterns use
    only syntax both engines read alike (classes, alternation, ``\\b``, ``\\d``, ``\\s``,
    look-behind)."""
    declared = re.search(rf"\b(?:const|let)\s+{name}\s*=", source)
    if declared is None:
        raise LookupError(f"no constant {name} in the script")
    start = declared.end()
    at = source.index("/", start)
    i, in_class = at + 1, False
    while True:
        ch = source[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "[":
            in_class = True
        elif ch == "]":
            in_class = False
        elif ch == "/" and not in_class:
            break
        i += 1
    body = source[at + 1 : i]
    flags = re.match(r"[a-z]*", source[i + 1 :])
    return re.compile(body, re.I if flags and "i" in flags.group(0) else 0)
