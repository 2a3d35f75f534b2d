"""Running another checkout's crawler in a child process, for a before / after table
(``--tree`` of the benchmarks that start `python -m comspider`)."""

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
