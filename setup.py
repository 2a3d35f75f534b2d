"""Packages for setuptools (the rest of the metadata lives in pyproject.toml).

The crawler (``comspider``) and its trained models: the models live in the repository's
top-level models/ folder and install as the package ``comspider_models``, which
find_packages cannot discover by itself. The lab (lab/comspider_lab) is a distribution of
its own (lab/pyproject.toml) and is never part of the wheel or the Scrapyd egg, which
scrapyd-deploy builds through this file.
"""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["comspider", "comspider.*"]), "comspider_models"],
    package_dir={"comspider_models": "models"},
)
