"""comspider's lab: the bundled offline news web, the evaluations and benchmarks, the
training of the shipped models and their datasets, the page-queue simulator and the demo.

It imports the crawler (:mod:`comspider`); the crawler never imports it. Its commands:
``python -m comspider_lab --help`` (also installed as ``comspider-lab``).
"""
