"""Template signatures: pages of one template alike, pages of two templates apart, the
sketches stable across processes, the similarity the paper's weighted mix."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from comspider.records.dom import parse_html
from comspider.wrappers.signature import (
    PageSignature,
    jaccard,
    page_signature,
    similarity,
    structure_similarity,
    style_similarity,
)
from comspider_lab.synthetic import news_page


def _signature(html: str) -> PageSignature:
    return page_signature(parse_html(html))


def test_pages_of_one_template_are_alike_whatever_their_comments() -> None:
    """Three comments or forty: the grams are a set, so the repeated records count once
    (the weakness of tree edit distance the paper names)."""
    few = _signature(news_page(3, seed=1).html)
    many = _signature(news_page(40, seed=2).html)
    other = _signature(news_page(40, seed=2, template="threads").html)
    assert structure_similarity(few, many) > 0.8 and style_similarity(few, many) > 0.8
    assert structure_similarity(many, other) < structure_similarity(few, many)
    assert similarity(many, other, 0.5) < similarity(few, many, 0.5)


def test_scripts_styles_and_svg_insides_are_left_out() -> None:
    plain = "<html><body><div class='a'><p>x</p></div></body></html>"
    noisy = (
        "<html><body><script>var a = '<div class=\"z\">';</script><style>.q{}</style>"
        "<div class='a'><p>x</p></div><svg class='icon'><path d='M0'/><g class='y'/></svg></body></html>"
    )
    a, b = _signature(plain), _signature(noisy)
    assert b.elements == a.elements + 1  # the svg is one leaf
    assert style_similarity(a, b) == pytest.approx(0.5)  # {a} against {a, icon}


def test_jaccard_of_sketches() -> None:
    assert jaccard([1, 2, 3], [2, 3, 4], 10) == pytest.approx(0.5)
    assert jaccard([], [], 10) == 1.0 and jaccard([1], [], 10) == 0.0
    # bottom-2 sketches of {1, 2, 3, 9} and {1, 2, 5, 9}: the union's two smallest, 1 and
    # 2, are in both
    assert jaccard([1, 2], [1, 2], 2) == 1.0
    assert jaccard([1, 3], [2, 3], 2) == 0.0


def test_similarity_weights_structure_against_style() -> None:
    a = PageSignature((1, 2, 3, 4), (10, 11))
    b = PageSignature((1, 2, 3, 4), (12, 13))
    assert similarity(a, b, 1.0) == 1.0 and similarity(a, b, 0.0) == 0.0
    assert similarity(a, b, 0.25) == pytest.approx(0.25)


def test_signatures_survive_json_and_other_processes() -> None:
    """Stored sketches are compared with sketches made later, elsewhere: the hashes do not
    depend on the process (Python's own hash is salted per process)."""
    html = news_page(5, seed=4).html
    here = _signature(html)
    assert PageSignature.from_dict(json.loads(json.dumps(here.to_dict()))) == PageSignature(
        here.structure, here.style
    )
    code = (
        "import json, sys; from comspider.records.dom import parse_html; "
        "from comspider.wrappers.signature import page_signature; "
        "print(json.dumps(page_signature(parse_html(sys.stdin.read())).to_dict()))"
    )
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    out = subprocess.run(
        [sys.executable, "-c", code], input=html, capture_output=True, text=True, env=env, check=True
    )
    assert json.loads(out.stdout) == here.to_dict()
    assert all(0 <= x < 2**53 for x in here.structure + here.style), "exact in any JSON reader"
