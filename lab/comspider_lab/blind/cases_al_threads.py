"""Blind set AL: six hand-built discussions (readers' comments on this article) in the served HTML, in shapes ordinary
sites print them: a cooking blog's threaded list with avatars (en), a regional paper's registered readers with badges,
votes, "Melden" and flat "@name" answers (de), a numbered list with votes and one level of answers (es), a
guest-book-like table of messages under a blog post (pt), comments with titles and the reporter's answer (it), opinion
cards without any time, with "+n / -n" and "zgłoś" (pl). Every class name, name, place and text invented for this set;
each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_al_common import C, Case, Parts, Story, esc, make, paras, seeds, thread, tree


def en_lentils() -> Case:
    cs = thread("""
Rosalind Peck | March 3, 2022 at 9:14 am | - | - | Made this last night with the tin of coconut milk I'd been ignoring for months. Stunning. I added a handful of spinach at the end.
Hal | March 3, 2022 at 10:02 am | - | - | Red or green lentils? The post says "lentils" and I have both in the cupboard.
Ines (the tin roof) | March 3, 2022 at 10:20 am | 1 | au | Red, Hal! Green ones hold their shape and need twice as long. I'll add that to the recipe, thank you.
Hal | March 3, 2022 at 12:47 pm | 2 | - | Red it is. Thanks for answering so fast.
Mirela D. | March 3, 2022 at 1:30 pm | - | - | My brother is exactly the same, will only eat things if they are called something else. We call this "orange stew" in our house and he has seconds.
Patrick O'Dea | March 3, 2022 at 6:55 pm | - | - | Is the lime essential? I can never seem to have one when I need it. // Would a splash of vinegar do the same job?
Ines (the tin roof) | March 3, 2022 at 7:10 pm | 5 | au | A little cider vinegar works, Patrick. Add it off the heat and taste as you go, it's sharper than lime.
Beth W. | March 4, 2022 at 8:41 am | 5 | - | Lemon juice from a bottle is fine too. Not as nice but nobody complained.
Sam Kowal | March 4, 2022 at 11:18 am | - | - | Doubled it for the freezer. Four lunches sorted, and it reheats better than it has any right to.
Juno | March 4, 2022 at 4:03 pm | - | - | Too much cumin for me, I'll use half next time. Otherwise a keeper.
Rosalind Peck | March 5, 2022 at 9:27 am | 9 | - | Juno, I thought the same at first but it mellows overnight. Leftovers were even better.
Tariq | March 6, 2022 at 7:49 pm | - | - | Cooked it on a single camping stove in a student kitchen with one pan. The title is honest.
Ines (the tin roof) | March 6, 2022 at 8:30 pm | 11 | au | That's the best review this blog has ever had, Tariq.
Gwen Abbot | March 8, 2022 at 2:12 pm | - | - | Any tips for making it less soupy? Mine never thickened.
""")

    def item(i: int, c: C, sub: str) -> str:
        badge = ' <span class="comment-author-badge">Author</span>' if c.has("au") else ""
        return (
            f'<li class="comment{" by-author" if c.has("au") else ""}" id="comment-{880 + i}"><div class="comment-card">'
            f'<img class="comment-avatar" src="/_avatar/tr-{i}.svg" alt="" width="44" height="44">'
            f'<div class="comment-meta"><cite class="comment-name">{esc(c.name)}</cite>{badge} '
            f'<a class="comment-date" href="#comment-{880 + i}">{esc(c.when)}</a></div>'
            f'<div class="comment-text">{paras(c.seed.text)}</div>'
            f'<a class="comment-reply" href="?reply={880 + i}#reply-box">Reply</a></div>{sub}</li>'
        )

    title = "One-pan red lentils that even my brother eats"
    block = (
        f'<section id="comments" class="comments-wrap"><h2 class="comments-title">14 Responses to &ldquo;{esc(title)}&rdquo;</h2>'
        '<ol class="comment-list">'
        + tree(cs, item, lambda s: f'<ol class="comment-children">{s}</ol>')
        + '</ol><div id="reply-box"><h3>Leave a reply</h3><form action="/reply" method="post"><textarea name="msg" rows="5">'
        '</textarea><p><input name="name" placeholder="Name"> <input name="mail" placeholder="Email"></p>'
        '<button type="submit">Send</button></form></div></section>'
    )
    st = Story(
        title,
        "by Ines",
        "2022-03-02T18:00:00+00:00",
        "2 March 2022",
        """
My brother does not eat lentils. He has told me so at least once a year since 1998. He also, it turns out, does not notice lentils when they are cooked down with tomatoes, ginger and a tin of coconut milk and served on a Tuesday with flatbread.

The whole thing happens in one wide pan. Soften an onion, add garlic and ginger, a spoon each of cumin and turmeric, then the lentils, a tin of tomatoes and a tin of coconut milk. Twenty minutes, stirring when you remember.

Finish with lime, salt and whatever green thing is wilting in your fridge. It keeps for three days and freezes well.
""",
        section="Recipes",
        related=("February 2022", "January 2022", "December 2021"),
        tags=("lentils", "weeknight", "one pan"),
    )
    return make(
        "al-en-blog-lentils",
        "discussion",
        "en-tinroof",
        st,
        Parts(after=block),
        seeds(cs),
        path="/recipes/one-pan-red-lentils",
        container="section#comments.comments-wrap: h2 '14 Responses to “…”', ol.comment-list > li.comment > div.comment-card (img avatar, cite.comment-name, 'Author' badge, a.comment-date, div.comment-text, a.comment-reply); replies in ol.comment-children inside the li, three levels; a reply form",
        heading="14 Responses to “One-pan red lentils that even my brother eats”",
        description="An English cooking blog of 2022: 14 readers' comments with avatars, replies up to three levels, the blog author's answers badged 'Author', a two-paragraph comment; times 'March 3, 2022 at 9:14 am'.",
    )


def de_freibad() -> Case:
    cs = thread("""
Hanne_W | 14.06.2024, 07:12 | - | b=Abonnentin,v=31 | Vier Euro fünfzig für einen Erwachsenen ist für ein Freibad ohne Rutsche ganz schön happig. Mit zwei Kindern sind wir bei einem Nachmittag schnell bei fünfzehn Euro.
Bademeister a.D. | 14.06.2024, 07:40 | - | v=18 | Die Stadt legt jedes Jahr über eine halbe Million drauf, das steht doch im Artikel. Irgendwo muss das Geld herkommen.
Ralf Siebenhaar | 14.06.2024, 08:05 | - | b=Abonnent,v=9 | @Hanne_W Es gibt doch die Familienkarte für 11 Euro, die steht ganz unten in der Tabelle.
Hanne_W | 14.06.2024, 08:21 | - | b=Abonnentin,v=4 | @Ralf Siebenhaar Danke, die hatte ich übersehen. Macht es etwas besser.
Frühschwimmer | 14.06.2024, 08:56 | - | b=Top,v=22 | Viel wichtiger als der Preis: Bleibt es bei 6:30 Uhr am Morgen? Für uns Berufstätige ist das die einzige Zeit, in der man überhaupt Bahnen ziehen kann.
Doris Mahlke | 14.06.2024, 09:30 | - | v=6 | Die Saisonkarte ist um 20 Euro teurer geworden, das finde ich in Ordnung. Wer oft geht, zahlt immer noch wenig pro Besuch.
K. Ünal | 14.06.2024, 10:02 | - | v=2 | Warum wird das Kiosk-Angebot nicht ausgebaut? Da ließe sich doch Geld verdienen.
Bademeister a.D. | 14.06.2024, 10:15 | - | v=11 | @Frühschwimmer Laut Stadtwerke ja, zumindest dienstags und donnerstags. Stand in der Pressemitteilung.
Jonas aus Unterbach | 14.06.2024, 11:47 | - | v=3 | In Unterbach haben wir gar kein Bad mehr. Ich würde sogar sechs Euro zahlen, wenn der Bus am Wochenende fahren würde.
Petra Langhans | 14.06.2024, 12:30 | - | b=Abonnentin,v=14 | Und wieder trifft es die Familien. Die Gebühren für Kitas sind gestiegen, der Musikschulbeitrag, jetzt das Bad.
Lokalredaktion | 14.06.2024, 13:05 | - | b=Redaktion,v=25 | Liebe Leserinnen und Leser, mehrere haben nach dem Sozialtarif gefragt: Inhaber des Saalfurt-Passes zahlen weiterhin 1,50 Euro. Das haben wir im Text ergänzt.
Frühschwimmer | 14.06.2024, 13:40 | - | b=Top,v=8 | @Bademeister a.D. Danke! Dann bin ich beruhigt.
Uwe Krisch | 14.06.2024, 15:22 | - | v=1 | Alles wird teurer, nur die Löhne nicht.
Marlene Vogt | 14.06.2024, 16:48 | - | v=7 | Wir waren letzten Sommer fast jeden Tag dort und das Personal war immer freundlich. Die paar Euro sind mir das wert.
T. Brandauer | 14.06.2024, 18:03 | - | v=5 | Ist die Sanierung der Umkleiden jetzt eigentlich abgeschlossen? Letztes Jahr war die Hälfte gesperrt.
Petra Langhans | 14.06.2024, 19:10 | - | b=Abonnentin,v=2 | @T. Brandauer Die Damenumkleide ist fertig, die Herren kommen im Herbst dran, hat man mir an der Kasse gesagt.
Gerd Pfister | 14.06.2024, 20:37 | - | v=0 | Früher hat man im See gebadet und gar nichts bezahlt.
Yasemin K. | 15.06.2024, 07:55 | - | v=4 | Bitte auch an die Öffnungszeiten bei Regen denken. Letztes Jahr stand man oft vor verschlossener Tür, ohne dass es auf der Website stand.
""")

    def item(i: int, c: C) -> str:
        badge = c.get("b")
        badge_html = f' <span class="lb-marke lb-{badge.lower()[:3]}">{esc(badge)}</span>' if badge else ""
        return (
            f'<div class="lb-beitrag" id="lb-{5120 + i}"><div class="lb-kopf"><a class="lb-profil" href="/profil/{5120 + i}">'
            f"{esc(c.name)}</a>{badge_html}"
            f'<span class="lb-zeit">{esc(c.when)}</span></div><div class="lb-text">{paras(c.seed.text)}</div>'
            f'<div class="lb-fuss"><button type="button" class="lb-daumen">👍 {c.get("v")}</button> '
            '<a href="#antwort" class="lb-antw">Antworten</a> <a href="/melden" class="lb-meld">Melden</a></div></div>'
        )

    block = (
        '<section class="leserbeitraege"><h2>Leserbeiträge (18)</h2><p class="lb-regeln">Bitte beachten Sie unsere '
        '<a href="/regeln">Regeln für Leserbeiträge</a>. <a href="/login">Anmelden</a> zum Mitdiskutieren.</p>'
        '<p class="lb-sort">Sortieren: <b>Älteste zuerst</b> | <a href="?sort=neu">Neueste zuerst</a> | <a href="?sort=top">Beliebteste</a></p>'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + "</section>"
    )
    st = Story(
        "Freibad Saalfurt öffnet am Samstag – mit neuen Preisen",
        "Von Katrin Lohmeier",
        "2024-06-13T18:30:00+02:00",
        "13.06.2024, 18:30 Uhr",
        """
Nach zwei Wochen Verzögerung wegen der Arbeiten an der Filteranlage öffnet das Freibad an der Saalwiese am Samstag um 9 Uhr. Die Stadtwerke haben dabei auch die Eintrittspreise angepasst.

Eine Tageskarte für Erwachsene kostet künftig 4,50 Euro statt 3,80 Euro, Kinder zahlen 2,50 Euro. Die Saisonkarte steigt auf 95 Euro. Die Familienkarte für zwei Erwachsene und bis zu drei Kinder kostet 11 Euro.

Begründet wird die Erhöhung mit den gestiegenen Energie- und Personalkosten. Das Defizit des Bades lag im vergangenen Jahr bei rund 540.000 Euro.
""",
        lead="Die Saison beginnt zwei Wochen später als geplant. Tageskarten werden teurer, die Frühschwimmzeit bleibt.",
        section="Saalfurt",
        related=(
            "Stadtrat beschließt Haushalt",
            "Neue Buslinie ins Umland",
            "Hitzewarnung für das Wochenende",
        ),
        tags=("Freibad", "Stadtwerke", "Saalfurt"),
    )
    return make(
        "al-de-leserbeitraege",
        "discussion",
        "de-saalfurt",
        st,
        Parts(after=block),
        seeds(cs),
        path="/saalfurt/freibad-oeffnet-neue-preise",
        container="section.leserbeitraege: h2 'Leserbeiträge (18)', rules and sort links, flat div.lb-beitrag (a.lb-profil name, span.lb-marke badge 'Abonnentin'/'Top'/'Redaktion', span.lb-zeit, div.lb-text, 👍 n, 'Antworten', 'Melden')",
        heading="Leserbeiträge (18)",
        description="A German regional paper of 2024: 18 registered readers' contributions in one flat list, badges (subscriber, top contributor, newsroom), thumbs-up counts, 'Antworten' and 'Melden' links; answers are flat and address their parent as '@name'; times '14.06.2024, 07:12'.",
    )


def es_numbered() -> Case:
    cs = thread("""
Pilar Andreu | hace 5 horas | - | v=14/2 | Por fin alguien se acuerda del camino de la acequia. Lo recorro cada mañana con el perro y en invierno es un barrizal.
Rogelio M. | hace 5 horas | 0 | v=3/0 | A mí me preocupa que lo asfalten. Con tierra compactada bastaría.
Pilar Andreu | hace 4 horas | 0 | v=5/1 | Según la noticia será tierra estabilizada, no asfalto. Lo pone en el tercer párrafo.
Toni Ferrús | hace 4 horas | - | v=9/0 | ¿Y la iluminación? Seiscientos mil euros y no hay ni una farola prevista.
Consuelo | hace 3 horas | - | v=2/7 | Con lo que cuesta esto se arreglaba el centro de salud, que lleva años pidiendo obras.
Javi R. | hace 3 horas | 4 | v=6/1 | Son fondos europeos para caminos, Consuelo. No se pueden usar para el centro de salud aunque quisieran.
Merche Llopis | hace 2 horas | - | v=4/0 | Ojalá pongan bancos a la sombra. Mi madre tiene ochenta años y no puede andar más de veinte minutos seguidos.
Andrés | hace 1 hora | - | v=1/0 | Buena noticia para los que vamos en bici al polígono.
Nuria G. | hace 40 minutos | 7 | v=0/0 | Y para los que vamos andando al instituto, que ahora vamos por la carretera.
""")

    def item(i: int, c: C, sub: str) -> str:
        up, down = c.get("v").split("/")
        num = (
            f'<span class="op-num">#{[j for j, x in enumerate(cs) if x.seed.parent is None].index(i) + 1}</span>'
            if c.seed.parent is None
            else ""
        )
        return (
            f'<li class="op-item" id="op-{301 + i}">{num}<p class="op-cab"><b>{esc(c.name)}</b> '
            f'<span class="op-hace">{esc(c.when)}</span></p>{paras(c.seed.text, cls="op-txt")}'
            f'<p class="op-votos"><a href="#v" class="op-up">▲ {up}</a> <a href="#v" class="op-down">▼ {down}</a> '
            f'<a href="#responder" class="op-resp">Responder</a></p>{sub}</li>'
        )

    block = (
        '<section class="opiniones"><h3>Opiniones de los lectores (9)</h3><ol class="op-lista">'
        + tree(cs, item, lambda s: f'<ul class="op-respuestas">{s}</ul>')
        + '</ol><p class="op-aviso">Las opiniones son de sus autores. <a href="/normas">Normas de participación</a></p></section>'
    )
    st = Story(
        "El camino de la acequia mayor tendrá firme nuevo y un carril bici antes del verano",
        "Redacción Ribera Sur",
        "2023-02-16T08:00:00+01:00",
        "16/02/2023 08:00",
        """
El Ayuntamiento ha adjudicado por 612.000 euros la mejora de los 3,4 kilómetros del camino que sigue la acequia mayor entre el casco urbano y el polígono industrial.

El proyecto prevé un firme de tierra estabilizada, drenajes en los tramos que se inundan cada otoño y un carril bici separado. Las obras empezarán en marzo y deberían terminar en junio.

La financiación procede en su mayor parte de fondos europeos destinados a caminos rurales y movilidad sostenible.
""",
        section="Comarca",
        related=(
            "Cortes de agua el jueves en el barrio alto",
            "La cooperativa cierra la campaña de la naranja",
            "El instituto estrena laboratorio",
        ),
        tags=("Movilidad", "Obras"),
    )
    return make(
        "al-es-opiniones-numeradas",
        "discussion",
        "es-ribera",
        st,
        Parts(after=block),
        seeds(cs),
        path="/comarca/camino-acequia-mayor-carril-bici",
        container="section.opiniones: h3 'Opiniones de los lectores (9)', ol.op-lista > li.op-item ('#n', b name, span.op-hace relative time, p.op-txt, ▲ n ▼ n, 'Responder'); answers in ul.op-respuestas inside the li, one level",
        heading="Opiniones de los lectores (9)",
        description="A Spanish county news site of 2023: a numbered list of 9 readers' opinions with up and down votes, answers one level deep, relative times only ('hace 5 horas').",
    )


def pt_recados() -> Case:
    cs = thread("""
Dona Cida | 12/05/2016 às 14:20 | - | - | Mariana, esse bolo de fubá é igualzinho ao que minha mãe fazia no fogão a lenha. Chorei lendo. Obrigada!
Renato Paiva | 12/05/2016 às 18:03 | - | - | Passei a vida inteira na rua de cima e nunca soube que a padaria do seu Jorge tinha fechado. Que saudade daquele pão de queijo.
Luana | 13/05/2016 às 09:41 | - | - | Fiz hoje de manhã e ficou um pouco seco. Será que foi o forno? O meu é bem antigo.
Marquinhos da Vila | 13/05/2016 às 22:15 | - | - | Lembro de você pequena correndo na calçada da sua avó. O bairro mudou muito, mas seu blog guarda tudo.
Silvia H. | 14/05/2016 às 10:00 | - | - | Coloquei erva-doce como você sugeriu no final. Ficou perfeito, as crianças pediram mais.
Tânia Freitas | 15/05/2016 às 16:37 | - | - | Adoro as suas crônicas. Quando sai a próxima?
Zé Carlos | 16/05/2016 às 08:12 | - | - | A foto da cozinha da sua avó me lembrou a da minha tia em Caxambu. O mesmo azulejo!
""")
    rows_html = "".join(
        f'<tr class="rc-linha"><td class="rc-quem"><strong>{esc(c.name)}</strong><br><small>{esc(c.when)}</small></td>'
        f'<td class="rc-msg">{paras(c.seed.text)}</td></tr>'
        for c in cs
    )
    block = (
        '<div class="recados"><h3>7 recados</h3><table class="rc-tabela"><tbody>'
        + rows_html
        + '</tbody></table><h4>Deixe seu recado</h4><form action="/recado" method="post"><input name="nome" placeholder="Seu nome"> '
        '<textarea name="texto"></textarea> <button type="submit">Enviar</button></form></div>'
    )
    st = Story(
        "O bolo de fubá da vó Dirce e a padaria que fechou",
        "Mariana",
        "2016-05-11T21:00:00-03:00",
        "quarta-feira, 11 de maio de 2016",
        """
Quando eu era pequena, as tardes de domingo tinham cheiro de fubá. A vó Dirce acendia o forno logo depois do almoço e a gente esperava sentada no degrau da cozinha.

A receita nunca esteve escrita. Eu anotei agora, de memória e com a ajuda da minha tia: três ovos, duas xícaras de fubá, uma de farinha, uma de açúcar, uma de leite, meia de óleo e uma colher de fermento.

Semana passada passei na frente da padaria do seu Jorge e ela estava fechada, com uma placa de aluga-se. Foi lá que a vó comprava o fubá.
""",
        section="Receitas",
        related=("abril de 2016", "março de 2016", "fevereiro de 2016"),
        tags=("bolo", "memórias", "bairro"),
    )
    return make(
        "al-pt-recados-tabela",
        "discussion",
        "pt-mariapreta",
        st,
        Parts(after=block),
        seeds(cs),
        path="/receitas/bolo-de-fuba-da-vo-dirce",
        container="div.recados: h3 '7 recados', table.rc-tabela > tr.rc-linha (td.rc-quem: strong name, small date; td.rc-msg text); a form after",
        heading="7 recados",
        description="A Brazilian neighbourhood blog of 2016: 7 readers' messages under a post in a guest-book-like table, name and date in the left cell, the message in the right; flat; '12/05/2016 às 14:20'.",
    )


def it_titles() -> Case:
    cs = thread("""
Giorgio Bassanelli | 22 ottobre 2018, ore 19:40 | - | t=Finalmente | Dopo tre anni di promesse il traghetto torna a fermarsi a Riva Nera. Per chi lavora sull'altra sponda cambia la vita.
Lucia P. | 22 ottobre 2018, ore 20:15 | - | t=E d'inverno? | L'articolo parla solo dell'orario estivo. Da novembre a marzo cosa succede? Le corse del mattino restano?
Marta Cresseri (redazione) | 23 ottobre 2018, ore 08:30 | 1 | t=Risposta,red | Gentile Lucia, la società di navigazione ci ha confermato che la corsa delle 6:50 resta anche d'inverno, le altre si riducono a due. Aggiorneremo l'articolo.
Lucia P. | 23 ottobre 2018, ore 09:02 | 2 | t=Grazie | Grazie mille per la risposta così veloce.
Ettore Valsecchi | 23 ottobre 2018, ore 12:47 | - | t=Il pontile | Il pontile di Riva Nera però è pericolante, l'ho visto sabato. Prima di far scendere i passeggeri andrebbe sistemato.
""")

    def item(i: int, c: C, sub: str) -> str:
        red = ' <em class="lt-red">Redazione</em>' if c.has("red") else ""
        return (
            f'<div class="lt-voce" id="lt{71 + i}"><h4 class="lt-titolo">{esc(c.get("t"))}</h4>'
            f"{paras(c.seed.text, cls='lt-corpo')}"
            f'<p class="lt-firma">scritto da <b>{esc(c.name)}</b>{red} il {esc(c.when)} · <a href="#lt-form">rispondi</a></p>'
            f"{sub}</div>"
        )

    block = (
        '<section class="lettori-dicono"><h3>Dicono i lettori</h3>'
        + tree(cs, item, lambda s: f'<div class="lt-risposte">{s}</div>')
        + '<form id="lt-form" action="/scrivi" method="post"><input name="titolo" placeholder="Titolo"> <textarea name="testo"></textarea>'
        " <button>Invia</button></form></section>"
    )
    st = Story(
        "Torna il traghetto a Riva Nera: sei corse al giorno dal primo novembre",
        "di Marta Cresseri",
        "2018-10-22T11:20:00+02:00",
        "22 ottobre 2018",
        """
Dopo tre stagioni di sospensione il traghetto della linea bassa tornerà a fermare al pontile di Riva Nera. Lo ha annunciato la società di navigazione del lago al termine dell'incontro con i sindaci della sponda orientale.

Dal primo novembre sono previste sei corse al giorno, la prima alle 6:50 e l'ultima alle 19:30. Il biglietto per la traversata costerà 3,20 euro, con abbonamenti mensili scontati per studenti e lavoratori.

Il comune di Riva Nera si è impegnato a completare entro la primavera i lavori di consolidamento del pontile.
""",
        section="Cronaca",
        related=("Nebbia sul lago, rallentamenti", "La sagra del pesce di lago", "Il nuovo orario dei bus"),
        tags=("traghetto", "Riva Nera"),
    )
    return make(
        "al-it-voci-titoli",
        "discussion",
        "it-lagomoro",
        st,
        Parts(after=block),
        seeds(cs),
        path="/cronaca/traghetto-riva-nera-sei-corse",
        container="section.lettori-dicono: h3 'Dicono i lettori', div.lt-voce (h4.lt-titolo a title of its own, p.lt-corpo, p.lt-firma 'scritto da <b>name</b> il <date> · rispondi'); answers in div.lt-risposte inside the voce",
        heading="Dicono i lettori",
        description="An Italian lake paper of 2018: 5 readers' comments, each with a title of its own above the text and the signature after it, the reporter's answer marked 'Redazione', replies two levels; '22 ottobre 2018, ore 19:40'.",
    )


def pl_opinie() -> Case:
    cs = thread("""
mieszkaniec_Zalesia | - | - | v=+21/-2 | Rondo przy szkole jest potrzebne od dziesięciu lat. Rano rodzice parkują na zakazie i nie da się przejechać.
Bogdan K. | - | 0 | v=+4/-1 | Parkują, bo nie mają gdzie. Przy rondzie trzeba też zrobić zatoczkę do odwożenia dzieci.
Ala | - | 0 | v=+2/0 | Zatoczka jest w projekcie, widziałam plany na sesji rady.
kierowca_TIR | - | - | v=+3/-9 | Ciężarówki i tak się tam nie zmieszczą. Ktoś w ogóle pomyślał o objeździe na czas budowy?
Wiesława Nowak | - | 3 | v=+6/0 | Objazd ma iść przez ulicę Polną, a ona jest wąska i bez chodnika. Boję się o dzieci.
Tomek z Warty | - | - | v=+1/-5 | Dziewięć miesięcy budowy ronda? W Niemczech robią to w sześć tygodni.
Krzysztof Grabarz | - | 5 | v=+8/0 | W Niemczech też budują po dziewięć miesięcy, jak trzeba przełożyć wodociąg. Tu trzeba.
Ewa | - | - | v=+5/0 | Dobrze, że w końcu ktoś się tym zajął. Dziękuję radnym z naszego osiedla.
Marian | - | - | v=0/-3 | A pieniądze na remont świetlicy jak nie było, tak nie ma.
Jola S. | - | 8 | v=+2/0 | Świetlica jest w budżecie na przyszły rok, było o tym w Kurierze w marcu.
Oskar | - | - | v=+1/0 | Oby tylko nie wycięli lip przy kościele.
""")

    def item(i: int, c: C, sub: str) -> str:
        plus, minus = c.get("v").split("/")
        return (
            f'<div class="opinia-karta" data-id="{4410 + i}"><div class="ok-autor"><span class="ok-ikona">👤</span> '
            f'<span class="ok-nick">{esc(c.name)}</span></div>{paras(c.seed.text, cls="ok-tresc")}'
            f'<div class="ok-akcje"><span class="ok-plus">{plus}</span> <span class="ok-minus">{minus}</span> '
            f'<a href="#odp">odpowiedz</a> · <a href="/zglos">zgłoś</a></div>'
            + (f'<div class="ok-odpowiedzi">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        '<section class="opinie-czytelnikow"><h2>Opinie czytelników</h2><p class="oc-info">Opinie są prezentowane od najstarszych.</p>'
        + tree(cs, item, lambda s: s)
        + '<p class="oc-dodaj"><a href="#odp">Dodaj opinię</a></p></section>'
    )
    st = Story(
        "Rondo przy szkole w Zalesiu. Budowa ruszy w maju, potrwa dziewięć miesięcy",
        "Anna Sikorska",
        "2025-04-08T06:00:00+02:00",
        "8 kwietnia 2025, 06:00",
        """
Powiat podpisał umowę z wykonawcą ronda na skrzyżowaniu ulic Szkolnej i Leśnej w Zalesiu. Inwestycja ma kosztować 4,2 mln zł, z czego większość pokryje rządowy fundusz dróg lokalnych.

Prace ruszą w pierwszej połowie maja. Na czas budowy ruch zostanie skierowany objazdem przez ulicę Polną. Przy rondzie powstanie też zatoczka dla rodziców odwożących dzieci do szkoły.

Wykonawca musi przebudować wodociąg biegnący pod skrzyżowaniem, dlatego roboty potrwają aż dziewięć miesięcy.
""",
        section="Powiat",
        related=("Nowy rozkład autobusów", "Dożynki powiatowe w Zalesiu", "Remont mostu na Warcie"),
        tags=("Zalesie", "drogi"),
    )
    return make(
        "al-pl-opinie-bez-czasu",
        "discussion",
        "pl-warta",
        st,
        Parts(after=block),
        seeds(cs),
        path="/powiat/rondo-przy-szkole-w-zalesiu",
        container="section.opinie-czytelnikow: h2 'Opinie czytelników', div.opinia-karta (span.ok-nick, p.ok-tresc, span.ok-plus/ok-minus, 'odpowiedz · zgłoś'); answers in div.ok-odpowiedzi inside the card, one level",
        heading="Opinie czytelników",
        description="A Polish county paper of 2025: 11 readers' opinions as cards with no time at all, plus and minus counts, 'zgłoś' (report) links, answers nested one level under four of them.",
    )


def threads_al() -> list[Case]:
    return [en_lentils(), de_freibad(), es_numbered(), pt_recados(), it_titles(), pl_opinie()]
