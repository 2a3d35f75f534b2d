"""Blind set CZ: two mixed pages, a real readers' discussion beside a list of a kind no earlier set listed: an Italian
local paper's wild-boar season with the hunting teams' leaders' reports inside the article, above 6 readers' comments
with nested answers, one by a team leader of the list (it); a Swedish regional paper's harness-racing preview with the
trainers' words on their horses, above 5 readers' posts (sv). Every name, place and text invented for this set; each
comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cz_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    cloud,
    esc,
    most_read,
    paras,
    poll,
    rows,
    seeds,
    talk,
    ticker,
    tree,
)


def it_caccia() -> Case:
    ns = talk("""
Giuseppe Ferri @ 4 febbraio 2013 alle 19:12 :: Quattrocento cinghiali e io ho ancora il granturco del campo sotto la Poggiola tutto rovesciato. Ai cacciatori fa comodo che ce ne siano tanti, così l'anno dopo ci si diverte di più. La Provincia i danni li paga dopo due anni, quando li paga.
  Renzo Bartoli @ 4 febbraio 2013 alle 20:40 :: Giuseppe, la squadra della Forra ha fatto quattro battute proprio sotto la Poggiola, lo sai bene perché ti abbiamo chiesto il permesso. Il problema è che scendono dal parco, dove non si può cacciare. Con gli agricoltori dovremmo stare dalla stessa parte.
    Giuseppe Ferri @ 4 febbraio 2013 alle 21:05 :: Su questo hai ragione, Renzo. Ce l'ho con la Provincia, non con voi della Forra.
Martina L. @ 5 febbraio 2013 alle 08:30 :: Possibile che l'unica soluzione sia sempre sparare? In Toscana ci sono comuni che usano le recinzioni elettriche pagate dalla Regione e le catture con le gabbie. Qui non se ne parla mai.
  Agriturismo Le Capanne @ 5 febbraio 2013 alle 10:02 :: Le recinzioni le abbiamo messe, a nostre spese: 3.000 euro per due ettari. Funzionano finché non cade un albero sopra. Le gabbie servono, ma da sole non bastano.
Un lettore di Valleranello @ 5 febbraio 2013 alle 13:47 :: Io vorrei solo sapere chi controlla quanti capi vengono abbattuti davvero. I numeri li danno le squadre stesse.
""")

    def item(i: int, n: Note, sub: str) -> str:
        return (
            f'<div class="vt-int" id="int-{5120 + i}"><img src="/_avatar/vt-{i}.svg" alt="" width="40" height="40">'
            f'<div class="vt-cap"><span class="vt-aut">{esc(n.who)}</span> <span class="vt-data">{esc(n.at)}</span></div>'
            f'<div class="vt-testo">{paras(n.body)}</div>'
            f'<div class="vt-az"><a href="#rispondi">Rispondi</a> | <a href="/segnala/{5120 + i}">Segnala</a></div>{sub}</div>'
        )

    teams = rows("""
Renzo Bartoli | Squadra «La Forra», Valleranello | 27 gennaio 2013 | 58 capi in 14 battute. Ultima cacciata sotto la Poggiola con due capi grossi da oltre un quintale. Ringrazio i proprietari dei fondi che ci hanno aperto i cancelli.
Aldo Cecchini | Squadra «I Cimini», Canepina | 28 gennaio 2013 | 71 capi, il nostro record. Tanti giovani di quest'anno: segno che scendono sempre più in basso, verso le nocciole.
Fabrizio Mancini | Squadra «Monte Fogliano» | 28 gennaio 2013 | Stagione difficile: 34 capi, tre battute annullate per la neve di dicembre. Un cane ferito, per fortuna si è ripreso.
Aldo Cecchini | Squadra «I Cimini», Canepina | 30 gennaio 2013 | Correggo il dato di lunedì: i capi sono 73, due erano stati registrati dalla squadra di Vallerano per errore.
Piero Sbarra | Squadra «Valle del Rio», Soriano | 31 gennaio 2013 | 49 capi. Chiediamo alla Provincia di anticipare l'apertura a ottobre: in settembre i danni ai vigneti sono già fatti.
""")
    inside = (
        '<div class="vt-sq"><h3>Il bilancio delle squadre</h3><p class="vt-sq-i">Le relazioni dei capisquadra inviate alla redazione a fine stagione.</p>'
        + "".join(
            f'<div class="vt-sq-e"><p class="vt-sq-h"><b>{esc(n)}</b> – {esc(s)} <span>{esc(d)}</span></p><p>{esc(x)}</p></div>'
            for n, s, d, x in teams
        )
        + "</div>"
    )
    after = (
        '<div class="vt-dite"><h3>Dite la vostra</h3>'
        + tree(ns, item, lambda s: f'<div class="vt-risp">{s}</div>')
        + '<form class="vt-form" action="/interventi/invia" method="post"><p>Nome <input type="text" name="nome"></p><textarea name="testo" rows="4" cols="60"></textarea><p><input type="submit" value="Invia"></p></form></div>'
    )
    side = (
        most_read(
            "it-tuscia",
            """
Cinghiali, la stagione si chiude con 412 capi | 6.340
Valleranello, chiude la filiale della banca | 3.118
Frana sulla Cimina, strada riaperta | 2.702
Nocciole, prezzi in calo del 12% | 1.455
""",
            "letture",
        )
        + poll(
            "it-tuscia",
            "Cinghiali: cosa dovrebbe fare la Provincia?",
            [
                ("Allungare la stagione", 301),
                ("Più recinzioni e gabbie", 244),
                ("Risarcire prima i danni", 402),
            ],
        )
        + cloud(
            "it-tuscia",
            "agricoltura,caccia,Canepina,cinghiali,Cimini,nocciole,Provincia,Soriano,Valleranello",
        )
    )
    style = (
        ".vt-sq{background:#f8f2ec;border:1px solid #e3d3c4;padding:6px 12px;margin:12px 0}.vt-sq h3{margin:0;color:#7a2e0e}.vt-sq-i{font-size:11px;color:#888}"
        ".vt-sq-e{border-top:1px dotted #d7c1ad;padding:4px 0}.vt-sq-e p{margin:1px 0}.vt-sq-h span{font-size:11px;color:#999}"
        ".vt-dite h3{border-bottom:2px solid #7a2e0e;color:#7a2e0e}.vt-int{border-bottom:1px solid #eee;padding:6px 0;overflow:hidden}.vt-int img{float:left;margin-right:8px}"
        ".vt-aut{font-weight:bold}.vt-data{font-size:11px;color:#999}.vt-testo p{margin:3px 0}.vt-az{font-size:11px}.vt-risp{margin-left:36px;clear:both}"
    )
    piece = Piece(
        "Cinghiali, la stagione si chiude con 412 capi abbattuti",
        "di Chiara Pennacchi",
        "2013-02-04T17:45:00+01:00",
        "04/02/2013 17:45",
        """
Si è chiusa il 31 gennaio la stagione della caccia al cinghiale in braccata nei comuni dei Cimini. Le quattro squadre autorizzate hanno abbattuto in tutto 412 capi, contro i 356 dell'anno scorso.

Gli agricoltori però non sono soddisfatti. Secondo la Coldiretti, i danni alle colture nella zona superano i 600 mila euro, soprattutto nei noccioleti e nei campi di mais. I risarcimenti della Provincia per il 2011 non sono ancora arrivati.

La Provincia ha annunciato un tavolo con agricoltori, cacciatori e il parco per marzo. Tra le ipotesi, catture con le gabbie nelle zone protette e un contributo per le recinzioni elettriche.
""",
        dek="Le squadre dei Cimini superano l'anno scorso, ma gli agricoltori denunciano 600 mila euro di danni.",
        section="Ambiente",
        tags=("cinghiali", "caccia", "agricoltura"),
        caption="Una battuta della squadra «La Forra» a gennaio.",
    )
    tick = ticker(
        "Ultim'ora",
        "17:30 | Soriano, incendio in un fienile: nessun ferito\n16:55 | Cimina, traffico regolare dopo la frana",
    )
    return case(
        "cz-it-caccia",
        "mixed",
        "it-tuscia",
        piece,
        Bits(
            inside=inside,
            after=after,
            side=side,
            style=style,
            ticker=tick,
            top="Viterbo 6 °C",
            related=(
                "Noccioleti devastati, gli agricoltori in Provincia",
                "Caccia, il calendario della prossima stagione",
            ),
        ),
        seeds(ns),
        path="/ambiente/2013/02/04/cinghiali-la-stagione-si-chiude-con-412-capi-abbattuti-21773.html",
        container="div.vt-dite: h3 'Dite la vostra', div.vt-int#int-<n> (img, span.vt-aut NAME, span.vt-data DATE, div.vt-testo, 'Rispondi | Segnala'), replies in div.vt-risp inside the parent",
        heading="Dite la vostra",
        description="An Italian local paper of 2013: an article on the wild-boar hunting season with the team leaders' end-of-season reports inside it (5 entries: leader's name, team, date, a few lines; one leader twice, correcting his earlier figure), then 'Dite la vostra' with 6 readers' comments, 3 of them nested answers (two levels), one by a team leader who is also in the list above (Renzo Bartoli), one by an agriturismo, one by 'Un lettore di Valleranello'. Ticker, most read with counts, a poll, a tag cloud, related teasers, a newsletter box. Most awkward: the same person signs an entry of the look-alike list and a real comment.",
        lookalikes=("hunting teams' leaders' end-of-season reports",),
    )


def sv_trav() -> Case:
    ns = talk("""
Gunnar i Bergsjö @ 22 mars 2012 kl 20:14 :: Äntligen V75 hemma igen! Var där 1998 senast det begav sig och det var folkfest. Hoppas på sol och att Stina Norell tar femman, hon förtjänar det efter allt strul med stallet i höstas.
Travtjejen86 @ 22 mars 2012 kl 21:02 :: Spår 12 för Mästar Olle är ju rena döden på den här banan, tyvärr. Jag lägger honom ändå på min lapp av ren hemmakärlek.
  Lasse Åkerblom @ 22 mars 2012 kl 21:30 :: Spår 12 är inte så illa på 2 140 meter med voltstart, han fick ju till det från tolvan i Bollnäs i fjol. Men visst, det blir tufft.
Kristina P. @ 23 mars 2012 kl 07:45 :: Hur blir det med parkeringen? Förra gången stod bilarna ända bort till Hamnvägen och bussarna kom inte fram.
Bo Hedlund @ 23 mars 2012 kl 09:10 :: Bra att ni skriver om banan, men rubriken borde väl vara att det är 14 år sedan sist och att kommunen nästan lade ner hela anläggningen 2009? Det glöms bort nu när det är fest.
""")

    def item(i: int, n: Note, sub: str) -> str:
        return (
            f'<li class="np-inl" id="inl{88410 + i}"><div class="np-hd"><b>{esc(n.who)}</b> <span>{esc(n.at)}</span></div>'
            f"{paras(n.body)}"
            f'<div class="np-ft"><a href="#svara">Svara</a> · <a href="/anmal/{88410 + i}">Anmäl</a></div>{sub}</li>'
        )

    trainers = rows("""
Stina Norell | Vinterfrost | V75-5, spår 3 | Han har tränat fint hela vintern och gick ett starkt lopp senast i Bollnäs. Jag tror han kan vinna om han får rygg på ledaren. Han är i sitt livs form.
Per-Erik Sandström | Mästar Olle | V75-5, spår 12 | Tolvan är inte drömmen, men han är en riktig kämpe. Vi kör med barfota fram för första gången i år. En peng är målet.
Mikael Hammar | Sally Bonnet | V75-2, spår 1 | Hon är snabb från start och ska försöka ta ledningen. Kommer hon till spets blir hon svår att gå förbi.
Stina Norell | Norrbro Dansen | V75-3, spår 7 | Ett lopp för att lära sig. Unghäst, tredje starten i livet. Vi tar det lugnt, men hon har mycket motor.
Anders ”Anton” Lind | Bergsjö Kometen | V75-7, spår 5 | Han har varit lite sjuk i februari, så jag vet inte riktigt var vi står. Som Per-Erik sa om sin häst: en peng vore fint.
Jenny Ölander | Quick Tilda | V75-4, spår 2 | Hon har aldrig varit bättre än nu. Första V75-starten för både mig och henne, så jag är lite nervös.
""")
    inside = (
        '<div class="np-tr"><h3>Tränarna tror</h3><ul class="np-tr-l">'
        + "".join(
            f'<li><img src="/_avatar/np-tr{k}.svg" alt="" width="36" height="36"><p class="np-tr-h"><b>{esc(n)}</b> om <i>{esc(h)}</i> <span>{esc(lopp)}</span></p><p>”{esc(x)}”</p></li>'
            for k, (n, h, lopp, x) in enumerate(trainers)
        )
        + '</ul><p class="np-tr-n">Sammanställt av Magnus Ek.</p></div>'
    )
    after = (
        '<div class="np-debatt"><h3>Vad tycker du?</h3><p class="np-regl">Du måste vara inloggad för att skriva. Håll god ton.</p><ul class="np-lista">'
        + tree(ns, item, lambda s: f'<ul class="np-svar">{s}</ul>')
        + "</ul></div>"
    )
    side = (
        most_read(
            "sv-norrbro",
            """
V75 på Norrbrotravet: 14 år sedan sist | 8 412
Isen på Dellen är osäker – polisen varnar | 3 006
Ny ICA-butik i Hamnområdet | 2 211
Lucia-kandidaterna 2012: röstningen öppen | 1 780
""",
            "läsningar",
        )
        + poll(
            "sv-norrbro",
            "Ska du gå på V75 på lördag?",
            [("Ja, självklart", 512), ("Nej", 403), ("Kanske om vädret är bra", 188)],
        )
        + box(
            "sv-norrbro",
            "Familj",
            "<ul><li>Födda: Elsa, 3 420 g, till Maria och Jonas Berg</li><li>Bröllop: Anna Lund och Erik Sjö</li></ul>",
        )
    )
    style = (
        ".np-tr{background:#eef4fa;border:1px solid #cddff0;padding:6px 12px;margin:12px 0}.np-tr h3{margin:0;color:#0b4f8a}.np-tr-l{list-style:none;padding:0}"
        ".np-tr-l li{border-top:1px solid #d6e4f2;padding:6px 0;overflow:hidden}.np-tr-l img{float:left;margin-right:8px}.np-tr-l p{margin:1px 0}.np-tr-h span{font-size:11px;color:#888}.np-tr-n{font-size:11px;color:#888}"
        ".np-debatt h3{border-top:3px solid #0b4f8a;padding-top:6px}.np-regl{font-size:11px;color:#888}.np-lista,.np-svar{list-style:none;padding:0}.np-inl{border-bottom:1px solid #eee;padding:6px 0}"
        ".np-hd span{font-size:11px;color:#999}.np-inl p{margin:3px 0}.np-ft{font-size:11px}.np-svar{margin-left:30px}"
    )
    piece = Piece(
        "V75 på Norrbrotravet: 14 år sedan sist",
        "Text: Magnus Ek",
        "2012-03-22T16:00:00+01:00",
        "22 mars 2012 16:00",
        """
På lördag kommer V75 tillbaka till Norrbrotravet för första gången sedan 1998. Banan räknar med runt 6 000 besökare, och Svensk Travsport sänder loppen direkt i TV4.

Tre hemmatränare har hästar till start. Störst chans ger experterna Stina Norells Vinterfrost i femte avdelningen, medan Per-Erik Sandströms Mästar Olle fick det tuffa spår 12 i samma lopp.

Banan har rustats för 1,2 miljoner kronor inför helgen, bland annat med en ny läktare och bättre belysning. Parkering finns vid Hamnvägen och extrabussar går från resecentrum.
""",
        dek="Sex tusen väntas till banan på lördag. Så tror hemmatränarna om sina hästar.",
        section="Trav",
        tags=("Trav", "V75", "Norrbrotravet"),
        caption="Stina Norell och Vinterfrost under träningen i tisdags.",
    )
    tick = ticker(
        "Senaste", "15:48 | Trafikolycka på E4 vid Stråtjära\n15:20 | Kommunen sänker taxan för förskolan"
    )
    return case(
        "cz-sv-trav",
        "mixed",
        "sv-norrbro",
        piece,
        Bits(
            inside=inside,
            after=after,
            side=side,
            style=style,
            ticker=tick,
            top="Norrbro −1 °C",
            related=(
                "Norrbrotravet rustas för 1,2 miljoner",
                "Stina Norell: ”Jag har aldrig haft en så bra häst”",
            ),
        ),
        seeds(ns),
        path="/trav/v75-pa-norrbrotravet-14-ar-sedan-sist-3318842",
        container="div.np-debatt: h3 'Vad tycker du?', ul.np-lista > li.np-inl#inl<n> (div.np-hd b NAME, span DATE; p text; 'Svara · Anmäl'), the reply in ul.np-svar inside the parent",
        heading="Vad tycker du?",
        description="A Swedish regional paper of 2012: a harness-racing preview with the trainers' words on their horses inside the article ('Tränarna tror', 6 entries: trainer's name with photo, horse, race and post position, a quoted sentence or two; one trainer twice, one referring to another by name), then 'Vad tycker du?' with 5 readers' posts, one a nested answer. Ticker, most read with counts, a poll, family notices, related teasers, a newsletter box. Most awkward: the trainers' quoted words with names, photos and a name answering another sit just above the real posts.",
        lookalikes=("harness-racing trainers' words on their horses",),
    )


def mixed_cz() -> list[Case]:
    return [it_caccia(), sv_trav()]
