"""Blind set BM: five hand-built discussions of phone pages, each reached a phone's way: a closed "Kommentare (12)"
accordion at the end of an m. edition (de), a bottom sheet opened by a floating speech-balloon badge and filled from
JSON (fr), an app page's "Noticia | Comentarios 14" tab bar whose second tab fetches the thread (es), an AMP page's
"Leggi i 9 commenti" link to a lightweight comments page and back (it), a comments page of its own whose "Pokaż
więcej" fetches the rest as HTML (pl). Every class name, name, place and text invented for this set; each comment
written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bm_common import (
    FETCH_HTML_JS,
    C,
    Case,
    Parts,
    Story,
    as_json,
    depth,
    dumps,
    esc,
    initials,
    light,
    make,
    replies,
    seeds,
    thread,
    tree,
)


def de_accordion() -> Case:
    cs = thread("""
Gerd_Hallmann | vor 5 Std. | - | l=23 | Und wo sollen die Leute vom Land parken, die samstags auf den Markt wollen? 🙄 Mit dem Rad aus Unterkamp kommt keiner.
Sabine K. | vor 5 Std. | 0 | l=14 | @Gerd_Hallmann das Parkhaus am Bahnhof ist samstags halb leer, 4 min zu Fuß. Hab ich letzte Woche selbst gezählt.
Gerd_Hallmann | vor 4 Std. | 1 | l=2 | 4 Minuten mit zwei Kisten Erdbeeren… na gut, ich probier's aus.
Mia | vor 5 Std. | - | l=31 | Endlich Bäume!! Im Sommer ist der Platz ein Backofen ☀️🥵
Tobias Renner | vor 4 Std. | 3 | l=8 | Bäume ja, aber bitte keine, die alles vollkleben. Die Linden am Kirchplatz sind ein Albtraum fürs Auto.
Mia | vor 4 Std. | 4 | l=5 | Gibt ja bald keine Autos mehr da 😅
Helga Sturm | vor 3 Std. | - | l=6 | Ich bin 79 und gehe mit Rollator. Wird an Behindertenparkplätze gedacht? Im Artikel steht dazu nix.
Oberkamper Bote | vor 2 Std. | 6 | l=19,staff | Liebe Frau Sturm, laut Bauamt bleiben vier Behindertenparkplätze direkt vor der Apotheke. Wir haben das im Text ergänzt.
Helga Sturm | vor 1 Std. | 7 | l=3 | Danke, dann bin ich beruhigt.
Jonas B. | vor 3 Std. | - | l=11 | Was kostet der Spaß? 380.000 € für ein paar Bügel und Kübel? 🤔
Sabine K. | vor 2 Std. | 9 | l=4 | Steht doch drin, 60 % zahlt das Land über das Förderprogramm.
Kamptaler89 | vor 48 Min. | - | l=1 | Hauptsache, der Wochenmarkt bleibt am Samstag. Alles andere ist mir ehrlich gesagt egal.
""")

    def item(i: int, c: C, sub: str) -> str:
        badge = '<em class="ob-red">Redaktion</em>' if c.has("staff") else ""
        return (
            f'<div class="ob-k" id="ob-k{i + 1}"><span class="ob-av" aria-hidden="true">{esc(initials(c.name))}</span>'
            f'<div class="ob-kb"><p class="ob-kh"><b>{esc(c.name)}</b>{badge} <span class="ob-zeit">{esc(c.when)}</span></p>'
            f'<p class="ob-kt">{esc(c.text)}</p><p class="ob-ka"><span>👍 {c.get("l")}</span> · <button type="button">Antworten</button> · '
            f'<button type="button">Melden</button></p>{sub}</div></div>'
        )

    body = tree(cs, item, lambda s, _p: f'<div class="ob-re">{s}</div>')
    block = (
        f'<details class="ob-dk" id="ob-dk"><summary>Kommentare ({len(cs)})</summary>'
        '<p class="ob-sort">Sortiert: <b>Älteste zuerst</b></p>'
        f'<div class="ob-liste">{body}</div>'
        '<p class="ob-login"><a href="/konto">Anmelden</a>, um mitzudiskutieren.</p></details>'
    )
    css = (
        ".ob-dk{border-top:3px solid #0b3d5c;margin:18px 0}.ob-dk summary{font-weight:800;font-size:18px;padding:12px 0;cursor:pointer}"
        ".ob-k{display:flex;gap:10px;margin:12px 0}.ob-av{flex:none;width:36px;height:36px;border-radius:50%;background:#6d8ca3;color:#fff;"
        "font:700 14px/36px Arial,sans-serif;text-align:center}.ob-kb{flex:1}.ob-kh{margin:0;font-size:15px}.ob-zeit{color:#8a929c;font-size:13px}"
        ".ob-kt{margin:2px 0}.ob-ka{margin:0;font-size:13px;color:#6b7480}.ob-ka button{background:none;border:0;color:#0b3d5c;padding:0}"
        ".ob-re{border-left:2px solid #dfe4e8;padding-left:8px}.ob-red{background:#0b3d5c;color:#fff;font-size:11px;padding:1px 5px;margin-left:6px;font-style:normal}"
    )
    st = Story(
        "Marktplatz: 40 Parkplätze weichen Bäumen und Fahrradbügeln",
        "Von Katrin Weißenbach",
        "2023-06-14T05:30:00+02:00",
        "14.06.2023, 05:30 Uhr",
        """
Der Oberkamper Marktplatz wird grüner. Der Stadtrat hat am Dienstagabend mit 19 zu 8 Stimmen beschlossen, dass 40 der 52 Parkplätze bis zum Herbst verschwinden. An ihre Stelle kommen zwölf Bäume in großen Pflanzkübeln, Sitzbänke und 60 Fahrradbügel.

Die Kosten liegen bei rund 380.000 Euro, 60 Prozent davon trägt das Land über ein Förderprogramm für Innenstädte. Vier Behindertenparkplätze vor der Apotheke und zwei Lieferzonen bleiben erhalten.

Der Wochenmarkt am Samstag soll während der Bauzeit auf den Kirchplatz ausweichen. Das Parkhaus am Bahnhof, vier Gehminuten entfernt, ist nach Zählungen der Stadt an Samstagen im Schnitt nur zur Hälfte belegt.
""",
        lead="Der Stadtrat hat entschieden: Ab Herbst wird geparkt, wo jetzt noch Autos stehen, nur noch am Rand.",
        section="Lokales",
        top=(
            ("Freibad öffnet früher", "41"),
            ("Marktplatz: 40 Parkplätze weichen Bäumen", str(len(cs))),
            ("Kamptal-Lauf: alle Ergebnisse", "3"),
            ("Neue Kita in Unterkamp", "17"),
        ),
        nxt=(
            "Freibad öffnet schon am 1. Juni",
            "Wegen der Hitze zieht die Stadt den Saisonstart um zwei Wochen vor …",
            "41",
        ),
        reactions=(("👍", "311"), ("😍", "64"), ("😮", "12"), ("😢", "5"), ("😡", "88")),
    )
    return make(
        "bm-de-akkordeon",
        "discussion",
        "de-oberkamp",
        st,
        Parts(inside=block, css=css),
        seeds(cs),
        path="/lokales/marktplatz-parkplaetze-baeume",
        reveal="accordion: a closed <details> at the end of the article, 'Kommentare (12)', opened by a tap on its summary (the thread is in the served HTML)",
        container="details#ob-dk inside the article after the reaction bar: summary 'Kommentare (12)', div.ob-liste > div.ob-k (span.ob-av initials, b name, 'Redaktion' tag, span.ob-zeit relative time, p.ob-kt, 👍 n · Antworten · Melden), replies in div.ob-re, three levels",
        heading=f"Kommentare ({len(cs)})",
        description=f"A German regional paper's m. edition of 2023 on parking spaces giving way to trees: {len(cs)} readers' comments with initials as avatars, relative times ('vor 5 Std.'), like counts and @mentions, {replies(cs)} replies, {depth(cs)} levels, the newsroom answering once; in a closed <details> right after a reaction bar of emoji counts, with a top-stories strip with comment counts above the article and a next-article preview below. Most awkward: the whole thread folded in an accordion beside emoji counts that are not comments.",
        static=True,
        check_steps=("click:#ob-dk > summary",),
    )


def fr_badge_sheet() -> Case:
    cs = thread("""
Nadège R. | il y a 3 h | - | l=12 | Un distributeur de pain 😢 c'est pas une boulangerie ça. Mme Fabre va nous manquer, ses fougasses le dimanche…
Pierrot46 | il y a 3 h | 0 | l=4 | Pareil. 40 ans qu'elle se levait à 3h du mat, respect à elle 👏
Lulu | il y a 2 h | 0 | l=2 | @Nadège R. tu peux toujours aller au marché de Lacombe le jeudi, le boulanger bio fait des fougasses aussi
Jean-Marc Vialle | il y a 2 h | - | l=9 | Perso je préfère un distributeur que rien du tout. À 15 km du premier supermarché on fait pas les difficiles.
Sandrine | il y a 2 h | 3 | l=6 | Tout à fait d'accord. Et le pain est fait par le boulanger de Lacombe, c'est dans l'article.
Éric T. | il y a 1 h | - | l=3 | La mairie aurait pu aider un repreneur, bcp de jeunes cherchent à s'installer à la campagne 🤷‍♂️
L'Écho des Causses | il y a 1 h | 5 | staff,l=7 | Bonjour Éric, le maire nous indique que le local reste à vendre et qu'un appel à candidatures sera lancé au printemps.
Éric T. | il y a 45 min | 6 | l=1 | Merci pour l'info, je fais passer à mon neveu 😉
Mamie Josette | il y a 20 min | - | l=15 | Bonne retraite Odette ! Et merci pour toutes les chouquettes offertes aux petits après l'école ❤️
""")
    path = "/vie-locale/saint-aurele-derniere-boulangerie"
    api = "/api/reactions/saint-aurele-boulangerie.json"
    data = as_json(cs, lambda i, c: {"team": c.has("staff")})
    script = (
        """<script>
(function () {
  var badge = document.getElementById('ec-bulle'), sheet = document.getElementById('ec-feuille'), list = document.getElementById('ec-liste'), done = false;
  function mk(t, c, s) { var e = document.createElement(t); if (c) e.className = c; if (s != null) e.textContent = s; return e; }
  function abbr(n) { return n.split(/[\\s.]+/).filter(Boolean).slice(0, 2).map(function (w) { return w[0]; }).join('').toUpperCase(); }
  function draw(items) {
    items.forEach(function (x) {
      var li = mk('li', 'ec-r'); li.id = 'ec-r-' + x.id;
      li.append(mk('span', 'ec-ini', abbr(x.user)));
      var b = mk('div', 'ec-rb'), h = mk('div', 'ec-rh');
      h.append(mk('strong', null, x.user)); if (x.team) h.append(mk('span', 'ec-team', 'Rédaction'));
      h.append(mk('span', 'ec-ago', x.ago)); b.append(h, mk('p', 'ec-txt', x.msg));
      var act = mk('div', 'ec-act'); act.append(mk('button', null, '♥ ' + x.likes), mk('button', null, 'Répondre'), mk('button', null, 'Signaler'));
      b.append(act, mk('ul', 'ec-sous')); li.append(b);
      (x.parent ? document.querySelector('#ec-r-' + x.parent + ' .ec-sous') : list).append(li);
    });
  }
  badge.addEventListener('click', function () {
    sheet.hidden = false; document.body.classList.add('ec-bloque');
    if (!done) { done = true; fetch('"""
        + api
        + """').then(function (r) { return r.json(); }).then(function (d) { draw(d.reactions); }); }
  });
  document.getElementById('ec-fermer').addEventListener('click', function () { sheet.hidden = true; document.body.classList.remove('ec-bloque'); });
})();
</script>"""
    )
    block = (
        f'<button type="button" class="ec-bulle" id="ec-bulle" aria-label="Réactions">💬 <b>{len(cs)}</b></button>'
        '<div class="ec-voile" id="ec-feuille" role="dialog" aria-modal="true" aria-labelledby="ec-titre" hidden><div class="ec-sheet">'
        f'<span class="ec-poignee"></span><div class="ec-tete"><h2 id="ec-titre">Réactions ({len(cs)})</h2><button type="button" id="ec-fermer" aria-label="Fermer">✕</button></div>'
        '<ul id="ec-liste"></ul><p class="ec-ecrire">Écrire une réaction…</p></div></div>' + script
    )
    css = (
        ".ec-bulle{position:fixed;right:16px;bottom:74px;z-index:30;border:0;border-radius:24px;background:#e0532a;color:#fff;padding:10px 14px;font-size:16px;box-shadow:0 2px 8px rgba(0,0,0,.25)}"
        ".ec-voile{position:fixed;inset:0;z-index:40;background:rgba(0,0,0,.4);display:flex;align-items:flex-end}.ec-voile[hidden]{display:none}"
        ".ec-sheet{background:#fff;width:100%;max-height:80vh;overflow-y:auto;border-radius:16px 16px 0 0;padding:8px 14px 20px}"
        ".ec-poignee{display:block;width:40px;height:4px;border-radius:2px;background:#ccc;margin:0 auto 6px}.ec-tete{display:flex;justify-content:space-between;align-items:center}"
        ".ec-tete h2{font-size:17px;margin:4px 0}.ec-tete button{border:0;background:none;font-size:18px}#ec-liste,.ec-sous{list-style:none;padding:0;margin:0}.ec-sous{padding-left:22px}"
        ".ec-r{display:flex;gap:8px;margin:10px 0}.ec-ini{flex:none;width:32px;height:32px;border-radius:50%;background:#8e6c5a;color:#fff;font:700 13px/32px sans-serif;text-align:center}"
        ".ec-rb{flex:1}.ec-rh strong{margin-right:6px}.ec-ago{color:#888;font-size:12px}.ec-team{background:#e0532a;color:#fff;font-size:11px;padding:0 4px;margin-right:6px}"
        ".ec-txt{margin:2px 0}.ec-act button{border:0;background:none;color:#777;font-size:12px;padding:0 8px 0 0}.ec-ecrire{border:1px solid #ddd;border-radius:18px;padding:8px 12px;color:#999}"
        ".ec-bloque{overflow:hidden}"
    )
    st = Story(
        "Saint-Aurèle : la dernière boulangerie ferme, un distributeur de pain prend le relais",
        "Par Hélène Castanier",
        "2021-03-09T06:45:00+01:00",
        "9 mars 2021 à 6h45",
        """
Après quarante-deux ans derrière son comptoir, Odette Fabre a baissé le rideau samedi. Saint-Aurèle, 380 habitants, n'a plus de boulangerie. Faute de repreneur, la commune a installé un distributeur de baguettes devant la mairie.

Le pain est livré chaque matin par le boulanger de Lacombe, à quinze kilomètres. La baguette coûte 1,10 euro, payable par carte ou en pièces. Le distributeur contient 120 baguettes et des pains de campagne le week-end.

Le local de la boulangerie, propriété de la famille Fabre, reste à vendre. Le maire espère attirer un jeune artisan grâce à un appel à candidatures au printemps.
""",
        section="Vie locale",
        top=(
            ("Saint-Aurèle perd sa boulangerie", str(len(cs))),
            ("Le col de la Croix rouvert", "4"),
            ("Foire aux brebis : le programme", "11"),
        ),
        nxt=(
            "Le col de la Croix rouvert à la circulation",
            "Les engins de déneigement ont dégagé la route mardi …",
            "4",
        ),
        reactions=(("😢", "204"), ("😡", "31"), ("👍", "77"), ("😮", "9")),
    )
    return make(
        "bm-fr-bulle",
        "discussion",
        "fr-causses",
        st,
        Parts(end=block, css=css),
        seeds(cs),
        path=path,
        reveal="floating badge: a speech-balloon button '💬 9' fixed over the page opens a bottom sheet (role=dialog) and fetches the reactions as JSON to draw them",
        container="div#ec-feuille (hidden until the badge is tapped, a bottom sheet): h2 'Réactions (9)', ul#ec-liste > li.ec-r (span.ec-ini initials, strong name, 'Rédaction' tag, span.ec-ago, p.ec-txt, ♥ n, Répondre, Signaler), replies in ul.ec-sous, three levels",
        heading=f"Réactions ({len(cs)})",
        description=f"A French rural daily's app-like page of 2021 on the last bakery closing: {len(cs)} readers' reactions with initials, relative times, emoji and abbreviations, {replies(cs)} replies, the newsroom answering once; nothing of them in the page until the floating '💬 9' badge is tapped, which opens a bottom sheet and fetches JSON. Most awkward: the only way in is a floating balloon over the text.",
        files={api: dumps({"total": len(cs), "reactions": data})},
        check_steps=("click:#ec-bulle", "wait:1200"),
    )


def es_tabs() -> Case:
    cs = thread("""
Paula_GR | hace 6 h | - | l=18 | Por fin!! Los sábados volver de fiesta era una odisea, o taxi de 40€ o dormir en casa de alguien 😂
Sergio M. | hace 6 h | 0 | l=6 | @Paula_GR o que te recojan tus padres a las 4 de la mañana, lo peor 🙈
Paula_GR | hace 5 h | 1 | l=3 | jajaja literal
Encarna López | hace 5 h | - | l=9 | Está muy bien para los jóvenes pero yo necesito el autobús de las 7 de la mañana entre semana para ir al hospital, y ese lo quitaron en 2017.
Toni | hace 5 h | 3 | l=5 | Tiene toda la razón Encarna, el de la mañana hace más falta.
La Ribera Alta Digital | hace 4 h | 3 | staff,l=11 | Encarna, hemos preguntado a la Mancomunidad: estudian recuperar la línea de primera hora en 2020. Os informaremos.
Raúl | hace 4 h | - | l=2 | ¿Cuánto cuesta el billete? No lo pone.
Sergio M. | hace 4 h | 6 | l=4 | 1,50 € con el carné joven, 2,20 sin él. Está en la web de la Mancomunidad.
Raúl | hace 3 h | 7 | l=0 | Gracias crack 👍
Maite | hace 3 h | - | l=7 | Ojalá pare también en el polígono, que mucha gente sale del turno de noche a las 2.
Jorge Belda | hace 2 h | 9 | l=3 | Eso! Mi hermano trabaja en la conservera y vuelve en bici de noche por la carretera, un peligro.
Vicente | hace 2 h | - | l=1 | Con lo que cuesta esto, que arreglen antes los baches del camino del río.
Maite | hace 1 h | 11 | l=5 | Vicente, una cosa no quita la otra 😅
Lucía F. | hace 20 min | - | l=2 | Lo pruebo el sábado y os cuento qué tal 🚌
""")
    api = "/api/app/comentarios-buho-almenara.json"
    script = (
        """<script>
(function () {
  var tabs = document.querySelectorAll('.rb-pestanas [role=tab]'), art = document.querySelector('article.ay-card'),
      panel = document.getElementById('rb-panel-com'), box = document.getElementById('rb-hilo'), loaded = false;
  function mk(t, c, s) { var e = document.createElement(t); if (c) e.className = c; if (s != null) e.textContent = s; return e; }
  function ini(n) { return n.replace(/[^\\p{L}\\s]/gu, ' ').trim().split(/\\s+/).slice(0, 2).map(function (w) { return w[0]; }).join('').toUpperCase(); }
  function put(d) {
    d.items.forEach(function (x) {
      var c = mk('div', 'rb-c'); c.dataset.cid = x.id;
      var top = mk('div', 'rb-ctop'); top.append(mk('span', 'rb-av', ini(x.user)), mk('b', 'rb-nom', x.user));
      if (x.redaccion) top.append(mk('span', 'rb-red', 'Redacción'));
      top.append(mk('span', 'rb-t', x.ago)); c.append(top, mk('div', 'rb-txt', x.msg));
      var pie = mk('div', 'rb-pie'); pie.append(mk('span', null, '👍 ' + x.likes), mk('a', null, 'Responder'), mk('a', null, 'Denunciar'));
      c.append(pie, mk('div', 'rb-resp'));
      (x.parent ? box.querySelector('[data-cid="' + x.parent + '"] > .rb-resp') : box).append(c);
    });
  }
  tabs.forEach(function (t, k) {
    t.addEventListener('click', function () {
      tabs.forEach(function (o, j) { o.setAttribute('aria-selected', String(j === k)); });
      art.hidden = k !== 0; panel.hidden = k !== 1;
      if (k === 1 && !loaded) { loaded = true; fetch('"""
        + api
        + """').then(function (r) { return r.json(); }).then(put); }
    });
  });
})();
</script>"""
    )
    under = (
        '<div class="rb-pestanas" role="tablist"><button type="button" role="tab" id="rb-tab-art" aria-selected="true">Noticia</button>'
        f'<button type="button" role="tab" id="rb-tab-com" aria-selected="false">Comentarios <span class="rb-num">{len(cs)}</span></button></div>'
        '<section class="rb-panel" id="rb-panel-com" role="tabpanel" aria-labelledby="rb-tab-com" hidden>'
        '<p class="rb-orden">Más antiguos primero · <a href="/normas">Normas de participación</a></p><div id="rb-hilo"></div>'
        '<p class="rb-escribe">Escribe un comentario…</p></section>'
    )
    css = (
        ".rb-pestanas{position:sticky;top:50px;z-index:19;display:flex;background:#fff;border-bottom:1px solid #dde1e6}.rb-pestanas button{flex:1;border:0;background:none;padding:11px;font-weight:700;color:#68707b}"
        ".rb-pestanas button[aria-selected=true]{color:#e0532a;box-shadow:inset 0 -3px 0 #e0532a}.rb-num{background:#e0532a;color:#fff;border-radius:9px;padding:0 6px;font-size:12px}"
        ".rb-panel{max-width:640px;margin:10px auto;background:#fff;border-radius:14px;padding:10px 14px}.rb-orden{font-size:13px;color:#68707b}"
        ".rb-c{margin:10px 0}.rb-ctop{display:flex;gap:6px;align-items:center}.rb-av{width:28px;height:28px;border-radius:50%;background:#4f7cac;color:#fff;font:700 12px/28px sans-serif;text-align:center}"
        ".rb-t{color:#8a929c;font-size:12px}.rb-red{background:#222;color:#fff;font-size:11px;padding:0 4px}.rb-txt{margin:3px 0 3px 34px}.rb-pie{margin-left:34px;font-size:12px;color:#68707b;display:flex;gap:12px}"
        ".rb-resp{margin-left:22px;border-left:2px solid #eef1f5;padding-left:6px}.rb-escribe{border:1px solid #dde1e6;border-radius:18px;padding:8px 12px;color:#999}"
    )
    st = Story(
        "El búho nocturno unirá Almenara del Río con la capital comarcal los fines de semana",
        "Redacción",
        "2019-10-02T08:10:00+02:00",
        "02/10/2019 08:10",
        """
A partir del 12 de octubre, un autobús nocturno conectará los viernes y sábados Almenara del Río con Vilaserra, la capital de la comarca. Saldrá cada hora entre las 23.00 y las 5.00 y parará en seis pueblos de la Ribera Alta.

El servicio, que financia la Mancomunidad con 86.000 euros al año, se pondrá a prueba durante seis meses. El billete costará 1,50 euros con el carné joven y 2,20 euros sin él.

Los vecinos llevaban años pidiendo una alternativa al taxi para volver de noche. La línea de primera hora de la mañana, suprimida en 2017, no se recupera de momento.
""",
        lead="Seis meses de prueba: salidas cada hora de 23.00 a 5.00 los viernes y sábados",
        section="Movilidad",
        top=(
            ("Vuelve la feria del arroz", "22"),
            ("El búho nocturno llega a Almenara", str(len(cs))),
            ("Cortes de agua en Vilaserra", "9"),
        ),
        nxt=(
            "Vuelve la feria del arroz con 40 puestos",
            "La plaza Mayor acogerá el último fin de semana de octubre …",
            "22",
        ),
        reactions=(("👏", "140"), ("🚌", "96"), ("🤔", "18")),
    )
    return make(
        "bm-es-pestanas",
        "discussion",
        "es-riberalta",
        st,
        Parts(under=under, end=script, css=css),
        seeds(cs),
        path="/movilidad/buho-nocturno-almenara",
        reveal="tab bar: 'Noticia | Comentarios 14' under the app's top bar; the second tab hides the article and fetches the thread as JSON into its panel",
        container="section#rb-panel-com (role=tabpanel, hidden until its tab is chosen): div#rb-hilo > div.rb-c (span.rb-av initials, b.rb-nom, 'Redacción' tag, span.rb-t, div.rb-txt, 👍 n, Responder, Denunciar), replies in div.rb-resp, three levels",
        heading=None,
        description=f"A Spanish county news app's web page of 2019 on a night bus: {len(cs)} readers' comments (relative times, emoji, @mentions, initials), {replies(cs)} replies, the newsroom answering once; behind the second tab of a sticky 'Noticia | Comentarios 14' tab bar that swaps the article for the thread and fetches it. Most awkward: the thread replaces the article instead of following it, and has no heading of its own.",
        files={api: dumps({"items": as_json(cs, lambda i, c: {"redaccion": c.has("staff")})})},
        check_steps=("click:#rb-tab-com", "wait:1200"),
    )


def it_light_page() -> Case:
    cs = thread("""
Marco_trekking | 2 g | - | l=14 | Ci sono salito domenica, la nuova terrazza è spettacolare 😍 polenta e funghi top
Giuli | 2 g | 0 | l=3 | Quanto ci hai messo dal parcheggio? Con due bimbi piccoli è fattibile?
Marco_trekking | 2 g | 1 | l=5 | @Giuli 1h e mezza con calma, il sentiero è largo. Fattibilissimo, portate le giacche che su tira vento
Giuli | 1 g | 2 | l=1 | Grazie mille!! 🙏
Renzo Baldi | 2 g | - | l=9 | Peccato per i prezzi, 15 euro un piatto di pizzoccheri in rifugio mi sembra tanto.
Elisa | 2 g | 4 | l=7 | Renzo lassù arriva tutto in elicottero o a spalla, il prezzo è giusto secondo me
Rifugio Pian delle Marmotte | 1 g | 4 | l=20 | Buongiorno Renzo, i prodotti sono tutti della valle e il gasolio del generatore sale in elicottero. Cerchiamo di tenere prezzi onesti, vi aspettiamo!
Franca | 1 g | - | l=4 | Il mio papà era gestore negli anni '70, che emozione vedere le foto ❤️
Ste | 5 h | - | l=2 | Aperto anche a settembre nei weekend?
""")
    path = "/montagna/rifugio-pian-delle-marmotte-riapre/"
    cpath = f"{path}commenti"

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="vd-c"><div class="vd-ch"><span class="vd-ini">{esc(initials(c.name))}</span><b>{esc(c.name)}</b>'
            f'<span class="vd-ago">· {esc(c.when)}</span></div><p>{esc(c.text)}</p>'
            f'<div class="vd-az"><span>♡ {c.get("l")}</span> <a href="#">Rispondi</a> <a href="#">Segnala</a></div>{sub}</li>'
        )

    body = tree(cs, item, lambda s, _p: f'<ul class="vd-ris">{s}</ul>')
    cpage = light(
        "it-valdaria",
        "Commenti",
        f'<p class="vd-back"><a href="{path}">‹ Torna all\'articolo</a></p>'
        '<h1 class="vd-h">Riapre il rifugio Pian delle Marmotte</h1>'
        f'<h2 class="vd-n">{len(cs)} commenti</h2><ol class="vd-lista">{body}</ol>'
        f'<p class="vd-back"><a href="{path}">‹ Torna all\'articolo</a></p>',
        ".vd-lista,.vd-ris{list-style:none;padding:0}.vd-ris{padding-left:20px;border-left:2px solid #eee}.vd-c{margin:12px 0}"
        ".vd-ini{display:inline-block;width:28px;height:28px;border-radius:50%;background:#567d46;color:#fff;font:700 12px/28px sans-serif;text-align:center;margin-right:6px}"
        ".vd-ago{color:#888;font-size:13px;margin-left:4px}.vd-c p{margin:4px 0}.vd-az{font-size:13px;color:#777}.vd-az a{margin-left:10px}",
    )
    block = f'<p class="vd-cta"><a href="{cpath}" id="vd-leggi">💬 Leggi i {len(cs)} commenti</a></p>'
    css = ".vd-cta{margin:18px 0;font:700 16px Arial,sans-serif}.vd-cta a{display:block;text-align:center;border:2px solid #222;padding:10px;color:#222;text-decoration:none}"
    st = Story(
        "Riapre il rifugio Pian delle Marmotte dopo tre anni di lavori",
        "di Luca Bertolini",
        "2018-07-20T07:00:00+02:00",
        "20 luglio 2018",
        """
Dopo tre estati di cantiere, il rifugio Pian delle Marmotte, a 2.140 metri sopra Valdaria, ha riaperto sabato. Il vecchio edificio in pietra è stato consolidato e ampliato con una terrazza panoramica in larice e dodici nuovi posti letto.

I lavori sono costati 1,2 milioni di euro, in gran parte finanziati dalla Regione. La gestione è affidata a una giovane coppia della valle, che propone piatti con prodotti degli alpeggi vicini.

Il rifugio si raggiunge in circa un'ora e mezza dal parcheggio di Ca' Bianca, lungo un sentiero adatto anche alle famiglie. Resterà aperto tutti i giorni fino a metà settembre.
""",
        section="Montagna",
        top=(
            ("Riapre il rifugio Pian delle Marmotte", str(len(cs))),
            ("Festa della transumanza, il programma", "2"),
            ("Frana sulla provinciale, strada chiusa", "13"),
        ),
        nxt=(
            "Festa della transumanza: il programma",
            "Sabato le mandrie scendono in paese con i campanacci …",
            "2",
        ),
        reactions=(("😍", "88"), ("👍", "51")),
    )
    return make(
        "bm-it-pagina-leggera",
        "discussion",
        "it-valdaria",
        st,
        Parts(inside=block, css=css),
        seeds(cs),
        path=path,
        reveal=f"separate lightweight page: the AMP article shows only '💬 Leggi i 9 commenti', a link to {cpath}, which holds the thread and links back ('‹ Torna all'articolo')",
        container="on the comments page: h2 '9 commenti', ol.vd-lista > li.vd-c (span.vd-ini initials, b name, span.vd-ago, p, ♡ n, Rispondi, Segnala), replies in ul.vd-ris, four levels",
        heading=f"{len(cs)} commenti",
        description=f"An Italian valley paper's AMP page of 2018 on a mountain hut reopening: {len(cs)} readers' comments (the hut's keepers answering under the hut's name) on a lightweight comments page of their own, reached by the article's only link to them and linking back; {replies(cs)} replies, {depth(cs)} levels, short relative times ('2 g', '5 h'). Most awkward: nothing of the thread on the article page.",
        comments_page=cpath,
        files={cpath: cpage},
        check_steps=("click:#vd-leggi", "wait:800"),
    )


def pl_page_more() -> Case:
    cs = thread("""
kierowca_z_Zielonej | 3 godz. temu | - | l=21 | Trzy miesiące bez tramwaju w wakacje to jeszcze pół biedy, ale czemu zawsze zaczynają remont w maju? 🙄
Ania W. | 3 godz. temu | 0 | l=9 | Bo od września szkoły i byłaby masakra. Maj to i tak lepiej niż październik.
kierowca_z_Zielonej | 2 godz. temu | 1 | l=2 | No niby tak…
Zbyszek | 3 godz. temu | - | l=15 | Autobusy zastępcze co 12 minut? W godzinach szczytu to za mało, ludzie się nie zmieszczą.
Marta | 2 godz. temu | 3 | l=6 | @Zbyszek w 2014 przy remoncie Długiej jeździły co 8 min i i tak był tłok
MPK-fan | 2 godz. temu | 3 | l=4 | Podobno dołożą kursy z Osiedla Słonecznego rano, pisali na profilu przewoźnika.
Krzysiek | 2 godz. temu | - | l=3 | Nareszcie! Te tory na Kolejowej telepią jak na wertepach, aż szklanki w szafce dzwonią 😂
Ela z Kolejowej | 1 godz. temu | 6 | l=8 | Mieszkam przy samym torowisku, potwierdzam. Nie mogę się doczekać ciszy. Choć przez 3 miesiące będzie hałas z budowy…
Paweł Nowicki | 1 godz. temu | - | l=5 | Czy przystanek Rynek będzie przeniesiony? W artykule nie ma mapki.
Kurier Brzozowiecki | 1 godz. temu | 8 | staff,l=12 | Panie Pawle, przystanek zastępczy będzie na ul. Ogrodowej, 50 m od Rynku. Mapkę dodamy jeszcze dziś.
Paweł Nowicki | 50 min temu | 9 | l=1 | Dziękuję 👍
Bogna | 40 min temu | - | l=2 | A rowerzyści? Ścieżka wzdłuż torów też będzie zamknięta?
Ania W. | 30 min temu | 11 | l=3 | Z tego co wiem, tylko odcinek przy wiadukcie, objazd przez park.
Tomek_91 | 25 min temu | - | l=0 | Ciekawe czy zdążą przed Dniami Brzozowca w sierpniu 🤔
Zbyszek | 15 min temu | 13 | l=4 | Nie zdążą, jak zawsze 😅
Halina | 5 min temu | - | l=1 | Oby tylko nie wycięli tych starych kasztanowców przy zajezdni.
""")
    path = "/komunikacja/remont-torowiska-kolejowa/"
    cpath = f"{path}komentarze"
    frag = f"{path}komentarze-dalsze.html"
    first = {0, 3, 6}

    def top_of(i: int) -> int:
        while cs[i].seed.parent is not None:
            i = cs[i].seed.parent  # type: ignore[assignment]
        return i

    def item(i: int, c: C, sub: str) -> str:
        red = '<span class="kb-red">redakcja</span>' if c.has("staff") else ""
        return (
            f'<div class="kb-kom" id="kom-{7700 + i}"><div class="kb-g"><i class="kb-i">{esc(initials(c.name))}</i>'
            f'<span class="kb-nick">{esc(c.name)}</span>{red}<span class="kb-kiedy">{esc(c.when)}</span></div>'
            f'<div class="kb-tresc">{esc(c.text)}</div><div class="kb-d"><button type="button">▲ {c.get("l")}</button>'
            f'<button type="button">Odpowiedz</button><button type="button">Zgłoś</button></div>{sub}</div>'
        )

    def wrap(s: str, _p: int) -> str:
        return f'<div class="kb-odp">{s}</div>'

    page1 = tree(cs, item, wrap, keep=lambda i: top_of(i) in first)
    rest = tree(cs, item, wrap, keep=lambda i: top_of(i) not in first)
    n_rest = sum(top_of(i) not in first for i in range(len(cs)))
    cpage = light(
        "pl-brzeziny",
        "Komentarze",
        f'<a class="kb-wroc" href="{path}">← Wróć do artykułu</a><p class="kb-tyt">Remont torowiska na Kolejowej: tramwaje nie pojadą przez trzy miesiące</p>'
        f'<h1 class="kb-h">Komentarze ({len(cs)})</h1><div class="kb-lista">{page1}'
        f'<button type="button" class="kb-wiecej" id="kb-wiecej" data-more="{frag}">Pokaż więcej komentarzy ({n_rest})</button></div>'
        f'<a class="kb-wroc" href="{path}">← Wróć do artykułu</a>' + FETCH_HTML_JS,
        ".kb-kom{margin:12px 0}.kb-g{display:flex;gap:6px;align-items:center;font-size:14px}.kb-i{font-style:normal;width:30px;height:30px;border-radius:50%;background:#7a4f9a;color:#fff;"
        "font:700 12px/30px sans-serif;text-align:center}.kb-nick{font-weight:700}.kb-kiedy{color:#888;font-size:12px}.kb-red{background:#c0392b;color:#fff;font-size:11px;padding:0 4px}"
        ".kb-tresc{margin:4px 0 4px 36px}.kb-d{margin-left:36px}.kb-d button{border:0;background:none;color:#777;font-size:12px}.kb-odp{margin-left:24px;border-left:2px solid #eee;padding-left:6px}"
        ".kb-wiecej{width:100%;padding:12px;border:1px solid #0b3d5c;background:#fff;color:#0b3d5c;font-weight:700;border-radius:8px}.kb-wroc{display:block;margin:10px 0}",
    )
    block = f'<a class="kb-cta" id="kb-cta" href="{cpath}">💬 Komentarze ({len(cs)}) ›</a>'
    css = ".kb-cta{display:block;margin:16px 0;padding:12px;border-radius:8px;background:#0b3d5c;color:#fff;text-align:center;font-weight:700;text-decoration:none}"
    st = Story(
        "Remont torowiska na Kolejowej: tramwaje nie pojadą przez trzy miesiące",
        "Michał Zaremba",
        "2017-05-11T07:20:00+02:00",
        "11.05.2017 07:20",
        """
Od poniedziałku 15 maja tramwaje linii 2 i 5 nie pojadą ulicą Kolejową. Miejski przewoźnik wymienia tam 1,4 km torowiska wraz z podbudową i trakcją. Prace mają potrwać do połowy sierpnia.

Zamiast tramwajów kursować będą autobusy zastępcze co 12 minut, a w porannym szczycie dodatkowe kursy z Osiedla Słonecznego. Przystanek Rynek zostanie przeniesiony na ulicę Ogrodową.

Remont kosztuje 23 mln zł, z czego większość pokryją fundusze unijne. Ścieżka rowerowa wzdłuż torów będzie zamknięta tylko przy wiadukcie.
""",
        section="Komunikacja",
        top=(
            ("Remont torowiska na Kolejowej", str(len(cs))),
            ("Nowy basen otwarty", "38"),
            ("Dni Brzozowca: kto zagra", "12"),
        ),
        nxt=("Nowy basen na Zielonej już otwarty", "Pierwszego dnia przyszło ponad 600 osób …", "38"),
        reactions=(("👍", "57"), ("😡", "102"), ("😂", "8")),
    )
    return make(
        "bm-pl-wiecej",
        "discussion",
        "pl-brzeziny",
        st,
        Parts(inside=block, css=css),
        seeds(cs),
        path=path,
        reveal=f"separate page + load more: the m. article shows only a button-like link 'Komentarze (16) ›' to {cpath}; that page shows 3 threads (8 comments) and 'Pokaż więcej komentarzy (8)', which fetches the other 8 as an HTML fragment",
        container="on the comments page: h1 'Komentarze (16)', div.kb-lista > div.kb-kom (i.kb-i initials, span.kb-nick, 'redakcja' tag, span.kb-kiedy, div.kb-tresc, ▲ n, Odpowiedz, Zgłoś), replies in div.kb-odp, three levels; button#kb-wiecej",
        heading=f"Komentarze ({len(cs)})",
        description=f"A Polish city paper's m. edition of 2017 on tram works: {len(cs)} readers' comments on a comments page of its own linked from the article, half of them behind 'Pokaż więcej komentarzy (8)', which fetches an HTML fragment; {replies(cs)} replies, {depth(cs)} levels, the newsroom answering once, relative times ('3 godz. temu'). Most awkward: the discussion is two steps away from the article.",
        comments_page=cpath,
        files={cpath: cpage, frag: rest},
        check_steps=("click:#kb-cta", "wait:800", "click:#kb-wiecej", "wait:800"),
    )


def threads_bm() -> list[Case]:
    return [de_accordion(), fr_badge_sheet(), es_tabs(), it_light_page(), pl_page_more()]
