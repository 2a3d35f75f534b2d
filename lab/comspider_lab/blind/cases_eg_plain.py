"""Blind set eg: two article pages without any reader discussion whose furniture holds a numbered or threaded list of
another kind: an Italian town paper of 2015 reporting a council session point by point (the agenda numbered "3.1",
"3.1.1", each point a councillor's question or an assessor's answer, signed and timed) beside a cookie notice, most
read and a timed news ticker; a Russian city portal of 2012 publishing a resident's correspondence with the district
council (letters titled "Re: Re: ...", each quoting the one it answers with "> " lines, with senders and dates) and a
nested timeline. Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_eg_common import Case, esc, head, make, ranked

# --------------------------------------------------------------------------- it: a town paper, 2015


def it_consiglio() -> Case:
    punti = [
        (
            "1",
            "Comunicazioni del sindaco",
            "Luca Marchetti, sindaco",
            "20.40",
            "Il sindaco ha annunciato che i lavori della rotonda di via Emilia termineranno entro il 15 settembre, con due settimane di ritardo sul previsto a causa delle piogge di giugno.",
        ),
        ("2", "Approvazione dei verbali della seduta del 30 giugno", "", "20.52", "Approvati all'unanimità."),
        ("3", "Interrogazioni", "", "20.55", ""),
        (
            "3.1",
            "Illuminazione di via Molino",
            "Marco Ferrante, Roccaverde Bene Comune",
            "20.55",
            "In via Molino otto lampioni su dodici sono spenti da marzo. I residenti hanno segnalato il guasto quattro volte: quando si interviene?",
        ),
        (
            "3.1.1",
            "Risposta",
            "Silvia Dondi, assessora ai Lavori pubblici",
            "21.01",
            "La ditta di manutenzione ha ordinato i pezzi di ricambio. L'intervento è previsto entro la metà di agosto.",
        ),
        (
            "3.2",
            "Trasporto scolastico per le frazioni",
            "Elena Bassi, Partito Democratico",
            "21.06",
            "Le famiglie di Case Nuove e di Poggiolo chiedono se lo scuolabus sarà confermato anche con meno di dieci iscritti.",
        ),
        (
            "3.2.1",
            "Risposta",
            "Luca Marchetti, sindaco",
            "21.11",
            "Il servizio è confermato per l'anno scolastico 2015/2016 con lo stesso percorso. Le iscrizioni restano aperte fino al 31 agosto.",
        ),
        (
            "3.3",
            "Sfalcio dell'erba nei parchi",
            "Giorgio Neri, Lega Nord",
            "21.15",
            "Nel parco della Rocca l'erba è alta mezzo metro e i bambini non possono giocare.",
        ),
        (
            "3.3.1",
            "Risposta",
            "Silvia Dondi, assessora ai Lavori pubblici",
            "21.18",
            "Il secondo sfalcio è stato anticipato alla prossima settimana. Il contratto prevede quattro interventi l'anno.",
        ),
        (
            "4",
            "Rendiconto della gestione 2014",
            "Paolo Greco, assessore al Bilancio",
            "21.22",
            "Avanzo di amministrazione di 412 mila euro, di cui 280 mila destinati alla nuova palestra di via dei Tigli.",
        ),
        (
            "4.1",
            "Dichiarazione di voto",
            "Marco Ferrante, Roccaverde Bene Comune",
            "21.48",
            "Voteremo contro: la palestra è necessaria, ma le strade delle frazioni aspettano da anni.",
        ),
        (
            "4.2",
            "Dichiarazione di voto",
            "Anna Riva, capogruppo Insieme per Roccaverde",
            "21.53",
            "Voto favorevole. La palestra servirà alle scuole la mattina e alle società sportive il pomeriggio.",
        ),
        ("5", "Varie ed eventuali", "", "22.05", "Nessun intervento. La seduta è stata tolta alle 22.07."),
    ]
    rows = []
    for num, titolo, chi, ora, testo in punti:
        depth = num.count(".")
        who = f'<span class="odg-chi">{esc(chi)}</span>' if chi else ""
        txt = f'<p class="odg-txt">{esc(testo)}</p>' if testo else ""
        rows.append(
            f'<li class="odg-punto liv{depth}"><span class="odg-num">{num}</span><div class="odg-corpo">'
            f'<div class="odg-tit"><strong>{esc(titolo)}</strong> {who} <span class="odg-ora">ore {ora}</span></div>{txt}</div></li>\n'
        )
    css = (
        "body{margin:0;font:15px/1.55 'Open Sans',Arial,sans-serif;color:#222;background:#f2f2f2}a{color:#1a4d8f;text-decoration:none}"
        ".testata{background:#fff;text-align:center;padding:18px 0 8px}.testata .nome{font:700 44px 'Playfair Display',Georgia,serif;color:#1a4d8f}"
        ".testata .data{font-size:12px;color:#777}.menu{background:#1a4d8f;text-align:center}.menu a{display:inline-block;color:#fff;padding:9px 14px;font-weight:600;font-size:14px}"
        ".ultimora{background:#fff;border-bottom:1px solid #ddd;font-size:13px;padding:6px 20px}.ultimora b{color:#c62828;margin-right:8px}.ultimora span{margin-right:18px}"
        ".pagina{max-width:1080px;margin:20px auto;display:flex;gap:24px}.col-art{flex:1;background:#fff;padding:24px 28px;min-width:0}.col-lat{width:300px}"
        ".occhiello{font-size:13px;color:#1a4d8f;font-weight:700;text-transform:uppercase}h1{font:700 32px/1.2 Georgia,serif;margin:6px 0}"
        ".sommario{font-size:17px;color:#444}.firma{font-size:13px;color:#777;border-top:1px solid #eee;border-bottom:1px solid #eee;padding:6px 0;margin:10px 0}"
        ".social{display:flex;gap:6px;margin:12px 0}.social a{color:#fff;font-size:12px;padding:4px 10px;border-radius:3px}.fb{background:#3b5998}.tw{background:#1da1f2}.wa{background:#25d366}.gp{background:#dd4b39}"
        ".testo p{font-size:16px;line-height:1.7}.odg{background:#f7f9fc;border:1px solid #d6e0ee;padding:14px 18px;margin:20px 0}.odg h2{font:700 18px Georgia,serif;margin:0 0 8px}"
        ".odg ol{list-style:none;margin:0;padding:0}.odg-punto{display:flex;gap:10px;padding:8px 0;border-bottom:1px dotted #c9d4e3}"
        ".liv1{padding-left:28px}.liv2{padding-left:56px}.odg-num{font-weight:700;color:#1a4d8f;min-width:38px}.odg-chi{color:#555;font-size:13px}"
        ".odg-ora{color:#999;font-size:12px;margin-left:6px}.odg-txt{margin:3px 0 0;font-size:14px}"
        ".box{background:#fff;padding:14px 16px;margin-bottom:18px}.box h3{margin:0 0 8px;font-size:15px;text-transform:uppercase;color:#1a4d8f;border-bottom:2px solid #1a4d8f;padding-bottom:4px}"
        ".box ol{margin:0;padding-left:20px;font-size:14px}.box li{margin:5px 0}.banner{background:#e4e4e4;color:#aaa;height:250px;display:flex;align-items:center;justify-content:center;font-size:11px;margin-bottom:18px}"
        ".piede{background:#0f2e55;color:#b8c7dc;font-size:12px;padding:22px;text-align:center}.piede a{color:#fff}"
        "#cookie-law{position:fixed;top:0;left:0;right:0;background:#333;color:#fff;font-size:13px;padding:10px 20px;text-align:center;z-index:10}#cookie-law a{color:#9fc5f8}"
        "#cookie-law button{margin-left:12px;background:#1a4d8f;color:#fff;border:0;padding:4px 12px}"
    )
    body = f"""<body>
<div id="cookie-law">Questo sito utilizza cookie, anche di terze parti, per migliorare la tua esperienza. Proseguendo la navigazione acconsenti al loro uso. <a href="/privacy-cookie">Informativa estesa</a><button type="button">OK</button></div>
<div class="testata"><a class="nome" href="/">La Gazzetta di Roccaverde</a><div class="data">Mercoledì 29 luglio 2015 · Quotidiano online della Valle del Rio Verde · Reg. Trib. n. 00/2009</div></div>
<nav class="menu"><a href="/">Home</a><a href="/cronaca/">Cronaca</a><a href="/politica/">Politica</a><a href="/economia/">Economia</a><a href="/sport/">Sport</a><a href="/cultura/">Cultura e spettacoli</a><a href="/frazioni/">Frazioni</a><a href="/necrologi/">Necrologi</a></nav>
<div class="ultimora"><b>ULTIM'ORA</b><span>10.12 Chiusa per lavori la provinciale per Poggiolo</span><span>09.40 Sagra del tortello, il programma</span><span>08.55 Furto in una villetta a Case Nuove</span></div>
<div class="pagina"><main class="col-art">
<div class="occhiello">Politica · Consiglio comunale</div>
<h1>Approvato il rendiconto 2014: via libera alla nuova palestra di via dei Tigli</h1>
<p class="sommario">Avanzo di 412 mila euro, 280 mila andranno alla palestra. Tre interrogazioni su lampioni, scuolabus ed erba alta nei parchi. Contrari i consiglieri di Roccaverde Bene Comune.</p>
<p class="firma">di Federica Mazzoni · 29 luglio 2015, ore 07:30</p>
<div class="social"><a class="fb" href="https://www.facebook.com/sharer/sharer.php?u=gazzettaroccaverde.example">Condividi 57</a><a class="tw" href="https://twitter.com/share">Tweet</a><a class="wa" href="whatsapp://send">WhatsApp</a><a class="gp" href="https://plus.google.com/share">G+</a></div>
<div class="testo">
<p>Seduta lunga ma senza sorprese, martedì sera, nella sala consiliare del municipio. Con undici voti favorevoli e quattro contrari il consiglio comunale ha approvato il rendiconto della gestione 2014, che si chiude con un avanzo di amministrazione di 412 mila euro.</p>
<p>La parte più consistente, 280 mila euro, servirà a completare il finanziamento della nuova palestra di via dei Tigli, a servizio della scuola media e delle società sportive del paese. Il cantiere dovrebbe aprire in primavera.</p>
<p>Prima del voto sul bilancio, spazio alle interrogazioni dei consiglieri. Di seguito l'ordine del giorno della seduta, punto per punto, con gli interventi principali.</p>
</div>
<section class="odg"><h2>L'ordine del giorno, punto per punto</h2><ol>
{"".join(rows)}</ol></section>
<div class="testo"><p>Il prossimo consiglio comunale è convocato per il 29 settembre. Le sedute sono pubbliche e vengono trasmesse in diretta sul canale YouTube del Comune.</p></div>
<p style="font-size:13px;color:#777">Tag: <a href="/tag/consiglio-comunale">consiglio comunale</a>, <a href="/tag/bilancio">bilancio</a>, <a href="/tag/palestra-via-dei-tigli">palestra via dei Tigli</a></p>
</main>
<aside class="col-lat">
<div class="banner">Pubblicità</div>
<div class="box"><h3>I più letti</h3>{ranked(["Furto in una villetta a Case Nuove, bottino di diecimila euro", "Approvato il rendiconto: via libera alla palestra", "Sagra del tortello, il programma delle quattro serate", "Calcio, la Roccaverdese presenta i nuovi acquisti", "Chiusa per lavori la provinciale per Poggiolo"], "ol")}</div>
<div class="box"><h3>Farmacie di turno</h3><p style="margin:0;font-size:14px">Farmacia Centrale, piazza Garibaldi 4 · tel. 0000 000000</p></div>
<div class="banner">Pubblicità</div>
</aside></div>
<footer class="piede">La Gazzetta di Roccaverde · Editrice Valle Verde srl · P. IVA 00000000000 · <a href="/redazione">Redazione</a> · <a href="/pubblicita">Pubblicità</a> · <a href="/privacy-cookie">Privacy e cookie</a></footer>
</body>
</html>
"""
    html = (
        head(
            "Approvato il rendiconto 2014: via libera alla nuova palestra di via dei Tigli",
            "La Gazzetta di Roccaverde",
            "it",
            css,
            published="2015-07-29T07:30:00+02:00",
            author="Federica Mazzoni",
        )
        + body
    )
    return make(
        "eg-plain-it-roccaverde-consiglio",
        "lookalike",
        "it",
        html,
        [],
        path="/politica/approvato-rendiconto-2014-via-libera-palestra-via-dei-tigli",
        container="-",
        heading=None,
        description="An Italian town paper of July 2015 (cookie-law bar, a timed 'Ultim'ora' ticker, Facebook share count, most read, duty pharmacy, banners): a council session's agenda point by point, numbered '3.1', '3.1.1' ..., each point a councillor's question or an assessor's answer with name, role, 'ore HH.MM' and a short text; no reader discussion.",
        lookalikes=(
            "the council agenda point by point: 13 numbered points three levels deep ('3.1' question, '3.1.1' answer), each with a title, a signed speaker with role, a time and a short text",
            "'Ultim'ora' ticker: 3 timed headlines; 'I più letti': 5 numbered headlines",
        ),
    )


# --------------------------------------------------------------------------- ru: a city portal, 2012


def ru_perepiska() -> Case:
    subject = "Детская площадка во дворе дома № 14 по ул. Садовой"
    letters = [
        (
            "Ирина Козлова, старшая по дому",
            "Управа района «Заречный»",
            "12.03.2012",
            [],
            "Уважаемые сотрудники управы! Детская площадка во дворе нашего дома не ремонтировалась с 1998 года. Качели сломаны, в песочнице нет песка, горка опасна для детей. В доме живут 23 ребёнка дошкольного возраста. Просим включить площадку в план благоустройства на 2012 год.",
        ),
        (
            "В. П. Сомов, заместитель главы управы",
            "И. А. Козловой",
            "02.04.2012",
            ["Просим включить площадку в план благоустройства на 2012 год."],
            "Сообщаем, что план благоустройства района на 2012 год утверждён в декабре 2011 года. Ваше обращение направлено в ГБУ «Жилищник района Заречный» для обследования площадки и рассмотрения вопроса о включении её в план на 2013 год.",
        ),
        (
            "Ирина Козлова, старшая по дому",
            "Управа района «Заречный»",
            "10.04.2012",
            ["рассмотрения вопроса о включении её в план на 2013 год."],
            "Ждать ещё год мы не можем: горка качается, на прошлой неделе мальчик из соседнего подъезда разбил подбородок. Прилагаю фотографии и подписи 112 жильцов. Просим хотя бы демонтировать опасное оборудование до лета.",
        ),
        (
            "ГБУ «Жилищник района Заречный», главный инженер А. Н. Лыков",
            "И. А. Козловой",
            "15.05.2012",
            ["Просим хотя бы демонтировать опасное оборудование до лета."],
            "Обследование проведено 11.05.2012. Горка и качели признаны непригодными к эксплуатации и будут демонтированы до 01.06.2012. Установка нового оборудования возможна после выделения средств.",
        ),
    ]
    mails = []
    subj = subject
    for n, (sender, to, date, quoted, text) in enumerate(letters):
        quote = "".join(f"&gt; {esc(q)}<br>" for q in quoted)
        mails.append(
            f'<div class="pismo" id="pismo{n + 1}"><table class="shapka"><tr><td>От:</td><td><b>{esc(sender)}</b></td></tr>'
            f"<tr><td>Кому:</td><td>{esc(to)}</td></tr><tr><td>Дата:</td><td>{date}</td></tr>"
            f"<tr><td>Тема:</td><td>{esc(subj)}</td></tr></table>"
            f'<div class="telo">{quote + "<br>" if quote else ""}{esc(text)}</div></div>\n'
        )
        subj = "Re: " + subj
    chrono = """<ul class="hrono"><li><b>2011</b><ul><li>Сентябрь — жильцы впервые обращаются в управляющую компанию</li><li>Декабрь — утверждён план благоустройства района на 2012 год</li></ul></li>
<li><b>2012</b><ul><li>12 марта — обращение в управу района</li><li>2 апреля — ответ управы</li><li>10 апреля — повторное обращение с подписями 112 жильцов</li><li>11 мая — обследование площадки</li><li>15 мая — ответ ГБУ «Жилищник»</li><li>1 июня — срок демонтажа горки и качелей</li></ul></li></ul>"""
    css = (
        "body{margin:0;background:#e9edf1;font:13px/1.5 Arial,Tahoma,sans-serif;color:#222}a{color:#1d5b99}"
        "#wrap{width:1000px;margin:0 auto;background:#fff}#top{background:#1d5b99;color:#fff;padding:12px 16px;overflow:hidden}"
        "#top .logo{float:left;font:bold 30px Arial;color:#fff;text-decoration:none}#top .logo span{color:#ffd54f}#top .info{float:right;font-size:11px;text-align:right}"
        "#menu{background:#174a7c;overflow:hidden}#menu a{float:left;color:#fff;padding:7px 12px;font-weight:bold;text-decoration:none}"
        "#main{float:left;width:660px;padding:16px}#side{float:right;width:280px;padding:16px 16px 16px 0}"
        ".rubrika{font-size:11px;color:#888}h1{font:bold 24px Arial;margin:6px 0}.anons{font-weight:bold;font-size:14px}.data{color:#888;font-size:11px}"
        ".text p{font-size:14px;line-height:1.6}.perepiska{background:#fafafa;border:1px solid #ddd;padding:10px 12px;margin:16px 0}"
        ".perepiska h2{font-size:16px;margin:0 0 8px}.pismo{border-top:1px solid #ccc;padding:8px 0}.shapka td{font-size:12px;padding:0 8px 0 0;vertical-align:top}"
        ".shapka td:first-child{color:#888}.telo{font-family:'Courier New',monospace;font-size:13px;margin-top:6px}"
        ".hrono{font-size:13px}.hrono ul{margin:2px 0 6px}.share{margin:14px 0;font-size:12px}.share a{display:inline-block;background:#eef2f6;padding:2px 8px;margin-right:4px}"
        ".zakr{color:#888;font-style:italic;border-top:1px solid #ddd;padding-top:8px}.blok{border:1px solid #d5dde5;margin-bottom:14px}"
        ".blok h3{margin:0;background:#eef2f6;padding:5px 8px;font-size:13px}.blok ol,.blok ul{margin:6px 8px 8px 26px;padding:0}.blok li{margin:3px 0}"
        ".banner{background:#eee;color:#aaa;text-align:center;font-size:10px;height:240px;line-height:240px;margin-bottom:14px}"
        "#footer{clear:both;background:#174a7c;color:#b9cde2;font-size:11px;padding:12px 16px}#footer a{color:#fff}"
    )
    body = f"""<body>
<div id="wrap">
<div id="top"><a class="logo" href="/">НБ<span>инфо</span></a><div class="info">Новоберезовск · четверг, 14 июня 2012 · +19 °C<br><a href="/login" style="color:#fff">Вход</a> | <a href="/register" style="color:#fff">Регистрация</a></div></div>
<div id="menu"><a href="/news/">Новости</a><a href="/city/">Город</a><a href="/zhkh/">ЖКХ</a><a href="/transport/">Транспорт</a><a href="/afisha/">Афиша</a><a href="/forum/">Форум</a><a href="/board/">Объявления</a><a href="/spravka/">Справочная</a></div>
<div id="main">
<div class="rubrika"><a href="/zhkh/">ЖКХ</a> · Народный контроль</div>
<h1>Жители дома на Садовой, 14 три месяца добиваются ремонта детской площадки</h1>
<p class="anons">Старшая по дому Ирина Козлова передала в редакцию свою переписку с управой района. Публикуем её с согласия автора.</p>
<p class="data">14.06.2012 09:15 · Автор: Денис Малышев · Просмотров: 2 184</p>
<div class="text">
<p>Двор дома № 14 по улице Садовой — один из самых старых в Заречном районе. Детскую площадку здесь поставили ещё в конце девяностых, и с тех пор её ни разу не ремонтировали.</p>
<p>В марте жильцы решили действовать: собрали подписи и обратились в управу. Ниже — переписка, которую Ирина Козлова вела с чиновниками. Мы сохранили орфографию и оформление писем.</p>
</div>
<div class="perepiska"><h2>Переписка</h2>
{"".join(mails)}</div>
<div class="text">
<p>Горку и качели действительно демонтировали 30 мая. Нового оборудования во дворе пока нет. В управе района нам сообщили, что площадка внесена в предварительный список на 2013 год.</p>
<h2 style="font-size:16px">Хронология</h2>
{chrono}
</div>
<div class="share">Поделиться: <a href="http://vk.com/share.php?url=nbinfo.example">ВКонтакте</a><a href="http://www.odnoklassniki.ru/dk?st.cmd=addShare">Одноклассники</a><a href="http://www.facebook.com/sharer.php?u=nbinfo.example">Facebook</a><a href="http://twitter.com/share">Twitter</a><a href="http://connect.mail.ru/share">Мой Мир</a></div>
<p class="zakr">Обсуждение этого материала закрыто по просьбе героини публикации.</p>
</div>
<div id="side">
<div class="banner">Реклама</div>
<div class="blok"><h3>Самое читаемое</h3>{ranked(["На Ленина закроют движение до конца июня", "Горячую воду отключат в Заречном с 18 июня", "Жители Садовой, 14 добиваются ремонта площадки", "Новый маршрут автобуса № 27: схема", "В парке Победы открылся летний кинотеатр"], "ol")}</div>
<div class="blok"><h3>Новости партнёров</h3><ul><li><a href="/p/1">Как выбрать кондиционер для квартиры</a></li><li><a href="/p/2">Ипотека для молодых семей: условия 2012 года</a></li></ul></div>
<div class="blok"><h3>Опрос</h3><p style="margin:6px 8px">Довольны ли вы благоустройством своего двора?<br><input type="radio" name="o"> Да <input type="radio" name="o"> Нет <input type="radio" name="o"> Частично<br><input type="submit" value="Голосовать"></p></div>
</div>
<div id="footer">© 2008–2012 НБинфо — городской портал Новоберезовска. Свидетельство о регистрации СМИ Эл № ФС00-00000. 16+ · <a href="/about/">О проекте</a> · <a href="/adv/">Реклама на сайте</a> · <a href="/contacts/">Контакты</a></div>
</div>
</body>
</html>
"""
    html = (
        head(
            "Жители дома на Садовой, 14 три месяца добиваются ремонта детской площадки",
            "НБинфо",
            "ru",
            css,
            published="2012-06-14T09:15:00+04:00",
            author="Денис Малышев",
            era="xhtml",
        )
        + body
    )
    return make(
        "eg-plain-ru-novoberezovsk-perepiska",
        "lookalike",
        "ru",
        html,
        [],
        path="/zhkh/zhiteli-doma-na-sadovoj-14-dobivayutsya-remonta-ploshhadki.html",
        container="-",
        heading=None,
        description="A Russian city portal of June 2012 (weather in the header, menu, view count, VK/Odnoklassniki/Facebook/Twitter/Moi Mir share links, most read, partners' news, a poll, banners, 'discussion closed'): a resident's correspondence with the district council published in the article, four letters with sender, addressee, date and subject 'Re: Re: ...', each quoting the one it answers with '> '; a nested timeline; no reader discussion.",
        lookalikes=(
            "the correspondence: 4 letters (От / Кому / Дата / Тема 'Re: ...'), each after the first quoting the one it answers with '> '",
            "'Хронология': a nested list of dated events under two years; 'Самое читаемое': 5 numbered headlines",
        ),
    )


def plain_eg() -> list[Case]:
    return [it_consiglio(), ru_perepiska()]
