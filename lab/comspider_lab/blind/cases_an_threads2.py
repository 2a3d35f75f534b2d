"""Blind set AN: six more hand-built discussions in the served HTML, on pages or in shapes where a discussion is not
where it is usually looked for: a photo gallery with a short text and a long thread (it), a "letters" style where each
comment is an ``article`` with an ``h3`` name (sv), a doctor's column where readers' questions are the comments and
the doctor's answers the replies (hi), a heading that is only an icon and a number (ja), a single long reader's
comment of three paragraphs with the author's short answer (el), numbered and dated anonymous visitors without names
(ar). Every class name, name, place and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_an_common import (
    Case,
    K,
    Parts,
    Story,
    esc,
    make,
    nest,
    paras,
    rows,
    seeds,
    slug,
    thread,
)


def it_gallery() -> Case:
    photos = rows("""
Il corteo dei carri entra in piazza del Mulino | foto di Sara Beltrami
Le caldarroste della Pro Loco, tremila porzioni in due giorni | foto di Sara Beltrami
La gara di raccolta dei bambini nel bosco di Pian Rosso | foto di Davide Orsi
Il gruppo storico di Torre Alta in costume | foto di Davide Orsi
Il laboratorio di farina di castagne al vecchio essiccatoio | foto di Sara Beltrami
La banda di Valtorre sotto il portico | foto di Davide Orsi
Il premio al castagno più antico della valle | foto di Sara Beltrami
La piazza alle dieci di sera, ancora piena | foto di Davide Orsi
""")
    figs = "".join(
        f'<figure class="fg-foto"><img src="/_avatar/fg-{n}-{slug(c)[:20]}.svg" alt="" width="300" height="200">'
        f"<figcaption>{esc(c)} <small>({esc(by)})</small></figcaption></figure>"
        for n, (c, by) in enumerate(photos)
    )
    media = f'<div class="fg-galleria"><p class="fg-conta">1 / {len(photos)}</p>{figs}</div>'
    ks = thread("""
Lucia Ferrandi | 15 ottobre 2018 alle 09:12 | - | - | Che belle foto! Nella quarta c'è mio nonno, quello con il cappello di feltro.
Gianni Molinari | 15 ottobre 2018 alle 09:40 | 0 | - | Lucia, ma è il Beppe del mulino? Salutamelo!
Lucia Ferrandi | 15 ottobre 2018 alle 10:05 | 1 | - | Proprio lui, 91 anni e non si è perso una sagra.
marco_vt | 15 ottobre 2018 alle 10:48 | - | - | Quest'anno troppa gente, domenica pomeriggio non si riusciva a camminare in piazza. Bello ma servirebbero più parcheggi.
Pro Loco Valtorre | 15 ottobre 2018 alle 11:30 | 3 | - | Grazie Marco, hai ragione. L'anno prossimo proveremo con la navetta dal campo sportivo.
Elena R. | 15 ottobre 2018 alle 12:02 | - | - | Le caldarroste migliori degli ultimi anni, complimenti ai volontari.
Franco | 15 ottobre 2018 alle 13:15 | - | - | Manca una foto del palio delle botti, è stato il momento più bello!
Sara Beltrami | 15 ottobre 2018 alle 13:50 | 6 | - | Franco, le foto del palio le pubblichiamo domani in una galleria a parte.
Franco | 15 ottobre 2018 alle 14:02 | 7 | - | Grazie, le aspetto.
Anna dal Pian Rosso | 15 ottobre 2018 alle 15:37 | - | - | Mia figlia ha vinto la gara di raccolta, è nella terza foto con il cestino rosso. Era così emozionata che non ha dormito.
Roberto Cavalli | 15 ottobre 2018 alle 17:20 | - | - | Ci sono stato per la prima volta, vengo da Milano. Posto splendido e gente accogliente. // Unico appunto: i bagni chimici erano pochi e lontani dalla piazza. Per il resto tornerò sicuramente.
Pietro | 15 ottobre 2018 alle 18:44 | - | - | La banda sempre bravissima.
Giulia N. | 15 ottobre 2018 alle 20:03 | - | - | Qualcuno sa se il laboratorio della farina si ripete anche a novembre? Volevo portare la classe.
Maestra Carla | 15 ottobre 2018 alle 20:30 | 12 | - | Giulia, l'essiccatoio apre per le scuole tutti i giovedì di novembre su prenotazione. Chiama il numero della Pro Loco.
Walter | 16 ottobre 2018 alle 08:10 | - | - | Il castagno premiato ha più di quattrocento anni, l'ho letto sul cartello. Incredibile.
Silvia Bordoni | 16 ottobre 2018 alle 09:25 | - | - | Nell'ultima foto si vede la mia finestra! Alle dieci di sera c'era ancora musica, ma va bene così, una volta l'anno.
Teo | 16 ottobre 2018 alle 12:40 | - | - | Prezzo del cartoccio salito a 4 euro, un po' troppo.
Gianni Molinari | 16 ottobre 2018 alle 13:05 | 16 | - | Teo, vanno tutti alla scuola materna, per me si può pagare anche 5.
""")

    def item(i: int, k: K, sub: str) -> str:
        return (
            f'<div class="commento-voce" id="c{7700 + i}"><div class="commento-testa"><span class="commento-autore">{esc(k.name)}</span> '
            f'<span class="commento-data">{esc(k.when)}</span></div>{paras(k.text, cls="commento-testo")}'
            f'<a class="commento-rispondi" href="#c-form">Rispondi</a>{sub}</div>'
        )

    block = (
        '<section class="commenti-galleria"><h2>18 commenti</h2>'
        + nest(ks, item, lambda s: f'<div class="commento-risposte">{s}</div>')
        + '<form id="c-form" action="/commenta" method="post"><textarea name="t"></textarea><button type="submit">Invia</button></form></section>'
    )
    st = Story(
        "Sagra della castagna 2018: le foto più belle",
        "Redazione Valtorre Oggi",
        "2018-10-14T22:30:00+02:00",
        "14 ottobre 2018",
        """
Due giorni di festa a Torre Alta per la quarantesima sagra della castagna. Ecco la nostra galleria.
""",
        section="Foto",
        related=(
            "Fiera di San Martino",
            "Il bosco di Pian Rosso",
            "Castagne: la stagione è buona",
            "Video: il palio",
        ),
        tags=("sagra", "castagne", "Torre Alta"),
    )
    return make(
        "an-it-galleria-fotografica",
        "discussion",
        "it-valtorre",
        st,
        Parts(
            media=media,
            after=block,
            css=".fg-galleria{display:grid;grid-template-columns:repeat(2,1fr);gap:10px}.fg-foto img{width:100%;height:auto;background:#333}.commento-risposte{margin-left:28px}",
        ),
        seeds(ks),
        path="/foto/sagra-della-castagna-2018-galleria",
        container="a photo gallery page (8 captioned pictures, one sentence of text), the thread after the related strip: section.commenti-galleria h2 '18 commenti', div.commento-voce (span.commento-autore, span.commento-data, p.commento-testo, 'Rispondi'); replies in div.commento-risposte, three levels",
        heading="18 commenti",
        description="An Italian valley portal's photo gallery of 2018: eight captioned photos and one sentence of text above a long thread of 18 readers' comments, replies up to three levels, the photographer and the organisers answering; times '15 ottobre 2018 alle 09:12'.",
    )


def sv_letters() -> Case:
    ks = thread("""
Birgitta Holm | 9 mars 2017 kl. 18:30 | - | - | Jag har tagit färjan till Ängsö varje vardag i tjugo år. Att dra in den sista turen betyder att jag måste sluta jobba klockan fyra eller ta bilen runt viken, en timme extra. // Kommunen säger att den sena turen har få resenärer. Men de få som åker har inget annat val.
Olle från Ängsö | 9 mars 2017 kl. 19:05 | - | - | Vi är 240 fastboende på ön. Tänk på oss också, inte bara på sommargästerna.
Henrik Sjöberg | 9 mars 2017 kl. 21:12 | - | - | Kan man inte åtminstone ha en anropsstyrd tur på kvällen? Det fungerar på andra håll.
Karin | 10 mars 2017 kl. 07:48 | - | - | Mina barn går på gymnasiet i Norrvik och har träning till halv sju. Hur ska de komma hem?
Lars-Erik Wahl | 10 mars 2017 kl. 12:20 | - | - | Jag förstår att pengarna är slut, men spara någon annanstans. Färjan är vår väg.
Maja Ek | 10 mars 2017 kl. 16:02 | - | - | Skrev under namninsamlingen i går. Vi ses på kommunfullmäktige den 21:a!
""")
    items = "".join(
        f'<article class="brev"><h3>{esc(k.name)}</h3><p class="brev-datum">{esc(k.when)}</p>{paras(k.text, cls="brev-text")}</article>'
        for k in ks
    )
    block = (
        '<section class="lasarrost"><h2>Läsarna skriver</h2><p class="lr-info">Skriv till oss under artikeln. '
        f'Vi granskar alla inlägg innan de publiceras.</p>{items}<p><a href="/skriv">Skriv ett inlägg</a></p></section>'
    )
    st = Story(
        "Sista kvällsturen till Ängsö kan dras in",
        "Johan Lindqvist",
        "2017-03-09T06:00:00+01:00",
        "9 mars 2017",
        """
Kommunens tekniska nämnd föreslår att färjans sista tur till Ängsö, klockan 22.15, dras in från och med juni. Beslutet väntas i kommunfullmäktige den 21 mars.

Enligt nämnden reser i genomsnitt sju personer med den sena turen. Besparingen beräknas till 480 000 kronor om året.

Ängsö byalag har startat en namninsamling mot förslaget.
""",
        section="Ängsö",
        related=("Isen stoppade färjan i tre dagar", "Ny förskola i Norrvik", "Byalaget fyller 50 år"),
        tags=("färjan", "Ängsö", "kommunen"),
    )
    return make(
        "an-sv-brev-article-h3",
        "discussion",
        "sv-norrvik",
        st,
        Parts(after=block),
        seeds(ks),
        path="/angso/sista-kvallsturen-kan-dras-in",
        container="after the related teasers: section.lasarrost h2 'Läsarna skriver', each comment an article.brev (h3 name, p.brev-datum, p.brev-text); flat",
        heading="Läsarna skriver",
        description="A Swedish local paper of 2017: 6 flat readers' comments each printed like a letter, an article element with the reader's name as an h3, the date, the text; one of two paragraphs; times '9 mars 2017 kl. 18:30'.",
    )


def hi_qa() -> Case:
    ks = thread("""
सुनीता शर्मा | 22 मई 2020, 10:15 | - | q | मेरे पिताजी 72 साल के हैं और दोपहर में खेत जाने की ज़िद करते हैं। उन्हें लू से बचाने के लिए क्या करें?
डॉ. राजेश वर्मा | 22 मई 2020, 13:40 | 0 | a | सुनीता जी, उन्हें सुबह सात बजे से पहले या शाम पाँच बजे के बाद ही जाने दें। साथ में पानी की बोतल और सिर पर गीला गमछा ज़रूर रखें। अगर चक्कर या उल्टी हो तो तुरंत छाँव में लिटाकर अस्पताल ले जाएँ।
सुनीता शर्मा | 22 मई 2020, 14:05 | 1 | q | धन्यवाद डॉक्टर साहब, मैं उन्हें समझाऊँगी।
अमित कुमार | 22 मई 2020, 11:02 | - | q | क्या ओआरएस की जगह नींबू-पानी में नमक-चीनी डालकर पी सकते हैं?
डॉ. राजेश वर्मा | 22 मई 2020, 13:52 | 3 | a | हाँ अमित जी, एक लीटर साफ़ पानी में छह चम्मच चीनी और आधा चम्मच नमक ठीक रहता है। नींबू स्वाद के लिए डाल सकते हैं।
रेखा | 22 मई 2020, 11:48 | - | q | बच्चों को लू लगने के क्या लक्षण होते हैं? मेरा बेटा चार साल का है।
डॉ. राजेश वर्मा | 22 मई 2020, 14:10 | 5 | a | रेखा जी, बच्चा सुस्त लगे, पेशाब कम हो, त्वचा गरम और सूखी हो या तेज़ बुखार हो तो देर न करें। छोटे बच्चों में यह जल्दी बिगड़ता है।
मोहन लाल यादव | 22 मई 2020, 12:30 | - | q | हम मज़दूर लोग दोपहर में काम बंद नहीं कर सकते। कोई सस्ता उपाय बताइए।
डॉ. राजेश वर्मा | 22 मई 2020, 14:25 | 7 | a | मोहन जी, हर आधे घंटे में पानी पीते रहें, भले प्यास न लगे। ढीले सूती कपड़े पहनें और बीच-बीच में दस मिनट छाँव में बैठें। ठेकेदार से भी छाँव और पानी का इंतज़ाम करने को कहें।
""")

    def item(i: int, k: K, sub: str) -> str:
        cls = "uttar" if k.has("a") else "prashn"
        mark = '<span class="pq-chinh">विशेषज्ञ</span> ' if k.has("a") else ""
        return (
            f'<div class="pq-{cls}"><p class="pq-upar">{mark}<b class="pq-naam">{esc(k.name)}</b> '
            f'<span class="pq-samay">{esc(k.when)}</span></p>{paras(k.text, cls="pq-baat")}{sub}</div>'
        )

    block = (
        '<section class="poochhiye"><h2>आपके सवाल, डॉक्टर के जवाब</h2>'
        + nest(ks, item, lambda s: f'<div class="pq-jawab-soochi">{s}</div>')
        + '<form action="/sawal" method="post"><textarea name="t" placeholder="अपना सवाल लिखें"></textarea><button type="submit">भेजें</button></form></section>'
    )
    st = Story(
        "डॉक्टर से पूछिए: लू से कैसे बचें",
        "डॉ. राजेश वर्मा, ज़िला अस्पताल",
        "2020-05-21T18:00:00+05:30",
        "21 मई 2020",
        """
ज़िले में इस हफ़्ते पारा 46 डिग्री तक पहुँच गया है। ज़िला अस्पताल में पिछले तीन दिनों में लू के 38 मरीज़ भर्ती हुए हैं।

लू से बचने का सबसे आसान तरीका है दोपहर बारह से चार बजे तक धूप में निकलने से बचना, खूब पानी पीना और हल्के रंग के ढीले कपड़े पहनना।

इस कॉलम में पाठक अपने सवाल नीचे लिख सकते हैं। डॉक्टर दिन में दो बार जवाब देंगे।
""",
        section="सेहत",
        related=("मंडी में गेहूँ की खरीद शुरू", "गाँवों में टैंकर से पानी", "ज़िला क्रिकेट लीग स्थगित"),
        tags=("लू", "गर्मी", "डॉक्टर से पूछिए"),
    )
    return make(
        "an-hi-sawal-jawab",
        "discussion",
        "hi-sonpur",
        st,
        Parts(
            after=block,
            css=".pq-jawab-soochi{margin-right:0;margin-left:30px;border-left:3px solid #8a1c1c;padding-left:10px}",
        ),
        seeds(ks),
        path="/sehat/doctor-se-poochhiye-loo-se-kaise-bachen",
        container="after the related teasers: section.poochhiye h2 'आपके सवाल, डॉक्टर के जवाब', readers' questions as div.pq-prashn (b.pq-naam, span.pq-samay, p.pq-baat), the doctor's answers as div.pq-uttar with a 'विशेषज्ञ' badge inside div.pq-jawab-soochi under the question; one reader's thanks under an answer (three levels)",
        heading="आपके सवाल, डॉक्टर के जवाब",
        description="A Hindi district paper's 'ask the doctor' column of 2020: 4 readers' questions as comments, the doctor's 4 answers as their replies (badged 'expert'), one reader's thanks under an answer; times '22 मई 2020, 10:15'.",
    )


def ja_icon_heading() -> Case:
    ks = thread("""
さくらママ | 2023年8月4日 21:15 | - | - | 夏休み中だけでも開放してもらえるのは本当に助かります。家にいるとゲームばかりなので。
匿名希望 | 2023年8月4日 21:40 | - | - | 冷房が効いているのはありがたいですが、見守りの人は何人いるのでしょうか。
市民センター職員 | 2023年8月5日 08:30 | 1 | - | 職員二名と地域のボランティアの方が常時三名以上おります。ご安心ください。
匿名希望 | 2023年8月5日 09:02 | 2 | - | ご回答ありがとうございます。安心しました。
ケンタ | 2023年8月5日 10:11 | - | - | 中学生も使えますか？記事には小学生としか書いてないです。
たけのこ | 2023年8月5日 12:47 | 4 | - | 去年は中学生も宿題をしに来ていましたよ。受付で聞いてみてください。
川辺のおじいちゃん | 2023年8月5日 15:20 | - | - | 昔は川で泳いだものですが、今の暑さでは外遊びは危ないですね。良い取り組みだと思います。
Ｙ．Ｎ | 2023年8月6日 07:58 | - | - | お昼ご飯は持参ですか？それとも何か出るのでしょうか。
さくらママ | 2023年8月6日 09:14 | 7 | - | 持参です。うちは水筒とおにぎりを持たせています。
図書館好き | 2023年8月6日 13:33 | - | - | 隣の図書館と一緒に使えるのが良いですね。読書感想文もはかどりそう。
はるか | 2023年8月7日 19:06 | - | - | 北地区にも同じような場所が欲しいです。センターまで自転車で三十分かかります。
市民センター職員 | 2023年8月8日 10:20 | 10 | - | ご意見ありがとうございます。北地区の公民館でも来年度の実施を検討しています。
""")

    def item(i: int, k: K, sub: str) -> str:
        return (
            f'<li class="hannou-ken" id="h{i + 1}"><div class="hk-ue"><span class="hk-namae">{esc(k.name)}</span>'
            f'<span class="hk-hi">{esc(k.when)}</span></div>{paras(k.text, cls="hk-honbun")}'
            f'<div class="hk-sousa"><button type="button">返信する</button> <button type="button">👍</button></div>{sub}</li>'
        )

    block = (
        '<section class="hannou" aria-label="読者の声"><h2 class="hannou-midashi"><span class="hm-ikon" aria-hidden="true">💬</span>'
        '<span class="hm-kazu">12</span></h2><ul class="hannou-list">'
        + nest(ks, item, lambda s: f'<ul class="hannou-ko">{s}</ul>')
        + "</ul></section>"
    )
    st = Story(
        "猛暑で市民センターを「涼みどころ」に　夏休み中の子どもに開放",
        "桜川日報　地域報道部",
        "2023-08-04T11:00:00+09:00",
        "2023年8月4日 11:00",
        """
桜川市は連日の猛暑を受け、中央市民センターの多目的ホールを夏休み期間中、子どもたちの「涼みどころ」として開放すると発表した。

開放は8月31日までの平日午前9時から午後5時まで。小学生を対象に、宿題や読書をして過ごすことができる。利用は無料で、事前の申し込みは必要ない。

市によると、昨年は延べ約1200人が利用した。今年は隣接する市立図書館とも連携する。
""",
        section="くらし",
        related=("花火大会、今年は規模を縮小", "市立図書館で夏のおはなし会", "熱中症搬送、先週は18人"),
        tags=("猛暑", "夏休み", "市民センター"),
    )
    return make(
        "an-ja-ikon-to-kazu",
        "discussion",
        "ja-sakuragawa",
        st,
        Parts(after=block, css=".hannou-ko{margin-left:24px}.hm-kazu{margin-left:6px}"),
        seeds(ks),
        path="/kurashi/shimin-center-suzumidokoro",
        container="after the related teasers: section.hannou whose h2 holds only an icon '💬' (aria-hidden) and the number '12', ul.hannou-list > li.hannou-ken (span.hk-namae, span.hk-hi, p.hk-honbun, buttons); replies in ul.hannou-ko, three levels",
        heading="💬 12",
        description="A Japanese city paper of 2023: 12 readers' comments under a heading that is only a speech-bubble icon and the number 12; the city centre's staff answering; replies up to three levels; times '2023年8月4日 21:15'.",
    )


def el_single_long() -> Case:
    ks = thread("""
Σταύρος Καραγιάννης | 3 Νοεμβρίου 2015, 23:47 | - | - | Διάβασα την ανάρτηση δύο φορές. Ο πατέρας μου δούλεψε σε αυτό το ελαιοτριβείο από το 1961 μέχρι που έκλεισε, και θυμάμαι σαν παιδί τη μυρωδιά του φρεσκοστυμμένου λαδιού να βγαίνει στον δρόμο μέχρι τη βρύση της πλατείας. Τον Νοέμβριο το χωριό ζούσε γύρω από εκείνη την πόρτα. // Αυτό που δεν γράφετε, ίσως γιατί δεν το ξέρετε, είναι ότι οι μυλόπετρες δεν είναι από εδώ. Τις έφεραν με κάρο από τον Βόλο το 1928, και ο παππούς μου ήταν ένας από τους τρεις που τις κατέβασαν από τον σταθμό. Έλεγε ότι χρειάστηκαν δύο μέρες και ένα βαρέλι κρασί. // Αν ο σύλλογος θέλει να το κάνει μουσείο, έχω φωτογραφίες από τη δεκαετία του '60 και το τετράδιο με τα ζυγίσματα του 1974. Ευχαρίστως να τα δώσω. Καλό είναι να μη χαθούν όλα αυτά μαζί με εμάς.
Η Αμπελιά | 4 Νοεμβρίου 2015, 08:15 | 0 | au | Κύριε Σταύρο, σας ευχαριστώ πολύ. Θα σας στείλω μήνυμα για τις φωτογραφίες.
""")

    def item(i: int, k: K, sub: str) -> str:
        own = '<span class="gn-syggr">συντάκτρια</span> ' if k.has("au") else ""
        return (
            f'<div class="gnomi"><p class="gn-kef">{own}<strong>{esc(k.name)}</strong> · <span class="gn-wra">{esc(k.when)}</span></p>'
            f'{paras(k.text, cls="gn-keim")}<p class="gn-apant"><a href="#gn-form">Απάντηση</a></p>{sub}</div>'
        )

    block = (
        '<section class="gnomes"><h3>Απόψεις (2)</h3>'
        + nest(ks, item, lambda s: f'<div class="gnomi-apantiseis">{s}</div>')
        + '<form id="gn-form" action="/gnomi" method="post"><textarea name="t"></textarea><button type="submit">Αποστολή</button></form></section>'
    )
    st = Story(
        "Το παλιό ελαιοτριβείο του Μπαλτά",
        "Η Αμπελιά",
        "2015-11-03T20:00:00+02:00",
        "3 Νοεμβρίου 2015",
        """
Κάθε φορά που περνάω από τον κάτω μαχαλά, σταματάω μπροστά στο παλιό ελαιοτριβείο του Μπαλτά. Η πόρτα είναι κλειστή από το 1989, αλλά από τα σπασμένα τζάμια φαίνονται ακόμα οι μυλόπετρες και τα πιεστήρια.

Ο πολιτιστικός σύλλογος συζητά εδώ και χρόνια να το αγοράσει ο δήμος και να γίνει μουσείο. Φέτος, λένε, υπάρχει επιτέλους ενδιαφέρον.

Αν έχετε ιστορίες ή φωτογραφίες από το ελαιοτριβείο, γράψτε μου.
""",
        section="Χωριό",
        related=("Ο τρύγος του 2015", "Η βρύση της πλατείας", "Τα κάλαντα του '70"),
        tags=("ελαιοτριβείο", "μνήμες"),
    )
    return make(
        "an-el-mia-megali-gnomi",
        "discussion",
        "el-ampelia",
        st,
        Parts(after=block, css=".gnomi-apantiseis{margin-left:26px}"),
        seeds(ks),
        path="/xorio/palio-elaiotriveio-tou-balta",
        container="after the related posts: section.gnomes h3 'Απόψεις (2)', div.gnomi (strong name, span.gn-wra, p.gn-keim paragraphs, 'Απάντηση'); the author's answer in div.gnomi-apantiseis under it",
        heading="Απόψεις (2)",
        description="A Greek village blog of 2015: one reader's long comment of three paragraphs and the blog author's one-line answer under it (badged 'συντάκτρια'); times '3 Νοεμβρίου 2015, 23:47'.",
    )


def ar_anonymous() -> Case:
    ks = thread("""
زائر #1 | 2022/03/14 - 09:20 | - | - | خطوة ممتازة، كنا ننتظر هذا السوق منذ سنوات.
زائر #2 | 2022/03/14 - 10:05 | - | - | أتمنى أن تكون الأسعار في متناول الجميع وألا تتحول المحلات إلى تجار الجملة فقط.
زائر #3 | 2022/03/14 - 11:42 | - | - | أين ستذهب البسطات التي كانت في الشارع القديم؟ لم يذكر التقرير ذلك.
زائر #4 | 2022/03/14 - 13:10 | - | - | الموقف أمام السوق صغير جدا، يوم الجمعة ستكون زحمة لا تطاق.
زائر #5 | 2022/03/14 - 16:55 | - | - | زرته صباح اليوم، نظيف ومنظم والتمور معروضة بشكل جميل. بارك الله في من عمل.
زائر #6 | 2022/03/14 - 20:31 | - | - | نطالب بمظلات في الساحة الخارجية، الصيف عندنا لا يرحم.
زائر #7 | 2022/03/15 - 07:48 | - | - | هل سيفتح في رمضان بعد العصر؟
زائر #8 | 2022/03/15 - 12:16 | - | - | شكرا للبوابة على التغطية والصور.
""")
    items = "".join(
        f'<li class="raay"><p class="raay-ras"><span class="raay-zaer">{esc(k.name)}</span> · <span class="raay-tarikh">{esc(k.when)}</span></p>'
        f"{paras(k.text, cls='raay-nass')}</li>"
        for k in ks
    )
    block = (
        f'<section class="araa-zuwwar"><h3>آراء الزوار (8)</h3><ol class="araa">{items}</ol>'
        '<p class="araa-tanbih">الآراء المنشورة تعبر عن أصحابها فقط.</p></section>'
    )
    st = Story(
        "افتتاح سوق التمور المركزي الجديد في المدينة",
        "بوابة النخيل - خاص",
        "2022-03-13T18:00:00+03:00",
        "13 مارس 2022",
        """
افتتح محافظ المحافظة صباح الأحد سوق التمور المركزي الجديد على طريق الواحة، بعد عامين من أعمال البناء. ويضم السوق ستين محلا وساحة مكشوفة للمزارعين.

وقال مدير البلدية إن المحلات وزعت بالقرعة على التجار المسجلين، وإن الساحة الخارجية مخصصة لصغار المزارعين دون رسوم خلال العام الأول.

ويفتح السوق أبوابه يوميا من السادسة صباحا حتى الثانية ظهرا، ومن الرابعة عصرا حتى التاسعة مساء.
""",
        section="محليات",
        related=("موسم التلقيح يبدأ مبكرا", "طريق الواحة مزدوج قريبا", "مهرجان الرطب في يوليو"),
        tags=("التمور", "سوق", "البلدية"),
    )
    return make(
        "an-ar-zuwwar-bila-asma",
        "discussion",
        "ar-nakheel",
        st,
        Parts(before_related=block),
        seeds(ks),
        path="/mahalliyat/souq-al-tumur-al-markazi",
        container="right after the article, before the related teasers: section.araa-zuwwar h3 'آراء الزوار (8)', ol.araa > li.raay (span.raay-zaer 'زائر #n', span.raay-tarikh, p.raay-nass); flat; no names",
        heading="آراء الزوار (8)",
        description="An Arabic governorate portal of 2022, right to left: 8 flat anonymous visitors' comments, each numbered 'زائر #n' (visitor #n) and dated '2022/03/14 - 09:20', no names.",
    )


def threads2_an() -> list[Case]:
    return [it_gallery(), sv_letters(), hi_qa(), ja_icon_heading(), el_single_long(), ar_anonymous()]
