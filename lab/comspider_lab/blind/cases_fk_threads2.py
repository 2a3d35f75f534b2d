"""Blind set fk: four small discussions a reader reaches by a click or another page. A Portuguese village news site of
2016 (4 entries fetched as HTML after a click on "Carregar comentários", "Conversa"), a Swedish archipelago paper of
2020 (3 entries in a <details> whose summary reads "Visa 3 inlägg", no heading), a French valley paper of 2023 (5
entries on a page of their own linked as "Lire les 5 réactions", "La conversation") and a Turkish district paper of
2018 (2 entries in a tab panel hidden by CSS until the tab "Tartışma" is clicked, no heading). Every site, name and
text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fk_common import C, Case, doc, esc, items, make, nest, paras, svg, talk

# --------------------------------------------------------------------------- pt: a click on "load comments", 2016


def pt_sardinhas() -> Case:
    cs = talk("""
Albertina Soares || 22/06/2016 às 19:47 || Ainda bem. No ano passado o fumo das sardinhas entrava pela porta da igreja durante a missa das sete.
Zé Manel || 22/06/2016 às 20:15 || Mas o largo do mercado fica longe para quem vem a pé da parte alta. Os mais velhos não vão descer aquela calçada toda.
> Rita Carvalheira || 22/06/2016 às 21:02 || Vai haver carrinha da junta a partir das oito, está no cartaz que afixaram no café do Sr. Aurélio.
Fernando B. || 23/06/2016 às 09:10 || E as barracas das farturas ficam onde? Ninguém fala disso no artigo.
""")
    frag_path = "/_conversa/2016/06/sao-joao-largo-do-mercado.html"

    def entry(c: C, i: int, sub: str) -> str:
        return (
            f'<li class="msg"><p class="msg-autor"><strong>{esc(c.who)}</strong> <em>{esc(c.at)}</em></p>'
            f'<div class="msg-texto">{paras(c.raw)}</div>{sub}</li>'
        )

    frag = (
        '<h3 class="conversa-titulo">Conversa</h3>'
        + nest(cs, entry, lambda s, d: f'<ol class="{"msgs" if d == 0 else "msgs-resp"}">{s}</ol>')
        + '<p class="conversa-nota">Os comentários são da responsabilidade dos seus autores.</p>\n'
    )
    body = f"""<body>
<div id="topo"><a href="/"><img src="/img/ribeira-lontras.svg" width="300" height="56" alt="Notícias da Ribeira das Lontras"></a></div>
<div id="menu">{items("/", ["Início", "Freguesia", "Festas", "Desporto", "Necrologia", "Contactos"], " | ")}</div>
<div id="conteudo">
<h1>Sardinhada de São João muda-se para o largo do mercado</h1>
<p class="data">Publicado em 22/06/2016 às 11:30 · Por Redação</p>
<p><img src="/img/2016/largo.svg" width="600" height="280" alt=""></p>
<p>A sardinhada da noite de São João, que há décadas se fazia no adro da igreja, passa este ano para o largo do mercado. A decisão foi tomada pela comissão de festas depois de uma reunião com o pároco e a junta de freguesia.</p>
<p>Segundo o presidente da comissão, Joaquim Teles, o adro tornou-se pequeno para as cerca de seiscentas pessoas que aparecem todos os anos, e o fumo dos assadores incomodava as celebrações da noite.</p>
<p>O baile continua no coreto, com o conjunto Os Serranos a partir das 22h. A marcha dos bairros sai às 21h da escola primária.</p>
<p class="partilhar">Partilhar: <a href="#">Facebook</a> · <a href="#">Email</a></p>
<div id="conversa-caixa" class="comentarios">
<p><a href="{frag_path}" id="carregar" class="carregar">Carregar comentários</a></p>
</div>
</div>
<div id="lado"><h4>Agenda</h4><p>23/06 – Sardinhada e baile<br>24/06 – Missa e procissão<br>26/06 – Torneio de sueca</p><h4>Farmácia de serviço</h4><p>Farmácia Central, Rua Direita, 8</p></div>
<div id="rodape">Notícias da Ribeira das Lontras · <a href="/ficha-tecnica">Ficha técnica</a> · <a href="/estatuto-editorial">Estatuto editorial</a></div>
<script>
document.getElementById("carregar").addEventListener("click", function (ev) {{
  ev.preventDefault();
  var caixa = document.getElementById("conversa-caixa");
  caixa.innerHTML = "<p>A carregar…</p>";
  fetch(this.getAttribute("href")).then(function (r) {{ return r.text(); }}).then(function (h) {{ caixa.innerHTML = h; }});
}});
</script>
</body>
</html>
"""
    css = """<style>
body{margin:0 auto;width:920px;font:14px/1.6 Verdana,Arial,sans-serif;color:#333}#topo{padding:12px 0}#menu{background:#8a1c1c;padding:6px 10px}#menu a{color:#fff}
#conteudo{float:left;width:620px;padding:10px 0}#lado{float:right;width:260px;font-size:12px;background:#f7efe6;padding:8px}#rodape{clear:both;border-top:2px solid #8a1c1c;padding:8px 0;font-size:11px}
.data{color:#999;font-size:11px}.carregar{display:inline-block;border:1px solid #8a1c1c;color:#8a1c1c;padding:6px 14px;text-decoration:none}.msgs,.msgs-resp{list-style:none;padding:0}.msgs-resp{margin-left:24px}
.msg{border-bottom:1px dotted #ccc;padding:6px 0}.msg-autor{margin:0}.msg-autor em{color:#999;font-size:11px}.conversa-nota{font-size:11px;color:#999}
</style>"""
    return make(
        "fk-pt-click-sardinhas",
        "revealed",
        "pt-PT",
        doc(
            title="Sardinhada de São João muda-se para o largo do mercado - Notícias da Ribeira das Lontras",
            lang="pt-PT",
            head=css,
        )
        + body,
        cs,
        path="/festas/2016/06/sardinhada-sao-joao-largo-do-mercado.html",
        reveal="click_load: the link 'Carregar comentários' at the end of the article (href: the fragment's own URL) fetches an HTML fragment and puts it in place of the link",
        container="div#conversa-caixa.comentarios (empty but for the link until clicked): h3 'Conversa', ol.msgs > li.msg entries (p.msg-autor: strong NAME, em '22/06/2016 às 19:47'; div.msg-texto p TEXT); the reply in ol.msgs-resp; a disclaimer line",
        heading="Conversa",
        description="A Portuguese village news site of 2016 (invented): the St John's Eve sardine grill moves to the market square; 4 readers' entries (one reply) fetched as an HTML fragment only after a click on 'Carregar comentários'; a photo, an agenda and the pharmacy on duty.",
        check_steps=("click:#carregar", "wait:800"),
        files={
            frag_path: frag,
            "/img/ribeira-lontras.svg": svg(300, 56, "#8a1c1c", "Notícias da Ribeira das Lontras", 18),
            "/img/2016/largo.svg": svg(600, 280, "#b98b5e", "largo do mercado"),
        },
    )


# --------------------------------------------------------------------------- sv: a details toggle, 2020


def sv_farjan() -> Case:
    cs = talk("""
Gunnel Åkesson || 2020-08-19 kl. 07.55 || Vi som bor året runt på Lövholmen märker det mest i september. Sista båten halv fem gör det omöjligt att jobba heltid inne i stan.
Anders i Västerlöt || 2020-08-19 kl. 09.12 || Regionen sa samma sak förra hösten och drog sedan tillbaka förslaget efter protesterna. Skriv till trafiknämnden före den 1 september, det är då de bestämmer.
Sommargäst sedan 1984 || 2020-08-19 kl. 12.40 || Som sommarboende tycker jag att helgturerna borde dras ner innan vardagsturerna. Det är vi som har råd att anpassa oss.
""")

    def entry(c: C, i: int, sub: str) -> str:
        return (
            f'<div class="inl"><div class="inl-topp"><span class="inl-namn">{esc(c.who)}</span> '
            f'<span class="inl-tid">{esc(c.at)}</span></div>{paras(c.raw)}{sub}</div>'
        )

    body = f"""<body>
<div class="sida">
<header class="huvud"><a href="/" class="namn">Skärgårdsbladet</a><span class="ort">Norrvik · onsdag 19 augusti 2020</span></header>
<nav class="meny">{items("/", ["Nyheter", "Öarna", "Båttrafik", "Sport", "Evenemang", "Tyck till"], " · ")}</nav>
<article class="artikel">
<h1>Färjan till Lövholmen får färre turer i höst</h1>
<p class="ingress">Regionen drar in kvällsturerna på vardagar från och med den 14 september. Sista båten från Norrvik går 16.30.</p>
<p class="byline">Jonas Lindkvist · Publicerad 2020-08-18 kl. 21.10</p>
<p>Enligt den nya tidtabellen försvinner tre turer om dagen på linjen mellan Norrvik och Lövholmen. Regionens trafikavdelning hänvisar till minskat resande under våren och ökade bränslekostnader.</p>
<p>På Lövholmen bor omkring 140 personer året runt. Många pendlar till arbeten på fastlandet och flera har hört av sig till tidningen om att de nu riskerar att inte hinna hem.</p>
<p>Trafiknämnden tar upp tidtabellen på sitt sammanträde den 1 september. Synpunkter kan lämnas via regionens webbplats fram till dess.</p>
<details class="las-mer">
<summary>Visa 3 inlägg</summary>
{nest(cs, entry, lambda s, d: s)}
<p class="regler"><a href="/regler">Regler för inlägg</a></p>
</details>
</article>
<aside class="sidan"><h3>Tidtabell</h3><p>Från Norrvik: 06.40, 08.15, 12.00, 16.30<br>Från Lövholmen: 07.20, 09.00, 13.00, 17.10</p><h3>Mest läst</h3><ul>{items("/nyheter/", ["Ny brygga i Västerlöt klar", "Sälar tillbaka vid Ytterskär", "Skolbåten får ny kapten"])}</ul></aside>
<footer class="fot">Skärgårdsbladet · Hamngatan 2, Norrvik · <a href="/kontakt">Kontakt</a> · <a href="/prenumerera">Prenumerera</a></footer>
</div>
</body>
</html>
"""
    css = """<style>
body{margin:0;background:#eaf1f4;font:16px/1.55 "Trebuchet MS",sans-serif;color:#1b2a33}.sida{max-width:980px;margin:0 auto;background:#fff;display:grid;grid-template-columns:1fr 260px;gap:0 28px;padding:0 20px}
.huvud,.meny,.fot{grid-column:1/3}.huvud{display:flex;justify-content:space-between;align-items:baseline;padding:16px 0;border-bottom:3px solid #1b5e7a}.namn{font:700 28px Georgia,serif;color:#1b5e7a;text-decoration:none}.ort{font-size:13px;color:#666}
.meny{padding:8px 0;font-size:14px}.ingress{font-weight:700}.byline{font-size:13px;color:#777}.sidan{font-size:14px;background:#f4f8fa;padding:10px}.fot{padding:14px 0;font-size:12px;color:#666;border-top:1px solid #ddd}
.las-mer{margin-top:26px;border-top:1px solid #ccd}.las-mer summary{cursor:pointer;padding:10px 0;font-weight:700;color:#1b5e7a}.inl{padding:8px 0;border-bottom:1px solid #eee}.inl-namn{font-weight:700}.inl-tid{color:#888;font-size:13px}.regler{font-size:12px}
</style>"""
    return make(
        "fk-sv-details-farjan",
        "revealed",
        "sv",
        doc(title="Färjan till Lövholmen får färre turer i höst | Skärgårdsbladet", lang="sv", head=css)
        + body,
        cs,
        path="/batrafik/farjan-till-lovholmen-far-farre-turer-i-host",
        reveal="details: a closed <details> at the end of the article; its summary 'Visa 3 inlägg' opens it (the entries are in the served HTML)",
        container="details.las-mer > summary 'Visa 3 inlägg', then div.inl entries (div.inl-topp: span.inl-namn NAME, span.inl-tid '2020-08-19 kl. 07.55'; p TEXT); no heading, flat; a rules link",
        heading=None,
        description="A Swedish archipelago paper of 2020 (invented): the ferry gets fewer autumn departures; 3 readers' entries, flat, in a closed <details> under the article, no heading; a timetable and a most-read list in the sidebar; no 'comment' in the markup.",
        static=True,
        check_steps=("click:details.las-mer summary", "wait:200"),
    )


# --------------------------------------------------------------------------- fr: a page of its own, 2023


def fr_mediatheque() -> Case:
    cs = talk("""
Claudine Ferrat || le 9 février 2023 à 16 h 12 || Le samedi matin, c'est le seul moment où je peux y emmener mes petits-enfants. Fermer ce jour-là, c'est se couper des familles.
Hugo L. || le 9 février 2023 à 17 h 40 || Ouvrir le mercredi jusqu'à 20 h, c'est plutôt une bonne idée pour ceux qui travaillent. Encore faut-il que ça se sache.
> Claudine Ferrat || le 9 février 2023 à 18 h 05 || Le mercredi soir, les enfants ont judo ou musique. Ça ne remplace pas le samedi.
Mme Perrichon, bénévole || le 10 février 2023 à 9 h 30 || Nous manquons de bénévoles depuis deux ans. Si quelques lecteurs se proposaient, le samedi pourrait peut-être rester ouvert une semaine sur deux.
> Yannick || le 10 février 2023 à 11 h 02 || Je veux bien donner un samedi par mois. À qui faut-il s'adresser, à la mairie ou directement à la médiathèque ?
""")
    path = "/vie-locale/2023/02/la-mediatheque-fermera-le-samedi"
    cpath = "/vie-locale/2023/02/reactions/la-mediatheque-fermera-le-samedi"

    def entry(c: C, i: int, sub: str) -> str:
        return (
            f'<div class="reac" id="r{i + 1}"><div class="reac-entete"><span class="reac-auteur">{esc(c.who)}</span>'
            f' <span class="reac-date">{esc(c.at)}</span></div>{paras(c.raw, cls="reac-txt")}'
            f'<a class="reac-rep" href="#r{i + 1}">Répondre</a>{sub}</div>'
        )

    head_nav = f"""<header class="bandeau"><a href="/" class="titre">Le Courrier du Val d'Arbelle</a><span>Jeudi 9 février 2023</span></header>
<nav class="rubriques">{items("/", ["Vie locale", "Saint-Firmin", "Économie", "Sports", "Loisirs", "Annonces"], " ")}</nav>"""
    foot = """<footer class="pied">Le Courrier du Val d'Arbelle · <a href="/mentions-legales">Mentions légales</a> · <a href="/charte">Charte de modération</a></footer>"""
    css = """<style>
body{margin:0;font:16px/1.6 Georgia,serif;color:#222}.bandeau{display:flex;justify-content:space-between;align-items:baseline;padding:14px 26px;border-bottom:1px solid #ccc}.titre{font:700 28px Georgia,serif;color:#5a2a82;text-decoration:none}
.rubriques{padding:6px 26px;background:#5a2a82}.rubriques a{color:#fff;margin-right:14px;font:14px Arial,sans-serif}.page{max-width:700px;margin:0 auto;padding:16px}.chapo{font-weight:700}.signature{font-size:13px;color:#777}
.lien-reac{display:inline-block;margin-top:18px;background:#5a2a82;color:#fff;padding:8px 16px;border-radius:4px;text-decoration:none}.reac{border-bottom:1px solid #eee;padding:10px 0}.reac .reac{margin-left:26px;border-left:3px solid #e6dcef;padding-left:12px;border-bottom:0}
.reac-auteur{font-weight:700}.reac-date{color:#888;font-size:13px}.reac-txt{margin:4px 0}.reac-rep{font-size:13px}.pied{padding:14px 26px;background:#eee;font-size:12px}
</style>"""
    body = f"""<body>
{head_nav}
<main class="page">
<p class="rubrique">Vie locale · Saint-Firmin-d'Arbelle</p>
<h1>La médiathèque fermera le samedi à partir du 1er mars</h1>
<p class="chapo">Faute de personnel, la médiathèque intercommunale ouvrira désormais le mercredi soir en compensation.</p>
<p class="signature">Par Élodie Marchais · Publié le 9 février 2023 à 11 h 20</p>
<p>À partir du 1er mars, la médiathèque de Saint-Firmin-d'Arbelle ne sera plus ouverte le samedi. La communauté de communes invoque le départ à la retraite de deux agents, qui ne seront remplacés qu'à l'automne.</p>
<p>En contrepartie, l'établissement ouvrira le mercredi de 14 h à 20 h au lieu de 18 h. Les horaires du mardi et du vendredi restent inchangés.</p>
<p>L'association des Amis de la médiathèque, qui compte une quinzaine de bénévoles, dit regretter une décision « prise sans concertation » et demande un rendez-vous avec le président de la communauté de communes.</p>
<p><a class="lien-reac" href="{cpath}">Lire les 5 réactions</a></p>
<section class="aussi"><h3>À lire aussi</h3><ul>{items("/vie-locale/", ["Le marché de Saint-Firmin passe à l'heure d'hiver", "Un nouveau médecin au pôle de santé", "Les travaux de la rue du Moulin reportés"])}</ul></section>
</main>
{foot}
</body>
</html>
"""
    cbody = f"""<body>
{head_nav}
<main class="page">
<p><a href="{path}">← Retour à l'article</a></p>
<h1>La médiathèque fermera le samedi à partir du 1er mars</h1>
<h2>La conversation</h2>
{nest(cs, entry, lambda s, d: s)}
<form class="reac-form" action="#" method="post"><p><label>Votre pseudonyme <input name="pseudo"></label></p><p><textarea name="texte" rows="4" cols="60"></textarea></p><p><button>Publier</button></p></form>
</main>
{foot}
</body>
</html>
"""
    return make(
        "fk-fr-page-mediatheque",
        "revealed",
        "fr",
        doc(title="La médiathèque fermera le samedi - Le Courrier du Val d'Arbelle", lang="fr", head=css)
        + body,
        cs,
        path=path,
        reveal="separate_page: the article only links 'Lire les 5 réactions' (a button-like link after the text) to a page of its own (…/reactions/…), where the entries are in the served HTML",
        container="a page of its own: h2 'La conversation', div.reac entries (div.reac-entete: span.reac-auteur NAME, span.reac-date 'le 9 février 2023 à 16 h 12'; p.reac-txt TEXT; a 'Répondre'); replies a div.reac inside their parent; a form after them",
        heading="La conversation",
        description="A French valley paper of 2023 (invented): the media library closes on Saturdays; the article links 'Lire les 5 réactions' to a page of its own with 5 readers' entries (two replies); 'À lire aussi' under the article; no 'comment' in the markup.",
        static=True,
        comments_page=cpath,
        check_steps=(f"goto:{cpath}",),
        files={cpath: doc(title="Réactions - Le Courrier du Val d'Arbelle", lang="fr", head=css) + cbody},
    )


# --------------------------------------------------------------------------- tr: a tab hidden by CSS, 2018


def tr_park() -> Case:
    cs = talk("""
Serpil Doğan || 15 Ocak 2018, 20:33 || Parkın tek gölgesi o çınarlar. Yazın çocukları başka nereye götüreceğiz, otoparka mı?
Emekli öğretmen Kâmil || 16 Ocak 2018, 08:47 || Belediye aynı sözü sahil yolunda da vermişti, sonra iki fidan dikip fotoğraf çektirdiler. Bu sefer perşembe akşamki toplantıya hep birlikte gidelim.
""")

    def entry(c: C, i: int, sub: str) -> str:
        return (
            f'<div class="gorus"><div class="gorus-ust"><b>{esc(c.who)}</b> <span class="tarih">{esc(c.at)}</span></div>'
            f"{paras(c.raw)}{sub}</div>"
        )

    body = f"""<body>
<div class="ust"><a href="/" class="logo">Çınaryalı Postası</a><span class="tarih-bugun">15 Ocak 2018 Pazartesi</span></div>
<div class="menu">{items("/", ["Gündem", "Çınaryalı", "Ekonomi", "Spor", "Kültür-Sanat", "Vefat"], " ")}</div>
<div class="icerik">
<h1>Çınarlı Park'taki ağaçlar otopark için kesilecek mi?</h1>
<p class="kunye">Haber: Elif Karataş · 15.01.2018 - 18:20</p>
<div class="sekmeler" role="tablist">
<button type="button" class="sekme secili" data-pano="haber">Haber</button>
<button type="button" class="sekme" data-pano="foto">Fotoğraflar (4)</button>
<button type="button" class="sekme" id="sekme-tartisma" data-pano="tartisma">Tartışma</button>
</div>
<div class="pano acik" id="pano-haber">
<p>Çınaryalı Belediyesi'nin Çınarlı Park'ın kuzey ucuna 80 araçlık bir otopark yapma planı mahallede tepki topladı. Projeye göre parktaki on dört çınardan altısı kesilecek.</p>
<p>Belediye Fen İşleri Müdürü Orhan Tezcan, kesilecek ağaçların yerine parkın güney tarafına yirmi fidan dikileceğini söyledi. Mahalle sakinleri ise ağaçların en az altmış yaşında olduğunu hatırlatıyor.</p>
<p>Proje, perşembe akşamı saat 19.00'da muhtarlıkta yapılacak toplantıda mahalleliye anlatılacak.</p>
</div>
<div class="pano" id="pano-foto"><p><img src="/resim/2018/cinarli-park.svg" width="600" height="300" alt="Çınarlı Park"></p><p class="alt">Parkın kuzey ucu, otopark için ayrılan alan.</p></div>
<div class="pano" id="pano-tartisma">
{nest(cs, entry, lambda s, d: s)}
<p class="kural">Görüşünüzü yazmak için <a href="/giris">giriş yapın</a>.</p>
</div>
</div>
<div class="yan"><h4>Nöbetçi eczane</h4><p>Deniz Eczanesi, İskele Cad. 14</p><h4>Çok okunanlar</h4><ul>{items("/cinaryali/", ["Sahil yolunda asfalt çalışması", "Pazar yeri cumartesiye alındı", "Çınaryalıspor deplasmanda kazandı"])}</ul></div>
<div class="alt-bilgi">Çınaryalı Postası · <a href="/kunye">Künye</a> · <a href="/iletisim">İletişim</a></div>
<script>
document.querySelectorAll(".sekme").forEach(function (s) {{
  s.addEventListener("click", function () {{
    document.querySelectorAll(".sekme").forEach(function (x) {{ x.classList.toggle("secili", x === s); }});
    document.querySelectorAll(".pano").forEach(function (p) {{ p.classList.toggle("acik", p.id === "pano-" + s.dataset.pano); }});
  }});
}});
</script>
</body>
</html>
"""
    css = """<style>
body{margin:0 auto;max-width:1000px;font:15px/1.6 Arial,sans-serif;color:#222}.ust{display:flex;justify-content:space-between;align-items:center;padding:12px 16px;background:#c8102e;color:#fff}.logo{color:#fff;font-size:26px;font-weight:700;text-decoration:none}
.menu{padding:6px 16px;border-bottom:1px solid #ddd}.menu a{margin-right:12px;color:#c8102e}.icerik{float:left;width:660px;padding:12px 16px}.yan{float:right;width:250px;padding:12px;font-size:13px}.alt-bilgi{clear:both;padding:10px 16px;background:#333;color:#ccc;font-size:12px}.alt-bilgi a{color:#ccc}
.kunye{font-size:12px;color:#888}.sekmeler{border-bottom:2px solid #c8102e;margin:12px 0}.sekme{background:#eee;border:0;padding:7px 14px;cursor:pointer}.sekme.secili{background:#c8102e;color:#fff}
.pano{display:none}.pano.acik{display:block}.gorus{border-bottom:1px solid #eee;padding:8px 0}.tarih{color:#999;font-size:12px}.kural{font-size:12px}
</style>"""
    return make(
        "fk-tr-tab-park",
        "revealed",
        "tr",
        doc(
            title="Çınarlı Park'taki ağaçlar otopark için kesilecek mi? - Çınaryalı Postası",
            lang="tr",
            head=css,
        )
        + body,
        cs,
        path="/cinaryali/cinarli-park-agaclar-otopark",
        reveal="tab: the third of the tabs 'Haber' | 'Fotoğraflar (4)' | 'Tartışma' under the byline; its panel is in the served HTML, hidden by CSS (display:none) until the tab is clicked",
        container="div#pano-tartisma.pano (display:none until its tab is chosen): div.gorus entries (div.gorus-ust: b NAME, span.tarih '15 Ocak 2018, 20:33'; p TEXT); no heading, flat; a login line",
        heading=None,
        description="A Turkish district paper of 2018 (invented): plane trees in a park may be felled for a car park; 2 readers' entries, flat, no heading, in the third tab panel 'Tartışma', hidden by CSS until the tab is clicked; the pharmacy on duty and a most-read list.",
        static=True,
        check_steps=("click:#sekme-tartisma", "wait:200"),
        files={"/resim/2018/cinarli-park.svg": svg(600, 300, "#4f7d3a", "Çınarlı Park")},
    )
