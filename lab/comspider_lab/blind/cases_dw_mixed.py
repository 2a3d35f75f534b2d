"""Blind set DW: one mixed page, a Hindi regional news site of 2023 whose story of a stepwell's clean-up carries two
readers' thoughts (one answering the other) under "पाठकों के विचार" beside a box of the newsroom's earlier reports on
the same stepwell, each dated and signed by its reporter. Every site, name, place and text invented for this set;
each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dw_common import Case, esc, head, kids, links, make, paras, slug, talk

# --------------------------------------------------------------------------- hi: a regional news site, 2023


def hi_bawdi() -> Case:
    cs = talk("""
राजेश शर्मा @ 3 घंटे पहले ~ 2023-03-15T09:20:00+05:30 :: बहुत अच्छी पहल है। हमारे बचपन में इसी बावड़ी से पूरे मोहल्ले के लिए पानी आता था। बस इतना ध्यान रहे कि सफाई के बाद फिर से इसमें कचरा न फेंका जाए, वरना दो साल में हालत वही हो जाएगी।
>सुनीता वर्मा @ 1 घंटा पहले ~ 2023-03-15T11:05:00+05:30 :: राजेश जी, सही कहा। नगर पालिका को चारों तरफ जाली लगानी चाहिए और शाम को ताला भी। हमारे वार्ड की महिलाएं निगरानी में मदद करने को तैयार हैं।
""")
    k = kids(cs)
    ago_place = {"राजेश शर्मा": "सूरजपुरा", "सुनीता वर्मा": "वार्ड 7, सूरजपुरा"}

    def li(i: int) -> str:
        c = cs[i]
        sub = ""
        if i in k:
            sub = '<ul class="vichar-uttar">' + "".join(li(j) for j in k[i]) + "</ul>"
        return (
            f'<li class="vichar" data-id="{730412 + i}"><div class="vichar-shir"><span class="vichar-naam">{esc(c.who)}</span>'
            f'<span class="vichar-sthan">{esc(ago_place[c.who])}</span>'
            f'<span class="vichar-samay" title="{c.iso}">{esc(c.at)}</span></div>'
            f'<div class="vichar-path">{paras(c.body)}</div>'
            f'<div class="vichar-kriya"><button type="button">👍 <span>{[34, 12][i]}</span></button>'
            f'<button type="button">जवाब दें</button></div>{sub}</li>'
        )

    thread = '<ul class="vichar-suchi">' + "".join(li(i) for i in k[None]) + "</ul>"
    earlier = [
        (
            "बावड़ी की सीढ़ियां टूटीं, प्रशासन बेखबर",
            "मनोज सैनी",
            "12 जुलाई 2022",
        ),
        (
            "सूरजपुरा की 300 साल पुरानी बावड़ी पुरातत्व सूची में शामिल करने की मांग",
            "प्रियंका राठौड़",
            "5 नवंबर 2022",
        ),
        (
            "नगर पालिका बोर्ड बैठक: बावड़ी की सफाई के लिए 18 लाख मंजूर",
            "मनोज सैनी",
            "9 फरवरी 2023",
        ),
    ]
    earlier_html = "".join(
        f'<li><a href="/rajasthan/surajpura/{slug(t) or n}">{esc(t)}</a>'
        f'<p class="purani-meta">{esc(who)} | {esc(d)}</p></li>'
        for n, (t, who, d) in enumerate(earlier)
    )
    css = """body{margin:0;font:17px/1.75 'Mukta','Noto Sans Devanagari',sans-serif;color:#222;background:#fff}a{color:#222;text-decoration:none}
.shirsh{position:sticky;top:0;background:#fff;border-bottom:1px solid #e8e8e8;z-index:5}.shirsh-andar{max-width:1200px;margin:0 auto;display:flex;align-items:center;gap:24px;padding:10px 16px}
.logo{font:800 30px 'Mukta',sans-serif;color:#e2231a}.logo small{font-size:13px;color:#777;font-weight:400;margin-left:6px}
.mukhya-menu{display:flex;gap:16px;list-style:none;margin:0;padding:0;font-size:16px;font-weight:600}.app-btn{margin-left:auto;background:#e2231a;color:#fff;padding:6px 14px;border-radius:20px;font-size:14px}
.breaking{background:#222;color:#fff;font-size:14px}.breaking div{max-width:1200px;margin:0 auto;padding:6px 16px}.breaking b{color:#ffcc00;margin-right:8px}
.dhancha{max-width:1200px;margin:20px auto;display:grid;grid-template-columns:minmax(0,1fr) 320px;gap:32px;padding:0 16px}
.rasta{font-size:14px;color:#888}.khabar h1{font-size:34px;line-height:1.3;margin:8px 0}.saar{font-size:19px;color:#444;border-left:4px solid #e2231a;padding-left:12px}
.lekhak{display:flex;gap:10px;align-items:center;font-size:14px;color:#666;margin:14px 0}.lekhak img{border-radius:50%}
.share-patti{display:flex;gap:8px}.share-patti a{padding:4px 12px;border-radius:4px;color:#fff;font-size:14px}.s-wa{background:#25d366}.s-fb{background:#1877f2}.s-x{background:#000}.s-tg{background:#2aa3df}
.khabar-path p{margin:0 0 18px;font-size:19px}.chitra-vivran{font-size:14px;color:#666}.vigyapan{background:#f1f1f1;color:#aaa;font-size:11px;display:flex;align-items:center;justify-content:center}
.purani{background:#fff8f0;border:1px solid #f3d9bd;padding:14px 16px;margin:24px 0}.purani h3{margin:0 0 8px;font-size:19px;color:#b35900}
.purani ul{list-style:none;margin:0;padding:0}.purani li{padding:8px 0;border-top:1px dashed #f0cda9}.purani li:first-child{border:0}.purani a{font-weight:600}
.purani-meta{margin:2px 0 0;font-size:13px;color:#888}.pathak{margin-top:28px}.pathak h3{font-size:22px;border-bottom:3px solid #e2231a;display:inline-block;margin:0 0 10px}
.login-patti{background:#f6f6f6;padding:10px 14px;font-size:15px;border-radius:6px}.vichar-suchi,.vichar-uttar{list-style:none;margin:0;padding:0}
.vichar{padding:14px 0;border-bottom:1px solid #eee}.vichar-uttar{margin:10px 0 0 34px;border-left:3px solid #f3d9bd;padding-left:14px}.vichar-uttar .vichar{border:0;padding-bottom:0}
.vichar-shir{display:flex;gap:10px;align-items:baseline;font-size:14px}.vichar-naam{font-weight:700;font-size:16px}.vichar-sthan,.vichar-samay{color:#888}
.vichar-path p{margin:4px 0;font-size:17px}.vichar-kriya{display:flex;gap:12px}.vichar-kriya button{border:0;background:none;color:#666;font-size:14px;padding:0;cursor:pointer}
.tags a{display:inline-block;background:#f4f4f4;padding:2px 12px;border-radius:14px;margin:0 6px 6px 0;font-size:14px}
.side-khand{margin-bottom:24px}.side-khand h3{font-size:19px;border-bottom:2px solid #e2231a;margin:0 0 10px}.side-khand ol{padding-left:22px;margin:0}.side-khand li{margin-bottom:8px;font-size:16px}
.mausam{font-size:15px}.paad{background:#1a1a1a;color:#aaa;font-size:14px;padding:28px 16px;margin-top:40px}.paad a{color:#fff}"""
    menu = "".join(
        f'<li><a href="/{h}">{t}</a></li>'
        for t, h in (
            ("होम", ""),
            ("राजस्थान", "rajasthan"),
            ("देश", "desh"),
            ("खेल", "khel"),
            ("मनोरंजन", "manoranjan"),
            ("धर्म", "dharm"),
            ("वीडियो", "video"),
        )
    )
    body = f"""<header class="shirsh"><div class="shirsh-andar"><a class="logo" href="/">मरुधर समाचार<small>आपके शहर की खबर</small></a><ul class="mukhya-menu">{menu}</ul><a class="app-btn" href="/app">ऐप डाउनलोड करें</a></div></header>
<div class="breaking"><div><b>ब्रेकिंग</b> जयपुर-अजमेर हाईवे पर आज रात 11 बजे से सुबह 5 बजे तक मरम्मत के चलते एक लेन बंद रहेगी</div></div>
<div class="dhancha">
<main>
<div class="rasta"><a href="/">होम</a> › <a href="/rajasthan">राजस्थान</a> › <a href="/rajasthan/surajpura">सूरजपुरा</a></div>
<article class="khabar">
<h1>सूरजपुरा की 300 साल पुरानी बावड़ी की सफाई शुरू, पहले ही दिन निकले 40 ट्रॉली कचरा</h1>
<p class="saar">नगर पालिका और स्वयंसेवी संस्थाओं ने मिलकर शुरू किया अभियान। बारिश से पहले बावड़ी को फिर से पानी भरने लायक बनाने का लक्ष्य।</p>
<div class="lekhak"><img src="/_avatar/img/reporters/manoj-saini.svg" width="36" height="36" alt=""><span><a href="/reporter/manoj-saini">मनोज सैनी</a>, सूरजपुरा · <time datetime="2023-03-15T07:45:00+05:30">15 मार्च 2023, 07:45 AM IST</time></span></div>
<div class="share-patti"><a class="s-wa" href="#">WhatsApp</a><a class="s-fb" href="#">Facebook</a><a class="s-x" href="#">X</a><a class="s-tg" href="#">Telegram</a></div>
<figure><img src="/_avatar/img/2023/03/15/surajpura-bawdi.svg" width="800" height="450" alt="बावड़ी की सफाई करते स्वयंसेवक"><figcaption class="chitra-vivran">मंगलवार सुबह बावड़ी की सीढ़ियों से मलबा हटाते स्वयंसेवक। फोटो: मरुधर समाचार</figcaption></figure>
<div class="khabar-path">
<p>शहर के पुराने बाजार के पास स्थित करीब 300 साल पुरानी बावड़ी की सफाई मंगलवार सुबह शुरू हो गई। नगर पालिका के कर्मचारियों के साथ दो स्वयंसेवी संस्थाओं के 60 से अधिक लोग पहले दिन काम में जुटे।</p>
<p>अधिशासी अधिकारी रमेश चंद्र मीणा ने बताया कि पहले ही दिन करीब 40 ट्रॉली कचरा और मलबा निकाला गया। सीढ़ियों पर जमी मिट्टी और प्लास्टिक को हटाने में अभी दो सप्ताह और लगेंगे।</p>
<div class="vigyapan" style="height:90px">विज्ञापन</div>
<p>सफाई के बाद बावड़ी की टूटी सीढ़ियों और दीवारों की मरम्मत की जाएगी। नगर पालिका बोर्ड ने इसके लिए फरवरी में 18 लाख रुपये मंजूर किए थे।</p>
<p>स्थानीय बुजुर्गों का कहना है कि 1980 के दशक तक बावड़ी में साल भर पानी रहता था। पाइपलाइन आने के बाद लोगों ने इसका उपयोग बंद कर दिया और धीरे-धीरे यह कचरा डालने की जगह बन गई।</p>
</div>
</article>
<section class="purani"><h3>इस बावड़ी पर हमारी पिछली खबरें</h3><ul>{earlier_html}</ul></section>
<div class="tags"><a href="/topic/bawdi">बावड़ी</a><a href="/topic/surajpura">सूरजपुरा</a><a href="/topic/jal-sanrakshan">जल संरक्षण</a></div>
<section class="pathak" id="pathak-vichar">
<h3>पाठकों के विचार</h3>
<div class="login-patti">अपनी राय देने के लिए <a href="/login" style="color:#e2231a">लॉग इन करें</a></div>
{thread}
</section>
</main>
<aside>
<div class="vigyapan" style="height:250px;margin-bottom:24px">विज्ञापन</div>
<div class="side-khand"><h3>सबसे ज्यादा पढ़ी गई</h3><ol>{links("बावड़ी की सफाई शुरू, पहले दिन निकले 40 ट्रॉली कचरा ;; होली पर रोडवेज चलाएगा 120 अतिरिक्त बसें ;; बोर्ड परीक्षा: गणित का पेपर आसान, छात्र खुश ;; मंडी में जीरे के भाव फिर चढ़े ;; सूरजपुरा में नया आधार केंद्र शुरू", "/rajasthan/")}</ol></div>
<div class="side-khand mausam"><h3>मौसम</h3><p>सूरजपुरा: 31°C, साफ आसमान<br>कल: 33°C, हल्की धूल भरी हवा</p></div>
<div class="vigyapan" style="height:600px">विज्ञापन</div>
</aside>
</div>
<footer class="paad">© 2023 मरुधर समाचार मीडिया प्रा. लि. · सर्वाधिकार सुरक्षित · <a href="/about">हमारे बारे में</a> · <a href="/contact">संपर्क करें</a> · <a href="/privacy-policy">प्राइवेसी पॉलिसी</a> · <a href="/grievance">शिकायत निवारण</a></footer>
<script src="/static/js/app.7f3c1a.js" defer></script>"""
    html = (
        '<!DOCTYPE html><html lang="hi">'
        + head(
            "सूरजपुरा की 300 साल पुरानी बावड़ी की सफाई शुरू, पहले ही दिन निकले 40 ट्रॉली कचरा",
            "मरुधर समाचार",
            published="2023-03-15T07:45:00+05:30",
            author="मनोज सैनी",
            css=css,
        )
        + f"<body>{body}</body></html>\n"
    )
    return make(
        "dw-mixed-hi-surajpura-bawdi",
        "mixed",
        "hi",
        html,
        cs,
        path="/rajasthan/surajpura/300-saal-purani-bawdi-ki-safai-shuru",
        scripts=("/static/js/app.7f3c1a.js",),
        container="section#pathak-vichar under h3 'पाठकों के विचार': ul.vichar-suchi > li.vichar (span NAME, span place, span relative time; div > p text; like and 'जवाब दें' buttons), the answer in ul.vichar-uttar inside its parent's li",
        heading="पाठकों के विचार",
        description="A Hindi regional news site of March 2023 (sticky header, breaking strip, share bar, adverts, tags, most read, weather, footer): 2 readers' thoughts, one answering the other inside its parent's item, with place and relative time; above them 'इस बावड़ी पर हमारी पिछली खबरें', 3 earlier reports each signed by its reporter and dated. Never says 'comment'.",
        lookalikes=("'इस बावड़ी पर हमारी पिछली खबरें': 3 earlier reports with reporter and date",),
    )


def mixed_dw() -> list[Case]:
    return [hi_bawdi()]
