"""Blind set EH: three discussions on today's news sites built with front-end frameworks: a Turkish city news site of
2025 whose discussion is drawn in server-rendered custom elements ("Yorumlar", answers folded in a `hidden` list), a
Spanish provincial paper of 2022 with CSS-modules-like classes, emoji reactions and answers in closed `<details>`, and
a Dutch regional site of 2024 built with an Astro-like tool ("Reacties", never says "comment"). Every class name,
name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_eh_common import (
    Case,
    abbr,
    esc,
    hashed,
    mk,
    page,
    paras,
    replies_of,
    talk,
    tops,
)

# --------------------------------------------------------------------------- tr: a city news site, 2025 (custom elements)


def tr_ferry() -> Case:
    ts = talk("""
Selin Aydın @ 3 saat önce ~ 2025-02-11T08:14:00Z :: Karşıyaka'dan Konak'a her sabah vapurla gidiyorum. Sefer 20 dakikaya çıkarsa ilk derse yetişemem.
>Emre Kılıç @ 3 saat önce ~ 2025-02-11T08:30:00Z :: Aynen. 7.40 vapuru zaten tıklım tıklım, bir sefer kalkarsa insanlar iskelede kalır.
>Körfez Yolcusu @ 2 saat önce ~ 2025-02-11T09:05:00Z :: Haberi sonuna kadar okuyun, sabah 7-9 arası seferler aynen kalıyor. Değişen öğle saatleri.
>>Selin Aydın @ 2 saat önce ~ 2025-02-11T09:21:00Z :: Haklısınız, o kısmı kaçırmışım. Öğleden sonra dönüş yine de sıkıntı.
>Hakan Demirtaş @ 2 saat önce ~ 2025-02-11T09:40:00Z :: Ben de aynı saatte biniyorum, dün 20 kişi iskelede kaldı zaten.
Mehmet Ali Yurt @ 3 saat önce ~ 2025-02-11T08:47:00Z :: Yakıt zammı bahane. Yazın turistik seferlere gemi buluyorlar ama kışın halka yok.
>Dilek Şahin @ 2 saat önce ~ 2025-02-11T09:12:00Z :: Turistik seferler özel işletmenin, belediyeninkiyle karıştırmayalım.
Nurcan Öztürk @ 2 saat önce ~ 2025-02-11T09:33:00Z :: Metro Narlıdere'ye kadar gidiyor artık, vapurun yükü azaldı. Bence mantıklı bir karar.
>Barış Eren @ 1 saat önce ~ 2025-02-11T10:02:00Z :: Metro Karşıyaka'ya gitmiyor ama. Karşıyaka'dan çıkan için tek hızlı yol vapur.
>Nurcan Öztürk @ 1 saat önce ~ 2025-02-11T10:18:00Z :: Doğru, ben Güzelbahçe tarafından bakıyordum.
izmirli_35 @ 1 saat önce ~ 2025-02-11T10:25:00Z :: İzmirim kartına zam yaptınız, sefer azalttınız. Bir de otobüslerin klimalarını yazın açsanız yeter.
Gülay Tan @ 48 dakika önce ~ 2025-02-11T10:55:00Z :: Bostanlı iskelesine engelli rampası ne zaman yapılacak? Haberde hiç bahsedilmemiş.
>Ege Kent Haber @ 30 dakika önce ~ 2025-02-11T11:13:00Z :: Sorunuzu belediyeye ilettik. Bostanlı iskelesi için ihalenin mart ayında yapılacağı bilgisi verildi.
Oğuzhan Bal @ 12 dakika önce ~ 2025-02-11T11:31:00Z :: Öğle seferlerini kaldırmak yerine küçük gemi koysalar olmaz mıydı? Koca gemi üç kişiyle gidiyor.
""")
    likes = [56, 21, 40, 12, 9, 33, 15, 27, 19, 6, 48, 30, 22, 17]
    hidden_from = {0: 1}  # the first thread shows one answer, the other two (and an answer to one) folded

    def entry(i: int) -> str:
        t = ts[i]
        rs = replies_of(ts, i)
        official = ' verified="" role-label="Ege Kent Haber"' if t.who == "Ege Kent Haber" else ""
        label = (
            '<span class="rounded bg-sky-600 px-1 text-[10px] font-bold uppercase text-white">Editör</span>'
            if official
            else ""
        )
        sub = ""
        if rs:
            n = hidden_from.get(i, len(rs))
            shown = "".join(entry(j) for j in rs[:n])
            rest = "".join(entry(j) for j in rs[n:])
            more = (
                f'<button class="ml-12 text-sm font-semibold text-sky-700" aria-controls="r{i}" aria-expanded="false">{len(rs) - n} yanıtı daha gör</button>'
                f'<kt-replies id="r{i}" hidden="">{rest}</kt-replies>'
                if rest
                else ""
            )
            sub = f'<kt-replies class="ml-12 block border-l border-slate-200 pl-4">{shown}</kt-replies>{more}'
        return (
            f'<kt-entry entry-id="{884201 + i}" posted="{t.iso}"{official} class="block py-3">'
            f'<div class="flex items-center gap-2"><kt-avatar class="grid h-9 w-9 place-items-center rounded-full bg-slate-200 text-xs font-bold" aria-hidden="true">{esc(abbr(t.who))}</kt-avatar>'
            f'<b class="text-sm">{esc(t.who)}</b>{label}<time datetime="{t.iso}" class="text-xs text-slate-500">{esc(t.at)}</time></div>'
            f'<div class="ml-11 mt-1 text-[15px] leading-relaxed">{paras(t.body)}</div>'
            f'<div class="ml-11 mt-1 flex gap-4 text-xs text-slate-500"><button aria-label="Beğen">♥ {likes[i]}</button><button>Yanıtla</button><button aria-label="Şikayet et">Şikayet et</button></div>'
            f"</kt-entry>{sub}"
        )

    entries = "".join(entry(i) for i in tops(ts))
    css = (
        "body{margin:0;font-family:'Inter',system-ui,sans-serif;color:#0f172a}a{color:inherit}kt-entry,kt-replies,kt-discussion{display:block}kt-replies[hidden]{display:none}"
        ".block{display:block}.flex{display:flex}.grid{display:grid}.place-items-center{place-items:center}.items-center{align-items:center}.justify-between{justify-content:space-between}.gap-2{gap:.5rem}.gap-4{gap:1rem}.gap-8{gap:2rem}"
        ".h-9{height:2.25rem}.w-9{width:2.25rem}.rounded{border-radius:.25rem}.rounded-full{border-radius:9999px}.border-l{border-left:1px solid}.border-b{border-bottom:1px solid}.border-slate-200{border-color:#e2e8f0}"
        ".bg-slate-200{background:#e2e8f0}.bg-sky-600{background:#0284c7}.bg-slate-900{background:#0f172a}.bg-red-600{background:#dc2626}.bg-slate-50{background:#f8fafc}"
        ".ml-11{margin-left:2.75rem}.ml-12{margin-left:3rem}.mt-1{margin-top:.25rem}.mt-8{margin-top:2rem}.mx-auto{margin-left:auto;margin-right:auto}.max-w-6xl{max-width:72rem}"
        ".px-1{padding:0 .25rem}.px-4{padding-left:1rem;padding-right:1rem}.py-3{padding:.75rem 0}.pl-4{padding-left:1rem}.p-4{padding:1rem}"
        ".text-xs{font-size:.75rem}.text-sm{font-size:.875rem}.text-\\[10px\\]{font-size:10px}.text-\\[15px\\]{font-size:15px}.text-3xl{font-size:1.9rem;line-height:1.2}.leading-relaxed{line-height:1.65}"
        ".font-bold{font-weight:700}.font-semibold{font-weight:600}.uppercase{text-transform:uppercase}.text-white{color:#fff}.text-slate-500{color:#64748b}.text-sky-700{color:#0369a1}"
        ".md\\:grid-cols-3{grid-template-columns:2fr 1fr}"
    )
    body = f"""<header class="bg-slate-900 text-white"><div class="mx-auto flex max-w-6xl items-center justify-between px-4 py-3"><a href="/" class="text-3xl font-bold">egekent<span class="text-sky-700">haber</span></a><nav aria-label="Ana menü" class="flex gap-4 text-sm"><a href="/gundem">Gündem</a><a href="/izmir">İzmir</a><a href="/ulasim">Ulaşım</a><a href="/ekonomi">Ekonomi</a><a href="/spor">Spor</a><a href="/yasam">Yaşam</a></nav><a href="/giris" class="text-sm">Giriş yap</a></div></header>
<div class="bg-red-600 text-white"><div class="mx-auto max-w-6xl px-4 text-sm py-3"><b>SON DAKİKA</b> · Kemeraltı'nda restorasyon ihalesi sonuçlandı · Bornova'da su kesintisi 16.00'da sona erecek</div></div>
<main class="mx-auto mt-8 grid max-w-6xl gap-8 px-4 md:grid-cols-3"><article>
<p class="text-sm font-bold uppercase text-sky-700">Ulaşım</p>
<h1 class="text-3xl font-bold">Körfez'de öğle saatlerinde vapur seferleri seyreliyor</h1>
<p class="text-sm text-slate-500">Zeynep Arslan · <time datetime="2025-02-11T06:30:00Z">11 Şubat 2025 09:30</time> · <a href="#">Paylaş</a> · <a href="#">WhatsApp</a> · <a href="#">X</a></p>
<div class="leading-relaxed">
<p>Büyükşehir belediyesinin deniz ulaşımı şirketi, 1 Mart'tan itibaren Karşıyaka-Konak hattında 11.00 ile 16.00 arasındaki seferlerin 10 dakikada bir yerine 20 dakikada bir yapılacağını açıkladı.</p>
<p>Şirketten yapılan açıklamada, sabah 7.00-9.00 ve akşam 17.00-20.00 arasındaki seferlerde değişiklik olmayacağı belirtildi. Kararın gerekçesi olarak yakıt maliyetleri ve öğle saatlerindeki düşük doluluk gösterildi.</p>
<p>Verilere göre öğle seferlerinde gemilerin doluluk oranı yüzde 18 civarında kalıyor.</p>
</div>
<kt-discussion article-id="250211-0412" class="mt-8 block" id="tartisma">
<div class="flex items-center justify-between border-b border-slate-200"><h2>Yorumlar <span class="text-slate-500">({len(ts)})</span></h2><div class="text-sm">Sırala: <button class="font-semibold">En yeni</button> · <button>En beğenilen</button></div></div>
<div class="p-4 bg-slate-50 text-sm">Yorum yapmak için <a href="/giris">giriş yapın</a>. Yorumlar editör onayından sonra yayınlanır.</div>
{entries}
</kt-discussion>
</article>
<aside><div class="grid place-items-center bg-slate-50 text-xs text-slate-500" style="height:250px">REKLAM</div>
<h3>Çok okunanlar</h3><ol class="text-sm"><li><a href="/izmir/kordon-bisiklet-yolu">Kordon'a yeni bisiklet yolu geliyor</a></li><li><a href="/spor/goztepe-transfer">Göztepe'den sürpriz transfer</a></li><li><a href="/ekonomi/kira-artisi">İzmir'de kiralar bir yılda yüzde 60 arttı</a></li><li><a href="/yasam/hava-durumu">Hafta sonu hava nasıl olacak?</a></li></ol>
<h3>Nöbetçi eczaneler</h3><p class="text-sm">Karşıyaka: Deniz Eczanesi · Konak: Alsancak Eczanesi · Bornova: Kampüs Eczanesi</p></aside></main>
<footer class="mt-8 bg-slate-900 p-4 text-sm text-white"><div class="mx-auto max-w-6xl">egekenthaber.com · <a href="/kunye">Künye</a> · <a href="/kvkk">KVKK</a> · <a href="/iletisim">İletişim</a> · © 2025 Ege Kent Medya A.Ş.</div></footer>
<div role="dialog" aria-label="Çerez bildirimi" class="p-4 bg-slate-50 text-sm" style="position:fixed;bottom:0;left:0;right:0">Sitemizde çerezler kullanılmaktadır. <button>Kabul et</button> <button>Ayarlar</button></div>
<script type="module">customElements.define('kt-entry', class extends HTMLElement {{}});customElements.define('kt-replies', class extends HTMLElement {{}});customElements.define('kt-avatar', class extends HTMLElement {{}});customElements.define('kt-discussion', class extends HTMLElement {{ connectedCallback() {{ this.querySelectorAll('button[aria-controls]').forEach(b => b.addEventListener('click', () => {{ const r = document.getElementById(b.getAttribute('aria-controls')); r.hidden = !r.hidden; b.setAttribute('aria-expanded', String(!r.hidden)); }})); }} }});</script>"""
    return mk(
        "eh-tr-karsiyaka-vapur",
        "discussion",
        "tr",
        page(
            "Körfez'de öğle saatlerinde vapur seferleri seyreliyor",
            "Ege Kent Haber",
            "tr",
            css,
            body,
            published="2025-02-11T06:30:00Z",
            author="Zeynep Arslan",
            section="Ulaşım",
        ),
        ts,
        path="/ulasim/korfez-vapur-seferleri-seyreliyor",
        container="kt-discussion#tartisma under 'Yorumlar (14)': kt-entry custom elements (kt-avatar initials, b NAME, 'Editör' label, time 'N saat önce', text div > p, Beğen/Yanıtla/Şikayet et), answers in a kt-replies element after the entry (its sibling); two answers of the first thread (and an answer to one) in kt-replies[hidden] after '2 yanıtı daha gör'",
        heading="Yorumlar (14)",
        description="A Turkish city news site of February 2025, utility classes and server-rendered custom elements (kt-discussion, kt-entry, kt-replies, kt-avatar) upgraded by a small module script: 14 readers' comments, answers in a sibling kt-replies element, three deep, three entries folded by a hidden attribute under '2 yanıtı daha gör', the newsroom answering once ('Editör'); furniture: breaking-news strip, most read, duty pharmacies, ad, cookie notice.",
    )


# --------------------------------------------------------------------------- es: a provincial paper, 2022 (CSS modules, emoji)


def es_embalse() -> Case:
    ts = talk("""
Paco Herrera @ hace 6 h ~ 2022-08-23T07:20:00Z :: El embalse al 21 % a finales de agosto y seguimos regando campos de golf. Alguien tendrá que explicarlo.
>Lucía Benavente @ hace 5 h ~ 2022-08-23T08:02:00Z :: Los campos de golf riegan con agua depurada, no del embalse. Lo dice la propia Confederación.
>>Paco Herrera @ hace 5 h ~ 2022-08-23T08:31:00Z :: Pues que lo expliquen mejor, porque en el pueblo nadie se lo cree.
Mª Carmen Villalobos @ hace 5 h ~ 2022-08-23T08:15:00Z :: En Peñarrubia ya nos cortan el agua de 23:00 a 7:00 desde julio. Con niños pequeños y 40 grados es un infierno.
Jorge_Azuaga @ hace 4 h ~ 2022-08-23T09:10:00Z :: Lo de los cortes nocturnos es lo de menos. El problema es que no se ha hecho ni una obra en la red en veinte años y se pierde un tercio del agua por el camino.
>Isidro M. @ hace 3 h ~ 2022-08-23T10:05:00Z :: Exacto. En mi calle lleva una fuga desde Semana Santa y la hemos avisado cuatro veces.
Rocío del Pino @ hace 3 h ~ 2022-08-23T10:22:00Z :: ¿Alguien sabe si los pozos de la vega se pueden usar para consumo humano? Mi abuelo siempre decía que el agua de allí era la mejor.
>Andrés Capilla @ hace 2 h ~ 2022-08-23T11:18:00Z :: Hay análisis del 2019 con nitratos por encima del límite. Para regar sí, para beber no.
Teodoro Sanz @ hace 1 h ~ 2022-08-23T12:40:00Z :: Que vuelvan a hacer rogativas como en el 95, que aquella vez funcionó 😅
Esther Gallardo @ hace 20 min ~ 2022-08-23T13:27:00Z :: Mañana hay concentración a las 20:00 en la plaza del Ayuntamiento de Valdemora para pedir la conexión con el embalse de Cañada Honda. Pasad la voz.
""")
    c, sheet = hashed(
        "cssmod",
        "heraldo-sierra-2022",
        {
            "CommentList.root": "list-style:none;margin:0;padding:0",
            "CommentCard.root": "padding:16px 0;border-bottom:1px solid #ececec",
            "CommentCard.header": "display:flex;align-items:center;gap:10px",
            "CommentCard.avatar": "width:34px;height:34px;border-radius:50%;background:#2d6a4f;color:#fff;display:flex;align-items:center;justify-content:center;font:700 12px sans-serif",
            "CommentCard.author": "font-weight:700;font-size:15px",
            "CommentCard.time": "color:#888;font-size:13px",
            "CommentCard.body": "font-size:16px;line-height:1.55;margin:6px 0 8px 44px",
            "Reactions.root": "display:flex;gap:6px;margin-left:44px",
            "Reactions.pill": "border:1px solid #ddd;border-radius:14px;padding:2px 8px;font-size:13px;background:#fff",
            "CommentCard.replies": "margin:10px 0 0 44px",
            "CommentCard.toggle": "cursor:pointer;color:#2d6a4f;font-weight:700;font-size:14px",
            "CommentCard.replyList": "list-style:none;padding:0 0 0 14px;margin:8px 0 0;border-left:3px solid #d8f3dc",
            "Comments.section": "margin-top:40px;border-top:2px solid #1b4332;padding-top:16px",
            "Comments.title": "font:800 22px Georgia,serif;margin:0 0 10px",
            "Comments.login": "background:#f4f6f4;padding:12px;font-size:14px;margin-bottom:12px",
            "Site.page": "max-width:1160px;margin:0 auto;padding:0 18px;font-family:'Lato',Arial,sans-serif;color:#1f2421",
            "Site.header": "display:flex;align-items:center;justify-content:space-between;padding:16px 0;border-bottom:1px solid #ddd",
            "Site.logo": "font:800 32px Georgia,serif;color:#1b4332;text-decoration:none",
            "Site.nav": "display:flex;gap:18px;list-style:none;margin:0;padding:10px 0;font-size:15px;font-weight:700",
            "Site.grid": "display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:36px",
            "Article.title": "font:800 36px/1.15 Georgia,serif;margin:10px 0",
            "Article.sub": "font-size:19px;color:#444;line-height:1.45",
            "Article.byline": "font-size:13px;color:#777;margin:12px 0",
            "Article.body": "font-size:18px;line-height:1.7",
            "Rail.box": "margin-bottom:24px;font-size:14px",
            "Rail.ad": "height:600px;background:#f2f2f2;color:#aaa;display:flex;align-items:center;justify-content:center;font-size:11px",
            "Site.footer": "margin-top:48px;border-top:1px solid #ddd;padding:24px 0;font-size:13px;color:#777",
        },
    )
    reac = [
        ("👍", 34, "😡", 12),
        ("👍", 21, "", 0),
        ("👍", 5, "😂", 3),
        ("😢", 27, "👍", 14),
        ("👍", 49, "👏", 11),
    ]
    reac += [
        ("👍", 18, "", 0),
        ("🤔", 9, "👍", 6),
        ("👍", 15, "", 0),
        ("😂", 22, "👍", 4),
        ("👍", 31, "💪", 8),
    ]

    def card(i: int) -> str:
        t = ts[i]
        e1, n1, e2, n2 = reac[i]
        pills = f'<button class="{c["Reactions.pill"]}" aria-label="{n1} reacciones {e1}">{e1} {n1}</button>'
        if e2:
            pills += (
                f'<button class="{c["Reactions.pill"]}" aria-label="{n2} reacciones {e2}">{e2} {n2}</button>'
            )
        pills += f'<button class="{c["Reactions.pill"]}" aria-label="Añadir reacción">＋</button><button class="{c["Reactions.pill"]}">Responder</button>'
        rs = replies_of(ts, i)
        sub = ""
        if rs:
            label = "Ver 1 respuesta" if len(rs) == 1 else f"Ver {len(rs)} respuestas"
            sub = (
                f'<details class="{c["CommentCard.replies"]}"><summary class="{c["CommentCard.toggle"]}">{label}</summary>'
                f'<ul class="{c["CommentCard.replyList"]}">'
                + "".join(card(j) for j in rs)
                + "</ul></details>"
            )
        return (
            f'<li class="{c["CommentCard.root"]}" data-comment-id="{20817 + i}">'
            f'<div class="{c["CommentCard.header"]}"><span class="{c["CommentCard.avatar"]}" aria-hidden="true">{esc(abbr(t.who))}</span>'
            f'<span class="{c["CommentCard.author"]}">{esc(t.who)}</span><time class="{c["CommentCard.time"]}" datetime="{t.iso}">{esc(t.at)}</time></div>'
            f'<div class="{c["CommentCard.body"]}">{paras(t.body)}</div><div class="{c["Reactions.root"]}">{pills}</div>{sub}</li>'
        )

    cards = f'<ul class="{c["CommentList.root"]}">' + "".join(card(i) for i in tops(ts)) + "</ul>"
    body = f"""<div id="__next"><div class="{c["Site.page"]}"><header class="{c["Site.header"]}"><a class="{c["Site.logo"]}" href="/">Heraldo de la Sierra</a><div style="font-size:13px">Martes, 23 de agosto de 2022 · <a href="/suscripcion">Suscríbete por 1 €</a> · <a href="/acceso">Iniciar sesión</a></div></header>
<nav aria-label="Secciones"><ul class="{c["Site.nav"]}"><li><a href="/provincia">Provincia</a></li><li><a href="/valdemora">Valdemora</a></li><li><a href="/comarcas">Comarcas</a></li><li><a href="/campo">Campo</a></li><li><a href="/deportes">Deportes</a></li><li><a href="/opinion">Opinión</a></li><li><a href="/esquelas">Esquelas</a></li></ul></nav>
<div class="{c["Site.grid"]}"><main><article>
<a href="/comarcas" style="color:#2d6a4f;font-weight:700;font-size:13px;text-transform:uppercase">Sequía</a>
<h1 class="{c["Article.title"]}">El embalse de Peñarrubia cae al 21 % y la Mancomunidad amplía los cortes nocturnos a seis pueblos</h1>
<p class="{c["Article.sub"]}">Desde el 1 de septiembre se cortará el suministro de 23:00 a 7:00 también en Valdemora, Torrecilla y Los Yesares. La Confederación descarta por ahora el abastecimiento con cisternas.</p>
<div class="{c["Article.byline"]}">Alberto Requena · Valdemora · <time datetime="2022-08-23T05:45:00Z">23/08/2022 07:45</time> · Actualizada 10:10 · <a href="#">Compartir en WhatsApp</a> · <a href="#">Twitter</a></div>
<div class="{c["Article.body"]}">
<p>El embalse de Peñarrubia, que abastece a doce municipios de la Sierra Baja, estaba ayer al 21 % de su capacidad, el nivel más bajo registrado en agosto desde 1995.</p>
<p>La Mancomunidad de Aguas acordó en pleno extraordinario extender los cortes nocturnos, que ya se aplicaban en Peñarrubia y Castril de la Vega, a otros cuatro pueblos a partir del 1 de septiembre.</p>
<p>Su presidenta, Inmaculada Lozano, reconoció que las pérdidas en la red «rondan el 30 %» y anunció que se pedirán fondos europeos para renovar las conducciones.</p>
<p>La plataforma vecinal Agua para la Sierra reclama la conexión con el embalse de Cañada Honda, un proyecto aprobado en 2009 que nunca llegó a licitarse.</p>
</div>
<section class="{c["Comments.section"]}" id="comentarios"><h2 class="{c["Comments.title"]}">Comentarios (10)</h2>
<div class="{c["Comments.login"]}"><a href="/acceso?r=comentarios">Inicia sesión</a> para comentar. Normas de participación: <a href="/normas">aquí</a>.</div>
{cards}
</section>
</article></main>
<aside><div class="{c["Rail.ad"]}">Publicidad</div>
<div class="{c["Rail.box"]}"><h3>Lo más leído</h3><ol><li><a href="/valdemora/feria-2022">Programa completo de la Feria de Valdemora 2022</a></li><li><a href="/comarcas/penarrubia-cortes">Peñarrubia amplía los cortes de agua</a></li><li><a href="/deportes/cd-valdemora">El CD Valdemora ficha a un delantero de Segunda RFEF</a></li><li><a href="/campo/aceituna-precio">La aceituna, a 0,55 euros el kilo</a></li></ol></div>
<div class="{c["Rail.box"]}"><h3>Farmacias de guardia</h3><p>Valdemora: Ldo. Morales, C/ Real 14 · Torrecilla: Lda. Ruiz, Pl. Mayor 2</p></div></aside></div>
<footer class="{c["Site.footer"]}">Heraldo de la Sierra · <a href="/aviso-legal">Aviso legal</a> · <a href="/privacidad">Privacidad</a> · <a href="/cookies">Cookies</a> · <a href="/contacto">Contacto</a> · © Ediciones Sierra Baja S.L. 2022</footer></div></div>
<div role="dialog" aria-label="Consentimiento de cookies" style="position:fixed;left:0;right:0;bottom:0;background:#fff;border-top:1px solid #ccc;padding:14px;font-size:13px">Utilizamos cookies propias y de terceros. <button>Aceptar y cerrar</button> <button>Configurar</button></div>"""
    return mk(
        "eh-es-penarrubia-embalse",
        "discussion",
        "es",
        page(
            "El embalse de Peñarrubia cae al 21 % y la Mancomunidad amplía los cortes nocturnos a seis pueblos",
            "Heraldo de la Sierra",
            "es",
            sheet,
            body,
            published="2022-08-23T05:45:00Z",
            author="Alberto Requena",
            section="Sequía",
        ),
        ts,
        path="/comarcas/embalse-penarrubia-21-cortes-nocturnos",
        container="section#comentarios under 'Comentarios (10)': ul > li.CommentCard_root__xxxxx (initials, NAME, time 'hace N h', body div > p, emoji reaction pills), answers in a closed details ('Ver N respuestas') > ul inside the parent's li",
        heading="Comentarios (10)",
        description="A Spanish provincial paper of August 2022 on a Next.js-like stack, CSS-modules-like 'CommentCard_root__x8Kd2' classes: 10 readers' comments with emoji reaction pills and relative times with datetime, answers two deep inside closed <details> 'Ver N respuestas' (printed); furniture: subscription strip, most read, duty pharmacies, ad, cookie dialog.",
    )


# --------------------------------------------------------------------------- nl: a regional site, 2024 (Astro-like)


def nl_dijk() -> Case:
    ts = talk("""
Henk Bosma @ 5 uur geleden ~ 2024-03-26T07:42:00Z :: Drie jaar lang geen fietspad over de dijk? Dan rijden alle scholieren uit Wierum straks over de provinciale weg. Dat gaat een keer mis.
>Wetterskip Noord @ 4 uur geleden ~ 2024-03-26T08:30:00Z :: Goedemorgen Henk, er komt een tijdelijk fietspad aan de binnenkant van de dijk, verlicht en gescheiden van de weg. Het ligt er voordat de werkzaamheden in september beginnen.
>>Henk Bosma @ 4 uur geleden ~ 2024-03-26T08:51:00Z :: Dank voor de uitleg, dat stond niet in het artikel.
Marijke van der Veen @ 4 uur geleden ~ 2024-03-26T08:05:00Z :: Wij wonen vlak achter de dijk. Krijgen we ook iets te horen over trillingen en schade aan huizen? Bij de vorige versterking bij Holwerd zijn scheuren ontstaan.
Jelle_W @ 3 uur geleden ~ 2024-03-26T09:14:00Z :: Liever drie jaar overlast dan dat we over twintig jaar natte voeten hebben. Goed dat het gebeurt.
>Sietske Dijkstra @ 2 uur geleden ~ 2024-03-26T10:20:00Z :: Eens, maar de bewoners moeten wel eerlijk gecompenseerd worden. Dat gaat vaak te traag.
Pieter Hoekstra @ 1 uur geleden ~ 2024-03-26T11:33:00Z :: Wat gebeurt er met de schapen die nu op de dijk grazen? Mijn buurman heeft er zestig lopen.
""")
    c, sheet = hashed(
        "astro",
        "noordkust-2024",
        {
            "shell": "max-width:1100px;margin:0 auto;padding:0 18px;font-family:'Outfit',system-ui,sans-serif;color:#14213d",
            "top": "display:flex;justify-content:space-between;align-items:center;padding:14px 0;border-bottom:2px solid #fca311",
            "logo": "font-weight:800;font-size:26px;color:#14213d;text-decoration:none",
            "menu": "display:flex;gap:18px;list-style:none;margin:0;padding:8px 0;font-size:15px",
            "cols": "display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:36px;margin-top:18px",
            "kop": "font-size:34px;line-height:1.15;margin:8px 0",
            "intro": "font-size:19px;font-weight:600;line-height:1.5",
            "meta": "font-size:13px;color:#6c757d",
            "tekst": "font-size:18px;line-height:1.7",
            "reacties": "margin-top:40px",
            "rh": "font-size:22px;margin:0 0 8px",
            "regels": "font-size:13px;color:#6c757d;margin:0 0 12px",
            "lijst": "list-style:none;margin:0;padding:0",
            "item": "padding:14px 0;border-top:1px solid #e9ecef",
            "kopje": "display:flex;gap:10px;align-items:center;font-size:14px",
            "letter": "width:34px;height:34px;border-radius:8px;background:#fca311;color:#14213d;display:flex;align-items:center;justify-content:center;font-weight:800",
            "naam": "font-weight:700",
            "org": "font-size:11px;background:#14213d;color:#fff;padding:1px 6px;border-radius:3px",
            "wanneer": "color:#6c757d",
            "bericht": "margin:6px 0 0 44px;font-size:16px;line-height:1.6",
            "acties": "margin:6px 0 0 44px;display:flex;gap:14px;font-size:13px;color:#495057",
            "sub": "list-style:none;margin:8px 0 0 44px;padding:0 0 0 14px;border-left:2px solid #fca311",
            "side": "font-size:14px",
            "ad": "height:250px;background:#f1f3f5;color:#adb5bd;display:flex;align-items:center;justify-content:center;font-size:11px",
            "foot": "margin-top:48px;padding:24px 0;border-top:1px solid #dee2e6;font-size:13px;color:#6c757d",
        },
    )
    cid = "data-astro-cid-q7rk2m4e"
    duimen = [41, 17, 9, 28, 36, 22, 12]

    def item(i: int) -> str:
        t = ts[i]
        org = f'<span class="{c["org"]}" {cid}>Waterschap</span>' if t.who == "Wetterskip Noord" else ""
        rs = replies_of(ts, i)
        sub = f'<ul class="{c["sub"]}" {cid}>' + "".join(item(j) for j in rs) + "</ul>" if rs else ""
        return (
            f'<li class="{c["item"]}" {cid} id="r-{6620 + i}">'
            f'<div class="{c["kopje"]}" {cid}><span class="{c["letter"]}" aria-hidden="true" {cid}>{esc(abbr(t.who))}</span>'
            f'<span class="{c["naam"]}" {cid}>{esc(t.who)}</span>{org}<time class="{c["wanneer"]}" datetime="{t.iso}" {cid}>{esc(t.at)}</time></div>'
            f'<div class="{c["bericht"]}" {cid}>{paras(t.body)}</div>'
            f'<div class="{c["acties"]}" {cid}><astro-island uid="Z1x{i}" component-url="/_astro/Duim.C3kQ9f.js" renderer-url="/_astro/client.Bx2p.js" props="{{&quot;n&quot;:[0,{duimen[i]}]}}" client="visible" ssr=""><button aria-label="Duim omhoog">👍 {duimen[i]}</button></astro-island><button {cid}>Reageer</button><button {cid}>Melden</button></div>'
            f"{sub}</li>"
        )

    lijst = f'<ul class="{c["lijst"]}" {cid}>' + "".join(item(i) for i in tops(ts)) + "</ul>"
    body = f"""<div class="{c["shell"]}" {cid}><header class="{c["top"]}" {cid}><a class="{c["logo"]}" href="/" {cid}>Noordkust Nieuws</a><span style="font-size:13px">dinsdag 26 maart 2024 · 9°C, buien · <a href="/tip">Tip de redactie</a></span></header>
<nav aria-label="Hoofdmenu"><ul class="{c["menu"]}" {cid}><li><a href="/nieuws">Nieuws</a></li><li><a href="/noardeast-fryslan">Noardeast-Fryslân</a></li><li><a href="/waddeneilanden">Waddeneilanden</a></li><li><a href="/sport">Sport</a></li><li><a href="/agenda">Agenda</a></li><li><a href="/112">112</a></li></ul></nav>
<div class="{c["cols"]}" {cid}><main><article>
<a href="/noardeast-fryslan" style="color:#e85d04;font-weight:700;font-size:13px">NOARDEAST-FRYSLÂN</a>
<h1 class="{c["kop"]}" {cid}>Dijk bij Wierum drie jaar op de schop: fietspad over de kruin gaat dicht</h1>
<p class="{c["intro"]}" {cid}>Het waterschap versterkt vanaf september 4,6 kilometer Waddenzeedijk tussen Wierum en Paesens. De dijk wordt 1,2 meter hoger en breder aan de landkant.</p>
<p class="{c["meta"]}" {cid}>Door Anouk Terpstra · <time datetime="2024-03-26T06:15:00Z">26 mrt 2024, 07:15</time> · <a href="#">Deel via WhatsApp</a> · <a href="#">Kopieer link</a></p>
<div class="{c["tekst"]}" {cid}>
<p>Wetterskip Noord presenteerde maandagavond in dorpshuis De Terp de plannen voor de dijkversterking. Ruim 150 inwoners kwamen af op de informatieavond.</p>
<p>Het werk kost 68 miljoen euro en is nodig omdat de dijk bij de laatste toetsing niet meer voldeed aan de nieuwe veiligheidsnormen.</p>
<p>Tijdens de werkzaamheden is het fiets- en wandelpad over de kruin van de dijk afgesloten. Het waterschap belooft een alternatieve route.</p>
<p>Bewoners kunnen tot 30 april een zienswijze indienen. Een bouwkundige opname van woningen binnen 100 meter van de dijk is gratis.</p>
</div>
<section class="{c["reacties"]}" id="reacties" aria-labelledby="reacties-kop" {cid}>
<h2 class="{c["rh"]}" id="reacties-kop" {cid}>Reacties ({len(ts)})</h2>
<p class="{c["regels"]}" {cid}>Reageren kan tot 48 uur na publicatie. <a href="/huisregels">Huisregels</a> · <a href="/inloggen">Inloggen</a></p>
{lijst}
</section></article></main>
<aside class="{c["side"]}" {cid}><div class="{c["ad"]}" {cid}>Advertentie</div>
<h3>Meest gelezen</h3><ol><li><a href="/nieuws/veerboot-ameland">Veerboot naar Ameland vaart weer volgens dienstregeling</a></li><li><a href="/sport/sc-holwerd">SC Holwerd wint derby met 3-2</a></li><li><a href="/nieuws/dijk-wierum">Dijk bij Wierum drie jaar op de schop</a></li><li><a href="/nieuws/supermarkt-dokkum">Nieuwe supermarkt in Dokkum open</a></li></ol>
<h3>Getijden Wierum</h3><p>Hoogwater 04:52 · 17:18<br>Laagwater 11:09 · 23:31</p></aside></div>
<footer class="{c["foot"]}" {cid}>Noordkust Nieuws is een uitgave van Stichting Streekmedia Noord · <a href="/colofon">Colofon</a> · <a href="/privacy">Privacy</a> · <a href="/adverteren">Adverteren</a></footer></div>
<div role="dialog" aria-label="Cookie-instellingen" style="position:fixed;bottom:0;left:0;right:0;background:#14213d;color:#fff;padding:14px;font-size:13px">Wij gebruiken cookies voor statistieken en advertenties. <button>Akkoord</button> <button>Weigeren</button></div>
<script type="module">document.querySelectorAll('#reacties button[aria-label="Duim omhoog"]').forEach(b => b.addEventListener('click', () => b.classList.toggle('aan'), {{ once: true }}));</script>"""
    return mk(
        "eh-nl-wierum-dijk",
        "discussion",
        "nl",
        page(
            "Dijk bij Wierum drie jaar op de schop: fietspad over de kruin gaat dicht",
            "Noordkust Nieuws",
            "nl",
            sheet,
            body,
            published="2024-03-26T06:15:00Z",
            author="Anouk Terpstra",
            section="Noardeast-Fryslân",
            head='<meta name="generator" content="Astro v4.4.15">',
        ),
        ts,
        path="/noardeast-fryslan/dijk-wierum-drie-jaar-op-de-schop",
        container="section#reacties under 'Reacties (7)': ul > li.item.astro-xxx[data-astro-cid] (initials square, NAME, 'Waterschap' label, time 'N uur geleden', text div > p, an astro-island with a thumbs-up count, Reageer/Melden), answers in a nested ul.sub inside the parent's li",
        heading="Reacties (7)",
        description="A Dutch regional news site of March 2024 built with an Astro-like tool (scope classes and data-astro-cid attributes, astro-island for the thumbs-up button): 7 reactions three deep, the water board answering once with a 'Waterschap' label, relative times with datetime; furniture: most read, tide table, ad, cookie bar. Never says 'comment'.",
    )


def threads3_eh() -> list[Case]:
    return [tr_ferry(), es_embalse(), nl_dijk()]
