"""The blind evaluation set: news pages with real comment systems, small hand-made threads and
look-alike lists, built without reading the crawler's detector code or its tests.

``python -m comspider_lab.blind setup|build|serve|evaluate`` (see README.md beside this file).
"""
