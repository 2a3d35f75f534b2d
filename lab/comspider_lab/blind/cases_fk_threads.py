"""Blind set fk: five small discussions that need the page's code or an element's own behaviour. A German regional
paper of 2021 (4 entries in an open shadow root, "Was Leser sagen"), a Japanese personal blog of 2019 (3 entries in
a closed shadow root, 「あなたの声」), a Spanish town paper of 2022 (4 entries in a <dialog> behind "Ver 4
comentarios", "Conversación"), a Polish river-town paper of 2017 (3 entries in a same-origin iframe, "Wasz głos")
and an Italian valley paper of 2024 (6 entries fetched as JSON when the reader scrolls near the end, "Cosa dicono i
lettori"). Every site, name and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fk_common import (
    C,
    Case,
    as_json,
    doc,
    esc,
    items,
    js_str,
    make,
    nest,
    paras,
    svg,
    talk,
)

# --------------------------------------------------------------------------- de: open shadow root, 2021


def de_freibad() -> Case:
    cs = talk("""
Ute Rombach || 12.05.2021, 18:42 Uhr || Schon wieder ein Sommer, in dem die Kinder im Juni nicht schwimmen können. Die losen Fliesen waren doch schon 2019 ein Thema im Gemeinderat.
> Herbert K. || 12.05.2021, 19:10 Uhr || Das stimmt, damals hat man die Sanierung aber wegen der Kosten verschoben. Jetzt zahlen wir eben doppelt, für die Reparatur und für den Ärger.
Nele aus Kesselried || 12.05.2021, 21:03 Uhr || Kann man wenigstens die Saisonkarten vom letzten Jahr verlängern? Wir haben unsere wegen der Schließung kaum genutzt.
Bademeister a. D. || 13.05.2021, 07:26 Uhr || Wer schon einmal auf einer losen Fliese am Beckenrand ausgerutscht ist, versteht die Verschiebung. Lieber Mitte Juli sicher als Anfang Juni mit Gips.
""")

    def entry(c: C, i: int, sub: str) -> str:
        return (
            f'<article class="st"><header><span class="nm">{esc(c.who)}</span> <span class="zt">{esc(c.at)}</span></header>'
            f'{paras(c.raw)}<footer><button type="button">Antworten</button> <button type="button">👍</button></footer>{sub}</article>'
        )

    inner = (
        "<style>:host{display:block;margin:28px 0;font:15px/1.5 Georgia,serif}h3{font:700 18px Arial,sans-serif;border-top:3px solid #a31b1b;padding-top:8px}"
        ".st{border-bottom:1px solid #ddd;padding:10px 0}.st .st{margin-left:28px;border:0;border-left:2px solid #eee;padding-left:12px}"
        ".nm{font-weight:700}.zt{color:#888;font-size:12px}button{font-size:12px;background:none;border:1px solid #ccc;border-radius:3px}</style>"
        "<h3>Was Leser sagen</h3>"
        + nest(cs, entry, lambda s, d: s)
        + '<p><a href="/login">Anmelden, um mitzureden</a></p>'
    )
    body = f"""<body>
<header class="kopf"><a href="/" class="marke">Kesseltaler Landbote</a><span class="datum">Mittwoch, 12. Mai 2021</span></header>
<nav class="leiste"><ul>{items("/", ["Kesseltal", "Kesselried", "Sport", "Kultur", "Wirtschaft", "Service"])}</ul></nav>
<main class="spalte">
<p class="dach">Kesselbrunn</p>
<h1>Freibad öffnet erst Mitte Juli</h1>
<p class="vorspann">Lose Fliesen im Schwimmerbecken: Die Gemeinde verschiebt den Saisonstart um sechs Wochen.</p>
<p class="autor">Von Sabine Treuheit · 12.05.2021, 16:05 Uhr</p>
<figure><img src="/bilder/2021/freibad-becken.svg" width="640" height="300" alt=""><figcaption>Das leere Schwimmerbecken am Dienstag. Foto: Treuheit</figcaption></figure>
<p>Eigentlich sollte das Freibad Kesselbrunn am 1. Juni öffnen. Bei der Reinigung des Schwimmerbeckens haben Mitarbeiter des Bauhofs jedoch festgestellt, dass sich auf einer Länge von gut zwanzig Metern Fliesen vom Untergrund gelöst haben.</p>
<p>Eine Fachfirma soll die Schäden ab Ende Mai beheben. „Mit Trocknungszeit rechnen wir mit sechs Wochen“, sagte Bürgermeister Arnold Fessler am Dienstag. Das Nichtschwimmerbecken und die Liegewiese blieben bis dahin ebenfalls geschlossen, weil sie nur über den Beckenumgang zu erreichen seien.</p>
<p>Die Kosten schätzt die Gemeinde auf rund 85.000 Euro. Über eine Verlängerung der Saisonkarten will der Gemeinderat in seiner Sitzung am 27. Mai beraten.</p>
<lb-leserstimmen></lb-leserstimmen>
</main>
<aside class="rand">
<h4>Meistgelesen</h4>
<ol>{items("/kesseltal/", ["Umleitung an der Brückenstraße bis Oktober", "Neuer Pächter für die Mühlenstube", "Kesselried feiert 900 Jahre"])}</ol>
<h4>Wetter</h4><p>Donnerstag: 17 °C, Schauer</p>
</aside>
<footer class="fuss">© 2021 Kesseltaler Landbote · <a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a> · <a href="/abo">Abo</a></footer>
<script>
customElements.define("lb-leserstimmen", class extends HTMLElement {{
  connectedCallback() {{
    if (this.shadowRoot) return;
    const root = this.attachShadow({{ mode: "open" }});
    root.innerHTML = {js_str(inner)};
  }}
}});
</script>
</body>
</html>
"""
    css = """<style>
body{margin:0;font:16px/1.55 Georgia,serif;color:#222}.kopf{display:flex;justify-content:space-between;align-items:center;padding:12px 24px;border-bottom:4px solid #a31b1b}
.marke{font:700 28px Georgia,serif;color:#a31b1b;text-decoration:none}.datum{font-size:13px;color:#666}.leiste ul{list-style:none;margin:0;padding:6px 24px;background:#f3f3f3}.leiste li{display:inline;margin-right:16px}
.spalte{float:left;width:660px;padding:12px 24px}.rand{float:right;width:240px;padding:12px;font-size:14px}.fuss{clear:both;padding:12px 24px;background:#222;color:#ccc;font-size:12px}.fuss a{color:#ccc}
.dach{color:#a31b1b;font:700 13px Arial,sans-serif;text-transform:uppercase;margin:0}.vorspann{font-weight:700}.autor{font-size:13px;color:#666}figcaption{font-size:12px;color:#666}
</style>"""
    return make(
        "fk-de-shadow-open-freibad",
        "revealed",
        "de",
        doc(title="Freibad öffnet erst Mitte Juli | Kesseltaler Landbote", lang="de", head=css) + body,
        cs,
        path="/kesselbrunn/2021/freibad-oeffnet-erst-mitte-juli",
        reveal="open_shadow_root: the custom element <lb-leserstimmen> at the end of the article attaches an open shadow root when defined and writes the thread into it (nothing in the light DOM)",
        container="<lb-leserstimmen> open shadow root: h3 'Was Leser sagen', article.st entries (header: span.nm NAME, span.zt '12.05.2021, 18:42 Uhr'; p TEXT; footer with 'Antworten' and 👍 buttons); the reply an article.st inside its parent",
        heading="Was Leser sagen",
        description="A German regional paper of 2021 (invented): the open-air pool opens six weeks late; 4 readers' entries (one reply) drawn into an open shadow root by a custom element; a dated byline, a captioned photo, a most-read list, the weather; no 'comment' in the markup.",
        check_steps=("wait:300",),
        files={"/bilder/2021/freibad-becken.svg": svg(640, 300, "#5a9bc4", "Freibad Kesselbrunn", 20)},
    )


# --------------------------------------------------------------------------- ja: closed shadow root, 2019


def ja_sento() -> Case:
    cs = talk("""
商店街の八百屋 || 2019年11月3日 21:05 || 小学生の頃から毎週土曜に通っていました。最終日には番台のおばあさんに花束を持っていきたいと思います。
みどり || 2019年11月4日 08:12 || 煙突が見えなくなると、この辺りも普通の住宅街になってしまいますね。写真を残してくださってありがとうございます。
> 川べりの散歩人 || 2019年11月4日 12:40 || こちらこそ読んでいただきありがとうございます。最終日の様子もまた書くつもりです。
""")

    def entry(c: C, i: int, sub: str) -> str:
        return (
            f'<li><div class="k-meta"><b>{esc(c.who)}</b><small>{esc(c.at)}</small></div>'
            f'<div class="k-body">{paras(c.raw)}</div>{sub}</li>'
        )

    inner = (
        "<style>:host{display:block;margin:32px 0 0}h2{font-size:17px;border-left:5px solid #3d7a5a;padding-left:8px}ul{list-style:none;padding:0;margin:0}"
        "li{padding:10px 0;border-bottom:1px dashed #bbb}li li{margin-left:24px;border:0;background:#f3f8f5;padding:8px}small{color:#888;margin-left:10px}.k-body p{margin:4px 0}</style>"
        "<h2>あなたの声</h2>" + nest(cs, entry, lambda s, d: f"<ul>{s}</ul>")
    )
    body = f"""<body>
<div id="wrap">
<header id="blog-head"><p class="blog-name"><a href="/">川べり散歩帖</a></p><p class="blog-desc">町の小さな変化を歩いて記録するブログ</p></header>
<div id="main">
<div class="post">
<p class="post-date">2019年11月3日（日）</p>
<h1 class="post-title">銭湯「かわせみ湯」、年内で閉店へ</h1>
<p>駅の裏手で六十年以上続いてきた銭湯「かわせみ湯」が、十二月二十八日の営業を最後に閉店することになりました。今日、入口に小さな貼り紙が出ているのに気づきました。</p>
<p>二代目のご主人によると、ボイラーの交換に数百万円かかることと、後継ぎがいないことが理由だそうです。建物は来年の春に取り壊される予定とのこと。</p>
<p><img src="/images/2019/kawasemiyu.svg" width="560" height="300" alt="かわせみ湯の煙突"></p>
<p>散歩の途中でいつも目印にしていた煙突がなくなるのは、やはり寂しいです。閉店までに、できるだけ何度か入りに行こうと思います。</p>
<p class="post-tags">タグ：<a href="/tag/sento">銭湯</a> <a href="/tag/ekiura">駅裏</a> <a href="/tag/sanpo">散歩</a></p>
<kawa-koe></kawa-koe>
</div>
</div>
<div id="side">
<h3>プロフィール</h3><p>川べりの散歩人。週末に町を歩いて写真を撮っています。</p>
<h3>月別アーカイブ</h3><ul>{items("/archive/", ["2019年11月", "2019年10月", "2019年9月", "2019年8月"])}</ul>
</div>
<footer id="foot">© 川べり散歩帖</footer>
</div>
<script>
(function () {{
  var html = {js_str(inner)};
  class KawaKoe extends HTMLElement {{
    constructor() {{ super(); var r = this.attachShadow({{ mode: "closed" }}); r.innerHTML = html; }}
  }}
  customElements.define("kawa-koe", KawaKoe);
}})();
</script>
</body>
</html>
"""
    css = """<style>
body{margin:0;background:#eef0ea;font:15px/1.8 "Hiragino Kaku Gothic ProN",Meiryo,sans-serif;color:#333}#wrap{width:900px;margin:0 auto;background:#fff}
#blog-head{padding:20px 30px;background:#3d7a5a;color:#fff}#blog-head a{color:#fff;text-decoration:none;font-size:24px}.blog-desc{font-size:12px;margin:0}
#main{float:left;width:580px;padding:20px 30px}#side{float:right;width:220px;padding:20px 10px;font-size:13px}#foot{clear:both;text-align:center;font-size:12px;padding:12px;color:#777}
.post-date{color:#888;font-size:13px}.post-title{font-size:22px}.post-tags{font-size:12px}
</style>"""
    return make(
        "fk-ja-shadow-closed-sento",
        "revealed",
        "ja",
        doc(title="銭湯「かわせみ湯」、年内で閉店へ - 川べり散歩帖", lang="ja", head=css) + body,
        cs,
        path="/entry/2019/11/03/kawasemiyu",
        reveal="closed_shadow_root: the custom element <kawa-koe> after the post's tags attaches a closed shadow root in its constructor and writes the thread into it",
        container="<kawa-koe> closed shadow root: h2 'あなたの声', ul > li entries (div.k-meta: b NAME, small '2019年11月3日 21:05'; div.k-body p TEXT); the blogger's answer in a nested ul",
        heading="あなたの声",
        description="A Japanese personal blog of 2019 (invented): the neighbourhood bathhouse closes at the year's end; 2 readers' entries and the blogger's answer to the second, inside a closed shadow root; a profile and a monthly archive; no 'comment' in the markup.",
        check_steps=("wait:300",),
        files={"/images/2019/kawasemiyu.svg": svg(560, 300, "#8a6f5a", "かわせみ湯", 22)},
    )


# --------------------------------------------------------------------------- es: a dialog behind a button, 2022


def es_mercadillo() -> Case:
    cs = talk("""
Remedios Calvo || 14 de mayo de 2022, 9:31 || Los jueves trabajo hasta las tres, así que me quedo sin mercadillo. ¿No se podía haber pasado al sábado?
Tomás el del quiosco || 14 de mayo de 2022, 10:05 || El sábado ya está la feria de ganado de Navaloscuro y los puestos no quieren perderla. El jueves era lo único que quedaba libre.
> Remedios Calvo || 14 de mayo de 2022, 10:22 || Pues entonces que alarguen el horario hasta las cuatro, que eso no cuesta nada.
Lucía P. || 14 de mayo de 2022, 13:48 || A mí me viene mejor. Los viernes la plaza estaba imposible con los coches del colegio.
""")

    def entry(c: C, i: int, sub: str) -> str:
        return (
            f'<div class="vc-op"><p class="vc-cab"><span class="vc-n">{esc(c.who)}</span> · <span class="vc-f">{esc(c.at)}</span></p>'
            f'{paras(c.raw, cls="vc-t")}<a class="vc-resp" href="#">Responder</a>{sub}</div>'
        )

    thread = nest(cs, entry, lambda s, d: s if d == 0 else f'<div class="vc-hilo">{s}</div>')
    body = f"""<body>
<div class="cabecera"><a class="logo" href="/">El Eco de Valdeluna</a><span>Sábado, 14 de mayo de 2022</span></div>
<nav class="secciones">{items("/", ["Portada", "Valdeluna", "Comarca", "Deportes", "Fiestas", "Opinión"], " ")}</nav>
<div class="contenedor">
<article class="noticia">
<p class="antetitulo">Valdeluna</p>
<h1>El mercadillo semanal se traslada a los jueves a partir de junio</h1>
<p class="entradilla">El Ayuntamiento cambia el día para evitar que coincida con la salida del colegio y con las obras de la calle Real.</p>
<p class="firma">Por <b>Marta Iñigo</b> · 13/05/2022 · 19:40</p>
<p>El mercadillo de la plaza de la Constitución, que se celebraba los viernes desde hace más de treinta años, pasará a los jueves a partir del 2 de junio. Así lo aprobó el pleno municipal en su sesión del pasado miércoles con los votos de todos los grupos.</p>
<p>Según el concejal de Comercio, Ignacio Barreda, el cambio responde a las quejas de los vecinos por el tráfico que se forma los viernes a mediodía, cuando coinciden los puestos con la salida del colegio público Virgen de la Sierra.</p>
<p>El horario seguirá siendo de 8.30 a 14.00. Los 46 puestos mantendrán su ubicación y el Ayuntamiento repartirá esta semana un folleto informativo en los comercios.</p>
<p class="herramientas"><button type="button" class="abrir" id="abrir-conv">💬 Ver 4 comentarios</button> <a href="#" class="compartir">Compartir</a></p>
</article>
<aside class="lateral"><h3>Lo más leído</h3><ol>{items("/valdeluna/", ["Cortes de agua el martes en el barrio alto", "La romería de San Isidro vuelve a la ermita", "El CD Valdeluna asciende a Preferente"])}</ol></aside>
</div>
<dialog id="ventana-conv" class="ventana" aria-labelledby="vc-titulo">
<div class="vc-cabecera"><h2 id="vc-titulo">Conversación</h2><button type="button" id="cerrar-conv" aria-label="Cerrar">✕</button></div>
<div class="vc-cuerpo">{thread}</div>
<form class="vc-form" method="dialog"><textarea placeholder="Escribe tu opinión" rows="3"></textarea><button>Enviar</button></form>
</dialog>
<footer class="pie">El Eco de Valdeluna · Calle Mayor, 12 · <a href="/aviso-legal">Aviso legal</a> · <a href="/contacto">Contacto</a></footer>
<script>
(function () {{
  var d = document.getElementById("ventana-conv");
  document.getElementById("abrir-conv").addEventListener("click", function () {{ d.showModal(); }});
  document.getElementById("cerrar-conv").addEventListener("click", function () {{ d.close(); }});
}})();
</script>
</body>
</html>
"""
    css = """<style>
body{margin:0;font:16px/1.6 "Times New Roman",serif;color:#1a1a1a}.cabecera{display:flex;justify-content:space-between;align-items:baseline;padding:14px 28px;border-bottom:1px solid #ccc}
.logo{font:700 30px "Times New Roman",serif;color:#0b3c5d;text-decoration:none}.secciones{padding:6px 28px;background:#0b3c5d}.secciones a{color:#fff;margin-right:14px;font:14px Arial,sans-serif}
.contenedor{display:flex;gap:30px;padding:16px 28px}.noticia{flex:1;max-width:680px}.lateral{width:250px;font-size:14px}.antetitulo{color:#c0392b;font:700 13px Arial,sans-serif;margin:0}
.entradilla{font-size:18px;color:#444}.firma{font-size:13px;color:#666}.abrir{background:#0b3c5d;color:#fff;border:0;border-radius:18px;padding:7px 16px;cursor:pointer}
.ventana{width:560px;max-height:80vh;border:0;border-radius:8px;padding:0}.ventana::backdrop{background:rgba(0,0,0,.55)}.vc-cabecera{display:flex;justify-content:space-between;padding:10px 18px;border-bottom:1px solid #eee}
.vc-cuerpo{padding:6px 18px;overflow:auto}.vc-op{padding:8px 0;border-bottom:1px solid #f0f0f0}.vc-hilo{margin-left:22px}.vc-n{font-weight:700}.vc-f{color:#888;font-size:13px}.vc-resp{font-size:13px}
.vc-form{padding:10px 18px}.vc-form textarea{width:100%}.pie{padding:14px 28px;background:#eee;font-size:13px}
</style>"""
    return make(
        "fk-es-modal-mercadillo",
        "revealed",
        "es",
        doc(title="El mercadillo semanal se traslada a los jueves | El Eco de Valdeluna", lang="es", head=css)
        + body,
        cs,
        path="/valdeluna/2022/05/mercadillo-jueves.html",
        reveal="modal: the button '💬 Ver 4 comentarios' at the end of the article opens a <dialog> (showModal); the dialog and its thread are in the served HTML, closed until then",
        container="dialog#ventana-conv: h2 'Conversación', div.vc-cuerpo > div.vc-op entries (p.vc-cab: span.vc-n NAME · span.vc-f '14 de mayo de 2022, 9:31'; p.vc-t TEXT; a 'Responder'); the reply in div.vc-hilo inside its parent; a form after it",
        heading="Conversación",
        description="A Spanish town paper of 2022 (invented): the weekly street market moves to Thursdays; 4 readers' entries (one reply) in a closed <dialog> opened by 'Ver 4 comentarios'; a dated byline, a most-read list; no 'comment' in the markup.",
        static=True,
        check_steps=("click:#abrir-conv", "wait:300"),
    )


# --------------------------------------------------------------------------- pl: a same-origin iframe, 2017


def pl_prom() -> Case:
    cs = talk("""
Grażyna z Kamionki || 07.10.2017, 14:20 || Nareszcie! Przez całe lato jeździłam do pracy przez most w Szklanym Brodzie, to prawie dwadzieścia kilometrów więcej w jedną stronę.
Mirek_wędkarz || 07.10.2017, 15:02 || Oby tylko kursował też w weekendy. Rozkład w artykule mówi tylko o dniach roboczych, a w sobotę jest targ po drugiej stronie.
> Paweł Sztern || 07.10.2017, 17:45 || W sobotę prom pływa do 16:00, sprawdziłem wczoraj na przystani. W niedzielę rzeczywiście stoi.
""")
    frame_path = "/_glos/2017/prom-kamionka.html"

    def entry(c: C, i: int, sub: str) -> str:
        return (
            f'<div class="wpis"><div class="wpis-naglowek"><span class="podpis">{esc(c.who)}</span>'
            f'<span class="czas">{esc(c.at)}</span></div><div class="tresc">{paras(c.raw)}</div>'
            f'<div class="wpis-akcje"><a href="#">Odpowiedz</a> · <a href="#">Zgłoś</a></div>{sub}</div>'
        )

    frame = f"""<!DOCTYPE html>
<html lang="pl">
<head><meta charset="utf-8"><title>Wasz głos</title>
<style>body{{margin:0;font:14px/1.5 Tahoma,sans-serif;color:#222}}h3{{margin:0 0 8px;font-size:17px;color:#1f5f8b}}.wpis{{border-top:1px solid #dde;padding:8px 0}}
.wpis .wpis{{margin-left:26px;background:#f4f7fa;padding:6px 8px}}.podpis{{font-weight:bold}}.czas{{color:#999;font-size:12px;margin-left:8px}}.tresc p{{margin:4px 0}}.wpis-akcje{{font-size:12px}}</style>
</head>
<body>
<h3>Wasz głos</h3>
{nest(cs, entry, lambda s, d: s)}
<p class="zasady"><a href="/regulamin" target="_top">Regulamin</a> · Aby dodać wpis, <a href="/logowanie" target="_top">zaloguj się</a>.</p>
</body>
</html>
"""
    body = f"""<body>
<div class="strona">
<div class="gora"><a href="/" class="tytul">Kurier Nadbrzeżny</a><span class="data">sobota, 7 października 2017</span></div>
<ul class="menu">{items("/", ["Wiadomości", "Kamionka Szklana", "Gmina", "Sport", "Ogłoszenia", "Kontakt"])}</ul>
<div class="tekst">
<h1>Prom w Kamionce znów przewozi. Po czterech miesiącach przerwy</h1>
<p class="meta">Agnieszka Lemańska | 07.10.2017, 12:05</p>
<p class="lead">Od poniedziałku prom przez rzekę w Kamionce Szklanej znów kursuje. Wymieniono silnik i pomost na lewym brzegu.</p>
<p>Przeprawa stała od czerwca, kiedy w czasie wysokiej wody uszkodzony został drewniany pomost po stronie Przewozu Lipowego. Powiat musiał rozpisać przetarg dwa razy, bo na pierwszy nie zgłosiła się żadna firma.</p>
<p>Prom będzie kursował w dni robocze od 6:00 do 19:00, co pół godziny. Przejazd samochodu osobowego kosztuje 6 zł, pieszego i rowerzysty 2 zł. Mieszkańcy gminy z kartą mieszkańca płacą połowę.</p>
<p>Starostwo zapowiada, że przeprawa będzie czynna do pierwszych przymrozków. Na zimę prom jak co roku trafi do portu w Szklanym Brodzie.</p>
<iframe src="{frame_path}" title="Wasz głos" width="640" height="520" frameborder="0" scrolling="no" class="ramka"></iframe>
</div>
<div class="bok"><h4>Ogłoszenia</h4><p>Sprzedam łódź wiosłową, stan dobry.<br>Przyjmę do pracy w sadzie.</p><h4>Apteka dyżurna</h4><p>Pod Lipami, ul. Rzeczna 3</p></div>
<div class="stopka">Kurier Nadbrzeżny · Kamionka Szklana · <a href="/redakcja">Redakcja</a> · <a href="/reklama">Reklama</a></div>
</div>
</body>
</html>
"""
    css = """<style>
body{margin:0;background:#e9eef2;font:15px/1.6 Tahoma,Verdana,sans-serif}.strona{width:960px;margin:0 auto;background:#fff}.gora{display:flex;justify-content:space-between;padding:14px 20px;background:#1f5f8b;color:#fff}
.tytul{color:#fff;font-size:26px;font-weight:bold;text-decoration:none}.menu{list-style:none;margin:0;padding:6px 20px;background:#dfe8ef}.menu li{display:inline;margin-right:14px}
.tekst{float:left;width:660px;padding:14px 20px}.bok{float:right;width:220px;padding:14px;font-size:13px}.stopka{clear:both;padding:10px 20px;background:#1f5f8b;color:#fff;font-size:12px}.stopka a{color:#fff}
.meta{color:#888;font-size:12px}.lead{font-weight:bold}.ramka{display:block;margin-top:24px;border:0}
</style>"""
    return make(
        "fk-pl-iframe-prom",
        "revealed",
        "pl",
        doc(title="Prom w Kamionce znów przewozi - Kurier Nadbrzeżny", lang="pl", head=css) + body,
        cs,
        path="/wiadomosci/2017/10/prom-w-kamionce-znow-przewozi",
        reveal="iframe: the thread is a page of the same site (/_glos/2017/prom-kamionka.html) shown in an iframe at the end of the article; nothing of it in the article's HTML",
        container="iframe (same origin) > body: h3 'Wasz głos', div.wpis entries (div.wpis-naglowek: span.podpis NAME, span.czas '07.10.2017, 14:20'; div.tresc p TEXT; 'Odpowiedz · Zgłoś'); the reply a div.wpis inside its parent",
        heading="Wasz głos",
        description="A Polish river-town paper of 2017 (invented): the river ferry runs again; 3 readers' entries (one reply) in a same-origin iframe under the article; a dated byline, classifieds and the pharmacy on duty in the sidebar; no 'comment' in the markup.",
        check_steps=("wait:500",),
        files={frame_path: frame},
    )


# --------------------------------------------------------------------------- it: fetched on scroll, 2024


def it_rifugio() -> Case:
    cs = talk("""
Franca Bellotti || 3 aprile 2024 alle 11:02 || Ci siamo stati a settembre, poco prima della chiusura. Se hanno sistemato anche il tetto della legnaia, finalmente si potrà dormire senza secchi sotto i gocciolamenti.
Ivo dal Pian || 3 aprile 2024 alle 12:40 || La strada forestale però è ancora chiusa dopo la frana dell'autunno. Bisogna salire dal sentiero 214, due ore buone con lo zaino.
> Marta del rifugio || 3 aprile 2024 alle 14:15 || Il sentiero 214 è stato ripulito la settimana scorsa dai volontari del soccorso. Per i rifornimenti useremo la teleferica finché la strada non riapre.
Sandro || 3 aprile 2024 alle 18:57 || Speriamo che tengano la polenta con il formaggio di malga, per me era il motivo principale per salire fin lassù.
Elisa Tomasin || 4 aprile 2024 alle 08:20 || Il bando parlava di apertura da giugno a ottobre. Qualcuno sa se d'inverno resterà almeno aperto il locale invernale?
Giorgio Bez || 4 aprile 2024 alle 10:33 || Ci salivo con mio nonno negli anni Settanta, quando c'era una sola stanza con la stufa e si dormiva in dodici sul tavolato. Bene che riapra.
""")
    data_path = "/_dati/2024/rifugio-cima-stella.json"
    body = f"""<body>
<header class="testata"><div class="riga"><a class="nome" href="/">Il Gazzettino della Val Serena</a><span class="oggi">mercoledì 3 aprile 2024</span></div>
<nav class="sezioni">{items("/", ["Cronaca", "Montagna", "Paesi", "Sport", "Eventi", "Necrologi"], " ")}</nav></header>
<main class="corpo">
<article class="pezzo">
<p class="occhiello">Montagna</p>
<h1>Il rifugio Cima Stella riapre a giugno con una nuova gestione</h1>
<p class="sommario">Dopo due stagioni chiuso, la sezione alpina ha affidato la struttura a una coppia di giovani della valle.</p>
<p class="firma">di Lorenzo Pradella · 3 aprile 2024</p>
<p>Il rifugio Cima Stella, a 2.140 metri sopra Borgo Serena, tornerà ad accogliere escursionisti dal 15 giugno. La sezione alpina proprietaria ha scelto la proposta di Marta e Davide, trentenni di Pian dei Gufi, tra le cinque arrivate con il bando di gennaio.</p>
<p>Durante l'inverno sono stati rifatti i bagni e l'impianto fotovoltaico, mentre il tetto della legnaia sarà sistemato a maggio. I posti letto resteranno ventidue, divisi in quattro camerate.</p>
<p>La strada forestale che sale da Malga Bassa è ancora interrotta dalla frana di novembre: il Comune conta di riaprirla entro l'estate. Fino ad allora il rifugio si raggiunge a piedi in circa due ore.</p>
<p>La nuova gestione punta sulla cucina con prodotti delle malghe vicine e su serate di osservazione del cielo nel mese di agosto.</p>
<div class="scheda"><h3>In breve</h3><p>Apertura: 15 giugno - 15 ottobre<br>Posti letto: 22<br>Accesso: sentiero 214 da Malga Bassa</p></div>
<div class="correlati"><h3>Leggi anche</h3><ul>{items("/montagna/", ["Frana sulla forestale, i lavori a luglio", "Soccorso alpino, un anno di interventi", "Le malghe aperte quest'estate"])}</ul></div>
</article>
<section class="voci" id="voci-lettori" aria-live="polite"><p class="attesa">…</p></section>
</main>
<footer class="piede">Il Gazzettino della Val Serena · Borgo Serena · <a href="/redazione">Redazione</a> · <a href="/privacy">Privacy</a></footer>
<script>
(function () {{
  var box = document.getElementById("voci-lettori"), fatto = false;
  function el(tag, cls, txt) {{ var e = document.createElement(tag); if (cls) e.className = cls; if (txt != null) e.textContent = txt; return e; }}
  function voce(v, tutte) {{
    var li = el("li", "voce");
    var testa = el("div", "testa");
    testa.append(el("strong", "chi", v.von), " ", el("span", "quando", v.am));
    li.append(testa);
    v.txt.split("\\n\\n").forEach(function (p) {{ li.append(el("p", null, p)); }});
    var figli = tutte.filter(function (x) {{ return x.auf === v.n; }});
    if (figli.length) {{ var ul = el("ul", "risposte"); figli.forEach(function (f) {{ ul.append(voce(f, tutte)); }}); li.append(ul); }}
    return li;
  }}
  function carica() {{
    if (fatto) return; fatto = true;
    fetch("{data_path}").then(function (r) {{ return r.json(); }}).then(function (tutte) {{
      box.textContent = "";
      box.append(el("h2", null, "Cosa dicono i lettori"));
      var ul = el("ul", "elenco");
      tutte.filter(function (x) {{ return !x.auf; }}).forEach(function (v) {{ ul.append(voce(v, tutte)); }});
      box.append(ul);
    }});
  }}
  new IntersectionObserver(function (e, o) {{ if (e[0].isIntersecting) {{ o.disconnect(); carica(); }} }}, {{ rootMargin: "200px" }}).observe(box);
}})();
</script>
</body>
</html>
"""
    css = """<style>
body{margin:0;font:17px/1.6 Georgia,serif;color:#222;background:#fafaf7}.testata{background:#fff;border-bottom:2px solid #2d5a27}.riga{display:flex;justify-content:space-between;align-items:baseline;padding:12px 30px}
.nome{font:700 28px Georgia,serif;color:#2d5a27;text-decoration:none}.oggi{font-size:13px;color:#777}.sezioni{padding:6px 30px}.sezioni a{margin-right:14px;color:#2d5a27;font:14px Arial,sans-serif}
.corpo{max-width:720px;margin:0 auto;padding:20px}.pezzo{min-height:1500px}.occhiello{color:#b05a00;font:700 13px Arial,sans-serif;text-transform:uppercase;margin:0}.sommario{font-style:italic}.firma{font-size:13px;color:#666}
.scheda{background:#eef3ea;padding:8px 14px;font-size:15px}.correlati{font-size:15px}.voci{margin-top:40px;border-top:2px solid #2d5a27;min-height:200px}.voci ul{list-style:none;padding:0}.voce{padding:10px 0;border-bottom:1px solid #e3e3dc}
.risposte{margin-left:26px}.chi{font-family:Arial,sans-serif}.quando{color:#888;font-size:13px}.piede{padding:14px 30px;background:#2d5a27;color:#fff;font-size:13px}.piede a{color:#fff}
</style>"""
    return make(
        "fk-it-scroll-rifugio",
        "revealed",
        "it",
        doc(
            title="Il rifugio Cima Stella riapre a giugno - Il Gazzettino della Val Serena",
            lang="it",
            head=css,
        )
        + body,
        cs,
        path="/montagna/2024/04/03/rifugio-cima-stella-riapre",
        reveal="lazy_scroll: an empty section (an ellipsis) sits about 1500 px below the top, after the article; an IntersectionObserver (rootMargin 200px) fetches /_dati/2024/rifugio-cima-stella.json when it comes near and draws the thread",
        container="section#voci-lettori.voci: h2 'Cosa dicono i lettori', ul.elenco > li.voce entries (div.testa: strong.chi NAME, span.quando '3 aprile 2024 alle 11:02'; p TEXT); the reply in ul.risposte",
        heading="Cosa dicono i lettori",
        description="An Italian valley paper of 2024 (invented): the mountain hut reopens with new keepers; 6 readers' entries (the hut keeper's answer to one) fetched as JSON and drawn only when the reader scrolls near the end; a fact box, 'Leggi anche'; no 'comment' in the markup.",
        check_steps=("scroll", "wait:1200"),
        files={data_path: as_json(cs) + "\n"},
    )
