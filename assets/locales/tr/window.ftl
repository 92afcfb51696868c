## Sistem dosya penceresi göstermediğinde dosya yolunu yazmak

prompt-folder = Klasörsüz yazılan adlar { $folder } klasöründedir.

## Bir dosyanın yerine yazmak

overwrite-title = Dosyanın yerine yazılsın mı?
overwrite-body = { $name } adlı dosya { $folder } klasöründe zaten var. Yerine yazılırsa şimdiki içeriği kaybolur.
overwrite-confirm = Yerine yaz

## Durum satırı

status-saved = { $name }, { $folder } klasörüne kaydedildi.
status-exported = { $name } (PDN), { $folder } klasörüne aktarıldı.

## Oyunu bir oyuncunun sözüyle bitirmek

resign-title = Oyun terk edilsin mi?
resign-body = { $name } oyunu terk eder ve kaybeder. Terk geri alınamaz.
resign-confirm = Terk et
draw-title = Beraberlik kabul edilsin mi?
draw-body = İki oyuncu da oyunun berabere bittiğini kabul eder. Oyun hemen biter.
draw-confirm = Beraberliği kabul et
