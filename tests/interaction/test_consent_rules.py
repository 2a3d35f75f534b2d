"""Consent: which labels mean "accept", which never, and the platform rules."""

from __future__ import annotations

from comspider.interaction.consent_rules import (
    CMP_RULES,
    accept_score,
    is_consent_frame_url,
    is_reject_text,
    rules_for_frame,
    selectors_for,
)


def is_accept_text(text: str) -> bool:
    return accept_score(text) > 0


def test_accept_labels_in_many_languages():
    for label in (
        "Accept all",
        "ACCEPT ALL COOKIES",
        "I agree",
        "Alle akzeptieren",
        "Zustimmen",
        "Tout accepter",
        "J'accepte",
        "Aceptar todo",
        "Accetta tutti",
        "Aceitar e continuar",
        "Akkoord",
        "Принять все",
        "同意する",
        "모두 동의",
        "Kabul et",
        "قبول",
        "Zaakceptuj wszystkie",
        "  Accept  »",
        "OK",
    ):
        assert is_accept_text(label), label


def test_never_settings_or_reject():
    for label in (
        "Reject all",
        "Alle ablehnen",
        "Tout refuser",
        "Einstellungen",
        "Manage options",
        "Customize",
        "Mehr erfahren",
        "Accept selected settings",
        "Learn more",
        "",
        "Read our privacy policy and accept the use of cookies on this website please",
    ):
        assert not is_accept_text(label), label
    assert is_reject_text("Reject all") and is_reject_text("Paramètres")
    assert not is_reject_text("Accept all")


def test_accept_all_beats_accept_beats_ok():
    assert accept_score("Accept all") > accept_score("Accept") > accept_score("OK") > 0
    assert accept_score("Alle akzeptieren") > accept_score("Akzeptieren")


def test_platform_rules():
    names = {r.name for r in CMP_RULES}
    for cmp in (
        "onetrust",
        "quantcast",
        "sourcepoint",
        "didomi",
        "usercentrics",
        "cookiebot",
        "trustarc",
        "funding_choices",
        "borlabs",
        "klaro",
        "complianz",
        "iubenda",
    ):
        assert cmp in names, cmp
    pairs = selectors_for(rules_for_frame("https://news.example/a", main=True))
    assert ("onetrust", "#onetrust-accept-btn-handler") in pairs
    assert ("didomi", "#didomi-notice-agree-button") in pairs
    assert rules_for_frame("https://ads.example/creative", main=False) == []
    assert rules_for_frame("https://cdn.privacy-mgmt.com/index.html?message_id=1", main=False)
    assert is_consent_frame_url("https://news.example/privacy-mgmt/index.html?message_id=1043187")
    assert is_consent_frame_url("https://fundingchoicesmessages.google.com/f/AGSKWx")
    assert not is_consent_frame_url("https://comments.example/embed/v2/comments.html")
