"""All cases of the blind set, and ``build``: writes their pages (site/, djsite/templates/cases/)
and their ground truth (truth/<id>.json) from the definitions."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from comspider_lab.blind.model import Case

BLIND_DIR = Path(__file__).resolve().parent


def all_cases() -> list[Case]:
    from comspider_lab.blind.cases_lookalike import lookalike_cases, mixed_cases
    from comspider_lab.blind.cases_real import real_cases
    from comspider_lab.blind.cases_small import small_cases

    cases = real_cases() + small_cases() + lookalike_cases() + mixed_cases()
    ids = [c.id for c in cases]
    assert len(ids) == len(set(ids)), "duplicate case ids"
    paths = [(c.server, c.path) for c in cases]
    assert len(paths) == len(set(paths)), "duplicate article paths"
    return cases


def build(out: Path = BLIND_DIR) -> list[Case]:
    cases = all_cases()
    site = out / "site"
    truth = out / "truth"
    templates = out / "djsite" / "templates" / "cases"
    for folder in (site, truth):
        if folder.exists():
            shutil.rmtree(folder)
        folder.mkdir(parents=True)
    templates.mkdir(parents=True, exist_ok=True)
    for old in templates.glob("*.html"):
        if old.name != "nl_items.html":
            old.unlink()
    django_index: dict[str, dict[str, str]] = {}
    for case in cases:
        files = dict(case.files)
        if case.server == "main":
            files[case.path] = case.html
        else:
            (templates / f"{case.id}.html").write_text(case.html, encoding="utf-8")
            django_index[case.path] = {
                "id": case.id,
                "language": case.language,
                "title": case.html.split("<title>", 1)[1].split(" | ", 1)[0],
            }
        for rel, text in files.items():
            target = site / rel.lstrip("/")
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
        (truth / f"{case.id}.json").write_text(
            json.dumps(case.truth(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
        )
    (out / "djsite" / "cases.json").write_text(
        json.dumps(django_index, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    return cases
