## The position editor (helpers in src/app/text/editor.rs). A position's problems
## and the errors of a position string are the rules' own: rules.ftl.

editor-title = Konum düzenleyici
editor-open-editor = Konum kur…
editor-pieces = Taşlar
editor-white-man = Beyaz taş
editor-black-man = Siyah taş
editor-white-king = Beyaz dama
editor-black-king = Siyah dama
editor-white-piece = Beyaz taş
editor-black-piece = Siyah taş
editor-eraser = Silgi
editor-help-dama = Taşı koymak için bir kareye tıklayın; kaldırmak için yeniden ya da sağ tuşla tıklayın. Taşı başka yere götürmek için sürükleyin.
editor-help-akidada = Taşı koymak için bir noktaya tıklayın; kaldırmak için yeniden ya da sağ tuşla tıklayın. Taşı başka yere götürmek için sürükleyin.
editor-side-to-move = Sıra kimde
editor-white-to-move = Beyaz oynar
editor-black-to-move = Siyah oynar
editor-in-hand = Eldeki taşlar
editor-white-in-hand = Beyazın elinde
editor-black-in-hand = Siyahın elinde
editor-board = Tahta
editor-clear = Tahtayı temizle
editor-standard-start = Başlangıç dizilişi
editor-position-string = Konum dizgesi
editor-apply = Uygula
editor-rules-help = Bu konumdan oynanacak oyunun kuralları.
editor-play-from-here = Bu konumdan oyna
editor-save-as-game = Oyun olarak kaydet…
editor-ready = Konum oynanmaya hazır.
editor-fix-first = Önce tahtanın altında sıralanan hataları düzeltin.
editor-error-mark = Hata
editor-warning-mark = Uyarı

# A side's pieces on the board, and how many of them are kings: "12 (3 kings)".
# A noun after a number stays singular.
editor-pieces-with-kings = { $count } ({ $kings } dama)
