## Sistem dosya penceresi göstermediğinde dosya yolunu yazmak

prompt-folder = Klasörsüz yazılan adlar { $folder } klasöründedir.

## Bir dosyanın yerine yazmak

overwrite-title = Dosyanın yerine yazılsın mı?
overwrite-body = { $name } adlı dosya { $folder } klasöründe zaten var. Yerine yazılırsa şimdiki içeriği kaybolur.
overwrite-confirm = Yerine yaz

## Durum satırı

status-saved = { $name }, { $folder } klasörüne kaydedildi.
status-downloaded = { $name }, tarayıcının indirilenlerinde.
status-exported = { $name } (PDN), { $folder } klasörüne aktarıldı.

## Oyunu bir oyuncunun sözüyle bitirmek

resign-title = Oyun terk edilsin mi?
resign-body = { $name } oyunu terk eder ve kaybeder. Terk geri alınamaz.
resign-confirm = Terk et
draw-title = Beraberlik kabul edilsin mi?
draw-body = İki oyuncu da oyunun berabere bittiğini kabul eder. Oyun hemen biter.
draw-confirm = Beraberliği kabul et

## Devam eden oyunlar: yerini başka bir oyun aldığında saklanan bitmemiş oyun

games-in-progress = Devam eden oyunlar
in-progress-empty = Devam eden oyun yok
# $game: "akidada" ya da "dama"; $white, $black: oyuncuların adları; $moves:
# oynanan hamle sayısı.
in-progress-entry = { $game ->
        [akidada] { akidada }
       *[dama] { dama }
    }: { $white } ile { $black }, { $moves } hamle
in-progress-discard = Sil
in-progress-discard-tip = Devam eden bu oyunu kalıcı olarak sil
discard-title = Devam eden bu oyun silinsin mi?
# $game: Oyun › Devam eden oyunlar listesindeki haliyle oyun.
discard-body = { $game }. Kalıcı olarak silinir, geri getirilemez.
in-progress-gone = Bu oyun bu arada başka bir pencerede sürdürüldü ya da silindi.
status-kept-in-progress = Oynadığınız oyun Oyun › Devam eden oyunlar altında saklandı.
status-no-autosave = Çok fazla pencere açık: bu pencere oyunu her hamleden sonra kaydetmiyor.

## Kaydedilmemiş değişikliklerle kapatma

quit-title = Değişiklikler kaydedilsin mi?
quit-body = { $name } dosyasında kaydedilmemiş değişiklikler var. Kaydetmeden kapatırsanız kaybolur.
quit-save = Kaydet ve kapat
quit-discard = Kaydetmeden kapat
