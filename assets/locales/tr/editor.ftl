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

## Seviye olarak kaydet
editor-save-as-level = Seviye olarak kaydet…
editor-level-heading = Kursun bir seviyesi
editor-level-goal = Hedef
editor-level-goal-win = Oyunu kazan
editor-level-goal-capture-all = Rakibin bütün taşlarını al
editor-level-goal-crown = Bir taşı dama yap
editor-level-goal-reach = Bir taşı bir kareye getir
editor-level-goal-capture-at-once = Tek hamlede birkaç taş al
editor-level-goal-hold-on = Sınır içinde kaybetme
editor-level-goal-make-line = Bir sıra yap
editor-level-goal-block-lines = Rakibin sınır içinde sıra yapmasına izin verme
editor-level-square = Kare
editor-level-count = Tek hamlede alınacak taş
editor-level-stars = Üç, iki ve bir yıldız için en çok hamle
editor-level-stars-for = { $stars } yıldız
editor-level-name = Ad
editor-level-stage-name = Aşamanın adı (aynı adla kaydedilen seviyeler tek bir aşama olur)
editor-level-text = Öğrenci için metin
editor-level-hint = İpucu
editor-level-prove = Kanıtla
editor-level-proving = Kanıtlanıyor…
editor-level-proven = Kanıtlandı: her savunmaya karşı { $moves } hamlede yapılır ({ $line }).
editor-level-not-a-level = Henüz bir seviye değil: { $why }
editor-level-save = Seviyeyi kaydet…
editor-level-prove-first = Önce seviyeyi şu hâliyle kanıtla.
editor-level-close = Seviye formunu kapat
editor-level-save-title = Seviyeyi kaydet
editor-level-saved = Seviye kaydedildi: { $folder } içinde { $name }
editor-level-not-saved = Seviye kaydedilemedi: { $error }
