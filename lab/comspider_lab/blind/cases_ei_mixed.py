"""Blind set EI: a mixed page: a Czech regional news site of 2015 with a small readers' discussion under "Diskuse k
článku" and, in the article body, a council meeting's record of timed, named speakers' statements that looks like
one. Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ei_common import Case, esc, kids, links, make, page, paras, talk


def cs_koupaliste() -> Case:
    cs = talk("""
Jaroslav Pícha @ 24. 6. 2015 21:14 ~ 2015-06-24T21:14:00+02:00 :: Koupaliště se opravuje už potřetí za deset let a pokaždé to stojí víc. Kdo dělal ty předchozí opravy a proč to nikdo nekontroloval?
Lenka V. @ 24. 6. 2015 22:03 ~ 2015-06-24T22:03:00+02:00 :: Hlavně ať je to hotové do příštího léta. Letos zase budeme s dětmi jezdit do Mlýnice.
>Petr Hanák @ 25. 6. 2015 7:40 ~ 2015-06-25T07:40:00+02:00 :: Do Mlýnice nemusíte, v Olšanech je otevřeno a vstupné je o polovinu levnější.
starousedlík @ 25. 6. 2015 9:12 ~ 2015-06-25T09:12:00+02:00 :: Pamatuju, když se koupaliště v roce 1972 stavělo v akci Z. Tenkrát to šlo bez milionů.
""")
    k = kids(cs)
    record = [
        (
            "18:05",
            "Ing. Pavel Kratochvíl",
            "starosta",
            "Rekonstrukce je nutná. Nádrž ztrácí denně přes dvacet kubíků vody a technologie úpravy je z roku 1994.",
        ),
        (
            "18:21",
            "Mgr. Jitka Dvořáková",
            "Zelení pro Podhůří",
            "Podporuji opravu, ale chci vědět, proč se nezvažovala menší varianta s jedním bazénem.",
        ),
        (
            "18:34",
            "Miroslav Šebek",
            "KSČM",
            "Třicet osm milionů je polovina ročních investic města. Navrhuji odložit hlasování do podzimu.",
        ),
        (
            "18:47",
            "Ing. arch. Tomáš Rys",
            "projektant",
            "Menší varianta by ušetřila jen asi šest milionů, protože technologie a zázemí se musí stavět stejně.",
        ),
        (
            "19:02",
            "Ing. Pavel Kratochvíl",
            "starosta",
            "Dávám hlasovat o návrhu usnesení v předloženém znění.",
        ),
    ]
    css = """body{margin:0;background:#ececec;font:14px/1.5 Arial,Helvetica,sans-serif;color:#222}
#container{width:1000px;margin:0 auto;background:#fff}#head{height:80px;background:#006837;position:relative}
#head .logo{position:absolute;left:16px;top:16px;font:bold 32px Georgia,serif;color:#fff;text-decoration:none}
#head .slogan{position:absolute;left:18px;top:54px;color:#bfe3cb;font-size:12px}
#head .hledat{position:absolute;right:16px;top:24px}#nav{background:#004d29;overflow:hidden}
#nav a{float:left;padding:8px 13px;color:#fff;font-weight:bold;font-size:13px;text-decoration:none}#nav a.active{background:#fff;color:#004d29}
#main{overflow:hidden;padding:16px}#left{float:left;width:640px}#right{float:right;width:300px}
.breadcrumb{font-size:11px;color:#888}.article h1{font:bold 28px/1.2 Georgia,serif;margin:6px 0 10px}
.article .perex{font-weight:bold;font-size:15px}.article .info{font-size:12px;color:#777;margin-bottom:10px}
.article .foto{margin:0 0 10px}.article .foto span{display:block;font-size:11px;color:#777}
.zapis{background:#f3f8f4;border:1px solid #cfe3d5;padding:10px 14px;margin:16px 0}.zapis h3{margin:0 0 6px;font-size:15px;color:#006837}
.zapis dl{margin:0}.zapis dt{font-weight:bold;margin-top:8px}.zapis dt .cas{color:#006837;margin-right:6px}.zapis dt .fce{font-weight:normal;color:#777}
.zapis dd{margin:2px 0 0 44px}.hlasovani{font-size:13px;background:#fffbe6;border:1px solid #eedc82;padding:8px 12px}
.share{margin:14px 0;font-size:12px}.share a{background:#3b5998;color:#fff;padding:3px 8px;margin-right:4px;text-decoration:none}
#discussion{margin-top:24px;border-top:3px solid #006837}#discussion h2{font-size:18px;color:#006837;margin:8px 0}
.comment-form{background:#f5f5f5;padding:10px;margin-bottom:12px;font-size:12px}
.comments-list{list-style:none;margin:0;padding:0}.comments-list ul{list-style:none;margin:0 0 0 30px;padding:0}
.comment{border-bottom:1px solid #e5e5e5;padding:8px 0}.comment-head{font-size:12px;color:#888}.comment-head .user{font-weight:bold;color:#006837;font-size:13px}
.comment-body p{margin:4px 0}.comment-tools{font-size:11px}.comment-tools a{color:#888;margin-right:8px}.rating{font-size:11px;color:#888;float:right}
.box{border:1px solid #ddd;margin-bottom:14px}.box h3{margin:0;background:#006837;color:#fff;font-size:13px;padding:5px 8px}.box ul{margin:0;padding:6px 8px 6px 24px;font-size:13px}
.banner{width:300px;height:250px;background:#eee;color:#aaa;font-size:10px;text-align:center;line-height:250px;margin-bottom:14px}
#footer{background:#333;color:#aaa;font-size:11px;padding:12px 16px;clear:both}#footer a{color:#ddd}"""
    rec = "".join(
        f'<dt><span class="cas">{t}</span>{esc(n)} <span class="fce">({esc(f)})</span></dt><dd>{esc(s)}</dd>'
        for t, n, f, s in record
    )
    ratings = [(14, 3), (22, 1), (9, 2), (17, 0)]

    def item(i: int) -> str:
        c = cs[i]
        plus, minus = ratings[i]
        sub = ""
        if i in k:
            sub = "<ul>" + "".join(item(j) for j in k[i]) + "</ul>"
        return (
            f'<li class="comment" id="comment-{77120 + i}"><span class="rating">+{plus} / −{minus}</span>'
            f'<div class="comment-head"><span class="user">{esc(c.who)}</span> | {esc(c.at)}</div>'
            f'<div class="comment-body">{paras(c.body)}</div>'
            f'<div class="comment-tools"><a href="?reply={77120 + i}#discussion">Reagovat</a><a href="/nahlasit/{77120 + i}">Nahlásit</a></div>{sub}</li>'
        )

    thread = '<ul class="comments-list">' + "".join(item(i) for i in k[None]) + "</ul>"
    active = ' class="active"'
    nav = "".join(
        f'<a href="/{h}/"{active if h == "zpravy" else ""}>{t}</a>'
        for t, h in (
            ("Zprávy", "zpravy"),
            ("Sport", "sport"),
            ("Kultura", "kultura"),
            ("Kam za zábavou", "kam"),
            ("Inzerce", "inzerce"),
            ("Počasí", "pocasi"),
        )
    )
    body = f"""<div id="container">
<div id="head"><a class="logo" href="/">Zprávy z Podhůří</a><span class="slogan">zpravodajství z Horní Lhoty a okolí</span><form class="hledat" action="/hledat"><input name="q"><button>Hledat</button></form></div>
<div id="nav">{nav}</div>
<div id="main"><div id="left">
<div class="breadcrumb"><a href="/">Úvod</a> » <a href="/zpravy/">Zprávy</a> » <a href="/zpravy/horni-lhota/">Horní Lhota</a></div>
<div class="article">
<h1>Zastupitelé schválili opravu koupaliště za 38 milionů</h1>
<p class="info">24. 6. 2015 17:30 | Autor: Markéta Horká | Horní Lhota</p>
<p class="perex">Městské koupaliště v Horní Lhotě projde za rok a půl kompletní rekonstrukcí. Zastupitelé ji v úterý schválili poměrem 15 ku 6 hlasům. Letos zůstane areál zavřený.</p>
<div class="foto"><img src="/_avatar/koupaliste-2015.svg" width="640" height="360" alt=""><span>Prázdná nádrž koupaliště v Horní Lhotě. Foto: Markéta Horká</span></div>
<p>Oprava má stát 38 milionů korun. Město na ni chce získat dotaci z ministerstva pro místní rozvoj, zbytek zaplatí z úvěru.</p>
<p>Koupaliště bylo postaveno v roce 1972, naposledy se větší opravy dočkalo v roce 2006. Loni muselo být kvůli úniku vody zavřeno už v polovině srpna.</p>
<p>Debata o opravě trvala na jednání zastupitelstva téměř hodinu. Z ní vybíráme:</p>
<div class="zapis"><h3>Ze zasedání zastupitelstva, 23. června 2015</h3><dl>{rec}</dl></div>
<p class="hlasovani"><b>Hlasování:</b> pro 15, proti 6, zdrželo se 0. Návrh na odložení hlasování nebyl přijat.</p>
<p>Stavba by měla začít v září a skončit do konce května 2017. Po opravě bude mít koupaliště dva bazény, tobogán a nové šatny.</p>
<div class="share"><a href="#">Sdílet na Facebooku</a><a href="#" style="background:#1da1f2">Tweet</a></div>
</div>
<div id="discussion"><h2>Diskuse k článku (4)</h2>
<div class="comment-form">Příspěvky mohou psát jen přihlášení čtenáři. <a href="/prihlaseni/">Přihlásit se</a> | <a href="/registrace/">Registrace</a></div>
{thread}
</div>
</div>
<div id="right"><div class="banner">reklama</div>
<div class="box"><h3>Nejčtenější</h3><ul>{links("Silnice na Olšany bude tři týdny uzavřena ;; Hasiči oslavili 130 let ;; Nová lékárna na náměstí ;; Horní Lhota má nového kronikáře", base="/zpravy/")}</ul></div>
<div class="box"><h3>Kam o víkendu</h3><ul>{links("Pouť u sv. Anny ;; Dětský den v zámeckém parku ;; Koncert dechovky na náměstí", base="/kam/")}</ul></div>
</div></div>
<div id="footer">© 2015 Zprávy z Podhůří, s.r.o. · <a href="/redakce/">Redakce</a> · <a href="/inzerce/">Inzerce</a> · Kopírování obsahu bez souhlasu redakce je zakázáno.</div>
</div>"""
    return make(
        "ei-mixed-cs-lhota-koupaliste",
        "mixed",
        "cs",
        page(
            "Zastupitelé schválili opravu koupaliště za 38 milionů",
            "Zprávy z Podhůří",
            "cs",
            css,
            body,
            published="2015-06-24T17:30:00+02:00",
            author="Markéta Horká",
            year=2015,
        ),
        cs,
        path="/zpravy/horni-lhota/zastupitele-schvalili-opravu-koupaliste-za-38-milionu",
        container="div#discussion > h2 'Diskuse k článku (4)', a sign-in box, ul.comments-list > li.comment (span.rating, div.comment-head > span.user NAME | time, div.comment-body > p, Reagovat/Nahlásit); the answer in a ul inside the parent's li",
        heading="Diskuse k článku (4)",
        description="A Czech regional news site of June 2015 (fixed 1000px layout, green header, most read, weekend tips, banner): 4 readers' posts under 'Diskuse k článku (4)' with +/− ratings, one answer; in the article body, a council meeting's record 'Ze zasedání zastupitelstva' of 5 timed statements by named councillors with their roles, in a dl.",
        lookalikes=("'Ze zasedání zastupitelstva': 5 timed, named statements in the body",),
    )


def mixed_ei() -> list[Case]:
    return [cs_koupaliste()]
