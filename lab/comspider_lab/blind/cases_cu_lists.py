"""Blind set CU: one page whose list looks like a discussion but is not one, of a kind no earlier set listed (checked
against the introduction's list of sets): a free weekly's young writers' competition on a Joomla site, the 8 winning
and commended poems, each with the child's name, age and school, the poem's lines and, for some, the judge's words.
Every name, place and poem invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_cu_common import SITES_CU, Case, case, esc, slug
from comspider_lab.blind.layout_cu import Bits, Piece, jmodule, joomla

# name | age | school | award | title | lines (" / " between lines) | judge's words
_POEMS = """
Ellie Marsden|9|Saxthorpe C of E Primary|Winner, under 11s|The Wolds in Winter|The hills put on their white coats / and the sheep look dirty now. / Dad says the road is closed again / so we sledge down Hollow Lane / until our fingers hurt.|Ellie made me feel the cold and the fun at the same time. A lovely last line.
Harvey Doyle|10|Kelby Junior School|Runner-up, under 11s|My Grandad's Shed|It smells of oil and apples. / There is a radio that only plays the cricket. / Grandad says don't touch that / and don't touch that / so I just look.|
Amira Shah|8|St Wilfrid's RC Primary, Kelby|Highly commended, under 11s|Our Cat|Our cat is called Biscuit. / She is orange like a biscuit. / She sleeps on the radiator all day / and at night she goes to work / (catching mice).|
Jack Pearson|10|Saxthorpe C of E Primary|Highly commended, under 11s|Sports Day|I came fourth in the egg and spoon / but first in the sack race. / My mum was shouting so loud / the teacher looked at her.|Jack's poem made the whole judging panel laugh out loud.
Molly Treanor|13|Wolds Academy|Winner, 11 to 14|Bus Stop, 7.42|We stand in a line like fence posts / not talking, just breathing clouds. / The bus is always late on Mondays. / Somewhere a tractor, somewhere a crow, / and the sky going pink over Kelby / as if it's embarrassed for us.|A real eye for detail. The last two lines are as good as anything we have read in the competition's nine years.
Oliver Kemp|12|Wolds Academy|Runner-up, 11 to 14|The Flood|The beck came up in the night / and took the bench by the bridge / that had Mrs Allison's husband's name on it. / They found it later in a field / the right way up.|
Chloe Barraclough|14|Kelby High School|Highly commended, 11 to 14|Things My Phone Doesn't Know|The way the kitchen sounds at six / when Mum is the only one up. / The weight of a dog asleep on your feet. / What I meant to say.|
Sam Ashworth|11|Kelby High School|Highly commended, 11 to 14|Harvest|Combines at midnight / with their lights like spaceships. / Dust in everything. / Dad home at two / and up again at six.|The judges loved the spaceships.
"""


def joomla_young_writers() -> Case:
    site = SITES_CU["wolds"]
    entries: list[str] = []
    for line in _POEMS.strip().splitlines():
        name, age, school, award, title, lines, judge = line.split("|")
        verse = "<br />\n".join(esc(x.strip()) for x in lines.split(" / "))
        entries.append(
            f'<div class="yw-entry"><h4 class="yw-title">{esc(title)}</h4><p class="yw-award">{esc(award)}</p>'
            f'<p class="yw-poem">{verse}</p>'
            f'<p class="yw-by"><strong>{esc(name)}</strong>, aged {esc(age)}, {esc(school)}</p>'
            + (f'<p class="yw-judge"><em>Judge\'s comment:</em> {esc(judge)}</p>' if judge else "")
            + "</div>"
        )
    inside = (
        '<div class="yw-list"><h3>The winning poems</h3>'
        + "".join(entries)
        + '<p class="yw-note">All entries are printed as the children wrote them. Copyright of each poem remains with its author.</p></div>'
    )
    left = (
        jmodule(
            "Main Menu",
            '<ul class="menu">'
            + "".join(f'<li><a href="/index.php/{slug(m)}">{esc(m)}</a></li>' for m in site.menu)
            + "</ul>",
        )
        + jmodule(
            "Latest News",
            '<ul class="latestnews">'
            + "".join(
                f'<li class="latestnews"><a href="/index.php/news/{slug(t)[:40]}" class="latestnews">{esc(t)}</a></li>'
                for t in (
                    "Young Writers 2012: the winning poems",
                    "Saxthorpe bypass consultation extended",
                    "Kelby Town through to county cup final",
                    "Wolds Walking Festival programme out now",
                    "Mobile library timetable changes",
                )
            )
            + "</ul>",
        )
        + jmodule(
            "Who's Online",
            "We have 14&nbsp;guests online",
        )
    )
    right = (
        jmodule(
            "Search",
            '<form action="/index.php" method="post"><input name="searchword" type="text" size="16" value="search..." /></form>',
        )
        + jmodule(
            "Poll",
            '<p>Should Kelby market move back to the square?</p><p><input type="radio" name="v" /> Yes<br /><input type="radio" name="v" /> No<br /><input type="radio" name="v" /> Don\'t mind</p>'
            '<input type="button" value="Vote" /> <a href="#">Results</a>',
        )
        + jmodule(
            "Advertisers",
            '<p><img src="/_avatar/wv-ad1.svg" width="160" height="120" alt="Hardcastle &amp; Sons – Agricultural Engineers" /></p>'
            '<p><img src="/_avatar/wv-ad2.svg" width="160" height="120" alt="The Plough Inn, Saxthorpe – Sunday carvery £7.95" /></p>',
        )
        + jmodule("Follow us", '<p><a href="#">Facebook</a> · <a href="#">Twitter</a></p>')
    )
    style = (
        ".yw-list h3{color:#0b6e8e;border-bottom:1px solid #0b6e8e}.yw-entry{border-bottom:1px dotted #bbb;padding:8px 0}.yw-title{margin:0;font-size:15px}"
        ".yw-award{font-size:11px;color:#0b6e8e;text-transform:uppercase;margin:0}.yw-poem{font-style:italic;margin:6px 0 4px 14px}.yw-by{margin:0;font-size:12px}"
        ".yw-judge{font-size:11px;color:#666;margin:2px 0}.yw-note{font-size:10px;color:#999}"
    )
    piece = Piece(
        "Young Writers 2012: the winning poems",
        "Advertiser reporter",
        "2012-07-13T10:00:00+01:00",
        "Friday, 13 July 2012 10:00",
        """
More than 340 children from 17 schools across the Wolds entered this year's Advertiser Young Writers competition, our biggest entry yet. The theme was "where I live", and the judges said it had produced some of the best poems they had read.

The winners were presented with their book tokens and certificates by the Mayor of Kelby at a ceremony in the Corn Exchange on Wednesday, and Wolds Academy received the school trophy for the highest number of commended entries.

Judging was by children's author Rosemary Pike, retired headteacher Alan Brook and the Advertiser's editor. Here are the winning and highly commended poems.
""",
        section="Schools",
    )
    html = joomla(site, piece, Bits(inside=inside, side=right, style=style), left=left)
    return case(
        "cu-joomla-young-writers",
        "lookalike",
        site,
        html,
        [],
        path="/index.php/schools/884-young-writers-2012-the-winning-poems",
        container="-",
        heading=None,
        description="A free weekly of 2012 on a Joomla 1.5 site: the young writers' competition results with the 8 winning and commended poems in the article, each a title, the award, the poem's lines (broken with <br />), the child's name in bold with age and school, and for four of them a 'Judge's comment'; latest news, who's online, a poll, advertisers. No reader comment on the page.",
        lookalikes=("young writers' winning poems: name, age, school, lines, judge's words",),
    )


def lists_cu() -> list[Case]:
    return [joomla_young_writers()]
