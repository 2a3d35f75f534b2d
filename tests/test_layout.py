"""The house rules of the layout, checked by reading the imports of every module.

- The crawler package (comspider) never imports the lab (comspider_lab), its test tools
  or its optional dependencies.
- Data flows one way: sources -> spider -> browser -> extraction/classification (through
  the pipelines) -> export; only the visit outcome returns, to the scheduler, through
  signals. A stage imports shared types at the root of the package, never a later or a
  parallel stage.
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
    "browser": {"state"},
    "extraction": set(),
    "classify": {"extraction"},
    "pipelines": {"extraction", "classify", "state"},
    "export": set(),
    "state": set(),
    "scheduling": {"state"},
    "distributed": {"state", "scheduling"},
    "monitoring": set(),  # watches the crawl through signals and the engine, imports no stage
}
# Root modules and the command package compose the stages (entry points): free to import
# any of them.
COMPOSERS = {"cli", "commands", "scrapy_commands", "page_comments", "settings", "__init__", "__main__", "api"}


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
