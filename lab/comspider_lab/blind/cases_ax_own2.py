"""Blind set AX: four more discussions in a site's own widget as the saved page holds them after the script had drawn
them: a Russian city paper's tree three levels deep with a low-rated entry folded and "Показать ещё"; a Korean
paper's comments with agree/disagree counts and an entry hidden by its filter; a Swedish hiking blog whose long
comments show "Visa mer" with the rest in a hidden span; a Czech paper's thread in a wrapper its script filled, a
sponsored box between the comments and another beside them. Every class name, name, place and text invented for this
set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_ax_common import (
    C,
    Case,
    Parts,
    Story,
    cut_marks,
    esc,
    lazy,
    make,
    paras,
    seeds,
    shown_and_rest,
    thread,
    tree,
)


def ru_most() -> Case:
    cs = thread("""
Валентина Ершова | 14 октября 2013, 19:40 | - | r=+24 | Через этот мост ходит вся Заречная сторона. Полгода в обход через плотину — это лишних три километра для пенсионеров.
Сергей Дубов | 14 октября 2013, 19:52 | 0 | r=+9 | В статье же написано, что пешеходный настил оставят открытым до января. Закроют только для машин.
Валентина Ершова | 14 октября 2013, 20:05 | 1 | r=+4 | Спасибо, пропустила. Тогда до зимы терпимо.
Сергей Дубов | 14 октября 2013, 20:11 | 2 | r=+3 | А с января обещают автобус по плотине каждые сорок минут.
Игорь Т. | 14 октября 2013, 20:30 | - | r=+15 | Мост в аварийном состоянии уже лет десять, это все знали. Хорошо, что хоть сейчас взялись.
Гость | 14 октября 2013, 20:48 | 4 | g,r=-2 | Возьмутся, а деньги опять уйдут неизвестно куда.
Крутоярский вестник | 14 октября 2013, 21:15 | 5 | b=Модератор,r=+11 | Подрядчик и смета опубликованы на сайте администрации, ссылку мы добавили в конце статьи.
Нина Полякова | 14 октября 2013, 21:40 | - | hidden-before,r=+7 | Мой муж работает на элеваторе за балкой. Он спрашивает, пустят ли грузовики по временной дороге, или элеватор будет полгода отрезан?
Андрей Лопатин | 14 октября 2013, 22:02 | 7 | r=+5,e | Временную дорогу для грузовиков сделают вдоль железной дороги, об этом говорили на публичных слушаниях в сентябре.
Нина Полякова | 15 октября 2013, 07:15 | 8 | r=+2 | Спасибо большое, передам.
Олег Савин | 15 октября 2013, 08:30 | - | r=+6 | Мост строили в 1958 году, мой дед там работал бетонщиком. Жалко, что старые перила снимут. // Может, хоть одну секцию отдадут в краеведческий музей?
Лидия Кравец | 15 октября 2013, 09:05 | 10 | r=+8 | Хорошая идея! Напишите в музей, там очень отзывчивые люди.
""")
    hidden = (
        '<div class="kv-c kv-c-hidden"><span class="kv-c-note">Комментарий скрыт из-за низкого рейтинга.</span> '
        '<a href="#">Показать</a></div>'
    )

    def item(i: int, c: C, sub: str) -> str:
        badge = f'<span class="kv-c-role">{esc(c.get("b"))}</span>' if c.get("b") else ""
        if c.has("g"):
            badge += '<span class="kv-c-guest">гость</span>'
        edited = '<span class="kv-c-edit">(изменено)</span>' if c.has("e") else ""
        before = hidden if c.has("hidden-before") else ""
        return (
            f'{before}<div class="kv-c" id="c{73100 + i}">{lazy("kv-c-ava", "kv" + c.name, 40)}'
            f'<div class="kv-c-head"><b class="kv-c-name">{esc(c.name)}</b>{badge} <span class="kv-c-date">{esc(c.when)}</span>{edited}'
            f'<span class="kv-c-rate">{esc(c.get("r"))}</span></div><div class="kv-c-text">{paras(c.text)}</div>'
            f'<div class="kv-c-links"><a href="#">Ответить</a> <a href="#">Пожаловаться</a></div>'
            f"{f'<div class=kv-c-children>{sub}</div>' if sub else ''}</div>"
        )

    block = (
        '<div class="kv-discuss" id="discuss"><div class="kv-discuss-top"><h3>Обсуждение <span>(16)</span></h3>'
        '<span>Сортировать: <b>по дате</b> | <a href="#">по рейтингу</a></span> <a href="/auth">Войти</a></div>'
        '<div class="kv-new"><textarea placeholder="Ваш комментарий"></textarea><button type="button">Отправить</button></div>'
        + tree(cs, item, lambda s: s)
        + '<div class="kv-more"><button type="button">Показать ещё комментарии</button></div></div>'
    )
    css = ".kv-c-children{margin-left:40px}.kv-c{margin:10px 0}.kv-c-date,.kv-c-edit,.kv-c-guest{color:#999;font-size:11px;margin-left:6px}.kv-c-rate{float:right;color:#393}.kv-c-role{background:#933;color:#fff;font-size:10px;padding:0 3px;margin-left:4px}.kv-c-hidden{color:#aaa}"
    st = Story(
        "Мост через Сухую балку закроют на капитальный ремонт",
        "Марина Глебова",
        "2013-10-14T12:00:00+04:00",
        "14 октября 2013, 12:00",
        """
С 1 ноября мост через Сухую балку, соединяющий центр Крутояра с Заречной стороной, будет закрыт для автомобилей на капитальный ремонт. Работы продлятся до конца апреля.

Пешеходный настил останется открытым до января, после чего будет закрыт и он. На время ремонта администрация обещает пустить автобус по плотине с интервалом сорок минут.

Для грузового транспорта элеватора построят временную дорогу вдоль железнодорожной линии. Стоимость ремонта составит 86 миллионов рублей.
""",
        lead="Работы продлятся до конца апреля. Пешеходов пустят по мосту до января.",
        section="Город",
        related=(
            "Автобус по плотине: расписание",
            "Элеватор за балкой ждёт урожай",
            "История моста: 1958 год",
        ),
        most=(
            "Отопление дадут раньше срока",
            "Крутоярский «Сокол» вышел в финал",
            "В парке вырубят тополя",
            "Новая поликлиника откроется в декабре",
        ),
        tags=("Мост", "Ремонт дорог", "Заречная сторона"),
        bio="Марина Глебова пишет о городском хозяйстве.",
    )
    return make(
        "ax-ru-own-most",
        "discussion",
        "ru-krutoyar",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/gorod/most-cherez-suhuyu-balku-zakroyut-na-remont-18804.html",
        container="div#discuss.kv-discuss (the paper's own widget): h3 'Обсуждение (16)', sort links, 'Войти', an input box; div.kv-c (lazy avatar, b.kv-c-name, badge 'Модератор', 'гость', span.kv-c-date, '(изменено)', a rating '+n', div.kv-c-text, 'Ответить Пожаловаться'); replies in div.kv-c-children inside the comment, three levels; a low-rated entry folded; 'Показать ещё комментарии'",
        heading="Обсуждение (16)",
        description="A Russian city paper of 2013 saved after its scripts ran: 12 readers' comments (16 counted, the rest behind 'Показать ещё комментарии'), a tree three levels deep, the paper's answer badged 'Модератор', a guest 'Гость', ratings, an edited mark; one entry folded for its low rating.",
    )


def ko_bus() -> Case:
    cs = thread("""
바다소리 | 2014.03.05 09:12 | - | a=57,d=4 | 7번 버스가 없어지면 해안동 어르신들은 시장에 어떻게 가나요? 환승하라는데 정류장까지 언덕길이 한참입니다.
해울시민 | 2014.03.05 09:40 | 0 | a=12,d=1 | 기사에 보면 7번 대신 마을버스 3번이 해안동 안쪽까지 들어간다고 되어 있어요. 배차 간격이 문제겠지만요.
바다소리 | 2014.03.05 10:02 | 1 | a=5,d=0 | 아 그렇군요. 마을버스가 20분 간격이면 그래도 괜찮겠네요.
김지은 | 2014.03.05 10:30 | - | a=33,d=2,filtered-before | 출근 시간에 급행 노선이 생기는 건 정말 반갑습니다. 지금은 시청까지 50분이 걸려요.
나루터 | 2014.03.05 11:15 | 3 | a=8,d=3,e | 급행은 아침 7시부터 9시까지만 운행한다고 하니 퇴근길은 그대로일 것 같아요.
정상훈 | 2014.03.05 13:47 | - | a=4,d=0 | 노선도를 큰 글씨로 정류장마다 붙여 주면 좋겠습니다. 바뀐 걸 모르는 분들이 많을 거예요.
""")
    filtered = '<li class="hw-dg-item hw-dg-filtered"><p>운영 규정에 따라 블라인드 처리된 글입니다.</p></li>'

    def item(i: int, c: C, sub: str) -> str:
        edited = '<span class="hw-dg-mod">수정됨</span>' if c.has("e") else ""
        before = filtered if c.has("filtered-before") else ""
        n_rep = sub.count('class="hw-dg-item"')
        reply_btn = (
            f'<a class="hw-dg-rebtn" href="#">답글 {n_rep}</a>'
            if n_rep
            else '<a class="hw-dg-rebtn" href="#">답글</a>'
        )
        return (
            f'{before}<li class="hw-dg-item" data-no="{88400 + i}"><div class="hw-dg-info">{lazy("hw-dg-pf", "hw" + str(i), 30)}'
            f'<span class="hw-dg-nick">{esc(c.name)}</span><span class="hw-dg-date">{esc(c.when)}</span>{edited}</div>'
            f'<div class="hw-dg-txt">{paras(c.text)}</div><div class="hw-dg-btns">{reply_btn} '
            f'<span class="hw-dg-good">공감 {c.get("a")}</span> <span class="hw-dg-bad">비공감 {c.get("d")}</span></div>{sub}</li>'
        )

    block = (
        '<div class="hw-dg" id="hw-dg"><div class="hw-dg-head"><strong>댓글 <em>6</em></strong>'
        '<span class="hw-dg-sort"><b>순공감순</b> · 최신순 · 과거순</span> <a href="/member/login">로그인</a></div>'
        '<div class="hw-dg-write"><textarea placeholder="주제와 무관한 댓글, 악플은 삭제될 수 있습니다."></textarea><button type="button">등록</button></div>'
        '<ul class="hw-dg-list">'
        + tree(cs, item, lambda s: f'<ul class="hw-dg-re">{s}</ul>')
        + '</ul><p class="hw-dg-notice">댓글은 작성자의 의견이며 해울신문의 입장과 다를 수 있습니다.</p></div>'
    )
    css = ".hw-dg-list,.hw-dg-re{list-style:none;padding:0}.hw-dg-re{margin-left:36px;background:#f8f8f8}.hw-dg-item{margin:10px 0}.hw-dg-date,.hw-dg-mod{color:#999;font-size:11px;margin-left:6px}.hw-dg-filtered{color:#aaa}"
    st = Story(
        "해울시, 4월부터 시내버스 노선 전면 개편",
        "이수민 기자",
        "2014-03-04T16:00:00+09:00",
        "입력 2014.03.04 16:00",
        """
해울시가 다음 달 1일부터 시내버스 노선을 전면 개편한다. 시는 중복 노선 11개를 줄이고 출근 시간대 급행 노선 2개를 새로 만든다고 4일 밝혔다.

해안동을 오가던 7번 버스는 폐지되고, 마을버스 3번이 해안동 안쪽까지 연장 운행한다. 급행 노선은 평일 오전 7시부터 9시까지 시청과 산업단지를 잇는다.

시는 이달 중 정류장마다 새 노선도를 붙이고 주민 설명회를 열 계획이다.
""",
        lead="중복 노선 11개 축소, 출근 시간 급행 2개 신설… 7번 버스는 폐지",
        section="지역",
        related=("마을버스 3번 연장 운행", "해울역 환승센터 착공", "시내버스 요금 동결"),
        most=(
            "해울 앞바다 해수욕장 개장 앞당겨",
            "프로축구 해울FC 첫 승",
            "시청 앞 광장 공사 마무리",
            "봄꽃 축제 일정 발표",
        ),
        tags=("버스", "교통", "해울시"),
        bio="이수민 기자는 해울시 교통과 행정을 취재합니다.",
    )
    return make(
        "ax-ko-own-bus",
        "discussion",
        "ko-haeul",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/news/articleView-70231.html",
        container="div#hw-dg.hw-dg (the paper's own widget): head '댓글 6', '순공감순 · 최신순 · 과거순', '로그인', a write box; ul.hw-dg-list > li.hw-dg-item (lazy avatar, span.hw-dg-nick, span.hw-dg-date, '수정됨', div.hw-dg-txt, '답글 n 공감 n 비공감 n'); replies in ul.hw-dg-re, two levels; one entry hidden by the site's rules ('블라인드 처리된 글입니다')",
        heading="댓글 6",
        description="A Korean city paper of 2014 saved after its scripts ran: 6 readers' comments with agree/disagree counts, reply counts on the buttons, replies two levels, an edited mark; one entry blinded by the site's rules between them.",
    )


def sv_fjall() -> Case:
    cs = cut_marks(
        thread("""
Annika i Åre | 12 augusti 2013 kl. 21:04 | - | - | Vilken fin berättelse! Vår gamla tik klarar inte längre än en dagstur, men hon älskar fortfarande att ligga i ljungen och titta på utsikten. ^ Hur gjorde ni med maten till Bamse? Bar du allt själv eller hade han egen packning?
Lena (Bergsjöbladet) | 12 augusti 2013 kl. 21:30 | 0 | b=Bloggare | Tack Annika! Bamse bar sin egen lilla packning med torrfoder för tre dagar, ungefär två kilo. Det sista dygnet fick jag ta den.
Per-Olof | 13 augusti 2013 kl. 07:45 | - | e | Var det inte blött vid vadet under Storfjället? Vi fick vända där i juli. ^ Vattnet gick upp över knäna och strömmen var stark, så vi vågade inte med vår hund. Fanns det någon annan väg över?
Lena (Bergsjöbladet) | 13 augusti 2013 kl. 09:12 | 2 | b=Bloggare | Vi gick över vid bron en kilometer uppströms, den syns inte på den gamla kartan. Det tar en halvtimme extra men är helt torrt.
""")
    )

    def item(i: int, c: C, sub: str) -> str:
        head, rest = shown_and_rest(c)
        more = (
            f'<span class="bk-resten bk-dold">{esc(rest)}</span> <a class="bk-visamer" href="#">Visa mer</a>'
            if rest
            else ""
        )
        badge = f'<span class="bk-roll">{esc(c.get("b"))}</span>' if c.get("b") else ""
        edited = '<span class="bk-redigerad">Redigerad</span>' if c.has("e") else ""
        return (
            f'<li class="bk-inlagg" id="bk-{i + 1}">{lazy("bk-bild", "bk" + c.name, 40)}'
            f'<p class="bk-vem"><span class="bk-namn">{esc(c.name)}</span>{badge} <span class="bk-nar">{esc(c.when)}</span>{edited}</p>'
            f'<p class="bk-text"><span class="bk-borjan">{esc(head)}{" " if rest else ""}</span>{more}</p>'
            f'<p class="bk-svara"><a href="#">Svara</a></p>{sub}</li>'
        )

    block = (
        '<div class="bk-ruta" id="bk-ruta"><h3 class="bk-rubrik">4 kommentarer</h3>'
        '<p class="bk-logga"><a href="#">Logga in</a> eller skriv som gäst</p>'
        '<form class="bk-form"><textarea placeholder="Skriv en kommentar"></textarea><input placeholder="Namn"><button type="button">Skicka</button></form>'
        '<ol class="bk-lista">' + tree(cs, item, lambda s: f'<ol class="bk-svar">{s}</ol>') + "</ol></div>"
    )
    css = ".bk-dold{display:none}.bk-lista,.bk-svar{list-style:none;padding:0}.bk-svar{margin-left:44px}.bk-nar,.bk-redigerad{color:#999;font-size:11px;margin-left:5px}.bk-roll{background:#37626f;color:#fff;font-size:10px;padding:0 3px;margin-left:4px}"
    st = Story(
        "Tre dagar runt Storfjället med en tolvårig hund",
        "Lena",
        "2013-08-11T20:00:00+02:00",
        "söndag 11 augusti 2013",
        """
Bamse fyller tolv i höst och jag var länge osäker på om vi skulle klara en flerdagarstur till. Men han har aldrig varit gladare än när vi står vid en fjällbäck, så vi packade ryggsäcken och gick.

Första dagen gick vi bara tolv kilometer, upp från parkeringen vid Bergsjön till raststugan. Han sov som en sten hela natten. Andra dagen var den långa, med vadet under Storfjället som jag hade oroat mig för hela våren.

Tredje dagen gick vi ner genom björkskogen i regn. Vi var båda blöta och trötta och helt lyckliga.
""",
        section="Vandring",
        related=(
            "Packlista för hund på fjället",
            "Raststugorna runt Bergsjön",
            "Bamse tio år: en tillbakablick",
        ),
        most=("Bästa termosen för kall väder", "Vintervandring med hund", "Kaffe på stormkök"),
        tags=("fjällvandring", "hund", "Storfjället"),
        bio="Lena skriver om fjället, kaffe och sin hund Bamse.",
    )
    return make(
        "ax-sv-own-fjall",
        "discussion",
        "sv-bergsjo",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/2013/08/tre-dagar-runt-storfjallet-med-en-tolvarig-hund.html",
        container="div#bk-ruta.bk-ruta (the blog's own widget): h3 '4 kommentarer', a login line and form; ol.bk-lista > li.bk-inlagg (lazy avatar, span.bk-namn, badge 'Bloggare', span.bk-nar, 'Redigerad', p.bk-text with span.bk-borjan and, on two, the rest in span.bk-resten.bk-dold (display:none) and 'Visa mer', 'Svara'); replies in ol.bk-svar, one level",
        heading="4 kommentarer",
        description="A Swedish hiking blog of 2013 saved after its scripts ran: 4 readers' comments, two cut behind 'Visa mer' with the rest in a hidden span (the truth holds the whole text), the blogger's answers badged 'Bloggare', an edited mark.",
    )


def cs_koupaliste() -> Case:
    cs = thread("""
Jana Vondráčková | 3. 6. 2012 19:20 | - | up=21 | Koupaliště na Sázavě bylo jediné místo, kam mohly děti v létě chodit samy. Teď budou jezdit k jezu, kde je to opravdu nebezpečné.
Milan H. | 3. 6. 2012 19:48 | 0 | up=8 | U jezu se loni topil kluk z Mrače. Doufám, že tam město aspoň dá ceduli a záchranný kruh.
Jana Vondráčková | 3. 6. 2012 20:05 | 1 | up=4 | Přesně tohle mě děsí. Napíšu radnici.
Lipnický zpravodaj | 3. 6. 2012 21:00 | 1 | b=Redakce,up=12 | Podle starosty bude u jezu o prázdninách hlídat dobrovolný vodní záchranář o víkendech. Doplnili jsme to do článku.
Host | 3. 6. 2012 21:35 | - | g,promo-before,up=3 | Kolik ta oprava čističky vlastně stojí? Nikde jsem to nenašel.
Radek Šimůnek | 4. 6. 2012 07:10 | 4 | up=6 | V článku je 3,8 milionu, druhý odstavec.
Eva Pokorná | 4. 6. 2012 08:25 | - | hidden-before,e,up=9 | Hlavně ať to příští rok opravdu otevřou. Slibovali to už loni a stejně se nic nestalo.
""")
    promo = (
        '<div class="lz-sponzor"><span>Sponzorované články</span><ul>'
        '<li><a href="/r/z1">Proč si Češi letos kupují bazény o polovinu dřív</a></li>'
        '<li><a href="/r/z2">Zahradní nábytek za zlomek ceny: poslední kusy</a></li></ul></div>'
    )
    hidden = '<div class="lz-pr lz-pr-skryty"><p>Příspěvek byl skryt kvůli nízkému hodnocení. <a href="#">Zobrazit</a></p></div>'

    def item(i: int, c: C, sub: str) -> str:
        badge = f'<span class="lz-pr-stitek">{esc(c.get("b"))}</span>' if c.get("b") else ""
        if c.has("g"):
            badge += '<span class="lz-pr-host">neregistrovaný</span>'
        edited = '<span class="lz-pr-upr">upraveno</span>' if c.has("e") else ""
        before = promo if c.has("promo-before") else hidden if c.has("hidden-before") else ""
        return (
            f'{before}<div class="lz-pr" id="pr-{51200 + i}">{lazy("lz-pr-foto", "lz" + c.name, 38)}'
            f'<div class="lz-pr-hlava"><a class="lz-pr-jmeno" href="/uzivatel/{51200 + i}">{esc(c.name)}</a>{badge}'
            f'<span class="lz-pr-cas">{esc(c.when)}</span>{edited}</div><div class="lz-pr-obsah">{paras(c.text)}</div>'
            f'<div class="lz-pr-akce"><a href="#">Odpovědět</a> <span>+{c.get("up")}</span> <a href="#">Nahlásit</a></div>'
            f"{f'<div class=lz-pr-reakce>{sub}</div>' if sub else ''}</div>"
        )

    block = (
        '<h3 class="lz-nadpis">Diskuse k článku</h3>'
        '<div id="lz-diskuse" class="lz-diskuse lz-nacteno" data-clanek="7731">'
        '<div class="lz-lista"><b>Příspěvků: 9</b> <span>Řadit: <b>od nejstarších</b> | <a href="#">od nejnovějších</a> | <a href="#">nejlépe hodnocené</a></span>'
        ' <a href="/prihlaseni">Přihlásit se</a></div>'
        '<div class="lz-novy"><textarea placeholder="Napište svůj názor…"></textarea><button type="button">Odeslat</button></div>'
        + tree(cs, item, lambda s: s)
        + '<button type="button" class="lz-dalsi">Načíst další příspěvky</button></div><noscript></noscript>'
    )
    rail = (
        '<div class="lz-doporucujeme"><h3>Doporučujeme</h3><ul>'
        '<li><a href="/r/d1"><img src="/_avatar/lz-d1.svg" alt="" width="80" height="50">Tyhle chyby dělá při grilování skoro každý</a><small>Kuchyně a styl</small></li>'
        '<li><a href="/r/d2"><img src="/_avatar/lz-d2.svg" alt="" width="80" height="50">Dovolená u vody: 7 míst, o kterých se neví</a><small>Cestujeme</small></li>'
        "</ul></div>"
    )
    css = ".lz-pr{margin:10px 0}.lz-pr-reakce{margin-left:42px}.lz-pr-cas,.lz-pr-upr,.lz-pr-host{color:#999;font-size:11px;margin-left:6px}.lz-pr-stitek{background:#036;color:#fff;font-size:10px;padding:0 3px;margin-left:4px}.lz-sponzor{background:#fbfbf3;font-size:12px;padding:6px}.lz-pr-skryty{color:#aaa}"
    st = Story(
        "Koupaliště na Sázavě letos neotevře",
        "Petra Kroupová",
        "2012-06-03T10:00:00+02:00",
        "3. června 2012 10:00",
        """
Městské koupaliště u Sázavy v Lipnici letos v létě neotevře. Důvodem je porucha čističky vody, kterou se nepodařilo opravit před začátkem sezony.

Oprava bude stát 3,8 milionu korun a město na ni chce získat dotaci z krajského fondu. Koupaliště by se podle starosty mělo otevřít příští rok v červnu.

Radnice upozorňuje, že koupání u jezu je kvůli proudu nebezpečné, a doporučuje přírodní koupaliště v sousední Mrači.
""",
        lead="Porucha čističky vody zavřela koupaliště na celé léto. Oprava bude stát 3,8 milionu.",
        section="Zprávy",
        related=(
            "Přírodní koupaliště v Mrači láká",
            "Jez na Sázavě: varování",
            "Krajský fond rozdělí dotace",
        ),
        most=(
            "Bouřka zaplavila sklepy",
            "Lipnice slaví 700 let",
            "Nový jízdní řád autobusů",
            "Hokejisté mají nového trenéra",
        ),
        tags=("Koupaliště", "Sázava", "Léto"),
        bio="Petra Kroupová se věnuje dění v Lipnici a okolí.",
    )
    return make(
        "ax-cs-own-koupaliste",
        "discussion",
        "cs-lipnice",
        st,
        Parts(after=block, rail=rail, css=css),
        seeds(cs),
        path="/zpravy/koupaliste-na-sazave-letos-neotevre_A120603_100000",
        container="h3 'Diskuse k článku', then div#lz-diskuse (the wrapper the script filled, an empty noscript beside it): 'Příspěvků: 9', sort links, 'Přihlásit se', an input box; div.lz-pr (lazy avatar, a.lz-pr-jmeno, badge 'Redakce', 'neregistrovaný', span.lz-pr-cas, 'upraveno', div.lz-pr-obsah, 'Odpovědět +n Nahlásit'); replies in div.lz-pr-reakce, two levels; a 'Sponzorované články' box and a low-rated entry between the comments; 'Načíst další příspěvky'; a 'Doporučujeme' box in the right column",
        heading="Diskuse k článku",
        description="A Czech town paper of 2012 saved after its scripts ran: 7 readers' comments (9 counted, the rest behind 'Načíst další příspěvky') in a wrapper the script filled, the newsroom's answer, a guest 'Host', an edited mark; a sponsored box and a low-rated entry between the comments, promoted teasers beside them.",
    )


def own2_ax() -> list[Case]:
    return [ru_most(), ko_bus(), sv_fjall(), cs_koupaliste()]
