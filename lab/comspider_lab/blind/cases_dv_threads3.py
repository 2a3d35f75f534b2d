"""Blind set DV: two discussions of the 2020s printed by the site's own software: a Turkish coastal town's news site of
2021 ("Yorumlar": an entry removed for breaking the publishing principles with its answer kept, the editor's note set
between the entries, the signed-in reader's own entry awaiting the editor's approval, likes and dislikes) and a Japanese
local paper's site of 2022 ("読者の声", never "comment": entries deleted by their writers and hidden by the site with
answers kept, edited ones, a blocked user's entry printed but folded, the newsroom's notice between the entries).
Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dv_common import Case, doc, esc, kids, make, paras, slug, thread

# --------------------------------------------------------------------------- tr: a coastal town's news site, 2021


def tr_otopark() -> Case:
    es = thread("""
Hüseyin Aktaş @ 14.06.2021 09:12 ~ 2021-06-14T09:12:00+03:00 :: Kırk yıldır bu sahile ücretsiz iniyoruz. Şimdi köyde oturan adam da denize girmek için günde 30 lira mı verecek? Belediye önce yerli halkı düşünsün.
>Selin Karaca @ 14.06.2021 09:40 ~ 2021-06-14T09:40:00+03:00 :: Hüseyin Bey, haberin altında yazıyor, ikametgâhı Ilıcabük olanlara yüzde elli indirim var. Yine de haklısınız, bu indirim yazın bütün ay için yetmez.
!gone @ 14.06.2021 10:05 ~ 2021-06-14T10:05:00+03:00 :: Bu yorum, yayın ilkelerimize aykırı bulunduğu için kaldırılmıştır.
>Murat Öztürk @ 14.06.2021 10:31 ~ 2021-06-14T10:31:00+03:00 :: Başkana hakaret etmekle bir yere varamayız. Meclis toplantısı herkese açık, gidip itirazımızı orada söyleyelim.
!note Editör notu :: Belediye, yerleşik halk için indirimli kartların 21 Haziran'dan itibaren muhtarlıktan alınabileceğini açıkladı. Haberimiz bu bilgiyle güncellenmiştir.
Ayşe Demirtaş @ 14.06.2021 11:18 ~ 2021-06-14T11:18:00+03:00 :: Otopark ücretli olunca insanlar arabalarını köyün dar sokaklarına bırakacak. Geçen yaz ambulans bizim sokağa giremedi, bunu kimse düşünmüyor mu?
>Kemal Yurdakul @ 14.06.2021 12:02 ~ 2021-06-14T12:02:00+03:00 :: Aynen öyle. Sokak girişlerine zabıta konmazsa bu iş olmaz. Hafta sonları İzmir'den gelen araçlar kapının önüne park ediyor.
Deniz Akgül @ 14.06.2021 13:46 ~ 2021-06-14T13:46:00+03:00 :: Ben karardan memnunum açıkçası. Sahil her yaz çöplüğe dönüyordu, toplanan para temizliğe ve cankurtarana gidecekse neden olmasın? Yeter ki hesabı şeffaf verilsin.
>Hüseyin Aktaş @ 14.06.2021 14:20 ~ 2021-06-14T14:20:00+03:00 :: Şeffaf verilirse ben de bir şey demem Deniz Hanım. Ama geçen yılki iskele parası ne oldu, hâlâ bilen yok.
Oğuzhan T. {pending} @ 14.06.2021 15:07 ~ 2021-06-14T15:07:00+03:00 :: Motosikletler için ayrı bir ücret olacak mı? Haberde sadece otomobil ve minibüs yazıyor.
""")
    k = kids(es)
    likes = {0: (37, 6), 1: (21, 2), 3: (15, 1), 5: (29, 0), 6: (18, 1), 7: (12, 14), 8: (25, 3), 9: (0, 0)}

    def box(i: int) -> str:
        e = es[i]
        sub = ""
        if i in k:
            sub = '<div class="yorum-cevaplar">' + "".join(box(j) for j in k[i]) + "</div>"
        if e.kind == "note":
            return f'<div class="alert alert-warning editor-notu" role="note"><strong>{esc(e.who)}:</strong> {esc(e.body)}</div>'
        if e.kind == "gone":
            return (
                f'<div class="yorum yorum-kaldirildi" id="y{553210 + i}"><div class="yorum-ust"><span class="yorum-tarih">{esc(e.at)}</span></div>'
                f'<p class="yorum-metin text-muted"><em>{esc(e.body)}</em></p>{sub}</div>'
            )
        pending = e.has("pending")
        like, dislike = likes[i]
        state = (
            '<div class="alert alert-info py-1 px-2 small mb-1">Yorumunuz editör onayından sonra yayınlanacaktır. Bu yorumu şu an yalnızca siz görüyorsunuz.</div>'
            if pending
            else ""
        )
        tools = (
            ""
            if pending
            else (
                f'<div class="yorum-alt"><button type="button" class="btn btn-sm btn-light begen" aria-label="Beğen">👍 <span>{like}</span></button>'
                f'<button type="button" class="btn btn-sm btn-light begenme" aria-label="Beğenme">👎 <span>{dislike}</span></button>'
                '<a href="#yorum-yaz" class="btn btn-sm btn-link cevapla">Cevapla</a><a href="#" class="btn btn-sm btn-link sikayet">Şikâyet et</a></div>'
            )
        )
        return (
            f'<div class="yorum{" yorum-onay-bekliyor" if pending else ""}" id="y{553210 + i}">'
            f'<div class="yorum-ust d-flex align-items-center"><span class="yorum-harf rounded-circle">{esc(e.who[:1])}</span>'
            f'<strong class="yorum-ad">{esc(e.who)}</strong><span class="yorum-tarih">{esc(e.at)}</span></div>{state}'
            f'<div class="yorum-metin">{paras(e.body)}</div>{tools}{sub}</div>'
        )

    listing = "".join(box(i) for i in k[None])
    n = sum(1 for e in es if e.kind == "c" and not e.has("pending"))
    css = """body{margin:0;font-family:'Roboto',-apple-system,'Segoe UI',Arial,sans-serif;font-size:16px;line-height:1.55;color:#212529;background:#f4f5f7}
a{color:#0a6ebd;text-decoration:none}.container{max-width:1140px;margin:0 auto;padding:0 15px}.d-flex{display:flex}.align-items-center{align-items:center}.rounded-circle{border-radius:50%}
.text-muted{color:#8a8f95}.small{font-size:13px}.mb-1{margin-bottom:4px}.py-1{padding-top:4px;padding-bottom:4px}.px-2{padding-left:8px;padding-right:8px}
.alert{border-radius:4px;border:1px solid transparent;padding:10px 14px;margin:10px 0}.alert-warning{background:#fff3cd;border-color:#ffe69c;color:#664d03}.alert-info{background:#cff4fc;border-color:#9eeaf9;color:#055160}
.btn{display:inline-block;border:1px solid transparent;border-radius:4px;padding:2px 8px;font-size:13px;background:none;cursor:pointer}.btn-light{background:#f1f3f5;border-color:#e3e6ea}.btn-link{color:#6c757d}
.ust-bant{background:#0b2e4f;color:#cfe0f1;font-size:13px;padding:6px 0}.ust-bant .container{display:flex;justify-content:space-between}
.logo-alani{background:#fff;padding:14px 0}.logo-alani .container{display:flex;justify-content:space-between;align-items:center}.logo{font:900 32px 'Roboto Slab',Georgia,serif;color:#0b2e4f}.logo span{color:#e94e1b}
.doviz{font-size:13px;color:#555}.ana-menu{background:#e94e1b}.ana-menu ul{list-style:none;margin:0 auto;padding:0 15px;max-width:1140px;display:flex;flex-wrap:wrap}.ana-menu a{display:block;color:#fff;font-weight:700;padding:10px 13px;font-size:14px;text-transform:uppercase}
.son-dakika{background:#fff;border-bottom:1px solid #e5e5e5;padding:6px 0;font-size:14px}.son-dakika b{background:#c00;color:#fff;padding:1px 6px;margin-right:8px}
.icerik{display:grid;grid-template-columns:minmax(0,1fr) 320px;gap:28px;margin:20px auto}.haber{background:#fff;padding:24px}.haber h1{font:700 32px/1.2 'Roboto Slab',Georgia,serif;margin:8px 0}
.haber-ozet{font-size:18px;font-weight:500;color:#333}.haber-bilgi{font-size:13px;color:#777;border-top:1px solid #eee;border-bottom:1px solid #eee;padding:8px 0;margin:12px 0}
.paylas a{display:inline-block;padding:4px 10px;border-radius:3px;color:#fff;font-size:13px;margin-right:4px}.p-fb{background:#1877f2}.p-tw{background:#1da1f2}.p-wa{background:#25d366}.p-tg{background:#229ed9}
.haber-metin p{font-size:17px;margin:0 0 14px}.etiketler a{display:inline-block;background:#f1f3f5;padding:2px 10px;border-radius:12px;font-size:13px;margin:2px;color:#333}
.yorumlar{background:#fff;padding:20px 24px;margin-top:20px}.yorumlar h2{font-size:20px;margin:0 0 10px;border-bottom:2px solid #e94e1b;padding-bottom:6px}
.yorum-kurallar{font-size:13px;color:#777}.yorum{border-top:1px solid #eee;padding:12px 0}.yorum-cevaplar{margin-left:46px;border-left:3px solid #f1f3f5;padding-left:12px}
.yorum-harf{width:34px;height:34px;background:#0b2e4f;color:#fff;display:inline-flex;align-items:center;justify-content:center;font-weight:700;margin-right:10px}
.yorum-ad{font-weight:700;margin-right:10px}.yorum-tarih{font-size:12px;color:#999}.yorum-metin p{margin:6px 0 6px 44px;font-size:15px}.yorum-alt{margin-left:40px}
.yorum-kaldirildi>.yorum-metin{margin-left:0;font-size:14px}.yorum-onay-bekliyor{background:#fbfdff}.editor-notu{font-size:14px}
#yorum-yaz{background:#f8f9fa;padding:12px;margin-top:14px;font-size:14px}#yorum-yaz textarea{width:100%;height:70px}
.yan h3{font-size:15px;text-transform:uppercase;border-left:4px solid #e94e1b;padding-left:8px}.yan .kutu{background:#fff;padding:14px;margin-bottom:18px}.yan ol{padding-left:18px}.yan li{margin-bottom:8px;font-size:14px}
.reklam{background:#e9ecef;color:#999;font-size:11px;text-align:center;padding:4px}.alt{background:#0b2e4f;color:#cfe0f1;padding:28px 0;font-size:13px;margin-top:30px}.alt a{color:#fff}
.kvkk{position:fixed;left:16px;bottom:16px;max-width:380px;background:#fff;box-shadow:0 4px 20px rgba(0,0,0,.25);padding:14px;font-size:13px;border-radius:6px}"""
    menu = "".join(
        f'<li><a href="/{slug(s)}">{esc(s)}</a></li>'
        for s in (
            "Gündem",
            "Ilıcabük",
            "Yarımada",
            "Ekonomi",
            "Spor",
            "Kültür Sanat",
            "Nöbetçi Eczaneler",
            "Vefat İlanları",
        )
    )
    body = f"""<div class="ust-bant"><div class="container"><span>14 Haziran 2021 Pazartesi · Ilıcabük 27°C Güneşli</span><span><a href="/uye-girisi" style="color:#fff">Oğuzhan T.</a> · <a href="/cikis" style="color:#cfe0f1">Çıkış</a></span></div></div>
<div class="logo-alani"><div class="container"><a class="logo" href="/">Kıyı<span>Postası</span></a><span class="doviz">USD 8,62 · EUR 10,44 · Altın 496,3</span></div></div>
<nav class="ana-menu"><ul>{menu}</ul></nav>
<div class="son-dakika"><div class="container"><b>SON DAKİKA</b><a href="/gundem/feribot-seferleri-artiyor">Yarımada feribot seferleri yaz tarifesiyle günde 12'ye çıkıyor</a></div></div>
<div class="container"><div class="reklam" style="height:90px;margin-top:14px">Reklam</div>
<div class="icerik"><main>
<article class="haber">
<a href="/ilicabuk" class="small" style="color:#e94e1b;font-weight:700">ILICABÜK</a>
<h1>Ilıcabük'te sahil otoparkı ücretli oluyor</h1>
<p class="haber-ozet">Belediye meclisi, Kumsal Plajı'nın girişindeki 320 araçlık otoparkın 1 Temmuz'dan itibaren ücretli olmasına karar verdi. Yerleşik halka yüzde elli indirim uygulanacak.</p>
<div class="haber-bilgi">Güncelleme: <time datetime="2021-06-14T11:05:00+03:00">14.06.2021 11:05</time> · Yayınlanma: <time datetime="2021-06-14T08:30:00+03:00">14.06.2021 08:30</time> · Muhabir: Elif Yalçınkaya</div>
<div class="paylas"><a class="p-fb" href="#">Facebook</a><a class="p-tw" href="#">Twitter</a><a class="p-wa" href="#">WhatsApp</a><a class="p-tg" href="#">Telegram</a></div>
<figure><img src="/_avatar/kumsal-plaji-otopark.svg" width="780" height="439" alt="Kumsal Plajı otoparkı"><figcaption class="small text-muted">Kumsal Plajı girişindeki otopark hafta sonları tamamen doluyor.</figcaption></figure>
<div class="haber-metin">
<p>Ilıcabük Belediye Meclisi'nin haziran ayı toplantısında alınan kararla, Kumsal Plajı girişindeki otopark 1 Temmuz'dan itibaren ücretli hale geliyor. Otomobiller için günlük ücret 30 lira, minibüsler için 60 lira olarak belirlendi.</p>
<p>Belediye Başkanı Cengiz Ertuğrul, toplanacak gelirin plaj temizliği, cankurtaran hizmeti ve yeni duşlar için kullanılacağını söyledi. İkametgâhı Ilıcabük'te bulunanlar yüzde elli indirimli kart alabilecek.</p>
<p>Muhalefet meclis üyeleri kararın plaja erişimi zorlaştıracağını savunarak ret oyu verdi. Karar oy çokluğuyla kabul edildi.</p>
<p>Esnaf ise ücretli otoparkın araçları köy içindeki sokaklara yönlendireceğinden endişeli.</p>
</div>
<div class="etiketler"><a href="/etiket/ilicabuk">Ilıcabük</a><a href="/etiket/kumsal-plaji">Kumsal Plajı</a><a href="/etiket/belediye-meclisi">belediye meclisi</a><a href="/etiket/otopark">otopark</a></div>
</article>
<section class="yorumlar" id="yorumlar"><h2>Yorumlar ({n})</h2>
<p class="yorum-kurallar">Yorumlar editör onayından sonra yayınlanır. Hakaret, küfür ve kişilik haklarına saldırı içeren yorumlar yayınlanmaz. <a href="/yayin-ilkeleri">Yayın ilkelerimiz</a></p>
{listing}
<div id="yorum-yaz"><b>Yorum yaz</b><br><textarea placeholder="Yorumunuzu yazın..."></textarea><br><button type="button" class="btn btn-light">Gönder</button></div>
</section>
</main>
<aside class="yan">
<div class="reklam" style="height:250px">Reklam</div>
<div class="kutu"><h3>Çok okunanlar</h3><ol><li><a href="/ilicabuk/sahil-otoparki-ucretli">Ilıcabük'te sahil otoparkı ücretli oluyor</a></li><li><a href="/yarimada/orman-yangini-sondurme">Çamlık mevkiindeki yangın iki saatte söndürüldü</a></li><li><a href="/spor/ilicabukspor-sampiyon">Ilıcabükspor şampiyonluğunu kutladı</a></li><li><a href="/ekonomi/zeytinyagi-fiyatlari">Zeytinyağında fiyatlar geçen yılın üzerinde</a></li></ol></div>
<div class="kutu"><h3>Nöbetçi eczaneler</h3><ul><li>Deniz Eczanesi · Cumhuriyet Cad. No: 12</li><li>Şifa Eczanesi · Liman Sok. No: 3</li></ul></div>
<div class="kutu"><h3>Namaz vakitleri</h3><p class="small">İmsak 03:58 · Öğle 13:09 · İkindi 17:06 · Akşam 20:38 · Yatsı 22:21</p></div>
<div class="reklam" style="height:600px">Reklam</div>
</aside></div></div>
<footer class="alt"><div class="container">© 2021 Kıyı Postası · Tüm hakları saklıdır. · <a href="/kunye">Künye</a> · <a href="/iletisim">İletişim</a> · <a href="/kvkk">KVKK Aydınlatma Metni</a> · <a href="/cerez-politikasi">Çerez Politikası</a></div></footer>
<div class="kvkk">Sitemizde çerezler kullanılmaktadır. Detaylı bilgi için <a href="/cerez-politikasi">Çerez Politikası</a> sayfamızı inceleyebilirsiniz. <button type="button" class="btn btn-light">Tamam</button></div>"""
    return make(
        "dv-tr-ilicabuk-otopark",
        "discussion",
        "tr",
        doc(
            "Ilıcabük'te sahil otoparkı ücretli oluyor",
            "Kıyı Postası",
            "tr",
            css,
            body,
            published="2021-06-14T08:30:00+03:00",
            author="Elif Yalçınkaya",
        ),
        es,
        path="/ilicabuk/ilicabukte-sahil-otoparki-ucretli-oluyor-553210",
        container="section#yorumlar: div.yorum (initial letter, strong.yorum-ad, span.yorum-tarih, div.yorum-metin > p, like/dislike/Cevapla/Şikâyet et), answers in div.yorum-cevaplar inside the parent's div; a div.yorum-kaldirildi placeholder keeping its answer; the editor's note (div.alert) between the entries; the signed-in reader's own entry with 'Yorumunuz editör onayından sonra yayınlanacaktır'",
        heading="Yorumlar (7)",
        description="A Turkish coastal town's news site of June 2021 on a Bootstrap-like theme (exchange rates, breaking-news bar, share buttons with Telegram, tags, most read, pharmacies on duty, prayer times, adverts, KVKK cookie box): 8 comments with likes and dislikes, answers one deep inside their parent; an entry removed for breaking the publishing principles whose answer stays, the editor's note set between the entries, and the signed-in reader's own entry awaiting approval.",
    )


# --------------------------------------------------------------------------- ja: a local paper's site, 2022


def ja_onsen() -> Case:
    es = thread("""
湯ノ沢の住人 @ 2022年11月8日 7:42 ~ 2022-11-08T07:42:00+09:00 :: 毎朝、ゆのさとの朝風呂に通っています。近所のお年寄りにとっては風呂だけでなく、顔を合わせて話せる大切な場所です。閉館になったら、冬の間は家から出なくなる人が増えると思います。
>たかはし @ 2022年11月8日 8:15 ~ 2022-11-08T08:15:00+09:00 :: 同感です。うちの父も週三回通っていて、番台の方が顔色を見て声をかけてくれるので安心していました。
>>湯ノ沢の住人 @ 2022年11月8日 8:40 ~ 2022-11-08T08:40:00+09:00 :: そうなんです。ああいう見守りは、市の福祉の予算では代わりにならないと思います。
!gone @ 2022年11月8日 9:03 ~ 2022-11-08T09:03:00+09:00 :: この投稿は投稿者により削除されました。
>山本 一郎 @ 2022年11月8日 9:30 ~ 2022-11-08T09:30:00+09:00 :: 市長個人を責めても仕方ないでしょう。燃料費がここまで上がれば、どこの自治体でも同じ判断になると思います。
匿名希望 {edited=編集済み} @ 2022年11月8日 10:12 ~ 2022-11-08T10:12:00+09:00 :: 年間4800万円の赤字と書いてありますが、利用者一人あたりにするといくらなのでしょうか。数字がないと賛成も反対もできません。 // 市のホームページの資料を探しましたが見つかりませんでした。
!note 編集部より :: 市の説明資料によると、昨年度の利用者は延べ約6万2千人で、一人あたりの赤字は約770円です。記事にも追記しました。
北浜のまさこ @ 2022年11月8日 12:47 ~ 2022-11-08T12:47:00+09:00 :: 子どもが小さい頃、冬はいつも家族でゆのさとに行きました。せめてクラウドファンディングで存続を目指すことはできないのでしょうか。
>元市職員 @ 2022年11月8日 13:30 ~ 2022-11-08T13:30:00+09:00 :: 2015年にも一度存続の署名がありましたが、結局はボイラーの更新費用が問題になりました。寄付だけで毎年の赤字を埋めるのは難しいと思います。
>>北浜のまさこ {edited=編集済み} @ 2022年11月8日 14:02 ~ 2022-11-08T14:02:00+09:00 :: そうだったのですね。それなら、せめて民間に運営を任せる道を探してほしいです。
>!gone @ 2022年11月8日 15:20 ~ 2022-11-08T15:20:00+09:00 :: この投稿は利用規約に違反しているため、非表示になりました。
>>ゆのさと友の会 @ 2022年11月8日 15:55 ~ 2022-11-08T15:55:00+09:00 :: 友の会では12月に住民説明会への参加を呼びかけています。感情的にならず、具体的な案を持ち寄りましょう。
ローカル線ファン {blocked} @ 2022年11月8日 18:21 ~ 2022-11-08T18:21:00+09:00 :: 温泉の話とは少しずれますが、ゆのさと前のバス停も同時に廃止になるのでしょうか。駅から歩くと二十分以上かかります。
かずえ @ 2022年11月8日 20:09 ~ 2022-11-08T20:09:00+09:00 :: 閉館まであと四か月あるので、それまでに一度でも多く行こうと思います。番台の佐藤さん、いつもありがとうございます。
""")
    k = kids(es)
    agree = [48, 22, 15, 0, 9, 31, 0, 27, 18, 11, 0, 14, 6, 40]

    def li(i: int, tag: str = "li") -> str:
        e = es[i]
        sub = ""
        if i in k:
            sub = (
                f'<p class="v-reply-count">返信（{len(k[i])}件）</p><ul class="v-replies">'
                + "".join(li(j) for j in k[i])
                + "</ul>"
            )
        if e.kind == "note":
            return f'<li class="v-notice"><p class="v-notice-head">{esc(e.who)}</p><p>{esc(e.body)}</p></li>'
        if e.kind == "gone":
            return (
                f'<li class="v-item v-removed" id="v{90412 + i}"><p class="v-removed-text">{esc(e.body)}</p>'
                f'<p class="v-meta"><time datetime="{e.iso}">{esc(e.at)}</time></p>{sub}</li>'
            )
        edited = '<span class="v-edited">（編集済み）</span>' if e.has("edited") else ""
        blocked = e.has("blocked")
        fold = (
            '<p class="v-blocked">ブロック中のユーザーの投稿です。<button type="button" class="v-open">表示する</button></p>'
            if blocked
            else ""
        )
        hid = " hidden" if blocked else ""
        return (
            f'<li class="v-item" id="v{90412 + i}">'
            f'<div class="v-head"><span class="v-icon" aria-hidden="true"></span><span class="v-name">{esc(e.who)}</span>'
            f'<time class="v-time" datetime="{e.iso}">{esc(e.at)}</time>{edited}</div>{fold}'
            f'<div class="v-body"{hid}>{paras(e.body)}</div>'
            f'<div class="v-actions"{hid}><button type="button" class="v-agree">参考になった <span>{agree[i]}</span></button>'
            '<button type="button" class="v-res">返信する</button><a class="v-report" href="/help/report">違反報告</a></div>'
            f"{sub}</li>"
        )

    listing = '<ol class="v-list">' + "".join(li(i) for i in k[None]) + "</ol>"
    n = sum(1 for e in es if e.kind != "note")
    css = """[hidden]{display:none!important}body{margin:0;font-family:'Hiragino Kaku Gothic ProN','Noto Sans JP',Meiryo,sans-serif;font-size:16px;line-height:1.8;color:#222;background:#fff}
a{color:#00589f;text-decoration:none}.g-head{border-bottom:1px solid #ddd}.g-head-in{max-width:1080px;margin:0 auto;display:flex;align-items:center;justify-content:space-between;padding:10px 16px}
.g-logo{font-weight:900;font-size:28px;color:#00589f;letter-spacing:.08em}.g-logo small{display:block;font-size:11px;color:#888;letter-spacing:0;font-weight:400}.g-util a{font-size:13px;margin-left:14px}
.g-nav{background:#00589f}.g-nav ul{max-width:1080px;margin:0 auto;display:flex;list-style:none;padding:0 16px}.g-nav a{display:block;color:#fff;padding:8px 14px;font-size:14px;font-weight:700}
.g-body{max-width:1080px;margin:20px auto;padding:0 16px;display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:36px}.pankuzu{font-size:12px;color:#888}
.kiji h1{font-size:28px;line-height:1.45;margin:8px 0}.kiji-date{font-size:13px;color:#777}.kiji-body p{margin:0 0 1.2em}.share{display:flex;gap:8px;margin:12px 0}
.share a{font-size:12px;color:#fff;padding:3px 10px;border-radius:3px}.s-tw{background:#1d9bf0}.s-fb{background:#1877f2}.s-line{background:#06c755}.s-hb{background:#00a4de}
.kanren{border-top:2px solid #00589f;margin-top:24px;padding-top:8px}.kanren li{font-size:14px}
.voices{margin-top:32px;border:1px solid #dce6ef;border-radius:6px;padding:16px 18px;background:#fbfdff}.voices h2{font-size:20px;margin:0 0 6px;color:#00589f}
.voices-note{font-size:12px;color:#777}.v-list,.v-replies{list-style:none;margin:0;padding:0}.v-replies{margin-left:36px;border-left:2px solid #dce6ef;padding-left:12px}
.v-item{border-top:1px solid #e7edf3;padding:12px 0}.v-head{display:flex;align-items:center;gap:8px;font-size:13px}.v-icon{width:28px;height:28px;border-radius:50%;background:#c7d7e6;display:inline-block}
.v-name{font-weight:700}.v-time{color:#888}.v-edited{color:#999;font-size:12px}.v-body p{margin:4px 0 4px 36px;font-size:15px}.v-actions{margin-left:36px;display:flex;gap:10px;font-size:12px}
.v-actions button{background:#fff;border:1px solid #ccd;border-radius:14px;padding:0 10px;font-size:12px}.v-report{color:#999}.v-reply-count{font-size:12px;color:#00589f;margin:6px 0 0 36px}
.v-removed-text{color:#999;font-size:14px;margin:0}.v-meta{font-size:12px;color:#aaa;margin:0}.v-blocked{font-size:13px;color:#888;margin:4px 0 0 36px}.v-open{background:none;border:0;color:#00589f;padding:0}
.v-notice{background:#fff7e0;border:1px solid #f1d58a;border-radius:4px;padding:8px 12px;margin:10px 0;font-size:14px}.v-notice p{margin:0}.v-notice-head{font-weight:700;color:#8a6100}
.side-box{border-top:3px solid #00589f;margin-bottom:24px}.side-box h3{font-size:15px;margin:8px 0}.side-box ol{padding-left:20px;font-size:14px}.side-box li{margin-bottom:6px}
.ad{background:#f0f0f0;color:#aaa;font-size:11px;text-align:center;padding:4px;margin-bottom:24px}.g-foot{background:#243447;color:#c9d3dd;font-size:12px;padding:24px 16px;margin-top:36px;text-align:center}.g-foot a{color:#fff}"""
    nav = "".join(
        f'<li><a href="/{p}/">{esc(s)}</a></li>'
        for p, s in (
            ("news", "ニュース"),
            ("city", "潮見市"),
            ("area", "地域"),
            ("sports", "スポーツ"),
            ("culture", "文化・くらし"),
            ("okuyami", "おくやみ"),
            ("event", "イベント"),
        )
    )
    body = f"""<header class="g-head"><div class="g-head-in"><a class="g-logo" href="/">潮見日報<small>SHIOMI NIPPO DIGITAL</small></a><div class="g-util"><a href="/mypage/">マイページ</a><a href="/subscribe/">購読のお申し込み</a><a href="/epaper/">紙面ビューアー</a></div></div>
<nav class="g-nav"><ul>{nav}</ul></nav></header>
<div class="g-body"><main>
<p class="pankuzu"><a href="/">トップ</a> ＞ <a href="/city/">潮見市</a> ＞ 記事</p>
<article class="kiji">
<h1>市営温泉「ゆのさと」来年3月末で閉館へ　燃料費高騰で赤字拡大</h1>
<p class="kiji-date"><time datetime="2022-11-08T06:00:00+09:00">2022年11月8日 6:00</time>（最終更新 11月8日 11:30）　文・写真 中川 里美</p>
<div class="share"><a class="s-tw" href="#">ツイート</a><a class="s-fb" href="#">シェア</a><a class="s-line" href="#">LINEで送る</a><a class="s-hb" href="#">はてブ</a></div>
<figure><img src="/_avatar/yunosato-onsen.svg" width="720" height="405" alt="市営温泉ゆのさと"><figcaption style="font-size:12px;color:#777">1988年に開業した市営温泉「ゆのさと」＝潮見市湯ノ沢</figcaption></figure>
<div class="kiji-body">
<p>潮見市は7日、市営の日帰り温泉施設「ゆのさと」（湯ノ沢）を来年3月末で閉館する方針を市議会の委員会で明らかにした。燃料費の高騰で赤字が拡大し、ボイラーなど設備の更新にも多額の費用がかかるためとしている。</p>
<p>市によると、昨年度の赤字は約4800万円で、5年前の約2倍。設備の更新には約3億円が必要と見込まれる。市は地元の自治会や利用者団体への説明会を12月に開く予定。</p>
<p>ゆのさとは1988年に開業し、地元の高齢者を中心に親しまれてきた。利用者でつくる「ゆのさと友の会」は存続を求める署名活動を始めることを検討している。</p>
<p>市の担当者は「民間事業者による運営の可能性も含めて検討したが、応募の見込みがなかった」と説明した。</p>
</div>
<div class="kanren"><b>関連記事</b><ul><li><a href="/city/20221012-fuel/">市の公共施設、燃料費が前年の1.6倍に</a></li><li><a href="/area/20220830-bus/">湯ノ沢線、来春からバスの本数を半減</a></li></ul></div>
</article>
<section class="voices" id="voices"><h2>読者の声（{n}件）</h2>
<p class="voices-note">投稿は<a href="/help/terms/">利用規約</a>に沿って掲載しています。ログインすると投稿できます。</p>
{listing}
</section>
</main>
<aside>
<div class="ad" style="height:250px">広告</div>
<div class="side-box"><h3>アクセスランキング</h3><ol><li><a href="/city/yunosato/">市営温泉「ゆのさと」来年3月末で閉館へ</a></li><li><a href="/news/kaisen-don/">港の食堂、海鮮丼が全国ランキング入り</a></li><li><a href="/sports/ekiden/">市町対抗駅伝、潮見市が3年ぶり優勝</a></li><li><a href="/area/kouyou/">紅葉見頃、山寺に観光客の列</a></li></ol></div>
<div class="side-box"><h3>おくやみ</h3><ol><li>佐々木 トミさん（92）湯ノ沢</li><li>木村 正男さん（85）北浜町</li></ol></div>
<div class="side-box"><h3>天気</h3><p style="font-size:14px">潮見市 きょう 晴れ 17℃／8℃</p></div>
<div class="ad" style="height:600px">広告</div>
</aside></div>
<footer class="g-foot">Copyright © 2022 潮見日報社 All rights reserved. 掲載の記事・写真の無断転載を禁じます。 <a href="/privacy/">個人情報の取り扱い</a> ・ <a href="/help/terms/">利用規約</a> ・ <a href="/company/">会社案内</a></footer>"""
    return make(
        "dv-ja-shiomi-onsen",
        "discussion",
        "ja",
        doc(
            "市営温泉「ゆのさと」来年3月末で閉館へ　燃料費高騰で赤字拡大",
            "潮見日報",
            "ja",
            css,
            body,
            published="2022-11-08T06:00:00+09:00",
            author="中川 里美",
        ),
        es,
        path="/city/20221108-yunosato/",
        container="section#voices under '読者の声（13件）': ol.v-list > li.v-item (span.v-name, time, '（編集済み）', div.v-body > p, '参考になった' count, 返信する, 違反報告), answers after '返信（N件）' in ul.v-replies inside the li, three deep; two li.v-removed placeholders (deleted by the writer; hidden by the site) keeping their answers; a blocked user's entry printed in div[hidden]; the newsroom's notice '編集部より' as an li.v-notice between the entries",
        heading="読者の声（13件）",
        description="A Japanese local paper's site of November 2022 (subscription links, share buttons with LINE and Hatena, related stories, access ranking, obituaries, weather, adverts): 11 readers' posts with 'useful' counts, answers three deep inside their parent; an entry deleted by its writer and one hidden by the site, both keeping their answers; two edited entries; a blocked user's entry printed but folded; the newsroom's notice set between the entries; never says 'comment'.",
    )


def threads3_dv() -> list[Case]:
    return [tr_otopark(), ja_onsen()]
