"""Crawl the blind set with a checkout's ``comspider`` and score the comment records per case.

Scores (per case):
- token precision, recall and F1 of everything extracted (author + text of each comment) against
  the truth (author + text of each expected comment): bags of lowercase word tokens, multiset
  intersection. Scripts without spaces (Japanese kana and kanji, Chinese) count one token per
  character;
- thread structure: extracted comments are matched one-to-one to expected ones (greedy, by the
  token F1 of their texts, at least 0.5); a matched expected comment has the right parent when
  its extracted parent_id is the comment matched to its expected parent (or null at top level);
- false comments: extracted comments matched to no expected comment (on a look-alike page: all).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from comspider_lab.blind.model import Case
from comspider_lab.blind.services import Stack, log
from comspider_lab.evaluation._checkout import link_models

_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]")
_WORD = re.compile(r"[^\W_]+")


def tokens(text: str | None) -> list[str]:
    out: list[str] = []
    for word in _WORD.findall((text or "").lower()):
        if _CJK.search(word):
            buf = ""
            for ch in word:
                if _CJK.match(ch):
                    if buf:
                        out.append(buf)
                        buf = ""
                    out.append(ch)
                else:
                    buf += ch
            if buf:
                out.append(buf)
        else:
            out.append(word)
    return out


def prf(extracted: Counter[str], truth: Counter[str]) -> tuple[float, float, float]:
    inter = sum((extracted & truth).values())
    p = inter / sum(extracted.values()) if extracted else (1.0 if not truth else 0.0)
    r = inter / sum(truth.values()) if truth else 1.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return p, r, f


@dataclass
class Extracted:
    author: str | None
    text: str
    comment_id: str | None
    parent_id: str | None


@dataclass
class Score:
    case: str
    kind: str
    system: str | None
    language: str
    reveal: str
    expected: int
    found: int
    matched: int
    precision: float | None
    recall: float | None
    f1: float | None
    parents_ok: int
    structure_ok: bool | None
    false_comments: int
    visit: str = ""
    notes: list[str] = field(default_factory=list)


def score_case(case: Case, found: list[Extracted]) -> Score:
    truth_bag: Counter[str] = Counter()
    for c in case.comments:
        truth_bag.update(tokens(c.author) + tokens(c.text))
    found_bag: Counter[str] = Counter()
    for e in found:
        found_bag.update(tokens(e.author) + tokens(e.text))
    # one-to-one matching of comments by their texts' token F1
    pairs: list[tuple[float, int, int]] = []
    for ti, c in enumerate(case.comments):
        tc = Counter(tokens(c.text))
        for ei, e in enumerate(found):
            f = prf(Counter(tokens(e.text)), tc)[2]
            if f >= 0.5:
                pairs.append((f, ti, ei))
    t_to_e: dict[int, int] = {}
    e_to_t: dict[int, int] = {}
    for _f, ti, ei in sorted(pairs, reverse=True):
        if ti not in t_to_e and ei not in e_to_t:
            t_to_e[ti] = ei
            e_to_t[ei] = ti
    by_id = {e.comment_id: i for i, e in enumerate(found) if e.comment_id}
    parents_ok = 0
    for ti, ei in t_to_e.items():
        expected_parent = case.comments[ti].parent
        pid = found[ei].parent_id
        if expected_parent is None:
            parents_ok += pid is None
        elif pid is not None and pid in by_id and e_to_t.get(by_id[pid]) == expected_parent:
            parents_ok += 1
    false = len(found) - len(e_to_t)
    if case.comments:
        p, r, f = prf(found_bag, truth_bag)
        return Score(
            case.id,
            case.kind,
            case.system,
            case.language,
            case.reveal,
            len(case.comments),
            len(found),
            len(t_to_e),
            p,
            r,
            f,
            parents_ok,
            parents_ok == len(case.comments) and len(t_to_e) == len(case.comments),
            false,
        )
    return Score(
        case.id,
        case.kind,
        case.system,
        case.language,
        case.reveal,
        0,
        len(found),
        0,
        None,
        None,
        None,
        0,
        None,
        false,
    )


# --------------------------------------------------------------------------- running the crawler


def crawler_command(python: str | None, comspider: str | None) -> list[str]:
    """The ``comspider`` of a checkout: given directly, beside the given python, or this one's."""
    if comspider:
        return [comspider]
    if python:
        beside = Path(python).parent / "comspider"
        return [str(beside)] if beside.exists() else [python, "-m", "comspider"]
    beside = Path(sys.executable).parent / "comspider"
    if beside.exists():
        return [str(beside)]
    found = shutil.which("comspider")
    if not found:
        raise SystemExit("no comspider command: give --python or --comspider")
    return [found]


def crawler_environment(python: str | None, comspider: str | None, workdir: Path) -> dict[str, str]:
    """The environment the crawler runs in. When it is this interpreter's (no ``python`` or
    ``comspider`` given) and a checkout on ``PYTHONPATH`` gives its code (a frozen copy),
    its models come from that checkout too (:func:`link_models`)."""
    env = dict(os.environ)
    if python or comspider:
        return env
    # absolute: the crawl runs in a directory of its own, where "." or "lab" name nothing
    # and the editable install's checkout would be imported instead
    entries = [os.path.abspath(p) for p in env.get("PYTHONPATH", "").split(os.pathsep) if p]
    tree = next((Path(p) for p in entries if (Path(p) / "comspider" / "__init__.py").is_file()), None)
    shim = workdir / "models-shim"
    if tree is None or not link_models(tree, shim):
        if entries:
            env["PYTHONPATH"] = os.pathsep.join(entries)
        return env  # the installed crawler: its models are its own
    env["PYTHONPATH"] = os.pathsep.join([str(shim), *entries])
    return env


def has_crawl_command(cmd: list[str]) -> bool:
    """Releases before `comspider crawl` ran the spider with `scrapy crawl news_comments` only."""
    proc = subprocess.run([*cmd, "crawl", "--help"], capture_output=True, text=True)
    return proc.returncode == 0


def run_crawl(
    cmd: list[str], urls: list[str], workdir: Path, base_env: dict[str, str] | None = None
) -> tuple[list[dict[str, Any]], float]:
    urls_file = workdir / "urls.txt"
    urls_file.write_text("\n".join(urls) + "\n")
    out = workdir / "records.jsonl"
    logfile = workdir / "crawl.log"
    for old in (out, logfile):  # the crawl appends to its output: start each evaluation afresh
        old.unlink(missing_ok=True)
    state_dir = Path(tempfile.mkdtemp(prefix="cwd-", dir=workdir))  # no crawl state from an earlier run
    settings = ["-s", "COMSPIDER_ALLOW_PRIVATE_NETWORKS=true", "-s", "COMSPIDER_BACKEND=memory"]
    env = {**(base_env or os.environ), "COMSPIDER_ALLOW_PRIVATE_NETWORKS": "true"}
    if has_crawl_command(cmd):
        full = [
            *cmd,
            "crawl",
            "--urls-file",
            str(urls_file),
            "--output",
            str(out),
            "--schedule",
            "immediate",
            "--log-file",
            str(logfile),
            *settings,
        ]
    else:
        scrapy = Path(cmd[0]).parent / "scrapy"  # beside the comspider command or the python
        full = [
            str(scrapy),
            "crawl",
            "news_comments",
            "-a",
            f"urls_file={urls_file}",
            "-a",
            "schedule=immediate",
            "-o",
            str(out),
            "-s",
            f"LOG_FILE={logfile}",
            *settings,
        ]
        env["SCRAPY_SETTINGS_MODULE"] = "comspider.settings"
    log("$ " + " ".join(full))
    started = time.monotonic()
    proc = subprocess.run(full, cwd=state_dir, env=env)
    seconds = time.monotonic() - started
    if proc.returncode != 0:
        tail = logfile.read_text(errors="replace")[-3000:] if logfile.exists() else ""
        raise SystemExit(f"the crawl failed with status {proc.returncode}; end of its log:\n{tail}")
    records = (
        [json.loads(line) for line in out.read_text().splitlines() if line.strip()] if out.exists() else []
    )
    return records, seconds


def run_extract(
    cmd: list[str], stack: Stack, cases: list[Case], workdir: Path, env: dict[str, str] | None = None
) -> dict[str, list[dict[str, Any]]]:
    """``comspider extract`` on each static case's page as served (fetched from the running services)."""
    lines: dict[str, list[dict[str, Any]]] = {}
    for case in cases:
        url = stack.url(case)
        # a path in another script ("/동네/247") is sent percent-encoded, as a browser sends it
        with urllib.request.urlopen(urllib.parse.quote(url, safe=":/?&=#%"), timeout=60) as resp:
            page = workdir / f"{case.id}.html"
            page.write_bytes(resp.read())
        proc = subprocess.run(
            [*cmd, "extract", "--url", url, str(page)], capture_output=True, text=True, env=env
        )
        if proc.returncode != 0:
            raise SystemExit(f"comspider extract failed on {case.id}: {proc.stderr[-2000:]}")
        lines[case.id] = [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]
    return lines


# --------------------------------------------------------------------------- assigning records to cases


def _key(url: str) -> str:
    parts = urllib.parse.urlsplit(url)
    return f"{parts.netloc}{parts.path}"


def assign(
    records: list[dict[str, Any]], stack: Stack, cases: list[Case]
) -> tuple[dict[str, list[dict[str, Any]]], list[dict[str, Any]]]:
    owners: dict[str, str] = {}
    for case in cases:
        owners[_key(stack.url(case))] = case.id
        if case.comments_page:
            owners[_key(stack.base(case.server) + case.comments_page)] = case.id
    by_case: dict[str, list[dict[str, Any]]] = {c.id: [] for c in cases}
    stray: list[dict[str, Any]] = []
    for rec in records:
        url = rec.get("article_url") if record_type(rec) == "comment" else rec.get("url")
        owner = owners.get(_key(url or ""))
        if owner is None:
            stray.append(rec)
        else:
            by_case[owner].append(rec)
    return by_case, stray


def record_type(rec: dict[str, Any]) -> str:
    """`type` since schema 2; before it, a comment is the record with a comment_id."""
    return str(rec.get("type") or ("comment" if "comment_id" in rec else "visit"))


def to_extracted(records: list[dict[str, Any]]) -> list[Extracted]:
    return [
        Extracted(r.get("author"), r.get("text") or "", r.get("comment_id"), r.get("parent_id"))
        for r in records
        if record_type(r) == "comment"
    ]


def visit_summary(records: list[dict[str, Any]]) -> str:
    visits = [r for r in records if record_type(r) == "visit"]
    if not visits:
        return "no visit"
    v = visits[-1]
    text = f"{v.get('outcome')}, {v.get('clicks', 0)} clicks"
    for key, name in (("expansions", "expansions"), ("comment_pages", "comment pages")):
        if v.get(key):
            text += f", {v[key]} {name}"
    text += f", {v.get('seconds') or 0:.0f} s"
    if v.get("entry_point"):
        text += f", via {str(v['entry_point'])[:40]}"
    if v.get("reason"):
        text += f" ({str(v['reason'])[:60]})"
    return text


# --------------------------------------------------------------------------- report


def _fmt(x: float | None) -> str:
    return "   -" if x is None else f"{x:.2f}"


def table(scores: list[Score], title: str) -> str:
    lines = [title, ""]
    head = f"{'case':34} {'kind':12} {'lang':4} {'reveal':18} {'exp':>3} {'got':>3} {'P':>5} {'R':>5} {'F1':>5} {'parents':>7} {'false':>5}  visit"
    lines += [head, "-" * len(head)]
    for s in scores:
        parents = f"{s.parents_ok}/{s.expected}" if s.expected else "-"
        lines.append(
            f"{s.case:34} {s.kind:12} {s.language:4} {s.reveal:18} {s.expected:>3} {s.found:>3} "
            f"{_fmt(s.precision):>5} {_fmt(s.recall):>5} {_fmt(s.f1):>5} {parents:>7} {s.false_comments:>5}  {s.visit}"
        )
    return "\n".join(lines)


def summary(scores: list[Score]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    groups: dict[str, list[Score]] = {"all": scores}
    for kind in ("real_system", "small_thread", "discussion", "revealed", "lookalike", "mixed"):
        groups[kind] = [s for s in scores if s.kind == kind]
    for name, group in groups.items():
        if not group:
            continue
        with_comments = [s for s in group if s.expected]
        lookalike = [s for s in group if not s.expected]
        entry: dict[str, Any] = {"cases": len(group)}
        if with_comments:
            entry["cases_with_comments"] = len(with_comments)
            entry["mean_f1"] = round(sum(s.f1 or 0.0 for s in with_comments) / len(with_comments), 3)
            entry["mean_precision"] = round(
                sum(s.precision or 0.0 for s in with_comments) / len(with_comments), 3
            )
            entry["mean_recall"] = round(sum(s.recall or 0.0 for s in with_comments) / len(with_comments), 3)
            entry["found_nothing"] = sum(1 for s in with_comments if s.found == 0)
            entry["structure_ok"] = sum(1 for s in with_comments if s.structure_ok)
            entry["false_comments_beside_threads"] = sum(s.false_comments for s in with_comments)
        if lookalike:
            entry["lookalike_pages"] = len(lookalike)
            entry["lookalike_pages_with_false_comments"] = sum(1 for s in lookalike if s.false_comments)
            entry["false_comments_on_lookalike_pages"] = sum(s.false_comments for s in lookalike)
        entry["false_comments"] = sum(s.false_comments for s in group)
        out[name] = entry
    return out


def summary_text(summ: dict[str, Any]) -> str:
    lines = ["", "summary"]
    for name, e in summ.items():
        parts = [f"{e['cases']} cases"]
        if "mean_f1" in e:
            parts.append(
                f"mean F1 {e['mean_f1']:.3f} (P {e['mean_precision']:.3f}, R {e['mean_recall']:.3f}) over "
                f"{e['cases_with_comments']} with comments, {e['found_nothing']} found nothing, "
                f"structure right {e['structure_ok']}/{e['cases_with_comments']}"
            )
        if "lookalike_pages" in e:
            parts.append(
                f"look-alike pages with false comments {e['lookalike_pages_with_false_comments']}/{e['lookalike_pages']}"
            )
        parts.append(f"false comments {e['false_comments']}")
        lines.append(f"  {name:13} " + "; ".join(parts))
    return "\n".join(lines)


def evaluate(
    python: str | None = None,
    comspider: str | None = None,
    only: list[str] | None = None,
    extract: bool = False,
    results: Path | None = None,
    keep: Path | None = None,
    set_name: str = "a",
) -> dict[str, Any]:
    cmd = crawler_command(python, comspider)
    workdir = keep or Path(tempfile.mkdtemp(prefix="comspider-blind-eval-"))
    workdir.mkdir(parents=True, exist_ok=True)
    env = crawler_environment(python, comspider, workdir)
    report: dict[str, Any] = {"crawler": cmd, "set": set_name, "pythonpath": env.get("PYTHONPATH", "")}
    with Stack(set_name=set_name) as stack:
        cases = [c for c in stack.cases if not only or c.id in only]
        if extract:
            chosen = [c for c in cases if c.static or c.kind == "lookalike"]
            lines = run_extract(cmd, stack, chosen, workdir, env)
            scores = []
            for case in chosen:
                s = score_case(
                    case,
                    [
                        Extracted(
                            d.get("author"), d.get("text") or "", d.get("comment_id"), d.get("parent_id")
                        )
                        for d in lines[case.id]
                    ],
                )
                s.visit = "comspider extract"
                scores.append(s)
            mode = "comspider extract (static HTML as served, no browser)"
        else:
            records, seconds = run_crawl(cmd, [stack.url(c) for c in cases], workdir, env)
            by_case, stray = assign(records, stack, cases)
            scores = []
            for case in cases:
                s = score_case(case, to_extracted(by_case[case.id]))
                s.visit = visit_summary(by_case[case.id])
                scores.append(s)
            mode = f"comspider crawl (Chromium), {len(cases)} pages in {seconds:.0f} s"
            report["stray_records"] = len(stray)
            report["crawl_seconds"] = round(seconds, 1)
    summ = summary(scores)
    print(table(scores, f"blind set {set_name.upper()}: {mode}; crawler {' '.join(cmd)}"))
    print(summary_text(summ))
    report.update(mode=mode, scores=[asdict(s) for s in scores], summary=summ, workdir=str(workdir))
    if results:
        results.parent.mkdir(parents=True, exist_ok=True)
        results.write_text(json.dumps(report, ensure_ascii=False, indent=1) + "\n")
        log(f"results written to {results}")
    if keep is None:
        shutil.rmtree(workdir, ignore_errors=True)
    return report
