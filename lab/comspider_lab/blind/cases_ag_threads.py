"""Blind set AG: ten small hand-built discussions (2 to 8 readers' comments on this article), served with the page, in
markup without the word "comment" (any language) in any class or id: a Finnish magazine's "Lukijoilta" with replies
two deep (fi); an old Hungarian garden-blog post whose three readers came back over weeks, a ``<dl>`` without heading
or control (hu); a Czech weekly's "Názory čtenářů (4)" beside a form, a nested ``<ul>`` (cs); a Slovak paper's thread
in a closed ``<details>`` (sk); a Turkish magazine's thread unhidden by a button, replies nested (tr); a Greek island
blog of 2009 whose four readers came over months, one table row each (el); a Ukrainian district paper's eight
opinions in an ``<ol>`` with nested replies (uk); an Indonesian magazine's two entries without a heading (id); a
Romanian daily's "Ce spun cititorii" with thumbs-up counts beside a form (ro); a Catalan country blog of 2013 whose
readers came back for a year, the author answering (ca). Written for this set, in invented markup; every name,
place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_ag_common import PartsK, esc, make, seeds, story, tree
from comspider_lab.blind.model import Case


def fi_lukijoilta() -> Case:
    c = seeds("""
Tuula Nieminen | 14.9.2021 klo 9.12 | - | Hyvä, että asiasta kirjoitetaan. Meidän kylältä lähtee aamulla vain yksi vuoro, ja sekin on aina täynnä.
Janne Virtanen | 14.9.2021 klo 10.05 | 0 | Sama täällä. Koululaiset seisovat käytävällä koko matkan.
Tuula Nieminen | 14.9.2021 klo 10.47 | 1 | Kyselin liikennöitsijältä, ja lisävuoroa kuulemma harkitaan keväälle.
Heikki Laakso | 14.9.2021 klo 13.30 | - | Kutsutaksi olisi varmasti halvempi kuin tyhjänä kulkeva iso linja-auto iltaisin.
Mirja K. | 14.9.2021 klo 19.58 | - | Kiitos jutusta. Toivottavasti päättäjät lukevat tämän.
""")
    block = (
        '<section class="lk-osio" id="lukijoilta"><h2>Lukijoilta</h2>'
        + tree(c, "lk", item="article", wrap="div", pics=True, reply="Vastaa")
        + "</section>"
    )
    st = story(
        "Aamun bussivuorot eivät riitä kylien koululaisille",
        "Anna-Kaisa Rinne",
        "2021-09-14T07:00:00+03:00",
        "14.9.2021",
        """
Pohjoisrannan kylistä lähtee arkiaamuisin vain kaksi linja-autovuoroa keskustaan. Syksyn alusta matkustajia on ollut niin paljon, että osa koululaisista on joutunut seisomaan.

Kunnan liikennesuunnittelijan mukaan tilannetta seurataan, mutta lisävuoroille ei ole tänä vuonna rahaa.
""",
        section="Liikenne",
    )
    return make(
        "ag-fi-lukijoilta",
        "discussion",
        "mz",
        "fi-mag",
        st,
        PartsK(after=block),
        c,
        path="/liikenne/aamun-bussivuorot-eivat-riita",
        container="section.lk-osio#lukijoilta: article.lk-e entries (avatar; div.lk-h: b.lk-n name, span.lk-d '14.9.2021 klo 9.12'; the text; 'Vastaa'); replies in div.lk-sub inside their parent's, two deep",
        heading="Lukijoilta",
        description="A Finnish coastal web magazine of 2021: five readers' comments over one day under 'Lukijoilta', a reply and a reply to it nested two deep; static, no 'comment' in the markup.",
    )


def hu_dl() -> Case:
    c = seeds("""
Marika néni | 2011. május 2. 18:40 | - | Nálunk is így volt tavaly. A hamu tényleg segít, csak eső után újra kell szórni.
Bence a szomszéd faluból | 2011. május 19. 07:15 | - | Kipróbáltam a sörös csapdát, egy éjszaka alatt tizenkét csigát fogott. Köszönöm a tippet!
Erzsébet | 2011. június 11. 21:03 | - | Későn olvastam, az én salátámat már mind megették. Jövőre időben kezdem.
""")
    items = "".join(
        f'<dt class="kv-h"><b class="kv-n">{esc(x.author)}</b> <span class="kv-d">{esc(x.when)}</span></dt>'
        f'<dd class="kv-x"><p>{esc(x.text)}</p></dd>'
        for x in c
    )
    block = f'<div class="kv-tarto"><dl class="kv-dl">{items}</dl></div>'
    st = story(
        "Csigák a salátán: ami nálam bevált",
        "Juci",
        "2011-04-28T20:00:00+02:00",
        "2011. április 28.",
        """
Idén tavasszal a csigák szinte az összes palántámat megrágták. Kipróbáltam néhány házi módszert, és leírom, mi működött.

A fahamu a sorok között és a sörös csapda volt a leghatásosabb. A tojáshéj szerintem semmit sem ért.
""",
        section="Kert",
    )
    return make(
        "ag-hu-dl",
        "discussion",
        "bk",
        "hu-blog",
        st,
        PartsK(after=block),
        c,
        path="/2011/04/csigak-a-salatan",
        container="div.kv-tarto > dl.kv-dl: dt.kv-h (b.kv-n name, span.kv-d '2011. május 2. 18:40'), dd.kv-x the text; flat, no control",
        heading=None,
        description="A Hungarian village garden blog of 2011: three readers' comments that came over six weeks after the post, a <dl> without heading, count or control; static, no 'comment' in the markup.",
    )


def cs_form() -> Case:
    c = seeds("""
Lenka Dvořáková | 22. 5. 2013 v 14:10 | - | Konečně. Přes náves se s kočárkem nedalo projít, auta jezdila příliš rychle.
Tomáš Novotný | 22. 5. 2013 v 15:42 | 0 | Souhlasím, jen doufám, že nezmizí parkovací místa u obchodu.
Jiří Černý | 22. 5. 2013 v 21:05 | - | Za tři miliony by se dala opravit i silnice k nádraží.
Hana M. | 23. 5. 2013 v 08:30 | - | Kdy se bude stavět? V článku chybí termín.
""")
    form = (
        '<form class="nz-psat" action="/nazory" method="post"><h3>Napište svůj názor</h3>'
        '<p><label>Jméno <input name="jmeno" size="24"></label></p>'
        '<p><textarea name="vzkaz" rows="4" cols="50"></textarea></p><p><button type="submit">Odeslat</button></p></form>'
    )
    block = (
        '<div class="nz-blok" id="nazory"><h2>Názory čtenářů (4)</h2><ul class="nz-l">'
        + tree(c, "nz", item="li", wrap="ul", reply="Odpovědět")
        + "</ul>"
        + form
        + "</div>"
    )
    st = story(
        "Náves v Lhotce dostane nový chodník a přechod",
        "Radek Šimek",
        "2013-05-22T10:00:00+02:00",
        "22. 5. 2013",
        """
Obec Lhotka nad Sázavou získala dotaci na úpravu návsi. Vznikne nový chodník, osvětlený přechod a zpomalovací práh.

Celkové náklady dosáhnou tří milionů korun, obec zaplatí desetinu.
""",
        section="Obce",
    )
    return make(
        "ag-cs-form",
        "discussion",
        "rg",
        "cs-news",
        st,
        PartsK(after=block),
        c,
        path="/obce/naves-v-lhotce-chodnik",
        container="div.nz-blok#nazory > ul.nz-l: li.nz-e entries (div.nz-h: b.nz-n name, span.nz-d '22. 5. 2013 v 14:10'; the text; 'Odpovědět'); the reply in a nested ul.nz-sub; then a form 'Napište svůj názor'",
        heading="Názory čtenářů (4)",
        description="A Czech regional weekly of 2013: four readers' opinions (one nested reply) under the count 'Názory čtenářů (4)', beside a form to write one; static, no 'comment' in the markup.",
    )


def sk_details() -> Case:
    c = seeds("""
Zuzana Kováčová | 3. 8. 2016 o 12:20 | - | Chodíme tam s deťmi každé leto. Voda bola minulý týždeň úplne čistá.
Peter Baláž | 3. 8. 2016 o 16:48 | - | Nech radšej opravia aj móla, dve dosky sú prepadnuté.
Marek | 4. 8. 2016 o 09:02 | - | Škoda, že kúpalisko zavreli práve v najteplejšom týždni.
""")
    block = (
        '<details class="rc-rozbal" id="citatelia"><summary class="rc-pas">Zobraziť reakcie čitateľov (3)</summary>'
        '<div class="rc-zoznam">' + tree(c, "rc", pics=True) + "</div></details>"
    )
    st = story(
        "Kúpalisko na Hlbokom jazere je zatvorené, hygienici čakajú na rozbory",
        "Ivana Mrázová",
        "2016-08-03T09:30:00+02:00",
        "3. 8. 2016",
        """
Regionálny úrad verejného zdravotníctva dočasne zakázal kúpanie v Hlbokom jazere. V odobratých vzorkách sa objavili baktérie.

Výsledky nových rozborov budú známe v piatok. Dovtedy zostáva kúpalisko zatvorené.
""",
        section="Región",
    )
    return make(
        "ag-sk-details",
        "discussion",
        "rg",
        "sk-mag",
        st,
        PartsK(after=block),
        c,
        path="/region/kupalisko-hlboke-jazero-zatvorene",
        reveal='details "Zobraziť reakcie čitateľov (3)"',
        container="details.rc-rozbal#citatelia (closed) > summary 'Zobraziť reakcie čitateľov (3)' + div.rc-zoznam: div.rc-e entries (avatar; div.rc-h: b.rc-n name, span.rc-d '3. 8. 2016 o 12:20'; the text); flat",
        heading=None,
        description="A Slovak valley daily of 2016: three readers' reactions inside a closed <details> whose summary reads 'Zobraziť reakcie čitateľov (3)'; flat, no control, no 'comment' in the markup.",
        check_steps=("click:summary.rc-pas",),
    )


def tr_button() -> Case:
    c = seeds("""
Selin Aydın | 7 Mart 2023, 11:05 | - | Köyümüzde de aynı sorun var. Kooperatif olmadan süt fiyatına kimse karışmıyor.
Mehmet Öztürk | 7 Mart 2023, 12:40 | 0 | Biz üç yıl önce kurduk, ilk yıl zor oldu ama şimdi soğutma tankımız var.
Selin Aydın | 7 Mart 2023, 13:15 | 1 | Mehmet Bey, kuruluş için hangi belgeler gerekiyordu?
Fatma Yılmaz | 7 Mart 2023, 18:22 | - | Kadınların yönetimde olması çok güzel. Tebrikler.
Ali Rıza Çelik | 8 Mart 2023, 08:10 | - | Haberi okuyunca dedemin anlattığı eski köy ortaklığı aklıma geldi.
Gül | 8 Mart 2023, 20:47 | 3 | Ben de aynısını düşündüm, darısı diğer köylerin başına.
""")
    block = (
        '<div class="ok-alan"><button type="button" class="ok-ac" id="ok-ac">Okurlar ne dedi? (6)</button>'
        '<div class="ok-liste" id="ok-liste" hidden>'
        + tree(c, "ok", wrap="div", name="strong", date="time", reply="Yanıtla")
        + "</div></div>"
        "<script>document.getElementById('ok-ac').addEventListener('click', function () {"
        " document.getElementById('ok-liste').hidden = false; this.remove(); });</script>"
    )
    st = story(
        "Yamaç köyünün kadınları süt kooperatifi kurdu",
        "Deniz Acar",
        "2023-03-07T09:00:00+03:00",
        "7 Mart 2023",
        """
Yamaç köyünde on iki kadın bir araya gelerek süt kooperatifi kurdu. Kooperatif, köydeki sütü toplayıp doğrudan mandıraya satacak.

Kooperatif başkanı Hatice Erdem, ilk ayda litre başına iki lira daha fazla kazandıklarını söylüyor.
""",
        section="Köyler",
    )
    return make(
        "ag-tr-buton",
        "discussion",
        "mz",
        "tr-mag2",
        st,
        PartsK(after=block),
        c,
        path="/koyler/kadinlar-sut-kooperatifi-kurdu",
        reveal='button "Okurlar ne dedi? (6)" (unhides the thread)',
        container="div.ok-alan: button#ok-ac 'Okurlar ne dedi? (6)', then div.ok-liste#ok-liste hidden until the click: div.ok-e entries (div.ok-h: strong.ok-n name, time.ok-d '7 Mart 2023, 11:05'; the text; 'Yanıtla'); replies in div.ok-sub inside their parent's, two deep",
        heading=None,
        description="A Turkish mountain-villages news magazine of 2023: six readers' comments (three replies, one of them to a reply) hidden until a button 'Okurlar ne dedi? (6)' is clicked; no heading, no 'comment' in the markup.",
        check_steps=("click:#ok-ac",),
    )


def el_table() -> Case:
    c = seeds("""
Κατερίνα | 21/07/2009 22:14 | - | Πήγαμε χθες με τα παιδιά, είχες δίκιο για το νερό. Κρύο αλλά πεντακάθαρο.
Στέλιος από Πειραιά | 02/08/2009 13:50 | - | Το μονοπάτι από τον φάρο έχει κλείσει λίγο με τα βάτα, θέλει παπούτσια.
Άννα Λ. | 29/08/2009 09:31 | - | Διαβάζω το ιστολόγιό σου κάθε καλοκαίρι. Ευχαριστώ για τις οδηγίες!
Γιάννης Μ. | 14/10/2009 18:05 | - | Και τον Οκτώβριο αξίζει, δεν είχε κανέναν.
""")
    trs = "".join(
        f'<tr class="tg-r"><td class="tg-k" valign="top"><b class="tg-n">{esc(x.author)}</b><br>'
        f'<span class="tg-d">{esc(x.when)}</span></td><td class="tg-t"><p>{esc(x.text)}</p></td></tr>'
        for x in c
    )
    block = f'<div class="tg-plaisio"><h3>Τι γράψατε</h3><table class="tg-pin" cellpadding="6" width="100%">{trs}</table></div>'
    st = story(
        "Η κρυφή παραλία πίσω από τον φάρο",
        "Μαρίνα",
        "2009-07-20T19:00:00+03:00",
        "20/07/2009",
        """
Πίσω από τον φάρο, μετά από είκοσι λεπτά περπάτημα, υπάρχει μια μικρή παραλία με βότσαλα που δεν έχει ούτε ομπρέλες ούτε καντίνα.

Πάρτε νερό μαζί σας και φύγετε πριν δύσει ο ήλιος, το μονοπάτι δεν φωτίζεται.
""",
        section="Θάλασσα",
    )
    return make(
        "ag-el-table",
        "discussion",
        "bk",
        "el-blog",
        st,
        PartsK(after=block),
        c,
        path="/2009/07/kryfi-paralia-fanos",
        container="div.tg-plaisio > table.tg-pin: one tr.tg-r per entry (td: b.tg-n name, span.tg-d '21/07/2009 22:14'; td: the text); flat",
        heading="Τι γράψατε",
        description="A Greek island blog of 2009: four readers' comments that came over three months, one table row each, under 'Τι γράψατε'; static, no control, no 'comment' in the markup.",
    )


def uk_ol() -> Case:
    c = seeds("""
Наталія Коваль | 4 квітня 2019, 09:40 | - | Дуже добре, що в селі нарешті буде своя амбулаторія. До райцентру їхати годину.
Василь Петренко | 4 квітня 2019, 10:15 | 0 | Головне, щоб лікар не втік через рік, як минулого разу.
Наталія Коваль | 4 квітня 2019, 10:52 | 1 | Цього разу обіцяють службове житло, може, залишиться.
Ігор Савчук | 4 квітня 2019, 12:30 | - | А чи буде там аптечний пункт?
Олена | 4 квітня 2019, 15:05 | - | Моя мама ходить з паличкою, для неї це справжнє свято.
Петро Гнатюк | 4 квітня 2019, 19:48 | - | Скільки коштуватиме ремонт будівлі? У статті про це нічого.
Ганна Мельник | 5 квітня 2019, 08:20 | 5 | Наскільки я знаю, гроші дає область, громада платить тільки за меблі.
Роман | 5 квітня 2019, 21:11 | - | Дякую за новину. Чекаємо на відкриття.
""")
    block = (
        '<div class="dm-vikno" id="dumky"><h3>Думки читачів</h3><ol class="dm-l">'
        + tree(c, "dm", item="li", wrap="ol", reply="Відповісти")
        + "</ol></div>"
    )
    st = story(
        "У Білій Криниці відкриють сільську амбулаторію",
        "Тетяна Лисенко",
        "2019-04-04T08:00:00+03:00",
        "4 квітня 2019",
        """
Громада отримала кошти на ремонт старої будівлі пошти, де до кінця року облаштують амбулаторію сімейної медицини.

Лікарю та медсестрі обіцяють службове житло. Прийом вестимуть п'ять днів на тиждень.
""",
        section="Село",
    )
    return make(
        "ag-uk-ol",
        "discussion",
        "rg",
        "uk-news2",
        st,
        PartsK(after=block),
        c,
        path="/selo/ambulatoriya-bila-krynytsya",
        container="div.dm-vikno#dumky > ol.dm-l: li.dm-e entries (div.dm-h: b.dm-n name, span.dm-d '4 квітня 2019, 09:40'; the text; 'Відповісти'); replies in a nested ol.dm-sub, two deep",
        heading="Думки читачів",
        description="A Ukrainian district paper of 2019: eight readers' opinions over two days in an <ol> under 'Думки читачів', three nested replies (one to a reply); static, no 'comment' in the markup.",
    )


def id_dua() -> Case:
    c = seeds("""
Dewi Lestari | 3 Juni 2024 pukul 16.20 | - | Semoga dermaga baru ini juga dilengkapi tempat pelelangan ikan yang bersih.
Agus Saputra | 4 Juni 2024 pukul 07.45 | - | Nelayan di kampung saya sudah lama menunggu. Terima kasih beritanya.
""")
    block = '<div class="tb-wadah">' + tree(c, "tb", pics=True, name="strong") + "</div>"
    st = story(
        "Dermaga nelayan baru dibangun di Teluk Sari",
        "Bayu Pratama",
        "2024-06-03T13:00:00+07:00",
        "3 Juni 2024",
        """
Pemerintah kabupaten mulai membangun dermaga nelayan baru di Teluk Sari. Dermaga sepanjang 120 meter itu ditargetkan selesai akhir tahun.

Selama pembangunan, perahu nelayan sementara bersandar di pantai sebelah timur.
""",
        section="Nelayan",
    )
    return make(
        "ag-id-dua",
        "discussion",
        "mz",
        "id-mag2",
        st,
        PartsK(after=block),
        c,
        path="/nelayan/dermaga-baru-teluk-sari",
        container="div.tb-wadah below the article: div.tb-e entries (avatar; div.tb-h: strong.tb-n name, span.tb-d '3 Juni 2024 pukul 16.20'; the text)",
        heading=None,
        description="An Indonesian coastal news magazine of 2024: two readers' comments below the article, no heading, no count, no control; static, no 'comment' in the markup.",
    )


def ro_likes() -> Case:
    c = seeds("""
Mihai Radu | 16 septembrie 2020, 10:22 | - | Copiii mei fac deja o oră pe drum. Cu autobuzul școlar nou măcar vor sta jos.
Cristina Marin | 16 septembrie 2020, 11:48 | - | Bine ar fi să verifice cineva și starea drumului spre Lunca, nu doar autobuzul.
Daniel Stoica | 16 septembrie 2020, 13:05 | 1 | Exact. Iarna nu trece nici tractorul pe acolo.
Elena Dinu | 17 septembrie 2020, 19:30 | - | Felicitări primăriei, în sfârșit o veste bună pentru sate.
""")
    form = (
        '<form class="cs-scrie" action="/trimite" method="post"><p><strong>Spune-ți părerea</strong></p>'
        '<p><input name="nume" placeholder="Numele tău" size="26"></p><p><textarea name="mesaj" rows="3" cols="48"></textarea></p>'
        '<p><button type="submit">Trimite</button></p></form>'
    )
    block = (
        '<section class="cs-zona" id="cititori"><h2>Ce spun cititorii</h2>'
        + tree(c, "cs", wrap="div", pics=True, reply="Răspunde", likes=[14, 9, 6, 3])
        + form
        + "</section>"
    )
    st = story(
        "Comuna Lunca primește un microbuz școlar nou",
        "Ioana Preda",
        "2020-09-16T08:00:00+03:00",
        "16 septembrie 2020",
        """
De la 1 octombrie, elevii din satele comunei Lunca vor merge la școală cu un microbuz nou, cu 22 de locuri. Vechiul autobuz avea peste 20 de ani.

Primăria a cumpărat microbuzul cu bani de la minister și din bugetul local.
""",
        section="Educație",
    )
    return make(
        "ag-ro-aprecieri",
        "discussion",
        "mz",
        "ro-mag",
        st,
        PartsK(after=block),
        c,
        path="/educatie/microbuz-scolar-nou-lunca",
        container="section.cs-zona#cititori: div.cs-e entries (avatar; div.cs-h: b.cs-n name, span.cs-d '16 septembrie 2020, 10:22'; the text; a '👍 n' button and 'Răspunde'); the reply in div.cs-sub inside its parent's; then a form 'Spune-ți părerea'",
        heading="Ce spun cititorii",
        description="A Romanian plains daily of 2020: four readers' comments (one nested reply) with thumbs-up counts under 'Ce spun cititorii', beside a form to write one; static, no 'comment' in the markup.",
    )


def ca_tornen() -> Case:
    c = seeds("""
Montse Ribas | 12/04/2013 a les 22:10 | - | Vam fer la ruta diumenge seguint les teves indicacions. La font encara rajava!
Quim Ferrer | 30/04/2013 a les 08:35 | - | El pont de fusta del segon tram està trencat. Cal passar el riu per les pedres.
Quadern de la masia | 30/04/2013 a les 19:02 | 1 | Gràcies, Quim! Ho afegeixo al text perquè ningú s'hi trobi.
Laia P. | 18/08/2013 a les 17:44 | - | A l'agost hi ha molts mosquits a la font, porteu repel·lent.
Albert Soler | 05/01/2014 a les 12:20 | - | Hi he tornat a l'hivern i amb neu és encara més bonic. Gràcies per la ressenya de fa un any.
""")
    block = (
        '<div class="hd-raco" id="heu-dit"><h3>Heu dit</h3>'
        + tree(c, "hd", wrap="div", name="strong", reply="Respon")
        + "</div>"
    )
    st = story(
        "Ruta de la font del Faig: tres hores de bosc",
        "Núria",
        "2013-04-08T21:00:00+02:00",
        "08/04/2013",
        """
Des de la masia surt un camí que puja pel bosc de faigs fins a la font. És una ruta fàcil, de tres hores anada i tornada.

Cal portar aigua i calçat bo; al segon tram es travessa el riu per un pont de fusta.
""",
        section="Excursions",
    )
    return make(
        "ag-ca-tornen",
        "discussion",
        "bk",
        "ca-blog",
        st,
        PartsK(after=block),
        c,
        path="/2013/04/ruta-font-del-faig",
        container="div.hd-raco#heu-dit: div.hd-e entries (div.hd-h: strong.hd-n name, span.hd-d '12/04/2013 a les 22:10'; the text; 'Respon'); the blog author's answer in div.hd-sub inside its parent's",
        heading="Heu dit",
        description="A Catalan country blog of 2013: five readers' comments that came over nine months under 'Heu dit', the blog author's answer nested under a reader's; static, no 'comment' in the markup.",
    )


def threads_ag() -> list[Case]:
    return [
        fi_lukijoilta(),
        hu_dl(),
        cs_form(),
        sk_details(),
        tr_button(),
        el_table(),
        uk_ol(),
        id_dua(),
        ro_likes(),
        ca_tornen(),
    ]
