"""Subcommands of `python -m comspider_lab`; see comspider_lab.cli for the module contract."""
