"""Blind set dy's mixed page: a Spanish local digital paper of 2025 whose readers' "Conversación" is fetched by the
button "Ver la conversación (4)", a reply behind "Ver 1 respuesta" fetched on its own, beside what the served HTML
prints: the council groups' timed, signed statements in the plenary ("Así lo vieron los grupos") and a timed "Última
hora" feed. Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dy_common import Case, dump, esc, make, talk


def es_shade() -> Case:
    cs = talk("""
Lucía Marín @ 29 abr 2025, 10:18 ~ 2025-04-29T10:18:00+02:00 :: Por fin. El patio del Cervantes a las doce es una plancha, los críos se meten debajo del tobogán para tener un poco de sombra.
Andrés P. @ 29 abr 2025, 11:02 ~ 2025-04-29T11:02:00+02:00 :: ¿Las velas las van a quitar en invierno o se quedan todo el año? Porque en enero lo que falta en ese patio es sol.
>AMPA CEIP San Roque @ 29 abr 2025, 12:30 ~ 2025-04-29T12:30:00+02:00 :: Según nos explicaron en la reunión con el Ayuntamiento, las velas son desmontables y se retiran de noviembre a marzo. Los árboles nuevos se quedan, claro.
jrvillaseca @ 29 abr 2025, 13:47 ~ 2025-04-29T13:47:00+02:00 :: Los árboles que plantaron en 2019 en el Cervantes se secaron casi todos porque nadie los regaba en agosto. Ojalá esta vez pongan riego por goteo desde el principio.
""")
    art = 128834

    def rec(i: int) -> dict[str, object]:
        c = cs[i]
        replies = [j for j, x in enumerate(cs) if x.parent == i]
        return {
            "id": 5510 + i,
            "author": {"name": c.who, "initials": "".join(w[0] for w in c.who.split()[:2]).upper()},
            "published": c.iso,
            "published_label": c.at,
            "body": c.body,
            "likes": [34, 12, 19, 27][i],
            "reply_count": len(replies),
            "replies_url": f"/api/v3/conversacion/{art}/respuestas/{5510 + i}.json" if replies else None,
        }

    top = [rec(i) for i, c in enumerate(cs) if c.parent is None]
    files = {f"/api/v3/conversacion/{art}.json": dump({"article": art, "total": len(cs), "items": top})}
    for i in range(len(cs)):
        replies = [rec(j) for j, x in enumerate(cs) if x.parent == i]
        if replies:
            files[f"/api/v3/conversacion/{art}/respuestas/{5510 + i}.json"] = dump(
                {"parent": 5510 + i, "items": replies}
            )
    script = r"""const conv = document.querySelector('#conversacion');

const h = (tag, cls, text) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text != null) e.textContent = text;
  return e;
};

function entry(m) {
  const art = h('article', 'msg');
  art.id = `m${m.id}`;
  const head = h('header', 'msg-head');
  head.append(h('span', 'msg-av', m.author.initials), h('span', 'msg-name', m.author.name));
  const t = h('time', 'msg-time', m.published_label);
  t.dateTime = m.published;
  head.append(t);
  const text = h('div', 'msg-text');
  for (const p of m.body.split('\n\n')) text.append(h('p', null, p));
  const foot = h('footer', 'msg-foot');
  foot.append(h('button', 'msg-like', `♡ ${m.likes}`), h('button', 'msg-answer', 'Responder'));
  art.append(head, text, foot);
  if (m.reply_count) {
    const more = h('button', 'ver-respuestas', m.reply_count === 1 ? 'Ver 1 respuesta' : `Ver ${m.reply_count} respuestas`);
    more.type = 'button';
    const box = h('div', 'msg-replies');
    more.addEventListener('click', async () => {
      more.disabled = true;
      const data = await (await fetch(m.replies_url)).json();
      box.replaceChildren(...data.items.map(entry));
      more.remove();
    });
    art.append(more, box);
  }
  return art;
}

conv.querySelector('#ver-conversacion').addEventListener('click', async (ev) => {
  const btn = ev.currentTarget;
  btn.disabled = true;
  btn.textContent = 'Cargando…';
  const data = await (await fetch(conv.dataset.commentsEndpoint)).json();
  conv.querySelector('.conv-list').replaceChildren(...data.items.map(entry));
  btn.remove();
});
"""
    statements = [
        (
            "Marta Iglesias",
            "portavoz del PSOE",
            "12:14",
            "«Llevamos dos veranos pidiendo esto. Hoy es un buen día para las familias de Villaseca, aunque llegue tarde para este curso».",
        ),
        (
            "Jorge Sanz",
            "portavoz del PP",
            "12:21",
            "«Votamos a favor, pero pedimos que el contrato incluya el mantenimiento de los árboles durante cinco años y no solo la plantación».",
        ),
        (
            "Pilar Ortún",
            "concejala de Villaseca en Común",
            "12:30",
            "«Las velas son un parche. La solución de verdad es cambiar el asfalto de los patios por tierra y vegetación, como han hecho otros municipios».",
        ),
        (
            "Raúl Benedí",
            "alcalde",
            "12:38",
            "«Las obras empezarán el 2 de junio para que los patios estén listos en septiembre. Hemos hablado con las AMPA de los tres colegios».",
        ),
    ]
    voices = "".join(
        f'<li class="st"><div class="st-who"><strong>{esc(n)}</strong><span>{esc(r)}</span></div><time>{t}</time><blockquote>{esc(q)}</blockquote></li>'
        for n, r, t, q in statements
    )
    latest = "".join(
        f'<li><time>{t}</time><a href="/noticias/{i}">{esc(x)}</a></li>'
        for i, t, x in (
            (128851, "14:05", "Cortes de tráfico en la avenida de Aragón por el asfaltado"),
            (128847, "13:20", "La piscina municipal abrirá el 14 de junio con precios congelados"),
            (128840, "12:02", "El Villaseca CF jugará la fase de ascenso en casa"),
            (128829, "09:41", "Aviso amarillo por tormentas para la tarde del miércoles"),
        )
    )
    body = f"""<a class="skip" href="#contenido">Saltar al contenido</a>
<header class="hd"><div class="hd-in"><button class="hd-menu" type="button" aria-label="Menú">☰</button><a class="brand" href="/">El Eco <em>de Villaseca</em></a><div class="hd-right"><span class="hd-date">Martes, 29 de abril de 2025</span><a class="hd-sub" href="/suscribete">Suscríbete</a><a href="/acceso">Entrar</a></div></div>
<nav class="secs"><a href="/villaseca">Villaseca</a><a href="/comarca">Comarca</a><a href="/educacion">Educación</a><a href="/deportes">Deportes</a><a href="/agenda">Agenda</a><a href="/opinion">Opinión</a><a href="/esquelas">Esquelas</a></nav></header>
<div class="page" id="contenido">
<main class="story">
<p class="kicker"><a href="/educacion">Educación</a> · Pleno municipal</p>
<h1>Villaseca aprueba el plan de sombras para los patios de sus tres colegios antes del verano</h1>
<p class="dek">El pleno da luz verde por unanimidad a una inversión de 186.000 euros en velas, pérgolas y 42 árboles. Las obras empezarán el 2 de junio.</p>
<div class="byline"><span class="by-av">IE</span><div><a href="/autor/irene-escartin">Irene Escartín</a><span><time datetime="2025-04-29T08:00:00+02:00">29 abr 2025 · 08:00</time> · Actualizado <time datetime="2025-04-29T14:10:00+02:00">14:10</time></span></div>
<div class="shr"><button type="button">WhatsApp</button><button type="button">X</button><button type="button">Facebook</button><button type="button">Copiar enlace</button></div></div>
<figure><img src="/_avatar/eco-patio.svg" width="760" height="428" alt="Patio del CEIP Cervantes"><figcaption>El patio del CEIP Cervantes, sin una sola sombra a mediodía. / Irene Escartín</figcaption></figure>
<div class="body">
<p>El pleno del Ayuntamiento de Villaseca aprobó este lunes por unanimidad el plan de sombras para los patios de los colegios Cervantes, San Roque y La Almunia. El proyecto, con un presupuesto de 186.000 euros, incluye velas tensadas, dos pérgolas de madera y la plantación de 42 árboles.</p>
<p>La medida llega tras dos veranos de quejas de las familias, que en junio de 2024 midieron hasta 46 grados en el suelo del patio del Cervantes a mediodía.</p>
<div class="ad ad-in">Publicidad</div>
<p>Según el calendario municipal, las obras empezarán el 2 de junio, en cuanto terminen las clases, y deberán estar acabadas antes del inicio del curso en septiembre. Las velas serán desmontables.</p>
</div>
<section class="statements"><h2>Así lo vieron los grupos</h2><ol class="st-list">{voices}</ol></section>
<div class="tags"><a href="/tema/colegios">Colegios</a><a href="/tema/pleno">Pleno municipal</a><a href="/tema/calor">Calor</a></div>
<section id="conversacion" class="conv" data-comments-endpoint="/api/v3/conversacion/{art}.json">
<h2 class="conv-h">Conversación</h2>
<p class="conv-note">4 mensajes · Los mensajes los modera la redacción según nuestras <a href="/normas">normas de participación</a>.</p>
<button type="button" id="ver-conversacion" class="conv-open">Ver la conversación (4)</button>
<div class="conv-list"></div>
<p class="conv-login"><a href="/acceso">Entra</a> o <a href="/suscribete">suscríbete</a> para participar.</p>
</section>
</main>
<aside class="rail">
<div class="ad ad-mpu">Publicidad</div>
<section class="ult"><h3>Última hora</h3><ul>{latest}</ul></section>
<section class="nl"><h3>El boletín de El Eco</h3><p>Lo que pasa en Villaseca, cada mañana a las 7.</p><form><input type="email" placeholder="Tu correo" aria-label="Correo electrónico"><button type="button">Apuntarme</button></form></section>
</aside>
</div>
<footer class="ft"><p><strong>El Eco de Villaseca</strong> · Diario digital independiente desde 2016</p><p><a href="/aviso-legal">Aviso legal</a> · <a href="/privacidad">Privacidad</a> · <a href="/cookies">Cookies</a> · <a href="/contacto">Contacto</a> · <a href="/publicidad">Publicidad</a></p></footer>
<div class="cmp" role="region" aria-label="Cookies"><p>Usamos cookies propias y de terceros para analizar el tráfico y mostrarte publicidad. <a href="/cookies">Más información</a></p><button type="button" onclick="this.parentNode.remove()">Aceptar</button><button type="button" onclick="this.parentNode.remove()">Rechazar</button></div>
<script type="module" src="/_eco/conversacion-7d1f0a.js"></script>"""
    css = """:root{--ink:#161616;--accent:#0f6b5c;--muted:#6b6b6b}*{box-sizing:border-box}body{margin:0;font:17px/1.6 'Source Serif 4',Georgia,serif;color:var(--ink)}a{color:var(--accent)}
.skip{position:absolute;left:-999px}.hd{border-bottom:1px solid #ddd;font-family:Inter,system-ui,sans-serif}.hd-in{display:flex;align-items:center;gap:16px;max-width:1180px;margin:0 auto;padding:12px 20px}
.hd-menu{border:0;background:none;font-size:22px}.brand{font:800 30px Georgia,serif;color:var(--ink);text-decoration:none}.brand em{font-weight:400}.hd-right{margin-left:auto;display:flex;gap:14px;align-items:center;font-size:14px}
.hd-sub{background:var(--accent);color:#fff;padding:6px 12px;border-radius:999px;text-decoration:none}.secs{display:flex;gap:20px;justify-content:center;padding:8px;font:600 14px Inter,system-ui,sans-serif;border-top:1px solid #eee}.secs a{color:var(--ink);text-decoration:none}
.page{display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:48px;max-width:1180px;margin:28px auto;padding:0 20px}.kicker{font:700 13px Inter,system-ui,sans-serif;text-transform:uppercase;color:var(--accent)}
h1{font-size:40px;line-height:1.12;margin:6px 0 10px}.dek{font-size:20px;color:#333}.byline{display:flex;align-items:center;gap:10px;font:14px Inter,system-ui,sans-serif;border-block:1px solid #eee;padding:10px 0}
.byline span{display:block;color:var(--muted)}.by-av{width:36px;height:36px;border-radius:50%;background:var(--accent);color:#fff;display:flex!important;align-items:center;justify-content:center}.shr{margin-left:auto;display:flex;gap:6px}
.shr button{border:1px solid #ddd;background:#fff;border-radius:999px;padding:4px 10px;font-size:12px}figcaption{font:13px Inter,system-ui,sans-serif;color:var(--muted)}.ad{background:#f3f3f3;color:#999;font:11px Inter,system-ui,sans-serif;display:flex;align-items:center;justify-content:center}
.ad-in{height:250px}.ad-mpu{height:600px}.statements{background:#f5f8f7;padding:16px 20px;margin:24px 0}.statements h2{font:700 19px Inter,system-ui,sans-serif;margin:0 0 8px}.st-list{list-style:none;padding:0;margin:0}
.st{padding:10px 0;border-top:1px solid #dde6e3}.st-who strong{font-family:Inter,system-ui,sans-serif}.st-who span{color:var(--muted);font-size:14px;margin-left:6px}.st time{font:12px Inter,system-ui,sans-serif;color:var(--accent)}
.st blockquote{margin:4px 0 0;font-style:italic}.tags a{display:inline-block;border:1px solid #ddd;border-radius:999px;padding:2px 10px;margin:4px 4px 0 0;font:13px Inter,system-ui,sans-serif;text-decoration:none;color:var(--ink)}
.conv{margin-top:36px;border-top:3px solid var(--ink);padding-top:12px;font-family:Inter,system-ui,sans-serif}.conv-h{margin:0;font-size:22px}.conv-note,.conv-login{font-size:13px;color:var(--muted)}
.conv-open{background:var(--ink);color:#fff;border:0;border-radius:999px;padding:10px 18px;font:600 15px Inter,system-ui,sans-serif;cursor:pointer}.msg{padding:14px 0;border-bottom:1px solid #eee}
.msg-head{display:flex;align-items:center;gap:8px;font-size:14px}.msg-av{width:30px;height:30px;border-radius:50%;background:#d8e9e5;display:flex;align-items:center;justify-content:center;font-size:12px;font-weight:700}
.msg-name{font-weight:700}.msg-time{color:var(--muted)}.msg-text p{margin:6px 0;font:16px/1.55 'Source Serif 4',Georgia,serif}.msg-foot button{border:0;background:none;color:var(--muted);font-size:13px;margin-right:10px}
.ver-respuestas{border:0;background:none;color:var(--accent);font-weight:600;cursor:pointer;padding:4px 0}.msg-replies{margin-left:38px}.msg-replies .msg{border-bottom:0}
.ult h3,.nl h3{font:700 16px Inter,system-ui,sans-serif;border-bottom:2px solid var(--ink);padding-bottom:4px}.ult ul{list-style:none;padding:0;font:14px Inter,system-ui,sans-serif}.ult li{padding:6px 0;border-bottom:1px solid #eee}
.ult time{color:var(--accent);font-weight:700;margin-right:8px}.nl{background:#f5f8f7;padding:12px;margin-top:20px;font:14px Inter,system-ui,sans-serif}.ft{background:#111;color:#bbb;font:13px Inter,system-ui,sans-serif;padding:24px;text-align:center}.ft a{color:#fff}
.cmp{position:fixed;left:16px;bottom:16px;max-width:360px;background:#fff;border:1px solid #ccc;box-shadow:0 4px 16px rgba(0,0,0,.15);padding:12px;font:13px Inter,system-ui,sans-serif;z-index:30}"""
    html = f"""<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Villaseca aprueba el plan de sombras para los patios de sus tres colegios antes del verano | El Eco de Villaseca</title>
<meta name="description" content="El pleno da luz verde por unanimidad a una inversión de 186.000 euros en velas, pérgolas y 42 árboles.">
<link rel="canonical" href="/educacion/{art}/plan-sombras-patios-colegios-villaseca">
<meta property="og:type" content="article">
<meta property="og:title" content="Villaseca aprueba el plan de sombras para los patios de sus tres colegios antes del verano">
<meta property="og:site_name" content="El Eco de Villaseca">
<meta property="article:published_time" content="2025-04-29T08:00:00+02:00">
<meta property="article:modified_time" content="2025-04-29T14:10:00+02:00">
<meta name="robots" content="max-image-preview:large">
<style>{css}</style>
</head>
<body>
{body}
</body>
</html>
"""
    files["/_eco/conversacion-7d1f0a.js"] = script
    return make(
        "dy-mixed-es-villaseca-shade",
        "mixed",
        "es",
        html,
        cs,
        path=f"/educacion/{art}/plan-sombras-patios-colegios-villaseca",
        reveal="click",
        container="section#conversacion.conv (h2 'Conversación', data-comments-endpoint): the button 'Ver la conversación (4)' fetches /api/v3/conversacion/128834.json and draws article.msg (initials, span.msg-name, time.msg-time, div.msg-text > p, likes, Responder); one entry's 'Ver 1 respuesta' fetches its answer into div.msg-replies inside it",
        heading="Conversación",
        description="A Spanish local digital paper of April 2025 (date, subscribe and sign-in, share buttons, in-article and rail adverts, 'Última hora' feed with times, newsletter box, cookie box): under a story on shade for school playgrounds, the served HTML prints 'Así lo vieron los grupos' (four councillors' timed, signed statements in the plenary, quoted); the readers' 'Conversación' is fetched only by the button 'Ver la conversación (4)': 3 messages, the answer to one behind its own 'Ver 1 respuesta' button.",
        files=files,
        check_steps=(
            "click:#ver-conversacion",
            "wait:1000",
            "click:#conversacion button.ver-respuestas",
            "wait:800",
        ),
        lookalikes=(
            "'Así lo vieron los grupos': 4 councillors' statements with name, role, time and quote",
            "'Última hora': 4 timed headlines",
        ),
    )


def mixed_dy() -> list[Case]:
    return [es_shade()]
