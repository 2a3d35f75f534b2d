"""Blind set fo: three more small discussions on pages that declare no publication time in their markup. A Serbian
(Cyrillic) folk-dance society's site of 2013 (4 comments, a bold name over the text in one paragraph each, no time
at all, no heading), a Georgian village's news site of 2019 (6 comments, replies nested two levels deep) and an
Armenian village teacher's blog of 2010 (4 comments, one marked as the blogger's answer to the first but printed in
the flat list; the post's date nowhere, no heading). Every site, name, place and text invented for this set; each
comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fo_common import C, Case, doc, esc, make, nav, svg, talk

# --------------------------------------------------------------------------- sr: a folk-dance society, 2013


def sr_smotra() -> Case:
    cs = talk("""
Живана Лалошевић || - || Браво деца! Моја унука игра у другом реду и већ недељу дана код куће вежба кораке по кухињи.
Миле из Доњег краја || - || Да ли ће бити организован превоз и за родитеље који желе да гледају наступ? Радо бисмо платили део трошкова.
Вера, кројачица || - || Само да подсетим: ко још није преузео опанке, може да дође до мене у радњу до петка.
стари играч || - || Играо сам у истом ансамблу пре четрдесет година, када смо путовали у камиону под цирадом. Срећан пут и добар резултат!
""")
    entries = "\n".join(f"<p><b>{esc(c.who)}</b><br>\n{esc(c.raw)}</p>" for c in cs)
    body = f"""<body>
<table width="900" align="center" cellspacing="0" cellpadding="0" class="okvir">
<tr><td class="zaglavlje" colspan="2"><img src="/slike/grb.svg" width="80" height="80" alt="" align="left"><h1>КУД „Извор“ Грабовачки Поток</h1><p>основано 1952. године</p></td></tr>
<tr>
<td class="meni" valign="top" width="170">
<ul>{nav([("/", "Почетна"), ("/o-nama.html", "О нама"), ("/ansambli.html", "Ансамбли"), ("/vesti/", "Вести"), ("/galerija/", "Галерија"), ("/kontakt.html", "Контакт")])}</ul>
<p class="mala">Пробе:<br>дечји ансамбл уторком и четвртком од 18 ч<br>први ансамбл петком од 20 ч</p>
</td>
<td class="sadrzaj" valign="top">
<h2>Дечји ансамбл први пут на регионалној смотри</h2>
<p class="datum">Објављено 18. маја 2013.</p>
<p>Дечји ансамбл нашег друштва први пут ће наступити на регионалној смотри фолклора у суботу. Двадесет четири играча спремила су кореографију игара из нашег краја, коју је поставила наша дугогодишња кореографкиња.</p>
<p>Нове ношње сашиле су мајке и баке играча током зиме, а опанке је друштво купило од прихода са Божићног концерта.</p>
<p><img src="/slike/2013/ansambl.svg" width="400" height="240" alt="Дечји ансамбл на проби"></p>
<p>Полазак је у суботу у 7 часова испред Дома културе.</p>
<hr>
<div class="utisci">
{entries}
</div>
<form action="/vesti/poruka.php" method="post" class="obrazac">
<p><b>Оставите поруку</b></p>
<p>Име: <input type="text" name="ime" size="28"></p>
<p><textarea name="poruka" rows="4" cols="52"></textarea></p>
<p><input type="submit" value="Пошаљи"></p>
</form>
</td>
</tr>
<tr><td colspan="2" class="podnozje">КУД „Извор“ &middot; Дом културе, Грабовачки Поток &middot; izvor@example.org</td></tr>
</table>
</body>
</html>
"""
    css = """<style type="text/css">
body{background:#efe3d0;font:13px Tahoma,Verdana,sans-serif;margin:10px 0}.okvir{background:#fff;border:2px solid #9e1b1b}.zaglavlje{background:#9e1b1b;color:#fff;padding:10px}.zaglavlje h1{margin:6px 0 0 100px;font-size:24px}.zaglavlje p{margin:0 0 0 100px}
.meni{background:#f6eee2;padding:10px}.meni ul{list-style:square;padding-left:18px}.meni a{color:#9e1b1b}.mala{font-size:11px;color:#666}.sadrzaj{padding:12px 18px}.datum{font-size:11px;color:#888}
.utisci p{border-left:3px solid #e0c9a6;padding-left:8px;margin:10px 0}.obrazac{background:#f6eee2;padding:6px 10px}.podnozje{background:#9e1b1b;color:#fff;font-size:11px;padding:6px;text-align:center}
</style>"""
    return make(
        "fo-sr-folk-smotra",
        "discussion",
        "sr",
        doc("html4t", title="Дечји ансамбл први пут на регионалној смотри - КУД Извор", lang="sr", head=css)
        + body,
        cs,
        path="/vesti/decji-ansambl-na-smotri.html",
        container="div.utisci after an hr, no heading: four p, each 'b NAME' br TEXT, no time at all; the form 'Оставите поруку' below",
        heading=None,
        description="A Serbian (Cyrillic) folk-dance society's site of 2013 (invented, a layout table): the children's ensemble at its first regional festival; the article's date only as 'Објављено 18. маја 2013.' under the headline; 4 comments after an hr without a heading, each one paragraph with the name in bold, a br and the text, no time at all; a form below; rehearsal hours in the left column.",
        files={
            "/slike/grb.svg": svg(80, 80, "#c8a24a", "КУД", 20),
            "/slike/2013/ansambl.svg": svg(400, 240, "#9e1b1b", "ансамбл"),
        },
    )


# --------------------------------------------------------------------------- ka: a village news site, 2019


def ka_tskali() -> Case:
    cs = talk("""
ნინო ქ. || 14.09.2019, 16:20 || ბოლოს და ბოლოს! ორი თვე ვედროებით დავდიოდით წყაროზე, ბავშვებიც კი გვეხმარებოდნენ.
> ლევან ტყემალაძე || 14.09.2019, 17:05 || ნინო, ზედა უბანში წყალი მხოლოდ ხვალიდან მოვა, მილები ჯერ კიდევ ირეცხება.
>> ნინო ქ. || 14.09.2019, 17:32 || გასაგებია, დიდი მადლობა. მთავარია, რომ ზამთრამდე მოასწრეს.
მანანა || 15.09.2019, 10:11 || წყალი ჯერ ისევ მღვრიეა და ბავშვებს დალევის ნებას არ ვაძლევ. ვინმემ ხომ არ იცის, როდის გაიწმინდება?
> ექიმი თამარი || 15.09.2019, 12:48 || ახალი მილების შემდეგ რამდენიმე დღე ასე ხდება. მანამდე ადუღეთ და ისე დალიეთ.
დათო შორიდან || 18.09.2019, 03:55 || შორიდან ვკითხულობ და ძალიან მიხარია. ბავშვობაში სწორედ იმ წყაროსთან ვთამაშობდით ხოლმე.
""")

    def one(i: int) -> str:
        c = cs[i]
        kids = [j for j, d in enumerate(cs) if d.parent == i]
        inner = "\n".join(one(j) for j in kids)
        sub = f'\n<div class="pasuxebi">\n{inner}\n</div>' if kids else ""
        return (
            f'<div class="azri">\n<div class="tavi"><strong>{esc(c.who)}</strong> <span class="dro">{esc(c.at)}</span></div>\n'
            f"<p>{esc(c.raw)}</p>{sub}\n</div>"
        )

    thread = "\n".join(one(i) for i, c in enumerate(cs) if c.parent is None)
    body = f"""<body>
<div id="konteineri">
<div id="kudi"><img src="/surati/logo.svg" width="260" height="60" alt="ნაძვიანის ამბები"><span>ზემო ნაძვიანის სათემო საიტი</span></div>
<ul id="menu">{nav([("/", "მთავარი"), ("/siakhleebi/", "სიახლეები"), ("/skola/", "სკოლა"), ("/eklesia/", "ეკლესია"), ("/ganckhadebebi/", "განცხადებები"), ("/kontakti/", "კონტაქტი")])}</ul>
<div id="mtavari">
<h1>ზემო ნაძვიანში წყალსადენი შეკეთდა</h1>
<p class="tarigi">14 სექტემბერი, 2019</p>
<p>ორთვიანი შეფერხების შემდეგ სოფელ ზემო ნაძვიანში წყალი ისევ მოდის. რაიონის კომუნალურმა სამსახურმა ძველი ლითონის მილები ახალი პლასტმასის მილებით შეცვალა და სათავე ნაგებობა გაწმინდა.</p>
<p>სოფლის რწმუნებულის თქმით, ზედა უბანში წყალი რამდენიმე დღის შემდეგ მივა, რადგან ახალი მილები ჯერ უნდა გაირეცხოს.</p>
<p><img src="/surati/2019/tskali.svg" width="420" height="240" alt="სათავე ნაგებობა"></p>
<h3>კომენტარები (6)</h3>
<div class="azrebi" id="comments">
{thread}
</div>
<form action="/siakhleebi/gagzavna.php" method="post" class="forma">
<p><b>დატოვეთ კომენტარი</b></p>
<p>სახელი: <input type="text" name="saxeli" size="28"></p>
<p><textarea name="teqsti" rows="4" cols="54"></textarea></p>
<p><input type="submit" value="გაგზავნა"></p>
</form>
</div>
<div id="gverdi">
<h4>განცხადებები</h4>
<p>21 სექტემბერი - რთველის დღესასწაული სკოლის ეზოში<br>28 სექტემბერი - სოფლის კრება</p>
<h4>ამინდი</h4>
<p>მზიანი, +24°</p>
</div>
<div id="bolo">ზემო ნაძვიანის სათემო საიტი &middot; 2019</div>
</div>
</body>
</html>
"""
    css = """<style>
body{background:#f2ede6;font:14px 'DejaVu Sans',Arial,sans-serif;margin:0}#konteineri{width:960px;margin:0 auto;background:#fff;overflow:hidden}#kudi{display:flex;gap:16px;align-items:center;padding:10px;border-bottom:3px solid #7b1e3a}
#menu{list-style:none;margin:0;padding:6px 10px;background:#7b1e3a}#menu li{display:inline;margin-right:14px}#menu a{color:#fff}#mtavari{float:left;width:640px;padding:12px 18px}#gverdi{float:right;width:240px;padding:12px;font-size:13px;background:#faf6f0}
#bolo{clear:both;background:#7b1e3a;color:#fff;font-size:11px;padding:6px}.tarigi{color:#999;font-size:12px}.azri{border-top:1px solid #e6dcd0;padding:6px 0}.tavi .dro{color:#999;font-size:11px}.azri p{margin:4px 0}
.pasuxebi{margin-left:28px;border-left:2px solid #e6dcd0;padding-left:10px}.forma{background:#faf6f0;padding:6px 10px}
</style>"""
    return make(
        "fo-ka-village-tskali",
        "discussion",
        "ka",
        doc("html5", title="ზემო ნაძვიანში წყალსადენი შეკეთდა - ნაძვიანის ამბები", lang="ka", head=css)
        + body,
        cs,
        path="/siakhleebi/tskalsadeni-sheketda",
        container="div.azrebi#comments after h3 'კომენტარები (6)': div.azri (div.tavi strong NAME span.dro '14.09.2019, 16:20', p TEXT) with replies in div.pasuxebi inside their parent, two levels deep; the form 'დატოვეთ კომენტარი' below",
        heading="კომენტარები (6)",
        description="A Georgian village's community news site of 2019 (invented): the village water supply repaired; the article's date only as '14 სექტემბერი, 2019' under the headline; 6 comments over four days, nested: the first with an answer and the first writer's answer to it (two levels), the fourth with a doctor's answer; a form below; announcements and the weather in the right column.",
        files={
            "/surati/logo.svg": svg(260, 60, "#7b1e3a", "ნაძვიანის ამბები", 20),
            "/surati/2019/tskali.svg": svg(420, 240, "#3f6e8c", "წყალი"),
        },
    )


# --------------------------------------------------------------------------- hy: a village teacher's blog, 2010


def hy_tsiran() -> Case:
    cs: list[C] = talk("""
Գոհար Մ. || ապրիլի 3, 2010, 21:40 || Մեր այգում էլ նույնն է։ Ծաղիկները բոլորը սևացել են, իսկ անցյալ տարի այնքան բերք կար, որ չգիտեինք՝ ուր տանենք։
Սամվել Տ. || ապրիլի 4, 2010, 08:15 || Պապս միշտ ասում էր, որ ցրտի գիշերը այգում պետք է ծուխ անել։ Գուցե հաջորդ տարի փորձենք ամբողջ գյուղով։
@0 Անահիտ || ապրիլի 5, 2010, 19:02 || Գոհար ջան, գուցե ծառերը դեռ ուշքի գան։ Հարևանս ասում է, որ ուշ բացված բողբոջները երբեմն փրկվում են։
Արմեն Երևանից || ապրիլի 9, 2010, 23:30 || Ուրեմն այս տարի շուկայում ծիրանը թանկ կլինի։ Ցավալի է գյուղացիների համար, նրանք ամբողջ տարի սպասում են այդ բերքին։
""")
    parts = []
    for c in cs:
        if c.parent is None:
            parts.append(
                f'<div class="gr">\n<p class="ov"><span class="anun">{esc(c.who)}</span> <span class="amsativ">{esc(c.at)}</span></p>\n<p>{esc(c.raw)}</p>\n</div>'
            )
        else:
            to = cs[c.parent].who
            parts.append(
                f'<div class="gr pat">\n<p class="ov"><span class="anun">{esc(c.who)}</span> <span class="amsativ">{esc(c.at)}</span></p>\n'
                f'<p class="umm">&#8627; պատասխան՝ {esc(to)}</p>\n<p>{esc(c.raw)}</p>\n</div>'
            )
    entries = "\n".join(parts)
    body = f"""<body>
<div class="blog">
<div class="glukh"><h1><a href="/">Ծիրանենու տակ</a></h1><p>Գյուղի ուսուցչուհու նոթերը</p></div>
<div class="gorts">
<div class="gratsum">
<h2>Ցուրտը տարավ մեր ծիրանը</h2>
<p>Երեկ գիշեր ջերմաչափը իջավ զրոյից ցածր, և առավոտյան ամբողջ այգին սպիտակ էր։ Ծիրանենիները նոր էին ծաղկել, և հիմա ծաղիկները սևացել են։</p>
<p>Հայրս ասում է, որ նման ցուրտ ապրիլ վերջին անգամ եղել է իր մանկության տարիներին։ Գյուղում բոլորը տխուր են, քանի որ շատ ընտանիքներ ապրում են հենց ծիրանի բերքով։</p>
<p><img src="/nkarner/tsiranoni.svg" width="360" height="240" alt="Ծիրանենի"></p>
<p>Կտեսնենք, թե ինչ կմնա ամռանը։</p>
<p class="pitak">Պիտակներ՝ <a href="/pitak/aygi">այգի</a>, <a href="/pitak/gyugh">գյուղ</a></p>
</div>
<div class="grarumner">
{entries}
</div>
<p class="navig"><a href="/2010/03/garun-dprotsum">&larr; Գարունը դպրոցում</a></p>
</div>
<div class="koghq">
<h4>Իմ մասին</h4>
<p>Դասավանդում եմ հայոց լեզու գյուղի դպրոցում։ Ունեմ այգի, երկու կատու և շատ աշակերտներ։</p>
<h4>Արխիվ</h4>
<ul>{nav([("/2010/04/", "ապրիլ 2010"), ("/2010/03/", "մարտ 2010"), ("/2010/02/", "փետրվար 2010")])}</ul>
</div>
<div class="stor">&copy; Ծիրանենու տակ</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{background:#fbeede;font:14px 'DejaVu Sans',Arial,sans-serif;color:#3a2a1a;margin:0}.blog{width:860px;margin:0 auto;background:#fff;overflow:hidden}.glukh{background:#e8873a;padding:14px 20px}.glukh a{color:#fff;text-decoration:none}.glukh p{color:#fff3e6;margin:0}
.gorts{float:left;width:580px;padding:14px 20px}.koghq{float:right;width:200px;padding:14px 10px;font-size:12px}.stor{clear:both;text-align:center;font-size:11px;color:#999;padding:8px}.pitak{font-size:12px;color:#888}
.grarumner{border-top:2px solid #e8873a;margin-top:18px}.gr{padding:6px 0;border-bottom:1px dotted #e8c8a8}.gr p{margin:4px 0}.anun{font-weight:bold}.amsativ{font-size:11px;color:#999}.pat{background:#fff6ec}.umm{font-size:11px;color:#c06010}.navig{font-size:12px}
</style>"""
    return make(
        "fo-hy-blog-tsiran",
        "discussion",
        "hy",
        doc("xhtml", title="Ցուրտը տարավ մեր ծիրանը | Ծիրանենու տակ", lang="hy", head=css) + body,
        cs,
        path="/2010/04/tsurty-tarav-mer-tsirany",
        container="div.grarumner under the post, no heading: four div.gr in one flat list, each p.ov (span.anun NAME, span.amsativ 'ապրիլի 3, 2010, 21:40') and p TEXT; the third div.gr.pat adds p.umm '↳ պատասխան՝ Գոհար Մ.' (an answer to the first); no form",
        heading=None,
        description="An Armenian village teacher's blog of 2010 (invented, XHTML): a night's frost killed the apricot blossom; the post's date nowhere on the page (only its address and the archive name the month; the comments are dated); 4 comments over six days in one flat list without a heading, the third the blogger's answer to the first, marked '↳ պատասխան՝ Գոհար Մ.' above its text but not indented (its parent in the truth); no form; about me and the archive in the right column.",
        files={"/nkarner/tsiranoni.svg": svg(360, 240, "#e8873a", "ծիրան")},
    )
