"""Another checkout's crawler in a child process runs with that checkout's models."""

from __future__ import annotations

import os
from pathlib import Path

from comspider_lab.evaluation._checkout import checkout_environment


def test_a_tree_comes_first_with_its_own_models(tmp_path: Path) -> None:
    tree = tmp_path / "tree"
    (tree / "models").mkdir(parents=True)
    (tree / "models" / "__init__.py").write_text("")
    first, second, *_ = checkout_environment(tree)["PYTHONPATH"].split(os.pathsep)
    assert Path(second) == tree
    # the editable install maps comspider_models to the installed checkout's models/:
    # the shim before the tree makes it the tree's
    assert (Path(first) / "comspider_models").resolve() == (tree / "models").resolve()


def test_a_tree_without_models_is_first_alone(tmp_path: Path) -> None:
    tree = tmp_path / "bare"
    tree.mkdir()
    assert checkout_environment(tree)["PYTHONPATH"].split(os.pathsep)[0] == str(tree)


def test_no_tree_leaves_the_environment() -> None:
    assert checkout_environment(None)["PATH"] == os.environ["PATH"]
