# Sourced by scripts/bench: the rows of -d and --copies over many processes. Reads the globals that
# scripts/bench sets (work, meter, pv, root, sleepers, watch_seconds, watch_rounds) and adds rows with `row`
# (measure.sh).

# shellcheck shell=bash

# N copies of sleep named b3sum (a command --copies knows, which nothing else here runs), each holding a
# 1 MiB file open, watched in a pseudo-terminal of 120x40 (scripts/cpu-in-pty): by name with -d, meter and
# pv, and with --copies, meter alone (pv has none: it is held to pv's -d over the same processes), round-robin.
# Each run samples the CPU twice: when the first frame appears (the first scan: finding the processes and
# their files) and $watch_seconds later (the steady cost, per second). The ratios to pv are paired by round.
# Then meter's steady CPU per watched descriptor at 1,000 processes against at 20: costs that grow no faster
# than the work.
watch_rows() {
    local count round steady=()
    mkdir -p "$work/slp"
    cp "$(command -v sleep)" "$work/slp/b3sum"
    head -c 1M /dev/zero > "$work/held"
    for count in 20 200 1000; do
        for _ in $(seq "$count"); do
            "$work/slp/b3sum" 3600 < "$work/held" > /dev/null 2>&1 &
            sleepers+=($!)
        done
        sleep 1
        : > "$work/cpu.meter"; : > "$work/cpu.pv"; : > "$work/cpu.copies"
        for round in $(seq "$watch_rounds"); do
            "$root/scripts/cpu-in-pty" "$watch_seconds" "$meter" -d =b3sum >> "$work/cpu.meter"
            if [ -n "$pv" ]; then "$root/scripts/cpu-in-pty" "$watch_seconds" "$pv" -d =b3sum >> "$work/cpu.pv"; fi
            "$root/scripts/cpu-in-pty" "$watch_seconds" "$meter" --copies >> "$work/cpu.copies"
        done
        stop_sleepers
        watch_pair "\`-d =NAME\` over $count processes" "$work/cpu.meter"
        steady+=("$steady_meter")
        watch_pair "\`--copies\` over the same $count (against pv's \`-d\`)" "$work/cpu.copies"
    done
    row "\`-d\`: meter's steady CPU a second per watched descriptor, 1,000 processes" \
        "$(awk -v v="${steady[2]}" 'BEGIN { print v / 1000 }')" "$(awk -v v="${steady[0]}" 'BEGIN { print v / 20 }')" \
        "at 20" nan us 1.5 ""
}

# watch_pair LABEL FILE: the rows of the first scan and the steady cost of meter's runs in FILE (a line a
# run: the two numbers cpu-in-pty prints), each against pv's in $work/cpu.pv; sets steady_meter.
watch_pair() {
    local label=$1 file=$2 first_meter first_pv=nan steady_pv=nan paired_first=nan paired_steady=nan
    first_meter=$(cut -d ' ' -f 1 "$file" | median)
    steady_meter=$(cut -d ' ' -f 2 "$file" | median)
    if [ -n "$pv" ]; then
        first_pv=$(cut -d ' ' -f 1 "$work/cpu.pv" | median)
        steady_pv=$(cut -d ' ' -f 2 "$work/cpu.pv" | median)
        paired_first=$(paste -d ' ' "$file" "$work/cpu.pv" | awk '$3 > 0 { print $1 / $3 }' | median)
        paired_steady=$(paste -d ' ' "$file" "$work/cpu.pv" | awk '$4 > 0 { print $2 / $4 }' | median)
    fi
    row "$label: first scan, CPU (pty 120x40)" "$first_meter" nan "" "$first_pv" s "" 1.0 "" "$paired_first"
    row "the same, steady: CPU a second over ${watch_seconds} s after it" "$steady_meter" nan "" "$steady_pv" ms "" 1.0 \
        "" "$paired_steady"
}
