## The rules of both games written for people (Help > Rules). Each section is a
## message; the app reads them in the order src/gui/rules_page/text.rs lists
## them. Inside a section (the format is described there):
##
##   ## Title                 the section's title, its first line
##   A paragraph; a blank line ends it.
##   - A list item, continued on lines indented by two more spaces.
##   > A note, every line with >.
##   @figure WorkedExample     a diagram the app paints; its caption follows
##   @option lone_piece        a rule option (by its name in RULES.md), what it
##   + KingWins (default): …   decides, and its values, one `+` line each
##
## Inline: **bold**, *italics*, `notation`. A line may not start with `*`, `.`
## or `[` (Fluent reads it otherwise): start it with another word. Labels of
## the New game dialog are quoted from app.ftl ({ opt-first }), so they always
## match. RULES.md is the authority on the rules.

## The rules window: its title, the line before the contents, and the mark of
## an option's default value.
##
## Turkish: the federation's words (dama, taş, dama olmak, taş alma, alma
## zorunluluğu, en çok taş alma kuralı). In Dama "sıra" is a rank (son sıra:
## the far rank) and "sütun" a file; in Akidada "sıra" is a line of three.
## The game's description is "oyun tanımı", the Turkish Draughts Federation
## "Türkiye Dama Federasyonu (TÜDAF)", then "federasyon". A value's "(default)"
## stays as it is: it is markup.

rules-page-title = Kurallar
rules-page-contents = İçindekiler:
# Shown when pointing at a rule option's name. $key: its name in RULES.md.
rules-page-option-key = Kayıtlı oyunlarda ve komut satırında: { $key }
rules-page-default = varsayılan

## akidada

rules-akidada-title = Akidada nasıl oynanır

rules-akidada-the-game =
    ## Oyun

    Akidada, H. J. R. Murray'nin kaydettiği (*A History of Board-Games Other Than
    Chess*, 1951, Achi/Ati başlığı altında) Yorubaların dizme oyunudur. Beyaz ve Siyah
    iki oyuncunun altışar taşı vardır. Oyuncular sırayla önce taşlarını tahtaya koyar,
    sonra onları kaydırır; amaç **üç taşlık sıralar** kurmaktır: kurulan her sıra, onu
    kuran oyuncuya rakibin bir taşını tahtadan kaldırma hakkı verir.

    Buradaki kurallar, bu uygulamanın dayandığı **oyun tanımına** uyar. Oyun tanımı ile
    başka kural kitapları ayrıldığında oyun tanımının kuralı varsayılandır;
    öbürü **{ new-game }** penceresinde seçilebilen bir kural seçeneğidir.

rules-akidada-the-board =
    ## Tahta

    İç içe iki kare; kenarlarının orta noktaları birbirine bağlıdır: 16 nokta ve üzerinde
    hareket edilen 20 çizgi. Ortada nokta yoktur. Noktalar satranç tahtasının kareleri
    gibi adlandırılır: soldan sağa a'dan e'ye sütunlar, aşağıdan yukarıya 1'den 5'e
    sıralar. Beyaz aşağıda oturur.

    @figure AkidadaBoard
    16 nokta ve adları. 8 üçlü sıra vurgulanmıştır. Dört kısa bağlantı (kesikli) yalnızca
    iki nokta uzunluğundadır ve asla sıra olmaz.

    - Dış kare: a1, c1, e1, e3, e5, c5, a5, a3. İç kare: b2, c2, d2, d3, d4, c4, b4,
      b3.
    - Komşu noktalar ya bir karenin üzerinde yan yanadır ya da bir bağlantının iki
      ucundadır: c1–c2, e3–d3, c5–c4 ve a3–b3. Bir köşenin 2, bir kenar ortasının 3
      komşusu vardır.
    - Üçlü sıralar her iki karenin dört kenarıdır: toplam 8 sıra.

rules-akidada-the-start =
    ## Başlangıç

    - Tahta boş başlar; her oyuncunun elinde altı taş vardır.
    - İlk oynayan kurayla belirlenir (**{ opt-first }** seçeneği). Uygulama kurayı oyun
      başlarken çeker ve sonucu oyunla birlikte kaydeder.
    - Oyuncular oyun boyunca sırayla birer hamle yapar.

rules-akidada-placing-then-sliding =
    ## Önce yerleştirme, sonra kaydırma

    - **Yerleştirme.** Elinizde taş varken hamleniz, bunlardan birini herhangi bir boş
      noktaya koymaktır.
    - **Kaydırma.** Elinizde taş kalmayınca hamleniz, taşlarınızdan birini bir çizgi
      boyunca komşu boş noktaya kaydırmaktır. Taşlar asla atlamaz.
    - Hamleler sırayla yapıldığı için iki elin taşları aynı anda biter; ondan sonra her
      hamle bir kaydırmadır.

rules-akidada-lines-and-removals =
    ## Sıralar ve taş kaldırma

    Kendi taşlarınızdan üçüyle bir sırayı tamamlayan bir yerleştirme ya da kaydırma, oynanan
    taş bu üçünden biriyse, rakibin bir taşını tahtadan kaldırmanızı sağlar. Taş kaldırma
    aynı hamlenin parçasıdır.

    @figure AkidadaLine
    Beyaz e1'e bir taş koyup a1–c1–e1 sırasını tamamlar; böylece tahtadaki herhangi bir
    siyah taşı kaldırabilir: hepsi halkayla gösterilmiştir. Burada Beyaz c2'yi kaldırır;
    hamle `e1xc2` diye yazılır.

    - Rakibin **herhangi bir** taşını, kendi sırasında duran birini bile kaldırabilirsiniz
      (oyun tanımının kuralı; **{ opt-removal }** seçeneği).
    - Aynı anda iki sırayı tamamlayan bir hamle de yalnızca bir taş kaldırır
      (**{ opt-double-line }** seçeneği).
    - Yalnızca sırayı tamamlamak sayılır: bir sırada öylece duran taşların bir etkisi
      yoktur. Bir taşı sıradan çıkarıp sonra geri kaydırırsanız bu yeni bir sıra sayılır.
    - Rakibin tahtada taşı yoksa (hepsi hâlâ elindeyse) hiçbir taş kaldırılmaz.
    - Kaldırılan taş oyun dışı kalır; ele geri dönmez.

    > Dokuz Taş gibi değirmen ailesinden pek çok oyun, bir sırada duran taşları korur. Oyun
    > tanımı *herhangi bir* taş der, bu yüzden varsayılan budur; koruma,
    > **{ removal-not-from-lines }** seçeneğidir.

rules-akidada-the-end-of-the-game =
    ## Oyunun sonu

    - Tahtada ve elde toplam **iki taşı** kalan oyuncu hemen kaybeder.
    - Kaydırması gereken ama **kurallara uygun bir kaydırması olmayan** oyuncu (bütün
      taşları kapalıysa) kaybeder.
    - Aynı konum (tahtadaki taşlar, eldeki taşlar ve sırası gelen oyuncu) üçüncü kez
      ortaya çıkarsa **berabere**.
    - Kaydırma evresinde her iki taraf taş kaldırmadan 50'şer hamle (toplam 100)
      yaparsa **berabere** (**{ opt-no-progress }** seçeneği).
    - Oyuncuların anlaşmasıyla **berabere** ({ game } > { offer-draw }).

rules-akidada-notation =
    ## Gösterim

    - Yerleştirme, noktasıyla yazılır: `c1`.
    - Kaydırma, nereden ve nereye diye yazılır: `c1-c2`.
    - Taş kaldırma `x` işaretinden sonra eklenir: `c1xb2`, `c1-c2xb2`. İki sıra için iki
      taş kaldırma seçeneğiyle: `c1xb2xd4`.
    - Konum; sırası gelen oyuncu, Beyazın noktaları, Siyahın noktaları ve eldeki taşlarla
      yazılır. `W:W:B:H6,6`, Beyazın oynayacağı başlangıçtır;
      `B:Wa1,c1,c2:Bb2,e5:H3,4` konumunda sıra Siyahtadır, Beyaz a1, c1 ve c2'de, Siyah b2
      ve e5'tedir, elde üç beyaz ve dört siyah taş vardır.

rules-akidada-rule-options =
    ## Kural seçenekleri

    Bunları **{ new-game }** penceresinde seçersiniz; her oyunla birlikte kaydedilirler.
    Yeni bir oyun varsayılanlarla başlar.

    @option first
    İlk hamleyi kimin yapacağı.
    + Lot (default): Oyun başlarken rastgele seçilir (oyun tanımı); sonuç oyunla birlikte
      kaydedilir.
    + White: Her zaman Beyaz başlar.
    + Black: Her zaman Siyah başlar.

    @option removal
    Bir sıranın rakibin hangi taşlarını kaldırabileceği.
    + Any (default): Rakibin tahtadaki herhangi bir taşı.
    + NotFromLines: Tamamlanmış bir sırada duran bir taş, ancak rakibin bütün taşları
      sıralarda duruyorsa kaldırılabilir (Dokuz Taş'taki gibi).

    @option double_line
    Aynı anda iki sırayı tamamlayan bir hamlenin kaç taş kaldırdığı.
    + One (default): Bir taş.
    + Two: İki taş, her sıra için bir tane.

    @option no_progress
    Kaydırma evresinde her iki tarafın taş kaldırmadan kaçar hamle yapmasından sonra oyunun
    berabere biteceği. 0 ile 500 arasında herhangi bir sayı seçilebilir.
    + 50 (default): Her iki taraf 50'şer hamle (toplam 100).
    + 0: Hiçbir zaman: kural kapalıdır.

## dama

rules-dama-title = Dama (Türk daması) nasıl oynanır

rules-dama-the-game =
    ## Oyun

    Dama ya da Türk daması, taşların çapraz değil, yatay ve dikey sıralar boyunca gittiği
    ve tahtanın bütün karelerinin kullanıldığı bir dama oyunudur. Her oyuncunun 16 taşı
    vardır. Son sıraya ulaşan taş dama olur; dama istediği kadar uzağa gidebilir. Taş almak
    zorunludur ve alabileceğiniz en çok taşı almalısınız.

    Buradaki kurallar, bu uygulamanın dayandığı **oyun tanımına** uyar. Oyun tanımı
    Türkiye Dama Federasyonunun (**TÜDAF**, aşağıda kısaca federasyon) kurallarından
    ayrıldığında oyun tanımının kuralı varsayılandır; federasyonunki **{ new-game }**
    penceresinde seçilebilen bir kural seçeneğidir.

rules-dama-board-and-start =
    ## Tahta ve başlangıç

    - Bütün 64 karesi kullanılan 8×8 bir tahta; kareler a1'den h8'e adlandırılır, a1
      Beyazın tarafında, sol alt köşededir.
    - Beyazın 16 taşı 2. ve 3. sıralarda, Siyahınkiler 6. ve 7. sıralarda durur. 1. ve 8.
      sıralar boş başlar.
    - İlk oynayan kurayla belirlenir (oyun tanımı; **{ opt-first }** seçeneği).
      Turnuvalarda Beyaz başlar.

    @figure DamaStart
    Başlangıç dizilişi.

rules-dama-moves =
    ## Hamleler

    - Bir **taş** bir kare ileriye ya da yana, boş bir kareye gider. Asla geriye ve asla
      çapraz gitmez.
    - Bir **dama**, yatay sırası ya da sütunu boyunca ileriye, geriye ya da yana, istediği
      kadar boş kare gider.
    - Son sıraya (Beyaz için 8. sıra, Siyah için 1. sıra) ulaşan taş dama olur.

    @figure DamaMoves
    b3'teki beyaz taş b4'e, a3'e ya da c3'e gidebilir, ama asla geriye, b2'ye gidemez.
    e6'daki beyaz dama yatay sırasının ve sütununun boş kareleri üzerinde kayar; aşağı
    inerken e2'deki kendi taşı onu e3'te durdurur.

    > Oyun tanımının taşların nasıl gittiğini anlatan cümlesi bozuktur (“dikey ya da yatay
    > olarak ileri ya da geri”). Uygulama Türk damasına uyar: taş ileriye ya da yana
    > gider, asla geriye gitmez.

rules-dama-captures =
    ## Taş alma

    - Taş **kısa atlamayla** alır: hemen yanındaki rakip taşın üzerinden, ileriye ya da
      yana, onun hemen arkasındaki boş kareye atlar.
    - Dama **uzun atlamayla** alır: yatay sıra ya da sütun boyunca, istediği kadar boş
      karenin ve tam olarak bir rakip taşın üzerinden, onun ötesindeki herhangi bir boş
      kareye (bir sonraki taşa ya da kenara kadar) atlar.
    - Bir almadan sonra aynı taş alabiliyorsa almaya devam eder; hepsi tek bir hamledir.
    - Dama iki alma arasında sola ya da sağa dönebilir (oyun tanımı), ama **asla 180
      derece geri dönemez**.
    - Alınan taşlar, üzerlerinden atlanır atlanmaz **hemen kaldırılır**: hamlenin devamını
      engellemezler ve kareleri yeniden geçilebilir. Dama bir hamlede aynı boş kareden, hatta
      başladığı kareden birden çok kez geçebilir.

    @figure DamaManCapture
    d4'teki beyaz taş d5'in üzerinden ileriye d6'ya, sonra e6'nın üzerinden yana f6'ya
    atlar: tek hamle, `d4xd6xf6`. Arkasındaki d3'teki siyah taş güvendedir, çünkü taşlar
    asla geriye doğru almaz.

    @figure DamaNo180
    d4'teki beyaz dama d6'yı alır ve d7'de ya da d8'de durur. d2'yi de almak için d
    sütunundan geri inemez: bu 180 derecelik bir dönüş olurdu. Yalnızca d2'yi almak (d1'e)
    da kurallara uygun bir hamledir; ikisi de birer taş alır.

rules-dama-maximum-capture =
    ## En çok taş alma kuralı

    - Taş almak **zorunludur**: alabiliyorsanız almalısınız.
    - Yalnızca **mümkün olan en çok** taşı alan alma kurallara uygun bir hamledir. Taşlar ve
      damalar eşit sayılır: üç taş, iki damadan fazladır.
    - Bu kadar taş alan birkaç alma varsa, istediğinizi seçersiniz.
    - Aynı karelerde başlayıp biten ve aynı taşları alan iki alma yolu aynı konumu
      bırakır, bu yüzden tek bir hamledir.

    > **Oyun tanımının kuralı:** en çok taşı almayan bir hamle yapan oyuncu (taş almak
    > mümkünken yapılan düz bir hamle de buna dahildir) **oyunu hemen kaybeder**. Uygulama
    > böyle bir hamleyi ancak kaybettirdiğini açıkça söyledikten sonra oynatır. Federasyonun
    > kurallarında böyle bir hamle yapılamaz: bu, **{ non-max-forbidden }** seçeneğidir.

rules-dama-crowning-during-a-capture =
    ## Alma sırasında dama olmak

    - Almanın ortasında son sıraya ulaşan taş, alabiliyorsa almaya **taş olarak** devam
      eder (son sırada hâlâ yana doğru alabilir).
    - Ancak hamle son sırada biterse dama olur.
    - Son sıraya düz bir adımla ulaşan taş dama olur ve hamlesi orada biter.
    - Oyun tanımı bu konuda bir şey söylemez; uygulama federasyona uyar.

    @figure DamaPromotion
    c6'daki beyaz taş c7'nin üzerinden atlar ve c8'e iner. Taş olarak devam eder ve bir
    taş e8'e ulaşamaz, bu yüzden `c6xc8` hamlesi orada biter ve taş ancak o zaman dama
    olur. Bir dama e8'i de alırdı.

rules-dama-the-worked-example =
    ## Oyun tanımındaki örnek

    Oyun tanımı kuralları bu konumla açıklar. Beyazın b8'de bir daması var. Siyahın b6,
    d5, e4, a3 ve g2'de taşları, b1 ve h1'de damaları var (1. sıradaki siyah bir taş dama
    olmuş olurdu). Sıra Beyazda: `W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1`.

    @figure WorkedExample
    Solda A varyantı: 5 taş, en çok değil, bu yüzden Beyaz kaybeder. Sağda B varyantı: 6
    taş, hamle f4, g4 ya da h4'te biter. Sayılar, inilen karelerin ve alınan taşların
    sırasını gösterir.

    - **A varyantı**, `b8xb5xe5xe1xa1xa4`, 5 taş alır (b6, d5, e4, b1, a3) ve g2 ile
      h1'i bırakır. En çok taş alan alma değildir: oyun tanımının kuralına göre Beyaz bunu
      oynarsa oyunu kaybeder.
    - **B varyantı**, `b8xb5xg5xg1xa1xa4xf4` (ya da `g4` veya `h4` ile biten), 6 taş alır
      ve yalnızca h1'i bırakır.
    - İkinci bir yol da 6 taş alır: `b8xb4xg4xg1xa1xa5xe5` (ya da `f5`, `g5` veya `h5`
      ile biten).
    - Yani Beyazın burada tam olarak 7 kurallara uygun hamlesi vardır ve her biri 6 taş
      alır.

    > Oyun tanımı birinci sırada alınan taşa “B2” der. Ama e1'den a1'e kayan bir dama
    > yalnızca b1, c1 ya da d1'deki taşı alabilir ve oyun tanımının anlattığı sonucu tam
    > olarak b1 verir; bu yüzden uygulama onu b1 olarak okur.

rules-dama-the-end-of-the-game =
    ## Oyunun sonu

    - Hiç taşı kalmadığı ya da bütün taşları kapalı olduğu için hamle yapamayan
      oyuncu **kaybeder**.
    - **Damaya karşı tek taş (oyun tanımının kuralı):** hamlenizden sonra rakibinizin tek
      bir taşı kalır ve sizin en az bir damanız varsa kazanırsınız. Kural hamleleri
      değerlendirir: yeni kurulmuş bir konum (düzenleyicide ya da kayıtlı bir oyunun
      başında) orada bir hamle yapılmadan bu kurala göre sonuçlanmaz.
    - Aynı konum (taşlar ve sırası gelen oyuncu) üçüncü kez ortaya çıkarsa **berabere**.
    - Her iki taraf taş almadan ve hiçbir taş oynatmadan, yalnızca damalarla 50'şer hamle
      (toplam 100) yaparsa **berabere** (**{ opt-no-progress }** seçeneği).
    - Oyuncuların anlaşmasıyla **berabere** ({ game } > { offer-draw }).

    > Oyun tanımı şöyle der: “rakibinin gücünü tek bir taşa, bir damaya indiren de
    > kazanır”. Uygulama bunu damaya karşı tek taş olarak okur. Federasyonun kurallarında
    > ise tek taşa karşı tek taş beraberliktir: bu, **{ lone-draw }** seçeneğidir.

rules-dama-notation =
    ## Gösterim

    - Düz hamle, nereden ve nereye diye yazılır: `d3-d4`.
    - Alma, başlangıç karesi ve ardından `x` ile birleştirilen bütün iniş kareleriyle
      yazılır: `b8xb5xg5xg1xa1xa4xf4`. İniş karesi, alan taşın bir sonraki atlamadan önce
      durduğu karedir (dama için döndüğü kare), bu yüzden yol hiçbir zaman belirsiz
      olmaz.
    - Konum PDN biçiminde yazılır: sırası gelen oyuncu, Beyazın kareleri, Siyahın
      kareleri; her damanın önünde bir `K` bulunur: `W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1`.
    - PDN oyun dosyaları aynı kare ve hamle gösterimiyle `[GameType "30"]` (Türk daması)
      kullanır; sonuçlar `2-0`, `0-2` ve `1-1` olarak yazılır.

rules-dama-rule-options =
    ## Kural seçenekleri

    Bunları **{ new-game }** penceresinde seçersiniz; her oyunla birlikte kaydedilirler.
    Yeni bir oyun varsayılanlarla başlar.

    @option first
    İlk hamleyi kimin yapacağı.
    + Lot (default): Oyun başlarken rastgele seçilir (oyun tanımı); sonuç oyunla birlikte
      kaydedilir.
    + White: Turnuvalardaki gibi her zaman Beyaz başlar.
    + Black: Her zaman Siyah başlar.

    @option non_max_capture
    En çok taşı almayan bir hamleye (taş almak mümkünken yapılan düz bir hamle de dahil)
    ne olacağı.
    + Loses (default): Hamle oynanabilir ve onu oynayan oyuncu oyunu hemen kaybeder.
      Uygulama önce uyarır.
    + Forbidden: Hamle kabul edilmez (federasyon).

    @option lone_piece
    Bir oyuncunun tek taşı kaldığında ne olacağı.
    + KingWins (default): Bir hamleden sonra rakibin tek taşı kalırsa ve hamleyi yapan
      oyuncunun en az bir daması varsa o oyuncu kazanır.
    + Draw: Bir hamle iki tarafa da birer taş bırakırsa oyun berabere biter (federasyon).
      Damaya karşı tek taşla oyun sürer.

    @option no_progress
    Her iki tarafın taş almadan ve hiçbir taş oynatmadan kaçar hamle yapmasından sonra
    oyunun berabere biteceği. 0 ile 500 arasında herhangi bir sayı seçilebilir.
    + 50 (default): Her iki taraf 50'şer hamle (toplam 100).
    + 0: Hiçbir zaman: kural kapalıdır.
