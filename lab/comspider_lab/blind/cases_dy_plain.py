"""Blind set dy's pages without any reader discussion, whose revealed panels hold lists that look like one: a Greek
island news site of 2023 whose button opens a dialog of the story's earlier reports (reporter, date and time, headline,
summary), and a Turkish town news site of 2017 whose "Festival Programı" tab fetches the festival's dated events with
their performers and speakers. Every site, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_dy_common import Case, dump, esc, make

# --------------------------------------------------------------------------- el: an island news site, 2023 (dialog)


def el_quay() -> Case:
    story = 77120
    reports = [
        (
            "Νίκος Δρακόπουλος",
            "28 Ιανουαρίου 2023, 14:05",
            "2023-01-28T14:05:00+02:00",
            "Υπογράφηκε η σύμβαση για το κρηπίδωμα: 3,4 εκατ. ευρώ και 14 μήνες",
            "Ο δήμαρχος και ο ανάδοχος υπέγραψαν χθες στο δημαρχείο. Οι εργασίες ξεκινούν μέσα στον Φεβρουάριο από το ανατολικό τμήμα.",
        ),
        (
            "Ελένη Σταυροπούλου",
            "9 Δεκεμβρίου 2022, 19:30",
            "2022-12-09T19:30:00+02:00",
            "Οι ψαράδες ζητούν προσωρινή θέση πρόσδεσης όσο διαρκούν τα έργα",
            "Σε συνάντηση με το Λιμενικό Ταμείο, ο σύλλογος αλιέων κατέθεσε χάρτη με τρεις πιθανές θέσεις στον μόλο της Αγίας Μαρίνας.",
        ),
        (
            "Νίκος Δρακόπουλος",
            "17 Οκτωβρίου 2022, 11:20",
            "2022-10-17T11:20:00+03:00",
            "Εγκρίθηκε η περιβαλλοντική μελέτη για το λιμάνι",
            "Με την έγκριση ανοίγει ο δρόμος για τον διαγωνισμό. Η μελέτη προβλέπει προστασία του λιβαδιού ποσειδωνίας στην είσοδο του κόλπου.",
        ),
        (
            "Γιώργος Μαυρίδης",
            "2 Αυγούστου 2022, 09:45",
            "2022-08-02T09:45:00+03:00",
            "Ρωγμές στο παλιό κρηπίδωμα: κλειστό το ανατολικό τμήμα για τα πλοία",
            "Το Λιμεναρχείο απαγόρευσε τον ελλιμενισμό στο ανατολικό σκέλος μετά από αυτοψία. Τα πλοία της γραμμής δένουν προσωρινά στον εμπορικό μόλο.",
        ),
        (
            "Ελένη Σταυροπούλου",
            "21 Μαΐου 2022, 16:10",
            "2022-05-21T16:10:00+03:00",
            "Πόρτο Λευκό: πότε θα αποκτήσει το λιμάνι νέο κρηπίδωμα;",
            "Το κρηπίδωμα χτίστηκε το 1974 και δεν έχει επισκευαστεί ποτέ ριζικά. Ρωτήσαμε τον δήμο, το Λιμενικό Ταμείο και τους επαγγελματίες του λιμανιού.",
        ),
    ]
    data = {
        "story": story,
        "title": "Το θέμα από την αρχή",
        "items": [
            {
                "id": 76290 - i * 311,
                "reporter": {"name": n, "initials": "".join(w[0] for w in n.split())},
                "published": iso,
                "published_label": at,
                "headline": hl,
                "summary": sm,
                "url": f"/eidiseis/{76290 - i * 311}/",
            }
            for i, (n, at, iso, hl, sm) in enumerate(reports)
        ],
    }
    script = r"""const dlg = document.getElementById('dossier');
const openBtn = document.getElementById('dossier-open');
let filled = false;

const make = (tag, cls, text) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text != null) e.textContent = text;
  return e;
};

async function fill() {
  const res = await fetch(`/api/v1/stories/${openBtn.dataset.story}/timeline.json`);
  const data = await res.json();
  const list = dlg.querySelector('.dossier-list');
  list.replaceChildren(...data.items.map((it) => {
    const li = make('li', 'dossier-item');
    const who = make('div', 'dossier-who');
    who.append(make('span', 'dossier-av', it.reporter.initials), make('span', 'dossier-name', it.reporter.name));
    const t = make('time', 'dossier-time', it.published_label);
    t.dateTime = it.published;
    who.append(t);
    const a = make('a', 'dossier-title', it.headline);
    a.href = it.url;
    li.append(who, a, make('p', 'dossier-sum', it.summary));
    return li;
  }));
  filled = true;
}

openBtn.addEventListener('click', () => {
  dlg.showModal();
  if (!filled) fill();
});
dlg.querySelector('.dossier-close').addEventListener('click', () => dlg.close());
dlg.addEventListener('click', (e) => { if (e.target === dlg) dlg.close(); });
"""
    popular = "".join(
        f'<li><a href="/eidiseis/{i}/">{esc(t)}</a></li>'
        for i, t in (
            (77102, "Νέα δρομολόγια για τη χειμερινή περίοδο: τι αλλάζει από 1η Μαρτίου"),
            (77095, "Διακοπή νερού την Πέμπτη σε Αγία Μαρίνα και Καμίνια"),
            (77120, "Ξεκινούν τα έργα στο κρηπίδωμα του λιμανιού"),
            (77088, "Καρναβάλι 2023: το πρόγραμμα των εκδηλώσεων"),
            (77071, "Ο Αστέρας Πόρτο Λευκού προκρίθηκε στους «8» του κυπέλλου"),
        )
    )
    body = f"""<div class="cc" id="cc"><p>Χρησιμοποιούμε cookies για τη λειτουργία του ιστότοπου και για στατιστικά. <a href="/cookies/">Ρυθμίσεις</a></p><button type="button" onclick="document.getElementById('cc').remove()">Αποδοχή όλων</button></div>
<header class="top"><div class="w"><a class="logo" href="/">aktí<span>news</span></a><span class="date">Τετάρτη 15 Φεβρουαρίου 2023</span><span class="wx">Πόρτο Λευκό 13°C · Άνεμοι Β 5 Μπφ</span></div>
<nav class="menu w"><a href="/eidiseis/">Ειδήσεις</a><a href="/aytodioikisi/">Αυτοδιοίκηση</a><a href="/limani/">Λιμάνι &amp; ακτοπλοΐα</a><a href="/oikonomia/">Οικονομία</a><a href="/politismos/">Πολιτισμός</a><a href="/athlitika/">Αθλητικά</a><a href="/apopseis/">Απόψεις</a></nav></header>
<div class="w layout">
<main>
<p class="cat"><a href="/limani/">Λιμάνι &amp; ακτοπλοΐα</a></p>
<h1>Ξεκινούν τα έργα στο κρηπίδωμα του λιμανιού: πώς θα εξυπηρετούνται τα πλοία</h1>
<p class="lede">Από τη Δευτέρα 20 Φεβρουαρίου περιφράσσεται το ανατολικό τμήμα. Τα πλοία της γραμμής θα δένουν στον εμπορικό μόλο, οι ψαράδες στην Αγία Μαρίνα.</p>
<div class="meta"><span class="by">Νίκος Δρακόπουλος</span><time datetime="2023-02-15T09:10:00+02:00">15.02.2023 · 09:10</time><span class="rt">4′ ανάγνωση</span>
<div class="sh"><a href="#">Facebook</a><a href="#">Twitter</a><a href="#">Viber</a><a href="#">Email</a></div></div>
<figure><img src="/_avatar/akti-limani.svg" width="760" height="428" alt="Το λιμάνι του Πόρτο Λευκού"><figcaption>Το ανατολικό σκέλος του κρηπιδώματος, κλειστό από τον Αύγουστο. Φωτ.: Γιώργος Μαυρίδης</figcaption></figure>
<div class="txt">
<p>Τα έργα για την ανακατασκευή του κρηπιδώματος στο λιμάνι του Πόρτο Λευκού ξεκινούν τη Δευτέρα 20 Φεβρουαρίου, σύμφωνα με ανακοίνωση του Δημοτικού Λιμενικού Ταμείου. Η πρώτη φάση αφορά το ανατολικό τμήμα, μήκους 120 μέτρων.</p>
<p>Όσο διαρκούν οι εργασίες, τα πλοία της γραμμής θα πλευρίζουν στον εμπορικό μόλο, όπου έχει ήδη τοποθετηθεί προσωρινό στέγαστρο για τους επιβάτες. Τα αλιευτικά θα μεταφερθούν στον μόλο της Αγίας Μαρίνας, όπως είχε ζητήσει ο σύλλογος αλιέων.</p>
<div class="ad">ΔΙΑΦΗΜΙΣΗ</div>
<p>Ο πρόεδρος του Λιμενικού Ταμείου, Σταύρος Κουτσούκος, δήλωσε ότι «ο στόχος είναι να έχει τελειώσει το ανατολικό τμήμα πριν από την αιχμή του Αυγούστου». Το συνολικό έργο προϋπολογίζεται σε 3,4 εκατ. ευρώ και έχει διάρκεια 14 μηνών.</p>
<p>Κατά τις ώρες των εργασιών, 07:00 με 15:00, θα απαγορεύεται η στάθμευση στην παραλιακή οδό από το τελωνείο έως το φαρμακείο.</p>
</div>
<div class="dossier-cta"><p>Το θέμα έχει ιστορία. Διαβάστε όσα έχουμε γράψει από τον Μάιο του 2022.</p><button type="button" id="dossier-open" data-story="{story}">Όλα τα ρεπορτάζ για το λιμάνι (5)</button></div>
<div class="tags"><a href="/tag/limani/">λιμάνι</a><a href="/tag/erga/">έργα</a><a href="/tag/limeniko-tameio/">Λιμενικό Ταμείο</a></div>
<section class="nl"><h3>Το πρωινό newsletter</h3><p>Οι ειδήσεις του νησιού στο email σας, κάθε πρωί στις 7:30.</p><form><input type="email" placeholder="Το email σας"><button type="button">Εγγραφή</button></form></section>
</main>
<aside><div class="ad tall">ΔΙΑΦΗΜΙΣΗ</div><section class="pop"><h3>Δημοφιλή</h3><ol>{popular}</ol></section><section class="pop"><h3>Φαρμακεία</h3><p>Εφημερεύει σήμερα: Παπαδάκη Μ., Παραλιακή 12 (08:00–21:00)</p></section></aside>
</div>
<dialog id="dossier" aria-labelledby="dossier-h"><div class="dossier-top"><h2 id="dossier-h">Το θέμα από την αρχή</h2><button type="button" class="dossier-close" aria-label="Κλείσιμο">×</button></div><ol class="dossier-list"><li class="dossier-wait">Φόρτωση…</li></ol></dialog>
<footer class="ft"><div class="w"><p><b>aktínews</b> · Ειδήσεις από το Πόρτο Λευκό και τα γύρω νησιά · Μέλος του Μητρώου Επιγραμμικού Τύπου</p><p><a href="/poioi-eimaste/">Ποιοι είμαστε</a> · <a href="/oroi-xrisis/">Όροι χρήσης</a> · <a href="/prostasia-dedomenon/">Προστασία δεδομένων</a> · <a href="/epikoinonia/">Επικοινωνία</a></p><p>© 2023 aktínews</p></div></footer>
<script type="module" src="/assets/akti/dossier.4b1e.js"></script>"""
    css = """*{box-sizing:border-box}body{margin:0;font:17px/1.65 'Noto Serif',Georgia,serif;color:#1a1a1a;background:#fff}a{color:#075985}.w{max-width:1160px;margin:0 auto;padding:0 20px}
.cc{position:fixed;top:0;left:0;right:0;background:#0c2d48;color:#fff;display:flex;gap:12px;align-items:center;padding:8px 20px;font:14px 'Noto Sans',sans-serif;z-index:40}.cc p{margin:0;flex:1}.cc a{color:#9ad}
.top{border-bottom:1px solid #ddd;font-family:'Noto Sans',sans-serif}.top .w{display:flex;gap:18px;align-items:baseline;padding:16px 20px}.logo{font:800 32px 'Noto Sans',sans-serif;color:#0c2d48;text-decoration:none}.logo span{color:#0ea5e9}
.date,.wx{font-size:13px;color:#666}.menu{display:flex;gap:20px;padding:10px 20px;font:600 15px 'Noto Sans',sans-serif}.menu a{color:#1a1a1a;text-decoration:none}
.layout{display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:44px;margin-top:24px}.cat a{font:700 13px 'Noto Sans',sans-serif;text-transform:uppercase;color:#0ea5e9;text-decoration:none}
h1{font-size:36px;line-height:1.2;margin:6px 0}.lede{font-size:19px;color:#333}.meta{display:flex;gap:14px;align-items:center;font:14px 'Noto Sans',sans-serif;color:#666;border-block:1px solid #eee;padding:8px 0}.by{font-weight:700;color:#1a1a1a}
.sh{margin-left:auto;display:flex;gap:8px}.sh a{font-size:12px;border:1px solid #ccc;border-radius:4px;padding:2px 8px;text-decoration:none}figcaption{font:13px 'Noto Sans',sans-serif;color:#666}
.ad{background:#f1f1f1;color:#aaa;font:11px 'Noto Sans',sans-serif;height:250px;display:flex;align-items:center;justify-content:center;margin:16px 0}.ad.tall{height:600px;margin-top:0}
.dossier-cta{background:#e0f2fe;padding:14px 18px;border-radius:6px;font-family:'Noto Sans',sans-serif}.dossier-cta p{margin:0 0 8px}#dossier-open{background:#0c2d48;color:#fff;border:0;border-radius:4px;padding:8px 16px;font:600 15px 'Noto Sans',sans-serif;cursor:pointer}
.tags a{display:inline-block;background:#f1f5f9;padding:2px 10px;margin:12px 6px 0 0;font:13px 'Noto Sans',sans-serif;text-decoration:none}.nl{border:1px solid #ddd;padding:12px;margin-top:24px;font-family:'Noto Sans',sans-serif}
.pop h3{font:700 16px 'Noto Sans',sans-serif;border-bottom:3px solid #0ea5e9}.pop ol{padding-left:18px;font:15px 'Noto Sans',sans-serif}
dialog{width:640px;max-width:92vw;border:0;border-radius:8px;padding:18px 22px;box-shadow:0 20px 60px rgba(0,0,0,.3);font-family:'Noto Sans',sans-serif}dialog::backdrop{background:rgba(12,45,72,.6)}
.dossier-top{display:flex;justify-content:space-between;align-items:center}.dossier-top h2{margin:0;font-size:20px}.dossier-close{border:0;background:none;font-size:26px;cursor:pointer}
.dossier-list{list-style:none;padding:0;margin:10px 0 0}.dossier-item{padding:12px 0;border-top:1px solid #eee}.dossier-who{display:flex;gap:8px;align-items:center;font-size:13px}
.dossier-av{width:28px;height:28px;border-radius:50%;background:#0c2d48;color:#fff;display:flex;align-items:center;justify-content:center;font-size:11px}.dossier-name{font-weight:700}.dossier-time{color:#777}
.dossier-title{display:block;font-weight:700;font-size:16px;margin-top:4px;text-decoration:none}.dossier-sum{margin:2px 0 0;font-size:14px;color:#444}.ft{background:#0c2d48;color:#b6c7d6;font:13px 'Noto Sans',sans-serif;margin-top:40px;padding:22px 0}.ft a{color:#fff}"""
    html = f"""<!DOCTYPE html>
<html lang="el">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ξεκινούν τα έργα στο κρηπίδωμα του λιμανιού: πώς θα εξυπηρετούνται τα πλοία | aktínews</title>
<meta name="description" content="Από τη Δευτέρα 20 Φεβρουαρίου περιφράσσεται το ανατολικό τμήμα του κρηπιδώματος.">
<meta property="og:type" content="article">
<meta property="og:title" content="Ξεκινούν τα έργα στο κρηπίδωμα του λιμανιού: πώς θα εξυπηρετούνται τα πλοία">
<meta property="og:site_name" content="aktínews">
<meta property="article:published_time" content="2023-02-15T09:10:00+02:00">
<style>{css}</style>
</head>
<body>
{body}
</body>
</html>
"""
    return make(
        "dy-plain-el-porto-lefko-quay",
        "lookalike",
        "el",
        html,
        [],
        path=f"/limani/{story}/ksekinoun-ta-erga-sto-kripidoma/",
        reveal="click",
        container="-",
        heading=None,
        description="A Greek island news site of February 2023 (cookie bar, weather and wind, share buttons, in-article and rail adverts, newsletter box, most read, duty pharmacy): under a harbour-works story, the button 'Όλα τα ρεπορτάζ για το λιμάνι (5)' opens a native <dialog> 'Το θέμα από την αρχή' whose list is fetched: 5 earlier reports, each with the reporter's initials and name, date and time, headline and a one-sentence summary. No reader discussion anywhere.",
        files={
            "/assets/akti/dossier.4b1e.js": script,
            f"/api/v1/stories/{story}/timeline.json": dump(data),
        },
        check_steps=("click:#dossier-open", "wait:1000"),
        lookalikes=(
            "dialog 'Το θέμα από την αρχή': 5 earlier reports with the reporter's initials and name, date and time, headline, summary",
            "'Δημοφιλή': 5 headlines",
        ),
    )


# --------------------------------------------------------------------------- tr: a town news site, 2017 (tab)


def tr_festival() -> Case:
    events = [
        (
            "8 Temmuz Cumartesi",
            "21.00",
            "Sahil Amfi Tiyatro",
            "Ayşe Karaca ve Kıyıkent Belediyesi Gençlik Korosu",
            "Açılış konseri",
            "Koro, Ege türkülerinden oluşan bir seçkiyi ilk kez orkestrayla seslendirecek. Giriş ücretsiz; oturma alanı 1.200 kişilik.",
        ),
        (
            "9 Temmuz Pazar",
            "18.30",
            "Eski İskele Meydanı",
            "Mehmet Arslan",
            "Söyleşi: Kıyıkent'in son ağ tamircileri",
            "Gazeteci Mehmet Arslan, kentin en yaşlı balıkçılarıyla limanın eski günlerini konuşacak. Söyleşinin ardından ağ örme gösterisi yapılacak.",
        ),
        (
            "10 Temmuz Pazartesi",
            "10.00–19.00",
            "Cumhuriyet Parkı",
            "Kıyıkent Kadın Üreticiler Kooperatifi",
            "El sanatları pazarı",
            "Kırk yerel üreticinin tezgâh açacağı pazar festival boyunca her gün kurulacak. Çocuklar için seramik atölyesi de var.",
        ),
        (
            "11 Temmuz Salı",
            "20.30",
            "Kültür Merkezi Büyük Salon",
            "Yönetmen Deniz Uçar",
            "Film gösterimi: Kıyıda Bir Yaz",
            "Kıyıkent'te çekilen belgesel gösterimin ardından yönetmenin katılacağı bir söyleşiyle tartışılacak.",
        ),
        (
            "12 Temmuz Çarşamba",
            "21.30",
            "Sahil Amfi Tiyatro",
            "Deniz Yıldızı Halk Dansları Topluluğu",
            "Kapanış gösterisi",
            "Topluluğun 60 dansçısı Zeybek ve Karadeniz oyunlarından oluşan bir program sunacak. Gösteri sonrası havai fişek atılacak.",
        ),
    ]
    data = {
        "festival": "Kıyıkent Kültür Festivali 2017",
        "program": [
            {"gun": d, "saat": t, "yer": y, "kim": k, "baslik": b, "aciklama": a}
            for d, t, y, k, b, a in events
        ],
    }
    script = r"""(function () {
  var links = document.querySelectorAll('.nav-tabs a[data-toggle="tab"]');
  var loaded = {};

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text) e.appendChild(document.createTextNode(text));
    return e;
  }

  function load(pane) {
    var src = pane.getAttribute('data-src');
    if (!src || loaded[src]) return;
    loaded[src] = true;
    var xhr = new XMLHttpRequest();
    xhr.open('GET', src);
    xhr.onload = function () {
      var data = JSON.parse(xhr.responseText);
      var ul = el('ul', 'program-list list-unstyled');
      data.program.forEach(function (p) {
        var li = el('li', 'program-item');
        var when = el('div', 'program-when');
        when.appendChild(el('span', 'program-day', p.gun));
        when.appendChild(el('span', 'program-time', p.saat));
        li.appendChild(when);
        var info = el('div', 'program-info');
        info.appendChild(el('h4', 'program-title', p.baslik));
        info.appendChild(el('p', 'program-who', p.kim));
        info.appendChild(el('p', 'program-place', p.yer));
        info.appendChild(el('p', 'program-desc', p.aciklama));
        li.appendChild(info);
        ul.appendChild(li);
      });
      pane.innerHTML = '';
      pane.appendChild(ul);
    };
    xhr.send();
  }

  Array.prototype.forEach.call(links, function (a) {
    a.addEventListener('click', function (e) {
      e.preventDefault();
      Array.prototype.forEach.call(links, function (b) {
        b.parentNode.className = b === a ? 'active' : '';
        document.querySelector(b.getAttribute('href')).className = 'tab-pane' + (b === a ? ' active' : '');
      });
      load(document.querySelector(a.getAttribute('href')));
    });
  });
})();
"""
    most = "".join(
        f'<li><a href="/haber/{i}/">{esc(t)}</a></li>'
        for i, t in (
            (31544, "Sahil yolunda bisiklet yolu çalışması başladı"),
            (31539, "Kıyıkent Kültür Festivali 8 Temmuz'da başlıyor"),
            (31520, "LYS sonuçları açıklandı: Kıyıkent'ten iki Türkiye derecesi"),
            (31511, "Belediye meclisinden otopark kararı"),
            (31498, "Halk plajında mavi bayrak yeniden dalgalanıyor"),
        )
    )
    body = f"""<div class="top-bar"><div class="container"><span>27 Haziran 2017 Salı</span><span class="pull-right">Kıyıkent 29° Açık · <a href="/kunye/">Künye</a> · <a href="/iletisim/">İletişim</a></span></div></div>
<header class="site-header"><div class="container"><div class="row"><div class="col-md-4"><a class="logo" href="/">Kıyıkent<span>Haber</span></a></div><div class="col-md-8"><div class="banner-728">REKLAM</div></div></div></div></header>
<nav class="navbar navbar-default"><div class="container"><ul class="nav navbar-nav"><li><a href="/">Anasayfa</a></li><li><a href="/gundem/">Gündem</a></li><li class="active"><a href="/kultur-sanat/">Kültür-Sanat</a></li><li><a href="/spor/">Spor</a></li><li><a href="/ekonomi/">Ekonomi</a></li><li><a href="/egitim/">Eğitim</a></li><li><a href="/saglik/">Sağlık</a></li><li><a href="/foto-galeri/">Foto Galeri</a></li></ul></div></nav>
<div class="breaking"><div class="container"><b>SON DAKİKA</b> Sahil yolunda bisiklet yolu çalışması nedeniyle trafik tek şeritten akıyor</div></div>
<div class="container content"><div class="row">
<div class="col-md-8">
<ol class="breadcrumb"><li><a href="/">Anasayfa</a></li><li><a href="/kultur-sanat/">Kültür-Sanat</a></li></ol>
<h1 class="news-title">Kıyıkent Kültür Festivali 8 Temmuz'da başlıyor: konserler, söyleşiler ve el sanatları</h1>
<p class="news-spot">Belediyenin bu yıl 14'üncüsünü düzenlediği festival beş gün sürecek. Etkinliklerin tamamı ücretsiz.</p>
<div class="news-meta"><span>Haber Merkezi</span> | <time datetime="2017-06-27T10:25:00+03:00">27.06.2017 - 10:25</time> | <span>Güncelleme: 27.06.2017 - 11:40</span></div>
<div class="share-tools"><a class="btn btn-fb" href="#">Facebook'ta Paylaş</a> <a class="btn btn-tw" href="#">Tweetle</a> <a class="btn btn-wa" href="#">WhatsApp</a> <span class="font-size">A- A+</span></div>
<ul class="nav nav-tabs"><li class="active"><a href="#haber" data-toggle="tab">Haber</a></li><li><a href="#program" data-toggle="tab">Festival Programı</a></li><li><a href="#ulasim" data-toggle="tab">Ulaşım</a></li></ul>
<div class="tab-content">
<div class="tab-pane active" id="haber">
<img class="img-responsive" src="/_avatar/kh-festival.svg" width="750" height="422" alt="Kıyıkent Kültür Festivali">
<div class="news-text">
<p>Kıyıkent Belediyesi'nin düzenlediği Kıyıkent Kültür Festivali, 8 Temmuz Cumartesi akşamı Sahil Amfi Tiyatro'da yapılacak açılış konseriyle başlıyor. Festival 12 Temmuz Çarşamba gecesi sona erecek.</p>
<p>Belediye Başkanı Hüseyin Tekin, festival hazırlıklarının tamamlandığını belirterek "Bu yıl programı kentin kendi sanatçıları ve ustalarıyla hazırladık. Tüm hemşehrilerimizi ve misafirlerimizi bekliyoruz" dedi.</p>
<p>Festival boyunca Cumhuriyet Parkı'nda el sanatları pazarı kurulacak, Eski İskele Meydanı'nda söyleşiler yapılacak. Etkinliklerin tamamı ücretsiz olacak.</p>
<p>Festival programının tamamına haberin "Festival Programı" sekmesinden ulaşabilirsiniz.</p>
</div>
</div>
<div class="tab-pane" id="program" data-src="/api/festival/2017/program.json"><p class="loading">Program yükleniyor...</p></div>
<div class="tab-pane" id="ulasim"><p>Festival günlerinde belediye otobüsleri 01.00'e kadar çalışacak. Sahil yolu 8 ve 12 Temmuz akşamları 19.00'dan sonra araç trafiğine kapatılacak. Otopark için Cumhuriyet Parkı girişindeki katlı otopark kullanılabilir.</p></div>
</div>
<div class="tags"><span>Etiketler:</span> <a href="/etiket/festival/">festival</a> <a href="/etiket/kiyikent-belediyesi/">Kıyıkent Belediyesi</a> <a href="/etiket/konser/">konser</a></div>
<div class="related"><h3>İlgili Haberler</h3><div class="row"><div class="col-sm-4"><a href="/haber/31402/">Festival afişi için yarışma sonuçlandı</a></div><div class="col-sm-4"><a href="/haber/31377/">Amfi tiyatronun tadilatı bitti</a></div><div class="col-sm-4"><a href="/haber/31350/">Gençlik Korosu İzmir'den ödülle döndü</a></div></div></div>
</div>
<div class="col-md-4 sidebar">
<div class="banner-300">REKLAM</div>
<div class="panel panel-default"><div class="panel-heading">Çok Okunanlar</div><div class="panel-body"><ol>{most}</ol></div></div>
<div class="panel panel-default"><div class="panel-heading">Nöbetçi Eczaneler</div><div class="panel-body"><p>Deniz Eczanesi, Atatürk Cad. No: 41</p></div></div>
<div class="panel panel-default"><div class="panel-heading">Namaz Vakitleri</div><div class="panel-body"><p>İmsak 03:58 · Öğle 13:12 · Akşam 20:29</p></div></div>
</div>
</div></div>
<footer class="site-footer"><div class="container"><p>Kıyıkent Haber © 2017 - Tüm hakları saklıdır. Sitemizdeki haberlerin izinsiz kullanılması yasaktır.</p><p><a href="/kunye/">Künye</a> | <a href="/reklam/">Reklam</a> | <a href="/gizlilik/">Gizlilik Politikası</a> | <a href="/rss/">RSS</a></p></div></footer>
<div class="cookie-notice" id="cookie-notice">Sitemizde çerezler kullanılmaktadır. Siteyi kullanmaya devam ederek çerez kullanımını kabul etmiş olursunuz. <a href="#" onclick="document.getElementById('cookie-notice').style.display='none';return false">Tamam</a></div>
<script src="/themes/kiyikent/js/haber.min.js?v=2017.06"></script>"""
    css = """body{margin:0;font:15px/1.6 'Open Sans',Arial,sans-serif;color:#333;background:#f5f5f5}a{color:#d9230f}.container{width:1170px;margin:0 auto;padding:0 15px}.row{display:flex;margin:0 -15px}.row>div{padding:0 15px}
.col-md-4{width:33.33%}.col-md-8{width:66.66%}.col-sm-4{width:33.33%}.pull-right{float:right}.list-unstyled{list-style:none;padding:0}.img-responsive{max-width:100%;height:auto}
.top-bar{background:#222;color:#ccc;font-size:12px;padding:5px 0}.top-bar a{color:#fff}.site-header{background:#fff;padding:14px 0}.logo{font:800 34px Arial;color:#d9230f;text-decoration:none}.logo span{color:#222}
.banner-728{background:#eee;height:90px;color:#aaa;text-align:center;line-height:90px;font-size:11px}.navbar{background:#d9230f}.navbar-nav{display:flex;list-style:none;margin:0;padding:0}.navbar-nav a{display:block;padding:10px 14px;color:#fff;font-weight:600;text-decoration:none}
.navbar-nav .active a{background:#a81b0b}.breaking{background:#ffeb3b;font-size:13px;padding:5px 0}.breaking b{background:#d9230f;color:#fff;padding:1px 6px;margin-right:8px}.content{background:#fff;padding-top:16px;padding-bottom:20px}
.breadcrumb{display:flex;gap:8px;list-style:none;padding:0;font-size:12px}.news-title{font-size:30px;line-height:1.25;margin:4px 0 10px;color:#111}.news-spot{font-size:17px;font-weight:600}.news-meta{font-size:12px;color:#888}
.share-tools{margin:10px 0}.btn{display:inline-block;padding:4px 10px;color:#fff;font-size:12px;border-radius:3px;text-decoration:none}.btn-fb{background:#3b5998}.btn-tw{background:#1da1f2}.btn-wa{background:#25d366}
.nav-tabs{display:flex;list-style:none;padding:0;margin:16px 0 0;border-bottom:2px solid #d9230f}.nav-tabs li a{display:block;padding:8px 16px;color:#333;text-decoration:none;background:#f1f1f1;margin-right:2px}
.nav-tabs li.active a{background:#d9230f;color:#fff}.tab-pane{display:none;padding-top:12px}.tab-pane.active{display:block}.news-text{font-size:16px}.program-item{display:flex;gap:16px;padding:12px 0;border-bottom:1px dotted #ccc}
.program-when{width:150px;flex-shrink:0}.program-day{display:block;font-weight:700;color:#d9230f}.program-time{font-size:13px;color:#666}.program-title{margin:0;font-size:16px}.program-who{margin:2px 0;font-weight:600}
.program-place{margin:0;font-size:12px;color:#888}.program-desc{margin:4px 0 0}.tags{margin-top:16px;font-size:13px}.related h3{border-bottom:2px solid #d9230f;font-size:17px}
.banner-300{background:#eee;height:250px;color:#aaa;text-align:center;line-height:250px;font-size:11px;margin-bottom:16px}.panel{border:1px solid #ddd;margin-bottom:16px}.panel-heading{background:#222;color:#fff;padding:6px 10px;font-weight:700}
.panel-body{padding:8px 12px;font-size:14px}.panel-body ol{padding-left:18px;margin:0}.site-footer{background:#222;color:#aaa;font-size:12px;padding:16px 0}.site-footer a{color:#fff}
.cookie-notice{position:fixed;bottom:0;left:0;right:0;background:rgba(0,0,0,.85);color:#fff;font-size:13px;padding:8px;text-align:center}.cookie-notice a{color:#ffeb3b}"""
    html = f"""<!DOCTYPE html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kıyıkent Kültür Festivali 8 Temmuz'da başlıyor: konserler, söyleşiler ve el sanatları - Kıyıkent Haber</title>
<meta name="description" content="Belediyenin bu yıl 14'üncüsünü düzenlediği festival beş gün sürecek.">
<meta name="keywords" content="kıyıkent, festival, konser, kültür">
<meta property="og:type" content="article">
<meta property="og:title" content="Kıyıkent Kültür Festivali 8 Temmuz'da başlıyor">
<meta property="og:site_name" content="Kıyıkent Haber">
<meta property="article:published_time" content="2017-06-27T10:25:00+03:00">
<link rel="stylesheet" href="/themes/kiyikent/css/bootstrap.min.css">
<style>{css}</style>
</head>
<body>
{body}
</body>
</html>
"""
    return make(
        "dy-plain-tr-kiyikent-festival",
        "lookalike",
        "tr",
        html,
        [],
        path="/kultur-sanat/31539/kiyikent-kultur-festivali-8-temmuzda-basliyor.html",
        reveal="tab",
        container="-",
        heading=None,
        description="A Turkish town news site of June 2017 in Bootstrap-3-like markup (top bar with weather, banner adverts, breaking-news strip, share buttons, most read, duty pharmacy and prayer times panels, cookie notice): the article sits in the first of three tabs; the tab 'Festival Programı' fetches the festival's 5 events, each with day, time, venue, performer or speaker, title and a two-sentence description. No reader discussion anywhere.",
        files={
            "/themes/kiyikent/js/haber.min.js": script,
            "/themes/kiyikent/css/bootstrap.min.css": "/*! Bootstrap v3.3.7 (subset) | MIT License */\nhtml{font-family:sans-serif;-webkit-text-size-adjust:100%}*{box-sizing:border-box}\n",
            "/api/festival/2017/program.json": dump(data),
        },
        check_steps=("click:a[href='#program']", "wait:1000"),
        lookalikes=(
            "tab 'Festival Programı': 5 events with day, time, venue, performer or speaker, title, description",
            "'Çok Okunanlar': 5 headlines",
        ),
    )


def plain_dy() -> list[Case]:
    return [el_quay(), tr_festival()]
