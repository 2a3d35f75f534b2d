"""Made-up sites of blind set BJ (today's news sites, magazines and blogs whose discussion a reader reaches the ways
today's interfaces reveal it) and the furniture's words per language (``WORDS``). Every site name, place and text
invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_KEYS = ("share", "foryou", "popular", "letter", "signup", "wall", "wallbtn", "live", "rights")

# lang | share | for you | popular | newsletter line | sign up | paywall teaser | paywall button | live | rights
_WORD_ROWS = """
de|Artikel teilen|Für dich ausgewählt|Gerade viel gelesen|Jeden Freitag: das Wichtigste aus dem Tal|Eintragen|Weiterlesen mit Plus: alle Artikel, ohne Werbung|Plus testen|Live|Impressum · Datenschutz
fr|Partager l'article|Sélectionné pour vous|En ce moment|Chaque vendredi, l'essentiel de la vallée|Je m'inscris|Poursuivez avec l'offre Intégrale, sans publicité|Essayer|En direct|Mentions légales
es|Compartir artículo|Elegido para ti|Lo que se lee ahora|Cada viernes, lo esencial de la comarca|Apuntarme|Sigue leyendo con Socio Plus, sin anuncios|Hazte socio|Directo|Aviso legal
ja|記事をシェア|あなたへのピックアップ|いま読まれています|毎週金曜、地域の要点をお届け|登録|プレミアム会員なら全文を広告なしで|会員になる|速報|利用規約
ru|Поделиться|Подобрано для вас|Сейчас читают|Каждую пятницу — главное за неделю|Подписаться|Продолжите с подпиской «Плюс» без рекламы|Оформить|Онлайн|Правовая информация
ar|شارك المقال|اخترنا لك|الأكثر تداولا الآن|كل جمعة: أهم ما جرى في المدينة|اشترك|تابع القراءة مع الاشتراك المميز دون إعلانات|اشترك الآن|مباشر|سياسة الخصوصية
ko|기사 공유|회원님을 위한 추천|지금 많이 읽는 기사|매주 금요일, 동네 소식 요약|신청|프리미엄 구독으로 광고 없이 전문 읽기|구독하기|속보|이용약관
pt|Compartilhar matéria|Escolhidas para você|Mais lidas agora|Toda sexta, o essencial da região|Quero receber|Continue lendo com o plano Completo, sem anúncios|Assinar|Ao vivo|Termos de uso
it|Condividi l'articolo|Scelti per te|Più letti ora|Ogni venerdì il meglio della provincia|Iscrivimi|Continua a leggere con Premium, senza pubblicità|Abbonati|Diretta|Note legali
pl|Udostępnij artykuł|Wybrane dla Ciebie|Teraz czytane|W każdy piątek najważniejsze z powiatu|Zapisuję się|Czytaj dalej z pakietem Premium bez reklam|Wykup dostęp|Na żywo|Regulamin
tr|Haberi paylaş|Senin için seçtik|Şu an en çok okunan|Her cuma ilçeden öne çıkanlar|Kaydol|Reklamsız okumak için Premium'a geç|Üye ol|Canlı|Künye
nl|Artikel delen|Voor jou geselecteerd|Nu veel gelezen|Elke vrijdag het belangrijkste uit de streek|Inschrijven|Lees verder met Plus, zonder reclame|Probeer Plus|Live|Colofon
sv|Dela artikeln|Utvalt för dig|Läses just nu|Varje fredag: det viktigaste från bygden|Anmäl mig|Läs vidare med Plus utan annonser|Bli prenumerant|Direkt|Om oss
zh|分享文章|为你精选|正在热读|每周五，本地要闻一封信|订阅|开通会员，无广告阅读全文|立即开通|快讯|关于我们
el|Κοινοποίηση άρθρου|Επιλεγμένα για εσάς|Διαβάζονται τώρα|Κάθε Παρασκευή τα σημαντικά του νησιού|Εγγραφή|Συνεχίστε με τη συνδρομή Plus χωρίς διαφημίσεις|Γίνετε συνδρομητής|Live|Όροι χρήσης
he|שתפו את הכתבה|נבחרו עבורך|נקראות עכשיו|בכל יום שישי: עיקרי השבוע באזור|הרשמה|המשיכו לקרוא במינוי פרימיום ללא פרסומות|להצטרפות|מבזקים|תנאי שימוש
uk|Поширити статтю|Добірка для вас|Зараз читають|Щоп'ятниці — головне за тиждень|Підписатися|Читайте далі з передплатою «Плюс» без реклами|Оформити|Наживо|Правила
hi|लेख साझा करें|आपके लिए चुनी गई ख़बरें|अभी पढ़ी जा रही हैं|हर शुक्रवार: हफ़्ते की ख़ास ख़बरें|जुड़ें|बिना विज्ञापन पूरा पढ़ने के लिए प्रीमियम लें|प्रीमियम लें|लाइव|नियम व शर्तें
vi|Chia sẻ bài viết|Dành riêng cho bạn|Đang được đọc nhiều|Mỗi thứ Sáu: tin chính trong tuần|Đăng ký|Đọc tiếp với gói Hội viên, không quảng cáo|Trở thành hội viên|Trực tiếp|Điều khoản
fi|Jaa artikkeli|Valittu sinulle|Luetaan nyt|Joka perjantai viikon tärkeimmät|Tilaa|Lue loppuun Plus-tilauksella ilman mainoksia|Kokeile Plussaa|Suora|Tietosuoja
cs|Sdílet článek|Vybráno pro vás|Právě se čte|Každý pátek to hlavní z kraje|Přihlásit odběr|Čtěte dál s předplatným Plus bez reklam|Předplatit|Živě|Podmínky
en|Share this story|Picked for you|Trending now|The Friday digest from the moors|Sign me up|Keep reading with Moorland+ — no ads|Subscribe|Live|Terms
th|แชร์บทความ|คัดมาให้คุณ|กำลังเป็นที่สนใจ|ทุกวันศุกร์ สรุปข่าวเด่นของจังหวัด|สมัครรับ|อ่านต่อแบบไม่มีโฆษณากับสมาชิกพรีเมียม|สมัครสมาชิก|สด|ข้อกำหนด
id|Bagikan artikel|Pilihan untukmu|Sedang ramai dibaca|Setiap Jumat, rangkuman berita kota|Daftar|Lanjut baca tanpa iklan dengan paket Premium|Berlangganan|Langsung|Pedoman media
hu|Cikk megosztása|Neked válogattuk|Most olvassák|Minden pénteken a hét legfontosabb hírei|Feliratkozom|Olvass tovább reklám nélkül a Plusz előfizetéssel|Előfizetek|Élő|Impresszum
ro|Distribuie articolul|Ales pentru tine|Se citește acum|În fiecare vineri, esențialul din județ|Mă abonez|Citește mai departe fără reclame cu abonamentul Plus|Abonează-te|Live|Termeni
da|Del artiklen|Udvalgt til dig|Læses lige nu|Hver fredag: ugens vigtigste fra egnen|Tilmeld mig|Læs videre med Plus uden reklamer|Bliv abonnent|Live|Privatlivspolitik
hr|Podijeli članak|Odabrano za vas|Upravo se čita|Svakog petka najvažnije iz županije|Prijavi me|Čitajte dalje s pretplatom Plus bez oglasa|Pretplati se|Uživo|Impressum
"""

WORDS: dict[str, dict[str, str]] = {}
for _line in _WORD_ROWS.strip().splitlines():
    _lang, *_vals = _line.split("|")
    assert len(_vals) == len(_KEYS), _line
    WORDS[_lang] = dict(zip(_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteBJ:
    key: str
    name: str
    lang: str
    skin: str
    tagline: str
    sections: tuple[str, ...]

    @property
    def direction(self) -> str:
        return "rtl" if self.lang in ("ar", "he") else "ltr"


# key | name | lang | skin | tagline | sections (the first is the home page)
_ROWS = """
de-lindau|Lindauer Talbote|de|nw|Das Nachrichtenportal für Oberlindau und das Ohmtal|Start,Ohmtal,Politik,Wirtschaft,Sport
fr-causse|La Gazette du Causse|fr|mg|Le magazine des plateaux et des gorges|Accueil,Territoire,Portraits,Agriculture,Culture
es-sotillo|Sotillo Hoy|es|nw|Noticias de Sotillo del Campo y su comarca|Portada,Sotillo,Comarca,Campo,Deportes
ja-minato|みなと日日新聞|ja|nw|港南市のニュースサイト|トップ,港南,まち,しごと,スポーツ
ru-ozyorsk|Озёрский вестник|ru|bl|Городской блог о жизни у озера|Главная,Город,Люди,Транспорт,Досуг
ar-wadi|صوت الوادي|ar|mg|مجلة الوادي الأخضر|الرئيسية,المدينة,زراعة,ثقافة,رياضة
ko-sorae|소래마을신문|ko|nw|소래읍 주민이 만드는 뉴스|홈,마을,교육,경제,문화
pt-areia|Folha de Areia Branca|pt|mg|A revista do litoral norte|Início,Cidade,Praia,Economia,Cultura
it-brenta|Il Ponte sul Brenta|it|bl|Il blog di cronaca della bassa valle|Home,Paese,Storie,Ambiente,Sport
pl-wierzbno|Wierzbno24|pl|nw|Serwis gminy Wierzbno|Start,Gmina,Powiat,Rolnictwo,Sport
tr-karaagac|Karaağaç Postası|tr|mg|İlçenin haber dergisi|Ana Sayfa,İlçe,Tarım,Eğitim,Spor
nl-veenhoven|Veenhovense Courant|nl|bl|Het dorpsblog van Veenhoven|Home,Dorp,Natuur,Verenigingen,Sport
sv-alvsund|Älvsunds Allehanda|sv|nw|Nyheter från Älvsund och älvdalen|Start,Älvsund,Dalen,Jobb,Sport
zh-qingshan|青山日报网|zh|nw|青山县新闻门户|首页,县城,乡镇,民生,体育
el-kastri|Καστρί Σήμερα|el|mg|Το περιοδικό του νησιού|Αρχική,Νησί,Άνθρωποι,Θάλασσα,Πολιτισμός
he-harod|חדשות עין חרוד|he|nw|אתר החדשות של עמק חרוד|ראשי,אזורי,קהילה,חינוך,ספורט
uk-vyshnia|Вишнівський кур'єр|uk|mg|Журнал громади Вишневого|Головна,Громада,Люди,Господарство,Спорт
hi-sonpur|सोनपुर दर्पण|hi|bl|सोनपुर का डिजिटल अख़बार|होम,नगर,गाँव,शिक्षा,खेल
vi-camlo|Cẩm Lộ Ngày Nay|vi|nw|Tin tức huyện Cẩm Lộ|Trang chủ,Thời sự,Nông nghiệp,Giáo dục,Thể thao
fi-jarvela|Järvelän Sanomat|fi|bl|Järvelän kylien verkkolehti|Etusivu,Kylät,Luonto,Yrittäjät,Liikunta
cs-brezina|Březinský deník|cs|mg|Magazín Březinska|Úvod,Město,Příroda,Ekonomika,Sport
en-moorgate|The Moorgate Ledger|en|mg|Independent journalism from the high moors|Home,Moors,People,Money,Outdoors
th-ban-khlong|บ้านคลองนิวส์|th|nw|ข่าวชุมชนริมคลอง|หน้าแรก,ชุมชน,คน,อาชีพ,กีฬา
id-sukamaju|Kabar Sukamaju|id|bl|Blog berita Kecamatan Sukamaju|Beranda,Warga,Pendidikan,Ekonomi,Olahraga
hu-kisret|Kisréti Napló|hu|mg|A falu online magazinja|Címlap,Falu,Iskola,Gazdaság,Sport
ro-valea|Gazeta Văii Mureșelului|ro|nw|Știri din valea Mureșelului|Acasă,Comună,Județ,Bani,Sport
da-rughoj|Rughøj Ugeavis|da|nw|Nyt fra Rughøj og omegn|Forside,Rughøj,Egnen,Erhverv,Sport
hr-lipovac|Lipovački list|hr|bl|Portal Lipovca i okolice|Naslovnica,Lipovac,Županija,Gospodarstvo,Sport
"""

SITES_BJ: dict[str, SiteBJ] = {}
for _line in _ROWS.strip().splitlines():
    _k, _n, _l, _s, _tag, _secs = _line.split("|")
    SITES_BJ[_k] = SiteBJ(_k, _n, _l, _s, _tag, tuple(_secs.split(",")))
