# Kurs: her bölümün metni ve ipucu, her aşamanın adı ve bir hamlenin neden
# kabul edilmediği.

## Bir öğretmenin bölüm dosyasına yazdığı sözler, olduğu gibi gösterilir.
course-teachers-words = { $text }
course-hint-marked = İşaretli karelere bakın: oynanacak taş orada.

## Bölümün istediği, hamle sınırı içinde.
course-goal-win = Oyunu { $moves } hamlede kazanın.
course-goal-capture-all = Rakibin bütün taşlarını { $moves } hamlede alın.
course-goal-crown = Bir taşı { $moves } hamlede dama yapın.
course-goal-reach = Bir taşı { $moves } hamlede { $square } karesine götürün.
course-goal-capture-at-once = { $count ->
    [one] Bir taş
   *[other] Tek hamlede { $count } taş
} alın; { $moves } hamleniz var.
course-goal-hold-on = { $moves } hamle boyunca kaybetmeyin.
course-goal-make-line = { $moves } hamlede üç taşlık bir sıra kurun.
course-goal-block-lines = { $moves } hamle boyunca rakibin sıra kurmasına izin vermeyin.

## Bir hamle neden kabul edilmedi.
course-wrong-over = Bu bölüm bitti: yeniden başlayın ya da sonrakine geçin.
course-wrong-unreadable = Bu bir hamle değil: { $why }
course-wrong-rules = { $why }
course-wrong-no-piece = { $at } karesinde taş yok.
course-wrong-not-yours = { $at } karesindeki taş rakibinizin.
course-wrong-diagonal = Taşlar sıralar ve sütunlar boyunca gider, asla çapraz gitmez: { $from } ile { $to } arası çaprazdır.
course-wrong-backwards = Taş asla geri gitmez: yalnızca ileri ya da yana gider.
course-wrong-one-step = Taş bir seferde bir kare gider; yalnızca dama uzun gider.
course-wrong-blocked = { $from } ile { $to } arasında bir taş var: dama, almadığı taşların üzerinden geçemez.
course-wrong-turn-back = Dama taş alırken asla 180 derece geri dönmez.
course-wrong-own-piece = Bir taş kendi tarafının taşının üzerinden atlayamaz.
course-wrong-nothing = { $from } ile { $to } arasında alınacak rakip taş yok.
course-wrong-jumped-twice = Alınan taş hemen tahtadan kalkar: üzerinden ikinci kez atlanamaz.
course-wrong-two-at-once = Bir atlayış yalnızca bir taş alır: { $from } ile { $to } arasında iki taş var.
course-wrong-short-jump = Taş, hemen yanındaki taşın üzerinden atlayıp tam arkasındaki kareye inerek alır.
course-wrong-taken = { $at } dolu: taş yalnızca boş bir kareye gider.
course-wrong-must-capture = { $square } burada { $count ->
    [one] bir taş
   *[other] { $count } taş
} alabilir ve taş almak zorunludur{ $rule ->
    [loses] : almayan oyuncu oyunu kaybeder.
   *[other] .
}
course-wrong-not-largest = { $square } burada { $count } taş alıyor: en çok taş alan alma zorunludur{ $rule ->
    [loses] ; daha azını alan oyunu kaybeder.
   *[other] ; daha azını almaya izin verilmez.
}
course-wrong-taken-point = { $at } noktası dolu: taşınızı boş bir noktaya koyun.
course-wrong-must-slide = Bütün taşlarınız tahtada: şimdi birini komşu bir noktaya kaydırın.
course-wrong-must-place = Elinizde hâlâ taş var: birini boş bir noktaya koyun.
course-wrong-not-joined = { $from } ile { $to } bir çizgiyle bağlı değil: taş yalnızca çizgi boyunca komşu noktaya kayar.
course-wrong-no-line = { $step } üç taşlık bir sıra kurmuyor, bu yüzden hiçbir taş kaldırmaz.
course-wrong-name-removal = { $step } bir sıra kuruyor: kaldırılacak bir rakip taş seçin.
course-wrong-not-enemy = { $at } noktasında kaldırılacak rakip taş yok.
course-wrong-protected = Bu taş kendi sırasında duruyor: bu kurallarla ancak rakibin bütün taşları sıradaysa alınabilir.
course-wrong-ends-game = Bu hamle, hedefe ulaşmadan oyunu bitiriyor.
course-wrong-last-move = Bu hamle hedefe ulaşmıyor ve son hamleniz.
course-wrong-refuted = Bu değil: { $reply } cevabı sizi durdurur ve kalan { $moves } hamlede hedefe ulaşılamaz.
course-wrong-cannot-meet = Bu hamleden sonra kalan { $moves } hamlede hedefe ulaşılamaz.

## Rakibin senaryoya göre oynadığı bir bölüm için `course check` komutu.
cli-course-proven-scripted = her savunmaya karşı { $moves } hamlede kanıtlandı; senaryodaki cevaplarla: { $solution }

## Aşamalar.
course-stage-dama-men = Taş nasıl gider
course-stage-dama-capturing = Taş almak
course-stage-dama-compulsory = Taş almak zorunludur
course-stage-dama-largest = En çok taş alan alma
course-stage-dama-crowning = Dama olmak
course-stage-dama-kings = Uçan dama
course-stage-dama-lone-piece = Tek taşa karşı dama
course-stage-dama-shots = Kombinezonlar: bir ver, fazlasını al
course-stage-dama-endings = Oyun sonları
course-stage-akidada-lines = Yerleştirmek ve sıra kurmak
course-stage-akidada-removal = Hangi taş kaldırılmalı
course-stage-akidada-blocking = Sırayı kapatmak
course-stage-akidada-moving = Kaydırma aşaması
course-stage-akidada-winning = Kazanma yolları

## Bölümler: her bölümün metni, ardından ipucu (fikir, asla hamlenin kendisi değil).

course-dama-men-forward = Taş, sütunu boyunca bir kare ileri gider. c3 karesindeki taşı c5 karesine götürün.
course-dama-men-forward-hint = c sütununda dümdüz yukarı, her hamlede bir kare.
course-dama-men-sideways = Taş bir kare yana da, sola ya da sağa gidebilir. Taşı a3 karesinden d3 karesine götürün.
course-dama-men-sideways-hint = Üçüncü sırada kalın ve sağa doğru gidin.
course-dama-men-corner = İleri ve yana hamleleri dilediğiniz gibi karıştırabilirsiniz. Taşı b2 karesinden e4 karesine götürün.
course-dama-men-corner-hint = İki kare yukarı, üç kare sağa, hangi sırayla olursa.
course-dama-men-no-way-back = Taş asla geri ve asla çapraz gitmez. d5 karesinden a6 karesine ulaşın: yol önce yukarı gider.
course-dama-men-no-way-back-hint = Geri inemezsiniz: önce altıncı sıraya çıkın, sonra yana gidin.
course-dama-men-two = Her hamlede hangi taşı oynayacağınızı siz seçersiniz. Bir taşı h4 karesine götürün.
course-dama-men-two-hint = En yakın taş zaten h sütununda duranıdır.
course-dama-men-black-forward = Şimdi Siyahla oynuyorsunuz. Siyah taş için ileri, 1. sıraya doğrudur: sıra numaraları azalır. Tahta çevrildi: Beyazla oynarken Beyazın taşları nasıl alttaysa, sizin taşlarınız da öyle altta. Taşı f6 karesinden f4 karesine götürün.
course-dama-men-black-forward-hint = Siyah için ileri, sıra numaralarını geriye sayar: f6, f5, f4.
course-dama-men-black-no-way-back = Siyah taş da asla geri gitmez; Siyah için geri, 8. sıraya doğrudur. d4 karesinden a3 karesine ulaşın: yol önce ileri gider.
course-dama-men-black-no-way-back-hint = d5 geri bir adım olurdu. Üçüncü sıraya kadar ileri, sonra yana, a sütununa gidin.
course-dama-capture-forward = Taş, hemen önündeki rakip taşın üzerinden atlayıp arkasındaki boş kareye inerek alır. Siyah taşı alın.
course-dama-capture-forward-hint = Siyah taş tam sizinkinin önünde ve arkasındaki kare boş.
course-dama-capture-sideways = Taş yana doğru da alır, asla geriye doğru almaz. Siyah taşı alın.
course-dama-capture-sideways-hint = Taşınızın yanına bakın.
course-dama-capture-two = Bir almadan sonra aynı taş, alabiliyorsa aynı hamlede almaya devam eder. İkisini birden alın.
course-dama-capture-two-hint = İlk atlayıştan sonra önde bir siyah taş daha bekliyor.
course-dama-capture-turning = İki atlayış arasında taş yana dönebilir. İkisini birden alın.
course-dama-capture-turning-hint = Önce ileri atlayın, sonra yana bakın.
course-dama-capture-three = Tek hamlede üç atlayış: ileri, sonra yana, sonra yine yana.
course-dama-capture-three-hint = Siyah taşları izleyin: indiğiniz her karenin yanında bir sonraki duruyor.
course-dama-capture-everything = Bütün siyah taşları alın.
course-dama-capture-everything-hint = Tek bir hamle üçünü de alabilir.
course-dama-capture-black-down = Siyah taş ileri, yani 1. sıraya doğru, ve yana doğru alır; asla geriye, 8. sıraya doğru almaz. Tek hamlede iki beyaz taş alın.
course-dama-capture-black-down-hint = e7 karesindeki beyaz taş arkanızda, alınamaz. Önünüzdekinin üzerinden atlayın, sonra yana bakın.
course-dama-compulsory-take = Taş almak zorunludur: alabiliyorsanız almak zorundasınız. Şimdi alın.
course-dama-compulsory-take-hint = Hangi taşınızın yanında bir rakip taş var?
course-dama-compulsory-give-one = Rakibiniz de almak zorundadır. Bir taş verin: Siyahın yapmak zorunda olduğu alma, onun taşını sizin iki taş alacağınız yere getirir.
course-dama-compulsory-give-one-hint = Bir siyah taşın yanına çıkın ki sizin taşlarınızın arasına atlamak zorunda kalsın.
course-dama-compulsory-take-three = Aynı fikir, bir siyah taş fazlasıyla: bir verin, üç alın.
course-dama-compulsory-take-three-hint = Siyahın zorunlu almasından sonra e3 karesindeki taşınız yana, sonra c sütununda yukarı atlar.
course-dama-largest-more = Yalnızca en çok taş alan alma oynanabilir. En büyük almayı bulun.
course-dama-largest-more-hint = Bir taş bir tane alır, öteki iki tane.
course-dama-largest-sideways-start = En büyük alma yana doğru başlayabilir. Bulun: üç taş alır.
course-dama-largest-sideways-start-hint = a sütunundaki taşın sağında siyah taşlar var.
course-dama-largest-men-count = Taşlar ve damalar aynı sayılır: üç taş, iki damadan fazladır. En çoğunu alın.
course-dama-largest-men-count-hint = Türlerini değil, her almanın kaç taş aldığını sayın: dama iki dama, taş üç taş alır.
course-dama-largest-federation = Federasyonun kuralında daha küçük bir almaya hiç izin verilmez. Üç taş alın.
course-dama-largest-federation-hint = İlk atlayıştan sonra sağa değil, sola dönün.
course-dama-largest-free-choice = İki alma aynı sayıda taş alıyorsa dilediğinizi seçersiniz. İki taş alın.
course-dama-largest-free-choice-hint = Önce ileri atlayın; sonra iki yan da olur.
course-dama-crown-step = Son sıraya ulaşan taş dama olur. Taşınızı dama yapın.
course-dama-crown-step-hint = Sekizinci sıraya kadar ileri gidin.
course-dama-crown-race = Siyah taş bir şey yapamadan son sıraya koşun.
course-dama-crown-race-hint = Yana her adım zaman kaybettirir: dümdüz yukarı gidin.
course-dama-crown-by-capture = Son sırada biten bir alma da dama yapar.
course-dama-crown-by-capture-hint = Zaten almak zorundasınız.
course-dama-crown-mid-capture = Alma sırasında son sıraya ulaşan taş almaya taş olarak devam eder ve ancak hamle bitince dama olur. Üç taş alın.
course-dama-crown-mid-capture-hint = Sekizinci sırada taş hâlâ yana doğru alabilir.
course-dama-crown-around = Siyah taş yolu kesiyor ve sizi alabilir. Etrafından dolaşıp dama olun.
course-dama-crown-around-hint = Siyah taşın sizi atlayabileceği yere, hemen yanına çıkmayın.
course-dama-king-flies = Dama, sırası ya da sütunu boyunca, ileri ve geri, istediği kadar boş kare kayar. h1 karesine uçun.
course-dama-king-flies-hint = Birinci sıranın tamamı boş.
course-dama-king-from-afar = Dama uzaktan alır: herhangi bir uzaklıktaki tek bir rakip taşın üzerinden atlar ve arkasındaki herhangi bir boş kareye iner.
course-dama-king-from-afar-hint = a sütunu siyah taşa kadar boş.
course-dama-king-turns = Almalar arasında dama sola ya da sağa dönebilir. İki taş alın.
course-dama-king-turns-hint = Bir sonraki siyah taşı gördüğünüz iniş karesini seçin.
course-dama-king-no-turning-back = Dama alma sırasında asla 180 derece geri dönmez. İki taş alın.
course-dama-king-no-turning-back-hint = d sütununda yukarı, sonra yana: geri aşağı dönmek yasaktır.
course-dama-king-lifted-at-once = Alınan taşlar hemen kalkar: kareleri aynı hamlede yeniden geçilebilir. Dört taş alın.
course-dama-king-lifted-at-once-hint = Son atlayış, ilk siyah taşın durduğu kareden geçer.
course-dama-worked-example = Oyun tanımındaki örnek: altı taş alınabildiği için beş taş almak oyunu kaybettirir. Altı taş alın.
course-dama-worked-example-hint = b6 ve d5 karelerinden sonra, kalanlardan önce g2 karesine yönelin.
course-dama-lone-piece-wins = Oyun tanımına göre rakibe damanıza karşı tek taş bırakmak hemen kazandırır. Kazanın.
course-dama-lone-piece-wins-hint = Tek bir alma, tek bir siyah taş bırakır.
course-dama-lone-piece-two-kings = Bire karşı iki dama: oyun tanımına göre Siyahın tek taşı kaldığı için her hamle kazandırır.
course-dama-lone-piece-two-kings-hint = İki damadan herhangi birinin herhangi bir hamlesi yeter.
course-dama-lone-piece-set-up = Damanızı iki siyah taşa birden saldırdığı yere getirin: sonra tek bir alma kazandırır.
course-dama-lone-piece-set-up-hint = Damanızı siyah taşların sırasına koyun.
course-dama-lone-piece-federation = Federasyonun kuralında tek taş oyuna devam eder: iki siyah taşı da alın.
course-dama-lone-piece-federation-hint = İlk almadan sonra öteki taşa doğru dönün.
course-dama-shot-give-one-take-three = Bir kombinezon: bir taş verin; Siyahın yapmak zorunda olduğu alma, sizin üç taş almanızı sağlar.
course-dama-shot-give-one-take-three-hint = Öndeki siyah taşın yanına bir adım ileri çıkın.
course-dama-shot-mirror = Tahtanın öbür yanında aynı kombinezon. Bir verin, üç alın.
course-dama-shot-mirror-hint = f5 karesindeki siyah taşın almak zorunda kalacağı yere bir taş verin.
course-dama-shot-take-four = Bir verin, dört alın.
course-dama-shot-take-four-hint = Zorunlu almadan sonra e3 karesindeki taşınız sola, iki kez yukarı, sonra sağa atlar.
course-dama-shot-to-the-crown = Bir taş verin; sizin almanız son sırada biter: dama.
course-dama-shot-to-the-crown-hint = d4 karesindeki taşı verin.
course-dama-shot-turn-sideways = Bir verin, üç alın: bu kez son atlayış yana doğru.
course-dama-shot-turn-sideways-hint = d4 karesindeki taşı verin, sonra siyah taşları izleyin.
course-dama-shot-black-to-the-first-rank = Siyah için bir kombinezon: Siyah 1. sırada dama olur. İki taş verin; Beyazın yapmak zorunda olduğu alma, sizin almanızın ilk sırada bitmesinin yolunu açar.
course-dama-shot-black-to-the-first-rank-hint = d4 karesindeki beyaz taşın yanına bir taş verin: Beyaz f sütunundaki iki taşı almak zorunda kalır ve f3 karesini boş bırakır.
course-dama-ending-race = Dama olma yarışı: sizin taşınız son sırasına daha yakın. Önce siz dama olun.
course-dama-ending-race-hint = Dümdüz yukarı, dolambaçsız.
course-dama-ending-race-then-win = Önce dama olun: tek taşa karşı dama kazanır.
course-dama-ending-race-then-win-hint = b6 karesindeki taşın dama olmasına iki adım var.
course-dama-ending-men-against-king = Bir damaya karşı üç taş: taş kaybetmeden birini dama yapın.
course-dama-ending-men-against-king-hint = Siyah dama üçünü birden durduramaz.
course-dama-ending-two-kings-federation = Federasyonun kuralıyla bire karşı iki dama: tek dama yakalanmalıdır. Onu köşeye kıstırın.
course-dama-ending-two-kings-federation-hint = Birinci sırayı kapatın: siyah damaya yalnızca a sütunu kalır.
course-dama-ending-two-kings-trap = Yine bire karşı iki dama: damanın yollarını birer birer kapatın.
course-dama-ending-two-kings-trap-hint = Önce birinci sırayı elinden alın.
course-akidada-line-outer = Üç noktalık bir sırada duran üç taşınız, rakibin bir taşını kaldırır. Sıra kurmak için bir taş koyun.
course-akidada-line-outer-hint = İki taşınız zaten alt sırada duruyor.
course-akidada-line-inner = İç karenin de sıraları vardır. Birini kurun.
course-akidada-line-inner-hint = İç karenin alt kenarına bakın.
course-akidada-line-two-ways = İki hamlede sıra kurun: aynı anda iki sıra tehdit edin, Siyah yalnızca birini kapatabilir.
course-akidada-line-two-ways-hint = Bir köşe iki sıranın üzerindedir.
course-akidada-block-one = Siyah bir sıra tehdit ediyor. Taşınızı sıranın kapanacağı yere koyun.
course-akidada-block-one-hint = Siyahın iç karenin alt kenarında iki taşı var.
course-akidada-block-then-line = Şimdi sıra kurabilirsiniz: doğru taşı kaldıran bir sıra, Siyahın sırasını da durdurur.
course-akidada-block-then-line-hint = Sıranızı alt kenarda kapatın.
course-akidada-line-black-block-and-line = Beyaz önce yerleştirdi ve bir sıra tehdit ediyor. Tek bir nokta hem onu kapatır hem de sizin sıranızı kurar. Oraya yerleştirin.
course-akidada-line-black-block-and-line-hint = Beyazın a1 ve c1 taşları da, sizin e3 ve e5 taşlarınız da aynı köşeyi bekliyor.
course-akidada-remove-the-threat = Sıranız bir siyah sırayı kapatıyor; öbüründen bir taş kaldırın.
course-akidada-remove-the-threat-hint = Köşe hem sıranızı kurar hem de bir siyah sırayı kapatır.
course-akidada-remove-the-slider = Siyah bir sonraki hamlede bir taşı sıraya kaydıracak. Sıranızı kurun ve o sıradan bir taş kaldırın.
course-akidada-remove-the-slider-hint = Bozulması gereken siyah sıra iç karede.
course-akidada-remove-to-two = Siyahın üç taşı var: iki taşı kalan kaybeder. Bir sıra kurun.
course-akidada-remove-to-two-hint = Sağ kenar boyunca kaydırın.
course-akidada-remove-protected = Burada tam bir sırada duran taşlar korunur: sırada olmayan bir taşı kaldırın.
course-akidada-remove-protected-hint = İç karedeki siyah taşlar bir sırada duruyor.
course-akidada-block-outer = Siyah alt sırayı tehdit ediyor. Kapatın.
course-akidada-block-outer-hint = Üçüncü siyah taş nereye gelirdi?
course-akidada-block-corner = Boş bir köşe iki siyah sırayı birden kapatır. Onu alın.
course-akidada-block-corner-hint = İki siyah sıranın da üzerindeki noktayı arayın.
course-akidada-block-the-fork = Siyah birazdan aynı anda iki sıra tehdit edecek. O noktayı önce siz alın.
course-akidada-block-the-fork-hint = Siyah taşların iki sırasının da üzerinde hangi köşe var?
course-akidada-block-stay = d2 noktasındaki taşınız bir siyah sırayı kapatıyor. Orada bırakın, başka taşları oynayın.
course-akidada-block-stay-hint = d2 noktasından uzak bir taşı oynayın.
course-akidada-block-black-second = Siyahla oynarken ikinci yerleştirirsiniz, Beyazdan bir taş geridesiniz: her tehdidi geldiği anda karşılayın. Beyazın iki hamle boyunca sıra kurmasına izin vermeyin.
course-akidada-block-black-second-hint = Beyazın a1 ve c1 taşlarına bir nokta eksik. Sonra Beyazın bir sonraki taşının nerede yeni bir çift kurduğuna bakın.
course-akidada-slide-into-line = Elinizde taş yok: hamle, bir taşı çizgi boyunca komşu boş noktaya kaydırmaktır. Bir taşı sıraya kaydırın.
course-akidada-slide-into-line-hint = Tek bir kaydırma alt sırayı kapatır.
course-akidada-slide-connector = Kareler arasındaki kısa çizgiler kaydırmak içindir, üçlü sıra değildir. Birinden kaydırıp sıra kurun.
course-akidada-slide-connector-hint = Kısa bir çizgi dış kareden iç sıranızın ortasına iner.
course-akidada-slide-out-and-back = Açılıp yeniden kapanan bir sıra yeniden sayılır. Bir taşı sıranızdan çıkarın ve geri getirin.
course-akidada-slide-out-and-back-hint = Siyahın ulaşamayacağı bir noktaya çıkın.
course-akidada-slide-shut-in = Kaydırması gerektiği hâlde kaydıramayan oyuncu kaybeder. Siyah taşları kapatın.
course-akidada-slide-shut-in-hint = Bir siyah taşın hâlâ boş bir komşusu var.
course-akidada-win-fork = Aynı anda iki sıra tehdit edin: Siyah birini kapatır, siz öbürünü kurarsınız.
course-akidada-win-fork-hint = İki taşınızın arasındaki bir köşe.
course-akidada-win-fork-to-two = Siyahın üç taşı var ve kaydırmak zorunda: kapatamayacağı bir sıra tehdit edin ve kurun.
course-akidada-win-fork-to-two-hint = Hiçbir siyah taşın zamanında yetişemeyeceği bir sıra tehdit edin.
course-akidada-win-running-line = Sıranızı tekrar tekrar açıp kapatın: her seferinde bir taş gider ve iki taşı kalan Siyah kaybeder.
course-akidada-win-running-line-hint = Siyahın izleyemeyeceği yere çıkın ve geri gelin.
course-akidada-win-shut-in = Siyah taşlara hiç kaydırma bırakmayın: hamle yapamayan oyuncu kaybeder.
course-akidada-win-shut-in-hint = Siyah taşların yanındaki noktaları birer birer kapatın.
course-akidada-win-every-move-frees = Siyah taşlar hareket edemiyor ama sıra sizde ve her hamleniz birini serbest bırakıyor. Ardından onu yeniden kapatabileceğiniz hamleyi seçin.
course-akidada-win-every-move-frees-hint = Tek çıkış yolunu arkasından kapatabileceğiniz bir siyah taşı serbest bırakın.
