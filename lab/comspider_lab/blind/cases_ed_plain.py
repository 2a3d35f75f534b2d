"""Blind set ed: two article pages without any reader discussion, as a Wayback-style web archive replays them, whose
furniture (and the archive's toolbar with its list of nearby captures) holds lists that look like one: a Japanese
regional paper's story of 2010 (captured 2011) with a timed news-flash list and its reporters' column posts with names,
dates and excerpts; a Portuguese daily's story of 2016 (captured the same day) with a signed, timed "Ao minuto" feed and
three letters to the editor, its discussion switched off. Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_ed_common import Capture, Case, archive, esc, make

# --------------------------------------------------------------------------- ja: a regional paper, 2010


def ja_dam() -> Case:
    flashes = [
        ("18:42", "北見市で住宅火災　けが人なし"),
        ("18:05", "JR石北線、強風で一部運休　あすは始発から通常運行"),
        ("17:31", "網走湖でワカサギ釣り解禁へ　氷の厚さ20センチ超える"),
        ("16:58", "遠軽町議会、新庁舎の設計費可決"),
        ("16:10", "オホーツク海沿岸に流氷接近　平年より4日早く"),
    ]
    columns = [
        (
            "報道部・佐伯 由香",
            "2010年1月25日",
            "留辺蘂の「最後の駄菓子屋」",
            "店を閉めると聞いて訪ねた。82歳の店主は「子どもが来なくなったから」と笑ったが、棚にはまだ色あせたくじが残っていた。",
        ),
        (
            "北見支局・大野 拓真",
            "2010年1月22日",
            "雪かきボランティアの若者たち",
            "高校生が一人暮らしのお年寄りの家を回る取り組みが3年目を迎えた。始めたのは当時の1年生3人だった。",
        ),
        (
            "網走支局・三浦 健",
            "2010年1月19日",
            "流氷観光船、今年の予約は",
            "観光協会によると、台湾と香港からの団体予約が昨年の1.5倍。ガイドの英語研修も始まった。",
        ),
    ]
    flash = "".join(
        f'<li><span class="time">{t}</span><a href="/news/flash/2010012{6 - n // 3}_{n}.html">{esc(h)}</a></li>'
        for n, (t, h) in enumerate(flashes)
    )
    cols = "".join(
        f'<div class="kisha-item"><p class="kisha-name">{esc(who)}</p><p class="kisha-date">{esc(d)}</p>'
        f'<h4><a href="/column/kisha/{n + 118}.html">{esc(title)}</a></h4><p class="kisha-text">{esc(text)}</p></div>'
        for n, (who, d, title, text) in enumerate(columns)
    )
    url = "http://www.okhotsk-minpo.co.jp/news/20100126/0004.html"
    page = f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="ja" lang="ja">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<meta http-equiv="Content-Style-Type" content="text/css" />
<meta http-equiv="Content-Script-Type" content="text/javascript" />
<title>常呂川ダム計画、規模縮小へ　道が見直し案｜オホーツク民報</title>
<meta name="keywords" content="オホーツク民報,ニュース,北見,常呂川,ダム" />
<link rel="stylesheet" href="/common/css/import.css" type="text/css" media="all" />
<script type="text/javascript" src="/common/js/jquery.js"></script>
<script type="text/javascript" src="/common/js/rollover.js"></script>
<script type="text/javascript" src="/common/js/fontsize.js"></script>
</head>
<body id="news">
<div id="wrapper">
<div id="header"><h1 id="logo"><a href="/"><img src="/common/img/logo.gif" alt="オホーツク民報" width="260" height="50" /></a></h1>
<ul id="hnavi"><li><a href="/company/">会社案内</a></li><li><a href="/subscribe/">購読申し込み</a></li><li><a href="/ad/">広告案内</a></li><li><a href="/sitemap/">サイトマップ</a></li></ul>
<div id="fontsize">文字サイズ <a href="#" onclick="fsc('S');return false;">小</a> <a href="#" onclick="fsc('M');return false;">中</a> <a href="#" onclick="fsc('L');return false;">大</a></div></div>
<ul id="gnavi"><li><a href="/">トップ</a></li><li class="on"><a href="/news/">ニュース</a></li><li><a href="/sports/">スポーツ</a></li><li><a href="/event/">イベント</a></li><li><a href="/okuyami/">おくやみ</a></li><li><a href="/photo/">フォト</a></li><li><a href="/weather/">天気</a></li></ul>
<div id="contents"><div id="main">
<p class="pankuzu"><a href="/">トップ</a> &gt; <a href="/news/">ニュース</a> &gt; 記事</p>
<div class="article">
<p class="date">2010年1月26日（火）</p>
<h2>常呂川ダム計画、規模縮小へ　道が見直し案</h2>
<div class="photo"><img src="/news/20100126/img/0004_01.jpg" alt="" width="300" height="200" /><p>ダム建設予定地の上流部（北見市常呂町）</p></div>
<p>　道は25日、北見市常呂町の常呂川上流に計画している治水ダムについて、堤の高さを当初の48メートルから36メートルに下げる見直し案を明らかにした。総事業費は約410億円から約290億円に圧縮される見込み。</p>
<p>　見直し案は同日、北見市内で開かれた流域委員会で示された。農業用水の需要が当初見込みより減ったことなどが理由という。</p>
<p>　流域の農業団体は「早期の着工を」と求める一方、自然保護団体は「ダムに頼らない治水を検討すべきだ」として、計画そのものの中止を訴えている。</p>
<p>　道は2月中に住民説明会を開き、3月末までに計画変更の手続きに入る方針。（佐伯 由香）</p>
</div>
<div class="snsbtn"><a href="http://twitter.com/home?status=%E5%B8%B8%E5%91%82%E5%B7%9D%E3%83%80%E3%83%A0+http://www.okhotsk-minpo.co.jp/news/20100126/0004.html">Twitterでつぶやく</a> <a href="http://b.hatena.ne.jp/append?http://www.okhotsk-minpo.co.jp/news/20100126/0004.html">はてなブックマークに追加</a> <a href="http://clip.livedoor.com/redirect?link=http://www.okhotsk-minpo.co.jp/news/20100126/0004.html">livedoorクリップ</a></div>
<div id="kanren"><h3>関連記事</h3><ul><li><a href="/news/20091208/0002.html">常呂川ダム、流域委で賛否　（2009年12月8日）</a></li><li><a href="/news/20090914/0006.html">常呂川の堤防改修、来年度着手へ　（2009年9月14日）</a></li></ul></div>
<div id="kisha"><h3>記者の目 ― 最新のコラム</h3>{cols}<p class="more"><a href="/column/kisha/">記者の目 一覧へ</a></p></div>
</div>
<div id="side">
<div class="bnr"><a href="/subscribe/"><img src="/common/img/bnr_koudoku.gif" alt="購読のお申し込み" width="220" height="80" /></a></div>
<div id="sokuho"><h3>ニュース速報</h3><ul>{flash}</ul></div>
<div id="ranking"><h3>アクセスランキング</h3><ol><li><a href="/news/20100126/0004.html">常呂川ダム計画、規模縮小へ</a></li><li><a href="/news/20100125/0001.html">北見の男性、詐欺容疑で逮捕</a></li><li><a href="/sports/20100124/0003.html">北見工大、全日本学生スケートで2位</a></li><li><a href="/news/20100124/0005.html">美幌町でスノーモービル大会</a></li></ol></div>
<div id="weather"><h3>きょうの天気</h3><p>北見　晴れ時々くもり　最高 -5℃ / 最低 -19℃</p><p>網走　くもり　最高 -3℃ / 最低 -14℃</p></div>
<div class="bnr"><img src="/common/img/bnr_jobs.gif" alt="求人情報" width="220" height="80" /></div>
</div></div>
<div id="footer"><p><a href="/privacy/">個人情報の取り扱い</a> | <a href="/copyright/">著作権について</a> | <a href="/contact/">お問い合わせ</a></p>
<address>Copyright &copy; 2010 The Okhotsk Minpo. All rights reserved. 掲載記事・写真の無断転載を禁じます。</address></div>
</div>
<script type="text/javascript">
var gaJsHost = (("https:" == document.location.protocol) ? "https://ssl." : "http://www.");
document.write(unescape("%3Cscript src='" + gaJsHost + "google-analytics.com/ga.js' type='text/javascript'%3E%3C/script%3E"));
</script>
</body>
</html>"""
    css = """body{margin:0;background:#f0f3f6;font:13px/1.7 'ＭＳ Ｐゴシック',sans-serif;color:#333}#wrapper{width:960px;margin:0 auto;background:#fff}
#header{position:relative;height:70px;padding:8px 14px}#logo{margin:0}#logo img{background:#00508f}#hnavi{position:absolute;right:14px;top:6px;list-style:none;margin:0;padding:0}#hnavi li{display:inline;margin-left:10px;font-size:11px}
#fontsize{position:absolute;right:14px;top:40px;font-size:11px}#gnavi{list-style:none;margin:0;padding:0 14px;background:#00508f;overflow:hidden}#gnavi li{float:left}#gnavi a{display:block;color:#fff;padding:7px 16px}
#contents{overflow:hidden;padding:12px 14px}#main{float:left;width:680px}#side{float:right;width:230px}.article h2{font-size:20px;border-left:6px solid #00508f;padding-left:8px}.date{color:#888}
.photo{float:right;width:300px;margin:0 0 8px 12px;font-size:11px;color:#666}.photo img{background:#ddd}#kanren,#kisha{clear:both;border-top:2px solid #00508f;margin-top:14px}
.kisha-item{border-bottom:1px dotted #ccc;padding:6px 0}.kisha-name{font-weight:bold;margin:0}.kisha-date{color:#999;font-size:11px;margin:0}.kisha-item h4{margin:2px 0}.kisha-text{margin:0;font-size:12px}
#side h3{background:#00508f;color:#fff;font-size:13px;padding:3px 6px}#sokuho ul{list-style:none;padding:0}#sokuho li{border-bottom:1px dotted #ccc;padding:3px 0}#sokuho .time{color:#c00;margin-right:6px}
#footer{background:#00508f;color:#fff;padding:10px 14px;font-size:11px}#footer a{color:#fff}"""
    cap = Capture(
        url=url,
        ts="20110208052731",
        count=3,
        span=("20100127011508", "20120511194406"),
        months=("20100127011508", "20120511194406"),
        days=("20100127011508", "20120511194406"),
        years=("20100127011508", "20120511194406"),
        nearby=(
            ("20100127011508", "Alexa Crawls"),
            ("20110208052731", "Wide Crawl Number 4"),
            ("20120511194406", "Common Crawl"),
        ),
        collector="Tidemark Web Crawls",
        collector_text="Wide crawls of the web, begun in 2010, run a few times a year from a list of seeds of many millions of sites.",
        collection="Wide Crawl Number 4",
    )
    out = archive(
        page, cap, scripts="comment", kept={"http://www.okhotsk-minpo.co.jp/common/css/import.css": css}
    )
    return make(
        "ed-plain-ja-tokoro-dam",
        "lookalike",
        "ja",
        out,
        [],
        path=f"/web/{cap.ts}/{url}",
        container="-",
        heading=None,
        description="A Japanese regional paper's story of January 2010 captured in February 2011, without any reader discussion: its reporters' column box '記者の目' (three posts, each with the reporter's name, a date, a title and an excerpt), a timed news-flash list, an access ranking, the weather, share links (Twitter, Hatena, livedoor); the archive's toolbar with its list of nearby captures and their collectors.",
        lookalikes=("kisha column posts", "timed news flashes", "the archive's nearby captures"),
    )


# --------------------------------------------------------------------------- pt: a daily, 2016


def pt_incendio() -> Case:
    minute = [
        (
            "21:40",
            "Rita Abrantes",
            "A Proteção Civil dá o incêndio de Vila de Rei como dominado. Cerca de 200 operacionais permanecem no terreno durante a noite para vigilância e rescaldo.",
        ),
        (
            "20:15",
            "Rita Abrantes",
            "A estrada nacional 2 foi reaberta ao trânsito entre Vila de Rei e Sertã.",
        ),
        (
            "19:02",
            "Nuno Ferraz",
            "O presidente da câmara, em declarações no local, diz que arderam pelo menos três casas de segunda habitação, nenhuma de primeira.",
        ),
        (
            "17:48",
            "Nuno Ferraz",
            "Dois bombeiros de Abrantes foram assistidos por exaustão e já regressaram ao combate.",
        ),
        (
            "16:30",
            "Rita Abrantes",
            "Chegaram mais dois meios aéreos pesados vindos de Espanha ao abrigo do acordo de cooperação.",
        ),
    ]
    cartas = [
        (
            "Os comboios do Oeste",
            "Há vinte anos que ouço falar na modernização da linha do Oeste. Entretanto as automotoras continuam a avariar e a viagem até Lisboa demora mais do que em 1990.",
            "José Manuel Pires",
            "Caldas da Rainha",
        ),
        (
            "Os correios da minha aldeia",
            "Fechou a estação dos CTT e agora os reformados têm de ir à sede do concelho para levantar a pensão. Ninguém nos perguntou nada.",
            "Maria do Céu Lopes",
            "Penela",
        ),
        (
            "Obrigado aos bombeiros",
            "Quero deixar uma palavra aos bombeiros voluntários que todos os verões arriscam a vida por terras que não são suas. Merecem mais do que palmas.",
            "António Carvalho",
            "Leiria",
        ),
    ]
    feed = "".join(
        f'<li class="minuto-entrada"><time>{t}</time><p class="minuto-autor">{esc(who)}</p><p>{esc(text)}</p></li>'
        for t, who, text in minute
    )
    letters = "".join(
        f'<article class="carta"><h4>{esc(title)}</h4><p>{esc(text)}</p><p class="carta-assinatura"><strong>{esc(who)}</strong>, {esc(town)}</p></article>'
        for title, text, who, town in cartas
    )
    url = (
        "http://www.diariodocentro.pt/sociedade/incendio-em-vila-de-rei-obriga-a-evacuar-duas-aldeias-1742318"
    )
    page = f"""<!DOCTYPE html>
<html lang="pt-PT" prefix="og: http://ogp.me/ns#">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Incêndio em Vila de Rei obriga a evacuar duas aldeias | Diário do Centro</title>
<meta property="og:title" content="Incêndio em Vila de Rei obriga a evacuar duas aldeias">
<meta property="article:published_time" content="2016-08-09T11:20:00+01:00">
<link rel="stylesheet" href="http://www.diariodocentro.pt/assets/css/ddc.2016.css">
<script src="http://www.diariodocentro.pt/assets/js/vendor.min.js"></script>
<script src="http://www.diariodocentro.pt/assets/js/ddc.min.js"></script>
<script>window.dataLayer = window.dataLayer || []; dataLayer.push({{"seccao": "sociedade", "tipo": "artigo", "autor": "Rita Abrantes"}});</script>
</head>
<body class="artigo seccao-sociedade">
<header class="cabecalho"><div class="cabecalho-topo"><span>Terça-feira, 9 de agosto de 2016</span><a href="http://www.diariodocentro.pt/assinaturas/">Assinar</a><a href="http://www.diariodocentro.pt/entrar/">Entrar</a></div>
<a class="marca" href="http://www.diariodocentro.pt/"><img src="http://www.diariodocentro.pt/assets/img/ddc-logo.svg" alt="Diário do Centro" width="240" height="44"></a>
<nav class="menu"><a href="http://www.diariodocentro.pt/politica/">Política</a><a class="ativo" href="http://www.diariodocentro.pt/sociedade/">Sociedade</a><a href="http://www.diariodocentro.pt/economia/">Economia</a><a href="http://www.diariodocentro.pt/regioes/">Regiões</a><a href="http://www.diariodocentro.pt/desporto/">Desporto</a><a href="http://www.diariodocentro.pt/cultura/">Cultura</a><a href="http://www.diariodocentro.pt/opiniao/">Opinião</a></nav></header>
<div class="pub pub-topo">Publicidade</div>
<main class="conteudo">
<article class="noticia">
<p class="antetitulo">Incêndios</p>
<h1>Incêndio em Vila de Rei obriga a evacuar duas aldeias</h1>
<p class="subtitulo">Mais de 300 operacionais e oito meios aéreos combatem as chamas que lavram desde a madrugada. Não há feridos graves a registar.</p>
<p class="autoria">Rita Abrantes e Nuno Ferraz · 9 de agosto de 2016, 11:20 · atualizado às 21:40</p>
<ul class="partilhar"><li><a href="https://www.facebook.com/sharer/sharer.php?u={url}">Facebook</a> <span>1,2 mil</span></li><li><a href="https://twitter.com/intent/tweet?url={url}">Twitter</a></li><li><a href="whatsapp://send?text={url}">WhatsApp</a></li></ul>
<figure><img src="http://www.diariodocentro.pt/imagens/2016/08/09/incendio-vila-de-rei-1742318_770.jpg" width="770" height="433" alt=""><figcaption>As chamas chegaram perto das casas da aldeia de Fundada. Foto: Paulo Cunha / Diário do Centro</figcaption></figure>
<div class="corpo">
<p>Um incêndio que deflagrou às 4h30 desta terça-feira numa zona de pinhal e eucaliptal do concelho de Vila de Rei obrigou à retirada preventiva dos moradores das aldeias de Fundada e Milreu.</p>
<p>Segundo o comandante distrital de operações de socorro de Castelo Branco, o vento forte e as temperaturas acima dos 38 graus dificultaram o combate durante a tarde.</p>
<p>Cerca de 90 pessoas passaram o dia no pavilhão municipal, onde a câmara e a Cruz Vermelha montaram um ponto de apoio com refeições e assistência médica.</p>
<p>A GNR cortou a estrada nacional 2 e vários caminhos municipais. Ao fim do dia, as chamas estavam a ser combatidas numa frente única, já longe das povoações.</p>
</div>
<section class="ao-minuto"><h2>Ao minuto</h2><ol class="minuto">{feed}</ol></section>
<p class="aviso-fechado">Este artigo não permite comentários.</p>
<section class="relacionados"><h3>Leia também</h3><ul><li><a href="http://www.diariodocentro.pt/sociedade/risco-maximo-de-incendio-em-sete-distritos-1742106">Risco máximo de incêndio em sete distritos</a></li><li><a href="http://www.diariodocentro.pt/regioes/macao-aldeia-recupera-dois-anos-depois-1741877">Mação: a aldeia que se levantou das cinzas</a></li></ul></section>
</article>
<aside class="lateral">
<div class="pub pub-mrec">Publicidade</div>
<section class="mais-lidas"><h3>Mais lidas</h3><ol><li><a href="http://www.diariodocentro.pt/sociedade/incendio-em-vila-de-rei-obriga-a-evacuar-duas-aldeias-1742318">Incêndio em Vila de Rei obriga a evacuar duas aldeias</a></li><li><a href="http://www.diariodocentro.pt/desporto/academica-apresenta-reforcos-1742201">Académica apresenta três reforços</a></li><li><a href="http://www.diariodocentro.pt/economia/preco-da-gasolina-desce-1742190">Preço da gasolina desce na próxima semana</a></li></ol></section>
<section class="cartas"><h3>Cartas ao director</h3>{letters}<p><a href="http://www.diariodocentro.pt/opiniao/cartas/">Envie a sua carta</a></p></section>
<section class="newsletter"><h3>Newsletter</h3><form action="http://www.diariodocentro.pt/newsletter/"><input type="email" name="email" placeholder="O seu email"><button>Subscrever</button></form></section>
</aside>
</main>
<footer class="rodape"><p>© 2016 Diário do Centro · <a href="http://www.diariodocentro.pt/estatuto-editorial/">Estatuto editorial</a> · <a href="http://www.diariodocentro.pt/ficha-tecnica/">Ficha técnica</a> · <a href="http://www.diariodocentro.pt/privacidade/">Privacidade</a></p></footer>
<div class="aviso-cookies" id="avisoCookies"><p>Este site utiliza cookies para melhorar a sua experiência de navegação. Ao continuar está a aceitar a sua utilização. <a href="http://www.diariodocentro.pt/cookies/">Saber mais</a></p><button type="button">Aceitar</button></div>
</body>
</html>"""
    css = """body{margin:0;font:16px/1.55 Georgia,serif;color:#1d1d1d}.cabecalho{border-bottom:4px solid #0a3d62;text-align:center}.cabecalho-topo{display:flex;gap:14px;justify-content:flex-end;font:12px Arial;padding:4px 14px;background:#f3f3f3}
.marca img{background:#0a3d62;margin:10px}.menu{display:flex;gap:16px;justify-content:center;font:bold 14px Arial;padding:8px}.menu a{color:#0a3d62;text-decoration:none}.menu .ativo{border-bottom:2px solid #e55039}
.pub{background:#f5f5f5;color:#aaa;font:10px Arial;text-align:center}.pub-topo{height:90px;max-width:970px;margin:10px auto}.pub-mrec{height:250px}
.conteudo{display:grid;grid-template-columns:1fr 300px;gap:30px;max-width:1100px;margin:0 auto;padding:0 14px}h1{font-size:34px;line-height:1.15;margin:6px 0}.antetitulo{font:bold 13px Arial;color:#e55039;text-transform:uppercase}
.subtitulo{font-size:19px;color:#444}.autoria{font:13px Arial;color:#777}.partilhar{list-style:none;padding:0;display:flex;gap:14px;font:13px Arial}figure{margin:0}figure img{background:#ccc;max-width:100%}figcaption{font:12px Arial;color:#666}
.ao-minuto{border-top:3px solid #e55039;margin-top:20px}.minuto{list-style:none;padding:0}.minuto-entrada{border-left:3px solid #e55039;padding:4px 0 4px 12px;margin-bottom:10px}.minuto-entrada time{font:bold 14px Arial;color:#e55039}.minuto-autor{font:12px Arial;color:#777;margin:0}
.aviso-fechado{font:italic 13px Arial;color:#888;border-top:1px solid #ddd;padding-top:8px}.lateral h3{font:bold 14px Arial;border-bottom:2px solid #0a3d62}.carta h4{margin:8px 0 2px;font-size:15px}.carta p{margin:2px 0;font-size:14px}.carta-assinatura{font:13px Arial;color:#555}
.rodape{background:#0a3d62;color:#ccd;padding:14px;font:12px Arial;margin-top:30px}.rodape a{color:#fff}
.aviso-cookies{position:fixed;bottom:0;left:0;right:0;background:rgba(0,0,0,.85);color:#fff;font:13px Arial;padding:10px 20px;display:flex;gap:14px;align-items:center;z-index:9999}.aviso-cookies a{color:#f6b93b}"""
    cap = Capture(
        url=url,
        ts="20160809222014",
        count=5,
        span=("20160809131102", "20180117072233"),
        months=("", "20160914103347"),
        days=("20160809131102", "20160810061540"),
        years=("", "20170322184419"),
        nearby=(
            ("20160809131102", "Save Page Now"),
            ("20160809222014", "Save Page Now"),
            ("20160810061540", "Wide Crawl Number 17"),
            ("20160914103347", "Common Crawl"),
        ),
        collector="Save Page Now",
        collector_text="A capture made on request: someone asked the archive to save this page at this moment.",
        collection="Live Web Proxy Crawls",
    )
    out = archive(
        page, cap, scripts="comment", kept={"http://www.diariodocentro.pt/assets/css/ddc.2016.css": css}
    )
    return make(
        "ed-plain-pt-vila-de-rei",
        "lookalike",
        "pt",
        out,
        [],
        path=f"/web/{cap.ts}/{url}",
        container="-",
        heading=None,
        description="A Portuguese daily's story of a forest fire, August 2016, captured by two Save-Page-Now requests that day, without any reader discussion ('Este artigo não permite comentários.'): an 'Ao minuto' feed of five timed updates signed by the two reporters, three letters to the editor on other subjects (title, text, name, town), most read, newsletter, a cookie notice fixed at the bottom; the archive's toolbar with its list of nearby captures.",
        lookalikes=("Ao minuto signed updates", "letters to the editor", "the archive's nearby captures"),
    )


def plain_ed() -> list[Case]:
    return [ja_dam(), pt_incendio()]
