"""Blind set CT: three discussions in the served HTML that do not announce themselves: a Hungarian county weekly's
readers' letters as bare paragraphs between ``<hr>``s with the signature after each text and an editor's note (hu);
a Turkish city portal's forum thread printed under the article, a layout table per post with quotes and signatures
and the forum's own announcing post first (tr); a Greek weekly's print view with the readers' words appended as
loose text between ``<br><br>``, "NAME έγραψε …:" before each, answers by a typed "@Name" (el). Every class name,
name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ct_common import Case, Parts, Story, box, case, entries, esc, links, paras


def hu_olvasoink() -> Case:
    cs = entries("""
@@ Kovács Endre | Kovács Endre, Kiskunfélegyháza · 2011. október 12., 21:14 | -
Ötven éve lakom a Kossuth utcában, és ezek a platánok akkor is ugyanilyen nagyok voltak. Nyáron csak miattuk lehet
délben végigmenni az utcán. Az önkormányzat azt írja, hogy a gyökerek tönkreteszik a járdát. Akkor javítsák meg a
járdát, ne a fákat vágják ki!

Szeretném tudni, ki döntött erről, és mikor kérdezték meg a lakókat. Engem senki nem kérdezett.
@@ Tóth Ágnes | Tóth Ágnes · 2011. október 12., 22:40 | -
Én a Kossuth utca 31.-ben lakom, nálunk kétszer repedt meg a vízvezeték a gyökerek miatt. Lehet, hogy szépek a fák,
de a kárt mi fizettük, nem a város. Ha újakat ültetnek helyettük, én nem bánom.
@@ ~ | Név és cím a szerkesztőségben · 2011. október 13., 8:05 | -
Érdekes, hogy a pályázati pénzből a fák kivágása és az új parkolók szerepelnek az első helyen. Gondolom, nem
véletlenül. Aki kicsit is ismeri a helyi viszonyokat, az tudja, kinek van telke a sarkon.
@@ Dr. Bartos Lajos | Dr. Bartos Lajos ny. erdőmérnök, Kiskunfélegyháza · 2011. október 13., 19:51 | -
Tisztelt Szerkesztőség! A hétvégén megnéztem a fákat. A tizennégy platánból kettő valóban beteg, a törzsük alján
tapló van, azokat ki kell vágni. A többi tizenkettő egészséges, a gyökereik pedig gyökérterelő lemezzel
megfékezhetők, más városokban is így csinálják. A felmérésemet szívesen átadom a polgármesteri hivatalnak.
@@ a szerk. | – a szerk. | 3
Dr. Bartos Lajos felmérését továbbítottuk a városgazdálkodási irodának. A válaszukat jövő heti számunkban közöljük.
@@ Pintér Zsófia | Pintér Zsófia nyugdíjas · 2011. október 14., 15:32 | -
Az unokámmal minden délután arra sétálunk a gimnázium felé. Szomorú lenne. Nem lehetne aláírást gyűjteni? Én
szívesen beállok szombat reggel az Ady téri piacon.
@@ Molnár Gábor | Molnár Gábor, Petőfiszállás · 2011. október 15. | -
Kicsit elfogult itt mindenki. A platán allergiát is okoz, tavasszal a termése szöszétől köhög a fél utca. A
gimnázium előtt pedig olyan sötét van tőlük, hogy este nem látni a zebrát. Nem kell mindent megtartani csak azért,
mert régi.
""")

    def letter(i: int) -> str:
        c = cs[i]
        sig, _, when = c.when.rpartition(" · ")
        if not sig:
            sig, when = when, ""
        tail = f"<br />{esc(when)}" if when else ""
        return f'{paras(c.text)}\n<p class="khal" align="right"><i>{esc(sig)}</i>{tail}</p>\n'

    parts_: list[str] = []
    for i, c in enumerate(cs):
        if c.parent is not None:
            continue
        block = letter(i)
        for d in cs:
            if d.parent == i:
                block += (
                    f'<p style="margin-left:24px"><small><i>{esc(d.text)} {esc(d.when)}</i></small></p>\n'
                )
        parts_.append(block)
    after = (
        '<div class="khx2"><h3 class="khr">Olvasóink írták</h3>\n<p class="khd"><small>A leveleket rövidítve, '
        "szerkesztve közöljük. A beküldött írások nem feltétlenül tükrözik a szerkesztőség álláspontját.</small></p>\n<hr />\n"
        + "<hr />\n".join(parts_)
        + "<hr />\n"
        '<h4>Írja meg véleményét!</h4><form action="/levelek/kuld" method="post"><table>'
        '<tr><td>Név:</td><td><input type="text" name="nev" size="30" /></td></tr>'
        '<tr><td>Település:</td><td><input type="text" name="telepules" size="30" /></td></tr>'
        '<tr><td>E-mail (nem jelenik meg):</td><td><input type="text" name="email" size="30" /></td></tr>'
        '<tr><td valign="top">Üzenet:</td><td><textarea name="uzenet" rows="6" cols="40"></textarea></td></tr>'
        '<tr><td></td><td><input type="submit" value="Elküldöm" /></td></tr></table></form></div>'
    )
    side = (
        box(
            "hu-kunsag",
            "Legolvasottabb",
            '<ol><li><a href="/hir/1201">Kigyulladt egy pajta Galambos tanyán</a> <small>(2 318 olvasás)</small></li>'
            '<li><a href="/hir/1198">Kivágják a Kossuth utcai platánokat</a> <small>(1 904 olvasás)</small></li>'
            '<li><a href="/hir/1187">Bajnok lett a KTE serdülőcsapata</a> <small>(1 122 olvasás)</small></li>'
            '<li><a href="/hir/1190">Új háziorvos a Kiskun lakótelepen</a> <small>(870 olvasás)</small></li></ol>',
        )
        + box("hu-kunsag", "Névnap", "<p>Ma Miksa, holnap Kálmán és Ede napja van.</p>")
        + box(
            "hu-kunsag", "Időjárás", "<p>Kiskunfélegyháza: 14 °C, felhős. Holnap: 9–16 °C, eső várható.</p>"
        )
        + box(
            "hu-kunsag",
            "Apróhirdetés",
            links(
                [
                    "Eladó 2 szobás lakás a Batthyány utcában",
                    "Tüzifa házhoz szállítva",
                    "Matematika korrepetálás",
                ]
            ),
        )
        + '<div class="khbox" style="text-align:center;border:1px dashed #999;height:250px">Hirdetés<br />'
        "Kunság Fürdő – őszi wellness csomag 2 főre 19 900 Ft-tól</div>"
        + box(
            "hu-kunsag",
            "Kövessen minket",
            '<p><a href="http://www.facebook.com/kunsagihirmondo">Tetszik</a> · 412 ember kedveli ezt.</p>',
        )
    )
    story = Story(
        title="Kivágják a Kossuth utcai platánokat",
        byline="Szöveg: Halász Krisztina",
        iso="2011-10-12",
        shown="2011. október 12., szerda",
        dek="Tizennégy, csaknem százéves fát vágnak ki novemberben az utcafelújítás miatt. A lakók egy része tiltakozik.",
        text="""
A város a Kossuth utca teljes felújítására nyert pályázati pénzből újítja meg a járdát, a csapadékvíz-elvezetést és
a közvilágítást. A tervek szerint a gimnázium és a Szent János tér közötti szakaszon álló tizennégy platánfát
novemberben kivágják, helyükre tavasszal gömbjuharokat ültetnek.

Szűcs Tamás városgazdálkodási irodavezető lapunknak elmondta, hogy a fák gyökerei több helyen felnyomták a járdát, és
két ingatlanban a vízvezetéket is megrongálták. „A felújítás után a burkolat ismét tönkremenne, ha a fák maradnak” –
mondta.

A környéken lakók közül többen a hivatalhoz fordultak. Szerintük a felújítást úgy is el lehetne végezni, hogy a fák
megmaradjanak. A képviselő-testület október 27-i ülésén ismét napirendre kerül a kérdés.

A munkálatok a tervek szerint jövő év júniusáig tartanak, ezalatt az utcát szakaszosan lezárják.
""",
    )
    return case(
        "ct-hu-olvasoink",
        "discussion",
        "hu-kunsag",
        "divs",
        story,
        Parts(
            after=after,
            side=side,
            top='<p class="khcrumb"><a href="/">Címlap</a> » <a href="/helyi-hirek/">Helyi hírek</a></p>',
            style=".khx2 hr{border:0;border-top:1px solid #999}.khal{color:#444}",
        ),
        cs,
        path="/helyi-hirek/2011/10/12/kivagjak-a-kossuth-utcai-platanokat",
        container="div.khx2: h3 'Olvasóink írták', letters as bare <p>s between <hr />s, each signed after the text in "
        "p.khal (<i>NAME, TOWN</i><br />DATE); an editor's note in a small indented <p> inside a letter's block",
        heading="Olvasóink írták",
        description="A Hungarian county weekly's readers' letters on felling plane trees: 7 entries as bare paragraphs "
        "between rules, the signature after each text, one 'Név és cím a szerkesztőségben', one without a time, an "
        "editor's note answering a letter; most read with counts, name days, weather, classifieds, an ad.",
    )


def tr_forumdan() -> Case:
    bot = (
        "AkçayurtHaber",
        "14.06.2010, 08:30",
        (
            "Belediye, Cumartesi pazarını Sanayi Sitesi'ne taşıyor\n\nAkçayurt Belediyesi, 40 yıldır çarşı merkezinde "
            "kurulan Cumartesi pazarının Temmuz ayından itibaren Sanayi Sitesi arkasındaki yeni kapalı alana taşınacağını "
            "açıkladı.\n\nHaberin devamı için tıklayın."
        ),
    )
    cs = entries("""
@@ pazarcı_ali | 14.06.2010, 09:40 | -
Ben 22 senedir bu pazarda tezgah açıyorum. Sanayi Sitesi'ne kim gelecek allah aşkına? Yaşlı teyzeler iki dolmuş
değiştirip domates almaya mı gelecek? Belediye bizi sormadı bile, karar çıktıktan sonra zabıta gelip kağıt bıraktı.
@@ Mehtap_34 | 14.06.2010, 10:05 | 0
Ali abi haklısın ama çarşının ortasından Cumartesi günü arabayla geçilmiyor, geçen ay ambulans bile giremedi. Bir
çözüm lazım sonuçta.
@@ EmekliÖğretmen | 14.06.2010, 11:22 | -
Taşınsın ama belediye pazar kurulan günlerde ücretsiz servis koysun. Kemalpaşa'da böyle yaptılar, gayet güzel oldu.
Bir de üstü kapalı olsun, yazın orası fırın gibi oluyor.
@@ pazarcı_ali | 14.06.2010, 12:47 | 1
Mehtap kardeşim ambulans meselesi ayrı, o trafik düzenlemesi. Cumartesi sabah 8'den öğleden sonra 2'ye kadar yolu
arabaya kapatsınlar, olsun bitsin. Pazarın yerini değiştirmeye gerek yok.
@@ kedi_sever | 14.06.2010, 20:15 | -
Yeni yerde tuvalet olacak mı? Şu anki pazarda yok, millet caminin tuvaletine gidiyor.
@@ Akçayurt_Mod | 14.06.2010, 22:02 | -
Arkadaşlar konuyu belediyeye ilettik. Başkan Yardımcısı Hüseyin Bey salı akşamı forumda sorularınızı cevaplayacak.
Lütfen hakaret içeren mesaj yazmayalım, iki mesajı sildik.
@@ genc_akcayurtlu | 15.06.2010, 00:31 | -
bence iyi olmuş çarşıda pazar kurulunca cumartesi dükkanların önü kapanıyo esnaf da şikayetçiydi zaten. herkesi
memnun edemezsiniz
""")
    info = {
        "AkçayurtHaber": ("Haber Botu", "18.377", "Akçayurt", ""),
        "pazarcı_ali": (
            "Üye",
            "1.204",
            "Yeni Mahalle",
            "Toptan ve perakende sebze meyve - Ali Usta, Hal No: 14",
        ),
        "Mehtap_34": (
            "Üye",
            "312",
            "İstanbul / Akçayurt",
            "Hayat bir yolculuktur, önemli olan yol arkadaşıdır...",
        ),
        "EmekliÖğretmen": ("Üye", "88", "Çamlık", ""),
        "kedi_sever": ("Yeni Üye", "9", "", ""),
        "Akçayurt_Mod": ("Moderatör", "5.610", "Akçayurt", "Forum kurallarını okumadan mesaj yazmayınız."),
        "genc_akcayurtlu": ("Üye", "441", "Cumhuriyet Mah.", "GS | 1905 | cimbom"),
    }

    def post(n: int, who: str, when: str, text: str, quote: tuple[str, str] | None) -> str:
        rank, count, town, sig = info[who]
        q = ""
        if quote:
            q = (
                '<div style="margin:6px 20px"><div class="smallfont">Alıntı:</div><table cellpadding="6" width="100%" '
                'style="border:1px inset"><tr><td class="ahalt">'
                f"<b>{esc(quote[0])}</b> Nickli Üyeden Alıntı<br />{esc(quote[1])}</td></tr></table></div>"
            )
        sigh = f'<div class="ahimza">__________________<br />{esc(sig)}</div>' if sig else ""
        town_h = f"<div>Konum: {esc(town)}</div>" if town else ""
        return (
            f'<table class="ahp" id="p{88410 + 7 * n}" width="100%" cellpadding="6" cellspacing="0" border="0">'
            f'<tr><td class="ahthead" colspan="2"><a name="post{88410 + 7 * n}"></a>{esc(when)}'
            f'<span style="float:right">#{n + 1}</span></td></tr>'
            f'<tr><td class="ahalt2" width="160" valign="top"><a href="/forum/member.php?u={900 + n}">'
            f'<b>{esc(who)}</b></a><div class="smallfont">{esc(rank)}</div>'
            f'<div class="smallfont">Mesajlar: {esc(count)}</div><div class="smallfont">{town_h}</div></td>'
            f'<td class="ahalt1" valign="top">{q}<div id="ps{88410 + 7 * n}">'
            + "<br /><br />".join(esc(p) for p in text.split("\n\n"))
            + f'</div>{sigh}<div align="right" class="smallfont"><a href="/forum/newreply.php?p={88410 + 7 * n}">'
            "Alıntı ile Cevapla</a></div></td></tr></table>"
        )

    posts = [post(0, bot[0], bot[1], bot[2], None)]
    for i, c in enumerate(cs):
        quote = None
        if c.parent is not None:
            p = cs[c.parent]
            quote = (p.author, p.text.split(". ")[0] + ".")
        posts.append(post(i + 1, c.author, c.when, c.text, quote))
    after = (
        '<div class="ahfr"><h3 class="ahfh">Forumda bu konu</h3>'
        '<p class="smallfont"><a href="/forum/showthread.php?t=5512">Belediye, Cumartesi pazarını Sanayi Sitesi\'ne '
        "taşıyor</a> · Gündem ve Yerel Haberler · 8 mesaj · 1.930 görüntüleme</p>"
        + "".join(posts)
        + '<p class="smallfont">Bu konuya cevap yazmak için <a href="/forum/register.php">üye olun</a> veya '
        '<a href="/forum/login.php">giriş yapın</a>. · <a href="/forum/showthread.php?t=5512">Konuyu forumda görüntüle</a></p></div>'
    )
    side = (
        box(
            "tr-akcayurt",
            "En Çok Okunanlar",
            '<ol><li><a href="/haber/2213">Çamlık yolunda feci kaza: 2 yaralı</a></li>'
            '<li><a href="/haber/2209">Cumartesi pazarı taşınıyor</a></li>'
            '<li><a href="/haber/2201">Akçayurtspor play-off\'a kaldı</a></li>'
            '<li><a href="/haber/2198">KPSS sonuçları açıklandı</a></li></ol>',
        )
        + box(
            "tr-akcayurt",
            "Namaz Vakitleri",
            "<p>İmsak 03:32 · Güneş 05:25 · Öğle 13:02 · İkindi 16:58 · Akşam 20:30 · Yatsı 22:14</p>",
        )
        + box("tr-akcayurt", "Döviz", "<p>Dolar 1,5810 · Euro 1,9244 · Altın (gr) 62,40 TL</p>")
        + box(
            "tr-akcayurt",
            "Forumdan Son Konular",
            links(
                [
                    "Akçayurt'ta kiralık ev fiyatları",
                    "Düğün salonu tavsiyesi",
                    "Şehir içi dolmuş saatleri değişti mi?",
                ],
                "/forum/",
            ),
        )
        + '<div class="ahbx" style="height:240px;background:#ffe;text-align:center">REKLAM<br />Özkan Mobilya – Yaz '
        "kampanyası, peşin fiyatına 6 taksit!</div>"
    )
    story = Story(
        title="Belediye, Cumartesi pazarını Sanayi Sitesi'ne taşıyor",
        byline="Akçayurt Haber Merkezi",
        iso="2010-06-14",
        shown="14 Haziran 2010 Pazartesi 08:30",
        dek="40 yıldır çarşı merkezinde kurulan Cumartesi pazarı Temmuz ayından itibaren yeni kapalı pazar alanında kurulacak.",
        text="""
Akçayurt Belediyesi, 40 yıldır çarşı merkezinde, Cumhuriyet Caddesi ile Hükümet Meydanı arasında kurulan Cumartesi
pazarının Temmuz ayından itibaren Sanayi Sitesi arkasındaki yeni kapalı alana taşınacağını açıkladı.

Belediye Başkan Yardımcısı Hüseyin Demirkol, yeni pazar alanının 320 tezgah kapasiteli olduğunu, otopark ve
tuvaletlerin de yapıldığını söyledi. Demirkol, "Çarşı merkezinde hem trafik hem de temizlik sorunu yaşıyorduk.
Yeni yerimiz esnafımıza da vatandaşımıza da daha iyi hizmet verecek" dedi.

Pazarcılar Odası Başkanı Remzi Kaya ise kararın esnafa danışılmadan alındığını belirterek, yeni alanın şehir
merkezine uzak olduğunu ve müşterinin azalacağından endişe ettiklerini ifade etti.

Taşınma işleminin 3 Temmuz Cumartesi günü tamamlanması bekleniyor.
""",
    )
    return case(
        "ct-tr-forumdan",
        "discussion",
        "tr-akcayurt",
        "tables",
        story,
        Parts(
            after=after,
            side=side,
            style=".ahthead{background:#5c7099;color:#fff;font-size:11px}.ahalt1{background:#f5f5ff}"
            ".ahalt2{background:#e1e4f2}.ahimza{color:#666;font-size:11px;margin-top:8px}.smallfont{font-size:11px}",
        ),
        cs,
        path="/haber/2209/belediye-cumartesi-pazarini-sanayi-sitesine-tasiyor.html",
        container="div.ahfr: h3 'Forumda bu konu', one vBulletin-like layout table per post (thead row: date, #n; "
        "left cell: name, rank, post count, town; right cell: quote box 'NAME Nickli Üyeden Alıntı', text, signature "
        "after '__________________')",
        heading="Forumda bu konu",
        description="A Turkish city portal's forum thread about moving the Saturday market, printed under the article: "
        "the forum's own announcing post by 'AkçayurtHaber' (a copy of the article, not a comment) and 7 posts, two "
        "answering by a quote of their parent, signatures, a moderator's post; most read, prayer times, currency, "
        "latest forum topics, an ad.",
    )


def el_print() -> Case:
    cs = entries("""
@@ Γιώργος Καλαμπόκης | 12 Μαρτίου 2012, 10:15 μ.μ. | -
Τρίτη φορά μέσα σε δύο χρόνια κόβεται ο δρόμος στο ίδιο σημείο. Το 2010 μας έλεγαν ότι θα γίνει τοιχίο
αντιστήριξης. Πού είναι το τοιχίο; Πού πήγαν τα λεφτά;
@@ Μαρία από Άνω Χώρα | 12 Μαρτίου 2012, 11:02 μ.μ. | -
Η μάνα μου είναι 84 χρονών και μένει μόνη της στο χωριό. Αν χρειαστεί γιατρό, πώς θα κατέβει; Το αγροτικό ιατρείο
έχει γιατρό δύο φορές την εβδομάδα. Ντροπή.
@@ Νίκος Τ. | 13 Μαρτίου 2012, 7:40 π.μ. | 1
@Μαρία υπάρχει παρακαμπτήριος από τα Πλάτανα, χωματόδρομος αλλά με τζιπ περνάει. Το Σάββατο πέρασα εγώ με το
Νιβάρα. Αν χρειαστείτε κάτι πάρτε τηλέφωνο στο κοινοτικό γραφείο.
@@ Ανώνυμος | 13 Μαρτίου 2012, 8:12 π.μ. | -
Όλοι θυμόμαστε τον δρόμο όταν κόβεται. Τα χαντάκια δεν τα καθαρίζει κανείς εδώ και δέκα χρόνια, το νερό πάει όπου
θέλει και παίρνει μαζί του και το πρανές.
@@ Κώστας Παπαϊωάννου (πρόεδρος Τ.Κ. Κρυονερίου) | 13 Μαρτίου 2012, 9:18 π.μ. | -
Ενημερώνουμε ότι από σήμερα το πρωί μηχάνημα της Περιφέρειας δουλεύει στο σημείο. Σύμφωνα με τον μηχανικό, ένα
ρεύμα κυκλοφορίας θα ανοίξει μέχρι την Παρασκευή. Για έκτακτη ανάγκη υπάρχει συνεννόηση με το ΕΚΑΒ Ναυπάκτου.

Ευχαριστούμε τον Νίκο και τους άλλους που βοήθησαν με τα τρακτέρ την Κυριακή.
@@ Γιώργος Καλαμπόκης | 13 Μαρτίου 2012, 12:30 μ.μ. | 4
@Κώστας ένα ρεύμα μέχρι την Παρασκευή, και μετά; Για το τοιχίο ρωτάω. Να μας πει η Περιφέρεια ημερομηνία.
@@ Ελένη Σ. | 14 Μαρτίου 2012, 6:55 μ.μ. | -
Ζω στην Αθήνα αλλά κάθε Πάσχα ανεβαίνουμε στο χωριό. Φέτος μάλλον θα το ξανασκεφτούμε. Κρίμα, γιατί τον Απρίλιο η
Ορεινή είναι ό,τι ωραιότερο.
@@ Νίκος Τ. | 15 Μαρτίου 2012, 8:03 π.μ. | -
Ενημέρωση: πέρασα σήμερα το πρωί με το αυτοκίνητο, ο δρόμος άνοιξε με ένα ρεύμα και φανάρι. Οδηγείτε προσεκτικά,
έχει ακόμα πέτρες.
""")
    story = Story(
        title="Κατολίσθηση έκλεισε τον δρόμο προς Κρυονέρι και Άνω Χώρα",
        byline="Του Δημήτρη Λαμπρόπουλου",
        iso="2012-03-12",
        shown="Δευτέρα, 12 Μαρτίου 2012",
        text="""
Κλειστός παραμένει από το πρωί της Κυριακής ο επαρχιακός δρόμος Ναυπάκτου – Κρυονερίου, στο ύψος της θέσης
Μαυρόλακκα, μετά από κατολίσθηση που προκλήθηκε από τις έντονες βροχοπτώσεις του Σαββατοκύριακου.

Βράχοι και χώματα κάλυψαν το οδόστρωμα σε μήκος περίπου σαράντα μέτρων, ενώ τμήμα του πρανούς συνεχίζει να
υποχωρεί. Συνεργεία της Περιφέρειας βρίσκονται στο σημείο, όμως η αποκατάσταση δεν αναμένεται πριν από το τέλος της
εβδομάδας.

Οι κάτοικοι των χωριών της Ορεινής εξυπηρετούνται μέσω του χωματόδρομου από τα Πλάτανα, ο οποίος όμως δεν είναι
βατός για όλα τα οχήματα. Το ίδιο σημείο είχε υποχωρήσει και τον Φεβρουάριο του 2010.

Η Περιφέρεια ανακοίνωσε ότι η μελέτη για το τοιχίο αντιστήριξης έχει εγκριθεί και αναμένεται η χρηματοδότηση.
""",
    )
    loose = "<br /><br />\n".join(
        f"<b>{esc(c.author)}</b> έγραψε στις {esc(c.when)}:<br />\n"
        + "<br />\n".join(esc(p) for p in c.text.split("\n\n"))
        for c in cs
    )
    body = (
        '<table width="100%"><tr><td><b>Ο Αγγελιοφόρος της Ορεινής</b><br /><small>www.aggelioforos-orinis.gr</small>'
        '</td><td align="right"><a href="javascript:window.print()">Εκτύπωση</a> | '
        '<a href="/eidiseis/2012/03/katolisthisi-kryoneri.html">Επιστροφή στο άρθρο</a></td></tr></table>\n<hr />\n'
        f"<h2>{esc(story.title)}</h2>\n<p><i>{esc(story.byline)}</i> — {esc(story.shown)}</p>\n"
        + "".join(f"<p>{esc(p)}</p>\n" for p in story.paragraphs)
        + "<hr />\n<p><b>Τι λέτε εσείς; (8)</b></p>\n"
        f'<div style="font-size:13px">\n{loose}\n</div>\n<hr />\n'
        "<p><small>Εκτυπώθηκε από: http://www.aggelioforos-orinis.gr/eidiseis/2012/03/katolisthisi-kryoneri.html<br />"
        "Ημερομηνία εκτύπωσης: 16/03/2012<br />© 2012 Ο Αγγελιοφόρος της Ορεινής - Απαγορεύεται η αναδημοσίευση χωρίς "
        "άδεια</small></p>"
    )
    return case(
        "ct-el-ektyposi",
        "discussion",
        "el-orini",
        "plain",
        story,
        Parts(body=body),
        cs,
        path="/eidiseis/2012/03/katolisthisi-kryoneri-print.html",
        container="a print view: after <hr /> and a bold 'Τι λέτε εσείς; (8)', one div of loose text: "
        "'<b>NAME</b> έγραψε στις DATE:<br />' and the text, entries separated by <br /><br />",
        heading="Τι λέτε εσείς;",
        description="A Greek mountain weekly's print view of a landslide report with the readers' words appended as "
        "loose text between line breaks, 'NAME έγραψε στις …:' before each (Greek months, π.μ./μ.μ.), 'Ανώνυμος', a "
        "village president, two answers by a typed '@Name'; no furniture but the print header and footer.",
    )
