"""Blind set fh: three pages without any reader comment whose furniture is a short list of names and texts, and one
mixed page. A Brazilian small-town paper of 2018 ("Quem assina, recomenda": subscribers' testimonials, the text
first and "— NAME, bairro" under it), an Arabic neighbourhood newsletter of 2017 ("أسرة النشرة": its staff, "NAME:
one-line bio"), a Greek balcony-garden blog of 2020 ("Σοφά λόγια από τον κήπο": sayings with who said them), and a
Quebec weekly of 2010, mixed (2 readers' reactions beside "Petites annonces", classifieds "text, then NAME · DATE").
Every site, name and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_fh_common import Case, doc, esc, items, make, svg, talk

# --------------------------------------------------------------------------- pt-BR: testimonials, 2018


def pt_feira() -> Case:
    depo = "".join(
        f'<div class="dep"><p>&ldquo;{esc(t)}&rdquo;</p><p class="qm">&mdash; {esc(n)}, {esc(b)}</p></div>'
        for t, n, b in (
            (
                "Leio a Gazeta desde que me mudei para Pedra Alta. É o único jeito de saber quando tem feira, vacina e reunião do bairro.",
                "Dona Lurdes Amaral",
                "bairro São Jorge",
            ),
            (
                "A assinatura digital chega no celular às seis da manhã, antes do ônibus para a usina.",
                "Cleiton R.",
                "Vila Operária",
            ),
            ("Anunciei meu sítio na Gazeta e vendi em três semanas.", "Sr. Valdemar", "Córrego Fundo"),
        )
    )
    body = f"""<body>
<div class="site">
<div class="cab"><a href="/"><img src="/img/gazeta.svg" width="340" height="60" alt="Gazeta de Pedra Alta"></a><span>Pedra Alta, sexta-feira, 6 de abril de 2018</span></div>
<div class="menu">{items("/", ["Início", "Cidade", "Região", "Esporte", "Agenda", "Classificados", "Assine"], " ")}</div>
<div class="col">
<h1>Feira do produtor muda para a praça da estação</h1>
<p class="por">Da redação &middot; 06/04/2018 às 08h15</p>
<p>A partir deste sábado, a feira do produtor rural deixa a rua Sete de Setembro e passa a funcionar na praça da antiga estação ferroviária, das 6h às 12h.</p>
<p>Segundo a Secretaria de Agricultura, a mudança atende a um pedido dos próprios feirantes, que reclamavam da falta de sombra e de espaço para descarregar os caminhões.</p>
<p>São 38 bancas, com verduras, queijos, doces caseiros e mudas. A prefeitura vai instalar dois banheiros químicos e um ponto de água.</p>
<p><img src="/img/2018/04/feira.svg" width="520" height="270" alt=""><br><small>Feirantes na praça da estação. Foto: Gazeta</small></p>
<p class="leia">Leia também: <a href="/cidade/2018/03/praca-da-estacao-reforma">Praça da estação ganha nova iluminação</a> (22/03/2018)</p>
</div>
<div class="lat">
<h3>Quem assina, recomenda</h3>
{depo}
<p><a href="/assine" class="btn">Assine a Gazeta</a></p>
<h3>Tempo</h3><p>Sábado: 19&deg; / 29&deg;, sol entre nuvens</p>
</div>
<div class="rod">Gazeta de Pedra Alta &middot; Rua Floriano Peixoto, 120 &middot; <a href="/expediente">Expediente</a> &middot; <a href="/anuncie">Anuncie</a></div>
</div>
</body>
</html>
"""
    css = """<style>
body{font:15px Arial,sans-serif;margin:0;background:#f1f1f1}.site{width:940px;margin:0 auto;background:#fff}.cab{padding:10px;display:flex;justify-content:space-between;align-items:center}.cab span{font-size:12px;color:#777}
.menu{background:#0a7a3c;padding:6px 10px}.menu a{color:#fff;margin-right:12px}.col{float:left;width:600px;padding:10px 20px}.lat{float:right;width:260px;padding:10px}.rod{clear:both;background:#0a7a3c;color:#fff;font-size:12px;padding:8px}.rod a{color:#fff}
.por{color:#888;font-size:12px}.dep{background:#f4faf6;padding:4px 8px;margin-bottom:6px;font-size:13px}.qm{text-align:right;font-size:12px;color:#0a7a3c}.btn{background:#0a7a3c;color:#fff;padding:4px 10px}
</style>"""
    return make(
        "fh-pt-plain-feira",
        "lookalike",
        "pt-BR",
        doc(
            "html5",
            title="Feira do produtor muda para a praça da estação - Gazeta de Pedra Alta",
            lang="pt-BR",
            head=css,
        )
        + body,
        [],
        path="/cidade/2018/04/feira-do-produtor-muda-para-a-praca-da-estacao",
        container="-",
        heading=None,
        description="A Brazilian small-town paper of 2018 (invented), no reader comment and no comment area: the farmers' market moves; the sidebar's 'Quem assina, recomenda', three subscribers' testimonials (a quoted text, then '— NAME, bairro'), not comments; a dated byline, a captioned photo, 'Leia também' with a date, the weather and a footer line.",
        lookalikes=("div.dep",),
        files={
            "/img/gazeta.svg": svg(340, 60, "#0a7a3c", "Gazeta de Pedra Alta", 22),
            "/img/2018/04/feira.svg": svg(520, 270, "#9a6", "feira"),
        },
    )


# --------------------------------------------------------------------------- ar: a neighbourhood newsletter's staff, 2017


def ar_nashra() -> Case:
    staff = "".join(
        f"<li><b>{esc(n)}</b>: {esc(bio)}</li>"
        for n, bio in (
            ("سلوى عبد الهادي", "معلمة لغة عربية متقاعدة، تحرر النشرة منذ عددها الأول."),
            ("كريم الشامي", "طالب هندسة، يلتقط صور الحي ويصمم الصفحات."),
            ("أم ياسر", "تجمع أخبار المدرسة والمستوصف وتكتب ركن الطبخ."),
            ("فادي نصّار", "صاحب مكتبة الزاوية، يتولى الطباعة والتوزيع."),
        )
    )
    body = f"""<body>
<div class="w">
<div class="ras"><h1><a href="/">نشرة حي الياسمين</a></h1><p>نشرة شهرية يكتبها سكان الحي</p></div>
<div class="q">{items("/", ["الرئيسية", "أخبار الحي", "المدرسة", "إعلانات", "اتصل بنا"], " | ")}</div>
<div class="m">
<h2>المكتبة العامة في الحي تفتح أبوابها من جديد</h2>
<p class="t">الخميس ١٢ تشرين الأول ٢٠١٧</p>
<p>بعد إغلاق دام أكثر من سنة، عادت مكتبة الحي العامة إلى استقبال القراء يوم السبت الماضي. وقد تبرّع السكان بأكثر من ستمئة كتاب، وأصلح متطوعون من الحي الرفوف والنوافذ.</p>
<p>تفتح المكتبة أبوابها من الأحد إلى الخميس من الساعة الرابعة حتى الثامنة مساءً، ويوم السبت صباحاً للأطفال، حيث تُقرأ قصة كل أسبوع.</p>
<p>وتطلب إدارة المكتبة من السكان إعادة الكتب المستعارة قبل نهاية الشهر، وتقبل التبرع بالكتب المدرسية المستعملة.</p>
<p><img src="/suwar/maktaba.svg" width="480" height="260" alt=""></p>
<h3>أسرة النشرة</h3>
<ul class="usra">{staff}</ul>
<p>للمشاركة في العدد القادم: اتركوا رسالتكم في مكتبة الزاوية.</p>
</div>
<div class="j">
<h4>مواعيد الشهر</h4><p>٢١ تشرين الأول: حملة تنظيف الحديقة<br>٢٨ تشرين الأول: اجتماع لجنة الحي</p>
<h4>صيدلية مناوبة</h4><p>صيدلية الشفاء، شارع المدرسة</p>
</div>
<div class="f">نشرة حي الياسمين &copy; ٢٠١٧</div>
</div>
</body>
</html>
"""
    css = """<style>
body{font:15px Tahoma,Arial,sans-serif;margin:0;background:#f3efe6}.w{width:880px;margin:0 auto;background:#fff}h1 a{color:#5a3e1b;text-decoration:none}.q{background:#5a3e1b;padding:6px 10px}.q a{color:#fff}
.m{float:right;width:580px;padding:10px 20px}.j{float:left;width:220px;padding:10px;font-size:13px;background:#faf6ee}.f{clear:both;background:#5a3e1b;color:#fff;padding:6px;font-size:12px}.t{color:#888;font-size:12px}.usra{font-size:13px}
</style>"""
    return make(
        "fh-ar-plain-nashra",
        "lookalike",
        "ar",
        doc(
            "html5",
            title="المكتبة العامة في الحي تفتح أبوابها من جديد - نشرة حي الياسمين",
            lang="ar",
            head=css,
            rtl=True,
        )
        + body,
        [],
        path="/akhbar/2017/10/maktaba.html",
        container="-",
        heading=None,
        description="An Arabic neighbourhood newsletter's site of 2017 (invented, right to left), no reader comment and no comment area: the neighbourhood library reopens; under the article 'أسرة النشرة', the newsletter's four people in a ul.usra, each 'b NAME: one-line bio', not comments; the month's dates and the pharmacy on duty beside it.",
        lookalikes=("ul.usra",),
        files={"/suwar/maktaba.svg": svg(480, 260, "#a87", "مكتبة")},
    )


# --------------------------------------------------------------------------- el: sayings beside a garden blog, 2020


def el_kipos() -> Case:
    sayings = "".join(
        f"<li><q>{esc(t)}</q><br><small>{esc(n)}, {esc(d)}</small></li>"
        for t, n, d in (
            (
                "Όποιος βιάζεται να φυτέψει τη ντομάτα, τη φυτεύει δεύτερη φορά.",
                "η γιαγιά Ρήνη",
                "12 Μαΐου 2020",
            ),
            ("Το βασιλικό τον ποτίζεις το πρωί, όχι το μεσημέρι.", "ο θείος Μανώλης", "13 Μαΐου 2020"),
            (
                "Τη γλάστρα τη διαλέγεις για τη ρίζα, όχι για το χρώμα.",
                "η κυρα-Φρόσω από τον τρίτο",
                "14 Μαΐου 2020",
            ),
        )
    )
    body = f"""<body>
<div class="page">
<header><h1><a href="/">Το μπαλκόνι της Ρένας</a></h1><p>Ένας κήπος σε τέσσερα τετραγωνικά</p></header>
<div class="cols">
<article>
<h2>Ντομάτες σε γλάστρα: η πρώτη εβδομάδα</h2>
<p class="when">Πέμπτη, 14 Μαΐου 2020</p>
<p>Με τον περιορισμό στο σπίτι, αποφάσισα φέτος να φυτέψω ντομάτες στο μπαλκόνι. Πήρα τέσσερα φυτά από τον πάγκο της λαϊκής και δύο μεγάλες γλάστρες των τριάντα λίτρων.</p>
<p>Τα έβαλα στη γωνία που βλέπει νότια και τα ποτίζω κάθε δεύτερη μέρα. Στην πρώτη εβδομάδα το ένα φυτό έριξε δύο φύλλα, τα άλλα τρία όμως ψήλωσαν σχεδόν πέντε εκατοστά.</p>
<p><img src="/eikones/ntomates.svg" width="460" height="300" alt=""></p>
<p>Την επόμενη εβδομάδα θα βάλω καλάμια για στήριγμα. Αν έχετε καλύτερη ιδέα, γράψτε μου στο email.</p>
<p class="lbl">Ετικέτες: <a href="/label/ντομάτα">ντομάτα</a>, <a href="/label/γλάστρες">γλάστρες</a></p>
</article>
<aside>
<h3>Σοφά λόγια από τον κήπο</h3>
<ul class="sofa">{sayings}</ul>
<h3>Αρχείο</h3>
<ul><li><a href="/2020/05/">Μάιος 2020</a></li><li><a href="/2020/04/">Απρίλιος 2020</a></li><li><a href="/2020/03/">Μάρτιος 2020</a></li></ul>
</aside>
</div>
<footer>Το μπαλκόνι της Ρένας &middot; 2020</footer>
</div>
</body>
</html>
"""
    css = """<style>
body{font:16px/1.6 Georgia,serif;margin:0;background:#f0f5ec}.page{max-width:920px;margin:0 auto;background:#fff;padding:0 20px}header h1 a{color:#3d6b2f;text-decoration:none}header p{color:#888;margin-top:-10px}
.cols{display:flex;gap:30px}article{flex:1}aside{width:250px;font-size:14px}.when,.lbl{color:#999;font-size:13px}.sofa{list-style:none;padding:0}.sofa li{margin-bottom:10px}.sofa small{color:#3d6b2f}footer{font-size:12px;color:#999;padding:16px 0}
</style>"""
    return make(
        "fh-el-plain-kipos",
        "lookalike",
        "el",
        doc(
            "html5",
            title="Ντομάτες σε γλάστρα: η πρώτη εβδομάδα | Το μπαλκόνι της Ρένας",
            lang="el",
            head=css,
        )
        + body,
        [],
        path="/2020/05/ntomates-se-glastra.html",
        container="-",
        heading=None,
        description="A Greek balcony-garden blog of 2020 (invented), no reader comment and no comment area: tomatoes in pots; the sidebar's 'Σοφά λόγια από τον κήπο', three garden sayings in a ul.sofa, each a quoted line and 'WHO, DATE' under it, not comments; tags and an archive.",
        lookalikes=("ul.sofa",),
        files={"/eikones/ntomates.svg": svg(460, 300, "#c43", "ντομάτες")},
    )


# --------------------------------------------------------------------------- fr-CA: a rink beside classifieds, 2010


def fr_patinoire() -> Case:
    cs = talk("""
Ginette B. || le 14 janvier 2010 à 20 h 41 || Bravo aux bénévoles qui ont arrosé la glace à moins trente. Mes petits-enfants y sont allés trois soirs de suite.
Mathieu || le 15 janvier 2010 à 7 h 12 || Est-ce que le chalet des patineurs sera chauffé cette année? L'an passé, on se changeait dans le banc de neige.
""")
    path = "/nouvelles/2010/01/la-patinoire-du-parc-ouvre-enfin"
    thread = "".join(f"<p><b>{esc(c.who)}</b>, {esc(c.at)}</p><p>{esc(c.raw)}</p>" for c in cs)
    pa = "".join(
        f"<p>{esc(t)}<br><small>{esc(n)} &middot; {esc(d)}</small></p>"
        for t, n, d in (
            ("Souffleuse à neige 8 forces, démarre au quart de tour. 250 $.", "Gilles", "13 janvier 2010"),
            ("Cherche gardienne pour deux enfants, les mardis soir, rang 4.", "Nathalie", "12 janvier 2010"),
            (
                "Bois de chauffage sec, livraison au village. Laissez un message.",
                "Ferme Bouchard",
                "11 janvier 2010",
            ),
        )
    )
    body = f"""<body>
<div id="c">
<div id="h"><a href="/"><img src="/images/echo.svg" width="380" height="60" alt="L'Écho de Sainte-Aurélie"></a></div>
<div id="n">{items("/", ["Accueil", "Nouvelles", "Municipalité", "Sports", "Avis de décès", "Petites annonces"], " | ")}</div>
<div id="g">
<h1>La patinoire du parc ouvre enfin</h1>
<p class="d">Publié le mercredi 13 janvier 2010</p>
<p>Après deux semaines de redoux, la patinoire extérieure du parc Desrochers est enfin ouverte. Les bénévoles du comité des loisirs l'ont arrosée cinq nuits de suite pour obtenir une glace solide.</p>
<p>La patinoire est éclairée jusqu'à 22 h. Le hockey libre est permis en semaine de 18 h à 20 h; le reste du temps, la glace est réservée au patinage libre.</p>
<p><img src="/images/2010/patinoire.svg" width="500" height="250" alt=""></p>
<h4>Vos réactions</h4>
{thread}
<p><a href="/reagir?n=2010-01-13">Réagir à cette nouvelle</a></p>
</div>
<div id="s">
<h4>Petites annonces</h4>
<div class="pa">{pa}</div>
<h4>Météo</h4><p>Jeudi: -24&deg;, ciel dégagé</p>
</div>
<div id="p">L'Écho de Sainte-Aurélie &middot; hebdomadaire régional &middot; <a href="/nous-joindre">Nous joindre</a></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{font:13px Verdana,sans-serif;margin:0;background:#dde4ea}#c{width:900px;margin:0 auto;background:#fff}#h{padding:10px}#n{background:#233f63;padding:5px 10px}#n a{color:#fff}
#g{float:left;width:580px;padding:10px 20px}#s{float:right;width:240px;padding:10px;background:#f2f5f8;font-size:12px}#p{clear:both;background:#233f63;color:#fff;padding:6px;font-size:11px}#p a{color:#fff}.d{color:#888;font-size:11px}.pa small{color:#666}
</style>"""
    return make(
        "fh-fr-mixed-patinoire",
        "mixed",
        "fr-CA",
        doc(
            "html4t",
            title="La patinoire du parc ouvre enfin - L'Écho de Sainte-Aurélie",
            lang="fr-CA",
            head=css,
        )
        + body,
        cs,
        path=path,
        container="after h4 'Vos réactions' in div#g, no wrapper: pairs of bare p ('b NAME, le DATE à TIME', then TEXT); beside it the sidebar's div.pa 'Petites annonces': three p 'TEXT br small NAME · DATE'",
        heading="Vos réactions",
        description="The mixed page: a Quebec regional weekly of 2010 (invented), the park's outdoor rink opens; 2 readers' reactions after 'Vos réactions', each a bare p with name and date and a bare p of text; beside them the sidebar's 'Petites annonces', three classifieds (text first, then 'NAME · DATE' in the same date style), not comments; a photo, weather and a footer line.",
        lookalikes=("div.pa",),
        files={
            "/images/echo.svg": svg(380, 60, "#233f63", "L'Écho de Sainte-Aurélie", 22),
            "/images/2010/patinoire.svg": svg(500, 250, "#8ab", "patinoire"),
        },
    )
