"""A small terminal that lays meter's frames on a grid of cells, and the screen over time."""
from frames import *  # noqa: F401,F403 (one program in three files, each using the one before)

# ---------------------------------------------------------------------------------------------------
# A small terminal: enough to lay meter's frames on a grid of cells (character, colour, dim, bold).

XTERM16 = [
    "#000000", "#cd0000", "#00cd00", "#cdcd00", "#0000ee", "#cd00cd", "#00cdcd", "#e5e5e5",
    "#7f7f7f", "#ff0000", "#00ff00", "#ffff00", "#5c5cff", "#ff00ff", "#00ffff", "#ffffff",
]


def xterm256(index):
    if index < 16:
        return XTERM16[index]
    if index < 232:
        levels = [0, 95, 135, 175, 215, 255]
        index -= 16
        return "#%02x%02x%02x" % (levels[index // 36], levels[index // 6 % 6], levels[index % 6])
    level = 8 + 10 * (index - 232)
    return "#%02x%02x%02x" % (level, level, level)


BLANK = (" ", None, False, False)


def sgr(params, style):
    fg, dim, bold = style
    codes = [int(p) if p else 0 for p in params.split(";")]
    i = 0
    while i < len(codes):
        code = codes[i]
        if code == 0:
            fg, dim, bold = None, False, False
        elif code == 1:
            bold = True
        elif code == 2:
            dim = True
        elif code == 22:
            dim = bold = False
        elif code == 39:
            fg = None
        elif 30 <= code <= 37:
            fg = XTERM16[code - 30]
        elif 90 <= code <= 97:
            fg = XTERM16[code - 90 + 8]
        elif code == 38 and i + 2 < len(codes) and codes[i + 1] == 5:
            fg = xterm256(codes[i + 2])
            i += 2
        elif code == 38 and i + 4 < len(codes) and codes[i + 1] == 2:
            fg = "#%02x%02x%02x" % tuple(codes[i + 2 : i + 5])
            i += 4
        i += 1
    return fg, dim, bold


def draw(cells, text, style=(None, False, False)):
    """Writes `text` (a frame: carriage returns, SGR sequences, one-cell characters) over `cells`."""
    cells = list(cells)
    column, i = 0, 0
    while i < len(text):
        char = text[i]
        if char == "\r":
            column = 0
        elif char == "\n":
            pass
        elif char == "\x1b" and text[i + 1 : i + 2] == "[":
            end = i + 2
            while not text[end].isalpha():
                end += 1
            if text[end] == "m":
                style = sgr(text[i + 2 : end], style)
            i = end
        elif column < COLUMNS:
            cells[column] = (char, *style)
            column += 1
        i += 1
    return tuple(cells)


# ---------------------------------------------------------------------------------------------------
# The screen over time: rows, and for each row its contents from each time on.

PROMPT = "\x1b[1;38;2;122;162;247m$\x1b[0m "


def build_screen():
    rows = []      # [(kind, [(time, cells, raw text)])]; kind: "prompt" or "meter"
    for number, (command, meters) in enumerate(SCENES):
        if number:
            rows.append(("blank", [(0.0, (BLANK,) * COLUMNS, "")]))
        rows.append(("prompt", [(0.0, draw((BLANK,) * COLUMNS, PROMPT + command), PROMPT + command)]))
        for options, script_path, height in meters:
            frames = timed_frames(options, script_path)
            if height == 1:
                timeline, cells = [(0.0, (BLANK,) * COLUMNS, "")], (BLANK,) * COLUMNS
                for time, frame in frames:
                    text = frame.decode("utf-8")
                    cells = draw(cells, text)
                    timeline.append((time, cells, text.rstrip("\n")))
                rows.append(("meter", timeline))
            else:
                if len(frames) > height:
                    sys.exit(f"render-demo: {len(frames)} plain lines for {height} rows ({options})")
                for line in range(height):
                    timeline = [(0.0, (BLANK,) * COLUMNS, "")]
                    if line < len(frames):
                        time, frame = frames[line]
                        text = frame.decode("utf-8").rstrip("\n")
                        timeline.append((time, draw((BLANK,) * COLUMNS, text), text))
                    rows.append(("meter", timeline))
    return rows


def state_at(timeline, time):
    current = timeline[0]
    for entry in timeline:
        if entry[0] <= time + 1e-9:
            current = entry
    return current
