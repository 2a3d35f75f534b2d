"""Blind set BN: five hand-built discussions as phones show them, each behind the reveal a phone page uses: a
"Kommentare (12)" accordion at the end of a mobile edition (de), a ``<details>`` "Lire les 9 réactions" at the end of
a lightweight page (fr), a list custom element filled from JSON after load (es), the site's comment service in a
fixed-height iframe from another origin with its own "Mostra altri" (it), comments loaded when scrolled into view
followed by the next article loaded by infinite scroll with its own comments (ja). Every class name, name, place and
text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bn_common import (
    C,
    Case,
    Parts,
    Story,
    as_json,
    dumps,
    esc,
    initials,
    make,
    page,
    paras,
    replies,
    seeds,
    thread,
    tree,
)


def de_accordion() -> Case:
    cs = thread("""
Gabi_K | vor 6 Std. | - | l=14 | Och nööö 😩 Juli?! Die Kids haben ab 24. Juni Ferien, wo sollen wir denn hin bei 30 Grad
Thorsten W. | vor 6 Std. | 0 | l=3 | @Gabi_K Baggersee in Oberried. Aber früh los, ab 11 ist der Parkplatz voll
Gabi_K | vor 5 Std. | 1 | l=1 | @Thorsten W. danke, aber da gibts keine Aufsicht. Mit 2 Nichtschwimmern eher nicht
Mühlenthaler Bote | vor 5 Std. | 0 | l=9,staff | Liebe Gabi, laut Stadtwerken soll das Lehrschwimmbecken schon am 28. Juni öffnen, das große Becken dann im Juli. Wir bleiben dran.
Rentner_Horst | vor 5 Std. | - | l=7 | Jedes Jahr dasselbe. 2019 neue Fliesen, 2022 neue Pumpe, jetzt wieder. Wer plant sowas eigentlich?
Sanne | vor 4 Std. | 4 | l=5 | Die Pumpe war ein Wasserschaden, das kann man nicht planen. Aber ja, ärgerlich ist es.
Jonas M | vor 4 Std. | - | l=2 | Gibts die Saisonkarte trotzdem zum vollen Preis? 🤔
Mühlenthaler Bote | vor 3 Std. | 6 | l=4,staff | @Jonas M Nein, sie wird um ein Viertel günstiger. Verkauf ab 1. Juni an der Kasse und online.
Jonas M | vor 3 Std. | 7 | l=1 | Top, danke fürs Nachfragen 👍
Bademeisterin a.D. | vor 2 Std. | - | l=11 | Ich hab 31 Jahre in dem Bad gearbeitet. Das Becken ist von 1972, ein Wunder, dass es so lange gehalten hat. Lasst die Leute in Ruhe arbeiten.
Gabi_K | vor 1 Std. | 9 | l=6 | Stimmt schon. Sorry fürs Meckern, ist halt Frust 🙈
Lenny2009 | vor 20 Min. | - | l=0 | kommt die rutsche wieder??
""")

    def item(i: int, c: C, sub: str) -> str:
        badge = ' <span class="mb-team">Redaktion</span>' if c.has("staff") else ""
        return (
            f'<li class="mb-eintrag" id="mb-{5210 + i}"><span class="mb-ini" aria-hidden="true">{esc(initials(c.name))}</span>'
            f'<div class="mb-rumpf"><div class="mb-zeile"><b class="mb-name">{esc(c.name)}</b>{badge} '
            f'<span class="mb-zeit">{esc(c.when)}</span></div>{paras(c.text, cls="mb-txt")}'
            f'<div class="mb-akt"><button type="button">👍 {c.get("l")}</button><button type="button">Antworten</button>'
            f'<button type="button">Melden</button></div>{sub}</div></li>'
        )

    body = tree(cs, item, lambda s, _p: f'<ul class="mb-antw">{s}</ul>')
    css = (
        ".mb-akk{display:flex;justify-content:space-between;width:100%;margin-top:18px;padding:14px 0;border:0;border-top:1px solid #d9dde2;"
        "border-bottom:1px solid #d9dde2;background:#fff;font:700 17px sans-serif}.mb-akk[aria-expanded=true] .mb-pfeil{transform:rotate(180deg)}"
        ".mb-liste,.mb-antw{list-style:none;margin:0;padding:0}.mb-antw{padding-left:22px}.mb-eintrag{display:flex;gap:10px;padding:10px 0}"
        ".mb-ini{flex:none;display:grid;place-items:center;width:34px;height:34px;border-radius:50%;background:#0b3d91;color:#fff;font-size:12px}"
        ".mb-zeit{color:#777;font-size:12px}.mb-team{background:#0b3d91;color:#fff;font-size:11px;padding:1px 5px;border-radius:3px}"
        ".mb-txt{margin:2px 0}.mb-akt button{border:0;background:none;color:#60666d;font-size:13px;margin-right:10px}"
    )
    block = (
        f'<button type="button" class="mb-akk" id="mb-akk" aria-expanded="false" aria-controls="mb-kom">Kommentare ({len(cs)})'
        '<span class="mb-pfeil">⌄</span></button>'
        '<div class="mb-kom" id="mb-kom" hidden><p class="mb-hinweis">Bitte bleiben Sie sachlich. <a href="/netiquette">Netiquette</a></p>'
        f'<ul class="mb-liste">{body}</ul><a class="mb-schreib" href="/login?next=kommentar">Kommentar schreiben</a></div>'
        "<script>document.getElementById('mb-akk').addEventListener('click', function () {"
        " var k = document.getElementById('mb-kom'); k.hidden = !k.hidden; this.setAttribute('aria-expanded', String(!k.hidden)); });</script>"
    )
    st = Story(
        "Freibad Mühlenthal öffnet erst im Juli",
        "Von Katrin Albers",
        "2025-05-20T06:10:00+02:00",
        "vor 7 Std.",
        """
Das Freibad an der Mühlenthaler Au bleibt länger geschlossen als geplant. Wie die Stadtwerke am Montagabend mitteilten, verzögert sich die Sanierung des großen Beckens um rund vier Wochen.

Grund sind Risse in der Beckenwand, die erst beim Ablassen des Wassers sichtbar wurden. Ein Gutachter soll in dieser Woche entscheiden, wie sie ausgebessert werden.

Das Lehrschwimmbecken soll nach jetziger Planung Ende Juni öffnen. Saisonkarten werden in diesem Jahr günstiger verkauft.

Die Rutsche, die im vergangenen Herbst abgebaut wurde, kehrt frühestens 2026 zurück.
""",
        lead="Risse in der Beckenwand: Die Sanierung dauert vier Wochen länger.",
        section="Region",
        top=(
            ("Stau auf der B 412 nach Unfall", "38"),
            ("Freibad öffnet erst im Juli", "12"),
            ("Neuer Bäcker am Marktplatz", "21"),
            ("TSV Mühlenthal steigt auf", "64"),
        ),
        next=(
            "Neuer Bäcker am Marktplatz",
            "Seit Samstag duftet es wieder nach Brezeln in der alten Backstube.",
        ),
        feel=(("😍", "12"), ("😮", "31"), ("😢", "54"), ("😡", "19")),
    )
    return make(
        "bn-de-akkordeon",
        "discussion",
        "de-muehlenthal",
        st,
        Parts(inside=block, css=css),
        seeds(cs),
        path="/region/freibad-oeffnet-erst-im-juli",
        reveal="accordion: the button 'Kommentare (12)' at the end of the article unfolds div#mb-kom (hidden in the served HTML)",
        container="button#mb-akk (aria-expanded) and div#mb-kom[hidden]: ul.mb-liste > li.mb-eintrag (span.mb-ini initials, b.mb-name, 'Redaktion' badge, span.mb-zeit relative time, p.mb-txt, 👍 n, Antworten, Melden), replies in ul.mb-antw, three levels",
        heading="Kommentare (12)",
        description=f"A German regional paper's mobile edition of 2025 on a swimming pool opening late: {len(cs)} readers' comments ({replies(cs)} replies, three levels, the newsroom answering twice with a badge) folded in an accordion at the end of the article, in the served HTML but hidden; a reaction bar with emoji counts, a top-stories strip with comment counts, a next-article card and a fixed share bar around it. Most awkward: the whole discussion is hidden until a reader opens the accordion.",
        static=True,
        check_steps=("click:#mb-akk",),
    )


def fr_details() -> Case:
    cs = thread("""
Mireille B. | il y a 3 j | - | l=12 | Mon grand-père livrait son lait à cette coopé en charrette. Ça me serre le cœur de lire ça 😢
Paulo_Vaureze | il y a 3 j | 0 | l=4 | Le mien aussi ! Peut-être qu'ils se connaissaient
Mireille B. | il y a 2 j | 1 | l=2 | @Paulo_Vaureze il s'appelait Émile Fargeas, ça vous dit qqch ?
Lucie Charbonnel | il y a 2 j | - | l=9 | Ils cherchent vraiment du monde ? J'ai un BTS agricole et je rentre au pays en juin. Quelqu'un a le contact ?
Les Cahiers du Plateau | il y a 2 j | 3 | l=6,staff | Bonjour Lucie, la coopérative recrute via la mairie de Vaurèze, le numéro est en bas de l'article. Bonne chance !
Jean-Marc | hier | - | l=3 | Le problème c'est pas les bras, c'est le prix du lait. Personne veut bosser 70 h par semaine pour un SMIC.
Lucie Charbonnel | hier | 5 | l=5 | Pas faux, mais si personne ne vient ça fermera quand même. Autant essayer.
Nat'Auvergne | il y a 5 h | - | l=1 | Leur tomme est la meilleure du département, je dis ça je dis rien 🧀
Jean-Marc | il y a 2 h | 7 | l=2 | Ça c'est vrai 😄
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="cp-r" id="reac-{880 + i}"><div class="cp-tete"><span class="cp-av">{esc(initials(c.name))}</span>'
            f'<strong class="cp-nom">{esc(c.name)}</strong><small class="cp-quand">{esc(c.when)}</small></div>'
            f'<div class="cp-texte">{paras(c.text)}</div><div class="cp-pied"><span>♥ {c.get("l")}</span> · '
            f'<a href="#cp-ecrire">Répondre</a> · <a href="/signaler/{880 + i}">Signaler</a></div>{sub}</div>'
        )

    body = tree(cs, item, lambda s, _p: f'<div class="cp-sous">{s}</div>')
    css = (
        ".cp-reac{margin:20px 0;border:1px solid #bbb;border-radius:6px;font:15px Arial,sans-serif}.cp-reac summary{padding:12px;font-weight:700;cursor:pointer}"
        ".cp-fil{padding:0 12px}.cp-r{padding:8px 0;border-top:1px solid #eee}.cp-sous{margin-left:18px}.cp-av{display:inline-block;width:28px;height:28px;"
        "line-height:28px;text-align:center;border-radius:50%;background:#5b4636;color:#fff;font-size:11px;margin-right:6px}.cp-quand{color:#888;margin-left:6px}"
        ".cp-texte p{margin:4px 0}.cp-pied{font-size:13px;color:#777}"
    )
    block = (
        f'<details class="cp-reac" id="cp-reac"><summary>💬 Lire les {len(cs)} réactions</summary><div class="cp-fil">{body}</div>'
        '<p id="cp-ecrire"><a href="/connexion">Se connecter pour réagir</a></p></details>'
    )
    st = Story(
        "À Vaurèze, la dernière laiterie coopérative cherche des bras",
        "Par Hélène Rouvière",
        "2024-03-12T07:00:00+01:00",
        "12 mars 2024",
        """
Depuis 1931, les éleveurs du haut plateau portent leur lait à la coopérative de Vaurèze. Elle est aujourd'hui la dernière du canton, et elle manque de bras.

Trois des sept salariés partiront à la retraite d'ici l'été. Le président de la coopérative, Armand Teissèdre, lance un appel aux jeunes du pays : « Nous formons sur place, il faut juste aimer se lever tôt. »

La tomme de Vaurèze, affinée dans les caves de la coopérative, est vendue sur les marchés de toute la région.

Pour postuler, il suffit de contacter la mairie de Vaurèze au 04 71 00 00 00.
""",
        lead="Trois départs à la retraite d'ici l'été : la coopérative fondée en 1931 lance un appel.",
        section="Territoires",
        top=(
            ("La foire aux bestiaux revient", "17"),
            ("Neige tardive sur les crêtes", "5"),
            ("Le dernier sabotier", "22"),
        ),
        next=("Le dernier sabotier du plateau", "À 84 ans, Marcel taille encore trois paires par semaine."),
        feel=(("👍", "88"), ("😢", "23"), ("😮", "7")),
        related=("La tomme de Vaurèze, histoire d'une croûte", "Installation agricole : les aides 2024"),
    )
    return make(
        "bn-fr-details",
        "discussion",
        "fr-plateau",
        st,
        Parts(inside=block, css=css),
        seeds(cs),
        path="/territoires/laiterie-vaureze-cherche-des-bras",
        reveal="details: '💬 Lire les 9 réactions', a closed <details> at the end of a lightweight page (in the served HTML)",
        container="details.cp-reac > summary, div.cp-fil > div.cp-r (span.cp-av initials, strong.cp-nom, small.cp-quand, div.cp-texte, ♥ n, Répondre, Signaler), replies in div.cp-sous, three levels",
        heading=None,
        description=f"A French regional magazine's lightweight page of 2024 on a dairy cooperative short of workers: {len(cs)} readers' comments ({replies(cs)} replies, the magazine answering once) in a closed <details> whose summary is the only heading, relative times, hearts; a reaction bar and a next-article card. Most awkward: closed details, no heading but 'Lire les 9 réactions'.",
        static=True,
        check_steps=("click:#cp-reac > summary",),
    )


def es_json_list() -> Case:
    cs = thread("""
Maribel Soto | hace 2 días | - | l=21 | Qué ilusión!! Mi abuela decía que la campana se oía hasta el molino 🔔
Fermín | hace 2 días | 0 | l=8 | Y se oía, yo era crío y la recuerdo perfectamente. Tocaba a las doce en punto
Maribel Soto | ayer | 1 | l=3 | @Fermín qué bonito, me la imagino otra vez
Andrés_R | hace 2 días | - | l=5 | ¿Quién ha pagado la restauración? En la noticia pone "vecinos" pero no cuánto
Asociación Amigos de San Telmo | ayer | 3 | l=14 | Hola Andrés, fueron 8.400 € entre la cuestación de las fiestas y una ayuda de la Diputación. Las cuentas están en el tablón de la ermita.
Andrés_R | ayer | 4 | l=2 | Gracias, así da gusto 👏
Lola Peñalver | ayer | - | l=9 | A ver si ahora arreglan el camino, que para subir con el carrito es una odisea
Quique | hace 5 h | 6 | l=1 | Lo del camino va al pleno del mes que viene, lo dijo el alcalde en la radio
Lola Peñalver | hace 4 h | 7 | l=0 | Ojalá, Quique. Llevan diciéndolo tres años 😅
Pilar G. | hace 3 h | - | l=2 | La subida es el día 15 a las 19:00, ¿no? Para ir con mis padres
Fermín | hace 1 h | 9 | l=1 | Sí Pilar, a las 7 de la tarde desde la plaza
""")
    data = {"items": as_json(cs, lambda i, c: {"likes": int(c.get("l") or 0)}), "total": len(cs)}
    css = (
        ".fl-com{margin:18px 0;font:15px Arial,sans-serif}.fl-c{display:flex;gap:8px;padding:8px 0;border-top:1px solid #eee}"
        ".fl-ini{flex:none;width:30px;height:30px;border-radius:50%;background:#b5651d;color:#fff;display:grid;place-items:center;font-size:11px}"
        ".fl-hace{color:#888;font-size:12px}.fl-txt{margin:3px 0}.fl-acc button{border:0;background:none;color:#777;font-size:12px}.fl-resp{margin-left:8px}"
    )
    block = (
        f'<section class="fl-com"><h2>Comentarios ({len(cs)})</h2>'
        '<fl-lista src="/api/comentarios/campana-san-telmo.json" data-tpl="fl-tpl" layout="container">'
        '<div class="fl-cargando">Cargando…</div></fl-lista>'
        '<template id="fl-tpl"><div class="fl-c"><span class="fl-ini"></span><div class="fl-cuerpo"><b class="fl-usr"></b> '
        '<time class="fl-hace"></time><div class="fl-txt"></div><div class="fl-acc"><button type="button">♥ <span class="fl-mg"></span></button>'
        '<button type="button">Responder</button><button type="button">Denunciar</button></div><div class="fl-resp"></div></div></div></template>'
        '<a class="fl-entra" href="/entrar">Entra para comentar</a></section>'
    )
    end = """<script>
(function () {
  function ini(n) { var w = n.replace(/[_.]/g, ' ').split(/\\s+/).filter(Boolean); return (w.length > 1 ? w[0][0] + w[1][0] : n.slice(0, 2)).toUpperCase(); }
  document.querySelectorAll('fl-lista').forEach(function (box) {
    var tpl = document.getElementById(box.dataset.tpl);
    fetch(box.getAttribute('src')).then(function (r) { return r.json(); }).then(function (d) {
      var made = {};
      box.textContent = '';
      d.items.forEach(function (it) {
        var n = tpl.content.firstElementChild.cloneNode(true);
        n.querySelector('.fl-ini').textContent = ini(it.user);
        n.querySelector('.fl-usr').textContent = it.user;
        n.querySelector('.fl-hace').textContent = it.ago;
        n.querySelector('.fl-mg').textContent = it.likes;
        it.msg.split('\\n\\n').forEach(function (p) { var e = document.createElement('p'); e.textContent = p; n.querySelector('.fl-txt').append(e); });
        made[it.id] = n;
        (it.parentId ? made[it.parentId].querySelector('.fl-resp') : box).append(n);
      });
    });
  });
})();
</script>"""
    st = Story(
        "La ermita de San Telmo recupera su campana 40 años después",
        "Redacción Robledal",
        "2023-09-11T08:30:00+02:00",
        "11/09/2023 08:30",
        """
La campana de la ermita de San Telmo volvió a sonar el sábado por primera vez desde 1983. Los vecinos de Robledal la bajaron hace cuatro décadas, cuando se rajó durante una tormenta.

La restauración, hecha en un taller de Valdeoca, ha costado 8.400 euros. Se han pagado con la cuestación de las fiestas y una ayuda provincial.

La subida tradicional a la ermita será el día 15 a las siete de la tarde, con salida desde la plaza.
""",
        section="Comarca",
        top=(
            ("Cortes de agua en el barrio alto", "44"),
            ("La campana de San Telmo", "11"),
            ("Fiestas: el programa", "9"),
        ),
        next=("El programa completo de las fiestas", "Verbenas, concurso de migas y la subida a San Telmo."),
        feel=(("❤️", "140"), ("😂", "3"), ("😮", "16")),
        related=("Cuando la tormenta de 1983 rajó la campana", "El camino de la ermita, al pleno"),
    )
    return make(
        "bn-es-lista-json",
        "discussion",
        "es-robledal",
        st,
        Parts(inside=block, css=css, end=end),
        seeds(cs),
        path="/comarca/ermita-san-telmo-campana",
        reveal="script: a <fl-lista src=…json> custom element, filled after load from a JSON file by cloning a <template> (the served HTML holds only 'Cargando…')",
        container="section.fl-com: h2 'Comentarios (11)', fl-lista > div.fl-c (span.fl-ini, b.fl-usr, time.fl-hace, div.fl-txt, ♥ n, Responder, Denunciar), replies in the parent's div.fl-resp, three levels",
        heading="Comentarios (11)",
        description=f"A Spanish county paper's lightweight page of 2023 on a hermitage bell: {len(cs)} readers' comments ({replies(cs)} replies, a neighbours' association answering once) drawn after load from a JSON file into a list element by cloning a template, the way lightweight pages' list components fill themselves. Most awkward: nothing in the served HTML, the records built from a <template>.",
        files={"/api/comentarios/campana-san-telmo.json": dumps(data)},
        check_steps=("wait:1000",),
    )


def it_iframe() -> Case:
    cs = thread("""
Carla Bonetti | 1 g | - | - | Avevamo già prenotato il rifugio per agosto 😩 E adesso?
Lorenzo P. | 1 g | 0 | - | Da Valtorre bassa parte la navetta per il passo, poi sono 40 minuti a piedi. Fattibile!
Carla Bonetti | 1 g | 1 | - | @Lorenzo P. con due bambini di 5 e 7 anni... vedremo 😅
Gigi del bar | 1 g | - | - | Estate rovinata per tutti noi in paese. Senza funivia qui non sale nessuno.
Tizi_74 | 22 h | 3 | - | Eh ma la sicurezza prima di tutto. Meglio chiusa che un'altra volta come nel 2011
Gigi del bar | 20 h | 4 | - | Sicurezza sì, ma i lavori dovevano partire a ottobre, non a maggio!
Marta_Valtorre | 18 h | - | - | Qualcuno sa se rimborsano gli abbonamenti stagionali?
Gazzetta di Valtorre | 16 h | 6 | staff | Ciao Marta, la società degli impianti ci ha detto che rimborserà gli stagionali entro luglio: basta scrivere alla loro mail con il numero della tessera.
Marta_Valtorre | 15 h | 7 | - | Grazie mille!!
Ettore | 9 h | - | - | Io salgo a piedi da 30 anni, ma capisco chi non può. Peccato davvero.
Franci ⛰️ | 6 h | - | - | Il sentiero 12 è segnato bene? Mai fatto
Ettore | 5 h | 10 | - | Benissimo, dal ponte di legno in su. Porta acqua, non ci sono fontane fino al rifugio
Franci ⛰️ | 2 h | 11 | - | Grazie Ettore 🙏
""")
    first = {0, 1, 2, 3, 4, 5}
    rest = [c for i, c in enumerate(cs) if i not in first]

    def item(i: int, c: C, sub: str) -> str:
        staff = '<i class="vv-red">redazione</i>' if c.has("staff") else ""
        return (
            f'<li class="vv-voce" data-n="{i + 1}"><div class="vv-av">{esc(initials(c.name))}</div><div class="vv-col">'
            f'<span class="vv-chi">{esc(c.name)}</span>{staff}<span class="vv-fa">{esc(c.when)}</span>{paras(c.text, cls="vv-t")}'
            f'<span class="vv-az"><a href="#">Rispondi</a> <a href="#">Segnala</a></span>{sub}</div></li>'
        )

    shown = tree(cs, item, lambda s, _p: f'<ul class="vv-sotto">{s}</ul>', keep=lambda i: i in first)
    data = {"more": as_json(cs, lambda i, c: {"staff": c.has("staff")})[6:], "count": len(rest)}
    embed_css = (
        "body{font:15px/1.45 Arial,sans-serif;margin:0;padding:8px;background:#fafafa}.vv-top{display:flex;justify-content:space-between;"
        "font-weight:700;border-bottom:2px solid #2a7d4f;padding-bottom:6px}ul{list-style:none;margin:0;padding:0}.vv-sotto{padding-left:18px}"
        ".vv-voce{display:flex;gap:8px;padding:8px 0;border-bottom:1px solid #eee}.vv-av{flex:none;width:30px;height:30px;border-radius:50%;background:#2a7d4f;"
        "color:#fff;display:grid;place-items:center;font-size:11px}.vv-chi{font-weight:700}.vv-fa{color:#888;font-size:12px;margin-left:6px}"
        ".vv-red{background:#2a7d4f;color:#fff;font-size:10px;padding:0 4px;margin-left:4px}.vv-t{margin:3px 0}.vv-az a{font-size:12px;color:#777;margin-right:8px}"
        "#vv-altri{width:100%;padding:10px;border:1px solid #2a7d4f;background:#fff;color:#2a7d4f;font-weight:700;margin-top:8px}.vv-brand{font-size:11px;color:#999;text-align:center}"
    )
    embed_js = """<script>
(function () {
  function ini(n) { var w = n.replace(/[_.]/g, ' ').split(/\\s+/).filter(function (x) { return /^[\\p{L}\\p{N}]/u.test(x); }); return (w.length > 1 ? w[0][0] + w[1][0] : n.slice(0, 2)).toUpperCase(); }
  function el(t, c, x) { var e = document.createElement(t); if (c) e.className = c; if (x != null) e.textContent = x; return e; }
  document.getElementById('vv-altri').addEventListener('click', function () {
    var b = this;
    fetch('/voci/api/funivia-monte-ceppo-2.json').then(function (r) { return r.json(); }).then(function (d) {
      var byId = {};
      d.more.forEach(function (c) {
        var li = el('li', 'vv-voce'); li.dataset.n = c.id;
        li.append(el('div', 'vv-av', ini(c.user)));
        var col = el('div', 'vv-col'); col.append(el('span', 'vv-chi', c.user));
        if (c.staff) col.append(el('i', 'vv-red', 'redazione'));
        col.append(el('span', 'vv-fa', c.ago));
        c.msg.split('\\n\\n').forEach(function (p) { col.append(el('p', 'vv-t', p)); });
        var az = el('span', 'vv-az'); az.innerHTML = '<a href="#">Rispondi</a> <a href="#">Segnala</a>'; col.append(az);
        li.append(col); byId[c.id] = col;
        if (c.parentId && byId[c.parentId]) {
          var host = byId[c.parentId]; var ul = host.querySelector(':scope > ul.vv-sotto');
          if (!ul) { ul = el('ul', 'vv-sotto'); host.append(ul); }
          ul.append(li);
        } else { document.getElementById('vv-lista').append(li); }
      });
      b.remove();
    });
  });
})();
</script>"""
    embed = page(
        "it-valtorre",
        "Voci di Valtorre",
        f'<div class="vv-top"><span>Voci di Valtorre · {len(cs)} commenti</span><span>Più recenti ▾</span></div>'
        f'<ul id="vv-lista">{shown}</ul><button type="button" id="vv-altri">Mostra altri {len(rest)} commenti</button>'
        '<p class="vv-brand">Voci di Valtorre · il servizio commenti della Gazzetta</p>',
        css=embed_css,
        end=embed_js,
    )
    block = (
        '<section class="gv-voci-box"><h2 class="gv-h">Dì la tua</h2>'
        '<iframe class="gv-voci" id="gv-voci" src="@@OTHER@@/voci/embed/funivia-monte-ceppo" title="Voci di Valtorre" '
        'style="width:100%;height:460px;border:1px solid #ddd" loading="lazy"></iframe></section>'
    )
    st = Story(
        "Funivia del Monte Ceppo ferma tutta l'estate: i lavori slittano",
        "di Paolo Gaddi",
        "2024-05-06T18:40:00+02:00",
        "6 maggio 2024 · 2 g",
        """
La funivia del Monte Ceppo resterà chiusa per tutta la stagione estiva. I lavori di sostituzione della fune traente, previsti per l'autunno, sono stati anticipati dopo la verifica annuale.

La società degli impianti ha annunciato il rimborso degli abbonamenti stagionali. Per raggiungere il rifugio resta il sentiero 12, oltre alla navetta fino al passo.

In paese albergatori e commercianti temono un'estate difficile.
""",
        lead="La verifica annuale anticipa il cambio della fune: niente impianto fino a ottobre.",
        section="Valle",
        top=(
            ("Frana sulla provinciale", "29"),
            ("Funivia ferma tutta l'estate", "13"),
            ("Sagra del mirtillo", "4"),
        ),
        next=(
            "Frana sulla provinciale, senso unico alternato",
            "Riaperta una corsia dopo due giorni di lavori.",
        ),
        feel=(("😢", "61"), ("😡", "40"), ("👍", "12")),
    )
    return make(
        "bn-it-iframe",
        "discussion",
        "it-valtorre",
        st,
        Parts(after=block),
        seeds(cs),
        path="/valle/funivia-monte-ceppo-ferma",
        reveal="iframe + its own 'show more': the site's comment service in a 460-pixel iframe from another origin, showing 6 comments; 'Mostra altri 7 commenti' inside the frame fetches the rest",
        container="iframe#gv-voci (another loopback origin) > ul#vv-lista > li.vv-voce (div.vv-av initials, span.vv-chi, i.vv-red, span.vv-fa, p.vv-t, Rispondi, Segnala), replies in ul.vv-sotto",
        heading="Dì la tua",
        description=f"An Italian valley paper's mobile edition of 2024 on a cable car closed for the summer: {len(cs)} readers' comments ({replies(cs)} replies, the paper answering once) in its own comment service's page framed from another origin at a fixed height, 6 shown and 7 behind the frame's own 'Mostra altri 7 commenti'. Most awkward: more than half of the discussion behind a button inside a cross-origin frame.",
        files={
            "/voci/embed/funivia-monte-ceppo": embed,
            "/voci/api/funivia-monte-ceppo-2.json": dumps(data),
        },
        check_steps=("wait:1000", "click:#gv-voci >> internal:control=enter-frame >> #vv-altri", "wait:1000"),
    )


def ja_infinite() -> Case:
    cs = thread("""
みなと育ち | 3時間前 | - | l=42 | 子どもの頃、毎朝これで学校に通ってました。寂しいなあ…😢
ケンタ | 3時間前 | 0 | l=11 | わかります！船頭さんがいつも飴をくれたの覚えてる
みなと育ち | 2時間前 | 1 | l=6 | @ケンタ 同じ人かも笑 あのおじさん元気かな
匿名希望 | 2時間前 | - | l=3 | 橋ができたんだから仕方ない。年間の赤字、記事だと800万円でしょ？
さくら🌸 | 1時間前 | 3 | l=15 | お金だけの話じゃないと思うけどな。観光客にも人気だったのに
釣り人H | 1時間前 | - | l=8 | 最後の日は乗りに行きます。最終便が何時か決まったら教えてほしい
みなと川日報 編集部 | 45分前 | 5 | l=20,staff | 最終運航日は3月31日、最終便は午後5時の予定です。詳細が決まり次第お知らせします。
釣り人H | 30分前 | 6 | l=2 | ありがとうございます！
""")
    other = thread("""
パン好き | 1時間前 | - | l=4 | 塩パンおいしかった！また行きます
ゆうこ | 50分前 | - | l=2 | 10時前に行ったらもう売り切れでした…
まる | 20分前 | 1 | l=1 | @ゆうこ 平日の朝なら大丈夫でしたよ
""")

    def as_items(xs: list[C]) -> list[dict[str, object]]:
        return as_json(xs, lambda i, c: {"good": int(c.get("l") or 0), "staff": c.has("staff")})

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="mk-c"><span class="mk-ic">{esc(c.name[:1])}</span><div class="mk-b"><p class="mk-h"><b>{esc(c.name)}</b>'
            f'<span>{esc(c.when)}</span></p>{paras(c.text, cls="mk-t")}<p class="mk-a">👍 {c.get("l")} ・ 返信 ・ 通報</p>{sub}</div></div>'
        )

    other_html = tree(other, item, lambda s, _p: f'<div class="mk-re">{s}</div>')
    nxt = (
        '<article class="mk-next-art" data-url="/machi/shotengai-pan-ya"><p class="mk-label">次の記事</p>'
        '<h1>商店街に新しいパン屋 朝から行列</h1><p class="mk-meta">2025年2月8日 9:00</p>'
        "<p>みなと川商店街に今月、新しいパン屋「こむぎ堂」が開店した。週末には開店前から行列ができている。</p>"
        "<p>店主の高木さんは「港の朝に合うパンを焼きたい」と話す。</p>"
        f'<section class="mk-kome"><h2>コメント <span>{len(other)}</span></h2>{other_html}</section></article>'
    )
    css = (
        ".mk-kome{padding:12px 16px;border-top:8px solid #f0f2f4}.mk-kome h2{font-size:17px}.mk-c{display:flex;gap:8px;padding:8px 0;border-bottom:1px solid #eee}"
        ".mk-ic{flex:none;width:30px;height:30px;border-radius:50%;background:#c0392b;color:#fff;display:grid;place-items:center}.mk-h{margin:0;font-size:13px}"
        ".mk-h span{color:#888;margin-left:8px}.mk-t{margin:2px 0;font-size:15px}.mk-a{margin:0;font-size:12px;color:#888}.mk-re{margin-left:16px}"
        ".mk-next-art{padding:16px;border-top:4px solid #c0392b}.mk-label{color:#c0392b;font-weight:700;font-size:13px}.mk-wait{color:#888}"
    )
    block = (
        f'<section class="mk-kome" id="mk-kome" data-src="/api/kome/watashibune.json"><h2>コメント <span>{len(cs)}</span></h2>'
        '<p class="mk-wait">コメントを読み込んでいます…</p></section><div id="mk-more" data-next="/next/shotengai-pan-ya"></div>'
    )
    end = """<script>
(function () {
  var kome = document.getElementById('mk-kome'), more = document.getElementById('mk-more'), gotK = false, gotN = false;
  function el(t, c, x) { var e = document.createElement(t); if (c) e.className = c; if (x != null) e.textContent = x; return e; }
  function draw(list, into) {
    var at = {};
    list.forEach(function (c) {
      var d = el('div', 'mk-c'); d.append(el('span', 'mk-ic', c.user.slice(0, 1)));
      var b = el('div', 'mk-b'); var h = el('p', 'mk-h'); h.append(el('b', null, c.user)); h.append(el('span', null, c.ago)); b.append(h);
      c.msg.split('\\n\\n').forEach(function (p) { b.append(el('p', 'mk-t', p)); });
      b.append(el('p', 'mk-a', '👍 ' + c.good + ' ・ 返信 ・ 通報')); d.append(b); at[c.id] = b;
      if (c.parentId) { var r = at[c.parentId].querySelector(':scope > .mk-re'); if (!r) { r = el('div', 'mk-re'); at[c.parentId].append(r); } r.append(d); }
      else into.append(d);
    });
  }
  function near(e, m) { return e.getBoundingClientRect().top < innerHeight + m; }
  function look() {
    if (!gotK && near(kome, 100)) {
      gotK = true;
      fetch(kome.dataset.src).then(function (r) { return r.json(); }).then(function (d) { kome.querySelector('.mk-wait').remove(); draw(d.comments, kome); });
    }
    if (!gotN && near(more, 200)) {
      gotN = true;
      fetch(more.dataset.next).then(function (r) { return r.text(); }).then(function (h) { more.innerHTML = h; });
    }
  }
  addEventListener('scroll', look, { passive: true });
})();
</script>"""
    st = Story(
        "みなと川の渡し船、来春で運航終了へ",
        "佐伯 真理子",
        "2025-02-08T06:00:00+09:00",
        "2025年2月8日 6:00",
        """
みなと川の河口を結ぶ市営の渡し船が、来年3月末で運航を終えることになった。市が7日発表した。

渡し船は1952年に始まり、最盛期には1日2千人以上が利用した。2019年に新しい橋が完成してから利用者は減り、年間の赤字は約800万円に達している。

市は最終運航日に記念の乗船会を開く予定だ。
""",
        lead="70年以上続いた市営の渡し、橋の完成で利用が減少",
        section="まち",
        top=(("渡し船、運航終了へ", "8"), ("港まつりの日程決まる", "3"), ("市バス新路線", "15")),
        next=("商店街に新しいパン屋 朝から行列", "港の朝に合うパンを焼きたい、と店主。"),
        feel=(("😢", "210"), ("😮", "33"), ("👍", "18")),
        minutes=2,
    )
    return make(
        "bn-ja-mugen",
        "discussion",
        "ja-minatogawa",
        st,
        Parts(after=block, css=css, end=end),
        seeds(cs),
        path="/machi/watashibune-unko-shuryo",
        reveal="scroll: the comments load from JSON when their section comes near the screen; further down, infinite scroll appends the next article with its own three comments (not this article's)",
        container="section#mk-kome: h2 'コメント 8', div.mk-c (span.mk-ic, p.mk-h b name + span time, p.mk-t, 👍 n ・ 返信 ・ 通報), replies in div.mk-re; then article.mk-next-art with a section.mk-kome of the same markup",
        heading="コメント 8",
        description=f"A Japanese port-town paper's mobile edition of 2025 on a ferry ending its service: {len(cs)} readers' comments ({replies(cs)} replies, the newsroom answering once) loaded from JSON only when scrolled near; scrolling on appends the next article (a bakery) with its own {len(other)} comments in the same markup. Most awkward: a second article's comments, in the same markup, on the same page after scrolling.",
        files={
            "/api/kome/watashibune.json": dumps({"comments": as_items(cs)}),
            "/next/shotengai-pan-ya": nxt,
        },
        check_steps=("scroll", "wait:1500", "scroll", "wait:1000"),
    )


def threads_bn() -> list[Case]:
    return [de_accordion(), fr_details(), es_json_list(), it_iframe(), ja_infinite()]
