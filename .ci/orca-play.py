#!/usr/bin/env python3
"""Plays Dama and Akidada against the computer, and Dama between two people
at one screen, by keys alone (Tab, arrows, Enter, typing), with Orca
listening, in each of the app's languages, and checks in Orca's debug log that
it said each move, each reply, a refused move's reason (typed, and an Enter on
a square the piece cannot reach) and the result. Started by .ci/orca, which
sets up the display, the buses and Orca, and gives ORCA_LOG (Orca's log), APP
(the app's binary) and WORK (a folder of its own).

Every wait is a bounded poll of Orca's log: a step waits for what it expects
to be said, for at most WAIT seconds (a hang guard, generous on a busy machine).
"""

import os
import re
import shutil
import subprocess
import sys
import time

LOG = os.environ["ORCA_LOG"]
APP = os.environ["APP"]
WORK = os.environ["WORK"]
WAIT = 60.0
# How long Orca stays quiet before what a key brought is taken as all said.
QUIET = 0.7

# "SPEECH OUTPUT: 'what was said'" and, after it, the voice it was said in.
SPEECH = re.compile(r"SPEECH OUTPUT: '(.*)'(\{[^{}]*\})?$")


class Failed(Exception):
    pass


class Orca:
    """What Orca said, read from its log from where the last check stopped."""

    def __init__(self):
        self.offset = os.path.getsize(LOG)
        self.heard = []

    def new_lines(self):
        with open(LOG, "rb") as f:
            f.seek(self.offset)
            data = f.read()
        # Only whole lines; a line being written is read next time.
        end = data.rfind(b"\n")
        if end < 0:
            return []
        self.offset += end + 1
        out = []
        for line in data[: end + 1].decode("utf-8", "replace").splitlines():
            m = SPEECH.search(line)
            if m:
                out.append(m.group(1))
        self.heard.extend(out)
        return out

    def wait_for(self, what, why, wait=WAIT):
        """Waits until Orca says something that contains `what` (a string) or
        matches it (a compiled pattern), for at most `wait` seconds; returns
        what it said."""
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            for said in self.new_lines():
                if isinstance(what, str):
                    if what in said:
                        return said
                elif what.search(said):
                    return said
            time.sleep(0.05)
        raise Failed(f"Orca did not say {why}: expected {what!r}; it said lately:\n  "
                     + "\n  ".join(self.heard[-12:]))

    def wait_any(self):
        """Waits until Orca says anything, and on until it has been quiet a
        while (what one key brings may come in parts); returns it all."""
        deadline = time.monotonic() + WAIT
        lines = []
        quiet_since = time.monotonic()
        while time.monotonic() < deadline:
            new = self.new_lines()
            if new:
                lines += new
                quiet_since = time.monotonic()
            elif lines and time.monotonic() - quiet_since > QUIET:
                return lines
            time.sleep(0.05)
        if lines:
            return lines
        raise Failed("Orca said nothing; lately:\n  " + "\n  ".join(self.heard[-12:]))


def xdotool(*args):
    subprocess.run(["xdotool", *args], check=True, timeout=30)


def root_window():
    """The X display's root window's id."""
    info = subprocess.run(["xwininfo", "-root"], capture_output=True, text=True, timeout=30).stdout
    return re.search(r"Window id: (0x[0-9a-f]+)", info).group(1)


def key(name):
    xdotool("key", "--clearmodifiers", name)


# The words each language says: the board's name and the checks of each game.
WORDS = {
    "en": {
        "locale": "en_GB.UTF-8",
        "box": "Type a move",
        "cancel": "Cancel",
        "new_game": "New game",
        "learn": "Learn to play",
        "dama": [
            "White captures 3 pieces, a5, b6 and c7, moving from a4 to c8. "
            "The man on c8 is crowned king. "
            "Black to move: a capture of one piece is compulsory, from g5.",
            "Black captures one piece, g4, moving from g5 to g3. "
            "White to move: a capture of one piece is compulsory, from h3.",
            "h3-h5 cannot be played: ",
            "White captures one piece, g3, moving from h3 to f3. White wins, a lone piece against a king.",
        ],
        "akidada": [
            "White places a piece on a5. Black to place a piece; 1 in hand.",
            re.compile(r"^Black places a piece on ([a-e][1-5])\. White to place a piece; 1 in hand\.$"),
            "White made a line: remove a black piece, from ",
            "White makes a line and removes the piece on b2. "
            "White wins, the loser has only two pieces left.",
        ],
    },
    "pl": {
        "locale": "pl_PL.UTF-8",
        "box": "Wpisz ruch",
        "cancel": "Anuluj",
        "new_game": "Nowa gra",
        "learn": "Naucz się grać",
        "dama": [
            "Białe biją 3 pionki, a5, b6 i c7, idąc z a4 na c8. "
            "Pionek na c8 zostaje damką. "
            "Ruch: Czarne; bicie jednego pionka jest obowiązkowe, z g5.",
            "Czarne biją jeden pionek, g4, idąc z g5 na g3. "
            "Ruch: Białe; bicie jednego pionka jest obowiązkowe, z h3.",
            "Nie można zagrać h3-h5: ",
            "Białe biją jeden pionek, g3, idąc z h3 na f3. "
            "Wygrywają białe, samotny pionek przeciw damce.",
        ],
        "akidada": [
            "Białe stawiają pionek na a5. Ruch: Czarne, postaw pionek; w ręce: 1.",
            re.compile(r"^Czarne stawiają pionek na ([a-e][1-5])\. Ruch: Białe, postaw pionek; w ręce: 1\.$"),
            "Białe ułożyły linię: zdejmij czarny pionek, z ",
            "Białe układają linię i zdejmują pionek z b2. "
            "Wygrywają białe, przegranemu zostały tylko dwa pionki.",
        ],
    },
    "tr": {
        "locale": "tr_TR.UTF-8",
        "box": "Hamle yazın",
        "cancel": "İptal",
        "new_game": "Yeni oyun",
        "learn": "Oynamayı öğren",
        "dama": [
            "Beyaz a4 karesinden c8 karesine giderek 3 taş alır: a5, b6 ve c7. "
            "c8 karesindeki taş dama olur. "
            "Hamle sırası: Siyah; 1 taş almak zorunlu, g5 karesinden.",
            "Siyah g5 karesinden g3 karesine giderek 1 taş alır: g4. "
            "Hamle sırası: Beyaz; 1 taş almak zorunlu, h3 karesinden.",
            "h3-h5 oynanamaz: ",
            "Beyaz h3 karesinden f3 karesine giderek 1 taş alır: g3. "
            "Beyaz kazandı, damaya karşı tek taş.",
        ],
        "akidada": [
            "Beyaz a5 noktasına taş koyar. Hamle sırası: Siyah; bir taş koy, elde 1 taş.",
            re.compile(r"^Siyah ([a-e][1-5]) noktasına taş koyar\. Hamle sırası: Beyaz; bir taş koy, elde 1 taş\.$"),
            "Beyaz sıra yaptı: siyah bir taş al, şunlardan: ",
            "Beyaz sıra yapar ve b2 noktasındaki taşı alır. "
            "Beyaz kazandı, kaybedenin yalnızca iki taşı kaldı.",
        ],
    },
}

# White to move: a4 captures a5, b6 and c7 and crowns on c8 (the only largest
# capture); Black's one reply is g5 capturing g4; then h3 takes g3, and
# Black's lone h7 has lost to the king.
DAMA = """(
    format: 1,
    game: Dama(),
    first: White,
    start: "W:Wa4,g4,h3:Ba5,b6,c7,g5,h7",
    computer: {Black: 1},
)
"""

# White to move with two in hand: a5 threatens the lines a1-a3-a5 and
# a1-c1-e1; Black can block one; the other line takes a black piece and leaves
# Black two.
AKIDADA = """(
    format: 1,
    game: Akidada(),
    first: White,
    start: "W:Wa1,c1:Bb2,d4:H2,1",
    computer: {Black: 1},
)
"""

SPOT = re.compile(r"^([a-h][1-8]), ")

DAMA_SQUARES = [f + r for f in "abcdefgh" for r in "12345678"]
AKIDADA_POINTS = "a1 c1 e1 b2 c2 d2 a3 b3 d3 e3 b4 c4 d4 a5 c5 e5".split()
ARROWS = {"Up": (0, 1), "Down": (0, -1), "Left": (-1, 0), "Right": (1, 0)}


def neighbour(spots, at, arrow):
    """Where an arrow goes from `at`, as the board's keyboard chooses on an
    unflipped board: the nearest spot that way, straight ahead preferred."""
    dx, dy = ARROWS[arrow]
    fx, fy = ord(at[0]) - ord("a"), int(at[1])
    best = None
    for s in spots:
        x, y = ord(s[0]) - ord("a") - fx, int(s[1]) - fy
        along = x * dx + y * dy
        aside = abs(x * dy - y * dx)
        if along > 0.5 and aside <= 2 * along:
            score = along + 2 * aside
            if best is None or score < best[0]:
                best = (score, s)
    return best and best[1]


def path(spots, start, target):
    """The arrows from `start` to `target`, each with the spot it reaches."""
    seen = {start: []}
    queue = [start]
    while queue:
        at = queue.pop(0)
        if at == target:
            return seen[at]
        for arrow in ARROWS:
            then = neighbour(spots, at, arrow)
            if then and then not in seen:
                seen[then] = seen[at] + [(arrow, then)]
                queue.append(then)
    raise Failed(f"no way by arrows from {start} to {target}")


class App:
    def __init__(self, lang, name, record):
        self.words = WORDS[lang]
        self.spots = DAMA_SQUARES if name == "dama" else AKIDADA_POINTS
        home = os.path.join(WORK, f"{lang}-{name}")
        shutil.rmtree(home, ignore_errors=True)
        os.makedirs(home)
        game = os.path.join(home, f"{name}.ron")
        with open(game, "w") as f:
            f.write(record)
        env = dict(os.environ)
        env.update(
            HOME=home,
            XDG_CONFIG_HOME=os.path.join(home, ".config"),
            XDG_DATA_HOME=os.path.join(home, ".local/share"),
            XDG_CACHE_HOME=os.path.join(home, ".cache"),
            LANG=self.words["locale"],
            LC_ALL=self.words["locale"],
            LANGUAGE="",
        )
        self.orca = Orca()
        self.proc = subprocess.Popen([APP, game], env=env, stdout=open(os.path.join(home, "app.log"), "w"),
                                     stderr=subprocess.STDOUT)
        self.window = None
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline and not self.window:
            found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.proc.pid)],
                                   capture_output=True, text=True)
            ids = found.stdout.split()
            if ids:
                self.window = ids[-1]
            elif self.proc.poll() is not None:
                raise Failed(f"the app stopped: see {home}/app.log")
            else:
                time.sleep(0.1)
        if not self.window:
            raise Failed("the app's window did not appear")
        # Without a window manager nothing gives the window the keyboard:
        # give it, and again if the window took it before its tree reached the
        # accessibility bus (Orca then heard of no window to name).
        for attempt in range(4):
            while subprocess.run(["xdotool", "windowfocus", "--sync", self.window],
                                 capture_output=True, timeout=30).returncode != 0:
                if time.monotonic() > deadline:
                    raise Failed("the app's window never took the keyboard")
                time.sleep(0.1)
            try:
                self.orca.wait_for(f"{name}.ron — ", "the window's name", WAIT / 4)
                break
            except Failed:
                if attempt == 3:
                    raise
                # Away and back: a focus change Orca hears.
                subprocess.run(["xdotool", "windowfocus", root_window()],
                               capture_output=True, timeout=30)
        self.spot = None

    def close(self):
        self.proc.terminate()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()

    def tab_to(self, what):
        """Presses Tab until Orca names what has the keyboard as starting
        with `what` (a string) or matching it (a pattern)."""
        for _ in range(40):
            key("Tab")
            for said in self.orca.wait_any():
                if said.startswith(what) if isinstance(what, str) else what.search(said):
                    return said
        raise Failed(f"Tab never reached {what!r}")

    def to_board(self):
        # The board is read as the square or point under its cursor.
        said = self.tab_to(SPOT)
        self.spot = SPOT.match(said).group(1)

    def go(self, target):
        """Moves the board's cursor to `target` with the arrows, checking
        what Orca says of each square or point it reaches."""
        for arrow, then in path(self.spots, self.spot, target):
            key(arrow)
            self.orca.wait_for(re.compile(f"^{then}, "), f"{then} after {arrow}")
            self.spot = then

    def play_on(self, target):
        self.go(target)
        key("Return")

    def select(self, target):
        """Enter on a piece: heard as selected."""
        self.play_on(target)
        self.orca.wait_for(re.compile(f"^{target}, .*, "), f"{target} selected")


def crown(app):
    """White's opening capture of three, crowning on c8: what was said."""
    app.to_board()
    app.select("a4")
    app.play_on("c8")
    return app.orca.wait_for(app.words["dama"][0], "White's capture and crowning")


def dama(lang):
    app = App(lang, "dama", DAMA)
    words = app.words["dama"]
    try:
        heard = [crown(app)]
        heard.append(app.orca.wait_for(words[1], "the computer's reply"))
        # A move typed that the rules refuse: its reason.
        app.tab_to(app.words["box"])
        xdotool("type", "--delay", "60", "h3-h5")
        key("Return")
        heard.append(app.orca.wait_for(words[2], "the refused move's reason"))
        app.to_board()
        app.select("h3")
        # Enter on a square the piece cannot reach: the reason, said once.
        mark = len(app.orca.heard)
        app.play_on("h5")
        heard.append(app.orca.wait_for(words[2], "the refused Enter's reason"))
        time.sleep(2 * QUIET)
        app.orca.new_lines()
        again = [said for said in app.orca.heard[mark:] if words[2] in said]
        if len(again) != 1:
            raise Failed(f"the refused Enter's reason was said {len(again)} times: {again}")
        app.play_on("f3")
        heard.append(app.orca.wait_for(words[3], "the last capture and the result"))
        heard += dialog(app)
        return heard
    finally:
        app.close()


def friend(lang):
    """Two people at one screen: each side's move by keys, each heard."""
    app = App(lang, "dama", DAMA.replace("    computer: {Black: 1},\n", ""))
    words = app.words["dama"]
    try:
        heard = [crown(app)]
        app.select("g5")
        app.play_on("g3")
        heard.append(app.orca.wait_for(words[1], "Black's capture, played by the friend"))
        return heard
    finally:
        app.close()


def dialog(app):
    """Opens New game by its shortcut and closes it with Escape at once: the
    dialog is named as it takes the keyboard, the Escape is not lost, the
    square the keyboard goes back to is read, and no "unfocused dialog" is
    heard, neither as it opens nor after it closes."""
    key("ctrl+n")
    button = app.orca.wait_for(app.words["learn"], "the dialog's first button")
    named = re.compile(re.escape(app.words["new_game"]) + r" dialog ")
    heard = [said for said in app.orca.heard[-4:] if named.match(said)][:1] + [button]
    if len(heard) < 2:
        raise Failed("the dialog was not named as it took the keyboard: " + repr(app.orca.heard[-4:]))
    key("Escape")
    heard.append(app.orca.wait_for(re.compile(f"^{app.spot}, "), "the square the keyboard is back on"))
    time.sleep(2 * QUIET)
    app.orca.new_lines()
    unfocused = [said for said in app.orca.heard if "unfocused" in said]
    if unfocused:
        raise Failed(f"Orca heard an unfocused object: {unfocused}")
    return heard


def akidada(lang):
    app = App(lang, "akidada", AKIDADA)
    words = app.words["akidada"]
    try:
        app.to_board()
        app.play_on("a5")
        heard = [app.orca.wait_for(words[0], "White's placement")]
        reply = app.orca.wait_for(words[1], "the computer's reply")
        heard.append(reply)
        blocked = words[1].search(reply).group(1)
        line = "a3" if blocked == "e1" else "e1"
        app.play_on(line)
        heard.append(app.orca.wait_for(words[2], "the line and the piece to remove"))
        app.play_on("b2")
        heard.append(app.orca.wait_for(words[3], "the removal and the result"))
        return heard
    finally:
        app.close()


def main():
    failed = False
    # ORCA_ONLY="en:dama pl:akidada" plays only those.
    only = os.environ.get("ORCA_ONLY", "").split()
    for lang in WORDS:
        for name, play in (("dama", dama), ("akidada", akidada), ("friend", friend)):
            if only and f"{lang}:{name}" not in only:
                continue
            started = time.monotonic()
            try:
                heard = play(lang)
            except Failed as e:
                print(f"FAILED {lang} {name}: {e}")
                failed = True
                continue
            print(f"ok {lang} {name} ({time.monotonic() - started:.0f} s); Orca said:")
            for said in heard:
                print(f"  {said}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
