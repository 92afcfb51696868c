#!/usr/bin/env python3
"""Checks the web page (target/web) in a real headless Chromium, driven by its
DevTools protocol: the page loads with no console error, the board paints, a
game against the computer plays while the page answers, its search running in
the engine's Web Worker, the game and a setting survive a reload, the game a
new one replaces is kept among the games in progress, and the game
is downloaded and opened again, a course level is done and its stars kept
over a reload. Then the engine's speed in the page: a search
asked of a worker of its own, by the page's own messages. Run by .ci/web, in a
venv with `websockets` and `pillow`.

    web-check.py PAGE_DIR OUT_DIR [DESKTOP_NPS]

Screenshots and figures go to OUT_DIR; DESKTOP_NPS, the desktop program's
positions a second on the same search, gives the page's speed as a ratio.
The page is served on 127.0.0.1 only.
"""

import asyncio
import base64
import io
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

import websockets
from PIL import Image, ImageChops

WIDTH, HEIGHT = 1280, 800
CTRL = 2  # the DevTools protocol's modifier bit
KEY_CODES = {"Enter": 13, "Escape": 27, "=": 187}
# Where things are at WIDTH x HEIGHT, in English (looked at in the screenshots):
# the New game dialog the first start shows, once Dama is chosen in it.
EMPTY_SPOT = (1100, 700)
NEW_GAME_DAMA = (367, 253)
NEW_GAME_DAMA_CHOSEN = (367, 221)
NEW_GAME_WHITE_FIRST = (692, 419)
NEW_GAME_BLACK_COMPUTER = (737, 317)
NEW_GAME_START = (384, 744)
MOVE_BOX = (220, 681)
# The Resume button of the question a page with an unfinished game asks.
RESUME = (594, 452)
# The New game dialog Ctrl+N opens over a Dama game: Akidada, then Start.
NEW_GAME_AKIDADA = (367, 168)
NEW_GAME_AKIDADA_CHOSEN = (367, 183)
NEW_GAME_AKIDADA_START = (384, 729)
LOT_PLAY = (441, 453)
# Learn > Course, the map's first level (and the box its stars are drawn
# in), the level's move box, and Back to the game.
LEARN_MENU = (123, 15)
COURSE_ITEM = (135, 48)
COURSE_FIRST_LEVEL = (45, 135)
COURSE_FIRST_LEVEL_BOX = (8, 107, 84, 165)
COURSE_MOVE_BOX = (220, 751)
COURSE_BACK = (1014, 52)
# The side panel's Analysis button, and the analysis it opens on the left.
ANALYSIS = (991, 307)
ANALYSIS_PANEL = (0, 30, 300, 330)
BOARD = (143, 42, 753, 651)
MENU_BAR = (0, 0, 640, 30)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def fail(text):
    print(f"FAILED: {text}", file=sys.stderr)
    sys.exit(1)


class Page:
    """One tab, spoken to over the DevTools protocol."""

    def __init__(self, ws):
        self.ws = ws
        self.next_id = 0
        self.replies = {}
        self.errors = []
        self.console = []
        self.requests = []
        self.choosers = []
        self.target = None
        self.reader = asyncio.ensure_future(self.read())

    async def read(self):
        async for text in self.ws:
            msg = json.loads(text)
            if "id" in msg:
                fut = self.replies.pop(msg["id"], None)
                if fut and not fut.done():
                    fut.set_result(msg)
                continue
            method, params = msg.get("method"), msg.get("params", {})
            if method == "Runtime.consoleAPICalled":
                words = " ".join(str(a.get("value", a.get("description", ""))) for a in params["args"])
                self.console.append(f"{params['type']}: {words}")
                if params["type"] == "error":
                    self.errors.append(words)
            elif method == "Runtime.exceptionThrown":
                self.errors.append(json.dumps(params["exceptionDetails"])[:500])
            elif method == "Network.requestWillBeSent":
                self.requests.append(params["request"]["url"])
            elif method == "Page.fileChooserOpened":
                self.choosers.append(params)
            elif method == "Log.entryAdded" and params["entry"]["level"] == "error":
                self.errors.append(params["entry"].get("text", ""))

    async def call(self, method, timeout=60, **params):
        self.next_id += 1
        fut = asyncio.get_running_loop().create_future()
        self.replies[self.next_id] = fut
        await self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        msg = await asyncio.wait_for(fut, timeout)
        if "error" in msg:
            raise RuntimeError(f"{method}: {msg['error']}")
        return msg.get("result", {})

    async def js(self, expression):
        r = await self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        return r.get("result", {}).get("value")

    async def shot(self, path):
        r = await self.call("Page.captureScreenshot", format="png")
        data = base64.b64decode(r["data"])
        with open(path, "wb") as f:
            f.write(data)
        return len(Image.open(io.BytesIO(data)).convert("RGB").getcolors(1 << 24) or [])

    async def click(self, x, y):
        for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
            extra = {} if kind == "mouseMoved" else {"button": "left", "clickCount": 1}
            await self.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, **extra)
            await asyncio.sleep(0.05)

    async def key(self, key, code, text=None, modifiers=0):
        down = {"type": "keyDown", "key": key, "code": code, "modifiers": modifiers}
        # The browser needs the key's number, not only its name, to act on
        # Enter (and to pass it to the page as a key, not as text).
        if key in KEY_CODES:
            down["windowsVirtualKeyCode"] = KEY_CODES[key]
        if text:
            down["text"] = text
        await self.call("Input.dispatchKeyEvent", **down)
        await self.call("Input.dispatchKeyEvent", type="keyUp", key=key, code=code, modifiers=modifiers)
        await asyncio.sleep(0.1)

    async def answer_ms(self):
        """How long the page takes to run a trivial script: its main thread's
        answer time (the app runs there)."""
        t = time.monotonic()
        await self.js("1")
        return (time.monotonic() - t) * 1000

    async def answer_times(self, count, pause):
        """The page's answer times, `count` of them, `pause` seconds apart."""
        answers = []
        for _ in range(count):
            answers.append(await self.answer_ms())
            await asyncio.sleep(pause)
        return answers


async def open_page(browser_ws, url):
    """A new tab at `url`, its events on."""
    async with websockets.connect(browser_ws, max_size=None) as b:
        await b.send(json.dumps({"id": 1, "method": "Target.createTarget", "params": {"url": "about:blank"}}))
        target = None
        while target is None:
            msg = json.loads(await b.recv())
            if msg.get("id") == 1:
                target = msg["result"]["targetId"]
    port = browser_ws.split(":")[2].split("/")[0]
    ws = await websockets.connect(f"ws://127.0.0.1:{port}/devtools/page/{target}", max_size=None)
    page = Page(ws)
    page.target = target
    for domain in ("Runtime", "Log", "Page", "Network"):
        await page.call(f"{domain}.enable")
    await page.call("Emulation.setDeviceMetricsOverride", width=WIDTH, height=HEIGHT,
                    deviceScaleFactor=1, mobile=False)
    await page.call("Page.navigate", url=url)
    return page


async def wait_painted(page, path, timeout=90):
    """Waits until the page shows hundreds of colours; the seconds it took."""
    start = time.monotonic()
    colours = 0
    while time.monotonic() - start < timeout:
        try:
            colours = await page.shot(path)
        except RuntimeError:
            # The tab has not committed the page yet: nothing to take.
            await asyncio.sleep(0.25)
            continue
        if colours >= 200:
            return time.monotonic() - start, colours
        await asyncio.sleep(0.25)
    fail(f"the page did not paint in {timeout} s ({colours} colours): {path}")


def changed_pixels(a, b, box=None):
    """How many pixels differ between two screenshots (within `box`)."""
    one, two = Image.open(a).convert("RGB"), Image.open(b).convert("RGB")
    if box:
        one, two = one.crop(box), two.crop(box)
    diff = ImageChops.difference(one, two).convert("L").point(lambda v: 255 if v > 24 else 0)
    return sum(1 for v in diff.get_flattened_data() if v)


async def choose(page, spot, path, shown_at=None):
    """Clicks the radio button at `spot` until it shows chosen (its dot, dark
    in the light theme) at `shown_at` (where the choice moves the dialog's
    layout to; `spot` if it does not): a dialog still settling its size may
    take a click elsewhere."""
    shown_at = shown_at or spot
    for _ in range(4):
        await page.click(*spot)
        await asyncio.sleep(1)
        await page.shot(path)
        if max(Image.open(path).convert("RGB").getpixel(shown_at)) < 80:
            return
    fail(f"the choice at {spot} was not taken: {path}")


async def ctrl(page, key, code):
    await page.key(key, code, modifiers=CTRL)


async def type_text(page, text):
    for ch in text:
        await page.call("Input.insertText", text=ch)
        await asyncio.sleep(0.03)


# The search the page's speed is measured by: from the start, to this depth,
# one line, as the desktop program's `bestmove dama --depth` runs it.
SPEED_DEPTH = 14
START = "W:W" + ",".join(f + r for r in "23" for f in "abcdefgh") + \
    ":B" + ",".join(f + r for r in "67" for f in "abcdefgh")
# A new engine worker, handed the module, asked for that search in the
# page's own message (ai::remote): what its report says.
SPEED_SCRIPT = """
(async () => {
  const module = await WebAssembly.compileStreaming(fetch("akidada_bg.wasm"));
  const worker = new Worker("engine.js", { type: "module" });
  const asked = { id: 1, request: { Analyse: {
    root: { fen: "%s", quiet_plies: 0, history: [], rules: {} },
    limits: { depth: %d, movetime: null, nodes: null, clock: null, infinite: false, multipv: 1 } } } };
  const report = await new Promise((done, failed) => {
    worker.onerror = (event) => failed("the worker failed: " + event.message);
    worker.onmessage = (event) => {
      if (event.data === "ready") { worker.postMessage(JSON.stringify(asked)); return; }
      const said = JSON.parse(event.data).said;
      if (said.Analysed) done(said.Analysed);
      else if (said.Refused) failed("refused: " + said.Refused);
    };
    worker.postMessage(module);
  });
  worker.terminate();
  return JSON.stringify({ depth: report.depth, nodes: report.nodes, nps: report.nps });
})()
""" % (START, SPEED_DEPTH)


async def engine_speed(page, out, desktop_nps):
    """The engine's speed in a worker of the page, against the desktop's."""
    r = await page.call("Runtime.evaluate", timeout=300, expression=SPEED_SCRIPT,
                        awaitPromise=True, returnByValue=True)
    if "exceptionDetails" in r:
        fail(f"the speed search failed: {json.dumps(r['exceptionDetails'])[:400]}")
    report = json.loads(r["result"]["value"])
    if report["depth"] != SPEED_DEPTH:
        fail(f"the speed search stopped at depth {report['depth']}")
    line = f"the engine in the page: depth {SPEED_DEPTH} from the start, " \
        f"{report['nodes']} positions at {report['nps']} a second"
    if desktop_nps:
        line += f"; the desktop program: {desktop_nps} a second; " \
            f"the page is at {report['nps'] / desktop_nps:.2f} of the desktop's speed"
    print(line)
    with open(f"{out}/speed.txt", "w") as f:
        f.write(line + "\n")


async def reload_to_board(page, url, path):
    """The page reloaded and painted (its first paint saved at `path`), then
    the question about the game left and the New game dialog closed."""
    await page.call("Page.navigate", url=url)
    await wait_painted(page, path)
    await asyncio.sleep(2)
    for _ in range(2):
        await page.key("Escape", "Escape")
        await asyncio.sleep(1)


async def open_course(page):
    """Learn > Course: the course's map."""
    await page.click(*LEARN_MENU)
    await asyncio.sleep(0.8)
    await page.click(*COURSE_ITEM)
    await asyncio.sleep(1.5)


async def run_checks(browser_ws, url, out, desktop_nps):
    page = await open_page(browser_ws, url)
    seconds, colours = await wait_painted(page, f"{out}/first.png")
    print(f"the board painted {seconds:.1f} s after the page was asked for ({colours} colours)")
    with open(f"{out}/first-paint.txt", "w") as f:
        f.write(f"{seconds:.1f}\n")
    await asyncio.sleep(2)
    await page.shot(f"{out}/loaded.png")

    # A Dama game against the computer (it plays Black), from the New game
    # dialog a first start shows: Dama, White first, Black the computer, Start.
    await page.shot(f"{out}/new-game.png")
    await choose(page, NEW_GAME_DAMA, f"{out}/new-game-dama.png", NEW_GAME_DAMA_CHOSEN)
    await choose(page, NEW_GAME_WHITE_FIRST, f"{out}/new-game-dama.png")
    await choose(page, NEW_GAME_BLACK_COMPUTER, f"{out}/new-game-dama.png")
    await page.click(*NEW_GAME_START)
    await asyncio.sleep(1.5)
    await page.shot(f"{out}/dama.png")

    # White's move typed in the move box; then the page is asked, again and
    # again, to run a trivial script while the computer answers.
    await page.click(*MOVE_BOX)
    await type_text(page, "c3-c4")
    await page.key("Enter", "Enter")
    await page.shot(f"{out}/moved.png")
    answers = await page.answer_times(40, 0.1)
    await page.shot(f"{out}/answered.png")
    worst = max(answers)
    print(f"while the computer thought: the page answered in at most {worst:.0f} ms "
          f"(median {sorted(answers)[len(answers) // 2]:.0f} ms)")
    with open(f"{out}/answers.txt", "w") as f:
        f.write(" ".join(f"{a:.0f}" for a in answers) + "\n")
    # The computer's answer is the game's second move (the screenshot just
    # after White's may already show it: the page does not wait for it).
    record = await page.js("localStorage.getItem('akidada/autosave.ron')") or ""
    moves = re.findall(r'"([a-h][1-8](?:[-x][a-h][1-8])+)"', record[record.find("moves:"):])
    print(f"the game's moves: {' '.join(moves)}")
    if len(moves) != 2 or moves[0] != "c3-c4":
        fail("the computer did not answer White's move")
    if worst > 5000:
        fail(f"the page did not answer for {worst:.0f} ms")
    targets = (await page.call("Target.getTargets"))["targetInfos"]
    workers = [t for t in targets if t["type"] == "worker" and t.get("parentId") == page.target]
    print(f"the page's Web Workers: {len(workers)}")
    if not workers:
        fail("the computer's move was not searched in a Web Worker")

    # The game survives a reload: it is in the browser's storage, the page
    # offers it back, and Resume shows the very position left.
    saved = await page.js("localStorage.getItem('akidada/autosave.ron')")
    if not saved or '"c3-c4"' not in saved:
        fail(f"the game is not in the browser's storage: {saved!r}")
    await page.call("Page.navigate", url=url)
    await wait_painted(page, f"{out}/offered.png")
    await asyncio.sleep(2)
    await page.shot(f"{out}/offered.png")
    await page.click(*RESUME)
    await asyncio.sleep(1.5)
    await page.shot(f"{out}/resumed.png")
    moved_on = changed_pixels(f"{out}/offered.png", f"{out}/resumed.png", BOARD)
    left = changed_pixels(f"{out}/answered.png", f"{out}/resumed.png", BOARD)
    print(f"the game resumed after a reload: {moved_on} board pixels changed, "
          f"{left} differ from the board left")
    if moved_on < 20000 or left > 500:
        fail("the game left was not shown again after the reload")

    # Save (Ctrl+S) downloads the game; Open (Ctrl+O) reads the file chosen
    # in the browser's dialog back onto the board, over another game.
    downloads = os.path.join(out, "downloads")
    shutil.rmtree(downloads, ignore_errors=True)
    os.makedirs(downloads)
    await page.call("Page.setDownloadBehavior", behavior="allow", downloadPath=downloads)
    await page.click(*EMPTY_SPOT)
    await ctrl(page, "s", "KeyS")
    saved = None
    for _ in range(100):
        done = [f for f in os.listdir(downloads) if f.endswith(".ron")]
        if done:
            saved = os.path.join(downloads, done[0])
            break
        await asyncio.sleep(0.2)
    if not saved:
        fail(f"Save downloaded nothing: {os.listdir(downloads)}")
    with open(saved, encoding="utf-8") as f:
        text = f.read()
    if '"c3-c4"' not in text:
        fail(f"the downloaded game is not the game: {text[:200]!r}")
    print(f"Save downloaded {os.path.basename(saved)} ({len(text)} bytes)")
    await page.shot(f"{out}/downloaded.png")
    # A move after the save: the game has changes no file holds.
    await page.click(*MOVE_BOX)
    await type_text(page, "a3-a4")
    await page.key("Enter", "Enter")
    await asyncio.sleep(2)
    await page.click(*EMPTY_SPOT)
    await ctrl(page, "n", "KeyN")
    await asyncio.sleep(1)
    await choose(page, NEW_GAME_AKIDADA, f"{out}/new-game-akidada.png", NEW_GAME_AKIDADA_CHOSEN)
    await page.click(*NEW_GAME_AKIDADA_START)
    await asyncio.sleep(1.5)
    # The lot's announcement of the new game, closed once the lot is drawn.
    await asyncio.sleep(3)
    await page.click(*LOT_PLAY)
    await asyncio.sleep(1.5)
    # The Dama game the new one replaced is kept among the games in
    # progress, in the browser's storage.
    kept = await page.js("localStorage.getItem('akidada/in-progress.ron')") or ""
    if "c3-c4" not in kept:
        fail(f"the game replaced is not among the games in progress: {kept[:300]!r}")
    print("the game replaced is kept among the games in progress")

    # Akidada's analysis needs the game solved: seconds of work, done in the
    # engine's Web Worker while the page goes on answering.
    await page.click(*ANALYSIS)
    await asyncio.sleep(1)
    await page.shot(f"{out}/akidada-solving.png")
    answers = await page.answer_times(60, 0.2)
    await page.shot(f"{out}/akidada-solved.png")
    worst = max(answers)
    shown = changed_pixels(f"{out}/akidada-solving.png", f"{out}/akidada-solved.png", ANALYSIS_PANEL)
    print(f"while Akidada was solved: the page answered in at most {worst:.0f} ms; "
          f"{shown} pixels of the analysis changed")
    if shown < 2000:
        fail("Akidada's analysis did not come")
    if worst > 2500:
        fail(f"the page did not answer for {worst:.0f} ms while Akidada was solved")
    await page.click(*ANALYSIS)
    await asyncio.sleep(1.5)
    await page.shot(f"{out}/other-game.png")
    await page.call("Page.setInterceptFileChooserDialog", enabled=True)
    await ctrl(page, "o", "KeyO")
    for _ in range(50):
        if page.choosers:
            break
        await asyncio.sleep(0.2)
    if not page.choosers:
        fail("Open showed no file dialog")
    await page.call("DOM.setFileInputFiles", files=[os.path.abspath(saved)],
                    backendNodeId=page.choosers[0]["backendNodeId"])
    await asyncio.sleep(2)
    await page.shot(f"{out}/opened.png")
    replaced = changed_pixels(f"{out}/other-game.png", f"{out}/opened.png", BOARD)
    on_board = await page.js("localStorage.getItem('akidada/autosave.ron')") or ""
    moves = lambda record: record[record.find("moves:"):record.find("]", record.find("moves:"))]
    print(f"the downloaded game opened again: {replaced} board pixels changed, "
          f"its moves on the board: {moves(on_board) == moves(text)}")
    if replaced < 20000 or moves(on_board) != moves(text):
        fail(f"the downloaded game did not open again: {on_board[:300]!r}")
    await page.call("Page.setInterceptFileChooserDialog", enabled=False)

    # The course's first level, played in the move box, and its stars kept
    # over a reload (the training progress is in the browser's storage).
    await open_course(page)
    await page.shot(f"{out}/course-before.png")
    await page.click(*COURSE_FIRST_LEVEL)
    await asyncio.sleep(1.5)
    await page.click(*COURSE_MOVE_BOX)
    for move in ("c3-c4", "c4-c5"):
        await type_text(page, move)
        await page.key("Enter", "Enter")
        await asyncio.sleep(1.5)
    await page.shot(f"{out}/course-done.png")
    progress = await page.js("localStorage.getItem('akidada/training.ron')") or ""
    if '"dama-men-forward": 3' not in progress:
        fail(f"the course's first level was not kept with three stars: {progress[:300]!r}")
    await reload_to_board(page, url, f"{out}/course-reloaded.png")
    await open_course(page)
    await page.shot(f"{out}/course-after.png")
    starred = changed_pixels(f"{out}/course-before.png", f"{out}/course-after.png",
                             COURSE_FIRST_LEVEL_BOX)
    print(f"the course's first level done in two moves; after a reload its stars show "
          f"({starred} pixels changed)")
    if starred < 300:
        fail("the course's stars did not survive the reload")
    await page.click(*COURSE_BACK)
    await asyncio.sleep(1)

    # A setting (the interface size, Ctrl+=) survives a reload.
    await page.click(*EMPTY_SPOT)
    await ctrl(page, "=", "Equal")
    await asyncio.sleep(1)
    await page.shot(f"{out}/larger.png")
    kept = await page.js("localStorage.getItem('akidada/settings.ron')")
    if not kept:
        fail("no settings in the browser's storage")
    await reload_to_board(page, url, f"{out}/reloaded.png")
    await page.shot(f"{out}/reloaded.png")
    again = await page.js("localStorage.getItem('akidada/settings.ron')")
    if again != kept:
        fail("the settings changed over the reload")
    same = changed_pixels(f"{out}/larger.png", f"{out}/reloaded.png", MENU_BAR)
    other = changed_pixels(f"{out}/loaded.png", f"{out}/reloaded.png", MENU_BAR)
    print(f"the menu bar after the reload: {same} pixels from the larger one, {other} from the first")
    if not other > same:
        fail("the larger interface did not survive the reload")
    print("the setting survived the reload")

    await engine_speed(page, out, desktop_nps)

    if page.errors:
        fail("console errors: " + "; ".join(page.errors))
    print("no console error")
    elsewhere = [u for u in page.requests
                 if not u.startswith(url) and not u.startswith(("data:", "blob:"))]
    if elsewhere:
        fail("the page fetched from elsewhere: " + ", ".join(elsewhere))
    print(f"{len(page.requests)} requests, all to the page's own address")
    await page.ws.close()


async def check(page_dir, out_dir, desktop_nps):
    os.makedirs(out_dir, exist_ok=True)
    http_port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", str(http_port), "--bind", "127.0.0.1",
         "--directory", page_dir],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    profile = tempfile.mkdtemp(prefix="akidada-chromium.")
    chromium = subprocess.Popen(
        ["chromium", "--headless=new", "--no-sandbox", "--use-angle=swiftshader",
         "--enable-unsafe-swiftshader", "--remote-debugging-port=0",
         f"--user-data-dir={profile}", "--no-first-run", "--lang=en-US",
         f"--window-size={WIDTH},{HEIGHT}", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        port_file = os.path.join(profile, "DevToolsActivePort")
        for _ in range(300):
            if os.path.exists(port_file) and len(open(port_file).read().split()) == 2:
                break
            time.sleep(0.1)
        port, path = open(port_file).read().split()
        browser_ws = f"ws://127.0.0.1:{port}{path}"
        for _ in range(100):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{http_port}/", timeout=1).read()
                break
            except OSError:
                time.sleep(0.1)
        await run_checks(browser_ws, f"http://127.0.0.1:{http_port}/", out_dir, desktop_nps)
    finally:
        chromium.terminate()
        server.terminate()
        chromium.wait(10)
        server.wait(10)
        shutil.rmtree(profile, ignore_errors=True)


def main():
    if len(sys.argv) not in (3, 4):
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    desktop_nps = int(sys.argv[3]) if len(sys.argv) == 4 else None
    asyncio.run(check(sys.argv[1], sys.argv[2], desktop_nps))


if __name__ == "__main__":
    main()
