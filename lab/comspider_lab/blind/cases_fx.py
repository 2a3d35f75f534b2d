"""Blind set fx: every case (built blind: see the README's "Set fx")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_fx_cases() -> list[Case]:
    from comspider_lab.blind.cases_fx_lists import el_apoxairetismos, et_koosseis, lt_programa, sl_cestitke
    from comspider_lab.blind.cases_fx_threads import cs_knihovna, hu_korus, pl_siatkowka, pt_filarmonica
    from comspider_lab.blind.cases_fx_threads2 import da_strik, fr_oiseaux, no_foreldre, tr_gazete

    return [
        pl_siatkowka(),
        cs_knihovna(),
        hu_korus(),
        pt_filarmonica(),
        fr_oiseaux(),
        no_foreldre(),
        da_strik(),
        tr_gazete(),
        el_apoxairetismos(),
        sl_cestitke(),
        et_koosseis(),
        lt_programa(),
    ]
