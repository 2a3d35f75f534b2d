"""Subcommands of `python -m comspider`; see comspider.cli for the module contract."""
