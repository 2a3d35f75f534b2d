"""Blind set BA: four article pages of 2008-2014 without any reader comment (truth zero), with the era's furniture:
comments closed (en), a "0 comments" link and a materials list (en), a weekly poll with vote counts (fi), an empty
comment area with its form (el). Written for this set; every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_ba_common import Case, Parts, Story, make


def en_closed() -> Case:
    after = (
        '<div class="t-closed"><h3>Comments</h3><p>Comments on this story are now closed. Thank you to everyone who took part.</p>'
        '<p><a href="/letters/">Write a letter to the Chronicle</a></p></div>'
    )
    rail = (
        '<h4>High tides this week</h4><table class="t-tides" cellpadding="2"><tr><td>Mon</td><td>06:12</td><td>18:31</td></tr>'
        "<tr><td>Tue</td><td>06:58</td><td>19:14</td></tr><tr><td>Wed</td><td>07:41</td><td>19:59</td></tr>"
        "<tr><td>Thu</td><td>08:27</td><td>20:45</td></tr></table>"
    )
    st = Story(
        "Dune fencing to go up at Gull Point before the winter storms",
        "By Marion Teague",
        "2013-10-02T09:00:00+01:00",
        "Wednesday 2 October 2013",
        """
Volunteers will put up more than a kilometre of chestnut fencing along the dunes at Gull Point this month in an effort to slow the erosion that has eaten into the beach car park over the last three winters.

The fencing traps wind-blown sand and helps marram grass to take root. Similar work at the north end of the bay in 2010 has added almost a metre of height to the dunes there.

The work parties meet at the lifeguard hut at 10am on Saturdays and Sundays until the end of October. Gloves and tools are provided, and the Save the Dunes group asks volunteers to bring a packed lunch.
""",
        related=(
            "Seal pups counted on the spit",
            "Car park charges to rise",
            "Lighthouse open for last weekend",
        ),
        tags=("erosion", "beach"),
        bio="Marion Teague writes about the coast and its wildlife.",
    )
    return make(
        "ba-plain-en-closed",
        "lookalike",
        "en-gullpoint",
        st,
        Parts(after=after, rail=rail),
        [],
        path="/nature/2013/10/dune-fencing-gull-point.html",
        container="div.t-closed: h3 'Comments' and 'Comments on this story are now closed.'; a tide table in the right cell",
        heading="Comments",
        description="A 2013 small-town news site in a table layout: an article on dune fencing, an author box, a 'Comments' heading with the comments closed and none shown, a tide table, tag cloud and partner links; no reader comment.",
    )


def en_zero_link() -> Case:
    meta = ' · <a href="#comments" class="t-ccount">0 comments</a>'
    inside = (
        '<div class="t-pattern"><h3>You will need</h3><ul><li>2 skeins of worsted wool, about 200 m each</li>'
        "<li>4.5 mm circular needles, 40 cm</li><li>a stitch marker</li><li>a tapestry needle</li></ul>"
        "<h3>Gauge</h3><p>18 stitches and 24 rows to 10 cm in stocking stitch.</p></div>"
    )
    after = (
        '<div class="t-more"><h3>More patterns</h3><ul><li><a href="/patterns/fisherman-mittens">Fisherman mittens</a></li>'
        '<li><a href="/patterns/easy-cowl">The easiest cowl</a></li><li><a href="/patterns/rib-socks">Rib socks for beginners</a></li></ul></div>'
        '<div id="comments"></div>'
    )
    st = Story(
        "Free pattern: the Harbour Hat",
        "Posted by Wren",
        "2012-11-20T20:00:00+00:00",
        "November 20, 2012",
        """
This is the hat I have knitted for everyone in my family at least once. It is a simple ribbed beanie with a deep turn-up, and it works in almost any worsted wool.

Cast on 88 stitches, join in the round, and work 2x2 rib for 15 cm. Then knit every round until the hat measures 22 cm from the cast-on edge.

For the crown, decrease at eight points every other round until 8 stitches remain. Break the yarn, thread it through the stitches and pull tight.
""",
        related=("Dyeing with onion skins", "The button tin", "Quilting in a small flat"),
        tags=("patterns", "wool"),
        bio="Wren knits, sews and occasionally unpicks everything she has just sewn.",
    )
    return make(
        "ba-plain-en-zero",
        "lookalike",
        "en-quillon",
        st,
        Parts(inside=inside, after=after, meta=meta),
        [],
        path="/patterns/harbour-hat.html",
        container="(none: a '0 comments' link in the byline and an empty div#comments)",
        heading=None,
        description="A 2012 knitting blog in a table layout: a free pattern with a materials list and gauge inside the post, 'More patterns' links, a '0 comments' link in the byline and an empty comments anchor; no reader comment.",
    )


def fi_poll() -> Case:
    rail = (
        '<div class="gz-box"><h3>Viikon kysymys</h3><p>Pitäisikö Koskelan kirjaston olla auki sunnuntaisin?</p>'
        '<form action="/kysely" method="post"><p><input type="radio" name="v" value="1" /> Kyllä, joka sunnuntai (412 ääntä)</p>'
        '<p><input type="radio" name="v" value="2" /> Vain talvella (187 ääntä)</p>'
        '<p><input type="radio" name="v" value="3" /> Ei tarvitse (95 ääntä)</p><input type="submit" value="Äänestä" /></form></div>'
    )
    st = Story(
        "Kirjasto kokeilee sunnuntaiaukioloa helmikuusta alkaen",
        "Teksti: Riikka Laine",
        "2014-01-22T15:30:00+02:00",
        "22.1.2014 15.30",
        """
Koskelan pääkirjasto on helmikuusta alkaen auki myös sunnuntaisin kello 12–16. Kokeilu kestää toukokuun loppuun, minkä jälkeen kävijämääriä arvioidaan.

Sunnuntaisin kirjastossa ei ole henkilökuntaa koko ajan, vaan kävijät lainaavat ja palauttavat kirjat itsepalveluna. Lehtisali ja lastenosasto ovat avoinna normaalisti.

Kirjastotoimen johtajan mukaan sunnuntaiaukioloa on toivottu erityisesti lapsiperheiltä ja opiskelijoilta.
""",
        lead="Kävijät lainaavat sunnuntaisin itsepalveluna.",
        section="Koskela",
        related=(
            "Jäähalli remonttiin kesällä",
            "Koskelan Kiekko voitti kärkiottelun",
            "Tuulivoimala sai rakennusluvan",
        ),
        tags=("kirjasto", "kunta"),
    )
    return make(
        "ba-plain-fi-poll",
        "lookalike",
        "fi-koskela",
        st,
        Parts(rail=rail),
        [],
        path="/koskela/2014/01/22/kirjasto-sunnuntaisin",
        container="(none: a weekly poll with vote counts in the right column)",
        heading=None,
        description="A 2014 Finnish local paper: an article on a library's Sunday opening, related stories, 'most read', partner links and a weekly poll with vote counts; no comment area at all.",
    )


def el_empty() -> Case:
    after = (
        '<div class="t-sxolia"><h3>0 σχόλια</h3><p>Δεν υπάρχουν ακόμη σχόλια. Γράψτε το πρώτο σχόλιο!</p>'
        '<form action="/sxolio" method="post"><p>Όνομα: <input type="text" name="onoma" /></p>'
        '<p><textarea name="keimeno" rows="5" cols="50"></textarea></p><p><input type="submit" value="Αποστολή" /></p></form></div>'
    )
    st = Story(
        "Νέο δρομολόγιο πλοίου για το νησί από τον Ιούνιο",
        "Του Γιώργου Παπαδάκη",
        "2011-04-08T10:00:00+03:00",
        "Παρασκευή, 8 Απριλίου 2011",
        """
Από τις αρχές Ιουνίου το νησί θα συνδέεται με ένα ακόμη καθημερινό δρομολόγιο με τον Πειραιά, όπως ανακοίνωσε η ναυτιλιακή εταιρεία μετά από συνάντηση με τον δήμαρχο.

Το νέο δρομολόγιο θα αναχωρεί το απόγευμα, ώστε να εξυπηρετεί όσους δουλεύουν στην Αθήνα και επιστρέφουν για το Σαββατοκύριακο. Θα ισχύει μέχρι τα μέσα Σεπτεμβρίου.

Οι επαγγελματίες του τουρισμού χαιρέτισαν την απόφαση, ζητούν όμως να συνεχιστεί και τον χειμώνα.
""",
        related=(
            "Καθαρισμός παραλιών από εθελοντές",
            "Το πανηγύρι του Αγίου Νικολάου",
            "Νέος προβλήτας στο λιμάνι",
        ),
        tags=("λιμάνι", "τουρισμός"),
        bio="Ο Γιώργος Παπαδάκης γράφει για το λιμάνι και τη ναυτιλία.",
    )
    return make(
        "ba-plain-el-empty",
        "lookalike",
        "el-thalassia",
        st,
        Parts(after=after),
        [],
        path="/eidiseis/2011/04/neo-dromologio.html",
        container="div.t-sxolia: h3 '0 σχόλια', 'Δεν υπάρχουν ακόμη σχόλια. Γράψτε το πρώτο σχόλιο!' and a form",
        heading="0 σχόλια",
        description="A 2011 Greek island news site in a table layout: an article on a new ferry route, an author box, an empty comment area ('0 σχόλια', an invitation and the form); no reader comment.",
    )


def plain_ba() -> list[Case]:
    return [en_closed(), en_zero_link(), fi_poll(), el_empty()]
