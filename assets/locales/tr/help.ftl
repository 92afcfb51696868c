# Yardım > Klavye kısayolları ve Yardım > Hakkında.

shortcuts-menu = Klavye kısayolları
shortcuts-title = Klavye kısayolları
shortcuts-board = Tahtada
shortcuts-board-keys = Bir taşa, sonra gideceği kareye tıklayın ya da taşı sürükleyin. Esc başlanmış hamleyi iptal eder. Klavyeyle: Tab ile tahtaya gelin, imleci ok tuşlarıyla götürün ve tıklayacağınız yerde Enter ya da boşluk tuşuna basın; ya da hamleyi tahtanın altına yazın (c3-c4, a3, e1xb4) ve Enter'a basın.
about-menu = Hakkında
about-title = Akidada ve Dama hakkında
about-summary = İki geleneksel tahta oyunu: Yoruba dizme oyunu Akidada ve Türk daması Dama.
about-version = Sürüm: { $version }
about-licence = Lisans: MIT. Programın kurulduğu kütüphaneler, lisanslarıyla birlikte paketin copyright dosyasında listelenir.
about-sources-heading = Kurallar
about-source-akidada = Akidada: H. J. R. Murray'in A History of Board-Games Other Than Chess (1951) kitabındaki anlatıma göre, s. 42–43, Achi/Ati maddesi.
about-source-dama = Dama: bu programın yazıldığı oyun tanımı; onun bir şey söylemediği yerlerde Türkiye Dama Federasyonunun (TÜDAF) kuralları; ikisi ayrıldığında federasyonun kuralı bir seçenektir (Yardım > Kurallar her kuralın nasıl okunduğunu anlatır).
interface-size = Arayüz boyutu
interface-larger = Daha büyük
interface-smaller = Daha küçük
interface-default = Varsayılan boyut
interface-percent = %{ $size }
interface-too-large = Arayüz %{ $size } boyutunda bu pencereye sığmıyor.
interface-use-size = %{ $size } kullan
interface-window-too-small = Bu pencere, arayüz için %{ $size } boyutunda bile çok küçük: pencereyi büyütün.
