"""Blind set CX: three more ordinary discussions in the served HTML: an Italian lake-side local news site on a
Joomla-like CMS with a JComments-like flat list answered by "@Name" (votes, the newsroom answering; it), a Polish city
portal on a Drupal-like CMS, page 1 of 2 of a threaded discussion with "(niezweryfikowany)" guests (pl), a Russian
regional portal whose discussion a hosted comment platform printed on the server (nested, votes; ru). Every class
name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cx_common import (
    Bits,
    Case,
    Piece,
    Seed,
    case,
    cloud,
    esc,
    most_read,
    newsletter,
    paras,
    poll,
    related,
    thread,
    ticker,
    tree,
)


def it_jcomments() -> Case:
    flat = thread("""
Gianni_Omegna @ 12/04/2012 alle 7:41 :: Sei euro per fare cinquecento metri di lago. Io ci vado tutti i giorni a lavorare in pasticceria: se non fanno un abbonamento per i lavoratori sono quasi 250 euro al mese. Vergognoso.
Lucia R. @ 12/04/2012 alle 8:15 :: L'abbonamento c'è, è scritto anche nell'articolo: 38 euro al mese per i residenti. Il problema semmai sono i turisti della domenica, che già adesso vengono sempre meno.
Gianni_Omegna @ 12/04/2012 alle 8:52 :: @Lucia R. l'abbonamento vale solo per chi ha la residenza in uno dei comuni del lago, io abito a Gozzano e quindi pago il biglietto pieno. Come metà delle ragazze che lavorano sull'isola.
marco.borgomanero @ 12/04/2012 alle 10:03 :: Con il gasolio a 1,80 qualcuno i conti li deve pur fare. Piuttosto la Regione dovrebbe rimettere i contributi che ha tagliato l'anno scorso, altrimenti tra due anni il battello non ci sarà proprio più.
Rosanna @ 12/04/2012 alle 11:27 :: Ho un bed & breakfast a Borgo Lèsia e già tre gruppi mi hanno chiesto se c'è un modo per arrivare sull'isola senza battello. Cosa gli dico, di noleggiare le barche a remi? Bella immagine per il turismo del lago.
Pier Carlo @ 12/04/2012 alle 12:40 :: @Rosanna i barcaioli privati fanno già la traversata a 3 euro, basta chiedere al pontile della piazza. Lo sanno tutti in paese.
Rosanna @ 12/04/2012 alle 13:02 :: @Pier Carlo lo so, ma senza ricevuta e senza assicurazione non me la sento di mandarci i clienti con i bambini.
Lucia R. @ 12/04/2012 alle 18:20 :: @Gianni_Omegna hai ragione, non lo sapevo. Allora bisognerebbe chiedere di estendere l'abbonamento a chi lavora sull'isola, non solo ai residenti. Una raccolta firme in comune?
Redazione @ 12/04/2012 alle 19:05 :: @Lucia R. abbiamo girato la domanda alla società di navigazione: ci hanno risposto che una tariffa per i lavoratori non residenti "è allo studio". Vi terremo aggiornati.
""")
    parents = {2: 1, 5: 4, 6: 5, 7: 2, 8: 7}  # "@Name": the latest earlier entry by that name
    seeds = [Seed(s.author, s.text, parents.get(i), s.when) for i, s in enumerate(flat)]
    votes = [(7, 1), (4, 2), (9, 0), (3, 5), (6, 0), (2, 1), (5, 0), (8, 0), (11, 0)]
    items = "".join(
        f'<div class="{"odd" if i % 2 else "even"}" id="comment-item-{3310 + i}"><div class="rbox"><div class="comment-box usertype-'
        f'{"administrator" if s.author == "Redazione" else "guest"}"><a class="comment-anchor" href="#comment-{3310 + i}" id="comment-{3310 + i}">#{i + 1}</a> '
        f'<span class="comment-author">{esc(s.author)}</span> <span class="comment-date">{esc(s.when)}</span>'
        f'<span class="comments-vote"><span class="vote-good">+{votes[i][0]}</span> <span class="vote-poor">-{votes[i][1]}</span></span>'
        f'<div class="comment-body">{esc(s.text)}</div>'
        f'<span class="comments-buttons"><a href="#" onclick="return false">Rispondi</a> | <a href="#" onclick="return false">Cita</a></span>'
        "</div></div></div>"
        for i, s in enumerate(seeds)
    )
    after = (
        '<div id="jc"><div id="comments"><h4>Commenti (9) <a class="rss" href="/component/jcomments/feed/">RSS</a></h4>'
        f'<div class="comments-list" id="comments-list-0">{items}</div>'
        '<div id="comments-list-footer"><a class="refresh" href="#">Aggiorna lista commenti</a></div></div>'
        '<a id="addcomments" href="#addcomments"></a><form id="comments-form" name="comments-form" action="#">'
        '<h4>Scrivi un commento</h4><p><input id="comments-form-name" type="text" name="name"> <label>Nome (obbligatorio)</label></p>'
        '<p><input id="comments-form-email" type="text" name="email"> <label>E-mail (non verrà pubblicata)</label></p>'
        '<p><textarea id="comments-form-comment" name="comment" cols="65" rows="8"></textarea></p>'
        '<div id="comments-form-buttons"><a href="#">Invia</a></div></form>'
        '<div id="comments-footer">JComments</div></div>'
    )
    side = (
        most_read(
            "it-cusio",
            """
Battello per l'isola: il biglietto sale a 6 euro | 4.812
Omegna, chiude dopo 60 anni la merceria di via Cavour | 3.309
Calcio, Promozione: il Cusio vince il derby | 1.764
Sagra del pesce di lago, il programma | 1.208
""",
        )
        + poll(
            "it-cusio",
            "Il nuovo prezzo del battello è giusto?",
            "Sì, i costi sono aumentati | 12\nNo, è troppo caro | 81\nNon so | 7",
        )
        + related(
            "it-cusio",
            (
                "Navigazione sul lago, orari estivi dal 1° giugno",
                "La Regione taglia i fondi al trasporto lacuale",
                "Isola, record di visitatori a Pasqua",
            ),
        )
        + newsletter("it-cusio")
        + cloud("it-cusio", "battello,isola,Omegna,Gozzano,turismo,Regione,trasporti,lago d'Orta")
    )
    style = (
        "#jc .even,#jc .odd{border-bottom:1px solid #e2e8ee;padding:6px 0}#jc .odd{background:#f7f9fb}.comment-author{font-weight:bold}"
        ".comment-date{color:#888;font-size:11px;margin-left:6px}.comments-vote{float:right;font-size:11px}.vote-good{color:green}.vote-poor{color:#b00}"
        ".comments-buttons{font-size:11px}.comment-anchor{color:#aaa;font-size:10px}#comments-footer{font-size:9px;color:#ccc}"
        ".usertype-administrator{border-left:3px solid #0e5c8a;padding-left:6px}"
    )
    piece = Piece(
        "Battello per l'isola: il biglietto sale a 6 euro",
        "di Franca Zanetta",
        "2012-04-11T18:30:00+02:00",
        "11 Aprile 2012",
        """
Dal primo maggio la corsa di andata e ritorno tra il pontile di Borgo Lèsia e l'isola costerà 6 euro, contro i 4 di oggi. Lo ha comunicato ieri la società di navigazione, che parla di un aumento «inevitabile» dopo il taglio dei contributi regionali e il rincaro del gasolio.

Resta l'abbonamento mensile per i residenti dei comuni rivieraschi, che passa da 30 a 38 euro. Nessuna agevolazione, per ora, per chi lavora sull'isola senza abitare sul lago.

Il sindaco di Borgo Lèsia ha chiesto un incontro urgente con la società e con l'assessore regionale ai trasporti. «Così rischiamo di perdere i turisti giornalieri proprio all'inizio della stagione», ha dichiarato.
""",
        section="Cronaca",
        tags=("battello", "isola", "trasporti"),
        caption="Il battello in partenza dal pontile di Borgo Lèsia.",
    )
    return case(
        "cx-it-jcomments",
        "discussion",
        "it-cusio",
        piece,
        Bits(
            after=after,
            side=side,
            style=style,
            ticker=ticker(
                "Ultim'ora",
                "18:10 | Incidente sulla provinciale 229, traffico rallentato\n17:45 | Allerta meteo: temporali in serata",
            ),
        ),
        seeds,
        path="/cronaca/312-battello-per-l-isola-il-biglietto-sale-a-6-euro.html",
        container="div#jc div.comments-list",
        heading="Commenti (9)",
        description="A Joomla-like local site with a JComments-like flat list: 9 comments numbered #1-#9 with +/- "
        "votes, five answers only by the '@Name' typed at the start (one by 'Redazione'), '12/04/2012 alle 7:41', "
        "'Rispondi | Cita'; most read, poll, related, newsletter, tag cloud, ticker",
    )


def pl_drupal() -> Case:
    seeds = thread("""
Zenek @ pt., 16/11/2012 - 21:37 :: Szkoda tej hali. Chodziłem tam z babcią po twaróg jeszcze za komuny, a w soboty był taki tłok, że nie szło przejść. Teraz postawią kolejny market i parking, i tyle.
  mieszkanka_Rynku @ pt., 16/11/2012 - 22:05 :: Nostalgia nostalgią, ale dach przecieka od dziesięciu lat, a w zeszłym roku sanepid zamknął połowę stoisk. Ja tam już dawno nie kupuję.
    Zenek @ pt., 16/11/2012 - 22:41 :: A kto dopuścił do tego, że przecieka? Miasto jest właścicielem od 1990 roku i przez ten czas nie włożyło w to ani złotówki.
Tomasz K. @ sob., 17/11/2012 - 08:12 :: Z artykułu wynika, że kupcy dostaną miejsca w tymczasowym pawilonie na placu Wojewódzkim. Ktoś wie, ile ma kosztować metr? Bo jeśli tyle co w galerii, to połowa zrezygnuje.
  Halina @ sob., 17/11/2012 - 09:30 :: Na spotkaniu w urzędzie mówili o 45 zł za metr plus media. W hali płacimy 28. Sprzedaję ryby od 1994 roku i naprawdę nie wiem, czy przeniosę się na rok do blaszaka.
    Tomasz K. @ sob., 17/11/2012 - 10:02 :: Dziękuję za konkret. To może warto, żeby kupcy przyszli razem na sesję rady 29 listopada? Wtedy będą głosować nad budżetem.
Grzegorz W. @ sob., 17/11/2012 - 11:47 :: W Kaliszu przebudowali halę i jest ładnie, ale czynsze poszły w górę i zostały same stoiska z pamiątkami i kawą. Oby u nas nie skończyło się tak samo.
gość @ sob., 17/11/2012 - 13:20 :: Kolejny raz wszystko postanowione za plecami mieszkańców. Konsultacje były w październiku, w środę o 14:00, kiedy normalni ludzie są w pracy.
  Redakcja @ sob., 17/11/2012 - 14:05 :: Uzupełniamy: urząd zapowiedział drugie spotkanie konsultacyjne w sobotę 24 listopada o 10:00 w sali sesyjnej ratusza. Szczegóły w osobnym artykule.
Basia @ sob., 17/11/2012 - 19:33 :: A co z kwiaciarkami spod hali? One nie mają żadnej umowy z miastem, stoją tam po trzydzieści lat. Nikt o nich nie pomyślał.
""")
    guests = {"Zenek", "gość", "Basia"}  # not registered: Drupal prints "(niezweryfikowany)" after the name

    def item(i: int, s: Seed, sub: str) -> str:
        cid = 40812 + i * 3
        guest = s.author in guests
        who = (
            f'<span class="username">{esc(s.author)} (niezweryfikowany)</span>'
            if guest
            else f'<a href="/uzytkownik/{slug_user(s.author)}" class="username" title="Zobacz profil użytkownika.">{esc(s.author)}</a>'
        )
        cls = "comment comment-by-anonymous" if guest else "comment"
        if s.author == "Redakcja":
            cls += " comment-by-node-author"
        one = (
            f'<a id="comment-{cid}"></a><div class="{cls} clearfix"><div class="attribution">'
            f'<div class="comment-picture"><img src="/_avatar/d{i}.svg" alt="" width="40" height="40"></div>'
            f'<div class="submitted"><p class="commenter-name">{who}</p><p class="comment-time">{esc(s.when)}</p>'
            f'<p class="comment-permalink"><a href="/comment/{cid}#comment-{cid}" class="permalink" rel="bookmark">bezpośredni odnośnik</a></p></div></div>'
            f'<div class="comment-text"><div class="comment-arrow"></div><div class="content"><div class="field field-name-comment-body">'
            f'<div class="field-items"><div class="field-item even">{paras(s.text)}</div></div></div></div>'
            f'<ul class="links inline"><li class="comment-reply first last"><a href="/comment/reply/912/{cid}">odpowiedz</a></li></ul></div></div>'
        )
        return one + (f'<div class="indented">{sub}</div>' if sub else "")

    def wrap(items: str, depth: int) -> str:
        return items

    after = (
        '<div id="comments" class="comment-wrapper"><h2 class="title">Komentarze (17)</h2>'
        + tree(seeds, item, wrap)
        + '<h2 class="element-invisible">Strony</h2><div class="item-list"><ul class="pager"><li class="pager-current first">1</li>'
        '<li class="pager-item"><a title="Przejdź do strony 2" href="/wiadomosci/hala-targowa-do-rozbiorki/komentarze-strona-2">2</a></li>'
        '<li class="pager-next"><a href="/wiadomosci/hala-targowa-do-rozbiorki/komentarze-strona-2">następna ›</a></li>'
        '<li class="pager-last last"><a href="/wiadomosci/hala-targowa-do-rozbiorki/komentarze-strona-2">ostatnia »</a></li></ul></div>'
        '<h2 class="title comment-form">Dodaj komentarz</h2><form action="/comment/reply/912" method="post">'
        '<div class="form-item"><label>Twoje imię </label><input type="text" name="name" value="Gość"></div>'
        '<div class="form-item"><label>Treść <span class="form-required">*</span></label><textarea name="comment_body" rows="5"></textarea></div>'
        '<div class="description">Dozwolone znaczniki HTML: &lt;a&gt; &lt;em&gt; &lt;strong&gt;. Adresy www i e-mail zostaną automatycznie zamienione na odnośniki.</div>'
        '<input type="submit" value="Zapisz"> <input type="submit" value="Podgląd"></form></div>'
    )
    side = (
        most_read(
            "pl-warta",
            """
Hala targowa do rozbiórki. Kupcy: „Nikt nas nie pytał” | 5 217
Wypadek na obwodnicy, dwie osoby w szpitalu | 4 380
Warta Sieradz przegrywa u siebie 0:2 | 2 115
Nowy rozkład jazdy MZK od grudnia | 1 904
""",
        )
        + poll(
            "pl-warta",
            "Czy hala targowa powinna zostać rozebrana?",
            "Tak, jest w złym stanie | 36\nNie, trzeba ją wyremontować | 58\nNie mam zdania | 6",
        )
        + related(
            "pl-warta",
            (
                "Kupcy z hali zbierają podpisy",
                "Budżet miasta na 2013 rok: co w nim jest?",
                "Targowisko na Kolejowej: zmiany w organizacji ruchu",
            ),
        )
        + newsletter("pl-warta")
        + cloud("pl-warta", "hala targowa,rada miasta,budżet,kupcy,Rynek,MZK,drogi,konsultacje")
    )
    style = (
        ".indented{margin-left:30px}.comment{border-bottom:1px solid #eee;padding:6px 0;overflow:hidden}.comment-picture{float:left;margin-right:8px}"
        ".submitted p{margin:0;font-size:11px}.commenter-name{font-weight:bold}.comment-permalink{display:none}.links.inline{list-style:none;padding:0;font-size:11px}"
        ".pager{list-style:none;padding:0}.pager li{display:inline;margin-right:6px}.element-invisible{position:absolute;clip:rect(1px,1px,1px,1px)}"
        ".comment-by-node-author{background:#fbf1f1}"
    )
    piece = Piece(
        "Hala targowa do rozbiórki. Kupcy: „Nikt nas nie pytał”",
        "Anna Woźniak",
        "2012-11-16T15:20:00+01:00",
        "pt., 16/11/2012 - 15:20",
        """
Prezydent miasta przedstawił w czwartek projekt budżetu na 2013 rok. Jest w nim 1,2 mln zł na rozbiórkę hali targowej przy ul. Kolejowej i przygotowanie terenu pod nowe targowisko z parkingiem podziemnym.

Na czas budowy kupcy mają przenieść się do tymczasowego pawilonu na placu Wojewódzkim. – Nowa hala ma być gotowa w 2015 roku – zapowiada wiceprezydent odpowiedzialny za inwestycje.

Kupcy są zaskoczeni. – Dowiedzieliśmy się z gazety. Nikt nas nie pytał, ile zapłacimy za metr w pawilonie ani czy w ogóle przetrwamy rok przeprowadzki – mówi jedna z handlujących od lat sprzedawczyń.

Radni zagłosują nad budżetem na sesji 29 listopada.
""",
        dek="W projekcie budżetu na 2013 rok jest 1,2 mln zł na rozbiórkę hali przy ul. Kolejowej. Kupcy dowiedzieli się o tym z mediów.",
        section="Wiadomości",
        tags=("hala targowa", "budżet", "kupcy"),
        caption="Hala targowa przy ul. Kolejowej. Fot. A. W.",
    )
    return case(
        "cx-pl-drupal",
        "discussion",
        "pl-warta",
        piece,
        Bits(after=after, side=side, style=style, body_cls="node-type-article"),
        seeds,
        path="/wiadomosci/hala-targowa-do-rozbiorki",
        container="div#comments.comment-wrapper",
        heading="Komentarze (17)",
        description="A Drupal-like city portal: page 1 of 2 of 17 comments (the 10 on this page in the truth), "
        "threads by div.indented siblings (3 levels), guests as 'NAME (niezweryfikowany)', the newsroom's answer, "
        "'pt., 16/11/2012 - 21:37', 'odpowiedz'; a pager to page 2 (not served); most read, poll, related, newsletter, tag cloud",
    )


def slug_user(name: str) -> str:
    return "".join(ch.lower() if ch.isalnum() else "-" for ch in name).strip("-")


def ru_platform() -> Case:
    seeds = thread("""
Сергей_Н @ 12 марта 2013, 14:05 :: Живу на Трудовой, 17. Снег с крыши не убирали с декабря, вчера глыба упала прямо на детскую площадку, слава богу, никого не было. Звонил в управляющую компанию три раза, каждый раз обещают «на этой неделе».
  Ольга Петровна @ 12 марта 2013, 14:32 :: У нас на Трудовой, 21 та же история. Пишите коллективную жалобу в жилинспекцию, по одному звонку они ничего делать не будут. Мы так в прошлом году добились.
    Сергей_Н @ 12 марта 2013, 15:10 :: Спасибо, а образец где-нибудь есть? Или просто в свободной форме?
      Ольга Петровна @ 12 марта 2013, 15:48 :: В свободной форме, но обязательно адрес, даты звонков и подписи с номерами квартир. Могу занести вам наш, если скажете номер подъезда.
Гость @ 12 марта 2013, 16:20 :: А что вы хотели, зарплата у дворника девять тысяч. Кто за такие деньги полезет на крышу пятиэтажки?
  vitaly38 @ 12 марта 2013, 17:01 :: Так дворник и не должен лезть, для этого есть промышленные альпинисты, и УК за это берёт деньги в квартплате. Отдельной строкой, между прочим.
Марина К. @ 13 марта 2013, 8:44 :: Сегодня утром на Ленина у почты тротуар вообще не чищен, с коляской пришлось идти по проезжей части. Мэрия каждую зиму удивляется, что выпал снег.
Андрей @ 13 марта 2013, 11:15 :: Фото глыбы на площадке выложил в группе нашего района, там уже двести репостов. Может, хоть так зашевелятся.
""")
    votes = [(23, 1), (15, 0), (4, 0), (9, 0), (2, 17), (19, 1), (12, 0), (8, 2)]

    def item(i: int, s: Seed, sub: str) -> str:
        pid = 771045 + i * 29
        who = (
            f'<span class="obs-guest">{esc(s.author)}</span>'
            if s.author == "Гость"
            else f'<a class="obs-name" href="https://obsuzhdalka.example/u/{pid}" rel="nofollow">{esc(s.author)}</a>'
        )
        up, down = votes[i]
        rating = up - down
        return (
            f'<div class="obs-item" id="obs-{pid}" data-id="{pid}"><div class="obs-ava"><img src="/_avatar/r{i}.svg" alt="" width="36" height="36"></div>'
            f'<div class="obs-main"><div class="obs-top">{who} <span class="obs-time">{esc(s.when)}</span>'
            f'<span class="obs-rate"><a class="obs-up" href="#">▲</a> <b>{rating:+d}</b> <a class="obs-down" href="#">▼</a></span></div>'
            f'<div class="obs-msg">{paras(s.text)}</div><div class="obs-act"><a href="#" class="obs-reply">Ответить</a></div></div>'
            + (f'<div class="obs-kids">{sub}</div>' if sub else "")
            + "</div>"
        )

    def wrap(items: str, depth: int) -> str:
        return items

    after = (
        '<div id="obs-root" class="obs-widget"><div class="obs-head"><span class="obs-count">Обсуждение (8)</span>'
        '<span class="obs-sort">Сначала: <b>старые</b> · <a href="#">новые</a> · <a href="#">популярные</a></span></div>'
        '<div class="obs-login">Войти через: <a href="#">ВКонтакте</a> · <a href="#">Одноклассники</a> · <a href="#">Facebook</a> · <a href="#">Mail.ru</a></div>'
        '<div class="obs-form"><textarea placeholder="Ваше мнение..."></textarea><button type="button">Отправить</button></div>'
        f'<div class="obs-list">{tree(seeds, item, wrap)}</div>'
        '<div class="obs-powered"><a href="https://obsuzhdalka.example/">Обсуждалка</a> — виджет мнений для сайтов</div></div>'
        '<script src="https://obsuzhdalka.example/widget/v2.js" async></script>'
    )
    side = (
        most_read(
            "ru-angara",
            """
Новоангарск: глыба льда упала на детскую площадку | 8 915
Цены на бензин снова выросли | 6 230
В выходные ожидается до минус 25 | 4 471
Хоккей с мячом: «Сибиряк» вышел в полуфинал | 2 008
""",
        )
        + poll(
            "ru-angara", "Как в вашем дворе убирают снег?", "Хорошо | 9\nПлохо | 54\nВообще не убирают | 37"
        )
        + related(
            "ru-angara",
            (
                "Жилинспекция проверит три управляющие компании",
                "Мэр поручил очистить крыши до 20 марта",
                "Как пожаловаться на управляющую компанию",
            ),
        )
        + newsletter("ru-angara")
        + cloud("ru-angara", "ЖКХ,снег,управляющие компании,мэрия,дороги,Новоангарск,погода,жилинспекция")
    )
    style = (
        ".obs-widget{margin-top:20px;border-top:2px solid #1b4f72}.obs-head{overflow:hidden;padding:6px 0}.obs-count{font-weight:bold;font-size:16px}.obs-sort{float:right;font-size:11px}"
        ".obs-login,.obs-powered{font-size:11px;color:#888}.obs-form textarea{width:100%;height:50px}.obs-item{padding:6px 0;border-top:1px solid #eee;overflow:hidden}"
        ".obs-ava{float:left;margin-right:8px}.obs-main{overflow:hidden}.obs-kids{margin-left:44px}.obs-name,.obs-guest{font-weight:bold}.obs-time{color:#999;font-size:11px}"
        ".obs-rate{float:right;font-size:11px}.obs-act{font-size:11px}"
    )
    piece = Piece(
        "Новоангарск: глыба льда упала на детскую площадку",
        "Дарья Соколова",
        "2013-03-12T11:40:00+09:00",
        "12 марта 2013, 11:40",
        """
Во вторник вечером с крыши пятиэтажного дома на улице Трудовой сорвалась глыба снега и льда и упала на детскую площадку во дворе. Никто не пострадал: по словам жильцов, в этот момент на площадке никого не было.

Жители дома утверждают, что с декабря несколько раз обращались в управляющую компанию с просьбой очистить крышу. В компании корреспонденту «Новостей Приангарья» сообщили, что работы запланированы «в порядке очереди» и будут выполнены до конца недели.

В мэрии напомнили, что ответственность за очистку кровель несут управляющие компании, и пообещали передать информацию в жилищную инспекцию.
""",
        dek="Жильцы дома на Трудовой три месяца просили очистить крышу.",
        section="Общество",
        tags=("ЖКХ", "снег", "управляющие компании"),
        caption="Двор дома на улице Трудовой. Фото читателя",
    )
    return case(
        "cx-ru-platform",
        "discussion",
        "ru-angara",
        piece,
        Bits(
            after=after,
            side=side,
            style=style,
            ticker=ticker(
                "Коротко",
                "14:20 | На Байкальском тракте ограничат движение\n13:05 | В городе откроют еще два катка",
            ),
        ),
        seeds,
        path="/obshchestvo/2013/03/12/glyba-lda-upala-na-detskuyu-ploshchadku/",
        container="div#obs-root div.obs-list",
        heading="Обсуждение (8)",
        description="A hosted comment platform's server-printed thread: 8 comments nested in div.obs-kids (4 levels), "
        "ratings with ▲/▼, a guest 'Гость', social login bar, sort menu, 'Ответить', '12 марта 2013, 14:05'; most "
        "read, poll, related, newsletter, tag cloud, ticker",
    )
