"""Made-up sites of blind set AN (where the discussion sits, and what sits where a discussion usually does) and the
furniture's words per language (``WORDS``). Every site name, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_KEYS = ("share", "related", "contact", "rights", "tags", "most", "about", "partners", "sitemap")

# lang | share | related | contact | rights | tags | most read | about us | partners | site map
_WORD_ROWS = """
pt|Compartilhar|Leia também|Fale conosco|Todos os direitos reservados|Assuntos|Mais lidas|Quem somos|Parceiros|Mapa do site
ka|გაზიარება|ასევე წაიკითხეთ|კონტაქტი|ყველა უფლება დაცულია|თეგები|ყველაზე კითხვადი|ჩვენ შესახებ|პარტნიორები|საიტის რუკა
pl|Udostępnij|Czytaj także|Kontakt|Wszelkie prawa zastrzeżone|Tagi|Najpopularniejsze|O nas|Partnerzy|Mapa serwisu
ca|Comparteix|També et pot interessar|Contacte|Tots els drets reservats|Etiquetes|El més llegit|Qui som|Col·laboradors|Mapa del web
ru|Поделиться|Читайте также|Контакты|Все права защищены|Метки|Самое популярное|О газете|Партнёры|Карта сайта
en|Share|Further reading|Get in touch|All rights reserved|Filed under|Popular posts|About this blog|Friends of the blog|Site map
it|Condividi|Leggi anche|Contatti|Riproduzione riservata|Tag|I più visti|Chi siamo|Partner|Mappa del sito
sv|Dela|Läs mer|Kontakt|Alla rättigheter förbehållna|Ämnen|Mest lästa|Om oss|Samarbeten|Webbkarta
hi|साझा करें|यह भी पढ़ें|संपर्क करें|सर्वाधिकार सुरक्षित|टैग|सबसे ज़्यादा पढ़ी गईं|हमारे बारे में|सहयोगी|साइट मैप
ja|共有|関連記事|お問い合わせ|無断転載を禁じます|タグ|アクセスランキング|会社概要|提携サイト|サイトマップ
el|Κοινοποίηση|Διαβάστε επίσης|Επικοινωνία|Με επιφύλαξη παντός δικαιώματος|Ετικέτες|Πιο δημοφιλή|Ποιοι είμαστε|Συνεργάτες|Χάρτης ιστότοπου
ar|شارك|اقرأ أيضا|اتصل بنا|جميع الحقوق محفوظة|كلمات مفتاحية|الأكثر قراءة|من نحن|شركاؤنا|خريطة الموقع
fr|Partager|À lire aussi|Contact|Tous droits réservés|Mots-clés|Les plus lus|Qui sommes-nous|Partenaires|Plan du site
uk|Поділитися|Читайте також|Контакти|Усі права захищені|Теги|Найпопулярніше|Про нас|Партнери|Мапа сайту
ko|공유|관련 기사|문의|무단 전재 금지|태그|많이 본 기사|회사 소개|제휴사|사이트맵
th|แชร์|ข่าวที่เกี่ยวข้อง|ติดต่อเรา|สงวนลิขสิทธิ์|แท็ก|ยอดนิยม|เกี่ยวกับเรา|พันธมิตร|แผนผังเว็บไซต์
fi|Jaa|Lue myös|Yhteystiedot|Kaikki oikeudet pidätetään|Aiheet|Luetuimmat|Tietoa meistä|Yhteistyössä|Sivukartta
cs|Sdílet|Čtěte také|Kontakt|Všechna práva vyhrazena|Štítky|Nejsledovanější|O nás|Partneři|Mapa stránek
he|שיתוף|כתבות נוספות|צור קשר|כל הזכויות שמורות|תגיות|הכי נקראות|אודות|שותפים|מפת האתר
hy|Կիսվել|Կարդացեք նաև|Կապ|Բոլոր իրավունքները պաշտպանված են|Պիտակներ|Ամենաընթերցված|Մեր մասին|Գործընկերներ|Կայքի քարտեզ
nl|Delen|Lees ook|Contact|Alle rechten voorbehouden|Trefwoorden|Meest gelezen|Over ons|Partners|Sitemap
tr|Paylaş|İlgili haberler|İletişim|Tüm hakları saklıdır|Etiketler|Çok okunanlar|Hakkımızda|Ortaklarımız|Site haritası
zh|分享|延伸阅读|联系我们|版权所有|标签|阅读排行|关于我们|合作伙伴|网站地图
bg|Сподели|Още по темата|Контакти|Всички права запазени|Етикети|Най-четени|За нас|Партньори|Карта на сайта
de|Teilen|Mehr zum Thema|Kontakt|Alle Rechte vorbehalten|Schlagworte|Meistgelesen|Über uns|Partner|Sitemap
es|Compartir|Te puede interesar|Contacto|Todos los derechos reservados|Etiquetas|Lo más visto|Quiénes somos|Colaboradores|Mapa web
lt|Dalintis|Taip pat skaitykite|Kontaktai|Visos teisės saugomos|Žymės|Skaitomiausi|Apie mus|Partneriai|Svetainės medis
bn|শেয়ার|আরও পড়ুন|যোগাযোগ|সর্বস্বত্ব সংরক্ষিত|ট্যাগ|সর্বাধিক পঠিত|আমাদের কথা|সহযোগী|সাইট ম্যাপ
"""

WORDS: dict[str, dict[str, str]] = {}
for _line in _WORD_ROWS.strip().splitlines():
    _lang, *_vals = _line.split("|")
    assert len(_vals) == len(_KEYS), _line
    WORDS[_lang] = dict(zip(_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteAN:
    key: str
    name: str
    lang: str
    template: str
    tagline: str
    sections: tuple[str, ...]

    @property
    def direction(self) -> str:
        return "rtl" if self.lang in ("ar", "he") else "ltr"


# key | name | lang | template | tagline | sections (the first is the home page)
_ROWS = """
pt-serrinha|Gazeta da Serrinha|pt|np|O jornal da Serrinha e região|Início,Cidade,Região,Economia,Esportes
ka-mtiuleti|მთიულეთის ამბები|ka|np|რეგიონული ახალი ამბები|მთავარი,რეგიონი,საზოგადოება,ეკონომიკა,სპორტი
pl-kamionka|Głos Kamionki|pl|np|Portal gminy Kamionka|Start,Gmina,Ludzie,Sport,Ogłoszenia
ca-riudarenes|El Pedrís de Riudarenes|ca|bl|Bloc de poble, des de 2011|Inici,Poble,Memòria,Contacte
ru-zarechye|Заречный курьер|ru|tb|Еженедельная газета Заречного района|Главная,Новости,Район,Культура,Спорт
en-hollowmere|Hollowmere Notes|en|bl|A village, a canal, and too many opinions|Home,Village,Canal,Allotment,About
it-valtorre|Valtorre Oggi|it|gl|Il portale della Val Torre|Home,Cronaca,Foto,Video,Sport
sv-norrvik|Norrviks Tidning|sv|np|Lokaltidningen för Norrvik och Ängsö|Start,Norrvik,Ängsö,Kultur,Sport
hi-sonpur|सोनपुर समाचार|hi|np|ज़िले की हर ख़बर|होम,ज़िला,खेती-बाड़ी,सेहत,खेल
ja-sakuragawa|桜川日報|ja|np|桜川市の地域ニュース|トップ,地域,くらし,教育,スポーツ
el-ampelia|Το Ημερολόγιο της Αμπελιάς|el|bl|Σημειώσεις από ένα χωριό του κάμπου|Αρχική,Χωριό,Αμπέλια,Επικοινωνία
ar-nakheel|بوابة النخيل|ar|np|أخبار المحافظة أولا بأول|الرئيسية,محليات,اقتصاد,رياضة,منوعات
fr-vallon|Le Courrier du Vallon|fr|np|Le quotidien du Vallon et des plateaux|Accueil,Vallon,Plateaux,Économie,Sports
uk-prylukivka|Прилуківські вісті|uk|tb|Газета Прилуківської громади|Головна,Громада,Освіта,Культура,Спорт
ko-haeseong|해성뉴스|ko|gl|해성군의 소식을 전합니다|홈,지역,포토,영상,스포츠
th-maenam|ข่าวริมแม่น้ำ|th|np|ข่าวท้องถิ่นทุกวัน|หน้าแรก,ท้องถิ่น,เศรษฐกิจ,ชุมชน,กีฬา
fi-koskela|Koskelan Viikko|fi|np|Koskelan ja Rantasalon paikallislehti|Etusivu,Koskela,Rantasalo,Kulttuuri,Urheilu
cs-lipnik|Lipnický zpravodaj|cs|gl|Zprávy z Lipníku a Pohoří|Úvod,Zprávy,Foto,Video,Sport
he-galim|גלים בעמק|he|np|אתר החדשות של עמק הגלים|ראשי,חדשות,קהילה,בריאות,ספורט
hy-aghavni|Աղավնու լուրեր|hy|np|Տարածաշրջանային լրատվական կայք|Գլխավոր,Համայնք,Տնտեսություն,Մշակույթ,Սպորտ
nl-polderzicht|Polderzicht|nl|np|Nieuws uit de Zuidpolder|Home,Regio,Natuur,Economie,Sport
tr-yesilvadi|Yeşilvadi Haber|tr|np|Yeşilvadi'nin sesi|Anasayfa,Gündem,Eğitim,Kültür,Spor
zh-haiwan|海湾周报|zh|np|海湾区社区新闻|首页,社区,环境,生活,体育
bg-rodopa|Родопски глас|bg|np|Новини от Смолянско и Рудозем|Начало,Регион,Общество,Икономика,Спорт
de-mittelried|Mittelrieder Rundschau|de|np|Ihre Zeitung für Mittelried und das Ried|Start,Mittelried,Ried,Kultur,Sport
es-almendral|El Faro de Almendral|es|np|Diario digital de la comarca|Portada,Almendral,Comarca,Cultura,Deportes
lt-beriozai|Beržų žinios|lt|np|Rajono laikraštis|Pradžia,Rajonas,Žmonės,Kultūra,Sportas
bn-padmapar|পদ্মাপারের খবর|bn|np|জেলার খবর সবার আগে|প্রচ্ছদ,জেলা,কৃষি,শিক্ষা,খেলা
"""

SITES_AN: dict[str, SiteAN] = {}
for _line in _ROWS.strip().splitlines():
    _k, _n, _l, _t, _tag, _secs = _line.split("|")
    SITES_AN[_k] = SiteAN(_k, _n, _l, _t, _tag, tuple(_secs.split(",")))
