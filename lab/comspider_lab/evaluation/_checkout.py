"""Running another checkout's crawler in a child process, for a before / after table
(``--tree`` of the benchmarks that start `python -m comspider`), and with its own models."""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path


def checkout_environment(tree: Path | None) -> dict[str, str]:
    """This process's environment, with ``tree`` first on PYTHONPATH when given, and its
    models before it (:func:`link_models`, in a directory of the temporary folder named
    for the tree). The child must also run outside any checkout: `python -m` puts its
    working directory first."""
    env = dict(os.environ)
    if tree is not None:
        first = [str(tree)]
        key = hashlib.sha1(str(tree.resolve()).encode()).hexdigest()[:12]
        shim = Path(tempfile.gettempdir()) / "comspider-checkout-models" / key
        if link_models(tree, shim):
            first.insert(0, str(shim))
        env["PYTHONPATH"] = os.pathsep.join([*first, env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
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
