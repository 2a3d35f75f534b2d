"""Made-up sites of blind set BO (articles as people keep and pass on saved copies of them, 2008-2024). Every site
name, host, place and section invented for this set; the hosts end in ``.example`` and are never fetched."""

from __future__ import annotations

from comspider_lab.blind.layout_bo import SiteBO

# key | name | lang | host | sections
_ROWS = """
de-wendel|Notizen aus Wendelbrück|de|wendelbrueck-notizen.example|Start,Stadtgeschichte,Bahn,Fotos,Impressum
fr-glane|La Gazette des Glaneurs|fr|gazette-glaneurs.example|Accueil,Campagne,Marchés,Chroniques,Contact
ja-machi|町家だより|ja|machiya-dayori.example|ホーム,まち歩き,喫茶,日記
es-sierra|El Heraldo de Valdecristal|es|heraldo-valdecristal.example|Portada,Comarca,Agro,Fiestas,Opinión
pl-wierzb|Kurier Wierzbnicki|pl|kurier-wierzbnicki.example|Start,Region,Miasto,Sport,Listy
pt-vale|Jornal do Vale Verde|pt|jornalvaleverde.example|Início,Cidade,Campo,Cultura,Opinião
pt-eco|Eco Regional|pt|ecoregional.example|Capa,Regiões,Agenda,Opinião
ru-zarech|Заречные ведомости|ru|zarechnye-vedomosti.example|Главная,Город,Транспорт,Общество,Форум
ko-dalbit|달빛일보|ko|dalbit-ilbo.example|홈,사회,지역,문화,독자마당
it-lago|Eco del Lago|it|ecodellago.example|Home,Lago,Paesi,Sport,Lettere
it-rete|Rete Valli|it|retevalli.example|Home,Notizie,Valli,Cultura
sv-skar|Skärgårdsbladet|sv|skargardsbladet.example|Hem,Öarna,Båtliv,Natur,Debatt
vi-songlam|Báo Sông Lam Mới|vi|baosonglammoi.example|Trang chủ,Thời sự,Đời sống,Văn hóa
vi-lienket|Tin Liên Kết|vi|tinlienket.example|Trang chủ,Tổng hợp,Địa phương,Giải trí
nl-polder|Het Polderblad|nl|polderblad.example|Home,Dorpen,Water,Sport,Forum
tr-kiyi|Kıyı Postası|tr|kiyipostasi.example|Anasayfa,Gündem,Liman,Kültür,Spor
he-emek|קול העמק|he|kol-haemek.example|ראשי,חדשות,קהילה,תרבות,טוקבקים
fi-jarvi|Järviseudun Sanomat|fi|jarviseudun-sanomat.example|Etusivu,Kotiseutu,Luonto,Urheilu,Mielipide
cs-brod|Brodský deník|cs|brodsky-denik.example|Úvod,Zprávy,Region,Kultura,Sport
hu-tisza|Tiszaparti Hírek|hu|tiszaparti-hirek.example|Címlap,Város,Vidék,Kultúra,Sport
ro-deal|Foaia Dealului|ro|foaia-dealului.example|Acasă,Comună,Agricultură,Școală,Sport
el-elies|Ελαιώνας Σήμερα|el|elaionas-simera.example|Αρχική,Ειδήσεις,Αγροτικά,Πολιτισμός
el-anatoli|Ανατολή Online|el|anatoli-online.example|Αρχική,Ελλάδα,Περιφέρεια,Απόψεις
uk-step|Степовий вісник|uk|stepovyi-visnyk.example|Головна,Новини,Село,Культура,Спорт
bg-rodop|Родопски глас|bg|rodopski-glas.example|Начало,Новини,Планина,Култура
sk-hron|Pohronské noviny|sk|pohronske-noviny.example|Domov,Správy,Región,Kultúra,Šport
lt-nemun|Panemunės žinios|lt|panemunes-zinios.example|Pradžia,Naujienos,Kraštas,Kultūra
ca-riba|La Veu de la Ribera|ca|veu-ribera.example|Portada,Comarca,Cultura,Opinió
lv-krasts|Krasta Vēstis|lv|krasta-vestis.example|Sākums,Novads,Jūra,Kultūra
hr-otok|Otočki glasnik|hr|otocki-glasnik.example|Naslovnica,Otok,More,Kultura
hr-mreza|Jadranska mreža|hr|jadranska-mreza.example|Naslovnica,Vijesti,Regija,Zabava
id-kali|Warta Kali Bening|id|warta-kalibening.example|Beranda,Kota,Desa,Budaya
ar-wadi|أنباء الوادي الأخضر|ar|anba-alwadi.example|الرئيسية,محليات,زراعة,ثقافة
"""

SITES_BO: dict[str, SiteBO] = {}
for _line in _ROWS.strip().splitlines():
    _k, _n, _l, _h, _s = _line.split("|")
    SITES_BO[_k] = SiteBO(_k, _n, _l, _h, tuple(_s.split(",")), "rtl" if _l in ("ar", "he") else "ltr")
