"""Blind set AU: seven more hand-built discussions in the served HTML, as newspapers, magazines and broadcasters
printed them around 2009-2014: a regional daily's comments with sort links, a page counter, "+n / -n" images and
answers one level down, guests marked (pl); a magazine's numbered comments with avatars and "… назад" times (ru); a
news portal's page 1 of 40 comments with "参考になった (n)" and a pager (ja); "Era åsikter", texts with the name and
town under each, like letters (sv); a hosted comment platform's pre-rendered thread of 18, two levels (tr); a
discussion tree with a "Nejlépe hodnocené" box above it repeating two comments (cs); a portal's comments with
agree/disagree images and answers (ko). Every class name, name, place and text invented for this set; each comment
written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_au_common import C, Case, Parts, Story, esc, make, paras, seeds, thread, tree


def pl_sonda() -> Case:
    cs = thread("""
Wojtek_K | 2012-09-18 08:12 | - | p=31,m=4 | Basen jest potrzebny od dwudziestu lat. Dzieci ze szkoły podstawowej jeżdżą na lekcje pływania 30 kilometrów.
mama_trojki | 2012-09-18 08:50 | 0 | p=12,m=0 | Dokładnie. Mój syn traci na dojazdy całe wtorkowe popołudnie.
Janusz z Podgórza | 2012-09-18 09:45 | - | p=17,m=9 | A kto zapłaci za utrzymanie? W Dębowej Strudze zbudowali aquapark i po trzech latach gmina dopłaca milion rocznie.
Wojtek_K | 2012-09-18 10:20 | 2 | p=14,m=2 | Janusz, tu ma być zwykły basen 25 m, bez zjeżdżalni. Koszty są nieporównywalne.
emerytka | 2012-09-18 11:30 | - | g,p=6,m=11 | Wolałabym, żeby najpierw naprawili chodnik na Ogrodowej.
radny_obywatel | 2012-09-18 12:15 | - | p=9,m=3 | Projekt był pokazany na sesji w czerwcu, można go obejrzeć w urzędzie, pokój 14. Zachęcam przed narzekaniem.
Marta S. | 2012-09-18 13:02 | 5 | p=20,m=1 | A dlaczego nie ma go na stronie internetowej gminy?
Krzysiek | 2012-09-18 15:02 | - | g,p=8,m=0 | Ważne, żeby był otwarty także wieczorami, nie tylko dla szkół.
Halina W. | 2012-09-18 18:40 | - | p=15,m=1 | Pamiętam, jak w latach siedemdziesiątych pływaliśmy w glinance za cegielnią. Dobrze, że wnuki będą miały coś lepszego.
anonim | 2012-09-18 21:17 | - | g,p=3,m=12 | Znowu wydawanie pieniędzy przed wyborami.
""")

    def item(i: int, c: C, sub: str) -> str:
        guest = ' <span class="kx-gosc">(gość)</span>' if c.has("g") else ""
        return (
            f'<div class="kx-wpis" id="kx{71500 + i}"><div class="kx-naglowek"><span class="kx-nick">{esc(c.name)}</span>{guest} '
            f'<span class="kx-data">{esc(c.when)}</span></div><div class="kx-tresc">{paras(c.text)}</div>'
            f'<div class="kx-stopka"><span class="kx-ocena"><img src="/_avatar/kx-plus.svg" width="11" height="11" alt="+" /> {c.get("p")} '
            f'<img src="/_avatar/kx-minus.svg" width="11" height="11" alt="-" /> {c.get("m")}</span> | '
            f'<a href="#kx-formularz">odpowiedz</a> | <a href="/zglos/{71500 + i}">zgłoś do moderacji</a></div>{sub}</div>'
        )

    block = (
        '<div class="kx-sekcja"><h2>Komentarze (23)</h2><p class="kx-sort">Sortuj: <b>najstarsze</b> | '
        '<a href="?s=nowe">najnowsze</a> | <a href="?s=ocena">najwyżej oceniane</a></p>'
        '<p class="kx-strony">Strona 1 z 3 | <a href="?kp=2">następna »</a></p>'
        + tree(cs, item, lambda s: f'<div class="kx-odpowiedzi">{s}</div>')
        + '<p class="kx-strony">Strona 1 z 3 | <a href="?kp=2">następna »</a></p>'
        '<div id="kx-formularz"><b>Dodaj komentarz</b><p>Podpis: <input name="podpis" /></p><textarea rows="4" cols="50"></textarea>'
        '<p><input type="submit" value="Wyślij" /></p></div></div>'
    )
    st = Story(
        "Brzozolesie chce własnego basenu. Radni za, ale pieniędzy brak",
        "Tomasz Pilch",
        "2012-09-17T19:00:00+02:00",
        "17 września 2012",
        """
Radni Brzozolesia jednogłośnie poparli budowę krytej pływalni przy Szkole Podstawowej nr 2. Projekt zakłada basen o długości 25 metrów i małą nieckę do nauki pływania.

Koszt inwestycji szacowany jest na 14 milionów złotych. Gmina liczy na dotację z funduszy unijnych, która mogłaby pokryć nawet połowę tej kwoty.

Obecnie uczniowie jeżdżą na lekcje pływania do Dębowej Strugi. Dyrektorzy szkół od lat alarmują, że dojazdy zabierają dzieciom całe popołudnie.

Burmistrz zapowiada, że decyzja o rozpoczęciu budowy zapadnie po rozstrzygnięciu konkursu na dotacje, najwcześniej wiosną.
""",
        lead="Projekt krytej pływalni jest gotowy. Teraz wszystko zależy od unijnej dotacji.",
        section="Region",
        related=(
            "Dębowa Struga dopłaca do aquaparku",
            "Chodnik na Ogrodowej do remontu",
            "Sesja rady: co jeszcze uchwalono",
        ),
        most=(
            "Brzozówka wylała pod Dębową Strugą",
            "Nowy rozkład autobusów od poniedziałku",
            "Dożynki gminne w Brzozolesiu",
            "Stal Brzozolesie wygrywa derby",
        ),
        tags=("basen", "Brzozolesie", "rada gminy"),
    )
    return make(
        "au-pl-kurier-ocena",
        "discussion",
        "pl-kurier",
        st,
        Parts(after=block),
        seeds(cs),
        path="/region/brzozolesie-basen",
        container="div.kx-sekcja: h2 'Komentarze (23)', sort links, 'Strona 1 z 3 | następna »' above and below; div.kx-wpis (div.kx-naglowek span.kx-nick + '(gość)' on three + span.kx-data, div.kx-tresc, div.kx-stopka: '+'/'-' images with counts, 'odpowiedz', 'zgłoś do moderacji'); answers in div.kx-odpowiedzi inside the entry",
        heading="Komentarze (23)",
        description="A regional daily of 2012: page 1 of 3 of a discussion of 23 (10 comments on the page), answers one level down on three, guests marked '(gość)', plus and minus images with counts, times '2012-09-18 08:12'.",
    )


def ru_numbered() -> Case:
    cs = thread("""
Галина Петровна | 5 часов назад | - | - | Варю такое варенье уже тридцать лет, только вишнёвые листья кладу ещё и в сироп, а не только в банку. Цвет получается изумрудный.
Оля_с_дачи | 5 часов назад | - | - | Подскажите, а если крыжовник красный, тоже получится?
Марина К. | 4 часа назад | - | - | Оля, получится, но будет не изумрудное, а розоватое. На вкус не хуже.
Дмитрий | 4 часа назад | - | - | Прокалывать каждую ягоду иголкой — это на целый день. Есть ли способ быстрее?
Галина Петровна | 3 часа назад | - | - | Дмитрий, можно бланшировать ягоды минуту в кипятке, тогда они не лопаются. Но по-царски всё-таки с иголкой.
Светлана Ю. | 2 часа назад | - | - | Спасибо за рецепт с орешками внутри, бабушка так делала, а записать не успела.
Nik_Nik | 1 час назад | - | - | Сахара слишком много, на килограмм ягод хватает и восьмисот граммов.
Тамара | 25 минут назад | - | - | Фотографии просто чудесные, особенно банки на подоконнике.
""")
    items = "".join(
        f'<li class="otz-punkt" id="otz{2201 + i}"><span class="otz-nomer">{i + 1}.</span>'
        f'<img class="otz-ava" src="/_avatar/otz-{i}.svg" width="50" height="50" alt="" />'
        f'<div class="otz-shapka"><a class="otz-avtor" href="/users/{2201 + i}">{esc(c.name)}</a> '
        f'<span class="otz-vremya">написано {esc(c.when)}</span></div><div class="otz-tekst">{paras(c.text)}</div>'
        f'<div class="otz-knopki"><a href="#otz-forma">Ответить</a> · <a href="/zhaloba/{2201 + i}">Пожаловаться</a></div></li>'
        for i, c in enumerate(cs)
    )
    block = (
        '<div class="otz-blok"><h3>Комментарии читателей (8)</h3><ol class="otz-spisok">'
        + items
        + '</ol><div id="otz-forma"><p>Чтобы оставить комментарий, <a href="/vhod">войдите</a> или <a href="/registraciya">зарегистрируйтесь</a>.</p></div></div>'
    )
    st = Story(
        "Царское варенье из крыжовника: рецепт нашей читательницы",
        "Вера Сомова, фото Ирины Полозовой",
        "2014-07-15T09:00:00+04:00",
        "15 июля 2014",
        """
Изумрудное варенье из крыжовника с грецким орехом внутри каждой ягоды когда-то подавали только по большим праздникам. Рецепт прислала нам читательница из Светлоречья, и мы проверили его на редакционной кухне.

Ягоды берут чуть недозрелые. Каждую надрезают, вынимают семена маленькой ложечкой и вкладывают кусочек ореха. Занятие долгое, но именно оно делает варенье особенным.

Сироп варят на отваре вишнёвых листьев, а ягоды заливают горячим сиропом несколько раз, давая им остыть. Так они остаются целыми и прозрачными.
""",
        lead="Долго, кропотливо и очень красиво: проверили старинный рецепт на нашей кухне.",
        section="Дом",
        related=(
            "Малиновое варенье без варки",
            "Как стерилизовать банки в духовке",
            "Пастила из яблок по-белёвски",
        ),
        most=(
            "Дача за выходные: пять простых грядок",
            "Куда поехать с детьми в августе",
            "Пироги с щавелем",
            "Как выбрать арбуз",
        ),
        tags=("варенье", "крыжовник", "рецепты"),
        bio="Ведёт в журнале рубрику «Бабушкины рецепты».",
    )
    return make(
        "au-ru-magazine-numbered",
        "discussion",
        "ru-ogonyok",
        st,
        Parts(after=block),
        seeds(cs),
        path="/dom/carskoe-varenie",
        container="div.otz-blok: h3 'Комментарии читателей (8)', ol.otz-spisok > li.otz-punkt (span.otz-nomer '1.', img.otz-ava, div.otz-shapka a.otz-avtor + span.otz-vremya 'написано 5 часов назад', div.otz-tekst, 'Ответить · Пожаловаться'); a login line",
        heading="Комментарии читателей (8)",
        description="A home magazine of 2014: 8 readers' comments numbered '1.' to '8.' with avatars and relative times only ('написано 3 часа назад'); flat, the answers addressing the asker by name in their text.",
    )


def ja_pager() -> Case:
    cs = thread("""
山田一郎 | 2012年11月20日 09:14 | - | v=31 | 市民ホールの名前は、昔の地名「浜ノ上」を残してほしいです。子どもたちに町の歴史を伝えられます。
みなと太郎 | 2012年11月20日 09:32 | - | v=12 | カタカナの名前は覚えにくいので反対です。「湊北ホール」で十分だと思います。
ゆきこ | 2012年11月20日 10:05 | - | v=44 | 建設費が予定より八億円も増えた理由を、もっと詳しく報道してください。
通りすがり | 2012年11月20日 10:41 | - | v=3 | 名前より駐車場の台数が心配です。
鈴木 恵 | 2012年11月20日 11:20 | - | v=18 | 公募で選ぶなら、小学生の案も受け付けてほしい。
元市職員 | 2012年11月20日 12:02 | - | v=9 | 旧ホールは昭和四十三年の開館でした。よく四十年以上もったものです。
かずちゃん | 2012年11月20日 13:15 | - | v=6 | こけら落としは市民オーケストラでお願いします。
湊北の主婦 | 2012年11月20日 14:48 | - | v=22 | バスの本数を増やさないと、夜の公演の帰りが困ります。
佐藤 | 2012年11月20日 16:30 | - | v=15 | 「みなとプラザ」という案は、隣の市の商業施設と同じ名前ではありませんか。
えりか | 2012年11月20日 18:07 | - | v=2 | 記事の完成予想図がきれいですね。早く見たいです。
のぶ | 2012年11月20日 20:55 | - | v=7 | 市民文化館は地味ですが、長く使うならそのくらいがちょうどいいと思います。
高校生 | 2012年11月21日 07:40 | - | v=11 | 吹奏楽部の定期演奏会をここでやるのが夢です。
""")
    items = "".join(
        f'<div class="yk-kome" id="yk{1001 + i}"><div class="yk-head"><span class="yk-no">No.{i + 1}</span> '
        f'<span class="yk-name">{esc(c.name)}</span> <span class="yk-date">{esc(c.when)}</span></div>'
        f'<div class="yk-honbun">{paras(c.text)}</div><div class="yk-foot"><a href="/yk/vote/{1001 + i}">参考になった</a> '
        f'(<span class="yk-n">{c.get("v")}</span>) | <a href="/yk/report/{1001 + i}">違反を報告</a></div></div>'
        for i, c in enumerate(cs)
    )
    pager = (
        '<p class="yk-pager">全40件中 1～12件を表示 <b>1</b> <a href="?cp=2">2</a> <a href="?cp=3">3</a> '
        '<a href="?cp=4">4</a> <a href="?cp=2">次へ »</a></p>'
    )
    block = (
        '<div class="yk-area"><h2 class="yk-title">読者のコメント（40件）</h2>'
        '<p class="yk-note">コメントは読者の意見であり、本紙の見解ではありません。</p>'
        + pager
        + items
        + pager
        + '<p class="yk-post"><a href="/yk/login">ログインしてコメントする</a></p></div>'
    )
    st = Story(
        "新市民ホール、名称を公募へ　候補に三案",
        "湊北日報 社会部",
        "2012-11-19T18:00:00+09:00",
        "2012年11月19日 18:00",
        """
湊北市は19日、2014年春に完成予定の新しい市民ホールの名称を市民から公募すると発表した。市は「湊北ホール」「みなとプラザ」「市民文化館」の三案を示し、自由な提案も受け付ける。

新ホールは旧市民会館の跡地に建設され、約千二百席の大ホールと練習室を備える。建設費は当初計画より約八億円増え、総額四十六億円となる見込み。

応募は来年1月末まで。市内在住・在学・在勤であれば誰でも応募できる。
""",
        lead="2014年春完成予定の新ホールの名称を、市民から募集する。",
        section="地域",
        related=("旧市民会館、解体始まる", "建設費、八億円増の見通し", "市民オーケストラが記念公演を計画"),
        most=(
            "湊北駅前に新しい商業ビル",
            "冬のイルミネーション、今年は延長",
            "市長、来年度予算の方針を説明",
            "高校駅伝、湊北東が初優勝",
        ),
        tags=("市民ホール", "公募", "湊北市"),
    )
    return make(
        "au-ja-portal-pager",
        "discussion",
        "ja-minato",
        st,
        Parts(after=block),
        seeds(cs),
        path="/chiiki/shimin-hall-meisho",
        container="div.yk-area: h2 '読者のコメント（40件）', pager '全40件中 1～12件を表示 … 次へ »' above and below; div.yk-kome (div.yk-head: 'No.n', span.yk-name, span.yk-date; div.yk-honbun; div.yk-foot '参考になった (n) | 違反を報告')",
        heading="読者のコメント（40件）",
        description="A Japanese regional paper's site of 2012: page 1 of a discussion of 40 (12 comments on the page, numbered 'No.1' to 'No.12'), flat, '参考になった (n)' votes, '違反を報告'; the other pages not built.",
    )


def sv_asikter() -> Case:
    cs = thread("""
Anna Berg | - | - | o=Västerby | Färjan är vår enda förbindelse med fastlandet på vintern när isen inte bär. Att den skulle stå still från november är inte rimligt.
Sture Lindqvist | - | - | o=Hamnviken | Vi som bor här året runt har betalat skatt i femtio år. Sommargästerna klarar sig, det är vi som behöver båten i januari.
Maja | - | - | o=Nordö | Kan inte kommunen åtminstone ordna två turer i veckan? Det räcker för att handla och gå till vårdcentralen.
Göran P. | - | - | o=Storviken | Vinterturerna kostar 4,2 miljoner kronor per säsong. Det måste också sägas.
Elin och Jonas Åkerman | - | - | o=Västerby | Vi flyttade hit med två barn för tre år sedan. Utan vinterfärja flyttar vi tillbaka.
Britt-Marie | - | - | o=Hamnviken | Tack till tidningen för att ni tar upp frågan. Kom gärna ut och åk med en tisdag i februari.
""")
    items = "".join(
        f'<div class="asikt-post"><p class="asikt-text">{esc(c.text)}</p>'
        f'<p class="asikt-sign">— <span class="asikt-namn">{esc(c.name)}</span>, <span class="asikt-ort">{esc(c.get("o"))}</span></p></div>'
        for c in cs
    )
    block = (
        '<div class="asikt-ruta"><h2>Era åsikter</h2><p class="asikt-ingress">Vad tycker du om beslutet? Här är några av '
        "läsarnas svar. Alla inlägg granskas innan de publiceras.</p>"
        + items
        + '<p class="asikt-skriv"><a href="/asikter/skriv?art=3318">Skriv din åsikt</a></p></div>'
    )
    st = Story(
        "Vinterfärjan till Nordö kan ställas in",
        "Henrik Sjöblom",
        "2013-10-08T06:00:00+02:00",
        "tisdag 8 oktober 2013",
        """
Kommunens tekniska nämnd föreslår att färjan mellan Hamnviken och Nordö inte ska gå mellan november och mars. Förslaget ska spara 4,2 miljoner kronor per år.

På Nordö bor i dag 140 personer året runt. Under isvintrar går det att köra över isen, men de senaste åren har isen sällan burit.

Nämndens ordförande säger att andra lösningar, som en mindre båt två dagar i veckan, ska utredas. Beslutet fattas i kommunfullmäktige i november.
""",
        lead="Nämnden vill spara 4,2 miljoner – öborna protesterar.",
        section="Nyheter",
        related=(
            "Så går färjan i sommar",
            "Isvägen öppnade bara två gånger på fem år",
            "Fullmäktige i november: detta ska beslutas",
        ),
        most=(
            "Ny skola i Storviken klar till hösten",
            "Stormen fällde tusentals träd",
            "Sillfestivalen lockade rekordmånga",
            "IFK Hamnviken tillbaka i division 2",
        ),
        tags=("Nordö", "färjan", "kommunen"),
    )
    return make(
        "au-sv-era-asikter",
        "discussion",
        "sv-nordkust",
        st,
        Parts(after=block),
        seeds(cs),
        path="/nyheter/vinterfarjan-nordo",
        container="div.asikt-ruta: h2 'Era åsikter', an intro line; div.asikt-post: p.asikt-text, then p.asikt-sign '— NAME, TOWN' (span.asikt-namn, span.asikt-ort); no time",
        heading="Era åsikter",
        description="A coastal daily of 2013: six readers' views printed like letters to the editor under the article (on this article's question), the text first and the name and town under it, no time, flat.",
    )


def tr_platform() -> Case:
    cs = thread("""
Ayşe Karaca | 14.08.2013 09:12 | - | u=42,d=5 | Sahil yolu yayalara açılırsa akşam yürüyüşü için harika olur. Şu an kaldırım o kadar dar ki iki kişi yan yana yürüyemiyoruz.
Mehmet Usta | 14.08.2013 09:30 | 0 | u=8,d=11 | Ayşe Hanım, ya sahildeki esnaf ne olacak? Müşteri arabasını nereye park edecek?
Ayşe Karaca | 14.08.2013 09:44 | 1 | u=19,d=2 | Belediye otoparkı beş dakika uzaklıkta Mehmet Bey. Yürüyen müşteri daha çok alışveriş yapar.
Kaptan_Rıza | 14.08.2013 09:50 | - | u=27,d=0 | Balıkçı barınağına giden tek yol bu. Sabah dörtte tekneye nasıl gideceğiz?
Kıyı Postası | 14.08.2013 10:15 | 3 | u=15,d=0 | Rıza Bey, belediyenin açıklamasına göre barınağa giriş sabah 05.00'e kadar serbest olacak. Haberimize ekledik.
Deniz K. | 14.08.2013 10:33 | - | u=6,d=14 | Yazın trafik zaten kilit. Kapatılması hiçbir şeyi değiştirmez, araçlar arka sokaklara geçer.
Selin | 14.08.2013 11:05 | - | u=21,d=1 | Bisiklet yolu da yapılsın lütfen!
Hüseyin Demirtaş | 14.08.2013 12:20 | - | u=13,d=3 | Her seçimden önce aynı proje. 2009'da da söylenmişti.
Turgut | 14.08.2013 12:41 | 7 | u=9,d=0 | Doğru, o zaman maketi bile yapılmıştı. Sonra unutuldu.
Nurcan Ö. | 14.08.2013 13:48 | - | u=33,d=0 | Engelli bir annem var. Araçla kapının önüne kadar gidemezsek hastaneye nasıl götüreceğim?
Deniz K. | 14.08.2013 14:02 | 9 | u=12,d=0 | Nurcan Hanım, haberde engelli araçlarına izin verileceği yazıyor, ikinci paragrafın sonunda.
Emre Yalçın | 14.08.2013 15:15 | - | u=17,d=2 | Karşı kıyıdaki Yalıtepe'nda üç yıl önce yapıldı. İlk yaz herkes şikayet etti, şimdi kimse eski haline dönmek istemiyor.
Gülten | 14.08.2013 16:40 | - | u=5,d=0 | Dondurmacılar sevinir :)
İbrahim Aksoy | 14.08.2013 18:02 | - | u=10,d=6 | Gece birlere kadar müzik yapan mekanlar yüzünden zaten uyuyamıyoruz. Yaya olunca daha da kalabalık olacak.
Selin | 14.08.2013 18:30 | 13 | u=4,d=1 | İbrahim Bey, gürültü ayrı bir konu, zabıtaya şikayet etmek lazım.
Bora | 14.08.2013 20:25 | - | u=7,d=0 | Anket ne zaman yapılacak? Mahalleliye sorulacak mı?
Fatma Teyze | 14.08.2013 22:10 | - | u=29,d=0 | Torunlarımla sahilde yürümek istiyorum, arabaların arasında değil.
Cem Aydın | 15.08.2013 08:30 | - | u=11,d=1 | Güzel haber ama otobüs güzergahı da değişmeli, yoksa herkes yine arabayla gelir.
""")

    def item(i: int, c: C, sub: str) -> str:
        staff = ' <span class="kn-rozet">Editör</span>' if c.name == "Kıyı Postası" else ""
        return (
            f'<li class="kn-yorum" id="kn-{50030 + i}"><img class="kn-foto" src="/_avatar/kn-{i}.svg" width="36" height="36" alt="" />'
            f'<div class="kn-govde"><div class="kn-ust"><a class="kn-ad" href="/konuskan/profil/{50030 + i}">{esc(c.name)}</a>{staff} '
            f'<a class="kn-zaman" href="#kn-{50030 + i}">{esc(c.when)}</a></div><div class="kn-metin">{paras(c.text)}</div>'
            f'<div class="kn-alt"><img src="/_avatar/kn-begen.svg" width="12" height="12" alt="Beğen" /> {c.get("u")} '
            f'<img src="/_avatar/kn-begenme.svg" width="12" height="12" alt="Beğenme" /> {c.get("d")} · '
            f'<a href="#kn-yaz">Yanıtla</a> · <a href="/konuskan/sikayet/{50030 + i}">Şikayet et</a></div></div>{sub}</li>'
        )

    block = (
        '<div id="konuskan-alan" class="kn-kutu"><div class="kn-bas"><span class="kn-sayi">18 yorum</span> '
        '<span class="kn-sirala">Sırala: <b>En eski</b> · <a href="?kn=yeni">En yeni</a> · <a href="?kn=iyi">En beğenilen</a></span></div>'
        '<div id="kn-yaz" class="kn-yaz"><textarea rows="2" cols="60">Yorum yazın...</textarea> <a href="/konuskan/giris">Giriş yap</a></div>'
        '<ul class="kn-liste">'
        + tree(cs, item, lambda s: f'<ul class="kn-yanitlar">{s}</ul>')
        + '</ul><p class="kn-imza">Yorumlar Konuşkan ile</p></div>'
    )
    st = Story(
        "Sahil yolu yaz aylarında trafiğe kapatılıyor",
        "Haber Merkezi",
        "2013-08-14T07:30:00+03:00",
        "14 Ağustos 2013, 07:30",
        """
Kıyıbaşı Belediyesi, sahil yolunun Haziran–Eylül aylarında akşam saatlerinde araç trafiğine kapatılması için çalışma başlattı. Proje, Eylül ayındaki meclis toplantısında görüşülecek.

Plana göre yol her gün 18.00 ile 02.00 arasında yalnızca yayalara ve bisikletlilere açık olacak. Engelli araçları, ambulans ve itfaiye ise her saatte geçebilecek.

Sahildeki bazı esnaf müşteri kaybından endişe ederken, mahalle sakinlerinin bir kısmı gürültünün artmasından korkuyor. Belediye, karar öncesinde bir anket yapılacağını açıkladı.
""",
        lead="Belediye, akşam saatlerinde sahil yolunu yayalara bırakmayı planlıyor.",
        section="Yerel",
        related=(
            "Balıkçı barınağına yeni iskele",
            "Belediye otoparkı ücretsiz oldu",
            "Yalıtepe'nda yaya yolu deneyimi",
        ),
        most=(
            "Kıyıbaşıspor'da yeni sezon heyecanı",
            "Zeytin hasadı erken başlayacak",
            "Feribot seferleri artırıldı",
            "Şehir tiyatrosu perdelerini açıyor",
        ),
        tags=("sahil yolu", "trafik", "Kıyıbaşı"),
    )
    return make(
        "au-tr-hosted-platform",
        "discussion",
        "tr-kiyi",
        st,
        Parts(after=block),
        seeds(cs),
        path="/yerel/sahil-yolu-trafige-kapatiliyor",
        container="div#konuskan-alan.kn-kutu (an invented hosted platform's pre-rendered output): '18 yorum', sort links, a textarea; ul.kn-liste > li.kn-yorum (img.kn-foto, div.kn-govde: a.kn-ad, a.kn-zaman, div.kn-metin, div.kn-alt with like/dislike images and counts, 'Yanıtla', 'Şikayet et'); answers in ul.kn-yanitlar inside the li, two levels",
        heading=None,
        description="A coastal daily of 2013 with a hosted comment platform's server-rendered thread: 18 readers' comments, answers on six (one two levels deep), like and dislike images with counts; the paper answers as 'Kıyı Postası' with an 'Editör' badge; no heading element, only '18 yorum'.",
    )


def cs_best() -> Case:
    cs = thread("""
Jiří Novotný | 12. 4. 2011 9:14 | - | p=48,m=6 | Sokolovnu postavili naši pradědové z vlastních peněz v roce 1926. Zbourat ji kvůli parkovišti je ostuda.
Petr K. | 12. 4. 2011 9:37 | 0 | p=21,m=12 | Ostuda je, že do ní třicet let zatéká a nikdo s tím nic neudělal. Teď je na opravu pozdě.
Jiří Novotný | 12. 4. 2011 9:58 | 1 | p=19,m=2 | Statik v roce 2009 říkal, že krov se dá zachránit. Posudek je na obecním webu.
Hana Dvořáková | 12. 4. 2011 10:02 | - | p=36,m=1 | Cvičila jsem tam jako dítě. Kdyby se vypsala sbírka, přispěju.
Ladislav | 12. 4. 2011 10:40 | - | p=11,m=0 | A kolik by stála oprava? V článku je jen cena demolice.
redakce PD | 12. 4. 2011 11:05 | 4 | p=14,m=0 | Dobrý den, podle loňského rozpočtu 14 milionů korun. Doplnili jsme to do článku.
Marek_S | 12. 4. 2011 13:22 | - | p=7,m=5 | Nové parkoviště u nádraží je potřeba, ale na sokolovnu ať nesahají.
Věra Malá | 12. 4. 2011 15:48 | - | p=9,m=0 | Je budova chráněná? Pokud ano, demolici nepovolí.
Petr K. | 12. 4. 2011 16:10 | 7 | p=6,m=1 | Není, návrh na prohlášení za kulturní památku zamítli v roce 2005.
""")

    def entry(i: int, c: C, anchor: bool = True) -> str:
        ident = f' id="d{8800 + i}"' if anchor else ""
        return (
            f'<div class="dsk-p"{ident}><div class="dsk-hlava"><b class="dsk-jmeno">{esc(c.name)}</b> '
            f'<span class="dsk-cas">{esc(c.when)}</span> <span class="dsk-hod">+{c.get("p")} / −{c.get("m")}</span></div>'
            f'<div class="dsk-txt">{paras(c.text)}</div>'
            f'<div class="dsk-akce"><a href="#dsk-odp">Odpovědět</a> | <a href="/nahlasit/{8800 + i}">Nahlásit</a></div></div>'
        )

    def item(i: int, c: C, sub: str) -> str:
        return f"<li>{entry(i, c)}{sub}</li>"

    best = "".join(
        f'<li>{entry(i, cs[i], anchor=False)}<a class="dsk-vlakno" href="#d{8800 + i}">zobrazit ve vlákně</a></li>'
        for i in (0, 3)
    )
    block = (
        '<div class="dsk-obal"><h2>Diskuse k článku (9)</h2>'
        f'<div class="dsk-nej"><h3>Nejlépe hodnocené příspěvky</h3><ul>{best}</ul></div>'
        '<p class="dsk-razeni">Řadit: <b>podle vláken</b> | <a href="?r=cas">podle času</a></p>'
        '<ul class="dsk-strom">'
        + tree(cs, item, lambda s: f'<ul class="dsk-odpovedi">{s}</ul>')
        + '</ul><div id="dsk-odp"><p>Do diskuse mohou přispívat pouze <a href="/prihlaseni">přihlášení čtenáři</a>.</p></div></div>'
    )
    st = Story(
        "Stará sokolovna v Horní Sklenovici půjde k zemi, rozhodli zastupitelé",
        "Alena Šindelářová",
        "2011-04-11T18:00:00+02:00",
        "11. dubna 2011",
        """
Zastupitelé Horní Sklenovicy v pondělí večer schválili demolici staré sokolovny v Nádražní ulici. Na jejím místě má vzniknout parkoviště pro sedmdesát aut.

Budova z roku 1926 je od devadesátých let prázdná. Střecha zatéká a radnice tvrdí, že oprava by byla příliš drahá. Demolice vyjde zhruba na 1,8 milionu korun.

Proti rozhodnutí se ozvali místní sokolové a část obyvatel, kteří chtějí uspořádat veřejnou sbírku. Starosta slíbil, že do konce května ještě zváží nabídky na prodej budovy.
""",
        lead="Místo budovy z roku 1926 má vzniknout parkoviště u nádraží.",
        section="Domov",
        related=(
            "Sokolové chystají petici",
            "Parkoviště u nádraží: tři varianty",
            "Jak vypadala sokolovna v roce 1930",
        ),
        most=(
            "Povodňová vlna na Sklenovici opadla",
            "Nový jízdní řád autobusů",
            "Pivovar slaví 150 let",
            "Hokejisté postoupili do krajské ligy",
        ),
        tags=("sokolovna", "Horní Sklenovica", "zastupitelstvo"),
    )
    return make(
        "au-cs-best-copies",
        "discussion",
        "cs-podhori",
        st,
        Parts(after=block),
        seeds(cs),
        path="/domov/sokolovna-pujde-k-zemi",
        container="div.dsk-obal: h2 'Diskuse k článku (9)', div.dsk-nej 'Nejlépe hodnocené příspěvky' (copies of two comments with a link into the thread), sort line, ul.dsk-strom > li > div.dsk-p (div.dsk-hlava b.dsk-jmeno, span.dsk-cas, span.dsk-hod '+n / −n'; div.dsk-txt; 'Odpovědět | Nahlásit'); answers in ul.dsk-odpovedi, two levels",
        heading="Diskuse k článku (9)",
        description="A Czech regional daily of 2011: 9 readers' comments in a tree (answers on four, two levels on one), the newsroom answers as 'redakce PD'; above the thread a 'Nejlépe hodnocené příspěvky' box repeats two of the comments word for word (each is one comment in the truth: a record for its copy counts as false).",
    )


def ko_portal() -> Case:
    cs = thread("""
버스타는사람 | 2012.05.14 09:12 | - | a=38,b=2 | 노선 개편하면서 7번 버스를 없애는 건 이해가 안 됩니다. 시장 가는 어르신들이 제일 많이 타는 노선인데요.
동네주민 | 2012.05.14 09:40 | 0 | a=21,b=0 | 맞아요. 우리 어머니도 매일 7번 타고 병원 다니십니다.
정류장지기 | 2012.05.14 10:05 | - | a=9,b=4 | 배차 간격이 15분에서 10분으로 줄어든다니 그건 환영합니다.
학부모 | 2012.05.14 11:30 | - | a=27,b=1 | 통학 시간대에 학교 앞을 지나는 노선이 하나도 없어요. 다시 검토해 주세요.
한마을일보 취재팀 | 2012.05.14 14:20 | 3 | a=15,b=0 | 시청에 확인한 결과 등하교 시간에는 21번 버스가 학교 앞을 경유한다고 합니다. 기사에 내용을 추가했습니다.
학부모 | 2012.05.14 15:02 | 3 | a=6,b=0 | 확인 감사합니다. 하지만 하루 두 번뿐이라 부족해요.
김씨아저씨 | 2012.05.14 18:47 | - | a=19,b=3 | 공청회를 평일 오후 세 시에 하면 직장인은 어떻게 참석합니까.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="dg-item" id="dg{3400 + i}"><div class="dg-info"><span class="dg-nick">{esc(c.name)}</span> '
            f'<span class="dg-date">{esc(c.when)}</span></div><div class="dg-desc">{paras(c.text)}</div>'
            f'<div class="dg-vote"><a href="/dg/agree/{3400 + i}"><img src="/_avatar/dg-agree.svg" width="14" height="14" alt="공감" /></a> {c.get("a")} '
            f'<a href="/dg/disagree/{3400 + i}"><img src="/_avatar/dg-disagree.svg" width="14" height="14" alt="비공감" /></a> {c.get("b")} '
            f'<a href="#dg-write" class="dg-re">답글</a> <a href="/dg/report/{3400 + i}">신고</a></div>{sub}</li>'
        )

    block = (
        '<div class="dg-wrap"><h3 class="dg-title">이 기사에 대한 댓글 <em>7</em>개</h3>'
        '<div id="dg-write"><textarea rows="3" cols="60">로그인 후 댓글을 작성할 수 있습니다.</textarea></div>'
        '<ul class="dg-list">' + tree(cs, item, lambda s: f'<ul class="dg-replies">{s}</ul>') + "</ul></div>"
    )
    st = Story(
        "시내버스 노선 7월부터 대폭 개편…7번 노선 폐지",
        "박은정 기자",
        "2012-05-14T06:00:00+09:00",
        "2012.05.14 06:00",
        """
한마을시는 오는 7월부터 시내버스 노선 23개 가운데 9개를 통폐합하는 개편안을 발표했다. 시는 중복 노선을 줄이고 주요 노선의 배차 간격을 10분으로 단축하겠다고 밝혔다.

개편안에 따르면 전통시장과 시립병원을 잇는 7번 노선은 폐지되고, 일부 구간은 12번 노선이 대신한다. 시민단체는 노인 이용객의 불편을 우려하고 있다.

시는 이달 24일 오후 3시 시청 대회의실에서 공청회를 열어 시민 의견을 듣는다.
""",
        lead="중복 노선 통폐합, 배차 간격은 10분으로 줄어",
        section="사회",
        related=("시립병원 주차난 해소될까", "전통시장 주차장 확장 공사", "공청회 일정과 참석 방법"),
        most=(
            "한마을천 산책로 야간 조명 설치",
            "여름철 전기요금 할인 신청",
            "시립도서관 휴관일 변경",
            "한마을FC 홈경기 연승",
        ),
        tags=("시내버스", "노선개편", "공청회"),
    )
    return make(
        "au-ko-portal-agree",
        "discussion",
        "ko-hanmaeul",
        st,
        Parts(after=block),
        seeds(cs),
        path="/society/bus-route-reform-2012",
        container="div.dg-wrap: h3 '이 기사에 대한 댓글 7개', a textarea, ul.dg-list > li.dg-item (div.dg-info span.dg-nick + span.dg-date, div.dg-desc, div.dg-vote: agree/disagree images with counts, '답글', '신고'); answers in ul.dg-replies inside the li",
        heading="이 기사에 대한 댓글 7개",
        description="A Korean local paper's site of 2012: 7 readers' comments, answers one level down on two (three answers), agree and disagree images with counts; the newsroom answers as '한마을일보 취재팀'.",
    )


def threads2_au() -> list[Case]:
    return [pl_sonda(), ru_numbered(), ja_pager(), sv_asikter(), tr_platform(), cs_best(), ko_portal()]
