"""The bundled offline news web: the demo's default target and the test bed of comspider.

See ``comspider_lab.offline_web.web.OfflineWeb`` and docs/EVALUATION.md.
"""

from comspider_lab.offline_web.web import OfflineWeb

__all__ = ["OfflineWeb"]
