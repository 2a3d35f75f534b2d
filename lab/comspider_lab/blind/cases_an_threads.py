"""Blind set AN: six hand-built discussions (readers' comments on this article) in the served HTML, each in a place
other than "a block after the article": a right-hand column beside the article (pt), the second tab panel of the
article (ka), right before the related teasers (pl), between the last paragraph and the tags without a heading (ca),
rows of an older CMS's layout table (ru), after a long footer-like block of links (en). Every class name, name, place
and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_an_common import Case, K, Parts, Story, esc, make, nest, paras, seeds, thread


def pt_aside() -> Case:
    ks = thread("""
Cláudia Rezende | 18/09/2019 às 08h12 | - | - | Finalmente! Quem pega ônibus na praça sabe o que é esperar na chuva sem cobertura nenhuma.
Seu Dito do Bar | 18/09/2019 às 08h40 | 0 | - | E os comerciantes da praça, como ficam? Metade do meu movimento é de quem espera o ônibus.
Cláudia Rezende | 18/09/2019 às 09h05 | 1 | - | Seu Dito, o terminal novo fica a duas quadras. O senhor vai continuar vendendo o pão de queijo de sempre.
Marcos V. | 18/09/2019 às 10h31 | - | - | Dezoito meses de obra em ano de eleição. Quero ver sair antes de 2021.
Luana Pacheco | 18/09/2019 às 12h02 | - | - | Vai ter bicicletário? Muita gente da Vila Nova vem de bicicleta até a praça e deixa presa no poste.
Reginaldo | 18/09/2019 às 14h47 | 4 | - | Está no projeto, Luana. Vi a planta na audiência pública, são quarenta vagas cobertas.
Tia Nena | 18/09/2019 às 19h20 | - | - | Tomara que coloquem banheiro. Só isso que eu peço.
Fábio Alcântara | 19/09/2019 às 07h55 | - | - | Boa matéria. Faltou dizer se as linhas intermunicipais também vão sair da praça ou se continuam lá.
""")

    def item(i: int, k: K, sub: str) -> str:
        return (
            f'<li class="lt-item" id="lt-{301 + i}"><p class="lt-cab"><b class="lt-nome">{esc(k.name)}</b> '
            f'<span class="lt-data">{esc(k.when)}</span></p>{paras(k.text, cls="lt-txt")}'
            f'<p class="lt-acoes"><a href="#lt-form">Responder</a> · <a href="/denunciar">Denunciar</a></p>{sub}</li>'
        )

    box = (
        '<section class="lt-caixa"><h2>Leitores opinam (8)</h2><ul class="lt-lista">'
        + nest(ks, item, lambda s: f'<ul class="lt-resp">{s}</ul>')
        + '</ul><form id="lt-form" action="/opinar" method="post"><textarea name="t" rows="3"></textarea>'
        '<button type="submit">Enviar</button></form></section>'
    )
    st = Story(
        "Prefeitura assina ordem de serviço do novo terminal rodoviário",
        "Por Adriana Lemos",
        "2019-09-17T17:30:00-03:00",
        "17/09/2019 17h30",
        """
A Prefeitura da Serrinha assinou nesta terça-feira a ordem de serviço para a construção do novo terminal de ônibus urbano, na Rua dos Tropeiros, a duas quadras da Praça da Matriz.

A obra está orçada em R$ 4,2 milhões e tem prazo de dezoito meses. O terminal terá doze plataformas cobertas, bilheteria, sanitários e uma sala de espera.

Segundo a Secretaria de Obras, as linhas urbanas deixarão a praça assim que o terminal for inaugurado. A situação das linhas intermunicipais ainda será discutida com o Estado.
""",
        lead="Obra de R$ 4,2 milhões deve tirar os ônibus da Praça da Matriz até 2021.",
        section="Cidade",
        related=(
            "Câmara aprova novo plano diretor",
            "Feira do produtor muda de dia",
            "Ponte do Ribeirão é interditada",
        ),
        tags=("terminal", "transporte", "obras"),
    )
    return make(
        "an-pt-coluna-lateral",
        "discussion",
        "pt-serrinha",
        st,
        Parts(aside=box),
        seeds(ks),
        path="/cidade/novo-terminal-rodoviario-ordem-de-servico",
        container="aside.gz-side (the right column beside the article, after 'Mais lidas'): section.lt-caixa h2 'Leitores opinam (8)', ul.lt-lista > li.lt-item (b.lt-nome, span.lt-data, p.lt-txt, 'Responder · Denunciar'); replies in ul.lt-resp, three levels; a form",
        heading="Leitores opinam (8)",
        description="A Brazilian town paper of 2019: 8 readers' comments in the right-hand column beside the article, under the 'most read' list; replies up to three levels; times '18/09/2019 às 08h12'.",
    )


def ka_tab() -> Case:
    ks = thread("""
ნინო ბერიძე | 12.05.2021 14:05 | - | - | როგორც იქნა! ზამთარში სოფელში ექიმიც ვერ ამოდიოდა.
გიორგი მ. | 12.05.2021 15:30 | - | - | ასფალტი კარგია, მაგრამ მოაჯირები სად არის? ხევთან ძალიან საშიში მოსახვევია.
ლევან ქავთარაძე | 12.05.2021 16:12 | - | - | ჩემი ბაბუა ამ გზაზე ოცდაათი წელი დადიოდა ცხენით. ახლა შვილიშვილი ავტობუსით ივლის. მადლობა ყველას, ვინც იმუშავა.
თამარი | 12.05.2021 18:44 | - | - | ავტობუსი დღეში რამდენჯერ ივლის? სტატიაში მხოლოდ ზაფხულის განრიგია.
დათო ჩხეიძე | 13.05.2021 09:01 | - | - | ორი წელი გვპირდებოდნენ. მთავარია, მომავალ გაზაფხულზე ისევ არ ჩამოიშალოს.
მანანა | 13.05.2021 11:26 | - | - | ხვალ პირველად ავალთ დედასთან მანქანით. ძალიან გამიხარდა.
""")
    items = "".join(
        f'<div class="azri-erteuli"><p class="azri-tavi"><span class="azri-avtori">{esc(k.name)}</span> '
        f'<span class="azri-dro">{esc(k.when)}</span></p>{paras(k.text, cls="azri-teksti")}</div>'
        for k in ks
    )
    panel = (
        f'<div class="azri-bloki"><p class="azri-shenishvna">მკითხველთა აზრი არ ემთხვევა რედაქციის პოზიციას.</p>{items}'
        '<form action="/azri" method="post"><textarea name="t"></textarea><button type="submit">გაგზავნა</button></form></div>'
    )
    st = Story(
        "მთის გზა ზემო ხევამდე ოთხი წლის შემდეგ კვლავ გაიხსნა",
        "ეკა ლომიძე",
        "2021-05-11T19:00:00+04:00",
        "11.05.2021",
        """
ზემო ხევისკენ მიმავალი თორმეტკილომეტრიანი გზა, რომელიც 2017 წლის მეწყერის შემდეგ ნაწილობრივ ჩაკეტილი იყო, ორშაბათს ოფიციალურად გაიხსნა.

სამუშაოები ორ ეტაპად ჩატარდა. გზას ახალი საფარი და სანიაღვრე არხები მოეწყო, ხოლო მეწყერსაშიშ მონაკვეთზე საყრდენი კედელი აშენდა.

მუნიციპალიტეტის ინფორმაციით, ზაფხულის განმავლობაში სოფელში ავტობუსი დღეში ორჯერ ივლის.
""",
        section="რეგიონი",
        related=("სკოლას ახალი სპორტული დარბაზი აქვს", "ყველის ფესტივალი ივნისში", "წყლის გრაფიკი შეიცვალა"),
        tags=("გზა", "ზემო ხევი"),
    )
    return make(
        "an-ka-chanarti-meore",
        "discussion",
        "ka-mtiuleti",
        st,
        Parts(tabs=(("მკითხველთა აზრი (6)", panel),), tab_label="სტატია"),
        seeds(ks),
        path="/regioni/mtis-gza-zemo-khevamde",
        container="the article's second tab panel (div.tb-paneel#paneel-1 [hidden] beside the text's panel; tab button 'მკითხველთა აზრი (6)'): div.azri-bloki > div.azri-erteuli (span.azri-avtori, span.azri-dro, p.azri-teksti); flat; a form",
        heading="მკითხველთა აზრი (6)",
        description="A Georgian regional site of 2021: 6 flat readers' comments in the article's second tab panel, whose markup is in the served HTML (hidden until its tab is clicked); times '12.05.2021 14:05'.",
        check_steps=("click:#tab-1",),
    )


def pl_before_related() -> Case:
    ks = thread("""
Mama Zosi i Kuby | 3 czerwca 2016, 17:45 | - | - | Byliśmy dziś po południu, dzieci zachwycone. Tylko ławek dla rodziców mogłoby być więcej, są dwie na cały plac.
Krzysiek z Lipowej | 3 czerwca 2016, 18:20 | - | - | Nareszcie coś dla dzieci w tej części gminy. Do tej pory jeździliśmy aż do Brzozowa.
Halina W. | 3 czerwca 2016, 19:03 | - | - | Mieszkam naprzeciwko i już się boję, co będzie wieczorami. Mam nadzieję, że monitoring naprawdę zamontują, a nie tylko zapowiedzą.
tata_trojaczków | 3 czerwca 2016, 21:40 | - | - | Nawierzchnia bardzo dobra, miękka. Huśtawka typu „bocianie gniazdo” od razu oblegana.
Paweł Sroka | 4 czerwca 2016, 08:15 | - | - | A co z boiskiem obok? Bramki bez siatek od trzech lat.
Ewa | 4 czerwca 2016, 10:52 | - | - | Brakuje cienia. W upał zjeżdżalnia będzie gorąca jak patelnia, warto posadzić kilka drzew od strony południowej.
Radny Tomasz Lis | 4 czerwca 2016, 13:30 | - | - | Dziękuję za wszystkie uwagi. Ławki i drzewa zgłoszę na najbliższej sesji, na boisko są już zarezerwowane pieniądze w budżecie na przyszły rok.
""")
    items = "".join(
        f'<div class="wypowiedz"><div class="wyp-naglowek"><strong class="wyp-nick">{esc(k.name)}</strong>'
        f'<em class="wyp-data">{esc(k.when)}</em></div>{paras(k.text, cls="wyp-tresc")}'
        '<div class="wyp-linki"><a href="#odp">odpowiedz</a> <a href="/zglos">zgłoś</a></div></div>'
        for k in ks
    )
    block = (
        f'<section class="glosy-czytelnikow"><h3>Co sądzicie? (7)</h3>{items}'
        '<p class="wyp-dodaj"><a href="/dodaj-glos">Dodaj swoją opinię</a></p></section>'
    )
    st = Story(
        "Nowy plac zabaw przy szkole w Dębinie już otwarty",
        "Agnieszka Malec",
        "2016-06-03T12:00:00+02:00",
        "3 czerwca 2016",
        """
W piątek w Dębinie oficjalnie otwarto plac zabaw przy szkole podstawowej. Inwestycja kosztowała 186 tysięcy złotych, z czego połowę pokryła dotacja z programu wojewódzkiego.

Na placu stanęły huśtawki, zjeżdżalnia, zestaw do wspinaczki i karuzela dostosowana dla dzieci na wózkach. Teren jest ogrodzony, a nawierzchnia wykonana z bezpiecznego tworzywa.

Wójt zapowiedział, że jeszcze latem na placu zostanie zamontowany monitoring.
""",
        section="Gmina",
        related=("Remont drogi do Brzozowa", "Dożynki gminne w sierpniu", "Wyniki rekrutacji do przedszkola"),
        tags=("Dębina", "plac zabaw", "inwestycje"),
    )
    return make(
        "an-pl-przed-powiazanymi",
        "discussion",
        "pl-kamionka",
        st,
        Parts(before_related=block),
        seeds(ks),
        path="/gmina/plac-zabaw-debina-otwarty",
        container="right after the article and before the grid of related teasers: section.glosy-czytelnikow h3 'Co sądzicie? (7)', div.wypowiedz (strong.wyp-nick, em.wyp-data, p.wyp-tresc, 'odpowiedz zgłoś'); flat",
        heading="Co sądzicie? (7)",
        description="A Polish municipal portal of 2016: 7 flat readers' comments right after the article, before its related-links grid; a councillor's answer among them; times '3 czerwca 2016, 17:45'.",
    )


def ca_inside() -> Case:
    ks = thread("""
Rosa de cal Ferrer | 12/04/2014 · 21:16 | - | - | Quina alegria veure el safareig així. La meva mare hi rentava encara als anys seixanta i sempre explicava que era on s'assabentaven de tot el que passava al poble.
Jordi P. | 12/04/2014 · 22:03 | - | - | Molt ben explicat. No sabia que l'aigua venia de la mina de dalt.
Montse | 13/04/2014 · 09:47 | - | - | Hi ha fotos d'abans de la restauració? M'agradaria ensenyar-les als nens de l'escola.
Pere Vilaró | 13/04/2014 · 11:30 | - | - | Felicitats als voluntaris. Ara falta que l'Ajuntament posi un rètol explicant la història.
Anna M. | 14/04/2014 · 18:22 | - | - | Ahir hi vam passar amb la bici i ja hi havia gent fent-se fotos. Bona feina!
""")
    items = "".join(
        f'<div class="veu"><p class="veu-text">{esc(k.text)}</p><p class="veu-peu">— {esc(k.name)}, <span>{esc(k.when)}</span></p></div>'
        for k in ks
    )
    block = f'<div class="veus-del-poble">{items}<p class="veu-afegir"><a href="/respon">Respon a l\'entrada</a></p></div>'
    st = Story(
        "El safareig de la Font Vella torna a tenir aigua",
        "per Marta",
        "2014-04-12T10:00:00+02:00",
        "12 d'abril de 2014",
        """
Després de tres caps de setmana de feina, el grup de voluntaris de l'associació de veïns ha acabat de netejar i restaurar el safareig de la Font Vella, que feia més de vint anys que estava sec.

L'aigua arriba per una mina que surt del turó de Sant Roc. Només calia desembussar el canal i refer un tros de la paret que s'havia esfondrat.

El safareig es va construir el 1912 i, fins que van arribar les rentadores, era un dels llocs més concorreguts del poble.
""",
        section="Memòria",
        related=("La festa major de 1958", "Les eres del Pla", "El forn de la plaça"),
        tags=("safareig", "patrimoni", "voluntaris"),
    )
    return make(
        "an-ca-sense-titol-abans-etiquetes",
        "discussion",
        "ca-riudarenes",
        st,
        Parts(
            inside=block,
            css=".veu{border-left:3px solid #c9b98f;padding-left:10px;margin:12px 0}.veu-peu{font-size:13px;color:#888}",
        ),
        seeds(ks),
        path="/memoria/safareig-font-vella-torna-a-tenir-aigua",
        container="inside the post, between its last paragraph and its tag line, without any heading: div.veus-del-poble > div.veu (p.veu-text, then p.veu-peu '— name, <span>time</span>'); flat",
        heading=None,
        description="A Catalan village blog of 2014: 5 flat readers' comments between the post's last paragraph and its tags, with no heading; each the text first, then '— name, 12/04/2014 · 21:16'.",
    )


def ru_table() -> Case:
    ks = thread("""
Валентина Петровна | 14.11.2012 10:22 | - | - | Наконец-то! Раньше за справкой в Рыбное ездили, полдня теряли.
Сергей_З | 14.11.2012 11:05 | - | - | А почему приём только до 16:00? Работающим людям как быть?
дед Михаил | 14.11.2012 12:40 | - | - | Был вчера. Очереди нет, девушки вежливые. Но крыльцо без пандуса, на коляске не заехать.
Ольга Н. | 14.11.2012 14:18 | - | - | В субботу тоже работают? В статье про субботу ничего нет.
Андрей Климов | 14.11.2012 16:57 | - | - | Хорошее дело. Только бы не закрыли через год, как почту на Садовой.
Людмила | 15.11.2012 08:30 | - | - | Ольга, по субботам с 9 до 13, я звонила. Записываться не надо.
Гость из Рыбного | 15.11.2012 09:14 | - | - | Мы в Рыбном рады, у нас теперь очереди станут короче.
Виктор Сергеевич | 15.11.2012 13:02 | - | - | Интернет там будет? Хотелось бы оплачивать налоги прямо на месте через терминал.
Наталья Котова | 16.11.2012 19:45 | - | - | Отдала документы на пособие, обещали ответ через десять дней. Посмотрим, напишу потом.
Ирина | 17.11.2012 11:11 | - | - | Спасибо газете, что пишете о таких вещах. Об открытии я узнала только от вас.
""")
    trs = "".join(
        f'<tr class="otz-stroka"><td class="otz-kto" width="170"><b>{esc(k.name)}</b><br><small>{esc(k.when)}</small></td>'
        f'<td class="otz-tekst">{paras(k.text)}</td></tr>'
        for k in ks
    )
    block = (
        '<table class="otz-tablica" width="100%" cellpadding="6" cellspacing="1" border="0" bgcolor="#cccccc">'
        '<tr bgcolor="#e8edf3"><td colspan="2"><b>Отзывы читателей (10)</b></td></tr>'
        + trs
        + '<tr><td colspan="2"><a href="/otzyv/dobavit">Добавить отзыв</a></td></tr></table>'
    )
    st = Story(
        "В Заречном открылся центр госуслуг",
        "Тамара Веселова",
        "2012-11-13T09:00:00+04:00",
        "13.11.2012",
        """
В понедельник на улице Ленина, 14, в здании бывшего детского сада, открылся центр предоставления государственных услуг. Теперь жителям района не нужно ездить в Рыбное за справками и документами.

В центре работают шесть окон. Здесь можно оформить субсидию, пособие, подать документы на регистрацию права собственности и получить выписки.

Центр работает с понедельника по пятницу с 8:00 до 16:00.
""",
        section="Новости",
        related=("Ремонт моста через Зайку", "Ярмарка выходного дня", "Итоги районной спартакиады"),
        tags=("госуслуги", "Заречный"),
    )
    return make(
        "an-ru-tablica-vyorstki",
        "discussion",
        "ru-zarechye",
        st,
        Parts(after=block),
        seeds(ks),
        path="/news/2012/11/tsentr-gosuslug-otkrylsya",
        container="inside the table-laid page's article cell, after the related links: table.otz-tablica, a header row 'Отзывы читателей (10)', then one tr.otz-stroka per comment (td.otz-kto: b name, br, small time; td.otz-tekst); flat",
        heading="Отзывы читателей (10)",
        description="A Russian district weekly of 2012 on an older CMS laid out in one table: 10 flat readers' comments as rows of a table in the article cell; times '14.11.2012 10:22'.",
    )


def en_after_furniture() -> Case:
    ks = thread("""
Marjorie Fenwick | 22 July 2013 at 19:02 | - | - | The stoppage is a nuisance but those gates were older than I am, and I am not young. Thank you for the photographs of the dry chamber, I've walked past that lock for forty years and never seen the bottom of it.
Dev | 22 July 2013 at 20:15 | - | - | Does anyone know if the towpath stays open? I cycle it to work.
Hollowmere Notes | 22 July 2013 at 20:41 | 1 | au | It does, Dev, except for two days in the first week when the crane is in. They'll put signs up at both bridges.
Dev | 22 July 2013 at 21:00 | 2 | - | Perfect, thanks.
Len Oakes | 23 July 2013 at 08:37 | - | - | Spare a thought for the boaters stuck above the lock for six weeks. Two of my neighbours on the moorings had planned their summer around going south.
Clare B. | 23 July 2013 at 09:50 | 4 | - | They were warned in March, Len. It was in the stoppage notices and on the noticeboard at the pub.
Len Oakes | 23 July 2013 at 12:14 | 5 | - | Warned, yes. Doesn't make it less of a nuisance for them. // Anyway I'll be down there with a flask watching the crane, wouldn't miss it.
Pip | 24 July 2013 at 16:28 | - | - | Fish rescue volunteers are needed on the first morning, if anyone reading this fancies wading about in waders at 7am.
Tomasz | 25 July 2013 at 18:05 | - | - | Went to look today. The old gates are lying on the bank and you can see the carpenter's marks on the oak. Somebody should save a piece for the village hall.
""")

    def item(i: int, k: K, sub: str) -> str:
        au = k.has("au")
        return (
            f'<li class="comment{" bypostauthor" if au else ""}" id="comment-{4410 + i}"><div class="comment-body">'
            f'<div class="comment-author"><img src="/_avatar/hm-{i}.svg" alt="" width="32" height="32"> <span class="fn">{esc(k.name)}</span></div>'
            f'<div class="comment-meta"><a href="#comment-{4410 + i}">{esc(k.when)}</a></div>{paras(k.text)}'
            f'<div class="reply"><a href="?replytocom={4410 + i}#respond">Reply</a></div></div>{sub}</li>'
        )

    block = (
        '<div id="comments" class="comments-area"><h3 class="comments-title">9 thoughts on &ldquo;The lock gates come out on Monday&rdquo;</h3>'
        '<ol class="commentlist">'
        + nest(ks, item, lambda s: f'<ul class="children">{s}</ul>')
        + '</ol><div id="respond"><h3>Have your say</h3><form action="/post-reply" method="post"><textarea name="t" rows="6"></textarea>'
        '<p><input name="author" placeholder="Name"> <input name="email" placeholder="Email"></p><button type="submit">Post</button></form></div></div>'
    )
    st = Story(
        "The lock gates come out on Monday",
        "posted by Hollowmere Notes",
        "2013-07-22T08:30:00+01:00",
        "22 July 2013",
        """
From Monday the canal will be closed between the swing bridge and the top of the flight while the Trust replaces both pairs of gates at Lock 14. The stoppage is booked for six weeks.

The chamber was drained last week and I was lucky enough to be allowed down the ladder. The brickwork at the bottom is in better shape than anyone expected; the gates are not. The bottom pair have been leaking like a sieve since at least 2009.

The new gates were made in oak at the Trust's yard and will arrive on a lorry. A crane will lift the old ones out on the first Tuesday, which should be worth watching from the pub garden.
""",
        section="Canal",
        related=("The swing bridge sticks again", "Allotment show results", "Who planted the sunflowers?"),
        tags=("canal", "lock 14", "stoppage"),
    )
    return make(
        "an-en-after-the-furniture",
        "discussion",
        "en-hollowmere",
        st,
        Parts(
            furniture=True,
            after_furniture=f'<div class="pb-late">{block}</div>',
            css=".pb-late{max-width:760px;margin:0 auto;padding:20px}",
        ),
        seeds(ks),
        path="/canal/lock-gates-come-out-on-monday",
        container="after the page's long footer-like block of links (site map, friends of the blog, about), outside the post's columns, before the copyright line: div#comments.comments-area h3 '9 thoughts on “…”', ol.commentlist > li.comment > div.comment-body (span.fn, comment-meta link, paragraphs, Reply); replies in ul.children, three levels; a form",
        heading="9 thoughts on “The lock gates come out on Monday”",
        description="An English village blog of 2013: 9 readers' comments placed after a long footer-like block of links, far below the post; the blog's own answer among them; replies up to three levels; a two-paragraph comment.",
    )


def threads_an() -> list[Case]:
    return [pt_aside(), ka_tab(), pl_before_related(), ca_inside(), ru_table(), en_after_furniture()]
