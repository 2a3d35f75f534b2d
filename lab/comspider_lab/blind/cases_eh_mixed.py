"""Blind set EH: one mixed page: an Italian local news site of 2023 on a Next.js-like stack with styled-jsx-like
"jsx-NNNNNNNNNN" scope classes, whose five readers' comments sit beside an "Ultim'ora" ticker of timed, signed updates
and "Dalla stessa autrice" cards. Every class name, name, place and text invented for this set; each comment written by
hand."""

from __future__ import annotations

from comspider_lab.blind.cases_eh_common import Case, abbr, esc, mk, page, paras, replies_of, svg, talk, tops


def it_parcheggio() -> Case:
    ts = talk("""
Giuseppe Ferraro @ 2 ore fa ~ 2023-09-28T08:12:00Z :: Due euro l'ora in via Roma vuol dire che i clienti andranno al centro commerciale di Sant'Elia. Chi ci guadagna?
>Chiara Lombardi @ 1 ora fa ~ 2023-09-28T09:03:00Z :: La prima mezz'ora resta gratuita con il disco orario, è scritto nell'articolo. Per fare una commissione basta e avanza.
>>Giuseppe Ferraro @ 54 min fa ~ 2023-09-28T09:20:00Z :: Per un caffè sì, per la spesa o il parrucchiere no.
Elena Marchetti @ 1 ora fa ~ 2023-09-28T09:11:00Z :: I residenti del centro storico avranno ancora il pass gratuito o si paga anche quello? Non è chiaro.
Davide_Colombo @ 23 min fa ~ 2023-09-28T09:51:00Z :: Finalmente. Il parcheggio selvaggio in piazza Garibaldi era una vergogna, ogni sabato le ambulanze non passavano.
""")
    j = "jsx-3184276059"
    k = "jsx-2230418846"
    kp = f' class="{k}"'

    def c(i: int) -> str:
        t = ts[i]
        rs = replies_of(ts, i)
        sub = f'<div class="{k} risposte">' + "".join(c(x) for x in rs) + "</div>" if rs else ""
        return (
            f'<div class="{k} box" id="c{5540 + i}"><div class="{k} testa"><span class="{k} sigla" aria-hidden="true">{esc(abbr(t.who))}</span>'
            f'<strong class="{k}">{esc(t.who)}</strong><time class="{k}" datetime="{t.iso}">{esc(t.at)}</time></div>'
            f'<div class="{k} testo">{paras(t.body, "p", kp)}</div>'
            f'<div class="{k} azioni"><button class="{k}">{svg("up")} Mi piace</button><button class="{k}">Rispondi</button><button class="{k}">Segnala</button></div>{sub}</div>'
        )

    ora = [
        (
            "10:48",
            "2023-09-28T08:48:00Z",
            "Marco Bellini",
            "Chiusa per un incidente la provinciale 41 all'altezza di Borgo Alto, traffico deviato su via dei Mulini.",
        ),
        (
            "10:22",
            "2023-09-28T08:22:00Z",
            "Sara Gentile",
            "Scuola Collodi: da lunedì la mensa riapre dopo i lavori, il menù autunnale parte il 9 ottobre.",
        ),
        (
            "09:57",
            "2023-09-28T07:57:00Z",
            "Marco Bellini",
            "Calcio, Serie D: il Pontelungo esonera l'allenatore dopo tre sconfitte consecutive.",
        ),
        (
            "09:30",
            "2023-09-28T07:30:00Z",
            "Francesca Riva",
            "Allerta gialla per temporali dalle 14 alle 20: chiusi i parchi comunali.",
        ),
        (
            "08:41",
            "2023-09-28T06:41:00Z",
            "Sara Gentile",
            "Ospedale, da novembre il nuovo reparto di pediatria al secondo piano del padiglione B.",
        ),
    ]
    ora_html = "".join(
        f'<li class="{j} ora-voce"><time class="{j}" datetime="{iso}">{h}</time><p class="{j}">{esc(txt)}</p><span class="{j} ora-firma">{esc(who)}</span></li>'
        for h, iso, who, txt in ora
    )
    stessa = [
        (
            "Ztl, dal 1° ottobre le telecamere in via Mazzini entrano in funzione",
            "3 giorni fa",
            "2023-09-25T07:00:00Z",
        ),
        ("Bus elettrici, la linea 4 arriva fino all'ospedale", "1 settimana fa", "2023-09-21T06:30:00Z"),
        (
            "Piazza Garibaldi pedonale la domenica: i commercianti chiedono un incontro",
            "2 settimane fa",
            "2023-09-14T08:15:00Z",
        ),
    ]
    stessa_html = "".join(
        f'<article class="{j} scheda"><span class="{j} sigla" aria-hidden="true">FR</span><div class="{j}"><a class="{j}" href="/viabilita/{i}">{esc(t)}</a>'
        f'<p class="{j} sotto">Francesca Riva · <time class="{j}" datetime="{iso}">{esc(rel)}</time></p></div></article>'
        for i, (t, rel, iso) in enumerate(stessa)
    )
    css = (
        f"body{{margin:0;font-family:'Titillium Web',Arial,sans-serif;color:#1b1b1b}}a{{color:inherit}}"
        f".pagina.{j}{{max-width:1160px;margin:0 auto;padding:0 18px}}.testata.{j}{{display:flex;justify-content:space-between;align-items:center;padding:14px 0;border-bottom:3px solid #00853f}}"
        f".marchio.{j}{{font:800 30px Georgia,serif;color:#00853f;text-decoration:none}}.voci.{j}{{display:flex;gap:18px;list-style:none;padding:10px 0;margin:0;font-weight:700}}"
        f".griglia.{j}{{display:grid;grid-template-columns:minmax(0,1fr) 320px;gap:36px;margin-top:18px}}.titolo.{j}{{font:800 34px/1.15 Georgia,serif;margin:8px 0}}"
        f".occhiello.{j}{{font-size:19px;line-height:1.5;color:#444}}.firma.{j}{{font-size:13px;color:#777}}.corpo.{j}{{font-size:18px;line-height:1.7}}"
        f".ora.{j}{{background:#fff7e6;padding:14px}}.ora.{j} h2.{j}{{color:#c0392b;font-size:18px;margin:0 0 6px}}.ora-lista.{j}{{list-style:none;margin:0;padding:0}}"
        f".ora-voce.{j}{{padding:8px 0;border-top:1px solid #f0dfc0;font-size:14px}}.ora-voce.{j} time.{j}{{font-weight:800;color:#c0392b}}.ora-voce.{j} p.{j}{{margin:2px 0}}.ora-firma.{j}{{font-size:12px;color:#777}}"
        f".scheda.{j}{{display:flex;gap:10px;padding:10px 0;border-top:1px solid #eee}}.sigla.{j},.sigla.{k}{{flex:0 0 32px;height:32px;border-radius:50%;background:#00853f;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:12px}}"
        f".sotto.{j}{{font-size:12px;color:#777;margin:2px 0 0}}.pub.{j}{{height:250px;background:#f0f0f0;color:#999;display:flex;align-items:center;justify-content:center;font-size:11px;margin-bottom:20px}}"
        f".discussione.{k}{{margin-top:36px;border-top:2px solid #00853f;padding-top:14px}}.box.{k}{{padding:12px 0;border-bottom:1px solid #eee}}.testa.{k}{{display:flex;gap:10px;align-items:center;font-size:14px}}"
        f".testa.{k} time.{k}{{color:#888;font-size:12px}}.testo.{k}{{margin:4px 0 0 42px;font-size:16px;line-height:1.55}}.testo.{k} p.{k}{{margin:4px 0}}.azioni.{k}{{margin-left:42px;display:flex;gap:12px;font-size:12px}}"
        f".risposte.{k}{{margin:8px 0 0 42px;padding-left:12px;border-left:2px solid #cfe9da}}.piede.{j}{{margin-top:48px;border-top:1px solid #ddd;padding:24px 0;font-size:13px;color:#777}}"
    )
    body = f"""<div id="__next"><div class="{j} pagina"><header class="{j} testata"><a class="{j} marchio" href="/">Il Pontelungo</a><div style="font-size:13px">Giovedì 28 settembre 2023 · 19° nuvoloso · <a href="/abbonati">Abbonati</a> · <a href="/accedi">Accedi</a></div></header>
<nav aria-label="Sezioni"><ul class="{j} voci"><li><a href="/cronaca">Cronaca</a></li><li><a href="/viabilita">Viabilità</a></li><li><a href="/politica">Politica</a></li><li><a href="/sport">Sport</a></li><li><a href="/eventi">Eventi</a></li><li><a href="/necrologie">Necrologie</a></li></ul></nav>
<div class="{j} griglia"><main><article>
<a href="/viabilita" style="color:#00853f;font-weight:700;font-size:13px;text-transform:uppercase">Viabilità</a>
<h1 class="{j} titolo">Sosta in centro, dal 1° novembre strisce blu in via Roma e piazza Garibaldi: due euro l'ora</h1>
<p class="{j} occhiello">La giunta approva il nuovo piano della sosta: 420 posti a pagamento, prima mezz'ora gratuita con il disco orario. Abbonamenti scontati per i lavoratori del centro.</p>
<p class="{j} firma">di Francesca Riva · <time datetime="2023-09-28T05:30:00Z">28 settembre 2023, 07:30</time> · <a href="#">Condividi</a> · <a href="#">WhatsApp</a> · <a href="#">Telegram</a></p>
<div class="{j} corpo">
<p>Dal 1° novembre parcheggiare in via Roma, piazza Garibaldi e nelle strade intorno al municipio costerà due euro l'ora, dalle 8 alle 20, dal lunedì al sabato. Lo prevede il piano della sosta approvato ieri dalla giunta.</p>
<p>La prima mezz'ora resterà gratuita esponendo il disco orario. Per chi lavora in centro è previsto un abbonamento mensile da 25 euro nei parcheggi di via Torino e dell'ex Foro Boario.</p>
<p>L'assessore alla mobilità Paolo Benedetti spiega che gli incassi, stimati in 380mila euro l'anno, finanzieranno le navette gratuite dal parcheggio scambiatore.</p>
<p>Sul pass per i residenti del centro storico la delibera rinvia a un regolamento che sarà discusso in consiglio comunale a ottobre.</p>
</div>
<section class="{j}" aria-labelledby="stessa"><h2 class="{j}" id="stessa">Dalla stessa autrice</h2>{stessa_html}</section>
<section class="{k} discussione" id="commenti" aria-labelledby="commenti-h"><h2 class="{k}" id="commenti-h">Commenti ({len(ts)})</h2>
<p class="{k}" style="font-size:13px;color:#777">Per commentare <a href="/accedi">accedi</a> o <a href="/registrati">registrati</a>.</p>
{"".join(c(i) for i in tops(ts))}
</section>
</article></main>
<aside><div class="{j} pub">Pubblicità</div>
<section class="{j} ora" aria-labelledby="ora-h"><h2 class="{j}" id="ora-h">Ultim'ora</h2><ul class="{j} ora-lista">{ora_html}</ul></section>
<section class="{j}"><h2 class="{j}">I più letti</h2><ol><li><a href="/cronaca/furto-gioielleria">Furto in gioielleria in corso Italia, presi due giovani</a></li><li><a href="/viabilita/strisce-blu">Strisce blu in via Roma: due euro l'ora</a></li><li><a href="/eventi/sagra-castagna">Sagra della castagna, il programma</a></li><li><a href="/sport/pontelungo-esonero">Pontelungo, esonerato l'allenatore</a></li></ol></section></aside></div>
<footer class="{j} piede">Il Pontelungo · Testata registrata presso il Tribunale · <a href="/privacy">Privacy</a> · <a href="/cookie-policy">Cookie policy</a> · <a href="/redazione">Redazione</a> · © 2023 Pontelungo Editore srl · P.IVA 01234560987</footer></div></div>"""
    return mk(
        "eh-mixed-it-pontelungo-sosta",
        "mixed",
        "it",
        page(
            "Sosta in centro, dal 1° novembre strisce blu in via Roma e piazza Garibaldi: due euro l'ora",
            "Il Pontelungo",
            "it",
            css,
            body,
            published="2023-09-28T05:30:00Z",
            author="Francesca Riva",
            section="Viabilità",
        ),
        ts,
        path="/viabilita/strisce-blu-via-roma-piazza-garibaldi",
        container="section#commenti under 'Commenti (5)': div.jsx-NNN.box (initials, strong NAME, time 'N ore fa', div.testo > p, Mi piace/Rispondi/Segnala), answers in div.risposte inside the parent's box",
        heading="Commenti (5)",
        description="An Italian local news site of September 2023 on a Next.js-like stack with styled-jsx-like 'jsx-NNNNNNNNNN' scope classes: 5 readers' comments three deep beside an 'Ultim'ora' ticker of 5 timed updates signed by reporters and 'Dalla stessa autrice' cards (initials, author, relative time); most read, ad.",
        lookalikes=(
            "Ultim'ora ticker: 5 timed, signed updates",
            "'Dalla stessa autrice' cards with author and relative time",
        ),
    )


def mixed_eh() -> list[Case]:
    return [it_parcheggio()]
