"""Tests of comspider.extraction: record invariants, comment fields, the extract command."""
