"""Blind set DN: a mixed page: a Hungarian city portal's story of 2012 on a sugar factory's closing, with a boxed
"Ezt mondták" (what they said: the mayor's, the union's and the company's words the newsroom gathered) right above 7
readers' comments with answers two deep. Every class name, name, place and text invented for this set; each comment
written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dn_common import Case, doc, esc, kids, make, paras, talk

CSS = (
    "body{margin:0;font:13px/1.5 Tahoma,Verdana,sans-serif;background:#f4f1ea;color:#222}#fej{background:#5c2d0c;color:#f4e3c1;padding:10px 18px}"
    "#fej .nev{font:bold 30px Georgia}#menu{background:#8a4b1b;padding:5px 18px}#menu a{color:#fff;margin-right:12px}"
    "#tartalom{width:980px;margin:12px auto;overflow:hidden}#bal{float:left;width:640px;background:#fff;padding:16px}#jobb{float:right;width:300px}"
    ".lead{font-weight:bold}.meta{color:#888;font-size:11px}.mondtak{background:#fbf3e2;border:1px solid #e0c79a;padding:10px;margin:16px 0}"
    ".mondtak h3{margin:0 0 8px;color:#5c2d0c}.mondtak .idezet{border-bottom:1px dotted #d0b07a;padding:5px 0}.mondtak .ki{font-weight:bold}"
    "#hsz h3{border-bottom:2px solid #8a4b1b;color:#5c2d0c}.hsz{border-bottom:1px solid #eee;padding:8px 0}.hsz .fej{font-size:11px;color:#777}"
    ".hsz .fej b{color:#8a4b1b;font-size:13px}.hsz .valaszok{margin-left:36px;border-left:2px solid #e0c79a;padding-left:10px}"
    ".doboz{background:#fff;padding:10px;margin-bottom:10px}.doboz h4{margin:0 0 6px;color:#5c2d0c}#lab{clear:both;background:#5c2d0c;color:#d9c6a5;padding:12px 18px;font-size:11px}"
)

SAID = (
    (
        "Dr. Varga Tibor",
        "polgármester",
        "Mindent megteszünk, hogy az elbocsátott dolgozók közül minél többen a városban találjanak munkát. A munkaügyi központtal már egyeztettünk.",
    ),
    (
        "Papp László",
        "a cukorgyári szakszervezet elnöke",
        "Úgy érezzük, becsaptak minket. Tavasszal még arról volt szó, hogy a gyár legalább 2015-ig üzemel.",
    ),
    (
        "Lengyel Márta",
        "a tulajdonos cég szóvivője",
        "A döntés nem a helyi dolgozók munkáján múlt. Az európai kvótarendszer változása miatt az üzem nem működtethető gazdaságosan.",
    ),
)


def hu_cukorgyar() -> Case:
    cs = talk("""
öreg_répás @ 2012. október 16. 08:12 :: 31 évet dolgoztam a gyárban, apám is ott volt 40 évig. Nem hiszem el, hogy ennyi volt. Minden ősszel répaszag volt a városban, most az is elmúlik.
>Kata76 @ 2012. október 16. 08:40 :: Nagyon sajnálom. A nagyapám is ott volt gépész, gyerekkoromban minden kampányban bevitt egyszer megnézni a mosót.
Bence_Sz @ 2012. október 16. 09:03 :: És a 180 ember mit fog csinálni? Itt nincs más nagy munkaadó. Aki tud, megy Ausztriába vagy Angliába, a fiatalok már mind elmentek.
>mezőgazdász @ 2012. október 16. 09:27 :: Nem csak a 180 dolgozó, hanem a répatermelők is. Kb. 300 gazda adott le répát, nekik mi lesz a vetésforgóval jövőre?
>>Bence_Sz @ 2012. október 16. 09:41 :: Igazad van, erre nem is gondoltam. Akkor ez inkább ezer embert érint.
Halász Gyula @ 2012. október 16. 11:15 :: A kvótarendszert nem tegnap találták ki. Évek óta lehetett tudni, hogy ez lesz, csak senki nem akart szólni. // A városnak már 2008-ban terv kellett volna.
Rózsi néni @ 2012. október 16. 13:50 :: Szegény Papp Laci, olyan rendes ember. Kitartást kívánok minden dolgozónak és a családjaiknak!
""")
    k = kids(cs)

    def one(i: int) -> str:
        c = cs[i]
        sub = ""
        if k.get(i):
            sub = '<div class="valaszok">' + "".join(one(j) for j in k[i]) + "</div>"
        return (
            f'<div class="hsz" id="hsz-{88120 + i}"><div class="fej"><b>{esc(c.who)}</b> | {esc(c.at)} | <a href="#hsz-{88120 + i}">#{i + 1}</a></div>'
            f'<div class="szoveg">{paras(c.body)}</div><div class="gombok"><a href="#uj-hsz">Válasz</a> · <a href="#">Moderálásra</a></div>{sub}</div>'
        )

    thread = "".join(one(i) for i in k[None])
    said = "".join(
        f'<div class="idezet"><span class="ki">{esc(n)}</span>, {esc(r)}:<br />„{esc(t)}”</div>'
        for n, r, t in SAID
    )
    body = (
        '<div id="fej"><div class="nev">Szarvaskői Napló</div><div>Városi hírportál · 2012. október 16., kedd</div></div>'
        '<div id="menu"><a href="/">Címlap</a><a href="/varos/">Város</a><a href="/gazdasag/">Gazdaság</a><a href="/sport/">Sport</a><a href="/kultura/">Kultúra</a><a href="/kek-hirek/">Kék hírek</a><a href="/galeria/">Galéria</a></div>'
        '<div id="tartalom"><div id="bal"><p class="meta">Gazdaság · 2012. október 15., hétfő 17:30 · Írta: Molnár Péter</p>'
        "<h1>Bezár a szarvaskői cukorgyár, 180-an veszítik el az állásukat</h1>"
        '<p class="megoszt"><a href="#">Tetszik (214)</a> · <a href="#">Küldés e-mailben</a> · <a href="#">Nyomtatás</a></p>'
        '<p class="lead">A tulajdonos bejelentette: az idei lesz az utolsó kampány, a gyár január végén végleg bezár.</p>'
        "<p>A hétfő délutáni dolgozói gyűlésen közölték a hírt a munkavállalókkal. A gyár 1912 óta működik a városban, jelenleg 180 állandó dolgozója van, a kampány idején további 60 idénymunkást foglalkoztat.</p>"
        "<p>A cég szerint a döntés oka az uniós cukorpiaci szabályok változása és a csökkenő feldolgozási kvóta. A termelést a társaság másik, nagyobb üzemébe viszik át.</p>"
        "<p>A dolgozók végkielégítést kapnak, a szakszervezet azonban további tárgyalásokat követel.</p>"
        f'<div class="mondtak"><h3>Ezt mondták</h3>{said}</div>'
        f'<div id="hsz"><h3>Hozzászólások (7)</h3>{thread}'
        '<div id="uj-hsz"><h4>Új hozzászólás</h4><p>Hozzászóláshoz <a href="/belepes">jelentkezzen be</a> vagy <a href="/regisztracio">regisztráljon</a>.</p></div></div></div>'
        '<div id="jobb"><div class="doboz"><h4>Legfrissebb</h4><ul><li><a href="#">Lezárják a Kossuth utcát</a></li><li><a href="#">Kigyulladt egy autó a Béke téren</a></li><li><a href="#">Bezár a cukorgyár</a></li></ul></div>'
        '<div class="doboz"><h4>Legtöbbet kommentelt</h4><ol><li><a href="#">Új körforgalom a 44-esen</a> (26)</li><li><a href="#">Fizetős lesz a parkolás</a> (19)</li><li><a href="#">Bezár a cukorgyár</a> (7)</li></ol></div>'
        '<div class="doboz"><h4>Szavazás</h4><p>Tud-e a város új munkaadót hozni a cukorgyár helyére?</p><p>Igen: 18% · Nem: 64% · Nem tudom: 18%</p><p><small>642 szavazat</small></p></div>'
        '<div class="doboz"><h4>Időjárás</h4><p>12 °C, felhős</p></div></div></div>'
        '<div id="lab">© 2012 Szarvaskői Napló · Impresszum · Kapcsolat · Hirdetés</div>'
    )
    html = doc(
        "Bezár a szarvaskői cukorgyár, 180-an veszítik el az állásukat | Szarvaskői Napló", "hu", CSS, body
    )
    return make(
        "dn-mixed-hu-naplo-cukorgyar",
        "mixed",
        "hu",
        html,
        cs,
        path="/gazdasag/2012/10/15/bezar-a-szarvaskoi-cukorgyar.html",
        container="div#hsz: h3 'Hozzászólások (7)', div.hsz (div.fej 'NAME | DATE | #n', div.szoveg, buttons) with answers in div.valaszok",
        heading="Hozzászólások (7)",
        description="A Hungarian city portal of 2012 on a sugar factory's closing: right above the comments a boxed 'Ezt mondták' of 3 statements the newsroom gathered (name, role, quoted words), then 7 readers' comments with times, answers two deep; most commented with counts, a poll with results.",
        lookalikes=("statements of the mayor, the union and the company gathered by the newsroom",),
    )


def mixed_dn() -> list[Case]:
    return [hu_cukorgyar()]
