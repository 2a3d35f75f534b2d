"""Blind set CV: one mixed page (id): a neighbourhood night-watch log printed with the article (the guards' names,
the night and a short note each) beside a real readers' discussion on Isso revealed by a "Lihat 7 tanggapan"
button. Written for this set; every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_cv_common import (
    ISSO_ALL,
    Bits,
    Case,
    Piece,
    case,
    esc,
    isso_embed,
    lines,
    talk,
)

_LOG = """
Senin, 4 Maret | Pak Slamet & Mas Ikhsan | Pukul 01.30 lampu gang 4 mati. Sudah lapor ke Pak RT, besok diganti.
Selasa, 5 Maret | Pak Heru & Pak Joko | Aman. Ada dua motor parkir di depan musala tanpa kunci ganda, pemiliknya sudah diingatkan.
Rabu, 6 Maret | Mas Dimas & Pak Wahyu | Pukul 23.10 ada orang tidak dikenal menanyakan rumah kos. Diantar ke rumah Bu Sri, ternyata tamu keluarga.
Kamis, 7 Maret | Pak Slamet & Pak Udin | Hujan deras sampai jam 2. Saluran di ujung gang 2 mampet, air naik ke jalan.
Jumat, 8 Maret | Pak Heru & Mas Ikhsan | Aman. Kentongan di pos retak, perlu beli yang baru.
Sabtu, 9 Maret | Bapak-bapak gang 3 | Jaga sampai subuh karena ada hajatan. Tidak ada kejadian.
Minggu, 10 Maret | Pak Joko & Mas Dimas | Pukul 02.15 pagar rumah nomor 17 terbuka. Pemilik sedang di luar kota, sudah dikunci dari luar dan dikabari.
Senin, 11 Maret | Pak Wahyu & Pak Udin | Aman. Iuran ronda bulan ini terkumpul Rp 640.000.
"""


def id_mixed() -> Case:
    comments = talk("""
Bu Ratna :: Di gang kami ronda jalan lagi sejak motor tetangga hilang tiga bulan lalu. Alhamdulillah sejak itu aman.
  Pak Darto :: Betul Bu, tapi anak-anak muda sekarang susah diajak ikut jaga. Yang ronda bapak-bapak itu-itu saja.
Yusuf Karangsari :: Usul saja, kenapa tidak pasang CCTV di mulut gang? Patungan per rumah paling dua puluh ribu.
Hendra :: Kalau CCTV-nya tidak ada yang memantau ya percuma, Mas. Di RW sebelah sudah dipasang tapi rekamannya tidak pernah dicek.
  Yusuf Karangsari :: Bisa disambungkan ke HP ketua RT, Pak. Sekarang alatnya sudah murah.
Siti Aminah :: Terima kasih Kabar Pesisir sudah mengangkat berita ini. Semoga polisi juga menambah patroli di jalan pantai.
Anak Kos :: Saya pendatang, boleh ikut ronda? Selama ini tidak pernah ada yang mengajak.
""")
    rows = []
    for line in lines(_LOG):
        night, who, note = (x.strip() for x in line.split("|"))
        rows.append(
            f'<tr><td class="kbp-mlm">{esc(night)}</td><td class="kbp-jaga"><b>{esc(who)}</b></td>'
            f'<td class="kbp-cat">{esc(note)}</td></tr>'
        )
    log = (
        '<figure class="kbp-buku"><figcaption>Salinan buku ronda Pos Kamling RW 05 Karangsari, 4–11 Maret 2024 '
        "(dengan izin pengurus RW)</figcaption>"
        "<table><thead><tr><th>Malam</th><th>Petugas</th><th>Catatan</th></tr></thead>"
        f"<tbody>{''.join(rows)}</tbody></table></figure>"
    )
    talk_block = (
        '<section class="kbp-tg"><button type="button" id="kbp-lihat" class="kbp-lihat">Lihat 7 tanggapan</button>'
        '<div id="kbp-tg-isi" hidden><h3>Tanggapan pembaca</h3>'
        + isso_embed("id", load="later", extra=ISSO_ALL)
        + "</div></section>"
        "<script>document.getElementById('kbp-lihat').onclick=function(){document.getElementById('kbp-tg-isi').hidden=false;"
        "this.remove();loadIsso();};</script>"
    )
    style = (
        ".kbp-buku{margin:24px 0;background:#fffde7;padding:10px}.kbp-buku table{border-collapse:collapse;width:100%;font-size:14px}"
        ".kbp-buku td,.kbp-buku th{border-bottom:1px solid #e0dcc0;padding:6px;text-align:left;vertical-align:top}.kbp-buku figcaption{font-size:12px;color:#777}"
        ".kbp-lihat{margin:24px 0;width:100%;background:#e0f7fa;border:1px solid #00838f;color:#00838f;padding:10px;border-radius:6px;font-size:15px}"
    )
    piece = Piece(
        "Ronda malam hidup lagi di Karangsari setelah rentetan pencurian motor",
        "Dewi Lestari",
        "2024-03-12T10:15:00+07:00",
        "Selasa, 12 Mar 2024 10:15 WIB",
        """
Pos kamling di RW 05 Kelurahan Karangsari kembali ramai setiap malam. Sejak Desember lalu, warga menghidupkan lagi ronda bergilir setelah empat sepeda motor hilang dalam dua bulan.

Setiap malam dua orang berjaga dari pukul 22.00 sampai 04.00. Semua kejadian dicatat di buku ronda yang diperiksa ketua RW setiap pagi.

"Sejak ronda jalan lagi, tidak ada laporan kehilangan," kata Ketua RW 05, Sugiarto. Ia mengakui warga yang ikut berjaga kebanyakan sudah berumur.

Berikut salinan catatan ronda satu minggu terakhir yang diizinkan pengurus RW untuk dimuat.
""",
        dek="Warga berjaga bergiliran sejak empat motor hilang dalam dua bulan. Buku ronda diperiksa ketua RW setiap pagi.",
        section="Daerah",
        tags=("Karangsari", "keamanan", "ronda"),
        caption="Pos kamling RW 05 Karangsari pada Senin malam",
    )
    return case(
        "cv-id-mixed-ronda",
        "mixed",
        "id-pesisir",
        piece,
        Bits(
            inside=log,
            after=talk_block,
            style=style,
            skeleton="app",
            related=(
                "Polisi tangkap dua penadah motor curian",
                "Lampu jalan pantai utara akan diganti LED",
                "Pasar ikan Karangsari direnovasi",
            ),
            most_read=(
                "Ronda malam hidup lagi di Karangsari | 8.420 kali dibaca",
                "Harga cabai rawit tembus Rp 90 ribu | 7.133 kali dibaca",
                "Jadwal kapal ke Karimunjawa pekan ini | 5.021 kali dibaca",
            ),
        ),
        comments,
        path="/daerah/2024/03/12/ronda-malam-hidup-lagi-di-karangsari",
        system="isso",
        reveal="button 'Lihat 7 tanggapan' under the article shows a hidden box and loads Isso into it",
        container="section.kbp-tg > div#kbp-tg-isi (hidden until the click): h3 'Tanggapan pembaca', Isso's section#isso-thread",
        heading="Tanggapan pembaca",
        description="An Indonesian coastal news site of 2024, a phone-first page: an article on a revived neighbourhood night watch printing a week of the watch log (a table of 8 nights: the guards' names and a short note each) and, under it, a 'Lihat 7 tanggapan' button that loads Isso with 7 readers' posts (two answers); most read with counts, related teasers, a newsletter box, a cookie box. Most awkward: the log in the served HTML is the only named list before the click.",
        lookalikes=("a neighbourhood night-watch log",),
        check_steps=("click:#kbp-lihat", "wait:3000"),
    )


def mixed_cv() -> list[Case]:
    return [id_mixed()]
