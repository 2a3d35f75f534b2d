"""The real web's hard cases in one real crawl (real Chromium, the shipped models): on the
offline news web a comment widget in an open shadow root and one in a closed shadow root
behind a button inside it, a long thread (10 threads per "load more", replies on demand),
WordPress comment pages (newest first, "Older Comments"), an endless stream of articles,
a widget mounted in a cross-site frame by a click, a heavy page with an icon-only button
under carousels, a slow lazy widget; and Isso, a real comment system from PyPI, adopted
into a closed shadow root of a web component.

The crawl writes the interaction log and the DOM snapshots: the checks read what the
interaction exposed, the feeds, and the offline web's truth at each page's visit."""

from __future__ import annotations

import gzip
import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from comspider_lab.evaluation.interaction import document_text
from comspider_lab.evaluation.offline_web import entry_point_correct, score_crawl, truth_at_last_visits

pytestmark = [pytest.mark.browser, pytest.mark.slow]

OUTLETS = ("kestrel", "helvetia", "shannon", "riverside", "cerrado", "minho", "courrier", "seeblatt")

ISSO_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Ferry timetable changes</title>
<meta property="og:site_name" content="Shadow Gazette"></head>
<body><article><h1>Ferry timetable changes</h1>
<p>The ferry company publishes a new timetable for the winter months, with fewer crossings.</p>
<p>Commuters say the early boat matters most to them.</p></article>
<vendor-comments></vendor-comments>
<div id="staging" style="position:absolute;left:-9999px;width:600px">
<section id="isso-thread" data-isso-id="/ferry.html" data-title="Ferry timetable changes"></section></div>
<script>
// The vendor's shell: once Isso has rendered the thread, it moves it into the shell's
// closed shadow root (its CSS stays inside, the page's out). Rendered: a comment in
// #isso-root (the postbox's preview is an .isso-comment too, there before the comments;
// Isso finds #isso-root in the document, so a thread moved before they came stays empty).
customElements.define('vendor-comments', class extends HTMLElement {{
  connectedCallback() {{
    const root = this.attachShadow({{mode: 'closed'}});
    const thread = document.getElementById('isso-thread');
    let timer = null;
    const adopt = new MutationObserver(() => {{
      clearTimeout(timer);
      timer = setTimeout(() => {{
        if (thread.querySelector('#isso-root .isso-comment')) {{ adopt.disconnect(); root.appendChild(thread); }}
      }}, 300);
    }});
    adopt.observe(thread, {{childList: true, subtree: true}});
  }}
}});
</script>
<script data-isso="{isso}/" src="{isso}/js/embed.min.js"></script>
</body></html>"""

ISSO_THREAD = [
    ("Maria", "The early boat is the only one that gets me to work on time.", None),
    ("Jonas", "Fewer crossings in winter were to be expected, sadly.", None),
    ("Ines", "Expected, yes, but the seven o'clock boat should stay.", 1),
    ("Paul", "Has anyone asked the council about the bus connection?", None),
]


def _snapshots(folder: Path) -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {}
    for path in folder.glob("*.json.gz"):
        with gzip.open(path, "rt", encoding="utf-8") as fh:
            data = json.load(fh)
        out[data["url"]] = data["snapshots"]
    return out


def _squash(text: str) -> str:
    return "".join(text.split())


def test_one_crawl_covers_the_hard_cases(offline_web, run_crawl, isso, static_site, tmp_path: Path):
    truth0 = offline_web.truth()
    pages = []
    for outlet in OUTLETS:  # per outlet, the page with the most comments
        arts = [a for a in truth0["articles"] if a["outlet"] == outlet]
        pages.append(max(arts, key=lambda a: len(a["comments"])))
    ids: list[int] = []
    for author, text, parent in ISSO_THREAD:
        ids.append(
            isso.post("/ferry.html", text, author, parent=None if parent is None else ids[parent])["id"]
        )
    isso_url = static_site.write("ferry.html", ISSO_PAGE.format(isso=isso.url))
    urls = [a["url"] for a in pages] + [isso_url]
    urls_file = tmp_path / "urls.txt"
    urls_file.write_text("\n".join(urls) + "\n")
    log_path, snap_dir = tmp_path / "interaction.jsonl", tmp_path / "snapshots"

    result = run_crawl(
        {"urls_file": str(urls_file), "schedule": "immediate"},
        {
            "COMSPIDER_INTERACTION_LOG": str(log_path),
            "COMSPIDER_SNAPSHOT_DIR": str(snap_dir),
            "CONCURRENT_REQUESTS": 8,
        },
        timeout=600,
    )
    end = datetime.now(UTC)
    assert result.returncode == 0, result.log[-3000:]
    assert "Traceback" not in result.log, result.log[-5000:]
    reports = {r["url"]: r for r in map(json.loads, log_path.read_text("utf-8").splitlines())}
    snapshots = _snapshots(snap_dir)
    visits = {v["url"]: v for v in result.visits}
    assert set(reports) == set(urls)

    # every page as it was visited: all its comments, nothing else, parents right
    truth = truth_at_last_visits(offline_web, result.visits, end, [a["url"] for a in pages])
    scores = {p["url"]: p for p in score_crawl(truth, result.comments, result.visits)["pages"]}
    for art in truth["articles"]:
        report, snaps, score = reports[art["url"]], snapshots[art["url"]], scores[art["url"]]
        where = f"{art['outlet']} {art['url']}: {report} {score}"
        assert art["comments"], where
        assert report["error"] is None and score["f1"] == 1.0 and score["parent_accuracy"] == 1.0, where
        assert entry_point_correct(report["entry_point"], art["entry_point"]), where
        assert visits[art["url"]]["truncated"] is False, where  # read whole, within the bounds
        text = _squash(" ".join(document_text(s["html"]) for s in snaps))
        assert all(_squash(c["text"]) in text for c in art["comments"] if not c.get("optional")), where
        sections = {c["section"] for c in result.comments if c["article_url"] == art["url"]}
        outlet = art["outlet"]
        if outlet in ("kestrel", "helvetia"):  # read inside the shadow root, and said so
            assert sections and all(" >> #shadow-root >> " in s for s in sections), (sections, where)
            assert (
                'comspider-shadow-root mode="' + ("open" if outlet == "kestrel" else "closed")
                in snaps[0]["html"]
            )
        if outlet == "helvetia":  # the click was inside the closed root
            assert "/#shadow-root/" in report["entry_point"], where
        if outlet == "shannon":
            assert report["expansions"] >= 20, where
        if outlet == "riverside":  # the two older pages, each once (the newest is the article)
            assert sorted(s["url"].split("/")[-2] for s in snaps if s["kind"] == "comment_page") == [
                "comment-page-1",
                "comment-page-2",
            ], where
        if outlet == "cerrado":  # the next articles were appended, never clicked, never taken
            assert "stream" in report["events"] and report["clicks"] == 1, where
            assert score["found"] == score["correct"], where
        if outlet == "minho":  # the frame the click mounted, from the vendor's site
            assert any(s["kind"] == "frame" and "/embed/thread.html" in s["url"] for s in snaps), where
        if outlet == "courrier":
            assert report["clickables"] >= 250 and report["clicks"] <= 2, where
        if outlet == "seeblatt":
            assert report["entry_point"] == "scroll" and report["clicks"] == 0, where

    # Isso in a closed shadow root: every comment, its author, the reply's parent
    by_text = {c["text"]: c for c in result.comments if c["article_url"] == isso_url}
    assert set(by_text) == {t for _, t, _ in ISSO_THREAD}, (
        list(by_text),
        reports[isso_url],
        visits.get(isso_url),
        [line for line in result.log.splitlines() if "ferry" in line][-20:],
    )
    for author, text, _ in ISSO_THREAD:
        assert by_text[text]["author"] == author
        assert "#shadow-root" in by_text[text]["section"]
    assert by_text[ISSO_THREAD[2][1]]["parent_id"] == by_text[ISSO_THREAD[1][1]]["comment_id"]
    assert not [k for k in result.log.splitlines() if "comspider/browser/truncated" in k]
