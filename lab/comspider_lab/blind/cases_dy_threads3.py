"""Blind set dy: an Italian valley paper of 2018 whose "Dite la vostra" is fetched as JSON and drawn by the page's
script when the reader scrolls down to it, a Dutch village blog of 2016 whose neighbours' talk sits in a same-origin
iframe the page's script inserts, and a Polish regional portal of 2022 whose "Opinie czytelników" is a tab fetched on
its first click. Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dy_common import Case, dump, esc, kids, make, paras, talk

# --------------------------------------------------------------------------- it: a valley paper, 2018 (JSON on scroll)


def it_dairy() -> Case:
    cs = talk("""
Franca B. @ 9 marzo 2018 alle 11:32 ~ 2018-03-09T11:32:00+01:00 :: Ci andavo da bambina con mia nonna a prendere la ricotta il sabato mattina, e il signor Attilio mi regalava sempre una caramella alla menta. Che tristezza, un altro pezzo di paese che se ne va.
>Attilio F. @ 9 marzo 2018 alle 18:20 ~ 2018-03-09T18:20:00+01:00 :: Grazie Franca, me la ricordo bene la nonna Ines! Sabato 17 facciamo un piccolo rinfresco in negozio per salutare tutti, siete invitati.
marco_valsorda @ 9 marzo 2018 alle 12:05 ~ 2018-03-09T12:05:00+01:00 :: Dispiace, ma bisogna anche dire che gli orari erano impossibili: chiuso il pomeriggio e il lunedì tutto il giorno. Chi lavora in città come faceva ad andarci?
>Giuliana @ 9 marzo 2018 alle 12:48 ~ 2018-03-09T12:48:00+01:00 :: Però il formaggio del supermercato non è la stessa cosa. Io mi organizzavo e ci andavo il sabato, e pagavo volentieri qualcosa in più.
""")
    art = 23817
    items = [
        {
            "id": 55120 + i,
            "risposta_a": (55120 + c.parent) if c.parent is not None else None,
            "nome": c.who,
            "data": c.at,
            "data_iso": c.iso,
            "testo": c.body,
            "mi_piace": [21, 17, 6, 9][i],
        }
        for i, c in enumerate(cs)
    ]
    data = {"articolo": art, "totale": len(items), "aperti": True, "commenti": items}
    script = r"""/* VdV - commenti v1.6 (2018) */
(function () {
  var box = document.getElementById('dite-la-vostra');
  if (!box) return;
  var started = false;

  function h(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text) e.appendChild(document.createTextNode(text));
    return e;
  }

  function voce(c, tutti) {
    var li = h('li', 'commento');
    li.id = 'c-' + c.id;
    var head = h('div', 'commento-head');
    head.appendChild(h('strong', 'commento-autore', c.nome));
    head.appendChild(document.createTextNode(' '));
    head.appendChild(h('span', 'commento-data', c.data));
    li.appendChild(head);
    var testo = h('div', 'commento-testo');
    c.testo.split('\n\n').forEach(function (p) { testo.appendChild(h('p', null, p)); });
    li.appendChild(testo);
    var azioni = h('div', 'commento-azioni');
    azioni.appendChild(h('a', 'rispondi', 'Rispondi'));
    azioni.appendChild(h('span', 'mi-piace', '♥ ' + c.mi_piace));
    li.appendChild(azioni);
    var figli = tutti.filter(function (x) { return x.risposta_a === c.id; });
    if (figli.length) {
      var ul = h('ul', 'risposte');
      figli.forEach(function (f) { ul.appendChild(voce(f, tutti)); });
      li.appendChild(ul);
    }
    return li;
  }

  function carica() {
    if (started) return;
    started = true;
    var xhr = new XMLHttpRequest();
    xhr.open('GET', '/api/commenti/' + box.getAttribute('data-articolo') + '.json', true);
    xhr.onreadystatechange = function () {
      if (xhr.readyState !== 4 || xhr.status !== 200) return;
      var d = JSON.parse(xhr.responseText);
      var lista = box.querySelector('.lista-interventi');
      lista.innerHTML = '';
      var ul = h('ul', 'commenti-lista');
      d.commenti.filter(function (c) { return !c.risposta_a; }).forEach(function (c) { ul.appendChild(voce(c, d.commenti)); });
      lista.appendChild(ul);
      box.querySelector('.conta').textContent = d.totale;
    };
    xhr.send();
  }

  if ('IntersectionObserver' in window) {
    var io = new IntersectionObserver(function (entries) {
      entries.forEach(function (e) { if (e.isIntersecting) { io.disconnect(); carica(); } });
    }, { rootMargin: '0px 0px 200px 0px' });
    io.observe(box);
  } else {
    window.addEventListener('scroll', function () {
      if (box.getBoundingClientRect().top < window.innerHeight + 200) carica();
    });
  }
})();
"""
    nav = "".join(
        f'<li><a href="/{s}/">{t}</a></li>'
        for s, t in (
            ("", "Home"),
            ("cronaca", "Cronaca"),
            ("politica", "Politica"),
            ("economia", "Economia"),
            ("sport", "Sport"),
            ("cultura", "Cultura e spettacoli"),
            ("eventi", "Eventi"),
            ("necrologie", "Necrologie"),
        )
    )
    letti = "".join(
        f'<li><a href="/cronaca/{i}/">{esc(t)}</a></li>'
        for i, t in (
            (23790, "Neve in arrivo: domenica catene obbligatorie sulla provinciale 21"),
            (23817, "Valsorda, chiude dopo 62 anni la latteria di via Roma"),
            (23802, "Elezioni, i risultati sezione per sezione a Valsorda e Pieve"),
            (23771, "Ponte sul torrente Lesa, lavori finiti entro maggio"),
            (23765, "Carnevale dei ragazzi, vince il carro della scuola media"),
        )
    )
    body = f"""<div id="cookie-law" class="cookie-law">Questo sito utilizza cookie tecnici e di profilazione, anche di terze parti. Proseguendo nella navigazione acconsenti all'uso dei cookie. <a href="/privacy/">Informativa</a> <button type="button" onclick="this.parentNode.style.display='none'">OK</button></div>
<div class="wrapper">
<div class="topbar"><span>Venerdì 9 marzo 2018</span><span>Valsorda: 8° nuvoloso</span><span class="social">Seguici: <a href="#">Facebook</a> <a href="#">Twitter</a></span></div>
<header class="header"><a class="logo" href="/">La Voce <small>della</small> Valsorda</a><div class="leader">PUBBLICITÀ 728x90</div></header>
<nav class="mainnav"><ul>{nav}</ul></nav>
<div class="container">
<div class="col-main">
<div class="breadcrumb"><a href="/">Home</a> » <a href="/cronaca/">Cronaca</a> » Valsorda</div>
<div class="article-header"><span class="occhiello">IL CASO</span>
<h1 class="titolo">Valsorda, chiude dopo 62 anni la latteria Ferrandi di via Roma</h1>
<p class="sommario">Attilio Ferrandi, 71 anni, abbassa la saracinesca il 31 marzo: «Nessuno dei nipoti vuole continuare, e i conti non tornano più»</p>
<div class="info">di <a href="/autori/chiara-benvenuti/">Chiara Benvenuti</a> · <time datetime="2018-03-09T07:45:00+01:00">9 marzo 2018, ore 07:45</time></div></div>
<div class="share-bar"><a class="fb" href="#">Condividi</a><span class="fbcount">312</span><a class="tw" href="#">Tweet</a><a class="wa" href="#">WhatsApp</a><a class="em" href="#">Email</a><a class="pr" href="#">Stampa</a></div>
<div class="article-body">
<figure><img src="/_avatar/vdv-latteria.svg" width="640" height="360" alt="La latteria Ferrandi"><figcaption>La latteria Ferrandi in via Roma (foto Benvenuti)</figcaption></figure>
<p>Dopo 62 anni la latteria Ferrandi di via Roma chiude. L'ultimo giorno di apertura sarà sabato 31 marzo. Ad annunciarlo è lo stesso titolare, Attilio Ferrandi, che dietro quel bancone è cresciuto: la bottega l'aveva aperta suo padre Giuseppe nel 1956.</p>
<p>«Ho 71 anni e la schiena non è più quella di una volta», racconta. «I miei nipoti fanno altri mestieri, uno è ingegnere a Torino. E con il supermercato alla rotonda i conti non tornano più: l'anno scorso abbiamo perso quasi un terzo dei clienti».</p>
<p>La ricotta e lo stracchino arrivavano ogni mattina dal caseificio di Pieve, a sei chilometri. Il caseificio ha già fatto sapere che continuerà la vendita diretta nel suo spaccio il martedì e il venerdì.</p>
<div class="ad-inread">PUBBLICITÀ</div>
<p>Per il sindaco Roberto Galli «è una perdita per tutto il centro storico». Il Comune, spiega, sta studiando una riduzione della tassa sui rifiuti per le botteghe che resteranno aperte in via Roma e in piazza della Chiesa.</p>
<p>I locali, di proprietà della famiglia, per ora non sono in affitto. «Vedremo», dice Ferrandi. «Mi piacerebbe che ci venisse un giovane a fare qualcosa di buono».</p>
</div>
<div class="tags">Tag: <a href="/tag/valsorda/">Valsorda</a> <a href="/tag/commercio/">commercio</a> <a href="/tag/via-roma/">via Roma</a></div>
<div class="leggi-anche"><h4>Leggi anche</h4><ul><li><a href="/economia/23612/">Via Roma, in cinque anni chiusi nove negozi</a></li><li><a href="/economia/23540/">Il caseificio di Pieve apre lo spaccio aziendale</a></li></ul></div>
<section id="dite-la-vostra" class="box-commenti" data-articolo="{art}">
<h3 class="box-titolo">Dite la vostra <span class="conta"></span></h3>
<div class="lista-interventi"><p class="caricamento">Caricamento in corso…</p></div>
<p class="regole">Per intervenire è necessario <a href="/login/">accedere</a>. Gli interventi sono moderati dalla redazione prima della pubblicazione.</p>
</section>
<div class="sponsored"><h4>Potrebbe interessarti anche</h4><div class="sp-grid"><a href="#">Caldaie a condensazione: gli incentivi 2018 spiegati bene</a><a href="#">Vacanze in Liguria a marzo: 5 borghi da vedere</a><a href="#">Materassi, come scegliere quello giusto</a></div><p class="sp-note">Contenuti sponsorizzati</p></div>
</div>
<aside class="col-side">
<div class="box-ad">PUBBLICITÀ 300x250</div>
<div class="box-side"><h4>I più letti</h4><ol>{letti}</ol></div>
<div class="box-side"><h4>Meteo Valsorda</h4><p>Sabato: pioggia, 4°/9° · Domenica: neve oltre i 700 m</p></div>
</aside>
</div>
<footer class="footer"><p><b>La Voce della Valsorda</b> · Quotidiano online · Registrazione presso il Tribunale n. 4/2011 · Direttore responsabile: Marco Tessari</p><p>Editore: Valsorda Media s.r.l. · P.IVA 01928374650 · <a href="/redazione/">Redazione</a> · <a href="/pubblicita/">Pubblicità</a> · <a href="/privacy/">Privacy e cookie policy</a></p></footer>
</div>
<script src="/static/vdv/js/commenti.v1.6.js"></script>"""
    css = """body{margin:0;font:15px/1.55 Arial,Helvetica,sans-serif;color:#222;background:#e9e9e9}a{color:#004a80}.wrapper{max-width:1000px;margin:0 auto;background:#fff}
.cookie-law{position:fixed;top:0;left:0;right:0;background:#111;color:#eee;font-size:13px;padding:8px 12px;z-index:9}.topbar{display:flex;gap:20px;font-size:12px;color:#666;padding:4px 12px;border-bottom:1px solid #eee}.topbar .social{margin-left:auto}
.header{display:flex;align-items:center;justify-content:space-between;padding:14px 12px}.logo{font:bold 36px Georgia,serif;color:#8b0000;text-decoration:none}.logo small{font-size:20px}
.leader{width:728px;height:90px;background:#f2f2f2;color:#aaa;text-align:center;line-height:90px;font-size:11px}.mainnav{background:#8b0000}.mainnav ul{display:flex;list-style:none;margin:0;padding:0}
.mainnav a{display:block;padding:9px 12px;color:#fff;text-decoration:none;font-weight:bold;font-size:14px}.container{display:flex;gap:20px;padding:14px 12px}.col-main{flex:1}.col-side{width:300px}
.breadcrumb{font-size:12px;color:#888}.occhiello{color:#8b0000;font-weight:bold;font-size:12px}.titolo{font:bold 30px Georgia,serif;margin:4px 0}.sommario{font-size:18px;color:#444}.info{font-size:12px;color:#777}
.share-bar{display:flex;gap:6px;margin:10px 0}.share-bar a{color:#fff;padding:2px 10px;font-size:12px;text-decoration:none}.fb{background:#3b5998}.fbcount{border:1px solid #ccc;padding:1px 6px;font-size:12px}.tw{background:#55acee}.wa{background:#43d854}.em,.pr{background:#888}
.article-body{font:17px/1.6 Georgia,serif}.ad-inread{background:#f2f2f2;height:250px;text-align:center;line-height:250px;color:#aaa;font-size:11px}.tags{font-size:13px;margin:14px 0}
.leggi-anche{border-top:2px solid #8b0000}.box-commenti{border:1px solid #ddd;background:#fafafa;padding:12px 16px;margin:24px 0}.box-titolo{margin:0 0 8px;font-size:20px;color:#8b0000}
.commenti-lista,.risposte{list-style:none;padding:0}.commento{border-bottom:1px solid #e5e5e5;padding:10px 0}.commento-autore{color:#004a80}.commento-data{font-size:12px;color:#999}
.commento-testo p{margin:4px 0}.commento-azioni{font-size:12px;display:flex;gap:12px}.risposte{margin-left:30px;border-left:3px solid #eee;padding-left:12px}.risposte .commento{border-bottom:0}
.regole{font-size:12px;color:#777}.sponsored h4{margin-bottom:4px}.sp-grid{display:grid;grid-template-columns:repeat(3,1fr);gap:10px;font-size:14px}.sp-note{font-size:11px;color:#aaa}
.box-ad{height:250px;background:#f2f2f2;color:#aaa;text-align:center;line-height:250px;font-size:11px}.box-side h4{background:#8b0000;color:#fff;padding:4px 8px;margin:14px 0 6px}
.footer{background:#333;color:#bbb;font-size:12px;padding:14px 12px}.footer a{color:#fff}"""
    html = f"""<!DOCTYPE html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Valsorda, chiude dopo 62 anni la latteria Ferrandi di via Roma - La Voce della Valsorda</title>
<meta name="description" content="Attilio Ferrandi, 71 anni, abbassa la saracinesca il 31 marzo.">
<meta property="og:type" content="article">
<meta property="og:title" content="Valsorda, chiude dopo 62 anni la latteria Ferrandi di via Roma">
<meta property="og:site_name" content="La Voce della Valsorda">
<meta property="article:published_time" content="2018-03-09T07:45:00+01:00">
<meta property="article:section" content="Cronaca">
<style>{css}</style>
</head>
<body class="articolo">
{body}
</body>
</html>
"""
    return make(
        "dy-it-valsorda-dairy",
        "revealed",
        "it",
        html,
        cs,
        path=f"/cronaca/{art}/valsorda-chiude-latteria-ferrandi-via-roma/",
        reveal="scroll",
        container="section#dite-la-vostra.box-commenti (h3 'Dite la vostra'), filled by the page's script when it scrolls into view (IntersectionObserver, XHR of /api/commenti/23817.json): ul.commenti-lista > li.commento (strong.commento-autore, span.commento-data, div.commento-testo > p, Rispondi, likes), answers in ul.risposte inside the parent's li",
        heading="Dite la vostra",
        description="An Italian valley paper of March 2018 (GDPR-era cookie bar, weather, leaderboard and in-read adverts, share bar with a Facebook count, 'Leggi anche', 'I più letti', sponsored links, a footer with the court registration): under a story on a closing dairy shop, 'Dite la vostra' is fetched and drawn only when the reader scrolls down to it: 4 entries, two answers (one by the shop owner).",
        files={
            "/static/vdv/js/commenti.v1.6.js": script,
            f"/api/commenti/{art}.json": dump(data),
        },
        check_steps=("scroll", "wait:1500"),
    )


# --------------------------------------------------------------------------- nl: a village blog, 2016 (same-origin iframe)


def nl_playground() -> Case:
    cs = talk("""
Sanne de Boer @ 14 september 2016 om 20:12 ~ 2016-09-14T20:12:00+02:00 :: Mijn dochter heeft de tekening met de klimtoren gemaakt! Ze is er vanavond al drie keer langs gefietst om te kijken of hij er al staat.
Henk Vermeulen @ 14 september 2016 om 21:03 ~ 2016-09-14T21:03:00+02:00 :: Mooi dat de kinderen mochten meedenken. Ik hoop wel dat er ook een bankje komt voor de opa's en oma's die mee moeten.
>Marloes @ 15 september 2016 om 08:47 ~ 2016-09-15T08:47:00+02:00 :: @Henk er komen twee bankjes en een picknicktafel, het staat op de tekening van de gemeente (pagina 2 van het plan).
""")
    post = 1187
    k = kids(cs)

    def li(i: int, depth: int) -> str:
        c = cs[i]
        cid = 331 + i * 4
        sub = ""
        if k.get(i):
            sub = '<ol class="children">' + "".join(li(j, depth + 1) for j in k[i]) + "</ol>"
        parity = "even" if i % 2 == 0 else "odd"
        return (
            f'<li id="comment-{cid}" class="comment {parity} depth-{depth}">'
            f'<article id="div-comment-{cid}" class="comment-body"><footer class="comment-meta">'
            f'<div class="comment-author vcard"><img alt="" src="/_avatar/lvl-{cid}.svg" class="avatar avatar-42 photo" height="42" width="42">'
            f'<b class="fn">{esc(c.who)}</b> <span class="says">zegt:</span></div>'
            f'<div class="comment-metadata"><a href="#comment-{cid}"><time datetime="{c.iso}">{esc(c.at)}</time></a></div></footer>'
            f'<div class="comment-content">{paras(c.body)}</div>'
            f'<div class="reply"><a rel="nofollow" class="comment-reply-link" href="#comment-{cid}" aria-label="Antwoord op {esc(c.who)}">Beantwoorden</a></div>'
            f"</article>{sub}</li>"
        )

    frame = f"""<!DOCTYPE html>
<html lang="nl-NL">
<head>
<meta charset="UTF-8">
<title>Buurtpraat &#8211; Nieuwe speeltuin aan de Kerkweg</title>
<style>body{{margin:0;font:15px/1.6 'Open Sans',Arial,sans-serif;color:#333}}h3{{font-size:20px;margin:0 0 10px;color:#3a6b35}}.comment-list,.children{{list-style:none;padding:0;margin:0}}
.children{{margin-left:36px}}.comment-body{{border-bottom:1px solid #e3e3e3;padding:12px 0}}.comment-author{{display:flex;align-items:center;gap:8px}}.avatar{{border-radius:50%}}.says{{color:#999;font-size:13px}}
.comment-metadata{{font-size:12px}}.comment-metadata a{{color:#999;text-decoration:none}}.comment-content p{{margin:6px 0}}.reply a{{font-size:13px;color:#3a6b35}}
#respond{{margin-top:18px;background:#f5f5f0;padding:12px}}#respond textarea{{width:100%;height:70px}}.logged-out{{font-size:12px;color:#777}}</style>
</head>
<body class="buurtpraat-embed">
<h3 class="bp-title">Wat vinden de buren?</h3>
<ol class="comment-list">{"".join(li(i, 1) for i in k[None])}</ol>
<div id="respond" class="comment-respond"><h4 id="reply-title">Praat mee</h4><form action="/wp-comments-post.php" method="post"><p class="logged-out">Je e-mailadres wordt niet gepubliceerd. Vereiste velden zijn gemarkeerd met *</p>
<p><textarea name="comment" aria-label="Jouw bericht"></textarea></p><p><input name="author" placeholder="Naam *"> <input name="email" placeholder="E-mail *"></p><p><input type="submit" value="Plaats bericht"></p></form></div>
<script>
(function () {{
  var last = 0;
  function tell() {{
    var h = document.body.scrollHeight;
    if (h === last) return;
    last = h;
    parent.postMessage({{ buurtpraat: {post}, height: h }}, location.origin);
  }}
  window.addEventListener('load', tell);
}})();
</script>
</body>
</html>
"""
    embed = r"""/* Buurtpraat embed 1.2.0 */
(function () {
  function init() {
    var holders = document.querySelectorAll('.buurtpraat[data-post]');
    Array.prototype.forEach.call(holders, function (holder) {
      var id = holder.getAttribute('data-post');
      var frame = document.createElement('iframe');
      frame.src = '/buurtpraat/embed/' + id + '.html';
      frame.title = 'Buurtpraat';
      frame.setAttribute('scrolling', 'no');
      frame.style.width = '100%';
      frame.style.border = '0';
      frame.style.height = '520px';
      holder.innerHTML = '';
      holder.appendChild(frame);
      window.addEventListener('message', function (e) {
        if (e.origin !== location.origin || !e.data || String(e.data.buurtpraat) !== id) return;
        frame.style.height = (e.data.height + 10) + 'px';
      });
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init); else init();
})();
"""
    recent = "".join(
        f'<li><a href="/{s}/">{esc(t)}</a></li>'
        for s, t in (
            ("2016/09/12/kermis-2016-de-foto-s", "Kermis 2016: de foto’s"),
            ("2016/09/08/glasvezel-komt-er-toch", "Glasvezel komt er toch: aanleg vanaf maart"),
            ("2016/09/02/bibliotheek-nieuwe-openingstijden", "Bibliotheek: nieuwe openingstijden"),
            ("2016/08/29/oud-papier-voortaan-op-dinsdag", "Oud papier voortaan op dinsdag"),
        )
    )
    body = f"""<div id="page" class="hfeed site">
<a class="skip-link screen-reader-text" href="#content">Spring naar de inhoud</a>
<header id="masthead" class="site-header" role="banner"><div class="site-branding"><p class="site-title"><a href="/" rel="home">Lindeveen Lokaal</a></p><p class="site-description">Nieuws uit en over ons dorp</p></div>
<nav id="site-navigation" class="main-navigation" role="navigation"><ul id="menu-hoofdmenu" class="menu"><li><a href="/">Home</a></li><li><a href="/category/nieuws/">Nieuws</a></li><li><a href="/category/verenigingen/">Verenigingen</a></li><li><a href="/agenda/">Agenda</a></li><li><a href="/category/ingezonden/">Ingezonden</a></li><li><a href="/over-ons/">Over ons</a></li></ul></nav></header>
<div id="content" class="site-content">
<div id="primary" class="content-area"><main id="main" class="site-main" role="main">
<article id="post-{post}" class="post-{post} post type-post status-publish format-standard hentry category-nieuws tag-kinderen tag-speeltuin">
<header class="entry-header"><h1 class="entry-title">Nieuwe speeltuin aan de Kerkweg: kinderen tekenden zelf mee</h1></header>
<div class="entry-meta"><span class="posted-on">Geplaatst op <a href="/2016/09/14/nieuwe-speeltuin-kerkweg/" rel="bookmark"><time class="entry-date published" datetime="2016-09-14T17:05:00+00:00">14 september 2016</time></a></span> <span class="byline">door <span class="author vcard"><a class="url fn n" href="/author/ellen/">Ellen</a></span></span></div>
<div class="entry-content">
<p>Het grasveld naast de gymzaal aan de Kerkweg krijgt volgend voorjaar een echte speeltuin. De gemeente liet de kinderen van basisschool De Linde en OBS Het Veen vóór de zomer tekeningen maken van hun droomspeeltuin. Van de 86 inzendingen zijn er vier gekozen als basis voor het ontwerp.</p>
<p><img class="aligncenter size-large" src="/_avatar/lvl-speeltuin.svg" alt="Ontwerp speeltuin Kerkweg" width="640" height="360"></p>
<p>Er komen een klimtoren met glijbaan, een nestschommel, een zandbak met waterpomp en een voetbalkooi. Wethouder Joke Zwart: “We hebben echt geprobeerd de tekeningen te volgen. Alleen de achtbaan hebben we moeten schrappen.”</p>
<p>De aanleg begint in maart en moet voor de meivakantie klaar zijn. De kosten, zo’n 68.000 euro, worden voor een deel betaald uit het dorpsbudget. Op donderdag 29 september is er om 19.30 uur een inloopavond in de gymzaal, waar het ontwerp te zien is.</p>
</div>
<footer class="entry-footer"><span class="cat-links">Geplaatst in <a href="/category/nieuws/" rel="category tag">Nieuws</a></span> <span class="tags-links">Tags: <a href="/tag/kinderen/" rel="tag">kinderen</a>, <a href="/tag/speeltuin/" rel="tag">speeltuin</a></span>
<div class="sharedaddy"><h3 class="sd-title">Delen:</h3><ul><li><a href="#" class="share-facebook">Facebook</a></li><li><a href="#" class="share-twitter">Twitter</a></li><li><a href="#" class="share-email">E-mail</a></li><li><a href="#" class="share-print">Afdrukken</a></li></ul></div></footer>
</article>
<div class="buurtpraat" data-post="{post}"><noscript>Zet JavaScript aan om te zien wat buurtgenoten zeggen.</noscript></div>
<nav class="navigation post-navigation" role="navigation"><h2 class="screen-reader-text">Berichtnavigatie</h2><div class="nav-links"><div class="nav-previous"><a href="/2016/09/12/kermis-2016-de-foto-s/" rel="prev">Kermis 2016: de foto’s</a></div></div></nav>
</main></div>
<div id="secondary" class="widget-area" role="complementary">
<aside class="widget widget_search"><form role="search" method="get" class="search-form" action="/"><input type="search" class="search-field" placeholder="Zoeken …" name="s"><input type="submit" class="search-submit" value="Zoeken"></form></aside>
<aside class="widget widget_recent_entries"><h2 class="widget-title">Recente berichten</h2><ul>{recent}</ul></aside>
<aside class="widget widget_text"><h2 class="widget-title">Agenda</h2><div class="textwidget"><p>29 sept: inloopavond speeltuin (gymzaal)<br>1 okt: rommelmarkt Dorpshuis<br>8 okt: oud papier</p></div></aside>
<aside class="widget widget_archive"><h2 class="widget-title">Archief</h2><ul><li><a href="/2016/09/">september 2016</a></li><li><a href="/2016/08/">augustus 2016</a></li><li><a href="/2016/07/">juli 2016</a></li></ul></aside>
<aside class="widget widget_text"><h2 class="widget-title">Volg ons</h2><div class="textwidget"><p><a href="#">Facebook</a> · <a href="#">Twitter</a></p></div></aside>
</div>
</div>
<footer id="colophon" class="site-footer" role="contentinfo"><div class="site-info">© 2016 Lindeveen Lokaal · Tips? Mail de redactie · Mogelijk gemaakt door WordPress</div></footer>
</div>
<script type="text/javascript" src="/wp-content/plugins/buurtpraat/embed.js?ver=1.2.0"></script>"""
    css = """body{margin:0;background:#e8e6df;font:16px/1.7 'Open Sans',Arial,sans-serif;color:#333}a{color:#3a6b35}.site{max-width:1080px;margin:30px auto;background:#fff}
.screen-reader-text{position:absolute;left:-9999px}.site-header{padding:30px 40px 0;border-bottom:4px solid #3a6b35}.site-title{font:bold 34px 'Merriweather',Georgia,serif;margin:0}.site-title a{color:#222;text-decoration:none}
.site-description{margin:0;color:#888;font-style:italic}.menu{display:flex;gap:22px;list-style:none;margin:0;padding:14px 0}.menu a{color:#333;text-decoration:none;text-transform:uppercase;font-size:13px;letter-spacing:1px}
.site-content{display:flex;gap:40px;padding:30px 40px}.content-area{flex:1}.widget-area{width:280px;font-size:14px}.entry-title{font:bold 30px Georgia,serif;margin:0}.entry-meta{font-size:13px;color:#888}
.entry-footer{font-size:13px;color:#888}.sharedaddy ul{display:flex;gap:8px;list-style:none;padding:0}.sharedaddy a{border:1px solid #ccc;padding:2px 8px;border-radius:3px;text-decoration:none;font-size:12px}
.sd-title{font-size:13px}.buurtpraat{margin:30px 0;min-height:40px}.widget-title{font-size:15px;text-transform:uppercase;letter-spacing:1px;border-bottom:1px solid #ddd}
.site-footer{background:#2f2f2f;color:#aaa;font-size:13px;padding:18px 40px}"""
    html = f"""<!DOCTYPE html>
<html lang="nl-NL">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="profile" href="http://gmpg.org/xfn/11">
<title>Nieuwe speeltuin aan de Kerkweg: kinderen tekenden zelf mee &#8211; Lindeveen Lokaal</title>
<link rel="alternate" type="application/rss+xml" title="Lindeveen Lokaal &raquo; Feed" href="/feed/">
<meta property="og:type" content="article">
<meta property="og:title" content="Nieuwe speeltuin aan de Kerkweg: kinderen tekenden zelf mee">
<meta property="og:site_name" content="Lindeveen Lokaal">
<meta property="article:published_time" content="2016-09-14T17:05:00+00:00">
<meta name="generator" content="WordPress 4.6.1">
<style type="text/css">{css}</style>
</head>
<body class="post-template-default single single-post postid-{post} single-format-standard">
{body}
</body>
</html>
"""
    return make(
        "dy-nl-lindeveen-playground",
        "revealed",
        "nl",
        html,
        cs,
        path="/2016/09/14/nieuwe-speeltuin-kerkweg/",
        reveal="iframe",
        container="div.buurtpraat[data-post] after the post: the page's embed script puts in a same-origin iframe /buurtpraat/embed/1187.html, whose WordPress-like list (h3 'Wat vinden de buren?', ol.comment-list > li.comment > article.comment-body: b.fn NAME 'zegt:', time, div.comment-content > p, 'Beantwoorden'; an answer in ol.children) is printed by the server in the iframe's document",
        heading="Wat vinden de buren?",
        description="A Dutch village blog of September 2016 on a WordPress-like theme (menu, share buttons, recent posts, a short agenda, archive and follow widgets): under a post about a new playground, an embed script inserts a same-origin iframe whose server-printed page holds 3 neighbours' entries under 'Wat vinden de buren?', one answer by '@Henk', and a form 'Praat mee'.",
        files={
            "/wp-content/plugins/buurtpraat/embed.js": embed,
            f"/buurtpraat/embed/{post}.html": frame,
        },
        check_steps=("wait:1500",),
    )


# --------------------------------------------------------------------------- pl: a regional portal, 2022 (tab)


def pl_buses() -> Case:
    cs = talk("""
Krystyna z Zalesia @ 24.08.2022, 09:41 ~ 2022-08-24T09:41:00+02:00 :: Linia 12 w soboty co dwie godziny? Jak mam dojechać na targ i wrócić z zakupami? Nie każdy ma samochód, a taksówka w obie strony to prawie 50 zł.
>Tomasz_W @ 24.08.2022, 10:15 ~ 2022-08-24T10:15:00+02:00 :: Pani Krystyno, w tekście jest napisane, że w soboty do 14.00 linia 7 będzie zajeżdżać do Zalesia co godzinę. Może to coś pomoże.
""")
    art = 40772
    ops = [
        {
            "id": 771450 + i * 9,
            "parent": (771450 + c.parent * 9) if c.parent is not None else None,
            "nick": c.who,
            "created_at": c.iso,
            "created_label": c.at,
            "ip": ["83.21.*.*", "31.0.*.*"][i],
            "body": c.body,
            "up": [12, 8][i],
            "down": [1, 0][i],
        }
        for i, c in enumerate(cs)
    ]
    data = {"article_id": art, "count": len(ops), "items": ops}
    script = r"""(() => {
  const bar = document.querySelector('.kb-tabs [role=tablist]');
  if (!bar) return;
  const tabs = [...bar.querySelectorAll('[role=tab]')];
  const el = (tag, cls, text) => { const e = document.createElement(tag); if (cls) e.className = cls; if (text != null) e.textContent = text; return e; };

  const one = (o, all) => {
    const box = el('div', 'op'); box.dataset.id = o.id;
    const head = el('div', 'op__head');
    head.append(el('span', 'op__nick', o.nick));
    const t = el('time', 'op__date', o.created_label); t.dateTime = o.created_at; head.append(t);
    head.append(el('span', 'op__ip', `IP: ${o.ip}`));
    box.append(head, el('div', 'op__text', o.body));
    const votes = el('div', 'op__votes');
    votes.append(el('button', 'op__up', `👍 ${o.up}`), el('button', 'op__down', `👎 ${o.down}`), el('button', 'op__reply', 'Odpowiedz'), el('button', 'op__report', 'Zgłoś'));
    box.append(votes);
    const replies = all.filter((x) => x.parent === o.id);
    if (replies.length) { const sub = el('div', 'op__replies'); replies.forEach((r) => sub.append(one(r, all))); box.append(sub); }
    return box;
  };

  const loadOpinions = async (panel) => {
    if (panel.dataset.loaded) return;
    panel.dataset.loaded = '1';
    const res = await fetch(panel.dataset.src, { headers: { Accept: 'application/json' } });
    const data = await res.json();
    const list = panel.querySelector('.op-list');
    list.replaceChildren(...data.items.filter((o) => !o.parent).map((o) => one(o, data.items)));
  };

  const select = (tab) => {
    tabs.forEach((t) => {
      const on = t === tab;
      t.setAttribute('aria-selected', String(on));
      t.tabIndex = on ? 0 : -1;
      document.getElementById(t.getAttribute('aria-controls')).hidden = !on;
    });
    const panel = document.getElementById(tab.getAttribute('aria-controls'));
    if (panel.dataset.src) loadOpinions(panel);
  };

  tabs.forEach((t) => t.addEventListener('click', () => select(t)));
})();
"""
    latest = "".join(
        f'<li><time>{t}</time> <a href="/wiadomosci/{i}/">{esc(x)}</a></li>'
        for i, t, x in (
            (40781, "11:02", "Remont wiaduktu na Kolejowej. Objazd przez Polną do końca września"),
            (40779, "10:20", "Borowiec: szkoły gotowe na 1 września, ale brakuje nauczycieli"),
            (40776, "09:05", "Upał wraca. IMGW ostrzega przed burzami w czwartek"),
            (40770, "08:12", "Dożynki gminne w Zalesiu w najbliższą niedzielę. Program"),
        )
    )
    popular = "".join(
        f'<li><a href="/wiadomosci/{i}/">{esc(x)}</a></li>'
        for i, x in (
            (40702, "Nowe rondo przy Biedronce już otwarte. Kierowcy zdezorientowani"),
            (40772, "Nowy rozkład jazdy MZK od 1 września. Mniej kursów linii 12 w weekendy"),
            (40688, "Ceny węgla w składach. Sprawdziliśmy, ile kosztuje tona"),
        )
    )
    body = f"""<div class="rodo" id="rodo"><p>Szanowny Użytkowniku, w związku z RODO informujemy, że korzystamy z plików cookies i przetwarzamy dane w celach statystycznych i reklamowych. <a href="/polityka-prywatnosci/">Dowiedz się więcej</a></p><button type="button" onclick="document.getElementById('rodo').remove()">Akceptuję</button></div>
<header class="kb-header"><div class="kb-in"><a class="kb-logo" href="/">Kurier<span>Borowiecki</span>.pl</a><div class="kb-weather">Borowiec 27°C ☀</div><a class="kb-btn" href="/prenumerata/">Prenumerata</a><a class="kb-login" href="/logowanie/">Zaloguj</a></div>
<nav class="kb-nav"><div class="kb-in"><a href="/wiadomosci/">Wiadomości</a><a href="/region/">Region</a><a href="/sport/">Sport</a><a href="/kultura/">Kultura</a><a href="/biznes/">Biznes</a><a href="/motoryzacja/">Moto</a><a href="/ogloszenia/">Ogłoszenia</a><a href="/nekrologi/">Nekrologi</a></div></nav></header>
<div class="kb-in kb-bill">REKLAMA</div>
<div class="kb-in kb-grid">
<main>
<article class="kb-article">
<ol class="kb-crumbs"><li><a href="/">Strona główna</a></li><li><a href="/wiadomosci/">Wiadomości</a></li><li>Komunikacja</li></ol>
<h1>Nowy rozkład jazdy MZK od 1 września. Mniej kursów linii 12 w weekendy</h1>
<div class="kb-meta"><span class="kb-author">Paweł Jasiński</span><time datetime="2022-08-24T07:00:00+02:00">24.08.2022, 07:00</time><span class="kb-read">3 min czytania</span></div>
<p class="kb-lead">Od 1 września Miejski Zakład Komunikacji w Borowcu wprowadza nowy rozkład jazdy. Linie 7 i 12 będą kursować rzadziej w soboty i niedziele, za to w dni robocze przybędzie porannych kursów do strefy przemysłowej.</p>
<figure><img src="/_avatar/kb-autobus.svg" width="730" height="410" alt="Autobus MZK na przystanku przy dworcu"><figcaption>Autobus linii 12 na przystanku Dworzec. Fot. Paweł Jasiński</figcaption></figure>
<p>Jak tłumaczy dyrektor MZK Andrzej Pawlak, zmiany wynikają z rosnących cen paliwa i braku kierowców. „Na ogłoszenie o pracy odpowiedziały w tym roku dwie osoby, a na emeryturę odchodzi siedmiu kierowców” – mówi.</p>
<p>Największa zmiana dotyczy linii 12 Dworzec – Zalesie. W soboty autobusy pojadą co dwie godziny, w niedziele co trzy. Do 14.00 w soboty co godzinę do Zalesia zajedzie za to linia 7, której trasa zostanie wydłużona o trzy przystanki.</p>
<div class="kb-inline-ad">REKLAMA</div>
<p>W dni robocze przybędzie czterech kursów o 5.10, 5.40, 13.40 i 21.40 do strefy przemysłowej przy ul. Fabrycznej. O takie połączenia od miesięcy apelowali pracownicy zakładów na trzy zmiany.</p>
<p>Nowe rozkłady pojawią się na przystankach do 30 sierpnia. Są już dostępne na stronie MZK i w aplikacji jakdojade.</p>
<div class="kb-share"><span>Udostępnij:</span><a href="#">Facebook</a><a href="#">Twitter</a><a href="#">Messenger</a><a href="#">Kopiuj link</a></div>
<div class="kb-tags"><a href="/tag/mzk/">MZK</a><a href="/tag/autobusy/">autobusy</a><a href="/tag/zalesie/">Zalesie</a></div>
</article>
<section class="kb-tabs">
<div role="tablist" aria-label="Więcej">
<button role="tab" id="tab-najnowsze" aria-controls="panel-najnowsze" aria-selected="true">Najnowsze</button>
<button role="tab" id="tab-popularne" aria-controls="panel-popularne" aria-selected="false" tabindex="-1">Najczęściej czytane</button>
<button role="tab" id="tab-opinie" aria-controls="panel-opinie" aria-selected="false" tabindex="-1">Opinie czytelników (2)</button>
</div>
<div role="tabpanel" id="panel-najnowsze" aria-labelledby="tab-najnowsze"><ul class="kb-latest">{latest}</ul></div>
<div role="tabpanel" id="panel-popularne" aria-labelledby="tab-popularne" hidden><ol class="kb-pop">{popular}</ol></div>
<div role="tabpanel" id="panel-opinie" aria-labelledby="tab-opinie" data-src="/api/v1/artykuly/{art}/opinie.json" hidden><div class="op-list"><p class="op-wait">Wczytywanie…</p></div><p class="op-rules">Opinie publikowane są przez czytelników. Redakcja nie ponosi odpowiedzialności za ich treść. <a href="/regulamin/">Regulamin</a></p></div>
</section>
</main>
<aside class="kb-side"><div class="kb-ad">REKLAMA</div><section class="kb-box"><h3>Pogoda</h3><p>Czwartek: 29°C, burze po południu<br>Piątek: 24°C, przelotny deszcz</p></section><section class="kb-box"><h3>Dyżury aptek</h3><p>Apteka Pod Lipą, ul. Rynek 4 (do 22.00)</p></section></aside>
</div>
<footer class="kb-footer"><div class="kb-in"><p>© 2022 KurierBorowiecki.pl · Wydawca: Media Borowiec sp. z o.o. · <a href="/redakcja/">Redakcja</a> · <a href="/reklama/">Reklama</a> · <a href="/regulamin/">Regulamin</a> · <a href="/polityka-prywatnosci/">Polityka prywatności</a></p></div></footer>
<script src="/assets/kb/app.8f3c21.js" defer></script>"""
    css = """*{box-sizing:border-box}body{margin:0;font:16px/1.6 Roboto,Arial,sans-serif;color:#1d1d1d;background:#f4f4f4}a{color:#c4161c}.kb-in{max-width:1180px;margin:0 auto;padding:0 16px}
.rodo{position:sticky;top:0;z-index:20;background:#fff8e1;border-bottom:1px solid #e5d18a;padding:8px 16px;display:flex;gap:12px;align-items:center;font-size:13px}.rodo p{margin:0;flex:1}.rodo button{background:#c4161c;color:#fff;border:0;padding:6px 14px}
.kb-header{background:#fff}.kb-header>.kb-in{display:flex;align-items:center;gap:20px;height:70px}.kb-logo{font:900 28px Roboto,Arial;color:#111;text-decoration:none}.kb-logo span{color:#c4161c}.kb-weather{margin-left:auto;font-size:14px}
.kb-btn{background:#c4161c;color:#fff;padding:6px 12px;border-radius:4px;text-decoration:none}.kb-nav{background:#111}.kb-nav .kb-in{display:flex;gap:20px}.kb-nav a{color:#fff;text-decoration:none;padding:10px 0;font-weight:500}
.kb-bill{background:#e9e9e9;height:100px;margin:14px auto;display:flex;align-items:center;justify-content:center;color:#999;font-size:11px}.kb-grid{display:grid;grid-template-columns:1fr 300px;gap:30px}
main{background:#fff;padding:24px}.kb-crumbs{display:flex;gap:8px;list-style:none;padding:0;font-size:12px;color:#777}.kb-article h1{font-size:34px;line-height:1.2;margin:8px 0}.kb-meta{display:flex;gap:14px;font-size:13px;color:#666}
.kb-lead{font-weight:700;font-size:18px}.kb-inline-ad{background:#f0f0f0;height:200px;display:flex;align-items:center;justify-content:center;color:#999;font-size:11px}.kb-share{display:flex;gap:10px;font-size:14px;margin:18px 0}
.kb-tags a{background:#f2f2f2;padding:3px 10px;margin-right:6px;font-size:13px;text-decoration:none;color:#333}.kb-tabs{margin-top:30px;border-top:3px solid #111}[role=tablist]{display:flex;gap:4px;margin:10px 0}
[role=tab]{border:0;background:#eee;padding:8px 14px;font:500 15px Roboto,Arial;cursor:pointer}[role=tab][aria-selected=true]{background:#111;color:#fff}.kb-latest,.kb-pop{padding-left:0;list-style:none}.kb-latest li,.kb-pop li{padding:6px 0;border-bottom:1px solid #eee}
.kb-latest time{color:#c4161c;font-weight:700;margin-right:6px}.op{border-bottom:1px solid #eee;padding:12px 0}.op__head{display:flex;gap:10px;font-size:13px;align-items:baseline}.op__nick{font-weight:700;font-size:15px}
.op__date,.op__ip{color:#888}.op__text{margin:6px 0}.op__votes button{background:none;border:1px solid #ddd;border-radius:3px;font-size:12px;margin-right:6px}.op__replies{margin:10px 0 0 28px;border-left:3px solid #f1d3d4;padding-left:12px}
.op__replies .op{border-bottom:0}.op-rules{font-size:12px;color:#888}.kb-side .kb-ad{background:#e9e9e9;height:600px;display:flex;align-items:center;justify-content:center;color:#999;font-size:11px}
.kb-box{background:#fff;padding:14px;margin-top:16px}.kb-box h3{margin:0 0 6px;font-size:16px}.kb-footer{background:#111;color:#aaa;font-size:13px;margin-top:30px;padding:20px 0}.kb-footer a{color:#fff}"""
    html = f"""<!DOCTYPE html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Nowy rozkład jazdy MZK od 1 września. Mniej kursów linii 12 w weekendy | KurierBorowiecki.pl</title>
<meta name="description" content="Od 1 września MZK w Borowcu wprowadza nowy rozkład jazdy.">
<meta property="og:type" content="article">
<meta property="og:title" content="Nowy rozkład jazdy MZK od 1 września. Mniej kursów linii 12 w weekendy">
<meta property="og:site_name" content="KurierBorowiecki.pl">
<meta property="article:published_time" content="2022-08-24T07:00:00+02:00">
<link rel="preload" href="/assets/kb/app.8f3c21.js" as="script">
<style>{css}</style>
</head>
<body>
{body}
</body>
</html>
"""
    return make(
        "dy-pl-borowiec-buses",
        "revealed",
        "pl",
        html,
        cs,
        path=f"/wiadomosci/{art}/nowy-rozklad-jazdy-mzk-od-1-wrzesnia/",
        reveal="tab",
        container="section.kb-tabs under the article: tabs 'Najnowsze' (shown) | 'Najczęściej czytane' | 'Opinie czytelników (2)'; the third tab's panel (data-src) is fetched on its first click from /api/v1/artykuly/40772/opinie.json and drawn as div.op (span.op__nick, time.op__date, span.op__ip 'IP: 83.21.*.*', div.op__text, votes, Odpowiedz/Zgłoś), the answer in div.op__replies inside its parent",
        heading="Opinie czytelników (2)",
        description="A Polish regional portal of August 2022 (sticky RODO notice, weather, subscribe button, billboard and inline adverts, share bar, tags, weather and duty pharmacy boxes): under a bus-timetable story, a tab box whose first tab shows the latest headlines with times; the tab 'Opinie czytelników (2)' fetches 2 readers' opinions with masked IPs and votes, one answering the other. Never says 'comment'.",
        files={
            "/assets/kb/app.8f3c21.js": script,
            f"/api/v1/artykuly/{art}/opinie.json": dump(data),
        },
        check_steps=("click:#tab-opinie", "wait:1000"),
    )


def threads3_dy() -> list[Case]:
    return [it_dairy(), nl_playground(), pl_buses()]
