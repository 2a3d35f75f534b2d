"""Made-up sites of blind set AQ (what a crawl of a day's news in 28 countries meets today, 2021-2026) and the
furniture's words per language (``WORDS``). Every site name, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_KEYS = ("share", "related", "most", "letter", "join", "tags", "about", "rights", "facts", "photo")

# lang | share | related | most read | newsletter box | sign up | tags | about us | rights | fact box | photo
_WORD_ROWS = """
pt|Compartilhar|Leia também|Mais lidas hoje|Resumo do dia no seu e-mail|Quero receber|Tópicos|Quem somos|Todos os direitos reservados|Entenda|Foto
de|Teilen|Mehr zum Thema|Am meisten gelesen|Der Morgenbrief aus der Region|Abonnieren|Schlagworte|Über uns|Alle Rechte vorbehalten|Auf einen Blick|Foto
pl|Podziel się|Czytaj także|Najpopularniejsze|Poranny przegląd wiadomości|Zapisuję się|Tematy|O nas|Wszelkie prawa zastrzeżone|W skrócie|Fot.
ja|共有|関連記事|アクセスランキング|朝のニュースをメールで|登録する|キーワード|会社概要|無断転載を禁じます|ポイント|写真
tr|Paylaş|İlgili haberler|Çok okunanlar|Sabah bülteni e-postanızda|Abone ol|Konular|Hakkımızda|Tüm hakları saklıdır|Kısaca|Fotoğraf
el|Κοινοποίηση|Διαβάστε επίσης|Τα πιο δημοφιλή|Το πρωινό μας newsletter|Εγγραφείτε|Θέματα|Ποιοι είμαστε|Όλα τα δικαιώματα διατηρούνται|Με μια ματιά|Φωτογραφία
es|Compartir|Te puede interesar|Lo más visto|El boletín de la tarde|Apuntarme|Temas|Quiénes somos|Todos los derechos reservados|Las claves|Foto
ko|공유|관련 기사|많이 본 기사|오늘의 뉴스레터 받아보기|신청|키워드|회사 소개|무단 전재 및 재배포 금지|한눈에 보기|사진
it|Condividi|Leggi anche|I più letti oggi|La newsletter del mattino|Iscrivimi|Argomenti|Chi siamo|Riproduzione riservata|In breve|Foto
fr|Partager|À lire aussi|Les plus lus|La lettre du matin|M'inscrire|Thèmes|Qui sommes-nous|Tous droits réservés|Repères|Photo
nl|Delen|Ook interessant|Meest gelezen|De avondmail van de redactie|Inschrijven|Onderwerpen|Over ons|Alle rechten voorbehouden|In het kort|Foto
cs|Sdílet|Čtěte také|Nejčtenější|Večerní souhrn e-mailem|Přihlásit odběr|Témata|O nás|Všechna práva vyhrazena|Stručně|Foto
en|Share|Related|Most read|The Sunday briefing|Sign me up|Topics|About|All rights reserved|Key facts|Photo
sv|Dela|Läs mer|Mest läst|Morgonbrevet från redaktionen|Prenumerera|Ämnen|Om oss|Alla rättigheter förbehållna|Fakta|Foto
fi|Jaa|Lue lisää|Luetuimmat|Aamun uutiskirje|Tilaa|Aiheet|Tietoa meistä|Kaikki oikeudet pidätetään|Faktat|Kuva
ro|Distribuie|Citește și|Cele mai citite|Buletinul de dimineață|Abonează-mă|Subiecte|Despre noi|Toate drepturile rezervate|Pe scurt|Foto
uk|Поширити|Читайте також|Найпопулярніше|Ранковий дайджест на пошту|Підписатися|Теми|Про нас|Усі права захищено|Коротко|Фото
vi|Chia sẻ|Tin liên quan|Đọc nhiều nhất|Bản tin buổi sáng|Đăng ký|Chủ đề|Giới thiệu|Giữ bản quyền nội dung|Thông tin nhanh|Ảnh
hu|Megosztás|Kapcsolódó cikkek|Legolvasottabb|Reggeli hírlevelünk|Feliratkozom|Címkék|Rólunk|Minden jog fenntartva|Röviden|Fotó
da|Del|Læs også|Mest læste|Morgenbrevet fra redaktionen|Tilmeld mig|Emner|Om os|Alle rettigheder forbeholdes|Fakta|Foto
zh|分享|相关阅读|今日热读|早间新闻简报|立即订阅|标签|关于我们|版权所有|速览|图
he|שיתוף|עוד בנושא|הכי נקראים|המבזק של הבוקר במייל|להרשמה|נושאים|אודות|כל הזכויות שמורות|בקצרה|צילום
ar|مشاركة|اقرأ أيضا|الأكثر قراءة|نشرة الصباح في بريدك|اشترك الآن|مواضيع|من نحن|جميع الحقوق محفوظة|باختصار|تصوير
th|แชร์|ข่าวที่เกี่ยวข้อง|ข่าวยอดนิยม|จดหมายข่าวยามเช้า|สมัครรับข่าว|แท็ก|เกี่ยวกับเรา|สงวนลิขสิทธิ์|สรุปสั้น|ภาพ
ru|Поделиться|Читайте также|Самое читаемое|Утренняя рассылка редакции|Подписаться|Темы|О редакции|Все права защищены|Коротко|Фото
id|Bagikan|Baca juga|Terpopuler|Kabar pagi di surel Anda|Daftar|Topik|Tentang kami|Hak cipta dilindungi|Sekilas|Foto
hr|Podijeli|Pročitajte i|Najčitanije|Jutarnji pregled vijesti|Prijavi me|Teme|O nama|Sva prava pridržana|Ukratko|Foto
sk|Zdieľať|Prečítajte si aj|Najčítanejšie|Ranný prehľad správ|Odoberať|Témy|O nás|Všetky práva vyhradené|Stručne|Foto
"""

WORDS: dict[str, dict[str, str]] = {}
for _line in _WORD_ROWS.strip().splitlines():
    _lang, *_vals = _line.split("|")
    assert len(_vals) == len(_KEYS), _line
    WORDS[_lang] = dict(zip(_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteAQ:
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
pt-serrana|Gazeta Serrana|pt|nw|Notícias da serra e do vale do Rio Claro|Início,Cidades,Economia,Esportes,Cultura
de-auental|Auentaler Rundschau|de|nw|Die Zeitung für das Auental|Start,Auental,Wirtschaft,Sport,Kultur
pl-lesnica|Głos Leśnicy|pl|lc|Portal miasta i gminy Leśnica|Główna,Miasto,Gmina,Sport,Kultura
ja-kawasemi|かわせみ新報|ja|nw|川瀬見市と北部地域の情報|トップ,地域,社会,経済,スポーツ
tr-yesilova|Yeşilova Haber|tr|lc|Yeşilova ve köylerinin sesi|Anasayfa,Yerel,Ekonomi,Spor,Kültür
el-akrotiri|Ακρωτήρι Σήμερα|el|mg|Ειδήσεις από τη χερσόνησο|Αρχική,Τοπικά,Κοινωνία,Πολιτισμός,Αθλητικά
es-altiplano|El Altiplano Digital|es|nw|Diario de la meseta y sus pueblos|Portada,Provincia,Campo,Deportes,Cultura
ko-haeseong|해성일보|ko|nw|해성군과 바닷가 마을 소식|홈,지역,경제,사회,문화
it-valmora|La Gazzetta di Valmora|it|lc|Notizie dalla valle|Home,Cronaca,Politica,Sport,Eventi
fr-orne|Le Courrier des Deux Rives|fr|mg|L'actualité du pays des deux rives|Accueil,Communes,Économie,Loisirs,Sports
nl-polder|De Polderstem|nl|lc|Nieuws uit Ooster- en Westpolder|Home,Regio,Economie,Sport,Cultuur
cs-vrchy|Hlas Vrchoviny|cs|mg|Zprávy z Vrchoviny|Úvod,Region,Ekonomika,Kultura,Sport
en-saltmarsh|The Saltmarsh Ledger|en|mg|Long reads from the low coast|Home,Features,Places,Food,About
sv-norrvik|Norrviks Tidning|sv|nw|Nyheter från Norrvik och kusten|Hem,Norrvik,Kusten,Sport,Kultur
fi-kivijarvi|Kivijärven Viesti|fi|lc|Paikallisuutisia Kivijärveltä|Etusivu,Uutiset,Talous,Urheilu,Mielipiteet
ro-valea|Ziarul Văii Argintii|ro|nw|Știri din Valea Argintie|Acasă,Local,Economie,Sport,Cultură
uk-berehy|Берегове слово|uk|lc|Новини громади над річкою|Головна,Громада,Економіка,Спорт,Культура
vi-phuson|Phú Sơn Ngày Nay|vi|nw|Tin tức tỉnh Phú Sơn|Trang chủ,Địa phương,Kinh tế,Xã hội,Thể thao
hu-dombos|Dombosi Krónika|hu|mg|Magazin a Dombvidékről|Címlap,Város,Gazdaság,Kultúra,Sport
da-strandby|Strandby Avis|da|lc|Nyheder fra Strandby og omegn|Forside,Lokalt,Erhverv,Kultur,Sport
zh-lanxi|兰溪都市报|zh|nw|兰溪市新闻门户|首页,本地,民生,楼市,文化
he-givat|קול הגבעה|he|lc|חדשות המושבה והסביבה|ראשי,חדשות,עירייה,תרבות,ספורט
ar-nakhil|أخبار النخيل|ar|nw|صحيفة مدينة النخيل|الرئيسية,محليات,البلدية,اقتصاد,رياضة
th-chaophraya|ข่าวเมืองริมน้ำ|th|lc|ข่าวสารเมืองเก่าริมแม่น้ำ|หน้าแรก,ข่าวท้องถิ่น,เศรษฐกิจ,ไลฟ์สไตล์,กีฬา
ru-zarechye|Заречные вести|ru|nw|Газета Заречного района|Главная,Район,Общество,Спорт,Культура
id-muara|Kabar Muara|id|lc|Berita dari kota muara|Beranda,Kota,Ekonomi,Komunitas,Olahraga
hr-sveti|Otočni list|hr|mg|Vijesti s otoka Svetog Kuzme|Naslovnica,Otok,More,Kultura,Sport
sk-podhorie|Podhorské noviny|sk|lc|Správy z Podhoria|Úvod,Región,Samospráva,Šport,Kultúra
"""

SITES_AQ: dict[str, SiteAQ] = {}
for _line in _ROWS.strip().splitlines():
    _k, _n, _l, _t, _tag, _secs = _line.split("|")
    SITES_AQ[_k] = SiteAQ(_k, _n, _l, _t, _tag, tuple(_secs.split(",")))
