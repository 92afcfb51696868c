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
net-error-tampered = bir mesaj yolda değiştirildi
# $error: what is wrong with it, in the parser's words.
net-error-bad-message = karşı taraf okunamayan bir mesaj gönderdi: { $error }
net-error-flood = karşı taraf çok fazla mesaj gönderdi
net-error-out-of-turn = karşı taraf şu an yeri olmayan bir mesaj gönderdi
# $reason: why the move is not legal.
net-error-illegal-move = karşı taraf kurallara aykırı bir hamle yaptı: { $reason }
# $reason: why the game does not replay.
net-error-bad-game = ev sahibinin oyunu oynanamıyor: { $reason }
net-error-broken = karşı taraf bir hata bulduğu için oyunu kesti
net-error-mismatch = iki tarafın oyunu farklı, bu yüzden birlikte sürdüremezler
net-error-replaced = karşı taraf yeni bir bağlantıyla geri döndü: eski bağlantı sessizleşmişti
net-game-over = oyun bitti
net-not-connected = oyun şu an bağlı değil
net-not-your-turn = sıra sizde değil
net-nothing-to-answer = yanıtlanacak bir şey yok
net-nothing-to-take-back = geri alınacak bir hamleniz yok
