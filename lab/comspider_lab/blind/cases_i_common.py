"""Shared helpers of blind set I: a thread one comment a line (set E's ``thread``), nested markup (``tree``), the
JSON a script renders (``rows_json``), one JS renderer for such rows, and a case from its page parts."""

from __future__ import annotations

from comspider_lab.blind.cases_b_small import paras, tree
from comspider_lab.blind.cases_e_common import thread
from comspider_lab.blind.cases_h_common import rows_json
from comspider_lab.blind.content_i import SITES_I
from comspider_lab.blind.layout import esc
from comspider_lab.blind.layout_i import Art, PartsI, emo, hx, render_i, sc
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "RENDER_JS",
    "Art",
    "PartsI",
    "Seed",
    "emo",
    "esc",
    "hx",
    "make",
    "paras",
    "rows_json",
    "sc",
    "thread",
    "tree",
]

# rows {id, parent, name, when, text} -> markup; `shape(r, esc, paras, depth, kidsHtml)` gives one record's markup
RENDER_JS = """<script>
function iRender(rows, shape, only) {
  var by = {};
  rows.forEach(function (r) { var k = r.parent === null ? 'top' : r.parent; (by[k] = by[k] || []).push(r); });
  function esc(t) { var d = document.createElement('div'); d.textContent = t; return d.innerHTML; }
  function paras(t, cls) { return t.split('\\n\\n').map(function (p) { return '<p' + (cls ? ' class="' + cls + '"' : '') + '>' + esc(p) + '</p>'; }).join(''); }
  function level(k, depth) {
    return (by[k] || []).filter(function (r) { return depth > 0 || !only || only(r); }).map(function (r) {
      return shape(r, esc, paras, depth, level(r.id, depth + 1));
    }).join('');
  }
  return level('top', 0);
}
</script>"""


def make(
    case_id: str,
    kind: str,
    template: str,
    site_key: str,
    art: Art,
    parts: PartsI,
    comments: list[Seed],
    *,
    path: str,
    reveal: str = "on_load",
    container: str,
    heading: str | None,
    description: str,
    lookalikes: tuple[str, ...] = (),
    static: bool = True,
    system: str | None = None,
    check_steps: tuple[str, ...] = (),
) -> Case:
    site = SITES_I[site_key]
    return Case(
        case_id,
        kind,
        site.lang,
        reveal,
        container,
        heading,
        description,
        path,
        render_i(template, site, art, parts),
        comments,
        system=system,
        static=static,
        lookalikes=lookalikes,
        files=dict(parts.files),
        check_steps=check_steps,
    )
