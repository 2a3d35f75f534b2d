"""The network guard: which addresses and schemes are refused, by Scrapy and the browser."""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass

import pytest

from comspider.browser.request_filter import BrowserRequestPolicy
from comspider.netguard import AddressGuard, address_reason, web_host
from comspider_lab.testing import asyncio_test


@pytest.mark.parametrize(
    ("address", "reason"),
    [
        ("127.0.0.1", "loopback"),
        ("127.9.9.9", "loopback"),
        ("::1", "loopback"),
        ("10.1.2.3", "private"),
        ("172.16.0.1", "private"),
        ("192.168.0.10", "private"),
        ("fd12::1", "private"),
        ("169.254.169.254", "link-local"),
        ("fe80::1", "link-local"),
        ("100.64.0.1", "reserved"),
        ("0.0.0.0", "unspecified"),
        ("224.0.0.251", "multicast"),
        ("::ffff:10.0.0.1", "private"),
        ("8.8.8.8", None),
        ("2606:4700:4700::1111", None),
    ],
)
def test_address_reason(address, reason):
    assert address_reason(ipaddress.ip_address(address)) == reason


@asyncio_test
async def test_urls_refused_by_default():
    guard = AddressGuard()
    assert await guard.reason("http://127.0.0.1:8080/x") == "loopback"
    assert await guard.reason("http://localhost/") == "loopback"
    assert await guard.reason("http://[::1]/") == "loopback"
    assert await guard.reason("file:///etc/passwd") == "scheme-file"
    assert await guard.reason("ftp://example.org/") == "scheme-ftp"
    assert await guard.reason("http://10.0.0.8/admin") == "private"
    assert await guard.reason("https://93.184.215.14/") is None


@asyncio_test
async def test_allow_private_lifts_addresses_not_schemes():
    guard = AddressGuard(allow_private=True)
    assert await guard.reason("http://127.0.0.1:8080/x") is None
    assert await guard.reason("file:///etc/passwd") == "scheme-file"


@dataclass
class FakeBrowserRequest:
    url: str


@asyncio_test
async def test_browser_policy_counts_refusals():
    guard = AddressGuard()
    policy = BrowserRequestPolicy(guard)
    assert await policy.should_abort(FakeBrowserRequest("http://169.254.169.254/latest/meta-data"))
    assert await policy.should_abort(FakeBrowserRequest("http://127.0.0.1:6379/"))
    assert not await policy.should_abort(FakeBrowserRequest("data:text/plain,hello"))
    assert not await policy.should_abort(FakeBrowserRequest("https://93.184.215.14/a.js"))


@pytest.mark.parametrize(
    ("host", "expected"),
    [
        ("%31%32%37.0.0.1", "127.0.0.1"),  # percent-encoded
        ("0x7f.1", "127.0.0.1"),  # hex, shortened
        ("2130706433", "127.0.0.1"),  # one number
        ("0177.0.0.1", "127.0.0.1"),  # octal
        ("127.1", "127.0.0.1"),
        ("%6c%6fcalhost", "localhost"),
        ("ＬＯＣＡＬＨＯＳＴ", "localhost"),  # full-width letters
        ("Example.ORG.", "example.org"),
        ("[::1]", "::1"),
        ("1.2.3.4.5", "1.2.3.4.5"),  # not an address: a name (that will not resolve)
    ],
)
def test_hosts_are_read_as_a_browser_reads_them(host, expected):
    assert web_host(host) == expected


@asyncio_test
async def test_encoded_loopback_hosts_are_refused_by_scrapy_too():
    guard = AddressGuard()
    for url in (
        "http://%31%32%37.0.0.1:8080/x",
        "http://0x7f.0.0.1/",
        "http://2130706433/",
        "http://%6c%6fcalhost/",
        "http://0xa9.254.169.254/latest/meta-data",
    ):
        assert await guard.reason(url) in {"loopback", "link-local"}, url
