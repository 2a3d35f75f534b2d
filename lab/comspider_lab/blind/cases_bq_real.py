"""Blind set BQ: four discussions kept by the harness's real comment systems in this set's 2012-2014 layouts: Isso loaded
by a "Näytä kommentit (7)" button under a Finnish local paper's article (fi); Isso mounted when a teacher's blog's
"Diskusia" tab is chosen beside a "Súvisiace články" tab (sk); Waline mounted by a "Ver os 7 comentários" button under
a Portuguese village blog's post (pt); Waline mounted when a Turkish local news site's "Okuyucu Yorumları" tab is
chosen beside a photo gallery tab (tr). Written for this set; every name, place and text invented. Isso and Waline
keep replies one level deep: every reply here answers a top-level comment."""

from __future__ import annotations

from comspider_lab.blind.cases_bq_common import (
    Bits,
    Case,
    Piece,
    box,
    case,
    cloud,
    esc,
    links,
    rows,
    seeds,
    talk,
)
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed

ISSO_ALL = 'data-isso-max-comments-top="inf" data-isso-max-comments-nested="inf"'


def fi_isso_button() -> Case:
    ns = talk("""
Kirjastonkäyttäjä :: Lauantai on ainoa päivä, jolloin ehdin kirjastoon lasten kanssa. Automaatista saa kirjat, mutta satutunti ja lehtilukusali jäävät pois.
  Marjatta K. :: Samaa mieltä. Eikä automaatti neuvo, mistä löytyy hyvä dekkari.
  Järviseudun Viikko :: Kirjastotoimenjohtajan mukaan satutunti siirretään keskiviikkoiltaan kello 18. Päivitimme tiedon juttuun.
Pekka Laine :: Säästöjä pitää tehdä jostain. Parempi tämä kuin että koko sivukirjasto Ylikylässä suljettaisiin.
  Nuori äiti :: Ylikylän sivukirjasto on auki kaksi iltaa viikossa. Ei sekään paljon auta meitä työssäkäyviä.
eläkeläinen :: Mistä se automaatti löytyy ja osaako sitä käyttää ilman kirjastokorttia?
  Kirjastonkäyttäjä :: Aulassa sisäoven vieressä. Kortti tarvitaan, ja PIN-koodi pitää hakea tiskiltä etukäteen.
""")
    block = (
        '<div class="jv-kommentit"><h2>Kommentit</h2><p class="jv-ohje">Kommentoi nimimerkillä. Asiattomat kommentit poistetaan.</p>'
        f'<button type="button" id="jv-nayta" class="jv-nayta">Näytä kommentit ({len(ns)})</button>'
        '<div id="jv-laatikko" hidden>' + isso_embed("fi", load="later", extra=ISSO_ALL) + "</div></div>"
        "<script type=\"text/javascript\">document.getElementById('jv-nayta').onclick = function () {"
        " document.getElementById('jv-laatikko').hidden = false; this.style.display = 'none'; loadIsso(); };</script>"
    )
    side = (
        box(
            "fi-jarviseutu",
            "Luetuimmat",
            links(
                (
                    "Jäät lähtivät Kirkkojärvestä ennätysaikaisin",
                    "Kunnanvaltuusto hyväksyi koulujen yhdistämisen",
                    "Pesäpalloilijat harjoittelevat jo hallissa",
                    "Kevätmarkkinat lauantaina torilla",
                ),
                "/uutiset/",
                "ol",
            ),
        )
        + box(
            "fi-jarviseutu",
            "Kommentoiduimmat",
            links(
                (
                    "Kunnanvaltuusto hyväksyi koulujen yhdistämisen",
                    "Kirjaston lauantaiaukiolo loppuu",
                    "Tuulivoimala Harjunmäelle?",
                ),
                "/uutiset/",
                "ol",
                ("(43)", "(7)", "(61)"),
            ),
        )
        + box(
            "fi-jarviseutu",
            "Menovinkit",
            links(
                ("la 23.3. Kevätmarkkinat", "su 24.3. Kirkkokonsertti", "ke 27.3. Satutunti kirjastossa"),
                "/menot/",
            ),
        )
        + box(
            "fi-jarviseutu",
            "Avainsanat",
            cloud("kirjasto:3, säästöt:4, koulut:5, valtuusto:4, liikenne:2, urheilu:2, tuulivoima:3"),
        )
    )
    style = ".jv-kommentit{border-top:3px solid #a31515;margin-top:18px}.jv-ohje{font-size:11px;color:#777}.jv-nayta{background:#a31515;color:#fff;border:0;padding:7px 16px;font-weight:bold;cursor:pointer}"
    piece = Piece(
        "Kirjaston lauantaiaukiolo loppuu – lainaus siirtyy automaattiin",
        "Teksti: Sari Mäkelä",
        "2013-03-20T14:10:00+02:00",
        "20.3.2013 klo 14.10",
        """
Järviseudun pääkirjasto on huhtikuun alusta suljettu lauantaisin. Kirjojen palautus ja varattujen kirjojen nouto onnistuvat aulaan asennettavalla automaatilla, joka on käytössä kello 8–20.

Sivistyslautakunta päätti muutoksesta osana ensi vuoden säästöohjelmaa. Lauantain henkilökuluista säästyy noin 18 000 euroa vuodessa.

Lasten satutunti ja lehtilukusali ovat jatkossa auki vain arkisin. Ylikylän sivukirjaston aukioloajat eivät muutu.
""",
        dek="Palautus ja varausten nouto onnistuvat aulassa kello 8–20.",
        section="Uutiset",
        tags=("kirjasto", "säästöt"),
        caption="Pääkirjaston aulaan tulee lainausautomaatti. Kuva: Sari Mäkelä",
    )
    return case(
        "bq-fi-isso-nappi",
        "discussion",
        "fi-jarviseutu",
        piece,
        Bits(inside=block, side=side, style=style),
        seeds(ns, keep_when=False),
        path="/uutiset/kirjaston-lauantaiaukiolo-loppuu",
        system="isso",
        reveal="button: 'Näytä kommentit (7)' under the article shows a hidden box and loads Isso's client into it",
        container="div.jv-kommentit: h2 'Kommentit', div#jv-laatikko (hidden until the click) with Isso's section#isso-thread",
        heading="Kommentit",
        description="A Finnish local paper of 2013: an article on a library's Saturday closing with Isso holding 7 readers' comments (the paper answering once; replies one level deep) loaded only by a 'Näytä kommentit (7)' button; the right column's most read, most commented with counts, events and a tag cloud. Most awkward: before the click there is a heading and a count but no comment.",
        lookalikes=("most commented with counts",),
        check_steps=("click:#jv-nayta", "wait:3000"),
    )


def sk_isso_tab() -> Case:
    ns = talk("""
Mama Adamka :: Ďakujeme za krásny výlet. Adam celý večer rozprával o rebríkoch v Suchej Belej, a to zvyčajne nepovie ani slovo.
  Peter Dubovský :: To rád počujem! Adam bol na rebríkoch prvý, trochu som sa bál, ale zvládol to výborne.
kolega zo ZŠ Hviezdoslavova :: Koľko ste platili za autobus? My plánujeme v júni podobný výlet a cenové ponuky sú šialené.
  Peter Dubovský :: 420 eur za celý deň, dopravca z Popradu. Kontakt vám pošlem mailom.
bývalá žiačka Zuzka :: Pán učiteľ, s nami ste tam boli v roku 2006 a dodnes si pamätám, ako nám ušiel vlak späť :D
  Peter Dubovský :: Zuzka, na ten vlak sa nedá zabudnúť! Preto už chodíme autobusom.
""")
    related = rows("""
Siedmaci a projekt o rieke Hron | 14. 5. 2012
Ako som prestal zadávať domáce úlohy cez víkend | 2. 4. 2012
Výlet na Sitno: čo sme sa naučili | 11. 10. 2011
Prečo chodím so žiakmi von aj v zime | 20. 1. 2011
""")
    block = (
        '<div class="pd-karty"><ul class="pd-ousko"><li><a href="#pd-suvisiace" id="pd-k1" class="pd-on">Súvisiace články</a></li>'
        '<li><a href="#pd-diskusia" id="pd-k2">Diskusia</a></li></ul>'
        '<div id="pd-suvisiace" class="pd-panel"><ul>'
        + "".join(
            f'<li><a href="/clanok/{k}">{esc(t)}</a> <small>({esc(d)})</small></li>'
            for k, (t, d) in enumerate(related)
        )
        + '</ul></div><div id="pd-diskusia" class="pd-panel" style="display:none">'
        + isso_embed("sk", load="later", extra=ISSO_ALL)
        + "</div></div>"
        "<script type=\"text/javascript\">(function () { var a = document.getElementById('pd-k1'), b = document.getElementById('pd-k2');"
        " function ukaz(k) { a.className = k === 1 ? 'pd-on' : ''; b.className = k === 2 ? 'pd-on' : '';"
        " document.getElementById('pd-suvisiace').style.display = k === 1 ? '' : 'none'; document.getElementById('pd-diskusia').style.display = k === 2 ? '' : 'none';"
        " if (k === 2) loadIsso(); }"
        " a.onclick = function () { ukaz(1); return false; }; b.onclick = function () { ukaz(2); return false; }; })();</script>"
    )
    side = (
        box(
            "sk-poddubom",
            "O autorovi",
            "<p><b>Peter Dubovský</b> učí dejepis a zemepis na základnej škole v Brezne. Píše o škole, o deťoch a o výletoch.</p>",
        )
        + box(
            "sk-poddubom",
            "Najčítanejšie",
            links(
                (
                    "Ako som prestal zadávať domáce úlohy cez víkend",
                    "Zborovňa bez kávovaru",
                    "Testovanie piatakov: môj názor",
                ),
                "/clanok/",
                "ol",
            ),
        )
        + box(
            "sk-poddubom",
            "Blogy kolegov",
            links(
                ("Trieda 5.B", "Učiteľka z dediny", "Fyzika nie je strašiak", "Zápisky z kabinetu"), "/out/"
            ),
        )
        + box(
            "sk-poddubom", "Štítky", cloud("škola:5, výlety:4, deti:3, Slovenský raj:2, dejepis:3, rodičia:2")
        )
        + box(
            "sk-poddubom",
            "Archív",
            links(
                ("jún 2012", "máj 2012", "apríl 2012", "marec 2012"),
                "/archiv/",
                counts=("(2)", "(4)", "(3)", "(5)"),
            ),
        )
    )
    style = (
        ".pd-ousko{list-style:none;margin:20px 0 0;padding:0;overflow:hidden}.pd-ousko li{float:left;margin-right:4px}.pd-ousko a{display:block;padding:5px 12px;background:#e6eef1;color:#3d6b7d;font-weight:bold;text-decoration:none}"
        ".pd-ousko a.pd-on{background:#3d6b7d;color:#fff}.pd-panel{border:1px solid #3d6b7d;padding:8px 12px}"
    )
    piece = Piece(
        "Na výlete v Slovenskom raji so siedmakmi",
        "Uverejnil Peter Dubovský o 21:15",
        "2012-06-08T21:15:00+02:00",
        "piatok 8. júna 2012",
        """
Každý rok v júni beriem siedmakov na jeden celý deň do prírody. Tento rok padla voľba na Suchú Belú v Slovenskom raji: rebríky, reťaze, vodopády a dvadsaťštyri detí, z ktorých polovica nikdy nebola vo vysokých horách.

Vyrazili sme o šiestej ráno z Brezna autobusom, do Podlesku sme prišli pred deviatou. Roklinou sme šli vyše troch hodín, s prestávkou pri Misovom vodopáde. Nikto nespadol, nikto sa nestratil a iba jeden žiak zabudol desiatu v autobuse.

Najviac ma potešilo, že aj deti, ktoré v triede nepovedia ani slovo, na rebríkoch povzbudzovali ostatných. Na takéto dni sa potom v škole dá nadviazať celý rok.
""",
        tags=("výlety", "Slovenský raj", "škola"),
    )
    return case(
        "bq-sk-isso-karta",
        "discussion",
        "sk-poddubom",
        piece,
        Bits(inside=block, side=side, style=style),
        seeds(ns, keep_when=False),
        path="/2012/06/na-vylete-v-slovenskom-raji.html",
        system="isso",
        reveal="tab: 'Diskusia' beside the chosen tab 'Súvisiace články'; choosing it shows its panel and loads Isso's client into it",
        container="div.pd-karty > div#pd-diskusia (display:none until its tab is chosen) with Isso's section#isso-thread; no heading of the blog's own",
        heading=None,
        description="A Slovak teacher's blog of 2012: a post on a school trip with two tabs under it, the shown one listing 4 related posts with dates, the other loading Isso with 6 comments (the blogger answering each of the three top-level comments) when chosen; the sidebar's author box, most read, colleagues' blogs, labels and the archive. Most awkward: the tab has no count, and the discussion has no heading of the blog's own.",
        lookalikes=("related posts with dates in the shown tab",),
        check_steps=("click:#pd-k2", "wait:3000"),
    )


def pt_waline_button() -> Case:
    ns = talk("""
Fernanda Lopes :: Atravessei o rio com o senhor Zé Maria todos os dias durante o liceu. Ele nunca cobrava aos estudantes quando chovia.
  Manuel :: Fernanda, ele contou-me essa história! Disse que a chuva «já era castigo que chegasse».
António Serrão :: E agora, quem faz a travessia? A câmara vai pôr outro barco?
  Rita :: Segundo ouvi na junta, a câmara está a estudar uma carreira de autocarro pela ponte nova. Barco não haverá.
  António Serrão :: Pela ponte são mais onze quilómetros. Para quem vai ao mercado a pé, acabou-se.
Zé Maria (o neto) :: Obrigado por esta crónica tão bonita. O meu avô leu-a três vezes e guardou a página impressa na carteira.
Isabel :: Que texto lindo. Faz falta quem escreva sobre estas pessoas.
""")
    path = "/2014/04/a-ultima-travessia-do-barqueiro.html"
    block = (
        '<div class="rv-coments"><button type="button" id="rv-ver" class="rv-ver">Ver os 7 comentários</button><div id="rv-waline"></div></div>'
        + WALINE_CSS
        + waline_embed("'#rv-waline'", path, "pt-BR")
        + "<script type=\"text/javascript\">document.getElementById('rv-ver').onclick = function () { this.parentNode.removeChild(this); mountWaline(); };</script>"
    )
    side = (
        box(
            "pt-ribeiravelha",
            "Sobre mim",
            "<p>Manuel, professor reformado. Nasci na Ribeira Velha em 1948 e escrevo sobre a vila e a sua gente.</p>",
        )
        + box(
            "pt-ribeiravelha",
            "Mensagens populares",
            links(
                (
                    "A festa de Santo António de 1962",
                    "O último alfaiate da Rua Direita",
                    "Receita de sável frito da D. Olinda",
                ),
                "/2014/",
            ),
        )
        + box(
            "pt-ribeiravelha",
            "Blogues que sigo",
            links(("Memórias do Tejo", "Aldeias do Ribatejo", "Fotografias antigas de Santarém"), "/out/"),
        )
        + box(
            "pt-ribeiravelha",
            "Etiquetas",
            links(
                ("Gente", "Rio", "Receitas", "Festas", "Fotografias"),
                "/search/label/",
                counts=("(48)", "(21)", "(17)", "(12)", "(30)"),
            ),
        )
        + box(
            "pt-ribeiravelha",
            "Arquivo do blogue",
            links(
                ("abril 2014", "março 2014", "fevereiro 2014", "janeiro 2014"),
                "/2014/",
                counts=("(3)", "(5)", "(4)", "(6)"),
            ),
        )
    )
    style = ".rv-ver{background:#3d6b7d;color:#fff;border:0;padding:8px 18px;cursor:pointer;font-weight:bold;margin-top:14px}"
    piece = Piece(
        "A última travessia do barqueiro Zé Maria",
        "Publicada por Manuel à(s) 18:30",
        "2014-04-12T18:30:00+01:00",
        "sábado, 12 de abril de 2014",
        """
Durante quarenta e três anos, o senhor José Maria Pires levou gente, bicicletas, cabras e sacos de batatas de uma margem para a outra. Na sexta-feira fez a última travessia. Tem setenta e nove anos e diz que os braços já não são o que eram.

Fui com ele na última viagem. Levava seis passageiros, uma caixa de laranjas e um cão que ninguém sabia de quem era. Do outro lado, à espera, estavam os netos e metade da aldeia.

Não sei o que será da travessia. Sei que a Ribeira Velha ficou mais longe da outra margem.
""",
        tags=("Gente", "Rio"),
    )
    return case(
        "bq-pt-waline-botao",
        "discussion",
        "pt-ribeiravelha",
        piece,
        Bits(inside=block, side=side, style=style),
        seeds(ns, keep_when=False),
        path=path,
        system="waline",
        reveal="button: 'Ver os 7 comentários' under the post mounts Waline",
        container="div.rv-coments > div#rv-waline (Waline's client, its Brazilian Portuguese interface); no heading of the blog's own",
        heading=None,
        description="A Portuguese village blog of 2014 on a hosted blog engine: a post on a ferryman's last crossing with a 'Ver os 7 comentários' button that mounts Waline with 7 readers' comments (the blogger answering once; replies one level deep); the sidebar's popular posts, followed blogs, labels with counts and the archive. Most awkward: the page has only the button before the click.",
        check_steps=("click:#rv-ver", "wait:3000"),
    )


def tr_waline_tab() -> Case:
    ns = talk("""
Mehmet Y. :: Çocukken babamla her cuma gelirdik. Kubbedeki ışıkları yeniden görmek çok güzel.
Ayten Hanım :: Kadınlar günü hâlâ salı mı? Haberde yazmıyor.
  Karadere Haber :: Ayten Hanım, belediyenin açıklamasına göre kadınlar günü salı ve perşembe, saat 9 ile 17 arası.
Serkan :: Giriş ücreti 35 lira olmuş, esnafın gidebileceği bir fiyat değil.
  Hüseyin Usta :: Eskiden 5 liraydı ama tavan akıyordu. Restorasyon ucuz değil kardeşim.
Zeynep Kara :: Fotoğraflar harika, özellikle göbek taşı. Emeği geçenlere teşekkürler.
""")
    photos = rows("""
Restorasyondan önce soğukluk bölümü (2011)
Yeniden açılan sıcaklık bölümü ve göbek taşı
Kubbedeki fil gözleri gün ışığını içeri alıyor
Çarşı tarafındaki giriş kapısı
Açılışa katılan Karadereliler
Hamamın 1930'lardan kalma bir fotoğrafı (Karadere Belediyesi arşivi)
""")
    path = "/yerel/tarihi-carsi-hamami-yeniden-acildi"
    block = (
        '<div class="kh-sekmeler"><ul class="kh-bas"><li><a href="#galeri" id="kh-s1" class="kh-secili">Foto Galeri (6)</a></li>'
        '<li><a href="#yorumlar" id="kh-s2">Okuyucu Yorumları</a></li></ul>'
        '<div id="kh-galeri" class="kh-panel">'
        + "".join(
            f'<div class="kh-foto"><img src="/_avatar/kh-foto-{k}.svg" alt="" width="140" height="95" /><p>{esc(c[0])}</p></div>'
            for k, c in enumerate(photos)
        )
        + '<div style="clear:both"></div></div><div id="kh-yorumlar" class="kh-panel" style="display:none"><div id="kh-waline"></div></div></div>'
        + WALINE_CSS
        + waline_embed("'#kh-waline'", path, "en")
        + "<script type=\"text/javascript\">(function () { var acik = false; var s1 = document.getElementById('kh-s1'), s2 = document.getElementById('kh-s2');"
        " function sec(k) { s1.className = k === 1 ? 'kh-secili' : ''; s2.className = k === 2 ? 'kh-secili' : '';"
        " document.getElementById('kh-galeri').style.display = k === 1 ? '' : 'none'; document.getElementById('kh-yorumlar').style.display = k === 2 ? '' : 'none';"
        " if (k === 2 && !acik) { acik = true; mountWaline(); } }"
        " s1.onclick = function () { sec(1); return false; }; s2.onclick = function () { sec(2); return false; }; })();</script>"
    )
    side = (
        box(
            "tr-karadere",
            "Çok Okunanlar",
            links(
                (
                    "Karadere'ye yeni otogar müjdesi",
                    "Pazar yerinde zabıta denetimi",
                    "Karaderespor deplasmandan 3 puanla döndü",
                    "Kiraz hasadı erken başladı",
                ),
                "/haber/",
                "ol",
            ),
        )
        + box(
            "tr-karadere",
            "Çok Yorumlananlar",
            links(
                (
                    "Karadere'ye yeni otogar müjdesi",
                    "Su faturalarına yüzde 20 zam",
                    "Tarihi çarşı hamamı yeniden açıldı",
                ),
                "/haber/",
                "ol",
                ("(58)", "(112)", "(6)"),
            ),
        )
        + box(
            "tr-karadere",
            "Namaz Vakitleri",
            "<p>İmsak 04:12 · Öğle 13:05 · İkindi 16:58 · Akşam 20:11 · Yatsı 21:47</p>",
        )
        + box("tr-karadere", "Hava Durumu", "<p>Karadere: 24°C, parçalı bulutlu</p>")
    )
    style = (
        ".kh-bas{list-style:none;margin:18px 0 0;padding:0;overflow:hidden}.kh-bas li{float:left;margin-right:3px}.kh-bas a{display:block;padding:6px 14px;background:#eee;color:#a31515;font-weight:bold;text-decoration:none}"
        ".kh-bas a.kh-secili{background:#a31515;color:#fff}.kh-panel{border:2px solid #a31515;padding:8px}.kh-foto{float:left;width:146px;margin:4px;font-size:11px}.kh-foto p{margin:2px 0}"
    )
    piece = Piece(
        "Tarihi çarşı hamamı restorasyonun ardından yeniden açıldı",
        "Haber: Emre Aydın",
        "2014-06-02T11:45:00+03:00",
        "02 Haziran 2014 Pazartesi 11:45",
        """
Karadere'nin 1780'lerden kalma çarşı hamamı, üç yıl süren restorasyonun ardından dün düzenlenen törenle yeniden kapılarını açtı. Hamamın kubbesi, göbek taşı ve kurnaları aslına uygun olarak yenilendi.

Belediye Başkanı Nihat Koçak, hamamın hem turizme hem de kent yaşamına katkı sağlayacağını söyledi. Restorasyon için 2,4 milyon lira harcandı.

Hamam her gün 07.00 ile 23.00 arasında hizmet verecek. Kadınlar günü salı ve perşembe olarak belirlendi.
""",
        dek="Üç yıl süren çalışma tamamlandı, hamam her gün açık olacak.",
        section="Yerel",
        tags=("hamam", "restorasyon", "Karadere"),
        caption="Çarşı hamamının yenilenen kubbesi. Foto: Karadere Haber",
    )
    return case(
        "bq-tr-waline-sekme",
        "discussion",
        "tr-karadere",
        piece,
        Bits(inside=block, side=side, style=style),
        seeds(ns, keep_when=False),
        path=path,
        system="waline",
        reveal="tab: 'Okuyucu Yorumları' beside the chosen tab 'Foto Galeri (6)'; choosing it shows its panel and mounts Waline",
        container="div.kh-sekmeler > div#kh-yorumlar (display:none until its tab is chosen) > div#kh-waline (Waline's client, its English interface)",
        heading=None,
        description="A Turkish local news site of 2014: an article on a restored bath-house with two tabs, the shown one a photo gallery of 6 captioned pictures, the other mounting Waline with 6 readers' comments (the site answering once; replies one level deep); the right column's most read, most commented with counts, prayer times and the weather. Most awkward: the gallery's captions are the only short texts in the tabs before the click.",
        lookalikes=("a photo gallery's captions in the shown tab",),
        check_steps=("click:#kh-s2", "wait:3000"),
    )


def real_bq() -> list[Case]:
    return [fi_isso_button(), sk_isso_tab(), pt_waline_button(), tr_waline_tab()]
