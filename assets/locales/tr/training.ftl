## Antrenman: Öğren > Bulmacalar, taş alma çalışması, bir incelemeden sonra
## kendi hatalarından öğrenmek. Türkiye Dama Federasyonu'nun sözcükleri:
## taş, dama, taş almak, alma zorunluluğu.

training-puzzles = Bulmacalar
training-drill = Taş alma çalışması
training-back = Oyuna dön
training-learn-mistakes = { $side ->
    [white] Beyazın
   *[black] Siyahın
} hatalarından öğren

## Seçim
training-game-akidada = Akidada
training-game-dama = Dama
training-game = Oyun
training-theme = Tema
training-theme-any = Herhangi biri
training-order = Sıralama
training-order-rated = Puanlı: puanına yakın
training-order-by-theme = Temaya göre: önce en kolay
training-next-puzzle = Sonraki bulmaca

## Temalar
training-theme-shot = Kombinezon
training-theme-breakthrough = Yarma
training-theme-crowning = Dama olmak
training-theme-king-endgame = Damalı oyun sonu
training-theme-lone-piece = Tek taş
training-theme-opposition = Karşı durma
training-theme-akidada-line = Sıra
training-theme-double-threat = Çifte tehdit
training-theme-blocking = Kapatma
training-theme-removal-choice = Kaldırma seçimi

## Görev
training-task-win = { $side ->
    [white] Beyaz
   *[black] Siyah
} oynar ve kazanır
training-task-draw = { $side ->
    [white] Beyaz
   *[black] Siyah
} oynar: beraberliği koru
training-task-material = { $side ->
    [white] Beyaz
   *[black] Siyah
} oynar: taş kazan
training-puzzle-info = Bulmaca { $id }, puanı { $rating }

## Hamleler
training-hint = İpucu
training-hint-piece = Oynanacak taş işaretli.
training-hint-line = İşaretli sıraya bir taş koy.
training-right = Doğru!
training-wrong = { $move } doğru hamle değil.
training-reason-not-maximal = { $captured ->
    [0] Hiç taş almıyor
   *[other] { $captured } taş alıyor
}, oysa { $maximum } taş alınabilir: alma zorunluluğu en çok taşı almaktır.
training-reason-not-maximal-loses = { $captured ->
    [0] Hiç taş almıyor
   *[other] { $captured } taş alıyor
}, oysa { $maximum } taş alınabilir: bu kurallarda daha az taş almak oyunu kaybettirir.
training-reason-lets-shot = Rakibin bir hamlede { $count } taş almasına izin veriyor.
training-reason-lets-line = Rakibin hemen bir sıra kurmasına izin veriyor.
training-reason-loses-win = Kazancı kaçırıyor: başka hiçbir hamle kazanmıyor.
training-reason-loses = Kaybettiriyor: beraberliği yalnızca çözüm koruyor.
training-reason-misses-gain = Başka bir hamle çok daha fazla kazandırıyor.
training-retry = Yeniden dene
training-show-solution = Çözümü göster
training-solved = Çözüldü!
training-solved-with-hint = İpucuyla çözüldü.
training-solved-after-wrong = Yanlış bir hamleden sonra çözüldü.
training-solution = Çözüm: { $moves }
## Why the solution's end is won (or held), as the puzzle's proof says it.
## $result: who won and why (an outcome-win or outcome-draw message).
training-end-over = Sonunda: { $result }.
training-end-akidada = { $goal ->
    [draw] Çözülmüş oyunun tablosu son konumun berabere olduğunu kanıtlıyor.
   *[win] Çözülmüş oyunun tablosu son konumda { $side ->
        [white] Beyazın
       *[black] Siyahın
    } kazandığını kanıtlıyor.
}
training-end-tables = { $goal ->
    [draw] Oyun sonu tabloları son konumun berabere olduğunu kanıtlıyor.
   *[win] Oyun sonu tabloları son konumda { $side ->
        [white] Beyazın
       *[black] Siyahın
    } kazandığını kanıtlıyor.
}
# $gain: material won since the start, counted in men (a king 2.5).
training-end-material = Sonunda { $side ->
    [white] Beyazın
   *[black] Siyahın
} başlangıca göre { $gain } taş fazlası var (taş 1, dama 2,5 sayılır).
training-end-search = Derin arama son konumda { $side ->
    [white] Beyazın
   *[black] Siyahın
} kazandığını kanıtlıyor.
training-rating-change = Puanın: { $rating } ({ $delta })
training-rating = Puanın: { $rating }
training-streak = Seri: { $count } bulmaca (en iyisi { $best })
training-no-puzzle = Bu seçimde bulmaca kalmadı.

## Taş alma çalışması
training-drill-intro = Her konumda en çok taşı alan hamleyi olabildiğince hızlı oyna. Daha az taş almak turu bitirir.
training-start-round = Tura başla
training-time-left = Kalan süre: { $time }
training-score = Puan: { $score }
training-best = En iyi: { $score ->
    [0] henüz yok
   *[other] { $time } içinde { $score }
}
training-capture-maximum = { $maximum } taş al.
training-drill-short = { $captured } taş aldın; { $maximum } taş alınabilirdi. Senin yolun kırmızı, en çok taş alan yollar yeşil.
training-drill-time-up = Süre doldu.
training-drill-all-done = Bütün konumlar çözüldü!
training-drill-result = { $time } içinde { $score } konum.
training-drill-new-best = Yeni rekor!

## Hatalardan öğrenmek
training-mistake-count = Hata { $n } / { $count }
training-find-better = { $side ->
    [white] Beyaz
   *[black] Siyah
} için daha iyi bir hamle bul.
training-played = Oyunda: { $move }, { $class ->
    [mistake] bir hata
   *[blunder] büyük bir hata
}.
training-found = Bulundu: { $move } en iyisi kadar iyi.
training-not-found = { $move } daha iyi değil.
training-better-was = Daha iyisi { $better } idi: { $line }
training-judging = { $move } değerlendiriliyor…
training-show-better = Daha iyi hamleyi göster
training-next-mistake = Sonraki hata
training-mistakes-done = Sonuncusuydu: { $count } hatadan { $found } tanesi bulundu.
training-no-mistakes = { $side ->
    [white] Beyaz
   *[black] Siyah
} bu oyunda hiç hata yapmadı.

## Aynı karede biten yollardan birini seçmek
training-pick-route = Hangi yol?

## İlerleme dosyası
training-progress-reset = Antrenman ilerlemen okunamadı; yeniden başlıyor.
training-progress-replaced = Antrenman ilerleme dosyan okunamadı; yerine bu penceredeki ilerleme kaydedildi.
training-progress-kept = Eski dosya { $path } olarak saklandı.
training-progress-not-saved = Antrenman ilerlemen { $path } konumuna kaydedilemedi: { $error }
training-ok = Tamam

## Kurs
training-course = Kurs
training-course-heading = Oynamayı öğren
training-course-intro = Her biri bir hedef ve birkaç hamleden oluşan kısa seviyeler. Bir seviye, ondan öncekini bitirince açılır.
training-course-map = Haritaya dön
training-course-continue = Kursa devam et
training-course-stars-total = Yıldızlar: { $total } yıldızdan { $stars }
training-course-file = Bir öğretmenin seviyeleri: { $name }
training-course-level-tile = Seviye { $number }: { $stars ->
    [0] henüz bitmedi
   *[other] { $stars } yıldız
}
training-course-level-locked = Seviye { $number }: önceki seviye bitince açılır
training-course-level-of = Seviye { $number } / { $count }
training-course-goal-win = Hedef: oyunu kazan.
training-course-goal-capture-all = Hedef: rakibin bütün taşlarını al.
training-course-goal-crown = Hedef: bir taşı dama yap.
training-course-goal-reach = Hedef: bir taşı { $square } karesine getir.
training-course-goal-capture-at-once = Hedef: tek hamlede { $count } taş al.
training-course-goal-hold-on = Hedef: { $moves } hamle boyunca kaybetme.
training-course-goal-make-line = Hedef: bir sıra yap.
training-course-goal-block-lines = Hedef: rakibin { $moves } hamle boyunca sıra yapmasına izin verme.
training-course-moves = Hamleler: { $used } oynandı, { $left } kaldı
training-course-thresholds = Üç yıldız { $three }, iki yıldız { $two }, bir yıldız { $one } hamlede.
training-course-in-reach = Kazanılabilecek yıldızlar: { $stars }
training-course-next = Sonraki seviye
training-course-played = Oynandı. Rakibin cevap veriyor.
training-course-wrong = { $move } oynanmadı.
training-course-met = { $moves } hamlede bitti: { $stars } yıldız.
training-course-best = Buradaki en iyi sonucun: { $stars } yıldız.
training-course-more-stars = Daha az hamle daha çok yıldız getirir: yeniden dene ya da devam et.
training-course-out-of-moves = Hamleler bitti ve hedefe ulaşılmadı. Yeniden dene.
training-course-hint-squares = Bakılacak kareler işaretli.
training-course-stars-label = { $stars ->
    [0] yıldız yok
   *[other] 3 yıldızdan { $stars }
}

## Bir öğretmenin seviyeleri
training-level-refused = Bu seviyeler oynanamaz
training-level-none = Dosyada hiç seviye yok.
training-level-unreadable = Seviye dosyası okunamıyor: satır { $line }, sütun { $column }: { $what }
training-level-error = { $id }: { $why }
training-level-error-position = konum okunamıyor: { $why }
training-level-error-goal = hedef bu oyunun hedeflerinden değil ya da hiçbir kare belirtmiyor.
training-level-error-stars = yıldız sınırları artmalı: üç yıldız en az hamleyle kazanılır.
training-level-error-not-within = bir savunma hedefe { $moves } hamlede ulaşılmasını engelliyor (üç yıldız sınırı).
training-level-error-met-already = hedefe ilk hamleden önce ulaşılmış.
training-level-error-over-already = oyun ilk hamleden önce bitmiş.
training-level-error-cannot-play = öğrenci bu konumdan oynayamaz.
training-level-error-script = { $number } numaralı planlanmış cevap, hedefe sınır içinde ulaşan hiçbir yolda oynanamıyor.
training-level-error-script-too-long = hedefe, planlanmış cevapların hepsi oynanmadan ulaşılıyor.
training-level-proving = Seviyeler kanıtlanıyor: { $total } seviyeden { $done } tamam
training-level-cancel = İptal
