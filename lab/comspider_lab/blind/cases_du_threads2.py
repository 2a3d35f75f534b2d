"""Blind set DU: two discussions on today's news sites whose served markup has no meaningful class names: a Belgian
French-language local site of 2022 with CSS-modules-like hashed classes (answers in a sibling list, two entries
machine-translated from Dutch with "Voir l'original", one answer not printed) and a Spanish town paper of 2020 with
Emotion-like classes, a flat list whose answers are shown only by a depth attribute and an indent (never says
"comment"). Every class name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_du_common import (
    ICON,
    Case,
    counted,
    doc,
    esc,
    initials,
    kids,
    make,
    paras,
    styles,
    talk,
)

# --------------------------------------------------------------------------- fr: a Belgian local site, 2022 (CSS modules)


def fr_gare() -> Case:
    cs = talk("""
Jean-Luc Dessart @ il y a 3 h ~ 2022-11-15T10:05:00+01:00 :: Encore un service public qui disparaît, et on s'étonnera ensuite que les gens prennent la voiture. Les automates, ma mère de 81 ans ne sait pas s'en servir, point.
>Coralie V. @ il y a 2 h ~ 2022-11-15T11:12:00+01:00 :: Il y aura une permanence le mardi matin à la maison communale, c'est dans l'article. Ce n'est pas idéal mais c'est mieux que rien.
>Jean-Luc Dessart @ il y a 2 h ~ 2022-11-15T11:30:00+01:00 :: Le mardi matin, quand tout le monde travaille. Merci bien.
Wim Vanhaecke @ il y a 2 h ~ 2022-11-15T11:41:00+01:00 :: Je prends tous les jours le train pour Courtrai et le guichet était déjà fermé l'après-midi depuis deux ans. Honnêtement, l'application fonctionne bien, mais il faut penser à ceux qui n'ont pas de smartphone.
Nathalie Gobert @ il y a 1 h ~ 2022-11-15T12:20:00+01:00 :: Et les toilettes de la gare, elles restent ouvertes ? Parce qu'avec la fermeture du guichet, c'est souvent la première chose qui saute.
>Els De Smet @ il y a 48 min ~ 2022-11-15T12:44:00+01:00 :: Chez nous, les toilettes ont été fermées trois mois après le guichet. Je ne me fais pas d'illusions.
Michel Lardinois @ il y a 12 min ~ 2022-11-15T13:20:00+01:00 :: Qu'on transforme au moins le bâtiment en quelque chose d'utile : une crèche, un café, un atelier vélo. // Il est magnifique, ce serait un crime de le laisser pourrir comme tant d'autres petites gares de la région.
""")
    k = kids(cs)
    translated = {3: "néerlandais", 5: "néerlandais"}
    subscribers = {"Coralie V.", "Michel Lardinois"}
    likes = [23, 11, 6, 14, 9, 5, 17]
    unprinted = {0: 1}  # "Voir 1 autre réponse": fetched on click, not in the served HTML
    K, sheet = styles(
        "cssmod",
        "vireval-2022",
        {
            "root": "font-family:Roboto,Arial,sans-serif;color:#222;background:#f6f6f6;margin:0",
            "hdr": "background:#e30613;color:#fff",
            "hdrIn": "max-width:1140px;margin:0 auto;display:flex;align-items:center;gap:24px;padding:10px 16px",
            "brand": "font:900 28px/1 Oswald,Arial Narrow,sans-serif;color:#fff;text-decoration:none;letter-spacing:.5px",
            "menu": "display:flex;gap:16px;list-style:none;margin:0;padding:0;font-size:14px",
            "menuA": "color:#fff;text-decoration:none;font-weight:500",
            "edition": "margin-left:auto;font-size:12px",
            "wrap": "max-width:1140px;margin:16px auto;display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:32px;padding:0 16px",
            "card": "background:#fff;padding:24px",
            "crumb": "font-size:12px;color:#777",
            "title": "font:700 34px/1.2 Roboto,Arial,sans-serif;margin:8px 0",
            "chapo": "font-size:19px;font-weight:500;color:#333",
            "by": "font-size:13px;color:#666;margin:12px 0",
            "shares": "display:flex;gap:8px;margin:12px 0",
            "sh": "display:inline-flex;align-items:center;gap:6px;padding:4px 10px;border-radius:4px;background:#eee;color:#333;font-size:13px;text-decoration:none",
            "txt": "font-size:17px;line-height:1.7",
            "tg": "display:inline-block;margin:0 6px 6px 0;padding:3px 10px;background:#f1f1f1;border-radius:12px;font-size:13px;color:#333;text-decoration:none",
            "zone": "background:#fff;padding:24px;margin-top:16px",
            "zoneTop": "display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #e30613;padding-bottom:8px",
            "h2": "font:700 22px Roboto,Arial,sans-serif;margin:0",
            "sel": "font-size:13px;color:#555",
            "login": "display:flex;align-items:center;gap:12px;background:#fdf1f1;padding:14px;margin:14px 0;font-size:14px",
            "loginBtn": "background:#e30613;color:#fff;border-radius:4px;padding:7px 14px;text-decoration:none;font-weight:700",
            "it": "display:flex;gap:12px;padding:14px 0;border-top:1px solid #eee",
            "av": "flex:0 0 36px;height:36px;border-radius:50%;background:#b0bec5;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:14px",
            "nm": "font-weight:700;font-size:14px",
            "ab": "margin-left:6px;font-size:11px;background:#222;color:#fff;padding:1px 5px;border-radius:3px",
            "tm": "margin-left:8px;color:#888;font-size:12px",
            "tx": "font-size:15px;line-height:1.55;margin:4px 0",
            "tr": "font-size:12px;color:#777;display:flex;gap:6px;align-items:center",
            "trBtn": "border:0;background:none;color:#e30613;font-size:12px;padding:0;cursor:pointer;text-decoration:underline",
            "acts": "display:flex;gap:14px;font-size:12px;color:#666",
            "ib": "display:inline-flex;align-items:center;gap:4px;border:0;background:none;color:inherit;padding:0;cursor:pointer",
            "sub": "margin-left:48px;border-left:2px solid #f0c4c4;padding-left:12px",
            "moreRep": "margin:0 0 8px 62px;border:0;background:none;color:#e30613;font-weight:700;font-size:13px;cursor:pointer",
            "side": "display:flex;flex-direction:column;gap:16px",
            "box": "background:#fff;padding:16px",
            "boxH": "font:700 16px Roboto,Arial,sans-serif;margin:0 0 10px;border-left:4px solid #e30613;padding-left:8px",
            "pub": "height:600px;background:#ececec;color:#999;display:flex;align-items:center;justify-content:center;font-size:11px",
            "ft": "background:#1d1d1b;color:#aaa;padding:28px 16px;font-size:13px;text-align:center",
        },
    )

    def item(i: int) -> str:
        c = cs[i]
        badge = f'<span class="{K["ab"]}">Abonné</span>' if c.who in subscribers else ""
        tr = ""
        if i in translated:
            tr = (
                f'<div class="{K["tr"]}">{ICON["globe"]}<span>Traduit automatiquement du {translated[i]}</span> · '
                f'<button type="button" class="{K["trBtn"]}" data-lang="nl">Voir l\'original</button></div>'
            )
        return (
            f'<div class="{K["it"]}" id="r{903311 + i}"><div class="{K["av"]}" aria-hidden="true">{esc(initials(c.who))}</div><div>'
            f'<div><span class="{K["nm"]}">{esc(c.who)}</span>{badge}<time class="{K["tm"]}" datetime="{c.iso}">{esc(c.at)}</time></div>'
            f'<div class="{K["tx"]}">{paras(c.body)}</div>{tr}'
            f'<div class="{K["acts"]}"><button type="button" class="{K["ib"]}" aria-label="J\'aime">👍 <span>{likes[i]}</span></button>'
            f'<button type="button" class="{K["ib"]}">{ICON["reply"]}Répondre</button>'
            f'<button type="button" class="{K["ib"]}">{ICON["flag"]}Signaler</button></div></div></div>'
        )

    blocks = []
    for i in k[None]:
        blocks.append(item(i))
        if i in k:
            more = ""
            if i in unprinted:
                more = f'<button type="button" class="{K["moreRep"]}" data-parent="{903311 + i}">Voir {unprinted[i]} autre réponse</button>'
            blocks.append(f'<div class="{K["sub"]}">' + "".join(item(j) for j in k[i]) + f"</div>{more}")
    thread = "<div>" + "".join(blocks) + "</div>"
    menu = "".join(
        f'<li><a class="{K["menuA"]}" href="/{s.lower().replace(" ", "-")}">{s}</a></li>'
        for s in ("Régions", "Vireval", "Sports", "Société", "Économie", "Culture", "Nécrologie")
    )
    body = f"""<div id="__next" data-reactroot=""><div class="{K["root"]}">
<header class="{K["hdr"]}"><div class="{K["hdrIn"]}"><a class="{K["brand"]}" href="/">LE JOURNAL DE VIREVAL</a><nav><ul class="{K["menu"]}">{menu}</ul></nav><span class="{K["edition"]}">Mardi 15 novembre 2022 · 9°C, pluie</span></div></header>
<div class="{K["wrap"]}"><main>
<article class="{K["card"]}">
<div class="{K["crumb"]}"><a href="/regions">Régions</a> › <a href="/vireval">Vireval</a> › Mobilité</div>
<h1 class="{K["title"]}">La gare de Vireval perd ses guichets au 1er janvier</h1>
<p class="{K["chapo"]}">La SNCB remplace le personnel par deux automates. La commune obtient une permanence d'aide à la billetterie, un matin par semaine.</p>
<div class="{K["by"]}">Par <a href="/auteur/caroline-heuskin">Caroline Heuskin</a> · Publié le <time datetime="2022-11-15T06:00:00+01:00">15/11/2022 à 06:00</time></div>
<div class="{K["shares"]}"><a class="{K["sh"]}" href="#">Facebook <b>132</b></a><a class="{K["sh"]}" href="#">Twitter</a><a class="{K["sh"]}" href="#">WhatsApp</a><a class="{K["sh"]}" href="#">Copier le lien</a></div>
<img src="/_avatar/gare-vireval.svg" width="740" height="416" alt="La gare de Vireval"/>
<div class="{K["txt"]}">
<p>C'est désormais officiel : à partir du 1er janvier, plus aucun guichetier ne travaillera à la gare de Vireval. La SNCB l'a confirmé lundi soir au collège communal. Deux automates de vente seront installés dans le hall, qui restera ouvert de 5 h 30 à 21 h.</p>
<p>La gare voit passer environ 1.100 voyageurs par jour de semaine, en majorité des navetteurs vers Courtrai, Tournai et Bruxelles. Le guichet n'était plus ouvert que le matin depuis 2020.</p>
<p>« Nous avons demandé un maintien du personnel, nous ne l'avons pas obtenu », regrette l'échevine de la Mobilité, Anne-Sophie Colard. En compensation, un agent viendra aider les voyageurs à acheter leurs billets chaque mardi de 9 h à 12 h à la maison communale.</p>
<p>Le sort du bâtiment de 1898, classé, n'est pas encore réglé. La commune dit étudier « plusieurs pistes » avec la SNCB.</p>
</div>
<div><a class="{K["tg"]}" href="/tag/sncb">SNCB</a><a class="{K["tg"]}" href="/tag/mobilite">Mobilité</a><a class="{K["tg"]}" href="/tag/vireval">Vireval</a></div>
</article>
<section class="{K["zone"]}" id="reactions">
<div class="{K["zoneTop"]}"><h2 class="{K["h2"]}">Commentaires (8)</h2><label class="{K["sel"]}">Trier par <select><option>Plus récents</option><option selected>Plus appréciés</option><option>Plus anciens</option></select></label></div>
<div class="{K["login"]}"><span>Connectez-vous pour réagir à cet article.</span><a class="{K["loginBtn"]}" href="/connexion?retour=%2Fvireval%2Fgare-guichets">Se connecter</a><a href="/inscription">Créer un compte</a></div>
{thread}
<p style="font-size:12px;color:#888;margin-top:14px">Les réactions sont modérées. Les messages de lecteurs néerlandophones sont traduits automatiquement.</p>
</section>
</main>
<aside class="{K["side"]}">
<div class="{K["pub"]}">PUBLICITÉ</div>
<div class="{K["box"]}"><h3 class="{K["boxH"]}">Les plus lus</h3>{counted("Un camion se renverse sur la N58 : route fermée toute la matinée | ;; Vireval : la gare perd ses guichets | ;; Marché de Noël : les chalets installés dès le 25 novembre | ;; Football : le RFC Vireval tient le leader en échec | ;; Une boulangerie rouvre rue de la Station |")}</div>
<div class="{K["box"]}"><h3 class="{K["boxH"]}">Météo</h3><p>Aujourd'hui 9°C, averses · Demain 7°C, éclaircies</p></div>
<div class="{K["box"]}"><h3 class="{K["boxH"]}">Pharmacies de garde</h3><p>Composez le 0903 99 000 (1,50 €/min)</p></div>
</aside></div>
<footer class="{K["ft"]}">© 2022 Le Journal de Vireval – Éditions de la Haute-Lys SA · <a href="/mentions-legales">Mentions légales</a> · <a href="/vie-privee">Vie privée</a> · <a href="/cookies">Cookies</a> · <a href="/contact">Contact</a></footer>
</div></div>"""
    return make(
        "du-fr-vireval-gare",
        "discussion",
        "fr",
        doc(
            "La gare de Vireval perd ses guichets au 1er janvier",
            "Le Journal de Vireval",
            "fr",
            sheet,
            body,
            published="2022-11-15T06:00:00+01:00",
            author="Caroline Heuskin",
        ),
        cs,
        path="/vireval/la-gare-de-vireval-perd-ses-guichets-au-1er-janvier",
        container="section#reactions under 'Commentaires (8)': a div of entries with CSS-modules-like classes only ('_3xX7a'): initials, NAME span, 'Abonné' badge, time 'il y a N h', text div > p, 'Traduit automatiquement du néerlandais · Voir l'original' on two, J'aime/Répondre/Signaler; answers in a sibling div after their parent, one more answer only a 'Voir 1 autre réponse' button (not printed)",
        heading="Commentaires (8)",
        description="A Belgian French-language local site of November 2022 with CSS-modules-like hashed classes (share buttons with a count, most read, weather, duty pharmacies, advert): 7 comments printed of 8, two of them machine-translated from Dutch with 'Voir l'original' (the original not printed), answers in a sibling block after their parent, one answer behind an unprinted 'Voir 1 autre réponse'.",
    )


# --------------------------------------------------------------------------- es: a town paper, 2020 (Emotion)


def es_agua() -> Case:
    cs = talk("""
Paco_Valdecastro @ hace 6 horas ~ 2020-07-28T07:10:00+02:00 :: Llevamos tres veranos igual y el ayuntamiento no ha arreglado ni una tubería. Se pierde la mitad del agua por el camino y ahora nos toca a los vecinos cerrar el grifo.
>Rosario Benítez @ hace 5 horas ~ 2020-07-28T08:02:00+02:00 :: Paco, en el pleno de mayo aprobaron la obra de la calle Real, empiezan en octubre. Algo es algo.
>>Paco_Valdecastro @ hace 5 horas ~ 2020-07-28T08:25:00+02:00 :: Lo de la calle Real lo aprueban cada año antes de las fiestas, Rosario. Ya veremos.
agricultor_cansado @ hace 5 horas ~ 2020-07-28T08:14:00+02:00 :: Que miren los pozos sin licencia de las fincas de regadío de la carretera de La Hoya antes de cortar el agua a las casas. Todo el pueblo sabe de quiénes son.
>Lucía M. @ hace 4 horas ~ 2020-07-28T09:31:00+02:00 :: Totalmente de acuerdo. Mientras tanto a mi abuela le dicen que no riegue los geranios.
Mari Carmen Olmedo @ hace 3 horas ~ 2020-07-28T10:05:00+02:00 :: ¿Alguien sabe si el corte afecta también a la urbanización Los Pinarejos? En el bando solo pone "casco urbano". // Tenemos una residencia de mayores allí y necesitan agua por la noche.
>Javier Ruiz @ hace 2 horas ~ 2020-07-28T11:20:00+02:00 :: Mi cuñado trabaja en el servicio de aguas y dice que Los Pinarejos va con otro depósito, así que en principio no. Pero llamad al 010 para aseguraros.
>>Mari Carmen Olmedo @ hace 2 horas ~ 2020-07-28T11:42:00+02:00 :: Gracias, Javier. Llamo mañana a primera hora.
Elena R. S. @ hace 1 hora ~ 2020-07-28T12:18:00+02:00 :: De once de la noche a seis de la mañana no es para tanto. Llenad un par de garrafas y listo. Peor lo tienen en otros pueblos de la comarca, que llevan cortes de día.
Toni Sanabria @ hace 25 minutos ~ 2020-07-28T12:55:00+02:00 :: Lo que no entiendo es por qué nos enteramos por un bando pegado en la panadería y no por carta o por la aplicación del ayuntamiento.
""")
    votes = [37, 12, 9, 44, 15, 8, 21, 3, 6, 19]
    verified = {"Rosario Benítez", "Javier Ruiz"}
    K, sheet = styles(
        "emotion",
        "valdecastro-2020",
        {
            "page": "margin:0;background:#fff;color:#232323;font-family:'Lora',Georgia,serif",
            "top": "border-bottom:1px solid #ddd;display:flex;justify-content:space-between;align-items:center;padding:8px 20px;font:13px Arial,sans-serif;color:#555",
            "brand": "text-align:center;padding:18px 0 8px;font:700 42px/1 'Playfair Display',Georgia,serif;color:#7a1f1f;text-decoration:none;display:block",
            "nav": "display:flex;justify-content:center;gap:18px;list-style:none;margin:0;padding:10px;border-top:3px solid #7a1f1f;border-bottom:1px solid #ddd;font:600 14px Arial,sans-serif",
            "navA": "color:#232323;text-decoration:none",
            "cols": "max-width:1100px;margin:24px auto;display:grid;grid-template-columns:1fr 300px;gap:36px;padding:0 16px",
            "sec": "font:700 13px Arial,sans-serif;color:#7a1f1f;text-transform:uppercase;letter-spacing:1px",
            "h1": "font:700 38px/1.15 'Playfair Display',Georgia,serif;margin:8px 0 14px",
            "sub": "font-size:20px;color:#444;margin:0 0 16px",
            "firma": "font:13px Arial,sans-serif;color:#666;padding:10px 0;border-top:1px solid #eee;border-bottom:1px solid #eee",
            "soc": "display:flex;gap:8px;margin:14px 0;font:13px Arial,sans-serif",
            "socA": "padding:5px 12px;border-radius:3px;color:#fff;background:#3b5998;text-decoration:none",
            "socB": "padding:5px 12px;border-radius:3px;color:#fff;background:#1da1f2;text-decoration:none",
            "socC": "padding:5px 12px;border-radius:3px;color:#fff;background:#25d366;text-decoration:none",
            "cuerpo": "font-size:18px;line-height:1.7",
            "etq": "display:flex;gap:8px;flex-wrap:wrap;margin:20px 0;font:13px Arial,sans-serif",
            "etqA": "background:#f3ece6;color:#7a1f1f;padding:3px 10px;text-decoration:none",
            "zona": "margin-top:36px;font-family:Arial,sans-serif",
            "zonaH": "font:700 26px 'Playfair Display',Georgia,serif;margin:0",
            "zonaP": "color:#666;font-size:14px;margin:4px 0 14px",
            "ctrl": "display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #ddd;padding-bottom:8px;font-size:13px",
            "tabs": "display:flex;gap:12px",
            "tabOn": "font-weight:700;border-bottom:2px solid #7a1f1f;padding-bottom:4px",
            "tab": "color:#666",
            "acceso": "background:#f7f3ef;padding:14px;margin:14px 0;font-size:14px;display:flex;gap:10px;align-items:center",
            "btn": "background:#7a1f1f;color:#fff;padding:7px 14px;border-radius:3px;text-decoration:none;font-weight:700",
            "list": "display:flex;flex-direction:column",
            "d0": "display:flex;gap:10px;padding:14px 0;border-bottom:1px solid #eee",
            "d1": "display:flex;gap:10px;padding:14px 0 14px 44px;border-bottom:1px solid #eee",
            "d2": "display:flex;gap:10px;padding:14px 0 14px 88px;border-bottom:1px solid #eee",
            "ini": "flex:0 0 34px;height:34px;border-radius:50%;background:#c9a27e;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:13px",
            "name": "font-weight:700;font-size:14px",
            "ok": "display:inline-flex;align-items:center;color:#1d7a46;margin-left:4px",
            "time": "color:#888;font-size:12px;margin-left:8px",
            "txt": "font-size:15px;line-height:1.5;margin:4px 0 6px",
            "acts": "display:flex;gap:14px;color:#666;font-size:12px",
            "ib": "display:inline-flex;align-items:center;gap:4px;border:0;background:none;color:inherit;padding:0;cursor:pointer",
            "mod": "padding:14px 0 14px 44px;border-bottom:1px solid #eee;color:#999;font-size:13px;font-style:italic",
            "aside": "display:flex;flex-direction:column;gap:20px;font-family:Arial,sans-serif",
            "boxH": "font:700 17px 'Playfair Display',Georgia,serif;border-bottom:2px solid #7a1f1f;padding-bottom:4px;margin:0 0 8px",
            "ad": "height:250px;background:#efefef;color:#aaa;font-size:11px;display:flex;align-items:center;justify-content:center",
            "foot": "background:#2b2b2b;color:#bbb;padding:28px;font:13px Arial,sans-serif;text-align:center",
        },
    )

    def row(i: int) -> str:
        c = cs[i]
        ok = (
            f'<span class="{K["ok"]}" title="Usuario verificado">{ICON["check"]}</span>'
            if c.who in verified
            else ""
        )
        return (
            f'<div class="{K["d" + str(c.depth)]}" data-depth="{c.depth}" data-qa="msg-row" id="m-{21870 + i * 3}">'
            f'<div class="{K["ini"]}" aria-hidden="true">{esc(initials(c.who))}</div><div>'
            f'<div><span class="{K["name"]}">{esc(c.who)}</span>{ok}<time class="{K["time"]}" datetime="{c.iso}">{esc(c.at)}</time></div>'
            f'<div class="{K["txt"]}">{paras(c.body)}</div>'
            f'<div class="{K["acts"]}"><button type="button" class="{K["ib"]}" aria-label="Me gusta">{ICON["up"]}<span>{votes[i]}</span></button>'
            f'<button type="button" class="{K["ib"]}">{ICON["reply"]}Responder</button>'
            f'<button type="button" class="{K["ib"]}">{ICON["flag"]}Denunciar</button></div></div></div>'
        )

    rows = []
    for i in range(len(cs)):
        rows.append(row(i))
        if i == 4:  # a second answer to agricultor_cansado, withdrawn
            rows.append(
                f'<div class="{K["mod"]}" data-depth="1" data-qa="msg-row">Este mensaje ha sido retirado por incumplir las normas de participación.</div>'
            )
    flat = f'<div class="{K["list"]}" role="list">' + "".join(rows) + "</div>"
    nav = "".join(
        f'<li><a class="{K["navA"]}" href="/{s.lower()}/">{s}</a></li>'
        for s in ("Valdecastro", "Comarca", "Sucesos", "Deportes", "Fiestas", "Opinión", "Agenda", "Esquelas")
    )
    body = f"""<div id="root"><div class="{K["page"]}">
<div class="{K["top"]}"><span>Martes, 28 de julio de 2020</span><span>Valdecastro 36° · Soleado</span><span><a href="/suscribete/">Suscríbete</a> · <a href="/acceso/">Iniciar sesión</a></span></div>
<a class="{K["brand"]}" href="/">Diario de Valdecastro</a>
<nav><ul class="{K["nav"]}">{nav}</ul></nav>
<div class="{K["cols"]}"><main>
<article>
<div class="{K["sec"]}">Valdecastro · Servicios</div>
<h1 class="{K["h1"]}">Valdecastro cortará el agua por las noches durante todo agosto</h1>
<p class="{K["sub"]}">El ayuntamiento cerrará el suministro de 23.00 a 6.00 horas en el casco urbano para recuperar el nivel del depósito de El Cerrillo, que está al 31 %.</p>
<div class="{K["firma"]}">Redacción · Valdecastro · <time datetime="2020-07-28T06:45:00+02:00">28/07/2020 - 06:45h</time></div>
<div class="{K["soc"]}"><a class="{K["socA"]}" href="#">Facebook · 418</a><a class="{K["socB"]}" href="#">Twitter · 36</a><a class="{K["socC"]}" href="#">WhatsApp</a></div>
<img src="/_avatar/deposito-cerrillo.svg" width="720" height="405" alt="El depósito de El Cerrillo"/>
<div class="{K["cuerpo"]}">
<p>El Ayuntamiento de Valdecastro ha anunciado mediante un bando que cortará el suministro de agua potable en el casco urbano todas las noches de agosto, entre las 23.00 y las 6.00 horas.</p>
<p>La medida se debe al bajo nivel del depósito de El Cerrillo, que abastece a la mayor parte del municipio y que se encuentra al 31 % de su capacidad tras un invierno con muy pocas lluvias.</p>
<p>El concejal de Servicios, Andrés Lozano, pidió a los vecinos que no llenen piscinas ni rieguen jardines durante el día. "Si todos colaboramos, el corte no tendrá que ampliarse", afirmó.</p>
<p>El consistorio recuerda que las obras de renovación de la red de la calle Real, aprobadas en el pleno de mayo, comenzarán en octubre. Para consultas, los vecinos pueden llamar al 010.</p>
</div>
<div class="{K["etq"]}"><a class="{K["etqA"]}" href="/tema/agua/">Agua</a><a class="{K["etqA"]}" href="/tema/sequia/">Sequía</a><a class="{K["etqA"]}" href="/tema/ayuntamiento/">Ayuntamiento</a></div>
</article>
<section class="{K["zona"]}" aria-labelledby="conv-title">
<h2 class="{K["zonaH"]}" id="conv-title">La conversación</h2>
<p class="{K["zonaP"]}">Únete al debate · 11 participaciones</p>
<div class="{K["ctrl"]}"><div class="{K["tabs"]}" role="tablist"><span role="tab" aria-selected="true" class="{K["tabOn"]}">Más votados</span><span role="tab" aria-selected="false" class="{K["tab"]}">Más recientes</span></div><span>{ICON["bell"]} Seguir</span></div>
<div class="{K["acceso"]}"><span>Inicia sesión o regístrate para participar en la conversación.</span><a class="{K["btn"]}" href="/acceso/?volver=conversacion">Entrar</a></div>
{flat}
<p style="font-size:12px;color:#888">Las opiniones son responsabilidad de sus autores. Consulta las <a href="/normas/">normas de participación</a>.</p>
</section>
</main>
<aside class="{K["aside"]}">
<div class="{K["ad"]}">PUBLICIDAD</div>
<div><h3 class="{K["boxH"]}">Lo más leído</h3>{counted("Valdecastro cortará el agua por las noches | ;; Suspendidas las fiestas de San Roque por la covid | ;; Un incendio calcina diez hectáreas junto a La Hoya | ;; El CD Valdecastro presenta a sus cuatro fichajes | ;; Reabre la piscina municipal con aforo limitado |")}</div>
<div><h3 class="{K["boxH"]}">Farmacia de guardia</h3><p>Ldo. Ramírez Ortega, plaza de España, 4</p></div>
<div><h3 class="{K["boxH"]}">El tiempo</h3><p>Hoy: máx. 36° / mín. 19° · Mañana: máx. 37° / mín. 20°</p></div>
</aside></div>
<footer class="{K["foot"]}">Diario de Valdecastro · Ediciones del Alto Campo S.L. · <a href="/aviso-legal/">Aviso legal</a> · <a href="/privacidad/">Privacidad</a> · <a href="/cookies/">Cookies</a> · <a href="/contacto/">Contacto</a></footer>
</div></div>"""
    return make(
        "du-es-valdecastro-agua",
        "discussion",
        "es",
        doc(
            "Valdecastro cortará el agua por las noches durante todo agosto",
            "Diario de Valdecastro",
            "es",
            sheet,
            body,
            published="2020-07-28T06:45:00+02:00",
            author="Redacción",
            style_attrs='data-emotion="css"',
        ),
        cs,
        path="/valdecastro/cortes-agua-noche-agosto-2020",
        container="section[aria-labelledby] under 'La conversación' / 'Únete al debate · 11 participaciones': one flat div[role=list] of div[data-depth][data-qa=msg-row] with Emotion-like 'css-xxxxxxx' classes (initials, NAME span, verified tick, time 'hace N horas', text div > p, votes, Responder/Denunciar); answers shown only by data-depth and a padding class; one withdrawn placeholder",
        heading="La conversación",
        description="A Spanish town paper of July 2020 with Emotion-like hashed classes (weather strip, share buttons with counts, most read, duty pharmacy, weather, advert): 10 readers' messages under 'La conversación', 'Más votados' tab, sign-in prompt; a flat list where answers, two deep, are marked only by data-depth and an indent; one withdrawn message's placeholder. Never says 'comment'.",
    )


def threads2_du() -> list[Case]:
    return [fr_gare(), es_agua()]
