"""The screen over time as docs/demo.cast and docs/demo.svg: run by scripts/render-demo."""
from screen import *  # noqa: F401,F403 (one program in three files, each using the one before)

# ---------------------------------------------------------------------------------------------------
# docs/demo.cast: asciicast v2. meter's own bytes, each frame written on its row.


def render_cast(rows, duration):
    height = len(rows) + 1
    header = {
        "version": 2, "width": COLUMNS, "height": height,
        "title": "docs/demo.script, replayed by meter",
        "env": {"TERM": "xterm-256color", "SHELL": "/bin/bash"},
    }
    start = "\x1b[?25l\x1b[H\x1b[2J"
    for number, (kind, timeline) in enumerate(rows):
        if kind == "prompt":
            start += f"\x1b[{number + 1};1H{timeline[0][2]}"
    events = {0.0: start}
    for number, (kind, timeline) in enumerate(rows):
        if kind != "meter":
            continue
        for time, _, text in timeline[1:]:
            events[time] = events.get(time, "") + f"\x1b[{number + 1};1H" + text
    events[duration] = events.get(duration, "") + f"\x1b[{height};1H{PROMPT}\x1b[?25h"
    lines = [json.dumps(header, ensure_ascii=False)]
    for time in sorted(events):
        lines.append(json.dumps([round(time, 3), "o", events[time]], ensure_ascii=False))
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------------------------------
# docs/demo.svg: text where meter draws letters, shapes where it draws block elements and braille (so no
# font's missing glyph or odd width shows), on a dark terminal. Each row keeps the distinct contents it
# ever shows side by side, one screen width apart, and a CSS animation slides the one due into view: a
# filmstrip that needs no script. Text and shapes slide separately, so a spinner turning costs a shape,
# not the whole line.

CELL_W, CELL_H = 8.4, 18
FONT_SIZE = 14
BASELINE = 13.5
PAD, TITLE_H = 16, 30
FOREGROUND, BACKGROUND = "#c0caf5", "#1a1b26"
FONTS = "ui-monospace,SFMono-Regular,Menlo,Consolas,'DejaVu Sans Mono','Liberation Mono',monospace"


def num(value):
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return text if text != "-0" else "0"


class Classes:
    """CSS classes for the colours and weights used, named in order of first use."""

    def __init__(self):
        self.names = {}

    def of(self, fg, dim, bold, shape=False):
        names = []
        if fg:
            names.append(self.names.setdefault(("fg", fg), f"c{len(self.names)}"))
        if dim:
            names.append("d")
        if bold and not shape:
            names.append("b")
        return f' class="{" ".join(names)}"' if names else ""

    def css(self):
        return "".join(f".{name}{{fill:{fg}}}" for (_, fg), name in self.names.items())


EIGHTHS = {"▏": 1, "▎": 2, "▍": 3, "▌": 4, "▋": 5, "▊": 6, "▉": 7, "█": 8}
SHADES = {"░": 0.25, "▒": 0.5, "▓": 0.75}


def shapes(char, x):
    """SVG shapes for a block element or braille cell at x, or None for a character drawn as text."""
    top, height = 1, CELL_H - 2
    if char in EIGHTHS:
        return f'<rect x="{num(x)}" y="{top}" width="{num(CELL_W * EIGHTHS[char] / 8)}" height="{height}"/>'
    if char == "▕":
        return f'<rect x="{num(x + CELL_W * 7 / 8)}" y="{top}" width="{num(CELL_W / 8)}" height="{height}"/>'
    if char == "▐":
        return f'<rect x="{num(x + CELL_W / 2)}" y="{top}" width="{num(CELL_W / 2)}" height="{height}"/>'
    if char in SHADES:
        return f'<rect x="{num(x)}" y="{top}" width="{num(CELL_W)}" height="{height}" opacity="{SHADES[char]}"/>'
    code = ord(char)
    if 0x2800 <= code <= 0x28FF:
        dots = code - 0x2800
        places = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (0, 3), (1, 3)]
        circles = [
            f'<circle cx="{num(x + CELL_W * (0.3 + 0.42 * column))}" cy="{num(CELL_H * (0.2 + 0.2 * row))}" r="1.3"/>'
            for bit, (column, row) in enumerate(places) if dots & (1 << bit)
        ]
        return "".join(circles)
    return None


def row_layers(cells, classes):
    """The text and the shapes of one row, as SVG, in the row's own coordinates."""
    text, graphics = [], []
    column = 0
    while column < COLUMNS:
        char, fg, dim, bold = cells[column]
        x = column * CELL_W
        if char == " ":
            column += 1
            continue
        if char == "█":  # full blocks and the partial one after them: one rectangle, without seams
            end = column
            while end < COLUMNS and cells[end] == cells[column]:
                end += 1
            eighths = (end - column) * 8
            if end < COLUMNS and cells[end][0] in EIGHTHS and cells[end][1:] == cells[column][1:]:
                eighths += EIGHTHS[cells[end][0]]
                end += 1
            graphics.append(
                f'<rect{classes.of(fg, dim, bold, True)} x="{num(x)}" y="1" width="{num(eighths * CELL_W / 8)}" height="{CELL_H - 2}"/>'
            )
            column = end
            continue
        shape = shapes(char, x)
        if shape is not None:
            graphics.append(f"<g{classes.of(fg, dim, bold, True)}>{shape}</g>" if fg or dim else shape)
            column += 1
            continue
        end = column
        while end < COLUMNS and cells[end][1:] == cells[column][1:] and cells[end][0] != " " and shapes(cells[end][0], 0) is None:
            end += 1
        run = "".join(cell[0] for cell in cells[column:end])
        fit = f' textLength="{num(len(run) * CELL_W)}"' if len(run) > 1 else ""
        text.append(f'<text{classes.of(fg, dim, bold)} x="{num(x)}" y="{BASELINE}"{fit}>{html.escape(run)}</text>')
        column = end
    return "".join(text), "".join(graphics)


def render_svg(rows, duration, still=None):
    width = PAD * 2 + COLUMNS * CELL_W
    height = TITLE_H + PAD // 2 + len(rows) * CELL_H + PAD
    classes = Classes()
    body, css = [], []
    strip = 0
    for number, (kind, timeline) in enumerate(rows):
        y = TITLE_H + PAD // 2 + number * CELL_H
        # A frame drawn at the same moment as the next one (the last tick and the final frame) is never seen.
        timeline = [entry for entry, after in zip(timeline, timeline[1:] + [None]) if after is None or after[0] > entry[0]]
        layered = [row_layers(cells, classes) for _, cells, _ in timeline]
        for layer in range(2):
            contents = [pieces[layer] for pieces in layered]
            distinct = []
            for content in contents:
                if content not in distinct:
                    distinct.append(content)
            if distinct == [""]:
                continue
            # The state shown when nothing animates: the finished screen (or the still asked for).
            shown_at = duration if still is None else still
            index_at = lambda time: distinct.index(contents[timeline.index(state_at(timeline, time))])
            frames = "".join(
                f'<g transform="translate({num(k * width)} 0)">{content}</g>' if k else content
                for k, content in enumerate(distinct) if content
            )
            shown = index_at(shown_at)
            if len(distinct) == 1:
                body.append(f'<g transform="translate({PAD} {y})">{frames}</g>')
                continue
            stops, previous = [], None
            for time, _, _ in timeline:
                k = index_at(time)
                if k != previous:
                    stops.append(f"{num(time / duration * 100)}%{{transform:translateX({num(-k * width)}px)}}")
                    previous = k
            if previous != 0 and stops[0].startswith("0%"):
                stops.append(f"100%{{transform:translateX({num(-previous * width)}px)}}")
            name = f"s{strip}"
            strip += 1
            css.append(f"@keyframes {name}{{{''.join(stops)}}}#{name}{{animation:{name} {num(duration)}s step-end infinite}}")
            offset = f' transform="translate({num(-shown * width)} 0)"' if shown else ""
            body.append(f'<g transform="translate({PAD} {y})"><g id="{name}" class="a"{offset}>{frames}</g></g>')
    title = "docs/demo.script, replayed by meter"
    style = (
        f".b{{font-weight:bold}}.d{{opacity:.45}}{classes.css()}"
        + "".join(css)
        + "@media (prefers-reduced-motion:reduce){.a{animation:none}}"
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{num(width)}" height="{num(height)}" '
        f'viewBox="0 0 {num(width)} {num(height)}" font-family="{FONTS}" font-size="{FONT_SIZE}">\n'
        f"<title>meter's indicators on a replayed stream: steady, a stall, a burst</title>\n"
        f"<style>{style}</style>\n"
        f'<rect width="{num(width)}" height="{num(height)}" rx="8" fill="{BACKGROUND}"/>\n'
        f'<circle cx="20" cy="15" r="6" fill="#f7768e"/><circle cx="40" cy="15" r="6" fill="#e0af68"/>'
        f'<circle cx="60" cy="15" r="6" fill="#9ece6a"/>\n'
        f'<text x="{num(width / 2)}" y="20" text-anchor="middle" fill="#565f89" font-size="12">{title}</text>\n'
        f'<g fill="{FOREGROUND}">\n' + "\n".join(body) + "\n</g>\n</svg>\n"
    )


def main():
    mode, out = sys.argv[1], sys.argv[2]
    rows = build_screen()
    duration = END + HOLD
    if mode == "still":
        with open(out, "w", encoding="utf-8") as handle:
            handle.write(render_svg(rows, duration, still=float(sys.argv[3])))
        return
    with open(os.path.join(out, "demo.cast"), "w", encoding="utf-8") as handle:
        handle.write(render_cast(rows, duration))
    with open(os.path.join(out, "demo.svg"), "w", encoding="utf-8") as handle:
        handle.write(render_svg(rows, duration))


main()
