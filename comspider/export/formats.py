"""The output formats: which one a file name asks for, and the exporters of the two that
need ours (CSV, XML).

    FEED_EXPORTERS = {"csv": "comspider.export.formats.CsvRecordExporter",
                      "xml": "comspider.export.formats.XmlRecordExporter",
                      "jsonlines": "comspider.export.formats.JsonLinesRecordExporter"}

``comspider crawl --output FILE`` picks the format by the file's extension
(:func:`format_for`): ``.jsonl`` (also ``.jl``, ``.jsonlines``) JSON Lines, ``.json`` one
JSON array, ``.csv``, ``.xml``; any other name is refused in one line naming these. The
records are Scrapy's items, exported by Scrapy's exporters; CSV and XML get ours, so
that every format says the same thing:

- a null is an empty cell (CSV) or an empty element (XML), never the word ``None``;
- a boolean is ``true`` / ``false``, as in JSON;
- a list or an object (none of today's fields: every field is a string, a number, a
  boolean or null) would be written as its JSON text, so that a CSV cell holds one value;
- a CSV file holds comments and visits alike, told apart by ``type``: its columns are
  every field of both records (:data:`RECORD_FIELDS`, a record's own fields filled,
  the other's empty), the same in every run, so a later run appends rows under the same
  header (it writes the header only into an empty file).
"""

from __future__ import annotations

import dataclasses
import json
import os
from typing import Any

from scrapy.exporters import CsvItemExporter, JsonLinesItemExporter, XmlItemExporter
from scrapy.utils.python import to_bytes

from comspider.items import CommentEditedItem, CommentItem, CommentRemovedItem, VisitItem

#: File name endings -> Scrapy feed format.
EXTENSIONS = {
    ".jsonl": "jsonlines",
    ".jl": "jsonlines",
    ".jsonlines": "jsonlines",
    ".json": "json",
    ".csv": "csv",
    ".xml": "xml",
}
ACCEPTED = ".jsonl (JSON Lines), .json, .csv, .xml, or - (JSON Lines on stdout)"
#: Formats whose file is one document (an array, a root element): a finished one cannot
#: be appended to.
WHOLE_DOCUMENT = frozenset({"json", "xml"})

#: The columns of a CSV file of records: a comment's fields, then a visit's own.
RECORD_FIELDS: tuple[str, ...] = tuple(
    dict.fromkeys(
        [f.name for f in dataclasses.fields(CommentItem)] + [f.name for f in dataclasses.fields(VisitItem)]
    )
)


class FormatError(ValueError):
    """A file name whose extension names no format we write."""


def format_for(path: str) -> str:
    """The feed format a file name asks for; :class:`FormatError` (one line, with the
    accepted endings) for any other name."""
    lower = path.lower()
    for ending, name in EXTENSIONS.items():
        if lower.endswith(ending):
            return name
    ending = os.path.splitext(lower)[1]
    what = f"the extension {ending} names no output format" if ending else "no extension names its format"
    raise FormatError(f"{what}; accepted: {ACCEPTED}")


def _plain(value: Any) -> Any:
    """One value for a CSV cell or an XML element (module docstring)."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict | list | tuple):
        return json.dumps(value, ensure_ascii=False)
    return value


def _is_empty(file: Any) -> bool:
    try:
        return os.fstat(file.fileno()).st_size == 0
    except (AttributeError, OSError, ValueError):
        return True  # not a plain file (a compressing wrapper): written from its start


class CsvRecordExporter(CsvItemExporter):
    def __init__(self, file: Any, **kwargs: Any) -> None:
        if not kwargs.get("fields_to_export"):
            kwargs["fields_to_export"] = list(RECORD_FIELDS)
        if not _is_empty(file):  # appending: the header is there already
            kwargs["include_headers_line"] = False
        super().__init__(file, **kwargs)

    def serialize_field(self, field: Any, name: str, value: Any) -> Any:
        return super().serialize_field(field, name, _plain(value))


class XmlRecordExporter(XmlItemExporter):
    def serialize_field(self, field: Any, name: str, value: Any) -> Any:
        return super().serialize_field(field, name, _plain(value))


#: The fields of each record class whose fields all go out as they are (no serializer in
#: their metadata: Scrapy's exporter then writes each value itself), in declaration order.
_PLAIN_FIELDS: dict[type, tuple[str, ...]] = {
    cls: tuple(f.name for f in dataclasses.fields(cls))
    for cls in (CommentItem, VisitItem, CommentRemovedItem, CommentEditedItem)
    if not any("serializer" in f.metadata for f in dataclasses.fields(cls))
}
_UNSET = object()


class JsonLinesRecordExporter(JsonLinesItemExporter):
    """Scrapy's JSON Lines exporter, the same bytes: a record of comspider's own classes,
    without ``fields_to_export``, is read from its fields directly. Scrapy's way (an
    ``ItemAdapter``, the populated fields, each field's metadata and serializer) was
    0.1 ms of every comment's line for the dict this builds."""

    def export_item(self, item: Any) -> None:
        names = _PLAIN_FIELDS.get(type(item)) if self.fields_to_export is None else None
        if names is None:
            super().export_item(item)
            return
        values = {name: getattr(item, name, _UNSET) for name in names}
        if _UNSET in values.values():  # a field deleted from the record: Scrapy's own way
            super().export_item(item)
            return
        data = self.encoder.encode(values) + "\n"
        self.file.write(to_bytes(data, self.encoding))
