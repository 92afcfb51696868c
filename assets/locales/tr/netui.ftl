## Playing over the network in the window: Game > Play over the network.

net-play-menu = Ağ üzerinden oyna
net-host-ellipsis = Oyun aç…
net-join-ellipsis = Katıl…
net-request-takeback = Hamleyi geri almayı iste
net-leave-game = Ağ oyunundan ayrıl
net-host-title = Ağ üzerinden oyun aç
net-your-name = Adınız
net-you-play = Oynadığınız renk
net-colour-lot = Kurayla
net-lesson = Ders: ipucu ve analize izin ver
net-lesson-help = İki oyuncu da oyun sürerken İpucu, Analiz ve öğretici modu kullanabilir; öğretmenin öğrencisiyle oynadığı gibi. Aksi hâlde bilgisayar oyun bitene dek iki oyuncuya da yardım etmez.
net-continue-game = Tahtadaki oyuna devam et
net-host = Oyunu aç
net-waiting-title = Arkadaşınız bekleniyor
net-waiting-body = Arkadaşınıza aşağıdaki adreslerden birini ve kodu verin. Arkadaşınız Oyun › Ağ üzerinden oyna › Katıl… seçip bunları yazar.
net-addresses = Bu bilgisayarın adresleri
net-code = Kod
net-copy = Adresi ve kodu kopyala
net-copied-text = Adres { $address }, kod { $code }
net-join-title = Ağ üzerinden oyuna katıl
net-join-address = Oyunu açanın adresi
net-join = Katıl
net-connecting = Bağlanılıyor…
net-bad-address = “{ $found }” bir adres değil: oyunu açanın adresini ve portunu yazın, örneğin 192.168.1.20:47147
net-no-code = Arkadaşınızın verdiği kodu yazın.
net-join-failed = Katılınamadı: { $reason }.
net-host-failed = Oyun açılamadı: { $reason }.
net-status-started = Oyun başlıyor: { $name } karşısında { $side ->
        [white] beyazla
       *[black] siyahla
    } oynuyorsunuz.
net-status-lesson = Bu bir ders: ipucu ve analiz serbest.
net-lesson-on = Ders: ipucu ve analiz iki oyuncuya da serbest.
net-help-off = Ağ oyunu sürerken kapalı: ev sahibi oyunu ders yapmadı.
net-status-reconnecting = Bağlantı koptu ({ $reason }): yeniden bağlanılıyor, { $seconds } sn kaldı. Saatler durduruldu.
net-status-waiting-back = Bağlantı koptu ({ $reason }): { $name } bekleniyor, { $seconds } sn kaldı. Saatler durduruldu.
net-status-resumed = { $name } geri döndü: oyun devam ediyor.
net-status-gave-up = { $name } geri dönmedi. Oyun devam eden oyunlara kaydedildi: devam etmek için yeniden açın.
net-status-peer-left = { $name } oyundan ayrıldı. Oyun devam eden oyunlara kaydedildi.
net-status-broken = Ağ oyunu sona erdi: { $reason }. Oyun devam eden oyunlara kaydedildi.
net-status-turned = Bir bağlantı geri çevrildi: { $reason }.
net-status-draw-sent = Beraberlik teklif ettiniz: { $name } yanıt verecek.
net-status-draw-declined = { $name } beraberliği reddetti.
net-status-takeback-sent = Hamleyi geri almayı istediniz: { $name } yanıt verecek.
net-status-takeback-declined = { $name } geri almayı reddetti.
net-status-refused = Yapılmadı: { $reason }.
net-status-left = Ağ oyunundan ayrıldınız.
net-draw-title = Beraberlik teklifi
net-draw-body = { $name } beraberlik teklif ediyor.
net-accept = Kabul et
net-decline = Reddet
net-takeback-title = Hamle geri alınsın mı?
net-takeback-body = { $name } son hamlesini geri almak istiyor.
net-leave-title = Ağ oyunundan ayrılınsın mı?
net-leave-body = { $name } ile oyun bitmedi. Ayrılırsanız oyun devam eden oyunlara kaydedilir; daha sonra yeniden açıp devam edebilirsiniz.
net-leave-confirm = Oyundan ayrıl
