"""Deterministic SVG images: avatars with initials, thumbnails with simple shapes."""

from __future__ import annotations

from comspider_lab.offline_web.html_util import esc
from comspider_lab.offline_web.rng import number

_PALETTE = [
    "#2f5d8a",
    "#8a2f4f",
    "#3f7d3a",
    "#b5651d",
    "#5b4b8a",
    "#1f7a7a",
    "#8a7a2f",
    "#a33c3c",
    "#44546a",
    "#6b8e23",
]


def avatar_svg(key: str, label: str) -> str:
    color = _PALETTE[number("avatar", key, modulo=len(_PALETTE))]
    initial = (label.strip()[:1] or "?").upper()
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">'
        f'<circle cx="24" cy="24" r="24" fill="{color}"/>'
        f'<text x="24" y="31" font-family="sans-serif" font-size="20" text-anchor="middle" fill="#fff">{esc(initial)}</text>'
        "</svg>"
    )


def picture_svg(key: str, width: int, height: int) -> str:
    a = _PALETTE[number("pic", key, modulo=len(_PALETTE))]
    b = _PALETTE[number("pic2", key, modulo=len(_PALETTE))]
    cx = number("cx", key, modulo=max(width, 1))
    cy = number("cy", key, modulo=max(height, 1))
    r = 10 + number("r", key, modulo=max(min(width, height) // 2, 11))
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}">'
        f'<rect width="{width}" height="{height}" fill="{a}"/>'
        f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{b}" opacity="0.8"/>'
        f'<rect x="0" y="{height * 2 // 3}" width="{width}" height="{height // 3}" fill="#000" opacity="0.15"/>'
        "</svg>"
    )


def favicon_svg(letter: str, color: str) -> str:
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">'
        f'<rect width="32" height="32" rx="6" fill="{color}"/>'
        f'<text x="16" y="23" font-family="serif" font-size="20" text-anchor="middle" fill="#fff">{esc(letter)}</text>'
        "</svg>"
    )
