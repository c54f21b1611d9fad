"""The demo's scenes and the times of their frames: what scripts/render-demo draws, replayed by meter."""
import concurrent.futures
import html
import json
import os
import shlex
import subprocess
import sys

METER = os.environ["METER"]
WORK = os.environ["WORK"]

COLUMNS = 80          # the terminal's width, passed to every meter as -w
HOLD = 3.5            # seconds the finished screen stays before the picture starts again
SCRIPT = "docs/demo.script"
GZ_RATIO = 0.3        # the gzip meter sees 30 % of each amount: the compressed stream

# ---------------------------------------------------------------------------------------------------
# The screen: each scene is a prompt line and the meters its command runs. A meter is (options,
# script, rows): rows is 1 for a line redrawn in place, more for plain mode's lines. Every option that
# changes what is drawn is in the prompt; -w and --color only say what a terminal would have said.


def parse_script(path):
    """The (offset, amount) events of a replay script, amounts as written (with their suffix)."""
    events = []
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.split("#", 1)[0].strip()
            if line:
                offset, amount = line.split()
                events.append((float(offset), amount))
    return events


def scaled(amount, ratio):
    """An amount such as 3M times `ratio`, in whole KiB."""
    units = {"K": 1, "M": 1024, "G": 1024 * 1024}
    value = float(amount[:-1]) * units[amount[-1]] if amount[-1] in units else float(amount) / 1024
    return f"{max(1, round(value * ratio))}K"


def write_script(name, events):
    path = os.path.join(WORK, name)
    with open(path, "w", encoding="utf-8") as handle:
        for offset, amount in events:
            handle.write(f"{offset:.4f} {amount}\n")
    return path


EVENTS = parse_script(SCRIPT)
END = EVENTS[-1][0]  # the final frames are drawn when the last event has arrived
GZ_SCRIPT = write_script("gz.script", [(offset, scaled(amount, GZ_RATIO)) for offset, amount in EVENTS])

LINEAR = ["-s", "40M"]
CIRCULAR = ["-s", "40M", "--style", "circular"]
RAW, GZ = ["-N", "raw", "-s", "40M"], ["-N", "gz"]
PLAIN = ["-s", "40M", "--plain"]
SPARK = ["-s", "40M", "-i", "0.25", "-F", "%b %36{sparkline} %r %p"]


def meter(options):
    return shlex.join(["meter", *options])


SCENES = [
    (f"{meter(LINEAR)} < disk.img > copy.img", [(LINEAR, SCRIPT, 1)]),
    (f"{meter(CIRCULAR)} < disk.img > copy.img", [(CIRCULAR, SCRIPT, 1)]),
    (f"{meter(RAW)} < disk.img | gzip | {meter(GZ)} > disk.img.gz", [(RAW, SCRIPT, 1), (GZ, GZ_SCRIPT, 1)]),
    (f"{meter(SPARK)} < disk.img > copy.img", [(SPARK, SCRIPT, 1)]),
    (f"{meter(PLAIN)} < disk.img > copy.img", [(PLAIN, SCRIPT, 8)]),
]

# ---------------------------------------------------------------------------------------------------
# Frames and their times. A replay writes the frames a live run would, but not when: a frame falls on
# the -i grid (1 s, or the scene's own -i) or, while a spinner turns, on the spinner's own grid (1/8 s for the bar's block,
# 1/10 s for the ring). To learn which frames were drawn by time t, replay the script cut at t (with an
# empty event just after t to end it): its frames, less the final one, are the first frames of the full
# replay. So each frame gets the first grid time by which it has been drawn, checked, not guessed.


def replay(options, script_path):
    result = subprocess.run(
        [METER, "--replay", script_path, "-w", str(COLUMNS), "--color", "always", *options],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=True,
    )
    return result.stderr


def split_frames(data):
    """Frames as written: each is a line ended by a carriage return, as pv ends them, or one plain line
    ended by a newline; the newline after the final frame's carriage return belongs to that frame."""
    frames, current = [], bytearray()
    for byte in data:
        if byte == 0x0A and not current and frames:
            frames[-1] += b"\n"
            continue
        current.append(byte)
        if byte in (0x0A, 0x0D):
            frames.append(bytes(current))
            current = bytearray()
    if current:
        frames.append(bytes(current))
    return frames


def grid_times(options):
    """Every time a frame could fall on, up to the end of the stream."""
    steps = [float(options[options.index("-i") + 1]) if "-i" in options else 1.0]
    spinner = "-s" not in options and "--plain" not in options
    if spinner:
        steps.append(0.1 if "circular" in options else 0.125)
    times = set()
    for step in steps:
        count = int(round(END / step))
        times.update(round(k * step, 6) for k in range(0, count + 1) if k * step <= END + 1e-9)
    return sorted(times)


def cut_replay(options, script_path, time):
    """The frames drawn by `time`: those of the replay of the script cut just after it, less its final one."""
    cut = time + 0.0005
    prefix = [(offset, amount) for offset, amount in parse_script(script_path) if offset <= cut] + [(cut, "0")]
    name = f"cut-{os.path.basename(script_path)}-{'-'.join(options)}-{time}.script"
    path = write_script(name, prefix)
    drawn = split_frames(replay(options, path))[:-1]
    os.remove(path)
    return drawn


def timed_frames(options, script_path):
    """[(time, frame bytes)], the last being the final frame, drawn when the stream ends."""
    frames = split_frames(replay(options, script_path))
    times = grid_times(options)
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        cuts = list(pool.map(lambda time: cut_replay(options, script_path, time), times))
    timed, seen = [], 0
    for time, drawn in zip(times, cuts):
        if drawn != frames[: len(drawn)]:
            sys.exit(f"render-demo: the replay cut at {time}s does not begin as the whole one ({options})")
        if len(drawn) > seen + 1:
            sys.exit(f"render-demo: {len(drawn) - seen} frames by {time}s: a frame fell between grid times ({options})")
        timed += [(time, frame) for frame in frames[seen:len(drawn)]]
        seen = len(drawn)
    if len(frames) != seen + 1:
        sys.exit(f"render-demo: {len(frames) - seen} frames left at the end ({options})")
    timed.append((END, frames[-1]))
    return timed
