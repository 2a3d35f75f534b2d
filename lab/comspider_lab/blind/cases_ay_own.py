"""Blind set AY: four discussions in a newspaper's own comment widget as the saved page holds it after the page's
script had run: long comments cut with "Lire la suite" / "Toon meer", the rest of the text in a hidden span (fr, nl);
a thread drawn by the page's script into a wrapper with an empty no-script fallback beside it and "Carica altri
commenti" (it); ratings, guests and an entry hidden for its low rating, drawn into a wrapper, "Показать ещё" (ru). A
removed entry, a sponsored box and a hidden entry among the comments are not comments. Every class name, name,
place and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_ay_common import (
    C,
    Case,
    Parts,
    Story,
    cut,
    esc,
    lazy,
    make,
    paras,
    seeds,
    thread,
    tree,
)


def _shown(text: str, at: int, shown_cls: str, rest_cls: str, more: str) -> str:
    head, rest = cut(text, at)
    if not rest:
        return esc(text)
    return (
        f'<span class="{shown_cls}">{esc(head)}</span><span class="{rest_cls}" style="display:none">{esc(rest)}</span> '
        f'<a href="#" class="{rest_cls}-lien">{esc(more)}</a>'
    )


def fr_maternite() -> Case:
    cs = thread("""
Mireille D. | 12/04/2011 à 08h12 | - | ab | Mes trois enfants sont nés à la maternité de Vauclerc. Fermer un service qui fait 400 naissances par an, c'est obliger les futures mamans du plateau à faire une heure de route, parfois sous la neige, pour accoucher à Saint-Aubrac. Qui prendra la responsabilité le jour où un bébé naîtra sur le bord de la route ?
Gérard Poussin | 12/04/2011 à 08h40 | 0 | - | Entièrement d'accord avec vous. L'hiver dernier la départementale a été fermée quatre jours.
Sage-femme du plateau | 12/04/2011 à 09h05 | 0 | - | Je travaille dans ce service depuis quinze ans. Nous ne manquons pas de patientes, nous manquons de médecins, et c'est à l'agence régionale de santé de trouver des solutions au lieu de fermer.
Mireille D. | 12/04/2011 à 09h30 | 2 | ab | Merci pour tout ce que vous faites.
Alain Verdier | 12/04/2011 à 10h02 | - | - | Il faut être honnête : avec deux gynécologues pour tout le service, la sécurité n'est plus assurée. Mieux vaut une heure de route et une maternité bien équipée qu'une maternité à côté où il n'y a personne la nuit.
Josiane Marcoux | 12/04/2011 à 10h45 | 4 | - | Et pendant cette heure de route, on fait comment ?
Alain Verdier | 12/04/2011 à 11h10 | 5 | - | On prévoit, madame. Les hôpitaux proposent l'hébergement la veille du terme.
Pierrick L. | 12/04/2011 à 11h52 | - | - | Manifestation samedi 10 h devant l'hôpital, venez nombreux avec vos enfants.
Le Courrier de Vauclerc | 12/04/2011 à 12h30 | 7 | redac | Précision : la manifestation est déclarée en préfecture, départ de la place du Marché à 10 heures.
Hélène Farge | 12/04/2011 à 14h18 | - | ab | Ma fille a accouché à Saint-Aubrac l'an dernier parce que Vauclerc était complet ce week-end-là. L'accueil était très bien, mais la famille ne pouvait presque pas venir la voir, c'est loin de tout. Il y a aussi la question des visites, que personne n'évoque.
Bernard | 12/04/2011 à 15h03 | - | - | Encore une fois les campagnes paient pour les villes.
Claudine Aubert | 12/04/2011 à 16h27 | 10 | - | Ce n'est pas une question de villes ou de campagnes, c'est une question de médecins. Personne ne veut venir s'installer ici.
Bernard | 12/04/2011 à 17h01 | 11 | - | Et on se demande pourquoi.
Rémi Castagné | 13/04/2011 à 07h55 | - | - | J'ai signé la pétition en ligne, nous sommes déjà plus de 6 000.
""")

    def item(i: int, c: C, sub: str) -> str:
        mark = ""
        if c.has("ab"):
            mark = '<span class="rx-abonne">Abonné</span>'
        if c.has("redac"):
            mark = '<span class="rx-redac">La rédaction</span>'
        return (
            f'<li class="rx-reaction" id="rx-{2201 + i}"><div class="rx-entete"><strong class="rx-pseudo">{esc(c.name)}</strong>'
            f'{mark}<span class="rx-date">le {esc(c.when)}</span></div>'
            f'<p class="rx-texte">{_shown(c.text, 140, "rx-debut", "rx-suite", "Lire la suite")}</p>'
            '<div class="rx-outils"><a href="#" class="rx-repondre">Répondre</a> | <a href="#" class="rx-abus">Signaler un abus</a>'
            f"</div>{sub}</li>"
        )

    removed = (
        '<li class="rx-reaction rx-supprime"><p class="rx-moderation">Commentaire supprimé par le modérateur : non respect '
        "de la charte.</p></li>"
    )
    sponsored = (
        '<li class="rx-pub"><div class="rx-pub-titre">Contenus sponsorisés</div><a href="/_ad/f1">Retraités : cette '
        'astuce que les banques préfèrent taire</a> · <a href="/_ad/f2">Les plus belles maisons du Sud à moins de 150 000 €'
        "</a></li>"
    )
    block = (
        '<div id="reactions" class="rx-bloc"><h3 class="rx-titre">Réactions (15)</h3><p class="rx-connexion">'
        '<a href="/login">Connectez-vous</a> ou <a href="/inscription">créez un compte</a> pour réagir. '
        '<a href="/charte">Charte de modération</a></p><div class="rx-form"><textarea placeholder="Votre réaction"></textarea>'
        '</div><ul class="rx-liste">'
        + tree(cs, item, lambda s: f'<ul class="rx-reponses">{s}</ul>', after={4: removed, 9: sponsored})
        + "</ul></div>"
    )
    css = ".rx-debut:after{content:'…'}"
    st = Story(
        "La maternité de Vauclerc menacée de fermeture",
        "Par Jean-Marc Delpeuch",
        "2011-04-11T19:00:00+02:00",
        "Publié le 11/04/2011 à 19h00",
        """
L'agence régionale de santé envisage de fermer la maternité du centre hospitalier de Vauclerc d'ici la fin de l'année 2012. Les accouchements seraient transférés à l'hôpital de Saint-Aubrac, à 62 kilomètres.

Le service réalise environ 400 naissances par an, sous le seuil de 300 actes parfois évoqué pour justifier les fermetures, mais il ne compte plus que deux gynécologues-obstétriciens, contre cinq il y a dix ans.

Le maire de Vauclerc a annoncé qu'il s'opposerait « par tous les moyens » à cette décision. Une manifestation est prévue samedi matin devant l'hôpital.
""",
        lead="Les accouchements pourraient être transférés à Saint-Aubrac, à 62 kilomètres. Élus et habitants se mobilisent.",
        section="Vauclerc",
        related=(
            "Foire de printemps : 180 exposants attendus",
            "Le collège Jean-Moulin rénové pour la rentrée",
            "Rugby : l'US Vauclerc en demi-finale",
            "Travaux sur la route du plateau",
        ),
        tags=("maternité", "hôpital", "santé"),
        bio="Jean-Marc Delpeuch suit l'actualité de la santé et des services publics dans le pays vauclercois.",
        shares=(2204, 418, 57),
    )
    return make(
        "ay-fr-own-maternite",
        "discussion",
        "fr-vauclerc",
        st,
        Parts(before=block, css=css),
        seeds(cs),
        path="/vauclerc/maternite-menacee-de-fermeture",
        container="div#reactions.rx-bloc: h3 'Réactions (15)', a login line, ul.rx-liste > li.rx-reaction (strong.rx-pseudo, 'Abonné' / 'La rédaction' marks, span.rx-date 'le 12/04/2011 à 08h12', p.rx-texte with long texts cut: span.rx-debut shown, span.rx-suite hidden, 'Lire la suite'; Répondre | Signaler un abus), replies in ul.rx-reponses two levels; a 'Commentaire supprimé par le modérateur' li and a 'Contenus sponsorisés' li among them",
        heading="Réactions (15)",
        description="A French regional daily of 2011 with its own comment widget: 14 comments, three long ones cut after about 140 characters with the rest in a hidden span behind 'Lire la suite', subscribers' and the newsroom's marks, replies two levels deep; a comment removed by the moderator and a sponsored entry among them (not comments).",
    )


def it_sagra() -> Case:
    cs = thread("""
Luisa Bernardi | 03/08/2012 - 10:14 | - | - | Finalmente un po' di regole. L'anno scorso alle tre di notte c'erano ancora ragazzi che cantavano sotto casa mia.
Franco "il Rosso" | 03/08/2012 - 10:32 | 0 | - | Ma è una sagra, signora! Una settimana all'anno si può sopportare.
Luisa Bernardi | 03/08/2012 - 10:50 | 1 | - | Una settimana sì, ma non fino alle tre.
Pro Loco Borgofonte | 03/08/2012 - 11:40 | - | ver | Ringraziamo tutti per la pazienza. Quest'anno ci saranno anche più bagni chimici e un servizio navetta dal parcheggio del campo sportivo.
Marco Tedeschi | 03/08/2012 - 12:05 | 3 | - | La navetta è un'ottima idea, speriamo passi spesso.
Ospite | 03/08/2012 - 13:22 | - | guest | Il divieto del vetro c'era già l'anno scorso, solo che nessuno controllava.
""")

    def item(i: int, c: C, sub: str) -> str:
        ver = (
            '<span class="cm-verificato" title="Utente verificato">✔ Utente verificato</span>'
            if c.has("ver")
            else ""
        )
        name = (
            f'<span class="cm-ospite">{esc(c.name)}</span>'
            if c.has("guest")
            else f'<a class="cm-utente" href="/utenti/{i + 48}">{esc(c.name)}</a>'
        )
        return (
            f'<div class="cm-item" data-cm-id="{118 + i}">{lazy(f"cm-{i}", "cm-avatar", 50, loaded=True)}'
            f'<div class="cm-testa">{name} {ver} <span class="cm-data">{esc(c.when)}</span></div>'
            f'<div class="cm-corpo">{paras(c.text)}</div><div class="cm-azioni"><a href="#">Rispondi</a> <a href="#">Segnala</a></div>'
            f"{sub}</div>"
        )

    block = (
        '<div id="commenti" class="cm-contenitore"><h3>I commenti dei lettori (9)</h3>'
        '<div id="cm-render" class="cm-render" data-cm-articolo="77310" data-cm-stato="pronto">'
        '<div class="cm-nuovo"><a href="/accedi">Accedi</a> per commentare</div>'
        + tree(cs, item, lambda s: f'<div class="cm-risposte">{s}</div>')
        + '</div><noscript></noscript><p class="cm-altri"><a href="#commenti" onclick="return false">Carica altri commenti</a></p></div>'
    )
    end = '<script type="text/javascript">/* commenti */ var CM_ARTICOLO = 77310; var CM_PAGINA = 1;</script>'
    st = Story(
        "Sagra del fungo, ordinanza: niente vetro e musica fino all'una",
        "di Chiara Paoletti",
        "2012-08-02T18:40:00+02:00",
        "02 agosto 2012",
        """
Il sindaco di Borgofonte ha firmato l'ordinanza per la sagra del fungo porcino, che si terrà dal 17 al 26 agosto in piazza della Fontana. Vietata la vendita di bevande in vetro dopo le 20, mentre la musica dal vivo dovrà terminare all'una di notte.

L'anno scorso numerosi residenti del centro storico avevano protestato per il rumore fino all'alba. La Pro Loco ha accolto le nuove regole e annuncia un servizio navetta gratuito dal parcheggio del campo sportivo.

Previsti controlli della polizia municipale durante tutte le serate.
""",
        section="Cronaca",
        related=(
            "Chiude per lavori il ponte sul torrente",
            "Borgofonte calcio, presentata la rosa",
            "Incendio nei boschi sopra Valli",
            "Il museo civico apre anche di sera",
        ),
        tags=("sagra", "ordinanza", "centro storico"),
        bio="Chiara Paoletti scrive di cronaca e di vita cittadina.",
        shares=(156, 34, 9),
    )
    return make(
        "ay-it-own-sagra",
        "discussion",
        "it-borgofonte",
        st,
        Parts(after=block, end=end),
        seeds(cs),
        path="/cronaca/sagra-del-fungo-ordinanza",
        container="div#commenti.cm-contenitore: h3 'I commenti dei lettori (9)', div#cm-render (filled by the page's script, data-cm-stato=pronto) > div.cm-item (avatar, a.cm-utente or span.cm-ospite, '✔ Utente verificato', span.cm-data '03/08/2012 - 10:14', div.cm-corpo, Rispondi, Segnala), replies in div.cm-risposte two levels; an empty noscript beside it; 'Carica altri commenti'",
        heading="I commenti dei lettori (9)",
        description="An Italian local daily of 2012: 6 of 9 comments drawn by the page's script into a wrapper (an empty no-script fallback beside it, the rest behind 'Carica altri commenti'), a verified organisation's answer, a guest ('Ospite'), replies two levels deep.",
    )


def nl_windpark() -> Case:
    cs = thread("""
Gert-Jan Visscher | 14-11-2013 09:12 | - | ab | Ik woon op 800 meter van de geplande locatie. Niemand heeft ons gevraagd wat wij ervan vinden, de informatieavond was in de zomervakantie. De gemeente zegt dat er geluidsnormen zijn, maar die zijn gemeten op papier, niet bij mensen thuis 's nachts met het raam open.
Annelies Bosman | 14-11-2013 09:40 | 0 | - | Dat van die informatieavond in de zomervakantie klopt, ik heb de uitnodiging pas in september gezien.
Dijkzicht Dagblad | 14-11-2013 10:15 | 0 | red | De gemeente laat weten dat er op 3 december een tweede informatieavond komt in het dorpshuis van Oosterdijk.
Henk Mulder | 14-11-2013 10:58 | - | - | Liever windmolens dan een kolencentrale. Je went er aan.
Gert-Jan Visscher | 14-11-2013 11:20 | 3 | ab | U woont zeker niet in Oosterdijk?
Henk Mulder | 14-11-2013 11:45 | 4 | - | Nee, in de stad. Maar ik fiets er elke zondag langs en ik vind ze eerlijk gezegd mooi.
Fatima el Idrissi | 14-11-2013 13:02 | - | ab | Wat ik mis in het artikel: krijgen de omwonenden iets terug, zoals korting op de stroom? In Westerveen krijgen omwonenden sinds vorig jaar een deel van de opbrengst, dat maakt echt verschil in hoe mensen erover denken.
Kees | 14-11-2013 15:37 | 6 | - | Goed punt. Dan heb je er tenminste zelf ook wat aan.
""")

    def item(i: int, c: C, sub: str) -> str:
        mark = '<span class="rg-label">Abonnee</span>' if c.has("ab") else ""
        if c.has("red"):
            mark = '<span class="rg-label rg-redactie">Redactie</span>'
        return (
            f'<div class="rg-reactie" id="reactie-{6610 + i}"><div class="rg-kop"><span class="rg-naam">{esc(c.name)}</span> {mark}'
            f'<span class="rg-tijd">{esc(c.when)}</span></div>'
            f'<div class="rg-tekst">{_shown(c.text, 120, "rg-kort", "rg-rest", "Toon meer")}</div>'
            '<div class="rg-knoppen"><a href="#">Reageer</a> <a href="#">👍</a> <a href="#">Meld misbruik</a></div>'
            + (f'<div class="rg-subs">{sub}</div>' if sub else "")
            + "</div>"
        )

    hidden = (
        '<div class="rg-reactie rg-verborgen"><p>Deze reactie is verborgen vanwege te veel negatieve stemmen. '
        '<a href="#">Toch tonen</a></p></div>'
    )
    block = (
        '<div class="rg-blok" id="reacties"><div class="rg-balk"><b>8 reacties</b> <span>Sorteer: <a href="#" class="rg-aan">'
        'Oudste eerst</a> | <a href="#">Nieuwste eerst</a></span></div><p class="rg-login"><a href="/inloggen">Log in</a> om '
        "te reageren.</p>" + tree(cs, item, lambda s: s, after={3: hidden}) + "</div>"
    )
    css = ".rg-kort:after{content:'...'}"
    st = Story(
        "Zes windmolens langs de Oosterdijk: bewoners boos",
        "Door Marloes de Wit",
        "2013-11-13T20:15:00+01:00",
        "13 november 2013, 20:15",
        """
Het college van Dijkzicht wil zes windturbines van 120 meter hoog plaatsen langs de Oosterdijk. Dat staat in het ontwerpbestemmingsplan dat woensdag ter inzage is gelegd.

Bewoners van het dorp Oosterdijk, dat op ongeveer een kilometer van de locatie ligt, zijn verrast. Volgens hen is er nauwelijks over het plan gecommuniceerd. De enige informatieavond werd in juli gehouden.

De gemeente wijst erop dat de turbines voldoen aan de landelijke geluidsnormen en dat het park stroom levert voor ruim 9.000 huishoudens.
""",
        lead="Het ontwerpplan ligt ter inzage. Bewoners zeggen dat ze niet zijn gehoord.",
        section="Regio",
        related=(
            "Ijsbaan Dijkzicht hoopt op vorst",
            "Supermarkt in Westerveen sluit",
            "VV Polderboys wint derby",
            "Nieuwe fietsbrug over de vaart",
        ),
        tags=("windenergie", "Oosterdijk", "bestemmingsplan"),
        bio="Marloes de Wit is verslaggever voor de regio.",
        shares=(377, 82, 19),
    )
    return make(
        "ay-nl-own-windpark",
        "discussion",
        "nl-dijkzicht",
        st,
        Parts(before=block, css=css),
        seeds(cs),
        path="/regio/windmolens-oosterdijk-bewoners-boos",
        container="div#reacties.rg-blok: '8 reacties' bar with 'Sorteer: Oudste eerst | Nieuwste eerst', a login line, div.rg-reactie (span.rg-naam, 'Abonnee' / 'Redactie' labels, span.rg-tijd '14-11-2013 09:12', div.rg-tekst with long texts cut: span.rg-kort shown, span.rg-rest hidden, 'Toon meer'; Reageer, 👍, Meld misbruik), replies in div.rg-subs two levels; an entry hidden for negative votes among them",
        heading=None,
        description="A Dutch regional news portal of 2013 with its own comment widget: 8 comments, two long ones cut with the rest in a hidden span behind 'Toon meer', subscribers' and the newsroom's labels, replies two levels deep; an entry hidden for too many negative votes (not a comment); no heading but the count bar.",
    )


def ru_plotina() -> Case:
    cs = thread("""
Виктор Семёнович | 21.08.2012 09:15 | - | p=14,m=2 | Спускать воду в сентябре — значит загубить рыбу. Почему нельзя было начать весной?
Рыбак_Озёрск | 21.08.2012 09:40 | 0 | p=8,m=0 | Рыбу обещают отловить и выпустить в Старицу, так в прошлый раз и делали в 1996 году.
Виктор Семёнович | 21.08.2012 10:05 | 1 | p=3,m=0 | В девяносто шестом половина всё равно погибла, я сам помню.
Гость | 21.08.2012 10:22 | - | guest,p=1,m=4 | Опять деньги пилить будут.
Анна Кравец | 21.08.2012 11:30 | - | p=9,m=1 | Плотине больше шестидесяти лет, её давно пора было ремонтировать. Лучше два месяца без пляжа, чем прорыв весной.
Игорь Лещенко | 21.08.2012 12:14 | 4 | p=5,m=0 | Полностью согласен. В 2010-м уже была трещина, вода шла через тело плотины.
Озёрский обозреватель | 21.08.2012 13:00 | 5 | red,p=6,m=0 | Уточним: по данным районной администрации, трещину 2010 года заделали временно, нынешний ремонт капитальный.
Людмила П. | 21.08.2012 14:47 | - | p=2,m=0 | А как будут ездить через плотину? Это же единственная дорога в Заречье.
Сергей Мальцев | 21.08.2012 15:20 | 7 | p=4,m=0 | В статье написано: движение откроют по понтонному мосту ниже по течению.
Людмила П. | 21.08.2012 15:35 | 8 | p=1,m=0 | Спасибо, не заметила.
Гость | 21.08.2012 18:02 | - | guest,p=0,m=0 | Хоть бы сроки соблюли.
""")

    def item(i: int, c: C, sub: str) -> str:
        red = '<span class="km-redakciya">Редакция</span>' if c.has("red") else ""
        name = (
            f'<span class="km-gost">{esc(c.name)}</span>'
            if c.has("guest")
            else f'<a class="km-avtor" href="/users/{3300 + i}/">{esc(c.name)}</a>'
        )
        return (
            f'<div class="km-item" id="km{91400 + i}"><div class="km-shapka">{lazy(f"km-{i}", "km-ava", 32, loaded=i % 2 == 0, attr="data-lazy-src")}'
            f'{name}{red}<span class="km-data">{esc(c.when)}</span><span class="km-rejting"><a href="#" class="km-plus">+{c.get("p")}</a> '
            f'<a href="#" class="km-minus">−{c.get("m")}</a></span></div><div class="km-tekst">{paras(c.text)}</div>'
            f'<div class="km-deistviya"><a href="#">Ответить</a> <a href="#">Пожаловаться</a></div>{sub}</div>'
        )

    hidden = (
        '<div class="km-item km-skryt"><div class="km-tekst km-zaglushka">Комментарий скрыт из-за низкого рейтинга. '
        '<a href="#">Показать</a></div></div>'
    )
    block = (
        '<div class="km-blok"><h3 class="km-zag">Комментарии (16)</h3><div id="km-spisok" data-zagruzheno="1">'
        + tree(cs, item, lambda s: f'<div class="km-otvety">{s}</div>', after={4: hidden})
        + '</div><noscript></noscript><a class="km-eshyo" href="#">Показать ещё комментарии</a>'
        '<form class="km-forma" action="/comment/add" method="post"><p>Ваше имя: <input name="n" value="Гость"></p>'
        '<textarea name="t"></textarea><input type="submit" value="Отправить"></form></div>'
    )
    st = Story(
        "Озёрское водохранилище спустят на два месяца ради ремонта плотины",
        "Михаил Тарасов",
        "2012-08-20T16:30:00+04:00",
        "20 августа 2012, 16:30",
        """
С 10 сентября уровень воды в Озёрском водохранилище начнут понижать: на плотине, построенной в 1951 году, пройдёт капитальный ремонт. Работы продлятся около двух месяцев.

Как сообщили в районной администрации, на ремонт выделено 38 миллионов рублей из областного бюджета. Подрядчик заменит затворы водосброса и укрепит тело плотины.

На время работ движение по плотине будет закрыто. Проезд в Заречье организуют по временному понтонному мосту ниже по течению.
""",
        lead="Работы начнутся 10 сентября. Движение по плотине закроют.",
        section="Район",
        related=(
            "В Озёрске открылся новый детский сад",
            "«Волна» уступила в домашнем матче",
            "Цены на картофель выросли на треть",
            "Горожане выбрали проект сквера",
        ),
        tags=("плотина", "водохранилище", "ремонт"),
        bio="Михаил Тарасов пишет о городском хозяйстве.",
        shares=(88, 40, 12),
    )
    return make(
        "ay-ru-own-plotina",
        "discussion",
        "ru-ozersk",
        st,
        Parts(before=block),
        seeds(cs),
        path="/raion/plotina-remont-vodohranilishche",
        container="div.km-blok: h3 'Комментарии (16)', div#km-spisok (filled by the page's script, data-zagruzheno=1) > div.km-item (lazy avatar, a.km-avtor or span.km-gost 'Гость', 'Редакция' mark, span.km-data '21.08.2012 09:15', '+n −n', div.km-tekst, Ответить, Пожаловаться), replies in div.km-otvety two levels; an entry hidden for its low rating; an empty noscript; 'Показать ещё комментарии'; a form",
        heading="Комментарии (16)",
        description="A Russian town paper of 2012: 11 of 16 comments drawn by the page's script into a wrapper (empty no-script beside it, the rest behind 'Показать ещё комментарии'), ratings, guests, the newsroom's answer, replies two levels deep; an entry hidden for its low rating (not a comment).",
    )


def own_ay() -> list[Case]:
    return [fr_maternite(), it_sagra(), nl_windpark(), ru_plotina()]
