## Playing over the network (src/net): why a connection failed or ended, and
## why a move or an answer could not be sent. A message is a clause; the
## window gives it a capital letter when it stands alone.

# $error: the system's own words.
net-error-io = bağlantı kurulamadı: { $error }
net-error-closed = karşı taraf bağlantıyı kapattı
net-error-timed-out = karşı taraftan zamanında bir şey gelmedi
net-error-stalled = karşı taraf bir mesaja başladı ve bitirmedi
net-error-oversized = karşı taraf izin verilenden uzun bir mesaj gönderdi
net-error-not-akidada = karşı tarafta bir Akidada oyunu yok
net-error-handshake = güvenli bağlantı kurulamadı
net-error-wrong-code = kod yanlış
net-error-busy = ev sahibinin sürmekte olan bir oyunu var
net-error-no-more-tries = ev sahibi bu oyun için artık kod kabul etmiyor: çok fazla yanlış kod girildi
net-error-crowded = ev sahibi aynı anda kabul ettiği kadar bağlantı açıyor: biraz sonra yeniden deneyin
net-error-pairing = ev sahibiyle az önce başka biri eşleşti
net-error-unknown-game = ev sahibinde bu oyun yok: başka bir programla eşleşmiş ya da yeniden başlatılmış
# $tries: how many wrong codes were tried.
net-error-code-spent = yanlış kodlar denendi ({ $tries }), bu yüzden bu kod artık kabul edilmiyor: yeni bir kod için yeniden ev sahipliği yapın
net-error-silent = hiçbir şey göndermeyen bir bağlantı, başka birine yer açmak için kapatıldı
# $kind: the kind of message sent instead.
net-error-no-hello = eşleşen bir katılımcı selamı yerine { $kind } mesajı gönderdi: o bağlantı kapatıldı
net-error-bad-takeback = karşı taraf geri alamayacağı bir hamleyi geri almak istedi
net-error-clock-without-control = ev sahibi saatsiz bir oyunda saat süreleri gönderdi
net-error-flag-without-clock = ev sahibi saatsiz bir oyunda bir saatin süresinin bittiğini söyledi
# $side: whose time; $time, $most: seconds.
net-error-time-beyond = ev sahibi { $side ->
        [white] beyaza
       *[black] siyaha
    } { $time } sn kaldığını söyledi; bu oyunun süre ayarının verebileceğinden fazla ({ $most } sn)
# $side: whose clock; $apart, $slack: seconds.
net-error-clock-disagrees = ev sahibinin { $side ->
        [white] beyaz
       *[black] siyah
    } saati bu tarafın kendi hesabından { $apart } sn farklı; izin verilen { $slack } sn'den fazla
net-error-tampered = bir mesaj yolda değiştirildi
# $error: what is wrong with it, in the parser's words.
net-error-bad-message = karşı taraf okunamayan bir mesaj gönderdi: { $error }
net-error-flood = karşı taraf çok fazla mesaj gönderdi
net-error-out-of-turn = karşı taraf şu an yeri olmayan bir mesaj gönderdi
# $reason: why the move is not legal.
net-error-illegal-move = karşı taraf kurallara aykırı bir hamle yaptı: { $reason }
# $reason: why the game does not replay.
net-error-bad-game = ev sahibinin oyunu oynanamıyor: { $reason }
net-error-broken = karşı taraf oyunu kesti: bu tarafın gönderdiklerinde bir hata buldu
net-error-mismatch = iki tarafın oyunu farklı, bu yüzden birlikte sürdüremezler
net-error-replaced = karşı taraf yeni bir bağlantıyla geri döndü: eski bağlantı sessizleşmişti
net-game-over = oyun bitti
net-not-connected = oyun şu an bağlı değil
net-not-your-turn = sıra sizde değil
net-nothing-to-answer = yanıtlanacak bir şey yok
net-nothing-to-take-back = geri alınacak bir hamleniz yok

## Hosting from home: the router asked to forward the game's port (src/net/portmap).

net-router-asking = Modemden oyunun portunu açması isteniyor…
# $address: the router's public address and port; $method: UPnP, NAT-PMP or PCP.
net-router-mapped = Modem oyun sürdükçe { $address } adresini bu bilgisayara yönlendiriyor ({ $method }): başka bir ağdaki arkadaşınız bu adresi yazar.
# $port: the game's port on this machine.
net-router-none = Hiçbir modem yanıt vermedi. Aynı ağdaki bir arkadaşınız bu bilgisayarın kendi adreslerinden birini kullanabilir. Başka yerdeki bir arkadaşınız için modemin ayarlarından TCP { $port } portunu bu bilgisayara yönlendirip ona modemin genel adresini verin ya da aynı ağda oynayın.
# $reason: why, in words; $port: the game's port on this machine.
net-router-failed = Modem oyunun portunu açmadı: { $reason }. Aynı ağdaki bir arkadaşınız bu bilgisayarın kendi adreslerinden birini kullanabilir. Başka yerdeki bir arkadaşınız için modemin ayarlarından TCP { $port } portunu bu bilgisayara yönlendirin ya da aynı ağda oynayın.
# $address: the router's public address and port; $reason: why.
net-router-lost = Modem { $address } yönlendirmesini yenilemedi: { $reason }. Yeniden isteniyor; o zamana dek başka ağdaki arkadaşınız bu oyuna ulaşamayabilir.
# $error: the system's own words.
net-router-error-io = { $error }
net-router-error-silent = modem yanıt vermeyi bıraktı
# $error: what is wrong with it.
net-router-error-malformed = modemin yanıtı okunamıyor ({ $error })
# $error: the router's code and words.
net-router-error-refused = modem reddetti ({ $error })
net-router-error-no-service = bu ağdaki modem port yönlendirmiyor
net-router-error-no-public = modemin kendisinin genel bir adresi yok (operatör NAT'ı gibi başka bir modemin arkasında olabilir)
