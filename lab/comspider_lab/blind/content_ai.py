"""Made-up sites of blind set AI (discussions a reader has to reveal, and revealed lists that are not reader comments)
and the furniture's words per language (``LABELS``). Every site name, place and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass

_KEYS = ("latest", "share", "login", "top", "more", "close")

_LABEL_ROWS = """
es|Lo último|Compartir|Acceder|Volver arriba|Más noticias|Cerrar
pl|Najnowsze|Udostępnij|Zaloguj się|Do góry|Więcej|Zamknij
ja|新着記事|共有|ログイン|ページの先頭へ|もっと見る|閉じる
fr|À la une|Partager|Se connecter|Haut de page|Plus d'infos|Fermer
ar|آخر الأخبار|مشاركة|دخول|إلى الأعلى|المزيد|إغلاق
pt|Últimas|Partilhar|Entrar|Voltar ao topo|Mais notícias|Fechar
sv|Senaste|Dela|Logga in|Till toppen|Fler nyheter|Stäng
en|Latest|Share|Sign in|Back to top|More stories|Close
tr|Son dakika|Paylaş|Giriş yap|Başa dön|Daha fazla|Kapat
it|Ultime notizie|Condividi|Accedi|Torna su|Altre notizie|Chiudi
cs|Nejnovější|Sdílet|Přihlásit|Nahoru|Další zprávy|Zavřít
ko|최신 기사|공유하기|로그인|맨 위로|더 보기|닫기
el|Τελευταία νέα|Κοινοποίηση|Σύνδεση|Επάνω|Περισσότερα|Κλείσιμο
nl|Net binnen|Delen|Inloggen|Naar boven|Meer nieuws|Sluiten
de|Neueste Meldungen|Teilen|Anmelden|Nach oben|Mehr aus der Region|Schließen
fi|Tuoreimmat|Jaa|Kirjaudu|Alkuun|Lisää uutisia|Sulje
ru|Свежие новости|Поделиться|Вход|Наверх|Ещё новости|Закрыть
he|מבזקים|שתפו|כניסה|לראש העמוד|עוד כתבות|סגירה
hu|Friss hírek|Megosztás|Belépés|Az oldal tetejére|További hírek|Bezárás
ro|Ultima oră|Distribuie|Autentificare|Sus|Mai multe știri|Închide
zh|最新文章|分享|登录|回到顶部|更多|关闭
da|Seneste nyt|Del|Log ind|Til toppen|Flere nyheder|Luk
id|Terbaru|Bagikan|Masuk|Kembali ke atas|Berita lainnya|Tutup
uk|Останні новини|Поділитися|Увійти|Угору|Більше новин|Закрити
nb|Siste nytt|Del|Logg inn|Til toppen|Flere saker|Lukk
ca|L'última hora|Comparteix|Inicia sessió|Amunt|Més notícies|Tanca
vi|Tin mới|Chia sẻ|Đăng nhập|Lên đầu trang|Xem thêm|Đóng
hi|ताज़ा ख़बरें|साझा करें|लॉग इन|ऊपर जाएँ|और ख़बरें|बंद करें
"""

LABELS: dict[str, dict[str, str]] = {}
for _line in _LABEL_ROWS.strip().splitlines():
    _lang, *_words = _line.split("|")
    assert len(_words) == len(_KEYS), _lang
    LABELS[_lang] = dict(zip(_KEYS, _words, strict=True))


@dataclass(frozen=True)
class SiteAI:
    key: str
    name: str
    lang: str
    tagline: str
    template: str  # "nx" (a news site of 2020-2026), "ol" (a news site of 2014-2018), "bg" (a blog)
    nav: tuple[str, ...]

    @property
    def direction(self) -> str:
        return "rtl" if self.lang in ("ar", "he") else "ltr"


# key | name | lang | template | tagline | sections (the first is the home page)
_ROWS = """
es-valdeloma|Crónica de Valdeloma|es|nx|El diario digital de la comarca|Portada,Valdeloma,Comarca,Deportes,Opinión
pl-zalesie|Tygodnik Zalesie|pl|nx|Wiadomości z gminy i okolic|Start,Gmina,Komunikacja,Sport,Kultura
ja-higashioka|ひがし丘タイムズ|ja|nx|丘の上のまちの毎日|トップ,まち,くらし,しごと,スポーツ
fr-plateau|Les Nouvelles du Plateau|fr|nx|L'actualité des hautes terres|Accueil,Territoire,Environnement,Sports,Agenda
ar-waha|صدى الواحة|ar|nx|أخبار الواحة والقرى المجاورة|الرئيسية,محليات,اقتصاد,رياضة,ثقافة
pt-ribeira|Jornal da Ribeira Funda|pt|nx|Notícias do concelho desde 1931|Início,Concelho,Freguesias,Desporto,Cultura
sv-norrbyn|Norrbyns Allehanda|sv|ol|Nyheter från Norrbyn och dalen|Start,Nyheter,Kommunen,Sport,Kultur
en-kestrel|The Kestrel Valley Courier|en|nx|Independent news for the valley towns|Home,News,Council,Sport,Community
tr-korfez|Körfez Postası|tr|nx|Körfezin yerel haber sitesi|Anasayfa,Gündem,Belediye,Spor,Yaşam
it-valsorda|Il Corriere di Valsorda|it|nx|Quotidiano online della valle|Home,Cronaca,Valle,Sport,Cultura
cs-podhuri|Hlas Podhůří|cs|ol|Zpravodajství z Podhůří|Úvod,Zprávy,Obce,Sport,Kultura
ko-baramgol|바람골 일보|ko|nx|바람골 사람들의 이야기|홈,지역,교육,환경,문화
el-limni|Η Φωνή της Λίμνης|el|ol|Ειδήσεις από τα χωριά της λίμνης|Αρχική,Τοπικά,Κοινωνία,Αθλητικά,Πολιτισμός
nl-kustblad|Het Kustblad|nl|nx|Nieuws van de kust, elke dag|Home,Kust,Gemeente,Sport,Vrije tijd
de-wiesengrund|Wiesengrunder Tagblatt|de|nx|Ihre Zeitung für Stadt und Land|Startseite,Wiesengrund,Landkreis,Sport,Kultur
fi-jarvikyla|Järvikylän Sanomat|fi|nx|Paikallisuutisia järven rannalta|Etusivu,Uutiset,Kunta,Urheilu,Kulttuuri
ru-zavolzhye|Заволжский спорт|ru|nx|Спорт района без выходных|Главная,Футбол,Хоккей,Лёгкая атлетика,Фото
he-kramim|ידיעות הכרמים|he|ol|עיתון המושבות מאז 1994|ראשי,מועצה,חינוך,סביבה,תרבות
hu-tiszapart|Tiszaparti Hírek|hu|nx|A város hírei minden nap|Címlap,Város,Életmód,Sport,Kultúra
ro-valealunga|Monitorul de Valea Lungă|ro|ol|Ziarul orașului, pe internet|Acasă,Local,Social,Sport,Cultură
zh-yuese|月色书简|zh|bg|一个译诗爱好者的博客|首页,译诗,读书,旅行,关于
da-fjordby|Fjordbyens Erhverv|da|nx|Erhvervsnyt fra fjorden|Forside,Erhverv,Børs,Job,Debat
id-lembah|Warta Lembah Hijau|id|nx|Berita kabupaten setiap hari|Beranda,Daerah,Pendidikan,Budaya,Olahraga
uk-nadrossia|Вісник Надросся|uk|ol|Новини громади|Головна,Громада,Події,Спорт,Культура
nb-fjellbygda|Fjellbygda Avis|nb|nx|Lokalavisa for fjellbygdene|Forsiden,Nyheter,Kommune,Sport,Kultur
ca-vall|El Portaveu de la Vall|ca|ol|Diari digital de la vall|Inici,Municipis,Societat,Esports,Cultura
vi-phocang|Báo Phố Cảng|vi|nx|Tin tức thành phố cảng|Trang chủ,Thời sự,Văn hóa,Du lịch,Thể thao
hi-ghati|घाटी समाचार|hi|nx|घाटी की हर ख़बर|मुखपृष्ठ,शहर,शिक्षा,खेल,मनोरंजन
"""

SITES_AI: dict[str, SiteAI] = {}
for _line in _ROWS.strip().splitlines():
    _key, _name, _lang, _tpl, _tag, _nav = _line.split("|", 5)
    SITES_AI[_key] = SiteAI(_key, _name, _lang, _tag, _tpl, tuple(_nav.split(",")))
