"""Blind set BO: six article pages without any reader comment, in the frames of kept copies: a web archive's capture
with its calendar and a list of the page's other captures (fi), a print view with its header and footer (cs), a
reader-mode edition (hu), a page saved 'complete' with broken picture placeholders and a 'saved on' note (ro), a
partner site's copy with the partner's most-read and link lists (el), a text-only edition (uk). Every name, place and
text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_bo_common import Case, case, esc
from comspider_lab.blind.content_bo import SITES_BO
from comspider_lab.blind.layout_bo import (
    PartsBO,
    StoryBO,
    arc,
    mirror,
    print_view,
    reader,
    rewrite,
    saved,
    text_only,
)


def _plain(
    cid: str, site: str, html: str, path: str, container: str, desc: str, files: dict[str, str] | None = None
) -> Case:
    return case(
        cid,
        "lookalike",
        site,
        html,
        [],
        path=path,
        reveal="on_load",
        container=container,
        heading=None,
        description=desc,
        static=True,
        files=files,
        lookalikes=("none: a plain article page in a kept copy's frame",),
    )


def fi_archive() -> Case:
    site = SITES_BO["fi-jarvi"]
    ts = "20090207071455"
    path = "/kotiseutu/2009/02/jaatie-avattiin"
    caps = (
        ("20090203101207", "3.2.2009 klo 10.12"),
        ("20090205190033", "5.2.2009 klo 19.00"),
        ("20090207071455", "7.2.2009 klo 7.14"),
        ("20090214124410", "14.2.2009 klo 12.44"),
        ("20090302083001", "2.3.2009 klo 8.30"),
        ("20100118160522", "18.1.2010 klo 16.05"),
    )
    rail = (
        '<div class="mt-muut"><h4>Tämän sivun muut tallenteet</h4><ul>'
        + "".join(
            f'<li><a href="/capture/{t}/{site.host}{path}">{esc(s)}</a>{" ◀ tämä" if t == ts else ""}</li>'
            for t, s in caps
        )
        + '</ul></div><h4>Luetuimmat</h4><ol><li><a href="'
        + rewrite(ts, site.host, "/urheilu/pilkki")
        + '">Pilkkikisat siirtyvät</a></li><li><a href="'
        + rewrite(ts, site.host, "/luonto/joutsenet")
        + '">Joutsenet palasivat aikaisin</a></li></ol>'
    )
    st = StoryBO(
        "Jäätie Ruohosaareen avattiin lauantaina",
        "Timo Halonen",
        "2009-02-06T15:00:00+02:00",
        "6.2.2009",
        """
Jäätie mantereelta Ruohosaareen avattiin lauantaiaamuna. Jään paksuus on mitattu koko reitiltä, ja ohuimmillaankin se on 38 senttiä.

Tiellä saa ajaa henkilöautolla, enimmäisnopeus on 30 kilometriä tunnissa ja autojen välillä on pidettävä vähintään 50 metrin etäisyys. Kuorma-autoille tie ei ole auki.

Viime talvena jäätietä ei saatu lainkaan käyttöön, kun järvi jäätyi vasta helmikuun lopulla.
""",
    )
    w = {
        "archive": "Muistiaitta · verkkoarkisto",
        "count": "214 tallennetta, 2007–2015",
        "captured": "Tallennettu",
        "prev": "edellinen",
        "next": "seuraava",
        "prev_ts": "20090205190033",
        "next_ts": "20090214124410",
        "years": "2007:6,2008:31,2009:58,2010:44,2011:39",
        "hide": "piilota",
        "missing": "[kuvaa ei tallennettu: jaatie.jpg]",
    }
    html = arc(site, st, PartsBO(rail=rail), w, ts, path)
    return _plain(
        "bo-fi-arkisto-ei-kommentteja",
        "fi-jarvi",
        html,
        rewrite(ts, site.host, path),
        "the archive's toolbar (capture date, previous/next, a strip of captures per year) and a rail 'Tämän sivun muut "
        "tallenteet' listing six captures with dates and times",
        "A Finnish local paper's article of 2009 as a web archive kept it: no comment area; the toolbar and a list "
        "of the page's other captures with dates and times.",
    )


def cs_print() -> Case:
    site = SITES_BO["cs-brod"]
    path = "/zpravy/2013/10/knihovna-v-novem"
    st = StoryBO(
        "Městská knihovna se po roce vrací do opravené budovy",
        "Jana Dvořáková",
        "2013-10-04T10:00:00+02:00",
        "4. 10. 2013",
        """
Městská knihovna v Brodě se po roční rekonstrukci vrací do budovy na Palackého náměstí. Čtenáři se mohou těšit na nové dětské oddělení, bezbariérový vstup a studovnu s dvaceti místy.

Provoz v náhradních prostorách v bývalé škole skončí 11. října. Během stěhování bude knihovna týden zavřená. Výpůjčky, které by měly být vráceny v tomto týdnu, se automaticky prodlužují.
""",
        lead="Stěhování potrvá týden, výpůjčky se prodlouží.",
    )
    html = print_view(
        site,
        st,
        PartsBO(
            after='<p class="pv-poz">Fotografie: archiv knihovny. Článek byl vytištěn bez obrazové přílohy.</p>'
            '<p class="pv-poz">Související: Rekonstrukce knihovny začne v září (12. 8. 2012)</p>'
        ),
        {
            "print": "Vytisknout",
            "back": "Zpět na článek",
            "printed": "Vytištěno 5. 10. 2013 v 8:02 · Brodský deník, všechna práva vyhrazena.",
            "source": "Zdroj",
        },
        path,
    )
    return _plain(
        "bo-cs-tisk-bez-diskuse",
        "cs-brod",
        html,
        "/tisk" + path,
        "the print view: header with the address, 'Vytisknout' link, a 'related' line with a date, footer 'Vytištěno …'",
        "A Czech regional daily's print view of 2013: no discussion; the print header and footer with the address "
        "and the printing time, a dated 'related' line.",
    )


def hu_reader() -> Case:
    site = SITES_BO["hu-tisza"]
    st = StoryBO(
        "Árvízvédelmi gyakorlat lesz szombaton a Holt-Tiszánál",
        "Szabó Eszter",
        "2020-05-14T08:00:00+02:00",
        "2020. május 14.",
        """
Szombaton reggel nyolc órától árvízvédelmi gyakorlatot tart a vízügyi igazgatóság a Holt-Tisza partján. A gyakorlaton homokzsákokból ideiglenes gátat építenek, és kipróbálják az új mobil szivattyúkat.

A gyakorlat idejére a gátkorona kerékpárútját lezárják a kompkikötő és a szivattyútelep között. A szervezők önkénteseket is várnak, jelentkezni a polgármesteri hivatalban lehet.
""",
    )
    html = reader(
        site,
        st,
        PartsBO(after='<p class="rd-meta">Címkék: árvíz, gyakorlat, Holt-Tisza</p>'),
        {"mode": "Olvasó nézet", "minutes": "2 perc olvasás", "full": "Teljes oldal megjelenítése"},
        "/varos/arvizvedelmi-gyakorlat",
    )
    return _plain(
        "bo-hu-olvaso-nezet",
        "hu-tisza",
        html,
        "/olvaso/varos/arvizvedelmi-gyakorlat",
        "the reader-mode bar ('Olvasó nézet', A−/A+, a link to the full page), the text and a tags line",
        "A Hungarian town portal's reader-mode edition of 2020: the text alone, a reading time and tags, no comment.",
    )


def ro_saved() -> Case:
    site = SITES_BO["ro-deal"]
    folder = "drumul-spre-podis_fisiere"
    st = StoryBO(
        "Drumul spre Podiș va fi asfaltat până în toamnă",
        "Ioana Mureșan",
        "2016-05-10T09:00:00+03:00",
        "10 mai 2016",
        """
Consiliul local a aprobat asfaltarea drumului comunal de la școală până în satul Podiș, pe o lungime de 4,2 kilometri. Lucrările încep în iunie și ar trebui să se termine până în octombrie.

Locuitorii din Podiș au așteptat acest drum de peste douăzeci de ani. Primăria spune că autobuzul școlar va putea circula și iarna, când drumul de pământ devenea impracticabil.
""",
    )
    top = (
        '<div class="pg-salvat">Pagină salvată la 12.05.2016, 21:17 · unele imagini nu au fost salvate</div>'
    )
    after = (
        '<p><span class="sv-broken"><img alt="" width="16" height="16">harta_drum.png</span> '
        '<span class="sv-broken"><img alt="" width="16" height="16">galerie_3.jpg</span></p>'
        "<p>Etichete: drumuri, Podiș, consiliul local</p>"
    )
    rail = "<h4>Cele mai citite</h4><ol><li>Târgul de vite se mută</li><li>Școala primește microbuz</li><li>Ziua comunei</li></ol>"
    files = {
        f"/salvate/{folder}/stil.css": ".pg-salvat{background:#fff3cd;font-size:12px;padding:4px 10px}\n",
        f"/salvate/{folder}/foto1.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><rect width="600" height="300" fill="#c7b58f"/></svg>\n',
    }
    html = saved(
        site,
        st,
        PartsBO(top=top, after=after, rail=rail),
        {"broken": "foto_drum_2.jpg"},
        folder,
        "http://foaia-dealului.example/comuna/drumul-spre-podis-asfaltat",
    )
    return _plain(
        "bo-ro-salvata-fara-comentarii",
        "ro-deal",
        html,
        "/salvate/drumul-spre-podis.html",
        "a 'Pagină salvată la …' note, broken picture placeholders (img without src beside the file name), a "
        "most-read list",
        "A Romanian village paper's article of 2016 saved 'complete': the saved-from mark, a saved-on note, three "
        "broken picture placeholders, no comment.",
        files,
    )


def el_mirror() -> Case:
    site = SITES_BO["el-anatoli"]
    st = StoryBO(
        "Ξεκινά η συγκομιδή της ελιάς με χαμηλότερη παραγωγή",
        "Ελαιώνας Σήμερα",
        "2018-11-02T10:00:00+02:00",
        "02/11/2018",
        """
Με παραγωγή μειωμένη κατά περίπου 30 τοις εκατό σε σχέση με πέρυσι ξεκινά η συγκομιδή της ελιάς στα χωριά του κάμπου. Οι παραγωγοί αποδίδουν τη μείωση στην ξηρασία του καλοκαιριού.

Ο αγροτικός συνεταιρισμός θα ανοίξει το ελαιοτριβείο στις 12 Νοεμβρίου. Η τιμή παραγωγού για το έξτρα παρθένο ελαιόλαδο δεν έχει ακόμη ανακοινωθεί.
""",
    )
    w = {
        "origin": "Το άρθρο αναδημοσιεύεται από το",
        "most": "Δημοφιλή",
        "more": "Διαβάστε ακόμη",
        "rights": "Αναδημοσιεύσεις με άδεια των εκδοτών",
        "most_rows": "Κλειστός ο δρόμος προς το φαράγγι~9.204 αναγνώσεις;Νέο ΚΑΠΗ στο κέντρο~6.118 αναγνώσεις;Βροχές το Σαββατοκύριακο~5.870 αναγνώσεις",
        "more_rows": "Το πανηγύρι του Αγίου Δημητρίου~;Σχολικά γεύματα σε 12 σχολεία~;Η ομάδα ανεβαίνει κατηγορία~",
    }
    html = mirror(
        site, st, PartsBO(), w, "Ελαιώνας Σήμερα", "http://elaionas-simera.example/agrotika/sygkomidi-elias"
    )
    return _plain(
        "bo-el-anadimosieusi",
        "el-anatoli",
        html,
        "/perifereia/sygkomidi-elias-2018",
        "the partner's masthead, a box naming the original, 'Δημοφιλή' with read counts, 'Διαβάστε ακόμη' links",
        "A Greek regional portal's copy (2018) of a partner paper's article: no comment; the partner's most-read "
        "list with counts and a link list.",
    )


def uk_text() -> Case:
    site = SITES_BO["uk-step"]
    st = StoryBO(
        "У селі Широкому відкрили амбулаторію після ремонту",
        "Ольга Кравченко",
        "2019-09-20T12:00:00+03:00",
        "20 вересня 2019",
        """
Сільська амбулаторія в Широкому знову приймає пацієнтів після піврічного ремонту. У будівлі замінили вікна й дах, облаштували пандус і кабінет для щеплень.

Сімейний лікар приймає щодня з восьмої до чотирнадцятої години. Мешканці сусідніх сіл можуть доїхати автобусом, який курсує двічі на день.
""",
    )
    after = (
        '<p>Інші новини:<br>[<a href="/tekst/novyny/doroha">Ремонт дороги до райцентру</a>]<br>'
        '[<a href="/tekst/kultura/festyval">Фестиваль кавунів</a>]<br>[<a href="/tekst/sport/futbol">Сільська футбольна ліга</a>]</p>'
    )
    html = text_only(
        site,
        st,
        PartsBO(after=after),
        {"edition": "текстова версія", "graphic": "повна версія", "top": "нагору"},
        "/tekst/",
    )
    return _plain(
        "bo-uk-tekstova",
        "uk-step",
        html,
        "/tekst/selo/ambulatoriia-shyroke",
        "the text-only edition: bracketed section links, rules, an 'Інші новини' list of bracketed links",
        "A Ukrainian district paper's text-only edition of 2019: no comment; bracketed link lists above and below.",
    )


def plain_bo() -> list[Case]:
    return [fi_archive(), cs_print(), hu_reader(), ro_saved(), el_mirror(), uk_text()]
