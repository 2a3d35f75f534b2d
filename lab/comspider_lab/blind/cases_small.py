"""Small hand-made threads (1 to 5 comments) of no known commenting system, in many languages,
under headings that never say 'comment' or under none, revealed in several ways."""

from __future__ import annotations

from comspider_lab.blind.content import SITES, A
from comspider_lab.blind.layout import Article, Blocks, render
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed, Shape, js_renderer, static_thread, thread_json

S = Seed


def data_script(comments: list[Seed], element_id: str) -> str:
    return f'<script type="application/json" id="{element_id}">{thread_json(comments)}</script>'


def small_cases() -> list[Case]:
    cases: list[Case] = []

    # 1. a single comment, no heading, plain divs, in the served HTML
    c = [
        S(
            "Sandra Weil",
            "Sechs Jahre für eine Mensa, das muss man erst einmal schaffen. Trotzdem schön, dass es jetzt losgeht – die Kinder haben es verdient.",
            when="02.04.2025, 19:44",
        )
    ]
    shape = Shape(
        list_cls="kx-list",
        item_cls="kx-row",
        author_cls="kx-name",
        date_cls="kx-zeit",
        text_cls="kx-txt",
        actions='<span class="kx-tools"><a href="#antworten">Antworten</a> · <a href="#melden">Melden</a></span>',
    )
    cases.append(
        Case(
            "native-de-single-noheading",
            "small_thread",
            "de",
            "on_load",
            "<div class=kx-wrap>",
            None,
            "One reader's remark in plain divs under the article, no heading, followed by a form; no 'comment' in the markup.",
            "/lokales/grundschule-mensa.html",
            render(
                "local",
                SITES["de"],
                A["de-schule"],
                Blocks(
                    after=(
                        '<div class="kx-wrap">'
                        + static_thread(c, shape)
                        + '<form class="kx-form"><label>Ihre Meinung<textarea name="t" rows="3"></textarea></label>'
                        '<input name="n" placeholder="Name"><button type="button">Absenden</button></form></div>'
                    )
                ),
            ),
            c,
            static=True,
        )
    )

    # 2. two in an <aside>, ordered list
    c = [
        S(
            "Jacqueline P.",
            "Trente-deux ans de croissants tous les matins. Merci à eux, le village ne sera plus le même.",
            when="3 juin 2025 à 12:05",
        ),
        S(
            "Thierry",
            "Le loyer symbolique, c'est bien, mais sans clients l'hiver personne ne tiendra.",
            when="3 juin 2025 à 14:31",
        ),
    ]
    shape = Shape(
        list_tag="ol",
        list_cls="voix",
        item_tag="li",
        item_cls="voix-item",
        author_tag="b",
        author_cls="signature",
        date_tag="span",
        date_cls="horodatage",
        avatar=False,
    )
    cases.append(
        Case(
            "native-fr-two-aside",
            "small_thread",
            "fr",
            "on_load",
            "<aside class=lecteurs>",
            "Ce que vous en pensez",
            "Two readers in an ordered list inside an <aside> headed 'Ce que vous en pensez'.",
            "/societe/derniere-boulangerie-ferme.html",
            render(
                "daily",
                SITES["fr"],
                A["fr-boulangerie"],
                Blocks(
                    after=(
                        '<aside class="lecteurs"><h3>Ce que vous en pensez</h3>'
                        + static_thread(c, shape)
                        + "</aside>"
                    )
                ),
            ),
            c,
            static=True,
        )
    )

    # 3. three in an open shadow root (JS custom element)
    c = [
        S(
            "夜勤明け",
            "駅から家まで毎回タクシーだったので本当に助かります。ぜひ本格運行してほしい。",
            when="10月1日 16:20",
        ),
        S("市内在住", "運賃2倍はちょっと高いかな。それでもタクシーよりは安いけど。", when="10月1日 17:02"),
        S("バス好き", "深夜料金はどこの市でも2倍が普通ですよ。", 1, when="10月1日 18:45"),
    ]
    shape = Shape(
        list_cls="koe-list",
        item_cls="koe",
        author_tag="span",
        author_cls="name",
        date_cls="t",
        text_cls="honbun",
        replies_cls="koe-henshin",
    )
    cases.append(
        Case(
            "native-ja-open-shadow",
            "small_thread",
            "ja",
            "open_shadow_root",
            "<minna-no-iken> open shadow root",
            "みんなの意見",
            "Three readers rendered by a custom element into its open shadow root.",
            "/koutsu/shinya-bus-shiken.html",
            render(
                "asia",
                SITES["ja"],
                A["ja-bus"],
                Blocks(
                    after=("<minna-no-iken></minna-no-iken>" + data_script(c, "iken-data")),
                    end="<script>"
                    + js_renderer(shape)
                    + """
customElements.define('minna-no-iken', class extends HTMLElement {
  connectedCallback() {
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>.koe{border-bottom:1px solid #ddd;padding:8px 0}.name{font-weight:bold}.t{color:#888;margin-left:8px}</style><h3>みんなの意見</h3>';
    renderThread(JSON.parse(document.getElementById('iken-data').textContent), root);
  }
});
</script>""",
                ),
            ),
            c,
        )
    )

    # 4. two in a closed shadow root, right to left
    c = [
        S("محمد السالم", "خطوة جميلة، لكن نتمنى الاهتمام بالنظافة بعد الافتتاح.", when="منذ ساعتين"),
        S("أم ريم", "ملاعب الأطفال أهم شيء، لا يوجد مكان آمن للعب في الحي.", when="منذ ساعة"),
    ]
    shape = Shape(
        list_tag="ul",
        list_cls="qurra",
        item_tag="li",
        item_cls="qari",
        author_tag="h4",
        author_cls="ism",
        date_tag="small",
        date_cls="waqt",
        text_cls="nass",
    )
    cases.append(
        Case(
            "native-ar-closed-shadow",
            "small_thread",
            "ar",
            "closed_shadow_root",
            "<qurra-araa> closed shadow root",
            "ماذا يقول القراء",
            "Two readers (right to left) rendered into the closed shadow root of a custom element.",
            "/mahalliyat/alkurnish-alshamali-araa.html",
            render(
                "portal",
                SITES["ar"],
                A["ar-corniche"],
                Blocks(
                    after=("<qurra-araa></qurra-araa>" + data_script(c, "araa-data")),
                    end="<script>"
                    + js_renderer(shape)
                    + """
customElements.define('qurra-araa', class extends HTMLElement {
  connectedCallback() {
    const root = this.attachShadow({ mode: 'closed' });
    root.innerHTML = '<style>ul{list-style:none;padding:0}.qari{margin:10px 0}</style><h3>ماذا يقول القراء</h3>';
    renderThread(JSON.parse(document.getElementById('araa-data').textContent), root);
  }
});
</script>""",
                ),
            ),
            c,
        )
    )

    # 5. three in a modal dialog, fetched when it opens
    c = [
        S(
            "Lucia R.",
            "Speriamo che i prezzi restino popolari. Porta Palazzo è il mercato di chi non può spendere tanto.",
            when="14 febbraio, 18:40",
        ),
        S(
            "Giorgio",
            "Un anno di lavori vuol dire un anno di caos in piazza. Già adesso il sabato non si passa.",
            when="14 febbraio, 19:12",
        ),
        S(
            "Ahmed B.",
            "Io ho il banco lì da quindici anni: lo spostamento ci preoccupa più dei lavori.",
            1,
            when="14 febbraio, 20:03",
        ),
    ]
    shape = Shape(
        list_cls="pareri",
        item_cls="parere",
        author_cls="firma",
        date_tag="span",
        date_cls="ora",
        text_cls="testo",
        replies_cls="risposte",
    )
    cases.append(
        Case(
            "native-it-modal",
            "small_thread",
            "it",
            "modal",
            "<dialog class=finestra>",
            "Le opinioni dei lettori (in the dialog)",
            "The button 'Leggi le 3 opinioni' opens a dialog; its readers are fetched as JSON when it opens.",
            "/citta/mercato-porta-palazzo.html",
            render(
                "magazine",
                SITES["it"],
                A["it-mercato"],
                Blocks(
                    after=(
                        '<p><button type="button" id="apri">Leggi le 3 opinioni</button></p>'
                        '<dialog class="finestra" id="finestra"><header><h3>Le opinioni dei lettori</h3>'
                        '<form method="dialog"><button>Chiudi</button></form></header><div id="dentro"></div></dialog>'
                    ),
                    end="<script>"
                    + js_renderer(shape)
                    + """
document.getElementById('apri').addEventListener('click', async () => {
  const d = document.getElementById('finestra'); d.showModal();
  if (!d.dataset.done) { d.dataset.done = '1'; renderThread(await (await fetch('/data/native-it-modal.json')).json(), document.getElementById('dentro')); }
});
</script>""",
                ),
            ),
            c,
            files={"/data/native-it-modal.json": thread_json(c)},
        )
    )

    # 6. four behind a button with a count; nothing says "comment" anywhere
    c = [
        S(
            "Ewa M.",
            "Bardzo dobry pomysł. Mój syn wreszcie zaczął grać z kolegami w piłkę na przerwach.",
            when="2 września, 10:12",
        ),
        S(
            "Rafał",
            "A co jeśli dziecko źle się poczuje? Sekretariat nie zawsze odbiera telefon.",
            when="2 września, 10:47",
        ),
        S(
            "Beata K.",
            "Wychowawcy mają telefony służbowe, można dzwonić bezpośrednio do nich.",
            1,
            when="2 września, 11:30",
        ),
        S(
            "Nauczyciel z Przeworska",
            "U nas zakaz działa od roku i nikt nie chce wracać do starych zasad.",
            when="2 września, 13:05",
        ),
    ]
    shape = Shape(
        list_cls="op-lista",
        item_cls="op",
        author_tag="span",
        author_cls="autor",
        date_tag="span",
        date_cls="data",
        text_cls="tresc",
        replies_cls="op-odp",
        actions='<a class="odp" href="#odpowiedz">Odpowiedz</a>',
    )
    cases.append(
        Case(
            "native-pl-button-count",
            "small_thread",
            "pl",
            "button",
            "<div class=op-blok>",
            None,
            "'Pokaż 4 opinie' fetches and shows four readers (one reply); no 'comment' in any attribute.",
            "/edukacja/zakaz-telefonow-lancut.html",
            render(
                "portal",
                SITES["pl"],
                A["pl-szkola"],
                Blocks(
                    after=(
                        '<div class="op-blok"><button type="button" id="pokaz">Pokaż 4 opinie</button><div id="op-tu"></div></div>'
                    ),
                    end="<script>"
                    + js_renderer(shape)
                    + """
document.getElementById('pokaz').addEventListener('click', async (e) => {
  e.target.disabled = true;
  renderThread(await (await fetch('/data/native-pl-button-count.json')).json(), document.getElementById('op-tu'));
  e.target.remove();
});
</script>""",
                ),
            ),
            c,
            files={"/data/native-pl-button-count.json": thread_json(c)},
        )
    )

    # 7. two, fetched when scrolled to
    c = [
        S(
            "Zeytinci Ali",
            "Mazot, gübre, işçi... Hepsi iki katına çıktı, yağ fiyatı düşüyor. Bu işin sonu iyi değil.",
            when="5 Kasım 2025 10:14",
        ),
        S("Gül Şahin", "Tüketici olarak sevindim ama üreticiye de yazık.", when="5 Kasım 2025 11:02"),
    ]
    shape = Shape(
        list_tag="section",
        list_cls="okur-akis",
        item_tag="article",
        item_cls="okur",
        author_tag="h4",
        author_cls="ad",
        date_cls="tarih",
        text_cls="metin",
    )
    cases.append(
        Case(
            "native-tr-lazy",
            "small_thread",
            "tr",
            "lazy_scroll",
            "<div id=okurlar>",
            "Okurlar ne diyor?",
            "Two readers fetched when the block under 'Okurlar ne diyor?' scrolls into view.",
            "/ekonomi/zeytinyagi-fiyatlari-dusuyor.html",
            render(
                "daily",
                SITES["tr"],
                A["tr-zeytin"],
                Blocks(
                    after=(
                        '<div id="okurlar"><h2>Okurlar ne diyor?</h2><div class="yukleniyor">Yükleniyor…</div></div>'
                    ),
                    end="<script>"
                    + js_renderer(shape)
                    + """
new IntersectionObserver(async (entries, obs) => {
  if (!entries.some(e => e.isIntersecting)) return;
  obs.disconnect();
  const box = document.getElementById('okurlar');
  const data = await (await fetch('/data/native-tr-lazy.json')).json();
  box.querySelector('.yukleniyor').remove();
  renderThread(data, box);
}).observe(document.getElementById('okurlar'));
</script>""",
                ),
            ),
            c,
            files={"/data/native-tr-lazy.json": thread_json(c)},
        )
    )

    # 8. five on a separate page
    c = [
        S(
            "Bas",
            "Elke ochtend om kwart over acht is het al vol. Ik zet mijn fiets nu bij de Albert Heijn.",
            when="8 sep 2025 12:31",
        ),
        S(
            "Ingrid van Leeuwen",
            "Misschien moeten die weesfietsen eerst eens weggehaald worden, de helft staat er al maanden.",
            when="8 sep 2025 13:05",
        ),
        S(
            "Gemeentewerker",
            "Dat gebeurt elke maand, maar het blijft dweilen met de kraan open.",
            1,
            when="8 sep 2025 13:40",
        ),
        S(
            "Student WUR",
            "Gratis stallen is top, maar een paar extra rekken voor bakfietsen zou ook fijn zijn.",
            when="8 sep 2025 14:22",
        ),
        S(
            "Bas",
            "Bakfietsen passen niet eens door de ingang, dat is ook een ontwerpfout.",
            3,
            when="8 sep 2025 15:10",
        ),
    ]
    shape = Shape(
        list_cls="lijst",
        item_cls="bijdrage",
        author_cls="naam",
        date_cls="tijd",
        text_cls="tekst",
        replies_cls="antwoorden",
        actions='<a class="beantwoord" href="#">Beantwoorden</a>',
    )
    page = "/verkeer/fietsenstalling-te-klein/reacties.html"
    path = "/verkeer/fietsenstalling-te-klein.html"
    cases.append(
        Case(
            "native-nl-separate-page",
            "small_thread",
            "nl",
            "separate_page",
            "a page of its own",
            "Reacties",
            "'Bekijk alle 5 reacties' links to a page of its own with the thread.",
            path,
            render(
                "magazine",
                SITES["nl"],
                A["nl-fiets"],
                Blocks(after=(f'<p class="naar-reacties"><a href="{page}">Bekijk alle 5 reacties</a></p>')),
            ),
            c,
            comments_page=page,
            files={
                page: render(
                    "local",
                    SITES["nl"],
                    Article(
                        "Reacties: Gratis fietsenstalling bij station blijkt te klein",
                        "",
                        "Dagblad van de Vallei",
                        "2025-09-08T12:00:00+02:00",
                        (),
                        kicker="Verkeer",
                    ),
                    Blocks(
                        after=(
                            f'<p><a href="{path}">Terug naar het artikel</a></p><h2>Reacties (5)</h2>'
                            + static_thread(c, shape)
                        )
                    ),
                )
            },
        )
    )

    # 9. two inside an iframe from another origin, no heading
    c = [
        S(
            "Николай Петрович",
            "Гуляю в «Дубраве» каждое утро уже тридцать лет. Освещение действительно нужно менять, вечером там страшно.",
            when="4 апреля, 19:02",
        ),
        S(
            "Эко-активист",
            "Пока не покажут план по деревьям, верить обещаниям нельзя.",
            when="4 апреля, 19:40",
        ),
    ]
    shape = Shape(
        list_cls="mneniya", item_cls="mnenie", author_cls="avtor", date_cls="vremya", text_cls="tekst"
    )
    frame = "/frames/native-ru-iframe.html"
    cases.append(
        Case(
            "native-ru-iframe",
            "small_thread",
            "ru",
            "iframe",
            "<iframe> from another loopback port",
            None,
            "Two readers inside an iframe served from another port, no heading on the article.",
            "/gorod/park-dubrava-rekonstrukciya.html",
            render(
                "daily",
                SITES["ru"],
                A["ru-park"],
                Blocks(
                    after=(
                        f'<iframe src="@@OTHER@@{frame}" title="Мнения" width="100%" height="420" style="border:0"></iframe>'
                    )
                ),
            ),
            c,
            thread_server="other",
            files={
                frame: (
                    '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Мнения</title></head><body>'
                    + static_thread(c, shape)
                    + "</body></html>\n"
                )
            },
        )
    )

    # 10. three in a declarative shadow root (in the HTML as served)
    c = [
        S(
            "Linda Shaw",
            "I got two fines in March and had to appeal both. Glad they've finally admitted it was their app.",
            when="6 May 2025, 13:02",
        ),
        S(
            "Rob_K",
            "The reminder feature is welcome. Now make the app work when there's no mobile signal in the multi-storey.",
            when="6 May 2025, 13:40",
        ),
        S(
            "Linda Shaw",
            "Same problem at the Quay car park, I have to walk up to street level to pay.",
            1,
            when="6 May 2025, 14:05",
        ),
    ]
    shape = Shape(
        list_cls="talk",
        item_cls="talk-item",
        author_cls="talker",
        date_cls="stamp",
        text_cls="said",
        replies_cls="talk-replies",
    )
    cases.append(
        Case(
            "native-en-declarative-shadow",
            "small_thread",
            "en",
            "open_shadow_root",
            "<gazette-talk> declarative shadow root",
            "Conversation",
            "Three readers in a declarative open shadow root (<template shadowrootmode=open>), in the HTML as served.",
            "/tech/parking-app-update.html",
            render(
                "magazine",
                SITES["en"],
                A["en-app"],
                Blocks(
                    after=(
                        '<gazette-talk><template shadowrootmode="open"><style>.talk-item{margin:12px 0}.talker{font-weight:700}</style>'
                        "<h3>Conversation</h3>" + static_thread(c, shape) + "</template></gazette-talk>"
                    )
                ),
            ),
            c,
            static=True,
        )
    )

    # 11. a single one as an <article>
    c = [
        S(
            "Kiruna-Maja",
            "Har bott här i 40 år och aldrig sett något liknande. Grannen skottade fram min bil i morse, tack Sven!",
            when="3 dec 2025 08:15",
        )
    ]
    shape = Shape(
        list_tag="div",
        list_cls="roster",
        item_tag="article",
        item_cls="rost-post",
        author_tag="h3",
        author_cls="avsandare",
        date_cls="publicerad",
        text_cls="rost-text",
    )
    cases.append(
        Case(
            "native-sv-single-article",
            "small_thread",
            "sv",
            "on_load",
            "<section class=rost>",
            "Läsarnas röster",
            "One reader's voice as an <article> element under 'Läsarnas röster'.",
            "/lokalt/rekordsno-kiruna.html",
            render(
                "portal",
                SITES["sv"],
                A["sv-snö"],
                Blocks(
                    after=(
                        '<section class="rost"><h2>Läsarnas röster</h2>'
                        + static_thread(c, shape)
                        + '<p><a href="/skriv.html">Skriv till oss</a></p></section>'
                    )
                ),
            ),
            c,
            static=True,
        )
    )

    # 12. three in a nested list under "Diskuse"
    c = [
        S(
            "Jirka z Líšně",
            "Konečně! Autobus 78 je ráno tak narvaný, že se do něj nedá nastoupit.",
            when="26. 2. 2025 9:14",
        ),
        S("Hana", "Doufám, že tramvaj pojede i v noci, ne jen do jedenácti.", when="26. 2. 2025 10:02"),
        S(
            "Martin K.",
            "Ve špičce má jezdit každých šest minut, to bude velký rozdíl.",
            0,
            when="26. 2. 2025 10:48",
        ),
    ]
    shape = Shape(
        list_tag="ul",
        list_cls="diskuse",
        item_tag="li",
        item_cls="prispevek",
        author_tag="strong",
        author_cls="nick",
        date_cls="cas",
        text_cls="obsah",
        replies_cls="reakce",
        actions='<a href="#odpovedet">Odpovědět</a>',
    )
    cases.append(
        Case(
            "native-cs-nested-list",
            "small_thread",
            "cs",
            "on_load",
            "<div id=diskuse>",
            "Diskuse",
            "Three posts in a nested <ul> under 'Diskuse'.",
            "/doprava/tramvaj-do-lisne.html",
            render(
                "daily",
                SITES["cs"],
                A["cs-tram"],
                Blocks(after=('<div id="diskuse"><h2>Diskuse</h2>' + static_thread(c, shape) + "</div>")),
            ),
            c,
            static=True,
        )
    )

    return cases
