"""Blind set BO: seven more hand-built discussions in kept and passed-on copies: a "text only" edition whose
comments are on a text-only page of their own (pl); a partner site's copy keeping the original's comments behind a
button (pt); an archived page whose own script still draws the forum-style thread from the JSON the archive kept
(ru); a text-only edition with the readers' opinions as bare paragraphs and "└" replies (ko); a saved page whose
tab script still shows a forum-style thread (nl); a saved page whose comment frame was saved as a file in the
``_dosyalar`` folder (tr); archived talkbacks whose bodies open when the title is clicked (he). Every class name,
name, place and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_bo_common import Case, Line, case, esc, kids, nest, ptext, seeds, talk
from comspider_lab.blind.content_bo import SITES_BO
from comspider_lab.blind.layout_bo import PartsBO, StoryBO, arc, mirror, rewrite, saved, text_only


def pl_text_pages() -> Case:
    cs = talk("""
Zbyszek z Zarzecza ~ 14.09.2010, 08:12 ~ . ~ . ~ Trzeci raz w ciągu pięciu lat remontują ten most. Ciekawe, ile tym razem wytrzyma.
mieszkanka ~ 14.09.2010, 08:40 ~ 0 ~ . ~ Tym razem wymieniają całe przęsło, a nie tylko asfalt. Jest różnica.
Zbyszek z Zarzecza ~ 14.09.2010, 09:02 ~ 1 ~ . ~ Obyś miała rację.
Halina W. ~ 14.09.2010, 09:15 ~ . ~ . ~ A jak mają dojechać dzieci do szkoły w Lesznej? Objazd przez Dębowo to dodatkowe 14 kilometrów, a autobus szkolny już teraz się spóźnia.
Redakcja ~ 14.09.2010, 11:30 ~ 3 ~ . ~ Pani Halino, zapytaliśmy gminę. Od poniedziałku będzie jeździł dodatkowy autobus szkolny przez Dębowo, o 7.05 spod kościoła.
Halina W. ~ 14.09.2010, 12:01 ~ 4 ~ . ~ Dziękuję, przekażę innym rodzicom.
Marek Sz. ~ 14.09.2010, 13:44 ~ . ~ . ~ Kładka dla pieszych zostaje otwarta? W artykule nic o tym nie ma.
wędkarz ~ 14.09.2010, 14:20 ~ 6 ~ . ~ Zostaje, byłem tam wczoraj, tylko ją ogrodzili z jednej strony.
Ryszard ~ 14.09.2010, 17:05 ~ . ~ . ~ Most budował mój dziadek w 1958 roku. Szkoda, że nikt nie pomyślał o tablicy pamiątkowej.
Ania ~ 14.09.2010, 19:31 ~ 8 ~ . ~ Piękny pomysł, panie Ryszardzie. Może warto napisać do rady gminy?
Tadeusz Kowalik ~ 15.09.2010, 06:58 ~ . ~ . ~ Termin do końca listopada jest nierealny. Przed zimą nie skończą, zobaczycie.
""")
    site = SITES_BO["pl-wierzb"]
    path = "/tekst/region/most-na-wierzbnicy"
    cpath = path + "-komentarze"

    def item(i: int, c: Line, sub: str) -> str:
        return (
            f'<p><a name="k{880 + i}"></a><b>{esc(c.who)}</b> [{esc(c.at)}]<br>'
            + "<br>".join(esc(p) for p in c.body.split("\n\n"))
            + f"</p>{sub}"
        )

    words = {"edition": "wersja tekstowa", "graphic": "wersja graficzna", "top": "do góry"}
    body = nest(cs, item, lambda s: f"<blockquote>{s}</blockquote>")
    st = StoryBO(
        "Most na Wierzbnicy zamknięty do końca listopada",
        "(mk)",
        "2010-09-13T16:00:00+02:00",
        "13.09.2010",
        """
Od wtorku most na Wierzbnicy w ciągu drogi powiatowej z Zarzecza do Lesznej jest zamknięty dla ruchu. Wykonawca wymieni jedno z przęseł i nawierzchnię. Prace mają potrwać do końca listopada.

Objazd dla samochodów prowadzi przez Dębowo. Kładka dla pieszych obok mostu ma pozostać otwarta. Gmina zapowiada zmiany w kursowaniu autobusu szkolnego.
""",
    )
    link = f'<p><a href="{cpath}">Komentarze czytelników ({len(cs)}) »</a> | <a href="/tekst/listy/">Napisz do redakcji</a></p>'
    page = text_only(site, st, PartsBO(inside=link), words, "/tekst/")
    cst = StoryBO(
        "Komentarze: Most na Wierzbnicy zamknięty do końca listopada",
        "",
        st.iso,
        f"{len(cs)} komentarzy, od najstarszych",
        "Dyskusja pod artykułem. Komentarze wyrażają opinie ich autorów.",
    )
    cpage = text_only(
        site,
        cst,
        PartsBO(
            inside=f'<p>« <a href="{path}">wróć do artykułu</a></p><hr>{body}'
            '<hr><p>Dodawanie komentarzy jest możliwe w <a href="/">wersji graficznej</a>.</p>'
        ),
        words,
        "/tekst/",
    )
    return case(
        "bo-pl-tekstowa-komentarze",
        "discussion",
        "pl-wierzb",
        page,
        seeds(cs),
        path=path,
        reveal="separate page: the text-only article links 'Komentarze czytelników (11) »' to a text-only comments page",
        container="the comments page's body: each comment a <p> (b NAME, [date], <br>-separated text), replies in "
        "<blockquote> after their parent's <p>, no class anywhere",
        heading=None,
        description="A Polish regional paper's text-only edition of 2010 (bracketed section links, rules, no style): "
        f"the article links to a text-only comments page holding {len(cs)} comments, replies nested in blockquotes "
        "(two levels in one chain), the newsroom answering once.",
        files={cpath: cpage},
        comments_page=cpath,
        check_steps=(f"click:a[href='{cpath}']", "wait:500"),
    )


def pt_mirror_button() -> Case:
    cs = talk("""
Rosângela Pires ~ 21/08/2017 às 09:14 ~ . ~ . ~ Estudei nessa escola de 1979 a 1983. A professora Dirce dava aula para quatro séries na mesma sala, e todo mundo aprendia.
Valdir ~ 21/08/2017 às 09:40 ~ 0 ~ . ~ Dona Dirce! Ela ainda mora na estrada da Cachoeira, fez noventa anos em março.
Rosângela Pires ~ 21/08/2017 às 10:05 ~ 1 ~ . ~ Que notícia boa, vou visitar.
Pai de aluno ~ 21/08/2017 às 10:22 ~ . ~ . ~ Meu filho vai ter que acordar às cinco para pegar o ônibus até a cidade. Ninguém da secretaria veio conversar com as famílias antes de decidir.
Jornal do Vale Verde ~ 21/08/2017 às 12:10 ~ 3 ~ staff ~ A secretaria de Educação informou que haverá uma reunião com as famílias na quinta, às 19h, no salão da igreja. Vamos acompanhar.
Pai de aluno ~ 21/08/2017 às 12:48 ~ 4 ~ . ~ Obrigado. Vamos estar lá em peso.
Cláudia M. ~ 21/08/2017 às 14:03 ~ . ~ . ~ Nove alunos não sustentam uma escola, infelizmente. Mas o prédio podia virar biblioteca ou posto de saúde, e não ficar abandonado.
Sebastião Rocha ~ 21/08/2017 às 15:30 ~ 6 ~ . ~ Concordo. O posto mais perto fica a 18 km.
Lurdes ~ 22/08/2017 às 07:12 ~ . ~ . ~ O ipê na frente da escola foi plantado pela minha turma em 1986. Espero que pelo menos ele fique.
Gilberto Fonseca ~ 22/08/2017 às 08:55 ~ . ~ . ~ Parabéns pela reportagem, pouca gente lembra que essas escolinhas existem.
""")
    site = SITES_BO["pt-eco"]

    def item(i: int, c: Line, sub: str) -> str:
        tag = ' <em class="ev-selo">equipe do jornal</em>' if c.mark("staff") else ""
        return (
            f'<article class="ev-op" id="op-{2210 + i}"><header><strong>{esc(c.who)}</strong>{tag} <small>{esc(c.at)}</small></header>'
            f"{ptext(c.body)}{sub}</article>"
        )

    block = (
        '<div class="ev-original"><p class="ev-aviso">Esta página reproduz também os comentários feitos pelos leitores no site do Jornal do Vale Verde.</p>'
        f'<button type="button" id="ev-ver" aria-expanded="false">Ver os {len(cs)} comentários do texto original</button>'
        f'<section id="ev-comentarios" hidden><h3>Comentários no Jornal do Vale Verde</h3>'
        + nest(cs, item, lambda s: f'<div class="ev-respostas">{s}</div>')
        + "</section></div>"
        "<script>document.getElementById('ev-ver').addEventListener('click',function(){var s=document.getElementById('ev-comentarios');"
        "s.hidden=!s.hidden;this.setAttribute('aria-expanded',String(!s.hidden));});</script>"
    )
    css = (
        ".ev-original{margin-top:20px;border-top:1px solid #ccc;padding-top:10px}#ev-ver{background:#2e7d32;color:#fff;border:0;padding:8px 14px;cursor:pointer}"
        ".ev-op{border-bottom:1px solid #eee;padding:8px 0}.ev-respostas{margin-left:30px}.ev-selo{background:#ffe082;font-style:normal;font-size:12px;padding:0 4px}"
    )
    st = StoryBO(
        "Escola rural da Cachoeira fecha as portas depois de 61 anos",
        "Da redação do Jornal do Vale Verde",
        "2017-08-20T18:00:00-03:00",
        "20/08/2017",
        """
A Escola Municipal da Cachoeira, na zona rural de Vale Verde, não vai reabrir no segundo semestre. Com apenas nove alunos matriculados, a secretaria de Educação decidiu transferir as crianças para a escola do centro.

O prédio, construído em 1956 por moradores da comunidade, teve turmas multisseriadas durante décadas. Os pais reclamam que não foram ouvidos e do tempo de viagem no ônibus escolar.
""",
    )
    w = {
        "origin": "Publicado originalmente no",
        "most": "Mais lidas no Eco Regional",
        "more": "Mais notícias da região",
        "rights": "Conteúdo reproduzido com autorização",
        "most_rows": "Chuva de granizo em Pedra Alta~12.408 leituras;Festa do peão tem nova data~8.930 leituras;Ponte da BR é liberada~7.115 leituras;Preço do café sobe~5.002 leituras",
        "more_rows": "Cooperativa inaugura armazém~;Vacinação nas escolas rurais~;Feira de sementes crioulas~",
    }
    page = mirror(
        site,
        st,
        PartsBO(after=block, css=css),
        w,
        "Jornal do Vale Verde",
        "http://jornalvaleverde.example/cidade/escola-rural-da-cachoeira-fecha",
    )
    return case(
        "bo-pt-espelho-botao",
        "discussion",
        "pt-eco",
        page,
        seeds(cs),
        path="/regioes/vale-verde/escola-rural-da-cachoeira-fecha",
        reveal="button: 'Ver os 10 comentários do texto original' shows a hidden section (its script works)",
        container="div.ev-original > section#ev-comentarios[hidden]: h3, article.ev-op (header: strong NAME, small date), "
        "replies in div.ev-respostas (two levels)",
        heading="Comentários no Jornal do Vale Verde",
        description="A Brazilian partner site's copy (2017) of another paper's story, with the partner's most-read list "
        f"with counts and link list and a box naming the original: the original's {len(cs)} readers' comments kept "
        "in the markup, hidden until 'Ver os 10 comentários do texto original' is clicked; the original's newsroom "
        "answers once.",
        static=True,
        check_steps=("click:#ev-ver",),
    )


def ru_archive_json() -> Case:
    cs = talk("""
Капитан_Сосновки ~ 21.08.2013 18:04 ~ . ~ posts=1204 ~ Паром ходит с 1962 года. Закроют — и половина Заречья будет ездить в райцентр через мост в Лыково, это сорок километров крюка.
Нина Аркадьевна ~ 21.08.2013 18:31 ~ 0 ~ posts=88 ~ Сорок три, я мерила по спидометру. И бензин не бесплатный.
Геннадий ~ 21.08.2013 19:10 ~ . ~ posts=412 ~ Администрация обещала построить понтонный мост ещё в 2009 году. Где он?
Олег Прохоров ~ 21.08.2013 19:42 ~ 2 ~ posts=35 ~ Деньги на понтон ушли на ремонт площади, это в отчёте за 2010 год, страница 12.
Геннадий ~ 21.08.2013 20:03 ~ 3 ~ posts=412 ~ Вот так всегда. Площадь красивая, а на работу не доехать.
паромщик ~ 21.08.2013 21:15 ~ . ~ posts=3 ~ Я на этом пароме двадцать два года. Двигатель в порядке, проблема в причале, его размыло весной. Отремонтировать причал дешевле, чем строить новый мост.
Заречные ведомости ~ 22.08.2013 09:20 ~ 5 ~ posts=2210,staff ~ Спасибо за комментарий. Мы отправили вопрос о ремонте причала в районную администрацию и опубликуем ответ.
Лена_З ~ 22.08.2013 10:48 ~ . ~ posts=17 ~ Дети в школу как будут добираться с первого сентября? Ответа в статье нет.
Нина Аркадьевна ~ 22.08.2013 11:20 ~ 7 ~ posts=88 ~ Говорят, пустят школьный автобус через Лыково. Выезжать в шесть утра.
Сергей Т. ~ 22.08.2013 13:55 ~ . ~ posts=240 ~ Подписал петицию в сельсовете, там уже больше трёхсот подписей. Приходите, лежит у секретаря.
""")
    site = SITES_BO["ru-zarech"]
    ts = "20130822151020"
    path = "/transport/2013/08/21/parom-sosnovka"
    data = {
        "topic": 4417,
        "posts": [
            {
                "pid": 90100 + i,
                "user": c.who,
                "count": int(c.mark("posts", "0")),
                "team": bool(c.mark("staff")),
                "date": c.at,
                "quote": None if c.up is None else {"pid": 90100 + c.up, "user": cs[c.up].who},
                "html": ptext(c.body),
            }
            for i, c in enumerate(cs)
        ],
    }
    json_url = rewrite(ts, site.host, "/api/forum/topic-4417.json")
    script = (
        "<script>(function(){var box=document.getElementById('zv-forum');"
        f"fetch('{json_url}').then(function(r){{return r.json();}}).then(function(d){{"
        "var h='';d.posts.forEach(function(p,k){"
        'h+=\'<table class="zv-post" id="p\'+p.pid+\'"><tr><td class="zv-user"><b class="zv-nick">\'+p.user+\'</b>\''
        "+(p.team?'<div class=\"zv-team\">Редакция</div>':'')+'<div class=\"zv-cnt\">Сообщений: '+p.count+'</div></td>'"
        "+'<td class=\"zv-msg\"><div class=\"zv-date\">#'+(k+1)+' · '+p.date+'</div>'"
        "+(p.quote?'<div class=\"zv-re\">Ответ на <a href=\"#p'+p.quote.pid+'\">сообщение '+p.quote.user+'</a></div>':'')"
        "+'<div class=\"zv-body\">'+p.html+'</div></td></tr></table>';});"
        "box.innerHTML=h;document.getElementById('zv-n').textContent=d.posts.length;});})();</script>"
    )
    block = (
        '<div class="zv-obsuzhdenie"><h3>Обсуждение на форуме (<span id="zv-n">…</span>)</h3>'
        '<div id="zv-forum"><p class="zv-wait">Загрузка сообщений…</p></div>'
        f'<p><a href="{rewrite(ts, site.host, "/forum/topic/4417")}">Перейти в тему на форуме</a></p></div>'
    )
    css = (
        ".zv-post{width:100%;border-collapse:collapse;border:1px solid #c8c8c8;margin:6px 0;font:13px Arial,sans-serif}"
        ".zv-user{width:150px;background:#eef1f5;vertical-align:top;padding:6px}.zv-msg{vertical-align:top;padding:6px}"
        ".zv-date{color:#888;font-size:11px}.zv-re{font-size:11px;color:#555}.zv-team{color:#b00;font-size:11px}.zv-cnt{color:#777;font-size:11px}"
    )
    st = StoryBO(
        "Паром через Сосновку могут закрыть после навигации",
        "Андрей Быстров",
        "2013-08-21T16:30:00+04:00",
        "21 августа 2013, 16:30",
        """
Районная администрация рассматривает закрытие паромной переправы через Сосновку после окончания навигации. Причина — размытый весенним паводком причал на заречной стороне.

Жителям Заречья в этом случае придётся ездить в райцентр через мост в Лыково. Школьников обещают возить автобусом. Решение должно быть принято до конца сентября.
""",
    )
    w = {
        "archive": "Сетевая кладовая",
        "count": "41 снимок страницы, 2012–2016",
        "captured": "Снимок от",
        "prev": "предыдущий",
        "next": "следующий",
        "prev_ts": "20130821190212",
        "next_ts": "20130901064417",
        "years": "2012:2,2013:19,2014:12,2015:6,2016:2",
        "hide": "скрыть панель",
        "missing": "[изображение не сохранено: parom-2013.jpg]",
    }
    rail = (
        f'<h4>Популярное</h4><ol><li><a href="{rewrite(ts, site.host, "/gorod/most")}">Ремонт моста в Лыково</a></li>'
        f'<li><a href="{rewrite(ts, site.host, "/obshchestvo/yarmarka")}">Ярмарка меда</a></li></ol>'
    )
    files = {json_url: json.dumps(data, ensure_ascii=False, indent=1)}
    page = arc(site, st, PartsBO(after=block, rail=rail, css=css, end=script), w, ts, path)
    return case(
        "bo-ru-arhiv-json",
        "discussion",
        "ru-zarech",
        page,
        seeds(cs),
        path=rewrite(ts, site.host, path),
        reveal="script: the archived page's own script still runs and fetches the forum topic's JSON, which the archive "
        "kept at its rewritten address, and draws the posts",
        container="div.zv-obsuzhdenie > div#zv-forum: one table.zv-post per post (td.zv-user: b.zv-nick, post count; "
        "td.zv-msg: '#n · date', 'Ответ на сообщение NAME', div.zv-body)",
        heading="Обсуждение на форуме (10)",
        description="A Russian local paper's article of 2013 as a web archive kept it the next day (toolbar, capture "
        f"strip, rewritten links): its forum-style thread of {len(cs)} posts drawn by the page's own script from the "
        "archived JSON, replies named only by 'Ответ на сообщение NAME' links (flat table per post, two levels in "
        "one chain), the paper answering once.",
        files=files,
        check_steps=("wait:1500",),
    )


def ko_text_only() -> Case:
    cs = talk("""
김순자 ~ 2016.11.08 10:12 ~ . ~ . ~ 시장 옥상 주차장 생기면 좋겠어요. 장 보고 무거운 봉지 들고 버스 정류장까지 걷는 게 제일 힘들어요.
박상인 ~ 2016.11.08 10:40 ~ 0 ~ . ~ 맞습니다. 저희 가게 손님들도 주차 때문에 대형마트로 간다고 하세요.
동네주민 ~ 2016.11.08 11:05 ~ . ~ . ~ 공사 기간에 상가 영업은 어떻게 하나요? 기사에 그 내용이 없네요.
달빛일보 편집국 ~ 2016.11.08 15:20 ~ 2 ~ . ~ 구청에 확인한 결과, 공사는 구역을 나눠 진행하며 영업은 계속할 수 있다고 합니다. 추가 취재해 보도하겠습니다.
이정호 ~ 2016.11.08 13:47 ~ . ~ . ~ 예산 42억이면 차라리 셔틀버스를 돌리는 게 낫지 않나요.
박상인 ~ 2016.11.08 14:02 ~ 4 ~ . ~ 셔틀은 예전에 한 번 했다가 이용객이 적어서 없어졌어요.
최미영 ~ 2016.11.09 08:30 ~ . ~ . ~ 옥상에서 보는 노을이 예쁠 것 같아요. 주차장 한쪽에 작은 쉼터도 만들어 주세요.
""")
    site = SITES_BO["ko-dalbit"]
    out = ""
    for c in cs:
        lead = "&nbsp;&nbsp;&nbsp;└ " if c.up is not None else "▶ "
        out += f"<p>{lead}{esc(c.who)} ({esc(c.at)})<br>{esc(c.body)}</p>\n"
    block = f"<p><b>독자 의견 ({len(cs)})</b></p>\n{out}<p>※ 의견 쓰기는 일반판에서 할 수 있습니다.</p>"
    st = StoryBO(
        "달빛시장 옥상에 주차장 120면… 2018년 완공 목표",
        "김도윤 기자",
        "2016-11-07T17:00:00+09:00",
        "입력 2016.11.07 17:00",
        """
구청은 달빛전통시장 건물 옥상에 120면 규모의 주차장을 짓는다고 7일 밝혔다. 사업비는 42억 원이며 2018년 완공이 목표다.

상인회는 주차 공간이 없어 손님이 줄었다며 환영했다. 구청은 공사 기간에도 시장 영업을 최대한 보장하겠다고 설명했다.
""",
    )
    page = text_only(
        site,
        st,
        PartsBO(after=block),
        {"edition": "텍스트 전용판", "graphic": "일반판 보기", "top": "맨 위로"},
        "/text/",
    )
    return case(
        "bo-ko-text-only",
        "discussion",
        "ko-dalbit",
        page,
        seeds(cs),
        path="/text/jiyeok/20161107-dalbit-sijang-jucha",
        reveal="on_load",
        container="after the article's rule: a bold <p> '독자 의견 (7)', then one bare <p> per comment ('▶ NAME (date)<br>"
        "text'), replies marked only by a leading '└' (no element, class or indentation of their own)",
        heading="독자 의견 (7)",
        description="A Korean daily's text-only edition of 2016 (monospace, bracketed links, rules): 7 readers' opinions "
        "as bare paragraphs, replies shown only by '└' after their parent, the newsroom answering once.",
        static=True,
    )


def nl_saved_forum_tab() -> Case:
    cs = talk("""
Klaas de Vries ~ 12-04-2011 14:22 ~ . ~ since=2008,posts=431 ~ Die dijk ligt er al sinds 1932 en is nooit doorgebroken. Waarom moeten er nu ineens zestig bomen weg?
Waterwolf ~ 12-04-2011 14:51 ~ 0 ~ since=2006,posts=1877 ~ Omdat de normen in 2006 zijn aangescherpt, Klaas. De dijk is niet slechter geworden, de eisen wel.
Klaas de Vries ~ 12-04-2011 15:10 ~ 1 ~ since=2008,posts=431 ~ Dat snap ik, maar dan nog: een damwand kan toch ook zonder kap?
Ingrid_P ~ 12-04-2011 16:03 ~ . ~ since=2010,posts=22 ~ Ik fiets daar elke dag naar mijn werk. Wordt het fietspad op de dijk tijdens de werkzaamheden afgesloten?
Het Polderblad ~ 12-04-2011 17:40 ~ 3 ~ since=2005,posts=5120,staff ~ Volgens het waterschap gaat het fietspad van juni tot oktober dicht. Er komt een omleiding via de Oostweg.
Ingrid_P ~ 12-04-2011 18:02 ~ 4 ~ since=2010,posts=22 ~ Bedankt, dat scheelt gelukkig niet veel.
Henk Bosma ~ 12-04-2011 19:25 ~ . ~ since=2009,posts=64 ~ Als boer aan de voet van de dijk ben ik blij dat er iets gebeurt. In 1998 stond ons erf blank.
Marijke ~ 13-04-2011 08:12 ~ 6 ~ since=2007,posts=310 ~ Dat weet ik nog, Henk. De hele Oostpolder heeft toen zandzakken gevuld.
Joop van Dam ~ 13-04-2011 10:48 ~ . ~ since=2011,posts=2 ~ De informatieavond is op 20 april in dorpshuis De Kolk, voor wie wil meepraten.
""")
    site = SITES_BO["nl-polder"]
    folder = "dijkversterking-oostpolder_bestanden"
    posts = ""
    for i, c in enumerate(cs):
        quote = ""
        if c.up is not None:
            p = cs[c.up]
            first = p.body.split(". ")[0].rstrip(".") + "."
            quote = f'<div class="pf-quote"><b>{esc(p.who)} schreef:</b><br>{esc(first)}</div>'
        team = '<div class="pf-rang">Redactie</div>' if c.mark("staff") else '<div class="pf-rang">Lid</div>'
        posts += (
            f'<table class="pf-bericht" id="b{7700 + i}"><tr><td class="pf-lid"><b>{esc(c.who)}</b>{team}'
            f'<div class="pf-info">Lid sinds: {c.mark("since")}<br>Berichten: {c.mark("posts")}</div></td>'
            f'<td class="pf-inhoud"><div class="pf-kop">Geplaatst: {esc(c.at)} <a href="#b{7700 + i}">#{i + 1}</a></div>'
            f'{quote}<div class="pf-tekst">{ptext(c.body)}</div></td></tr></table>'
        )
    block = (
        '<div class="pf-tabs"><ul class="pf-tabkoppen" role="tablist"><li><a href="#tab-artikel" role="tab" class="pf-aan">Artikel</a></li>'
        f'<li><a href="#tab-reacties" role="tab" id="pf-t2">Reacties ({len(cs)})</a></li><li><a href="#tab-fotos" role="tab">Foto\'s (4)</a></li></ul>'
        '<div class="pf-paneel" id="tab-artikel"><p>Lees hierboven het volledige artikel.</p></div>'
        '<div class="pf-paneel pf-uit" id="tab-reacties"><h3>Forum: Dijkversterking Oostpolder</h3>'
        f'{posts}<p class="pf-reageer">Reageren? <a href="http://polderblad.example/forum/login">Log in op het forum</a></p></div>'
        '<div class="pf-paneel pf-uit" id="tab-fotos"><p>Foto\'s zijn niet opgeslagen.</p></div></div>'
        "<script>document.querySelectorAll('.pf-tabkoppen a').forEach(function(a){a.addEventListener('click',function(e){e.preventDefault();"
        "document.querySelectorAll('.pf-paneel').forEach(function(p){p.classList.add('pf-uit');});"
        "document.querySelectorAll('.pf-tabkoppen a').forEach(function(x){x.classList.remove('pf-aan');});"
        "document.querySelector(a.getAttribute('href')).classList.remove('pf-uit');a.classList.add('pf-aan');});});</script>"
    )
    css = (
        ".pf-tabkoppen{display:flex;gap:4px;list-style:none;padding:0;border-bottom:2px solid #1b4f72}.pf-tabkoppen a{display:block;padding:6px 12px;background:#e3e8ec}"
        ".pf-tabkoppen a.pf-aan{background:#1b4f72;color:#fff}.pf-uit{display:none}.pf-bericht{width:100%;border:1px solid #aab;margin:6px 0;border-collapse:collapse}"
        ".pf-lid{width:140px;background:#f0f3f6;vertical-align:top;padding:6px;font-size:12px}.pf-inhoud{vertical-align:top;padding:6px}"
        ".pf-kop{font-size:11px;color:#777}.pf-quote{background:#f7f7e8;border:1px solid #ddc;padding:4px;font-size:13px;margin:4px 0}"
    )
    st = StoryBO(
        "Zestig bomen weg voor dijkversterking Oostpolder",
        "Door Annemiek Stoel",
        "2011-04-12T11:00:00+02:00",
        "12 april 2011",
        """
Het waterschap gaat deze zomer de dijk langs de Oostpolder versterken. Over een lengte van 2,4 kilometer komt een damwand in het dijklichaam. Daarvoor moeten zestig populieren en essen gekapt worden.

Volgens het waterschap voldoet de dijk niet meer aan de normen die sinds 2006 gelden. Het fietspad op de dijk gaat tijdens de werkzaamheden dicht. Op 20 april is er een informatieavond in dorpshuis De Kolk.
""",
    )
    files = {
        f"/bewaard/{folder}/stil.css": ".sv-art h1{font-family:Georgia,serif}\n",
        f"/bewaard/{folder}/foto1.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><rect width="600" height="300" fill="#9fb8c8"/></svg>\n',
    }
    rail = "<h4>Meest gelezen</h4><ol><li>Kermis gaat toch door</li><li>Nieuwe brug bij Sluis 3</li><li>Veerpont vaart weer</li></ol>"
    page = saved(
        site,
        st,
        PartsBO(after=block, rail=rail, css=css),
        {"broken": "dijk_luchtfoto.jpg"},
        folder,
        "http://polderblad.example/water/dijkversterking-oostpolder",
    )
    return case(
        "bo-nl-bewaard-forumtab",
        "discussion",
        "nl-polder",
        page,
        seeds(cs),
        path="/bewaard/dijkversterking-oostpolder.html",
        reveal="tab: the saved page's tab script still works; 'Reacties (9)' shows the forum pane (hidden by a class)",
        container="div.pf-tabs > div#tab-reacties.pf-paneel.pf-uit: h3 'Forum: …', one table.pf-bericht per post "
        "(td.pf-lid: b NAME, rank, member since, post count; td.pf-inhoud: 'Geplaatst:', a quote box "
        "'NAME schreef:' with the parent's first sentence, div.pf-tekst)",
        heading="Forum: Dijkversterking Oostpolder",
        description="A Dutch regional paper's article of 2011 saved 'complete' (saved-from mark, _bestanden folder, an "
        f"aerial photo missed): a forum-style thread of {len(cs)} posts under the article in the second of three "
        "tabs, replies shown only by a quote box of the parent's first sentence (flat tables, two levels in one "
        "chain), the paper answering once.",
        static=True,
        files=files,
        check_steps=("click:#pf-t2",),
    )


def tr_saved_iframe() -> Case:
    cs = talk("""
Necati Usta ~ 03.02.2018 09:12 ~ . ~ . ~ Kırk yıldır bu halde balık satıyorum. Taşınırsak müşterimiz kalmaz, insanlar buraya yürüyerek geliyor.
Derya K. ~ 03.02.2018 09:40 ~ 0 ~ . ~ Necati Usta'nın tezgahı olmadan liman olmaz. Siz nereye giderseniz biz de oraya geliriz.
Liman mahallesinden ~ 03.02.2018 10:25 ~ . ~ . ~ Yeni hal otoyola yakın olacakmış, peki yaşlılar oraya nasıl gidecek? Dolmuş hattı var mı?
Kıyı Postası ~ 03.02.2018 13:05 ~ 2 ~ staff ~ Belediye, yeni hale liman meydanından ücretsiz servis konacağını açıkladı. Saatler henüz belli değil.
Ahmet Yılmaz ~ 03.02.2018 11:50 ~ . ~ . ~ Eski bina her yağmurda akıyor, yenilenmesi şart. Ama yerinde yenilensin.
Seda ~ 03.02.2018 12:14 ~ 4 ~ . ~ Aynen öyle. Binanın cephesi de tarihi, yıkılırsa yazık olur.
Balıkçı Rıza ~ 03.02.2018 16:30 ~ . ~ . ~ Tekneler sabah beşte limana giriyor. Yeni hal uzak olursa balık taze gitmez, bunu kimse düşünmemiş.
Derya K. ~ 03.02.2018 17:02 ~ 6 ~ . ~ Çok doğru, Rıza abi. Meclis toplantısında bunu söylemek lazım.
""")
    site = SITES_BO["tr-kiyi"]
    folder = "liman-balik-hali_dosyalar"

    def item(i: int, c: Line, sub: str) -> str:
        badge = '<span class="yz-rozet">Kıyı Postası</span>' if c.mark("staff") else ""
        return (
            f'<li class="yz-satir"><div class="yz-ust"><span class="yz-ad">{esc(c.who)}</span>{badge}'
            f'<span class="yz-tarih">{esc(c.at)}</span></div><div class="yz-metin">{ptext(c.body)}</div>'
            f'<div class="yz-alt">👍 Beğen · Yanıtla</div>{sub}</li>'
        )

    frame = (
        "<!DOCTYPE html>\n<!-- saved from url=(0063)http://kiyipostasi.example/yorum/cerceve?haber=liman-balik-hali -->\n"
        '<html lang="tr"><head><meta charset="utf-8"><title>Yorumlar</title><style>body{margin:0;font:14px/1.5 Arial,sans-serif}'
        "ul{list-style:none;padding:0}ul ul{margin-left:28px}.yz-satir{border-bottom:1px solid #eee;padding:8px 0}.yz-ad{font-weight:bold;margin-right:8px}"
        ".yz-tarih{color:#999;font-size:12px}.yz-rozet{background:#0a5;color:#fff;font-size:11px;padding:0 4px;margin-right:6px}.yz-alt{font-size:12px;color:#888}</style></head><body>"
        f'<div class="yz-sayi">{len(cs)} yorum · En eski üstte</div><ul class="yz-liste">'
        + nest(cs, item, lambda s: f'<ul class="yz-cevaplar">{s}</ul>')
        + "</ul></body></html>\n"
    )
    block = (
        '<div class="kp-yorumlar"><h3>Okur yorumları</h3>'
        f'<iframe src="{folder}/yorumlar.html" title="Yorumlar" width="100%" height="820" frameborder="0" scrolling="no"></iframe></div>'
    )
    st = StoryBO(
        "Liman balık hali taşınıyor mu?",
        "Haber Merkezi",
        "2018-02-02T20:00:00+03:00",
        "02.02.2018 20:00",
        """
Belediye, limandaki balık halinin şehir dışındaki yeni binaya taşınması için çalışma başlattı. Yeni hal otoyol bağlantısına yakın olacak ve soğuk hava deposu bulunacak.

Haldeki esnaf ise taşınmaya karşı. Balıkçılar, limana sabah giren teknelerin balığı yeni hale taze ulaştıramayacağını söylüyor. Konu şubat ayındaki meclis toplantısında görüşülecek.
""",
    )
    files = {
        f"/kayitlar/{folder}/yorumlar.html": frame,
        f"/kayitlar/{folder}/stil.css": ".sv-top{background:#0b6e8a}\n",
        f"/kayitlar/{folder}/foto1.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><rect width="600" height="300" fill="#8fb3c2"/></svg>\n',
    }
    rail = "<h4>Çok okunanlar</h4><ol><li>Sahil yolu trafiğe kapandı</li><li>Feribot seferleri arttı</li><li>Kıyıda temizlik günü</li></ol>"
    page = saved(
        site,
        st,
        PartsBO(after=block, rail=rail),
        {"broken": "hal_eski.jpg"},
        folder,
        "http://kiyipostasi.example/gundem/liman-balik-hali-tasiniyor-mu",
    )
    return case(
        "bo-tr-kayit-cerceve",
        "discussion",
        "tr-kiyi",
        page,
        seeds(cs),
        path="/kayitlar/liman-balik-hali.html",
        reveal="iframe: 'Save Page As, complete' saved the comment frame as a file of its own in the _dosyalar folder; "
        "the page's iframe points there (same origin)",
        container="div.kp-yorumlar > iframe[src=liman-balik-hali_dosyalar/yorumlar.html]: div.yz-sayi, ul.yz-liste > "
        "li.yz-satir (span.yz-ad, span.yz-tarih, div.yz-metin), replies in ul.yz-cevaplar",
        heading="Okur yorumları",
        description="A Turkish coastal paper's article of 2018 saved 'complete': the comment widget's frame saved as "
        f"yorumlar.html in the _dosyalar folder beside the page (with its own saved-from mark), {len(cs)} comments, "
        "four answered, the paper answering once.",
        files=files,
        check_steps=("wait:500",),
    )


def he_archive_talkbacks() -> Case:
    cs = talk("""
רותי ~ 04/07/2010 21:14 ~ . ~ place=מושב גליל ~ סוף סוף! / שלוש שנים נסענו עם הילדים לבריכה בעפולה. תודה למועצה ולכל מי שלחץ.
אבי כהן ~ 04/07/2010 21:40 ~ . ~ . ~ כמה עולה מנוי? / בכתבה לא כתוב מחיר. מקווה שזה לא יהיה יקר מדי למשפחות גדולות.
קול העמק ~ 05/07/2010 08:05 ~ 1 ~ staff ~ תשובה לאבי / מנוי משפחתי לקיץ עולה 650 ש"ח, ולתושבי המועצה יש הנחה של 20 אחוז.
אבי כהן ~ 05/07/2010 08:30 ~ 2 ~ empty ~ תודה על התשובה
שלומית ~ 04/07/2010 22:02 ~ . ~ place=קריית העמק ~ מה עם שעות נפרדות לנשים? / בבריכה הקודמת היו שעתיים בשבוע. חשוב שימשיכו.
יוסי מהקיבוץ ~ 04/07/2010 22:31 ~ 4 ~ . ~ יש, ראיתי את הלוח בכניסה / ימי שלישי משש עד שמונה בערב.
דני ~ 04/07/2010 23:10 ~ . ~ . ~ מציל אחד לכל הבריכה? / בפתיחה היה רק מציל אחד על הכיסא, והיו שם יותר ממאה ילדים. זה לא בטיחותי.
מירב ~ 05/07/2010 07:20 ~ 6 ~ place=גבעת אלון ~ צודק לגמרי / גם אני שמתי לב. צריך לפחות שניים בשעות העומס.
זקן השבט ~ 05/07/2010 09:45 ~ . ~ empty ~ בשנות השבעים שחינו בתעלה
""")
    site = SITES_BO["he-emek"]
    ts = "20100705121408"
    path = "/news/2010/07/04/brecha-nifteha"
    order = list(range(len(cs)))
    number: dict[int, str] = {}
    n_top = 0
    for i in order:
        c = cs[i]
        if c.up is None:
            n_top += 1
            number[i] = str(n_top)
        else:
            sibs = kids(cs, c.up)
            number[i] = f"{number[c.up]}.{sibs.index(i) + 1}"

    def item(i: int, c: Line, sub: str) -> str:
        title, _, body = c.body.partition("\n\n")
        place = f' <span class="tb-mekom">({esc(c.mark("place"))})</span>' if c.mark("place") else ""
        inner = (
            '<div class="tb-guf tb-sagur"><span class="tb-reik">(ללא תוכן)</span></div>'
            if c.mark("empty")
            else f'<div class="tb-guf tb-sagur">{ptext(body)}</div>'
        )
        staff = " tb-maarechet" if c.mark("staff") else ""
        return (
            f'<li class="tb{staff}" id="tb-{number[i].replace(".", "-")}"><div class="tb-shura"><span class="tb-mis">{number[i]}.</span> '
            f'<span class="tb-shem">{esc(c.who)}</span>{place} <span class="tb-taarich">({esc(c.at)})</span>: '
            f'<a href="#" class="tb-kotert" data-tb="{number[i]}">{esc(title)}</a></div>{inner}{sub}</li>'
        )

    block = (
        f'<div class="tb-tguvot"><h3>תגובות ({len(cs)})</h3><p class="tb-hesber">לחצו על כותרת התגובה כדי לקרוא אותה · '
        '<a href="#" id="tb-kol">פתח את כל התגובות</a></p><ol class="tb-reshima">'
        + nest(cs, item, lambda s: f'<ol class="tb-teguvot-bnot">{s}</ol>')
        + f'</ol><p><a href="{rewrite(ts, site.host, "/talkback/new?story=8812")}">הוסיפו תגובה</a></p></div>'
    )
    script = (
        "<script>document.addEventListener('click',function(e){var a=e.target.closest('.tb-kotert');"
        "if(a){e.preventDefault();a.closest('li').querySelector('.tb-guf').classList.toggle('tb-sagur');return;}"
        "if(e.target.id==='tb-kol'){e.preventDefault();document.querySelectorAll('.tb-guf').forEach(function(g){g.classList.remove('tb-sagur');});}});</script>"
    )
    css = (
        ".tb-reshima,.tb-teguvot-bnot{list-style:none;padding-right:0}.tb-teguvot-bnot{margin-right:26px}.tb-shura{padding:4px 0;border-bottom:1px dotted #bbb}"
        ".tb-kotert{font-weight:bold;color:#0b3d91}.tb-shem{color:#444}.tb-taarich{color:#999;font-size:12px}.tb-sagur{display:none}.tb-guf{padding:4px 12px;background:#f4f6fa}"
        ".tb-maarechet .tb-kotert{color:#a00}.tb-reik{color:#999}"
    )
    st = StoryBO(
        "הבריכה הציבורית בעמק נפתחה מחדש אחרי שלוש שנים",
        "מאת מיכל ברק",
        "2010-07-04T18:00:00+03:00",
        "04/07/2010",
        """
אחרי שלוש שנים של סגירה ושיפוץ, נפתחה הבריכה הציבורית של המועצה האזורית. מאות ילדים ומבוגרים הגיעו ביום הפתיחה, והתור בכניסה נמשך עד הצהריים.

המועצה השקיעה בשיפוץ כארבעה מיליון שקלים. נבנו מלתחות חדשות, הוצבה הצללה מעל בריכת הפעוטות ושופצה מערכת הסינון. שעות הפעילות יפורסמו באתר המועצה.
""",
    )
    w = {
        "archive": "גנזך הרשת",
        "count": "58 צילומים של הדף, 2008–2015",
        "captured": "צולם ב־",
        "prev": "צילום קודם",
        "next": "צילום הבא",
        "prev_ts": "20100704201133",
        "next_ts": "20100712090002",
        "years": "2008:3,2009:12,2010:20,2011:14,2012:9",
        "hide": "הסתר",
        "missing": "[התמונה לא נשמרה בגנזך]",
    }
    page = arc(site, st, PartsBO(after=block, css=css, end=script), w, ts, path)
    return case(
        "bo-he-ganzach-tguvot",
        "discussion",
        "he-emek",
        page,
        seeds(cs),
        path=rewrite(ts, site.host, path),
        reveal="click: each talkback's body is folded (div.tb-guf.tb-sagur); clicking its title, or 'פתח את כל "
        "התגובות', opens it (the archived page's inline script still works)",
        container="div.tb-tguvot: h3 'תגובות (9)', ol.tb-reshima > li.tb (span.tb-mis 'n.' / 'n.m.', span.tb-shem, "
        "span.tb-mekom, span.tb-taarich, a.tb-kotert title; div.tb-guf body), replies in ol.tb-teguvot-bnot",
        heading="תגובות (9)",
        description="A Hebrew regional site's article of 2010 as a web archive kept it the next day: 9 talkbacks, "
        "each a title (part of the comment's text) with a folded body opened by clicking the title, two with "
        "titles only ('(ללא תוכן)', not part of the text), replies numbered 'n.m' in nested lists three levels "
        "deep, the site answering once.",
        static=True,
        check_steps=("click:#tb-kol",),
    )


def threads2_bo() -> list[Case]:
    return [
        pl_text_pages(),
        pt_mirror_button(),
        ru_archive_json(),
        ko_text_only(),
        nl_saved_forum_tab(),
        tr_saved_iframe(),
        he_archive_talkbacks(),
    ]
