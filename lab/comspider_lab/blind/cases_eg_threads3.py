"""Blind set eg: two discussions whose replies are not nested in the markup: a Polish county paper's portal of 2010
whose readers' opinions stand in one flat list in time order, a reply known only by the "> " lines it copies from the
opinion it answers, and a Spanish cycling blog of 2018 whose numbered responses are flat siblings, a reply numbered
"2.1", "4.1.1" under the response it answers. Every name, place and text invented for this set; each entry written by
hand."""

from __future__ import annotations

import hashlib

from comspider_lab.blind.cases_eg_common import Case, esc, head, make, paras, ranked, talk

# --------------------------------------------------------------------------- pl: a county paper's portal, 2010


def pl_cytaty() -> Case:
    cs = talk("""
a | emeryt z Zalesia | 2010-02-18 09:41 | 2010-02-18T09:41:00+01:00 | Czternaście złotych od osoby to dla nas z żoną 28 zł miesięcznie, a emerytura nie wzrosła ani o grosz. Za co ja mam płacić, jak my wystawiamy jeden worek na dwa tygodnie?
b | Krzysiek | 2010-02-18 10:05 | 2010-02-18T10:05:00+01:00 | A segregacja? W sąsiedniej gminie płaci się mniej, jak się segreguje. U nas pojemniki na szkło stoją tylko przy kościele i przy szkole.
c<a | Ania_W | 2010-02-18 10:32 | 2010-02-18T10:32:00+01:00 | Niestety płaci się od osoby, nie od worka. Tak zdecydowali radni, bo tak łatwiej to policzyć. Mnie też się to nie podoba, ale firma z Ostrowa podniosła ceny o 40 procent.
d | podatnik | 2010-02-18 11:15 | 2010-02-18T11:15:00+01:00 | Ciekawe, ile z tej podwyżki pójdzie na nowe auto dla wójta. Przetarg na wywóz był ustawiony od początku, wszyscy o tym wiedzą.
e<b | emeryt z Zalesia | 2010-02-18 11:48 | 2010-02-18T11:48:00+01:00 | Święta prawda. A od nas do kościoła są trzy kilometry, nikt z butelkami tam jeździł nie będzie.
f<c | Marek z Ogrodowej | 2010-02-18 12:30 | 2010-02-18T12:30:00+01:00 | Bo jako jedyna stanęła do przetargu. Trzeba było ogłosić przetarg na dwa lata, a nie na pięć, to może ktoś jeszcze by się zgłosił.
g | Jola | 2010-02-18 13:02 | 2010-02-18T13:02:00+01:00 | Na sesji było może piętnaście osób z całej gminy. Teraz wszyscy piszą w internecie, a jak była okazja zabrać głos, to nikt nie przyszedł. // Następna sesja jest 25 marca, zapraszam.
h<d | Krzysiek | 2010-02-18 13:40 | 2010-02-18T13:40:00+01:00 | Jak wszyscy wiedzą, to niech ktoś to zgłosi do RIO albo do prokuratury, a nie pisze anonimowo na forum.
i<g | Ania_W | 2010-02-18 14:10 | 2010-02-18T14:10:00+01:00 | Sesje są o dziesiątej rano we wtorek. Kto pracuje, ten nie przyjdzie. Może by tak transmisja w internecie, jak w mieście?
""")
    quotes = {
        "c": "Za co ja mam płacić, jak my wystawiamy jeden worek na dwa tygodnie?",
        "e": "U nas pojemniki na szkło stoją tylko przy kościele i przy szkole.",
        "f": "firma z Ostrowa podniosła ceny o 40 procent.",
        "h": "Przetarg na wywóz był ustawiony od początku, wszyscy o tym wiedzą.",
        "i": "Następna sesja jest 25 marca, zapraszam.",
    }
    ips = [
        "83.24.*.*",
        "89.77.*.*",
        "178.36.*.*",
        "83.11.*.*",
        "83.24.*.*",
        "79.184.*.*",
        "95.49.*.*",
        "89.77.*.*",
        "178.36.*.*",
    ]
    plus = [12, 18, 9, 25, 7, 11, 20, 14, 6]
    minus = [3, 1, 4, 9, 0, 2, 5, 6, 1]
    ops = []
    for n, c in enumerate(cs):
        text = "<br /><br />".join(esc(p) for p in c.body.split("\n\n"))
        if c.key in quotes:
            assert c.parent is not None and quotes[c.key] in cs[c.parent].body
            text = f"&gt; {esc(quotes[c.key])}<br /><br />{text}"
        ops.append(
            f'<div class="opinia" id="op{339104 + n}"><div class="op-naglowek"><span class="tylda">~</span><b>{esc(c.who)}</b> '
            f'<span class="ip">(IP: {ips[n]})</span> <span class="data">{esc(c.at)}</span></div>'
            f'<div class="op-tresc">{text}</div>'
            f'<div class="op-linki"><a href="/opinie/odpowiedz.php?id={339104 + n}">odpowiedz</a> | '
            f'<a href="/opinie/zglos.php?id={339104 + n}">zgłoś do usunięcia</a> | ocena: '
            f'<a href="#" class="plus">+{plus[n]}</a> <a href="#" class="minus">-{minus[n]}</a></div></div>\n'
        )
    css = (
        "body{margin:0;background:#cfd6c9;font:12px Tahoma,Verdana,Arial,sans-serif;color:#222}"
        "a{color:#2a5a12}#strona{width:960px;margin:0 auto;background:#fff}"
        "#gora{height:96px;background:#3c6e1e;color:#fff;position:relative}#gora .nazwa{position:absolute;left:18px;top:16px;font:bold 34px Georgia,serif;color:#fff;text-decoration:none}"
        "#gora .podtytul{position:absolute;left:20px;top:62px;font-size:11px;color:#d9e8c8}#gora .data{position:absolute;right:16px;top:14px;font-size:11px}"
        "#menu{background:#2a5a12;border-top:1px solid #8fb873;height:28px}#menu a{float:left;color:#fff;font-weight:bold;padding:6px 12px;text-decoration:none;border-right:1px solid #4d7f30}"
        "#lewa{float:left;width:620px;padding:14px 16px}#prawa{float:right;width:276px;padding:14px 14px 14px 0}"
        ".sciezka{font-size:10px;color:#777}h1{font:bold 22px Georgia,serif;margin:6px 0}.lid{font-weight:bold;font-size:13px}"
        ".autor{font-size:11px;color:#777;margin:6px 0 10px}.tresc p{font-size:13px;line-height:1.6}"
        ".udostepnij{background:#f0f4ec;border:1px solid #d4e0c8;padding:4px 8px;font-size:11px;margin:12px 0}"
        "#opinie{margin-top:20px}#opinie h2{background:#3c6e1e;color:#fff;font-size:14px;padding:4px 8px;margin:0}"
        ".opinia{border-bottom:1px solid #dfe6d8;padding:8px 6px}.opinia:nth-child(odd){background:#f7f9f4}.op-naglowek{font-size:11px;color:#777}"
        ".op-naglowek b{color:#2a5a12;font-size:12px}.tylda{color:#999}.op-tresc{margin:4px 0;font-size:12px;line-height:1.5}.op-linki{font-size:10px;color:#999}"
        ".plus{color:#2a8a12}.minus{color:#b22}.dodaj{background:#f0f4ec;padding:8px;margin-top:10px}.dodaj textarea{width:98%;height:60px}"
        ".ramka{border:1px solid #c8d6bb;margin-bottom:12px}.ramka h3{margin:0;background:#e4ecdc;font-size:12px;padding:4px 8px;color:#2a5a12}"
        ".ramka ol,.ramka ul{margin:6px 8px 8px 24px;padding:0}.ramka li{margin:3px 0}.reklama{text-align:center;font-size:9px;color:#aaa;margin-bottom:12px}"
        "#stopka{clear:both;background:#2a5a12;color:#cfe0bd;font-size:10px;padding:10px 16px}#stopka a{color:#fff}"
    )
    body = f"""<body>
<div id="strona">
<div id="gora"><a class="nazwa" href="/">Kurier Nadrzeczny</a><span class="podtytul">Tygodnik powiatu nadrzecznego · wydanie internetowe</span><span class="data">Czwartek, 18 lutego 2010 · imieniny: Konstancji, Szymona</span></div>
<div id="menu"><a href="/">Strona główna</a><a href="/wiadomosci/">Wiadomości</a><a href="/gminy/">Z gmin</a><a href="/sport/">Sport</a><a href="/kultura/">Kultura</a><a href="/ogloszenia/">Ogłoszenia</a><a href="/nekrologi/">Nekrologi</a><a href="/forum/">Forum</a><a href="/kontakt/">Kontakt</a></div>
<div id="lewa">
<div class="reklama"><img src="/_avatar/468x60_meble.svg" width="468" height="60" alt="reklama" /><br />reklama</div>
<div class="sciezka"><a href="/">Strona główna</a> &raquo; <a href="/gminy/">Z gmin</a> &raquo; Zalesie Nadrzeczne</div>
<h1>Radni podnieśli opłaty za wywóz śmieci. Od kwietnia 14 zł od osoby</h1>
<p class="lid">Rada Gminy Zalesie Nadrzeczne przegłosowała we wtorek nowe stawki. Za odbiór odpadów zapłacimy prawie dwa razy więcej niż dotąd, bez względu na to, czy segregujemy.</p>
<div class="autor">Tomasz Wrzosek · 2010-02-18 07:30 · <a href="#opinie">opinie (9)</a></div>
<div class="tresc">
<p>Za uchwałą głosowało dziewięciu radnych, pięciu było przeciw, jeden się wstrzymał. Od 1 kwietnia mieszkańcy zapłacą 14 zł miesięcznie od osoby zamieszkującej nieruchomość. Do tej pory było to średnio 7,50 zł.</p>
<p>Wójt Jerzy Malinowski tłumaczył na sesji, że podwyżka wynika z nowej umowy z firmą wywozową z Ostrowa, która jako jedyna złożyła ofertę w przetargu. „Nie mieliśmy wyboru. Gmina nie może dopłacać do odbioru śmieci z budżetu” – mówił.</p>
<p>Radni z klubu „Nasza Gmina” proponowali, by stawka dla osób segregujących odpady była niższa. Wniosek przepadł. Przeciwnicy podwyżki zwracali też uwagę na zbyt małą liczbę pojemników na szkło i plastik w sołectwach.</p>
<p>Na sesji pojawiło się kilkunastu mieszkańców. Następne posiedzenie rady zaplanowano na 25 marca.</p>
</div>
<div class="udostepnij">Poleć: <a href="http://www.wykop.pl/dodaj?url=kurier-nadrzeczny.example">Wykop</a> | <a href="http://www.facebook.com/share.php?u=kurier-nadrzeczny.example">Facebook</a> | <a href="http://nk.pl/#">Nasza-klasa</a> | <a href="/drukuj.php?id=7712">Drukuj</a> | <a href="/wyslij.php?id=7712">Wyślij znajomemu</a></div>
<div id="opinie">
<h2>Opinie czytelników (9)</h2>
{"".join(ops)}
<div class="dodaj"><b>Dodaj opinię</b><br />Podpis: <input type="text" name="podpis" size="30" /><br /><textarea name="tresc"></textarea><br /><input type="submit" value="Dodaj" /><br /><small>Opinie są prywatnymi opiniami czytelników. Redakcja nie ponosi za nie odpowiedzialności. Wpisy obraźliwe będą usuwane.</small></div>
</div>
</div>
<div id="prawa">
<div class="reklama"><img src="/_avatar/250x250_bank.svg" width="250" height="250" alt="reklama" /><br />reklama</div>
<div class="ramka"><h3>Najczęściej czytane</h3>{ranked(["Pożar stodoły w Kępie. Strażacy walczyli cztery godziny", "Radni podnieśli opłaty za wywóz śmieci", "Zimowe utrzymanie dróg: gdzie dzwonić", "Orlik w Zalesiu będzie gotowy w czerwcu", "Bal karnawałowy w GOK – zdjęcia"], "ol")}</div>
<div class="ramka"><h3>Ogłoszenia drobne</h3><ul><li>Sprzedam drewno opałowe, tel. 600 000 000</li><li>Kupię działkę budowlaną w okolicy Zalesia</li><li>Korepetycje z matematyki, gimnazjum i liceum</li></ul></div>
<div class="ramka"><h3>Pogoda</h3><p style="margin:6px 8px">Dziś -4°C, śnieg · Jutro -2°C, zachmurzenie</p></div>
<div class="ramka"><h3>Sonda</h3><p style="margin:6px 8px">Czy segregujesz śmieci?<br /><input type="radio" name="s" /> Tak <input type="radio" name="s" /> Nie <input type="radio" name="s" /> Czasem<br /><input type="submit" value="Głosuj" /></p></div>
</div>
<div id="stopka">© 2003-2010 Kurier Nadrzeczny · Wydawnictwo „Nadrzecze” Sp. z o.o. · <a href="/redakcja/">Redakcja</a> · <a href="/reklama/">Reklama</a> · <a href="/regulamin/">Regulamin</a></div>
</div>
</body>
</html>
"""
    html = (
        head(
            "Radni podnieśli opłaty za wywóz śmieci. Od kwietnia 14 zł od osoby",
            "Kurier Nadrzeczny",
            "pl",
            css,
            published="2010-02-18T07:30:00+01:00",
            author="Tomasz Wrzosek",
            era="xhtml",
        )
        + body
    )
    return make(
        "eg-pl-zalesie-smieci",
        "discussion",
        "pl",
        html,
        cs,
        path="/gminy/zalesie-nadrzeczne/radni-podniesli-oplaty-za-wywoz-smieci-7712.html",
        container="div#opinie under 'Opinie czytelników (9)': flat div.opinia entries in time order ('~' + b NAME, IP, date; div.op-tresc text with <br /><br /> between paragraphs; odpowiedz | zgłoś do usunięcia | ocena +N -N); a reply's text opens with a '> ' line copied from the opinion it answers, nothing else marks it",
        heading="Opinie czytelników (9)",
        description="A Polish county weekly's portal of February 2010 (name days, green menu, banners, most read, small ads, weather, a poll, Wykop/Facebook/Nasza-klasa links): 9 anonymous readers' opinions with masked IPs in one flat list in time order, five of them replies known only by the '> ' line they copy from the opinion they answer (two deep once).",
    )


# --------------------------------------------------------------------------- es: a cycling blog, 2018


def es_numerados() -> Case:
    cs = talk("""
1 | Quique Bernabeu | 8 octubre, 2018 a las 10:14 | 2018-10-08T10:14:00+02:00 | Lo uso cada día para ir al trabajo y la diferencia es enorme. Antes bajaba por la acera del mercado esquivando gente; ahora llego en doce minutos y sin sustos.
2 | Marisa G. | 8 octubre, 2018 a las 10:40 | 2018-10-08T10:40:00+02:00 | El problema no es el carril, son los cruces. En la rotonda de la Aduana los coches no ceden nunca y el semáforo de bicis dura cinco segundos.
2.1<2 | Irene Calatayud | 8 octubre, 2018 a las 11:02 | 2018-10-08T11:02:00+02:00 | Totalmente, Marisa. Lo de la rotonda se lo hemos pasado por escrito a Movilidad dos veces. Nos dijeron que lo revisarían en la segunda fase; a ver si es verdad.
2.2<2 | Pau Llorens | 8 octubre, 2018 a las 11:20 | 2018-10-08T11:20:00+02:00 | Yo cruzo la rotonda a pie con la bici desde que casi me lleva una furgoneta en marzo. Es ridículo, pero más seguro.
3 | Comerciante del Puerto | 8 octubre, 2018 a las 12:05 | 2018-10-08T12:05:00+02:00 | Los que tenemos tienda en la avenida hemos perdido catorce plazas de aparcamiento y nadie habla de eso. Las ventas han bajado, y no todo el mundo viene en bici a comprar una lavadora.
4 | Andrés Moll | 8 octubre, 2018 a las 12:48 | 2018-10-08T12:48:00+02:00 | El contador del Ayuntamiento marca 2.300 pasos diarios de media en septiembre. Hace un año, antes del carril, eran unos 600 por la calzada. // Eso es lo que pasa cuando haces una infraestructura segura.
4.1<4 | Comerciante del Puerto | 8 octubre, 2018 a las 13:10 | 2018-10-08T13:10:00+02:00 | Andrés, ¿y cuántos de esos 2.300 paran a comprar algo? Los contadores cuentan bicis, no clientes.
4.1.1<4.1 | Andrés Moll | 8 octubre, 2018 a las 13:35 | 2018-10-08T13:35:00+02:00 | Hay estudios de otras ciudades que dicen que quien va en bici gasta menos por visita pero viene más veces. No digo que en la avenida pase igual, pero valdría la pena medirlo antes de pedir que quiten el carril.
4.2<4 | Lucía Ferrando | 8 octubre, 2018 a las 14:02 | 2018-10-08T14:02:00+02:00 | Yo soy una de esas 2.300 y compro el pan y la fruta en la avenida casi todos los días. Antes iba en coche al centro comercial.
5 | Vicent | 8 octubre, 2018 a las 16:20 | 2018-10-08T16:20:00+02:00 | Lo que más me ha sorprendido es ver a chavales yendo solos en bici al instituto. Hace un año eso era impensable en esta avenida.
6 | Toni_Rubio | 8 octubre, 2018 a las 18:45 | 2018-10-08T18:45:00+02:00 | ¿Alguien sabe si por fin van a conectar el carril con el del paseo marítimo? El tramo de doscientos metros frente a la gasolinera sigue siendo una trampa.
6.1<6 | Irene Calatayud | 8 octubre, 2018 a las 19:30 | 2018-10-08T19:30:00+02:00 | Toni, según el proyecto de la segunda fase, sí: está previsto para la primavera de 2019. Lo contaremos aquí en cuanto salga la licitación.
7 | Nuria S. | 9 octubre, 2018 a las 08:12 | 2018-10-09T08:12:00+02:00 | Gracias por el artículo y por las fotos del antes y el después. Da gusto ver que algo que parecía imposible funciona.
""")
    resp = []
    for c in cs:
        anchor = "r-" + c.key.replace(".", "-")
        autora = ' <span class="autora">Autora</span>' if c.who == "Irene Calatayud" else ""
        resp.append(
            f'<div class="respuesta" id="{anchor}"><div class="r-cab"><a class="r-num" href="#{anchor}">{c.key}</a>'
            f'<img class="r-av" src="/_avatar/{hashlib.md5(c.who.lower().encode()).hexdigest()}.svg" width="44" height="44" alt="">'
            f'<span class="r-autor">{esc(c.who)}</span>{autora}<span class="r-fecha">{esc(c.at)}</span></div>'
            f'<div class="r-texto">{paras(c.body)}</div>'
            f'<a class="r-resp" href="?replytocom={c.key}#respond" rel="nofollow">Responder</a></div>\n'
        )
    css = (
        "body{margin:0;font:17px/1.7 'Source Sans Pro','Helvetica Neue',Arial,sans-serif;color:#2e2e2e;background:#fff}"
        "a{color:#d9480f}.cab{background:#1b4332;color:#fff;padding:28px 0 0}.cab .in{max-width:1080px;margin:0 auto;padding:0 20px}"
        ".cab .tit{font:700 34px 'Montserrat',Arial,sans-serif;color:#fff;text-decoration:none}.cab .lema{color:#b7e4c7;margin:2px 0 18px;font-size:15px}"
        ".cab nav a{display:inline-block;color:#fff;padding:10px 16px 12px 0;font-weight:600;text-decoration:none;font-size:15px}"
        ".cont{max-width:1080px;margin:36px auto;display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:48px;padding:0 20px}"
        ".entrada h1{font:700 36px/1.2 'Montserrat',Arial,sans-serif;margin:0 0 10px}.meta{font-size:14px;color:#888}"
        ".entrada figure{margin:20px 0}.entrada figcaption{font-size:14px;color:#777}"
        ".compartir{display:flex;gap:8px;margin:24px 0;font-size:14px}.compartir a{background:#f1f3f5;padding:6px 14px;border-radius:3px;text-decoration:none;color:#333}"
        ".etiquetas a{font-size:13px;background:#e9f5ee;color:#1b4332;padding:3px 10px;border-radius:12px;text-decoration:none;margin-right:4px}"
        "#respuestas{margin-top:48px;border-top:1px solid #ddd;padding-top:12px}#respuestas h3{font:700 24px 'Montserrat',Arial}"
        ".respuesta{padding:16px 0;border-bottom:1px solid #eee}.r-cab{display:flex;align-items:center;gap:10px;font-size:15px}"
        ".r-num{font:700 14px 'Montserrat',Arial;color:#fff;background:#1b4332;border-radius:3px;padding:1px 7px;text-decoration:none;min-width:26px;text-align:center}"
        ".r-av{border-radius:50%}.r-autor{font-weight:700}.autora{font-size:11px;background:#d9480f;color:#fff;padding:1px 6px;border-radius:3px}"
        ".r-fecha{color:#999;font-size:13px;margin-left:auto}.r-texto p{margin:8px 0}.r-resp{font-size:13px;font-weight:600}"
        "#respond{margin-top:32px}#respond textarea{width:100%;height:120px}#respond input[type=text]{width:60%}"
        ".lateral section{margin-bottom:32px}.lateral h4{font:700 15px 'Montserrat',Arial;text-transform:uppercase;letter-spacing:1px;border-bottom:2px solid #1b4332;padding-bottom:6px}"
        ".lateral ul,.lateral ol{padding-left:18px;font-size:15px}.pie{background:#081c15;color:#95d5b2;font-size:14px;text-align:center;padding:28px}"
        "#aviso-cookies{position:fixed;bottom:0;left:0;right:0;background:rgba(0,0,0,.85);color:#fff;font-size:14px;padding:12px 20px;display:flex;gap:16px;align-items:center;justify-content:center}"
        "#aviso-cookies button{background:#d9480f;color:#fff;border:0;padding:6px 16px}"
    )
    body = f"""<body class="single">
<header class="cab"><div class="in"><a class="tit" href="/">Pedaleando Torrealba</a><p class="lema">La ciudad desde el sillín · desde 2012</p>
<nav><a href="/">Inicio</a><a href="/rutas/">Rutas</a><a href="/infraestructura/">Infraestructura</a><a href="/seguridad-vial/">Seguridad vial</a><a href="/quienes-somos/">Quiénes somos</a><a href="/contacto/">Contacto</a></nav></div></header>
<div class="cont"><main>
<article class="entrada">
<h1>El carril bici de la avenida del Puerto, un año después</h1>
<p class="meta">Publicado el <time datetime="2018-10-08T08:30:00+02:00">8 octubre, 2018</time> por <a href="/autor/irene/">Irene Calatayud</a> en <a href="/infraestructura/">Infraestructura</a> · 13 comentarios</p>
<figure><img src="/_avatar/avenida-puerto-antes-despues.svg" width="720" height="405" alt=""><figcaption>La avenida en septiembre de 2017 (izquierda) y en septiembre de 2018.</figcaption></figure>
<p>Hace justo un año que se abrió el carril bici segregado de la avenida del Puerto: 1,8 kilómetros en los dos sentidos, separados de la calzada por una hilera de bolardos y de la acera por un bordillo. Fue la obra más discutida del mandato, y quisimos ver qué ha pasado desde entonces.</p>
<p>Hemos pedido al Ayuntamiento los datos del contador automático instalado a la altura del mercado. En septiembre pasaron de media 2.300 bicicletas al día, con picos de más de 3.000 los días laborables por la mañana. Antes de la obra, los aforos manuales daban unas 600.</p>
<p>No todo son buenas noticias. Los cruces con la rotonda de la Aduana y con la calle del Mar siguen siendo peligrosos, y el tramo que debería unir la avenida con el paseo marítimo no existe todavía.</p>
<p>Los comerciantes, por su parte, se quejan de la pérdida de aparcamiento. La Asociación de Comerciantes del Puerto ha pedido una zona de carga y descarga más amplia y plazas de rotación en las calles perpendiculares.</p>
<p>La segunda fase, con los cruces y la conexión con el paseo, debería licitarse antes de que acabe el año. Os lo contaremos.</p>
<div class="compartir"><span>Compartir:</span><a href="https://twitter.com/intent/tweet?url=pedaleandotorrealba.example">Twitter</a><a href="https://www.facebook.com/sharer/sharer.php?u=pedaleandotorrealba.example">Facebook</a><a href="whatsapp://send?text=pedaleandotorrealba.example">WhatsApp</a><a href="https://t.me/share/url?url=pedaleandotorrealba.example">Telegram</a></div>
<p class="etiquetas"><a href="/tag/avenida-del-puerto/">avenida del Puerto</a><a href="/tag/carril-bici/">carril bici</a><a href="/tag/datos/">datos</a></p>
</article>
<section id="respuestas">
<h3>13 comentarios</h3>
{"".join(resp)}
<div id="respond"><h3>Deja una respuesta</h3><p style="font-size:14px;color:#777">Tu dirección de correo electrónico no será publicada. Los campos obligatorios están marcados con *</p>
<form action="/wp-comments-post.php" method="post"><textarea name="texto"></textarea><p>Nombre * <input type="text" name="author"></p><p>Correo electrónico * <input type="text" name="email"></p><p><input type="submit" value="Publicar"></p></form></div>
</section>
</main>
<aside class="lateral">
<section><h4>Síguenos</h4><p><a href="https://twitter.com/">Twitter</a> · <a href="https://www.facebook.com/">Facebook</a> · <a href="https://www.instagram.com/">Instagram</a></p></section>
<section><h4>Entradas recientes</h4><ul><li><a href="/2018/09/ruta-huerta-norte/">Ruta por la huerta norte: 24 km sin coches</a></li><li><a href="/2018/09/semana-movilidad/">Lo que dejó la Semana de la Movilidad</a></li><li><a href="/2018/08/candados/">Cinco candados probados en la calle</a></li><li><a href="/2018/07/bici-publica/">La bici pública llega a los barrios</a></li></ul></section>
<section><h4>Categorías</h4><ul><li><a href="/rutas/">Rutas</a> (41)</li><li><a href="/infraestructura/">Infraestructura</a> (63)</li><li><a href="/seguridad-vial/">Seguridad vial</a> (28)</li></ul></section>
<section><h4>Archivo</h4><ul><li><a href="/2018/10/">octubre 2018</a></li><li><a href="/2018/09/">septiembre 2018</a></li><li><a href="/2018/08/">agosto 2018</a></li></ul></section>
</aside></div>
<footer class="pie">Pedaleando Torrealba · Textos bajo licencia CC BY-SA 4.0 · <a href="/aviso-legal/">Aviso legal</a> · <a href="/privacidad/">Privacidad</a></footer>
<div id="aviso-cookies"><span>Este sitio utiliza cookies propias y de terceros para mejorar tu experiencia. Si sigues navegando, consideramos que aceptas su uso.</span><button type="button">Aceptar</button><a href="/politica-de-cookies/" style="color:#fff">Más información</a></div>
</body>
</html>
"""
    html = (
        head(
            "El carril bici de la avenida del Puerto, un año después",
            "Pedaleando Torrealba",
            "es",
            css,
            published="2018-10-08T08:30:00+02:00",
            author="Irene Calatayud",
        )
        + body
    )
    return make(
        "eg-es-torrealba-carril",
        "discussion",
        "es",
        html,
        cs,
        path="/2018/10/carril-bici-avenida-del-puerto-un-ano-despues/",
        container="section#respuestas under '13 comentarios': flat sibling div.respuesta entries in thread order (a.r-num '1', '2', '2.1', '4.1.1' ..., gravatar, span.r-autor NAME, 'Autora' badge, span.r-fecha, div.r-texto > p, Responder); a reply known only by its number under the number of the response it answers",
        heading="13 comentarios",
        description="A Spanish cycling blog of October 2018 (tagline, share buttons, tags, recent posts, categories, archive, a cookie notice fixed at the bottom): 13 numbered responses as flat siblings, six replies numbered '2.1', '2.2', '4.1', '4.1.1', '4.2', '6.1' (two deep once; the blogger answers twice, 'Autora').",
    )


def threads3_eg() -> list[Case]:
    return [pl_cytaty(), es_numerados()]
