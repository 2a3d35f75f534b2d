"""Blind set BZ: two discussions kept by the harness's real comment systems in this set's layouts: Isso loaded by a
"Zobraziť diskusiu (7)" text link in a Slovak regional paper's byline box (sk); Waline mounted by a "Rodyti komentarus
(6)" button under a Lithuanian portal's article, its interface's words given in Lithuanian (lt). Written for this set;
every name, place and text invented. Isso and Waline keep replies one level deep: every reply here answers a top-level
comment."""

from __future__ import annotations

from comspider_lab.blind.cases_bz_common import Bits, Case, Piece, box, case, links, seeds, talk
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed

ISSO_ALL = 'data-isso-max-comments-top="inf" data-isso-max-comments-nested="inf"'


def sk_isso_link() -> Case:
    ns = talk("""
Jozef z Holíča :: Konečne! Cez starý most som sa bál chodiť s kočíkom, chodník je tam široký asi pol metra.
  Záhorský denník :: Podľa mesta bude nový most mať chodník aj cyklopruh na oboch stranách, široké 2,5 metra.
Katka_Skalica :: Ako dlho bude uzávierka? Do práce do Hodonína chodím každý deň a obchádzka cez Kopčany má 20 kilometrov.
  Marián :: V článku píšu, že od apríla do októbra. Sedem mesiacov obchádzok, pekné leto nás čaká.
  Katka_Skalica :: Tak to budem asi chodiť vlakom. Vďaka.
starý Záhorák :: Ten most staval ešte môj starý otec v roku 1936. Škoda, že ho nezachránia aspoň ako pamiatku.
Peter V. :: 6 miliónov za jeden most? Za tie peniaze by v Rakúsku postavili tri.
""")
    path = "/region/novy-most-cez-moravu-stavba-zacne-v-aprili"
    block = (
        '<div class="zd-autor-box"><span>Autor: Lenka Hrušková</span> · <span>22. 1. 2018</span> · '
        '<a href="#diskusia" id="zd-disk-link" class="zd-disk">Zobraziť diskusiu (7)</a></div>'
        '<div id="diskusia" class="zd-diskusia" style="display:none"><h3>Diskusia</h3>'
        + isso_embed("sk", load="later", extra=ISSO_ALL)
        + "</div>"
        "<script>document.getElementById('zd-disk-link').addEventListener('click', function (e) { e.preventDefault();"
        " document.getElementById('diskusia').style.display = 'block'; this.style.display = 'none'; loadIsso(); });</script>"
    )
    side = (
        box(
            "Najčítanejšie",
            links(
                (
                    "Nehoda pri Senici: zrazili sa tri autá",
                    "Skalické trdlo má nový rekord",
                    "Kúpalisko v Holíči otvoria už v máji",
                    "Mesto zvýši dane z nehnuteľností",
                ),
                "/spravy/",
                counts=("7 412 zobrazení", "5 009 zobrazení", "3 877 zobrazení", "2 960 zobrazení"),
            ),
        )
        + box(
            "Kurzový lístok",
            "<table><tr><td>USD</td><td>1,2255</td></tr><tr><td>CZK</td><td>25,419</td></tr><tr><td>HUF</td><td>309,47</td></tr></table>",
        )
        + box(
            "Predplatné",
            "<p>Celý článok a archív len pre predplatiteľov. <a href='/predplatne'>Predplatné od 2,90 € mesačne</a></p>",
        )
    )
    style = ".zd-autor-box{font-size:13px;color:#555;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:6px 0;margin:14px 0}.zd-disk{font-weight:bold;color:#1d5c8c}"
    piece = Piece(
        "Nový most cez Moravu: stavba začne v apríli",
        "Lenka Hrušková",
        "2018-01-22T07:30:00+01:00",
        "22. januára 2018 o 7:30",
        """
Starý oceľový most cez rieku Moravu medzi Holíčom a Hodonínom nahradí nový. Stavba sa začne v apríli a doprava bude počas nej presmerovaná cez Kopčany.

Projekt za 6 miliónov eur spolufinancuje Európska únia z programu cezhraničnej spolupráce. Nový most bude mať chodník a cyklopruh na oboch stranách.

Pôvodný most z roku 1936 podľa statikov nevyhovuje dnešnej doprave. Kamiónom nad 12 ton je prejazd zakázaný už tri roky.
""",
        dek="Uzávierka potrvá sedem mesiacov, obchádzka povedie cez Kopčany.",
        section="Región",
        tags=("Holíč", "most", "Morava"),
    )
    return case(
        "bz-sk-isso-odkaz",
        "discussion",
        "sk-zahorie",
        piece,
        Bits(
            inside=block,
            side=side,
            style=style,
            ticker="08:10 | Zima sa vracia: na Záhorí sneží\n07:45 | Vlaky do Kútov meškajú",
            rates="USD | 1,2255\nCZK | 25,419",
            weather="Holíč -2°C, sneženie",
        ),
        seeds(ns, keep_when=False),
        path=path,
        system="isso",
        reveal="link: 'Zobraziť diskusiu (7)' in the byline box under the article shows a hidden div and loads Isso's client into it",
        container="div#diskusia (display:none until the link is followed): h3 'Diskusia', Isso's section#isso-thread",
        heading="Diskusia",
        description="A Slovak regional paper of 2018: an article on a new bridge over the Morava with a byline box whose 'Zobraziť diskusiu (7)' text link shows a hidden 'Diskusia' box and loads Isso with 7 readers' comments (the paper answering once; replies one level deep); most read with view counts, exchange rates and a subscription teaser. Most awkward: before the click only a text link with a count.",
        lookalikes=("most read with view counts",),
        check_steps=("click:#zd-disk-link", "wait:3000"),
    )


_LT_LOCALE = (
    "locale: { nick: 'Vardas', mail: 'El. paštas', link: 'Svetainė', optional: 'Neprivaloma',"
    " placeholder: 'Parašykite komentarą...', sofa: 'Komentarų dar nėra.', submit: 'Siųsti', reply: 'Atsakyti',"
    " cancelReply: 'Atšaukti', comment: 'Komentarai', refresh: 'Atnaujinti', more: 'Daugiau...', preview: 'Peržiūra',"
    " seconds: 'sek. prieš', minutes: 'min. prieš', hours: 'val. prieš', days: 'd. prieš', now: 'ką tik',"
    " anonymous: 'Anonimas', like: 'Patinka', admin: 'Redakcija', word: 'Žodžiai' },"
)


def lt_waline_button() -> Case:
    ns = talk("""
Aušra :: Labai gaila. Mano vaikai lankė šią mokyklą, mokytojai ten buvo nuostabūs.
  Vytautas K. :: Mokytojai niekur nedings, dauguma pereis į Plungės gimnaziją. Taip rašė savivaldybė.
Jonas iš Rietavo :: Kai uždarys mokyklą, kaimas ištuštės per penkerius metus. Taip buvo ir pas mus.
  Rūta :: Deja, tiesa. Pas mus po mokyklos uždarymo liko tik parduotuvė ir bažnyčia.
Žemaitijos žinios :: Skaitytojų dėmesiui: savivaldybės tarybos posėdis, kuriame bus svarstomas mokyklos likimas, vyks kovo 28 d. 10 val. ir bus transliuojamas internetu.
Mindaugas :: 23 mokiniai devyniose klasėse – tai ne mokykla, o privati pamoka. Autobusas į Plungę yra geriau nei tai.
""")
    path = "/naujienos/regionas/kulupenu-mokykla-gali-buti-uzdaryta"
    block = (
        '<div class="zz-kom"><button type="button" id="zz-rodyti" class="zz-rodyti">Rodyti komentarus (6)</button>'
        '<div id="zz-waline"></div></div>'
        + WALINE_CSS
        + waline_embed("'#zz-waline'", path, "en", extra=_LT_LOCALE)
        + "<script>document.getElementById('zz-rodyti').onclick = function () { this.parentNode.removeChild(this); mountWaline(); };</script>"
    )
    side = (
        box(
            "Skaitomiausi",
            links(
                (
                    "Telšiuose užsidegė daugiabutis",
                    "Degalų kainos vėl kyla",
                    "Plungės futbolininkai laimėjo taurę",
                    "Masčio ežere rastas retas paukštis",
                ),
                "/naujienos/",
                counts=("9 318 peržiūros", "6 770 peržiūros", "4 104 peržiūros", "2 855 peržiūros"),
            ),
        )
        + box(
            "Degalų kainos",
            "<p>Benzinas A95 – 1,19 €<br>Dyzelinas – 1,09 €<br>Dujos – 0,55 €</p>",
        )
        + box(
            "Horoskopas",
            "<p><b>Avinas:</b> Diena tinkama naujiems darbams.</p><p><b>Jautis:</b> Venkite ginčų.</p>",
        )
    )
    style = ".zz-rodyti{background:#fca311;color:#14213d;border:0;padding:9px 20px;font-weight:bold;cursor:pointer;margin-top:16px}"
    piece = Piece(
        "Kulupėnų mokykla gali būti uždaryta",
        "Eglė Šimkutė",
        "2019-03-14T12:05:00+02:00",
        "2019-03-14 12:05",
        """
Plungės rajono savivaldybė siūlo nuo rugsėjo uždaryti Kulupėnų pagrindinę mokyklą. Joje šiuo metu mokosi 23 vaikai.

Pasak savivaldybės atstovų, mokiniai būtų vežami į Plungės gimnaziją mokykliniu autobusu, o dauguma mokytojų gautų darbą kitose rajono mokyklose.

Tėvai su sprendimu nesutinka ir renka parašus. Galutinį sprendimą priims savivaldybės taryba kovo pabaigoje.
""",
        dek="Tėvai renka parašus, sprendimas – kovo pabaigoje.",
        section="Regionas",
        tags=("Plungė", "mokykla", "švietimas"),
    )
    return case(
        "bz-lt-waline-mygtukas",
        "discussion",
        "lt-zemaitija",
        piece,
        Bits(
            after=block,
            side=side,
            style=style,
            ticker="12:40 | Klaipėdos uoste – rekordinis krovinių kiekis\n12:02 | Vėjas nuvertė medžius Telšiuose",
            rates="USD | 1,1321\nPLN | 4,3021\nGBP | 0,8556",
            weather="Plungė 3°C, lietus",
        ),
        seeds(ns, keep_when=False),
        path=path,
        system="waline",
        reveal="button: 'Rodyti komentarus (6)' under the article mounts Waline",
        container="div.zz-kom > div#zz-waline (Waline's client, its words given in Lithuanian through its locale option); no heading of the site's own",
        heading=None,
        description="A Lithuanian regional portal of 2019: an article on a village school's closing with a 'Rodyti komentarus (6)' button that mounts Waline with 6 readers' comments (the portal posting a notice as a top-level comment; replies one level deep); most read with view counts, fuel prices, a horoscope. Most awkward: only the button before the click; no heading.",
        lookalikes=("most read with view counts", "fuel prices"),
        check_steps=("click:#zz-rodyti", "wait:3000"),
    )


def real_bz() -> list[Case]:
    return [sk_isso_link(), lt_waline_button()]
