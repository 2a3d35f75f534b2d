"""Packages for setuptools (the rest of the metadata lives in pyproject.toml).

The trained models live in the repository's top-level models/ folder and install as the
package ``comspider_models``, which find_packages cannot discover by itself. scrapyd-deploy
also builds its egg through this file.
"""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["comspider", "comspider.*"]), "comspider_models"],
    package_dir={"comspider_models": "models"},
)
