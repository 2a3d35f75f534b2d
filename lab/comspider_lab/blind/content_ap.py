"""Made-up sites of blind set AP (the shape of a thread: who answers whom) and the furniture's words per language
(``WORDS``). Every site name, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_KEYS = ("share", "related", "contact", "rights", "newsletter", "subscribe", "tags", "most")

# lang | share | related | contact | rights | newsletter box | subscribe | tags | most read
_WORD_ROWS = """
en|Pass it on|Elsewhere on the trail|Write to me|Words and photos by the author|New posts by e-mail|Follow|Filed under|Most visited
de|Teilen|Mehr aus der Region|Kontakt|Alle Rechte vorbehalten|Der Morgenbrief aus dem Tal|Bestellen|Schlagworte|Meistgelesen
fr|Partager|À lire aussi|Contact|Tous droits réservés|Notre lettre du soir|S'abonner|Thèmes|Les plus lus
es|Compartir|Te puede interesar|Escríbenos|Todos los derechos reservados|Boletín semanal|Apuntarme|Etiquetas|Lo más visto
it|Condividi|Leggi anche|Scrivici|Tutti i diritti riservati|Il notiziario del mattino|Iscriviti|Tag|Più letti
nl|Delen|Lees ook|Tips en contact|Alle rechten voorbehouden|Elke vrijdag in je mailbox|Inschrijven|Onderwerpen|Meest gelezen
pt|Compartilhar|Leia também|Fale conosco|Todos os direitos reservados|Receba as notícias da semana|Quero receber|Temas|Mais lidas
pl|Udostępnij|Czytaj także|Kontakt z redakcją|Wszelkie prawa zastrzeżone|Newsletter na weekend|Zapisz mnie|Tematy|Popularne
ru|Поделиться|Читайте также|Написать в редакцию|Все права защищены|Новости района на почту|Подписаться|Темы|Популярное
sv|Dela|Läs mer|Skriv till mig|Text och bild: bloggens författare|Nya inlägg via e-post|Följ|Etiketter|Mest lästa
ja|共有|関連記事|お問い合わせ|記事・写真の無断転載を禁じます|メールで最新記事を受け取る|登録|キーワード|アクセスランキング
tr|Paylaş|İlgili haberler|İletişim|Her hakkı saklıdır|Haftalık bülten|Abone ol|Etiketler|Çok okunanlar
cs|Sdílet|Další články|Redakce|Všechna práva vyhrazena|Týdeník do schránky|Přihlásit|Témata|Nejčtenější
ko|공유|관련 기사|제보하기|무단 전재 금지|주간 소식 받아보기|신청|키워드|인기 기사
hu|Megosztás|Kapcsolódó cikkek|Kapcsolat|Minden jog fenntartva|Hírlevél minden kedden|Feliratkozás|Címkék|Népszerű
uk|Поширити|Також читайте|Контакти|Усі права застережено|Щотижнева розсилка|Підписатися|Мітки|Популярне
ro|Distribuie|Citește și|Contact|Toate drepturile rezervate|Buletinul de duminică|Abonează-te|Etichete|Cele mai citite
el|Κοινοποίηση|Διαβάστε επίσης|Επικοινωνία|Όλα τα δικαιώματα διατηρούνται|Το εβδομαδιαίο μας δελτίο|Εγγραφή|Θέματα|Δημοφιλέστερα
ar|مشاركة|اقرأ أيضا|راسلنا|جميع الحقوق محفوظة|نشرتنا الأسبوعية|اشترك|كلمات مفتاحية|الأكثر قراءة
da|Del|Læs også|Skriv til os|Alle rettigheder forbeholdes|Ugens nyhedsbrev|Tilmeld mig|Emner|Mest læst
vi|Chia sẻ|Tin liên quan|Liên hệ|Giữ bản quyền|Bản tin cuối tuần|Đăng ký|Chủ đề|Xem nhiều
zh|分享|延伸阅读|联系我们|版权所有|每周简报|订阅|关键词|阅读排行
fi|Jaa|Lue myös|Yhteystiedot|Kaikki oikeudet pidätetään|Viikon uutiskirje|Tilaa|Aiheet|Luetuimmat
lt|Dalintis|Taip pat skaitykite|Kontaktai|Visos teisės saugomos|Savaitės naujienlaiškis|Prenumeruoti|Žymos|Skaitomiausi
nb|Del|Les også|Tips oss|Alle rettigheter forbeholdt|Nyhetsbrev hver søndag|Meld på|Stikkord|Mest lest
ms|Kongsi|Baca juga|Hubungi kami|Hak cipta terpelihara|Berita mingguan ke e-mel|Langgan|Tag|Popular
he|שיתוף|כתבות נוספות|צרו קשר|כל הזכויות שמורות|המגזין השבועי במייל|הרשמה|נושאים|הכי נקראות
hi|साझा करें|ये भी पढ़ें|संपर्क करें|सर्वाधिकार सुरक्षित|साप्ताहिक समाचार पत्र|सदस्य बनें|टैग|सबसे ज़्यादा पढ़ी गई
"""

WORDS: dict[str, dict[str, str]] = {}
for _line in _WORD_ROWS.strip().splitlines():
    _lang, *_vals = _line.split("|")
    assert len(_vals) == len(_KEYS), _line
    WORDS[_lang] = dict(zip(_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteAP:
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
en-cairnlog|Cairn & Kettle|en|bg|Walking the wet hills, one bothy at a time|Home,Routes,Kit,About
de-talbote|Talbote am Morgen|de|nw|Nachrichten für das obere Kelbtal|Start,Kelbtal,Politik,Wirtschaft,Sport
fr-marais|Le Courrier des Marais|fr|nw|L'actualité des marais et du littoral|Accueil,Littoral,Société,Économie,Sports
es-sierra|Diario de Sierra Alta|es|nw|Noticias de la sierra y sus pueblos|Portada,Comarca,Campo,Cultura,Deportes
it-valbruna|Gazzetta di Valbruna|it|nw|Quotidiano della valle dal 2004|Home,Cronaca,Territorio,Cultura,Sport
nl-polder|De Polderpost|nl|nw|Nieuws uit Westerpolder en omstreken|Home,Dorp,Polder,Sport,Uitgaan
pt-cerrado|Folha do Cerrado Norte|pt|nw|Jornalismo regional desde 2001|Início,Cidade,Agro,Cultura,Esportes
pl-bobrowa|Głos Bobrowej|pl|nw|Portal gminy Bobrowa|Start,Gmina,Ludzie,Sport,Ogłoszenia
ru-zarechye|Заречный вестник|ru|nw|Новости Заречного района|Главная,Район,Хозяйство,Люди,Форум
sv-stugan|Stugan vid Granån|sv|bg|Ett år i en gammal torpstuga|Hem,Stugan,Trädgården,Om bloggen
ja-kiriyama|霧山新報|ja|nw|霧山町とその周辺の話題|トップ,まち,くらし,観光,スポーツ
tr-yaylakoy|Yaylaköy Haber|tr|nw|Yayladan haberler|Anasayfa,Yerel,Tarım,Kültür,Spor
cs-brezina|Březinský zpravodaj|cs|bg|Obecní blog Březiny|Úvod,Obec,Spolky,Kronika
ko-haeseong|해성신문|ko|nw|해성군 지역 소식|홈,지역,교육,문화,스포츠
hu-nadas|Nádasparti Napló|hu|bg|Egy tóparti falu blogja|Kezdőlap,Falu,Kert,Rólunk
uk-kurgan|Курганські новини|uk|nw|Новини громади щодня|Головна,Громада,Господарство,Культура,Спорт
ro-olteni|Gazeta din Valea Oltenilor|ro|nw|Știri și povești din vale|Acasă,Local,Oameni,Cultură,Sport
el-limni|Η Φωνή της Λίμνης|el|nw|Ειδήσεις από τη λίμνη και τα χωριά της|Αρχική,Δήμος,Κοινωνία,Πολιτισμός,Αθλητισμός
ar-nakhla|أخبار النخلة|ar|nw|صحيفة المدينة الإلكترونية|الرئيسية,المدينة,مدارس,رياضة,ثقافة
da-surdej|Surdejsdagbogen|da|bg|Brød, mel og tålmodighed|Forside,Opskrifter,Surdej,Om mig
vi-baibang|Tin Bãi Bằng|vi|nw|Tin tức xã và vùng ven sông|Trang chủ,Địa phương,Phòng chống thiên tai,Đời sống,Thể thao
zh-dengshan|灯山日报|zh|nw|灯山镇新闻|首页,本地,非遗,生活,体育
fi-kallio|Kalliorannan Sanomat|fi|nw|Kalliorannan paikallisuutiset|Etusivu,Paikalliset,Talous,Kulttuuri,Urheilu
lt-upyte|Upytės žinios|lt|nw|Rajono laikraštis|Pradžia,Rajonas,Ūkis,Kultūra,Sportas
nb-fjellbu|Fjellbu-Posten|nb|nw|Lokalavisa for Fjellbu og dalen|Forsiden,Nyheter,Kultur,Sport,Meninger
ms-kuala|Berita Kuala Lembah|ms|nw|Suara penduduk Kuala Lembah|Utama,Setempat,Pertanian,Sukan,Komuniti
he-karmim|קול הכרמים|he|nw|חדשות המושבה והסביבה|ראשי,מושבה,קהילה,טבע,ספורט
hi-sarovar|सरोवर समाचार|hi|nw|झील नगर की हर ख़बर|मुख्य पृष्ठ,शहर,समाज,खेल,राय
"""

SITES_AP: dict[str, SiteAP] = {}
for _line in _ROWS.strip().splitlines():
    _k, _n, _l, _t, _tag, _secs = _line.split("|")
    SITES_AP[_k] = SiteAP(_k, _n, _l, _t, _tag, tuple(_secs.split(",")))
