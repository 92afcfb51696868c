language-name = Türkçe
