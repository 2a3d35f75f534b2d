"""Running another checkout's crawler in a child process, for a before / after table
(``--tree`` of the benchmarks that start `python -m comspider`), and with its own models."""

from __future__ import annotations

import os
from pathlib import Path


def checkout_environment(tree: Path | None) -> dict[str, str]:
    """This process's environment, with ``tree`` first on PYTHONPATH when given. The child
    must also run outside any checkout: `python -m` puts its working directory first."""
    env = dict(os.environ)
    if tree is not None:
        env["PYTHONPATH"] = os.pathsep.join([str(tree), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    return env


def link_models(tree: Path, shim: Path) -> bool:
    """Make ``shim/comspider_models`` the checkout ``tree``'s ``models/`` (put ``shim`` first
    on the child's PYTHONPATH): the models are the package ``comspider_models``, which an
    editable install maps to the installed checkout's ``models/`` whatever code runs, so
    another checkout's code would otherwise run with this checkout's classifiers. False
    when ``tree`` has no models package."""
    models = tree / "models"
    if not (models / "__init__.py").exists():
        return False
    shim.mkdir(parents=True, exist_ok=True)
    link = shim / "comspider_models"
    if not link.is_symlink():
        link.symlink_to(models.resolve(), target_is_directory=True)
    return True
