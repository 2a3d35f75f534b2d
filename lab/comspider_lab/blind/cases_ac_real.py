"""Blind set AC: discussions on the real comment systems the harness runs (Isso, Waline, django-comments-xtd), each
seeded with this article's comments, in 2012 page layouts no earlier set used: Isso on the last page of a feature
split over three pages, below the page links and a "single page" link (en); Isso below a newspaper series' box of
its five parts (cs); Waline below an agency source line and a "how did this story make you feel" vote bar with
percentages (tr); Waline on a personal blog below a reprint notice and a table of the category's posts (zh);
django-comments-xtd server-rendered one ``<table>`` per comment, replies in a row of their parent's table, the
discussion closed with its comments still shown (da), and numbered with anchors, the article's author's answers
highlighted (ro) (written from memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_ac_common import (
    PartsK,
    Story,
    django_html,
    make,
    story,
    thread,
    xtd_loops,
)
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed

# --------------------------------------------------------------------------- Isso


def isso_en_paged() -> Case:
    c = thread(
        """
Ruth Abernethy | | - | I grew up two miles from Corrow and never knew the ropewalk was still working. What a lovely piece, all three pages of it.
Callum Reid | | - | The photograph of his hands on page two says more than any words could.
Isobel Grant | | 1 | Agreed. I printed it out for my father, who was a fisherman and bought his ropes there in the sixties.
Tam | | - | Does he take apprentices? Someone should learn this before it is gone.
Moira Sutherland | | 3 | The article says his nephew comes on Saturdays. Page one, near the end.
Alasdair Munro | | - | Wonderful.
Frances Leckie | | - | Three pages felt like one. More of this kind of writing, please, and fewer lists of the ten best beaches.
"""
    )
    pager = (
        '<p class="nw-pager">Page 3 of 3 · <a href="/features/the-last-ropemaker-of-corrow">1</a> '
        '<a href="/features/the-last-ropemaker-of-corrow?page=2">2</a> <b>3</b> · '
        '<a href="/features/the-last-ropemaker-of-corrow?page=2">« Previous page</a> · '
        '<a href="/features/the-last-ropemaker-of-corrow?single=1">View as a single page</a></p>'
    )
    quote = (
        '<blockquote class="nw-pull" style="font:italic 20px Georgia,serif;border-left:4px solid #1f4e79;padding-left:12px">'
        "“A rope remembers every mistake you make in it.”</blockquote>"
    )
    block = (
        pager + '<div class="nw-responses" id="responses"><h2>Responses</h2>' + isso_embed("en") + "</div>"
    )
    st = story(
        "The last ropemaker of Corrow",
        "Words by Elspeth Kerr, photographs by Dougie Baird",
        "2012-03-01T08:00:00+00:00",
        "March 2012",
        """
By four in the afternoon the light in the ropewalk goes grey, and Hamish switches on the three bulbs that hang over the long floor. He does not need them, he says; he could do this in the dark.

He twists the last strand, walks it back along the floor and hooks it to the wheel his grandfather built in 1921.

When he stops, he will be the last. Nobody else on this coast knows how to lay a rope by hand, and he has no illusions about the market for it.

Still, the orders come: from a museum ship in Leith, from a bell tower in Northumberland, from a man in Norway who will not say what he wants it for.
""",
        section="Features",
    )
    return make(
        "ac-isso-en-paged",
        "real_system",
        "nw",
        "en-mag",
        st,
        PartsK(lead='<p class="nw-pager">Page 3 of 3</p>', inbody=quote, after=block),
        c,
        path="/features/the-last-ropemaker-of-corrow",
        container="div.nw-responses#responses on the last page of a feature split over three pages, below its page links ('Page 3 of 3 · 1 2 3 · « Previous page · View as a single page') and a pull quote in the text > Isso's section#isso-thread, English",
        heading="Responses",
        description="A magazine of 2012: Isso (en) on page 3 of 3 of a long read, below the page links and a 'View as a single page' link; 7 comments (2 replies), 'Wonderful.'.",
        static=False,
        system="isso",
        check_steps=("wait:2000",),
    )


def isso_cs_serial() -> Case:
    c = thread(
        """
Jaroslav Kubíček | | - | Moje babička se v Horní Vsi narodila. Vyprávěla, že ve škole byly jen dvě třídy a učitel chodil z Kácova pěšky.
Marta Nováková | | - | Děkuji za celý seriál, každou středu se na něj těším.
Pavel | | 1 | Já taky. Kdy vyjde čtvrtý díl?
Ing. Zdeněk Hora | | - | Oprava: kostel nebyl zbořen v roce 1976, ale o dva roky později. Mám to od otce, který u toho byl.
Věra | | - | Smutné čtení.
"""
    )
    series = (
        '<div class="nw-serial" style="border:1px solid #b7c4cf;background:#f2f6f9;padding:8px 12px;margin:14px 0">'
        "<b>Seriál: Zmizelé vesnice Posázaví</b><ol>"
        '<li><a href="/serialy/zmizele-vesnice-1">Dolní Kralovice</a> (22. 2.)</li>'
        '<li><a href="/serialy/zmizele-vesnice-2">Zahrádka</a> (29. 2.)</li>'
        "<li><b>Horní Ves</b> (7. 3.)</li>"
        "<li>Smrčná (vyjde 14. 3.)</li><li>Mirošov (vyjde 21. 3.)</li></ol></div>"
    )
    block = series + '<div class="nw-diskuse" id="diskuse"><h2>Diskuse</h2>' + isso_embed("cs") + "</div>"
    st = story(
        "Zmizelé vesnice, díl 3: Horní Ves",
        "Jana Benešová",
        "2012-03-07T06:00:00+01:00",
        "7. března 2012",
        """
Horní Ves stávala na levém břehu řeky, tam, kde dnes končí zátoka přehrady. Ještě v roce 1970 v ní žilo přes dvě stě lidí.

Z vesnice zbyla jen kaple na kopci a lipová alej, která vede do vody.

Pamětníci vzpomínají na hospodu U Mlýna, kde se každou sobotu tancovalo, a na kostel svatého Jiří, který musel ustoupit stavbě.
""",
        section="Seriály",
    )
    return make(
        "ac-isso-cs-serial",
        "real_system",
        "nw",
        "cs-a",
        st,
        PartsK(after=block),
        c,
        path="/serialy/zmizele-vesnice-3-horni-ves",
        container="div.nw-diskuse#diskuse below a newspaper series' box (div.nw-serial: 'Seriál: Zmizelé vesnice Posázaví', the five parts in an <ol>, this one in bold, two still to come) > Isso's section#isso-thread, Czech",
        heading="Diskuse",
        description="A regional daily of 2012: Isso (cs) below the box of a five-part series; 5 comments (1 reply), 'Smutné čtení.'.",
        static=False,
        system="isso",
        check_steps=("wait:2000",),
    )


# --------------------------------------------------------------------------- Waline


def waline_tr_feelings() -> Case:
    path = "/yerel/korfezde-balik-olumleri"
    c = thread(
        """
Mehmet Yalçın | | - | Otuz yıldır bu körfezde balık tutuyorum, böyle bir şey görmedim. Fabrikanın atık suyu incelensin.
Ayşe K. | | - | Çocuklarımız bu denizde yüzüyor. Belediye bir açıklama yapmalı.
Hasan Usta | | 0 | Haklısınız, geçen yaz da köpük vardı ama kimse ilgilenmedi.
Deniz | | - | Çok üzücü.
Serkan Aydın | | - | Numune sonuçları ne zaman açıklanacak? Haberde tarih yok.
Fatma Öztürk | | - | Sahil temizliğine gönüllü olarak katılmak isteyenler pazar günü saat onda iskelede buluşuyor.
"""
    )
    feel = (
        '<div class="nw-source"><small>Kaynak: Körfez Ajansı (KA) · Güncelleme: 12.03.2012 14:20</small></div>'
        '<div class="nw-feel" style="border:1px solid #ddd;padding:8px;margin:12px 0"><b>Bu haber sizi nasıl hissettirdi?</b>'
        '<div style="display:flex;gap:14px;font-size:12px">'
        "<span>😠 Kızgın <b>%46</b></span><span>😢 Üzgün <b>%38</b></span><span>😮 Şaşkın <b>%11</b></span><span>😊 Mutlu <b>%5</b></span></div>"
        "<small>412 oy</small></div>"
    )
    block = (
        feel + '<div class="nw-okur" id="okur-yorumlari"><h2>Okur yorumları</h2><div id="wl-tr"></div></div>'
    )
    script = waline_embed("'#wl-tr'", path, "tr", "pageSize: 50,") + "<script>mountWaline();</script>"
    st = story(
        "Körfezde balık ölümleri endişe yarattı",
        "Haber Merkezi",
        "2012-03-12T09:15:00+02:00",
        "12.03.2012 09:15",
        """
Körfezin kuzey kıyısında dün sabah yüzlerce ölü balık sahile vurdu. Balıkçılar durumu sabah saatlerinde fark ederek belediyeye bildirdi.

İl Çevre Müdürlüğü ekipleri sudan numune aldı. Sonuçların bir hafta içinde açıklanması bekleniyor.

Uzmanlar, ani sıcaklık değişiminin de balık ölümlerine yol açabileceğini belirtiyor.
""",
        section="Yerel",
    )
    return make(
        "ac-waline-tr-feelings",
        "real_system",
        "nw",
        "tr-a",
        st,
        PartsK(head=WALINE_CSS, after=block, end=script),
        c,
        path=path,
        container="div.nw-okur#okur-yorumlari below an agency source line and a 'Bu haber sizi nasıl hissettirdi?' vote bar (four feelings with percentages, '412 oy') > div#wl-tr: Waline, Turkish",
        heading="Okur yorumları",
        description="A Turkish local news site of 2012: Waline below the agency source line and a vote bar of the readers' feelings with percentages; 6 comments (1 reply), 'Çok üzücü.'.",
        static=False,
        system="waline",
        check_steps=("wait:2500",),
    )


def waline_zh_catlist() -> Case:
    path = "/2012/03/last-day-of-a-bookshop.html"
    c = thread(
        """
老周 | | - | 那家店我去过很多次，老板总是坐在门口看报纸。可惜了。
小鹿 | | - | 读到最后一段，有点想哭。
阿青 | | 1 | 我也是。周末想去看看最后的样子。
木子 | | - | 城里这样的书店越来越少了，还好有人记下来。
"""
    )
    cat = (
        '<div class="bl-note" style="border:1px dashed #999;padding:6px 10px;margin:12px 0;font-size:12px">'
        "转载请注明出处：半山小记。本文链接：/2012/03/last-day-of-a-bookshop.html</div>"
        '<table class="bl-catlist" width="100%" cellspacing="0" cellpadding="4" style="font-size:12px;border-collapse:collapse">'
        '<caption style="text-align:left"><b>「读书」分类下的文章</b></caption>'
        "<tr><th align=left>标题</th><th>日期</th><th>阅读</th></tr>"
        '<tr><td><a href="/2012/02/winter-books.html">冬天读完的五本书</a></td><td>2012-02-18</td><td>312</td></tr>'
        '<tr><td><a href="/2012/01/old-maps.html">在旧书摊买到一张老地图</a></td><td>2012-01-27</td><td>205</td></tr>'
        '<tr><td><a href="/2011/12/library-card.html">重新办了一张借书证</a></td><td>2011-12-09</td><td>188</td></tr></table>'
    )
    block = cat + '<div class="bl-liuyan" id="liuyan"><h3>留言</h3><div id="wl-zh"></div></div>'
    script = waline_embed("'#wl-zh'", path, "zh-CN", "pageSize: 50,") + "<script>mountWaline();</script>"
    st = story(
        "一家旧书店的最后一天",
        "半山",
        "2012-03-10T21:00:00+08:00",
        "2012年3月10日",
        """
巷子口那家旧书店今天关门了。老板说房租又涨了，他也老了，不想再搬。

我在店里待了一个下午，买了三本书。老板不收钱，说就当是送给老顾客的。

傍晚离开的时候，门口的纸箱里还堆着没人要的旧杂志。
""",
        section="读书",
    )
    return make(
        "ac-waline-zh-catlist",
        "real_system",
        "bl",
        "zh-blog",
        st,
        PartsK(head=WALINE_CSS, after=block, end=script),
        c,
        path=path,
        container="div.bl-liuyan#liuyan on a personal blog of 2012, below a reprint notice and a table of the category's posts (title, date, reads) > div#wl-zh: Waline, Chinese",
        heading="留言",
        description="A Chinese personal blog of 2012: Waline (zh-CN) below the reprint notice and the table of the category's other posts; 4 comments (1 reply).",
        static=False,
        system="waline",
        check_steps=("wait:2500",),
    )


# --------------------------------------------------------------------------- django-comments-xtd


def _django(case: Case, template: str, key: str, st: Story, parts: PartsK, tree: str) -> Case:
    case.server = "django"
    case.html = django_html(template, key, st, parts, tree)
    return case


def xtd_da_tables() -> Case:
    c = thread(
        """
Jens Mølgaard | | - | Det er på tide. Havnen har ikke været udvidet siden 1974, og fiskerne har klaget i årevis.
Birthe Kjær | | 0 | Men hvem skal betale? Kommunen har lige lukket to skoler.
Jens Mølgaard | | 1 | Staten betaler det meste, står der i artiklen.
Ole | | - | Godt nyt for byen.
Karen Holm | | - | Hvad med lystbådehavnen? Bliver den flyttet?
Preben Lund | | 4 | Ifølge planen bliver den liggende, men får nye broer.
Søren Dahl | | - | Jeg håber, de tænker på fuglene ved Sandodden. Der yngler terner hvert år.
Anni | | - | Flot.
"""
    )

    def item(v: str, d: int) -> str:
        return (
            f'<table class="vf-ind" id="vf{{{{ {v}.comment.pk }}}}" width="100%" cellspacing="0" cellpadding="5" style="border:1px solid #cfd8dc;margin:8px 0">'
            f'<tr><td rowspan="2" width="56" valign="top"><img src="@@MAIN@@/_avatar/vf{{{{ {v}.comment.pk }}}}.svg" alt="" width="48" height="48"></td>'
            f'<td style="background:#eef3f5;font-size:12px"><b class="vf-n">{{{{ {v}.comment.name }}}}</b> skrev {{{{ {v}.comment.submit_date|date:"d.m.Y \\k\\l. H:i" }}}}</td></tr>'
            f'<tr><td class="vf-t">{{{{ {v}.comment.comment|urlize|linebreaks }}}}</td></tr>'
        )

    tree = (
        '<div class="vf-debat" id="debat"><h2>Debat</h2>'
        + xtd_loops(
            item,
            "</table>",
            ('<tr><td></td><td style="padding-left:24px">', "</td></tr>"),
        )
        + '<p class="vf-lukket" style="background:#fff3cd;padding:8px"><b>Debatten er lukket.</b> Der kan ikke længere skrives indlæg til denne artikel.</p>'
        + "</div>"
    )
    st = story(
        "Havnen skal udvides for 90 millioner",
        "Af Lars Vinther",
        "2012-03-20T06:00:00+01:00",
        "20. marts 2012",
        """
Vestfjord Havn bliver udvidet med en ny kaj og et større bassin til fiskerbådene. Byrådet sagde i går ja til planen, der koster 90 millioner kroner.

Staten betaler to tredjedele gennem en pulje til udvikling af havne i yderområder.

Arbejdet begynder til efteråret og ventes færdigt i 2014.
""",
        section="Lokalt",
    )
    case = make(
        "ac-xtd-da-tables",
        "real_system",
        "nw",
        "da-a",
        st,
        PartsK(),
        c,
        path="/ac/lokalt/havnen-skal-udvides.html",
        container="div.vf-debat#debat: one table.vf-ind a comment (an avatar cell, rowspan 2; a cell 'Name skrev d.m.Y kl. H:i'; a row with the text); replies in a last row of their parent's table, indented, two levels; then 'Debatten er lukket.' and no form",
        heading="Debat",
        description="A Danish local paper of 2012: django-comments-xtd server-rendered one <table> per comment, replies in a row of their parent's table, the discussion closed ('Debatten er lukket.') with its comments still shown; 8 comments (3 replies, a chain two levels deep), 'Flot.'.",
        static=True,
        system="django-comments-xtd",
    )
    return _django(case, "nw", "da-a", st, PartsK(), tree)


def xtd_ro_numbered() -> Case:
    author = "Ioana Vlad"
    c = thread(
        f"""
Mihai Popescu | | - | În sfârșit! Podul ăsta era un pericol de ani de zile, mai ales iarna.
Elena Dumitru | | - | Pe unde se face ocolirea? În articol scrie doar că drumul se închide.
{author} | | 1 | Ocolirea se face prin Sâncrai de Sus, pe drumul județean, aproximativ 7 kilometri în plus.
Elena Dumitru | | 2 | Mulțumesc pentru răspuns.
Gheorghe | | - | Să vedem dacă termină la timp. La noi lucrările durează de obicei de două ori mai mult.
Cristina Marin | | - | Autobuzul școlar va circula normal? Copiii mei merg la școala din oraș.
{author} | | 5 | Am întrebat primăria: autobuzul școlar va folosi ocolirea, cu plecare cu zece minute mai devreme.
Radu | | - | Bravo.
Ana-Maria Stoica | | - | Sper să facă și o trecere pentru pietoni, acum e foarte greu de traversat cu căruciorul.
Vasile Crăciun | | - | Cine este constructorul? Ar trebui publicat contractul.
Doina | | 9 | Contractul este pe site-ul primăriei, la secțiunea achiziții publice.
"""
    )

    def item(v: str, d: int) -> str:
        num = (
            f'<a class="vm-nr" href="#vm{{{{ {v}.comment.pk }}}}" style="float:right;font-size:18px;color:#999">#{{{{ forloop.counter }}}}</a>'
            if d == 0
            else ""
        )
        return (
            f'<div class="vm-msg{{% if {v}.comment.name == "{author}" %}} vm-autor{{% endif %}}" id="vm{{{{ {v}.comment.pk }}}}" '
            f'style="border-bottom:1px solid #e0e0e0;padding:8px 0{{% if {v}.comment.name == "{author}" %}};background:#fff8e1;border-left:4px solid #f0a500;padding-left:8px{{% endif %}}">'
            + num
            + f'<p class="vm-cap"><b class="vm-n">{{{{ {v}.comment.name }}}}</b>{{% if {v}.comment.name == "{author}" %}} <span class="vm-badge" style="background:#f0a500;color:#fff;font-size:10px;padding:1px 4px">Autorul articolului</span>{{% endif %}}'
            f' <small>{{{{ {v}.comment.submit_date|date:"d.m.Y, H:i" }}}}</small></p>'
            f'<div class="vm-t">{{{{ {v}.comment.comment|urlize|linebreaks }}}}</div>'
            '<p class="vm-act"><small><a href="#vm-form">Răspunde</a> · <a href="/raporteaza">Raportează</a></small></p>'
        )

    tree = (
        '<div class="vm-zona" id="mesaje"><h2>Mesajele cititorilor</h2>'
        + xtd_loops(item, "</div>", ('<div class="vm-sub" style="margin-left:30px">', "</div>"))
        + "</div>"
    )
    st = story(
        "Podul de la Sâncrai intră în reparații",
        author,
        "2012-03-22T08:00:00+02:00",
        "22 martie 2012",
        """
Podul peste Mureșel de la Sâncrai va fi închis circulației timp de patru luni, începând de luni, pentru lucrări de consolidare.

Structura, construită în 1968, are fisuri la doi piloni, au constatat inginerii în urma unei inspecții din toamnă.

Lucrările costă 3,2 milioane de lei și sunt finanțate din bugetul județului.
""",
        section="Local",
    )
    case = make(
        "ac-xtd-ro-numbered",
        "real_system",
        "nw",
        "ro-a",
        st,
        PartsK(),
        c,
        path="/ac/local/podul-de-la-sancrai.html",
        container="div.vm-zona#mesaje: div.vm-msg entries, the top-level ones numbered '#n' with an anchor; p.vm-cap: b name, small 'd.m.Y, H:i'; div.vm-t text; 'Răspunde · Raportează'; the article's author's answers highlighted (class vm-autor, a yellow box and a badge 'Autorul articolului'); replies in div.vm-sub inside their parent's, two levels",
        heading="Mesajele cititorilor",
        description="A Romanian regional daily of 2012: django-comments-xtd server-rendered, the top-level messages numbered with anchors, the article's author's two answers highlighted with a badge; 11 comments (4 replies, a chain two levels deep), 'Bravo.'.",
        static=True,
        system="django-comments-xtd",
    )
    return _django(case, "nw", "ro-a", st, PartsK(), tree)


def real_cases_ac() -> list[Case]:
    return [
        isso_en_paged(),
        isso_cs_serial(),
        waline_tr_feelings(),
        waline_zh_catlist(),
        xtd_da_tables(),
        xtd_ro_numbered(),
    ]
