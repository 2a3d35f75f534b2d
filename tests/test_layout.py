"""The house rules of the layout, checked by reading the imports of every module.

- The crawler package (comspider) never imports the lab (comspider_lab), its test tools
  or its optional dependencies.
- Data flows one way: sources -> spider -> browser -> interaction -> records -> sections
  -> fields -> annotations (through the pipelines) -> export; only the visit outcome
  returns, to the scheduler, through signals. A stage imports the shared types and helpers
  at the root of the package and the stages it builds on (ALLOWED, each with its reason),
  never one that builds on it; the shared root modules import no stage.
- No import cycle: no module of the crawler imports, however indirectly, a module that
  imports it (imports for type checking and imports inside functions count too).
"""

from __future__ import annotations

import ast
from pathlib import Path

import comspider

PACKAGE = Path(comspider.__file__).parent
LAB_ONLY = (
    "comspider_lab",
    "pytest",
    "pytest_twisted",
    "sklearn",
    "matplotlib",
    "tqdm",
    "jsonschema",
    "isso",
)

# stage -> the stages (sub-packages of comspider) it may import; root modules are shared.
ALLOWED = {
    "sources": set(),
    "spiders": {"sources"},
    # Scrapy's downloader middlewares of ours (network guard, robots.txt, cookies): they
    # wrap Scrapy's own and the root's guard, and know no stage
    "downloadermiddlewares": set(),
    # plumbing: the download handler, Chromium, visits and their bounds; the site gate
    # keeps its leases in the crawl state
    "browser": {"state", "archive"},
    # the method inside the page: it drives the browser's pages, asks the comment detector
    # (record finding and the section decision, on the live DOM; the site wrappers first
    # where a template is known) and keeps the site memory in the crawl state; whether a
    # page's served HTML holds its whole discussion reads the commenting systems' markers
    # (annotate/platform.py: a widget means the browser)
    "interaction": {"browser", "records", "sections", "state", "wrappers", "archive", "annotate"},
    "records": set(),
    "sections": {"records"},  # decides on the record sections records/ found
    "fields": {"records"},  # reads the fields of the records of a comment section
    # each site's templates and their wrappers: records found again without mining, their
    # fields read at the template's slots, kept in the crawl state
    "wrappers": {"records", "fields", "state"},
    "annotate": {"records"},  # article metadata reads the page's DOM
    "pipelines": {"records", "sections", "fields", "annotate", "state", "wrappers", "archive"},
    "export": set(),
    "state": set(),
    "scheduling": {"state"},
    "distributed": {"state", "scheduling"},
    # provenance and replay: the WARC archive of the visits, written through hooks of the
    # browser, the interaction and the pipelines, read back by replay/reextract/annotate;
    # builds on no stage
    "archive": set(),
    # the annotation tool (comspider annotate): recorded snapshots shown for labelling,
    # parsed as the pipelines parse them (records.dom) so a label names the XPath they use
    "labelling": {"archive", "records"},
    "monitoring": set(),  # watches the crawl through signals and the engine, imports no stage
}
# Root modules and the command package compose the stages (entry points): free to import
# any of them.
COMPOSERS = {"cli", "commands", "scrapy_commands", "page_comments", "settings", "__init__", "__main__", "api"}


def _modules_by_name() -> dict[str, Path]:
    out = {}
    for path, name in _modules():
        out[name.removesuffix(".__init__")] = path
    return out


def _imports(path: Path) -> list[tuple[str, str]]:
    """(module imported, how) for every import statement and every dotted class path in a
    string constant (settings name classes by path)."""
    out = []
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.append((node.module, "import"))
        elif isinstance(node, ast.Import):
            out.extend((alias.name, "import") for alias in node.names)
        elif (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and node.value.startswith("comspider.")
            and " " not in node.value
        ):
            out.append((node.value, "string"))
    return out


def _modules() -> list[tuple[Path, str]]:
    return [(p, ".".join(p.relative_to(PACKAGE.parent).with_suffix("").parts)) for p in PACKAGE.rglob("*.py")]


def test_the_crawler_never_imports_the_lab() -> None:
    bad = [
        f"{name} imports {mod}"
        for path, name in _modules()
        for mod, _ in _imports(path)
        if mod.split(".")[0] in LAB_ONLY
    ]
    assert not bad, bad


def test_stages_import_only_earlier_stages_and_shared_types() -> None:
    bad = []
    for path, name in _modules():
        parts = name.split(".")
        if len(parts) < 3 or parts[1] not in ALLOWED:  # a root module
            continue
        stage = parts[1]
        for mod, how in _imports(path):
            target = mod.split(".")
            if target[0] != "comspider" or len(target) < 2:
                continue
            other = target[1]
            if other == stage or other not in ALLOWED:
                if other in COMPOSERS and other not in ("settings",):
                    bad.append(f"{name} imports the composer {mod} ({how})")
                continue
            if other not in ALLOWED[stage]:
                bad.append(f"{name} imports {mod} ({how})")
    assert not bad, "\n".join(bad)


def test_settings_name_only_crawler_classes() -> None:
    from comspider import settings

    names = [
        v
        for k, v in vars(settings).items()
        if k.isupper() and isinstance(v, str) and v.startswith("comspider")
    ]
    assert all(not v.startswith("comspider_lab") for v in names)


def test_shared_root_modules_import_no_stage() -> None:
    bad = [
        f"{name} imports {mod} ({how})"
        for path, name in _modules()
        if name.count(".") == 1 and name.split(".")[1] not in COMPOSERS
        for mod, how in _imports(path)
        if mod.startswith("comspider.") and mod.split(".")[1] in ALLOWED
    ]
    assert not bad, "\n".join(bad)


def test_every_stage_is_in_the_layering() -> None:
    packages = {p.parent.name for p in PACKAGE.glob("*/__init__.py")}
    assert packages <= set(ALLOWED) | COMPOSERS, sorted(packages - set(ALLOWED) - COMPOSERS)


def _module_graph() -> dict[str, set[str]]:
    """module -> the crawler modules it imports (``from pkg import mod`` counts as
    importing ``pkg.mod``; the parent packages every import runs are left out)."""
    modules = _modules_by_name()
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        out: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                subs = {f"{node.module}.{a.name}" for a in node.names} & modules.keys()
                if subs:
                    out |= subs
                if node.module in modules and len(subs) < len(node.names):
                    out.add(node.module)
            elif isinstance(node, ast.Import):
                out |= {a.name for a in node.names if a.name in modules}
        out.discard(name)
        graph[name] = out
    return graph


def test_no_import_cycle() -> None:
    graph = _module_graph()
    cycles: list[list[str]] = []
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                cycles.append([*path[path.index(nxt) :], nxt])
            elif nxt not in state:
                visit(nxt)
        path.pop()
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node)
    assert not cycles, "\n".join(" -> ".join(c) for c in cycles)
