"""Blind set X: discussions on the real comment systems the harness runs (Isso, Waline, django-comments-xtd), embedded
in ways the earlier sets did not use: Isso in a collapsed accordion panel (sk), in the side column (cs), behind a
consent-like "show the debate" notice (da), under a long article below related articles and a newsletter box (hr),
loaded a moment after the page (hu); Waline in a tab among tabs (ru), in the side column (vi), below a grid of related
articles (fr), behind a consent-like notice (pt-BR); django-comments-xtd server-rendered as a table whose replies are
tables in their parent's cell (pl) and inside a closed ``<details>`` (sv) (written from memory of the general shape of
such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_x_common import PartsK, box, django_html, links, make, story, teasers, thread
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed

# --------------------------------------------------------------------------- Isso


def isso_sk_accordion() -> Case:
    c = thread(
        """
Marián Kováč | | - | Most cez Hron v Žarnovici je v zlom stave už desať rokov. Konečne sa niečo deje, aj keď obchádzka cez Hronský Beňadik bude bolieť.
Zuzka z Hodruše | | - | Autobus do Banskej Štiavnice bude počas opravy chodiť inokedy? V článku sa o tom nepíše.
Peter Ďurica | | 1 | Podľa obecnej tabule má SAD vydať nový cestovný poriadok do konca mesiaca.
Ondrej S. | | - | Dúfam, že tentoraz urobia aj chodník. Deti chodia do školy po krajnici.
"""
    )
    accordion = (
        '<div class="yp-acc" id="pod-clankom">'
        '<button type="button" class="yp-acc-btn" id="acc-b1" aria-expanded="false" aria-controls="acc-p1">Súvisiace články</button>'
        '<div class="yp-acc-panel" id="acc-p1" hidden>'
        + links("Obchvat Žiaru nad Hronom|Nová lávka v Hronskej Dúbrave|Oprava cesty na Kremnicu")
        + "</div>"
        '<button type="button" class="yp-acc-btn" id="acc-b2" aria-expanded="false" aria-controls="acc-p2">Diskusia (4)</button>'
        '<div class="yp-acc-panel" id="acc-p2" hidden>' + isso_embed("sk") + "</div>"
        '<button type="button" class="yp-acc-btn" id="acc-b3" aria-expanded="false" aria-controls="acc-p3">Nahlásiť chybu v článku</button>'
        '<div class="yp-acc-panel" id="acc-p3" hidden><p>Našli ste chybu? Napíšte nám na adresu redakcie.</p></div>'
        "</div>"
    )
    script = """<script>
document.querySelectorAll('.yp-acc-btn').forEach(function (b) {
  b.addEventListener('click', function () {
    var p = document.getElementById(b.getAttribute('aria-controls'));
    var open = b.getAttribute('aria-expanded') === 'true';
    b.setAttribute('aria-expanded', open ? 'false' : 'true');
    p.hidden = open;
  });
});
</script>"""
    st = story(
        "Most cez Hron v Žarnovici zatvoria na štyri mesiace",
        "Jana Beňová",
        "2025-04-07T08:00:00+02:00",
        "7. apríla 2025",
        """
Od mája bude most cez Hron v Žarnovici pre autá zatvorený. Správa ciest opraví nosnú konštrukciu a položí nový povrch.

Obchádzka povedie cez Hronský Beňadik, vodiči si predĺžia cestu asi o dvanásť kilometrov. Chodci a cyklisti môžu most používať po dočasnej lávke.

Oprava má stáť 2,4 milióna eur. Práce by sa mali skončiť v septembri.
""",
        section="Región",
    )
    return make(
        "x-isso-sk-accordion",
        "real_system",
        "yp",
        "sk-acc",
        st,
        PartsK(
            after=accordion,
            rail=box("yp", "Najčítanejšie", links("Jarmok v Kremnici|Nová ambulancia|Hokejisti postúpili")),
            end=script,
        ),
        c,
        path="/region/most-hron-zarnovica-zatvoreny",
        reveal="click: the accordion's second header 'Diskusia (4)' opens its panel (Isso is loaded with the page inside the hidden panel)",
        container="div#pod-clankom (an accordion of three: 'Súvisiace články', 'Diskusia (4)', 'Nahlásiť chybu v článku') > div#acc-p2[hidden] > Isso's section#isso-thread, Slovak (data-isso-lang=sk)",
        heading="Diskusia (4)",
        description="A Slovak weekly of 2025: Isso (Slovak) loaded with the page inside the collapsed second panel of an accordion below the article; 4 comments (1 reply).",
        static=False,
        system="isso",
        check_steps=("click:#acc-b2", "wait:1500"),
    )


def isso_cs_rail() -> Case:
    c = thread(
        """
Věra Holubová | | - | Konečně. Na zastávce u nádraží se v zimě nedalo stát, vítr tam fouká od rybníka.
Karel Vondrášek | | 0 | A kdo zaplatí údržbu? Ty staré přístřešky taky nikdo nemyl.
Lukáš | | - | Hlavně ať tam dají jízdní řád, který jde přečíst i večer.
"""
    )
    rail = box("wm", "Názory čtenářů", isso_embed("cs"), box_id="nazory") + box(
        "wm", "Nejčtenější", links("Pouť v Rožmitále|Oprava náměstí|Hasiči slavili")
    )
    st = story(
        "Dobříš vymění dvanáct autobusových zastávek",
        "Ivana Maršíková",
        "2025-02-18T10:00:00+01:00",
        "18. února 2025",
        """
Město Dobříš letos vymění dvanáct autobusových přístřešků. Nové budou prosklené, s lavičkou a osvětlením.

Zastávky u nádraží a u zámku přijdou na řadu jako první, práce začnou v dubnu. Celkem to vyjde na 3,1 milionu korun.
""",
        section="Doprava",
    )
    return make(
        "x-isso-cs-rail",
        "real_system",
        "wm",
        "cs-rail",
        st,
        PartsK(rail=rail),
        c,
        path="/doprava/dobris-nove-zastavky",
        container="div.wm-right (the side column) > div.wm-unit#nazory (a side unit headed 'Názory čtenářů') > Isso's section#isso-thread, Czech",
        heading="Názory čtenářů",
        description="A Czech regional paper of 2025: Isso (Czech) on load in a unit of the right-hand side column, not under the article; 3 comments (1 reply).",
        static=False,
        system="isso",
        check_steps=("wait:1500",),
    )


def isso_da_gate() -> Case:
    c = thread(
        """
Bent Højgaard | | - | Færgen til Fur er livsnerven for øen. Hvis afgangen kl. 6.10 forsvinder, kan halvdelen af os ikke nå på arbejde.
Lise Kragh | | 0 | Enig. Og skolebørnene til Skive skal også med den første.
Søren Dahl | | - | Kommunen sparer 400.000 kr., men hvad koster det, når folk flytter fra øen?
Mette fra Nederby | | - | Kunne man ikke prøve en ringefærge om aftenen? Det virker på andre små øer.
Bent Højgaard | | 3 | Det har været foreslået før, men mandskabet skal alligevel være der.
"""
    )
    block = (
        '<div class="qv-debat" id="debat"><h2 class="qv-debat-h">Debat</h2>'
        '<div class="qv-gate" id="debat-gate"><p>Debatten vises via en ekstern tjeneste. Når du åbner den, hentes indhold fra en anden server, '
        "og tjenesten kan se din IP-adresse.</p>"
        '<button type="button" class="qv-gate-ok" id="vis-debat">Vis debatten</button></div>'
        + isso_embed("da", load="later")
        + "</div>"
    )
    script = """<script>
document.getElementById('vis-debat').addEventListener('click', function () {
  document.getElementById('debat-gate').remove();
  loadIsso();
});
</script>"""
    st = story(
        "Kommunen vil skære morgenfærgen til Fur væk",
        "Af Anders Riis",
        "2025-01-22T07:30:00+01:00",
        "22. januar 2025",
        """
Skive Kommune foreslår at droppe færgens første afgang fra Fur kl. 6.10 for at spare 400.000 kr. om året.

Beboerforeningen på Fur har samlet over 300 underskrifter imod forslaget. Byrådet behandler sagen i februar.
""",
        section="Lokalt",
    )
    return make(
        "x-isso-da-gate",
        "real_system",
        "qv",
        "da-gate",
        st,
        PartsK(
            after=block,
            rail=box("qv", "Mest læst", links("Muslingefiskeri|Ny købmand i Durup|Håndbold")),
            end=script,
        ),
        c,
        path="/lokalt/faergen-fur-morgenafgang",
        reveal="click: a consent-like notice ('Debatten vises via en ekstern tjeneste…') with the button 'Vis debatten' injects Isso",
        container="div#debat > Isso's section#isso-thread, Danish, injected after the notice's button",
        heading="Debat",
        description="A Danish fjord paper of 2025: Isso (Danish) only after a consent-like notice about an external service and its button 'Vis debatten'; 5 comments (2 replies).",
        static=False,
        system="isso",
        check_steps=("click:#vis-debat", "wait:2000"),
    )


def isso_hr_long() -> Case:
    c = thread(
        """
Dragan Matić | | - | Šećerana je hranila pola Županje. Moj djed je tamo radio trideset godina, a otac dvadeset. Žao mi je da od svega ostane samo dimnjak.
Ivana K. | | 0 | Dimnjak barem ostaje. U Osijeku nisu sačuvali ni to.
Tomislav Jurić | | - | Stanovi i park su bolji od ruševine u kojoj se skupljaju golubovi. Neka grade.
Marija Lovrić | | - | Hoće li u muzeju biti i stare fotografije radnika? Imamo kod kuće kutiju slika iz šezdesetih.
Branko iz Bošnjaka | | 3 | Gradski muzej skuplja takve slike, javite se njima, primaju ih i skenirane.
Anita | | - | Tko će kupiti stanove po tim cijenama u Županji? To je pitanje.
"""
    )
    related = teasers(
        "yp-rel",
        """
Vinkovci dobivaju novi bazen | Ana Šimić | 3. travnja 2025.
Obnova tvrđe u Slavonskom Brodu | Luka Perić | 1. travnja 2025.
Sajam konja u Đakovu | Redakcija | 30. ožujka 2025.
Nova linija vlaka za Osijek | Petra Knežević | 28. ožujka 2025.
""",
    )
    block = (
        '<section class="yp-related"><h2 class="yp-related-h">Povezano</h2>'
        + related
        + "</section>"
        + '<div class="yp-news"><p>Najvažnije vijesti iz Slavonije svakog jutra u vašem sandučiću.</p>'
        '<form><input type="email" placeholder="Vaša e-adresa"><button type="button">Prijava</button></form></div>'
        + '<section class="yp-rasprava" id="rasprava"><h2 class="yp-rasprava-h">Rasprava</h2>'
        + isso_embed("hr")
        + "</section>"
    )
    st = story(
        "Stara šećerana u Županji postaje stambeni kvart s muzejom",
        "Piše: Nikola Babić",
        "2025-04-05T09:00:00+02:00",
        "5. travnja 2025.",
        """
Na mjestu stare šećerane u Županji niknut će stambeni kvart s tristotinjak stanova, parkom i malim muzejom industrije. Grad je u petak potpisao ugovor s investitorom.

Šećerana je radila od 1947. do 2008. godine. U najboljim godinama zapošljavala je više od tisuću ljudi, a u sezoni prerade repe i dvostruko više.

Nakon zatvaranja tvornica je propadala. Krov glavne hale urušio se prije četiri godine, a prostor su zauzeli golubovi i divlje raslinje.

Investitor planira srušiti većinu zgrada, ali dimnjak visok pedeset metara i upravna zgrada ostaju. U upravnoj zgradi bit će muzej.

Muzej će prikazati strojeve, nacrte i dokumente tvornice. Gradski muzej već skuplja predmete i fotografije bivših radnika.

Prvi stanovi trebali bi biti gotovi za tri godine. Cijena kvadrata još nije objavljena, ali investitor kaže da će biti prilagođena lokalnom tržištu.

Park će zauzeti gotovo trećinu zemljišta. U njemu će biti dječje igralište, staze za šetnju i mali amfiteatar za ljetne priredbe.

Gradonačelnik je rekao da je ovo najveće ulaganje u Županju u posljednja dva desetljeća. Grad će urediti prometnice i komunalnu infrastrukturu.

Dio građana na javnom je izlaganju tražio da se sačuva i stara vaga za repu. Investitor je obećao da će to razmotriti.

Radovi na rušenju počinju u lipnju. Promet u ulici uz tvornicu bit će povremeno zatvoren.

Udruga bivših radnika šećerane pozdravila je plan za muzej, ali traži da u njegovu vijeću sjedi i netko od njih.

O daljnjem tijeku projekta izvještavat ćemo.
""",
        section="Županija",
    )
    return make(
        "x-isso-hr-long",
        "real_system",
        "yp",
        "hr-long",
        st,
        PartsK(
            after=block,
            rail=box("yp", "Najčitanije", links("Berba grožđa|Novi vrtić|Rukometaši slavili")),
        ),
        c,
        path="/zupanija/secerana-zupanja-stambeni-kvart",
        container="section#rasprava (after a 12-paragraph article, a 'Povezano' grid of related articles with writers and dates and a newsletter box) > Isso's section#isso-thread, Croatian",
        heading="Rasprava",
        description="A Slavonian paper of 2025: Isso (Croatian) on load under a long article (12 paragraphs), below a grid of four related articles with writers and dates and a newsletter form; 6 comments (2 replies).",
        static=False,
        system="isso",
        check_steps=("wait:1500",),
    )


def isso_hu_delayed() -> Case:
    c = thread(
        """
Szabó Erzsébet | | - | Végre lesz orvos Nagyvázsonyban. Eddig Veszprémbe kellett buszozni egy receptért is.
Kertész Gábor | | - | A rendelő szép lesz, de reméljük, hogy a doktornő maradni is fog, nem csak két évig.
"""
    )
    block = (
        '<div class="wm-olv" id="olvasok"><h3 class="wm-olv-h">Mit gondolnak olvasóink?</h3>'
        + isso_embed("hu", load="later")
        + "</div>"
    )
    script = """<script>
window.addEventListener('load', function () { setTimeout(loadIsso, 1500); });
</script>"""
    st = story(
        "Új háziorvos kezd Nagyvázsonyban",
        "Írta: Molnár Réka",
        "2025-03-10T08:00:00+01:00",
        "2025. március 10.",
        """
Áprilistól új háziorvos rendel Nagyvázsonyban. A körzet két éve betöltetlen volt, a betegeket helyettesítő orvos látta el hetente kétszer.

Az önkormányzat felújította a rendelőt és szolgálati lakást is biztosít. A doktornő Pápáról érkezik.
""",
        section="Települések",
    )
    return make(
        "x-isso-hu-delayed",
        "real_system",
        "wm",
        "hu-late",
        st,
        PartsK(
            after=block,
            rail=box("wm", "Legolvasottabb", links("Várjátékok|Bakonyi túra|Kézilabda")),
            end=script,
        ),
        c,
        path="/telepulesek/nagyvazsony-uj-haziorvos",
        reveal="delayed: the page's script injects Isso 1.5 s after the load event, no click",
        container="div#olvasok > Isso's section#isso-thread, Hungarian, injected 1.5 s after load",
        heading="Mit gondolnak olvasóink?",
        description="A Bakony paper of 2025: Isso (Hungarian) injected by the page 1.5 seconds after load; 2 comments, no reply.",
        static=False,
        system="isso",
        check_steps=("wait:3500",),
    )


# --------------------------------------------------------------------------- Waline


def waline_ru_tabs() -> Case:
    path = "/gorod/most-cherez-zaton-otkryt"
    c = thread(
        """
Сергей Лапин | | - | Наконец-то. Двадцать лет ездили в объезд через плотину, по утрам пробка до самой заправки.
Ольга В. | | 0 | А автобусы по мосту пустят? Семнадцатый маршрут до сих пор идёт старой дорогой.
Сергей Лапин | | 0 | Обещали с июня, в статье внизу написано.
Рыбак с Затона | | - | Под мостом теперь рыбачить запретили, а это было лучшее место на всём берегу.
Татьяна Петровна | | - | Спасибо строителям, успели до паводка.
"""
    )
    tabs = (
        '<div class="qv-tabs" id="pod-statyoy"><div class="qv-tablist" role="tablist">'
        '<button type="button" role="tab" class="qv-tab" id="tab-read" aria-selected="true" aria-controls="pane-read">Читайте также</button>'
        '<button type="button" role="tab" class="qv-tab" id="tab-talk" aria-selected="false" aria-controls="pane-talk">Обсуждение (5)</button>'
        '<button type="button" role="tab" class="qv-tab" id="tab-photo" aria-selected="false" aria-controls="pane-photo">Фото</button></div>'
        '<div class="qv-pane" role="tabpanel" id="pane-read">'
        + links("Новая школа на Садовой|Ремонт набережной|Фестиваль ухи")
        + "</div>"
        '<div class="qv-pane" role="tabpanel" id="pane-talk" hidden><div id="wl-ru"></div></div>'
        '<div class="qv-pane" role="tabpanel" id="pane-photo" hidden><p>Фото: пресс-служба администрации.</p></div></div>'
    )
    script = (
        waline_embed("root", path, "ru")
        + """<script>
var walineMounted = false;
document.querySelectorAll('.qv-tab').forEach(function (t) {
  t.addEventListener('click', function () {
    document.querySelectorAll('.qv-tab').forEach(function (o) {
      o.setAttribute('aria-selected', o === t ? 'true' : 'false');
      document.getElementById(o.getAttribute('aria-controls')).hidden = o !== t;
    });
    if (t.id === 'tab-talk' && !walineMounted) { walineMounted = true; mountWaline(document.getElementById('wl-ru')); }
  });
});
</script>"""
    )
    st = story(
        "Мост через Затон открыли для машин",
        "Анна Крылова",
        "2025-04-15T12:00:00+03:00",
        "15 апреля 2025",
        """
В Заречном открыли движение по новому мосту через Затон. Он соединил правобережье с центром города напрямую.

Раньше машинам приходилось ехать в объезд через плотину, это добавляло до двадцати минут. Автобусные маршруты перенесут на мост с июня.
""",
        section="Город",
    )
    return make(
        "x-waline-ru-tabs",
        "real_system",
        "qv",
        "ru-tabs",
        st,
        PartsK(
            head=WALINE_CSS,
            after=tabs,
            rail=box("qv", "Популярное", links("Цены на рынке|Новый детсад|Хоккей")),
            end=script,
        ),
        c,
        path=path,
        reveal="click: the tab 'Обсуждение (5)' (second of three tabs below the article) shows its panel and mounts Waline",
        container="div#pod-statyoy (tabs 'Читайте также', 'Обсуждение (5)', 'Фото') > div#pane-talk (role=tabpanel) > div#wl-ru: Waline, Russian",
        heading="Обсуждение (5)",
        description="A Russian city paper of 2025: Waline (Russian) mounted only when the reader opens the tab 'Обсуждение (5)' among three tabs below the article; 5 comments (2 replies).",
        static=False,
        system="waline",
        check_steps=("click:#tab-talk", "wait:2500"),
    )


def waline_vi_rail() -> Case:
    path = "/dia-phuong/cau-ben-tre-thong-xe"
    c = thread(
        """
Nguyễn Văn Hùng | | - | Cầu mới giúp bà con qua sông nhanh hơn nhiều, không phải chờ phà cả tiếng nữa.
Chị Lan bán trái cây | | 0 | Đúng vậy, hàng trái cây chở qua chợ Cần Thơ giờ tươi hơn.
Trần Minh | | - | Mong tỉnh làm thêm đường dẫn cho xe máy, đoạn dốc hơi nguy hiểm khi trời mưa.
"""
    )
    rail = box("yp", "Bạn đọc bàn luận", '<div id="wl-vi"></div>', box_id="ban-luan") + box(
        "yp", "Đọc nhiều", links("Mùa nước nổi|Chợ nổi Cái Răng|Giải bóng đá")
    )
    st = story(
        "Cầu Cồn Tiên chính thức thông xe",
        "Lê Thị Thu",
        "2025-05-02T09:00:00+07:00",
        "02/05/2025",
        """
Sáng nay, cầu Cồn Tiên bắc qua sông Hậu chính thức thông xe sau hai năm thi công. Cầu dài 860 mét, có hai làn xe ô tô và làn riêng cho xe máy.

Bến phà cũ sẽ ngừng hoạt động từ cuối tháng này. Người dân có thể đi qua cầu miễn phí.
""",
        section="Địa phương",
    )
    return make(
        "x-waline-vi-rail",
        "real_system",
        "yp",
        "vi-rail",
        st,
        PartsK(
            head=WALINE_CSS,
            rail=rail,
            end=waline_embed("root", path, "vi")
            + "<script>mountWaline(document.getElementById('wl-vi'));</script>",
        ),
        c,
        path=path,
        container="aside.yp-sidebar > section.yp-panel#ban-luan (a side panel headed 'Bạn đọc bàn luận') > div#wl-vi: Waline, Vietnamese",
        heading="Bạn đọc bàn luận",
        description="A Mekong delta paper of 2025: Waline (Vietnamese) mounted on load in a panel of the side column, not under the article; 3 comments (1 reply).",
        static=False,
        system="waline",
        check_steps=("wait:2500",),
    )


def waline_fr_related() -> Case:
    path = "/villages/meyrueis-boulangerie-rouvre"
    c = thread(
        """
Jeanine Pujol | | - | Quelle bonne nouvelle ! Depuis la fermeture on descendait à Florac pour le pain, quarante minutes aller-retour.
Thierry | | - | Le pain au levain du jeune boulanger est excellent, je suis passé samedi.
Mireille B. | | 1 | Il fait aussi la fouace le dimanche, il faut réserver la veille.
Un randonneur | | - | On passe souvent par Meyrueis en été, nous nous arrêterons avec plaisir.
"""
    )
    related = teasers(
        "wm-rel",
        """
Le marché de Sainte-Enimie reprend | par Claire Bastide | 12 avril 2025
Une nouvelle épicerie à Hures-la-Parade | par Paul Vidal | 9 avril 2025
La fête de l'agneau à Nant | par la rédaction | 5 avril 2025
Florac : la piscine rouvrira en juin | par Claire Bastide | 2 avril 2025
Le Rozier : le pont refait à neuf | par Paul Vidal | 30 mars 2025
Les gîtes affichent complet pour Pâques | par la rédaction | 28 mars 2025
""",
    )
    block = (
        '<section class="wm-also"><h3 class="wm-also-h">À lire aussi</h3>'
        + related
        + '</section><div class="wm-avis" id="vos-avis"><h3 class="wm-avis-h">Vos avis</h3><div id="wl-fr"></div></div>'
    )
    st = story(
        "À Meyrueis, la boulangerie rouvre ses portes après deux ans",
        "Par Sylvie Roux",
        "2025-04-14T06:00:00+02:00",
        "14 avril 2025",
        """
Fermée depuis deux ans, la boulangerie de la place de Meyrueis a rouvert samedi. Un jeune boulanger de vingt-six ans, originaire de Millau, a repris le fonds.

La commune a racheté les murs et loue le local à un prix modéré. Le boulanger prévoit aussi une tournée dans les hameaux deux fois par semaine.
""",
        section="Villages",
    )
    return make(
        "x-waline-fr-related",
        "real_system",
        "wm",
        "fr-related",
        st,
        PartsK(
            head=WALINE_CSS,
            after=block,
            rail=box("wm", "Les plus lus", links("Transhumance|Le col fermé|Rugby")),
            end=waline_embed("root", path, "fr")
            + "<script>mountWaline(document.getElementById('wl-fr'));</script>",
        ),
        c,
        path=path,
        container="div#vos-avis (below 'À lire aussi', a grid of six related articles with writers and dates) > div#wl-fr: Waline, French",
        heading="Vos avis",
        description="A paper of the Causses of 2025: Waline (French) on load below a grid of six related articles, each with a writer and a date; 4 comments (1 reply).",
        static=False,
        system="waline",
        check_steps=("wait:2500",),
    )


def waline_pt_gate() -> Case:
    path = "/cidades/cachoeira-ponte-reaberta"
    c = thread(
        """
Antônio Carlos | | - | Atravessar para São Félix a pé de novo é uma alegria. Fiquei oito meses pegando a canoa do seu Zé.
Rosângela Santos | | 0 | A canoa do seu Zé salvou muita gente nesses meses, merecia uma homenagem.
Dona Nice | | - | E os caminhões? A ponte aguenta o peso ou vai fechar de novo daqui a um ano?
Marcelo Reis | | 2 | Segundo a prefeitura, caminhão acima de dez toneladas continua proibido.
Júlia | | - | As fotos ficaram lindas, a ponte toda iluminada.
Pedro Henrique | | - | Falta agora arrumar o calçamento da rua da estação, está cheio de buracos.
Lúcia Moreira | | 5 | Isso, e colocar rampa para cadeirante na cabeceira da ponte.
Bira do Mercado | | - | O comércio sentiu muito esses meses de ponte fechada. Agora o movimento volta.
"""
    )
    block = (
        '<section class="yp-vozes" id="comentarios-leitores"><h2 class="yp-vozes-h">Comentários dos leitores</h2>'
        '<div class="yp-consent" id="yp-consent"><p>Os comentários são exibidos por um serviço de terceiros. Ao carregá-los, '
        "você concorda com a transferência de dados para esse serviço.</p>"
        '<button type="button" id="carregar">Carregar comentários</button></div><div id="wl-pt"></div></section>'
    )
    script = (
        waline_embed("root", path, "pt-BR")
        + """<script>
document.getElementById('carregar').addEventListener('click', function () {
  document.getElementById('yp-consent').remove();
  mountWaline(document.getElementById('wl-pt'));
});
</script>"""
    )
    st = story(
        "Ponte D. Pedro II é reaberta entre Cachoeira e São Félix",
        "Por Cláudia Menezes",
        "2025-03-28T11:00:00-03:00",
        "28/03/2025",
        """
Depois de oito meses de obras, a ponte D. Pedro II voltou a ligar Cachoeira e São Félix nesta sexta-feira. A estrutura de ferro, de 1885, recebeu pintura nova e piso reforçado.

Carros e pedestres já podem passar. Caminhões acima de dez toneladas continuam proibidos.
""",
        section="Cidades",
    )
    return make(
        "x-waline-pt-gate",
        "real_system",
        "yp",
        "pt-gate",
        st,
        PartsK(
            head=WALINE_CSS,
            after=block,
            rail=box("yp", "Mais lidas", links("Festa da Boa Morte|Feira do Porto|Futebol amador")),
            end=script,
        ),
        c,
        path=path,
        reveal="click: a consent-like notice ('Os comentários são exibidos por um serviço de terceiros…') with the button 'Carregar comentários' mounts Waline",
        container="section#comentarios-leitores > div#wl-pt: Waline, Portuguese (Brazil), mounted after the notice's button",
        heading="Comentários dos leitores",
        description="A Recôncavo paper of 2025: Waline (pt-BR) only after a consent-like notice about a third-party service and its button 'Carregar comentários'; 8 comments (3 replies).",
        static=False,
        system="waline",
        check_steps=("click:#carregar", "wait:2500"),
    )


# --------------------------------------------------------------------------- django-comments-xtd


def _pl_row(var: str, inner: str) -> str:
    return (
        f'<tr class="gn-row" id="gn{{{{ {var}.comment.id }}}}"><td class="gn-who"><b>{{{{ {var}.comment.name }}}}</b><br>'
        f'<span class="gn-dt">{{{{ {var}.comment.submit_date|date:"d.m.Y, H:i" }}}}</span></td>'
        f'<td class="gn-txt">{{{{ {var}.comment.comment|linebreaks }}}}<a class="gn-re" href="#gn-write">Odpowiedz</a>{inner}</td></tr>'
    )


def xtd_pl_table() -> Case:
    c = thread(
        """
Zbigniew Nowak | | - | Na tę obwodnicę czekamy od czasów, kiedy jeszcze był PRL. Ciężarówki jadą przez rynek w Czarnkowie całą noc.
Halina W. | | 0 | Mieszkam przy Kościuszki i potwierdzam, szyby drżą o trzeciej nad ranem.
Zbigniew Nowak | | 1 | No właśnie, a teraz jeszcze trzy lata budowy.
Tadeusz z Romanowa | | - | Szkoda tylko łąk nad Notecią, przez które ma iść trasa. Tam gniazdują bociany.
Agnieszka | | 3 | W raporcie środowiskowym jest przejście dla zwierząt i ekrany, można go przeczytać w starostwie.
"""
    )
    row2 = _pl_row("c2", "")
    row1 = _pl_row(
        "c1",
        '{% if c1.children %}<table class="gn-tbl">{% for c2 in c1.children %}'
        + row2
        + "{% endfor %}</table>{% endif %}",
    )
    row0 = _pl_row(
        "c0",
        '{% if c0.children %}<table class="gn-tbl">{% for c1 in c0.children %}'
        + row1
        + "{% endfor %}</table>{% endif %}",
    )
    after = (
        '<section class="gn" id="glosy"><h2 class="gn-h">Głosy czytelników</h2>'
        '{% get_xtdcomment_tree for article as tree %}<table class="gn-tbl">{% for c0 in tree %}'
        + row0
        + '{% endfor %}</table><p class="gn-rules">Wpisy są moderowane. <a href="#gn-write">Dodaj swój głos</a></p></section>'
    )
    st = story(
        "Obwodnica Czarnkowa: umowa podpisana, budowa ruszy jesienią",
        "Krzysztof Wiśniewski",
        "2025-06-03T14:00:00+02:00",
        "3 czerwca 2025",
        """
Wojewoda podpisał umowę na budowę obwodnicy Czarnkowa. Trasa będzie miała osiem kilometrów i nowy most na Noteci.

Budowa ma ruszyć jesienią i potrwać trzy lata. Ciężarówki przestaną jeździć przez rynek i ulicę Kościuszki.
""",
        section="Powiat",
    )
    parts = PartsK(rail=box("qv", "Najczęściej czytane", links("Dni Czarnkowa|Nowy żłobek|Noteć Cup")))
    case = make(
        "x-xtd-pl-table",
        "real_system",
        "qv",
        "pl-table",
        st,
        PartsK(),
        c,
        path="/powiat/obwodnica-czarnkowa-umowa.html",
        container="section#glosy: table.gn-tbl, a row each (td.gn-who: b name, br, span.gn-dt the submit date as 'd.m.Y, H:i'; td.gn-txt: the text, 'Odpowiedz'); replies in a table.gn-tbl inside their parent's td.gn-txt, two levels",
        heading="Głosy czytelników",
        description="A Polish county paper of 2025: django-comments-xtd's tree server-rendered by the site as a table, each reply a table inside its parent's text cell, two levels deep; 5 comments (3 replies, one to a reply).",
        system="django-comments-xtd",
    )
    case.server = "django"
    case.html = django_html("qv", "pl-table", st, parts, after)
    return case


def _sv_item(var: str, inner: str) -> str:
    return (
        f'<div class="hn-inl" id="hn{{{{ {var}.comment.id }}}}"><div class="hn-rad"><span class="hn-vem">{{{{ {var}.comment.name }}}}</span> '
        f'<span class="hn-nar">{{{{ {var}.comment.submit_date|date:"j/n H:i" }}}}</span></div>'
        f'<div class="hn-ord">{{{{ {var}.comment.comment|linebreaks }}}}</div>{inner}</div>'
    )


def xtd_sv_details() -> Case:
    c = thread(
        """
Gunnel Åström | | - | Äntligen ett riktigt badhus i Bollnäs igen. Barnbarnen har fått åka till Söderhamn för simskolan.
Per-Olof | | 0 | Ja, men 95 miljoner? Det är mycket pengar för en kommun av vår storlek.
Malin Hedlund | | - | Bra att det blir en varmvattenbassäng, min mamma har fått ordinerat vattengympa.
"""
    )
    item1 = _sv_item("c1", "")
    item0 = _sv_item(
        "c0",
        '{% if c0.children %}<div class="hn-svar">{% for c1 in c0.children %}'
        + item1
        + "{% endfor %}</div>{% endif %}",
    )
    after = (
        '<details class="hn-fold" id="lasarna"><summary class="hn-sum">Läsarnas tankar (3)</summary>'
        "{% get_xtdcomment_tree for article as tree %}{% for c0 in tree %}" + item0 + "{% endfor %}</details>"
    )
    st = story(
        "Nytt badhus i Bollnäs klart 2027",
        "Av Karin Olsson",
        "2025-02-11T06:00:00+01:00",
        "11 februari 2025",
        """
Kommunfullmäktige i Bollnäs har beslutat att bygga ett nytt badhus vid Sävstaås. Det gamla stängdes för tre år sedan på grund av fuktskador.

Det nya badhuset får en 25-metersbassäng, en undervisningsbassäng och en varmvattenbassäng. Det ska vara klart till sommaren 2027.
""",
        section="Nyheter",
    )
    parts = PartsK(rail=box("wm", "Mest läst", links("Hälsingehambo|Ny förskola|Bandy")))
    case = make(
        "x-xtd-sv-details",
        "real_system",
        "wm",
        "sv-details",
        st,
        PartsK(),
        c,
        path="/nyheter/bollnas-nytt-badhus-2027.html",
        reveal="click: a closed <details> 'Läsarnas tankar (3)' (the thread is in the served HTML)",
        container="details#lasarna (closed, summary 'Läsarnas tankar (3)') > div.hn-inl (div.hn-rad: span.hn-vem name, span.hn-nar the submit date as 'j/n H:i'; div.hn-ord text); the reply in div.hn-svar",
        heading="Läsarnas tankar (3)",
        description="A Hälsingland paper of 2025: django-comments-xtd's tree server-rendered by the site inside a closed <details> whose summary is 'Läsarnas tankar (3)'; 3 comments (1 reply).",
        system="django-comments-xtd",
        check_steps=("click:#lasarna summary", "wait:300"),
    )
    case.server = "django"
    case.html = django_html("wm", "sv-details", st, parts, after)
    return case


def real_cases_x() -> list[Case]:
    return [
        isso_sk_accordion(),
        isso_cs_rail(),
        isso_da_gate(),
        isso_hr_long(),
        isso_hu_delayed(),
        waline_ru_tabs(),
        waline_vi_rail(),
        waline_fr_related(),
        waline_pt_gate(),
        xtd_pl_table(),
        xtd_sv_details(),
    ]
