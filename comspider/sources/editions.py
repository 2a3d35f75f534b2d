"""Google News editions: the ``hl``, ``gl`` and ``ceid`` query parameters of a feed URL.

Google News serves one *edition* per (country, language) pair it supports. An edition is
addressed by three parameters that do not follow one rule:

- ``gl`` is the country (``DE``);
- ``hl`` is the interface language: ``en-<COUNTRY>`` for the English editions (``en-US``,
  ``en-IN``), a regional tag for a few others (``pt-BR``, ``pt-PT``, ``fr-CA``,
  ``zh-TW``, ``es-419`` for Latin America), the bare language elsewhere (``de``);
- ``ceid`` is ``<COUNTRY>:<language>``, with Google's own language variants for some:
  ``BR:pt-419``, ``PT:pt-150``, ``MX:es-419``, ``US:es-419``, ``TW:zh-Hant``,
  ``HK:zh-Hant``, ``CN:zh-Hans``.

:func:`resolve_edition` turns a user's ``country`` and ``language`` (either may be
missing; ``language`` may carry a region or script, ``pt-BR``, ``zh-Hant``, ``es-419``)
into an :class:`Edition`, from the table :data:`EDITIONS` of the editions Google lists in
its "Language & region" menu, and by the rules above for any other pair (``known`` is then
False: Google answers such URLs with its nearest edition).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import quote


class EditionError(ValueError):
    """A country or language that cannot name a Google News edition."""


@dataclass(frozen=True, slots=True)
class Edition:
    country: str  # ISO 3166-1 alpha-2, upper case: the gl parameter
    language: str  # the plain language, lower case ("pt", "zh", "en")
    hl: str  # "pt-BR"
    ceid: str  # "BR:pt-419"
    known: bool = True  # listed by Google News; False: built by rule

    @property
    def gl(self) -> str:
        return self.country

    @property
    def article_language(self) -> str:
        """The BCP 47 tag for the articles of this edition ("pt-BR", "de", "zh-TW")."""
        return self.hl

    def params(self) -> dict[str, str]:
        return {"hl": self.hl, "gl": self.gl, "ceid": self.ceid}

    def query(self) -> str:
        """``hl=..&gl=..&ceid=..`` as Google writes it (the colon of ceid unescaped)."""
        return "&".join(f"{k}={quote(v, safe=':')}" for k, v in self.params().items())


# country, language, hl, ceid language. Google News' "Language & region" list.
_TABLE = """
US en en-US en | US es es-419 es-419 | GB en en-GB en | AU en en-AU en | CA en en-CA en
CA fr fr-CA fr | IN en en-IN en | IN hi hi hi | IN bn bn bn | IN mr mr mr | IN ta ta ta
IN te te te | IN ml ml ml | IN gu gu gu | IN kn kn kn | IE en en-IE en | NZ en en-NZ en
ZA en en-ZA en | SG en en-SG en | PH en en-PH en | PK en en-PK en | NG en en-NG en
KE en en-KE en | GH en en-GH en | UG en en-UG en | TZ en en-TZ en | ZW en en-ZW en
ZM en en-ZM en | NA en en-NA en | BW en en-BW en | ET en en-ET en | MY en en-MY en
MY ms ms-MY ms | ID id id id | ID en en-ID en | IL he he he | IL en en-IL en
LB ar ar ar | EG ar ar ar | SA ar ar ar | AE ar ar ar | MA fr fr fr | SN fr fr fr
DE de de de | AT de de de | CH de de de | CH fr fr fr | FR fr fr fr | BE fr fr fr
BE nl nl nl | NL nl nl nl | IT it it it | ES es es es | PT pt pt-PT pt-150
BR pt pt-BR pt-419 | MX es es-419 es-419 | AR es es-419 es-419 | CL es es-419 es-419
CO es es-419 es-419 | PE es es-419 es-419 | VE es es-419 es-419 | CU es es-419 es-419
SE sv sv sv | NO no no no | PL pl pl pl | CZ cs cs cs | SK sk sk sk | HU hu hu hu
RO ro ro ro | BG bg bg bg | GR el el el | SI sl sl sl | RS sr sr sr | LV lv lv lv
LT lt lt lt | UA uk uk uk | UA ru ru ru | RU ru ru ru | TR tr tr tr | BD bn bn bn
JP ja ja ja | KR ko ko ko | CN zh zh-CN zh-Hans | TW zh zh-TW zh-Hant
HK zh zh-HK zh-Hant | TH th th th | VN vi vi vi
"""


def _load_table() -> dict[tuple[str, str], Edition]:
    table: dict[tuple[str, str], Edition] = {}
    for entry in _TABLE.replace("\n", "|").split("|"):
        parts = entry.split()
        if not parts:
            continue
        country, language, hl, ceid_language = parts
        table[(country, language)] = Edition(country, language, hl, f"{country}:{ceid_language}")
    return table


#: Every edition Google News lists, by (country, language).
EDITIONS: dict[tuple[str, str], Edition] = _load_table()

# The edition a language alone means (others: its first row in the table).
_LANGUAGE_HOME = {
    "en": "US",
    "es": "ES",
    "pt": "BR",
    "zh": "CN",
    "ar": "EG",
    "fr": "FR",
    "de": "DE",
    "nl": "NL",
    "ru": "RU",
    "bn": "BD",
    "ms": "MY",
}
# The language a country alone means: its first row in the table.
_COUNTRY_HOME: dict[str, str] = {}
for _country, _language in EDITIONS:
    _COUNTRY_HOME.setdefault(_country, _language)
    _LANGUAGE_HOME.setdefault(_language, _country)

_COUNTRY_ALIASES = {"UK": "GB", "EL": "GR"}
_LANGUAGE_ALIASES = {"iw": "he", "in": "id", "nb": "no", "nn": "no", "ji": "yi", "jw": "jv", "fil": "tl"}
# Latin American Spanish / Portuguese: countries whose Spanish is Google's es-419.
_AMERICAS = {
    "AR",
    "BO",
    "BR",
    "CL",
    "CO",
    "CR",
    "CU",
    "DO",
    "EC",
    "GT",
    "HN",
    "MX",
    "NI",
    "PA",
    "PE",
    "PR",
    "PY",
    "SV",
    "US",
    "UY",
    "VE",
}
_HANT_COUNTRIES = {"TW", "HK", "MO"}

_LANGUAGE_RE = re.compile(r"^[a-z]{2,3}(?:-(?:[a-z]{4}|[a-z]{2}|\d{3}))*$")


def normalise_country(country: str) -> str:
    value = country.strip().upper()
    value = _COUNTRY_ALIASES.get(value, value)
    if not re.fullmatch(r"[A-Z]{2}", value):
        raise EditionError(f"country {country!r} is not a two-letter ISO 3166 code (e.g. US, DE, BR)")
    return value


def split_language(language: str) -> tuple[str, str | None, str | None]:
    """``"pt-BR"`` -> ("pt", None, "BR"); ``"zh_Hant"`` -> ("zh", "Hant", None);
    ``"es-419"`` -> ("es", None, "419"). Raises :class:`EditionError` on anything else."""
    value = language.strip().replace("_", "-").lower()
    if not _LANGUAGE_RE.fullmatch(value):
        raise EditionError(f"language {language!r} is not a language code (e.g. en, de, pt-BR, zh-Hant)")
    base, *rest = value.split("-")
    base = _LANGUAGE_ALIASES.get(base, base)
    script = region = None
    for sub in rest:
        if len(sub) == 4 and script is None:
            script = sub.title()
        elif region is None and len(sub) in (2, 3):
            region = sub.upper()
    return base, script, region


def _rule_edition(country: str, base: str, script: str | None, region: str | None) -> Edition:
    """An edition Google does not list, built the way Google builds the ones it lists."""
    if base == "en":
        hl, ceid_language = f"en-{country}", "en"
    elif base == "es" and (region == "419" or country in _AMERICAS):
        hl = ceid_language = "es-419"
    elif base == "pt":
        if region == "BR" or (region is None and country in _AMERICAS):
            hl, ceid_language = "pt-BR", "pt-419"
        else:
            hl, ceid_language = "pt-PT", "pt-150"
    elif base == "zh":
        traditional = script == "Hant" or (
            script is None and (country in _HANT_COUNTRIES or region in _HANT_COUNTRIES)
        )
        hl = (
            f"zh-{country}"
            if country in _HANT_COUNTRIES | {"CN", "SG"}
            else ("zh-TW" if traditional else "zh-CN")
        )
        ceid_language = "zh-Hant" if traditional else "zh-Hans"
    else:
        hl = ceid_language = base
    return Edition(country, base, hl, f"{country}:{ceid_language}", known=False)


def resolve_edition(country: str | None = None, language: str | None = None) -> Edition:
    """The Google News edition for a country and/or a language.

    - neither: the US English edition (``hl=en-US&gl=US&ceid=US:en``);
    - a country only: its main language (``DE`` -> ``de``, ``BR`` -> ``pt``);
    - a language only: its main country (``de`` -> ``DE``, ``pt-BR`` -> ``BR``,
      ``zh-Hant`` -> ``TW``, ``es-419`` -> ``MX``);
    - both: the listed edition, else one built by Google's rules (``known=False``).

    Raises :class:`EditionError` for malformed codes, and for a country that has no
    edition when no language is given (we cannot guess its language).
    """
    code = normalise_country(country) if country and country.strip() else None
    if language and language.strip():
        base, script, region = split_language(language)
    else:
        base, script, region = None, None, None

    if code is None:
        if base is None:
            return EDITIONS[("US", "en")]
        if region and len(region) == 2:
            code = region
        elif base == "zh" and script:
            code = "TW" if script == "Hant" else "CN"
        elif base == "es" and region == "419":
            code = "MX"
        elif base in _LANGUAGE_HOME:
            code = _LANGUAGE_HOME[base]
        else:
            raise EditionError(
                f"language {language!r} has no Google News edition; give a country too "
                f"(e.g. country=US language={base})"
            )
    if base is None:
        if code not in _COUNTRY_HOME:
            raise EditionError(
                f"country {code!r} has no Google News edition; give its language too "
                f"(e.g. country={code} language=en)"
            )
        base = _COUNTRY_HOME[code]

    edition = EDITIONS.get((code, base))
    if edition is not None:
        if base == "zh" and script and not edition.ceid.endswith(script):
            return _rule_edition(code, base, script, region)
        return edition
    return _rule_edition(code, base, script, region)
