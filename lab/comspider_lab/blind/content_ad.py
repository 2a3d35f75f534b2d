"""Made-up sites of blind set AD: newspapers of 2010-2014 with registered readers' discussions and regional news sites
in the languages the earlier sets used least (every name invented): per site key a ``SiteK`` (name, language, tagline,
sections, footer link columns, direction) and the furniture of that era the templates of ``layout_ad.py`` print
around the article (``FurnAD``: a date and weather line, most read and most commented titles, latest headlines with
their times, related stories, a topics line), with the furniture's words per language (``LABELS``)."""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.layout_k import SiteK

_KEYS = (
    "most_read",
    "most_talked",
    "latest",
    "related",
    "topics",
    "share",
    "email",
    "print",
    "login",
    "register",
    "search",
    "advert",
    "follow",
    "follow_t",
    "paper",
    "paper_t",
    "jump",
    "count",
    "top",
    "weather",
)

# one line a language, the words in _KEYS' order, "|"-separated; "count" holds {n}
_LABEL_ROWS = """
en|Most read|Most discussed|Latest news|Related stories|Topics|Share|Email this|Print|Log in|Register|Search|Advertisement|Follow this story|Get an email when this story is updated.|Today's paper|Read the print edition online|Jump to comments|{n} comments|Back to top|Weather
pt|Mais lidas|Mais comentadas|Últimas|Notícias relacionadas|Temas|Partilhar|Enviar por e-mail|Imprimir|Entrar|Registar|Pesquisar|Publicidade|Seguir este tema|Receba um e-mail quando houver novidades.|Edição impressa|Leia a edição em papel online|Ir para os comentários|{n} comentários|Voltar ao topo|Tempo
it|Le più lette|Le più commentate|Ultim'ora|Articoli correlati|Argomenti|Condividi|Invia per e-mail|Stampa|Accedi|Registrati|Cerca|Pubblicità|Segui questa notizia|Ricevi un'e-mail a ogni aggiornamento.|Il giornale di oggi|Sfoglia l'edizione cartacea|Vai ai commenti|{n} commenti|Torna su|Meteo
vi|Đọc nhiều nhất|Nhiều bình luận nhất|Tin mới|Tin liên quan|Chủ đề|Chia sẻ|Gửi email|In bài|Đăng nhập|Đăng ký|Tìm kiếm|Quảng cáo|Theo dõi chủ đề|Nhận email khi có tin mới.|Báo in hôm nay|Đọc báo in trực tuyến|Xem bình luận|{n} bình luận|Lên đầu trang|Thời tiết
he|הנקראות ביותר|המדוברות ביותר|מבזקים|כתבות נוספות|נושאים|שתפו|שלחו לחבר|הדפסה|התחברות|הרשמה|חיפוש|פרסומת|עקבו אחרי הנושא|קבלו מייל כשיש עדכון.|העיתון של היום|קראו את המהדורה המודפסת|לתגובות|{n} תגובות|לראש העמוד|מזג האוויר
hi|सबसे ज़्यादा पढ़ी गईं|सबसे ज़्यादा चर्चित|ताज़ा ख़बरें|संबंधित ख़बरें|विषय|शेयर करें|ईमेल करें|प्रिंट|लॉग इन|रजिस्टर करें|खोजें|विज्ञापन|इस ख़बर को फ़ॉलो करें|नई जानकारी आने पर ईमेल पाएँ।|आज का अख़बार|ई-पेपर पढ़ें|टिप्पणियों पर जाएँ|{n} टिप्पणियाँ|ऊपर जाएँ|मौसम
th|ข่าวยอดนิยม|ข่าวที่มีคนแสดงความคิดเห็นมากที่สุด|ข่าวล่าสุด|ข่าวที่เกี่ยวข้อง|หัวข้อ|แบ่งปัน|ส่งอีเมล|พิมพ์|เข้าสู่ระบบ|สมัครสมาชิก|ค้นหา|โฆษณา|ติดตามข่าวนี้|รับอีเมลเมื่อมีข่าวใหม่|หนังสือพิมพ์วันนี้|อ่านฉบับพิมพ์ออนไลน์|ไปที่ความคิดเห็น|{n} ความคิดเห็น|กลับขึ้นด้านบน|สภาพอากาศ
fa|پربیننده‌ترین‌ها|پربحث‌ترین‌ها|تازه‌ترین خبرها|خبرهای مرتبط|موضوع‌ها|هم‌رسانی|ارسال به دوستان|چاپ|ورود|ثبت نام|جستجو|آگهی|دنبال کردن این خبر|با هر خبر تازه ایمیل بگیرید.|روزنامه امروز|نسخه چاپی را بخوانید|رفتن به نظرها|{n} نظر|بازگشت به بالا|هوا
uk|Найпопулярніше|Найбільше обговорюють|Останні новини|Читайте також|Теми|Поділитися|Надіслати e-mail|Друк|Увійти|Зареєструватися|Пошук|Реклама|Стежити за темою|Отримуйте лист, коли з'являться новини.|Свіжий номер|Читати друковану версію|До коментарів|Коментарів: {n}|Нагору|Погода
sk|Najčítanejšie|Najdiskutovanejšie|Najnovšie|Súvisiace články|Témy|Zdieľať|Poslať e-mailom|Tlačiť|Prihlásiť|Registrovať|Hľadať|Reklama|Sledovať tému|Pošleme vám e-mail, keď pribudne novinka.|Dnešné noviny|Čítajte tlačené vydanie|Prejsť na diskusiu|{n} príspevkov|Hore|Počasie
bg|Най-четени|Най-коментирани|Последни новини|Свързани статии|Теми|Сподели|Изпрати по имейл|Печат|Вход|Регистрация|Търсене|Реклама|Следете темата|Получавайте имейл при ново развитие.|Днешният брой|Прочетете печатното издание|Към коментарите|{n} коментара|Нагоре|Времето
ca|Més llegides|Més comentades|Última hora|Notícies relacionades|Temes|Comparteix|Envia per correu|Imprimeix|Entra|Registra't|Cerca|Publicitat|Segueix aquest tema|Rep un correu quan hi hagi novetats.|El diari d'avui|Llegeix l'edició en paper|Vés als comentaris|{n} comentaris|Amunt|El temps
nb|Mest lest|Mest diskutert|Siste nytt|Relaterte saker|Emner|Del|Send på e-post|Skriv ut|Logg inn|Registrer deg|Søk|Annonse|Følg saken|Få e-post når saken oppdateres.|Dagens avis|Les papiravisen på nett|Gå til kommentarene|{n} kommentarer|Til toppen|Været
"""

LABELS: dict[str, dict[str, str]] = {}
for _line in _LABEL_ROWS.strip().splitlines():
    _lang, *_words = _line.split("|")
    assert len(_words) == len(_KEYS), _lang
    LABELS[_lang] = dict(zip(_KEYS, _words, strict=True))


@dataclass(frozen=True)
class FurnAD:
    """A site's furniture of 2010-2014."""

    dateline: str  # the date and the weather, as the top strip shows them
    most_read: tuple[str, ...]
    most_talked: tuple[tuple[str, int], ...]  # title, number of comments
    latest: tuple[tuple[str, str], ...]  # time, headline
    related: tuple[tuple[str, str], ...]  # title, date
    topics: tuple[str, ...]


# key | name | lang | tagline | sections (comma-separated) | footer: heading: a; b || ...
_ROWS = """
en-city|The Carrick Evening Post|en|Carrick's evening paper since 1881|Home,News,Sport,Business,Opinion,Lifestyle,Entertainment,Property,Jobs,Motors|News: Local; Crime; Politics; Education || Sport: Football; Rugby; Racing || The Post: Contact us; Advertise; Terms; Privacy
en-county|Wyvern Valley Gazette|en|The voice of the valley, every day|Home,News,Sport,Farming,Opinion,What's On,Property,Jobs|News: Towns; Villages; Courts || Gazette: Contact; Advertise; Subscribe
en-metro|The Northgate Chronicle|en|Northgate's daily newspaper|Home,News,Politics,Business,Sport,Culture,Opinion,Travel,Weather|News: City; Transport; Health || Chronicle: About us; Contact; Syndication; Privacy
en-coast|Southmere & Fenlow Herald|en|Your coast, your news|Home,News,Sport,Coast,Opinion,Leisure,Property|Herald: Contact; Advertise; Terms
en-isle|The Pellham Island Times|en|News for the island since 1902|Home,News,Sport,Harbour,Business,Opinion,Community|Times: Contact us; Advertise; Subscribe
pt-a|Diário do Alto Tâmega|pt-PT|O jornal da região desde 1931|Início,Região,País,Economia,Desporto,Cultura,Opinião,Classificados|Secções: Região; Economia; Desporto || Jornal: Ficha técnica; Publicidade; Contactos
pt-b|Gazeta da Ribeira|pt-PT|Notícias da Ribeira e do concelho|Início,Concelho,Freguesias,Desporto,Sociedade,Contactos|Gazeta: Estatuto editorial; Contactos
it-a|Il Corriere della Valdossola|it|Il quotidiano delle valli dal 1948|Home,Cronaca,Politica,Economia,Sport,Cultura,Valli,Lettere,Necrologie|Sezioni: Cronaca; Valli; Sport || Giornale: Redazione; Pubblicità; Abbonamenti
it-b|La Voce di Castelnuovo|it|Notizie dal paese e dintorni|Home,Paese,Frazioni,Scuola,Sport,Eventi,Contatti|Voce: Chi siamo; Contatti; Privacy
vi-a|Báo Sông Lam Online|vi|Tin tức tỉnh nhà mỗi ngày|Trang chủ,Thời sự,Xã hội,Kinh tế,Văn hóa,Thể thao,Bạn đọc,Pháp luật|Chuyên mục: Thời sự; Xã hội; Kinh tế || Tòa soạn: Giới thiệu; Liên hệ; Quảng cáo
vi-b|Tin Phố Cảng|vi|Tin tức thành phố cảng|Trang chủ,Phường xã,Đời sống,Giáo dục,Giao thông,Liên hệ|Tin Phố Cảng: Giới thiệu; Liên hệ
he-a|חדשות עמק הזית|he|אתר החדשות של העמק|ראשי,חדשות,מקומי,כלכלה,ספורט,תרבות,דעות,צרכנות|חדשות: מקומי; כלכלה; ספורט || האתר: אודות; צור קשר; פרסום
hi-a|नर्मदा समाचार|hi|नर्मदा अंचल का अपना अख़बार|होम,देश,प्रदेश,शहर,खेल,व्यापार,मनोरंजन,विचार|ख़बरें: प्रदेश; शहर; खेल || अख़बार: हमारे बारे में; संपर्क; विज्ञापन
th-a|ข่าวลุ่มน้ำปิง|th|ข่าวภาคเหนือทุกวัน|หน้าแรก,ข่าวท้องถิ่น,การเมือง,เศรษฐกิจ,กีฬา,บันเทิง,เกษตร,ท่องเที่ยว|ข่าว: ท้องถิ่น; เศรษฐกิจ; กีฬา || เรา: เกี่ยวกับเรา; ติดต่อ; โฆษณา
fa-a|خبرنامه کرانه|fa|خبرهای استان از ۱۳۶۸|صفحه اول,استان,شهر,اقتصاد,فرهنگ,ورزش,اجتماعی,یادداشت|خبرها: استان; شهر; ورزش || ما: درباره ما; تماس; آگهی
uk-a|Подільський вісник|uk|Новини Поділля щодня|Головна,Новини,Місто,Область,Економіка,Спорт,Культура,Думки|Новини: Місто; Область; Спорт || Редакція: Про нас; Контакти; Реклама
uk-b|Вечірній Острог|uk|Газета міста і району|Головна,Місто,Район,Освіта,Культура,Оголошення|Газета: Про нас; Контакти
sk-a|Pohronský denník|sk|Správy z Pohronia každý deň|Úvod,Správy,Región,Ekonomika,Šport,Kultúra,Názory,Inzercia|Správy: Región; Ekonomika; Šport || Denník: Kontakt; Inzercia; Predplatné
sk-b|Hlas Turca|sk|Týždenník pre Turiec|Úvod,Mesto,Obce,Šport,Kultúra,Kontakt|Týždenník: Redakcia; Kontakt
bg-a|Вестник Родопски глас|bg|Новините от Родопите|Начало,Новини,Региона,Икономика,Спорт,Култура,Мнения,Обяви|Новини: Региона; Икономика; Спорт || Вестник: За нас; Контакти; Реклама
bg-b|Дунавска поща|bg|Всекидневник за Дунавския край|Начало,Град,Област,Образование,Спорт,Контакти|Поща: За нас; Контакти
ca-a|El Vigia de l'Empordanet|ca|Diari digital de la comarca|Portada,Comarca,Política,Economia,Esports,Cultura,Opinió,Agenda|Seccions: Comarca; Economia; Esports || Diari: Qui som; Contacte; Publicitat
ca-b|La Veu del Ripollès Nou|ca|Setmanari de la vall|Portada,Pobles,Societat,Esports,Cultura,Contacte|Setmanari: Qui som; Contacte
nb-a|Fjordposten|nb|Avisen for Indre Fjordane|Forsiden,Nyheter,Sport,Kultur,Meninger,Næringsliv,Bolig,Jobb|Nyheter: Lokalt; Sport; Kultur || Avisa: Kontakt; Annonser; Abonnement
nb-b|Dalabladet|nb|Lokalavisen for dalen|Forsiden,Nyheter,Bygdene,Sport,Kontakt|Dalabladet: Om oss; Kontakt
"""

SITES_AD: dict[str, SiteK] = {}
for _line in _ROWS.strip().splitlines():
    _key, _name, _lang, _tag, _nav, _farm = _line.split("|", 5)
    _farm_t = tuple(
        (col.split(":", 1)[0].strip(), tuple(x.strip() for x in col.split(":", 1)[1].split(";")))
        for col in _farm.split("||")
    )
    SITES_AD[_key] = SiteK(
        _name,
        _lang,
        _tag,
        tuple(_nav.split(",")),
        _farm_t,
        f"© 2012 {_name}",
        direction="rtl" if _lang in ("he", "fa") else "ltr",
    )


def _f(dateline: str, most_read: str, talked: str, latest: str, related: str, topics: str) -> FurnAD:
    """Furniture from "|"-separated strings (talked: "title=n|..."; latest: "time=headline|..."; related:
    "title=date|...")."""

    def pairs(s: str) -> tuple[tuple[str, str], ...]:
        return tuple((a.strip(), b.strip()) for a, b in (x.rsplit("=", 1) for x in s.split("|") if x.strip()))

    def split(s: str) -> tuple[str, ...]:
        return tuple(x.strip() for x in s.split("|") if x.strip())

    return FurnAD(
        dateline=dateline,
        most_read=split(most_read),
        most_talked=tuple((a, int(b)) for a, b in pairs(talked)),
        latest=tuple(
            (a.strip(), b.strip()) for a, b in (x.split("=", 1) for x in latest.split("|") if x.strip())
        ),
        related=pairs(related),
        topics=split(topics),
    )


FURN: dict[str, FurnAD] = {
    "en-city": _f(
        "Wednesday, 14 March 2012 · Carrick 9°C, showers",
        "Ring road works to last until autumn|Two held after Dockside break-ins|Carrick Albion sack manager|Market hall roof to be replaced",
        "Ring road works to last until autumn=214|Parking charges rise on Monday=167|Carrick Albion sack manager=143",
        "18:40=Fire crews at derelict mill|18:12=Late trains on the coast line|17:55=Albion name caretaker boss",
        "Council confirms budget cuts=2 March 2012|Ring road: what the works mean for you=20 February 2012",
        "Transport|Council|Roads|City centre",
    ),
    "en-county": _f(
        "Thursday 15 March 2012 · Sunny spells, 11°C",
        "Mobile library to stop in twelve villages|Flooded lane closed again|Wyvern Show dates announced|Post office saved",
        "Flooded lane closed again=88|Post office saved=61",
        "16:20=Lane reopens after crash|15:02=School wins music prize",
        "Village halls share £40,000=1 March 2012|Bus timetable changes in April=27 February 2012",
        "Villages|Transport|Community",
    ),
    "en-metro": _f(
        "Friday 16 March 2012 · 12°C, cloudy",
        "Tram extension gets go-ahead|Hospital car park fees scrapped|Chronicle Awards shortlist|Northgate United 2 Hallam 2",
        "Tram extension gets go-ahead=302|Cycle lanes: the great debate=256|Hospital car park fees scrapped=118",
        "19:05=Tram line closed after fault|18:30=Late goal rescues point|17:48=New chief constable named",
        "Tram works start on Eastgate=5 March 2012|Cycle lane plan unveiled=23 January 2012",
        "Transport|Cycling|City council|Health",
    ),
    "en-coast": _f(
        "Saturday 17 March 2012 · Breezy, 10°C",
        "Pier to reopen for Easter|Fenlow lifeboat's busy winter|Beach huts fetch record prices|Seafront hotel sold",
        "Beach huts fetch record prices=97|Pier to reopen for Easter=64",
        "14:10=Coastal path diversion|12:30=Harbour dues to rise",
        "Sea defences: the plan=10 February 2012|Fenlow market moves=2 February 2012",
        "Coast|Tourism|Harbour",
    ),
    "en-isle": _f(
        "Monday 19 March 2012 · Showers, 8°C",
        "Ferry fares frozen|Island school gets new head|Harbour wall damaged in gale|Lifeboat day raises £6,000",
        "Ferry fares frozen=76|Harbour wall damaged in gale=52",
        "13:40=Evening ferry cancelled|11:15=Harbour road open",
        "Ferry timetable for summer=6 March 2012|Gale damage: the clean-up=28 February 2012",
        "Ferry|Harbour|Island life",
    ),
    "pt-a": _f(
        "Quarta-feira, 14 de março de 2012 · Chaves 12°C",
        "Ponte romana fecha ao trânsito|Feira do fumeiro bate recordes|Desportivo sobe de divisão|Termas reabrem em maio",
        "Ponte romana fecha ao trânsito=58|Termas reabrem em maio=33",
        "18:20=Acidente na N2 sem feridos|17:05=Câmara aprova orçamento",
        "Obras no centro histórico arrancam=1 de março de 2012|Portagens na A24: o que muda=20 de fevereiro de 2012",
        "Região|Obras|Turismo",
    ),
    "pt-b": _f(
        "Sexta-feira, 16 de março de 2012",
        "Nova creche abre em setembro|Ribeira transborda na baixa|Festas do concelho: o cartaz",
        "Ribeira transborda na baixa=21",
        "12:00=Estrada municipal reaberta",
        "Jardim municipal requalificado=3 de março de 2012",
        "Concelho|Jardins",
    ),
    "it-a": _f(
        "Mercoledì 14 marzo 2012 · Domodossola 11°C",
        "Frana sulla statale, strada chiusa|Il treno delle valli torna a marzo|Ospedale, nuovo primario|Sci: stagione da record",
        "Frana sulla statale, strada chiusa=74|Ospedale, nuovo primario=39",
        "18:30=Riaperta la provinciale|17:10=Consiglio comunale, seduta rinviata",
        "Delibere: la giunta approva il bilancio=2 marzo 2012|Lavori in piazza Mercato=22 febbraio 2012",
        "Comune|Bilancio|Valli",
    ),
    "it-b": _f(
        "Lunedì 10 dicembre 2012",
        "Luminarie accese in piazza|Scuola media, nuova palestra|Mercatino di Natale, gli orari",
        "Luminarie accese in piazza=18",
        "10:00=Chiusa via Roma per lavori",
        "Il paese si prepara al Natale=1 dicembre 2012",
        "Natale|Paese",
    ),
    "vi-a": _f(
        "Thứ tư, 14/3/2012 · Vinh 24°C",
        "Khởi công cầu mới qua sông Lam|Giá xăng tăng từ hôm nay|Nông dân được mùa lạc|Đội bóng tỉnh thắng trận mở màn",
        "Giá xăng tăng từ hôm nay=95|Khởi công cầu mới qua sông Lam=41",
        "18:10=Mưa lớn ở các huyện miền núi|17:30=Khai mạc hội chợ thương mại",
        "Dự báo rét đậm kéo dài=2/3/2012|Mùa màng đầu năm=20/2/2012",
        "Thời tiết|Nông nghiệp",
    ),
    "vi-b": _f(
        "Thứ hai, 16/1/2012",
        "Chợ hoa Tết mở cửa|Phố đi bộ cuối tuần|Xe buýt chạy thêm chuyến dịp Tết",
        "Chợ hoa Tết mở cửa=27",
        "09:00=Cấm đường phục vụ lễ hội",
        "Sinh viên ở lại đón Tết=10/1/2012",
        "Tết|Sinh viên",
    ),
    "he-a": _f(
        "יום רביעי, 14 במרץ 2012 · 21 מעלות",
        "הכביש לקיבוץ ייסגר לחודשיים|עונת הזיתים הטובה בעשור|המועצה אישרה תקציב|קבוצת הכדורסל עלתה ליגה",
        "הכביש לקיבוץ ייסגר לחודשיים=132|המועצה אישרה תקציב=48",
        "18:20=תאונה בצומת, אין נפגעים|17:00=הפסקת מים מחר בבוקר",
        "מחלף חדש בכניסה לעמק=1 במרץ 2012|הרכבת תגיע ב-2016=15 בפברואר 2012",
        "תחבורה|מועצה",
    ),
    "hi-a": _f(
        "बुधवार, 14 मार्च 2012 · होशंगाबाद 31°C",
        "नर्मदा पर नया पुल मंज़ूर|गेहूँ की ख़रीदी 1 अप्रैल से|नगर पालिका का बजट पेश|रणजी में प्रदेश की जीत",
        "गेहूँ की ख़रीदी 1 अप्रैल से=86|नर्मदा पर नया पुल मंज़ूर=54",
        "18:05=बिजली कटौती का नया समय|17:20=मंडी में चने के भाव बढ़े",
        "किसानों को समर्थन मूल्य=2 मार्च 2012|घाटों की सफ़ाई अभियान=18 फ़रवरी 2012",
        "किसान|नगर पालिका",
    ),
    "th-a": _f(
        "วันพุธที่ 14 มีนาคม 2555 · เชียงใหม่ 34°C",
        "หมอกควันเกินมาตรฐานสามวันติด|ราคาลำไยดีกว่าปีก่อน|ถนนนิมมานฯ ปิดซ่อมท่อ|สงกรานต์นี้งดน้ำแข็งแช่",
        "หมอกควันเกินมาตรฐานสามวันติด=211|สงกรานต์นี้งดน้ำแข็งแช่=66",
        "18:30=ฝนตกบางพื้นที่|17:10=เปิดจุดรับซื้อลำไย",
        "ชาวบ้านช่วยดับไฟป่า=5 มี.ค. 2555|หมอกควันปีนี้หนักกว่าเดิม=20 ก.พ. 2555",
        "หมอกควัน|สิ่งแวดล้อม",
    ),
    "fa-a": _f(
        "چهارشنبه ۲۴ اسفند ۱۳۹۰ · ۱۴ درجه",
        "بازار نوروزی از فردا باز است|قیمت آجیل دو برابر شد|جاده کوهستانی بازگشایی شد|تیم شهر به نیمه‌نهایی رسید",
        "قیمت آجیل دو برابر شد=77|بازار نوروزی از فردا باز است=35",
        "۱۸:۱۰=ترافیک سنگین در ورودی شهر|۱۷:۰۰=ساعت کار بانک‌ها در تعطیلات",
        "آماده‌سازی شهر برای نوروز=۱۵ اسفند ۱۳۹۰|چهارشنبه‌سوری امن=۱۰ اسفند ۱۳۹۰",
        "نوروز|بازار",
    ),
    "uk-a": _f(
        "Середа, 14 березня 2012 · Вінниця +6°",
        "Тролейбус до аеропорту: коли|Ціни на ринку зросли|Міст через Буг ремонтуватимуть|Нива перемогла вдома",
        "Тролейбус до аеропорту: коли=63|Ціни на ринку зросли=51",
        "18:15=Перекриють рух на Соборній|17:40=Відключення води в суботу",
        "Міська рада ухвалила бюджет=1 березня 2012|Зимові дороги: підсумки=20 лютого 2012",
        "Місто|Пояснюємо",
    ),
    "uk-b": _f(
        "Понеділок, 28 травня 2012",
        "Випускні вечори: графік|Ремонт бібліотеки завершено|Ярмарок у неділю",
        "Випускні вечори: графік=19",
        "10:00=Зміни в розкладі автобусів",
        "Школа святкує 100 років=20 травня 2012",
        "Освіта|Місто",
    ),
    "sk-a": _f(
        "Štvrtok 15. marca 2012 · Banská Bystrica 9 °C",
        "Obchvat mesta otvoria v lete|Nemocnica dostane nový pavilón|Hron sa vylial z koryta|Dukla vyhrala derby",
        "Obchvat mesta otvoria v lete=112|Hron sa vylial z koryta=47",
        "18:20=Uzávierka cesty pri Slovenskej Ľupči|17:05=Mestské zastupiteľstvo zasadne v piatok",
        "Rozpočet mesta schválili=1. marca 2012|Zima v číslach=20. februára 2012",
        "Mesto|Doprava",
    ),
    "sk-b": _f(
        "Piatok 16. marca 2012",
        "Múzeum otvára novú expozíciu|Martin má nový park|Hasiči oslavujú 130 rokov",
        "Múzeum otvára novú expozíciu=14",
        "11:00=Výluka na trati",
        "Múzeum dostalo grant=2. marca 2012",
        "Múzeum|Kultúra",
    ),
    "bg-a": _f(
        "Сряда, 14 март 2012 · Смолян 7°C",
        "Пътят за Пампорово затворен|Нова детска градина в Устово|Туристите през зимата: рекорд|Родопа победи с 2:0",
        "Пътят за Пампорово затворен=81|Туристите през зимата: рекорд=29",
        "18:10=Снеговалеж в планината|17:20=Общинският съвет прие бюджета",
        "Ремонт на пътя за Рудозем=1 март 2012|Зимният сезон в числа=20 февруари 2012",
        "Пътища|Туризъм",
    ),
    "bg-b": _f(
        "Понеделник, 17 септември 2012",
        "Първият учебен ден: програмата|Нов автобус по линия 12|Фестивал на Дунава",
        "Първият учебен ден: програмата=16",
        "09:00=Ремонт на бул. Дунав",
        "Училищата готови за сезона=10 септември 2012",
        "Образование|Град",
    ),
    "ca-a": _f(
        "Dimecres, 14 de març de 2012 · La Bisbal 15 °C",
        "L'autobús a Girona, cada hora|Tanca l'última fàbrica de rajoles|Fira de la ceràmica: dates|El Bisbal guanya el derbi",
        "Tanca l'última fàbrica de rajoles=69|L'autobús a Girona, cada hora=22",
        "18:20=Tallada la carretera de Palamós|17:30=El ple aprova el pressupost",
        "Nou institut a la comarca=2 de març de 2012|Ceràmica: l'ofici que resisteix=20 de febrer de 2012",
        "Comarca|Indústria",
    ),
    "ca-b": _f(
        "Divendres, 16 de març de 2012",
        "La delegació de Niort ens visita|Festa de la primavera|Nou camp de futbol",
        "La delegació de Niort ens visita=11",
        "10:00=Obres al pont vell",
        "Vint anys d'agermanament=1 de març de 2012",
        "Agermanament|Pobles",
    ),
    "nb-a": _f(
        "Onsdag 14. mars 2012 · Sogndal 4 °C, sludd",
        "Ferja innstilt i to dager|Ny skole i Kaupanger|Rasfare: veien stengt|Fjordane IL til semifinale",
        "Ferja innstilt i to dager=96|Rasfare: veien stengt=44",
        "18:10=Veien åpnet igjen|17:00=Kommunestyret sa ja",
        "Ny ferjekontrakt=1. mars 2012|Rassikring: planen=20. februar 2012",
        "Samferdsel|Kommunen",
    ),
    "nb-b": _f(
        "Fredag 16. mars 2012",
        "Nye familier i bygda|Butikken får nye eiere|Skiskyting: klubbmeisterskap",
        "Nye familier i bygda=12",
        "12:00=Strømbrudd på Nes",
        "Bygda vokser igjen=1. mars 2012",
        "Bygda|Folk",
    ),
}
