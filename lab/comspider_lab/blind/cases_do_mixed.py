"""Blind set DO: one mixed page, a Swedish local paper of 2013 whose story on the town's night walkers quotes their
log (four timed, signed reports of weekend nights) in a box, above 7 readers' comments with nested answers. Every
name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_do_common import C, Case, doc, esc, kids, make, paras, ranked, share, talk

SV_CSS = (
    "body{margin:0;background:#f0f0f0;font:13px/1.55 Arial,Helvetica,sans-serif;color:#222}#sida{width:980px;margin:0 auto;background:#fff}"
    "#huvud{padding:12px 16px;border-bottom:4px solid #00509e;overflow:hidden}#huvud .namn{font:bold 34px Georgia,serif;color:#00509e;float:left}#huvud .idag{float:right;font-size:11px;color:#666;text-align:right}"
    "#meny{background:#00509e}#meny a{display:inline-block;color:#fff;padding:7px 12px;text-decoration:none;font-weight:bold}#inne{overflow:hidden;padding:14px 16px}"
    "#artikel{float:left;width:640px}#spalt{float:right;width:290px}.publ{font-size:11px;color:#777}.ingress{font-size:16px;font-weight:bold}"
    ".dela{list-style:none;padding:0;overflow:hidden}.dela li{float:left;margin-right:10px;font-size:11px}.cnt{background:#e5eef7;padding:0 4px}"
    ".logg{float:right;width:250px;margin:0 0 10px 14px;background:#fff8dc;border:1px solid #e5d48a;padding:8px;font-size:12px}.logg h3{margin:0 0 6px;font-size:14px}"
    ".logg .rapport{border-top:1px dotted #d9c56a;padding:5px 0}.logg .rapport .nar{font-weight:bold}.logg .rapport .vem{font-style:italic;color:#555}"
    ".puff{border-top:3px solid #00509e;margin-bottom:14px}.puff h4{margin:4px 0}.puff ol,.puff ul{padding-left:20px;margin:4px 0}"
    "#kommentarer{clear:both;margin-top:16px}#kommentarer h2{font-size:17px;color:#00509e}.kommentar{border-top:1px solid #e4e4e4;padding:8px 0}.kommentar .signatur{font-weight:bold}"
    ".kommentar .tid{color:#999;font-size:11px;margin-left:6px}.svar{margin-left:36px}.kommentar .lankar{font-size:11px}#fot{background:#00509e;color:#cfe0f1;padding:14px;font-size:11px;clear:both}"
)


def _sv_list(cs: list[C]) -> str:
    k = kids(cs)

    def item(i: int) -> str:
        c = cs[i]
        kid = 118230 + 4 * i
        sub = ""
        if i in k:
            sub = '<div class="svar">' + "".join(item(j) for j in k[i]) + "</div>"
        return (
            f'<div class="kommentar" id="k{kid}"><span class="signatur">{esc(c.who)}</span><span class="tid">{esc(c.at)}</span>'
            f'{paras(c.body)}<div class="lankar"><a href="#skriv" rel="{kid}">Svara</a> &middot; <a href="/anmal/{kid}">Anmäl</a></div>{sub}</div>'
        )

    return "".join(item(i) for i in k[None])


def sv_albacka() -> Case:
    cs = talk("""
Mamma till två @ 3 feb 2013 kl 08:14 :: Tack till alla som går! Min dotter på 15 säger att det känns tryggare när de vuxna i gula västar står vid busstationen.
Peter L @ 3 feb 2013 kl 09:02 :: Varför är det alltid samma tio föräldrar som ställer upp? Det går 600 elever på Norrbyskolan. Hur svårt kan det vara att gå en fredag per termin?
>Kicki @ 3 feb 2013 kl 09:40 :: Många jobbar skift Peter, alla kan inte. Men håller med om att fler borde anmäla sig.
>>Peter L @ 3 feb 2013 kl 10:05 :: Då kan man ta en lördag istället. Jag jobbar också skift.
Bengt Åberg @ 3 feb 2013 kl 11:30 :: Varför ska föräldrar göra polisens jobb? Förr fanns det en polis i Ålbacka, nu kommer de från stan och det tar en timme.
>Lena Sjöberg @ 3 feb 2013 kl 12:15 :: Vi gör inte polisens jobb Bengt, vi finns bara där och pratar med ungdomarna. Men visst saknar vi en lokal polis, det har vi sagt till kommunen många gånger. // Välkommen med en fredag så får du se hur det går till!
ungdom 16 år @ 3 feb 2013 kl 19:48 :: det är faktiskt rätt schysst att de bjuder på kaffe och bullar vid kiosken. ingen tycker att dom är jobbiga
""")
    logg = [
        (
            "Fredag 25 januari, kl 23.50",
            "Lena Sjöberg, gruppledare",
            "Sex vuxna ute. Lugnt vid busstationen, ett tjugotal ungdomar vid ishallen. Vi bjöd på varm saft. Hemma 00.30.",
        ),
        (
            "Lördag 26 januari, kl 01.10",
            "Anders Nyqvist",
            "Fyra vuxna. En kille som mådde dåligt fick skjuts hem av sin pappa efter att vi ringt. Krossad busskur på Storgatan anmäld till kommunen.",
        ),
        (
            "Fredag 1 februari, kl 23.30",
            "Lena Sjöberg, gruppledare",
            "Fem vuxna, 17 grader kallt. Nästan tomt ute, de flesta satt inne på Pizzeria Roma. Vi avslutade tidigt.",
        ),
        (
            "Lördag 2 februari, kl 00.45",
            "Maria Holm",
            "Sju vuxna, varav två nya. Disco i Folkets hus, mycket folk på torget efteråt men inget bråk.",
        ),
    ]
    rapporter = "".join(
        f'<div class="rapport"><span class="nar">{esc(n)}</span> &ndash; <span class="vem">{esc(v)}</span><p>{esc(t)}</p></div>'
        for n, v, t in logg
    )
    artikel = (
        '<p class="publ"><a href="/nyheter/">Nyheter</a> &middot; Publicerad 3 februari 2013 kl 06.00 &middot; Av <a href="/reportrar/jonas-eklund/">Jonas Eklund</a></p>'
        "<h1>Nattvandrarna har gått varje helg i fem år</h1>"
        '<p class="ingress">I gula västar och med termosen i ryggsäcken. Sedan 2008 har Ålbackas nattvandrare funnits på stan varje fredag och lördag. Nu behöver de fler vuxna.</p>'
        '<div class="logg"><h3>Ur nattvandrarnas loggbok</h3><p><small>Varje kväll skriver gruppledaren några rader i loggboken. Ett urval från de två senaste helgerna:</small></p>'
        + rapporter
        + "</div>"
        "<p>Det är fredag kväll och 17 grader kallt när sex föräldrar samlas i Missionskyrkans källare. Kaffet är bryggt, västarna delas ut.</p>"
        "<p>&ndash; Vi är inga väktare. Vi är vuxna som finns på plats, som ungdomarna kan prata med om något händer, säger Lena Sjöberg som har varit gruppledare sedan starten.</p>"
        "<p>Nattvandrarna i Ålbacka är ett 40-tal föräldrar som turas om. I snitt går fem till sju vuxna per kväll, mellan klockan 22 och 01.</p>"
        "<p>Men det är svårt att få nya att anmäla sig. &ndash; Det är ofta samma personer varje gång. Vi skulle behöva ett tjugotal till, säger Lena Sjöberg.</p>"
        "<p>Polisen i Ålbacka stängde 2010, och närmaste polisstation finns i dag i Norrby, fyra mil bort.</p>"
        "<p><i>Vill du nattvandra? Ring Lena Sjöberg på 070-000 00 00 eller kom till Missionskyrkan fredag kl 21.30.</i></p>"
        + share({"Gilla": "156", "Twittra": "6", "Skicka": "11"}, "dela")
        + '<div class="puff"><h4>Läs också</h4><ul><li><a href="#">Krossade busskurar kostar kommunen 200 000 (14.01.2013)</a></li><li><a href="#">Polisen lämnar Ålbacka (02.09.2010)</a></li></ul></div>'
        '<div id="kommentarer"><h2>Kommentarer (7)</h2>'
        + _sv_list(cs)
        + '<div id="skriv"><h3>Skriv en kommentar</h3><form action="/kommentarer/ny" method="post"><p>Namn/signatur: <input type="text" name="signatur" /> E-post: <input type="text" name="epost" /></p>'
        '<p><textarea name="text" rows="5" cols="60"></textarea></p><p><input type="submit" value="Skicka" /></p>'
        '<p class="regler">Ålbacka-Posten granskar kommentarerna i efterhand. Håll god ton.</p></form></div></div>'
    )
    spalt = (
        '<div class="puff"><h4>Mest lästa</h4>'
        + ranked(
            """Nattvandrarna har gått varje helg i fem år | 1 904
Ålbacka IF klart för seriefinal | 1 622
Skolmatsalen stängd efter vattenläcka | 1 210
Ny ICA-butik öppnar i vår | 1 077""",
        )
        + "</div>"
        '<div class="puff"><h4>Vädret</h4><p>Ålbacka: &minus;14&deg;, klart<br />Måndag: &minus;9&deg;, snöbyar</p></div>'
        '<div class="puff"><h4>Dagens fråga</h4><p>Skulle du kunna tänka dig att nattvandra?<br />Ja 34 % &middot; Nej 49 % &middot; Gör det redan 17 %<br /><small>612 röster</small></p></div>'
        '<div class="puff"><h4>Kalendern</h4><ul><li>Tis 5/2 kl 19: Föreläsning om nätmobbning, Norrbyskolans aula</li><li>Lör 9/2 kl 13: Bandy, Ålbacka IF&ndash;Sörby</li></ul></div>'
        '<div class="puff"><img src="/_avatar/annons/bygghandel-290.gif" width="290" height="240" alt="Annons" /></div>'
    )
    body = (
        '<div id="sida"><div id="huvud"><div class="namn">Ålbacka-Posten</div><div class="idag">Söndag 3 februari 2013<br />Namnsdag: Ansgar, Anselm</div></div>'
        '<div id="meny"><a href="/">Start</a><a href="/nyheter/">Nyheter</a><a href="/sport/">Sport</a><a href="/noje/">Nöje</a><a href="/familj/">Familj</a><a href="/debatt/">Debatt</a><a href="/e-tidning/">E-tidning</a></div>'
        f'<div id="inne"><div id="artikel">{artikel}</div><div id="spalt">{spalt}</div></div>'
        '<div id="fot">Ålbacka-Posten &middot; Storgatan 21, 915 00 Ålbacka &middot; Ansvarig utgivare: Karin Vikström &middot; <a href="/kontakt/" style="color:#fff">Kontakt</a> &middot; <a href="/annonsera/" style="color:#fff">Annonsera</a></div></div>'
    )
    html = doc("Nattvandrarna har gått varje helg i fem år", "Ålbacka-Posten", SV_CSS, body, "sv")
    return make(
        "do-sv-mixed-albacka",
        "mixed",
        "sv",
        html,
        cs,
        path="/nyheter/2013/02/03/nattvandrarna-har-gatt-varje-helg.html",
        container="div#kommentarer > div.kommentar (div.svar nesting)",
        heading="Kommentarer (7)",
        description="A Swedish local paper's story on the town's night walkers, 2013: a box 'Ur nattvandrarnas loggbok' "
        "quotes four timed, signed reports of weekend nights, above 7 readers' comments with nested answers (one by the "
        "night walkers' group leader).",
        lookalikes=("night walkers' log reports",),
    )


def mixed_do() -> list[Case]:
    return [sv_albacka()]
