"""Language labels for the gold comment snippets of the trafilatura evaluation set
(../shared/data/trafilatura/evaldata.json: 142 pages, 348 snippets), for
``evaluate language_id``.

How they were made (by hand, 2026-11-25): each page's label is the language of its main
text, read from the page's "with" snippets (the article text trafilatura's authors
marked), with ``<html lang>`` as a first guess. The attribute was wrong on 7 of the 142
pages (helge.at, simplyscience.ch, wolfgangschmale.eu, linkedin.com, spontis.de and an
archived dzs-clan.de declare ``en`` on German pages, madame.lefigaro.fr ``en`` on a
French one) and missing on 15 (football.ua, sportowefakty.wp.pl, internet-law.de...). Every snippet then takes its page's label,
except those read one by one and found to be in another language (``SNIPPETS``, e.g. an
English comment under a German article) or to have no language at all (a name, a user
handle, a copyright line, code: ``None``; the identifier should give null for them).
Empty snippets are skipped.
"""

from __future__ import annotations

# page URL -> language of the page's main text (ISO 639-1); pages not listed are "de"
PAGES_NOT_GERMAN: dict[str, str] = {
    "http://thenervousbreakdown.com/": "en",
    "http://www.hearya.com/": "en",
    "http://www.regards.fr/": "fr",
    "https://businessjargons.com/": "en",
    "https://californiaglobe.com/": "en",
    "https://citylimits.org/": "en",
    "https://elavegan.com/": "en",
    "https://en.blog.wordpress.com/": "en",
    "https://flawlessfood.co.uk/": "en",
    "https://football.ua/": "ru",
    "https://german.stackexchange.com/": "en",
    "https://gothamist.com/": "en",
    "https://ladiaria.com.uy/": "es",
    "https://lapresse.tn/": "fr",
    "https://madame.lefigaro.fr/": "fr",
    "https://nymag.com/": "en",
    "https://sportowefakty.wp.pl/": "pl",
    "https://stackoverflow.blog/": "en",
    "https://statisticsglobe.com/": "en",
    "https://vancouversun.com/": "en",
    "https://www.bettycrocker.com/": "en",
    "https://www.clarin.com/": "es",
    "https://www.dailymail.co.uk/": "en",
    "https://www.dalloz-actualite.fr/": "fr",
    "https://www.elnuevodia.com/": "es",
    "https://www.fifplay.com/": "en",
    "https://www.foxyfolksy.com/": "en",
    "https://www.independent.co.uk/": "en",
    "https://www.lopinion.fr/": "fr",
    "https://www.luxuryhaven.co/": "en",
    "https://www.mesopinions.com/": "fr",
    "https://www.miamitodaynews.com/": "en",
    "https://www.pcgamer.com/": "en",
    "https://www.reddit.com/": "en",
    "https://www.royalroad.com/": "en",
    "https://www.tdg.ch/": "fr",
    "https://www.timesofisrael.com/": "en",
    "https://www.tomshardware.com/": "en",
    "https://www.toptal.com/": "en",
    "https://youhadmeatgardening.com/": "en",
}

# snippet text (as in evaldata.json) -> its own language, or None: no language to find
SNIPPETS: dict[str, str | None] = {
    "Daher gebe ich hier -1": "de",  # German under an English Q&A page
    "Mobilcom Debitel has charged me for third party": "en",  # English under a German article
    "Great post, I like your blog": "en",
    "Same here": "en",
    "Prospekt next week": None,  # half German, half English
    "from foo.bar import x, y, z": None,  # code
    "Anonym": None,  # author names and handles
    "Lisa": None,
    "Lena": None,
    "Mayakoenigin": None,
    "LG steinchen71": None,
    "© 2004 - 2020 Volker Pohl": None,
    "Wow,": None,
}


def page_language(url: str) -> str:
    for prefix, language in PAGES_NOT_GERMAN.items():
        if url.startswith(prefix):
            return language
    return "de"


def snippet_language(url: str, snippet: str) -> str | None:
    if snippet in SNIPPETS:
        return SNIPPETS[snippet]
    return page_language(url)
