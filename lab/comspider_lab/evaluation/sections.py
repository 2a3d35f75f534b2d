"""Comment-section classifier: site-grouped cross-validation, look-alikes, end effect, cost.

    python -m comspider_lab evaluate sections [--part all|cv|end|splits|speed] [--folds 5] [--cache DIR] [--data FILE]

``cv``: on ``models/data/sections.jsonl``, folds grouped by site (no site in both train
and test), out-of-fold predictions of
- fastText on character 3-grams of the section's attribute values (the shipped recipe),
- TF-IDF (character 3-grams of the same words) + a linear SVM (scikit-learn),
- a date-string heuristic: positive when dateparser reads a date in at least half of the
  first records (``dates`` column of the dataset),
- the structural rules with the hand-set weights of before (``HAND_WEIGHTS``, >= 0.7),
- the structural rules with learned weights (refitted per fold),
- the shipped combination: a logistic regression on the rules' terms, the evidence of a
  discussion and the fastText score, stacked (per fold, fitted on the training part's own
  out-of-fold fastText scores, so the whole recipe is nested inside the cross-validation),
  and the same on the sections with every name blanked out (what it does on markup that
  names nothing like comments),
with precision, recall and F1 over sections, per source, per look-alike kind (the hard
negatives: how many of each kind pass), and a threshold sweep.

``end``: the crawler's view with each page scored by the fold model that did not see its
site: snippet recall on the trafilatura pages with comment snippets (the best section, as
in the record-extraction evaluation, and the sections the crawler keeps:
``select_sections(..., "accepted")``), the share of comment-free pages
(``negative_pages()``) where a section is kept, the pages where a look-alike is written as
comments (per kind), and whether the comment sections of the offline news web and of Isso
pass (these with the shipped model too).

``splits``: the site-grouped cross-validation of fastText, the learned rules and the
stack repeated over shuffled, stratified site-grouped splits (``--seeds``): the figure of
``cv`` moves by a few points with the fold composition.

``speed``: CPU time of scoring and choosing every section of synthetic pages of 1k-100k
nodes (the features read a sample of records, so the time should not grow with the
comments), and of the whole ``comspider extract`` on a page of ~4,400 comments against a
tiny page, step by step.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from comspider import fasttext_model
from comspider.sections import lookalikes
from comspider.sections.classifier import (
    COMBINED_THRESHOLD,
    DEFAULT_THRESHOLD,
    CombinedSectionClassifier,
    FastTextSectionClassifier,
)
from comspider.sections.rules import (
    HAND_WEIGHTS,
    StructuralSectionScorer,
    Weights,
    blind,
    terms,
)
from comspider_lab.training.section_dataset import DATASET, read_rows
from comspider_lab.training.sections import (
    FASTTEXT_TERM,
    fasttext_scores,
    fit,
    fit_weights,
    out_of_fold_fasttext,
    site_folds,
)

HAND_THRESHOLD = 0.7
RULES_THRESHOLD = 0.5
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
    return site_folds(rows, k)


def fasttext_oof(
    rows: Sequence[dict[str, Any]], fold: Sequence[int], k: int
) -> tuple[list[float], list[fasttext_model.FastTextClassifier]]:
    scores = [0.0] * len(rows)
    models = []
    for f in range(k):
        model = fit([r for r, g in zip(rows, fold, strict=True) if g != f])
        models.append(model)
        test = [i for i, g in enumerate(fold) if g == f]
        for i, p in zip(test, fasttext_scores(model, [rows[i] for i in test]), strict=True):
            scores[i] = p
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


@dataclass(slots=True)
class FoldModels:
    """What each fold trained: fastText, the rules' and the combination's weights."""

    fold: list[int]
    fasttext: list[fasttext_model.FastTextClassifier]
    rules: list[Weights]
    combined: list[Weights]


def run_cv(rows: list[dict[str, Any]], k: int) -> FoldModels:
    fold = folds_of(rows, k)
    y = [r["label"] for r in rows]
    ft, models = fasttext_oof(rows, fold, k)
    svm = svm_oof(rows, fold, k)
    row_terms = [terms(r["structure"]) for r in rows]
    hand = [HAND_WEIGHTS.score(t) for t in row_terms]
    rules_scores = [0.0] * len(rows)
    combined = [0.0] * len(rows)
    blanked = [0.0] * len(rows)  # the same sections with every name blanked out
    rules_w: list[Weights] = []
    comb_w: list[Weights] = []
    for f in range(k):
        train = [r for r, g in zip(rows, fold, strict=True) if g != f]
        rw = fit_weights(train)
        cw = fit_weights(train, out_of_fold_fasttext(train, k - 1))
        rules_w.append(rw)
        comb_w.append(cw)
        for i, g in enumerate(fold):
            if g == f:
                with_ft = {**row_terms[i], FASTTEXT_TERM: ft[i]}
                rules_scores[i] = rw.score(row_terms[i])
                combined[i] = cw.score(with_ft)
                blanked[i] = cw.score(blind(with_ft))
    n_sites = len({r["site"] for r in rows})
    print(
        f"\n### Sections, {k}-fold cross-validation grouped by site ({len(rows)} sections, "
        f"{sum(y)} comment sections, {n_sites} sites)\n"
    )
    print("| method | precision | recall | F1 | TP | FP | FN |")
    print("|---|---|---|---|---|---|---|")
    methods: dict[str, tuple[list[float], float]] = {
        f"fastText, attribute-value 3-grams (threshold {DEFAULT_THRESHOLD})": (ft, DEFAULT_THRESHOLD),
        f"structural rules, hand-set weights of before (>= {HAND_THRESHOLD})": (hand, HAND_THRESHOLD),
        f"structural rules, learned weights (>= {RULES_THRESHOLD})": (rules_scores, RULES_THRESHOLD),
        f"combined (shipped): rules, evidence and fastText, stacked (>= {COMBINED_THRESHOLD})": (
            combined,
            COMBINED_THRESHOLD,
        ),
    }
    print(_row(next(iter(methods)), y, [s >= DEFAULT_THRESHOLD for s in ft]))
    print(_row("TF-IDF 3-grams + linear SVM (decision > 0)", y, [s > 0 for s in svm]))
    print(
        _row(
            f"date strings (dateparser, >= {DATE_THRESHOLD} of the first records)",
            y,
            [(r["dates"] or 0.0) >= DATE_THRESHOLD for r in rows],
        )
    )
    for name, (scores, t) in list(methods.items())[1:]:
        print(_row(name, y, [s >= t for s in scores]))
    print(
        _row(
            f"combined, on the same sections with every name blanked out (>= {COMBINED_THRESHOLD})",
            y,
            [s >= COMBINED_THRESHOLD for s in blanked],
        )
    )

    print("\n### By source (out of fold): fastText / rules (learned) / combined\n")
    print(
        "| source | sections | comment sections | fastText P / R / F1 | rules P / R / F1 | combined P / R / F1 |"
    )
    print("|---|---|---|---|---|---|")
    by: dict[str, list[int]] = defaultdict(list)
    for i, r in enumerate(rows):
        by[r["source"]].append(i)
    shown = [methods[m] for m in methods if not m.startswith("structural rules, hand")]
    for source, idx in sorted(by.items()):
        cells = []
        for scores, t in shown:
            p, r_, f1, _tp, fp, _fn = prf([y[i] for i in idx], [scores[i] >= t for i in idx])
            cells.append(
                f"{p:.3f} / {r_:.3f} / {f1:.3f}"
                if any(y[i] for i in idx)
                else f"no positives; {fp} false positives"
            )
        print(f"| {source} | {len(idx)} | {sum(y[i] for i in idx)} | {' | '.join(cells)} |")

    print("\n### Look-alikes (hard negatives): sections of each kind that pass, out of fold\n")
    print("| kind | sections | pages | " + " | ".join(methods) + " |")
    print("|---|---|---|" + "---|" * len(methods))
    for kind in lookalikes.KINDS:
        idx = [i for i, r in enumerate(rows) if r.get("lookalike") == kind]
        if not idx:
            continue
        pages = len({(rows[i]["file"], rows[i]["frame"]) for i in idx})
        cells = [str(sum(1 for i in idx if scores[i] >= t)) for scores, t in methods.values()]
        print(f"| {kind} | {len(idx)} | {pages} | {' | '.join(cells)} |")

    print("\n### Threshold sweep (out of fold): fastText / rules (learned) / combined\n")
    print("| threshold | fastText P / R / F1 | rules P / R / F1 | combined P / R / F1 |")
    print("|---|---|---|---|")
    for t in (0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9):
        cells = []
        for scores in (ft, rules_scores, combined):
            p, r_, f1, *_ = prf(y, [s >= t for s in scores])
            cells.append(f"{p:.3f} / {r_:.3f} / {f1:.3f}")
        print(f"| {t} | {' | '.join(cells)} |")
    return FoldModels(fold, models, rules_w, comb_w)


# -------------------------------------------------------------------------------- splits
def split_folds(rows: Sequence[dict[str, Any]], k: int, seed: int) -> list[int]:
    """Fold index per row: ``StratifiedGroupKFold`` by site, shuffled with ``seed`` (each
    fold gets about its share of comment sections)."""
    from sklearn.model_selection import StratifiedGroupKFold

    fold = [0] * len(rows)
    splitter = StratifiedGroupKFold(n_splits=k, shuffle=True, random_state=seed)
    for i, (_train, test) in enumerate(
        splitter.split(rows, [r["label"] for r in rows], [r["site"] for r in rows])
    ):
        for j in test:
            fold[j] = i
    return fold


def _oof_fasttext(rows: Sequence[dict[str, Any]], fold: Sequence[int], k: int) -> list[float]:
    out = [0.0] * len(rows)
    for f in range(k):
        model = fit([r for r, g in zip(rows, fold, strict=True) if g != f])
        test = [i for i, g in enumerate(fold) if g == f]
        for i, p in zip(test, fasttext_scores(model, [rows[i] for i in test]), strict=True):
            out[i] = p
    return out


def run_splits(rows: list[dict[str, Any]], k: int, seeds: Sequence[int]) -> None:
    """F1 of fastText, the learned rules and the shipped stack over several site-grouped
    splits (the whole recipe nested in each, as in ``cv``): how much the figure moves with
    the fold composition."""
    y = [r["label"] for r in rows]
    row_terms = [terms(r["structure"]) for r in rows]
    print(f"\n### The same recipes over {len(seeds)} more site-grouped splits ({k} folds, stratified)\n")
    print("| split | fastText P / R / F1 | rules P / R / F1 | combined P / R / F1 |")
    print("|---|---|---|---|")
    for seed in seeds:
        fold = split_folds(rows, k, seed)
        ft = _oof_fasttext(rows, fold, k)
        rules_scores = [0.0] * len(rows)
        combined = [0.0] * len(rows)
        for f in range(k):
            train = [r for r, g in zip(rows, fold, strict=True) if g != f]
            inner = split_folds(train, k - 1, seed)
            rw = fit_weights(train)
            cw = fit_weights(train, _oof_fasttext(train, inner, k - 1))
            for i, g in enumerate(fold):
                if g == f:
                    rules_scores[i] = rw.score(row_terms[i])
                    combined[i] = cw.score({**row_terms[i], FASTTEXT_TERM: ft[i]})
        cells = []
        for scores, t in (
            (ft, DEFAULT_THRESHOLD),
            (rules_scores, RULES_THRESHOLD),
            (combined, COMBINED_THRESHOLD),
        ):
            p, r_, f1, *_ = prf(y, [v >= t for v in scores])
            cells.append(f"{p:.3f} / {r_:.3f} / **{f1:.3f}**")
        print(f"| stratified, seed {seed} | {' | '.join(cells)} |", flush=True)


# ----------------------------------------------------------------------------- end effect
def _pct(a: int, b: int) -> str:
    return f"{a / b:.3f} ({a}/{b})" if b else "n/a"


def _key(path: Path) -> str:
    """The dataset's ``file`` of a shared page (``pages/x.html.gz``, ``de/y.html.gz``)."""
    return f"{path.parent.name}/{path.name}"


def _holds(section: Any, *, chars: int, needles: list[str]) -> bool:
    """Does the section hold one of the page's comment texts (it is a comment section)?"""
    from comspider_lab.training.section_dataset import contains_any, record_text

    return bool(needles) and contains_any(record_text(section, chars), needles)


def run_end(rows: list[dict[str, Any]], trained: FoldModels, cache: Path | None) -> None:
    from comspider.records.dom import normalise_ws, parse_html, text_of
    from comspider.records.invariants import InvariantSectionFinder
    from comspider.sections.rules import select_sections
    from comspider_lab.evaluation.record_extraction import (
        field_texts,
        negative_pages,
        positive_pages,
        read_page,
    )
    from comspider_lab.training.lookalike_labels import Region, find_regions, overlapping_kind, regions_at
    from comspider_lab.training.section_dataset import contains_any, record_text, rendered_pages

    site_fold: dict[str, int] = {r["site"]: f for r, f in zip(rows, trained.fold, strict=True)}
    ft_oof = [FastTextSectionClassifier(m, DEFAULT_THRESHOLD) for m in trained.fasttext]
    rules_oof = [StructuralSectionScorer(w) for w in trained.rules]
    combined_oof = [
        CombinedSectionClassifier(c, r, weights=cw)
        for c, r, cw in zip(ft_oof, rules_oof, trained.combined, strict=True)
    ]
    shipped_ft = FastTextSectionClassifier(threshold=DEFAULT_THRESHOLD)
    shipped = CombinedSectionClassifier(shipped_ft)
    hand = StructuralSectionScorer(HAND_WEIGHTS)
    finder = InvariantSectionFinder()
    file_site: dict[str, str] = {r["file"]: r["site"] for r in rows}

    def fold_of(file: str) -> int:
        site = file_site.get(file)
        return 0 if site is None else site_fold.get(site, 0)

    methods: dict[str, tuple[Callable[[str], Any], float]] = {
        f"fastText out of fold (>= {DEFAULT_THRESHOLD})": (lambda n: ft_oof[fold_of(n)], DEFAULT_THRESHOLD),
        f"fastText shipped, in-sample (>= {DEFAULT_THRESHOLD})": (lambda _n: shipped_ft, DEFAULT_THRESHOLD),
        f"rules, hand-set weights (>= {HAND_THRESHOLD})": (lambda _n: hand, HAND_THRESHOLD),
        f"rules, learned, out of fold (>= {RULES_THRESHOLD})": (
            lambda n: rules_oof[fold_of(n)],
            RULES_THRESHOLD,
        ),
        f"combined out of fold (>= {COMBINED_THRESHOLD})": (
            lambda n: combined_oof[fold_of(n)],
            COMBINED_THRESHOLD,
        ),
        f"combined shipped, in-sample (>= {COMBINED_THRESHOLD})": (lambda _n: shipped, COMBINED_THRESHOLD),
    }
    kinds_seen: dict[str, set[str]] = defaultdict(set)
    kind_fp: dict[str, dict[str, set[str]]] = {m: defaultdict(set) for m in methods}

    def lookalike_fp(
        method: str, page: str, kept: list[Any], regions: list[Region], positive: Callable[[Any], bool]
    ) -> None:
        for region in regions:
            kinds_seen[region.kind].add(page)
        for s in kept:
            kind = overlapping_kind(s, regions)
            if kind is not None and not positive(s):
                kind_fp[method][kind].add(page)

    pages = positive_pages()
    stats: dict[str, defaultdict[str, int]] = {m: defaultdict(int) for m in methods}
    for page in pages:
        root = parse_html(read_page(page.path))
        sections = finder.find_sections(root)
        regions = find_regions(root, _key(page.path))
        chars = len(text_of(root))
        for m, (pick, t) in methods.items():
            scorer = pick(_key(page.path))
            kept = select_sections(sections, scorer, "accepted", t)
            ranked = sorted(kept, key=lambda s: -(s.comment_score or 0.0))
            best_texts = field_texts(ranked[:1])
            all_texts = field_texts(kept)
            st = stats[m]
            for snip in page.snippets:
                s_norm = normalise_ws(snip)
                reach = snip in page.reachable
                st["total"] += 1
                st["reachable"] += reach
                st["best"] += reach and any(s_norm in x for x in best_texts)
                st["all"] += reach and any(s_norm in x for x in all_texts)
                comment = snip in page.reachable_comments
                st["comments"] += comment
                st["comments_all"] += comment and any(s_norm in x for x in all_texts)
            lookalike_fp(
                m,
                _key(page.path),
                kept,
                regions,
                partial(_holds, chars=chars, needles=page.reachable),
            )
    negatives = negative_pages()
    for path, _reason in negatives:
        root = parse_html(read_page(path))
        sections = finder.find_sections(root)
        regions = find_regions(root, _key(path))
        for m, (pick, t) in methods.items():
            kept = select_sections(sections, pick(_key(path)), "accepted", t)
            stats[m]["fp_pages"] += bool(kept)
            lookalike_fp(m, _key(path), kept, regions, lambda _s: False)
    print(
        f"\n### End effect on the shared pages ({len(pages)} pages with comment snippets, "
        f"{len(negatives)} comment-free pages)\n"
    )
    print(
        "| section classifier | reachable snippets, best section | reachable snippets, sections the crawler "
        "keeps | the same, reviewed slips out (`SLIPS`) | comment-free pages with a section |"
    )
    print("|---|---|---|---|---|")
    for m in methods:
        st = stats[m]
        print(
            f"| {m} | {_pct(st['best'], st['reachable'])} | {_pct(st['all'], st['reachable'])} | "
            f"{_pct(st['comments_all'], st['comments'])} | {_pct(st['fp_pages'], len(negatives))} |"
        )

    by_page: dict[tuple[str, str], list[Any]] = defaultdict(list)
    if cache is not None:
        for rendered in rendered_pages(cache):
            by_page[(rendered.source, rendered.file)].append(rendered)
    widget_rows: list[str] = []
    for source in sorted({src for src, _f in by_page}):
        for m, (pick, t) in methods.items():
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
                    sections = finder.find_sections(root)
                    for s in select_sections(sections, scorer, "all", t):
                        if not s.records:
                            continue
                        score = s.comment_score or 0.0
                        if page.needles and contains_any(record_text(s, chars), page.needles):
                            any_pos = True
                            best_pos = max(best_pos, score)
                        elif score >= t:
                            neg_pass = True
                    kept = select_sections(sections, scorer, "accepted", t)
                    regions = regions_at(root, page.lookalikes or [])
                    lookalike_fp(
                        m,
                        f"{file} {page.frame}",
                        kept,
                        regions,
                        partial(_holds, chars=chars, needles=page.needles or []),
                    )
                if any_pos:
                    n += 1
                    passed += best_pos >= t
                    lowest = min(lowest, best_pos)
                fp_pages += neg_pass
            widget_rows.append(f"| {source} | {m} | {n} | {_pct(passed, n)} | {lowest:.3f} | {fp_pages} |")

    print("\n### Look-alikes written as comments: pages per kind (shared pages and rendered pages)\n")
    print("| kind | pages with the look-alike | " + " | ".join(methods) + " |")
    print("|---|---|" + "---|" * len(methods))
    for kind in lookalikes.KINDS:
        if kind in kinds_seen:
            cells = [str(len(kind_fp[m][kind])) for m in methods]
            print(f"| {kind} | {len(kinds_seen[kind])} | {' | '.join(cells)} |")
    for m in methods:
        for kind, found in sorted(kind_fp[m].items()):
            if found:
                print(f"- {m}, {kind}: {', '.join(sorted(found)[:8])}")

    if widget_rows:
        print("\n### Rendered widgets: does the comment section pass the threshold?\n")
        print(
            "| source | method | pages with comments | comment section passes | lowest best-positive score "
            "| pages where a non-comment section passes |"
        )
        print("|---|---|---|---|---|---|")
        print("\n".join(widget_rows))


# ---------------------------------------------------------------------------------- speed
def _cpu(fn: Callable[[], Any], repeat: int) -> tuple[float, Any]:
    """Median CPU seconds of ``repeat`` runs after one untimed warm-up, and the result."""
    result = fn()
    times = []
    for _ in range(repeat):
        started = time.process_time()
        result = fn()
        times.append(time.process_time() - started)
    return statistics.median(times), result


def run_speed(repeat: int) -> None:
    """CPU ms of scoring and choosing the sections of synthetic pages with the shipped
    classifier, and of the whole ``comspider extract`` on a page of ~4,400 comments
    against a tiny page (the issue's budget: at most 0.3 s more)."""
    from datetime import UTC, datetime

    from comspider.page_comments import extract_comments
    from comspider.records.dom import parse_html
    from comspider.records.invariants import find_sections
    from comspider.sections.rules import select_sections
    from comspider.sections.selection import choose_sections
    from comspider_lab.synthetic import news_page, page_with_nodes

    classifier = CombinedSectionClassifier()
    reference = datetime(2024, 5, 1, tzinfo=UTC)
    big = news_page(4400, seed=1, template="flat", boilerplate=14).html
    tiny = news_page(3, seed=1, template="flat").html
    pages = [(f"synthetic {n:,} nodes", page_with_nodes(n, seed=1).html) for n in (1000, 5000, 20000, 100000)]
    pages.append(("4,400 flat comments", big))
    print(f"\n### Section scoring cost (CPU ms, median of {repeat} runs after one warm-up)\n")
    print(
        "| page | nodes | sections | records | scoring all sections | of which fastText | choosing (selection) |"
    )
    print("|---|---|---|---|---|---|---|")
    for name, html in pages:
        root = parse_html(html)
        sections = find_sections(root)
        nodes = sum(1 for _ in root.iter())
        score_t, _ = _cpu(partial(_score_all, classifier.score, sections), repeat)
        ft_t, _ = _cpu(partial(_score_all, classifier.fasttext.score, sections), repeat)
        for s in sections:
            s.comment_score = classifier.score(s)
        choose_t, _ = _cpu(partial(choose_sections, sections, classifier.threshold), repeat)
        print(
            f"| {name} | {nodes:,} | {len(sections)} | {sum(len(s.records) for s in sections):,} | "
            f"{score_t * 1000:.1f} | {ft_t * 1000:.1f} | {choose_t * 1000:.1f} |"
        )

    print(f"\n### The whole of `comspider extract` (extract_comments), CPU ms, median of {repeat} runs\n")
    print("| page | nodes | comments | parse | find_sections | score + choose | fields | whole extract |")
    print("|---|---|---|---|---|---|---|---|")
    rows = []
    for name, html in (("tiny page", tiny), ("4,400 flat comments", big)):
        parse_t, root = _cpu(partial(parse_html, html), repeat)
        find_t, sections = _cpu(partial(find_sections, root), repeat)
        choose_t, chosen = _cpu(partial(select_sections, sections, classifier, "accepted"), repeat)
        fields_t, _ = _cpu(partial(_fields_all, chosen, reference), max(1, repeat // 3))
        whole_t, comments = _cpu(
            partial(extract_comments, html, reference_time=reference, mode="accepted", scorer=classifier),
            max(1, repeat // 3),
        )
        nodes = sum(1 for _ in root.iter())
        rows.append(whole_t)
        print(
            f"| {name} | {nodes:,} | {len(comments):,} | {parse_t * 1000:.1f} | {find_t * 1000:.1f} | "
            f"{choose_t * 1000:.1f} | {fields_t * 1000:.1f} | {whole_t * 1000:.1f} |"
        )
    print(f"\nThe large page costs {(rows[1] - rows[0]) * 1000:.0f} ms more than the tiny one.")


def _score_all(score: Callable[[Any], float], sections: list[Any]) -> list[float]:
    return [score(s) for s in sections]


def _fields_all(sections: list[Any], reference: Any) -> list[Any]:
    from comspider.fields.extractor import comment_fields

    return [comment_fields(s, reference_time=reference) for s in sections]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="evaluate sections", description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--part", choices=("all", "cv", "end", "splits", "speed"), default="all")
    parser.add_argument("--data", type=Path, default=DATASET)
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=9, help="runs per page of --part speed")
    parser.add_argument(
        "--seeds", type=int, nargs="*", default=[1, 2, 3], help="shuffled splits of --part splits (and all)"
    )
    parser.add_argument(
        "--cache",
        type=Path,
        default=None,
        help="rendered offline-web and Isso pages (section_dataset collect)",
    )
    args = parser.parse_args(argv)
    if args.part == "speed":
        run_speed(args.repeat)
        return 0
    rows = read_rows(args.data)
    if args.part == "splits":
        run_splits(rows, args.folds, args.seeds)
        return 0
    trained = run_cv(rows, args.folds)
    if args.part in ("all", "end"):
        run_end(rows, trained, args.cache)
    if args.part == "all":
        run_splits(rows, args.folds, args.seeds)
        run_speed(args.repeat)
    return 0
