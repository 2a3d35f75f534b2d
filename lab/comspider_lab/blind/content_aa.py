"""Made-up sites of blind set AA (news sites and blogs of several countries as built in 2008-2026; every name
invented): name, language, direction, tagline, sections and footer links, per case key."""

from __future__ import annotations

from comspider_lab.blind.layout_k import SiteK

# key | name | lang | dir | tagline | sections (comma-separated) | footer: heading: a; b || ...
_ROWS = """
en-a|The Harrowdale Courier|en|ltr|News for the dale since 1881|Home,Towns,Business,Sport,Arts|Sections: Towns; Business; Sport || Courier: Contact; Advertise; Privacy
en-b|Saltmarsh Ledger|en|ltr|The weekly of the estuary villages|Home,Villages,Money,Sport,Food|Sections: Villages; Money; Food || Ledger: About; Subscribe; Privacy
en-c|Northgate Pages|en|ltr|Culture and ideas from the north|Home,Books,Food,Music,Ideas|Read: Books; Food; Music || Us: About; Newsletter; Privacy
de-a|Der Kreisbote am Lenn|de|ltr|Nachrichten aus dem Lenntal|Start,Gemeinden,Wirtschaft,Sport,Kultur|Ressorts: Gemeinden; Wirtschaft; Sport || Verlag: Impressum; Abo; Datenschutz
fr-a|Le Courrier du Vallon|fr|ltr|L'info du vallon et des plateaux|Accueil,Communes,Économie,Sports,Culture|Rubriques: Communes; Économie; Sports || Journal: Contact; Publicité; Confidentialité
es-a|La Voz del Jarama Alto|es|ltr|Noticias de la sierra|Portada,Municipios,Economía,Deportes,Cultura|Secciones: Municipios; Economía; Deportes || Diario: Contacto; Publicidad; Privacidad
it-a|Gazzetta della Bassa Pianura|it|ltr|Il quotidiano della pianura|Home,Comuni,Economia,Sport,Cultura|Sezioni: Comuni; Economia; Sport || Giornale: Redazione; Abbonati; Privacy
nl-a|Het Veenbericht|nl|ltr|Nieuws uit de venen|Home,Dorpen,Economie,Sport,Cultuur|Rubrieken: Dorpen; Economie; Sport || Krant: Contact; Adverteren; Privacy
pt-a|Jornal da Ribeira Funda|pt|ltr|Notícias do concelho|Início,Freguesias,Economia,Desporto,Cultura|Secções: Freguesias; Economia; Desporto || Jornal: Ficha técnica; Publicidade; Privacidade
pl-a|Kurier Nadwarciański|pl|ltr|Wiadomości znad Warty|Start,Gminy,Biznes,Sport,Kultura|Działy: Gminy; Biznes; Sport || Kurier: Redakcja; Reklama; Prywatność
sv-a|Bygdens Röst|sv|ltr|Nyheter från bygden|Start,Orter,Ekonomi,Sport,Kultur|Avdelningar: Orter; Ekonomi; Sport || Tidningen: Kontakt; Annonsera; Integritet
ja-a|山里新報|ja|ltr|谷あいの町の新聞|トップ,地域,経済,スポーツ,文化|分類: 地域; 経済; スポーツ || 会社: 会社概要; 広告; 個人情報
"""

SITES_AA: dict[str, SiteK] = {}
for _line in _ROWS.strip().splitlines():
    _key, _name, _lang, _dir, _tag, _nav, _farm = _line.split("|", 6)
    _farm_t = tuple(
        (col.split(":", 1)[0].strip(), tuple(x.strip() for x in col.split(":", 1)[1].split(";")))
        for col in _farm.split("||")
    )
    SITES_AA[_key] = SiteK(
        _name, _lang, _tag, tuple(_nav.split(",")), _farm_t, f"© 2025 {_name}", direction=_dir
    )
