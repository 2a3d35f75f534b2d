"""Entry-point classifier evaluation: `python -m comspider_lab evaluate clickables [--quick]`.

On ``models/data/clickables.jsonl`` with 10-fold cross-validation grouped by site (no
site in both training and test), as the paper's Table II / Sec. V:

* main table: our fastText model beside the paper's baselines (KeyWords, TF-IDF top-25
  terms + linear SVM) and a stronger TF-IDF (all character 3-grams + linear SVM), on
  all clickables of the dataset and on a balanced, paper-like view (per page: its
  positives and as many of its negatives);
* operating threshold: chosen inside each training fold (inner 5-fold site-grouped CV,
  the highest threshold whose inner out-of-fold recall is >= the target), so the
  reported precision/recall are honest; the shipped threshold is the same rule applied
  to the out-of-fold scores of the whole dataset;
* politeness: per page with an entry point, clicks (in ranked order) until the first
  true entry point, share of the page's clickables clicked, recall@k; negatives were
  sampled, so each row counts with its ``weight`` (how many clickables it stands for);
* ablation (``--ablation``): each feature group removed from / added to the shipped
  set, the fastText parameters one at a time, and the quantisation;
* language hold-out: train without one language, test on it (5 most frequent);
* error listing: the false negatives and the top false positives.

Prints Markdown tables (docs/EVALUATION.md).
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from comspider.interaction import clickable_ranker as ranker
from comspider.interaction.clickable_features import ALL_GROUPS, document, keyword_text, paper_parts
from comspider_lab.training import clickables as training
from comspider_lab.training.clickable_dataset import DATASET_PATH, read_rows

Scores = list[float]


# --------------------------------------------------------------------------- folds
def site_folds(rows: Sequence[dict[str, Any]], k: int = 10, seed: int = 0) -> list[int]:
    """Fold index per row; sites are dealt to folds largest first (balanced sizes)."""
    sizes = Counter(r["site"] for r in rows)
    sites = sorted(sizes, key=lambda s: (-sizes[s], s))
    rng = random.Random(seed)
    load = [0] * k
    fold_of = {}
    for site in sites:
        best = min(range(k), key=lambda f: (load[f], rng.random()))
        fold_of[site] = best
        load[best] += sizes[site]
    return [fold_of[r["site"]] for r in rows]


# --------------------------------------------------------------------------- metrics
def prf(labels: Sequence[int], predicted: Sequence[bool]) -> tuple[float, float, float]:
    tp = sum(1 for y, p in zip(labels, predicted, strict=False) if y and p)
    fp = sum(1 for y, p in zip(labels, predicted, strict=False) if not y and p)
    fn = sum(1 for y, p in zip(labels, predicted, strict=False) if y and not p)
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return precision, recall, f1


def threshold_for_recall(labels: Sequence[int], scores: Scores, target: float) -> float:
    """The highest threshold t such that recall(score >= t) >= target."""
    pos = sorted((s for y, s in zip(labels, scores, strict=False) if y), reverse=True)
    if not pos:
        return 0.5
    need = max(1, math.ceil(target * len(pos)))
    return float(pos[need - 1])


def best_f1(labels: Sequence[int], scores: Scores) -> tuple[float, float]:
    """(best F1 over thresholds, its threshold)."""
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    total_pos = sum(labels)
    tp = fp = 0
    best, best_t = 0.0, 1.0
    for rank, i in enumerate(order):
        if labels[i]:
            tp += 1
        else:
            fp += 1
        if rank + 1 < len(order) and scores[order[rank + 1]] == scores[i]:
            continue
        p, r = tp / (tp + fp), tp / total_pos if total_pos else 0.0
        f = 2 * p * r / (p + r) if p + r else 0.0
        if f > best:
            best, best_t = f, scores[i]
    return best, best_t


def average_precision(labels: Sequence[int], scores: Scores) -> float:
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    total_pos = sum(labels) or 1
    tp, ap = 0, 0.0
    for rank, i in enumerate(order, start=1):
        if labels[i]:
            tp += 1
            ap += tp / rank
    return ap / total_pos


def balanced_indices(rows: Sequence[dict[str, Any]], seed: int = 1) -> list[int]:
    """Per page with an entry point: its positives and as many of its negatives
    (seeded choice): the paper's ClkElmSet pairs one positive with one negative."""
    by_page: dict[tuple[str, str], list[int]] = defaultdict(list)
    for i, r in enumerate(rows):
        by_page[(r["source"], r["file"])].append(i)
    rng = random.Random(seed)
    out = []
    for key in sorted(by_page):
        idx = by_page[key]
        pos = [i for i in idx if rows[i]["label"] == 1]
        neg = [i for i in idx if rows[i]["label"] == 0]
        if not pos:
            continue
        out += pos + rng.sample(neg, min(len(neg), len(pos)))
    return sorted(out)


def politeness(
    rows: Sequence[dict[str, Any]],
    scores: Scores,
    threshold: float | None,
    ks: Sequence[int] = (1, 2, 3, 4, 5),
) -> dict[str, float]:
    """Per page with an entry point: expected clicks until the first positive when
    clicking in score order (ties: half), with the sampled negatives weighted."""
    by_page: dict[tuple[str, str], list[int]] = defaultdict(list)
    for i, r in enumerate(rows):
        by_page[(r["source"], r["file"])].append(i)
    clicks, shares, candidates, cand_shares, sizes = [], [], [], [], []
    for idx in by_page.values():
        pos = [i for i in idx if rows[i]["label"] == 1]
        if not pos:
            continue
        top = max(scores[i] for i in pos)
        ahead = sum(rows[i]["weight"] for i in idx if rows[i]["label"] == 0 and scores[i] > top)
        tied = sum(rows[i]["weight"] for i in idx if rows[i]["label"] == 0 and scores[i] == top)
        n_clicks = 1 + ahead + 0.5 * tied
        total = max(1, rows[idx[0]]["page_clickables"])
        clicks.append(n_clicks)
        shares.append(n_clicks / total)
        sizes.append(total)
        if threshold is not None:
            above = sum(rows[i]["weight"] for i in idx if scores[i] >= threshold)
            candidates.append(above)
            cand_shares.append(above / total)
    n = len(clicks) or 1
    out = {
        "pages": float(len(clicks)),
        "clickables_per_page": sum(sizes) / n,
        "mean_clicks": sum(clicks) / n,
        "median_clicks": sorted(clicks)[len(clicks) // 2] if clicks else 0.0,
        "share_clicked": sum(shares) / n,
    }
    for k in ks:
        out[f"recall@{k}"] = sum(1 for c in clicks if c <= k) / n
    if threshold is not None:
        out["candidates_per_page"] = sum(candidates) / n
        out["share_candidates"] = sum(cand_shares) / n
    return out


# --------------------------------------------------------------------------- methods
def fasttext_scorer(
    groups: Sequence[str] = ranker.FEATURE_GROUPS, quantize: bool = False, **params: Any
) -> Callable[[list[dict], list[dict]], Scores]:
    def run(train: list[dict], test: list[dict]) -> Scores:
        clf = training.fit(train, groups=groups, quantize=quantize, **params)
        return clf.scores([document(r["features"], groups) for r in test])

    return run


def keyword_scorer(text_only: bool) -> Callable[[list[dict], list[dict]], Scores]:
    keywords = ranker.KeywordRanker(text_only=text_only)

    def run(train: list[dict], test: list[dict]) -> Scores:
        return keywords.scores([r["features"] for r in test])

    return run


def tfidf_scorer(variant: str) -> Callable[[list[dict], list[dict]], Scores]:
    """``paper``: word terms of text and attribute values, TF-IDF on the 25 most
    frequent terms, linear SVM. ``char``: all character 3-grams (the paper's
    preprocessing) with TF-IDF and a linear SVM: the strong linear baseline."""
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.svm import LinearSVC

    def text(r: dict) -> str:
        if variant == "paper":
            return " ".join(paper_parts(r["features"])).lower()
        return document(r["features"], ("paper",))

    def run(train: list[dict], test: list[dict]) -> Scores:
        if variant == "paper":
            vec = TfidfVectorizer(max_features=25, token_pattern=r"(?u)[^\W\d_]{2,}")
        else:
            vec = TfidfVectorizer(token_pattern=r"\S+", sublinear_tf=True, min_df=2)
        x = vec.fit_transform([text(r) for r in train])
        y = [r["label"] for r in train]
        svm = LinearSVC(C=1.0, class_weight="balanced", random_state=0, max_iter=5000)
        svm.fit(x, y)
        margins = svm.decision_function(vec.transform([text(r) for r in test]))
        return [1.0 / (1.0 + math.exp(-float(m))) for m in margins]

    return run


def cross_val(
    rows: list[dict], folds: list[int], scorer: Callable[[list[dict], list[dict]], Scores], k: int = 10
) -> Scores:
    scores = [0.0] * len(rows)
    for f in range(k):
        train = [r for r, g in zip(rows, folds, strict=False) if g != f]
        test_idx = [i for i, g in enumerate(folds) if g == f]
        if not test_idx:
            continue
        for i, s in zip(test_idx, scorer(train, [rows[i] for i in test_idx]), strict=False):
            scores[i] = s
    return scores


def nested_thresholds(
    rows: list[dict], folds: list[int], scorer: Callable, target: float, k: int = 10, inner_k: int = 5
) -> list[float]:
    """Per row: the threshold chosen on its training folds only (inner site-grouped CV)."""
    per_fold = {}
    for f in range(k):
        train = [r for r, g in zip(rows, folds, strict=False) if g != f]
        if not train:
            continue
        inner = site_folds(train, inner_k, seed=f + 1)
        inner_scores = cross_val(train, inner, scorer, inner_k)
        per_fold[f] = threshold_for_recall([r["label"] for r in train], inner_scores, target)
    return [per_fold.get(g, 0.5) for g in folds]


# --------------------------------------------------------------------------- report
def _row(name: str, labels: Sequence[int], scores: Scores, threshold: float | Sequence[float]) -> str:
    ts = threshold if isinstance(threshold, Sequence) else [threshold] * len(scores)
    p, r, f = prf(labels, [s >= t for s, t in zip(scores, ts, strict=False)])
    bf, _ = best_f1(labels, scores)
    return f"| {name} | {p:.3f} | {r:.3f} | {f:.3f} | {bf:.3f} | {average_precision(labels, scores):.3f} |"


HEADER = "| method | precision | recall | F1 | best F1 | AP |\n|---|---|---|---|---|---|"


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m comspider_lab evaluate clickables", description=__doc__.splitlines()[0]
    )
    ap.add_argument("--data", type=Path, default=DATASET_PATH)
    ap.add_argument("--target-recall", type=float, default=0.98)
    ap.add_argument("--quick", action="store_true", help="main table only (no ablation, hold-out, nesting)")
    ap.add_argument("--errors", type=int, default=25, help="top false positives to list")
    ap.add_argument(
        "--sources",
        default="fundus,trafilatura",
        help="dataset sources to evaluate on (default: the real pages; add offline_web)",
    )
    ap.add_argument(
        "--ablation",
        action="store_true",
        help="only the ablation and tuning table (feature groups, fastText and quantisation "
        "parameters; about 25 cross-validations, an hour or more)",
    )
    ap.add_argument(
        "--holdout-only", action="store_true", help="only the language hold-out (5 trainings), at --threshold"
    )
    ap.add_argument(
        "--threshold",
        type=float,
        default=ranker.DEFAULT_THRESHOLD,
        help="operating threshold for --holdout-only (the shipped COMSPIDER_CLICK_THRESHOLD)",
    )
    args = ap.parse_args(argv)
    t0 = time.time()
    if args.ablation:
        rows = [r for r in read_rows(args.data) if r["source"] in set(args.sources.split(","))]
        ablation(rows, args.target_recall)
        print(f"\n_{time.time() - t0:.0f} s_")
        return 0
    if args.holdout_only:
        rows = [r for r in read_rows(args.data) if r["source"] in set(args.sources.split(","))]
        language_holdout(rows, args.threshold)
        print(f"\n_{time.time() - t0:.0f} s_")
        return 0
    sources = set(args.sources.split(","))
    rows = [r for r in read_rows(args.data) if r["source"] in sources]
    labels = [r["label"] for r in rows]
    folds = site_folds(rows)
    pos_sites = {r["site"] for r in rows if r["label"]}
    langs = Counter(r["language"] for r in rows if r["label"])
    print(
        f"## Data\n\nSources: {', '.join(sorted(sources))}. {len(rows)} clickables ({sum(labels)} positives) from "
        f"{len({(r['source'], r['file']) for r in rows})} pages of {len({r['site'] for r in rows})} sites; "
        f"{len({(r['source'], r['file']) for r in rows if r['label']})} pages of {len(pos_sites)} sites "
        f"have an entry point; positives by language: "
        + ", ".join(f"{k} {v}" for k, v in langs.most_common())
        + ".\n"
    )

    ours = fasttext_scorer(quantize=True)
    methods: dict[str, Callable] = {
        "fastText, shipped features (ours)": ours,
        "fastText, paper features only": fasttext_scorer(("paper",), quantize=True),
        "TF-IDF top-25 terms + linear SVM (paper's baseline)": tfidf_scorer("paper"),
        "TF-IDF char 3-grams + linear SVM": tfidf_scorer("char"),
        "KeyWords, text (paper's baseline)": keyword_scorer(True),
        "KeyWords, text + attributes": keyword_scorer(False),
    }
    oof: dict[str, Scores] = {}
    for name, scorer in methods.items():
        oof[name] = cross_val(rows, folds, scorer)
    default_t = dict.fromkeys(methods, 0.5)
    for name in methods:
        if name.startswith("KeyWords"):
            default_t[name] = 1.0
    shipped_t = threshold_for_recall(labels, oof["fastText, shipped features (ours)"], args.target_recall)
    nested: list[float] | None = None
    if not args.quick:
        nested = nested_thresholds(rows, folds, ours, args.target_recall)

    print("## Entry-point detection, 10-fold site-grouped cross-validation\n")
    print(
        f"All {len(rows)} clickables. Threshold 0.5 for the classifiers (SVM: margin 0), "
        ">= 1 keyword for KeyWords; best F1 = best over all thresholds (optimistic); "
        "AP = average precision.\n"
    )
    print(HEADER)
    for name in methods:
        print(_row(name, labels, oof[name], default_t[name]))
    ours_scores = oof["fastText, shipped features (ours)"]
    if nested is not None:
        print(
            _row(
                f"fastText (ours) at the nested-CV threshold (recall target {args.target_recall})",
                labels,
                ours_scores,
                nested,
            )
        )
    print(
        _row(
            f"fastText (ours) at the out-of-fold recall-{args.target_recall} threshold {shipped_t:.4f}",
            labels,
            ours_scores,
            shipped_t,
        )
    )
    print(
        _row(
            f"fastText (ours) at the operating threshold {ranker.DEFAULT_THRESHOLD:g} (shipped)",
            labels,
            ours_scores,
            ranker.DEFAULT_THRESHOLD,
        )
    )

    bal = balanced_indices(rows)
    bl = [labels[i] for i in bal]
    print(
        f"\nBalanced, paper-like view ({len(bal)} clickables: per page with an entry point, "
        "its positives and as many random negatives of the page):\n"
    )
    print(HEADER)
    for name in methods:
        print(_row(name, bl, [oof[name][i] for i in bal], default_t[name]))
    if nested is not None:
        print(
            _row(
                "fastText (ours) at the nested-CV threshold",
                bl,
                [ours_scores[i] for i in bal],
                [nested[i] for i in bal],
            )
        )
    print(
        _row(
            f"fastText (ours) at the out-of-fold recall-{args.target_recall} threshold {shipped_t:.4f}",
            bl,
            [ours_scores[i] for i in bal],
            shipped_t,
        )
    )
    print(
        _row(
            f"fastText (ours) at the operating threshold {ranker.DEFAULT_THRESHOLD:g} (shipped)",
            bl,
            [ours_scores[i] for i in bal],
            ranker.DEFAULT_THRESHOLD,
        )
    )

    print("\n## Politeness: clicks in ranked order until the true entry point\n")
    print(
        "Per page with an entry point (sampled negatives weighted back to the page's full "
        "clickable count; ties count half).\n"
    )
    print(
        "| ranking | pages | clickables/page | mean clicks | median | share clicked | "
        "recall@1 | @2 | @3 | @4 | @5 | candidates/page (share) |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for name in methods:
        t = ranker.DEFAULT_THRESHOLD if name.startswith("fastText, shipped") else default_t[name]
        m = politeness(rows, oof[name], t)
        print(
            f"| {name} | {m['pages']:.0f} | {m['clickables_per_page']:.0f} | {m['mean_clicks']:.2f} | "
            f"{m['median_clicks']:.1f} | {m['share_clicked']:.2%} | {m['recall@1']:.3f} | "
            f"{m['recall@2']:.3f} | {m['recall@3']:.3f} | {m['recall@4']:.3f} | {m['recall@5']:.3f} | "
            f"{m['candidates_per_page']:.2f} ({m['share_candidates']:.2%}) |"
        )

    if not args.quick:
        print("\n## Language hold-out (train without the language, test on it)\n")
        print(f"Threshold: the out-of-fold recall-{args.target_recall} threshold {shipped_t:.4f}.\n")
        print(
            "| held-out language | test clickables | positives | precision | recall | F1 | "
            "F1 in the 10-fold CV |\n|---|---|---|---|---|---|---|"
        )
        for lang, _ in langs.most_common(5):
            train = [r for r in rows if r["language"] != lang]
            test_idx = [i for i, r in enumerate(rows) if r["language"] == lang]
            s = ours(train, [rows[i] for i in test_idx])
            tl = [labels[i] for i in test_idx]
            p, r, f = prf(tl, [x >= shipped_t for x in s])
            _, _, f_cv = prf(tl, [ours_scores[i] >= shipped_t for i in test_idx])
            print(f"| {lang} | {len(test_idx)} | {sum(tl)} | {p:.3f} | {r:.3f} | {f:.3f} | {f_cv:.3f} |")

    print(
        f"\n## Errors of fastText (ours) at the out-of-fold recall-{args.target_recall} threshold {shipped_t:.4f}\n"
    )
    fn = [i for i in range(len(rows)) if labels[i] and ours_scores[i] < shipped_t]
    fp = sorted(
        (i for i in range(len(rows)) if not labels[i] and ours_scores[i] >= shipped_t),
        key=lambda i: -ours_scores[i],
    )
    print(f"{len(fn)} false negatives, {len(fp)} false positives.\n")
    print(
        "False negatives:\n\n| score | site | file | tag | text | key attributes |\n|---|---|---|---|---|---|"
    )
    for i in sorted(fn, key=lambda i: ours_scores[i]):
        print(_err_line(rows[i], ours_scores[i]))
    print(
        f"\nTop {args.errors} false positives:\n\n| score | site | file | tag | text | key attributes |"
        "\n|---|---|---|---|---|---|"
    )
    for i in fp[: args.errors]:
        print(_err_line(rows[i], ours_scores[i]))
    print(f"\n_{time.time() - t0:.0f} s_")
    return 0


def ablation_configs() -> list[tuple[str, dict[str, Any]]]:
    """(name, fasttext_scorer arguments): each feature group removed from and added to the
    shipped set, the fastText parameters changed one at a time, and the quantisation."""
    shipped = ranker.FEATURE_GROUPS
    old_groups = ("paper", "tag", "position", "link", "fragment", "shape", "textgrams")
    configs: list[tuple[str, dict[str, Any]]] = [
        ("shipped features and parameters", {}),
        ("paper features only", {"groups": ("paper",)}),
        ("paper features only, wordNgrams 1 (the paper's model)", {"groups": ("paper",), "wordNgrams": 1}),
        ("before the 2026-11 tuning: 7 groups, wordNgrams 1", {"groups": old_groups, "wordNgrams": 1}),
    ]
    for g in shipped:
        if g != "paper":
            configs.append((f"shipped - {g}", {"groups": tuple(x for x in shipped if x != g)}))
    for g in ALL_GROUPS:
        if g not in shipped:
            configs.append((f"shipped + {g}", {"groups": (*shipped, g)}))
    configs += [
        ("wordNgrams 1", {"wordNgrams": 1}),
        ("wordNgrams 2", {"wordNgrams": 2}),
        ("epoch 25", {"epoch": 25}),
        ("dim 64", {"dim": 64}),
        ("loss one-vs-all", {"loss": "ova"}),
        ("positives x8 (instead of x4)", {"positive_repeat": 8}),
        ("minCount 2, 60k buckets", {"minCount": 2, "bucket": 60_000}),
        ("quantised as shipped (60k rows kept, retrained)", {"quantize": True}),
        (
            "quantised, no pruning (4.8 MB)",
            {"quantize": True, "quantize_options": {"cutoff": 0, "retrain": False}},
        ),
        (
            "quantised, minCount 2, 60k buckets, no pruning (1.85 MB)",
            {
                "quantize": True,
                "minCount": 2,
                "bucket": 60_000,
                "quantize_options": {"cutoff": 0, "retrain": False},
            },
        ),
    ]
    return configs


def ablation(rows: list[dict], target_recall: float) -> None:
    """The ablation and tuning table: one site-grouped 10-fold CV per configuration."""
    labels = [r["label"] for r in rows]
    folds = site_folds(rows)
    bal = balanced_indices(rows)
    bl = [labels[i] for i in bal]
    print("## Ablation and tuning (fastText, 10-fold site-grouped CV)\n")
    print(
        f"Shipped: groups {', '.join(ranker.FEATURE_GROUPS)}; {training.FASTTEXT_PARAMS}; positives x"
        f"{training.POSITIVE_REPEAT}; quantised with {training.QUANTIZE_OPTIONS}. Rows change one thing; "
        f"they are not quantised unless they say so. t(R{target_recall}) = the highest threshold whose "
        f"out-of-fold recall on all rows is >= {target_recall}; the balanced (paper-like) P/R/F1 are "
        "at that threshold; best F1 = over all thresholds; full = all rows, F1 at 0.5.\n"
    )
    print(
        f"| configuration | t(R{target_recall}) | bal. P | bal. R | bal. F1 | bal. best F1 | bal. AP | "
        "full F1@0.5 | full AP | recall@1 | mean clicks |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for name, kwargs in ablation_configs():
        kwargs = dict(kwargs)
        groups = kwargs.pop("groups", ranker.FEATURE_GROUPS)
        quantize = kwargs.pop("quantize", False)
        s = cross_val(rows, folds, fasttext_scorer(groups, quantize=quantize, **kwargs))
        t = threshold_for_recall(labels, s, target_recall)
        bs = [s[i] for i in bal]
        p, r, f = prf(bl, [x >= t for x in bs])
        _, _, f5 = prf(labels, [x >= 0.5 for x in s])
        m = politeness(rows, s, None)
        print(
            f"| {name} | {t:.5f} | {p:.3f} | {r:.3f} | {f:.3f} | {best_f1(bl, bs)[0]:.3f} | "
            f"{average_precision(bl, bs):.3f} | {f5:.3f} | {average_precision(labels, s):.3f} | "
            f"{m['recall@1']:.3f} | {m['mean_clicks']:.2f} |",
            flush=True,
        )


def language_holdout(rows: list[dict], threshold: float, top: int = 5) -> None:
    """Train without one language, test on it (the paper's Fig. 10): per-element figures at
    the operating threshold and at 0.5, the balanced paper-like F1, and the politeness of
    the ranking on that language's pages."""
    ours = fasttext_scorer(quantize=True)
    langs = Counter(r["language"] for r in rows if r["label"])
    print("## Language hold-out (train without the language, test on it)\n")
    print(
        f"Operating threshold {threshold:g}; balanced = per page with an entry point, its "
        "positives and as many random negatives (the paper's setting).\n"
    )
    print(
        "| held-out language | test clickables | positives | P@0.5 | R@0.5 | F1@0.5 | "
        f"R@{threshold:g} | balanced F1@{threshold:g} | balanced best F1 | recall@1 | recall@5 | mean clicks |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for lang, _ in langs.most_common(top):
        train = [r for r in rows if r["language"] != lang]
        test = [r for r in rows if r["language"] == lang]
        s = ours(train, test)
        tl = [r["label"] for r in test]
        p5, r5, f5 = prf(tl, [x >= 0.5 for x in s])
        _, rt, _ = prf(tl, [x >= threshold for x in s])
        bal = balanced_indices(test)
        bl = [tl[i] for i in bal]
        _, _, fb = prf(bl, [s[i] >= threshold for i in bal])
        best, _ = best_f1(bl, [s[i] for i in bal])
        m = politeness(test, s, threshold)
        print(
            f"| {lang} | {len(test)} | {sum(tl)} | {p5:.3f} | {r5:.3f} | {f5:.3f} | {rt:.3f} | "
            f"{fb:.3f} | {best:.3f} | {m['recall@1']:.3f} | {m['recall@5']:.3f} | {m['mean_clicks']:.2f} |"
        )


def _err_line(row: dict, score: float) -> str:
    f = row["features"]
    attrs = f.get("attrs") or {}
    key = " ".join(f"{k}={str(attrs[k])[:40]}" for k in ("id", "class", "href") if k in attrs)
    if not key and f.get("href"):
        key = f"href={f['href'][-40:]}"
    text = (f.get("text") or "")[:50].replace("|", "/")
    return (
        f"| {score:.3f} | {row['site']} | {row['file'][-40:]} | {f.get('tag')} | {text} | "
        f"{key.replace('|', '/')[:90]} |"
    )


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))


__all__ = ["keyword_text", "main", "politeness", "prf", "site_folds", "threshold_for_recall"]
