"""Blind set AY: four discussions in a hosted comment widget's rendered markup, as the reader's browser saved the
article page after the widget's script had drawn it (each an invented platform with its own class prefix): a header
bar with the count, a sort menu, a login bar, a reply box at the top, lazily loaded avatars, votes, badges, edited
marks, guests, entries hidden for low ratings or removed by a moderator (not comments), a sponsored box between the
comments (not a comment), "Load more comments" (the comments beyond it are not in the page and not in the truth),
"Powered by ..." and an empty no-script fallback. en (Quillstream), de (Redeplatz), pt (Prosa), pl (Gwarek). Every
class name, name, place and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_ay_common import (
    C,
    Case,
    Parts,
    Story,
    esc,
    lazy,
    make,
    paras,
    seeds,
    thread,
    tree,
)


def en_library() -> Case:
    cs = thread("""
Dot Hargreaves | 18 hours ago | - | v=41 | I have used the Fenwick Street branch every week since 1974. The leisure centre is two buses away for anyone living on the estate, and the council knows it.
Colin Strutt | 18 hours ago | 0 | v=12 | Same here, Dot. My mum can walk to Fenwick Street. She will not get two buses with her frame.
Marrowdale Courier | 17 hours ago | 0 | b=Staff,v=9 | The council says a free shuttle will run from the estate on Tuesdays and Saturdays. We have asked how long that funding lasts and will update the story.
Dot Hargreaves | 17 hours ago | 2 | v=15 | Two days a week. Libraries used to open six.
bob_in_ward7 | 17 hours ago | - | v=3 | Honest question: how many people actually use it? Every time I walk past it looks empty.
Annika Roy | 16 hours ago | 4 | b=Verified,v=22 | I'm one of the two part-time staff there (speaking for myself, not the council). Weekday afternoons we get between forty and sixty visitors, mostly kids after school and people using the computers for job searches. It's quieter in the mornings.
bob_in_ward7 | 16 hours ago | 5 | v=8 | Fair enough, didn't know that. Thanks for answering.
Guest | 16 hours ago | - | guest,v=0 | They closed the swimming baths with the same promises. Now look.
Priya Venkataraman | 15 hours ago | - | v=18 | The hub plan isn't all bad. Longer opening hours and a café. But there has to be proper transport, not a shuttle twice a week.
Tom Fairley | 15 hours ago | 8 | v=6 | Longer hours only help people who can get there.
Priya Venkataraman | 14 hours ago | 9 | edited,v=4 | That's exactly my point, Tom. Transport first, then close, not the other way round.
Gordon Blaik | 14 hours ago | - | v=2 | The building is worth a fortune. That's what this is really about.
Lydia Oakes | 13 hours ago | - | v=27 | Could the Friends of Fenwick Library take it over as a community library? Other towns have done it with volunteers and a small grant.
Martin Ebb | 13 hours ago | 12 | v=10 | Volunteer libraries work for a few years then everyone burns out. I was on the committee for one in my last town.
Lydia Oakes | 12 hours ago | 13 | v=7 | Better a few years than a boarded-up building from next spring.
Annika Roy | 12 hours ago | 12 | b=Verified,v=14 | There's a public meeting on 30 October at the Methodist hall where the Friends will present exactly that idea. Everyone welcome.
Guest | 11 hours ago | - | guest,v=1 | Where do I sign the petition?
Colin Strutt | 11 hours ago | 16 | v=5 | There's a paper one on the counter at the branch and one at the post office on Kell Road.
Sam Pickering | 10 hours ago | - | v=0 | Cllr Hebden voted for this. Remember that in May.
Renata Kowalczyk | 9 hours ago | - | v=11 | My children learned to read in that library. The Saturday story hour was the only free thing we could do as a family that winter.
M. Gillingham | 8 hours ago | 19 | v=3 | Ours too. The lady who ran it knew every child's name.
Keith Arden | 7 hours ago | - | v=6 | Can the Courier find out what the hub will cost to fit out compared with repairing Fenwick Street's roof? The article only gives the savings.
Marrowdale Courier | 6 hours ago | 21 | b=Staff,v=8 | Good question, Keith. The report to cabinet puts the roof at £210,000 and the hub fit-out at £340,000. We'll add it to the article.
Keith Arden | 6 hours ago | 22 | v=4 | So it costs more to close it. Brilliant.
Jo Mallender | 5 hours ago | - | v=2 | I work at the leisure centre. There is no room there for a library unless they take out the squash courts, which nobody has mentioned yet.
Alfie Brent | 4 hours ago | - | v=0 | Nobody under 40 reads books any more, sorry but it's true.
Hannah Brent | 4 hours ago | 25 | v=9 | I'm 23 and I've got four books out from Fenwick Street right now.
Ewan T. | 3 hours ago | - | v=1 | Shared this on the estate residents' page, a lot of people didn't know about the vote at all. // The vote is on the 6th, so there's still time to write to your councillor.
Dot Hargreaves | 2 hours ago | 27 | v=3 | Thank you love.
Norma Quayle | an hour ago | - | v=0 | See you all at the Methodist hall on the 30th.
""")

    def item(i: int, c: C, sub: str) -> str:
        pid = 40211 + 7 * i
        badge = (
            f' <span class="qs-badge qs-badge-{c.get("b").lower()}">{esc(c.get("b"))}</span>'
            if c.get("b")
            else ""
        )
        who = (
            f'<span class="qs-author qs-guest">{esc(c.name)}</span>'
            if c.has("guest")
            else f'<span class="qs-author"><a href="/_qs/profile/{pid}" data-user="{pid}">{esc(c.name)}</a></span>'
        )
        edited = ' <span class="qs-edited" title="edited">(edited)</span>' if c.has("edited") else ""
        return (
            f'<li class="qs-post" id="qs-post-{pid}"><div class="qs-post-body">'
            f'<div class="qs-avatar">{lazy(f"qs-{pid}", "qs-av-img", 48, loaded=i < 6)}</div>'
            f'<div class="qs-post-main"><header class="qs-post-head">{who}{badge} <span class="qs-dot">•</span> '
            f'<a class="qs-time" href="#qs-post-{pid}" title="Tuesday, October 16, 2012">{esc(c.when)}</a>{edited}</header>'
            f'<div class="qs-post-message">{paras(c.text)}</div>'
            f'<footer class="qs-post-foot"><span class="qs-vote"><a class="qs-up" href="#">▲</a> <span class="qs-vc">{c.get("v")}</span>'
            ' <a class="qs-down" href="#">▼</a></span> <span class="qs-dot">•</span> <a class="qs-reply" href="#">Reply</a>'
            ' <span class="qs-dot">•</span> <a class="qs-share" href="#">Share ›</a></footer></div></div>'
            f"{sub}</li>"
        )

    promo = (
        '<li class="qs-promo qs-sponsored"><div class="qs-promo-head">Promoted stories <small>sponsored links</small></div>'
        '<ul class="qs-promo-list"><li><a href="/_ad/1"><img src="/_avatar/promo1.svg" alt="" width="90" height="60">'
        'Doctors hate this one odd trick to lower your heating bill</a><span class="qs-promo-src">HomeHelpful</span></li>'
        '<li><a href="/_ad/2"><img src="/_avatar/promo2.svg" alt="" width="90" height="60">Remember her? You won\'t believe '
        'what the 1980s quiz host looks like now</a><span class="qs-promo-src">Glimmerly</span></li>'
        '<li><a href="/_ad/3"><img src="/_avatar/promo3.svg" alt="" width="90" height="60">Marrowdale drivers are switching '
        'insurers in record numbers</a><span class="qs-promo-src">QuoteBarn</span></li></ul></li>'
    )
    hidden = (
        '<li class="qs-post qs-collapsed"><div class="qs-post-body"><div class="qs-avatar"><img class="qs-av-img" src="'
        "/_avatar/qs-blank.svg"
        '" alt="" width="48" height="48"></div><div class="qs-post-main"><p class="qs-collapsed-note">This comment has been '
        'hidden due to low ratings. <a href="#" class="qs-show-hidden">Show comment</a></p></div></div></li>'
    )
    removed = (
        '<li class="qs-post qs-deleted"><div class="qs-post-body"><div class="qs-post-main"><p class="qs-deleted-note">'
        "This comment was removed by a moderator.</p></div></div></li>"
    )
    block = (
        '<div id="comments" class="article-comments"><h3 class="ac-title">Have your say</h3>'
        '<div id="quillstream-thread" class="qs-embed qs-ready" data-qs-site="marrowdalecourier" data-qs-id="story-88104">'
        '<div class="qs-topbar"><span class="qs-count">47 comments</span><ul class="qs-nav"><li class="qs-nav-site qs-on">'
        'Marrowdale Courier</li><li class="qs-nav-login"><a href="#qs-login">Login</a></li></ul></div>'
        '<div class="qs-sortbar"><span class="qs-like-page"><a href="#">♥ Recommend</a> 21</span> <span class="qs-sort">Sort by '
        '<a href="#" class="qs-sort-on">Best</a> <a href="#">Newest</a> <a href="#">Oldest</a></span></div>'
        '<div class="qs-postbox"><img class="qs-av-img" src="/_avatar/qs-anon.svg" alt="" width="48" height="48">'
        '<div class="qs-textarea" contenteditable="true" data-placeholder="Join the discussion…"></div>'
        '<div class="qs-login-bar">Sign in with <a href="#">Quillstream</a> <a href="#">PhotoPal</a> <a href="#">Chirrup</a> '
        'or <a href="#">pick a name</a> to post as a guest</div></div>'
        '<ul class="qs-posts" id="qs-post-list">'
        + tree(
            cs, item, lambda s: f'<ul class="qs-children">{s}</ul>', after={8: promo, 11: hidden, 18: removed}
        )
        + '</ul><div class="qs-load-more"><a href="#" class="qs-btn">Load more comments</a></div>'
        '<div class="qs-footer"><a href="#">✉ Subscribe</a> <a href="#">Add Quillstream to your site</a> '
        '<span class="qs-powered">Powered by <a href="#">Quillstream</a></span></div></div>'
        "<noscript></noscript></div>"
    )
    end = (
        "<script>var qs_config = {site: 'marrowdalecourier', identifier: 'story-88104', title: 'Fenwick Street library'};"
        " window.qsLoaded = true;</script>"
    )
    st = Story(
        "Fenwick Street library to close under council 'hub' plan",
        "By Gareth Pellow, Local Democracy Reporter",
        "2012-10-16T08:00:00+01:00",
        "Tuesday 16 October 2012",
        """
The Fenwick Street branch library, which has served the east side of Marrowdale since 1931, would close next spring under plans published by the council on Monday.

Its books, computers and staff would move to a new "community hub" at the Kell Road leisure centre, which the council says would open for longer hours, including Sunday afternoons.

The cabinet member for communities said the change would save about £95,000 a year and that the Fenwick Street building needed repairs the council could not afford. A final decision will be taken at the full council meeting on 6 November.

Residents of the Eastfield estate say the leisure centre is a two-bus journey away. The council has promised a shuttle service on two days a week.
""",
        lead="Campaigners say the move to the leisure centre will cut off the Eastfield estate.",
        section="Council",
        related=(
            "Kell Road bridge to shut for six weeks",
            "Marrowdale Rovers sign keeper on loan",
            "Bonfire night: where to watch the fireworks",
            "Shop owners fear market car park charges",
        ),
        tags=("Libraries", "Marrowdale Council", "Eastfield"),
        bio="Gareth covers the council and the courts for the Courier. He has lived in the Kell valley all his life.",
        shares=(312, 88, 24),
    )
    return make(
        "ay-en-hosted-library",
        "discussion",
        "en-marrowdale",
        st,
        Parts(before=block, end=end),
        seeds(cs),
        path="/council/fenwick-street-library-to-close",
        container="div#comments > div#quillstream-thread.qs-embed (invented hosted widget 'Quillstream', rendered): top bar '47 comments' with Login, sort 'Best/Newest/Oldest', a postbox with 'Sign in with ...', ul.qs-posts > li.qs-post (lazy avatar, span.qs-author, badge, a.qs-time relative, '(edited)', div.qs-post-message, votes, Reply, Share), replies in ul.qs-children two levels; a 'Promoted stories' li, a 'hidden due to low ratings' li and a 'removed by a moderator' li among the posts; 'Load more comments'; 'Powered by Quillstream'; empty noscript",
        heading="Have your say",
        description="An English local newspaper of 2012 saved after its hosted comment widget had drawn 30 of the 47 comments (the rest behind 'Load more comments'): relative times, staff and verified badges, guests, an edited mark, votes, replies two levels deep; a sponsored box, a comment hidden for low ratings and one removed by a moderator among them (not comments).",
    )


def de_umgehung() -> Case:
    cs = thread("""
Waltraud Kessel | vor 2 Tagen | - | v=17 | Seit zwanzig Jahren wird über die Umgehung geredet. Ich glaube es erst, wenn der erste Lastwagen nicht mehr durch die Hauptstraße donnert.
Jens Obermaier | vor 2 Tagen | 0 | v=6 | Diesmal ist das Geld aber im Bundeshaushalt eingestellt. Das war bisher nie so.
Waltraud Kessel | vor 2 Tagen | 1 | edited,v=4 | Eingestellt heißt noch lange nicht gebaut. Aber ich lasse mich gern überraschen.
Gast | vor 2 Tagen | - | guest,v=2 | Und was ist mit den Kiebitzen auf der Lohwiese? Kein Wort davon im Artikel.
Hegerauer Tageblatt | vor 2 Tagen | 3 | b=Redaktion,v=11 | Der Naturschutzbund hat eine Stellungnahme angekündigt, wir berichten darüber, sobald sie vorliegt. Laut Planfeststellung ist eine Ausgleichsfläche bei Unterried vorgesehen.
Bernd Hägele | vor 1 Tag | - | v=9 | Ich wohne an der B 417. Nachts um drei fahren hier die Sattelzüge im Minutentakt, die Gläser im Schrank klirren. Jede Umgehung ist besser als gar keine.
Miriam Fuchs | vor 1 Tag | 5 | v=5 | Verstehe ich total. Wir haben extra Schallschutzfenster einbauen lassen, auf eigene Kosten.
Ute L. | vor 1 Tag | - | v=1 | Die Trasse führt direkt am Friedhof vorbei. Ob das jemand bedacht hat?
Kurt Schwenningen | vor 1 Tag | - | b=Stammleser,v=7 | 84 Millionen für fünf Kilometer. Für das Geld hätte man die Bahnstrecke nach Hegerau wieder in Betrieb nehmen können.
Jens Obermaier | vor 1 Tag | 8 | v=3 | Die Bahn hätte den Durchgangsverkehr aber auch nicht aus dem Ort geholt.
Gast | vor 20 Stunden | - | guest,v=0 | Baubeginn 2015, fertig 2019, also realistisch 2023.
Irmgard Pohl | vor 9 Stunden | - | v=2 | Hoffentlich denkt man diesmal an einen Radweg daneben.
""")

    def item(i: int, c: C, sub: str) -> str:
        uid = 7710 + 13 * i
        badge = f'<em class="rpz-rang">{esc(c.get("b"))}</em>' if c.get("b") else ""
        name = (
            f'<span class="rpz-name rpz-name--gast">{esc(c.name)}</span>'
            if c.has("guest")
            else f'<a class="rpz-name" href="/_rpz/u/{uid}">{esc(c.name)}</a>'
        )
        edited = '<span class="rpz-bearb">bearbeitet</span>' if c.has("edited") else ""
        return (
            f'<div class="rpz-eintrag" data-rpz-id="{uid}"><div class="rpz-bild">{lazy(f"rpz-{uid}", "rpz-lazy", 36, attr="data-lazy")}</div>'
            f'<div class="rpz-inhalt"><div class="rpz-kopf">{name}{badge}<span class="rpz-zeit">{esc(c.when)}</span>{edited}</div>'
            f'<div class="rpz-text">{paras(c.text)}</div><div class="rpz-aktionen"><span class="rpz-plus">+{c.get("v")}</span> '
            '<a href="#" class="rpz-antw">Antworten</a> <a href="#" class="rpz-melden">Melden</a></div></div>'
            f"{sub}</div>"
        )

    removed = (
        '<div class="rpz-eintrag rpz-entfernt"><div class="rpz-inhalt"><p>Dieser Kommentar wurde vom Moderator entfernt.'
        "</p></div></div>"
    )
    block = (
        '<div class="artikel-kommentare"><div id="rpz-root" class="rpz-widget rpz-geladen">'
        '<div class="rpz-leiste"><strong class="rpz-anzahl">12 Kommentare</strong> <span class="rpz-sort">Sortieren nach: '
        '<a href="#" class="rpz-aktiv">Beste</a> · <a href="#">Neueste</a> · <a href="#">Älteste</a></span></div>'
        '<div class="rpz-anmelden">Anmelden mit <a href="#">Redeplatz</a> · <a href="#">PhotoPal</a> · <a href="#">als Gast</a></div>'
        '<div class="rpz-schreiben"><textarea placeholder="Schreiben Sie einen Kommentar…"></textarea>'
        '<button type="button">Absenden</button></div><div class="rpz-liste">'
        + tree(cs, item, lambda s: f'<div class="rpz-antworten">{s}</div>', after={5: removed})
        + '</div><div class="rpz-fuss">powered by <a href="#">Redeplatz</a> · <a href="#">Datenschutz</a></div></div>'
        "<noscript></noscript></div>"
    )
    st = Story(
        "Ortsumgehung Hegerau: Bund gibt grünes Licht",
        "Von Sabine Rettenmaier",
        "2013-03-12T17:45:00+01:00",
        "12.03.2013, 17:45 Uhr",
        """
Die seit Jahrzehnten geforderte Ortsumgehung der B 417 rückt näher. Das Bundesverkehrsministerium hat die Finanzierung der rund fünf Kilometer langen Trasse zugesagt, wie der Landrat am Dienstag mitteilte.

Die Kosten werden auf 84 Millionen Euro geschätzt. Baubeginn könnte nach Angaben des Straßenbauamts im Jahr 2015 sein, sofern keine Klagen gegen den Planfeststellungsbeschluss eingehen.

Täglich fahren derzeit rund 14.000 Fahrzeuge durch die Hegerauer Hauptstraße, darunter etwa 1.800 Lastwagen. Die Anwohner klagen seit Jahren über Lärm und Erschütterungen.
""",
        lead="84 Millionen Euro für fünf Kilometer: Baubeginn frühestens 2015.",
        section="Lokales",
        related=(
            "Kreistag streitet über Klinikfusion",
            "Frühjahrsmarkt fällt wegen Baustelle kleiner aus",
            "TSV Hegerau verliert Derby",
            "Neue Kita in Unterried eröffnet",
        ),
        tags=("B 417", "Ortsumgehung", "Verkehr"),
        bio="Sabine Rettenmaier ist seit 2004 Redakteurin im Lokalressort.",
        shares=(96, 31, 7),
    )
    return make(
        "ay-de-hosted-umgehung",
        "discussion",
        "de-hegerau",
        st,
        Parts(before=block),
        seeds(cs),
        path="/lokales/ortsumgehung-hegerau-bund-gibt-gruenes-licht",
        container="div.artikel-kommentare > div#rpz-root.rpz-widget (invented hosted widget 'Redeplatz', rendered): bar '12 Kommentare' with 'Sortieren nach: Beste · Neueste · Älteste', 'Anmelden mit ...', a textarea, div.rpz-liste > div.rpz-eintrag (lazy avatar, a.rpz-name or span for a guest, em.rpz-rang badge, span.rpz-zeit 'vor 2 Tagen', 'bearbeitet', div.rpz-text, '+n', Antworten, Melden), replies in div.rpz-antworten inside the entry, two levels; one 'vom Moderator entfernt' entry; 'powered by Redeplatz'; empty noscript",
        heading=None,
        description="A German regional paper of 2013 saved after its hosted comment widget had drawn all 12 comments: relative times, guests ('Gast'), the newsroom's answer badged 'Redaktion', a 'Stammleser' rank, an edited mark, replies two levels deep, a removed entry (not a comment); no heading but the widget's count bar.",
    )


def pt_enchente() -> Case:
    cs = thread("""
Marta Regina Alves | há 5 horas | - | l=23 | Moro na Rua das Palmeiras há 30 anos e nunca vi a água subir tão rápido. Em meia hora já estava na altura da cintura.
Edvaldo Souza | há 5 horas | 0 | l=4 | Força, dona Marta. Se precisar de ajuda com a limpeza, o pessoal da igreja vai passar aí amanhã cedo.
Convidado | há 4 horas | - | guest,l=1 | A prefeitura sabia que o bueiro da avenida estava entupido desde dezembro.
Rafael Tavares | há 4 horas | 2 | b=Verificado,l=9 | Eu fiz três pedidos pelo telefone da ouvidoria, tenho os protocolos guardados. Ninguém veio.
Larissa M. | há 3 horas | - | l=6 | Onde estão recebendo doações? Tenho roupas de criança e colchonetes para doar.
Folha de Itaquara | há 3 horas | 4 | b=Equipe,l=15 | Larissa, o ginásio municipal e a paróquia São Bento estão recebendo doações até as 20h. Atualizamos a matéria com a lista do que mais falta.
Larissa M. | há 2 horas | 5 | l=2 | Obrigada! Vou levar ainda hoje.
Jorge Bittencourt | há 1 hora | - | edited,l=3 | Todo ano é a mesma coisa e todo ano prometem a obra do canal. // Este ano pelo menos apareceram com os bombeiros rápido, isso tem que ser reconhecido.
Paula Cerqueira | há 40 minutos | - | l=0 | Alguém sabe se a ponte do Bairro Alto já foi liberada?
""")

    def item(i: int, c: C, sub: str) -> str:
        cid = 5530 + i * 11
        badge = f'<span class="prz_selo">{esc(c.get("b"))}</span>' if c.get("b") else ""
        name = (
            f'<span class="prz_autor prz_convidado">{esc(c.name)}</span>'
            if c.has("guest")
            else f'<a class="prz_autor" href="/_prosa/perfil/{cid}">{esc(c.name)}</a>'
        )
        edited = '<span class="prz_editado">· editado</span>' if c.has("edited") else ""
        return (
            f'<article class="prz_comentario" id="prz-c{cid}">{lazy(f"prz-{cid}", "prz_foto", 40, loaded=i % 3 == 0)}'
            f'<div class="prz_corpo"><p class="prz_meta">{name}{badge} <time class="prz_quando">{esc(c.when)}</time> {edited}</p>'
            f'<div class="prz_msg">{paras(c.text)}</div><p class="prz_acoes"><a href="#" class="prz_curtir">Curtir</a> '
            f'<span class="prz_n">({c.get("l")})</span> · <a href="#" class="prz_responder">Responder</a> · <a href="#">Denunciar</a></p>'
            f"</div>{sub}</article>"
        )

    hidden = (
        '<article class="prz_comentario prz_oculto"><div class="prz_corpo"><p class="prz_aviso">Este comentário foi ocultado '
        'por ter recebido muitas avaliações negativas. <a href="#">Mostrar</a></p></div></article>'
    )
    sponsored = (
        '<aside class="prz_patrocinado"><h5>Conteúdo patrocinado</h5><ul><li><a href="/_ad/p1">Nova lei permite que '
        'aposentados quitem dívidas; veja como</a> <small>FinançaJá</small></li><li><a href="/_ad/p2">O truque das '
        "avós para tirar mofo da parede</a> <small>CasaBoa</small></li></ul></aside>"
    )
    block = (
        '<section class="comentarios-box"><h3>Comentários</h3><div id="prosa-embed" class="prz_widget" data-prz-loaded="1">'
        '<div class="prz_barra"><b class="prz_total">9 comentários</b> <span class="prz_ordem">Ordenar por <a href="#" '
        'class="prz_sel">Melhores</a> | <a href="#">Mais recentes</a> | <a href="#">Mais antigos</a></span></div>'
        '<div class="prz_entrar"><a href="#">Entrar</a> com sua conta Prosa ou comente como convidado</div>'
        '<div class="prz_caixa"><textarea placeholder="Escreva um comentário..."></textarea></div><div class="prz_lista">'
        + tree(cs, item, lambda s: f'<div class="prz_respostas">{s}</div>', after={4: sponsored, 7: hidden})
        + '</div><p class="prz_rodape">Powered by <a href="#">Prosa</a> · Termos · Privacidade</p></div>'
        "<noscript></noscript></section>"
    )
    st = Story(
        "Temporal alaga 14 bairros e deixa 300 desalojados em Itaquara",
        "Por Cláudia Menezes",
        "2013-01-22T21:30:00-02:00",
        "22/01/2013 21h30",
        """
Uma chuva de 92 milímetros em menos de duas horas alagou ao menos 14 bairros de Itaquara na tarde desta terça-feira. Segundo a Defesa Civil, cerca de 300 pessoas tiveram de deixar suas casas.

As regiões mais atingidas foram o Bairro Alto, a Vila Nova e as ruas próximas ao canal do Rio Itaquara, que transbordou por volta das 16h. Não há registro de feridos.

A prefeitura abriu o ginásio municipal para receber as famílias desalojadas e pede doações de água, colchões, roupas e produtos de limpeza.
""",
        lead="Defesa Civil registrou 92 milímetros de chuva em menos de duas horas.",
        section="Cidade",
        related=(
            "Prefeitura anuncia concurso para 120 vagas",
            "Itaquara FC estreia no estadual com vitória",
            "Preço do tomate dispara na feira",
            "Festival de inverno confirma atrações",
        ),
        tags=("Chuva", "Defesa Civil", "Enchente"),
        bio="Cláudia Menezes é repórter de Cidade da Folha de Itaquara.",
        shares=(1408, 233, 41),
    )
    return make(
        "ay-pt-hosted-enchente",
        "discussion",
        "pt-itaquara",
        st,
        Parts(before=block),
        seeds(cs),
        path="/cidade/temporal-alaga-14-bairros",
        container="section.comentarios-box > div#prosa-embed.prz_widget (invented hosted widget 'Prosa', rendered): bar '9 comentários' with 'Ordenar por Melhores | Mais recentes | Mais antigos', 'Entrar com sua conta Prosa', a textarea, div.prz_lista > article.prz_comentario (lazy img.prz_foto, a.prz_autor or span for 'Convidado', span.prz_selo badge, time 'há 5 horas', '· editado', div.prz_msg, Curtir (n), Responder, Denunciar), replies in div.prz_respostas one level; a sponsored aside and a comment hidden for negative ratings among them; 'Powered by Prosa'; empty noscript",
        heading="Comentários",
        description="A Brazilian news portal of 2013 saved after its hosted comment widget had drawn 9 comments: relative times, a guest, a verified badge, the newsroom's answer badged 'Equipe', an edited two-paragraph comment, replies one level; a sponsored box and an entry hidden for negative ratings between them (not comments).",
    )


def pl_basen() -> Case:
    cs = thread("""
krystyna_z_lipowej | 2 dni temu | - | v=12 | Nareszcie! Dzieci z Zalesia jeździły na basen do Mirowa, czterdzieści minut autobusem w jedną stronę.
Tadeusz W. | 2 dni temu | 0 | v=3 | A kto za to zapłaci? Utrzymanie basenu to co najmniej milion rocznie.
Głos Zalesia | 2 dni temu | 1 | b=Redakcja,v=7 | Według uchwały rady gminy koszt utrzymania ma wynieść ok. 900 tys. zł rocznie, z czego część pokryją bilety i zajęcia szkolne. Szczegóły w ramce pod artykułem.
Tadeusz W. | 2 dni temu | 2 | v=1 | Dziękuję za odpowiedź, w takim razie ramkę przeoczyłem.
Gość | wczoraj | - | guest,v=0 | Szkoda, że nie ma w planach sauny.
Marek Lisowski | wczoraj | - | b=Zweryfikowany,v=9 | Jako trener pływania powiem tylko, że 25 metrów i sześć torów to dokładnie to, czego potrzebujemy. Nie trzeba od razu budować olimpijskiego obiektu.
Ania P. | wczoraj | 5 | edited,v=4 | Panie Marku, czy będą zajęcia dla dorosłych, którzy dopiero uczą się pływać? Pytam za mamę.
Marek Lisowski | 20 godzin temu | 6 | b=Zweryfikowany,v=5 | Na pewno. Już rozmawiamy z ośrodkiem sportu o grupach wieczornych.
""")

    def item(i: int, c: C, sub: str) -> str:
        uid = 310 + 29 * i
        badge = f'<span class="gwk-odznaka">✔ {esc(c.get("b"))}</span>' if c.get("b") else ""
        name = (
            f'<span class="gwk-nick gwk-gosc">{esc(c.name)}</span>'
            if c.has("guest")
            else f'<a class="gwk-nick" href="/_gwarek/u/{uid}">{esc(c.name)}</a>'
        )
        edited = ' <i class="gwk-edyt">(edytowany)</i>' if c.has("edited") else ""
        return (
            f'<li class="gwk-wpis" data-id="{uid}"><div class="gwk-awatar">{lazy(f"gwk-{uid}", "gwk-img", 42, attr="data-original")}</div>'
            f'<div class="gwk-tresc"><div class="gwk-naglowek">{name} {badge}<span class="gwk-czas">{esc(c.when)}</span>{edited}</div>'
            f'<div class="gwk-wiadomosc">{paras(c.text)}</div><div class="gwk-stopka"><a href="#" class="gwk-plus">▲</a> '
            f'{c.get("v")} <a href="#" class="gwk-minus">▼</a> · <a href="#" class="gwk-odp">Odpowiedz</a></div></div>'
            + (f'<ul class="gwk-odpowiedzi">{sub}</ul>' if sub else "")
            + "</li>"
        )

    hidden = (
        '<li class="gwk-wpis gwk-zwiniety"><div class="gwk-tresc"><p class="gwk-info">Komentarz ukryty z powodu niskiej '
        'oceny. <a href="#">Pokaż</a></p></div></li>'
    )
    promo = (
        '<li class="gwk-reklama"><div class="gwk-rek-naglowek">Polecane artykuły <small>Reklama</small></div>'
        '<a href="/_ad/g1">Ten prosty sposób obniży rachunek za prąd nawet o połowę</a> · <a href="/_ad/g2">Zobacz, jak dziś '
        "wygląda aktorka z serialu o lekarzach</a></li>"
    )
    block = (
        '<div id="gwarek_thread" class="gwk-okno gwk-zaladowany"><div class="gwk-pasek"><span class="gwk-liczba">14 komentarzy'
        '</span> <span class="gwk-sort">Sortuj: <b>Najlepsze</b> <a href="#">Najnowsze</a> <a href="#">Najstarsze</a></span>'
        ' <a class="gwk-login" href="#">Zaloguj się</a></div><div class="gwk-pole"><textarea placeholder="Dołącz do dyskusji…">'
        '</textarea><p>Zaloguj się przez <a href="#">Gwarek</a> albo <a href="#">PhotoPal</a>, lub pisz jako gość</p></div>'
        '<ul class="gwk-lista">'
        + tree(cs, item, lambda s: s, after={0: hidden, 4: promo})
        + '</ul><div class="gwk-wiecej"><button type="button">Załaduj więcej komentarzy</button></div>'
        '<div class="gwk-powered">Powered by Gwarek</div></div><noscript></noscript>'
    )
    st = Story(
        "Zalesie będzie miało kryty basen. Budowa ruszy jesienią",
        "Piotr Gajewski",
        "2014-05-07T10:20:00+02:00",
        "7 maja 2014, 10:20",
        """
Rada gminy jednogłośnie przyjęła uchwałę o budowie krytej pływalni przy Szkole Podstawowej nr 2. Obiekt będzie miał sześć torów o długości 25 metrów i brodzik dla dzieci.

Koszt inwestycji szacowany jest na 14 mln zł, z czego połowę ma pokryć dofinansowanie z programu rządowego. Budowa ma ruszyć we wrześniu, a otwarcie zaplanowano na wiosnę 2016 roku.

Z basenu w godzinach porannych będą korzystać uczniowie szkół z całej gminy, popołudniami i wieczorami będzie dostępny dla mieszkańców.
""",
        lead="Sześć torów, brodzik i zajęcia dla szkół. Radni byli jednomyślni.",
        section="Region",
        related=(
            "Remont ulicy Lipowej potrwa do sierpnia",
            "Dożynki gminne w Borku",
            "Orły Zalesie awansują do czwartej ligi",
            "Nowy rozkład jazdy autobusów",
        ),
        tags=("basen", "rada gminy", "inwestycje"),
        bio="Piotr Gajewski pisze dla Głosu Zalesia o samorządzie i inwestycjach.",
        shares=(540, 62, 11),
    )
    return make(
        "ay-pl-hosted-basen",
        "discussion",
        "pl-zalesie",
        st,
        Parts(before=block),
        seeds(cs),
        path="/region/zalesie-bedzie-mialo-kryty-basen",
        container="div#gwarek_thread.gwk-okno (invented hosted widget 'Gwarek', rendered): bar '14 komentarzy' with 'Sortuj: Najlepsze Najnowsze Najstarsze' and 'Zaloguj się', a textarea and a login line, ul.gwk-lista > li.gwk-wpis (lazy avatar with data-original, a.gwk-nick or span for 'Gość', '✔ Zweryfikowany' / 'Redakcja' badges, span.gwk-czas '2 dni temu', '(edytowany)', div.gwk-wiadomosc, ▲ n ▼, Odpowiedz), replies in ul.gwk-odpowiedzi, two levels; a 'hidden for a low rating' entry and a sponsored li among them; 'Załaduj więcej komentarzy'; 'Powered by Gwarek'; empty noscript, no heading",
        heading=None,
        description="A Polish regional daily of 2014 saved after its hosted comment widget had drawn 8 of 14 comments (the rest behind 'Załaduj więcej komentarzy'): relative times, a guest, verified and newsroom badges, an edited mark, votes, replies two levels deep; an entry hidden for a low rating and a sponsored entry among them (not comments).",
    )


def hosted_ay() -> list[Case]:
    return [en_library(), de_umgehung(), pt_enchente(), pl_basen()]
