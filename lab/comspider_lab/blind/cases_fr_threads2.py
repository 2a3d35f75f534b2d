"""Blind set fr: four more small discussions. A Romanian valley paper of 2018 (6 entries on a comments page of
their own, linked from the article as "Citește cele 6 comentarii", "Comentarii (6)"), a Brazilian city news site
of 2022 (8 entries: the first 3 in the page, the other 5 fetched as an HTML fragment by "Carregar mais
comentários", "Comentários (8)"), a Vietnamese provincial paper of 2020 (5 entries in the open shadow root of a
custom element, "Ý kiến bạn đọc") and a Russian town paper of 2016 (2 entries in a same-origin iframe, no
heading). Every site, name and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fr_common import (
    Case,
    E,
    case,
    esc,
    flat,
    head,
    jsq,
    links,
    paras,
    picture,
    thread,
    tree,
)

# --------------------------------------------------------------------------- ro: a comments page of its own, 2018


def ro_pod() -> Case:
    es = thread("""
Maria Pătrașcu | 22 mai 2018, ora 09:14 | Copiii din Cocorenii Noi merg acum la școală pe marginea drumului județean, unde nu e trotuar. Până nu se întâmplă ceva, nu se mișcă nimeni.
> Dorin V. | 22 mai 2018, ora 10:02 | Am văzut și eu azi-dimineață. Măcar microbuzul școlar ar putea face două curse până se repară podul.
nea Vasile | 22 mai 2018, ora 11:37 | Podul ăsta l-am cârpit noi, oamenii din sat, în 2005, cu scânduri de la gater. Primăria n-a dat atunci niciun leu.
Ioana Mureșan | 22 mai 2018, ora 13:20 | Proiectul pentru podul de beton stă pe masa consiliului din 2014. De ce ar fi gata tocmai acum, în toamnă?
> Radu Ene, consilier local | 22 mai 2018, ora 15:48 | Licitația s-a încheiat luna trecută, iar contractul se semnează pe 4 iunie. Termenul din contract este 15 octombrie.
cititor din Cocoreni | 23 mai 2018, ora 08:05 | Și pescarii de sub pod ce fac? De două săptămâni e bandă peste tot și nici pe mal nu se mai poate coborî.
""")
    path = "/actualitate/2018/05/podul-de-lemn-peste-cocorul-inchis.html"
    cpath = "/actualitate/2018/05/podul-de-lemn-peste-cocorul-inchis/comentarii"

    def one(e: E, i: int, sub: str) -> str:
        return (
            f'<li class="mesaj" id="m{i + 1}"><div class="mesaj-sus"><span class="mesaj-autor">{esc(e.who)}</span>'
            f'<span class="mesaj-data">{esc(e.at)}</span></div><div class="mesaj-text">{paras(e.raw)}</div>'
            f'<div class="mesaj-jos"><a href="#form">Răspunde</a> · <a href="#">Semnalează</a></div>{sub}</li>'
        )

    listing = tree(es, one, lambda s, d: f'<ul class="{"mesaje" if d == 0 else "raspunsuri"}">{s}</ul>')
    top = f"""<div class="cap"><a href="/" class="sigla">Gazeta Văii Cocorilor</a><span class="cap-data">marți, 22 mai 2018</span></div>
<div class="meniu">{links("/", ["Actualitate", "Administrație", "Economie", "Sport", "Cultură", "Anunțuri"], li=False, sep=" · ")}</div>"""
    foot = '<div class="subsol">© 2018 Gazeta Văii Cocorilor · Cocoreni · <a href="/contact">Contact</a> · <a href="/termeni">Termeni și condiții</a></div>'
    body = f"""<body>
<div class="pagina">
{top}
<div class="coloane">
<div class="stiri">
<p class="sectiune">Actualitate</p>
<h1>Podul de lemn peste Cocorul, închis după viitură. Ocolul are trei kilometri</h1>
<p class="autor">de Cristina Oprea · 22 mai 2018, 08:30</p>
<p class="sapou">Pasarela care leagă Cocorenii Noi de centrul comunei a fost închisă de inspectorii de la Situații de Urgență după ce apa a luat două dintre piloni.</p>
<img src="/poze/2018/pod-cocorul.svg" width="620" height="290" alt="Podul de lemn peste Cocorul">
<p>Viitura de sâmbătă noapte a smuls doi dintre cei șase piloni ai podului pietonal de pe strada Morii. Inspectorii au pus bandă de avertizare la ambele capete și au interzis trecerea până la o expertiză.</p>
<p>Pentru locuitorii din Cocorenii Noi, drumul până la școală, dispensar și primărie se lungește acum cu aproape trei kilometri, pe marginea drumului județean. Primarul Gheorghe Badea spune că autoritățile caută o soluție provizorie pentru elevi.</p>
<p>Un pod nou, din beton, este prevăzut în bugetul comunei de patru ani. Potrivit primăriei, lucrările ar urma să înceapă în iunie.</p>
<p class="actiuni"><a class="spre-mesaje" href="{cpath}">Citește cele 6 comentarii</a> <a class="trimite" href="/trimite-stire">Trimite o știre</a></p>
<div class="vezi-si"><h3>Vezi și</h3><ul>{links("/actualitate/", ["Cod galben de ploi până joi", "Târgul de Sfântul Ilie se mută pe stadion", "Asfaltarea străzii Viilor, amânată"])}</ul></div>
</div>
<div class="laterala"><h4>Cele mai citite</h4><ol>{links("/", ["Concursul de fanfare revine în august", "Cabinetul medical din Cocorenii Noi are medic nou", "Programul autobuzelor spre oraș"])}</ol>
<h4>Anunțuri</h4><p>Vând lemne de foc, tel. 0700 000 111<br>Caut zilier pentru livadă</p></div>
</div>
{foot}
</div>
</body>
</html>
"""
    cbody = f"""<body>
<div class="pagina">
{top}
<div class="coloane">
<div class="stiri">
<p class="inapoi"><a href="{path}">← Înapoi la articol</a></p>
<h1 class="titlu-mic">Podul de lemn peste Cocorul, închis după viitură. Ocolul are trei kilometri</h1>
<h2 class="nr-mesaje">Comentarii (6)</h2>
{listing}
<form id="form" class="formular" onsubmit="return false"><h3>Scrie un comentariu</h3><input placeholder="Nume"><input placeholder="E-mail (nu se publică)"><textarea rows="4" placeholder="Mesajul tău"></textarea><button>Trimite</button></form>
<p class="regulament">Comentariile sunt moderate. Mesajele jignitoare se șterg.</p>
</div>
<div class="laterala"><h4>Cele mai citite</h4><ol>{links("/", ["Concursul de fanfare revine în august", "Cabinetul medical din Cocorenii Noi are medic nou"])}</ol></div>
</div>
{foot}
</div>
</body>
</html>
"""
    css = """
body{margin:0;background:#e7e2d8;font:15px/1.6 Georgia,"Times New Roman",serif;color:#222}.pagina{width:950px;margin:0 auto;background:#fff}.cap{display:flex;justify-content:space-between;align-items:flex-end;padding:14px 20px;border-bottom:5px double #1c4d7a}
.sigla{font:700 30px Georgia,serif;color:#1c4d7a;text-decoration:none}.cap-data{font-size:13px;color:#666}.meniu{padding:6px 20px;background:#1c4d7a}.meniu a{color:#fff;font:13px Verdana,sans-serif}
.coloane{display:flex;gap:24px;padding:14px 20px}.stiri{flex:1}.laterala{width:230px;font-size:13px}.subsol{padding:12px 20px;background:#eee;font-size:12px}
.sectiune{color:#b03a2e;font:700 12px Verdana,sans-serif;margin:0;text-transform:uppercase}.autor{color:#888;font-size:12px}.sapou{font-weight:700}
.spre-mesaje{display:inline-block;background:#1c4d7a;color:#fff;padding:7px 14px;text-decoration:none;border-radius:3px}.trimite{margin-left:12px;font-size:13px}
.titlu-mic{font-size:20px}.nr-mesaje{border-bottom:2px solid #1c4d7a}.mesaje,.raspunsuri{list-style:none;padding:0}.raspunsuri{margin-left:30px}.mesaj{border-bottom:1px solid #e5e5e5;padding:8px 0}
.mesaj-autor{font-weight:700}.mesaj-data{color:#999;font-size:12px;margin-left:8px}.mesaj-text p{margin:4px 0}.mesaj-jos{font-size:12px}.formular{display:grid;gap:6px;background:#f6f4ef;padding:12px}.regulament{font-size:11px;color:#999}
"""
    return case(
        "fr-ro-page-pod",
        "revealed",
        "ro",
        head(
            title="Podul de lemn peste Cocorul, închis după viitură - Gazeta Văii Cocorilor",
            lang="ro",
            css=css,
        )
        + body,
        es,
        path=path,
        reveal="separate_page: the article only links 'Citește cele 6 comentarii' (a button-like link after the text) to a page of its own (…/comentarii), where the entries are in the served HTML",
        container="the comments page: h2 'Comentarii (6)', ul.mesaje > li.mesaj entries (div.mesaj-sus: span.mesaj-autor NAME, span.mesaj-data '22 mai 2018, ora 09:14'; div.mesaj-text p TEXT; 'Răspunde · Semnalează'); replies in ul.raspunsuri inside their parent; a form after them",
        heading="Comentarii",
        description="A Romanian valley paper of 2018 (invented): the wooden footbridge is closed after a flood; 6 readers' entries (two replies, one of them a local councillor's) on a comments page of their own, linked from the article as 'Citește cele 6 comentarii'; a dated byline, a photo, 'Vezi și', most read, classifieds.",
        static=True,
        comments_page=cpath,
        check_steps=(f"goto:{cpath}",),
        files={
            cpath: head(
                title="Comentarii: Podul de lemn peste Cocorul - Gazeta Văii Cocorilor", lang="ro", css=css
            )
            + cbody,
            "/poze/2018/pod-cocorul.svg": picture(620, 290, "#6d5a3f", "Podul de pe strada Morii", 18),
        },
    )


# --------------------------------------------------------------------------- pt-BR: "load more", 2022


def br_ciclofaixa() -> Case:
    es = thread("""
Luciana Ferraz | 15/03/2022 às 10h42 | Finalmente! Pedalo até o trabalho todo dia e na Beira-Rio já fui fechada por carro parado em fila dupla umas dez vezes.
Seu Antônio da banca | 15/03/2022 às 11h05 | E os comerciantes, ninguém pensou neles? Sem as vagas na frente, o cliente que vinha de carro vai comprar no shopping.
> Marcos T. | 15/03/2022 às 11h31 | Seu Antônio, metade dos seus clientes chega a pé ou de bicicleta, eu mesmo sou um deles. O movimento vai aumentar, o senhor vai ver.
Patrícia Guedes | 15/03/2022 às 13h17 | A obra vai ser feita à noite? Moro na Beira-Rio e na última reforma da avenida teve britadeira às seis da manhã durante um mês inteiro.
rafa_jacaranda | 15/03/2022 às 15h50 | Tomara que coloquem sombra. Pedalar ao meio-dia naquele trecho sem nenhuma árvore é castigo.
> Luciana Ferraz | 15/03/2022 às 16h12 | A prefeitura falou em plantar ipês no canteiro central, está no projeto que saiu no Diário Oficial.
Dona Cida | 16/03/2022 às 08h03 | Só peço que pintem a faixa de pedestre em frente ao posto de saúde. Atravessar ali com as crianças é um perigo.
Henrique Salgado | 16/03/2022 às 09h26 | Cinco quilômetros de ciclofaixa que não ligam nada a lugar nenhum. Deviam ter começado pela ligação com a Olaria, onde mora quem mais pedala.
""")
    first = 3  # the first three entries (two top-level, one reply) are in the page
    frag_path = "/_parciais/2022/03/ciclofaixa-beira-rio-mais.html"

    def one(e: E, i: int, sub: str) -> str:
        return (
            f'<article class="comentario" data-n="{i + 1}"><header class="comentario-topo"><img class="comentario-avatar" src="/_avatar/br{i}.svg" width="36" height="36" alt="">'
            f'<span class="comentario-autor">{esc(e.who)}</span><span class="comentario-data">{esc(e.at)}</span></header>'
            f'<div class="comentario-corpo">{paras(e.raw)}</div><footer class="comentario-acoes"><a href="#">Responder</a> <a href="#">Denunciar</a></footer>{sub}</article>'
        )

    wrap = lambda s, d: s if d == 0 else f'<div class="respostas">{s}</div>'  # noqa: E731
    shown = tree(es[:first], one, wrap)
    rest = [
        E(e.who, e.at, e.raw, None if e.parent is None else e.parent - first, e.depth) for e in es[first:]
    ]
    # the fragment's entries go on with the page's numbering (data-n, avatars) from 4
    frag = tree(rest, lambda e, i, sub: one(e, i + first, sub), wrap)
    script = """
(function () {
  var botao = document.getElementById("carregar-mais");
  var lista = document.getElementById("lista-comentarios");
  botao.addEventListener("click", function () {
    botao.disabled = true; botao.textContent = "Carregando…";
    fetch(botao.getAttribute("data-url")).then(function (r) { return r.text(); }).then(function (html) {
      lista.insertAdjacentHTML("beforeend", html);
      botao.parentNode.remove();
    });
  });
})();
"""
    body = f"""<body>
<header class="topo"><div class="topo-in"><a class="marca" href="/">Diário do Jacarandá</a>
<nav>{links("/", ["Cidade", "Política", "Economia", "Esportes", "Cultura", "Classificados"], li=False)}</nav>
<a class="assine" href="/assine">Assine</a></div></header>
<main class="miolo">
<article class="materia">
<p class="editoria">Cidade</p>
<h1>Avenida Beira-Rio vai ganhar ciclofaixa de 5 km e perder 140 vagas de estacionamento</h1>
<p class="linha-fina">Obra começa em abril e deve durar quatro meses; comerciantes pedem compensação.</p>
<p class="assinatura">Por <b>Juliana Prates</b> · 15/03/2022 09h30 · Atualizado 15/03/2022 10h15</p>
<figure><img src="/fotos/2022/03/beira-rio.svg" width="700" height="330" alt=""><figcaption>Trecho da Avenida Beira-Rio que vai receber a ciclofaixa (Foto: Juliana Prates/Diário do Jacarandá)</figcaption></figure>
<p>A Prefeitura de São Bento do Jacarandá publicou nesta terça-feira (15) o edital da ciclofaixa da Avenida Beira-Rio. Serão 5 quilômetros entre a Ponte Velha e o Parque das Garças, no lado do rio, separados dos carros por tachões e pintura vermelha.</p>
<p>Para abrir espaço, a avenida perde 140 vagas de estacionamento. Segundo o secretário de Mobilidade, Fábio Arruda, a contagem feita em 2021 mostrou que mais de 1.200 ciclistas passam pelo trecho por dia útil.</p>
<p>A Associação Comercial pediu que a prefeitura crie vagas de carga e descarga nas ruas transversais. A obra custa R$ 2,3 milhões e deve começar na segunda quinzena de abril.</p>
<div class="leia-tambem"><b>Leia também</b><ul>{links("/cidade/", ["Ônibus da linha 12 muda de itinerário", "Parque das Garças ganha academia ao ar livre", "Feira do produtor volta à Praça da Matriz"])}</ul></div>
<section class="comentarios" id="comentarios">
<h2>Comentários (8)</h2>
<div id="lista-comentarios" class="lista-comentarios">{shown}</div>
<p class="mais"><button type="button" id="carregar-mais" class="carregar-mais" data-url="{frag_path}">Carregar mais comentários</button></p>
<p class="aviso">Os comentários são de responsabilidade de seus autores e não representam a opinião do Diário do Jacarandá.</p>
</section>
</article>
<aside class="coluna"><h3>Mais lidas</h3><ol>{links("/", ["Chuva derruba árvore na Rua Sete", "Vacinação nas escolas começa na segunda", "Jacarandá FC vence clássico no Estádio Municipal"])}</ol>
<div class="publicidade">Publicidade</div></aside>
</main>
<footer class="rodape">Diário do Jacarandá © 2022 · São Bento do Jacarandá · <a href="/expediente">Expediente</a> · <a href="/privacidade">Privacidade</a></footer>
<script>{script}</script>
</body>
</html>
"""
    css = """
body{margin:0;font:17px/1.6 Roboto,Arial,sans-serif;color:#202020}.topo{background:#00695c}.topo-in{display:flex;align-items:center;gap:22px;max-width:1080px;margin:0 auto;padding:12px 20px}
.marca{color:#fff;font:700 26px Georgia,serif;text-decoration:none}.topo nav a{color:#e0f2f1;margin-right:12px;font-size:14px}.assine{margin-left:auto;background:#ffca28;color:#000;padding:5px 12px;border-radius:4px;text-decoration:none}
.miolo{display:flex;gap:32px;max-width:1080px;margin:0 auto;padding:20px}.materia{flex:1}.coluna{width:280px;font-size:14px}.editoria{color:#00695c;font-weight:700;margin:0}.linha-fina{font-size:20px;color:#555}
.assinatura{font-size:13px;color:#777}figcaption{font-size:12px;color:#777}.leia-tambem{background:#f1f8f7;padding:8px 14px;font-size:15px}.publicidade{margin-top:20px;height:250px;background:#eee;color:#aaa;text-align:center;line-height:250px}
.comentarios{margin-top:30px;border-top:3px solid #00695c}.comentario{padding:12px 0;border-bottom:1px solid #e6e6e6}.respostas{margin-left:42px}.comentario-topo{display:flex;align-items:center;gap:8px}
.comentario-avatar{border-radius:50%}.comentario-autor{font-weight:700}.comentario-data{color:#999;font-size:13px}.comentario-corpo p{margin:4px 0}.comentario-acoes a{font-size:13px;margin-right:10px}
.carregar-mais{width:100%;padding:10px;border:1px solid #00695c;background:#fff;color:#00695c;font-weight:700;cursor:pointer}.aviso{font-size:12px;color:#888}.rodape{padding:16px 20px;background:#263238;color:#cfd8dc;font-size:13px}.rodape a{color:#fff}
"""
    return case(
        "fr-br-loadmore-ciclofaixa",
        "revealed",
        "pt-BR",
        head(
            title="Avenida Beira-Rio vai ganhar ciclofaixa de 5 km | Diário do Jacarandá",
            lang="pt-BR",
            css=css,
        )
        + body,
        es,
        path="/cidade/2022/03/15/avenida-beira-rio-vai-ganhar-ciclofaixa",
        reveal="load_more: the first 3 entries (two top-level, one reply) are in the served HTML; the button 'Carregar mais comentários' fetches the other 5 as an HTML fragment from the same site and appends them to the list",
        container="section#comentarios.comentarios: h2 'Comentários (8)', div#lista-comentarios > article.comentario entries (header.comentario-topo: avatar, span.comentario-autor NAME, span.comentario-data '15/03/2022 às 10h42'; div.comentario-corpo p TEXT; 'Responder Denunciar'); replies in div.respostas inside their parent; a disclaimer",
        heading="Comentários",
        description="A Brazilian city news site of 2022 (invented): the riverside avenue gets a bike lane and loses 140 parking spaces; 8 readers' entries (two replies), 3 in the page and 5 fetched by 'Carregar mais comentários'; a dated byline, a captioned photo, 'Leia também', most read, an advertisement slot.",
        check_steps=("click:#carregar-mais", "wait:800"),
        files={
            frag_path: frag + "\n",
            "/fotos/2022/03/beira-rio.svg": picture(700, 330, "#5d8c3e", "Avenida Beira-Rio", 20),
        },
    )


# --------------------------------------------------------------------------- vi: an open shadow root, 2020


def vi_choca() -> Case:
    es = thread("""
Nguyễn Thị Hoa | 14:20, 12/09/2020 | Chợ mới sạch sẽ hơn hẳn, nhưng phí sạp tăng gần gấp đôi thì bà con bán lẻ như tôi khó theo nổi.
Trần Văn Lực | 15:05, 12/09/2020 | Sáng nay tôi ghé mua cá, lối đi rộng, không còn nước đọng như trước. Chỉ mong giữ được như vậy lâu dài.
> Phạm Minh Tâm | 15:48, 12/09/2020 | Đồng ý với anh. Nhưng bãi giữ xe máy vẫn nhỏ, mới bảy giờ sáng đã hết chỗ.
Lê Quang | 19:30, 12/09/2020 | Ghe cá ngoài biển về bến lúc bốn giờ sáng mà năm giờ chợ mới mở cổng, cá để ngoài bến dễ hỏng. Ban quản lý nên xem lại giờ mở cửa.
bạn đọc ở Bến Lau | 07:12, 13/09/2020 | Nhà tôi ở ngay cạnh chợ. Mong là hệ thống xử lý nước thải mới hoạt động thật, chứ không phải chỉ để cắt băng khánh thành.
""")
    data = [
        {
            "ma": i + 1,
            "ten": e.who,
            "luc": e.at,
            "nd": flat(e.raw),
            "tl": e.parent + 1 if e.parent is not None else 0,
        }
        for i, e in enumerate(es)
    ]
    style = (
        ":host{display:block;margin:30px 0;font:15px/1.6 Arial,sans-serif}.tieu-de{font-size:18px;font-weight:700;color:#b71c1c;border-bottom:2px solid #b71c1c;padding-bottom:6px}"
        ".muc{padding:10px 0;border-bottom:1px solid #eee}.muc .muc{margin-left:30px;border:0;background:#fafafa;padding:8px 10px}.ten{font-weight:700}.luc{color:#999;font-size:12px;margin-left:8px}"
        ".nd{margin:4px 0}.thao-tac{font-size:12px;color:#1565c0}.ghi-chu{font-size:12px;color:#888}"
    )
    script = """
(function () {
  var DS = @DATA@;
  var CSS = @CSS@;
  function tao(tag, lop, chu) { var n = document.createElement(tag); if (lop) n.className = lop; if (chu != null) n.textContent = chu; return n; }
  function muc(y) {
    var d = tao("div", "muc");
    var dau = tao("div", "dau");
    dau.append(tao("span", "ten", y.ten), tao("span", "luc", y.luc));
    d.append(dau);
    y.nd.split("\\n\\n").forEach(function (p) { d.append(tao("p", "nd", p)); });
    d.append(tao("div", "thao-tac", "Trả lời · Thích"));
    DS.filter(function (x) { return x.tl === y.ma; }).forEach(function (x) { d.append(muc(x)); });
    return d;
  }
  customElements.define("nl-y-kien", class extends HTMLElement {
    connectedCallback() {
      if (this.shadowRoot) return;
      var goc = this.attachShadow({ mode: "open" });
      var st = document.createElement("style"); st.textContent = CSS; goc.append(st);
      goc.append(tao("div", "tieu-de", "Ý kiến bạn đọc"));
      DS.filter(function (x) { return !x.tl; }).forEach(function (y) { goc.append(muc(y)); });
      goc.append(tao("p", "ghi-chu", "Ý kiến của bạn sẽ được biên tập trước khi đăng."));
    }
  });
})();
""".replace("@DATA@", jsq(data)).replace("@CSS@", jsq(style))
    body = f"""<body>
<div class="dau-trang"><div class="khung"><a href="/" class="ten-bao">NGỌC LAN <small>Báo điện tử</small></a><span class="ngay">Thứ Bảy, 12/09/2020</span></div></div>
<div class="menu"><div class="khung">{links("/", ["Thời sự", "Kinh tế", "Xã hội", "Văn hóa", "Thể thao", "Bạn đọc"], li=False)}</div></div>
<div class="khung noi-dung">
<div class="cot-chinh">
<p class="chuyen-muc"><a href="/kinh-te">Kinh tế</a> › <a href="/kinh-te/thi-truong">Thị trường</a></p>
<h1>Chợ cá Bến Lau mở cửa lại sau nửa năm nâng cấp</h1>
<p class="thoi-gian">12/09/2020 11:05 GMT+7</p>
<p class="sapo"><b>Sau sáu tháng sửa chữa, chợ cá thị trấn Bến Lau đã đón tiểu thương trở lại từ sáng 12/9 với nền gạch mới, hệ thống thoát nước và khu sơ chế riêng.</b></p>
<figure><img src="/uploads/2020/09/cho-ca-ben-lau.svg" width="660" height="320" alt=""><figcaption>Tiểu thương bày hàng tại chợ cá Bến Lau sáng 12/9. Ảnh: Minh Thư</figcaption></figure>
<p>Chợ cá Bến Lau được xây dựng từ năm 1996, là nơi tiêu thụ phần lớn sản lượng của đội tàu cá ven bờ trong huyện. Công trình nâng cấp có tổng vốn gần 9 tỷ đồng, gồm 120 sạp hàng, mái che mới và hệ thống xử lý nước thải.</p>
<p>Theo Ban quản lý chợ, phí thuê sạp từ tháng 10 sẽ tăng từ 350.000 đồng lên 600.000 đồng mỗi tháng. Giờ mở cửa vẫn giữ từ 5 giờ đến 18 giờ hằng ngày.</p>
<p>Ông Võ Thanh Sơn, Phó Chủ tịch UBND thị trấn, cho biết địa phương sẽ xem xét giảm phí trong ba tháng đầu cho các hộ bán lẻ có hoàn cảnh khó khăn.</p>
<p class="tac-gia">MINH THƯ</p>
<div class="tin-lien-quan"><b>Tin liên quan</b><ul>{links("/kinh-te/", ["Giá cá nục tăng mạnh sau bão", "Cảng cá Bến Lau được nạo vét luồng", "Tiểu thương chợ cũ tạm chuyển sang bến xe"])}</ul></div>
<nl-y-kien></nl-y-kien>
<div class="gui-y-kien"><b>Gửi ý kiến của bạn</b><textarea rows="3"></textarea><input placeholder="Họ tên"><button type="button">Gửi</button></div>
</div>
<div class="cot-phu"><h3>Đọc nhiều</h3><ol>{links("/", ["Lịch cắt điện tuần này", "Đường ven biển thông xe đoạn qua Bến Lau", "Tuyển sinh lớp 10: điểm chuẩn dự kiến"])}</ol>
<h3>Thời tiết</h3><p>Bến Lau: 27-32°C, có mưa rào</p></div>
</div>
<div class="chan-trang"><div class="khung">Báo Ngọc Lan điện tử · Giấy phép số 137/GP-BTTTT · <a href="/lien-he">Liên hệ</a></div></div>
<script>{script}</script>
</body>
</html>
"""
    css = """
body{margin:0;font:16px/1.65 Arial,Helvetica,sans-serif;color:#222}.khung{max-width:1000px;margin:0 auto;padding:0 16px}.dau-trang{padding:12px 0;border-bottom:1px solid #ddd}.dau-trang .khung{display:flex;justify-content:space-between;align-items:center}
.ten-bao{font:700 28px Arial,sans-serif;color:#b71c1c;text-decoration:none}.ten-bao small{font-size:13px;color:#777}.ngay{font-size:13px;color:#777}.menu{background:#b71c1c;padding:7px 0}.menu a{color:#fff;margin-right:16px;font-size:14px;text-decoration:none}
.noi-dung{display:flex;gap:30px;padding-top:18px}.cot-chinh{flex:1}.cot-phu{width:260px;font-size:14px}.chuyen-muc{font-size:13px;margin:0}.thoi-gian{color:#888;font-size:13px}figcaption{font-size:13px;color:#777;font-style:italic}
.tac-gia{text-align:right;font-weight:700}.tin-lien-quan{background:#fff5f5;padding:8px 14px}.gui-y-kien{display:grid;gap:6px;background:#f5f5f5;padding:12px;margin-top:10px}.chan-trang{margin-top:30px;padding:14px 0;background:#333;color:#ccc;font-size:13px}.chan-trang a{color:#fff}
"""
    return case(
        "fr-vi-shadow-choca",
        "revealed",
        "vi",
        head(
            title="Chợ cá Bến Lau mở cửa lại sau nửa năm nâng cấp - Báo Ngọc Lan điện tử", lang="vi", css=css
        )
        + body,
        es,
        path="/kinh-te/thi-truong/cho-ca-ben-lau-mo-cua-lai-sau-nua-nam-nang-cap-20200912.html",
        reveal="open_shadow_root: the custom element <nl-y-kien> after the related news attaches an open shadow root when defined and builds the thread in it with DOM calls from an array in the page's script (nothing in the light DOM)",
        container="<nl-y-kien> open shadow root: div.tieu-de 'Ý kiến bạn đọc' (not a heading element), div.muc entries (div.dau: span.ten NAME, span.luc '14:20, 12/09/2020'; p.nd TEXT; 'Trả lời · Thích'); the reply a div.muc inside its parent; a note; the page's own send box after the element",
        heading="Ý kiến bạn đọc",
        description="A Vietnamese provincial paper of 2020 (invented): the town's fish market reopens after an upgrade, with higher stall fees; 5 readers' entries (one reply) drawn into an open shadow root by a custom element; a dated article, a captioned photo, related news, most read, the weather; no 'comment' in the markup.",
        check_steps=("wait:300",),
        files={"/uploads/2020/09/cho-ca-ben-lau.svg": picture(660, 320, "#1e6f8f", "Chợ cá Bến Lau", 20)},
    )


# --------------------------------------------------------------------------- ru: a same-origin iframe, 2016


def ru_voda() -> Case:
    es = thread("""
Людмила Сергеевна | 14 июня 2016, 21:40 | Каждый год обещают десять дней, а выходит три недели. В прошлом году на Заводской горячую воду дали только в июле.
Андрей_К | 15 июня 2016, 08:17 | Котельную на Лесной давно пора менять, трубы там ещё с семидесятых. Каждое лето латают одно и то же.
""")
    frame_path = "/vstavki/2016/06/goryachaya-voda-repliki.html"

    def one(e: E, i: int, sub: str) -> str:
        return (
            f'<div class="rep"><div class="rep-kto"><b>{esc(e.who)}</b><i>{esc(e.at)}</i></div>'
            f'<div class="rep-tekst">{paras(e.raw)}</div><div class="rep-nizh"><a href="#">Ответить</a></div>{sub}</div>'
        )

    frame = f"""<!DOCTYPE html>
<html lang="ru">
<head><meta charset="utf-8"><title>Реплики</title>
<style>body{{margin:0;font:14px/1.5 Verdana,Arial,sans-serif;color:#222;background:#fff}}.rep{{padding:8px 0;border-bottom:1px solid #ddd}}.rep-kto i{{color:#999;font-size:11px;margin-left:8px;font-style:normal}}
.rep-tekst p{{margin:3px 0}}.rep-nizh{{font-size:11px}}.vvod{{margin-top:10px;display:grid;gap:5px}}.vvod textarea{{height:60px}}.mal{{font-size:11px;color:#999}}</style>
</head>
<body>
{tree(es, one, lambda s, d: s)}
<form class="vvod" onsubmit="return false"><input placeholder="Ваше имя"><textarea placeholder="Текст"></textarea><button>Отправить</button></form>
<p class="mal">Сообщения публикуются после проверки модератором.</p>
</body>
</html>
"""
    body = f"""<body>
<table class="vse" width="980" align="center" cellpadding="0" cellspacing="0"><tr><td colspan="2" class="shapka">
<a href="/" class="imya">Ольховатский курьер</a><span class="podpis">Общественно-политическая газета · выходит с 1931 года</span></td></tr>
<tr><td colspan="2" class="razdely">{links("/", ["Новости", "Город", "ЖКХ", "Культура", "Спорт", "Объявления"], li=False, sep=" | ")}</td></tr>
<tr><td class="levo" valign="top">
<div class="rubr">ЖКХ</div>
<h1>Горячую воду отключат на три недели вместо десяти дней</h1>
<div class="data">14.06.2016 18:20 · Ирина Сомова</div>
<p class="vvodka">Летние испытания теплосетей в Ольховатске в этом году продлятся с 20 июня по 10 июля. Причина — замена участка трубы на улице Лесной.</p>
<p><img src="/foto/2016/kotelnaya-lesnaya.svg" width="600" height="280" alt="Котельная на улице Лесной"></p>
<p>Как сообщили в МУП «Ольховатские тепловые сети», во время гидравлических испытаний в мае на участке между котельной и улицей Заводской обнаружили три порыва. Трубу длиной около двухсот метров решено заменить до начала отопительного сезона.</p>
<p>Без горячей воды останутся дома на улицах Лесной, Заводской, Садовой и в микрорайоне Северный. Больница и детские сады будут подключены к резервной котельной.</p>
<p>Справки по телефону диспетчерской: 2-14-05.</p>
<p class="istochnik">Фото автора</p>
<iframe src="{frame_path}" width="620" height="420" frameborder="0" scrolling="no" class="vstavka" title=""></iframe>
<div class="eshche"><b>Читайте также:</b><ul>{links("/gorod/", ["На Садовой начали ремонт тротуаров", "График приёма депутатов на июнь", "Лагерь «Берёзка» открыл первую смену"])}</ul></div>
</td><td class="pravo" valign="top">
<div class="blok"><b>Погода</b><br>Среда: +24, ясно</div>
<div class="blok"><b>Объявления</b><br>Продам дом в Северном.<br>Куплю гараж у станции.</div>
<div class="blok"><b>Опрос</b><br>Пользуетесь ли вы новым автобусным маршрутом?<br>Да — 41% · Нет — 59%</div>
</td></tr>
<tr><td colspan="2" class="podval">© 2016 «Ольховатский курьер». При перепечатке ссылка обязательна. · <a href="/redakciya">Редакция</a></td></tr></table>
</body>
</html>
"""
    css = """
body{margin:0;background:#d9d4c7;font:14px/1.55 Verdana,Arial,sans-serif;color:#1a1a1a}.vse{background:#fff}.shapka{padding:14px 16px;background:#3e2723;color:#fff}
.imya{color:#fff;font:bold 30px "Times New Roman",serif;text-decoration:none;display:block}.podpis{font-size:11px;color:#d7ccc8}.razdely{padding:6px 16px;background:#efebe9;font-size:12px}
.levo{width:660px;padding:14px 16px}.pravo{width:260px;padding:14px 10px;background:#fafafa}.blok{border:1px solid #ddd;padding:8px;margin-bottom:10px;font-size:12px}.podval{padding:10px 16px;background:#3e2723;color:#d7ccc8;font-size:11px}.podval a{color:#fff}
.rubr{color:#8d6e63;font-weight:bold;font-size:12px}.data{color:#888;font-size:11px}.vvodka{font-weight:bold}.istochnik{font-size:11px;color:#999}.vstavka{display:block;margin:18px 0;border:0;border-top:1px solid #ccc}.eshche{font-size:13px}
"""
    return case(
        "fr-ru-iframe-voda",
        "revealed",
        "ru",
        head(
            title="Горячую воду отключат на три недели вместо десяти дней — Ольховатский курьер",
            lang="ru",
            css=css,
        )
        + body,
        es,
        path="/zhkh/2016/06/14/goryachuyu-vodu-otklyuchat-na-tri-nedeli",
        reveal="iframe: the entries are a page of the same site (/vstavki/2016/06/goryachaya-voda-repliki.html) shown in an iframe after the article's text, without a title or heading; nothing of them in the article's HTML",
        container="iframe (same origin, no title) > body: no heading, two flat div.rep entries (div.rep-kto: b NAME, i '14 июня 2016, 21:40'; div.rep-tekst p TEXT; 'Ответить'); a form and a moderation note after them",
        heading=None,
        description="A Russian town paper of 2016 (invented), in a layout table: the summer hot-water shutdown lasts three weeks instead of ten days; 2 readers' entries, flat, in a same-origin iframe without heading after the text; a dated byline, a photo, 'Читайте также', the weather, classifieds, a poll with percentages; no 'comment' in the markup.",
        check_steps=("wait:500",),
        files={
            frame_path: frame,
            "/foto/2016/kotelnaya-lesnaya.svg": picture(600, 280, "#5d4037", "Котельная, ул. Лесная", 18),
        },
    )
