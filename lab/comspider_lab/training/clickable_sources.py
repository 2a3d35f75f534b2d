"""The saved real pages the clickable dataset is built from, with their provenance.

Sources (read in place, never copied into the repository):

* ``fundus``: ``<shared>/fundus/<country>/<Publisher>_<date>.html.gz`` with the original
  URL in ``<country>/meta.info``;
* ``trafilatura``: ``<shared>/trafilatura/pages/<file>.gz`` with URLs in ``evaldata.json``.

``<shared>`` is ``$COMSPIDER_SHARED_DATA``, by default ``<repo>/../shared/data``.
A page's *site* is its registrable domain (public suffix list, private suffixes
included, so ``foo.blogspot.com`` is a site of its own while all ``*.wordpress.com``
blogs count as one site); cross-validation folds are grouped by it.
"""

from __future__ import annotations

import gzip
import json
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from comspider_lab.paths import shared_data_dir

if TYPE_CHECKING:
    import tldextract

# Fundus's country folders -> the main language of their publishers (the page's own
# <html lang> wins when it has one).
COUNTRY_LANGUAGE = {
    "at": "de",
    "au": "en",
    "be": "nl",
    "ca": "en",
    "ch": "de",
    "cn": "zh",
    "cz": "cs",
    "de": "de",
    "dk": "da",
    "es": "es",
    "fr": "fr",
    "gl": "da",
    "id": "id",
    "il": "he",
    "ind": "en",
    "isl": "is",
    "it": "it",
    "jp": "ja",
    "kr": "ko",
    "lb": "ar",
    "li": "de",
    "ls": "en",
    "lt": "lt",
    "lu": "lb",
    "mx": "es",
    "my": "en",
    "na": "en",
    "no": "no",
    "pl": "pl",
    "pt": "pt",
    "py": "es",
    "ru": "ru",
    "se": "sv",
    "tr": "tr",
    "tw": "zh",
    "tz": "en",
    "ua": "uk",
    "uk": "en",
    "us": "en",
    "vn": "vi",
    "za": "en",
}


def shared_data() -> Path:
    return shared_data_dir()


@lru_cache(maxsize=1)
def _extractor() -> tldextract.TLDExtract:
    import tldextract

    return tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None, include_psl_private_domains=True)


def site_of(url: str) -> str:
    """The registrable domain of ``url`` (``www.br.de`` -> ``br.de``)."""
    parts = _extractor()(url)
    domain = getattr(parts, "top_domain_under_public_suffix", None) or parts.registered_domain
    return domain or parts.fqdn or url


@dataclass(frozen=True, slots=True)
class SavedPage:
    source: str  # fundus | trafilatura | offline_web
    file: str  # path relative to the source's root folder
    url: str  # the page's original URL
    country: str | None  # fundus's country folder, else None
    path: Path | None = None  # the file on disk (None for generated pages)

    @property
    def site(self) -> str:
        return site_of(self.url)

    @property
    def key(self) -> str:
        return f"{self.source}/{self.file}"

    def read_bytes(self) -> bytes:
        if self.path is None:
            raise FileNotFoundError(self.key)
        data = self.path.read_bytes()
        return gzip.decompress(data) if self.path.suffix == ".gz" else data


def fundus_pages(root: Path | None = None) -> Iterator[SavedPage]:
    root = (root or shared_data()) / "fundus"
    for country_dir in sorted(p for p in root.iterdir() if p.is_dir()):
        meta_file = country_dir / "meta.info"
        meta = json.loads(meta_file.read_text(encoding="utf-8")) if meta_file.exists() else {}
        for path in sorted(country_dir.glob("*.html.gz")):
            url = meta.get(path.name, {}).get("url")
            if not url:
                continue
            yield SavedPage("fundus", f"{country_dir.name}/{path.name}", url, country_dir.name, path)


def trafilatura_pages(root: Path | None = None) -> Iterator[SavedPage]:
    root = (root or shared_data()) / "trafilatura"
    evaldata = json.loads((root / "evaldata.json").read_text(encoding="utf-8"))
    for url, entry in sorted(evaldata.items(), key=lambda kv: kv[1]["file"]):
        path = root / "pages" / f"{entry['file']}.gz"
        if path.exists():
            yield SavedPage("trafilatura", f"pages/{path.name}", usable_url(url, entry["file"]), None, path)


def usable_url(url: str, file: str) -> str:
    """An http(s) URL for a page: trafilatura's evaldata names some pages only by a tag
    (``hard::zeit.de.zugverkehr.html``) or with a typo (``xhttps://``); those get
    ``https://<host guessed from the file name>/<file>``."""
    i = url.find("http")
    if i >= 0 and url[i:].startswith(("http://", "https://")):
        return url[i:]
    stem = file.split("-")[0]
    labels = stem.split(".")
    host = stem
    for n in range(len(labels), 1, -1):
        candidate = ".".join(labels[:n])
        parts = _extractor()(f"https://{candidate}/")
        if parts.suffix and parts.domain and not candidate.endswith((".html", ".htm")):
            host = candidate
            break
    return f"https://{host}/{file}"


def all_pages(root: Path | None = None) -> list[SavedPage]:
    return [*fundus_pages(root), *trafilatura_pages(root)]


def language_of(page: SavedPage, html_lang: str | None, texts: Iterable[str] = ()) -> str:
    """ISO 639-1-ish primary language: the page's <html lang>, else fundus's country
    language, else a guess from ``texts`` (title, link texts), else ``und``."""
    lang = (html_lang or "").strip().lower().replace("_", "-").split("-")[0]
    if lang.isalpha() and 2 <= len(lang) <= 3:
        return {"nb": "no", "nn": "no", "iw": "he", "in": "id"}.get(lang, lang)
    if page.country:
        return COUNTRY_LANGUAGE.get(page.country, "und")
    return guess_language(texts)


# A few hundred characters of navigation text are enough to tell these apart.
_STOPWORDS = {
    "de": "der die das und ist nicht mit von für auf ein eine sie ich wir zu im dem den des auch über",
    "en": "the and of to in is for on with that this you are be it by from more about your",
    "fr": "le la les et des du est pour une dans sur pas plus qui que au aux avec nous vous",
    "es": "el la los las y de del que en es por para con una su al más sobre nuestro como",
    "it": "il la le di che è per una del della dei non con sono gli alla più anche nel",
    "pt": "o a os as e de do da que em para com uma não por mais dos das no na",
    "nl": "de het een en van is op te dat voor niet met zijn er aan ook als bij",
    "pl": "i w na z się nie do że to jest jak po o dla od przez ale co",
}
_SCRIPTS = (
    ("ja", r"[\u3040-\u30ff]"),
    ("ko", r"[\uac00-\ud7af]"),
    ("zh", r"[\u4e00-\u9fff]"),
    ("ru", r"[\u0400-\u04ff]"),
    ("ar", r"[\u0600-\u06ff]"),
    ("he", r"[\u0590-\u05ff]"),
    ("el", r"[\u0370-\u03ff]"),
    ("th", r"[\u0e00-\u0e7f]"),
)


def guess_language(texts: Iterable[str]) -> str:
    text = " ".join(t for t in texts if t)[:20000].lower()
    if not text.strip():
        return "und"
    letters = max(1, sum(ch.isalpha() for ch in text))
    for code, pattern in _SCRIPTS:
        if len(re.findall(pattern, text)) / letters > 0.2:
            return code
    words = re.findall(r"[^\W\d_]+", text)
    if not words:
        return "und"
    counts = {code: sum(1 for w in words if w in set(sw.split())) for code, sw in _STOPWORDS.items()}
    best = max(counts, key=lambda c: counts[c])
    return best if counts[best] >= 3 else "und"
