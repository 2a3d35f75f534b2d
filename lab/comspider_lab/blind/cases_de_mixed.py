"""Blind set DE: a mixed page: a Turkish city paper's ferry-timetable story of 2012 whose "Okur Hattı" box (readers'
complaints sent to the newsroom, each with a name, a neighbourhood, a time and a short text about another matter: not
a discussion) sits right under the story, above the story's 6 readers' comments with one level of answers in the
paper's own markup. Every class name, name, place and text invented for this set; each comment and complaint written
by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_de_common import Case, doc, esc, kids, make, paras, slug, talk

COMPLAINTS = """
Sevgi A. | Alaybey Mahallesi | 09.09.2012 14:20 | Sokağımızdaki çöp konteyneri dört gündür boşaltılmadı, koku dayanılmaz halde. Belediyeyi üç kez aradık.
Hüseyin Doğru | Yalıkavak Mahallesi | 09.09.2012 10:05 | 1203. Sokak'taki parkın salıncakları kırık, çocuklar yaralanacak. Fotoğrafını da gönderdim.
Cemile Ünal | Çamlıtepe | 08.09.2012 21:47 | 14 numaralı otobüs akşam 20.00'den sonra hiç gelmiyor, durakta bir saat bekledik.
Okan B. | Sahil Mahallesi | 08.09.2012 17:30 | Kordon'daki bisiklet yoluna araçlar park ediyor, zabıta hiç uğramıyor.
"""


def tr_vapur() -> Case:
    cs = talk("""
Kemal Yurtsever @ 10.09.2012 11:14 :: Nihayet! Gece 22.00'den sonra karşıya geçmek için iki otobüs değiştiriyordum. Hafta sonu için de aynısını bekliyoruz.
>deniz_kizi @ 10.09.2012 11:40 :: Hafta sonu tarifesi aynı kalıyormuş Kemal bey, haberin son paragrafında yazıyor. Yazık.
Ayşe Nur Tan @ 10.09.2012 12:05 :: Akşam seferleri güzel ama sabah 7.15 vapuru hep dolu, yarısı ayakta gidiyor. Önce ona bir çözüm bulsunlar. Bir de klimalar çalışmıyor, eylülde bile içerisi hamam.
emekli öğretmen @ 10.09.2012 13:27 :: İskeledeki bilet makinesi yine bozuk, kart dolduramıyoruz. Haber yapar mısınız?
>*Körfez Postası @ 10.09.2012 14:02 :: Hocam, şikâyetinizi belediyenin basın bürosuna ilettik, cevap gelince haberleştireceğiz. Okur Hattı'na da yazabilirsiniz.
Murat K. @ 10.09.2012 16:50 :: Tarife değişti, fiyat da değişecek mi? 1,75 TL'den 2 TL'ye çıkacağı konuşuluyor, bilen var mı?
""")
    tree = kids(cs)

    def yorum(i: int) -> str:
        c = cs[i]
        sub = ""
        if i in tree:
            sub = '<div class="yorum-cevaplar">' + "".join(yorum(k) for k in tree[i]) + "</div>"
        badge = ' <span class="rozet">Editör</span>' if c.staff else ""
        return (
            f'<div class="yorum" id="yorum-{90310 + i}"><div class="yorum-ust"><span class="yorum-yazan">{esc(c.who)}</span>{badge} '
            f'<span class="yorum-tarih">{esc(c.at)}</span></div><div class="yorum-metin">{paras(c.body)}</div>'
            f'<div class="yorum-alt"><a href="#" class="cevapla">Cevapla</a> · <span class="begen">Beğen</span> · <a href="#">Şikâyet et</a></div>{sub}</div>'
        )

    rows = []
    for row in COMPLAINTS.strip().splitlines():
        who, hood, at, text = (x.strip() for x in row.split("|"))
        rows.append(
            f'<li class="oh-kayit"><div class="oh-kim"><b>{esc(who)}</b> · {esc(hood)} · <span class="oh-zaman">{esc(at)}</span></div>'
            f'<p class="oh-metin">{esc(text)}</p></li>'
        )
    okur_hatti = (
        '<div class="okur-hatti"><h3>Okur Hattı: Sorununuzu yazın, peşine düşelim</h3>'
        '<p class="oh-not">SMS: 0 500 000 00 00 · e-posta: okurhatti@korfezpostasi.example.com.tr · Mesajlar editör onayından sonra yayımlanır.</p>'
        f'<ul class="oh-liste">{"".join(rows)}</ul><p><a href="/okur-hatti/">Tüm okur mesajları (1.284) »</a> · <a href="/okur-hatti/yaz/">Siz de yazın</a></p></div>'
    )
    yorumlar = (
        '<div class="yorumlar" id="yorumlar"><h3>Okur Yorumları (6)</h3>'
        f'<div class="yorum-liste">{"".join(yorum(i) for i in tree[None])}</div>'
        '<div class="yorum-yaz"><h4>Yorum yazın</h4><form method="post" action="/yorum/ekle/"><p>Adınız: <input type="text" name="ad" /></p>'
        '<p><textarea name="yorum" cols="60" rows="4"></textarea></p><p><input type="submit" value="Gönder" /></p></form>'
        '<p class="yorum-kural">Yorumlar editör onayından sonra yayımlanır. Hakaret içeren yorumlar yayımlanmaz.</p></div></div>'
    )
    body = (
        '<div id="kp-sayfa"><div id="kp-ust">10 Eylül 2012 Pazartesi · Körfezkent 27 °C · <a href="#">E-Gazete</a> · <a href="#">Künye</a> · <a href="#">İletişim</a></div>'
        '<div id="kp-logo">Körfez Postası<small>Körfezkent\'in gazetesi</small></div><ul id="kp-menu">'
        + "".join(
            f'<li><a href="/{slug(m) or "x"}/">{esc(m)}</a></li>'
            for m in (
                "Anasayfa",
                "Gündem",
                "Kent",
                "Ekonomi",
                "Spor",
                "Kültür-Sanat",
                "Yazarlar",
                "Foto Galeri",
                "Okur Hattı",
            )
        )
        + "</ul>"
        '<div id="kp-ana"><div class="haber-detay"><p class="kategori">Kent</p>'
        "<h1>Yeni vapur tarifesi açıklandı: Akşam seferleri 23.30'a uzatıldı</h1>"
        '<p class="haber-bilgi">Haber: Selin Kaymak · 10.09.2012 09:45 · Güncelleme: 10.09.2012 10:20</p>'
        '<div class="paylas">Facebook\'ta paylaş 86 · Tweetle 19 · Yazdır · Arkadaşına gönder</div>'
        "<p><b>Körfezkent Deniz Ulaşım AŞ, 17 Eylül'den itibaren geçerli olacak kış tarifesini açıkladı. Hafta içi son seferler Karşıyaka ve Sahil iskelelerinden 23.30'a uzatıldı.</b></p>"
        "<p>Yeni tarifeyle hafta içi günlük sefer sayısı 64'ten 72'ye çıkıyor. Şirket Genel Müdürü Necdet Aksoy, akşam saatlerinde yolcu sayısının son iki yılda yüzde 30 arttığını, özellikle üniversite öğrencilerinin talebi üzerine seferlerin uzatıldığını söyledi.</p>"
        "<p>Sabah 7.00 ile 9.00 arasında ise sefer aralıkları 20 dakikadan 15 dakikaya indiriliyor. Filoya katılan iki yeni katamaranın ekim ayında hizmete girmesi bekleniyor.</p>"
        "<p>Hafta sonu tarifesinde bir değişiklik yapılmadı; cumartesi ve pazar günleri son seferler 22.00'de kalkmaya devam edecek.</p></div>"
        f"{okur_hatti}{yorumlar}"
        '<div class="ilgili"><h4>İlgili haberler</h4><ul><li><a href="#">İki yeni katamaran Körfez\'e geliyor</a> (22.08.2012)</li><li><a href="#">Vapurda klima isyanı</a> (14.07.2012)</li></ul></div></div>'
        '<div id="kp-sag"><div class="kutu" style="height:250px;background:#f2f2f2;text-align:center;color:#aaa">Reklam</div>'
        '<div class="kutu"><h4>Çok okunanlar</h4><ol><li><a href="#">Yeni vapur tarifesi açıklandı</a> (6.204)</li><li><a href="#">Kordon\'da trafik düzenlemesi</a> (3.871)</li><li><a href="#">Körfezspor evinde kayıp</a> (2.455)</li></ol></div>'
        '<div class="kutu"><h4>Yazarlar</h4><ul><li><a href="#">Tuncay Erkan: Vapur da bir kent kültürüdür</a></li><li><a href="#">Filiz Oral: Eylülde deniz</a></li></ul></div>'
        '<div class="kutu"><h4>Nöbetçi eczaneler</h4><p>Merkez: Şifa Eczanesi · Karşıyaka: Deniz Eczanesi</p></div>'
        '<div class="kutu"><h4>Namaz vakitleri</h4><p>İmsak 05:12 · Öğle 13:14 · Akşam 19:41</p></div></div>'
        '<div id="kp-alt">© 2012 Körfez Postası Gazetecilik ve Yayıncılık A.Ş. Tüm hakları saklıdır. Haberlerin izinsiz kullanılması yasaktır.</div></div>'
    )
    css = (
        "body{margin:0;background:#f0f0f0;font:13px/1.5 Arial,Tahoma,sans-serif;color:#222}#kp-sayfa{width:990px;margin:0 auto;background:#fff}"
        "#kp-ust{font-size:11px;background:#eee;padding:4px 10px}#kp-logo{font:bold 36px Georgia,serif;color:#003f7f;padding:12px 10px}#kp-logo small{display:block;font:12px Arial;color:#888}"
        "#kp-menu{list-style:none;margin:0;padding:0;background:#003f7f;overflow:hidden}#kp-menu li{float:left}#kp-menu a{display:block;color:#fff;padding:7px 11px;font-weight:bold}"
        "#kp-ana{float:left;width:650px;padding:12px}#kp-sag{float:right;width:300px;padding:12px 6px}.kutu{border:1px solid #dde;margin-bottom:12px;padding:6px}"
        ".okur-hatti{background:#fff8e1;border:1px solid #f0d27a;padding:8px;margin:14px 0}.oh-liste{list-style:none;padding:0}.oh-kayit{border-bottom:1px dotted #e0c060;padding:4px 0}"
        ".yorum{border-top:1px solid #ddd;padding:6px 0}.yorum-cevaplar{margin-left:32px}.yorum-yazan{font-weight:bold;color:#003f7f}.yorum-tarih{color:#999;font-size:11px}"
        ".rozet{background:#003f7f;color:#fff;font-size:10px;padding:0 4px}.yorum-alt{font-size:11px;color:#888}#kp-alt{clear:both;background:#003f7f;color:#ccd;padding:12px;font-size:11px}"
    )
    html = doc(
        "tr",
        "Yeni vapur tarifesi açıklandı: Akşam seferleri 23.30'a uzatıldı",
        "Körfez Postası",
        css,
        "haber",
        body,
    )
    return make(
        "de-mixed-korfez-vapur",
        "mixed",
        "tr",
        html,
        cs,
        path="/kent/yeni-vapur-tarifesi-aciklandi-aksam-seferleri-2330a-uzatildi-h48812.html",
        container="div#yorumlar: h3 'Okur Yorumları (6)', div.yorum (span.yorum-yazan, span.yorum-tarih, div.yorum-metin) with answers in div.yorum-cevaplar",
        heading="Okur Yorumları (6)",
        description="A Turkish city paper's own CMS, 2012: right under a ferry-timetable story an 'Okur Hattı' box of 4 readers' complaints to the newsroom (name, neighbourhood, time, a short text about another matter), then 6 readers' comments with one level of answers, one by the paper signed 'Körfez Postası' with an 'Editör' badge; most read with counts, columnists, pharmacies on duty.",
        lookalikes=("readers' complaints sent to the newsroom: name, neighbourhood, time, text",),
    )


def mixed_de() -> list[Case]:
    return [tr_vapur()]
