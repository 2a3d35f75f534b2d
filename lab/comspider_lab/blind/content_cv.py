"""Made-up news sites and magazines of blind set CV (2019-2026, ten languages, none English) and the furniture's words
per language (``TERMS``). Every site name, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_TERM_KEYS = (
    "home",
    "search",
    "login",
    "subscribe",
    "share",
    "copy",
    "ad",
    "live",
    "most_read",
    "related",
    "news_title",
    "news_text",
    "news_button",
    "pay_title",
    "pay_text",
    "pay_button",
    "cookie",
    "accept",
    "reject",
    "rights",
    "tags",
)

# lang | home | search | login | subscribe | share | copy link | ad label | live | most read | related |
# newsletter title | newsletter text | newsletter button | paywall title | paywall text | paywall button |
# cookie text | accept | reject | rights | tags
_TERM_ROWS = """
ja|トップ|検索|ログイン|購読する|シェア|リンクをコピー|広告|速報|よく読まれている記事|関連記事|朝のニュースレター|平日の朝7時に、編集部が選んだ5本の記事をお届けします。|登録する|有料会員限定|この続きは有料会員の方のみお読みいただけます。初月無料でお試しください。|無料で試す|当サイトでは、サービス向上と広告配信のためにCookieを使用しています。|すべて許可|必要なもののみ|無断転載を禁じます|キーワード
ko|홈|검색|로그인|구독|공유|링크 복사|광고|속보|많이 본 뉴스|관련 기사|아침 브리핑|매일 아침 7시, 꼭 알아야 할 뉴스 다섯 개를 메일로 보내 드립니다.|신청하기|프리미엄 기사|이 기사의 나머지 내용은 유료 구독자만 볼 수 있습니다. 첫 달은 무료입니다.|구독 시작|이 사이트는 더 나은 서비스와 맞춤 광고를 위해 쿠키를 사용합니다.|모두 허용|필수만 허용|무단 전재 및 재배포 금지|태그
uk|Головна|Пошук|Увійти|Передплатити|Поділитися|Копіювати посилання|Реклама|Наживо|Найпопулярніше|Читайте також|Ранкова розсилка|Щобудня о 7:00 — п'ять головних новин регіону у вашій поштовій скриньці.|Підписатися|Лише для передплатників|Далі — матеріал для передплатників. Перший місяць — за 1 гривню.|Оформити передплату|Ми використовуємо файли cookie, щоб сайт працював краще, а реклама була доречною.|Прийняти всі|Лише необхідні|Усі права захищено|Теги
hu|Címlap|Keresés|Belépés|Előfizetés|Megosztás|Link másolása|Hirdetés|Élő|Legolvasottabb|Kapcsolódó cikkek|Reggeli hírlevél|Hétköznap reggel hétkor elküldjük a nap öt legfontosabb hírét.|Feliratkozom|Előfizetőknek|A cikk folytatását előfizetőink olvashatják. Az első hónap ingyenes.|Kipróbálom|Weboldalunk sütiket használ a jobb felhasználói élmény és a személyre szabott hirdetések érdekében.|Elfogadom|Csak a szükségesek|Minden jog fenntartva|Címkék
vi|Trang chủ|Tìm kiếm|Đăng nhập|Đăng ký gói|Chia sẻ|Sao chép liên kết|Quảng cáo|Trực tiếp|Đọc nhiều nhất|Tin liên quan|Bản tin sáng|Mỗi sáng lúc 7 giờ, năm tin quan trọng nhất trong ngày được gửi tới hộp thư của bạn.|Đăng ký|Dành cho hội viên|Phần còn lại của bài viết chỉ dành cho hội viên. Tháng đầu tiên miễn phí.|Dùng thử|Trang web sử dụng cookie để cải thiện trải nghiệm và hiển thị quảng cáo phù hợp.|Đồng ý|Chỉ cookie cần thiết|Bản quyền thuộc về tòa soạn|Từ khóa
bg|Начало|Търсене|Вход|Абонамент|Сподели|Копирай връзката|Реклама|На живо|Най-четени|Свързани материали|Сутрешен бюлетин|Всеки делничен ден в 7 ч. — петте най-важни новини на деня в пощата ви.|Абонирай се|Само за абонати|Продължението е достъпно само за абонати. Първият месец е безплатен.|Пробвай|Използваме бисквитки, за да работи сайтът по-добре и да показваме подходящи реклами.|Приемам всички|Само необходимите|Всички права запазени|Етикети
pt-BR|Início|Buscar|Entrar|Assine|Compartilhar|Copiar link|Publicidade|Ao vivo|Mais lidas|Veja também|Newsletter da manhã|De segunda a sexta, às 7h, as cinco notícias que você precisa saber para começar o dia.|Quero receber|Exclusivo para assinantes|Continue lendo esta reportagem por apenas R$ 1,90 no primeiro mês.|Assinar agora|Usamos cookies para melhorar sua experiência e personalizar anúncios. Ao continuar, você concorda com a nossa Política de Privacidade.|Aceitar|Só os essenciais|Todos os direitos reservados|Tópicos
tr|Ana Sayfa|Ara|Giriş yap|Abone ol|Paylaş|Bağlantıyı kopyala|Reklam|Son dakika|En çok okunanlar|İlgili haberler|Sabah bülteni|Hafta içi her sabah 07.00'de günün beş önemli haberi e-posta kutunuzda.|Kaydol|Abonelere özel|Haberin devamını okumak için abone olun. İlk ay ücretsiz.|Hemen dene|Sitemizde deneyiminizi iyileştirmek ve reklamları kişiselleştirmek için çerezler kullanılmaktadır.|Kabul et|Yalnızca zorunlu|Tüm hakları saklıdır|Etiketler
ca|Portada|Cerca|Inicia la sessió|Subscriu-t'hi|Comparteix|Copia l'enllaç|Publicitat|En directe|El més llegit|Notícies relacionades|Butlletí del matí|Cada dia feiner a les 7, les cinc notícies que cal saber per començar el dia.|M'hi apunto|Només per a subscriptors|Continua llegint aquest article per 1 euro el primer mes.|Subscriu-t'hi ara|Fem servir galetes pròpies i de tercers per millorar l'experiència i mostrar publicitat personalitzada.|Accepta-les totes|Només les necessàries|Tots els drets reservats|Etiquetes
id|Beranda|Cari|Masuk|Langganan|Bagikan|Salin tautan|Iklan|Langsung|Terpopuler|Berita terkait|Buletin pagi|Setiap pagi pukul 07.00 WIB, lima berita terpenting hari ini langsung ke surel Anda.|Daftar|Khusus pelanggan|Lanjutkan membaca artikel ini dengan berlangganan. Bulan pertama gratis.|Coba sekarang|Situs ini menggunakan kuki untuk meningkatkan pengalaman Anda dan menampilkan iklan yang relevan.|Terima semua|Hanya yang perlu|Hak cipta dilindungi undang-undang|Topik
"""

TERMS: dict[str, dict[str, str]] = {}
for _row in _TERM_ROWS.strip().splitlines():
    _lang, *_vals = _row.split("|")
    assert len(_vals) == len(_TERM_KEYS), _row
    TERMS[_lang] = dict(zip(_TERM_KEYS, _vals, strict=True))


@dataclass(frozen=True)
class SiteCV:
    key: str
    name: str
    lang: str
    prefix: str  # the template's own class prefix (every site made its own)
    color: str
    font: str
    motto: str
    menu: tuple[str, ...]
    direction: str = "ltr"


# key | name | lang | prefix | colour | font | motto | menu (the first is the home page)
_SITE_ROWS = """
ja-shunju|週刊みなと春秋|ja|mz|#a4262c|'Hiragino Mincho ProN',serif|港町から考える週刊誌|トップ,社会,くらし,経済,文化,連載
ko-haebit|해빛일보|ko|hb|#0b5394|'Noto Sans KR',sans-serif|남해안 사람들의 신문|홈,지역,사회,경제,문화,오피니언
uk-pravoberezh|Правобережний кур'єр|uk|pk|#1f5fa8|'Roboto',sans-serif|Новини міста та області|Головна,Місто,Область,Економіка,Культура,Спорт
hu-alfold|Alföldi Krónika|hu|ak|#2e7d32|'Source Serif Pro',serif|Hírek a Tisza mentéről|Címlap,Belföld,Megye,Gazdaság,Kultúra,Sport
vi-songhau|Báo Sông Hậu Online|vi|sh|#d35400|'Be Vietnam Pro',sans-serif|Tin tức miền Tây mỗi ngày|Trang chủ,Thời sự,Kinh tế,Đời sống,Giáo dục,Thể thao
bg-dunavski|Дунавски вестител|bg|dv|#6a1b9a|'PT Serif',serif|Новините от Северозапада|Начало,Регион,Общество,Икономика,Култура,Спорт
ptbr-cerrado|Revista Cerrado Aberto|pt-BR|ca|#00695c|'Merriweather',serif|Jornalismo do Brasil central|Início,Cidades,Meio ambiente,Política,Cultura,Podcasts
tr-karadeniz|Karadeniz Postası|tr|kp|#c62828|'Open Sans',sans-serif|Doğu Karadeniz'in haber sitesi|Ana Sayfa,Gündem,Bölge,Ekonomi,Spor,Yaşam
ca-terraferma|Diari de Terraferma|ca|dt|#37474f|'Lora',serif|La informació de Ponent|Portada,Territori,Societat,Cultura,Esports,Opinió
id-pesisir|Kabar Pesisir|id|kbp|#00838f|'Inter',sans-serif|Berita pesisir utara Jawa|Beranda,Daerah,Peristiwa,Ekonomi,Gaya Hidup,Olahraga
"""

SITES_CV: dict[str, SiteCV] = {}
for _row in _SITE_ROWS.strip().splitlines():
    _k, _n, _l, _p, _c, _f, _motto, _menu = _row.split("|")
    SITES_CV[_k] = SiteCV(_k, _n, _l, _p, _c, _f, _motto, tuple(_menu.split(",")))
