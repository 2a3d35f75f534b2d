"""Blind set fb: a Brazilian blog host of 2010 (the first of three comment pages, "NAME disse..." above the text,
date, masked IP and "Responder | Excluir" under it, the author's answers boxed, a secret comment's notice), an
Indonesian blog host of 2012 (threaded "NAME berkata:" comments with nested answers, a secret comment's notice) and
two pages without any reader comment: a Turkish book blog of 2011 and a Greek village blog of 2009, each with its
host's furniture (recent posts, a recent-comments widget linking other posts, a tag cloud, a calendar, a visitor
counter, a guestbook link) and an empty comment section. Every site, name, place and text invented for this set;
each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fb_common import (
    Case,
    doc,
    emoticon_files,
    esc,
    kids,
    lines_html,
    make,
    svg,
    talk,
)

# --------------------------------------------------------------------------- pt-BR: a bus line, Curitiba 2010


def pt_onibus() -> Case:
    cs = talk("""
Rosângela || 03/08/2010 às 07:12 || Absurdo! Eu pego o 270 todo dia às 6h20 no ponto da escola e agora vou ter que andar até a avenida. Quem planejou isso não anda de ônibus.
Marcão || 03/08/2010 às 07:45 || Calma gente, li no jornal que a linha nova vai passar a cada 8 minutos no horário de pico. Pode ser que melhore.
>Luiz Fernando || 03/08/2010 às 09:30 || Marcão, a prefeitura fala em 8 minutos, mas só "depois do período de adaptação". Vou perguntar quanto tempo vai durar essa adaptação.
Dona Célia || 03/08/2010 às 08:02 || Sou aposentada e tenho problema no joelho. Daqui até o terminal são quase 800 metros de subida {e:sad} // Alguém sabe se vai ter linha alimentadora?
Felipe_CWB || 03/08/2010 às 10:17 || Quem quiser reclamar, o telefone da ouvidoria é o 156. Liguei ontem e eles disseram que vão fazer audiência pública no dia 20.
Tati || 03/08/2010 às 11:40 || Adorei o mapa que você fez, ficou muito mais claro que o da prefeitura kkkk
>Luiz Fernando || 03/08/2010 às 12:05 || Valeu, Tati! Fiz no Paint mesmo, levei a noite toda {e:laugh}
Jorge Henrique || 03/08/2010 às 13:22 || Moro no bairro há 30 anos e essa linha sempre foi a mais lotada. Se a nova for mais rápida, vou ficar feliz. O problema é que nunca é.
!SECRET || 03/08/2010 às 14:09 || -
Paulinha || 03/08/2010 às 15:03 || Alguém sabe se o cartão transporte vai continuar valendo a integração? Eu pego dois ônibus.
Sr. Nelson || 03/08/2010 às 16:47 || Parabéns pelo blog, rapaz. Imprimi o post e vou levar na reunião da associação de moradores na quinta.
anônimo || 03/08/2010 às 18:10 || vcs reclamam de tudo, na minha cidade nem ônibus tem depois das 22h
Bruna M. || 03/08/2010 às 19:32 || Sábado o 270 vai continuar passando no horário antigo? No site não fala nada sobre fim de semana.
Rosângela || 03/08/2010 às 21:55 || Voltando aqui: liguei no 156 como o Felipe falou. Disseram que a alimentadora vai passar pela rua da escola sim! Já é alguma coisa {e:smile}
""")
    ips = {
        0: "189.27",
        1: "201.86",
        3: "187.59",
        4: "200.150",
        5: "177.16",
        7: "189.115",
        9: "201.22",
        10: "187.10",
        11: "177.43",
        12: "189.62",
        13: "189.27",
    }
    path = "/luizbusao/2010/08/linha-270-vai-mudar.html"
    k = kids(cs)
    out = []
    for i in k[None]:
        c = cs[i]
        if not c.real:
            out.append(
                '<div class="coment secreto"><p class="quem"><img src="/imagens/cadeado.svg" width="12" height="14" alt=""> '
                'Comentário secreto</p><div class="oque">Este comentário é visível somente para o autor do blog.</div>'
                f'<p class="quando">{esc(c.at)}</p></div>\n'
            )
            continue
        no = 77100 + i
        resp = "".join(
            f'<div class="resposta"><p class="r-tit">Resposta do autor &mdash; <b>{esc(cs[j].who)}</b> em {esc(cs[j].at)}</p>'
            f"{lines_html(cs[j].raw, emo='/imagens/emoticons/')}</div>\n"
            for j in k.get(i, [])
        )
        out.append(
            f'<div class="coment" id="c{no}"><p class="quem"><img src="/imagens/avatar-padrao.svg" width="32" height="32" alt=""> '
            f"<b>{esc(c.who)}</b> disse...</p>\n"
            f'<div class="oque">{lines_html(c.raw, emo="/imagens/emoticons/")}</div>\n'
            f'<p class="quando">{esc(c.at)} | IP: {ips[i]}.xxx.xxx | <a href="#escrever" onclick="responder({no});return false;">Responder</a> | '
            f'<a href="/luizbusao/excluir-comentario?id={no}">Excluir</a></p>\n{resp}</div>\n'
        )
    comments = "".join(out)
    body = f"""<body>
<div id="topo-blogatorio"><a href="/">Blogatório</a> &middot; <a href="/crie-seu-blog">Crie seu blog grátis</a> &middot; <a href="/entrar">Entrar</a></div>
<div id="geral">
<div id="cabecalho"><h1><a href="/luizbusao/">Busão Nosso de Cada Dia</a></h1><p>Ônibus, ciclovias e calçadas de Curitiba, por quem anda a pé</p></div>
<div id="meio">
<div class="post">
<p class="data-post">terça-feira, 3 de agosto de 2010</p>
<h2>Linha 270 vai mudar: o que muda para quem mora no bairro</h2>
<p>A prefeitura anunciou ontem que a linha 270 deixa de passar pela rua da escola a partir de setembro. O ônibus vai seguir direto pela avenida até o terminal, e quem mora nas ruas de cima vai precisar pegar uma linha alimentadora ou andar até a avenida.</p>
<p><img src="/luizbusao/imagens/mapa-270.svg" width="420" height="300" alt="Mapa da linha 270"></p>
<p>Fiz o mapa acima com o trajeto antigo (em vermelho) e o novo (em azul). Segundo a prefeitura, o tempo de viagem até o centro cai de 50 para 35 minutos. Segundo os moradores com quem conversei no ponto, isso só vale para quem já mora perto da avenida.</p>
<p>Deixem nos comentários como a mudança afeta vocês. Vou juntar tudo e levar para a audiência pública.</p>
<p class="rodape-post">Postado por Luiz Fernando às 06:40 | Marcadores: <a href="/luizbusao/marcador/linhas">linhas</a>, <a href="/luizbusao/marcador/bairro">bairro</a> | <a href="#comentarios">Comentários (31)</a> | <a href="#trackbacks">Trackbacks (1)</a></p>
</div>
<div id="comentarios">
<h3>31 comentários</h3>
<p class="paginas">Página 1 de 3: <b>1</b> <a href="/luizbusao/2010/08/linha-270-vai-mudar/comentarios/2">2</a> <a href="/luizbusao/2010/08/linha-270-vai-mudar/comentarios/3">3</a> <a href="/luizbusao/2010/08/linha-270-vai-mudar/comentarios/2">Próxima &raquo;</a></p>
{comments}
<p class="paginas">Página 1 de 3: <b>1</b> <a href="/luizbusao/2010/08/linha-270-vai-mudar/comentarios/2">2</a> <a href="/luizbusao/2010/08/linha-270-vai-mudar/comentarios/3">3</a> <a href="/luizbusao/2010/08/linha-270-vai-mudar/comentarios/2">Próxima &raquo;</a></p>
</div>
<div id="trackbacks"><h3>Trackbacks</h3><p><a href="http://example.com.br/jornaldobairro/2010/08/04/linha-270">Jornal do Bairro: moradores questionam mudança na linha 270</a> &mdash; 04/08/2010</p></div>
<div id="escrever"><h3>Escreva seu comentário</h3><form action="/luizbusao/comentar" method="post"><p>Nome <input type="text" name="nome"> Senha (para excluir) <input type="password" name="senha" size="8"> <label><input type="checkbox" name="secreto"> secreto</label></p><textarea name="texto" rows="5" cols="55"></textarea><br><input type="submit" value="Publicar"></form></div>
</div>
<div id="lateral">
<div class="bloco"><h3>Quem sou eu</h3><p>Luiz Fernando, professor de geografia, usuário de ônibus há 25 anos.</p></div>
<div class="bloco"><h3>Posts recentes</h3><ul><li><a href="/luizbusao/2010/08/audiencia-dia-20.html">Audiência pública no dia 20</a></li><li><a href="/luizbusao/2010/08/linha-270-vai-mudar.html">Linha 270 vai mudar</a></li><li><a href="/luizbusao/2010/07/calcadas-esburacadas.html">Calçadas esburacadas: o mapa</a></li></ul></div>
<div class="bloco"><h3>Visitas</h3><p><img src="/luizbusao/imagens/contador.svg" width="90" height="22" alt="052341"></p></div>
<div class="bloco"><a href="/luizbusao/livro-de-visitas">Livro de visitas</a></div>
</div>
<div id="rodape">Blogatório &copy; 2010 &middot; Todos os direitos reservados</div>
</div>
<script type="text/javascript">
function responder(id) {{ var t = document.getElementsByName('texto')[0]; t.value = '@' + id + ' '; t.focus(); }}
</script>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#ffe9a8;font:13px Trebuchet MS,Verdana,sans-serif;color:#333}#topo-blogatorio{background:#009c3b;color:#fff;padding:4px 10px}#topo-blogatorio a{color:#fff}
#geral{width:880px;margin:0 auto;background:#fff}#cabecalho{padding:16px 20px;background:#2266aa;color:#fff}#cabecalho a{color:#fff}
#meio{float:left;width:600px;padding:10px 20px}#lateral{float:right;width:200px;padding:10px;font-size:12px}#rodape{clear:both;text-align:center;padding:6px;color:#888}
.data-post,.rodape-post{font-size:11px;color:#888}.paginas{text-align:right;font-size:11px}
.coment{border-bottom:1px solid #eee;padding:6px 0}.quem{margin:0}.oque{margin:4px 0 4px 40px}.quando{font-size:10px;color:#999;margin:0 0 0 40px}
.resposta{margin:6px 0 2px 40px;padding:6px;background:#eef5ff;border:1px solid #c8dcf5}.r-tit{margin:0;font-size:11px;color:#2266aa}.secreto{color:#999}
</style>"""
    files = {
        "/luizbusao/imagens/mapa-270.svg": svg(420, 300, "#8aa", "Linha 270"),
        "/luizbusao/imagens/contador.svg": svg(90, 22, "#000", "052341", 12),
        "/imagens/avatar-padrao.svg": svg(32, 32, "#bbb"),
        "/imagens/cadeado.svg": svg(12, 14, "#999"),
        **emoticon_files("/imagens/emoticons/"),
    }
    html = (
        doc(
            "html4t",
            title="Busão Nosso de Cada Dia: Linha 270 vai mudar: o que muda para quem mora no bairro",
            lang="pt-BR",
            head=css,
        )
        + body
    )
    return make(
        "fb-pt-blog-onibus",
        "discussion",
        "pt-BR",
        html,
        cs,
        path=path,
        container="div#comentarios '31 comentários' with a pager 'Página 1 de 3: 1 2 3 Próxima »' above and below (pages 2 and 3 not served): one div.coment a comment (p.quem avatar, b NAME 'disse...'; div.oque TEXT; p.quando 'DATE | IP: 189.27.xxx.xxx | Responder | Excluir'); the author's answer a div.resposta inside it ('Resposta do autor — b NAME em DATE', TEXT); one secret comment's notice",
        heading="31 comentários",
        description="A Brazilian blog host of 2010 (invented): a neighbourhood blogger's post on a bus line change with the first of three comment pages: 11 readers' comments (one reader writes twice) and the author's two answers boxed inside the comments they answer (truth: replies), a secret comment's notice among them, masked IPs, 'Responder | Excluir'; the heading says 31 (the rest on pages 2 and 3, not served: the truth is this page's 13); a trackback list of one entry after the comments; recent posts, a visit counter and a guestbook link.",
        files=files,
    )


# --------------------------------------------------------------------------- id: going home by train, 2012


def id_mudik() -> Case:
    cs = talk("""
Wulan || 14 Agustus 2012 pukul 09.12 || Wah perjuangan banget ya mas, 14 jam duduk di kereta ekonomi. Tahun lalu aku juga mudik naik kereta yang sama, nggak bisa tidur sama sekali {e:sweat}
>Bayu Ransel || 14 Agustus 2012 pukul 10.05 || Iya mbak, kaki sampai bengkak. Tapi pemandangan sawah pas subuh bikin lupa capeknya.
Rizky || 14 Agustus 2012 pukul 11.30 || Tiketnya pesan berapa hari sebelumnya mas? Katanya sekarang bisa dari 90 hari sebelum berangkat.
>Bayu Ransel || 14 Agustus 2012 pukul 12.15 || Aku pesan pas hari pertama dibuka, 90 hari sebelumnya, lewat minimarket. Dua jam kemudian katanya sudah habis.
>>Rizky || 14 Agustus 2012 pukul 12.40 || Wah cepat banget. Makasih infonya mas, tahun depan harus pasang alarm.
Bu Harti || 15 Agustus 2012 pukul 06.20 || Anak saya juga mudik naik kereta ke Kebumen. Semoga selamat sampai tujuan semua ya. // Selamat Idul Fitri, mohon maaf lahir dan batin.
!SECRET || 15 Agustus 2012 pukul 13.02 || -
joko_s || 15 Agustus 2012 pukul 20.47 || Ada colokan listrik nggak di gerbongnya? HP-ku pasti mati kalau 14 jam.
>Wulan || 15 Agustus 2012 pukul 21.30 || Kemarin aku naik nggak ada, mas. Bawa power bank aja, sama buku.
Andi Purwokerto || 16 Agustus 2012 pukul 08.02 || Lewat Purwokerto berarti ya? Kapan-kapan mampir, nanti saya traktir mendoan {e:smile}
""")
    path = "/bayuransel/mudik-naik-kereta-ekonomi-14-jam"
    k = kids(cs)

    def item(i: int) -> str:
        c = cs[i]
        if not c.real:
            return (
                '<div class="kmt kmt-rahasia"><div class="kmt-isi"><i>Komentar ini hanya dapat dilihat oleh pemilik blog.</i></div>'
                f'<div class="kmt-waktu">{esc(c.at)}</div></div>\n'
            )
        no = 2300 + i
        sub = "".join(item(j) for j in k.get(i, []))
        sub = f'<div class="balasan">\n{sub}</div>\n' if sub else ""
        pemilik = ' <span class="pemilik">pemilik blog</span>' if c.who == "Bayu Ransel" else ""
        return (
            f'<div class="kmt" id="kmt-{no}"><div class="kmt-nama"><img src="/gambar/avatar.svg" width="30" height="30" alt=""> '
            f"<cite>{esc(c.who)}</cite>{pemilik} berkata:</div>\n"
            f'<div class="kmt-waktu"><a href="#kmt-{no}">{esc(c.at)}</a></div>\n'
            f'<div class="kmt-isi">{lines_html(c.raw, para="p", emo="/gambar/emotikon/")}</div>\n'
            f'<div class="kmt-aksi"><a href="/bayuransel/mudik-naik-kereta-ekonomi-14-jam?balas={no}#tulis">Balas</a></div>\n{sub}</div>\n'
        )

    comments = "".join(item(i) for i in k[None])
    body = f"""<body>
<div id="bungkus">
<div id="kepala"><div class="host"><a href="/">Rumahkata</a> | <a href="/daftar">Daftar</a> | <a href="/masuk">Masuk</a></div><h1><a href="/bayuransel/">Catatan Si Ransel</a></h1><p>Jalan-jalan murah dari Jakarta ke mana saja</p></div>
<div id="isi">
<div class="tulisan">
<h2>Mudik Naik Kereta Ekonomi: 14 Jam dari Jakarta ke Yogyakarta</h2>
<p class="meta">Ditulis oleh Bayu Ransel pada 13 Agustus 2012 &middot; Kategori: <a href="/bayuransel/kategori/perjalanan">Perjalanan</a></p>
<p>Tahun ini untuk pertama kalinya aku mudik naik kereta ekonomi. Berangkat dari Pasar Senen jam 10 malam, sampai Lempuyangan jam 12 siang besoknya. Harga tiketnya murah sekali, tapi perjuangannya luar biasa.</p>
<p><img src="/bayuransel/foto/gerbong.svg" width="400" height="260" alt="Di dalam gerbong"></p>
<p>Kursinya tegak, berhadapan, dan penuh sesak. Pedagang asongan lewat setiap lima menit, menawarkan kopi, pecel, sampai mainan anak. Tengah malam kereta berhenti lama di Cirebon menunggu kereta lain lewat.</p>
<p>Tips dari aku: bawa bantal leher, air minum, dan makanan sendiri. Dan jangan lupa pesan tiket begitu penjualan dibuka!</p>
<p class="label">Label: <a href="/bayuransel/label/mudik">mudik</a>, <a href="/bayuransel/label/kereta">kereta</a>, <a href="/bayuransel/label/lebaran">lebaran</a></p>
</div>
<div id="komentar">
<h3>10 Tanggapan untuk &ldquo;Mudik Naik Kereta Ekonomi&rdquo;</h3>
{comments}</div>
<div id="tulis"><h3>Tinggalkan Komentar</h3><form action="/bayuransel/komentar" method="post"><p>Nama <input type="text" name="nama"> <label><input type="checkbox" name="rahasia"> rahasia</label></p><textarea name="isi" rows="5" cols="55"></textarea><br><input type="submit" value="Kirim Komentar"></form></div>
</div>
<div id="samping">
<div class="widget"><h3>Tulisan Terbaru</h3><ul><li><a href="/bayuransel/balik-ke-jakarta-naik-bus">Balik ke Jakarta Naik Bus Malam</a></li><li><a href="/bayuransel/mudik-naik-kereta-ekonomi-14-jam">Mudik Naik Kereta Ekonomi</a></li><li><a href="/bayuransel/tiga-hari-di-dieng">Tiga Hari di Dieng</a></li></ul></div>
<div class="widget"><h3>Kalender</h3><p>Agustus 2012: <a href="/bayuransel/2012/08/13">13</a>, <a href="/bayuransel/2012/08/20">20</a></p></div>
<div class="widget"><h3>Statistik</h3><p>Pengunjung hari ini: 143<br>Total: 60.218</p></div>
<div class="widget"><a href="/bayuransel/buku-tamu">Buku Tamu</a></div>
</div>
<div id="kaki">Rumahkata &copy; 2012</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#e4eef0;font:13px/1.6 Verdana,sans-serif;color:#333}#bungkus{width:880px;margin:0 auto;background:#fff}
#kepala{padding:14px 20px;background:#b22222;color:#fff}#kepala a{color:#fff}.host{font-size:11px}
#isi{float:left;width:600px;padding:10px 20px}#samping{float:right;width:200px;padding:10px;font-size:12px}#kaki{clear:both;text-align:center;padding:6px;color:#999}
.meta,.label{font-size:11px;color:#888}.kmt{border-top:1px solid #eee;padding:6px 0}.kmt-nama cite{font-style:normal;font-weight:bold}
.kmt-waktu{font-size:10px}.kmt-waktu a{color:#999}.kmt-aksi{font-size:11px}.pemilik{background:#b22222;color:#fff;font-size:9px;padding:0 3px}
.balasan{margin-left:35px}.kmt-rahasia{color:#999}
</style>"""
    files = {
        "/bayuransel/foto/gerbong.svg": svg(400, 260, "#5a6b7a", "gerbong"),
        "/gambar/avatar.svg": svg(30, 30, "#ccc"),
        **emoticon_files("/gambar/emotikon/"),
    }
    html = (
        doc(
            "xhtml",
            title="Mudik Naik Kereta Ekonomi: 14 Jam dari Jakarta ke Yogyakarta | Catatan Si Ransel",
            lang="id",
            head=css,
        )
        + body
    )
    return make(
        "fb-id-blog-mudik",
        "discussion",
        "id",
        html,
        cs,
        path=path,
        container="div#komentar '10 Tanggapan untuk …': one div.kmt a comment (div.kmt-nama avatar, cite NAME, 'berkata:'; div.kmt-waktu DATE; div.kmt-isi TEXT in p; 'Balas'); answers in a div.balasan inside their parent's div.kmt (two deep once); one secret comment's notice with only a date",
        heading="10 Tanggapan untuk “Mudik Naik Kereta Ekonomi”",
        description="An Indonesian travel blog of 2012 on an invented host: 9 comments on a going-home-by-train post, threaded by nesting (the blogger answers two readers, a reader answers him back, a reader answers another), a secret comment's notice with only a date; emoticons; recent posts, calendar, visitor statistics and a guestbook link.",
        files=files,
    )


# --------------------------------------------------------------------------- tr: a book blog without comments, 2011


def tr_kitap() -> Case:
    recent = "".join(
        f'<li><span class="yazan">{esc(who)}</span>, <a href="/kitapkurdu/{href}.html#yorumlar">{esc(title)}</a> için: &ldquo;{esc(snip)}&rdquo;</li>'
        for who, href, title, snip in (
            (
                "Selin",
                "2011/03/ruzgarin-kizi",
                "Rüzgârın Kızı",
                "Sonunu hiç beklemiyordum, iki gün etkisinden çıkamadım.",
            ),
            (
                "okur_mehmet",
                "2011/03/ruzgarin-kizi",
                "Rüzgârın Kızı",
                "Çevirisi biraz aceleye gelmiş gibi, yine de güzel.",
            ),
            (
                "Zeynep Hoca",
                "2011/02/cocuklar-icin-10-kitap",
                "Çocuklar için 10 kitap",
                "Listeyi öğrencilerimle paylaştım, teşekkürler.",
            ),
            (
                "Burak",
                "2011/02/sahaf-gezisi",
                "Kadıköy'de sahaf gezisi",
                "Bir sonraki gezide ben de gelmek isterim!",
            ),
        )
    )
    cal = "".join(f"<td>{d}</td>" + ("</tr><tr>" if (d + 4) % 7 == 0 else "") for d in range(1, 31))
    body = f"""<body>
<div id="sayfa">
<div id="ust"><span class="servis"><a href="/">Blogcuk</a> &middot; ücretsiz blog</span><h1><a href="/kitapkurdu/">Kitap Kurdunun Defteri</a></h1><p>Okuduklarım, okuyacaklarım, sahaflarda bulduklarım</p></div>
<div id="icerik">
<div class="yazi">
<h2>Haftanın kitabı: &ldquo;Limandaki Sessizlik&rdquo;</h2>
<p class="tarih">12 Nisan 2011, Salı &middot; Kategori: <a href="/kitapkurdu/kategori/roman">Roman</a></p>
<p>Bu hafta bir arkadaşımın ısrarıyla aldığım &ldquo;Limandaki Sessizlik&rdquo;i bitirdim. Karadeniz'de küçük bir liman kasabasında geçen, bir balıkçı ailesinin üç kuşağını anlatan bir roman.</p>
<p><img src="/kitapkurdu/resim/kapak.svg" width="200" height="300" alt="Kitabın kapağı" align="right">Kitabın ilk yarısı biraz yavaş ilerliyor; yazar kasabayı, limanı, kahveyi ve rüzgârı uzun uzun anlatıyor. Ama büyükbabanın denizde kaybolduğu bölümden sonra bırakamadım.</p>
<p>En sevdiğim karakter, her sabah limana inip tekneleri sayan yaşlı teyze oldu. Dili sade, diyalogları doğal. Tek eleştirim: son bölüm biraz aceleye gelmiş.</p>
<p><b>Puanım:</b> 4/5. Sahafta bulursanız kaçırmayın.</p>
<p class="etiketler">Etiketler: <a href="/kitapkurdu/etiket/roman">roman</a>, <a href="/kitapkurdu/etiket/karadeniz">karadeniz</a>, <a href="/kitapkurdu/etiket/haftanin-kitabi">haftanın kitabı</a></p>
</div>
<p class="sekmeler"><a href="#yorumlar"><b>Yorumlar (0)</b></a> | <a href="/kitapkurdu/2011/04/limandaki-sessizlik/geri-izleme">Geri izlemeler (0)</a></p>
<div id="yorumlar">
<p class="bos">Bu yazıya henüz yorum yapılmamış. İlk yorumu siz yazın!</p>
<form action="/kitapkurdu/yorum-ekle" method="post"><p>Adınız <input type="text" name="ad"> Şifre (silmek için) <input type="password" name="sifre" size="8"> <label><input type="checkbox" name="gizli"> sadece blog sahibi görsün</label></p><textarea name="yorum" rows="5" cols="55"></textarea><br><input type="submit" value="Yorum Gönder"></form>
</div>
<p class="onceki-sonraki"><a href="/kitapkurdu/2011/04/sahaftan-aldiklarim.html">&laquo; Sahaftan aldıklarım</a> | <a href="/kitapkurdu/2011/04/nisan-okuma-listesi.html">Nisan okuma listesi &raquo;</a></p>
</div>
<div id="yan">
<div class="kutu"><h3>Son Yazılar</h3><ul><li><a href="/kitapkurdu/2011/04/nisan-okuma-listesi.html">Nisan okuma listesi</a></li><li><a href="/kitapkurdu/2011/04/limandaki-sessizlik.html">Haftanın kitabı: Limandaki Sessizlik</a></li><li><a href="/kitapkurdu/2011/04/sahaftan-aldiklarim.html">Sahaftan aldıklarım</a></li><li><a href="/kitapkurdu/2011/03/ruzgarin-kizi.html">Rüzgârın Kızı</a></li></ul></div>
<div class="kutu"><h3>Son Yorumlar</h3><ul class="son-yorumlar">{recent}</ul></div>
<div class="kutu"><h3>Etiket Bulutu</h3><p class="bulut"><a href="/kitapkurdu/etiket/roman" style="font-size:18px">roman</a> <a href="/kitapkurdu/etiket/sahaf" style="font-size:14px">sahaf</a> <a href="/kitapkurdu/etiket/cocuk" style="font-size:11px">çocuk</a> <a href="/kitapkurdu/etiket/siir" style="font-size:12px">şiir</a> <a href="/kitapkurdu/etiket/karadeniz" style="font-size:10px">karadeniz</a> <a href="/kitapkurdu/etiket/haftanin-kitabi" style="font-size:15px">haftanın kitabı</a></p></div>
<div class="kutu"><h3>Takvim</h3><table class="takvim"><caption>Nisan 2011</caption><tr><th>Pt</th><th>Sa</th><th>Ça</th><th>Pe</th><th>Cu</th><th>Ct</th><th>Pa</th></tr><tr><td></td><td></td><td></td><td></td>{cal}</tr></table></div>
<div class="kutu"><h3>Ziyaretçi Sayacı</h3><p>Bugün: 38<br>Toplam: 14.205<br>Şu an çevrimiçi: 2</p></div>
<div class="kutu"><h3>Ziyaretçi Defteri</h3><p><a href="/kitapkurdu/ziyaretci-defteri">Deftere bir not bırakın (86 mesaj)</a></p></div>
</div>
<div id="alt">Blogcuk &copy; 2011 &middot; Bu blog Blogcuk altyapısını kullanır</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#efe6d8;font:13px Tahoma,Verdana,sans-serif;color:#3a2e22}#sayfa{width:860px;margin:0 auto;background:#fffdf8}
#ust{padding:15px 20px;background:#6b4226;color:#fff}#ust a{color:#fff}.servis{font-size:11px}
#icerik{float:left;width:580px;padding:10px 20px}#yan{float:right;width:220px;padding:10px;font-size:12px}#alt{clear:both;text-align:center;color:#999;padding:6px}
.tarih,.etiketler{font-size:11px;color:#888}.sekmeler{border-bottom:1px solid #6b4226}.bos{color:#888;font-style:italic}
.son-yorumlar{padding-left:14px}.son-yorumlar li{margin-bottom:5px}.yazan{font-weight:bold}.takvim td,.takvim th{font-size:10px;padding:0 2px;text-align:center}
</style>"""
    html = (
        doc(
            "html4t",
            title="Haftanın kitabı: Limandaki Sessizlik | Kitap Kurdunun Defteri",
            lang="tr",
            head=css,
        )
        + body
    )
    return make(
        "fb-tr-plain-kitap",
        "lookalike",
        "tr",
        html,
        [],
        path="/kitapkurdu/2011/04/limandaki-sessizlik.html",
        container="-",
        heading=None,
        description="A Turkish book blog of 2011 on an invented host, no reader comment: 'Yorumlar (0) | Geri izlemeler (0)', 'Bu yazıya henüz yorum yapılmamış.' and the comment form; the sidebar's 'Son Yorumlar' widget (four named, quoted comment snippets linking two other posts), recent posts, a tag cloud, a calendar, a visitor counter and a guestbook link (86 messages).",
        lookalikes=("ul.son-yorumlar",),
        files={"/kitapkurdu/resim/kapak.svg": svg(200, 300, "#2a4a6a", "Limandaki Sessizlik", 12)},
    )


# --------------------------------------------------------------------------- el: a village blog without comments, 2009


def el_panigyri() -> Case:
    recent = "".join(
        f'<li><a href="/to-xorio-mas/{href}.html#sxolia"><b>{esc(who)}</b> στο &laquo;{esc(title)}&raquo;</a><br><span class="apospasma">{esc(snip)}</span> <span class="pote">{esc(when)}</span></li>'
        for who, href, title, snip, when in (
            (
                "Νίκος από Αθήνα",
                "2009/07/i-vrysi",
                "Η βρύση του χωριού",
                "Θυμάμαι που γεμίζαμε τις στάμνες εκεί κάθε πρωί…",
                "πριν 2 ημέρες",
            ),
            (
                "Κατερίνα",
                "2009/07/i-vrysi",
                "Η βρύση του χωριού",
                "Πότε θα τη φτιάξει επιτέλους η κοινότητα;",
                "πριν 3 ημέρες",
            ),
            (
                "Γιάννης Μ.",
                "2009/06/palies-fotografies",
                "Παλιές φωτογραφίες του σχολείου",
                "Στη δεύτερη φωτογραφία είναι ο πατέρας μου, δεύτερος από αριστερά!",
                "πριν 1 εβδομάδα",
            ),
        )
    )
    body = f"""<body>
<div id="olo">
<div id="kefalida"><div class="ypiresia"><a href="/">Μπλογκάκι</a> &middot; <a href="/neo-blog">Φτιάξε το δικό σου blog</a></div><h1><a href="/to-xorio-mas/">Το χωριό μας</a></h1><p>Νέα, φωτογραφίες και αναμνήσεις από ένα χωριό της ορεινής Αρκαδίας</p></div>
<div id="kyrio">
<div class="anartisi">
<h2>Το πανηγύρι της Αγίας Παρασκευής 2009</h2>
<p class="imerominia">Κυριακή, 26 Ιουλίου 2009 &middot; Ετικέτες: <a href="/to-xorio-mas/etiketa/panigyri">πανηγύρι</a>, <a href="/to-xorio-mas/etiketa/kalokairi">καλοκαίρι</a></p>
<p>Και φέτος το πανηγύρι στην πλατεία γέμισε κόσμο. Από το απόγευμα του Σαββάτου άρχισαν να έρχονται οι πρώτοι από την Αθήνα και την Τρίπολη, και μέχρι τις δέκα το βράδυ δεν έβρισκες τραπέζι.</p>
<p><img src="/to-xorio-mas/eikones/plateia.svg" width="420" height="280" alt="Η πλατεία"></p>
<p>Η ορχήστρα έπαιξε μέχρι τις τέσσερις το πρωί, ο σύλλογος μοίρασε κρασί και λουκουμάδες, και τα παιδιά του χορευτικού άνοιξαν τον χορό με τσάμικο. Ευχαριστούμε όσους βοήθησαν στο στήσιμο και στο μάζεμα.</p>
<p>Περισσότερες φωτογραφίες θα ανεβούν την άλλη εβδομάδα.</p>
</div>
<p class="karteles"><a href="#sxolia"><b>Σχόλια (0)</b></a> | <a href="/to-xorio-mas/2009/07/panigyri-2009/trackback">Παραπομπές (0)</a></p>
<div id="sxolia">
<p class="keno">Δεν υπάρχουν σχόλια ακόμη.</p>
<p><a href="/to-xorio-mas/sxolio-neo?anartisi=1188">Γράψτε το πρώτο σχόλιο &raquo;</a></p>
</div>
</div>
<div id="plaino">
<div class="koutaki"><h3>Πρόσφατες αναρτήσεις</h3><ul><li><a href="/to-xorio-mas/2009/07/panigyri-2009.html">Το πανηγύρι της Αγίας Παρασκευής 2009</a></li><li><a href="/to-xorio-mas/2009/07/i-vrysi.html">Η βρύση του χωριού</a></li><li><a href="/to-xorio-mas/2009/06/palies-fotografies.html">Παλιές φωτογραφίες του σχολείου</a></li></ul></div>
<div class="koutaki"><h3>Πρόσφατα σχόλια</h3><ul class="prosfata-sxolia">{recent}</ul></div>
<div class="koutaki"><h3>Ετικέτες</h3><p><a href="/to-xorio-mas/etiketa/panigyri" style="font-size:15px">πανηγύρι</a> <a href="/to-xorio-mas/etiketa/fotografies" style="font-size:17px">φωτογραφίες</a> <a href="/to-xorio-mas/etiketa/sxoleio" style="font-size:11px">σχολείο</a> <a href="/to-xorio-mas/etiketa/kalokairi" style="font-size:13px">καλοκαίρι</a></p></div>
<div class="koutaki"><h3>Ημερολόγιο</h3><p>Ιούλιος 2009: <a href="/to-xorio-mas/2009/07/05">5</a> &middot; <a href="/to-xorio-mas/2009/07/19">19</a> &middot; <a href="/to-xorio-mas/2009/07/26">26</a></p></div>
<div class="koutaki"><h3>Επισκέπτες</h3><p><img src="/to-xorio-mas/eikones/metritis.svg" width="88" height="20" alt="008812"></p></div>
<div class="koutaki"><a href="/to-xorio-mas/vivlio-episkepton">Βιβλίο επισκεπτών</a></div>
</div>
<div id="telos">Μπλογκάκι &copy; 2009</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#dfe9f3;font:13px Arial,sans-serif;color:#333}#olo{width:860px;margin:0 auto;background:#fff}
#kefalida{padding:15px 20px;background:#0d5eaf;color:#fff}#kefalida a{color:#fff}.ypiresia{font-size:11px}
#kyrio{float:left;width:580px;padding:10px 20px}#plaino{float:right;width:220px;padding:10px;font-size:12px}#telos{clear:both;text-align:center;color:#999;padding:6px}
.imerominia{font-size:11px;color:#888}.karteles{border-bottom:1px solid #0d5eaf}.keno{color:#888}
.prosfata-sxolia{padding-left:14px}.apospasma{color:#555}.pote{color:#999;font-size:10px}
</style>"""
    html = (
        doc("xhtml", title="Το χωριό μας: Το πανηγύρι της Αγίας Παρασκευής 2009", lang="el", head=css) + body
    )
    return make(
        "fb-el-plain-panigyri",
        "lookalike",
        "el",
        html,
        [],
        path="/to-xorio-mas/2009/07/panigyri-2009.html",
        container="-",
        heading=None,
        description="A Greek village blog of 2009 on an invented host, no reader comment: 'Σχόλια (0) | Παραπομπές (0)', 'Δεν υπάρχουν σχόλια ακόμη.' and a link to write the first; the sidebar's 'Πρόσφατα σχόλια' widget (three named snippets with relative times linking two other posts), recent posts, tags, a calendar, a visitor counter image and a guestbook link.",
        lookalikes=("ul.prosfata-sxolia",),
        files={
            "/to-xorio-mas/eikones/plateia.svg": svg(420, 280, "#4a7ab0", "πλατεία"),
            "/to-xorio-mas/eikones/metritis.svg": svg(88, 20, "#000", "008812", 11),
        },
    )
