language-name = Polski
