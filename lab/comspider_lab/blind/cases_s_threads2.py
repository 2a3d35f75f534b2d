"""Blind set S: discussions, part two. Without any time: a Korean village paper under a bare count with nested answers,
a Hindi teacher's letters with two long comments, a Lisbon tavern blog's eight comments and a Persian paper's three
without a heading. With a time on some only: an Italian paper, a Dutch bicycle blog whose older comments lost their
time, a Polish garden blog without a heading, a Turkish village site, an English narrowboat log signed after the text
and a Greek fisherman's blog (written from memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_s_common import PartsK, box, esc, links, make, nest, ps, story, thread
from comspider_lab.blind.model import Case


def ko_number() -> Case:
    c = thread(
        """
윗마을 이장 |  | - | 정자 지붕 고치는 데 마을 기금이 얼마나 들었는지도 알려 주시면 좋겠습니다.
한내신문 |  | 0 | 이장님, 면사무소 지원금 300만 원에 마을 기금 120만 원이 들었다고 합니다.
김순례 |  | - | 어릴 때 저 느티나무 아래서 매일 놀았어요. 사진 보니 눈물이 나네요.
박도현 |  | 2 | 저도요. 여름마다 할머니들이 평상에서 옥수수 쪄 주시던 게 생각납니다.
정미경 |  | - | 준공식 날짜가 정해지면 기사로 꼭 알려 주세요. 서울에서 내려가겠습니다.
최영수 |  | - | 다음에는 다리 옆 버스정류장 지붕도 취재해 주세요. 비 오면 서 있을 곳이 없습니다.
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        return (
            f'<li class="mal"><p class="mal-ireum">{esc(x.author)}</p>{ps(x.text, cls="mal-nae")}'
            '<p class="mal-btn"><a href="#mal-sseugi">답글</a></p>'
            + (f'<ul class="mal-dap">{kids}</ul>' if kids else "")
            + "</li>"
        )

    block = (
        f'<div class="maldeul"><h3 class="maldeul-su"><span aria-hidden="true">💬</span> 6</h3><ul>{nest(c, item)}</ul>'
        '<div id="mal-sseugi"><a href="/login/">로그인 후 글을 남길 수 있습니다</a></div></div>'
    )
    st = story(
        "한내면 느티나무 정자, 40년 만에 새 지붕",
        "정은숙 기자",
        "2017-10-24T11:00:00+09:00",
        "2017.10.24",
        """
한내면 윗마을 입구의 느티나무 정자가 40년 만에 새 지붕을 얹었다. 주민들은 지난달부터 직접 기와를 나르며 공사를 도왔다.

정자는 1977년 마을 청년회가 지은 것으로, 그동안 비가 새고 기둥이 기울어 사용하기 어려웠다.

마을은 다음 달 준공식을 열고 떡을 나눌 예정이다.
""",
        declare="jsonld",
        section="마을",
    )
    rail = box("town", "많이 본 기사", links("한내초 운동회 열려|고추 수매가 발표|면민의 날 행사 안내"))
    return make(
        "s-ko-only-number",
        "discussion",
        "town",
        "ko-number",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/news/article-view-2291.html",
        container="div.maldeul under a heading that is only the count (h3 '💬 6'), li.mal: p.mal-ireum, p.mal-nae, '답글'; answers in ul.mal-dap inside their parent; no time",
        heading="6",
        description="A Korean village paper of 2017: six comments without any time under a heading that is only the count, two answers nested (the paper's among them).",
    )


def hi_raay() -> Case:
    c = thread(
        """
सुरेश नौटियाल |  | - | मास्टर जी, आपकी चिट्ठी पढ़कर अपना स्कूल याद आ गया। हमारे समय में भी सर्दियों में बच्चे लकड़ी लेकर आते थे ताकि कक्षा में अंगीठी जल सके। ¶ अब सड़क बन गई है, पर बच्चे कम हो गए हैं। यह बात मन को दुखी करती है।
कमला बिष्ट |  | - | पुस्तकालय वाला विचार बहुत अच्छा है। मेरे पास बच्चों की पचास से अधिक किताबें हैं, जो मैं भेजना चाहती हूँ। ¶ कृपया पता बताइए कि किताबें कहाँ भेजूँ।
"""
    )
    items = "".join(
        f'<div class="raay"><div class="raay-likhne">{esc(x.author)} ने लिखा:</div><div class="raay-shabd">{ps(x.text)}</div></div>'
        for x in c
    )
    block = f'<div class="raay-khand"><h4>पाठकों की राय (2)</h4>{items}</div>'
    st = story(
        "चिट्ठी: बर्फ़ से पहले स्कूल की छत",
        "रमेश चंद्र जोशी",
        "2012-11-05T08:00:00+05:30",
        "5 नवंबर 2012",
        """
इस साल बर्फ़ जल्दी आने वाली है। गाँव के बुज़ुर्ग कहते हैं कि जब बुरांस के पेड़ पर पत्ते जल्दी झड़ें, तो सर्दी कड़ी होती है।

हमारे स्कूल की छत पिछली बरसात में टपकने लगी थी। ग्राम सभा ने इस हफ़्ते टिन की नई चादरें मँगवाई हैं और अभिभावक शनिवार को मिलकर छत ठीक करेंगे।

मैं सोच रहा हूँ कि स्कूल के कोने वाले कमरे में एक छोटा पुस्तकालय बनाया जाए। अगर आपके पास पुरानी किताबें हों तो बताइए।
""",
        declare="visible",
        kicker="स्कूल",
    )
    rail = box("zine", "पुरानी चिट्ठियाँ", links("पहली बर्फ़|मेले का दिन|नई सड़क"))
    return make(
        "s-hi-do-raay",
        "discussion",
        "zine",
        "hi-raay",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/chitthi/2012/11/barf-se-pahle.html",
        container="div.raay-khand: h4 'पाठकों की राय (2)', div.raay: div.raay-likhne 'Name ने लिखा:', div.raay-shabd of two paragraphs; no time",
        heading="पाठकों की राय (2)",
        description="A Hindi village teacher's blog of 2012: two readers' comments of two paragraphs each, 'Name ने लिखा:', no time.",
    )


def pt_oito() -> Case:
    c = thread(
        """
Zé do Intendente |  | - | O bacalhau à Brás da Dona Celeste é o melhor de Lisboa, e digo isto depois de quarenta anos a comer em tascas.
Lurdes Faria |  | 0 | Concordo, mas as pataniscas de sexta-feira ainda são melhores.
Miguel Sardinha |  | - | Estive lá na quinta-feira e o fadista da casa cantou a Rua do Capelão. Arrepiei-me todo.
A Tasca do Fado |  | 2 | Obrigado, Miguel! O Sr. Álvaro canta às quintas desde 1987 e não há quem o faça parar.
Teresa Vasconcelos |  | - | Que saudades. Vivo em Genebra há dez anos e ler isto fez-me chorar um bocadinho.
Rui Patrício Gomes |  | - | Só uma correção: a tasca abriu em 1962, não em 1964. O meu pai foi lá cliente desde o primeiro dia.
A Tasca do Fado |  | 5 | Tem toda a razão, Rui, já corrigimos. Mande cumprimentos ao seu pai!
Filipa |  | - | Reservam mesa ao sábado ou é só chegar?
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        return (
            f'<div class="dito" style="margin-left:{d * 36}px"><span class="dito-quem">{esc(x.author)}</span> disse:'
            f'<blockquote class="dito-o-que">{ps(x.text)}</blockquote><a class="dito-resp" href="#dizer">Responder</a></div>{kids}'
        )

    block = (
        f'<div class="ditos"><h3>8 comentários</h3>{nest(c, item)}'
        '<div id="dizer"><h4>Diga qualquer coisa</h4><form method="post" action="/dizer/"><input name="n" placeholder="Nome">'
        '<textarea name="t"></textarea><button>Publicar</button></form></div></div>'
    )
    st = story(
        "Sessenta anos de tasca na Rua dos Anjos",
        "Henrique",
        "2023-02-14T22:10:00+00:00",
        "14 de fevereiro de 2023",
        """
A Dona Celeste abriu a tasca com o marido quando tinha vinte anos. Hoje tem oitenta, e continua a fazer o bacalhau à Brás todas as terças-feiras.

Fomos ouvi-la numa tarde de chuva, entre um copo de tinto e um prato de pastéis de massa tenra.

À noite, às quintas, ainda há fado. Sem microfone, sem palco, só a guitarra e quem quiser cantar.
""",
        declare="metadate",
        kicker="Crónicas",
    )
    rail = box("quill", "Crónicas", links("O senhor das castanhas|A última drogaria|Noite de Santo António"))
    return make(
        "s-pt-oito",
        "discussion",
        "quill",
        "pt-oito",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/cronicas/2023/02/sessenta-anos-de-tasca.html",
        container="div.ditos: h3 '8 comentários', div.dito siblings indented by an inline margin-left per level: span.dito-quem 'disse:', blockquote.dito-o-que, 'Responder'; no time; a form below",
        heading="8 comentários",
        description="A Lisbon tavern blog of 2023: eight comments without any time, three answers indented after their parents (the blog's two among them), Reply links and a form.",
    )


def fa_bionvan() -> Case:
    c = thread(
        """
مهدی رضایی |  | - | خیلی خوب است که بالاخره به فکر باغ‌های قدیمی افتادند. امیدوارم بودجه‌اش واقعاً خرج همین کار شود.
زهرا کریمی |  | - | پدربزرگم در همین باغ‌ها کار می‌کرد. کاش موزه‌ای کوچک برای ابزارهای قدیمی باغداری هم درست کنند.
حسین طاهری |  | - | لطفاً درباره قنات روستای بالا هم گزارش تهیه کنید. سال‌هاست که خشک شده است.
"""
    )
    items = "".join(
        f'<article class="nazar-tak"><div class="nazar-matn">{ps(x.text)}</div><footer class="nazar-emza">{esc(x.author)}</footer></article>'
        for x in c
    )
    block = (
        f'<section class="nazarat">{items}'
        '<form class="nazar-ferestadan" method="post" action="/nazar/"><input name="nam" placeholder="نام"><textarea name="matn" placeholder="نظر شما"></textarea>'
        "<button>ارسال</button></form></section>"
    )
    st = story(
        "باغ‌های انار قدیمی دشت سبز ثبت ملی می‌شوند",
        "سارا محمدی",
        "2024-10-08T10:30:00+03:30",
        "۱۷ مهر ۱۴۰۳",
        """
اداره میراث فرهنگی شهرستان اعلام کرد که پرونده ثبت ملی باغ‌های انار قدیمی دشت سبز تکمیل شده و تا پایان سال به تهران ارسال می‌شود.

این باغ‌ها که برخی از درختان آن بیش از صد سال عمر دارند، با آب قنات آبیاری می‌شوند و شیوه کشت سنتی در آن‌ها حفظ شده است.

باغداران امیدوارند که ثبت ملی، گردشگران بیشتری را به جشن برداشت انار در پاییز بکشاند.
""",
        section="کشاورزی",
    )
    rail = box("cards", "پربازدیدترین‌ها", links("افتتاح کتابخانه جدید|نتایج مسابقات کشتی|برنامه جشن برداشت"))
    return make(
        "s-fa-bi-onvan",
        "discussion",
        "cards",
        "fa-bionvan",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/news/keshavarzi/14030717-bagh-anar",
        container="section.nazarat (no heading), article.nazar-tak: div.nazar-matn (the text first), then footer.nazar-emza name; no time; a form below",
        heading=None,
        description="A Persian regional paper of 2024: three readers' comments signed after the text, no heading and no time, a form below.",
    )


def it_commenti() -> Case:
    c = thread(
        """
Gianni Pedrotti | 2 giorni fa | - | Finalmente il ponte pedonale! Lo aspettavamo dal 2019, quando la piena si era portata via quello vecchio.
Marisa Zanolli |  | - | Speriamo che stavolta lo facciano più alto. L'ultima volta bastò una settimana di pioggia.
Aldo Ferrarini | 5 giorni fa | - | Qualcuno sa se sarà percorribile anche in bicicletta? Per i ragazzi che vanno a scuola a Valdarena sarebbe comodo.
Lucia Dallapè |  | - | Brava la giornalista, articolo chiaro e completo.
"""
    )
    items = "".join(
        f'<div class="intervento"><div class="int-testa"><b>{esc(x.author)}</b>'
        + (f' <span class="int-quando">{esc(x.when)}</span>' if x.when else "")
        + f'</div><div class="int-corpo">{ps(x.text)}</div><div class="int-piede"><a href="#scrivi">Rispondi</a> · <a href="/segnala/">Segnala</a></div></div>'
        for x in c
    )
    block = f'<div class="interventi"><h3>Commenti (4)</h3>{items}<div id="scrivi"><a href="/accedi/">Accedi per commentare</a></div></div>'
    st = story(
        "Borgoalto, via libera al nuovo ponte pedonale sul Rio Chiaro",
        "Elena Bortolotti",
        "2016-03-21T18:45:00+01:00",
        "21 marzo 2016",
        """
Il consiglio comunale di Borgoalto ha approvato lunedì sera il progetto definitivo del nuovo ponte pedonale sul Rio Chiaro, distrutto dalla piena di tre anni fa.

La struttura in acciaio e legno sarà lunga 32 metri e poggerà su spalle in cemento più alte di un metro e mezzo rispetto alle precedenti.

I lavori dovrebbero iniziare a giugno e durare circa quattro mesi, secondo l'assessore ai lavori pubblici Paolo Dellai.
""",
        section="Cronaca",
    )
    rail = box(
        "town",
        "I più letti",
        links("Sagra della castagna, il programma|Nuovo medico di base|Frana sulla provinciale"),
    )
    return make(
        "s-it-commenti-4",
        "discussion",
        "town",
        "it-commenti",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/cronaca/2016/03/21/ponte-pedonale-rio-chiaro",
        container="div.interventi: h3 'Commenti (4)', div.intervento: div.int-testa (<b> name, span.int-quando on two of four), div.int-corpo, 'Rispondi · Segnala'",
        heading="Commenti (4)",
        description="An Italian local paper of 2016: four comments, a relative time on two only, Reply and Report links.",
    )


def nl_zes() -> Case:
    c = thread(
        """
Gerrit Hoekstra | 12 april 2021 | - | Mooi werk! Heb je de naaf van de Sturmey-Archer zelf uit elkaar gehaald of laten doen?
Het Fietsschuurtje | 12 april 2021 | 0 | Zelf, Gerrit, met een foto van elk onderdeel op de werkbank. Anders krijg je hem nooit meer in elkaar.
Annelies de Wit | 11 april 2021 | - | Die groene kleur is precies die van mijn opoe's fiets. Wat een herinnering.
Bram Veenstra |  | - | Waar haal je de originele spatbordstrepen vandaan? Ik zoek ze al jaren.
Joke Smit |  | - | Staat hij ook te koop als hij klaar is?
Het Fietsschuurtje |  | 4 | Nee Joke, deze blijft in de familie. Mijn dochter gaat er straks mee naar school.
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        head = f"<b>{esc(x.author)}</b>" + (f' <span class="rea-dag">{esc(x.when)}</span>' if x.when else "")
        return (
            f'<div class="rea"><p class="rea-kop">{head}</p>{ps(x.text, cls="rea-tekst")}'
            + (f'<div class="rea-onder">{kids}</div>' if kids else "")
            + "</div>"
        )

    block = (
        f'<div id="reacties-blok"><h3>6 reacties</h3>{nest(c, item)}'
        '<p class="rea-dicht">Reageren is gesloten voor dit bericht.</p></div>'
    )
    st = story(
        "De groene Gazelle van 1958 rijdt weer",
        "Het Fietsschuurtje",
        "2021-04-10T15:00:00+02:00",
        "10 april 2021",
        """
Na een winter in de schuur staat de groene Gazelle van 1958 weer op zijn wielen. Het frame is opnieuw gelakt, de spaken zijn nieuw en de drieversnellingsnaaf loopt als een zonnetje.

Het lastigste was de kettingkast. Die was zo verroest dat ik hem in drie stukken moest uitdeuken en solderen.

Volgende keer laat ik zien hoe ik de originele belettering heb nagemaakt met een sjabloon en een heel dun penseel.
""",
        declare="visible",
        kicker="Projecten",
    )
    rail = box(
        "quill", "Projecten", links("Een Fongers uit Groningen|De bakfiets van de bakker|Naven smeren")
    )
    return make(
        "s-nl-zes-reacties",
        "discussion",
        "quill",
        "nl-zes",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/2021/04/groene-gazelle-1958.html",
        container="div#reacties-blok: h3 '6 reacties', div.rea: p.rea-kop (<b> name, span.rea-dag on the first three only), p.rea-tekst; the blogger's answers in div.rea-onder inside the reader's",
        heading="6 reacties",
        description="A Dutch bicycle-restoring blog of 2021: six comments, a date on the three newest only (the older ones lost theirs), the blogger's two answers nested.",
    )


def pl_bez() -> Case:
    c = thread(
        """
Krystyna z Lublina |  | - | Pani Basiu, ja do ogórków daję jeszcze liść chrzanu, wtedy są bardziej chrupiące.
Wiesław | wczoraj | - | A ja zawsze słyszałem, że czosnku nie za dużo, bo ogórki miękną. Jak to jest naprawdę?
Ola |  | - | Zrobiłam według przepisu w zeszłym roku i wszystkie słoiki się udały. Dziękuję!
"""
    )
    items = "".join(
        f'<div class="wpis-g"><span class="wpis-g__kto">{esc(x.author)}</span>'
        + (f' <span class="wpis-g__kiedy">{esc(x.when)}</span>' if x.when else "")
        + f'<div class="wpis-g__tresc">{ps(x.text)}</div></div>'
        for x in c
    )
    block = f'<div class="pod-wpisem">{items}</div>'
    st = story(
        "Ogórki małosolne jak u mojej babci",
        "Basia",
        "2020-07-28T09:30:00+02:00",
        "28 lipca 2020",
        """
W tym roku ogórki obrodziły jak nigdy. Codziennie zbieram pełny koszyk, więc czas na małosolne.

Przepis mam po babci: woda, sól kamienna, czosnek, koper z baldachami i liść dębu lub wiśni. Żadnego octu.

Po trzech dniach w chłodnej spiżarni są gotowe. Najlepsze jedzone prosto ze słoika, z młodymi ziemniakami.
""",
        declare="jsonld",
        kicker="Przetwory",
    )
    rail = box(
        "zine", "Ostatnie wpisy", links("Dżem z czarnej porzeczki|Nowa grządka z ziołami|Sąsiad i jego dynie")
    )
    return make(
        "s-pl-bez-naglowka",
        "discussion",
        "zine",
        "pl-bez",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/2020/07/ogorki-malosolne/",
        container="div.pod-wpisem (no heading), div.wpis-g: span.wpis-g__kto, span.wpis-g__kiedy ('wczoraj', on one of three), div.wpis-g__tresc",
        heading=None,
        description="A Polish garden blog of 2020: three comments without a heading, a time ('wczoraj') on one only.",
    )


def tr_yorumlar() -> Case:
    c = thread(
        """
Mehmet Ali Kaya | 2 gün önce | - | Yayla yolu asfaltlanırsa hayvanları yukarı çıkarmak çok kolaylaşır. Emeği geçenlere teşekkürler.
Ayşe Demirtaş |  | 0 | Mehmet Ali abi, ama kamyonlar da hızlanır, çocuklar için tehlikeli olur. Hız kesici şart.
Hüseyin Çelik |  | - | Köy çeşmesinin suyu da kesik, onu da yazın lütfen.
Fatma Yıldız | 3 gün önce | - | Haberi okuyunca çok sevindim, gurbette olanlar olarak biz de destek olmak istiyoruz.
Yayla Haber |  | 3 | Fatma Hanım, muhtarlığın yardım hesabını haberin sonuna ekledik.
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        return (
            f'<div class="gorus"><div class="gorus-ust"><strong>{esc(x.author)}</strong>'
            + (f' <em class="gorus-zaman">{esc(x.when)}</em>' if x.when else "")
            + f'</div><div class="gorus-metin">{ps(x.text)}</div><a class="gorus-yanit" href="#gorus-yaz">Yanıtla</a>'
            + (f'<div class="gorus-alt">{kids}</div>' if kids else "")
            + "</div>"
        )

    block = (
        f'<section class="gorusler"><h2>Yorumlar</h2>{nest(c, item)}'
        '<div id="gorus-yaz"><textarea placeholder="Görüşünüzü yazın"></textarea><button>Gönder</button></div></section>'
    )
    st = story(
        "Yaylaköy yolu için asfalt çalışması başlıyor",
        "Selim Arslan",
        "2023-05-16T13:00:00+03:00",
        "16 Mayıs 2023",
        """
Yaylaköy ile yayla arasındaki 7 kilometrelik toprak yolun asfaltlanması için çalışmalar önümüzdeki hafta başlıyor.

Muhtar Kemal Öztürk, il özel idaresinin ekiplerinin iş makinelerini köy meydanına getirdiğini söyledi.

Çalışmaların yayla göçünden önce, haziran ortasında tamamlanması planlanıyor.
""",
        declare="metadate",
        section="Köy",
    )
    rail = box("cards", "Çok okunanlar", links("Kiraz hasadı başladı|Köy düğününe davet|Yaylaspor galibiyet"))
    return make(
        "s-tr-yorumlar",
        "discussion",
        "cards",
        "tr-yorumlar",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/koy/yaylakoy-yolu-asfalt-calismasi-basliyor-1187",
        container="section.gorusler: h2 'Yorumlar' (no count), div.gorus: div.gorus-ust (<strong> name, em.gorus-zaman on two of five), div.gorus-metin, 'Yanıtla'; answers in div.gorus-alt inside their parent",
        heading="Yorumlar",
        description="A Turkish village news site of 2023: five comments, a relative time on two only, two answers nested (the site's among them), Reply links and a form.",
    )


def en_answers() -> Case:
    c = thread(
        """
Dougal Ferrier | March 3, 2024 | - | The BMC 1.5 is a lovely old lump once it is sorted. Did you check the injector seals while the head was off?
Lamplighter |  | 0 | Not yet, Dougal. They are next on the list, along with the rusty bolt I am pretending not to have seen.
Moira Kestle |  | - | I remember this boat moored at Sawley in the eighties. It was blue and cream back then, with geraniums on the roof. ¶ Lovely to see her being looked after.
Patrick Onions | March 5, 2024 | - | For the exhaust lagging, try the tape sold for motorbikes. Half the price of the marine stuff.
Lamplighter |  | 3 | Brilliant, thank you Patrick. Ordered some.
Sue at Hillmorton | March 9, 2024 | - | We have the same engine in our tug. Happy to lend you the workshop manual if you come through the locks.
Grahame Pettit |  | - | How long did the rebuild take in hours, roughly?
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        sig = f"— {esc(x.author)}" + (f", {esc(x.when)}" if x.when else "")
        return (
            f'<div class="bunk-note">{ps(x.text, cls="bunk-note__say")}<p class="bunk-note__sig">{sig}</p>'
            + (f'<div class="bunk-note__answers">{kids}</div>' if kids else "")
            + "</div>"
        )

    block = (
        f'<section class="bunk"><h2>Conversation</h2>{nest(c, item)}'
        '<p><a href="/contact/">Write to me</a> and I will add your note to the conversation.</p></section>'
    )
    st = story(
        "Head off, head back on: the BMC engine rebuild",
        "Lamplighter",
        "2024-03-01T20:00:00+00:00",
        "1 March 2024",
        """
After three weekends under the engine board, the old BMC diesel finally turned over on Sunday afternoon and ran for twenty minutes without anything falling off.

The head gasket was the culprit, as everyone at the marina had said it would be. The new one came from a supplier in Leicester who still stocks parts for these engines.

Next job: the exhaust lagging, which currently consists of a sock and optimism.
""",
        declare="time",
        kicker="Engine",
    )
    return make(
        "s-en-conversation",
        "discussion",
        "zine",
        "en-answers",
        st,
        PartsK(after=block),
        c,
        path="/log/2024/head-off-head-back-on/",
        container="section.bunk: h2 'Conversation' (no count), div.bunk-note: p.bunk-note__say (the text first), then p.bunk-note__sig '— Name, date' (the date on three of seven); the blogger's answers in div.bunk-note__answers inside the reader's",
        heading="Conversation",
        description="A narrowboat blog of 2024: seven comments signed after the text, a date on three only, the blogger's two answers nested.",
    )


def el_dyo() -> Case:
    c = thread(
        """
Σταμάτης Βλάχος | 3 ημέρες πριν | - | Μπράβο Μανώλη! Τέτοιο λαβράκι έχω να δω από τότε που ψάρευε ο πατέρας σου στο ίδιο σημείο.
Ελένη Κουκουλάκη |  | - | Η συνταγή με το λεμόνι και τη ρίγανη είναι ακριβώς όπως την έκανε η γιαγιά μου. Ευχαριστώ που τη μοιράστηκες.
"""
    )
    rows = "".join(
        f'<tr><td class="sx-onoma"><b>{esc(x.author)}</b>'
        + (f'<br><span class="sx-pote">{esc(x.when)}</span>' if x.when else "")
        + f'</td><td class="sx-keimeno">{ps(x.text)}</td></tr>'
        for x in c
    )
    block = (
        f'<div class="sxolia-t"><h3>Σχόλια 2</h3><table class="sx-pinakas">{rows}</table>'
        '<form method="post" action="/sxolio/"><p>Όνομα: <input name="o"></p><p><textarea name="k"></textarea></p><p><input type="submit" value="Αποστολή"></p></form></div>'
    )
    st = story(
        "Το λαβράκι του Αγίου Νικολάου",
        "Μανώλης",
        "2009-09-14T19:30:00+03:00",
        "14 Σεπτεμβρίου 2009",
        """
Χθες το πρωί βγήκα με τη βάρκα πριν ξημερώσει, όπως κάθε Κυριακή. Η θάλασσα ήταν λάδι και ο αέρας δεν είχε γυρίσει ακόμα.

Στον κάβο του Αγίου Νικολάου, εκεί που ψάρευε ο πατέρας μου, τσίμπησε ένα λαβράκι σχεδόν τριών κιλών.

Το ψήσαμε στα κάρβουνα με λεμόνι και ρίγανη. Η συνταγή παρακάτω, για όποιον θέλει.
""",
        kicker="Ψάρεμα",
    )
    rail = box("quill", "Παλαιότερα", links("Τα δίχτυα του χειμώνα|Χταπόδι στη σχάρα|Η παλιά βάρκα"))
    return make(
        "s-el-dyo",
        "discussion",
        "quill",
        "el-dyo",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/2009/09/lavraki-agiou-nikolaou.html",
        container="div.sxolia-t: h3 'Σχόλια 2', table.sx-pinakas: td.sx-onoma (<b> name, span.sx-pote on one of two), td.sx-keimeno; a form below",
        heading="Σχόλια 2",
        description="A Greek fisherman's blog of 2009: two comments in a table, a relative time on one only, a form below.",
    )
