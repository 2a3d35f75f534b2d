"""Blind set DC: one mixed page: a Turkish city news portal of 2012 whose story is followed by the "Muhabir Sizsiniz"
box (readers' tips sent to the newsroom, each with the sender's name, neighbourhood, time and text) right above the
article's own readers' discussion (threaded, "Yanıtla", likes). Only the discussion is the truth. Every class name,
name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_dc_common import Case, box, counted, doc, esc, make, paras, talk

TR_CSS = (
    "body{margin:0;background:#ececec;font:13px/1.5 Tahoma,Arial,sans-serif;color:#222}#genel{width:1000px;margin:0 auto;background:#fff}"
    "#ust{background:#b3121b;color:#fff;padding:4px 10px;font-size:11px}#logo-alan{padding:12px 10px}#logo-alan .logo{font:bold 34px Arial;color:#b3121b}"
    "#menu{list-style:none;margin:0;padding:0;background:#222;overflow:hidden}#menu li{float:left}#menu a{display:block;color:#fff;padding:7px 12px}"
    "#sol{float:left;width:650px;padding:12px}#sag{float:right;width:300px;padding:12px 6px}.kutu h3{margin:6px 0;border-bottom:3px solid #b3121b;font-size:13px}"
    ".ihbar{border:1px solid #eee;background:#fafafa;padding:6px;margin-bottom:6px}.ihbar .gonderen{font-weight:bold}.ihbar .semt{color:#b3121b}"
    ".yorum{border-top:1px solid #e5e5e5;padding:8px 0}.yorum .yanitlar{margin-left:30px}.y-ad{font-weight:bold}.y-tarih{color:#888;font-size:11px}#alt{clear:both;background:#222;color:#999;padding:14px;font-size:11px}"
)

TIPS = (
    (
        "Hüseyin Aktaş",
        "Atatürk Mah.",
        "12.03.2012 07:48",
        "Atatürk Caddesi'nde 23 numaranın önünde su borusu patladı, yol göl oldu. Sabahtan beri kimse gelmedi.",
    ),
    (
        "Nermin Yıldız",
        "Yenikent",
        "12.03.2012 09:15",
        "Yenikent parkındaki oyun grubunun kaydırağı kırık, çocuklar yaralanabilir. Belediyeye iki kere yazdık.",
    ),
    (
        "Cem Korkmaz",
        "İskele",
        "12.03.2012 10:02",
        "İskele'de sabah 8 seferi 20 dakika rötarlı kalktı, hiçbir anons yapılmadı.",
    ),
    (
        "Ayten Öz",
        "Çarşı",
        "12.03.2012 11:37",
        "Cumhuriyet Meydanı'ndaki saat kulesinin saati üç gündür 4'ü 10 geçeyi gösteriyor :)",
    ),
    (
        "Murat Er",
        "Sanayi Sitesi",
        "12.03.2012 12:20",
        "Sanayi sitesi girişindeki trafik lambası yanmıyor, kavşakta kaza olmak üzere.",
    ),
)


def tr_vapur() -> Case:
    cs = talk("""
Kemal Usta @ 12.03.2012 13:05 :: 30 yıldır bu vapurla karşıya geçiyorum, ilk defa bu kadar saçma bir tarife gördüm. Akşam 19.00'dan sonra sefer yok, işten çıkan insan nasıl dönecek? Otobüsle 45 dakika.
>Selin K. @ 12.03.2012 13:40 :: Aynen. Ben de hastanede vardiyalı çalışıyorum, gece vardiyasından çıkınca artık taksiye 40 lira vereceğim galiba.
>>Kemal Usta @ 12.03.2012 14:12 :: Selin hanım imza kampanyası başlatıyoruz, cumartesi iskelede olacağız. Bekleriz.
Ozan_35 @ 12.03.2012 14:30 :: Haberde yazmıyor ama yeni tarifede hafta sonu seferleri de azalmış, pazar günü sadece 4 sefer var. Yazlıkçılar gelince ne olacak merak ediyorum
gökhan @ 12.03.2012 15:48 :: belediye zarar ediyormuş, vapurlar boş gidiyormuş... sabah 7.30 seferine binin de görün boş mu gidiyor
Av. Derya Tunç @ 12.03.2012 17:22 :: Belediye meclisinin bu kararı aldığı toplantının tutanağı henüz yayımlanmadı. Bilgi edinme başvurusu yaptım, cevap gelince burada paylaşırım.
>Ozan_35 @ 12.03.2012 18:01 :: Eline sağlık Derya hanım, takipteyiz.
""")
    likes = [48, 21, 15, 19, 33, 40, 6]

    def thread(parent: int | None) -> str:
        out: list[str] = []
        for i, c in enumerate(cs):
            if c.parent != parent:
                continue
            kids = thread(i) if any(k.parent == i for k in cs) else ""
            out.append(
                f'<div class="yorum" id="y{66120 + i}"><div class="y-ust"><span class="y-ad">{esc(c.who)}</span> <span class="y-tarih">{esc(c.at)}</span></div>'
                f'<div class="y-metin">{paras(c.body)}</div>'
                f'<div class="y-alt"><a href="#" class="begen">Beğen ({likes[i]})</a> · <a href="#yaz" class="yanitla">Yanıtla</a> · <a href="/sikayet/{66120 + i}">Şikayet et</a></div>'
                + (f'<div class="yanitlar">{kids}</div>' if kids else "")
                + "</div>"
            )
        return "".join(out)

    tips = "".join(
        f'<div class="ihbar"><span class="gonderen">{esc(n)}</span> · <span class="semt">{esc(s)}</span> · <span class="saat">{esc(t)}</span><p>{esc(x)}</p></div>'
        for n, s, t, x in TIPS
    )
    post = (
        '<div class="haber"><p class="yol"><a href="/">Ana Sayfa</a> › <a href="/kent">Kent</a></p>'
        "<h1>Körfez vapurlarında yeni tarife: akşam seferleri kaldırıldı</h1>"
        '<p class="tarih">Yayınlanma: 11 Mart 2012 Pazar, 16:30 | Güncelleme: 11 Mart 2012 Pazar, 18:05 | <span class="okunma">Okunma: 5.214</span></p>'
        "<p class=\"spot\"><b>Belediye Deniz Ulaşımı A.Ş.'nin yayımladığı yeni tarifeyle, 19 Mart'tan itibaren İskele ile Karşıyaka arasında saat 19.00'dan sonra vapur seferi yapılmayacak.</b></p>"
        "<p>Şirketten yapılan açıklamada, akşam seferlerinde doluluk oranının yüzde 20'nin altında kaldığı, yakıt maliyetlerinin ise son bir yılda yüzde 35 arttığı belirtildi. Akşam saatlerinde yolcuların belediye otobüslerinin 6 ve 6A hatlarını kullanabileceği bildirildi.</p>"
        "<p>Yeni tarifeyle hafta içi sefer sayısı 22'den 16'ya iniyor. İlk sefer yine sabah 06.45'te yapılacak.</p>"
        '<p>Karara tepki gösteren Karşıyaka Mahalle Muhtarı İsmail Güneş, "Akşam vardiyasından dönen yüzlerce kişi mağdur olacak" dedi.</p>'
        '<div class="paylas">Paylaş: <span class="fb">Beğen 132</span> <span class="tw">Tweetle 27</span> <a href="#">E-posta</a> <a href="#">Yazdır</a></div>'
        '<div class="muhabir">Haber: Elif Saraç – Gediz Postası</div></div>'
    )
    after = (
        f'<div class="kutu muhabir-sizsiniz"><h3>Muhabir Sizsiniz: okurlarımızdan gelen ihbarlar</h3><p>Çevrenizde olanları bize yazın, fotoğraf gönderin.</p>{tips}'
        '<a href="/muhabir-sizsiniz">Tüm ihbarlar »</a></div>'
        f'<div id="okur-yorumlari"><h3>Okur Yorumları (7)</h3>{thread(None)}'
        '<div id="yaz"><h4>Yorum yazın</h4><form action="/yorum/ekle" method="post"><label>Adınız</label><input type="text" name="ad" /><label>Yorumunuz</label>'
        '<textarea name="metin" rows="5" cols="60"></textarea><input type="submit" value="Gönder" /></form><p class="uyari">Yorumlar editör onayından sonra yayınlanır. Hakaret içeren yorumlar yayınlanmaz.</p></div></div>'
    )
    side = (
        '<div class="reklam" style="height:250px;background:#f3f3f3;text-align:center;color:#aaa">Reklam</div>'
        + box(
            "En çok okunanlar",
            counted(
                "Çevre yolunda zincirleme kaza: 3 yaralı | 8.940\nKörfez vapurlarında yeni tarife | 5.214\nMaç sonu olaylar: 12 gözaltı | 4.118\nPazar yeri yeni yerine taşınıyor | 2.306",
                "okunma",
            ),
            "kutu",
        )
        + box(
            "En çok yorumlananlar",
            counted(
                "Pazar yeri yeni yerine taşınıyor | 41\nKörfez vapurlarında yeni tarife | 7\nSahil yoluna bisiklet yolu geliyor | 29",
                "yorum",
            ),
            "kutu",
        )
        + box("Hava durumu", "<p>Bugün: 14°C, parçalı bulutlu<br />Yarın: 16°C, güneşli</p>", "kutu")
        + box(
            "Nöbetçi eczaneler",
            "<ul><li>Deniz Eczanesi – İskele Cad. 12</li><li>Şifa Eczanesi – Yenikent, 1204 Sk. 3</li></ul>",
            "kutu",
        )
        + box(
            "Anket",
            "<p>Akşam vapur seferleri kaldırılmalı mı?</p><ul><li>Evet: 9%</li><li>Hayır: 86%</li><li>Fikrim yok: 5%</li></ul><p>Oy sayısı: 2.140</p>",
            "kutu",
        )
        + box("Vefat edenler", "<ul><li>Fatma Çelik (84)</li><li>Ahmet Demirel (71)</li></ul>", "kutu")
    )
    body = (
        '<div id="genel"><div id="ust">12 Mart 2012 Pazartesi · Namaz vakitleri · <a href="/uye-girisi">Üye girişi</a></div>'
        '<div id="logo-alan"><span class="logo">Gediz Postası</span> <span>Kentin haber sitesi</span></div>'
        '<ul id="menu"><li><a href="/">Ana Sayfa</a></li><li><a href="/kent">Kent</a></li><li><a href="/siyaset">Siyaset</a></li><li><a href="/spor">Spor</a></li><li><a href="/ekonomi">Ekonomi</a></li><li><a href="/foto-galeri">Foto Galeri</a></li><li><a href="/kose-yazilari">Köşe Yazıları</a></li></ul>'
        f'<div id="sol">{post}\n{after}</div><div id="sag">{side}</div>'
        '<div id="alt">© 2012 Gediz Postası. Tüm hakları saklıdır. Haberlerin izinsiz kullanılması yasaktır.</div></div>'
    )
    html = doc(
        "tr", "Körfez vapurlarında yeni tarife: akşam seferleri kaldırıldı", "Gediz Postası", TR_CSS, body
    )
    return make(
        "dc-mixed-tr-vapur",
        "mixed",
        "tr",
        html,
        cs,
        path="/dc/gediz-postasi/kent/korfez-vapur-tarife.html",
        container="div#okur-yorumlari",
        heading="Okur Yorumları (7)",
        description="Turkish city news portal of 2012: 7 readers' comments (3 replies, up to 2 deep, 'Beğen (n) · Yanıtla · Şikayet et') right under the 'Muhabir Sizsiniz' box of 5 readers' tips to the newsroom, each with the sender's name, neighbourhood, time and text; most read and most commented with counts, weather, pharmacies on duty, poll, deaths",
        lookalikes=("Muhabir Sizsiniz: readers' tips",),
    )


def mixed_dc() -> list[Case]:
    return [tr_vapur()]
