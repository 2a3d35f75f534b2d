"""Blind set M: six mixed pages, this article's discussion beside furniture that mimics it closely: a live blog's
entries in the comments' own markup (fa), readers' questions of a live chat with the mayor (sr), numbered footnotes
beside numbered comments (da), ball-by-ball commentary (ta), the newsroom's dated updates in the comments' markup (en)
and listeners' text messages read on air (ko)."""

from __future__ import annotations

from comspider_lab.blind.cases_m_common import PartsK, av, box, esc, make, ps, rows, story, thread
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import children

# --------------------------------------------------------------------------- fa: live blog entries in the comments' markup


def zendeh_fa() -> Case:
    c = thread(
        """
محمد دشتی | ۱۴۰۳/۰۵/۱۲ - ۱۸:۴۰ | - | کاش برای ماهیگیران بندر ریگ هم فکری بکنند، این طرح به آنها آسیب می‌زند.
زهرا | ۱۴۰۳/۰۵/۱۲ - ۱۹:۱۵ | - | اسکله جدید برای گردشگری خوب است، ولی پارکینگ ساحل کم است.
بوشهری مقیم تهران | ۱۴۰۳/۰۵/۱۲ - ۲۲:۰۲ | 0 | ماهیگیران اسکله جداگانه دارند، در گزارش امروز صبح گفته شد.
"""
    )

    def item(cls: str, name: str, when: str, text: str, extra: str = "") -> str:
        return (
            f'<div class="{cls}"><div class="item-sar"><span class="item-nam">{esc(name)}</span> <span class="item-zaman">{esc(when)}</span></div>'
            f'{extra}<div class="item-matn">{esc(text)}</div></div>'
        )

    live = "".join(
        item("item zende", n, t, x)
        for n, t, x in (
            (
                "خبرنگار کرانه: علی نوروزی",
                "۱۴۰۳/۰۵/۱۲ - ۱۱:۳۰",
                "استاندار وارد محل اسکله شد و نوار افتتاح را برید.",
            ),
            (
                "خبرنگار کرانه: علی نوروزی",
                "۱۴۰۳/۰۵/۱۲ - ۱۱:۰۵",
                "مدیرکل بنادر: ظرفیت اسکله روزانه دو هزار مسافر است.",
            ),
            (
                "خبرنگار کرانه: سمیه قاسمی",
                "۱۴۰۳/۰۵/۱۲ - ۱۰:۴۰",
                "شناورهای گردشگری در صف پهلوگیری هستند. هوا گرم و شرجی است.",
            ),
            ("خبرنگار کرانه: سمیه قاسمی", "۱۴۰۳/۰۵/۱۲ - ۱۰:۱۵", "مراسم با تأخیر نیم ساعته آغاز شد."),
        )
    )

    def node(i: int) -> str:
        x = c[i]
        kids = "".join(node(j) for j in children(c, i))
        return (
            item(
                "item nazar", x.author, x.when, x.text, '<div class="item-pasokh"><a href="#">پاسخ</a></div>'
            )[: -len("</div>")]
            + (f'<div class="item-farzand">{kids}</div>' if kids else "")
            + "</div>"
        )

    block = (
        '<div class="zende-box"><h3>گزارش لحظه به لحظه</h3>' + live + "</div>"
        '<div class="nazarat-box" id="nazarat"><h3>نظرات شما (۳)</h3>'
        + "".join(node(i) for i in children(c, None))
        + '<div class="nazar-ersal">نام: <input> <textarea></textarea> <button>ارسال نظر</button></div></div>'
    )
    st = story(
        "اسکله گردشگری بوشهر افتتاح شد",
        "گروه استان",
        "گروه استان",
        "2024-08-02T10:00:00+03:30",
        "۱۲ مرداد ۱۴۰۳ - ۱۰:۰۰",
        """
اسکله جدید گردشگری بوشهر صبح امروز با حضور استاندار افتتاح شد. این اسکله برای شناورهای مسافری و تفریحی ساخته شده است.

گزارش لحظه به لحظه خبرنگاران ما را در ادامه بخوانید.
""",
        declare="og",
    )
    parts = PartsK(
        after=block,
        rail=box("cms", "پربازدید", rows("cms", ["قیمت خرما", "بازی شاهین", "کم‌آبی در دشتستان"], True)),
    )
    return make(
        "m-mx-fa-zende",
        "mixed",
        "cms",
        "fa",
        st,
        parts,
        c,
        path="/ostan/1403/05/eskele-gardeshgari-bushehr",
        container="div#nazarat, div.item.nazar (name, Persian-calendar time, text, پاسخ); the reply in div.item-farzand inside its parent",
        heading="نظرات شما (۳)",
        description="A Persian news agency of today (right to left): a live blog of the opening (reporters' names, times, a line each) above, in the very markup of the comments (div.item, item-nam, item-zaman, item-matn); then three readers' comments, one reply nested; Solar Hijri dates '۱۴۰۳/۰۵/۱۲ - ۱۸:۴۰'; OG.",
        lookalikes=("live blog entries by reporters in the comments' own markup",),
    )


# --------------------------------------------------------------------------- sr: a live chat's questions beside comments


def chat_sr() -> Case:
    c = thread(
        """
Милош Н. | 18.03.2013. у 16:20 | - | Градоначелник је лепо причао, али булевар се обећава од 2005. године.
Јелена | 18.03.2013. у 16:45 | 0 | Ово је први пут да је новац стварно у буџету. Видећемо.
Деда Жика | 18.03.2013. у 18:02 | - | Нек почну од рупа у Палилули, булевар може да чека.
Никола из Ниш. Бање | 18.03.2013. у 21:30 | - | Хвала Гласнику што сте организовали ово ћаскање, треба чешће.
"""
    )
    qa = "".join(
        f'<div class="post pitanje"><span class="post-ime">{esc(n)}</span> <span class="post-vreme">{esc(t)}</span><div class="post-tekst">{esc(q)}</div></div>'
        f'<div class="post odgovor"><span class="post-ime">Градоначелник</span><div class="post-tekst">{esc(a)}</div></div>'
        for n, t, q, a in (
            (
                "Драган, Медијана",
                "13:05",
                "Када почиње изградња Булевара 12. фебруара?",
                "Тендер је расписан, радови почињу у мају.",
            ),
            (
                "Светлана, Пантелеј",
                "13:12",
                "Да ли ће бити бициклистичке стазе на булевару?",
                "Да, са обе стране, укупно четири километра.",
            ),
            (
                "Ивица",
                "13:20",
                "Шта ће бити са дрворедом код Дома војске?",
                "Дрворед остаје, траса је померена.",
            ),
        )
    )

    def node(i: int) -> str:
        x = c[i]
        kids = "".join(node(j) for j in children(c, i))
        return (
            f'<div class="post kom"><span class="post-ime">{esc(x.author)}</span> <span class="post-vreme">{esc(x.when)}</span><div class="post-tekst">{esc(x.text)}</div>'
            + (f'<div class="post-odgovori">{kids}</div>' if kids else "")
            + "</div>"
        )

    st = story(
        "Онлајн ћаскање: градоначелник одговарао читаоцима о Булевару",
        "Приредила: Ана Стојановић",
        "Ана Стојановић",
        "2013-03-18T15:00:00+01:00",
        "18. март 2013. 15:00",
        """
Градоначелник Ниша је данас од 13 до 14 часова на нашем сајту одговарао на питања читалаца о изградњи Булевара 12. фебруара.

Преносимо део разговора. Питања су постављали читаоци, без измена.
""",
        declare="og",
    )
    parts = PartsK(
        after=box("drupal", "Запис ћаскања", f'<div class="caskanje">{qa}</div>')
        + '<div class="komentari" id="komentari"><h2>Коментари (4)</h2>'
        + "".join(node(i) for i in children(c, None))
        + '<p><a href="#">Пошаљите коментар</a></p></div>',
        rail=box("drupal", "Најчитаније", rows("drupal", ["Нишвил ове године", "Нова линија ГСП"], True)),
    )
    return make(
        "m-mx-sr-caskanje",
        "mixed",
        "drupal",
        "sr",
        st,
        parts,
        c,
        path="/grad/onlajn-caskanje-gradonacelnik-bulevar",
        container="div#komentari, div.post.kom (name, '18.03.2013. у 16:20', text); the reply in div.post-odgovori",
        heading="Коментари (4)",
        description="A Serbian city paper (Cyrillic, 2013): the transcript of a live chat with the mayor (readers' questions with name, neighbourhood and time, each followed by the mayor's answer) in the same div.post markup as the four comments below; one reply nested; OG.",
        lookalikes=("live chat transcript: readers' questions and answers, in the comments' own markup",),
    )


# --------------------------------------------------------------------------- da: numbered footnotes beside numbered comments


def noter_da() -> Case:
    c = thread(
        """
Anders Bech | 3. maj 2012 kl. 20:11 | - | Tak for en grundig artikel. Min oldefar var færgemand ved Aggersund, hans navn står i kirkebogen.
Lis Thomsen | 3. maj 2012 kl. 21:40 | - | Har du kilden til prisen på overfarten i 1860? Den virker meget lav.
Karsten | 4. maj 2012 kl. 07:02 | 1 | @Lis Thomsen Den står i sognerådets forhandlingsprotokol, se note 3.
Birthe fra Løgstør | 4. maj 2012 kl. 12:30 | - | Der findes stadig et billede af den gamle færge på museet i Løgstør.
Anders Bech | 4. maj 2012 kl. 19:45 | 3 | @Birthe fra Løgstør Det billede har jeg aldrig set, tak for tippet!
"""
    )
    notes = "".join(
        f'<li class="note" id="note-{n}"><span class="nr">{n}.</span> <span class="kilde-forf">{esc(a)}</span>, <span class="kilde-dato">{esc(d)}</span>: {esc(t)}</li>'
        for n, (a, d, t) in enumerate(
            (
                ("Viggo Kragh", "1931", "Færgesteder ved Limfjorden, Aalborg, s. 112."),
                ("Rigsarkivet", "1858", "Brev fra amtmanden om færgeløbets forpagtning."),
                (
                    "Ulstrup Sogneråd",
                    "14. marts 1860",
                    "Forhandlingsprotokol, pkt. 4: takster for overfarten.",
                ),
                ("Karen Munk", "1998", "Mundtlig beretning optaget af Løgstør lokalhistoriske arkiv."),
            ),
            1,
        )
    )
    coms = "".join(
        f'<li class="note" id="kommentar-{n}"><span class="nr">{n}.</span> <span class="kilde-forf">{esc(x.author)}</span>, <span class="kilde-dato">{esc(x.when)}</span>: {esc(x.text)}</li>'
        for n, x in enumerate(c, 1)
    )
    st = story(
        "Færgen over Aggersund 1850-1942",
        "Af Ole Kjær",
        "Ole Kjær",
        "2012-05-03T09:00:00+02:00",
        "3. maj 2012",
        """
I næsten hundrede år var færgen den eneste vej over Aggersund. Færgemanden boede i huset på nordsiden og blev kaldt over med et horn.[1]

Færgeløbet blev forpagtet ud af amtet, og taksterne blev fastsat af sognerådet.[2][3] Da broen åbnede i 1942, blev færgen solgt.[4]
""",
        declare="visible",
    )
    parts = PartsK(
        after='<div class="noter"><h3>Noter og kilder</h3><ol class="noteliste">'
        + notes
        + "</ol></div>"
        + '<div class="kommentarer" id="kommentarer"><h3>5 kommentarer</h3><ol class="noteliste">'
        + coms
        + "</ol>"
        + '<p class="skriv">Skriv en kommentar: <textarea></textarea></p></div>',
        rail=box("mt", "Seneste artikler", rows("mt", ["Sildefiskeriet ved Løgstør", "Kanalen 1861"])),
    )
    return make(
        "m-mx-da-noter",
        "mixed",
        "mt",
        "da",
        st,
        parts,
        c,
        path="/2012/05/faergen-over-aggersund.html",
        container="div#kommentarer, ol.noteliste of li.note: 'N. Name, 3. maj 2012 kl. 20:11: text' (flat, two '@Name' replies)",
        heading="5 kommentarer",
        description="A Danish local-history blog (2012): numbered notes and sources (author, date, reference) and five numbered comments in the very same ol.noteliste/li.note markup ('N. Name, date: text'); two comments answer by '@Name' (the truth gives their parents, set J's rule); visible date only.",
        lookalikes=("numbered footnotes with authors and dates in the comments' own markup",),
    )


# --------------------------------------------------------------------------- ta: ball-by-ball commentary beside comments


def pandhu_ta() -> Case:
    c = thread(
        """
செந்தில் குமார் | 2 மணி நேரம் முன்பு | - | மதுரை அணியின் பந்துவீச்சு இன்று அருமை. கடைசி ஓவரில் பதற்றமாக இருந்தது.
கார்த்திகா | 1 மணி நேரம் முன்பு | - | அடுத்த போட்டி எப்போது? டிக்கெட் ஆன்லைனில் கிடைக்குமா?
ராஜா, திருமங்கலம் | 45 நிமிடங்கள் முன்பு | 1 | வெள்ளிக்கிழமை மாலை. டிக்கெட் மைதான வாசலிலும் கிடைக்கும்.
"""
    )
    balls = "".join(
        f'<li class="vari"><span class="vari-ov">{esc(o)}</span> <b class="vari-peyar">{esc(p)}</b><p class="vari-urai">{esc(t)}</p></li>'
        for o, p, t in (
            ("19.6", "அருண் to விஜய்", "ஒரு ரன், மதுரை வெற்றி! கடைசி பந்தில் பதற்றம் முடிவுக்கு வந்தது."),
            ("19.5", "அருண் to விஜய்", "யார்க்கர், ரன் இல்லை. ரசிகர்கள் எழுந்து நிற்கிறார்கள்."),
            ("19.4", "அருண் to சுரேஷ்", "அவுட்! லாங் ஆனில் பிடிபட்டார்."),
            ("19.3", "அருண் to சுரேஷ்", "நான்கு ரன்கள், கவர் திசையில் அழகான ஷாட்."),
        )
    )
    items = "".join(
        f'<li class="vari karuthu{" pathil" if x.parent is not None else ""}">{av(i, x.author, 32)}<b class="vari-peyar">{esc(x.author)}</b> <span class="vari-neram">{esc(x.when)}</span>'
        f'<p class="vari-urai">{esc(x.text)}</p></li>'
        for i, x in enumerate(c)
    )
    st = story(
        "கடைசி பந்தில் மதுரை அணி வெற்றி",
        "விளையாட்டு செய்தியாளர்",
        "விளையாட்டு செய்தியாளர்",
        "2014-07-20T22:30:00+05:30",
        "ஜூலை 20, 2014",
        """
தமிழ்நாடு கிரிக்கெட் லீக் போட்டியில் மதுரை அணி கடைசி பந்தில் ஒரு ரன் எடுத்து திண்டுக்கல் அணியை வீழ்த்தியது.

கடைசி ஓவரின் பந்து வாரியான வர்ணனை கீழே.
""",
        declare="jsonld",
    )
    parts = PartsK(
        after=box("ee", "கடைசி ஓவர் — பந்து வாரியாக", f'<ul class="varisai">{balls}</ul>')
        + box(
            "ee",
            "வாசகர் கருத்துகள் (3)",
            f'<ul class="varisai">{items}</ul><p><a href="#">கருத்து எழுதுக</a></p>',
            box_id="karuthu",
        ),
        rail=box("ee", "புள்ளிப் பட்டியல்", rows("ee", ["மதுரை 10", "திண்டுக்கல் 8", "சேலம் 6"], True)),
    )
    return make(
        "m-mx-ta-pandhu",
        "mixed",
        "ee",
        "ta",
        st,
        parts,
        c,
        path="/vilaiyattu/madurai-kadaisi-pandhu-vetri-2014",
        container="section#karuthu, ul.varisai of li.vari.karuthu (avatar, name, relative time, text); the reply with class pathil",
        heading="வாசகர் கருத்துகள் (3)",
        description="A Tamil news site's cricket report (2014): the last over ball by ball (over number, bowler to batsman in bold, a sentence) in the same ul.varisai/li.vari markup as the three readers' comments below; the one reply a sibling marked by the class pathil only; relative times; JSON-LD.",
        lookalikes=("ball-by-ball commentary in the comments' own markup",),
    )


# --------------------------------------------------------------------------- en: dated updates in the comments' markup


def updates_en() -> Case:
    c = thread(
        """
Dale Whitford | Oct 14, 2010 5:12 PM | - | Glad they found the boy safe. Those woods behind the reservoir are thicker than people think.
Patty Loomis | Oct 14, 2010 5:40 PM | 0 | My husband went out with the volunteers last night. The fire department did an amazing job organizing.
Rick S. | Oct 14, 2010 6:15 PM | 1 | Same here. Over two hundred people showed up at the Grange hall by ten o'clock.
Concerned mom | Oct 14, 2010 7:02 PM | - | Why did it take four hours to send the alert? We live a mile away and heard nothing.
Greyhaven Tribune | Oct 14, 2010 7:30 PM | 3 | The sheriff's office says the county alert went out at 9:40 p.m.; we have asked why it was not sooner.
Ellen Marsh | Oct 15, 2010 8:05 AM | - | Thank you to everyone who searched. This is what a small town is for.
"""
    )

    def rec(cls: str, name: str, when: str, text: str, kids: str = "") -> str:
        return (
            f'<div class="{cls}"><p class="entry-by"><strong>{esc(name)}</strong> wrote on <span class="entry-ts">{esc(when)}</span>:</p>'
            f'<div class="entry-txt">{ps(text)}</div>{kids}</div>'
        )

    upd = "".join(
        rec("entry update", n, t, x)
        for n, t, x in (
            (
                "Staff writer Joan Pike",
                "Oct 14, 2010 11:20 AM",
                "UPDATE: The sheriff's office confirms the boy was found at 10:55 a.m., cold but unhurt.",
            ),
            (
                "Staff writer Joan Pike",
                "Oct 14, 2010 8:45 AM",
                "UPDATE: The search has resumed at first light with two dog teams from Marlow County.",
            ),
            (
                "Editor Sam Holt",
                "Oct 14, 2010 6:30 AM",
                "This story was first published at 11 p.m. Wednesday and is being updated as we learn more.",
            ),
        )
    )

    def node(i: int) -> str:
        x = c[i]
        kids = "".join(node(j) for j in children(c, i))
        return rec(
            "entry reader", x.author, x.when, x.text, f'<div class="entry-kids">{kids}</div>' if kids else ""
        )

    st = story(
        "Missing 9-year-old found safe near Cold Brook Reservoir",
        "By Joan Pike, Staff Writer",
        "Joan Pike",
        "2010-10-13T23:00:00-04:00",
        "October 13, 2010 11:00 PM (updated Oct 14, 11:20 AM)",
        """
A nine-year-old boy who wandered from his family's campsite near Cold Brook Reservoir on Wednesday afternoon was found safe Thursday morning.

More than two hundred volunteers joined deputies and firefighters in the overnight search, the sheriff's office said.
""",
        declare="jsonld",
    )
    parts = PartsK(
        after=box("joomla", "Story updates", f'<div class="entries">{upd}</div>')
        + '<div id="readers"><h3>Readers respond (6)</h3><div class="entries">'
        + "".join(node(i) for i in children(c, None))
        + '</div><p class="policy">Comments are moderated. <a href="#">Read our policy</a>.</p></div>',
        rail=box("joomla", "Obituaries", rows("joomla", ["Harold J. Burke", "Mae Ellen Dorsey"])),
    )
    return make(
        "m-mx-en-updates",
        "mixed",
        "joomla",
        "enx",
        st,
        parts,
        c,
        path="/index.php/news/public-safety/3321-missing-boy-found-safe",
        container="div#readers, div.entry.reader ('Name wrote on Oct 14, 2010 5:12 PM:', text); replies in div.entry-kids inside their parent",
        heading="Readers respond (6)",
        description="A county weekly on a table-laid CMS (2010): the story's dated updates by its staff ('Staff writer Joan Pike wrote on …: UPDATE: …') in the very div.entry markup of the six readers' comments below; replies nested (one to a reply); the paper answers a reader; JSON-LD.",
        lookalikes=("the newsroom's dated updates in the comments' own markup",),
    )


# --------------------------------------------------------------------------- ko: listeners' text messages beside comments


def munja_ko() -> Case:
    c = thread(
        """
halla**** | 2016.05.21 13:02 | - | 방송 듣고 오늘 오후에 오일장 다녀왔어요. 귤 한 상자 샀는데 정말 달아요.
seog**** | 2016.05.21 14:47 | - | 시장 주차장이 좁으니 버스 타고 가시는 걸 추천합니다.
jeju**** | 2016.05.21 16:20 | 1 | 202번 버스가 시장 앞에 서요. 저도 그걸로 다닙니다.
olle**** | 2016.05.22 09:10 | - | 다음 주에는 서귀포 매일올레시장도 소개해 주세요.
"""
    )
    sms = "".join(
        f'<li class="msg"><span class="msg-id">{esc(a)}</span> <span class="msg-dt">{esc(b)}</span><p class="msg-txt">{esc(t)}</p></li>'
        for a, b, t in (
            (
                "#8282 문자 010-****-4471",
                "2016.05.21 10:12",
                "오늘 제주 오일장 가는데 뭐 사야 할까요? 애월에서 듣고 있어요.",
            ),
            (
                "#8282 문자 010-****-0935",
                "2016.05.21 10:18",
                "생선은 오전에 가야 싱싱해요. 오후엔 거의 없어요!",
            ),
            (
                "#8282 문자 010-****-2210",
                "2016.05.21 10:25",
                "어머니 생신이라 신청곡 부탁드려요. 사랑합니다.",
            ),
        )
    )
    items = "".join(
        f'<li class="msg{" msg-re" if x.parent is not None else ""}"><span class="msg-id">{esc(x.author)}</span> <span class="msg-dt">{esc(x.when)}</span>'
        f'<p class="msg-txt">{esc(x.text)}</p></li>'
        for x in c
    )
    st = story(
        "[라디오 오늘] 제주 오일장 100배 즐기기",
        "제주바람FM 보도국 한지민",
        "한지민",
        "2016-05-21T09:00:00+09:00",
        "2016.05.21 09:00",
        """
오늘 아침 '바람의 아침' 에서는 제주 민속오일장을 소개했습니다. 2일과 7일로 끝나는 날 열리는 오일장에는 천 개가 넘는 점포가 들어섭니다.

방송 중 청취자 여러분이 보내주신 문자도 함께 소개합니다.
""",
        declare="og",
    )
    parts = PartsK(
        after=box("cms", "방송 중 받은 문자", f'<ul class="msg-list">{sms}</ul>')
        + box(
            "cms",
            "댓글 4",
            f'<ul class="msg-list">{items}</ul><div class="msg-write"><textarea></textarea><button>등록</button></div>',
            box_id="daetgeul",
        ),
        rail=box("cms", "편성표", rows("cms", ["09:00 바람의 아침", "12:00 점심 음악", "18:00 퇴근길 제주"])),
    )
    return make(
        "m-mx-ko-munja",
        "mixed",
        "cms",
        "kox",
        st,
        parts,
        c,
        path="/news/2016/05/21/jeju-oiljang",
        container="section#daetgeul, ul.msg-list of li.msg (masked ID, date, text); the reply with class msg-re",
        heading="댓글 4",
        description="A Korean local radio station's news page (2016): listeners' text messages read on air ('#8282 문자 010-****-4471', time, message) in the same ul.msg-list/li.msg markup as the four comments below (masked IDs); the one reply a sibling marked only by a class; OG.",
        lookalikes=("listeners' text messages in the comments' own markup",),
    )
