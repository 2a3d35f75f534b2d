"""No setting restated in a signature: a knob's value comes from its setting everywhere.

Every ``COMSPIDER_*`` default is written once, in settings.py (tests/test_settings.py), and
read once into the components' typed configs in ``from_crawler``. A function parameter
that stands for a setting (named like it, without the prefix and lowercased, or one of
the synonyms below) therefore never has a default of its own:

- in the crawl-time stages (browser/, interaction/) it has none at all: the caller passes
  the crawl's value, so a forgotten argument is an error, not a silently different bound
  (the snapshots once read 30 frames whatever COMSPIDER_MAX_FRAMES said);
- elsewhere (library calls of the offline extraction and the lab) its default may only be
  None or the setting's own value read from comspider.settings, never a literal.
"""

from __future__ import annotations

import ast
from pathlib import Path

import comspider
from comspider import settings
from comspider.renamed_settings import RENAMED

PACKAGE = Path(comspider.__file__).parent
SETTINGS = {
    name.removeprefix("COMSPIDER_").lower(): value
    for name, value in vars(settings).items()
    if name.startswith("COMSPIDER_") and name not in RENAMED  # an old name is its new one's
}
CRAWL_TIME = ("browser", "interaction")
# Parameters named otherwise than their setting: (module under comspider/ or "" for any,
# parameter) -> setting (without the prefix, lowercased).
SYNONYMS = {
    ("", "grace"): "interaction_grace",
    ("", "offsite_min_score"): "click_offsite_min_score",
    ("", "rescue"): "click_rescue",
    ("", "collect_limit"): "max_clickables",
    ("", "max_chars"): "max_dom_chars",
    ("", "ft"): "pattern_min_occurrences",  # the paper's F_t and F_s
    ("", "fs"): "pattern_min_nodes",
    ("", "codes"): "extraction_codes",
    ("", "named"): "named_records",
    ("", "bylines"): "byline_records",
    ("interaction.ranking", "limit"): "max_clicks",
    ("interaction.clickables", "limit"): "max_clickables",
    ("browser.site_gate", "ttl"): "site_lease_seconds",
    ("browser.site_gate", "poll"): "site_gate_poll",
    ("browser.site_gate", "max_hold"): "visit_timeout",
    ("browser.autoconsent", "wait"): "autoconsent_wait",
    ("state", "prefix"): "queue_prefix",
    ("state", "synchronous"): "queue_sync",
}
# Known restatements left for later, each with its reason (none left).
KNOWN: set[str] = set()


def _setting_of(module: str, parameter: str) -> str | None:
    if parameter in SETTINGS:
        return parameter
    for (where, name), setting in SYNONYMS.items():
        if name == parameter and (not where or module == where or module.startswith(where + ".")):
            return setting
    return None


def _settings_aliases(tree: ast.Module) -> tuple[set[str], set[str]]:
    """(names the settings module is imported as, module-level names bound to a setting's
    value read from it)."""
    aliases = {
        a.asname or a.name
        for node in tree.body
        if isinstance(node, ast.ImportFrom) and node.module == "comspider"
        for a in node.names
        if a.name == "settings"
    }
    bound = set()
    for node in tree.body:
        target, value = None, None
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target, value = node.targets[0], node.value
        elif isinstance(node, ast.AnnAssign):
            target, value = node.target, node.value
        if isinstance(target, ast.Name) and _reads_setting(value, aliases):
            bound.add(target.id)
    return aliases, bound


def _reads_setting(node: ast.expr | None, aliases: set[str]) -> bool:
    return (
        isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id in aliases
        and node.attr.startswith("COMSPIDER_")
    )


def _restated() -> list[str]:
    trees = {
        ".".join(path.relative_to(PACKAGE).with_suffix("").parts): (path, ast.parse(path.read_text("utf-8")))
        for path in sorted(PACKAGE.rglob("*.py"))
    }
    bound_in = {module: _settings_aliases(tree)[1] for module, (_, tree) in trees.items()}
    found = []
    for module, (path, tree) in trees.items():
        if path.name == "settings.py" or module.split(".")[0] in KNOWN:
            continue
        aliases, bound = _settings_aliases(tree)
        for node in tree.body:  # a setting's value imported from the module that read it
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("comspider."):
                source = bound_in.get(node.module.removeprefix("comspider."), set())
                bound |= {a.asname or a.name for a in node.names if a.name in source}
        crawl_time = module.split(".")[0] in CRAWL_TIME
        for node in ast.walk(tree):
            if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            args = node.args
            positional = args.posonlyargs + args.args
            pairs = list(zip(positional[len(positional) - len(args.defaults) :], args.defaults, strict=True))
            pairs += [(a, d) for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True) if d is not None]
            for arg, default in pairs:
                setting = _setting_of(module, arg.arg)
                if setting is None or (isinstance(default, ast.Constant) and default.value is None):
                    continue
                derived = _reads_setting(default, aliases) or (
                    isinstance(default, ast.Name) and default.id in bound
                )
                if crawl_time or not derived:
                    found.append(
                        f"{path.relative_to(PACKAGE)}:{node.lineno} {node.name}({arg.arg}={ast.unparse(default)}):"
                        f" COMSPIDER_{setting.upper()}"
                    )
    return found


def test_no_setting_is_restated_in_a_signature() -> None:
    found = _restated()
    assert not found, "pass the setting's value (the component's config) instead:\n" + "\n".join(found)


def test_every_synonym_names_a_setting() -> None:
    missing = sorted({s for s in SYNONYMS.values() if s not in SETTINGS})
    assert not missing, missing


def test_the_check_sees_what_it_is_for() -> None:
    """The cases that made the rule: max_frames restated (12, 20, 30), the plan's limit and
    offsite score, the middleware's grace."""
    assert _setting_of("interaction.settle", "max_frames") == "max_frames"
    assert _setting_of("interaction.ranking", "limit") == "max_clicks"
    assert _setting_of("interaction.ranking", "offsite_min_score") == "click_offsite_min_score"
    assert _setting_of("interaction.middleware", "grace") == "interaction_grace"
    assert _setting_of("interaction.locate", "limit") is None  # a cap of its own, no setting
    tree = ast.parse("from comspider import settings as defaults\nX: int = defaults.COMSPIDER_MAX_FRAMES\n")
    assert _settings_aliases(tree) == ({"defaults"}, {"X"})
