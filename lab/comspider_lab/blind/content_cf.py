"""Made-up blogs of blind set CF (English-language blogs of 2011-2013 on technology, design, marketing,
productivity, self-improvement, parenting, food, travel and personal finance, as a web archive of 2012 holds
their served HTML): self-hosted WordPress with the premium themes of the time, Typepad, Squarespace-like and
Movable Type blogs, and group blogs of magazines. Every blog's name, author, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SiteCF:
    key: str
    name: str
    tagline: str
    theme: str  # the skeleton: thesis, genesis, headway, woo, typepad, squarespace, mt, magazine
    color: str
    font: str
    author: str  # the blog's (or the magazine's) own author
    menu: tuple[str, ...]


# key | name | tagline | theme | colour | font | author | menu (the first is the home page)
_SITE_ROWS = """
penny|The Penny Jar Diaries|Paying off $48,000 of debt one coupon at a time|thesis|#2d6a2d|Georgia,serif|Dana Whitcomb|Home,Start Here,Debt Payoff,Frugal Food,Resources,Contact
pomodoro|Tomato Time|Productivity for people who hate productivity advice|genesis|#c0392b|'Helvetica Neue',Arial,sans-serif|Marcus Lindqvist|Home,Start Here,Tools,Podcast,Work With Me,About
crayon|Crayons in the Dryer|Real life with three boys under seven|typepad|#8e44ad|'Trebuchet MS',sans-serif|Becca Honeycutt|Home,About Becca,Recipes,Crafts,Reviews,Contact
saltpan|Salt & Pan|Weeknight cooking from a tiny Portland kitchen|squarespace|#b5651d|Georgia,serif|Theo Marchetti|Journal,Recipes,Cookbook,About,Press
kerning|The Kerning Room|A group blog from the editors of Grid & Gutter magazine|mt|#111111|Georgia,serif|Grid & Gutter|Home,Typography,Identity,Web,Interviews,Subscribe
backpack|Two Backpacks, No Plan|A couple, 41 countries and a very tired Visa card|headway|#1b7fa6|'Open Sans',Arial,sans-serif|Jess and Ollie Brandt|Home,Destinations,Travel Tips,Gear,About Us,Contact
bytewise|Bytewise|Linux, home servers and gadgets for the rest of us|woo|#2c3e50|Arial,sans-serif|Arjun Mehta|Home,Tutorials,Reviews,Home Server,Ask Arjun,About
stillpoint|The Stillpoint Project|Small habits, quiet mornings, a better year|genesis|#5a7d7c|Georgia,serif|Nora Fairweather|Home,Start Here,Habits,Free E-book,About
listbuild|Inbox Hustle|Email marketing for small businesses that hate selling|thesis|#e67e22|Verdana,sans-serif|Kyle Brannigan|Home,Blog,Courses,Case Studies,Contact
carnival|Frugal Fox Finance|Investing, side hustles and not eating out|woo|#d35400|Georgia,serif|Priya Natarajan|Home,Carnival,Investing,Side Hustles,About
deskhack|LifeHackery Lab|Gear, software and desks of people who get things done|headway|#16a085|Arial,sans-serif|Sam Okafor|Home,Workspaces,Apps,Reviews,Newsletter
mapletrail|Maple & Trail|Family camping in the Canadian Rockies|typepad|#7f3f00|Georgia,serif|Heather MacLeod|Home,Campgrounds,Gear,Recipes,About
chiselmag|Chisel Quarterly Blog|Notes from the studio of Chisel, a magazine of craft and design|magazine|#a93226|Georgia,serif|Chisel Quarterly|Home,Features,Studio Visits,Shop,Subscribe
pixelpush|Pixel Push|Web design, freelancing and the odd rant|woo|#2980b9|'Lucida Grande',sans-serif|Leah Brennan|Home,Articles,Freebies,Portfolio,Hire Me
busybees|Busy Bee Mama|Toddlers, tantrums and Tuesday link-ups|genesis|#e84393|'Trebuchet MS',sans-serif|Kristy Vandermolen|Home,Tot School,Link Party,Printables,About
crumbs|Crumbs & Cardamom|Scandinavian baking for the home cook|squarespace|#7d5a50|Georgia,serif|Ingrid Solberg|Journal,Recipes,Baking Classes,About
"""

SITES_CF: dict[str, SiteCF] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _t, _th, _c, _f, _a, _menu = _row.split("|")
    SITES_CF[_k] = SiteCF(_k, _n, _t, _th, _c, _f, _a, tuple(_menu.split(",")))
