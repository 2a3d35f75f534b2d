"""The case pages (one Django template per case) and the comment form's security fields."""

import json
from pathlib import Path

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.template.loader import render_to_string
from django.utils import translation
from django_comments import get_form

from news.models import Article

INDEX: dict[str, dict[str, str]] = {}
for _name in (
    "cases.json",
    "cases_b.json",
    "cases_c.json",
    "cases_d.json",
    "cases_e.json",
    "cases_f.json",
    "cases_g.json",
    "cases_h.json",
    "cases_i.json",
    "cases_j.json",
    "cases_k.json",
    "cases_l.json",
    "cases_m.json",
    "cases_n.json",
    "cases_o.json",
    "cases_p.json",
    "cases_q.json",
    "cases_r.json",
    "cases_s.json",
    "cases_t.json",
    "cases_u.json",
    "cases_v.json",
    "cases_w.json",
    "cases_x.json",
    "cases_y.json",
    "cases_z.json",
    "cases_aa.json",
    "cases_ab.json",
    "cases_ac.json",
    "cases_ad.json",
    "cases_ae.json",
):  # blind sets A to X, AA, AB, AC, AD and AE (their paths differ)
    _file = Path(settings.BASE_DIR) / _name
    if _file.exists():
        INDEX.update(json.loads(_file.read_text(encoding="utf-8")))


def _article(case_id: str) -> Article:
    for path, entry in INDEX.items():
        if entry["id"] == case_id:
            article, _ = Article.objects.get_or_create(
                slug=case_id, defaults={"title": entry["title"], "path": path}
            )
            return article
    raise Http404(case_id)


def page(request: HttpRequest, path: str) -> HttpResponse:
    entry = INDEX.get("/" + path)
    if entry is None:
        raise Http404(path)
    with translation.override(entry["language"]):
        html = render_to_string(
            entry.get("template") or f"cases/{entry['id']}.html",
            {"article": _article(entry["id"])},
            request=request,
        )
    for key, value in settings.BLIND_VALUES.items():
        html = html.replace(f"@@{key}@@", value)
    return HttpResponse(html)


def comment_form(request: HttpRequest, case_id: str) -> JsonResponse:
    """The hidden fields the site's comment form carries (content type, object, timestamp, hash)."""
    return JsonResponse(get_form()(_article(case_id)).generate_security_data())


def health(request: HttpRequest) -> HttpResponse:
    return HttpResponse("ok")
