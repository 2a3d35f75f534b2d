"""Real comment systems (Isso, Waline, django-comments-xtd) in layouts of their own."""

from __future__ import annotations

from comspider_lab.blind.content import SITES, A
from comspider_lab.blind.layout import Article, Blocks, render
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import WALINE_CSS, Seed, isso_embed, waline_embed

S = Seed

WATCH = """<script>
function whenSeen(el, fn) {
  new IntersectionObserver((entries, obs) => {
    if (entries.some(e => e.isIntersecting)) { obs.disconnect(); fn(); }
  }, { rootMargin: '100px' }).observe(el);
}
</script>"""


def django_page(
    template: str, site_key: str, article_key: str, after: str, head: str = "", end: str = ""
) -> str:
    """An article page as a Django template: the layout verbatim, the thread block live."""
    page = render(
        template, SITES[site_key], A[article_key], Blocks(after="@@DJ_AFTER@@", head=head, end="@@DJ_END@@")
    )
    page = page.replace("@@DJ_AFTER@@", "{% endverbatim %}" + after + "{% verbatim %}")
    page = page.replace("@@DJ_END@@", "{% endverbatim %}" + end + "{% verbatim %}")
    return "{% load comments comments_xtd %}{% verbatim %}" + page + "{% endverbatim %}"


def real_cases() -> list[Case]:
    cases: list[Case] = []

    # --- Isso ---------------------------------------------------------------------------------
    path = "/lokales/rheinbruecke-sanierung-kosten.html"
    cases.append(
        Case(
            "isso-de-aside-leserbriefe",
            "real_system",
            "de",
            "on_load",
            "<aside class=leserforum>",
            "Leserbriefe",
            "Isso on load inside an <aside> under the heading 'Leserbriefe', below a daily's article.",
            path,
            render(
                "daily",
                SITES["de"],
                A["de-brucke"],
                Blocks(
                    after=(
                        '<aside class="leserforum"><h3>Leserbriefe</h3><p class="hint">Bitte bleiben Sie sachlich. '
                        "Beiträge erscheinen ohne Prüfung.</p>" + isso_embed("de") + "</aside>"
                    )
                ),
            ),
            [
                S(
                    "Gerd Fassbender",
                    "37 Millionen für eine Brücke, die vor zwanzig Jahren schon einmal saniert wurde. Hat damals niemand die Träger angeschaut?",
                ),
                S(
                    "Ulla K.",
                    "Ich pendle jeden Tag nach Bonn und stehe morgens inzwischen 25 Minuten im Stau. Eine zweite Spur wenigstens in der Hauptverkehrszeit wäre schon eine Hilfe.",
                ),
                S(
                    "Martin Schüller",
                    "Die Schäden sieht man eben erst, wenn der Belag herunter ist. Das ist bei fast jeder Brücke aus den Siebzigern so.",
                    0,
                ),
                S(
                    "Rheinfähre-Fan",
                    "Nehmen Sie doch die Fähre in Linz, die fährt alle zehn Minuten und man steht nicht im Stau.",
                    1,
                ),
            ],
            system="isso",
        )
    )

    path = "/mobilite/nantes-velo-depasse-voiture.html"
    cases.append(
        Case(
            "isso-fr-button",
            "real_system",
            "fr",
            "button",
            "<section class=reactions>",
            "Réactions",
            "Isso loaded only when the reader presses 'Afficher les 5 réactions' (the page injects Isso's script on the click).",
            path,
            render(
                "magazine",
                SITES["fr"],
                A["fr-velo"],
                Blocks(
                    after=(
                        '<section class="reactions"><h2>Réactions</h2>'
                        '<button type="button" class="open-thread" onclick="loadIsso(); this.remove()">Afficher les 5 réactions</button>'
                        + isso_embed("fr", load="later")
                        + "</section>"
                    )
                ),
            ),
            [
                S(
                    "Nathalie G.",
                    "Enfin ! Je fais Rezé–centre à vélo depuis dix ans et la différence avec les nouvelles pistes est énorme.",
                ),
                S(
                    "Bernard",
                    "Et les personnes âgées qui ne peuvent pas pédaler, on en fait quoi ? Le bus 4 est toujours bondé.",
                ),
                S(
                    "Yann Le Goff",
                    "Justement, moins de voitures, c'est aussi des bus qui avancent plus vite. Le C4 a gagné huit minutes depuis septembre.",
                    1,
                ),
                S(
                    "Sophie M.",
                    "Les compteurs, c'est bien, mais en hiver il faudrait voir les chiffres sous la pluie.",
                ),
                S(
                    "Nathalie G.",
                    "Les chiffres de janvier sont justement ceux de l'hiver, et il a beaucoup plu cette année.",
                    3,
                ),
            ],
            system="isso",
        )
    )

    path = "/nacional/restricciones-agua-andalucia.html"
    frame = "/frames/isso-es-iframe.html"
    cases.append(
        Case(
            "isso-es-iframe",
            "real_system",
            "es",
            "iframe",
            "<iframe> from another loopback port",
            "Conversación",
            "Isso inside an iframe served from another port (another origin) under the heading 'Conversación'.",
            path,
            render(
                "portal",
                SITES["es"],
                A["es-agua"],
                Blocks(
                    after=(
                        '<div class="conversacion"><h2>Conversación</h2><p>Participa con respeto. Las normas de la comunidad, '
                        '<a href="/normas.html">aquí</a>.</p><iframe src="@@OTHER@@'
                        + frame
                        + '" title="Conversación de los lectores" '
                        'width="100%" height="760" style="border:0"></iframe></div>'
                    )
                ),
            ),
            [
                S(
                    "Manuel Ortega",
                    "En mi pueblo llevamos dos veranos con cortes por la noche y nadie arregla las tuberías. Se pierde más agua en las fugas que en las piscinas.",
                ),
                S(
                    "Carmen R.",
                    "Lo de los agricultores es lo más grave. Un recorte del 40 % significa que muchos no van a poder cosechar este año.",
                ),
                S(
                    "Pedro Jiménez",
                    "Y aun así se siguen plantando olivares de regadío donde antes había secano. Algo no cuadra.",
                    1,
                ),
                S(
                    "Ana Belén",
                    "¿Alguien sabe si el decreto afecta también a Montilla? En la web del ayuntamiento no pone nada.",
                ),
            ],
            system="isso",
            thread_path=frame,
            thread_server="other",
            files={
                frame: (
                    '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Conversación</title>'
                    "<style>body{font:15px/1.5 Verdana,sans-serif;margin:8px}</style></head><body>"
                    + isso_embed("es")
                    + "</body></html>\n"
                )
            },
        )
    )

    path = "/cronaca/funivia-monte-bianco-riapre.html"
    cases.append(
        Case(
            "isso-it-lazy",
            "real_system",
            "it",
            "lazy_scroll",
            "<div id=discussione>",
            "Discussione",
            "Isso whose script the page injects only when the discussion block scrolls into view.",
            path,
            render(
                "daily",
                SITES["it"],
                A["it-funivia"],
                Blocks(
                    after=(
                        '<div id="discussione"><h2>Discussione</h2>'
                        + isso_embed("it", load="later")
                        + "</div>"
                    ),
                    end=WATCH
                    + "<script>whenSeen(document.getElementById('discussione'), loadIsso);</script>",
                ),
            ),
            [
                S(
                    "Franco Bellini",
                    "68 euro per salire in funivia sono davvero tanti per una famiglia. Con due figli si spendono quasi 300 euro in una mattina.",
                ),
                S(
                    "Elena M.",
                    "Ci sono stata l'anno scorso prima della chiusura: la vista dalla terrazza vale ogni centesimo.",
                ),
                S(
                    "Roberto",
                    "I bambini sotto i 12 anni pagano la metà, quindi un po' meno. Comunque resta caro.",
                    0,
                ),
            ],
            system="isso",
        )
    )

    path = "/region/nowy-most-na-wisloku.html"
    cases.append(
        Case(
            "isso-pl-modal",
            "real_system",
            "pl",
            "modal",
            "<dialog>",
            "Opinie czytelników (button)",
            "Isso inside a <dialog> that the button 'Opinie czytelników (4)' opens; Isso loads when the dialog opens.",
            path,
            render(
                "portal",
                SITES["pl"],
                A["pl-most"],
                Blocks(
                    after=(
                        '<div class="opinie-box"><button type="button" id="open-op">Opinie czytelników (4)</button>'
                        '<dialog id="op-dialog" aria-label="Opinie czytelników" style="width:640px;max-height:80vh">'
                        '<form method="dialog"><button>Zamknij ✕</button></form>'
                        + isso_embed("pl", load="later")
                        + "</dialog></div>"
                    ),
                    end="<script>document.getElementById('open-op').addEventListener('click', () => "
                    "{ document.getElementById('op-dialog').showModal(); loadIsso(); });</script>",
                ),
            ),
            [
                S(
                    "Krzysztof W.",
                    "Pierwszy raz widzę, żeby coś w Rzeszowie skończyli przed terminem. Brawo dla wykonawcy.",
                ),
                S(
                    "Magda_Rz",
                    "Dzisiaj rano jechałam tym mostem do pracy, zaoszczędziłam dobre piętnaście minut.",
                ),
                S("Tomasz", "Poczekajmy do pierwszej zimy, wtedy zobaczymy jakość tego asfaltu.", 0),
                S(
                    "Jan Nowak",
                    "A kładka dla rowerów miała być razem z mostem. Znowu obiecują na przyszły rok.",
                ),
            ],
            system="isso",
        )
    )

    path = "/lokalt/badhuset-stanger.html"
    debatt = "/lokalt/badhuset-stanger/debatt.html"
    debatt_article = Article(
        "Debatt: Kommunen stänger badhuset i Haparanda under ett år",
        "Läsarnas debatt om artikeln. Håll god ton.",
        "Norrlandskuriren",
        "2025-01-14T07:30:00+01:00",
        (),
        kicker="Tillbaka till artikeln",
    )
    cases.append(
        Case(
            "isso-sv-separate-page",
            "real_system",
            "sv",
            "separate_page",
            "a page of its own",
            "Debatt",
            "The article links 'Diskutera artikeln (5)' to a separate debate page where Isso runs.",
            path,
            render(
                "local",
                SITES["sv"],
                A["sv-ven"],
                Blocks(after=(f'<p class="debatt-lank"><a href="{debatt}">Diskutera artikeln (5)</a></p>')),
            ),
            [
                S(
                    "Birgitta L.",
                    "Det var ju bara en tidsfråga. Ventilationen har luktat konstigt i flera år.",
                ),
                S(
                    "Mikael",
                    "Bra att barnen åtminstone får simma i Torneå. Hoppas bussen är gratis för familjerna.",
                ),
                S("Sara Niemi", "Bussen betalas av kommunen, det stod i föräldrabrevet från skolan.", 1),
                S(
                    "Olle Berg",
                    "48 miljoner för en renovering. Hade det inte varit billigare att bygga nytt?",
                ),
                S("Birgitta L.", "Nybygge var utrett och skulle kosta det dubbla enligt kommunen.", 3),
            ],
            system="isso",
            thread_path=debatt,
            comments_page=debatt,
            files={
                debatt: render(
                    "local",
                    SITES["sv"],
                    debatt_article,
                    Blocks(
                        after=(
                            f'<p><a href="{path}">← Kommunen stänger badhuset i Haparanda under ett år</a></p>'
                            "<h2>Debatt</h2>" + isso_embed("sv")
                        )
                    ),
                )
            },
        )
    )

    path = "/gorod/novyj-tramvajnyj-marshrut.html"
    cases.append(
        Case(
            "isso-ru-more-buttons",
            "real_system",
            "ru",
            "load_more",
            "<div class=obsuzhdenie>",
            "Обсуждение",
            "Isso showing 2 top-level comments and 1 reply each; the rest behind Isso's own 'show more' links.",
            path,
            render(
                "daily",
                SITES["ru"],
                A["ru-tram"],
                Blocks(
                    after=(
                        '<div class="obsuzhdenie"><h2>Обсуждение</h2>'
                        + isso_embed(
                            "ru", extra='data-isso-max-comments-top="2" data-isso-max-comments-nested="1"'
                        )
                        + "</div>"
                    )
                ),
            ),
            [
                S(
                    "Владимир П.",
                    "Наконец-то! Из Северного до центра на автобусе сейчас больше часа в пробках.",
                ),
                S("Оксана", "Если трамвай будет ходить по выделенной полосе, то да, доедем за полчаса.", 0),
                S("Геннадий", "Главное, чтобы зимой стрелки не замерзали, как на пятом маршруте.", 0),
                S("Марина Кузнецова", "Интересно, а остановку у поликлиники сделают? В проекте её не видно."),
                S(
                    "Дмитрий С.",
                    "Четырнадцать вагонов на такую длинную линию мало. Интервал шесть минут будет только на бумаге.",
                ),
                S("Алла", "В прошлом году тоже обещали, что автобусы будут ходить каждые десять минут.", 4),
                S("Сергей Иванов", "Хорошая новость для города, давно пора развивать электротранспорт."),
            ],
            system="isso",
        )
    )

    # --- Waline -------------------------------------------------------------------------------
    path = "/region/zingst-strandstrasse-autofrei.html"
    cases.append(
        Case(
            "waline-de-button",
            "real_system",
            "de",
            "button",
            "<article class=meinungen>",
            "Meinungen",
            "Waline mounted when the reader presses '5 Meinungen anzeigen'.",
            path,
            render(
                "magazine",
                SITES["de2"],
                A["de-kuste"],
                Blocks(
                    head=WALINE_CSS,
                    after=(
                        '<article class="meinungen"><h2>Meinungen</h2><button type="button" id="wl-open">5 Meinungen anzeigen</button>'
                        '<div id="wl-box"></div></article>'
                    ),
                    end=waline_embed("root", path, "de")
                    + "<script>document.getElementById('wl-open').addEventListener('click', e => "
                    "{ mountWaline(document.getElementById('wl-box')); e.target.remove(); });</script>",
                ),
            ),
            [
                S(
                    "Heike aus Prerow",
                    "Endlich! Im August kam man mit dem Kinderwagen kaum über die Straße, so voll war es.",
                ),
                S(
                    "Jens Möller",
                    "Für die Läden am Ende der Straße ist das eine Katastrophe. Wer schleppt denn seine Einkäufe zum Parkplatz am Ortseingang?",
                ),
                S(
                    "Frieda",
                    "Dafür gibt es doch den Pendelbus. In Warnemünde funktioniert das seit Jahren.",
                    1,
                ),
                S(
                    "K. Brandt",
                    "Lieferverkehr nur bis 10 Uhr ist für die Bäckereien unrealistisch, die bekommen zweimal am Tag Ware.",
                ),
                S(
                    "Urlauber aus Leipzig",
                    "Wir kommen seit zwölf Jahren nach Zingst und freuen uns auf eine ruhige Promenade.",
                ),
            ],
            system="waline",
        )
    )

    path = "/chiiki/renga-souko-bunka-shisetsu.html"
    cases.append(
        Case(
            "waline-ja-closed-shadow",
            "real_system",
            "ja",
            "closed_shadow_root",
            "<kd-voices> closed shadow root",
            "読者の声",
            "Waline mounted inside the closed shadow root of a custom element <kd-voices>.",
            path,
            render(
                "asia",
                SITES["ja"],
                A["ja-kou"],
                Blocks(
                    after="<kd-voices></kd-voices>",
                    end=waline_embed("root", path, "jp")
                    + """<script>
customElements.define('kd-voices', class extends HTMLElement {
  connectedCallback() {
    const root = this.attachShadow({ mode: 'closed' });
    root.innerHTML = '<link rel="stylesheet" href="/_vendor/waline/waline.css"><h3>読者の声</h3><div class="mount"></div>';
    mountWaline(root.querySelector('.mount'));
  }
});
</script>""",
                ),
            ),
            [
                S("港町の住人", "れんが倉庫が残るのはうれしいです。子どもの頃から見てきた景色なので。"),
                S("山本", "42億円は高すぎませんか。維持費も毎年かかるはずです。"),
                S("かおり", "国の補助金が半分出ると説明会で聞きました。それでも市の負担は大きいですね。", 1),
            ],
            system="waline",
        )
    )

    path = "/cidade/tarifa-onibus-reajuste.html"
    cases.append(
        Case(
            "waline-pt-lazy",
            "real_system",
            "pt",
            "lazy_scroll",
            "<div class=conversa>",
            "Conversa",
            "Waline mounted when its block scrolls into view.",
            path,
            render(
                "magazine",
                SITES["pt"],
                A["pt-onibus"],
                Blocks(
                    head=WALINE_CSS,
                    after='<div class="conversa"><h2>Conversa</h2><div id="wl-pt"></div></div>',
                    end=WATCH
                    + waline_embed("root", path, "pt-BR")
                    + "<script>whenSeen(document.querySelector('.conversa'), () => mountWaline(document.getElementById('wl-pt')));</script>",
                ),
            ),
            [
                S(
                    "Marcos Vinícius",
                    "Cinco e cinquenta por um ônibus lotado e sem ar. O reajuste tinha que vir junto com a frota nova, não depois.",
                ),
                S(
                    "Patrícia Lima",
                    "Quem trabalha na região metropolitana pega dois ônibus por dia. São quase 300 reais por mês só de passagem.",
                ),
                S("João Pedro", "Os novos ônibus da linha 105 já têm ar-condicionado, pelo menos isso.", 0),
                S("Dona Célia", "Ainda bem que a gratuidade dos idosos continua."),
            ],
            system="waline",
        )
    )

    path = "/gundem/izmir-metro-buca-test.html"
    tr_locale = (
        "locale: { placeholder: 'Düşüncelerinizi yazın...', sofa: 'Henüz görüş yok.', submit: 'Gönder', "
        "reply: 'Yanıtla', cancelReply: 'Vazgeç', comment: 'Görüş', more: 'Daha fazla', nick: 'Ad', "
        "mail: 'E-posta', link: 'Site', preview: 'Önizleme', login: 'Giriş' },"
    )
    cases.append(
        Case(
            "waline-tr-open-shadow",
            "real_system",
            "tr",
            "open_shadow_root",
            "<okur-kosesi> open shadow root",
            None,
            "Waline (Turkish labels through its locale option) inside the open shadow root of <okur-kosesi>, no heading.",
            path,
            render(
                "portal",
                SITES["tr"],
                A["tr-metro"],
                Blocks(
                    after="<okur-kosesi></okur-kosesi>",
                    end=waline_embed("root", path, "en", extra=tr_locale)
                    + """<script>
customElements.define('okur-kosesi', class extends HTMLElement {
  connectedCallback() {
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<link rel="stylesheet" href="/_vendor/waline/waline.css"><div class="mount"></div>';
    mountWaline(root.querySelector('.mount'));
  }
});
</script>""",
                ),
            ),
            [
                S(
                    "Ayşe Demir",
                    "Buca'da oturuyorum, her sabah Konak'a gitmek bir saat sürüyor. Aralık ayını sabırsızlıkla bekliyoruz.",
                ),
                S("Hakan", "Esnafın zararını kim karşılayacak? Üç yıldır yol kapalı."),
                S("Serkan T.", "Belediye kira desteği verdi ama çok az kişi başvurabildi.", 1),
            ],
            system="waline",
        )
    )

    # --- django-comments-xtd --------------------------------------------------------------------
    nl_after = """<section class="lezers"><h2>Reacties</h2>
{% get_xtdcomment_tree for article as tree %}
<div class="lezers-lijst">{% include "cases/nl_items.html" with items=tree %}</div>
<p class="regels">Reageren kan tot 22.00 uur. Lees onze <a href="/huisregels/">huisregels</a>.</p>
</section>"""
    cases.append(
        Case(
            "xtd-nl-server-rendered",
            "real_system",
            "nl",
            "on_load",
            "<section class=lezers>, the site's own template",
            "Reacties",
            "django-comments-xtd rendered by the Django site with its own templates (no 'comment' in the markup), two reply levels.",
            "/regio/dijkversterking-lek.html",
            django_page("local", "nl", "nl-dijk", nl_after),
            [
                S(
                    "Henk van Dijk",
                    "Ik woon al veertig jaar aan de dijk en heb nog nooit water zien doorsijpelen. Waarom nu ineens zoveel haast?",
                ),
                S(
                    "Marloes",
                    "Omdat de normen strenger zijn geworden na 1995. Toen scheelde het maar een paar centimeter.",
                    0,
                ),
                S(
                    "Henk van Dijk",
                    "Dat weet ik nog goed, we hebben toen drie dagen bij mijn zus in Utrecht gezeten.",
                    1,
                ),
                S(
                    "Pieter Smit",
                    "Twee jaar de dijkweg dicht is voor de fietsers naar school in Schoonhoven een flinke omweg.",
                ),
                S("Anouk B.", "Goed dat het Rijk het meeste betaalt. Veiligheid gaat voor."),
            ],
            system="django-comments-xtd",
            server="django",
            static=True,
        )
    )

    en_after = """<div class="article-extra">
{% render_xtdcomment_tree for article %}
</div>"""
    cases.append(
        Case(
            "xtd-en-default-template",
            "real_system",
            "en",
            "on_load",
            "<div class=article-extra>, the package's own template",
            None,
            "django-comments-xtd's own comment_tree template, server-rendered, without a heading.",
            "/local/waterfront-library-approved.html",
            django_page("daily", "en", "en-lib", en_after),
            [
                S(
                    "Peter Walsh",
                    "About time. The temporary library in the town hall has about a tenth of the books and nowhere to sit.",
                ),
                S(
                    "Janet Moore",
                    "£14m when the council is closing two youth centres. I love libraries but the priorities are wrong.",
                ),
                S(
                    "Tom H.",
                    "The youth centres come out of a different budget, the library is mostly paid by borrowing against the old site.",
                    1,
                ),
                S("Gareth", "Will the new building have parking? The old one was impossible on Saturdays."),
            ],
            system="django-comments-xtd",
            server="django",
            static=True,
        )
    )

    ar_after = """<section class="araa"><h2>آراء القراء</h2>
<button type="button" id="show-araa">عرض آراء القراء (3)</button>
<div id="comments"></div></section>
<script>window.comments_props = {% get_commentbox_props for article %};
window.comments_props_override = { allow_comments: true, allow_feedback: false, show_feedback: false, allow_flagging: false, polling_interval: 600000 };</script>"""
    ar_end = """<script>
function loadScript(src) { return new Promise((ok, bad) => { const s = document.createElement('script'); s.src = src; s.onload = ok; s.onerror = bad; document.body.append(s); }); }
document.getElementById('show-araa').addEventListener('click', async (e) => {
  e.target.remove();
  for (const src of ['@@MAIN@@/_vendor/react/react.production.min.js', '@@MAIN@@/_vendor/react-dom/react-dom.production.min.js',
                     '@@MAIN@@/_vendor/remarkable/remarkable.min.js', '/jsi18n/', '/static/django_comments_xtd/js/django-comments-xtd-2.10.13.js'])
    await loadScript(src);
});
</script>"""
    cases.append(
        Case(
            "xtd-ar-react-button",
            "real_system",
            "ar",
            "button",
            "<section class=araa> (the plugin's #comments)",
            "آراء القراء",
            "django-comments-xtd's React client (its JS plugin with React 18 and remarkable), loaded by the button 'عرض آراء القراء (3)'.",
            "/mahalliyat/tatwir-alkurnish.html",
            django_page("asia", "ar", "ar-corniche", ar_after, end=ar_end),
            [
                S("أبو فهد", "مشروع ممتاز، الكورنيش يحتاج إلى مسار للدراجات منذ سنوات."),
                S("نورة", "أتمنى أن تكون هناك مظلات كافية، الجلوس في الصيف مستحيل بدونها."),
                S("خالد الحربي", "المخطط يتضمن مظلات كل خمسين مترا حسب ما نشرته البلدية.", 1),
            ],
            system="django-comments-xtd",
            server="django",
        )
    )

    return cases
