"""The outlets of the offline web, one module each (its own template and widget)."""

from __future__ import annotations

from comspider_lab.offline_web.outlets.alpen import Alpen
from comspider_lab.offline_web.outlets.bayview import Bayview
from comspider_lab.offline_web.outlets.cerrado import Cerrado
from comspider_lab.offline_web.outlets.coastline import Coastline
from comspider_lab.offline_web.outlets.corriere import Corriere
from comspider_lab.offline_web.outlets.courrier import Courrier
from comspider_lab.offline_web.outlets.delta import Delta
from comspider_lab.offline_web.outlets.dorfblatt import Dorfblatt
from comspider_lab.offline_web.outlets.faro import Faro
from comspider_lab.offline_web.outlets.harbour import Harbour
from comspider_lab.offline_web.outlets.helvetia import Helvetia
from comspider_lab.offline_web.outlets.kestrel import Kestrel
from comspider_lab.offline_web.outlets.ledger import Ledger
from comspider_lab.offline_web.outlets.minho import Minho
from comspider_lab.offline_web.outlets.pinewood import Pinewood
from comspider_lab.offline_web.outlets.quotidien import Quotidien
from comspider_lab.offline_web.outlets.rheinischer import Rheinischer
from comspider_lab.offline_web.outlets.riverside import Riverside
from comspider_lab.offline_web.outlets.sabah import Sabah
from comspider_lab.offline_web.outlets.seeblatt import Seeblatt
from comspider_lab.offline_web.outlets.shannon import Shannon
from comspider_lab.offline_web.outlets.tejo import Tejo
from comspider_lab.offline_web.outlets.toto import Toto
from comspider_lab.offline_web.outlets.vestnik import Vestnik

OUTLET_CLASSES = [
    Ledger,
    Bayview,
    Rheinischer,
    Alpen,
    Quotidien,
    Faro,
    Corriere,
    Tejo,
    Delta,
    Toto,
    Sabah,
    Vestnik,
    Pinewood,
    Coastline,  # look-alikes of comments, no comments (issue 13)
    Dorfblatt,  # a thread beside a latest-comments sidebar (issues 13, 15)
    # the real web's hard cases (issue 13): shadow roots open and closed, a long thread, paged
    # comments, an article stream, a cross-site frame, a heavy page, a slow lazy widget
    *(Kestrel, Helvetia, Shannon, Riverside, Cerrado, Minho, Courrier, Seeblatt),
    Harbour,  # a redesign mid-crawl: its pages change template after the first few (issue 27)
]
