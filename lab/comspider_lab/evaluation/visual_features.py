"""Do the rendered boxes help the comment-section classifier? An ablation.

    python -m comspider_lab evaluate visual_features [--archive DIR] [--max-articles N]

The offline news web (seed 0, in this process) is crawled with recording on (its 81
articles, as `make demo` does, ``schedule=immediate``), or an archive that such a run
left is read (``--archive``; the web must be the one it recorded: same seed and start).
Every record section of every recorded snapshot is a row, labelled as the section
dataset labels rendered pages (``section_dataset.page_rows``: a section whose records
hold one of the article's true comments at the visit's time is positive), with

- the structural features the classifier's rules are fitted on
  (``StructuralSectionScorer.features``: bylines, dates, sentences, link density, ...);
- the visual features from the boxes recorded at snapshot time (the container's box,
  or for a frame's section its ``<iframe>``'s): top and height as shares of the page
  height, width as a share of the viewport, area as a share of the viewport, shown or
  not, the distance from the article body's end (share of the page height, negative
  above it), below the article or not.

Logistic regression (scikit-learn, standardised features, balanced classes), grouped
5-fold cross-validation by outlet (a site never in its own training folds): precision,
recall, F1 at 0.5 and ROC AUC, structure alone against structure + visual. The shipped
classifier is not changed by this script (the lead decides, docs/EVALUATION.md).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

VISUAL = ("top", "height", "width", "area", "shown", "after_article", "below_article")


def visual_features(box: list[int] | None, boxes: dict[str, Any]) -> dict[str, float]:
    page_h = max(1.0, float((boxes.get("page") or [0, 1])[1]))
    view_w, view_h = (float(v) for v in (boxes.get("viewport") or [1280, 720]))
    if box is None:
        return dict.fromkeys(VISUAL, 0.0)
    _, y, w, h, shown = (float(v) for v in box[:5])
    article = boxes.get("article")
    end = float(article[1] + article[3]) if article else page_h
    return {
        "top": y / page_h,
        "height": h / page_h,
        "width": w / max(1.0, view_w),
        "area": (w * h) / max(1.0, view_w * view_h),
        "shown": shown,
        "after_article": (y - end) / page_h,
        "below_article": 1.0 if y >= end - 1 else 0.0,
    }


def rows_from_archive(archive: Path, truths: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
    from comspider.archive.reader import ArchiveIndex
    from comspider.labelling.pages import indexed_path
    from comspider.records.dom import parse_html
    from comspider.records.invariants import InvariantSectionFinder
    from comspider.sections.rules import StructuralSectionScorer
    from comspider.url_keys import outlet_of
    from comspider_lab.training.section_dataset import Page, page_rows

    index = ArchiveIndex.open(archive)
    finder, fallback = InvariantSectionFinder(), StructuralSectionScorer()
    out = []
    for visit in index.recorded_visits():
        truth = truths.get(visit.url)
        if truth is None or visit.boxes is None or not visit.snapshots:
            continue
        boxes = index.json(visit.boxes)
        by_path = {e[0].lower(): e[1:] for e in boxes.get("elements") or []}
        needles = [c["text"] for c in truth.get("comments") or []] or None
        for snap in visit.snapshots:
            html = index.snapshot(snap).html
            site = outlet_of(visit.url)
            page = Page("offline_web", site, snap.url, snap.url, snap.kind, html, needles)
            root = parse_html(html)
            tree = root.getroottree()
            frame_box = by_path.get((snap.frame_path or "").lower()) if snap.kind == "frame" else None
            if snap.kind not in ("main", "frame"):
                continue  # other documents (comment pages, popups) have no recorded boxes
            for row in page_rows(page, finder, fallback, with_dates=False):
                box = frame_box
                if snap.kind == "main":
                    found = tree.xpath(row["xpath"])
                    box = by_path.get(indexed_path(found[0]).lower()) if found else None
                out.append(
                    {
                        "site": site,
                        "label": row["label"],
                        "structure": row["structure"],
                        "visual": visual_features(box, boxes),
                        "boxed": box is not None,
                    }
                )
    return out


def cross_validate(rows: list[dict[str, Any]], with_visual: bool) -> dict[str, float]:
    import numpy as np
    from sklearn.linear_model import LogisticRegression
    from sklearn.metrics import f1_score, precision_score, recall_score, roc_auc_score
    from sklearn.model_selection import GroupKFold
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import StandardScaler

    names = sorted(rows[0]["structure"])
    x = np.array(
        [
            [r["structure"].get(n, 0.0) for n in names]
            + ([r["visual"][v] for v in VISUAL] if with_visual else [])
            for r in rows
        ]
    )
    y = np.array([r["label"] for r in rows])
    groups = [r["site"] for r in rows]
    scores = np.zeros(len(rows))
    for train, test in GroupKFold(n_splits=5).split(x, y, groups):
        model = make_pipeline(StandardScaler(), LogisticRegression(max_iter=2000, class_weight="balanced"))
        model.fit(x[train], y[train])
        scores[test] = model.predict_proba(x[test])[:, 1]
    predicted = scores >= 0.5
    return {
        "precision": float(precision_score(y, predicted, zero_division=0)),
        "recall": float(recall_score(y, predicted, zero_division=0)),
        "f1": float(f1_score(y, predicted, zero_division=0)),
        "auc": float(roc_auc_score(y, scores)),
    }


def record(archive: Path, max_articles: int | None) -> dict[str, dict[str, Any]]:
    """Crawl the offline web with recording on; the truth of each article at its visit."""
    from datetime import datetime

    from comspider_lab.offline_web import OfflineWeb

    truths: dict[str, dict[str, Any]] = {}
    with OfflineWeb(seed=0) as web, tempfile.TemporaryDirectory(prefix="visual-") as folder:
        urls = web.article_urls()[:max_articles] if max_articles else web.article_urls()
        urls_file = Path(folder) / "urls.txt"
        urls_file.write_text("\n".join(urls) + "\n")
        cmd = [sys.executable, "-m", "scrapy", "crawl", "news_comments", "-a", f"urls_file={urls_file}"]
        cmd += ["-a", "schedule=immediate", "-s", f"COMSPIDER_ARCHIVE_DIR={archive}"]
        cmd += ["-s", "COMSPIDER_ARCHIVE_SCREENSHOTS=false", "-s", "LOG_LEVEL=WARNING"]
        cmd += ["-s", "DOWNLOAD_DELAY=0", "-s", "AUTOTHROTTLE_ENABLED=False", "-s", "CONCURRENT_REQUESTS=8"]
        env = {
            **os.environ,
            "SCRAPY_SETTINGS_MODULE": "comspider.settings",
            "COMSPIDER_ALLOW_PRIVATE_NETWORKS": "true",
        }
        subprocess.run(cmd, cwd=folder, env=env, check=True, stdout=subprocess.DEVNULL)
        from comspider.archive.reader import ArchiveIndex

        for visit in ArchiveIndex.open(archive).recorded_visits():
            at = datetime.fromisoformat(str(visit.summary["visited_at"]))
            for article in web.truth(at)["articles"]:
                if article["url"] == visit.url:
                    truths[visit.url] = article
    (archive / "truth.json").write_text(json.dumps(truths))
    return truths


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m comspider_lab evaluate visual_features")
    parser.add_argument("--archive", type=Path, default=None, help="an archive this script recorded before")
    parser.add_argument("--max-articles", type=int, default=None)
    args = parser.parse_args(argv)
    if args.archive is not None and (args.archive / "truth.json").is_file():
        archive = args.archive
        truths = json.loads((archive / "truth.json").read_text())
    else:
        archive = args.archive or Path(tempfile.mkdtemp(prefix="visual-archive-"))
        truths = record(archive, args.max_articles)
        print(f"archive: {archive}", file=sys.stderr)
    rows = rows_from_archive(archive, truths)
    sites = len({r["site"] for r in rows})
    positives = sum(r["label"] for r in rows)
    boxed = sum(r["boxed"] for r in rows)
    print(f"\n{len(rows)} sections ({positives} comment sections) of {len(truths)} pages, {sites} outlets;")
    print(f"{boxed} with a recorded box; grouped 5-fold CV by outlet, logistic regression\n")
    print("| features | precision | recall | F1 | ROC AUC |")
    print("|---|---|---|---|---|")
    for name, with_visual in (("structure (the rules' features)", False), ("structure + visual", True)):
        s = cross_validate(rows, with_visual)
        print(f"| {name} | {s['precision']:.3f} | {s['recall']:.3f} | {s['f1']:.3f} | {s['auc']:.3f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
