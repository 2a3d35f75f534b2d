"""Made-up sites of blind set AM (discussions as today's news sites and blogs load them in the browser) and the
furniture's words per language (``WORDS``). Every site name, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_KEYS = ("share", "recs", "most", "newsletter", "subscribe", "author", "rights", "copy")

# lang | share | recommended | most read | newsletter box | subscribe | about the author | rights | copy link
_WORD_ROWS = """
en|Share|Recommended for you|Most read|Get the morning briefing in your inbox|Sign up|About the author|All rights reserved|Copy link
de|Teilen|Empfohlen für Sie|Meistgelesen|Der Morgen-Newsletter für Ihre Region|Abonnieren|Über die Autorin|Alle Rechte vorbehalten|Link kopieren
fr|Partager|Recommandé pour vous|Les plus lus|La lettre du matin dans votre boîte|S'inscrire|À propos de l'auteur|Tous droits réservés|Copier le lien
es|Compartir|Recomendado para ti|Lo más leído|Recibe el boletín de la mañana|Suscribirme|Sobre la autora|Todos los derechos reservados|Copiar enlace
ja|共有|あなたへのおすすめ|アクセスランキング|朝のニュースレターを受け取る|登録する|この記事を書いた人|無断転載を禁じます|リンクをコピー
ru|Поделиться|Рекомендуем|Самое читаемое|Утренняя рассылка новостей|Подписаться|Об авторе|Все права защищены|Скопировать ссылку
ar|شارك|مقترحات لك|الأكثر قراءة|نشرتنا الصباحية في بريدك|اشترك|عن الكاتب|جميع الحقوق محفوظة|نسخ الرابط
ko|공유|추천 기사|많이 본 기사|아침 뉴스레터 받아보기|구독|기자 소개|무단 전재 및 재배포 금지|링크 복사
pt|Compartilhar|Recomendados para você|Mais lidas|Receba a newsletter da manhã|Assinar|Sobre a autora|Todos os direitos reservados|Copiar link
hi|साझा करें|आपके लिए सुझाव|सबसे ज़्यादा पढ़ी गई|सुबह का न्यूज़लेटर पाएँ|सदस्यता लें|लेखक के बारे में|सर्वाधिकार सुरक्षित|लिंक कॉपी करें
nl|Delen|Aanbevolen voor jou|Meest gelezen|Ontvang de ochtendbrief|Aanmelden|Over de auteur|Alle rechten voorbehouden|Link kopiëren
sv|Dela|Rekommenderat för dig|Mest läst|Få morgonbrevet i din inkorg|Prenumerera|Om skribenten|Alla rättigheter förbehållna|Kopiera länk
cs|Sdílet|Doporučujeme|Nejčtenější|Ranní souhrn do e-mailu|Odebírat|O autorce|Všechna práva vyhrazena|Kopírovat odkaz
fi|Jaa|Suosittelemme sinulle|Luetuimmat|Tilaa aamun uutiskirje|Tilaa|Toimittajasta|Kaikki oikeudet pidätetään|Kopioi linkki
it|Condividi|Consigliati per te|I più letti|La newsletter del mattino|Iscriviti|L'autrice|Riproduzione riservata|Copia link
tr|Paylaş|Sizin için seçtiklerimiz|En çok okunanlar|Sabah bülteni e-postanızda|Abone ol|Yazar hakkında|Tüm hakları saklıdır|Bağlantıyı kopyala
pl|Udostępnij|Polecane dla Ciebie|Najczęściej czytane|Poranny newsletter na Twoją skrzynkę|Zapisz się|O autorze|Wszelkie prawa zastrzeżone|Kopiuj link
el|Κοινοποίηση|Προτεινόμενα για εσάς|Τα πιο διαβασμένα|Το πρωινό ενημερωτικό δελτίο|Εγγραφή|Σχετικά με τη συντάκτρια|Με επιφύλαξη παντός δικαιώματος|Αντιγραφή συνδέσμου
vi|Chia sẻ|Gợi ý cho bạn|Đọc nhiều nhất|Nhận bản tin buổi sáng|Đăng ký|Về tác giả|Bản quyền thuộc về tòa soạn|Sao chép liên kết
uk|Поділитися|Рекомендуємо|Найпопулярніше|Ранкова розсилка новин|Підписатися|Про авторку|Усі права захищено|Копіювати посилання
zh|分享|为你推荐|阅读排行|订阅早间简报|订阅|关于作者|版权所有|复制链接
he|שיתוף|מומלצים עבורך|הנקראים ביותר|הניוזלטר של הבוקר|להרשמה|על הכותבת|כל הזכויות שמורות|העתקת קישור
th|แชร์|แนะนำสำหรับคุณ|ยอดนิยม|รับจดหมายข่าวทุกเช้า|สมัครรับ|เกี่ยวกับผู้เขียน|สงวนลิขสิทธิ์|คัดลอกลิงก์
id|Bagikan|Rekomendasi untukmu|Terpopuler|Dapatkan buletin pagi|Berlangganan|Tentang penulis|Hak cipta dilindungi|Salin tautan
da|Del|Anbefalet til dig|Mest læste|Få morgenbrevet i din indbakke|Tilmeld|Om skribenten|Alle rettigheder forbeholdes|Kopiér link
nb|Del|Anbefalt for deg|Mest lest|Få morgenbrevet på e-post|Meld deg på|Om journalisten|Alle rettigheter reservert|Kopier lenke
ro|Distribuie|Recomandate pentru tine|Cele mai citite|Newsletterul de dimineață|Abonează-te|Despre autor|Toate drepturile rezervate|Copiază linkul
hu|Megosztás|Neked ajánljuk|Legolvasottabb|A reggeli hírlevél a postafiókodba|Feliratkozom|A szerzőről|Minden jog fenntartva|Link másolása
"""

WORDS: dict[str, dict[str, str]] = {}
for _line in _WORD_ROWS.strip().splitlines():
    _lang, *_vals = _line.split("|")
    assert len(_vals) == len(_KEYS), _line
    WORDS[_lang] = dict(zip(_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteAM:
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
en-harbourline|Harbourline Daily|en|hx|News from the estuary towns|Home,Local,Business,Culture,Sport
de-kesselbach|Kesselbacher Rundschau|de|tw|Nachrichten aus dem Kesseltal|Start,Kesselbach,Region,Wirtschaft,Sport
fr-argonne|Le Courrier des Crêtes|fr|ce|L'actualité des crêtes et des vallées|Accueil,Vallées,Société,Économie,Sports
es-almendral|El Faro de Almendral|es|hx|Diario digital de la costa|Portada,Almendral,Comarca,Economía,Deportes
ja-kawanishi|川西ニュース|ja|tw|川西市とその周辺の話題|トップ,地域,くらし,経済,スポーツ
ru-severny|Северный берег|ru|ce|Новости Заречного района|Главная,Город,Общество,Экономика,Спорт
ar-marsa|مرسى اليوم|ar|hx|أخبار المدينة والميناء|الرئيسية,محليات,اقتصاد,ثقافة,رياضة
ko-haewon|해원일보|ko|tw|해원시 생활 뉴스|홈,지역,경제,사회,스포츠
pt-serrinha|Gazeta da Serrinha|pt|ce|O jornal digital da Serrinha|Início,Cidade,Região,Economia,Esportes
hi-narmada|नर्मदा समाचार|hi|hx|नगर और ज़िले की ख़बरें|होम,शहर,ज़िला,व्यापार,खेल
nl-dijkstad|Dijkstad Nu|nl|tw|Nieuws uit Dijkstad en de polder|Home,Dijkstad,Polder,Economie,Sport
sv-granvik|Granviks Tidning|sv|ce|Nyheter från Granvik med omnejd|Start,Granvik,Länet,Näringsliv,Sport
cs-polabi|Polabský zpravodaj|cs|hx|Zprávy z Polabí|Úvod,Region,Kultura,Ekonomika,Sport
fi-koskela|Koskelan Uutiset|fi|tw|Koskelan paikallismedia|Etusivu,Koskela,Maakunta,Talous,Urheilu
it-valtorta|Il Portale della Valtorta|it|ce|Notizie dalla valle|Home,Valle,Cronaca,Economia,Sport
tr-bozdag|Bozdağ Haber|tr|hx|Bozdağ ve çevresinden haberler|Anasayfa,Gündem,Ekonomi,Yaşam,Spor
pl-rzecznica|Gazeta Rzecznicka|pl|tw|Portal gminy Rzecznica|Strona główna,Gmina,Region,Gospodarka,Sport
el-limnos|Νέα της Λίμνης|el|ce|Ειδήσεις από τη Λίμνη και τα χωριά|Αρχική,Τοπικά,Κοινωνία,Οικονομία,Αθλητικά
vi-benthuy|Báo Bến Thủy Điện Tử|vi|hx|Tin tức vùng ven sông|Trang chủ,Thời sự,Kinh tế,Đời sống,Thể thao
uk-dnistrove|Дністрові новини|uk|tw|Новини громади над Дністром|Головна,Громада,Економіка,Культура,Спорт
zh-jinjiang|锦江财经|zh|ce|锦江市财经新闻|首页,市场,公司,理财,科技
he-gilboa|גלבוע עכשיו|he|hx|חדשות העמק|ראשי,חדשות,קהילה,כלכלה,תרבות
th-maeklong|แม่กลองนิวส์|th|tw|ข่าวท่องเที่ยวและชุมชน|หน้าแรก,ท่องเที่ยว,ชุมชน,เศรษฐกิจ,กีฬา
id-lembah|Lembah Digital|id|ce|Portal berita Lembah Hijau|Beranda,Daerah,Teknologi,Ekonomi,Olahraga
da-skovlund|Skovlund Avis|da|hx|Nyt fra Skovlund og omegn|Forside,Lokalt,Kultur,Erhverv,Sport
nb-fjordvik|Fjordvik-Posten|nb|tw|Lokalavisa for Fjordvik|Forsiden,Nyheter,Samferdsel,Kultur,Sport
ro-piatra|Ecoul Muntelui|ro|ce|Știri de la munte|Acasă,Local,Turism,Economie,Sport
hu-nagytopolya|Topolyai Hírek|hu|hx|Nagytopolya és környéke|Címlap,Helyi,Közélet,Gazdaság,Sport
"""

SITES_AM: dict[str, SiteAM] = {}
for _line in _ROWS.strip().splitlines():
    _k, _n, _l, _s, _tag, _secs = _line.split("|")
    SITES_AM[_k] = SiteAM(_k, _n, _l, _s, _tag, tuple(_secs.split(",")))
