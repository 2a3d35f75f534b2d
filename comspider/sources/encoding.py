"""Feed bytes -> clean UTF-8 XML bytes that lxml parses without losing text.

Feeds in the wild lie about their encoding and borrow HTML's entities. :func:`clean_xml`
repairs, in order:

1. the encoding: a byte order mark wins; else a body that is valid UTF-8 is UTF-8 (whatever
   it declares: a Latin-1 label on UTF-8 bytes is common, the reverse is never valid
   UTF-8); else the encoding the XML declaration names, then the HTTP charset; else UTF-8
   with each invalid byte read as windows-1252 (a windows-1252 body labelled UTF-8, or a
   UTF-8 body with a few windows-1252 bytes pasted in). ISO-8859-1 and ASCII labels mean
   windows-1252, as in browsers;
2. characters XML forbids (C0 controls) are dropped;
3. outside CDATA sections and comments: HTML named entities (``&nbsp;``, ``&eacute;``)
   become character references, numeric references to C1 controls become the
   windows-1252 characters they meant (``&#146;`` -> ``’``), a bare ``&`` becomes
   ``&#38;``, and the five XML entities become character references too (libxml2's
   recover mode drops entity references met after the first error, not character
   references);
4. junk before the root element is cut and the XML declaration is rewritten for UTF-8.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass
from html.entities import html5

_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
_DECLARED = re.compile(rb"^\s*<\?xml[^>]*?encoding\s*=\s*[\"']([A-Za-z0-9._:-]+)[\"']")
_XML_DECL = re.compile(r"^\s*<\?xml[^>]*\?>")
_SPECIAL = re.compile(r"(<!\[CDATA\[.*?\]\]>|<!--.*?-->)", re.DOTALL)
_AMP = re.compile(r"&(#[0-9]{1,7};|#[xX][0-9a-fA-F]{1,6};|[A-Za-z][A-Za-z0-9]{0,31};?)?")
_FORBIDDEN = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")
_XML_ENTITIES = {"amp": "&#38;", "lt": "&#60;", "gt": "&#62;", "quot": "&#34;", "apos": "&#39;"}
# Labels that, as in browsers, mean windows-1252.
_CP1252_LABELS = {
    "iso8859-1",
    "latin-1",
    "latin1",
    "iso-8859-1",
    "ascii",
    "us-ascii",
    "cp819",
    "l1",
    "windows-1252",
    "cp1252",
}


def _cp1252_fallback(error: UnicodeError) -> tuple[str, int]:
    """Codec error handler: read the undecodable bytes as windows-1252."""
    if not isinstance(error, UnicodeDecodeError):
        raise error
    chunk = error.object[error.start : error.end]
    return chunk.decode("cp1252", errors="ignore") or "".join(chr(b) for b in chunk), error.end


codecs.register_error("comspider-cp1252", _cp1252_fallback)


@dataclass(frozen=True, slots=True)
class CleanXml:
    body: bytes  # UTF-8, declaration says so
    encoding: str  # the encoding the text was read with
    declared: str | None  # what the document (or HTTP) claimed
    repaired: bool  # bytes read as windows-1252 inside a UTF-8 body, entities fixed, ...


def _codec(label: str | None) -> str | None:
    if not label:
        return None
    value = label.strip().lower()
    if value in _CP1252_LABELS:
        return "cp1252"
    try:
        return codecs.lookup(value).name
    except LookupError:
        return None


def _decode(body: bytes, declared: str | None, http_charset: str | None) -> tuple[str, str, bool]:
    for bom, name in _BOMS:
        if body.startswith(bom):
            return body[len(bom) :].decode(name, errors="replace"), name, False
    if body[:2] == b"<\x00":
        return body.decode("utf-16-le", errors="replace"), "utf-16-le", False
    if body[:2] == b"\x00<":
        return body.decode("utf-16-be", errors="replace"), "utf-16-be", False
    try:
        return body.decode("utf-8"), "utf-8", False
    except UnicodeDecodeError:
        pass
    for label in (declared, http_charset):
        codec = _codec(label)
        if codec and not codec.startswith(("utf-8", "utf-16", "utf-32", "utf_")):
            try:
                return body.decode(codec), codec, False
            except UnicodeDecodeError:
                continue
    return body.decode("utf-8", errors="comspider-cp1252"), "utf-8+cp1252", True


def _entity(match: re.Match[str], repairs: list[int]) -> str:
    ref = match.group(1)
    if ref is None:
        repairs[0] += 1
        return "&#38;"
    if ref.startswith("#"):
        number = int(ref[2:-1], 16) if ref[1] in "xX" else int(ref[1:-1])
        if 0x80 <= number <= 0x9F:
            repairs[0] += 1
            char = bytes([number]).decode("cp1252", errors="ignore")
            return f"&#{ord(char)};" if char else ""
        if (
            number in (0x9, 0xA, 0xD)
            or 0x20 <= number <= 0xD7FF
            or (0xE000 <= number <= 0xFFFD)
            or 0x10000 <= number <= 0x10FFFF
        ):
            return match.group(0)
        repairs[0] += 1
        return ""
    name = ref.rstrip(";")
    if ref.endswith(";") and name in _XML_ENTITIES:
        # As character references: libxml2's recover mode drops predefined entity
        # references met after the first error, but keeps character references.
        return _XML_ENTITIES[name]
    repairs[0] += 1
    replacement = html5.get(ref) if ref.endswith(";") else None
    if replacement is None and ref.endswith(";"):
        replacement = html5.get(name)
    if replacement is not None:
        return "".join(f"&#{ord(c)};" for c in replacement)
    return "&#38;" + ref


def _fix_entities(text: str) -> tuple[str, int]:
    """Entities made XML-safe outside CDATA and comments; returns the number of repairs."""
    repairs = [0]
    parts = _SPECIAL.split(text)
    for index in range(0, len(parts), 2):  # even: outside CDATA and comments
        if "&" in parts[index]:
            parts[index] = _AMP.sub(lambda m: _entity(m, repairs), parts[index])
    return "".join(parts), repairs[0]


def http_charset(content_type: str | bytes | None) -> str | None:
    """The ``charset`` parameter of a Content-Type header."""
    if not content_type:
        return None
    if isinstance(content_type, bytes):
        content_type = content_type.decode("latin-1")
    match = re.search(r"charset\s*=\s*[\"']?([A-Za-z0-9._:-]+)", content_type, re.I)
    return match.group(1) if match else None


def clean_xml(body: bytes, content_type: str | bytes | None = None) -> CleanXml:
    """Repair a feed body for lxml (see the module docstring)."""
    found = _DECLARED.match(body[:512])
    declared = found.group(1).decode("ascii") if found else None
    charset = http_charset(content_type)
    text, encoding, repaired = _decode(body, declared, charset)
    if _FORBIDDEN.search(text):
        text = _FORBIDDEN.sub("", text)
        repaired = True
    text, repairs = _fix_entities(text)
    repaired = repaired or repairs > 0
    text = text.lstrip()
    if not text.startswith("<"):
        start = text.find("<")
        text = text[start:] if start >= 0 else ""
        repaired = True
    declaration = _XML_DECL.match(text)
    if declaration:
        text = text[declaration.end() :]
    elif text.startswith("<?xml") or "<?xml" in text[:1024]:
        # A declaration after junk or a BOM-like prefix: drop it.
        text = re.sub(r"<\?xml[^>]*\?>", "", text, count=1)
    body_out = ('<?xml version="1.0" encoding="UTF-8"?>' + text).encode("utf-8", "replace")
    return CleanXml(body_out, encoding, declared or charset, repaired)
