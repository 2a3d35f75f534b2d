"""Blind set eg: two discussions whose replies are not nested in the markup: a French regional news site of 2013 whose
"Réactions" are flat siblings in thread order, a reply opening with a "↳ en réponse à NAME" line, and a Dutch village
news site of 2021 whose replies stand in a block after the comment they answer under a heading "Reacties op NAME"
(never says "comment"). Every name, place and text invented for this set; each entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_eg_common import Case, esc, head, make, paras, ranked, talk

# --------------------------------------------------------------------------- fr: a regional news site, 2013


def fr_fleche() -> Case:
    cs = talk("""
a | MamanDe3 | 26/03/2013 à 09h12 | 2013-03-26T09:12:00+01:00 | Et qui va payer les activités du mardi et du vendredi après-midi ? On nous parle de « gratuité », mais la cantine du mercredi sera payante, elle.
b<a | Prof_des_écoles | 26/03/2013 à 09h48 | 2013-03-26T09:48:00+01:00 | La cantine du mercredi n'existe pas encore, justement : le conseil municipal doit voter le tarif en mai. Rien n'est décidé de ce côté-là.
c<b | MamanDe3 | 26/03/2013 à 10h15 | 2013-03-26T10:15:00+01:00 | Merci pour la précision. On ira au conseil en mai, alors.
d<a | Gilles R. | 26/03/2013 à 10h40 | 2013-03-26T10:40:00+01:00 | Le périscolaire gratuit, c'est pour la première année seulement, avec le fonds d'amorçage de l'État. Après, ce sera pour les familles et la commune.
e | Jean-Pierre Vialard | 26/03/2013 à 11h05 | 2013-03-26T11:05:00+01:00 | Ancien instituteur, je trouve la réforme plutôt bonne pour les enfants. Cinq matinées, c'est ce que nous avions avant 2008, et les petits étaient beaucoup moins fatigués le jeudi.
f | Sandrine_B | 26/03/2013 à 12h30 | 2013-03-26T12:30:00+01:00 | Les assistantes maternelles vont perdre leurs mercredis complets, personne n'y pense. Pour nous, c'est une vraie perte de revenus.
g<f | Nadège (animatrice) | 26/03/2013 à 13h02 | 2013-03-26T13:02:00+01:00 | Au centre de loisirs, on gardera l'accueil du mercredi après-midi, avec le repas. Les familles qui vous confient leurs enfants pourront continuer pour l'après-midi.
h | papa solo | 26/03/2013 à 14h20 | 2013-03-26T14:20:00+01:00 | Je travaille en horaires décalés, le mercredi matin était mon seul moment avec ma fille. // Je ne dis pas que la réforme est mauvaise, mais on aurait pu demander l'avis des parents avant de voter.
i<h | Jean-Pierre Vialard | 26/03/2013 à 15h05 | 2013-03-26T15:05:00+01:00 | Il y a eu une réunion publique le 12 février à la salle des fêtes, annoncée dans l'Écho. Nous étions une trentaine. Je comprends votre situation, cela dit.
j | Coline Besse | 26/03/2013 à 17h45 | 2013-03-26T17:45:00+01:00 | Les activités à 15h45, c'est bien sur le papier, mais avec quels intervenants ? Au village voisin, ils ont eu du mal à trouver qui que ce soit pour deux heures par semaine.
""")
    reacs = []
    TXT = ' class="txt"'
    for n, c in enumerate(cs):
        fil = ""
        if c.parent is not None:
            fil = f'<p class="fil">↳ en réponse à <strong>{esc(cs[c.parent].who)}</strong></p>'
        reacs.append(
            f'<div class="reac" id="reac-{220417 + n}">{fil}<p class="signe"><span class="pseudo">{esc(c.who)}</span> '
            f'<span class="le">le {esc(c.at)}</span></p>{paras(c.body, attrs=TXT)}'
            f'<p class="act"><a href="/reagir?id=220417&amp;rep={220417 + n}">Répondre</a> · '
            f'<a href="/signaler?reac={220417 + n}">Signaler un abus</a></p></div>\n'
        )
    css = (
        "body{margin:0;background:#ececec;font:13px/1.5 Arial,Helvetica,sans-serif;color:#222}a{color:#a3161b;text-decoration:none}"
        "#site{width:1000px;margin:0 auto;background:#fff}#entete{display:flex;justify-content:space-between;align-items:flex-end;padding:16px 20px;border-bottom:5px solid #a3161b}"
        "#entete .logo{font:bold 40px 'Times New Roman',serif;color:#a3161b}#entete .edition{font-size:11px;color:#666;text-align:right}"
        "#rubriques{background:#333;margin:0;padding:0 14px;list-style:none;display:flex}#rubriques a{display:block;color:#fff;padding:8px 12px;font-weight:bold;font-size:12px;text-transform:uppercase}"
        "#rubriques a.sel{background:#a3161b}#villes{background:#f3f3f3;font-size:11px;padding:5px 20px;border-bottom:1px solid #ddd}"
        "#corps{display:flex;gap:24px;padding:18px 20px}#art{flex:1;min-width:0}#col{width:300px}"
        ".surtitre{color:#a3161b;font-weight:bold;font-size:12px}#art h1{font:bold 30px/1.15 Georgia,serif;margin:4px 0 10px}"
        ".chapo{font-size:15px;font-weight:bold;color:#444}.signature{font-size:11px;color:#777;margin:8px 0}"
        ".partage{display:flex;gap:6px;margin:10px 0}.partage span{font-size:11px;border:1px solid #ccc;padding:2px 8px;border-radius:2px}"
        ".texte p{font-size:14px;line-height:1.65}.encadre{background:#f6efe6;border-left:4px solid #a3161b;padding:8px 12px;font-size:13px}"
        "#reactions{margin-top:26px}#reactions h2{font:bold 18px Georgia,serif;border-bottom:2px solid #a3161b;padding-bottom:4px}"
        ".charte{font-size:11px;color:#777;background:#f6f6f6;padding:6px 8px}.reac{border-bottom:1px solid #e3e3e3;padding:10px 0}"
        ".fil{margin:0 0 2px;font-size:11px;color:#888}.signe{margin:0;font-size:12px}.pseudo{font-weight:bold;color:#333}.le{color:#999;font-size:11px}"
        ".txt{margin:4px 0}.act{margin:2px 0 0;font-size:11px}.bloc{border:1px solid #ddd;margin-bottom:16px}"
        ".bloc h3{margin:0;background:#a3161b;color:#fff;font-size:13px;padding:5px 10px}.bloc ol,.bloc ul{margin:8px 10px 10px 28px;padding:0}.bloc li{margin:4px 0}"
        ".pub{background:#f2f2f2;color:#aaa;font-size:10px;text-align:center;height:250px;line-height:250px;margin-bottom:16px}"
        "#pied{background:#333;color:#bbb;font-size:11px;padding:16px 20px}#pied a{color:#fff}"
    )
    body = f"""<body>
<div id="site">
<div id="entete"><a class="logo" href="/">L'Écho des Combes</a><div class="edition">Mardi 26 mars 2013<br/><a href="/abonnement">S'abonner</a> · <a href="/journal-numerique">Le journal numérique</a> · <a href="/connexion">Se connecter</a></div></div>
<ul id="rubriques"><li><a href="/actualite" class="sel">Actualité</a></li><li><a href="/region">Région</a></li><li><a href="/faits-divers">Faits divers</a></li><li><a href="/sports">Sports</a></li><li><a href="/loisirs">Loisirs</a></li><li><a href="/economie">Économie</a></li><li><a href="/annonces">Annonces</a></li><li><a href="/carnet">Carnet</a></li></ul>
<div id="villes">Votre commune : <a href="/montlaures">Montlaurès</a> · <a href="/saint-ferreol">Saint-Ferréol</a> · <a href="/la-bastide">La Bastide</a> · <a href="/vallon-d-aure">Vallon-d'Aure</a> · <a href="/communes">Toutes les communes</a></div>
<div id="corps"><div id="art">
<div class="surtitre">Montlaurès · Éducation</div>
<h1>Rythmes scolaires : Montlaurès choisit le mercredi matin dès la rentrée</h1>
<p class="chapo">Le conseil municipal a voté lundi soir l'application de la réforme dès septembre 2013. Les activités périscolaires auront lieu le mardi et le vendredi après-midi.</p>
<p class="signature">Claire Vidalenc · Publié le 26/03/2013 à 06h00</p>
<div class="partage"><span>J'aime 134</span><span>Tweeter</span><span>Google +1</span><span>Envoyer</span><span>Imprimer</span></div>
<div class="texte">
<p>Montlaurès fait partie des premières communes du département à appliquer la réforme des rythmes scolaires. Lundi soir, le conseil municipal a voté à l'unanimité moins deux abstentions le passage à la semaine de quatre jours et demi dès la rentrée de septembre.</p>
<p>Les 214 élèves des écoles maternelle et élémentaire auront désormais classe le mercredi matin. En contrepartie, la journée s'arrêtera à 15 h 45 le mardi et le vendredi, et des activités périscolaires gratuites seront proposées jusqu'à 16 h 30.</p>
<p>« Nous avons fait le choix de commencer tout de suite pour bénéficier du fonds d'amorçage de l'État, soit 50 euros par enfant », explique le maire, Bernard Rouquette. La commune chiffre le coût total à environ 30 000 euros par an.</p>
<p>Le centre de loisirs intercommunal continuera d'accueillir les enfants le mercredi après-midi. Le tarif d'une éventuelle cantine le mercredi midi sera fixé lors du conseil du mois de mai.</p>
<div class="encadre"><strong>Ce qui change à la rentrée</strong><br/>Classe le mercredi de 8 h 45 à 11 h 45 · Fin des cours à 15 h 45 le mardi et le vendredi · Activités gratuites jusqu'à 16 h 30</div>
</div>
<div id="reactions">
<h2>Réactions (10)</h2>
<p class="charte">Les réactions sont publiées sous la responsabilité de leurs auteurs, dans le respect de notre <a href="/charte">charte</a>. <a href="/connexion">Connectez-vous</a> pour réagir.</p>
{"".join(reacs)}
<p style="text-align:right"><a href="/reagir?id=220417">Réagir à cet article »</a></p>
</div>
</div>
<div id="col">
<div class="pub">Publicité</div>
<div class="bloc"><h3>Les plus lus</h3>{ranked(["Accident sur la RD 12 : deux blessés à La Bastide", "Rythmes scolaires : Montlaurès choisit le mercredi", "Le marché de Pâques revient sur la place du Foirail", "Rugby : l'US Combes s'impose à l'extérieur", "Vallon-d'Aure : la boulangerie cherche un repreneur"], "ol")}</div>
<div class="bloc"><h3>Météo</h3><p style="margin:8px 10px">Montlaurès : 11 °C, averses · Demain : 13 °C, éclaircies</p></div>
<div class="bloc"><h3>Annonces légales</h3><ul><li><a href="/annonces/1">Avis d'enquête publique – PLU de Saint-Ferréol</a></li><li><a href="/annonces/2">Constitution de société – SARL Les Vergers</a></li></ul></div>
<div class="bloc"><h3>Newsletter</h3><p style="margin:8px 10px">Recevez chaque matin l'essentiel de l'actualité. <input type="text" value="Votre e-mail" size="18"/> <input type="submit" value="OK"/></p></div>
</div></div>
<div id="pied">© L'Écho des Combes 2013 · <a href="/mentions-legales">Mentions légales</a> · <a href="/cgu">CGU</a> · <a href="/publicite">Publicité</a> · <a href="/contact">Nous contacter</a></div>
</div>
</body>
</html>
"""
    html = (
        head(
            "Rythmes scolaires : Montlaurès choisit le mercredi matin dès la rentrée",
            "L'Écho des Combes",
            "fr",
            css,
            published="2013-03-26T06:00:00+01:00",
            author="Claire Vidalenc",
        )
        + body
    )
    return make(
        "eg-fr-montlaures-rythmes",
        "discussion",
        "fr",
        html,
        cs,
        path="/montlaures/rythmes-scolaires-montlaures-choisit-le-mercredi-matin-des-la-rentree-220417.html",
        container="div#reactions under 'Réactions (10)': flat div.reac siblings in thread order (span.pseudo NAME, 'le DATE', p.txt, Répondre · Signaler un abus); a reply opens with p.fil '↳ en réponse à NAME', nothing else marks it",
        heading="Réactions (10)",
        description="A French regional news site of March 2013 (commune bar, 'J'aime 134' and Tweeter share counts, a box of what changes, most read, weather, legal notices, newsletter, advert): 10 readers' reactions as flat siblings in thread order, five replies opening with '↳ en réponse à NAME' (two deep once).",
    )


# --------------------------------------------------------------------------- nl: a village news site, 2021


def nl_reacties_op() -> Case:
    cs = talk("""
a | Henk de Boer | 10 juni 2021 om 08:14 | 2021-06-10T08:14:00+02:00 | Die panelen komen op honderd meter van onze achtertuin. Niemand heeft ons iets gevraagd voordat de grond geregeld was. Meepraten over de plek is mooi, maar de beslissing is allang genomen.
b<a | Jildou Hoekstra | 10 juni 2021 om 08:50 | 2021-06-10T08:50:00+02:00 | Henk, de grond is niet gekocht maar gepacht, dat staat ook in het artikel. En op de avond in het dorpshuis kun je echt nog invloed hebben op de afstand tot de huizen.
c<a | Wopke | 10 juni 2021 om 09:12 | 2021-06-10T09:12:00+02:00 | Bij ons in Jorwerd hebben ze een haag van elzen rond het veld geplant. Na twee jaar zie je er bijna niets meer van.
d | Gerrit Smit | 10 juni 2021 om 09:40 | 2021-06-10T09:40:00+02:00 | Prima plan. Liever zonnepanelen langs de dijk dan nog meer windmolens. Het moet toch ergens.
e | Femke Zwart | 10 juni 2021 om 10:25 | 2021-06-10T10:25:00+02:00 | Wordt er ook gekeken naar de weidevogels? In het voorjaar zitten daar grutto's en kieviten, de vogelwerkgroep telt er elk jaar.
f<e | Vogelwerkgroep Rijsterveen | 10 juni 2021 om 11:02 | 2021-06-10T11:02:00+02:00 | Dank voor het aankaarten, Femke. We hebben de initiatiefnemer gevraagd het stuk ten noorden van het gemaal vrij te houden. Daar broeden de meeste paren.
g | Theo Bakker | 10 juni 2021 om 12:30 | 2021-06-10T12:30:00+02:00 | Hoeveel gaat het dorp hier zelf aan verdienen? In Oudeschoot krijgt de dorpsvereniging een vast bedrag per jaar uit de opbrengst.
h<g | Jildou Hoekstra | 10 juni 2021 om 13:05 | 2021-06-10T13:05:00+02:00 | Er wordt gesproken over 50 cent per opgewekte megawattuur in een omgevingsfonds. Dat is nog niet vastgelegd, dus kom vooral naar de avond op de 24ste.
i<g | Sietske van Dijk | 10 juni 2021 om 13:20 | 2021-06-10T13:20:00+02:00 | Een omgevingsfonds is mooi, maar laat het dan ook echt naar het dorpshuis en de ijsbaan gaan en niet in de algemene pot van de gemeente verdwijnen.
j | Marten Visser | 10 juni 2021 om 15:45 | 2021-06-10T15:45:00+02:00 | Ik mis in het artikel wat er na dertig jaar gebeurt. Wie haalt die panelen dan weg, en wie betaalt dat?
""")
    kids: dict[int, list[int]] = {}
    for n, c in enumerate(cs):
        if c.parent is not None:
            kids.setdefault(c.parent, []).append(n)

    def entry(n: int) -> str:
        c = cs[n]
        return (
            f'<div class="bijdrage" id="r{77130 + n}"><div class="bk"><span class="av">{esc(c.who[:1])}</span>'
            f'<span class="nm">{esc(c.who)}</span><time datetime="{c.iso}">{esc(c.at)}</time></div>'
            f'<div class="bt">{paras(c.body)}</div><div class="ba"><button type="button">Reageer</button>'
            f'<button type="button">♥ Waardeer</button><button type="button">Meld</button></div></div>\n'
        )

    stream = []
    for n, c in enumerate(cs):
        if c.parent is not None:
            continue
        stream.append(entry(n))
        if n in kids:
            k = kids[n]
            stream.append(
                f'<div class="onder"><h4>{len(k)} {"reactie" if len(k) == 1 else "reacties"} op {esc(c.who)}</h4>'
                + "".join(entry(j) for j in k)
                + "</div>\n"
            )
    css = (
        ":root{--groen:#2f7d32;--grijs:#f4f4f2}*{box-sizing:border-box}body{margin:0;font:16px/1.6 Inter,'Segoe UI',Roboto,sans-serif;color:#1f2328}"
        "a{color:var(--groen)}.kop{border-bottom:1px solid #e5e5e5;background:#fff;position:sticky;top:0;z-index:5}"
        ".kop .in{max-width:1120px;margin:0 auto;display:flex;align-items:center;gap:28px;padding:12px 20px}.merk{font:800 26px Inter,sans-serif;color:var(--groen);text-decoration:none}"
        ".kop nav{display:flex;gap:18px;font-size:15px}.kop nav a{color:#1f2328;text-decoration:none}.kop .abo{margin-left:auto;background:var(--groen);color:#fff;padding:6px 14px;border-radius:18px;text-decoration:none;font-size:14px}"
        ".raster{max-width:1120px;margin:28px auto;display:grid;grid-template-columns:minmax(0,1fr) 320px;gap:44px;padding:0 20px}"
        ".rubriek{font-size:13px;font-weight:700;text-transform:uppercase;color:var(--groen)}h1{font-size:34px;line-height:1.2;margin:6px 0 12px}"
        ".intro{font-size:19px;font-weight:600}.auteur{font-size:14px;color:#6b7280;margin:14px 0}.beeld img{width:100%;height:auto;border-radius:6px}"
        ".beeld figcaption{font-size:13px;color:#6b7280}.deel{display:flex;gap:8px;margin:22px 0}.deel a{border:1px solid #d0d7de;border-radius:18px;padding:4px 12px;font-size:13px;text-decoration:none;color:#1f2328}"
        "#reacties{margin-top:40px;border-top:3px solid var(--groen);padding-top:8px}#reacties h2{font-size:22px}"
        ".regels{font-size:13px;color:#6b7280;background:var(--grijs);padding:10px 12px;border-radius:6px}"
        ".bijdrage{padding:14px 0;border-bottom:1px solid #eee}.bk{display:flex;align-items:center;gap:10px;font-size:14px}"
        ".av{width:32px;height:32px;border-radius:50%;background:#c8e6c9;color:var(--groen);display:inline-flex;align-items:center;justify-content:center;font-weight:700}"
        ".nm{font-weight:700}.bk time{color:#6b7280;font-size:13px}.bt p{margin:6px 0}.ba button{border:0;background:none;color:#6b7280;font-size:13px;padding:0 12px 0 0;cursor:pointer}"
        ".onder{margin:0 0 8px 42px}.onder h4{font-size:13px;color:#6b7280;margin:10px 0 0;font-weight:600}"
        ".zij section{margin-bottom:32px}.zij h3{font-size:16px;border-bottom:2px solid var(--groen);padding-bottom:6px}.zij ol,.zij ul{padding-left:20px;font-size:15px}"
        ".zij .tijd{color:#6b7280;font-size:13px;margin-right:6px}.adv{background:var(--grijs);color:#9ca3af;height:250px;display:flex;align-items:center;justify-content:center;font-size:11px;margin-bottom:32px}"
        ".voet{background:#1f2328;color:#c9d1d9;font-size:14px;padding:32px 20px;margin-top:40px}.voet .in{max-width:1120px;margin:0 auto}.voet a{color:#fff}"
        "#toestemming{position:fixed;left:16px;right:16px;bottom:16px;max-width:560px;background:#fff;box-shadow:0 4px 24px rgba(0,0,0,.2);border-radius:8px;padding:16px;font-size:14px;z-index:9}"
        "#toestemming button{margin-right:8px;padding:6px 14px;border-radius:4px;border:1px solid var(--groen);background:#fff;color:var(--groen)}#toestemming button.ja{background:var(--groen);color:#fff}"
    )
    body = f"""<body>
<header class="kop"><div class="in"><a class="merk" href="/">De Veenbode</a><nav><a href="/nieuws">Nieuws</a><a href="/rijsterveen">Rijsterveen</a><a href="/omgeving">Omgeving</a><a href="/sport">Sport</a><a href="/agenda">Agenda</a><a href="/112">112</a></nav><a class="abo" href="/word-lid">Steun De Veenbode</a></div></header>
<div class="raster"><main>
<article>
<div class="rubriek">Rijsterveen · Energie</div>
<h1>Zonnepark langs de Kanaaldijk: buurt mag meepraten over de plek van de panelen</h1>
<p class="intro">Een coöperatie wil op 14 hectare pachtgrond ten zuiden van het dorp zonnepanelen leggen. Omwonenden worden op 24 juni in het dorpshuis uitgenodigd om mee te denken over afstand, afscherming en opbrengst.</p>
<p class="auteur">Door Marloes Terpstra · <time datetime="2021-06-10T06:30:00+02:00">10 juni 2021, 06:30</time> · 4 min leestijd</p>
<figure class="beeld"><img src="/_avatar/kanaaldijk-weiland.svg" width="760" height="428" alt=""><figcaption>Het weiland langs de Kanaaldijk waar het zonnepark moet komen. Foto: Anne Wijbenga</figcaption></figure>
<p>De energiecoöperatie Zonnig Veen wil langs de Kanaaldijk een zonnepark van ongeveer 12 megawatt bouwen. Dat is genoeg stroom voor zo'n 3.500 huishoudens. De grond, nu grasland, wordt voor dertig jaar gepacht van twee boeren uit het dorp.</p>
<p>De gemeente heeft het plan in principe positief ontvangen, maar wil dat de omgeving vroeg wordt betrokken. "We willen niet dat mensen het in de krant lezen als alles al vastligt", zegt wethouder Yvonne Kramer.</p>
<p>Op de bewonersavond van donderdag 24 juni kunnen omwonenden onder meer meepraten over de afstand tot de huizen, een groene haag rond het park en een omgevingsfonds dat een deel van de opbrengst naar het dorp laat gaan.</p>
<p>De coöperatie hoopt de vergunning begin 2022 aan te vragen. Als alles volgens plan verloopt, worden de eerste panelen in 2023 gelegd.</p>
<div class="deel"><a href="https://wa.me/?text=veenbode.example">WhatsApp</a><a href="https://www.facebook.com/sharer/sharer.php?u=veenbode.example">Facebook</a><a href="https://twitter.com/intent/tweet?url=veenbode.example">Twitter</a><a href="https://www.linkedin.com/shareArticle?url=veenbode.example">LinkedIn</a><a href="mailto:?subject=Zonnepark%20Kanaaldijk">Mail</a></div>
</article>
<section id="reacties">
<h2>Reacties (10)</h2>
<p class="regels">Reageren kan met een account. Houd het netjes en blijf bij het onderwerp; de redactie leest mee. <a href="/huisregels">Huisregels</a></p>
{"".join(stream)}
</section>
</main>
<aside class="zij">
<div class="adv">Advertentie</div>
<section><h3>Meest gelezen</h3>{ranked(["Ijsbaanvereniging zoekt nieuwe voorzitter", "Zonnepark langs de Kanaaldijk: buurt mag meepraten", "Brug bij het gemaal drie weken dicht", "Korfbal: Veenvogels kampioen in de zaal", "Nieuwe huisarts begint in september"], "ol")}</section>
<section><h3>Net binnen</h3><ul><li><span class="tijd">07:58</span><a href="/nieuws/kermis">Kermis gaat dit jaar wel door</a></li><li><span class="tijd">07:12</span><a href="/nieuws/bus">Buslijn 43 rijdt in de zomer minder vaak</a></li><li><span class="tijd">gisteren</span><a href="/nieuws/dorpsfeest">Dorpsfeest in september, kleiner dan anders</a></li></ul></section>
<section><h3>Agenda</h3><ul><li>24 jun · Bewonersavond zonnepark, dorpshuis De Skâns</li><li>26 jun · Oud papier, Kerkstraat</li></ul></section>
</aside></div>
<footer class="voet"><div class="in">De Veenbode is de onafhankelijke nieuwssite van Rijsterveen en omstreken, gemaakt door vrijwilligers. · <a href="/colofon">Colofon</a> · <a href="/privacy">Privacy</a> · <a href="/tips">Tip de redactie</a></div></footer>
<div id="toestemming" role="dialog" aria-label="Cookies"><p>De Veenbode gebruikt cookies om de site te laten werken en om bezoek anoniem te meten. Met jouw toestemming plaatsen we ook cookies voor ingesloten video's.</p><button type="button" class="ja">Akkoord</button><button type="button">Alleen noodzakelijk</button></div>
</body>
</html>
"""
    html = (
        head(
            "Zonnepark langs de Kanaaldijk: buurt mag meepraten over de plek van de panelen",
            "De Veenbode",
            "nl",
            css,
            published="2021-06-10T06:30:00+02:00",
            author="Marloes Terpstra",
            ld=True,
        )
        + body
    )
    return make(
        "eg-nl-rijsterveen-zonnepark",
        "discussion",
        "nl",
        html,
        cs,
        path="/rijsterveen/zonnepark-langs-de-kanaaldijk-buurt-mag-meepraten",
        container="section#reacties under 'Reacties (10)': sibling div.bijdrage entries (initial, span.nm NAME, time, div.bt > p, Reageer / Waardeer / Meld); the replies to an entry follow it in a sibling div.onder headed h4 'N reacties op NAME', in the same div.bijdrage markup",
        heading="Reacties (10)",
        description="A Dutch volunteer-run village news site of June 2021 (sticky header, share buttons, most read, a timed 'Net binnen' list, agenda, advert, a cookie consent box): 10 entries, the five replies in blocks after the entry they answer under an 'N reacties op NAME' heading, not inside it; never says 'comment'.",
    )


def threads4_eg() -> list[Case]:
    return [fr_fleche(), nl_reacties_op()]
