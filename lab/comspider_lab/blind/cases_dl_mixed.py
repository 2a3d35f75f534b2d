"""Blind set DL: a mixed page: a Serbian local paper of 2013 in Cyrillic, a village school's centenary exhibition,
whose story quotes five entries of the exhibition's visitors' book (name, town, date, words) in a box, above 6
readers' comments with nested answers. Every class name, name, place and text invented for this set; each comment and
each visitors' book entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dl_common import Case, doc, esc, kids, make, paras, ranked, share, talk

SR_CSS = (
    "body{margin:0;background:#ece8df;font:14px/1.55 Georgia,'Times New Roman',serif;color:#222}#omot{width:980px;margin:0 auto;background:#fff}"
    "#glava{padding:16px 18px;border-bottom:3px solid #1a3d6d;overflow:hidden}#glava .naziv{float:left;font:bold 34px 'Times New Roman';color:#1a3d6d}#glava .dan{float:right;font:11px Arial;color:#777;text-align:right}"
    "#meni{background:#1a3d6d;padding:0 12px}#meni a{display:inline-block;color:#fff;padding:7px 10px;font:bold 12px Arial;text-decoration:none}"
    "#levo{float:left;width:640px;padding:16px 18px}#desno{float:right;width:270px;padding:16px 12px;font-family:Arial;font-size:12px}.kutija{border-top:3px solid #1a3d6d;margin-bottom:14px}.kutija h3{font-size:13px;margin:4px 0}"
    ".sharebar{list-style:none;padding:0;overflow:hidden;font-family:Arial}.sharebar li{float:left;margin-right:10px;font-size:11px}.cnt{background:#eee;padding:0 4px}"
    ".utisci{float:right;width:250px;margin:0 0 12px 16px;background:#f6f1e4;border:1px solid #d9cfb4;padding:8px 10px;font-size:12px}.utisci h4{margin:0 0 6px;color:#7a5a16}.utisci .upis{border-top:1px dotted #c9b98d;padding:5px 0}"
    ".utisci .potpis{font-style:italic;color:#555}#komentari .kom{border-top:1px solid #e2e2e2;padding:7px 0}#komentari .odgovori{margin-left:30px}#komentari .ko{font:bold 12px Arial}#komentari .kad{font:11px Arial;color:#888}"
    "#dno{clear:both;background:#1a3d6d;color:#c8d3e3;font:11px Arial;padding:14px 18px}"
)


def sr_mixed_livade() -> Case:
    cs = talk("""
Бранка С. @ 21.11.2013. у 18:40 :: Била сам на изложби у суботу и плакала сам као дете. Моје одељење је на слици поред улаза, генерација 1978.
>Зоран Л. @ 21.11.2013. у 19:15 :: Бранка, и ја сам генерација 78! Да ниси ти у другом реду, са плетеницама?
>>Бранка С. @ 21.11.2013. у 19:52 :: Јесам, Зоки, то сам ја :) Јави се, број ти је код мог брата.
Миле Ристић @ 22.11.2013. у 08:05 :: Лепо је славити сто година, али школа има још 23 ђака. Шта ће бити за десет година? О томе би требало писати.
>Учитељица Весна @ 22.11.2013. у 09:30 :: Миле, у праву сте. Ове године смо у први разред уписали само двоје деце. Али док има и једног ђака, школа ради.
Гост @ 22.11.2013. у 13:12 :: Где може да се погледа изложба после 30. новембра? Радим викендом па нисам стигао.
""")
    book = [
        (
            "Милица и Стеван Јовић, Крушевица",
            "15.11.2013.",
            "Нашли смо нашу заједничку слику из првог разреда, 1962. Хвала вам што чувате успомене.",
        ),
        (
            "Драгољуб Марић, учитељ у пензији",
            "16.11.2013.",
            "Предавао сам у овој школи 31 годину. Гледам своје ђаке на сликама и не верујем колико је времена прошло.",
        ),
        ("Ученици IV-1", "18.11.2013.", "Највише нам се допала стара клупа са мастионицом!"),
        (
            "Ана Петровић, Горњи Брод",
            "19.11.2013.",
            "Моја прабака је била прва учитељица у селу. Поносна сам.",
        ),
        ("Непотписано", "20.11.2013.", "Вратите звоно на кров!"),
    ]
    entries = "".join(
        f'<div class="upis"><div class="tekst">„{esc(t)}“</div><div class="potpis">&mdash; {esc(w)}, {esc(d)}</div></div>'
        for w, d, t in book
    )
    box = f'<div class="utisci"><h4>Из књиге утисака</h4>{entries}<p class="napomena">Књига утисака је на изложби до 30. новембра.</p></div>'
    k = kids(cs)

    def item(i: int) -> str:
        c = cs[i]
        sub = ('<div class="odgovori">' + "".join(item(j) for j in k[i]) + "</div>") if i in k else ""
        return (
            f'<div class="kom" id="kom{2210 + i}"><span class="ko">{esc(c.who)}</span> <span class="kad">{esc(c.at)}</span>'
            f'<div class="tekst">{paras(c.body)}</div><div class="akcije"><a href="#forma" class="odgovori-link">Одговори</a></div>{sub}</div>'
        )

    article = (
        '<div class="put"><a href="/">Почетна</a> &rsaquo; <a href="/drustvo/">Друштво</a></div>'
        "<h1>Сто година школе у Новим Ливадама: изложба фотографија до краја месеца</h1>"
        '<div class="datum">21. новембар 2013. | 10:05 &nbsp;&middot;&nbsp; Пише: <a href="/autori/jelena-tomic/">Јелена Томић</a> &nbsp;&middot;&nbsp; Прочитано: 1.288</div>'
        f"{box}"
        "<p><strong>У холу основне школе „Јован Милић“ у Новим Ливадама отворена је изложба фотографија и старих предмета поводом сто година од оснивања школе.</strong></p>"
        "<p>Изложено је више од 200 фотографија генерација од 1921. године до данас, стари дневници, сведочанства, клупа са мастионицом и звоно које је до 1974. стајало на крову школе.</p>"
        "<p>Изложбу су приредили учитељи и бивши ђаци, који су фотографије прикупљали од маја. „Сваког дана долази неко са старом сликом у коверти“, каже учитељица Весна Ђорђевић.</p>"
        "<p>Школа данас има 23 ученика у четири одељења. Изложба је отворена радним данима од 9 до 15 часова, а суботом од 10 до 13, до 30. новембра.</p>"
        + share({"Facebook": "96", "Twitter": "3", "Пошаљи": ""})
        + '<div class="vezano"><h3>Повезане вести</h3>'
        + ranked(
            """У Новим Ливадама уписано двоје првака (2. септембар 2013)
Прикупљају се фотографије за изложбу (14. мај 2013)
Нови кров на школи у Горњем Броду (8. октобар 2012)""",
            tag="ul",
        )
        + "</div>"
    )
    after = (
        '<div id="komentari"><h3>Коментари (6)</h3><div class="lista">'
        + "".join(item(i) for i in k[None])
        + '</div><div id="forma"><h4>Оставите коментар</h4><form method="post" action="/komentar/posalji/"><p>Име: <input type="text" name="ime" /></p>'
        '<p><textarea name="tekst" rows="5" cols="58"></textarea></p><p><input type="submit" value="Пошаљи" /></p>'
        '<p class="pravila">Коментари се објављују након одобрења уредника.</p></form></div></div>'
    )
    side = (
        '<div class="kutija"><h3>Најчитаније</h3>'
        + ranked(
            """Поскупљује вода од 1. децембра | 3.401
Сто година школе у Новим Ливадама | 1.288
Нова амбуланта у Крушевици | 1.102
Фудбалери Слоге победили у дербију | 977""",
        )
        + "</div>"
        '<div class="kutija"><h3>Време</h3><p>Нове Ливаде: 2&hellip;9 &deg;C, облачно, слаба киша</p></div>'
        '<div class="kutija"><h3>Курсна листа</h3><p>EUR 114,63<br />USD 84,83</p></div>'
        '<div class="kutija"><h3>Дежурне апотеке</h3><p>„Здравље“, Главна 12 &mdash; 0&ndash;24</p></div>'
        '<div class="kutija"><h3>Мали огласи</h3><ul><li>Продајем кућу са окућницом, Нове Ливаде</li><li>Огрев, сечен и цепан, превоз обезбеђен</li></ul></div>'
    )
    body = (
        '<div id="omot"><div id="glava"><div class="naziv">Ливадски весник</div><div class="dan">четвртак, 21. новембар 2013.<br />недељник општине Нове Ливаде од 1957.</div></div>'
        '<div id="meni"><a href="/">Почетна</a><a href="/vesti/">Вести</a><a href="/drustvo/">Друштво</a><a href="/privreda/">Привреда</a><a href="/sport/">Спорт</a><a href="/kultura/">Култура</a><a href="/oglasi/">Огласи</a></div>'
        f'<div id="levo">{article}{after}</div><div id="desno">{side}</div>'
        '<div id="dno">&copy; 2013 Ливадски весник. Сва права задржана. Преузимање садржаја дозвољено уз навођење извора.</div></div>'
    )
    html = doc(
        "Сто година школе у Новим Ливадама: изложба фотографија до краја месеца",
        "Ливадски весник",
        SR_CSS,
        body,
        "sr",
    )
    return make(
        "dl-sr-mixed-livade",
        "mixed",
        "sr",
        html,
        cs,
        path="/drustvo/sto-godina-skole-u-novim-livadama-4417.html",
        container="div#komentari div.lista",
        heading="Коментари (6)",
        description="A Serbian local weekly of 2013 in Cyrillic: a box in the story quotes five entries of the school exhibition's visitors' book (words, then '— NAME, TOWN, DATE'), above 6 readers' comments nested two deep.",
        lookalikes=("div.utisci",),
    )


def mixed_dl() -> list[Case]:
    return [sr_mixed_livade()]
