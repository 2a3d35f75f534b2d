"""The labelled dataset: provenance, rules, sampling, and the evaluation's metrics."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from comspider_lab.evaluation.clickables import (
    politeness,
    prf,
    site_folds,
    threshold_for_recall,
)
from comspider_lab.paths import REPO
from comspider_lab.training.clickable_dataset import (
    DATASET_PATH,
    OFFLINE_WEB_TRUTH,
    RULES_PATH,
    label_items,
    load_rules,
    read_rows,
    relabel_rows,
    sample_negatives,
    site_marks,
)
from comspider_lab.training.clickable_sources import guess_language, usable_url
from comspider_lab.training.clickables import training_lines

ROW_KEYS = {
    "site",
    "country",
    "language",
    "source",
    "file",
    "url",
    "xpath",
    "label",
    "rule",
    "features",
    "weight",
    "page_clickables",
    "frame",
}


@pytest.fixture(scope="module")
def rows() -> list[dict]:
    return read_rows(DATASET_PATH)


def test_dataset_size_and_provenance(rows: list[dict]):
    assert DATASET_PATH.stat().st_size < 16 * 1024 * 1024
    positives = [r for r in rows if r["label"] == 1]
    assert len(positives) >= 300
    assert len({r["site"] for r in positives}) >= 100
    for r in rows:
        assert set(r) >= ROW_KEYS
        assert r["source"] in ("fundus", "trafilatura", "offline_web")
        assert r["url"].startswith(("http://", "https://"))
        assert r["xpath"].startswith(("/", "//*"))
        assert (r["rule"] is not None) == (r["label"] == 1)
        assert r["weight"] >= 1.0


def test_every_rule_labels_exactly_one_row(rows: list[dict]):
    rules = load_rules(RULES_PATH)
    names = Counter(r["rule"] for r in rows if r["rule"] and r["source"] != "offline_web")
    truth = [r for r in rows if r["source"] == "offline_web" and r["label"] == 1]
    assert truth and all(r["rule"] == OFFLINE_WEB_TRUTH for r in truth)
    declared = {name for site in rules["sites"] for name in site_marks(rules, site)}
    assert set(names) == declared
    assert all(n == 1 for n in names.values())
    for _site, entry in rules["sites"].items():
        for rule in entry["positive"]:
            assert rule["why"] and rule["pages"] and rule["xpath"].startswith(("/", "//*"))


def test_skipped_pages_are_out(rows: list[dict]):
    skipped = load_rules(RULES_PATH)["skip_pages"]
    keys = {f"{r['source']}/{r['file']}" for r in rows}
    assert skipped and not keys & set(skipped)


def test_label_items_by_mark_or_exact_xpath():
    rules = {
        "sites": {
            "x.example": {
                "positive": [
                    {"pages": ["a.html"], "xpath": '//*[@id="c"]', "why": "w"},
                    {"pages": ["b.html"], "xpath": "/html[1]/body[1]/a[1]", "why": "w"},
                ]
            }
        }
    }
    record = {
        "site": "x.example",
        "file": "a.html",
        "key": "k",
        "items": [
            {"xpath": "/html[1]/body[1]/a[1]"},
            {"xpath": '//*[@id="c"]'},
            {"xpath": "/x", "marks": ["x.example/1"]},
        ],
    }
    positives, unmatched = label_items(record, rules)
    assert positives == {1: "x.example/1", 2: "x.example/1"}  # rule 2 is for another page
    assert unmatched == []


def test_relabel_rows_applies_xpath_rules_without_a_cache():
    rules = {
        "sites": {
            "x.example": {
                "positive": [
                    {"pages": ["a.html"], "xpath": "/html[1]/body[1]/a[1]", "why": "w"},
                    {"pages": ["a.html"], "xpath": "/html[1]/body[1]/b[1]", "why": "w"},
                ]
            }
        }
    }

    def row(xpath: str, label: int, rule: str | None = None, file: str = "a.html") -> dict:
        return {
            "site": "x.example",
            "file": file,
            "source": "fundus",
            "xpath": xpath,
            "label": label,
            "rule": rule,
            "weight": 3.5,
        }

    rows = [
        row("/html[1]/body[1]/a[1]", 1, "x.example/1"),
        row("/html[1]/body[1]/b[1]", 0),
        row("/html[1]/body[1]/c[1]", 1, "x.example/3"),
        row("/html[1]/body[1]/b[1]", 0, file="z.html"),
    ]
    counts = relabel_rows(rows, rules)
    assert counts == {"to_positive": 1, "to_negative": 1}
    assert (rows[1]["label"], rows[1]["rule"], rows[1]["weight"]) == (1, "x.example/2", 1.0)
    assert (rows[2]["label"], rows[2]["rule"]) == (0, None)  # its rule is gone
    assert rows[3]["label"] == 0  # the rule is for another page


def test_labels_txt_parses_index_and_xpath_entries(tmp_path: Path):
    import importlib.util

    path = REPO / "tools" / "label_clickables" / "rules.py"
    spec = importlib.util.spec_from_file_location("label_rules", path)
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    labels = tmp_path / "labels.txt"
    labels.write_text(
        "# c\na.html.gz : 3,7 : why\nSKIP b.html.gz : listing\n"
        'a.html.gz : @//*[@id="c"]/a[1] : a correction\n',
        encoding="utf-8",
    )
    entries, skips, xpaths = mod.parse(labels)
    assert entries == [("a.html.gz", [3, 7], "why")]
    assert skips == {"b.html.gz": "listing"}
    assert xpaths == {"a.html.gz": [('//*[@id="c"]/a[1]', "a correction")]}
    assert mod.parse(mod.HERE / "labels.txt")[2]  # the shipped corrections parse


def test_negative_sampling_is_seeded_and_weighted():
    items = [{"text": "Kommentare" if i % 10 == 0 else f"link {i}", "attrs": {}} for i in range(200)]
    negatives = list(range(1, 200))
    a = sample_negatives("page", negatives, items, True)
    assert a == sample_negatives("page", negatives, items, True)
    assert a != sample_negatives("other page", negatives, items, True)
    assert abs(sum(w for _, w in a) - len(negatives)) < 1e-6  # the weights add up to the page


def test_training_lines_are_deterministic(rows: list[dict]):
    sample = rows[:500]
    assert training_lines(sample) == training_lines(list(reversed(sample)))


def test_site_folds_keep_sites_together(rows: list[dict]):
    folds = site_folds(rows)
    by_site: dict[str, set[int]] = {}
    for r, f in zip(rows, folds, strict=False):
        by_site.setdefault(r["site"], set()).add(f)
    assert all(len(f) == 1 for f in by_site.values())
    assert len(set(folds)) == 10


def test_metrics():
    assert prf([1, 1, 0, 0], [True, False, True, False]) == (0.5, 0.5, 0.5)
    assert threshold_for_recall([1, 1, 1, 0], [0.9, 0.5, 0.2, 0.8], 0.66) == 0.5
    page = [
        {"source": "s", "file": "p", "label": 1, "weight": 1.0, "page_clickables": 100},
        {"source": "s", "file": "p", "label": 0, "weight": 10.0, "page_clickables": 100},
        {"source": "s", "file": "p", "label": 0, "weight": 1.0, "page_clickables": 100},
    ]
    m = politeness(page, [0.5, 0.9, 0.1], threshold=0.4)
    assert m["mean_clicks"] == 11.0 and m["recall@5"] == 0.0
    assert m["candidates_per_page"] == 11.0
    m = politeness(page, [0.95, 0.9, 0.1], threshold=None)
    assert m["mean_clicks"] == 1.0 and m["recall@1"] == 1.0


def test_url_and_language_helpers():
    assert usable_url("hard::zeit.de.zugverkehr.html", "zeit.de.zugverkehr.html").startswith(
        "https://zeit.de/"
    )
    assert usable_url("xhttps://a.example/x", "f") == "https://a.example/x"
    assert guess_language(["Startseite Kontakt der die und das mit für"]) == "de"
    assert guess_language(["댓글 보기 로그인"]) == "ko"
    assert guess_language([""]) == "und"


def test_rules_file_is_reviewed_json():
    doc = json.loads(Path(RULES_PATH).read_text(encoding="utf-8"))
    assert "_doc" in doc and doc["sites"]
