"""Blind set AF: eight small hand-built discussions (2 to 7 readers' comments on this article), served with the page,
in markup without the word "comment" in any class or id: an Estonian portal's "Lugejad kirjutavad" with a nested
reply (et); a Welsh village blog's thread in a ``<details>`` (cy); a Galician daily's thread unhidden by a button (gl);
an Afrikaans blog's ``<ol>`` with a reply marked "antwoord aan …" (af); a Tagalog city portal's two entries without a
heading (tl); an Icelandic blog's "Lesendur segja" with two nested replies (is); a Slovenian portal's seven flat
entries in a ``<ul>`` (sl); a Yoruba blog's thread in a ``<details>`` with a reply (yo). Written for this set, in
invented markup; every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_af_common import PartsK, Seed, avatar, children, esc, make, seeds, story
from comspider_lab.blind.model import Case


def tree(
    c: list[Seed],
    p: str,
    *,
    item: str = "div",
    wrap: str = "div",
    name: str = "b",
    date: str = "span",
    pics: bool = False,
    foot: str = "",
    parent: int | None = None,
    key: str = "",
) -> str:
    """The comments under ``parent``: each an ``item`` (a head line with the name and the date, the text's
    paragraphs, a foot line), its replies in a ``wrap`` inside it."""
    out = ""
    for i in children(c, parent):
        x = c[i]
        kids = children(c, i)
        sub = (
            f'<{wrap} class="{p}-sub">'
            + tree(c, p, item=item, wrap=wrap, name=name, date=date, pics=pics, foot=foot, parent=i, key=key)
            + f"</{wrap}>"
            if kids
            else ""
        )
        out += (
            f'<{item} class="{p}-e" id="{key or p}-{i + 1}">'
            + (avatar(p, x.author, 40) if pics else "")
            + f'<p class="{p}-h"><{name} class="{p}-n">{esc(x.author)}</{name}> <{date} class="{p}-d">{esc(x.when)}</{date}></p>'
            + "".join(f"<p>{esc(t)}</p>" for t in x.text.split("\n\n"))
            + (f'<p class="{p}-f"><a href="#{key or p}-{i + 1}">{esc(foot)}</a></p>' if foot else "")
            + sub
            + f"</{item}>"
        )
    return out


def et_lugejad() -> Case:
    c = seeds("""
Mari Saar | 09.05.2016 11:20 | - | Raamatukogu on meie külas ainus koht, kus lapsed saavad suvel rahulikult lugeda. Kahju, et seda ei arvestatud.
Toomas Pärn | 09.05.2016 12:05 | 0 | Nõus. Võib-olla saaksid vabatahtlikud vähemalt kahel päeval nädalas ukse lahti hoida?
Külli | 09.05.2016 19:40 | - | Mina käin seal iga nädal. Loodan, et sügisel avatakse see jälle täies mahus.
Ants Kuusk | 10.05.2016 08:15 | - | Vallavalitsus võiks enne selliseid otsuseid elanikelt arvamust küsida.
""")
    block = (
        '<section class="lk-ala" id="lugejad"><h2>Lugejad kirjutavad</h2>'
        + tree(c, "lk", item="article", wrap="div", pics=True, foot="Vasta")
        + "</section>"
    )
    st = story(
        "Vallavalitsus sulgeb küla raamatukogu suveks",
        "Piret Ilves",
        "2016-05-09T08:00:00+03:00",
        "09.05.2016",
        """
Pärnjõe vallavalitsus otsustas sulgeda Kaasiku küla raamatukogu juunist augustini. Põhjuseks on raha nappus ja töötaja puhkus.

Lugejad saavad raamatuid laenutada valla keskraamatukogust, mis asub kaheksa kilomeetri kaugusel.

Vallavanema sõnul avatakse raamatukogu septembris uuesti.
""",
        section="Vald",
    )
    return make(
        "af-et-lugejad",
        "discussion",
        "pt",
        "et-news2",
        st,
        PartsK(after=block),
        c,
        path="/vald/kula-raamatukogu-suveks-kinni",
        container="section.lk-ala#lugejad: article.lk-e entries (avatar; p.lk-h: b.lk-n name, span.lk-d '09.05.2016 11:20'; the text's <p>s; 'Vasta'); the reply in div.lk-sub inside its parent's",
        heading="Lugejad kirjutavad",
        description="An Estonian municipal news portal of 2016: four readers' comments (one nested reply) under 'Lugejad kirjutavad', static, no 'comment' in the markup.",
    )


def cy_details() -> Case:
    c = seeds("""
Elen Parri | 12 Mawrth 2018 am 10:14 | - | Newyddion gwych. Roedd y pentref yn dawel iawn heb y caffi.
Huw Bowen | 12 Mawrth 2018 am 11:02 | 0 | Cytuno'n llwyr. Bydda i yno ddydd Sadwrn gyda'r plant.
Menna Lloyd | 12 Mawrth 2018 am 20:31 | - | Oes angen gwirfoddolwyr ar y penwythnosau? Mae gen i ychydig oriau'n rhydd.
Rhys ap Dafydd | 13 Mawrth 2018 am 08:47 | 2 | Oes, Menna. Mae'r daflen ar y drws ac yn siop y pentref.
Gwenllian Jones | 13 Mawrth 2018 am 17:05 | - | Gobeithio y bydd y teisennau cartref yn ôl hefyd.
""")
    block = (
        '<details class="dy-bocs" id="ymatebion"><summary class="dy-agor">Dangos ymatebion darllenwyr (5)</summary>'
        '<div class="dy-rhestr">' + tree(c, "dy", wrap="div", name="strong", foot="Ateb") + "</div></details>"
    )
    st = story(
        "Caffi'r pentref yn ailagor dan reolaeth y gymuned",
        "Bethan",
        "2018-03-12T08:00:00+00:00",
        "12 Mawrth 2018",
        """
Ar ôl blwyddyn ar gau, bydd caffi'r pentref yn ailagor ddydd Sadwrn. Mae grŵp o drigolion wedi prynu'r adeilad gyda chymorth grant.

Bydd gwirfoddolwyr yn gweini yno bob bore, a'r elw'n mynd yn ôl i'r neuadd bentref.
""",
        section="Pentref",
    )
    return make(
        "af-cy-details",
        "discussion",
        "jr",
        "cy-blog2",
        st,
        PartsK(after=block),
        c,
        path="/2018/03/caffi-yn-ailagor",
        reveal='details "Dangos ymatebion darllenwyr (5)"',
        container="details.dy-bocs#ymatebion (closed) > summary 'Dangos ymatebion darllenwyr (5)' + div.dy-rhestr: div.dy-e entries (p.dy-h: strong.dy-n name, span.dy-d '12 Mawrth 2018 am 10:14'; the text; 'Ateb'); replies in div.dy-sub inside their parent's",
        heading=None,
        description="A Welsh village blog of 2018: five readers' responses (two nested replies) inside a closed <details> whose summary reads 'Dangos ymatebion darllenwyr (5)'; no heading, no 'comment' in the markup.",
        check_steps=("click:summary.dy-agor",),
    )


def gl_button() -> Case:
    c = seeds("""
Uxía Carballo | 28/06/2021 13:40 | - | Por fin. Os que traballamos ata as oito non podiamos ir nunca.
Brais Lema | 28/06/2021 18:22 | - | Estaría ben que tamén abrisen os domingos pola tarde.
Carme Vilas | 29/06/2021 09:05 | - | Boa noticia para os maiores do barrio, que van moito pola mañá.
""")
    block = (
        '<div class="vo-caixa"><button type="button" class="vo-ver" id="vo-ver">Ver as opinións dos lectores (3)</button>'
        '<div class="vo-lista" id="vo-lista" hidden>' + tree(c, "vo", name="b", date="time") + "</div></div>"
        "<script>document.getElementById('vo-ver').addEventListener('click', function () {"
        " document.getElementById('vo-lista').hidden = false; this.hidden = true; });</script>"
    )
    st = story(
        "O concello amplía o horario da piscina municipal",
        "Redacción",
        "2021-06-28T10:00:00+02:00",
        "28/06/2021",
        """
A piscina municipal de Vilarmaior abrirá de 7 a 22 horas de luns a sábado durante o verán. Ata agora pechaba ás 20 horas.

O concello contratou dous socorristas máis para cubrir o novo horario.
""",
        section="Vilarmaior",
    )
    return make(
        "af-gl-boton",
        "discussion",
        "pt",
        "gl-news",
        st,
        PartsK(after=block),
        c,
        path="/vilarmaior/piscina-amplia-horario",
        reveal='button "Ver as opinións dos lectores (3)" (unhides the thread)',
        container="div.vo-caixa: button#vo-ver 'Ver as opinións dos lectores (3)', then div.vo-lista#vo-lista hidden until the click: div.vo-e entries (p.vo-h: b.vo-n name, time.vo-d '28/06/2021 13:40'; the text)",
        heading=None,
        description="A Galician daily of 2021: three readers' opinions hidden until a button is clicked (a small script unhides them); no heading, flat, no 'comment' in the markup.",
        check_steps=("click:#vo-ver",),
    )


def af_ol() -> Case:
    c = seeds("""
Pieter le Roux | 3 Oktober 2016 om 09:12 | - | Dit was hoog tyd. Die brug was al jare lank gevaarlik vir voetgangers.
Annelie Smit | 3 Oktober 2016 om 10:40 | - | Hoe lank gaan die werk duur? Die kinders stap elke dag daaroor skool toe.
Johan Venter | 3 Oktober 2016 om 12:05 | 1 | Annelie, volgens die kennisgewing by die stadsaal sowat ses weke.
Marietjie Claassen | 3 Oktober 2016 om 18:30 | - | Ek hoop hulle bou sommer ook 'n behoorlike sypaadjie.
Frikkie Nel | 4 Oktober 2016 om 07:55 | - | Goeie nuus vir die boere wat met trekkers oor die rivier moet.
Sanet Botha | 4 Oktober 2016 om 21:14 | - | Dankie vir die berig. Ons hoor selde wat die raad besluit.
""")
    items = ""
    for i, x in enumerate(c):
        mark = (
            f'<span class="js-aan">↳ antwoord aan <a href="#js-{x.parent + 1}">{esc(c[x.parent].author)}</a></span>'
            if x.parent is not None
            else ""
        )
        items += (
            f'<li class="js-e" id="js-{i + 1}"><div class="js-kop"><b>{esc(x.author)}</b> · <span class="js-d">{esc(x.when)}</span> {mark}</div>'
            f'<div class="js-t"><p>{esc(x.text)}</p></div></li>'
        )
    block = f'<div class="js-blok" id="julle-se"><h3>Julle sê</h3><ol class="js-l">{items}</ol></div>'
    st = story(
        "Munisipaliteit herstel die ou brug oor die rivier",
        "Dorpspraatjies",
        "2016-10-03T08:00:00+02:00",
        "3 Oktober 2016",
        """
Die munisipaliteit het begin om die ou voetbrug oor die Rietbokrivier te herstel. Die brug is vir die duur van die werk gesluit.

Voetgangers moet solank die lae drif by die meule gebruik.
""",
        section="Dorp",
    )
    return make(
        "af-af-ol",
        "discussion",
        "jr",
        "af-blog",
        st,
        PartsK(after=block),
        c,
        path="/2016/10/ou-brug-herstel",
        container="div.js-blok#julle-se > ol.js-l: flat li.js-e entries (div.js-kop: b name · span.js-d '3 Oktober 2016 om 09:12', on the reply '↳ antwoord aan X' linking to its parent; div.js-t the text)",
        heading="Julle sê",
        description="An Afrikaans town blog of 2016: six readers' comments in a flat <ol> under 'Julle sê', one a reply marked '↳ antwoord aan Annelie Smit'; static, no 'comment' in the markup.",
    )


def tl_two() -> Case:
    c = seeds("""
Liza Manalo | Nobyembre 18, 2019 nang 2:35 PM | - | Sana may sapat na paradahan. Lagi kaming nahihirapan tuwing Sabado.
Noel Bautista | Nobyembre 19, 2019 nang 8:10 AM | - | Maganda ito para sa mga tindero, basta hindi tataas nang sobra ang upa sa puwesto.
""")
    block = '<div class="pk-wrap">' + tree(c, "pk", pics=True, name="strong") + "</div>"
    st = story(
        "Bagong pampublikong palengke, bubuksan sa Disyembre",
        "Jessa Ramos",
        "2019-11-18T09:00:00+08:00",
        "Nobyembre 18, 2019",
        """
Bubuksan sa unang linggo ng Disyembre ang bagong pampublikong palengke ng San Lorenzo Norte, ayon sa alkalde.

May 240 na puwesto ang bagong gusali at may hiwalay na bahagi para sa isda at karne.
""",
        section="Lungsod",
    )
    return make(
        "af-tl-dalawa",
        "discussion",
        "pt",
        "tl-news",
        st,
        PartsK(after=block),
        c,
        path="/lungsod/bagong-palengke-disyembre",
        container="div.pk-wrap below the article: div.pk-e entries (avatar; p.pk-h: strong.pk-n name, span.pk-d 'Nobyembre 18, 2019 nang 2:35 PM'; the text)",
        heading=None,
        description="A Tagalog city news portal of 2019: two readers' comments below the article, no heading, flat; no 'comment' in the markup.",
    )


def is_lesendur() -> Case:
    c = seeds("""
Guðrún Helgadóttir | 6. júlí 2015 kl. 14:22 | - | Frábært að geta loksins gengið yfir ána án þess að fara upp á þjóðveginn.
Sigurður Jónsson | 6. júlí 2015 kl. 15:40 | 0 | Sammála. Börnin geta nú hjólað örugg í skólann.
Halla Björk | 6. júlí 2015 kl. 21:03 | - | Verður lýsing á brúnni í vetur?
Einar Þór | 7. júlí 2015 kl. 09:18 | 2 | Samkvæmt bæjarráðinu koma ljósin í september.
""")
    block = (
        '<div class="ls-svaedi" id="lesendur"><h3>Lesendur segja</h3><ul class="ls-l">'
        + tree(c, "ls", item="li", wrap="ul", foot="Svara")
        + "</ul></div>"
    )
    st = story(
        "Ný göngubrú yfir ána opnuð",
        "Árbakkinn",
        "2015-07-06T10:00:00+00:00",
        "6. júlí 2015",
        """
Ný göngu- og hjólabrú yfir ána var opnuð í morgun. Brúin tengir nýja hverfið við skólann og sundlaugina.

Bæjarstjórinn klippti á borðann og börn úr leikskólanum gengu fyrst yfir.
""",
        section="Bærinn",
    )
    return make(
        "af-is-lesendur",
        "discussion",
        "jr",
        "is-blog",
        st,
        PartsK(after=block),
        c,
        path="/2015/07/ny-gongubru",
        container="div.ls-svaedi#lesendur > ul.ls-l: li.ls-e entries (p.ls-h: b.ls-n name, span.ls-d '6. júlí 2015 kl. 14:22'; the text; 'Svara'); replies in a nested ul.ls-sub inside their parent's <li>",
        heading="Lesendur segja",
        description="An Icelandic town blog of 2015: four readers' comments, two of them nested replies, under 'Lesendur segja'; static, no 'comment' in the markup.",
    )


def sl_mnenje() -> Case:
    c = seeds("""
Tina Kovač | 20. 4. 2020 ob 10:12 | - | Končno. Po cesti je bilo s kolesom res nevarno.
Marko Zupan | 20. 4. 2020 ob 11:45 | - | Upam, da bodo ob poti postavili tudi nekaj klopi.
Petra Horvat | 20. 4. 2020 ob 14:03 | - | Koliko bo vse skupaj stalo? V članku piše o dveh fazah, cene pa ni.
Janez Novak | 20. 4. 2020 ob 18:27 | - | Odlična ideja za družine z otroki.
Maja Krajnc | 21. 4. 2020 ob 07:50 | - | Ob reki je spomladi pogosto poplavljeno. Kako bodo to rešili?
Boris | 21. 4. 2020 ob 12:16 | - | Naj najprej popravijo luknje na glavni cesti.
Nina Golob | 21. 4. 2020 ob 19:40 | - | Komaj čakam, da se bomo s kolesi lahko peljali do jezera.
""")
    items = "".join(
        f'<li class="vm-e"><span class="vm-n">{esc(x.author)}</span><span class="vm-d">{esc(x.when)}</span>'
        f'<p class="vm-t">{esc(x.text)}</p></li>'
        for x in c
    )
    block = f'<div class="vm-okvir" id="mnenja"><h2>Vaše mnenje</h2><ul class="vm-l">{items}</ul></div>'
    st = story(
        "Občina bo uredila kolesarsko stezo ob reki",
        "Tjaša Mlakar",
        "2020-04-20T08:00:00+02:00",
        "20. 4. 2020",
        """
Občinski svet je potrdil načrt za štiri kilometre dolgo kolesarsko stezo ob reki. Dela bodo potekala v dveh fazah.

Prva faza od mostu do športnega parka naj bi bila končana do jeseni.
""",
        section="Promet",
    )
    return make(
        "af-sl-mnenje",
        "discussion",
        "pt",
        "sl-news2",
        st,
        PartsK(after=block),
        c,
        path="/promet/kolesarska-steza-ob-reki",
        container="div.vm-okvir#mnenja > ul.vm-l: flat li.vm-e entries (span.vm-n name, span.vm-d '20. 4. 2020 ob 10:12', p.vm-t the text)",
        heading="Vaše mnenje",
        description="A Slovenian local portal of 2020: seven readers' opinions in a flat <ul> under 'Vaše mnenje', the name and date in plain spans; static, no 'comment' in the markup.",
    )


def yo_details() -> Case:
    c = seeds("""
Adebayo Ogunleye | 13/02/2017 11:20 | - | Ó dára pé wọ́n tún ọjà náà ṣe. Òjò máa ń ba ọjà àwọn oníṣòwò jẹ́ tẹ́lẹ̀.
Funmilayo Adeyemi | 13/02/2017 14:05 | 0 | Òótọ́ ni. Ṣùgbọ́n owó ìsọ̀ ti pọ̀ jù fún àwọn oníṣòwò kékeré.
Tunde Bakare | 14/02/2017 09:40 | - | A dúpẹ́ lọ́wọ́ ìjọba. Ẹ jọ̀ọ́, ẹ tún ọ̀nà tó lọ sí ọjà náà ṣe pẹ̀lú.
""")
    block = (
        '<details class="oh-apoti"><summary class="oh-si">Wo ohun àwọn òǹkàwé sọ (3)</summary>'
        + tree(c, "oh", wrap="div", pics=True, foot="Fèsì")
        + "</details>"
    )
    st = story(
        "Ìjọba ìbílẹ̀ tún Ọjà Ọba ṣe",
        "Àkọ́dá",
        "2017-02-13T08:00:00+01:00",
        "13/02/2017",
        """
Ìjọba ìbílẹ̀ ti parí àtúnṣe Ọjà Ọba. Wọ́n ti fi òrùlé tuntun sí i, wọ́n sì ti ṣe ọ̀nà omi.

Àwọn oníṣòwò yóò padà sí ọjà náà ní ọjọ́ Ajé.
""",
        section="Ọjà",
    )
    return make(
        "af-yo-details",
        "discussion",
        "jr",
        "yo-blog",
        st,
        PartsK(after=block),
        c,
        path="/2017/02/oja-oba-atunse",
        reveal='details "Wo ohun àwọn òǹkàwé sọ (3)"',
        container="details.oh-apoti (closed) > summary 'Wo ohun àwọn òǹkàwé sọ (3)', div.oh-e entries (avatar; p.oh-h: b.oh-n name, span.oh-d '13/02/2017 11:20'; the text; 'Fèsì'); the reply in div.oh-sub inside its parent's",
        heading=None,
        description="A Yoruba town blog of 2017: three readers' comments (one nested reply) inside a closed <details> 'Wo ohun àwọn òǹkàwé sọ (3)'; no 'comment' in the markup.",
        check_steps=("click:summary.oh-si",),
    )


def threads_af() -> list[Case]:
    return [
        et_lugejad(),
        cy_details(),
        gl_button(),
        af_ol(),
        tl_two(),
        is_lesendur(),
        sl_mnenje(),
        yo_details(),
    ]
