"""The Google News id encoder, checked against a small reference decoder written here."""

from __future__ import annotations

import base64

import pytest

from comspider.sources.gnews_links import varint
from comspider_lab.offline_web.google_ids import TOKEN_PREFIX, encode_token, encode_url, new_token


def reference_decode(gid: str) -> str:
    """Undo base64url (padding restored), check the 08 13 22 header, read the varint
    length and return the string; an optional d2 01 00 trailer may follow."""
    raw = base64.urlsafe_b64decode(gid + "=" * (-len(gid) % 4))
    assert raw[:3] == b"\x08\x13\x22"
    length, shift, pos = 0, 0, 3
    while True:
        byte = raw[pos]
        pos += 1
        length |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            break
    text = raw[pos : pos + length]
    rest = raw[pos + length :]
    assert rest in (b"", b"\xd2\x01\x00")
    return text.decode("utf-8")


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.11:40001/news/local/2026/03/02/a-short-one",
        "http://127.0.0.20:5/articles/20260302/k00/00m/040/381000c",
        "https://example.org/" + "x" * 300,  # a two-byte varint length
        "http://127.0.0.16/pa%C3%ADs/é?q=1&b=2",
    ],
)
@pytest.mark.parametrize("trailer", [True, False])
def test_old_style_round_trip(url: str, trailer: bool) -> None:
    gid = encode_url(url, trailer)
    assert gid.startswith("CBMi")
    assert "=" not in gid and "+" not in gid and "/" not in gid
    assert reference_decode(gid) == url


def test_new_style_is_an_opaque_token() -> None:
    token = new_token(0, "bayview", "12345")
    assert token.startswith(TOKEN_PREFIX) and len(token) == 150
    assert token == new_token(0, "bayview", "12345")
    assert token != new_token(1, "bayview", "12345")
    gid = encode_token(token)
    assert gid.startswith("CBMi")
    assert reference_decode(gid) == token
    with pytest.raises(ValueError):
        encode_token("not-a-token")


def test_varint() -> None:
    assert varint(0) == b"\x00"
    assert varint(127) == b"\x7f"
    assert varint(128) == b"\x80\x01"
    assert varint(300) == b"\xac\x02"
