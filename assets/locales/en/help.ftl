# Help > Keyboard shortcuts and Help > About.

shortcuts-menu = Keyboard shortcuts
shortcuts-title = Keyboard shortcuts
shortcuts-board = On the board
shortcuts-board-keys = Click a piece, then where it goes; or drag it. Esc cancels a move begun. By keyboard: Tab to the board, move its cursor with the arrow keys, and press Enter or Space where a click would go; or type the move under the board (c3-c4, a3, e1xb4) and press Enter.
about-menu = About
about-title = About Akidada & Dama
about-summary = Two traditional board games: Akidada, the Yoruba alignment game, and Dama, Turkish draughts.
about-version = Version: { $version }
about-licence = Licence: MIT. The libraries it is built from are listed with their licences in the package's copyright file.
about-sources-heading = The rules
about-source-akidada = Akidada: as recorded by H. J. R. Murray, A History of Board-Games Other Than Chess (1951), pp. 42–43, under Achi/Ati.
about-source-dama = Dama: the game's description, the text this app was written for, and the Turkish federation's rules (TÜDAF) where it says nothing; where the two differ, the federation's rule is an option (Help > Rules says how each rule is read).
interface-size = Interface size
interface-larger = Larger
interface-smaller = Smaller
interface-default = Default size
interface-percent = { $size } %
interface-too-large = At { $size } % the interface does not fit this window.
interface-use-size = Use { $size } %
interface-window-too-small = This window is too small for the interface, even at { $size } %: make it larger.
