"""Blind set DW: three article pages without any reader discussion, whose furniture holds short lists of signed or
dated items of kinds no one names as discussion look-alikes: a Bangladeshi online daily of 2021 (editor's picks with
bylines and dates; a book fair's programme for the day with times and speakers), a Romanian local daily of 2015 (a
corrections box of two dated, signed notes; three specialists quoted with names and roles) and a Catalan magazine of
2024 (notes on the two authors; photo credits). Every site, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_dw_common import Case, esc, head, links, make, slug

# --------------------------------------------------------------------------- bn: an online daily, 2021


def bn_boimela() -> Case:
    picks = [
        (
            "চরের স্কুলে নৌকায় যায় শিক্ষকেরা",
            "নাসরিন সুলতানা",
            "১৯ মার্চ ২০২১",
            "বর্ষায় পাঁচ মাস পানিবন্দী থাকে চরের তিনটি গ্রাম। তবু বন্ধ হয়নি প্রাথমিক বিদ্যালয়টি।",
        ),
        (
            "শহরের শেষ ছাপাখানাটি এখনো চলে সীসার হরফে",
            "মাহমুদুল হাসান",
            "১৮ মার্চ ২০২১",
            "৬২ বছর ধরে একই যন্ত্রে বিয়ের কার্ড আর লিফলেট ছাপেন আবদুল করিম।",
        ),
        (
            "ধানখেতে হাঁস, কৃষকের বাড়তি আয়",
            "রিপন চক্রবর্তী",
            "১৭ মার্চ ২০২১",
            "কীটনাশক কম লাগছে, ডিম বিক্রি করেও সংসার চালাচ্ছেন শালুকপুরের কৃষকেরা।",
        ),
    ]
    program = [
        ("বিকেল ৩টা", "শিশুদের ছবি আঁকা প্রতিযোগিতা", "পরিচালনায়: শিল্পী তাহমিনা আক্তার"),
        ("বিকেল ৪টা ৩০", "নতুন বইয়ের মোড়ক উন্মোচন", "অতিথি: কবি আনিসুর রহমান"),
        ("সন্ধ্যা ৬টা", "আলোচনা: মফস্বলের সাহিত্য পত্রিকা", "বক্তা: অধ্যাপক শাহানা পারভীন ও সুব্রত দত্ত"),
        ("সন্ধ্যা ৭টা ৩০", "লোকসংগীত", "পরিবেশনায়: শালুকপুর বাউল দল"),
    ]
    pick_html = "".join(
        f'<div class="pick-card"><img src="/_avatar/media/picks/{n}.svg" width="120" height="80" alt="">'
        f'<div><h4><a href="/feature/{slug(t) or n}">{esc(t)}</a></h4><p class="pick-sum">{esc(s)}</p>'
        f'<p class="pick-by">{esc(who)} · <time>{esc(d)}</time></p></div></div>'
        for n, (t, who, d, s) in enumerate(picks)
    )
    prog_html = "".join(
        f'<tr><td class="somoy">{esc(t)}</td><td><b>{esc(what)}</b><br><span>{esc(who)}</span></td></tr>'
        for t, what, who in program
    )
    css = """body{margin:0;font:17px/1.7 'SolaimanLipi','Noto Sans Bengali',sans-serif;color:#1d1d1d;background:#fff}a{color:#1d1d1d;text-decoration:none}
.top-strip{background:#f4f4f4;font-size:13px;color:#666}.container{max-width:1140px;margin:0 auto;padding:0 14px}
.top-strip .container{display:flex;justify-content:space-between;padding:6px 14px}.brand-row{display:flex;align-items:center;justify-content:space-between;padding:16px 14px}
.brand{font:700 38px 'Kalpurush',serif;color:#c4161c}.ad-728{width:728px;height:90px;background:#eee;color:#aaa;font-size:11px;display:flex;align-items:center;justify-content:center}
.navbar{background:#c4161c}.navbar ul{display:flex;list-style:none;margin:0 auto;max-width:1140px;padding:0 14px}
.navbar a{display:block;color:#fff;padding:10px 14px;font-size:16px}.grid{display:grid;grid-template-columns:minmax(0,1fr) 320px;gap:30px;padding:20px 14px}
.section-tag{color:#c4161c;font-weight:700}.news-title{font-size:32px;line-height:1.35;margin:8px 0}.reporter{font-size:14px;color:#555}
.publish-time{font-size:14px;color:#777}.share-bar{display:flex;gap:8px;margin:14px 0}.share-bar a{padding:4px 12px;border-radius:3px;color:#fff;font-size:14px}
.sh-fb{background:#1877f2}.sh-tw{background:#1da1f2}.sh-wa{background:#25d366}.sh-cp{background:#777}
.news-body p{margin:0 0 16px}.caption{font-size:14px;color:#666;background:#f6f6f6;padding:6px 10px}
.program{margin:24px 0;border:1px solid #e5e5e5}.program h3{margin:0;background:#fbeaea;color:#c4161c;padding:8px 12px;font-size:18px}
.program table{width:100%;border-collapse:collapse;font-size:15px}.program td{padding:8px 12px;border-top:1px solid #eee;vertical-align:top}
.somoy{width:120px;color:#c4161c;font-weight:700}.program td span{color:#666;font-size:14px}.tags a{display:inline-block;border:1px solid #ddd;padding:2px 10px;margin:0 6px 6px 0;font-size:14px}
.picks{margin-top:30px;border-top:3px solid #1d1d1d;padding-top:10px}.picks h3{margin:0 0 12px;font-size:20px}
.pick-card{display:flex;gap:12px;padding:10px 0;border-bottom:1px solid #eee}.pick-card h4{margin:0;font-size:18px}.pick-sum{margin:2px 0;font-size:15px;color:#444}
.pick-by{margin:0;font-size:13px;color:#888}.side-box{border-top:3px solid #c4161c;margin-bottom:22px}.side-box h3{font-size:18px;margin:8px 0}
.side-box ol{padding-left:22px;margin:0}.side-box li{margin-bottom:8px;font-size:16px}.ad-300{height:250px;background:#eee;color:#aaa;font-size:11px;display:flex;align-items:center;justify-content:center;margin-bottom:22px}
.prayer td{padding:3px 8px;font-size:15px}.footer{background:#1d1d1d;color:#bbb;font-size:14px;padding:26px 14px;margin-top:30px}.footer a{color:#fff}"""
    nav = "".join(
        f'<li><a href="/{h}">{t}</a></li>'
        for t, h in (
            ("প্রচ্ছদ", ""),
            ("সারাদেশ", "country"),
            ("রাজনীতি", "politics"),
            ("অর্থনীতি", "economy"),
            ("খেলা", "sports"),
            ("বিনোদন", "entertainment"),
            ("শিক্ষা", "education"),
            ("সাহিত্য", "literature"),
            ("মতামত", "opinion"),
        )
    )
    body = f"""<div class="top-strip"><div class="container"><span>শনিবার, ২০ মার্চ ২০২১ · ৬ চৈত্র ১৪২৭</span><span><a href="/epaper">ই-পেপার</a> · <a href="/english">English</a></span></div></div>
<div class="container brand-row"><a class="brand" href="/">দৈনিক শালুকপুর বার্তা</a><div class="ad-728">বিজ্ঞাপন</div></div>
<nav class="navbar"><ul>{nav}</ul></nav>
<div class="container"><div class="grid">
<main>
<span class="section-tag">সারাদেশ</span>
<h1 class="news-title">শালুকপুরে জেলা বইমেলা শুরু, প্রথম দিনেই ভিড়</h1>
<p class="reporter">নিজস্ব প্রতিবেদক, শালুকপুর</p>
<p class="publish-time">প্রকাশ: <time datetime="2021-03-20T11:30:00+06:00">২০ মার্চ ২০২১, ১১:৩০</time> · আপডেট: ২০ মার্চ ২০২১, ১৪:১০</p>
<div class="share-bar"><a class="sh-fb" href="#">ফেসবুক</a><a class="sh-tw" href="#">টুইটার</a><a class="sh-wa" href="#">হোয়াটসঅ্যাপ</a><a class="sh-cp" href="#">লিংক কপি</a></div>
<img src="/_avatar/media/2021/03/20/boimela-shalukpur.svg" width="760" height="428" alt="বইমেলায় পাঠকদের ভিড়">
<p class="caption">শালুকপুর সরকারি উচ্চ বিদ্যালয় মাঠে বইমেলার প্রথম দিন। ছবি: প্রতিবেদক</p>
<div class="news-body">
<p>শালুকপুর সরকারি উচ্চ বিদ্যালয় মাঠে শুক্রবার বিকেলে শুরু হয়েছে দশ দিনের জেলা বইমেলা। করোনার কারণে গত বছর মেলা হয়নি, তাই এবার প্রথম দিন থেকেই পাঠক আর দর্শনার্থীদের ভিড় দেখা গেছে।</p>
<p>মেলায় এবার ৪৬টি স্টল বসেছে। ঢাকার প্রকাশনা সংস্থার পাশাপাশি জেলার ১২টি ছোট প্রকাশনী ও লিটল ম্যাগাজিন অংশ নিয়েছে। প্রবেশপথে মাস্ক ও হাত ধোয়ার ব্যবস্থা রাখা হয়েছে।</p>
<p>জেলা প্রশাসক মেলার উদ্বোধন করে বলেন, স্কুলের শিক্ষার্থীরা যাতে বই কিনতে পারে, সে জন্য প্রতিদিন বিকেলে শিক্ষার্থীদের জন্য বিশেষ ছাড় থাকবে।</p>
<p>মেলা প্রতিদিন বিকেল তিনটা থেকে রাত নয়টা পর্যন্ত খোলা থাকবে। শেষ দিন ২৯ মার্চ।</p>
</div>
<section class="program"><h3>আজ মেলায়</h3><table>{prog_html}</table></section>
<div class="tags"><a href="/topic/boimela">বইমেলা</a><a href="/topic/shalukpur">শালুকপুর</a><a href="/topic/boi">বই</a></div>
<section class="picks"><h3>সম্পাদকের বাছাই</h3>{pick_html}</section>
</main>
<aside>
<div class="ad-300">বিজ্ঞাপন</div>
<div class="side-box"><h3>সর্বাধিক পঠিত</h3><ol>{links("শালুকপুরে জেলা বইমেলা শুরু ;; মহাসড়কে বাস-ট্রাক সংঘর্ষে আহত ১২ ;; এসএসসির ফল প্রকাশ মে মাসে ;; নদীভাঙনে বিলীন দুই গ্রামের রাস্তা ;; জেলা ফুটবল লিগের ফাইনাল রোববার", "/news/")}</ol></div>
<div class="side-box"><h3>নামাজের সময়সূচি</h3><table class="prayer"><tr><td>ফজর</td><td>৪:৫৮</td></tr><tr><td>জোহর</td><td>১২:১০</td></tr><tr><td>আসর</td><td>৪:২৭</td></tr><tr><td>মাগরিব</td><td>৬:১১</td></tr><tr><td>এশা</td><td>৭:২৩</td></tr></table></div>
</aside>
</div></div>
<footer class="footer"><div class="container">সম্পাদক: মো. আজিজুল হক · প্রকাশক: শালুকপুর মিডিয়া লিমিটেড · স্টেশন রোড, শালুকপুর · © ২০২১ সর্বস্বত্ব সংরক্ষিত · <a href="/about">আমাদের সম্পর্কে</a> · <a href="/contact">যোগাযোগ</a> · <a href="/privacy">গোপনীয়তা নীতি</a></div></footer>"""
    html = (
        '<!DOCTYPE html><html lang="bn">'
        + head(
            "শালুকপুরে জেলা বইমেলা শুরু, প্রথম দিনেই ভিড়",
            "দৈনিক শালুকপুর বার্তা",
            published="2021-03-20T11:30:00+06:00",
            author="নিজস্ব প্রতিবেদক",
            css=css,
        )
        + f"<body>{body}</body></html>\n"
    )
    return make(
        "dw-plain-bn-shalukpur-boimela",
        "lookalike",
        "bn",
        html,
        [],
        path="/country/2021/03/20/shalukpur-boimela",
        container="-",
        heading=None,
        description="A Bangladeshi online daily's book fair story of March 2021 (date strip with the Bengali calendar, banners, menu, share bar, most read, prayer times, footer): the fair's programme for the day (4 rows: time, event, the people leading it) and 'সম্পাদকের বাছাই', 3 editor's picks with summary, byline and date; no reader discussion.",
        lookalikes=(
            "'আজ মেলায়': 4 timed programme rows with named speakers",
            "'সম্পাদকের বাছাই': 3 editor's picks with byline and date",
        ),
    )


# --------------------------------------------------------------------------- ro: a local daily, 2015


def ro_piata() -> Case:
    corrections = [
        (
            "8 octombrie 2015, 13:40",
            "Într-o versiune anterioară a acestui articol am scris că lucrările vor costa 4,2 milioane de lei. Valoarea corectă a contractului este de 2,4 milioane de lei, fără TVA.",
            "Redacția",
        ),
        (
            "8 octombrie 2015, 17:05",
            "Piața provizorie va funcționa în parcarea de pe strada Morilor, nu în cea de lângă stadion, cum apărea inițial. Mulțumim cititorilor care ne-au semnalat greșeala.",
            "Adrian Muntean, editor coordonator",
        ),
    ]
    experts = [
        (
            "Conf. dr. arh. Ioana Drăgulescu",
            "Universitatea de Arhitectură, specialist în spații comerciale urbane",
            "O piață modernizată nu trebuie să arate ca un supermarket. Producătorii mici au nevoie de tarabe ieftine și de acces ușor cu marfa.",
        ),
        (
            "Vasile Popa",
            "președintele Asociației Producătorilor Agricoli din zona Sălcioara",
            "Trei luni în parcare, în plin sezon de toamnă, înseamnă pierderi pentru cei care vin cu legume din sate.",
        ),
        (
            "Mihaela Stoica",
            "economist, fost consilier la Camera de Comerț județeană",
            "Dacă taxele pe taraba nouă cresc mai mult de 20%, o parte dintre comercianți vor trece pe vânzarea la poartă.",
        ),
    ]
    corr_html = "".join(
        f'<li><span class="data-corectie">{esc(when)}</span> {esc(text)} <em>— {esc(who)}</em></li>'
        for when, text, who in corrections
    )
    exp_html = "".join(
        f'<div class="specialist"><blockquote>„{esc(q)}”</blockquote><p><strong>{esc(name)}</strong>, {esc(role)}</p></div>'
        for name, role, q in experts
    )
    css = """body{margin:0;background:#ececec;font:14px/1.6 Tahoma,Verdana,sans-serif;color:#333}a{color:#a3001b;text-decoration:none}
#cookie-notice{background:#333;color:#fff;font-size:12px;padding:8px;text-align:center}#cookie-notice a{color:#ffcc00}#cookie-notice .btn-ok{background:#a3001b;color:#fff;padding:3px 10px;margin-left:8px}
#page{width:1000px;margin:0 auto;background:#fff}#header{padding:14px 18px;display:flex;justify-content:space-between;align-items:center}
#logo{font:bold 34px Georgia,serif;color:#a3001b}#logo span{color:#333}.header-ad{width:468px;height:60px;background:#eee;color:#aaa;font-size:10px;text-align:center;line-height:60px}
#nav{background:#a3001b}#nav ul{list-style:none;margin:0;padding:0 10px;overflow:hidden}#nav li{float:left}#nav a{display:block;color:#fff;padding:9px 12px;font-weight:bold;font-size:13px}
.ultima-ora{background:#fff3cd;padding:6px 18px;font-size:12px}.ultima-ora b{color:#a3001b}
#continut{overflow:hidden;padding:16px 18px}#stanga{float:left;width:640px}#dreapta{float:right;width:300px}
.cale{font-size:11px;color:#999}h1.titlu{font:bold 28px/1.25 Georgia,serif;margin:8px 0}.info-articol{font-size:12px;color:#888;margin-bottom:10px}
.sapou{font-weight:bold;font-size:15px}.text-articol p{margin:0 0 12px}.foto-legenda{font-size:11px;color:#777}
.fb-like-box{margin:12px 0;padding:6px;background:#f2f4f8;font-size:12px}.specialisti{background:#f7f7f7;border-left:4px solid #a3001b;padding:10px 14px;margin:16px 0}
.specialisti h3{margin:0 0 8px;font-size:15px;text-transform:uppercase}.specialist blockquote{margin:0;font-style:italic}.specialist p{margin:2px 0 10px;font-size:12px}
.erata{border:1px solid #e0c2c2;background:#fdf6f6;padding:10px 14px;margin:18px 0;font-size:13px}.erata h4{margin:0 0 6px;color:#a3001b}
.erata ul{margin:0;padding-left:16px}.erata li{margin-bottom:6px}.data-corectie{font-weight:bold}.etichete a{font-size:12px;margin-right:6px}
.widget{margin-bottom:18px}.widget h3{background:#333;color:#fff;font-size:13px;margin:0;padding:6px 10px;text-transform:uppercase}
.widget ul{list-style:none;margin:0;padding:0}.widget li{border-bottom:1px solid #eee;padding:6px 4px;font-size:13px}.widget li span{color:#999;font-size:11px;display:block}
.banner{height:250px;background:#eee;color:#aaa;font-size:10px;text-align:center;line-height:250px}.curs{font-size:13px;padding:6px}
#footer{background:#222;color:#aaa;font-size:11px;padding:14px 18px}#footer a{color:#fff}"""
    nav = "".join(
        f'<li><a href="/{h}/">{t}</a></li>'
        for t, h in (
            ("Acasă", ""),
            ("Actualitate", "actualitate"),
            ("Administrație", "administratie"),
            ("Economie", "economie"),
            ("Social", "social"),
            ("Sport", "sport"),
            ("Cultură", "cultura"),
            ("Mica publicitate", "anunturi"),
        )
    )
    recent = "".join(
        f'<li><a href="/actualitate/{slug(t)}.html">{esc(t)}</a><span>{esc(h)}</span></li>'
        for t, h in (
            ("Se reasfaltează strada Gării de luni", "12:48"),
            ("Cursuri gratuite de calculatoare pentru pensionari", "11:20"),
            ("CSM Sălcioara, învinsă în deplasare la Brăila", "09:55"),
            ("Consiliul Local se reunește joi în ședință extraordinară", "08:30"),
        )
    )
    body = f"""<div id="cookie-notice">Acest site folosește cookie-uri. Continuarea navigării implică acceptarea lor. <a href="/politica-cookies.html">Detalii</a> <a class="btn-ok" href="#">Am înțeles</a></div>
<div id="page">
<div id="header"><a id="logo" href="/">Gazeta <span>de Sălcioara</span></a><div class="header-ad">PUBLICITATE</div></div>
<div id="nav"><ul>{nav}</ul></div>
<div class="ultima-ora"><b>Ultima oră:</b> Trafic îngreunat pe DN 2 la ieșirea spre Buzău din cauza unor lucrări</div>
<div id="continut">
<div id="stanga">
<div class="cale"><a href="/">Acasă</a> » <a href="/administratie/">Administrație</a></div>
<h1 class="titlu">Piața Centrală se închide trei luni pentru modernizare. Unde se mută comercianții</h1>
<div class="info-articol">Autor: <a href="/autor/cristina-voicu/">Cristina Voicu</a> | Publicat: joi, 8 octombrie 2015, 09:15 | Afișări: 3.871</div>
<p class="sapou">Primăria Sălcioara a semnat contractul pentru modernizarea Pieței Centrale. Pe durata lucrărilor, producătorii vor vinde într-o piață provizorie.</p>
<img src="/_avatar/uploads/2015/10/piata-centrala-salcioara.svg" width="640" height="360" alt="Piața Centrală din Sălcioara">
<p class="foto-legenda">Piața Centrală, joi dimineață. Foto: Cristina Voicu</p>
<div class="text-articol">
<p>Piața Centrală din Sălcioara se închide de luni, 19 octombrie, pentru lucrări de modernizare care vor dura cel puțin trei luni, a anunțat ieri primarul Dorin Mihăilă.</p>
<p>Contractul, în valoare de 2,4 milioane de lei fără TVA, prevede acoperirea halei de legume, un nou sistem de scurgere a apei, grupuri sanitare și 120 de tarabe noi. Lucrările vor fi executate de o firmă din Ploiești.</p>
<p>Pe durata lucrărilor, comercianții și producătorii vor vinde într-o piață provizorie amenajată în parcarea de pe strada Morilor. Primăria spune că taxa zilnică pentru o tarabă nu se va modifica până la redeschidere.</p>
<p>Reprezentanții producătorilor au cerut ca piața să fie redeschisă înainte de sărbătorile de iarnă. Primarul a spus că „se va face tot posibilul”, dar nu a dat o dată fermă.</p>
</div>
<div class="specialisti"><h3>Ce spun specialiștii</h3>{exp_html}</div>
<div class="fb-like-box">Îți place Gazeta de Sălcioara? <a href="#">Apreciază pagina noastră pe Facebook</a> (12.480 de aprecieri)</div>
<div class="erata"><h4>Erată</h4><ul>{corr_html}</ul></div>
<div class="etichete">Etichete: <a href="/tag/piata-centrala/">piața centrală</a> <a href="/tag/primaria-salcioara/">primăria Sălcioara</a> <a href="/tag/investitii/">investiții</a></div>
</div>
<div id="dreapta">
<div class="widget banner">PUBLICITATE</div>
<div class="widget"><h3>Cele mai citite</h3><ul>{links("Piața Centrală se închide trei luni ;; Accident grav la intrarea în Sălcioara ;; Bursele școlare, plătite cu întârziere ;; Festivalul Toamnei aduce 40 de producători locali", "/actualitate/")}</ul></div>
<div class="widget"><h3>Știri recente</h3><ul>{recent}</ul></div>
<div class="widget"><h3>Curs valutar BNR</h3><p class="curs">EUR 4,4170 · USD 3,9352 · GBP 5,9911</p></div>
</div>
</div>
<div id="footer">© 2008-2015 Gazeta de Sălcioara. Toate drepturile rezervate. Reproducerea materialelor este permisă doar cu citarea sursei. · <a href="/contact.html">Contact</a> · <a href="/publicitate.html">Publicitate</a> · <a href="/termeni.html">Termeni și condiții</a></div>
</div>
<script src="/js/jquery-1.11.1.min.js"></script>"""
    html = (
        '<!DOCTYPE html><html lang="ro">'
        + head(
            "Piața Centrală se închide trei luni pentru modernizare. Unde se mută comercianții",
            "Gazeta de Sălcioara",
            published="2015-10-08T09:15:00+03:00",
            author="Cristina Voicu",
            ld=False,
            css=css,
        )
        + f"<body>{body}</body></html>\n"
    )
    return make(
        "dw-plain-ro-salcioara-piata",
        "lookalike",
        "ro",
        html,
        [],
        path="/administratie/piata-centrala-se-inchide-trei-luni-pentru-modernizare-241187.html",
        scripts=("/js/jquery-1.11.1.min.js",),
        container="-",
        heading=None,
        description="A Romanian local daily's market story of October 2015 (cookie notice, banner, menu, breaking-news strip, Facebook like box, most read, recent news with times, BNR rates, footer): 'Ce spun specialiștii', 3 quotes with name and role, and an 'Erată' box of 2 dated corrections signed by the newsroom and the editor; no reader discussion.",
        lookalikes=(
            "'Ce spun specialiștii': 3 quotes signed with name and role",
            "'Erată': 2 dated corrections, each signed",
        ),
    )


# --------------------------------------------------------------------------- ca: a magazine, 2024


def ca_barraques() -> Case:
    authors = [
        (
            "Laia Ferrer i Solà",
            "Periodista. Escriu sobre paisatge i món rural des de fa quinze anys. És autora de «Camins de pedra» (2021).",
        ),
        (
            "Pau Casals Vidal",
            "Fotògraf i guia de muntanya. Ha documentat més de tres-centes barraques de pedra seca al Pla de l'Albera.",
        ),
    ]
    photo_credits = [
        ("Portada: la barraca del Pla de les Eres, restaurada el 2023", "Pau Casals Vidal"),
        ("Els voluntaris de l'associació durant la jornada d'octubre", "Laia Ferrer i Solà"),
        ("Plànol del traçat de 1952", "Arxiu Comarcal de l'Albera"),
    ]
    auth_html = "".join(
        f'<div class="autor-nota"><img src="/_avatar/img/autors/{slug(n)}.svg" width="56" height="56" alt=""><div><h4>{esc(n)}</h4><p>{esc(b)}</p></div></div>'
        for n, b in authors
    )
    cred_html = "".join(f"<li>{esc(what)}. <span>Foto: {esc(who)}</span></li>" for what, who in photo_credits)
    css = """:root{--ink:#141414;--accent:#1f6f5c;--paper:#fbfaf7}body{margin:0;font-family:'Source Serif 4',Georgia,serif;color:var(--ink);background:var(--paper)}
a{color:var(--accent)}.cmp{position:fixed;left:16px;bottom:16px;max-width:420px;background:#fff;box-shadow:0 4px 24px rgba(0,0,0,.18);padding:18px;font:14px/1.5 'Inter',system-ui,sans-serif;z-index:20;border-radius:8px}
.cmp__btns{display:flex;gap:8px;margin-top:10px}.cmp__btns button{flex:1;padding:8px;border-radius:6px;border:1px solid var(--accent);background:#fff}.cmp__btns .is-primary{background:var(--accent);color:#fff}
.site-head{display:flex;align-items:center;justify-content:space-between;padding:14px 24px;border-bottom:1px solid #e6e3dc;font-family:'Inter',system-ui,sans-serif}
.site-head__logo{font:800 26px 'Inter',system-ui;letter-spacing:-.5px;color:var(--ink);text-decoration:none}.site-head__nav{display:flex;gap:18px;font-size:14px}.site-head__nav a{color:var(--ink);text-decoration:none}
.site-head__cta{background:var(--accent);color:#fff;padding:7px 14px;border-radius:999px;text-decoration:none;font-size:14px}
.reportatge{max-width:760px;margin:40px auto;padding:0 20px}.reportatge__seccio{font:600 13px 'Inter',system-ui;text-transform:uppercase;letter-spacing:1.5px;color:var(--accent)}
.reportatge h1{font-size:44px;line-height:1.1;margin:10px 0 16px}.reportatge__entradeta{font-size:21px;line-height:1.5;color:#444}
.reportatge__signatura{font:14px 'Inter',system-ui;color:#666;margin:16px 0;display:flex;gap:12px;flex-wrap:wrap}
.compartir{display:flex;gap:8px;font:13px 'Inter',system-ui}.compartir button{border:1px solid #ddd;background:#fff;border-radius:999px;padding:5px 12px}
.reportatge__cos p{font-size:19px;line-height:1.7;margin:0 0 20px}.reportatge__cos h2{font-size:26px;margin:32px 0 12px}
.destacat{font-size:26px;line-height:1.35;border-left:4px solid var(--accent);padding-left:18px;margin:28px 0;font-style:italic}
figure{margin:24px 0}figcaption{font:13px 'Inter',system-ui;color:#666;margin-top:6px}.autors{border-top:1px solid #e6e3dc;margin-top:36px;padding-top:16px}
.autors h3,.credits h3{font:600 13px 'Inter',system-ui;text-transform:uppercase;letter-spacing:1.5px;color:#666}.autor-nota{display:flex;gap:14px;margin-bottom:14px}
.autor-nota img{border-radius:50%}.autor-nota h4{margin:0;font:700 16px 'Inter',system-ui}.autor-nota p{margin:2px 0 0;font-size:15px;color:#444}
.credits ul{list-style:none;padding:0;font:14px 'Inter',system-ui;color:#444}.credits li{padding:4px 0;border-bottom:1px dotted #ddd}.credits span{color:#888}
.butlleti{background:#eaf3ef;padding:22px;margin:36px 0;border-radius:10px;font-family:'Inter',system-ui}.butlleti input{padding:8px;width:60%;border:1px solid #ccc;border-radius:6px}
.butlleti button{padding:8px 14px;border:0;border-radius:6px;background:var(--accent);color:#fff}
.mes-llegits{max-width:760px;margin:0 auto 40px;padding:0 20px;font-family:'Inter',system-ui}.mes-llegits ol{padding-left:22px}.mes-llegits li{margin-bottom:8px}
.publi{max-width:760px;margin:20px auto;height:120px;background:#efede8;color:#aaa;font:11px 'Inter',system-ui;display:flex;align-items:center;justify-content:center}
.site-foot{background:#141414;color:#aaa;font:13px 'Inter',system-ui;padding:30px 24px}.site-foot a{color:#fff}"""
    body = f"""<header class="site-head"><a class="site-head__logo" href="/">Terres Altes</a>
<nav class="site-head__nav"><a href="/paisatge">Paisatge</a><a href="/pobles">Pobles</a><a href="/gent">Gent</a><a href="/cuina">Cuina</a><a href="/rutes">Rutes</a><a href="/revista">La revista</a></nav>
<a class="site-head__cta" href="/subscripcio">Subscriu-t'hi</a></header>
<main>
<article class="reportatge">
<div class="reportatge__seccio">Paisatge</div>
<h1>Les barraques que tornen a ser de pedra</h1>
<p class="reportatge__entradeta">Una vintena de veïns del Pla de l'Albera dediquen els caps de setmana a restaurar les construccions de pedra seca que els seus avis feien servir de refugi. Ja n'han salvat onze.</p>
<div class="reportatge__signatura"><span>Text: <a href="/autors/laia-ferrer">Laia Ferrer i Solà</a></span><span>Fotos: <a href="/autors/pau-casals">Pau Casals Vidal</a></span><time datetime="2024-11-07T07:00:00+01:00">7 de novembre de 2024</time><span>Lectura: 9 min</span></div>
<div class="compartir"><button type="button">Compartir</button><button type="button">WhatsApp</button><button type="button">Bluesky</button><button type="button">Copiar l'enllaç</button></div>
<figure><img src="/_avatar/img/2024/11/barraca-pla-eres.svg" width="720" height="480" alt="Barraca de pedra seca restaurada"><figcaption>La barraca del Pla de les Eres, restaurada el 2023.</figcaption></figure>
<div class="reportatge__cos">
<p>El dissabte comença a les vuit, amb cafè de termos i guants de feina. La Rosa, el Jaume i la resta de l'associació Pedra Viva pugen amb furgoneta fins al coll i caminen vint minuts fins a la barraca que toca aquella setmana.</p>
<p>Fa sis anys que van començar. Al principi eren quatre jubilats que recordaven com les feien els seus pares; ara hi ha estudiants d'arquitectura, un paleta del poble i famílies amb criatures que carreguen pedres petites.</p>
<p class="destacat">«Cada pedra té el seu lloc. Si l'encertes, la paret aguanta cent anys sense una gota de morter.»</p>
<h2>Un ofici que no s'escriu</h2>
<p>La tècnica no surt en cap manual. S'aprèn mirant: com es posa la pedra de través per lligar el mur, com es tanca la volta amb una llosa plana, com es deixa el forat per on sortia el fum.</p>
<p>L'Ajuntament els ha cedit un magatzem per guardar les eines i aquest any, per primera vegada, la Diputació ha finançat el material. Tot i així, el que més falta, diuen, és gent jove que vulgui aprendre'n.</p>
<p>La pròxima jornada és el 23 de novembre. Qui vulgui participar només ha de portar calçat de muntanya i ganes de suar.</p>
</div>
<section class="autors"><h3>Sobre els autors</h3>{auth_html}</section>
<section class="credits"><h3>Crèdits de les fotografies</h3><ul>{cred_html}</ul></section>
<div class="butlleti"><strong>El butlletí de Terres Altes</strong><p>Cada dijous, les millors històries del territori al teu correu.</p><input type="email" placeholder="El teu correu electrònic"> <button type="button">M'hi apunto</button></div>
</article>
<div class="publi">Publicitat</div>
<section class="mes-llegits"><h3>El més llegit</h3><ol>{links("Les barraques que tornen a ser de pedra ;; On menjar el millor arròs de muntanya de la comarca ;; Cinc rutes curtes per veure la tardor ;; El darrer pastor de la vall es jubila als 81 anys", "/")}</ol></section>
</main>
<footer class="site-foot">Terres Altes · Revista de territori · Edicions del Coll SCCL · <a href="/avis-legal">Avís legal</a> · <a href="/privacitat">Privacitat</a> · <a href="/galetes">Política de galetes</a> · © 2024</footer>
<div class="cmp" role="dialog" aria-label="Galetes"><strong>Respectem la teva privacitat</strong><p>Fem servir galetes pròpies i de tercers per analitzar el trànsit i mostrar publicitat. Pots acceptar-les, rebutjar-les o configurar-les.</p>
<div class="cmp__btns"><button type="button">Configurar</button><button type="button">Rebutjar</button><button type="button" class="is-primary">Acceptar</button></div></div>"""
    html = (
        '<!DOCTYPE html><html lang="ca">'
        + head(
            "Les barraques que tornen a ser de pedra",
            "Terres Altes",
            published="2024-11-07T07:00:00+01:00",
            author="Laia Ferrer i Solà",
            css=css,
        )
        + f"<body>{body}</body></html>\n"
    )
    return make(
        "dw-plain-ca-albera-barraques",
        "lookalike",
        "ca",
        html,
        [],
        path="/paisatge/les-barraques-que-tornen-a-ser-de-pedra",
        container="-",
        heading=None,
        description="A Catalan regional magazine's long read of November 2024 (header with a subscribe button, share buttons, pull quote, newsletter box, advert, most read, footer, a consent dialog): 'Sobre els autors', 2 notes with the author's name and a short bio, and 'Crèdits de les fotografies', 3 credits each signed 'Foto: NAME'; no reader discussion.",
        lookalikes=(
            "'Sobre els autors': 2 named notes with avatar",
            "'Crèdits de les fotografies': 3 credits signed 'Foto: NAME'",
        ),
    )


def plain_dw() -> list[Case]:
    return [bn_boimela(), ro_piata(), ca_barraques()]
