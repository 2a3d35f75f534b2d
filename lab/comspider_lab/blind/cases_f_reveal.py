"""Blind set F: six threads a reader has to reveal (Chromium): behind a button that fetches HTML, in a
<dialog>, in a closed shadow root, in a cross-origin iframe, after an infinite scroll, on a tab. None says
"comment" in its markup or headings."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_f_common import art, page, thread, tree
from comspider_lab.blind.layout import Blocks, esc
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

CSS_R = """<style>
.op-mostra{background:#14213d;color:#fff;border:0;padding:10px 18px;border-radius:4px;cursor:pointer}.op{border-top:1px solid #ddd;padding:10px 0}.op .op{margin-left:26px}
dialog.okur{width:min(640px,92vw);max-height:80vh;border:0;border-radius:10px;padding:20px}.ok{border-top:1px solid #eee;padding:8px 0}.ok .ok{margin-left:22px}
.vestlus{font:15px Arial,sans-serif}.vs{border-top:1px solid #ddd;padding:8px 0}.vs .vs{margin-left:24px}
.mot{border-top:1px solid #ddd;padding:10px 0}.mot .mot{margin-left:24px}.mot-loading{color:#999}
.tabs-bar{display:flex;gap:0;border-bottom:2px solid #0f172a}.tabs-bar button{border:0;background:#e2e8f0;padding:10px 18px;cursor:pointer}.tabs-bar button[aria-selected=true]{background:#0f172a;color:#fff}
.rk{border-top:1px solid #e2e8f0;padding:10px 0}.rk .rk{margin-left:2rem}
</style>"""


def _draw_js(
    container: str, cls: str, name: str = "n", when: str = "w", text: str = "t", parent: str = "p"
) -> str:
    """A small client renderer: records {id, n, w, t, p} into nested divs of class ``cls``."""
    return (
        "const draw = (data, parent, into) => {\n"
        f"  for (const d of data.filter(x => x.{parent} === parent)) {{\n"
        f"    const el = document.createElement('div'); el.className = '{cls}'; el.dataset.id = d.id;\n"
        f'    el.innerHTML = \'<div><b class="{cls}-n"></b> <span class="{cls}-w"></span></div><p class="{cls}-t"></p>\';\n'
        f"    el.querySelector('.{cls}-n').textContent = d.{name}; el.querySelector('.{cls}-w').textContent = d.{when};\n"
        f"    el.querySelector('.{cls}-t').textContent = d.{text};\n"
        "    into.append(el); draw(data, d.id, el);\n  }\n};\n"
        f"// into: {container}\n"
    )


def _rows(comments: list[Seed]) -> str:
    return json.dumps(
        [
            {
                "id": i + 1,
                "n": c.author,
                "w": c.when,
                "t": c.text,
                "p": None if c.parent is None else c.parent + 1,
            }
            for i, c in enumerate(comments)
        ],
        ensure_ascii=False,
        indent=1,
    )


def reveal_cases_f() -> list[Case]:
    cases: list[Case] = []

    # 1. it: a button fetches an HTML fragment of the thread
    c = thread(
        """
Giorgio Bellini | 2 ore fa | - | La rotonda sulla Romea serviva da anni, all'incrocio di Bottrighe ci sono stati troppi incidenti.
Francesca Zanetti | 2 ore fa | 0 | Mio cugino ha avuto un incidente proprio lì nel 2022.
Luca Ferrarese | 2 ore fa | - | Sei mesi di lavori in piena estate, i camion dei turisti per il Delta faranno code infinite.
Chiara Mantovani | 1 ora fa | - | Ci sarà anche la pista ciclabile? Nel progetto non la vedo.
Paolo Rizzo | 1 ora fa | 3 | Sì, è prevista sul lato est, fino alla stazione di Adria.
Silvia Cavallari | 50 minuti fa | - | Finalmente una buona notizia per il Polesine.
Marco Bonfante | 30 minuti fa | - | 3,8 milioni per una rotonda mi sembrano tanti.
Anna Tosini | 25 minuti fa | 6 | Comprende anche il sottopasso pedonale e le fognature, è scritto nell'articolo.
Dario Guerra | 5 minuti fa | - | Speriamo che rispettino i tempi stavolta.
"""
    )
    frag = tree(
        c,
        lambda i, s, sub: (
            f'<div class="op" id="op-{9300 + i}"><div class="small"><strong>{esc(s.author)}</strong> <span class="text-muted">{esc(s.when)}</span></div>'
            f'<p>{esc(s.text)}</p><a class="small" href="#">Rispondi</a>{sub}</div>'
        ),
        lambda items, p: items,
    )
    cases.append(
        Case(
            "f-it-button-html",
            "revealed",
            "it",
            "button 'Mostra le 9 opinioni' (fetches an HTML fragment)",
            "<div class=opinioni-elenco> filled after the click",
            "Le vostre opinioni",
            "Nine readers in Italian (three replies) fetched as an HTML fragment when the reader presses 'Mostra le 9 opinioni'; relative times '2 ore fa'.",
            "/cronaca/adria-rotonda-romea-bottrighe.html",
            page(
                "bootstrap",
                "it",
                art(
                    "Adria, al via la rotonda sulla Romea a Bottrighe",
                    "Sei mesi di lavori per 3,8 milioni di euro, con sottopasso pedonale e pista ciclabile.",
                    "Roberta Finotti",
                    "2025-06-16T07:00:00+02:00",
                    [
                        "Partono lunedì i lavori per la nuova rotonda sulla Romea all'incrocio di Bottrighe.",
                        "Il cantiere durerà sei mesi e costerà 3,8 milioni di euro, compresi un sottopasso pedonale e le fognature.",
                        "Sul lato est è prevista una pista ciclabile fino alla stazione di Adria.",
                    ],
                    kicker="Cronaca",
                    caption="L'incrocio di Bottrighe. Foto: La Voce",
                ),
                Blocks(
                    head=CSS_R,
                    after='<div class="card"><h5>Le vostre opinioni</h5><button type="button" class="op-mostra">Mostra le 9 opinioni</button><div class="opinioni-elenco"></div></div>',
                    end="""<script>
document.querySelector('.op-mostra').addEventListener('click', async (ev) => {
  ev.target.disabled = true;
  const html = await (await fetch('/frammenti/opinioni/adria-rotonda.html')).text();
  document.querySelector('.opinioni-elenco').innerHTML = html;
  ev.target.remove();
});
</script>""",
                ),
            ),
            c,
            files={"/frammenti/opinioni/adria-rotonda.html": frag},
            check_steps=("click:button.op-mostra", "wait:600"),
        )
    )

    # 2. tr: a <dialog> opened with showModal(); its content fetched when it opens
    c = thread(
        """
Mehmet Yılmaz | 3 saat önce | - | Sahil yolunun genişlemesi iyi ama zeytinlikler ne olacak?
Ayşe Demir | 3 saat önce | 0 | Haberde yalnızca yol kenarındaki yirmi ağacın taşınacağı yazıyor.
Hüseyin Kaya | 2 saat önce | - | Yazın Cunda köprüsünde trafik kilitleniyor, bu yol şarttı.
Fatma Çelik | 1 saat önce | - | Bisiklet yolu da yapılacak mı?
Emre Aydın | 45 dakika önce | 3 | Evet, deniz tarafına iki metrelik bir bisiklet yolu planlanmış.
Zeynep Arslan | 20 dakika önce | - | İnşaat sezon bitince başlasın lütfen, esnaf zaten zor durumda.
Kemal Öztürk | 5 dakika önce | - | Ayvalık'a yakışır bir proje olsun.
"""
    )
    cases.append(
        Case(
            "f-tr-dialog-fetch",
            "revealed",
            "tr",
            "button 'Okur görüşleri (7)' opens a <dialog> (showModal) whose content is fetched when it opens",
            "<dialog class=okur>",
            "Okur görüşleri",
            "Seven readers in Turkish (two replies) in a modal <dialog> a button opens; fetched as JSON when it opens; relative times '3 saat önce'.",
            "/yerel/ayvalik-sahil-yolu-genisliyor/amp/",
            page(
                "amp",
                "tr",
                art(
                    "Ayvalık sahil yolu genişliyor",
                    "Cunda köprüsüne kadar olan yol dört şeride çıkacak; deniz tarafına bisiklet yolu yapılacak.",
                    "Selin Korkmaz",
                    "2025-09-22T08:00:00+03:00",
                    [
                        "Ayvalık Belediyesi, merkezden Cunda köprüsüne uzanan sahil yolunu dört şeride çıkarıyor.",
                        "Yol kenarındaki yirmi zeytin ağacı başka bir alana taşınacak. Deniz tarafına iki metrelik bisiklet yolu yapılacak.",
                        "Çalışmaların turizm sezonu bittikten sonra başlaması planlanıyor.",
                    ],
                    kicker="Yerel",
                    caption="Ayvalık sahil yolu. Fotoğraf: Ege Kıyı",
                ),
                Blocks(
                    head=CSS_R,
                    after='<div class="gorus-bar"><button type="button" class="gorus-ac">Okur görüşleri (7)</button></div>'
                    '<dialog class="okur"><h2>Okur görüşleri</h2><form method="dialog"><button>Kapat</button></form><div class="okur-liste"></div></dialog>',
                    end="<script>\n"
                    + _draw_js(".okur-liste", "ok")
                    + """document.querySelector('.gorus-ac').addEventListener('click', async () => {
  const dlg = document.querySelector('dialog.okur');
  dlg.showModal();
  if (dlg.dataset.loaded) return;
  dlg.dataset.loaded = '1';
  const data = await (await fetch('/api/gorusler/ayvalik-sahil.json')).json();
  draw(data, null, document.querySelector('.okur-liste'));
});
</script>""",
                ),
            ),
            c,
            files={"/api/gorusler/ayvalik-sahil.json": _rows(c)},
            check_steps=("click:button.gorus-ac", "wait:700"),
        )
    )

    # 3. sk: a closed shadow root filled from a fetch after load
    c = thread(
        """
Ján Horváth | pred 4 hodinami | - | Most cez Hron v Brezne bol v zlom stave už keď som chodil do školy.
Mária Kováčová | pred 3 hodinami | 0 | Ja tiež pamätám tie diery v chodníku, deti tam padali.
Peter Baláž | pred 3 hodinami | - | Kadiaľ pôjdu autobusy do Podbrezovej?
Zuzana Novotná | pred 2 hodinami | 2 | Cez Mazorníkovo, je to v článku.
Milan Šimko | pred hodinou | - | Dvanásť mesiacov je dlho, ale lepšie ako keby spadol.
Katarína Hudecová | pred 15 minútami | - | Dúfam, že zachovajú aj staré zábradlie, je krásne.
"""
    )
    cases.append(
        Case(
            "f-sk-closed-shadow-fetch",
            "revealed",
            "sk",
            "closed_shadow_root (JS, fetched JSON)",
            "<hlas-citatelov> closed shadow root",
            "Čo na to čitatelia",
            "Six readers in Slovak (two replies) inside a closed shadow root a custom element fills from a fetch after load; relative times 'pred 4 hodinami'.",
            "/2025/04/most-cez-hron-brezno.html",
            page(
                "blogger",
                "sk",
                art(
                    "Most cez Hron v Brezne zatvoria na rok",
                    "Rekonštrukcia za 4,2 milióna eur začne v máji; autobusy pôjdu cez Mazorníkovo.",
                    "Lucia Bartošová",
                    "2025-04-14T07:00:00+02:00",
                    [
                        "Mesto Brezno zatvorí most cez Hron na dvanásť mesiacov kvôli rekonštrukcii.",
                        "Práce za 4,2 milióna eur začnú v máji. Autobusy do Podbrezovej pôjdu cez Mazorníkovo.",
                        "Historické zábradlie mosta má byť zachované.",
                    ],
                    kicker="Región",
                    caption="Most cez Hron. Foto: Pohronský denník",
                ),
                Blocks(
                    after='<hlas-citatelov data-clanok="4410"></hlas-citatelov>',
                    end="<script>\n"
                    + _draw_js("the shadow root's .zoznam", "h")
                    + """customElements.define('hlas-citatelov', class extends HTMLElement {
  async connectedCallback() {
    const root = this.attachShadow({ mode: 'closed' });
    root.innerHTML = '<style>:host{display:block;margin-top:28px}.h{border-top:1px solid #ddd;padding:8px 0}.h .h{margin-left:24px}.h-w{color:#777;font-size:13px}</style><h3>Čo na to čitatelia</h3><div class="zoznam"></div>';
    const data = await (await fetch('/api/hlasy/most-hron.json')).json();
    draw(data, null, root.querySelector('.zoznam'));
  }
});
</script>""",
                ),
            ),
            c,
            files={"/api/hlasy/most-hron.json": _rows(c)},
            check_steps=("wait:800",),
        )
    )

    # 4. et: a cross-origin iframe (the other port) with the thread in its HTML
    c = thread(
        """
Mart Tamm | 12.03.2025 11:20 | - | Emajõe sild on tõesti halvas seisus, talvel on seal libe ja kitsas.
Kadri Saar | 12.03.2025 11:45 | - | Kuidas jõuavad lapsed kooli, kui sild on kinni?
Toomas Kask | 12.03.2025 12:05 | 1 | Linn lubas ajutise jalakäijate silla, nii on artiklis kirjas.
Liis Mägi | 12.03.2025 13:30 | - | Kaheksa kuud on pikk aeg, aga parem kui mitte midagi.
Andres Lepp | 12.03.2025 14:10 | - | Kas jalgratturid tohivad ajutist silda kasutada?
Piret Rebane | 12.03.2025 15:02 | 4 | Jah, kui nad lükkavad ratast käe kõrval.
"""
    )
    frame_path = "/vestlus/frame/emajoe-sild.html"
    frame = (
        '<!doctype html><html lang="et"><head><meta charset="utf-8"><title>Lugejate arvamused</title>'
        f'{CSS_R}</head><body><div class="vestlus">'
        + tree(
            c,
            lambda i, s, sub: (
                f'<div class="vs"><b>{esc(s.author)}</b> <small>{esc(s.when)}</small><p>{esc(s.text)}</p>{sub}</div>'
            ),
            lambda items, p: items,
        )
        + "</div></body></html>"
    )
    cases.append(
        Case(
            "f-et-cross-origin-iframe",
            "revealed",
            "et",
            "cross-origin iframe (another port) with the thread in its HTML",
            "the frame's <div class=vestlus>",
            "Lugejate arvamused",
            "Six readers in Estonian (two replies) in an iframe served from another origin; absolute times '12.03.2025 11:20'.",
            "/kohalik/emajoe-sild-suletakse/",
            page(
                "typo3",
                "et",
                art(
                    "Emajõe sild suletakse kaheksaks kuuks",
                    "Jalakäijatele ehitatakse ajutine sild.",
                    "Kristi Ots",
                    "2025-03-12T09:00:00+02:00",
                    [
                        "Tartu linn sulgeb aprillist Emajõe silla kaheksaks kuuks remondiks.",
                        "Jalakäijatele ja ratast lükkavatele jalgratturitele ehitatakse ajutine sild.",
                        "Autoliiklus suunatakse ümber Vabaduse silla kaudu.",
                    ],
                    kicker="Kohalik",
                    caption="Emajõe sild. Foto: Lõuna-Eesti Teataja",
                ),
                Blocks(
                    after='<div class="frame"><h2>Lugejate arvamused</h2>'
                    f'<iframe src="@@OTHER@@{frame_path}" title="Lugejate arvamused" width="100%" height="640" style="border:0"></iframe></div>',
                ),
            ),
            c,
            files={frame_path: frame},
            thread_server="other",
        )
    )

    # 5. bn: infinite scroll: four records each time the end of the list comes into view
    c = thread(
        """
সুব্রত দাস | ৫ ঘণ্টা আগে | - | নতুন বাস টার্মিনাস হলে তেনজিং নোরগে স্ট্যান্ডের ভিড় কমবে।
মৌমিতা সাহা | ৫ ঘণ্টা আগে | - | শহর থেকে এত দূরে টার্মিনাস হলে যাত্রীরা যাবেন কীভাবে?
অভিজিৎ রায় | ৪ ঘণ্টা আগে | 1 | খবরে বলা হয়েছে শাটল বাস চলবে প্রতি পনেরো মিনিটে।
রিনা ঘোষ | ৪ ঘণ্টা আগে | - | ফুলবাড়ির কাছে জমি নিয়ে আগে থেকেই বিবাদ ছিল।
দেবাশিস পাল | ৩ ঘণ্টা আগে | - | ৪৫ কোটি টাকার প্রকল্প, সময়মতো শেষ হলে ভালো।
শর্মিষ্ঠা বসু | ৩ ঘণ্টা আগে | - | পাহাড়ের বাসগুলোও কি এখান থেকে ছাড়বে?
তাপস মণ্ডল | ২ ঘণ্টা আগে | 5 | হ্যাঁ, দার্জিলিং আর কালিম্পংয়ের বাসও এখান থেকে ছাড়বে।
অনিতা বর্মন | ২ ঘণ্টা আগে | - | টার্মিনাসে মহিলাদের বিশ্রামাগার চাই।
প্রদীপ সরকার | ১ ঘণ্টা আগে | - | হিলকার্ট রোডের যানজট একটু কমলেই শান্তি।
সুমনা চক্রবর্তী | ৩০ মিনিট আগে | - | খুব ভালো উদ্যোগ।
"""
    )
    cases.append(
        Case(
            "f-bn-infinite-scroll",
            "revealed",
            "bn",
            "infinite scroll: four records are fetched each time the end of the list comes into view (1600 px below the article)",
            "<div class=motamot>, div.mot",
            "পাঠকের মতামত",
            "Ten readers in Bengali (two replies) fetched four at a time as the reader scrolls to the end of the list; relative times in Bengali digits '৫ ঘণ্টা আগে'.",
            "/shahar/siliguri-notun-bus-terminus",
            page(
                "modules",
                "bn",
                art(
                    "শিলিগুড়িতে নতুন বাস টার্মিনাস হবে ফুলবাড়িতে",
                    "৪৫ কোটি টাকার প্রকল্পে শহর থেকে শাটল বাস চলবে।",
                    "অরিন্দম চৌধুরী",
                    "2025-10-20T08:00:00+05:30",
                    [
                        "শিলিগুড়ি পুরনিগম ফুলবাড়িতে নতুন বাস টার্মিনাস তৈরির সিদ্ধান্ত নিয়েছে।",
                        "প্রকল্পের খরচ ৪৫ কোটি টাকা। শহর থেকে প্রতি পনেরো মিনিটে শাটল বাস চলবে।",
                        "দার্জিলিং ও কালিম্পংয়ের বাসও এখান থেকে ছাড়বে।",
                    ],
                    kicker="শহর",
                    caption="তেনজিং নোরগে বাস স্ট্যান্ড। ছবি: উত্তরবঙ্গ সংবাদ",
                ),
                Blocks(
                    head=CSS_R,
                    after='<div style="height:1600px" aria-hidden="true"></div><section class="motamot"><h3>পাঠকের মতামত</h3><div class="mot-list"></div>'
                    '<div class="mot-loading" id="mot-sentinel">লোড হচ্ছে…</div></section>',
                    end="<script>\n"
                    + _draw_js(".mot-list", "mot")
                    + """let motPage = 0;
const motObs = new IntersectionObserver(async (entries) => {
  if (!entries.some(e => e.isIntersecting) || window.__motBusy) return;
  window.__motBusy = true;
  const res = await fetch('/api/motamot/bus-terminus-' + (motPage + 1) + '.json');
  const data = await res.json();
  draw(data.rows, data.parent_in_page, document.querySelector('.mot-list'));
  for (const d of data.replies) {
    const host = [...document.querySelectorAll('.mot')].find(x => x.dataset.id == d.p);
    const el = document.createElement('div'); el.className = 'mot'; el.dataset.id = d.id;
    el.innerHTML = '<div><b class="mot-n"></b> <span class="mot-w"></span></div><p class="mot-t"></p>';
    el.querySelector('.mot-n').textContent = d.n; el.querySelector('.mot-w').textContent = d.w; el.querySelector('.mot-t').textContent = d.t;
    host.append(el);
  }
  motPage += 1;
  window.__motBusy = false;
  const sentinel = document.getElementById('mot-sentinel');
  motObs.unobserve(sentinel);
  if (data.more) motObs.observe(sentinel); else sentinel.remove();
}, { rootMargin: '0px' });
motObs.observe(document.getElementById('mot-sentinel'));
</script>""",
                ),
            ),
            c,
            files=_bn_pages(c),
            check_steps=(
                "scroll",
                "wait:800",
                "scroll",
                "wait:800",
                "scroll",
                "wait:800",
                "scroll",
                "wait:800",
            ),
        )
    )

    # 6. pl: a tab "Reakcje (12)" beside "Artykuł"; its panel fetched when the tab is chosen
    c = thread(
        """
Tomasz Nowak | 3 godz. temu | - | Nowy wyciąg w Białce to dobra wiadomość, ale parkingi już teraz pękają w szwach.
Anna Wiśniewska | 3 godz. temu | 0 | Właśnie, w ferie samochody stoją aż do Trybsza.
Krzysztof Gąsienica | 3 godz. temu | 1 | Gmina obiecała parking na 400 miejsc, zobaczymy.
Magdalena Zając | 2 godz. temu | - | Ile będzie kosztował karnet? O tym w artykule ani słowa.
Paweł Krzeptowski | 2 godz. temu | 3 | Ceny mają być podane w listopadzie.
Jan Bachleda | 2 godz. temu | - | Znowu wytną las pod trasę. Szkoda.
Ewa Kowalczyk | 1 godz. temu | 5 | Według artykułu trasa idzie po starej polanie, bez wycinki.
Jan Bachleda | 1 godz. temu | 6 | Jeśli tak, to w porządku. Dziękuję za wyjaśnienie.
Marek Lis | 50 min temu | - | Byle tylko naśnieżanie nie zabrało wody z Białki.
Joanna Kamińska | 30 min temu | - | Dzieci się ucieszą, trasa dla początkujących była za krótka.
Stanisław Pitoń | 15 min temu | 8 | Woda ma być brana ze zbiornika, nie z rzeki.
Agnieszka Wójcik | 5 min temu | - | Oby zdążyli przed sezonem.
"""
    )
    panel = tree(
        c,
        lambda i, s, sub: (
            f'<div class="rk"><span class="font-semibold">{esc(s.author)}</span> <span class="text-xs text-slate-500">{esc(s.when)}</span><p>{esc(s.text)}</p>{sub}</div>'
        ),
        lambda items, p: items,
    )
    cases.append(
        Case(
            "f-pl-tab-reakcje",
            "revealed",
            "pl",
            "tab 'Reakcje (12)' beside 'Artykuł': its panel is fetched (HTML) when the tab is chosen",
            "<div role=tabpanel id=panel-reakcje>",
            "Reakcje (12)",
            "Twelve readers in Polish (six replies, up to three levels) on a second tab beside the article; the panel is fetched when the tab is chosen; relative times '3 godz. temu'.",
            "/region/nowy-wyciag-bialka-tatrzanska",
            page(
                "tailwind",
                "pl",
                art(
                    "Nowy wyciąg w Białce Tatrzańskiej ruszy w grudniu",
                    "Sześcioosobowa kanapa i trasa dla początkujących; gmina zapowiada parking na 400 miejsc.",
                    "Katarzyna Chowaniec",
                    "2025-10-09T08:00:00+02:00",
                    [
                        "W Białce Tatrzańskiej powstaje nowa sześcioosobowa kolej krzesełkowa.",
                        "Trasa dla początkujących poprowadzona zostanie po starej polanie, bez wycinki lasu. Woda do naśnieżania będzie brana ze zbiornika.",
                        "Gmina zapowiada parking na 400 miejsc. Ceny karnetów mają być podane w listopadzie.",
                    ],
                    kicker="Region",
                    caption="Stok w Białce. Fot. Gazeta Podhalańska",
                ),
                Blocks(
                    head=CSS_R,
                    after='<div class="tabs-bar mt-8" role="tablist"><button role="tab" aria-selected="true" data-panel="panel-artykul">Artykuł</button>'
                    '<button role="tab" aria-selected="false" data-panel="panel-reakcje" class="tab-reakcje">Reakcje (12)</button></div>'
                    '<div role="tabpanel" id="panel-artykul"><p class="text-sm text-slate-500">Czytasz artykuł.</p></div>'
                    '<div role="tabpanel" id="panel-reakcje" hidden></div>',
                    end="""<script>
document.querySelectorAll('[role=tab]').forEach(tab => tab.addEventListener('click', async () => {
  document.querySelectorAll('[role=tab]').forEach(t => t.setAttribute('aria-selected', String(t === tab)));
  document.querySelectorAll('[role=tabpanel]').forEach(p => { p.hidden = p.id !== tab.dataset.panel; });
  const panel = document.getElementById('panel-reakcje');
  if (tab.dataset.panel === 'panel-reakcje' && !panel.dataset.loaded) {
    panel.dataset.loaded = '1';
    panel.innerHTML = await (await fetch('/czesci/reakcje/wyciag-bialka.html')).text();
  }
}));
</script>""",
                ),
            ),
            c,
            files={"/czesci/reakcje/wyciag-bialka.html": f"<h3>Reakcje (12)</h3>{panel}"},
            check_steps=("click:button.tab-reakcje", "wait:700"),
        )
    )
    return cases


def _bn_pages(c: list[Seed]) -> dict[str, str]:
    """Three pages of four records (the last of two): top-level records and the replies to earlier ones."""
    out: dict[str, str] = {}
    chunks = [range(4), range(4, 8), range(8, len(c))]
    for n, chunk in enumerate(chunks):
        rows: list[dict[str, object]] = []
        for i in chunk:
            parent = c[i].parent
            rows.append(
                {
                    "id": i + 1,
                    "n": c[i].author,
                    "w": c[i].when,
                    "t": c[i].text,
                    "p": None if parent is None else parent + 1,
                }
            )
        out[f"/api/motamot/bus-terminus-{n + 1}.json"] = json.dumps(
            {
                "rows": [r for r in rows if r["p"] is None],
                "parent_in_page": None,
                "replies": [r for r in rows if r["p"] is not None],
                "more": n + 1 < len(chunks),
            },
            ensure_ascii=False,
            indent=1,
        )
    return out
