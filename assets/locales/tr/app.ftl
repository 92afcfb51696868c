## The window's words: menus, dialogs, the side panel; the helpers that pick among them are in src/app/text/mod.rs.
##
## Words of the Turkish Draughts Federation: the game is "dama", a man "taş",
## a king "dama", crowning "dama olmak", a capture "taş alma", compulsory
## capture "alma zorunluluğu". The game's description (the text the app was
## built from) is "oyun tanımı". After a number a noun stays singular.

language-name = Türkçe

app-title = Akidada ve Dama
game = Oyun
new-game = Yeni oyun
new-game-ellipsis = Yeni oyun…
new-game-learn = Bu oyunlarda yeni misiniz? Kurs ikisini de ilk hamleden, kısa seviyelerle öğretir.
new-game-learn-button = Oynamayı öğren
undo = Geri al
redo = Yinele
resign = Terk et
offer-draw = Anlaşmalı beraberlik
quit = Çık
view = Görünüm
flip-board = Tahtayı çevir
settings = Ayarlar
language = Dil
theme = Tema
theme-system = Sistemdeki gibi
theme-light = Açık
theme-dark = Koyu
animation = Animasyon
anim-off = Kapalı
anim-slow = Yavaş
anim-normal = Normal
anim-fast = Hızlı
sounds = Sesler
akidada = Akidada
dama = Dama (Türk daması)
akidada-blurb = Yorubaların dizme oyunu: üç taşını bir sıraya dizen, rakibin bir taşını kaldırır.
dama-blurb = Taşlar düz gider, damalar uzun gider; en çok taşı alan alma zorunludur.
white = Beyaz
black = Siyah
white-player = Beyaz oyuncu
black-player = Siyah oyuncu
default-white-name = Oyuncu 1
default-black-name = Oyuncu 2
the-lot = Kura
human = İnsan
rule-options = Kurallar
defaults = Varsayılanlara dön
# The clocks: the time control of a new game, and the clocks beside the
# players. The presets (3+2, 5+3 ...) are written as numbers in every
# language: minutes for the game, then seconds added a move.
time-control = Saat
time-none = Saatsiz
time-custom = Özel
time-minutes = Oyun için dakika
time-increment = Hamle başına eklenen saniye
time-control-blurb = Her oyuncunun bütün oyun için bu kadar dakikası vardır; her hamlesinden sonra saatine bu kadar saniye eklenir. Saatler ilk hamleyle başlar (o hamle sayılmaz); sonra yalnızca sırası gelen oyuncunun saati işler ve süresi biten oyuncu kaybeder.
clock-column = Saat
# The accessible name of a player's clock; the time follows it.
clock-of = { $side ->
        [white] Beyazın saati
       *[black] Siyahın saati
    }
opt-first = Kim başlar
opt-first-help = Oyun tanımına göre kura çekilir; turnuvalarda Beyaz başlar.
first-lot = Kura çek
first-white = Beyaz
first-black = Siyah
opt-removal = Taş kaldırma
opt-removal-help = Sıra kuran oyuncunun rakibin hangi taşını kaldırabileceği.
removal-any = Herhangi bir taş (oyun tanımı)
removal-not-from-lines = Mümkünse sıradaki bir taş değil
opt-double-line = Aynı anda iki sıra
opt-double-line-help = İki sırayı birden kuran bir hamlenin kaç taş kaldırdığı.
double-one = Bir taş
double-two = İki taş
opt-no-progress = İlerlemesiz beraberlik
opt-no-progress-help-akidada = Her iki tarafın taş kaldırmadan yapabileceği hamle sayısı; sonra oyun berabere biter (0 = hiçbir zaman).
opt-no-progress-help-dama = Her iki tarafın taş almadan, yalnızca damayla yapabileceği hamle sayısı; sonra oyun berabere biter (0 = hiçbir zaman).
opt-non-max = En çoktan az taş almak
opt-non-max-help = Oyun tanımı: bunu yapan oyuncu kaybeder. Federasyon (TÜDAF): böyle bir hamle yapılamaz.
non-max-loses = Oyunu kaybettirir (oyun tanımı)
non-max-forbidden = Yapılamaz (TÜDAF)
opt-lone-piece = Damaya karşı tek taş
opt-lone-piece-help = Oyun tanımı: daması olan ve rakibini tek taşa indiren oyuncu kazanır. Federasyon (TÜDAF): birer taş kalırsa berabere.
lone-king-wins = Dama kazanır (oyun tanımı)
lone-draw = Birer taş kalırsa berabere (TÜDAF)
start = Başlat
cancel = İptal
close = Kapat
play = Oyna
drawing-lots = Kura çekiliyor…
to-move = oynar
on-board = Tahtada
in-hand = Elde
player-row = { $player }: tahtada { $board }
player-row-hand = { $player }: tahtada { $board }, elde { $hand }
moves = Hamleler
# The side panel's tabs, when panels fold into it in a small window.
side-tab-overview = Genel
side-tab-moves = Hamle listesi
side-tab-teaching = Öğretim
side-tab-analysis = Değerlendirme
no-moves-yet = Henüz hamle yok.
game-over = Oyun bitti
draw = Berabere
must-capture = Taş almak zorunlu
choose-removal = Sıra! Kaldırmak için rakibin bir taşını seçin.
choose-route = Burada birkaç alma yolu bitiyor. Birini seçin:
losing-title = Bu hamle oyunu kaybettirir
losing-confirm = Oyna ve kaybet
losing-keep = Başka bir hamle seç
refused-title = Bu hamle yapılamaz
ok = Tamam
placing = yerleştirme
sliding = kaydırma
last-move = Son hamle
# A player's name with their colour, as the headlines and the lot line write it.
# $name: the name; $side: their colour ("White"); $bracketed: "yes" when the name
# itself ends in round brackets (the colour goes in square ones then).
player-with-side = { $bracketed ->
        [yes] { $name } [{ $side }]
       *[no] { $name } ({ $side })
    }
# $player: the player who moved first, with their colour (player-with-side).
first-by-lot = Kurayla ilk oynayan: { $player }
player-kind = Oyuncu
first-move = Başlangıç konumu
previous-move = Önceki hamle
next-move = Sonraki hamle
last-move-button = Son hamle
autoplay = Otomatik oynat
stop-autoplay = Durdur
autoplay-speed = Oynatma hızı
open-ellipsis = Aç…
open-recent = Son açılanlar
save = Kaydet
save-as-ellipsis = Farklı kaydet…
open-title = Kayıtlı bir oyunu aç
save-as-title = Oyunu kaydet
open-button = Aç
save-button = Kaydet
open-failed = Oyun açılamadı
save-failed = Oyun kaydedilemedi
no-file-dialog = Bu sistem dosya seçme penceresi göstermiyor (masaüstü portalı da zenity de yok). Bunun yerine dosyanın yolunu yazın:
file-path = Dosya yolu
resume-title = Son oyuna devam edilsin mi?
resume-yes = Devam et
resume-no = Yeni oyun başlat
mark-compulsory = zorunlu
mark-loses = oyunu kaybettirir
mark-not-allowed = yapılamaz
lesson = Ders
restart-lesson = Baştan başla
close-lesson = Dersi kapat
teaching-mode = Öğretici mod
no-capture = Alınacak taş yok: bir taşın ya da damanın yapabileceği her hamle serbest.
teaching-game-over = Oyun bitti: burada seçilecek hamle yok. Oradaki seçenekleri görmek için önceki bir hamleye dönün (sol ok ya da listedeki bir hamle).
point-at-variant = Tahtada görmek için bir varyantın üzerine gelin; çizili kalması için tıklayın.
may-remove = Kaldırabileceğiniz taşlar
lines-you-can-make = Şimdi kurulabilecek sıralar
lines-threatened = Rakibin kurmakla tehdit ettiği sıralar
none-yet = yok
learn = Öğren
lessons = Dersler
help = Yardım
rules-menu = Kurallar
truncate-title = Buradan oynansın mı?
truncate-confirm = Buradan oyna

## Why a game ended (games::EndReason), as a clause.

reason-two-pieces-left = kaybedenin yalnızca iki taşı kaldı
reason-no-legal-move = kaybedenin yapabileceği hamle yok
reason-king-versus-lone-piece = damaya karşı tek taş
reason-one-piece-each = birer taş
reason-non-maximal-capture = kaybeden en çok taşı almadı
reason-repetition = aynı konum üçüncü kez
reason-no-progress = ilerleme yok
reason-agreement = anlaşmayla
reason-resignation = kaybeden terk etti
reason-time-forfeit = kaybedenin süresi doldu

## How a game ended (games::Outcome): who won and why, or a draw and why.
## $side: "white" or "black", the winner; $reason: a reason-* message.

outcome-win = { $side ->
        [white] { white }
       *[black] { black }
    } kazandı, { $reason }
outcome-draw = { draw }, { $reason }

## The game-over headline. $player: the winner, with their colour (player-with-side).

outcome-headline-win = { $player } kazandı

# $player: the player the lot chose, with their colour (player-with-side).
lot-result = Kura: ilk hamleyi { $player } yapar

## The losing-move dialog. $move: the move in notation; $captured and $maximum:
## numbers of pieces.

losing-explanation-no-capture = { $move } hiç taş almıyor, oysa { $maximum } taş almak zorunlu. Bu oyunun kurallarına göre (oyun tanımının kuralı) en çok taşı almayan oyuncu oyunu hemen kaybeder.
losing-explanation = { $move } { $captured } taş alıyor, oysa en çok { $maximum } taş alınabilir. Bu oyunun kurallarına göre (oyun tanımının kuralı) en çok taşı almayan oyuncu oyunu hemen kaybeder.

## A non-maximal move refused (the option "is not allowed").

refused-explanation-no-capture = { $move } yapılamaz: taş almak zorunlu ve en büyük alma { $maximum } taş alıyor.
refused-explanation = { $move } yapılamaz: { $captured } taş alıyor, oysa en çok taşı, yani { $maximum } taşı almalısınız.

## Playing at an earlier point of the game. $count: the later moves removed.
truncate-explanation = Oyunun daha önceki bir anına bakıyorsunuz. Burada { $move } oynamak, ondan sonraki { $count } hamleyi kalıcı olarak siler.

## The heading of a group of capture variants in teaching mode: "6 pieces: compulsory".
## $mark: "compulsory", "loses" or "not-allowed".
variant-group = { $count } taş: { $mark ->
        [loses] { mark-loses }
        [not-allowed] { mark-not-allowed }
       *[compulsory] { mark-compulsory }
    }

## Why a shorter capture is not a legal move.

shorter-reason-loses = { $count } taş alıyor, oysa { $maximum } taş alınabilir: oyun tanımının kuralına göre bunu oynayan kaybeder.
shorter-reason-forbidden = { $count } taş alıyor, oysa { $maximum } taş alınabilir: yalnızca en büyük almaya izin verilir.

## The side panel's line when a capture is compulsory.
must-capture-pieces = Taş almak zorunlu: { $count } taş
