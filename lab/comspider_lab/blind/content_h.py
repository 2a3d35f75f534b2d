"""Made-up news sites and blogs of blind set H (2008-2014; all names, places and events invented): their names,
navigation and the sidebar lists every such site carried (categories, archives by month, blogrolls, tags)."""

from __future__ import annotations

from comspider_lab.blind.layout_h import SiteH

# the sidebar headings of the era, per language: categories, archives, links (blogroll), tags, meta
_HEADS: dict[str, tuple[str, str, str, str, str]] = {
    "en": ("Categories", "Archives", "Blogroll", "Tags", "Meta"),
    "de": ("Kategorien", "Archiv", "Blogroll", "Schlagworte", "Meta"),
    "fr": ("Catégories", "Archives", "Liens", "Mots-clés", "Méta"),
    "es": ("Categorías", "Archivo", "Enlaces", "Etiquetas", "Meta"),
    "it": ("Categorie", "Archivio", "Link amici", "Tag", "Meta"),
    "nl": ("Rubrieken", "Archief", "Links", "Trefwoorden", "Service"),
    "pt": ("Secções", "Arquivo", "Ligações", "Etiquetas", "Meta"),
    "ru": ("Рубрики", "Архив", "Друзья", "Метки", "Мета"),
    "pl": ("Kategorie", "Archiwum", "Blogroll", "Tagi", "Meta"),
    "tr": ("Kategoriler", "Arşiv", "Bağlantılar", "Etiketler", "Meta"),
    "sv": ("Kategorier", "Arkiv", "Länkar", "Etiketter", "Meta"),
    "cs": ("Rubriky", "Archiv", "Odkazy", "Štítky", "Meta"),
    "hu": ("Rovatok", "Archívum", "Linkek", "Címkék", "Meta"),
    "el": ("Κατηγορίες", "Αρχείο", "Σύνδεσμοι", "Ετικέτες", "Μέτα"),
    "id": ("Kategori", "Arsip Blog", "Daftar Blog", "Label", "Meta"),
    "vi": ("Chuyên mục", "Lưu trữ", "Liên kết", "Từ khóa", "Tiện ích"),
}

_MONTHS: dict[str, tuple[str, ...]] = {
    "en": ("May 2010", "April 2010", "March 2010", "February 2010", "January 2010", "December 2009"),
    "de": ("März 2010", "Februar 2010", "Januar 2010", "Dezember 2009", "November 2009"),
    "fr": ("mai 2012", "avril 2012", "mars 2012", "février 2012", "janvier 2012"),
    "es": ("mayo 2011", "abril 2011", "marzo 2011", "febrero 2011", "enero 2011"),
    "it": ("maggio 2011", "aprile 2011", "marzo 2011", "febbraio 2011"),
    "nl": ("mei 2010", "april 2010", "maart 2010", "februari 2010"),
    "pt": ("Maio 2011", "Abril 2011", "Março 2011", "Fevereiro 2011"),
    "ru": ("Май 2010", "Апрель 2010", "Март 2010", "Февраль 2010"),
    "pl": ("maj 2012", "kwiecień 2012", "marzec 2012", "luty 2012"),
    "tr": ("Haziran 2013", "Mayıs 2013", "Nisan 2013", "Mart 2013"),
    "sv": ("oktober 2013", "september 2013", "augusti 2013", "juli 2013"),
    "cs": ("květen 2012", "duben 2012", "březen 2012", "únor 2012"),
    "hu": ("2014. február", "2014. január", "2013. december", "2013. november"),
    "el": ("Μάιος 2012", "Απρίλιος 2012", "Μάρτιος 2012", "Φεβρουάριος 2012"),
    "id": ("Juli 2011", "Juni 2011", "Mei 2011", "April 2011"),
    "vi": ("Tháng 9/2012", "Tháng 8/2012", "Tháng 7/2012", "Tháng 6/2012"),
}


def site(
    key: str,
    name: str,
    tagline: str,
    nav: str,
    footer: str,
    cats: str,
    links: str,
    tags: str,
    extra: tuple[tuple[str, tuple[str, ...]], ...] = (),
) -> SiteH:
    """A site with the era's sidebar: categories (with counts), archives by month (with counts), links, tags."""
    lang = key.split("-")[0]
    h_cat, h_arch, h_links, h_tags, _ = _HEADS[lang]
    months = tuple(f"{m}|{7 + 3 * i + len(name) % 5}" for i, m in enumerate(_MONTHS[lang]))
    boxes = (
        *extra,
        (h_cat, tuple(cats.split(";"))),
        (h_arch, months),
        (h_links, tuple(links.split(";"))),
        (h_tags, tuple(tags.split(";"))),
    )
    return SiteH(name, lang, tagline, tuple(nav.split("|")), footer, boxes)
