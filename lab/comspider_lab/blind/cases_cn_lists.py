"""Blind set CN: a page whose list looks like a discussion but is not one: a US free weekly's "Lost & found pets"
board of 2012, owners' and finders' first-person notices signed with a name and a phone number. Written for this
set; every name, place, number and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_cn_common import SITES_CN, Bits, Case, Piece, box, case, esc, link_list

_BOARD = """
LOST | Biscuit | Oct 8 | Our beagle mix slipped his collar on Lakeshore Dr near the boat launch Sunday evening. He is 9, a little deaf, and very friendly but will not come when called. Please check your garages and sheds! | Dana Whitlow, 555-0142
FOUND | Gray tabby | Oct 8 | Young gray tabby with a white chin has been hanging around our porch on Spruce Ct for three days. Very thin and hungry. No collar. We can't keep her, we already have two dogs. | Lorraine & Vic Amundsen, 555-0187
LOST | Pepper | Oct 6 | Black and white border collie, female, 4 years, microchipped. Ran off during the thunderstorm Saturday from our farm on County Rd J. She is scared of loud noises and may be hiding. Reward offered. | The Haugen family, 555-0119
FOUND | Parakeet | Oct 5 | A green and yellow parakeet landed on my bird feeder on Birch Lane and let me pick it up. Must be somebody's pet, it says "pretty boy." Describe it to claim. | Walt Ostrowski, 555-0163
LOST | Mister Buttons | Oct 3 | Orange long-haired cat, neutered, wearing a blue collar with a bell. Indoor cat who got out when the furnace man came. Last seen near Pine Valley Elementary. My kids are heartbroken. | Jen Caldera, 555-0128
REUNITED | Duke | Oct 2 | Thank you to everyone who called about our Lab! He was found at the Cenex station on Hwy 12, soaking wet and very pleased with himself. The Shopper's readers are the best. | Mark & Terri Vinje
FOUND | Small dog | Sep 30 | Small brown terrier-type dog, male, with a red harness, found running along Old Mill Rd. He is at the Pine Valley Humane Society, 555-0100, until claimed. | Pine Valley Humane Society
LOST | Rosie | Sep 28 | Tortoiseshell cat, 12 years old, thin, on medication for her thyroid. Missing from the 400 block of Elm. She needs her pills. Please call any time, day or night. | Bev Solheim, 555-0176
"""


def valley_pets() -> Case:
    site = SITES_CN["valley"]
    items = []
    for line in _BOARD.strip().splitlines():
        status, name, when, text, who = (x.strip() for x in line.split(" | "))
        items.append(
            f'<div class="pv-pet"><img src="/_avatar/pv-{esc(name.lower().replace(" ", "-"))}.svg" alt="" width="80" height="80" style="float:left;margin-right:8px" />'
            f'<p class="pv-st"><b>{esc(status)}: {esc(name)}</b> <small>{esc(when)}</small></p>'
            f'<p>{esc(text)}</p><p class="pv-who">{esc(who)}</p></div>'
        )
    after = (
        '<div class="pv-board"><h2>This week on the board</h2>'
        + "".join(items)
        + '<p><a href="/pets/submit/">Post a lost or found pet (free)</a> &middot; Listings run two weeks.</p></div>'
    )
    side = (
        box(
            site,
            "Calendar",
            link_list("""
Oct 13: Fall bake sale, Lutheran church
Oct 14: Fire dept. pancake breakfast
Oct 20: Pumpkin run 5K
"""),
        )
        + box(
            site,
            "Classifieds",
            "<p>FOR SALE: 2004 Arctic Cat snowmobile, low miles, $2,400 OBO. 555-0191</p><p>WANTED: Dry firewood, will haul. 555-0155</p>",
        )
        + box(
            site,
            "Most viewed",
            link_list(
                """
Lost & found pets | 1,930
Harvest festival photos | 1,288
Pine Valley Pioneers win homecoming | 904
""",
                "views",
            ),
        )
    )
    style = ".pv-pet{overflow:hidden;border-bottom:1px solid #ddd;padding:6px 0}.pv-st{margin:0}.pv-who{font-size:11px;color:#5b3d8a;margin:0}"
    piece = Piece(
        "Lost & found pets: have you seen them?",
        "Compiled by Shopper staff",
        "2012-10-10T06:00:00-05:00",
        "Wednesday, October 10, 2012",
        """
Every week the Shopper prints lost and found pet notices for free. Send yours with a phone number to pets@pvshopper.example by Monday noon.

If you find a pet, the Pine Valley Humane Society can scan for a microchip at no charge during opening hours.
""",
        section="Pets",
    )
    return case(
        "cn-valley-pets",
        "lookalike",
        "valley",
        piece,
        Bits(after=after, side=side, style=style),
        [],
        path="/pets/2012/10/10/lost-and-found-pets/",
        container="(no discussion) div.pv-board: h2 'This week on the board', 8 div.pv-pet notices each with status and pet's name, a date, a first-person text and the owner's or finder's name with a phone number",
        heading=None,
        description="A US free weekly's 'Lost & found pets' page of 2012: eight owners' and finders' notices, each a photo, a date, a first-person text and a signature with a phone number, one a thank-you for a reunited dog. Furniture: calendar, classifieds, most viewed with counts. Not a discussion: notices sent to the paper, not readers answering the article.",
        lookalikes=("lost and found pets board",),
    )


def lists_cn() -> list[Case]:
    return [valley_pets()]
