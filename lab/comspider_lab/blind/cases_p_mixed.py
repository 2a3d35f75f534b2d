"""Blind set P: mixed pages: this article's discussion beside a look-alike in the discussion's very own markup: a
survey's free-text answers shown by the newsroom (tl), a press review (pl), a Telegram channel's posts quoted in
the story (ru), the reporter's player ratings (pt), matrimonial ads (bn) and quoted social-network posts (en)."""

from __future__ import annotations

from collections.abc import Callable

from comspider_lab.blind.cases_p_common import (
    PartsK,
    Seed,
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


def _cards(rows: list[Seed], item: Callable[[int, int, str], str]) -> str:
    return nest(rows, item)


# --------------------------------------------------------------------------- tl: survey answers beside the thread


def tl_survey() -> Case:
    c = thread(
        """
Jun Dela Cruz | 3 oras ang nakalipas | - | Sana may dagdag na biyahe ng ferry tuwing Sabado, laging puno kahit alas-sais pa lang.
Maricel R. | 2 oras ang nakalipas | 0 | Totoo, Jun. Kahapon dalawang oras kami naghintay sa pantalan.
Ka Berto | 1 oras ang nakalipas | - | Mas mabuti kung may online booking na, para hindi na pumila nang maaga.
Liza Gomez | 30 minuto ang nakalipas | - | Salamat sa balita! Ipapasa ko sa mga kasama ko sa trabaho sa Mactan.
"""
    )
    survey = thread(
        """
Rommel, 34, Lapu-Lapu | Marso 10 | - | Araw-araw akong sumasakay ng ferry papuntang trabaho, kaya malaking tulong ang bagong ruta.
Grace, 52, Cordova | Marso 10 | - | Mas gusto ko pa rin ang tulay, natatakot ako kapag malakas ang alon.
Paolo, 21, Cebu City | Marso 11 | - | Estudyante ako, sana may discount para sa amin.
"""
    )

    def item_of(rows: list[Seed]) -> Callable[[int, int, str], str]:
        def item(i: int, d: int, kids: str) -> str:
            x = rows[i]
            return (
                f'<li class="usap__item{" usap__item--sagot" if d else ""}">{initials(x.author, "usap__ava")}<div class="usap__body"><p class="usap__head"><b class="usap__name">{esc(x.author)}</b> <span class="usap__time">{esc(x.when)}</span></p>'
                f'<p class="usap__text">{esc(x.text)}</p><p class="usap__acts"><button>👍 {i + 2}</button> <button>Sumagot</button></p></div>'
                + (f'<ul class="usap__replies">{kids}</ul>' if kids else "")
                + "</li>"
            )

        return item

    survey_box = (
        '<section class="usap usap--survey" aria-label="Resulta ng survey"><h2 class="usap__title">Tinanong namin kayo: gagamit ba kayo ng bagong ferry?</h2>'
        '<p class="usap__intro">Mahigit 600 mambabasa ang sumagot sa aming survey noong nakaraang linggo. Ilan sa mga sagot:</p>'
        f'<ul class="usap__list">{_cards(survey, item_of(survey))}</ul></section>'
    )
    block = (
        f'<section class="usap" aria-label="Usapan"><h2 class="usap__title">Usapan (4)</h2><ul class="usap__list">{nest(c, item_of(c))}</ul>'
        '<form class="usap__form"><textarea placeholder="Ano ang masasabi mo?"></textarea><button>Ipadala</button></form></section>'
    )
    st = story(
        "Bagong ruta ng ferry mula Cebu City papuntang Mactan, bubuksan sa Abril",
        "Carmela Santos",
        "2025-03-12T08:00:00+08:00",
        "Marso 12, 2025 8:00 AM",
        """
Magbubukas sa Abril ang bagong ruta ng ferry mula Pier 1 ng Cebu City papuntang Mactan, ayon sa Philippine Ports Authority.

Tatlumpung minuto lamang ang biyahe at may labindalawang biyahe bawat araw.

Ang pamasahe ay ₱60, may diskwento para sa mga estudyante at senior citizen.
""",
        declare="og",
        section="Balita",
    )
    parts = PartsK(
        inbody=survey_box,
        after=block,
        rail=teasers(
            "bem",
            "Pinakabinasa",
            "Trapik sa Mandaue, lumala|Sinulog 2026: petsa inanunsyo|Bagyo, papalapit sa Visayas",
        ),
    )
    return make(
        "p-mx-tl-survey-answers",
        "mixed",
        "bem",
        "tl-news",
        st,
        parts,
        c,
        path="/balita/bagong-ruta-ng-ferry-cebu-mactan",
        container="section.usap[aria-label=Usapan], ul.usap__list of li.usap__item: initials, b.usap__name, '3 oras ang nakalipas', p.usap__text, 👍, 'Sumagot'; the reply in ul.usap__replies",
        heading="Usapan (4)",
        description="A Cebu news site in Tagalog: four comments (one reply) under the story; inside the story, three readers' answers to last week's survey ('Name, age, town', date, sentence) in the very same section.usap markup.",
        lookalikes=("survey answers chosen by the newsroom, in the comments' own markup",),
    )


# --------------------------------------------------------------------------- pl: press review beside the thread


def pl_press() -> Case:
    c = thread(
        """
Krzysztof W. | 12.03.2025, 14:22 | - | Obwodnica Jasła powinna powstać 10 lat temu. Dobrze, że wreszcie są pieniądze.
Anna z Krosna | 12.03.2025, 15:01 | 0 | Pod warunkiem, że nie skończy się na kolejnej koncepcji. Byłam już na trzech konsultacjach.
marek_rz | 12.03.2025, 16:20 | - | Ciężarówki na Kołłątaja to dramat. Każdy dzień zwłoki to kolejne pęknięcia w kamienicach.
Ewa | 12.03.2025, 18:45 | - | Czy ktoś wie, którędy dokładnie ma przebiegać wariant północny?
Tomasz Nowak | 12.03.2025, 20:10 | 3 | Ewa, mapa jest w galerii pod artykułem, trzecie zdjęcie.
"""
    )
    press = thread(
        """
Piotr Zaremba, „Gazeta Karpacka” | 11.03.2025 | - | Obwodnica to test dla nowego wojewody. Jeśli znów skończy się na obietnicach, wyborcy to zapamiętają.
Joanna Mazur, Radio Rzeszów Plus | 11.03.2025 | - | Mieszkańcy czekali na tę decyzję dwie dekady. Teraz najważniejsze są terminy przetargów.
"""
    )
    m = "VoiceCard"

    def item_of(rows: list[Seed]) -> Callable[[int, int, str], str]:
        def item(i: int, d: int, kids: str) -> str:
            x = rows[i]
            return (
                f'<article class="{h(m, "root")}" data-depth="{d}">{initials(x.author, h(m, "avatar"))}<header class="{h(m, "head")}"><span class="{h(m, "author")}">{esc(x.author)}</span>'
                f'<time class="{h(m, "time")}">{esc(x.when)}</time></header><div class="{h(m, "text")}">{ps(x.text)}</div>'
                f'<footer class="{h(m, "foot")}"><button>Odpowiedz</button><button>Lubię to · {i * 3}</button></footer>'
                + (f'<div class="{h(m, "replies")}">{kids}</div>' if kids else "")
                + "</article>"
            )

        return item

    review = f'<section class="{h("PressReview", "root")}"><h2 class="{h("PressReview", "title")}">Przegląd prasy: co piszą inni</h2>{_cards(press, item_of(press))}</section>'
    block = (
        f'<section class="{h("Voices", "root")}" aria-label="Głosy czytelników"><h2 class="{h("Voices", "title")}">Głosy czytelników · 5</h2>{nest(c, item_of(c))}'
        f'<div class="{h("Voices", "composer")}"><textarea placeholder="Dodaj swój głos"></textarea></div></section>'
    )
    st = story(
        "Jest decyzja: obwodnica Jasła wariantem północnym, budowa od 2027 roku",
        "Magdalena Kruk",
        "2025-03-12T07:00:00+01:00",
        "12 marca 2025, 07:00",
        """
Generalna Dyrekcja wybrała wariant północny obwodnicy Jasła. Droga będzie miała 14 kilometrów i trzy węzły.

Budowa ma się rozpocząć w 2027 roku, a przetarg zostanie ogłoszony jesienią.

Koszt inwestycji oszacowano na 1,2 mld zł.
""",
        declare="jsonld",
        section="Region",
    )
    parts = PartsK(
        after=review + block,
        rail=teasers(
            "hashed",
            "Najczęściej czytane",
            "Utrudnienia na A4 pod Rzeszowem|Nowy rozkład PKS|Stal Rzeszów wygrywa",
        ),
    )
    return make(
        "p-mx-pl-press-review",
        "mixed",
        "hashed",
        "pl-news",
        st,
        parts,
        c,
        path="/region/obwodnica-jasla-wariant-polnocny",
        container="section.Voices_root__x[aria-label='Głosy czytelników'], article.VoiceCard_root__x: initials, span author, time '12.03.2025, 14:22', text, 'Odpowiedz'; the reply in div.VoiceCard_replies__x",
        heading="Głosy czytelników · 5",
        description="A Polish regional paper: five comments (two replies) under 'Głosy czytelników · 5'; just above them a press review ('Przegląd prasy: co piszą inni': two columnists with their outlets, dates and quotes) in the very same article.VoiceCard markup.",
        lookalikes=(
            "press review: columnists' quotes with outlet and date, in the comments' own card markup",
        ),
    )


# --------------------------------------------------------------------------- ru: Telegram posts beside the thread


def ru_telegram() -> Case:
    c = thread(
        """
Сергей П. | 2 часа назад | - | Опять перекроют Московское шоссе на всё лето. Лучше бы ночью работали.
Наталья | 2 часа назад | 0 | Сергей, в статье сказано, что основные работы как раз ночью.
Виктор Иванович | 1 час назад | - | Развязку на Ново-Садовой ждём с 2015 года. Хоть бы в этот раз построили.
Алёна К. | 40 минут назад | - | А трамвай №5 будет ходить? Мне каждый день на нём на работу.
Игорь | 25 минут назад | - | Спасибо за схему объезда, сохранил себе.
Ольга Самарская | 10 минут назад | - | Надеюсь, деревья вдоль шоссе не вырубят.
"""
    )
    posts = thread(
        """
Минтранс Самарской области | вчера, 18:02 | - | Подрядчик определён, работы на развязке начнутся 1 апреля. Схемы объезда опубликуем заранее.
Дептранс Самары | вчера, 19:30 | - | Трамвайные маршруты №5 и №20 будут работать без изменений до мая.
"""
    )

    def item_of(rows: list[Seed], channel: bool = False) -> Callable[[int, int, str], str]:
        def item(i: int, d: int, kids: str) -> str:
            x = rows[i]
            extra = (
                f'<span class="text-xs text-gray-400">👁 {12 + i * 7},{i}K</span>'
                if channel
                else f'<button class="text-xs">Ответить</button><button class="text-xs">♥ {i + 1}</button>'
            )
            return (
                f'<div class="flex gap-3 py-3{" ml-10" if d else ""}">{initials(x.author, "grid h-10 w-10 shrink-0 place-items-center rounded-full bg-sky-500 text-white text-sm")}<div class="min-w-0 flex-1">'
                f'<div class="flex items-baseline gap-2"><span class="font-semibold">{esc(x.author)}</span><span class="text-xs text-gray-500">{esc(x.when)}</span></div>'
                f'<p class="text-[15px]">{esc(x.text)}</p><div class="mt-1 flex gap-3">{extra}</div>{kids}</div></div>'
            )

        return item

    quoted = (
        '<div class="my-6 rounded-xl bg-gray-50 p-4"><p class="text-sm font-bold text-sky-700">Что пишут в Telegram-каналах</p>'
        f"{nest(posts, item_of(posts, True))}</div>"
    )
    block = (
        '<section class="mt-10 border-t pt-6" aria-label="Обсуждение"><h2 class="text-xl font-bold">Обсуждение <span class="text-gray-400">6</span></h2>'
        f'<div class="divide-y">{nest(c, item_of(c))}</div><p class="text-sm"><a class="underline" href="#">Войдите, чтобы написать</a></p></section>'
    )
    st = story(
        "Развязку на Московском шоссе начнут строить 1 апреля",
        "Дмитрий Орлов",
        "2025-03-12T09:00:00+04:00",
        "12 марта 2025, 09:00",
        """
Строительство развязки на пересечении Московского шоссе и Ново-Садовой улицы начнётся 1 апреля. Работы продлятся до конца 2026 года.

Основные работы будут вестись в ночное время, движение сохранят по двум полосам в каждую сторону.

Стоимость проекта — 4,8 млрд рублей.
""",
        declare="og",
        section="Город",
    )
    parts = PartsK(
        inbody=quoted,
        after=block,
        rail=teasers(
            "tw",
            "Самое читаемое",
            "Крылья Советов сыграли вничью|Ледоход на Волге|Новые автобусы на линии 41",
        ),
    )
    return make(
        "p-mx-ru-telegram-posts",
        "mixed",
        "tw",
        "ru-news",
        st,
        parts,
        c,
        path="/gorod/razvyazku-na-moskovskom-shosse-nachnut-stroit",
        container="section[aria-label=Обсуждение] (utility classes), div.flex.gap-3 per comment: initials, span.font-semibold name, '2 часа назад', p text, 'Ответить', ♥; the reply nested with ml-10",
        heading="Обсуждение 6",
        description="A Russian city site: six comments (one reply) under 'Обсуждение 6'; inside the story, two posts of official Telegram channels (channel, 'вчера, 18:02', text, views) in the very same utility-class markup.",
        lookalikes=("official Telegram channels' posts quoted in the story, in the comments' own markup",),
    )


# --------------------------------------------------------------------------- pt: player ratings beside the thread


def pt_ratings() -> Case:
    c = thread(
        """
Rui Fernandes | há 3 horas | - | Grande vitória! O meio-campo finalmente pressionou como deve ser.
Sofia M. | há 2 horas | 0 | Concordo, Rui, mas a defesa continua a sofrer nas bolas paradas.
Zé do Minho | há 2 horas | - | Nota 5 para o Ricardo é pouco. Foi o melhor em campo.
Catarina | há 1 hora | - | O estádio estava cheio, que ambiente. Assim vale a pena ir à bola.
João Pedro | há 30 minutos | - | Agora é ganhar em Guimarães e garantir a Europa.
"""
    )
    ratings = thread(
        """
Ricardo Alves (5) | avaliação do repórter | - | Um golo e uma assistência. Esteve em todo o lado e saiu aplaudido de pé.
Tiago Meireles (4) | avaliação do repórter | - | Seguro no meio-campo, recuperou oito bolas e raramente falhou um passe.
Bruno Costa (2) | avaliação do repórter | - | Nervoso nas bolas paradas, esteve na origem do golo sofrido.
"""
    )

    def item_of(rows: list[Seed]) -> Callable[[int, int, str], str]:
        def item(i: int, d: int, kids: str) -> str:
            x = rows[i]
            return (
                f"<fan-note{' reply' if d else ''}><note-head>{initials(x.author, 'ini')}<b>{esc(x.author)}</b> <small>{esc(x.when)}</small></note-head>"
                f"<note-body>{ps(x.text)}</note-body><note-tools><button>Responder</button><button>👍 {i * 2 + 1}</button></note-tools>{kids}</fan-note>"
            )

        return item

    notes = f'<fan-notes kind="ratings"><h2>As notas dos jogadores</h2>{nest(ratings, item_of(ratings))}</fan-notes>'
    block = f'<fan-notes kind="readers"><h2>A voz dos adeptos (5)</h2>{nest(c, item_of(c))}<note-form><textarea placeholder="Deixe a sua opinião"></textarea></note-form></fan-notes>'
    st = story(
        "Braga vence Famalicão por 3-1 e sobe ao quarto lugar",
        "Hugo Martins",
        "2025-03-11T22:30:00+00:00",
        "11 mar 2025 22:30",
        """
O Braga venceu o Famalicão por 3-1 e subiu ao quarto lugar da Liga. Ricardo Alves marcou um golo e fez uma assistência.

O Famalicão ainda reduziu na sequência de um canto, mas o Braga respondeu nos minutos finais.

Na próxima jornada, o Braga visita Guimarães.
""",
        declare="jsonld",
        section="Desporto",
    )
    parts = PartsK(
        after=notes + block,
        rail=teasers(
            "wc",
            "Mais lidas",
            "Obras na Avenida da Liberdade|Braga: nova linha de autocarro|Feira do Livro em maio",
        ),
    )
    return make(
        "p-mx-pt-player-ratings",
        "mixed",
        "wc",
        "pt-news",
        st,
        parts,
        c,
        path="/desporto/braga-vence-famalicao-3-1",
        container="<fan-notes kind=readers> of <fan-note> custom elements: note-head (initials, <b> name, <small> 'há 3 horas'), note-body, note-tools; the reply a fan-note[reply] inside its parent",
        heading="A voz dos adeptos (5)",
        description="A Portuguese regional paper's match report: five comments (one reply) in <fan-note> elements; just above, the reporter's player ratings ('Name (5)', 'avaliação do repórter', a sentence) in the very same fan-notes/fan-note markup.",
        lookalikes=("the reporter's player ratings, in the comments' own custom elements",),
    )


# --------------------------------------------------------------------------- bn: matrimonial ads beside the thread


def bn_matrimonial() -> Case:
    c = thread(
        """
রফিকুল ইসলাম | ২ ঘণ্টা আগে | - | সুরমা নদীর তীরে ওয়াকওয়ে হলে সিলেট শহরের চেহারা বদলে যাবে। অনেক দিনের দাবি ছিল।
নাসরিন আক্তার | ১ ঘণ্টা আগে | - | কাজটা যেন বর্ষার আগে শুরু হয়, নইলে আবার এক বছর পিছিয়ে যাবে।
তানভীর | ৩০ মিনিট আগে | - | কিনব্রিজের আশেপাশের দোকানদারদের পুনর্বাসনের কথাও ভাবতে হবে।
"""
    )
    ads = thread(
        """
পাত্রী চাই | ১০ মার্চ ২০২৫ | - | সিলেট নিবাসী, ৩২ বছর, প্রবাসী প্রকৌশলী পাত্রের জন্য শিক্ষিতা, ধার্মিক পাত্রী চাই। যোগাযোগ: ০১৭০০-০০০০০০
পাত্র চাই | ১১ মার্চ ২০২৫ | - | মৌলভীবাজারের সম্ভ্রান্ত পরিবারের ২৬ বছরের শিক্ষিকা মেয়ের জন্য প্রতিষ্ঠিত পাত্র চাই। যোগাযোগ: ০১৮০০-০০০০০০
"""
    )

    def item_of(rows: list[Seed]) -> Callable[[int, int, str], str]:
        def item(i: int, d: int, kids: str) -> str:
            x = rows[i]
            return (
                f'<div class="wp-block-group mot-card">{initials(x.author, "mot-card__ava")}<div class="mot-card__main"><p class="mot-card__name"><strong>{esc(x.author)}</strong> · <span>{esc(x.when)}</span></p>'
                f'<p class="mot-card__text">{esc(x.text)}</p><p class="mot-card__acts"><a href="#">উত্তর দিন</a></p></div>{kids}</div>'
            )

        return item

    side = f'<div class="wp-block-group widget mot-ads"><h2 class="wp-block-heading">পাত্র-পাত্রী</h2>{nest(ads, item_of(ads))}<p><a href="#">বিজ্ঞাপন দিন</a></p></div>'
    block = (
        f'<div class="wp-block-group mot" id="pathok-mot"><h2 class="wp-block-heading">পাঠকের মতামত (৩)</h2>{nest(c, item_of(c))}'
        '<div class="mot-form"><textarea placeholder="আপনার মতামত লিখুন"></textarea><button>পাঠান</button></div></div>'
    )
    st = story(
        "সুরমার তীরে হবে সাড়ে তিন কিলোমিটার ওয়াকওয়ে",
        "নিজস্ব প্রতিবেদক",
        "2025-03-12T10:00:00+06:00",
        "১২ মার্চ ২০২৫, ১০:০০",
        """
সিলেট সিটি করপোরেশন সুরমা নদীর তীরে সাড়ে তিন কিলোমিটার দীর্ঘ ওয়াকওয়ে নির্মাণের পরিকল্পনা অনুমোদন করেছে।

প্রকল্পের ব্যয় ধরা হয়েছে ৯৫ কোটি টাকা। এতে সাইকেল লেন ও বসার জায়গা থাকবে।

আগামী মাসে দরপত্র আহ্বান করা হবে।
""",
        declare="og",
        section="সিলেট",
    )
    parts = PartsK(
        after=block,
        rail=side + teasers("block", "সর্বাধিক পঠিত", "জাফলংয়ে পর্যটকের ভিড়|চা বাগানে নতুন মজুরি|সিলেট স্টেডিয়ামে টেস্ট"),
    )
    return make(
        "p-mx-bn-matrimonial",
        "mixed",
        "block",
        "bn-news",
        st,
        parts,
        c,
        path="/sylhet/surmar-tire-walkway/",
        container="div#pathok-mot.wp-block-group, div.mot-card: initials, strong name, '২ ঘণ্টা আগে', p.mot-card__text, 'উত্তর দিন'",
        heading="পাঠকের মতামত (৩)",
        description="A Bangladeshi city paper in Bengali: three flat comments under the story, Bengali digits; in the rail, two matrimonial ads ('পাত্রী চাই', date, text) in the very same div.mot-card markup.",
        lookalikes=("matrimonial ads in the rail, in the comments' own card markup",),
    )


# --------------------------------------------------------------------------- en: social posts beside the thread


def en_social() -> Case:
    c = thread(
        """
Harbourside Hannah | 4h | - | The ferry terminal has needed a roof since I was at school. Glad it's finally happening.
Pete M. | 3h | 0 | Hannah, the roof is only phase two though. Phase one is the car park.
Grant Olsen | 3h | - | Will the fishing boats keep their berths? Nothing in the article about the co-op.
Marama T. | 1h | - | Great to see the council actually consulting this time. The drop-in session on Thursday is worth going to.
"""
    )
    social = thread(
        """
@portelin_ferries@coast.social | 6h | - | Service update: the 7:10 sailing departs from berth 2 from Monday while survey work is done.
@kiri_sails | 5h | - | Walked past the terminal this morning, the fences are already up along the wharf.
@NorthCoastCouncil | 5h | - | Drop-in session on the waterfront plans: Thursday 4-7pm at the Port Elin library.
"""
    )

    def item_of(rows: list[Seed]) -> Callable[[int, int, str], str]:
        def item(i: int, d: int, kids: str) -> str:
            x = rows[i]
            return (
                f'<li class="voice{" voice--reply" if d else ""}">{initials(x.author.lstrip("@"), "voice__avatar")}<div class="voice__main"><div class="voice__meta"><span class="voice__name">{esc(x.author)}</span>'
                f'<span class="voice__time">{esc(x.when)}</span></div><p class="voice__text">{esc(x.text)}</p>'
                f'<div class="voice__actions"><button>Reply</button><button>♥ {i * 5 + 1}</button><button>Share</button></div>'
                + (f'<ul class="voice__replies">{kids}</ul>' if kids else "")
                + "</div></li>"
            )

        return item

    quoted = (
        '<aside class="embed-roundup"><h3 class="embed-roundup__title">What people are posting</h3>'
        f'<ul class="voices voices--social">{nest(social, item_of(social))}</ul></aside>'
    )
    block = (
        f'<section class="voices-section" aria-label="Readers\' voices"><h2 class="voices-section__title">Readers\' voices</h2><ul class="voices">{nest(c, item_of(c))}</ul>'
        '<form class="voices-section__form"><textarea placeholder="Add your voice"></textarea><button>Post</button></form></section>'
    )
    st = story(
        "Waterfront plan: ferry terminal roof and 200-space car park approved",
        "Aroha Wilson",
        "2025-03-12T07:00:00+13:00",
        "12 March 2025, 7:00am",
        """
Councillors have approved the first stage of the Port Elin waterfront plan, a 200-space car park beside the ferry terminal.

A roof over the terminal's waiting area is planned for the second stage, subject to funding.

A public drop-in session is being held on Thursday.
""",
        declare="og",
        section="News",
    )
    parts = PartsK(
        inbody=quoted,
        after=block,
        rail=teasers(
            "bem", "Most read", "Road closures this weekend|Surf club rescue|Harbour Rugby into the final"
        ),
    )
    return make(
        "p-mx-en-social-posts",
        "mixed",
        "bem",
        "en-news",
        st,
        parts,
        c,
        path="/news/waterfront-plan-ferry-terminal-car-park-approved",
        container="section.voices-section[aria-label=\"Readers' voices\"], ul.voices of li.voice: initials, span.voice__name, '4h', p.voice__text, Reply/♥/Share; the reply in ul.voice__replies",
        heading="Readers' voices",
        description="A New Zealand-like regional paper: four comments (one reply) under 'Readers' voices'; inside the story, three posts from a social network (handles, '6h', text) in the very same ul.voices/li.voice markup.",
        lookalikes=("social-network posts quoted in the story, in the comments' own markup",),
    )
