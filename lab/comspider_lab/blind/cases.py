"""All cases of the blind set, and ``build``: writes their pages (site/, djsite/templates/cases/)
and their ground truth (truth/<id>.json) from the definitions."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from comspider_lab.blind.model import Case

BLIND_DIR = Path(__file__).resolve().parent


SETS = (
    "a",
    "b",
    "c",
    "d",
    "e",
    "f",
    "g",
    "h",
    "i",
    "j",
    "k",
    "l",
    "m",
    "n",
    "o",
    "p",
    "q",
    "r",
    "s",
    "t",
    "u",
    "v",
    "w",
    "x",
    "y",
    "z",
    "aa",
    "ab",
    "ac",
    "ad",
    "ae",
    "af",
    "ag",
    "ah",
    "ai",
    "aj",
    "ak",
    "al",
    "am",
    "an",
    "ao",
    "ap",
    "aq",
    "ar",
    "as",
    "at",
    "au",
    "av",
    "aw",
    "ax",
    "ay",
    "az",
    "ba",
    "bb",
    "bc",
    "bd",
    "be",
    "bf",
    "bg",
    "bh",
    "bi",
    "bj",
    "bk",
    "bl",
    "bm",
    "bn",
    "bo",
    "bp",
    "bq",
    "br",
    "bs",
    "bt",
    "bu",
    "bv",
    "bw",
    "bx",
    "by",
    "bz",
    "ca",
    "cb",
    "cc",
    "cd",
    "ce",
    "cf",
    "cg",
    "ch",
    "ci",
    "cj",
    "ck",
    "cl",
    "cm",
    "cn",
    "co",
    "cp",
    "cs",
    "ct",
    "cu",
    "cv",
    "cw",
    "cx",
    "cy",
    "cz",
    "da",
    "db",
    "dc",
    "dd",
    "de",
    "df",
    "dg",
    "dh",
    "di",
    "dj",
    "dk",
    "dl",
    "dm",
    "dn",
    "do",
    "dp",
    "dq",
    "dr",
    "ds",
    "du",
    "eb",
    "dw",
    "dt",
    "dv",
    "dx",
    "dy",
    "dz",
    "ea",
    "ec",
    "ed",
    "ee",
    "ef",
    "eg",
    "eh",
    "ei",
    "ej",
    "ek",
    "el",
    "em",
    "en",
    "eo",
    "ep",
    "eq",
    "er",
    "es",
    "et",
    "eu",
    "ev",
    "ew",
    "ex",
    "ey",
    "ez",
    "fa",
    "fb",
    "fc",
    "fd",
    "fe",
    "ff",
    "fg",
    "fh",
    "fi",
    "fj",
    "fk",
    "fl",
    "fm",
    "fn",
    "fo",
    "fp",
    "fq",
    "fr",
    "fs",
    "ft",
    "fu",
    "fv",
    "fw",
    "fx",
    "fy",
    "fz",
    "ga",
    "gb",
    "gc",
)

# where each set's generated files go: site, truth, Django templates (under djsite/templates/), Django index
OUTPUTS: dict[str, tuple[str, str, str, str]] = {
    "a": ("site", "truth", "cases", "cases.json"),
    "b": ("site_b", "truth_b", "cases_b", "cases_b.json"),
    "c": ("site_c", "truth_c", "cases_c", "cases_c.json"),
    "d": ("site_d", "truth_d", "cases_d", "cases_d.json"),
    "e": ("site_e", "truth_e", "cases_e", "cases_e.json"),
    "f": ("site_f", "truth_f", "cases_f", "cases_f.json"),
    "g": ("site_g", "truth_g", "cases_g", "cases_g.json"),
    "h": ("site_h", "truth_h", "cases_h", "cases_h.json"),
    "i": ("site_i", "truth_i", "cases_i", "cases_i.json"),
    "j": ("site_j", "truth_j", "cases_j", "cases_j.json"),
    "k": ("site_k", "truth_k", "cases_k", "cases_k.json"),
    "l": ("site_l", "truth_l", "cases_l", "cases_l.json"),
    "m": ("site_m", "truth_m", "cases_m", "cases_m.json"),
    "n": ("site_n", "truth_n", "cases_n", "cases_n.json"),
    "o": ("site_o", "truth_o", "cases_o", "cases_o.json"),
    "p": ("site_p", "truth_p", "cases_p", "cases_p.json"),
    "q": ("site_q", "truth_q", "cases_q", "cases_q.json"),
    "r": ("site_r", "truth_r", "cases_r", "cases_r.json"),
    "s": ("site_s", "truth_s", "cases_s", "cases_s.json"),
    "t": ("site_t", "truth_t", "cases_t", "cases_t.json"),
    "u": ("site_u", "truth_u", "cases_u", "cases_u.json"),
    "v": ("site_v", "truth_v", "cases_v", "cases_v.json"),
    "w": ("site_w", "truth_w", "cases_w", "cases_w.json"),
    "x": ("site_x", "truth_x", "cases_x", "cases_x.json"),
    "y": ("site_y", "truth_y", "cases_y", "cases_y.json"),
    "z": ("site_z", "truth_z", "cases_z", "cases_z.json"),
    "aa": ("site_aa", "truth_aa", "cases_aa", "cases_aa.json"),
    "ab": ("site_ab", "truth_ab", "cases_ab", "cases_ab.json"),
    "ac": ("site_ac", "truth_ac", "cases_ac", "cases_ac.json"),
    "ad": ("site_ad", "truth_ad", "cases_ad", "cases_ad.json"),
    "ae": ("site_ae", "truth_ae", "cases_ae", "cases_ae.json"),
    "af": ("site_af", "truth_af", "cases_af", "cases_af.json"),
    "ag": ("site_ag", "truth_ag", "cases_ag", "cases_ag.json"),
    "ah": ("site_ah", "truth_ah", "cases_ah", "cases_ah.json"),
    "ai": ("site_ai", "truth_ai", "cases_ai", "cases_ai.json"),
    "aj": ("site_aj", "truth_aj", "cases_aj", "cases_aj.json"),
    "ak": ("site_ak", "truth_ak", "cases_ak", "cases_ak.json"),
    "al": ("site_al", "truth_al", "cases_al", "cases_al.json"),
    "am": ("site_am", "truth_am", "cases_am", "cases_am.json"),
    "an": ("site_an", "truth_an", "cases_an", "cases_an.json"),
    "ao": ("site_ao", "truth_ao", "cases_ao", "cases_ao.json"),
    "ap": ("site_ap", "truth_ap", "cases_ap", "cases_ap.json"),
    "aq": ("site_aq", "truth_aq", "cases_aq", "cases_aq.json"),
    "ar": ("site_ar", "truth_ar", "cases_ar", "cases_ar.json"),
    "as": ("site_as", "truth_as", "cases_as", "cases_as.json"),
    "at": ("site_at", "truth_at", "cases_at", "cases_at.json"),
    "au": ("site_au", "truth_au", "cases_au", "cases_au.json"),
    "av": ("site_av", "truth_av", "cases_av", "cases_av.json"),
    "aw": ("site_aw", "truth_aw", "cases_aw", "cases_aw.json"),
    "ax": ("site_ax", "truth_ax", "cases_ax", "cases_ax.json"),
    "ay": ("site_ay", "truth_ay", "cases_ay", "cases_ay.json"),
    "az": ("site_az", "truth_az", "cases_az", "cases_az.json"),
    "ba": ("site_ba", "truth_ba", "cases_ba", "cases_ba.json"),
    "bb": ("site_bb", "truth_bb", "cases_bb", "cases_bb.json"),
    "bc": ("site_bc", "truth_bc", "cases_bc", "cases_bc.json"),
    "bd": ("site_bd", "truth_bd", "cases_bd", "cases_bd.json"),
    "be": ("site_be", "truth_be", "cases_be", "cases_be.json"),
    "bf": ("site_bf", "truth_bf", "cases_bf", "cases_bf.json"),
    "bg": ("site_bg", "truth_bg", "cases_bg", "cases_bg.json"),
    "bh": ("site_bh", "truth_bh", "cases_bh", "cases_bh.json"),
    "bi": ("site_bi", "truth_bi", "cases_bi", "cases_bi.json"),
    "bj": ("site_bj", "truth_bj", "cases_bj", "cases_bj.json"),
    "bk": ("site_bk", "truth_bk", "cases_bk", "cases_bk.json"),
    "bl": ("site_bl", "truth_bl", "cases_bl", "cases_bl.json"),
    "bm": ("site_bm", "truth_bm", "cases_bm", "cases_bm.json"),
    "bn": ("site_bn", "truth_bn", "cases_bn", "cases_bn.json"),
    "bo": ("site_bo", "truth_bo", "cases_bo", "cases_bo.json"),
    "bp": ("site_bp", "truth_bp", "cases_bp", "cases_bp.json"),
    "bq": ("site_bq", "truth_bq", "cases_bq", "cases_bq.json"),
    "br": ("site_br", "truth_br", "cases_br", "cases_br.json"),
    "bs": ("site_bs", "truth_bs", "cases_bs", "cases_bs.json"),
    "bt": ("site_bt", "truth_bt", "cases_bt", "cases_bt.json"),
    "bu": ("site_bu", "truth_bu", "cases_bu", "cases_bu.json"),
    "bv": ("site_bv", "truth_bv", "cases_bv", "cases_bv.json"),
    "bw": ("site_bw", "truth_bw", "cases_bw", "cases_bw.json"),
    "bx": ("site_bx", "truth_bx", "cases_bx", "cases_bx.json"),
    "by": ("site_by", "truth_by", "cases_by", "cases_by.json"),
    "bz": ("site_bz", "truth_bz", "cases_bz", "cases_bz.json"),
    "ca": ("site_ca", "truth_ca", "cases_ca", "cases_ca.json"),
    "cb": ("site_cb", "truth_cb", "cases_cb", "cases_cb.json"),
    "cc": ("site_cc", "truth_cc", "cases_cc", "cases_cc.json"),
    "cd": ("site_cd", "truth_cd", "cases_cd", "cases_cd.json"),
    "ce": ("site_ce", "truth_ce", "cases_ce", "cases_ce.json"),
    "cf": ("site_cf", "truth_cf", "cases_cf", "cases_cf.json"),
    "cg": ("site_cg", "truth_cg", "cases_cg", "cases_cg.json"),
    "ch": ("site_ch", "truth_ch", "cases_ch", "cases_ch.json"),
    "ci": ("site_ci", "truth_ci", "cases_ci", "cases_ci.json"),
    "cj": ("site_cj", "truth_cj", "cases_cj", "cases_cj.json"),
    "ck": ("site_ck", "truth_ck", "cases_ck", "cases_ck.json"),
    "cl": ("site_cl", "truth_cl", "cases_cl", "cases_cl.json"),
    "cm": ("site_cm", "truth_cm", "cases_cm", "cases_cm.json"),
    "cn": ("site_cn", "truth_cn", "cases_cn", "cases_cn.json"),
    "co": ("site_co", "truth_co", "cases_co", "cases_co.json"),
    "cp": ("site_cp", "truth_cp", "cases_cp", "cases_cp.json"),
    "cs": ("site_cs", "truth_cs", "cases_cs", "cases_cs.json"),
    "ct": ("site_ct", "truth_ct", "cases_ct", "cases_ct.json"),
    "cu": ("site_cu", "truth_cu", "cases_cu", "cases_cu.json"),
    "cv": ("site_cv", "truth_cv", "cases_cv", "cases_cv.json"),
    "cw": ("site_cw", "truth_cw", "cases_cw", "cases_cw.json"),
    "cx": ("site_cx", "truth_cx", "cases_cx", "cases_cx.json"),
    "cy": ("site_cy", "truth_cy", "cases_cy", "cases_cy.json"),
    "cz": ("site_cz", "truth_cz", "cases_cz", "cases_cz.json"),
    "da": ("site_da", "truth_da", "cases_da", "cases_da.json"),
    "db": ("site_db", "truth_db", "cases_db", "cases_db.json"),
    "dc": ("site_dc", "truth_dc", "cases_dc", "cases_dc.json"),
    "dd": ("site_dd", "truth_dd", "cases_dd", "cases_dd.json"),
    "de": ("site_de", "truth_de", "cases_de", "cases_de.json"),
    "df": ("site_df", "truth_df", "cases_df", "cases_df.json"),
    "dg": ("site_dg", "truth_dg", "cases_dg", "cases_dg.json"),
    "dh": ("site_dh", "truth_dh", "cases_dh", "cases_dh.json"),
    "di": ("site_di", "truth_di", "cases_di", "cases_di.json"),
    "dj": ("site_dj", "truth_dj", "cases_dj", "cases_dj.json"),
    "dk": ("site_dk", "truth_dk", "cases_dk", "cases_dk.json"),
    "dl": ("site_dl", "truth_dl", "cases_dl", "cases_dl.json"),
    "dm": ("site_dm", "truth_dm", "cases_dm", "cases_dm.json"),
    "dn": ("site_dn", "truth_dn", "cases_dn", "cases_dn.json"),
    "do": ("site_do", "truth_do", "cases_do", "cases_do.json"),
    "dp": ("site_dp", "truth_dp", "cases_dp", "cases_dp.json"),
    "dq": ("site_dq", "truth_dq", "cases_dq", "cases_dq.json"),
    "dr": ("site_dr", "truth_dr", "cases_dr", "cases_dr.json"),
    "ds": ("site_ds", "truth_ds", "cases_ds", "cases_ds.json"),
    "du": ("site_du", "truth_du", "cases_du", "cases_du.json"),
    "eb": ("site_eb", "truth_eb", "cases_eb", "cases_eb.json"),
    "dw": ("site_dw", "truth_dw", "cases_dw", "cases_dw.json"),
    "dt": ("site_dt", "truth_dt", "cases_dt", "cases_dt.json"),
    "dv": ("site_dv", "truth_dv", "cases_dv", "cases_dv.json"),
    "dx": ("site_dx", "truth_dx", "cases_dx", "cases_dx.json"),
    "dy": ("site_dy", "truth_dy", "cases_dy", "cases_dy.json"),
    "dz": ("site_dz", "truth_dz", "cases_dz", "cases_dz.json"),
    "ea": ("site_ea", "truth_ea", "cases_ea", "cases_ea.json"),
    "ec": ("site_ec", "truth_ec", "cases_ec", "cases_ec.json"),
    "ed": ("site_ed", "truth_ed", "cases_ed", "cases_ed.json"),
    "ee": ("site_ee", "truth_ee", "cases_ee", "cases_ee.json"),
    "ef": ("site_ef", "truth_ef", "cases_ef", "cases_ef.json"),
    "eg": ("site_eg", "truth_eg", "cases_eg", "cases_eg.json"),
    "eh": ("site_eh", "truth_eh", "cases_eh", "cases_eh.json"),
    "ei": ("site_ei", "truth_ei", "cases_ei", "cases_ei.json"),
    "ej": ("site_ej", "truth_ej", "cases_ej", "cases_ej.json"),
    "ek": ("site_ek", "truth_ek", "cases_ek", "cases_ek.json"),
    "el": ("site_el", "truth_el", "cases_el", "cases_el.json"),
    "em": ("site_em", "truth_em", "cases_em", "cases_em.json"),
    "en": ("site_en", "truth_en", "cases_en", "cases_en.json"),
    "eo": ("site_eo", "truth_eo", "cases_eo", "cases_eo.json"),
    "ep": ("site_ep", "truth_ep", "cases_ep", "cases_ep.json"),
    "eq": ("site_eq", "truth_eq", "cases_eq", "cases_eq.json"),
    "er": ("site_er", "truth_er", "cases_er", "cases_er.json"),
    "es": ("site_es", "truth_es", "cases_es", "cases_es.json"),
    "et": ("site_et", "truth_et", "cases_et", "cases_et.json"),
    "eu": ("site_eu", "truth_eu", "cases_eu", "cases_eu.json"),
    "ev": ("site_ev", "truth_ev", "cases_ev", "cases_ev.json"),
    "ew": ("site_ew", "truth_ew", "cases_ew", "cases_ew.json"),
    "ex": ("site_ex", "truth_ex", "cases_ex", "cases_ex.json"),
    "ey": ("site_ey", "truth_ey", "cases_ey", "cases_ey.json"),
    "ez": ("site_ez", "truth_ez", "cases_ez", "cases_ez.json"),
    "fa": ("site_fa", "truth_fa", "cases_fa", "cases_fa.json"),
    "fb": ("site_fb", "truth_fb", "cases_fb", "cases_fb.json"),
    "fc": ("site_fc", "truth_fc", "cases_fc", "cases_fc.json"),
    "fd": ("site_fd", "truth_fd", "cases_fd", "cases_fd.json"),
    "fe": ("site_fe", "truth_fe", "cases_fe", "cases_fe.json"),
    "ff": ("site_ff", "truth_ff", "cases_ff", "cases_ff.json"),
    "fg": ("site_fg", "truth_fg", "cases_fg", "cases_fg.json"),
    "fh": ("site_fh", "truth_fh", "cases_fh", "cases_fh.json"),
    "fi": ("site_fi", "truth_fi", "cases_fi", "cases_fi.json"),
    "fj": ("site_fj", "truth_fj", "cases_fj", "cases_fj.json"),
    "fk": ("site_fk", "truth_fk", "cases_fk", "cases_fk.json"),
    "fl": ("site_fl", "truth_fl", "cases_fl", "cases_fl.json"),
    "fm": ("site_fm", "truth_fm", "cases_fm", "cases_fm.json"),
    "fn": ("site_fn", "truth_fn", "cases_fn", "cases_fn.json"),
    "fo": ("site_fo", "truth_fo", "cases_fo", "cases_fo.json"),
    "fp": ("site_fp", "truth_fp", "cases_fp", "cases_fp.json"),
    "fq": ("site_fq", "truth_fq", "cases_fq", "cases_fq.json"),
    "fr": ("site_fr", "truth_fr", "cases_fr", "cases_fr.json"),
    "fs": ("site_fs", "truth_fs", "cases_fs", "cases_fs.json"),
    "ft": ("site_ft", "truth_ft", "cases_ft", "cases_ft.json"),
    "fu": ("site_fu", "truth_fu", "cases_fu", "cases_fu.json"),
    "fv": ("site_fv", "truth_fv", "cases_fv", "cases_fv.json"),
    "fw": ("site_fw", "truth_fw", "cases_fw", "cases_fw.json"),
    "fx": ("site_fx", "truth_fx", "cases_fx", "cases_fx.json"),
    "fy": ("site_fy", "truth_fy", "cases_fy", "cases_fy.json"),
    "fz": ("site_fz", "truth_fz", "cases_fz", "cases_fz.json"),
    "ga": ("site_ga", "truth_ga", "cases_ga", "cases_ga.json"),
    "gb": ("site_gb", "truth_gb", "cases_gb", "cases_gb.json"),
    "gc": ("site_gc", "truth_gc", "cases_gc", "cases_gc.json"),
}


def all_cases(set_name: str = "a") -> list[Case]:
    """The cases of a set: "a" (the first blind set), "b" (blind set B, cases_b*.py), "c" (cases_c*.py), "d"
    (cases_d*.py), "e" (cases_e*.py), "f" (cases_f*.py), "g" (cases_g*.py), "h" (cases_h*.py), "i" (cases_i*.py), "j" (cases_j*.py), "k" (cases_k*.py), "l" (cases_l*.py), "m" (cases_m*.py), "n" (cases_n*.py), "o" (cases_o*.py), "p" (cases_p*.py), "q" (cases_q*.py), "r" (cases_r*.py), "s" (cases_s*.py), "t" (cases_t*.py), "u" (cases_u*.py), "v" (cases_v*.py), "w" (cases_w*.py), "x" (cases_x*.py), "y" (cases_y*.py), "z" (cases_z*.py), "aa" (cases_aa*.py), "ab" (cases_ab*.py), "ac" (cases_ac*.py), "ad" (cases_ad*.py), "ae" (cases_ae*.py), "af" (cases_af*.py), "ag" (cases_ag*.py), "ah" (cases_ah*.py), "ai" (cases_ai*.py), "aj" (cases_aj*.py), "ak" (cases_ak*.py), "al" (cases_al*.py), "am" (cases_am*.py), "an" (cases_an*.py), "ao" (cases_ao*.py), "ap" (cases_ap*.py), "aq" (cases_aq*.py), "ar" (cases_ar*.py), "as" (cases_as*.py), "at" (cases_at*.py), "au" (cases_au*.py), "av" (cases_av*.py), "aw" (cases_aw*.py), "ax" (cases_ax*.py), "ay" (cases_ay*.py), "az" (cases_az*.py), "ba" (cases_ba*.py), "bb" (cases_bb*.py), "bc" (cases_bc*.py), "bd" (cases_bd*.py), "be" (cases_be*.py), "bf" (cases_bf*.py), "bg" (cases_bg*.py), "bh" (cases_bh*.py), "bi" (cases_bi*.py), "bj" (cases_bj*.py), "bk" (cases_bk*.py), "bl" (cases_bl*.py), "bm" (cases_bm*.py), "bn" (cases_bn*.py), "bo" (cases_bo*.py), "bp" (cases_bp*.py), "bq" (cases_bq*.py), "br" (cases_br*.py), "bs" (cases_bs*.py), "bt" (cases_bt*.py), "bu" (cases_bu*.py), "bv" (cases_bv*.py), "bw" (cases_bw*.py), "bx" (cases_bx*.py), "by" (cases_by*.py), "bz" (cases_bz*.py), "ca" (cases_ca*.py), "cb" (cases_cb*.py), "cc" (cases_cc*.py), "cd" (cases_cd*.py), "ce" (cases_ce*.py), "cf" (cases_cf*.py), "cg" (cases_cg*.py), "ch" (cases_ch*.py), "ci" (cases_ci*.py), "cj" (cases_cj*.py), "ck" (cases_ck*.py), "cl" (cases_cl*.py), "cm" (cases_cm*.py), "cn" (cases_cn*.py), "co" (cases_co*.py), "cp" (cases_cp*.py), "cs" (cases_cs*.py), "ct" (cases_ct*.py), "cu" (cases_cu*.py), "cv" (cases_cv*.py), "cw" (cases_cw*.py), "cx" (cases_cx*.py), "cy" (cases_cy*.py), "cz" (cases_cz*.py), "da" (cases_da*.py), "db" (cases_db*.py), "dc" (cases_dc*.py), "dd" (cases_dd*.py), "de" (cases_de*.py), "df" (cases_df*.py), "dg" (cases_dg*.py), "dh" (cases_dh*.py), "di" (cases_di*.py), "dj" (cases_dj*.py), "dk" (cases_dk*.py), "dl" (cases_dl*.py), "dm" (cases_dm*.py), "dn" (cases_dn*.py), "do" (cases_do*.py), "dp" (cases_dp*.py), "dq" (cases_dq*.py), "dr" (cases_dr*.py), "ds" (cases_ds*.py), "dt" (cases_dt*.py), "du" (cases_du*.py), "dv" (cases_dv*.py), "dw" (cases_dw*.py), "dx" (cases_dx*.py), "dy" (cases_dy*.py), "dz" (cases_dz*.py), "ea" (cases_ea*.py), "eb" (cases_eb*.py), "ec" (cases_ec*.py), "ed" (cases_ed*.py), "ee" (cases_ee*.py), "ef" (cases_ef*.py), "eg" (cases_eg*.py), "eh" (cases_eh*.py), "ei" (cases_ei*.py), "ej" (cases_ej*.py), "ek" (cases_ek*.py), "el" (cases_el*.py), "em" (cases_em*.py), "en" (cases_en*.py), "eo" (cases_eo*.py), "ep" (cases_ep*.py), "eq" (cases_eq*.py), "er" (cases_er*.py), "es" (cases_es*.py), "et" (cases_et*.py), "eu" (cases_eu*.py), "ev" (cases_ev*.py), "ew" (cases_ew*.py), "ex" (cases_ex*.py), "ey" (cases_ey*.py), "ez" (cases_ez*.py), "fa" (cases_fa*.py), "fb" (cases_fb*.py), "fc" (cases_fc*.py), "fd" (cases_fd*.py), "fe" (cases_fe*.py), "ff" (cases_ff*.py), "fg" (cases_fg*.py), "fh" (cases_fh*.py), "fi" (cases_fi*.py), "fj" (cases_fj*.py), "fk" (cases_fk*.py), "fl" (cases_fl*.py), "fm" (cases_fm*.py), "fn" (cases_fn*.py), "fo" (cases_fo*.py), "fp" (cases_fp*.py), "fq" (cases_fq*.py), "fr" (cases_fr*.py), "fs" (cases_fs*.py), "ft" (cases_ft*.py), "fu" (cases_fu*.py), "fv" (cases_fv*.py), "fw" (cases_fw*.py), "fx" (cases_fx*.py), "fy" (cases_fy*.py), "fz" (cases_fz*.py), "ga" (cases_ga*.py), "gb" (cases_gb*.py) or "gc" (cases_gc*.py)."""
    if set_name == "m":
        from comspider_lab.blind.cases_m import set_m_cases

        return _checked(set_m_cases())
    if set_name == "n":
        from comspider_lab.blind.cases_n import set_n_cases

        return _checked(set_n_cases())
    if set_name == "o":
        from comspider_lab.blind.cases_o import set_o_cases

        return _checked(set_o_cases())
    if set_name == "p":
        from comspider_lab.blind.cases_p import set_p_cases

        return _checked(set_p_cases())
    if set_name == "q":
        from comspider_lab.blind.cases_q import set_q_cases

        return _checked(set_q_cases())
    if set_name == "r":
        from comspider_lab.blind.cases_r import set_r_cases

        return _checked(set_r_cases())
    if set_name == "s":
        from comspider_lab.blind.cases_s import set_s_cases

        return _checked(set_s_cases())
    if set_name == "u":
        from comspider_lab.blind.cases_u import set_u_cases

        return _checked(set_u_cases())
    if set_name == "v":
        from comspider_lab.blind.cases_v import set_v_cases

        return _checked(set_v_cases())
    if set_name == "w":
        from comspider_lab.blind.cases_w import set_w_cases

        return _checked(set_w_cases())
    if set_name == "x":
        from comspider_lab.blind.cases_x import set_x_cases

        return _checked(set_x_cases())
    if set_name == "y":
        from comspider_lab.blind.cases_y import set_y_cases

        return _checked(set_y_cases())
    if set_name == "z":
        from comspider_lab.blind.cases_z import set_z_cases

        return _checked(set_z_cases())
    if set_name == "aa":
        from comspider_lab.blind.cases_aa import set_aa_cases

        return _checked(set_aa_cases())
    if set_name == "ab":
        from comspider_lab.blind.cases_ab import set_ab_cases

        return _checked(set_ab_cases())
    if set_name == "ac":
        from comspider_lab.blind.cases_ac import set_ac_cases

        return _checked(set_ac_cases())
    if set_name == "ad":
        from comspider_lab.blind.cases_ad import set_ad_cases

        return _checked(set_ad_cases())
    if set_name == "ae":
        from comspider_lab.blind.cases_ae import set_ae_cases

        return _checked(set_ae_cases())
    if set_name == "af":
        from comspider_lab.blind.cases_af import set_af_cases

        return _checked(set_af_cases())
    if set_name == "ag":
        from comspider_lab.blind.cases_ag import set_ag_cases

        return _checked(set_ag_cases())
    if set_name == "ah":
        from comspider_lab.blind.cases_ah import set_ah_cases

        return _checked(set_ah_cases())
    if set_name == "ai":
        from comspider_lab.blind.cases_ai import set_ai_cases

        return _checked(set_ai_cases())
    if set_name == "aj":
        from comspider_lab.blind.cases_aj import set_aj_cases

        return _checked(set_aj_cases())
    if set_name == "ak":
        from comspider_lab.blind.cases_ak import set_ak_cases

        return _checked(set_ak_cases())
    if set_name == "al":
        from comspider_lab.blind.cases_al import set_al_cases

        return _checked(set_al_cases())
    if set_name == "am":
        from comspider_lab.blind.cases_am import set_am_cases

        return _checked(set_am_cases())
    if set_name == "an":
        from comspider_lab.blind.cases_an import set_an_cases

        return _checked(set_an_cases())
    if set_name == "ao":
        from comspider_lab.blind.cases_ao import set_ao_cases

        return _checked(set_ao_cases())
    if set_name == "ap":
        from comspider_lab.blind.cases_ap import set_ap_cases

        return _checked(set_ap_cases())
    if set_name == "aq":
        from comspider_lab.blind.cases_aq import set_aq_cases

        return _checked(set_aq_cases())
    if set_name == "ar":
        from comspider_lab.blind.cases_ar import set_ar_cases

        return _checked(set_ar_cases())
    if set_name == "as":
        from comspider_lab.blind.cases_as import set_as_cases

        return _checked(set_as_cases())
    if set_name == "at":
        from comspider_lab.blind.cases_at import set_at_cases

        return _checked(set_at_cases())
    if set_name == "au":
        from comspider_lab.blind.cases_au import set_au_cases

        return _checked(set_au_cases())
    if set_name == "av":
        from comspider_lab.blind.cases_av import set_av_cases

        return _checked(set_av_cases())
    if set_name == "aw":
        from comspider_lab.blind.cases_aw import set_aw_cases

        return _checked(set_aw_cases())
    if set_name == "ax":
        from comspider_lab.blind.cases_ax import set_ax_cases

        return _checked(set_ax_cases())
    if set_name == "ay":
        from comspider_lab.blind.cases_ay import set_ay_cases

        return _checked(set_ay_cases())
    if set_name == "az":
        from comspider_lab.blind.cases_az import set_az_cases

        return _checked(set_az_cases())
    if set_name == "ba":
        from comspider_lab.blind.cases_ba import set_ba_cases

        return _checked(set_ba_cases())
    if set_name == "bb":
        from comspider_lab.blind.cases_bb import set_bb_cases

        return _checked(set_bb_cases())
    if set_name == "bc":
        from comspider_lab.blind.cases_bc import set_bc_cases

        return _checked(set_bc_cases())
    if set_name == "bd":
        from comspider_lab.blind.cases_bd import set_bd_cases

        return _checked(set_bd_cases())
    if set_name == "be":
        from comspider_lab.blind.cases_be import set_be_cases

        return _checked(set_be_cases())
    if set_name == "bf":
        from comspider_lab.blind.cases_bf import set_bf_cases

        return _checked(set_bf_cases())
    if set_name == "bg":
        from comspider_lab.blind.cases_bg import set_bg_cases

        return _checked(set_bg_cases())
    if set_name == "bh":
        from comspider_lab.blind.cases_bh import set_bh_cases

        return _checked(set_bh_cases())
    if set_name == "bi":
        from comspider_lab.blind.cases_bi import set_bi_cases

        return _checked(set_bi_cases())
    if set_name == "bo":
        from comspider_lab.blind.cases_bo import set_bo_cases

        return _checked(set_bo_cases())
    if set_name == "bp":
        from comspider_lab.blind.cases_bp import set_bp_cases

        return _checked(set_bp_cases())
    if set_name == "bq":
        from comspider_lab.blind.cases_bq import set_bq_cases

        return _checked(set_bq_cases())
    if set_name == "br":
        from comspider_lab.blind.cases_br import set_br_cases

        return _checked(set_br_cases())
    if set_name == "bs":
        from comspider_lab.blind.cases_bs import set_bs_cases

        return _checked(set_bs_cases())
    if set_name == "bw":
        from comspider_lab.blind.cases_bw import set_bw_cases

        return _checked(set_bw_cases())
    if set_name == "bx":
        from comspider_lab.blind.cases_bx import set_bx_cases

        return _checked(set_bx_cases())
    if set_name == "by":
        from comspider_lab.blind.cases_by import set_by_cases

        return _checked(set_by_cases())
    if set_name == "cv":
        from comspider_lab.blind.cases_cv import set_cv_cases

        return _checked(set_cv_cases())
    if set_name == "cw":
        from comspider_lab.blind.cases_cw import set_cw_cases

        return _checked(set_cw_cases())
    if set_name == "cx":
        from comspider_lab.blind.cases_cx import set_cx_cases

        return _checked(set_cx_cases())
    if set_name == "cy":
        from comspider_lab.blind.cases_cy import set_cy_cases

        return _checked(set_cy_cases())
    if set_name == "cz":
        from comspider_lab.blind.cases_cz import set_cz_cases

        return _checked(set_cz_cases())
    if set_name == "da":
        from comspider_lab.blind.cases_da import set_da_cases

        return _checked(set_da_cases())
    if set_name == "db":
        from comspider_lab.blind.cases_db import set_db_cases

        return _checked(set_db_cases())
    if set_name == "dc":
        from comspider_lab.blind.cases_dc import set_dc_cases

        return _checked(set_dc_cases())
    if set_name == "dd":
        from comspider_lab.blind.cases_dd import set_dd_cases

        return _checked(set_dd_cases())
    if set_name == "de":
        from comspider_lab.blind.cases_de import set_de_cases

        return _checked(set_de_cases())
    if set_name == "df":
        from comspider_lab.blind.cases_df import set_df_cases

        return _checked(set_df_cases())
    if set_name == "dg":
        from comspider_lab.blind.cases_dg import set_dg_cases

        return _checked(set_dg_cases())
    if set_name == "dh":
        from comspider_lab.blind.cases_dh import set_dh_cases

        return _checked(set_dh_cases())
    if set_name == "di":
        from comspider_lab.blind.cases_di import set_di_cases

        return _checked(set_di_cases())
    if set_name == "dj":
        from comspider_lab.blind.cases_dj import set_dj_cases

        return _checked(set_dj_cases())
    if set_name == "dk":
        from comspider_lab.blind.cases_dk import set_dk_cases

        return _checked(set_dk_cases())
    if set_name == "dl":
        from comspider_lab.blind.cases_dl import set_dl_cases

        return _checked(set_dl_cases())
    if set_name == "dm":
        from comspider_lab.blind.cases_dm import set_dm_cases

        return _checked(set_dm_cases())
    if set_name == "dn":
        from comspider_lab.blind.cases_dn import set_dn_cases

        return _checked(set_dn_cases())
    if set_name == "do":
        from comspider_lab.blind.cases_do import set_do_cases

        return _checked(set_do_cases())
    if set_name == "dp":
        from comspider_lab.blind.cases_dp import set_dp_cases

        return _checked(set_dp_cases())
    if set_name == "dq":
        from comspider_lab.blind.cases_dq import set_dq_cases

        return _checked(set_dq_cases())
    if set_name == "dr":
        from comspider_lab.blind.cases_dr import set_dr_cases

        return _checked(set_dr_cases())
    if set_name == "ds":
        from comspider_lab.blind.cases_ds import set_ds_cases

        return _checked(set_ds_cases())
    if set_name == "du":
        from comspider_lab.blind.cases_du import set_du_cases

        return _checked(set_du_cases())
    if set_name == "eb":
        from comspider_lab.blind.cases_eb import set_eb_cases

        return _checked(set_eb_cases())
    if set_name == "dw":
        from comspider_lab.blind.cases_dw import set_dw_cases

        return _checked(set_dw_cases())
    if set_name == "dt":
        from comspider_lab.blind.cases_dt import set_dt_cases

        return _checked(set_dt_cases())
    if set_name == "dv":
        from comspider_lab.blind.cases_dv import set_dv_cases

        return _checked(set_dv_cases())
    if set_name == "dx":
        from comspider_lab.blind.cases_dx import set_dx_cases

        return _checked(set_dx_cases())
    if set_name == "dy":
        from comspider_lab.blind.cases_dy import set_dy_cases

        return _checked(set_dy_cases())
    if set_name == "dz":
        from comspider_lab.blind.cases_dz import set_dz_cases

        return _checked(set_dz_cases())
    if set_name == "ea":
        from comspider_lab.blind.cases_ea import set_ea_cases

        return _checked(set_ea_cases())
    if set_name == "ec":
        from comspider_lab.blind.cases_ec import set_ec_cases

        return _checked(set_ec_cases())
    if set_name == "ed":
        from comspider_lab.blind.cases_ed import set_ed_cases

        return _checked(set_ed_cases())
    if set_name == "ee":
        from comspider_lab.blind.cases_ee import set_ee_cases

        return _checked(set_ee_cases())
    if set_name == "ef":
        from comspider_lab.blind.cases_ef import set_ef_cases

        return _checked(set_ef_cases())
    if set_name == "eg":
        from comspider_lab.blind.cases_eg import set_eg_cases

        return _checked(set_eg_cases())
    if set_name == "eh":
        from comspider_lab.blind.cases_eh import set_eh_cases

        return _checked(set_eh_cases())
    if set_name == "ei":
        from comspider_lab.blind.cases_ei import set_ei_cases

        return _checked(set_ei_cases())
    if set_name == "ej":
        from comspider_lab.blind.cases_ej import set_ej_cases

        return _checked(set_ej_cases())
    if set_name == "ek":
        from comspider_lab.blind.cases_ek import set_ek_cases

        return _checked(set_ek_cases())
    if set_name == "el":
        from comspider_lab.blind.cases_el import set_el_cases

        return _checked(set_el_cases())
    if set_name == "em":
        from comspider_lab.blind.cases_em import set_em_cases

        return _checked(set_em_cases())
    if set_name == "en":
        from comspider_lab.blind.cases_en import set_en_cases

        return _checked(set_en_cases())
    if set_name == "eo":
        from comspider_lab.blind.cases_eo import set_eo_cases

        return _checked(set_eo_cases())
    if set_name == "ep":
        from comspider_lab.blind.cases_ep import set_ep_cases

        return _checked(set_ep_cases())
    if set_name == "eq":
        from comspider_lab.blind.cases_eq import set_eq_cases

        return _checked(set_eq_cases())
    if set_name == "er":
        from comspider_lab.blind.cases_er import set_er_cases

        return _checked(set_er_cases())
    if set_name == "es":
        from comspider_lab.blind.cases_es import set_es_cases

        return _checked(set_es_cases())
    if set_name == "et":
        from comspider_lab.blind.cases_et import set_et_cases

        return _checked(set_et_cases())
    if set_name == "eu":
        from comspider_lab.blind.cases_eu import set_eu_cases

        return _checked(set_eu_cases())
    if set_name == "ev":
        from comspider_lab.blind.cases_ev import set_ev_cases

        return _checked(set_ev_cases())
    if set_name == "ew":
        from comspider_lab.blind.cases_ew import set_ew_cases

        return _checked(set_ew_cases())
    if set_name == "ex":
        from comspider_lab.blind.cases_ex import set_ex_cases

        return _checked(set_ex_cases())
    if set_name == "ey":
        from comspider_lab.blind.cases_ey import set_ey_cases

        return _checked(set_ey_cases())
    if set_name == "ez":
        from comspider_lab.blind.cases_ez import set_ez_cases

        return _checked(set_ez_cases())
    if set_name == "fa":
        from comspider_lab.blind.cases_fa import set_fa_cases

        return _checked(set_fa_cases())
    if set_name == "fb":
        from comspider_lab.blind.cases_fb import set_fb_cases

        return _checked(set_fb_cases())
    if set_name == "fc":
        from comspider_lab.blind.cases_fc import set_fc_cases

        return _checked(set_fc_cases())
    if set_name == "fd":
        from comspider_lab.blind.cases_fd import set_fd_cases

        return _checked(set_fd_cases())
    if set_name == "fe":
        from comspider_lab.blind.cases_fe import set_fe_cases

        return _checked(set_fe_cases())
    if set_name == "ff":
        from comspider_lab.blind.cases_ff import set_ff_cases

        return _checked(set_ff_cases())
    if set_name == "fg":
        from comspider_lab.blind.cases_fg import set_fg_cases

        return _checked(set_fg_cases())
    if set_name == "fh":
        from comspider_lab.blind.cases_fh import set_fh_cases

        return _checked(set_fh_cases())
    if set_name == "fi":
        from comspider_lab.blind.cases_fi import set_fi_cases

        return _checked(set_fi_cases())
    if set_name == "fj":
        from comspider_lab.blind.cases_fj import set_fj_cases

        return _checked(set_fj_cases())
    if set_name == "fk":
        from comspider_lab.blind.cases_fk import set_fk_cases

        return _checked(set_fk_cases())
    if set_name == "fl":
        from comspider_lab.blind.cases_fl import set_fl_cases

        return _checked(set_fl_cases())
    if set_name == "fm":
        from comspider_lab.blind.cases_fm import set_fm_cases

        return _checked(set_fm_cases())
    if set_name == "fn":
        from comspider_lab.blind.cases_fn import set_fn_cases

        return _checked(set_fn_cases())
    if set_name == "fo":
        from comspider_lab.blind.cases_fo import set_fo_cases

        return _checked(set_fo_cases())
    if set_name == "fp":
        from comspider_lab.blind.cases_fp import set_fp_cases

        return _checked(set_fp_cases())
    if set_name == "fq":
        from comspider_lab.blind.cases_fq import set_fq_cases

        return _checked(set_fq_cases())
    if set_name == "fr":
        from comspider_lab.blind.cases_fr import set_fr_cases

        return _checked(set_fr_cases())
    if set_name == "fs":
        from comspider_lab.blind.cases_fs import set_fs_cases

        return _checked(set_fs_cases())
    if set_name == "ft":
        from comspider_lab.blind.cases_ft import set_ft_cases

        return _checked(set_ft_cases())
    if set_name == "fu":
        from comspider_lab.blind.cases_fu import set_fu_cases

        return _checked(set_fu_cases())
    if set_name == "fv":
        from comspider_lab.blind.cases_fv import set_fv_cases

        return _checked(set_fv_cases())
    if set_name == "fw":
        from comspider_lab.blind.cases_fw import set_fw_cases

        return _checked(set_fw_cases())
    if set_name == "fx":
        from comspider_lab.blind.cases_fx import set_fx_cases

        return _checked(set_fx_cases())
    if set_name == "fy":
        from comspider_lab.blind.cases_fy import set_fy_cases

        return _checked(set_fy_cases())
    if set_name == "fz":
        from comspider_lab.blind.cases_fz import set_fz_cases

        return _checked(set_fz_cases())
    if set_name == "ga":
        from comspider_lab.blind.cases_ga import set_ga_cases

        return _checked(set_ga_cases())
    if set_name == "gb":
        from comspider_lab.blind.cases_gb import set_gb_cases

        return _checked(set_gb_cases())
    if set_name == "gc":
        from comspider_lab.blind.cases_gc import set_gc_cases

        return _checked(set_gc_cases())
    if set_name == "cb":
        from comspider_lab.blind.cases_cb import set_cb_cases

        return _checked(set_cb_cases())
    if set_name == "cc":
        from comspider_lab.blind.cases_cc import set_cc_cases

        return _checked(set_cc_cases())
    if set_name == "cd":
        from comspider_lab.blind.cases_cd import set_cd_cases

        return _checked(set_cd_cases())
    if set_name == "ce":
        from comspider_lab.blind.cases_ce import set_ce_cases

        return _checked(set_ce_cases())
    if set_name == "cf":
        from comspider_lab.blind.cases_cf import set_cf_cases

        return _checked(set_cf_cases())
    if set_name == "cg":
        from comspider_lab.blind.cases_cg import set_cg_cases

        return _checked(set_cg_cases())
    if set_name == "ch":
        from comspider_lab.blind.cases_ch import set_ch_cases

        return _checked(set_ch_cases())
    if set_name == "ci":
        from comspider_lab.blind.cases_ci import set_ci_cases

        return _checked(set_ci_cases())
    if set_name == "cj":
        from comspider_lab.blind.cases_cj import set_cj_cases

        return _checked(set_cj_cases())
    if set_name == "ck":
        from comspider_lab.blind.cases_ck import set_ck_cases

        return _checked(set_ck_cases())
    if set_name == "cn":
        from comspider_lab.blind.cases_cn import set_cn_cases

        return _checked(set_cn_cases())
    if set_name == "co":
        from comspider_lab.blind.cases_co import set_co_cases

        return _checked(set_co_cases())
    if set_name == "cp":
        from comspider_lab.blind.cases_cp import set_cp_cases

        return _checked(set_cp_cases())
    if set_name == "cs":
        from comspider_lab.blind.cases_cs import set_cs_cases

        return _checked(set_cs_cases())
    if set_name == "ct":
        from comspider_lab.blind.cases_ct import set_ct_cases

        return _checked(set_ct_cases())
    if set_name == "cu":
        from comspider_lab.blind.cases_cu import set_cu_cases

        return _checked(set_cu_cases())
    if set_name == "cl":
        from comspider_lab.blind.cases_cl import set_cl_cases

        return _checked(set_cl_cases())
    if set_name == "cm":
        from comspider_lab.blind.cases_cm import set_cm_cases

        return _checked(set_cm_cases())
    if set_name == "bz":
        from comspider_lab.blind.cases_bz import set_bz_cases

        return _checked(set_bz_cases())
    if set_name == "ca":
        from comspider_lab.blind.cases_ca import set_ca_cases

        return _checked(set_ca_cases())
    if set_name == "bv":
        from comspider_lab.blind.cases_bv import set_bv_cases

        return _checked(set_bv_cases())
    if set_name == "bu":
        from comspider_lab.blind.cases_bu import set_bu_cases

        return _checked(set_bu_cases())
    if set_name == "bt":
        from comspider_lab.blind.cases_bt import set_bt_cases

        return _checked(set_bt_cases())
    if set_name == "bn":
        from comspider_lab.blind.cases_bn import set_bn_cases

        return _checked(set_bn_cases())
    if set_name == "bl":
        from comspider_lab.blind.cases_bl import set_bl_cases

        return _checked(set_bl_cases())
    if set_name == "bm":
        from comspider_lab.blind.cases_bm import set_bm_cases

        return _checked(set_bm_cases())
    if set_name == "bj":
        from comspider_lab.blind.cases_bj import set_bj_cases

        return _checked(set_bj_cases())
    if set_name == "bk":
        from comspider_lab.blind.cases_bk import set_bk_cases

        return _checked(set_bk_cases())
    if set_name == "t":
        from comspider_lab.blind.cases_t import set_t_cases

        return _checked(set_t_cases())
    if set_name == "l":
        from comspider_lab.blind.cases_l import set_l_cases

        return _checked(set_l_cases())
    if set_name == "k":
        from comspider_lab.blind.cases_k import set_k_cases

        return _checked(set_k_cases())
    if set_name == "j":
        from comspider_lab.blind.cases_j import set_j_cases

        return _checked(set_j_cases())
    if set_name == "i":
        from comspider_lab.blind.cases_i import set_i_cases

        return _checked(set_i_cases())
    if set_name == "h":
        from comspider_lab.blind.cases_h import set_h_cases

        return _checked(set_h_cases())
    if set_name == "g":
        from comspider_lab.blind.cases_g import set_g_cases

        return _checked(set_g_cases())
    if set_name == "f":
        from comspider_lab.blind.cases_f import set_f_cases

        return _checked(set_f_cases())
    if set_name == "e":
        from comspider_lab.blind.cases_e import set_e_cases

        return _checked(set_e_cases())
    if set_name == "d":
        from comspider_lab.blind.cases_d import set_d_cases

        return _checked(set_d_cases())
    if set_name == "c":
        from comspider_lab.blind.cases_c import set_c_cases

        return _checked(set_c_cases())
    if set_name == "b":
        from comspider_lab.blind.cases_b import set_b_cases

        return _checked(set_b_cases())
    assert set_name == "a", set_name
    from comspider_lab.blind.cases_lookalike import lookalike_cases, mixed_cases
    from comspider_lab.blind.cases_real import real_cases
    from comspider_lab.blind.cases_small import small_cases

    return _checked(real_cases() + small_cases() + lookalike_cases() + mixed_cases())


def _checked(cases: list[Case]) -> list[Case]:
    ids = [c.id for c in cases]
    assert len(ids) == len(set(ids)), "duplicate case ids"
    paths = [(c.server, c.path) for c in cases]
    assert len(paths) == len(set(paths)), "duplicate article paths"
    return cases


def build(out: Path = BLIND_DIR, set_name: str = "a") -> list[Case]:
    cases = all_cases(set_name)
    site_name, truth_name, templates_name, index_name = OUTPUTS[set_name]
    site = out / site_name
    truth = out / truth_name
    templates = out / "djsite" / "templates" / templates_name
    for folder in (site, truth):
        if folder.exists():
            shutil.rmtree(folder)
        folder.mkdir(parents=True)
    templates.mkdir(parents=True, exist_ok=True)
    for old in templates.glob("*.html"):
        if old.name != "nl_items.html":
            old.unlink()
    django_index: dict[str, dict[str, str]] = {}

    def django_page(case: Case, path: str, text: str, name: str) -> None:
        (templates / name).write_text(text, encoding="utf-8")
        entry = {
            "id": case.id,
            "language": case.language,
            "title": text.split("<title>", 1)[1].split(" | ", 1)[0].split("</title>", 1)[0],
        }
        if set_name != "a":
            entry["template"] = f"{templates_name}/{name}"
        django_index[path] = entry

    for case in cases:
        files = dict(case.files)
        if case.server == "main":
            files[case.path] = case.html
        else:
            django_page(case, case.path, case.html, f"{case.id}.html")
        for n, (path, text) in enumerate(case.django_files.items()):
            django_page(case, path, text, f"{case.id}--{n + 1}.html")
        for rel, text in files.items():
            if rel.endswith("/"):  # a "pretty" URL (set C): the server answers it with index.html
                rel += "index.html"
            target = site / rel.lstrip("/")
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
        (truth / f"{case.id}.json").write_text(
            json.dumps(case.truth(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
        )
    (out / "djsite" / index_name).write_text(
        json.dumps(django_index, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    return cases
