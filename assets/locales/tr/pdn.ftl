## PDN files and the clipboard (helpers in src/app/text/pdn.rs).

pdn-import-pdn = PDN içe aktar…
pdn-export-pdn = PDN dışa aktar…
pdn-copy-position = Konumu kopyala
pdn-paste-position = Konum ya da PDN yapıştır…
pdn-copy-pdn = Oyunu PDN olarak kopyala
pdn-paste-title = Yapıştır
pdn-paste-help = Buraya bir konum dizgesi ya da PDN biçiminde bir oyun yapıştırın (Ctrl+V), sonra Aç düğmesine basın. Tahtanın üzerinde Ctrl+V de aynı işi görür.
pdn-pick-title = Dosyadaki oyunlar
pdn-pick-help = Açmak için bir oyun seçin. Okunamayan oyunların yanında nedeni yazılı.
pdn-not-understood = Bu bir konum dizgesi ya da PDN oyunu değil
pdn-pdn-is-for-dama = PDN dama oyunları içindir: Akidada oyunu .ron dosyası olarak kaydedilir.
pdn-import-failed = İçe aktarılamadı
pdn-export-failed = Dışa aktarılamadı

## Why a PDN file, or a game in it, cannot be read, or a game cannot be written
## as PDN (record::pdn::PdnError). A message is a clause; the window gives it a
## capital letter when it stands alone.

pdn-no-games = hiç oyun bulunamadı: bu bir PDN dosyası değil
# $problem: a pdn-syntax-* message.
pdn-syntax = satır { $line }, sütun { $column }: { $problem }
# $value: the tag's value; $problem: a pdn-game-type-* message.
pdn-game-type = GameType “{ $value }”: { $problem }
# $name, $value: the tag; $problem: a pdn-tag-* message.
pdn-tag = { $name } etiketi “{ $value }”: { $problem }
# $tag, $moves: results as PDN writes them (2-0, 0-2, 1-1, *).
pdn-results-differ = Result etiketinde { $tag } yazıyor, oysa hamleler { $moves } sonucuyla bitiyor
pdn-both-lose = 0-0 sonucu (iki taraf da kaybetti) kuralların verdiği bir son değil
# $score: the result as written; $stated: "white-wins", "black-wins", "draw",
# "unknown" or "both-lose"; $replayed: an outcome-* message (app.ftl).
pdn-result-mismatch = sonuç { $score } ({ $stated ->
        [white-wins] Beyaz kazandı
        [black-wins] Siyah kazandı
        [draw] berabere
        [both-lose] iki taraf da kaybetti
       *[unknown] belirtilmemiş
    }), oysa hamlelere göre: { $replayed }
# $number: the PDN move number; $side: who made the move (White's moves are
# written "7.", Black's "7..."); $fault: why it cannot be played.
pdn-illegal-move = satır { $line }, sütun { $column }, hamle { $number }{ $side ->
        [white] .
       *[black] ...
    } { $move }: { $fault }
pdn-move-after-end = satır { $line }, sütun { $column }, hamle { $number }{ $side ->
        [white] .
       *[black] ...
    } { $move }: oyun zaten bitmişti ({ $outcome })
# $game: "akidada" or "dama".
pdn-not-draughts = bir { $game ->
        [akidada] { akidada }
       *[dama] { dama }
    } oyunu PDN olarak yazılamaz, PDN dama türü oyunlar içindir: oyunu kayıtlı oyun (.ron) olarak saklayın

## What is wrong in PDN text (record::pdn::Syntax).

pdn-syntax-unclosed-comment = {"{"} ile açılan bir yorum {"}"} ile kapatılmamış
pdn-syntax-unclosed-tag = bir etiket kapatılmamış: tek satırda [Ad "değer"] bekleniyordu
pdn-syntax-tag-name = [ işaretinden sonra etiket adı bekleniyordu
pdn-syntax-tag-value = etiketin değeri çift tırnak içinde bekleniyordu
pdn-syntax-unclosed-variation = ( ile açılan bir varyant ) ile kapatılmamış
pdn-syntax-unmatched-variation-end = ) hiçbir varyantı kapatmıyor
pdn-syntax-numeric-squares = “{ $word }” kareleri, başka dama türlerinde olduğu gibi sayıyla adlandırıyor; Türk damasında kareler a1'den h8'e adlandırılır (örneğin c3-c4)
pdn-syntax-bad-annotation = “{ $text }” bir açıklama işareti değil: $ ve bir sayı ya da !, ?, !!, ??, !?, ?! bekleniyordu
pdn-syntax-unexpected-character = beklenmeyen karakter “{ $character }”

## Why a GameType is refused (record::pdn::GameTypeProblem).

# $number: the game type; the common ones are named.
pdn-game-type-other-game = oyun türü { $number }{ $number ->
        [20] {" "}(uluslararası dama)
        [21] {" "}(İngiliz daması, checkers)
        [22] {" "}(İtalyan daması)
        [23] {" "}(Amerikan pool daması)
        [24] {" "}(İspanyol daması)
        [25] {" "}(Rus daması)
        [26] {" "}(Brezilya daması)
        [27] {" "}(Kanada daması)
        [28] {" "}(Portekiz daması)
        [29] {" "}(Çek daması)
        [31] {" "}(Tay daması)
        [40] {" "}(Frizya daması)
        [41] {" "}(Spantsiretti)
       *[other] {""}
    } Türk daması (oyun türü 30) değil: bu program yalnızca Türk damasını okur
pdn-game-type-form = 30 ya da 30,W,8,8,A0,0 gibi bir oyun türü bekleniyordu (Türk daması)
pdn-game-type-start-colour = başlayan taraf “{ $colour }”: Türk damasında Beyaz başlar (W)
pdn-game-type-board = tahta { $width } x { $height }: Türk daması 8 x 8 tahtada oynanır
pdn-game-type-notation = kare gösterimi “{ $notation }”: bu program kareleri cebirsel olarak okur, a1 Beyazın sol alt köşesindedir (A0)
pdn-game-type-inverted = tahta ters çevrilmiş (“{ $value }”): bu program tahtayı Beyazın gördüğü gibi okur (0)

## Why the value of a tag cannot be used (record::pdn::TagProblem).

# $error: an option-* message (rules.ftl).
pdn-tag-rule-option = hatalı kural seçeneği ({ $error })
pdn-tag-rule-option-form = “{ $entry }” bir kural seçeneği değil: ad=değer bekleniyordu, örneğin lone_piece=Draw
pdn-tag-not-number = 0 ile { $max } arasında bir tam sayı bekleniyordu
pdn-tag-set-up-flag = 0 ya da 1 bekleniyordu
pdn-tag-no-fen = oyun kurulmuş bir konumdan başlıyor (1), ama konumu veren FEN etiketi yok
pdn-tag-fen-without-set-up = oyun kurulmuş bir konumdan başlamıyor (0), ama FEN etiketi başlangıçtan farklı bir konum veriyor
pdn-tag-not-result = 2-0, 0-2, 1-1, 1-0, 0-1, 1/2-1/2 ya da * bekleniyordu
pdn-tag-repeated = etiket iki kez verilmiş, bir de “{ $other }” olarak
