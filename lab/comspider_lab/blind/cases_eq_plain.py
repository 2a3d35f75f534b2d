"""Blind set EQ: two article pages of 2012-2013 without any reader discussion, each carrying one or two signed, dated
entries of another kind where a small discussion would sit: a Swedish local paper's columnist blog (an author bio box
signed and dated, a single "Läs också" teaser with its byline and date, "Kommentarsfunktionen är stängd") and a Czech
regional news site (an editor's note signed and dated under the text, one pull-quote card with its speaker and date).
Every site, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_eq_common import Case, esc, make, xhtml

# --------------------------------------------------------------------------- sv: a columnist's blog, 2012


def sv_isbana() -> Case:
    title = "Därför borde isbanan på Torget få stanna året runt"
    css = """body{margin:0;background:#fff;font:15px/1.6 Georgia,serif;color:#222}
#sidhuvud{border-bottom:4px solid #005b99}#sidhuvud .inre{width:960px;margin:0 auto;padding:12px 0}#sidhuvud .logga{font:bold 34px Arial;color:#005b99;text-decoration:none}
#meny{background:#005b99}#meny ul{width:960px;margin:0 auto;padding:0;list-style:none;overflow:hidden}#meny li{float:left}#meny a{display:block;color:#fff;font:bold 13px Arial;padding:8px 12px;text-decoration:none}
#sida{width:960px;margin:18px auto;overflow:hidden}#artikel{float:left;width:620px}#hoger{float:right;width:300px}
.bloggnamn{font:bold 13px Arial;color:#c0392b;text-transform:uppercase}h1{font:bold 32px Arial;line-height:1.15;margin:6px 0 10px}
.publicerad{font:12px Arial;color:#777;margin-bottom:12px}.ingress{font-weight:bold}
.om-skribenten{background:#f1f6fa;border-top:2px solid #005b99;padding:12px;margin:24px 0;overflow:hidden;font:13px/1.5 Arial}.om-skribenten img{float:left;margin:0 12px 4px 0}
.om-skribenten h3{margin:0 0 4px;font-size:14px}.om-skribenten .uppdaterad{color:#777;font-size:11px}
.las-ocksa{border:1px solid #ddd;padding:10px 12px;margin:18px 0;font:13px Arial;overflow:hidden}.las-ocksa .rubrik{font:bold 16px Arial;color:#005b99;text-decoration:none}.las-ocksa .av{color:#777;font-size:11px}.las-ocksa img{float:right;margin-left:10px}
.stangd{font:italic 13px Arial;color:#777;border-top:1px solid #ddd;padding-top:8px}
.dela a{font:11px Arial;background:#eee;color:#333;padding:3px 7px;margin-right:4px;text-decoration:none}
.ruta{border:1px solid #ddd;margin-bottom:16px;font:13px Arial}.ruta h4{margin:0;background:#005b99;color:#fff;padding:6px 10px}.ruta ol,.ruta ul{margin:8px 0;padding-left:26px}
.annons{height:250px;background:#f4f4f4;color:#aaa;font:10px Arial;text-align:center;margin-bottom:16px}
#sidfot{background:#1d2a33;color:#aab;font:12px Arial;padding:16px;text-align:center}"""
    body = f"""<div id="sidhuvud"><div class="inre"><a class="logga" href="/">Norrbyns Tidning</a></div></div>
<div id="meny"><ul><li><a href="/">Start</a></li><li><a href="/nyheter/">Nyheter</a></li><li><a href="/sport/">Sport</a></li><li><a href="/noje/">Nöje</a></li><li><a href="/bloggar/">Bloggar</a></li><li><a href="/familj/">Familj</a></li><li><a href="/e-tidning/">E-tidningen</a></li></ul></div>
<div id="sida">
<div id="artikel">
<div class="bloggnamn"><a href="/bloggar/karin-lundqvist/">Karin tycker</a> · Blogg</div>
<h1>{esc(title)}</h1>
<div class="publicerad">Publicerad 7 mars 2012 kl. 13:20 · Uppdaterad 7 mars 2012 kl. 15:02</div>
<div class="dela"><a href="#">Dela på Facebook</a><a href="#">Twittra</a><a href="#">Skriv ut</a><a href="#">Tipsa</a></div>
<p class="ingress">I helgen stänger isbanan på Torget för säsongen. Den borde inte stänga alls – åtminstone inte platsen.</p>
<p>I tre månader har Torget varit fullt av folk på kvällarna. Barnfamiljer, pensionärer som åkte varv efter varv till musiken från högtalarna, tonåringar som hängde vid korvkiosken. Jag kan inte minnas när jag senast såg så mycket liv mitt i stan en tisdag i februari.</p>
<p>Nu ska isen smälta och Torget återgå till att vara en parkering med ett par bänkar. Det är synd. Kommunen har visat att folk kommer om det finns något att göra.</p>
<p>Mitt förslag: behåll sargen och belysningen, lägg konstgräs på sommaren och låt föreningarna turas om att ordna aktiviteter. Boule, schack, dans på fredagskvällarna. Det kostar en bråkdel av vad isbanan gjorde.</p>
<p>Kommunstyrelsens ordförande har lovat att ”titta på saken”. Vi får se om det blir mer än så.</p>
<div class="las-ocksa"><img src="/_avatar/isbana-liten.svg" width="90" height="60" alt="" /><span class="etikett">Läs också</span><br /><a class="rubrik" href="/nyheter/isbanan-slog-besoksrekord">Isbanan slog besöksrekord – 41 000 åkare på tre månader</a><br /><span class="av">Av Per Sjöholm · 2012-02-28 06:00</span></div>
<div class="om-skribenten"><img src="/_avatar/karin-lundqvist.svg" width="70" height="70" alt="Karin Lundqvist" /><h3>Om skribenten</h3>Karin Lundqvist är krönikör och bloggare på Norrbyns Tidning sedan 2009. Hon skriver om stadsliv, kommunpolitik och allt det som händer mellan husen.<br /><span class="uppdaterad">– Karin Lundqvist, senast uppdaterad 2012-01-09</span></div>
<p class="stangd">Kommentarsfunktionen är stängd för det här inlägget.</p>
</div>
<div id="hoger">
<div class="annons">ANNONS</div>
<div class="ruta"><h4>Mest läst</h4><ol><li><a href="#">Vattenläcka stängde Storgatan</a></li><li><a href="#">Norrby IF klart för kvartsfinal</a></li><li><a href="#">Nytt äldreboende byggs i Östra</a></li><li><a href="#">Så blir vädret i helgen</a></li></ol></div>
<div class="ruta"><h4>Fler bloggar</h4><ul><li><a href="#">Sportbloggen</a></li><li><a href="#">Matbloggen</a></li><li><a href="#">Föräldrabloggen</a></li></ul></div>
<div class="annons">ANNONS</div>
</div>
</div>
<div id="sidfot">Norrbyns Tidning · Ansvarig utgivare: Lars Holm · Box 117, Norrby · <a href="/kontakt/" style="color:#fff">Kontakta oss</a></div>"""
    return make(
        "eq-plain-sv-norrby-isbana",
        "lookalike",
        "sv",
        xhtml(
            title,
            "Norrbyns Tidning",
            "sv",
            css,
            body,
            published="2012-03-07T13:20:00+01:00",
            author="Karin Lundqvist",
        ),
        [],
        path="/bloggar/karin-lundqvist/darfor-borde-isbanan-fa-stanna",
        container="-",
        heading=None,
        description="A Swedish local paper's columnist blog post of March 2012 (menu, share links, most read, more blogs, adverts) whose end carries a single 'Läs också' teaser with its byline and date and an 'Om skribenten' bio box signed '– Karin Lundqvist, senast uppdaterad 2012-01-09', then 'Kommentarsfunktionen är stängd för det här inlägget.'; no reader discussion.",
        lookalikes=(
            "'Läs också': one teaser (headline, 'Av Per Sjöholm · 2012-02-28 06:00')",
            "'Om skribenten': a bio box signed and dated",
        ),
    )


# --------------------------------------------------------------------------- cs: a regional news site, 2013


def cs_most() -> Case:
    title = "Lávka přes Bystřici bude hotová až v říjnu, radnice vypoví smlouvu se stavební firmou"
    css = """body{margin:0;background:#eaeaea;font:14px/1.55 Arial,Helvetica,sans-serif;color:#1a1a1a}
#hlavicka{background:#b3001b;height:58px}#hlavicka a.logo{color:#fff;font:bold 30px Arial;text-decoration:none;display:inline-block;padding:10px 20px}
#hlavicka .datum{float:right;color:#fcdcdc;font-size:12px;padding:22px 20px}
#rubriky{background:#fff;border-bottom:1px solid #ccc;padding:0 20px}#rubriky a{display:inline-block;padding:8px 10px;color:#b3001b;font-weight:bold;font-size:13px;text-decoration:none}
#obal{width:980px;margin:14px auto;overflow:hidden}#clanek{float:left;width:650px;background:#fff;padding:18px}#sloupec{float:right;width:290px}
h1{font-size:28px;line-height:1.2;margin:0 0 8px}.perex{font-weight:bold;font-size:16px}.autor{font-size:12px;color:#777;margin:8px 0 14px}
.citat{float:right;width:220px;margin:4px 0 10px 16px;padding:12px;background:#fdf1f2;border-left:4px solid #b3001b;font:italic 16px Georgia,serif}
.citat .kdo{display:block;font:bold 12px Arial;margin-top:8px;color:#b3001b}.citat .kdy{display:block;font:11px Arial;color:#888}
.poznamka{border:1px dashed #b3001b;background:#fffafa;padding:10px 12px;margin:18px 0;font-size:13px}.poznamka b{color:#b3001b}.poznamka .podpis{display:block;text-align:right;color:#777;font-size:12px}
.stitky{font-size:12px;color:#666}.stitky a{color:#b3001b}.sdilet{margin:12px 0}.sdilet span{background:#eee;padding:3px 7px;font-size:11px;margin-right:4px}
.box{background:#fff;margin-bottom:14px}.box h3{margin:0;background:#333;color:#fff;font-size:13px;padding:6px 10px;text-transform:uppercase}.box ol,.box ul{margin:8px 0;padding-left:26px;font-size:13px}
.reklama{height:250px;background:#f6f6f6;color:#aaa;font-size:10px;text-align:center;margin-bottom:14px}
#paticka{background:#333;color:#bbb;font-size:11px;text-align:center;padding:14px}"""
    body = f"""<div id="hlavicka"><a class="logo" href="/">Bystřický deník online</a><span class="datum">Úterý 14. května 2013 · svátek má Bonifác</span></div>
<div id="rubriky"><a href="/">Zprávy</a><a href="/region/">Region</a><a href="/sport/">Sport</a><a href="/kultura/">Kultura</a><a href="/doprava/">Doprava</a><a href="/inzerce/">Inzerce</a><a href="/pocasi/">Počasí</a></div>
<div id="obal">
<div id="clanek">
<h1>{esc(title)}</h1>
<p class="perex">Nová lávka pro pěší mezi Dolním náměstím a sídlištěm Na Vinici měla být otevřena už v dubnu. Firma termín nestihla a radnice od ní chce zpět zálohu.</p>
<div class="autor">Autor: Tomáš Vavřinec | 14. 5. 2013 | 10:42</div>
<div class="sdilet"><span>Sdílet na Facebooku</span><span>Tweet</span><span>Vytisknout</span></div>
<blockquote class="citat">„Lidé chodí čtvrt roku oklikou přes silniční most a my jim nemůžeme říct, kdy to skončí. To už dál nejde.“<span class="kdo">Jana Horáková, starostka</span><span class="kdy">13. 5. 2013</span></blockquote>
<p>Stavba ocelové lávky přes řeku Bystřici, která má nahradit starý dřevěný most stržený povodní v roce 2010, se znovu zpozdila. Podle posledního harmonogramu bude hotová nejdříve v říjnu, tedy o půl roku později, než slibovala smlouva.</p>
<p>Rada města na pondělním zasedání rozhodla, že smlouvu se zhotovitelem, firmou Stavby Morava Plus, vypoví. Dokončení stavby by mělo převzít jiné sdružení firem, které se umístilo druhé ve výběrovém řízení.</p>
<p>Zhotovitel zpoždění vysvětluje pozdní dodávkou ocelové konstrukce a dlouhou zimou. Radnice ale tvrdí, že firma na stavbě od února téměř nepracovala. Město proto bude požadovat vrácení zálohy ve výši 2,8 milionu korun a smluvní pokutu.</p>
<p>Chodci, kteří z Vinice chodí do centra, musí dál využívat chodník na silničním mostě, který je úzký a vede podél frekventované silnice. Radnice tam do konce května nechá osadit zábradlí.</p>
<div class="poznamka"><b>Poznámka redakce:</b> V původní verzi článku jsme uvedli, že záloha činila 3,2 milionu korun. Správná částka je 2,8 milionu korun. Za chybu se omlouváme.<span class="podpis">(red, tv) · upraveno 14. 5. 2013 v 16:20</span></div>
<div class="stitky">Témata: <a href="/tema/lavka">lávka přes Bystřici</a>, <a href="/tema/radnice">radnice</a>, <a href="/tema/doprava">doprava</a></div>
</div>
<div id="sloupec">
<div class="reklama">REKLAMA</div>
<div class="box"><h3>Nejčtenější</h3><ol><li><a href="#">Uzavírka silnice na Hostín potrvá do června</a></li><li><a href="#">Hokejisté slaví postup do krajské ligy</a></li><li><a href="#">Nová prodejna v bývalé textilce</a></li><li><a href="#">Jarní blešák na výstavišti</a></li></ol></div>
<div class="box"><h3>Pohotovost</h3><ul><li>Lékárna U Zlatého hada, Masarykova 12</li><li>Zubní pohotovost: MUDr. Pokorná, Nádražní 4</li></ul></div>
<div class="reklama">REKLAMA</div>
</div>
</div>
<div id="paticka">© 2013 Bystřický deník online · Vydavatel: Regionmedia s.r.o. · <a href="/kontakty" style="color:#fff">Kontakty</a> · <a href="/reklama" style="color:#fff">Reklama</a></div>"""
    return make(
        "eq-plain-cs-bystrice-lavka",
        "lookalike",
        "cs",
        xhtml(
            title,
            "Bystřický deník online",
            "cs",
            css,
            body,
            published="2013-05-14T10:42:00+02:00",
            author="Tomáš Vavřinec",
            html5=True,
        ),
        [],
        path="/region/lavka-pres-bystrici-bude-hotova-az-v-rijnu",
        container="-",
        heading=None,
        description="A Czech regional news site's article of May 2013 (date and name-day strip, section bar, share buttons, most read, emergency services, adverts) with a pull-quote card in the text (the mayor's words, her name and a date) and an editor's note under the text, a correction signed '(red, tv) · upraveno 14. 5. 2013 v 16:20'; no reader discussion.",
        lookalikes=(
            "pull-quote card: quote, 'Jana Horáková, starostka', '13. 5. 2013'",
            "'Poznámka redakce': a correction signed and dated",
        ),
    )


def plain_eq() -> list[Case]:
    return [sv_isbana(), cs_most()]
