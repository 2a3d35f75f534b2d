"""Made-up sites of blind set CT (small news sites, blogs and club sites of 2010-2013 in ten languages other than
English, one language a page). Every site name, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SiteCT:
    key: str
    name: str
    lang: str
    prefix: str  # the site's own class prefix
    color: str
    motto: str
    menu: tuple[str, ...]
    footer: str


# key | name | lang | prefix | colour | motto | menu | footer
_SITE_ROWS = """
hu-kunsag|Kunsági Hírmondó|hu|kh|#7a1f1f|Független hetilap Félegyháza és környéke számára|Címlap,Helyi hírek,Közélet,Sport,Kultúra,Apróhirdetés|© 2011 Kunsági Hírmondó Lapkiadó Kft. Minden jog fenntartva. Szerkesztőség: 6100 Kiskunfélegyháza, Petőfi tér 4.
tr-akcayurt|Akçayurt Haber|tr|ah|#b3141b|Akçayurt ve ilçelerinin haber portalı|Ana Sayfa,Gündem,Yerel,Spor,Ekonomi,Forum,Künye|Akçayurt Haber © 2010 · Tüm hakları saklıdır · İzinsiz kullanılamaz
el-orini|Ο Αγγελιοφόρος της Ορεινής|el|ao|#1f4e8c|Εβδομαδιαία εφημερίδα της Ορεινής Ναυπακτίας|Αρχική,Ειδήσεις,Κοινωνία,Πολιτισμός,Αθλητικά,Επικοινωνία|© 2012 Ο Αγγελιοφόρος της Ορεινής - Απαγορεύεται η αναδημοσίευση χωρίς άδεια
ro-tarnave|Ecoul Târnavelor|ro|et|#0b5d3b|Cotidian online din Valea Târnavelor|Acasă,Actualitate,Administrație,Social,Sport,Cultură,Mica publicitate|© 2013 Ecoul Târnavelor. Toate drepturile rezervate. Reproducerea materialelor fără acordul redacției este interzisă.
sk-vcelari|Včelári Horného Hrona|sk|vh|#c98a00|Základná organizácia Slovenského zväzu včelárov|Úvod,Novinky,Kalendár prác,Choroby včiel,Predaj medu,Kontakt|ZO SZV Horný Hron · správca stránky: Ing. Pavol Kmeť · posledná aktualizácia 28. 4. 2011
id-pejalan|Catatan Si Pejalan Kaki|id|cp|#2d6a4f|Jalan-jalan murah, makan enak, cerita dari kampung ke kampung|Beranda,Jalan-jalan,Kuliner,Tips Hemat,Tentang Saya|Hak cipta © 2012 Catatan Si Pejalan Kaki. Template oleh temannya teman.
hr-glasnik|Posavski glasnik|hr|pg|#233d6e|Tjednik za Posavinu od 1967.|Naslovnica,Vijesti,Županija,Gospodarstvo,Sport,Kultura|© 2012 Posavski glasnik d.o.o. Sva prava pridržana.
et-aiapidaja|Aiapidaja märkmik|et|am|#55702e|Väike aed Tartumaal ja kõik, mis seal kasvab|Avaleht,Köögiviljad,Lilled,Retseptid,Minust|© 2012 Aiapidaja märkmik · Kõik õigused kaitstud
lt-nevezis|Nevėžio kraštas|lt|nk|#8a3c00|Rajono laikraštis, leidžiamas nuo 1951 metų|Pradžia,Naujienos,Seniūnijose,Sportas,Kultūra,Šeima,Skelbimai|© 2013 UAB „Nevėžio kraštas“. Visos teisės saugomos.
sl-gorice|Goriški vinogradnik|sl|gv|#6b2a5e|Spletni časopis vinorodnih Goric|Domov,Novice,Vinogradništvo,Kmetijstvo,Prireditve,Oglasi|© 2012 Goriški vinogradnik, Zavod za obveščanje. Vse pravice pridržane.
"""

SITES_CT: dict[str, SiteCT] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _l, _p, _c, _m, _menu, _f = _row.split("|")
    SITES_CT[_k] = SiteCT(_k, _n, _l, _p, _c, _m, tuple(_menu.split(",")), _f)
