## Saved games (src/record): why a file could not be read, replayed or written,
## and the offer to resume the autosaved game. A message is a clause; the window
## gives it a capital letter when it stands alone. $line and $column: the place
## in the file; $move: a move as written; sides are $side = "white" or "black".

record-io-read = { $path } okunamadı: { $message }
record-io-write = { $path } yazılamadı: { $message }
# $message: RON's own description of what is wrong.
record-not-ron = satır { $line }, sütun { $column }: kayıtlı bir oyun değil (RON değil): { $message }
record-wrong-type = satır { $line }, sütun { $column }: yanlış değer türü: { $message }
# $expected: the fields allowed there, joined by commas.
record-unknown-field = satır { $line }, sütun { $column }: bilinmeyen alan “{ $field }” (burada olabilecek alanlar: { $expected })
record-missing-field = satır { $line }, sütun { $column }: “{ $field }” alanı eksik
# $expected: the names allowed there, joined by commas.
record-unknown-name = satır { $line }, sütun { $column }: “{ $found }” şunlardan biri değil: { $expected }
record-duplicate-field = satır { $line }, sütun { $column }: “{ $field }” alanı iki kez verilmiş
record-unknown-version = biçim sürümü { $found } bilinmiyor: bu program { $supported } biçimini okur
record-bad-rule-option = { $option } kural seçeneğinin değeri { $value }, oysa en çok { $max } olabilir
# $error: why the position string gives no position.
record-bad-position = başlangıç konumu “{ $text }” geçersiz: { $error }
# $number: the move, from 1; $fault: why it cannot be played.
record-illegal-move = hamle { $number }, { $move }: { $fault }
# $outcome: an outcome-* message (app.ftl).
record-move-after-end = hamle { $number }, { $move }: oyun zaten bitmişti ({ $outcome })
# $recorded, $replayed: outcome-* messages.
record-result-mismatch = kayıtlı sonuç: { $recorded }, oysa hamlelere göre: { $replayed }
record-result-not-over = kayıtlı sonuç: { $recorded }, oysa bu hamlelerden sonra oyun bitmiş değil
record-result-missing = kayıtta sonuç yok, oysa hamleler oyunu bitiriyor: { $replayed }
record-result-disagrees = kayıtlı sonuç hamlelerle uyuşmuyor
record-comment-out-of-range = bir yorum { $number }. hamleye bağlı, oysa oyunda { $moves } hamle var
# $inconsistency: an inconsistency-* message.
record-inconsistent = kayıt kendi içinde çelişiyor: { $inconsistency }
record-bad-level = { $side ->
        [white] Beyazla
       *[black] Siyahla
    } oynayan bilgisayarın seviyesi { $level }, oysa seviyeler 1 ile { $max } arasında
record-bad-review-length = oyun incelemesinde { $entries } kayıt var, oysa oyunda { $positions } konum var
# $at: the entry, from 0.
record-bad-review-entry = oyun incelemesinin { $at }. kaydı “cp 35”, “win 7” ya da “draw” gibi bir değerlendirme değil
record-bad-clock = saat, oyundaki hamle sayısından ({ $moves }) fazla hamle süresi veriyor ({ $marks })
# $side: whose clock; $time, $most: milliseconds.
record-impossible-clock = saat { $side ->
        [white] beyaza
       *[black] siyaha
    } { $time } ms veriyor; oyunun süre ayarının verebileceğinden fazla ({ $most } ms)

## Fields of a record that contradict each other (record::Inconsistency). The
## field names (first, lot_seed) are the file's; $option is the rule option
## first: "lot", "white" or "black"; $seed: the lot's seed.

inconsistency-first-not-to-move = başlayan taraf { $first ->
        [white] Beyaz
       *[black] Siyah
    }, oysa başlangıç konumunda sıra { $side ->
        [white] Beyazda
       *[black] Siyahta
    }
inconsistency-first-against-option = başlayan taraf { $first ->
        [white] Beyaz
       *[black] Siyah
    }, oysa “Kim başlar” kural seçeneği: { $option ->
        [lot] kura
        [white] Beyaz
       *[black] Siyah
    }
inconsistency-seed-without-lot = kura tohumu { $seed } verilmiş, oysa kura çekilmedi: “Kim başlar” kural seçeneği: { $option ->
        [lot] kura
        [white] Beyaz
       *[black] Siyah
    }
# $drawn: the side that lot_seed draws; $first: the side the record says.
inconsistency-seed-draws-other = kura tohumu { $seed } ilk hamleyi { $drawn ->
        [white] Beyaza
       *[black] Siyaha
    } veriyor, oysa başlayan taraf { $first ->
        [white] Beyaz
       *[black] Siyah
    }

## Why a recorded move cannot be played, beyond the rules' own reasons
## (record::MoveFault).

# $count: how many moves; $candidates: the moves, joined by commas.
move-fault-ambiguous = belirsiz: { $count } hamleye uyuyor: { $candidates }
# $captured: the squares, joined by commas; $count: how many.
move-fault-no-capture-taking = { $from } karesinden hiçbir alma { $count ->
        [one] { $captured } karesindeki taşı
       *[other] { $captured } karelerindeki taşları bu sırayla
    } almıyor
move-fault-no-capture-taking-ending-on = { $from } karesinden hiçbir alma { $count ->
        [one] { $captured } karesindeki taşı
       *[other] { $captured } karelerindeki taşları bu sırayla
    } alıp { $to } karesinde bitmiyor
move-fault-no-capture-ending-on = { $from } karesinden hiçbir alma { $to } karesinde bitmiyor

## The question on starting after the app was closed with a game unfinished.
## $game: "akidada" or "dama"; $white, $black: the players' names; $moves: the
## moves played; $date: when the game was saved.

resume-summary = Uygulama son kapandığında bitmemiş bir oyun kaydedildi: { $game ->
        [akidada] { akidada }
       *[dama] { dama }
    }, { $white } ile { $black } arasında, { $moves } hamle oynanmış.
resume-summary-dated = Uygulama son kapandığında bitmemiş bir oyun kaydedildi: { $game ->
        [akidada] { akidada }
       *[dama] { dama }
    }, { $white } ile { $black } arasında, { $moves } hamle oynanmış, { $date }.
