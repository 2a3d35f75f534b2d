"""Cookie-consent overlays: the rules that find their "accept" button.

Two kinds of rules, applied by :mod:`comspider.interaction.consent` in every frame:

1. Known consent-management platforms (CMPs): CSS selectors of their accept buttons.
   Playwright's CSS engine pierces open shadow roots (Usercentrics). Platforms that show
   their message in an iframe (Sourcepoint, TrustArc, Funding Choices...) are matched in
   frames whose URL :func:`is_consent_frame_url` recognises, and by the selectors too.
2. Text: a button, link or ``[role=button]`` whose whole visible text is an "accept /
   agree / allow" phrase (:data:`ACCEPT_PHRASES`, many languages), inside a container that
   looks like a consent notice (a fixed/sticky box or a dialog whose attributes or text
   name cookies, consent, privacy...). Accepting is preferred over rejecting: comment
   widgets are third-party embeds that many sites load only after consent (the paper
   counts cookie forms among the online failure causes).

The selectors and phrases were written for comspider from the platforms' public
documentation and markup seen on news sites; they are data, easy to extend.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class CmpRule:
    name: str
    accept: tuple[str, ...]  # CSS selectors of the accept button, best first
    frame_url: str | None = None  # regex: the CMP's message iframe (rule applies inside it)


CMP_RULES: tuple[CmpRule, ...] = (
    CmpRule(
        "onetrust",
        (
            "#onetrust-accept-btn-handler",
            "#accept-recommended-btn-handler",
            "button.save-preference-btn-handler.onetrust-close-btn-handler",
        ),
    ),
    CmpRule(
        "cookiebot",
        (
            "#CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll",
            "#CybotCookiebotDialogBodyButtonAccept",
            "#CybotCookiebotDialogBodyLevelButtonAccept",
            "a#CybotCookiebotDialogBodyButtonAccept",
        ),
    ),
    CmpRule(
        "didomi",
        (
            "#didomi-notice-agree-button",
            ".didomi-continue-without-agreeing ~ button",
            "button.didomi-button-highlight",
        ),
    ),
    CmpRule(
        "quantcast",
        (
            ".qc-cmp2-summary-buttons button[mode=primary]",
            ".qc-cmp2-footer button[mode=primary]",
            "#qc-cmp2-ui button[mode=primary]",
            ".qc-cmp-button:not(.qc-cmp-secondary-button)",
        ),
    ),
    CmpRule(
        "sourcepoint",
        (
            "button.sp_choice_type_11",
            "button[title='Accept all']",
            "button[title='Accept']",
            "button[title='Agree']",
            "button[title='Alle akzeptieren']",
            "button[title='Zustimmen']",
            "button[title='Tout accepter']",
            "button[title='Accepter']",
            "button[title='Aceptar']",
            "button[title='Accetta']",
            "button[title='Akkoord']",
            "button[title='Aceitar']",
        ),
        frame_url=r"privacy-mgmt|sourcepoint|sp-prod\.net|/sp_message|message_id=",
    ),
    CmpRule("usercentrics", ("[data-testid=uc-accept-all-button]", "#uc-btn-accept-banner")),
    CmpRule(
        "trustarc",
        ("#truste-consent-button", ".truste-consent-button", "a.call", ".trustarc-agree-btn"),
        frame_url=r"trustarc\.com|truste\.com|consent-pref",
    ),
    CmpRule(
        "funding_choices",
        ("button.fc-cta-consent", ".fc-cta-consent", "button.fc-primary-button"),
        frame_url=r"fundingchoicesmessages\.google\.com",
    ),
    CmpRule(
        "borlabs",
        (
            "a._brlbs-btn-accept-all",
            "._brlbs-btn-accept-all",
            "#BorlabsCookieBox a[data-cookie-accept-all]",
            ".brlbs-btn-accept-all",
            "#BorlabsCookieBox a[data-cookie-accept]",
        ),
    ),
    CmpRule("klaro", (".klaro .cm-btn-accept-all", ".klaro .cm-btn-success", ".klaro .cm-btn-accept")),
    CmpRule("complianz", (".cmplz-btn.cmplz-accept", ".cmplz-accept")),
    CmpRule("iubenda", (".iubenda-cs-accept-btn", "#iubenda-cs-banner .iubenda-cs-accept-btn")),
    CmpRule("cookieyes", (".cky-btn-accept", "[data-cky-tag=accept-button]")),
    CmpRule("osano", (".osano-cm-accept-all", ".osano-cm-accept")),
    CmpRule(
        "cookieconsent",
        (
            ".cc-window .cc-allow",
            ".cc-window .cc-accept-all",
            ".cc-window .cc-dismiss",
            ".cc-banner .cc-btn.cc-allow",
        ),
    ),
    CmpRule("consentmanager", ("#cmpbntyestxt", ".cmpboxbtnyes", "a.cmpboxbtn.cmpboxbtnyes")),
    CmpRule("axeptio", ("#axeptio_btn_acceptAll",)),
    CmpRule("termly", ("[data-tid=banner-accept]",)),
    CmpRule(
        "cookielawinfo",
        ("#cookie_action_close_header", "#wt-cli-accept-all-btn", ".cli_action_button.wt-cli-accept-all-btn"),
    ),
    CmpRule("moove_gdpr", (".moove-gdpr-infobar-allow-all",)),
    CmpRule("civic", ("#ccc-recommended-settings", "#ccc-notify-accept")),
    CmpRule("sirdata", ("#sd-cmp button.sd-cmp-JnaLO", "#sd-cmp [class*=accept]")),
    CmpRule("ketch", ("#ketch-banner-button-primary",)),
    CmpRule("piwik_pro", ("#ppms_cm_agree-to-all",)),
    CmpRule("tarteaucitron", ("#tarteaucitronPersonalize2", "#tarteaucitronAllAllowed")),
    CmpRule("cookie_notice", ("#cn-accept-cookie",)),
    CmpRule("evidon", ("#_evidon-accept-button", "#_evidon-banner-acceptbutton")),
    CmpRule("lgcookieslaw", ("#lgcookieslaw_accept",)),
    CmpRule(
        "gdpr_generic",
        (
            "#gdpr-cookie-accept",
            "#cookie-accept",
            "#accept-cookies",
            "#acceptCookies",
            "#cookies-accept",
            ".js-accept-cookies",
            "button[data-action=accept-cookies]",
            "[data-cookie-accept]",
        ),
    ),
)

#: Whole-text "accept" phrases (lowercase, whitespace collapsed, trailing punctuation off).
ACCEPT_PHRASES: frozenset[str] = frozenset(
    {
        # English
        "accept",
        "accept all",
        "accept all cookies",
        "accept cookies",
        "accept and continue",
        "accept & continue",
        "accept and close",
        "accept & close",
        "i accept",
        "agree",
        "i agree",
        "agree and continue",
        "agree & continue",
        "agree and proceed",
        "agree & proceed",
        "allow",
        "allow all",
        "allow all cookies",
        "allow cookies",
        "ok",
        "okay",
        "got it",
        "yes, i agree",
        "yes i agree",
        "i understand",
        "continue",
        "consent",
        "accept all & visit the site",
        "yes, i accept",
        "that's ok",
        "that's fine",
        "sounds good",
        # German
        "akzeptieren",
        "alle akzeptieren",
        "alles akzeptieren",
        "alle cookies akzeptieren",
        "cookies akzeptieren",
        "akzeptieren und schließen",
        "akzeptieren und weiter",
        "zustimmen",
        "allen zustimmen",
        "alle zustimmen",
        "zustimmen und weiter",
        "einverstanden",
        "ich stimme zu",
        "ich bin einverstanden",
        "alle erlauben",
        "alle zulassen",
        "zulassen",
        "annehmen",
        "alle annehmen",
        "verstanden",
        "alles klar",
        "akzeptieren & weiter",
        "zustimmen & weiter",
        # French
        "accepter",
        "tout accepter",
        "accepter tout",
        "accepter et fermer",
        "accepter et continuer",
        "j'accepte",
        "je accepte",
        "j’accepte",
        "accepter les cookies",
        "d'accord",
        "d’accord",
        "ok pour moi",
        "autoriser",
        "tout autoriser",
        "continuer",
        "accepter & fermer",
        # Spanish
        "aceptar",
        "aceptar todo",
        "aceptar todas",
        "aceptar todas las cookies",
        "aceptar cookies",
        "acepto",
        "aceptar y continuar",
        "aceptar y cerrar",
        "de acuerdo",
        "estoy de acuerdo",
        "permitir todas",
        "entendido",
        "consentir",
        # Italian
        "accetta",
        "accetta tutto",
        "accetta tutti",
        "accetta tutti i cookie",
        "accetto",
        "accetta e continua",
        "accetta e chiudi",
        "acconsento",
        "va bene",
        "consenti",
        "consenti tutti",
        "ho capito",
        # Portuguese
        "aceitar",
        "aceitar tudo",
        "aceitar todos",
        "aceitar todos os cookies",
        "aceito",
        "concordo",
        "eu concordo",
        "aceitar e continuar",
        "aceitar e fechar",
        "permitir todos",
        "entendi",
        "continuar",
        # Dutch
        "accepteren",
        "alles accepteren",
        "alle cookies accepteren",
        "akkoord",
        "ik ga akkoord",
        "accepteer",
        "accepteer alles",
        "alles toestaan",
        "toestaan",
        "prima",
        "oké",
        # Nordic
        "acceptera",
        "acceptera alla",
        "godkänn",
        "godkänn alla",
        "jag godkänner",
        "accepter alle",
        "tillad alle",
        "godta",
        "godta alle",
        "godkjenn",
        "hyväksy",
        "hyväksy kaikki",
        "hyväksyn",
        "salli kaikki",
        # Central and Eastern Europe
        "zaakceptuj",
        "akceptuję",
        "akceptuje",
        "zaakceptuj wszystkie",
        "zgadzam się",
        "przejdź do serwisu",
        "souhlasím",
        "přijmout vše",
        "prijať všetko",
        "súhlasím",
        "elfogadom",
        "összes elfogadása",
        "elfogad",
        "sprejmi",
        "sprejmem",
        "prihvati",
        "prihvaćam",
        "prihvati sve",
        "slažem se",
        "acceptă",
        "accept toate",
        "sunt de acord",
        "приемам",
        "съгласен съм",
        "sutinku",
        "piekrītu",
        "nõustun",
        "pieņemt",
        "priimti visus",
        # Greek, Russian, Ukrainian, Serbian
        "αποδοχή",
        "αποδοχή όλων",
        "συμφωνώ",
        "принять",
        "принять все",
        "согласен",
        "я согласен",
        "хорошо",
        "понятно",
        "прийняти",
        "прийняти все",
        "погоджуюсь",
        "згоден",
        "прихвати",
        # Turkish, Indonesian, Malay, Vietnamese
        "kabul et",
        "kabul ediyorum",
        "tümünü kabul et",
        "tamam",
        "anladım",
        "terima",
        "setuju",
        "saya setuju",
        "terima semua",
        "chấp nhận",
        "đồng ý",
        "tôi đồng ý",
        # Arabic, Hebrew, Persian
        "قبول",
        "موافق",
        "أوافق",
        "قبول الكل",
        "موافقة",
        "אישור",
        "אני מסכים",
        "מסכים",
        "קבל",
        "קבל הכל",
        "پذیرش",
        "موافقم",
        # CJK, Thai, Hindi
        "同意",
        "同意する",
        "同意します",
        "すべて同意",
        "全て同意",
        "承諾",
        "同意して閉じる",
        "接受",
        "全部接受",
        "接受全部",
        "我同意",
        "同意并继续",
        "확인",
        "동의",
        "동의합니다",
        "모두 동의",
        "모두 허용",
        "ยอมรับ",
        "ยอมรับทั้งหมด",
        "स्वीकार करें",
        "सहमत",
        "मैं सहमत हूं",
    }
)

#: Phrases that must never be clicked as consent (they open settings or reject).
NOT_ACCEPT = re.compile(
    r"settings|preferences|customi[sz]e|manage|options|more info|learn more|details|"
    r"einstellungen|anpassen|mehr erfahren|paramètres|personnaliser|configurar|"
    r"impostazioni|personalizza|instellingen|reject|decline|refuse|ablehnen|refuser|"
    r"rechazar|rifiuta|recusar|weigeren|odrzuć|odmítnout|reddet|отклонить|拒否|拒绝|거부",
    re.I,
)

#: Attribute or text words of a consent container.
CONSENT_CONTEXT = re.compile(
    r"cookie|consent|gdpr|rgpd|dsgvo|privacy|privacidad|datenschutz|einwillig|"
    r"zustimm|cmp|didomi|onetrust|sourcepoint|quantcast|usercentrics|trustarc|truste|"
    r"cookiebot|borlabs|klaro|complianz|iubenda|tarteaucitron|sp_message|fc-consent|"
    r"notice|banner|politique|confidentialit|informativa|privacid|privacyverklaring|"
    r"конфиденциальн|куки|クッキー|隐私|쿠키|ملفات تعريف|çerez",
    re.I,
)

#: Text words of an embed's consent placeholder: a box in the page's flow that holds a
#: third party's content (a comment widget, a video) until the reader accepts it ("Externer
#: Inhalt", "Externe inhoud", "contenu externe", "third-party content", "Drittanbieter").
EMBED_CONTEXT = re.compile(
    r"extern|third[- ]part|drittanbieter|derde partij|contenu tiers|de tiers|terceros|terze parti|"
    r"terceiros|esterno|esterni|zewnętrzn|tredje ?part|harici|külső|ulkoinen|внешн|外部|외부|خارجي|חיצוני",
    re.I,
)

#: Button texts of such a placeholder that load the content ("toon inhoud", "Inhalt laden"),
#: alone or after an accept phrase ("Akkoord, toon inhoud", "Akzeptieren und anzeigen").
SHOW_PHRASES: frozenset[str] = frozenset(
    {
        "show",
        "show content",
        "load",
        "load content",
        "show external content",
        "load external content",
        "anzeigen",
        "inhalt anzeigen",
        "inhalte anzeigen",
        "laden",
        "inhalt laden",
        "inhalte laden",
        "externe inhalte laden",
        "externe inhalte anzeigen",
        "toon",
        "tonen",
        "toon inhoud",
        "inhoud tonen",
        "inhoud laden",
        "afficher",
        "afficher le contenu",
        "charger",
        "charger le contenu",
        "mostrar",
        "mostrar contenido",
        "cargar",
        "cargar contenido",
        "mostra",
        "mostra contenuto",
        "carica",
        "carica contenuto",
        "mostrar conteúdo",
        "carregar",
        "carregar conteúdo",
        "pokaż",
        "pokaż treść",
        "załaduj",
        "załaduj treść",
        "visa",
        "visa innehåll",
        "ladda",
        "ladda innehåll",
        "vis",
        "vis indhold",
        "vis innhold",
        "zobrazit",
        "zobrazit obsah",
        "näytä",
        "näytä sisältö",
        "megjelenítés",
        "göster",
        "içeriği göster",
        "показать",
        "загрузить",
        "表示",
        "显示",
        "보기",
    }
)
#: What joins an accept phrase to a "show" phrase on one button.
_EMBED_JOIN = re.compile(r"\s*[,;:–—&+/]\s*|\s+(?:and|und|en|et|y|e|i|og|och|ja|és|ve|и)\s+")


def shows_embed(text: str) -> bool:
    """Does an embed placeholder's button accept or load its content ("Akkoord, toon
    inhoud", "Inhalt laden", "Accept")? Never a refusal or the settings."""
    label = normalise_label(text)
    if not label or len(label) > 60 or NOT_ACCEPT.search(label):
        return False
    return all(part in ACCEPT_PHRASES or part in SHOW_PHRASES for part in _EMBED_JOIN.split(label) if part)


_CONSENT_FRAME = re.compile(
    r"privacy-mgmt|sourcepoint|sp-prod\.net|consent|cmp\.|/cmp/|trustarc|truste\.com|"
    r"fundingchoicesmessages|quantcast|didomi|usercentrics|cookiebot|onetrust|cookielaw|"
    r"consensu\.org|message_id=|gdpr",
    re.I,
)

_TRAILING = re.compile(r"[\s.!,;:…»›>→✓✔\u00a0]+$")
_LEADING = re.compile(r"^[\s«‹<✓✔\u00a0]+")


def normalise_label(text: str) -> str:
    """Lowercase, NFKC, whitespace collapsed, decorative punctuation at the ends off."""
    text = unicodedata.normalize("NFKC", text or "").casefold()
    text = " ".join(text.split())
    text = _TRAILING.sub("", _LEADING.sub("", text))
    return text


def accept_score(text: str) -> int:
    """How strongly a button text means "accept all": 0 (not at all) to 3."""
    label = normalise_label(text)
    if not label or len(label) > 60 or NOT_ACCEPT.search(label):
        return 0
    if label in ACCEPT_PHRASES:
        # "accept all" beats "accept", which beats "ok"/"continue"
        if any(
            w in label
            for w in (
                "all",
                "alle",
                "tout",
                "todo",
                "todas",
                "tutti",
                "tutto",
                "tudo",
                "todos",
                "alles",
                "kaikki",
                "wszystkie",
                "全部",
                "すべて",
                "모두",
                "الكل",
                "הכל",
                "tümünü",
                "все",
                "όλων",
                "semua",
                "toate",
            )
        ):
            return 3
        if label in {
            "ok",
            "okay",
            "continue",
            "continuer",
            "continuar",
            "verstanden",
            "got it",
            "tamam",
            "хорошо",
            "понятно",
            "확인",
            "prima",
            "oké",
            "alles klar",
        }:
            return 1
        return 2
    return 0


def is_reject_text(text: str) -> bool:
    """A short label that refuses or opens settings ("Reject all", "Einstellungen")."""
    label = normalise_label(text)
    return bool(label) and len(label) < 40 and bool(NOT_ACCEPT.search(label)) and label not in ACCEPT_PHRASES


def is_consent_frame_url(url: str) -> bool:
    """Does this frame URL look like a consent platform's message?"""
    return bool(url) and bool(_CONSENT_FRAME.search(url))


def rules_for_frame(url: str, main: bool) -> list[CmpRule]:
    """The CMP rules to try in a document: all in the main document; in a child frame,
    all when its URL looks like a consent message, else none."""
    if main or is_consent_frame_url(url):
        return list(CMP_RULES)
    return []


def selectors_for(rules: list[CmpRule]) -> list[tuple[str, str]]:
    """(rule name, selector) pairs, in rule order."""
    return [(rule.name, sel) for rule in rules for sel in rule.accept]
