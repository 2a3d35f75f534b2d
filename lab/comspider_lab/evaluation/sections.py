"""Comment-section classifier: site-grouped cross-validation and the end effect.

    python -m comspider_lab evaluate sections [--part all|cv|end] [--folds 5] [--cache DIR]

``cv``: on ``models/data/sections.jsonl``, folds grouped by site (no site in both train
and test), out-of-fold predictions of
- fastText on character 3-grams of the section's attribute values (the shipped recipe),
- TF-IDF (character 3-grams of the same words) + a linear SVM (scikit-learn),
- a date-string heuristic: positive when dateparser reads a date in at least half of the
  first records (``dates`` column of the dataset),
- the old hand-written ``StructuralSectionScorer`` at its threshold 0.7 (``fallback``),
with precision, recall and F1 over sections, per source, and a threshold sweep.

``end``: the crawler's view with each page scored by the fold model that did not see its
site: snippet recall on the 142 trafilatura pages with comment snippets (the best section,
as in the record-extraction evaluation, and all sections over the threshold, as the
pipeline keeps them), the share of comment-free pages (``negative_pages()``) where a
section passes the threshold, and whether the comment sections of the offline news web
and of Isso pass it (these with the shipped model too).
"""

from __future__ import annotations

import argparse
from collections import defaultdict
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from comspider.classify import fasttext_model
from comspider.classify.section_classifier import (
    COMBINED_THRESHOLD,
    COMBINED_WEIGHT,
    DEFAULT_THRESHOLD,
    CombinedSectionClassifier,
    FastTextSectionClassifier,
)
from comspider.classify.section_features import document
from comspider_lab.training.section_dataset import DATASET, read_rows
from comspider_lab.training.sections import fit

FALLBACK_THRESHOLD = 0.7
DATE_THRESHOLD = 0.5


def prf(y: Sequence[int], pred: Sequence[bool]) -> tuple[float, float, float, int, int, int]:
    tp = sum(1 for a, b in zip(y, pred, strict=True) if a and b)
    fp = sum(1 for a, b in zip(y, pred, strict=True) if not a and b)
    fn = sum(1 for a, b in zip(y, pred, strict=True) if a and not b)
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return p, r, f, tp, fp, fn


def folds_of(rows: Sequence[dict[str, Any]], k: int) -> list[int]:
    """Fold index per row; GroupKFold by site (deterministic)."""
    from sklearn.model_selection import GroupKFold

    fold = [0] * len(rows)
    groups = [r["site"] for r in rows]
    for i, (_train, test) in enumerate(GroupKFold(n_splits=k).split(rows, groups=groups)):
        for j in test:
            fold[j] = i
    return fold


def fasttext_oof(
    rows: Sequence[dict[str, Any]], fold: Sequence[int], k: int
) -> tuple[list[float], list[fasttext_model.FastTextClassifier]]:
    scores = [0.0] * len(rows)
    models = []
    for f in range(k):
        model = fit([r for r, g in zip(rows, fold, strict=True) if g != f])
        models.append(model)
        test = [i for i, g in enumerate(fold) if g == f]
        lines = [document(rows[i]["features"]) for i in test]
        keep = [j for j, line in enumerate(lines) if line]
        for j, p in zip(keep, model.scores([lines[j] for j in keep]), strict=True):
            scores[test[j]] = p
    return scores, models


def svm_oof(rows: Sequence[dict[str, Any]], fold: Sequence[int], k: int) -> list[float]:
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.svm import LinearSVC

    out = [0.0] * len(rows)
    for f in range(k):
        train = [i for i, g in enumerate(fold) if g != f]
        test = [i for i, g in enumerate(fold) if g == f]
        vec = TfidfVectorizer(analyzer="char_wb", ngram_range=(3, 3), sublinear_tf=True, min_df=1)
        x = vec.fit_transform([rows[i]["features"] for i in train])
        clf = LinearSVC(C=1.0, class_weight="balanced", random_state=0)
        clf.fit(x, [rows[i]["label"] for i in train])
        for i, s in zip(
            test, clf.decision_function(vec.transform([rows[i]["features"] for i in test])), strict=True
        ):
            out[i] = float(s)
    return out


def _row(name: str, y: Sequence[int], pred: Sequence[bool]) -> str:
    p, r, f, tp, fp, fn = prf(y, pred)
    return f"| {name} | {p:.3f} | {r:.3f} | **{f:.3f}** | {tp} | {fp} | {fn} |"


def run_cv(rows: list[dict[str, Any]], k: int) -> tuple[list[int], list[fasttext_model.FastTextClassifier]]:
    fold = folds_of(rows, k)
    y = [r["label"] for r in rows]
    ft, models = fasttext_oof(rows, fold, k)
    svm = svm_oof(rows, fold, k)
    n_sites = len({r["site"] for r in rows})
    print(
        f"\n### Sections, {k}-fold cross-validation grouped by site ({len(rows)} sections, "
        f"{sum(y)} comment sections, {n_sites} sites)\n"
    )
    print("| method | precision | recall | F1 | TP | FP | FN |")
    print("|---|---|---|---|---|---|---|")
    print(
        _row(
            f"fastText, attribute-value 3-grams (threshold {DEFAULT_THRESHOLD})",
            y,
            [s >= DEFAULT_THRESHOLD for s in ft],
        )
    )
    print(_row("TF-IDF 3-grams + linear SVM (decision > 0)", y, [s > 0 for s in svm]))
    print(
        _row(
            f"date strings (dateparser, >= {DATE_THRESHOLD} of the first records)",
            y,
            [(r["dates"] or 0.0) >= DATE_THRESHOLD for r in rows],
        )
    )
    print(
        _row(
            f"old StructuralSectionScorer (>= {FALLBACK_THRESHOLD})",
            y,
            [r["fallback"] >= FALLBACK_THRESHOLD for r in rows],
        )
    )
    combined = [
        COMBINED_WEIGHT * s + (1 - COMBINED_WEIGHT) * r["fallback"] for s, r in zip(ft, rows, strict=True)
    ]
    print(
        _row(
            f"combined: {COMBINED_WEIGHT} fastText + {1 - COMBINED_WEIGHT:.1f} fallback "
            f"(>= {COMBINED_THRESHOLD})",
            y,
            [s >= COMBINED_THRESHOLD for s in combined],
        )
    )

    print("\n### By source (out of fold): fastText / combined\n")
    print("| source | sections | comment sections | fastText P / R / F1 | combined P / R / F1 |")
    print("|---|---|---|---|---|")
    by: dict[str, list[int]] = defaultdict(list)
    for i, r in enumerate(rows):
        by[r["source"]].append(i)
    for source, idx in sorted(by.items()):
        cells = []
        for scores, t in ((ft, DEFAULT_THRESHOLD), (combined, COMBINED_THRESHOLD)):
            p, r_, f, _tp, fp, _fn = prf([y[i] for i in idx], [scores[i] >= t for i in idx])
            cells.append(
                f"{p:.3f} / {r_:.3f} / {f:.3f}"
                if any(y[i] for i in idx)
                else f"no positives; {fp} false positives"
            )
        print(f"| {source} | {len(idx)} | {sum(y[i] for i in idx)} | {cells[0]} | {cells[1]} |")

    print("\n### Threshold sweep (out of fold): fastText / combined\n")
    print("| threshold | fastText P / R / F1 | combined P / R / F1 |")
    print("|---|---|---|")
    for t in (0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9):
        cells = []
        for scores in (ft, combined):
            p, r_, f, *_ = prf(y, [s >= t for s in scores])
            cells.append(f"{p:.3f} / {r_:.3f} / {f:.3f}")
        print(f"| {t} | {cells[0]} | {cells[1]} |")
    return fold, models


# ----------------------------------------------------------------------------- end effect
def _pct(a: int, b: int) -> str:
    return f"{a / b:.3f} ({a}/{b})" if b else "n/a"


def _key(path: Path) -> str:
    """The dataset's ``file`` of a shared page (``pages/x.html.gz``, ``de/y.html.gz``)."""
    return f"{path.parent.name}/{path.name}"


def run_end(
    rows: list[dict[str, Any]],
    fold: list[int],
    models: list[fasttext_model.FastTextClassifier],
    cache: Path | None,
    threshold: float,
) -> None:
    from comspider.classify.section_rules import StructuralSectionScorer, select_sections
    from comspider.extraction.dom import normalise_ws, parse_html, text_of
    from comspider.extraction.invariants import InvariantSectionFinder
    from comspider_lab.evaluation.record_extraction import (
        field_texts,
        negative_pages,
        positive_pages,
        read_page,
    )
    from comspider_lab.training.section_dataset import contains_any, record_text, rendered_pages

    site_fold: dict[str, int] = {r["site"]: f for r, f in zip(rows, fold, strict=True)}
    oof = [FastTextSectionClassifier(m, threshold) for m in models]
    oof_combined = [CombinedSectionClassifier(c) for c in oof]
    shipped = FastTextSectionClassifier(threshold=threshold)
    shipped_combined = CombinedSectionClassifier(shipped)
    fallback = StructuralSectionScorer()
    finder = InvariantSectionFinder()

    file_site: dict[str, str] = {r["file"]: r["site"] for r in rows}

    def fold_of(file: str) -> int:
        site = file_site.get(file)
        if site is None:
            return 0
        return site_fold.get(site, 0)

    methods: dict[str, Callable[[str], Any]] = {
        f"fastText out of fold (>= {threshold})": lambda n: oof[fold_of(n)],
        f"fastText shipped, in-sample (>= {threshold})": lambda _n: shipped,
        f"combined out of fold (>= {COMBINED_THRESHOLD})": lambda n: oof_combined[fold_of(n)],
        f"combined shipped, in-sample (>= {COMBINED_THRESHOLD})": lambda _n: shipped_combined,
        f"old StructuralSectionScorer (>= {FALLBACK_THRESHOLD})": lambda _n: fallback,
    }
    thresholds = {
        name: (
            FALLBACK_THRESHOLD
            if "Fallback" in name
            else COMBINED_THRESHOLD
            if "combined" in name
            else threshold
        )
        for name in methods
    }

    pages = positive_pages()
    stats: dict[str, defaultdict[str, int]] = {m: defaultdict(int) for m in methods}
    for page in pages:
        root = parse_html(read_page(page.path))
        sections = finder.find_sections(root)
        for m, pick in methods.items():
            scorer = pick(_key(page.path))
            kept = select_sections(sections, scorer, "all")
            t = thresholds[m]
            ranked = sorted(kept, key=lambda s: -(s.comment_score or 0.0))
            best = [ranked[0]] if ranked and (ranked[0].comment_score or 0.0) >= t else []
            above = [s for s in kept if (s.comment_score or 0.0) >= t]
            best_texts = field_texts(best)
            all_texts = field_texts(above)
            st = stats[m]
            for snip in page.snippets:
                s_norm = normalise_ws(snip)
                reach = snip in page.reachable
                st["total"] += 1
                st["reachable"] += reach
                hit_b = any(s_norm in x for x in best_texts)
                hit_a = any(s_norm in x for x in all_texts)
                st["best"] += hit_b and reach
                st["all"] += hit_a and reach
            st["pages_hit"] += bool(best)
    negatives = negative_pages()
    for path, _reason in negatives:
        root = parse_html(read_page(path))
        sections = finder.find_sections(root)
        for m, pick in methods.items():
            kept = select_sections(sections, pick(_key(path)), "all")
            stats[m]["fp_pages"] += any((s.comment_score or 0.0) >= thresholds[m] for s in kept)
    print(
        f"\n### End effect on the shared pages ({len(pages)} pages with comment snippets, "
        f"{len(negatives)} comment-free pages)\n"
    )
    print(
        "| section classifier | reachable snippets, best section | reachable snippets, all sections "
        "over the threshold | comment-free pages with a section |"
    )
    print("|---|---|---|---|")
    for m in methods:
        st = stats[m]
        print(
            f"| {m} | {_pct(st['best'], st['reachable'])} | {_pct(st['all'], st['reachable'])} | "
            f"{_pct(st['fp_pages'], len(negatives))} |"
        )

    if cache is None:
        return
    print("\n### Rendered widgets: does the comment section pass the threshold?\n")
    print(
        "| source | method | pages with comments | comment section passes | lowest best-positive score "
        "| pages where a non-comment section passes |"
    )
    print("|---|---|---|---|---|---|")
    by_page: dict[tuple[str, str], list[Any]] = defaultdict(list)
    for rendered in rendered_pages(cache):
        by_page[(rendered.source, rendered.file)].append(rendered)
    for source in ("offline_web", "isso"):
        for m, pick in methods.items():
            n = passed = fp_pages = 0
            lowest = 1.0
            for (src, file), frames in sorted(by_page.items()):
                if src != source:
                    continue
                scorer = pick(file)
                best_pos = 0.0
                any_pos = False
                neg_pass = False
                for page in frames:
                    root = parse_html(page.html)
                    chars = len(text_of(root))
                    for s in finder.find_sections(root):
                        if not s.records:
                            continue
                        score = float(scorer.score(s))
                        if page.needles and contains_any(record_text(s, chars), page.needles):
                            any_pos = True
                            best_pos = max(best_pos, score)
                        elif score >= thresholds[m]:
                            neg_pass = True
                if any_pos:
                    n += 1
                    passed += best_pos >= thresholds[m]
                    lowest = min(lowest, best_pos)
                fp_pages += neg_pass
            print(f"| {source} | {m} | {n} | {_pct(passed, n)} | {lowest:.3f} | {fp_pages} |")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="evaluate sections", description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--part", choices=("all", "cv", "end"), default="all")
    parser.add_argument("--data", type=Path, default=DATASET)
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--threshold", type=float, default=DEFAULT_THRESHOLD)
    parser.add_argument(
        "--cache",
        type=Path,
        default=None,
        help="rendered offline-web and Isso pages (section_dataset collect)",
    )
    args = parser.parse_args(argv)
    rows = read_rows(args.data)
    fold, models = run_cv(rows, args.folds)
    if args.part in ("all", "end"):
        run_end(rows, fold, models, args.cache, args.threshold)
    return 0
