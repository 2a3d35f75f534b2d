"""Made-up sites of blind set BI (today's news sites, magazines and blogs whose discussion a reader reaches the ways
today's interfaces reveal it) and the furniture's words per language (``WORDS``). Every site name, place and text
invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_KEYS = ("share", "recs", "most", "newsletter", "subscribe", "paywall", "unlock", "live", "rights")

# lang | share | recommended | most read | newsletter | subscribe | paywall teaser | its button | live | rights
_WORD_ROWS = """
en|Share this|Picked for you|Trending now|The Saturday letter, straight to your inbox|Sign me up|Members read this week's long read first|Become a member|Live|All rights reserved
de|Artikel teilen|Das könnte Sie interessieren|Gerade viel gelesen|Der Feierabend-Newsletter|Eintragen|Plus-Artikel: Die ganze Reportage nur für Abonnenten|Jetzt 4 Wochen testen|Live-Ticker|Alle Rechte vorbehalten
es|Compartir|Te puede interesar|Lo más visto|Boletín de la tarde, gratis|Apuntarme|Exclusivo para suscriptores: el análisis completo|Suscríbete por 1 €|En directo|Todos los derechos reservados
fr|Partager l'article|Sélectionnés pour vous|En ce moment|La lettre du dimanche|Je m'abonne|Réservé aux abonnés : l'enquête en trois volets|Essai gratuit|En direct|Tous droits réservés
ja|この記事をシェア|あなたにおすすめ|いま読まれています|週末ニュースレターを受け取る|登録|有料会員限定：続きの特集記事|無料で試す|速報|無断転載禁止
ru|Поделиться статьёй|Вам может быть интересно|Сейчас читают|Вечерняя рассылка|Подписаться|Только для подписчиков: полная версия расследования|Оформить подписку|Онлайн|Все права защищены
ar|شارك المقال|مختارات لك|الأكثر تداولاً|النشرة المسائية في بريدك|اشترك|للمشتركين فقط: التحقيق الكامل|جرّب مجاناً|مباشر|جميع الحقوق محفوظة
zh|分享文章|猜你喜欢|正在热读|每周简报，送到邮箱|订阅|会员专享：完整深度报道|开通会员|快讯|版权所有
ko|기사 공유|이 기사와 함께 볼 만한|지금 많이 읽는|주말 뉴스레터 받기|신청|구독자 전용: 심층 기획 전문|구독하기|속보|무단 전재 금지
hi|लेख साझा करें|आपके लिए चुनी गई|अभी सबसे ज़्यादा पढ़ी जा रही|शाम का न्यूज़लेटर|सदस्य बनें|केवल सदस्यों के लिए: पूरी रिपोर्ट|अभी जुड़ें|लाइव|सर्वाधिकार सुरक्षित
pl|Udostępnij artykuł|Wybrane dla Ciebie|Teraz czytane|Wieczorny newsletter|Zapisuję się|Tylko dla prenumeratorów: pełny reportaż|Wypróbuj za 1 zł|Na żywo|Wszelkie prawa zastrzeżone
tr|Haberi paylaş|Sizin için seçtik|Şu an çok okunanlar|Akşam bülteni|Kaydol|Abonelere özel: dosyanın tamamı|Hemen abone ol|Canlı|Tüm hakları saklıdır
uk|Поширити|Обрано для вас|Зараз читають|Вечірня розсилка|Підписатися|Лише для передплатників: повне розслідування|Спробувати безкоштовно|Наживо|Усі права захищено
fa|اشتراک‌گذاری|پیشنهاد برای شما|پربازدیدترین‌ها|خبرنامهٔ عصرگاهی|عضویت|ویژهٔ مشترکان: گزارش کامل|اشتراک بگیرید|زنده|همهٔ حقوق محفوظ است
it|Condividi l'articolo|Scelti per te|I più letti ora|La newsletter della sera|Iscrivimi|Solo per abbonati: l'inchiesta completa|Prova gratis|Diretta|Riproduzione riservata
pt|Compartilhe|Escolhidos para você|Em alta|A newsletter da noite|Quero receber|Exclusivo para assinantes: a reportagem completa|Assine já|Ao vivo|Todos os direitos reservados
nl|Deel dit artikel|Voor jou geselecteerd|Nu veel gelezen|De avondbrief|Aanmelden|Alleen voor abonnees: het hele dossier|Probeer 1 maand|Live|Alle rechten voorbehouden
sv|Dela artikeln|Utvalt för dig|Mest läst just nu|Kvällsbrevet i din inkorg|Prenumerera|Endast för prenumeranter: hela granskningen|Testa gratis|Direkt|Alla rättigheter förbehållna
vi|Chia sẻ bài viết|Dành cho bạn|Đang được đọc nhiều|Bản tin buổi tối|Đăng ký|Dành cho hội viên: toàn bộ phóng sự|Dùng thử miễn phí|Trực tiếp|Bản quyền thuộc về tòa soạn
el|Κοινοποίηση άρθρου|Επιλεγμένα για εσάς|Διαβάζονται τώρα|Το βραδινό newsletter|Εγγραφή|Μόνο για συνδρομητές: ολόκληρη η έρευνα|Δοκιμάστε δωρεάν|Ζωντανά|Με επιφύλαξη παντός δικαιώματος
th|แชร์บทความ|เลือกมาเพื่อคุณ|กำลังเป็นที่นิยม|จดหมายข่าวภาคค่ำ|สมัคร|เฉพาะสมาชิก: รายงานฉบับเต็ม|ทดลองฟรี|สด|สงวนลิขสิทธิ์
ro|Distribuie articolul|Ales pentru tine|Se citește acum|Newsletterul de seară|Mă abonez|Doar pentru abonați: ancheta completă|Încearcă gratuit|Live|Toate drepturile rezervate
hu|Cikk megosztása|Neked válogattuk|Most olvassák|Esti hírlevél|Feliratkozom|Csak előfizetőknek: a teljes riport|Próbáld ki ingyen|Élő|Minden jog fenntartva
cs|Sdílet článek|Vybrali jsme pro vás|Právě se čte|Večerní newsletter|Přihlásit|Jen pro předplatitele: celá reportáž|Vyzkoušet zdarma|Živě|Všechna práva vyhrazena
fi|Jaa artikkeli|Valittu sinulle|Luetaan nyt|Iltakirje sähköpostiisi|Tilaa|Vain tilaajille: koko reportaasi|Kokeile ilmaiseksi|Suora|Kaikki oikeudet pidätetään
he|שיתוף הכתבה|נבחרו עבורך|נקראות עכשיו|מבזק הערב למייל|הרשמה|למנויים בלבד: התחקיר המלא|נסו בחינם|שידור חי|כל הזכויות שמורות
id|Bagikan artikel|Pilihan untukmu|Sedang ramai dibaca|Buletin sore|Daftar|Khusus pelanggan: liputan lengkap|Coba gratis|Langsung|Hak cipta dilindungi
da|Del artiklen|Udvalgt til dig|Læses lige nu|Aftenbrevet|Tilmeld|Kun for abonnenter: hele reportagen|Prøv gratis|Direkte|Alle rettigheder forbeholdes
"""

WORDS: dict[str, dict[str, str]] = {}
for _line in _WORD_ROWS.strip().splitlines():
    _lang, *_vals = _line.split("|")
    assert len(_vals) == len(_KEYS), _line
    WORDS[_lang] = dict(zip(_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteBI:
    key: str
    name: str
    lang: str
    skin: str
    tagline: str
    sections: tuple[str, ...]

    @property
    def direction(self) -> str:
        return "rtl" if self.lang in ("ar", "he", "fa") else "ltr"


# key | name | lang | skin | tagline | sections (the first is the home page)
_ROWS = """
en-saltmarsh|The Saltmarsh Review|en|ms|A magazine of the coast and its people|Home,Features,Environment,Food,Opinion
de-auental|Auentaler Bote|de|nw|Nachrichten aus dem Auental|Start,Auental,Politik,Wirtschaft,Kultur
es-ribera|Ribera Hoy|es|bg|El diario digital de la Ribera Alta|Portada,Ribera,Sociedad,Campo,Deportes
fr-causse|Causses Magazine|fr|ap|Le magazine des plateaux|Accueil,Territoires,Société,Nature,Culture
ja-minatomachi|みなとまち日報|ja|nw|港町と周辺地域のニュース|トップ,まち,くらし,経済,観光
ru-ozersk|Озёрный край|ru|ms|Журнал о жизни озёрных посёлков|Главная,Посёлки,Люди,Экономика,Отдых
ar-wadi|صوت الوادي|ar|nw|أخبار الوادي والقرى المجاورة|الرئيسية,محليات,مجتمع,زراعة,رياضة
zh-qingshi|青石周刊|zh|ap|青石镇的生活杂志|首页,城事,人物,美食,出行
ko-dalbit|달빛시사|ko|ms|달빛군 주간 매거진|홈,지역,사람,경제,문화
hi-gomti|गोमती दर्पण|hi|bg|घाट और मोहल्लों की पत्रिका|होम,शहर,लोग,खान-पान,खेल
pl-wiklinowo|Wiklinowo24|pl|nw|Serwis miasta Wiklinowo|Start,Miasto,Region,Biznes,Sport
tr-yelkenburun|Yelkenburun Gazetesi|tr|ap|Yarımadanın haber sitesi|Anasayfa,Yarımada,Gündem,Tarım,Spor
uk-verbivka|Вербівські вісті|uk|bg|Новини громади Вербівка|Головна,Громада,Люди,Господарство,Спорт
fa-golestanak|گلستانک|fa|ms|مجلهٔ محله‌های شهر|خانه,شهر,فرهنگ,اقتصاد,ورزش
it-lagorino|Lagorino Notizie|it|nw|Il quotidiano del lago|Home,Lago,Cronaca,Economia,Sport
pt-cajueiro|Folha do Cajueiro|pt|ap|Jornalismo do litoral norte|Início,Cidade,Litoral,Economia,Esportes
nl-veenhaven|Veenhaven Vandaag|nl|bg|Nieuws en verhalen uit het veen|Home,Veenhaven,Regio,Natuur,Sport
sv-bjorkudden|Björkuddens Nyheter|sv|ap|Skärgårdens nyhetssajt|Start,Udden,Skärgården,Näringsliv,Sport
vi-songcam|Sông Cầm Online|vi|nw|Tin tức ven sông Cầm|Trang chủ,Thời sự,Kinh tế,Đời sống,Thể thao
el-ampelonas|Αμπελώνας Σήμερα|el|ap|Ειδήσεις από τα χωριά του κάμπου|Αρχική,Τοπικά,Κοινωνία,Αγροτικά,Αθλητικά
th-chaofa|เจ้าฟ้าทูเดย์|th|ms|ข่าวเมืองริมน้ำ|หน้าแรก,ข่าวเมือง,ชุมชน,เศรษฐกิจ,ท่องเที่ยว
ro-valealunga|Valea Lungă Azi|ro|bg|Știri din vale|Acasă,Local,Administrație,Economie,Sport
hu-tiszapart|Tiszaparti Napló|hu|ap|Hírek a folyó mentéről|Címlap,Helyi,Közélet,Kultúra,Sport
cs-hradec|Podhradí.info|cs|nw|Zprávy z Podhradí a okolí|Úvod,Město,Sport,Kultura,Doprava
fi-rantala|Rantalan Sanomat|fi|bg|Rantalan kulttuuriblogi ja uutiset|Etusivu,Kulttuuri,Ihmiset,Kunta,Urheilu
he-hadarom|הדרום בקצרה|he|nw|חדשות הנגב המערבי|ראשי,קהילה,חינוך,כלכלה,ספורט
id-pesisir|Pesisir Kita|id|ms|Kabar dari pesisir selatan|Beranda,Daerah,Budaya,Ekonomi,Wisata
da-klitby|Klitby Lokalnyt|da|ap|Nyt fra klitterne|Forside,Klitby,Kysten,Erhverv,Sport
"""

SITES_BI: dict[str, SiteBI] = {}
for _line in _ROWS.strip().splitlines():
    _k, _n, _l, _s, _tag, _secs = _line.split("|")
    SITES_BI[_k] = SiteBI(_k, _n, _l, _s, _tag, tuple(_secs.split(",")))
