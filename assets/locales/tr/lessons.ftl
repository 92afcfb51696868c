## The lessons (Learn > Lessons): each lesson's title and text, by the lesson's
## id (its file in assets/lessons/, which holds the position). A text may go on
## over several lines: they are joined by spaces. A line may not start with `*`,
## `.` or `[`.

lesson-dama-worked-example-title = Oyun tanımındaki örnek: yalnızca en çok taş alan alma
lesson-dama-worked-example-text =
    Bu, oyun tanımındaki örnektir, tam olarak çizildiği gibi. b8'deki beyaz dama birçok
    yoldan taş alabilir. A varyantı, b8xb5xe5xe1xa1xa4, beş taş alır (b6, d5, e4, b1,
    a3) ve g2 ile h1'i bırakır. B varyantı, b8xb5xg5xg1xa1xa4 ve ardından f4, g4 ya da
    h4, altı taş alır ve yalnızca h1'deki damayı bırakır; b4, g4, g1, a1 ve a5 üzerinden
    giden yol da altı taş alır. Taş almak zorunludur ve yalnızca en çok taş alan almaya
    izin verilir, bu yüzden kurallara uygun hamleler tam olarak bu yedisidir. Oyun
    tanımının kuralına göre daha az taş alan oyuncu hemen kaybeder: A varyantını seçmek
    oyunu kaybettirir. Altı taşlık almadan sonra Siyahın bir damaya karşı tek taşı kalır
    ve Beyaz kazanır: kural, tek taşı bırakan hamleyi değerlendirir; bu yüzden çizildiği
    hâliyle konum, Beyazın tek bir daması olsa da, Beyaz oynamadan önce kaybedilmiş
    sayılmaz. Öğretici mod bütün varyantları listeler; tahtada çizili görmek için
    birinin üzerine gelin.

lesson-dama-compulsory-capture-title = Taş almak zorunludur
lesson-dama-compulsory-capture-text =
    Taş almak zorunludur. d3'teki beyaz taş, d4'teki siyah taşın üzerinden atlayıp d5'e
    inebilir; bu yüzden Beyaz taş almak zorundadır: d3xd5. Taş, hemen yanındaki rakip
    taşın üzerinden arkasındaki boş kareye atlayarak ileriye ya da yana doğru alır, asla
    geriye doğru almaz. Burada başka bir hamle, örneğin a2-a3, en çok taşı almaz: oyun
    tanımının kuralına göre bunu yapan oyuncu oyunu kaybeder ve uygulama bu hamleyi
    oynamadan önce sorar.

lesson-dama-promotion-during-capture-title = Hamle bitince dama olur
lesson-dama-promotion-during-capture-text =
    Alma sırasında son sıraya ulaşan taş, alabiliyorsa almaya taş olarak devam eder ve
    ancak hamlesi orada biterse dama olur. Burada c6'daki beyaz taş c7'yi alır ve c8'e
    iner. c8'deki bir dama sıra boyunca uzun giderek f8'i de alabilirdi, ama hamle
    sürerken taş hâlâ dama değildir: f8 hemen yanında olmadığı için hamle c8'de biter ve
    taş ancak o zaman dama olur. Son sıradaki bir taş, hemen yanındaki bir taşın
    üzerinden yana doğru hâlâ alabilir.

lesson-dama-no-turning-back-title = Geri dönmek yok
lesson-dama-no-turning-back-text =
    Dama iki alma arasında yön değiştirebilir, ama asla 180 derece geri dönemez. e4'teki
    beyaz dama e6'yı (e7'ye ya da e8'e inerek) ya da e2'yi (e1'e inerek) alabilir. e6'yı
    aldıktan sonra e2'yi de almak için e sütunundan doğrudan geri inemez: bu 180
    derecelik bir dönüş olurdu. Bu yüzden buradaki en büyük alma bir taştır ve Beyazın
    kurallara uygun üç hamlesi vardır: e4xe7, e4xe8 ve e4xe1.

lesson-dama-lifted-at-once-title = Alınan taşlar hemen kaldırılır
lesson-dama-lifted-at-once-text =
    Alınan taşlar, üzerlerinden atlanır atlanmaz kaldırılır: hamlenin devamını
    engellemezler ve kareleri yeniden geçilebilir. b4'teki beyaz dama önce c4'ü, sonra
    h6'yı, sonra f7'yi alır; ardından c sütunundan, c4'ün durduğu kareden geçerek aşağı
    iner, c2'yi alır ve c1'e iner: b4xh4xh7xc7xc1, dört taş. c4 hamlenin sonuna kadar
    tahtada kalsaydı, dama onun üzerinden geçemez ve yalnızca üç taş alırdı.

lesson-dama-king-versus-lone-piece-title = Damaya karşı tek taş
lesson-dama-king-versus-lone-piece-text =
    Oyun tanımının kuralı: daması varken rakibini tek taşa indiren kazanır. d1'deki
    beyaz dama d4'ü almak zorundadır, çünkü taş almak zorunludur. Bundan sonra Siyahın,
    Beyazın damasına karşı yalnızca h8'deki taşı kalır: Beyaz hemen kazanır. “Birer taş
    kalırsa berabere” seçeneğiyle (federasyonun, yani TÜDAF'ın kuralı) oyun burada
    sürerdi ve ancak iki tarafın da birer taşı kaldığında berabere biterdi.

lesson-akidada-line-and-removal-title = Sıra kur, taş kaldır
lesson-akidada-line-and-removal-text =
    İki kareden birinin bir kenarı boyunca dizilen aynı renkten üç taş bir sıra
    oluşturur; sırayı kuran oyuncu aynı hamlede rakibin bir taşını tahtadan kaldırır.
    Beyazın a1 ve c1'de taşı var: e1'e taş koymak a1-c1-e1 sırasını tamamlar. e1'e
    tıklayın, sonra kaldırılacak siyah taşa tıklayın. Yalnızca karelerin kenarları
    sıradır: kareler arasındaki dört kısa bağlantı asla sıra değildir.

lesson-akidada-removing-from-a-line-title = Sıradaki taşlar korunmaz
lesson-akidada-removing-from-a-line-text =
    Oyun tanımının kuralına göre sıra kuran oyuncu rakibin herhangi bir taşını
    kaldırabilir: bir sırada duran taşlar korunmaz. Siyahın b2-c2-d2 sırası var. Beyaz
    e1'e taş koyarak a1-c1-e1 sırasını tamamlar ve Siyahın sırasından b2'yi, c2'yi ya da
    d2'yi, ya da e5'i alabilir. Pek çok değirmen oyununda olduğu gibi “Mümkünse sıradaki
    bir taş değil” seçeneğiyle burada yalnızca e5 alınabilirdi, çünkü Siyahın sıranın
    dışında bir taşı var.

lesson-akidada-blocking-title = Kıstırılan oyuncu kaybeder
lesson-akidada-blocking-text =
    Bütün taşlar tahtaya konduktan sonra hamle, bir taşı bir çizgi boyunca komşu boş
    noktaya kaydırmaktır. Hiçbir taşını kaydıramayan oyuncu kaybeder. Siyahın a5 ve
    e3'teki taşları zaten kapalı; yalnızca c5 hâlâ c4'e gidebilir. Beyaz d4-c4 kaydırır
    ve sıra Siyaha geçtiğinde Siyahın yapacak hamlesi kalmaz: Beyaz kazanır.

lesson-akidada-two-pieces-title = İki taşı kalan kaybeder
lesson-akidada-two-pieces-text =
    Tahtada ve elde toplam iki taşı kalan oyuncu hemen kaybeder. Siyahın üç taşı var.
    Beyaz e3-e1 kaydırarak a1-c1-e1 sırasını tamamlar ve herhangi bir siyah taşı
    kaldırır: Siyahın iki taşı kalır ve Beyaz kazanır.
