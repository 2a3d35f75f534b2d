"""Threads dated only by relative times in languages the hand-written lists lack
(Estonian, Filipino, Tamil, Urdu, Nepali): found by ``comspider.extract`` on their
evidence (authors, times written after the article, prose; no comment word anywhere),
each comment's ``published_at`` read from CLDR's words (comspider/relative_times.py),
and the time left out of the comment's text."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from comspider import extract
from comspider.sections.structure import RELATIVE_TIME

PUBLISHED = datetime(2025, 3, 20, 6, 0, tzinfo=UTC)
VISITED = PUBLISHED + timedelta(hours=20)
NAMES = ["Mari Tamm", "Jose Reyes", "Arun Kumar", "Sara Khan"]
#: language -> (the article's title, the records' (time as written, minutes before the visit), texts)
THREADS = {
    "et": (
        "Linn avab uue bussiliini",
        [("3 tunni eest", 180), ("2 tunni eest", 120), ("45 minuti eest", 45), ("5 minuti eest", 5)],
        [
            "Väga hea artikkel, aitäh selle eest. Loodan, et linn teeb midagi ka teiste liinidega.",
            "Ma ei ole nõus, sest piletihinnad tõusevad igal aastal ja keegi ei räägi sellest.",
            "Huvitav lugu, aga miks ei küsitud elanike arvamust enne seda otsust?",
            "Meie kandis sõidab buss ainult kord tunnis, see ei ole mingi lahendus.",
        ],
    ),
    "fil": (
        "Bagong ruta ng bus sa lungsod",
        [
            ("3 oras ang nakalipas", 180),
            ("2 oras ang nakalipas", 120),
            ("45 minuto ang nakalipas", 45),
            ("5 minuto ang nakalipas", 5),
        ],
        [
            "Salamat sa artikulong ito, napakalinaw ng paliwanag tungkol sa bagong ruta ng bus.",
            "Hindi ako sang-ayon dito kasi tataas na naman ang pamasahe ng lahat ng pasahero.",
            "Sana naman ay pakinggan din nila ang mga residente bago sila magdesisyon ulit.",
            "Isang beses lang kada oras dumadaan ang bus sa amin, hindi iyon sapat para sa lahat.",
        ],
    ),
    "ta": (
        "நகரில் புதிய பேருந்து வழித்தடம்",
        [
            ("3 மணிநேரம் முன்", 180),
            ("2 மணிநேரம் முன்", 120),
            ("45 நிமிடங்களுக்கு முன்", 45),
            ("5 நிமிடங்களுக்கு முன்", 5),
        ],
        [
            "இந்த கட்டுரை மிகவும் பயனுள்ளதாக இருந்தது, உங்கள் விளக்கத்திற்கு மிக்க நன்றி.",
            "நான் இதை ஒப்புக்கொள்ளவில்லை, கட்டணம் மீண்டும் உயரும் என்று நான் நினைக்கிறேன்.",
            "புதிய பேருந்து வழித்தடம் பற்றி முதலில் மக்களிடம் கேட்டிருக்க வேண்டும் அல்லவா?",
            "எங்கள் பகுதியில் ஒரு மணி நேரத்திற்கு ஒரு பேருந்து மட்டுமே வருகிறது, அது போதாது.",
        ],
    ),
    "ur": (
        "شہر میں نئی بس لائن",
        [("3 گھنٹے پہلے", 180), ("2 گھنٹے پہلے", 120), ("45 منٹ پہلے", 45), ("5 منٹ پہلے", 5)],
        [
            "یہ مضمون بہت مفید تھا، شکریہ۔ امید ہے کہ شہر دوسری بسوں پر بھی توجہ دے گا۔",
            "میں اس سے متفق نہیں ہوں کیونکہ کرایہ ہر سال پھر سے بڑھ جاتا ہے اور کوئی نہیں بولتا۔",
            "نئی بس لائن کے بارے میں فیصلے سے پہلے لوگوں سے پوچھنا چاہیے تھا۔",
            "ہمارے علاقے میں بس صرف ایک گھنٹے میں ایک بار آتی ہے، یہ کافی نہیں ہے۔",
        ],
    ),
    "ne": (
        "सहरमा नयाँ बस रुट",
        [("३ घण्टा पहिले", 180), ("२ घण्टा पहिले", 120), ("४५ मिनेट पहिले", 45), ("५ मिनेट पहिले", 5)],
        [
            "यो लेख धेरै उपयोगी थियो, धन्यवाद। सहरले अरू बसमा पनि ध्यान दिनेछ भन्ने आशा छ।",
            "म यससँग सहमत छैन किनभने भाडा हरेक वर्ष फेरि बढ्छ र कसैले केही बोल्दैन।",
            "नयाँ बस रुटबारे निर्णय गर्नुअघि जनतासँग सोध्नुपर्थ्यो होला।",
            "हाम्रो टोलमा बस एक घण्टामा एक पटक मात्र आउँछ, त्यो पुग्दैन।",
        ],
    ),
}


def _page(title: str, times: list[tuple[str, int]], texts: list[str]) -> str:
    records = "".join(
        f"<div class='r'><div class='h'><b>{name}</b> <span class='t'>{when}</span></div><p>{text}</p></div>"
        for name, (when, _minutes), text in zip(NAMES, times, texts, strict=True)
    )
    return (
        "<html><head><meta property='article:published_time' content='2025-03-20T06:00:00Z'>"
        f"<title>{title}</title></head><body><main><h1>{title}</h1><p>{texts[0]} {texts[2]}</p></main>"
        f"<div class='x9'>{records}</div></body></html>"
    )


@pytest.mark.parametrize("language", sorted(THREADS))
def test_a_thread_dated_in_a_language_the_hand_lists_lack_is_read(language: str) -> None:
    title, times, texts = THREADS[language]
    assert not any(RELATIVE_TIME.search(when) for when, _minutes in times)  # the hand lists' blind spot
    comments = extract(_page(title, times, texts), "https://news.example/a/1", visited_at=VISITED)
    assert [c.text for c in comments] == texts
    for comment, (when, minutes) in zip(comments, times, strict=True):
        assert comment.published_at == (VISITED - timedelta(minutes=minutes)).isoformat(), when
        assert when not in comment.text
