"""python -m comspider_lab.blind setup | build | serve | evaluate | check [--set b|c|d|e|f|g|h|i|j|k|l|m|n|o|p|q|r|s|t|u|v|w|x|y|z|aa|ab|ac|ad|ae|af|ag|ah|ai|aj|ak|al|am|an|ao|ap|aq|ar|as|at|au|av|aw|ax|ay|az|ba|bb|bc|bd|be|bf|bg|bh|bi|bj|bk|bl|bm|bn|bo|bp|bq|br|bs|bt|bu|bv|bw|bx|by|bz|ca|cb|cc|cd|ce|cf|cg|ch|ci|cj|ck|cl|cm|cn|co|cp|cs|ct|cu|cv|cw|cx|cy|cz|da|db|dc|dd|de|df|dg|dh|di|dj|dk|dl|dm|dn|do|dp|dq|dr|ds|dt|du|dv|dw|dx|dy|dz|ea|eb|ec|ed|ee|ef|eg|eh|ei|ej|ek|el|em|en|eo|ep|eq|er|es|et|eu|ev|ew|ex|ey|ez|fa|fb|fc|fd|fe|ff|fg|fh|fi|fj|fk|fl|fm|fn|fo|fp|fq|fr|fs|ft|fu|fv|fw|fx|fy|fz|ga|gb|gc] [--python PATH] [--extract]"""

from __future__ import annotations

import argparse
import signal
import threading
from pathlib import Path

from comspider_lab.blind.cases import SETS


def _terminated(signum: int, _frame: object) -> None:
    # The services run in sessions of their own (a Ctrl-C in the terminal must not reach
    # them first): SIGTERM unwinds the `with Stack(...)` blocks so that they stop them,
    # instead of leaving Isso, Waline and Django running.
    raise SystemExit(128 + signum)


def main(argv: list[str] | None = None) -> int:
    signal.signal(signal.SIGTERM, _terminated)
    parser = argparse.ArgumentParser(prog="python -m comspider_lab.blind", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("setup", help="install the comment systems (a venv for Isso and Django, npm for Waline)")
    build_p = sub.add_parser("build", help="write the pages and the truth files from the case definitions")
    srv = sub.add_parser("serve", help="start every service, seed the comments, print the URLs; Ctrl-C stops")
    ev = sub.add_parser("evaluate", help="start the services, crawl every case with comspider, score")
    chk = sub.add_parser(
        "check",
        help="before any crawl: open every page in Chromium, reveal, check the expected comments are shown",
    )
    chk.add_argument("--cases", help="only these case ids, comma-separated")
    for p in (build_p, srv, ev, chk):
        p.add_argument(
            "--set",
            dest="set_name",
            choices=SETS,  # every set cases.py registers, one list
            default="a",
            help="which blind set: a (the first, default), b (blind set B), c (blind set C), d (blind set D), e (blind set E), f (blind set F), g (blind set G), h (blind set H), i (blind set I), j (blind set J), k (blind set K), l (blind set L), m (blind set M), n (blind set N), o (blind set O), p (blind set P), q (blind set Q), r (blind set R), s (blind set S), t (blind set T), u (blind set U), v (blind set V), w (blind set W), x (blind set X), y (blind set Y), z (blind set Z), aa (blind set AA), ab (blind set AB), ac (blind set AC), ad (blind set AD), ae (blind set AE), af (blind set AF), ag (blind set AG), ah (blind set AH), ai (blind set AI), aj (blind set AJ), ak (blind set AK), al (blind set AL), am (blind set AM), an (blind set AN), ao (blind set AO), ap (blind set AP), aq (blind set AQ), ar (blind set AR), as (blind set AS), at (blind set AT), au (blind set AU), av (blind set AV), aw (blind set AW), ax (blind set AX), ay (blind set AY) az (blind set AZ), ba (blind set BA), bb (blind set BB), bc (blind set BC), bd (blind set BD), be (blind set BE), bf (blind set BF), bg (blind set BG), bh (blind set BH), bi (blind set BI), bj (blind set BJ), bk (blind set BK), bl (blind set BL), bm (blind set BM), bn (blind set BN), bo (blind set BO), bp (blind set BP), bq (blind set BQ), br (blind set BR), bs (blind set BS), bt (blind set BT), bu (blind set BU), bv (blind set BV), bw (blind set BW), bx (blind set BX), by (blind set BY), bz (blind set BZ), ca (blind set CA), cb (blind set CB), cc (blind set CC), cd (blind set CD), ce (blind set CE), cf (blind set CF), cg (blind set CG), ch (blind set CH), ci (blind set CI), cj (blind set CJ), ck (blind set CK), cl (blind set CL), cm (blind set CM), cn (blind set CN), co (blind set CO), cp (blind set CP), cs (blind set CS), ct (blind set CT), cu (blind set CU), cv (blind set CV), cw (blind set CW), cx (blind set CX), cy (blind set CY), cz (blind set CZ), da (blind set DA), db (blind set DB), dc (blind set DC), dd (blind set DD), de (blind set DE), df (blind set DF), dg (blind set DG), dh (blind set DH), di (blind set DI), dj (blind set DJ), dk (blind set DK), dl (blind set DL), dm (blind set DM), dn (blind set DN), do (blind set DO), dp (blind set DP), dq (blind set DQ), dr (blind set DR), ds (blind set DS), dt (blind set DT), du (blind set DU), dv (blind set DV), dw (blind set DW) dx (blind set DX), dy (blind set DY), dz (blind set DZ), ea (blind set EA), eb (blind set EB), ec (blind set EC), ed (blind set ED), ee (blind set EE), ef (blind set EF), eg (blind set EG), eh (blind set EH), ei (blind set EI), ej (blind set EJ), ek (blind set EK), el (blind set EL), em (blind set EM), en (blind set EN), eo (blind set EO), ep (blind set EP), eq (blind set EQ), er (blind set ER), es (blind set ES), et (blind set ET), eu (blind set EU), ev (blind set EV), ew (blind set EW), ex (blind set EX), ey (blind set EY), ez (blind set EZ), fa (blind set FA), fb (blind set FB), fc (blind set FC), fd (blind set FD), fe (blind set FE), ff (blind set FF), fg (blind set FG), fh (blind set FH), fi (blind set FI), fj (blind set FJ), fk (blind set FK), fl (blind set FL), fm (blind set FM), fn (blind set FN), fo (blind set FO), fp (blind set FP), fq (blind set FQ), fr (blind set FR), fs (blind set FS), ft (blind set FT), fu (blind set FU), fv (blind set FV), fw (blind set FW), fx (blind set FX), fy (blind set FY), fz (blind set FZ), ga (blind set GA), gb (blind set GB) or gc (blind set GC)",
        )
    who = ev.add_mutually_exclusive_group()
    who.add_argument(
        "--python",
        help="the python of the checkout whose crawler to run (its comspider beside it, "
        "else `python -m comspider`); default: this one",
    )
    who.add_argument("--comspider", help="the comspider command to run")
    ev.add_argument(
        "--extract",
        action="store_true",
        help="run `comspider extract` (no browser) on the cases whose comments are in the served HTML "
        "and on the look-alike pages, instead of a crawl",
    )
    ev.add_argument("--cases", help="only these case ids, comma-separated")
    ev.add_argument("--results", type=Path, help="write the scores as JSON here")
    ev.add_argument("--keep", type=Path, help="keep the crawl's output and log in this folder")
    args = parser.parse_args(argv)

    if args.command == "setup":
        from comspider_lab.blind.services import setup

        setup()
    elif args.command == "build":
        from comspider_lab.blind.cases import build

        cases = build(set_name=args.set_name)
        print(f"{len(cases)} cases written")
    elif args.command == "check":
        from comspider_lab.blind.check import check

        return 1 if check(args.set_name, args.cases.split(",") if args.cases else None) else 0
    elif args.command == "serve":
        serve(args.set_name)
    elif args.command == "evaluate":
        from comspider_lab.blind.evaluate import evaluate

        evaluate(
            args.python,
            args.comspider,
            args.cases.split(",") if args.cases else None,
            args.extract,
            args.results,
            args.keep,
            args.set_name,
        )
    return 0


def serve(set_name: str = "a") -> None:
    from comspider_lab.blind.services import Stack

    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    with Stack(set_name=set_name) as stack:
        print("services:")
        for name, port in stack.ports.items():
            print(f"  {name:7} http://127.0.0.1:{port}/")
        print("cases:")
        for case in stack.cases:
            print(f"  {case.id:34} {case.kind:12} {stack.url(case)}")
        print("Ctrl-C (or SIGTERM) stops everything", flush=True)
        try:
            stop.wait()
        except KeyboardInterrupt:
            pass
    print("stopped")


if __name__ == "__main__":
    raise SystemExit(main())
