"""Blind set AQ: six hand-built discussions (readers' comments on this article) printed in the served HTML in the
site's own markup: a Brazilian regional portal with the newsroom's answer (pt), a German regional paper's tree of
three levels (de), a Polish town portal with relative times (pl), a Japanese city paper with "そう思う" counts (ja), a
Turkish town site without any time (tr), a Greek magazine without heading (el). Every class name, name, place and
text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_aq_common import C, Case, Parts, Story, esc, make, paras, seeds, thread, tree


def pt_rodoviaria() -> Case:
    cs = thread("""
Marcos Tavares | 12/03/2023 às 08h15 | - | - | Até que enfim. A rodoviária está do mesmo jeito desde que eu era criança, com aquele banheiro que vive interditado.
Cida Ramalho | 12/03/2023 às 08h52 | 0 | - | O banheiro foi reformado em 2019, Marcos, mas fecharam de novo seis meses depois. O problema é a manutenção, não a obra.
Marcos Tavares | 12/03/2023 às 09h10 | 1 | - | Pois é, Cida. Espero que dessa vez coloquem alguém para cuidar.
Júlio César Brandão | 12/03/2023 às 10h33 | - | - | E durante os oito meses de obra os ônibus vão parar onde? A matéria não fala.
Gazeta Serrana | 12/03/2023 às 11h05 | 3 | red | Olá, Júlio. Segundo a prefeitura, o embarque será transferido para a Praça da Estação, com cobertura provisória. Atualizamos o texto.
Rosângela | 12/03/2023 às 13h47 | - | - | Quatro milhões e meio numa rodoviária de cidade pequena? Quero ver a licitação.
Tiago F. | 12/03/2023 às 14h20 | 5 | - | O dinheiro vem do estado, está no último parágrafo. Mas concordo que tem que acompanhar.
dona Lurdes | 13/03/2023 às 07h05 | - | - | Só peço que pensem nos idosos: rampa, corrimão e um lugar para sentar à sombra.
""")

    def item(i: int, c: C, sub: str, depth: int) -> str:
        badge = ' <span class="fala-selo">Redação</span>' if c.has("red") else ""
        return (
            f'<div class="fala{" fala-equipe" if c.has("red") else ""}" id="fala-{3300 + i}">'
            f'<div class="fala-topo"><img src="/_avatar/gs-{i}.svg" alt="" width="36" height="36"> '
            f'<span class="fala-autor">{esc(c.name)}</span>{badge} <span class="fala-data">{esc(c.when)}</span></div>'
            f'<div class="fala-txt">{paras(c.text)}</div>'
            f'<div class="fala-acoes"><a href="#responder-{3300 + i}">Responder</a> · <a href="/denunciar?f={3300 + i}">Denunciar</a></div>'
            f"{sub}</div>"
        )

    block = (
        '<section class="falas" id="falas"><h2>Comentários (8)</h2>'
        '<p class="falas-aviso">Os comentários são de responsabilidade de seus autores. <a href="/entrar">Entre</a> para participar.</p>'
        '<div class="fala-lista">'
        + tree(cs, item, lambda s, d: f'<div class="fala-respostas">{s}</div>')
        + "</div></section>"
    )
    css = ".fala{border-top:1px solid #eee;padding:12px 0}.fala-respostas{margin-left:34px}.fala-autor{font-weight:700}.fala-data{color:#888;font-size:13px}.fala-selo{background:#8b1e1e;color:#fff;font-size:11px;padding:1px 6px;border-radius:3px}"
    st = Story(
        "Prefeitura de Pedra Alta anuncia reforma completa da rodoviária",
        "Por Luana Figueiredo",
        "2023-03-11T17:20:00-03:00",
        "11/03/2023 17h20",
        """
A Prefeitura de Pedra Alta anunciou neste sábado a reforma completa da rodoviária municipal, inaugurada em 1979 e sem grandes obras desde então. O projeto prevê nova cobertura, banheiros acessíveis, bilheteria informatizada e um bicicletário.

As obras devem começar em abril e durar oito meses. Durante esse período, o embarque e o desembarque serão transferidos para a Praça da Estação, onde a prefeitura vai instalar uma cobertura provisória.

O investimento é de R$ 4,5 milhões, dos quais R$ 3,8 milhões vêm de um convênio com o governo do estado e o restante do orçamento municipal.
""",
        lead="Obra de R$ 4,5 milhões deve começar em abril; embarque passa para a Praça da Estação durante oito meses.",
        section="Cidades",
        caption="A plataforma de embarque da rodoviária de Pedra Alta, construída em 1979.",
        related=("Estrada da Serra terá nova sinalização", "Feira do produtor muda de endereço"),
        most=(
            "Chuva derruba árvore na Avenida Brasil",
            "Pedra Alta vence clássico regional",
            "Festival de inverno divulga programação",
        ),
        tags=("Pedra Alta", "Rodoviária", "Obras"),
        facts=("Inaugurada em 1979", "Cerca de 1.200 passageiros por dia", "Obra: R$ 4,5 milhões"),
    )
    return make(
        "aq-pt-portal-rodoviaria",
        "discussion",
        "pt-serrana",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/cidades/pedra-alta-reforma-rodoviaria",
        container="section#falas.falas: h2 'Comentários (8)', a notice, div.fala-lista > div.fala (avatar, span.fala-autor, 'Redação' badge, span.fala-data, div.fala-txt, 'Responder · Denunciar'); replies in div.fala-respostas inside the div.fala, three levels",
        heading="Comentários (8)",
        description="A Brazilian regional news portal of 2023: 8 readers' comments after the article, replies to three levels, the newsroom's answer badged 'Redação'; times '12/03/2023 às 08h15'.",
    )


def de_bruecke() -> Case:
    cs = thread("""
Klaus-Dieter Mehnert | 11.09.2024 um 18:04 Uhr | - | e=14 | Seit März fahre ich jeden Tag zwölf Kilometer Umweg zur Arbeit. Und jetzt noch einmal drei Monate länger. Das kostet mich im Monat locker hundert Euro Sprit.
Sabine aus Lindau | 11.09.2024 um 18:30 Uhr | 0 | e=9 | Geht uns genauso. Warum baut man nicht wenigstens eine Behelfsbrücke für Fußgänger und Radfahrer?
Auentaler Rundschau | 11.09.2024 um 19:12 Uhr | 1 | e=22,red | Die Frage haben wir dem Landratsamt gestellt. Laut Sprecherin wurde eine Behelfsbrücke geprüft, das Ufer trägt sie wegen des Hochwasserdamms aber nicht. Wir bleiben dran.
Renate Kühn | 11.09.2024 um 19:25 Uhr | 1 | e=5 | Unterschreibe ich sofort. Mit dem Rad über die Bundesstraße ist lebensgefährlich.
Jens Obermaier | 11.09.2024 um 18:41 Uhr | - | e=11 | Man hätte die Brücke vor zehn Jahren sanieren müssen, als die ersten Risse da waren. Jetzt zahlen alle drauf.
Ferhat Y. | 11.09.2024 um 19:02 Uhr | 4 | e=7 | Vor zehn Jahren war kein Geld da, das weiß jeder, der im Kreistag zuhört. Trotzdem ärgerlich.
Jens Obermaier | 11.09.2024 um 19:40 Uhr | 5 | e=3 | Für die Umgehungsstraße war auch Geld da.
Gisela Hartl | 11.09.2024 um 20:15 Uhr | - | e=18 | Der Schulbus fährt jetzt zwanzig Minuten früher ab. Meine Tochter steht um sechs auf. Das ist für eine Zweitklässlerin einfach zu früh.
Martin Roos | 11.09.2024 um 21:03 Uhr | 7 | e=6 | Bei uns in Obertal genauso. Vielleicht sollten die Eltern gemeinsam an die Schule schreiben?
Gisela Hartl | 12.09.2024 um 06:48 Uhr | 8 | e=4 | Gute Idee, ich spreche es beim Elternabend an.
Wolfgang P. | 12.09.2024 um 07:30 Uhr | - | e=2 | Was ist eigentlich mit dem Weg an der alten Mühle? Der wäre eine Ausweichroute für Radfahrer, wenn man ihn freischneiden würde.
Heike Brandner | 12.09.2024 um 08:12 Uhr | - | e=1 | Die Baufirma arbeitet doch ohnehin nur drei Tage die Woche. Ich wohne direkt daneben und sehe es jeden Tag.
Lars | 12.09.2024 um 09:55 Uhr | 11 | e=8 | Montags und freitags wird im Werk vorgefertigt, das stand letzte Woche hier im Blatt. Man sieht es halt nicht von der Straße aus.
""")

    def item(i: int, c: C, sub: str, depth: int) -> str:
        badge = ' <span class="dz-marke">Redaktion</span>' if c.has("red") else ""
        return (
            f'<li class="dz-knoten"><article class="dz-beitrag" id="dz-{71200 + i}"><header>'
            f'<a class="dz-nutzer" href="/nutzer/{71200 + i}">{esc(c.name)}</a>{badge} '
            f'<time class="dz-zeit">{esc(c.when)}</time></header>{paras(c.text, cls="dz-absatz")}'
            f'<footer><button type="button" class="dz-empf">Empfehlen ({c.get("e")})</button> '
            f'<a href="#antworten" class="dz-ant">Antworten</a> <a href="/melden" class="dz-mld">Melden</a></footer></article>{sub}</li>'
        )

    block = (
        '<section class="dz-diskussion" id="diskussion"><h2>Diskussion (13)</h2>'
        '<p class="dz-hinweis">Sortiert nach: <b>Threads</b> · <a href="?neu">Neueste</a> — <a href="/netiquette">Netiquette</a></p>'
        '<ul class="dz-baum">'
        + tree(cs, item, lambda s, d: f'<ul class="dz-antworten dz-ebene-{d}">{s}</ul>')
        + "</ul></section>"
    )
    css = ".dz-baum,.dz-antworten{list-style:none;padding-left:0}.dz-antworten{margin-left:28px;border-left:2px solid #eee;padding-left:12px}.dz-beitrag{padding:10px 0}.dz-nutzer{font-weight:700}.dz-zeit{color:#777;font-size:13px}.dz-marke{background:#1d4ed8;color:#fff;font-size:11px;padding:1px 5px}"
    st = Story(
        "Auebrücke bei Lindau bleibt bis Dezember gesperrt",
        "Von Tobias Rehm",
        "2024-09-11T16:45:00+02:00",
        "11.09.2024, 16:45 Uhr",
        """
Die Sanierung der Auebrücke zwischen Lindau und Obertal dauert länger als geplant. Wie das Landratsamt am Mittwoch mitteilte, bleibt die Brücke voraussichtlich bis Mitte Dezember gesperrt, statt wie angekündigt bis Ende September.

Grund seien zusätzliche Schäden an zwei Pfeilern, die erst nach dem Abtragen der Fahrbahn sichtbar geworden seien. Die Mehrkosten schätzt das Amt auf rund 800.000 Euro.

Die Umleitung über die Bundesstraße bleibt bestehen. Für Schulkinder aus Lindau und Obertal fährt weiterhin ein Ersatzbus, allerdings nach einem früheren Fahrplan.
""",
        lead="Zusätzliche Schäden an zwei Pfeilern: Die Sanierung dauert fast drei Monate länger und wird teurer.",
        section="Auental",
        caption="Die Auebrücke bei Lindau ist seit März für den Verkehr gesperrt.",
        related=("Umleitung: Ampel an der B 41 wird umgestellt", "Kreistag streitet über Straßenbauetat"),
        most=("Neuer Bäcker am Marktplatz", "TSV Obertal steigt auf", "Herbstmarkt mit Rekordbesuch"),
        tags=("Auebrücke", "Lindau", "Verkehr"),
    )
    return make(
        "aq-de-paper-bruecke",
        "discussion",
        "de-auental",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/auental/auebruecke-bleibt-gesperrt",
        container="section#diskussion.dz-diskussion: h2 'Diskussion (13)', sort line, ul.dz-baum > li.dz-knoten > article.dz-beitrag (header: a.dz-nutzer, 'Redaktion' badge, time.dz-zeit; p.dz-absatz; footer 'Empfehlen (n)', 'Antworten', 'Melden'); replies in ul.dz-antworten inside the li, three levels",
        heading="Diskussion (13)",
        description="A German regional paper of 2024: 13 readers' comments in a tree three levels deep, the newsroom's answer badged 'Redaktion', 'Empfehlen (n)'; times '11.09.2024 um 18:04 Uhr'.",
    )


def pl_parkowanie() -> Case:
    cs = thread("""
Grzegorz_K | 3 godz. temu | - | l=12 | Trzy złote za godzinę w mieście, gdzie nie ma nawet kina? Ludzie pojadą na zakupy do marketu za obwodnicą i rynek całkiem opustoszeje.
Ania z Zielonej | 2 godz. temu | 0 | l=9 | Mieszkam przy rynku i od lat nie mam gdzie postawić auta, bo wszystko zajmują dojeżdżający do pracy. Dla mnie to dobra wiadomość.
Ryszard Wolny | 2 godz. temu | - | l=4 | Abonament dla mieszkańców za 30 zł miesięcznie to uczciwa cena. Oby tylko nie podnieśli go za rok.
Basia | 1 godz. temu | 2 | l=3 | Panie Ryszardzie, w uchwale jest zapisane, że ta stawka obowiązuje do końca 2026 roku.
M. Szczepaniak | 25 min temu | - | l=1 | Pierwsze piętnaście minut za darmo to dobry pomysł, wystarczy, żeby odebrać receptę z apteki.
""")

    def item(i: int, c: C, sub: str, depth: int) -> str:
        return (
            f'<div class="wz-wpis" id="wz-{i + 1}"><p class="wz-naglowek"><strong>{esc(c.name)}</strong> '
            f'<span class="wz-kiedy">{esc(c.when)}</span></p><div class="wz-tresc">{paras(c.text)}</div>'
            f'<p class="wz-akcje"><button type="button">👍 {c.get("l")}</button> <a href="#odpowiedz">Odpowiedz</a> '
            f'<a href="/zglos">Zgłoś</a></p>{sub}</div>'
        )

    block = (
        '<section class="wz"><h3>Wasze zdanie (5)</h3>'
        '<form class="wz-form" action="/wz" method="post"><textarea name="t" placeholder="Napisz, co myślisz…"></textarea>'
        '<input name="podpis" placeholder="Podpis"> <button type="submit">Wyślij</button></form><div class="wz-lista">'
        + tree(cs, item, lambda s, d: f'<div class="wz-odp">{s}</div>')
        + "</div></section>"
    )
    css = ".wz-wpis{border-bottom:1px solid #e3e3e3;padding:8px 0}.wz-odp{margin-left:30px;background:#f7f9fb;padding-left:10px}.wz-kiedy{color:#888;font-size:12px}"
    st = Story(
        "Płatne parkowanie w centrum Leśnicy od 1 lipca",
        "Agnieszka Bąk",
        "2025-05-14T07:00:00+02:00",
        "14 maja 2025, 07:00",
        """
Rada Miejska Leśnicy przyjęła we wtorek uchwałę o strefie płatnego parkowania. Od 1 lipca za postój na rynku i w pięciu okolicznych ulicach trzeba będzie zapłacić 3 zł za godzinę, w dni robocze od 8 do 17.

Pierwsze piętnaście minut będzie bezpłatne. Mieszkańcy strefy mogą wykupić abonament za 30 zł miesięcznie. Opłaty będzie można wnosić w parkomatach i przez aplikację.

Według burmistrza wpływy mają pokryć koszty utrzymania parkingu przy dworcu, który pozostanie bezpłatny.
""",
        section="Miasto",
        caption="Rynek w Leśnicy w dzień targowy.",
        related=("Nowy rozkład autobusów do Poznańca", "Remont ulicy Kościelnej przesunięty"),
        most=("Pożar stodoły w Borkach", "Leśniczanka wygrywa w derbach", "Dni Leśnicy: znamy program"),
        tags=("parkowanie", "rada miejska", "rynek"),
        facts=("3 zł za godzinę", "15 minut za darmo", "abonament dla mieszkańców: 30 zł"),
    )
    return make(
        "aq-pl-portal-parkowanie",
        "discussion",
        "pl-lesnica",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/miasto/platne-parkowanie-od-lipca",
        container="section.wz: h3 'Wasze zdanie (5)', a form first, div.wz-lista > div.wz-wpis (p.wz-naglowek: strong name, span.wz-kiedy; div.wz-tresc; '👍 n', 'Odpowiedz', 'Zgłoś'); replies in div.wz-odp inside the entry, one level",
        heading="Wasze zdanie (5)",
        description="A Polish town portal of 2025: 5 readers' opinions after the article, the form above them, one level of replies; relative times only ('3 godz. temu').",
    )


def ja_bus() -> Case:
    cs = thread("""
みどりの窓 | 2022年11月8日 21:05 | - | s=31 | 北町循環線がなくなると、坂の上の団地に住む高齢者は病院に行けなくなります。デマンドタクシーの予約は電話しかできないのでしょうか。
川瀬見市民 | 2022年11月8日 21:40 | 0 | s=18 | 記事によるとアプリと電話の両方で予約できるそうです。ただ前日までに予約が必要なのは不便ですね。
みどりの窓 | 2022年11月8日 22:02 | 1 | s=6 | 教えていただきありがとうございます。母に伝えます。
たけのこ | 2022年11月9日 07:15 | - | s=12 | 朝の通学便が増えるのは助かります。今は七時台が一本しかなく、満員で乗れないこともあります。
さすらいの運転士 | 2022年11月9日 08:30 | - | s=44 | 運転手不足は本当に深刻です。路線を減らしてでも本数を守るという判断は、現場としては理解できます。
ハルカ | 2022年11月9日 12:48 | 4 | s=9 | 現場の声が聞けてよかったです。いつも安全運転ありがとうございます。
""")

    def item(i: int, c: C, sub: str, depth: int) -> str:
        return (
            f'<li class="comment-item" id="c{5800 + i}"><div class="ci-head"><span class="ci-name">{esc(c.name)}</span>'
            f'<span class="ci-date">{esc(c.when)}</span></div><div class="ci-body">{paras(c.text)}</div>'
            f'<div class="ci-foot"><button type="button">そう思う {c.get("s")}</button> <a href="#reply">返信</a></div>{sub}</li>'
        )

    block = (
        '<section class="ci-wrap"><h2>コメント（6）</h2><p class="ci-note">コメントは承認制ではありません。投稿ガイドラインをお守りください。</p>'
        '<ol class="comment-list">'
        + tree(cs, item, lambda s, d: f'<ol class="ci-replies">{s}</ol>')
        + "</ol></section>"
    )
    css = ".comment-list,.ci-replies{list-style:none;padding-left:0}.ci-replies{margin-left:26px}.comment-item{border-top:1px dotted #ccc;padding:10px 0}.ci-name{font-weight:700;margin-right:10px}.ci-date{color:#888;font-size:12px}"
    st = Story(
        "市営バス、来年4月に路線再編　北町循環線は廃止へ",
        "社会部　佐々木真理",
        "2022-11-08T18:00:00+09:00",
        "2022年11月8日 18:00",
        """
川瀬見市は8日、市営バスの路線を来年4月に再編すると発表した。利用者の少ない北町循環線を廃止し、代わりに予約制のデマンドタクシーを導入する。

運転手の不足が続いており、市交通局は「路線を絞り、主要路線の本数を維持することを優先した」と説明している。駅と高校を結ぶ朝の便は2本増やす。

デマンドタクシーはアプリと電話で予約でき、運賃はバスと同じ200円。利用の前日までに予約が必要となる。
""",
        lead="運転手不足で路線を整理。予約制のデマンドタクシーを導入し、朝の通学便は増便する。",
        section="地域",
        caption="川瀬見駅前のバスターミナル（8日）",
        most=("紅葉まつり、週末に開幕", "市議会、給食費の無償化を可決", "高校駅伝、川瀬見北が初優勝"),
        tags=("市営バス", "交通", "川瀬見市"),
        facts=("北町循環線：来年3月末で廃止", "デマンドタクシー：運賃200円", "通学便：朝2本増便"),
    )
    return make(
        "aq-ja-city-bus",
        "discussion",
        "ja-kawasemi",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/chiiki/shiei-bus-rosen-saihen",
        container="section.ci-wrap: h2 'コメント（6）', a note, ol.comment-list > li.comment-item (span.ci-name, span.ci-date, div.ci-body, 'そう思う n', '返信'); replies in ol.ci-replies inside the li, three levels",
        heading="コメント（6）",
        description="A Japanese city paper of 2022: 6 readers' comments after the article, replies to three levels, 'そう思う n' counts; times '2022年11月8日 21:05'; 'comment' in its class names.",
    )


def tr_pazar() -> Case:
    cs = thread("""
Hüseyin Aydemir | - | - | - | Kapalı pazar yeri iyi olur ama otopark yeterli mi? Cumartesi günleri zaten ana cadde tıkanıyor.
Emine K. | - | 0 | - | Planda iki yüz araçlık otopark var, belediyenin sayfasında çizimi yayımlandı.
Selin | - | - | - | Köylerden gelen üreticilerden tezgâh ücreti alınmasın, yoksa hepsi yine yol kenarında satış yapar.
""")

    def item(i: int, c: C, sub: str, depth: int) -> str:
        return (
            f'<div class="gk-kart"><b class="gk-ad">{esc(c.name)}</b><div class="gk-metin">{paras(c.text)}</div>'
            f'<a class="gk-yanit" href="#gk-form">Yanıtla</a>{sub}</div>'
        )

    block = (
        '<div class="gk"><h2>Siz ne düşünüyorsunuz?</h2>'
        + tree(cs, item, lambda s, d: f'<div class="gk-alt">{s}</div>')
        + '<form id="gk-form" class="gk-form" action="/gorus" method="post"><input name="ad" placeholder="Adınız">'
        '<textarea name="metin" placeholder="Görüşünüz"></textarea><button type="submit">Gönder</button></form></div>'
    )
    css = ".gk-kart{background:#f6f8f6;border-radius:8px;padding:10px 14px;margin:10px 0}.gk-alt{margin-left:24px}.gk-ad{color:#1c6b3a}"
    st = Story(
        "Cumartesi pazarı kapalı alana taşınıyor",
        "Haber Merkezi",
        "2021-10-05T10:30:00+03:00",
        "5 Ekim 2021, 10:30",
        """
Yeşilova Belediyesi, her cumartesi Cumhuriyet Caddesi'nde kurulan semt pazarının gelecek yıl eski tekel deposunun yerine yapılacak kapalı alana taşınacağını açıkladı.

Yeni pazar yerinde 180 tezgâh, tuvaletler ve soğuk hava deposu bulunacak. Belediye Başkanı, inşaatın bahar aylarında başlayacağını ve yaz sonunda tamamlanmasının hedeflendiğini söyledi.
""",
        section="Yerel",
        caption="Cumhuriyet Caddesi'ndeki cumartesi pazarı.",
        related=("Köy yollarına yeni asfalt", "Yeşilova'da süt üreticilerine destek"),
        most=(
            "Yeşilovaspor deplasmandan galibiyetle döndü",
            "İlçede okullar tatil mi?",
            "Üzüm hasadı başladı",
        ),
        tags=("pazar yeri", "belediye"),
    )
    return make(
        "aq-tr-town-pazar",
        "discussion",
        "tr-yesilova",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/yerel/cumartesi-pazari-kapali-alana",
        container="div.gk: h2 'Siz ne düşünüyorsunuz?', div.gk-kart (b.gk-ad, div.gk-metin, 'Yanıtla'); a reply in div.gk-alt inside the card; a form after the list",
        heading="Siz ne düşünüyorsunuz?",
        description="A Turkish town site of 2021: 3 readers' opinions as cards, one reply, no time at all; a form after them.",
    )


def el_paralia() -> Case:
    cs = thread("""
Γιώργος Παπαδάκης | πριν από 2 ημέρες | - | - | Επιτέλους. Κάθε Αύγουστο ο δρόμος για τη Λιμνιώνα γίνεται πάρκινγκ και τα παιδιά περπατάνε ανάμεσα στα αυτοκίνητα.
Ελένη Σ. | πριν από 2 ημέρες | 0 | - | Συμφωνώ, αλλά πώς θα πάει εκεί η γιαγιά μου που δεν μπορεί να περπατήσει ένα χιλιόμετρο;
Γιώργος Παπαδάκης | πριν από 2 ημέρες | 1 | - | Το δημοτικό λεωφορείο θα σταματάει στην είσοδο της παραλίας κάθε μισή ώρα, το γράφει το άρθρο.
Μαρίνα Κ. | πριν από 1 ημέρα | - | - | Οι ταβέρνες στην παραλία τι θα κάνουν με τον ανεφοδιασμό; Τα φορτηγάκια θα περνάνε κανονικά;
Στέλιος Αναγνώστου | πριν από 1 ημέρα | 3 | - | Μέχρι τις δέκα το πρωί επιτρέπεται η τροφοδοσία. Έχω καφενείο εκεί και μας το είπαν στη σύσκεψη.
Μαρίνα Κ. | πριν από 1 ημέρα | 4 | - | Ευχαριστώ, λογικό ακούγεται.
Nikos_K | πριν από 20 ώρες | - | - | Το πάρκινγκ στην είσοδο χωράει μόνο ογδόντα αυτοκίνητα. Τις Κυριακές θα γίνει χάος στον κεντρικό δρόμο.
Άννα Μ. | πριν από 18 ώρες | 6 | - | Γι' αυτό ακριβώς χρειάζεται το λεωφορείο. Αν πάμε όλοι με το αμάξι, δεν θα φτάσει ποτέ κανένα πάρκινγκ.
Θοδωρής | πριν από 9 ώρες | - | - | Πέρσι το δοκίμασαν για ένα Σαββατοκύριακο και ήταν υπέροχα. Ησυχία και καθαρός αέρας.
Κατερίνα Λ. | πριν από 5 ώρες | - | - | Τα ποδήλατα επιτρέπονται; Δεν το βρήκα πουθενά.
""")

    def item(i: int, c: C, sub: str, depth: int) -> str:
        return (
            f'<div class="sz-item sz-d{depth}" data-sz="{900 + i}"><div class="sz-meta"><span class="sz-name">{esc(c.name)}</span> · '
            f'<span class="sz-time">{esc(c.when)}</span></div><div class="sz-body">{paras(c.text)}</div>'
            f'<div class="sz-tools"><a href="#sz-f">Απάντηση</a></div>{sub}</div>'
        )

    block = (
        '<div class="sz-box">'
        + tree(cs, item, lambda s, d: f'<div class="sz-replies">{s}</div>')
        + '<form id="sz-f" class="sz-form" action="/sz" method="post"><textarea name="k" placeholder="Γράψτε τη γνώμη σας…"></textarea>'
        '<input name="o" placeholder="Όνομα"> <button type="submit">Αποστολή</button></form></div>'
    )
    css = ".sz-box{font:16px/1.55 system-ui,sans-serif;border-top:2px solid #0f6e6e;margin-top:26px}.sz-item{padding:10px 0;border-bottom:1px solid #eee}.sz-replies{margin-left:22px}.sz-name{font-weight:700}.sz-time{color:#888;font-size:13px}"
    st = Story(
        "Χωρίς αυτοκίνητα ο δρόμος της Λιμνιώνας όλο τον Αύγουστο",
        "Της Δήμητρας Καλογεράκη",
        "2023-06-29T09:00:00+03:00",
        "29 Ιουνίου 2023",
        """
Το δημοτικό συμβούλιο αποφάσισε ομόφωνα να απαγορεύσει την κυκλοφορία αυτοκινήτων στον παραλιακό δρόμο της Λιμνιώνας από την 1η έως τις 31 Αυγούστου. Στην είσοδο του δρόμου θα λειτουργεί πάρκινγκ ογδόντα θέσεων.

Δημοτικό λεωφορείο θα συνδέει το χωριό με την παραλία κάθε μισή ώρα, από τις εννέα το πρωί έως τις εννέα το βράδυ. Η τροφοδοσία των καταστημάτων θα επιτρέπεται μόνο τις πρωινές ώρες.

«Θέλουμε να επιστρέψει η παραλία στους πεζούς», είπε ο αντιδήμαρχος, σημειώνοντας ότι το μέτρο θα αξιολογηθεί τον Σεπτέμβριο.
""",
        lead="Πάρκινγκ στην είσοδο και λεωφορείο κάθε μισή ώρα: το καλοκαιρινό πείραμα του δήμου.",
        section="Τοπικά",
        caption="Ο παραλιακός δρόμος της Λιμνιώνας ένα απόγευμα του Ιουλίου.",
        quote="Θέλουμε να επιστρέψει η παραλία στους πεζούς.",
        related=(
            "Νέες ώρες για το ΚΕΠ του δήμου",
            "Το πανηγύρι του Αγίου Παντελεήμονα",
            "Καθαρισμός ακτών από εθελοντές",
        ),
        tags=("Λιμνιώνας", "κυκλοφορία", "καλοκαίρι"),
    )
    return make(
        "aq-el-magazine-paralia",
        "discussion",
        "el-akrotiri",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/topika/limniona-xoris-aftokinita",
        container="div.sz-box without heading: div.sz-item.sz-d<depth> (div.sz-meta: span.sz-name, span.sz-time; div.sz-body; 'Απάντηση'); replies in div.sz-replies inside the item, three levels; a form after the list",
        heading=None,
        description="A Greek magazine site of 2023: 10 readers' comments after the article without any heading, replies to three levels; relative times only ('πριν από 2 ημέρες').",
    )


def threads_aq() -> list[Case]:
    return [pt_rodoviaria(), de_bruecke(), pl_parkowanie(), ja_bus(), tr_pazar(), el_paralia()]
