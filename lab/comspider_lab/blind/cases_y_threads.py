"""Blind set Y: hand-built discussions of 1 to 22 comments in markup no earlier set used: open ``<details>`` nested two
levels, 22 comments (pt-PT), a single comment with the name after the text and no time (fi), two comments each a
single paragraph (sr), names as headings (en), a flat run whose replies carry a depth class and "in risposta a" (it),
"time · name napisał(a):" entries (pl), a horizontal strip of cards without times (th), a thread kept in a
``<template>`` until a button clones it (tr) and a thread shown by a CSS checkbox toggle (lv) (written from memory of
the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_y_common import (
    PartsK,
    box,
    depth_thread,
    esc,
    fold_thread,
    links,
    make,
    named_thread,
    para_thread,
    plain_thread,
    story,
    strip_thread,
    thread,
    wrote_thread,
)
from comspider_lab.blind.model import Case


def pt_fold() -> Case:
    c = thread(
        """
Manuel Araújo | há 5 horas | - | A ponte de Lanheses é a única passagem do rio em dez quilómetros. Fechá-la seis meses sem alternativa é um castigo para as freguesias do norte.
Rosa Fernandes | há 5 horas | 0 | Concordo. Trabalho em Viana e vou ter de dar a volta por Ponte de Lima. São mais quarenta minutos por dia.
Manuel Araújo | há 4 horas | 1 | E o gasóleo, quem paga? A câmara devia pensar num passe para os moradores.
Joaquim T. | há 4 horas | - | A ponte tem rachas desde as cheias de 2019. Melhor fechar agora do que esperar por uma desgraça.
Sandra Lima | há 4 horas | 3 | Exato. Vi as fotos da inspeção, os pilares estão muito mal.
Carlos do Café | | 3 | Ninguém diz que não é preciso. O problema é não haver barco nem autocarro extra.
Sandra Lima | há 3 horas | 5 | A notícia diz que vai haver um autocarro de hora a hora. Não chega, mas é alguma coisa.
Helena Viana | há 3 horas | - | Os alunos de Vila Mou vão para a escola como? Ninguém responde a isto.
Pedro Meira | há 3 horas | 7 | O agrupamento disse na reunião de pais que haverá transporte especial de manhã e à tarde.
Helena Viana | há 2 horas | 8 | Obrigada, Pedro. Não sabia da reunião.
António Sá | há 2 horas | - | Porque não fazem a obra no verão, quando há menos trânsito e o rio está baixo?
Engenheira reformada | há 2 horas | 10 | Precisamente por causa do rio baixo começam em maio: os trabalhos nos pilares só se fazem com pouca água.
Ti Zé de Lanheses | ontem, 21:10 | - | Atravessei essa ponte a vida inteira, a pé, de bicicleta, de trator. Que a façam bem desta vez.
Lúcia | ontem, 21:40 | 12 | Lindo comentário, Ti Zé. O meu pai dizia o mesmo.
Rui Barbosa | ontem, 22:05 | - | E os comerciantes da margem norte? O café e a mercearia vão perder metade dos clientes.
Carlos do Café | ontem, 22:30 | 14 | Sou um deles. Já fizemos contas e é complicado. Vamos pedir apoio à junta.
Rui Barbosa | 12 mar., 08:15 | 15 | Contem comigo para assinar o pedido.
Marta Gonçalves | 12 mar., 09:00 | - | Seria bom a Gazeta publicar o mapa dos desvios. Há muita gente confusa.
Redação Gazeta do Alto Minho | 12 mar., 09:45 | 17 | Obrigado pela sugestão, Marta. O mapa será publicado esta semana.
Fernando P. | 12 mar., 10:20 | - | Seis meses em obras públicas costumam ser doze. Façam as contas.
Ana Rita | | 19 | Esperemos que não. Mas tem razão, já vimos isto noutras pontes.
Vítor Cunha | 12 mar., 11:00 | - | Força a quem lá vai trabalhar. Não é fácil fazer uma obra destas em cima do rio.
"""
    )
    block = (
        '<section class="qb" id="o-que-dizem"><h2 class="qb-h">O que dizem os leitores (22)</h2>'
        "<style>.qb-kids{margin-left:2em;border-left:2px solid #ddd;padding-left:1em}.qb-s{cursor:pointer}</style>"
        + fold_thread(c, "qb", reply="Responder")
        + '<p class="qb-regras" id="qb-form">Para participar, inicie sessão.</p></section>'
    )
    st = story(
        "Ponte de Lanheses fecha seis meses para obras",
        "Por Filipa Rocha",
        "2025-03-11T07:00:00+00:00",
        "11 de março de 2025",
        """
A ponte de Lanheses, sobre o rio Lima, vai estar fechada ao trânsito de maio a outubro para reparação dos pilares. A inspeção feita no inverno encontrou fissuras graves.

Durante a obra, haverá um autocarro de hora a hora entre as duas margens, passando por Ponte de Lima. Os peões poderão usar uma passagem provisória apenas aos fins de semana.

A câmara admite que os desvios vão ser difíceis para quem trabalha em Viana do Castelo e promete estudar um apoio para os moradores.
""",
        section="Concelhos",
    )
    return make(
        "y-pt-open-details",
        "discussion",
        "nk",
        "pt-big",
        st,
        PartsK(
            after=block,
            rail=box("nk", "Mais lidas", links("Feira do Alvarinho|Nova piscina|Vianense sobe de divisão")),
        ),
        c,
        path="/concelhos/ponte-lanheses-fecha-obras",
        container="section#o-que-dizem: nested open <details> (details.qb-f open: summary.qb-s with b.qb-n name and span.qb-w 'há 5 horas' / 'ontem, 21:10' / '12 mar., 09:15' or no time; div.qb-b text; 'Responder'); replies in div.qb-kids inside their parent's details, two levels",
        heading="O que dizem os leitores (22)",
        description="A Minho paper of 2025: 22 comments (13 replies, 4 of them to a reply) as nested open <details>, the name and time in each <summary>; one answer from the newsroom; relative times, times without a year, none on two.",
    )


def fi_single() -> Case:
    c = thread(
        """
Eila Hämäläinen | | - | Kävin kirjastoautossa joka tiistai neljäkymmentä vuotta. Se on kylälle muutakin kuin kirjoja: siellä tapaa naapurit.
"""
    )
    block = (
        '<aside class="ht-lukija" id="lukijalta"><h3 class="ht-lukija-h">Lukijalta</h3>'
        f'<div class="ht-lappu" style="background:#fff8c4;padding:14px;transform:rotate(-1deg)"><p class="ht-lappu-x"><q>{esc(c[0].text)}</q></p>'
        f'<p class="ht-lappu-n">kirjoitti {esc(c[0].author)}</p></div></aside>'
    )
    st = story(
        "Kirjastoauto jatkaa kylissä vielä ainakin kaksi vuotta",
        "Teksti: Juha Laine",
        "2025-02-25T08:00:00+02:00",
        "25.2.2025",
        """
Kunnanhallitus päätti maanantaina, että kirjastoauto jatkaa kiertämistä kylissä ainakin vuoden 2027 loppuun. Lakkauttamista ehdotettiin syksyllä säästösyistä.

Auto pysähtyy viikoittain neljässätoista kylässä. Sen käyttäjistä yli puolet on eläkeläisiä.
""",
        section="Kunnat",
    )
    return make(
        "y-fi-single-note",
        "discussion",
        "ht",
        "fi-one",
        st,
        PartsK(after=block, rail=box("ht", "Luetuimmat", links("Pilkkikisat|Uusi lossi|Pesäpallo"))),
        c,
        path="/kunnat/kirjastoauto-jatkaa",
        container="aside#lukijalta: one div.ht-lappu note (p > q text; p 'kirjoitti Name' after it), no time",
        heading="Lukijalta",
        description="A Saimaa paper of 2025: a single reader's comment as a note, the text in a <q> and 'kirjoitti Name' (wrote Name) after it, no time.",
    )


def sr_paras() -> Case:
    c = thread(
        """
Драган Петровић | пре 3 сата | - | Скела код Старог Бановца је једина веза са Банатом за нас без кола. Добро је што остаје.
Јелена М. | јуче у 21:10 | - | Надам се да ће и викендом возити до осам увече, лети је то важно.
"""
    )
    block = (
        '<section class="vd" id="citaoci"><h3 class="vd-h">Читаоци кажу</h3>'
        + para_thread(c, "vd")
        + "</section>"
    )
    st = story(
        "Скела преко Дунава вози и ове године",
        "Милица Јовановић",
        "2025-04-01T09:00:00+02:00",
        "1. април 2025.",
        """
Скела између Старог Бановца и банатске обале возиће и ове сезоне, од априла до октобра. Општина је обезбедила новац за гориво и посаду.

Прошле године скелом је превезено више од двадесет хиљада путника и бициклиста.
""",
        section="Општине",
    )
    return make(
        "y-sr-one-paragraph",
        "discussion",
        "zu",
        "sr-two",
        st,
        PartsK(after=block, rail="<p><b>Укратко</b></p><p>Скела вози од априла до октобра.</p>"),
        c,
        path="/opstine/skela-dunav-stari-banovci",
        container="section#citaoci: one p.vd-p a comment (span.vd-x text; br; i name; ', ' span.vd-t 'пре 3 сата' / 'јуче у 21:10'), flat",
        heading="Читаоци кажу",
        description="A Danube paper in Serbian Cyrillic of 2025: 2 comments, each a single paragraph: the text, a line break, the name in italics and a relative time.",
    )


def en_named() -> Case:
    c = thread(
        """
Margaret from Low Row | 2 March 2025 | - | The footbridge at Kisdon was the way my children walked to school. It has been closed for two winters now.
Tom Metcalfe | 2 March 2025 | 0 | Walked past last week. The new stone abutment looks solid, at least.
Gwen | 3 March 2025 | - | Will the path along the river be open for the sheep gathering in June? We need it for the flock.
Richard Alderson | 3 March 2025 | - | Thank you for keeping us posted. The parish newsletter never says anything.
Gwen | 4 March 2025 | 3 | The parish newsletter is written by two volunteers, to be fair!
"""
    )
    block = (
        '<div class="ht-over" id="over-to-you"><h2 class="ht-over-h">Over to you (5)</h2>'
        + named_thread(c, "ov", reply="Reply")
        + '<p id="ov-form"><a href="/login/">Sign in to join in</a></p></div>'
    )
    st = story(
        "The Kisdon footbridge: a progress report",
        "Posted by Alice Harker",
        "2025-03-01T18:00:00+00:00",
        "1 March 2025",
        """
The contractors were back at the Kisdon footbridge this week. The old abutment on the north bank has gone and a new one of dressed stone is in place.

The deck is due to be lifted in by crane at the end of April, if the river allows. Until then the diversion over the top stays, and it is muddy.
""",
        section="Walks",
    )
    return make(
        "y-en-names-as-headings",
        "discussion",
        "ht",
        "en-h4",
        st,
        PartsK(
            after=block,
            rail=box("ht", "Recent posts", links("Lambing begins|The chapel roof|Snowdrops at the hall")),
        ),
        c,
        path="/walks/kisdon-footbridge-progress",
        container="div#over-to-you: section.ov-e items (h4.ov-n name; p.ov-d '2 March 2025'; div.ov-x text; 'Reply'); replies in div.ov-in inside their parent's section",
        heading="Over to you (5)",
        description="An English village blog of 2025: 5 comments (2 replies), each a <section> whose heading (h4) is the commenter's name, the date (no time) below it.",
    )


def it_depth() -> Case:
    c = thread(
        """
Giuseppe Iannace | 3 giorni fa | - | La corriera per Benevento alle 6:40 è l'unica che permette ai pendolari di arrivare in orario. Toglierla è un errore.
Antonella | 3 giorni fa | 0 | Mia figlia la prende per l'università. Dovrà partire un'ora prima col treno da Vitulano.
Franco De Lucia | 2 giorni fa | - | Le corse sono sempre mezze vuote, dicono. Ma la gente non la prende perché è sempre in ritardo.
Carmela R. | 2 giorni fa | 2 | Esatto, il ritardo medio d'inverno è di venti minuti.
Lino | 2 giorni fa | - | Il comune ha chiesto un incontro alla Regione? Nell'articolo non si capisce.
Sindaco di Foglianise (ufficio stampa) | ieri | 4 | Sì, l'incontro è fissato per giovedì prossimo. Vi terremo informati.
Lino | ieri | 5 | Grazie della risposta.
Rosaria Mastrocinque | ieri | - | Servirebbe almeno una navetta fino alla stazione.
Pasquale | oggi | - | Firmerò la petizione, ma temo serva a poco.
"""
    )
    block = (
        '<section class="gz" id="dite-la-vostra"><h2 class="gz-h">Dite la vostra</h2>'
        + depth_thread(c, "gz", "in risposta a", reply="Rispondi")
        + "</section>"
    )
    st = story(
        "Soppressa la corsa delle 6:40 per Benevento: protestano i pendolari",
        "di Maria Grazia Pepe",
        "2025-02-14T10:00:00+01:00",
        "14 febbraio 2025",
        """
Dal primo marzo la corriera delle 6:40 da Foglianise a Benevento non ci sarà più. L'azienda dei trasporti spiega che la corsa ha in media otto passeggeri.

I pendolari hanno avviato una petizione che in due giorni ha raccolto quattrocento firme. Il sindaco ha chiesto un incontro alla Regione.
""",
        section="Comuni",
    )
    return make(
        "y-it-flat-depth",
        "discussion",
        "zu",
        "it-flat",
        st,
        PartsK(after=block, rail="<p><b>La petizione</b></p><p>400 firme in due giorni.</p>"),
        c,
        path="/comuni/soppressa-corsa-benevento-640",
        container="section#dite-la-vostra: a flat run of sibling div.gz-e entries in the thread's order (img avatar, cite.gz-n name, span.gz-t '3 giorni fa' / 'ieri' / 'oggi'; a reply: class gz-d1 or gz-d2 indenting it by CSS and span.gz-to 'in risposta a' + a link to its parent; div.gz-x text; 'Rispondi')",
        heading="Dite la vostra",
        description="A Sannio paper of 2025: 9 comments (4 replies, one to a reply) in a flat run of sibling divs; a reply is indented by a depth class and says 'in risposta a Name'; the mayor's press office answers; relative times.",
    )


def pl_wrote() -> Case:
    c = thread(
        """
Józek spod Gubałówki | 12.03, 18:40 | - | Parking przy dolnej stacji jest pełny już o ósmej rano. Nowa kolejka nic nie da bez miejsc dla aut.
Anna Chowaniec | 12.03, 19:05 | 0 | Dlatego mają puścić busy z centrum co dwadzieścia minut. Tak było na zebraniu.
Józek spod Gubałówki | 12.03, 19:30 | 1 | Busy stoją w tym samym korku co auta, pani Anno.
Turysta z Krakowa | 12.03, 20:10 | - | Przyjeżdżam co roku. Stara kolejka to zabytek, ale kolejka po bilety to dwie godziny.
Bronisława | 12.03, 21:00 | - | A co z góralami, którzy wynajmują pokoje przy trasie? Budowa potrwa dwa lata.
Stanisław Gąsienica | 13.03, 07:15 | 4 | Mam pensjonat przy samej trasie. Gmina obiecała rekompensaty, zobaczymy.
Marta | 13.03, 08:00 | - | Czy stare wagoniki trafią do muzeum? Szkoda byłoby je złomować.
Kasia Z. | 13.03, 08:20 | 6 | Ponoć jeden stanie przy dworcu jako pamiątka.
Wojtek | 13.03, 09:45 | - | Wreszcie. Zimą ta kolejka stała co drugi dzień przez wiatr.
Przewodnik tatrzański | 13.03, 10:30 | - | Więcej ludzi na górze to więcej śmieci na szlakach. Ktoś o tym pomyślał?
Anna Chowaniec | 13.03, 11:00 | 9 | W projekcie są nowe kosze i patrol straży parku w weekendy.
Helena | | - | Bardzo dobry artykuł, dziękuję za wszystkie szczegóły.
Ryszard Bafia | 13.03, 14:20 | - | Ceny biletów po modernizacji? Tego nikt nie mówi.
Zosia | 13.03, 15:00 | 12 | Ma być bilet dla mieszkańców za połowę ceny.
"""
    )
    block = (
        '<div class="kp" id="glosy-czytelnikow"><h3 class="kp-h">Głosy Czytelników · 14</h3>'
        + wrote_thread(c, "kp", "napisał(a):", reply="odpowiedz")
        + '<p id="kp-form">Zaloguj się, aby dodać wpis.</p></div>'
    )
    st = story(
        "Nowa kolej na Gubałówkę: budowa ruszy jesienią",
        "Tekst: Agnieszka Trebunia",
        "2025-03-12T14:00:00+01:00",
        "12 marca 2025",
        """
Stara kolej linowo-terenowa na Gubałówkę zostanie zastąpiona nową. Budowa ruszy jesienią i potrwa dwa lata, a w tym czasie na górę będzie można wjechać tylko wyciągiem krzesełkowym.

Nowe wagony zabiorą dwa razy więcej pasażerów. Gmina planuje też busy z centrum miasta do dolnej stacji.
""",
        section="Gminy",
    )
    return make(
        "y-pl-wrote",
        "discussion",
        "nk",
        "pl-wrote",
        st,
        PartsK(
            after=block,
            rail=box(
                "nk",
                "Najczęściej czytane",
                links("Oscypek z certyfikatem|Nowy most na Dunajcu|Skoki w Zakopanem"),
            ),
        ),
        c,
        path="/gminy/kolej-gubalowka-budowa",
        container="div#glosy-czytelnikow: div.kp-w entries (p.kp-h: span.kp-t '12.03, 18:40' (no year; absent on one) · strong name 'napisał(a):'; div.kp-x text; 'odpowiedz'); replies in div.kp-sub (border-left) inside their parent's",
        heading="Głosy Czytelników · 14",
        description="A Podhale paper of 2025: 14 comments (6 replies, one to a reply), each 'date without a year · Name napisał(a):' above the text; one without a time.",
    )


def th_strip() -> Case:
    c = thread(
        """
ป้าแดง ตลาดเช้า | | - | ดีใจที่ท่าเรือข้ามฟากเปิดอีกครั้ง ขายผักฝั่งลาวได้สะดวกขึ้นมาก
สมชาย | | - | อยากให้มีเรือรอบเย็นเพิ่ม คนทำงานกลับบ้านไม่ทัน
นักท่องเที่ยวจากกรุงเทพ | | - | ไปมาเมื่อสัปดาห์ที่แล้ว เจ้าหน้าที่ใจดีมาก ตรวจเอกสารเร็ว
ครูวิไล | | - | ขอให้ดูแลเรื่องเสื้อชูชีพด้วย เด็ก ๆ นั่งเรือไปโรงเรียนทุกวัน
"""
    )
    block = (
        '<section class="mk" id="siang-phu-an"><h2 class="mk-h">เสียงจากผู้อ่าน</h2>'
        + strip_thread(c, "mk")
        + "</section>"
    )
    st = story(
        "ท่าเรือข้ามฟากริมโขงกลับมาเปิดให้บริการ",
        "เรื่อง สุนิสา แก้วมณี",
        "2025-01-20T09:00:00+07:00",
        "20 มกราคม 2568",
        """
ท่าเรือข้ามฟากริมแม่น้ำโขงกลับมาเปิดให้บริการอีกครั้งหลังปิดซ่อมแซมนานสามเดือน เรือออกทุกหนึ่งชั่วโมงตั้งแต่เจ็ดโมงเช้าถึงห้าโมงเย็น

ด่านได้ปรับปรุงอาคารผู้โดยสารและเพิ่มช่องตรวจเอกสาร
""",
        section="ท้องถิ่น",
    )
    return make(
        "y-th-card-strip",
        "discussion",
        "ht",
        "th-cards",
        st,
        PartsK(after=block, rail=box("ht", "ข่าวยอดนิยม", links("บั้งไฟ|ราคายาง|ฟุตบอลท้องถิ่น"))),
        c,
        path="/thongthin/tha-ruea-kham-fak-poet",
        container="section#siang-phu-an: div.mk-strip, a horizontal scroll-snap strip of div.mk-card (p.mk-q text first; p.mk-who name below it), flat, no time",
        heading="เสียงจากผู้อ่าน",
        description="A Mekong riverside paper of 2025: 4 comments as cards in a horizontal scrolling strip, the text first and the name below it, no times.",
    )


def tr_template() -> Case:
    c = thread(
        """
Hatice Yılmaz | 2 saat önce | - | Uzungöl yolunun genişletilmesi iyi ama yayla evleri ne olacak? Yol tam evlerin önünden geçiyor.
Murat K. | 1 saat önce | 0 | Karayolları kamulaştırma bedelini bu ay açıklayacakmış.
Rize'den Osman | 45 dakika önce | - | Yaz gelmeden bitsin yeter, her temmuzda aynı kuyruk.
"""
    )
    inner = plain_thread(c, "yg", reply="Yanıtla")
    block = (
        '<section class="zu-yg" id="okur-yorumlari"><h2 class="zu-yg-h">Okurlar ne diyor?</h2>'
        '<button type="button" id="yg-goster">Okur görüşlerini göster (3)</button><div id="yg-yer"></div>'
        f'<template id="yg-tpl">{inner}</template></section>'
    )
    script = """<script>
document.getElementById('yg-goster').addEventListener('click', function () {
  document.getElementById('yg-yer').append(document.getElementById('yg-tpl').content.cloneNode(true));
  this.remove();
});
</script>"""
    st = story(
        "Uzungöl yolu genişletiliyor",
        "Haber: Emine Kaya",
        "2025-04-22T08:00:00+03:00",
        "22 Nisan 2025",
        """
Karayolları, Uzungöl'e giden yolun on iki kilometrelik bölümünü genişletecek. Çalışmalar mayıs ayında başlayacak ve iki yıl sürecek.

Yaz aylarında turist yoğunluğu nedeniyle yolda uzun kuyruklar oluşuyordu.
""",
        section="Yerel",
    )
    return make(
        "y-tr-template-clone",
        "revealed",
        "zu",
        "tr-tpl",
        st,
        PartsK(after=block, rail="<p><b>Özet</b></p><p>12 km, iki yıl sürecek.</p>", end=script),
        c,
        path="/yerel/uzungol-yolu-genisletiliyor",
        reveal="click: the thread is served inside an inert <template>; 'Okur görüşlerini göster (3)' clones it into the page",
        container="section#okur-yorumlari > template#yg-tpl (inert) cloned into div#yg-yer: div.yg-i items (div.yg-hd: span.yg-nm name, span.yg-tm '2 saat önce'; div.yg-tx text; 'Yanıtla'); the reply in div.yg-sub",
        heading="Okurlar ne diyor?",
        description="A Black Sea paper of 2025: 3 comments (1 reply) served inside an inert <template> element, shown only when the button 'Okur görüşlerini göster (3)' clones it into the page; relative times.",
        static=False,
        check_steps=("click:#yg-goster", "wait:300"),
    )


def lv_checkbox() -> Case:
    c = thread(
        """
Aivars Ozols | 12. martā 18:40 | - | Ventspils tirgus bez zivju rindas nav tirgus. Ceru, ka zvejniekiem atstās vietas pie ieejas.
Inese | 12. martā 19:15 | 0 | Vietas paliek, tā teica domes sēdē. Tikai nomas maksa būs lielāka.
Dzintra Kalniņa | vakar 21:10 | - | Jumts pār laukumu ir vajadzīgs, rudeņos tur nevar nostāvēt.
Jānis no Užavas | vakar 21:40 | - | Kad atvērs? Rakstā teikts pavasarī, bet kurā mēnesī?
Laura | šodien 08:05 | 3 | Domes mājaslapā rakstīts, ka maija sākumā.
Māris | šodien 09:30 | - | Labi, ka saglabās veco ūdenstorni laukuma stūrī.
Vecmāmiņa Velta | | - | Paldies par rakstu, izlasīju mazmeitai priekšā.
"""
    )
    block = (
        '<section class="rz" id="lasitaju-domas"><style>.rz-box{display:none}#rz-sw:checked~.rz-box{display:block}'
        ".rz-lab{cursor:pointer;text-decoration:underline}.rz-sub{margin-left:2em}</style>"
        '<h3 class="rz-h">Lasītāju domas</h3><input type="checkbox" id="rz-sw" hidden>'
        '<label class="rz-lab" for="rz-sw">Rādīt lasītāju domas (7)</label>'
        '<div class="rz-box">' + plain_thread(c, "rz", reply="Atbildēt") + "</div></section>"
    )
    st = story(
        "Ventspils tirgus laukumam būs jauns jumts",
        "Ilze Bērziņa",
        "2025-03-12T10:00:00+02:00",
        "2025. gada 12. marts",
        """
Ventspils tirgus laukumu pārbūvēs, virs tirdzniecības vietām uzliekot jumtu. Darbi sāksies nākamnedēļ un ilgs divus mēnešus.

Tirgotāji pa šo laiku pārcelsies uz stāvlaukumu blakus. Vecais ūdenstornis laukuma stūrī paliks.
""",
        section="Novadi",
    )
    return make(
        "y-lv-checkbox-toggle",
        "revealed",
        "nk",
        "lv-check",
        st,
        PartsK(after=block, rail=box("nk", "Lasītākie", links("Jūras svētki|Jauns bērnudārzs|Basketbols"))),
        c,
        path="/novadi/ventspils-tirgus-jumts",
        reveal="click: a label 'Rādīt lasītāju domas (7)' ticks a hidden checkbox whose :checked CSS shows the thread (in the served HTML, no script)",
        container="section#lasitaju-domas > input#rz-sw[type=checkbox][hidden] + label + div.rz-box (display:none until checked): div.rz-i items (div.rz-hd: span.rz-nm name, span.rz-tm '12. martā 18:40' / 'vakar 21:10' / none; div.rz-tx text; 'Atbildēt'); replies in div.rz-sub",
        heading="Lasītāju domas",
        description="A Kurzeme paper of 2025: 7 comments (2 replies) in the served HTML, hidden by CSS until a label ticks a hidden checkbox (no script); times without a year, relative, none on one.",
        check_steps=("click:label.rz-lab", "wait:300"),
    )


def threads_y() -> list[Case]:
    return [
        pt_fold(),
        fi_single(),
        sr_paras(),
        en_named(),
        it_depth(),
        pl_wrote(),
        th_strip(),
        tr_template(),
        lv_checkbox(),
    ]
