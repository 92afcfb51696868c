# Kurs: her bölümün metni ve ipucu, her aşamanın adı ve bir hamlenin neden
# kabul edilmediği.

## Bir öğretmenin bölüm dosyasına yazdığı sözler, olduğu gibi gösterilir.
course-teachers-words = { $text }
course-hint-marked = İşaretli karelere bakın: oynanacak taş orada.

## Bölümün istediği, hamle sınırı içinde.
course-goal-win = Oyunu { $moves } hamlede kazanın.
course-goal-capture-all = Rakibin bütün taşlarını { $moves } hamlede alın.
course-goal-crown = Bir taşı { $moves } hamlede dama yapın.
course-goal-reach = Bir taşı { $moves } hamlede { $square } karesine götürün.
course-goal-capture-at-once = { $count ->
    [one] Bir taş
   *[other] Tek hamlede { $count } taş
} alın; { $moves } hamleniz var.
course-goal-hold-on = { $moves } hamle boyunca kaybetmeyin.
course-goal-make-line = { $moves } hamlede üç taşlık bir sıra kurun.
course-goal-block-lines = { $moves } hamle boyunca rakibin sıra kurmasına izin vermeyin.

## Bir hamle neden kabul edilmedi.
course-wrong-over = Bu bölüm bitti: yeniden başlayın ya da sonrakine geçin.
course-wrong-unreadable = Bu bir hamle değil: { $why }
course-wrong-rules = { $why }
course-wrong-no-piece = { $at } karesinde taş yok.
course-wrong-not-yours = { $at } karesindeki taş rakibinizin.
course-wrong-diagonal = Taşlar sıralar ve sütunlar boyunca gider, asla çapraz gitmez: { $from } ile { $to } arası çaprazdır.
course-wrong-backwards = Taş asla geri gitmez: yalnızca ileri ya da yana gider.
course-wrong-one-step = Taş bir seferde bir kare gider; yalnızca dama uzun gider.
course-wrong-blocked = { $from } ile { $to } arasında bir taş var: dama, almadığı taşların üzerinden geçemez.
course-wrong-turn-back = Dama taş alırken asla 180 derece geri dönmez.
course-wrong-own-piece = Bir taş kendi tarafının taşının üzerinden atlayamaz.
course-wrong-nothing = { $from } ile { $to } arasında alınacak rakip taş yok.
course-wrong-jumped-twice = Alınan taş hemen tahtadan kalkar: üzerinden ikinci kez atlanamaz.
course-wrong-two-at-once = Bir atlayış yalnızca bir taş alır: { $from } ile { $to } arasında iki taş var.
course-wrong-short-jump = Taş, hemen yanındaki taşın üzerinden atlayıp tam arkasındaki kareye inerek alır.
course-wrong-taken = { $at } dolu: taş yalnızca boş bir kareye gider.
course-wrong-must-capture = { $square } burada { $count ->
    [one] bir taş
   *[other] { $count } taş
} alabilir ve taş almak zorunludur{ $rule ->
    [loses] : almayan oyuncu oyunu kaybeder.
   *[other] .
}
course-wrong-not-largest = { $square } burada { $count } taş alıyor: en çok taş alan alma zorunludur{ $rule ->
    [loses] ; daha azını alan oyunu kaybeder.
   *[other] ; daha azını almaya izin verilmez.
}
course-wrong-taken-point = { $at } noktası dolu: taşınızı boş bir noktaya koyun.
course-wrong-must-slide = Bütün taşlarınız tahtada: şimdi birini komşu bir noktaya kaydırın.
course-wrong-must-place = Elinizde hâlâ taş var: birini boş bir noktaya koyun.
course-wrong-not-joined = { $from } ile { $to } bir çizgiyle bağlı değil: taş yalnızca çizgi boyunca komşu noktaya kayar.
course-wrong-no-line = { $step } üç taşlık bir sıra kurmuyor, bu yüzden hiçbir taş kaldırmaz.
course-wrong-name-removal = { $step } bir sıra kuruyor: kaldırılacak bir rakip taş seçin.
course-wrong-not-enemy = { $at } noktasında kaldırılacak rakip taş yok.
course-wrong-protected = Bu taş kendi sırasında duruyor: bu kurallarla ancak rakibin bütün taşları sıradaysa alınabilir.
course-wrong-ends-game = Bu hamle, hedefe ulaşmadan oyunu bitiriyor.
course-wrong-last-move = Bu hamle hedefe ulaşmıyor ve son hamleniz.
course-wrong-refuted = Bu değil: { $reply } cevabı sizi durdurur ve kalan { $moves } hamlede hedefe ulaşılamaz.
course-wrong-cannot-meet = Bu hamleden sonra kalan { $moves } hamlede hedefe ulaşılamaz.

## Rakibin senaryoya göre oynadığı bir bölüm için `course check` komutu.
cli-course-proven-scripted = her savunmaya karşı { $moves } hamlede kanıtlandı; senaryodaki cevaplarla: { $solution }
