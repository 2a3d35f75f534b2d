"""Blind set BV: three pages of 2012-2014 whose list looks like a discussion but is none, each a kind no earlier set
listed, and no comment area: a bird club's nest-box survey, a table of boxes with the volunteer who checked each, the
date and what was found (da); a parish's January-singers' groups, each with its leader, the day, the streets and the
leader's note of the round (pt); a neighbourhood association's circulation board, each household's sign-off with the
time it passed the board on and a one-line note (ja). Every name, place and text invented for this set; each entry
written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bv_common import Bits, Case, Piece, box, case, esc, links, rows


def _list_case(
    cid: str, site: str, piece: Piece, bits: Bits, path: str, container: str, what: str, desc: str
) -> Case:
    return case(
        cid,
        "lookalike",
        site,
        piece,
        bits,
        [],
        path=path,
        reveal="on_load",
        container=container,
        heading=None,
        description=desc,
        static=True,
        lookalikes=(what,),
    )


def da_nestbox_table() -> Case:
    entries = rows("""
K-03 | Birgit Holm | 12.05.2014 | Musvit, 9 æg. Hunnen sad fast og hvæste, så jeg lukkede hurtigt igen.
K-04 | Birgit Holm | 12.05.2014 | Tom. Låget er revnet og skal skiftes inden næste år.
K-07 | Anders Kjær | 13.05.2014 | Blåmejse med 11 unger, ca. en uge gamle. Begge forældre fodrede.
K-08 | Anders Kjær | 13.05.2014 | Gammel rede fra sidste år, ingen aktivitet. Myrer i bunden.
K-12 | Jens og Lise Munk | 14.05.2014 | Broget fluesnapper! Første gang i kasserne ved Vesthede Skov. 6 blå æg.
K-15 | Jens og Lise Munk | 14.05.2014 | Spætmejse har muret hullet til med ler, som den plejer.
K-19 | Poul Erik Sand | 16.05.2014 | Musvit, 7 unger. En død unge fjernet.
K-22 | Poul Erik Sand | 16.05.2014 | Kassen hænger skævt efter stormen. Rede med 5 æg, kold, formentlig opgivet.
""")
    inside = (
        '<h3 class="fv-h">Kassetjek 2. runde, maj 2014</h3>'
        '<table class="fv-kasser" width="100%" cellpadding="3" cellspacing="0" border="1">'
        "<tr><th>Kasse</th><th>Tjekket af</th><th>Dato</th><th>Fund og bemærkninger</th></tr>"
        + "".join(
            f"<tr><td>{esc(k)}</td><td>{esc(who)}</td><td>{esc(d)}</td><td>{esc(x)}</td></tr>"
            for k, who, d, x in entries
        )
        + "</table>"
        '<p class="fv-small">Husk: åbn kun kassen kort, og aldrig i regnvejr. Næste runde: 9.–10. juni.</p>'
    )
    left = box(
        "da-vesthede",
        "Næste tur",
        "<p><b>Søndag 25. maj kl. 6.00</b><br />Morgentur i Vesthede Skov<br />Mødested: P-pladsen ved Skovvej</p>",
    ) + box("da-vesthede", "Medlemstal", "<p>142 medlemmer<br />Kontingent 2014: 150 kr.</p>")
    side = (
        box(
            "da-vesthede",
            "Kasseprojektet i tal",
            "<p>120 kasser i 4 områder<br />Beboet i 2013: 78<br />Arter i 2013: 5</p>",
        )
        + box(
            "da-vesthede",
            "Nyheder",
            links(
                (
                    "Rødrygget tornskade set ved mosen",
                    "Referat fra generalforsamlingen",
                    "Nye kasser til uglerne",
                ),
                "/nyheder/",
            ),
        )
        + box("da-vesthede", "Vejret", "<p>I dag: 13°C, let regn<br />Vind: V 6 m/s</p>")
    )
    style = ".fv-kasser{border-collapse:collapse;border-color:#cddcc9}.fv-kasser th{background:#eef5ec;text-align:left}.fv-small{font-size:11px;color:#777}"
    piece = Piece(
        "Kasseprojektet: status efter anden runde",
        "Skrevet af Birgit Holm, kasseansvarlig",
        "2014-05-18T20:00:00+02:00",
        "søndag, 18. maj 2014 20:00",
        """
Så er anden runde af kassetjekket overstået. Tak til de elleve frivillige, der har været rundt ved alle 120 kasser i løbet af ugen.

Det store nyt er den brogede fluesnapper i kasse K-12 – første gang arten yngler i vores kasser. Ellers ser det ud til at blive et godt år for musvit og blåmejse.

Herunder er et udpluk af notaterne fra runden. Det fulde skema sendes ud til de frivillige på mail.
""",
        section="Kasseprojektet",
    )
    return _list_case(
        "bv-da-fuglekasser",
        "da-vesthede",
        piece,
        Bits(inside=inside, side=side, left=left, style=style),
        "/kasseprojektet/status-anden-runde-2014.html",
        "table.fv-kasser: a header row (Kasse, Tjekket af, Dato, Fund og bemærkninger), 8 rows",
        "a nest-box survey: box, volunteer, date checked, what was found",
        "A Danish local bird club's site of 2014 on a module CMS: a news item on the nest-box project with a table of 8 boxes checked (box number, the volunteer, the date, what was found in a sentence or two) under a header row, and no comment area; left: next trip, members; right: the project in numbers, news, weather.",
    )


def pt_janeiras() -> Case:
    entries = rows("""
Grupo da Catequese | Responsável: Irmã Lurdes | sábado, 5 de janeiro | Rua Direita, Largo da Fonte, Bairro Novo | Cantámos em 41 casas. A senhora Albertina, com 92 anos, cantou connosco a primeira quadra.
Grupo dos Escuteiros | Responsável: Nuno Carvalho | sábado, 5 de janeiro | Cimo de Vila e Quinta do Outeiro | Muita chuva ao fim da tarde, mas ninguém desistiu. Recebemos chouriço, broa e 186 euros.
Grupo Coral Paroquial | Responsável: Maestro António Leal | domingo, 6 de janeiro | Centro da vila e lar de idosos | No lar, os utentes pediram três vezes o «Menino Jesus à lapinha». Foi a parte mais bonita do dia.
Jovens do Crisma | Responsável: Sara Pinto | domingo, 6 de janeiro | Vale de Cima e Azenha | Primeira vez que fizemos as Janeiras. Para o ano levamos mais lanternas, que às seis já é noite.
Grupo dos Antigos | Responsável: Sr. Joaquim Ferreira | sábado, 12 de janeiro | Lugares da serra: Fojo, Portela e Soutelo | Fomos de carrinha como há trinta anos se ia de burro. Há casas onde ninguém cantava desde 1990.
""")
    inside = (
        '<h3 class="pf-h">As Janeiras de 2013, grupo a grupo</h3>'
        + "".join(
            f'<div class="pf-grupo"><h4>{esc(g)}</h4><p class="pf-resp">{esc(r)} · {esc(d)}</p><p class="pf-ruas"><i>{esc(s)}</i></p><p>{esc(x)}</p></div>'
            for g, r, d, s, x in entries
        )
        + '<p class="pf-total"><b>Total angariado: 1.247,50 €</b>, a favor da Conferência de São Vicente de Paulo.</p>'
    )
    side = (
        box(
            "pt-valefundo",
            "Horário das Missas",
            "<p>Sábado: 18h00 (Capela de Vale de Cima)<br />Domingo: 9h00 e 11h30 (Igreja Matriz)</p>",
        )
        + box(
            "pt-valefundo",
            "Agenda",
            "<ul><li>20 jan.: Festa de São Sebastião</li><li>2 fev.: Apresentação do Senhor</li><li>13 fev.: Quarta-feira de Cinzas</li></ul>",
        )
        + box("pt-valefundo", "Cartório", "<p>Terça e sexta, das 17h às 19h<br />Tel. 253 000 412</p>")
    )
    style = ".pf-grupo{border-left:3px solid #6b4f9e;padding-left:8px;margin:10px 0}.pf-grupo h4{margin:0;color:#6b4f9e}.pf-resp{font-size:11px;color:#666;margin:2px 0}.pf-ruas{margin:2px 0}"
    piece = Piece(
        "Obrigado a quem cantou e a quem abriu a porta",
        "Folha Paroquial n.º 612",
        "2013-01-13T09:00:00+00:00",
        "13 de janeiro de 2013",
        """
Este ano saíram cinco grupos a cantar as Janeiras pela freguesia, mais um do que no ano passado. O dinheiro e os géneros recolhidos vão para as famílias que a Conferência de São Vicente de Paulo acompanha.

Pedimos a cada responsável que deixasse umas linhas sobre a sua volta. Aqui ficam, tal como nos chegaram.
""",
    )
    return _list_case(
        "bv-pt-janeiras",
        "pt-valefundo",
        piece,
        Bits(inside=inside, side=side, style=style),
        "/folha/612-janeiras.htm",
        "div.pf-grupo ×5: h4 the group, p.pf-resp 'Responsável: NAME · day', p.pf-ruas the streets, p the leader's note",
        "January singers' groups: group, leader, day, streets, the leader's note of the round",
        "A Portuguese parish's newsletter site of 2013, hand-made: the weekly sheet thanking the five groups that sang the Janeiras from door to door, each group with its leader's name, the day, the streets and the leader's note of the round, and no comment area; left: mass times, agenda, office hours.",
    )


def ja_kairanban() -> Case:
    entries = rows("""
1班 | 田中 | 6月3日(月) 19:20 | 確認しました。資源ごみの日の変更、了解です。
1班 | 佐々木 | 6月4日(火) 8:05 | 見ました。防災訓練は家族二人で参加します。
2班 | 山口 | 6月4日(火) 20:40 | 確認済み。側溝の清掃、当日は仕事のため妻が出ます。
2班 | 井上(ハイツ桜101) | 6月5日(水) 7:50 | 回覧遅れてすみません。出張で留守にしていました。
3班 | 木村 | 6月5日(水) 18:30 | 了解しました。夏祭りのテント、今年もお手伝いできます。
3班 | 中村 | 6月6日(木) 9:10 | 確認。街灯が一つ切れています(公園の角)。
4班 | 小林 | 6月6日(木) 19:45 | 拝見しました。特になし。
4班 | 渡辺 | 6月7日(金) 12:00 | 確認しました。最後なので班長さんに戻します。
""")
    inside = (
        '<h3 class="sk-h">回覧板 確認欄(6月号)</h3>'
        '<p class="sk-small">回覧板を次のお宅へ回したら、この欄に記入をお願いします。</p><ul class="sk-kairan">'
        + "".join(
            f'<li><span class="sk-han">{esc(h)}</span> <b>{esc(n)}</b> <span class="sk-ji">{esc(t)}</span><br /><span class="sk-hito">{esc(x)}</span></li>'
            for h, n, t, x in entries
        )
        + "</ul>"
    )
    side = (
        box(
            "ja-sakuragaoka",
            "行事予定",
            "<ul><li>6月16日(日) 防災訓練 9:00 桜ヶ丘公園</li><li>6月23日(日) 側溝清掃 8:00</li><li>7月27日(土) 夏祭り</li></ul>",
        )
        + box(
            "ja-sakuragaoka",
            "ごみの日",
            "<p>燃えるごみ:月・木<br />資源ごみ:第2・第4水曜(6月から)<br />粗大ごみ:申込制</p>",
        )
        + box("ja-sakuragaoka", "連絡先", "<p>会長 森本 電話 045-000-1234</p>")
    )
    style = ".sk-kairan{list-style:none;padding:0}.sk-kairan li{border-bottom:1px dotted #c8bfa5;padding:4px 0}.sk-han{background:#efe9f7;padding:0 4px;font-size:11px}.sk-ji{font-size:11px;color:#888}.sk-small{font-size:11px;color:#777}"
    piece = Piece(
        "6月の回覧板:資源ごみの日が変わります",
        "桜ヶ丘三丁目町内会 会長 森本",
        "2013-06-02T10:00:00+09:00",
        "2013年6月2日",
        """
6月から資源ごみの収集日が第2・第4水曜日に変わります。朝8時30分までに、各班の集積所に出してください。

6月16日(日)に桜ヶ丘公園で防災訓練を行います。消防署の方による消火器の使い方の説明もあります。ご家族でご参加ください。

回覧板は紙でも回しますが、今月からホームページでも確認欄を設けました。お手数ですがご記入ください。
""",
    )
    return _list_case(
        "bv-ja-kairanban",
        "ja-sakuragaoka",
        piece,
        Bits(inside=inside, side=side, style=style),
        "/oshirase/2013-06-kairanban.html",
        "ul.sk-kairan: 8 li, each the group, the household's name in bold, the day and time, a one-line note",
        "a circulation board's sign-off: group, household, day and time passed on, a one-line note",
        "A Japanese neighbourhood association's hand-made site of 2013: the month's circular (collection days, a disaster drill) with the online sign-off list of 8 households (group, name, day and time, a line such as '確認しました。…'), and no comment area; left: coming events, collection days, the chairman's phone.",
    )


def lists_bv() -> list[Case]:
    return [da_nestbox_table(), pt_janeiras(), ja_kairanban()]
