"""Blind set P: discussions shown with the page on a Georgian regional site (BEM), an Armenian paper (utility
classes), a Greek paper (CSS modules, React), a Ukrainian site (custom elements), a Bulgarian news blog (24
comments), a Gulf paper in Arabic, a Hindi city paper (Vue-rendered) and a Thai regional site (written from memory
of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_p_common import (
    PartsK,
    Seed,
    box,
    esc,
    h,
    initials,
    make,
    nest,
    ps,
    story,
    teasers,
    thread,
)
from comspider_lab.blind.model import Case

# --------------------------------------------------------------------------- ka: Georgian regional site, BEM


def ka_talk() -> Case:
    c = thread(
        """
ნინო ბერიძე | 3 საათის წინ | - | ბოლოს და ბოლოს! ავტოსადგური წლებია ასეთ მდგომარეობაშია, ზამთარში მგზავრები ქუჩაში ელოდებიან.
გიორგი მ. | 2 საათის წინ | 0 | ნინო, მთავარია ვადებში ჩაეტიონ. წინა პროექტიც ორ წელიწადს გაიწელა.
ლევან ქავთარაძე | 2 საათის წინ | - | საინტერესოა, მარშრუტკები სად გაჩერდებიან მშენებლობის დროს? სტატიაში ეს არ წერია.
ქართლის ამბები | 1 საათის წინ | 2 | ლევან, მერიის ინფორმაციით დროებითი გაჩერება სტალინის გამზირზე მოეწყობა.
თამარ ხ. | 40 წუთის წინ | - | ტუალეტი და მოსაცდელი დარბაზი თუ იქნება, კარგია. დანარჩენი დეტალებია.
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        badge = (
            '<span class="talk__badge talk__badge--staff">რედაქცია</span>'
            if x.author == "ქართლის ამბები"
            else ""
        )
        return (
            f'<li class="talk__item{" talk__item--reply" if d else ""}" id="t-{8812 + i}">{initials(x.author, "talk__avatar")}'
            f'<div class="talk__main"><header class="talk__head"><b class="talk__name">{esc(x.author)}</b>{badge} <time class="talk__time" datetime="2025-03-12T1{i}:05:00+04:00">{esc(x.when)}</time></header>'
            f'<div class="talk__text">{ps(x.text)}</div><footer class="talk__actions"><button class="talk__vote talk__vote--up" type="button">👍 <span>{(i * 7) % 19}</span></button>'
            f'<button class="talk__vote talk__vote--down" type="button">👎 <span>{i % 4}</span></button><button class="talk__reply" type="button">პასუხი</button></footer>'
            + (f'<ol class="talk__replies">{kids}</ol>' if kids else "")
            + "</div></li>"
        )

    block = (
        '<section class="talk" aria-label="მკითხველთა აზრები"><h2 class="talk__title">მკითხველის აზრი <span class="talk__count">5</span></h2>'
        f'<ol class="talk__list">{nest(c, item)}</ol><form class="talk__form"><textarea class="talk__input" placeholder="დაწერეთ თქვენი აზრი…"></textarea>'
        '<button class="button button--primary" type="submit">გაგზავნა</button></form></section>'
    )
    st = story(
        "გორის ავტოსადგურს ახალი შენობა ექნება: მშენებლობა აპრილში დაიწყება",
        "ეკა გოგიჩაიშვილი",
        "2025-03-12T09:30:00+04:00",
        "12 მარტი 2025, 09:30",
        """
გორის მერიამ ავტოსადგურის რეკონსტრუქციის ტენდერის გამარჯვებული გამოავლინა. პროექტის ღირებულება 4,2 მილიონი ლარია.

ახალ შენობაში იქნება დახურული მოსაცდელი დარბაზი, ბილეთების სალარო და 14 პლატფორმა.

სამუშაოები 18 თვეში უნდა დასრულდეს.
""",
        kicker="ინფრასტრუქტურა",
    )
    parts = PartsK(
        after=block,
        rail=teasers(
            "bem",
            "ყველაზე კითხვადი",
            "ქარელში წყალი დილამდე არ იქნება|ხაშურის სტადიონი რემონტის შემდეგ გაიხსნა|ფასები ბაზარზე: ვაშლი გაძვირდა",
        ),
    )
    return make(
        "p-ka-talk-bem",
        "discussion",
        "bem",
        "ka-news",
        st,
        parts,
        c,
        path="/sazogadoeba/goris-avtosadguri-akhali-shenoba",
        container="section.talk[aria-label], ol.talk__list of li.talk__item: initials avatar, b.talk__name, time '3 საათის წინ', div.talk__text, 👍/👎 counts, 'პასუხი'; replies in ol.talk__replies",
        heading="მკითხველის აზრი 5",
        description="A Georgian regional news site in BEM markup: five comments (two replies nested in their parents, one by the newsroom with a 'რედაქცია' badge), relative times in Georgian, up/down votes; no 'comment' in the markup.",
    )


# --------------------------------------------------------------------------- hy: Armenian paper, utility classes


def hy_tw() -> Case:
    c = thread(
        """
Արմեն Սարգսյան | 12.03.2025, 14:22 | - | Վերջապես։ Արտաշատի ճանապարհը տարիներ շարունակ փոսերով էր, երեկոյան անհնար էր վարել։
Լիլիթ Հ. | 12.03.2025, 15:05 | 0 | Համաձայն եմ, բայց հետաքրքիր է՝ լուսավորությունն էլ կփոխե՞ն, թե միայն ասֆալտը։
Գագիկ | 12.03.2025, 16:40 | - | Նախորդ անգամ էլ էին խոստացել, հետո գումարը ուրիշ տեղ գնաց։ Կտեսնենք։
Մարիամ Պետրոսյան | 12.03.2025, 18:12 | - | Շնորհակալություն հոդվածի համար, հատկապես քարտեզի։ Հասկանալի է, թե որ հատվածներն են փակվելու։
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        ver = (
            '<span class="rounded bg-blue-50 px-1.5 text-[11px] font-medium text-blue-700">✔ Հաստատված</span>'
            if i in (0, 3)
            else ""
        )
        return (
            f'<div class="flex gap-3 border-b border-gray-100 py-4" data-id="{5521 + i}">{initials(x.author, "grid h-9 w-9 shrink-0 place-items-center rounded-full bg-indigo-100 text-xs font-bold text-indigo-700")}'
            f'<div class="min-w-0 flex-1"><div class="flex items-center gap-2 text-sm"><span class="font-semibold text-gray-900">{esc(x.author)}</span>{ver}<span class="text-gray-500">{esc(x.when)}</span></div>'
            f'<p class="mt-1 text-[15px] leading-relaxed text-gray-800">{esc(x.text)}</p>'
            f'<div class="mt-2 flex gap-4 text-xs text-gray-500"><button type="button" class="hover:text-gray-900">♥ {3 + i * 2}</button><button type="button" class="hover:text-gray-900">Պատասխանել</button><button type="button" class="hover:text-red-600">Բողոքել</button></div>'
            + (f'<div class="ml-2 mt-2 border-l-2 border-gray-200 pl-4">{kids}</div>' if kids else "")
            + "</div></div>"
        )

    block = (
        '<div id="reader-feedback" class="mt-10 border-t border-gray-200 pt-6"><div class="mb-4 flex items-baseline justify-between"><h2 class="text-xl font-bold">Կարծիքներ</h2><span class="text-sm text-gray-500">4</span></div>'
        f"{nest(c, item)}"
        '<form class="mt-6 rounded-lg bg-gray-50 p-4"><textarea class="w-full rounded border p-2" rows="3" placeholder="Ձեր կարծիքը"></textarea><button class="mt-2 rounded bg-blue-600 px-4 py-1.5 text-sm text-white" type="submit">Ուղարկել</button></form></div>'
    )
    st = story(
        "Արտաշատ-Երևան ճանապարհը կվերանորոգվի մինչև սեպտեմբեր",
        "Անի Մկրտչյան",
        "2025-03-12T11:10:00+04:00",
        "12.03.2025, 11:10",
        """
Արտաշատ-Երևան մայրուղու 18 կիլոմետրանոց հատվածը կվերանորոգվի մինչև սեպտեմբեր։ Աշխատանքները կսկսվեն ապրիլի 1-ին։

Ըստ ճանապարհային վարչության՝ երթևեկությունը կկազմակերպվի մեկ գոտով, գիշերային ժամերին։

Ծրագրի արժեքը 3,1 միլիարդ դրամ է։
""",
        declare="og",
        section="Հասարակություն",
    )
    parts = PartsK(
        after=block,
        rail=teasers(
            "tw",
            "Ամենաընթերցվածը",
            "Մասիսում նոր դպրոց կբացվի|Գինու փառատոնը կանցկացվի մայիսին|Ջրի անջատում Արարատում",
        ),
    )
    return make(
        "p-hy-tw-opinions",
        "discussion",
        "tw",
        "hy-news",
        st,
        parts,
        c,
        path="/hasarakutyun/artashat-yerevan-chanaparh-veranorogum",
        container="div#reader-feedback (utility classes only): div.flex.gap-3 per comment, initials avatar, span.font-semibold name, '✔ Հաստատված' badge, date '12.03.2025, 14:22', p text, ♥ count; the reply in div.border-l-2 inside its parent",
        heading="Կարծիքներ 4",
        description="An Armenian paper built with utility classes only: four comments (one reply nested), 'verified' badges, hearts, reply and report buttons; no 'comment' in the markup.",
    )


# --------------------------------------------------------------------------- el: Greek paper, CSS modules, React


def el_modules() -> Case:
    c = thread(
        """
Κώστας Παπαδόπουλος | πριν από 5 ώρες | - | Το λιμάνι της Πάτρας χρειάζεται επιτέλους σύνδεση με τον σιδηρόδρομο. Χωρίς αυτό, η επένδυση είναι μισή.
Μαρία_Κ | πριν από 4 ώρες | 0 | Συμφωνώ απόλυτα. Τα φορτηγά περνούν ακόμα μέσα από την πόλη.
Γιάννης Αθ. | πριν από 4 ώρες | 1 | Μαρία, το έργο της παράκαμψης έχει ήδη ξεκινήσει, διαβάστε το άρθρο της περασμένης εβδομάδας.
Ελένη Σταθοπούλου | πριν από 3 ώρες | - | Θα προσληφθούν άνθρωποι από την περιοχή ή θα έρθουν συνεργεία απ' έξω;
Νίκος | πριν από 3 ώρες | - | Πάλι υποσχέσεις πριν από εκλογές. Το 2019 ακούγαμε τα ίδια.
Αλέξανδρος Ρ. | πριν από 2 ώρες | 4 | Νίκο, αυτή τη φορά υπάρχει υπογεγραμμένη σύμβαση, δεν είναι εξαγγελία.
Δήμητρα | πριν από 1 ώρα | - | Ελπίζω να σκεφτούν και τους ποδηλάτες στη νέα παραλιακή.
Παναγιώτης Λ. | πριν από 40 λεπτά | - | Πολύ καλό ρεπορτάζ, επιτέλους με αριθμούς και όχι μόνο δηλώσεις.
"""
    )
    cm = "ReaderThread"

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        edited = f' <span class="{h(cm, "edited")}">(επεξεργάστηκε)</span>' if i == 5 else ""
        out = (
            f'<div class="{h(cm, "card")}" data-testid="thread-card" data-depth="{d}">{initials(x.author, h(cm, "avatar"))}'
            f'<div class="{h(cm, "content")}"><div class="{h(cm, "meta")}"><span class="{h(cm, "author")}">{esc(x.author)}</span>'
            f'<span class="{h(cm, "dot")}">·</span><time class="{h(cm, "time")}">{esc(x.when)}</time>{edited}</div>'
            f'<div class="{h(cm, "body")}">{ps(x.text)}</div><div class="{h(cm, "toolbar")}"><button aria-label="Θετική ψήφος" class="{h(cm, "up")}">▲ {(i * 5) % 23}</button>'
            f'<button aria-label="Αρνητική ψήφος" class="{h(cm, "down")}">▼ {i % 3}</button><button class="{h(cm, "replyBtn")}">Απάντηση</button><button class="{h(cm, "more")}" aria-label="Αναφορά">⋯</button></div>'
            + (f'<div class="{h(cm, "children")}" role="group">{kids}</div>' if kids else "")
            + "</div></div>"
        )
        if i == 3:
            out += f'<div class="{h(cm, "card")} {h(cm, "removed")}" data-testid="thread-card-removed"><div class="{h(cm, "body")}"><p>Το σχόλιο αφαιρέθηκε από τον διαχειριστή.</p></div></div>'
        return out

    block = (
        f'<section class="{h(cm, "root")}" aria-labelledby="rt-h"><h2 id="rt-h" class="{h(cm, "heading")}">Σχόλια (8)</h2>'
        f'<div class="{h(cm, "sort")}"><button aria-pressed="true">Νεότερα</button><button aria-pressed="false">Δημοφιλή</button></div>'
        f'<div class="{h(cm, "list")}">{nest(c, item)}</div>'
        f'<div class="{h(cm, "composer")}"><textarea placeholder="Γράψτε τη γνώμη σας"></textarea><button>Δημοσίευση</button></div></section>'
    )
    st = story(
        "Λιμάνι Πάτρας: υπογράφηκε η σύμβαση για τον νέο σταθμό επιβατών",
        "Σοφία Κανελλοπούλου",
        "2025-03-12T08:00:00+02:00",
        "12.03.2025 08:00",
        """
Υπογράφηκε χθες η σύμβαση ύψους 38 εκατ. ευρώ για τον νέο σταθμό επιβατών στο νότιο λιμάνι της Πάτρας.

Το έργο περιλαμβάνει στεγασμένους χώρους αναμονής, νέα ράμπα για τα φορτηγά και σύνδεση με την παραλιακή οδό.

Η ολοκλήρωση προβλέπεται για το 2027.
""",
        declare="og",
        section="Πάτρα",
    )
    parts = PartsK(
        after=block,
        rail=teasers(
            "hashed",
            "Δημοφιλή",
            "Κυκλοφοριακές ρυθμίσεις για το καρναβάλι|Νέο ωράριο στα λεωφορεία|Η Παναχαϊκή στον τελικό",
        ),
    )
    return make(
        "p-el-modules-react",
        "discussion",
        "hashed",
        "el-news",
        st,
        parts,
        c,
        path="/patra/limani-patras-symvasi-neos-stathmos",
        container="section.ReaderThread_root__x (CSS modules), div.ReaderThread_card__x[data-testid=thread-card]: initials, author, 'πριν από 5 ώρες', body, ▲/▼ votes, Απάντηση; replies in div.ReaderThread_children__x inside their parent",
        heading="Σχόλια (8)",
        description="A Greek regional paper rendered by React with CSS-module class names: eight comments (three replies, one to a reply), relative times, an '(επεξεργάστηκε)' edited mark, and one 'removed by the moderator' placeholder (not a comment: no author, no text of a reader).",
    )


# --------------------------------------------------------------------------- uk: Ukrainian site, custom elements


def uk_custom() -> Case:
    c = thread(
        """
Олена Кравчук | вчора о 19:02 | - | Нарешті пункт незламності в нашому мікрорайоні. Минулої зими ходили грітися аж на Замостя.
Taras_V | вчора о 19:40 | 0 | Олено, а генератор там який? В минулому році на Вишеньці він працював дві години й глох.
Ірина | вчора о 21:14 | - | Дякуємо волонтерам, які облаштували приміщення. Чи потрібна ще допомога? Можу принести ковдри.
Поділля Сьогодні | сьогодні о 08:10 | 2 | Ірино, телефон координаторки вказано наприкінці статті, вона збирає ковдри й павербанки.
Микола Петрович | сьогодні о 09:25 | - | А чому графік тільки до 20:00? Світло вимикають і вночі.
Anna Z. | сьогодні о 10:05 | - | Стаття корисна, але додайте, будь ласка, карту всіх пунктів міста.
"""
    )
    # a removed comment sits between 4 and 5, and a reader's answer to it (not in the truth as a reply: its
    # parent is not a reader's comment) is comment 5's sibling below it
    removed = (
        '<reader-post state="removed"><post-text><p><i>Коментар видалено модератором.</i></p></post-text>'
        '<reader-post data-id="9906"><post-head><post-author>Сергій К.</post-author><post-time datetime="2025-03-12T09:50">сьогодні о 09:50</post-time></post-head>'
        "<post-text><p>Не треба тут політики, люди допомагають як можуть.</p></post-text>"
        '<post-actions><button type="button">Відповісти</button></post-actions></reader-post></reader-post>'
    )
    c.insert(
        5, Seed("Сергій К.", "Не треба тут політики, люди допомагають як можуть.", None, "сьогодні о 09:50")
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        if i == 5:
            return removed
        return (
            f'<reader-post data-id="{9900 + i}"><post-head>{initials(x.author, "ava")}<post-author>{esc(x.author)}</post-author>'
            f'<post-time datetime="2025-03-1{1 if "вчора" in x.when else 2}">{esc(x.when)}</post-time></post-head>'
            f"<post-text>{ps(x.text)}</post-text>"
            f'<post-actions><button type="button">👍 {i * 3}</button><button type="button">Відповісти</button><button type="button">Поскаржитися</button></post-actions>'
            f"{kids}</reader-post>"
        )

    block = (
        '<reader-thread count="7" lang="uk"><h2 slot="title">Обговорення</h2>'
        f"{nest(c, item)}"
        '<post-form><textarea placeholder="Ваша думка"></textarea><button type="submit">Надіслати</button></post-form></reader-thread>'
    )
    st = story(
        "У Вінниці відкрили ще три пункти незламності",
        "Дарина Мельник",
        "2025-03-11T17:30:00+02:00",
        "11 березня 2025, 17:30",
        """
У Вінниці запрацювали ще три пункти незламності: на Вишеньці, Замості та Старому місті. Вони мають генератори, інтернет і запас води.

Пункти працюватимуть щодня з 8:00 до 20:00, а в разі тривалих відключень — цілодобово.

Волонтери просять приносити ковдри та павербанки. Координаторка: Віра Бондар, 067 000 12 34.
""",
        declare="og",
        section="Новини",
    )
    parts = PartsK(
        after=block,
        rail=box("wc", "Графік відключень", "<p>Черга 3: 14:00–18:00</p><p>Черга 4: 18:00–22:00</p>"),
    )
    return make(
        "p-uk-custom-elements",
        "discussion",
        "wc",
        "uk-news",
        st,
        parts,
        c,
        path="/novyny/u-vinnytsi-vidkryly-shche-try-punkty-nezlamnosti",
        container="<reader-thread> of <reader-post> custom elements (light DOM): post-author, post-time 'вчора о 19:02', post-text, post-actions; replies are reader-posts inside their parent",
        heading="Обговорення",
        description="A Ukrainian city site written in custom elements: seven comments by readers (two replies nested, one the newsroom's) and a removed comment ('Коментар видалено модератором.') with a reader's answer nested in it: the placeholder is not a comment, and the answer has no parent (its parent is no reader's comment).",
    )


# --------------------------------------------------------------------------- bg: Bulgarian news blog, 24 comments


def bg_blog() -> Case:
    c = thread(
        """
Петър Иванов | 12.03.2025 08:14 | - | Дунав мост 2 пак ремонт? Миналото лято чакахме по три часа на границата.
гост | 12.03.2025 08:20 | 0 | Поне този път го обявиха предварително.
Русенка | 12.03.2025 08:31 | - | Дано не затворят и двете ленти през уикендите, половин Русе работи в Гюргево.
Стоян | 12.03.2025 08:45 | - | Защо не направят ремонта нощем? Във всички нормални държави така се прави.
Иван Г. | 12.03.2025 08:52 | 3 | Правят го и нощем, пише в статията: от 22 до 6 часа.
Мария Д. | 12.03.2025 09:03 | - | Фериботът от Свищов работи ли още? Някой да знае?
Тодор | 12.03.2025 09:10 | 5 | Работи, Марийке, но само до 18 часа.
Krasi | 12.03.2025 09:24 | - | 40 години мостът издържа, а новите пътища се рушат след две зими.
Николай Бъчваров | 12.03.2025 09:40 | - | Камионите трябва да минават само в определени часове, иначе задръстването ще стигне до Бяла.
Ани | 12.03.2025 09:58 | - | Аз пътувам всеки ден. Трябва ли ми нещо специално, или само лична карта?
Георги П. | 12.03.2025 10:12 | 9 | Само лична карта, Ани. Шенген вече е пълен, проверките са на случаен принцип.
еколог | 12.03.2025 10:30 | - | А шумът по крайбрежния булевард? Никой не мисли за хората, които живеят до моста.
Димитър | 12.03.2025 10:45 | - | Рекламираха втори мост при Силистра от 10 години. Къде е?
Валя | 12.03.2025 11:02 | - | Благодаря за подробната информация и картата на обходния маршрут.
бай Христо | 12.03.2025 11:20 | - | Аз помня откриването. Тогава казваха, че ще стои 100 години без ремонт.
Калоян | 12.03.2025 11:41 | 14 | И стоя 70, не е зле за социалистическо строителство.
Пламен Стоянов | 12.03.2025 12:05 | - | Таксата за преминаване ще се намали ли по време на ремонта? Плащаме за една лента.
Деси | 12.03.2025 12:30 | - | В Гюргево има добри магазини, ще ходим по-рядко, жалко.
Ясен | 12.03.2025 13:12 | - | Румънската страна плаща половината, нали? Тогава защо само ние обявяваме?
Русенски Вестник | 12.03.2025 13:40 | 18 | Ясен, ремонтът е съвместен, румънската агенция обяви графика си вчера.
Светла | 12.03.2025 14:22 | - | Автобусът за Букурещ ще закъснява ли? Имам полет в петък.
Емил | 12.03.2025 15:05 | 20 | Светла, тръгни час по-рано, по-добре да чакаш на летището.
Боби | 12.03.2025 16:48 | - | Пак ще ни карат през Видин, поне 200 километра отгоре.
Цвети | 12.03.2025 18:30 | - | Добре е, че го ремонтират, мостът е в ужасно състояние. Търпение.
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        staff = ' <em class="mn-staff">екип</em>' if x.author == "Русенски Вестник" else ""
        return (
            f'<li class="mn{" mn--otg" if d else ""}" id="mn-{31200 + i}"><div class="mn-head"><span class="mn-nick">{esc(x.author)}</span>{staff}'
            f'<span class="mn-date">{esc(x.when)}</span><a class="mn-num" href="#mn-{31200 + i}">#{i + 1}</a></div>'
            f'<div class="mn-text">{ps(x.text)}</div><div class="mn-bar"><span class="mn-plus">+{(i * 3) % 17}</span> <span class="mn-minus">-{(i * 5) % 7}</span>'
            '<a class="mn-answer" href="#">Отговори</a> <a class="mn-flag" href="#">Сигнализирай</a></div>'
            + (f'<ul class="mn-otgovori">{kids}</ul>' if kids else "")
            + "</li>"
        )

    block = (
        '<div class="wp-block-group mneniya" id="mneniya"><h2 class="wp-block-heading">Мнения (24)</h2>'
        '<p class="mn-rules">Мненията са на читателите. <a href="#">Правила</a></p>'
        f'<ul class="mn-list">{nest(c, item)}</ul>'
        '<form class="mn-form"><input type="text" placeholder="Име"><textarea placeholder="Вашето мнение"></textarea><button type="submit">Публикувай</button></form></div>'
    )
    st = story(
        "Ремонтът на Дунав мост започва на 1 април: движението ще е в една лента",
        "Весела Маринова",
        "2025-03-12T07:45:00+02:00",
        "12 март 2025, 07:45",
        """
Ремонтът на Дунав мост между Русе и Гюргево започва на 1 април и ще продължи до края на октомври. Движението ще се осъществява в една лента, регулирано със светофари.

Най-тежките работи ще се извършват нощем, между 22 и 6 часа. Тежкотоварните камиони ще бъдат пренасочени през Видин-Калафат в пиковите часове.

Ремонтът е съвместен с румънската страна и се финансира поравно.
""",
        declare="og",
        section="Русе",
    )
    parts = PartsK(
        after=block,
        rail=teasers(
            "block",
            "Най-четени",
            "Нов паркинг до Доходното здание|Водата в Тутракан спира в сряда|Дунав Русе с нов треньор",
        ),
    )
    return make(
        "p-bg-blog-mneniya-24",
        "discussion",
        "block",
        "bg-news",
        st,
        parts,
        c,
        path="/ruse/remontat-na-dunav-most-zapochva-na-1-april/",
        container="div#mneniya.wp-block-group, ul.mn-list of li.mn: span.mn-nick, span.mn-date '12.03.2025 08:14', '#n', div.mn-text, +/- votes, 'Отговори'; replies in ul.mn-otgovori inside their parent",
        heading="Мнения (24)",
        description="A Bulgarian regional news blog on a block theme: 24 comments (seven replies nested one level, one by the site, marked 'екип'), nicknames such as 'гост' and 'бай Христо', +/- votes; no 'comment' in the markup.",
    )


# --------------------------------------------------------------------------- ar: Gulf paper, article per opinion


def ar_opinions() -> Case:
    c = thread(
        """
أبو خالد | منذ ساعتين | - | خطوة ممتازة، الكورنيش يحتاج إلى مظلات ومقاعد أكثر، خاصة في الصيف.
نورة العتيبي | منذ ساعة | - | نتمنى أن يشمل المشروع مسارًا آمنًا للدراجات الهوائية ومواقف كافية للسيارات.
م. سلمان الدوسري | منذ ٤٥ دقيقة | - | المهم الصيانة بعد الافتتاح، فالممشى القديم أُهمل خلال سنتين فقط.
"""
    )
    items = "".join(
        f'<article class="opinion" aria-label="رأي {esc(x.author)}"><header class="opinion__head">{initials(x.author, "opinion__ava")}'
        f'<h3 class="opinion__name">{esc(x.author)}</h3><span class="opinion__time">{esc(x.when)}</span></header>'
        f'<p class="opinion__text">{esc(x.text)}</p><footer class="opinion__foot"><button type="button">أعجبني ({4 + i * 6})</button> <button type="button">إبلاغ</button></footer></article>'
        for i, x in enumerate(c)
    )
    block = (
        f'<section class="opinions" aria-label="آراء القراء"><h2 class="opinions__title">شارك برأيك <small>(٣)</small></h2>{items}'
        '<form class="opinions__form"><input type="text" placeholder="الاسم"><textarea placeholder="اكتب رأيك هنا"></textarea><button type="submit">إرسال</button></form></section>'
    )
    st = story(
        "البلدية تطرح مشروع تطوير كورنيش الخبر الشمالي بطول ٦ كيلومترات",
        "فهد القحطاني",
        "2025-03-12T10:00:00+03:00",
        "الأربعاء ١٢ مارس ٢٠٢٥ - ١٠:٠٠ ص",
        """
أعلنت أمانة المنطقة الشرقية طرح مشروع تطوير الكورنيش الشمالي في الخبر بطول ستة كيلومترات، ويتضمن ممشى جديدًا ومناطق ألعاب للأطفال.

ومن المتوقع أن تبدأ الأعمال بعد شهر رمضان، على أن تنتهي خلال ثمانية عشر شهرًا.

وأكدت الأمانة أن الممشى سيبقى مفتوحًا جزئيًا أثناء التنفيذ.
""",
        declare="jsonld",
        kicker="محليات",
    )
    parts = PartsK(
        after=block,
        rail=teasers(
            "bem",
            "الأكثر قراءة",
            "افتتاح سوق الخضار الجديد في الدمام|تحويلات مرورية على طريق الملك فهد|الاتفاق يفوز على الفتح",
        ),
    )
    return make(
        "p-ar-opinion-articles",
        "discussion",
        "bem",
        "ar-news",
        st,
        parts,
        c,
        path="/local/khobar-north-corniche-development-project",
        container="section.opinions[aria-label='آراء القراء'], one article.opinion[aria-label] per comment: h3.opinion__name, 'منذ ساعتين', p.opinion__text, likes and 'إبلاغ'",
        heading="شارك برأيك (٣)",
        description="A Gulf paper in Arabic (right to left): three flat comments, each an <article> with an aria-label, a name in an <h3>, relative times, Arabic-Indic digits in the count.",
    )


# --------------------------------------------------------------------------- hi: Hindi city paper, Vue-rendered


def hi_vue() -> Case:
    c = thread(
        """
राकेश शर्मा | 2 घंटे पहले | - | बहुत अच्छी खबर। राजवाड़ा के आसपास पार्किंग की समस्या सालों से है, उम्मीद है इस बार काम समय पर पूरा होगा।
प्रिया जैन | 1 घंटा पहले | 0 | सहमत हूँ, लेकिन पार्किंग शुल्क कितना होगा यह भी बताना चाहिए था।
अमित वर्मा | 55 मिनट पहले | - | दुकानदारों से भी राय लेनी चाहिए थी। निर्माण के दौरान व्यापार पर असर पड़ेगा।
सुनीता | 30 मिनट पहले | - | मल्टी-लेवल पार्किंग में महिलाओं के लिए सुरक्षित जगह और रोशनी जरूर हो।
Vikas Patel | 10 मिनट पहले | - | इंदौर हर साल सबसे स्वच्छ शहर बनता है, अब ट्रैफिक में भी नंबर वन बनना चाहिए।
"""
    )
    v = 'data-v-7c1e2a4b=""'

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        return (
            f'<div {v} class="rk-card{" rk-card--child" if d else ""}"><div {v} class="rk-top">{initials(x.author, "rk-ava")}'
            f'<span {v} class="rk-name">{esc(x.author)}</span><span {v} class="rk-ago">{esc(x.when)}</span></div>'
            f'<p {v} class="rk-msg">{esc(x.text)}</p><div {v} class="rk-acts"><button {v}>👍 {2 + i}</button><button {v}>जवाब दें</button><button {v}>शेयर</button></div>'
            + (f'<div {v} class="rk-kids">{kids}</div>' if kids else "")
            + "</div>"
        )

    block = (
        f'<div id="app-raay" {v} class="rk-wrap"><div {v} class="rk-head"><h3 {v}>आपकी राय</h3><span {v} class="rk-total">5 प्रतिक्रियाएं</span></div>'
        f'<div {v} class="rk-list">{nest(c, item)}</div><div {v} class="rk-login">राय देने के लिए <a href="#">लॉगिन करें</a></div></div>'
    )
    st = story(
        "राजवाड़ा के पास बनेगी 500 वाहनों की मल्टी-लेवल पार्किंग",
        "संजय तिवारी",
        "2025-03-12T12:00:00+05:30",
        "12 मार्च 2025, 12:00 PM",
        """
नगर निगम ने राजवाड़ा क्षेत्र में 500 वाहनों की क्षमता वाली मल्टी-लेवल पार्किंग को मंजूरी दे दी है। इस पर करीब 42 करोड़ रुपये खर्च होंगे।

पार्किंग में चार मंजिलें होंगी और ई-वाहनों के लिए चार्जिंग पॉइंट भी बनाए जाएंगे।

निर्माण कार्य अगले महीने शुरू होगा और 18 महीने में पूरा करने का लक्ष्य है।
""",
        declare="og",
        section="शहर",
    )
    parts = PartsK(
        after=block,
        rail=teasers(
            "tw", "ट्रेंडिंग", "मेट्रो का ट्रायल रन अगले हफ्ते|सराफा चौपाटी का नया समय|होलकर स्टेडियम में टी20 मैच"
        ),
    )
    return make(
        "p-hi-vue-raay",
        "discussion",
        "tw",
        "hi-news",
        st,
        parts,
        c,
        path="/city/rajwada-multilevel-parking-500-vehicles",
        container="div#app-raay (Vue-rendered, data-v-* attributes), div.rk-card: initials, span.rk-name, '2 घंटे पहले', p.rk-msg, 👍, 'जवाब दें'; the reply in div.rk-kids inside its parent",
        heading="आपकी राय",
        description="A Hindi city paper whose reader section is rendered by Vue (scoped data-v attributes): five comments (one reply nested), relative times in Hindi, '5 प्रतिक्रियाएं' beside the heading; no 'comment' in the markup.",
    )


# --------------------------------------------------------------------------- th: Thai regional site, hearts


def th_hearts() -> Case:
    c = thread(
        """
น้องแพรว | 12 มี.ค. 68 14:20 | - | ดีใจมากค่ะ ถนนนิมมานฯ รถติดทุกเย็น ถ้ามีรถรางไฟฟ้าจะช่วยได้เยอะเลย
ลุงเสริม เชียงใหม่ | 12 มี.ค. 68 15:02 | 0 | ขอให้ทำจริงนะ โครงการก่อนหน้าก็ประกาศแล้วเงียบไป
ต้น ช่างภาพ | 12 มี.ค. 68 16:45 | - | ค่าโดยสารเท่าไหร่ครับ ถ้าแพงกว่าสองแถวคงไม่มีใครใช้
Mali K. | 12 มี.ค. 68 18:10 | - | อยากให้มีสถานีที่สนามบินด้วย นักท่องเที่ยวจะได้สะดวก
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        return (
            f'<feedback-item{" reply" if d else ""} id="fb{650 + i}"><div class="fb-row">{initials(x.author, "fb-ava")}<div class="fb-col">'
            f'<strong class="fb-user">{esc(x.author)}</strong><span class="fb-when">{esc(x.when)}</span>'
            f'<p class="fb-say">{esc(x.text)}</p><span class="fb-tools"><button class="fb-heart">♥ {10 + i * 4}</button> <button>ตอบกลับ</button> <button>แจ้งลบ</button></span></div></div>'
            f"{kids}</feedback-item>"
        )

    block = (
        f'<section id="readers" class="fb-section"><h2 class="fb-h">ผู้อ่านคิดอย่างไร</h2><div class="fb-stack">{nest(c, item)}</div>'
        '<div class="fb-form"><textarea placeholder="แสดงความคิดเห็นของคุณ"></textarea><button>ส่ง</button></div></section>'
    )
    st = story(
        "เชียงใหม่เดินหน้ารถรางไฟฟ้าสายแรก คาดเปิดใช้ปี 2571",
        "กองบรรณาธิการ",
        "2025-03-12T13:00:00+07:00",
        "12 มีนาคม 2568 เวลา 13:00 น.",
        """
จังหวัดเชียงใหม่เดินหน้าโครงการรถรางไฟฟ้าสายแรก ระยะทาง 16 กิโลเมตร จากสนามบินถึงตลาดวโรรส

โครงการมีมูลค่ากว่า 11,000 ล้านบาท และจะเปิดรับฟังความคิดเห็นของประชาชนในเดือนเมษายน

คาดว่าจะเปิดให้บริการได้ในปี 2571
""",
        declare="og",
        section="ข่าวท้องถิ่น",
    )
    parts = PartsK(
        after=block,
        rail=box("wc", "ค่าฝุ่นวันนี้", "<p>PM2.5 เชียงใหม่: 68 µg/m³</p>"),
    )
    return make(
        "p-th-feedback-items",
        "discussion",
        "wc",
        "th-news",
        st,
        parts,
        c,
        path="/local/chiangmai-tram-first-line-2028",
        container="section#readers, <feedback-item> custom elements: strong.fb-user, '12 มี.ค. 68 14:20' (Buddhist-era year), p.fb-say, ♥ count, 'ตอบกลับ'; the reply a feedback-item[reply] inside its parent",
        heading="ผู้อ่านคิดอย่างไร",
        description="A Thai regional site: four comments (one reply nested) in custom elements, Buddhist-era short dates, hearts; the heading asks 'what do readers think'; no 'comment' in the markup.",
    )
