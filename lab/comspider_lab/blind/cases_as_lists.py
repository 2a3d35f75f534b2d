"""Blind set AS: four article pages of 2008-2014 without any reader comment (truth zero) whose sidebar holds a list with
a discussion entry's shape, of that era's kinds: a "recent comments" widget quoting readers' comments on OTHER posts,
on a post that has none ("Ingen kommentarer endnu" and a form) (da); a shout box of visitors' one-liners with its
own little form (nb); a "saying of the day" archive, each saying with its speaker and its day (ar); readers' words
about the blog itself, with names and towns (th). Written for this set; every name, place and text invented, each
entry by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_as_common import Case, Parts, Story, esc, make, rows, slug


def da_recent_comments() -> Case:
    recent = rows("""
Karen Fogh | Æblekage uden mel | 12. sep 2011 | Jeg brugte havregryn i stedet for mandler, og den blev lige så god. Tak for opskriften!
Bent | Hyldebærsaft til vinteren | 11. sep 2011 | Hvor længe kan saften holde sig, hvis den ikke fryses?
Lene | Hyldebærsaft til vinteren | 11. sep 2011 | Bent, et halvt år på køl, hvis flaskerne er skoldet ordentligt.
Mette i Odense | Surdej for begyndere | 9. sep 2011 | Min surdej lugter af neglelak efter tre dage, er den død?
Lisbeth H. | Blommer på glas | 7. sep 2011 | Min mormor kom altid en kanelstang i. Det dufter af jul, når man åbner glasset.
""")
    li = "".join(
        f'<li class="sx-rc"><img src="/_avatar/rc-{k}.svg" alt="" width="24" height="24" /> <b class="sx-rc-who">{esc(n)}</b> om '
        f'<a href="/{slug(p)}/#c-{k + 40}">{esc(p)}</a><br /><span class="sx-rc-when">{esc(d)}</span>'
        f'<p class="sx-rc-txt">{esc(x)}</p></li>'
        for k, (n, p, d, x) in enumerate(recent)
    )
    widget = f'<div class="sx-widget"><h3>Seneste kommentarer</h3><ul class="sx-rc-list">{li}</ul></div>'
    block = (
        '<div id="sx-comments"><h3 class="sx-ctitle">Ingen kommentarer endnu</h3><div id="respond"><h3>Skriv en kommentar</h3>'
        '<form action="/post-comment" method="post"><p><input name="author" /> Navn (skal udfyldes)</p>'
        '<p><input name="email" /> E-mail (offentliggøres ikke) (skal udfyldes)</p><p><input name="url" /> Hjemmeside</p>'
        '<p><textarea name="comment" rows="7" cols="58"></textarea></p><p><input type="submit" value="Send kommentar" /></p></form></div></div>'
    )
    st = Story(
        "Pærer i rødvin – en søndagsdessert",
        "Skrevet af Lene",
        "2011-09-13T20:00:00+02:00",
        "13. september 2011",
        """
Pæretræet i hjørnet af haven har endelig givet noget igen. I år var der så mange pærer, at grenene næsten rørte jorden, og vi har spist pærer til morgenmad hele ugen.

Til søndag kogte jeg seks af dem i rødvin med en stjerneanis, lidt sukker og en skive appelsinskal. De skal simre i en halv time og helst stå i lagen natten over, så bliver de mørkerøde helt ind til kernehuset.

Vi spiste dem med lidt pisket fløde og ristede hasselnødder. Resten af lagen er kogt ind til sirup og står nu i køleskabet.
""",
        section="Bagværk",
        related=("Æblekage uden mel", "Hyldebærsaft til vinteren", "Surdej for begyndere", "Blommer på glas"),
        filed="Kategori: Bagværk, Haven · Tags: pærer, dessert",
    )
    return make(
        "as-ll-da-recent-comments",
        "lookalike",
        "da-hyldebaer",
        st,
        Parts(after=block, rail_top=widget),
        [],
        path="/2011/09/13/paerer-i-rodvin/",
        container="the post's own 'Ingen kommentarer endnu' and a form; first in the sidebar div.sx-widget 'Seneste kommentarer': ul.sx-rc-list > li.sx-rc (avatar, b name, 'om' and the other post's link, a date, a one-sentence excerpt)",
        heading="Ingen kommentarer endnu",
        description="A Danish baking blog of 2011: a post with no comment ('Ingen kommentarer endnu' and a form) whose sidebar starts with a 'recent comments' widget of five readers' comments on other posts (name, post, date, excerpt); heavy sidebar below it.",
        lookalikes=(
            "a sidebar 'recent comments' widget: readers' comments on other posts (name, post, date, excerpt)",
        ),
    )


def nb_shoutbox() -> Case:
    shouts = rows("""
Tone fra Bergen | 28.02.12 21:14 | Gleder oss til påsken på fjellet! Er løypene kjørt opp til Storvatnet?
Olav B. | 28.02.12 19:02 | Takk for sist, vaflene var de beste på hele turen.
Siri | 27.02.12 22:40 | Hei! Har dere ledige senger helga etter vinterferien?
Familien Haug | 27.02.12 16:25 | Hilsen fra oss i Drammen, vi kommer igjen neste år.
Kåre | 26.02.12 08:51 | Minus 24 i natt ved Vassbu. Kle dere godt!
Ingvild | 25.02.12 20:33 | Nydelige bilder fra solnedgangen i forrige innlegg.
""")
    li = "".join(
        f'<li class="rb-rop"><span class="rb-navn">{esc(n)}</span>: <span class="rb-tekst">{esc(x)}</span> '
        f'<span class="rb-tid">{esc(t)}</span></li>'
        for n, t, x in shouts
    )
    widget = (
        '<div class="gb-widget rb"><h2>Ropeboksen</h2><ul class="rb-liste">'
        + li
        + '</ul><form class="rb-skjema" action="/ropeboks" method="post"><input name="navn" size="12" value="Navn" /> '
        '<input name="melding" size="18" value="Melding" /> <input type="submit" value="Rop!" /></form></div>'
    )
    block = '<div class="gb-kommentarer"><p><i>Kommentarer er slått av for dette innlegget.</i></p></div>'
    st = Story(
        "Vinterferie på Fjellstua: fulle senger og 40 liter vaffelrøre",
        "Skrevet av Berit kl. 21:30",
        "2012-02-28T21:30:00+01:00",
        "tirsdag 28. februar 2012",
        """
Vinterferien er over, og for en uke det har vært! Alle de tolv sengene var fulle fra lørdag til lørdag, og i peisestua sov det ei ekstra familie på madrasser den siste natta.

Vi har laget rundt førti liter vaffelrøre, fyrt med tre favner ved og kjørt opp løypa til Storvatnet to ganger etter snøfokk. Kåre i nabohytta målte minus 24 grader natt til søndag.

Nå blir det noen rolige uker før påsken. Vi er nesten fullbooket, men har fortsatt et par senger i uka etter.
""",
        section="Hytta",
        related=("Påskebestilling er åpen", "Ny løypemaskin", "Mormors vaffeloppskrift"),
        filed="Etiketter: hytta, vinterferie, vafler",
    )
    return make(
        "as-ll-nb-shoutbox",
        "lookalike",
        "nb-fjellstua",
        st,
        Parts(after=block, rail=widget),
        [],
        path="/2012/02/vinterferie-pa-fjellstua.html",
        container="comments switched off on the post; in the sidebar div.gb-widget.rb 'Ropeboksen': ul.rb-liste > li.rb-rop ('NAME: message date'), a little form (name, message, 'Rop!')",
        heading=None,
        description="A Norwegian mountain-lodge blog of 2012: a post with comments switched off, and in the sidebar a shout box of six visitors' one-line messages (name, message, 'dd.mm.yy hh:mm') with its own form.",
        lookalikes=("a sidebar shout box: visitors' one-line messages with name and time",),
    )


def ar_sayings() -> Case:
    sayings = rows("""
الأستاذ سليم الحداد | السبت 14 أبريل 2012 | من لم يقرأ في صغره، فليقرأ اليوم، فالكتاب لا يسأل عن العمر.
الشيخ عمران الوادي | الجمعة 13 أبريل 2012 | الكلمة الطيبة تبقى في القلب أطول مما يبقى المطر في الأرض.
الشاعرة ليلى النخيل | الخميس 12 أبريل 2012 | في كل مدينة صغيرة مكتبة تنتظر قارئاً واحداً ليوقظها.
المعلم فهد الرمال | الأربعاء 11 أبريل 2012 | علّم تلميذك أن يسأل، فالسؤال نصف الطريق إلى المعرفة.
الجدة صفية | الثلاثاء 10 أبريل 2012 | من حفظ حكاية واحدة لأحفاده فقد ترك لهم بيتاً من كلام.
""")
    li = "".join(
        f'<li class="hk-yawm"><blockquote class="hk-nass">{esc(x)}</blockquote><p class="hk-qail">— {esc(n)}</p>'
        f'<p class="hk-tarikh">{esc(d)}</p></li>'
        for n, d, x in sayings
    )
    widget = f'<div class="sx-widget"><h3>حكمة اليوم</h3><ul class="hk-qaima">{li}</ul><p><a href="/hikam/">كل الحكم</a></p></div>'
    block = '<div id="sx-comments"><p class="sx-closed">التعليقات مغلقة.</p></div>'
    st = Story(
        "لماذا نكتب بخط اليد؟",
        "كتبها الأستاذ سليم",
        "2012-04-15T18:00:00+03:00",
        "15 أبريل 2012",
        """
طلبت من تلاميذ الصف السادس هذا الأسبوع أن يكتبوا رسالة بخط اليد إلى شخص يحبونه. تفاجأت بأن نصفهم لم يكتب رسالة على الورق من قبل.

كانت الخطوط متعثرة في البداية، والأوراق مليئة بالشطب. لكن الرسائل نفسها كانت جميلة: رسالة إلى جدة في قرية بعيدة، وأخرى إلى صديق انتقل إلى مدينة أخرى، وثالثة إلى قطة العائلة.

أظن أن الكتابة باليد تعلّمنا البطء، والبطء يعلمنا التفكير قبل الكلام.
""",
        section="خواطر",
        related=("في مديح المكتبات الصغيرة", "كتاب قرأته مرتين", "ذكريات المدرسة الأولى"),
        filed="التصنيف: خواطر، تعليم",
    )
    return make(
        "as-ll-ar-saying-of-the-day",
        "lookalike",
        "ar-qalam",
        st,
        Parts(after=block, rail=widget),
        [],
        path="/2012/04/15/limatha-naktub/",
        container="comments closed ('التعليقات مغلقة.'); in the sidebar div.sx-widget 'حكمة اليوم': ul.hk-qaima > li.hk-yawm (blockquote saying, '— speaker', the day)",
        heading=None,
        description="An Arabic teacher's blog of 2012, right to left: a post with comments closed whose sidebar holds a 'saying of the day' archive of five sayings, each with its speaker and its day; heavy sidebar.",
        lookalikes=("a sidebar 'saying of the day' archive (saying, speaker, day)",),
    )


def th_testimonials() -> Case:
    words = rows("""
คุณแม่น้องภูมิ | เชียงใหม่ | ทำขนมชั้นตามสูตรในบล็อกนี้ครั้งแรกก็สำเร็จ ลูกๆ ชอบมาก ขอบคุณที่แบ่งปันค่ะ
ป้าสมใจ | นนทบุรี | อ่านแล้วคิดถึงขนมที่แม่เคยทำตอนเด็กๆ เขียนได้อบอุ่นมาก
นักเรียนทำขนม | ขอนแก่น | สูตรละเอียด มีรูปทุกขั้นตอน มือใหม่อย่างผมก็ทำตามได้
คุณวิไล | ภูเก็ต | เปิดร้านขนมเล็กๆ หน้าบ้านได้เพราะบล็อกนี้เลยค่ะ
""")
    li = "".join(
        f'<li class="sp-khon"><p class="sp-kham">“{esc(x)}”</p><p class="sp-chue">{esc(n)}, <i>{esc(t)}</i></p></li>'
        for n, t, x in words
    )
    widget = f'<div class="gb-widget sp"><h2>เสียงจากผู้อ่านบล็อก</h2><ul class="sp-list">{li}</ul></div>'
    block = '<div class="gb-kommentarer"><h4>0 ความคิดเห็น:</h4><p><a href="/comment?post=5520">ส่งความคิดเห็น</a></p></div>'
    st = Story(
        "ขนมตาลแบบคุณยาย นุ่มฟูไม่ต้องใช้ผงฟู",
        "โพสต์โดย บ้านขนมหวาน เวลา 20:15",
        "2012-06-10T20:15:00+07:00",
        "วันอาทิตย์ที่ 10 มิถุนายน พ.ศ. 2555",
        """
ช่วงนี้ลูกตาลสุกที่ตลาดเยอะมาก เลยถือโอกาสทำขนมตาลตามสูตรคุณยาย ที่ไม่ต้องใช้ผงฟูเลย ใช้การหมักแป้งกับน้ำตาลและเนื้อตาลข้ามคืนแทน

เคล็ดลับของคุณยายคือต้องยีเนื้อตาลให้ละเอียดแล้วคั้นผ่านผ้าขาวบาง ไม่อย่างนั้นขนมจะมีเสี้ยนและขม หลังหมักแป้งจนขึ้นฟองดีแล้วค่อยใส่กะทิ

นึ่งไฟแรงประมาณยี่สิบนาที ขนมจะฟูสวยและหอมกลิ่นตาล โรยมะพร้าวขูดด้านบนตอนเสิร์ฟ
""",
        section="สูตรขนม",
        related=("ขนมชั้นใบเตย", "วุ้นกะทิสองชั้น", "ตะโก้เผือก"),
        filed="ป้ายกำกับ: ขนมไทย, สูตรคุณยาย",
    )
    return make(
        "as-ll-th-reader-testimonials",
        "lookalike",
        "th-baankhanom",
        st,
        Parts(after=block, rail_top=widget),
        [],
        path="/2012/06/khanom-tan.html",
        container="'0 ความคิดเห็น:' under the post; first in the sidebar div.gb-widget.sp 'เสียงจากผู้อ่านบล็อก': ul.sp-list > li.sp-khon (a quoted sentence, then 'name, town')",
        heading="0 ความคิดเห็น:",
        description="A Thai dessert blog of 2012: a post with no comment ('0 ความคิดเห็น:') whose sidebar opens with four readers' words about the blog in general (a quoted sentence, a name and a town); heavy sidebar.",
        lookalikes=("readers' testimonials about the blog (quoted sentence, name, town)",),
    )


def lists_as() -> list[Case]:
    return [da_recent_comments(), nb_shoutbox(), ar_sayings(), th_testimonials()]
