"""Blind set ej: four more discussions a reader has to reveal: a Hindi regional news site of 2023 (readers' opinions
drawn from a JSON file beside the page when the section is scrolled into view), a Spanish town paper of 2018 (three
comments printed, "Ver 5 comentarios más" adds the rest from inline script data), a Brazilian regional portal of 2016
(a link "Ver os 7 comentários" to the article's separate comments page) and an English village news site of 2024 (a
same-site iframe, loaded lazily, holding "Have your say"). Every site, name, place and text invented for this set;
each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ej_common import C, Case, data_js, esc, kids, ld_json, make, paras, talk

# --------------------------------------------------------------------------- hi: a regional news site, 2023 (on scroll)


def hi_haat() -> Case:
    cs = talk("""
राकेश वर्मा @ 12 अगस्त 2023, 08:15 PM :: स्टेडियम मैदान शहर से बहुत दूर है। बुजुर्ग लोग वहाँ तक कैसे पहुँचेंगे? नगर पालिका को ऑटो की व्यवस्था करनी चाहिए।
>सुनीता पटेल @ 12 अगस्त 2023, 09:02 PM :: राकेश जी, खबर में लिखा है कि हर बुधवार को दो मिनी बसें चलेंगी। पहले देख लीजिए कैसा रहता है।
अमित_रामगढ़ी @ 13 अगस्त 2023, 07:40 AM :: पुराने बाजार में जाम से सबको परेशानी थी। अच्छा फैसला है, बस बारिश में मैदान में कीचड़ न हो।
डॉ. एस. के. तिवारी @ 13 अगस्त 2023, 10:25 AM :: सब्ज़ी विक्रेताओं से भी पूछा गया या नहीं? उनकी रोज़ी-रोटी इसी पर निर्भर है।
प्रिया @ 13 अगस्त 2023, 01:10 PM :: मैदान में शौचालय और पीने के पानी की व्यवस्था पहले होनी चाहिए, फिर बाजार लगे।
""")
    raay = {
        "khabar_id": 108842,
        "kul": len(cs),
        "raay": [
            {
                "id": 7001 + i,
                "uttar_id": (7001 + c.parent) if c.parent is not None else 0,
                "naam": c.who,
                "samay": c.at,
                "sandesh": c.body,
                "pasand": [18, 6, 11, 9, 4][i],
            }
            for i, c in enumerate(cs)
        ],
    }
    title = "रामगढ़ी का बुधवार हाट अब स्टेडियम मैदान में लगेगा, पुराने बाजार में जाम से मिलेगी राहत"
    css = (
        "body{margin:0;font-family:'Noto Sans Devanagari','Mukta',Arial,sans-serif;color:#1a1a1a;font-size:18px;line-height:1.7;background:#f7f7f7}"
        ".ss-top{background:#e3261c;color:#fff;padding:8px 20px;display:flex;gap:18px;align-items:center}.ss-top a{color:#fff;text-decoration:none;font-size:15px}.ss-logo{font-weight:800;font-size:28px}"
        ".ss-breaking{background:#ffe9e7;color:#a00;padding:6px 20px;font-size:15px}.ss-grid{max-width:1080px;margin:16px auto;display:grid;grid-template-columns:1fr 300px;gap:24px}"
        ".ss-story{background:#fff;padding:20px 26px}.ss-story h1{font-size:30px;line-height:1.35;margin:4px 0 10px}.ss-meta{color:#777;font-size:14px}.ss-summary{background:#fff7e6;border-left:4px solid #f5a300;padding:8px 14px}"
        ".ss-raay{background:#fff;margin-top:16px;padding:18px 26px;min-height:160px}.ss-raay h2{font-size:22px;border-bottom:3px solid #e3261c;display:inline-block}"
        ".ss-r{padding:10px 0;border-bottom:1px solid #eee}.ss-r .ss-r{margin-left:30px;border:0;border-left:3px solid #f3c4c0;padding-left:12px}"
        ".ss-r-naam{font-weight:700}.ss-r-samay{color:#888;font-size:13px;margin-left:8px}.ss-r-text{margin:4px 0}.ss-r-act{font-size:13px;color:#666}.ss-loading{color:#999}"
        ".ss-side{font-size:15px}.ss-box{background:#fff;padding:12px 16px;margin-bottom:16px}.ss-box h3{margin:0 0 6px;color:#e3261c}.ss-box ol{padding-left:20px;margin:0}"
        ".ss-foot{background:#222;color:#aaa;padding:20px;font-size:14px;text-align:center}"
    )
    script = """<script>
(function () {
  var sec = document.getElementById('pathak-raay'), box = sec.querySelector('.ss-raay-list'), done = false;
  function row(r) {
    var d = document.createElement('div'); d.className = 'ss-r'; d.id = 'r' + r.id;
    d.innerHTML = '<div><span class="ss-r-naam"></span><span class="ss-r-samay"></span></div><p class="ss-r-text"></p><div class="ss-r-act">👍 ' + r.pasand + ' · जवाब दें · रिपोर्ट करें</div>';
    d.querySelector('.ss-r-naam').textContent = r.naam;
    d.querySelector('.ss-r-samay').textContent = r.samay;
    d.querySelector('.ss-r-text').textContent = r.sandesh;
    return d;
  }
  function load() {
    if (done) return; done = true;
    fetch(sec.dataset.src).then(function (res) { return res.json(); }).then(function (data) {
      var nodes = {};
      box.innerHTML = '';
      data.raay.forEach(function (r) { var d = row(r); nodes[r.id] = d; (r.uttar_id ? nodes[r.uttar_id] : box).appendChild(d); });
    });
  }
  new IntersectionObserver(function (entries, obs) {
    if (entries.some(function (e) { return e.isIntersecting; })) { obs.disconnect(); load(); }
  }, { rootMargin: '0px 0px 100px 0px' }).observe(sec);
})();
</script>"""
    filler = "".join(
        f"<p>{esc(t)}</p>"
        for t in (
            "रामगढ़ी नगर पालिका परिषद ने फैसला किया है कि हर बुधवार को लगने वाला साप्ताहिक हाट 23 अगस्त से पुराने बाजार की जगह नेहरू स्टेडियम मैदान में लगेगा।",
            "नगर पालिका अध्यक्ष कमला देवी ठाकुर ने बताया कि पुराने बाजार की सड़कों पर हर बुधवार घंटों जाम लगता था और एंबुलेंस तक फंस जाती थीं।",
            "मैदान में करीब 350 दुकानों के लिए जगह चिह्नित की गई है। सब्ज़ी, कपड़े और बर्तन की दुकानों के लिए अलग-अलग कतारें होंगी।",
            "हाट के दिन बस स्टैंड से स्टेडियम तक दो मिनी बसें चलेंगी, जिनका किराया 10 रुपये होगा।",
            "व्यापारी संघ के अध्यक्ष मनोज अग्रवाल ने कहा कि संघ इस फैसले के साथ है, लेकिन मैदान में पानी और रोशनी की व्यवस्था जल्दी होनी चाहिए।",
            "नगर पालिका का कहना है कि बारिश के मौसम में मैदान के एक हिस्से में मुरम डाली जाएगी ताकि कीचड़ न हो।",
        )
    )
    body = f"""<div class="ss-top"><a class="ss-logo" href="/">सतपुड़ा सवेरा</a><a href="/desh/">देश</a><a href="/madhya-pradesh/">मध्य प्रदेश</a><a href="/madhya-pradesh/ramgarhi/">रामगढ़ी</a><a href="/khel/">खेल</a><a href="/manoranjan/">मनोरंजन</a><a href="/epaper/">ई-पेपर</a></div>
<div class="ss-breaking">ताज़ा खबर: नर्मदा का जलस्तर खतरे के निशान से नीचे · मंडी में सोयाबीन 4,650 रुपये क्विंटल</div>
<div class="ss-grid"><div><article class="ss-story">
<div class="ss-meta"><a href="/madhya-pradesh/ramgarhi/">रामगढ़ी</a> › शहर</div>
<h1>{title}</h1>
<div class="ss-meta">संवाददाता: दीपक मालवीय · प्रकाशित: 12 अगस्त 2023, 06:40 PM IST · अपडेटेड: 12 अगस्त 2023, 07:05 PM IST</div>
<div class="ss-summary"><b>खास बातें</b><ul><li>23 अगस्त से नया स्थान</li><li>350 दुकानों की जगह</li><li>हाट के दिन दो मिनी बसें</li></ul></div>
<img src="/_avatar/haat.svg" alt="पुराने बाजार में हाट का दृश्य" width="720" height="405">
{filler}
<div class="ss-meta">शेयर करें: <a href="#">WhatsApp</a> · <a href="#">Facebook</a> · <a href="#">X</a> · <a href="#">Koo</a></div>
</article>
<section class="ss-raay" id="pathak-raay" data-src="108842-raay.json"><h2>पाठकों की राय</h2>
<div class="ss-raay-list"><p class="ss-loading">लोड हो रहा है…</p></div>
<p class="ss-meta"><a href="/login/">लॉग इन करें</a> और अपनी राय दें।</p></section></div>
<aside class="ss-side"><div class="ss-box"><h3>सबसे ज़्यादा पढ़ी गईं</h3><ol><li><a href="/madhya-pradesh/ramgarhi/news/108790.html">रामगढ़ी में 48 घंटे में 6 इंच बारिश</a></li><li><a href="/madhya-pradesh/ramgarhi/news/108815.html">सरकारी अस्पताल में नई सीटी स्कैन मशीन</a></li><li><a href="/madhya-pradesh/ramgarhi/news/108831.html">स्कूलों में 15 अगस्त की तैयारी शुरू</a></li></ol></div>
<div class="ss-box"><h3>आज का मौसम</h3><p>रामगढ़ी: 27°C, हल्की बारिश</p></div><div class="ss-box" style="text-align:center;color:#aaa;font-size:12px;padding:80px 0">विज्ञापन</div></aside></div>
<footer class="ss-foot">© 2023 सतपुड़ा सवेरा डिजिटल · <a href="/about/">हमारे बारे में</a> · <a href="/privacy/">गोपनीयता नीति</a></footer>
{script}"""
    html = (
        f'<!DOCTYPE html><html lang="hi"><head><meta charset="utf-8"><title>{esc(title)} | सतपुड़ा सवेरा</title>'
        '<meta name="viewport" content="width=device-width, initial-scale=1"><meta property="og:type" content="article">'
        '<meta property="article:published_time" content="2023-08-12T18:40:00+05:30">'
        + ld_json("NewsArticle", title, "2023-08-12T18:40:00+05:30", "दीपक मालवीय", "सतपुड़ा सवेरा")
        + f"<style>{css}</style></head><body>{body}</body></html>\n"
    )
    return make(
        "ej-hi-ramgarhi-haat",
        "hi",
        html,
        cs,
        path="/madhya-pradesh/ramgarhi/news/108842.html",
        reveal="scroll",
        container="section#pathak-raay 'पाठकों की राय' (data-src): when scrolled into view (IntersectionObserver) fetches 108842-raay.json beside the page and draws div.ss-r entries (span.ss-r-naam, span.ss-r-samay, p.ss-r-text), the answer nested in its parent's div",
        heading="पाठकों की राय",
        description="A Hindi regional news site of August 2023 (a breaking-news strip, key points, share links, most read, weather): 5 readers' opinions (one answer) in a static JSON file beside the page, drawn only when the section 'पाठकों की राय' scrolls into view; times '12 अगस्त 2023, 08:15 PM'. Never says 'comment' (keys naam, samay, sandesh, uttar_id).",
        static=False,
        steps=("scroll", "wait:1200"),
        files={"/madhya-pradesh/ramgarhi/news/108842-raay.json": data_js(raay, 1) + "\n"},
    )


# --------------------------------------------------------------------------- es: a town paper, 2018 ("load more")


def es_mercado() -> Case:
    cs = talk("""
Pilar Lasheras @ 18/04/2018 - 10:32 :: Dos años sin mercado es mucho tiempo. Los puestos de la carpa provisional en la plaza no tienen ni cámara frigorífica.
>Antonio_Valdemora @ 18/04/2018 - 11:05 :: Pilar, el concejal dijo en el pleno que la carpa tendrá frío. Otra cosa es que lo cumplan.
Ramón Gil @ 18/04/2018 - 11:48 :: Ya era hora. El tejado lleva goteras desde que yo era pequeño.
Carmen B. @ 18/04/2018 - 12:20 :: ¿Y los 1,2 millones salen del presupuesto municipal o hay dinero de la Diputación? La noticia no lo aclara.
>Luis Ortega @ 18/04/2018 - 12:41 :: Según el pliego, el 60 % lo pone la Diputación y el resto el Ayuntamiento.
Vecina del Arrabal @ 18/04/2018 - 13:02 :: Que no lo conviertan en un mercado «gourmet» con bares y precios para turistas. Queremos seguir comprando la fruta de siempre.
jmartinez @ 18/04/2018 - 16:45 :: El proyecto es del mismo estudio que hizo el polideportivo, que costó el doble de lo previsto. Ojo.
Fernando @ 19/04/2018 - 09:10 :: Mi padre tuvo puesto ahí 35 años. // Espero que respeten la fachada de ladrillo, es lo único bonito que queda en la calle Mayor.
""")
    shown = 3  # the first three are printed; the other five come from the inline script
    k = kids(cs)

    def li(i: int, c: C) -> str:
        sub = "".join(li(j, cs[j]) for j in k.get(i, []) if j < shown)
        sub = f'<ul class="respuestas">{sub}</ul>' if sub else '<ul class="respuestas"></ul>'
        return (
            f'<li class="comentario" id="comentario-{3310 + i}"><div class="comentario-cab"><img src="/_avatar/es{i}.svg" width="32" height="32" alt="">'
            f'<span class="autor">{esc(c.who)}</span> <span class="fecha">{esc(c.at)}</span></div>'
            f'<div class="comentario-texto">{paras(c.body)}</div><div class="comentario-pie"><a href="#responder">Responder</a> · <a href="#denunciar">Denunciar</a></div>{sub}</li>'
        )

    printed = "".join(li(i, cs[i]) for i in k[None] if i < shown)
    more = [
        {
            "id": 3310 + i,
            "padre": (3310 + c.parent) if c.parent is not None else None,
            "autor": c.who,
            "fecha": c.at,
            "texto": c.body,
        }
        for i, c in enumerate(cs)
        if i >= shown
    ]
    title = "El pleno aprueba cerrar el Mercado de Abastos dos años para su reforma integral"
    css = (
        "body{margin:0;font-family:Georgia,'Times New Roman',serif;color:#222;background:#fff;font-size:17px}"
        "#cabecera{border-bottom:1px solid #ccc;text-align:center;padding:14px 0}#cabecera .marca{font:bold 40px 'Playfair Display',Georgia,serif;color:#111;text-decoration:none}"
        "#cabecera .fecha-hoy{font:13px Arial,sans-serif;color:#777}#menu{background:#7a1f2b;text-align:center}#menu a{display:inline-block;color:#fff;padding:8px 12px;font:bold 13px Arial,sans-serif;text-transform:uppercase;text-decoration:none}"
        "#contenido{width:980px;margin:20px auto;overflow:hidden}#noticia{float:left;width:640px}#lateral{float:right;width:300px;font-family:Arial,sans-serif;font-size:14px}"
        ".antetitulo{color:#7a1f2b;font:bold 13px Arial,sans-serif;text-transform:uppercase}h1.titular{font-size:34px;line-height:1.15;margin:6px 0}.entradilla{font-size:19px;color:#555}"
        ".firma{font:13px Arial,sans-serif;color:#777;border-top:1px solid #eee;border-bottom:1px solid #eee;padding:6px 0}"
        "#comentarios{font-family:Arial,sans-serif;font-size:15px;margin-top:30px}#comentarios h3{border-bottom:2px solid #7a1f2b;padding-bottom:4px}"
        ".lista-comentarios,.respuestas{list-style:none;margin:0;padding:0}.comentario{border-bottom:1px solid #e6e6e6;padding:10px 0}.respuestas .comentario{margin-left:40px;border-bottom:0;border-top:1px dotted #ddd}"
        ".comentario-cab img{vertical-align:middle;border-radius:50%;margin-right:6px}.autor{font-weight:bold;color:#7a1f2b}.fecha{color:#999;font-size:12px}.comentario-texto p{margin:4px 0}.comentario-pie{font-size:12px}.comentario-pie a{color:#888}"
        ".ver-mas{display:block;width:100%;margin:14px 0;padding:10px;background:#f3f3f3;border:1px solid #ccc;font:bold 14px Arial,sans-serif;cursor:pointer}"
        ".caja{border-top:3px solid #7a1f2b;margin-bottom:20px}.caja h4{margin:6px 0}.publi{background:#eee;color:#999;text-align:center;padding:100px 0;font-size:11px}"
        "#pie{background:#333;color:#bbb;font:13px Arial,sans-serif;padding:20px;text-align:center}"
    )
    script = f"""<script>
var masComentarios = {data_js(more, 1)};
document.getElementById('ver-mas').onclick = function () {{
  var lista = document.querySelector('.lista-comentarios');
  for (var i = 0; i < masComentarios.length; i++) {{
    var c = masComentarios[i];
    var li = document.createElement('li');
    li.className = 'comentario'; li.id = 'comentario-' + c.id;
    li.innerHTML = '<div class="comentario-cab"><img src="/_avatar/es' + (c.id - 3310) + '.svg" width="32" height="32" alt=""><span class="autor"></span> <span class="fecha"></span></div><div class="comentario-texto"></div><div class="comentario-pie"><a href="#responder">Responder</a> · <a href="#denunciar">Denunciar</a></div><ul class="respuestas"></ul>';
    li.querySelector('.autor').textContent = c.autor;
    li.querySelector('.fecha').textContent = c.fecha;
    c.texto.split('\\n\\n').forEach(function (t) {{ var p = document.createElement('p'); p.textContent = t; li.querySelector('.comentario-texto').appendChild(p); }});
    var destino = c.padre ? document.querySelector('#comentario-' + c.padre + ' > .respuestas') : lista;
    destino.appendChild(li);
  }}
  this.parentNode.removeChild(this);
}};
</script>"""
    body = f"""<div id="cabecera"><a class="marca" href="/">Heraldo de Valdemora</a><div class="fecha-hoy">Miércoles, 18 de abril de 2018 · Edición digital</div></div>
<div id="menu"><a href="/">Portada</a><a href="/valdemora/">Valdemora</a><a href="/comarca/">Comarca</a><a href="/deportes/">Deportes</a><a href="/cultura/">Cultura</a><a href="/opinion/">Opinión</a><a href="/esquelas/">Esquelas</a></div>
<div id="contenido"><div id="noticia">
<div class="antetitulo">Valdemora · Urbanismo</div>
<h1 class="titular">{title}</h1>
<p class="entradilla">Los 38 puestos se trasladarán a una carpa en la plaza de San Roque a partir de octubre. La obra costará 1,2 millones de euros.</p>
<div class="firma">Isabel Marín · 18/04/2018 - 09:15 · <a href="#">Facebook</a> · <a href="#">Twitter</a> · <a href="#">WhatsApp</a> · <a href="#comentarios">8 comentarios</a></div>
<img src="/_avatar/mercado.svg" alt="Fachada del Mercado de Abastos" width="640" height="360">
<p>El pleno del Ayuntamiento de Valdemora aprobó anoche, con los votos del equipo de gobierno y la abstención de la oposición, el proyecto de reforma integral del Mercado de Abastos de la calle Mayor.</p>
<p>Las obras, que empezarán en octubre, durarán unos dos años. Se cambiará la cubierta, que tiene goteras desde hace décadas, y se instalarán cámaras frigoríficas comunes para los puestos.</p>
<p>Mientras duren los trabajos, los 38 comerciantes venderán en una carpa provisional en la plaza de San Roque. El concejal de Comercio, Javier Sanz, aseguró que la carpa contará con frío industrial.</p>
<p>El proyecto mantiene la fachada de ladrillo de 1928, protegida en el plan general.</p>
<div id="comentarios"><h3>Comentarios (8)</h3>
<ul class="lista-comentarios">{printed}</ul>
<button type="button" class="ver-mas" id="ver-mas">Ver 5 comentarios más</button>
<p style="font-size:13px">Para comentar debe estar <a href="/registro/">registrado</a>. Los comentarios son responsabilidad de sus autores.</p></div>
</div>
<div id="lateral"><div class="publi">Publicidad</div>
<div class="caja"><h4>Lo más leído</h4><ol><li><a href="/valdemora/fiestas-san-jorge-programa/">Programa de las fiestas de San Jorge</a></li><li><a href="/comarca/cierre-carretera-a-1503/">Cortada la A-1503 por obras</a></li><li><a href="/deportes/cd-valdemora-ascenso/">El CD Valdemora, a un punto del ascenso</a></li></ol></div>
<div class="caja"><h4>Farmacias de guardia</h4><p>Hoy: Farmacia Ruiz, C/ Mayor 14</p></div></div></div>
<div id="pie">© Heraldo de Valdemora 2018 · Aviso legal · Política de cookies · Contacto</div>
{script}"""
    html = (
        '<!DOCTYPE html><html lang="es"><head><meta charset="utf-8">'
        f"<title>{esc(title)} - Heraldo de Valdemora</title>"
        '<meta name="viewport" content="width=device-width, initial-scale=1"><meta property="og:type" content="article">'
        '<meta property="article:published_time" content="2018-04-18T09:15:00+02:00">'
        + ld_json("NewsArticle", title, "2018-04-18T09:15:00+02:00", "Isabel Marín", "Heraldo de Valdemora")
        + f"<style>{css}</style></head><body>{body}</body></html>\n"
    )
    return make(
        "ej-es-valdemora-mercado",
        "es",
        html,
        cs,
        path="/valdemora/el-pleno-aprueba-cerrar-el-mercado-de-abastos-dos-anos.html",
        reveal="load_more",
        container="div#comentarios under 'Comentarios (8)': ul.lista-comentarios > li.comentario (span.autor, span.fecha, div.comentario-texto > p), replies in ul.respuestas inside the li; three printed, the other five added from the inline var masComentarios by 'Ver 5 comentarios más'",
        heading="Comentarios (8)",
        description="A Spanish town paper of April 2018 (float layout, a maroon menu, most read, duty pharmacy): 8 comments with two replies, the first three printed in the served HTML and the other five in inline script data, added only when the reader clicks 'Ver 5 comentarios más'; times '18/04/2018 - 10:32'.",
        static=False,
        steps=("click:#ver-mas",),
    )


# --------------------------------------------------------------------------- pt: a regional portal, 2016 (a separate page)


def pt_buraco() -> Case:
    cs = talk("""
Marcos Aurélio @ 12/03/2016 14h20 :: Na rua Sete de Setembro tem um buraco que já estourou dois pneus meus. Tá na lista?
>Cláudia R. @ 12/03/2016 14h51 :: Marcos, tá sim. Na lista que a prefeitura divulgou é a rua número 14.
Dona Zezé @ 12/03/2016 15h02 :: Tapa-buraco todo ano e todo ano volta tudo na primeira chuva. Queria ver asfalto novo de verdade.
>Ricardo Fonseca @ 12/03/2016 15h40 :: Concordo, Dona Zezé. É dinheiro jogado fora com massa fria.
>>Eng. Paulo T. @ 12/03/2016 17h15 :: Massa fria é para emergência, Ricardo. O edital fala em CBUQ, que dura bem mais se a base estiver boa.
Juliana @ 13/03/2016 08h30 :: E o bairro Jardim das Palmeiras? Nem aparece no cronograma.
Toninho do Táxi @ 13/03/2016 10h05 :: Pelo menos começaram pela avenida do hospital. Ambulância passando ali era um sofrimento.
""")
    k = kids(cs)

    def item(i: int) -> str:
        c = cs[i]
        sub = "".join(item(j) for j in k.get(i, []))
        sub = f'<div class="resp">{sub}</div>' if sub else ""
        return (
            f'<div class="coment" id="coment-{52120 + i}"><div class="coment-topo"><strong>{esc(c.who)}</strong> <em>{esc(c.at)}</em></div>'
            f'{paras(c.body)}<div class="coment-acoes"><a href="#">Responder</a> | <a href="#">Denunciar abuso</a></div>{sub}</div>'
        )

    title = "Operação Tapa-Buraco volta aos bairros na segunda-feira"
    article_path = "/cidades/2016/03/operacao-tapa-buraco-volta-aos-bairros.html"
    page_path = "/cidades/2016/03/operacao-tapa-buraco-volta-aos-bairros/comentarios.html"
    css = (
        "body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#e9ecef;color:#333;font-size:14px}"
        "#topo{background:#1f5f2e;padding:12px 0}#topo .miolo,#geral{width:990px;margin:0 auto}#topo a.logo{color:#fff;font:bold 30px Georgia,serif;text-decoration:none}#topo span{color:#cde8d2;margin-left:14px}"
        "#menu{background:#164522}#menu ul{width:990px;margin:0 auto;padding:0;list-style:none}#menu li{display:inline-block}#menu a{display:block;color:#fff;padding:8px 12px;text-decoration:none;font-weight:bold;font-size:13px}"
        "#geral{background:#fff;overflow:hidden;padding:18px}#col-materia{float:left;width:620px}#col-direita{float:right;width:320px}"
        ".chapeu{color:#1f5f2e;font-weight:bold;text-transform:uppercase;font-size:12px}h1{font:bold 30px Georgia,serif;margin:6px 0}.linha-fina{font-size:17px;color:#555}"
        ".credito{color:#888;font-size:12px;margin:10px 0;border-bottom:1px solid #ddd;padding-bottom:8px}.texto p{font-size:16px;line-height:1.6}"
        ".link-coment{display:block;background:#f2f7f3;border:1px solid #bcd9c3;padding:10px 14px;font-weight:bold;color:#1f5f2e;text-decoration:none;font-size:15px;margin:20px 0}"
        ".coment{border-bottom:1px solid #e5e5e5;padding:10px 0}.coment p{margin:4px 0;font-size:15px}.resp{margin-left:30px;border-left:3px solid #d5e8da;padding-left:12px}.resp .coment{border:0}"
        ".coment-topo strong{color:#1f5f2e}.coment-topo em{color:#999;font-size:12px;font-style:normal;margin-left:6px}.coment-acoes{font-size:11px}.coment-acoes a{color:#999}"
        ".bloco{margin-bottom:18px}.bloco h3{background:#1f5f2e;color:#fff;padding:5px 10px;margin:0 0 6px;font-size:14px}.bloco ul{margin:0;padding-left:18px}.bloco li{margin:5px 0}"
        ".banner{background:#f3f3f3;color:#aaa;text-align:center;padding:100px 0;font-size:11px;margin-bottom:18px}#rodape{width:990px;margin:0 auto;padding:14px 0;font-size:12px;color:#777}"
    )
    menu = "".join(
        f'<li><a href="/{s.lower()}/">{s}</a></li>'
        for s in (
            "Cidades",
            "Polícia",
            "Política",
            "Esportes",
            "Agronegócio",
            "Entretenimento",
            "Classificados",
        )
    )
    side = """<div id="col-direita"><div class="banner">PUBLICIDADE 300x250</div>
<div class="bloco"><h3>Mais lidas</h3><ul><li><a href="/policia/2016/03/acidente-br-153.html">Acidente na BR deixa dois feridos</a></li><li><a href="/cidades/2016/03/vacinacao-gripe.html">Vacinação contra a gripe começa dia 28</a></li><li><a href="/esportes/2016/03/luziense-vence.html">Luziense vence clássico e lidera</a></li></ul></div>
<div class="bloco"><h3>Enquete</h3><p>Como você avalia as ruas do seu bairro?</p><p><label><input type="radio" name="e"> Boas</label><br><label><input type="radio" name="e"> Regulares</label><br><label><input type="radio" name="e"> Ruins</label></p></div></div>"""

    def page(title_text: str, main: str) -> str:
        return (
            '<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8">'
            f"<title>{esc(title_text)} | Jornal da Serra Azul</title>"
            '<meta name="viewport" content="width=device-width, initial-scale=1"><meta property="og:type" content="article">'
            '<meta property="article:published_time" content="2016-03-12T11:30:00-03:00">'
            + ld_json(
                "NewsArticle", title, "2016-03-12T11:30:00-03:00", "Fabiana Lemos", "Jornal da Serra Azul"
            )
            + f"""<style>{css}</style></head><body>
<div id="topo"><div class="miolo"><a class="logo" href="/">Jornal da Serra Azul</a><span>Santa Luzia do Pirapó e região · sábado, 12 de março de 2016</span></div></div>
<div id="menu"><ul>{menu}</ul></div>
<div id="geral"><div id="col-materia">{main}</div>{side}</div>
<div id="rodape">© 2016 Jornal da Serra Azul · Todos os direitos reservados · <a href="/expediente/">Expediente</a> · <a href="/anuncie/">Anuncie</a></div>
</body></html>
"""
        )

    article = page(
        title,
        f"""<div class="chapeu">Infraestrutura</div><h1>{title}</h1>
<p class="linha-fina">Prefeitura promete recuperar 62 ruas em 45 dias; primeiro trecho é a avenida do Hospital Regional</p>
<div class="credito">Fabiana Lemos · 12/03/2016 11h30 · Atualizado em 12/03/2016 12h10 · <a href="#">Facebook (37)</a> · <a href="#">Twitter</a> · <a href="#">WhatsApp</a></div>
<div class="texto"><img src="/_avatar/buraco.svg" alt="Buraco na rua Sete de Setembro" width="620" height="350">
<p>A Prefeitura de Santa Luzia do Pirapó retoma na segunda-feira (14) a Operação Tapa-Buraco, suspensa desde dezembro por causa das chuvas.</p>
<p>Segundo a Secretaria de Obras, 62 ruas de 11 bairros devem ser recuperadas em 45 dias. O primeiro trecho é a avenida do Hospital Regional.</p>
<p>O serviço será feito com concreto betuminoso usinado a quente (CBUQ), e não com massa fria, como nas operações emergenciais.</p>
<p>A lista completa das ruas está disponível no site da prefeitura. Moradores podem pedir a inclusão de outras vias pelo telefone 156.</p></div>
<a class="link-coment" href="/cidades/2016/03/operacao-tapa-buraco-volta-aos-bairros/comentarios.html">💬 Ver os 7 comentários desta notícia</a>
<div class="bloco"><h3>Leia também</h3><ul><li><a href="/cidades/2016/03/chuva-alaga-centro.html">Chuva alaga ruas do Centro</a></li><li><a href="/cidades/2016/02/orcamento-obras.html">Orçamento de obras cai 12%</a></li></ul></div>""",
    )
    comments_html = page(
        f"Comentários: {title}",
        f"""<div class="chapeu">Comentários</div><h1>{title}</h1>
<p><a href="{article_path}">« Voltar para a notícia</a></p>
<h2>7 comentários</h2>
{"".join(item(i) for i in k[None])}
<p style="font-size:12px;color:#888">Os comentários são de responsabilidade exclusiva de seus autores e não representam a opinião do jornal. <a href="/login/">Entre</a> para comentar.</p>""",
    )
    return make(
        "ej-pt-serraazul-buraco",
        "pt",
        article,
        cs,
        path=article_path,
        reveal="comments_page",
        container="the article's link 'Ver os 7 comentários desta notícia' (a.link-coment) to its separate comments page on the same site: div.coment (strong NAME, em TIME, p), replies in div.resp inside the parent",
        heading="7 comentários",
        description="A Brazilian regional portal of March 2016 (a float layout, most read, a poll, share counts): the article page shows only a link 'Ver os 7 comentários desta notícia'; the 7 comments (three replies, two deep) are on the article's separate comments page on the same site; times '12/03/2016 14h20'.",
        static=False,
        steps=(f"goto:{page_path}",),
        files={page_path: comments_html},
        comments_page=page_path,
    )


# --------------------------------------------------------------------------- en: a village news site, 2024 (an iframe)


def en_library() -> Case:
    cs = talk("""
Margaret Ellison @ 11 Mar 2024, 7:12pm :: I've volunteered at the library on Thursday mornings for nine years. Happy to keep going, but volunteers can't do the council's IT and the book orders. Who does that?
>Tom Briggs @ 11 Mar 2024, 7:40pm :: The council report says a paid librarian will visit once a fortnight for stock and systems. It's on page 6.
Priya Nandakumar @ 11 Mar 2024, 8:55pm :: Saturday story time is the only free thing for toddlers in the village. Please keep that, whatever happens to the hours.
Dave Crowther @ 12 Mar 2024, 8:03am :: Closed on Mondays and Wednesdays now? That's half the week gone before anyone has asked the people who use it.
>Margaret Ellison @ 12 Mar 2024, 9:20am :: Dave, the consultation is open until 5 April. Paper forms are at the desk.
R. Appleyard @ 12 Mar 2024, 12:47pm :: We ran the village hall on volunteers for twenty years. // It works if people commit to a rota, and it falls apart the moment they don't.
""")
    k = kids(cs)

    def post(i: int) -> str:
        c = cs[i]
        sub = "".join(post(j) for j in k.get(i, []))
        sub = f'<div class="talk-replies">{sub}</div>' if sub else ""
        return (
            f'<article class="talk-post" id="p{401 + i}"><header><span class="talk-name">{esc(c.who)}</span>'
            f'<span class="talk-time">{esc(c.at)}</span></header><div class="talk-body">{paras(c.body)}</div>'
            f'<footer><button type="button">Reply</button><button type="button">Report</button><span>♥ {[6, 9, 14, 3, 5, 8][i]}</span></footer>{sub}</article>'
        )

    frame_path = "/embed/talk/hb-2024-0311.html"
    frame = f"""<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>Have your say</title><meta name="robots" content="noindex">
<style>body{{margin:0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#222;font-size:15px;line-height:1.5;background:#fff}}
.talk{{padding:12px 4px}}.talk h2{{font-size:19px;margin:0 0 10px}}.talk-note{{font-size:13px;color:#666;background:#f4f1ea;padding:8px 10px;border-radius:4px}}
.talk-post{{border-top:1px solid #e6e1d6;padding:10px 0}}.talk-replies{{margin-left:26px;border-left:2px solid #e6e1d6;padding-left:12px}}.talk-replies .talk-post{{border-top:0}}
.talk-name{{font-weight:700;margin-right:8px}}.talk-time{{color:#777;font-size:13px}}.talk-body p{{margin:4px 0}}
footer button{{background:none;border:0;color:#6b5b3e;font-size:13px;padding:0 10px 0 0;cursor:pointer}}footer span{{color:#999;font-size:13px}}</style></head>
<body><div class="talk"><h2>Have your say (6)</h2>
<p class="talk-note">Posts are checked by a volunteer moderator. Please be kind: this is a small village. <a href="/account/signin" target="_top">Sign in</a> to join in.</p>
{"".join(post(i) for i in k[None])}
</div></body></html>
"""
    title = "Volunteers to run Hessleby library two days a week under council plan"
    css = (
        "body{margin:0;background:#faf8f3;color:#1f1f1f;font-family:'Lora',Georgia,serif;font-size:18px;line-height:1.65}"
        ".mast{background:#2f4b3a;color:#f2efe6;padding:16px 24px;display:flex;justify-content:space-between;align-items:baseline}.mast a{color:#f2efe6;text-decoration:none}"
        ".mast .name{font:700 28px 'Lora',Georgia,serif}.mast nav a{font:600 14px system-ui,sans-serif;margin-left:16px}"
        ".story{max-width:700px;margin:30px auto;padding:0 20px}.story h1{font-size:34px;line-height:1.2;margin:0 0 10px}.deck{font-size:20px;color:#4a4a4a}"
        ".meta{font:14px system-ui,sans-serif;color:#666;border-top:1px solid #ddd6c6;border-bottom:1px solid #ddd6c6;padding:8px 0}"
        ".support{background:#efe9da;padding:14px 18px;font:15px system-ui,sans-serif;margin:26px 0}.talk-frame{width:100%;height:900px;border:0;margin-top:8px}"
        ".more{max-width:700px;margin:0 auto;padding:0 20px;font:15px system-ui,sans-serif}.foot{background:#2f4b3a;color:#c9d3cc;padding:20px 24px;font:13px system-ui,sans-serif;margin-top:40px}"
    )
    body = f"""<header class="mast"><a class="name" href="/">The Hessleby Bugle</a><nav><a href="/news/">News</a><a href="/whats-on/">What's on</a><a href="/sport/">Sport</a><a href="/parish-council/">Parish council</a><a href="/support/">Support us</a></nav></header>
<main class="story"><p class="meta">News · Community</p><h1>{title}</h1>
<p class="deck">The county council wants to cut paid staff hours at the library on Church Lane and hand Tuesdays and Saturdays to volunteers. A consultation runs until 5 April.</p>
<p class="meta">By Harriet Moss · 11 March 2024 · 5 min read</p>
<img src="/_avatar/library.svg" alt="Hessleby library on Church Lane" width="660" height="370">
<p>Hessleby's library would be run by volunteers two days a week and close completely on Mondays and Wednesdays under proposals published by the county council last week.</p>
<p>The plan is part of a review of 14 branch libraries that the council says will save £410,000 a year. Paid staff would work Thursdays and Fridays only.</p>
<p>A librarian would visit once a fortnight to order stock and look after the computers, according to the council's report.</p>
<p>The Friends of Hessleby Library, which already runs a Thursday coffee morning, said it would "try to find enough people for a rota" but warned it could not promise to keep Saturday story time going every week.</p>
<p>Paper consultation forms are available at the library desk; the online survey closes at midnight on 5 April.</p>
<div class="support"><strong>The Bugle is run by volunteers too.</strong> If you value local news, <a href="/support/">chip in from £3 a month</a>.</div>
<h2 id="have-your-say">Have your say</h2>
<iframe class="talk-frame" src="{frame_path}" title="Have your say" loading="lazy"></iframe>
</main>
<section class="more"><h2>More from Hessleby</h2><ul><li><a href="/news/2024/03/08/bus-shelter-mill-road/">New bus shelter for Mill Road after five-year wait</a></li><li><a href="/whats-on/2024/03/spring-plant-swap/">Spring plant swap at the village hall, 23 March</a></li><li><a href="/sport/2024/03/hessleby-cc-nets/">Hessleby CC opens winter nets to juniors</a></li></ul></section>
<footer class="foot">The Hessleby Bugle · a community news site since 2015 · <a href="/about/">About</a> · <a href="/privacy/">Privacy</a></footer>"""
    html = (
        f'<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>{esc(title)} – The Hessleby Bugle</title>'
        '<meta name="viewport" content="width=device-width, initial-scale=1"><meta property="og:type" content="article">'
        '<meta property="article:published_time" content="2024-03-11T08:00:00+00:00">'
        + ld_json("NewsArticle", title, "2024-03-11T08:00:00+00:00", "Harriet Moss", "The Hessleby Bugle")
        + f"<style>{css}</style></head><body>{body}</body></html>\n"
    )
    return make(
        "ej-en-hessleby-library",
        "en",
        html,
        cs,
        path="/news/2024/03/11/volunteers-to-run-hessleby-library/",
        reveal="iframe",
        container=f"a same-site iframe.talk-frame (loading=lazy) under 'Have your say', src {frame_path}: article.talk-post (span.talk-name, span.talk-time, div.talk-body > p), replies in div.talk-replies inside the parent",
        heading="Have your say (6)",
        description="An English village news site of March 2024 (volunteer-run, a support box, 'More from Hessleby'): 6 posts (two replies) under 'Have your say' in a same-site iframe loaded lazily when the reader scrolls down; times '11 Mar 2024, 7:12pm'.",
        static=False,
        steps=("scroll", "wait:1000"),
        files={frame_path: frame},
    )


def threads2_ej() -> list[Case]:
    return [hi_haat(), es_mercado(), pt_buraco(), en_library()]
