"""Made-up sites of blind set AJ (small discussions in a site's own markup, and lists that are not reader comments)
and the furniture's words per language (``WORDS``). Every site name, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_KEYS = ("subscribe", "read", "photo", "imprint", "privacy", "popular", "ad")

_WORD_ROWS = """
de|Abo testen|4 Min. Lesezeit|Foto|Impressum|Datenschutz|Meistgelesen|Anzeige
fr|S'abonner|Lecture 4 min|Photo|Mentions légales|Confidentialité|Les plus lus|Publicité
es|Suscríbete|4 min de lectura|Foto|Aviso legal|Privacidad|Lo más leído|Publicidad
pt|Assinar|4 min de leitura|Foto|Ficha técnica|Privacidade|Mais lidas|Publicidade
it|Abbonati|Lettura 4 min|Foto|Note legali|Privacy|I più letti|Pubblicità
nl|Abonneer|4 min leestijd|Foto|Colofon|Privacy|Meest gelezen|Advertentie
pl|Subskrybuj|4 min czytania|Fot.|Redakcja|Prywatność|Najczęściej czytane|Reklama
cs|Předplatné|Čtení na 4 minuty|Foto|Tiráž|Soukromí|Nejčtenější|Reklama
ru|Подписка|4 мин чтения|Фото|Редакция|Конфиденциальность|Самое читаемое|Реклама
uk|Підписка|4 хв читання|Фото|Редакція|Приватність|Найпопулярніше|Реклама
tr|Abone ol|4 dk okuma|Fotoğraf|Künye|Gizlilik|En çok okunanlar|Reklam
el|Συνδρομή|4 λεπτά ανάγνωση|Φωτογραφία|Ταυτότητα|Απόρρητο|Δημοφιλή|Διαφήμιση
ar|اشترك|4 دقائق قراءة|صورة|من نحن|الخصوصية|الأكثر قراءة|إعلان
hi|सदस्यता लें|4 मिनट में पढ़ें|फ़ोटो|हमारे बारे में|गोपनीयता|सबसे ज़्यादा पढ़ी गईं|विज्ञापन
ja|購読する|4分で読めます|写真|会社概要|プライバシー|よく読まれている記事|広告
ko|구독하기|4분 분량|사진|회사 소개|개인정보처리방침|많이 본 뉴스|광고
zh|订阅|阅读约4分钟|图|关于本站|隐私|热门文章|广告
sw|Jiandikishe|Dakika 4 kusoma|Picha|Kuhusu sisi|Faragha|Zilizosomwa zaidi|Tangazo
id|Berlangganan|4 menit baca|Foto|Redaksi|Privasi|Terpopuler|Iklan
vi|Đăng ký|Đọc trong 4 phút|Ảnh|Giới thiệu|Bảo mật|Đọc nhiều|Quảng cáo
th|สมัครสมาชิก|อ่าน 4 นาที|ภาพ|เกี่ยวกับเรา|ความเป็นส่วนตัว|ยอดนิยม|โฆษณา
fa|اشتراک|۴ دقیقه مطالعه|عکس|درباره ما|حریم خصوصی|پربازدیدها|آگهی
he|הרשמה|4 דקות קריאה|צילום|אודות|פרטיות|הנקראים ביותר|פרסומת
bn|সাবস্ক্রাইব|৪ মিনিটে পড়ুন|ছবি|আমাদের কথা|গোপনীয়তা|সর্বাধিক পঠিত|বিজ্ঞাপন
ta|சந்தா|4 நிமிட வாசிப்பு|படம்|எங்களைப் பற்றி|தனியுரிமை|அதிகம் படித்தவை|விளம்பரம்
en|Subscribe|4 min read|Photo|About us|Privacy|Most read|Advertisement
sv|Prenumerera|4 min läsning|Foto|Om oss|Integritet|Mest läst|Annons
ro|Abonează-te|4 min de citit|Foto|Despre noi|Confidențialitate|Cele mai citite|Publicitate
"""

WORDS: dict[str, dict[str, str]] = {}
for _line in _WORD_ROWS.strip().splitlines():
    _lang, *_words = _line.split("|")
    assert len(_words) == len(_KEYS), _lang
    WORDS[_lang] = dict(zip(_KEYS, _words, strict=True))


@dataclass(frozen=True)
class SiteAJ:
    key: str
    name: str
    lang: str
    template: str  # "pr" (a news portal of today), "lk" (a local daily), "jr" (a blog or newsletter site)
    tagline: str
    sections: tuple[str, ...]

    @property
    def direction(self) -> str:
        return "rtl" if self.lang in ("ar", "he", "fa") else "ltr"


# key | name | lang | template | tagline | sections (the first is the home page)
_ROWS = """
ja-minatodai|みなと台新報|ja|pr|港町のいまを伝える|トップ,地域,暮らし,経済,スポーツ
ko-sandeul|산들뉴스|ko|pr|우리 동네 소식 한눈에|홈,사회,동네,교육,생활
zh-xiaochuang|小窗笔记|zh|jr|一个人的城市散步记录|首页,散步,吃喝,书,关于
sw-pwani|Sauti ya Pwani|sw|lk|Habari za mwambao kila siku|Mwanzo,Habari,Mji,Michezo,Utamaduni
id-sungaibiru|Kabar Sungai Biru|id|pr|Berita kota dan desa sekitar|Beranda,Kota,Ekonomi,Olahraga,Gaya Hidup
vi-doicat|Gió Đồi Cát|vi|jr|Ghi chép của một người trồng rau|Trang chủ,Vườn,Bếp,Sách,Giới thiệu
th-bangkhlong|ข่าวบางคลอง|th|lk|ข่าวชุมชนริมคลอง|หน้าแรก,ชุมชน,เศรษฐกิจ,กีฬา,บันเทิง
fa-golbahar|خبرنامه گلبهار|fa|pr|خبرهای شهر و روستاهای اطراف|خانه,شهری,فرهنگ,ورزش,اقتصاد
he-nahalit|חדשות נחלית|he|lk|העיתון של העמק|ראשי,מקומי,חינוך,ספורט,תרבות
bn-modhupur|মধুপুর বার্তা|bn|pr|জেলার খবর প্রতিদিন|প্রচ্ছদ,জেলা,কৃষি,খেলা,বিনোদন
ta-kaveripadi|காவேரிப்பாடி குரல்|ta|lk|ஊர்ச் செய்திகள்|முகப்பு,ஊர்,விவசாயம்,விளையாட்டு,கல்வி
en-marlow|The Marlow Fen Herald|en|lk|News for the fen villages since 1952|Home,News,Parish,Sport,What's on
sv-tallsjo|Tallsjö Kuriren|sv|pr|Lokala nyheter varje dag|Start,Nyheter,Kommunen,Sport,Nöje
ro-podisor|Gazeta de Podișor|ro|jr|Jurnalul unui sat de pe deal|Acasă,Sat,Grădină,Cărți,Despre
de-auental|Auentaler Anzeiger|de|lk|Heimatzeitung seit 1949|Startseite,Auental,Ratgeber,Sport,Kultur
fr-bocage|L'Écho du Bocage|fr|pr|Le journal des gens du bocage|Accueil,Actu,Animaux,Sports,Sorties
es-sierrablanca|Diario Sierra Blanca|es|pr|Noticias de la sierra y sus pueblos|Portada,Comarca,Fiestas,Deportes,Cultura
pt-marvao|O Eco do Planalto|pt|jr|Podcast e notas de uma redação pequena|Início,Episódios,Notas,Equipa,Contactos
it-lagoverde|Gazzetta di Lagoverde|it|lk|Cronaca e cultura del lago|Home,Cronaca,Giudiziaria,Sport,Cultura
nl-polderweg|Polderweg Nieuws|nl|pr|Nieuws uit de polder|Home,Regio,Voetbal,Uitgaan,Opinie
pl-dolinka|Kurier Dolinki|pl|lk|Gazeta powiatu od 1991 roku|Start,Powiat,Kultura,Sport,Program
cs-hradek|Hrádecký deník|cs|pr|Zprávy z Hrádku a okolí|Úvod,Hrádek,Rodina,Sport,Kultura
ru-ozerny|Озёрный вестник|ru|lk|Новости посёлка и района|Главная,Посёлок,Спорт,Хоккей,Культура
uk-verkhovyna|Гірський мандрівник|uk|jr|Блог про стежки Карпат|Головна,Маршрути,Хатини,Спорядження,Про мене
tr-karaburun|Karaburun Gazetesi|tr|pr|İlçenin haber kaynağı|Anasayfa,Gündem,Yerel,Spor,Yaşam
el-ampelia|Νέα της Αμπελιάς|el|lk|Η εφημερίδα του κάμπου|Αρχική,Τοπικά,Πρόσωπα,Αθλητικά,Πολιτισμός
ar-nakhil|أخبار النخيل|ar|pr|صحيفة المدينة الإلكترونية|الرئيسية,المدينة,خدمات,رياضة,ثقافة
hi-sarovar|सरोवर टाइम्स|hi|lk|शहर की ख़बर, हर दिन|होम,शहर,सेवाएँ,खेल,मनोरंजन
"""

SITES_AJ: dict[str, SiteAJ] = {}
for _line in _ROWS.strip().splitlines():
    _key, _name, _lang, _tpl, _tag, _secs = _line.split("|", 5)
    SITES_AJ[_key] = SiteAJ(_key, _name, _lang, _tpl, _tag, tuple(_secs.split(",")))
