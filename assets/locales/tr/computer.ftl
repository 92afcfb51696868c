## The computer player, hints, analysis and game review (helpers in src/app/text/thinking.rs).

computer-computer = Bilgisayar
# The name a computer player gets when none was typed. $level: the level's
# name ("Club"); the side follows in brackets, so none here.
computer-player-name = Bilgisayar – { $level }
computer-level = Seviye
computer-thinking = Bilgisayar düşünüyor…
computer-pause = Bilgisayarı durdur
computer-resume = Bilgisayar oynasın
computer-paused = Bilgisayar durduruldu.
computer-may-resign = Bilgisayar umutsuz bir oyunu terk edebilir
computer-hint = İpucu
computer-hint-help = En iyi hamleyi göster (H)
computer-analysis = Analiz
computer-analysis-help = Analiz panelini göster
computer-analysis-title = Analiz
computer-depth = derinlik
computer-per-second = konum/sn
computer-lines = En iyi devamlar
computer-solving = Akidada bu kurallar için çözülüyor (yalnızca ilk seferde)…
computer-loading-tables = Oyun sonu tabloları oluşturuluyor (yalnızca ilk seferde)…
computer-exact = kesin
computer-review = Oyunu incele
computer-review-help = Oyunun her hamlesini değerlendir
computer-reviewing = Oyun inceleniyor…
computer-review-title = Oyun incelemesi
computer-accuracy = İsabet
computer-graph-name = Değerlendirme grafiği
computer-start-position = başlangıç
computer-draw-declined = Bilgisayar beraberliği kabul etmiyor: durumu daha iyi.
computer-draw-accepted = Bilgisayar beraberliği kabul ediyor.
computer-draw-offer-title = Beraberlik teklifi
computer-teaching-scores = Bilgisayarın değerlendirmesi
computer-best-move = En iyi hamle
computer-better = Daha iyisi
computer-not-available = yok

## A level's name. $game: "akidada" or "dama"; $level: 1 (weakest) to 5 (Akidada)
## or 8 (Dama).
computer-level-name = { $game ->
        [akidada] { $level ->
            [1] Başlangıç
            [2] Amatör
            [3] Kulüp
            [4] Güçlü
           *[5] Kusursuz
        }
       *[dama] { $level ->
            [1] Başlangıç
            [2] Acemi
            [3] Amatör
            [4] Kulüp
            [5] Güçlü kulüp
            [6] Uzman
            [7] Usta
           *[8] Tam güç
        }
    }

## An exact value in words. $plies: moves to the end under best play.

computer-value-win = { $plies } hamlede kazanç
computer-value-loss = { $plies } hamlede kayıp
# The same in the few letters of a badge on an Akidada point: W(in) or L(oss)
# and the moves to the end, = for a draw.
computer-badge-win = K{ $plies }
computer-badge-loss = Y{ $plies }
computer-badge-draw = =
# What a badge means, shown when it is pointed at. $value: the value in words.
computer-badge-tooltip = her iki taraf en iyi oynarsa: { $value }
# The side to move has already lost (loss 0).
computer-value-lost = kaybetti
computer-value-draw = berabere
# Beside a table win the no-progress rule turns into a draw.
computer-cursed-note = ilerlemesiz beraberlik kuralına göre berabere

# Playing an analysis line through on the board, a move at a time; the game
# itself does not change. $shown: the line's moves on the board; $moves: all.
computer-line-play-through = Varyantı tahtada oyna
computer-line-back = Bir hamle geri
computer-line-forward = Bir hamle ileri
computer-line-at = { $moves } hamlenin { $shown }.
computer-line-stop = Oyuna dön
# Beside a marked move in the reviewed move list. $move: the better move.
computer-review-better = daha iyisi { $move }

## A move class of the game review, after a count ("3 mistakes"). After a
## number a Turkish noun stays singular: one form for every count.

computer-class-best = { $count ->
       *[other] en iyi hamle
    }
computer-class-good = { $count ->
       *[other] iyi hamle
    }
computer-class-inaccuracy = { $count ->
       *[other] isabetsizlik
    }
computer-class-mistake = { $count ->
       *[other] hata
    }
computer-class-blunder = { $count ->
       *[other] büyük hata
    }
