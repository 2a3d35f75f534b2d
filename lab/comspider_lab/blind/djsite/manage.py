#!/usr/bin/env python
"""The blind set's Django news site (django-comments-xtd), run by comspider_lab.blind.services."""

import os
import sys

if __name__ == "__main__":
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "djsite.settings")
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)
