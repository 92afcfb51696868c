# Oyun sürerken ekran okuyucunun söyledikleri: her hamle sözle, sıranın kimde
# olduğu ve ne yapması gerektiği, sonuç. $side Beyaz ya da Siyah; $from, $to
# ve $taken kareler ya da noktalar („c3”), $taken bir liste.

say-and = ve
say-dama-move = { $side } { $from } karesinden { $to } karesine gider.
say-dama-capture = { $side } { $from } karesinden { $to } karesine giderek { $count } taş alır: { $taken }.
say-crowned = { $to } karesindeki taş dama olur.
say-akidada-place = { $side } { $to } noktasına taş koyar.
say-akidada-slide = { $side } { $from } noktasından { $to } noktasına gider.
say-akidada-line = { $side } sıra yapar ve { $taken } noktasındaki taşı alır.
say-turn = Hamle sırası: { $side }.
say-turn-capture = Hamle sırası: { $side }; { $count } taş almak zorunlu, { $from } karesinden.
say-turn-remove = { $side } sıra yaptı: { $enemy ->
        [white] beyaz
       *[other] siyah
    } bir taş al, şunlardan: { $points }.
say-turn-place = Hamle sırası: { $side }; bir taş koy, elde { $count } taş.
say-turn-slide = Hamle sırası: { $side }; bir taşı çizgi boyunca kaydır.
say-new-game = Yeni oyun: { $game }.
say-taken-back = Geri alındı: { $moves }.

## Marks of the board's squares and points: where the last move went
spot-last-move-from = son hamle buradan çıktı
spot-last-move-to = son hamle buraya geldi
