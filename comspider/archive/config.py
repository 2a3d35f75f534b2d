"""The archive's settings, read once into a typed object."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class ArchiveConfig:
    directory: str | None  # COMSPIDER_ARCHIVE_DIR; None: recording off
    max_file_bytes: int  # COMSPIDER_ARCHIVE_MAX_FILE_BYTES: a new segment past this size
    screenshots: bool  # COMSPIDER_ARCHIVE_SCREENSHOTS
    boxes: bool  # COMSPIDER_ARCHIVE_BOXES
    max_visit_bytes: int  # COMSPIDER_ARCHIVE_MAX_VISIT_BYTES: network bodies kept per visit
    seconds: float  # COMSPIDER_ARCHIVE_SECONDS: bound on the bodies, the screenshot, the boxes
    replay: str | None  # COMSPIDER_REPLAY_ARCHIVE: answer the browser from this archive

    @classmethod
    def from_settings(cls, settings: Any) -> ArchiveConfig:
        return cls(
            directory=settings.get("COMSPIDER_ARCHIVE_DIR") or None,
            max_file_bytes=max(1, settings.getint("COMSPIDER_ARCHIVE_MAX_FILE_BYTES")),
            screenshots=settings.getbool("COMSPIDER_ARCHIVE_SCREENSHOTS"),
            boxes=settings.getbool("COMSPIDER_ARCHIVE_BOXES"),
            max_visit_bytes=settings.getint("COMSPIDER_ARCHIVE_MAX_VISIT_BYTES"),
            seconds=settings.getfloat("COMSPIDER_ARCHIVE_SECONDS"),
            replay=settings.get("COMSPIDER_REPLAY_ARCHIVE") or None,
        )

    @property
    def recording(self) -> bool:
        return self.directory is not None
