"""Made-up sites of blind set AO (how the world writes when something was written) and the furniture's words per
language (``WORDS``). Every site name, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_KEYS = ("share", "related", "contact", "rights", "newsletter", "subscribe", "tags", "latest")

# lang | share | related | contact | rights | newsletter | subscribe | tags | latest
_WORD_ROWS = """
fa|اشتراک‌گذاری|مطالب مرتبط|تماس با ما|کلیه حقوق محفوظ است|خبرنامه روزانه|عضویت|برچسب‌ها|تازه‌ترین‌ها
th|แชร์|ข่าวที่เกี่ยวข้อง|ติดต่อเรา|สงวนลิขสิทธิ์|รับข่าวสารทางอีเมล|สมัคร|แท็ก|ข่าวล่าสุด
ja|シェア|関連記事|お問い合わせ|無断転載を禁じます|メールマガジン|登録する|キーワード|新着記事
he|שיתוף|כתבות נוספות|צרו קשר|כל הזכויות שמורות|ניוזלטר שבועי|הרשמה|נושאים|מבזקים
am|አጋራ|ተዛማጅ ዜናዎች|ያግኙን|መብቱ በሕግ የተጠበቀ ነው|ዕለታዊ ዜና በኢሜል|ይመዝገቡ|መለያዎች|የቅርብ ጊዜ ዜናዎች
hi|शेयर करें|संबंधित खबरें|संपर्क करें|सर्वाधिकार सुरक्षित|रोज़ की खबरें ईमेल पर|सब्सक्राइब|टैग|ताज़ा खबरें
bn|শেয়ার করুন|আরও পড়ুন|যোগাযোগ|সর্বস্বত্ব সংরক্ষিত|নিউজলেটার|সাবস্ক্রাইব|ট্যাগ|সর্বশেষ
pl|Udostępnij|Czytaj także|Kontakt|Wszelkie prawa zastrzeżone|Newsletter powiatu|Zapisz mnie|Tematy|Najnowsze
ru|Поделиться|Читайте также|Контакты|Все права защищены|Новости на почту|Подписаться|Темы|Новое
el|Κοινοποίηση|Διαβάστε ακόμη|Επικοινωνία|Με την επιφύλαξη παντός δικαιώματος|Ενημερωτικό δελτίο|Εγγραφή|Θέματα|Τελευταία νέα
de|Teilen|Mehr zum Thema|Kontakt|Alle Rechte vorbehalten|Der Abendbrief aus der Region|Abonnieren|Themen|Neueste Artikel
ko|공유|관련 기사|제보하기|무단 전재 및 재배포 금지|뉴스레터 받기|신청|키워드|최신 기사
fr|Partager|À lire aussi|Contact|Tous droits réservés|La lettre du matin|S'inscrire|Thèmes|Dernières infos
es|Compartir|Relacionadas|Contacto|Todos los derechos reservados|Boletín diario|Suscribirme|Temas|Lo último
ar|مشاركة|أخبار ذات صلة|اتصل بنا|جميع الحقوق محفوظة|النشرة الأسبوعية|اشترك|الوسوم|آخر الأخبار
zh|分享|相關新聞|聯絡我們|版權所有|電子報|訂閱|標籤|最新消息
ne|सेयर|सम्बन्धित समाचार|सम्पर्क|सर्वाधिकार सुरक्षित|इमेल समाचार|सदस्य बन्नुहोस्|ट्याग|ताजा समाचार
ta|பகிர்|தொடர்புடைய செய்திகள்|தொடர்புக்கு|அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை|செய்தி மடல்|பதிவு செய்க|குறிச்சொற்கள்|அண்மைச் செய்திகள்
ur|شیئر کریں|متعلقہ خبریں|رابطہ|جملہ حقوق محفوظ ہیں|روزانہ نیوز لیٹر|سبسکرائب|ٹیگز|تازہ ترین
cs|Sdílet|Související|Kontakt|Všechna práva vyhrazena|Farní zpravodaj e-mailem|Přihlásit|Témata|Nejnovější
tr|Paylaş|İlgili haberler|İletişim|Tüm hakları saklıdır|Bülten|Abone ol|Etiketler|Son dakika
vi|Chia sẻ|Tin liên quan|Liên hệ|Bản quyền thuộc về tòa soạn|Bản tin buổi sáng|Đăng ký|Từ khóa|Tin mới
hu|Megosztás|Kapcsolódó cikkek|Kapcsolat|Minden jog fenntartva|Hírlevél|Feliratkozás|Címkék|Friss
sv|Dela|Läs mer|Kontakt|Alla rättigheter förbehållna|Veckobrevet|Prenumerera|Ämnen|Senaste
en|Share|Related|Contact|All rights reserved|The morning note|Sign up|Topics|Latest
it|Condividi|Leggi anche|Contatti|Riproduzione riservata|La newsletter del paese|Iscriviti|Argomenti|Ultime notizie
lt|Dalintis|Susiję straipsniai|Kontaktai|Visos teisės saugomos|Naujienlaiškis|Prenumeruoti|Temos|Naujausi
pt|Compartilhar|Leia também|Fale conosco|Todos os direitos reservados|Newsletter da cidade|Quero receber|Tags|Últimas
"""

WORDS: dict[str, dict[str, str]] = {}
for _line in _WORD_ROWS.strip().splitlines():
    _lang, *_vals = _line.split("|")
    assert len(_vals) == len(_KEYS), _line
    WORDS[_lang] = dict(zip(_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteAO:
    key: str
    name: str
    lang: str
    template: str
    tagline: str
    sections: tuple[str, ...]

    @property
    def direction(self) -> str:
        return "rtl" if self.lang in ("ar", "he", "fa", "ur") else "ltr"


# key | name | lang | template | tagline | sections (the first is the home page)
_ROWS = """
fa-kavir|خبرگزاری کویرنو|fa|nw|خبرهای استان و شهرستان‌ها|صفحه اصلی,استان,اقتصاد,فرهنگ,ورزش
th-maeklong|ข่าวแม่น้ำสามสาย|th|nw|ข่าวท้องถิ่นภาคตะวันตก|หน้าแรก,ท้องถิ่น,เศรษฐกิจ,ไลฟ์สไตล์,กีฬา
ja-sazanami|さざなみ新報|ja|nw|港町の暮らしとニュース|トップ,地域,経済,くらし,スポーツ
he-galil|קול הגליל העליון|he|nw|אתר החדשות של הגליל|ראשי,חדשות,קהילה,תרבות,דעות
am-tana|የጣና ወሬ|am|bl|ከባሕር ዳርቻ የሚጻፍ ብሎግ|መነሻ,ከተማ,ባህል,ስለ እኛ
hi-narmada|नर्मदा समाचार|hi|nw|मालवा-निमाड़ की हर खबर|होम,शहर,राज्य,खेती,खेल
bn-padma|পদ্মাপাড়ের খবর|bn|nw|রাজশাহী অঞ্চলের অনলাইন সংবাদপত্র|প্রচ্ছদ,জেলা,অর্থনীতি,শিক্ষা,খেলা
pl-zaborze|Gazeta Zaborska|pl|nw|Codziennie o gminie i powiecie|Start,Gmina,Powiat,Sport,Kultura
ru-volzhsk|Заволжский курьер|ru|nw|Новости района каждый день|Главная,Район,Общество,ЖКХ,Спорт
el-lefkada|Νέα της Λευκοπέτρας|el|bl|Ιστολόγιο για το νησί και τους ανθρώπους του|Αρχική,Νησί,Συνταγές,Επικοινωνία
de-mainbogen|Mainbogen-Echo|de|nw|Nachrichten zwischen Fluss und Weinberg|Start,Region,Wirtschaft,Kultur,Sport
ko-haeon|해온신문|ko|nw|해안 도시의 소식|홈,지역,사회,경제,문화
fr-causses|Le Petit Causse|fr|nw|L'actualité du plateau et des vallées|Accueil,Territoire,Société,Agriculture,Sports
es-altiplano|El Heraldo del Altiplano|es|nw|Noticias de la región desde 2004|Inicio,Región,Política,Sociedad,Deportes
ar-nakhil|صوت النخيل|ar|nw|صحيفة المدينة اليومية|الرئيسية,محليات,مجتمع,ثقافة,رياضة
zh-wanggang|望港週報|zh|nw|漁港與小鎮的生活|首頁,地方,漁業,生活,休閒
ne-terai|तराई खबर|ne|nw|पूर्व-पश्चिम राजमार्ग वरपरको समाचार|गृहपृष्ठ,प्रदेश,समाज,वातावरण,खेलकुद
ta-kaveri|காவிரிக்கரை செய்திகள்|ta|nw|டெல்டா மாவட்டங்களின் குரல்|முகப்பு,மாவட்டம்,கல்வி,வேளாண்மை,விளையாட்டு
ur-chenab|چناب ٹائمز|ur|nw|وسطی پنجاب کی خبریں|صفحہ اول,شہر,صحت,کاروبار,کھیل
cs-brezina|Březinský hlasatel|cs|bl|Zprávy z farnosti a obce|Úvod,Obec,Farnost,Spolky
tr-ilgaz|Ilgaz Eteği Haber|tr|nw|Yaylanın ve kasabanın sesi|Anasayfa,Yerel,Ekonomi,Kültür,Spor
vi-camlo|Tin Cẩm Lộ|vi|nw|Thông tin địa phương mỗi ngày|Trang chủ,Địa phương,Kinh tế,Giáo dục,Thể thao
hu-somlyo|Somlyói Napló|hu|nw|A völgy hírei|Címlap,Helyi,Gazdaság,Kultúra,Sport
sv-ljungby|Ljungåsens Tidning|sv|bl|Lokalt, lugnt och lite för långt|Start,Nyheter,Kultur,Om bladet
en-cedarford|Cedarford Ledger|en|nw|News for Cedarford and the river towns|Home,Local,Schools,Business,Sports
it-valtorta|Il Corriere della Valtorta|it|nw|Notizie dai comuni della valle|Home,Cronaca,Politica,Cultura,Sport
lt-sesupe|Šešupės žinios|lt|nw|Rajono laikraštis|Pradžia,Rajone,Ūkis,Kultūra,Sportas
pt-serrano|Jornal do Vale Serrano|pt|nw|O jornal da nossa região|Início,Cidade,Economia,Empregos,Esportes
"""

SITES_AO: dict[str, SiteAO] = {}
for _line in _ROWS.strip().splitlines():
    _k, _n, _l, _t, _tag, _secs = _line.split("|")
    SITES_AO[_k] = SiteAO(_k, _n, _l, _t, _tag, tuple(_secs.split(",")))
