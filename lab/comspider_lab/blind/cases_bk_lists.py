"""Blind set BK: four article pages without any reader comment whose furniture holds a long list (15 or more
entries with names, times and short texts) that looks like a discussion: a column of golden-wedding greetings sent in
by families (he), a mountain summit register's entries copied out by the hut (uk), pupils' letters from a time
capsule opened after 25 years (th), a community garden's harvest log (ro). Every name, place and text invented for
this set; each entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bk_common import Case, Parts, Story, esc, make


def _rows(block: str) -> list[tuple[str, ...]]:
    return [tuple(x.strip() for x in line.split("|")) for line in block.strip().splitlines()]


def he_greetings() -> Case:
    rows = _rows("""
שושנה ויעקב לוי | 14.02.2024 | חמישים שנה יחד ועדיין הולכים יד ביד לשוק ביום שישי. באהבה, הילדים והנכדים.
רחל ומשה אזולאי | 14.02.2024 | לסבא וסבתא הכי אהובים, תודה על כל ארוחות השבת. שתזכו לעוד הרבה שנים.
מרים ודוד כהן | 13.02.2024 | חמישים שנה מאז החתונה בבית הכנסת הגדול בקריה. מזל טוב מכל המשפחה.
אסתר ויוסף פרץ | 13.02.2024 | אבא עדיין מביא לאמא פרחים כל יום חמישי. מאחלים בריאות ושמחה.
חנה ושמעון ביטון | 12.02.2024 | לזוג המקסים, תודה שלימדתם אותנו מה זו סבלנות. באהבה, שרון, אבי והבנות.
לאה ואברהם גולן | 12.02.2024 | חמישים שנות נישואים ושבעה נכדים. מזל טוב, מהשכנים ברחוב הדקלים.
זהבה ומאיר עמר | 11.02.2024 | לאמא ואבא, שכל הבית תמיד פתוח אצלכם. אוהבים אתכם.
שרה ויצחק רוזן | 11.02.2024 | התחתנו בקיבוץ ועברו לקריה ב־1978. מזל טוב מהחבורה של הסדנה לקרמיקה.
דבורה ואליהו מזרחי | 10.02.2024 | לסבתא דבורה ולסבא אלי, תודה על הסיפורים. הנכדה נועה.
נעמי וחיים ששון | 10.02.2024 | חמישים שנה של ריקודי עם בימי שלישי. מזל טוב מהלהקה.
תמר ובנימין אוחיון | 09.02.2024 | מכל הלב, לזוג שהכיר בתחנת האוטובוס של קו 12. שתמיד תגיעו יחד.
רבקה ושלמה גבאי | 09.02.2024 | מזל טוב ליום הנישואים הזהב, מכל צוות המרכולית של שלמה.
יהודית ואהרון קליין | 08.02.2024 | לאבא ואמא, חמישים שנה ועדיין מתווכחים על המפתחות. אוהבים.
מלכה וישראל דהן | 08.02.2024 | מאחלים לכם עוד שנים רבות של בריאות, הבנים אלון ועידו.
ציפורה ונסים חדד | 07.02.2024 | לזוג הכי צעיר בלב בכל הקריה. מזל טוב מחברי מועדון הגמלאים.
אילנה ועמוס שרעבי | 07.02.2024 | חמישים שנה מאז שנפגשתם בחוף הים. מזל טוב מאחותך מרגלית.
""")
    box = (
        '<section class="kx-brachot"><h2>ברכות לזהב: זוגות חוגגים 50 שנה</h2><p class="kx-sub">משפחות שולחות ברכות למדור. לשליחת ברכה: מייל למערכת.</p><ul>'
        + "".join(
            f'<li class="kx-bracha"><strong class="kx-zug">{esc(n)}</strong> <span class="kx-t">{esc(d)}</span><p>{esc(t)}</p></li>'
            for n, d, t in rows
        )
        + "</ul></section>"
    )
    st = Story(
        "שלושים זוגות מהקריות חגגו חתונת זהב בערב אחד",
        "מאת: יעל פרידמן",
        "2024-02-15T09:00:00+02:00",
        "15.02.2024",
        """
באולם הספורט של הקריה התכנסו השבוע שלושים זוגות שנישאו לפני חמישים שנה, לאירוע משותף שארגנה העירייה.

הזוגות רקדו, צפו בתמונות מהחתונות ושמעו את מקהלת הגמלאים. המדור שלנו ממשיך לפרסם את הברכות שהמשפחות שולחות.
""",
        section="קהילה",
        most=(
            ("חתונת זהב לשלושים זוגות", "14,220"),
            ("הכביש לחוף נסגר", "9,105"),
            ("הספרייה פותחת חדר קריאה", "6,400"),
        ),
        talked=(("הרכבת הקלה מתעכבת", "341"), ("תעריפי החניה עולים", "212"), ("בית ספר חדש בשכונה", "118")),
        related=("המקהלה של הגמלאים", "החתונות של שנות השבעים", "מועדון הריקודים"),
    )
    return make(
        "bk-ll-he-brachot",
        "lookalike",
        "he-galgalim",
        st,
        Parts(rail=box),
        [],
        path="/kehila/hatunat-zahav",
        reveal="on_load",
        container="section.kx-brachot in the side column: ul > li.kx-bracha (strong couple, span date, p greeting), 16 entries",
        heading=None,
        description="A Hebrew local paper of 2024 on a golden-wedding evening: no reader comment; the side column holds 16 greetings sent in by families (the couple's names, a date, one or two sentences).",
        static=True,
        lookalikes=("golden-wedding greetings sent in by families (couple, date, greeting)",),
    )


def uk_summit() -> Case:
    rows = _rows("""
Остап Гнатюк | 06:40, 14 серпня | Вийшли з Березової о третій ночі. Схід сонця над хмарами — заради цього варто було.
Ірина та Марко | 07:15, 14 серпня | Наше десяте сходження разом. Наступного року — з донькою.
Група «Смерека», Тернопіль | 08:02, 14 серпня | Восьмеро учасників, усі дійшли. Дякуємо інструктору Тарасу за терпіння.
Богдан Костів | 08:30, 14 серпня | Вітер такий, що книгу тримали вдвох. Записую за всіх трьох.
Соломія | 09:10, 14 серпня | Мені 11 років, це моя перша вершина понад дві тисячі.
пан Зеновій | 09:45, 14 серпня | Сімдесят два роки. Тут був у 1974-му, тоді ще стояв старий хрест.
Оля Дмитренко | 10:20, 14 серпня | Залишили на вершині пакет зі сміттям, який знайшли на стежці. Несемо вниз.
Андрій і пес Бурко | 11:05, 14 серпня | Бурко дійшов першим і чекав на мене біля таблички.
Ліля Савчук | 11:40, 14 серпня | Туман закрив усе за п'ять хвилин. Нічого не видно, але ми тут!
Клуб «Вертикаль», Львів | 12:30, 14 серпня | Тренувальний вихід перед Кавказом. Усі в нормі.
Микола | 13:15, 14 серпня | Почалася гроза, швидко спускаємося. Обережно на камінні нижче сідловини.
Христина Попович | 15:50, 14 серпня | Після грози — веселка над долиною. Двічі спускалася подивитися.
Тарас Бойко | 05:55, 15 серпня | Ночували в колибі, вийшли рано. Перші сьогодні.
Надія та Степан | 06:30, 15 серпня | Тридцять років шлюбу святкуємо тут, на висоті 2061 метр.
Юрко з Коломиї | 07:20, 15 серпня | Знайшов чиюсь синю рукавицю біля хреста, залишив на полиці в колибі.
Вікторія | 08:10, 15 серпня | Дякую тому, хто залишив воду біля таблички. Вона мене врятувала.
Петро Лисак | 09:00, 15 серпня | Третій раз цього літа. Щоразу гора інша.
""")
    box = (
        '<section class="mz-knyha"><h3>З книги вершини: записи 14–15 серпня</h3><p>Книгу зберігають у металевій скриньці біля хреста; '
        "працівники колиби щотижня переписують записи для журналу.</p><ol>"
        + "".join(
            f'<li><span class="mz-hto">{esc(n)}</span> · <span class="mz-koly">{esc(d)}</span><br><q>{esc(t)}</q></li>'
            for n, d, t in rows
        )
        + "</ol></section>"
    )
    st = Story(
        "Книга на вершині: що пишуть ті, хто дійшов",
        "Текст: Мирослава Цап",
        "2025-08-20T10:00:00+03:00",
        "20 серпня 2025",
        """
На вершині Кременя вже двадцять років лежить книга, у якій кожен може залишити кілька слів. Цього літа її заповнили за шість тижнів.

Працівники колиби під сідловиною щотижня спускають записи донизу й переписують їх. Ми попросили дозволу надрукувати кілька сторінок.
""",
        section="Гори",
        most=(
            ("Книга на вершині", "12 800"),
            ("Нова стежка до озера", "9 440"),
            ("Гроза на хребті: як вберегтися", "7 305"),
        ),
        talked=(
            ("Плата за вхід до парку", "188"),
            ("Колибу на сідловині закриють?", "144"),
            ("Маршрут для дітей", "63"),
        ),
        related=("Колиба під сідловиною", "Як поводитися в грозу", "Старий хрест на вершині"),
    )
    return make(
        "bk-ll-uk-knyha-vershyny",
        "lookalike",
        "uk-polonyna",
        st,
        Parts(rail=box),
        [],
        path="/hory/knyha-na-vershyni",
        reveal="on_load",
        container="section.mz-knyha after the most-read band: ol > li (span.mz-hto name, span.mz-koly time and date, q entry), 17 entries",
        heading=None,
        description="A Ukrainian mountain magazine of 2025 on a summit register: no reader comment; a box holds 17 entries copied from the summit book (names or groups, time and date, one or two sentences).",
        static=True,
        lookalikes=("a mountain summit register's entries (name, time, entry)",),
    )


def th_capsule() -> Case:
    rows = _rows("""
ด.ญ. สุดารัตน์ แก้วมณี ป.6/1 | 12 มิ.ย. 2542 | ตอนโตหนูอยากเป็นหมอ ถ้าเปิดแคปซูลนี้แล้วหนูยังไม่ได้เป็น ก็ไม่เป็นไรนะ
ด.ช. ธนากร ศรีสุข ป.6/1 | 12 มิ.ย. 2542 | ผมเชื่อว่าปี 2567 รถจะบินได้แล้ว และโรงเรียนเราจะมีสระว่ายน้ำ
ด.ญ. ปวีณา บุญมา ป.6/2 | 12 มิ.ย. 2542 | ขอให้แม่น้ำหน้าโรงเรียนยังใสเหมือนวันนี้
ด.ช. วีระพงษ์ ทองดี ป.6/2 | 12 มิ.ย. 2542 | ผมฝากหนังยางวงหนึ่งไว้ในนี้ ถ้าใครเจอช่วยเก็บไว้ให้ผมด้วย
ด.ญ. กาญจนา มีสุข ป.6/1 | 12 มิ.ย. 2542 | ครูสมศรีใจดีที่สุด หนูหวังว่าครูจะยังสอนอยู่
ด.ช. อนุชา พรหมมา ป.6/3 | 12 มิ.ย. 2542 | วันนี้ฝนตก ไม่ได้เล่นฟุตบอล เลยมาเขียนจดหมายแทน
ด.ญ. รัตนา จันทร์หอม ป.6/3 | 12 มิ.ย. 2542 | ถึงตัวเองตอนอายุ 37 ปี เธอยังชอบวาดรูปอยู่ไหม
ด.ช. สมชาย แสงทอง ป.6/2 | 12 มิ.ย. 2542 | บ้านผมขายก๋วยเตี๋ยวเรือ ถ้าร้านยังอยู่ ใครเปิดอ่านให้ไปกินนะ
ด.ญ. นภาพร วงศ์ใหญ่ ป.6/1 | 12 มิ.ย. 2542 | ขอให้เพื่อน ๆ ห้องนี้ได้กลับมาเจอกันครบทุกคน
ด.ช. ประเสริฐ ชัยวงศ์ ป.6/3 | 12 มิ.ย. 2542 | ผมกลัวปี 2000 คอมพิวเตอร์จะพัง แต่ถ้าอ่านอยู่ก็แปลว่าไม่พัง
ด.ญ. วิไลวรรณ สายบุญ ป.6/2 | 12 มิ.ย. 2542 | หนูฝากรูปแมวชื่อส้มไว้ ตอนนี้มันอายุสองขวบ
ด.ช. ณัฐวุฒิ ดีมาก ป.6/1 | 12 มิ.ย. 2542 | ผมอยากเป็นนักบินอวกาศคนแรกของจังหวัดเรา
ด.ญ. อรุณี เพชรงาม ป.6/3 | 12 มิ.ย. 2542 | วันนี้เราปลูกต้นมะม่วงข้างเสาธงด้วย ขอให้มันออกลูกเยอะ ๆ
ครูสมศรี ใจเย็น ครูประจำชั้น | 12 มิ.ย. 2542 | ถึงลูกศิษย์ทุกคน ครูภูมิใจในตัวพวกเธอเสมอ ไม่ว่าจะเป็นอะไรก็ตาม
ด.ช. กิตติศักดิ์ นาคดี ป.6/2 | 12 มิ.ย. 2542 | ผมยืมดินสอเพื่อนมาเขียน ขอโทษที่ยังไม่ได้คืน
ด.ญ. ศิริพร ทองคำ ป.6/1 | 12 มิ.ย. 2542 | ขอให้โลกไม่มีสงคราม และขอให้หนูสอบเข้ามัธยมได้
""")
    box = (
        '<section class="kx-kapsun"><h3>จดหมายจากแคปซูลเวลา (บางส่วน)</h3><div class="kx-jotmai">'
        + "".join(
            f'<div class="kx-fa"><p class="kx-khon"><b>{esc(n)}</b> <small>เขียนเมื่อ {esc(d)}</small></p><p class="kx-nai">“{esc(t)}”</p></div>'
            for n, d, t in rows
        )
        + "</div></section>"
    )
    st = Story(
        "เปิดแคปซูลเวลา 25 ปี โรงเรียนบ้านท่าน้ำ ศิษย์เก่ากลับมาอ่านจดหมายของตัวเอง",
        "ข่าว: วรรณา ศรีเมือง",
        "2024-06-13T09:00:00+07:00",
        "13 มิถุนายน 2567",
        """
เมื่อวันที่ 12 มิถุนายน โรงเรียนบ้านท่าน้ำเปิดแคปซูลเวลาที่นักเรียนชั้น ป.6 ฝังไว้ใต้เสาธงเมื่อปี 2542 ศิษย์เก่ากว่า 60 คนเดินทางกลับมาร่วมงาน

ในแคปซูลมีจดหมาย 84 ฉบับ รูปถ่าย หนังยาง และเมล็ดมะม่วง ครูสมศรีซึ่งเกษียณแล้วมาร่วมอ่านจดหมายด้วย
""",
        section="การศึกษา",
        most=(("เปิดแคปซูลเวลา 25 ปี", "45,100"), ("น้ำขึ้นสูงริมตลาด", "30,220"), ("ร้านก๋วยเตี๋ยวเรือเจ้าเก่า", "18,004")),
        talked=(("สะพานข้ามแม่น้ำแห่งใหม่", "233"), ("ค่าเรือข้ามฟากขึ้นราคา", "150"), ("ตลาดน้ำเปิดวันธรรมดา", "71")),
        related=("ครูสมศรีวันนี้", "ต้นมะม่วงข้างเสาธง", "ศิษย์เก่ารุ่น 2542"),
    )
    return make(
        "bk-ll-th-kapsun",
        "lookalike",
        "th-maenam",
        st,
        Parts(after=box),
        [],
        path="/kansuksa/poet-kapsun-wela",
        reveal="on_load",
        container="section.kx-kapsun after the article: div.kx-fa (b pupil's name and class, small date, p quoted letter), 16 entries",
        heading=None,
        description="A Thai local news site of 2024 on a school time capsule: no reader comment; after the article, 16 letters from 1999 (pupil's name and class, the date written, one sentence in quotes).",
        static=True,
        lookalikes=("pupils' letters from a time capsule (name, date, letter)",),
    )


def ro_harvest() -> Case:
    rows = _rows("""
Elena Mureșan, straturile 4–5 | 2 august, 7:30 | 6 kg roșii inimă de bou, primele din an. Două au crăpat de la ploaie.
Ion Pârvu | 2 august, 8:10 | 3 dovlecei și un braț de mărar. Am lăsat mărarul la poartă pentru cine are nevoie.
familia Dobre | 2 august, 9:00 | Castraveți pentru murat, 4 kg. Copiii au cules singuri.
Vasile Crăciun | 2 august, 18:40 | Fasole verde, un coș plin. Am udat și straturile lui Ion, era plecat.
Maria Stanciu | 3 august, 6:50 | Ardei grași, 2 kg, și am găsit un arici sub dovleci.
Gigel de la nr. 12 | 3 august, 7:15 | Cartofi noi, 8 kg din două rânduri. Pământul e tare, trebuie săpat mai adânc la toamnă.
Ana-Maria Lungu | 3 august, 10:30 | Flori de gălbenele pentru ceai și o mână de zmeură.
Ion Pârvu | 3 august, 19:00 | Mulțumesc, Vasile, pentru udat! Am lăsat dovlecei pe bancă pentru toți.
Elena Mureșan, straturile 4–5 | 4 august, 7:05 | Încă 5 kg roșii. Am pus semințe deoparte pentru anul viitor.
Radu Tănase | 4 august, 8:20 | Ceapă roșie, 3 kg, uscată la soare pe gard.
familia Dobre | 4 august, 17:45 | Pepeni mici, doi. Primul an când ne reușesc!
Maria Stanciu | 5 august, 6:30 | Vinete, 4 bucăți. Am observat gândaci pe cartofii de pe rândul 7.
Vasile Crăciun | 5 august, 7:00 | Am pus capcane pentru gândaci pe rândul 7, fără chimicale.
Ana-Maria Lungu | 5 august, 9:40 | Busuioc, trei legături. Miroase toată grădina.
Gigel de la nr. 12 | 5 august, 18:15 | Porumb, 12 știuleți. Am dat și vecinilor de la bloc.
Radu Tănase | 6 august, 7:50 | Usturoi cules și împletit, 40 de căpățâni.
Elena Mureșan, straturile 4–5 | 6 august, 19:20 | Am terminat roșiile pentru bulion. Anul ăsta am strâns 31 kg în total.
""")
    box = (
        '<section class="kx-recolta"><h3>Caietul recoltei: ce s-a cules săptămâna aceasta</h3><table class="kx-tab"><thead><tr><th>Grădinar</th><th>Când</th><th>Notă</th></tr></thead><tbody>'
        + "".join(f"<tr><td>{esc(n)}</td><td>{esc(d)}</td><td>{esc(t)}</td></tr>" for n, d, t in rows)
        + "</tbody></table></section>"
    )
    st = Story(
        "Grădina comunitară din spatele blocurilor a dat prima recoltă mare",
        "Cristina Olteanu",
        "2023-08-07T08:00:00+03:00",
        "7 august 2023",
        """
Pe terenul viran din spatele blocurilor de pe strada Teilor, 22 de familii cultivă de doi ani o grădină comunitară. Vara aceasta a adus prima recoltă mare.

Grădinarii notează într-un caiet la poartă ce au cules, ca să știe toată lumea ce e copt. Primăria a promis un robinet nou și un gard până în toamnă.
""",
        section="Comunitate",
        most=(
            ("Grădina comunitară a dat roade", "16.200"),
            ("Se asfaltează strada Morii", "11.904"),
            ("Festivalul prunelor", "7.330"),
        ),
        talked=(
            ("Autobuzul 3 nu mai oprește la gară", "240"),
            ("Parcările de reședință", "176"),
            ("Școala fără sală de sport", "88"),
        ),
        related=("Cum a început grădina", "Robinetul promis", "Rețete cu dovlecei"),
    )
    return make(
        "bk-ll-ro-recolta",
        "lookalike",
        "ro-valealunga",
        st,
        Parts(rail=box),
        [],
        path="/comunitate/gradina-comunitara-recolta",
        reveal="on_load",
        container="section.kx-recolta in the side column: table.kx-tab (gardener, when, note), 17 rows",
        heading=None,
        description="A Romanian local paper of 2023 on a community garden: no reader comment; the side column holds the garden's harvest log, 17 rows (gardener, day and time, a note, two gardeners thanking each other).",
        static=True,
        lookalikes=("a community garden's harvest log (gardener, time, note)",),
    )


def lists_bk() -> list[Case]:
    return [he_greetings(), uk_summit(), th_capsule(), ro_harvest()]
