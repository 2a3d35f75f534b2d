"""Made-up sites of blind set BW (news sites, magazines and blogs of 2012-2016 writing in languages outside Europe,
with their own server-printed comment code) and the furniture's words per language (``TERMS``). Every site name,
place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_TERM_KEYS = ("home", "search", "rights", "share", "print", "tags", "login", "most_read", "latest")

# lang | home | search button | rights | share | print | tags | login | most read | latest news
_TERM_ROWS = """
ar|الرئيسية|بحث|جميع الحقوق محفوظة|شارك|طباعة|كلمات دالة|دخول|الأكثر قراءة|آخر الأخبار
fa|صفحه نخست|جستجو|کلیه حقوق محفوظ است|اشتراک‌گذاری|چاپ|برچسب‌ها|ورود|پربازدیدترین‌ها|آخرین اخبار
he|ראשי|חפש|כל הזכויות שמורות|שתף|הדפס|תגיות|התחבר|הנקראים ביותר|מבזקים
hi|होम|खोजें|सर्वाधिकार सुरक्षित|शेयर करें|प्रिंट|टैग|लॉग इन|सबसे ज़्यादा पढ़ी गईं|ताज़ा ख़बरें
bn|প্রচ্ছদ|খুঁজুন|সর্বস্বত্ব সংরক্ষিত|শেয়ার করুন|প্রিন্ট|ট্যাগ|লগইন|সর্বাধিক পঠিত|সর্বশেষ
ta|முகப்பு|தேடு|அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை|பகிர்|அச்சிடு|குறிச்சொற்கள்|உள்நுழை|அதிகம் வாசிக்கப்பட்டவை|சமீபத்திய செய்திகள்
th|หน้าแรก|ค้นหา|สงวนลิขสิทธิ์|แชร์|พิมพ์|แท็ก|เข้าสู่ระบบ|ข่าวยอดนิยม|ข่าวล่าสุด
vi|Trang chủ|Tìm kiếm|Giữ bản quyền|Chia sẻ|In bài|Từ khóa|Đăng nhập|Đọc nhiều nhất|Tin mới
ms|Utama|Cari|Hak cipta terpelihara|Kongsi|Cetak|Tag|Log masuk|Paling popular|Terkini
sw|Mwanzo|Tafuta|Haki zote zimehifadhiwa|Shirikisha|Chapisha|Lebo|Ingia|Zinazosomwa zaidi|Habari mpya
tr|Anasayfa|Ara|Tüm hakları saklıdır|Paylaş|Yazdır|Etiketler|Üye girişi|Çok okunanlar|Son dakika
zh|首页|搜索|版权所有|分享到|打印|关键词|登录|排行榜|最新新闻
ko|홈|검색|무단 전재 및 재배포 금지|공유|인쇄|태그|로그인|많이 본 글|최근 글
ja|ホーム|検索|無断転載を禁じます|共有|印刷|タグ|ログイン|よく読まれている記事|新着ニュース
pt|Início|Buscar|Todos os direitos reservados|Compartilhe|Imprimir|Tags|Entrar|Mais lidas|Últimas
es|Portada|Buscar|Todos los derechos reservados|Comparte|Imprimir|Temas|Ingresar|Lo más leído|Lo último
"""

TERMS: dict[str, dict[str, str]] = {}
for _row in _TERM_ROWS.strip().splitlines():
    _lang, *_vals = _row.split("|")
    assert len(_vals) == len(_TERM_KEYS), _row
    TERMS[_lang] = dict(zip(_TERM_KEYS, _vals, strict=True))

RTL = {"ar", "fa", "he"}


@dataclass(frozen=True)
class SiteBW:
    key: str
    name: str
    lang: str
    look: str  # "rtl" (a right-to-left news portal), "desi" (a South Asian language portal), "portal" (an East or
    # South-East Asian news portal, dense and table-built), "blog" (a home-made blog), "paper" (a regional paper)
    motto: str
    menu: tuple[str, ...]


# key | name | lang | look | motto | menu (the first is the home page)
_SITE_ROWS = """
ar-wadi|الوادي اليوم|ar|rtl|بوابة أخبار صعيد مصر|الرئيسية,محافظات,حوادث,اقتصاد,رياضة,فن,مقالات
fa-ayeneh|آیینه شمال|fa|rtl|پایگاه خبری تحلیلی استان|صفحه نخست,استانی,اقتصادی,اجتماعی,ورزشی,فرهنگی,عکس
he-galil|חדשות הגליל המערבי|he|rtl|אתר החדשות של הצפון|ראשי,חדשות,אזורי,כלכלה,ספורט,תרבות,דעות
hi-janvani|दैनिक जनवाणी|hi|desi|सच के साथ, हर सुबह|होम,शहर,प्रदेश,देश,खेल,मनोरंजन,फोटो
bn-padma|পদ্মাপাড় বার্তা|bn|desi|রাজশাহী অঞ্চলের অনলাইন সংবাদপত্র|প্রচ্ছদ,রাজশাহী,সারাদেশ,অর্থনীতি,খেলা,বিনোদন,মতামত
ta-kaveri|காவிரி முரசு|ta|desi|டெல்டா மாவட்டங்களின் நாளிதழ்|முகப்பு,மாவட்டம்,தமிழகம்,ஆன்மிகம்,விளையாட்டு,சினிமா
th-khaonuea|ข่าวเหนือรายวัน|th|portal|หนังสือพิมพ์ออนไลน์ภาคเหนือ|หน้าแรก,ข่าวท้องถิ่น,การเมือง,เศรษฐกิจ,กีฬา,บันเทิง,เว็บบอร์ด
zh-hanjiang|汉江晨网|zh|portal|汉江人的新闻门户|首页,新闻,本地,财经,房产,汽车,跟帖
vi-phonui|Báo Phố Núi|vi|portal|Tin tức Tây Nguyên mỗi ngày|Trang chủ,Thời sự,Kinh tế,Nông nghiệp,Xã hội,Thể thao
ms-pantai|Berita Pantai Timur|ms|portal|Suara rakyat Pantai Timur|Utama,Semasa,Negeri,Agama,Sukan,Hiburan
ja-minato|みなと日報|ja|portal|港町の地域ニュース|ホーム,地域,くらし,防災,スポーツ,おくやみ
sw-pwani|Pwani Leo|sw|blog|Habari na matukio ya mwambao wa Pwani|Mwanzo,Habari,Picha,Michezo,Mawasiliano
ko-ddang|땅끝마을 이야기|ko|blog|해남 시골살이 기록|홈,농사,마을,사진,방명록
tr-ova|Ova Postası|tr|paper|Ovanın sesi, 1974'ten beri|Anasayfa,Gündem,Yerel,Ekonomi,Spor,Yaşam,Video
pt-serrano|Correio Serrano|pt|paper|O jornal da Serra desde 1952|Início,Cidades,Defesa do Consumidor,Economia,Esportes,Cultura
es-valle|El Vigía del Valle|es|paper|Noticias de la región desde 1968|Portada,Local,Región,Seguridad,Deportes,Espectáculos
"""

SITES_BW: dict[str, SiteBW] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _l, _look, _motto, _menu = _row.split("|")
    SITES_BW[_k] = SiteBW(_k, _n, _l, _look, _motto, tuple(_menu.split(",")))
