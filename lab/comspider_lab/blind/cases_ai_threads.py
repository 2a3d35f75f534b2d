"""Blind set AI: eleven hand-built discussions (readers' comments on this article) that a reader has to reveal, each a
different way: a button that fetches the thread (es), a thread fetched when scrolled near (pl), a ``<dialog>`` with its
own scroll box (ja), a cross-origin iframe sized by postMessage (ar), a separate page of reactions (sv), a thread paged
by "Show older" (en), replies behind "n yanıtı gör" buttons (tr), a ``<details>`` that fetches on opening (cs), a thread
drawn from JSON in the page (ko), a closed shadow root (el), a count link in the byline that loads the thread (nl).
Written for this set; every name, place and text invented; no class name or id holds "comment"."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_ai_common import (
    Case,
    Parts,
    Story,
    as_json,
    draw_js,
    esc,
    fragment,
    make,
    page,
    seeds,
    tree,
)


def es_button() -> Case:
    c = seeds("""
Mercedes Albarrán | 3 mar 2024, 09:14 | - | Vivo en la calle del Pozo y llevo años sin poder aparcar delante de casa. Si los residentes tenemos tarjeta gratuita, bienvenidos sean los parquímetros.
Julián Ortega | 3 mar 2024, 09:40 | - | Otra forma de sacar dinero al que viene de los pueblos a hacer la compra. El mercado de los jueves se va a quedar vacío.
Rocío Peñalver | 3 mar 2024, 10:02 | 1 | Julián, el artículo dice que la primera media hora es gratis. Para la compra da de sobra.
Julián Ortega | 3 mar 2024, 10:25 | 2 | Media hora en el mercado de Valdeloma no da ni para la cola de la carnicería, créeme.
Paco Lozano | 3 mar 2024, 11:18 | - | ¿Y el aparcamiento disuasorio de la estación que prometieron en 2019? De eso nadie habla.
Inés | 3 mar 2024, 12:47 | - | A mí me parece bien siempre que el dinero se quede en el casco antiguo: aceras, bancos, arreglar la fuente.
Tomás Requejo | 3 mar 2024, 14:05 | - | Las tarifas están bien, lo que sobra es la hora de control. Hasta las nueve de la noche es excesivo.
Ana Belén Cuesta | 3 mar 2024, 16:30 | - | Trabajo en una tienda de la plaza y los clientes ya se quejan. Veremos qué pasa en verano con los turistas.
Vecino del Arrabal | 3 mar 2024, 19:52 | - | Por fin alguien se atreve. Las furgonetas de reparto se pasan el día en doble fila.
""")
    frag = (
        '<div class="lo-lista"><h3 class="lo-tit">Lo que opinan los lectores</h3>'
        + tree(c, "lo", wrap="div", pics=True, reply="Responder")
        + "</div>"
    )
    block = (
        '<section class="lo-caja" id="opiniones">'
        '<button type="button" class="lo-ver" id="lo-ver">Mostrar las 9 opiniones</button>'
        '<div id="lo-aqui"></div></section>'
        "<script>document.getElementById('lo-ver').addEventListener('click', function () {"
        " var b = this; b.disabled = true; b.textContent = 'Cargando…';"
        " fetch('/_piezas/valdeloma-parquimetros.html').then(function (r) { return r.text(); })"
        ".then(function (h) { document.getElementById('lo-aqui').innerHTML = h; b.remove(); }); });</script>"
    )
    st = Story(
        "Valdeloma instalará parquímetros en el casco antiguo a partir de mayo",
        "Lucía Carrasco",
        "2024-03-03T08:00:00+01:00",
        "3 de marzo de 2024",
        """
El Ayuntamiento de Valdeloma aprobó el jueves la instalación de 42 parquímetros en las calles del casco antiguo. La zona azul funcionará de lunes a sábado, de nueve de la mañana a nueve de la noche.

La primera media hora será gratuita y los vecinos empadronados en la zona podrán pedir una tarjeta de residente sin coste. El concejal de Movilidad, Ernesto Villalba, defendió que la medida «devolverá las plazas a quien vive y compra en el centro».

La oposición votó en contra y reclamó que antes se construya el aparcamiento junto a la estación, aprobado hace cinco años.
""",
        section="Valdeloma",
        standfirst="La zona azul tendrá 42 aparatos y la primera media hora será gratuita.",
    )
    return make(
        "ai-es-boton-xhr",
        "discussion",
        "es-valdeloma",
        st,
        Parts(after=block),
        c,
        path="/valdeloma/parquimetros-casco-antiguo",
        reveal='button "Mostrar las 9 opiniones" (fetches the thread from /_piezas/… and inserts it)',
        container="section.lo-caja#opiniones > div#lo-aqui (empty until the click) > div.lo-lista: h3 'Lo que opinan los lectores', div.lo-it entries (avatar; div.lo-top: b.lo-who name, span.lo-at '3 mar 2024, 09:14'; div.lo-txt; button 'Responder'); replies in div.lo-sub, two deep",
        heading="Lo que opinan los lectores",
        description="A Spanish county news site of 2024: nine readers' opinions on paid parking, fetched from the site and inserted only when the button 'Mostrar las 9 opiniones' is clicked; two nested replies (one to a reply); no 'comment' in the markup.",
        files={"/_piezas/valdeloma-parquimetros.html": fragment(frag)},
        check_steps=("click:#lo-ver", "wait:800"),
    )


def pl_lazy() -> Case:
    c = seeds("""
Bożena Kaczmarek | 14.09.2023, 07:12 | - | Nareszcie! Do Górek Wielkich jeździłam do tej pory przez Zalesie z przesiadką, prawie godzinę.
Rafał Dudek | 14.09.2023, 08:03 | - | A w weekendy? W rozkładzie widzę tylko dni robocze. Przecież ludzie jeżdżą też na działki w sobotę.
Ola Mazur | 14.09.2023, 08:30 | 1 | Z tego co wiem, sobotnie kursy mają dojść od listopada, jeśli będzie chętnych. Warto pisać do urzędu.
Henryk | 14.09.2023, 10:41 | - | Przystanek przy szkole jest za blisko skrzyżowania. Autobus będzie blokował wyjazd z Polnej.
Marta Sobczak | 14.09.2023, 13:26 | - | Bilet miesięczny za 90 zł dla ucznia to dużo. W sąsiedniej gminie dzieci jeżdżą za darmo.
Zenon W. | 14.09.2023, 17:55 | - | Dobrze, że w końcu coś się rusza. Jeszcze tylko wiata na przystanku przy kościele, bo ludzie mokną.
Klaudia | 15.09.2023, 06:48 | - | Jechałam dziś pierwszym kursem o 6:10. Punktualnie i prawie pusto, ale to pewnie się zmieni.
""")
    block = (
        '<div class="gc-strefa" id="glosy-czytelnikow"><h2 class="gc-tyt">Głosy czytelników</h2>'
        '<div id="gc-cel"><p class="gc-lad">Wczytywanie…</p></div></div>'
        "<script>"
        + draw_js("gcRysuj", "gc", "Odpowiedz")
        + """
(function () {
  var cel = document.getElementById('gc-cel'), gotowe = false;
  var io = new IntersectionObserver(function (wpisy) {
    if (gotowe || !wpisy.some(function (w) { return w.isIntersecting; })) return;
    gotowe = true; io.disconnect();
    fetch('/_dane/zalesie-linia-7.json').then(function (r) { return r.json(); }).then(function (d) {
      cel.textContent = ''; gcRysuj(d, cel);
    });
  }, { rootMargin: '300px 0px' });
  io.observe(cel);
})();
</script>"""
    )
    st = Story(
        "Nowa linia autobusowa połączy Zalesie z Górkami Wielkimi",
        "Piotr Jaworski",
        "2023-09-13T18:00:00+02:00",
        "13 września 2023",
        """
Od czwartku autobusy linii nr 7 kursują bezpośrednio z Zalesia do Górek Wielkich. Na trasie długości 23 kilometrów wyznaczono dziewięć przystanków, w tym przy szkole podstawowej i przychodni.

Pierwszy kurs rusza o 6:10, ostatni o 19:40. Na razie autobusy jeżdżą tylko w dni robocze, co godzinę w szczycie i co dwie godziny w ciągu dnia.

Wójt gminy Zalesie, Stanisław Mroczek, zapowiada, że po trzech miesiącach rozkład zostanie oceniony i w razie potrzeby zmieniony.
""",
        section="Komunikacja",
    )
    return make(
        "ai-pl-lazy-io",
        "discussion",
        "pl-zalesie",
        st,
        Parts(after=block),
        c,
        path="/komunikacja/linia-7-gorki-wielkie",
        reveal="lazy_scroll: an IntersectionObserver fetches /_dane/….json when the box comes within 300 px and draws the thread",
        container="div.gc-strefa#glosy-czytelnikow: h2 'Głosy czytelników', div#gc-cel ('Wczytywanie…' until drawn) > div.gc-list: div.gc-it entries (div.gc-top: b.gc-who, span.gc-at '14.09.2023, 07:12'; div.gc-txt; button 'Odpowiedz'); the reply in div.gc-sub",
        heading="Głosy czytelników",
        description="A Polish weekly's site of 2023: seven readers' voices on a new bus line, fetched as JSON and drawn only when the box is scrolled near (IntersectionObserver); one nested reply; no 'comment' in the markup.",
        files={"/_dane/zalesie-linia-7.json": as_json(c) + "\n"},
        check_steps=("scroll", "wait:1200"),
    )


def ja_dialog() -> Case:
    c = seeds("""
駅前のパン屋 | 2025年6月2日 18:20 | - | アーケードがなくなると雨の日のお客さんが減りそうで心配です。せめて店の前に小さな庇をつけられる補助があればうれしい。
ひろみ | 2025年6月2日 19:05 | 0 | 記事によると庇の設置には市の補助が出るそうですよ。説明会で聞いてみてください。
駅前のパン屋 | 2025年6月2日 19:31 | 1 | ありがとうございます。七月の説明会に行ってみます。
丘の上の高校生 | 2025年6月2日 21:48 | - | 暗くて古いアーケードだったので、明るくなるのは正直うれしいです。自転車で通りやすくなりそう。
田島 | 2025年6月3日 07:15 | - | 昭和の商店街の雰囲気が好きだったので少し寂しい。撤去前に写真を撮っておこうと思います。
元商店会の者 | 2025年6月3日 12:40 | - | 維持費が年に六百万円以上かかっていたのは本当です。店の数が半分になった今、もう支えきれませんでした。
""")
    dlg = (
        '<dialog class="hn-mado" id="hn-mado" aria-labelledby="hn-ttl"><div class="hn-head">'
        '<h2 id="hn-ttl">読者の反応（6件）</h2><button type="button" class="hn-x" id="hn-x">閉じる ×</button></div>'
        '<div class="hn-scroll">'
        + tree(
            c,
            "hn",
            wrap="div",
            pics=True,
            likes=[
                "参考になった 12",
                "参考になった 8",
                "",
                "参考になった 15",
                "参考になった 5",
                "参考になった 21",
            ],
        )
        + "</div></dialog>"
    )
    block = (
        '<div class="hn-open-zone"><button type="button" class="hn-btn" id="hn-btn">読者の反応を見る（6件）</button></div>'
        + dlg
        + "<script>var hnM = document.getElementById('hn-mado');"
        "document.getElementById('hn-btn').addEventListener('click', function () { hnM.showModal(); });"
        "document.getElementById('hn-x').addEventListener('click', function () { hnM.close(); });</script>"
    )
    css = ".hn-mado{width:min(640px,92vw);padding:0;border:0;border-radius:12px}.hn-head{display:flex;justify-content:space-between;padding:12px 16px;border-bottom:1px solid #ddd}.hn-scroll{max-height:60vh;overflow-y:auto;padding:8px 16px}.hn-sub{margin-left:28px}"
    st = Story(
        "駅前商店街のアーケード、来年春に撤去へ　維持費が重荷に",
        "佐々木 葉子",
        "2025-06-02T11:00:00+09:00",
        "2025年6月2日",
        """
ひがし丘駅前商店街のアーケードが、来年三月に撤去されることが決まった。商店会が一日の総会で決めた。昭和四十八年に完成し、半世紀以上にわたって買い物客を雨から守ってきた。

商店会によると、照明や屋根の修理などの維持費は年間六百万円を超え、加盟店が最盛期の半分以下に減った今では負担しきれないという。

撤去後は歩道を明るい色の舗装にし、各店が設ける庇には市が費用の三分の二を補助する。七月に住民向けの説明会が開かれる。
""",
        section="まち",
    )
    return make(
        "ai-ja-dialog-scroll",
        "discussion",
        "ja-higashioka",
        st,
        Parts(after=block, css=css),
        c,
        path="/machi/arcade-tekkyo",
        reveal="modal: button '読者の反応を見る（6件）' opens a <dialog> (showModal) whose body scrolls on its own",
        container="dialog.hn-mado#hn-mado (closed in the served HTML): h2 '読者の反応（6件）', a close button, div.hn-scroll (max-height 60vh, overflow auto): div.hn-it entries (avatar; div.hn-top: b.hn-who, span.hn-at '2025年6月2日 18:20'; div.hn-txt; button '参考になった n'); replies in div.hn-sub, two deep",
        heading="読者の反応（6件）",
        description="A Japanese town news site of 2025: six readers' reactions on removing a shopping arcade, in a closed <dialog> opened by '読者の反応を見る（6件）', in a scroll box of its own; two nested replies (one to a reply); in the served HTML; no 'comment' in the markup.",
        static=True,
        check_steps=("click:#hn-btn", "wait:300"),
    )


def ar_iframe() -> Case:
    c = seeds("""
أبو سليم | ٢٠٢١/١١/٠٨ - ٢١:١٠ | - | خبر طيب، فالماء في الصيف ينقطع عندنا ثلاثة أيام في الأسبوع. نرجو ألا تتأخر المحطة كما تأخر مشروع الطريق.
مريم الحسيني | ٢٠٢١/١١/٠٨ - ٢٢:٣٥ | - | وماذا عن المياه المالحة التي ستعود إلى البحيرة؟ الصيادون في القرية الشرقية قلقون على السمك.
خالد | ٢٠٢١/١١/٠٩ - ٠٧:٤٠ | 1 | يا أختي مريم، المقال يقول إن المياه المالحة ستخفف قبل التصريف، لكن من سيراقب ذلك؟
نور الدين بن عمر | ٢٠٢١/١١/٠٩ - ١٠:١٥ | - | المهم أن يبقى سعر المتر المكعب في متناول الأسر. المحطة الجديدة بالطاقة الشمسية فكرة ممتازة.
سعاد | ٢٠٢١/١١/٠٩ - ١٣:٥٠ | - | أتمنى أن يوظفوا شباب الواحة في المشروع بدل جلب العمال من بعيد.
""")
    inner = (
        '<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>النقاش</title>'
        "<style>body{margin:0;font:15px/1.7 Tahoma,sans-serif;color:#222;background:#fafafa}.nq-wrap{padding:10px 14px}"
        ".nq-it{border-bottom:1px solid #e5e5e5;padding:8px 0}.nq-sub{margin-right:26px;border-right:2px solid #ddd;padding-right:10px}"
        ".nq-at{color:#888;font-size:12px}</style></head><body>"
        '<div class="nq-wrap"><h3 class="nq-t">ماذا تقولون؟ (٥)</h3>'
        + tree(c, "nq", wrap="div", reply="رد")
        + "</div><script>function nqTell(){ parent.postMessage({nqHeight: document.documentElement.scrollHeight}, '*'); }"
        "window.addEventListener('load', nqTell); new ResizeObserver(nqTell).observe(document.body);</script></body></html>\n"
    )
    block = (
        '<div class="nq-host"><iframe id="nq-frame" title="النقاش" src="@@OTHER@@/_frames/waha-tahliya.html" '
        'style="width:100%;height:60px;border:0" scrolling="no" loading="lazy"></iframe></div>'
        "<script>window.addEventListener('message', function (e) {"
        " if (e.data && e.data.nqHeight) document.getElementById('nq-frame').style.height = e.data.nqHeight + 'px'; });</script>"
    )
    st = Story(
        "محطة تحلية جديدة تعمل بالطاقة الشمسية لسكان الواحة بحلول ٢٠٢٣",
        "رامي العطار",
        "2021-11-08T17:00:00+02:00",
        "٨ نوفمبر ٢٠٢١",
        """
أعلن مجلس الواحة أمس عن توقيع عقد إنشاء محطة لتحلية المياه تعمل بالطاقة الشمسية، بطاقة تبلغ أربعة آلاف متر مكعب يوميا، على أن تبدأ العمل في ربيع عام ٢٠٢٣.

وقال رئيس المجلس، فؤاد الشامي، إن المحطة ستنهي الانقطاعات المتكررة في فصل الصيف، وإن المياه المالحة الناتجة عنها ستخفف قبل تصريفها بعيدا عن البحيرة.

وتبلغ كلفة المشروع نحو ثمانية ملايين دولار، يمول نصفها صندوق إقليمي للتنمية.
""",
        section="محليات",
    )
    return make(
        "ai-ar-iframe-postmessage",
        "discussion",
        "ar-waha",
        st,
        Parts(after=block),
        c,
        path="/mahalliyat/mahattat-tahliya",
        reveal="iframe (cross-origin, from the 'other' port, loading=lazy), 60 px high until the framed page posts its height (postMessage)",
        container="div.nq-host > iframe#nq-frame (other origin, /_frames/waha-tahliya.html) > div.nq-wrap: h3 'ماذا تقولون؟ (٥)', div.nq-it entries (div.nq-top: b.nq-who, span.nq-at '٢٠٢١/١١/٠٨ - ٢١:١٠'; div.nq-txt; button 'رد'); the reply in div.nq-sub; right to left",
        heading="ماذا تقولون؟ (٥)",
        description="An Arabic oasis news site of 2021, right to left: five readers' opinions on a solar desalination plant, in a cross-origin iframe sized by postMessage (60 px until then); one nested reply; Eastern Arabic digits in the dates; no 'comment' in the markup.",
        files={"/_frames/waha-tahliya.html": inner},
        check_steps=("scroll", "wait:1200"),
    )


def sv_separate() -> Case:
    c = seeds("""
Gunnel Åkesson | 21 april 2016 kl. 08:12 | - | Att stänga mottagningen i Norrbyn är ett svek mot alla oss som inte har bil. Bussen till Storvik går fyra gånger om dagen.
Lars-Erik | 21 april 2016 kl. 08:45 | 0 | Håller med. Min mamma är 87 och ska nu åka en och en halv timme för att ta blodprov.
Ingrid Holm | 21 april 2016 kl. 09:30 | - | Läkarbristen är inte landstingets fel. Ingen vill jobba här uppe, hur mycket de än annonserar.
Mats Berglund | 21 april 2016 kl. 10:02 | 2 | Ingrid, då får man väl betala mer eller erbjuda bostad. Det har Älvsta gjort och där fick de två läkare.
Sofia | 21 april 2016 kl. 11:17 | - | Finns det någon namnlista man kan skriva på? Jag hjälper gärna till att samla in.
Bengt Nyqvist | 21 april 2016 kl. 12:40 | 4 | Sofia, Norrbyns byaförening samlar namn på ICA och på biblioteket från måndag.
Anna-Karin Strand | 21 april 2016 kl. 14:05 | - | Distriktssköterskan blir ju kvar två dagar i veckan, det är i alla fall något.
Per Olof | 21 april 2016 kl. 15:50 | - | Sista gången de stängde något här blev det aldrig öppnat igen. Postkontoret, banken, nu vårdcentralen.
Eva Lindqvist | 21 april 2016 kl. 18:22 | - | Vi som jobbar inom hemtjänsten kommer att få mycket mer att göra. Ingen har frågat oss.
Jonas Ek | 21 april 2016 kl. 20:14 | - | Videomöten med läkare kan fungera för en del, men inte för de äldsta. Det måste finnas ett alternativ.
Margareta | 22 april 2016 kl. 07:05 | - | Tack Allehanda för att ni skriver om det här. Regionens egen information har varit obefintlig.
Olle Sandberg | 22 april 2016 kl. 09:38 | - | Ring era politiker. Fullmäktige har möte den 3 maj, det är då det avgörs.
""")
    st = Story(
        "Vårdcentralen i Norrbyn stänger i sommar – patienterna hänvisas till Storvik",
        "Karin Wiklund",
        "2016-04-20T19:00:00+02:00",
        "20 april 2016",
        """
Vårdcentralen i Norrbyn stänger den 1 juli. Landstinget har i två år försökt rekrytera en fast läkare utan att lyckas, och hyrläkarna kostade i fjol över fyra miljoner kronor.

Patienterna hänvisas till Storvik, 48 kilometer bort. Distriktssköterskan blir kvar i Norrbyn två dagar i veckan, och landstinget vill pröva läkarbesök via video.

Beslutet ska formellt tas av landstingsfullmäktige den 3 maj.
""",
        section="Kommunen",
    )
    link = (
        '<p class="in-lank"><a class="in-alla" id="in-alla" href="/kommunen/vardcentralen-norrbyn-stanger-inlagg">'
        "Läs alla 12 inlägg om artikeln →</a></p>"
    )
    sub_story = Story(
        "Läsarnas inlägg: Vårdcentralen i Norrbyn stänger i sommar",
        "Norrbyns Allehanda",
        "2016-04-20T19:00:00+02:00",
        "20 april 2016",
        """
Här finns alla läsarnas inlägg om artikeln ”Vårdcentralen i Norrbyn stänger i sommar – patienterna hänvisas till Storvik”. Håll god ton.
""",
        section="Kommunen",
    )
    thread = (
        '<p><a href="/kommunen/vardcentralen-norrbyn-stanger">← Tillbaka till artikeln</a></p>'
        '<div class="in-flode"><h2>12 inlägg</h2><ol class="in-lista">'
        + tree(c, "in", item="li", wrap="ol", reply="Svara")
        + "</ol></div>"
    )
    sub = page("sv-norrbyn", sub_story, Parts(after=thread))
    return make(
        "ai-sv-separat-sida",
        "discussion",
        "sv-norrbyn",
        st,
        Parts(after=link),
        c,
        path="/kommunen/vardcentralen-norrbyn-stanger",
        comments_page="/kommunen/vardcentralen-norrbyn-stanger-inlagg",
        reveal="separate_page: the link 'Läs alla 12 inlägg om artikeln →' leads to a page of its own with the thread",
        container="on /…-inlagg: div.in-flode: h2 '12 inlägg', ol.in-lista: li.in-it entries (div.in-top: b.in-who, span.in-at '21 april 2016 kl. 08:12'; div.in-txt; button 'Svara'); replies in ol.in-sub",
        heading="12 inlägg",
        description="A Swedish local paper of 2016: the article shows only a link 'Läs alla 12 inlägg om artikeln →'; the twelve readers' posts (three replies) are on a separate page of the same site; no 'comment' in the markup.",
        files={"/kommunen/vardcentralen-norrbyn-stanger-inlagg": sub},
        check_steps=("goto:/kommunen/vardcentralen-norrbyn-stanger-inlagg",),
    )


def en_older() -> Case:
    c = seeds("""
Dave Pemberton | 2 hours ago | - | Forty years that bridge has been there and they close it with a week's notice. The detour through Millbrook adds twenty minutes each way.
Shona McAllister | 2 hours ago | 0 | It was on the council agenda in October, to be fair. Nobody reads those though.
Priya Raman | 2 hours ago | - | Is the footpath side closed too? My kids walk over it to Kestrel Primary every morning.
Tom Ashworth | 1 hour ago | 2 | Priya, the council page says pedestrians can still use it until the scaffolding goes up in April.
Gordon | 1 hour ago | - | The lorries were always going to wreck it. Weight limit signs mean nothing if nobody enforces them.
Linda Farrow | 58 minutes ago | - | Anyone know if the 42 bus is being diverted? The timetable online hasn't changed.
Rich Okafor | 51 minutes ago | 5 | Linda, I rang them this morning, diversion starts Monday, stops on Mill Lane are suspended.
Bev | 45 minutes ago | - | Eighteen months seems a very long time for a bridge that size. Does anyone know why it takes so long?
Martin Hale | 40 minutes ago | 7 | Part of it is that they can only work in the river between July and October because of the fish.
Carol Dinsdale | 33 minutes ago | - | Businesses on the east side are going to struggle. The café already said trade is down.
Ian | 25 minutes ago | - | They should put a temporary footbridge across at the old ford, like they did in 2009.
Megan Price | 18 minutes ago | - | Good that they are fixing it properly instead of patching it again.
Arthur Kell | 11 minutes ago | - | My grandfather helped build it in 1984. Sad to see it like this.
Nadia | 4 minutes ago | - | Can we please have a proper cycle lane on the new one?
""")
    parts_idx = [[0, 2, 4], [5, 7, 9], [10, 11, 12, 13]]

    def part(k: int) -> str:
        return tree(c, "kv", wrap="div", pics=True, reply="Reply", likes=[""] * 14, tops=parts_idx[k])

    block = (
        '<section class="kv-talk" id="kv-talk"><h2>Join the conversation <span class="kv-n">14</span></h2>'
        '<div class="kv-sort">Oldest first</div><div class="kv-list" id="kv-list">'
        + part(0)
        + '</div><button type="button" class="kv-older" id="kv-older" data-next="2">Load more (9)</button></section>'
        "<script>document.getElementById('kv-older').addEventListener('click', function () {"
        " var b = this, n = +b.dataset.next; b.disabled = true;"
        " fetch('/_more/kestrel-bridge-' + n + '.html').then(function (r) { return r.text(); }).then(function (h) {"
        " document.getElementById('kv-list').insertAdjacentHTML('beforeend', h);"
        " if (n >= 3) { b.remove(); } else { b.dataset.next = n + 1; b.disabled = false; b.textContent = 'Load more (4)'; } }); });</script>"
    )
    st = Story(
        "Kestrel Bridge to close for 18 months from next week",
        "Hannah Corbett",
        "2025-02-11T10:00:00+00:00",
        "11 February 2025",
        """
Kestrel Bridge, the main crossing between the east and west sides of the town, will close to traffic from Monday for eighteen months of repairs, the county council has confirmed.

Engineers found corrosion in the steel beams during an inspection last autumn. The council said the 1984 bridge was no longer safe for vehicles over three tonnes and that a full repair was cheaper than replacement.

A signed diversion through Millbrook will be in place. Pedestrians and cyclists will be able to use the bridge until scaffolding is put up in April.
""",
        section="Council",
        standfirst="Drivers face a 20-minute detour through Millbrook while the 1984 crossing is repaired.",
    )
    return make(
        "ai-en-show-older",
        "discussion",
        "en-kestrel",
        st,
        Parts(after=block),
        c,
        path="/council/kestrel-bridge-closure",
        reveal="load_more: 5 of 14 shown; 'Load more (9)' fetches part 2 (5), then 'Load more (4)' part 3 (4)",
        container="section.kv-talk#kv-talk: h2 'Join the conversation 14', div.kv-list#kv-list: div.kv-it entries (avatar; div.kv-top: b.kv-who, span.kv-at '2 hours ago'; div.kv-txt; button 'Reply'); replies in div.kv-sub; button#kv-older appends /_more/kestrel-bridge-2.html and -3.html",
        heading="Join the conversation 14",
        description="An English local news site of 2025: fourteen readers' posts (four replies) with relative times, oldest first; the page shows the first three threads (five posts), a 'Load more' button fetches the next two parts (five and four posts); no 'comment' in the markup.",
        static=False,
        files={
            "/_more/kestrel-bridge-2.html": fragment(part(1)),
            "/_more/kestrel-bridge-3.html": fragment(part(2)),
        },
        check_steps=("click:#kv-older", "wait:800", "click:#kv-older", "wait:800"),
    )


def tr_replies() -> Case:
    c = seeds("""
Serkan Aydın | 17 Mayıs 2023 21:04 | - | Sahil yolunun trafiğe kapatılması çok iyi olmuş. Akşamları çocuklarla bisiklete binmek artık mümkün.
Elif Demirtaş | 17 Mayıs 2023 21:30 | 0 | Biz de dün gittik, ama bisiklet yolu ile yürüyüş yolu arasında çizgi yok, biraz karışık.
Hüseyin Usta | 17 Mayıs 2023 22:12 | 0 | Sahildeki esnaf ne yapacak peki? Müşteriler arabayla gelemiyor artık.
Gülay K. | 17 Mayıs 2023 22:45 | - | Otopark sorunu çözülmeden bu iş olmaz. Mahalle aralarına park eden araçlardan geçilmiyor.
Burak Yılmaz | 18 Mayıs 2023 08:10 | 3 | Belediye yeni otoparkın haziran sonunda açılacağını söyledi, haberin sonunda yazıyor.
Nermin Hanım | 18 Mayıs 2023 09:20 | - | Yaşlılar için banklar ve gölgelik lazım. Öğlen güneşinde kimse yürüyemez.
Cem | 18 Mayıs 2023 11:55 | - | Hafta sonları kapatmak yeterdi, her gün kapatmak fazla.
Aysel Bozkurt | 18 Mayıs 2023 13:40 | 6 | Cem Bey, her gün değil, akşam altıdan sonra kapalı. Gündüz trafik açık.
""")
    tops = [i for i, x in enumerate(c) if x.parent is None]
    items = ""
    files: dict[str, str] = {}
    steps: list[str] = []
    for i in tops:
        x = c[i]
        kids = [k for k, y in enumerate(c) if y.parent == i]
        sub = ""
        if kids:
            sub = (
                f'<button type="button" class="ky-more" id="ky-more-{i + 1}" data-src="/_yanit/korfez-sahil-{i + 1}.html">'
                f"{len(kids)} yanıtı gör</button>"
                f'<div class="ky-sub" id="ky-sub-{i + 1}"></div>'
            )
            files[f"/_yanit/korfez-sahil-{i + 1}.html"] = fragment(
                "".join(
                    f'<div class="ky-it" id="ky-{k + 1}"><div class="ky-top"><b class="ky-who">{esc(c[k].author)}</b> '
                    f'<span class="ky-at">{esc(c[k].when)}</span></div><div class="ky-txt"><p>{esc(c[k].text)}</p></div></div>'
                    for k in kids
                )
            )
            steps += [f"click:#ky-more-{i + 1}", "wait:500"]
        items += (
            f'<div class="ky-it" id="ky-{i + 1}"><div class="ky-top"><b class="ky-who">{esc(x.author)}</b> '
            f'<span class="ky-at">{esc(x.when)}</span></div><div class="ky-txt"><p>{esc(x.text)}</p></div>'
            f'<div class="ky-bar"><button type="button" class="ky-ans">Yanıtla</button></div>{sub}</div>'
        )
    block = (
        '<section class="ky-alan" id="okur-sesi"><h2>Okur Sesi (8)</h2>'
        + items
        + "</section><script>document.querySelectorAll('.ky-more').forEach(function (b) {"
        " b.addEventListener('click', function () { var box = b.nextElementSibling;"
        " fetch(b.dataset.src).then(function (r) { return r.text(); }).then(function (h) { box.innerHTML = h; b.remove(); }); }); });</script>"
    )
    st = Story(
        "Sahil yolu akşamları araç trafiğine kapatıldı",
        "Deniz Karaca",
        "2023-05-17T16:00:00+03:00",
        "17 Mayıs 2023",
        """
Körfez Belediyesi, sahil yolunun iskele ile balıkçı barınağı arasındaki bölümünü her akşam saat 18.00'den sonra araç trafiğine kapattı. Uygulama ekim ayı sonuna kadar sürecek.

Yol boyunca geçici bir bisiklet şeridi çizildi, bazı noktalara bank ve çiçeklik konuldu. Belediye Başkanı Ahmet Sarıgül, esnafın mağdur olmaması için haziran sonunda 300 araçlık yeni bir otoparkın açılacağını söyledi.
""",
        section="Belediye",
    )
    return make(
        "ai-tr-yanitlari-gor",
        "discussion",
        "tr-korfez",
        st,
        Parts(after=block),
        c,
        path="/belediye/sahil-yolu-aksam-kapali",
        reveal="hidden replies: the four top-level opinions are shown; their four replies are fetched by buttons '2 yanıtı gör' / '1 yanıtı gör'",
        container="section.ky-alan#okur-sesi: h2 'Okur Sesi (8)', div.ky-it entries (div.ky-top: b.ky-who, span.ky-at '17 Mayıs 2023 21:04'; div.ky-txt; button 'Yanıtla'); button.ky-more 'n yanıtı gör' then div.ky-sub filled from /_yanit/….html",
        heading="Okur Sesi (8)",
        description="A Turkish coastal town site of 2023: eight readers' opinions on closing the seaside road; four top-level shown, their four replies fetched only by '2 yanıtı gör' / '1 yanıtı gör' buttons; no 'comment' in the markup.",
        files=files,
        check_steps=tuple(steps),
    )


def cs_details() -> Case:
    c = seeds("""
Jaroslav Kříž | 9. 10. 2017 19:22 | - | Konečně. Na tu křižovatku u mlýna jsem se bál pustit děti na kole už deset let.
Hana Nováková | 9. 10. 2017 20:03 | - | Škoda jen, že kruhový objezd zabere kus parku u kapličky. Ty lípy tam byly sto let.
Petr Svoboda | 9. 10. 2017 20:41 | 1 | Podle starosty se vykácí jen dvě lípy a vysadí se osm nových. Uvidíme.
Věra | 10. 10. 2017 07:30 | - | Objížďka přes Horní Lhotu bude po té rozbité silnici peklo. Doufám, že aspoň spraví výmoly.
Miroslav Beneš | 10. 10. 2017 09:12 | - | Jestli to stihnou do června, smeknu. Obchvat se taky sliboval na dva roky a trval pět.
""")
    frag = tree(c, "nz", item="li", wrap="ul", name="strong", reply="Odpovědět")
    block = (
        '<details class="nz-rozbal" id="nz-rozbal"><summary class="nz-sum">Zobrazit názory čtenářů (5)</summary>'
        '<ul class="nz-seznam" id="nz-seznam"><li class="nz-cek">Načítám…</li></ul></details>'
        "<script>document.getElementById('nz-rozbal').addEventListener('toggle', function () {"
        " if (!this.open || this.dataset.hotovo) return; this.dataset.hotovo = '1';"
        " fetch('/_nazory/podhuri-kruhac.html').then(function (r) { return r.text(); })"
        ".then(function (h) { document.getElementById('nz-seznam').innerHTML = h; }); });</script>"
    )
    st = Story(
        "Křižovatku u mlýna nahradí kruhový objezd, stavba začne v listopadu",
        "Tereza Pokorná",
        "2017-10-09T15:00:00+02:00",
        "9. 10. 2017",
        """
Nebezpečnou křižovatku u starého mlýna v Podhůří nahradí kruhový objezd. Kraj na stavbu vybral firmu, práce začnou v listopadu a potrvají do června příštího roku.

Během stavby povede objížďka přes Horní Lhotu. Starosta Vladimír Čermák uvedl, že kvůli objezdu budou pokáceny dvě lípy v parku u kaple, místo nich se vysadí osm nových stromů.
""",
        section="Obce",
    )
    return make(
        "ai-cs-details-fetch",
        "discussion",
        "cs-podhuri",
        st,
        Parts(after=block),
        c,
        path="/obce/kruhovy-objezd-u-mlyna",
        reveal="details 'Zobrazit názory čtenářů (5)' (closed; its toggle event fetches the thread into it)",
        container="details.nz-rozbal#nz-rozbal > summary 'Zobrazit názory čtenářů (5)' + ul.nz-seznam ('Načítám…' until opened): li.nz-it entries (div.nz-top: strong.nz-who, span.nz-at '9. 10. 2017 19:22'; div.nz-txt; button 'Odpovědět'); the reply in ul.nz-sub",
        heading=None,
        description="A Czech regional site of 2017: five readers' opinions on a roundabout, fetched only when the closed <details> 'Zobrazit názory čtenářů (5)' is opened; one nested reply; no 'comment' in the markup.",
        files={"/_nazory/podhuri-kruhac.html": fragment(frag)},
        check_steps=("click:summary.nz-sum", "wait:800"),
    )


def ko_json() -> Case:
    c = seeds("""
은행나무길 주민 | 2026.04.06 08:31 | - | 아이가 다니는 학교라서 반가운 소식입니다. 운동장 한쪽이 숲이 된다니 쉬는 시간이 기다려지겠네요.
김도윤 | 2026.04.06 09:02 | - | 나무를 심는 건 좋은데 여름에 모기가 많아지지 않을까 걱정입니다. 관리 계획도 알려 주세요.
이서연 | 2026.04.06 09:40 | 1 | 기사 끝부분에 환경동아리 학생들이 관리한다고 나와 있어요. 방학 때가 문제겠지만요.
바람골 토박이 | 2026.04.06 12:15 | - | 예전에 이 자리가 원래 뒷산이었습니다. 오십 년 만에 다시 숲이 되는 셈이네요.
박지훈 | 2026.04.06 18:27 | - | 다른 학교들도 꼭 따라 했으면 좋겠습니다. 아스팔트 운동장은 여름에 너무 뜨거워요.
정미경 | 2026.04.06 21:03 | 4 | 맞아요. 우리 동네 중학교도 신청했는데 예산이 부족하다고 들었습니다.
""")
    data = as_json(c).replace("</", "<\\/")
    block = (
        '<div class="hm-zone" id="dokja-hanmadi"><h3 class="hm-ttl">독자 한마디 <em>6</em></h3><div id="hm-here"></div></div>'
        f'<script type="application/json" id="hm-data">{data}</script>'
        "<script>"
        + draw_js("hmDraw", "hm", "답글")
        + """
document.addEventListener('DOMContentLoaded', function () {
  hmDraw(JSON.parse(document.getElementById('hm-data').textContent), document.getElementById('hm-here'));
});
</script>"""
    )
    st = Story(
        "바람골초등학교 운동장 일부, 작은 숲으로 바뀐다",
        "최은정 기자",
        "2026-04-05T14:00:00+09:00",
        "2026.04.05",
        """
바람골초등학교 운동장의 북쪽 일부가 올해 안에 학생들이 가꾸는 작은 숲으로 바뀐다. 교육청은 아스팔트를 걷어내고 참나무와 단풍나무 등 120그루를 심을 계획이라고 밝혔다.

숲 안에는 야외 교실과 작은 연못도 만들어진다. 나무는 학교 환경동아리 학생들과 학부모 봉사단이 함께 관리하기로 했다.
""",
        section="교육",
    )
    return make(
        "ai-ko-json-render",
        "discussion",
        "ko-baramgol",
        st,
        Parts(after=block),
        c,
        path="/gyoyuk/undongjang-sup",
        reveal="client-rendered: the thread is JSON in <script type=application/json id=hm-data>, drawn by the page's script at DOMContentLoaded",
        container="div.hm-zone#dokja-hanmadi: h3 '독자 한마디 6', div#hm-here > div.hm-list: div.hm-it entries (div.hm-top: b.hm-who, span.hm-at '2026.04.06 08:31'; div.hm-txt; button '답글'); replies in div.hm-sub",
        heading="독자 한마디 6",
        description="A Korean local news site of 2026: six readers' words on a school forest, drawn in the browser from JSON embedded in the page; two nested replies; no 'comment' in the markup.",
        check_steps=("wait:300",),
    )


def el_closed_shadow() -> Case:
    c = seeds("""
Γιώργος Παπαδάκης | 12/07/2018, 20:14 | - | Επιτέλους θα μπορούμε να κολυμπάμε ξανά στην ανατολική όχθη. Από παιδί θυμάμαι την παραλία γεμάτη κόσμο.
Ελένη Μ. | 12/07/2018, 21:02 | - | Τα αποτελέσματα είναι καλά, αλλά τι γίνεται με τα λύματα από τα χωριά πάνω από τη λίμνη; Εκεί είναι το πρόβλημα.
Νίκος Σταθόπουλος | 12/07/2018, 22:30 | 1 | Ο βιολογικός καθαρισμός του Άνω Χωριού θα λειτουργήσει το φθινόπωρο, έτσι είπαν στη συνέλευση.
Κατερίνα | 13/07/2018, 09:15 | - | Να βάλουν και ναυαγοσώστη τον Αύγουστο, έρχονται πολλές οικογένειες με μικρά παιδιά.
Θανάσης Ρήγας | 13/07/2018, 11:48 | - | Μπράβο στους εθελοντές που καθάρισαν την όχθη τον Μάιο. Χωρίς αυτούς τίποτα δεν θα είχε γίνει.
""")
    inner = (
        "<style>:host{display:block;font:15px/1.6 sans-serif}.sz-it{border-top:1px solid #ddd;padding:8px 0}"
        ".sz-sub{margin-left:24px}.sz-at{color:#888;font-size:12px}</style>"
        '<h3 class="sz-t">Τι λένε οι αναγνώστες</h3>' + tree(c, "sz", wrap="div", reply="Απάντηση")
    )
    block = (
        '<lx-syzitisi class="sz-host"></lx-syzitisi><script>'
        f"var SZ_HTML = {json.dumps(inner, ensure_ascii=False)};"
        "customElements.define('lx-syzitisi', class extends HTMLElement { connectedCallback() {"
        " var r = this.attachShadow({ mode: 'closed' }); r.innerHTML = SZ_HTML; } });</script>"
    )
    st = Story(
        "Κολυμβήσιμα ξανά τα νερά της λίμνης στην ανατολική όχθη",
        "Μαρία Αθανασίου",
        "2018-07-12T13:00:00+03:00",
        "12/07/2018",
        """
Κατάλληλα για κολύμβηση κρίθηκαν ξανά τα νερά στην ανατολική όχθη της λίμνης, ύστερα από δώδεκα χρόνια απαγόρευσης. Οι μετρήσεις του Ιουνίου έδειξαν τιμές μέσα στα όρια σε όλα τα σημεία δειγματοληψίας.

Ο δήμαρχος Στέλιος Καραγιάννης απέδωσε τη βελτίωση στον νέο αγωγό αποχέτευσης και στον καθαρισμό της όχθης από εθελοντές τον περασμένο Μάιο.
""",
        section="Τοπικά",
    )
    return make(
        "ai-el-closed-shadow",
        "discussion",
        "el-limni",
        st,
        Parts(after=block),
        c,
        path="/topika/limni-kolymvisima-nera",
        reveal="closed_shadow_root: the custom element <lx-syzitisi> attaches a closed shadow root and writes the thread into it",
        container="<lx-syzitisi class=sz-host> closed shadow root: h3 'Τι λένε οι αναγνώστες', div.sz-it entries (div.sz-top: b.sz-who, span.sz-at '12/07/2018, 20:14'; div.sz-txt; button 'Απάντηση'); the reply in div.sz-sub",
        heading="Τι λένε οι αναγνώστες",
        description="A Greek lake-town site of 2018: five readers' opinions on bathing water, inside a closed shadow root written by a custom element; one nested reply; no 'comment' in the markup.",
        check_steps=("wait:300",),
    )


def nl_byline() -> Case:
    c = seeds("""
Joke Verhulst | 28 aug 2024 21:14 | - | Eindelijk duidelijkheid. Wij wonen aan de boulevard en hadden al drie zomers overlast van die brommers.
Sander | 28 aug 2024 21:40 | 0 | Overlast van brommers los je niet op met een verbod op fietsen. Dit raakt vooral gezinnen.
Joke Verhulst | 28 aug 2024 22:05 | 1 | Er staat toch dat fietsen aan de hand mag? Alleen niet erop rijden tussen 10 en 18 uur.
Wim de Ruiter | 29 aug 2024 07:48 | - | Die borden bij de strandopgangen zijn veel te klein, ik zag ze pas toen ik er al was.
Fatima El Amrani | 29 aug 2024 09:12 | - | Als er dan een alternatieve route komt achter de duinen, vind ik het prima.
Kees Brouwer | 29 aug 2024 12:33 | 4 | Die route ligt er al, het fietspad door de duinen langs de vuurtoren. Alleen slecht aangegeven.
Marloes | 29 aug 2024 16:50 | - | Toeristen weten van niets, de handhavers zullen het druk krijgen volgend jaar.
""")
    frag = '<h2 class="pr-kop">Praat mee</h2>' + tree(
        c,
        "pr",
        wrap="div",
        pics=True,
        reply="Reageer",
        likes=["👍 14", "👍 6", "👍 9", "👍 3", "👍 11", "👍 7", "👍 2"],
    )
    byline = ' · <a class="pr-tel" id="pr-tel" href="#praat-mee">💬 7</a>'
    block = (
        '<section class="pr-vak" id="praat-mee"></section>'
        "<script>(function () { var klaar = false;"
        " function laad() { if (klaar) return; klaar = true;"
        " fetch('/_praat/kustblad-boulevard.html').then(function (r) { return r.text(); }).then(function (h) {"
        " var v = document.getElementById('praat-mee'); v.innerHTML = h; v.scrollIntoView(); }); }"
        " document.getElementById('pr-tel').addEventListener('click', laad);"
        " if (location.hash === '#praat-mee') laad(); })();</script>"
    )
    st = Story(
        "Fietsen op de boulevard 's zomers overdag verboden",
        "Evelien Jacobs",
        "2024-08-28T17:30:00+02:00",
        "28 augustus 2024",
        """
Vanaf volgend jaar mag er tussen 1 juni en 31 augustus van 10.00 tot 18.00 uur niet meer gefietst worden op de boulevard van Zeedorp. Dat heeft de gemeenteraad dinsdagavond besloten.

Fietsers mogen hun fiets wel aan de hand meenemen. Voor wie door wil fietsen, wordt de route achter de duinen langs de vuurtoren beter aangegeven. Handhavers gaan in het eerste jaar vooral waarschuwen.
""",
        section="Gemeente",
    )
    return make(
        "ai-nl-byline-teller",
        "discussion",
        "nl-kustblad",
        st,
        Parts(after=block, byline=byline),
        c,
        path="/gemeente/fietsverbod-boulevard",
        reveal="count link: '💬 7' in the byline (href #praat-mee) fetches the thread into the empty section at the end of the article and scrolls to it",
        container="section.pr-vak#praat-mee (empty until the byline's '💬 7' is clicked): h2 'Praat mee', div.pr-it entries (avatar; div.pr-top: b.pr-who, span.pr-at '28 aug 2024 21:14'; div.pr-txt; '👍 n', 'Reageer'); replies in div.pr-sub, two deep",
        heading="Praat mee",
        description="A Dutch coastal news site of 2024: seven readers' reactions on a cycling ban, loaded only when the count link '💬 7' in the byline is followed; two nested replies (one to a reply); no 'comment' in the markup.",
        files={"/_praat/kustblad-boulevard.html": fragment(frag)},
        check_steps=("click:#pr-tel", "wait:800"),
    )


def threads_ai() -> list[Case]:
    return [
        es_button(),
        pl_lazy(),
        ja_dialog(),
        ar_iframe(),
        sv_separate(),
        en_older(),
        tr_replies(),
        cs_details(),
        ko_json(),
        el_closed_shadow(),
        nl_byline(),
    ]
