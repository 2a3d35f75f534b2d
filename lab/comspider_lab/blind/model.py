"""A case of the blind set: a page (or a page and what it needs) and its ground truth."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from comspider_lab.blind.widgets import Seed

# "discussion" and "revealed" (set E): hand-made threads of ordinary size, shown with the page or revealed
KINDS = ("real_system", "small_thread", "discussion", "revealed", "lookalike", "mixed")

SYSTEMS: dict[str, str] = {
    "isso": "isso 0.14.0 (PyPI), its own client /js/embed.min.js",
    "waline": "@waline/vercel 1.39.3 server + @waline/client 3.15.2 (npm), SQLite",
    "django-comments-xtd": "django-comments-xtd 2.10.13 + Django 5.2.19 (PyPI), SQLite",
}


@dataclass
class Case:
    id: str
    kind: str
    language: str
    reveal: str
    container: str
    heading: str | None
    description: str
    path: str
    html: str
    comments: list[Seed] = field(default_factory=list)
    system: str | None = None
    server: str = "main"  # "main" (static site) or "django"
    thread_path: str = ""  # where the comment system keys the thread; default: path
    thread_server: str = "main"  # the origin of the page that embeds the thread ("other" for iframes)
    comments_page: str | None = None  # a separate comments page (path on the same server)
    static: bool = False  # the comments are in the HTML as served (no script, no click needed)
    lookalikes: tuple[str, ...] = ()
    files: dict[str, str] = field(default_factory=dict)  # more files under site/: path -> text
    # more pages of the Django site for this case (path -> template text), its article object the case's
    django_files: dict[str, str] = field(default_factory=dict)
    # how a person reveals the thread in a browser, for the pre-crawl check (check.py): "click:<selector>",
    # "goto:<path>", "scroll", "wait:<ms>", "snap" (keep the text shown now: set K's numbered comment pages);
    # never given to the crawler
    check_steps: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        assert self.kind in KINDS, self.kind
        if not self.thread_path:
            self.thread_path = self.path
        for i, c in enumerate(self.comments):
            assert c.parent is None or c.parent < i, (self.id, i)
        if self.kind == "lookalike":
            assert not self.comments, self.id

    def truth(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "kind": self.kind,
            "system": self.system,
            "system_provenance": SYSTEMS.get(self.system or ""),
            "language": self.language,
            "reveal": self.reveal,
            "container": self.container,
            "heading": self.heading,
            "description": self.description,
            "server": self.server,
            "article_path": self.path,
            "comments_page": self.comments_page,
            "static": self.static,
            "lookalikes": list(self.lookalikes),
            "comments": [{"author": c.author, "text": c.text, "parent": c.parent} for c in self.comments],
        }
