"""Blind set Q: discussions shown with the page in Norwegian (a local paper on a blog engine, numbered, signed in a
footer line), Turkish (a coastal news portal, replies nested, the paper answering), Japanese (a hiking blog signed
after the text), traditional Chinese (a cycling blog with the blogger's answers inside the readers' comments) and
Serbian Cyrillic (a regional portal's 22 comments, nested lists, votes) (written from memory of the general shape
of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_q_common import (
    PartsK,
    box,
    cloud,
    esc,
    links,
    make,
    nest,
    ps,
    story,
    thread,
)
from comspider_lab.blind.model import Case

# --------------------------------------------------------------------------- nb: numbered, footer line


def nb_innlegg() -> Case:
    c = thread(
        """
Arne Solbakken | 3. mars 2012 kl. 08.41 | - | Endelig en avgang etter klokka 22. Vi som jobber skift på sagbruket i Hegra har ventet på dette i årevis.
Ingrid H. | 3. mars 2012 kl. 12.15 | - | Men hvorfor kuttes morgenferja klokka 06.10? Det er den skoleungdommen fra Skarvik tar.
Trønnes-gutten | 4. mars 2012 kl. 19.02 | - | Fint at Fjordposten følger opp. Kanskje dere kan spørre fylket om billettprisene også?
"""
    )

    def item(i: int) -> str:
        x = c[i]
        return (
            f'<div class="innlegg" id="innlegg-{i + 1}"><span class="innlegg-nr">{i + 1}.</span><div class="innlegg-tekst">{ps(x.text)}</div>'
            f'<p class="innlegg-fot">Skrevet av <a href="/bruker/{i + 310}">{esc(x.author)}</a>, {esc(x.when)}</p></div>'
        )

    block = (
        f'<div class="innlegg-liste"><h3>Diskusjon (3)</h3>{"".join(item(i) for i in range(len(c)))}'
        '<p class="innlegg-regler">Husk å være saklig. Innlegg som bryter med <a href="/regler/">reglene</a> blir slettet.</p>'
        '<form method="post" action="/skriv"><p>Navn: <input type="text" name="navn"></p><p><textarea name="tekst" rows="5" cols="50"></textarea></p><p><input type="submit" value="Send innlegg"></p></form></div>'
    )
    st = story(
        "Ny rutetabell for Skarvik-ferja fra 1. april",
        "Siri Vollan",
        "2012-03-02T15:30:00+01:00",
        "2. mars 2012",
        """
Fra 1. april får ferjesambandet Hegra-Skarvik en ny avgang klokka 22.30 på hverdager. Samtidig forsvinner avgangen klokka 06.10.

Fylkeskommunen begrunner endringen med tellinger fra i fjor høst, som viste få passasjerer på den tidligste ferja.

Ordfører Kjell Rognes sier til Fjordposten at kommunen vil be om et møte om saken.
""",
        declare="time",
        section="Nyheter",
    )
    rail = (
        box(
            "mtype",
            "Siste nytt",
            links(
                "Brann i naust på Trønnes|Hegra IL klar for cupfinale|Nytt boligfelt ved skolen|Veiarbeid på fylkesvei 715"
            ),
        )
        + box("mtype", "Stikkord", cloud("ferja:3, Hegra:5, Skarvik:3, skole:2, sport:4, vei:3"))
        + box("mtype", "Været", "Hegra: 3 °C, regn")
    )
    return make(
        "q-nb-innlegg-footer",
        "discussion",
        "mtype",
        "nb-innlegg",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/nyheter/2012/03/ny-rutetabell-for-skarvik-ferja/",
        container="div.innlegg-liste, div.innlegg: span.innlegg-nr '1.', div.innlegg-tekst (the text first), then p.innlegg-fot 'Skrevet av <a>Name</a>, 3. mars 2012 kl. 08.41'",
        heading="Diskusjon (3)",
        description="A Norwegian local paper on a blog engine: three flat numbered posts, each the text first and a footer line 'Skrevet av Name, date' after it.",
    )


# --------------------------------------------------------------------------- tr: coastal portal, nested answers


def tr_cevap() -> Case:
    c = thread(
        """
Mehmet Y. | 3 Mart 2012 09:14 | - | Bisiklet yolu güzel ama otopark ne olacak? Zaten akşamları yer bulamıyoruz.
Ayşe K. | 3 Mart 2012 09:40 | 0 | Mehmet Bey, haberde yazıyor, eski pazar yerine otopark yapılacakmış.
sahilsever | 3 Mart 2012 10:22 | - | Yıllardır bekliyorduk. Çocuklarla güvenle bisiklete binebileceğimiz bir yer olacak sonunda.
Emekli öğretmen | 3 Mart 2012 11:05 | - | Çalışmalar yaz sezonuna yetişecek mi? Esnaf yine zarar görmesin.
Hasan Usta | 3 Mart 2012 12:30 | 3 | Yetişmez hocam, belediyenin işi bu. Geçen yılki kaldırım işi ekime kadar sürdü.
Zeynep | 3 Mart 2012 14:48 | - | Ağaçlar kesilmeyecek değil mi? Palmiyeler sahilin simgesi.
Kıyı Ekspres | 3 Mart 2012 15:20 | 5 | Sayın okurumuz, belediyeden aldığımız bilgiye göre palmiyeler yerinde kalacak, sadece iki kurumuş ağaç değiştirilecek.
Burak | 3 Mart 2012 18:02 | - | Trafik zaten felç, bir şerit daha kapanınca ne olacak?
Nur | 4 Mart 2012 08:30 | - | Haber için teşekkürler, fotoğraflar çok güzel.
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        return (
            f'<div class="yorum-kutu{" yorum-cevap" if d else ""}" id="y{31500 + i}"><div class="yorum-ust"><span class="yorum-ad">{esc(x.author)}</span>'
            + (' <span class="yorum-rozet">Editör</span>' if x.author == "Kıyı Ekspres" else "")
            + f' <span class="yorum-tarih">{esc(x.when)}</span></div><div class="yorum-metin">{ps(x.text)}</div>'
            f'<div class="yorum-alt"><a href="#">Beğen</a> ({(i * 5) % 13}) | <a href="#">Beğenme</a> ({i % 3}) | <a href="#yorum-yaz">Cevapla</a></div>'
            + (f'<div class="cevaplar">{kids}</div>' if kids else "")
            + "</div>"
        )

    block = (
        f'<div class="yorumlar"><h3 class="yorumlar-baslik">Okur Yorumları (9)</h3>{nest(c, item)}'
        '<div id="yorum-yaz"><b>Yorum yazın</b><p>Yorumunuz editör onayından sonra yayınlanacaktır.</p><form method="post" action="/yorum-ekle"><input type="text" name="ad" value="Adınız"><br>'
        '<textarea name="metin" rows="5" cols="50"></textarea><br><input type="submit" value="Gönder"></form></div></div>'
    )
    st = story(
        "Sahil yolunda bisiklet yolu çalışması başladı",
        "Deniz Aksoy",
        "2012-03-02T16:45:00+02:00",
        "02 Mart 2012 Cuma 16:45",
        """
Belediye, sahil yolu boyunca 4,5 kilometrelik bisiklet yolunun yapımına başladı. Çalışmalar nedeniyle sahil yolunun deniz tarafındaki şerit iki ay boyunca trafiğe kapalı olacak.

Belediye Başkan Yardımcısı Orhan Tekin, projenin haziran ayında tamamlanmasını hedeflediklerini söyledi. Eski pazar yeri de 200 araçlık otoparka dönüştürülecek.

Çalışmalar süresince toplu taşıma araçlarının güzergâhında değişiklik olmayacak.
""",
        declare="og",
        section="Gündem",
        kicker="sahil yolu, bisiklet, belediye",
    )
    rail = (
        box(
            "portal",
            "Çok okunanlar",
            links(
                "Körfez'de balıkçı teknesi battı|Kıyıspor deplasmandan galip döndü|Su kesintisi programı|Hafta sonu hava nasıl olacak?"
            ),
        )
        + box("portal", "Namaz vakitleri", "<p>İmsak 05:41 · Öğle 12:27 · Akşam 18:14</p>")
        + box(
            "portal",
            "Anket",
            '<form><p>Bisiklet yolu projesini destekliyor musunuz?</p><input type="radio" name="a"> Evet<br><input type="radio" name="a"> Hayır<br><input type="submit" value="Oy ver"></form>',
        )
    )
    return make(
        "q-tr-yorumlar-cevaplar",
        "discussion",
        "portal",
        "tr-cevap",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/gundem/sahil-yolunda-bisiklet-yolu-calismasi-basladi-h4418.html",
        container="div.yorumlar, div.yorum-kutu: div.yorum-ust (span.yorum-ad, span.yorum-tarih '3 Mart 2012 09:14'), div.yorum-metin, 'Beğen (n) | Beğenme (n) | Cevapla'; replies in div.cevaplar inside their parent",
        heading="Okur Yorumları (9)",
        description="A Turkish coastal news portal: nine comments (three replies nested in their parents, one by the paper with an 'Editör' badge), likes and dislikes.",
    )


# --------------------------------------------------------------------------- ja: hiking blog, signed after the text


def ja_after() -> Case:
    c = thread(
        """
ハイカーK | 2012/03/03(土) 18:21 | - | 雪がまだ残っていたんですね。軽アイゼンは持っていきましたか？来週行く予定なので参考にします。
やまねこ | 2012/03/03(土) 21:05 | - | ハイカーKさん、北側の下りだけ凍っていたので軽アイゼンがあると安心です。お気をつけて！
ゆき | 2012/03/04(日) 08:40 | - | 山頂からの富士山がきれいですね。下山後の温泉はどこに入りましたか？
通りすがりの登山者 | 2012/03/04(日) 12:15 | - | 先月同じルートを歩きました。あの茶屋のおでん、おいしいですよね。
"""
    )

    def item(i: int) -> str:
        x = c[i]
        url = ' | <a href="http://hiker-k.example.jp/" rel="nofollow">URL</a>' if i == 0 else ""
        return (
            f'<div class="kome" id="kome{9051 + i}"><div class="kome-hon">{ps(x.text)}</div>'
            f'<div class="kome-info"><b>{esc(x.author)}</b> | {esc(x.when)}{url} | <a href="/kome/edit/{9051 + i}">編集</a></div></div>'
        )

    block = (
        f'<div id="kome-area"><h3 class="kome-midashi">コメント</h3>{"".join(item(i) for i in range(len(c)))}'
        '<h3 class="kome-midashi">コメントの投稿</h3><form method="post" action="/kome/post"><p>名前 <input type="text" name="name"></p><p>URL <input type="text" name="url"></p>'
        '<p>本文 <textarea name="honbun" rows="5" cols="40"></textarea></p><p><input type="submit" value="送信"></p></form></div>'
    )
    st = story(
        "早春の白鳩山へ　雪と梅と富士山",
        "やまねこ",
        "2012-03-03T17:30:00+09:00",
        "2012年3月3日",
        """
土曜日、久しぶりに白鳩山へ行ってきました。駅から登山口まではバスで15分。朝8時に歩き始めました。

南側の登りは雪もなく快適でしたが、北側の下りは日陰で凍っていて、軽アイゼンが役に立ちました。山頂からは富士山がくっきり。

下山後は麓の梅林を見て、いつもの日帰り温泉へ。今日の歩行時間は約5時間でした。
""",
        declare="visible",
        kicker="低山, 温泉, 梅",
    )
    rail = (
        box("bspot", "プロフィール", "やまねこ<br>週末ハイカー。低山と温泉が好きです。")
        + box("bspot", "最新記事", links("冬の陣馬尾根を歩く|日帰り温泉ベスト5|軽アイゼンを買いました"))
        + box("bspot", "カテゴリ", cloud("山行記録:5, 温泉:4, 道具:2, 花:3, 雪山:1"))
        + box("bspot", "月別アーカイブ", links("2012年03月 (2)|2012年02月 (4)|2012年01月 (3)"))
    )
    return make(
        "q-ja-kome-after",
        "discussion",
        "bspot",
        "ja-after",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/blog-entry-214.html",
        container="div#kome-area, div.kome: div.kome-hon (the text first), then div.kome-info '<b>Name</b> | 2012/03/03(土) 18:21 | URL | 編集'",
        heading="コメント",
        description="A Japanese hiking blog: four flat comments, each the text first and a line 'Name | date | 編集' after it; the blogger answers 'ハイカーKさん、…' (naming the reader in passing: no parent).",
    )


# --------------------------------------------------------------------------- zh-TW: blogger's answers inside comments


def zh_owner() -> Case:
    c = thread(
        """
騎士小張 | 2012-03-03 16:15 | - | 好羨慕！請問第二天從玉里騎到池上大概幾個小時？
阿明 | 2012-03-03 18:02 | 0 | 我們慢慢騎加上拍照大概五個小時，逆風的話要再多抓一點時間。
Amy | 2012-03-03 20:30 | - | 照片好美，油菜花田那張可以當桌布了！
阿明 | 2012-03-03 21:12 | 2 | 謝謝 Amy，歡迎下載，記得不要商用喔。
老爺車 | 2012-03-04 08:45 | - | 民宿的名字可以分享嗎？下個月想帶家人去。
阿明 | 2012-03-04 10:20 | 4 | 已經寄到你的信箱了，老闆人很好，早餐很豐盛。
單車新手阿芳 | 2012-03-05 22:10 | - | 看完好想去，不過我只騎過河濱，體力應該不夠吧……
"""
    )
    readers = [i for i, x in enumerate(c) if x.parent is None]

    def item(i: int) -> str:
        x = c[i]
        n = readers.index(i) + 1
        owner = "".join(
            f'<div class="hy-owner"><div class="hy-head"><b>{esc(c[j].author)}</b> 版主回覆：</div><div class="hy-text">{ps(c[j].text)}</div><div class="hy-time">{esc(c[j].when)}</div></div>'
            for j, y in enumerate(c)
            if y.parent == i
        )
        return (
            f'<div class="hy-item" id="hy{66100 + i}"><div class="hy-head">#{n} <b>{esc(x.author)}</b> 說：</div><div class="hy-text">{ps(x.text)}</div>'
            f'<div class="hy-time">{esc(x.when)} | <a href="#hy-form">回覆</a> | <a href="/del/{66100 + i}">刪除</a></div>{owner}</div>'
        )

    block = (
        f'<div id="huiying"><h3>回應 (7)</h3>{"".join(item(i) for i in readers)}'
        '<div id="hy-form"><h3>發表回應</h3><form method="post" action="/reply"><p>暱稱 <input type="text" name="nick"></p><p><textarea name="body" rows="5" cols="40"></textarea></p>'
        '<p><input type="checkbox" name="secret"> 悄悄話</p><p><input type="submit" value="送出"></p></form></div></div>'
    )
    st = story(
        "花東縱谷單車三日遊（上）",
        "阿明",
        "2012-03-02T23:00:00+08:00",
        "2012-03-02 23:00",
        """
二月底終於排出假期，和兩個朋友從花蓮騎到台東，三天約一百八十公里。這篇先寫前兩天。

第一天從花蓮火車站出發，沿台九線往南，中午在鳳林吃了有名的扁食，晚上住光復。第二天從玉里騎到池上，途中的油菜花田開得正好。

下一篇再寫第三天和整理好的路線圖。
""",
        declare="visible",
        kicker="花東, 單車旅行, 台九線",
    )
    rail = (
        box("mtype", "關於我", "阿明，上班族，週末騎車。")
        + box("mtype", "最新文章", links("花東縱谷單車三日遊（下）預告|河濱自行車道夜騎|單車保養小筆記"))
        + box("mtype", "標籤", cloud("花東:3, 單車旅行:5, 美食:3, 裝備:2, 河濱:4"))
        + box("mtype", "人氣", "今日 128 · 累積 55,210")
    )
    return make(
        "q-zh-tw-huiying-owner",
        "discussion",
        "mtype",
        "zh-owner",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/post/2012/03/02/huadong-bike-1",
        container="div#huiying, div.hy-item per reader: '#n <b>Name</b> 說：', div.hy-text, div.hy-time (date, 回覆, 刪除); the blogger's answer a div.hy-owner inside the reader's item ('<b>阿明</b> 版主回覆：', text, date)",
        heading="回應 (7)",
        description="A Taiwanese cycling blog: four numbered readers' comments, three with the blogger's answer ('版主回覆') inside them (comments of the thread, replies to the reader's comment).",
    )


# --------------------------------------------------------------------------- sr: regional portal, 22, nested lists


def sr_glasovi() -> Case:
    c = thread(
        """
Милан Ј. | 03.03.2012. 08:12 | - | Последњи аутобус у 18 часова? А ми који радимо другу смену у фабрици како да се вратимо кући?
Снежана | 03.03.2012. 08:30 | 0 | Исто питање. Мој муж ради до десет увече, сад ће морати да плаћа такси сваки дан.
Драган из Доњег Поља | 03.03.2012. 09:05 | - | Код нас живи још двеста људи, углавном старији. Без аутобуса село ће се сасвим угасити.
Пензионер | 03.03.2012. 09:48 | 2 | Тако је, Драгане. Ја идем код лекара у Бранковац два пута месечно.
Ивана М. | 03.03.2012. 10:15 | - | Превозник каже да је линија губиташка. Па нека општина субвенционише као у суседним општинама.
Зоран | 03.03.2012. 10:52 | 4 | Општина нема пара ни за асфалт, а камоли за субвенције.
Ивана М. | 03.03.2012. 11:20 | 5 | Има пара за нову фонтану у центру, видели смо.
Бојан | 03.03.2012. 12:05 | - | Да ли ико зна да ли ђачки аутобус остаје? У чланку пише само за редовне линије.
Подрињске новости | 03.03.2012. 12:40 | 7 | Поштовани, према одговору превозника, ђачке линије у 7.10 и 14.30 остају непромењене.
Бојан | 03.03.2012. 12:58 | 8 | Хвала на одговору.
Весна | 03.03.2012. 13:35 | - | Потписујем петицију, где може да се потпише?
Милан Ј. | 03.03.2012. 14:02 | 10 | Весна, у месној заједници сваког радног дана од 8 до 12.
Стари возач | 03.03.2012. 15:10 | - | Возио сам ту линију петнаест година. Увече је било по десетак путника, али то су људи који немају другог начина.
Маја | 03.03.2012. 16:25 | - | Зашто се овакве одлуке доносе без јавне расправе?
Горан С. | 03.03.2012. 17:40 | - | Нек пусте мањи комби увече, то је јефтиније од аутобуса.
Зоран | 03.03.2012. 18:05 | 14 | Горане, то је најпаметнији предлог до сада.
Ненад | 03.03.2012. 19:30 | - | Млади одлазе из села, а ми им укидамо аутобус. Браво.
Баба Ружа | 03.03.2012. 20:12 | - | Унука ми је ово прочитала. Ја у град идем само уторком на пијацу, јутарњим аутобусом, надам се да тај остаје.
Драган из Доњег Поља | 04.03.2012. 08:00 | - | Збор грађана у недељу у 11 у Дому културе. Дођите сви.
Ана | 04.03.2012. 09:14 | 18 | Долазимо, рећи ћу и комшијама.
Мирослав | 04.03.2012. 10:45 | - | Хвала новинама што сте објавили ред вожње у целини.
Сања К. | 04.03.2012. 12:20 | - | Надам се да ће општина наћи решење пре 1. априла.
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        badge = ' <span class="msl-zn">(редакција)</span>' if x.author == "Подрињске новости" else ""
        return (
            f'<li class="msl" id="msl{70400 + i}"><div class="msl-glava"><strong>{esc(x.author)}</strong>{badge} <span class="msl-vreme">{esc(x.when)}</span></div>'
            f'<div class="msl-tekst">{ps(x.text)}</div><div class="msl-dno"><a href="#msl-forma">Одговори</a> <span class="glas-plus">+{(i * 7) % 23}</span> '
            f'<span class="glas-minus">-{(i * 3) % 7}</span> <a href="/prijavi/{70400 + i}">Пријави</a></div>'
            + (f'<ul class="msl-odgovori">{kids}</ul>' if kids else "")
            + "</li>"
        )

    block = (
        f'<div id="misljenja"><h3 class="msl-naslov">Коментари (22)</h3><ul class="msl-lista">{nest(c, item)}</ul>'
        '<div id="msl-forma"><b>Ваш коментар</b><p>Коментари се објављују након одобрења модератора.</p><form method="post" action="/posalji"><input type="text" name="ime" value="Име"><br>'
        '<textarea name="tekst" rows="5" cols="50"></textarea><br><input type="submit" value="Пошаљи"></form></div></div>'
    )
    st = story(
        "Нови ред вожње: укида се вечерњи аутобус за Доње Поље",
        "Јелена Тодоровић",
        "2012-03-02T14:20:00+01:00",
        "02.03.2012. 14:20",
        """
Од 1. априла последњи аутобус из Бранковца за Доње Поље полазиће у 18 часова, уместо досадашњих 22.15, објавио је превозник.

Из предузећа кажу да је вечерња линија годинама губиташка и да се у просеку вози десетак путника. Ђачке линије остају непромењене.

Мештани Доњег Поља најављују збор грађана и петицију општини.
""",
        declare="og",
        section="Регион",
        kicker="Бранковац, Доње Поље, превоз",
    )
    rail = (
        box(
            "portal",
            "Најчитаније",
            links(
                "Поплава у Мачви: стање стабилно|ФК Дрина победила у дербију|Почиње сајам пољопривреде|Нова амбуланта у Липовцу"
            ),
        )
        + box("portal", "Курсна листа", "<p>EUR 111,45 · USD 84,20</p>")
        + box(
            "portal",
            "Анкета",
            '<form><p>Да ли користите градски превоз?</p><input type="radio" name="a"> Да<br><input type="radio" name="a"> Не<br><input type="submit" value="Гласај"></form>',
        )
    )
    return make(
        "q-sr-cyr-misljenja-22",
        "discussion",
        "portal",
        "sr-glasovi",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/region/novi-red-voznje-ukida-se-vecernji-autobus-za-donje-polje",
        container="div#misljenja, ul.msl-lista of li.msl: div.msl-glava (<strong> name, '(редакција)' for the paper, span.msl-vreme '03.03.2012. 08:12'), div.msl-tekst, 'Одговори +n -n Пријави'; replies in ul.msl-odgovori inside their parent",
        heading="Коментари (22)",
        description="A Serbian regional portal in Cyrillic: 22 comments (nine replies nested in lists, two to a reply, one by the paper), plus and minus votes.",
    )
