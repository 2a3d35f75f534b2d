"""English."""

from __future__ import annotations

from datetime import datetime

from comspider_lab.offline_web.langs import span

CODE = "en"
DIR = "ltr"

MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ago(seconds: float) -> str:
    unit, n = span(seconds)
    if unit == "now":
        return "just now"
    word = {"min": "minute", "h": "hour", "d": "day", "w": "week"}[unit]
    return f"{n} {word}{'' if n == 1 else 's'} ago"


def datetime_long(dt: datetime) -> str:
    hour = dt.hour % 12 or 12
    return f"{MONTHS[dt.month - 1][:3]} {dt.day}, {dt.year} {hour}:{dt.minute:02d} {'am' if dt.hour < 12 else 'pm'}"


def date_short(dt: datetime) -> str:
    return f"{dt.day} {MONTHS[dt.month - 1]} {dt.year}"


def number(n: int) -> str:
    return f"{n:,}"


UI = {
    "comments": "Comments",
    "comments_n": "{n} comments",
    "show_comments": "Show {n} comments",
    "show_comments_zero": "Be the first to comment",
    "load_more": "Load more comments",
    "reply": "Reply",
    "replies_show": "Show {n} replies",
    "replies_hide": "Hide replies",
    "like": "Like",
    "report": "Report",
    "report_confirm": "Report this comment to the moderators?",
    "share": "Share",
    "share_copied": "Link copied to clipboard",
    "accept_all": "Accept all",
    "reject_all": "Reject all",
    "consent_settings": "Manage preferences",
    "consent_title": "We value your privacy",
    "consent_text": "We and our partners use cookies and similar technologies to store and access information on your device, to measure audiences and to show personalised ads and content.",
    "newsletter_title": "The Morning Briefing",
    "newsletter_text": "The day's top stories, in your inbox every weekday at 7am.",
    "newsletter_button": "Sign up",
    "email_placeholder": "Your email address",
    "login": "Log in",
    "subscribe": "Subscribe",
    "most_read": "Most read",
    "related": "More on this story",
    "write_comment": "Join the conversation",
    "comments_closed": "Comments are closed for this article.",
    "paywall_title": "This article is for subscribers",
    "paywall_text": "Subscribe today for unlimited access to our journalism. Cancel anytime.",
    "paywall_button": "Subscribe for £1 a week",
    "advertisement": "Advertisement",
    "by": "By",
    "home": "Home",
    "reads": "{n} reads",
    "loading": "Loading comments…",
    "sponsored": "Sponsored",
    "sort_newest": "Newest",
    "sort_oldest": "Oldest",
    "sort_top": "Most liked",
    "guidelines": "Community guidelines",
    "read_more": "Read more",
    "search": "Search",
    "menu": "Menu",
    "updated": "Updated",
    "photo": "Photo",
    "comments_page_title": "Comments: {title}",
    "back_to_article": "Back to the article",
    "open_comments": "Open comments",
    "close": "Close",
    "post_comment": "Post comment",
    "login_to_comment": "Log in to comment",
    "min_read": "{n} min read",
    "letters": "Write a letter to the editor",
    "privacy": "Privacy policy",
}

NAV = ["News", "UK", "World", "Business", "Politics", "Sport", "Culture", "Lifestyle", "Opinion"]
FOOTER = [
    "About us",
    "Contact us",
    "Complaints",
    "Terms of use",
    "Privacy policy",
    "Cookie settings",
    "Advertise with us",
    "Jobs",
    "Newsletters",
    "Accessibility",
]

FIRST = [
    "James",
    "Sarah",
    "Tom",
    "Emma",
    "Mark",
    "Rachel",
    "David",
    "Claire",
    "Ian",
    "Helen",
    "Chris",
    "Lucy",
    "Paul",
    "Joanne",
    "Gary",
    "Nicola",
    "Andrew",
    "Karen",
    "Stephen",
    "Priya",
    "Mohammed",
    "Aisha",
    "Ryan",
    "Megan",
    "Dan",
    "Olivia",
    "Keith",
    "Fiona",
    "Marcus",
    "Tanya",
    "Grace",
    "Liam",
    "Derek",
    "Sophie",
    "Raj",
    "Beth",
]
LAST = [
    "Smith",
    "Jones",
    "Taylor",
    "Brown",
    "Williams",
    "Wilson",
    "Davies",
    "Evans",
    "Thomas",
    "Roberts",
    "Walker",
    "Wright",
    "Patel",
    "Hughes",
    "Green",
    "Hall",
    "Clarke",
    "Wood",
    "Turner",
    "Khan",
    "Murphy",
    "Kelly",
    "Bennett",
    "Fletcher",
    "Harper",
    "Mitchell",
    "Reynolds",
    "Ortiz",
    "Nguyen",
    "Carter",
]
NICKS = [
    "OldGrumpyBloke",
    "bluebird_72",
    "TruthSeeker99",
    "NorthernLass",
    "MikeFromHull",
    "citizen_k",
    "pragmatic_voter",
    "RiverRat",
    "jen_the_gardener",
    "NotAnExpertBut",
    "Cyclist4Life",
    "tired_commuter",
    "RetiredTeacher",
    "EastEnder58",
    "quietobserver",
    "DaveTheRave",
    "skeptical_sue",
    "taxpayer_again",
    "CornishPasty",
    "LondonLad",
    "moderate_mum",
    "BigBadBarry",
    "PixelPusher",
    "WindyMiller",
    "nightshift_nurse",
    "LocalHistoryBuff",
    "fence_sitter",
    "RoadWarrior",
    "AmberLight",
    "cuppa_tea",
]
ROLES = [
    "a housing researcher at the university",
    "a spokesperson for the residents' association",
    "a local councillor",
    "an economist who advises the regional authority",
    "a former city planner",
    "the chair of the local chamber of commerce",
]

TOPICS = [
    {
        "key": "rent",
        "section": "Housing",
        "titles": [
            "{place} council votes to cap rents for three years",
            "Rent cap in {place}: what the new rules mean for tenants",
        ],
        "lead": "Landlords warn of fewer homes to let, while tenant groups say the cap does not go far enough.",
        "subject": "the rent cap",
        "actor": "the council",
        "org": "The tenants' union",
    },
    {
        "key": "rail",
        "section": "Transport",
        "titles": [
            "Commuters face months of disruption as {place} rail line closes for upgrade",
            "Rail upgrade: replacement buses to run until the autumn",
        ],
        "lead": "The operator says the work is essential; passengers say they were given barely two weeks' notice.",
        "subject": "the rail closure",
        "actor": "the rail operator",
        "org": "The passenger watchdog",
    },
    {
        "key": "drought",
        "section": "Environment",
        "titles": [
            "Hosepipe ban announced for {place} after driest spring in decades",
            "Water company defends hosepipe ban as reservoirs fall",
        ],
        "lead": "Households face fines for watering gardens or washing cars while leaks go unrepaired, critics say.",
        "subject": "the hosepipe ban",
        "actor": "the water company",
        "org": "The environment agency",
    },
    {
        "key": "football",
        "section": "Sport",
        "titles": [
            "{place} sack manager after seventh straight defeat",
            "Fans react as {place} part ways with manager mid-season",
        ],
        "lead": "The club's board said it had acted 'with regret', with the team two points above the relegation zone.",
        "subject": "the manager's sacking",
        "actor": "the club's board",
        "org": "The supporters' trust",
    },
    {
        "key": "phones",
        "section": "Education",
        "titles": [
            "Schools in {place} to ban mobile phones from September",
            "Phone ban in schools: head teachers divided over new guidance",
        ],
        "lead": "Pupils will have to lock their phones away for the whole school day under the new rules.",
        "subject": "the phone ban",
        "actor": "the education authority",
        "org": "The head teachers' association",
    },
    {
        "key": "energy",
        "section": "Money",
        "titles": [
            "Energy bills to rise again despite falling wholesale prices",
            "Heat pump grants in {place} run out within weeks",
        ],
        "lead": "Consumer groups accuse suppliers of being quick to raise prices and slow to cut them.",
        "subject": "the new price cap",
        "actor": "the regulator",
        "org": "The consumer association",
    },
    {
        "key": "hospital",
        "section": "Health",
        "titles": [
            "{place} A&E to close overnight from next month",
            "Campaigners fight plans to downgrade {place} hospital",
        ],
        "lead": "Health bosses say staff shortages leave them no choice; patients face a 40-minute drive at night.",
        "subject": "the A&E closure",
        "actor": "the health trust",
        "org": "The patients' forum",
    },
    {
        "key": "bikes",
        "section": "Local",
        "titles": [
            "New cycle lanes in {place} city centre spark row with shopkeepers",
            "Car-free streets trial to be extended in {place}",
        ],
        "lead": "Traders say footfall has dropped since the trial began; cycling groups point to safer streets.",
        "subject": "the cycle lane plan",
        "actor": "the transport committee",
        "org": "The cycling campaign",
    },
    {
        "key": "tourism",
        "section": "Travel",
        "titles": [
            "{place} to introduce tourist tax from next year",
            "Overnight visitor levy approved despite hoteliers' objections",
        ],
        "lead": "Visitors would pay a small charge per night, with the money promised for street cleaning and toilets.",
        "subject": "the tourist tax",
        "actor": "the city council",
        "org": "The hoteliers' association",
    },
    {
        "key": "ai",
        "section": "Technology",
        "titles": [
            "Council admits AI system wrongly flagged thousands of benefit claims",
            "{place} pauses chatbot after residents receive wrong advice",
        ],
        "lead": "An internal review found that the software had been rolled out without proper testing.",
        "subject": "the AI system",
        "actor": "the council",
        "org": "The data protection regulator",
    },
]

BODY = [
    "The decision was confirmed by {actor} on {weekday}, after weeks of pressure from residents and local businesses in {place}.",
    "According to figures seen by {publisher}, around {number} households would be directly affected by the change.",
    "“We have listened carefully, and we know this will not please everyone,” said {expert}, {role}. “But doing nothing is no longer an option.”",
    "Critics argue that {subject} has been rushed through without proper consultation, and at least two groups have said they will challenge it.",
    "Opposition members called the plans “a sticking plaster” and demanded an independent review of the costs, estimated at {money}.",
    "Residents who spoke to {publisher} were divided. Some welcomed the move, while others said they had heard similar promises before.",
    "{org} said it would publish a detailed assessment of the impact on {place} before the end of the year.",
    "A final vote is expected next month. Until then, officials say, the current arrangements remain in place.",
    "It is not the first time the issue has come up: a similar proposal was shelved in {year} after a public outcry.",
]

OPENERS = [
    "Finally someone is reporting on this.",
    "Good article, thanks.",
    "I have to disagree with most of the comments here.",
    "Not surprised in the slightest.",
    "This has been coming for years.",
    "As someone who lives in {place}, I can only shake my head.",
    "Read the whole piece before commenting, folks.",
    "Honestly, I expected worse.",
    "Here we go again.",
    "I'm genuinely torn on this one.",
    "Someone has to say it.",
    "Great reporting as usual.",
    "I've lived here for {years} years and never seen anything like it.",
    "Interesting that nobody mentions the obvious.",
    "Sorry, but this is a joke.",
    "My family has been affected by this directly.",
    "Let me play devil's advocate for a moment.",
]
STATEMENTS = [
    "{subject} is long overdue.",
    "Nobody asked the people who actually have to live with {subject}.",
    "The real problem isn't {subject}, it's the complete lack of planning.",
    "{actor} should have acted years ago.",
    "If {subject} works as promised, I'll happily eat my words.",
    "Every few years we get a new plan and nothing ever changes.",
    "Prices round here went up {pct} percent last year alone.",
    "I honestly don't see how anyone can be against this.",
    "This will hit the people who can least afford it.",
    "The numbers in the article don't add up for me.",
    "It's easy to criticise, but what exactly is the alternative?",
    "Small businesses will end up paying the price again.",
    "The consultation was a farce, I was there.",
    "Other cities did exactly this and it worked.",
    "We tried something similar in {year} and it failed miserably.",
    "{subject} sounds good on paper, but who is going to enforce it?",
    "Half of the councillors clearly haven't read the report.",
    "I'd like to know who is really profiting from {subject}.",
    "My neighbour waited {n} months for an answer from {actor}.",
    "The article could have mentioned that {org} warned about this ages ago.",
    "At least someone is trying to do something.",
    "{subject} is a distraction from the real issues.",
    "Anyone who has used the service recently knows how bad it has got.",
    "It costs {money} and we still don't know what we're getting.",
]
REASONS = [
    "Just look at what happened with the last budget.",
    "The costs always end up with the taxpayer.",
    "My neighbours feel exactly the same way.",
    "Nobody wants to take responsibility any more.",
    "Our children will be the ones paying for this.",
    "It took them {n} months to fill one pothole on my street.",
    "The people making these decisions don't live here.",
    "There was a perfectly good plan on the table in {year}.",
    "Everyone I know has had the same experience.",
    "The figures were published months ago.",
    "They said exactly the same thing last time.",
    "Common sense seems to be in short supply.",
    "Nothing in the article suggests they have a plan B.",
    "I speak as someone who worked in the sector for {years} years.",
]
CLOSERS = [
    "Time will tell.",
    "Let's see who pays for it in the end.",
    "Just my two pennies' worth.",
    "Am I the only one who thinks this?",
    "Rant over.",
    "Thanks for covering it.",
    "Shame on all of them.",
    "Wake up, people!",
    "Can we please have some facts?",
    "I'll believe it when I see it.",
    "Makes you wonder, doesn't it?",
    "Sad times.",
    "Rant over, back to work.",
    "Not holding my breath.",
]
SHORT = [
    "Spot on.",
    "Couldn't agree more.",
    "Absolutely ridiculous.",
    "Well written, thank you.",
    "Typical.",
    "Brilliant reporting, thanks!",
    "Says it all really.",
    "What a mess.",
    "About time!",
    "Unbelievable.",
    "Well said.",
    "This is so depressing.",
    "Common sense at last.",
]
REPLIES = [
    "@{name} Exactly my thoughts.",
    "@{name} That's not what the article says though.",
    "Fair point, {name}.",
    "{name}, did you actually read it?",
    "Agree with {name} here.",
    "Sorry {name}, but that's nonsense.",
    "@{name} Couldn't have put it better myself.",
    "@{name} Source?",
    "{name} has a point, to be fair.",
    "@{name} You clearly don't live here.",
]
LINKS = [
    (
        "The full report is {link} if anyone wants to read it.",
        "here",
        "https://www.gov.uk/government/publications",
    ),
    ("There's a good explainer {link}.", "on the BBC", "https://www.bbc.co.uk/news"),
    ("The official figures are {link}.", "on the ONS website", "https://www.ons.gov.uk/"),
    (
        "Anyone interested can check {link}.",
        "the council minutes",
        "https://democracy.example.gov.uk/minutes",
    ),
]
MONEY = "{cur}{n} million"
SEP = " "
EMOJI = ["👍", "😂", "🙄", "👏", "😡", "🤔", "💯", "😢", "🤦", "🙌"]
BADGES = ["Subscriber", "Top commenter", "Verified"]
