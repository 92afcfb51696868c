language-name = English
