"""Blind set DH: one mixed page: a Polish town paper's story on a new roundabout, its street poll (four residents'
words with name, age and occupation, gathered by the reporter) in a box above three readers' comments, one answer
nested. Every name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dh_common import Case, Seed, counted, doc, esc, make, slug, ul


def mixed_pl_brzozowiec() -> Case:
    cs = [
        Seed(
            "wojtek_bz",
            "Rondo dobre, ale czemu zrobili takie ciasne? Autobus PKS ledwo się mieści, widziałem dziś jak zahaczył o "
            "krawężnik.",
            None,
            "2012-05-17 19:22",
        ),
        Seed(
            "Krystyna",
            "Pani Halina z sondy ma rację, dla pieszych jest gorzej niż było. Przejście przesunęli o 30 metrów i nikt "
            "nie chodzi po pasach tylko na skróty przez trawnik.",
            None,
            "2012-05-17 21:05",
        ),
        Seed(
            "kierowca z Lipnej",
            "@Krystyna no to niech chodzą po pasach, od tego są. Ja tam jeżdżę codziennie i korków rano już nie ma, to "
            "jest najważniejsze.",
            1,
            "2012-05-18 07:48",
        ),
    ]
    sonda = [
        (
            "Halina Wróbel",
            "68 lat, emerytka",
            "Dla kierowców może i lepiej, ale ja z zakupami muszę teraz iść naokoło. Kiedyś przejście było pod samym sklepem.",
        ),
        (
            "Marek Dudek",
            "34 lata, kierowca w firmie transportowej",
            "Wreszcie nie stoję rano 15 minut pod światłami. Rondo powinno być tu dziesięć lat temu.",
        ),
        (
            "Ola Kamińska",
            "17 lat, uczennica",
            "Jeżdżę rowerem do szkoły i jest trochę strasznie, bo nikt nie zwalnia przy zjeździe na Kolejową.",
        ),
        (
            "Stanisław Pietrzak",
            "55 lat, rolnik",
            "Z przyczepą da się przejechać, ale na styk. Przy żniwach zobaczymy.",
        ),
    ]
    box = "".join(
        f'<div class="s-os"><img src="/foto/sonda/2012-05-17-{k + 1}.jpg" width="70" height="70" alt="{esc(n)}" style="background:#ccc;float:left;margin-right:8px" />'
        f'<p class="s-kto"><b>{esc(n)}</b>, {esc(w)}</p><p class="s-co">„{esc(q)}”</p></div>'
        for k, (n, w, q) in enumerate(sonda)
    )

    def li(i: int) -> str:
        c = cs[i]
        kids = [k for k, x in enumerate(cs) if x.parent == i]
        sub = '<ul class="odpowiedzi">' + "".join(li(k) for k in kids) + "</ul>" if kids else ""
        return (
            f'<li id="k{20931 + i}"><div class="k-naglowek"><span class="k-autor">{esc(c.author)}</span> <span class="k-data">{esc(c.when)}</span></div>'
            f'<div class="k-tresc">{esc(c.text)}</div><div class="k-opcje"><a href="?odp={20931 + i}#dodaj">odpowiedz</a> | '
            f'<a href="#">+ 3</a> <a href="#">- 1</a> | <a href="/zglos?k={20931 + i}">zgłoś</a></div>{sub}</li>'
        )

    tops = "".join(li(i) for i, c in enumerate(cs) if c.parent is None)
    css = (
        "body{margin:0;background:#dcdcdc;font:13px/1.5 Arial,sans-serif;color:#222}.strona{width:980px;margin:0 auto;background:#fff}"
        ".naglowek{padding:14px 16px;border-bottom:5px solid #b8860b}.naglowek .tytul{font:bold 34px Georgia,serif;color:#333}.naglowek .tytul em{color:#b8860b;font-style:normal}"
        ".menu{background:#333;padding:6px 16px}.menu a{color:#fff;margin-right:14px;font-weight:bold;text-decoration:none}.tresc{float:left;width:640px;padding:16px}"
        ".bok{float:right;width:290px;padding:16px 16px 16px 0}h1{font:bold 26px Georgia,serif;margin:6px 0}.info{font-size:11px;color:#777}"
        ".sonda{background:#fbf5e6;border:1px solid #e3cf9b;padding:8px 12px;margin:14px 0}.sonda h3{margin:0 0 6px;color:#b8860b}.s-os{overflow:hidden;border-top:1px dotted #e3cf9b;padding:6px 0}"
        ".s-kto{margin:0}.s-co{margin:2px 0;font-style:italic}.komentarze h3{border-bottom:2px solid #b8860b}.komentarze ul{list-style:none;padding-left:0}.komentarze .odpowiedzi{padding-left:28px}"
        ".komentarze li{border-top:1px solid #eee;padding:6px 0}.k-autor{font-weight:bold}.k-data{color:#999;font-size:11px}.k-opcje{font-size:11px}"
        ".pudelko{border:1px solid #ccc;margin-bottom:12px}.pudelko h4{margin:0;background:#333;color:#fff;padding:4px 8px}.pudelko ol,.pudelko ul{margin:6px 0;padding-left:24px}"
        ".dol{clear:both;background:#333;color:#bbb;padding:12px 16px;font-size:11px}"
    )
    body = (
        '<div class="strona"><div class="naglowek"><span class="tytul">Gazeta <em>Brzozowiecka</em></span> &nbsp; <span class="info">czwartek, 17 maja 2012 &middot; Nr 20 (911)</span></div>'
        '<div class="menu">'
        + "".join(
            f'<a href="/{slug(s)}/">{esc(s)}</a>'
            for s in ("Aktualności", "Gmina", "Sport", "Kultura", "Ogłoszenia", "Archiwum")
        )
        + '</div><div class="tresc"><p class="info"><a href="/aktualnosci/">Aktualności</a> &middot; 17.05.2012, 06:00 &middot; Anna Szczepańska</p>'
        "<h1>Rondo na Kolejowej otwarte. Mieszkańcy podzieleni</h1>"
        "<p><b>Od poniedziałku kierowcy jeżdżą już nowym rondem u zbiegu ulic Kolejowej, Polnej i Lipnej. Korki zniknęły, ale piesi narzekają.</b></p>"
        "<p>Budowa trwała pięć miesięcy i kosztowała 1,9 mln zł, z czego 60 procent pokryła dotacja z programu przebudowy dróg lokalnych. Wcześniej w tym miejscu stała sygnalizacja świetlna, przy której rano tworzyły się kolejki sięgające dworca.</p>"
        "<p>Przejście dla pieszych przy sklepie „Groszek” zostało przesunięte bliżej wlotu ulicy Polnej. Burmistrz Jerzy Makowski przyznaje, że część mieszkańców jest niezadowolona, i zapowiada dodatkowe oznakowanie.</p>"
        '<div class="sonda"><h3>Sonda: Jak się jeździ i chodzi po nowym rondzie?</h3>'
        + box
        + '<p class="info">Rozmawiała: Anna Szczepańska</p></div>'
        '<p class="info"><a href="#">Poleć na Facebooku</a> (27) &middot; <a href="#">Wykop</a> &middot; <a href="#">Drukuj</a> &middot; <a href="#">Wyślij znajomemu</a></p>'
        '<div class="komentarze"><h3>Komentarze (3)</h3><ul>'
        + tops
        + '</ul><form id="dodaj" action="/dodaj.php" method="post"><b>Dodaj komentarz</b><br />Podpis: <input type="text" name="podpis" /><br />'
        '<textarea name="tresc" rows="4" cols="60"></textarea><br /><input type="submit" value="Dodaj" /></form></div></div>'
        '<div class="bok"><div class="pudelko"><h4>Najpopularniejsze</h4>'
        + counted(
            """
Rondo na Kolejowej otwarte. Mieszkańcy podzieleni | 2 411
Pożar stodoły w Lipnej | 1 930
Dni Brzozowca: znamy gwiazdy | 1 604
""",
            "({n})",
        )
        + '</div><div class="pudelko"><h4>Z ostatniej chwili</h4>'
        + ul(
            ["Pożar stodoły w Lipnej", "Remont dworca PKP od czerwca", "Nabór do przedszkola: wyniki"],
            "/aktualnosci/",
        )
        + '</div><div class="pudelko"><h4>Kalendarium</h4><ul><li>19.05 &ndash; Festyn rodzinny, stadion miejski</li><li>26.05 &ndash; Sesja Rady Miejskiej</li></ul></div></div>'
        '<div class="dol">&copy; 2012 Gazeta Brzozowiecka, ul. Rynek 7, Brzozowiec. <a href="/redakcja" style="color:#fff">Redakcja</a> | <a href="/reklama" style="color:#fff">Reklama</a> | <a href="/regulamin" style="color:#fff">Regulamin</a></div></div>'
    )
    html = doc(
        "pl",
        "Rondo na Kolejowej otwarte. Mieszkańcy podzieleni",
        "Gazeta Brzozowiecka",
        css,
        body,
        published="2012-05-17T06:00",
    )
    return make(
        "dh-mixed-pl-brzozowiec",
        "mixed",
        "pl",
        html,
        cs,
        path="/aktualnosci/2012/05/rondo-na-kolejowej-otwarte,3391.html",
        container="div.komentarze",
        heading="Komentarze (3)",
        description="A town weekly's roundabout story; a street poll (4 residents: name, age, occupation, quote) above 3 comments, one answer nested",
        lookalikes=("street poll",),
    )


def mixed_dh() -> list[Case]:
    return [mixed_pl_brzozowiec()]
