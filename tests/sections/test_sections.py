"""The comment-section classifier: bundled model, features, training reproducibility."""

from __future__ import annotations

import gzip
import json
from importlib import resources
from pathlib import Path

import pytest

from comspider import fasttext_model
from comspider.records.dom import parse_html
from comspider.records.invariants import InvariantSectionFinder
from comspider.sections.classifier import (
    COMBINED_THRESHOLD,
    DEFAULT_THRESHOLD,
    CombinedSectionClassifier,
    FastTextSectionClassifier,
)
from comspider.sections.features import document, section_text
from comspider.sections.rules import WEIGHTS_NAME, Weights, bundled_weights
from comspider_lab.training.section_dataset import DATASET, read_rows
from comspider_lab.training.sections import fit, fit_weights

REPO = Path(__file__).resolve().parents[2]

# A WordPress blog post with reader comments (trafilatura's evaldata has snippets), a share bar,
# post navigation, social links and a site-wide "recent comments" widget (not this page's).
COMMENT_PAGE = "trafilatura/pages/antary.de.wireshark.html.gz"


def _sections_by_xpath(path):
    root = parse_html(gzip.decompress(path.read_bytes()))
    tree = root.getroottree()
    return {tree.getpath(s.container): s for s in InvariantSectionFinder().find_sections(root)}


def test_bundled_model_is_a_small_package_resource():
    ref = resources.files("comspider_models") / "sections.ftz"
    assert ref.is_file()
    assert len(ref.read_bytes()) <= 2 * 1024 * 1024
    assert isinstance(
        fasttext_model.FastTextClassifier.bundled("sections"), fasttext_model.FastTextClassifier
    )
    # this repository's model and weights (the .devpath link of a worktree, or the install)
    with resources.as_file(ref) as path:
        assert Path(path).resolve() == (REPO / "models" / "sections.ftz").resolve()
    weights = json.loads((resources.files("comspider_models") / WEIGHTS_NAME).read_text(encoding="utf-8"))
    assert set(weights["scores"]) == {"rules", "combined"}
    assert isinstance(bundled_weights("combined"), Weights)
    assert "fasttext" in bundled_weights("combined").weights


def test_shipped_rule_weights_are_the_fit_of_the_labelled_data():
    """``train sections`` is reproducible: the rules' weights are a deterministic logistic
    regression of models/data/sections.jsonl (the combined weights also need the
    out-of-fold fastText scores: see docs/EVALUATION.md)."""
    rows = read_rows(DATASET)
    shipped = json.loads((REPO / "models" / WEIGHTS_NAME).read_text(encoding="utf-8"))["scores"]
    assert fit_weights(rows).as_json() == shipped["rules"]


@pytest.mark.parametrize(
    "cls, threshold",
    [(FastTextSectionClassifier, DEFAULT_THRESHOLD), (CombinedSectionClassifier, COMBINED_THRESHOLD)],
)
def test_real_comment_section_above_and_menu_below_threshold(shared_data, cls, threshold):
    rows = [r for r in read_rows(DATASET) if r["file"] == "pages/" + COMMENT_PAGE.rsplit("/", 1)[1]]
    positives = [r["xpath"] for r in rows if r["label"] == 1]
    negatives = [r["xpath"] for r in rows if r["label"] == 0]
    assert positives and negatives
    sections = _sections_by_xpath(shared_data / COMMENT_PAGE)
    clf = cls()
    assert clf.threshold == threshold
    for xpath in positives:
        assert clf.score(sections[xpath]) >= threshold, xpath
    # The share bar, post navigation, social links and the recent-comments widget are not.
    for xpath in negatives:
        assert clf.score(sections[xpath]) < threshold, (xpath, section_text(sections[xpath]))


def _page(texts: list[str]) -> str:
    items = "".join(
        f'<li id="comment-{i}" class="comment even depth-1"><article class="comment-body">'
        f'<footer class="comment-meta"><span class="fn">{t[:5]}</span><time datetime="2024-01-0{i + 1}">'
        f'{i + 1} Jan</time></footer><div class="comment-content"><p>{t}</p></div>'
        f'<a class="comment-reply-link" href="#r{i}">Reply</a></article></li>'
        for i, t in enumerate(texts)
    )
    return f'<html><body><article><p>Story.</p></article><ol class="comment-list">{items}</ol></body></html>'


def test_features_ignore_text_content():
    a = _page(["Great article, thanks!", "I disagree with most of it.", "Where is the source?"])
    b = _page(["Ganz anderer Text hier", "Noch ein Kommentar, länger", "Und ein dritter"])
    sa = [s for s in InvariantSectionFinder().find_sections(parse_html(a)) if len(s.records) == 3]
    sb = [s for s in InvariantSectionFinder().find_sections(parse_html(b)) if len(s.records) == 3]
    assert sa and sb
    assert section_text(sa[0]) == section_text(sb[0])
    assert "comment" in section_text(sa[0]).split()
    assert "great" not in document(section_text(sa[0])).split()
    assert FastTextSectionClassifier().score(sa[0]) >= DEFAULT_THRESHOLD


def test_section_without_records_or_attributes_scores_zero():
    html = "<html><body><ul><li><a>One</a></li><li><a>Two</a></li><li><a>Three</a></li></ul></body></html>"
    sections = InvariantSectionFinder().find_sections(parse_html(html))
    assert all(FastTextSectionClassifier().score(s) == 0.0 for s in sections)


@pytest.mark.timeout(120)
def test_training_is_reproducible_on_a_realistic_subset(tmp_path):
    rows = read_rows(DATASET)
    subset = [r for i, r in enumerate(rows) if r["label"] == 1 or i % 6 == 0]
    lines = [document(r["features"]) for r in subset[:400]]
    first = fit(subset, epoch=5)
    second = fit(subset, epoch=5)
    assert first.scores(lines) == second.scores(lines)
    # and the model has learnt something
    ys = [r["label"] for r in subset[:400]]
    preds = [s >= 0.5 for s in first.scores(lines)]
    assert sum(1 for y, p in zip(ys, preds, strict=False) if bool(y) == p) / len(ys) > 0.9
    json.dumps(subset[0])  # rows stay plain JSON


def test_dataset_rows_hold_the_features_the_code_computes(shared_data):
    """The learned weights fit models/data/sections.jsonl's ``structure``: it must be what
    the crawler's code reads (rebuild the dataset when the features change)."""
    rows = {
        r["xpath"]: r for r in read_rows(DATASET) if r["file"] == "pages/" + COMMENT_PAGE.rsplit("/", 1)[1]
    }
    sections = _sections_by_xpath(shared_data / COMMENT_PAGE)
    from comspider.sections.structure import section_features

    for xpath, row in rows.items():
        computed = {k: round(v, 4) for k, v in section_features(sections[xpath]).items()}
        assert computed == row["structure"], xpath
        assert section_text(sections[xpath]) == row["features"], xpath
