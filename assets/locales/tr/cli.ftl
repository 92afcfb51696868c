## The command line's own words (src/cli): `akidada help`, its errors and its
## notes on standard error. What goes to standard output as data (moves, counts,
## values, JSON, PDN, the engine protocol) is not here: it stays the same in
## every language.
##
## Stays literal in every language: the program's name, command names (perft,
## puzzles generate), option names (--movetime), the placeholders of the usage
## lines (GAME, POS, MS, N, FILE, ...), option values (KingWins, level:8) and
## the JSON examples (given as variables).
##
## The help: a cli-help-* message is a section of `akidada help` as it is
## printed; a command's section is printed two columns in from the file's
## text (its usage at the left, its text four columns in, examples six). Fluent
## reads a line that starts with [, * or . as syntax, and drops the indent of a
## line that starts with a variable: such a line starts with a \ where its text
## starts (\[--level L], \{ $json }), and the program drops the \. The manual
## page is rendered from the English help.
##
## Words of the Turkish Draughts Federation, as in app.ftl: a man "taş", a king
## "dama", a capture "taş alma", the game's description "oyun tanımı". A ply
## is "yarım hamle", a puzzle "bulmaca", the cache "önbellek", the exit status
## "çıkış durumu". Variables are never given a suffix.

cli-help-head =
    akidada - Akidada (Yorubaların dizme oyunu) ve Dama (Türk daması)

    Komut verilmezse akidada masaüstü uygulamasını açar: bir arkadaşınızla ya da
    bilgisayarla oynayın, kuralları öğrenin, oyunları analiz edip inceleyin. Bir
    komutla penceresiz çalışır: veriler standart çıktıya gider, satır başına bir
    öğe; süreler, notlar ve hatalar standart hata çıktısına.

    KULLANIM
      akidada                        pencereyi açar
      akidada FILE                   pencereyi kayıtlı bir oyunla açar (bir .ron
                                     dosyası; adı bir komutun adıyla aynı olan
                                     dosya için ./perft yazın)
      akidada --install-desktop      bu kullanıcı için bir başlatıcı ve kayıtlı
                                     oyun dosya türünü ekler (Linux); böylece
                                     çift tıklama kayıtlı oyunları açar
      akidada --version              sürümü gösterir
      akidada help                   bu metni gösterir (ayrıca --help, -h)
      akidada help KOMUT             tek bir komutun yardımını gösterir (ayrıca
                                     akidada KOMUT --help, -h)

    GAME: akidada ya da dama. POS: bir konum dizgesi; ilk harfi sıranın kimde
    olduğunu gösterir. --fen verilmezse standart başlangıç konumu kullanılır ve
    ilk hamleyi Beyaz yapar.

    { $rule_options }

    KONUM DİZGELERİ
      Akidada  <taraf>:W<noktalar>:B<noktalar>:H<Beyaz elde>,<Siyah elde>,
               örneğin W:W:B:H6,6 (başlangıç) ya da B:Wa1,c1,c2:Bb2,e5:H3,4
      Dama     <taraf>:W<kareler>:B<kareler>, damaların önünde K ile, örneğin
               W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1

    KOMUTLAR
cli-help-lab =
    LABORATUVAR ARAÇLARI
      Motoru ve verilerini üreten araştırma araçları (bu derleme lab özelliğiyle
      yapıldı; Debian paketinde yoktur):
cli-help-tail =
    ÇIKIŞ DURUMU
      Başarıda 0, bir dosya bozuksa ya da kurulum başarısız olursa 1, kullanım
      hatasında 2 (hata iletisi neyin beklendiğini söyler).

# The rule options, in the help and in each command's own help that takes them.
cli-help-rule-options =
    KURAL SEÇENEKLERİ
      Kurallara göre oynayan komutlar, RULES.md'deki kural seçeneklerini bayrak
      olarak alır: adı tirelerle, değeri kayıtlı oyunlardaki gibi (büyük ya da
      küçük harf fark etmez):
        Akidada  --removal Any|NotFromLines  --double-line One|Two  --no-progress N
        Dama     --non-max-capture Loses|Forbidden  --lone-piece KingWins|Draw
                 --no-progress N
      Verilmeyen bir seçenek varsayılan değerini alır: sayılan ilk değeri,
      --no-progress için 50.

cli-help-perft =
    perft GAME DEPTH [--fen POS] [kural seçenekleri]
        Uzunluğu 1 ile DEPTH (en çok 20) arasındaki her hamle yolunu sayar ve her
        derinlik için bir `<derinlik> <sayı>` satırı yazar. Süre ve saniyedeki
        düğüm sayısı stderr'e gider. perft'te olağan olduğu gibi yalnızca hamle
        kurallarıyla sayılır: oyunu bitiren kurallar (iki taş kalması, damaya
        karşı tek taş, tekrar, ilerleme olmaması) uygulanmaz.
          akidada perft akidada 5
          akidada perft dama 6
          akidada perft akidada 4 --fen "B:Wa1,c1,c2:Bb2,e5:H3,4"
# $json: an example line of JSON.
cli-help-moves =
    moves GAME [--fen POS] [--json | --values] [kural seçenekleri]
        Kurala uygun hamleleri notasyonla, satır başına bir hamle olarak listeler
        (Akidada: c1, c1-c2, c1-c2xb2; Dama: d3-d4, b8xb5xg5). Kurallara göre
        oyun o konumda bitmiş olsa bile listelenirler (stderr'deki bir not bunu
        söyler).
        --values ile (Akidada) her hamle, hamleyi yapanın gözünden kesin değeriyle
        birlikte, en iyisinden başlayarak: `c1-c2 win 17` (bkz. `solve`).
        --json ile satır başına bir nesne:
          \{ $json }
        Dama: `captured` alma sırasıyla; `promotes`, taş son sırada durup dama
        olduğunda. Akidada: yerleştirmede `from` null; `captured` kaldırılan
        nokta(lar)dır; `promotes` her zaman false.
          akidada moves dama --fen "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1" --json
# $json, $json2: an example object of JSON, in two lines.
cli-help-captures =
    captures dama [--fen POS] [--json] [kural seçenekleri]
        En çok taş alandan başlayarak, en büyük olsun olmasın her tam alma dizisini
        `<yol> <sayı> <legal|non-maximal>` biçiminde listeler, örneğin
          b8xb5xg5xg1xa1xa4xf4 6 legal
          b8xb5xe5xe1xa1xa4 5 non-maximal
        Aynı hamleyi yapan yollar (başlangıcı, sonu ve alınan taşları aynı) tek
        hamledir: bulunan ilk yolla bir kez gösterilir ve onu N > 1 yol yapıyorsa
        sonuna ` (N routes)` eklenir. Oyun tanımının kuralına göre en çok taşı
        almayan oyuncu oyunu kaybeder. --json ile satır başına bir nesne:
          \{ $json }
           \{ $json2 }
          akidada captures dama --fen "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1"
cli-help-solve =
    solve akidada [--fen POS] [--build | --stats] [kural seçenekleri]
        Akidada çözülmüştür: her konumun kesin değeri bir tablodadır; tablo ilk
        kullanımda oluşturulur (birkaç saniye) ve önbellek dizininde saklanır
        (AKIDADA_CACHE_DIR, yoksa ~/.cache/akidada), her --removal ve
        --double-line değeri için bir tane. POS konumunun (--fen yoksa başlangıç
        konumunun) değerini, sırası gelen tarafın gözünden, ilk satırda tek başına
        yazar: `win N`, `loss N` ya da `draw`; N yarım hamle olarak (RULES.md,
        bölüm 3); tekrar ve ilerlemesiz beraberlikler hesaba katılmaz.
        Ayrıntılar stderr'e: ilerlemesiz beraberlik kuralı içindeki sonuç
        (lanetli kazanç ya da kutsanmış kayıp, kuralın beraberliğe çevirdiği bir
        tablo değeridir), bir sonraki taş kaldırmaya kadar yarım hamle, en iyi
        hamleler.
        --build   tabloyu ve ilerlemesiz beraberlik katmanını önceden oluşturur ve
                  dosyalarının yollarını yazar
        --stats   `positions`, `wins`, `draws`, `losses` (sırası gelen tarafıyla
                  her konum), `distinct` (simetri ve renkler dışında farklı
                  olanlar), `longest_win`, `longest_win_from_start` (başlangıçtan
                  ulaşılabilen konumlar), `start` (başlangıcın değeri),
                  `cursed_wins` ve `blessed_losses` (--no-progress altında)
                  değerlerini satır başına bir `ad değer` olarak yazar
          akidada solve akidada
          akidada solve akidada --fen "W:Wa1,c1,c2:Bb2,e5,d4:H3,3" --removal NotFromLines
    solve dama --fen POS [kural seçenekleri]
        En çok 4 taşlı (`tables build --pieces 5` onları kurduysa 5) bir Dama
        konumunun kesin değeri, oyun sonu tablolarından
        (gerekirse önce oluşturulur): tek satır, `win N`, `loss N` ya da `draw`;
        N yarım hamle olarak, sırası gelen tarafın gözünden. Konum kurulduğu gibi
        alınır; bu yüzden tek taş kuralı konumun kendisini değil hamlelerini
        değerlendirir. Her hamle değeriyle birlikte ve ilerleme sayacının kazancı
        bozup bozmadığı stderr'e gider.
          akidada solve dama --fen "W:Wc1,a2:Bc7,f8"
          akidada solve dama --fen "W:WKc2,Kc3,Ke3:BKh3" --lone-piece draw
cli-help-check =
    check FILE.ron | FILE.pdn
        Kayıtlı oyunu okur ve her hamleyi kurallara göre yeniden oynar.
        `<oyun>: <n> moves, <sonuç>` satırını ya da hatayı (satırı ve sütunuyla
        ya da hamle numarası ve nedeniyle) yazar ve 1 durumuyla çıkar. PDN
        dosyası: oyun başına bir `game <n> (<oyuncular>): ...` satırı, her bozuk
        oyunun hatası ve bozuk oyun varsa 1 çıkış durumu.
          akidada check game.ron
          akidada check games.pdn
cli-help-bestmove =
    bestmove dama [--fen POS] [--movetime MS | --depth N | --nodes N]
                 \[--level L] [kural seçenekleri]
        Motorun hamlesini yazar (kurala uygun hamle yoksa `(none)`). Aramanın
        ilerleyişi stderr'e gider. Varsayılan: tam güçte 1000 ms; --level 1
        (başlangıç) ile 8 (tam güç) arasında.
          akidada bestmove dama --fen "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1" --depth 6
cli-help-analyse =
    analyse dama [--fen POS] [--multipv K] [--movetime MS | --depth N]
                 \[kural seçenekleri]
        En iyi K hamleyi (varsayılan 3) her biri bir satırda yazar:
        `<sıra> <puan> <devam>`; puan `cp N` (bir taşın yüzde biri cinsinden,
        sırası gelen tarafın gözünden) ya da kanıtlanmış `win N` / `loss N`
        (yarım hamle). Varsayılan 2000 ms.
          akidada analyse dama --multipv 5 --movetime 3000
cli-help-match =
    match [--first P] [--second P] [--games N] [--seed S] [--opening-plies N]
              \[--first-weights FILE] [--second-weights FILE]
              \[--first-tables N] [--second-tables N]
              \[--first-engine PATH] [--second-engine PATH] [--record FILE]
              \[--starts FILE] [kural seçenekleri]
        Kendi kendine oyun: iki yapılandırma, 4 yarım hamlelik (--opening-plies)
        rastgele açılışlardan N oyun (varsayılan 40, çift sayı) oynar; her açılış
        iki renkle de oynanır. Bir oyuncu P: level:L (1 ile 8 arası), depth:N,
        nodes:N ya da movetime:MS (varsayılan: level:8'e karşı level:7). Her oyun
        stderr'e gider; birinci oyuncunun gözünden sonuç, Elo farkı ve %95 hata
        payıyla ve her oyuncunun kaçırdığı galibiyetlerle (art arda beş hamlesinde
        kendini +2 taş ya da daha önde görüp kazanamadığı oyunlar; ayrıca tahtadaki
        taşlara göre) stdout'a. --record FILE her oyun için bir JSON satırı yazar:
        hamleler, her hamlenin değerlendirmesi, sonuç. Ağırlık dosyaları
        src/ai/eval/weights.txt gibidir. --first-engine PATH (--second-engine),
        o oyuncunun yerinde akidada'nın başka bir sürümünü oynatır (PATH engine,
        motor protokolüyle, tek iş parçacığı). --starts FILE, rastgele açılışlar
        yerine dosyadaki konumlardan (satır başına bir konum dizesi, # yorum
        başlatır) oynatır; her konum iki renkle de oynanır.
        --first-tables N (--second-tables): o oyuncu en çok N taşlık oyun sonu
        tablolarını okur (0: hiçbiri; varsayılan: önbellekteki en büyükleri).
          akidada match --first level:4 --second level:3 --games 40
cli-help-engine =
    engine
        Motor protokolünü stdin/stdout üzerinde çalıştırır (UCI dilbilgisi): uci,
        isready, ucinewgame, setoption name N value V (`uci` komutunun listelediği
        seçenekler: motorun kendi seçenekleri ve her kural seçeneği: first,
        non_max_capture, lone_piece, no_progress), position startpos|fen POS
        \[moves M ...], go movetime MS | depth N | nodes N | wtime MS btime MS
        \[winc MS binc MS] | infinite, stop, quit. Puanlar `score cp N` ya da,
        kanıtlandığında, `score win N` / `score loss N` biçimindedir. Bozuk bir
        satır `info string error: ...` yanıtını alır ve motor çalışmayı sürdürür.
        8 taştan aşağısında, `akidada tables build` oluşturduysa arama
        önbellekteki Dama oyun sonu tablolarını kullanır (bir `info string` bunu
        söyler). Tablolar verilen ilk konumdan itibaren ayrı bir iş parçacığında
        okunur; okunana dek saatli bir arama onlarsız sürer, saatsiz bir arama
        ise onları bekler.
        `setoption name Game value akidada` çözülmüş tablodan Akidada oynar
        (kural seçenekleri: first, removal, double_line, no_progress); her puan
        kesindir ve Level 1 ile 5 arasında ne sıklıkla hata yapacağını belirler.
          printf 'position startpos moves c3-c4\ngo depth 8\n' | akidada engine
cli-help-convert =
    convert IN OUT [--game N]
        Oyunları kayıtlı oyunlar (.ron) ile PDN (.pdn) arasında dönüştürür; her
        dosyanın türü uzantısından anlaşılır ve her oyun yol üzerinde kurallara
        göre yeniden oynanır. Birkaç oyunlu bir PDN dosyasından --game N (1'den
        başlayarak) tek bir kayıtlı oyun verir; PDN'ye bütün oyunlar ya da
        yalnızca N. oyun yazılır. Yazılan her oyun için bir satır yazar; bozuk bir
        oyun bildirilir (çıkış durumu 1) ve hiçbir şey yazılmaz. Akidada
        oyunlarının PDN'si yoktur: PDN dama oyunları içindir.
          akidada convert game.ron game.pdn
          akidada convert games.pdn game.ron --game 3
cli-help-review =
    review GAME [--movetime MS | --nodes N] [--game N] [--json] [--no-save]
        Bir oyunun (kayıtlı oyun, .ron, ya da PDN) her hamlesini pencerede
        Oyun > Oyunu incele'nin yaptığı gibi değerlendirir: her hamlenin sınıfı
        (en iyi, iyi, isabetsizlik ?!, hata ?, büyük hata ??), kaçırılan yerde
        daha iyi hamle ve her oyuncunun isabeti. Dama konumları N düğümle
        (varsayılan 400000, pencerenin değeri) ya da MS milisaniye aranır;
        Akidada ve en çok 4 taşlı (beş taşlık tablolarla 5) oyun sonları
        tablolarıyla kesin olarak
        değerlendirilir. --no-save verilmezse inceleme kayıtlı oyunun içine
        yazılır (pencere sonra onu gösterir); bir PDN dosyası yalnızca okunur
        (--game N birkaç oyundan birini seçer). --json metin yerine tek bir JSON
        nesnesi yazar.
          akidada review assets/examples/dama-win.ron --nodes 100000
cli-help-host =
    host GAME [--port N] [--code C] [--engine LEVEL] [--movetime MS] [--save FILE]
    \     [--name NAME] [--colour white|black|lot] [--clock M+S] [--bind ADDR] [--wait S]
    \     [--lesson] [--no-router] [kural seçenekleri]
    host --resume FILE [--port N] [--code C] [--engine LEVEL] [--save FILE] ...
        `akidada join` çalıştıran bir arkadaş için ağ üzerinden bir oyun açar. `code C`
        (bu oyun için üretilen kod ya da verilen: 4 ile 64 arası harf veya
        rakam), `port N` (varsayılan 47147; boş herhangi bir port için 0) ve bu
        makinenin her adresi için `address ADDR:PORT` yazar, sonra bekler.
        Eşleşme kod üzerinden SPAKE2 ile yapılır, oyun şifreli ve kimliği
        doğrulanmış bir kanaldan (Noise) akar; yanlış kod reddedilir, 10 yanlış
        koddan sonra oyun başka kod kabul etmez. Ev sahibi --colour rengiyle
        oynar (verilmezse kurayla), saatleri tutar (--clock 5+3: oyun için
        dakika, hamle başına eklenen saniye) ve kuralları belirler (kural
        seçenekleri bayrak olarak). --engine LEVEL ile bu tarafı motor oynar
        (Dama 1 ile 8, Akidada 1 ile 5 arası; hamle başına --movetime MS,
        varsayılan 1000); onsuz standart girdiye her satıra bir hamle ya da
        draw, resign, takeback, accept, decline, quit yazın.
        Standart çıktı: `start GAME SIDE white NAME black NAME`, `move N SIDE
        MOVE` (saat varsa iki saatte kalan milisaniyelerle), `takeback N`,
        `result ...`. Bağlantı koparsa oyun, saatler durmuş hâlde, katılanı
        --wait S saniye (varsayılan 300) bekler. --save FILE oyunu sonunda,
        bitmiş olsun olmasın (`network` notu ve iki isimle) kaydeder; --resume
        FILE böyle bitmemiş bir oyunu yeniden açar.
        --lesson oyunu bir ders yapar: iki oyuncunun uygulaması da oyun
        sürerken ipucuna, analize ve öğretici moda izin verir (öğretmen
        öğrencisiyle oynar).
        Tüm adreslerde dinlerken (--bind verilmeden) oyun sürdükçe portu
        yönlendirmesini modemden ister (PCP, NAT-PMP ya da UPnP, en çok 3
        saniye), `router YÖNTEM ADRES:PORT`, `router none` ya da `router
        failed` yazar ve modemin genel adresini ilk `address` olarak verir;
        oyun bitince yönlendirme kaldırılır. --no-router modeme sormaz.
          akidada host dama --clock 5+3 --engine 4 --save game.ron
cli-help-join =
    join ADDR:PORT --code C [--engine LEVEL] [--movetime MS] [--save FILE] [--name NAME]
    \     [--wait S]
        `akidada host` ile açılmış bir oyuna, ev sahibinin
        verdiği adres, port ve kodla katılır. Oyun, kuralları, saatleri ve
        renkler ev sahibinindir. Hamleler, standart çıktı ve --save host'taki
        gibidir; bağlantı koparsa join --wait S saniye (varsayılan 300) boyunca
        yeniden bağlanmayı dener ve oyun kaldığı yerden sürer.
          akidada join 192.168.1.20:47147 --code 1234-5678 --save game.ron
cli-help-tables =
    tables build [--pieces N] [--lone-piece KingWins|Draw] [--force]
    tables stats [--pieces N] [--lone-piece KingWins|Draw]
        Dama oyun sonu tabloları: en çok N taşlı (2 ile 5 arası, varsayılan 4; beş
        taş, iki çekirdekte yaklaşık bir saat, kurulurken 8,4 ile 9,4 GB arası
        bellek ve her okunuş için diskte 1,3 ile 1,8 GB arası sürer) her
        konumun kesin değeri (`win 9`, `loss 4`, `draw`, yarım hamle olarak); tek
        taş kuralının iki okunuşuyla ya da verilen okunuşla. Önbellek dizininde
        saklanırlar ($AKIDADA_CACHE_DIR, yoksa ~/.cache/akidada); eksik ya da
        bozuk bir dosya yeniden oluşturulur (ilerleyiş stderr'e). `build` her
        okunuş için `<okunuş> <bayt> <nasıl>` yazar (--force verilmezse zaten
        var olan tablolar korunur). `stats` her imza için bir satır yazar (KMvK:
        sırası gelen dama ve taş, bir damaya karşı):
          <okunuş> <imza> <konumlar> <kazançlar> <beraberlikler> <kayıplar>
          <almalar> <en uzun kazanç> <en uzun kayıp> <sıfırlamaya en uzun mesafe>
          akidada tables build
          akidada tables stats --pieces 3 --lone-piece Draw
# $json, $json2: an example object of JSON, in two lines.
cli-help-puzzles =
    puzzles export --json [--game GAME] [--theme THEME]
        Programla gelen bulmacaları satır başına bir JSON nesnesi olarak yazar:
          \{ $json }
           \{ $json2 }
        `solution`, RULES.md notasyonuyla devamdır: önce çözenin hamlesi, sonra
        her iki hamleden biri onundur; `kind` akidada, endgame ya da middlegame;
        `goal` win, draw ya da material. THEME: shot, breakthrough, crowning,
        king_endgame, lone_piece, opposition, akidada_line, double_threat,
        blocking, removal_choice.
    puzzles show ID
        Bir bulmacayı aynı biçimde yazar (örneğin `akidada puzzles show m0001`).
    puzzles check [--kind KIND] [--sample N] [--seed N] [--nodes N] [--dir DIR]
        Programla gelen bulmacaları (ya da DIR içindekileri) yeniden kanıtlar:
        Akidada ve Dama oyun sonlarını tablolarla (önbellekten okunur, ilk
        seferde orada oluşturulur), Dama orta oyunlarını derin aramayla (çözenin
        her hamlesi aramanın en iyisi ve ikinciden en az 1,5 taş daha iyi ya da
        kanıtlanmış tek kazanç; devam bir taş önde ya da kazanılmış biter).
        --sample N her türden --seed ile seçilen N bulmacayı denetler; --seed
        aramanın değerlendirmesini de en çok %4 oynatır (0: motorun kendisi).
        `<id> ok` ya da `<id> FAILED <neden>` yazar; biri başarısızsa çıkış
        durumu 1.
          akidada puzzles export --json --game dama --theme shot
          akidada puzzles show m0002
          akidada puzzles check --sample 5 --seed 1
cli-help-course =
    course export --json
        Kursun seviyelerini satır başına bir JSON nesnesi olarak yazar:
          \{ $json }
        `goal` öğrencinin yapacağı iştir; `stars` üç, iki ve bir yıldız için
        öğrencinin en çok hamle sayıları, `limit` bunların sonuncusudur;
        `replies` rakip en iyi savunmayla karşılık veriyorsa `best`, karşılıkları
        seviye veriyorsa `scripted`; `solution` hedefi sınır içinde karşılayan
        çizgidir: önce öğrencinin hamlesi, aralarında rakibin karşılıkları (en
        iyi savunma ya da seviyenin verdikleri).
    course check [DOSYA]
        Kursun ya da bir seviye dosyasının (RON, tek seviye ya da liste) her
        seviyesini kanıtlar: hedef, her savunmaya karşı üç yıldız sınırı içinde
        karşılanır; karşılıkları verilmiş bir seviyede bunlar boyunca da (her
        biri sırası geldiğinde kurallara uygun). Seviye başına bir satır; biri
        yapılamıyorsa çıkış durumu 1.
        Hiçbir oyunun ulaşamayacağı bir konumdaki seviye (kendi tarafının başlangıç
        sıralarının gerisinde bir taş) yine de kanıtlanır; stderr'e bir uyarı yazılır.
          akidada course check
          akidada course check my-levels.ron
cli-help-puzzles-generate =
    puzzles generate [--seed N] [--akidada N] [--endgame N] [--middlegame N]
                     \[--drill N] [--threads N] [--out DIR]
        Farklı seviyeler arasındaki kendi kendine oyunlardan bulmaca çıkarır
        (iş parçacığı sayısı ne olursa olsun tohumdan belirlenir) ve bunları taş
        alma çalışmasının konumlarıyla birlikte DIR dizinine (varsayılan
        assets/puzzles) yazar; her dosyanın ilk satırında komut bulunur. Her
        denetimin neyi çıkardığı stderr'e gider. Uzun sürer: saatler.
          akidada puzzles generate --seed 1 --threads 2

# $command: the words that start the tool, e.g. "match" or "puzzles generate".
cli-lab-only = { $command } laboratuvar araçlarından biridir ve bu derlemede yoktur: `cargo build --release --features lab` ile derleyin (README'ye bakın)
## Every usage error ends with this line.
cli-run-help = Kullanım için `akidada help` komutunu çalıştırın.
cli-cannot-write-output = çıktı yazılamıyor: { $error }
# $names: the command names, joined by commas, then the last one.
cli-command-names = { $names } ya da help
# `akidada help` given more than one word. $found: the second, quoted.
cli-help-one-command = help yalnızca bir komutun adını alır, fazlası verildi: { $found }
# `akidada help COMMAND` naming no command. $command: what was given, quoted;
# $commands: a cli-command-names message.
cli-help-no-such-command = { $command } diye bir komut yok: beklenen { $commands }
# $found: the argument, quoted.
cli-saved-game-alone = yalnızca kayıtlı bir oyunun yolu bekleniyordu, ardından başka bir argüman geldi: { $found }
# $commands: a cli-command-names message.
cli-unknown-option = bilinmeyen seçenek { $option }: bir komut bekleniyordu ({ $commands })
cli-unknown-command = bilinmeyen komut { $command }: bir komut ({ $commands }) ya da kayıtlı bir oyunun yolu bekleniyordu (böyle bir dosya yok)
# $note: a note of the engine or the system, in English.
cli-note = not: { $note }

## Reading a command's arguments (src/cli/args.rs). $command: the command
## ("perft", "puzzles show"); $flag: an option as given; $option, $argument,
## $value, $game: what was given, quoted.

# $accepted: a cli-flags-* message.
cli-unknown-flag = { $command }: bilinmeyen seçenek { $option }; komutun seçenekleri: { $accepted }
cli-unknown-flag-or-rule = { $command }: bilinmeyen seçenek { $option }; komutun seçenekleri: { $accepted }, ayrıca kural seçenekleri
cli-flags-none = yok
# $rest: every option but the last, joined by commas; $last: the last.
cli-flags-list = { $rest } ve { $last }
cli-flag-takes-no-value = { $command }: { $flag } değer almaz
cli-flag-twice = { $command }: { $flag } iki kez verildi
cli-fen-needs-value = { $command }: --fen seçeneğinden sonra bir konum dizgesi gelmeli, örneğin --fen "W:W:B:H6,6" ya da --fen "W:WKb8:Bb6,d5"
# $what: what the value is (a placeholder of the usage: MS, N, VALUE).
cli-flag-needs-value = { $command }: { $flag } seçeneğinden sonra bir değer gelmeli: { $flag } { $what }
cli-not-a-number = { $command }: { $flag } { $value }: { $min } ile { $max } arasında bir tam sayı bekleniyordu
cli-expected-game = { $command }: `{ $command }` komutundan sonra bir oyun bekleniyordu: akidada ya da dama
cli-unknown-game = { $command }: bilinmeyen oyun { $game }: akidada ya da dama bekleniyordu
cli-unexpected-argument = { $command }: beklenmeyen argüman { $argument }
# $error: why the option cannot be read; $game: "akidada" or "dama"; $options:
# the game's rule options as flags.
cli-bad-rule-option =
    { $command }: { $error }
    ({ $game ->
        [akidada] Akidada
       *[dama] Dama
    } kural seçenekleri: { $options })
# $game: "akidada" or "dama"; $text: the position string, quoted. The rules it
# breaks follow, one a line.
cli-position-invalid = { $game ->
        [akidada] Akidada
       *[dama] Dama
    } konum dizgesi { $text }, kuralların izin vermediği bir konum veriyor:
# $error: where reading failed and what was expected. The string follows with
# a caret under the failing character.
cli-position-syntax = geçerli bir { $game ->
        [akidada] Akidada
       *[dama] Dama
    } konum dizgesi değil: { $error }
# $form: a cli-position-form-* message.
cli-position-form = { $game ->
        [akidada] Akidada
       *[dama] Dama
    } konum dizgesinin biçimi: { $form }
cli-position-form-akidada = <taraf>:W<noktalar>:B<noktalar>:H<Beyaz elde>,<Siyah elde>, örneğin W:W:B:H6,6 ya da B:Wa1,c1,c2:Bb2,e5:H3,4
cli-position-form-dama = <taraf>:W<kareler>:B<kareler>, damaların önünde K ile, örneğin W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1

## perft, moves, captures (src/cli/rules.rs). $max: the deepest depth.

cli-perft-expected-depth = perft: oyundan sonra bir derinlik, 1 ile { $max } arasında bir tam sayı bekleniyordu
cli-perft-depth-zero = perft: 0 derinliği hiçbir şey saymaz: 1 ile { $max } arasında bir derinlik bekleniyordu
cli-perft-too-deep = perft: { $depth } derinliği çok büyük: 1 ile { $max } arasında bir derinlik bekleniyordu
# $word: what was given, quoted.
cli-perft-not-a-depth = perft: { $word } bir derinlik değil: 1 ile { $max } arasında bir tam sayı bekleniyordu
# $game: "akidada" or "dama"; $seconds, $rate: numbers already written.
cli-perft-timing = perft { $game }, derinlik { $depth }: { $nodes } düğüm, { $seconds } sn ({ $rate } milyon düğüm/sn)
cli-moves-values = moves: --values yalnızca `moves akidada` ile (Akidada çözülmüştür) ve --json olmadan kullanılır
# $outcome: an outcome-* message (app.ftl).
cli-game-over-note = not: kurallara göre bu konumda oyun bitmiştir ({ $outcome }); hamleler yine de listelenir
cli-captures-dama-only =
    captures: alma dizileri yalnızca Damada vardır: `captures dama` bekleniyordu
    (Akidada için her taş kaldırmayı `moves akidada` gösterir)
cli-captures-none = bu konumda taş alma yok
# $moves: the capture moves; $routes: the routes that make them; $legal: the
# moves that capture the maximum, $maximum pieces.
cli-captures-summary = { $routes } yoldan { $moves } alma hamlesi; { $legal } tanesi kurala uygun ve { $maximum } taş alıyor

## check and --install-desktop (src/cli/check.rs).

cli-check-expects = check tek bir kayıtlı oyunun yolunu bekler: akidada check FILE.ron (ya da FILE.pdn)
cli-install-no-arguments = --install-desktop argüman almaz, oysa { $found } verildi
cli-install-not-linux = --install-desktop Linux masaüstleri içindir (freedesktop.org başlatıcıları)
cli-install-no-home = sistem bir ev dizini (HOME) göstermiyor: kurulacak bir yer yok
cli-install-no-exe = bu programın kendi yolu bulunamıyor: { $error }
cli-install-wrote = yazıldı: { $path }
cli-install-failed = kurulum yapılamadı ({ $folder }): { $error }

## convert, and the games of a PDN file (src/cli/convert.rs, review.rs).
## $path: a file as given; $count: the games in it; $number: a game, from 1.

cli-convert-unknown-kind = convert: { $path } dosyasının türü anlaşılamıyor: .ron (kayıtlı oyun) ya da .pdn ile biten bir ad bekleniyordu
cli-convert-expects = convert iki yol bekler: akidada convert IN OUT (örneğin game.ron game.pdn)
# $command: convert or review.
cli-game-of-pdn-only = { $command }: --game bir PDN dosyasındaki oyunlardan birini seçer; kayıtlı bir oyunda tek oyun vardır
cli-convert-game-number = convert: --game 1'den başlayan bir oyun numarası bekler, oysa { $found } verildi
cli-game-not-in-file = { $command }: { $path } dosyasında { $count } oyun var: --game { $number } bunlardan biri değil
cli-convert-choose-game = convert: { $path } dosyasında { $count } oyun var, kayıtlı bir oyunda ise tek oyun olur: --game N ile birini seçin (akidada check { $path } onları listeler)
# $players: " (White - Black)", the players' names, or nothing.
cli-bad-game-in-file = { $path }: oyun { $number }{ $players }: { $error }
# $bad: the games that cannot be read, of $count.
cli-bad-games-in-file = { $path }: { $count } oyundan { $bad } tanesi okunamıyor

## solve (src/cli/solve.rs and, for Dama, endgame.rs). $rule: the no-progress
## rule's moves a side; $value: a value as the output writes it (win 17).

cli-solve-dama-tables = solve dama: oyun sonu tabloları `akidada tables build` ile oluşturulur ve `akidada tables stats` ile sayılır
cli-solve-build-or-stats = solve: --build ve --stats ayrı işlerdir: yalnızca birini verin
cli-solve-fen-alone = solve: --fen bir konumun değeri içindir, --build ya da --stats ile kullanılmaz
cli-solve-solving = Akidada bu seçeneklerle çözülüyor (ilk kullanımda birkaç saniye)...
cli-solve-layer-working = ilerlemesiz beraberlik katmanı hesaplanıyor...
# $origin: where the table came from (read from a file, built), in English.
cli-solve-table = tablo: { $origin }
cli-solve-layer = ilerlemesiz beraberlik katmanı: { $origin }
# $seconds: a number already written.
cli-solve-ready = { $seconds } sn içinde hazır
cli-solve-over = oyun burada bitmiş: { $outcome }
cli-solve-rule-off = ilerlemesiz beraberlik kuralı kapalı
cli-solve-cursed-win = lanetli kazanç: ilerlemesiz beraberlik kuralı (taraf başına { $rule } hamle) bunu beraberliğe çevirir
cli-solve-blessed-loss = kutsanmış kayıp: ilerlemesiz beraberlik kuralı (taraf başına { $rule } hamle) beraberliği kurtarır
# $result: "win", "draw" or "loss".
cli-solve-within-rule = ilerlemesiz beraberlik kuralı içinde (taraf başına { $rule } hamle): { $result ->
        [win] kazanç
        [loss] kayıp
       *[draw] berabere
    }
cli-solve-plies-to-removal = en iyi oyunla bir sonraki taş kaldırmaya kadar yarım hamle: { $plies }
# $moves: the best moves, joined by spaces.
cli-solve-best-moves = en iyi hamleler: { $moves } ({ $value })
cli-solve-distinct = farklı konumlar: { $wins } kazanç, { $draws } beraberlik, { $losses } kayıp; lanetli kazanç { $cursed }, kutsanmış kayıp { $blessed }
cli-solve-longest-removal = kaydırma evresinde bir sonraki taş kaldırmaya en uzun mesafe: { $plies } yarım hamle
# $position: a position string.
cli-solve-longest-win = en uzun kazançlardan biri: { $position }
cli-solve-longest-reachable = başlangıçtan ulaşılabilen en uzun kazançlardan biri: { $position } (ulaşılabilen { $distinct } farklı konum: { $wins } kazanç, { $draws } beraberlik, { $losses } kayıp; { $cursed } lanetli kazanç, { $blessed } kutsanmış kayıp)
cli-solve-counted = { $seconds } sn içinde sayıldı
# $move: a move in notation.
cli-solve-move-drawn = not: { $move } ({ $value }), ilerlemesiz beraberlik kuralına göre beraberedir
cli-solve-dama-needs-fen = solve dama: --fen ile verilen, en çok { $max } taşlı bir konum bekleniyordu, örneğin --fen "W:WKd4,e4:BKa8"
cli-solve-dama-too-many = solve dama: konumda { $pieces } taş var: oyun sonu tabloları en çok { $max } taşlı konumları kapsar (iki tarafın taşları ve damaları)
# $pieces: 5; $reading: KingWins or Draw.
cli-solve-dama-not-built = solve dama: { $pieces } taşlık { $reading } tabloları kurulmamış: `akidada tables build --pieces { $pieces } --lone-piece { $reading }` onları kurar (bir saate yakın, en çok 1,8 GB)
cli-solve-dama-not-in-tables = solve dama: konum tablolarda yok
# $side: "white" or "black", to move; $value: a cli-value-* message; $reading:
# the lone-piece rule as the option writes it.
cli-solve-dama-value = sıra { $side ->
        [white] Beyazda
       *[black] Siyahta
    }: { $value } (lone_piece { $reading }, kusursuz oyun; tekrar ve ilerlemesiz beraberlik hesaba katılmadı)
cli-solve-dama-lone-note = not: bir hamleyle varılsaydı bu konumda oyun biterdi ({ $outcome }); kurulmuş bir konum olarak oyun sürer ve kural hamlelerini değerlendirir
# $plies: a cli-plies message, to the next capture or man's move; $count: the
# plies counted so far, of $limit.
cli-solve-dama-spoiled = ilerleme: bir sonraki taş almaya ya da taş hamlesine kadar { $plies }; sayaç ({ $limit } yarım hamlenin { $count } tanesi) sonucu değiştirir: kurala göre berabere
cli-solve-dama-not-spoiled = ilerleme: bir sonraki taş almaya ya da taş hamlesine kadar { $plies }; sayaç ({ $limit } yarım hamlenin { $count } tanesi) sonucu değiştirmez
cli-solve-dama-caution = dikkat: sınır bu kadar kısayken sonraki ilerlemesiz bir bölüm de sınırı aşabilir; yukarıdaki yanıt yalnızca bir sonraki bölüm içindir
# An exact value in words. $side: "white" or "black", to move; $plies: a
# cli-plies message.
cli-value-win = { $side ->
        [white] Beyaz
       *[black] Siyah
    } kazanır, sona { $plies }
cli-value-lost = { $side ->
        [white] Beyaz
       *[black] Siyah
    } kaybetti
cli-value-loss = { $side ->
        [white] Beyaz
       *[black] Siyah
    } kaybeder, sona { $plies }
cli-value-draw = berabere
cli-plies = { $count ->
       *[other] { $count } yarım hamle
    }

## The endgame tables (src/cli/endgame.rs). $reading: the lone-piece rule as
## the option writes it (KingWins, Draw); $pieces: the most pieces the tables
## cover; $origin: where they came from, in English.

cli-tables-expected-action = tables: `tables build` ya da `tables stats` bekleniyordu
# $action: what was given, quoted.
cli-tables-unknown-action = tables: bilinmeyen işlem { $action }: build ya da stats bekleniyordu
cli-tables-force = tables stats: --force yalnızca `tables build` ile kullanılır
cli-tables-no-cache = tables build: tabloların saklanacağı bir önbellek dizini yok: AKIDADA_CACHE_DIR ya da HOME değişkenini ayarlayın
cli-tables-origin = { $reading } tabloları (en çok { $pieces } taş): { $origin }
cli-tables-origin-time = { $reading } tabloları (en çok { $pieces } taş): { $origin }, { $seconds } sn
cli-tables-done = { $seconds } sn içinde bitti
# $signature: the material being built (KMvK); $percent: how far, 0 to 100.
cli-tables-building = { $reading } tabloları oluşturuluyor: { $signature } (%{ $percent })

## bestmove, analyse (src/cli/engine.rs) and match (src/cli/matches.rs).

cli-engine-dama-only = { $command }: motor şimdilik yalnızca dama oynuyor (beklenen: { $command } dama)
cli-engine-one-limit = { $command }: --movetime, --depth ve --nodes seçeneklerinden yalnızca birini verin
# $side: "white" or "black", to move.
cli-engine-no-move = not: { $side ->
        [white] Beyazın
       *[black] Siyahın
    } yapabileceği hamle yok: oyun kaybedildi
# $path: the file as given, quoted; $error: why, from the system.
cli-match-cannot-read = match: { $flag } { $path }: dosya okunamıyor: { $error }
# $error: why the weights cannot be read, in English.
cli-match-bad-weights = match: { $flag } { $path }: { $error }
# $error: why the player cannot be read, in English.
cli-match-bad-player = match: { $flag }: { $error }
cli-match-odd-games = match: --games { $games }: çift bir sayı bekleniyordu (her açılış iki kez oynanır)
# $first, $second: the players as given (level:8); $plies: random plies of each opening.
cli-match-start = match: { $first } - { $second }, { $games } oyun, { $plies } rastgele yarım hamlelik açılışlar
# $number: the game, from 1; $white: "first" or "second", the player with
# White; $outcome: the score (2-0) and how the game ended; $score: the match so
# far, as the output writes it.
cli-match-game = oyun { $number } (Beyaz: { $white ->
        [first] birinci
       *[second] ikinci
    } oyuncu): { $outcome }; şu ana kadar { $score }
cli-match-stopped = berabere ({ $plies } yarım hamleden sonra durduruldu)
# $path: the record file as given, quoted; $error: why, from the system.
cli-match-cannot-write = match: --record { $path }: dosya yazılamıyor: { $error }
# $error: what went wrong with another build's engine process, in English.
cli-match-engine-failed = match: durduruldu: { $error }
# $path: the --starts file as given, quoted; $line: the line, from 1. The
# position's own error follows on the next lines.
cli-match-bad-start = match: --starts { $path }, { $line }. satır:
cli-match-no-starts = match: --starts { $path }: dosyada hiç konum yok
# $first, $second: games in which that player judged itself +2 men or more at
# five of its moves in a row and did not win; $first_pieces, $second_pieces:
# the same by the pieces on the board.
cli-match-thrown-away = kaçırılan galibiyetler (art arda beş hamlede +2 taş ya da daha fazla, ama galibiyet yok): birinci { $first }, ikinci { $second }; tahtadaki taşlara göre: birinci { $first_pieces }, ikinci { $second_pieces }

## review (src/cli/review.rs).

cli-review-expects = review bir oyunun yolunu bekler: akidada review GAME.ron
cli-review-one-limit = review: --movetime ya da --nodes verin, ikisini birden değil
cli-review-choose-game = review: { $path } dosyasında { $count } oyun var: --game N ile birini seçin (akidada check { $path } onları listeler)
cli-review-no-moves = { $path }: oyunda incelenecek hamle yok
cli-review-progress = inceleniyor: { $all } konumun { $done } tanesi
cli-review-done = { $moves } hamle { $seconds } sn içinde incelendi
cli-review-not-saved = { $path }: inceleme kaydedilemedi: { $error }
cli-review-saved = inceleme kaydedildi: { $path }
# A move's class, after the move: $class is best, good, inaccuracy, mistake or
# blunder.
cli-review-class = { $class ->
        [best] en iyi
        [good] iyi
        [inaccuracy] isabetsizlik
        [mistake] hata
       *[blunder] büyük hata
    }
# $move: the better move in notation.
cli-review-better = daha iyisi: { $move }
# $name: the player; $side: "white" or "black"; $accuracy: a
# cli-review-accuracy or cli-review-no-moves-played message; the counts of
# each class.
cli-review-player = { $name } ({ $side ->
        [white] Beyaz
       *[black] Siyah
    }): { $accuracy }, { $inaccuracies } isabetsizlik, { $mistakes } hata, { $blunders } büyük hata
# $percent: a number already written.
cli-review-accuracy = isabet %{ $percent }
cli-review-no-moves-played = hamle yok

## puzzles (src/cli/puzzles/).

cli-puzzles-actions = puzzles: `puzzles export`, `show`, `check` ya da `generate` bekleniyordu
# $action, $theme, $kind, $id: what was given, quoted.
cli-puzzles-unknown-action = puzzles: bilinmeyen işlem { $action }: export, show, check ya da generate bekleniyordu
cli-puzzles-export-json = puzzles export: --json verin (şimdilik tek biçim bu)
cli-puzzles-show-id = puzzles show: bir bulmacanın kimliği bekleniyordu, örneğin `puzzles show m0001`
cli-puzzles-no-such-id = puzzles show: { $id } kimlikli bir bulmaca yok
cli-puzzles-unknown-theme = puzzles: bilinmeyen tema { $theme }: shot, breakthrough, crowning, king_endgame, lone_piece, opposition, akidada_line, double_threat, blocking ya da removal_choice bekleniyordu
cli-puzzles-unknown-kind = puzzles check: bilinmeyen tür { $kind }: akidada, endgame ya da middlegame bekleniyordu
# $error: what is wrong, in English.
cli-puzzles-damaged = puzzles: bulmaca dosyaları bozuk: { $error }
cli-puzzles-cannot-read = puzzles: dosya okunamıyor: { $path }: { $error }
cli-puzzles-cannot-write = puzzles generate: dosya yazılamıyor: { $path }: { $error }
cli-puzzles-no-cache = puzzles: tablolar için önbellek dizini yok: AKIDADA_CACHE_DIR ya da HOME değişkenini ayarlayın (tablolar bellekte oluşturulur)
# $count: the puzzles checked; $kinds: how many of each kind (12 akidada, 30
# endgame); $seed, $nodes: the search's.
cli-puzzles-checked = { $count } bulmaca denetlendi ({ $kinds }); { $failed } tanesi başarısız, { $seconds } sn (arama tohumu { $seed }, { $nodes } düğüm)
cli-puzzles-internal-error = puzzles generate: çalışma bir iç hata yüzünden durdu
# The binary opened without a subcommand. $error: why the window failed.
cli-window-failed = pencere açılamadı: { $error }
cli-no-window = bu derlemede pencere yok (`gui` özelliği olmadan derlendi); komut satırı için `akidada help` komutunu çalıştırın

## course

cli-course-actions = course: `course export` ya da `course check` bekleniyordu
# $action: verilen, tırnak içinde.
cli-course-unknown-action = course: bilinmeyen işlem { $action }: export ya da check bekleniyordu
cli-course-export-json = course export: --json verin (şimdilik tek biçim)
# $error: neyin yanlış olduğu, İngilizce.
cli-course-damaged = course: kursun dosyaları bozuk: { $error }
cli-course-cannot-read = course check: { $path } okunamıyor: { $error }
# $moves: öğrencinin en az hamle sayısı; $solution: notasyonla çizgi.
cli-course-proven = { $moves } hamlede kanıtlandı: { $solution }
# A level's position that no game reaches. $problem: why, as the position editor says it.
cli-course-warning = uyarı: { $problem }

## host and join (src/cli/net.rs). $name: the other player's name; $side:
## "white" or "black"; $reason: why, worded by the network's own messages.
cli-net-hosting = { $game } oyunu { $port } portunda { $code } koduyla açıldı: arkadaşınız bekleniyor
cli-net-joining = { $addr } adresine katılınıyor
cli-net-join-expects = join ev sahibinin adresini ve kodu bekler: akidada join ADDR:PORT --code C
# $found: what was given, quoted.
cli-net-bad-address = 192.168.1.20:47147 gibi bir adres ve port beklenirdi, { $found } bulundu
cli-net-code-length = kod 4 ile 64 arası harf veya rakam olmalı, { $found } bulundu
cli-net-code-character = kod yalnızca harf, rakam, tire ve boşluk içerebilir, { $found } bulundu
cli-net-bad-colour = --colour white, black ya da lot bekler, { $found } bulundu
cli-net-bad-clock = --clock dakika ve hamle başına eklenen saniye bekler (5+3 gibi), { $found } bulundu
cli-net-resume-over = { $path }: oyun bitmiş: sürdürülecek bir şey yok
cli-net-started = oyun başlıyor: { $name } karşısında { $side ->
        [white] beyazla
       *[black] siyahla
    } oynuyorsunuz
cli-net-lesson = ev sahibi bu oyunu bir ders yaptı: ipucu ve analiz serbest
cli-net-refused = yapılmadı: { $reason }
cli-net-draw-offered = { $name } beraberlik öneriyor: accept ya da decline yazın
cli-net-draw-declined = { $name } beraberliği reddetti
cli-net-takeback-asked = { $name } bir hamleyi geri almak istiyor: accept ya da decline yazın
cli-net-takeback-declined = { $name } geri almayı reddetti
cli-net-dropped = bağlantı koptu ({ $reason }): geri gelene dek saatler duruyor
cli-net-resumed = { $name } geri döndü: oyun sürüyor
cli-net-turned = bir bağlantı geri çevrildi: { $reason }
cli-net-peer-left = diğer oyuncu oyundan ayrıldı
cli-net-gave-up = diğer oyuncu zamanında geri dönmedi
cli-net-saved = oyun { $path } dosyasına kaydedildi
cli-net-not-saved = oyun { $path } dosyasına kaydedilemedi: { $error }
