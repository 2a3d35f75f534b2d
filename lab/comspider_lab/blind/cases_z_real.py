"""Blind set Z: discussions on the real comment systems the harness runs (Isso, Waline, django-comments-xtd), embedded
in ways no earlier set used: Isso in a fixed-height scroll pane beside a timeline panel (fi), in a cell of an old
layout table (el), inside the story's own ``<article>`` between the last paragraph and the article's signature line
(uk), in a box floated inside the article's text after its second paragraph (it); Waline in the second view of a
hash-routed page, shown by the link "Conversa (6)" (pt-BR), below a scrolling photo story of full-height panels (ja),
below a soft paywall's subscription box that cuts the article short (de); django-comments-xtd server-rendered as chat
bubbles with the name and time under each (nl), as nested ``<dl>``s (sv) and as one ``<form>`` an entry with its vote
buttons, replies in a div after their parent's form (cs) (written from memory of the general shape of such pages, in
invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_z_common import (
    TAIL,
    PartsK,
    Story,
    box,
    django_html,
    links,
    make,
    story,
    thread,
    xtd_tree,
)
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed

# --------------------------------------------------------------------------- Isso


def isso_fi_split() -> Case:
    c = thread(
        """
Markku Vesala | | - | Hyvä että silta vihdoin korjataan. Ajoin siitä joka päivä töihin ja kaiteet olivat jo pelottavassa kunnossa.
Anneli | | 0 | Samaa mieltä. Toivottavasti kevyen liikenteen väylä tehdään samalla leveämmäksi.
Tuomas Rinne | | - | Kolme kuukautta kiertotietä on pitkä aika. Koulukyydit menevät nyt kymmenen kilometriä pidemmän matkan.
Sirpa K. | | 2 | Kunta lupasi lisävuoron aamuksi. Kysyin asiaa sivistystoimesta eilen.
Pentti Laakso | | - | Muistan kun silta rakennettiin vuonna 1974. Silloinkin kesti puoli vuotta.
Jonna | | - | Kiitos selkeästä jutusta ja kartasta.
"""
    )
    block = (
        '<div class="ob-split" style="display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:20px;margin-top:24px">'
        '<div class="ob-pane-l"><h3>Näin työt etenevät</h3><ol><li>Kesäkuu: vanhat kaiteet puretaan</li>'
        "<li>Heinäkuu: kannen valu</li><li>Elokuu: päällystys ja avaus</li></ol></div>"
        '<div class="ob-pane-r" id="keskustelu-ruutu" style="height:420px;overflow-y:auto;border:1px solid #ddd;padding:10px">'
        '<h3 class="ob-pane-h">Lukijoiden keskustelu</h3>' + isso_embed("fi") + "</div></div>"
    )
    st = story(
        "Kirkonkylän silta suljetaan kesäksi",
        "Teksti: Riikka Nieminen",
        "2025-05-20T07:30:00+03:00",
        "20.5.2025",
        """
Kirkonkylän silta suljetaan liikenteeltä kesäkuun alusta elokuun loppuun. Sillan kansi ja kaiteet uusitaan.

Kiertotie kulkee Myllykylän kautta, ja matka pitenee noin kymmenen kilometriä.

Kunnan mukaan korjausta ei voi enää lykätä, sillä sillan kunto heikkeni viime talvena nopeasti.
""",
        section="Kylät",
    )
    return make(
        "z-isso-fi-split",
        "real_system",
        "ob",
        "isso-fi",
        st,
        PartsK(after=block, rail=box("ob", "Luetuimmat", links("Kesäteatteri|Uimaranta|Pesis"))),
        c,
        path="/kylat/kirkonkylan-silta-suljetaan",
        container="div.ob-split (two panes below the article) > div#keskustelu-ruutu (height:420px; overflow-y:auto, a scroll pane beside a works timeline) > Isso's section#isso-thread, Finnish",
        heading="Lukijoiden keskustelu",
        description="A Finnish local paper of 2025: Isso (fi) in a fixed-height scroll pane (overflow-y:auto) beside a panel of the works' timeline, below the article; 6 comments (2 replies).",
        static=False,
        system="isso",
        check_steps=("wait:2000",),
    )


def isso_el_table() -> Case:
    c = thread(
        """
Σπύρος Μεταξάς | | - | Επιτέλους θα φτιαχτεί το μονοπάτι προς τον φάρο. Το περπατούσαμε παιδιά και είχε χαθεί μέσα στα σχοίνα.
Ελένη | | 0 | Ελπίζω να βάλουν και λίγα παγκάκια στη διαδρομή για τους μεγαλύτερους.
Νίκος Βλάχος | | - | Ποιος θα το συντηρεί μετά; Κάθε χρόνο φτιάχνουμε κάτι και σε δύο χρόνια το ξεχνάμε.
Μαρία Κ. | | - | Ωραία είδηση. Θα έρθουμε με τον σύλλογο να βοηθήσουμε στον καθαρισμό.
Γιάννης από Λευκίμμη | | - | Και τα μονοπάτια του νότου; Δεν είναι μόνο ο βορράς στο νησί.
"""
    )
    block = (
        '<table class="ob-lay" width="100%" cellpadding="8" cellspacing="0" border="0" style="margin-top:24px"><tr>'
        '<td valign="top" width="68%" class="ob-lay-main" id="gnomes"><font size="4"><b>Οι αναγνώστες γράφουν</b></font><br>'
        + isso_embed("el")
        + '</td><td valign="top" class="ob-lay-side" bgcolor="#f3f3f3"><b>Διαδρομές</b><br>'
        '<a href="/monopatia/">Όλα τα μονοπάτια</a><br><a href="/chartis/">Χάρτης</a><br><a href="/kairos/">Καιρός</a></td></tr></table>'
    )
    st = story(
        "Ανοίγει ξανά το παλιό μονοπάτι προς τον φάρο",
        "Της Αθηνάς Ραυτοπούλου",
        "2025-04-02T09:00:00+03:00",
        "2 Απριλίου 2025",
        """
Το παλιό μονοπάτι από το χωριό προς τον φάρο θα καθαριστεί και θα σηματοδοτηθεί μέχρι τον Ιούνιο. Το έργο χρηματοδοτεί ο δήμος.

Εθελοντές από τρεις συλλόγους έχουν ήδη δηλώσει συμμετοχή. Η διαδρομή είναι τέσσερα χιλιόμετρα.
""",
        section="Νησί",
    )
    return make(
        "z-isso-el-table",
        "real_system",
        "ob",
        "isso-el",
        st,
        PartsK(after=block, rail=box("ob", "Δημοφιλή", links("Πανηγύρι|Λιμάνι|Ποδόσφαιρο"))),
        c,
        path="/nisi/monopati-faros",
        container="table.ob-lay (an old layout table below the article) > td#gnomes (width 68%, a <font size=4> heading) > Isso's section#isso-thread, Greek; links in the next cell",
        heading="Οι αναγνώστες γράφουν",
        description="A Corfu news site: Isso (el) in the first cell of an old-fashioned layout table (td width=68%, a side cell of links beside it), below the article; 5 comments (1 reply).",
        static=False,
        system="isso",
        check_steps=("wait:2000",),
    )


def isso_uk_inarticle() -> Case:
    c = thread(
        """
Василь Гуменюк | | - | Дякую за репортаж. Мій дід працював на цьому млині, коли я був малим.
Оксана | | 0 | Василю, а у вас збереглися фото? Музей збирає спогади.
Роман Ткач | | - | Добре, що будівлю не знесли. Хай буде музей, аби не руїна.
Ірина Мазур | | - | Коли відкриття? У статті не сказано, чи можна прийти зі школярами.
Подільська хвиля | | 3 | Ірино, відкриття заплановане на 24 серпня, групи школярів приймають за записом.
Степан | | - | Цікаво було б почути й сам репортаж наживо. Коли повтор в ефірі?
Леся Бондар | | - | Гарна новина для всього району.
"""
    )
    tail = (
        '<section class="ra-talk" id="rozmova"><h2 class="ra-talk-h">Розмова слухачів</h2>'
        + isso_embed("uk")
        + "</section>"
        + TAIL
    )
    st = story(
        "Старий водяний млин на Смотричі стане музеєм",
        "Автор: Марта Левицька",
        "2025-06-11T10:00:00+03:00",
        "11 червня 2025",
        """
Громада викупила старий водяний млин на Смотричі й перетворить його на музей. Ремонт даху вже почався.

У музеї покажуть жорна, старі мішки й фотографії мірошників. Частину речей принесли місцеві мешканці.
""",
        section="Громади",
    )
    return make(
        "z-isso-uk-inarticle",
        "real_system",
        "ra",
        "isso-uk",
        st,
        PartsK(after=tail, rail=box("ra", "Зараз в ефірі", "<p>Ранкова розмова, 10:00–12:00</p>")),
        c,
        path="/hromady/vodyanyi-mlyn-muzei",
        container="article.ra-text (the story's own element) > section#rozmova, between the last paragraph and the article's credit line > Isso's section#isso-thread, Ukrainian",
        heading="Розмова слухачів",
        description="A regional radio's news page of 2025: Isso (uk) inside the story's own <article> element, after the last paragraph and before the credit line; the station answers a listener; 7 comments (1 reply).",
        static=False,
        system="isso",
        check_steps=("wait:2000",),
    )


def isso_it_midbody() -> Case:
    c = thread(
        """
Giorgio Pellegrini | | - | Finalmente una decisione sulla funivia. Senza, il paese in inverno è tagliato fuori.
Luisa Bonetti | | 0 | Sì, ma il biglietto a 12 euro per i residenti è troppo caro.
Don Attilio | | - | Speriamo che i lavori non durino quanto quelli della strada del passo.
Franca | | - | Chi abita in alto aspetta da anni. Bene così.
"""
    )
    inbody = (
        '<div class="ob-float" id="dite" style="float:right;width:46%;margin:0 0 12px 18px;border:1px solid #ccc;padding:10px;background:#fdfdfd">'
        '<p class="ob-float-h"><b>Dite la vostra</b></p>' + isso_embed("it") + "</div>"
    )
    st = story(
        "La funivia di Pian Rosso riaprirà a dicembre",
        "di Marco Zanetti",
        "2025-09-03T08:00:00+02:00",
        "3 settembre 2025",
        """
La funivia che collega il paese a Pian Rosso riaprirà a dicembre dopo due anni di fermo. La Regione ha approvato il finanziamento per le nuove cabine.

Il cantiere partirà a fine settembre. Le cabine arriveranno a novembre e saranno collaudate in tre settimane.

Per i residenti è previsto un abbonamento annuale. Il prezzo del biglietto singolo non è ancora stato deciso.

Il sindaco ha ringraziato i comitati che per due anni hanno raccolto firme.

La funivia trasportava fino a quattrocento persone l'ora prima della chiusura.
""",
        section="Valli",
    )
    return make(
        "z-isso-it-midbody",
        "real_system",
        "ob",
        "isso-it",
        st,
        PartsK(
            inbody=inbody, rail=box("ob", "I più letti", links("Sagra della castagna|Neve a ottobre|Hockey"))
        ),
        c,
        path="/valli/funivia-pian-rosso-riapre",
        container="div.ob-text (the article's text) > div#dite (floated right, after the second paragraph, three more paragraphs flow around it) > Isso's section#isso-thread, Italian",
        heading="Dite la vostra",
        description="An Alpine daily of 2025: Isso (it) in a box floated right inside the article's text after its second paragraph, the rest of the text flowing beside it; 4 comments (1 reply).",
        static=False,
        system="isso",
        check_steps=("wait:2000",),
    )


# --------------------------------------------------------------------------- Waline


def waline_pt_hashview() -> Case:
    path = "/cidades/feira-do-pequi-volta"
    c = thread(
        """
Cláudia Rezende | | - | Que saudade da feira do pequi. Vou levar minha mãe, ela vendia doce lá nos anos 90.
Beto Amaral | | 0 | Minha avó também vendia. Era a melhor festa da cidade.
Jussara | | - | Vai ter estacionamento? Da última vez foi um caos na avenida.
Dona Célia | | - | Gostaria de saber se os produtores da zona rural vão pagar pela barraca.
Wellington Souza | | 3 | Pelo edital, os produtores cadastrados não pagam. Está no site da secretaria.
Marcos V. | | - | Bom demais. Cidade precisa de festa assim.
"""
    )
    views = (
        '<p class="ob-views"><a id="ir-conversa" href="#/conversa">💬 Conversa (6)</a></p>'
        '<div id="vista-conversa" class="ob-view" hidden><p><a href="#/">← Voltar à matéria</a></p>'
        '<h2 class="ob-view-h">Conversa</h2><div id="wl-pt"></div></div>'
    )
    script = (
        waline_embed("'#wl-pt'", path, "pt-BR")
        + """<script>
var wlMounted = false;
function route() {
  var talk = location.hash === '#/conversa';
  document.querySelector('.ob-art').hidden = talk;
  document.getElementById('vista-conversa').hidden = !talk;
  if (talk && !wlMounted) { wlMounted = true; mountWaline(); }
}
window.addEventListener('hashchange', route);
route();
</script>"""
    )
    st = story(
        "Feira do Pequi volta ao centro depois de cinco anos",
        "Por Larissa Campos",
        "2025-11-05T09:00:00-03:00",
        "05/11/2025",
        """
A tradicional Feira do Pequi volta à praça central no fim de semana, depois de cinco anos sem edição. Serão quarenta barracas de produtores da região.

A prefeitura promete shows à noite e uma área para crianças. A entrada é gratuita.
""",
        section="Cidades",
    )
    return make(
        "z-waline-pt-hashview",
        "real_system",
        "ob",
        "wl-pt",
        st,
        PartsK(
            head=WALINE_CSS,
            after=views,
            rail=box("ob", "Mais lidas", links("Chuva de granizo|Novo hospital|Goiás x Vila")),
            end=script,
        ),
        c,
        path=path,
        reveal="click: the link '💬 Conversa (6)' sets the hash #/conversa; the page's router hides the article's view and shows the discussion's view, mounting Waline",
        container="div#vista-conversa (a second view of a hash-routed page, hidden until #/conversa) > div#wl-pt: Waline, Portuguese (Brazil)",
        heading="Conversa",
        description="A Brazilian city site of 2025: Waline (pt-BR) in the second view of a hash-routed page: the link '💬 Conversa (6)' swaps the article's view for the discussion's and mounts Waline; 6 comments (2 replies).",
        static=False,
        system="waline",
        check_steps=("click:#ir-conversa", "wait:2500"),
    )


def waline_ja_scrolly() -> Case:
    path = "/machi/minato-no-yoake"
    c = thread(
        """
港の近所の者 | | - | 写真がどれも美しいです。朝の市場の空気まで伝わってきました。
みどり | | 0 | 同感です。三枚目の漁船の写真、家族に見せたいです。
坂口 徹 | | - | 祖父が漁師でした。夜明け前の港の音を思い出しました。
ゆうた | | - | 市場の見学は予約が必要ですか。子どもと行ってみたいです。
北浜の主婦 | | - | 記事と写真の組み合わせがとても良かったです。次回も楽しみにしています。
"""
    )
    panels = "".join(
        f'<section class="fe-panel" style="min-height:100vh;display:flex;align-items:flex-end;background:#{bg}">'
        f'<div style="background:rgba(255,255,255,.9);padding:16px;margin:24px;max-width:420px"><p>{txt}</p></div></section>'
        for bg, txt in (
            ("1b2a41", "午前四時、最初の漁船が港に戻ってくる。"),
            ("324a5f", "氷の箱が次々と岸壁に並べられる。"),
            ("0c7489", "競りは五時に始まり、三十分で終わる。"),
            ("8ab6c4", "夜が明けるころ、市場はもう片付けを始めている。"),
            ("d9c8a9", "港の一日は、町の人がまだ眠っているうちに終わる。"),
        )
    )
    block = (
        f'<div class="fe-scrolly">{panels}</div>'
        '<section class="fe-voices" id="koe"><h2>読者の声</h2><div id="wl-ja"></div></section>'
    )
    script = waline_embed("'#wl-ja'", path, "ja") + "<script>mountWaline();</script>"
    st = story(
        "写真で見る：港の夜明け",
        "文・写真：西村 葵",
        "2025-02-14T06:00:00+09:00",
        "2025年2月14日",
        """
北浜港の朝は、町のどこよりも早く始まる。漁船が戻り、競りが開かれ、魚が町へ運ばれていく。

その数時間を写真で追った。
""",
        section="まち",
    )
    return make(
        "z-waline-ja-scrolly",
        "real_system",
        "fe",
        "wl-ja",
        st,
        PartsK(
            head=WALINE_CSS,
            after=block,
            rail=box("fe", "ほかの記事", links("灯台の一年|朝市の歩き方")),
            end=script,
        ),
        c,
        path=path,
        container="section#koe (after a photo story of five full-height panels, section.fe-panel, min-height:100vh each) > div#wl-ja: Waline, Japanese",
        heading="読者の声",
        description="A harbour town's blog-like news site of 2025: Waline (ja) below a scrolling photo story of five full-height panels, five screens below the short text; 5 comments (1 reply).",
        static=False,
        system="waline",
        check_steps=("wait:2500",),
    )


def waline_de_paywall() -> Case:
    path = "/orte/hallenbad-schliesst"
    c = thread(
        """
Heike Brandl | | - | Das Hallenbad war der einzige Ort im Tal, wo die Kinder im Winter schwimmen lernen konnten. Sehr schade.
Thomas Eder | | 0 | Die Schulen fahren jetzt nach Kirchberg. Das sind 40 Minuten Bus pro Strecke.
Sepp | | - | Wer soll die Sanierung zahlen? Die Gemeinde hat doch schon Schulden genug.
Monika Huber | | - | Man hätte vor zehn Jahren sanieren müssen, dann wäre es billiger gewesen.
Andreas | | 3 | Vor zehn Jahren hat der Gemeinderat genau das abgelehnt, ich war in der Sitzung.
Lisa Rainer | | - | Gibt es schon eine Unterschriftenliste? Ich würde sofort unterschreiben.
Franz Leitner | | - | Traurig, aber bei den Energiepreisen wohl nicht zu ändern.
Katrin | | - | Danke für den Bericht, auch wenn er traurig ist.
"""
    )
    pay = (
        '<div class="ra-cut" style="position:relative;margin-top:-90px;height:90px;background:linear-gradient(rgba(255,255,255,0),#fff)"></div>'
        '<div class="ra-abo" id="plus-abo" style="border:2px solid #2d2a6e;padding:16px;text-align:center">'
        "<p><b>Weiterlesen mit Talbote Plus</b></p><p>Alle Artikel, das E-Paper und den Newsletter für 7,90 € im Monat.</p>"
        '<a href="/abo/">Jetzt abonnieren</a> · <a href="/login/">Ich bin schon Abonnent</a></div>'
        '<section class="ra-mein" id="leserstimmen"><h2>Leserstimmen</h2><div id="wl-de"></div></section>'
    )
    script = waline_embed("'#wl-de'", path, "de") + "<script>mountWaline();</script>"
    st = story(
        "Hallenbad im Obertal schließt Ende März",
        "Von Martina Gruber",
        "2025-01-22T18:00:00+01:00",
        "22.01.2025",
        """
Das Hallenbad im Obertal schließt Ende März. Der Gemeinderat hat am Dienstagabend mit knapper Mehrheit gegen eine Sanierung gestimmt.

Die Kosten für Dach und Technik hätten bei 4,2 Millionen Euro gelegen.
""",
        section="Orte",
    )
    return make(
        "z-waline-de-paywall",
        "real_system",
        "ra",
        "wl-de",
        st,
        PartsK(
            head=WALINE_CSS, after=pay, rail=box("ra", "Im Programm", "<p>Talrunde, 18:05</p>"), end=script
        ),
        c,
        path=path,
        container="section#leserstimmen (below a soft paywall: the article cut short by a fade and div#plus-abo, a subscription offer) > div#wl-de: Waline, German",
        heading="Leserstimmen",
        description="A valley paper of 2025: the article cut short by a soft paywall's fade and subscription box ('Weiterlesen mit Talbote Plus'), Waline (de) shown in full below it; 8 comments (2 replies).",
        static=False,
        system="waline",
        check_steps=("wait:2500",),
    )


# --------------------------------------------------------------------------- django-comments-xtd


def _django(case: Case, template: str, key: str, st: Story, parts: PartsK, tree: str) -> Case:
    """The case's page served by the Django site: the same page as a template whose thread is the live tree."""
    case.server = "django"
    case.html = django_html(template, key, st, parts, tree)
    return case


def xtd_nl_bubbles() -> Case:
    c = thread(
        """
Gerrit Bos | | - | Eindelijk een pont die ook in de winter vaart. Ik fiets elke dag naar mijn werk aan de overkant.
Annemiek | | 0 | Ik ook! Vorig jaar stond ik drie weken voor niks aan de steiger.
Gerrit Bos | | 1 | Dan zien we elkaar vast op de pont, Annemiek.
Henk de Vries | | - | Wie betaalt de extra diensten? Dat staat er niet bij.
Marloes | | - | Fijn nieuws voor de scholieren van het eiland.
Dorpsraad Oosterwaard | | 3 | Henk, de provincie betaalt de eerste twee jaar, daarna wordt het opnieuw bekeken.
"""
    )
    item = lambda v: (  # noqa: E731
        f'<div class="bu-one"><div class="bu-b" style="background:#e7f1ff;border-radius:16px;padding:10px 14px;display:inline-block">{{{{ {v}.comment|linebreaksbr }}}}</div>'
        f'<div class="bu-s"><small>{{{{ {v}.name }}}} · {{{{ {v}.submit_date|date:"j M H:i" }}}}</small> <a href="#bu-form">Reageer</a></div>'
    )
    tree = (
        '<section class="bu" id="praat-mee"><h2 class="bu-h">Wat vindt u?</h2><div class="bu-chat">'
        + xtd_tree(lambda v: item(v), ('<div class="bu-re" style="margin-left:40px">', "</div>")).replace(
            "{% endfor %}", "</div>{% endfor %}"
        )
        + "</div></section>"
    )
    args = (
        story(
            "Pont naar Oosterwaard vaart voortaan ook in de winter",
            "Door Sanne Jongman",
            "2025-10-14T08:00:00+02:00",
            "14 oktober 2025",
            """
Het pontje tussen het dorp en Oosterwaard vaart vanaf november ook in de wintermaanden. Tot nu toe lag de pont van december tot maart stil.

De provincie betaalt de extra vaardiensten de komende twee jaar.
""",
            section="Dorpen",
        ),
    )
    parts = PartsK(rail=box("ra", "Op de radio", "<p>Polderpraat, 12:00</p>"))
    case = make(
        "z-xtd-nl-bubbles",
        "real_system",
        "ra",
        "xtd-nl",
        args[0],
        PartsK(rail=parts.rail),
        c,
        path="/dorpen/pont-oosterwaard-winter.html",
        container="section#praat-mee: div.bu-chat of div.bu-one entries (div.bu-b a speech bubble with the text; div.bu-s: small 'name · j M H:i', 'Reageer'); replies in div.bu-re (margin-left) inside their parent's, two levels",
        heading="Wat vindt u?",
        description="A polder paper of 2025: django-comments-xtd server-rendered as chat bubbles, the name and time under each bubble, replies indented inside their parent's entry, two levels; 6 comments (3 replies, 1 to a reply).",
        static=True,
        system="django-comments-xtd",
    )
    return _django(case, "ra", "xtd-nl", args[0], parts, tree)


def xtd_sv_dl() -> Case:
    c = thread(
        """
Lennart Sjöberg | | - | Bra att vårdcentralen får behålla kvällsöppet. Annars hade vi fått åka till Kramfors.
Eva Nordin | | 0 | Precis. Och bussen går inte efter sju.
Birgitta | | - | Hur länge gäller beslutet? Det står bara att det är tillfälligt.
Kjell Ödmark | | 2 | Till årsskiftet enligt regionens protokoll.
Maja | | - | Tack för att ni bevakar det här.
"""
    )
    item = lambda v: (  # noqa: E731
        f'<dt class="dv-w"><span class="dv-n">{{{{ {v}.name }}}}</span>, <span class="dv-d">{{{{ {v}.submit_date|date:"j/n Y, H.i" }}}}</span></dt>'
        f'<dd class="dv-x"><p>{{{{ {v}.comment }}}}</p><a class="dv-s" href="#dv-form">Svara</a>'
    )
    tree = (
        '<section class="dv" id="lasarrost"><h2 class="dv-h">Läsarröster</h2><dl class="dv-l">'
        + xtd_tree(item, ('<dl class="dv-l dv-in" style="margin-left:1.5em">', "</dl>")).replace(
            "{% endfor %}", "</dd>{% endfor %}"
        )
        + "</dl></section>"
    )
    st = story(
        "Vårdcentralen behåller kvällsöppet året ut",
        "Av Jonas Berglund",
        "2025-08-27T07:00:00+02:00",
        "27 augusti 2025",
        """
Vårdcentralen i Bjärtrå får ha öppet till klockan 20 på vardagar året ut. Regionen hade föreslagit att kvällsmottagningen skulle stängas i september.

Efter protester från kommunen och pensionärsföreningarna ändrades beslutet.
""",
        section="Orter",
    )
    rail = box("fe", "Mest läst", links("Älvfestivalen|Ny bro|Hockeypremiär"))
    case = make(
        "z-xtd-sv-dl",
        "real_system",
        "fe",
        "xtd-sv",
        st,
        PartsK(rail=rail),
        c,
        path="/orter/vardcentralen-kvallsoppet.html",
        container="section#lasarrost: dl.dv-l, a dt per entry (span.dv-n name, span.dv-d 'j/n Y, H.i') and a dd (p text, 'Svara'); replies in a dl.dv-in inside their parent's dd",
        heading="Läsarröster",
        description="A river valley paper's blog-like site of 2025: django-comments-xtd server-rendered as nested <dl>s, the name and date in the <dt>, the text in the <dd>, replies a <dl> inside their parent's <dd>; 5 comments (2 replies).",
        static=True,
        system="django-comments-xtd",
    )
    return _django(case, "fe", "xtd-sv", st, PartsK(rail=rail), tree)


def xtd_cs_forms() -> Case:
    c = thread(
        """
Jaroslav Dvořák | | - | Konečně se opraví náves. Po každém dešti tam stojí voda až ke kostelu.
Petra Horáková | | 0 | A co chodník ke škole? Ten je horší než náves.
Jaroslav Dvořák | | 1 | Chodník má být v druhé etapě, říkal starosta na zastupitelstvu.
Milan | | - | Dvanáct milionů za náves mi přijde hodně.
Věra Novotná | | 3 | Většinu platí dotace z kraje, obec dá jen dva miliony.
Tonda z dolního konce | | - | Hlavně ať nekácí ty staré lípy.
Obecní úřad Lhotka | | 5 | Lípy zůstanou, projekt s nimi počítá.
"""
    )

    def item(v: str) -> str:
        return (
            f'<form class="fm-e" method="post" action="/hlas/"><div class="fm-h"><b class="fm-n">{{{{ {v}.name }}}}</b> '
            f'<span class="fm-d">{{{{ {v}.submit_date|date:"j. n. Y v H:i" }}}}</span></div>'
            f'<div class="fm-x">{{{{ {v}.comment|linebreaks }}}}</div><div class="fm-b">'
            '<button name="v" value="1">+1</button> <button name="v" value="-1">−1</button> '
            '<a href="#fm-odp">Odpovědět</a> · <a href="#fm-nahl">Nahlásit</a></div></form>'
        )

    tree = (
        '<section class="fm" id="nazory"><h2 class="fm-t">Názory čtenářů</h2>'
        + xtd_tree(item, ('<div class="fm-sub" style="margin-left:2em">', "</div>"))
        + "</section>"
    )
    st = story(
        "Náves ve Lhotce projde celkovou opravou",
        "Lucie Marková",
        "2025-03-18T12:00:00+01:00",
        "18. 3. 2025",
        """
Obec Lhotka zahájí v dubnu opravu návsi. Nová bude dlažba, odvodnění i osvětlení.

Oprava vyjde na dvanáct milionů korun, většinu zaplatí krajská dotace.
""",
        section="Obce",
    )
    rail = box("ob", "Nejčtenější", links("Pouť|Nová hasičárna|Hokej"))
    case = make(
        "z-xtd-cs-forms",
        "real_system",
        "ob",
        "xtd-cs",
        st,
        PartsK(rail=rail),
        c,
        path="/obce/naves-lhotka-oprava.html",
        container="section#nazory: one form.fm-e an entry (div.fm-h: b.fm-n name, span.fm-d 'j. n. Y v H:i'; div.fm-x text; div.fm-b vote buttons +1/−1, 'Odpovědět', 'Nahlásit'); replies in div.fm-sub after their parent's form, two levels",
        heading="Názory čtenářů",
        description="A Vysočina news site of 2025: django-comments-xtd server-rendered as one <form> an entry (its vote buttons submit it), replies in a div after their parent's form, two levels; the village office answers; 7 comments (4 replies, 1 to a reply).",
        static=True,
        system="django-comments-xtd",
    )
    return _django(case, "ob", "xtd-cs", st, PartsK(rail=rail), tree)


def real_cases_z() -> list[Case]:
    return [
        isso_fi_split(),
        isso_el_table(),
        isso_uk_inarticle(),
        isso_it_midbody(),
        waline_pt_hashview(),
        waline_ja_scrolly(),
        waline_de_paywall(),
        xtd_nl_bubbles(),
        xtd_sv_dl(),
        xtd_cs_forms(),
    ]
