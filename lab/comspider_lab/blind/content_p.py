"""Made-up news sites of blind set P (regional and national papers, tabloids, magazines, broadcasters and news
blogs of many countries as Google News lists them today; every name invented): name, language, tagline, sections,
the footer's links and the copyright line, per case key."""

from __future__ import annotations

from comspider_lab.blind.content_k import _s
from comspider_lab.blind.layout_k import SiteK

_ROWS = """
ka-news|ქართლის ამბები|ka|ახალი ამბები შიდა ქართლიდან|მთავარი|საზოგადოება|პოლიტიკა|სპორტი|კულტურა
hy-news|Արարատ Լուր|hy|Լուրեր Արարատյան դաշտից|Գլխավոր|Հասարակություն|Քաղաքականություն|Սպորտ
el-news|Η Φωνή της Αχαΐας|el|Ειδήσεις από την Πάτρα και την Αχαΐα|Αρχική|Πάτρα|Πολιτική|Αθλητικά|Πολιτισμός
uk-news|Поділля Сьогодні|uk|Новини Вінниці та області|Головна|Новини|Суспільство|Спорт|Здоров'я
bg-news|Русенски Вестник|bg|Новините на Русе и Дунава|Начало|Русе|Регион|Спорт|Общество
ar-news|صدى الساحل|ar|أخبار الساحل الشرقي|الرئيسية|محليات|اقتصاد|رياضة|منوعات
hi-news|इंदौर समाचार|hi|मालवा की हर खबर|होम|शहर|मध्यप्रदेश|खेल|मनोरंजन
th-news|ข่าวเหนือวันนี้|th|ข่าวเชียงใหม่และภาคเหนือ|หน้าแรก|ข่าวท้องถิ่น|เศรษฐกิจ|กีฬา|บันเทิง
zh-news|江城晚报|zh|本地新闻 民生热线|首页|本地|民生|财经|体育
ko-news|남도일보|ko|광주·전남의 목소리|홈|지역|사회|경제|스포츠
lt-news|Aukštaitijos žinios|lt|Naujienos iš Panevėžio ir apylinkių|Pradžia|Regionas|Verslas|Sportas|Nuomonės
sk-news|Hlas Spiša|sk|Spravodajstvo zo Spiša|Domov|Región|Ekonomika|Šport|Kultúra
ro-news|Gazeta de Bihor|ro|Știri din Oradea și Bihor|Acasă|Local|Economie|Sport|Opinii
hu-news|Tiszai Napló|hu|Szolnok és a Tisza mente hírei|Címlap|Helyi|Gazdaság|Sport|Kultúra
sw-news|Sauti ya Pwani|sw|Habari za Mombasa na Pwani|Nyumbani|Habari|Siasa|Michezo|Burudani
vi-news|Báo Đất Cảng|vi|Tin tức Hải Phòng|Trang chủ|Thời sự|Kinh tế|Thể thao|Giải trí
fa-news|خبرگزاری کرانه|fa|اخبار گیلان و مازندران|صفحه اصلی|استانی|اقتصادی|ورزشی|فرهنگی
he-news|חדשות הגליל|he|חדשות הצפון|ראשי|חדשות|כלכלה|ספורט|תרבות
id-news|Kabar Priangan|id|Berita Bandung dan Jawa Barat|Beranda|Bandung|Ekonomi|Olahraga|Gaya Hidup
ja-news|みなと新聞|ja|港町のニュース|トップ|地域|経済|スポーツ|くらし
sl-news|Štajerski Glasnik|sl|Novice iz Maribora in Štajerske|Domov|Novice|Gospodarstvo|Šport|Avto
tr-news|Ege Postası|tr|İzmir ve Ege'den haberler|Ana Sayfa|Gündem|Ekonomi|Spor|Yaşam
is-news|Austurfrétt|is|Fréttir af Austurlandi|Forsíða|Fréttir|Veður|Íþróttir|Menning
et-news|Lõuna Teataja|et|Tartu ja Lõuna-Eesti uudised|Avaleht|Uudised|Majandus|Sport|Kultuur
hr-news|Dalmatinski Dnevnik|hr|Vijesti iz Splita i Dalmacije|Naslovnica|Split|Hrvatska|Sport|TV
az-news|Xəzər Xəbər|az|Bakı və regionlardan xəbərlər|Ana səhifə|Ölkə|İqtisadiyyat|İdman|Mədəniyyət
fi-news|Pohjanmaan Sanomat|fi|Vaasan ja Pohjanmaan uutiset|Etusivu|Uutiset|Talous|Urheilu|Kulttuuri
mt-news|Il-Leħen tan-Nofsinhar|mt|Aħbarijiet mill-Malta t'Isfel|Paġna ewlenija|Aħbarijiet|Sport|Saħħa|Kultura
uz-news|Farg'ona Sport|uz|Futbol va sport yangiliklari|Bosh sahifa|Futbol|Transferlar|Kurash|Boks
kk-news|Ертіс Жаршысы|kk|Павлодар өңірінің жаңалықтары|Басты бет|Өңір|Экономика|Спорт|Хабарландыру
tl-news|Balitang Bisaya|tl|Balita mula Cebu at Visayas|Home|Balita|Probinsiya|Sports|Showbiz
pl-news|Kurier Podkarpacki|pl|Wiadomości z Rzeszowa i regionu|Start|Region|Gospodarka|Sport|Opinie
ru-news|Волжская Правда|ru|Новости Самары и области|Главная|Город|Общество|Экономика|Спорт
pt-news|Jornal do Minho|pt|Notícias de Braga e do Minho|Início|Braga|Região|Desporto|Opinião
bn-news|দৈনিক সিলেট বার্তা|bn|সিলেটের খবর সবার আগে|প্রচ্ছদ|সিলেট|জাতীয়|খেলা|বিনোদন
en-news|The Harbour Courier|en|News from Port Elin and the Northern Coast|Home|News|Business|Sport|Opinion
"""

SITES_P: dict[str, SiteK] = {}
for _line in _ROWS.strip().splitlines():
    _key, _name, _lang, _tag, *_nav = _line.split("|")
    SITES_P[_key] = _s(
        _name,
        _lang,
        _tag,
        "|".join(_nav),
        f"{_name}: " + "; ".join(_nav[1:]) + " || ©: RSS; Cookies; Privacy",
        f"© 2025 {_name}",
        rtl=_lang in ("ar", "fa", "he"),
    )
