# Klavye ve ekran okuyucuyla oynamak: tahtanın, karelerinin ve noktalarının
# adları, tahtanın yanındaki hamle kutusu ve her hamleden sonra okunanlar.

## Tahta, kareleri ve noktaları, ekran okuyucunun okuduğu gibi

board-name = Tahta: { $game }. Ok tuşları imleci tahtada gezdirir; Enter ya da boşluk tuşu oraya oynar.
spot-name = { $spot }, { $content }
spot-empty = boş
spot-white-man = beyaz taş
spot-black-man = siyah taş
spot-white-king = beyaz dama
spot-black-king = siyah dama
spot-white-piece = beyaz taş
spot-black-piece = siyah taş
spot-capture-must-start = taş alma buradan başlamalı
spot-selected = seçili
spot-move-ends-here = bir hamle burada bitebilir
spot-removable = kaldırılabilir

## Hamle kutusu: notasyonla yazılan hamle

move-box-label = Hamle yazın
move-box-hint = örneğin { $example }, sonra Enter
move-box-play = Oyna
move-box-refused = { $move } oynanamaz: { $why }
move-box-ambiguous = { $move } birden çok yoldan yapılabilir; yolun tamamını yazın: { $routes }
move-box-nothing = Önce bir hamle yazın, örneğin { $example }.
move-box-not-now = Şu anda hamle yazılamaz: { $why }

## Eğitmen tahtasının altındaki hamle kutusu: neden şu anda hamle almıyor

move-box-puzzle-over = Bulmaca bitti: “Sonraki bulmaca” ile devam edin.
move-box-round-over = Süren bir tur yok: “Tura başla” ile bir tur başlatın.
move-box-judging = Denenen hamle hâlâ değerlendiriliyor: yanıtı bekleyin.
move-box-settled = Bu hata sonuçlandı: “Yeniden dene” ya da “Sonraki hata” ile devam edin.
move-box-no-board = Burada oynanacak bir konum yok.

## Her hamleden sonra okunan (ekran okuyucu sesli okur)

announce-move = { $side } { $move } oynadı.
announce-start = Sıra { $side } tarafta.
