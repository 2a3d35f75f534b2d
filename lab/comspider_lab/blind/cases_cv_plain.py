"""Blind set CV: two plain article pages without any reader comment (pt-BR, tr), with the era's furniture (a paywall
teaser, a newsletter box, a cookie box, a live ticker, most read, related teasers, share bars, ads), and one page whose
list looks like a discussion but is not one (ca: a reading marathon's volunteer readers, each with the hour, the
passage and a line on why). Written for this set; every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_cv_common import Bits, Case, Piece, case, esc, lines


def ptbr_plain() -> Case:
    piece = Piece(
        "As nascentes que secaram: o que aconteceu com as veredas do Alto Paracatu",
        "Por Luana Ribeiro, de Buritizal do Norte (MG)",
        "2023-10-09T05:00:00-03:00",
        "09/10/2023 05h00 · Atualizado há 2 dias",
        """
Dona Cida Alves aponta para uma depressão de terra rachada no fundo do quintal. "Aqui tinha água o ano inteiro. Meu pai lavava roupa nessa vereda", conta. Há quatro anos, a nascente não volta nem na época das chuvas.

Levantamento feito por pesquisadores da universidade estadual mostra que, das 212 nascentes mapeadas em 2005 na bacia do Alto Paracatu, 71 não tinham mais água corrente em setembro deste ano.

Os pesquisadores relacionam a perda à abertura de poços profundos para irrigação de grandes lavouras de soja e à retirada da vegetação nativa nas chapadas, que funcionam como caixa-d'água do cerrado.

A secretaria estadual de meio ambiente afirma que todas as outorgas de poços na região são regulares e que um novo plano de bacia está em elaboração, com previsão de conclusão em 2025.

Enquanto isso, as famílias das comunidades veredeiras dependem de um caminhão-pipa que passa duas vezes por semana.
""",
        dek="Um terço das nascentes mapeadas há 18 anos não tem mais água corrente. Comunidades dependem de caminhão-pipa.",
        section="Meio ambiente",
        tags=("Cerrado", "água", "Minas Gerais"),
        caption="Vereda seca no Alto Paracatu, em setembro. Foto: Luana Ribeiro",
    )
    podcast = (
        '<section class="ca-pod"><h3>Ouça também</h3><p><b>Cerrado Aberto #112</b> — A guerra da água no Oeste baiano'
        ' · 38 min</p><button type="button">▶ Ouvir</button></section>'
    )
    return case(
        "cv-ptbr-plain",
        "lookalike",
        "ptbr-cerrado",
        piece,
        Bits(
            below=podcast,
            skeleton="narrow",
            paywall=True,
            style=".ca-pod{background:#e0f2f1;padding:14px;border-radius:8px;margin:20px 0}",
            related=(
                "Pequi: a safra mais curta em 20 anos",
                "Quem fiscaliza os poços do agronegócio?",
                "Fotografia: as veredas em 1998 e hoje",
            ),
            most_read=(
                "As nascentes que secaram | 41 mil leituras",
                "Quem são os novos donos do cerrado | 22 mil leituras",
                "Entrevista: o geógrafo que mede a chuva | 9 mil leituras",
            ),
        ),
        [],
        path="/meio-ambiente/2023/10/as-nascentes-que-secaram-alto-paracatu.html",
        reveal="on_load",
        static=True,
        container="-",
        heading=None,
        description="A Brazilian magazine's site of 2023: a reportage on dried-up springs with a paywall teaser after the text, a podcast box, related teasers, most read with reading counts, a newsletter box, ad slots, a share bar, a cookie box; no reader comment, no comment area.",
        lookalikes=("most read with counts", "podcast box", "related teasers"),
    )


def tr_plain() -> Case:
    piece = Piece(
        "Yaş çay alım fiyatı açıklandı: kilogramı 17 lira",
        "Murat Köse - Rize",
        "2024-05-13T13:45:00+03:00",
        "13 Mayıs 2024 13:45 · Güncelleme: 14:20",
        """
Yaş çay alım fiyatı bu yıl için kilogram başına 17 lira olarak açıklandı. Geçen yıl fiyat 13 liraydı. Destekleme primi olarak ayrıca kilogram başına 1 lira ödenecek.

Fiyatın açıklanmasının ardından Rize ve Artvin'deki üreticiler ilk sürgün hasadı için bahçelere çıktı. Kooperatif yöneticileri, artışın gübre ve işçilik masraflarını karşılamakta zorlanacağını söyledi.

Kamu çay işletmesi bu sezon 800 bin ton yaş çay almayı planlıyor. Alım kotası dekar başına 1.000 kilogram olarak uygulanacak.

Üreticiler, ödemelerin geçen yıl olduğu gibi iki taksit yerine tek seferde yapılmasını istiyor.
""",
        dek="Geçen yıl 13 lira olan fiyata üreticilerden tepki: 'Masrafı karşılamaz'",
        section="Ekonomi",
        tags=("çay", "Rize", "tarım"),
        caption="Rize'de ilk sürgün çay hasadı",
    )
    prices = (
        '<section class="kp-piyasa"><h3>Piyasalar</h3><table><tr><td>Dolar</td><td>32,24</td><td>▲ 0,12</td></tr>'
        "<tr><td>Euro</td><td>34,81</td><td>▼ 0,05</td></tr><tr><td>Gram altın</td><td>2.418</td><td>▲ 9</td></tr>"
        "<tr><td>BIST 100</td><td>9.876</td><td>▲ 1,4%</td></tr></table></section>"
        '<section class="kp-hava"><h3>Hava durumu</h3><p>Rize 19° yağmurlu · Trabzon 21° parçalı bulutlu · Artvin 17° sağanak</p></section>'
    )
    return case(
        "cv-tr-plain",
        "lookalike",
        "tr-karadeniz",
        piece,
        Bits(
            side=prices,
            ticker=(
                "13:40 | Trabzon'da heyelan: Sahil yolu tek şeritten ulaşıma açıldı",
                "13:22 | Hopa Limanı'nda yeni dönem",
                "12:58 | Rize-Artvin Havalimanı'nda sis nedeniyle gecikmeler",
            ),
            related=(
                "Çay üreticisine gübre desteği",
                "Kuru çay fiyatlarına yüzde 30 zam",
                "Kooperatiflerden ortak açıklama",
            ),
            most_read=(
                "Yaş çay alım fiyatı açıklandı | 52.118 okunma",
                "Trabzonspor'da teknik direktör değişikliği | 31.902 okunma",
                "Karadeniz Sahil Yolu'nda yeni tünel | 12.340 okunma",
                "Ayder Yaylası yolu açıldı | 8.211 okunma",
            ),
        ),
        [],
        path="/ekonomi/yas-cay-alim-fiyati-aciklandi-kilogrami-17-lira-haber-1218834",
        reveal="on_load",
        static=True,
        container="-",
        heading=None,
        description="A Turkish regional news site of 2024: an article on the tea leaf purchase price with a breaking-news ticker, ad slots, a share bar, related teasers, most read with reading counts, a markets table, the weather, a newsletter box, a cookie box; no reader comment, no comment area.",
        lookalikes=("breaking-news ticker", "most read with counts", "markets table"),
    )


_READERS = """
10.00 | Núria Farré i Solé | Capítol 1, «La plaça del Diamant» | La vaig llegir als quinze anys en un tren cap a Lleida i encara recordo on era quan vaig acabar el primer capítol.
10.15 | Pere Jové | Capítol 2 | Sóc el bibliotecari jubilat de Tàrrega. Em fa il·lusió tornar a llegir en veu alta a la sala on vaig treballar trenta anys.
10.30 | Aina Solsona (12 anys) | Capítol 3 | La meva àvia diu que la Colometa s'assembla a la seva mare, i he volgut llegir el tros del ball.
10.45 | Jordi Baiget | Capítol 4 | Llegiré a poc a poc, que els nervis em fan córrer.
11.00 | Club de lectura de Les Borges | Capítols 5 i 6 | Som nou lectores i ens repartim les frases; fa deu anys que ens trobem cada primer dimarts de mes.
11.30 | Montse Pujadas | Capítol 7 | Ho faig per la meva mare, que ens llegia Rodoreda a la cuina mentre pelava patates.
11.45 | Ahmed El Idrissi | Capítol 8 | Vaig aprendre català amb aquest llibre i em sembla just tornar-li el favor.
12.00 | Teresa Vilalta | Capítol 9 | Trio el capítol dels coloms perquè és el que més m'ha fet riure.
12.15 | Grup de teatre Ponent Jove | Capítol 10 | El llegirem a tres veus, com un petit assaig obert.
12.30 | Ramon Espinal | Capítol 11 | Llegeixo per primera vegada en públic; si m'encallo, que algú em faci un senyal.
"""


def ca_lookalike() -> Case:
    rows = []
    for line in lines(_READERS):
        hour, name, part, why = (x.strip() for x in line.split("|"))
        rows.append(
            f'<li class="dt-lector"><span class="dt-hora">{esc(hour)}</span>'
            f'<div class="dt-qui"><strong>{esc(name)}</strong> <em>{esc(part)}</em></div>'
            f'<p class="dt-perque">{esc(why)}</p></li>'
        )
    block = (
        '<section class="dt-marato"><h2>Qui llegeix i per què</h2>'
        '<p class="dt-sub">Torns del matí a la Biblioteca Comarcal. Llista actualitzada per l\'organització el divendres a les 20.00.</p>'
        f'<ol class="dt-torns">{"".join(rows)}</ol>'
        '<p class="dt-nota">Encara queden torns lliures a la tarda: inscripcions a la recepció de la biblioteca.</p></section>'
    )
    style = (
        ".dt-marato{margin:30px 0;background:#f6f4ef;padding:16px 20px;border-radius:6px}.dt-torns{list-style:none;padding:0}"
        ".dt-lector{display:grid;grid-template-columns:60px 1fr;gap:4px 12px;border-bottom:1px solid #e0dccf;padding:10px 0}"
        ".dt-hora{font-weight:700;color:#37474f}.dt-perque{grid-column:2;margin:0;font-size:15px;color:#444}.dt-sub,.dt-nota{font-size:13px;color:#666}"
    )
    piece = Piece(
        "Cent veus per a «La plaça del Diamant»: Tàrrega llegeix Rodoreda de dalt a baix",
        "Marta Closa",
        "2023-04-21T18:30:00+02:00",
        "21/04/2023 - 18:30 h",
        """
La Biblioteca Comarcal de Tàrrega acollirà aquest dissabte una marató de lectura de «La plaça del Diamant», de Mercè Rodoreda, amb motiu dels quaranta anys de la mort de l'autora. Un centenar de lectors, de set a noranta-dos anys, llegiran la novel·la sencera en veu alta.

La lectura començarà a les deu del matí i està previst que acabi cap a les nou del vespre. Cada lector disposa d'un torn de quinze minuts.

L'organització ha demanat a cada participant que expliqui en una frase per què ha triat llegir. Publiquem els torns del matí amb les seves respostes.

L'acte es podrà seguir en directe a la ràdio municipal i s'acabarà amb un berenar popular a la plaça Major.
""",
        dek="Un centenar de lectors, de set a noranta-dos anys, llegiran la novel·la sencera en veu alta aquest dissabte.",
        section="Cultura",
        tags=("Rodoreda", "lectura", "Tàrrega"),
        caption="La sala d'actes de la Biblioteca Comarcal, preparada per a la marató",
    )
    return case(
        "cv-ca-lookalike-marato",
        "lookalike",
        "ca-terraferma",
        piece,
        Bits(
            after=block,
            style=style,
            related=(
                "Sant Jordi a Ponent: les parades de la Rambla",
                "Les biblioteques de Lleida, a rebentar",
                "Rodoreda, quaranta anys després",
            ),
            most_read=(
                "Cent veus per a «La plaça del Diamant» | 6.210 lectures",
                "Talls de trànsit a l'A-2 | 4.877 lectures",
                "El Lleida guanya a Olot | 3.355 lectures",
            ),
        ),
        [],
        path="/cultura/2023/04/21/cent-veus-la-placa-del-diamant-tarrega-marato-lectura",
        reveal="on_load",
        static=True,
        container="-",
        heading=None,
        description="A Catalan regional daily of 2023: an article on a reading marathon with the morning's volunteer readers as an ordered list, each a time, a name, the chapter read and one sentence on why (10 entries, under 'Qui llegeix i per què'); most read, related teasers, a newsletter box, a cookie box; no reader comment.",
        lookalikes=("a reading marathon's readers with a sentence each on why", "most read with counts"),
    )


def plain_cv() -> list[Case]:
    return [ptbr_plain(), tr_plain(), ca_lookalike()]
